; ModuleID = 'symmetry_blocks_bad.c'
source_filename = "symmetry_blocks_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@all = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !5
@total = dso_local local_unnamed_addr global i32 0, align 4, !dbg !58
@done = dso_local local_unnamed_addr global i32 0, align 4, !dbg !61
@.str = private unnamed_addr constant [15 x i8] c"total == 2 * N\00", align 1, !dbg !44
@.str.1 = private unnamed_addr constant [22 x i8] c"symmetry_blocks_bad.c\00", align 1, !dbg !49
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !54

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture noundef %0) #0 !dbg !99 {
    #dbg_value(ptr %0, !104, !DIExpression(), !112)
    #dbg_value(ptr %0, !105, !DIExpression(), !112)
  %2 = load i32, ptr %0, align 4, !dbg !113, !tbaa !114
  %3 = add nsw i32 %2, 1, !dbg !119
  %4 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !120
  store i32 %3, ptr %4, align 4, !dbg !121, !tbaa !122
  %5 = load i32, ptr @total, align 4, !dbg !123, !tbaa !124
    #dbg_value(i32 %5, !111, !DIExpression(), !112)
  %6 = add nsw i32 %5, %3, !dbg !125
  store i32 %6, ptr @total, align 4, !dbg !126, !tbaa !124
  %7 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #7, !dbg !127
  %8 = load i32, ptr @done, align 4, !dbg !128, !tbaa !124
  %9 = add nsw i32 %8, 1, !dbg !128
  store i32 %9, ptr @done, align 4, !dbg !128, !tbaa !124
  %10 = icmp eq i32 %9, 3, !dbg !130
  br i1 %10, label %11, label %13, !dbg !131

11:                                               ; preds = %1
  %12 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @all) #7, !dbg !132
  br label %13, !dbg !132

13:                                               ; preds = %11, %1
  %14 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #7, !dbg !133
  tail call void @free(ptr noundef nonnull %0) #7, !dbg !134
  ret ptr null, !dbg !135
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !136 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !141 i32 @pthread_cond_signal(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !145 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !146 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !150 {
  %1 = alloca i64, align 8, !DIAssignID !162
    #dbg_assign(i1 undef, !154, !DIExpression(), !162, ptr %1, !DIExpression(), !163)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #7, !dbg !164
    #dbg_value(i32 0, !157, !DIExpression(), !165)
    #dbg_value(i32 0, !157, !DIExpression(), !165)
  %2 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #8, !dbg !166
    #dbg_value(ptr %2, !159, !DIExpression(), !167)
  %3 = icmp eq ptr %2, null, !dbg !168
  br i1 %3, label %35, label %4, !dbg !170

4:                                                ; preds = %0
  store i32 1, ptr %2, align 4, !dbg !171, !tbaa !114
  %5 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !172
  store i32 0, ptr %5, align 4, !dbg !173, !tbaa !122
  %6 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %2) #7, !dbg !174
  %7 = load i64, ptr %1, align 8, !dbg !175, !tbaa !176
  %8 = call i32 @pthread_detach(i64 noundef %7) #7, !dbg !178
    #dbg_value(i32 1, !157, !DIExpression(), !165)
  %9 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #8, !dbg !166
    #dbg_value(ptr %9, !159, !DIExpression(), !167)
  %10 = icmp eq ptr %9, null, !dbg !168
  br i1 %10, label %35, label %11, !dbg !170

11:                                               ; preds = %4
  store i32 1, ptr %9, align 4, !dbg !171, !tbaa !114
  %12 = getelementptr inbounds i8, ptr %9, i64 4, !dbg !172
  store i32 0, ptr %12, align 4, !dbg !173, !tbaa !122
  %13 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %9) #7, !dbg !174
  %14 = load i64, ptr %1, align 8, !dbg !175, !tbaa !176
  %15 = call i32 @pthread_detach(i64 noundef %14) #7, !dbg !178
    #dbg_value(i32 2, !157, !DIExpression(), !165)
  %16 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #8, !dbg !166
    #dbg_value(ptr %16, !159, !DIExpression(), !167)
  %17 = icmp eq ptr %16, null, !dbg !168
  br i1 %17, label %35, label %18, !dbg !170

