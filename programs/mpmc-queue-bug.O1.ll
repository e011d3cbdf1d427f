; ModuleID = 'mpmc_queue.c'
source_filename = "mpmc_queue.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.cell = type { i32, i32 }

@buffer = dso_local local_unnamed_addr global [2 x %struct.cell] zeroinitializer, align 16, !dbg !0
@dequeued = dso_local global [3 x i32] zeroinitializer, align 4, !dbg !54
@enqueued = dso_local local_unnamed_addr global [3 x i32] zeroinitializer, align 4, !dbg !51
@.str = private unnamed_addr constant [123 x i8] c"atomic_load_explicit(&dequeued[item], memory_order_relaxed) == atomic_load_explicit(&enqueued[item], memory_order_relaxed)\00", align 1, !dbg !20
@.str.1 = private unnamed_addr constant [13 x i8] c"mpmc_queue.c\00", align 1, !dbg !26
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !31
@enqueue_pos = dso_local global i32 0, align 4, !dbg !37
@dequeue_pos = dso_local global i32 0, align 4, !dbg !41
@payload = dso_local local_unnamed_addr global [3 x i32] zeroinitializer, align 4, !dbg !43
@.str.2 = private unnamed_addr constant [28 x i8] c"item >= 1 && item <= NITEMS\00", align 1, !dbg !56
@__PRETTY_FUNCTION__.consumed = private unnamed_addr constant [19 x i8] c"void consumed(int)\00", align 1, !dbg !61
@.str.3 = private unnamed_addr constant [42 x i8] c"DATA_LOAD(payload[item]) == PAYLOAD(item)\00", align 1, !dbg !66
@.str.4 = private unnamed_addr constant [12 x i8] c"before == 0\00", align 1, !dbg !71

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !91 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !115
    #dbg_assign(i1 undef, !97, !DIExpression(), !115, ptr %1, !DIExpression(), !116)
  %2 = alloca [2 x i64], align 16, !DIAssignID !117
    #dbg_assign(i1 undef, !102, !DIExpression(), !117, ptr %2, !DIExpression(), !116)
    #dbg_value(i32 0, !95, !DIExpression(), !118)
  br label %4, !dbg !119

3:                                                ; preds = %4
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !120
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #6, !dbg !120
    #dbg_value(i64 0, !103, !DIExpression(), !121)
  br label %10, !dbg !122

4:                                                ; preds = %0, %4
  %5 = phi i64 [ 0, %0 ], [ %8, %4 ]
    #dbg_value(i64 %5, !95, !DIExpression(), !118)
  %6 = getelementptr inbounds [2 x %struct.cell], ptr @buffer, i64 0, i64 %5, !dbg !123
  %7 = trunc nuw nsw i64 %5 to i32, !dbg !125
  store atomic i32 %7, ptr %6 monotonic, align 8, !dbg !125
  %8 = add nuw nsw i64 %5, 1, !dbg !126
    #dbg_value(i64 %8, !95, !DIExpression(), !118)
  %9 = icmp eq i64 %5, 0, !dbg !127
  br i1 %9, label %4, label %3, !dbg !119, !llvm.loop !128

10:                                               ; preds = %3, %10
  %11 = phi i64 [ 0, %3 ], [ %15, %10 ]
    #dbg_value(i64 %11, !103, !DIExpression(), !121)
  %12 = getelementptr inbounds [2 x i64], ptr %1, i64 0, i64 %11, !dbg !132
  %13 = inttoptr i64 %11 to ptr, !dbg !134
  %14 = call i32 @pthread_create(ptr noundef nonnull %12, ptr noundef null, ptr noundef nonnull @producer, ptr noundef %13) #6, !dbg !135
  %15 = add nuw nsw i64 %11, 1, !dbg !136
    #dbg_value(i64 %15, !103, !DIExpression(), !121)
  %16 = icmp eq i64 %11, 0, !dbg !137
  br i1 %16, label %10, label %17, !dbg !122, !llvm.loop !138

17:                                               ; preds = %10, %17
  %18 = phi i64 [ %22, %17 ], [ 0, %10 ]
    #dbg_value(i64 %18, !105, !DIExpression(), !140)
  %19 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %18, !dbg !141
  %20 = inttoptr i64 %18 to ptr, !dbg !143
  %21 = call i32 @pthread_create(ptr noundef nonnull %19, ptr noundef null, ptr noundef nonnull @consumer, ptr noundef %20) #6, !dbg !144
  %22 = add nuw nsw i64 %18, 1, !dbg !145
    #dbg_value(i64 %22, !105, !DIExpression(), !140)
  %23 = icmp eq i64 %18, 0, !dbg !146
  br i1 %23, label %17, label %24, !dbg !147, !llvm.loop !148

24:                                               ; preds = %17, %24
  %25 = phi i64 [ %29, %24 ], [ 0, %17 ]
    #dbg_value(i64 %25, !107, !DIExpression(), !150)
  %26 = getelementptr inbounds [2 x i64], ptr %1, i64 0, i64 %25, !dbg !151
  %27 = load i64, ptr %26, align 8, !dbg !151, !tbaa !153
  %28 = call i32 @pthread_join(i64 noundef %27, ptr noundef null) #6, !dbg !157
  %29 = add nuw nsw i64 %25, 1, !dbg !158
    #dbg_value(i64 %29, !107, !DIExpression(), !150)
  %30 = icmp eq i64 %25, 0, !dbg !159
  br i1 %30, label %24, label %31, !dbg !160, !llvm.loop !161

31:                                               ; preds = %24, %31
  %32 = phi i64 [ %36, %31 ], [ 0, %24 ]
    #dbg_value(i64 %32, !109, !DIExpression(), !163)
  %33 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %32, !dbg !164
  %34 = load i64, ptr %33, align 8, !dbg !164, !tbaa !153
  %35 = call i32 @pthread_join(i64 noundef %34, ptr noundef null) #6, !dbg !166
  %36 = add nuw nsw i64 %32, 1, !dbg !167
    #dbg_value(i64 %36, !109, !DIExpression(), !163)
  %37 = icmp eq i64 %32, 0, !dbg !168
  br i1 %37, label %31, label %38, !dbg !169, !llvm.loop !170

