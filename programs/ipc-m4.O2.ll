; ModuleID = 'ipc.c'
source_filename = "ipc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.ipc_queue = type { %union.pthread_mutex_t, %union.pthread_cond_t, %union.pthread_cond_t, i32, i32, [4 x %struct.ipc_msg] }
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
define dso_local range(i32 0, 2) i32 @ipc_send(ptr noundef %0, i64 %1) local_unnamed_addr #0 !dbg !134 {
  %3 = trunc i64 %1 to i32
  %4 = lshr i64 %1, 32
  %5 = trunc nuw i64 %4 to i32
    #dbg_value(i32 %3, !140, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !144)
    #dbg_value(i32 %5, !140, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !144)
    #dbg_value(ptr %0, !139, !DIExpression(), !144)
  %6 = tail call i32 @pthread_mutex_lock(ptr noundef %0) #7, !dbg !145
  %7 = getelementptr inbounds i8, ptr %0, i64 140, !dbg !146
  %8 = getelementptr inbounds i8, ptr %0, i64 136
  %9 = load i32, ptr %8, align 8, !dbg !147, !tbaa !148
  %10 = icmp eq i32 %9, 4, !dbg !153
  br i1 %10, label %11, label %20, !dbg !154

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %0, i64 88
  br label %13, !dbg !154

13:                                               ; preds = %11, %16
  %14 = load i32, ptr %7, align 4, !dbg !146, !tbaa !155
  %15 = icmp eq i32 %14, 0, !dbg !156
  br i1 %15, label %16, label %85, !dbg !157

16:                                               ; preds = %13
  %17 = tail call i32 @pthread_cond_wait(ptr noundef nonnull %12, ptr noundef nonnull %0) #7, !dbg !158
  %18 = load i32, ptr %8, align 8, !dbg !147, !tbaa !148
  %19 = icmp eq i32 %18, 4, !dbg !153
  br i1 %19, label %13, label %20, !dbg !154, !llvm.loop !159

20:                                               ; preds = %16, %2
  %21 = phi i32 [ %9, %2 ], [ %18, %16 ]
  %22 = load i32, ptr %7, align 4, !dbg !162, !tbaa !155
  %23 = icmp eq i32 %22, 0, !dbg !164
  br i1 %23, label %24, label %85, !dbg !165

24:                                               ; preds = %20
  %25 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !166
    #dbg_value(i32 0, !141, !DIExpression(), !144)
  %26 = icmp sgt i32 %21, 0, !dbg !167
  br i1 %26, label %27, label %39, !dbg !168

27:                                               ; preds = %24
  %28 = zext nneg i32 %21 to i64, !dbg !167
  br label %29, !dbg !169

29:                                               ; preds = %27, %34
  %30 = phi i64 [ 0, %27 ], [ %35, %34 ]
    #dbg_value(i64 %30, !141, !DIExpression(), !144)
  %31 = getelementptr inbounds [4 x %struct.ipc_msg], ptr %25, i64 0, i64 %30, !dbg !170
  %32 = load i32, ptr %31, align 8, !dbg !171, !tbaa !172
  %33 = icmp slt i32 %32, %3, !dbg !174
  br i1 %33, label %37, label %34, !dbg !169

34:                                               ; preds = %29
  %35 = add nuw nsw i64 %30, 1, !dbg !175
    #dbg_value(i64 %35, !141, !DIExpression(), !144)
  %36 = icmp eq i64 %35, %28, !dbg !167
  br i1 %36, label %39, label %29, !dbg !168, !llvm.loop !176

37:                                               ; preds = %29
  %38 = trunc nuw nsw i64 %30 to i32
  br label %39, !dbg !177

39:                                               ; preds = %34, %37, %24
  %40 = phi i32 [ 0, %24 ], [ %38, %37 ], [ %21, %34 ], !dbg !144
    #dbg_value(i32 %21, !142, !DIExpression(), !179)
  %41 = icmp sgt i32 %21, %40, !dbg !177
  br i1 %41, label %42, label %70, !dbg !180

42:                                               ; preds = %39
  %43 = sext i32 %21 to i64, !dbg !180
  %44 = sext i32 %40 to i64, !dbg !180
  %45 = sub nsw i64 %43, %44, !dbg !180
  %46 = icmp ult i64 %45, 4, !dbg !180
  br i1 %46, label %47, label %49, !dbg !180

47:                                               ; preds = %66, %42
  %48 = phi i64 [ %43, %42 ], [ %51, %66 ]
  br label %78, !dbg !180

49:                                               ; preds = %42
  %50 = and i64 %45, -4, !dbg !180
  %51 = sub nsw i64 %43, %50, !dbg !180
  br label %52, !dbg !180

52:                                               ; preds = %52, %49
  %53 = phi i64 [ 0, %49 ], [ %64, %52 ]
  %54 = sub i64 %43, %53, !dbg !180
  %55 = getelementptr inbounds [4 x %struct.ipc_msg], ptr %25, i64 0, i64 %54, !dbg !181
  %56 = add nsw i64 %54, -1, !dbg !182
  %57 = getelementptr inbounds [4 x %struct.ipc_msg], ptr %25, i64 0, i64 %56, !dbg !183
  %58 = getelementptr inbounds i8, ptr %57, i64 -8, !dbg !183
  %59 = getelementptr inbounds i8, ptr %57, i64 -24, !dbg !183
  %60 = load <2 x i64>, ptr %58, align 8, !dbg !183
  %61 = load <2 x i64>, ptr %59, align 8, !dbg !183
  %62 = getelementptr inbounds i8, ptr %55, i64 -8, !dbg !183
  %63 = getelementptr inbounds i8, ptr %55, i64 -24, !dbg !183
  store <2 x i64> %60, ptr %62, align 8, !dbg !183
  store <2 x i64> %61, ptr %63, align 8, !dbg !183
  %64 = add nuw i64 %53, 4
  %65 = icmp eq i64 %64, %50
  br i1 %65, label %66, label %52, !llvm.loop !184

66:                                               ; preds = %52
  %67 = icmp eq i64 %45, %50, !dbg !180
  br i1 %67, label %68, label %47, !dbg !180

