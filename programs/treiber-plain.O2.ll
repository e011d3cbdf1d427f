; ModuleID = 'treiber.c'
source_filename = "treiber.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, ptr }

@popped = dso_local global [3 x i32] zeroinitializer, align 4, !dbg !0
@.str = private unnamed_addr constant [61 x i8] c"atomic_load_explicit(&popped[id], memory_order_relaxed) == 1\00", align 1, !dbg !19
@.str.1 = private unnamed_addr constant [10 x i8] c"treiber.c\00", align 1, !dbg !25
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !30
@pool = dso_local global [3 x %struct.node] zeroinitializer, align 16, !dbg !36
@top = dso_local global ptr null, align 8, !dbg !48
@.str.2 = private unnamed_addr constant [39 x i8] c"DATA_LOAD(old->payload) == PAYLOAD(id)\00", align 1, !dbg !50
@__PRETTY_FUNCTION__.pop = private unnamed_addr constant [14 x i8] c"int pop(void)\00", align 1, !dbg !55
@.str.3 = private unnamed_addr constant [12 x i8] c"before == 0\00", align 1, !dbg !60

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !76 {
  %1 = alloca i64, align 8, !DIAssignID !87
    #dbg_assign(i1 undef, !80, !DIExpression(), !87, ptr %1, !DIExpression(), !88)
  %2 = alloca i64, align 8, !DIAssignID !89
    #dbg_assign(i1 undef, !84, !DIExpression(), !89, ptr %2, !DIExpression(), !88)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !90
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !90
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @pusher, ptr noundef null) #6, !dbg !91
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @push_popper, ptr noundef null) #6, !dbg !92
  %5 = load i64, ptr %1, align 8, !dbg !93, !tbaa !94
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !98
  %7 = load i64, ptr %2, align 8, !dbg !99, !tbaa !94
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !100
  br label %9, !dbg !101

9:                                                ; preds = %36, %0
  %10 = load atomic i64, ptr @top acquire, align 8, !dbg !102
    #dbg_value(i64 %10, !105, !DIExpression(), !110)
  br label %11, !dbg !111

11:                                               ; preds = %14, %9
  %12 = phi i64 [ %10, %9 ], [ %20, %14 ]
    #dbg_value(i64 %12, !105, !DIExpression(), !110)
  %13 = icmp eq i64 %12, 0, !dbg !112
  br i1 %13, label %38, label %14, !dbg !115

14:                                               ; preds = %11
  %15 = inttoptr i64 %12 to ptr, !dbg !116
    #dbg_value(ptr %15, !105, !DIExpression(), !110)
  %16 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !117
  %17 = load atomic i64, ptr %16 monotonic, align 8, !dbg !118
    #dbg_value(i64 %17, !106, !DIExpression(), !110)
  %18 = cmpxchg ptr @top, i64 %12, i64 %17 acquire acquire, align 8, !dbg !119
  %19 = extractvalue { i64, i1 } %18, 1, !dbg !119
  %20 = extractvalue { i64, i1 } %18, 0, !dbg !119
    #dbg_value(ptr undef, !105, !DIExpression(), !110)
  br i1 %19, label %21, label %11, !dbg !120, !llvm.loop !121

21:                                               ; preds = %14
  %22 = sub i64 %12, ptrtoint (ptr @pool to i64), !dbg !124
  %23 = lshr exact i64 %22, 4, !dbg !124
  %24 = trunc i64 %23 to i32, !dbg !125
    #dbg_value(i32 %24, !107, !DIExpression(), !110)
  %25 = load i32, ptr %15, align 8, !dbg !126, !tbaa !129
  %26 = add nsw i32 %24, 100, !dbg !126
  %27 = icmp eq i32 %25, %26, !dbg !126
  br i1 %27, label %29, label %28, !dbg !132

28:                                               ; preds = %21
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 79, ptr noundef nonnull @__PRETTY_FUNCTION__.pop) #7, !dbg !126
  unreachable, !dbg !126

29:                                               ; preds = %21
  %30 = shl i64 %22, 28, !dbg !133
  %31 = ashr i64 %30, 32, !dbg !133
  %32 = getelementptr inbounds [3 x i32], ptr @popped, i64 0, i64 %31, !dbg !133
  %33 = atomicrmw add ptr %32, i32 1 monotonic, align 4, !dbg !134
    #dbg_value(i32 %33, !108, !DIExpression(), !110)
  %34 = icmp eq i32 %33, 0, !dbg !135
  br i1 %34, label %36, label %35, !dbg !138

