; ModuleID = 'repro-7019-thread-input.c'
source_filename = "repro-7019-thread-input.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%union.pthread_barrier_t = type { i64, [24 x i8] }
%struct.A = type { ptr, i32 }

@m0 = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@cv = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !13
@g0 = dso_local global i16 0, align 2, !dbg !68
@arr = dso_local global [3 x i32] zeroinitializer, align 4, !dbg !77
@bar = dso_local global %union.pthread_barrier_t zeroinitializer, align 8, !dbg !84
@g3 = dso_local global i32 0, align 4, !dbg !75
@ready = dso_local global i32 0, align 4, !dbg !82
@g1 = dso_local global i8 0, align 1, !dbg !71
@g2 = dso_local global i32 0, align 4, !dbg !73
@.str = private unnamed_addr constant [8 x i8] c"g3 != 3\00", align 1, !dbg !52
@.str.1 = private unnamed_addr constant [26 x i8] c"repro-7019-thread-input.c\00", align 1, !dbg !57
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !62

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !129 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !134, !DIExpression(), !135)
    #dbg_declare(ptr %3, !136, !DIExpression(), !137)
  %5 = call i32 @__VERIFIER_nondet_int(), !dbg !138
  store i32 %5, ptr %3, align 4, !dbg !137
  %6 = load i32, ptr %3, align 4, !dbg !139
  %7 = icmp sge i32 %6, 0, !dbg !140
  br i1 %7, label %8, label %11, !dbg !141

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4, !dbg !142
  %10 = icmp sle i32 %9, 2, !dbg !143
  br label %11

11:                                               ; preds = %8, %1
  %12 = phi i1 [ false, %1 ], [ %10, %8 ], !dbg !144
  %13 = zext i1 %12 to i32, !dbg !141
  call void @__VERIFIER_assume(i32 noundef %13), !dbg !145
  %14 = call i32 @pthread_mutex_lock(ptr noundef @m0) #5, !dbg !146
  %15 = load i32, ptr %3, align 4, !dbg !147
  %16 = load i16, ptr @g0, align 2, !dbg !148
  %17 = sext i16 %16 to i32, !dbg !148
  %18 = add nsw i32 %17, %15, !dbg !148
  %19 = trunc i32 %18 to i16, !dbg !148
  store i16 %19, ptr @g0, align 2, !dbg !148
  %20 = call i32 @pthread_mutex_unlock(ptr noundef @m0) #5, !dbg !149
    #dbg_declare(ptr %4, !150, !DIExpression(), !151)
  %21 = load ptr, ptr %2, align 8, !dbg !152
  %22 = getelementptr inbounds %struct.A, ptr %21, i32 0, i32 0, !dbg !153
  %23 = load ptr, ptr %22, align 8, !dbg !153
  store ptr %23, ptr %4, align 8, !dbg !151
  %24 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !154
  %25 = zext i1 %24 to i32, !dbg !154
  %26 = load i16, ptr @g0, align 2, !dbg !155
  %27 = sext i16 %26 to i32, !dbg !155
  %28 = and i32 %27, 1, !dbg !156
  %29 = sext i32 %28 to i64, !dbg !157
  %30 = getelementptr inbounds [3 x i32], ptr @arr, i64 0, i64 %29, !dbg !157
  %31 = load i32, ptr %30, align 4, !dbg !158
  %32 = xor i32 %31, %25, !dbg !158
  store i32 %32, ptr %30, align 4, !dbg !158
  %33 = call i32 @pthread_barrier_wait(ptr noundef @bar) #5, !dbg !159
  call void @llvm.memset.p0.i64(ptr align 4 @arr, i8 1, i64 12, i1 false), !dbg !160
  %34 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !161
  %35 = zext i1 %34 to i32, !dbg !161
  store i32 %35, ptr @g3, align 4, !dbg !162
  %36 = call i32 @pthread_mutex_lock(ptr noundef @m0) #5, !dbg !163
  store i32 1, ptr @ready, align 4, !dbg !164
  %37 = call i32 @pthread_cond_signal(ptr noundef @cv) #5, !dbg !165
  %38 = call i32 @pthread_mutex_unlock(ptr noundef @m0) #5, !dbg !166
  ret ptr null, !dbg !167
}

