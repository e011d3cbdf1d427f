; ModuleID = 'stack-lock.c'
source_filename = "stack-lock.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, %union.anon }
%union.anon = type { %struct.__pthread_internal_slist }
%struct.__pthread_internal_slist = type { ptr }

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"stack-lock.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 4, !dbg !17
@top = dso_local global i32 0, align 4, !dbg !27
@stack = dso_local global [3 x i32] zeroinitializer, align 4, !dbg !21
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 26, i32 17 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 22, i32 24 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 38, i32 17 }, ptr @0 }
@popped = dso_local global i32 0, align 4, !dbg !29
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 39, i32 23 }, ptr @0 }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 35, i32 23 }, ptr @0 }
@6 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 56, i32 17 }, ptr @0 }
@7 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 55, i32 25 }, ptr @0 }
@8 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 57, i32 28 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !76 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 8, ptr noundef @.str.2) #7, !dbg !79
  unreachable, !dbg !79
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_assert(i32 noundef %0) #0 !dbg !80 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !84, !DIExpression(), !85)
  %3 = load i32, ptr %2, align 4, !dbg !86
  %4 = icmp ne i32 %3, 0, !dbg !88
  br i1 %4, label %7, label %5, !dbg !89

5:                                                ; preds = %1
  br label %6, !dbg !90

6:                                                ; preds = %5
    #dbg_label(!91, !93)
  call void @reach_error(), !dbg !94
  call void @abort() #8, !dbg !96
  unreachable, !dbg !96

7:                                                ; preds = %1
  ret void, !dbg !97
}

; Function Attrs: noreturn nounwind
declare void @abort() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @pusher(ptr noundef %0) #0 !dbg !98 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !102, !DIExpression(), !103)
    #dbg_declare(ptr %3, !104, !DIExpression(), !105)
  store i32 1, ptr %3, align 4, !dbg !106
  br label %4, !dbg !108

4:                                                ; preds = %31, %1
  %5 = load i32, ptr %3, align 4, !dbg !109
  %6 = icmp sle i32 %5, 2, !dbg !111
  br i1 %6, label %7, label %32, !dbg !112

7:                                                ; preds = %4
  %8 = call i32 @pthread_mutex_lock(ptr noundef @m) #9, !dbg !113
  %9 = load i32, ptr @top, align 4, !dbg !115
  %10 = icmp slt i32 %9, 3, !dbg !117
  br i1 %10, label %11, label %22, !dbg !118

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4, !dbg !119
  %13 = load i32, ptr @top, align 4, !dbg !121
  %14 = getelementptr inbounds [3 x i32], ptr @stack, i32 0, i32 %13, !dbg !122
  store i32 %12, ptr %14, align 4, !dbg !123
  %15 = load i32, ptr @top, align 4, !dbg !124
  %16 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %15, i32 1), !dbg !125, !nosanitize !83
  %17 = extractvalue { i32, i1 } %16, 0, !dbg !125, !nosanitize !83
  %18 = extractvalue { i32, i1 } %16, 1, !dbg !125, !nosanitize !83
  %19 = xor i1 %18, true, !dbg !125, !nosanitize !83
  br i1 %19, label %21, label %20, !dbg !125, !prof !126, !nosanitize !83

20:                                               ; preds = %11
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %15, i32 1) #9, !dbg !125, !nosanitize !83
  br label %21, !dbg !125, !nosanitize !83

21:                                               ; preds = %20, %11
  store i32 %17, ptr @top, align 4, !dbg !127
  br label %22, !dbg !128

22:                                               ; preds = %21, %7
  %23 = call i32 @pthread_mutex_unlock(ptr noundef @m) #9, !dbg !129
  br label %24, !dbg !130

