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
@stored = internal unnamed_addr global [2 x %struct.msg_t] zeroinitializer, align 16, !dbg !129
@known = internal unnamed_addr global i32 8, align 4, !dbg !125
@stored_next = internal unnamed_addr global i32 0, align 4, !dbg !127

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !140 {
  %1 = alloca i64, align 8, !DIAssignID !149
    #dbg_assign(i1 undef, !144, !DIExpression(), !149, ptr %1, !DIExpression(), !150)
  %2 = alloca i64, align 8, !DIAssignID !151
    #dbg_assign(i1 undef, !147, !DIExpression(), !151, ptr %2, !DIExpression(), !150)
  %3 = alloca i64, align 8, !DIAssignID !152
    #dbg_assign(i1 undef, !148, !DIExpression(), !152, ptr %3, !DIExpression(), !150)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #7, !dbg !153
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !153
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #7, !dbg !153
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @initiator, ptr noundef null) #7, !dbg !154
  %5 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @responder, ptr noundef null) #7, !dbg !155
  %6 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @intruder, ptr noundef null) #7, !dbg !156
  %7 = load i64, ptr %1, align 8, !dbg !157, !tbaa !158
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !162
  %9 = load i64, ptr %2, align 8, !dbg !163, !tbaa !158
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #7, !dbg !164
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #7, !dbg !165
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !165
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #7, !dbg !165
  ret i32 0, !dbg !166
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !167 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @initiator(ptr nocapture readnone %0) #0 !dbg !189 {
    #dbg_value(ptr poison, !191, !DIExpression(), !194)
  %2 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !195
  %3 = select i1 %2, i32 2, i32 3, !dbg !195
    #dbg_value(i32 %3, !192, !DIExpression(), !194)
  store i32 %3, ptr @a_partner, align 4, !dbg !196, !tbaa !197
    #dbg_value(i32 %3, !199, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !204)
    #dbg_value(i32 1, !199, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !204)
    #dbg_value(i32 1, !199, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !204)
    #dbg_value(i32 0, !199, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !204)
    #dbg_value(i32 1, !199, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !204)
    #dbg_value(i32 3, !206, !DIExpression(), !212)
    #dbg_declare(ptr poison, !211, !DIExpression(), !214)
  %4 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @network) #7, !dbg !215
  %5 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !216, !tbaa !217
  %6 = icmp eq i32 %5, 0, !dbg !220
  br i1 %6, label %11, label %7, !dbg !220

7:                                                ; preds = %1, %7
  %8 = tail call i32 @pthread_cond_wait(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 408), ptr noundef nonnull @network) #7, !dbg !221
  %9 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !216, !tbaa !217
  %10 = icmp eq i32 %9, 0, !dbg !220
  br i1 %10, label %11, label %7, !dbg !220, !llvm.loop !222

11:                                               ; preds = %7, %1
  store i32 %3, ptr getelementptr inbounds (i8, ptr @box, i64 460), align 4, !dbg !225
  store <4 x i32> <i32 1, i32 1, i32 0, i32 1>, ptr getelementptr inbounds (i8, ptr @box, i64 464), align 16, !dbg !225
  store i32 1, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !226, !tbaa !217
  %12 = tail call i32 @pthread_cond_signal(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 360)) #7, !dbg !227
  %13 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @stirred) #7, !dbg !228
  %14 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @network) #7, !dbg !230
  br label %15, !dbg !231

15:                                               ; preds = %23, %11
    #dbg_value(i32 1, !232, !DIExpression(), !238)
  %16 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @network) #7, !dbg !243, !noalias !244
  %17 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 216), align 8, !dbg !247, !tbaa !217, !noalias !244
  %18 = icmp eq i32 %17, 0, !dbg !248
  br i1 %18, label %19, label %23, !dbg !249

19:                                               ; preds = %15, %19
  %20 = tail call i32 @pthread_cond_wait(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 120), ptr noundef nonnull @network) #7, !dbg !250, !noalias !244
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 216), align 8, !dbg !247, !tbaa !217, !noalias !244
  %22 = icmp eq i32 %21, 0, !dbg !248
  br i1 %22, label %19, label %23, !dbg !249, !llvm.loop !251

23:                                               ; preds = %19, %15
  %24 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 220), align 4, !dbg !253, !tbaa !197
    #dbg_value(i32 %24, !237, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !238)
  %25 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 224), align 16, !dbg !253, !tbaa !197
    #dbg_value(i32 %25, !237, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !238)
  %26 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 228), align 4, !dbg !253, !tbaa !197
    #dbg_value(i32 %26, !237, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !238)
  %27 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 232), align 8, !dbg !253, !tbaa !197
    #dbg_value(i32 %27, !237, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !238)
    #dbg_value(i32 poison, !237, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !238)
  store i32 0, ptr getelementptr inbounds (i8, ptr @box, i64 216), align 8, !dbg !254, !tbaa !217, !noalias !244
  %28 = tail call i32 @pthread_cond_signal(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 168)) #7, !dbg !255, !noalias !244
  %29 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @stirred) #7, !dbg !256, !noalias !244
  %30 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @network) #7, !dbg !257, !noalias !244
    #dbg_value(i32 %24, !193, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !194)
    #dbg_value(i32 %25, !193, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !194)
    #dbg_value(i32 %26, !193, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !194)
    #dbg_value(i32 %27, !193, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !194)
    #dbg_value(i32 poison, !193, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !194)
  %31 = icmp eq i32 %24, 1, !dbg !258
  %32 = icmp eq i32 %25, 2
  %33 = select i1 %31, i1 %32, i1 false, !dbg !260
  %34 = icmp eq i32 %26, 1
  %35 = select i1 %33, i1 %34, i1 false, !dbg !260
  br i1 %35, label %36, label %15, !dbg !260, !llvm.loop !261

36:                                               ; preds = %23
    #dbg_value(i32 %3, !199, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !264)
    #dbg_value(i32 3, !199, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !264)
    #dbg_value(i32 %27, !199, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !264)
    #dbg_value(i32 0, !199, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !264)
    #dbg_value(i32 0, !199, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !264)
    #dbg_value(i32 3, !206, !DIExpression(), !266)
    #dbg_declare(ptr poison, !211, !DIExpression(), !268)
  %37 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @network) #7, !dbg !269
  %38 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !270, !tbaa !217
  %39 = icmp eq i32 %38, 0, !dbg !271
  br i1 %39, label %44, label %40, !dbg !271

40:                                               ; preds = %36, %40
  %41 = tail call i32 @pthread_cond_wait(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 408), ptr noundef nonnull @network) #7, !dbg !272
  %42 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !270, !tbaa !217
  %43 = icmp eq i32 %42, 0, !dbg !271
  br i1 %43, label %44, label %40, !dbg !271, !llvm.loop !273

44:                                               ; preds = %40, %36
  store i32 %3, ptr getelementptr inbounds (i8, ptr @box, i64 460), align 4, !dbg !275
  store i32 3, ptr getelementptr inbounds (i8, ptr @box, i64 464), align 16, !dbg !275
  store i32 %27, ptr getelementptr inbounds (i8, ptr @box, i64 468), align 4, !dbg !275
  store i32 0, ptr getelementptr inbounds (i8, ptr @box, i64 472), align 8, !dbg !275
  store i32 0, ptr getelementptr inbounds (i8, ptr @box, i64 476), align 4, !dbg !275
  store i32 1, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !276, !tbaa !217
  %45 = tail call i32 @pthread_cond_signal(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 360)) #7, !dbg !277
  %46 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @stirred) #7, !dbg !278
  %47 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @network) #7, !dbg !279
  ret ptr null, !dbg !280
}

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @responder(ptr nocapture readnone %0) #0 !dbg !281 {
    #dbg_value(ptr poison, !283, !DIExpression(), !286)
  br label %2, !dbg !287

2:                                                ; preds = %24, %1
    #dbg_value(i32 2, !232, !DIExpression(), !288)
  %3 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @network) #7, !dbg !293, !noalias !294
  %4 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 336), align 16, !dbg !297, !tbaa !217, !noalias !294
  %5 = icmp eq i32 %4, 0, !dbg !298
  br i1 %5, label %6, label %10, !dbg !299

6:                                                ; preds = %2, %6
  %7 = tail call i32 @pthread_cond_wait(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 240), ptr noundef nonnull @network) #7, !dbg !300, !noalias !294
  %8 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 336), align 16, !dbg !297, !tbaa !217, !noalias !294
  %9 = icmp eq i32 %8, 0, !dbg !298
  br i1 %9, label %6, label %10, !dbg !299, !llvm.loop !301

10:                                               ; preds = %6, %2
  %11 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 340), align 4, !dbg !303, !tbaa !197
    #dbg_value(i32 %11, !237, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !288)
  %12 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 344), align 8, !dbg !303, !tbaa !197
    #dbg_value(i32 %12, !237, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !288)
  %13 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 348), align 4, !dbg !303, !tbaa !197
    #dbg_value(i32 %13, !237, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !288)
    #dbg_value(i32 poison, !237, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !288)
  %14 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 356), align 4, !dbg !303, !tbaa !197
    #dbg_value(i32 %14, !237, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !288)
  store i32 0, ptr getelementptr inbounds (i8, ptr @box, i64 336), align 16, !dbg !304, !tbaa !217, !noalias !294
  %15 = tail call i32 @pthread_cond_signal(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 288)) #7, !dbg !305, !noalias !294
  %16 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @stirred) #7, !dbg !306, !noalias !294
  %17 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @network) #7, !dbg !307, !noalias !294
    #dbg_value(i32 %11, !284, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !286)
    #dbg_value(i32 %12, !284, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !286)
    #dbg_value(i32 %13, !284, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !286)
    #dbg_value(i32 poison, !284, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !286)
    #dbg_value(i32 %14, !284, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !286)
  %18 = icmp eq i32 %11, 2, !dbg !308
  %19 = icmp eq i32 %12, 1
  %20 = select i1 %18, i1 %19, i1 false, !dbg !310
  %21 = icmp ne i32 %13, 0
  %22 = select i1 %20, i1 %21, i1 false, !dbg !310
  br i1 %22, label %23, label %24, !dbg !310