38:                                               ; preds = %31, %80
  %39 = phi i32 [ %67, %80 ], [ undef, %31 ]
    #dbg_value(i32 %39, !111, !DIExpression(), !172)
    #dbg_value(ptr undef, !173, !DIExpression(), !187)
  %40 = load atomic i32, ptr @dequeue_pos monotonic, align 4, !dbg !190
    #dbg_value(i32 %40, !181, !DIExpression(), !187)
  br label %41, !dbg !191

41:                                               ; preds = %59, %38
  %42 = phi i32 [ %40, %38 ], [ %61, %59 ], !dbg !192
    #dbg_value(i32 %42, !181, !DIExpression(), !187)
  %43 = and i32 %42, 1, !dbg !193
  %44 = zext nneg i32 %43 to i64, !dbg !194
  %45 = getelementptr inbounds [2 x %struct.cell], ptr @buffer, i64 0, i64 %44, !dbg !194
    #dbg_value(ptr %45, !179, !DIExpression(), !187)
  %46 = load atomic i32, ptr %45 acquire, align 8, !dbg !195
    #dbg_value(i32 %46, !182, !DIExpression(), !196)
  %47 = add i32 %42, 1, !dbg !197
    #dbg_value(!DIArgList(i32 %46, i32 %47), !186, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !196)
  %48 = icmp eq i32 %46, %47, !dbg !198
  br i1 %48, label %49, label %54, !dbg !200

49:                                               ; preds = %41
  %50 = cmpxchg ptr @dequeue_pos, i32 %42, i32 %47 monotonic monotonic, align 4, !dbg !201
  %51 = extractvalue { i32, i1 } %50, 1, !dbg !201
  %52 = extractvalue { i32, i1 } %50, 0
    #dbg_value(i32 %52, !181, !DIExpression(), !187)
  %53 = select i1 %51, i32 2, i32 0, !dbg !204
  br label %59, !dbg !204

54:                                               ; preds = %41
  %55 = sub i32 %46, %47, !dbg !205
    #dbg_value(i32 %55, !186, !DIExpression(), !196)
  %56 = icmp slt i32 %55, 0, !dbg !206
  br i1 %56, label %59, label %57, !dbg !208

57:                                               ; preds = %54
  %58 = load atomic i32, ptr @dequeue_pos monotonic, align 4, !dbg !209
    #dbg_value(i32 %58, !181, !DIExpression(), !187)
  br label %59

59:                                               ; preds = %57, %54, %49
  %60 = phi i32 [ 1, %54 ], [ 0, %57 ], [ %53, %49 ]
  %61 = phi i32 [ %42, %54 ], [ %58, %57 ], [ %52, %49 ], !dbg !192
    #dbg_value(i32 %61, !181, !DIExpression(), !187)
  switch i32 %60, label %66 [
    i32 0, label %41
    i32 2, label %62
  ], !llvm.loop !210

62:                                               ; preds = %59
  %63 = getelementptr inbounds i8, ptr %45, i64 4, !dbg !213
  %64 = load atomic i32, ptr %63 monotonic, align 4, !dbg !213
    #dbg_value(i32 %64, !111, !DIExpression(), !172)
  %65 = add i32 %61, 2, !dbg !214
  store atomic i32 %65, ptr %45 release, align 4, !dbg !215
  br label %66, !dbg !216

66:                                               ; preds = %59, %62
  %67 = phi i32 [ %64, %62 ], [ %39, %59 ]
  %68 = phi i1 [ false, %62 ], [ true, %59 ]
    #dbg_value(i32 %67, !111, !DIExpression(), !172)
  br i1 %68, label %89, label %69, !dbg !217

69:                                               ; preds = %66
    #dbg_value(i32 %67, !218, !DIExpression(), !224)
  %70 = add i32 %67, -1, !dbg !226
  %71 = icmp ult i32 %70, 2, !dbg !226
  br i1 %71, label %73, label %72, !dbg !226

72:                                               ; preds = %69
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 122, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !226
  unreachable, !dbg !226

73:                                               ; preds = %69
  %74 = zext nneg i32 %67 to i64, !dbg !229
  %75 = getelementptr inbounds [3 x i32], ptr @payload, i64 0, i64 %74, !dbg !229
  %76 = load atomic i32, ptr %75 monotonic, align 4, !dbg !229
  %77 = or disjoint i32 %67, 100, !dbg !229
  %78 = icmp eq i32 %76, %77, !dbg !229
  br i1 %78, label %80, label %79, !dbg !232

79:                                               ; preds = %73
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 123, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !229
  unreachable, !dbg !229

80:                                               ; preds = %73
  %81 = getelementptr inbounds [3 x i32], ptr @dequeued, i64 0, i64 %74, !dbg !233
  %82 = atomicrmw add ptr %81, i32 1 monotonic, align 4, !dbg !234
    #dbg_value(i32 %82, !223, !DIExpression(), !224)
  %83 = icmp eq i32 %82, 0, !dbg !235
  br i1 %83, label %38, label %84, !dbg !238, !llvm.loop !239

84:                                               ; preds = %80
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 125, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !235
  unreachable, !dbg !235

85:                                               ; preds = %89
  %86 = add nuw nsw i64 %90, 1, !dbg !241
    #dbg_value(i64 %86, !113, !DIExpression(), !243)
    #dbg_value(i64 %86, !113, !DIExpression(), !243)
  %87 = icmp eq i64 %86, 3, !dbg !244
  br i1 %87, label %88, label %89, !dbg !245, !llvm.loop !246

88:                                               ; preds = %85
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #6, !dbg !248
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6, !dbg !248
  ret i32 0, !dbg !249

