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
  %41 = load atomic i32, ptr %40 monotonic, align 4, !dbg !186
    #dbg_value(i32 %41, !111, !DIExpression(), !187)
  %42 = add i32 %20, 2, !dbg !188
  store atomic i32 %42, ptr %23 release, align 4, !dbg !189
    #dbg_value(i32 %41, !190, !DIExpression(), !196)
  %43 = add i32 %41, -1, !dbg !198
  %44 = icmp ult i32 %43, 2, !dbg !198
  br i1 %44, label %46, label %45, !dbg !198

45:                                               ; preds = %39
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 122, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !198
  unreachable, !dbg !198

46:                                               ; preds = %39
  %47 = zext nneg i32 %41 to i64, !dbg !201
  %48 = getelementptr inbounds [3 x i32], ptr @payload, i64 0, i64 %47, !dbg !201
  %49 = load atomic i32, ptr %48 monotonic, align 4, !dbg !201
  %50 = or disjoint i32 %41, 100, !dbg !201
  %51 = icmp eq i32 %49, %50, !dbg !201
  br i1 %51, label %53, label %52, !dbg !204

52:                                               ; preds = %46
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 123, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !201
  unreachable, !dbg !201

53:                                               ; preds = %46
  %54 = getelementptr inbounds [3 x i32], ptr @dequeued, i64 0, i64 %47, !dbg !205
  %55 = atomicrmw add ptr %54, i32 1 monotonic, align 4, !dbg !206
    #dbg_value(i32 %55, !195, !DIExpression(), !196)
  %56 = icmp eq i32 %55, 0, !dbg !207
  br i1 %56, label %34, label %57, !dbg !210

57:                                               ; preds = %53
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 125, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !207
  unreachable, !dbg !207

58:                                               ; preds = %35
    #dbg_value(i64 2, !113, !DIExpression(), !180)
  %59 = load atomic i32, ptr getelementptr inbounds (i8, ptr @dequeued, i64 8) monotonic, align 4, !dbg !181
  %60 = load atomic i32, ptr getelementptr inbounds (i8, ptr @enqueued, i64 8) monotonic, align 4, !dbg !181
  %61 = icmp eq i32 %59, %60, !dbg !181
    #dbg_value(i64 2, !113, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !180)
  br i1 %61, label %62, label %63, !dbg !185

62:                                               ; preds = %58
    #dbg_value(i64 3, !113, !DIExpression(), !180)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #6, !dbg !211
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6, !dbg !211
  ret i32 0, !dbg !212

63:                                               ; preds = %58, %35
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 167, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !181
  unreachable, !dbg !181
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !213 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @producer(ptr noundef %0) #3 !dbg !234 {
    #dbg_value(ptr %0, !236, !DIExpression(), !240)
  %2 = ptrtoint ptr %0 to i64, !dbg !241
    #dbg_value(i64 %2, !237, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !240)
    #dbg_value(i64 %2, !238, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_stack_value), !242)
  %3 = shl i64 %2, 32, !dbg !243
  %4 = ashr exact i64 %3, 32, !dbg !243
  %5 = add nsw i64 %4, 1, !dbg !244
  %6 = getelementptr inbounds [3 x i32], ptr @payload, i64 0, i64 %5, !dbg !245
  %7 = trunc i64 %2 to i32, !dbg !245
  %8 = add i32 %7, 101, !dbg !245
  store atomic i32 %8, ptr %6 monotonic, align 4, !dbg !245
    #dbg_value(i64 %5, !248, !DIExpression(), !260)
    #dbg_value(i32 %10, !254, !DIExpression(), !260)
  br label %9, !dbg !263

9:                                                ; preds = %23, %1
  %10 = load atomic i32, ptr @enqueue_pos monotonic, align 4, !dbg !260
  br label %11, !dbg !264

11:                                               ; preds = %9, %18
  %12 = phi i32 [ %22, %18 ], [ %10, %9 ], !dbg !265
    #dbg_value(i32 %12, !254, !DIExpression(), !260)
  %13 = and i32 %12, 1, !dbg !264
  %14 = zext nneg i32 %13 to i64, !dbg !266
  %15 = getelementptr inbounds [2 x %struct.cell], ptr @buffer, i64 0, i64 %14, !dbg !266
    #dbg_value(ptr %15, !253, !DIExpression(), !260)
  %16 = load atomic i32, ptr %15 acquire, align 8, !dbg !267
    #dbg_value(i32 %16, !255, !DIExpression(), !268)
    #dbg_value(!DIArgList(i32 %16, i32 %12), !259, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !268)
  %17 = icmp eq i32 %16, %12, !dbg !269
  br i1 %17, label %18, label %23, !dbg !271

