; ModuleID = 'input_condvar.c'
source_filename = "input_condvar.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@c = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !5
@done = dso_local local_unnamed_addr global i32 0, align 4, !dbg !63
@items = dso_local local_unnamed_addr global i32 0, align 4, !dbg !60
@n = dso_local local_unnamed_addr global i32 0, align 4, !dbg !65
@.str = private unnamed_addr constant [9 x i8] c"got == n\00", align 1, !dbg !44
@.str.1 = private unnamed_addr constant [16 x i8] c"input_condvar.c\00", align 1, !dbg !49
@__PRETTY_FUNCTION__.consumer = private unnamed_addr constant [23 x i8] c"void *consumer(void *)\00", align 1, !dbg !54

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @consumer(ptr nocapture readnone %0) #0 !dbg !103 {
    #dbg_value(ptr poison, !108, !DIExpression(), !110)
    #dbg_value(i32 0, !109, !DIExpression(), !110)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !111
    #dbg_value(i32 0, !109, !DIExpression(), !110)
  %3 = load i32, ptr @done, align 4, !dbg !112
  %4 = icmp eq i32 %3, 0, !dbg !112
  %5 = load i32, ptr @items, align 4, !dbg !113
  %6 = icmp sgt i32 %5, 0, !dbg !113
  %7 = select i1 %4, i1 true, i1 %6, !dbg !113
  br i1 %7, label %8, label %35, !dbg !114

8:                                                ; preds = %1, %29
  %9 = phi i32 [ %30, %29 ], [ %5, %1 ]
  %10 = phi i32 [ %24, %29 ], [ %3, %1 ]
  %11 = phi i32 [ %31, %29 ], [ 0, %1 ]
    #dbg_value(i32 %11, !109, !DIExpression(), !110)
  %12 = icmp eq i32 %9, 0, !dbg !115
  %13 = icmp eq i32 %10, 0, !dbg !117
  %14 = select i1 %12, i1 %13, i1 false, !dbg !117
  br i1 %14, label %15, label %22, !dbg !118

15:                                               ; preds = %8, %15
  %16 = tail call i32 @pthread_cond_wait(ptr noundef nonnull @c, ptr noundef nonnull @m) #5, !dbg !119
  %17 = load i32, ptr @items, align 4, !dbg !120
  %18 = icmp eq i32 %17, 0, !dbg !115
  %19 = load i32, ptr @done, align 4, !dbg !117
  %20 = icmp eq i32 %19, 0, !dbg !117
  %21 = select i1 %18, i1 %20, i1 false, !dbg !117
  br i1 %21, label %15, label %22, !dbg !118, !llvm.loop !121

22:                                               ; preds = %15, %8
  %23 = phi i32 [ %9, %8 ], [ %17, %15 ]
  %24 = phi i32 [ %10, %8 ], [ %19, %15 ]
  %25 = icmp sgt i32 %23, 0, !dbg !124
  br i1 %25, label %26, label %29, !dbg !126

26:                                               ; preds = %22
  %27 = add nsw i32 %23, -1, !dbg !127
  store i32 %27, ptr @items, align 4, !dbg !127, !tbaa !129
  %28 = add nsw i32 %11, 1, !dbg !133
    #dbg_value(i32 %28, !109, !DIExpression(), !110)
  br label %29, !dbg !134

29:                                               ; preds = %26, %22
  %30 = phi i32 [ %27, %26 ], [ %23, %22 ], !dbg !113
  %31 = phi i32 [ %28, %26 ], [ %11, %22 ], !dbg !110
    #dbg_value(i32 %31, !109, !DIExpression(), !110)
  %32 = icmp eq i32 %24, 0, !dbg !112
  %33 = icmp sgt i32 %30, 0, !dbg !113
  %34 = select i1 %32, i1 true, i1 %33, !dbg !113
  br i1 %34, label %8, label %35, !dbg !114, !llvm.loop !135