declare i32 @__VERIFIER_nondet_int() #1

declare void @__VERIFIER_assume(i32 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #2

declare zeroext i1 @__VERIFIER_nondet_bool() #1

; Function Attrs: nounwind
declare i32 @pthread_barrier_wait(ptr noundef) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !168 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !169, !DIExpression(), !170)
    #dbg_declare(ptr %3, !171, !DIExpression(), !172)
  %4 = load ptr, ptr %2, align 8, !dbg !173
  %5 = getelementptr inbounds %struct.A, ptr %4, i32 0, i32 0, !dbg !174
  %6 = load ptr, ptr %5, align 8, !dbg !174
  store ptr %6, ptr %3, align 8, !dbg !172
  %7 = load i32, ptr @g3, align 4, !dbg !175
  %8 = xor i32 %7, 2, !dbg !176
  %9 = load i16, ptr @g0, align 2, !dbg !177
  %10 = sext i16 %9 to i32, !dbg !177
  %11 = add nsw i32 %10, %8, !dbg !177
  %12 = trunc i32 %11 to i16, !dbg !177
  store i16 %12, ptr @g0, align 2, !dbg !177
  %13 = call i32 @pthread_barrier_wait(ptr noundef @bar) #5, !dbg !178
  %14 = load i8, ptr @g1, align 1, !dbg !179
  %15 = sext i8 %14 to i32, !dbg !179
  %16 = add nsw i32 %15, 1, !dbg !179
  %17 = trunc i32 %16 to i8, !dbg !179
  store i8 %17, ptr @g1, align 1, !dbg !179
  %18 = call i32 @pthread_mutex_lock(ptr noundef @m0) #5, !dbg !180
  %19 = call i32 @pthread_mutex_unlock(ptr noundef @m0) #5, !dbg !181
  %20 = call i32 @pthread_mutex_lock(ptr noundef @m0) #5, !dbg !182
  br label %21, !dbg !183

21:                                               ; preds = %25, %1
  %22 = load i32, ptr @ready, align 4, !dbg !184
  %23 = icmp ne i32 %22, 0, !dbg !185
  %24 = xor i1 %23, true, !dbg !185
  br i1 %24, label %25, label %27, !dbg !183

25:                                               ; preds = %21
  %26 = call i32 @pthread_cond_wait(ptr noundef @cv, ptr noundef @m0), !dbg !186
  br label %21, !dbg !183, !llvm.loop !187

27:                                               ; preds = %21
  %28 = call i32 @pthread_mutex_unlock(ptr noundef @m0) #5, !dbg !190
  ret ptr null, !dbg !191
}

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !192 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [2 x %struct.A], align 16
  %4 = alloca i32, align 4
  %5 = alloca [2 x i64], align 16
  store i32 0, ptr %1, align 4
  %6 = call i32 @__VERIFIER_nondet_int(), !dbg !195
  %7 = trunc i32 %6 to i16, !dbg !195
  store i16 %7, ptr @g0, align 2, !dbg !196
  %8 = load i16, ptr @g0, align 2, !dbg !197
  %9 = sext i16 %8 to i32, !dbg !197
  %10 = icmp sge i32 %9, -2, !dbg !198
  br i1 %10, label %11, label %15, !dbg !199

11:                                               ; preds = %0
  %12 = load i16, ptr @g0, align 2, !dbg !200
  %13 = sext i16 %12 to i32, !dbg !200
  %14 = icmp sle i32 %13, 3, !dbg !201
  br label %15

