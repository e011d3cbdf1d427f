; ModuleID = 'needham_schroeder.c'
source_filename = "needham_schroeder.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%struct.msg_t = type { i32, i32, i32, i32, i32 }

@a_partner = internal unnamed_addr global i32 0, align 4, !dbg !0
@net = internal global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !18
@full = internal unnamed_addr global [4 x i32] zeroinitializer, align 16, !dbg !52
@changed = internal global %union.pthread_cond_t zeroinitializer, align 8, !dbg !57
@box = internal unnamed_addr global [4 x %struct.msg_t] zeroinitializer, align 16, !dbg !92
@.str = private unnamed_addr constant [36 x i8] c"!(b_partner == A && a_partner != B)\00", align 1, !dbg !103
@.str.1 = private unnamed_addr constant [20 x i8] c"needham_schroeder.c\00", align 1, !dbg !108
@__PRETTY_FUNCTION__.responder = private unnamed_addr constant [24 x i8] c"void *responder(void *)\00", align 1, !dbg !113

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !129 {
  %1 = alloca i64, align 8, !DIAssignID !138
    #dbg_assign(i1 undef, !133, !DIExpression(), !138, ptr %1, !DIExpression(), !139)
  %2 = alloca i64, align 8, !DIAssignID !140
    #dbg_assign(i1 undef, !136, !DIExpression(), !140, ptr %2, !DIExpression(), !139)
  %3 = alloca i64, align 8, !DIAssignID !141
    #dbg_assign(i1 undef, !137, !DIExpression(), !141, ptr %3, !DIExpression(), !139)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !142
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !142
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6, !dbg !142
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @initiator, ptr noundef null) #6, !dbg !143
  %5 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @responder, ptr noundef null) #6, !dbg !144
  %6 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @intruder, ptr noundef null) #6, !dbg !145
  %7 = load i64, ptr %1, align 8, !dbg !146, !tbaa !147
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !151
  %9 = load i64, ptr %2, align 8, !dbg !152, !tbaa !147
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #6, !dbg !153
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6, !dbg !154
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !154
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !154
  ret i32 0, !dbg !155
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !156 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @initiator(ptr nocapture readnone %0) #0 !dbg !178 {
    #dbg_value(ptr poison, !180, !DIExpression(), !183)
  %2 = tail call zeroext i1 @__VERIFIER_nondet_bool() #6, !dbg !184
  %3 = select i1 %2, i32 2, i32 3, !dbg !184
    #dbg_value(i32 %3, !181, !DIExpression(), !183)
  store i32 %3, ptr @a_partner, align 4, !dbg !185, !tbaa !186
    #dbg_value(i32 %3, !188, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !194)
    #dbg_value(i32 1, !188, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !194)
    #dbg_value(i32 1, !188, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !194)
    #dbg_value(i32 1, !188, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !194)
    #dbg_value(i32 0, !188, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !194)
    #dbg_value(i32 3, !193, !DIExpression(), !194)
  %4 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @net) #6, !dbg !196
  %5 = load i32, ptr getelementptr inbounds (i8, ptr @full, i64 12), align 4, !dbg !197, !tbaa !186
  %6 = icmp eq i32 %5, 0, !dbg !198
  br i1 %6, label %11, label %7, !dbg !198

7:                                                ; preds = %1, %7
  %8 = tail call i32 @pthread_cond_wait(ptr noundef nonnull @changed, ptr noundef nonnull @net) #6, !dbg !199
  %9 = load i32, ptr getelementptr inbounds (i8, ptr @full, i64 12), align 4, !dbg !197, !tbaa !186
  %10 = icmp eq i32 %9, 0, !dbg !198
  br i1 %10, label %11, label %7, !dbg !198, !llvm.loop !200

11:                                               ; preds = %7, %1
  store i32 %3, ptr getelementptr inbounds (i8, ptr @box, i64 60), align 4, !dbg !203, !tbaa !186
  store <4 x i32> <i32 1, i32 1, i32 1, i32 0>, ptr getelementptr inbounds (i8, ptr @box, i64 64), align 16, !dbg !203, !tbaa !186
  store i32 1, ptr getelementptr inbounds (i8, ptr @full, i64 12), align 4, !dbg !204, !tbaa !186
  %12 = tail call i32 @pthread_cond_broadcast(ptr noundef nonnull @changed) #6, !dbg !205
  %13 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @net) #6, !dbg !206
  br label %14, !dbg !207

14:                                               ; preds = %22, %11
    #dbg_value(i32 1, !208, !DIExpression(), !214)
  %15 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @net) #6, !dbg !216, !noalias !217
  %16 = load i32, ptr getelementptr inbounds (i8, ptr @full, i64 4), align 4, !dbg !220, !tbaa !186, !noalias !217
  %17 = icmp eq i32 %16, 0, !dbg !221
  br i1 %17, label %18, label %22, !dbg !222

18:                                               ; preds = %14, %18
  %19 = tail call i32 @pthread_cond_wait(ptr noundef nonnull @changed, ptr noundef nonnull @net) #6, !dbg !223, !noalias !217
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @full, i64 4), align 4, !dbg !220, !tbaa !186, !noalias !217
  %21 = icmp eq i32 %20, 0, !dbg !221
  br i1 %21, label %18, label %22, !dbg !222, !llvm.loop !224

22:                                               ; preds = %18, %14
  %23 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 20), align 4, !dbg !226, !tbaa !186
    #dbg_value(i32 %23, !213, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !214)
  %24 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 24), align 8, !dbg !226, !tbaa !186
    #dbg_value(i32 %24, !213, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !214)
  %25 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 28), align 4, !dbg !226, !tbaa !186
    #dbg_value(i32 %25, !213, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !214)
  %26 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 32), align 16, !dbg !226, !tbaa !186
    #dbg_value(i32 %26, !213, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !214)
  %27 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 36), align 4, !dbg !226, !tbaa !186
    #dbg_value(i32 %27, !213, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !214)
  store i32 0, ptr getelementptr inbounds (i8, ptr @full, i64 4), align 4, !dbg !227, !tbaa !186, !noalias !217
  %28 = tail call i32 @pthread_cond_broadcast(ptr noundef nonnull @changed) #6, !dbg !228, !noalias !217
  %29 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @net) #6, !dbg !229, !noalias !217
    #dbg_value(i32 %23, !182, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !183)
    #dbg_value(i32 %24, !182, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !183)
    #dbg_value(i32 %25, !182, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !183)
    #dbg_value(i32 %26, !182, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !183)
    #dbg_value(i32 %27, !182, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !183)
  %30 = icmp eq i32 %23, 1, !dbg !230
  %31 = icmp eq i32 %24, 2
  %32 = select i1 %30, i1 %31, i1 false, !dbg !231
  %33 = icmp eq i32 %25, 1
  %34 = select i1 %32, i1 %33, i1 false, !dbg !231
  %35 = icmp eq i32 %27, %3
  %36 = select i1 %34, i1 %35, i1 false, !dbg !231
  br i1 %36, label %37, label %14, !dbg !231, !llvm.loop !232

37:                                               ; preds = %22
    #dbg_value(i32 %3, !188, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !234)
    #dbg_value(i32 3, !188, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !234)
    #dbg_value(i32 %26, !188, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !234)
    #dbg_value(i32 0, !188, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !234)
    #dbg_value(i32 0, !188, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !234)
    #dbg_value(i32 3, !193, !DIExpression(), !234)
  %38 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @net) #6, !dbg !236
  %39 = load i32, ptr getelementptr inbounds (i8, ptr @full, i64 12), align 4, !dbg !237, !tbaa !186
  %40 = icmp eq i32 %39, 0, !dbg !238
  br i1 %40, label %45, label %41, !dbg !238

41:                                               ; preds = %37, %41
  %42 = tail call i32 @pthread_cond_wait(ptr noundef nonnull @changed, ptr noundef nonnull @net) #6, !dbg !239
  %43 = load i32, ptr getelementptr inbounds (i8, ptr @full, i64 12), align 4, !dbg !237, !tbaa !186
  %44 = icmp eq i32 %43, 0, !dbg !238
  br i1 %44, label %45, label %41, !dbg !238, !llvm.loop !240