23:                                               ; preds = %10
  switch i32 %14, label %24 [
    i32 3, label %25
    i32 1, label %25
  ], !dbg !311

24:                                               ; preds = %23, %10
  br label %2, !dbg !293, !llvm.loop !312

25:                                               ; preds = %23, %23
  %26 = icmp eq i32 %14, 1
    #dbg_value(i32 %14, !285, !DIExpression(), !286)
    #dbg_value(i32 %14, !199, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !315)
    #dbg_value(i32 2, !199, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !315)
    #dbg_value(i32 %13, !199, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !315)
    #dbg_value(i32 2, !199, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !315)
    #dbg_value(i32 2, !199, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !315)
    #dbg_value(i32 3, !206, !DIExpression(), !317)
    #dbg_declare(ptr poison, !211, !DIExpression(), !319)
  %27 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @network) #7, !dbg !320
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !321, !tbaa !217
  %29 = icmp eq i32 %28, 0, !dbg !322
  br i1 %29, label %34, label %30, !dbg !322

30:                                               ; preds = %25, %30
  %31 = tail call i32 @pthread_cond_wait(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 408), ptr noundef nonnull @network) #7, !dbg !323
  %32 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !321, !tbaa !217
  %33 = icmp eq i32 %32, 0, !dbg !322
  br i1 %33, label %34, label %30, !dbg !322, !llvm.loop !324

34:                                               ; preds = %30, %25
  store i32 %14, ptr getelementptr inbounds (i8, ptr @box, i64 460), align 4, !dbg !326
  store i32 2, ptr getelementptr inbounds (i8, ptr @box, i64 464), align 16, !dbg !326
  store i32 %13, ptr getelementptr inbounds (i8, ptr @box, i64 468), align 4, !dbg !326
  store i32 2, ptr getelementptr inbounds (i8, ptr @box, i64 472), align 8, !dbg !326
  store i32 2, ptr getelementptr inbounds (i8, ptr @box, i64 476), align 4, !dbg !326
  store i32 1, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !327, !tbaa !217
  %35 = tail call i32 @pthread_cond_signal(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 360)) #7, !dbg !328
  %36 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @stirred) #7, !dbg !329
  %37 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @network) #7, !dbg !330
  br label %38, !dbg !331

38:                                               ; preds = %46, %34
    #dbg_value(i32 2, !232, !DIExpression(), !332)
  %39 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @network) #7, !dbg !337, !noalias !338
  %40 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 336), align 16, !dbg !341, !tbaa !217, !noalias !338
  %41 = icmp eq i32 %40, 0, !dbg !342
  br i1 %41, label %42, label %46, !dbg !343

42:                                               ; preds = %38, %42
  %43 = tail call i32 @pthread_cond_wait(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 240), ptr noundef nonnull @network) #7, !dbg !344, !noalias !338
  %44 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 336), align 16, !dbg !341, !tbaa !217, !noalias !338
  %45 = icmp eq i32 %44, 0, !dbg !342
  br i1 %45, label %42, label %46, !dbg !343, !llvm.loop !345

46:                                               ; preds = %42, %38
  %47 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 340), align 4, !dbg !347, !tbaa !197
    #dbg_value(i32 %47, !237, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !332)
  %48 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 344), align 8, !dbg !347, !tbaa !197
    #dbg_value(i32 %48, !237, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !332)
  %49 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 348), align 4, !dbg !347, !tbaa !197
    #dbg_value(i32 %49, !237, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !332)
  store i32 0, ptr getelementptr inbounds (i8, ptr @box, i64 336), align 16, !dbg !348, !tbaa !217, !noalias !338
  %50 = tail call i32 @pthread_cond_signal(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 288)) #7, !dbg !349, !noalias !338
  %51 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @stirred) #7, !dbg !350, !noalias !338
  %52 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @network) #7, !dbg !351, !noalias !338
    #dbg_value(i32 %47, !284, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !286)
    #dbg_value(i32 %48, !284, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !286)
    #dbg_value(i32 %49, !284, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !286)
    #dbg_value(i32 poison, !284, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !286)
    #dbg_value(i32 poison, !284, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !286)
  %53 = icmp eq i32 %47, 2, !dbg !352
  %54 = icmp eq i32 %48, 3
  %55 = select i1 %53, i1 %54, i1 false, !dbg !354
  %56 = icmp eq i32 %49, 2
  %57 = select i1 %55, i1 %56, i1 false, !dbg !354
  br i1 %57, label %58, label %38, !dbg !354, !llvm.loop !355

58:                                               ; preds = %46
  %59 = load i32, ptr @a_partner, align 4, !dbg !358
  %60 = icmp ne i32 %59, 2, !dbg !358
  %61 = select i1 %26, i1 %60, i1 false, !dbg !358
  br i1 %61, label %62, label %63, !dbg !358

62:                                               ; preds = %58
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 136, ptr noundef nonnull @__PRETTY_FUNCTION__.responder) #8, !dbg !358
  unreachable, !dbg !358

63:                                               ; preds = %58
  ret ptr null, !dbg !361
}

; Function Attrs: noreturn nounwind uwtable
define internal noalias noundef nonnull ptr @intruder(ptr nocapture readnone %0) #3 !dbg !362 {
  %2 = alloca i32, align 8, !DIAssignID !373
    #dbg_assign(i1 undef, !372, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !373, ptr %2, !DIExpression(), !374)
  %3 = alloca i32, align 8, !DIAssignID !375
    #dbg_assign(i1 undef, !372, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !375, ptr %3, !DIExpression(), !374)
    #dbg_value(ptr poison, !364, !DIExpression(), !376)
  br label %4, !dbg !377

4:                                                ; preds = %80, %1
    #dbg_value(i32 poison, !378, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !382)
    #dbg_value(i32 poison, !372, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !374)
    #dbg_value(i32 poison, !378, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !382)
    #dbg_value(i32 poison, !372, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !374)
  %5 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @network) #7, !dbg !384
  %6 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !385, !tbaa !217
  %7 = icmp eq i32 %6, 0, !dbg !386
  %8 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 216), align 8
  %9 = icmp ne i32 %8, 0
  %10 = select i1 %7, i1 %9, i1 false, !dbg !387
  %11 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 336), align 16
  %12 = icmp ne i32 %11, 0
  %13 = select i1 %10, i1 %12, i1 false, !dbg !387
  br i1 %13, label %14, label %24, !dbg !387

14:                                               ; preds = %4, %14
  %15 = tail call i32 @pthread_cond_wait(ptr noundef nonnull @stirred, ptr noundef nonnull @network) #7, !dbg !388
  %16 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !385, !tbaa !217
  %17 = icmp eq i32 %16, 0, !dbg !386
  %18 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 216), align 8
  %19 = icmp ne i32 %18, 0
  %20 = select i1 %17, i1 %19, i1 false, !dbg !387
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 336), align 16
  %22 = icmp ne i32 %21, 0
  %23 = select i1 %20, i1 %22, i1 false, !dbg !387
  br i1 %23, label %14, label %24, !dbg !387, !llvm.loop !389

24:                                               ; preds = %14, %4
  %25 = phi i1 [ %7, %4 ], [ %17, %14 ], !dbg !386
  %26 = phi i1 [ %9, %4 ], [ %19, %14 ]
  %27 = phi i1 [ %12, %4 ], [ %22, %14 ]
  br i1 %25, label %81, label %28, !dbg !392

28:                                               ; preds = %24
  %29 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @box, i64 460), align 4, !dbg !393, !tbaa !197
  %30 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 476), align 4, !dbg !393, !tbaa !197
    #dbg_value(i32 poison, !365, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !394)
    #dbg_value(i32 poison, !365, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !394)
    #dbg_value(i32 poison, !365, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !394)
    #dbg_value(i32 poison, !365, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !394)
    #dbg_value(i32 %30, !365, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !394)
  store i32 0, ptr getelementptr inbounds (i8, ptr @box, i64 456), align 8, !dbg !395, !tbaa !217
  %31 = tail call i32 @pthread_cond_signal(ptr noundef nonnull getelementptr inbounds (i8, ptr @box, i64 408)) #7, !dbg !396
  %32 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @network) #7, !dbg !397
    #dbg_value(i32 poison, !398, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !403)
    #dbg_value(i32 poison, !405, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !411)
    #dbg_value(i32 poison, !398, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !403)
    #dbg_value(i32 poison, !405, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !411)
    #dbg_value(i32 poison, !398, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !403)
    #dbg_value(i32 poison, !405, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !411)
    #dbg_value(i32 poison, !398, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !403)
    #dbg_value(i32 poison, !405, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !411)
    #dbg_value(i32 %30, !398, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !403)
    #dbg_value(i32 %30, !405, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !411)
  %33 = extractelement <4 x i32> %29, i64 0, !dbg !415
  %34 = icmp eq i32 %33, 3, !dbg !415
  br i1 %34, label %44, label %35, !dbg !417