35:                                               ; preds = %29
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 81, ptr noundef nonnull @__PRETTY_FUNCTION__.pop) #7, !dbg !135
  unreachable, !dbg !135

36:                                               ; preds = %29
  %37 = icmp sgt i32 %24, -1, !dbg !139
  br i1 %37, label %9, label %38, !dbg !101, !llvm.loop !140

38:                                               ; preds = %36, %11
    #dbg_value(i64 0, !85, !DIExpression(), !142)
  %39 = load atomic i32, ptr @popped monotonic, align 4, !dbg !143
  %40 = icmp eq i32 %39, 1, !dbg !143
    #dbg_value(i64 0, !85, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !142)
  br i1 %40, label %41, label %48, !dbg !147

41:                                               ; preds = %38
    #dbg_value(i64 1, !85, !DIExpression(), !142)
  %42 = load atomic i32, ptr getelementptr inbounds (i8, ptr @popped, i64 4) monotonic, align 4, !dbg !143
  %43 = icmp eq i32 %42, 1, !dbg !143
    #dbg_value(i64 1, !85, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !142)
  br i1 %43, label %44, label %48, !dbg !147

44:                                               ; preds = %41
    #dbg_value(i64 2, !85, !DIExpression(), !142)
  %45 = load atomic i32, ptr getelementptr inbounds (i8, ptr @popped, i64 8) monotonic, align 4, !dbg !143
  %46 = icmp eq i32 %45, 1, !dbg !143
    #dbg_value(i64 2, !85, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !142)
  br i1 %46, label %47, label %48, !dbg !147

47:                                               ; preds = %44
    #dbg_value(i64 3, !85, !DIExpression(), !142)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !148
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !148
  ret i32 0, !dbg !149

48:                                               ; preds = %44, %41, %38
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 112, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !143
  unreachable, !dbg !143
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !150 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @pusher(ptr nocapture readnone %0) #3 !dbg !172 {
    #dbg_value(ptr poison, !174, !DIExpression(), !177)
    #dbg_value(i32 0, !175, !DIExpression(), !178)
    #dbg_value(i64 0, !175, !DIExpression(), !178)
    #dbg_value(i64 0, !179, !DIExpression(), !186)
    #dbg_value(ptr @pool, !184, !DIExpression(), !186)
  store i32 100, ptr @pool, align 16, !dbg !189, !tbaa !129
  %2 = load atomic i64, ptr @top monotonic, align 8, !dbg !190
    #dbg_value(i64 %2, !185, !DIExpression(), !186)
  br label %3, !dbg !191

3:                                                ; preds = %3, %1
  %4 = phi i64 [ %2, %1 ], [ %7, %3 ]
    #dbg_value(i64 %4, !185, !DIExpression(), !186)
  store atomic i64 %4, ptr getelementptr inbounds (i8, ptr @pool, i64 8) monotonic, align 8, !dbg !192
  %5 = cmpxchg ptr @top, i64 %4, i64 ptrtoint (ptr @pool to i64) release monotonic, align 8, !dbg !193
  %6 = extractvalue { i64, i1 } %5, 1, !dbg !193
  %7 = extractvalue { i64, i1 } %5, 0, !dbg !193
    #dbg_value(ptr poison, !185, !DIExpression(), !186)
  br i1 %6, label %8, label %3, !dbg !192, !llvm.loop !194

8:                                                ; preds = %3
    #dbg_value(i64 1, !175, !DIExpression(), !178)
    #dbg_value(i64 1, !179, !DIExpression(), !186)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @pool, i64 16), !184, !DIExpression(), !186)
  store i32 101, ptr getelementptr inbounds (i8, ptr @pool, i64 16), align 16, !dbg !189, !tbaa !129
  %9 = load atomic i64, ptr @top monotonic, align 8, !dbg !190
    #dbg_value(i64 %9, !185, !DIExpression(), !186)
  br label %10, !dbg !191

