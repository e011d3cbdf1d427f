; ModuleID = 'semaphore.c'
source_filename = "semaphore.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.sem_t = type { i64, [24 x i8] }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@empty = dso_local global %union.sem_t zeroinitializer, align 8, !dbg !42
@buf = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !32
@in = dso_local local_unnamed_addr global i32 0, align 4, !dbg !38
@full = dso_local global %union.sem_t zeroinitializer, align 8, !dbg !54
@.str = private unnamed_addr constant [44 x i8] c"sem_trywait(&full) == -1 && errno == EAGAIN\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [12 x i8] c"semaphore.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@out = dso_local local_unnamed_addr global i32 0, align 4, !dbg !40
@.str.2 = private unnamed_addr constant [14 x i8] c"buf[out] == i\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [11 x i8] c"v == SLOTS\00", align 1, !dbg !27

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @producer(ptr nocapture readnone %0) #0 !dbg !94 {
    #dbg_value(ptr poison, !99, !DIExpression(), !102)
    #dbg_value(i32 1, !100, !DIExpression(), !103)
    #dbg_value(i32 1, !100, !DIExpression(), !103)
  %2 = tail call i32 @sem_wait(ptr noundef nonnull @empty) #6, !dbg !104
  %3 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !107
  %4 = load i32, ptr @in, align 4, !dbg !108, !tbaa !109
  %5 = sext i32 %4 to i64, !dbg !113
  %6 = getelementptr inbounds [2 x i32], ptr @buf, i64 0, i64 %5, !dbg !113
  store i32 1, ptr %6, align 4, !dbg !114, !tbaa !109
  %7 = add nsw i32 %4, 1, !dbg !115
  %8 = srem i32 %7, 2, !dbg !116
  store i32 %8, ptr @in, align 4, !dbg !117, !tbaa !109
  %9 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !118
  %10 = tail call i32 @sem_post(ptr noundef nonnull @full) #6, !dbg !119
    #dbg_value(i32 2, !100, !DIExpression(), !103)
  %11 = tail call i32 @sem_wait(ptr noundef nonnull @empty) #6, !dbg !104
  %12 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !107
  %13 = load i32, ptr @in, align 4, !dbg !108, !tbaa !109
  %14 = sext i32 %13 to i64, !dbg !113
  %15 = getelementptr inbounds [2 x i32], ptr @buf, i64 0, i64 %14, !dbg !113
  store i32 2, ptr %15, align 4, !dbg !114, !tbaa !109
  %16 = add nsw i32 %13, 1, !dbg !115
  %17 = srem i32 %16, 2, !dbg !116
  store i32 %17, ptr @in, align 4, !dbg !117, !tbaa !109
  %18 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !118
  %19 = tail call i32 @sem_post(ptr noundef nonnull @full) #6, !dbg !119
    #dbg_value(i32 3, !100, !DIExpression(), !103)
  %20 = tail call i32 @sem_wait(ptr noundef nonnull @empty) #6, !dbg !104
  %21 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !107
  %22 = load i32, ptr @in, align 4, !dbg !108, !tbaa !109
  %23 = sext i32 %22 to i64, !dbg !113
  %24 = getelementptr inbounds [2 x i32], ptr @buf, i64 0, i64 %23, !dbg !113
  store i32 3, ptr %24, align 4, !dbg !114, !tbaa !109
  %25 = add nsw i32 %22, 1, !dbg !115
  %26 = srem i32 %25, 2, !dbg !116
  store i32 %26, ptr @in, align 4, !dbg !117, !tbaa !109
  %27 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !118
  %28 = tail call i32 @sem_post(ptr noundef nonnull @full) #6, !dbg !119
    #dbg_value(i32 4, !100, !DIExpression(), !103)
  ret ptr null, !dbg !120
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !121 i32 @sem_wait(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !126 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !131 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !132 i32 @sem_post(ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !133 {
  %1 = alloca i64, align 8, !DIAssignID !143
    #dbg_assign(i1 undef, !137, !DIExpression(), !143, ptr %1, !DIExpression(), !144)
  %2 = alloca i32, align 4, !DIAssignID !145
    #dbg_assign(i1 undef, !142, !DIExpression(), !145, ptr %2, !DIExpression(), !144)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !146
  %3 = tail call i32 @sem_init(ptr noundef nonnull @empty, i32 noundef 0, i32 noundef 2) #6, !dbg !147
  %4 = tail call i32 @sem_init(ptr noundef nonnull @full, i32 noundef 0, i32 noundef 0) #6, !dbg !148
  %5 = tail call i32 @sem_trywait(ptr noundef nonnull @full) #6, !dbg !149
  %6 = icmp eq i32 %5, -1, !dbg !149
  br i1 %6, label %7, label %11, !dbg !149

7:                                                ; preds = %0
  %8 = tail call ptr @__errno_location() #7, !dbg !149
  %9 = load i32, ptr %8, align 4, !dbg !149, !tbaa !109
  %10 = icmp eq i32 %9, 11, !dbg !149
  br i1 %10, label %12, label %11, !dbg !152

11:                                               ; preds = %7, %0
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 34, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !149
  unreachable, !dbg !149

12:                                               ; preds = %7
  %13 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @producer, ptr noundef null) #6, !dbg !153
    #dbg_value(i32 1, !140, !DIExpression(), !154)
    #dbg_value(i32 1, !140, !DIExpression(), !154)
  %14 = call i32 @sem_wait(ptr noundef nonnull @full) #6, !dbg !155
  %15 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !158
  %16 = load i32, ptr @out, align 4, !dbg !159, !tbaa !109
  %17 = sext i32 %16 to i64, !dbg !159
  %18 = getelementptr inbounds [2 x i32], ptr @buf, i64 0, i64 %17, !dbg !159
  %19 = load i32, ptr %18, align 4, !dbg !159, !tbaa !109
  %20 = icmp eq i32 %19, 1, !dbg !159
  br i1 %20, label %22, label %21, !dbg !162

21:                                               ; preds = %34, %22, %12
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 39, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !159
  unreachable, !dbg !159

22:                                               ; preds = %12
  %23 = add nsw i32 %16, 1, !dbg !163
  %24 = srem i32 %23, 2, !dbg !164
  store i32 %24, ptr @out, align 4, !dbg !165, !tbaa !109
  %25 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !166
  %26 = call i32 @sem_post(ptr noundef nonnull @empty) #6, !dbg !167
    #dbg_value(i32 2, !140, !DIExpression(), !154)
  %27 = call i32 @sem_wait(ptr noundef nonnull @full) #6, !dbg !155
  %28 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !158
  %29 = load i32, ptr @out, align 4, !dbg !159, !tbaa !109
  %30 = sext i32 %29 to i64, !dbg !159
  %31 = getelementptr inbounds [2 x i32], ptr @buf, i64 0, i64 %30, !dbg !159
  %32 = load i32, ptr %31, align 4, !dbg !159, !tbaa !109
  %33 = icmp eq i32 %32, 2, !dbg !159
  br i1 %33, label %34, label %21, !dbg !162

34:                                               ; preds = %22
  %35 = add nsw i32 %29, 1, !dbg !163
  %36 = srem i32 %35, 2, !dbg !164
  store i32 %36, ptr @out, align 4, !dbg !165, !tbaa !109
  %37 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !166
  %38 = call i32 @sem_post(ptr noundef nonnull @empty) #6, !dbg !167
    #dbg_value(i32 3, !140, !DIExpression(), !154)
  %39 = call i32 @sem_wait(ptr noundef nonnull @full) #6, !dbg !155
  %40 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !158
  %41 = load i32, ptr @out, align 4, !dbg !159, !tbaa !109
  %42 = sext i32 %41 to i64, !dbg !159
  %43 = getelementptr inbounds [2 x i32], ptr @buf, i64 0, i64 %42, !dbg !159
  %44 = load i32, ptr %43, align 4, !dbg !159, !tbaa !109
  %45 = icmp eq i32 %44, 3, !dbg !159
  br i1 %45, label %46, label %21, !dbg !162

46:                                               ; preds = %34
  %47 = add nsw i32 %41, 1, !dbg !163
  %48 = srem i32 %47, 2, !dbg !164
  store i32 %48, ptr @out, align 4, !dbg !165, !tbaa !109
  %49 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !166
  %50 = call i32 @sem_post(ptr noundef nonnull @empty) #6, !dbg !167
    #dbg_value(i32 4, !140, !DIExpression(), !154)
  %51 = load i64, ptr %1, align 8, !dbg !168, !tbaa !169
  %52 = call i32 @pthread_join(i64 noundef %51, ptr noundef null) #6, !dbg !171
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6, !dbg !172
  %53 = call i32 @sem_getvalue(ptr noundef nonnull @empty, ptr noundef nonnull %2) #6, !dbg !173
  %54 = load i32, ptr %2, align 4, !dbg !174, !tbaa !109
  %55 = icmp eq i32 %54, 2, !dbg !174
  br i1 %55, label %57, label %56, !dbg !177

56:                                               ; preds = %46
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 47, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !174
  unreachable, !dbg !174

57:                                               ; preds = %46
  %58 = call i32 @sem_destroy(ptr noundef nonnull @empty) #6, !dbg !178
  %59 = call i32 @sem_destroy(ptr noundef nonnull @full) #6, !dbg !179
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6, !dbg !180
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !180
  ret i32 0, !dbg !181
}

; Function Attrs: nounwind
declare !dbg !182 i32 @sem_init(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !185 i32 @sem_trywait(ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !186 ptr @__errno_location() local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !191 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: nounwind
declare !dbg !196 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !214 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !218 i32 @sem_getvalue(ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !223 i32 @sem_destroy(ptr noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(none) }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!86, !87, !88, !89, !90, !91, !92}
!llvm.ident = !{!93}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 16, type: !56, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "semaphore.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "5e59fbb8dbb48a430fc62f21189d613d")
!4 = !{!0, !5, !11, !16, !22, !27, !32, !38, !40, !42, !54}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 352, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 44)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 12)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 14)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 11)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 13, type: !34, isLocal: false, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 64, elements: !36)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !{!37}
!37 = !DISubrange(count: 2)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "in", scope: !2, file: !3, line: 14, type: !35, isLocal: false, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "out", scope: !2, file: !3, line: 14, type: !35, isLocal: false, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "empty", scope: !2, file: !3, line: 15, type: !44, isLocal: false, isDefinition: true)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "sem_t", file: !45, line: 39, baseType: !46)
!45 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/semaphore.h", directory: "", checksumkind: CSK_MD5, checksum: "f0ec69aef73516c696d526041269f8fd")
!46 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !45, line: 35, size: 256, elements: !47)
!47 = !{!48, !52}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !46, file: !45, line: 37, baseType: !49, size: 256)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 32)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !46, file: !45, line: 38, baseType: !53, size: 64)
!53 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "full", scope: !2, file: !3, line: 15, type: !44, isLocal: false, isDefinition: true)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !57, line: 72, baseType: !58)
!57 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!58 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !57, line: 67, size: 320, elements: !59)
!59 = !{!60, !81, !85}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !58, file: !57, line: 69, baseType: !61, size: 320)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !62, line: 22, size: 320, elements: !63)
!62 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!63 = !{!64, !65, !67, !68, !69, !70, !72, !73}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !61, file: !62, line: 24, baseType: !35, size: 32)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !61, file: !62, line: 25, baseType: !66, size: 32, offset: 32)
!66 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !61, file: !62, line: 26, baseType: !35, size: 32, offset: 64)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !61, file: !62, line: 28, baseType: !66, size: 32, offset: 96)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !61, file: !62, line: 32, baseType: !35, size: 32, offset: 128)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !61, file: !62, line: 34, baseType: !71, size: 16, offset: 160)
!71 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !61, file: !62, line: 35, baseType: !71, size: 16, offset: 176)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !61, file: !62, line: 36, baseType: !74, size: 128, offset: 192)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !75, line: 55, baseType: !76)
!75 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!76 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !75, line: 51, size: 128, elements: !77)
!77 = !{!78, !80}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !76, file: !75, line: 53, baseType: !79, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !76, file: !75, line: 54, baseType: !79, size: 64, offset: 64)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !58, file: !57, line: 70, baseType: !82, size: 320)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 40)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !58, file: !57, line: 71, baseType: !53, size: 64)
!86 = !{i32 7, !"Dwarf Version", i32 5}
!87 = !{i32 2, !"Debug Info Version", i32 3}
!88 = !{i32 1, !"wchar_size", i32 4}
!89 = !{i32 8, !"PIC Level", i32 2}
!90 = !{i32 7, !"PIE Level", i32 2}
!91 = !{i32 7, !"uwtable", i32 2}
!92 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!93 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!94 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 18, type: !95, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !98)
!95 = !DISubroutineType(types: !96)
!96 = !{!97, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!98 = !{!99, !100}
!99 = !DILocalVariable(name: "arg", arg: 1, scope: !94, file: !3, line: 18, type: !97)
!100 = !DILocalVariable(name: "i", scope: !101, file: !3, line: 19, type: !35)
!101 = distinct !DILexicalBlock(scope: !94, file: !3, line: 19, column: 3)
!102 = !DILocation(line: 0, scope: !94)
!103 = !DILocation(line: 0, scope: !101)
!104 = !DILocation(line: 20, column: 5, scope: !105)
!105 = distinct !DILexicalBlock(scope: !106, file: !3, line: 19, column: 36)
!106 = distinct !DILexicalBlock(scope: !101, file: !3, line: 19, column: 3)
!107 = !DILocation(line: 21, column: 5, scope: !105)
!108 = !DILocation(line: 22, column: 9, scope: !105)
!109 = !{!110, !110, i64 0}
!110 = !{!"int", !111, i64 0}
!111 = !{!"omnipotent char", !112, i64 0}
!112 = !{!"Simple C/C++ TBAA"}
!113 = !DILocation(line: 22, column: 5, scope: !105)
!114 = !DILocation(line: 22, column: 13, scope: !105)
!115 = !DILocation(line: 23, column: 14, scope: !105)
!116 = !DILocation(line: 23, column: 19, scope: !105)
!117 = !DILocation(line: 23, column: 8, scope: !105)
!118 = !DILocation(line: 24, column: 5, scope: !105)
!119 = !DILocation(line: 25, column: 5, scope: !105)
!120 = !DILocation(line: 27, column: 3, scope: !94)
!121 = !DISubprogram(name: "sem_wait", scope: !122, file: !122, line: 55, type: !123, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!122 = !DIFile(filename: "/usr/include/semaphore.h", directory: "", checksumkind: CSK_MD5, checksum: "b4f7b553fe09bd66107d6e44fae0c79f")
!123 = !DISubroutineType(types: !124)
!124 = !{!35, !125}
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!126 = !DISubprogram(name: "pthread_mutex_lock", scope: !127, file: !127, line: 794, type: !128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!127 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!128 = !DISubroutineType(types: !129)
!129 = !{!35, !130}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!131 = !DISubprogram(name: "pthread_mutex_unlock", scope: !127, file: !127, line: 835, type: !128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = !DISubprogram(name: "sem_post", scope: !122, file: !122, line: 103, type: !123, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 30, type: !134, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !136)
!134 = !DISubroutineType(types: !135)
!135 = !{!35}
!136 = !{!137, !140, !142}
!137 = !DILocalVariable(name: "t", scope: !133, file: !3, line: 31, type: !138)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !57, line: 27, baseType: !139)
!139 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!140 = !DILocalVariable(name: "i", scope: !141, file: !3, line: 36, type: !35)
!141 = distinct !DILexicalBlock(scope: !133, file: !3, line: 36, column: 3)
!142 = !DILocalVariable(name: "v", scope: !133, file: !3, line: 45, type: !35)
!143 = distinct !DIAssignID()
!144 = !DILocation(line: 0, scope: !133)
!145 = distinct !DIAssignID()
!146 = !DILocation(line: 31, column: 3, scope: !133)
!147 = !DILocation(line: 32, column: 3, scope: !133)
!148 = !DILocation(line: 33, column: 3, scope: !133)
!149 = !DILocation(line: 34, column: 3, scope: !150)
!150 = distinct !DILexicalBlock(scope: !151, file: !3, line: 34, column: 3)
!151 = distinct !DILexicalBlock(scope: !133, file: !3, line: 34, column: 3)
!152 = !DILocation(line: 34, column: 3, scope: !151)
!153 = !DILocation(line: 35, column: 3, scope: !133)
!154 = !DILocation(line: 0, scope: !141)
!155 = !DILocation(line: 37, column: 5, scope: !156)
!156 = distinct !DILexicalBlock(scope: !157, file: !3, line: 36, column: 36)
!157 = distinct !DILexicalBlock(scope: !141, file: !3, line: 36, column: 3)
!158 = !DILocation(line: 38, column: 5, scope: !156)
!159 = !DILocation(line: 39, column: 5, scope: !160)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 39, column: 5)
!161 = distinct !DILexicalBlock(scope: !156, file: !3, line: 39, column: 5)
!162 = !DILocation(line: 39, column: 5, scope: !161)
!163 = !DILocation(line: 40, column: 16, scope: !156)
!164 = !DILocation(line: 40, column: 21, scope: !156)
!165 = !DILocation(line: 40, column: 9, scope: !156)
!166 = !DILocation(line: 41, column: 5, scope: !156)
!167 = !DILocation(line: 42, column: 5, scope: !156)
!168 = !DILocation(line: 44, column: 16, scope: !133)
!169 = !{!170, !170, i64 0}
!170 = !{!"long", !111, i64 0}
!171 = !DILocation(line: 44, column: 3, scope: !133)
!172 = !DILocation(line: 45, column: 3, scope: !133)
!173 = !DILocation(line: 46, column: 3, scope: !133)
!174 = !DILocation(line: 47, column: 3, scope: !175)
!175 = distinct !DILexicalBlock(scope: !176, file: !3, line: 47, column: 3)
!176 = distinct !DILexicalBlock(scope: !133, file: !3, line: 47, column: 3)
!177 = !DILocation(line: 47, column: 3, scope: !176)
!178 = !DILocation(line: 48, column: 3, scope: !133)
!179 = !DILocation(line: 49, column: 3, scope: !133)
!180 = !DILocation(line: 51, column: 1, scope: !133)
!181 = !DILocation(line: 50, column: 3, scope: !133)
!182 = !DISubprogram(name: "sem_init", scope: !122, file: !122, line: 35, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!183 = !DISubroutineType(types: !184)
!184 = !{!35, !125, !35, !66}
!185 = !DISubprogram(name: "sem_trywait", scope: !122, file: !122, line: 100, type: !123, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!186 = !DISubprogram(name: "__errno_location", scope: !187, file: !187, line: 37, type: !188, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!187 = !DIFile(filename: "/usr/include/errno.h", directory: "", checksumkind: CSK_MD5, checksum: "01c14bf4ab600a3884f5da68eb763170")
!188 = !DISubroutineType(types: !189)
!189 = !{!190}
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!191 = !DISubprogram(name: "__assert_fail", scope: !192, file: !192, line: 69, type: !193, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!192 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!193 = !DISubroutineType(types: !194)
!194 = !{null, !195, !195, !66, !195}
!195 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!196 = !DISubprogram(name: "pthread_create", scope: !127, file: !127, line: 202, type: !197, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!197 = !DISubroutineType(types: !198)
!198 = !{!35, !199, !201, !212, !213}
!199 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !200)
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !138, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !202)
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !203, size: 64)
!203 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !204)
!204 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !57, line: 62, baseType: !205)
!205 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !57, line: 56, size: 448, elements: !206)
!206 = !{!207, !211}
!207 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !205, file: !57, line: 58, baseType: !208, size: 448)
!208 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !209)
!209 = !{!210}
!210 = !DISubrange(count: 56)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !205, file: !57, line: 59, baseType: !53, size: 64)
!212 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!213 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !97)
!214 = !DISubprogram(name: "pthread_join", scope: !127, file: !127, line: 219, type: !215, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!215 = !DISubroutineType(types: !216)
!216 = !{!35, !138, !217}
!217 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!218 = !DISubprogram(name: "sem_getvalue", scope: !122, file: !122, line: 106, type: !219, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DISubroutineType(types: !220)
!220 = !{!35, !221, !222}
!221 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !125)
!222 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !190)
!223 = !DISubprogram(name: "sem_destroy", scope: !122, file: !122, line: 39, type: !123, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