68:                                               ; preds = %78, %66
  %69 = load i32, ptr %8, align 8, !dbg !188, !tbaa !148
  br label %70, !dbg !189

70:                                               ; preds = %68, %39
  %71 = phi i32 [ %69, %68 ], [ %21, %39 ], !dbg !188
  %72 = zext nneg i32 %40 to i64, !dbg !190
  %73 = getelementptr inbounds [4 x %struct.ipc_msg], ptr %25, i64 0, i64 %72, !dbg !190
  store i32 %3, ptr %73, align 8, !dbg !191, !tbaa !192
  %74 = getelementptr inbounds i8, ptr %73, i64 4, !dbg !191
  store i32 %5, ptr %74, align 4, !dbg !191, !tbaa !192
  %75 = add nsw i32 %71, 1, !dbg !188
  store i32 %75, ptr %8, align 8, !dbg !188, !tbaa !148
  %76 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !193
  %77 = tail call i32 @pthread_cond_signal(ptr noundef nonnull %76) #7, !dbg !194
  br label %85

78:                                               ; preds = %47, %78
  %79 = phi i64 [ %81, %78 ], [ %48, %47 ]
    #dbg_value(i64 %79, !142, !DIExpression(), !179)
  %80 = getelementptr inbounds [4 x %struct.ipc_msg], ptr %25, i64 0, i64 %79, !dbg !181
  %81 = add nsw i64 %79, -1, !dbg !182
  %82 = getelementptr inbounds [4 x %struct.ipc_msg], ptr %25, i64 0, i64 %81, !dbg !183
  %83 = load i64, ptr %82, align 8, !dbg !183
  store i64 %83, ptr %80, align 8, !dbg !183
    #dbg_value(i64 %81, !142, !DIExpression(), !179)
  %84 = icmp sgt i64 %81, %44, !dbg !177
  br i1 %84, label %78, label %68, !dbg !180, !llvm.loop !195

85:                                               ; preds = %13, %20, %70
  %86 = phi i32 [ 0, %70 ], [ 1, %20 ], [ 1, %13 ], !dbg !144
  %87 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull %0) #7, !dbg !144
  ret i32 %86, !dbg !196
}

; Function Attrs: nounwind
declare !dbg !197 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

declare !dbg !202 i32 @pthread_cond_wait(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !208 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !209 i32 @pthread_cond_signal(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @ipc_receive(ptr noundef %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !212 {
    #dbg_value(ptr %0, !217, !DIExpression(), !221)
    #dbg_value(ptr %1, !218, !DIExpression(), !221)
  %3 = tail call i32 @pthread_mutex_lock(ptr noundef %0) #7, !dbg !222
  %4 = getelementptr inbounds i8, ptr %0, i64 136
  %5 = load i32, ptr %4, align 8, !dbg !223, !tbaa !148
  %6 = icmp eq i32 %5, 0, !dbg !224
  br i1 %6, label %7, label %17, !dbg !225

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %0, i64 140
  %9 = getelementptr inbounds i8, ptr %0, i64 40
  br label %10, !dbg !225

10:                                               ; preds = %7, %13
  %11 = load i32, ptr %8, align 4, !dbg !226, !tbaa !155
  %12 = icmp eq i32 %11, 0, !dbg !227
  br i1 %12, label %13, label %36, !dbg !228

13:                                               ; preds = %10
  %14 = tail call i32 @pthread_cond_wait(ptr noundef nonnull %9, ptr noundef nonnull %0) #7, !dbg !229
  %15 = load i32, ptr %4, align 8, !dbg !223, !tbaa !148
  %16 = icmp eq i32 %15, 0, !dbg !224
  br i1 %16, label %10, label %17, !dbg !225, !llvm.loop !230

17:                                               ; preds = %13, %2
  %18 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !232
  %19 = load i64, ptr %18, align 8, !dbg !233
  store i64 %19, ptr %1, align 4, !dbg !233
    #dbg_value(i32 1, !219, !DIExpression(), !234)
  %20 = load i32, ptr %4, align 8, !tbaa !148
  %21 = icmp sgt i32 %20, 1, !dbg !235
  br i1 %21, label %24, label %22, !dbg !237

22:                                               ; preds = %17
  %23 = add nsw i32 %20, -1, !dbg !238
  br label %29, !dbg !237

24:                                               ; preds = %17
  %25 = getelementptr i8, ptr %0, i64 152, !dbg !237
  %26 = add nsw i32 %20, -1, !dbg !237
  %27 = zext nneg i32 %26 to i64, !dbg !237
  %28 = shl nuw nsw i64 %27, 3, !dbg !237
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 %18, ptr align 8 %25, i64 %28, i1 false), !dbg !239
    #dbg_value(i64 poison, !219, !DIExpression(), !234)
  br label %29, !dbg !238

29:                                               ; preds = %22, %24
  %30 = phi i32 [ %23, %22 ], [ %26, %24 ], !dbg !238
  store i32 %30, ptr %4, align 8, !dbg !238, !tbaa !148
  %31 = sext i32 %30 to i64, !dbg !240
  %32 = getelementptr inbounds [4 x %struct.ipc_msg], ptr %18, i64 0, i64 %31, !dbg !240
  store i32 0, ptr %32, align 8, !dbg !241, !tbaa !172
  %33 = getelementptr inbounds [4 x %struct.ipc_msg], ptr %18, i64 0, i64 %31, i32 1, !dbg !242
  store i32 0, ptr %33, align 4, !dbg !243, !tbaa !244
  %34 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !245
  %35 = tail call i32 @pthread_cond_signal(ptr noundef nonnull %34) #7, !dbg !246
  br label %36, !dbg !247

36:                                               ; preds = %10, %29
  %37 = phi i32 [ 0, %29 ], [ 1, %10 ], !dbg !221
  %38 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull %0) #7, !dbg !221
  ret i32 %37, !dbg !248
}

; Function Attrs: nounwind uwtable
define dso_local void @ipc_close(ptr noundef %0) local_unnamed_addr #0 !dbg !249 {
    #dbg_value(ptr %0, !253, !DIExpression(), !254)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef %0) #7, !dbg !255
  %3 = getelementptr inbounds i8, ptr %0, i64 140, !dbg !256
  store i32 1, ptr %3, align 4, !dbg !257, !tbaa !155
  %4 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !258
  %5 = tail call i32 @pthread_cond_broadcast(ptr noundef nonnull %4) #7, !dbg !259
  %6 = getelementptr inbounds i8, ptr %0, i64 88, !dbg !260
  %7 = tail call i32 @pthread_cond_broadcast(ptr noundef nonnull %6) #7, !dbg !261
  %8 = tail call i32 @pthread_mutex_unlock(ptr noundef %0) #7, !dbg !262
  ret void, !dbg !263
}