89:                                               ; preds = %66, %85
  %90 = phi i64 [ %86, %85 ], [ 1, %66 ]
    #dbg_value(i64 %90, !113, !DIExpression(), !243)
  %91 = getelementptr inbounds [3 x i32], ptr @dequeued, i64 0, i64 %90, !dbg !250
  %92 = load atomic i32, ptr %91 monotonic, align 4, !dbg !250
  %93 = getelementptr inbounds [3 x i32], ptr @enqueued, i64 0, i64 %90, !dbg !250
  %94 = load atomic i32, ptr %93 monotonic, align 4, !dbg !250
  %95 = icmp eq i32 %92, %94, !dbg !250
    #dbg_value(i64 %90, !113, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !243)
  br i1 %95, label %85, label %96, !dbg !253

96:                                               ; preds = %89
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 167, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !250
  unreachable, !dbg !250
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !254 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @producer(ptr noundef %0) #3 !dbg !275 {
    #dbg_value(ptr %0, !277, !DIExpression(), !281)
    #dbg_value(ptr %0, !278, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !281)
    #dbg_value(ptr %0, !279, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !282)
  %2 = ptrtoint ptr %0 to i64, !dbg !283
    #dbg_value(i64 %2, !278, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !281)
    #dbg_value(i64 %2, !279, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !282)
  %3 = shl i64 %2, 32, !dbg !284
  %4 = ashr exact i64 %3, 32, !dbg !284
  %5 = add nsw i64 %4, 1, !dbg !285
  %6 = getelementptr inbounds [3 x i32], ptr @payload, i64 0, i64 %5, !dbg !286
  %7 = trunc i64 %2 to i32, !dbg !286
  %8 = add i32 %7, 101, !dbg !286
  store atomic i32 %8, ptr %6 monotonic, align 4, !dbg !286
    #dbg_value(i64 %5, !289, !DIExpression(), !301)
  %9 = load atomic i32, ptr @enqueue_pos monotonic, align 4, !dbg !304
    #dbg_value(i32 %9, !295, !DIExpression(), !301)
  br label %10, !dbg !305

10:                                               ; preds = %28, %1
  %11 = phi i32 [ %9, %1 ], [ %30, %28 ], !dbg !306
    #dbg_value(i32 %11, !295, !DIExpression(), !301)
  %12 = and i32 %11, 1, !dbg !307
  %13 = zext nneg i32 %12 to i64, !dbg !308
  %14 = getelementptr inbounds [2 x %struct.cell], ptr @buffer, i64 0, i64 %13, !dbg !308
    #dbg_value(ptr %14, !294, !DIExpression(), !301)
  %15 = load atomic i32, ptr %14 acquire, align 8, !dbg !309
    #dbg_value(i32 %15, !296, !DIExpression(), !310)
    #dbg_value(!DIArgList(i32 %15, i32 %11), !300, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !310)
  %16 = icmp eq i32 %15, %11, !dbg !311
  br i1 %16, label %17, label %23, !dbg !313

17:                                               ; preds = %10
  %18 = add i32 %11, 1, !dbg !314
  %19 = cmpxchg ptr @enqueue_pos, i32 %11, i32 %18 monotonic monotonic, align 4, !dbg !317
  %20 = extractvalue { i32, i1 } %19, 1, !dbg !317
  %21 = extractvalue { i32, i1 } %19, 0
    #dbg_value(i32 %21, !295, !DIExpression(), !301)
  %22 = select i1 %20, i32 2, i32 0, !dbg !318
  br label %28, !dbg !318

23:                                               ; preds = %10
  %24 = sub i32 %15, %11, !dbg !319
    #dbg_value(i32 %24, !300, !DIExpression(), !310)
  %25 = icmp slt i32 %24, 0, !dbg !320
  br i1 %25, label %28, label %26, !dbg !322

26:                                               ; preds = %23
  %27 = load atomic i32, ptr @enqueue_pos monotonic, align 4, !dbg !323
    #dbg_value(i32 %27, !295, !DIExpression(), !301)
  br label %28

28:                                               ; preds = %26, %23, %17
  %29 = phi i32 [ 1, %23 ], [ 0, %26 ], [ %22, %17 ]
  %30 = phi i32 [ %11, %23 ], [ %27, %26 ], [ %21, %17 ], !dbg !306
    #dbg_value(i32 %30, !295, !DIExpression(), !301)
  switch i32 %29, label %36 [
    i32 0, label %10
    i32 2, label %31
  ], !llvm.loop !324

31:                                               ; preds = %28
  %32 = getelementptr inbounds i8, ptr %14, i64 4, !dbg !327
  %33 = trunc nsw i64 %5 to i32, !dbg !327
  store atomic i32 %33, ptr %32 monotonic, align 4, !dbg !327
  %34 = add i32 %30, 1, !dbg !328
  store atomic i32 %34, ptr %14 monotonic, align 4, !dbg !329
  %35 = getelementptr inbounds [3 x i32], ptr @enqueued, i64 0, i64 %5, !dbg !330
  store atomic i32 1, ptr %35 monotonic, align 4, !dbg !331
  br label %36, !dbg !331

36:                                               ; preds = %28, %31
    #dbg_value(i64 %5, !279, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !282)
    #dbg_value(i64 %5, !279, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !282)
  ret ptr null, !dbg !332
}

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @consumer(ptr nocapture readnone %0) #0 !dbg !333 {
    #dbg_value(ptr poison, !335, !DIExpression(), !341)
    #dbg_value(i32 poison, !336, !DIExpression(), !342)
    #dbg_value(ptr undef, !173, !DIExpression(), !343)
  %2 = load atomic i32, ptr @dequeue_pos monotonic, align 4, !dbg !346
    #dbg_value(i32 %2, !181, !DIExpression(), !343)
  br label %3, !dbg !347

