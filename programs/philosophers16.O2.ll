; ModuleID = 'philosophers.c'
source_filename = "philosophers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@eating = dso_local global [16 x i32] zeroinitializer, align 16, !dbg !0
@fork_mutex = dso_local global [16 x %union.pthread_mutex_t] zeroinitializer, align 16, !dbg !9

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local range(i32 0, 2) i32 @check_forks() local_unnamed_addr #0 !dbg !55 {
    #dbg_value(i32 0, !59, !DIExpression(), !61)
  br label %1, !dbg !62

1:                                                ; preds = %22, %0
  %2 = phi i64 [ 0, %0 ], [ %16, %22 ]
  %3 = phi i1 [ false, %0 ], [ %23, %22 ]
    #dbg_value(i64 %2, !59, !DIExpression(), !61)
  %4 = getelementptr inbounds [16 x i32], ptr @eating, i64 0, i64 %2, !dbg !63
  %5 = load volatile i32, ptr %4, align 8, !dbg !63, !tbaa !66
  %6 = icmp eq i32 %5, 0, !dbg !63
  %7 = or disjoint i64 %2, 1, !dbg !70
  br i1 %6, label %12, label %8, !dbg !71

8:                                                ; preds = %1
  %9 = getelementptr inbounds [16 x i32], ptr @eating, i64 0, i64 %7, !dbg !72
  %10 = load volatile i32, ptr %9, align 4, !dbg !72, !tbaa !66
  %11 = icmp eq i32 %10, 0, !dbg !72
  br i1 %11, label %12, label %25, !dbg !73

12:                                               ; preds = %1, %8
    #dbg_value(i64 %7, !59, !DIExpression(), !61)
  %13 = getelementptr inbounds [16 x i32], ptr @eating, i64 0, i64 %7, !dbg !63
  %14 = load volatile i32, ptr %13, align 4, !dbg !63, !tbaa !66
  %15 = icmp eq i32 %14, 0, !dbg !63
  %16 = add nuw nsw i64 %2, 2, !dbg !70
  br i1 %15, label %22, label %17, !dbg !71

17:                                               ; preds = %12
  %18 = and i64 %16, 14, !dbg !74
  %19 = getelementptr inbounds [16 x i32], ptr @eating, i64 0, i64 %18, !dbg !72
  %20 = load volatile i32, ptr %19, align 8, !dbg !72, !tbaa !66
  %21 = icmp eq i32 %20, 0, !dbg !72
  br i1 %21, label %22, label %25, !dbg !73

22:                                               ; preds = %17, %12
    #dbg_value(i64 %16, !59, !DIExpression(), !61)
  %23 = icmp ugt i64 %2, 13, !dbg !75
  %24 = icmp eq i64 %16, 16, !dbg !75
  br i1 %24, label %25, label %1, !dbg !62, !llvm.loop !76