; Function Attrs: nounwind
declare !dbg !264 i32 @pthread_cond_broadcast(ptr noundef) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @ipc_invariant() local_unnamed_addr #4 !dbg !265 {
  %1 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 136), align 8, !dbg !271
  %2 = icmp ugt i32 %1, 4, !dbg !273
  br i1 %2, label %25, label %3, !dbg !273

3:                                                ; preds = %0
    #dbg_value(i32 1, !269, !DIExpression(), !274)
  %4 = icmp ult i32 %1, 2, !dbg !275
  br i1 %4, label %25, label %5, !dbg !277

5:                                                ; preds = %3
  %6 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 144), align 8, !dbg !278, !tbaa !172
    #dbg_value(i64 1, !269, !DIExpression(), !274)
  %7 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 152), align 8, !dbg !280, !tbaa !172
  %8 = icmp slt i32 %6, %7, !dbg !281
  br i1 %8, label %25, label %9, !dbg !282

9:                                                ; preds = %5
    #dbg_value(i64 1, !269, !DIExpression(), !274)
    #dbg_value(i64 2, !269, !DIExpression(), !274)
  %10 = icmp eq i32 %1, 2, !dbg !275
  %11 = icmp eq i32 %1, 2, !dbg !275
  br i1 %11, label %22, label %12, !dbg !277, !llvm.loop !283

12:                                               ; preds = %9
    #dbg_value(i64 2, !269, !DIExpression(), !274)
  %13 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 160), align 8, !dbg !280, !tbaa !172
  %14 = icmp slt i32 %7, %13, !dbg !281
    #dbg_value(i64 2, !269, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !274)
  br i1 %14, label %22, label %15, !dbg !282, !llvm.loop !283

15:                                               ; preds = %12
    #dbg_value(i64 2, !269, !DIExpression(), !274)
    #dbg_value(i64 3, !269, !DIExpression(), !274)
  %16 = icmp ne i32 %1, 4, !dbg !275
  %17 = icmp eq i32 %1, 3, !dbg !275
    #dbg_value(i64 3, !269, !DIExpression(), !274)
  %18 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 168), align 8
  %19 = icmp slt i32 %13, %18
    #dbg_value(i64 3, !269, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !274)
  %20 = select i1 %17, i1 true, i1 %19, !dbg !277
  %21 = select i1 %20, i1 %16, i1 true, !dbg !277
  br label %22, !dbg !277, !llvm.loop !283

22:                                               ; preds = %15, %12, %9
  %23 = phi i1 [ %10, %12 ], [ %10, %9 ], [ %21, %15 ], !dbg !275
  %24 = zext i1 %23 to i32
  br label %25

25:                                               ; preds = %5, %22, %3, %0
  %26 = phi i32 [ 0, %0 ], [ 1, %3 ], [ 0, %5 ], [ %24, %22 ], !dbg !285
  ret i32 %26, !dbg !286
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !287 {
  %1 = alloca i64, align 8, !DIAssignID !293
    #dbg_assign(i1 undef, !289, !DIExpression(), !293, ptr %1, !DIExpression(), !294)
  %2 = alloca i64, align 8, !DIAssignID !295
    #dbg_assign(i1 undef, !292, !DIExpression(), !295, ptr %2, !DIExpression(), !294)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #7, !dbg !296
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !296
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @producer, ptr noundef null) #7, !dbg !297
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @consumer, ptr noundef null) #7, !dbg !298
  %5 = load i64, ptr %1, align 8, !dbg !299, !tbaa !300
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #7, !dbg !302
  %7 = load i64, ptr %2, align 8, !dbg !303, !tbaa !300
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !304
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !305
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #7, !dbg !305
  ret i32 0, !dbg !306
}

; Function Attrs: nounwind
declare !dbg !307 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @producer(ptr nocapture readnone %0) #0 !dbg !327 {
    #dbg_value(ptr poison, !329, !DIExpression(), !336)
    #dbg_value(i32 0, !330, !DIExpression(), !337)
    #dbg_value(i64 0, !330, !DIExpression(), !337)
  %2 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !338
    #dbg_value(i1 %2, !332, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !339)
    #dbg_value(i64 1, !332, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !339)
  %3 = zext i1 %2 to i64, !dbg !340
  %4 = or disjoint i64 %3, 4294967296, !dbg !340
  %5 = tail call i32 @ipc_send(ptr noundef nonnull @queue, i64 %4), !dbg !340
    #dbg_value(i32 %5, !335, !DIExpression(), !339)
  %6 = icmp eq i32 %5, 0, !dbg !341
  br i1 %6, label %12, label %36, !dbg !344, !llvm.loop !345

7:                                                ; preds = %30
    #dbg_value(i64 5, !330, !DIExpression(), !337)
    #dbg_value(ptr @queue, !253, !DIExpression(), !348)
  %8 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @queue) #7, !dbg !350
  store i32 1, ptr getelementptr inbounds (i8, ptr @queue, i64 140), align 4, !dbg !351, !tbaa !155
  %9 = tail call i32 @pthread_cond_broadcast(ptr noundef nonnull getelementptr inbounds (i8, ptr @queue, i64 40)) #7, !dbg !352
  %10 = tail call i32 @pthread_cond_broadcast(ptr noundef nonnull getelementptr inbounds (i8, ptr @queue, i64 88)) #7, !dbg !353
  %11 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @queue) #7, !dbg !354
  ret ptr null, !dbg !355

