; ModuleID = 'ipc.c'
source_filename = "ipc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ipc_queue = type { %union.pthread_mutex_t, %union.pthread_cond_t, %union.pthread_cond_t, i32, i32, [2 x %struct.ipc_msg] }
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%struct.ipc_msg = type { i32, i32 }

@queue = dso_local global %struct.ipc_queue zeroinitializer, align 8, !dbg !0
@.str = private unnamed_addr constant [12 x i8] c"r == IPC_OK\00", align 1, !dbg !13
@.str.1 = private unnamed_addr constant [6 x i8] c"ipc.c\00", align 1, !dbg !19
@__PRETTY_FUNCTION__.producer = private unnamed_addr constant [23 x i8] c"void *producer(void *)\00", align 1, !dbg !24
@.str.2 = private unnamed_addr constant [34 x i8] c"msg.prio >= 0 && msg.prio < NPRIO\00", align 1, !dbg !30
@__PRETTY_FUNCTION__.consumer = private unnamed_addr constant [23 x i8] c"void *consumer(void *)\00", align 1, !dbg !35
@.str.3 = private unnamed_addr constant [29 x i8] c"msg.seq > last_seq[msg.prio]\00", align 1, !dbg !37
@.str.4 = private unnamed_addr constant [17 x i8] c"received == NMSG\00", align 1, !dbg !42

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @ipc_send(ptr noundef %0, i64 %1) local_unnamed_addr #0 !dbg !132 {
  %3 = trunc i64 %1 to i32
  %4 = lshr i64 %1, 32
  %5 = trunc nuw i64 %4 to i32
    #dbg_value(i32 %3, !138, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !142)
    #dbg_value(i32 %5, !138, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !142)
    #dbg_value(ptr %0, !137, !DIExpression(), !142)
  %6 = tail call i32 @pthread_mutex_lock(ptr noundef %0) #7, !dbg !143
  %7 = getelementptr inbounds i8, ptr %0, i64 140, !dbg !144
  %8 = getelementptr inbounds i8, ptr %0, i64 136
  %9 = load i32, ptr %8, align 8, !dbg !145, !tbaa !146
  %10 = icmp eq i32 %9, 2, !dbg !151
  br i1 %10, label %11, label %20, !dbg !152

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 88
  br label %13, !dbg !152

13:                                               ; preds = %11, %16
  %14 = load i32, ptr %7, align 4, !dbg !144, !tbaa !153
  %15 = icmp eq i32 %14, 0, !dbg !154
  br i1 %15, label %16, label %85, !dbg !155

16:                                               ; preds = %13
  %17 = tail call i32 @pthread_cond_wait(ptr noundef nonnull %12, ptr noundef nonnull %0) #7, !dbg !156
  %18 = load i32, ptr %8, align 8, !dbg !145, !tbaa !146
  %19 = icmp eq i32 %18, 2, !dbg !151
  br i1 %19, label %13, label %20, !dbg !152, !llvm.loop !157

20:                                               ; preds = %16, %2
  %21 = phi i32 [ %9, %2 ], [ %18, %16 ]
  %22 = load i32, ptr %7, align 4, !dbg !160, !tbaa !153
  %23 = icmp eq i32 %22, 0, !dbg !162
  br i1 %23, label %24, label %85, !dbg !163

24:                                               ; preds = %20
  %25 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !164
    #dbg_value(i32 0, !139, !DIExpression(), !142)
  %26 = icmp sgt i32 %21, 0, !dbg !165
  br i1 %26, label %27, label %39, !dbg !166

27:                                               ; preds = %24
  %28 = zext nneg i32 %21 to i64, !dbg !165
  br label %29, !dbg !167

29:                                               ; preds = %27, %34
  %30 = phi i64 [ 0, %27 ], [ %35, %34 ]
    #dbg_value(i64 %30, !139, !DIExpression(), !142)
  %31 = getelementptr inbounds [2 x %struct.ipc_msg], ptr %25, i64 0, i64 %30, !dbg !168
  %32 = load i32, ptr %31, align 8, !dbg !169, !tbaa !170
  %33 = icmp slt i32 %32, %3, !dbg !172
  br i1 %33, label %37, label %34, !dbg !167

34:                                               ; preds = %29
  %35 = add nuw nsw i64 %30, 1, !dbg !173
    #dbg_value(i64 %35, !139, !DIExpression(), !142)
  %36 = icmp eq i64 %35, %28, !dbg !165
  br i1 %36, label %39, label %29, !dbg !166, !llvm.loop !174

37:                                               ; preds = %29
  %38 = trunc nuw nsw i64 %30 to i32
  br label %39, !dbg !175

39:                                               ; preds = %34, %37, %24
  %40 = phi i32 [ 0, %24 ], [ %38, %37 ], [ %21, %34 ], !dbg !142
    #dbg_value(i32 %21, !140, !DIExpression(), !177)
  %41 = icmp sgt i32 %21, %40, !dbg !175
  br i1 %41, label %42, label %70, !dbg !178

42:                                               ; preds = %39
  %43 = sext i32 %21 to i64, !dbg !178
  %44 = sext i32 %40 to i64, !dbg !178
  %45 = sub nsw i64 %43, %44, !dbg !178
  %46 = icmp ult i64 %45, 4, !dbg !178
  br i1 %46, label %47, label %49, !dbg !178

47:                                               ; preds = %66, %42
  %48 = phi i64 [ %43, %42 ], [ %51, %66 ]
  br label %78, !dbg !178

49:                                               ; preds = %42
  %50 = and i64 %45, -4, !dbg !178
  %51 = sub nsw i64 %43, %50, !dbg !178
  br label %52, !dbg !178

