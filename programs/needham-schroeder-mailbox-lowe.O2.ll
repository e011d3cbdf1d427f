; ModuleID = 'needham_schroeder_mailbox.c'
source_filename = "needham_schroeder_mailbox.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%struct.mailbox_t = type { %union.pthread_cond_t, %union.pthread_cond_t, i32, %struct.msg_t }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%struct.msg_t = type { i32, i32, i32, i32, i32 }

@a_partner = internal unnamed_addr global i32 0, align 4, !dbg !0
@network = internal global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !18
@box = internal global [4 x %struct.mailbox_t] zeroinitializer, align 16, !dbg !52
@stirred = internal global %union.pthread_cond_t zeroinitializer, align 8, !dbg !105
@.str = private unnamed_addr constant [36 x i8] c"!(b_partner == A && a_partner != B)\00", align 1, !dbg !107
@.str.1 = private unnamed_addr constant [28 x i8] c"needham_schroeder_mailbox.c\00", align 1, !dbg !112
@__PRETTY_FUNCTION__.responder = private unnamed_addr constant [24 x i8] c"void *responder(void *)\00", align 1, !dbg !117
@known = internal unnamed_addr global i32 8, align 4, !dbg !125
@stored = internal unnamed_addr global [3 x %struct.msg_t] zeroinitializer, align 16, !dbg !127
@stored_next = internal unnamed_addr global i32 0, align 4, !dbg !132

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !142 {
  %1 = alloca i64, align 8, !DIAssignID !151
    #dbg_assign(i1 undef, !146, !DIExpression(), !151, ptr %1, !DIExpression(), !152)
  %2 = alloca i64, align 8, !DIAssignID !153
    #dbg_assign(i1 undef, !149, !DIExpression(), !153, ptr %2, !DIExpression(), !152)
  %3 = alloca i64, align 8, !DIAssignID !154
    #dbg_assign(i1 undef, !150, !DIExpression(), !154, ptr %3, !DIExpression(), !152)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #7, !dbg !155
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !155
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #7, !dbg !155
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @initiator, ptr noundef null) #7, !dbg !156
  %5 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @responder, ptr noundef null) #7, !dbg !157
  %6 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @intruder, ptr noundef null) #7, !dbg !158
  %7 = load i64, ptr %1, align 8, !dbg !159, !tbaa !160
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !164
  %9 = load i64, ptr %2, align 8, !dbg !165, !tbaa !160
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #7, !dbg !166
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #7, !dbg !167
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !167
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #7, !dbg !167
  ret i32 0, !dbg !168
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !169 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @initiator(ptr nocapture readnone %0) #0 !dbg !191 {
    #dbg_value(ptr poison, !193, !DIExpression(), !196)
  %2 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !197
  %3 = select i1 %2, i32 2, i32 3, !dbg !197
    #dbg_value(i32 %3, !194, !DIExpression(), !196)
  store i32 %3, ptr @a_partner, align 4, !dbg !198, !tbaa !199
    #dbg_value(i32 %3, !201, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !206)
    #dbg_value(i32 1, !201, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !206)
    #dbg_value(i32 1, !201, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !206)
    #dbg_value(i32 0, !201, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !206)
    #dbg_value(i32 1, !201, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !206)
    #dbg_value(i32 3, !208, !DIExpression(), !214)
    #dbg_declare(ptr poison, !213, !DIExpression(), !216)
  %4 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @network) #7, !dbg !217
  %5 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !218, !tbaa !219
  %6 = icmp eq i32 %5, 0, !dbg !222
  br i1 %6, label %11, label %7, !dbg !222

7:                                                ; preds = %1, %7
  %8 = tail call i32 @pthread_cond_wait(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 408), ptr noundef nonnull @network) #7, !dbg !223
  %9 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !218, !tbaa !219
  %10 = icmp eq i32 %9, 0, !dbg !222
  br i1 %10, label %11, label %7, !dbg !222, !llvm.loop !224

11:                                               ; preds = %7, %1
  store i32 %3, ptr getelementptr inbounds (i8, ptr @box, i64 460), align 4, !dbg !227
  store <4 x i32> <i32 1, i32 1, i32 0, i32 1>, ptr getelementptr inbounds (i8, ptr @box, i64 464), align 16, !dbg !227
  store i32 1, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !228, !tbaa !219
  %12 = tail call i32 @pthread_cond_signal(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 360)) #7, !dbg !229
  %13 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @stirred) #7, !dbg !230
  %14 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @network) #7, !dbg !232
  br label %15, !dbg !233

15:                                               ; preds = %23, %11
    #dbg_value(i32 1, !234, !DIExpression(), !240)
  %16 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @network) #7, !dbg !245, !noalias !246
  %17 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 216), align 8, !dbg !249, !tbaa !219, !noalias !246
  %18 = icmp eq i32 %17, 0, !dbg !250
  br i1 %18, label %19, label %23, !dbg !251

19:                                               ; preds = %15, %19
  %20 = tail call i32 @pthread_cond_wait(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 120), ptr noundef nonnull @network) #7, !dbg !252, !noalias !246
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 216), align 8, !dbg !249, !tbaa !219, !noalias !246
  %22 = icmp eq i32 %21, 0, !dbg !250
  br i1 %22, label %19, label %23, !dbg !251, !llvm.loop !253

23:                                               ; preds = %19, %15
  %24 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 220), align 4, !dbg !255, !tbaa !199
    #dbg_value(i32 %24, !239, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !240)
  %25 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 224), align 16, !dbg !255, !tbaa !199
    #dbg_value(i32 %25, !239, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !240)
  %26 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 228), align 4, !dbg !255, !tbaa !199
    #dbg_value(i32 %26, !239, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !240)
  %27 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 232), align 8, !dbg !255, !tbaa !199
    #dbg_value(i32 %27, !239, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !240)
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 236), align 4, !dbg !255, !tbaa !199
    #dbg_value(i32 %28, !239, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !240)
  store i32 0, ptr getelementptr inbounds (i8, ptr @box, i64 216), align 8, !dbg !256, !tbaa !219, !noalias !246
  %29 = tail call i32 @pthread_cond_signal(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 168)) #7, !dbg !257, !noalias !246
  %30 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @stirred) #7, !dbg !258, !noalias !246
  %31 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @network) #7, !dbg !259, !noalias !246
    #dbg_value(i32 %24, !195, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !196)
    #dbg_value(i32 %25, !195, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !196)
    #dbg_value(i32 %26, !195, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !196)
    #dbg_value(i32 %27, !195, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !196)
    #dbg_value(i32 %28, !195, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !196)
  %32 = icmp eq i32 %24, 1, !dbg !260
  %33 = icmp eq i32 %25, 2
  %34 = select i1 %32, i1 %33, i1 false, !dbg !262
  %35 = icmp eq i32 %26, 1
  %36 = select i1 %34, i1 %35, i1 false, !dbg !262
  %37 = icmp eq i32 %28, %3
  %38 = select i1 %36, i1 %37, i1 false, !dbg !262
  br i1 %38, label %39, label %15, !dbg !262, !llvm.loop !263

39:                                               ; preds = %23
    #dbg_value(i32 %3, !201, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !266)
    #dbg_value(i32 3, !201, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !266)
    #dbg_value(i32 %27, !201, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !266)
    #dbg_value(i32 0, !201, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !266)
    #dbg_value(i32 0, !201, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !266)
    #dbg_value(i32 3, !208, !DIExpression(), !268)
    #dbg_declare(ptr poison, !213, !DIExpression(), !270)
  %40 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @network) #7, !dbg !271
  %41 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !272, !tbaa !219
  %42 = icmp eq i32 %41, 0, !dbg !273
  br i1 %42, label %47, label %43, !dbg !273

43:                                               ; preds = %39, %43
  %44 = tail call i32 @pthread_cond_wait(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 408), ptr noundef nonnull @network) #7, !dbg !274
  %45 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !272, !tbaa !219
  %46 = icmp eq i32 %45, 0, !dbg !273
  br i1 %46, label %47, label %43, !dbg !273, !llvm.loop !275

47:                                               ; preds = %43, %39
  store i32 %3, ptr getelementptr inbounds (i8, ptr @box, i64 460), align 4, !dbg !277
  store i32 3, ptr getelementptr inbounds (i8, ptr @box, i64 464), align 16, !dbg !277
  store i32 %27, ptr getelementptr inbounds (i8, ptr @box, i64 468), align 4, !dbg !277
  store i32 0, ptr getelementptr inbounds (i8, ptr @box, i64 472), align 8, !dbg !277
  store i32 0, ptr getelementptr inbounds (i8, ptr @box, i64 476), align 4, !dbg !277
  store i32 1, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !278, !tbaa !219
  %48 = tail call i32 @pthread_cond_signal(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 360)) #7, !dbg !279
  %49 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @stirred) #7, !dbg !280
  %50 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @network) #7, !dbg !281
  ret ptr null, !dbg !282
}

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @responder(ptr nocapture readnone %0) #0 !dbg !283 {
    #dbg_value(ptr poison, !285, !DIExpression(), !288)
  br label %2, !dbg !289

2:                                                ; preds = %24, %1
    #dbg_value(i32 2, !234, !DIExpression(), !290)
  %3 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @network) #7, !dbg !295, !noalias !296
  %4 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 336), align 16, !dbg !299, !tbaa !219, !noalias !296
  %5 = icmp eq i32 %4, 0, !dbg !300
  br i1 %5, label %6, label %10, !dbg !301

6:                                                ; preds = %2, %6
  %7 = tail call i32 @pthread_cond_wait(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 240), ptr noundef nonnull @network) #7, !dbg !302, !noalias !296
  %8 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 336), align 16, !dbg !299, !tbaa !219, !noalias !296
  %9 = icmp eq i32 %8, 0, !dbg !300
  br i1 %9, label %6, label %10, !dbg !301, !llvm.loop !303

10:                                               ; preds = %6, %2
  %11 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 340), align 4, !dbg !305, !tbaa !199
    #dbg_value(i32 %11, !239, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !290)
  %12 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 344), align 8, !dbg !305, !tbaa !199
    #dbg_value(i32 %12, !239, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !290)
  %13 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 348), align 4, !dbg !305, !tbaa !199
    #dbg_value(i32 %13, !239, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !290)
    #dbg_value(i32 poison, !239, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !290)
  %14 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 356), align 4, !dbg !305, !tbaa !199
    #dbg_value(i32 %14, !239, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !290)
  store i32 0, ptr getelementptr inbounds (i8, ptr @box, i64 336), align 16, !dbg !306, !tbaa !219, !noalias !296
  %15 = tail call i32 @pthread_cond_signal(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 288)) #7, !dbg !307, !noalias !296
  %16 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @stirred) #7, !dbg !308, !noalias !296
  %17 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @network) #7, !dbg !309, !noalias !296
    #dbg_value(i32 %11, !286, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !288)
    #dbg_value(i32 %12, !286, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !288)
    #dbg_value(i32 %13, !286, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !288)
    #dbg_value(i32 poison, !286, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !288)
    #dbg_value(i32 %14, !286, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !288)
  %18 = icmp eq i32 %11, 2, !dbg !310
  %19 = icmp eq i32 %12, 1
  %20 = select i1 %18, i1 %19, i1 false, !dbg !312
  %21 = icmp ne i32 %13, 0
  %22 = select i1 %20, i1 %21, i1 false, !dbg !312
  br i1 %22, label %23, label %24, !dbg !312

