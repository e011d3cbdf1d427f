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
@not_full = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !9
@not_empty = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !48
@buf = dso_local local_unnamed_addr global [1 x i32] zeroinitializer, align 4, !dbg !50
@head = dso_local local_unnamed_addr global i32 0, align 4, !dbg !55
@tail = dso_local local_unnamed_addr global i32 0, align 4, !dbg !57
@count = dso_local local_unnamed_addr global i32 0, align 4, !dbg !59
@.str = private unnamed_addr constant [14 x i8] c"count < QSIZE\00", align 1, !dbg !61
@.str.1 = private unnamed_addr constant [11 x i8] c"prodcons.c\00", align 1, !dbg !66
@__PRETTY_FUNCTION__.put = private unnamed_addr constant [14 x i8] c"void put(int)\00", align 1, !dbg !71
@.str.2 = private unnamed_addr constant [21 x i8] c"v >= 1 && v <= NPROD\00", align 1, !dbg !75
@__PRETTY_FUNCTION__.consumer = private unnamed_addr constant [23 x i8] c"void *consumer(void *)\00", align 1, !dbg !80
@.str.3 = private unnamed_addr constant [10 x i8] c"count > 0\00", align 1, !dbg !85
@__PRETTY_FUNCTION__.get = private unnamed_addr constant [14 x i8] c"int get(void)\00", align 1, !dbg !90

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !127 {
  %1 = alloca [1 x i64], align 8, !DIAssignID !145
    #dbg_assign(i1 undef, !131, !DIExpression(), !145, ptr %1, !DIExpression(), !146)
  %2 = alloca [2 x i64], align 16, !DIAssignID !147
    #dbg_assign(i1 undef, !135, !DIExpression(), !147, ptr %2, !DIExpression(), !146)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !148
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #6, !dbg !148
    #dbg_value(i64 0, !137, !DIExpression(), !149)
    #dbg_value(i64 poison, !137, !DIExpression(), !149)
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @producer, ptr noundef null) #6, !dbg !150
    #dbg_value(i64 1, !137, !DIExpression(), !149)
    #dbg_value(i64 poison, !137, !DIExpression(), !149)
    #dbg_value(i32 0, !139, !DIExpression(), !152)
    #dbg_value(i64 0, !139, !DIExpression(), !152)
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @consumer, ptr noundef null) #6, !dbg !153
    #dbg_value(i64 1, !139, !DIExpression(), !152)
  %5 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !155
  %6 = call i32 @pthread_create(ptr noundef nonnull %5, ptr noundef null, ptr noundef nonnull @consumer, ptr noundef null) #6, !dbg !153
    #dbg_value(i64 2, !139, !DIExpression(), !152)
    #dbg_value(i32 poison, !141, !DIExpression(), !156)
  %7 = load i64, ptr %1, align 8, !dbg !157, !tbaa !159
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !163
    #dbg_value(i32 0, !143, !DIExpression(), !164)
    #dbg_value(i64 0, !143, !DIExpression(), !164)
  %9 = load i64, ptr %2, align 16, !dbg !165, !tbaa !159
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #6, !dbg !167
    #dbg_value(i64 1, !143, !DIExpression(), !164)
  %11 = load i64, ptr %5, align 8, !dbg !165, !tbaa !159
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !167
    #dbg_value(i64 2, !143, !DIExpression(), !164)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #6, !dbg !168
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !168
  ret i32 0, !dbg !169
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !170 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind uwtable
define internal noalias noundef nonnull ptr @producer(ptr noundef %0) #3 !dbg !191 {
    #dbg_value(ptr %0, !193, !DIExpression(), !195)
  %2 = ptrtoint ptr %0 to i64, !dbg !196
  %3 = trunc i64 %2 to i32, !dbg !197
    #dbg_value(i32 %3, !194, !DIExpression(), !195)
  %4 = add nsw i32 %3, 1
  br label %5, !dbg !198

5:                                                ; preds = %16, %1
    #dbg_value(i32 %4, !199, !DIExpression(), !204)
  %6 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !208
  %7 = load i32, ptr @count, align 4, !dbg !209, !tbaa !211
  %8 = icmp eq i32 %7, 1, !dbg !213
  br i1 %8, label %9, label %12, !dbg !214

9:                                                ; preds = %5
  %10 = tail call i32 @pthread_cond_wait(ptr noundef nonnull @not_full, ptr noundef nonnull @m) #6, !dbg !215
  %11 = load i32, ptr @count, align 4, !dbg !216, !tbaa !211
  br label %12, !dbg !215