52:                                               ; preds = %52, %49
  %53 = phi i64 [ 0, %49 ], [ %64, %52 ]
  %54 = sub i64 %43, %53, !dbg !178
  %55 = getelementptr inbounds [2 x %struct.ipc_msg], ptr %25, i64 0, i64 %54, !dbg !179
  %56 = add nsw i64 %54, -1, !dbg !180
  %57 = getelementptr inbounds [2 x %struct.ipc_msg], ptr %25, i64 0, i64 %56, !dbg !181
  %58 = getelementptr inbounds i8, ptr %57, i64 -8, !dbg !181
  %59 = getelementptr inbounds i8, ptr %57, i64 -24, !dbg !181
  %60 = load <2 x i64>, ptr %58, align 8, !dbg !181
  %61 = load <2 x i64>, ptr %59, align 8, !dbg !181
  %62 = getelementptr inbounds i8, ptr %55, i64 -8, !dbg !181
  %63 = getelementptr inbounds i8, ptr %55, i64 -24, !dbg !181
  store <2 x i64> %60, ptr %62, align 8, !dbg !181
  store <2 x i64> %61, ptr %63, align 8, !dbg !181
  %64 = add nuw i64 %53, 4
  %65 = icmp eq i64 %64, %50
  br i1 %65, label %66, label %52, !llvm.loop !182

66:                                               ; preds = %52
  %67 = icmp eq i64 %45, %50, !dbg !178
  br i1 %67, label %68, label %47, !dbg !178

68:                                               ; preds = %78, %66
  %69 = load i32, ptr %8, align 8, !dbg !186, !tbaa !146
  br label %70, !dbg !187

70:                                               ; preds = %68, %39
  %71 = phi i32 [ %69, %68 ], [ %21, %39 ], !dbg !186
  %72 = zext nneg i32 %40 to i64, !dbg !188
  %73 = getelementptr inbounds [2 x %struct.ipc_msg], ptr %25, i64 0, i64 %72, !dbg !188
  store i32 %3, ptr %73, align 8, !dbg !189, !tbaa !190
  %74 = getelementptr inbounds i8, ptr %73, i64 4, !dbg !189
  store i32 %5, ptr %74, align 4, !dbg !189, !tbaa !190
  %75 = add nsw i32 %71, 1, !dbg !186
  store i32 %75, ptr %8, align 8, !dbg !186, !tbaa !146
  %76 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !191
  %77 = tail call i32 @pthread_cond_signal(ptr noundef nonnull %76) #7, !dbg !192
  br label %85

78:                                               ; preds = %47, %78
  %79 = phi i64 [ %81, %78 ], [ %48, %47 ]
    #dbg_value(i64 %79, !140, !DIExpression(), !177)
  %80 = getelementptr inbounds [2 x %struct.ipc_msg], ptr %25, i64 0, i64 %79, !dbg !179
  %81 = add nsw i64 %79, -1, !dbg !180
  %82 = getelementptr inbounds [2 x %struct.ipc_msg], ptr %25, i64 0, i64 %81, !dbg !181
  %83 = load i64, ptr %82, align 8, !dbg !181
  store i64 %83, ptr %80, align 8, !dbg !181
    #dbg_value(i64 %81, !140, !DIExpression(), !177)
  %84 = icmp sgt i64 %81, %44, !dbg !175
  br i1 %84, label %78, label %68, !dbg !178, !llvm.loop !193

85:                                               ; preds = %13, %20, %70
  %86 = phi i32 [ 0, %70 ], [ 1, %20 ], [ 1, %13 ], !dbg !142
  %87 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull %0) #7, !dbg !142
  ret i32 %86, !dbg !194
}

; Function Attrs: nounwind
declare !dbg !195 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

declare !dbg !200 i32 @pthread_cond_wait(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !206 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !207 i32 @pthread_cond_signal(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @ipc_receive(ptr noundef %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !210 {
    #dbg_value(ptr %0, !215, !DIExpression(), !219)
    #dbg_value(ptr %1, !216, !DIExpression(), !219)
  %3 = tail call i32 @pthread_mutex_lock(ptr noundef %0) #7, !dbg !220
  %4 = getelementptr inbounds i8, ptr %0, i64 136
  %5 = load i32, ptr %4, align 8, !dbg !221, !tbaa !146
  %6 = icmp eq i32 %5, 0, !dbg !222
  br i1 %6, label %7, label %17, !dbg !223

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 140
  %9 = getelementptr inbounds i8, ptr %0, i64 40
  br label %10, !dbg !223

10:                                               ; preds = %7, %13
  %11 = load i32, ptr %8, align 4, !dbg !224, !tbaa !153
  %12 = icmp eq i32 %11, 0, !dbg !225
  br i1 %12, label %13, label %36, !dbg !226

13:                                               ; preds = %10
  %14 = tail call i32 @pthread_cond_wait(ptr noundef nonnull %9, ptr noundef nonnull %0) #7, !dbg !227
  %15 = load i32, ptr %4, align 8, !dbg !221, !tbaa !146
  %16 = icmp eq i32 %15, 0, !dbg !222
  br i1 %16, label %10, label %17, !dbg !223, !llvm.loop !228

17:                                               ; preds = %13, %2
  %18 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !230
  %19 = load i64, ptr %18, align 8, !dbg !231
  store i64 %19, ptr %1, align 4, !dbg !231
    #dbg_value(i32 1, !217, !DIExpression(), !232)
  %20 = load i32, ptr %4, align 8, !tbaa !146
  %21 = icmp sgt i32 %20, 1, !dbg !233
  br i1 %21, label %24, label %22, !dbg !235

22:                                               ; preds = %17
  %23 = add nsw i32 %20, -1, !dbg !236
  br label %29, !dbg !235

24:                                               ; preds = %17
  %25 = getelementptr i8, ptr %0, i64 152, !dbg !235
  %26 = add nsw i32 %20, -1, !dbg !235
  %27 = zext nneg i32 %26 to i64, !dbg !235
  %28 = shl nuw nsw i64 %27, 3, !dbg !235
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %18, ptr align 8 %25, i64 %28, i1 false), !dbg !237
    #dbg_value(i64 poison, !217, !DIExpression(), !232)
  br label %29, !dbg !236

29:                                               ; preds = %22, %24
  %30 = phi i32 [ %23, %22 ], [ %26, %24 ], !dbg !236
  store i32 %30, ptr %4, align 8, !dbg !236, !tbaa !146
  %31 = sext i32 %30 to i64, !dbg !238
  %32 = getelementptr inbounds [2 x %struct.ipc_msg], ptr %18, i64 0, i64 %31, !dbg !238
  store i32 0, ptr %32, align 8, !dbg !239, !tbaa !170
  %33 = getelementptr inbounds [2 x %struct.ipc_msg], ptr %18, i64 0, i64 %31, i32 1, !dbg !240
  store i32 0, ptr %33, align 4, !dbg !241, !tbaa !242
  %34 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !243
  %35 = tail call i32 @pthread_cond_signal(ptr noundef nonnull %34) #7, !dbg !244
  br label %36, !dbg !245

36:                                               ; preds = %10, %29
  %37 = phi i32 [ 0, %29 ], [ 1, %10 ], !dbg !219
  %38 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull %0) #7, !dbg !219
  ret i32 %37, !dbg !246
}

; Function Attrs: nounwind uwtable
define dso_local void @ipc_close(ptr noundef %0) local_unnamed_addr #0 !dbg !247 {
    #dbg_value(ptr %0, !251, !DIExpression(), !252)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef %0) #7, !dbg !253
  %3 = getelementptr inbounds i8, ptr %0, i64 140, !dbg !254
  store i32 1, ptr %3, align 4, !dbg !255, !tbaa !153
  %4 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !256
  %5 = tail call i32 @pthread_cond_broadcast(ptr noundef nonnull %4) #7, !dbg !257
  %6 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !258
  %7 = tail call i32 @pthread_cond_broadcast(ptr noundef nonnull %6) #7, !dbg !259
  %8 = tail call i32 @pthread_mutex_unlock(ptr noundef %0) #7, !dbg !260
  ret void, !dbg !261
}

