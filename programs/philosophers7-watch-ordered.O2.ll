; ModuleID = 'philosophers.c'
source_filename = "philosophers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@eating = dso_local local_unnamed_addr global [7 x i32] zeroinitializer, align 16, !dbg !0
@fork_mutex = dso_local global [7 x %union.pthread_mutex_t] zeroinitializer, align 16, !dbg !9
@.str = private unnamed_addr constant [49 x i8] c"!eating[(i + N - 1) % N] && !eating[(i + 1) % N]\00", align 1, !dbg !45
@.str.1 = private unnamed_addr constant [15 x i8] c"philosophers.c\00", align 1, !dbg !50
@__PRETTY_FUNCTION__.philosopher = private unnamed_addr constant [26 x i8] c"void *philosopher(void *)\00", align 1, !dbg !55

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @check_forks() local_unnamed_addr #0 !dbg !70 {
    #dbg_value(i32 0, !74, !DIExpression(), !76)
    #dbg_value(i64 0, !74, !DIExpression(), !76)
  %1 = load i32, ptr @eating, align 16, !dbg !77, !tbaa !80
  %2 = icmp eq i32 %1, 0, !dbg !77
  %3 = load i32, ptr getelementptr inbounds (i8, ptr @eating, i64 4), align 4, !dbg !77, !tbaa !80
  %4 = icmp eq i32 %3, 0, !dbg !84
  br i1 %2, label %8, label %5, !dbg !85

5:                                                ; preds = %0
  br i1 %4, label %6, label %49, !dbg !86

6:                                                ; preds = %5
    #dbg_value(i64 1, !74, !DIExpression(), !76)
  %7 = load i32, ptr getelementptr inbounds (i8, ptr @eating, i64 8), align 8, !dbg !77, !tbaa !80
  br label %14, !dbg !85

8:                                                ; preds = %0
    #dbg_value(i64 1, !74, !DIExpression(), !76)
  %9 = load i32, ptr getelementptr inbounds (i8, ptr @eating, i64 8), align 8, !dbg !77, !tbaa !80
  br i1 %4, label %14, label %10, !dbg !85

10:                                               ; preds = %8
  %11 = icmp eq i32 %9, 0, !dbg !87
  br i1 %11, label %12, label %49, !dbg !86

12:                                               ; preds = %10
    #dbg_value(i64 2, !74, !DIExpression(), !76)
  %13 = load i32, ptr getelementptr inbounds (i8, ptr @eating, i64 12), align 4, !dbg !77, !tbaa !80
  br label %22, !dbg !85

14:                                               ; preds = %6, %8
  %15 = phi i32 [ %7, %6 ], [ %9, %8 ]
    #dbg_value(i64 2, !74, !DIExpression(), !76)
  %16 = icmp eq i32 %15, 0, !dbg !77
  %17 = load i32, ptr getelementptr inbounds (i8, ptr @eating, i64 12), align 4, !dbg !77, !tbaa !80
  br i1 %16, label %22, label %18, !dbg !85

18:                                               ; preds = %14
  %19 = icmp eq i32 %17, 0, !dbg !87
  br i1 %19, label %20, label %49, !dbg !86

20:                                               ; preds = %18
    #dbg_value(i64 3, !74, !DIExpression(), !76)
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @eating, i64 16), align 16, !dbg !77, !tbaa !80
  br label %30, !dbg !85

22:                                               ; preds = %12, %14
  %23 = phi i32 [ %13, %12 ], [ %17, %14 ]
    #dbg_value(i64 3, !74, !DIExpression(), !76)
  %24 = icmp eq i32 %23, 0, !dbg !77
  %25 = load i32, ptr getelementptr inbounds (i8, ptr @eating, i64 16), align 16, !dbg !77, !tbaa !80
  br i1 %24, label %30, label %26, !dbg !85

26:                                               ; preds = %22
  %27 = icmp eq i32 %25, 0, !dbg !87
  br i1 %27, label %28, label %49, !dbg !86

28:                                               ; preds = %26
    #dbg_value(i64 4, !74, !DIExpression(), !76)
  %29 = load i32, ptr getelementptr inbounds (i8, ptr @eating, i64 20), align 4, !dbg !77, !tbaa !80
  br label %38, !dbg !85