23:                                               ; preds = %10
  switch i32 %14, label %24 [
    i32 3, label %25
    i32 1, label %25
  ], !dbg !313

24:                                               ; preds = %23, %10
  br label %2, !dbg !295, !llvm.loop !314

25:                                               ; preds = %23, %23
  %26 = icmp eq i32 %14, 1
    #dbg_value(i32 %14, !287, !DIExpression(), !288)
    #dbg_value(i32 %14, !201, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !317)
    #dbg_value(i32 2, !201, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !317)
    #dbg_value(i32 %13, !201, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !317)
    #dbg_value(i32 2, !201, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !317)
    #dbg_value(i32 2, !201, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !317)
    #dbg_value(i32 3, !208, !DIExpression(), !319)
    #dbg_declare(ptr poison, !213, !DIExpression(), !321)
  %27 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @network) #7, !dbg !322
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !323, !tbaa !219
  %29 = icmp eq i32 %28, 0, !dbg !324
  br i1 %29, label %34, label %30, !dbg !324

30:                                               ; preds = %25, %30
  %31 = tail call i32 @pthread_cond_wait(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 408), ptr noundef nonnull @network) #7, !dbg !325
  %32 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !323, !tbaa !219
  %33 = icmp eq i32 %32, 0, !dbg !324
  br i1 %33, label %34, label %30, !dbg !324, !llvm.loop !326

34:                                               ; preds = %30, %25
  store i32 %14, ptr getelementptr inbounds (i8, ptr @box, i64 460), align 4, !dbg !328
  store i32 2, ptr getelementptr inbounds (i8, ptr @box, i64 464), align 16, !dbg !328
  store i32 %13, ptr getelementptr inbounds (i8, ptr @box, i64 468), align 4, !dbg !328
  store i32 2, ptr getelementptr inbounds (i8, ptr @box, i64 472), align 8, !dbg !328
  store i32 2, ptr getelementptr inbounds (i8, ptr @box, i64 476), align 4, !dbg !328
  store i32 1, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !329, !tbaa !219
  %35 = tail call i32 @pthread_cond_signal(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 360)) #7, !dbg !330
  %36 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @stirred) #7, !dbg !331
  %37 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @network) #7, !dbg !332
  br label %38, !dbg !333

38:                                               ; preds = %46, %34
    #dbg_value(i32 2, !234, !DIExpression(), !334)
  %39 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @network) #7, !dbg !339, !noalias !340
  %40 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 336), align 16, !dbg !343, !tbaa !219, !noalias !340
  %41 = icmp eq i32 %40, 0, !dbg !344
  br i1 %41, label %42, label %46, !dbg !345

42:                                               ; preds = %38, %42
  %43 = tail call i32 @pthread_cond_wait(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 240), ptr noundef nonnull @network) #7, !dbg !346, !noalias !340
  %44 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 336), align 16, !dbg !343, !tbaa !219, !noalias !340
  %45 = icmp eq i32 %44, 0, !dbg !344
  br i1 %45, label %42, label %46, !dbg !345, !llvm.loop !347

46:                                               ; preds = %42, %38
  %47 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 340), align 4, !dbg !349, !tbaa !199
    #dbg_value(i32 %47, !239, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !334)
  %48 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 344), align 8, !dbg !349, !tbaa !199
    #dbg_value(i32 %48, !239, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !334)
  %49 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 348), align 4, !dbg !349, !tbaa !199
    #dbg_value(i32 %49, !239, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !334)
  store i32 0, ptr getelementptr inbounds (i8, ptr @box, i64 336), align 16, !dbg !350, !tbaa !219, !noalias !340
  %50 = tail call i32 @pthread_cond_signal(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 288)) #7, !dbg !351, !noalias !340
  %51 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @stirred) #7, !dbg !352, !noalias !340
  %52 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @network) #7, !dbg !353, !noalias !340
    #dbg_value(i32 %47, !286, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !288)
    #dbg_value(i32 %48, !286, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !288)
    #dbg_value(i32 %49, !286, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !288)
    #dbg_value(i32 poison, !286, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !288)
    #dbg_value(i32 poison, !286, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !288)
  %53 = icmp eq i32 %47, 2, !dbg !354
  %54 = icmp eq i32 %48, 3
  %55 = select i1 %53, i1 %54, i1 false, !dbg !356
  %56 = icmp eq i32 %49, 2
  %57 = select i1 %55, i1 %56, i1 false, !dbg !356
  br i1 %57, label %58, label %38, !dbg !356, !llvm.loop !357

58:                                               ; preds = %46
  %59 = load i32, ptr @a_partner, align 4, !dbg !360
  %60 = icmp ne i32 %59, 2, !dbg !360
  %61 = select i1 %26, i1 %60, i1 false, !dbg !360
  br i1 %61, label %62, label %63, !dbg !360

62:                                               ; preds = %58
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 144, ptr noundef nonnull @__PRETTY_FUNCTION__.responder) #8, !dbg !360
  unreachable, !dbg !360

63:                                               ; preds = %58
  ret ptr null, !dbg !363
}

; Function Attrs: noreturn nounwind uwtable
define internal noalias noundef nonnull ptr @intruder(ptr nocapture readnone %0) #3 !dbg !364 {
  %2 = alloca i32, align 8, !DIAssignID !375
    #dbg_assign(i1 undef, !374, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !375, ptr %2, !DIExpression(), !376)
  %3 = alloca i32, align 8, !DIAssignID !377
    #dbg_assign(i1 undef, !374, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !377, ptr %3, !DIExpression(), !376)
    #dbg_value(ptr poison, !366, !DIExpression(), !378)
  br label %4, !dbg !379

4:                                                ; preds = %89, %1
    #dbg_value(i32 poison, !380, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !384)
    #dbg_value(i32 poison, !374, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !376)
    #dbg_value(i32 poison, !380, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !384)
    #dbg_value(i32 poison, !374, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !376)
  %5 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @network) #7, !dbg !386
  %6 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !387, !tbaa !219
  %7 = icmp eq i32 %6, 0, !dbg !388
  %8 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 216), align 8
  %9 = icmp ne i32 %8, 0
  %10 = select i1 %7, i1 %9, i1 false, !dbg !389
  %11 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 336), align 16
  %12 = icmp ne i32 %11, 0
  %13 = select i1 %10, i1 %12, i1 false, !dbg !389
  br i1 %13, label %14, label %24, !dbg !389

14:                                               ; preds = %4, %14
  %15 = tail call i32 @pthread_cond_wait(ptr noundef nonnull @stirred, ptr noundef nonnull @network) #7, !dbg !390
  %16 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !387, !tbaa !219
  %17 = icmp eq i32 %16, 0, !dbg !388
  %18 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 216), align 8
  %19 = icmp ne i32 %18, 0
  %20 = select i1 %17, i1 %19, i1 false, !dbg !389
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 336), align 16
  %22 = icmp ne i32 %21, 0
  %23 = select i1 %20, i1 %22, i1 false, !dbg !389
  br i1 %23, label %14, label %24, !dbg !389, !llvm.loop !391

24:                                               ; preds = %14, %4
  %25 = phi i1 [ %7, %4 ], [ %17, %14 ], !dbg !388
  %26 = phi i1 [ %9, %4 ], [ %19, %14 ]
  %27 = phi i1 [ %12, %4 ], [ %22, %14 ]
  br i1 %25, label %90, label %28, !dbg !394

28:                                               ; preds = %24
  %29 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @box, i64 460), align 4, !dbg !395, !tbaa !199
  %30 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 476), align 4, !dbg !395, !tbaa !199
    #dbg_value(i32 poison, !367, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !396)
    #dbg_value(i32 poison, !367, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !396)
    #dbg_value(i32 poison, !367, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !396)
    #dbg_value(i32 poison, !367, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !396)
    #dbg_value(i32 %30, !367, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !396)
  store i32 0, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !397, !tbaa !219
  %31 = tail call i32 @pthread_cond_signal(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 408)) #7, !dbg !398
  %32 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @network) #7, !dbg !399
    #dbg_value(i32 poison, !400, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !405)
    #dbg_value(i32 poison, !407, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !413)
    #dbg_value(i32 poison, !400, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !405)
    #dbg_value(i32 poison, !407, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !413)
    #dbg_value(i32 poison, !400, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !405)
    #dbg_value(i32 poison, !407, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !413)
    #dbg_value(i32 poison, !400, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !405)
    #dbg_value(i32 poison, !407, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !413)
    #dbg_value(i32 %30, !400, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !405)
    #dbg_value(i32 %30, !407, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !413)
  %33 = extractelement <4 x i32> %29, i64 0, !dbg !417
  %34 = icmp eq i32 %33, 3, !dbg !417
  br i1 %34, label %44, label %35, !dbg !419

35:                                               ; preds = %28
    #dbg_value(i64 0, !403, !DIExpression(), !420)
    #dbg_value(i32 poison, !412, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !413)
    #dbg_value(i32 poison, !412, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !413)
    #dbg_value(i32 poison, !412, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !413)
    #dbg_value(i32 poison, !412, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !413)
    #dbg_value(i32 poison, !412, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !413)
  %36 = load <4 x i32>, ptr @stored, align 16, !dbg !421, !tbaa !199
  %37 = icmp eq <4 x i32> %36, %29, !dbg !422
  %38 = load i32, ptr getelementptr inbounds (i8, ptr @stored, i64 16), align 16
    #dbg_value(i32 %38, !412, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !413)
  %39 = icmp eq i32 %38, %30
  %40 = freeze <4 x i1> %37, !dbg !423
  %41 = bitcast <4 x i1> %40 to i4, !dbg !423
  %42 = icmp eq i4 %41, -1, !dbg !423
  %43 = select i1 %42, i1 %39, i1 false, !dbg !423
  br i1 %43, label %89, label %58, !dbg !423

44:                                               ; preds = %28
  %45 = extractelement <4 x i32> %29, i64 2, !dbg !424
  %46 = icmp eq i32 %45, 0, !dbg !424
  br i1 %46, label %51, label %47, !dbg !427

47:                                               ; preds = %44
  %48 = shl nuw i32 1, %45, !dbg !428
  %49 = load i32, ptr @known, align 4, !dbg !429, !tbaa !199
  %50 = or i32 %49, %48, !dbg !429
  store i32 %50, ptr @known, align 4, !dbg !429, !tbaa !199
  br label %51, !dbg !430