24:                                               ; preds = %22
  %25 = load i32, ptr %3, align 4, !dbg !131
  %26 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %25, i32 1), !dbg !131, !nosanitize !83
  %27 = extractvalue { i32, i1 } %26, 0, !dbg !131, !nosanitize !83
  %28 = extractvalue { i32, i1 } %26, 1, !dbg !131, !nosanitize !83
  %29 = xor i1 %28, true, !dbg !131, !nosanitize !83
  br i1 %29, label %31, label %30, !dbg !131, !prof !126, !nosanitize !83

30:                                               ; preds = %24
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %25, i32 1) #9, !dbg !131, !nosanitize !83
  br label %31, !dbg !131, !nosanitize !83

31:                                               ; preds = %30, %24
  store i32 %27, ptr %3, align 4, !dbg !131
  br label %4, !dbg !132, !llvm.loop !133

32:                                               ; preds = %4
  ret ptr null, !dbg !136
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #4

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #5

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @popper(ptr noundef %0) #0 !dbg !137 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !138, !DIExpression(), !139)
    #dbg_declare(ptr %3, !140, !DIExpression(), !141)
  store i32 0, ptr %3, align 4, !dbg !142
  br label %4, !dbg !144

4:                                                ; preds = %46, %1
  %5 = load i32, ptr %3, align 4, !dbg !145
  %6 = icmp slt i32 %5, 2, !dbg !147
  br i1 %6, label %7, label %47, !dbg !148

7:                                                ; preds = %4
  %8 = call i32 @pthread_mutex_lock(ptr noundef @m) #9, !dbg !149
  %9 = load i32, ptr @top, align 4, !dbg !151
  %10 = icmp sgt i32 %9, 0, !dbg !153
  br i1 %10, label %11, label %29, !dbg !154

11:                                               ; preds = %7
  %12 = load i32, ptr @top, align 4, !dbg !155
  %13 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %12, i32 1), !dbg !157, !nosanitize !83
  %14 = extractvalue { i32, i1 } %13, 0, !dbg !157, !nosanitize !83
  %15 = extractvalue { i32, i1 } %13, 1, !dbg !157, !nosanitize !83
  %16 = xor i1 %15, true, !dbg !157, !nosanitize !83
  br i1 %16, label %18, label %17, !dbg !157, !prof !126, !nosanitize !83

17:                                               ; preds = %11
  call void @__ubsan_handle_sub_overflow(ptr @3, i32 %12, i32 1) #9, !dbg !157, !nosanitize !83
  br label %18, !dbg !157, !nosanitize !83

18:                                               ; preds = %17, %11
  store i32 %14, ptr @top, align 4, !dbg !158
  %19 = load i32, ptr @popped, align 4, !dbg !159
  %20 = load i32, ptr @top, align 4, !dbg !160
  %21 = getelementptr inbounds [3 x i32], ptr @stack, i32 0, i32 %20, !dbg !161
  %22 = load i32, ptr %21, align 4, !dbg !161
  %23 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %19, i32 %22), !dbg !162, !nosanitize !83
  %24 = extractvalue { i32, i1 } %23, 0, !dbg !162, !nosanitize !83
  %25 = extractvalue { i32, i1 } %23, 1, !dbg !162, !nosanitize !83
  %26 = xor i1 %25, true, !dbg !162, !nosanitize !83
  br i1 %26, label %28, label %27, !dbg !162, !prof !126, !nosanitize !83

27:                                               ; preds = %18
  call void @__ubsan_handle_add_overflow(ptr @4, i32 %19, i32 %22) #9, !dbg !162, !nosanitize !83
  br label %28, !dbg !162, !nosanitize !83

28:                                               ; preds = %27, %18
  store i32 %24, ptr @popped, align 4, !dbg !163
  br label %29, !dbg !164

29:                                               ; preds = %28, %7
  %30 = load i32, ptr @top, align 4, !dbg !165
  %31 = icmp sle i32 0, %30, !dbg !166
  br i1 %31, label %32, label %35, !dbg !167

32:                                               ; preds = %29
  %33 = load i32, ptr @top, align 4, !dbg !168
  %34 = icmp sle i32 %33, 3, !dbg !169
  br label %35