30:                                               ; preds = %20, %22
  %31 = phi i32 [ %21, %20 ], [ %25, %22 ]
    #dbg_value(i64 4, !74, !DIExpression(), !76)
  %32 = icmp eq i32 %31, 0, !dbg !77
  %33 = load i32, ptr getelementptr inbounds (i8, ptr @eating, i64 20), align 4, !dbg !77, !tbaa !80
  br i1 %32, label %38, label %34, !dbg !85

34:                                               ; preds = %30
  %35 = icmp eq i32 %33, 0, !dbg !87
  br i1 %35, label %36, label %49, !dbg !86

36:                                               ; preds = %34
    #dbg_value(i64 5, !74, !DIExpression(), !76)
  %37 = load i32, ptr getelementptr inbounds (i8, ptr @eating, i64 24), align 8, !dbg !77, !tbaa !80
  br label %44, !dbg !85

38:                                               ; preds = %28, %30
  %39 = phi i32 [ %29, %28 ], [ %33, %30 ]
    #dbg_value(i64 5, !74, !DIExpression(), !76)
  %40 = icmp eq i32 %39, 0, !dbg !77
  %41 = load i32, ptr getelementptr inbounds (i8, ptr @eating, i64 24), align 8, !dbg !77, !tbaa !80
  br i1 %40, label %44, label %42, !dbg !85

42:                                               ; preds = %38
  %43 = icmp eq i32 %41, 0, !dbg !87
  br i1 %43, label %48, label %49, !dbg !86

44:                                               ; preds = %36, %38
  %45 = phi i32 [ %37, %36 ], [ %41, %38 ]
    #dbg_value(i64 6, !74, !DIExpression(), !76)
  %46 = icmp eq i32 %45, 0, !dbg !77
  %47 = or i1 %46, %2, !dbg !85
  br i1 %47, label %48, label %49, !dbg !85

48:                                               ; preds = %44, %42
    #dbg_value(i64 7, !74, !DIExpression(), !76)
  br label %49