10:                                               ; preds = %10, %8
  %11 = phi i64 [ %9, %8 ], [ %14, %10 ]
    #dbg_value(i64 %11, !185, !DIExpression(), !186)
  store atomic i64 %11, ptr getelementptr inbounds (i8, ptr @pool, i64 24) monotonic, align 8, !dbg !192
  %12 = cmpxchg ptr @top, i64 %11, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @pool, i64 16) to i64) release monotonic, align 8, !dbg !193
  %13 = extractvalue { i64, i1 } %12, 1, !dbg !193
  %14 = extractvalue { i64, i1 } %12, 0, !dbg !193
    #dbg_value(ptr poison, !185, !DIExpression(), !186)
  br i1 %13, label %15, label %10, !dbg !192, !llvm.loop !194

15:                                               ; preds = %10
    #dbg_value(i64 2, !175, !DIExpression(), !178)
  ret ptr null, !dbg !196
}

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @push_popper(ptr nocapture readnone %0) #0 !dbg !197 {
    #dbg_value(ptr poison, !199, !DIExpression(), !202)
    #dbg_value(i32 2, !179, !DIExpression(), !203)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @pool, i64 32), !184, !DIExpression(), !203)
  store i32 102, ptr getelementptr inbounds (i8, ptr @pool, i64 32), align 16, !dbg !205, !tbaa !129
  %2 = load atomic i64, ptr @top monotonic, align 8, !dbg !206
    #dbg_value(i64 %2, !185, !DIExpression(), !203)
  br label %3, !dbg !207

3:                                                ; preds = %3, %1
  %4 = phi i64 [ %2, %1 ], [ %7, %3 ]
    #dbg_value(i64 %4, !185, !DIExpression(), !203)
  store atomic i64 %4, ptr getelementptr inbounds (i8, ptr @pool, i64 40) monotonic, align 8, !dbg !208
  %5 = cmpxchg ptr @top, i64 %4, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @pool, i64 32) to i64) release monotonic, align 8, !dbg !209
  %6 = extractvalue { i64, i1 } %5, 1, !dbg !209
  %7 = extractvalue { i64, i1 } %5, 0, !dbg !209
    #dbg_value(ptr poison, !185, !DIExpression(), !203)
  br i1 %6, label %8, label %3, !dbg !208, !llvm.loop !210

8:                                                ; preds = %3
    #dbg_value(i32 0, !200, !DIExpression(), !212)
  %9 = load atomic i64, ptr @top acquire, align 8, !dbg !213
    #dbg_value(i64 %9, !105, !DIExpression(), !216)
  br label %10, !dbg !217

10:                                               ; preds = %13, %8
  %11 = phi i64 [ %9, %8 ], [ %19, %13 ]
    #dbg_value(i64 %11, !105, !DIExpression(), !216)
  %12 = icmp eq i64 %11, 0, !dbg !218
  br i1 %12, label %35, label %13, !dbg !219

13:                                               ; preds = %10
  %14 = inttoptr i64 %11 to ptr, !dbg !220
    #dbg_value(ptr %14, !105, !DIExpression(), !216)
  %15 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !221
  %16 = load atomic i64, ptr %15 monotonic, align 8, !dbg !222
    #dbg_value(i64 %16, !106, !DIExpression(), !216)
  %17 = cmpxchg ptr @top, i64 %11, i64 %16 acquire acquire, align 8, !dbg !223
  %18 = extractvalue { i64, i1 } %17, 1, !dbg !223
  %19 = extractvalue { i64, i1 } %17, 0, !dbg !223
    #dbg_value(ptr undef, !105, !DIExpression(), !216)
  br i1 %18, label %20, label %10, !dbg !224, !llvm.loop !225

20:                                               ; preds = %13
  %21 = sub i64 %11, ptrtoint (ptr @pool to i64), !dbg !227
  %22 = lshr exact i64 %21, 4, !dbg !227
  %23 = trunc i64 %22 to i32, !dbg !228
    #dbg_value(i32 %23, !107, !DIExpression(), !216)
  %24 = load i32, ptr %14, align 8, !dbg !229, !tbaa !129
  %25 = add nsw i32 %23, 100, !dbg !229
  %26 = icmp eq i32 %24, %25, !dbg !229
  br i1 %26, label %28, label %27, !dbg !230

27:                                               ; preds = %47, %20
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 79, ptr noundef nonnull @__PRETTY_FUNCTION__.pop) #7, !dbg !229
  unreachable, !dbg !229