35:                                               ; preds = %32, %29
  %36 = phi i1 [ false, %29 ], [ %34, %32 ], !dbg !170
  %37 = zext i1 %36 to i32, !dbg !167
  call void @__VERIFIER_assert(i32 noundef %37), !dbg !171
  %38 = call i32 @pthread_mutex_unlock(ptr noundef @m) #9, !dbg !172
  br label %39, !dbg !173

39:                                               ; preds = %35
  %40 = load i32, ptr %3, align 4, !dbg !174
  %41 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %40, i32 1), !dbg !174, !nosanitize !83
  %42 = extractvalue { i32, i1 } %41, 0, !dbg !174, !nosanitize !83
  %43 = extractvalue { i32, i1 } %41, 1, !dbg !174, !nosanitize !83
  %44 = xor i1 %43, true, !dbg !174, !nosanitize !83
  br i1 %44, label %46, label %45, !dbg !174, !prof !126, !nosanitize !83

45:                                               ; preds = %39
  call void @__ubsan_handle_add_overflow(ptr @5, i32 %40, i32 1) #9, !dbg !174, !nosanitize !83
  br label %46, !dbg !174, !nosanitize !83

46:                                               ; preds = %45, %39
  store i32 %42, ptr %3, align 4, !dbg !174
  br label %4, !dbg !175, !llvm.loop !176

47:                                               ; preds = %4
  ret ptr null, !dbg !178
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #4

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i32, i32) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !179 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !182, !DIExpression(), !185)
    #dbg_declare(ptr %3, !186, !DIExpression(), !187)
    #dbg_declare(ptr %4, !188, !DIExpression(), !189)
    #dbg_declare(ptr %5, !190, !DIExpression(), !191)
  store i32 0, ptr %5, align 4, !dbg !191
  %6 = call i32 @pthread_mutex_init(ptr noundef @m, ptr noundef null) #9, !dbg !192
  %7 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @pusher, ptr noundef null) #9, !dbg !193
  %8 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @popper, ptr noundef null) #9, !dbg !194
  %9 = load i32, ptr %2, align 4, !dbg !195
  %10 = call i32 @pthread_join(i32 noundef %9, ptr noundef null), !dbg !196
  %11 = load i32, ptr %3, align 4, !dbg !197
  %12 = call i32 @pthread_join(i32 noundef %11, ptr noundef null), !dbg !198
  store i32 0, ptr %4, align 4, !dbg !199
  br label %13, !dbg !201

13:                                               ; preds = %35, %0
  %14 = load i32, ptr %4, align 4, !dbg !202
  %15 = load i32, ptr @top, align 4, !dbg !204
  %16 = icmp slt i32 %14, %15, !dbg !205
  br i1 %16, label %17, label %36, !dbg !206

17:                                               ; preds = %13
  %18 = load i32, ptr %5, align 4, !dbg !207
  %19 = load i32, ptr %4, align 4, !dbg !208
  %20 = getelementptr inbounds [3 x i32], ptr @stack, i32 0, i32 %19, !dbg !209
  %21 = load i32, ptr %20, align 4, !dbg !209
  %22 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %18, i32 %21), !dbg !210, !nosanitize !83
  %23 = extractvalue { i32, i1 } %22, 0, !dbg !210, !nosanitize !83
  %24 = extractvalue { i32, i1 } %22, 1, !dbg !210, !nosanitize !83
  %25 = xor i1 %24, true, !dbg !210, !nosanitize !83
  br i1 %25, label %27, label %26, !dbg !210, !prof !126, !nosanitize !83

26:                                               ; preds = %17
  call void @__ubsan_handle_add_overflow(ptr @6, i32 %18, i32 %21) #9, !dbg !210, !nosanitize !83
  br label %27, !dbg !210, !nosanitize !83

27:                                               ; preds = %26, %17
  store i32 %23, ptr %5, align 4, !dbg !211
  br label %28, !dbg !212