45:                                               ; preds = %41, %37
  store i32 %3, ptr getelementptr inbounds (i8, ptr @box, i64 60), align 4, !dbg !242, !tbaa !186
  store i32 3, ptr getelementptr inbounds (i8, ptr @box, i64 64), align 16, !dbg !242, !tbaa !186
  store i32 %26, ptr getelementptr inbounds (i8, ptr @box, i64 68), align 4, !dbg !242, !tbaa !186
  store i32 0, ptr getelementptr inbounds (i8, ptr @box, i64 72), align 8, !dbg !242, !tbaa !186
  store i32 0, ptr getelementptr inbounds (i8, ptr @box, i64 76), align 4, !dbg !242, !tbaa !186
  store i32 1, ptr getelementptr inbounds (i8, ptr @full, i64 12), align 4, !dbg !243, !tbaa !186
  %46 = tail call i32 @pthread_cond_broadcast(ptr noundef nonnull @changed) #6, !dbg !244
  %47 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @net) #6, !dbg !245
  ret ptr null, !dbg !246
}

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @responder(ptr nocapture readnone %0) #0 !dbg !247 {
    #dbg_value(ptr poison, !249, !DIExpression(), !252)
  br label %2, !dbg !253

2:                                                ; preds = %10, %1
    #dbg_value(i32 2, !208, !DIExpression(), !254)
  %3 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @net) #6, !dbg !256, !noalias !257
  %4 = load i32, ptr getelementptr inbounds (i8, ptr @full, i64 8), align 8, !dbg !260, !tbaa !186, !noalias !257
  %5 = icmp eq i32 %4, 0, !dbg !261
  br i1 %5, label %6, label %10, !dbg !262

6:                                                ; preds = %2, %6
  %7 = tail call i32 @pthread_cond_wait(ptr noundef nonnull @changed, ptr noundef nonnull @net) #6, !dbg !263, !noalias !257
  %8 = load i32, ptr getelementptr inbounds (i8, ptr @full, i64 8), align 8, !dbg !260, !tbaa !186, !noalias !257
  %9 = icmp eq i32 %8, 0, !dbg !261
  br i1 %9, label %6, label %10, !dbg !262, !llvm.loop !264

10:                                               ; preds = %6, %2
  %11 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 40), align 8, !dbg !266, !tbaa !186
    #dbg_value(i32 %11, !213, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !254)
  %12 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 44), align 4, !dbg !266, !tbaa !186
    #dbg_value(i32 %12, !213, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !254)
  %13 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 48), align 16, !dbg !266, !tbaa !186
    #dbg_value(i32 %13, !213, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !254)
  %14 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 52), align 4, !dbg !266, !tbaa !186
    #dbg_value(i32 %14, !213, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !254)
    #dbg_value(i32 poison, !213, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !254)
  store i32 0, ptr getelementptr inbounds (i8, ptr @full, i64 8), align 8, !dbg !267, !tbaa !186, !noalias !257
  %15 = tail call i32 @pthread_cond_broadcast(ptr noundef nonnull @changed) #6, !dbg !268, !noalias !257
  %16 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @net) #6, !dbg !269, !noalias !257
    #dbg_value(i32 %11, !250, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !252)
    #dbg_value(i32 %12, !250, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !252)
    #dbg_value(i32 %13, !250, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !252)
    #dbg_value(i32 %14, !250, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !252)
    #dbg_value(i32 poison, !250, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !252)
  %17 = icmp eq i32 %11, 2, !dbg !270
  %18 = icmp eq i32 %12, 1
  %19 = select i1 %17, i1 %18, i1 false, !dbg !271
  %20 = icmp ne i32 %13, 0
  %21 = select i1 %19, i1 %20, i1 false, !dbg !271
  %22 = and i32 %14, -3
  %23 = icmp eq i32 %22, 1
  %24 = select i1 %21, i1 %23, i1 false, !dbg !271
  br i1 %24, label %25, label %2, !dbg !271, !llvm.loop !272

25:                                               ; preds = %10
    #dbg_value(i32 %14, !251, !DIExpression(), !252)
    #dbg_value(i32 %14, !188, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !274)
    #dbg_value(i32 2, !188, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !274)
    #dbg_value(i32 %13, !188, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !274)
    #dbg_value(i32 2, !188, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !274)
    #dbg_value(i32 2, !188, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !274)
    #dbg_value(i32 3, !193, !DIExpression(), !274)
  %26 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @net) #6, !dbg !276
  %27 = load i32, ptr getelementptr inbounds (i8, ptr @full, i64 12), align 4, !dbg !277, !tbaa !186
  %28 = icmp eq i32 %27, 0, !dbg !278
  br i1 %28, label %33, label %29, !dbg !278

29:                                               ; preds = %25, %29
  %30 = tail call i32 @pthread_cond_wait(ptr noundef nonnull @changed, ptr noundef nonnull @net) #6, !dbg !279
  %31 = load i32, ptr getelementptr inbounds (i8, ptr @full, i64 12), align 4, !dbg !277, !tbaa !186
  %32 = icmp eq i32 %31, 0, !dbg !278
  br i1 %32, label %33, label %29, !dbg !278, !llvm.loop !280

33:                                               ; preds = %29, %25
  store i32 %14, ptr getelementptr inbounds (i8, ptr @box, i64 60), align 4, !dbg !282, !tbaa !186
  store i32 2, ptr getelementptr inbounds (i8, ptr @box, i64 64), align 16, !dbg !282, !tbaa !186
  store i32 %13, ptr getelementptr inbounds (i8, ptr @box, i64 68), align 4, !dbg !282, !tbaa !186
  store i32 2, ptr getelementptr inbounds (i8, ptr @box, i64 72), align 8, !dbg !282, !tbaa !186
  store i32 2, ptr getelementptr inbounds (i8, ptr @box, i64 76), align 4, !dbg !282, !tbaa !186
  store i32 1, ptr getelementptr inbounds (i8, ptr @full, i64 12), align 4, !dbg !283, !tbaa !186
  %34 = tail call i32 @pthread_cond_broadcast(ptr noundef nonnull @changed) #6, !dbg !284
  %35 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @net) #6, !dbg !285
  br label %36, !dbg !286

36:                                               ; preds = %44, %33
    #dbg_value(i32 2, !208, !DIExpression(), !287)
  %37 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @net) #6, !dbg !289, !noalias !290
  %38 = load i32, ptr getelementptr inbounds (i8, ptr @full, i64 8), align 8, !dbg !293, !tbaa !186, !noalias !290
  %39 = icmp eq i32 %38, 0, !dbg !294
  br i1 %39, label %40, label %44, !dbg !295

40:                                               ; preds = %36, %40
  %41 = tail call i32 @pthread_cond_wait(ptr noundef nonnull @changed, ptr noundef nonnull @net) #6, !dbg !296, !noalias !290
  %42 = load i32, ptr getelementptr inbounds (i8, ptr @full, i64 8), align 8, !dbg !293, !tbaa !186, !noalias !290
  %43 = icmp eq i32 %42, 0, !dbg !294
  br i1 %43, label %40, label %44, !dbg !295, !llvm.loop !297

44:                                               ; preds = %40, %36
  %45 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 40), align 8, !dbg !299, !tbaa !186
    #dbg_value(i32 %45, !213, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !287)
  %46 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 44), align 4, !dbg !299, !tbaa !186
    #dbg_value(i32 %46, !213, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !287)
  %47 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 48), align 16, !dbg !299, !tbaa !186
    #dbg_value(i32 %47, !213, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !287)
  store i32 0, ptr getelementptr inbounds (i8, ptr @full, i64 8), align 8, !dbg !300, !tbaa !186, !noalias !290
  %48 = tail call i32 @pthread_cond_broadcast(ptr noundef nonnull @changed) #6, !dbg !301, !noalias !290
  %49 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @net) #6, !dbg !302, !noalias !290
    #dbg_value(i32 %45, !250, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !252)
    #dbg_value(i32 %46, !250, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !252)
    #dbg_value(i32 %47, !250, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !252)
    #dbg_value(i32 poison, !250, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !252)
    #dbg_value(i32 poison, !250, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !252)
  %50 = icmp eq i32 %45, 2, !dbg !303
  %51 = icmp eq i32 %46, 3
  %52 = select i1 %50, i1 %51, i1 false, !dbg !304
  %53 = icmp eq i32 %47, 2
  %54 = select i1 %52, i1 %53, i1 false, !dbg !304
  br i1 %54, label %55, label %36, !dbg !304, !llvm.loop !305