25:                                               ; preds = %22, %17, %8
  %26 = phi i1 [ %3, %8 ], [ false, %17 ], [ %23, %22 ], !dbg !75
  %27 = zext i1 %26 to i32
  ret i32 %27, !dbg !79
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !80 {
  %1 = alloca [16 x i64], align 16, !DIAssignID !92
    #dbg_assign(i1 undef, !82, !DIExpression(), !92, ptr %1, !DIExpression(), !93)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #6, !dbg !94
    #dbg_value(i32 0, !86, !DIExpression(), !95)
    #dbg_value(i64 0, !86, !DIExpression(), !95)
  %2 = tail call i32 @pthread_mutex_init(ptr noundef nonnull @fork_mutex, ptr noundef null) #6, !dbg !96
    #dbg_value(i64 1, !86, !DIExpression(), !95)
  %3 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 40), ptr noundef null) #6, !dbg !96
    #dbg_value(i64 2, !86, !DIExpression(), !95)
  %4 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 80), ptr noundef null) #6, !dbg !96
    #dbg_value(i64 3, !86, !DIExpression(), !95)
  %5 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 120), ptr noundef null) #6, !dbg !96
    #dbg_value(i64 4, !86, !DIExpression(), !95)
  %6 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 160), ptr noundef null) #6, !dbg !96
    #dbg_value(i64 5, !86, !DIExpression(), !95)
  %7 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 200), ptr noundef null) #6, !dbg !96
    #dbg_value(i64 6, !86, !DIExpression(), !95)
  %8 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 240), ptr noundef null) #6, !dbg !96
    #dbg_value(i64 7, !86, !DIExpression(), !95)
  %9 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 280), ptr noundef null) #6, !dbg !96
    #dbg_value(i64 8, !86, !DIExpression(), !95)
  %10 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 320), ptr noundef null) #6, !dbg !96
    #dbg_value(i64 9, !86, !DIExpression(), !95)
  %11 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 360), ptr noundef null) #6, !dbg !96
    #dbg_value(i64 10, !86, !DIExpression(), !95)
  %12 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 400), ptr noundef null) #6, !dbg !96
    #dbg_value(i64 11, !86, !DIExpression(), !95)
  %13 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 440), ptr noundef null) #6, !dbg !96
    #dbg_value(i64 12, !86, !DIExpression(), !95)
  %14 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 480), ptr noundef null) #6, !dbg !96
    #dbg_value(i64 13, !86, !DIExpression(), !95)
  %15 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 520), ptr noundef null) #6, !dbg !96
    #dbg_value(i64 14, !86, !DIExpression(), !95)
  %16 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 560), ptr noundef null) #6, !dbg !96
    #dbg_value(i64 15, !86, !DIExpression(), !95)
  %17 = tail call i32 @pthread_mutex_init(ptr noundef nonnull getelementptr inbounds (i8, ptr @fork_mutex, i64 600), ptr noundef null) #6, !dbg !96
    #dbg_value(i64 16, !86, !DIExpression(), !95)
  tail call void @__VERIFIER_atomic_begin() #6, !dbg !98
    #dbg_value(i64 0, !88, !DIExpression(), !99)
    #dbg_value(i64 0, !88, !DIExpression(), !99)
  %18 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef null) #6, !dbg !100
    #dbg_value(i64 1, !88, !DIExpression(), !99)
  %19 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !102
  %20 = call i32 @pthread_create(ptr noundef nonnull %19, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 1 to ptr)) #6, !dbg !100
    #dbg_value(i64 2, !88, !DIExpression(), !99)
  %21 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !102
  %22 = call i32 @pthread_create(ptr noundef nonnull %21, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 2 to ptr)) #6, !dbg !100
    #dbg_value(i64 3, !88, !DIExpression(), !99)
  %23 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !102
  %24 = call i32 @pthread_create(ptr noundef nonnull %23, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 3 to ptr)) #6, !dbg !100
    #dbg_value(i64 4, !88, !DIExpression(), !99)
  %25 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !102
  %26 = call i32 @pthread_create(ptr noundef nonnull %25, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 4 to ptr)) #6, !dbg !100
    #dbg_value(i64 5, !88, !DIExpression(), !99)
  %27 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !102
  %28 = call i32 @pthread_create(ptr noundef nonnull %27, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 5 to ptr)) #6, !dbg !100
    #dbg_value(i64 6, !88, !DIExpression(), !99)
  %29 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !102
  %30 = call i32 @pthread_create(ptr noundef nonnull %29, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 6 to ptr)) #6, !dbg !100
    #dbg_value(i64 7, !88, !DIExpression(), !99)
  %31 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !102
  %32 = call i32 @pthread_create(ptr noundef nonnull %31, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 7 to ptr)) #6, !dbg !100
    #dbg_value(i64 8, !88, !DIExpression(), !99)
  %33 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !102
  %34 = call i32 @pthread_create(ptr noundef nonnull %33, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 8 to ptr)) #6, !dbg !100
    #dbg_value(i64 9, !88, !DIExpression(), !99)
  %35 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !102
  %36 = call i32 @pthread_create(ptr noundef nonnull %35, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 9 to ptr)) #6, !dbg !100
    #dbg_value(i64 10, !88, !DIExpression(), !99)
  %37 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !102
  %38 = call i32 @pthread_create(ptr noundef nonnull %37, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 10 to ptr)) #6, !dbg !100
    #dbg_value(i64 11, !88, !DIExpression(), !99)
  %39 = getelementptr inbounds i8, ptr %1, i64 88, !dbg !102
  %40 = call i32 @pthread_create(ptr noundef nonnull %39, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 11 to ptr)) #6, !dbg !100
    #dbg_value(i64 12, !88, !DIExpression(), !99)
  %41 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !102
  %42 = call i32 @pthread_create(ptr noundef nonnull %41, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 12 to ptr)) #6, !dbg !100
    #dbg_value(i64 13, !88, !DIExpression(), !99)
  %43 = getelementptr inbounds i8, ptr %1, i64 104, !dbg !102
  %44 = call i32 @pthread_create(ptr noundef nonnull %43, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 13 to ptr)) #6, !dbg !100
    #dbg_value(i64 14, !88, !DIExpression(), !99)
  %45 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !102
  %46 = call i32 @pthread_create(ptr noundef nonnull %45, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 14 to ptr)) #6, !dbg !100
    #dbg_value(i64 15, !88, !DIExpression(), !99)
  %47 = getelementptr inbounds i8, ptr %1, i64 120, !dbg !102
  %48 = call i32 @pthread_create(ptr noundef nonnull %47, ptr noundef null, ptr noundef nonnull @philosopher, ptr noundef nonnull inttoptr (i64 15 to ptr)) #6, !dbg !100
    #dbg_value(i64 16, !88, !DIExpression(), !99)
  call void @__VERIFIER_atomic_end() #6, !dbg !103
    #dbg_value(i32 0, !90, !DIExpression(), !104)
    #dbg_value(i64 0, !90, !DIExpression(), !104)
  %49 = load i64, ptr %1, align 16, !dbg !105, !tbaa !107
  %50 = call i32 @pthread_join(i64 noundef %49, ptr noundef null) #6, !dbg !109
    #dbg_value(i64 1, !90, !DIExpression(), !104)
  %51 = load i64, ptr %19, align 8, !dbg !105, !tbaa !107
  %52 = call i32 @pthread_join(i64 noundef %51, ptr noundef null) #6, !dbg !109
    #dbg_value(i64 2, !90, !DIExpression(), !104)
  %53 = load i64, ptr %21, align 16, !dbg !105, !tbaa !107
  %54 = call i32 @pthread_join(i64 noundef %53, ptr noundef null) #6, !dbg !109
    #dbg_value(i64 3, !90, !DIExpression(), !104)
  %55 = load i64, ptr %23, align 8, !dbg !105, !tbaa !107
  %56 = call i32 @pthread_join(i64 noundef %55, ptr noundef null) #6, !dbg !109
    #dbg_value(i64 4, !90, !DIExpression(), !104)
  %57 = load i64, ptr %25, align 16, !dbg !105, !tbaa !107
  %58 = call i32 @pthread_join(i64 noundef %57, ptr noundef null) #6, !dbg !109
    #dbg_value(i64 5, !90, !DIExpression(), !104)
  %59 = load i64, ptr %27, align 8, !dbg !105, !tbaa !107
  %60 = call i32 @pthread_join(i64 noundef %59, ptr noundef null) #6, !dbg !109
    #dbg_value(i64 6, !90, !DIExpression(), !104)
  %61 = load i64, ptr %29, align 16, !dbg !105, !tbaa !107
  %62 = call i32 @pthread_join(i64 noundef %61, ptr noundef null) #6, !dbg !109
    #dbg_value(i64 7, !90, !DIExpression(), !104)
  %63 = load i64, ptr %31, align 8, !dbg !105, !tbaa !107
  %64 = call i32 @pthread_join(i64 noundef %63, ptr noundef null) #6, !dbg !109
    #dbg_value(i64 8, !90, !DIExpression(), !104)
  %65 = load i64, ptr %33, align 16, !dbg !105, !tbaa !107
  %66 = call i32 @pthread_join(i64 noundef %65, ptr noundef null) #6, !dbg !109
    #dbg_value(i64 9, !90, !DIExpression(), !104)
  %67 = load i64, ptr %35, align 8, !dbg !105, !tbaa !107
  %68 = call i32 @pthread_join(i64 noundef %67, ptr noundef null) #6, !dbg !109
    #dbg_value(i64 10, !90, !DIExpression(), !104)
  %69 = load i64, ptr %37, align 16, !dbg !105, !tbaa !107
  %70 = call i32 @pthread_join(i64 noundef %69, ptr noundef null) #6, !dbg !109
    #dbg_value(i64 11, !90, !DIExpression(), !104)
  %71 = load i64, ptr %39, align 8, !dbg !105, !tbaa !107
  %72 = call i32 @pthread_join(i64 noundef %71, ptr noundef null) #6, !dbg !109
    #dbg_value(i64 12, !90, !DIExpression(), !104)
  %73 = load i64, ptr %41, align 16, !dbg !105, !tbaa !107
  %74 = call i32 @pthread_join(i64 noundef %73, ptr noundef null) #6, !dbg !109
    #dbg_value(i64 13, !90, !DIExpression(), !104)
  %75 = load i64, ptr %43, align 8, !dbg !105, !tbaa !107
  %76 = call i32 @pthread_join(i64 noundef %75, ptr noundef null) #6, !dbg !109
    #dbg_value(i64 14, !90, !DIExpression(), !104)
  %77 = load i64, ptr %45, align 16, !dbg !105, !tbaa !107
  %78 = call i32 @pthread_join(i64 noundef %77, ptr noundef null) #6, !dbg !109
    #dbg_value(i64 15, !90, !DIExpression(), !104)
  %79 = load i64, ptr %47, align 8, !dbg !105, !tbaa !107
  %80 = call i32 @pthread_join(i64 noundef %79, ptr noundef null) #6, !dbg !109
    #dbg_value(i64 16, !90, !DIExpression(), !104)
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #6, !dbg !110
  ret i32 0, !dbg !111
}