28:                                               ; preds = %20
  %29 = shl i64 %21, 28, !dbg !231
  %30 = ashr i64 %29, 32, !dbg !231
  %31 = getelementptr inbounds [3 x i32], ptr @popped, i64 0, i64 %30, !dbg !231
  %32 = atomicrmw add ptr %31, i32 1 monotonic, align 4, !dbg !232
    #dbg_value(i32 %32, !108, !DIExpression(), !216)
  %33 = icmp eq i32 %32, 0, !dbg !233
  br i1 %33, label %35, label %34, !dbg !234

34:                                               ; preds = %54, %28
  tail call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 81, ptr noundef nonnull @__PRETTY_FUNCTION__.pop) #7, !dbg !233
  unreachable, !dbg !233

35:                                               ; preds = %10, %28
    #dbg_value(i32 1, !200, !DIExpression(), !212)
  %36 = load atomic i64, ptr @top acquire, align 8, !dbg !213
    #dbg_value(i64 %36, !105, !DIExpression(), !216)
  br label %37, !dbg !217

37:                                               ; preds = %40, %35
  %38 = phi i64 [ %36, %35 ], [ %46, %40 ]
    #dbg_value(i64 %38, !105, !DIExpression(), !216)
  %39 = icmp eq i64 %38, 0, !dbg !218
  br i1 %39, label %60, label %40, !dbg !219

40:                                               ; preds = %37
  %41 = inttoptr i64 %38 to ptr, !dbg !220
    #dbg_value(ptr %41, !105, !DIExpression(), !216)
  %42 = getelementptr inbounds i8, ptr %41, i64 8, !dbg !221
  %43 = load atomic i64, ptr %42 monotonic, align 8, !dbg !222
    #dbg_value(i64 %43, !106, !DIExpression(), !216)
  %44 = cmpxchg ptr @top, i64 %38, i64 %43 acquire acquire, align 8, !dbg !223
  %45 = extractvalue { i64, i1 } %44, 1, !dbg !223
  %46 = extractvalue { i64, i1 } %44, 0, !dbg !223
    #dbg_value(ptr undef, !105, !DIExpression(), !216)
  br i1 %45, label %47, label %37, !dbg !224, !llvm.loop !225

47:                                               ; preds = %40
  %48 = sub i64 %38, ptrtoint (ptr @pool to i64), !dbg !227
  %49 = lshr exact i64 %48, 4, !dbg !227
  %50 = trunc i64 %49 to i32, !dbg !228
    #dbg_value(i32 %50, !107, !DIExpression(), !216)
  %51 = load i32, ptr %41, align 8, !dbg !229, !tbaa !129
  %52 = add nsw i32 %50, 100, !dbg !229
  %53 = icmp eq i32 %51, %52, !dbg !229
  br i1 %53, label %54, label %27, !dbg !230

54:                                               ; preds = %47
  %55 = shl i64 %48, 28, !dbg !231
  %56 = ashr i64 %55, 32, !dbg !231
  %57 = getelementptr inbounds [3 x i32], ptr @popped, i64 0, i64 %56, !dbg !231
  %58 = atomicrmw add ptr %57, i32 1 monotonic, align 4, !dbg !232
    #dbg_value(i32 %58, !108, !DIExpression(), !216)
  %59 = icmp eq i32 %58, 0, !dbg !233
  br i1 %59, label %60, label %34, !dbg !234

60:                                               ; preds = %37, %54
    #dbg_value(i32 2, !200, !DIExpression(), !212)
  ret ptr null, !dbg !235
}

