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
    #dbg_value(i64 0, !95, !DIExpression(), !118)
  store atomic i32 0, ptr @buffer monotonic, align 16, !dbg !119
    #dbg_value(i64 1, !95, !DIExpression(), !118)
  store atomic i32 1, ptr getelementptr inbounds (i8, ptr @buffer, i64 8) monotonic, align 8, !dbg !119
    #dbg_value(i64 2, !95, !DIExpression(), !118)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !121
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #6, !dbg !121
    #dbg_value(i64 0, !103, !DIExpression(), !122)
    #dbg_value(i64 0, !103, !DIExpression(), !122)
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @producer, ptr noundef null) #6, !dbg !123
    #dbg_value(i64 1, !103, !DIExpression(), !122)
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !125
  %5 = call i32 @pthread_create(ptr noundef nonnull %4, ptr noundef null, ptr noundef nonnull @producer, ptr noundef nonnull inttoptr (i64 1 to ptr)) #6, !dbg !123
    #dbg_value(i64 2, !103, !DIExpression(), !122)
    #dbg_value(i64 0, !105, !DIExpression(), !126)
  %6 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @consumer, ptr noundef null) #6, !dbg !127
    #dbg_value(i64 1, !105, !DIExpression(), !126)
  %7 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !129
  %8 = call i32 @pthread_create(ptr noundef nonnull %7, ptr noundef null, ptr noundef nonnull @consumer, ptr noundef nonnull inttoptr (i64 1 to ptr)) #6, !dbg !127
    #dbg_value(i64 2, !105, !DIExpression(), !126)
    #dbg_value(i64 0, !107, !DIExpression(), !130)
  %9 = load i64, ptr %1, align 16, !dbg !131, !tbaa !133
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #6, !dbg !137
    #dbg_value(i64 1, !107, !DIExpression(), !130)
  %11 = load i64, ptr %4, align 8, !dbg !131, !tbaa !133
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !137
    #dbg_value(i64 2, !107, !DIExpression(), !130)
    #dbg_value(i64 0, !109, !DIExpression(), !138)
  %13 = load i64, ptr %2, align 16, !dbg !139, !tbaa !133
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null) #6, !dbg !141
    #dbg_value(i64 1, !109, !DIExpression(), !138)
  %15 = load i64, ptr %7, align 8, !dbg !139, !tbaa !133
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null) #6, !dbg !141
    #dbg_value(i64 2, !109, !DIExpression(), !138)
  br label %17, !dbg !142

17:                                               ; preds = %34, %0
  %18 = load atomic i32, ptr @dequeue_pos monotonic, align 4, !dbg !143
  br label %19, !dbg !160

19:                                               ; preds = %17, %27
  %20 = phi i32 [ %30, %27 ], [ %18, %17 ], !dbg !161
    #dbg_value(i32 %20, !152, !DIExpression(), !143)
  %21 = and i32 %20, 1, !dbg !160
  %22 = zext nneg i32 %21 to i64, !dbg !162
  %23 = getelementptr inbounds [2 x %struct.cell], ptr @buffer, i64 0, i64 %22, !dbg !162
    #dbg_value(ptr %23, !150, !DIExpression(), !143)
  %24 = load atomic i32, ptr %23 acquire, align 8, !dbg !163
    #dbg_value(i32 %24, !153, !DIExpression(), !164)
  %25 = add i32 %20, 1, !dbg !165
    #dbg_value(!DIArgList(i32 %24, i32 %25), !157, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !164)
  %26 = icmp eq i32 %24, %25, !dbg !166
  br i1 %26, label %27, label %31, !dbg !168

27:                                               ; preds = %19
  %28 = cmpxchg ptr @dequeue_pos, i32 %20, i32 %24 monotonic monotonic, align 4, !dbg !169
  %29 = extractvalue { i32, i1 } %28, 1, !dbg !169
  %30 = extractvalue { i32, i1 } %28, 0
    #dbg_value(i32 undef, !152, !DIExpression(), !143)
  br i1 %29, label %39, label %19, !dbg !172