; Function Attrs: nounwind
declare !dbg !262 i32 @pthread_cond_broadcast(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @ipc_invariant() local_unnamed_addr #4 !dbg !263 {
  %1 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 136), align 8, !dbg !269
  %2 = icmp ugt i32 %1, 2, !dbg !271
  br i1 %2, label %10, label %3, !dbg !271

3:                                                ; preds = %0
    #dbg_value(i32 1, !267, !DIExpression(), !272)
  %4 = icmp eq i32 %1, 2, !dbg !273
  br i1 %4, label %5, label %10, !dbg !275

5:                                                ; preds = %3
  %6 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 152), align 8, !dbg !276, !tbaa !170
  %7 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 144), align 8, !dbg !278, !tbaa !170
    #dbg_value(i64 1, !267, !DIExpression(), !272)
  %8 = icmp sge i32 %7, %6, !dbg !279
    #dbg_value(i64 1, !267, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !272)
  %9 = zext i1 %8 to i32
  br label %10

10:                                               ; preds = %3, %5, %0
  %11 = phi i32 [ 0, %0 ], [ 1, %3 ], [ %9, %5 ], !dbg !280
  ret i32 %11, !dbg !281
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !282 {
  %1 = alloca i64, align 8, !DIAssignID !288
    #dbg_assign(i1 undef, !284, !DIExpression(), !288, ptr %1, !DIExpression(), !289)
  %2 = alloca i64, align 8, !DIAssignID !290
    #dbg_assign(i1 undef, !287, !DIExpression(), !290, ptr %2, !DIExpression(), !289)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #7, !dbg !291
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !291
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @producer, ptr noundef null) #7, !dbg !292
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @consumer, ptr noundef null) #7, !dbg !293
  %5 = load i64, ptr %1, align 8, !dbg !294, !tbaa !295
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #7, !dbg !297
  %7 = load i64, ptr %2, align 8, !dbg !298, !tbaa !295
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !299
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !300
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #7, !dbg !300
  ret i32 0, !dbg !301
}

; Function Attrs: nounwind
declare !dbg !302 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @producer(ptr nocapture readnone %0) #0 !dbg !322 {
    #dbg_value(ptr poison, !324, !DIExpression(), !331)
    #dbg_value(i32 0, !325, !DIExpression(), !332)
    #dbg_value(i64 0, !325, !DIExpression(), !332)
  %2 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !333
    #dbg_value(i1 %2, !327, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !334)
    #dbg_value(i64 1, !327, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !334)
  %3 = zext i1 %2 to i64, !dbg !335
  %4 = or disjoint i64 %3, 4294967296, !dbg !335
  %5 = tail call i32 @ipc_send(ptr noundef nonnull @queue, i64 %4), !dbg !335
    #dbg_value(i32 %5, !330, !DIExpression(), !334)
  %6 = icmp eq i32 %5, 0, !dbg !336
  br i1 %6, label %12, label %24, !dbg !339, !llvm.loop !340

7:                                                ; preds = %18
    #dbg_value(i64 3, !325, !DIExpression(), !332)
    #dbg_value(ptr @queue, !251, !DIExpression(), !343)
  %8 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @queue) #7, !dbg !345
  store i32 1, ptr getelementptr inbounds (i8, ptr @queue, i64 140), align 4, !dbg !346, !tbaa !153
  %9 = tail call i32 @pthread_cond_broadcast(ptr noundef nonnull getelementptr inbounds (i8, ptr @queue, i64 40)) #7, !dbg !347
  %10 = tail call i32 @pthread_cond_broadcast(ptr noundef nonnull getelementptr inbounds (i8, ptr @queue, i64 88)) #7, !dbg !348
  %11 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @queue) #7, !dbg !349
  ret ptr null, !dbg !350

12:                                               ; preds = %1
    #dbg_value(i64 1, !325, !DIExpression(), !332)
  %13 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !333
    #dbg_value(i1 %13, !327, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !334)
    #dbg_value(i64 2, !327, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !334)
  %14 = zext i1 %13 to i64, !dbg !335
  %15 = or disjoint i64 %14, 8589934592, !dbg !335
  %16 = tail call i32 @ipc_send(ptr noundef nonnull @queue, i64 %15), !dbg !335
    #dbg_value(i32 %16, !330, !DIExpression(), !334)
  %17 = icmp eq i32 %16, 0, !dbg !336
  br i1 %17, label %18, label %24, !dbg !339, !llvm.loop !340

18:                                               ; preds = %12
    #dbg_value(i64 2, !325, !DIExpression(), !332)
  %19 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !333
    #dbg_value(i1 %19, !327, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !334)
    #dbg_value(i64 3, !327, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !334)
  %20 = zext i1 %19 to i64, !dbg !335
  %21 = or disjoint i64 %20, 12884901888, !dbg !335
  %22 = tail call i32 @ipc_send(ptr noundef nonnull @queue, i64 %21), !dbg !335
    #dbg_value(i32 %22, !330, !DIExpression(), !334)
  %23 = icmp eq i32 %22, 0, !dbg !336
  br i1 %23, label %7, label %24, !dbg !339, !llvm.loop !340

