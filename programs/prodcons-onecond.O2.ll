; ModuleID = 'prodcons.c'
source_filename = "prodcons.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@changed = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !9
@buf = dso_local local_unnamed_addr global [1 x i32] zeroinitializer, align 4, !dbg !48
@head = dso_local local_unnamed_addr global i32 0, align 4, !dbg !53
@tail = dso_local local_unnamed_addr global i32 0, align 4, !dbg !55
@count = dso_local local_unnamed_addr global i32 0, align 4, !dbg !57
@.str = private unnamed_addr constant [14 x i8] c"count < QSIZE\00", align 1, !dbg !59
@.str.1 = private unnamed_addr constant [11 x i8] c"prodcons.c\00", align 1, !dbg !64
@__PRETTY_FUNCTION__.put = private unnamed_addr constant [14 x i8] c"void put(int)\00", align 1, !dbg !69
@.str.2 = private unnamed_addr constant [21 x i8] c"v >= 1 && v <= NPROD\00", align 1, !dbg !73
@__PRETTY_FUNCTION__.consumer = private unnamed_addr constant [23 x i8] c"void *consumer(void *)\00", align 1, !dbg !78
@.str.3 = private unnamed_addr constant [10 x i8] c"count > 0\00", align 1, !dbg !83
@__PRETTY_FUNCTION__.get = private unnamed_addr constant [14 x i8] c"int get(void)\00", align 1, !dbg !88

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !125 {
  %1 = alloca [1 x i64], align 8, !DIAssignID !143
    #dbg_assign(i1 undef, !129, !DIExpression(), !143, ptr %1, !DIExpression(), !144)
  %2 = alloca [2 x i64], align 16, !DIAssignID !145
    #dbg_assign(i1 undef, !133, !DIExpression(), !145, ptr %2, !DIExpression(), !144)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !146
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #6, !dbg !146
    #dbg_value(i64 0, !135, !DIExpression(), !147)
    #dbg_value(i64 poison, !135, !DIExpression(), !147)
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @producer, ptr noundef null) #6, !dbg !148
    #dbg_value(i64 1, !135, !DIExpression(), !147)
    #dbg_value(i64 poison, !135, !DIExpression(), !147)
    #dbg_value(i32 0, !137, !DIExpression(), !150)
    #dbg_value(i64 0, !137, !DIExpression(), !150)
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @consumer, ptr noundef null) #6, !dbg !151
    #dbg_value(i64 1, !137, !DIExpression(), !150)
  %5 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !153
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @consumer, ptr noundef null) #6, !dbg !151
    #dbg_value(i64 2, !137, !DIExpression(), !150)
    #dbg_value(i32 poison, !139, !DIExpression(), !154)
  %7 = load i64, ptr %1, align 8, !dbg !155, !tbaa !157
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !161
    #dbg_value(i32 0, !141, !DIExpression(), !162)
    #dbg_value(i64 0, !141, !DIExpression(), !162)
  %9 = load i64, ptr %2, align 16, !dbg !163, !tbaa !157
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #6, !dbg !165
    #dbg_value(i64 1, !141, !DIExpression(), !162)
  %11 = load i64, ptr %5, align 8, !dbg !163, !tbaa !157
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !165
    #dbg_value(i64 2, !141, !DIExpression(), !162)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #6, !dbg !166
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !166
  ret i32 0, !dbg !167
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !168 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind uwtable
define internal noalias noundef nonnull ptr @producer(ptr noundef %0) #3 !dbg !189 {
    #dbg_value(ptr %0, !191, !DIExpression(), !193)
  %2 = ptrtoint ptr %0 to i64, !dbg !194
  %3 = trunc i64 %2 to i32, !dbg !195
    #dbg_value(i32 %3, !192, !DIExpression(), !193)
  %4 = add nsw i32 %3, 1
  br label %5, !dbg !196

5:                                                ; preds = %17, %1
    #dbg_value(i32 %4, !197, !DIExpression(), !202)
  %6 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !206
  %7 = load i32, ptr @count, align 4, !dbg !207, !tbaa !208
  %8 = icmp eq i32 %7, 1, !dbg !210
  br i1 %8, label %9, label %13, !dbg !211

