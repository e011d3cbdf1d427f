; ModuleID = 'sync_reinit.c'
source_filename = "sync_reinit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_barrier_t = type { i64, [24 x i8] }
%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i32, i32, i8, [7 x i8], i64, i32 }
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }

@b = dso_local global %union.pthread_barrier_t zeroinitializer, align 8, !dbg !0
@l = dso_local global %union.pthread_rwlock_t zeroinitializer, align 8, !dbg !93
@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !127
@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !25
@ready = dso_local local_unnamed_addr global i32 0, align 4, !dbg !125
@c = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !58
@.str = private unnamed_addr constant [11 x i8] c"ready == 2\00", align 1, !dbg !8
@.str.1 = private unnamed_addr constant [14 x i8] c"sync_reinit.c\00", align 1, !dbg !14
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !19

; Function Attrs: nounwind uwtable
define dso_local ptr @worker(ptr nocapture readnone %0) #0 !dbg !145 {
    #dbg_value(ptr poison, !149, !DIExpression(), !151)
  %2 = tail call i32 @pthread_barrier_wait(ptr noundef nonnull @b) #5, !dbg !152
  %3 = tail call i32 @pthread_rwlock_rdlock(ptr noundef nonnull @l) #5, !dbg !153
  %4 = load i32, ptr @x, align 4, !dbg !154, !tbaa !155
    #dbg_value(i32 %4, !150, !DIExpression(), !151)
  %5 = tail call i32 @pthread_rwlock_unlock(ptr noundef nonnull @l) #5, !dbg !159
  %6 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !160
  %7 = load i32, ptr @ready, align 4, !dbg !161, !tbaa !155
  %8 = add nsw i32 %7, 1, !dbg !161
  store i32 %8, ptr @ready, align 4, !dbg !161, !tbaa !155
  %9 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @c) #5, !dbg !162
  %10 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !163
  %11 = sext i32 %4 to i64, !dbg !164
  %12 = inttoptr i64 %11 to ptr, !dbg !165
  ret ptr %12, !dbg !166
}