; Function Attrs: nounwind
declare !dbg !112 i32 @pthread_mutex_init(ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !127 void @__VERIFIER_atomic_begin() local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !130 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind uwtable
define internal noalias noundef nonnull ptr @philosopher(ptr noundef %0) #5 !dbg !150 {
    #dbg_value(ptr %0, !152, !DIExpression(), !158)
  %2 = ptrtoint ptr %0 to i64, !dbg !159
  %3 = trunc i64 %2 to i32, !dbg !160
    #dbg_value(i32 %3, !153, !DIExpression(), !158)
    #dbg_value(i32 %3, !154, !DIExpression(), !158)
  %4 = add nsw i32 %3, 1, !dbg !161
  %5 = srem i32 %4, 16, !dbg !162
    #dbg_value(i32 %5, !155, !DIExpression(), !158)
    #dbg_value(i32 %3, !156, !DIExpression(), !158)
    #dbg_value(i32 %5, !157, !DIExpression(), !158)
  %6 = shl i64 %2, 32
  %7 = ashr exact i64 %6, 32
  %8 = getelementptr inbounds [16 x %union.pthread_mutex_t], ptr @fork_mutex, i64 0, i64 %7
  %9 = sext i32 %5 to i64
  %10 = getelementptr inbounds [16 x %union.pthread_mutex_t], ptr @fork_mutex, i64 0, i64 %9
  %11 = getelementptr inbounds [16 x i32], ptr @eating, i64 0, i64 %7
  br label %12, !dbg !163

12:                                               ; preds = %12, %1
  %13 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull %8) #6, !dbg !164
  %14 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull %10) #6, !dbg !168
  store volatile i32 1, ptr %11, align 4, !dbg !169, !tbaa !66
  store volatile i32 0, ptr %11, align 4, !dbg !170, !tbaa !66
  %15 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull %10) #6, !dbg !171
  %16 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull %8) #6, !dbg !172
  br label %12, !dbg !173, !llvm.loop !174
}