3:                                                ; preds = %21, %1
  %4 = phi i32 [ %2, %1 ], [ %23, %21 ], !dbg !348
    #dbg_value(i32 %4, !181, !DIExpression(), !343)
  %5 = and i32 %4, 1, !dbg !349
  %6 = zext nneg i32 %5 to i64, !dbg !350
  %7 = getelementptr inbounds [2 x %struct.cell], ptr @buffer, i64 0, i64 %6, !dbg !350
    #dbg_value(ptr %7, !179, !DIExpression(), !343)
  %8 = load atomic i32, ptr %7 acquire, align 8, !dbg !351
    #dbg_value(i32 %8, !182, !DIExpression(), !352)
  %9 = add i32 %4, 1, !dbg !353
    #dbg_value(!DIArgList(i32 %8, i32 %9), !186, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !352)
  %10 = icmp eq i32 %8, %9, !dbg !354
  br i1 %10, label %11, label %16, !dbg !355

11:                                               ; preds = %3
  %12 = cmpxchg ptr @dequeue_pos, i32 %4, i32 %9 monotonic monotonic, align 4, !dbg !356
  %13 = extractvalue { i32, i1 } %12, 1, !dbg !356
  %14 = extractvalue { i32, i1 } %12, 0
    #dbg_value(i32 %14, !181, !DIExpression(), !343)
  %15 = select i1 %13, i32 2, i32 0, !dbg !357
  br label %21, !dbg !357

16:                                               ; preds = %3
  %17 = sub i32 %8, %9, !dbg !358
    #dbg_value(i32 %17, !186, !DIExpression(), !352)
  %18 = icmp slt i32 %17, 0, !dbg !359
  br i1 %18, label %21, label %19, !dbg !360

19:                                               ; preds = %16
  %20 = load atomic i32, ptr @dequeue_pos monotonic, align 4, !dbg !361
    #dbg_value(i32 %20, !181, !DIExpression(), !343)
  br label %21

21:                                               ; preds = %19, %16, %11
  %22 = phi i32 [ 1, %16 ], [ 0, %19 ], [ %15, %11 ]
  %23 = phi i32 [ %4, %16 ], [ %20, %19 ], [ %14, %11 ], !dbg !348
    #dbg_value(i32 %23, !181, !DIExpression(), !343)
  switch i32 %22, label %28 [
    i32 0, label %3
    i32 2, label %24
  ], !llvm.loop !362

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %7, i64 4, !dbg !365
  %26 = load atomic i32, ptr %25 monotonic, align 4, !dbg !365
    #dbg_value(i32 %26, !338, !DIExpression(), !366)
  %27 = add i32 %23, 2, !dbg !367
  store atomic i32 %27, ptr %7 release, align 4, !dbg !368
  br label %28, !dbg !369

28:                                               ; preds = %21, %24
  %29 = phi i32 [ %26, %24 ], [ undef, %21 ]
  %30 = phi i1 [ false, %24 ], [ true, %21 ]
    #dbg_value(i32 %29, !338, !DIExpression(), !366)
  br i1 %30, label %47, label %31, !dbg !370

31:                                               ; preds = %28
    #dbg_value(i32 %29, !218, !DIExpression(), !371)
  %32 = add i32 %29, -1, !dbg !373
  %33 = icmp ult i32 %32, 2, !dbg !373
  br i1 %33, label %35, label %34, !dbg !373

34:                                               ; preds = %31
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 122, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !373
  unreachable, !dbg !373

35:                                               ; preds = %31
  %36 = zext nneg i32 %29 to i64, !dbg !374
  %37 = getelementptr inbounds [3 x i32], ptr @payload, i64 0, i64 %36, !dbg !374
  %38 = load atomic i32, ptr %37 monotonic, align 4, !dbg !374
  %39 = or disjoint i32 %29, 100, !dbg !374
  %40 = icmp eq i32 %38, %39, !dbg !374
  br i1 %40, label %42, label %41, !dbg !375

41:                                               ; preds = %35
  tail call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 123, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !374
  unreachable, !dbg !374

42:                                               ; preds = %35
  %43 = getelementptr inbounds [3 x i32], ptr @dequeued, i64 0, i64 %36, !dbg !376
  %44 = atomicrmw add ptr %43, i32 1 monotonic, align 4, !dbg !377
    #dbg_value(i32 %44, !223, !DIExpression(), !371)
  %45 = icmp eq i32 %44, 0, !dbg !378
  br i1 %45, label %47, label %46, !dbg !379

46:                                               ; preds = %42
  tail call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 125, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !378
  unreachable, !dbg !378

47:                                               ; preds = %42, %28
    #dbg_value(i32 poison, !336, !DIExpression(), !342)
  ret ptr null, !dbg !380
}

