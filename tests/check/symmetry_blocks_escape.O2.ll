; ModuleID = 'symmetry_blocks_escape.c'
source_filename = "symmetry_blocks_escape.c"
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
@last = dso_local local_unnamed_addr global ptr null, align 8, !dbg !63
@total = dso_local local_unnamed_addr global i32 0, align 4, !dbg !58
@done = dso_local local_unnamed_addr global i32 0, align 4, !dbg !61
@.str = private unnamed_addr constant [15 x i8] c"total == 2 * N\00", align 1, !dbg !44
@.str.1 = private unnamed_addr constant [25 x i8] c"symmetry_blocks_escape.c\00", align 1, !dbg !49
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !54

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr noundef %0) #0 !dbg !106 {
    #dbg_value(ptr %0, !111, !DIExpression(), !113)
    #dbg_value(ptr %0, !112, !DIExpression(), !113)
  store ptr %0, ptr @last, align 8, !dbg !114, !tbaa !115
  %2 = load i32, ptr %0, align 4, !dbg !119, !tbaa !120
  %3 = add nsw i32 %2, 1, !dbg !123
  %4 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !124
  store i32 %3, ptr %4, align 4, !dbg !125, !tbaa !126
  %5 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !127
  %6 = load i32, ptr %4, align 4, !dbg !128, !tbaa !126
  %7 = load i32, ptr @total, align 4, !dbg !129, !tbaa !130
  %8 = add nsw i32 %7, %6, !dbg !129
  store i32 %8, ptr @total, align 4, !dbg !129, !tbaa !130
  %9 = load i32, ptr @done, align 4, !dbg !131, !tbaa !130
  %10 = add nsw i32 %9, 1, !dbg !131
  store i32 %10, ptr @done, align 4, !dbg !131, !tbaa !130
  %11 = icmp eq i32 %10, 3, !dbg !133
  br i1 %11, label %12, label %14, !dbg !134

12:                                               ; preds = %1
  %13 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @all) #6, !dbg !135
  br label %14, !dbg !135

14:                                               ; preds = %12, %1
  %15 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !136
  ret ptr null, !dbg !137
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !138 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !143 i32 @pthread_cond_signal(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !147 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !148 {
  %1 = alloca i64, align 8, !DIAssignID !160
    #dbg_assign(i1 undef, !152, !DIExpression(), !160, ptr %1, !DIExpression(), !161)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !162
    #dbg_value(i32 0, !155, !DIExpression(), !163)
    #dbg_value(i32 0, !155, !DIExpression(), !163)
  %2 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #7, !dbg !164
    #dbg_value(ptr %2, !157, !DIExpression(), !165)
  %3 = icmp eq ptr %2, null, !dbg !166
  br i1 %3, label %35, label %4, !dbg !168

4:                                                ; preds = %0
  store i32 1, ptr %2, align 4, !dbg !169, !tbaa !120
  %5 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !170
  store i32 0, ptr %5, align 4, !dbg !171, !tbaa !126
  %6 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %2) #6, !dbg !172
  %7 = load i64, ptr %1, align 8, !dbg !173, !tbaa !174
  %8 = call i32 @pthread_detach(i64 noundef %7) #6, !dbg !176
    #dbg_value(i32 1, !155, !DIExpression(), !163)
  %9 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #7, !dbg !164
    #dbg_value(ptr %9, !157, !DIExpression(), !165)
  %10 = icmp eq ptr %9, null, !dbg !166
  br i1 %10, label %35, label %11, !dbg !168

11:                                               ; preds = %4
  store i32 1, ptr %9, align 4, !dbg !169, !tbaa !120
  %12 = getelementptr inbounds i8, ptr %9, i64 4, !dbg !170
  store i32 0, ptr %12, align 4, !dbg !171, !tbaa !126
  %13 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %9) #6, !dbg !172
  %14 = load i64, ptr %1, align 8, !dbg !173, !tbaa !174
  %15 = call i32 @pthread_detach(i64 noundef %14) #6, !dbg !176
    #dbg_value(i32 2, !155, !DIExpression(), !163)
  %16 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #7, !dbg !164
    #dbg_value(ptr %16, !157, !DIExpression(), !165)
  %17 = icmp eq ptr %16, null, !dbg !166
  br i1 %17, label %35, label %18, !dbg !168