15:                                               ; preds = %11, %0
  %16 = phi i1 [ false, %0 ], [ %14, %11 ], !dbg !202
  %17 = zext i1 %16 to i32, !dbg !199
  call void @__VERIFIER_assume(i32 noundef %17), !dbg !203
  %18 = call i32 @pthread_barrier_init(ptr noundef @bar, ptr noundef null, i32 noundef 2) #5, !dbg !204
    #dbg_declare(ptr %2, !205, !DIExpression(), !206)
  store i32 0, ptr %2, align 4, !dbg !206
    #dbg_declare(ptr %3, !207, !DIExpression(), !209)
    #dbg_declare(ptr %4, !210, !DIExpression(), !212)
  store i32 0, ptr %4, align 4, !dbg !212
  br label %19, !dbg !213

19:                                               ; preds = %32, %15
  %20 = load i32, ptr %4, align 4, !dbg !214
  %21 = icmp slt i32 %20, 2, !dbg !216
  br i1 %21, label %22, label %35, !dbg !217

22:                                               ; preds = %19
  %23 = load i32, ptr %4, align 4, !dbg !218
  %24 = sext i32 %23 to i64, !dbg !220
  %25 = getelementptr inbounds [2 x %struct.A], ptr %3, i64 0, i64 %24, !dbg !220
  %26 = getelementptr inbounds %struct.A, ptr %25, i32 0, i32 0, !dbg !221
  store ptr %2, ptr %26, align 16, !dbg !222
  %27 = load i32, ptr %4, align 4, !dbg !223
  %28 = load i32, ptr %4, align 4, !dbg !224
  %29 = sext i32 %28 to i64, !dbg !225
  %30 = getelementptr inbounds [2 x %struct.A], ptr %3, i64 0, i64 %29, !dbg !225
  %31 = getelementptr inbounds %struct.A, ptr %30, i32 0, i32 1, !dbg !226
  store i32 %27, ptr %31, align 8, !dbg !227
  br label %32, !dbg !228

32:                                               ; preds = %22
  %33 = load i32, ptr %4, align 4, !dbg !229
  %34 = add nsw i32 %33, 1, !dbg !229
  store i32 %34, ptr %4, align 4, !dbg !229
  br label %19, !dbg !230, !llvm.loop !231

35:                                               ; preds = %19
    #dbg_declare(ptr %5, !233, !DIExpression(), !237)
  %36 = getelementptr inbounds [2 x i64], ptr %5, i64 0, i64 0, !dbg !238
  %37 = getelementptr inbounds [2 x %struct.A], ptr %3, i64 0, i64 0, !dbg !239
  %38 = call i32 @pthread_create(ptr noundef %36, ptr noundef null, ptr noundef @t0, ptr noundef %37) #5, !dbg !240
  %39 = getelementptr inbounds [2 x i64], ptr %5, i64 0, i64 1, !dbg !241
  %40 = getelementptr inbounds [2 x %struct.A], ptr %3, i64 0, i64 1, !dbg !242
  %41 = call i32 @pthread_create(ptr noundef %39, ptr noundef null, ptr noundef @t1, ptr noundef %40) #5, !dbg !243
  %42 = load i16, ptr @g0, align 2, !dbg !244
  %43 = sext i16 %42 to i32, !dbg !244
  %44 = and i32 %43, 1, !dbg !245
  %45 = sext i32 %44 to i64, !dbg !246
  %46 = getelementptr inbounds [3 x i32], ptr @arr, i64 0, i64 %45, !dbg !246
  %47 = load i32, ptr %46, align 4, !dbg !247
  %48 = add nsw i32 %47, 1, !dbg !247
  store i32 %48, ptr %46, align 4, !dbg !247
  %49 = load i16, ptr @g0, align 2, !dbg !248
  %50 = sext i16 %49 to i32, !dbg !248
  %51 = and i32 %50, 1, !dbg !249
  %52 = sext i32 %51 to i64, !dbg !250
  %53 = getelementptr inbounds [3 x i32], ptr @arr, i64 0, i64 %52, !dbg !250
  %54 = load i32, ptr %53, align 4, !dbg !250
  %55 = sub nsw i32 %54, 0, !dbg !251
  store i32 %55, ptr @g2, align 4, !dbg !252
  %56 = getelementptr inbounds [2 x i64], ptr %5, i64 0, i64 0, !dbg !253
  %57 = load i64, ptr %56, align 16, !dbg !253
  %58 = call i32 @pthread_join(i64 noundef %57, ptr noundef null), !dbg !254
  %59 = getelementptr inbounds [2 x i64], ptr %5, i64 0, i64 1, !dbg !255
  %60 = load i64, ptr %59, align 8, !dbg !255
  %61 = call i32 @pthread_join(i64 noundef %60, ptr noundef null), !dbg !256
  %62 = load i32, ptr getelementptr inbounds ([3 x i32], ptr @arr, i64 0, i64 2), align 4, !dbg !257
  %63 = add nsw i32 %62, 1, !dbg !257
  store i32 %63, ptr getelementptr inbounds ([3 x i32], ptr @arr, i64 0, i64 2), align 4, !dbg !257
  %64 = load i32, ptr @g3, align 4, !dbg !258
  %65 = icmp ne i32 %64, 3, !dbg !258
  br i1 %65, label %66, label %67, !dbg !261