18:                                               ; preds = %11
  %19 = add i32 %12, 1, !dbg !272
  %20 = cmpxchg ptr @enqueue_pos, i32 %12, i32 %19 monotonic monotonic, align 4, !dbg !275
  %21 = extractvalue { i32, i1 } %20, 1, !dbg !275
  %22 = extractvalue { i32, i1 } %20, 0
    #dbg_value(i32 undef, !254, !DIExpression(), !260)
  br i1 %21, label %26, label %11, !dbg !276

23:                                               ; preds = %11
  %24 = sub i32 %16, %12, !dbg !277
    #dbg_value(i32 %24, !259, !DIExpression(), !268)
  %25 = icmp slt i32 %24, 0, !dbg !278
  br i1 %25, label %30, label %9, !dbg !280

26:                                               ; preds = %18
    #dbg_value(i32 undef, !254, !DIExpression(), !260)
  %27 = getelementptr inbounds i8, ptr %15, i64 4, !dbg !281
  %28 = trunc nsw i64 %5 to i32, !dbg !281
  store atomic i32 %28, ptr %27 monotonic, align 4, !dbg !281
  store atomic i32 %19, ptr %15 release, align 4, !dbg !282
  %29 = getelementptr inbounds [3 x i32], ptr @enqueued, i64 0, i64 %5, !dbg !283
  store atomic i32 1, ptr %29 monotonic, align 4, !dbg !284
  br label %30, !dbg !284

30:                                               ; preds = %23, %26
    #dbg_value(i64 %5, !238, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !242)
  ret ptr null, !dbg !285
}

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @consumer(ptr nocapture readnone %0) #0 !dbg !286 {
    #dbg_value(ptr poison, !288, !DIExpression(), !294)
    #dbg_value(i32 poison, !289, !DIExpression(), !295)
    #dbg_value(ptr undef, !149, !DIExpression(), !296)
    #dbg_value(i32 %3, !152, !DIExpression(), !296)
  br label %2, !dbg !299

2:                                                ; preds = %16, %1
  %3 = load atomic i32, ptr @dequeue_pos monotonic, align 4, !dbg !296
  br label %4, !dbg !300

4:                                                ; preds = %2, %12
  %5 = phi i32 [ %15, %12 ], [ %3, %2 ], !dbg !301
    #dbg_value(i32 %5, !152, !DIExpression(), !296)
  %6 = and i32 %5, 1, !dbg !300
  %7 = zext nneg i32 %6 to i64, !dbg !302
  %8 = getelementptr inbounds [2 x %struct.cell], ptr @buffer, i64 0, i64 %7, !dbg !302
    #dbg_value(ptr %8, !150, !DIExpression(), !296)
  %9 = load atomic i32, ptr %8 acquire, align 8, !dbg !303
    #dbg_value(i32 %9, !153, !DIExpression(), !304)
  %10 = add i32 %5, 1, !dbg !305
    #dbg_value(!DIArgList(i32 %9, i32 %10), !157, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !304)
  %11 = icmp eq i32 %9, %10, !dbg !306
  br i1 %11, label %12, label %16, !dbg !307

12:                                               ; preds = %4
  %13 = cmpxchg ptr @dequeue_pos, i32 %5, i32 %9 monotonic monotonic, align 4, !dbg !308
  %14 = extractvalue { i32, i1 } %13, 1, !dbg !308
  %15 = extractvalue { i32, i1 } %13, 0
    #dbg_value(i32 undef, !152, !DIExpression(), !296)
  br i1 %14, label %19, label %4, !dbg !309

16:                                               ; preds = %4
  %17 = sub i32 %9, %10, !dbg !310
    #dbg_value(i32 %17, !157, !DIExpression(), !304)
  %18 = icmp slt i32 %17, 0, !dbg !311
  br i1 %18, label %38, label %2, !dbg !312

19:                                               ; preds = %12
    #dbg_value(i32 undef, !152, !DIExpression(), !296)
  %20 = getelementptr inbounds i8, ptr %8, i64 4, !dbg !313
  %21 = load atomic i32, ptr %20 monotonic, align 4, !dbg !313
    #dbg_value(i32 %21, !291, !DIExpression(), !314)
  %22 = add i32 %5, 2, !dbg !315
  store atomic i32 %22, ptr %8 release, align 4, !dbg !316
    #dbg_value(i32 %21, !190, !DIExpression(), !317)
  %23 = add i32 %21, -1, !dbg !319
  %24 = icmp ult i32 %23, 2, !dbg !319
  br i1 %24, label %26, label %25, !dbg !319