35:                                               ; preds = %28
    #dbg_value(i64 0, !401, !DIExpression(), !418)
    #dbg_value(i32 poison, !410, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !411)
    #dbg_value(i32 poison, !410, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !411)
    #dbg_value(i32 poison, !410, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !411)
    #dbg_value(i32 poison, !410, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !411)
    #dbg_value(i32 poison, !410, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !411)
  %36 = load <4 x i32>, ptr @stored, align 16, !dbg !419, !tbaa !197
  %37 = icmp eq <4 x i32> %36, %29, !dbg !420
  %38 = load i32, ptr getelementptr inbounds (i8, ptr @stored, i64 16), align 16
    #dbg_value(i32 %38, !410, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !411)
  %39 = icmp eq i32 %38, %30
  %40 = freeze <4 x i1> %37, !dbg !421
  %41 = bitcast <4 x i1> %40 to i4, !dbg !421
  %42 = icmp eq i4 %41, -1, !dbg !421
  %43 = select i1 %42, i1 %39, i1 false, !dbg !421
  br i1 %43, label %80, label %58, !dbg !421

44:                                               ; preds = %28
  %45 = extractelement <4 x i32> %29, i64 2, !dbg !422
  %46 = icmp eq i32 %45, 0, !dbg !422
  br i1 %46, label %51, label %47, !dbg !425

47:                                               ; preds = %44
  %48 = shl nuw i32 1, %45, !dbg !426
  %49 = load i32, ptr @known, align 4, !dbg !427, !tbaa !197
  %50 = or i32 %49, %48, !dbg !427
  store i32 %50, ptr @known, align 4, !dbg !427, !tbaa !197
  br label %51, !dbg !428

51:                                               ; preds = %47, %44
  %52 = extractelement <4 x i32> %29, i64 3, !dbg !429
  %53 = icmp eq i32 %52, 0, !dbg !429
  br i1 %53, label %80, label %54, !dbg !431

54:                                               ; preds = %51
  %55 = shl nuw i32 1, %52, !dbg !432
  %56 = load i32, ptr @known, align 4, !dbg !433, !tbaa !197
  %57 = or i32 %56, %55, !dbg !433
  store i32 %57, ptr @known, align 4, !dbg !433, !tbaa !197
  br label %80, !dbg !434

58:                                               ; preds = %35
    #dbg_value(i64 1, !401, !DIExpression(), !418)
    #dbg_value(i32 poison, !410, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !411)
    #dbg_value(i32 poison, !410, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !411)
    #dbg_value(i32 poison, !410, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !411)
  %59 = load <4 x i32>, ptr getelementptr inbounds (i8, ptr @stored, i64 20), align 4, !dbg !419, !tbaa !197
    #dbg_value(i32 poison, !410, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !411)
    #dbg_value(i32 poison, !410, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !411)
  %60 = icmp eq <4 x i32> %59, %29, !dbg !420
  %61 = load i32, ptr getelementptr inbounds (i8, ptr @stored, i64 36), align 4
    #dbg_value(i32 %61, !410, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !411)
  %62 = icmp eq i32 %61, %30
  %63 = freeze <4 x i1> %60, !dbg !421
  %64 = bitcast <4 x i1> %63 to i4, !dbg !421
  %65 = icmp eq i4 %64, -1, !dbg !421
  %66 = select i1 %65, i1 %62, i1 false, !dbg !421
  br i1 %66, label %80, label %67, !dbg !421

67:                                               ; preds = %58
    #dbg_value(i64 2, !401, !DIExpression(), !418)
  %68 = load i32, ptr @stored_next, align 4, !dbg !435, !tbaa !197
  %69 = zext nneg i32 %68 to i64, !dbg !436
  %70 = getelementptr inbounds [2 x %struct.msg_t], ptr @stored, i64 0, i64 %69, !dbg !436
  store i32 %33, ptr %70, align 4, !dbg !437, !tbaa !197
  %71 = getelementptr inbounds i8, ptr %70, i64 4, !dbg !437
  %72 = extractelement <4 x i32> %29, i64 1, !dbg !437
  store i32 %72, ptr %71, align 4, !dbg !437, !tbaa !197
  %73 = getelementptr inbounds i8, ptr %70, i64 8, !dbg !437
  %74 = extractelement <4 x i32> %29, i64 2, !dbg !437
  store i32 %74, ptr %73, align 4, !dbg !437, !tbaa !197
  %75 = getelementptr inbounds i8, ptr %70, i64 12, !dbg !437
  %76 = extractelement <4 x i32> %29, i64 3, !dbg !437
  store i32 %76, ptr %75, align 4, !dbg !437, !tbaa !197
  %77 = getelementptr inbounds i8, ptr %70, i64 16, !dbg !437
  store i32 %30, ptr %77, align 4, !dbg !437, !tbaa !197
  %78 = and i32 %68, 1, !dbg !438
  %79 = xor i32 %78, 1, !dbg !438
  store i32 %79, ptr @stored_next, align 4, !dbg !439, !tbaa !197
  br label %80, !dbg !440

80:                                               ; preds = %67, %58, %54, %51, %35, %201
  br label %4, !dbg !384, !llvm.loop !441

81:                                               ; preds = %24
  %82 = select i1 %26, i1 true, i1 %27, !dbg !444
  %83 = select i1 %26, i32 2, i32 1, !dbg !444
  br i1 %82, label %87, label %84, !dbg !444

84:                                               ; preds = %81
  %85 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !445
  %86 = select i1 %85, i32 1, i32 2, !dbg !445
  br label %87, !dbg !446

87:                                               ; preds = %81, %84
  %88 = phi i32 [ %83, %81 ], [ %86, %84 ], !dbg !444
    #dbg_value(i32 %88, !371, !DIExpression(), !374)
  %89 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @network) #7, !dbg !447
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2), !dbg !448
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !448
  %90 = load i32, ptr @stored, align 16, !dbg !449, !tbaa !450
  %91 = icmp eq i32 %90, 0, !dbg !451
  br i1 %91, label %110, label %92, !dbg !452

92:                                               ; preds = %87
  %93 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !453
  br i1 %93, label %94, label %110, !dbg !451

94:                                               ; preds = %92
    #dbg_value(i64 0, !454, !DIExpression(), !459)
  %95 = load i32, ptr getelementptr inbounds (i8, ptr @stored, i64 20), align 4, !noalias !461
  %96 = icmp eq i32 %95, 0
  br i1 %96, label %100, label %97, !dbg !464

97:                                               ; preds = %94
    #dbg_value(i64 0, !454, !DIExpression(), !459)
  %98 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !465, !noalias !461
  %99 = zext i1 %98 to i64, !dbg !466
  br label %100, !dbg !466, !llvm.loop !467

100:                                              ; preds = %94, %97
  %101 = phi i64 [ 0, %94 ], [ %99, %97 ], !dbg !459
  %102 = getelementptr inbounds [2 x %struct.msg_t], ptr @stored, i64 0, i64 %101, !dbg !469
  %103 = load i32, ptr %102, align 4, !dbg !469, !tbaa !197
    #dbg_value(i32 %103, !378, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !382)
  %104 = getelementptr inbounds i8, ptr %102, i64 4, !dbg !469
  %105 = load i32, ptr %104, align 4, !dbg !469, !tbaa !197
    #dbg_value(i32 %105, !378, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !382)
  %106 = getelementptr inbounds i8, ptr %102, i64 8, !dbg !469
    #dbg_value(i32 poison, !378, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !382)
  %107 = getelementptr inbounds i8, ptr %102, i64 12, !dbg !469
  %108 = load i32, ptr %107, align 4, !dbg !469, !tbaa !197
    #dbg_value(i32 %108, !378, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !382)
  %109 = getelementptr inbounds i8, ptr %102, i64 16, !dbg !469
    #dbg_value(i32 poison, !378, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !382)
    #dbg_value(i32 %103, !372, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !374)
    #dbg_value(i32 %105, !372, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !374)
    #dbg_assign(i32 poison, !372, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !470, ptr %2, !DIExpression(), !374)
    #dbg_value(i32 %108, !372, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !374)
    #dbg_assign(i32 poison, !372, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !471, ptr %3, !DIExpression(), !374)
  br label %181, !dbg !451

110:                                              ; preds = %92, %87
  tail call void @llvm.experimental.noalias.scope.decl(metadata !472), !dbg !475
    #dbg_value(i32 %88, !381, !DIExpression(), !382)
    #dbg_value(i32 0, !378, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !382)
    #dbg_value(i32 0, !378, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !382)
  store i32 0, ptr %2, align 8, !dbg !476, !alias.scope !472, !DIAssignID !477
    #dbg_value(i32 0, !378, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !382)
    #dbg_value(i32 0, !378, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !382)
  store i32 0, ptr %3, align 8, !dbg !476, !alias.scope !472, !DIAssignID !478
    #dbg_value(i32 0, !372, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !374)
    #dbg_assign(i32 0, !372, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !477, ptr %2, !DIExpression(), !374)
    #dbg_value(i32 0, !372, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !374)
    #dbg_assign(i32 0, !372, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !478, ptr %3, !DIExpression(), !374)
    #dbg_value(i32 %88, !378, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !382)
    #dbg_value(i32 %88, !372, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !374)
  %111 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !479, !noalias !472
  br i1 %111, label %112, label %131, !dbg !481

112:                                              ; preds = %110
    #dbg_value(i32 1, !378, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !382)
    #dbg_value(i32 1, !372, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !374)
    #dbg_value(i32 1, !482, !DIExpression(), !486)
  %113 = load i32, ptr @known, align 4, !dbg !489, !tbaa !197, !noalias !472
  %114 = and i32 %113, 2, !dbg !492
  %115 = icmp eq i32 %114, 0, !dbg !492
  br i1 %115, label %120, label %116, !dbg !493

