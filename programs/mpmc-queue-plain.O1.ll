; ModuleID = 'mpmc_queue.c'
source_filename = "mpmc_queue.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.cell = type { i32, i32 }

@buffer = dso_local local_unnamed_addr global [2 x %struct.cell] zeroinitializer, align 16, !dbg !0
@dequeued = dso_local global [3 x i32] zeroinitializer, align 4, !dbg !54
@enqueued = dso_local local_unnamed_addr global [3 x i32] zeroinitializer, align 4, !dbg !49
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
  %64 = load i32, ptr %63, align 4, !dbg !213, !tbaa !214
    #dbg_value(i32 %64, !111, !DIExpression(), !172)
  %65 = add i32 %61, 2, !dbg !217
  store atomic i32 %65, ptr %45 release, align 4, !dbg !218
  br label %66, !dbg !219

66:                                               ; preds = %59, %62
  %67 = phi i32 [ %64, %62 ], [ %39, %59 ]
  %68 = phi i1 [ false, %62 ], [ true, %59 ]
    #dbg_value(i32 %67, !111, !DIExpression(), !172)
  br i1 %68, label %89, label %69, !dbg !220

69:                                               ; preds = %66
    #dbg_value(i32 %67, !221, !DIExpression(), !227)
  %70 = add i32 %67, -1, !dbg !229
  %71 = icmp ult i32 %70, 2, !dbg !229
  br i1 %71, label %73, label %72, !dbg !229

72:                                               ; preds = %69
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 122, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !229
  unreachable, !dbg !229

73:                                               ; preds = %69
  %74 = zext nneg i32 %67 to i64, !dbg !232
  %75 = getelementptr inbounds [3 x i32], ptr @payload, i64 0, i64 %74, !dbg !232
  %76 = load i32, ptr %75, align 4, !dbg !232, !tbaa !235
  %77 = or disjoint i32 %67, 100, !dbg !232
  %78 = icmp eq i32 %76, %77, !dbg !232
  br i1 %78, label %80, label %79, !dbg !236

79:                                               ; preds = %73
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 123, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !232
  unreachable, !dbg !232

80:                                               ; preds = %73
  %81 = getelementptr inbounds [3 x i32], ptr @dequeued, i64 0, i64 %74, !dbg !237
  %82 = atomicrmw add ptr %81, i32 1 monotonic, align 4, !dbg !238
    #dbg_value(i32 %82, !226, !DIExpression(), !227)
  %83 = icmp eq i32 %82, 0, !dbg !239
  br i1 %83, label %38, label %84, !dbg !242, !llvm.loop !243

84:                                               ; preds = %80
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 125, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !239
  unreachable, !dbg !239

85:                                               ; preds = %89
  %86 = add nuw nsw i64 %90, 1, !dbg !245
    #dbg_value(i64 %86, !113, !DIExpression(), !247)
    #dbg_value(i64 %86, !113, !DIExpression(), !247)
  %87 = icmp eq i64 %86, 3, !dbg !248
  br i1 %87, label %88, label %89, !dbg !249, !llvm.loop !250

88:                                               ; preds = %85
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #6, !dbg !252
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6, !dbg !252
  ret i32 0, !dbg !253

89:                                               ; preds = %66, %85
  %90 = phi i64 [ %86, %85 ], [ 1, %66 ]
    #dbg_value(i64 %90, !113, !DIExpression(), !247)
  %91 = getelementptr inbounds [3 x i32], ptr @dequeued, i64 0, i64 %90, !dbg !254
  %92 = load atomic i32, ptr %91 monotonic, align 4, !dbg !254
  %93 = getelementptr inbounds [3 x i32], ptr @enqueued, i64 0, i64 %90, !dbg !254
  %94 = load atomic i32, ptr %93 monotonic, align 4, !dbg !254
  %95 = icmp eq i32 %92, %94, !dbg !254
    #dbg_value(i64 %90, !113, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !247)
  br i1 %95, label %85, label %96, !dbg !257