31:                                               ; preds = %19
  %32 = sub i32 %24, %25, !dbg !173
    #dbg_value(i32 %32, !157, !DIExpression(), !164)
  %33 = icmp slt i32 %32, 0, !dbg !174
  br i1 %33, label %35, label %34, !dbg !176

34:                                               ; preds = %31, %53
  br label %17, !dbg !143, !llvm.loop !177

35:                                               ; preds = %31
    #dbg_value(i64 1, !113, !DIExpression(), !180)
  %36 = load atomic i32, ptr getelementptr inbounds (i8, ptr @dequeued, i64 4) monotonic, align 4, !dbg !181
  %37 = load atomic i32, ptr getelementptr inbounds (i8, ptr @enqueued, i64 4) monotonic, align 4, !dbg !181
  %38 = icmp eq i32 %36, %37, !dbg !181
    #dbg_value(i64 1, !113, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !180)
  br i1 %38, label %58, label %63, !dbg !185

39:                                               ; preds = %27
    #dbg_value(i32 undef, !152, !DIExpression(), !143)
  %40 = getelementptr inbounds i8, ptr %23, i64 4, !dbg !186
  %41 = load i32, ptr %40, align 4, !dbg !186, !tbaa !187
    #dbg_value(i32 %41, !111, !DIExpression(), !190)
  %42 = add i32 %20, 2, !dbg !191
  store atomic i32 %42, ptr %23 release, align 4, !dbg !192
    #dbg_value(i32 %41, !193, !DIExpression(), !199)
  %43 = add i32 %41, -1, !dbg !201
  %44 = icmp ult i32 %43, 2, !dbg !201
  br i1 %44, label %46, label %45, !dbg !201

45:                                               ; preds = %39
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 122, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !201
  unreachable, !dbg !201

46:                                               ; preds = %39
  %47 = zext nneg i32 %41 to i64, !dbg !204
  %48 = getelementptr inbounds [3 x i32], ptr @payload, i64 0, i64 %47, !dbg !204
  %49 = load i32, ptr %48, align 4, !dbg !204, !tbaa !207
  %50 = or disjoint i32 %41, 100, !dbg !204
  %51 = icmp eq i32 %49, %50, !dbg !204
  br i1 %51, label %53, label %52, !dbg !208

52:                                               ; preds = %46
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 123, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !204
  unreachable, !dbg !204

53:                                               ; preds = %46
  %54 = getelementptr inbounds [3 x i32], ptr @dequeued, i64 0, i64 %47, !dbg !209
  %55 = atomicrmw add ptr %54, i32 1 monotonic, align 4, !dbg !210
    #dbg_value(i32 %55, !198, !DIExpression(), !199)
  %56 = icmp eq i32 %55, 0, !dbg !211
  br i1 %56, label %34, label %57, !dbg !214

57:                                               ; preds = %53
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 125, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !211
  unreachable, !dbg !211

58:                                               ; preds = %35
    #dbg_value(i64 2, !113, !DIExpression(), !180)
  %59 = load atomic i32, ptr getelementptr inbounds (i8, ptr @dequeued, i64 8) monotonic, align 4, !dbg !181
  %60 = load atomic i32, ptr getelementptr inbounds (i8, ptr @enqueued, i64 8) monotonic, align 4, !dbg !181
  %61 = icmp eq i32 %59, %60, !dbg !181
    #dbg_value(i64 2, !113, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !180)
  br i1 %61, label %62, label %63, !dbg !185

62:                                               ; preds = %58
    #dbg_value(i64 3, !113, !DIExpression(), !180)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #6, !dbg !215
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6, !dbg !215
  ret i32 0, !dbg !216