49:                                               ; preds = %44, %48, %42, %34, %26, %18, %10, %5
  %50 = phi i32 [ 0, %5 ], [ 0, %10 ], [ 0, %18 ], [ 0, %26 ], [ 0, %34 ], [ 0, %42 ], [ 1, %48 ], [ 0, %44 ], !dbg !88
  ret i32 %50, !dbg !89
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !90 {
  %1 = alloca [7 x i64], align 16, !DIAssignID !102
    #dbg_assign(i1 undef, !92, !DIExpression(), !102, ptr %1, !DIExpression(), !103)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #8, !dbg !104
    #dbg_value(i32 0, !96, !DIExpression(), !105)
    #dbg_value(i64 0, !96, !DIExpression(), !105)
  %2 = tail call i32 @pthread_mutex_init(ptr noundef nonnull @fork_mutex, ptr noundef null) #8, !dbg !106
    #dbg_value(i64 1, !96, !DIExpression(), !105)
  %3 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 40), ptr noundef null) #8, !dbg !106
    #dbg_value(i64 2, !96, !DIExpression(), !105)
  %4 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 80), ptr noundef null) #8, !dbg !106
    #dbg_value(i64 3, !96, !DIExpression(), !105)
  %5 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 120), ptr noundef null) #8, !dbg !106
    #dbg_value(i64 4, !96, !DIExpression(), !105)
  %6 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 160), ptr noundef null) #8, !dbg !106
    #dbg_value(i64 5, !96, !DIExpression(), !105)
  %7 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 200), ptr noundef null) #8, !dbg !106
    #dbg_value(i64 6, !96, !DIExpression(), !105)
  %8 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 240), ptr noundef null) #8, !dbg !106
    #dbg_value(i64 7, !96, !DIExpression(), !105)
  tail call void @__VERIFIER_atomic_begin() #8, !dbg !108
    #dbg_value(i64 0, !98, !DIExpression(), !109)
    #dbg_value(i64 0, !98, !DIExpression(), !109)
  %9 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef null) #8, !dbg !110
    #dbg_value(i64 1, !98, !DIExpression(), !109)
  %10 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !112
  %11 = call i32 @pthread_create(ptr noundef nonnull %10, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 1 to ptr)) #8, !dbg !110
    #dbg_value(i64 2, !98, !DIExpression(), !109)
  %12 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !112
  %13 = call i32 @pthread_create(ptr noundef nonnull %12, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 2 to ptr)) #8, !dbg !110
    #dbg_value(i64 3, !98, !DIExpression(), !109)
  %14 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !112
  %15 = call i32 @pthread_create(ptr noundef nonnull %14, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 3 to ptr)) #8, !dbg !110
    #dbg_value(i64 4, !98, !DIExpression(), !109)
  %16 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !112
  %17 = call i32 @pthread_create(ptr noundef nonnull %16, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 4 to ptr)) #8, !dbg !110
    #dbg_value(i64 5, !98, !DIExpression(), !109)
  %18 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !112
  %19 = call i32 @pthread_create(ptr noundef nonnull %18, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 5 to ptr)) #8, !dbg !110
    #dbg_value(i64 6, !98, !DIExpression(), !109)
  %20 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !112
  %21 = call i32 @pthread_create(ptr noundef nonnull %20, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 6 to ptr)) #8, !dbg !110
    #dbg_value(i64 7, !98, !DIExpression(), !109)
  call void @__VERIFIER_atomic_end() #8, !dbg !113
    #dbg_value(i32 0, !100, !DIExpression(), !114)
    #dbg_value(i64 0, !100, !DIExpression(), !114)
  %22 = load i64, ptr %1, align 16, !dbg !115, !tbaa !117
  %23 = call i32 @pthread_join(i64 noundef %22, ptr noundef null) #8, !dbg !119
    #dbg_value(i64 1, !100, !DIExpression(), !114)
  %24 = load i64, ptr %10, align 8, !dbg !115, !tbaa !117
  %25 = call i32 @pthread_join(i64 noundef %24, ptr noundef null) #8, !dbg !119
    #dbg_value(i64 2, !100, !DIExpression(), !114)
  %26 = load i64, ptr %12, align 16, !dbg !115, !tbaa !117
  %27 = call i32 @pthread_join(i64 noundef %26, ptr noundef null) #8, !dbg !119
    #dbg_value(i64 3, !100, !DIExpression(), !114)
  %28 = load i64, ptr %14, align 8, !dbg !115, !tbaa !117
  %29 = call i32 @pthread_join(i64 noundef %28, ptr noundef null) #8, !dbg !119
    #dbg_value(i64 4, !100, !DIExpression(), !114)
  %30 = load i64, ptr %16, align 16, !dbg !115, !tbaa !117
  %31 = call i32 @pthread_join(i64 noundef %30, ptr noundef null) #8, !dbg !119
    #dbg_value(i64 5, !100, !DIExpression(), !114)
  %32 = load i64, ptr %18, align 8, !dbg !115, !tbaa !117
  %33 = call i32 @pthread_join(i64 noundef %32, ptr noundef null) #8, !dbg !119
    #dbg_value(i64 6, !100, !DIExpression(), !114)
  %34 = load i64, ptr %20, align 16, !dbg !115, !tbaa !117
  %35 = call i32 @pthread_join(i64 noundef %34, ptr noundef null) #8, !dbg !119
    #dbg_value(i64 7, !100, !DIExpression(), !114)
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #8, !dbg !120
  ret i32 0, !dbg !121
}

; Function Attrs: nounwind
declare !dbg !122 i32 @pthread_mutex_init(ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !137 void @__VERIFIER_atomic_begin() local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !140 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind uwtable
define internal noalias noundef nonnull ptr @philosopher(ptr noundef %0) #5 !dbg !160 {
    #dbg_value(ptr %0, !162, !DIExpression(), !168)
  %2 = ptrtoint ptr %0 to i64, !dbg !169
  %3 = trunc i64 %2 to i32, !dbg !170
    #dbg_value(i32 %3, !163, !DIExpression(), !168)
    #dbg_value(i32 %3, !164, !DIExpression(), !168)
  %4 = add nsw i32 %3, 1, !dbg !171
  %5 = srem i32 %4, 7, !dbg !172
    #dbg_value(i32 %5, !165, !DIExpression(), !168)
  %6 = tail call i32 @llvm.smin.i32(i32 %5, i32 %3), !dbg !173
    #dbg_value(i32 %6, !166, !DIExpression(), !168)
  %7 = tail call i32 @llvm.smax.i32(i32 %5, i32 %3), !dbg !174
    #dbg_value(i32 %7, !167, !DIExpression(), !168)
  %8 = sext i32 %5 to i64, !dbg !175
  %9 = getelementptr inbounds [7 x i32], ptr @eating, i64 0, i64 %8, !dbg !175
  %10 = sext i32 %6 to i64
  %11 = getelementptr inbounds [7 x %union.pthread_mutex_t], ptr @fork_mutex, i64 0, i64 %10
  %12 = sext i32 %7 to i64
  %13 = getelementptr inbounds [7 x %union.pthread_mutex_t], ptr @fork_mutex, i64 0, i64 %12
  %14 = shl i64 %2, 32
  %15 = ashr exact i64 %14, 32
  %16 = getelementptr inbounds [7 x i32], ptr @eating, i64 0, i64 %15
  %17 = add nsw i32 %3, 6
  %18 = srem i32 %17, 7
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [7 x i32], ptr @eating, i64 0, i64 %19
  %21 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull %11) #8, !dbg !181
  %22 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull %13) #8, !dbg !182
  store i32 1, ptr %16, align 4, !dbg !183, !tbaa !80
  %23 = load i32, ptr %20, align 4, !dbg !175, !tbaa !80
  %24 = icmp eq i32 %23, 0, !dbg !175
  br i1 %24, label %25, label %28, !dbg !175