55:                                               ; preds = %44
  %56 = icmp eq i32 %14, 1, !dbg !307
  %57 = load i32, ptr @a_partner, align 4, !dbg !307
  %58 = icmp ne i32 %57, 2, !dbg !307
  %59 = select i1 %56, i1 %58, i1 false, !dbg !307
  br i1 %59, label %60, label %61, !dbg !307

60:                                               ; preds = %55
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 113, ptr noundef nonnull @__PRETTY_FUNCTION__.responder) #7, !dbg !307
  unreachable, !dbg !307

61:                                               ; preds = %55
  ret ptr null, !dbg !310
}

; Function Attrs: noreturn nounwind uwtable
define internal noalias noundef nonnull ptr @intruder(ptr nocapture readnone %0) #3 !dbg !311 {
    #dbg_value(ptr poison, !313, !DIExpression(), !321)
    #dbg_value(i32 8, !314, !DIExpression(), !321)
    #dbg_value(i32 0, !315, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !321)
    #dbg_value(i32 0, !315, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !321)
    #dbg_value(i32 0, !315, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !321)
    #dbg_value(i32 0, !315, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !321)
    #dbg_value(i32 0, !315, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !321)
  br label %2, !dbg !322

2:                                                ; preds = %65, %1
  %3 = phi i32 [ 0, %1 ], [ %66, %65 ]
  %4 = phi i32 [ 0, %1 ], [ %64, %65 ]
  %5 = phi i32 [ 0, %1 ], [ %63, %65 ]
  %6 = phi i32 [ 0, %1 ], [ %67, %65 ]
  %7 = phi i32 [ 0, %1 ], [ %62, %65 ]
  %8 = phi i32 [ 8, %1 ], [ %11, %65 ]
  %9 = icmp eq i32 %7, 0
  br label %10, !dbg !323

10:                                               ; preds = %71, %2
  %11 = phi i32 [ %8, %2 ], [ %81, %71 ]
  %12 = and i32 %11, 2
  %13 = icmp eq i32 %12, 0
  %14 = and i32 %11, 4
  %15 = icmp eq i32 %14, 0
  %16 = and i32 %11, 8
  %17 = icmp eq i32 %16, 0
  %18 = select i1 %15, i32 3, i32 2
  %19 = select i1 %17, i32 0, i32 3
  %20 = select i1 %15, i32 3, i32 2
  %21 = and i32 %11, 8
  %22 = icmp eq i32 %21, 0
  %23 = lshr exact i32 %14, 1
  %24 = and i32 %11, 8
  %25 = icmp eq i32 %24, 0
  %26 = select i1 %25, i32 0, i32 3
  %27 = and i32 %11, 2
  %28 = icmp eq i32 %27, 0
  %29 = and i32 %11, 4
  %30 = icmp eq i32 %29, 0
  %31 = select i1 %30, i32 3, i32 2
  %32 = and i32 %11, 8
  %33 = icmp eq i32 %32, 0
  %34 = lshr exact i32 %29, 1
  %35 = and i32 %11, 8
  %36 = icmp eq i32 %35, 0
  %37 = select i1 %36, i32 0, i32 3
  br label %38, !dbg !323

38:                                               ; preds = %10, %164
    #dbg_value(i32 %5, !315, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !321)
    #dbg_value(i32 %4, !315, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !321)
    #dbg_value(i32 %3, !315, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !321)
    #dbg_value(i32 %11, !314, !DIExpression(), !321)
    #dbg_value(i32 %7, !315, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !321)
    #dbg_value(i32 %6, !315, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !321)
  %39 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @net) #6, !dbg !324
  %40 = load i32, ptr getelementptr inbounds (i8, ptr @full, i64 12), align 4, !dbg !325, !tbaa !186
  %41 = icmp eq i32 %40, 0, !dbg !325
  %42 = load i32, ptr getelementptr inbounds (i8, ptr @full, i64 4), align 4
  %43 = icmp ne i32 %42, 0
  %44 = select i1 %41, i1 %43, i1 false, !dbg !323
  %45 = load i32, ptr getelementptr inbounds (i8, ptr @full, i64 8), align 8
  %46 = icmp ne i32 %45, 0
  %47 = select i1 %44, i1 %46, i1 false, !dbg !323
  br i1 %47, label %48, label %58, !dbg !323

48:                                               ; preds = %38, %48
  %49 = tail call i32 @pthread_cond_wait(ptr noundef nonnull @changed, ptr noundef nonnull @net) #6, !dbg !326
  %50 = load i32, ptr getelementptr inbounds (i8, ptr @full, i64 12), align 4, !dbg !325, !tbaa !186
  %51 = icmp eq i32 %50, 0, !dbg !325
  %52 = load i32, ptr getelementptr inbounds (i8, ptr @full, i64 4), align 4
  %53 = icmp ne i32 %52, 0
  %54 = select i1 %51, i1 %53, i1 false, !dbg !323
  %55 = load i32, ptr getelementptr inbounds (i8, ptr @full, i64 8), align 8
  %56 = icmp ne i32 %55, 0
  %57 = select i1 %54, i1 %56, i1 false, !dbg !323
  br i1 %57, label %48, label %58, !dbg !323, !llvm.loop !327

58:                                               ; preds = %48, %38
  %59 = phi i1 [ %41, %38 ], [ %51, %48 ], !dbg !325
  %60 = phi i32 [ %42, %38 ], [ %52, %48 ]
  %61 = phi i32 [ %45, %38 ], [ %55, %48 ]
  %62 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 64), align 16, !dbg !330, !tbaa !186
  %63 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 68), align 4, !dbg !330, !tbaa !186
  %64 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 72), align 8, !dbg !330, !tbaa !186
    #dbg_value(i32 poison, !316, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !331)
    #dbg_value(i32 %62, !316, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !331)
    #dbg_value(i32 %63, !316, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !331)
    #dbg_value(i32 %64, !316, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !331)
    #dbg_value(i32 poison, !316, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !331)
  br i1 %59, label %82, label %65, !dbg !332

65:                                               ; preds = %58
  %66 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 76), align 4, !dbg !330, !tbaa !186
    #dbg_value(i32 %66, !316, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !331)
  %67 = load i32, ptr getelementptr inbounds (i8, ptr @box, i64 60), align 4, !dbg !330, !tbaa !186
    #dbg_value(i32 %67, !316, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !331)
  store i32 0, ptr getelementptr inbounds (i8, ptr @full, i64 12), align 4, !dbg !333, !tbaa !186
  %68 = tail call i32 @pthread_cond_broadcast(ptr noundef nonnull @changed) #6, !dbg !336
  %69 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @net) #6, !dbg !337
  %70 = icmp eq i32 %67, 3, !dbg !338
  br i1 %70, label %71, label %2, !dbg !340, !llvm.loop !341

71:                                               ; preds = %65
  %72 = icmp eq i32 %63, 0, !dbg !344
  %73 = shl nuw i32 1, %63, !dbg !347
  %74 = select i1 %72, i32 0, i32 %73, !dbg !347
  %75 = or i32 %74, %11, !dbg !347
    #dbg_value(i32 %75, !314, !DIExpression(), !321)
  %76 = icmp eq i32 %62, 2, !dbg !348
  %77 = icmp ne i32 %64, 0
  %78 = select i1 %76, i1 %77, i1 false, !dbg !350
  %79 = shl nuw i32 1, %64, !dbg !350
  %80 = or i32 %75, %79, !dbg !350
  %81 = select i1 %78, i32 %80, i32 %75, !dbg !350
  br label %10, !dbg !323, !llvm.loop !341

82:                                               ; preds = %58
  %83 = icmp eq i32 %60, 0, !dbg !351
  br i1 %83, label %84, label %89, !dbg !351

84:                                               ; preds = %82
  %85 = icmp eq i32 %61, 0, !dbg !352
  br i1 %85, label %86, label %89, !dbg !352