63:                                               ; preds = %58, %35
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 167, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !181
  unreachable, !dbg !181
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !217 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @producer(ptr noundef %0) #3 !dbg !238 {
    #dbg_value(ptr %0, !240, !DIExpression(), !244)
  %2 = ptrtoint ptr %0 to i64, !dbg !245
    #dbg_value(i64 %2, !241, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !244)
    #dbg_value(i64 %2, !242, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !246)
  %3 = shl i64 %2, 32, !dbg !247
  %4 = ashr exact i64 %3, 32, !dbg !247
  %5 = add nsw i64 %4, 1, !dbg !248
  %6 = getelementptr inbounds [3 x i32], ptr @payload, i64 0, i64 %5, !dbg !249
  %7 = trunc i64 %2 to i32, !dbg !249
  %8 = add i32 %7, 101, !dbg !249
  store i32 %8, ptr %6, align 4, !dbg !249, !tbaa !207
    #dbg_value(i64 %5, !252, !DIExpression(), !264)
    #dbg_value(i32 %10, !258, !DIExpression(), !264)
  br label %9, !dbg !267

9:                                                ; preds = %23, %1
  %10 = load atomic i32, ptr @enqueue_pos monotonic, align 4, !dbg !264
  br label %11, !dbg !268

11:                                               ; preds = %9, %18
  %12 = phi i32 [ %22, %18 ], [ %10, %9 ], !dbg !269
    #dbg_value(i32 %12, !258, !DIExpression(), !264)
  %13 = and i32 %12, 1, !dbg !268
  %14 = zext nneg i32 %13 to i64, !dbg !270
  %15 = getelementptr inbounds [2 x %struct.cell], ptr @buffer, i64 0, i64 %14, !dbg !270
    #dbg_value(ptr %15, !257, !DIExpression(), !264)
  %16 = load atomic i32, ptr %15 acquire, align 8, !dbg !271
    #dbg_value(i32 %16, !259, !DIExpression(), !272)
    #dbg_value(!DIArgList(i32 %16, i32 %12), !263, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !272)
  %17 = icmp eq i32 %16, %12, !dbg !273
  br i1 %17, label %18, label %23, !dbg !275

18:                                               ; preds = %11
  %19 = add i32 %12, 1, !dbg !276
  %20 = cmpxchg ptr @enqueue_pos, i32 %12, i32 %19 monotonic monotonic, align 4, !dbg !279
  %21 = extractvalue { i32, i1 } %20, 1, !dbg !279
  %22 = extractvalue { i32, i1 } %20, 0
    #dbg_value(i32 undef, !258, !DIExpression(), !264)
  br i1 %21, label %26, label %11, !dbg !280

23:                                               ; preds = %11
  %24 = sub i32 %16, %12, !dbg !281
    #dbg_value(i32 %24, !263, !DIExpression(), !272)
  %25 = icmp slt i32 %24, 0, !dbg !282
  br i1 %25, label %30, label %9, !dbg !284

26:                                               ; preds = %18
    #dbg_value(i32 undef, !258, !DIExpression(), !264)
  %27 = getelementptr inbounds i8, ptr %15, i64 4, !dbg !285
  %28 = trunc nsw i64 %5 to i32, !dbg !285
  store i32 %28, ptr %27, align 4, !dbg !285, !tbaa !187
  store atomic i32 %19, ptr %15 release, align 4, !dbg !286
  %29 = getelementptr inbounds [3 x i32], ptr @enqueued, i64 0, i64 %5, !dbg !287
  store atomic i32 1, ptr %29 monotonic, align 4, !dbg !288
  br label %30, !dbg !288

30:                                               ; preds = %23, %26
    #dbg_value(i64 %5, !242, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !246)
  ret ptr null, !dbg !289
}

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @consumer(ptr nocapture readnone %0) #0 !dbg !290 {
    #dbg_value(ptr poison, !292, !DIExpression(), !298)
    #dbg_value(i32 poison, !293, !DIExpression(), !299)
    #dbg_value(ptr undef, !149, !DIExpression(), !300)
    #dbg_value(i32 %3, !152, !DIExpression(), !300)
  br label %2, !dbg !303

2:                                                ; preds = %16, %1
  %3 = load atomic i32, ptr @dequeue_pos monotonic, align 4, !dbg !300
  br label %4, !dbg !304