35:                                               ; preds = %29, %1
  %36 = phi i32 [ 0, %1 ], [ %31, %29 ], !dbg !110
  %37 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !137
  %38 = load i32, ptr @n, align 4, !dbg !138, !tbaa !129
  %39 = icmp eq i32 %36, %38, !dbg !138
  br i1 %39, label %41, label %40, !dbg !141

40:                                               ; preds = %35
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 31, ptr noundef nonnull @__PRETTY_FUNCTION__.consumer) #6, !dbg !138
  unreachable, !dbg !138

41:                                               ; preds = %35
  ret ptr null, !dbg !142
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !143 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #2

declare !dbg !148 i32 @pthread_cond_wait(ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !154 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !155 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !160 {
  %1 = alloca i64, align 8, !DIAssignID !171
    #dbg_assign(i1 undef, !166, !DIExpression(), !171, ptr %1, !DIExpression(), !172)
  %2 = tail call i32 @__VERIFIER_nondet_int() #5, !dbg !173
  store i32 %2, ptr @n, align 4, !dbg !174, !tbaa !129
  %3 = icmp ult i32 %2, 3, !dbg !175
  %4 = zext i1 %3 to i32, !dbg !175
  tail call void @__VERIFIER_assume(i32 noundef %4) #5, !dbg !176
  %5 = tail call zeroext i1 @__VERIFIER_nondet_bool() #5, !dbg !177
    #dbg_value(i1 %5, !164, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !172)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !178
  %6 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @consumer, ptr noundef null) #5, !dbg !179
    #dbg_value(i32 0, !169, !DIExpression(), !180)
  %7 = load i32, ptr @n, align 4, !dbg !181, !tbaa !129
  %8 = icmp sgt i32 %7, 0, !dbg !183
  br i1 %8, label %10, label %9, !dbg !184

9:                                                ; preds = %10, %0
  br i1 %5, label %20, label %24, !dbg !185

10:                                               ; preds = %0, %10
  %11 = phi i32 [ %17, %10 ], [ 0, %0 ]
    #dbg_value(i32 %11, !169, !DIExpression(), !180)
  %12 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !186
  %13 = load i32, ptr @items, align 4, !dbg !188, !tbaa !129
  %14 = add nsw i32 %13, 1, !dbg !188
  store i32 %14, ptr @items, align 4, !dbg !188, !tbaa !129
  %15 = call i32 @pthread_cond_signal(ptr noundef nonnull @c) #5, !dbg !189
  %16 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !190
  %17 = add nuw nsw i32 %11, 1, !dbg !191
    #dbg_value(i32 %17, !169, !DIExpression(), !180)
  %18 = load i32, ptr @n, align 4, !dbg !181, !tbaa !129
  %19 = icmp slt i32 %17, %18, !dbg !183
  br i1 %19, label %10, label %9, !dbg !184, !llvm.loop !192

20:                                               ; preds = %9
  %21 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !194
  store i32 1, ptr @done, align 4, !dbg !197, !tbaa !129
  %22 = call i32 @pthread_cond_signal(ptr noundef nonnull @c) #5, !dbg !198
  %23 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !199
  br label %24, !dbg !200

24:                                               ; preds = %20, %9
  %25 = load i64, ptr %1, align 8, !dbg !201, !tbaa !202
  %26 = call i32 @pthread_join(i64 noundef %25, ptr noundef null) #5, !dbg !204
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !205
  ret i32 0, !dbg !206
}

declare !dbg !207 i32 @__VERIFIER_nondet_int() local_unnamed_addr #3

declare !dbg !208 void @__VERIFIER_assume(i32 noundef) local_unnamed_addr #3

declare !dbg !211 zeroext i1 @__VERIFIER_nondet_bool() local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !214 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !232 i32 @pthread_cond_signal(ptr noundef) local_unnamed_addr #2