18:                                               ; preds = %11
  store i32 1, ptr %16, align 4, !dbg !169, !tbaa !120
  %19 = getelementptr inbounds i8, ptr %16, i64 4, !dbg !170
  store i32 0, ptr %19, align 4, !dbg !171, !tbaa !126
  %20 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %16) #6, !dbg !172
  %21 = load i64, ptr %1, align 8, !dbg !173, !tbaa !174
  %22 = call i32 @pthread_detach(i64 noundef %21) #6, !dbg !176
    #dbg_value(i32 3, !155, !DIExpression(), !163)
  %23 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !177
  %24 = load i32, ptr @done, align 4, !dbg !178, !tbaa !130
  %25 = icmp slt i32 %24, 3, !dbg !179
  br i1 %25, label %26, label %30, !dbg !180

26:                                               ; preds = %18, %26
  %27 = call i32 @pthread_cond_wait(ptr noundef nonnull @all, ptr noundef nonnull @m) #6, !dbg !181
  %28 = load i32, ptr @done, align 4, !dbg !178, !tbaa !130
  %29 = icmp slt i32 %28, 3, !dbg !179
  br i1 %29, label %26, label %30, !dbg !180, !llvm.loop !182

30:                                               ; preds = %26, %18
  %31 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !185
  %32 = load i32, ptr @total, align 4, !dbg !186, !tbaa !130
  %33 = icmp eq i32 %32, 6, !dbg !186
  br i1 %33, label %35, label %34, !dbg !189

34:                                               ; preds = %30
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 48, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !186
  unreachable, !dbg !186