96:                                               ; preds = %89
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 167, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !254
  unreachable, !dbg !254
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !258 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @producer(ptr noundef %0) #3 !dbg !279 {
    #dbg_value(ptr %0, !281, !DIExpression(), !285)
    #dbg_value(ptr %0, !282, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !285)
    #dbg_value(ptr %0, !283, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !286)
  %2 = ptrtoint ptr %0 to i64, !dbg !287
    #dbg_value(i64 %2, !282, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !285)
    #dbg_value(i64 %2, !283, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !286)
  %3 = shl i64 %2, 32, !dbg !288
  %4 = ashr exact i64 %3, 32, !dbg !288
  %5 = add nsw i64 %4, 1, !dbg !289
  %6 = getelementptr inbounds [3 x i32], ptr @payload, i64 0, i64 %5, !dbg !290
  %7 = trunc i64 %2 to i32, !dbg !290
  %8 = add i32 %7, 101, !dbg !290
  store i32 %8, ptr %6, align 4, !dbg !290, !tbaa !235
    #dbg_value(i64 %5, !293, !DIExpression(), !305)
  %9 = load atomic i32, ptr @enqueue_pos monotonic, align 4, !dbg !308
    #dbg_value(i32 %9, !299, !DIExpression(), !305)
  br label %10, !dbg !309

10:                                               ; preds = %28, %1
  %11 = phi i32 [ %9, %1 ], [ %30, %28 ], !dbg !310
    #dbg_value(i32 %11, !299, !DIExpression(), !305)
  %12 = and i32 %11, 1, !dbg !311
  %13 = zext nneg i32 %12 to i64, !dbg !312
  %14 = getelementptr inbounds [2 x %struct.cell], ptr @buffer, i64 0, i64 %13, !dbg !312
    #dbg_value(ptr %14, !298, !DIExpression(), !305)
  %15 = load atomic i32, ptr %14 acquire, align 8, !dbg !313
    #dbg_value(i32 %15, !300, !DIExpression(), !314)
    #dbg_value(!DIArgList(i32 %15, i32 %11), !304, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !314)
  %16 = icmp eq i32 %15, %11, !dbg !315
  br i1 %16, label %17, label %23, !dbg !317

17:                                               ; preds = %10
  %18 = add i32 %11, 1, !dbg !318
  %19 = cmpxchg ptr @enqueue_pos, i32 %11, i32 %18 monotonic monotonic, align 4, !dbg !321
  %20 = extractvalue { i32, i1 } %19, 1, !dbg !321
  %21 = extractvalue { i32, i1 } %19, 0
    #dbg_value(i32 %21, !299, !DIExpression(), !305)
  %22 = select i1 %20, i32 2, i32 0, !dbg !322
  br label %28, !dbg !322

23:                                               ; preds = %10
  %24 = sub i32 %15, %11, !dbg !323
    #dbg_value(i32 %24, !304, !DIExpression(), !314)
  %25 = icmp slt i32 %24, 0, !dbg !324
  br i1 %25, label %28, label %26, !dbg !326

26:                                               ; preds = %23
  %27 = load atomic i32, ptr @enqueue_pos monotonic, align 4, !dbg !327
    #dbg_value(i32 %27, !299, !DIExpression(), !305)
  br label %28

28:                                               ; preds = %26, %23, %17
  %29 = phi i32 [ 1, %23 ], [ 0, %26 ], [ %22, %17 ]
  %30 = phi i32 [ %11, %23 ], [ %27, %26 ], [ %21, %17 ], !dbg !310
    #dbg_value(i32 %30, !299, !DIExpression(), !305)
  switch i32 %29, label %36 [
    i32 0, label %10
    i32 2, label %31
  ], !llvm.loop !328

31:                                               ; preds = %28
  %32 = getelementptr inbounds i8, ptr %14, i64 4, !dbg !331
  %33 = trunc nsw i64 %5 to i32, !dbg !331
  store i32 %33, ptr %32, align 4, !dbg !331, !tbaa !214
  %34 = add i32 %30, 1, !dbg !332
  store atomic i32 %34, ptr %14 release, align 4, !dbg !333
  %35 = getelementptr inbounds [3 x i32], ptr @enqueued, i64 0, i64 %5, !dbg !334
  store atomic i32 1, ptr %35 monotonic, align 4, !dbg !335
  br label %36, !dbg !335