12:                                               ; preds = %1
    #dbg_value(i64 1, !330, !DIExpression(), !337)
  %13 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !338
    #dbg_value(i1 %13, !332, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !339)
    #dbg_value(i64 2, !332, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !339)
  %14 = zext i1 %13 to i64, !dbg !340
  %15 = or disjoint i64 %14, 8589934592, !dbg !340
  %16 = tail call i32 @ipc_send(ptr noundef nonnull @queue, i64 %15), !dbg !340
    #dbg_value(i32 %16, !335, !DIExpression(), !339)
  %17 = icmp eq i32 %16, 0, !dbg !341
  br i1 %17, label %18, label %36, !dbg !344, !llvm.loop !345

18:                                               ; preds = %12
    #dbg_value(i64 2, !330, !DIExpression(), !337)
  %19 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !338
    #dbg_value(i1 %19, !332, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !339)
    #dbg_value(i64 3, !332, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !339)
  %20 = zext i1 %19 to i64, !dbg !340
  %21 = or disjoint i64 %20, 12884901888, !dbg !340
  %22 = tail call i32 @ipc_send(ptr noundef nonnull @queue, i64 %21), !dbg !340
    #dbg_value(i32 %22, !335, !DIExpression(), !339)
  %23 = icmp eq i32 %22, 0, !dbg !341
  br i1 %23, label %24, label %36, !dbg !344, !llvm.loop !345

24:                                               ; preds = %18
    #dbg_value(i64 3, !330, !DIExpression(), !337)
  %25 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !338
    #dbg_value(i1 %25, !332, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !339)
    #dbg_value(i64 4, !332, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !339)
  %26 = zext i1 %25 to i64, !dbg !340
  %27 = or disjoint i64 %26, 17179869184, !dbg !340
  %28 = tail call i32 @ipc_send(ptr noundef nonnull @queue, i64 %27), !dbg !340
    #dbg_value(i32 %28, !335, !DIExpression(), !339)
  %29 = icmp eq i32 %28, 0, !dbg !341
  br i1 %29, label %30, label %36, !dbg !344, !llvm.loop !345

30:                                               ; preds = %24
    #dbg_value(i64 4, !330, !DIExpression(), !337)
  %31 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !338
    #dbg_value(i1 %31, !332, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !339)
    #dbg_value(i64 5, !332, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !339)
  %32 = zext i1 %31 to i64, !dbg !340
  %33 = or disjoint i64 %32, 21474836480, !dbg !340
  %34 = tail call i32 @ipc_send(ptr noundef nonnull @queue, i64 %33), !dbg !340
    #dbg_value(i32 %34, !335, !DIExpression(), !339)
  %35 = icmp eq i32 %34, 0, !dbg !341
  br i1 %35, label %7, label %36, !dbg !344, !llvm.loop !345

36:                                               ; preds = %30, %24, %18, %12, %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 124, ptr noundef nonnull @__PRETTY_FUNCTION__.producer) #8, !dbg !341
  unreachable, !dbg !341
}

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @consumer(ptr nocapture readnone %0) #0 !dbg !356 {
  %2 = alloca [2 x i32], align 8, !DIAssignID !363
    #dbg_assign(i1 undef, !359, !DIExpression(), !363, ptr %2, !DIExpression(), !364)
    #dbg_value(ptr poison, !358, !DIExpression(), !364)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !365
  store i64 0, ptr %2, align 8, !dbg !366, !DIAssignID !367
    #dbg_assign(i64 0, !359, !DIExpression(), !367, ptr %2, !DIExpression(), !364)
    #dbg_value(i32 0, !361, !DIExpression(), !364)
  br label %3, !dbg !368

3:                                                ; preds = %40, %1
  %4 = phi i32 [ 0, %1 ], [ %41, %40 ], !dbg !364
    #dbg_value(i32 poison, !362, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !364)
    #dbg_value(i32 poison, !362, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !364)
    #dbg_value(i32 %4, !361, !DIExpression(), !364)
    #dbg_value(ptr @queue, !217, !DIExpression(), !369)
    #dbg_value(ptr undef, !218, !DIExpression(), !369)
  %5 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @queue) #7, !dbg !371
  %6 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 136), align 8, !dbg !372, !tbaa !148
  %7 = icmp eq i32 %6, 0, !dbg !373
  br i1 %7, label %8, label %15, !dbg !374

8:                                                ; preds = %3, %11
  %9 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 140), align 4, !dbg !375, !tbaa !155
  %10 = icmp eq i32 %9, 0, !dbg !376
  br i1 %10, label %11, label %42, !dbg !377

11:                                               ; preds = %8
  %12 = tail call i32 @pthread_cond_wait(ptr noundef nonnull getelementptr inbounds (i8, ptr @queue, i64 40), ptr noundef nonnull @queue) #7, !dbg !378
  %13 = load i32, ptr getelementptr inbounds (i8, ptr @queue, i64 136), align 8, !dbg !372, !tbaa !148
  %14 = icmp eq i32 %13, 0, !dbg !373
  br i1 %14, label %8, label %15, !dbg !374, !llvm.loop !379

15:                                               ; preds = %11, %3
  %16 = phi i32 [ %6, %3 ], [ %13, %11 ]
  %17 = load i64, ptr getelementptr inbounds (i8, ptr @queue, i64 144), align 8, !dbg !381
  %18 = lshr i64 %17, 32, !dbg !381
  %19 = trunc nuw i64 %18 to i32, !dbg !381
    #dbg_value(i64 %17, !362, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !364)
    #dbg_value(i32 %19, !362, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !364)
    #dbg_value(i32 1, !219, !DIExpression(), !382)
  %20 = icmp sgt i32 %16, 1, !dbg !383
  %21 = add nsw i32 %16, -1, !dbg !369
  br i1 %20, label %22, label %25, !dbg !384