86:                                               ; preds = %84
  %87 = tail call zeroext i1 @__VERIFIER_nondet_bool() #6, !dbg !353
  %88 = select i1 %87, i32 1, i32 2, !dbg !353
  br label %89, !dbg !352

89:                                               ; preds = %86, %84, %82
  %90 = phi i32 [ 2, %82 ], [ %88, %86 ], [ 1, %84 ], !dbg !351
    #dbg_value(i32 %90, !320, !DIExpression(), !331)
  %91 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @net) #6, !dbg !354
  br i1 %9, label %94, label %92, !dbg !355

92:                                               ; preds = %89
  %93 = tail call zeroext i1 @__VERIFIER_nondet_bool() #6, !dbg !357
  br i1 %93, label %149, label %94, !dbg !358

94:                                               ; preds = %92, %89
    #dbg_value(i32 %90, !316, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !331)
    #dbg_value(i32 0, !316, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !331)
    #dbg_value(i32 0, !316, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !331)
    #dbg_value(i32 0, !316, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !331)
    #dbg_value(i32 0, !316, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !331)
  %95 = tail call zeroext i1 @__VERIFIER_nondet_bool() #6, !dbg !359
  br i1 %95, label %96, label %114, !dbg !362

96:                                               ; preds = %94
    #dbg_value(i32 1, !316, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !331)
    #dbg_value(i32 %11, !363, !DIExpression(), !372)
    #dbg_value(i32 1, !370, !DIExpression(), !375)
    #dbg_value(i32 0, !369, !DIExpression(), !372)
    #dbg_value(i32 0, !368, !DIExpression(), !372)
    #dbg_value(i32 2, !370, !DIExpression(), !375)
  br i1 %28, label %97, label %100, !dbg !376

97:                                               ; preds = %96
    #dbg_value(i32 0, !368, !DIExpression(), !372)
    #dbg_value(i32 0, !369, !DIExpression(), !372)
    #dbg_value(i32 0, !369, !DIExpression(), !372)
    #dbg_value(i32 3, !370, !DIExpression(), !375)
    #dbg_value(i32 3, !370, !DIExpression(), !375)
  %98 = or i1 %30, %36, !dbg !376
  %99 = select i1 %30, i32 %37, i32 2, !dbg !376
  br i1 %98, label %110, label %105, !dbg !376

100:                                              ; preds = %96
    #dbg_value(i32 1, !368, !DIExpression(), !372)
    #dbg_value(i32 %29, !369, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_stack_value), !372)
    #dbg_value(i32 3, !370, !DIExpression(), !375)
  %101 = xor i1 %33, true, !dbg !376
  %102 = xor i1 %30, true, !dbg !376
  %103 = select i1 %101, i1 true, i1 %102, !dbg !376
  %104 = select i1 %101, i32 %31, i32 %34, !dbg !376
  br i1 %103, label %105, label %110, !dbg !376

105:                                              ; preds = %97, %100
  %106 = phi i32 [ 1, %100 ], [ 2, %97 ]
  %107 = phi i32 [ %104, %100 ], [ 3, %97 ]
  %108 = tail call zeroext i1 @__VERIFIER_nondet_bool() #6, !dbg !378
  %109 = select i1 %108, i32 %107, i32 %106, !dbg !379
  br label %110, !dbg !379

110:                                              ; preds = %97, %100, %105
  %111 = phi i32 [ %109, %105 ], [ %99, %97 ], [ 1, %100 ], !dbg !379
    #dbg_value(i32 %111, !316, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !331)
  %112 = tail call zeroext i1 @__VERIFIER_nondet_bool() #6, !dbg !380
  %113 = select i1 %112, i32 1, i32 3, !dbg !380
    #dbg_value(i32 %113, !316, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !331)
  br label %149, !dbg !381

114:                                              ; preds = %94
  %115 = tail call zeroext i1 @__VERIFIER_nondet_bool() #6, !dbg !382
    #dbg_value(i32 %11, !363, !DIExpression(), !384)
    #dbg_value(i32 %11, !363, !DIExpression(), !387)
    #dbg_value(i32 1, !370, !DIExpression(), !390)
    #dbg_value(i32 1, !370, !DIExpression(), !391)
    #dbg_value(i32 0, !369, !DIExpression(), !384)
    #dbg_value(i32 0, !369, !DIExpression(), !387)
    #dbg_value(i32 0, !368, !DIExpression(), !384)
    #dbg_value(i32 0, !368, !DIExpression(), !387)
    #dbg_value(i32 2, !370, !DIExpression(), !390)
    #dbg_value(i32 2, !370, !DIExpression(), !391)
  br i1 %115, label %116, label %129, !dbg !392

116:                                              ; preds = %114
    #dbg_value(i32 3, !316, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !331)
  br i1 %13, label %117, label %118, !dbg !393

117:                                              ; preds = %116
    #dbg_value(i32 0, !368, !DIExpression(), !384)
    #dbg_value(i32 0, !369, !DIExpression(), !384)
    #dbg_value(i32 0, !369, !DIExpression(), !384)
    #dbg_value(i32 3, !370, !DIExpression(), !390)
    #dbg_value(i32 3, !370, !DIExpression(), !390)
  br i1 %15, label %149, label %123, !dbg !393

118:                                              ; preds = %116
    #dbg_value(i32 1, !368, !DIExpression(), !384)
    #dbg_value(i32 %11, !369, !DIExpression(DW_OP_constu, 4, DW_OP_and, DW_OP_constu, 1, DW_OP_shr, DW_OP_stack_value), !384)
    #dbg_value(i32 3, !370, !DIExpression(), !390)
  %119 = xor i1 %22, true, !dbg !393
  %120 = xor i1 %15, true, !dbg !393
  %121 = select i1 %119, i1 true, i1 %120, !dbg !393
  %122 = select i1 %119, i32 %20, i32 %23, !dbg !393
  br i1 %121, label %124, label %149, !dbg !393

123:                                              ; preds = %117
    #dbg_value(i32 2, !368, !DIExpression(), !384)
  br i1 %25, label %149, label %124, !dbg !393

124:                                              ; preds = %118, %123
  %125 = phi i32 [ 1, %118 ], [ 2, %123 ]
  %126 = phi i32 [ %122, %118 ], [ 3, %123 ]
  %127 = tail call zeroext i1 @__VERIFIER_nondet_bool() #6, !dbg !394
  %128 = select i1 %127, i32 %126, i32 %125, !dbg !395
  br label %149, !dbg !395

129:                                              ; preds = %114
    #dbg_value(i32 2, !316, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !331)
  br i1 %13, label %130, label %131, !dbg !396

130:                                              ; preds = %129
    #dbg_value(i32 0, !368, !DIExpression(), !387)
    #dbg_value(i32 0, !369, !DIExpression(), !387)
    #dbg_value(i32 0, !369, !DIExpression(), !387)
    #dbg_value(i32 3, !370, !DIExpression(), !391)
    #dbg_value(i32 3, !370, !DIExpression(), !391)
  br i1 %15, label %149, label %132, !dbg !396

131:                                              ; preds = %129
    #dbg_value(i32 1, !368, !DIExpression(), !387)
    #dbg_value(i32 %11, !369, !DIExpression(DW_OP_constu, 4, DW_OP_and, DW_OP_constu, 1, DW_OP_shr, DW_OP_stack_value), !387)
    #dbg_value(i32 3, !370, !DIExpression(), !391)
  br i1 %17, label %133, label %137, !dbg !396

132:                                              ; preds = %130
    #dbg_value(i32 2, !368, !DIExpression(), !387)
  br i1 %17, label %149, label %134, !dbg !396

133:                                              ; preds = %131
    #dbg_value(i32 %11, !369, !DIExpression(DW_OP_constu, 4, DW_OP_and, DW_OP_constu, 1, DW_OP_shr, DW_OP_stack_value), !387)
    #dbg_value(i32 1, !368, !DIExpression(), !387)
    #dbg_value(i32 4, !370, !DIExpression(), !391)
  br i1 %15, label %149, label %140, !dbg !397