28:                                               ; preds = %27
  %29 = load i32, ptr %4, align 4, !dbg !213
  %30 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %29, i32 1), !dbg !213, !nosanitize !83
  %31 = extractvalue { i32, i1 } %30, 0, !dbg !213, !nosanitize !83
  %32 = extractvalue { i32, i1 } %30, 1, !dbg !213, !nosanitize !83
  %33 = xor i1 %32, true, !dbg !213, !nosanitize !83
  br i1 %33, label %35, label %34, !dbg !213, !prof !126, !nosanitize !83

34:                                               ; preds = %28
  call void @__ubsan_handle_add_overflow(ptr @7, i32 %29, i32 1) #9, !dbg !213, !nosanitize !83
  br label %35, !dbg !213, !nosanitize !83

35:                                               ; preds = %34, %28
  store i32 %31, ptr %4, align 4, !dbg !213
  br label %13, !dbg !214, !llvm.loop !215

36:                                               ; preds = %13
  %37 = load i32, ptr @popped, align 4, !dbg !217
  %38 = load i32, ptr %5, align 4, !dbg !218
  %39 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %37, i32 %38), !dbg !219, !nosanitize !83
  %40 = extractvalue { i32, i1 } %39, 0, !dbg !219, !nosanitize !83
  %41 = extractvalue { i32, i1 } %39, 1, !dbg !219, !nosanitize !83
  %42 = xor i1 %41, true, !dbg !219, !nosanitize !83
  br i1 %42, label %44, label %43, !dbg !219, !prof !126, !nosanitize !83

43:                                               ; preds = %36
  call void @__ubsan_handle_add_overflow(ptr @8, i32 %37, i32 %38) #9, !dbg !219, !nosanitize !83
  br label %44, !dbg !219, !nosanitize !83