22:                                               ; preds = %15
  %23 = zext nneg i32 %21 to i64, !dbg !384
  %24 = shl nuw nsw i64 %23, 3, !dbg !384
  tail call void @llvm.memmove.p0.p0.i64(ptr nonnull align 8 getelementptr inbounds (i8, ptr @queue, i64 144), ptr nonnull align 8 getelementptr inbounds (i8, ptr @queue, i64 152), i64 %24, i1 false), !dbg !385
    #dbg_value(i64 poison, !219, !DIExpression(), !382)
  br label %25, !dbg !386

25:                                               ; preds = %15, %22
  store i32 %21, ptr getelementptr inbounds (i8, ptr @queue, i64 136), align 8, !dbg !386, !tbaa !148
  %26 = sext i32 %21 to i64, !dbg !387
  %27 = getelementptr inbounds [4 x %struct.ipc_msg], ptr getelementptr inbounds (i8, ptr @queue, i64 144), i64 0, i64 %26, !dbg !387
  store i32 0, ptr %27, align 8, !dbg !388, !tbaa !172
  %28 = getelementptr inbounds [4 x %struct.ipc_msg], ptr getelementptr inbounds (i8, ptr @queue, i64 144), i64 0, i64 %26, i32 1, !dbg !389
  store i32 0, ptr %28, align 4, !dbg !390, !tbaa !244
  %29 = tail call i32 @pthread_cond_signal(ptr noundef nonnull getelementptr inbounds (i8, ptr @queue, i64 88)) #7, !dbg !391
    #dbg_value(i64 %17, !362, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 32), !364)
    #dbg_value(i32 %19, !362, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !364)
  %30 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @queue) #7, !dbg !369
  %31 = and i64 %17, 4294967294, !dbg !392
  %32 = icmp eq i64 %31, 0, !dbg !392
  br i1 %32, label %34, label %33, !dbg !392

33:                                               ; preds = %25
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 137, ptr noundef nonnull @__PRETTY_FUNCTION__.consumer) #8, !dbg !392
  unreachable, !dbg !392

34:                                               ; preds = %25
  %35 = and i64 %17, 1, !dbg !396
  %36 = getelementptr inbounds [2 x i32], ptr %2, i64 0, i64 %35, !dbg !396
  %37 = load i32, ptr %36, align 4, !dbg !396, !tbaa !192
  %38 = icmp slt i32 %37, %19, !dbg !396
  br i1 %38, label %40, label %39, !dbg !399

39:                                               ; preds = %34
  tail call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 138, ptr noundef nonnull @__PRETTY_FUNCTION__.consumer) #8, !dbg !396
  unreachable, !dbg !396

40:                                               ; preds = %34
  store i32 %19, ptr %36, align 4, !dbg !400, !tbaa !192
  %41 = add nuw nsw i32 %4, 1, !dbg !401
    #dbg_value(i32 %41, !361, !DIExpression(), !364)
  br label %3, !dbg !368, !llvm.loop !402

42:                                               ; preds = %8
    #dbg_value(i32 poison, !362, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !364)
    #dbg_value(i32 poison, !362, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !364)
  %43 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @queue) #7, !dbg !369
  %44 = icmp eq i32 %4, 5, !dbg !404
  br i1 %44, label %46, label %45, !dbg !407

45:                                               ; preds = %42
  tail call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 142, ptr noundef nonnull @__PRETTY_FUNCTION__.consumer) #8, !dbg !404
  unreachable, !dbg !404

46:                                               ; preds = %42
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !408
  ret ptr null, !dbg !409
}