116:                                              ; preds = %112
  %117 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !494, !noalias !472
  br i1 %117, label %127, label %118, !dbg !495

118:                                              ; preds = %116
  %119 = load i32, ptr @known, align 4, !dbg !489, !tbaa !197, !noalias !472
  br label %120, !dbg !495

120:                                              ; preds = %118, %112
  %121 = phi i32 [ %119, %118 ], [ %113, %112 ], !dbg !489
    #dbg_value(i32 2, !482, !DIExpression(), !486)
  %122 = and i32 %121, 4, !dbg !492
  %123 = icmp eq i32 %122, 0, !dbg !492
  br i1 %123, label %126, label %124, !dbg !493

124:                                              ; preds = %120
  %125 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !494, !noalias !472
  br i1 %125, label %127, label %126, !dbg !495

126:                                              ; preds = %124, %120
    #dbg_value(i32 3, !482, !DIExpression(), !486)
  br label %127

127:                                              ; preds = %126, %124, %116
  %128 = phi i32 [ 1, %116 ], [ 2, %124 ], [ 3, %126 ]
    #dbg_value(i32 %128, !378, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !382)
  store i32 %128, ptr %2, align 8, !dbg !496, !tbaa !497, !alias.scope !472, !DIAssignID !498
    #dbg_assign(i32 %128, !372, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !498, ptr %2, !DIExpression(), !374)
  %129 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !499, !noalias !472
  %130 = select i1 %129, i32 1, i32 3, !dbg !499
  br label %176, !dbg !500

131:                                              ; preds = %110
  %132 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !501, !noalias !472
    #dbg_value(i32 1, !482, !DIExpression(), !503)
    #dbg_value(i32 1, !482, !DIExpression(), !506)
  %133 = load i32, ptr @known, align 4, !dbg !509, !tbaa !197, !noalias !472
  %134 = and i32 %133, 2, !dbg !511
  %135 = icmp eq i32 %134, 0, !dbg !511
  br i1 %132, label %136, label %148, !dbg !512

136:                                              ; preds = %131
    #dbg_value(i32 3, !378, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !382)
    #dbg_value(i32 3, !372, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !374)
  br i1 %135, label %141, label %137, !dbg !513

137:                                              ; preds = %136
  %138 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !514, !noalias !472
  br i1 %138, label %176, label %139, !dbg !515

139:                                              ; preds = %137
  %140 = load i32, ptr @known, align 4, !dbg !516, !tbaa !197, !noalias !472
  br label %141, !dbg !515

141:                                              ; preds = %139, %136
  %142 = phi i32 [ %140, %139 ], [ %133, %136 ], !dbg !516
    #dbg_value(i32 2, !482, !DIExpression(), !503)
  %143 = and i32 %142, 4, !dbg !517
  %144 = icmp eq i32 %143, 0, !dbg !517
  br i1 %144, label %147, label %145, !dbg !513

145:                                              ; preds = %141
  %146 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !514, !noalias !472
  br i1 %146, label %176, label %147, !dbg !515

147:                                              ; preds = %145, %141
    #dbg_value(i32 3, !482, !DIExpression(), !503)
  br label %176

148:                                              ; preds = %131
    #dbg_value(i32 2, !378, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !382)
    #dbg_value(i32 2, !372, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !374)
  br i1 %135, label %153, label %149, !dbg !518

149:                                              ; preds = %148
  %150 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !519, !noalias !472
  br i1 %150, label %160, label %151, !dbg !520

151:                                              ; preds = %149
  %152 = load i32, ptr @known, align 4, !dbg !521, !tbaa !197, !noalias !472
  br label %153, !dbg !520

153:                                              ; preds = %151, %148
  %154 = phi i32 [ %152, %151 ], [ %133, %148 ], !dbg !521
    #dbg_value(i32 2, !482, !DIExpression(), !506)
  %155 = and i32 %154, 4, !dbg !522
  %156 = icmp eq i32 %155, 0, !dbg !522
  br i1 %156, label %159, label %157, !dbg !518

157:                                              ; preds = %153
  %158 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !519, !noalias !472
  br i1 %158, label %160, label %159, !dbg !520

159:                                              ; preds = %157, %153
    #dbg_value(i32 3, !482, !DIExpression(), !506)
  br label %160

160:                                              ; preds = %159, %157, %149
  %161 = phi i32 [ 1, %149 ], [ 2, %157 ], [ 3, %159 ]
    #dbg_value(i32 %161, !378, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !382)
  store i32 %161, ptr %2, align 8, !dbg !523, !tbaa !497, !alias.scope !472, !DIAssignID !524
    #dbg_assign(i32 %161, !372, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !524, ptr %2, !DIExpression(), !374)
    #dbg_value(i32 1, !482, !DIExpression(), !525)
  %162 = load i32, ptr @known, align 4, !dbg !527, !tbaa !197, !noalias !472
  %163 = and i32 %162, 2, !dbg !528
  %164 = icmp eq i32 %163, 0, !dbg !528
  br i1 %164, label %169, label %165, !dbg !529

165:                                              ; preds = %160
  %166 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !530, !noalias !472
  br i1 %166, label %176, label %167, !dbg !531

167:                                              ; preds = %165
  %168 = load i32, ptr @known, align 4, !dbg !527, !tbaa !197, !noalias !472
  br label %169, !dbg !531

169:                                              ; preds = %167, %160
  %170 = phi i32 [ %168, %167 ], [ %162, %160 ], !dbg !527
    #dbg_value(i32 2, !482, !DIExpression(), !525)
  %171 = and i32 %170, 4, !dbg !528
  %172 = icmp eq i32 %171, 0, !dbg !528
  br i1 %172, label %175, label %173, !dbg !529

173:                                              ; preds = %169
  %174 = tail call zeroext i1 @__VERIFIER_nondet_bool() #7, !dbg !530, !noalias !472
  br i1 %174, label %176, label %175, !dbg !531

175:                                              ; preds = %173, %169
    #dbg_value(i32 3, !482, !DIExpression(), !525)
  br label %176

176:                                              ; preds = %165, %173, %175, %127, %137, %145, %147
  %177 = phi i32 [ 1, %127 ], [ 3, %147 ], [ 3, %145 ], [ 3, %137 ], [ 2, %175 ], [ 2, %173 ], [ 2, %165 ], !dbg !532
  %178 = phi i32 [ 0, %127 ], [ 0, %147 ], [ 0, %145 ], [ 0, %137 ], [ 3, %175 ], [ 2, %173 ], [ 1, %165 ], !dbg !382
  %179 = phi ptr [ %3, %127 ], [ %2, %147 ], [ %2, %145 ], [ %2, %137 ], [ %3, %175 ], [ %3, %173 ], [ %3, %165 ]
  %180 = phi i32 [ %130, %127 ], [ 3, %147 ], [ 2, %145 ], [ 1, %137 ], [ 3, %175 ], [ 3, %173 ], [ 3, %165 ]
    #dbg_value(i32 %178, !378, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !382)
    #dbg_value(i32 %178, !372, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !374)
    #dbg_value(i32 %177, !378, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !382)
    #dbg_value(i32 %177, !372, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !374)
  store i32 %180, ptr %179, align 8, !dbg !532, !tbaa !197, !alias.scope !472
  br label %181, !dbg !451

181:                                              ; preds = %176, %100
  %182 = phi ptr [ %3, %176 ], [ %109, %100 ]
  %183 = phi ptr [ %2, %176 ], [ %106, %100 ]
  %184 = phi i32 [ %177, %176 ], [ %105, %100 ], !dbg !533
  %185 = phi i32 [ %178, %176 ], [ %108, %100 ], !dbg !533
  %186 = phi i32 [ %88, %176 ], [ %103, %100 ], !dbg !533
  %187 = load i32, ptr %183, align 4, !dbg !534
  %188 = load i32, ptr %182, align 4, !dbg !534
    #dbg_value(i32 %186, !378, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !382)
    #dbg_value(i32 %186, !372, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !374)
    #dbg_value(i32 %185, !378, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !382)
    #dbg_value(i32 %185, !372, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !374)
    #dbg_value(i32 %184, !378, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !382)
    #dbg_value(i32 %184, !372, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !374)
    #dbg_value(i32 %186, !211, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !536)
    #dbg_value(i32 %184, !211, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !536)
    #dbg_value(i32 %187, !378, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !382)
    #dbg_value(i32 %187, !211, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !536)
    #dbg_value(i32 %185, !211, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !536)
    #dbg_value(i32 %188, !378, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !382)
    #dbg_value(i32 %188, !211, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !536)
    #dbg_value(i32 %88, !206, !DIExpression(), !536)
  %189 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @network) #7, !dbg !534
  %190 = zext nneg i32 %88 to i64
  %191 = getelementptr inbounds [4 x %struct.mailbox_t], ptr @box, i64 0, i64 %190
  %192 = getelementptr inbounds i8, ptr %191, i64 96
  %193 = load i32, ptr %192, align 8, !dbg !537, !tbaa !217
  %194 = icmp eq i32 %193, 0, !dbg !538
  br i1 %194, label %201, label %195, !dbg !538

195:                                              ; preds = %181
  %196 = getelementptr inbounds i8, ptr %191, i64 48
  br label %197, !dbg !538

197:                                              ; preds = %197, %195
  %198 = tail call i32 @pthread_cond_wait(ptr noundef nonnull %196, ptr noundef nonnull @network) #7, !dbg !539
  %199 = load i32, ptr %192, align 8, !dbg !537, !tbaa !217
  %200 = icmp eq i32 %199, 0, !dbg !538
  br i1 %200, label %201, label %197, !dbg !538, !llvm.loop !540