12:                                               ; preds = %9, %5
  %13 = phi i32 [ %11, %9 ], [ %7, %5 ], !dbg !216
  %14 = icmp slt i32 %13, 1, !dbg !216
  br i1 %14, label %16, label %15, !dbg !219

15:                                               ; preds = %12
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 61, ptr noundef nonnull @__PRETTY_FUNCTION__.put) #7, !dbg !216
  unreachable, !dbg !216

16:                                               ; preds = %12
  %17 = load i32, ptr @tail, align 4, !dbg !220, !tbaa !211
  %18 = sext i32 %17 to i64, !dbg !221
  %19 = getelementptr inbounds [1 x i32], ptr @buf, i64 0, i64 %18, !dbg !221
  store i32 %4, ptr %19, align 4, !dbg !222, !tbaa !211
  store i32 0, ptr @tail, align 4, !dbg !223, !tbaa !211
  %20 = add nsw i32 %13, 1, !dbg !224
  store i32 %20, ptr @count, align 4, !dbg !224, !tbaa !211
  %21 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @not_empty) #6, !dbg !225
  %22 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !226
  br label %5, !dbg !227, !llvm.loop !228
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind uwtable
define internal noalias noundef nonnull ptr @consumer(ptr nocapture readnone %0) #3 !dbg !231 {
    #dbg_value(ptr poison, !233, !DIExpression(), !238)
  br label %2, !dbg !239

2:                                                ; preds = %13, %1
  %3 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !240
  %4 = load i32, ptr @count, align 4, !dbg !245, !tbaa !211
  %5 = icmp eq i32 %4, 0, !dbg !247
  br i1 %5, label %6, label %9, !dbg !248

6:                                                ; preds = %2
  %7 = tail call i32 @pthread_cond_wait(ptr noundef nonnull @not_empty, ptr noundef nonnull @m) #6, !dbg !249
  %8 = load i32, ptr @count, align 4, !dbg !250, !tbaa !211
  br label %9, !dbg !249

9:                                                ; preds = %6, %2
  %10 = phi i32 [ %8, %6 ], [ %4, %2 ], !dbg !250
  %11 = icmp sgt i32 %10, 0, !dbg !250
  br i1 %11, label %13, label %12, !dbg !253

12:                                               ; preds = %9
  tail call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 74, ptr noundef nonnull @__PRETTY_FUNCTION__.get) #7, !dbg !250
  unreachable, !dbg !250

13:                                               ; preds = %9
  %14 = load i32, ptr @head, align 4, !dbg !254, !tbaa !211
  %15 = sext i32 %14 to i64, !dbg !255
  %16 = getelementptr inbounds [1 x i32], ptr @buf, i64 0, i64 %15, !dbg !255
  %17 = load i32, ptr %16, align 4, !dbg !255, !tbaa !211
    #dbg_value(i32 %17, !243, !DIExpression(), !256)
  store i32 0, ptr %16, align 4, !dbg !257, !tbaa !211
  store i32 0, ptr @head, align 4, !dbg !258, !tbaa !211
  %18 = add nsw i32 %10, -1, !dbg !259
  store i32 %18, ptr @count, align 4, !dbg !259, !tbaa !211
  %19 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @not_full) #6, !dbg !260
  %20 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !261
    #dbg_value(i32 %17, !234, !DIExpression(), !262)
  %21 = icmp eq i32 %17, 1, !dbg !263
  br i1 %21, label %2, label %22, !dbg !263, !llvm.loop !266

22:                                               ; preds = %13
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 97, ptr noundef nonnull @__PRETTY_FUNCTION__.consumer) #7, !dbg !263
  unreachable, !dbg !263
}

declare !dbg !269 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !273 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #2