9:                                                ; preds = %5, %9
  %10 = tail call i32 @pthread_cond_wait(ptr noundef nonnull @changed, ptr noundef nonnull @m) #6, !dbg !212
  %11 = load i32, ptr @count, align 4, !dbg !207, !tbaa !208
  %12 = icmp eq i32 %11, 1, !dbg !210
  br i1 %12, label %9, label %13, !dbg !211, !llvm.loop !213

13:                                               ; preds = %9, %5
  %14 = phi i32 [ %7, %5 ], [ %11, %9 ], !dbg !207
  %15 = icmp slt i32 %14, 1, !dbg !216
  br i1 %15, label %17, label %16, !dbg !219

16:                                               ; preds = %13
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 61, ptr noundef nonnull @__PRETTY_FUNCTION__.put) #7, !dbg !216
  unreachable, !dbg !216

17:                                               ; preds = %13
  %18 = load i32, ptr @tail, align 4, !dbg !220, !tbaa !208
  %19 = sext i32 %18 to i64, !dbg !221
  %20 = getelementptr inbounds [1 x i32], ptr @buf, i64 0, i64 %19, !dbg !221
  store i32 %4, ptr %20, align 4, !dbg !222, !tbaa !208
  store i32 0, ptr @tail, align 4, !dbg !223, !tbaa !208
  %21 = add nsw i32 %14, 1, !dbg !224
  store i32 %21, ptr @count, align 4, !dbg !224, !tbaa !208
  %22 = tail call i32 @pthread_cond_broadcast(ptr noundef nonnull @changed) #6, !dbg !225
  %23 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !226
  br label %5, !dbg !227, !llvm.loop !228
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind uwtable
define internal noalias noundef nonnull ptr @consumer(ptr nocapture readnone %0) #3 !dbg !231 {
    #dbg_value(ptr poison, !233, !DIExpression(), !238)
  br label %2, !dbg !239

2:                                                ; preds = %14, %1
  %3 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !240
  %4 = load i32, ptr @count, align 4, !dbg !245, !tbaa !208
  %5 = icmp eq i32 %4, 0, !dbg !246
  br i1 %5, label %6, label %10, !dbg !247

6:                                                ; preds = %2, %6
  %7 = tail call i32 @pthread_cond_wait(ptr noundef nonnull @changed, ptr noundef nonnull @m) #6, !dbg !248
  %8 = load i32, ptr @count, align 4, !dbg !245, !tbaa !208
  %9 = icmp eq i32 %8, 0, !dbg !246
  br i1 %9, label %6, label %10, !dbg !247, !llvm.loop !249

10:                                               ; preds = %6, %2
  %11 = phi i32 [ %4, %2 ], [ %8, %6 ], !dbg !245
  %12 = icmp sgt i32 %11, 0, !dbg !251
  br i1 %12, label %14, label %13, !dbg !254

13:                                               ; preds = %10
  tail call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 74, ptr noundef nonnull @__PRETTY_FUNCTION__.get) #7, !dbg !251
  unreachable, !dbg !251

14:                                               ; preds = %10
  %15 = load i32, ptr @head, align 4, !dbg !255, !tbaa !208
  %16 = sext i32 %15 to i64, !dbg !256
  %17 = getelementptr inbounds [1 x i32], ptr @buf, i64 0, i64 %16, !dbg !256
  %18 = load i32, ptr %17, align 4, !dbg !256, !tbaa !208
    #dbg_value(i32 %18, !243, !DIExpression(), !257)
  store i32 0, ptr %17, align 4, !dbg !258, !tbaa !208
  store i32 0, ptr @head, align 4, !dbg !259, !tbaa !208
  %19 = add nsw i32 %11, -1, !dbg !260
  store i32 %19, ptr @count, align 4, !dbg !260, !tbaa !208
  %20 = tail call i32 @pthread_cond_broadcast(ptr noundef nonnull @changed) #6, !dbg !261
  %21 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !262
    #dbg_value(i32 %18, !234, !DIExpression(), !263)
  %22 = icmp eq i32 %18, 1, !dbg !264
  br i1 %22, label %2, label %23, !dbg !264, !llvm.loop !267