201:                                              ; preds = %197, %181
  %202 = getelementptr inbounds i8, ptr %191, i64 100, !dbg !542
  store i32 %186, ptr %202, align 4, !dbg !543, !tbaa !197
  %203 = getelementptr inbounds i8, ptr %191, i64 104, !dbg !543
  store i32 %184, ptr %203, align 8, !dbg !543, !tbaa !197
  %204 = getelementptr inbounds i8, ptr %191, i64 108, !dbg !543
  store i32 %187, ptr %204, align 4, !dbg !543, !tbaa !197
  %205 = getelementptr inbounds i8, ptr %191, i64 112, !dbg !543
  store i32 %185, ptr %205, align 8, !dbg !543, !tbaa !197
  %206 = getelementptr inbounds i8, ptr %191, i64 116, !dbg !543
  store i32 %188, ptr %206, align 4, !dbg !543, !tbaa !197
  store i32 1, ptr %192, align 8, !dbg !544, !tbaa !217
  %207 = tail call i32 @pthread_cond_signal(ptr noundef nonnull %191) #7, !dbg !545
  %208 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @network) #7, !dbg !546
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2), !dbg !547
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !547
  br label %80, !dbg !548
}

declare !dbg !549 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !553 zeroext i1 @__VERIFIER_nondet_bool() local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !557 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #2