4:                                                ; preds = %2, %12
  %5 = phi i32 [ %15, %12 ], [ %3, %2 ], !dbg !305
    #dbg_value(i32 %5, !152, !DIExpression(), !300)
  %6 = and i32 %5, 1, !dbg !304
  %7 = zext nneg i32 %6 to i64, !dbg !306
  %8 = getelementptr inbounds [2 x %struct.cell], ptr @buffer, i64 0, i64 %7, !dbg !306
    #dbg_value(ptr %8, !150, !DIExpression(), !300)
  %9 = load atomic i32, ptr %8 acquire, align 8, !dbg !307
    #dbg_value(i32 %9, !153, !DIExpression(), !308)
  %10 = add i32 %5, 1, !dbg !309
    #dbg_value(!DIArgList(i32 %9, i32 %10), !157, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !308)
  %11 = icmp eq i32 %9, %10, !dbg !310
  br i1 %11, label %12, label %16, !dbg !311

12:                                               ; preds = %4
  %13 = cmpxchg ptr @dequeue_pos, i32 %5, i32 %9 monotonic monotonic, align 4, !dbg !312
  %14 = extractvalue { i32, i1 } %13, 1, !dbg !312
  %15 = extractvalue { i32, i1 } %13, 0
    #dbg_value(i32 undef, !152, !DIExpression(), !300)
  br i1 %14, label %19, label %4, !dbg !313

16:                                               ; preds = %4
  %17 = sub i32 %9, %10, !dbg !314
    #dbg_value(i32 %17, !157, !DIExpression(), !308)
  %18 = icmp slt i32 %17, 0, !dbg !315
  br i1 %18, label %38, label %2, !dbg !316

19:                                               ; preds = %12
    #dbg_value(i32 undef, !152, !DIExpression(), !300)
  %20 = getelementptr inbounds i8, ptr %8, i64 4, !dbg !317
  %21 = load i32, ptr %20, align 4, !dbg !317, !tbaa !187
    #dbg_value(i32 %21, !295, !DIExpression(), !318)
  %22 = add i32 %5, 2, !dbg !319
  store atomic i32 %22, ptr %8 release, align 4, !dbg !320
    #dbg_value(i32 %21, !193, !DIExpression(), !321)
  %23 = add i32 %21, -1, !dbg !323
  %24 = icmp ult i32 %23, 2, !dbg !323
  br i1 %24, label %26, label %25, !dbg !323

25:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 122, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !323
  unreachable, !dbg !323

26:                                               ; preds = %19
  %27 = zext nneg i32 %21 to i64, !dbg !324
  %28 = getelementptr inbounds [3 x i32], ptr @payload, i64 0, i64 %27, !dbg !324
  %29 = load i32, ptr %28, align 4, !dbg !324, !tbaa !207
  %30 = or disjoint i32 %21, 100, !dbg !324
  %31 = icmp eq i32 %29, %30, !dbg !324
  br i1 %31, label %33, label %32, !dbg !325

32:                                               ; preds = %26
  tail call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 123, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !324
  unreachable, !dbg !324

33:                                               ; preds = %26
  %34 = getelementptr inbounds [3 x i32], ptr @dequeued, i64 0, i64 %27, !dbg !326
  %35 = atomicrmw add ptr %34, i32 1 monotonic, align 4, !dbg !327
    #dbg_value(i32 %35, !198, !DIExpression(), !321)
  %36 = icmp eq i32 %35, 0, !dbg !328
  br i1 %36, label %38, label %37, !dbg !329

37:                                               ; preds = %33
  tail call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 125, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !328
  unreachable, !dbg !328

38:                                               ; preds = %16, %33
    #dbg_value(i32 poison, !293, !DIExpression(), !299)
  ret ptr null, !dbg !330
}