134:                                              ; preds = %132
  %135 = tail call zeroext i1 @__VERIFIER_nondet_bool() #6, !dbg !398
  %136 = select i1 %135, i32 3, i32 2, !dbg !399
    #dbg_value(i32 %136, !316, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !331)
    #dbg_value(i32 %11, !363, !DIExpression(), !400)
    #dbg_value(i32 poison, !369, !DIExpression(), !400)
    #dbg_value(i32 2, !368, !DIExpression(), !400)
    #dbg_value(i32 3, !370, !DIExpression(), !402)
  br label %143, !dbg !403

137:                                              ; preds = %131
  %138 = tail call zeroext i1 @__VERIFIER_nondet_bool() #6, !dbg !398
  %139 = select i1 %138, i32 %18, i32 1, !dbg !399
    #dbg_value(i32 %139, !316, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !331)
    #dbg_value(i32 %11, !363, !DIExpression(), !400)
    #dbg_value(i32 %11, !369, !DIExpression(DW_OP_constu, 4, DW_OP_and, DW_OP_constu, 1, DW_OP_shr, DW_OP_stack_value), !400)
    #dbg_value(i32 1, !368, !DIExpression(), !400)
    #dbg_value(i32 3, !370, !DIExpression(), !402)
  br label %143, !dbg !403

140:                                              ; preds = %133
    #dbg_value(i32 2, !369, !DIExpression(), !387)
  %141 = tail call zeroext i1 @__VERIFIER_nondet_bool() #6, !dbg !398
  %142 = select i1 %141, i32 2, i32 1, !dbg !399
    #dbg_value(i32 %142, !316, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !331)
    #dbg_value(i32 %11, !363, !DIExpression(), !400)
    #dbg_value(i32 2, !369, !DIExpression(), !400)
    #dbg_value(i32 1, !368, !DIExpression(), !400)
    #dbg_value(i32 4, !370, !DIExpression(), !402)
  br label %143, !dbg !404

143:                                              ; preds = %140, %137, %134
  %144 = phi i32 [ 1, %140 ], [ 1, %137 ], [ 2, %134 ]
  %145 = phi i32 [ %142, %140 ], [ %139, %137 ], [ %136, %134 ]
  %146 = phi i32 [ 2, %140 ], [ %18, %137 ], [ 3, %134 ]
  %147 = tail call zeroext i1 @__VERIFIER_nondet_bool() #6, !dbg !405
  %148 = select i1 %147, i32 %146, i32 %144, !dbg !406
  br label %149, !dbg !406

149:                                              ; preds = %130, %118, %117, %132, %133, %123, %143, %124, %92, %110
  %150 = phi i32 [ 0, %110 ], [ %3, %92 ], [ 0, %124 ], [ 3, %143 ], [ 0, %123 ], [ 3, %133 ], [ 3, %132 ], [ 0, %117 ], [ 0, %118 ], [ 3, %130 ], !dbg !407
  %151 = phi i32 [ %113, %110 ], [ %4, %92 ], [ 0, %124 ], [ %148, %143 ], [ 0, %123 ], [ 1, %133 ], [ 2, %132 ], [ 0, %117 ], [ 0, %118 ], [ %19, %130 ], !dbg !407
  %152 = phi i32 [ %111, %110 ], [ %5, %92 ], [ %128, %124 ], [ %145, %143 ], [ 2, %123 ], [ 1, %133 ], [ 2, %132 ], [ %26, %117 ], [ 1, %118 ], [ %19, %130 ], !dbg !407
  %153 = phi i32 [ 1, %110 ], [ %7, %92 ], [ 3, %124 ], [ 2, %143 ], [ 3, %123 ], [ 2, %133 ], [ 2, %132 ], [ 3, %117 ], [ 3, %118 ], [ 2, %130 ], !dbg !407
  %154 = phi i32 [ %90, %110 ], [ %6, %92 ], [ %90, %124 ], [ %90, %143 ], [ %90, %123 ], [ %90, %133 ], [ %90, %132 ], [ %90, %117 ], [ %90, %118 ], [ %90, %130 ], !dbg !407
    #dbg_value(i32 %154, !316, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !331)
    #dbg_value(i32 %153, !316, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !331)
    #dbg_value(i32 %152, !316, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !331)
    #dbg_value(i32 %151, !316, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !331)
    #dbg_value(i32 %150, !316, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !331)
    #dbg_value(i32 %154, !188, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !408)
    #dbg_value(i32 %153, !188, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !408)
    #dbg_value(i32 %152, !188, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !408)
    #dbg_value(i32 %151, !188, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !408)
    #dbg_value(i32 %150, !188, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !408)
    #dbg_value(i32 %90, !193, !DIExpression(), !408)
  %155 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @net) #6, !dbg !410
  %156 = zext nneg i32 %90 to i64
  %157 = getelementptr inbounds [4 x i32], ptr @full, i64 0, i64 %156
  %158 = load i32, ptr %157, align 4, !dbg !411, !tbaa !186
  %159 = icmp eq i32 %158, 0, !dbg !412
  br i1 %159, label %164, label %160, !dbg !412

160:                                              ; preds = %149, %160
  %161 = tail call i32 @pthread_cond_wait(ptr noundef nonnull @changed, ptr noundef nonnull @net) #6, !dbg !413
  %162 = load i32, ptr %157, align 4, !dbg !411, !tbaa !186
  %163 = icmp eq i32 %162, 0, !dbg !412
  br i1 %163, label %164, label %160, !dbg !412, !llvm.loop !414

164:                                              ; preds = %160, %149
  %165 = getelementptr inbounds [4 x %struct.msg_t], ptr @box, i64 0, i64 %156, !dbg !416
  store i32 %154, ptr %165, align 4, !dbg !417, !tbaa !186
  %166 = getelementptr inbounds i8, ptr %165, i64 4, !dbg !417
  store i32 %153, ptr %166, align 4, !dbg !417, !tbaa !186
  %167 = getelementptr inbounds i8, ptr %165, i64 8, !dbg !417
  store i32 %152, ptr %167, align 4, !dbg !417, !tbaa !186
  %168 = getelementptr inbounds i8, ptr %165, i64 12, !dbg !417
  store i32 %151, ptr %168, align 4, !dbg !417, !tbaa !186
  %169 = getelementptr inbounds i8, ptr %165, i64 16, !dbg !417
  store i32 %150, ptr %169, align 4, !dbg !417, !tbaa !186
  store i32 1, ptr %157, align 4, !dbg !418, !tbaa !186
  %170 = tail call i32 @pthread_cond_broadcast(ptr noundef nonnull @changed) #6, !dbg !419
  %171 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @net) #6, !dbg !420
  br label %38, !dbg !421
}

declare !dbg !422 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !426 zeroext i1 @__VERIFIER_nondet_bool() local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !430 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #2