declare !dbg !561 i32 @pthread_cond_wait(ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !567 i32 @pthread_cond_signal(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !570 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !571 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

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
!llvm.module.flags = !{!132, !133, !134, !135, !136, !137, !138}
!llvm.ident = !{!139}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a_partner", scope: !2, file: !3, line: 64, type: !29, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "needham_schroeder_mailbox.c", directory: "/work/mc43/programs", checksumkind: CSK_MD5, checksum: "a4e108dcbf8593360a08b69e61af32d2")
!4 = !{!5, !12}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 39, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10, !11}
!8 = !DIEnumerator(name: "NOBODY", value: 0)
!9 = !DIEnumerator(name: "A", value: 1)
!10 = !DIEnumerator(name: "B", value: 2)
!11 = !DIEnumerator(name: "I", value: 3)
!12 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 40, baseType: !6, size: 32, elements: !13)
!13 = !{!14, !15, !16}
!14 = !DIEnumerator(name: "NA", value: 1)
!15 = !DIEnumerator(name: "NB", value: 2)
!16 = !DIEnumerator(name: "NI", value: 3)
!17 = !{!0, !18, !52, !105, !107, !112, !117, !123, !125, !127, !129}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "network", scope: !2, file: !3, line: 56, type: !20, isLocal: true, isDefinition: true)
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
!53 = distinct !DIGlobalVariable(name: "box", scope: !2, file: !3, line: 58, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 3840, elements: !103)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "mailbox_t", file: !3, line: 54, baseType: !56)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 49, size: 960, elements: !57)
!57 = !{!58, !92, !93, !94}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "arrived", scope: !56, file: !3, line: 50, baseType: !59, size: 384)
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
!92 = !DIDerivedType(tag: DW_TAG_member, name: "left", scope: !56, file: !3, line: 51, baseType: !59, size: 384, offset: 384)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "full", scope: !56, file: !3, line: 52, baseType: !29, size: 32, offset: 768)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "slot", scope: !56, file: !3, line: 53, baseType: !95, size: 160, offset: 800)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "msg_t", file: !3, line: 47, baseType: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 42, size: 160, elements: !97)
!97 = !{!98, !99, !100, !101, !102}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !96, file: !3, line: 43, baseType: !29, size: 32)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !96, file: !3, line: 44, baseType: !29, size: 32, offset: 32)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "n1", scope: !96, file: !3, line: 45, baseType: !29, size: 32, offset: 64)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "n2", scope: !96, file: !3, line: 45, baseType: !29, size: 32, offset: 96)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !96, file: !3, line: 46, baseType: !29, size: 32, offset: 128)
!103 = !{!104}
!104 = !DISubrange(count: 4)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(name: "stirred", scope: !2, file: !3, line: 57, type: !59, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 136, type: !109, isLocal: true, isDefinition: true)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 288, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 36)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 136, type: !114, isLocal: true, isDefinition: true)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 224, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 28)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !3, line: 136, type: !119, isLocal: true, isDefinition: true)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !120, size: 192, elements: !121)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!121 = !{!122}
!122 = !DISubrange(count: 24)
!123 = !DIGlobalVariableExpression(var: !124, expr: !DIExpression())
!124 = distinct !DIGlobalVariable(name: "b_partner", scope: !2, file: !3, line: 65, type: !29, isLocal: true, isDefinition: true)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "known", scope: !2, file: !3, line: 141, type: !29, isLocal: true, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(name: "stored_next", scope: !2, file: !3, line: 143, type: !29, isLocal: true, isDefinition: true)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(name: "stored", scope: !2, file: !3, line: 142, type: !131, isLocal: true, isDefinition: true)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 320, elements: !80)
!132 = !{i32 7, !"Dwarf Version", i32 5}
!133 = !{i32 2, !"Debug Info Version", i32 3}
!134 = !{i32 1, !"wchar_size", i32 4}
!135 = !{i32 8, !"PIC Level", i32 2}
!136 = !{i32 7, !"PIE Level", i32 2}
!137 = !{i32 7, !"uwtable", i32 2}
!138 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!139 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!140 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 229, type: !141, scopeLine: 230, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !143)
!141 = !DISubroutineType(types: !142)
!142 = !{!29}
!143 = !{!144, !147, !148}
!144 = !DILocalVariable(name: "a", scope: !140, file: !3, line: 231, type: !145)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !21, line: 27, baseType: !146)
!146 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!147 = !DILocalVariable(name: "b", scope: !140, file: !3, line: 231, type: !145)
!148 = !DILocalVariable(name: "i", scope: !140, file: !3, line: 231, type: !145)
!149 = distinct !DIAssignID()
!150 = !DILocation(line: 0, scope: !140)
!151 = distinct !DIAssignID()
!152 = distinct !DIAssignID()
!153 = !DILocation(line: 231, column: 5, scope: !140)
!154 = !DILocation(line: 232, column: 5, scope: !140)
!155 = !DILocation(line: 233, column: 5, scope: !140)
!156 = !DILocation(line: 234, column: 5, scope: !140)
!157 = !DILocation(line: 235, column: 18, scope: !140)
!158 = !{!159, !159, i64 0}
!159 = !{!"long", !160, i64 0}
!160 = !{!"omnipotent char", !161, i64 0}
!161 = !{!"Simple C/C++ TBAA"}
!162 = !DILocation(line: 235, column: 5, scope: !140)
!163 = !DILocation(line: 236, column: 18, scope: !140)
!164 = !DILocation(line: 236, column: 5, scope: !140)
!165 = !DILocation(line: 238, column: 1, scope: !140)
!166 = !DILocation(line: 237, column: 5, scope: !140)
!167 = !DISubprogram(name: "pthread_create", scope: !168, file: !168, line: 202, type: !169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!168 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!169 = !DISubroutineType(types: !170)
!170 = !{!29, !171, !173, !184, !188}
!171 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !172)
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !145, size: 64)
!173 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !174)
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !175, size: 64)
!175 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !176)
!176 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !21, line: 62, baseType: !177)
!177 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !21, line: 56, size: 448, elements: !178)
!178 = !{!179, !183}
!179 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !177, file: !21, line: 58, baseType: !180, size: 448)
!180 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 448, elements: !181)
!181 = !{!182}
!182 = !DISubrange(count: 56)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !177, file: !21, line: 59, baseType: !51, size: 64)
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !185, size: 64)
!185 = !DISubroutineType(types: !186)
!186 = !{!187, !187}
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !187)
!189 = distinct !DISubprogram(name: "initiator", scope: !3, file: !3, line: 98, type: !185, scopeLine: 99, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !190)
!190 = !{!191, !192, !193}
!191 = !DILocalVariable(name: "arg", arg: 1, scope: !189, file: !3, line: 98, type: !187)
!192 = !DILocalVariable(name: "partner", scope: !189, file: !3, line: 101, type: !29)
!193 = !DILocalVariable(name: "m", scope: !189, file: !3, line: 104, type: !95)
!194 = !DILocation(line: 0, scope: !189)
!195 = !DILocation(line: 101, column: 19, scope: !189)
!196 = !DILocation(line: 102, column: 15, scope: !189)
!197 = !{!198, !198, i64 0}
!198 = !{!"int", !160, i64 0}
!199 = !DILocalVariable(name: "m", arg: 1, scope: !200, file: !3, line: 96, type: !95)
!200 = distinct !DISubprogram(name: "send", scope: !3, file: !3, line: 96, type: !201, scopeLine: 96, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !203)
!201 = !DISubroutineType(types: !202)
!202 = !{null, !95}
!203 = !{!199}
!204 = !DILocation(line: 0, scope: !200, inlinedAt: !205)
!205 = distinct !DILocation(line: 103, column: 5, scope: !189)
!206 = !DILocalVariable(name: "to", arg: 1, scope: !207, file: !3, line: 68, type: !29)
!207 = distinct !DISubprogram(name: "deliver", scope: !3, file: !3, line: 68, type: !208, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !210)
!208 = !DISubroutineType(types: !209)
!209 = !{null, !29, !95}
!210 = !{!206, !211}
!211 = !DILocalVariable(name: "m", arg: 2, scope: !207, file: !3, line: 68, type: !95)
!212 = !DILocation(line: 0, scope: !207, inlinedAt: !213)
!213 = distinct !DILocation(line: 96, column: 29, scope: !200, inlinedAt: !205)
!214 = !DILocation(line: 68, column: 35, scope: !207, inlinedAt: !213)
!215 = !DILocation(line: 70, column: 5, scope: !207, inlinedAt: !213)
!216 = !DILocation(line: 71, column: 20, scope: !207, inlinedAt: !213)
!217 = !{!218, !198, i64 96}
!218 = !{!"", !160, i64 0, !160, i64 48, !198, i64 96, !219, i64 100}
!219 = !{!"", !198, i64 0, !198, i64 4, !198, i64 8, !198, i64 12, !198, i64 16}
!220 = !DILocation(line: 71, column: 5, scope: !207, inlinedAt: !213)
!221 = !DILocation(line: 72, column: 9, scope: !207, inlinedAt: !213)
!222 = distinct !{!222, !220, !223, !224}
!223 = !DILocation(line: 72, column: 50, scope: !207, inlinedAt: !213)
!224 = !{!"llvm.loop.mustprogress"}
!225 = !DILocation(line: 73, column: 20, scope: !207, inlinedAt: !213)
!226 = !DILocation(line: 74, column: 18, scope: !207, inlinedAt: !213)
!227 = !DILocation(line: 75, column: 5, scope: !207, inlinedAt: !213)
!228 = !DILocation(line: 77, column: 9, scope: !229, inlinedAt: !213)
!229 = distinct !DILexicalBlock(scope: !207, file: !3, line: 76, column: 9)
!230 = !DILocation(line: 78, column: 5, scope: !207, inlinedAt: !213)
!231 = !DILocation(line: 105, column: 5, scope: !189)
!232 = !DILocalVariable(name: "who", arg: 1, scope: !233, file: !3, line: 82, type: !29)
!233 = distinct !DISubprogram(name: "collect", scope: !3, file: !3, line: 82, type: !234, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !236)
!234 = !DISubroutineType(types: !235)
!235 = !{!95, !29}
!236 = !{!232, !237}
!237 = !DILocalVariable(name: "m", scope: !233, file: !3, line: 87, type: !95)
!238 = !DILocation(line: 0, scope: !233, inlinedAt: !239)
!239 = distinct !DILocation(line: 106, column: 13, scope: !240)
!240 = distinct !DILexicalBlock(scope: !241, file: !3, line: 105, column: 14)
!241 = distinct !DILexicalBlock(scope: !242, file: !3, line: 105, column: 5)
!242 = distinct !DILexicalBlock(scope: !189, file: !3, line: 105, column: 5)
!243 = !DILocation(line: 84, column: 5, scope: !233, inlinedAt: !239)
!244 = !{!245}
!245 = distinct !{!245, !246, !"collect: argument 0"}
!246 = distinct !{!246, !"collect"}
!247 = !DILocation(line: 85, column: 22, scope: !233, inlinedAt: !239)
!248 = !DILocation(line: 85, column: 12, scope: !233, inlinedAt: !239)
!249 = !DILocation(line: 85, column: 5, scope: !233, inlinedAt: !239)
!250 = !DILocation(line: 86, column: 9, scope: !233, inlinedAt: !239)
!251 = distinct !{!251, !249, !252, !224}
!252 = !DILocation(line: 86, column: 54, scope: !233, inlinedAt: !239)
!253 = !DILocation(line: 87, column: 24, scope: !233, inlinedAt: !239)
!254 = !DILocation(line: 88, column: 19, scope: !233, inlinedAt: !239)
!255 = !DILocation(line: 89, column: 5, scope: !233, inlinedAt: !239)
!256 = !DILocation(line: 90, column: 5, scope: !233, inlinedAt: !239)
!257 = !DILocation(line: 91, column: 5, scope: !233, inlinedAt: !239)
!258 = !DILocation(line: 107, column: 19, scope: !259)
!259 = distinct !DILexicalBlock(scope: !240, file: !3, line: 107, column: 13)
!260 = !DILocation(line: 107, column: 24, scope: !259)
!261 = distinct !{!261, !262, !263}
!262 = !DILocation(line: 105, column: 5, scope: !242)
!263 = !DILocation(line: 113, column: 5, scope: !242)
!264 = !DILocation(line: 0, scope: !200, inlinedAt: !265)
!265 = distinct !DILocation(line: 114, column: 5, scope: !189)
!266 = !DILocation(line: 0, scope: !207, inlinedAt: !267)
!267 = distinct !DILocation(line: 96, column: 29, scope: !200, inlinedAt: !265)
!268 = !DILocation(line: 68, column: 35, scope: !207, inlinedAt: !267)
!269 = !DILocation(line: 70, column: 5, scope: !207, inlinedAt: !267)
!270 = !DILocation(line: 71, column: 20, scope: !207, inlinedAt: !267)
!271 = !DILocation(line: 71, column: 5, scope: !207, inlinedAt: !267)
!272 = !DILocation(line: 72, column: 9, scope: !207, inlinedAt: !267)
!273 = distinct !{!273, !271, !274, !224}
!274 = !DILocation(line: 72, column: 50, scope: !207, inlinedAt: !267)
!275 = !DILocation(line: 73, column: 20, scope: !207, inlinedAt: !267)
!276 = !DILocation(line: 74, column: 18, scope: !207, inlinedAt: !267)
!277 = !DILocation(line: 75, column: 5, scope: !207, inlinedAt: !267)
!278 = !DILocation(line: 77, column: 9, scope: !229, inlinedAt: !267)
!279 = !DILocation(line: 78, column: 5, scope: !207, inlinedAt: !267)
!280 = !DILocation(line: 115, column: 5, scope: !189)
!281 = distinct !DISubprogram(name: "responder", scope: !3, file: !3, line: 118, type: !185, scopeLine: 119, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !282)
!282 = !{!283, !284, !285}
!283 = !DILocalVariable(name: "arg", arg: 1, scope: !281, file: !3, line: 118, type: !187)
!284 = !DILocalVariable(name: "m", scope: !281, file: !3, line: 121, type: !95)
!285 = !DILocalVariable(name: "partner", scope: !281, file: !3, line: 127, type: !29)
!286 = !DILocation(line: 0, scope: !281)
!287 = !DILocation(line: 122, column: 5, scope: !281)
!288 = !DILocation(line: 0, scope: !233, inlinedAt: !289)
!289 = distinct !DILocation(line: 123, column: 13, scope: !290)
!290 = distinct !DILexicalBlock(scope: !291, file: !3, line: 122, column: 14)
!291 = distinct !DILexicalBlock(scope: !292, file: !3, line: 122, column: 5)
!292 = distinct !DILexicalBlock(scope: !281, file: !3, line: 122, column: 5)
!293 = !DILocation(line: 84, column: 5, scope: !233, inlinedAt: !289)
!294 = !{!295}
!295 = distinct !{!295, !296, !"collect: argument 0"}
!296 = distinct !{!296, !"collect"}
!297 = !DILocation(line: 85, column: 22, scope: !233, inlinedAt: !289)
!298 = !DILocation(line: 85, column: 12, scope: !233, inlinedAt: !289)
!299 = !DILocation(line: 85, column: 5, scope: !233, inlinedAt: !289)
!300 = !DILocation(line: 86, column: 9, scope: !233, inlinedAt: !289)
!301 = distinct !{!301, !299, !302, !224}
!302 = !DILocation(line: 86, column: 54, scope: !233, inlinedAt: !289)
!303 = !DILocation(line: 87, column: 24, scope: !233, inlinedAt: !289)
!304 = !DILocation(line: 88, column: 19, scope: !233, inlinedAt: !289)
!305 = !DILocation(line: 89, column: 5, scope: !233, inlinedAt: !289)
!306 = !DILocation(line: 90, column: 5, scope: !233, inlinedAt: !289)
!307 = !DILocation(line: 91, column: 5, scope: !233, inlinedAt: !289)
!308 = !DILocation(line: 124, column: 19, scope: !309)
!309 = distinct !DILexicalBlock(scope: !290, file: !3, line: 124, column: 13)
!310 = !DILocation(line: 124, column: 24, scope: !309)
!311 = !DILocation(line: 124, column: 63, scope: !309)
!312 = distinct !{!312, !313, !314}
!313 = !DILocation(line: 122, column: 5, scope: !292)
!314 = !DILocation(line: 126, column: 5, scope: !292)
!315 = !DILocation(line: 0, scope: !200, inlinedAt: !316)
!316 = distinct !DILocation(line: 128, column: 5, scope: !281)
!317 = !DILocation(line: 0, scope: !207, inlinedAt: !318)
!318 = distinct !DILocation(line: 96, column: 29, scope: !200, inlinedAt: !316)
!319 = !DILocation(line: 68, column: 35, scope: !207, inlinedAt: !318)
!320 = !DILocation(line: 70, column: 5, scope: !207, inlinedAt: !318)
!321 = !DILocation(line: 71, column: 20, scope: !207, inlinedAt: !318)
!322 = !DILocation(line: 71, column: 5, scope: !207, inlinedAt: !318)
!323 = !DILocation(line: 72, column: 9, scope: !207, inlinedAt: !318)
!324 = distinct !{!324, !322, !325, !224}
!325 = !DILocation(line: 72, column: 50, scope: !207, inlinedAt: !318)
!326 = !DILocation(line: 73, column: 20, scope: !207, inlinedAt: !318)
!327 = !DILocation(line: 74, column: 18, scope: !207, inlinedAt: !318)
!328 = !DILocation(line: 75, column: 5, scope: !207, inlinedAt: !318)
!329 = !DILocation(line: 77, column: 9, scope: !229, inlinedAt: !318)
!330 = !DILocation(line: 78, column: 5, scope: !207, inlinedAt: !318)
!331 = !DILocation(line: 129, column: 5, scope: !281)
!332 = !DILocation(line: 0, scope: !233, inlinedAt: !333)
!333 = distinct !DILocation(line: 130, column: 13, scope: !334)
!334 = distinct !DILexicalBlock(scope: !335, file: !3, line: 129, column: 14)
!335 = distinct !DILexicalBlock(scope: !336, file: !3, line: 129, column: 5)
!336 = distinct !DILexicalBlock(scope: !281, file: !3, line: 129, column: 5)
!337 = !DILocation(line: 84, column: 5, scope: !233, inlinedAt: !333)
!338 = !{!339}
!339 = distinct !{!339, !340, !"collect: argument 0"}
!340 = distinct !{!340, !"collect"}
!341 = !DILocation(line: 85, column: 22, scope: !233, inlinedAt: !333)
!342 = !DILocation(line: 85, column: 12, scope: !233, inlinedAt: !333)
!343 = !DILocation(line: 85, column: 5, scope: !233, inlinedAt: !333)
!344 = !DILocation(line: 86, column: 9, scope: !233, inlinedAt: !333)
!345 = distinct !{!345, !343, !346, !224}
!346 = !DILocation(line: 86, column: 54, scope: !233, inlinedAt: !333)
!347 = !DILocation(line: 87, column: 24, scope: !233, inlinedAt: !333)
!348 = !DILocation(line: 88, column: 19, scope: !233, inlinedAt: !333)
!349 = !DILocation(line: 89, column: 5, scope: !233, inlinedAt: !333)
!350 = !DILocation(line: 90, column: 5, scope: !233, inlinedAt: !333)
!351 = !DILocation(line: 91, column: 5, scope: !233, inlinedAt: !333)
!352 = !DILocation(line: 131, column: 19, scope: !353)
!353 = distinct !DILexicalBlock(scope: !334, file: !3, line: 131, column: 13)
!354 = !DILocation(line: 131, column: 24, scope: !353)
!355 = distinct !{!355, !356, !357}
!356 = !DILocation(line: 129, column: 5, scope: !336)
!357 = !DILocation(line: 133, column: 5, scope: !336)
!358 = !DILocation(line: 136, column: 5, scope: !359)
!359 = distinct !DILexicalBlock(scope: !360, file: !3, line: 136, column: 5)
!360 = distinct !DILexicalBlock(scope: !281, file: !3, line: 136, column: 5)
!361 = !DILocation(line: 137, column: 5, scope: !281)
!362 = distinct !DISubprogram(name: "intruder", scope: !3, file: !3, line: 204, type: !185, scopeLine: 205, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !363)
!363 = !{!364, !365, !371, !372}
!364 = !DILocalVariable(name: "arg", arg: 1, scope: !362, file: !3, line: 204, type: !187)
!365 = !DILocalVariable(name: "m", scope: !366, file: !3, line: 213, type: !95)
!366 = distinct !DILexicalBlock(scope: !367, file: !3, line: 211, column: 26)
!367 = distinct !DILexicalBlock(scope: !368, file: !3, line: 211, column: 13)
!368 = distinct !DILexicalBlock(scope: !369, file: !3, line: 207, column: 14)
!369 = distinct !DILexicalBlock(scope: !370, file: !3, line: 207, column: 5)
!370 = distinct !DILexicalBlock(scope: !362, file: !3, line: 207, column: 5)
!371 = !DILocalVariable(name: "to", scope: !368, file: !3, line: 221, type: !29)
!372 = !DILocalVariable(name: "m", scope: !368, file: !3, line: 223, type: !95)
!373 = distinct !DIAssignID()
!374 = !DILocation(line: 0, scope: !368)
!375 = distinct !DIAssignID()
!376 = !DILocation(line: 0, scope: !362)
!377 = !DILocation(line: 207, column: 5, scope: !362)
!378 = !DILocalVariable(name: "m", scope: !379, file: !3, line: 187, type: !95)
!379 = distinct !DISubprogram(name: "forge", scope: !3, file: !3, line: 185, type: !234, scopeLine: 186, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !380)
!380 = !{!381, !378}
!381 = !DILocalVariable(name: "to", arg: 1, scope: !379, file: !3, line: 185, type: !29)
!382 = !DILocation(line: 0, scope: !379, inlinedAt: !383)
!383 = distinct !DILocation(line: 223, column: 78, scope: !368)
!384 = !DILocation(line: 208, column: 9, scope: !368)
!385 = !DILocation(line: 209, column: 24, scope: !368)
!386 = !DILocation(line: 209, column: 17, scope: !368)
!387 = !DILocation(line: 209, column: 29, scope: !368)
!388 = !DILocation(line: 210, column: 13, scope: !368)
!389 = distinct !{!389, !390, !391, !224}
!390 = !DILocation(line: 209, column: 9, scope: !368)
!391 = !DILocation(line: 210, column: 49, scope: !368)
!392 = !DILocation(line: 211, column: 13, scope: !368)
!393 = !DILocation(line: 213, column: 30, scope: !366)
!394 = !DILocation(line: 0, scope: !366)
!395 = !DILocation(line: 214, column: 25, scope: !366)
!396 = !DILocation(line: 215, column: 13, scope: !366)
!397 = !DILocation(line: 216, column: 13, scope: !366)
!398 = !DILocalVariable(name: "m", arg: 1, scope: !399, file: !3, line: 151, type: !95)
!399 = distinct !DISubprogram(name: "learn", scope: !3, file: !3, line: 151, type: !201, scopeLine: 152, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !400)
!400 = !{!398, !401}
!401 = !DILocalVariable(name: "k", scope: !402, file: !3, line: 160, type: !29)
!402 = distinct !DILexicalBlock(scope: !399, file: !3, line: 160, column: 5)
!403 = !DILocation(line: 0, scope: !399, inlinedAt: !404)
!404 = distinct !DILocation(line: 217, column: 13, scope: !366)
!405 = !DILocalVariable(name: "y", arg: 2, scope: !406, file: !3, line: 145, type: !95)
!406 = distinct !DISubprogram(name: "same", scope: !3, file: !3, line: 145, type: !407, scopeLine: 146, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !409)
!407 = !DISubroutineType(types: !408)
!408 = !{!29, !95, !95}
!409 = !{!410, !405}
!410 = !DILocalVariable(name: "x", arg: 1, scope: !406, file: !3, line: 145, type: !95)
!411 = !DILocation(line: 0, scope: !406, inlinedAt: !412)
!412 = distinct !DILocation(line: 161, column: 13, scope: !413, inlinedAt: !404)
!413 = distinct !DILexicalBlock(scope: !414, file: !3, line: 161, column: 13)
!414 = distinct !DILexicalBlock(scope: !402, file: !3, line: 160, column: 5)
!415 = !DILocation(line: 153, column: 15, scope: !416, inlinedAt: !404)
!416 = distinct !DILexicalBlock(scope: !399, file: !3, line: 153, column: 9)
!417 = !DILocation(line: 153, column: 9, scope: !399, inlinedAt: !404)
!418 = !DILocation(line: 0, scope: !402, inlinedAt: !404)
!419 = !DILocation(line: 161, column: 13, scope: !413, inlinedAt: !404)
!420 = !DILocation(line: 147, column: 18, scope: !406, inlinedAt: !412)
!421 = !DILocation(line: 147, column: 27, scope: !406, inlinedAt: !412)
!422 = !DILocation(line: 154, column: 13, scope: !423, inlinedAt: !404)
!423 = distinct !DILexicalBlock(scope: !424, file: !3, line: 154, column: 13)
!424 = distinct !DILexicalBlock(scope: !416, file: !3, line: 153, column: 21)
!425 = !DILocation(line: 154, column: 13, scope: !424, inlinedAt: !404)
!426 = !DILocation(line: 155, column: 24, scope: !423, inlinedAt: !404)
!427 = !DILocation(line: 155, column: 19, scope: !423, inlinedAt: !404)
!428 = !DILocation(line: 155, column: 13, scope: !423, inlinedAt: !404)
!429 = !DILocation(line: 156, column: 13, scope: !430, inlinedAt: !404)
!430 = distinct !DILexicalBlock(scope: !424, file: !3, line: 156, column: 13)
!431 = !DILocation(line: 156, column: 13, scope: !424, inlinedAt: !404)
!432 = !DILocation(line: 157, column: 24, scope: !430, inlinedAt: !404)
!433 = !DILocation(line: 157, column: 19, scope: !430, inlinedAt: !404)
!434 = !DILocation(line: 157, column: 13, scope: !430, inlinedAt: !404)
!435 = !DILocation(line: 163, column: 12, scope: !399, inlinedAt: !404)
!436 = !DILocation(line: 163, column: 5, scope: !399, inlinedAt: !404)
!437 = !DILocation(line: 163, column: 27, scope: !399, inlinedAt: !404)
!438 = !DILocation(line: 164, column: 37, scope: !399, inlinedAt: !404)
!439 = !DILocation(line: 164, column: 17, scope: !399, inlinedAt: !404)
!440 = !DILocation(line: 165, column: 1, scope: !399, inlinedAt: !404)
!441 = distinct !{!441, !442, !443}
!442 = !DILocation(line: 207, column: 5, scope: !370)
!443 = !DILocation(line: 225, column: 5, scope: !370)
!444 = !DILocation(line: 221, column: 18, scope: !368)
!445 = !DILocation(line: 221, column: 54, scope: !368)
!446 = !DILocation(line: 221, column: 36, scope: !368)
!447 = !DILocation(line: 222, column: 9, scope: !368)
!448 = !DILocation(line: 223, column: 9, scope: !368)
!449 = !DILocation(line: 223, column: 29, scope: !368)
!450 = !{!219, !198, i64 0}
!451 = !DILocation(line: 223, column: 19, scope: !368)
!452 = !DILocation(line: 223, column: 33, scope: !368)
!453 = !DILocation(line: 223, column: 36, scope: !368)
!454 = !DILocalVariable(name: "k", scope: !455, file: !3, line: 179, type: !29)
!455 = distinct !DISubprogram(name: "any_stored", scope: !3, file: !3, line: 177, type: !456, scopeLine: 178, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !458)
!456 = !DISubroutineType(types: !457)
!457 = !{!95}
!458 = !{!454}
!459 = !DILocation(line: 0, scope: !455, inlinedAt: !460)
!460 = distinct !DILocation(line: 223, column: 63, scope: !368)
!461 = !{!462}
!462 = distinct !{!462, !463, !"any_stored: argument 0"}
!463 = distinct !{!463, !"any_stored"}
!464 = !DILocation(line: 180, column: 27, scope: !455, inlinedAt: !460)
!465 = !DILocation(line: 180, column: 51, scope: !455, inlinedAt: !460)
!466 = !DILocation(line: 180, column: 5, scope: !455, inlinedAt: !460)
!467 = distinct !{!467, !466, !468, !224}
!468 = !DILocation(line: 181, column: 10, scope: !455, inlinedAt: !460)
!469 = !DILocation(line: 182, column: 12, scope: !455, inlinedAt: !460)
!470 = distinct !DIAssignID()
!471 = distinct !DIAssignID()
!472 = !{!473}
!473 = distinct !{!473, !474, !"forge: argument 0"}
!474 = distinct !{!474, !"forge"}
!475 = !DILocation(line: 223, column: 78, scope: !368)
!476 = !DILocation(line: 187, column: 11, scope: !379, inlinedAt: !383)
!477 = distinct !DIAssignID()
!478 = distinct !DIAssignID()
!479 = !DILocation(line: 188, column: 9, scope: !480, inlinedAt: !383)
!480 = distinct !DILexicalBlock(scope: !379, file: !3, line: 188, column: 9)
!481 = !DILocation(line: 188, column: 9, scope: !379, inlinedAt: !383)
!482 = !DILocalVariable(name: "n", scope: !483, file: !3, line: 170, type: !29)
!483 = distinct !DILexicalBlock(scope: !484, file: !3, line: 170, column: 5)
!484 = distinct !DISubprogram(name: "any_nonce", scope: !3, file: !3, line: 168, type: !141, scopeLine: 169, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !485)
!485 = !{!482}
!486 = !DILocation(line: 0, scope: !483, inlinedAt: !487)
!487 = distinct !DILocation(line: 190, column: 16, scope: !488, inlinedAt: !383)
!488 = distinct !DILexicalBlock(scope: !480, file: !3, line: 188, column: 35)
!489 = !DILocation(line: 171, column: 14, scope: !490, inlinedAt: !487)
!490 = distinct !DILexicalBlock(scope: !491, file: !3, line: 171, column: 13)
!491 = distinct !DILexicalBlock(scope: !483, file: !3, line: 170, column: 5)
!492 = !DILocation(line: 171, column: 20, scope: !490, inlinedAt: !487)
!493 = !DILocation(line: 171, column: 32, scope: !490, inlinedAt: !487)
!494 = !DILocation(line: 171, column: 35, scope: !490, inlinedAt: !487)
!495 = !DILocation(line: 171, column: 13, scope: !491, inlinedAt: !487)
!496 = !DILocation(line: 190, column: 14, scope: !488, inlinedAt: !383)
!497 = !{!219, !198, i64 8}
!498 = distinct !DIAssignID()
!499 = !DILocation(line: 191, column: 18, scope: !488, inlinedAt: !383)
!500 = !DILocation(line: 192, column: 5, scope: !488, inlinedAt: !383)
!501 = !DILocation(line: 192, column: 16, scope: !502, inlinedAt: !383)
!502 = distinct !DILexicalBlock(scope: !480, file: !3, line: 192, column: 16)
!503 = !DILocation(line: 0, scope: !483, inlinedAt: !504)
!504 = distinct !DILocation(line: 194, column: 16, scope: !505, inlinedAt: !383)
!505 = distinct !DILexicalBlock(scope: !502, file: !3, line: 192, column: 42)
!506 = !DILocation(line: 0, scope: !483, inlinedAt: !507)
!507 = distinct !DILocation(line: 197, column: 16, scope: !508, inlinedAt: !383)
!508 = distinct !DILexicalBlock(scope: !502, file: !3, line: 195, column: 12)
!509 = !DILocation(line: 171, column: 14, scope: !490, inlinedAt: !510)
!510 = !DILocation(line: 0, scope: !502, inlinedAt: !383)
!511 = !DILocation(line: 171, column: 20, scope: !490, inlinedAt: !510)
!512 = !DILocation(line: 192, column: 16, scope: !480, inlinedAt: !383)
!513 = !DILocation(line: 171, column: 32, scope: !490, inlinedAt: !504)
!514 = !DILocation(line: 171, column: 35, scope: !490, inlinedAt: !504)
!515 = !DILocation(line: 171, column: 13, scope: !491, inlinedAt: !504)
!516 = !DILocation(line: 171, column: 14, scope: !490, inlinedAt: !504)
!517 = !DILocation(line: 171, column: 20, scope: !490, inlinedAt: !504)
!518 = !DILocation(line: 171, column: 32, scope: !490, inlinedAt: !507)
!519 = !DILocation(line: 171, column: 35, scope: !490, inlinedAt: !507)
!520 = !DILocation(line: 171, column: 13, scope: !491, inlinedAt: !507)
!521 = !DILocation(line: 171, column: 14, scope: !490, inlinedAt: !507)
!522 = !DILocation(line: 171, column: 20, scope: !490, inlinedAt: !507)
!523 = !DILocation(line: 197, column: 14, scope: !508, inlinedAt: !383)
!524 = distinct !DIAssignID()
!525 = !DILocation(line: 0, scope: !483, inlinedAt: !526)
!526 = distinct !DILocation(line: 198, column: 16, scope: !508, inlinedAt: !383)
!527 = !DILocation(line: 171, column: 14, scope: !490, inlinedAt: !526)
!528 = !DILocation(line: 171, column: 20, scope: !490, inlinedAt: !526)
!529 = !DILocation(line: 171, column: 32, scope: !490, inlinedAt: !526)
!530 = !DILocation(line: 171, column: 35, scope: !490, inlinedAt: !526)
!531 = !DILocation(line: 171, column: 13, scope: !491, inlinedAt: !526)
!532 = !DILocation(line: 0, scope: !480, inlinedAt: !383)
!533 = !DILocation(line: 223, scope: !368)
!534 = !DILocation(line: 70, column: 5, scope: !207, inlinedAt: !535)
!535 = distinct !DILocation(line: 224, column: 9, scope: !368)
!536 = !DILocation(line: 0, scope: !207, inlinedAt: !535)
!537 = !DILocation(line: 71, column: 20, scope: !207, inlinedAt: !535)
!538 = !DILocation(line: 71, column: 5, scope: !207, inlinedAt: !535)
!539 = !DILocation(line: 72, column: 9, scope: !207, inlinedAt: !535)
!540 = distinct !{!540, !538, !541, !224}
!541 = !DILocation(line: 72, column: 50, scope: !207, inlinedAt: !535)
!542 = !DILocation(line: 73, column: 13, scope: !207, inlinedAt: !535)
!543 = !DILocation(line: 73, column: 20, scope: !207, inlinedAt: !535)
!544 = !DILocation(line: 74, column: 18, scope: !207, inlinedAt: !535)
!545 = !DILocation(line: 75, column: 5, scope: !207, inlinedAt: !535)
!546 = !DILocation(line: 78, column: 5, scope: !207, inlinedAt: !535)
!547 = !DILocation(line: 225, column: 5, scope: !369)
!548 = !DILocation(line: 207, column: 5, scope: !369)
!549 = !DISubprogram(name: "pthread_join", scope: !168, file: !168, line: 219, type: !550, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!550 = !DISubroutineType(types: !551)
!551 = !{!29, !145, !552}
!552 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !187, size: 64)
!553 = !DISubprogram(name: "__VERIFIER_nondet_bool", scope: !3, file: !3, line: 33, type: !554, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!554 = !DISubroutineType(types: !555)
!555 = !{!556}
!556 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!557 = !DISubprogram(name: "pthread_mutex_lock", scope: !168, file: !168, line: 794, type: !558, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!558 = !DISubroutineType(types: !559)
!559 = !{!29, !560}
!560 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!561 = !DISubprogram(name: "pthread_cond_wait", scope: !168, file: !168, line: 1133, type: !562, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!562 = !DISubroutineType(types: !563)
!563 = !{!29, !564, !566}
!564 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !565)
!565 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!566 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !560)
!567 = !DISubprogram(name: "pthread_cond_signal", scope: !168, file: !168, line: 1121, type: !568, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!568 = !DISubroutineType(types: !569)
!569 = !{!29, !565}
!570 = !DISubprogram(name: "pthread_mutex_unlock", scope: !168, file: !168, line: 835, type: !558, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!571 = !DISubprogram(name: "__assert_fail", scope: !572, file: !572, line: 69, type: !573, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!572 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!573 = !DISubroutineType(types: !574)
!574 = !{null, !575, !575, !6, !575}
!575 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