36:                                               ; preds = %28, %31
    #dbg_value(i64 %5, !283, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !286)
    #dbg_value(i64 %5, !283, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !286)
  ret ptr null, !dbg !336
}

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @consumer(ptr nocapture readnone %0) #0 !dbg !337 {
    #dbg_value(ptr poison, !339, !DIExpression(), !345)
    #dbg_value(i32 poison, !340, !DIExpression(), !346)
    #dbg_value(ptr undef, !173, !DIExpression(), !347)
  %2 = load atomic i32, ptr @dequeue_pos monotonic, align 4, !dbg !350
    #dbg_value(i32 %2, !181, !DIExpression(), !347)
  br label %3, !dbg !351

3:                                                ; preds = %21, %1
  %4 = phi i32 [ %2, %1 ], [ %23, %21 ], !dbg !352
    #dbg_value(i32 %4, !181, !DIExpression(), !347)
  %5 = and i32 %4, 1, !dbg !353
  %6 = zext nneg i32 %5 to i64, !dbg !354
  %7 = getelementptr inbounds [2 x %struct.cell], ptr @buffer, i64 0, i64 %6, !dbg !354
    #dbg_value(ptr %7, !179, !DIExpression(), !347)
  %8 = load atomic i32, ptr %7 acquire, align 8, !dbg !355
    #dbg_value(i32 %8, !182, !DIExpression(), !356)
  %9 = add i32 %4, 1, !dbg !357
    #dbg_value(!DIArgList(i32 %8, i32 %9), !186, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !356)
  %10 = icmp eq i32 %8, %9, !dbg !358
  br i1 %10, label %11, label %16, !dbg !359

11:                                               ; preds = %3
  %12 = cmpxchg ptr @dequeue_pos, i32 %4, i32 %9 monotonic monotonic, align 4, !dbg !360
  %13 = extractvalue { i32, i1 } %12, 1, !dbg !360
  %14 = extractvalue { i32, i1 } %12, 0
    #dbg_value(i32 %14, !181, !DIExpression(), !347)
  %15 = select i1 %13, i32 2, i32 0, !dbg !361
  br label %21, !dbg !361

16:                                               ; preds = %3
  %17 = sub i32 %8, %9, !dbg !362
    #dbg_value(i32 %17, !186, !DIExpression(), !356)
  %18 = icmp slt i32 %17, 0, !dbg !363
  br i1 %18, label %21, label %19, !dbg !364

19:                                               ; preds = %16
  %20 = load atomic i32, ptr @dequeue_pos monotonic, align 4, !dbg !365
    #dbg_value(i32 %20, !181, !DIExpression(), !347)
  br label %21

21:                                               ; preds = %19, %16, %11
  %22 = phi i32 [ 1, %16 ], [ 0, %19 ], [ %15, %11 ]
  %23 = phi i32 [ %4, %16 ], [ %20, %19 ], [ %14, %11 ], !dbg !352
    #dbg_value(i32 %23, !181, !DIExpression(), !347)
  switch i32 %22, label %28 [
    i32 0, label %3
    i32 2, label %24
  ], !llvm.loop !366

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %7, i64 4, !dbg !369
  %26 = load i32, ptr %25, align 4, !dbg !369, !tbaa !214
    #dbg_value(i32 %26, !342, !DIExpression(), !370)
  %27 = add i32 %23, 2, !dbg !371
  store atomic i32 %27, ptr %7 release, align 4, !dbg !372
  br label %28, !dbg !373

28:                                               ; preds = %21, %24
  %29 = phi i32 [ %26, %24 ], [ undef, %21 ]
  %30 = phi i1 [ false, %24 ], [ true, %21 ]
    #dbg_value(i32 %29, !342, !DIExpression(), !370)
  br i1 %30, label %47, label %31, !dbg !374