23:                                               ; preds = %14
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 97, ptr noundef nonnull @__PRETTY_FUNCTION__.consumer) #7, !dbg !264
  unreachable, !dbg !264
}

declare !dbg !270 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !274 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #2

declare !dbg !278 i32 @pthread_cond_wait(ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !284 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare !dbg !289 i32 @pthread_cond_broadcast(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !292 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!117, !118, !119, !120, !121, !122, !123}
!llvm.ident = !{!124}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 38, type: !90, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "prodcons.c", directory: ".", checksumkind: CSK_MD5, checksum: "26f03697fe948f0b01f87aa88b336218")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !{!0, !9, !48, !53, !55, !57, !59, !64, !69, !73, !78, !83, !88}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "changed", scope: !2, file: !3, line: 40, type: !11, isLocal: false, isDefinition: true)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !12, line: 80, baseType: !13)
!12 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!13 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !12, line: 75, size: 384, elements: !14)
!14 = !{!15, !41, !46}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !13, file: !12, line: 77, baseType: !16, size: 384)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !17, line: 94, size: 384, elements: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!18 = !{!19, !32, !33, !37, !38, !39, !40}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !16, file: !17, line: 96, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !21, line: 33, baseType: !22)
!21 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: ".", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!22 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !21, line: 25, size: 64, elements: !23)
!23 = !{!24, !26}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !22, file: !21, line: 27, baseType: !25, size: 64)
!25 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !22, file: !21, line: 32, baseType: !27, size: 64)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !22, file: !21, line: 28, size: 64, elements: !28)
!28 = !{!29, !31}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !27, file: !21, line: 30, baseType: !30, size: 32)
!30 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !27, file: !21, line: 31, baseType: !30, size: 32, offset: 32)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !16, file: !17, line: 97, baseType: !20, size: 64, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !16, file: !17, line: 98, baseType: !34, size: 64, offset: 128)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 64, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 2)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !16, file: !17, line: 99, baseType: !34, size: 64, offset: 192)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !16, file: !17, line: 100, baseType: !30, size: 32, offset: 256)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !16, file: !17, line: 101, baseType: !30, size: 32, offset: 288)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !16, file: !17, line: 102, baseType: !34, size: 64, offset: 320)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !13, file: !12, line: 78, baseType: !42, size: 384)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 384, elements: !44)
!43 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!44 = !{!45}
!45 = !DISubrange(count: 48)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !13, file: !12, line: 79, baseType: !47, size: 64)
!47 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 36, type: !50, isLocal: false, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 32, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 1)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(name: "head", scope: !2, file: !3, line: 37, type: !6, isLocal: false, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "tail", scope: !2, file: !3, line: 37, type: !6, isLocal: false, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 37, type: !6, isLocal: false, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 112, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 14)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 88, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 11)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 112, elements: !62)
!72 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !43)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !3, line: 97, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 168, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 21)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !3, line: 97, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 184, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 23)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 80, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 10)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !71, isLocal: true, isDefinition: true)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !12, line: 72, baseType: !91)
!91 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !12, line: 67, size: 320, elements: !92)
!92 = !{!93, !112, !116}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !91, file: !12, line: 69, baseType: !94, size: 320)
!94 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !95, line: 22, size: 320, elements: !96)
!95 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!96 = !{!97, !98, !99, !100, !101, !102, !104, !105}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !94, file: !95, line: 24, baseType: !6, size: 32)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !94, file: !95, line: 25, baseType: !30, size: 32, offset: 32)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !94, file: !95, line: 26, baseType: !6, size: 32, offset: 64)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !94, file: !95, line: 28, baseType: !30, size: 32, offset: 96)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !94, file: !95, line: 32, baseType: !6, size: 32, offset: 128)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !94, file: !95, line: 34, baseType: !103, size: 16, offset: 160)
!103 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !94, file: !95, line: 35, baseType: !103, size: 16, offset: 176)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !94, file: !95, line: 36, baseType: !106, size: 128, offset: 192)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !17, line: 55, baseType: !107)
!107 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !17, line: 51, size: 128, elements: !108)
!108 = !{!109, !111}
!109 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !107, file: !17, line: 53, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !107, file: !17, line: 54, baseType: !110, size: 64, offset: 64)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !91, file: !12, line: 70, baseType: !113, size: 320)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 320, elements: !114)
!114 = !{!115}
!115 = !DISubrange(count: 40)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !91, file: !12, line: 71, baseType: !7, size: 64)
!117 = !{i32 7, !"Dwarf Version", i32 5}
!118 = !{i32 2, !"Debug Info Version", i32 3}
!119 = !{i32 1, !"wchar_size", i32 4}
!120 = !{i32 8, !"PIC Level", i32 2}
!121 = !{i32 7, !"PIE Level", i32 2}
!122 = !{i32 7, !"uwtable", i32 2}
!123 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!124 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!125 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 102, type: !126, scopeLine: 103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !128)
!126 = !DISubroutineType(types: !127)
!127 = !{!6}
!128 = !{!129, !133, !135, !137, !139, !141}
!129 = !DILocalVariable(name: "p", scope: !125, file: !3, line: 104, type: !130)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !131, size: 64, elements: !51)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !12, line: 27, baseType: !132)
!132 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!133 = !DILocalVariable(name: "c", scope: !125, file: !3, line: 104, type: !134)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !131, size: 128, elements: !35)
!135 = !DILocalVariable(name: "i", scope: !136, file: !3, line: 105, type: !7)
!136 = distinct !DILexicalBlock(scope: !125, file: !3, line: 105, column: 5)
!137 = !DILocalVariable(name: "i", scope: !138, file: !3, line: 107, type: !6)
!138 = distinct !DILexicalBlock(scope: !125, file: !3, line: 107, column: 5)
!139 = !DILocalVariable(name: "i", scope: !140, file: !3, line: 109, type: !6)
!140 = distinct !DILexicalBlock(scope: !125, file: !3, line: 109, column: 5)
!141 = !DILocalVariable(name: "i", scope: !142, file: !3, line: 111, type: !6)
!142 = distinct !DILexicalBlock(scope: !125, file: !3, line: 111, column: 5)
!143 = distinct !DIAssignID()
!144 = !DILocation(line: 0, scope: !125)
!145 = distinct !DIAssignID()
!146 = !DILocation(line: 104, column: 5, scope: !125)
!147 = !DILocation(line: 0, scope: !136)
!148 = !DILocation(line: 106, column: 9, scope: !149)
!149 = distinct !DILexicalBlock(scope: !136, file: !3, line: 105, column: 5)
!150 = !DILocation(line: 0, scope: !138)
!151 = !DILocation(line: 108, column: 9, scope: !152)
!152 = distinct !DILexicalBlock(scope: !138, file: !3, line: 107, column: 5)
!153 = !DILocation(line: 108, column: 25, scope: !152)
!154 = !DILocation(line: 0, scope: !140)
!155 = !DILocation(line: 110, column: 22, scope: !156)
!156 = distinct !DILexicalBlock(scope: !140, file: !3, line: 109, column: 5)
!157 = !{!158, !158, i64 0}
!158 = !{!"long", !159, i64 0}
!159 = !{!"omnipotent char", !160, i64 0}
!160 = !{!"Simple C/C++ TBAA"}
!161 = !DILocation(line: 110, column: 9, scope: !156)
!162 = !DILocation(line: 0, scope: !142)
!163 = !DILocation(line: 112, column: 22, scope: !164)
!164 = distinct !DILexicalBlock(scope: !142, file: !3, line: 111, column: 5)
!165 = !DILocation(line: 112, column: 9, scope: !164)
!166 = !DILocation(line: 114, column: 1, scope: !125)
!167 = !DILocation(line: 113, column: 5, scope: !125)
!168 = !DISubprogram(name: "pthread_create", scope: !169, file: !169, line: 202, type: !170, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!170 = !DISubroutineType(types: !171)
!171 = !{!6, !172, !174, !185, !188}
!172 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !173)
!173 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !175)
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !176, size: 64)
!176 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !177)
!177 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !12, line: 62, baseType: !178)
!178 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !12, line: 56, size: 448, elements: !179)
!179 = !{!180, !184}
!180 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !178, file: !12, line: 58, baseType: !181, size: 448)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 448, elements: !182)
!182 = !{!183}
!183 = !DISubrange(count: 56)
!184 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !178, file: !12, line: 59, baseType: !7, size: 64)
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !186, size: 64)
!186 = !DISubroutineType(types: !187)
!187 = !{!5, !5}
!188 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!189 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 84, type: !186, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !190)
!190 = !{!191, !192}
!191 = !DILocalVariable(name: "arg", arg: 1, scope: !189, file: !3, line: 84, type: !5)
!192 = !DILocalVariable(name: "id", scope: !189, file: !3, line: 86, type: !6)
!193 = !DILocation(line: 0, scope: !189)
!194 = !DILocation(line: 86, column: 19, scope: !189)
!195 = !DILocation(line: 86, column: 14, scope: !189)
!196 = !DILocation(line: 87, column: 5, scope: !189)
!197 = !DILocalVariable(name: "v", arg: 1, scope: !198, file: !3, line: 56, type: !6)
!198 = distinct !DISubprogram(name: "put", scope: !3, file: !3, line: 56, type: !199, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !201)
!199 = !DISubroutineType(types: !200)
!200 = !{null, !6}
!201 = !{!197}
!202 = !DILocation(line: 0, scope: !198, inlinedAt: !203)
!203 = distinct !DILocation(line: 88, column: 9, scope: !204)
!204 = distinct !DILexicalBlock(scope: !205, file: !3, line: 87, column: 5)
!205 = distinct !DILexicalBlock(scope: !189, file: !3, line: 87, column: 5)
!206 = !DILocation(line: 58, column: 5, scope: !198, inlinedAt: !203)
!207 = !DILocation(line: 59, column: 17, scope: !198, inlinedAt: !203)
!208 = !{!209, !209, i64 0}
!209 = !{!"int", !159, i64 0}
!210 = !DILocation(line: 59, column: 23, scope: !198, inlinedAt: !203)
!211 = !DILocation(line: 59, column: 5, scope: !198, inlinedAt: !203)
!212 = !DILocation(line: 60, column: 9, scope: !198, inlinedAt: !203)
!213 = distinct !{!213, !211, !214, !215}
!214 = !DILocation(line: 60, column: 40, scope: !198, inlinedAt: !203)
!215 = !{!"llvm.loop.mustprogress"}
!216 = !DILocation(line: 61, column: 5, scope: !217, inlinedAt: !203)
!217 = distinct !DILexicalBlock(scope: !218, file: !3, line: 61, column: 5)
!218 = distinct !DILexicalBlock(scope: !198, file: !3, line: 61, column: 5)
!219 = !DILocation(line: 61, column: 5, scope: !218, inlinedAt: !203)
!220 = !DILocation(line: 62, column: 9, scope: !198, inlinedAt: !203)
!221 = !DILocation(line: 62, column: 5, scope: !198, inlinedAt: !203)
!222 = !DILocation(line: 62, column: 15, scope: !198, inlinedAt: !203)
!223 = !DILocation(line: 63, column: 10, scope: !198, inlinedAt: !203)
!224 = !DILocation(line: 64, column: 10, scope: !198, inlinedAt: !203)
!225 = !DILocation(line: 65, column: 5, scope: !198, inlinedAt: !203)
!226 = !DILocation(line: 66, column: 5, scope: !198, inlinedAt: !203)
!227 = !DILocation(line: 87, column: 5, scope: !204)
!228 = distinct !{!228, !229, !230}
!229 = !DILocation(line: 87, column: 5, scope: !205)
!230 = !DILocation(line: 88, column: 19, scope: !205)
!231 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 92, type: !186, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !232)
!232 = !{!233, !234}
!233 = !DILocalVariable(name: "arg", arg: 1, scope: !231, file: !3, line: 92, type: !5)
!234 = !DILocalVariable(name: "v", scope: !235, file: !3, line: 96, type: !6)
!235 = distinct !DILexicalBlock(scope: !236, file: !3, line: 95, column: 14)
!236 = distinct !DILexicalBlock(scope: !237, file: !3, line: 95, column: 5)
!237 = distinct !DILexicalBlock(scope: !231, file: !3, line: 95, column: 5)
!238 = !DILocation(line: 0, scope: !231)
!239 = !DILocation(line: 95, column: 5, scope: !231)
!240 = !DILocation(line: 71, column: 5, scope: !241, inlinedAt: !244)
!241 = distinct !DISubprogram(name: "get", scope: !3, file: !3, line: 69, type: !126, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !242)
!242 = !{!243}
!243 = !DILocalVariable(name: "v", scope: !241, file: !3, line: 75, type: !6)
!244 = distinct !DILocation(line: 96, column: 17, scope: !235)
!245 = !DILocation(line: 72, column: 17, scope: !241, inlinedAt: !244)
!246 = !DILocation(line: 72, column: 23, scope: !241, inlinedAt: !244)
!247 = !DILocation(line: 72, column: 5, scope: !241, inlinedAt: !244)
!248 = !DILocation(line: 73, column: 9, scope: !241, inlinedAt: !244)
!249 = distinct !{!249, !247, !250, !215}
!250 = !DILocation(line: 73, column: 41, scope: !241, inlinedAt: !244)
!251 = !DILocation(line: 74, column: 5, scope: !252, inlinedAt: !244)
!252 = distinct !DILexicalBlock(scope: !253, file: !3, line: 74, column: 5)
!253 = distinct !DILexicalBlock(scope: !241, file: !3, line: 74, column: 5)
!254 = !DILocation(line: 74, column: 5, scope: !253, inlinedAt: !244)
!255 = !DILocation(line: 75, column: 17, scope: !241, inlinedAt: !244)
!256 = !DILocation(line: 75, column: 13, scope: !241, inlinedAt: !244)
!257 = !DILocation(line: 0, scope: !241, inlinedAt: !244)
!258 = !DILocation(line: 76, column: 15, scope: !241, inlinedAt: !244)
!259 = !DILocation(line: 77, column: 10, scope: !241, inlinedAt: !244)
!260 = !DILocation(line: 78, column: 10, scope: !241, inlinedAt: !244)
!261 = !DILocation(line: 79, column: 5, scope: !241, inlinedAt: !244)
!262 = !DILocation(line: 80, column: 5, scope: !241, inlinedAt: !244)
!263 = !DILocation(line: 0, scope: !235)
!264 = !DILocation(line: 97, column: 9, scope: !265)
!265 = distinct !DILexicalBlock(scope: !266, file: !3, line: 97, column: 9)
!266 = distinct !DILexicalBlock(scope: !235, file: !3, line: 97, column: 9)
!267 = distinct !{!267, !268, !269}
!268 = !DILocation(line: 95, column: 5, scope: !237)
!269 = !DILocation(line: 98, column: 5, scope: !237)
!270 = !DISubprogram(name: "pthread_join", scope: !169, file: !169, line: 219, type: !271, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!271 = !DISubroutineType(types: !272)
!272 = !{!6, !131, !273}
!273 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!274 = !DISubprogram(name: "pthread_mutex_lock", scope: !169, file: !169, line: 794, type: !275, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!275 = !DISubroutineType(types: !276)
!276 = !{!6, !277}
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!278 = !DISubprogram(name: "pthread_cond_wait", scope: !169, file: !169, line: 1133, type: !279, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!279 = !DISubroutineType(types: !280)
!280 = !{!6, !281, !283}
!281 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !282)
!282 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!283 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !277)
!284 = !DISubprogram(name: "__assert_fail", scope: !285, file: !285, line: 69, type: !286, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!285 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!286 = !DISubroutineType(types: !287)
!287 = !{null, !288, !288, !30, !288}
!288 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!289 = !DISubprogram(name: "pthread_cond_broadcast", scope: !169, file: !169, line: 1125, type: !290, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!290 = !DISubroutineType(types: !291)
!291 = !{!6, !282}
!292 = !DISubprogram(name: "pthread_mutex_unlock", scope: !169, file: !169, line: 835, type: !275, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
