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
@top = dso_local global ptr null, align 8, !dbg !50
@.str.2 = private unnamed_addr constant [39 x i8] c"DATA_LOAD(old->payload) == PAYLOAD(id)\00", align 1, !dbg !52
@__PRETTY_FUNCTION__.pop = private unnamed_addr constant [14 x i8] c"int pop(void)\00", align 1, !dbg !57
@.str.3 = private unnamed_addr constant [12 x i8] c"before == 0\00", align 1, !dbg !62

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

9:                                                ; preds = %40, %0
  %10 = load atomic i64, ptr @top acquire, align 8, !dbg !102
  %11 = inttoptr i64 %10 to ptr, !dbg !102
    #dbg_value(ptr %11, !105, !DIExpression(), !110)
  br label %12, !dbg !111

12:                                               ; preds = %15, %9
  %13 = phi ptr [ %11, %9 ], [ %23, %15 ], !dbg !112
    #dbg_value(ptr %13, !105, !DIExpression(), !110)
  %14 = icmp eq ptr %13, null, !dbg !113
  br i1 %14, label %40, label %15, !dbg !116

15:                                               ; preds = %12
  %16 = getelementptr inbounds i8, ptr %13, i64 8, !dbg !117
  %17 = load atomic i64, ptr %16 monotonic, align 8, !dbg !118
    #dbg_value(i64 %17, !106, !DIExpression(), !110)
  %18 = ptrtoint ptr %13 to i64, !dbg !119
  %19 = cmpxchg ptr @top, i64 %18, i64 %17 acquire acquire, align 8, !dbg !119
  %20 = extractvalue { i64, i1 } %19, 1, !dbg !119
  %21 = extractvalue { i64, i1 } %19, 0, !dbg !119
  %22 = inttoptr i64 %21 to ptr, !dbg !119
  %23 = select i1 %20, ptr %13, ptr %22, !dbg !119
    #dbg_value(ptr %23, !105, !DIExpression(), !110)
  br i1 %20, label %24, label %12, !dbg !120, !llvm.loop !121

24:                                               ; preds = %15
  %25 = ptrtoint ptr %23 to i64, !dbg !125
  %26 = sub i64 %25, ptrtoint (ptr @pool to i64), !dbg !125
  %27 = lshr exact i64 %26, 4, !dbg !125
  %28 = trunc i64 %27 to i32, !dbg !126
    #dbg_value(i32 %28, !107, !DIExpression(), !110)
  %29 = load atomic i32, ptr %23 monotonic, align 8, !dbg !127
  %30 = add nsw i32 %28, 100, !dbg !127
  %31 = icmp eq i32 %29, %30, !dbg !127
  br i1 %31, label %33, label %32, !dbg !130

32:                                               ; preds = %24
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 79, ptr noundef nonnull @__PRETTY_FUNCTION__.pop) #7, !dbg !127
  unreachable, !dbg !127

33:                                               ; preds = %24
  %34 = shl i64 %26, 28, !dbg !131
  %35 = ashr i64 %34, 32, !dbg !131
  %36 = getelementptr inbounds [3 x i32], ptr @popped, i64 0, i64 %35, !dbg !131
  %37 = atomicrmw add ptr %36, i32 1 monotonic, align 4, !dbg !132
    #dbg_value(i32 %37, !108, !DIExpression(), !110)
  %38 = icmp eq i32 %37, 0, !dbg !133
  br i1 %38, label %40, label %39, !dbg !136

39:                                               ; preds = %33
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 81, ptr noundef nonnull @__PRETTY_FUNCTION__.pop) #7, !dbg !133
  unreachable, !dbg !133

40:                                               ; preds = %12, %33
  %41 = phi i32 [ %28, %33 ], [ -1, %12 ], !dbg !110
  %42 = icmp sgt i32 %41, -1, !dbg !137
  br i1 %42, label %9, label %47, !dbg !101, !llvm.loop !138

43:                                               ; preds = %47
  %44 = add nuw nsw i64 %48, 1, !dbg !140
    #dbg_value(i64 %44, !85, !DIExpression(), !142)
    #dbg_value(i64 %44, !85, !DIExpression(), !142)
  %45 = icmp eq i64 %44, 3, !dbg !143
  br i1 %45, label %46, label %47, !dbg !144, !llvm.loop !145