18:                                               ; preds = %11
  store i32 1, ptr %16, align 4, !dbg !171, !tbaa !114
  %19 = getelementptr inbounds i8, ptr %16, i64 4, !dbg !172
  store i32 0, ptr %19, align 4, !dbg !173, !tbaa !122
  %20 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %16) #7, !dbg !174
  %21 = load i64, ptr %1, align 8, !dbg !175, !tbaa !176
  %22 = call i32 @pthread_detach(i64 noundef %21) #7, !dbg !178
    #dbg_value(i32 3, !157, !DIExpression(), !165)
  %23 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #7, !dbg !179
  %24 = load i32, ptr @done, align 4, !dbg !180, !tbaa !124
  %25 = icmp slt i32 %24, 3, !dbg !181
  br i1 %25, label %26, label %30, !dbg !182

26:                                               ; preds = %18, %26
  %27 = call i32 @pthread_cond_wait(ptr noundef nonnull @all, ptr noundef nonnull @m) #7, !dbg !183
  %28 = load i32, ptr @done, align 4, !dbg !180, !tbaa !124
  %29 = icmp slt i32 %28, 3, !dbg !181
  br i1 %29, label %26, label %30, !dbg !182, !llvm.loop !184

30:                                               ; preds = %26, %18
  %31 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #7, !dbg !187
  %32 = load i32, ptr @total, align 4, !dbg !188, !tbaa !124
  %33 = icmp eq i32 %32, 6, !dbg !188
  br i1 %33, label %35, label %34, !dbg !191

34:                                               ; preds = %30
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 48, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #9, !dbg !188
  unreachable, !dbg !188