declare !dbg !235 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!95, !96, !97, !98, !99, !100, !101}
!llvm.ident = !{!102}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 15, type: !67, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "input_condvar.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "8231b39cd7577189ef28d131d72d1bbc")
!4 = !{!0, !5, !44, !49, !54, !60, !63, !65}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 16, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !8, line: 80, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!9 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 75, size: 384, elements: !10)
!10 = !{!11, !37, !42}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !9, file: !8, line: 77, baseType: !12, size: 384)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !13, line: 94, size: 384, elements: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!14 = !{!15, !28, !29, !33, !34, !35, !36}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !12, file: !13, line: 96, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !17, line: 33, baseType: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: "", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!18 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !17, line: 25, size: 64, elements: !19)
!19 = !{!20, !22}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !18, file: !17, line: 27, baseType: !21, size: 64)
!21 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !18, file: !17, line: 32, baseType: !23, size: 64)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !18, file: !17, line: 28, size: 64, elements: !24)
!24 = !{!25, !27}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !23, file: !17, line: 30, baseType: !26, size: 32)
!26 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !23, file: !17, line: 31, baseType: !26, size: 32, offset: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !12, file: !13, line: 97, baseType: !16, size: 64, offset: 64)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !12, file: !13, line: 98, baseType: !30, size: 64, offset: 128)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 64, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 2)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !12, file: !13, line: 99, baseType: !30, size: 64, offset: 192)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !12, file: !13, line: 100, baseType: !26, size: 32, offset: 256)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !12, file: !13, line: 101, baseType: !26, size: 32, offset: 288)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !12, file: !13, line: 102, baseType: !30, size: 64, offset: 320)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !9, file: !8, line: 78, baseType: !38, size: 384)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 384, elements: !40)
!39 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!40 = !{!41}
!41 = !DISubrange(count: 48)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !9, file: !8, line: 79, baseType: !43, size: 64)
!43 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 72, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 9)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 128, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 16)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 184, elements: !58)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!58 = !{!59}
!59 = !DISubrange(count: 23)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "items", scope: !2, file: !3, line: 17, type: !62, isLocal: false, isDefinition: true)
!62 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 17, type: !62, isLocal: false, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "n", scope: !2, file: !3, line: 17, type: !62, isLocal: false, isDefinition: true)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !68)
!68 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !69)
!69 = !{!70, !89, !93}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !68, file: !8, line: 69, baseType: !71, size: 320)
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !72, line: 22, size: 320, elements: !73)
!72 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!73 = !{!74, !75, !76, !77, !78, !79, !81, !82}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !71, file: !72, line: 24, baseType: !62, size: 32)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !71, file: !72, line: 25, baseType: !26, size: 32, offset: 32)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !71, file: !72, line: 26, baseType: !62, size: 32, offset: 64)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !71, file: !72, line: 28, baseType: !26, size: 32, offset: 96)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !71, file: !72, line: 32, baseType: !62, size: 32, offset: 128)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !71, file: !72, line: 34, baseType: !80, size: 16, offset: 160)
!80 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !71, file: !72, line: 35, baseType: !80, size: 16, offset: 176)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !71, file: !72, line: 36, baseType: !83, size: 128, offset: 192)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !13, line: 55, baseType: !84)
!84 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !13, line: 51, size: 128, elements: !85)
!85 = !{!86, !88}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !84, file: !13, line: 53, baseType: !87, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !84, file: !13, line: 54, baseType: !87, size: 64, offset: 64)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !68, file: !8, line: 70, baseType: !90, size: 320)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 40)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !68, file: !8, line: 71, baseType: !94, size: 64)
!94 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!95 = !{i32 7, !"Dwarf Version", i32 5}
!96 = !{i32 2, !"Debug Info Version", i32 3}
!97 = !{i32 1, !"wchar_size", i32 4}
!98 = !{i32 8, !"PIC Level", i32 2}
!99 = !{i32 7, !"PIE Level", i32 2}
!100 = !{i32 7, !"uwtable", i32 2}
!101 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!102 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!103 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 19, type: !104, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !107)
!104 = !DISubroutineType(types: !105)
!105 = !{!106, !106}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!107 = !{!108, !109}
!108 = !DILocalVariable(name: "arg", arg: 1, scope: !103, file: !3, line: 19, type: !106)
!109 = !DILocalVariable(name: "got", scope: !103, file: !3, line: 20, type: !62)
!110 = !DILocation(line: 0, scope: !103)
!111 = !DILocation(line: 21, column: 3, scope: !103)
!112 = !DILocation(line: 22, column: 11, scope: !103)
!113 = !DILocation(line: 22, column: 16, scope: !103)
!114 = !DILocation(line: 22, column: 3, scope: !103)
!115 = !DILocation(line: 23, column: 18, scope: !116)
!116 = distinct !DILexicalBlock(scope: !103, file: !3, line: 22, column: 30)
!117 = !DILocation(line: 23, column: 23, scope: !116)
!118 = !DILocation(line: 23, column: 5, scope: !116)
!119 = !DILocation(line: 24, column: 7, scope: !116)
!120 = !DILocation(line: 23, column: 12, scope: !116)
!121 = distinct !{!121, !118, !122, !123}
!122 = !DILocation(line: 24, column: 31, scope: !116)
!123 = !{!"llvm.loop.mustprogress"}
!124 = !DILocation(line: 25, column: 15, scope: !125)
!125 = distinct !DILexicalBlock(scope: !116, file: !3, line: 25, column: 9)
!126 = !DILocation(line: 25, column: 9, scope: !116)
!127 = !DILocation(line: 26, column: 12, scope: !128)
!128 = distinct !DILexicalBlock(scope: !125, file: !3, line: 25, column: 20)
!129 = !{!130, !130, i64 0}
!130 = !{!"int", !131, i64 0}
!131 = !{!"omnipotent char", !132, i64 0}
!132 = !{!"Simple C/C++ TBAA"}
!133 = !DILocation(line: 27, column: 10, scope: !128)
!134 = !DILocation(line: 28, column: 5, scope: !128)
!135 = distinct !{!135, !114, !136, !123}
!136 = !DILocation(line: 29, column: 3, scope: !103)
!137 = !DILocation(line: 30, column: 3, scope: !103)
!138 = !DILocation(line: 31, column: 3, scope: !139)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 31, column: 3)
!140 = distinct !DILexicalBlock(scope: !103, file: !3, line: 31, column: 3)
!141 = !DILocation(line: 31, column: 3, scope: !140)
!142 = !DILocation(line: 32, column: 3, scope: !103)
!143 = !DISubprogram(name: "pthread_mutex_lock", scope: !144, file: !144, line: 794, type: !145, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!145 = !DISubroutineType(types: !146)
!146 = !{!62, !147}
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!148 = !DISubprogram(name: "pthread_cond_wait", scope: !144, file: !144, line: 1133, type: !149, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DISubroutineType(types: !150)
!150 = !{!62, !151, !153}
!151 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !152)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !147)
!154 = !DISubprogram(name: "pthread_mutex_unlock", scope: !144, file: !144, line: 835, type: !145, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!155 = !DISubprogram(name: "__assert_fail", scope: !156, file: !156, line: 69, type: !157, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!156 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!157 = !DISubroutineType(types: !158)
!158 = !{null, !159, !159, !26, !159}
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!160 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !161, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !163)
!161 = !DISubroutineType(types: !162)
!162 = !{!62}
!163 = !{!164, !166, !169}
!164 = !DILocalVariable(name: "announce", scope: !160, file: !3, line: 38, type: !165)
!165 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!166 = !DILocalVariable(name: "t", scope: !160, file: !3, line: 39, type: !167)
!167 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !168)
!168 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!169 = !DILocalVariable(name: "i", scope: !170, file: !3, line: 41, type: !62)
!170 = distinct !DILexicalBlock(scope: !160, file: !3, line: 41, column: 3)
!171 = distinct !DIAssignID()
!172 = !DILocation(line: 0, scope: !160)
!173 = !DILocation(line: 36, column: 7, scope: !160)
!174 = !DILocation(line: 36, column: 5, scope: !160)
!175 = !DILocation(line: 37, column: 28, scope: !160)
!176 = !DILocation(line: 37, column: 3, scope: !160)
!177 = !DILocation(line: 38, column: 19, scope: !160)
!178 = !DILocation(line: 39, column: 3, scope: !160)
!179 = !DILocation(line: 40, column: 3, scope: !160)
!180 = !DILocation(line: 0, scope: !170)
!181 = !DILocation(line: 41, column: 23, scope: !182)
!182 = distinct !DILexicalBlock(scope: !170, file: !3, line: 41, column: 3)
!183 = !DILocation(line: 41, column: 21, scope: !182)
!184 = !DILocation(line: 41, column: 3, scope: !170)
!185 = !DILocation(line: 47, column: 7, scope: !160)
!186 = !DILocation(line: 42, column: 5, scope: !187)
!187 = distinct !DILexicalBlock(scope: !182, file: !3, line: 41, column: 31)
!188 = !DILocation(line: 43, column: 10, scope: !187)
!189 = !DILocation(line: 44, column: 5, scope: !187)
!190 = !DILocation(line: 45, column: 5, scope: !187)
!191 = !DILocation(line: 41, column: 27, scope: !182)
!192 = distinct !{!192, !184, !193, !123}
!193 = !DILocation(line: 46, column: 3, scope: !170)
!194 = !DILocation(line: 48, column: 5, scope: !195)
!195 = distinct !DILexicalBlock(scope: !196, file: !3, line: 47, column: 17)
!196 = distinct !DILexicalBlock(scope: !160, file: !3, line: 47, column: 7)
!197 = !DILocation(line: 49, column: 10, scope: !195)
!198 = !DILocation(line: 50, column: 5, scope: !195)
!199 = !DILocation(line: 51, column: 5, scope: !195)
!200 = !DILocation(line: 52, column: 3, scope: !195)
!201 = !DILocation(line: 53, column: 16, scope: !160)
!202 = !{!203, !203, i64 0}
!203 = !{!"long", !131, i64 0}
!204 = !DILocation(line: 53, column: 3, scope: !160)
!205 = !DILocation(line: 55, column: 1, scope: !160)
!206 = !DILocation(line: 54, column: 3, scope: !160)
!207 = !DISubprogram(name: "__VERIFIER_nondet_int", scope: !3, file: !3, line: 11, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!208 = !DISubprogram(name: "__VERIFIER_assume", scope: !3, file: !3, line: 13, type: !209, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!209 = !DISubroutineType(types: !210)
!210 = !{null, !62}
!211 = !DISubprogram(name: "__VERIFIER_nondet_bool", scope: !3, file: !3, line: 12, type: !212, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!212 = !DISubroutineType(types: !213)
!213 = !{!165}
!214 = !DISubprogram(name: "pthread_create", scope: !144, file: !144, line: 202, type: !215, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!215 = !DISubroutineType(types: !216)
!216 = !{!62, !217, !219, !230, !231}
!217 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !218)
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !167, size: 64)
!219 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !220)
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!221 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !222)
!222 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !8, line: 62, baseType: !223)
!223 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !8, line: 56, size: 448, elements: !224)
!224 = !{!225, !229}
!225 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !223, file: !8, line: 58, baseType: !226, size: 448)
!226 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 448, elements: !227)
!227 = !{!228}
!228 = !DISubrange(count: 56)
!229 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !223, file: !8, line: 59, baseType: !94, size: 64)
!230 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!231 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !106)
!232 = !DISubprogram(name: "pthread_cond_signal", scope: !144, file: !144, line: 1121, type: !233, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!233 = !DISubroutineType(types: !234)
!234 = !{!62, !152}
!235 = !DISubprogram(name: "pthread_join", scope: !144, file: !144, line: 219, type: !236, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!236 = !DISubroutineType(types: !237)
!237 = !{!62, !167, !238}
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !106, size: 64)