; Function Attrs: nounwind
declare !dbg !167 i32 @pthread_barrier_wait(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !172 i32 @pthread_rwlock_rdlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !176 i32 @pthread_rwlock_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !177 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !181 i32 @pthread_cond_signal(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !185 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local void @init() local_unnamed_addr #0 !dbg !186 {
  %1 = tail call i32 @pthread_mutex_init(ptr noundef nonnull @m, ptr noundef null) #5, !dbg !189
  %2 = tail call i32 @pthread_cond_init(ptr noundef nonnull @c, ptr noundef null) #5, !dbg !190
  %3 = tail call i32 @pthread_rwlock_init(ptr noundef nonnull @l, ptr noundef null) #5, !dbg !191
  %4 = tail call i32 @pthread_barrier_init(ptr noundef nonnull @b, ptr noundef null, i32 noundef 2) #5, !dbg !192
  ret void, !dbg !193
}

; Function Attrs: nounwind
declare !dbg !194 i32 @pthread_mutex_init(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !207 i32 @pthread_cond_init(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !219 i32 @pthread_rwlock_init(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !234 i32 @pthread_barrier_init(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local void @destroy() local_unnamed_addr #0 !dbg !246 {
  %1 = tail call i32 @pthread_barrier_destroy(ptr noundef nonnull @b) #5, !dbg !247
  %2 = tail call i32 @pthread_rwlock_destroy(ptr noundef nonnull @l) #5, !dbg !248
  %3 = tail call i32 @pthread_cond_destroy(ptr noundef nonnull @c) #5, !dbg !249
  %4 = tail call i32 @pthread_mutex_destroy(ptr noundef nonnull @m) #5, !dbg !250
  ret void, !dbg !251
}

; Function Attrs: nounwind
declare !dbg !252 i32 @pthread_barrier_destroy(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !253 i32 @pthread_rwlock_destroy(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !254 i32 @pthread_cond_destroy(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !255 i32 @pthread_mutex_destroy(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local void @round_(i32 noundef %0) local_unnamed_addr #0 !dbg !256 {
  %2 = alloca i64, align 8, !DIAssignID !263
    #dbg_assign(i1 undef, !261, !DIExpression(), !263, ptr %2, !DIExpression(), !264)
    #dbg_value(i32 %0, !260, !DIExpression(), !264)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !265
  %3 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !266
  %4 = call i32 @pthread_barrier_wait(ptr noundef nonnull @b) #5, !dbg !267
  %5 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !268
  %6 = load i32, ptr @ready, align 4, !dbg !269, !tbaa !155
  %7 = icmp slt i32 %6, %0, !dbg !270
  br i1 %7, label %8, label %12, !dbg !271

8:                                                ; preds = %1, %8
  %9 = call i32 @pthread_cond_wait(ptr noundef nonnull @c, ptr noundef nonnull @m) #5, !dbg !272
  %10 = load i32, ptr @ready, align 4, !dbg !269, !tbaa !155
  %11 = icmp slt i32 %10, %0, !dbg !270
  br i1 %11, label %8, label %12, !dbg !271, !llvm.loop !273

12:                                               ; preds = %8, %1
  %13 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !276
  %14 = load i64, ptr %2, align 8, !dbg !277, !tbaa !278
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null) #5, !dbg !280
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !281
  ret void, !dbg !281
}

; Function Attrs: nounwind
declare !dbg !282 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !297 i32 @pthread_cond_wait(ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !301 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !305 {
  %1 = tail call i32 @pthread_mutex_init(ptr noundef nonnull @m, ptr noundef null) #5, !dbg !308
  %2 = tail call i32 @pthread_cond_init(ptr noundef nonnull @c, ptr noundef null) #5, !dbg !310
  %3 = tail call i32 @pthread_rwlock_init(ptr noundef nonnull @l, ptr noundef null) #5, !dbg !311
  %4 = tail call i32 @pthread_barrier_init(ptr noundef nonnull @b, ptr noundef null, i32 noundef 2) #5, !dbg !312
  tail call void @round_(i32 noundef 1), !dbg !313
  %5 = tail call i32 @pthread_barrier_destroy(ptr noundef nonnull @b) #5, !dbg !314
  %6 = tail call i32 @pthread_rwlock_destroy(ptr noundef nonnull @l) #5, !dbg !316
  %7 = tail call i32 @pthread_cond_destroy(ptr noundef nonnull @c) #5, !dbg !317
  %8 = tail call i32 @pthread_mutex_destroy(ptr noundef nonnull @m) #5, !dbg !318
  %9 = tail call i32 @pthread_mutex_init(ptr noundef nonnull @m, ptr noundef null) #5, !dbg !319
  %10 = tail call i32 @pthread_cond_init(ptr noundef nonnull @c, ptr noundef null) #5, !dbg !321
  %11 = tail call i32 @pthread_rwlock_init(ptr noundef nonnull @l, ptr noundef null) #5, !dbg !322
  %12 = tail call i32 @pthread_barrier_init(ptr noundef nonnull @b, ptr noundef null, i32 noundef 2) #5, !dbg !323
  tail call void @round_(i32 noundef 2), !dbg !324
  %13 = tail call i32 @pthread_barrier_destroy(ptr noundef nonnull @b) #5, !dbg !325
  %14 = tail call i32 @pthread_rwlock_destroy(ptr noundef nonnull @l) #5, !dbg !327
  %15 = tail call i32 @pthread_cond_destroy(ptr noundef nonnull @c) #5, !dbg !328
  %16 = tail call i32 @pthread_mutex_destroy(ptr noundef nonnull @m) #5, !dbg !329
  %17 = load i32, ptr @ready, align 4, !dbg !330, !tbaa !155
  %18 = icmp eq i32 %17, 2, !dbg !330
  br i1 %18, label %20, label %19, !dbg !333

19:                                               ; preds = %0
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 58, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !330
  unreachable, !dbg !330

20:                                               ; preds = %0
  ret i32 0, !dbg !334
}

; Function Attrs: noreturn nounwind
declare !dbg !335 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!137, !138, !139, !140, !141, !142, !143}
!llvm.ident = !{!144}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 11, type: !129, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync_reinit.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "05dce69531a6b9a6ddcbc1ed520f10de")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!8, !14, !19, !25, !58, !93, !0, !125, !127}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 88, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 11)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 112, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 14)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 120, elements: !23)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!23 = !{!24}
!24 = !DISubrange(count: 15)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 8, type: !27, isLocal: false, isDefinition: true)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !28, line: 72, baseType: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!29 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !28, line: 67, size: 320, elements: !30)
!30 = !{!31, !53, !57}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !29, file: !28, line: 69, baseType: !32, size: 320)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !33, line: 22, size: 320, elements: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!34 = !{!35, !37, !39, !40, !41, !42, !44, !45}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !32, file: !33, line: 24, baseType: !36, size: 32)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !32, file: !33, line: 25, baseType: !38, size: 32, offset: 32)
!38 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !32, file: !33, line: 26, baseType: !36, size: 32, offset: 64)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !32, file: !33, line: 28, baseType: !38, size: 32, offset: 96)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !32, file: !33, line: 32, baseType: !36, size: 32, offset: 128)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !32, file: !33, line: 34, baseType: !43, size: 16, offset: 160)
!43 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !32, file: !33, line: 35, baseType: !43, size: 16, offset: 176)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !32, file: !33, line: 36, baseType: !46, size: 128, offset: 192)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !47, line: 55, baseType: !48)
!47 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!48 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !47, line: 51, size: 128, elements: !49)
!49 = !{!50, !52}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !48, file: !47, line: 53, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !48, file: !47, line: 54, baseType: !51, size: 64, offset: 64)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !29, file: !28, line: 70, baseType: !54, size: 320)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 320, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 40)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !29, file: !28, line: 71, baseType: !6, size: 64)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 9, type: !60, isLocal: false, isDefinition: true)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !28, line: 80, baseType: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !28, line: 75, size: 384, elements: !62)
!62 = !{!63, !87, !91}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !61, file: !28, line: 77, baseType: !64, size: 384)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !47, line: 94, size: 384, elements: !65)
!65 = !{!66, !78, !79, !83, !84, !85, !86}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !64, file: !47, line: 96, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !68, line: 33, baseType: !69)
!68 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: "", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!69 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !68, line: 25, size: 64, elements: !70)
!70 = !{!71, !73}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !69, file: !68, line: 27, baseType: !72, size: 64)
!72 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !69, file: !68, line: 32, baseType: !74, size: 64)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !69, file: !68, line: 28, size: 64, elements: !75)
!75 = !{!76, !77}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !74, file: !68, line: 30, baseType: !38, size: 32)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !74, file: !68, line: 31, baseType: !38, size: 32, offset: 32)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !64, file: !47, line: 97, baseType: !67, size: 64, offset: 64)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !64, file: !47, line: 98, baseType: !80, size: 64, offset: 128)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 64, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 2)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !64, file: !47, line: 99, baseType: !80, size: 64, offset: 192)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !64, file: !47, line: 100, baseType: !38, size: 32, offset: 256)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !64, file: !47, line: 101, baseType: !38, size: 32, offset: 288)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !64, file: !47, line: 102, baseType: !80, size: 64, offset: 320)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !61, file: !28, line: 78, baseType: !88, size: 384)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 384, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 48)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !61, file: !28, line: 79, baseType: !92, size: 64)
!92 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(name: "l", scope: !2, file: !3, line: 10, type: !95, isLocal: false, isDefinition: true)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_rwlock_t", file: !28, line: 91, baseType: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !28, line: 86, size: 448, elements: !97)
!97 = !{!98, !120, !124}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !96, file: !28, line: 88, baseType: !99, size: 448)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_rwlock_arch_t", file: !100, line: 23, size: 448, elements: !101)
!100 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_rwlock.h", directory: "", checksumkind: CSK_MD5, checksum: "2034038f4a99ff6cb7b9de3a3e8c2a8e")
!101 = !{!102, !103, !104, !105, !106, !107, !108, !109, !110, !112, !117, !119}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "__readers", scope: !99, file: !100, line: 25, baseType: !38, size: 32)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "__writers", scope: !99, file: !100, line: 26, baseType: !38, size: 32, offset: 32)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "__wrphase_futex", scope: !99, file: !100, line: 27, baseType: !38, size: 32, offset: 64)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "__writers_futex", scope: !99, file: !100, line: 28, baseType: !38, size: 32, offset: 96)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "__pad3", scope: !99, file: !100, line: 29, baseType: !38, size: 32, offset: 128)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "__pad4", scope: !99, file: !100, line: 30, baseType: !38, size: 32, offset: 160)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "__cur_writer", scope: !99, file: !100, line: 32, baseType: !36, size: 32, offset: 192)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "__shared", scope: !99, file: !100, line: 33, baseType: !36, size: 32, offset: 224)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "__rwelision", scope: !99, file: !100, line: 34, baseType: !111, size: 8, offset: 256)
!111 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "__pad1", scope: !99, file: !100, line: 39, baseType: !113, size: 56, offset: 264)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 56, elements: !115)
!114 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!115 = !{!116}
!116 = !DISubrange(count: 7)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "__pad2", scope: !99, file: !100, line: 42, baseType: !118, size: 64, offset: 320)
!118 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "__flags", scope: !99, file: !100, line: 45, baseType: !38, size: 32, offset: 384)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !96, file: !28, line: 89, baseType: !121, size: 448)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 448, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 56)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !96, file: !28, line: 90, baseType: !6, size: 64)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 12, type: !36, isLocal: false, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 12, type: !36, isLocal: false, isDefinition: true)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrier_t", file: !28, line: 112, baseType: !130)
!130 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !28, line: 108, size: 256, elements: !131)
!131 = !{!132, !136}
!132 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !130, file: !28, line: 110, baseType: !133, size: 256)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 256, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 32)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !130, file: !28, line: 111, baseType: !6, size: 64)
!137 = !{i32 7, !"Dwarf Version", i32 5}
!138 = !{i32 2, !"Debug Info Version", i32 3}
!139 = !{i32 1, !"wchar_size", i32 4}
!140 = !{i32 8, !"PIC Level", i32 2}
!141 = !{i32 7, !"PIE Level", i32 2}
!142 = !{i32 7, !"uwtable", i32 2}
!143 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!144 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!145 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 14, type: !146, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !148)
!146 = !DISubroutineType(types: !147)
!147 = !{!5, !5}
!148 = !{!149, !150}
!149 = !DILocalVariable(name: "arg", arg: 1, scope: !145, file: !3, line: 14, type: !5)
!150 = !DILocalVariable(name: "v", scope: !145, file: !3, line: 17, type: !36)
!151 = !DILocation(line: 0, scope: !145)
!152 = !DILocation(line: 15, column: 3, scope: !145)
!153 = !DILocation(line: 16, column: 3, scope: !145)
!154 = !DILocation(line: 17, column: 11, scope: !145)
!155 = !{!156, !156, i64 0}
!156 = !{!"int", !157, i64 0}
!157 = !{!"omnipotent char", !158, i64 0}
!158 = !{!"Simple C/C++ TBAA"}
!159 = !DILocation(line: 18, column: 3, scope: !145)
!160 = !DILocation(line: 19, column: 3, scope: !145)
!161 = !DILocation(line: 20, column: 8, scope: !145)
!162 = !DILocation(line: 21, column: 3, scope: !145)
!163 = !DILocation(line: 22, column: 3, scope: !145)
!164 = !DILocation(line: 23, column: 18, scope: !145)
!165 = !DILocation(line: 23, column: 10, scope: !145)
!166 = !DILocation(line: 23, column: 3, scope: !145)
!167 = !DISubprogram(name: "pthread_barrier_wait", scope: !168, file: !168, line: 1264, type: !169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!168 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!169 = !DISubroutineType(types: !170)
!170 = !{!36, !171}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !129, size: 64)
!172 = !DISubprogram(name: "pthread_rwlock_rdlock", scope: !168, file: !168, line: 976, type: !173, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!173 = !DISubroutineType(types: !174)
!174 = !{!36, !175}
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!176 = !DISubprogram(name: "pthread_rwlock_unlock", scope: !168, file: !168, line: 1071, type: !173, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DISubprogram(name: "pthread_mutex_lock", scope: !168, file: !168, line: 794, type: !178, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!178 = !DISubroutineType(types: !179)
!179 = !{!36, !180}
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!181 = !DISubprogram(name: "pthread_cond_signal", scope: !168, file: !168, line: 1121, type: !182, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!182 = !DISubroutineType(types: !183)
!183 = !{!36, !184}
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!185 = !DISubprogram(name: "pthread_mutex_unlock", scope: !168, file: !168, line: 835, type: !178, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!186 = distinct !DISubprogram(name: "init", scope: !3, file: !3, line: 26, type: !187, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!187 = !DISubroutineType(types: !188)
!188 = !{null}
!189 = !DILocation(line: 27, column: 3, scope: !186)
!190 = !DILocation(line: 28, column: 3, scope: !186)
!191 = !DILocation(line: 29, column: 3, scope: !186)
!192 = !DILocation(line: 30, column: 3, scope: !186)
!193 = !DILocation(line: 31, column: 1, scope: !186)
!194 = !DISubprogram(name: "pthread_mutex_init", scope: !168, file: !168, line: 781, type: !195, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!195 = !DISubroutineType(types: !196)
!196 = !{!36, !180, !197}
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !198, size: 64)
!198 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !199)
!199 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutexattr_t", file: !28, line: 36, baseType: !200)
!200 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !28, line: 32, size: 32, elements: !201)
!201 = !{!202, !206}
!202 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !200, file: !28, line: 34, baseType: !203, size: 32)
!203 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32, elements: !204)
!204 = !{!205}
!205 = !DISubrange(count: 4)
!206 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !200, file: !28, line: 35, baseType: !36, size: 32)
!207 = !DISubprogram(name: "pthread_cond_init", scope: !168, file: !168, line: 1112, type: !208, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!208 = !DISubroutineType(types: !209)
!209 = !{!36, !210, !211}
!210 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !184)
!211 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !212)
!212 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !213, size: 64)
!213 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !214)
!214 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_condattr_t", file: !28, line: 45, baseType: !215)
!215 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !28, line: 41, size: 32, elements: !216)
!216 = !{!217, !218}
!217 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !215, file: !28, line: 43, baseType: !203, size: 32)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !215, file: !28, line: 44, baseType: !36, size: 32)
!219 = !DISubprogram(name: "pthread_rwlock_init", scope: !168, file: !168, line: 967, type: !220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!220 = !DISubroutineType(types: !221)
!221 = !{!36, !222, !223}
!222 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !175)
!223 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !224)
!224 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !225, size: 64)
!225 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !226)
!226 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_rwlockattr_t", file: !28, line: 97, baseType: !227)
!227 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !28, line: 93, size: 64, elements: !228)
!228 = !{!229, !233}
!229 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !227, file: !28, line: 95, baseType: !230, size: 64)
!230 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 64, elements: !231)
!231 = !{!232}
!232 = !DISubrange(count: 8)
!233 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !227, file: !28, line: 96, baseType: !6, size: 64)
!234 = !DISubprogram(name: "pthread_barrier_init", scope: !168, file: !168, line: 1254, type: !235, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!235 = !DISubroutineType(types: !236)
!236 = !{!36, !237, !238, !38}
!237 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !171)
!238 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !239)
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !240, size: 64)
!240 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !241)
!241 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrierattr_t", file: !28, line: 118, baseType: !242)
!242 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !28, line: 114, size: 32, elements: !243)
!243 = !{!244, !245}
!244 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !242, file: !28, line: 116, baseType: !203, size: 32)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !242, file: !28, line: 117, baseType: !36, size: 32)
!246 = distinct !DISubprogram(name: "destroy", scope: !3, file: !3, line: 33, type: !187, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!247 = !DILocation(line: 34, column: 3, scope: !246)
!248 = !DILocation(line: 35, column: 3, scope: !246)
!249 = !DILocation(line: 36, column: 3, scope: !246)
!250 = !DILocation(line: 37, column: 3, scope: !246)
!251 = !DILocation(line: 38, column: 1, scope: !246)
!252 = !DISubprogram(name: "pthread_barrier_destroy", scope: !168, file: !168, line: 1260, type: !169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!253 = !DISubprogram(name: "pthread_rwlock_destroy", scope: !168, file: !168, line: 972, type: !173, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!254 = !DISubprogram(name: "pthread_cond_destroy", scope: !168, file: !168, line: 1117, type: !182, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!255 = !DISubprogram(name: "pthread_mutex_destroy", scope: !168, file: !168, line: 786, type: !178, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!256 = distinct !DISubprogram(name: "round_", scope: !3, file: !3, line: 40, type: !257, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !259)
!257 = !DISubroutineType(types: !258)
!258 = !{null, !36}
!259 = !{!260, !261}
!260 = !DILocalVariable(name: "want", arg: 1, scope: !256, file: !3, line: 40, type: !36)
!261 = !DILocalVariable(name: "t", scope: !256, file: !3, line: 41, type: !262)
!262 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !28, line: 27, baseType: !118)
!263 = distinct !DIAssignID()
!264 = !DILocation(line: 0, scope: !256)
!265 = !DILocation(line: 41, column: 3, scope: !256)
!266 = !DILocation(line: 42, column: 3, scope: !256)
!267 = !DILocation(line: 43, column: 3, scope: !256)
!268 = !DILocation(line: 44, column: 3, scope: !256)
!269 = !DILocation(line: 45, column: 10, scope: !256)
!270 = !DILocation(line: 45, column: 16, scope: !256)
!271 = !DILocation(line: 45, column: 3, scope: !256)
!272 = !DILocation(line: 46, column: 5, scope: !256)
!273 = distinct !{!273, !271, !274, !275}
!274 = !DILocation(line: 46, column: 29, scope: !256)
!275 = !{!"llvm.loop.mustprogress"}
!276 = !DILocation(line: 47, column: 3, scope: !256)
!277 = !DILocation(line: 48, column: 16, scope: !256)
!278 = !{!279, !279, i64 0}
!279 = !{!"long", !157, i64 0}
!280 = !DILocation(line: 48, column: 3, scope: !256)
!281 = !DILocation(line: 49, column: 1, scope: !256)
!282 = !DISubprogram(name: "pthread_create", scope: !168, file: !168, line: 202, type: !283, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!283 = !DISubroutineType(types: !284)
!284 = !{!36, !285, !287, !295, !296}
!285 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !286)
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !262, size: 64)
!287 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !288)
!288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !289, size: 64)
!289 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !290)
!290 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !28, line: 62, baseType: !291)
!291 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !28, line: 56, size: 448, elements: !292)
!292 = !{!293, !294}
!293 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !291, file: !28, line: 58, baseType: !121, size: 448)
!294 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !291, file: !28, line: 59, baseType: !6, size: 64)
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!296 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!297 = !DISubprogram(name: "pthread_cond_wait", scope: !168, file: !168, line: 1133, type: !298, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!298 = !DISubroutineType(types: !299)
!299 = !{!36, !210, !300}
!300 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !180)
!301 = !DISubprogram(name: "pthread_join", scope: !168, file: !168, line: 219, type: !302, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!302 = !DISubroutineType(types: !303)
!303 = !{!36, !262, !304}
!304 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!305 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 51, type: !306, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!306 = !DISubroutineType(types: !307)
!307 = !{!36}
!308 = !DILocation(line: 27, column: 3, scope: !186, inlinedAt: !309)
!309 = distinct !DILocation(line: 52, column: 3, scope: !305)
!310 = !DILocation(line: 28, column: 3, scope: !186, inlinedAt: !309)
!311 = !DILocation(line: 29, column: 3, scope: !186, inlinedAt: !309)
!312 = !DILocation(line: 30, column: 3, scope: !186, inlinedAt: !309)
!313 = !DILocation(line: 53, column: 3, scope: !305)
!314 = !DILocation(line: 34, column: 3, scope: !246, inlinedAt: !315)
!315 = distinct !DILocation(line: 54, column: 3, scope: !305)
!316 = !DILocation(line: 35, column: 3, scope: !246, inlinedAt: !315)
!317 = !DILocation(line: 36, column: 3, scope: !246, inlinedAt: !315)
!318 = !DILocation(line: 37, column: 3, scope: !246, inlinedAt: !315)
!319 = !DILocation(line: 27, column: 3, scope: !186, inlinedAt: !320)
!320 = distinct !DILocation(line: 55, column: 3, scope: !305)
!321 = !DILocation(line: 28, column: 3, scope: !186, inlinedAt: !320)
!322 = !DILocation(line: 29, column: 3, scope: !186, inlinedAt: !320)
!323 = !DILocation(line: 30, column: 3, scope: !186, inlinedAt: !320)
!324 = !DILocation(line: 56, column: 3, scope: !305)
!325 = !DILocation(line: 34, column: 3, scope: !246, inlinedAt: !326)
!326 = distinct !DILocation(line: 57, column: 3, scope: !305)
!327 = !DILocation(line: 35, column: 3, scope: !246, inlinedAt: !326)
!328 = !DILocation(line: 36, column: 3, scope: !246, inlinedAt: !326)
!329 = !DILocation(line: 37, column: 3, scope: !246, inlinedAt: !326)
!330 = !DILocation(line: 58, column: 3, scope: !331)
!331 = distinct !DILexicalBlock(scope: !332, file: !3, line: 58, column: 3)
!332 = distinct !DILexicalBlock(scope: !305, file: !3, line: 58, column: 3)
!333 = !DILocation(line: 58, column: 3, scope: !332)
!334 = !DILocation(line: 59, column: 3, scope: !305)
!335 = !DISubprogram(name: "__assert_fail", scope: !336, file: !336, line: 69, type: !337, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!336 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!337 = !DISubroutineType(types: !338)
!338 = !{null, !339, !339, !38, !339}
!339 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