44:                                               ; preds = %43, %36
  %45 = icmp eq i32 %40, 3, !dbg !220
  %46 = zext i1 %45 to i32, !dbg !220
  call void @__VERIFIER_assert(i32 noundef %46), !dbg !221
  ret i32 0, !dbg !222
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_init(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

declare i32 @pthread_join(i32 noundef, ptr noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { uwtable }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback noreturn nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!67, !68, !69, !70, !71, !72, !73, !74}
!llvm.ident = !{!75}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "stack-lock.c", directory: ".", checksumkind: CSK_MD5, checksum: "8af34eb97e548bfea16f5aa45c39a8e3")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "m", scope: !19, file: !2, line: 18, type: !31, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !21, !27, !29, !17}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "stack", scope: !19, file: !2, line: 15, type: !23, isLocal: false, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 96, elements: !25)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !{!26}
!26 = !DISubrange(count: 3)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "top", scope: !19, file: !2, line: 16, type: !24, isLocal: false, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "popped", scope: !19, file: !2, line: 17, type: !24, isLocal: false, isDefinition: true)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !32, line: 72, baseType: !33)
!32 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!33 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !32, line: 67, size: 192, elements: !34)
!34 = !{!35, !61, !65}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !33, file: !32, line: 69, baseType: !36, size: 192)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !37, line: 22, size: 192, elements: !38)
!37 = !DIFile(filename: "/usr/include/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!38 = !{!39, !40, !42, !43, !44, !45}
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !36, file: !37, line: 24, baseType: !24, size: 32)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !36, file: !37, line: 25, baseType: !41, size: 32, offset: 32)
!41 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !36, file: !37, line: 26, baseType: !24, size: 32, offset: 64)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !36, file: !37, line: 32, baseType: !24, size: 32, offset: 96)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !36, file: !37, line: 39, baseType: !41, size: 32, offset: 128)
!45 = !DIDerivedType(tag: DW_TAG_member, scope: !36, file: !37, line: 40, baseType: !46, size: 32, offset: 160)
!46 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !36, file: !37, line: 40, size: 32, elements: !47)
!47 = !{!48, !54}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__elision_data", scope: !46, file: !37, line: 48, baseType: !49, size: 32)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !46, file: !37, line: 42, size: 32, elements: !50)
!50 = !{!51, !53}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__espins", scope: !49, file: !37, line: 44, baseType: !52, size: 16)
!52 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__eelision", scope: !49, file: !37, line: 45, baseType: !52, size: 16, offset: 16)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !46, file: !37, line: 49, baseType: !55, size: 32)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_slist_t", file: !56, line: 60, baseType: !57)
!56 = !DIFile(filename: "/usr/include/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!57 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_slist", file: !56, line: 57, size: 32, elements: !58)
!58 = !{!59}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !57, file: !56, line: 59, baseType: !60, size: 32)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !33, file: !32, line: 70, baseType: !62, size: 192)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 24)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !33, file: !32, line: 71, baseType: !66, size: 32)
!66 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!67 = !{i32 1, !"NumRegisterParameters", i32 0}
!68 = !{i32 7, !"Dwarf Version", i32 5}
!69 = !{i32 2, !"Debug Info Version", i32 3}
!70 = !{i32 1, !"wchar_size", i32 4}
!71 = !{i32 8, !"PIC Level", i32 2}
!72 = !{i32 7, !"PIE Level", i32 2}
!73 = !{i32 7, !"uwtable", i32 2}
!74 = !{i32 7, !"frame-pointer", i32 2}
!75 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!76 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 8, type: !77, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !19)
!77 = !DISubroutineType(types: !78)
!78 = !{null}
!79 = !DILocation(line: 8, column: 22, scope: !76)
!80 = distinct !DISubprogram(name: "__VERIFIER_assert", scope: !2, file: !2, line: 10, type: !81, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !83)
!81 = !DISubroutineType(types: !82)
!82 = !{null, !24}
!83 = !{}
!84 = !DILocalVariable(name: "cond", arg: 1, scope: !80, file: !2, line: 10, type: !24)
!85 = !DILocation(line: 10, column: 28, scope: !80)
!86 = !DILocation(line: 10, column: 42, scope: !87)
!87 = distinct !DILexicalBlock(scope: !80, file: !2, line: 10, column: 40)
!88 = !DILocation(line: 10, column: 41, scope: !87)
!89 = !DILocation(line: 10, column: 40, scope: !80)
!90 = !DILocation(line: 10, column: 49, scope: !87)
!91 = !DILabel(scope: !92, name: "ERROR", file: !2, line: 10)
!92 = distinct !DILexicalBlock(scope: !87, file: !2, line: 10, column: 49)
!93 = !DILocation(line: 10, column: 51, scope: !92)
!94 = !DILocation(line: 10, column: 59, scope: !95)
!95 = distinct !DILexicalBlock(scope: !92, file: !2, line: 10, column: 58)
!96 = !DILocation(line: 10, column: 73, scope: !95)
!97 = !DILocation(line: 10, column: 85, scope: !80)
!98 = distinct !DISubprogram(name: "pusher", scope: !2, file: !2, line: 20, type: !99, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !83)
!99 = !DISubroutineType(types: !100)
!100 = !{!101, !101}
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!102 = !DILocalVariable(name: "arg", arg: 1, scope: !98, file: !2, line: 20, type: !101)
!103 = !DILocation(line: 20, column: 20, scope: !98)
!104 = !DILocalVariable(name: "v", scope: !98, file: !2, line: 21, type: !24)
!105 = !DILocation(line: 21, column: 7, scope: !98)
!106 = !DILocation(line: 22, column: 10, scope: !107)
!107 = distinct !DILexicalBlock(scope: !98, file: !2, line: 22, column: 3)
!108 = !DILocation(line: 22, column: 8, scope: !107)
!109 = !DILocation(line: 22, column: 15, scope: !110)
!110 = distinct !DILexicalBlock(scope: !107, file: !2, line: 22, column: 3)
!111 = !DILocation(line: 22, column: 17, scope: !110)
!112 = !DILocation(line: 22, column: 3, scope: !107)
!113 = !DILocation(line: 23, column: 5, scope: !114)
!114 = distinct !DILexicalBlock(scope: !110, file: !2, line: 22, column: 28)
!115 = !DILocation(line: 24, column: 9, scope: !116)
!116 = distinct !DILexicalBlock(scope: !114, file: !2, line: 24, column: 9)
!117 = !DILocation(line: 24, column: 13, scope: !116)
!118 = !DILocation(line: 24, column: 9, scope: !114)
!119 = !DILocation(line: 25, column: 20, scope: !120)
!120 = distinct !DILexicalBlock(scope: !116, file: !2, line: 24, column: 21)
!121 = !DILocation(line: 25, column: 13, scope: !120)
!122 = !DILocation(line: 25, column: 7, scope: !120)
!123 = !DILocation(line: 25, column: 18, scope: !120)
!124 = !DILocation(line: 26, column: 13, scope: !120)
!125 = !DILocation(line: 26, column: 17, scope: !120)
!126 = !{!"branch_weights", i32 1048575, i32 1}
!127 = !DILocation(line: 26, column: 11, scope: !120)
!128 = !DILocation(line: 27, column: 5, scope: !120)
!129 = !DILocation(line: 28, column: 5, scope: !114)
!130 = !DILocation(line: 29, column: 3, scope: !114)
!131 = !DILocation(line: 22, column: 24, scope: !110)
!132 = !DILocation(line: 22, column: 3, scope: !110)
!133 = distinct !{!133, !112, !134, !135}
!134 = !DILocation(line: 29, column: 3, scope: !107)
!135 = !{!"llvm.loop.mustprogress"}
!136 = !DILocation(line: 30, column: 3, scope: !98)
!137 = distinct !DISubprogram(name: "popper", scope: !2, file: !2, line: 33, type: !99, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !83)
!138 = !DILocalVariable(name: "arg", arg: 1, scope: !137, file: !2, line: 33, type: !101)
!139 = !DILocation(line: 33, column: 20, scope: !137)
!140 = !DILocalVariable(name: "k", scope: !137, file: !2, line: 34, type: !24)
!141 = !DILocation(line: 34, column: 7, scope: !137)
!142 = !DILocation(line: 35, column: 10, scope: !143)
!143 = distinct !DILexicalBlock(scope: !137, file: !2, line: 35, column: 3)
!144 = !DILocation(line: 35, column: 8, scope: !143)
!145 = !DILocation(line: 35, column: 15, scope: !146)
!146 = distinct !DILexicalBlock(scope: !143, file: !2, line: 35, column: 3)
!147 = !DILocation(line: 35, column: 17, scope: !146)
!148 = !DILocation(line: 35, column: 3, scope: !143)
!149 = !DILocation(line: 36, column: 5, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !2, line: 35, column: 27)
!151 = !DILocation(line: 37, column: 9, scope: !152)
!152 = distinct !DILexicalBlock(scope: !150, file: !2, line: 37, column: 9)
!153 = !DILocation(line: 37, column: 13, scope: !152)
!154 = !DILocation(line: 37, column: 9, scope: !150)
!155 = !DILocation(line: 38, column: 13, scope: !156)
!156 = distinct !DILexicalBlock(scope: !152, file: !2, line: 37, column: 18)
!157 = !DILocation(line: 38, column: 17, scope: !156)
!158 = !DILocation(line: 38, column: 11, scope: !156)
!159 = !DILocation(line: 39, column: 16, scope: !156)
!160 = !DILocation(line: 39, column: 31, scope: !156)
!161 = !DILocation(line: 39, column: 25, scope: !156)
!162 = !DILocation(line: 39, column: 23, scope: !156)
!163 = !DILocation(line: 39, column: 14, scope: !156)
!164 = !DILocation(line: 40, column: 5, scope: !156)
!165 = !DILocation(line: 41, column: 28, scope: !150)
!166 = !DILocation(line: 41, column: 25, scope: !150)
!167 = !DILocation(line: 41, column: 32, scope: !150)
!168 = !DILocation(line: 41, column: 35, scope: !150)
!169 = !DILocation(line: 41, column: 39, scope: !150)
!170 = !DILocation(line: 0, scope: !150)
!171 = !DILocation(line: 41, column: 5, scope: !150)
!172 = !DILocation(line: 42, column: 5, scope: !150)
!173 = !DILocation(line: 43, column: 3, scope: !150)
!174 = !DILocation(line: 35, column: 23, scope: !146)
!175 = !DILocation(line: 35, column: 3, scope: !146)
!176 = distinct !{!176, !148, !177, !135}
!177 = !DILocation(line: 43, column: 3, scope: !143)
!178 = !DILocation(line: 44, column: 3, scope: !137)
!179 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 47, type: !180, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !83)
!180 = !DISubroutineType(types: !181)
!181 = !{!24}
!182 = !DILocalVariable(name: "a", scope: !179, file: !2, line: 48, type: !183)
!183 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !32, line: 27, baseType: !184)
!184 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!185 = !DILocation(line: 48, column: 13, scope: !179)
!186 = !DILocalVariable(name: "b", scope: !179, file: !2, line: 48, type: !183)
!187 = !DILocation(line: 48, column: 16, scope: !179)
!188 = !DILocalVariable(name: "i", scope: !179, file: !2, line: 49, type: !24)
!189 = !DILocation(line: 49, column: 7, scope: !179)
!190 = !DILocalVariable(name: "rest", scope: !179, file: !2, line: 49, type: !24)
!191 = !DILocation(line: 49, column: 10, scope: !179)
!192 = !DILocation(line: 50, column: 3, scope: !179)
!193 = !DILocation(line: 51, column: 3, scope: !179)
!194 = !DILocation(line: 52, column: 3, scope: !179)
!195 = !DILocation(line: 53, column: 16, scope: !179)
!196 = !DILocation(line: 53, column: 3, scope: !179)
!197 = !DILocation(line: 54, column: 16, scope: !179)
!198 = !DILocation(line: 54, column: 3, scope: !179)
!199 = !DILocation(line: 55, column: 10, scope: !200)
!200 = distinct !DILexicalBlock(scope: !179, file: !2, line: 55, column: 3)
!201 = !DILocation(line: 55, column: 8, scope: !200)
!202 = !DILocation(line: 55, column: 15, scope: !203)
!203 = distinct !DILexicalBlock(scope: !200, file: !2, line: 55, column: 3)
!204 = !DILocation(line: 55, column: 19, scope: !203)
!205 = !DILocation(line: 55, column: 17, scope: !203)
!206 = !DILocation(line: 55, column: 3, scope: !200)
!207 = !DILocation(line: 56, column: 12, scope: !203)
!208 = !DILocation(line: 56, column: 25, scope: !203)
!209 = !DILocation(line: 56, column: 19, scope: !203)
!210 = !DILocation(line: 56, column: 17, scope: !203)
!211 = !DILocation(line: 56, column: 10, scope: !203)
!212 = !DILocation(line: 56, column: 5, scope: !203)
!213 = !DILocation(line: 55, column: 25, scope: !203)
!214 = !DILocation(line: 55, column: 3, scope: !203)
!215 = distinct !{!215, !206, !216, !135}
!216 = !DILocation(line: 56, column: 26, scope: !200)
!217 = !DILocation(line: 57, column: 21, scope: !179)
!218 = !DILocation(line: 57, column: 30, scope: !179)
!219 = !DILocation(line: 57, column: 28, scope: !179)
!220 = !DILocation(line: 57, column: 35, scope: !179)
!221 = !DILocation(line: 57, column: 3, scope: !179)
!222 = !DILocation(line: 58, column: 3, scope: !179)