66:                                               ; preds = %35
  br label %68, !dbg !261

67:                                               ; preds = %35
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 71, ptr noundef @__PRETTY_FUNCTION__.main) #6, !dbg !258
  unreachable, !dbg !258

68:                                               ; preds = %66
  ret i32 0, !dbg !262
}

; Function Attrs: nounwind
declare i32 @pthread_barrier_init(ptr noundef, ptr noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!121, !122, !123, !124, !125, !126, !127}
!llvm.ident = !{!128}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m0", scope: !2, file: !3, line: 24, type: !95, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !12, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "repro-7019-thread-input.c", directory: "/work/main/tests/fuzz_reduction", checksumkind: CSK_MD5, checksum: "6332f76181a9d395924e90cc2d1eb943")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "A", file: !3, line: 28, size: 128, elements: !7)
!7 = !{!8, !11}
!8 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !6, file: !3, line: 28, baseType: !9, size: 64)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !6, file: !3, line: 28, baseType: !10, size: 32, offset: 64)
!12 = !{!0, !13, !52, !57, !62, !68, !71, !73, !75, !77, !82, !84}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "cv", scope: !2, file: !3, line: 25, type: !15, isLocal: false, isDefinition: true)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !16, line: 80, baseType: !17)
!16 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!17 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !16, line: 75, size: 384, elements: !18)
!18 = !{!19, !45, !50}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !17, file: !16, line: 77, baseType: !20, size: 384)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !21, line: 94, size: 384, elements: !22)
!21 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!22 = !{!23, !36, !37, !41, !42, !43, !44}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !20, file: !21, line: 96, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !25, line: 33, baseType: !26)
!25 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: "", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!26 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !25, line: 25, size: 64, elements: !27)
!27 = !{!28, !30}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !26, file: !25, line: 27, baseType: !29, size: 64)
!29 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !26, file: !25, line: 32, baseType: !31, size: 64)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !26, file: !25, line: 28, size: 64, elements: !32)
!32 = !{!33, !35}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !31, file: !25, line: 30, baseType: !34, size: 32)
!34 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !31, file: !25, line: 31, baseType: !34, size: 32, offset: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !20, file: !21, line: 97, baseType: !24, size: 64, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !20, file: !21, line: 98, baseType: !38, size: 64, offset: 128)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 64, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 2)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !20, file: !21, line: 99, baseType: !38, size: 64, offset: 192)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !20, file: !21, line: 100, baseType: !34, size: 32, offset: 256)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !20, file: !21, line: 101, baseType: !34, size: 32, offset: 288)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !20, file: !21, line: 102, baseType: !38, size: 64, offset: 320)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !17, file: !16, line: 78, baseType: !46, size: 384)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 384, elements: !48)
!47 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!48 = !{!49}
!49 = !DISubrange(count: 48)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !17, file: !16, line: 79, baseType: !51, size: 64)
!51 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 64, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 8)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 208, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 26)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !64, isLocal: true, isDefinition: true)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 120, elements: !66)
!65 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !47)
!66 = !{!67}
!67 = !DISubrange(count: 15)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "g0", scope: !2, file: !3, line: 19, type: !70, isLocal: false, isDefinition: true)
!70 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "g1", scope: !2, file: !3, line: 20, type: !47, isLocal: false, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "g2", scope: !2, file: !3, line: 21, type: !10, isLocal: false, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(name: "g3", scope: !2, file: !3, line: 22, type: !10, isLocal: false, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(name: "arr", scope: !2, file: !3, line: 23, type: !79, isLocal: false, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 96, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 3)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 26, type: !10, isLocal: false, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(name: "bar", scope: !2, file: !3, line: 27, type: !86, isLocal: false, isDefinition: true)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrier_t", file: !16, line: 112, baseType: !87)
!87 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !16, line: 108, size: 256, elements: !88)
!88 = !{!89, !93}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !87, file: !16, line: 110, baseType: !90, size: 256)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 256, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 32)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !87, file: !16, line: 111, baseType: !94, size: 64)
!94 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !16, line: 72, baseType: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !16, line: 67, size: 320, elements: !97)
!97 = !{!98, !116, !120}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !96, file: !16, line: 69, baseType: !99, size: 320)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !100, line: 22, size: 320, elements: !101)
!100 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!101 = !{!102, !103, !104, !105, !106, !107, !108, !109}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !99, file: !100, line: 24, baseType: !10, size: 32)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !99, file: !100, line: 25, baseType: !34, size: 32, offset: 32)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !99, file: !100, line: 26, baseType: !10, size: 32, offset: 64)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !99, file: !100, line: 28, baseType: !34, size: 32, offset: 96)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !99, file: !100, line: 32, baseType: !10, size: 32, offset: 128)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !99, file: !100, line: 34, baseType: !70, size: 16, offset: 160)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !99, file: !100, line: 35, baseType: !70, size: 16, offset: 176)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !99, file: !100, line: 36, baseType: !110, size: 128, offset: 192)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !21, line: 55, baseType: !111)
!111 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !21, line: 51, size: 128, elements: !112)
!112 = !{!113, !115}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !111, file: !21, line: 53, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !111, file: !21, line: 54, baseType: !114, size: 64, offset: 64)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !96, file: !16, line: 70, baseType: !117, size: 320)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 320, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 40)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !96, file: !16, line: 71, baseType: !94, size: 64)
!121 = !{i32 7, !"Dwarf Version", i32 5}
!122 = !{i32 2, !"Debug Info Version", i32 3}
!123 = !{i32 1, !"wchar_size", i32 4}
!124 = !{i32 8, !"PIC Level", i32 2}
!125 = !{i32 7, !"PIE Level", i32 2}
!126 = !{i32 7, !"uwtable", i32 2}
!127 = !{i32 7, !"frame-pointer", i32 2}
!128 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!129 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 30, type: !130, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !133)
!130 = !DISubroutineType(types: !131)
!131 = !{!132, !132}
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!133 = !{}
!134 = !DILocalVariable(name: "arg", arg: 1, scope: !129, file: !3, line: 30, type: !132)
!135 = !DILocation(line: 30, column: 16, scope: !129)
!136 = !DILocalVariable(name: "in0", scope: !129, file: !3, line: 31, type: !10)
!137 = !DILocation(line: 31, column: 7, scope: !129)
!138 = !DILocation(line: 31, column: 13, scope: !129)
!139 = !DILocation(line: 32, column: 21, scope: !129)
!140 = !DILocation(line: 32, column: 25, scope: !129)
!141 = !DILocation(line: 32, column: 30, scope: !129)
!142 = !DILocation(line: 32, column: 33, scope: !129)
!143 = !DILocation(line: 32, column: 37, scope: !129)
!144 = !DILocation(line: 0, scope: !129)
!145 = !DILocation(line: 32, column: 3, scope: !129)
!146 = !DILocation(line: 33, column: 3, scope: !129)
!147 = !DILocation(line: 34, column: 9, scope: !129)
!148 = !DILocation(line: 34, column: 6, scope: !129)
!149 = !DILocation(line: 35, column: 3, scope: !129)
!150 = !DILocalVariable(name: "lp", scope: !129, file: !3, line: 36, type: !9)
!151 = !DILocation(line: 36, column: 8, scope: !129)
!152 = !DILocation(line: 36, column: 26, scope: !129)
!153 = !DILocation(line: 36, column: 32, scope: !129)
!154 = !DILocation(line: 37, column: 18, scope: !129)
!155 = !DILocation(line: 37, column: 7, scope: !129)
!156 = !DILocation(line: 37, column: 10, scope: !129)
!157 = !DILocation(line: 37, column: 3, scope: !129)
!158 = !DILocation(line: 37, column: 15, scope: !129)
!159 = !DILocation(line: 38, column: 3, scope: !129)
!160 = !DILocation(line: 39, column: 3, scope: !129)
!161 = !DILocation(line: 40, column: 8, scope: !129)
!162 = !DILocation(line: 40, column: 6, scope: !129)
!163 = !DILocation(line: 41, column: 3, scope: !129)
!164 = !DILocation(line: 41, column: 34, scope: !129)
!165 = !DILocation(line: 41, column: 39, scope: !129)
!166 = !DILocation(line: 41, column: 65, scope: !129)
!167 = !DILocation(line: 42, column: 3, scope: !129)
!168 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 45, type: !130, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !133)
!169 = !DILocalVariable(name: "arg", arg: 1, scope: !168, file: !3, line: 45, type: !132)
!170 = !DILocation(line: 45, column: 16, scope: !168)
!171 = !DILocalVariable(name: "lp", scope: !168, file: !3, line: 46, type: !9)
!172 = !DILocation(line: 46, column: 8, scope: !168)
!173 = !DILocation(line: 46, column: 26, scope: !168)
!174 = !DILocation(line: 46, column: 32, scope: !168)
!175 = !DILocation(line: 47, column: 10, scope: !168)
!176 = !DILocation(line: 47, column: 13, scope: !168)
!177 = !DILocation(line: 47, column: 6, scope: !168)
!178 = !DILocation(line: 48, column: 3, scope: !168)
!179 = !DILocation(line: 49, column: 6, scope: !168)
!180 = !DILocation(line: 50, column: 3, scope: !168)
!181 = !DILocation(line: 51, column: 3, scope: !168)
!182 = !DILocation(line: 52, column: 3, scope: !168)
!183 = !DILocation(line: 52, column: 28, scope: !168)
!184 = !DILocation(line: 52, column: 36, scope: !168)
!185 = !DILocation(line: 52, column: 35, scope: !168)
!186 = !DILocation(line: 52, column: 43, scope: !168)
!187 = distinct !{!187, !183, !188, !189}
!188 = !DILocation(line: 52, column: 69, scope: !168)
!189 = !{!"llvm.loop.mustprogress"}
!190 = !DILocation(line: 52, column: 72, scope: !168)
!191 = !DILocation(line: 53, column: 3, scope: !168)
!192 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 56, type: !193, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !133)
!193 = !DISubroutineType(types: !194)
!194 = !{!10}
!195 = !DILocation(line: 57, column: 8, scope: !192)
!196 = !DILocation(line: 57, column: 6, scope: !192)
!197 = !DILocation(line: 58, column: 21, scope: !192)
!198 = !DILocation(line: 58, column: 24, scope: !192)
!199 = !DILocation(line: 58, column: 30, scope: !192)
!200 = !DILocation(line: 58, column: 33, scope: !192)
!201 = !DILocation(line: 58, column: 36, scope: !192)
!202 = !DILocation(line: 0, scope: !192)
!203 = !DILocation(line: 58, column: 3, scope: !192)
!204 = !DILocation(line: 59, column: 3, scope: !192)
!205 = !DILocalVariable(name: "loc", scope: !192, file: !3, line: 60, type: !10)
!206 = !DILocation(line: 60, column: 7, scope: !192)
!207 = !DILocalVariable(name: "args", scope: !192, file: !3, line: 61, type: !208)
!208 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 256, elements: !39)
!209 = !DILocation(line: 61, column: 12, scope: !192)
!210 = !DILocalVariable(name: "i", scope: !211, file: !3, line: 62, type: !10)
!211 = distinct !DILexicalBlock(scope: !192, file: !3, line: 62, column: 3)
!212 = !DILocation(line: 62, column: 12, scope: !211)
!213 = !DILocation(line: 62, column: 8, scope: !211)
!214 = !DILocation(line: 62, column: 19, scope: !215)
!215 = distinct !DILexicalBlock(scope: !211, file: !3, line: 62, column: 3)
!216 = !DILocation(line: 62, column: 21, scope: !215)
!217 = !DILocation(line: 62, column: 3, scope: !211)
!218 = !DILocation(line: 62, column: 38, scope: !219)
!219 = distinct !DILexicalBlock(scope: !215, file: !3, line: 62, column: 31)
!220 = !DILocation(line: 62, column: 33, scope: !219)
!221 = !DILocation(line: 62, column: 41, scope: !219)
!222 = !DILocation(line: 62, column: 43, scope: !219)
!223 = !DILocation(line: 62, column: 64, scope: !219)
!224 = !DILocation(line: 62, column: 56, scope: !219)
!225 = !DILocation(line: 62, column: 51, scope: !219)
!226 = !DILocation(line: 62, column: 59, scope: !219)
!227 = !DILocation(line: 62, column: 62, scope: !219)
!228 = !DILocation(line: 62, column: 67, scope: !219)
!229 = !DILocation(line: 62, column: 27, scope: !215)
!230 = !DILocation(line: 62, column: 3, scope: !215)
!231 = distinct !{!231, !217, !232, !189}
!232 = !DILocation(line: 62, column: 67, scope: !211)
!233 = !DILocalVariable(name: "th", scope: !192, file: !3, line: 63, type: !234)
!234 = !DICompositeType(tag: DW_TAG_array_type, baseType: !235, size: 128, elements: !39)
!235 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !16, line: 27, baseType: !236)
!236 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!237 = !DILocation(line: 63, column: 13, scope: !192)
!238 = !DILocation(line: 64, column: 19, scope: !192)
!239 = !DILocation(line: 64, column: 34, scope: !192)
!240 = !DILocation(line: 64, column: 3, scope: !192)
!241 = !DILocation(line: 65, column: 19, scope: !192)
!242 = !DILocation(line: 65, column: 34, scope: !192)
!243 = !DILocation(line: 65, column: 3, scope: !192)
!244 = !DILocation(line: 66, column: 7, scope: !192)
!245 = !DILocation(line: 66, column: 10, scope: !192)
!246 = !DILocation(line: 66, column: 3, scope: !192)
!247 = !DILocation(line: 66, column: 15, scope: !192)
!248 = !DILocation(line: 67, column: 13, scope: !192)
!249 = !DILocation(line: 67, column: 16, scope: !192)
!250 = !DILocation(line: 67, column: 9, scope: !192)
!251 = !DILocation(line: 67, column: 21, scope: !192)
!252 = !DILocation(line: 67, column: 6, scope: !192)
!253 = !DILocation(line: 68, column: 16, scope: !192)
!254 = !DILocation(line: 68, column: 3, scope: !192)
!255 = !DILocation(line: 69, column: 16, scope: !192)
!256 = !DILocation(line: 69, column: 3, scope: !192)
!257 = !DILocation(line: 70, column: 10, scope: !192)
!258 = !DILocation(line: 71, column: 3, scope: !259)
!259 = distinct !DILexicalBlock(scope: !260, file: !3, line: 71, column: 3)
!260 = distinct !DILexicalBlock(scope: !192, file: !3, line: 71, column: 3)
!261 = !DILocation(line: 71, column: 3, scope: !260)
!262 = !DILocation(line: 72, column: 3, scope: !192)