declare !dbg !331 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !335 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

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
!119 = !DILocation(line: 153, column: 9, scope: !120)
!120 = distinct !DILexicalBlock(scope: !96, file: !3, line: 152, column: 5)
!121 = !DILocation(line: 154, column: 5, scope: !91)
!122 = !DILocation(line: 0, scope: !104)
!123 = !DILocation(line: 156, column: 9, scope: !124)
!124 = distinct !DILexicalBlock(scope: !104, file: !3, line: 155, column: 5)
!125 = !DILocation(line: 156, column: 25, scope: !124)
!126 = !DILocation(line: 0, scope: !106)
!127 = !DILocation(line: 158, column: 9, scope: !128)
!128 = distinct !DILexicalBlock(scope: !106, file: !3, line: 157, column: 5)
!129 = !DILocation(line: 158, column: 25, scope: !128)
!130 = !DILocation(line: 0, scope: !108)
!131 = !DILocation(line: 160, column: 22, scope: !132)
!132 = distinct !DILexicalBlock(scope: !108, file: !3, line: 159, column: 5)
!133 = !{!134, !134, i64 0}
!134 = !{!"long", !135, i64 0}
!135 = !{!"omnipotent char", !136, i64 0}
!136 = !{!"Simple C/C++ TBAA"}
!137 = !DILocation(line: 160, column: 9, scope: !132)
!138 = !DILocation(line: 0, scope: !110)
!139 = !DILocation(line: 162, column: 22, scope: !140)
!140 = distinct !DILexicalBlock(scope: !110, file: !3, line: 161, column: 5)
!141 = !DILocation(line: 162, column: 9, scope: !140)
!142 = !DILocation(line: 163, column: 5, scope: !112)
!143 = !DILocation(line: 0, scope: !144, inlinedAt: !158)
!144 = distinct !DISubprogram(name: "dequeue", scope: !3, file: !3, line: 97, type: !145, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !148)
!145 = !DISubroutineType(types: !146)
!146 = !{!17, !147}
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!148 = !{!149, !150, !152, !153, !157}
!149 = !DILocalVariable(name: "data", arg: 1, scope: !144, file: !3, line: 97, type: !147)
!150 = !DILocalVariable(name: "c", scope: !144, file: !3, line: 99, type: !151)
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!152 = !DILocalVariable(name: "pos", scope: !144, file: !3, line: 100, type: !7)
!153 = !DILocalVariable(name: "seq", scope: !154, file: !3, line: 103, type: !7)
!154 = distinct !DILexicalBlock(scope: !155, file: !3, line: 101, column: 14)
!155 = distinct !DILexicalBlock(scope: !156, file: !3, line: 101, column: 5)
!156 = distinct !DILexicalBlock(scope: !144, file: !3, line: 101, column: 5)
!157 = !DILocalVariable(name: "dif", scope: !154, file: !3, line: 104, type: !17)
!158 = distinct !DILocation(line: 163, column: 20, scope: !159)
!159 = distinct !DILexicalBlock(scope: !112, file: !3, line: 163, column: 5)
!160 = !DILocation(line: 102, column: 25, scope: !154, inlinedAt: !158)
!161 = !DILocation(line: 100, column: 14, scope: !144, inlinedAt: !158)
!162 = !DILocation(line: 102, column: 14, scope: !154, inlinedAt: !158)
!163 = !DILocation(line: 103, column: 24, scope: !154, inlinedAt: !158)
!164 = !DILocation(line: 0, scope: !154, inlinedAt: !158)
!165 = !DILocation(line: 104, column: 36, scope: !154, inlinedAt: !158)
!166 = !DILocation(line: 105, column: 17, scope: !167, inlinedAt: !158)
!167 = distinct !DILexicalBlock(scope: !154, file: !3, line: 105, column: 13)
!168 = !DILocation(line: 105, column: 13, scope: !154, inlinedAt: !158)
!169 = !DILocation(line: 106, column: 17, scope: !170, inlinedAt: !158)
!170 = distinct !DILexicalBlock(scope: !171, file: !3, line: 106, column: 17)
!171 = distinct !DILexicalBlock(scope: !167, file: !3, line: 105, column: 23)
!172 = !DILocation(line: 106, column: 17, scope: !171, inlinedAt: !158)
!173 = !DILocation(line: 104, column: 29, scope: !154, inlinedAt: !158)
!174 = !DILocation(line: 110, column: 24, scope: !175, inlinedAt: !158)
!175 = distinct !DILexicalBlock(scope: !167, file: !3, line: 110, column: 20)
!176 = !DILocation(line: 110, column: 20, scope: !167, inlinedAt: !158)
!177 = distinct !{!177, !142, !178, !179}
!178 = !DILocation(line: 164, column: 22, scope: !112)
!179 = !{!"llvm.loop.mustprogress"}
!180 = !DILocation(line: 0, scope: !114)
!181 = !DILocation(line: 166, column: 9, scope: !182)
!182 = distinct !DILexicalBlock(scope: !183, file: !3, line: 166, column: 9)
!183 = distinct !DILexicalBlock(scope: !184, file: !3, line: 166, column: 9)
!184 = distinct !DILexicalBlock(scope: !114, file: !3, line: 165, column: 5)
!185 = !DILocation(line: 166, column: 9, scope: !183)
!186 = !DILocation(line: 115, column: 13, scope: !144, inlinedAt: !158)
!187 = !{!188, !189, i64 4}
!188 = !{!"cell", !135, i64 0, !189, i64 4}
!189 = !{!"int", !135, i64 0}
!190 = !DILocation(line: 0, scope: !112)
!191 = !DILocation(line: 116, column: 40, scope: !144, inlinedAt: !158)
!192 = !DILocation(line: 116, column: 5, scope: !144, inlinedAt: !158)
!193 = !DILocalVariable(name: "item", arg: 1, scope: !194, file: !3, line: 120, type: !17)
!194 = distinct !DISubprogram(name: "consumed", scope: !3, file: !3, line: 120, type: !195, scopeLine: 121, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !197)
!195 = !DISubroutineType(types: !196)
!196 = !{null, !17}
!197 = !{!193, !198}
!198 = !DILocalVariable(name: "before", scope: !194, file: !3, line: 124, type: !17)
!199 = !DILocation(line: 0, scope: !194, inlinedAt: !200)
!200 = distinct !DILocation(line: 164, column: 9, scope: !159)
!201 = !DILocation(line: 122, column: 5, scope: !202, inlinedAt: !200)
!202 = distinct !DILexicalBlock(scope: !203, file: !3, line: 122, column: 5)
!203 = distinct !DILexicalBlock(scope: !194, file: !3, line: 122, column: 5)
!204 = !DILocation(line: 123, column: 5, scope: !205, inlinedAt: !200)
!205 = distinct !DILexicalBlock(scope: !206, file: !3, line: 123, column: 5)
!206 = distinct !DILexicalBlock(scope: !194, file: !3, line: 123, column: 5)
!207 = !{!189, !189, i64 0}
!208 = !DILocation(line: 123, column: 5, scope: !206, inlinedAt: !200)
!209 = !DILocation(line: 124, column: 45, scope: !194, inlinedAt: !200)
!210 = !DILocation(line: 124, column: 18, scope: !194, inlinedAt: !200)
!211 = !DILocation(line: 125, column: 5, scope: !212, inlinedAt: !200)
!212 = distinct !DILexicalBlock(scope: !213, file: !3, line: 125, column: 5)
!213 = distinct !DILexicalBlock(scope: !194, file: !3, line: 125, column: 5)
!214 = !DILocation(line: 125, column: 5, scope: !213, inlinedAt: !200)
!215 = !DILocation(line: 169, column: 1, scope: !91)
!216 = !DILocation(line: 168, column: 5, scope: !91)
!217 = !DISubprogram(name: "pthread_create", scope: !218, file: !218, line: 202, type: !219, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!218 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!219 = !DISubroutineType(types: !220)
!220 = !{!17, !221, !223, !234, !237}
!221 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !222)
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!223 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !224)
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !225, size: 64)
!225 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !226)
!226 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !100, line: 62, baseType: !227)
!227 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !100, line: 56, size: 448, elements: !228)
!228 = !{!229, !233}
!229 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !227, file: !100, line: 58, baseType: !230, size: 448)
!230 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 448, elements: !231)
!231 = !{!232}
!232 = !DISubrange(count: 56)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !227, file: !100, line: 59, baseType: !18, size: 64)
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !235, size: 64)
!235 = !DISubroutineType(types: !236)
!236 = !{!16, !16}
!237 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!238 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 128, type: !235, scopeLine: 129, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !239)
!239 = !{!240, !241, !242}
!240 = !DILocalVariable(name: "arg", arg: 1, scope: !238, file: !3, line: 128, type: !16)
!241 = !DILocalVariable(name: "first", scope: !238, file: !3, line: 130, type: !17)
!242 = !DILocalVariable(name: "item", scope: !243, file: !3, line: 131, type: !17)
!243 = distinct !DILexicalBlock(scope: !238, file: !3, line: 131, column: 5)
!244 = !DILocation(line: 0, scope: !238)
!245 = !DILocation(line: 130, column: 22, scope: !238)
!246 = !DILocation(line: 0, scope: !243)
!247 = !DILocation(line: 131, column: 5, scope: !243)
!248 = !DILocation(line: 131, scope: !243)
!249 = !DILocation(line: 132, column: 9, scope: !250)
!250 = distinct !DILexicalBlock(scope: !251, file: !3, line: 131, column: 58)
!251 = distinct !DILexicalBlock(scope: !243, file: !3, line: 131, column: 5)
!252 = !DILocalVariable(name: "data", arg: 1, scope: !253, file: !3, line: 74, type: !17)
!253 = distinct !DISubprogram(name: "enqueue", scope: !3, file: !3, line: 74, type: !254, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !256)
!254 = !DISubroutineType(types: !255)
!255 = !{!17, !17}
!256 = !{!252, !257, !258, !259, !263}
!257 = !DILocalVariable(name: "c", scope: !253, file: !3, line: 76, type: !151)
!258 = !DILocalVariable(name: "pos", scope: !253, file: !3, line: 77, type: !7)
!259 = !DILocalVariable(name: "seq", scope: !260, file: !3, line: 80, type: !7)
!260 = distinct !DILexicalBlock(scope: !261, file: !3, line: 78, column: 14)
!261 = distinct !DILexicalBlock(scope: !262, file: !3, line: 78, column: 5)
!262 = distinct !DILexicalBlock(scope: !253, file: !3, line: 78, column: 5)
!263 = !DILocalVariable(name: "dif", scope: !260, file: !3, line: 81, type: !17)
!264 = !DILocation(line: 0, scope: !253, inlinedAt: !265)
!265 = distinct !DILocation(line: 133, column: 13, scope: !266)
!266 = distinct !DILexicalBlock(scope: !250, file: !3, line: 133, column: 13)
!267 = !DILocation(line: 78, column: 5, scope: !253, inlinedAt: !265)
!268 = !DILocation(line: 79, column: 25, scope: !260, inlinedAt: !265)
!269 = !DILocation(line: 77, column: 14, scope: !253, inlinedAt: !265)
!270 = !DILocation(line: 79, column: 14, scope: !260, inlinedAt: !265)
!271 = !DILocation(line: 80, column: 24, scope: !260, inlinedAt: !265)
!272 = !DILocation(line: 0, scope: !260, inlinedAt: !265)
!273 = !DILocation(line: 82, column: 17, scope: !274, inlinedAt: !265)
!274 = distinct !DILexicalBlock(scope: !260, file: !3, line: 82, column: 13)
!275 = !DILocation(line: 82, column: 13, scope: !260, inlinedAt: !265)
!276 = !DILocation(line: 83, column: 81, scope: !277, inlinedAt: !265)
!277 = distinct !DILexicalBlock(scope: !278, file: !3, line: 83, column: 17)
!278 = distinct !DILexicalBlock(scope: !274, file: !3, line: 82, column: 23)
!279 = !DILocation(line: 83, column: 17, scope: !277, inlinedAt: !265)
!280 = !DILocation(line: 83, column: 17, scope: !278, inlinedAt: !265)
!281 = !DILocation(line: 81, column: 29, scope: !260, inlinedAt: !265)
!282 = !DILocation(line: 87, column: 24, scope: !283, inlinedAt: !265)
!283 = distinct !DILexicalBlock(scope: !274, file: !3, line: 87, column: 20)
!284 = !DILocation(line: 87, column: 20, scope: !274, inlinedAt: !265)
!285 = !DILocation(line: 92, column: 5, scope: !253, inlinedAt: !265)
!286 = !DILocation(line: 93, column: 5, scope: !253, inlinedAt: !265)
!287 = !DILocation(line: 134, column: 36, scope: !266)
!288 = !DILocation(line: 134, column: 13, scope: !266)
!289 = !DILocation(line: 136, column: 5, scope: !238)
!290 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 139, type: !235, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !291)
!291 = !{!292, !293, !295}
!292 = !DILocalVariable(name: "arg", arg: 1, scope: !290, file: !3, line: 139, type: !16)
!293 = !DILocalVariable(name: "i", scope: !294, file: !3, line: 142, type: !17)
!294 = distinct !DILexicalBlock(scope: !290, file: !3, line: 142, column: 5)
!295 = !DILocalVariable(name: "item", scope: !296, file: !3, line: 143, type: !17)
!296 = distinct !DILexicalBlock(scope: !297, file: !3, line: 142, column: 37)
!297 = distinct !DILexicalBlock(scope: !294, file: !3, line: 142, column: 5)
!298 = !DILocation(line: 0, scope: !290)
!299 = !DILocation(line: 0, scope: !294)
!300 = !DILocation(line: 0, scope: !144, inlinedAt: !301)
!301 = distinct !DILocation(line: 144, column: 13, scope: !302)
!302 = distinct !DILexicalBlock(scope: !296, file: !3, line: 144, column: 13)
!303 = !DILocation(line: 101, column: 5, scope: !144, inlinedAt: !301)
!304 = !DILocation(line: 102, column: 25, scope: !154, inlinedAt: !301)
!305 = !DILocation(line: 100, column: 14, scope: !144, inlinedAt: !301)
!306 = !DILocation(line: 102, column: 14, scope: !154, inlinedAt: !301)
!307 = !DILocation(line: 103, column: 24, scope: !154, inlinedAt: !301)
!308 = !DILocation(line: 0, scope: !154, inlinedAt: !301)
!309 = !DILocation(line: 104, column: 36, scope: !154, inlinedAt: !301)
!310 = !DILocation(line: 105, column: 17, scope: !167, inlinedAt: !301)
!311 = !DILocation(line: 105, column: 13, scope: !154, inlinedAt: !301)
!312 = !DILocation(line: 106, column: 17, scope: !170, inlinedAt: !301)
!313 = !DILocation(line: 106, column: 17, scope: !171, inlinedAt: !301)
!314 = !DILocation(line: 104, column: 29, scope: !154, inlinedAt: !301)
!315 = !DILocation(line: 110, column: 24, scope: !175, inlinedAt: !301)
!316 = !DILocation(line: 110, column: 20, scope: !167, inlinedAt: !301)
!317 = !DILocation(line: 115, column: 13, scope: !144, inlinedAt: !301)
!318 = !DILocation(line: 0, scope: !296)
!319 = !DILocation(line: 116, column: 40, scope: !144, inlinedAt: !301)
!320 = !DILocation(line: 116, column: 5, scope: !144, inlinedAt: !301)
!321 = !DILocation(line: 0, scope: !194, inlinedAt: !322)
!322 = distinct !DILocation(line: 145, column: 13, scope: !302)
!323 = !DILocation(line: 122, column: 5, scope: !202, inlinedAt: !322)
!324 = !DILocation(line: 123, column: 5, scope: !205, inlinedAt: !322)
!325 = !DILocation(line: 123, column: 5, scope: !206, inlinedAt: !322)
!326 = !DILocation(line: 124, column: 45, scope: !194, inlinedAt: !322)
!327 = !DILocation(line: 124, column: 18, scope: !194, inlinedAt: !322)
!328 = !DILocation(line: 125, column: 5, scope: !212, inlinedAt: !322)
!329 = !DILocation(line: 125, column: 5, scope: !213, inlinedAt: !322)
!330 = !DILocation(line: 147, column: 5, scope: !290)
!331 = !DISubprogram(name: "pthread_join", scope: !218, file: !218, line: 219, type: !332, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!332 = !DISubroutineType(types: !333)
!333 = !{!17, !99, !334}
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!335 = !DISubprogram(name: "__assert_fail", scope: !336, file: !336, line: 69, type: !337, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!336 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!337 = !DISubroutineType(types: !338)
!338 = !{null, !339, !339, !7, !339}
!339 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