declare !dbg !177 void @__VERIFIER_atomic_end() local_unnamed_addr #4

declare !dbg !178 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !182 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !185 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #3

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "eating", scope: !2, file: !3, line: 33, type: !45, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "philosophers.c", directory: ".", checksumkind: CSK_MD5, checksum: "11358acd8d199fa6d3fbd8aa7cb257f0")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !{!9, !0}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "fork_mutex", scope: !2, file: !3, line: 29, type: !11, isLocal: false, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 5120, elements: !43)
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
!44 = !DISubrange(count: 16)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 512, elements: !43)
!46 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "check_forks", scope: !3, file: !3, line: 61, type: !56, scopeLine: 62, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!6}
!58 = !{!59}
!59 = !DILocalVariable(name: "i", scope: !60, file: !3, line: 63, type: !6)
!60 = distinct !DILexicalBlock(scope: !55, file: !3, line: 63, column: 5)
!61 = !DILocation(line: 0, scope: !60)
!62 = !DILocation(line: 63, column: 5, scope: !60)
!63 = !DILocation(line: 64, column: 13, scope: !64)
!64 = distinct !DILexicalBlock(scope: !65, file: !3, line: 64, column: 13)
!65 = distinct !DILexicalBlock(scope: !60, file: !3, line: 63, column: 5)
!66 = !{!67, !67, i64 0}
!67 = !{!"int", !68, i64 0}
!68 = !{!"omnipotent char", !69, i64 0}
!69 = !{!"Simple C/C++ TBAA"}
!70 = !DILocation(line: 0, scope: !65)
!71 = !DILocation(line: 64, column: 23, scope: !64)
!72 = !DILocation(line: 64, column: 26, scope: !64)
!73 = !DILocation(line: 64, column: 13, scope: !65)
!74 = !DILocation(line: 64, column: 41, scope: !64)
!75 = !DILocation(line: 63, column: 23, scope: !65)
!76 = distinct !{!76, !62, !77, !78}
!77 = !DILocation(line: 65, column: 20, scope: !60)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !DILocation(line: 67, column: 1, scope: !55)
!80 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 69, type: !56, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !81)
!81 = !{!82, !86, !88, !90}
!82 = !DILocalVariable(name: "t", scope: !80, file: !3, line: 71, type: !83)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 1024, elements: !43)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !13, line: 27, baseType: !85)
!85 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!86 = !DILocalVariable(name: "i", scope: !87, file: !3, line: 72, type: !6)
!87 = distinct !DILexicalBlock(scope: !80, file: !3, line: 72, column: 5)
!88 = !DILocalVariable(name: "i", scope: !89, file: !3, line: 76, type: !7)
!89 = distinct !DILexicalBlock(scope: !80, file: !3, line: 76, column: 5)
!90 = !DILocalVariable(name: "i", scope: !91, file: !3, line: 79, type: !6)
!91 = distinct !DILexicalBlock(scope: !80, file: !3, line: 79, column: 5)
!92 = distinct !DIAssignID()
!93 = !DILocation(line: 0, scope: !80)
!94 = !DILocation(line: 71, column: 5, scope: !80)
!95 = !DILocation(line: 0, scope: !87)
!96 = !DILocation(line: 73, column: 9, scope: !97)
!97 = distinct !DILexicalBlock(scope: !87, file: !3, line: 72, column: 5)
!98 = !DILocation(line: 75, column: 5, scope: !80)
!99 = !DILocation(line: 0, scope: !89)
!100 = !DILocation(line: 77, column: 9, scope: !101)
!101 = distinct !DILexicalBlock(scope: !89, file: !3, line: 76, column: 5)
!102 = !DILocation(line: 77, column: 25, scope: !101)
!103 = !DILocation(line: 78, column: 5, scope: !80)
!104 = !DILocation(line: 0, scope: !91)
!105 = !DILocation(line: 80, column: 22, scope: !106)
!106 = distinct !DILexicalBlock(scope: !91, file: !3, line: 79, column: 5)
!107 = !{!108, !108, i64 0}
!108 = !{!"long", !68, i64 0}
!109 = !DILocation(line: 80, column: 9, scope: !106)
!110 = !DILocation(line: 82, column: 1, scope: !80)
!111 = !DILocation(line: 81, column: 5, scope: !80)
!112 = !DISubprogram(name: "pthread_mutex_init", scope: !113, file: !113, line: 781, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!114 = !DISubroutineType(types: !115)
!115 = !{!6, !116, !117}
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !119)
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutexattr_t", file: !13, line: 36, baseType: !120)
!120 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !13, line: 32, size: 32, elements: !121)
!121 = !{!122, !126}
!122 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !120, file: !13, line: 34, baseType: !123, size: 32)
!123 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 32, elements: !124)
!124 = !{!125}
!125 = !DISubrange(count: 4)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !120, file: !13, line: 35, baseType: !6, size: 32)
!127 = !DISubprogram(name: "__VERIFIER_atomic_begin", scope: !3, file: !3, line: 26, type: !128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!128 = !DISubroutineType(types: !129)
!129 = !{null}
!130 = !DISubprogram(name: "pthread_create", scope: !113, file: !113, line: 202, type: !131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!131 = !DISubroutineType(types: !132)
!132 = !{!6, !133, !135, !146, !149}
!133 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !134)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !136)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !138)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !13, line: 62, baseType: !139)
!139 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !13, line: 56, size: 448, elements: !140)
!140 = !{!141, !145}
!141 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !139, file: !13, line: 58, baseType: !142, size: 448)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 448, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 56)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !139, file: !13, line: 59, baseType: !7, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DISubroutineType(types: !148)
!148 = !{!5, !5}
!149 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!150 = distinct !DISubprogram(name: "philosopher", scope: !3, file: !3, line: 36, type: !147, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !151)
!151 = !{!152, !153, !154, !155, !156, !157}
!152 = !DILocalVariable(name: "arg", arg: 1, scope: !150, file: !3, line: 36, type: !5)
!153 = !DILocalVariable(name: "i", scope: !150, file: !3, line: 38, type: !6)
!154 = !DILocalVariable(name: "left", scope: !150, file: !3, line: 39, type: !6)
!155 = !DILocalVariable(name: "right", scope: !150, file: !3, line: 39, type: !6)
!156 = !DILocalVariable(name: "first", scope: !150, file: !3, line: 44, type: !6)
!157 = !DILocalVariable(name: "second", scope: !150, file: !3, line: 44, type: !6)
!158 = !DILocation(line: 0, scope: !150)
!159 = !DILocation(line: 38, column: 18, scope: !150)
!160 = !DILocation(line: 38, column: 13, scope: !150)
!161 = !DILocation(line: 39, column: 30, scope: !150)
!162 = !DILocation(line: 39, column: 35, scope: !150)
!163 = !DILocation(line: 46, column: 5, scope: !150)
!164 = !DILocation(line: 48, column: 9, scope: !165)
!165 = distinct !DILexicalBlock(scope: !166, file: !3, line: 46, column: 14)
!166 = distinct !DILexicalBlock(scope: !167, file: !3, line: 46, column: 5)
!167 = distinct !DILexicalBlock(scope: !150, file: !3, line: 46, column: 5)
!168 = !DILocation(line: 49, column: 9, scope: !165)
!169 = !DILocation(line: 50, column: 19, scope: !165)
!170 = !DILocation(line: 54, column: 19, scope: !165)
!171 = !DILocation(line: 55, column: 9, scope: !165)
!172 = !DILocation(line: 56, column: 9, scope: !165)
!173 = !DILocation(line: 46, column: 5, scope: !166)
!174 = distinct !{!174, !175, !176}
!175 = !DILocation(line: 46, column: 5, scope: !167)
!176 = !DILocation(line: 57, column: 5, scope: !167)
!177 = !DISubprogram(name: "__VERIFIER_atomic_end", scope: !3, file: !3, line: 27, type: !128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DISubprogram(name: "pthread_join", scope: !113, file: !113, line: 219, type: !179, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!179 = !DISubroutineType(types: !180)
!180 = !{!6, !84, !181}
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!182 = !DISubprogram(name: "pthread_mutex_lock", scope: !113, file: !113, line: 794, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!183 = !DISubroutineType(types: !184)
!184 = !{!6, !116}
!185 = !DISubprogram(name: "pthread_mutex_unlock", scope: !113, file: !113, line: 835, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