24:                                               ; preds = %18, %12, %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 124, ptr noundef nonnull @__PRETTY_FUNCTION__.producer) #8, !dbg !336
  unreachable, !dbg !336
}

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @consumer(ptr nocapture readnone %0) #0 !dbg !351 {
  %2 = alloca [2 x i32], align 8, !DIAssignID !358
    #dbg_assign(i1 undef, !354, !DIExpression(), !358, ptr %2, !DIExpression(), !359)
    #dbg_value(ptr poison, !353, !DIExpression(), !359)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !360
  store i64 0, ptr %2, align 8, !dbg !361, !DIAssignID !362
    #dbg_assign(i64 0, !354, !DIExpression(), !362, ptr %2, !DIExpression(), !359)
    #dbg_value(i32 0, !356, !DIExpression(), !359)
  br label %3, !dbg !363

3:                                                ; preds = %40, %1
  %4 = phi i32 [ 0, %1 ], [ %41, %40 ], !dbg !359
    #dbg_value(i32 poison, !357, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !359)
    #dbg_value(i32 poison, !357, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !359)
    #dbg_value(i32 %4, !356, !DIExpression(), !359)
    #dbg_value(ptr @queue, !215, !DIExpression(), !364)
    #dbg_value(ptr undef, !216, !DIExpression(), !364)
  %5 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @queue) #7, !dbg !366
  %6 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 136), align 8, !dbg !367, !tbaa !146
  %7 = icmp eq i32 %6, 0, !dbg !368
  br i1 %7, label %8, label %15, !dbg !369

8:                                                ; preds = %3, %11
  %9 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 140), align 4, !dbg !370, !tbaa !153
  %10 = icmp eq i32 %9, 0, !dbg !371
  br i1 %10, label %11, label %42, !dbg !372

11:                                               ; preds = %8
  %12 = tail call i32 @pthread_cond_wait(ptr noundef nonnull getelementptr inbounds (i8, ptr @queue, i64 40), ptr noundef nonnull @queue) #7, !dbg !373
  %13 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 136), align 8, !dbg !367, !tbaa !146
  %14 = icmp eq i32 %13, 0, !dbg !368
  br i1 %14, label %8, label %15, !dbg !369, !llvm.loop !374

15:                                               ; preds = %11, %3
  %16 = phi i32 [ %6, %3 ], [ %13, %11 ]
  %17 = load i64, ptr getelementptr inbounds (i8, ptr @queue, i64 144), align 8, !dbg !376
  %18 = lshr i64 %17, 32, !dbg !376
  %19 = trunc nuw i64 %18 to i32, !dbg !376
    #dbg_value(i64 %17, !357, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !359)
    #dbg_value(i32 %19, !357, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !359)
    #dbg_value(i32 1, !217, !DIExpression(), !377)
  %20 = icmp sgt i32 %16, 1, !dbg !378
  %21 = add nsw i32 %16, -1, !dbg !364
  br i1 %20, label %22, label %25, !dbg !379

22:                                               ; preds = %15
  %23 = zext nneg i32 %21 to i64, !dbg !379
  %24 = shl nuw nsw i64 %23, 3, !dbg !379
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 getelementptr inbounds (i8, ptr @queue, i64 144), ptr nonnull align 8 getelementptr inbounds (i8, ptr @queue, i64 152), i64 %24, i1 false), !dbg !380
    #dbg_value(i64 poison, !217, !DIExpression(), !377)
  br label %25, !dbg !381

25:                                               ; preds = %15, %22
  store i32 %21, ptr getelementptr inbounds (i8, ptr @queue, i64 136), align 8, !dbg !381, !tbaa !146
  %26 = sext i32 %21 to i64, !dbg !382
  %27 = getelementptr inbounds [2 x %struct.ipc_msg], ptr getelementptr inbounds (i8, ptr @queue, i64 144), i64 0, i64 %26, !dbg !382
  store i32 0, ptr %27, align 8, !dbg !383, !tbaa !170
  %28 = getelementptr inbounds [2 x %struct.ipc_msg], ptr getelementptr inbounds (i8, ptr @queue, i64 144), i64 0, i64 %26, i32 1, !dbg !384
  store i32 0, ptr %28, align 4, !dbg !385, !tbaa !242
  %29 = tail call i32 @pthread_cond_signal(ptr noundef nonnull getelementptr inbounds (i8, ptr @queue, i64 88)) #7, !dbg !386
    #dbg_value(i64 %17, !357, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !359)
    #dbg_value(i32 %19, !357, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !359)
  %30 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @queue) #7, !dbg !364
  %31 = and i64 %17, 4294967294, !dbg !387
  %32 = icmp eq i64 %31, 0, !dbg !387
  br i1 %32, label %34, label %33, !dbg !387

33:                                               ; preds = %25
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 137, ptr noundef nonnull @__PRETTY_FUNCTION__.consumer) #8, !dbg !387
  unreachable, !dbg !387

34:                                               ; preds = %25
  %35 = and i64 %17, 1, !dbg !391
  %36 = getelementptr inbounds [2 x i32], ptr %2, i64 0, i64 %35, !dbg !391
  %37 = load i32, ptr %36, align 4, !dbg !391, !tbaa !190
  %38 = icmp slt i32 %37, %19, !dbg !391
  br i1 %38, label %40, label %39, !dbg !394

39:                                               ; preds = %34
  tail call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 138, ptr noundef nonnull @__PRETTY_FUNCTION__.consumer) #8, !dbg !391
  unreachable, !dbg !391

40:                                               ; preds = %34
  store i32 %19, ptr %36, align 4, !dbg !395, !tbaa !190
  %41 = add nuw nsw i32 %4, 1, !dbg !396
    #dbg_value(i32 %41, !356, !DIExpression(), !359)
  br label %3, !dbg !363, !llvm.loop !397

42:                                               ; preds = %8
    #dbg_value(i32 poison, !357, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !359)
    #dbg_value(i32 poison, !357, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !359)
  %43 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @queue) #7, !dbg !364
  %44 = icmp eq i32 %4, 3, !dbg !399
  br i1 %44, label %46, label %45, !dbg !402