declare !dbg !277 i32 @pthread_cond_wait(ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !283 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare !dbg !288 i32 @pthread_cond_signal(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !291 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!119, !120, !121, !122, !123, !124, !125}
!llvm.ident = !{!126}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 38, type: !92, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "prodcons.c", directory: ".", checksumkind: CSK_MD5, checksum: "26f03697fe948f0b01f87aa88b336218")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !{!0, !9, !48, !50, !55, !57, !59, !61, !66, !71, !75, !80, !85, !90}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "not_full", scope: !2, file: !3, line: 49, type: !11, isLocal: false, isDefinition: true)
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
!49 = distinct !DIGlobalVariable(name: "not_empty", scope: !2, file: !3, line: 50, type: !11, isLocal: false, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 36, type: !52, isLocal: false, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 32, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 1)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "head", scope: !2, file: !3, line: 37, type: !6, isLocal: false, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "tail", scope: !2, file: !3, line: 37, type: !6, isLocal: false, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 37, type: !6, isLocal: false, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 112, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 14)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 88, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 11)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 112, elements: !64)
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !43)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 97, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 168, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 21)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 97, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !74, size: 184, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 23)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 80, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 10)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !3, line: 74, type: !73, isLocal: true, isDefinition: true)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !12, line: 72, baseType: !93)
!93 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !12, line: 67, size: 320, elements: !94)
!94 = !{!95, !114, !118}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !93, file: !12, line: 69, baseType: !96, size: 320)
!96 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !97, line: 22, size: 320, elements: !98)
!97 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!98 = !{!99, !100, !101, !102, !103, !104, !106, !107}
!99 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !96, file: !97, line: 24, baseType: !6, size: 32)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !96, file: !97, line: 25, baseType: !30, size: 32, offset: 32)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !96, file: !97, line: 26, baseType: !6, size: 32, offset: 64)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !96, file: !97, line: 28, baseType: !30, size: 32, offset: 96)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !96, file: !97, line: 32, baseType: !6, size: 32, offset: 128)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !96, file: !97, line: 34, baseType: !105, size: 16, offset: 160)
!105 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !96, file: !97, line: 35, baseType: !105, size: 16, offset: 176)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !96, file: !97, line: 36, baseType: !108, size: 128, offset: 192)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !17, line: 55, baseType: !109)
!109 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !17, line: 51, size: 128, elements: !110)
!110 = !{!111, !113}
!111 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !109, file: !17, line: 53, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !109, file: !17, line: 54, baseType: !112, size: 64, offset: 64)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !93, file: !12, line: 70, baseType: !115, size: 320)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 320, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: 40)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !93, file: !12, line: 71, baseType: !7, size: 64)
!119 = !{i32 7, !"Dwarf Version", i32 5}
!120 = !{i32 2, !"Debug Info Version", i32 3}
!121 = !{i32 1, !"wchar_size", i32 4}
!122 = !{i32 8, !"PIC Level", i32 2}
!123 = !{i32 7, !"PIE Level", i32 2}
!124 = !{i32 7, !"uwtable", i32 2}
!125 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!126 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!127 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 102, type: !128, scopeLine: 103, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !130)
!128 = !DISubroutineType(types: !129)
!129 = !{!6}
!130 = !{!131, !135, !137, !139, !141, !143}
!131 = !DILocalVariable(name: "p", scope: !127, file: !3, line: 104, type: !132)
!132 = !DICompositeType(tag: DW_TAG_array_type, baseType: !133, size: 64, elements: !53)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !12, line: 27, baseType: !134)
!134 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!135 = !DILocalVariable(name: "c", scope: !127, file: !3, line: 104, type: !136)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !133, size: 128, elements: !35)
!137 = !DILocalVariable(name: "i", scope: !138, file: !3, line: 105, type: !7)
!138 = distinct !DILexicalBlock(scope: !127, file: !3, line: 105, column: 5)
!139 = !DILocalVariable(name: "i", scope: !140, file: !3, line: 107, type: !6)
!140 = distinct !DILexicalBlock(scope: !127, file: !3, line: 107, column: 5)
!141 = !DILocalVariable(name: "i", scope: !142, file: !3, line: 109, type: !6)
!142 = distinct !DILexicalBlock(scope: !127, file: !3, line: 109, column: 5)
!143 = !DILocalVariable(name: "i", scope: !144, file: !3, line: 111, type: !6)
!144 = distinct !DILexicalBlock(scope: !127, file: !3, line: 111, column: 5)
!145 = distinct !DIAssignID()
!146 = !DILocation(line: 0, scope: !127)
!147 = distinct !DIAssignID()
!148 = !DILocation(line: 104, column: 5, scope: !127)
!149 = !DILocation(line: 0, scope: !138)
!150 = !DILocation(line: 106, column: 9, scope: !151)
!151 = distinct !DILexicalBlock(scope: !138, file: !3, line: 105, column: 5)
!152 = !DILocation(line: 0, scope: !140)
!153 = !DILocation(line: 108, column: 9, scope: !154)
!154 = distinct !DILexicalBlock(scope: !140, file: !3, line: 107, column: 5)
!155 = !DILocation(line: 108, column: 25, scope: !154)
!156 = !DILocation(line: 0, scope: !142)
!157 = !DILocation(line: 110, column: 22, scope: !158)
!158 = distinct !DILexicalBlock(scope: !142, file: !3, line: 109, column: 5)
!159 = !{!160, !160, i64 0}
!160 = !{!"long", !161, i64 0}
!161 = !{!"omnipotent char", !162, i64 0}
!162 = !{!"Simple C/C++ TBAA"}
!163 = !DILocation(line: 110, column: 9, scope: !158)
!164 = !DILocation(line: 0, scope: !144)
!165 = !DILocation(line: 112, column: 22, scope: !166)
!166 = distinct !DILexicalBlock(scope: !144, file: !3, line: 111, column: 5)
!167 = !DILocation(line: 112, column: 9, scope: !166)
!168 = !DILocation(line: 114, column: 1, scope: !127)
!169 = !DILocation(line: 113, column: 5, scope: !127)
!170 = !DISubprogram(name: "pthread_create", scope: !171, file: !171, line: 202, type: !172, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!171 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!172 = !DISubroutineType(types: !173)
!173 = !{!6, !174, !176, !187, !190}
!174 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !175)
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !133, size: 64)
!176 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !177)
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !178, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !179)
!179 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !12, line: 62, baseType: !180)
!180 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !12, line: 56, size: 448, elements: !181)
!181 = !{!182, !186}
!182 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !180, file: !12, line: 58, baseType: !183, size: 448)
!183 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 448, elements: !184)
!184 = !{!185}
!185 = !DISubrange(count: 56)
!186 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !180, file: !12, line: 59, baseType: !7, size: 64)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!188 = !DISubroutineType(types: !189)
!189 = !{!5, !5}
!190 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!191 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 84, type: !188, scopeLine: 85, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !192)
!192 = !{!193, !194}
!193 = !DILocalVariable(name: "arg", arg: 1, scope: !191, file: !3, line: 84, type: !5)
!194 = !DILocalVariable(name: "id", scope: !191, file: !3, line: 86, type: !6)
!195 = !DILocation(line: 0, scope: !191)
!196 = !DILocation(line: 86, column: 19, scope: !191)
!197 = !DILocation(line: 86, column: 14, scope: !191)
!198 = !DILocation(line: 87, column: 5, scope: !191)
!199 = !DILocalVariable(name: "v", arg: 1, scope: !200, file: !3, line: 56, type: !6)
!200 = distinct !DISubprogram(name: "put", scope: !3, file: !3, line: 56, type: !201, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !203)
!201 = !DISubroutineType(types: !202)
!202 = !{null, !6}
!203 = !{!199}
!204 = !DILocation(line: 0, scope: !200, inlinedAt: !205)
!205 = distinct !DILocation(line: 88, column: 9, scope: !206)
!206 = distinct !DILexicalBlock(scope: !207, file: !3, line: 87, column: 5)
!207 = distinct !DILexicalBlock(scope: !191, file: !3, line: 87, column: 5)
!208 = !DILocation(line: 58, column: 5, scope: !200, inlinedAt: !205)
!209 = !DILocation(line: 59, column: 17, scope: !210, inlinedAt: !205)
!210 = distinct !DILexicalBlock(scope: !200, file: !3, line: 59, column: 17)
!211 = !{!212, !212, i64 0}
!212 = !{!"int", !161, i64 0}
!213 = !DILocation(line: 59, column: 23, scope: !210, inlinedAt: !205)
!214 = !DILocation(line: 59, column: 17, scope: !200, inlinedAt: !205)
!215 = !DILocation(line: 60, column: 9, scope: !210, inlinedAt: !205)
!216 = !DILocation(line: 61, column: 5, scope: !217, inlinedAt: !205)
!217 = distinct !DILexicalBlock(scope: !218, file: !3, line: 61, column: 5)
!218 = distinct !DILexicalBlock(scope: !200, file: !3, line: 61, column: 5)
!219 = !DILocation(line: 61, column: 5, scope: !218, inlinedAt: !205)
!220 = !DILocation(line: 62, column: 9, scope: !200, inlinedAt: !205)
!221 = !DILocation(line: 62, column: 5, scope: !200, inlinedAt: !205)
!222 = !DILocation(line: 62, column: 15, scope: !200, inlinedAt: !205)
!223 = !DILocation(line: 63, column: 10, scope: !200, inlinedAt: !205)
!224 = !DILocation(line: 64, column: 10, scope: !200, inlinedAt: !205)
!225 = !DILocation(line: 65, column: 5, scope: !200, inlinedAt: !205)
!226 = !DILocation(line: 66, column: 5, scope: !200, inlinedAt: !205)
!227 = !DILocation(line: 87, column: 5, scope: !206)
!228 = distinct !{!228, !229, !230}
!229 = !DILocation(line: 87, column: 5, scope: !207)
!230 = !DILocation(line: 88, column: 19, scope: !207)
!231 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 92, type: !188, scopeLine: 93, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !232)
!232 = !{!233, !234}
!233 = !DILocalVariable(name: "arg", arg: 1, scope: !231, file: !3, line: 92, type: !5)
!234 = !DILocalVariable(name: "v", scope: !235, file: !3, line: 96, type: !6)
!235 = distinct !DILexicalBlock(scope: !236, file: !3, line: 95, column: 14)
!236 = distinct !DILexicalBlock(scope: !237, file: !3, line: 95, column: 5)
!237 = distinct !DILexicalBlock(scope: !231, file: !3, line: 95, column: 5)
!238 = !DILocation(line: 0, scope: !231)
!239 = !DILocation(line: 95, column: 5, scope: !231)
!240 = !DILocation(line: 71, column: 5, scope: !241, inlinedAt: !244)
!241 = distinct !DISubprogram(name: "get", scope: !3, file: !3, line: 69, type: !128, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !242)
!242 = !{!243}
!243 = !DILocalVariable(name: "v", scope: !241, file: !3, line: 75, type: !6)
!244 = distinct !DILocation(line: 96, column: 17, scope: !235)
!245 = !DILocation(line: 72, column: 17, scope: !246, inlinedAt: !244)
!246 = distinct !DILexicalBlock(scope: !241, file: !3, line: 72, column: 17)
!247 = !DILocation(line: 72, column: 23, scope: !246, inlinedAt: !244)
!248 = !DILocation(line: 72, column: 17, scope: !241, inlinedAt: !244)
!249 = !DILocation(line: 73, column: 9, scope: !246, inlinedAt: !244)
!250 = !DILocation(line: 74, column: 5, scope: !251, inlinedAt: !244)
!251 = distinct !DILexicalBlock(scope: !252, file: !3, line: 74, column: 5)
!252 = distinct !DILexicalBlock(scope: !241, file: !3, line: 74, column: 5)
!253 = !DILocation(line: 74, column: 5, scope: !252, inlinedAt: !244)
!254 = !DILocation(line: 75, column: 17, scope: !241, inlinedAt: !244)
!255 = !DILocation(line: 75, column: 13, scope: !241, inlinedAt: !244)
!256 = !DILocation(line: 0, scope: !241, inlinedAt: !244)
!257 = !DILocation(line: 76, column: 15, scope: !241, inlinedAt: !244)
!258 = !DILocation(line: 77, column: 10, scope: !241, inlinedAt: !244)
!259 = !DILocation(line: 78, column: 10, scope: !241, inlinedAt: !244)
!260 = !DILocation(line: 79, column: 5, scope: !241, inlinedAt: !244)
!261 = !DILocation(line: 80, column: 5, scope: !241, inlinedAt: !244)
!262 = !DILocation(line: 0, scope: !235)
!263 = !DILocation(line: 97, column: 9, scope: !264)
!264 = distinct !DILexicalBlock(scope: !265, file: !3, line: 97, column: 9)
!265 = distinct !DILexicalBlock(scope: !235, file: !3, line: 97, column: 9)
!266 = distinct !{!266, !267, !268}
!267 = !DILocation(line: 95, column: 5, scope: !237)
!268 = !DILocation(line: 98, column: 5, scope: !237)
!269 = !DISubprogram(name: "pthread_join", scope: !171, file: !171, line: 219, type: !270, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!270 = !DISubroutineType(types: !271)
!271 = !{!6, !133, !272}
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!273 = !DISubprogram(name: "pthread_mutex_lock", scope: !171, file: !171, line: 794, type: !274, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!274 = !DISubroutineType(types: !275)
!275 = !{!6, !276}
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!277 = !DISubprogram(name: "pthread_cond_wait", scope: !171, file: !171, line: 1133, type: !278, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!278 = !DISubroutineType(types: !279)
!279 = !{!6, !280, !282}
!280 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !281)
!281 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!282 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !276)
!283 = !DISubprogram(name: "__assert_fail", scope: !284, file: !284, line: 69, type: !285, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!284 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!285 = !DISubroutineType(types: !286)
!286 = !{null, !287, !287, !30, !287}
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!288 = !DISubprogram(name: "pthread_cond_signal", scope: !171, file: !171, line: 1121, type: !289, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!289 = !DISubroutineType(types: !290)
!290 = !{!6, !281}
!291 = !DISubprogram(name: "pthread_mutex_unlock", scope: !171, file: !171, line: 835, type: !274, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