46:                                               ; preds = %43
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !147
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !147
  ret i32 0, !dbg !148

47:                                               ; preds = %40, %43
  %48 = phi i64 [ %44, %43 ], [ 0, %40 ]
    #dbg_value(i64 %48, !85, !DIExpression(), !142)
  %49 = getelementptr inbounds [3 x i32], ptr @popped, i64 0, i64 %48, !dbg !149
  %50 = load atomic i32, ptr %49 monotonic, align 4, !dbg !149
  %51 = icmp eq i32 %50, 1, !dbg !149
    #dbg_value(i64 %48, !85, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !142)
  br i1 %51, label %43, label %52, !dbg !152

52:                                               ; preds = %47
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 112, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !149
  unreachable, !dbg !149
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !153 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @pusher(ptr nocapture readnone %0) #3 !dbg !175 {
    #dbg_value(ptr poison, !177, !DIExpression(), !180)
    #dbg_value(i32 0, !178, !DIExpression(), !181)
  br label %3, !dbg !182

2:                                                ; preds = %20
  ret ptr null, !dbg !183

3:                                                ; preds = %1, %20
  %4 = phi i64 [ 0, %1 ], [ %21, %20 ]
    #dbg_value(i64 %4, !178, !DIExpression(), !181)
    #dbg_value(i64 %4, !184, !DIExpression(), !191)
  %5 = getelementptr inbounds [3 x %struct.node], ptr @pool, i64 0, i64 %4, !dbg !194
    #dbg_value(ptr %5, !189, !DIExpression(), !191)
  %6 = trunc i64 %4 to i32, !dbg !195
  %7 = or i32 %6, 100, !dbg !195
  store atomic i32 %7, ptr %5 monotonic, align 16, !dbg !195
  %8 = load atomic i64, ptr @top monotonic, align 8, !dbg !196
  %9 = inttoptr i64 %8 to ptr, !dbg !196
    #dbg_value(ptr %9, !190, !DIExpression(), !191)
  %10 = getelementptr inbounds i8, ptr %5, i64 8
  %11 = ptrtoint ptr %5 to i64
  br label %12, !dbg !197

12:                                               ; preds = %12, %3
  %13 = phi ptr [ %9, %3 ], [ %19, %12 ], !dbg !198
    #dbg_value(ptr %13, !190, !DIExpression(), !191)
  %14 = ptrtoint ptr %13 to i64, !dbg !199
  store atomic i64 %14, ptr %10 monotonic, align 8, !dbg !199
  %15 = cmpxchg ptr @top, i64 %14, i64 %11 monotonic monotonic, align 8, !dbg !200
  %16 = extractvalue { i64, i1 } %15, 1, !dbg !200
  %17 = extractvalue { i64, i1 } %15, 0, !dbg !200
  %18 = inttoptr i64 %17 to ptr, !dbg !200
  %19 = select i1 %16, ptr %13, ptr %18, !dbg !200
    #dbg_value(ptr %19, !190, !DIExpression(), !191)
  br i1 %16, label %20, label %12, !dbg !199, !llvm.loop !201

20:                                               ; preds = %12
  %21 = add nuw nsw i64 %4, 1, !dbg !203
    #dbg_value(i64 %21, !178, !DIExpression(), !181)
  %22 = icmp eq i64 %4, 0, !dbg !204
  br i1 %22, label %3, label %2, !dbg !182, !llvm.loop !205
}

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @push_popper(ptr nocapture readnone %0) #0 !dbg !207 {
    #dbg_value(ptr poison, !209, !DIExpression(), !212)
    #dbg_value(i32 2, !184, !DIExpression(), !213)
    #dbg_value(ptr getelementptr inbounds (i8, ptr @pool, i64 32), !189, !DIExpression(), !213)
  store atomic i32 102, ptr getelementptr inbounds (i8, ptr @pool, i64 32) monotonic, align 16, !dbg !215
  %2 = load atomic i64, ptr @top monotonic, align 8, !dbg !216
  %3 = inttoptr i64 %2 to ptr, !dbg !216
    #dbg_value(ptr %3, !190, !DIExpression(), !213)
  br label %4, !dbg !217