declare !dbg !381 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !385 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!83, !84, !85, !86, !87, !88, !89}
!llvm.ident = !{!90}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "buffer", scope: !2, file: !3, line: 67, type: !76, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !19, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mpmc_queue.c", directory: ".", checksumkind: CSK_MD5, checksum: "e3478b02e934398192306636e844478b")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16, !17, !18}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!19 = !{!20, !26, !31, !0, !37, !41, !43, !51, !54, !56, !61, !66, !71}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 166, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 984, elements: !24)
!23 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!24 = !{!25}
!25 = !DISubrange(count: 123)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 166, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 104, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 13)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 166, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 120, elements: !35)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!35 = !{!36}
!36 = !DISubrange(count: 15)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "enqueue_pos", scope: !2, file: !3, line: 68, type: !39, isLocal: false, isDefinition: true)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_uint", file: !6, line: 105, baseType: !40)
!40 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !7)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "dequeue_pos", scope: !2, file: !3, line: 68, type: !39, isLocal: false, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "payload", scope: !2, file: !3, line: 70, type: !45, isLocal: false, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 96, elements: !49)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "data_t", file: !3, line: 57, baseType: !47)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !48)
!48 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !17)
!49 = !{!50}
!50 = !DISubrange(count: 3)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "enqueued", scope: !2, file: !3, line: 71, type: !53, isLocal: false, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 96, elements: !49)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "dequeued", scope: !2, file: !3, line: 72, type: !53, isLocal: false, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 122, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 224, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 28)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 122, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 152, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 19)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 123, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 336, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 42)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !3, line: 125, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 96, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 12)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 128, elements: !81)
!77 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cell", file: !3, line: 62, size: 64, elements: !78)
!78 = !{!79, !80}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "seq", scope: !77, file: !3, line: 63, baseType: !39, size: 32)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "data", scope: !77, file: !3, line: 64, baseType: !46, size: 32, offset: 32)
!81 = !{!82}
!82 = !DISubrange(count: 2)
!83 = !{i32 7, !"Dwarf Version", i32 5}
!84 = !{i32 2, !"Debug Info Version", i32 3}
!85 = !{i32 1, !"wchar_size", i32 4}
!86 = !{i32 8, !"PIC Level", i32 2}
!87 = !{i32 7, !"PIE Level", i32 2}
!88 = !{i32 7, !"uwtable", i32 2}
!89 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!90 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!91 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 150, type: !92, scopeLine: 151, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !94)
!92 = !DISubroutineType(types: !93)
!93 = !{!17}
!94 = !{!95, !97, !102, !103, !105, !107, !109, !111, !113}
!95 = !DILocalVariable(name: "i", scope: !96, file: !3, line: 152, type: !7)
!96 = distinct !DILexicalBlock(scope: !91, file: !3, line: 152, column: 5)
!97 = !DILocalVariable(name: "p", scope: !91, file: !3, line: 154, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !99, size: 128, elements: !81)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !100, line: 27, baseType: !101)
!100 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!101 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!102 = !DILocalVariable(name: "c", scope: !91, file: !3, line: 154, type: !98)
!103 = !DILocalVariable(name: "i", scope: !104, file: !3, line: 155, type: !18)
!104 = distinct !DILexicalBlock(scope: !91, file: !3, line: 155, column: 5)
!105 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 157, type: !18)
!106 = distinct !DILexicalBlock(scope: !91, file: !3, line: 157, column: 5)
!107 = !DILocalVariable(name: "i", scope: !108, file: !3, line: 159, type: !17)
!108 = distinct !DILexicalBlock(scope: !91, file: !3, line: 159, column: 5)
!109 = !DILocalVariable(name: "i", scope: !110, file: !3, line: 161, type: !17)
!110 = distinct !DILexicalBlock(scope: !91, file: !3, line: 161, column: 5)
!111 = !DILocalVariable(name: "item", scope: !112, file: !3, line: 163, type: !17)
!112 = distinct !DILexicalBlock(scope: !91, file: !3, line: 163, column: 5)
!113 = !DILocalVariable(name: "item", scope: !114, file: !3, line: 165, type: !17)
!114 = distinct !DILexicalBlock(scope: !91, file: !3, line: 165, column: 5)
!115 = distinct !DIAssignID()
!116 = !DILocation(line: 0, scope: !91)
!117 = distinct !DIAssignID()
!118 = !DILocation(line: 0, scope: !96)
!119 = !DILocation(line: 152, column: 5, scope: !96)
!120 = !DILocation(line: 154, column: 5, scope: !91)
!121 = !DILocation(line: 0, scope: !104)
!122 = !DILocation(line: 155, column: 5, scope: !104)
!123 = !DILocation(line: 153, column: 32, scope: !124)
!124 = distinct !DILexicalBlock(scope: !96, file: !3, line: 152, column: 5)
!125 = !DILocation(line: 153, column: 9, scope: !124)
!126 = !DILocation(line: 152, column: 38, scope: !124)
!127 = !DILocation(line: 152, column: 28, scope: !124)
!128 = distinct !{!128, !119, !129, !130, !131}
!129 = !DILocation(line: 153, column: 70, scope: !96)
!130 = !{!"llvm.loop.mustprogress"}
!131 = !{!"llvm.loop.unroll.disable"}
!132 = !DILocation(line: 156, column: 25, scope: !133)
!133 = distinct !DILexicalBlock(scope: !104, file: !3, line: 155, column: 5)
!134 = !DILocation(line: 156, column: 47, scope: !133)
!135 = !DILocation(line: 156, column: 9, scope: !133)
!136 = !DILocation(line: 155, column: 38, scope: !133)
!137 = !DILocation(line: 155, column: 24, scope: !133)
!138 = distinct !{!138, !122, !139, !130, !131}
!139 = !DILocation(line: 156, column: 56, scope: !104)
!140 = !DILocation(line: 0, scope: !106)
!141 = !DILocation(line: 158, column: 25, scope: !142)
!142 = distinct !DILexicalBlock(scope: !106, file: !3, line: 157, column: 5)
!143 = !DILocation(line: 158, column: 47, scope: !142)
!144 = !DILocation(line: 158, column: 9, scope: !142)
!145 = !DILocation(line: 157, column: 38, scope: !142)
!146 = !DILocation(line: 157, column: 24, scope: !142)
!147 = !DILocation(line: 157, column: 5, scope: !106)
!148 = distinct !{!148, !147, !149, !130, !131}
!149 = !DILocation(line: 158, column: 56, scope: !106)
!150 = !DILocation(line: 0, scope: !108)
!151 = !DILocation(line: 160, column: 22, scope: !152)
!152 = distinct !DILexicalBlock(scope: !108, file: !3, line: 159, column: 5)
!153 = !{!154, !154, i64 0}
!154 = !{!"long", !155, i64 0}
!155 = !{!"omnipotent char", !156, i64 0}
!156 = !{!"Simple C/C++ TBAA"}
!157 = !DILocation(line: 160, column: 9, scope: !152)
!158 = !DILocation(line: 159, column: 37, scope: !152)
!159 = !DILocation(line: 159, column: 23, scope: !152)
!160 = !DILocation(line: 159, column: 5, scope: !108)
!161 = distinct !{!161, !160, !162, !130, !131}
!162 = !DILocation(line: 160, column: 32, scope: !108)
!163 = !DILocation(line: 0, scope: !110)
!164 = !DILocation(line: 162, column: 22, scope: !165)
!165 = distinct !DILexicalBlock(scope: !110, file: !3, line: 161, column: 5)
!166 = !DILocation(line: 162, column: 9, scope: !165)
!167 = !DILocation(line: 161, column: 37, scope: !165)
!168 = !DILocation(line: 161, column: 23, scope: !165)
!169 = !DILocation(line: 161, column: 5, scope: !110)
!170 = distinct !{!170, !169, !171, !130, !131}
!171 = !DILocation(line: 162, column: 32, scope: !110)
!172 = !DILocation(line: 0, scope: !112)
!173 = !DILocalVariable(name: "data", arg: 1, scope: !174, file: !3, line: 97, type: !177)
!174 = distinct !DISubprogram(name: "dequeue", scope: !3, file: !3, line: 97, type: !175, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !178)
!175 = !DISubroutineType(types: !176)
!176 = !{!17, !177}
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!178 = !{!173, !179, !181, !182, !186}
!179 = !DILocalVariable(name: "c", scope: !174, file: !3, line: 99, type: !180)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!181 = !DILocalVariable(name: "pos", scope: !174, file: !3, line: 100, type: !7)
!182 = !DILocalVariable(name: "seq", scope: !183, file: !3, line: 103, type: !7)
!183 = distinct !DILexicalBlock(scope: !184, file: !3, line: 101, column: 14)
!184 = distinct !DILexicalBlock(scope: !185, file: !3, line: 101, column: 5)
!185 = distinct !DILexicalBlock(scope: !174, file: !3, line: 101, column: 5)
!186 = !DILocalVariable(name: "dif", scope: !183, file: !3, line: 104, type: !17)
!187 = !DILocation(line: 0, scope: !174, inlinedAt: !188)
!188 = distinct !DILocation(line: 163, column: 20, scope: !189)
!189 = distinct !DILexicalBlock(scope: !112, file: !3, line: 163, column: 5)
!190 = !DILocation(line: 100, column: 20, scope: !174, inlinedAt: !188)
!191 = !DILocation(line: 101, column: 5, scope: !174, inlinedAt: !188)
!192 = !DILocation(line: 100, column: 14, scope: !174, inlinedAt: !188)
!193 = !DILocation(line: 102, column: 25, scope: !183, inlinedAt: !188)
!194 = !DILocation(line: 102, column: 14, scope: !183, inlinedAt: !188)
!195 = !DILocation(line: 103, column: 24, scope: !183, inlinedAt: !188)
!196 = !DILocation(line: 0, scope: !183, inlinedAt: !188)
!197 = !DILocation(line: 104, column: 36, scope: !183, inlinedAt: !188)
!198 = !DILocation(line: 105, column: 17, scope: !199, inlinedAt: !188)
!199 = distinct !DILexicalBlock(scope: !183, file: !3, line: 105, column: 13)
!200 = !DILocation(line: 105, column: 13, scope: !183, inlinedAt: !188)
!201 = !DILocation(line: 106, column: 17, scope: !202, inlinedAt: !188)
!202 = distinct !DILexicalBlock(scope: !203, file: !3, line: 106, column: 17)
!203 = distinct !DILexicalBlock(scope: !199, file: !3, line: 105, column: 23)
!204 = !DILocation(line: 106, column: 17, scope: !203, inlinedAt: !188)
!205 = !DILocation(line: 104, column: 29, scope: !183, inlinedAt: !188)
!206 = !DILocation(line: 110, column: 24, scope: !207, inlinedAt: !188)
!207 = distinct !DILexicalBlock(scope: !199, file: !3, line: 110, column: 20)
!208 = !DILocation(line: 110, column: 20, scope: !199, inlinedAt: !188)
!209 = !DILocation(line: 113, column: 19, scope: !207, inlinedAt: !188)
!210 = distinct !{!210, !211, !212, !131}
!211 = !DILocation(line: 101, column: 5, scope: !185, inlinedAt: !188)
!212 = !DILocation(line: 114, column: 5, scope: !185, inlinedAt: !188)
!213 = !DILocation(line: 115, column: 13, scope: !174, inlinedAt: !188)
!214 = !DILocation(line: 116, column: 40, scope: !174, inlinedAt: !188)
!215 = !DILocation(line: 116, column: 5, scope: !174, inlinedAt: !188)
!216 = !DILocation(line: 117, column: 5, scope: !174, inlinedAt: !188)
!217 = !DILocation(line: 163, column: 5, scope: !112)
!218 = !DILocalVariable(name: "item", arg: 1, scope: !219, file: !3, line: 120, type: !17)
!219 = distinct !DISubprogram(name: "consumed", scope: !3, file: !3, line: 120, type: !220, scopeLine: 121, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !222)
!220 = !DISubroutineType(types: !221)
!221 = !{null, !17}
!222 = !{!218, !223}
!223 = !DILocalVariable(name: "before", scope: !219, file: !3, line: 124, type: !17)
!224 = !DILocation(line: 0, scope: !219, inlinedAt: !225)
!225 = distinct !DILocation(line: 164, column: 9, scope: !189)
!226 = !DILocation(line: 122, column: 5, scope: !227, inlinedAt: !225)
!227 = distinct !DILexicalBlock(scope: !228, file: !3, line: 122, column: 5)
!228 = distinct !DILexicalBlock(scope: !219, file: !3, line: 122, column: 5)
!229 = !DILocation(line: 123, column: 5, scope: !230, inlinedAt: !225)
!230 = distinct !DILexicalBlock(scope: !231, file: !3, line: 123, column: 5)
!231 = distinct !DILexicalBlock(scope: !219, file: !3, line: 123, column: 5)
!232 = !DILocation(line: 123, column: 5, scope: !231, inlinedAt: !225)
!233 = !DILocation(line: 124, column: 45, scope: !219, inlinedAt: !225)
!234 = !DILocation(line: 124, column: 18, scope: !219, inlinedAt: !225)
!235 = !DILocation(line: 125, column: 5, scope: !236, inlinedAt: !225)
!236 = distinct !DILexicalBlock(scope: !237, file: !3, line: 125, column: 5)
!237 = distinct !DILexicalBlock(scope: !219, file: !3, line: 125, column: 5)
!238 = !DILocation(line: 125, column: 5, scope: !237, inlinedAt: !225)
!239 = distinct !{!239, !217, !240, !130, !131}
!240 = !DILocation(line: 164, column: 22, scope: !112)
!241 = !DILocation(line: 165, column: 44, scope: !242)
!242 = distinct !DILexicalBlock(scope: !114, file: !3, line: 165, column: 5)
!243 = !DILocation(line: 0, scope: !114)
!244 = !DILocation(line: 165, column: 29, scope: !242)
!245 = !DILocation(line: 165, column: 5, scope: !114)
!246 = distinct !{!246, !245, !247, !130, !131}
!247 = !DILocation(line: 166, column: 9, scope: !114)
!248 = !DILocation(line: 169, column: 1, scope: !91)
!249 = !DILocation(line: 168, column: 5, scope: !91)
!250 = !DILocation(line: 166, column: 9, scope: !251)
!251 = distinct !DILexicalBlock(scope: !252, file: !3, line: 166, column: 9)
!252 = distinct !DILexicalBlock(scope: !242, file: !3, line: 166, column: 9)
!253 = !DILocation(line: 166, column: 9, scope: !252)
!254 = !DISubprogram(name: "pthread_create", scope: !255, file: !255, line: 202, type: !256, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!255 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!256 = !DISubroutineType(types: !257)
!257 = !{!17, !258, !260, !271, !274}
!258 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !259)
!259 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!260 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !261)
!261 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 64)
!262 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !263)
!263 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !100, line: 62, baseType: !264)
!264 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !100, line: 56, size: 448, elements: !265)
!265 = !{!266, !270}
!266 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !264, file: !100, line: 58, baseType: !267, size: 448)
!267 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 448, elements: !268)
!268 = !{!269}
!269 = !DISubrange(count: 56)
!270 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !264, file: !100, line: 59, baseType: !18, size: 64)
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !272, size: 64)
!272 = !DISubroutineType(types: !273)
!273 = !{!16, !16}
!274 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!275 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 128, type: !272, scopeLine: 129, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !276)
!276 = !{!277, !278, !279}
!277 = !DILocalVariable(name: "arg", arg: 1, scope: !275, file: !3, line: 128, type: !16)
!278 = !DILocalVariable(name: "first", scope: !275, file: !3, line: 130, type: !17)
!279 = !DILocalVariable(name: "item", scope: !280, file: !3, line: 131, type: !17)
!280 = distinct !DILexicalBlock(scope: !275, file: !3, line: 131, column: 5)
!281 = !DILocation(line: 0, scope: !275)
!282 = !DILocation(line: 0, scope: !280)
!283 = !DILocation(line: 130, column: 22, scope: !275)
!284 = !DILocation(line: 131, column: 5, scope: !280)
!285 = !DILocation(line: 131, scope: !280)
!286 = !DILocation(line: 132, column: 9, scope: !287)
!287 = distinct !DILexicalBlock(scope: !288, file: !3, line: 131, column: 58)
!288 = distinct !DILexicalBlock(scope: !280, file: !3, line: 131, column: 5)
!289 = !DILocalVariable(name: "data", arg: 1, scope: !290, file: !3, line: 74, type: !17)
!290 = distinct !DISubprogram(name: "enqueue", scope: !3, file: !3, line: 74, type: !291, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !293)
!291 = !DISubroutineType(types: !292)
!292 = !{!17, !17}
!293 = !{!289, !294, !295, !296, !300}
!294 = !DILocalVariable(name: "c", scope: !290, file: !3, line: 76, type: !180)
!295 = !DILocalVariable(name: "pos", scope: !290, file: !3, line: 77, type: !7)
!296 = !DILocalVariable(name: "seq", scope: !297, file: !3, line: 80, type: !7)
!297 = distinct !DILexicalBlock(scope: !298, file: !3, line: 78, column: 14)
!298 = distinct !DILexicalBlock(scope: !299, file: !3, line: 78, column: 5)
!299 = distinct !DILexicalBlock(scope: !290, file: !3, line: 78, column: 5)
!300 = !DILocalVariable(name: "dif", scope: !297, file: !3, line: 81, type: !17)
!301 = !DILocation(line: 0, scope: !290, inlinedAt: !302)
!302 = distinct !DILocation(line: 133, column: 13, scope: !303)
!303 = distinct !DILexicalBlock(scope: !287, file: !3, line: 133, column: 13)
!304 = !DILocation(line: 77, column: 20, scope: !290, inlinedAt: !302)
!305 = !DILocation(line: 78, column: 5, scope: !290, inlinedAt: !302)
!306 = !DILocation(line: 77, column: 14, scope: !290, inlinedAt: !302)
!307 = !DILocation(line: 79, column: 25, scope: !297, inlinedAt: !302)
!308 = !DILocation(line: 79, column: 14, scope: !297, inlinedAt: !302)
!309 = !DILocation(line: 80, column: 24, scope: !297, inlinedAt: !302)
!310 = !DILocation(line: 0, scope: !297, inlinedAt: !302)
!311 = !DILocation(line: 82, column: 17, scope: !312, inlinedAt: !302)
!312 = distinct !DILexicalBlock(scope: !297, file: !3, line: 82, column: 13)
!313 = !DILocation(line: 82, column: 13, scope: !297, inlinedAt: !302)
!314 = !DILocation(line: 83, column: 81, scope: !315, inlinedAt: !302)
!315 = distinct !DILexicalBlock(scope: !316, file: !3, line: 83, column: 17)
!316 = distinct !DILexicalBlock(scope: !312, file: !3, line: 82, column: 23)
!317 = !DILocation(line: 83, column: 17, scope: !315, inlinedAt: !302)
!318 = !DILocation(line: 83, column: 17, scope: !316, inlinedAt: !302)
!319 = !DILocation(line: 81, column: 29, scope: !297, inlinedAt: !302)
!320 = !DILocation(line: 87, column: 24, scope: !321, inlinedAt: !302)
!321 = distinct !DILexicalBlock(scope: !312, file: !3, line: 87, column: 20)
!322 = !DILocation(line: 87, column: 20, scope: !312, inlinedAt: !302)
!323 = !DILocation(line: 90, column: 19, scope: !321, inlinedAt: !302)
!324 = distinct !{!324, !325, !326, !131}
!325 = !DILocation(line: 78, column: 5, scope: !299, inlinedAt: !302)
!326 = !DILocation(line: 91, column: 5, scope: !299, inlinedAt: !302)
!327 = !DILocation(line: 92, column: 5, scope: !290, inlinedAt: !302)
!328 = !DILocation(line: 93, column: 40, scope: !290, inlinedAt: !302)
!329 = !DILocation(line: 93, column: 5, scope: !290, inlinedAt: !302)
!330 = !DILocation(line: 134, column: 36, scope: !303)
!331 = !DILocation(line: 134, column: 13, scope: !303)
!332 = !DILocation(line: 136, column: 5, scope: !275)
!333 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 139, type: !272, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !334)
!334 = !{!335, !336, !338}
!335 = !DILocalVariable(name: "arg", arg: 1, scope: !333, file: !3, line: 139, type: !16)
!336 = !DILocalVariable(name: "i", scope: !337, file: !3, line: 142, type: !17)
!337 = distinct !DILexicalBlock(scope: !333, file: !3, line: 142, column: 5)
!338 = !DILocalVariable(name: "item", scope: !339, file: !3, line: 143, type: !17)
!339 = distinct !DILexicalBlock(scope: !340, file: !3, line: 142, column: 37)
!340 = distinct !DILexicalBlock(scope: !337, file: !3, line: 142, column: 5)
!341 = !DILocation(line: 0, scope: !333)
!342 = !DILocation(line: 0, scope: !337)
!343 = !DILocation(line: 0, scope: !174, inlinedAt: !344)
!344 = distinct !DILocation(line: 144, column: 13, scope: !345)
!345 = distinct !DILexicalBlock(scope: !339, file: !3, line: 144, column: 13)
!346 = !DILocation(line: 100, column: 20, scope: !174, inlinedAt: !344)
!347 = !DILocation(line: 101, column: 5, scope: !174, inlinedAt: !344)
!348 = !DILocation(line: 100, column: 14, scope: !174, inlinedAt: !344)
!349 = !DILocation(line: 102, column: 25, scope: !183, inlinedAt: !344)
!350 = !DILocation(line: 102, column: 14, scope: !183, inlinedAt: !344)
!351 = !DILocation(line: 103, column: 24, scope: !183, inlinedAt: !344)
!352 = !DILocation(line: 0, scope: !183, inlinedAt: !344)
!353 = !DILocation(line: 104, column: 36, scope: !183, inlinedAt: !344)
!354 = !DILocation(line: 105, column: 17, scope: !199, inlinedAt: !344)
!355 = !DILocation(line: 105, column: 13, scope: !183, inlinedAt: !344)
!356 = !DILocation(line: 106, column: 17, scope: !202, inlinedAt: !344)
!357 = !DILocation(line: 106, column: 17, scope: !203, inlinedAt: !344)
!358 = !DILocation(line: 104, column: 29, scope: !183, inlinedAt: !344)
!359 = !DILocation(line: 110, column: 24, scope: !207, inlinedAt: !344)
!360 = !DILocation(line: 110, column: 20, scope: !199, inlinedAt: !344)
!361 = !DILocation(line: 113, column: 19, scope: !207, inlinedAt: !344)
!362 = distinct !{!362, !363, !364, !131}
!363 = !DILocation(line: 101, column: 5, scope: !185, inlinedAt: !344)
!364 = !DILocation(line: 114, column: 5, scope: !185, inlinedAt: !344)
!365 = !DILocation(line: 115, column: 13, scope: !174, inlinedAt: !344)
!366 = !DILocation(line: 0, scope: !339)
!367 = !DILocation(line: 116, column: 40, scope: !174, inlinedAt: !344)
!368 = !DILocation(line: 116, column: 5, scope: !174, inlinedAt: !344)
!369 = !DILocation(line: 117, column: 5, scope: !174, inlinedAt: !344)
!370 = !DILocation(line: 144, column: 13, scope: !339)
!371 = !DILocation(line: 0, scope: !219, inlinedAt: !372)
!372 = distinct !DILocation(line: 145, column: 13, scope: !345)
!373 = !DILocation(line: 122, column: 5, scope: !227, inlinedAt: !372)
!374 = !DILocation(line: 123, column: 5, scope: !230, inlinedAt: !372)
!375 = !DILocation(line: 123, column: 5, scope: !231, inlinedAt: !372)
!376 = !DILocation(line: 124, column: 45, scope: !219, inlinedAt: !372)
!377 = !DILocation(line: 124, column: 18, scope: !219, inlinedAt: !372)
!378 = !DILocation(line: 125, column: 5, scope: !236, inlinedAt: !372)
!379 = !DILocation(line: 125, column: 5, scope: !237, inlinedAt: !372)
!380 = !DILocation(line: 147, column: 5, scope: !333)
!381 = !DISubprogram(name: "pthread_join", scope: !255, file: !255, line: 219, type: !382, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!382 = !DISubroutineType(types: !383)
!383 = !{!17, !99, !384}
!384 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!385 = !DISubprogram(name: "__assert_fail", scope: !386, file: !386, line: 69, type: !387, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!386 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!387 = !DISubroutineType(types: !388)
!388 = !{null, !389, !389, !7, !389}
!389 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