35:                                               ; preds = %0, %4, %11, %30
  %36 = phi i32 [ 0, %30 ], [ 1, %11 ], [ 1, %4 ], [ 1, %0 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !190
  ret i32 %36, !dbg !190
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !191 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !197 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !215 i32 @pthread_detach(i64 noundef) local_unnamed_addr #2

declare !dbg !218 i32 @pthread_cond_wait(ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !223 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!98, !99, !100, !101, !102, !103, !104}
!llvm.ident = !{!105}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 18, type: !70, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_blocks_escape.c", directory: ".", checksumkind: CSK_MD5, checksum: "0acb7ea1cce3b989a6fd01a5ba579085")
!4 = !{!0, !5, !44, !49, !54, !58, !61, !63}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "all", scope: !2, file: !3, line: 19, type: !7, isLocal: false, isDefinition: true)
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
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 200, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 25)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 48, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 120, elements: !47)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 16, type: !60, isLocal: false, isDefinition: true)
!60 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 16, type: !60, isLocal: false, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "last", scope: !2, file: !3, line: 17, type: !65, isLocal: false, isDefinition: true)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "job", file: !3, line: 12, size: 64, elements: !67)
!67 = !{!68, !69}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "in", scope: !66, file: !3, line: 13, baseType: !60, size: 32)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "out", scope: !66, file: !3, line: 13, baseType: !60, size: 32, offset: 32)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !71)
!71 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !72)
!72 = !{!73, !92, !96}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !71, file: !8, line: 69, baseType: !74, size: 320)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !75, line: 22, size: 320, elements: !76)
!75 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!76 = !{!77, !78, !79, !80, !81, !82, !84, !85}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !74, file: !75, line: 24, baseType: !60, size: 32)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !74, file: !75, line: 25, baseType: !26, size: 32, offset: 32)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !74, file: !75, line: 26, baseType: !60, size: 32, offset: 64)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !74, file: !75, line: 28, baseType: !26, size: 32, offset: 96)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !74, file: !75, line: 32, baseType: !60, size: 32, offset: 128)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !74, file: !75, line: 34, baseType: !83, size: 16, offset: 160)
!83 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !74, file: !75, line: 35, baseType: !83, size: 16, offset: 176)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !74, file: !75, line: 36, baseType: !86, size: 128, offset: 192)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !13, line: 55, baseType: !87)
!87 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !13, line: 51, size: 128, elements: !88)
!88 = !{!89, !91}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !87, file: !13, line: 53, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !87, file: !13, line: 54, baseType: !90, size: 64, offset: 64)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !71, file: !8, line: 70, baseType: !93, size: 320)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 40)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !71, file: !8, line: 71, baseType: !97, size: 64)
!97 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!98 = !{i32 7, !"Dwarf Version", i32 5}
!99 = !{i32 2, !"Debug Info Version", i32 3}
!100 = !{i32 1, !"wchar_size", i32 4}
!101 = !{i32 8, !"PIC Level", i32 2}
!102 = !{i32 7, !"PIE Level", i32 2}
!103 = !{i32 7, !"uwtable", i32 2}
!104 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!105 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!106 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 21, type: !107, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !110)
!107 = !DISubroutineType(types: !108)
!108 = !{!109, !109}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!110 = !{!111, !112}
!111 = !DILocalVariable(name: "arg", arg: 1, scope: !106, file: !3, line: 21, type: !109)
!112 = !DILocalVariable(name: "j", scope: !106, file: !3, line: 22, type: !65)
!113 = !DILocation(line: 0, scope: !106)
!114 = !DILocation(line: 23, column: 8, scope: !106)
!115 = !{!116, !116, i64 0}
!116 = !{!"any pointer", !117, i64 0}
!117 = !{!"omnipotent char", !118, i64 0}
!118 = !{!"Simple C/C++ TBAA"}
!119 = !DILocation(line: 24, column: 15, scope: !106)
!120 = !{!121, !122, i64 0}
!121 = !{!"job", !122, i64 0, !122, i64 4}
!122 = !{!"int", !117, i64 0}
!123 = !DILocation(line: 24, column: 18, scope: !106)
!124 = !DILocation(line: 24, column: 6, scope: !106)
!125 = !DILocation(line: 24, column: 10, scope: !106)
!126 = !{!121, !122, i64 4}
!127 = !DILocation(line: 25, column: 3, scope: !106)
!128 = !DILocation(line: 26, column: 15, scope: !106)
!129 = !DILocation(line: 26, column: 9, scope: !106)
!130 = !{!122, !122, i64 0}
!131 = !DILocation(line: 27, column: 7, scope: !132)
!132 = distinct !DILexicalBlock(scope: !106, file: !3, line: 27, column: 7)
!133 = !DILocation(line: 27, column: 14, scope: !132)
!134 = !DILocation(line: 27, column: 7, scope: !106)
!135 = !DILocation(line: 28, column: 5, scope: !132)
!136 = !DILocation(line: 29, column: 3, scope: !106)
!137 = !DILocation(line: 30, column: 3, scope: !106)
!138 = !DISubprogram(name: "pthread_mutex_lock", scope: !139, file: !139, line: 794, type: !140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!139 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!140 = !DISubroutineType(types: !141)
!141 = !{!60, !142}
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!143 = !DISubprogram(name: "pthread_cond_signal", scope: !139, file: !139, line: 1121, type: !144, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!144 = !DISubroutineType(types: !145)
!145 = !{!60, !146}
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!147 = !DISubprogram(name: "pthread_mutex_unlock", scope: !139, file: !139, line: 835, type: !140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!148 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !149, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !151)
!149 = !DISubroutineType(types: !150)
!150 = !{!60}
!151 = !{!152, !155, !157}
!152 = !DILocalVariable(name: "t", scope: !148, file: !3, line: 34, type: !153)
!153 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !154)
!154 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!155 = !DILocalVariable(name: "i", scope: !156, file: !3, line: 35, type: !60)
!156 = distinct !DILexicalBlock(scope: !148, file: !3, line: 35, column: 3)
!157 = !DILocalVariable(name: "j", scope: !158, file: !3, line: 36, type: !65)
!158 = distinct !DILexicalBlock(scope: !159, file: !3, line: 35, column: 31)
!159 = distinct !DILexicalBlock(scope: !156, file: !3, line: 35, column: 3)
!160 = distinct !DIAssignID()
!161 = !DILocation(line: 0, scope: !148)
!162 = !DILocation(line: 34, column: 3, scope: !148)
!163 = !DILocation(line: 0, scope: !156)
!164 = !DILocation(line: 36, column: 21, scope: !158)
!165 = !DILocation(line: 0, scope: !158)
!166 = !DILocation(line: 37, column: 10, scope: !167)
!167 = distinct !DILexicalBlock(scope: !158, file: !3, line: 37, column: 9)
!168 = !DILocation(line: 37, column: 9, scope: !158)
!169 = !DILocation(line: 39, column: 11, scope: !158)
!170 = !DILocation(line: 40, column: 8, scope: !158)
!171 = !DILocation(line: 40, column: 12, scope: !158)
!172 = !DILocation(line: 41, column: 5, scope: !158)
!173 = !DILocation(line: 42, column: 20, scope: !158)
!174 = !{!175, !175, i64 0}
!175 = !{!"long", !117, i64 0}
!176 = !DILocation(line: 42, column: 5, scope: !158)
!177 = !DILocation(line: 44, column: 3, scope: !148)
!178 = !DILocation(line: 45, column: 10, scope: !148)
!179 = !DILocation(line: 45, column: 15, scope: !148)
!180 = !DILocation(line: 45, column: 3, scope: !148)
!181 = !DILocation(line: 46, column: 5, scope: !148)
!182 = distinct !{!182, !180, !183, !184}
!183 = !DILocation(line: 46, column: 31, scope: !148)
!184 = !{!"llvm.loop.mustprogress"}
!185 = !DILocation(line: 47, column: 3, scope: !148)
!186 = !DILocation(line: 48, column: 3, scope: !187)
!187 = distinct !DILexicalBlock(scope: !188, file: !3, line: 48, column: 3)
!188 = distinct !DILexicalBlock(scope: !148, file: !3, line: 48, column: 3)
!189 = !DILocation(line: 48, column: 3, scope: !188)
!190 = !DILocation(line: 50, column: 1, scope: !148)
!191 = !DISubprogram(name: "malloc", scope: !192, file: !192, line: 553, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!192 = !DIFile(filename: "/usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!193 = !DISubroutineType(types: !194)
!194 = !{!109, !195}
!195 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !196, line: 18, baseType: !154)
!196 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!197 = !DISubprogram(name: "pthread_create", scope: !139, file: !139, line: 202, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!198 = !DISubroutineType(types: !199)
!199 = !{!60, !200, !202, !213, !214}
!200 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !201)
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!202 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !203)
!203 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !204, size: 64)
!204 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !205)
!205 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !8, line: 62, baseType: !206)
!206 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !8, line: 56, size: 448, elements: !207)
!207 = !{!208, !212}
!208 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !206, file: !8, line: 58, baseType: !209, size: 448)
!209 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 448, elements: !210)
!210 = !{!211}
!211 = !DISubrange(count: 56)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !206, file: !8, line: 59, baseType: !97, size: 64)
!213 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!214 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !109)
!215 = !DISubprogram(name: "pthread_detach", scope: !139, file: !139, line: 269, type: !216, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!216 = !DISubroutineType(types: !217)
!217 = !{!60, !153}
!218 = !DISubprogram(name: "pthread_cond_wait", scope: !139, file: !139, line: 1133, type: !219, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DISubroutineType(types: !220)
!220 = !{!60, !221, !222}
!221 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !146)
!222 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !142)
!223 = !DISubprogram(name: "__assert_fail", scope: !224, file: !224, line: 69, type: !225, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!224 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!225 = !DISubroutineType(types: !226)
!226 = !{null, !227, !227, !26, !227}
!227 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