51:                                               ; preds = %47, %44
  %52 = extractelement <4 x i32> %29, i64 3, !dbg !431
  %53 = icmp eq i32 %52, 0, !dbg !431
  br i1 %53, label %89, label %54, !dbg !433

54:                                               ; preds = %51
  %55 = shl nuw i32 1, %52, !dbg !434
  %56 = load i32, ptr @known, align 4, !dbg !435, !tbaa !199
  %57 = or i32 %56, %55, !dbg !435
  store i32 %57, ptr @known, align 4, !dbg !435, !tbaa !199
  br label %89, !dbg !436

58:                                               ; preds = %35
    #dbg_value(i64 1, !403, !DIExpression(), !420)
    #dbg_value(i32 poison, !412, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !413)
    #dbg_value(i32 poison, !412, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !413)
    #dbg_value(i32 poison, !412, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !413)
    #dbg_value(i32 poison, !412, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !413)
    #dbg_value(i32 poison, !412, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !413)
  %59 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @stored, i64 20), align 4, !dbg !421, !tbaa !199
  %60 = icmp eq <4 x i32> %59, %29, !dbg !422
  %61 = load i32, ptr getelementptr inbounds (i8, ptr @stored, i64 36), align 4
    #dbg_value(i32 %61, !412, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !413)
  %62 = icmp eq i32 %61, %30
  %63 = freeze <4 x i1> %60, !dbg !423
  %64 = bitcast <4 x i1> %63 to i4, !dbg !423
  %65 = icmp eq i4 %64, -1, !dbg !423
  %66 = select i1 %65, i1 %62, i1 false, !dbg !423
  br i1 %66, label %89, label %67, !dbg !423

67:                                               ; preds = %58
    #dbg_value(i64 2, !403, !DIExpression(), !420)
    #dbg_value(i32 poison, !412, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !413)
    #dbg_value(i32 poison, !412, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !413)
    #dbg_value(i32 poison, !412, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !413)
  %68 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @stored, i64 40), align 8, !dbg !421, !tbaa !199
    #dbg_value(i32 poison, !412, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !413)
    #dbg_value(i32 poison, !412, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !413)
  %69 = icmp eq <4 x i32> %68, %29, !dbg !422
  %70 = load i32, ptr getelementptr inbounds (i8, ptr @stored, i64 56), align 8
    #dbg_value(i32 %70, !412, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !413)
  %71 = icmp eq i32 %70, %30
  %72 = freeze <4 x i1> %69, !dbg !423
  %73 = bitcast <4 x i1> %72 to i4, !dbg !423
  %74 = icmp eq i4 %73, -1, !dbg !423
  %75 = select i1 %74, i1 %71, i1 false, !dbg !423
  br i1 %75, label %89, label %76, !dbg !423

76:                                               ; preds = %67
    #dbg_value(i64 3, !403, !DIExpression(), !420)
  %77 = load i32, ptr @stored_next, align 4, !dbg !437, !tbaa !199
  %78 = zext nneg i32 %77 to i64, !dbg !438
  %79 = getelementptr inbounds [3 x %struct.msg_t], ptr @stored, i64 0, i64 %78, !dbg !438
  store i32 %33, ptr %79, align 4, !dbg !439, !tbaa !199
  %80 = getelementptr inbounds i8, ptr %79, i64 4, !dbg !439
  %81 = extractelement <4 x i32> %29, i64 1, !dbg !439
  store i32 %81, ptr %80, align 4, !dbg !439, !tbaa !199
  %82 = getelementptr inbounds i8, ptr %79, i64 8, !dbg !439
  %83 = extractelement <4 x i32> %29, i64 2, !dbg !439
  store i32 %83, ptr %82, align 4, !dbg !439, !tbaa !199
  %84 = getelementptr inbounds i8, ptr %79, i64 12, !dbg !439
  %85 = extractelement <4 x i32> %29, i64 3, !dbg !439
  store i32 %85, ptr %84, align 4, !dbg !439, !tbaa !199
  %86 = getelementptr inbounds i8, ptr %79, i64 16, !dbg !439
  store i32 %30, ptr %86, align 4, !dbg !439, !tbaa !199
  %87 = add nuw nsw i32 %77, 1, !dbg !440
  %88 = urem i32 %87, 3, !dbg !441
  store i32 %88, ptr @stored_next, align 4, !dbg !442, !tbaa !199
  br label %89, !dbg !443

89:                                               ; preds = %76, %67, %58, %54, %51, %35, %232
  br label %4, !dbg !386, !llvm.loop !444

90:                                               ; preds = %24
  %91 = select i1 %26, i1 true, i1 %27, !dbg !447
  %92 = select i1 %26, i32 2, i32 1, !dbg !447
  br i1 %91, label %96, label %93, !dbg !447

93:                                               ; preds = %90
  %94 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !448
  %95 = select i1 %94, i32 1, i32 2, !dbg !448
  br label %96, !dbg !449

96:                                               ; preds = %90, %93
  %97 = phi i32 [ %92, %90 ], [ %95, %93 ], !dbg !447
    #dbg_value(i32 %97, !373, !DIExpression(), !376)
  %98 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @network) #7, !dbg !450
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2), !dbg !451
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !451
    #dbg_value(i32 %97, !452, !DIExpression(), !459)
    #dbg_value(i64 0, !457, !DIExpression(), !461)
  %99 = load i32, ptr @stored, align 16, !dbg !462, !tbaa !465
  %100 = icmp ne i32 %99, %97, !dbg !466
    #dbg_value(i64 1, !457, !DIExpression(), !461)
  %101 = load i32, ptr getelementptr inbounds (i8, ptr @stored, i64 20), align 4
  %102 = icmp ne i32 %101, %97
    #dbg_value(i64 1, !457, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !461)
  %103 = select i1 %100, i1 %102, i1 false
    #dbg_value(i64 2, !457, !DIExpression(), !461)
  %104 = load i32, ptr getelementptr inbounds (i8, ptr @stored, i64 40), align 8
  %105 = icmp ne i32 %104, %97
    #dbg_value(i64 2, !457, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !461)
  %106 = select i1 %103, i1 %105, i1 false, !dbg !467
  br i1 %106, label %141, label %107, !dbg !468

107:                                              ; preds = %96
  %108 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !469
  br i1 %108, label %141, label %109, !dbg !467

109:                                              ; preds = %107
    #dbg_value(i32 %97, !470, !DIExpression(), !478)
    #dbg_value(i32 0, !473, !DIExpression(), !478)
    #dbg_value(i64 1, !474, !DIExpression(), !480)
  %110 = load i32, ptr getelementptr inbounds (i8, ptr @stored, i64 20), align 4, !dbg !481, !tbaa !465, !noalias !484
  %111 = icmp eq i32 %110, %97, !dbg !487
  %112 = zext i1 %111 to i32, !dbg !488
    #dbg_value(i32 %112, !473, !DIExpression(), !478)
    #dbg_value(i64 2, !474, !DIExpression(), !480)
  %113 = load i32, ptr getelementptr inbounds (i8, ptr @stored, i64 40), align 8, !dbg !481, !tbaa !465, !noalias !484
  %114 = icmp eq i32 %113, %97, !dbg !487
  %115 = select i1 %114, i32 2, i32 %112, !dbg !488
    #dbg_value(i32 %115, !473, !DIExpression(), !478)
    #dbg_value(i64 3, !474, !DIExpression(), !480)
    #dbg_value(i32 0, !476, !DIExpression(), !489)
  %116 = icmp eq i32 %115, 0, !dbg !490
  br i1 %116, label %129, label %117, !dbg !492

117:                                              ; preds = %109
  %118 = zext nneg i32 %115 to i64, !dbg !490
  br label %119, !dbg !492

119:                                              ; preds = %126, %117
  %120 = phi i64 [ 0, %117 ], [ %127, %126 ]
    #dbg_value(i64 %120, !476, !DIExpression(), !489)
  %121 = getelementptr inbounds [3 x %struct.msg_t], ptr @stored, i64 0, i64 %120, !dbg !493
  %122 = load i32, ptr %121, align 4, !dbg !495, !tbaa !465, !noalias !484
  %123 = icmp eq i32 %122, %97, !dbg !496
  br i1 %123, label %124, label %126, !dbg !497

124:                                              ; preds = %119
  %125 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !498, !noalias !484
  br i1 %125, label %132, label %126, !dbg !499

126:                                              ; preds = %124, %119
  %127 = add nuw nsw i64 %120, 1, !dbg !500
    #dbg_value(i64 %127, !476, !DIExpression(), !489)
  %128 = icmp eq i64 %127, %118, !dbg !490
  br i1 %128, label %129, label %119, !dbg !492, !llvm.loop !501

129:                                              ; preds = %126, %109
  %130 = phi i64 [ 0, %109 ], [ %118, %126 ], !dbg !503
  %131 = getelementptr inbounds [3 x %struct.msg_t], ptr @stored, i64 0, i64 %130, !dbg !503
  br label %132, !dbg !504

132:                                              ; preds = %124, %129
  %133 = phi ptr [ %131, %129 ], [ %121, %124 ]
  %134 = load i32, ptr %133, align 4, !dbg !478
    #dbg_value(i32 %134, !380, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !384)
  %135 = getelementptr inbounds i8, ptr %133, i64 4, !dbg !478
  %136 = load i32, ptr %135, align 4, !dbg !478
    #dbg_value(i32 %136, !380, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !384)
  %137 = getelementptr inbounds i8, ptr %133, i64 8, !dbg !478
    #dbg_value(i32 poison, !380, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !384)
  %138 = getelementptr inbounds i8, ptr %133, i64 12, !dbg !478
  %139 = load i32, ptr %138, align 4, !dbg !478
    #dbg_value(i32 %139, !380, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !384)
  %140 = getelementptr inbounds i8, ptr %133, i64 16, !dbg !478
    #dbg_value(i32 poison, !380, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !384)
    #dbg_value(i32 %134, !374, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !376)
    #dbg_value(i32 %136, !374, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !376)
    #dbg_assign(i32 poison, !374, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !505, ptr %2, !DIExpression(), !376)
    #dbg_value(i32 %139, !374, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !376)
    #dbg_assign(i32 poison, !374, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !506, ptr %3, !DIExpression(), !376)
  br label %212, !dbg !467

141:                                              ; preds = %107, %96
  tail call void @llvm.experimental.noalias.scope.decl(metadata !507), !dbg !510
    #dbg_value(i32 %97, !383, !DIExpression(), !384)
    #dbg_value(i32 0, !380, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !384)
    #dbg_value(i32 0, !380, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !384)
  store i32 0, ptr %2, align 8, !dbg !511, !alias.scope !507, !DIAssignID !512
    #dbg_value(i32 0, !380, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !384)
    #dbg_value(i32 0, !380, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !384)
  store i32 0, ptr %3, align 8, !dbg !511, !alias.scope !507, !DIAssignID !513
    #dbg_value(i32 0, !374, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !376)
    #dbg_assign(i32 0, !374, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !512, ptr %2, !DIExpression(), !376)
    #dbg_value(i32 0, !374, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !376)
    #dbg_assign(i32 0, !374, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !513, ptr %3, !DIExpression(), !376)
    #dbg_value(i32 %97, !380, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !384)
    #dbg_value(i32 %97, !374, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !376)
  %142 = icmp eq i32 %97, 1, !dbg !514
  br i1 %142, label %143, label %174, !dbg !516