4:                                                ; preds = %4, %1
  %5 = phi ptr [ %3, %1 ], [ %11, %4 ], !dbg !218
    #dbg_value(ptr %5, !190, !DIExpression(), !213)
  %6 = ptrtoint ptr %5 to i64, !dbg !219
  store atomic i64 %6, ptr getelementptr inbounds (i8, ptr @pool, i64 40) monotonic, align 8, !dbg !219
  %7 = cmpxchg ptr @top, i64 %6, i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @pool, i64 32) to i64) monotonic monotonic, align 8, !dbg !220
  %8 = extractvalue { i64, i1 } %7, 1, !dbg !220
  %9 = extractvalue { i64, i1 } %7, 0, !dbg !220
  %10 = inttoptr i64 %9 to ptr, !dbg !220
  %11 = select i1 %8, ptr %5, ptr %10, !dbg !220
    #dbg_value(ptr %11, !190, !DIExpression(), !213)
  br i1 %8, label %13, label %4, !dbg !219, !llvm.loop !221

12:                                               ; preds = %45
  ret ptr null, !dbg !223

13:                                               ; preds = %4, %45
  %14 = phi i32 [ %46, %45 ], [ 0, %4 ]
    #dbg_value(i32 %14, !210, !DIExpression(), !224)
  %15 = load atomic i64, ptr @top acquire, align 8, !dbg !225
  %16 = inttoptr i64 %15 to ptr, !dbg !225
    #dbg_value(ptr %16, !105, !DIExpression(), !228)
  br label %17, !dbg !229

17:                                               ; preds = %20, %13
  %18 = phi ptr [ %16, %13 ], [ %28, %20 ], !dbg !230
    #dbg_value(ptr %18, !105, !DIExpression(), !228)
  %19 = icmp eq ptr %18, null, !dbg !231
  br i1 %19, label %45, label %20, !dbg !232

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %18, i64 8, !dbg !233
  %22 = load atomic i64, ptr %21 monotonic, align 8, !dbg !234
    #dbg_value(i64 %22, !106, !DIExpression(), !228)
  %23 = ptrtoint ptr %18 to i64, !dbg !235
  %24 = cmpxchg ptr @top, i64 %23, i64 %22 acquire acquire, align 8, !dbg !235
  %25 = extractvalue { i64, i1 } %24, 1, !dbg !235
  %26 = extractvalue { i64, i1 } %24, 0, !dbg !235
  %27 = inttoptr i64 %26 to ptr, !dbg !235
  %28 = select i1 %25, ptr %18, ptr %27, !dbg !235
    #dbg_value(ptr %28, !105, !DIExpression(), !228)
  br i1 %25, label %29, label %17, !dbg !236, !llvm.loop !237

29:                                               ; preds = %20
  %30 = ptrtoint ptr %28 to i64, !dbg !239
  %31 = sub i64 %30, ptrtoint (ptr @pool to i64), !dbg !239
  %32 = lshr exact i64 %31, 4, !dbg !239
  %33 = trunc i64 %32 to i32, !dbg !240
    #dbg_value(i32 %33, !107, !DIExpression(), !228)
  %34 = load atomic i32, ptr %28 monotonic, align 8, !dbg !241
  %35 = add nsw i32 %33, 100, !dbg !241
  %36 = icmp eq i32 %34, %35, !dbg !241
  br i1 %36, label %38, label %37, !dbg !242

37:                                               ; preds = %29
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 79, ptr noundef nonnull @__PRETTY_FUNCTION__.pop) #7, !dbg !241
  unreachable, !dbg !241

38:                                               ; preds = %29
  %39 = shl i64 %31, 28, !dbg !243
  %40 = ashr i64 %39, 32, !dbg !243
  %41 = getelementptr inbounds [3 x i32], ptr @popped, i64 0, i64 %40, !dbg !243
  %42 = atomicrmw add ptr %41, i32 1 monotonic, align 4, !dbg !244
    #dbg_value(i32 %42, !108, !DIExpression(), !228)
  %43 = icmp eq i32 %42, 0, !dbg !245
  br i1 %43, label %45, label %44, !dbg !246

44:                                               ; preds = %38
  tail call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 81, ptr noundef nonnull @__PRETTY_FUNCTION__.pop) #7, !dbg !245
  unreachable, !dbg !245