declare !dbg !236 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !240 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!68, !69, !70, !71, !72, !73, !74}
!llvm.ident = !{!75}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "popped", scope: !2, file: !3, line: 54, type: !65, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !18, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "treiber.c", directory: ".", checksumkind: CSK_MD5, checksum: "3e6a7c71267762a1c2e0a5897667e922")
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
!15 = !{!16, !17}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{!19, !25, !30, !36, !48, !0, !50, !55, !60}
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 488, elements: !23)
!22 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!23 = !{!24}
!24 = !DISubrange(count: 61)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 80, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 10)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 112, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 120, elements: !34)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!34 = !{!35}
!35 = !DISubrange(count: 15)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "pool", scope: !2, file: !3, line: 52, type: !38, isLocal: false, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 384, elements: !46)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 47, size: 128, elements: !40)
!40 = !{!41, !43}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "payload", scope: !39, file: !3, line: 48, baseType: !42, size: 32)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "data_t", file: !3, line: 38, baseType: !17)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !39, file: !3, line: 49, baseType: !44, size: 64, offset: 64)
!44 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!46 = !{!47}
!47 = !DISubrange(count: 3)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(name: "top", scope: !2, file: !3, line: 53, type: !44, isLocal: false, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 312, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 39)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 112, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 14)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 81, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 96, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 12)
!65 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 96, elements: !46)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !67)
!67 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !17)
!68 = !{i32 7, !"Dwarf Version", i32 5}
!69 = !{i32 2, !"Debug Info Version", i32 3}
!70 = !{i32 1, !"wchar_size", i32 4}
!71 = !{i32 8, !"PIC Level", i32 2}
!72 = !{i32 7, !"PIE Level", i32 2}
!73 = !{i32 7, !"uwtable", i32 2}
!74 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!75 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!76 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 102, type: !77, scopeLine: 103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !79)
!77 = !DISubroutineType(types: !78)
!78 = !{!17}
!79 = !{!80, !84, !85}
!80 = !DILocalVariable(name: "t0", scope: !76, file: !3, line: 104, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !82, line: 27, baseType: !83)
!82 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!83 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!84 = !DILocalVariable(name: "t1", scope: !76, file: !3, line: 104, type: !81)
!85 = !DILocalVariable(name: "id", scope: !86, file: !3, line: 111, type: !17)
!86 = distinct !DILexicalBlock(scope: !76, file: !3, line: 111, column: 5)
!87 = distinct !DIAssignID()
!88 = !DILocation(line: 0, scope: !76)
!89 = distinct !DIAssignID()
!90 = !DILocation(line: 104, column: 5, scope: !76)
!91 = !DILocation(line: 105, column: 5, scope: !76)
!92 = !DILocation(line: 106, column: 5, scope: !76)
!93 = !DILocation(line: 107, column: 18, scope: !76)
!94 = !{!95, !95, i64 0}
!95 = !{!"long", !96, i64 0}
!96 = !{!"omnipotent char", !97, i64 0}
!97 = !{!"Simple C/C++ TBAA"}
!98 = !DILocation(line: 107, column: 5, scope: !76)
!99 = !DILocation(line: 108, column: 18, scope: !76)
!100 = !DILocation(line: 108, column: 5, scope: !76)
!101 = !DILocation(line: 109, column: 5, scope: !76)
!102 = !DILocation(line: 70, column: 24, scope: !103, inlinedAt: !109)
!103 = distinct !DISubprogram(name: "pop", scope: !3, file: !3, line: 68, type: !77, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !104)
!104 = !{!105, !106, !107, !108}
!105 = !DILocalVariable(name: "old", scope: !103, file: !3, line: 70, type: !45)
!106 = !DILocalVariable(name: "next", scope: !103, file: !3, line: 71, type: !45)
!107 = !DILocalVariable(name: "id", scope: !103, file: !3, line: 78, type: !17)
!108 = !DILocalVariable(name: "before", scope: !103, file: !3, line: 80, type: !17)
!109 = distinct !DILocation(line: 109, column: 12, scope: !76)
!110 = !DILocation(line: 0, scope: !103, inlinedAt: !109)
!111 = !DILocation(line: 72, column: 5, scope: !103, inlinedAt: !109)
!112 = !DILocation(line: 73, column: 17, scope: !113, inlinedAt: !109)
!113 = distinct !DILexicalBlock(scope: !114, file: !3, line: 73, column: 13)
!114 = distinct !DILexicalBlock(scope: !103, file: !3, line: 72, column: 8)
!115 = !DILocation(line: 73, column: 13, scope: !114, inlinedAt: !109)
!116 = !DILocation(line: 70, column: 18, scope: !103, inlinedAt: !109)
!117 = !DILocation(line: 75, column: 43, scope: !114, inlinedAt: !109)
!118 = !DILocation(line: 75, column: 16, scope: !114, inlinedAt: !109)
!119 = !DILocation(line: 76, column: 15, scope: !103, inlinedAt: !109)
!120 = !DILocation(line: 76, column: 5, scope: !114, inlinedAt: !109)
!121 = distinct !{!121, !111, !122, !123}
!122 = !DILocation(line: 77, column: 76, scope: !103, inlinedAt: !109)
!123 = !{!"llvm.loop.mustprogress"}
!124 = !DILocation(line: 78, column: 24, scope: !103, inlinedAt: !109)
!125 = !DILocation(line: 78, column: 14, scope: !103, inlinedAt: !109)
!126 = !DILocation(line: 79, column: 5, scope: !127, inlinedAt: !109)
!127 = distinct !DILexicalBlock(scope: !128, file: !3, line: 79, column: 5)
!128 = distinct !DILexicalBlock(scope: !103, file: !3, line: 79, column: 5)
!129 = !{!130, !131, i64 0}
!130 = !{!"node", !131, i64 0, !96, i64 8}
!131 = !{!"int", !96, i64 0}
!132 = !DILocation(line: 79, column: 5, scope: !128, inlinedAt: !109)
!133 = !DILocation(line: 80, column: 45, scope: !103, inlinedAt: !109)
!134 = !DILocation(line: 80, column: 18, scope: !103, inlinedAt: !109)
!135 = !DILocation(line: 81, column: 5, scope: !136, inlinedAt: !109)
!136 = distinct !DILexicalBlock(scope: !137, file: !3, line: 81, column: 5)
!137 = distinct !DILexicalBlock(scope: !103, file: !3, line: 81, column: 5)
!138 = !DILocation(line: 81, column: 5, scope: !137, inlinedAt: !109)
!139 = !DILocation(line: 109, column: 18, scope: !76)
!140 = distinct !{!140, !101, !141, !123}
!141 = !DILocation(line: 110, column: 9, scope: !76)
!142 = !DILocation(line: 0, scope: !86)
!143 = !DILocation(line: 112, column: 9, scope: !144)
!144 = distinct !DILexicalBlock(scope: !145, file: !3, line: 112, column: 9)
!145 = distinct !DILexicalBlock(scope: !146, file: !3, line: 112, column: 9)
!146 = distinct !DILexicalBlock(scope: !86, file: !3, line: 111, column: 5)
!147 = !DILocation(line: 112, column: 9, scope: !145)
!148 = !DILocation(line: 114, column: 1, scope: !76)
!149 = !DILocation(line: 113, column: 5, scope: !76)
!150 = !DISubprogram(name: "pthread_create", scope: !151, file: !151, line: 202, type: !152, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!151 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!152 = !DISubroutineType(types: !153)
!153 = !{!17, !154, !156, !168, !171}
!154 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !155)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !157)
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !158, size: 64)
!158 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !159)
!159 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !82, line: 62, baseType: !160)
!160 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !82, line: 56, size: 448, elements: !161)
!161 = !{!162, !166}
!162 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !160, file: !82, line: 58, baseType: !163, size: 448)
!163 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 448, elements: !164)
!164 = !{!165}
!165 = !DISubrange(count: 56)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !160, file: !82, line: 59, baseType: !167, size: 64)
!167 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !169, size: 64)
!169 = !DISubroutineType(types: !170)
!170 = !{!16, !16}
!171 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!172 = distinct !DISubprogram(name: "pusher", scope: !3, file: !3, line: 85, type: !169, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !173)
!173 = !{!174, !175}
!174 = !DILocalVariable(name: "arg", arg: 1, scope: !172, file: !3, line: 85, type: !16)
!175 = !DILocalVariable(name: "i", scope: !176, file: !3, line: 88, type: !17)
!176 = distinct !DILexicalBlock(scope: !172, file: !3, line: 88, column: 5)
!177 = !DILocation(line: 0, scope: !172)
!178 = !DILocation(line: 0, scope: !176)
!179 = !DILocalVariable(name: "id", arg: 1, scope: !180, file: !3, line: 56, type: !17)
!180 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 56, type: !181, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !183)
!181 = !DISubroutineType(types: !182)
!182 = !{null, !17}
!183 = !{!179, !184, !185}
!184 = !DILocalVariable(name: "n", scope: !180, file: !3, line: 58, type: !45)
!185 = !DILocalVariable(name: "old", scope: !180, file: !3, line: 60, type: !45)
!186 = !DILocation(line: 0, scope: !180, inlinedAt: !187)
!187 = distinct !DILocation(line: 89, column: 9, scope: !188)
!188 = distinct !DILexicalBlock(scope: !176, file: !3, line: 88, column: 5)
!189 = !DILocation(line: 59, column: 5, scope: !180, inlinedAt: !187)
!190 = !DILocation(line: 60, column: 24, scope: !180, inlinedAt: !187)
!191 = !DILocation(line: 61, column: 5, scope: !180, inlinedAt: !187)
!192 = !DILocation(line: 62, column: 9, scope: !180, inlinedAt: !187)
!193 = !DILocation(line: 63, column: 13, scope: !180, inlinedAt: !187)
!194 = distinct !{!194, !191, !195, !123}
!195 = !DILocation(line: 64, column: 74, scope: !180, inlinedAt: !187)
!196 = !DILocation(line: 90, column: 5, scope: !172)
!197 = distinct !DISubprogram(name: "push_popper", scope: !3, file: !3, line: 93, type: !169, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !198)
!198 = !{!199, !200}
!199 = !DILocalVariable(name: "arg", arg: 1, scope: !197, file: !3, line: 93, type: !16)
!200 = !DILocalVariable(name: "i", scope: !201, file: !3, line: 97, type: !17)
!201 = distinct !DILexicalBlock(scope: !197, file: !3, line: 97, column: 5)
!202 = !DILocation(line: 0, scope: !197)
!203 = !DILocation(line: 0, scope: !180, inlinedAt: !204)
!204 = distinct !DILocation(line: 96, column: 5, scope: !197)
!205 = !DILocation(line: 59, column: 5, scope: !180, inlinedAt: !204)
!206 = !DILocation(line: 60, column: 24, scope: !180, inlinedAt: !204)
!207 = !DILocation(line: 61, column: 5, scope: !180, inlinedAt: !204)
!208 = !DILocation(line: 62, column: 9, scope: !180, inlinedAt: !204)
!209 = !DILocation(line: 63, column: 13, scope: !180, inlinedAt: !204)
!210 = distinct !{!210, !207, !211, !123}
!211 = !DILocation(line: 64, column: 74, scope: !180, inlinedAt: !204)
!212 = !DILocation(line: 0, scope: !201)
!213 = !DILocation(line: 70, column: 24, scope: !103, inlinedAt: !214)
!214 = distinct !DILocation(line: 98, column: 9, scope: !215)
!215 = distinct !DILexicalBlock(scope: !201, file: !3, line: 97, column: 5)
!216 = !DILocation(line: 0, scope: !103, inlinedAt: !214)
!217 = !DILocation(line: 72, column: 5, scope: !103, inlinedAt: !214)
!218 = !DILocation(line: 73, column: 17, scope: !113, inlinedAt: !214)
!219 = !DILocation(line: 73, column: 13, scope: !114, inlinedAt: !214)
!220 = !DILocation(line: 70, column: 18, scope: !103, inlinedAt: !214)
!221 = !DILocation(line: 75, column: 43, scope: !114, inlinedAt: !214)
!222 = !DILocation(line: 75, column: 16, scope: !114, inlinedAt: !214)
!223 = !DILocation(line: 76, column: 15, scope: !103, inlinedAt: !214)
!224 = !DILocation(line: 76, column: 5, scope: !114, inlinedAt: !214)
!225 = distinct !{!225, !217, !226, !123}
!226 = !DILocation(line: 77, column: 76, scope: !103, inlinedAt: !214)
!227 = !DILocation(line: 78, column: 24, scope: !103, inlinedAt: !214)
!228 = !DILocation(line: 78, column: 14, scope: !103, inlinedAt: !214)
!229 = !DILocation(line: 79, column: 5, scope: !127, inlinedAt: !214)
!230 = !DILocation(line: 79, column: 5, scope: !128, inlinedAt: !214)
!231 = !DILocation(line: 80, column: 45, scope: !103, inlinedAt: !214)
!232 = !DILocation(line: 80, column: 18, scope: !103, inlinedAt: !214)
!233 = !DILocation(line: 81, column: 5, scope: !136, inlinedAt: !214)
!234 = !DILocation(line: 81, column: 5, scope: !137, inlinedAt: !214)
!235 = !DILocation(line: 99, column: 5, scope: !197)
!236 = !DISubprogram(name: "pthread_join", scope: !151, file: !151, line: 219, type: !237, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!237 = !DISubroutineType(types: !238)
!238 = !{!17, !81, !239}
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!240 = !DISubprogram(name: "__assert_fail", scope: !241, file: !241, line: 69, type: !242, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!241 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!242 = !DISubroutineType(types: !243)
!243 = !{null, !244, !244, !7, !244}
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