25:                                               ; preds = %1, %29
  %26 = load i32, ptr %9, align 4, !dbg !175, !tbaa !80
  %27 = icmp eq i32 %26, 0, !dbg !175
  br i1 %27, label %29, label %28, !dbg !184

28:                                               ; preds = %29, %25, %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 52, ptr noundef nonnull @__PRETTY_FUNCTION__.philosopher) #9, !dbg !175
  unreachable, !dbg !175

29:                                               ; preds = %25
  store i32 0, ptr %16, align 4, !dbg !185, !tbaa !80
  %30 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull %13) #8, !dbg !186
  %31 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull %11) #8, !dbg !187
  %32 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull %11) #8, !dbg !181
  %33 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull %13) #8, !dbg !182
  store i32 1, ptr %16, align 4, !dbg !183, !tbaa !80
  %34 = load i32, ptr %20, align 4, !dbg !175, !tbaa !80
  %35 = icmp eq i32 %34, 0, !dbg !175
  br i1 %35, label %25, label %28, !dbg !175, !llvm.loop !188
}

declare !dbg !191 void @__VERIFIER_atomic_end() local_unnamed_addr #4

declare !dbg !192 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !196 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !199 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare !dbg !204 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!62, !63, !64, !65, !66, !67, !68}
!llvm.ident = !{!69}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "eating", scope: !2, file: !3, line: 31, type: !61, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "philosophers.c", directory: ".", checksumkind: CSK_MD5, checksum: "11358acd8d199fa6d3fbd8aa7cb257f0")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !{!9, !0, !45, !50, !55}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "fork_mutex", scope: !2, file: !3, line: 29, type: !11, isLocal: false, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 2240, elements: !43)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !13, line: 72, baseType: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!14 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !13, line: 67, size: 320, elements: !15)
!15 = !{!16, !37, !42}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !14, file: !13, line: 69, baseType: !17, size: 320)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !18, line: 22, size: 320, elements: !19)
!18 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!19 = !{!20, !21, !23, !24, !25, !26, !28, !29}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !17, file: !18, line: 24, baseType: !6, size: 32)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !17, file: !18, line: 25, baseType: !22, size: 32, offset: 32)
!22 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !17, file: !18, line: 26, baseType: !6, size: 32, offset: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !17, file: !18, line: 28, baseType: !22, size: 32, offset: 96)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !17, file: !18, line: 32, baseType: !6, size: 32, offset: 128)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !17, file: !18, line: 34, baseType: !27, size: 16, offset: 160)
!27 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !17, file: !18, line: 35, baseType: !27, size: 16, offset: 176)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !17, file: !18, line: 36, baseType: !30, size: 128, offset: 192)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !31, line: 55, baseType: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !31, line: 51, size: 128, elements: !33)
!33 = !{!34, !36}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !32, file: !31, line: 53, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !32, file: !31, line: 54, baseType: !35, size: 64, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !14, file: !13, line: 70, baseType: !38, size: 320)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !40)
!39 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!40 = !{!41}
!41 = !DISubrange(count: 40)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !14, file: !13, line: 71, baseType: !7, size: 64)
!43 = !{!44}
!44 = !DISubrange(count: 7)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 392, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 49)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 120, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 15)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 208, elements: !59)
!58 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!59 = !{!60}
!60 = !DISubrange(count: 26)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 224, elements: !43)
!62 = !{i32 7, !"Dwarf Version", i32 5}
!63 = !{i32 2, !"Debug Info Version", i32 3}
!64 = !{i32 1, !"wchar_size", i32 4}
!65 = !{i32 8, !"PIC Level", i32 2}
!66 = !{i32 7, !"PIE Level", i32 2}
!67 = !{i32 7, !"uwtable", i32 2}
!68 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!69 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!70 = distinct !DISubprogram(name: "check_forks", scope: !3, file: !3, line: 61, type: !71, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !73)
!71 = !DISubroutineType(types: !72)
!72 = !{!6}
!73 = !{!74}
!74 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 63, type: !6)
!75 = distinct !DILexicalBlock(scope: !70, file: !3, line: 63, column: 5)
!76 = !DILocation(line: 0, scope: !75)
!77 = !DILocation(line: 64, column: 13, scope: !78)
!78 = distinct !DILexicalBlock(scope: !79, file: !3, line: 64, column: 13)
!79 = distinct !DILexicalBlock(scope: !75, file: !3, line: 63, column: 5)
!80 = !{!81, !81, i64 0}
!81 = !{!"int", !82, i64 0}
!82 = !{!"omnipotent char", !83, i64 0}
!83 = !{!"Simple C/C++ TBAA"}
!84 = !DILocation(line: 64, scope: !78)
!85 = !DILocation(line: 64, column: 23, scope: !78)
!86 = !DILocation(line: 64, column: 13, scope: !79)
!87 = !DILocation(line: 64, column: 26, scope: !78)
!88 = !DILocation(line: 63, column: 23, scope: !79)
!89 = !DILocation(line: 67, column: 1, scope: !70)
!90 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 69, type: !71, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !91)
!91 = !{!92, !96, !98, !100}
!92 = !DILocalVariable(name: "t", scope: !90, file: !3, line: 71, type: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 448, elements: !43)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !13, line: 27, baseType: !95)
!95 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!96 = !DILocalVariable(name: "i", scope: !97, file: !3, line: 72, type: !6)
!97 = distinct !DILexicalBlock(scope: !90, file: !3, line: 72, column: 5)
!98 = !DILocalVariable(name: "i", scope: !99, file: !3, line: 76, type: !7)
!99 = distinct !DILexicalBlock(scope: !90, file: !3, line: 76, column: 5)
!100 = !DILocalVariable(name: "i", scope: !101, file: !3, line: 79, type: !6)
!101 = distinct !DILexicalBlock(scope: !90, file: !3, line: 79, column: 5)
!102 = distinct !DIAssignID()
!103 = !DILocation(line: 0, scope: !90)
!104 = !DILocation(line: 71, column: 5, scope: !90)
!105 = !DILocation(line: 0, scope: !97)
!106 = !DILocation(line: 73, column: 9, scope: !107)
!107 = distinct !DILexicalBlock(scope: !97, file: !3, line: 72, column: 5)
!108 = !DILocation(line: 75, column: 5, scope: !90)
!109 = !DILocation(line: 0, scope: !99)
!110 = !DILocation(line: 77, column: 9, scope: !111)
!111 = distinct !DILexicalBlock(scope: !99, file: !3, line: 76, column: 5)
!112 = !DILocation(line: 77, column: 25, scope: !111)
!113 = !DILocation(line: 78, column: 5, scope: !90)
!114 = !DILocation(line: 0, scope: !101)
!115 = !DILocation(line: 80, column: 22, scope: !116)
!116 = distinct !DILexicalBlock(scope: !101, file: !3, line: 79, column: 5)
!117 = !{!118, !118, i64 0}
!118 = !{!"long", !82, i64 0}
!119 = !DILocation(line: 80, column: 9, scope: !116)
!120 = !DILocation(line: 82, column: 1, scope: !90)
!121 = !DILocation(line: 81, column: 5, scope: !90)
!122 = !DISubprogram(name: "pthread_mutex_init", scope: !123, file: !123, line: 781, type: !124, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!123 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!124 = !DISubroutineType(types: !125)
!125 = !{!6, !126, !127}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !129)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutexattr_t", file: !13, line: 36, baseType: !130)
!130 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !13, line: 32, size: 32, elements: !131)
!131 = !{!132, !136}
!132 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !130, file: !13, line: 34, baseType: !133, size: 32)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 32, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 4)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !130, file: !13, line: 35, baseType: !6, size: 32)
!137 = !DISubprogram(name: "__VERIFIER_atomic_begin", scope: !3, file: !3, line: 26, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!138 = !DISubroutineType(types: !139)
!139 = !{null}
!140 = !DISubprogram(name: "pthread_create", scope: !123, file: !123, line: 202, type: !141, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!141 = !DISubroutineType(types: !142)
!142 = !{!6, !143, !145, !156, !159}
!143 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!145 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !146)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !148)
!148 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !13, line: 62, baseType: !149)
!149 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !13, line: 56, size: 448, elements: !150)
!150 = !{!151, !155}
!151 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !149, file: !13, line: 58, baseType: !152, size: 448)
!152 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 448, elements: !153)
!153 = !{!154}
!154 = !DISubrange(count: 56)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !149, file: !13, line: 59, baseType: !7, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 64)
!157 = !DISubroutineType(types: !158)
!158 = !{!5, !5}
!159 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!160 = distinct !DISubprogram(name: "philosopher", scope: !3, file: !3, line: 36, type: !157, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !161)
!161 = !{!162, !163, !164, !165, !166, !167}
!162 = !DILocalVariable(name: "arg", arg: 1, scope: !160, file: !3, line: 36, type: !5)
!163 = !DILocalVariable(name: "i", scope: !160, file: !3, line: 38, type: !6)
!164 = !DILocalVariable(name: "left", scope: !160, file: !3, line: 39, type: !6)
!165 = !DILocalVariable(name: "right", scope: !160, file: !3, line: 39, type: !6)
!166 = !DILocalVariable(name: "first", scope: !160, file: !3, line: 41, type: !6)
!167 = !DILocalVariable(name: "second", scope: !160, file: !3, line: 42, type: !6)
!168 = !DILocation(line: 0, scope: !160)
!169 = !DILocation(line: 38, column: 18, scope: !160)
!170 = !DILocation(line: 38, column: 13, scope: !160)
!171 = !DILocation(line: 39, column: 30, scope: !160)
!172 = !DILocation(line: 39, column: 35, scope: !160)
!173 = !DILocation(line: 41, column: 17, scope: !160)
!174 = !DILocation(line: 42, column: 18, scope: !160)
!175 = !DILocation(line: 52, column: 9, scope: !176)
!176 = distinct !DILexicalBlock(scope: !177, file: !3, line: 52, column: 9)
!177 = distinct !DILexicalBlock(scope: !178, file: !3, line: 52, column: 9)
!178 = distinct !DILexicalBlock(scope: !179, file: !3, line: 46, column: 14)
!179 = distinct !DILexicalBlock(scope: !180, file: !3, line: 46, column: 5)
!180 = distinct !DILexicalBlock(scope: !160, file: !3, line: 46, column: 5)
!181 = !DILocation(line: 48, column: 9, scope: !178)
!182 = !DILocation(line: 49, column: 9, scope: !178)
!183 = !DILocation(line: 50, column: 19, scope: !178)
!184 = !DILocation(line: 52, column: 9, scope: !177)
!185 = !DILocation(line: 54, column: 19, scope: !178)
!186 = !DILocation(line: 55, column: 9, scope: !178)
!187 = !DILocation(line: 56, column: 9, scope: !178)
!188 = distinct !{!188, !189, !190}
!189 = !DILocation(line: 46, column: 5, scope: !180)
!190 = !DILocation(line: 57, column: 5, scope: !180)
!191 = !DISubprogram(name: "__VERIFIER_atomic_end", scope: !3, file: !3, line: 27, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!192 = !DISubprogram(name: "pthread_join", scope: !123, file: !123, line: 219, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!193 = !DISubroutineType(types: !194)
!194 = !{!6, !94, !195}
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!196 = !DISubprogram(name: "pthread_mutex_lock", scope: !123, file: !123, line: 794, type: !197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!197 = !DISubroutineType(types: !198)
!198 = !{!6, !126}
!199 = !DISubprogram(name: "__assert_fail", scope: !200, file: !200, line: 69, type: !201, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!200 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!201 = !DISubroutineType(types: !202)
!202 = !{null, !203, !203, !22, !203}
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!204 = !DISubprogram(name: "pthread_mutex_unlock", scope: !123, file: !123, line: 835, type: !197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