25:                                               ; preds = %19
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 122, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !319
  unreachable, !dbg !319

26:                                               ; preds = %19
  %27 = zext nneg i32 %21 to i64, !dbg !320
  %28 = getelementptr inbounds [3 x i32], ptr @payload, i64 0, i64 %27, !dbg !320
  %29 = load atomic i32, ptr %28 monotonic, align 4, !dbg !320
  %30 = or disjoint i32 %21, 100, !dbg !320
  %31 = icmp eq i32 %29, %30, !dbg !320
  br i1 %31, label %33, label %32, !dbg !321

32:                                               ; preds = %26
  tail call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 123, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !320
  unreachable, !dbg !320

33:                                               ; preds = %26
  %34 = getelementptr inbounds [3 x i32], ptr @dequeued, i64 0, i64 %27, !dbg !322
  %35 = atomicrmw add ptr %34, i32 1 monotonic, align 4, !dbg !323
    #dbg_value(i32 %35, !195, !DIExpression(), !317)
  %36 = icmp eq i32 %35, 0, !dbg !324
  br i1 %36, label %38, label %37, !dbg !325

37:                                               ; preds = %33
  tail call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 125, ptr noundef nonnull @__PRETTY_FUNCTION__.consumed) #7, !dbg !324
  unreachable, !dbg !324

38:                                               ; preds = %16, %33
    #dbg_value(i32 poison, !289, !DIExpression(), !295)
  ret ptr null, !dbg !326
}