143:                                              ; preds = %141
    #dbg_value(i32 2, !380, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !384)
    #dbg_value(i32 2, !374, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !376)
    #dbg_value(i32 1, !517, !DIExpression(), !521)
  %144 = load i32, ptr @known, align 4, !dbg !524, !tbaa !199, !noalias !507
  %145 = and i32 %144, 2, !dbg !527
  %146 = icmp eq i32 %145, 0, !dbg !527
  br i1 %146, label %151, label %147, !dbg !528

147:                                              ; preds = %143
  %148 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !529, !noalias !507
  br i1 %148, label %149, label %158, !dbg !530

149:                                              ; preds = %147
  %150 = load i32, ptr @known, align 4, !dbg !524, !tbaa !199, !noalias !507
  br label %151, !dbg !530

151:                                              ; preds = %149, %143
  %152 = phi i32 [ %150, %149 ], [ %144, %143 ], !dbg !524
    #dbg_value(i32 2, !517, !DIExpression(), !521)
  %153 = and i32 %152, 4, !dbg !527
  %154 = icmp eq i32 %153, 0, !dbg !527
  br i1 %154, label %157, label %155, !dbg !528

155:                                              ; preds = %151
  %156 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !529, !noalias !507
  br i1 %156, label %157, label %158, !dbg !530

157:                                              ; preds = %155, %151
    #dbg_value(i32 3, !517, !DIExpression(), !521)
  br label %158

158:                                              ; preds = %157, %155, %147
  %159 = phi i32 [ 1, %147 ], [ 2, %155 ], [ 3, %157 ]
    #dbg_value(i32 %159, !380, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !384)
  store i32 %159, ptr %2, align 8, !dbg !531, !tbaa !532, !alias.scope !507, !DIAssignID !533
    #dbg_assign(i32 %159, !374, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !533, ptr %2, !DIExpression(), !376)
    #dbg_value(i32 1, !517, !DIExpression(), !534)
  %160 = load i32, ptr @known, align 4, !dbg !536, !tbaa !199, !noalias !507
  %161 = and i32 %160, 2, !dbg !537
  %162 = icmp eq i32 %161, 0, !dbg !537
  br i1 %162, label %167, label %163, !dbg !538

163:                                              ; preds = %158
  %164 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !539, !noalias !507
  br i1 %164, label %165, label %207, !dbg !540

165:                                              ; preds = %163
  %166 = load i32, ptr @known, align 4, !dbg !536, !tbaa !199, !noalias !507
  br label %167, !dbg !540

167:                                              ; preds = %165, %158
  %168 = phi i32 [ %166, %165 ], [ %160, %158 ], !dbg !536
    #dbg_value(i32 2, !517, !DIExpression(), !534)
  %169 = and i32 %168, 4, !dbg !537
  %170 = icmp eq i32 %169, 0, !dbg !537
  br i1 %170, label %173, label %171, !dbg !538

171:                                              ; preds = %167
  %172 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !539, !noalias !507
  br i1 %172, label %173, label %207, !dbg !540

173:                                              ; preds = %171, %167
    #dbg_value(i32 3, !517, !DIExpression(), !534)
  br label %207

174:                                              ; preds = %141
  %175 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !541, !noalias !507
    #dbg_value(i32 1, !517, !DIExpression(), !543)
    #dbg_value(i32 1, !517, !DIExpression(), !546)
  %176 = load i32, ptr @known, align 4, !dbg !549, !tbaa !199, !noalias !507
  %177 = and i32 %176, 2, !dbg !551
  %178 = icmp eq i32 %177, 0, !dbg !551
  br i1 %175, label %195, label %179, !dbg !552

179:                                              ; preds = %174
    #dbg_value(i32 1, !380, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !384)
    #dbg_value(i32 1, !374, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !376)
  br i1 %178, label %184, label %180, !dbg !553

180:                                              ; preds = %179
  %181 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !554, !noalias !507
  br i1 %181, label %182, label %191, !dbg !555

182:                                              ; preds = %180
  %183 = load i32, ptr @known, align 4, !dbg !556, !tbaa !199, !noalias !507
  br label %184, !dbg !555

184:                                              ; preds = %182, %179
  %185 = phi i32 [ %183, %182 ], [ %176, %179 ], !dbg !556
    #dbg_value(i32 2, !517, !DIExpression(), !546)
  %186 = and i32 %185, 4, !dbg !557
  %187 = icmp eq i32 %186, 0, !dbg !557
  br i1 %187, label %190, label %188, !dbg !553

188:                                              ; preds = %184
  %189 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !554, !noalias !507
  br i1 %189, label %190, label %191, !dbg !555

190:                                              ; preds = %188, %184
    #dbg_value(i32 3, !517, !DIExpression(), !546)
  br label %191

191:                                              ; preds = %190, %188, %180
  %192 = phi i32 [ 1, %180 ], [ 2, %188 ], [ 3, %190 ]
    #dbg_value(i32 %192, !380, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !384)
  store i32 %192, ptr %2, align 8, !dbg !558, !tbaa !532, !alias.scope !507, !DIAssignID !559
    #dbg_assign(i32 %192, !374, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !559, ptr %2, !DIExpression(), !376)
  %193 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !560, !noalias !507
  %194 = select i1 %193, i32 3, i32 1, !dbg !560
  br label %207, !dbg !561

195:                                              ; preds = %174
    #dbg_value(i32 3, !380, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !384)
    #dbg_value(i32 3, !374, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !376)
  br i1 %178, label %200, label %196, !dbg !562

196:                                              ; preds = %195
  %197 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !563, !noalias !507
  br i1 %197, label %198, label %207, !dbg !564

198:                                              ; preds = %196
  %199 = load i32, ptr @known, align 4, !dbg !565, !tbaa !199, !noalias !507
  br label %200, !dbg !564

200:                                              ; preds = %198, %195
  %201 = phi i32 [ %199, %198 ], [ %176, %195 ], !dbg !565
    #dbg_value(i32 2, !517, !DIExpression(), !543)
  %202 = and i32 %201, 4, !dbg !566
  %203 = icmp eq i32 %202, 0, !dbg !566
  br i1 %203, label %206, label %204, !dbg !562

204:                                              ; preds = %200
  %205 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !563, !noalias !507
  br i1 %205, label %206, label %207, !dbg !564

206:                                              ; preds = %204, %200
    #dbg_value(i32 3, !517, !DIExpression(), !543)
  br label %207

207:                                              ; preds = %163, %171, %173, %191, %196, %204, %206
  %208 = phi i32 [ 3, %206 ], [ 3, %204 ], [ 3, %196 ], [ 1, %191 ], [ 2, %173 ], [ 2, %171 ], [ 2, %163 ], !dbg !567
  %209 = phi i32 [ 0, %206 ], [ 0, %204 ], [ 0, %196 ], [ 0, %191 ], [ 3, %173 ], [ 2, %171 ], [ 1, %163 ], !dbg !384
  %210 = phi ptr [ %2, %206 ], [ %2, %204 ], [ %2, %196 ], [ %3, %191 ], [ %3, %173 ], [ %3, %171 ], [ %3, %163 ]
  %211 = phi i32 [ 3, %206 ], [ 2, %204 ], [ 1, %196 ], [ %194, %191 ], [ 3, %173 ], [ 3, %171 ], [ 3, %163 ]
    #dbg_value(i32 %209, !380, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !384)
    #dbg_value(i32 %209, !374, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !376)
    #dbg_value(i32 %208, !380, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !384)
    #dbg_value(i32 %208, !374, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !376)
  store i32 %211, ptr %210, align 8, !dbg !567, !tbaa !199, !alias.scope !507
  br label %212, !dbg !467

212:                                              ; preds = %207, %132
  %213 = phi ptr [ %3, %207 ], [ %140, %132 ]
  %214 = phi ptr [ %2, %207 ], [ %137, %132 ]
  %215 = phi i32 [ %208, %207 ], [ %136, %132 ], !dbg !568
  %216 = phi i32 [ %209, %207 ], [ %139, %132 ], !dbg !568
  %217 = phi i32 [ %97, %207 ], [ %134, %132 ], !dbg !568
  %218 = load i32, ptr %214, align 4, !dbg !569
  %219 = load i32, ptr %213, align 4, !dbg !569
    #dbg_value(i32 %217, !380, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !384)
    #dbg_value(i32 %217, !374, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !376)
    #dbg_value(i32 %216, !380, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !384)
    #dbg_value(i32 %216, !374, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !376)
    #dbg_value(i32 %215, !380, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !384)
    #dbg_value(i32 %215, !374, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !376)
    #dbg_value(i32 %217, !213, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !571)
    #dbg_value(i32 %215, !213, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !571)
    #dbg_value(i32 %218, !380, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !384)
    #dbg_value(i32 %218, !213, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !571)
    #dbg_value(i32 %216, !213, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !571)
    #dbg_value(i32 %219, !380, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !384)
    #dbg_value(i32 %219, !213, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !571)
    #dbg_value(i32 %97, !208, !DIExpression(), !571)
  %220 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @network) #7, !dbg !569
  %221 = zext nneg i32 %97 to i64
  %222 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %221
  %223 = getelementptr inbounds i8, ptr %222, i64 96
  %224 = load i32, ptr %223, align 8, !dbg !572, !tbaa !219
  %225 = icmp eq i32 %224, 0, !dbg !573
  br i1 %225, label %232, label %226, !dbg !573

226:                                              ; preds = %212
  %227 = getelementptr inbounds i8, ptr %222, i64 48
  br label %228, !dbg !573

228:                                              ; preds = %228, %226
  %229 = tail call i32 @pthread_cond_wait(ptr noundef nonnull %227, ptr noundef nonnull @network) #7, !dbg !574
  %230 = load i32, ptr %223, align 8, !dbg !572, !tbaa !219
  %231 = icmp eq i32 %230, 0, !dbg !573
  br i1 %231, label %232, label %228, !dbg !573, !llvm.loop !575