35:                                               ; preds = %0, %4, %11, %30
  %36 = phi i32 [ 0, %30 ], [ 1, %11 ], [ 1, %4 ], [ 1, %0 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #7, !dbg !192
  ret i32 %36, !dbg !192
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !193 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !198 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !216 i32 @pthread_detach(i64 noundef) local_unnamed_addr #2

declare !dbg !219 i32 @pthread_cond_wait(ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !224 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!91, !92, !93, !94, !95, !96, !97}
!llvm.ident = !{!98}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 17, type: !63, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_blocks_bad.c", directory: ".", checksumkind: CSK_MD5, checksum: "5984225927abef31e8fb08351ac8832c")
!4 = !{!0, !5, !44, !49, !54, !58, !61}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "all", scope: !2, file: !3, line: 18, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !8, line: 80, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!9 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 75, size: 384, elements: !10)
!10 = !{!11, !37, !42}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !9, file: !8, line: 77, baseType: !12, size: 384)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !13, line: 94, size: 384, elements: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!14 = !{!15, !28, !29, !33, !34, !35, !36}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !12, file: !13, line: 96, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !17, line: 33, baseType: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: ".", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
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
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 48, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 120, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 15)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 48, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 176, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 22)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 48, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 120, elements: !47)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 16, type: !60, isLocal: false, isDefinition: true)
!60 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 16, type: !60, isLocal: false, isDefinition: true)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !64)
!64 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !65)
!65 = !{!66, !85, !89}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !64, file: !8, line: 69, baseType: !67, size: 320)
!67 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !68, line: 22, size: 320, elements: !69)
!68 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!69 = !{!70, !71, !72, !73, !74, !75, !77, !78}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !67, file: !68, line: 24, baseType: !60, size: 32)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !67, file: !68, line: 25, baseType: !26, size: 32, offset: 32)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !67, file: !68, line: 26, baseType: !60, size: 32, offset: 64)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !67, file: !68, line: 28, baseType: !26, size: 32, offset: 96)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !67, file: !68, line: 32, baseType: !60, size: 32, offset: 128)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !67, file: !68, line: 34, baseType: !76, size: 16, offset: 160)
!76 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !67, file: !68, line: 35, baseType: !76, size: 16, offset: 176)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !67, file: !68, line: 36, baseType: !79, size: 128, offset: 192)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !13, line: 55, baseType: !80)
!80 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !13, line: 51, size: 128, elements: !81)
!81 = !{!82, !84}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !80, file: !13, line: 53, baseType: !83, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !80, file: !13, line: 54, baseType: !83, size: 64, offset: 64)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !64, file: !8, line: 70, baseType: !86, size: 320)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 40)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !64, file: !8, line: 71, baseType: !90, size: 64)
!90 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!91 = !{i32 7, !"Dwarf Version", i32 5}
!92 = !{i32 2, !"Debug Info Version", i32 3}
!93 = !{i32 1, !"wchar_size", i32 4}
!94 = !{i32 8, !"PIC Level", i32 2}
!95 = !{i32 7, !"PIE Level", i32 2}
!96 = !{i32 7, !"uwtable", i32 2}
!97 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!98 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!99 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 20, type: !100, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !103)
!100 = !DISubroutineType(types: !101)
!101 = !{!102, !102}
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!103 = !{!104, !105, !111}
!104 = !DILocalVariable(name: "arg", arg: 1, scope: !99, file: !3, line: 20, type: !102)
!105 = !DILocalVariable(name: "j", scope: !99, file: !3, line: 21, type: !106)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "job", file: !3, line: 12, size: 64, elements: !108)
!108 = !{!109, !110}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "in", scope: !107, file: !3, line: 13, baseType: !60, size: 32)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "out", scope: !107, file: !3, line: 13, baseType: !60, size: 32, offset: 32)
!111 = !DILocalVariable(name: "sum", scope: !99, file: !3, line: 23, type: !60)
!112 = !DILocation(line: 0, scope: !99)
!113 = !DILocation(line: 22, column: 15, scope: !99)
!114 = !{!115, !116, i64 0}
!115 = !{!"job", !116, i64 0, !116, i64 4}
!116 = !{!"int", !117, i64 0}
!117 = !{!"omnipotent char", !118, i64 0}
!118 = !{!"Simple C/C++ TBAA"}
!119 = !DILocation(line: 22, column: 18, scope: !99)
!120 = !DILocation(line: 22, column: 6, scope: !99)
!121 = !DILocation(line: 22, column: 10, scope: !99)
!122 = !{!115, !116, i64 4}
!123 = !DILocation(line: 23, column: 13, scope: !99)
!124 = !{!116, !116, i64 0}
!125 = !DILocation(line: 24, column: 15, scope: !99)
!126 = !DILocation(line: 24, column: 9, scope: !99)
!127 = !DILocation(line: 25, column: 3, scope: !99)
!128 = !DILocation(line: 26, column: 7, scope: !129)
!129 = distinct !DILexicalBlock(scope: !99, file: !3, line: 26, column: 7)
!130 = !DILocation(line: 26, column: 14, scope: !129)
!131 = !DILocation(line: 26, column: 7, scope: !99)
!132 = !DILocation(line: 27, column: 5, scope: !129)
!133 = !DILocation(line: 28, column: 3, scope: !99)
!134 = !DILocation(line: 29, column: 3, scope: !99)
!135 = !DILocation(line: 30, column: 3, scope: !99)
!136 = !DISubprogram(name: "pthread_mutex_lock", scope: !137, file: !137, line: 794, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!138 = !DISubroutineType(types: !139)
!139 = !{!60, !140}
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!141 = !DISubprogram(name: "pthread_cond_signal", scope: !137, file: !137, line: 1121, type: !142, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!142 = !DISubroutineType(types: !143)
!143 = !{!60, !144}
!144 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!145 = !DISubprogram(name: "pthread_mutex_unlock", scope: !137, file: !137, line: 835, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!146 = !DISubprogram(name: "free", scope: !147, file: !147, line: 568, type: !148, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!147 = !DIFile(filename: "/usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!148 = !DISubroutineType(types: !149)
!149 = !{null, !102}
!150 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !151, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !153)
!151 = !DISubroutineType(types: !152)
!152 = !{!60}
!153 = !{!154, !157, !159}
!154 = !DILocalVariable(name: "t", scope: !150, file: !3, line: 34, type: !155)
!155 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !156)
!156 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!157 = !DILocalVariable(name: "i", scope: !158, file: !3, line: 35, type: !60)
!158 = distinct !DILexicalBlock(scope: !150, file: !3, line: 35, column: 3)
!159 = !DILocalVariable(name: "j", scope: !160, file: !3, line: 36, type: !106)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 35, column: 31)
!161 = distinct !DILexicalBlock(scope: !158, file: !3, line: 35, column: 3)
!162 = distinct !DIAssignID()
!163 = !DILocation(line: 0, scope: !150)
!164 = !DILocation(line: 34, column: 3, scope: !150)
!165 = !DILocation(line: 0, scope: !158)
!166 = !DILocation(line: 36, column: 21, scope: !160)
!167 = !DILocation(line: 0, scope: !160)
!168 = !DILocation(line: 37, column: 10, scope: !169)
!169 = distinct !DILexicalBlock(scope: !160, file: !3, line: 37, column: 9)
!170 = !DILocation(line: 37, column: 9, scope: !160)
!171 = !DILocation(line: 39, column: 11, scope: !160)
!172 = !DILocation(line: 40, column: 8, scope: !160)
!173 = !DILocation(line: 40, column: 12, scope: !160)
!174 = !DILocation(line: 41, column: 5, scope: !160)
!175 = !DILocation(line: 42, column: 20, scope: !160)
!176 = !{!177, !177, i64 0}
!177 = !{!"long", !117, i64 0}
!178 = !DILocation(line: 42, column: 5, scope: !160)
!179 = !DILocation(line: 44, column: 3, scope: !150)
!180 = !DILocation(line: 45, column: 10, scope: !150)
!181 = !DILocation(line: 45, column: 15, scope: !150)
!182 = !DILocation(line: 45, column: 3, scope: !150)
!183 = !DILocation(line: 46, column: 5, scope: !150)
!184 = distinct !{!184, !182, !185, !186}
!185 = !DILocation(line: 46, column: 31, scope: !150)
!186 = !{!"llvm.loop.mustprogress"}
!187 = !DILocation(line: 47, column: 3, scope: !150)
!188 = !DILocation(line: 48, column: 3, scope: !189)
!189 = distinct !DILexicalBlock(scope: !190, file: !3, line: 48, column: 3)
!190 = distinct !DILexicalBlock(scope: !150, file: !3, line: 48, column: 3)
!191 = !DILocation(line: 48, column: 3, scope: !190)
!192 = !DILocation(line: 50, column: 1, scope: !150)
!193 = !DISubprogram(name: "malloc", scope: !147, file: !147, line: 553, type: !194, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!194 = !DISubroutineType(types: !195)
!195 = !{!102, !196}
!196 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !197, line: 18, baseType: !156)
!197 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!198 = !DISubprogram(name: "pthread_create", scope: !137, file: !137, line: 202, type: !199, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!199 = !DISubroutineType(types: !200)
!200 = !{!60, !201, !203, !214, !215}
!201 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !202)
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!203 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !204)
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !205, size: 64)
!205 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !206)
!206 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !8, line: 62, baseType: !207)
!207 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !8, line: 56, size: 448, elements: !208)
!208 = !{!209, !213}
!209 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !207, file: !8, line: 58, baseType: !210, size: 448)
!210 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 448, elements: !211)
!211 = !{!212}
!212 = !DISubrange(count: 56)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !207, file: !8, line: 59, baseType: !90, size: 64)
!214 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!215 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !102)
!216 = !DISubprogram(name: "pthread_detach", scope: !137, file: !137, line: 269, type: !217, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!217 = !DISubroutineType(types: !218)
!218 = !{!60, !155}
!219 = !DISubprogram(name: "pthread_cond_wait", scope: !137, file: !137, line: 1133, type: !220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!220 = !DISubroutineType(types: !221)
!221 = !{!60, !222, !223}
!222 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !144)
!223 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !140)
!224 = !DISubprogram(name: "__assert_fail", scope: !225, file: !225, line: 69, type: !226, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!225 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!226 = !DISubroutineType(types: !227)
!227 = !{null, !228, !228, !26, !228}
!228 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