declare !dbg !327 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !331 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

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
!187 = !DILocation(line: 0, scope: !112)
!188 = !DILocation(line: 116, column: 40, scope: !144, inlinedAt: !158)
!189 = !DILocation(line: 116, column: 5, scope: !144, inlinedAt: !158)
!190 = !DILocalVariable(name: "item", arg: 1, scope: !191, file: !3, line: 120, type: !17)
!191 = distinct !DISubprogram(name: "consumed", scope: !3, file: !3, line: 120, type: !192, scopeLine: 121, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !194)
!192 = !DISubroutineType(types: !193)
!193 = !{null, !17}
!194 = !{!190, !195}
!195 = !DILocalVariable(name: "before", scope: !191, file: !3, line: 124, type: !17)
!196 = !DILocation(line: 0, scope: !191, inlinedAt: !197)
!197 = distinct !DILocation(line: 164, column: 9, scope: !159)
!198 = !DILocation(line: 122, column: 5, scope: !199, inlinedAt: !197)
!199 = distinct !DILexicalBlock(scope: !200, file: !3, line: 122, column: 5)
!200 = distinct !DILexicalBlock(scope: !191, file: !3, line: 122, column: 5)
!201 = !DILocation(line: 123, column: 5, scope: !202, inlinedAt: !197)
!202 = distinct !DILexicalBlock(scope: !203, file: !3, line: 123, column: 5)
!203 = distinct !DILexicalBlock(scope: !191, file: !3, line: 123, column: 5)
!204 = !DILocation(line: 123, column: 5, scope: !203, inlinedAt: !197)
!205 = !DILocation(line: 124, column: 45, scope: !191, inlinedAt: !197)
!206 = !DILocation(line: 124, column: 18, scope: !191, inlinedAt: !197)
!207 = !DILocation(line: 125, column: 5, scope: !208, inlinedAt: !197)
!208 = distinct !DILexicalBlock(scope: !209, file: !3, line: 125, column: 5)
!209 = distinct !DILexicalBlock(scope: !191, file: !3, line: 125, column: 5)
!210 = !DILocation(line: 125, column: 5, scope: !209, inlinedAt: !197)
!211 = !DILocation(line: 169, column: 1, scope: !91)
!212 = !DILocation(line: 168, column: 5, scope: !91)
!213 = !DISubprogram(name: "pthread_create", scope: !214, file: !214, line: 202, type: !215, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!215 = !DISubroutineType(types: !216)
!216 = !{!17, !217, !219, !230, !233}
!217 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !218)
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
!219 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !220)
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!221 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !222)
!222 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !100, line: 62, baseType: !223)
!223 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !100, line: 56, size: 448, elements: !224)
!224 = !{!225, !229}
!225 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !223, file: !100, line: 58, baseType: !226, size: 448)
!226 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 448, elements: !227)
!227 = !{!228}
!228 = !DISubrange(count: 56)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !223, file: !100, line: 59, baseType: !18, size: 64)
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!231 = !DISubroutineType(types: !232)
!232 = !{!16, !16}
!233 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!234 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 128, type: !231, scopeLine: 129, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !235)
!235 = !{!236, !237, !238}
!236 = !DILocalVariable(name: "arg", arg: 1, scope: !234, file: !3, line: 128, type: !16)
!237 = !DILocalVariable(name: "first", scope: !234, file: !3, line: 130, type: !17)
!238 = !DILocalVariable(name: "item", scope: !239, file: !3, line: 131, type: !17)
!239 = distinct !DILexicalBlock(scope: !234, file: !3, line: 131, column: 5)
!240 = !DILocation(line: 0, scope: !234)
!241 = !DILocation(line: 130, column: 22, scope: !234)
!242 = !DILocation(line: 0, scope: !239)
!243 = !DILocation(line: 131, column: 5, scope: !239)
!244 = !DILocation(line: 131, scope: !239)
!245 = !DILocation(line: 132, column: 9, scope: !246)
!246 = distinct !DILexicalBlock(scope: !247, file: !3, line: 131, column: 58)
!247 = distinct !DILexicalBlock(scope: !239, file: !3, line: 131, column: 5)
!248 = !DILocalVariable(name: "data", arg: 1, scope: !249, file: !3, line: 74, type: !17)
!249 = distinct !DISubprogram(name: "enqueue", scope: !3, file: !3, line: 74, type: !250, scopeLine: 75, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !252)
!250 = !DISubroutineType(types: !251)
!251 = !{!17, !17}
!252 = !{!248, !253, !254, !255, !259}
!253 = !DILocalVariable(name: "c", scope: !249, file: !3, line: 76, type: !151)
!254 = !DILocalVariable(name: "pos", scope: !249, file: !3, line: 77, type: !7)
!255 = !DILocalVariable(name: "seq", scope: !256, file: !3, line: 80, type: !7)
!256 = distinct !DILexicalBlock(scope: !257, file: !3, line: 78, column: 14)
!257 = distinct !DILexicalBlock(scope: !258, file: !3, line: 78, column: 5)
!258 = distinct !DILexicalBlock(scope: !249, file: !3, line: 78, column: 5)
!259 = !DILocalVariable(name: "dif", scope: !256, file: !3, line: 81, type: !17)
!260 = !DILocation(line: 0, scope: !249, inlinedAt: !261)
!261 = distinct !DILocation(line: 133, column: 13, scope: !262)
!262 = distinct !DILexicalBlock(scope: !246, file: !3, line: 133, column: 13)
!263 = !DILocation(line: 78, column: 5, scope: !249, inlinedAt: !261)
!264 = !DILocation(line: 79, column: 25, scope: !256, inlinedAt: !261)
!265 = !DILocation(line: 77, column: 14, scope: !249, inlinedAt: !261)
!266 = !DILocation(line: 79, column: 14, scope: !256, inlinedAt: !261)
!267 = !DILocation(line: 80, column: 24, scope: !256, inlinedAt: !261)
!268 = !DILocation(line: 0, scope: !256, inlinedAt: !261)
!269 = !DILocation(line: 82, column: 17, scope: !270, inlinedAt: !261)
!270 = distinct !DILexicalBlock(scope: !256, file: !3, line: 82, column: 13)
!271 = !DILocation(line: 82, column: 13, scope: !256, inlinedAt: !261)
!272 = !DILocation(line: 83, column: 81, scope: !273, inlinedAt: !261)
!273 = distinct !DILexicalBlock(scope: !274, file: !3, line: 83, column: 17)
!274 = distinct !DILexicalBlock(scope: !270, file: !3, line: 82, column: 23)
!275 = !DILocation(line: 83, column: 17, scope: !273, inlinedAt: !261)
!276 = !DILocation(line: 83, column: 17, scope: !274, inlinedAt: !261)
!277 = !DILocation(line: 81, column: 29, scope: !256, inlinedAt: !261)
!278 = !DILocation(line: 87, column: 24, scope: !279, inlinedAt: !261)
!279 = distinct !DILexicalBlock(scope: !270, file: !3, line: 87, column: 20)
!280 = !DILocation(line: 87, column: 20, scope: !270, inlinedAt: !261)
!281 = !DILocation(line: 92, column: 5, scope: !249, inlinedAt: !261)
!282 = !DILocation(line: 93, column: 5, scope: !249, inlinedAt: !261)
!283 = !DILocation(line: 134, column: 36, scope: !262)
!284 = !DILocation(line: 134, column: 13, scope: !262)
!285 = !DILocation(line: 136, column: 5, scope: !234)
!286 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 139, type: !231, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !287)
!287 = !{!288, !289, !291}
!288 = !DILocalVariable(name: "arg", arg: 1, scope: !286, file: !3, line: 139, type: !16)
!289 = !DILocalVariable(name: "i", scope: !290, file: !3, line: 142, type: !17)
!290 = distinct !DILexicalBlock(scope: !286, file: !3, line: 142, column: 5)
!291 = !DILocalVariable(name: "item", scope: !292, file: !3, line: 143, type: !17)
!292 = distinct !DILexicalBlock(scope: !293, file: !3, line: 142, column: 37)
!293 = distinct !DILexicalBlock(scope: !290, file: !3, line: 142, column: 5)
!294 = !DILocation(line: 0, scope: !286)
!295 = !DILocation(line: 0, scope: !290)
!296 = !DILocation(line: 0, scope: !144, inlinedAt: !297)
!297 = distinct !DILocation(line: 144, column: 13, scope: !298)
!298 = distinct !DILexicalBlock(scope: !292, file: !3, line: 144, column: 13)
!299 = !DILocation(line: 101, column: 5, scope: !144, inlinedAt: !297)
!300 = !DILocation(line: 102, column: 25, scope: !154, inlinedAt: !297)
!301 = !DILocation(line: 100, column: 14, scope: !144, inlinedAt: !297)
!302 = !DILocation(line: 102, column: 14, scope: !154, inlinedAt: !297)
!303 = !DILocation(line: 103, column: 24, scope: !154, inlinedAt: !297)
!304 = !DILocation(line: 0, scope: !154, inlinedAt: !297)
!305 = !DILocation(line: 104, column: 36, scope: !154, inlinedAt: !297)
!306 = !DILocation(line: 105, column: 17, scope: !167, inlinedAt: !297)
!307 = !DILocation(line: 105, column: 13, scope: !154, inlinedAt: !297)
!308 = !DILocation(line: 106, column: 17, scope: !170, inlinedAt: !297)
!309 = !DILocation(line: 106, column: 17, scope: !171, inlinedAt: !297)
!310 = !DILocation(line: 104, column: 29, scope: !154, inlinedAt: !297)
!311 = !DILocation(line: 110, column: 24, scope: !175, inlinedAt: !297)
!312 = !DILocation(line: 110, column: 20, scope: !167, inlinedAt: !297)
!313 = !DILocation(line: 115, column: 13, scope: !144, inlinedAt: !297)
!314 = !DILocation(line: 0, scope: !292)
!315 = !DILocation(line: 116, column: 40, scope: !144, inlinedAt: !297)
!316 = !DILocation(line: 116, column: 5, scope: !144, inlinedAt: !297)
!317 = !DILocation(line: 0, scope: !191, inlinedAt: !318)
!318 = distinct !DILocation(line: 145, column: 13, scope: !298)
!319 = !DILocation(line: 122, column: 5, scope: !199, inlinedAt: !318)
!320 = !DILocation(line: 123, column: 5, scope: !202, inlinedAt: !318)
!321 = !DILocation(line: 123, column: 5, scope: !203, inlinedAt: !318)
!322 = !DILocation(line: 124, column: 45, scope: !191, inlinedAt: !318)
!323 = !DILocation(line: 124, column: 18, scope: !191, inlinedAt: !318)
!324 = !DILocation(line: 125, column: 5, scope: !208, inlinedAt: !318)
!325 = !DILocation(line: 125, column: 5, scope: !209, inlinedAt: !318)
!326 = !DILocation(line: 147, column: 5, scope: !286)
!327 = !DISubprogram(name: "pthread_join", scope: !214, file: !214, line: 219, type: !328, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!328 = !DISubroutineType(types: !329)
!329 = !{!17, !99, !330}
!330 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!331 = !DISubprogram(name: "__assert_fail", scope: !332, file: !332, line: 69, type: !333, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!332 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!333 = !DISubroutineType(types: !334)
!334 = !{null, !335, !335, !7, !335}
!335 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