45:                                               ; preds = %17, %38
  %46 = add nuw nsw i32 %14, 1, !dbg !247
    #dbg_value(i32 %46, !210, !DIExpression(), !224)
  %47 = icmp eq i32 %14, 0, !dbg !248
  br i1 %47, label %13, label %12, !dbg !249, !llvm.loop !250
}

declare !dbg !252 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !256 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

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
!1 = distinct !DIGlobalVariable(name: "popped", scope: !2, file: !3, line: 54, type: !67, isLocal: false, isDefinition: true)
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
!18 = !{!19, !25, !30, !36, !50, !0, !52, !57, !62}
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
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 384, elements: !48)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 47, size: 128, elements: !40)
!40 = !{!41, !45}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "payload", scope: !39, file: !3, line: 48, baseType: !42, size: 32)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "data_t", file: !3, line: 42, baseType: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !17)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !39, file: !3, line: 49, baseType: !46, size: 64, offset: 64)
!46 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !47)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!48 = !{!49}
!49 = !DISubrange(count: 3)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "top", scope: !2, file: !3, line: 53, type: !46, isLocal: false, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 312, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 39)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 79, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 112, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 14)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 81, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 96, elements: !65)
!65 = !{!66}
!66 = !DISubrange(count: 12)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 96, elements: !48)
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
!105 = !DILocalVariable(name: "old", scope: !103, file: !3, line: 70, type: !47)
!106 = !DILocalVariable(name: "next", scope: !103, file: !3, line: 71, type: !47)
!107 = !DILocalVariable(name: "id", scope: !103, file: !3, line: 78, type: !17)
!108 = !DILocalVariable(name: "before", scope: !103, file: !3, line: 80, type: !17)
!109 = distinct !DILocation(line: 109, column: 12, scope: !76)
!110 = !DILocation(line: 0, scope: !103, inlinedAt: !109)
!111 = !DILocation(line: 72, column: 5, scope: !103, inlinedAt: !109)
!112 = !DILocation(line: 70, column: 18, scope: !103, inlinedAt: !109)
!113 = !DILocation(line: 73, column: 17, scope: !114, inlinedAt: !109)
!114 = distinct !DILexicalBlock(scope: !115, file: !3, line: 73, column: 13)
!115 = distinct !DILexicalBlock(scope: !103, file: !3, line: 72, column: 8)
!116 = !DILocation(line: 73, column: 13, scope: !115, inlinedAt: !109)
!117 = !DILocation(line: 75, column: 43, scope: !115, inlinedAt: !109)
!118 = !DILocation(line: 75, column: 16, scope: !115, inlinedAt: !109)
!119 = !DILocation(line: 76, column: 15, scope: !103, inlinedAt: !109)
!120 = !DILocation(line: 76, column: 5, scope: !115, inlinedAt: !109)
!121 = distinct !{!121, !111, !122, !123, !124}
!122 = !DILocation(line: 77, column: 76, scope: !103, inlinedAt: !109)
!123 = !{!"llvm.loop.mustprogress"}
!124 = !{!"llvm.loop.unroll.disable"}
!125 = !DILocation(line: 78, column: 24, scope: !103, inlinedAt: !109)
!126 = !DILocation(line: 78, column: 14, scope: !103, inlinedAt: !109)
!127 = !DILocation(line: 79, column: 5, scope: !128, inlinedAt: !109)
!128 = distinct !DILexicalBlock(scope: !129, file: !3, line: 79, column: 5)
!129 = distinct !DILexicalBlock(scope: !103, file: !3, line: 79, column: 5)
!130 = !DILocation(line: 79, column: 5, scope: !129, inlinedAt: !109)
!131 = !DILocation(line: 80, column: 45, scope: !103, inlinedAt: !109)
!132 = !DILocation(line: 80, column: 18, scope: !103, inlinedAt: !109)
!133 = !DILocation(line: 81, column: 5, scope: !134, inlinedAt: !109)
!134 = distinct !DILexicalBlock(scope: !135, file: !3, line: 81, column: 5)
!135 = distinct !DILexicalBlock(scope: !103, file: !3, line: 81, column: 5)
!136 = !DILocation(line: 81, column: 5, scope: !135, inlinedAt: !109)
!137 = !DILocation(line: 109, column: 18, scope: !76)
!138 = distinct !{!138, !101, !139, !123, !124}
!139 = !DILocation(line: 110, column: 9, scope: !76)
!140 = !DILocation(line: 111, column: 37, scope: !141)
!141 = distinct !DILexicalBlock(scope: !86, file: !3, line: 111, column: 5)
!142 = !DILocation(line: 0, scope: !86)
!143 = !DILocation(line: 111, column: 25, scope: !141)
!144 = !DILocation(line: 111, column: 5, scope: !86)
!145 = distinct !{!145, !144, !146, !123, !124}
!146 = !DILocation(line: 112, column: 9, scope: !86)
!147 = !DILocation(line: 114, column: 1, scope: !76)
!148 = !DILocation(line: 113, column: 5, scope: !76)
!149 = !DILocation(line: 112, column: 9, scope: !150)
!150 = distinct !DILexicalBlock(scope: !151, file: !3, line: 112, column: 9)
!151 = distinct !DILexicalBlock(scope: !141, file: !3, line: 112, column: 9)
!152 = !DILocation(line: 112, column: 9, scope: !151)
!153 = !DISubprogram(name: "pthread_create", scope: !154, file: !154, line: 202, type: !155, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!154 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!155 = !DISubroutineType(types: !156)
!156 = !{!17, !157, !159, !171, !174}
!157 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !158)
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !160)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !162)
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !82, line: 62, baseType: !163)
!163 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !82, line: 56, size: 448, elements: !164)
!164 = !{!165, !169}
!165 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !163, file: !82, line: 58, baseType: !166, size: 448)
!166 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 448, elements: !167)
!167 = !{!168}
!168 = !DISubrange(count: 56)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !163, file: !82, line: 59, baseType: !170, size: 64)
!170 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!172 = !DISubroutineType(types: !173)
!173 = !{!16, !16}
!174 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!175 = distinct !DISubprogram(name: "pusher", scope: !3, file: !3, line: 85, type: !172, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !176)
!176 = !{!177, !178}
!177 = !DILocalVariable(name: "arg", arg: 1, scope: !175, file: !3, line: 85, type: !16)
!178 = !DILocalVariable(name: "i", scope: !179, file: !3, line: 88, type: !17)
!179 = distinct !DILexicalBlock(scope: !175, file: !3, line: 88, column: 5)
!180 = !DILocation(line: 0, scope: !175)
!181 = !DILocation(line: 0, scope: !179)
!182 = !DILocation(line: 88, column: 5, scope: !179)
!183 = !DILocation(line: 90, column: 5, scope: !175)
!184 = !DILocalVariable(name: "id", arg: 1, scope: !185, file: !3, line: 56, type: !17)
!185 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 56, type: !186, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !188)
!186 = !DISubroutineType(types: !187)
!187 = !{null, !17}
!188 = !{!184, !189, !190}
!189 = !DILocalVariable(name: "n", scope: !185, file: !3, line: 58, type: !47)
!190 = !DILocalVariable(name: "old", scope: !185, file: !3, line: 60, type: !47)
!191 = !DILocation(line: 0, scope: !185, inlinedAt: !192)
!192 = distinct !DILocation(line: 89, column: 9, scope: !193)
!193 = distinct !DILexicalBlock(scope: !179, file: !3, line: 88, column: 5)
!194 = !DILocation(line: 58, column: 23, scope: !185, inlinedAt: !192)
!195 = !DILocation(line: 59, column: 5, scope: !185, inlinedAt: !192)
!196 = !DILocation(line: 60, column: 24, scope: !185, inlinedAt: !192)
!197 = !DILocation(line: 61, column: 5, scope: !185, inlinedAt: !192)
!198 = !DILocation(line: 60, column: 18, scope: !185, inlinedAt: !192)
!199 = !DILocation(line: 62, column: 9, scope: !185, inlinedAt: !192)
!200 = !DILocation(line: 63, column: 13, scope: !185, inlinedAt: !192)
!201 = distinct !{!201, !197, !202, !123, !124}
!202 = !DILocation(line: 64, column: 74, scope: !185, inlinedAt: !192)
!203 = !DILocation(line: 88, column: 33, scope: !193)
!204 = !DILocation(line: 88, column: 23, scope: !193)
!205 = distinct !{!205, !182, !206, !123, !124}
!206 = !DILocation(line: 89, column: 15, scope: !179)
!207 = distinct !DISubprogram(name: "push_popper", scope: !3, file: !3, line: 93, type: !172, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !208)
!208 = !{!209, !210}
!209 = !DILocalVariable(name: "arg", arg: 1, scope: !207, file: !3, line: 93, type: !16)
!210 = !DILocalVariable(name: "i", scope: !211, file: !3, line: 97, type: !17)
!211 = distinct !DILexicalBlock(scope: !207, file: !3, line: 97, column: 5)
!212 = !DILocation(line: 0, scope: !207)
!213 = !DILocation(line: 0, scope: !185, inlinedAt: !214)
!214 = distinct !DILocation(line: 96, column: 5, scope: !207)
!215 = !DILocation(line: 59, column: 5, scope: !185, inlinedAt: !214)
!216 = !DILocation(line: 60, column: 24, scope: !185, inlinedAt: !214)
!217 = !DILocation(line: 61, column: 5, scope: !185, inlinedAt: !214)
!218 = !DILocation(line: 60, column: 18, scope: !185, inlinedAt: !214)
!219 = !DILocation(line: 62, column: 9, scope: !185, inlinedAt: !214)
!220 = !DILocation(line: 63, column: 13, scope: !185, inlinedAt: !214)
!221 = distinct !{!221, !217, !222, !123, !124}
!222 = !DILocation(line: 64, column: 74, scope: !185, inlinedAt: !214)
!223 = !DILocation(line: 99, column: 5, scope: !207)
!224 = !DILocation(line: 0, scope: !211)
!225 = !DILocation(line: 70, column: 24, scope: !103, inlinedAt: !226)
!226 = distinct !DILocation(line: 98, column: 9, scope: !227)
!227 = distinct !DILexicalBlock(scope: !211, file: !3, line: 97, column: 5)
!228 = !DILocation(line: 0, scope: !103, inlinedAt: !226)
!229 = !DILocation(line: 72, column: 5, scope: !103, inlinedAt: !226)
!230 = !DILocation(line: 70, column: 18, scope: !103, inlinedAt: !226)
!231 = !DILocation(line: 73, column: 17, scope: !114, inlinedAt: !226)
!232 = !DILocation(line: 73, column: 13, scope: !115, inlinedAt: !226)
!233 = !DILocation(line: 75, column: 43, scope: !115, inlinedAt: !226)
!234 = !DILocation(line: 75, column: 16, scope: !115, inlinedAt: !226)
!235 = !DILocation(line: 76, column: 15, scope: !103, inlinedAt: !226)
!236 = !DILocation(line: 76, column: 5, scope: !115, inlinedAt: !226)
!237 = distinct !{!237, !229, !238, !123, !124}
!238 = !DILocation(line: 77, column: 76, scope: !103, inlinedAt: !226)
!239 = !DILocation(line: 78, column: 24, scope: !103, inlinedAt: !226)
!240 = !DILocation(line: 78, column: 14, scope: !103, inlinedAt: !226)
!241 = !DILocation(line: 79, column: 5, scope: !128, inlinedAt: !226)
!242 = !DILocation(line: 79, column: 5, scope: !129, inlinedAt: !226)
!243 = !DILocation(line: 80, column: 45, scope: !103, inlinedAt: !226)
!244 = !DILocation(line: 80, column: 18, scope: !103, inlinedAt: !226)
!245 = !DILocation(line: 81, column: 5, scope: !134, inlinedAt: !226)
!246 = !DILocation(line: 81, column: 5, scope: !135, inlinedAt: !226)
!247 = !DILocation(line: 97, column: 33, scope: !227)
!248 = !DILocation(line: 97, column: 23, scope: !227)
!249 = !DILocation(line: 97, column: 5, scope: !211)
!250 = distinct !{!250, !249, !251, !123, !124}
!251 = !DILocation(line: 98, column: 13, scope: !211)
!252 = !DISubprogram(name: "pthread_join", scope: !154, file: !154, line: 219, type: !253, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!253 = !DISubroutineType(types: !254)
!254 = !{!17, !81, !255}
!255 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!256 = !DISubprogram(name: "__assert_fail", scope: !257, file: !257, line: 69, type: !258, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!257 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!258 = !DISubroutineType(types: !259)
!259 = !{null, !260, !260, !7, !260}
!260 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