232:                                              ; preds = %228, %212
  %233 = getelementptr inbounds i8, ptr %222, i64 100, !dbg !577
  store i32 %217, ptr %233, align 4, !dbg !578, !tbaa !199
  %234 = getelementptr inbounds i8, ptr %222, i64 104, !dbg !578
  store i32 %215, ptr %234, align 8, !dbg !578, !tbaa !199
  %235 = getelementptr inbounds i8, ptr %222, i64 108, !dbg !578
  store i32 %218, ptr %235, align 4, !dbg !578, !tbaa !199
  %236 = getelementptr inbounds i8, ptr %222, i64 112, !dbg !578
  store i32 %216, ptr %236, align 8, !dbg !578, !tbaa !199
  %237 = getelementptr inbounds i8, ptr %222, i64 116, !dbg !578
  store i32 %219, ptr %237, align 4, !dbg !578, !tbaa !199
  store i32 1, ptr %223, align 8, !dbg !579, !tbaa !219
  %238 = tail call i32 @pthread_cond_signal(ptr noundef nonnull %222) #7, !dbg !580
  %239 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @network) #7, !dbg !581
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2), !dbg !582
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !582
  br label %89, !dbg !583
}

declare !dbg !584 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !588 zeroext i1 @__VERIFIER_nondet_bool() local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !592 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #2