31:                                               ; preds = %28
    #dbg_value(i32 %29, !221, !DIExpression(), !375)
  %32 = add i32 %29, -1, !dbg !377
  %33 = icmp ult i32 %32, 2, !dbg !377
  br i1 %33, label %35, label %34, !dbg !377

34:                                               ; preds = %31
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 122, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !377
  unreachable, !dbg !377

35:                                               ; preds = %31
  %36 = zext nneg i32 %29 to i64, !dbg !378
  %37 = getelementptr inbounds [3 x i32], ptr @payload, i64 0, i64 %36, !dbg !378
  %38 = load i32, ptr %37, align 4, !dbg !378, !tbaa !235
  %39 = or disjoint i32 %29, 100, !dbg !378
  %40 = icmp eq i32 %38, %39, !dbg !378
  br i1 %40, label %42, label %41, !dbg !379

41:                                               ; preds = %35
  tail call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 123, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !378
  unreachable, !dbg !378

42:                                               ; preds = %35
  %43 = getelementptr inbounds [3 x i32], ptr @dequeued, i64 0, i64 %36, !dbg !380
  %44 = atomicrmw add ptr %43, i32 1 monotonic, align 4, !dbg !381
    #dbg_value(i32 %44, !226, !DIExpression(), !375)
  %45 = icmp eq i32 %44, 0, !dbg !382
  br i1 %45, label %47, label %46, !dbg !383

46:                                               ; preds = %42
  tail call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 125, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !382
  unreachable, !dbg !382

47:                                               ; preds = %42, %28
    #dbg_value(i32 poison, !340, !DIExpression(), !346)
  ret ptr null, !dbg !384
}