45:                                               ; preds = %42
  tail call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 142, ptr noundef nonnull @__PRETTY_FUNCTION__.consumer) #8, !dbg !399
  unreachable, !dbg !399

46:                                               ; preds = %42
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !403
  ret ptr null, !dbg !404
}

declare !dbg !405 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !409 zeroext i1 @__VERIFIER_nondet_bool() local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !413 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!124, !125, !126, !127, !128, !129, !130}
!llvm.ident = !{!131}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "queue", scope: !2, file: !3, line: 46, type: !47, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ipc.c", directory: ".", checksumkind: CSK_MD5, checksum: "cc37933bc77a5f4086cbb2ce2aeb3616")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "ipc_status", file: !3, line: 30, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9}
!8 = !DIEnumerator(name: "IPC_OK", value: 0)
!9 = !DIEnumerator(name: "IPC_CLOSED", value: 1)
!10 = !{!11}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !{!0, !13, !19, !24, !30, !35, !37, !42}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 96, elements: !17)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{!18}
!18 = !DISubrange(count: 12)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 48, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 6)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 124, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 184, elements: !28)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!28 = !{!29}
!29 = !DISubrange(count: 23)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 137, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 272, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 34)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 137, type: !26, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 138, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 232, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 29)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 142, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 136, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 17)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ipc_queue", file: !3, line: 37, size: 1280, elements: !48)
!48 = !{!49, !81, !115, !116, !117, !118}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "lock", scope: !47, file: !3, line: 38, baseType: !50, size: 320)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !51, line: 72, baseType: !52)
!51 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!52 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !51, line: 67, size: 320, elements: !53)
!53 = !{!54, !75, !79}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !52, file: !51, line: 69, baseType: !55, size: 320)
!55 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !56, line: 22, size: 320, elements: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!57 = !{!58, !60, !61, !62, !63, !64, !66, !67}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !55, file: !56, line: 24, baseType: !59, size: 32)
!59 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !55, file: !56, line: 25, baseType: !6, size: 32, offset: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !55, file: !56, line: 26, baseType: !59, size: 32, offset: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !55, file: !56, line: 28, baseType: !6, size: 32, offset: 96)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !55, file: !56, line: 32, baseType: !59, size: 32, offset: 128)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !55, file: !56, line: 34, baseType: !65, size: 16, offset: 160)
!65 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !55, file: !56, line: 35, baseType: !65, size: 16, offset: 176)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !55, file: !56, line: 36, baseType: !68, size: 128, offset: 192)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !69, line: 55, baseType: !70)
!69 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!70 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !69, line: 51, size: 128, elements: !71)
!71 = !{!72, !74}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !70, file: !69, line: 53, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !70, file: !69, line: 54, baseType: !73, size: 64, offset: 64)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !52, file: !51, line: 70, baseType: !76, size: 320)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 320, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 40)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !52, file: !51, line: 71, baseType: !80, size: 64)
!80 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "not_empty", scope: !47, file: !3, line: 39, baseType: !82, size: 384, offset: 320)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !51, line: 80, baseType: !83)
!83 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !51, line: 75, size: 384, elements: !84)
!84 = !{!85, !109, !113}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !83, file: !51, line: 77, baseType: !86, size: 384)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !69, line: 94, size: 384, elements: !87)
!87 = !{!88, !100, !101, !105, !106, !107, !108}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !86, file: !69, line: 96, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !90, line: 33, baseType: !91)
!90 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: ".", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!91 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !90, line: 25, size: 64, elements: !92)
!92 = !{!93, !95}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !91, file: !90, line: 27, baseType: !94, size: 64)
!94 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !91, file: !90, line: 32, baseType: !96, size: 64)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !91, file: !90, line: 28, size: 64, elements: !97)
!97 = !{!98, !99}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !96, file: !90, line: 30, baseType: !6, size: 32)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !96, file: !90, line: 31, baseType: !6, size: 32, offset: 32)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !86, file: !69, line: 97, baseType: !89, size: 64, offset: 64)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !86, file: !69, line: 98, baseType: !102, size: 64, offset: 128)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 2)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !86, file: !69, line: 99, baseType: !102, size: 64, offset: 192)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !86, file: !69, line: 100, baseType: !6, size: 32, offset: 256)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !86, file: !69, line: 101, baseType: !6, size: 32, offset: 288)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !86, file: !69, line: 102, baseType: !102, size: 64, offset: 320)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !83, file: !51, line: 78, baseType: !110, size: 384)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 384, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 48)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !83, file: !51, line: 79, baseType: !114, size: 64)
!114 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "not_full", scope: !47, file: !3, line: 39, baseType: !82, size: 384, offset: 704)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !47, file: !3, line: 40, baseType: !59, size: 32, offset: 1088)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "closed", scope: !47, file: !3, line: 41, baseType: !59, size: 32, offset: 1120)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !47, file: !3, line: 42, baseType: !119, size: 128, offset: 1152)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !120, size: 128, elements: !103)
!120 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ipc_msg", file: !3, line: 32, size: 64, elements: !121)
!121 = !{!122, !123}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "prio", scope: !120, file: !3, line: 33, baseType: !59, size: 32)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "seq", scope: !120, file: !3, line: 34, baseType: !59, size: 32, offset: 32)
!124 = !{i32 7, !"Dwarf Version", i32 5}
!125 = !{i32 2, !"Debug Info Version", i32 3}
!126 = !{i32 1, !"wchar_size", i32 4}
!127 = !{i32 8, !"PIC Level", i32 2}
!128 = !{i32 7, !"PIE Level", i32 2}
!129 = !{i32 7, !"uwtable", i32 2}
!130 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!131 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!132 = distinct !DISubprogram(name: "ipc_send", scope: !3, file: !3, line: 50, type: !133, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !136)
!133 = !DISubroutineType(types: !134)
!134 = !{!59, !135, !120}
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!136 = !{!137, !138, !139, !140}
!137 = !DILocalVariable(name: "q", arg: 1, scope: !132, file: !3, line: 50, type: !135)
!138 = !DILocalVariable(name: "msg", arg: 2, scope: !132, file: !3, line: 50, type: !120)
!139 = !DILocalVariable(name: "at", scope: !132, file: !3, line: 59, type: !59)
!140 = !DILocalVariable(name: "k", scope: !141, file: !3, line: 66, type: !59)
!141 = distinct !DILexicalBlock(scope: !132, file: !3, line: 66, column: 5)
!142 = !DILocation(line: 0, scope: !132)
!143 = !DILocation(line: 52, column: 5, scope: !132)
!144 = !DILocation(line: 53, column: 29, scope: !132)
!145 = !DILocation(line: 53, column: 15, scope: !132)
!146 = !{!147, !150, i64 136}
!147 = !{!"ipc_queue", !148, i64 0, !148, i64 40, !148, i64 88, !150, i64 136, !150, i64 140, !148, i64 144}
!148 = !{!"omnipotent char", !149, i64 0}
!149 = !{!"Simple C/C++ TBAA"}
!150 = !{!"int", !148, i64 0}
!151 = !DILocation(line: 53, column: 17, scope: !132)
!152 = !DILocation(line: 53, column: 22, scope: !132)
!153 = !{!147, !150, i64 140}
!154 = !DILocation(line: 53, column: 25, scope: !132)
!155 = !DILocation(line: 53, column: 5, scope: !132)
!156 = !DILocation(line: 54, column: 9, scope: !132)
!157 = distinct !{!157, !155, !158, !159}
!158 = !DILocation(line: 54, column: 49, scope: !132)
!159 = !{!"llvm.loop.mustprogress"}
!160 = !DILocation(line: 55, column: 12, scope: !161)
!161 = distinct !DILexicalBlock(scope: !132, file: !3, line: 55, column: 9)
!162 = !DILocation(line: 55, column: 9, scope: !161)
!163 = !DILocation(line: 55, column: 9, scope: !132)
!164 = !DILocation(line: 63, column: 28, scope: !132)
!165 = !DILocation(line: 63, column: 15, scope: !132)
!166 = !DILocation(line: 63, column: 22, scope: !132)
!167 = !DILocation(line: 63, column: 5, scope: !132)
!168 = !DILocation(line: 63, column: 25, scope: !132)
!169 = !DILocation(line: 63, column: 37, scope: !132)
!170 = !{!171, !150, i64 0}
!171 = !{!"ipc_msg", !150, i64 0, !150, i64 4}
!172 = !DILocation(line: 63, column: 42, scope: !132)
!173 = !DILocation(line: 65, column: 11, scope: !132)
!174 = distinct !{!174, !167, !173, !159}
!175 = !DILocation(line: 66, column: 26, scope: !176)
!176 = distinct !DILexicalBlock(scope: !141, file: !3, line: 66, column: 5)
!177 = !DILocation(line: 0, scope: !141)
!178 = !DILocation(line: 66, column: 5, scope: !141)
!179 = !DILocation(line: 67, column: 9, scope: !176)
!180 = !DILocation(line: 67, column: 32, scope: !176)
!181 = !DILocation(line: 67, column: 22, scope: !176)
!182 = distinct !{!182, !178, !183, !159, !184, !185}
!183 = !DILocation(line: 67, column: 35, scope: !141)
!184 = !{!"llvm.loop.isvectorized", i32 1}
!185 = !{!"llvm.loop.unroll.runtime.disable"}
!186 = !DILocation(line: 69, column: 9, scope: !132)
!187 = !DILocation(line: 68, column: 8, scope: !132)
!188 = !DILocation(line: 68, column: 5, scope: !132)
!189 = !DILocation(line: 68, column: 19, scope: !132)
!190 = !{!150, !150, i64 0}
!191 = !DILocation(line: 70, column: 29, scope: !132)
!192 = !DILocation(line: 70, column: 5, scope: !132)
!193 = distinct !{!193, !178, !183, !159, !185, !184}
!194 = !DILocation(line: 73, column: 1, scope: !132)
!195 = !DISubprogram(name: "pthread_mutex_lock", scope: !196, file: !196, line: 794, type: !197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!196 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!197 = !DISubroutineType(types: !198)
!198 = !{!59, !199}
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!200 = !DISubprogram(name: "pthread_cond_wait", scope: !196, file: !196, line: 1133, type: !201, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!201 = !DISubroutineType(types: !202)
!202 = !{!59, !203, !205}
!203 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !204)
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!205 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !199)
!206 = !DISubprogram(name: "pthread_mutex_unlock", scope: !196, file: !196, line: 835, type: !197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!207 = !DISubprogram(name: "pthread_cond_signal", scope: !196, file: !196, line: 1121, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!208 = !DISubroutineType(types: !209)
!209 = !{!59, !204}
!210 = distinct !DISubprogram(name: "ipc_receive", scope: !3, file: !3, line: 76, type: !211, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !214)
!211 = !DISubroutineType(types: !212)
!212 = !{!59, !135, !213}
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!214 = !{!215, !216, !217}
!215 = !DILocalVariable(name: "q", arg: 1, scope: !210, file: !3, line: 76, type: !135)
!216 = !DILocalVariable(name: "out", arg: 2, scope: !210, file: !3, line: 76, type: !213)
!217 = !DILocalVariable(name: "k", scope: !218, file: !3, line: 86, type: !59)
!218 = distinct !DILexicalBlock(scope: !210, file: !3, line: 86, column: 5)
!219 = !DILocation(line: 0, scope: !210)
!220 = !DILocation(line: 78, column: 5, scope: !210)
!221 = !DILocation(line: 79, column: 15, scope: !210)
!222 = !DILocation(line: 79, column: 17, scope: !210)
!223 = !DILocation(line: 79, column: 22, scope: !210)
!224 = !DILocation(line: 79, column: 29, scope: !210)
!225 = !DILocation(line: 79, column: 25, scope: !210)
!226 = !DILocation(line: 79, column: 5, scope: !210)
!227 = !DILocation(line: 80, column: 9, scope: !210)
!228 = distinct !{!228, !226, !229, !159}
!229 = !DILocation(line: 80, column: 50, scope: !210)
!230 = !DILocation(line: 85, column: 15, scope: !210)
!231 = !DILocation(line: 85, column: 12, scope: !210)
!232 = !DILocation(line: 0, scope: !218)
!233 = !DILocation(line: 86, column: 23, scope: !234)
!234 = distinct !DILexicalBlock(scope: !218, file: !3, line: 86, column: 5)
!235 = !DILocation(line: 86, column: 5, scope: !218)
!236 = !DILocation(line: 88, column: 9, scope: !210)
!237 = !DILocation(line: 87, column: 26, scope: !234)
!238 = !DILocation(line: 89, column: 5, scope: !210)
!239 = !DILocation(line: 89, column: 24, scope: !210)
!240 = !DILocation(line: 90, column: 19, scope: !210)
!241 = !DILocation(line: 90, column: 23, scope: !210)
!242 = !{!171, !150, i64 4}
!243 = !DILocation(line: 91, column: 29, scope: !210)
!244 = !DILocation(line: 91, column: 5, scope: !210)
!245 = !DILocation(line: 93, column: 5, scope: !210)
!246 = !DILocation(line: 94, column: 1, scope: !210)
!247 = distinct !DISubprogram(name: "ipc_close", scope: !3, file: !3, line: 96, type: !248, scopeLine: 97, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !250)
!248 = !DISubroutineType(types: !249)
!249 = !{null, !135}
!250 = !{!251}
!251 = !DILocalVariable(name: "q", arg: 1, scope: !247, file: !3, line: 96, type: !135)
!252 = !DILocation(line: 0, scope: !247)
!253 = !DILocation(line: 98, column: 5, scope: !247)
!254 = !DILocation(line: 99, column: 8, scope: !247)
!255 = !DILocation(line: 99, column: 15, scope: !247)
!256 = !DILocation(line: 100, column: 32, scope: !247)
!257 = !DILocation(line: 100, column: 5, scope: !247)
!258 = !DILocation(line: 101, column: 32, scope: !247)
!259 = !DILocation(line: 101, column: 5, scope: !247)
!260 = !DILocation(line: 102, column: 5, scope: !247)
!261 = !DILocation(line: 103, column: 1, scope: !247)
!262 = !DISubprogram(name: "pthread_cond_broadcast", scope: !196, file: !196, line: 1125, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!263 = distinct !DISubprogram(name: "ipc_invariant", scope: !3, file: !3, line: 108, type: !264, scopeLine: 109, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !266)
!264 = !DISubroutineType(types: !265)
!265 = !{!59}
!266 = !{!267}
!267 = !DILocalVariable(name: "k", scope: !268, file: !3, line: 112, type: !59)
!268 = distinct !DILexicalBlock(scope: !263, file: !3, line: 112, column: 5)
!269 = !DILocation(line: 110, column: 15, scope: !270)
!270 = distinct !DILexicalBlock(scope: !263, file: !3, line: 110, column: 9)
!271 = !DILocation(line: 110, column: 21, scope: !270)
!272 = !DILocation(line: 0, scope: !268)
!273 = !DILocation(line: 112, column: 23, scope: !274)
!274 = distinct !DILexicalBlock(scope: !268, file: !3, line: 112, column: 5)
!275 = !DILocation(line: 112, column: 5, scope: !268)
!276 = !DILocation(line: 113, column: 52, scope: !277)
!277 = distinct !DILexicalBlock(scope: !274, file: !3, line: 113, column: 13)
!278 = !DILocation(line: 113, column: 31, scope: !277)
!279 = !DILocation(line: 113, column: 36, scope: !277)
!280 = !DILocation(line: 0, scope: !263)
!281 = !DILocation(line: 116, column: 1, scope: !263)
!282 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 146, type: !264, scopeLine: 147, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !283)
!283 = !{!284, !287}
!284 = !DILocalVariable(name: "p", scope: !282, file: !3, line: 148, type: !285)
!285 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !51, line: 27, baseType: !286)
!286 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!287 = !DILocalVariable(name: "c", scope: !282, file: !3, line: 148, type: !285)
!288 = distinct !DIAssignID()
!289 = !DILocation(line: 0, scope: !282)
!290 = distinct !DIAssignID()
!291 = !DILocation(line: 148, column: 5, scope: !282)
!292 = !DILocation(line: 149, column: 5, scope: !282)
!293 = !DILocation(line: 150, column: 5, scope: !282)
!294 = !DILocation(line: 151, column: 18, scope: !282)
!295 = !{!296, !296, i64 0}
!296 = !{!"long", !148, i64 0}
!297 = !DILocation(line: 151, column: 5, scope: !282)
!298 = !DILocation(line: 152, column: 18, scope: !282)
!299 = !DILocation(line: 152, column: 5, scope: !282)
!300 = !DILocation(line: 154, column: 1, scope: !282)
!301 = !DILocation(line: 153, column: 5, scope: !282)
!302 = !DISubprogram(name: "pthread_create", scope: !196, file: !196, line: 202, type: !303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!303 = !DISubroutineType(types: !304)
!304 = !{!59, !305, !307, !318, !321}
!305 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !306)
!306 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !285, size: 64)
!307 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !308)
!308 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !309, size: 64)
!309 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !310)
!310 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !51, line: 62, baseType: !311)
!311 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !51, line: 56, size: 448, elements: !312)
!312 = !{!313, !317}
!313 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !311, file: !51, line: 58, baseType: !314, size: 448)
!314 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 448, elements: !315)
!315 = !{!316}
!316 = !DISubrange(count: 56)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !311, file: !51, line: 59, baseType: !80, size: 64)
!318 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !319, size: 64)
!319 = !DISubroutineType(types: !320)
!320 = !{!11, !11}
!321 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
!322 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 118, type: !319, scopeLine: 119, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !323)
!323 = !{!324, !325, !327, !330}
!324 = !DILocalVariable(name: "arg", arg: 1, scope: !322, file: !3, line: 118, type: !11)
!325 = !DILocalVariable(name: "i", scope: !326, file: !3, line: 121, type: !59)
!326 = distinct !DILexicalBlock(scope: !322, file: !3, line: 121, column: 5)
!327 = !DILocalVariable(name: "msg", scope: !328, file: !3, line: 122, type: !120)
!328 = distinct !DILexicalBlock(scope: !329, file: !3, line: 121, column: 36)
!329 = distinct !DILexicalBlock(scope: !326, file: !3, line: 121, column: 5)
!330 = !DILocalVariable(name: "r", scope: !328, file: !3, line: 123, type: !59)
!331 = !DILocation(line: 0, scope: !322)
!332 = !DILocation(line: 0, scope: !326)
!333 = !DILocation(line: 122, column: 31, scope: !328)
!334 = !DILocation(line: 0, scope: !328)
!335 = !DILocation(line: 123, column: 17, scope: !328)
!336 = !DILocation(line: 124, column: 9, scope: !337)
!337 = distinct !DILexicalBlock(scope: !338, file: !3, line: 124, column: 9)
!338 = distinct !DILexicalBlock(scope: !328, file: !3, line: 124, column: 9)
!339 = !DILocation(line: 124, column: 9, scope: !338)
!340 = distinct !{!340, !341, !342, !159}
!341 = !DILocation(line: 121, column: 5, scope: !326)
!342 = !DILocation(line: 125, column: 5, scope: !326)
!343 = !DILocation(line: 0, scope: !247, inlinedAt: !344)
!344 = distinct !DILocation(line: 126, column: 5, scope: !322)
!345 = !DILocation(line: 98, column: 5, scope: !247, inlinedAt: !344)
!346 = !DILocation(line: 99, column: 15, scope: !247, inlinedAt: !344)
!347 = !DILocation(line: 100, column: 5, scope: !247, inlinedAt: !344)
!348 = !DILocation(line: 101, column: 5, scope: !247, inlinedAt: !344)
!349 = !DILocation(line: 102, column: 5, scope: !247, inlinedAt: !344)
!350 = !DILocation(line: 127, column: 5, scope: !322)
!351 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 130, type: !319, scopeLine: 131, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !352)
!352 = !{!353, !354, !356, !357}
!353 = !DILocalVariable(name: "arg", arg: 1, scope: !351, file: !3, line: 130, type: !11)
!354 = !DILocalVariable(name: "last_seq", scope: !351, file: !3, line: 133, type: !355)
!355 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 64, elements: !103)
!356 = !DILocalVariable(name: "received", scope: !351, file: !3, line: 134, type: !59)
!357 = !DILocalVariable(name: "msg", scope: !351, file: !3, line: 135, type: !120)
!358 = distinct !DIAssignID()
!359 = !DILocation(line: 0, scope: !351)
!360 = !DILocation(line: 133, column: 5, scope: !351)
!361 = !DILocation(line: 133, column: 9, scope: !351)
!362 = distinct !DIAssignID()
!363 = !DILocation(line: 136, column: 5, scope: !351)
!364 = !DILocation(line: 0, scope: !210, inlinedAt: !365)
!365 = distinct !DILocation(line: 136, column: 12, scope: !351)
!366 = !DILocation(line: 78, column: 5, scope: !210, inlinedAt: !365)
!367 = !DILocation(line: 79, column: 15, scope: !210, inlinedAt: !365)
!368 = !DILocation(line: 79, column: 17, scope: !210, inlinedAt: !365)
!369 = !DILocation(line: 79, column: 22, scope: !210, inlinedAt: !365)
!370 = !DILocation(line: 79, column: 29, scope: !210, inlinedAt: !365)
!371 = !DILocation(line: 79, column: 25, scope: !210, inlinedAt: !365)
!372 = !DILocation(line: 79, column: 5, scope: !210, inlinedAt: !365)
!373 = !DILocation(line: 80, column: 9, scope: !210, inlinedAt: !365)
!374 = distinct !{!374, !372, !375, !159}
!375 = !DILocation(line: 80, column: 50, scope: !210, inlinedAt: !365)
!376 = !DILocation(line: 85, column: 12, scope: !210, inlinedAt: !365)
!377 = !DILocation(line: 0, scope: !218, inlinedAt: !365)
!378 = !DILocation(line: 86, column: 23, scope: !234, inlinedAt: !365)
!379 = !DILocation(line: 86, column: 5, scope: !218, inlinedAt: !365)
!380 = !DILocation(line: 87, column: 26, scope: !234, inlinedAt: !365)
!381 = !DILocation(line: 88, column: 9, scope: !210, inlinedAt: !365)
!382 = !DILocation(line: 89, column: 5, scope: !210, inlinedAt: !365)
!383 = !DILocation(line: 89, column: 24, scope: !210, inlinedAt: !365)
!384 = !DILocation(line: 90, column: 19, scope: !210, inlinedAt: !365)
!385 = !DILocation(line: 90, column: 23, scope: !210, inlinedAt: !365)
!386 = !DILocation(line: 91, column: 5, scope: !210, inlinedAt: !365)
!387 = !DILocation(line: 137, column: 9, scope: !388)
!388 = distinct !DILexicalBlock(scope: !389, file: !3, line: 137, column: 9)
!389 = distinct !DILexicalBlock(scope: !390, file: !3, line: 137, column: 9)
!390 = distinct !DILexicalBlock(scope: !351, file: !3, line: 136, column: 49)
!391 = !DILocation(line: 138, column: 9, scope: !392)
!392 = distinct !DILexicalBlock(scope: !393, file: !3, line: 138, column: 9)
!393 = distinct !DILexicalBlock(scope: !390, file: !3, line: 138, column: 9)
!394 = !DILocation(line: 138, column: 9, scope: !393)
!395 = !DILocation(line: 139, column: 28, scope: !390)
!396 = !DILocation(line: 140, column: 17, scope: !390)
!397 = distinct !{!397, !363, !398, !159}
!398 = !DILocation(line: 141, column: 5, scope: !351)
!399 = !DILocation(line: 142, column: 5, scope: !400)
!400 = distinct !DILexicalBlock(scope: !401, file: !3, line: 142, column: 5)
!401 = distinct !DILexicalBlock(scope: !351, file: !3, line: 142, column: 5)
!402 = !DILocation(line: 142, column: 5, scope: !401)
!403 = !DILocation(line: 144, column: 1, scope: !351)
!404 = !DILocation(line: 143, column: 5, scope: !351)
!405 = !DISubprogram(name: "pthread_join", scope: !196, file: !196, line: 219, type: !406, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!406 = !DISubroutineType(types: !407)
!407 = !{!59, !285, !408}
!408 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!409 = !DISubprogram(name: "__VERIFIER_nondet_bool", scope: !3, file: !3, line: 28, type: !410, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!410 = !DISubroutineType(types: !411)
!411 = !{!412}
!412 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!413 = !DISubprogram(name: "__assert_fail", scope: !414, file: !414, line: 69, type: !415, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!414 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!415 = !DISubroutineType(types: !416)
!416 = !{null, !417, !417, !6, !417}
!417 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