declare !dbg !596 i32 @pthread_cond_wait(ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !602 i32 @pthread_cond_signal(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !605 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !606 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!134, !135, !136, !137, !138, !139, !140}
!llvm.ident = !{!141}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a_partner", scope: !2, file: !3, line: 72, type: !29, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "needham_schroeder_mailbox.c", directory: "/work/mc43/programs", checksumkind: CSK_MD5, checksum: "cfcd107e35f961144ae7a86f0ba4f277")
!4 = !{!5, !12}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 47, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10, !11}
!8 = !DIEnumerator(name: "NOBODY", value: 0)
!9 = !DIEnumerator(name: "A", value: 1)
!10 = !DIEnumerator(name: "B", value: 2)
!11 = !DIEnumerator(name: "I", value: 3)
!12 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 48, baseType: !6, size: 32, elements: !13)
!13 = !{!14, !15, !16}
!14 = !DIEnumerator(name: "NA", value: 1)
!15 = !DIEnumerator(name: "NB", value: 2)
!16 = !DIEnumerator(name: "NI", value: 3)
!17 = !{!0, !18, !52, !105, !107, !112, !117, !123, !125, !127, !132}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "network", scope: !2, file: !3, line: 64, type: !20, isLocal: true, isDefinition: true)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !21, line: 72, baseType: !22)
!21 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!22 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !21, line: 67, size: 320, elements: !23)
!23 = !{!24, !45, !50}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !22, file: !21, line: 69, baseType: !25, size: 320)
!25 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !26, line: 22, size: 320, elements: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!27 = !{!28, !30, !31, !32, !33, !34, !36, !37}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !25, file: !26, line: 24, baseType: !29, size: 32)
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !25, file: !26, line: 25, baseType: !6, size: 32, offset: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !25, file: !26, line: 26, baseType: !29, size: 32, offset: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !25, file: !26, line: 28, baseType: !6, size: 32, offset: 96)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !25, file: !26, line: 32, baseType: !29, size: 32, offset: 128)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !25, file: !26, line: 34, baseType: !35, size: 16, offset: 160)
!35 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !25, file: !26, line: 35, baseType: !35, size: 16, offset: 176)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !25, file: !26, line: 36, baseType: !38, size: 128, offset: 192)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !39, line: 55, baseType: !40)
!39 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !39, line: 51, size: 128, elements: !41)
!41 = !{!42, !44}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !40, file: !39, line: 53, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !40, file: !39, line: 54, baseType: !43, size: 64, offset: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !22, file: !21, line: 70, baseType: !46, size: 320)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 320, elements: !48)
!47 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!48 = !{!49}
!49 = !DISubrange(count: 40)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !22, file: !21, line: 71, baseType: !51, size: 64)
!51 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "box", scope: !2, file: !3, line: 66, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 3840, elements: !103)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "mailbox_t", file: !3, line: 62, baseType: !56)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 57, size: 960, elements: !57)
!57 = !{!58, !92, !93, !94}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "arrived", scope: !56, file: !3, line: 58, baseType: !59, size: 384)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !21, line: 80, baseType: !60)
!60 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !21, line: 75, size: 384, elements: !61)
!61 = !{!62, !86, !90}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !60, file: !21, line: 77, baseType: !63, size: 384)
!63 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !39, line: 94, size: 384, elements: !64)
!64 = !{!65, !77, !78, !82, !83, !84, !85}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !63, file: !39, line: 96, baseType: !66, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !67, line: 33, baseType: !68)
!67 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: "", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!68 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !67, line: 25, size: 64, elements: !69)
!69 = !{!70, !72}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !68, file: !67, line: 27, baseType: !71, size: 64)
!71 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !68, file: !67, line: 32, baseType: !73, size: 64)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !68, file: !67, line: 28, size: 64, elements: !74)
!74 = !{!75, !76}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !73, file: !67, line: 30, baseType: !6, size: 32)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !73, file: !67, line: 31, baseType: !6, size: 32, offset: 32)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !63, file: !39, line: 97, baseType: !66, size: 64, offset: 64)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !63, file: !39, line: 98, baseType: !79, size: 64, offset: 128)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 2)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !63, file: !39, line: 99, baseType: !79, size: 64, offset: 192)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !63, file: !39, line: 100, baseType: !6, size: 32, offset: 256)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !63, file: !39, line: 101, baseType: !6, size: 32, offset: 288)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !63, file: !39, line: 102, baseType: !79, size: 64, offset: 320)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !60, file: !21, line: 78, baseType: !87, size: 384)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 384, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 48)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !60, file: !21, line: 79, baseType: !91, size: 64)
!91 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !56, file: !3, line: 59, baseType: !59, size: 384, offset: 384)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "full", scope: !56, file: !3, line: 60, baseType: !29, size: 32, offset: 768)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !56, file: !3, line: 61, baseType: !95, size: 160, offset: 800)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "msg_t", file: !3, line: 55, baseType: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 50, size: 160, elements: !97)
!97 = !{!98, !99, !100, !101, !102}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !96, file: !3, line: 51, baseType: !29, size: 32)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !96, file: !3, line: 52, baseType: !29, size: 32, offset: 32)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "n1", scope: !96, file: !3, line: 53, baseType: !29, size: 32, offset: 64)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "n2", scope: !96, file: !3, line: 53, baseType: !29, size: 32, offset: 96)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !96, file: !3, line: 54, baseType: !29, size: 32, offset: 128)
!103 = !{!104}
!104 = !DISubrange(count: 4)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(name: "stirred", scope: !2, file: !3, line: 65, type: !59, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 144, type: !109, isLocal: true, isDefinition: true)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 288, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 36)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 144, type: !114, isLocal: true, isDefinition: true)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 224, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 28)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !3, line: 144, type: !119, isLocal: true, isDefinition: true)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !120, size: 192, elements: !121)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!121 = !{!122}
!122 = !DISubrange(count: 24)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "b_partner", scope: !2, file: !3, line: 73, type: !29, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "known", scope: !2, file: !3, line: 149, type: !29, isLocal: true, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(name: "stored", scope: !2, file: !3, line: 150, type: !129, isLocal: true, isDefinition: true)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 480, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 3)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(name: "stored_next", scope: !2, file: !3, line: 151, type: !29, isLocal: true, isDefinition: true)
!134 = !{i32 7, !"Dwarf Version", i32 5}
!135 = !{i32 2, !"Debug Info Version", i32 3}
!136 = !{i32 1, !"wchar_size", i32 4}
!137 = !{i32 8, !"PIC Level", i32 2}
!138 = !{i32 7, !"PIE Level", i32 2}
!139 = !{i32 7, !"uwtable", i32 2}
!140 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!141 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!142 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 251, type: !143, scopeLine: 252, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !145)
!143 = !DISubroutineType(types: !144)
!144 = !{!29}
!145 = !{!146, !149, !150}
!146 = !DILocalVariable(name: "a", scope: !142, file: !3, line: 253, type: !147)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !21, line: 27, baseType: !148)
!148 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!149 = !DILocalVariable(name: "b", scope: !142, file: !3, line: 253, type: !147)
!150 = !DILocalVariable(name: "i", scope: !142, file: !3, line: 253, type: !147)
!151 = distinct !DIAssignID()
!152 = !DILocation(line: 0, scope: !142)
!153 = distinct !DIAssignID()
!154 = distinct !DIAssignID()
!155 = !DILocation(line: 253, column: 5, scope: !142)
!156 = !DILocation(line: 254, column: 5, scope: !142)
!157 = !DILocation(line: 255, column: 5, scope: !142)
!158 = !DILocation(line: 256, column: 5, scope: !142)
!159 = !DILocation(line: 257, column: 18, scope: !142)
!160 = !{!161, !161, i64 0}
!161 = !{!"long", !162, i64 0}
!162 = !{!"omnipotent char", !163, i64 0}
!163 = !{!"Simple C/C++ TBAA"}
!164 = !DILocation(line: 257, column: 5, scope: !142)
!165 = !DILocation(line: 258, column: 18, scope: !142)
!166 = !DILocation(line: 258, column: 5, scope: !142)
!167 = !DILocation(line: 260, column: 1, scope: !142)
!168 = !DILocation(line: 259, column: 5, scope: !142)
!169 = !DISubprogram(name: "pthread_create", scope: !170, file: !170, line: 202, type: !171, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!170 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!171 = !DISubroutineType(types: !172)
!172 = !{!29, !173, !175, !186, !190}
!173 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !174)
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!175 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !176)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !178)
!178 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !21, line: 62, baseType: !179)
!179 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !21, line: 56, size: 448, elements: !180)
!180 = !{!181, !185}
!181 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !179, file: !21, line: 58, baseType: !182, size: 448)
!182 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 448, elements: !183)
!183 = !{!184}
!184 = !DISubrange(count: 56)
!185 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !179, file: !21, line: 59, baseType: !51, size: 64)
!186 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64)
!187 = !DISubroutineType(types: !188)
!188 = !{!189, !189}
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!190 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !189)
!191 = distinct !DISubprogram(name: "initiator", scope: !3, file: !3, line: 106, type: !187, scopeLine: 107, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !192)
!192 = !{!193, !194, !195}
!193 = !DILocalVariable(name: "arg", arg: 1, scope: !191, file: !3, line: 106, type: !189)
!194 = !DILocalVariable(name: "partner", scope: !191, file: !3, line: 109, type: !29)
!195 = !DILocalVariable(name: "m", scope: !191, file: !3, line: 112, type: !95)
!196 = !DILocation(line: 0, scope: !191)
!197 = !DILocation(line: 109, column: 19, scope: !191)
!198 = !DILocation(line: 110, column: 15, scope: !191)
!199 = !{!200, !200, i64 0}
!200 = !{!"int", !162, i64 0}
!201 = !DILocalVariable(name: "m", arg: 1, scope: !202, file: !3, line: 104, type: !95)
!202 = distinct !DISubprogram(name: "send", scope: !3, file: !3, line: 104, type: !203, scopeLine: 104, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !205)
!203 = !DISubroutineType(types: !204)
!204 = !{null, !95}
!205 = !{!201}
!206 = !DILocation(line: 0, scope: !202, inlinedAt: !207)
!207 = distinct !DILocation(line: 111, column: 5, scope: !191)
!208 = !DILocalVariable(name: "to", arg: 1, scope: !209, file: !3, line: 76, type: !29)
!209 = distinct !DISubprogram(name: "deliver", scope: !3, file: !3, line: 76, type: !210, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !212)
!210 = !DISubroutineType(types: !211)
!211 = !{null, !29, !95}
!212 = !{!208, !213}
!213 = !DILocalVariable(name: "m", arg: 2, scope: !209, file: !3, line: 76, type: !95)
!214 = !DILocation(line: 0, scope: !209, inlinedAt: !215)
!215 = distinct !DILocation(line: 104, column: 29, scope: !202, inlinedAt: !207)
!216 = !DILocation(line: 76, column: 35, scope: !209, inlinedAt: !215)
!217 = !DILocation(line: 78, column: 5, scope: !209, inlinedAt: !215)
!218 = !DILocation(line: 79, column: 20, scope: !209, inlinedAt: !215)
!219 = !{!220, !200, i64 96}
!220 = !{!"", !162, i64 0, !162, i64 48, !200, i64 96, !221, i64 100}
!221 = !{!"", !200, i64 0, !200, i64 4, !200, i64 8, !200, i64 12, !200, i64 16}
!222 = !DILocation(line: 79, column: 5, scope: !209, inlinedAt: !215)
!223 = !DILocation(line: 80, column: 9, scope: !209, inlinedAt: !215)
!224 = distinct !{!224, !222, !225, !226}
!225 = !DILocation(line: 80, column: 50, scope: !209, inlinedAt: !215)
!226 = !{!"llvm.loop.mustprogress"}
!227 = !DILocation(line: 81, column: 20, scope: !209, inlinedAt: !215)
!228 = !DILocation(line: 82, column: 18, scope: !209, inlinedAt: !215)
!229 = !DILocation(line: 83, column: 5, scope: !209, inlinedAt: !215)
!230 = !DILocation(line: 85, column: 9, scope: !231, inlinedAt: !215)
!231 = distinct !DILexicalBlock(scope: !209, file: !3, line: 84, column: 9)
!232 = !DILocation(line: 86, column: 5, scope: !209, inlinedAt: !215)
!233 = !DILocation(line: 113, column: 5, scope: !191)
!234 = !DILocalVariable(name: "who", arg: 1, scope: !235, file: !3, line: 90, type: !29)
!235 = distinct !DISubprogram(name: "collect", scope: !3, file: !3, line: 90, type: !236, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !238)
!236 = !DISubroutineType(types: !237)
!237 = !{!95, !29}
!238 = !{!234, !239}
!239 = !DILocalVariable(name: "m", scope: !235, file: !3, line: 95, type: !95)
!240 = !DILocation(line: 0, scope: !235, inlinedAt: !241)
!241 = distinct !DILocation(line: 114, column: 13, scope: !242)
!242 = distinct !DILexicalBlock(scope: !243, file: !3, line: 113, column: 14)
!243 = distinct !DILexicalBlock(scope: !244, file: !3, line: 113, column: 5)
!244 = distinct !DILexicalBlock(scope: !191, file: !3, line: 113, column: 5)
!245 = !DILocation(line: 92, column: 5, scope: !235, inlinedAt: !241)
!246 = !{!247}
!247 = distinct !{!247, !248, !"collect: argument 0"}
!248 = distinct !{!248, !"collect"}
!249 = !DILocation(line: 93, column: 22, scope: !235, inlinedAt: !241)
!250 = !DILocation(line: 93, column: 12, scope: !235, inlinedAt: !241)
!251 = !DILocation(line: 93, column: 5, scope: !235, inlinedAt: !241)
!252 = !DILocation(line: 94, column: 9, scope: !235, inlinedAt: !241)
!253 = distinct !{!253, !251, !254, !226}
!254 = !DILocation(line: 94, column: 54, scope: !235, inlinedAt: !241)
!255 = !DILocation(line: 95, column: 24, scope: !235, inlinedAt: !241)
!256 = !DILocation(line: 96, column: 19, scope: !235, inlinedAt: !241)
!257 = !DILocation(line: 97, column: 5, scope: !235, inlinedAt: !241)
!258 = !DILocation(line: 98, column: 5, scope: !235, inlinedAt: !241)
!259 = !DILocation(line: 99, column: 5, scope: !235, inlinedAt: !241)
!260 = !DILocation(line: 115, column: 19, scope: !261)
!261 = distinct !DILexicalBlock(scope: !242, file: !3, line: 115, column: 13)
!262 = !DILocation(line: 115, column: 24, scope: !261)
!263 = distinct !{!263, !264, !265}
!264 = !DILocation(line: 113, column: 5, scope: !244)
!265 = !DILocation(line: 121, column: 5, scope: !244)
!266 = !DILocation(line: 0, scope: !202, inlinedAt: !267)
!267 = distinct !DILocation(line: 122, column: 5, scope: !191)
!268 = !DILocation(line: 0, scope: !209, inlinedAt: !269)
!269 = distinct !DILocation(line: 104, column: 29, scope: !202, inlinedAt: !267)
!270 = !DILocation(line: 76, column: 35, scope: !209, inlinedAt: !269)
!271 = !DILocation(line: 78, column: 5, scope: !209, inlinedAt: !269)
!272 = !DILocation(line: 79, column: 20, scope: !209, inlinedAt: !269)
!273 = !DILocation(line: 79, column: 5, scope: !209, inlinedAt: !269)
!274 = !DILocation(line: 80, column: 9, scope: !209, inlinedAt: !269)
!275 = distinct !{!275, !273, !276, !226}
!276 = !DILocation(line: 80, column: 50, scope: !209, inlinedAt: !269)
!277 = !DILocation(line: 81, column: 20, scope: !209, inlinedAt: !269)
!278 = !DILocation(line: 82, column: 18, scope: !209, inlinedAt: !269)
!279 = !DILocation(line: 83, column: 5, scope: !209, inlinedAt: !269)
!280 = !DILocation(line: 85, column: 9, scope: !231, inlinedAt: !269)
!281 = !DILocation(line: 86, column: 5, scope: !209, inlinedAt: !269)
!282 = !DILocation(line: 123, column: 5, scope: !191)
!283 = distinct !DISubprogram(name: "responder", scope: !3, file: !3, line: 126, type: !187, scopeLine: 127, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !284)
!284 = !{!285, !286, !287}
!285 = !DILocalVariable(name: "arg", arg: 1, scope: !283, file: !3, line: 126, type: !189)
!286 = !DILocalVariable(name: "m", scope: !283, file: !3, line: 129, type: !95)
!287 = !DILocalVariable(name: "partner", scope: !283, file: !3, line: 135, type: !29)
!288 = !DILocation(line: 0, scope: !283)
!289 = !DILocation(line: 130, column: 5, scope: !283)
!290 = !DILocation(line: 0, scope: !235, inlinedAt: !291)
!291 = distinct !DILocation(line: 131, column: 13, scope: !292)
!292 = distinct !DILexicalBlock(scope: !293, file: !3, line: 130, column: 14)
!293 = distinct !DILexicalBlock(scope: !294, file: !3, line: 130, column: 5)
!294 = distinct !DILexicalBlock(scope: !283, file: !3, line: 130, column: 5)
!295 = !DILocation(line: 92, column: 5, scope: !235, inlinedAt: !291)
!296 = !{!297}
!297 = distinct !{!297, !298, !"collect: argument 0"}
!298 = distinct !{!298, !"collect"}
!299 = !DILocation(line: 93, column: 22, scope: !235, inlinedAt: !291)
!300 = !DILocation(line: 93, column: 12, scope: !235, inlinedAt: !291)
!301 = !DILocation(line: 93, column: 5, scope: !235, inlinedAt: !291)
!302 = !DILocation(line: 94, column: 9, scope: !235, inlinedAt: !291)
!303 = distinct !{!303, !301, !304, !226}
!304 = !DILocation(line: 94, column: 54, scope: !235, inlinedAt: !291)
!305 = !DILocation(line: 95, column: 24, scope: !235, inlinedAt: !291)
!306 = !DILocation(line: 96, column: 19, scope: !235, inlinedAt: !291)
!307 = !DILocation(line: 97, column: 5, scope: !235, inlinedAt: !291)
!308 = !DILocation(line: 98, column: 5, scope: !235, inlinedAt: !291)
!309 = !DILocation(line: 99, column: 5, scope: !235, inlinedAt: !291)
!310 = !DILocation(line: 132, column: 19, scope: !311)
!311 = distinct !DILexicalBlock(scope: !292, file: !3, line: 132, column: 13)
!312 = !DILocation(line: 132, column: 24, scope: !311)
!313 = !DILocation(line: 132, column: 63, scope: !311)
!314 = distinct !{!314, !315, !316}
!315 = !DILocation(line: 130, column: 5, scope: !294)
!316 = !DILocation(line: 134, column: 5, scope: !294)
!317 = !DILocation(line: 0, scope: !202, inlinedAt: !318)
!318 = distinct !DILocation(line: 136, column: 5, scope: !283)
!319 = !DILocation(line: 0, scope: !209, inlinedAt: !320)
!320 = distinct !DILocation(line: 104, column: 29, scope: !202, inlinedAt: !318)
!321 = !DILocation(line: 76, column: 35, scope: !209, inlinedAt: !320)
!322 = !DILocation(line: 78, column: 5, scope: !209, inlinedAt: !320)
!323 = !DILocation(line: 79, column: 20, scope: !209, inlinedAt: !320)
!324 = !DILocation(line: 79, column: 5, scope: !209, inlinedAt: !320)
!325 = !DILocation(line: 80, column: 9, scope: !209, inlinedAt: !320)
!326 = distinct !{!326, !324, !327, !226}
!327 = !DILocation(line: 80, column: 50, scope: !209, inlinedAt: !320)
!328 = !DILocation(line: 81, column: 20, scope: !209, inlinedAt: !320)
!329 = !DILocation(line: 82, column: 18, scope: !209, inlinedAt: !320)
!330 = !DILocation(line: 83, column: 5, scope: !209, inlinedAt: !320)
!331 = !DILocation(line: 85, column: 9, scope: !231, inlinedAt: !320)
!332 = !DILocation(line: 86, column: 5, scope: !209, inlinedAt: !320)
!333 = !DILocation(line: 137, column: 5, scope: !283)
!334 = !DILocation(line: 0, scope: !235, inlinedAt: !335)
!335 = distinct !DILocation(line: 138, column: 13, scope: !336)
!336 = distinct !DILexicalBlock(scope: !337, file: !3, line: 137, column: 14)
!337 = distinct !DILexicalBlock(scope: !338, file: !3, line: 137, column: 5)
!338 = distinct !DILexicalBlock(scope: !283, file: !3, line: 137, column: 5)
!339 = !DILocation(line: 92, column: 5, scope: !235, inlinedAt: !335)
!340 = !{!341}
!341 = distinct !{!341, !342, !"collect: argument 0"}
!342 = distinct !{!342, !"collect"}
!343 = !DILocation(line: 93, column: 22, scope: !235, inlinedAt: !335)
!344 = !DILocation(line: 93, column: 12, scope: !235, inlinedAt: !335)
!345 = !DILocation(line: 93, column: 5, scope: !235, inlinedAt: !335)
!346 = !DILocation(line: 94, column: 9, scope: !235, inlinedAt: !335)
!347 = distinct !{!347, !345, !348, !226}
!348 = !DILocation(line: 94, column: 54, scope: !235, inlinedAt: !335)
!349 = !DILocation(line: 95, column: 24, scope: !235, inlinedAt: !335)
!350 = !DILocation(line: 96, column: 19, scope: !235, inlinedAt: !335)
!351 = !DILocation(line: 97, column: 5, scope: !235, inlinedAt: !335)
!352 = !DILocation(line: 98, column: 5, scope: !235, inlinedAt: !335)
!353 = !DILocation(line: 99, column: 5, scope: !235, inlinedAt: !335)
!354 = !DILocation(line: 139, column: 19, scope: !355)
!355 = distinct !DILexicalBlock(scope: !336, file: !3, line: 139, column: 13)
!356 = !DILocation(line: 139, column: 24, scope: !355)
!357 = distinct !{!357, !358, !359}
!358 = !DILocation(line: 137, column: 5, scope: !338)
!359 = !DILocation(line: 141, column: 5, scope: !338)
!360 = !DILocation(line: 144, column: 5, scope: !361)
!361 = distinct !DILexicalBlock(scope: !362, file: !3, line: 144, column: 5)
!362 = distinct !DILexicalBlock(scope: !283, file: !3, line: 144, column: 5)
!363 = !DILocation(line: 145, column: 5, scope: !283)
!364 = distinct !DISubprogram(name: "intruder", scope: !3, file: !3, line: 226, type: !187, scopeLine: 227, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !365)
!365 = !{!366, !367, !373, !374}
!366 = !DILocalVariable(name: "arg", arg: 1, scope: !364, file: !3, line: 226, type: !189)
!367 = !DILocalVariable(name: "m", scope: !368, file: !3, line: 235, type: !95)
!368 = distinct !DILexicalBlock(scope: !369, file: !3, line: 233, column: 26)
!369 = distinct !DILexicalBlock(scope: !370, file: !3, line: 233, column: 13)
!370 = distinct !DILexicalBlock(scope: !371, file: !3, line: 229, column: 14)
!371 = distinct !DILexicalBlock(scope: !372, file: !3, line: 229, column: 5)
!372 = distinct !DILexicalBlock(scope: !364, file: !3, line: 229, column: 5)
!373 = !DILocalVariable(name: "to", scope: !370, file: !3, line: 243, type: !29)
!374 = !DILocalVariable(name: "m", scope: !370, file: !3, line: 245, type: !95)
!375 = distinct !DIAssignID()
!376 = !DILocation(line: 0, scope: !370)
!377 = distinct !DIAssignID()
!378 = !DILocation(line: 0, scope: !364)
!379 = !DILocation(line: 229, column: 5, scope: !364)
!380 = !DILocalVariable(name: "m", scope: !381, file: !3, line: 209, type: !95)
!381 = distinct !DISubprogram(name: "forge", scope: !3, file: !3, line: 207, type: !236, scopeLine: 208, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !382)
!382 = !{!383, !380}
!383 = !DILocalVariable(name: "to", arg: 1, scope: !381, file: !3, line: 207, type: !29)
!384 = !DILocation(line: 0, scope: !381, inlinedAt: !385)
!385 = distinct !DILocation(line: 245, column: 82, scope: !370)
!386 = !DILocation(line: 230, column: 9, scope: !370)
!387 = !DILocation(line: 231, column: 24, scope: !370)
!388 = !DILocation(line: 231, column: 17, scope: !370)
!389 = !DILocation(line: 231, column: 29, scope: !370)
!390 = !DILocation(line: 232, column: 13, scope: !370)
!391 = distinct !{!391, !392, !393, !226}
!392 = !DILocation(line: 231, column: 9, scope: !370)
!393 = !DILocation(line: 232, column: 49, scope: !370)
!394 = !DILocation(line: 233, column: 13, scope: !370)
!395 = !DILocation(line: 235, column: 30, scope: !368)
!396 = !DILocation(line: 0, scope: !368)
!397 = !DILocation(line: 236, column: 25, scope: !368)
!398 = !DILocation(line: 237, column: 13, scope: !368)
!399 = !DILocation(line: 238, column: 13, scope: !368)
!400 = !DILocalVariable(name: "m", arg: 1, scope: !401, file: !3, line: 159, type: !95)
!401 = distinct !DISubprogram(name: "learn", scope: !3, file: !3, line: 159, type: !203, scopeLine: 160, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !402)
!402 = !{!400, !403}
!403 = !DILocalVariable(name: "k", scope: !404, file: !3, line: 168, type: !29)
!404 = distinct !DILexicalBlock(scope: !401, file: !3, line: 168, column: 5)
!405 = !DILocation(line: 0, scope: !401, inlinedAt: !406)
!406 = distinct !DILocation(line: 239, column: 13, scope: !368)
!407 = !DILocalVariable(name: "y", arg: 2, scope: !408, file: !3, line: 153, type: !95)
!408 = distinct !DISubprogram(name: "same", scope: !3, file: !3, line: 153, type: !409, scopeLine: 154, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !411)
!409 = !DISubroutineType(types: !410)
!410 = !{!29, !95, !95}
!411 = !{!412, !407}
!412 = !DILocalVariable(name: "x", arg: 1, scope: !408, file: !3, line: 153, type: !95)
!413 = !DILocation(line: 0, scope: !408, inlinedAt: !414)
!414 = distinct !DILocation(line: 169, column: 13, scope: !415, inlinedAt: !406)
!415 = distinct !DILexicalBlock(scope: !416, file: !3, line: 169, column: 13)
!416 = distinct !DILexicalBlock(scope: !404, file: !3, line: 168, column: 5)
!417 = !DILocation(line: 161, column: 15, scope: !418, inlinedAt: !406)
!418 = distinct !DILexicalBlock(scope: !401, file: !3, line: 161, column: 9)
!419 = !DILocation(line: 161, column: 9, scope: !401, inlinedAt: !406)
!420 = !DILocation(line: 0, scope: !404, inlinedAt: !406)
!421 = !DILocation(line: 169, column: 13, scope: !415, inlinedAt: !406)
!422 = !DILocation(line: 155, column: 18, scope: !408, inlinedAt: !414)
!423 = !DILocation(line: 155, column: 27, scope: !408, inlinedAt: !414)
!424 = !DILocation(line: 162, column: 13, scope: !425, inlinedAt: !406)
!425 = distinct !DILexicalBlock(scope: !426, file: !3, line: 162, column: 13)
!426 = distinct !DILexicalBlock(scope: !418, file: !3, line: 161, column: 21)
!427 = !DILocation(line: 162, column: 13, scope: !426, inlinedAt: !406)
!428 = !DILocation(line: 163, column: 24, scope: !425, inlinedAt: !406)
!429 = !DILocation(line: 163, column: 19, scope: !425, inlinedAt: !406)
!430 = !DILocation(line: 163, column: 13, scope: !425, inlinedAt: !406)
!431 = !DILocation(line: 164, column: 13, scope: !432, inlinedAt: !406)
!432 = distinct !DILexicalBlock(scope: !426, file: !3, line: 164, column: 13)
!433 = !DILocation(line: 164, column: 13, scope: !426, inlinedAt: !406)
!434 = !DILocation(line: 165, column: 24, scope: !432, inlinedAt: !406)
!435 = !DILocation(line: 165, column: 19, scope: !432, inlinedAt: !406)
!436 = !DILocation(line: 165, column: 13, scope: !432, inlinedAt: !406)
!437 = !DILocation(line: 171, column: 12, scope: !401, inlinedAt: !406)
!438 = !DILocation(line: 171, column: 5, scope: !401, inlinedAt: !406)
!439 = !DILocation(line: 171, column: 27, scope: !401, inlinedAt: !406)
!440 = !DILocation(line: 172, column: 32, scope: !401, inlinedAt: !406)
!441 = !DILocation(line: 172, column: 37, scope: !401, inlinedAt: !406)
!442 = !DILocation(line: 172, column: 17, scope: !401, inlinedAt: !406)
!443 = !DILocation(line: 173, column: 1, scope: !401, inlinedAt: !406)
!444 = distinct !{!444, !445, !446}
!445 = !DILocation(line: 229, column: 5, scope: !372)
!446 = !DILocation(line: 247, column: 5, scope: !372)
!447 = !DILocation(line: 243, column: 18, scope: !370)
!448 = !DILocation(line: 243, column: 54, scope: !370)
!449 = !DILocation(line: 243, column: 36, scope: !370)
!450 = !DILocation(line: 244, column: 9, scope: !370)
!451 = !DILocation(line: 245, column: 9, scope: !370)
!452 = !DILocalVariable(name: "to", arg: 1, scope: !453, file: !3, line: 185, type: !29)
!453 = distinct !DISubprogram(name: "replayable", scope: !3, file: !3, line: 185, type: !454, scopeLine: 186, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !456)
!454 = !DISubroutineType(types: !455)
!455 = !{!29, !29}
!456 = !{!452, !457}
!457 = !DILocalVariable(name: "k", scope: !458, file: !3, line: 187, type: !29)
!458 = distinct !DILexicalBlock(scope: !453, file: !3, line: 187, column: 5)
!459 = !DILocation(line: 0, scope: !453, inlinedAt: !460)
!460 = distinct !DILocation(line: 245, column: 19, scope: !370)
!461 = !DILocation(line: 0, scope: !458, inlinedAt: !460)
!462 = !DILocation(line: 188, column: 23, scope: !463, inlinedAt: !460)
!463 = distinct !DILexicalBlock(scope: !464, file: !3, line: 188, column: 13)
!464 = distinct !DILexicalBlock(scope: !458, file: !3, line: 187, column: 5)
!465 = !{!221, !200, i64 0}
!466 = !DILocation(line: 188, column: 27, scope: !463, inlinedAt: !460)
!467 = !DILocation(line: 245, column: 19, scope: !370)
!468 = !DILocation(line: 245, column: 34, scope: !370)
!469 = !DILocation(line: 245, column: 38, scope: !370)
!470 = !DILocalVariable(name: "to", arg: 1, scope: !471, file: !3, line: 195, type: !29)
!471 = distinct !DISubprogram(name: "any_stored", scope: !3, file: !3, line: 195, type: !236, scopeLine: 196, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !472)
!472 = !{!470, !473, !474, !476}
!473 = !DILocalVariable(name: "last", scope: !471, file: !3, line: 197, type: !29)
!474 = !DILocalVariable(name: "k", scope: !475, file: !3, line: 198, type: !29)
!475 = distinct !DILexicalBlock(scope: !471, file: !3, line: 198, column: 5)
!476 = !DILocalVariable(name: "k", scope: !477, file: !3, line: 201, type: !29)
!477 = distinct !DILexicalBlock(scope: !471, file: !3, line: 201, column: 5)
!478 = !DILocation(line: 0, scope: !471, inlinedAt: !479)
!479 = distinct !DILocation(line: 245, column: 65, scope: !370)
!480 = !DILocation(line: 0, scope: !475, inlinedAt: !479)
!481 = !DILocation(line: 199, column: 23, scope: !482, inlinedAt: !479)
!482 = distinct !DILexicalBlock(scope: !483, file: !3, line: 199, column: 13)
!483 = distinct !DILexicalBlock(scope: !475, file: !3, line: 198, column: 5)
!484 = !{!485}
!485 = distinct !{!485, !486, !"any_stored: argument 0"}
!486 = distinct !{!486, !"any_stored"}
!487 = !DILocation(line: 199, column: 27, scope: !482, inlinedAt: !479)
!488 = !DILocation(line: 199, column: 13, scope: !483, inlinedAt: !479)
!489 = !DILocation(line: 0, scope: !477, inlinedAt: !479)
!490 = !DILocation(line: 201, column: 23, scope: !491, inlinedAt: !479)
!491 = distinct !DILexicalBlock(scope: !477, file: !3, line: 201, column: 5)
!492 = !DILocation(line: 201, column: 5, scope: !477, inlinedAt: !479)
!493 = !DILocation(line: 202, column: 13, scope: !494, inlinedAt: !479)
!494 = distinct !DILexicalBlock(scope: !491, file: !3, line: 202, column: 13)
!495 = !DILocation(line: 202, column: 23, scope: !494, inlinedAt: !479)
!496 = !DILocation(line: 202, column: 27, scope: !494, inlinedAt: !479)
!497 = !DILocation(line: 202, column: 33, scope: !494, inlinedAt: !479)
!498 = !DILocation(line: 202, column: 36, scope: !494, inlinedAt: !479)
!499 = !DILocation(line: 202, column: 13, scope: !491, inlinedAt: !479)
!500 = !DILocation(line: 201, column: 32, scope: !491, inlinedAt: !479)
!501 = distinct !{!501, !492, !502, !226}
!502 = !DILocation(line: 203, column: 28, scope: !477, inlinedAt: !479)
!503 = !DILocation(line: 204, column: 12, scope: !471, inlinedAt: !479)
!504 = !DILocation(line: 204, column: 5, scope: !471, inlinedAt: !479)
!505 = distinct !DIAssignID()
!506 = distinct !DIAssignID()
!507 = !{!508}
!508 = distinct !{!508, !509, !"forge: argument 0"}
!509 = distinct !{!509, !"forge"}
!510 = !DILocation(line: 245, column: 82, scope: !370)
!511 = !DILocation(line: 209, column: 11, scope: !381, inlinedAt: !385)
!512 = distinct !DIAssignID()
!513 = distinct !DIAssignID()
!514 = !DILocation(line: 210, column: 12, scope: !515, inlinedAt: !385)
!515 = distinct !DILexicalBlock(scope: !381, file: !3, line: 210, column: 9)
!516 = !DILocation(line: 210, column: 9, scope: !381, inlinedAt: !385)
!517 = !DILocalVariable(name: "n", scope: !518, file: !3, line: 178, type: !29)
!518 = distinct !DILexicalBlock(scope: !519, file: !3, line: 178, column: 5)
!519 = distinct !DISubprogram(name: "any_nonce", scope: !3, file: !3, line: 176, type: !143, scopeLine: 177, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !520)
!520 = !{!517}
!521 = !DILocation(line: 0, scope: !518, inlinedAt: !522)
!522 = distinct !DILocation(line: 212, column: 16, scope: !523, inlinedAt: !385)
!523 = distinct !DILexicalBlock(scope: !515, file: !3, line: 210, column: 18)
!524 = !DILocation(line: 179, column: 14, scope: !525, inlinedAt: !522)
!525 = distinct !DILexicalBlock(scope: !526, file: !3, line: 179, column: 13)
!526 = distinct !DILexicalBlock(scope: !518, file: !3, line: 178, column: 5)
!527 = !DILocation(line: 179, column: 20, scope: !525, inlinedAt: !522)
!528 = !DILocation(line: 179, column: 32, scope: !525, inlinedAt: !522)
!529 = !DILocation(line: 179, column: 36, scope: !525, inlinedAt: !522)
!530 = !DILocation(line: 179, column: 13, scope: !526, inlinedAt: !522)
!531 = !DILocation(line: 212, column: 14, scope: !523, inlinedAt: !385)
!532 = !{!221, !200, i64 8}
!533 = distinct !DIAssignID()
!534 = !DILocation(line: 0, scope: !518, inlinedAt: !535)
!535 = distinct !DILocation(line: 213, column: 16, scope: !523, inlinedAt: !385)
!536 = !DILocation(line: 179, column: 14, scope: !525, inlinedAt: !535)
!537 = !DILocation(line: 179, column: 20, scope: !525, inlinedAt: !535)
!538 = !DILocation(line: 179, column: 32, scope: !525, inlinedAt: !535)
!539 = !DILocation(line: 179, column: 36, scope: !525, inlinedAt: !535)
!540 = !DILocation(line: 179, column: 13, scope: !526, inlinedAt: !535)
!541 = !DILocation(line: 215, column: 17, scope: !542, inlinedAt: !385)
!542 = distinct !DILexicalBlock(scope: !515, file: !3, line: 215, column: 16)
!543 = !DILocation(line: 0, scope: !518, inlinedAt: !544)
!544 = distinct !DILocation(line: 221, column: 16, scope: !545, inlinedAt: !385)
!545 = distinct !DILexicalBlock(scope: !542, file: !3, line: 219, column: 12)
!546 = !DILocation(line: 0, scope: !518, inlinedAt: !547)
!547 = distinct !DILocation(line: 217, column: 16, scope: !548, inlinedAt: !385)
!548 = distinct !DILexicalBlock(scope: !542, file: !3, line: 215, column: 43)
!549 = !DILocation(line: 179, column: 14, scope: !525, inlinedAt: !550)
!550 = !DILocation(line: 0, scope: !542, inlinedAt: !385)
!551 = !DILocation(line: 179, column: 20, scope: !525, inlinedAt: !550)
!552 = !DILocation(line: 215, column: 16, scope: !515, inlinedAt: !385)
!553 = !DILocation(line: 179, column: 32, scope: !525, inlinedAt: !547)
!554 = !DILocation(line: 179, column: 36, scope: !525, inlinedAt: !547)
!555 = !DILocation(line: 179, column: 13, scope: !526, inlinedAt: !547)
!556 = !DILocation(line: 179, column: 14, scope: !525, inlinedAt: !547)
!557 = !DILocation(line: 179, column: 20, scope: !525, inlinedAt: !547)
!558 = !DILocation(line: 217, column: 14, scope: !548, inlinedAt: !385)
!559 = distinct !DIAssignID()
!560 = !DILocation(line: 218, column: 18, scope: !548, inlinedAt: !385)
!561 = !DILocation(line: 219, column: 5, scope: !548, inlinedAt: !385)
!562 = !DILocation(line: 179, column: 32, scope: !525, inlinedAt: !544)
!563 = !DILocation(line: 179, column: 36, scope: !525, inlinedAt: !544)
!564 = !DILocation(line: 179, column: 13, scope: !526, inlinedAt: !544)
!565 = !DILocation(line: 179, column: 14, scope: !525, inlinedAt: !544)
!566 = !DILocation(line: 179, column: 20, scope: !525, inlinedAt: !544)
!567 = !DILocation(line: 0, scope: !515, inlinedAt: !385)
!568 = !DILocation(line: 245, scope: !370)
!569 = !DILocation(line: 78, column: 5, scope: !209, inlinedAt: !570)
!570 = distinct !DILocation(line: 246, column: 9, scope: !370)
!571 = !DILocation(line: 0, scope: !209, inlinedAt: !570)
!572 = !DILocation(line: 79, column: 20, scope: !209, inlinedAt: !570)
!573 = !DILocation(line: 79, column: 5, scope: !209, inlinedAt: !570)
!574 = !DILocation(line: 80, column: 9, scope: !209, inlinedAt: !570)
!575 = distinct !{!575, !573, !576, !226}
!576 = !DILocation(line: 80, column: 50, scope: !209, inlinedAt: !570)
!577 = !DILocation(line: 81, column: 13, scope: !209, inlinedAt: !570)
!578 = !DILocation(line: 81, column: 20, scope: !209, inlinedAt: !570)
!579 = !DILocation(line: 82, column: 18, scope: !209, inlinedAt: !570)
!580 = !DILocation(line: 83, column: 5, scope: !209, inlinedAt: !570)
!581 = !DILocation(line: 86, column: 5, scope: !209, inlinedAt: !570)
!582 = !DILocation(line: 247, column: 5, scope: !371)
!583 = !DILocation(line: 229, column: 5, scope: !371)
!584 = !DISubprogram(name: "pthread_join", scope: !170, file: !170, line: 219, type: !585, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!585 = !DISubroutineType(types: !586)
!586 = !{!29, !147, !587}
!587 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !189, size: 64)
!588 = !DISubprogram(name: "__VERIFIER_nondet_bool", scope: !3, file: !3, line: 41, type: !589, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!589 = !DISubroutineType(types: !590)
!590 = !{!591}
!591 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!592 = !DISubprogram(name: "pthread_mutex_lock", scope: !170, file: !170, line: 794, type: !593, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!593 = !DISubroutineType(types: !594)
!594 = !{!29, !595}
!595 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!596 = !DISubprogram(name: "pthread_cond_wait", scope: !170, file: !170, line: 1133, type: !597, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!597 = !DISubroutineType(types: !598)
!598 = !{!29, !599, !601}
!599 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !600)
!600 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!601 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !595)
!602 = !DISubprogram(name: "pthread_cond_signal", scope: !170, file: !170, line: 1121, type: !603, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!603 = !DISubroutineType(types: !604)
!604 = !{!29, !600}
!605 = !DISubprogram(name: "pthread_mutex_unlock", scope: !170, file: !170, line: 835, type: !593, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!606 = !DISubprogram(name: "__assert_fail", scope: !607, file: !607, line: 69, type: !608, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!607 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!608 = !DISubroutineType(types: !609)
!609 = !{null, !610, !610, !6, !610}
!610 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