declare !dbg !385 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !389 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

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
!19 = !{!20, !26, !31, !0, !37, !41, !43, !49, !54, !56, !61, !66, !71}
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
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 96, elements: !47)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "data_t", file: !3, line: 53, baseType: !17)
!47 = !{!48}
!48 = !DISubrange(count: 3)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "enqueued", scope: !2, file: !3, line: 71, type: !51, isLocal: false, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 96, elements: !47)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !17)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "dequeued", scope: !2, file: !3, line: 72, type: !51, isLocal: false, isDefinition: true)
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
!214 = !{!215, !216, i64 4}
!215 = !{!"cell", !155, i64 0, !216, i64 4}
!216 = !{!"int", !155, i64 0}
!217 = !DILocation(line: 116, column: 40, scope: !174, inlinedAt: !188)
!218 = !DILocation(line: 116, column: 5, scope: !174, inlinedAt: !188)
!219 = !DILocation(line: 117, column: 5, scope: !174, inlinedAt: !188)
!220 = !DILocation(line: 163, column: 5, scope: !112)
!221 = !DILocalVariable(name: "item", arg: 1, scope: !222, file: !3, line: 120, type: !17)
!222 = distinct !DISubprogram(name: "consumed", scope: !3, file: !3, line: 120, type: !223, scopeLine: 121, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !225)
!223 = !DISubroutineType(types: !224)
!224 = !{null, !17}
!225 = !{!221, !226}
!226 = !DILocalVariable(name: "before", scope: !222, file: !3, line: 124, type: !17)
!227 = !DILocation(line: 0, scope: !222, inlinedAt: !228)
!228 = distinct !DILocation(line: 164, column: 9, scope: !189)
!229 = !DILocation(line: 122, column: 5, scope: !230, inlinedAt: !228)
!230 = distinct !DILexicalBlock(scope: !231, file: !3, line: 122, column: 5)
!231 = distinct !DILexicalBlock(scope: !222, file: !3, line: 122, column: 5)
!232 = !DILocation(line: 123, column: 5, scope: !233, inlinedAt: !228)
!233 = distinct !DILexicalBlock(scope: !234, file: !3, line: 123, column: 5)
!234 = distinct !DILexicalBlock(scope: !222, file: !3, line: 123, column: 5)
!235 = !{!216, !216, i64 0}
!236 = !DILocation(line: 123, column: 5, scope: !234, inlinedAt: !228)
!237 = !DILocation(line: 124, column: 45, scope: !222, inlinedAt: !228)
!238 = !DILocation(line: 124, column: 18, scope: !222, inlinedAt: !228)
!239 = !DILocation(line: 125, column: 5, scope: !240, inlinedAt: !228)
!240 = distinct !DILexicalBlock(scope: !241, file: !3, line: 125, column: 5)
!241 = distinct !DILexicalBlock(scope: !222, file: !3, line: 125, column: 5)
!242 = !DILocation(line: 125, column: 5, scope: !241, inlinedAt: !228)
!243 = distinct !{!243, !220, !244, !130, !131}
!244 = !DILocation(line: 164, column: 22, scope: !112)
!245 = !DILocation(line: 165, column: 44, scope: !246)
!246 = distinct !DILexicalBlock(scope: !114, file: !3, line: 165, column: 5)
!247 = !DILocation(line: 0, scope: !114)
!248 = !DILocation(line: 165, column: 29, scope: !246)
!249 = !DILocation(line: 165, column: 5, scope: !114)
!250 = distinct !{!250, !249, !251, !130, !131}
!251 = !DILocation(line: 166, column: 9, scope: !114)
!252 = !DILocation(line: 169, column: 1, scope: !91)
!253 = !DILocation(line: 168, column: 5, scope: !91)
!254 = !DILocation(line: 166, column: 9, scope: !255)
!255 = distinct !DILexicalBlock(scope: !256, file: !3, line: 166, column: 9)
!256 = distinct !DILexicalBlock(scope: !246, file: !3, line: 166, column: 9)
!257 = !DILocation(line: 166, column: 9, scope: !256)
!258 = !DISubprogram(name: "pthread_create", scope: !259, file: !259, line: 202, type: !260, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!259 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!260 = !DISubroutineType(types: !261)
!261 = !{!17, !262, !264, !275, !278}
!262 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !263)
!263 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!264 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !265)
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !266, size: 64)
!266 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !267)
!267 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !100, line: 62, baseType: !268)
!268 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !100, line: 56, size: 448, elements: !269)
!269 = !{!270, !274}
!270 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !268, file: !100, line: 58, baseType: !271, size: 448)
!271 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 448, elements: !272)
!272 = !{!273}
!273 = !DISubrange(count: 56)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !268, file: !100, line: 59, baseType: !18, size: 64)
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !276, size: 64)
!276 = !DISubroutineType(types: !277)
!277 = !{!16, !16}
!278 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!279 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 128, type: !276, scopeLine: 129, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !280)
!280 = !{!281, !282, !283}
!281 = !DILocalVariable(name: "arg", arg: 1, scope: !279, file: !3, line: 128, type: !16)
!282 = !DILocalVariable(name: "first", scope: !279, file: !3, line: 130, type: !17)
!283 = !DILocalVariable(name: "item", scope: !284, file: !3, line: 131, type: !17)
!284 = distinct !DILexicalBlock(scope: !279, file: !3, line: 131, column: 5)
!285 = !DILocation(line: 0, scope: !279)
!286 = !DILocation(line: 0, scope: !284)
!287 = !DILocation(line: 130, column: 22, scope: !279)
!288 = !DILocation(line: 131, column: 5, scope: !284)
!289 = !DILocation(line: 131, scope: !284)
!290 = !DILocation(line: 132, column: 9, scope: !291)
!291 = distinct !DILexicalBlock(scope: !292, file: !3, line: 131, column: 58)
!292 = distinct !DILexicalBlock(scope: !284, file: !3, line: 131, column: 5)
!293 = !DILocalVariable(name: "data", arg: 1, scope: !294, file: !3, line: 74, type: !17)
!294 = distinct !DISubprogram(name: "enqueue", scope: !3, file: !3, line: 74, type: !295, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !297)
!295 = !DISubroutineType(types: !296)
!296 = !{!17, !17}
!297 = !{!293, !298, !299, !300, !304}
!298 = !DILocalVariable(name: "c", scope: !294, file: !3, line: 76, type: !180)
!299 = !DILocalVariable(name: "pos", scope: !294, file: !3, line: 77, type: !7)
!300 = !DILocalVariable(name: "seq", scope: !301, file: !3, line: 80, type: !7)
!301 = distinct !DILexicalBlock(scope: !302, file: !3, line: 78, column: 14)
!302 = distinct !DILexicalBlock(scope: !303, file: !3, line: 78, column: 5)
!303 = distinct !DILexicalBlock(scope: !294, file: !3, line: 78, column: 5)
!304 = !DILocalVariable(name: "dif", scope: !301, file: !3, line: 81, type: !17)
!305 = !DILocation(line: 0, scope: !294, inlinedAt: !306)
!306 = distinct !DILocation(line: 133, column: 13, scope: !307)
!307 = distinct !DILexicalBlock(scope: !291, file: !3, line: 133, column: 13)
!308 = !DILocation(line: 77, column: 20, scope: !294, inlinedAt: !306)
!309 = !DILocation(line: 78, column: 5, scope: !294, inlinedAt: !306)
!310 = !DILocation(line: 77, column: 14, scope: !294, inlinedAt: !306)
!311 = !DILocation(line: 79, column: 25, scope: !301, inlinedAt: !306)
!312 = !DILocation(line: 79, column: 14, scope: !301, inlinedAt: !306)
!313 = !DILocation(line: 80, column: 24, scope: !301, inlinedAt: !306)
!314 = !DILocation(line: 0, scope: !301, inlinedAt: !306)
!315 = !DILocation(line: 82, column: 17, scope: !316, inlinedAt: !306)
!316 = distinct !DILexicalBlock(scope: !301, file: !3, line: 82, column: 13)
!317 = !DILocation(line: 82, column: 13, scope: !301, inlinedAt: !306)
!318 = !DILocation(line: 83, column: 81, scope: !319, inlinedAt: !306)
!319 = distinct !DILexicalBlock(scope: !320, file: !3, line: 83, column: 17)
!320 = distinct !DILexicalBlock(scope: !316, file: !3, line: 82, column: 23)
!321 = !DILocation(line: 83, column: 17, scope: !319, inlinedAt: !306)
!322 = !DILocation(line: 83, column: 17, scope: !320, inlinedAt: !306)
!323 = !DILocation(line: 81, column: 29, scope: !301, inlinedAt: !306)
!324 = !DILocation(line: 87, column: 24, scope: !325, inlinedAt: !306)
!325 = distinct !DILexicalBlock(scope: !316, file: !3, line: 87, column: 20)
!326 = !DILocation(line: 87, column: 20, scope: !316, inlinedAt: !306)
!327 = !DILocation(line: 90, column: 19, scope: !325, inlinedAt: !306)
!328 = distinct !{!328, !329, !330, !131}
!329 = !DILocation(line: 78, column: 5, scope: !303, inlinedAt: !306)
!330 = !DILocation(line: 91, column: 5, scope: !303, inlinedAt: !306)
!331 = !DILocation(line: 92, column: 5, scope: !294, inlinedAt: !306)
!332 = !DILocation(line: 93, column: 40, scope: !294, inlinedAt: !306)
!333 = !DILocation(line: 93, column: 5, scope: !294, inlinedAt: !306)
!334 = !DILocation(line: 134, column: 36, scope: !307)
!335 = !DILocation(line: 134, column: 13, scope: !307)
!336 = !DILocation(line: 136, column: 5, scope: !279)
!337 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 139, type: !276, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !338)
!338 = !{!339, !340, !342}
!339 = !DILocalVariable(name: "arg", arg: 1, scope: !337, file: !3, line: 139, type: !16)
!340 = !DILocalVariable(name: "i", scope: !341, file: !3, line: 142, type: !17)
!341 = distinct !DILexicalBlock(scope: !337, file: !3, line: 142, column: 5)
!342 = !DILocalVariable(name: "item", scope: !343, file: !3, line: 143, type: !17)
!343 = distinct !DILexicalBlock(scope: !344, file: !3, line: 142, column: 37)
!344 = distinct !DILexicalBlock(scope: !341, file: !3, line: 142, column: 5)
!345 = !DILocation(line: 0, scope: !337)
!346 = !DILocation(line: 0, scope: !341)
!347 = !DILocation(line: 0, scope: !174, inlinedAt: !348)
!348 = distinct !DILocation(line: 144, column: 13, scope: !349)
!349 = distinct !DILexicalBlock(scope: !343, file: !3, line: 144, column: 13)
!350 = !DILocation(line: 100, column: 20, scope: !174, inlinedAt: !348)
!351 = !DILocation(line: 101, column: 5, scope: !174, inlinedAt: !348)
!352 = !DILocation(line: 100, column: 14, scope: !174, inlinedAt: !348)
!353 = !DILocation(line: 102, column: 25, scope: !183, inlinedAt: !348)
!354 = !DILocation(line: 102, column: 14, scope: !183, inlinedAt: !348)
!355 = !DILocation(line: 103, column: 24, scope: !183, inlinedAt: !348)
!356 = !DILocation(line: 0, scope: !183, inlinedAt: !348)
!357 = !DILocation(line: 104, column: 36, scope: !183, inlinedAt: !348)
!358 = !DILocation(line: 105, column: 17, scope: !199, inlinedAt: !348)
!359 = !DILocation(line: 105, column: 13, scope: !183, inlinedAt: !348)
!360 = !DILocation(line: 106, column: 17, scope: !202, inlinedAt: !348)
!361 = !DILocation(line: 106, column: 17, scope: !203, inlinedAt: !348)
!362 = !DILocation(line: 104, column: 29, scope: !183, inlinedAt: !348)
!363 = !DILocation(line: 110, column: 24, scope: !207, inlinedAt: !348)
!364 = !DILocation(line: 110, column: 20, scope: !199, inlinedAt: !348)
!365 = !DILocation(line: 113, column: 19, scope: !207, inlinedAt: !348)
!366 = distinct !{!366, !367, !368, !131}
!367 = !DILocation(line: 101, column: 5, scope: !185, inlinedAt: !348)
!368 = !DILocation(line: 114, column: 5, scope: !185, inlinedAt: !348)
!369 = !DILocation(line: 115, column: 13, scope: !174, inlinedAt: !348)
!370 = !DILocation(line: 0, scope: !343)
!371 = !DILocation(line: 116, column: 40, scope: !174, inlinedAt: !348)
!372 = !DILocation(line: 116, column: 5, scope: !174, inlinedAt: !348)
!373 = !DILocation(line: 117, column: 5, scope: !174, inlinedAt: !348)
!374 = !DILocation(line: 144, column: 13, scope: !343)
!375 = !DILocation(line: 0, scope: !222, inlinedAt: !376)
!376 = distinct !DILocation(line: 145, column: 13, scope: !349)
!377 = !DILocation(line: 122, column: 5, scope: !230, inlinedAt: !376)
!378 = !DILocation(line: 123, column: 5, scope: !233, inlinedAt: !376)
!379 = !DILocation(line: 123, column: 5, scope: !234, inlinedAt: !376)
!380 = !DILocation(line: 124, column: 45, scope: !222, inlinedAt: !376)
!381 = !DILocation(line: 124, column: 18, scope: !222, inlinedAt: !376)
!382 = !DILocation(line: 125, column: 5, scope: !240, inlinedAt: !376)
!383 = !DILocation(line: 125, column: 5, scope: !241, inlinedAt: !376)
!384 = !DILocation(line: 147, column: 5, scope: !337)
!385 = !DISubprogram(name: "pthread_join", scope: !259, file: !259, line: 219, type: !386, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!386 = !DISubroutineType(types: !387)
!387 = !{!17, !99, !388}
!388 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!389 = !DISubprogram(name: "__assert_fail", scope: !390, file: !390, line: 69, type: !391, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!390 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!391 = !DISubroutineType(types: !392)
!392 = !{null, !393, !393, !7, !393}
!393 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