declare !dbg !434 i32 @pthread_cond_wait(ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !440 i32 @pthread_cond_broadcast(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !443 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !444 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!121, !122, !123, !124, !125, !126, !127}
!llvm.ident = !{!128}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a_partner", scope: !2, file: !3, line: 54, type: !29, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "needham_schroeder.c", directory: "/work/main/programs", checksumkind: CSK_MD5, checksum: "24b5822208ef83b6cd5db1a57f379762")
!4 = !{!5, !12}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 40, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9, !10, !11}
!8 = !DIEnumerator(name: "NOBODY", value: 0)
!9 = !DIEnumerator(name: "A", value: 1)
!10 = !DIEnumerator(name: "B", value: 2)
!11 = !DIEnumerator(name: "I", value: 3)
!12 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 41, baseType: !6, size: 32, elements: !13)
!13 = !{!14, !15, !16}
!14 = !DIEnumerator(name: "NA", value: 1)
!15 = !DIEnumerator(name: "NB", value: 2)
!16 = !DIEnumerator(name: "NI", value: 3)
!17 = !{!0, !18, !52, !57, !92, !103, !108, !113, !119}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "net", scope: !2, file: !3, line: 49, type: !20, isLocal: true, isDefinition: true)
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
!53 = distinct !DIGlobalVariable(name: "full", scope: !2, file: !3, line: 52, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 128, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 4)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "changed", scope: !2, file: !3, line: 50, type: !59, isLocal: true, isDefinition: true)
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
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(name: "box", scope: !2, file: !3, line: 51, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 640, elements: !55)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "msg_t", file: !3, line: 47, baseType: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 43, size: 160, elements: !97)
!97 = !{!98, !99, !100, !101, !102}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !96, file: !3, line: 44, baseType: !29, size: 32)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !96, file: !3, line: 45, baseType: !29, size: 32, offset: 32)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !96, file: !3, line: 46, baseType: !29, size: 32, offset: 64)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !96, file: !3, line: 46, baseType: !29, size: 32, offset: 96)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !96, file: !3, line: 46, baseType: !29, size: 32, offset: 128)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 288, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 36)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !110, isLocal: true, isDefinition: true)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 160, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 20)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !3, line: 113, type: !115, isLocal: true, isDefinition: true)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 192, elements: !117)
!116 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!117 = !{!118}
!118 = !DISubrange(count: 24)
!119 = !DIGlobalVariableExpression(var: !120, expr: !DIExpression())
!120 = distinct !DIGlobalVariable(name: "b_partner", scope: !2, file: !3, line: 55, type: !29, isLocal: true, isDefinition: true)
!121 = !{i32 7, !"Dwarf Version", i32 5}
!122 = !{i32 2, !"Debug Info Version", i32 3}
!123 = !{i32 1, !"wchar_size", i32 4}
!124 = !{i32 8, !"PIC Level", i32 2}
!125 = !{i32 7, !"PIE Level", i32 2}
!126 = !{i32 7, !"uwtable", i32 2}
!127 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!128 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!129 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 184, type: !130, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{!29}
!132 = !{!133, !136, !137}
!133 = !DILocalVariable(name: "a", scope: !129, file: !3, line: 186, type: !134)
!134 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !21, line: 27, baseType: !135)
!135 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!136 = !DILocalVariable(name: "b", scope: !129, file: !3, line: 186, type: !134)
!137 = !DILocalVariable(name: "i", scope: !129, file: !3, line: 186, type: !134)
!138 = distinct !DIAssignID()
!139 = !DILocation(line: 0, scope: !129)
!140 = distinct !DIAssignID()
!141 = distinct !DIAssignID()
!142 = !DILocation(line: 186, column: 5, scope: !129)
!143 = !DILocation(line: 187, column: 5, scope: !129)
!144 = !DILocation(line: 188, column: 5, scope: !129)
!145 = !DILocation(line: 189, column: 5, scope: !129)
!146 = !DILocation(line: 192, column: 18, scope: !129)
!147 = !{!148, !148, i64 0}
!148 = !{!"long", !149, i64 0}
!149 = !{!"omnipotent char", !150, i64 0}
!150 = !{!"Simple C/C++ TBAA"}
!151 = !DILocation(line: 192, column: 5, scope: !129)
!152 = !DILocation(line: 193, column: 18, scope: !129)
!153 = !DILocation(line: 193, column: 5, scope: !129)
!154 = !DILocation(line: 195, column: 1, scope: !129)
!155 = !DILocation(line: 194, column: 5, scope: !129)
!156 = !DISubprogram(name: "pthread_create", scope: !157, file: !157, line: 202, type: !158, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!158 = !DISubroutineType(types: !159)
!159 = !{!29, !160, !162, !173, !177}
!160 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !161)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!162 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !163)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !165)
!165 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !21, line: 62, baseType: !166)
!166 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !21, line: 56, size: 448, elements: !167)
!167 = !{!168, !172}
!168 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !166, file: !21, line: 58, baseType: !169, size: 448)
!169 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 448, elements: !170)
!170 = !{!171}
!171 = !DISubrange(count: 56)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !166, file: !21, line: 59, baseType: !51, size: 64)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !174, size: 64)
!174 = !DISubroutineType(types: !175)
!175 = !{!176, !176}
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !176)
!178 = distinct !DISubprogram(name: "initiator", scope: !3, file: !3, line: 81, type: !174, scopeLine: 82, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !179)
!179 = !{!180, !181, !182}
!180 = !DILocalVariable(name: "arg", arg: 1, scope: !178, file: !3, line: 81, type: !176)
!181 = !DILocalVariable(name: "partner", scope: !178, file: !3, line: 84, type: !29)
!182 = !DILocalVariable(name: "m", scope: !178, file: !3, line: 87, type: !95)
!183 = !DILocation(line: 0, scope: !178)
!184 = !DILocation(line: 84, column: 19, scope: !178)
!185 = !DILocation(line: 85, column: 15, scope: !178)
!186 = !{!187, !187, i64 0}
!187 = !{!"int", !149, i64 0}
!188 = !DILocalVariable(name: "m", arg: 2, scope: !189, file: !3, line: 57, type: !95)
!189 = distinct !DISubprogram(name: "post", scope: !3, file: !3, line: 57, type: !190, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !192)
!190 = !DISubroutineType(types: !191)
!191 = !{null, !29, !95}
!192 = !{!193, !188}
!193 = !DILocalVariable(name: "to", arg: 1, scope: !189, file: !3, line: 57, type: !29)
!194 = !DILocation(line: 0, scope: !189, inlinedAt: !195)
!195 = distinct !DILocation(line: 86, column: 5, scope: !178)
!196 = !DILocation(line: 59, column: 5, scope: !189, inlinedAt: !195)
!197 = !DILocation(line: 60, column: 12, scope: !189, inlinedAt: !195)
!198 = !DILocation(line: 60, column: 5, scope: !189, inlinedAt: !195)
!199 = !DILocation(line: 61, column: 9, scope: !189, inlinedAt: !195)
!200 = distinct !{!200, !198, !201, !202}
!201 = !DILocation(line: 61, column: 41, scope: !189, inlinedAt: !195)
!202 = !{!"llvm.loop.mustprogress"}
!203 = !DILocation(line: 62, column: 15, scope: !189, inlinedAt: !195)
!204 = !DILocation(line: 63, column: 14, scope: !189, inlinedAt: !195)
!205 = !DILocation(line: 64, column: 5, scope: !189, inlinedAt: !195)
!206 = !DILocation(line: 65, column: 5, scope: !189, inlinedAt: !195)
!207 = !DILocation(line: 88, column: 5, scope: !178)
!208 = !DILocalVariable(name: "who", arg: 1, scope: !209, file: !3, line: 68, type: !29)
!209 = distinct !DISubprogram(name: "take", scope: !3, file: !3, line: 68, type: !210, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !212)
!210 = !DISubroutineType(types: !211)
!211 = !{!95, !29}
!212 = !{!208, !213}
!213 = !DILocalVariable(name: "m", scope: !209, file: !3, line: 73, type: !95)
!214 = !DILocation(line: 0, scope: !209, inlinedAt: !215)
!215 = distinct !DILocation(line: 89, column: 13, scope: !178)
!216 = !DILocation(line: 70, column: 5, scope: !209, inlinedAt: !215)
!217 = !{!218}
!218 = distinct !{!218, !219, !"take: argument 0"}
!219 = distinct !{!219, !"take"}
!220 = !DILocation(line: 71, column: 13, scope: !209, inlinedAt: !215)
!221 = !DILocation(line: 71, column: 12, scope: !209, inlinedAt: !215)
!222 = !DILocation(line: 71, column: 5, scope: !209, inlinedAt: !215)
!223 = !DILocation(line: 72, column: 9, scope: !209, inlinedAt: !215)
!224 = distinct !{!224, !222, !225, !202}
!225 = !DILocation(line: 72, column: 41, scope: !209, inlinedAt: !215)
!226 = !DILocation(line: 73, column: 15, scope: !209, inlinedAt: !215)
!227 = !DILocation(line: 74, column: 15, scope: !209, inlinedAt: !215)
!228 = !DILocation(line: 75, column: 5, scope: !209, inlinedAt: !215)
!229 = !DILocation(line: 76, column: 5, scope: !209, inlinedAt: !215)
!230 = !DILocation(line: 90, column: 20, scope: !178)
!231 = !DILocation(line: 90, column: 25, scope: !178)
!232 = distinct !{!232, !207, !233, !202}
!233 = !DILocation(line: 94, column: 15, scope: !178)
!234 = !DILocation(line: 0, scope: !189, inlinedAt: !235)
!235 = distinct !DILocation(line: 95, column: 5, scope: !178)
!236 = !DILocation(line: 59, column: 5, scope: !189, inlinedAt: !235)
!237 = !DILocation(line: 60, column: 12, scope: !189, inlinedAt: !235)
!238 = !DILocation(line: 60, column: 5, scope: !189, inlinedAt: !235)
!239 = !DILocation(line: 61, column: 9, scope: !189, inlinedAt: !235)
!240 = distinct !{!240, !238, !241, !202}
!241 = !DILocation(line: 61, column: 41, scope: !189, inlinedAt: !235)
!242 = !DILocation(line: 62, column: 15, scope: !189, inlinedAt: !235)
!243 = !DILocation(line: 63, column: 14, scope: !189, inlinedAt: !235)
!244 = !DILocation(line: 64, column: 5, scope: !189, inlinedAt: !235)
!245 = !DILocation(line: 65, column: 5, scope: !189, inlinedAt: !235)
!246 = !DILocation(line: 96, column: 5, scope: !178)
!247 = distinct !DISubprogram(name: "responder", scope: !3, file: !3, line: 99, type: !174, scopeLine: 100, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !248)
!248 = !{!249, !250, !251}
!249 = !DILocalVariable(name: "arg", arg: 1, scope: !247, file: !3, line: 99, type: !176)
!250 = !DILocalVariable(name: "m", scope: !247, file: !3, line: 102, type: !95)
!251 = !DILocalVariable(name: "partner", scope: !247, file: !3, line: 106, type: !29)
!252 = !DILocation(line: 0, scope: !247)
!253 = !DILocation(line: 103, column: 5, scope: !247)
!254 = !DILocation(line: 0, scope: !209, inlinedAt: !255)
!255 = distinct !DILocation(line: 104, column: 13, scope: !247)
!256 = !DILocation(line: 70, column: 5, scope: !209, inlinedAt: !255)
!257 = !{!258}
!258 = distinct !{!258, !259, !"take: argument 0"}
!259 = distinct !{!259, !"take"}
!260 = !DILocation(line: 71, column: 13, scope: !209, inlinedAt: !255)
!261 = !DILocation(line: 71, column: 12, scope: !209, inlinedAt: !255)
!262 = !DILocation(line: 71, column: 5, scope: !209, inlinedAt: !255)
!263 = !DILocation(line: 72, column: 9, scope: !209, inlinedAt: !255)
!264 = distinct !{!264, !262, !265, !202}
!265 = !DILocation(line: 72, column: 41, scope: !209, inlinedAt: !255)
!266 = !DILocation(line: 73, column: 15, scope: !209, inlinedAt: !255)
!267 = !DILocation(line: 74, column: 15, scope: !209, inlinedAt: !255)
!268 = !DILocation(line: 75, column: 5, scope: !209, inlinedAt: !255)
!269 = !DILocation(line: 76, column: 5, scope: !209, inlinedAt: !255)
!270 = !DILocation(line: 105, column: 20, scope: !247)
!271 = !DILocation(line: 105, column: 25, scope: !247)
!272 = distinct !{!272, !253, !273, !202}
!273 = !DILocation(line: 105, column: 78, scope: !247)
!274 = !DILocation(line: 0, scope: !189, inlinedAt: !275)
!275 = distinct !DILocation(line: 107, column: 5, scope: !247)
!276 = !DILocation(line: 59, column: 5, scope: !189, inlinedAt: !275)
!277 = !DILocation(line: 60, column: 12, scope: !189, inlinedAt: !275)
!278 = !DILocation(line: 60, column: 5, scope: !189, inlinedAt: !275)
!279 = !DILocation(line: 61, column: 9, scope: !189, inlinedAt: !275)
!280 = distinct !{!280, !278, !281, !202}
!281 = !DILocation(line: 61, column: 41, scope: !189, inlinedAt: !275)
!282 = !DILocation(line: 62, column: 15, scope: !189, inlinedAt: !275)
!283 = !DILocation(line: 63, column: 14, scope: !189, inlinedAt: !275)
!284 = !DILocation(line: 64, column: 5, scope: !189, inlinedAt: !275)
!285 = !DILocation(line: 65, column: 5, scope: !189, inlinedAt: !275)
!286 = !DILocation(line: 108, column: 5, scope: !247)
!287 = !DILocation(line: 0, scope: !209, inlinedAt: !288)
!288 = distinct !DILocation(line: 109, column: 13, scope: !247)
!289 = !DILocation(line: 70, column: 5, scope: !209, inlinedAt: !288)
!290 = !{!291}
!291 = distinct !{!291, !292, !"take: argument 0"}
!292 = distinct !{!292, !"take"}
!293 = !DILocation(line: 71, column: 13, scope: !209, inlinedAt: !288)
!294 = !DILocation(line: 71, column: 12, scope: !209, inlinedAt: !288)
!295 = !DILocation(line: 71, column: 5, scope: !209, inlinedAt: !288)
!296 = !DILocation(line: 72, column: 9, scope: !209, inlinedAt: !288)
!297 = distinct !{!297, !295, !298, !202}
!298 = !DILocation(line: 72, column: 41, scope: !209, inlinedAt: !288)
!299 = !DILocation(line: 73, column: 15, scope: !209, inlinedAt: !288)
!300 = !DILocation(line: 74, column: 15, scope: !209, inlinedAt: !288)
!301 = !DILocation(line: 75, column: 5, scope: !209, inlinedAt: !288)
!302 = !DILocation(line: 76, column: 5, scope: !209, inlinedAt: !288)
!303 = !DILocation(line: 110, column: 20, scope: !247)
!304 = !DILocation(line: 110, column: 25, scope: !247)
!305 = distinct !{!305, !286, !306, !202}
!306 = !DILocation(line: 110, column: 53, scope: !247)
!307 = !DILocation(line: 113, column: 5, scope: !308)
!308 = distinct !DILexicalBlock(scope: !309, file: !3, line: 113, column: 5)
!309 = distinct !DILexicalBlock(scope: !247, file: !3, line: 113, column: 5)
!310 = !DILocation(line: 114, column: 5, scope: !247)
!311 = distinct !DISubprogram(name: "intruder", scope: !3, file: !3, line: 131, type: !174, scopeLine: 132, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !312)
!312 = !{!313, !314, !315, !316, !320}
!313 = !DILocalVariable(name: "arg", arg: 1, scope: !311, file: !3, line: 131, type: !176)
!314 = !DILocalVariable(name: "known", scope: !311, file: !3, line: 134, type: !29)
!315 = !DILocalVariable(name: "kept", scope: !311, file: !3, line: 135, type: !95)
!316 = !DILocalVariable(name: "m", scope: !317, file: !3, line: 141, type: !95)
!317 = distinct !DILexicalBlock(scope: !318, file: !3, line: 136, column: 14)
!318 = distinct !DILexicalBlock(scope: !319, file: !3, line: 136, column: 5)
!319 = distinct !DILexicalBlock(scope: !311, file: !3, line: 136, column: 5)
!320 = !DILocalVariable(name: "to", scope: !317, file: !3, line: 158, type: !29)
!321 = !DILocation(line: 0, scope: !311)
!322 = !DILocation(line: 136, column: 5, scope: !311)
!323 = !DILocation(line: 139, column: 25, scope: !317)
!324 = !DILocation(line: 137, column: 9, scope: !317)
!325 = !DILocation(line: 139, column: 17, scope: !317)
!326 = !DILocation(line: 140, column: 13, scope: !317)
!327 = distinct !{!327, !328, !329, !202}
!328 = !DILocation(line: 139, column: 9, scope: !317)
!329 = !DILocation(line: 140, column: 45, scope: !317)
!330 = !DILocation(line: 141, column: 19, scope: !317)
!331 = !DILocation(line: 0, scope: !317)
!332 = !DILocation(line: 142, column: 13, scope: !317)
!333 = !DILocation(line: 144, column: 21, scope: !334)
!334 = distinct !DILexicalBlock(scope: !335, file: !3, line: 142, column: 22)
!335 = distinct !DILexicalBlock(scope: !317, file: !3, line: 142, column: 13)
!336 = !DILocation(line: 145, column: 13, scope: !334)
!337 = !DILocation(line: 146, column: 13, scope: !334)
!338 = !DILocation(line: 147, column: 23, scope: !339)
!339 = distinct !DILexicalBlock(scope: !334, file: !3, line: 147, column: 17)
!340 = !DILocation(line: 147, column: 17, scope: !334)
!341 = distinct !{!341, !342, !343}
!342 = !DILocation(line: 136, column: 5, scope: !319)
!343 = !DILocation(line: 180, column: 5, scope: !319)
!344 = !DILocation(line: 148, column: 21, scope: !345)
!345 = distinct !DILexicalBlock(scope: !346, file: !3, line: 148, column: 21)
!346 = distinct !DILexicalBlock(scope: !339, file: !3, line: 147, column: 29)
!347 = !DILocation(line: 148, column: 21, scope: !346)
!348 = !DILocation(line: 150, column: 28, scope: !349)
!349 = distinct !DILexicalBlock(scope: !346, file: !3, line: 150, column: 21)
!350 = !DILocation(line: 150, column: 33, scope: !349)
!351 = !DILocation(line: 158, column: 18, scope: !317)
!352 = !DILocation(line: 158, column: 32, scope: !317)
!353 = !DILocation(line: 158, column: 46, scope: !317)
!354 = !DILocation(line: 159, column: 9, scope: !317)
!355 = !DILocation(line: 160, column: 23, scope: !356)
!356 = distinct !DILexicalBlock(scope: !317, file: !3, line: 160, column: 13)
!357 = !DILocation(line: 160, column: 26, scope: !356)
!358 = !DILocation(line: 160, column: 13, scope: !317)
!359 = !DILocation(line: 165, column: 17, scope: !360)
!360 = distinct !DILexicalBlock(scope: !361, file: !3, line: 165, column: 17)
!361 = distinct !DILexicalBlock(scope: !356, file: !3, line: 162, column: 16)
!362 = !DILocation(line: 165, column: 17, scope: !361)
!363 = !DILocalVariable(name: "known", arg: 1, scope: !364, file: !3, line: 118, type: !29)
!364 = distinct !DISubprogram(name: "pick_nonce", scope: !3, file: !3, line: 118, type: !365, scopeLine: 119, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !367)
!365 = !DISubroutineType(types: !366)
!366 = !{!29, !29}
!367 = !{!363, !368, !369, !370}
!368 = !DILocalVariable(name: "first", scope: !364, file: !3, line: 120, type: !29)
!369 = !DILocalVariable(name: "second", scope: !364, file: !3, line: 120, type: !29)
!370 = !DILocalVariable(name: "n", scope: !371, file: !3, line: 121, type: !29)
!371 = distinct !DILexicalBlock(scope: !364, file: !3, line: 121, column: 5)
!372 = !DILocation(line: 0, scope: !364, inlinedAt: !373)
!373 = distinct !DILocation(line: 167, column: 23, scope: !374)
!374 = distinct !DILexicalBlock(scope: !360, file: !3, line: 165, column: 43)
!375 = !DILocation(line: 0, scope: !371, inlinedAt: !373)
!376 = !DILocation(line: 122, column: 13, scope: !377, inlinedAt: !373)
!377 = distinct !DILexicalBlock(scope: !371, file: !3, line: 121, column: 5)
!378 = !DILocation(line: 128, column: 23, scope: !364, inlinedAt: !373)
!379 = !DILocation(line: 128, column: 12, scope: !364, inlinedAt: !373)
!380 = !DILocation(line: 168, column: 23, scope: !374)
!381 = !DILocation(line: 169, column: 13, scope: !374)
!382 = !DILocation(line: 169, column: 24, scope: !383)
!383 = distinct !DILexicalBlock(scope: !360, file: !3, line: 169, column: 24)
!384 = !DILocation(line: 0, scope: !364, inlinedAt: !385)
!385 = distinct !DILocation(line: 171, column: 23, scope: !386)
!386 = distinct !DILexicalBlock(scope: !383, file: !3, line: 169, column: 50)
!387 = !DILocation(line: 0, scope: !364, inlinedAt: !388)
!388 = distinct !DILocation(line: 174, column: 23, scope: !389)
!389 = distinct !DILexicalBlock(scope: !383, file: !3, line: 172, column: 20)
!390 = !DILocation(line: 0, scope: !371, inlinedAt: !385)
!391 = !DILocation(line: 0, scope: !371, inlinedAt: !388)
!392 = !DILocation(line: 169, column: 24, scope: !360)
!393 = !DILocation(line: 122, column: 13, scope: !377, inlinedAt: !385)
!394 = !DILocation(line: 128, column: 23, scope: !364, inlinedAt: !385)
!395 = !DILocation(line: 128, column: 12, scope: !364, inlinedAt: !385)
!396 = !DILocation(line: 122, column: 13, scope: !377, inlinedAt: !388)
!397 = !DILocation(line: 128, column: 20, scope: !364, inlinedAt: !388)
!398 = !DILocation(line: 128, column: 23, scope: !364, inlinedAt: !388)
!399 = !DILocation(line: 128, column: 12, scope: !364, inlinedAt: !388)
!400 = !DILocation(line: 0, scope: !364, inlinedAt: !401)
!401 = distinct !DILocation(line: 175, column: 23, scope: !389)
!402 = !DILocation(line: 0, scope: !371, inlinedAt: !401)
!403 = !DILocation(line: 122, column: 13, scope: !377, inlinedAt: !401)
!404 = !DILocation(line: 128, column: 20, scope: !364, inlinedAt: !401)
!405 = !DILocation(line: 128, column: 23, scope: !364, inlinedAt: !401)
!406 = !DILocation(line: 128, column: 12, scope: !364, inlinedAt: !401)
!407 = !DILocation(line: 0, scope: !356)
!408 = !DILocation(line: 0, scope: !189, inlinedAt: !409)
!409 = distinct !DILocation(line: 179, column: 9, scope: !317)
!410 = !DILocation(line: 59, column: 5, scope: !189, inlinedAt: !409)
!411 = !DILocation(line: 60, column: 12, scope: !189, inlinedAt: !409)
!412 = !DILocation(line: 60, column: 5, scope: !189, inlinedAt: !409)
!413 = !DILocation(line: 61, column: 9, scope: !189, inlinedAt: !409)
!414 = distinct !{!414, !412, !415, !202}
!415 = !DILocation(line: 61, column: 41, scope: !189, inlinedAt: !409)
!416 = !DILocation(line: 62, column: 5, scope: !189, inlinedAt: !409)
!417 = !DILocation(line: 62, column: 15, scope: !189, inlinedAt: !409)
!418 = !DILocation(line: 63, column: 14, scope: !189, inlinedAt: !409)
!419 = !DILocation(line: 64, column: 5, scope: !189, inlinedAt: !409)
!420 = !DILocation(line: 65, column: 5, scope: !189, inlinedAt: !409)
!421 = !DILocation(line: 180, column: 5, scope: !318)
!422 = !DISubprogram(name: "pthread_join", scope: !157, file: !157, line: 219, type: !423, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!423 = !DISubroutineType(types: !424)
!424 = !{!29, !134, !425}
!425 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !176, size: 64)
!426 = !DISubprogram(name: "__VERIFIER_nondet_bool", scope: !3, file: !3, line: 38, type: !427, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!427 = !DISubroutineType(types: !428)
!428 = !{!429}
!429 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!430 = !DISubprogram(name: "pthread_mutex_lock", scope: !157, file: !157, line: 794, type: !431, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!431 = !DISubroutineType(types: !432)
!432 = !{!29, !433}
!433 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!434 = !DISubprogram(name: "pthread_cond_wait", scope: !157, file: !157, line: 1133, type: !435, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!435 = !DISubroutineType(types: !436)
!436 = !{!29, !437, !439}
!437 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !438)
!438 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!439 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !433)
!440 = !DISubprogram(name: "pthread_cond_broadcast", scope: !157, file: !157, line: 1125, type: !441, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!441 = !DISubroutineType(types: !442)
!442 = !{!29, !438}
!443 = !DISubprogram(name: "pthread_mutex_unlock", scope: !157, file: !157, line: 835, type: !431, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!444 = !DISubprogram(name: "__assert_fail", scope: !445, file: !445, line: 69, type: !446, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!445 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!446 = !DISubroutineType(types: !447)
!447 = !{null, !448, !448, !6, !448}
!448 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