declare !dbg !410 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !414 zeroext i1 @__VERIFIER_nondet_bool() local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !418 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!126, !127, !128, !129, !130, !131, !132}
!llvm.ident = !{!133}

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
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ipc_queue", file: !3, line: 37, size: 1408, elements: !48)
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
!118 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !47, file: !3, line: 42, baseType: !119, size: 256, offset: 1152)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !120, size: 256, elements: !124)
!120 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ipc_msg", file: !3, line: 32, size: 64, elements: !121)
!121 = !{!122, !123}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "prio", scope: !120, file: !3, line: 33, baseType: !59, size: 32)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "seq", scope: !120, file: !3, line: 34, baseType: !59, size: 32, offset: 32)
!124 = !{!125}
!125 = !DISubrange(count: 4)
!126 = !{i32 7, !"Dwarf Version", i32 5}
!127 = !{i32 2, !"Debug Info Version", i32 3}
!128 = !{i32 1, !"wchar_size", i32 4}
!129 = !{i32 8, !"PIC Level", i32 2}
!130 = !{i32 7, !"PIE Level", i32 2}
!131 = !{i32 7, !"uwtable", i32 2}
!132 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!133 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!134 = distinct !DISubprogram(name: "ipc_send", scope: !3, file: !3, line: 50, type: !135, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !138)
!135 = !DISubroutineType(types: !136)
!136 = !{!59, !137, !120}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!138 = !{!139, !140, !141, !142}
!139 = !DILocalVariable(name: "q", arg: 1, scope: !134, file: !3, line: 50, type: !137)
!140 = !DILocalVariable(name: "msg", arg: 2, scope: !134, file: !3, line: 50, type: !120)
!141 = !DILocalVariable(name: "at", scope: !134, file: !3, line: 59, type: !59)
!142 = !DILocalVariable(name: "k", scope: !143, file: !3, line: 66, type: !59)
!143 = distinct !DILexicalBlock(scope: !134, file: !3, line: 66, column: 5)
!144 = !DILocation(line: 0, scope: !134)
!145 = !DILocation(line: 52, column: 5, scope: !134)
!146 = !DILocation(line: 53, column: 29, scope: !134)
!147 = !DILocation(line: 53, column: 15, scope: !134)
!148 = !{!149, !152, i64 136}
!149 = !{!"ipc_queue", !150, i64 0, !150, i64 40, !150, i64 88, !152, i64 136, !152, i64 140, !150, i64 144}
!150 = !{!"omnipotent char", !151, i64 0}
!151 = !{!"Simple C/C++ TBAA"}
!152 = !{!"int", !150, i64 0}
!153 = !DILocation(line: 53, column: 17, scope: !134)
!154 = !DILocation(line: 53, column: 22, scope: !134)
!155 = !{!149, !152, i64 140}
!156 = !DILocation(line: 53, column: 25, scope: !134)
!157 = !DILocation(line: 53, column: 5, scope: !134)
!158 = !DILocation(line: 54, column: 9, scope: !134)
!159 = distinct !{!159, !157, !160, !161}
!160 = !DILocation(line: 54, column: 49, scope: !134)
!161 = !{!"llvm.loop.mustprogress"}
!162 = !DILocation(line: 55, column: 12, scope: !163)
!163 = distinct !DILexicalBlock(scope: !134, file: !3, line: 55, column: 9)
!164 = !DILocation(line: 55, column: 9, scope: !163)
!165 = !DILocation(line: 55, column: 9, scope: !134)
!166 = !DILocation(line: 63, column: 28, scope: !134)
!167 = !DILocation(line: 63, column: 15, scope: !134)
!168 = !DILocation(line: 63, column: 22, scope: !134)
!169 = !DILocation(line: 63, column: 5, scope: !134)
!170 = !DILocation(line: 63, column: 25, scope: !134)
!171 = !DILocation(line: 63, column: 37, scope: !134)
!172 = !{!173, !152, i64 0}
!173 = !{!"ipc_msg", !152, i64 0, !152, i64 4}
!174 = !DILocation(line: 63, column: 42, scope: !134)
!175 = !DILocation(line: 65, column: 11, scope: !134)
!176 = distinct !{!176, !169, !175, !161}
!177 = !DILocation(line: 66, column: 26, scope: !178)
!178 = distinct !DILexicalBlock(scope: !143, file: !3, line: 66, column: 5)
!179 = !DILocation(line: 0, scope: !143)
!180 = !DILocation(line: 66, column: 5, scope: !143)
!181 = !DILocation(line: 67, column: 9, scope: !178)
!182 = !DILocation(line: 67, column: 32, scope: !178)
!183 = !DILocation(line: 67, column: 22, scope: !178)
!184 = distinct !{!184, !180, !185, !161, !186, !187}
!185 = !DILocation(line: 67, column: 35, scope: !143)
!186 = !{!"llvm.loop.isvectorized", i32 1}
!187 = !{!"llvm.loop.unroll.runtime.disable"}
!188 = !DILocation(line: 69, column: 9, scope: !134)
!189 = !DILocation(line: 68, column: 8, scope: !134)
!190 = !DILocation(line: 68, column: 5, scope: !134)
!191 = !DILocation(line: 68, column: 19, scope: !134)
!192 = !{!152, !152, i64 0}
!193 = !DILocation(line: 70, column: 29, scope: !134)
!194 = !DILocation(line: 70, column: 5, scope: !134)
!195 = distinct !{!195, !180, !185, !161, !187, !186}
!196 = !DILocation(line: 73, column: 1, scope: !134)
!197 = !DISubprogram(name: "pthread_mutex_lock", scope: !198, file: !198, line: 794, type: !199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!198 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!199 = !DISubroutineType(types: !200)
!200 = !{!59, !201}
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!202 = !DISubprogram(name: "pthread_cond_wait", scope: !198, file: !198, line: 1133, type: !203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!203 = !DISubroutineType(types: !204)
!204 = !{!59, !205, !207}
!205 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !206)
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!207 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !201)
!208 = !DISubprogram(name: "pthread_mutex_unlock", scope: !198, file: !198, line: 835, type: !199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!209 = !DISubprogram(name: "pthread_cond_signal", scope: !198, file: !198, line: 1121, type: !210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!210 = !DISubroutineType(types: !211)
!211 = !{!59, !206}
!212 = distinct !DISubprogram(name: "ipc_receive", scope: !3, file: !3, line: 76, type: !213, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !216)
!213 = !DISubroutineType(types: !214)
!214 = !{!59, !137, !215}
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!216 = !{!217, !218, !219}
!217 = !DILocalVariable(name: "q", arg: 1, scope: !212, file: !3, line: 76, type: !137)
!218 = !DILocalVariable(name: "out", arg: 2, scope: !212, file: !3, line: 76, type: !215)
!219 = !DILocalVariable(name: "k", scope: !220, file: !3, line: 86, type: !59)
!220 = distinct !DILexicalBlock(scope: !212, file: !3, line: 86, column: 5)
!221 = !DILocation(line: 0, scope: !212)
!222 = !DILocation(line: 78, column: 5, scope: !212)
!223 = !DILocation(line: 79, column: 15, scope: !212)
!224 = !DILocation(line: 79, column: 17, scope: !212)
!225 = !DILocation(line: 79, column: 22, scope: !212)
!226 = !DILocation(line: 79, column: 29, scope: !212)
!227 = !DILocation(line: 79, column: 25, scope: !212)
!228 = !DILocation(line: 79, column: 5, scope: !212)
!229 = !DILocation(line: 80, column: 9, scope: !212)
!230 = distinct !{!230, !228, !231, !161}
!231 = !DILocation(line: 80, column: 50, scope: !212)
!232 = !DILocation(line: 85, column: 15, scope: !212)
!233 = !DILocation(line: 85, column: 12, scope: !212)
!234 = !DILocation(line: 0, scope: !220)
!235 = !DILocation(line: 86, column: 23, scope: !236)
!236 = distinct !DILexicalBlock(scope: !220, file: !3, line: 86, column: 5)
!237 = !DILocation(line: 86, column: 5, scope: !220)
!238 = !DILocation(line: 88, column: 9, scope: !212)
!239 = !DILocation(line: 87, column: 26, scope: !236)
!240 = !DILocation(line: 89, column: 5, scope: !212)
!241 = !DILocation(line: 89, column: 24, scope: !212)
!242 = !DILocation(line: 90, column: 19, scope: !212)
!243 = !DILocation(line: 90, column: 23, scope: !212)
!244 = !{!173, !152, i64 4}
!245 = !DILocation(line: 91, column: 29, scope: !212)
!246 = !DILocation(line: 91, column: 5, scope: !212)
!247 = !DILocation(line: 93, column: 5, scope: !212)
!248 = !DILocation(line: 94, column: 1, scope: !212)
!249 = distinct !DISubprogram(name: "ipc_close", scope: !3, file: !3, line: 96, type: !250, scopeLine: 97, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !252)
!250 = !DISubroutineType(types: !251)
!251 = !{null, !137}
!252 = !{!253}
!253 = !DILocalVariable(name: "q", arg: 1, scope: !249, file: !3, line: 96, type: !137)
!254 = !DILocation(line: 0, scope: !249)
!255 = !DILocation(line: 98, column: 5, scope: !249)
!256 = !DILocation(line: 99, column: 8, scope: !249)
!257 = !DILocation(line: 99, column: 15, scope: !249)
!258 = !DILocation(line: 100, column: 32, scope: !249)
!259 = !DILocation(line: 100, column: 5, scope: !249)
!260 = !DILocation(line: 101, column: 32, scope: !249)
!261 = !DILocation(line: 101, column: 5, scope: !249)
!262 = !DILocation(line: 102, column: 5, scope: !249)
!263 = !DILocation(line: 103, column: 1, scope: !249)
!264 = !DISubprogram(name: "pthread_cond_broadcast", scope: !198, file: !198, line: 1125, type: !210, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!265 = distinct !DISubprogram(name: "ipc_invariant", scope: !3, file: !3, line: 108, type: !266, scopeLine: 109, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !268)
!266 = !DISubroutineType(types: !267)
!267 = !{!59}
!268 = !{!269}
!269 = !DILocalVariable(name: "k", scope: !270, file: !3, line: 112, type: !59)
!270 = distinct !DILexicalBlock(scope: !265, file: !3, line: 112, column: 5)
!271 = !DILocation(line: 110, column: 15, scope: !272)
!272 = distinct !DILexicalBlock(scope: !265, file: !3, line: 110, column: 9)
!273 = !DILocation(line: 110, column: 21, scope: !272)
!274 = !DILocation(line: 0, scope: !270)
!275 = !DILocation(line: 112, column: 23, scope: !276)
!276 = distinct !DILexicalBlock(scope: !270, file: !3, line: 112, column: 5)
!277 = !DILocation(line: 112, column: 5, scope: !270)
!278 = !DILocation(line: 113, column: 31, scope: !279)
!279 = distinct !DILexicalBlock(scope: !276, file: !3, line: 113, column: 13)
!280 = !DILocation(line: 113, column: 52, scope: !279)
!281 = !DILocation(line: 113, column: 36, scope: !279)
!282 = !DILocation(line: 113, column: 13, scope: !276)
!283 = distinct !{!283, !277, !284, !161}
!284 = !DILocation(line: 114, column: 20, scope: !270)
!285 = !DILocation(line: 0, scope: !265)
!286 = !DILocation(line: 116, column: 1, scope: !265)
!287 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 146, type: !266, scopeLine: 147, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !288)
!288 = !{!289, !292}
!289 = !DILocalVariable(name: "p", scope: !287, file: !3, line: 148, type: !290)
!290 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !51, line: 27, baseType: !291)
!291 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!292 = !DILocalVariable(name: "c", scope: !287, file: !3, line: 148, type: !290)
!293 = distinct !DIAssignID()
!294 = !DILocation(line: 0, scope: !287)
!295 = distinct !DIAssignID()
!296 = !DILocation(line: 148, column: 5, scope: !287)
!297 = !DILocation(line: 149, column: 5, scope: !287)
!298 = !DILocation(line: 150, column: 5, scope: !287)
!299 = !DILocation(line: 151, column: 18, scope: !287)
!300 = !{!301, !301, i64 0}
!301 = !{!"long", !150, i64 0}
!302 = !DILocation(line: 151, column: 5, scope: !287)
!303 = !DILocation(line: 152, column: 18, scope: !287)
!304 = !DILocation(line: 152, column: 5, scope: !287)
!305 = !DILocation(line: 154, column: 1, scope: !287)
!306 = !DILocation(line: 153, column: 5, scope: !287)
!307 = !DISubprogram(name: "pthread_create", scope: !198, file: !198, line: 202, type: !308, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!308 = !DISubroutineType(types: !309)
!309 = !{!59, !310, !312, !323, !326}
!310 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !311)
!311 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !290, size: 64)
!312 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !313)
!313 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !314, size: 64)
!314 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !315)
!315 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !51, line: 62, baseType: !316)
!316 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !51, line: 56, size: 448, elements: !317)
!317 = !{!318, !322}
!318 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !316, file: !51, line: 58, baseType: !319, size: 448)
!319 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 448, elements: !320)
!320 = !{!321}
!321 = !DISubrange(count: 56)
!322 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !316, file: !51, line: 59, baseType: !80, size: 64)
!323 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !324, size: 64)
!324 = !DISubroutineType(types: !325)
!325 = !{!11, !11}
!326 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
!327 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 118, type: !324, scopeLine: 119, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !328)
!328 = !{!329, !330, !332, !335}
!329 = !DILocalVariable(name: "arg", arg: 1, scope: !327, file: !3, line: 118, type: !11)
!330 = !DILocalVariable(name: "i", scope: !331, file: !3, line: 121, type: !59)
!331 = distinct !DILexicalBlock(scope: !327, file: !3, line: 121, column: 5)
!332 = !DILocalVariable(name: "msg", scope: !333, file: !3, line: 122, type: !120)
!333 = distinct !DILexicalBlock(scope: !334, file: !3, line: 121, column: 36)
!334 = distinct !DILexicalBlock(scope: !331, file: !3, line: 121, column: 5)
!335 = !DILocalVariable(name: "r", scope: !333, file: !3, line: 123, type: !59)
!336 = !DILocation(line: 0, scope: !327)
!337 = !DILocation(line: 0, scope: !331)
!338 = !DILocation(line: 122, column: 31, scope: !333)
!339 = !DILocation(line: 0, scope: !333)
!340 = !DILocation(line: 123, column: 17, scope: !333)
!341 = !DILocation(line: 124, column: 9, scope: !342)
!342 = distinct !DILexicalBlock(scope: !343, file: !3, line: 124, column: 9)
!343 = distinct !DILexicalBlock(scope: !333, file: !3, line: 124, column: 9)
!344 = !DILocation(line: 124, column: 9, scope: !343)
!345 = distinct !{!345, !346, !347, !161}
!346 = !DILocation(line: 121, column: 5, scope: !331)
!347 = !DILocation(line: 125, column: 5, scope: !331)
!348 = !DILocation(line: 0, scope: !249, inlinedAt: !349)
!349 = distinct !DILocation(line: 126, column: 5, scope: !327)
!350 = !DILocation(line: 98, column: 5, scope: !249, inlinedAt: !349)
!351 = !DILocation(line: 99, column: 15, scope: !249, inlinedAt: !349)
!352 = !DILocation(line: 100, column: 5, scope: !249, inlinedAt: !349)
!353 = !DILocation(line: 101, column: 5, scope: !249, inlinedAt: !349)
!354 = !DILocation(line: 102, column: 5, scope: !249, inlinedAt: !349)
!355 = !DILocation(line: 127, column: 5, scope: !327)
!356 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 130, type: !324, scopeLine: 131, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !357)
!357 = !{!358, !359, !361, !362}
!358 = !DILocalVariable(name: "arg", arg: 1, scope: !356, file: !3, line: 130, type: !11)
!359 = !DILocalVariable(name: "last_seq", scope: !356, file: !3, line: 133, type: !360)
!360 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 64, elements: !103)
!361 = !DILocalVariable(name: "received", scope: !356, file: !3, line: 134, type: !59)
!362 = !DILocalVariable(name: "msg", scope: !356, file: !3, line: 135, type: !120)
!363 = distinct !DIAssignID()
!364 = !DILocation(line: 0, scope: !356)
!365 = !DILocation(line: 133, column: 5, scope: !356)
!366 = !DILocation(line: 133, column: 9, scope: !356)
!367 = distinct !DIAssignID()
!368 = !DILocation(line: 136, column: 5, scope: !356)
!369 = !DILocation(line: 0, scope: !212, inlinedAt: !370)
!370 = distinct !DILocation(line: 136, column: 12, scope: !356)
!371 = !DILocation(line: 78, column: 5, scope: !212, inlinedAt: !370)
!372 = !DILocation(line: 79, column: 15, scope: !212, inlinedAt: !370)
!373 = !DILocation(line: 79, column: 17, scope: !212, inlinedAt: !370)
!374 = !DILocation(line: 79, column: 22, scope: !212, inlinedAt: !370)
!375 = !DILocation(line: 79, column: 29, scope: !212, inlinedAt: !370)
!376 = !DILocation(line: 79, column: 25, scope: !212, inlinedAt: !370)
!377 = !DILocation(line: 79, column: 5, scope: !212, inlinedAt: !370)
!378 = !DILocation(line: 80, column: 9, scope: !212, inlinedAt: !370)
!379 = distinct !{!379, !377, !380, !161}
!380 = !DILocation(line: 80, column: 50, scope: !212, inlinedAt: !370)
!381 = !DILocation(line: 85, column: 12, scope: !212, inlinedAt: !370)
!382 = !DILocation(line: 0, scope: !220, inlinedAt: !370)
!383 = !DILocation(line: 86, column: 23, scope: !236, inlinedAt: !370)
!384 = !DILocation(line: 86, column: 5, scope: !220, inlinedAt: !370)
!385 = !DILocation(line: 87, column: 26, scope: !236, inlinedAt: !370)
!386 = !DILocation(line: 88, column: 9, scope: !212, inlinedAt: !370)
!387 = !DILocation(line: 89, column: 5, scope: !212, inlinedAt: !370)
!388 = !DILocation(line: 89, column: 24, scope: !212, inlinedAt: !370)
!389 = !DILocation(line: 90, column: 19, scope: !212, inlinedAt: !370)
!390 = !DILocation(line: 90, column: 23, scope: !212, inlinedAt: !370)
!391 = !DILocation(line: 91, column: 5, scope: !212, inlinedAt: !370)
!392 = !DILocation(line: 137, column: 9, scope: !393)
!393 = distinct !DILexicalBlock(scope: !394, file: !3, line: 137, column: 9)
!394 = distinct !DILexicalBlock(scope: !395, file: !3, line: 137, column: 9)
!395 = distinct !DILexicalBlock(scope: !356, file: !3, line: 136, column: 49)
!396 = !DILocation(line: 138, column: 9, scope: !397)
!397 = distinct !DILexicalBlock(scope: !398, file: !3, line: 138, column: 9)
!398 = distinct !DILexicalBlock(scope: !395, file: !3, line: 138, column: 9)
!399 = !DILocation(line: 138, column: 9, scope: !398)
!400 = !DILocation(line: 139, column: 28, scope: !395)
!401 = !DILocation(line: 140, column: 17, scope: !395)
!402 = distinct !{!402, !368, !403, !161}
!403 = !DILocation(line: 141, column: 5, scope: !356)
!404 = !DILocation(line: 142, column: 5, scope: !405)
!405 = distinct !DILexicalBlock(scope: !406, file: !3, line: 142, column: 5)
!406 = distinct !DILexicalBlock(scope: !356, file: !3, line: 142, column: 5)
!407 = !DILocation(line: 142, column: 5, scope: !406)
!408 = !DILocation(line: 144, column: 1, scope: !356)
!409 = !DILocation(line: 143, column: 5, scope: !356)
!410 = !DISubprogram(name: "pthread_join", scope: !198, file: !198, line: 219, type: !411, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!411 = !DISubroutineType(types: !412)
!412 = !{!59, !290, !413}
!413 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!414 = !DISubprogram(name: "__VERIFIER_nondet_bool", scope: !3, file: !3, line: 28, type: !415, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!415 = !DISubroutineType(types: !416)
!416 = !{!417}
!417 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!418 = !DISubprogram(name: "__assert_fail", scope: !419, file: !419, line: 69, type: !420, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!419 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!420 = !DISubroutineType(types: !421)
!421 = !{null, !422, !422, !6, !422}
!422 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
