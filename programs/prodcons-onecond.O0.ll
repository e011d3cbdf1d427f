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
@buf = dso_local global [1 x i32] zeroinitializer, align 4, !dbg !48
@head = dso_local global i32 0, align 4, !dbg !53
@tail = dso_local global i32 0, align 4, !dbg !55
@count = dso_local global i32 0, align 4, !dbg !57
@.str = private unnamed_addr constant [14 x i8] c"count < QSIZE\00", align 1, !dbg !59
@.str.1 = private unnamed_addr constant [11 x i8] c"prodcons.c\00", align 1, !dbg !64
@__PRETTY_FUNCTION__.put = private unnamed_addr constant [14 x i8] c"void put(int)\00", align 1, !dbg !69
@.str.2 = private unnamed_addr constant [21 x i8] c"v >= 1 && v <= NPROD\00", align 1, !dbg !73
@__PRETTY_FUNCTION__.consumer = private unnamed_addr constant [23 x i8] c"void *consumer(void *)\00", align 1, !dbg !78
@.str.3 = private unnamed_addr constant [10 x i8] c"count > 0\00", align 1, !dbg !83
@__PRETTY_FUNCTION__.get = private unnamed_addr constant [14 x i8] c"int get(void)\00", align 1, !dbg !88

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !125 {
  %1 = alloca i32, align 4
  %2 = alloca [1 x i64], align 8
  %3 = alloca [2 x i64], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !129, !DIExpression(), !133)
    #dbg_declare(ptr %3, !134, !DIExpression(), !136)
    #dbg_declare(ptr %4, !137, !DIExpression(), !139)
  store i64 0, ptr %4, align 8, !dbg !139
  br label %8, !dbg !140

8:                                                ; preds = %17, %0
  %9 = load i64, ptr %4, align 8, !dbg !141
  %10 = icmp slt i64 %9, 1, !dbg !143
  br i1 %10, label %11, label %20, !dbg !144

11:                                               ; preds = %8
  %12 = load i64, ptr %4, align 8, !dbg !145
  %13 = getelementptr inbounds [1 x i64], ptr %2, i64 0, i64 %12, !dbg !146
  %14 = load i64, ptr %4, align 8, !dbg !147
  %15 = inttoptr i64 %14 to ptr, !dbg !148
  %16 = call i32 @pthread_create(ptr noundef %13, ptr noundef null, ptr noundef @producer, ptr noundef %15) #4, !dbg !149
  br label %17, !dbg !149

17:                                               ; preds = %11
  %18 = load i64, ptr %4, align 8, !dbg !150
  %19 = add nsw i64 %18, 1, !dbg !150
  store i64 %19, ptr %4, align 8, !dbg !150
  br label %8, !dbg !151, !llvm.loop !152

20:                                               ; preds = %8
    #dbg_declare(ptr %5, !155, !DIExpression(), !157)
  store i32 0, ptr %5, align 4, !dbg !157
  br label %21, !dbg !158

21:                                               ; preds = %29, %20
  %22 = load i32, ptr %5, align 4, !dbg !159
  %23 = icmp slt i32 %22, 2, !dbg !161
  br i1 %23, label %24, label %32, !dbg !162

24:                                               ; preds = %21
  %25 = load i32, ptr %5, align 4, !dbg !163
  %26 = sext i32 %25 to i64, !dbg !164
  %27 = getelementptr inbounds [2 x i64], ptr %3, i64 0, i64 %26, !dbg !164
  %28 = call i32 @pthread_create(ptr noundef %27, ptr noundef null, ptr noundef @consumer, ptr noundef null) #4, !dbg !165
  br label %29, !dbg !165

29:                                               ; preds = %24
  %30 = load i32, ptr %5, align 4, !dbg !166
  %31 = add nsw i32 %30, 1, !dbg !166
  store i32 %31, ptr %5, align 4, !dbg !166
  br label %21, !dbg !167, !llvm.loop !168

32:                                               ; preds = %21
    #dbg_declare(ptr %6, !170, !DIExpression(), !172)
  store i32 0, ptr %6, align 4, !dbg !172
  br label %33, !dbg !173

33:                                               ; preds = %42, %32
  %34 = load i32, ptr %6, align 4, !dbg !174
  %35 = icmp slt i32 %34, 1, !dbg !176
  br i1 %35, label %36, label %45, !dbg !177

36:                                               ; preds = %33
  %37 = load i32, ptr %6, align 4, !dbg !178
  %38 = sext i32 %37 to i64, !dbg !179
  %39 = getelementptr inbounds [1 x i64], ptr %2, i64 0, i64 %38, !dbg !179
  %40 = load i64, ptr %39, align 8, !dbg !179
  %41 = call i32 @pthread_join(i64 noundef %40, ptr noundef null), !dbg !180
  br label %42, !dbg !180

42:                                               ; preds = %36
  %43 = load i32, ptr %6, align 4, !dbg !181
  %44 = add nsw i32 %43, 1, !dbg !181
  store i32 %44, ptr %6, align 4, !dbg !181
  br label %33, !dbg !182, !llvm.loop !183

45:                                               ; preds = %33
    #dbg_declare(ptr %7, !185, !DIExpression(), !187)
  store i32 0, ptr %7, align 4, !dbg !187
  br label %46, !dbg !188

46:                                               ; preds = %55, %45
  %47 = load i32, ptr %7, align 4, !dbg !189
  %48 = icmp slt i32 %47, 2, !dbg !191
  br i1 %48, label %49, label %58, !dbg !192

49:                                               ; preds = %46
  %50 = load i32, ptr %7, align 4, !dbg !193
  %51 = sext i32 %50 to i64, !dbg !194
  %52 = getelementptr inbounds [2 x i64], ptr %3, i64 0, i64 %51, !dbg !194
  %53 = load i64, ptr %52, align 8, !dbg !194
  %54 = call i32 @pthread_join(i64 noundef %53, ptr noundef null), !dbg !195
  br label %55, !dbg !195

55:                                               ; preds = %49
  %56 = load i32, ptr %7, align 4, !dbg !196
  %57 = add nsw i32 %56, 1, !dbg !196
  store i32 %57, ptr %7, align 4, !dbg !196
  br label %46, !dbg !197, !llvm.loop !198

58:                                               ; preds = %46
  ret i32 0, !dbg !200
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @producer(ptr noundef %0) #0 !dbg !201 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !204, !DIExpression(), !205)
    #dbg_declare(ptr %3, !206, !DIExpression(), !207)
  %4 = load ptr, ptr %2, align 8, !dbg !208
  %5 = ptrtoint ptr %4 to i64, !dbg !209
  %6 = trunc i64 %5 to i32, !dbg !210
  store i32 %6, ptr %3, align 4, !dbg !207
  br label %7, !dbg !211

7:                                                ; preds = %7, %1
  %8 = load i32, ptr %3, align 4, !dbg !212
  %9 = add nsw i32 %8, 1, !dbg !215
  call void @put(i32 noundef %9), !dbg !216
  br label %7, !dbg !217, !llvm.loop !218
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @consumer(ptr noundef %0) #0 !dbg !221 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !222, !DIExpression(), !223)
  %4 = load ptr, ptr %2, align 8, !dbg !224
  br label %5, !dbg !225

5:                                                ; preds = %14, %1
    #dbg_declare(ptr %3, !226, !DIExpression(), !230)
  %6 = call i32 @get(), !dbg !231
  store i32 %6, ptr %3, align 4, !dbg !230
  %7 = load i32, ptr %3, align 4, !dbg !232
  %8 = icmp sge i32 %7, 1, !dbg !232
  br i1 %8, label %9, label %13, !dbg !232

9:                                                ; preds = %5
  %10 = load i32, ptr %3, align 4, !dbg !232
  %11 = icmp sle i32 %10, 1, !dbg !232
  br i1 %11, label %12, label %13, !dbg !235

12:                                               ; preds = %9
  br label %14, !dbg !235

13:                                               ; preds = %9, %5
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 97, ptr noundef @__PRETTY_FUNCTION__.consumer) #5, !dbg !232
  unreachable, !dbg !232

14:                                               ; preds = %12
  br label %5, !dbg !236, !llvm.loop !237
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put(i32 noundef %0) #0 !dbg !240 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !243, !DIExpression(), !244)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !245
  br label %4, !dbg !246

4:                                                ; preds = %7, %1
  %5 = load i32, ptr @count, align 4, !dbg !247
  %6 = icmp eq i32 %5, 1, !dbg !248
  br i1 %6, label %7, label %9, !dbg !246

7:                                                ; preds = %4
  %8 = call i32 @pthread_cond_wait(ptr noundef @changed, ptr noundef @m), !dbg !249
  br label %4, !dbg !246, !llvm.loop !250

9:                                                ; preds = %4
  %10 = load i32, ptr @count, align 4, !dbg !252
  %11 = icmp slt i32 %10, 1, !dbg !252
  br i1 %11, label %12, label %13, !dbg !255

12:                                               ; preds = %9
  br label %14, !dbg !255

13:                                               ; preds = %9
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 61, ptr noundef @__PRETTY_FUNCTION__.put) #5, !dbg !252
  unreachable, !dbg !252

14:                                               ; preds = %12
  %15 = load i32, ptr %2, align 4, !dbg !256
  %16 = load i32, ptr @tail, align 4, !dbg !257
  %17 = sext i32 %16 to i64, !dbg !258
  %18 = getelementptr inbounds [1 x i32], ptr @buf, i64 0, i64 %17, !dbg !258
  store i32 %15, ptr %18, align 4, !dbg !259
  %19 = load i32, ptr @tail, align 4, !dbg !260
  %20 = add nsw i32 %19, 1, !dbg !261
  %21 = srem i32 %20, 1, !dbg !262
  store i32 %21, ptr @tail, align 4, !dbg !263
  %22 = load i32, ptr @count, align 4, !dbg !264
  %23 = add nsw i32 %22, 1, !dbg !264
  store i32 %23, ptr @count, align 4, !dbg !264
  %24 = call i32 @pthread_cond_broadcast(ptr noundef @changed) #4, !dbg !265
  %25 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !266
  ret void, !dbg !267
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_cond_broadcast(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @get() #0 !dbg !268 {
  %1 = alloca i32, align 4
  %2 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !269
  br label %3, !dbg !270

3:                                                ; preds = %6, %0
  %4 = load i32, ptr @count, align 4, !dbg !271
  %5 = icmp eq i32 %4, 0, !dbg !272
  br i1 %5, label %6, label %8, !dbg !270

6:                                                ; preds = %3
  %7 = call i32 @pthread_cond_wait(ptr noundef @changed, ptr noundef @m), !dbg !273
  br label %3, !dbg !270, !llvm.loop !274

8:                                                ; preds = %3
  %9 = load i32, ptr @count, align 4, !dbg !276
  %10 = icmp sgt i32 %9, 0, !dbg !276
  br i1 %10, label %11, label %12, !dbg !279

11:                                               ; preds = %8
  br label %13, !dbg !279

12:                                               ; preds = %8
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 74, ptr noundef @__PRETTY_FUNCTION__.get) #5, !dbg !276
  unreachable, !dbg !276

13:                                               ; preds = %11
    #dbg_declare(ptr %1, !280, !DIExpression(), !281)
  %14 = load i32, ptr @head, align 4, !dbg !282
  %15 = sext i32 %14 to i64, !dbg !283
  %16 = getelementptr inbounds [1 x i32], ptr @buf, i64 0, i64 %15, !dbg !283
  %17 = load i32, ptr %16, align 4, !dbg !283
  store i32 %17, ptr %1, align 4, !dbg !281
  %18 = load i32, ptr @head, align 4, !dbg !284
  %19 = sext i32 %18 to i64, !dbg !285
  %20 = getelementptr inbounds [1 x i32], ptr @buf, i64 0, i64 %19, !dbg !285
  store i32 0, ptr %20, align 4, !dbg !286
  %21 = load i32, ptr @head, align 4, !dbg !287
  %22 = add nsw i32 %21, 1, !dbg !288
  %23 = srem i32 %22, 1, !dbg !289
  store i32 %23, ptr @head, align 4, !dbg !290
  %24 = load i32, ptr @count, align 4, !dbg !291
  %25 = add nsw i32 %24, -1, !dbg !291
  store i32 %25, ptr @count, align 4, !dbg !291
  %26 = call i32 @pthread_cond_broadcast(ptr noundef @changed) #4, !dbg !292
  %27 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !293
  %28 = load i32, ptr %1, align 4, !dbg !294
  ret i32 %28, !dbg !295
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!117, !118, !119, !120, !121, !122, !123}
!llvm.ident = !{!124}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 38, type: !90, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
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
!123 = !{i32 7, !"frame-pointer", i32 2}
!124 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!125 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 102, type: !126, scopeLine: 103, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !128)
!126 = !DISubroutineType(types: !127)
!127 = !{!6}
!128 = !{}
!129 = !DILocalVariable(name: "p", scope: !125, file: !3, line: 104, type: !130)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !131, size: 64, elements: !51)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !12, line: 27, baseType: !132)
!132 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!133 = !DILocation(line: 104, column: 15, scope: !125)
!134 = !DILocalVariable(name: "c", scope: !125, file: !3, line: 104, type: !135)
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !131, size: 128, elements: !35)
!136 = !DILocation(line: 104, column: 25, scope: !125)
!137 = !DILocalVariable(name: "i", scope: !138, file: !3, line: 105, type: !7)
!138 = distinct !DILexicalBlock(scope: !125, file: !3, line: 105, column: 5)
!139 = !DILocation(line: 105, column: 15, scope: !138)
!140 = !DILocation(line: 105, column: 10, scope: !138)
!141 = !DILocation(line: 105, column: 22, scope: !142)
!142 = distinct !DILexicalBlock(scope: !138, file: !3, line: 105, column: 5)
!143 = !DILocation(line: 105, column: 24, scope: !142)
!144 = !DILocation(line: 105, column: 5, scope: !138)
!145 = !DILocation(line: 106, column: 27, scope: !142)
!146 = !DILocation(line: 106, column: 25, scope: !142)
!147 = !DILocation(line: 106, column: 55, scope: !142)
!148 = !DILocation(line: 106, column: 47, scope: !142)
!149 = !DILocation(line: 106, column: 9, scope: !142)
!150 = !DILocation(line: 105, column: 34, scope: !142)
!151 = !DILocation(line: 105, column: 5, scope: !142)
!152 = distinct !{!152, !144, !153, !154}
!153 = !DILocation(line: 106, column: 56, scope: !138)
!154 = !{!"llvm.loop.mustprogress"}
!155 = !DILocalVariable(name: "i", scope: !156, file: !3, line: 107, type: !6)
!156 = distinct !DILexicalBlock(scope: !125, file: !3, line: 107, column: 5)
!157 = !DILocation(line: 107, column: 14, scope: !156)
!158 = !DILocation(line: 107, column: 10, scope: !156)
!159 = !DILocation(line: 107, column: 21, scope: !160)
!160 = distinct !DILexicalBlock(scope: !156, file: !3, line: 107, column: 5)
!161 = !DILocation(line: 107, column: 23, scope: !160)
!162 = !DILocation(line: 107, column: 5, scope: !156)
!163 = !DILocation(line: 108, column: 27, scope: !160)
!164 = !DILocation(line: 108, column: 25, scope: !160)
!165 = !DILocation(line: 108, column: 9, scope: !160)
!166 = !DILocation(line: 107, column: 33, scope: !160)
!167 = !DILocation(line: 107, column: 5, scope: !160)
!168 = distinct !{!168, !162, !169, !154}
!169 = !DILocation(line: 108, column: 51, scope: !156)
!170 = !DILocalVariable(name: "i", scope: !171, file: !3, line: 109, type: !6)
!171 = distinct !DILexicalBlock(scope: !125, file: !3, line: 109, column: 5)
!172 = !DILocation(line: 109, column: 14, scope: !171)
!173 = !DILocation(line: 109, column: 10, scope: !171)
!174 = !DILocation(line: 109, column: 21, scope: !175)
!175 = distinct !DILexicalBlock(scope: !171, file: !3, line: 109, column: 5)
!176 = !DILocation(line: 109, column: 23, scope: !175)
!177 = !DILocation(line: 109, column: 5, scope: !171)
!178 = !DILocation(line: 110, column: 24, scope: !175)
!179 = !DILocation(line: 110, column: 22, scope: !175)
!180 = !DILocation(line: 110, column: 9, scope: !175)
!181 = !DILocation(line: 109, column: 33, scope: !175)
!182 = !DILocation(line: 109, column: 5, scope: !175)
!183 = distinct !{!183, !177, !184, !154}
!184 = !DILocation(line: 110, column: 32, scope: !171)
!185 = !DILocalVariable(name: "i", scope: !186, file: !3, line: 111, type: !6)
!186 = distinct !DILexicalBlock(scope: !125, file: !3, line: 111, column: 5)
!187 = !DILocation(line: 111, column: 14, scope: !186)
!188 = !DILocation(line: 111, column: 10, scope: !186)
!189 = !DILocation(line: 111, column: 21, scope: !190)
!190 = distinct !DILexicalBlock(scope: !186, file: !3, line: 111, column: 5)
!191 = !DILocation(line: 111, column: 23, scope: !190)
!192 = !DILocation(line: 111, column: 5, scope: !186)
!193 = !DILocation(line: 112, column: 24, scope: !190)
!194 = !DILocation(line: 112, column: 22, scope: !190)
!195 = !DILocation(line: 112, column: 9, scope: !190)
!196 = !DILocation(line: 111, column: 33, scope: !190)
!197 = !DILocation(line: 111, column: 5, scope: !190)
!198 = distinct !{!198, !192, !199, !154}
!199 = !DILocation(line: 112, column: 32, scope: !186)
!200 = !DILocation(line: 113, column: 5, scope: !125)
!201 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 84, type: !202, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !128)
!202 = !DISubroutineType(types: !203)
!203 = !{!5, !5}
!204 = !DILocalVariable(name: "arg", arg: 1, scope: !201, file: !3, line: 84, type: !5)
!205 = !DILocation(line: 84, column: 29, scope: !201)
!206 = !DILocalVariable(name: "id", scope: !201, file: !3, line: 86, type: !6)
!207 = !DILocation(line: 86, column: 9, scope: !201)
!208 = !DILocation(line: 86, column: 25, scope: !201)
!209 = !DILocation(line: 86, column: 19, scope: !201)
!210 = !DILocation(line: 86, column: 14, scope: !201)
!211 = !DILocation(line: 87, column: 5, scope: !201)
!212 = !DILocation(line: 88, column: 13, scope: !213)
!213 = distinct !DILexicalBlock(scope: !214, file: !3, line: 87, column: 5)
!214 = distinct !DILexicalBlock(scope: !201, file: !3, line: 87, column: 5)
!215 = !DILocation(line: 88, column: 16, scope: !213)
!216 = !DILocation(line: 88, column: 9, scope: !213)
!217 = !DILocation(line: 87, column: 5, scope: !213)
!218 = distinct !{!218, !219, !220}
!219 = !DILocation(line: 87, column: 5, scope: !214)
!220 = !DILocation(line: 88, column: 19, scope: !214)
!221 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 92, type: !202, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !128)
!222 = !DILocalVariable(name: "arg", arg: 1, scope: !221, file: !3, line: 92, type: !5)
!223 = !DILocation(line: 92, column: 29, scope: !221)
!224 = !DILocation(line: 94, column: 11, scope: !221)
!225 = !DILocation(line: 95, column: 5, scope: !221)
!226 = !DILocalVariable(name: "v", scope: !227, file: !3, line: 96, type: !6)
!227 = distinct !DILexicalBlock(scope: !228, file: !3, line: 95, column: 14)
!228 = distinct !DILexicalBlock(scope: !229, file: !3, line: 95, column: 5)
!229 = distinct !DILexicalBlock(scope: !221, file: !3, line: 95, column: 5)
!230 = !DILocation(line: 96, column: 13, scope: !227)
!231 = !DILocation(line: 96, column: 17, scope: !227)
!232 = !DILocation(line: 97, column: 9, scope: !233)
!233 = distinct !DILexicalBlock(scope: !234, file: !3, line: 97, column: 9)
!234 = distinct !DILexicalBlock(scope: !227, file: !3, line: 97, column: 9)
!235 = !DILocation(line: 97, column: 9, scope: !234)
!236 = !DILocation(line: 95, column: 5, scope: !228)
!237 = distinct !{!237, !238, !239}
!238 = !DILocation(line: 95, column: 5, scope: !229)
!239 = !DILocation(line: 98, column: 5, scope: !229)
!240 = distinct !DISubprogram(name: "put", scope: !3, file: !3, line: 56, type: !241, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !128)
!241 = !DISubroutineType(types: !242)
!242 = !{null, !6}
!243 = !DILocalVariable(name: "v", arg: 1, scope: !240, file: !3, line: 56, type: !6)
!244 = !DILocation(line: 56, column: 21, scope: !240)
!245 = !DILocation(line: 58, column: 5, scope: !240)
!246 = !DILocation(line: 59, column: 5, scope: !240)
!247 = !DILocation(line: 59, column: 17, scope: !240)
!248 = !DILocation(line: 59, column: 23, scope: !240)
!249 = !DILocation(line: 60, column: 9, scope: !240)
!250 = distinct !{!250, !246, !251, !154}
!251 = !DILocation(line: 60, column: 40, scope: !240)
!252 = !DILocation(line: 61, column: 5, scope: !253)
!253 = distinct !DILexicalBlock(scope: !254, file: !3, line: 61, column: 5)
!254 = distinct !DILexicalBlock(scope: !240, file: !3, line: 61, column: 5)
!255 = !DILocation(line: 61, column: 5, scope: !254)
!256 = !DILocation(line: 62, column: 17, scope: !240)
!257 = !DILocation(line: 62, column: 9, scope: !240)
!258 = !DILocation(line: 62, column: 5, scope: !240)
!259 = !DILocation(line: 62, column: 15, scope: !240)
!260 = !DILocation(line: 63, column: 13, scope: !240)
!261 = !DILocation(line: 63, column: 18, scope: !240)
!262 = !DILocation(line: 63, column: 23, scope: !240)
!263 = !DILocation(line: 63, column: 10, scope: !240)
!264 = !DILocation(line: 64, column: 10, scope: !240)
!265 = !DILocation(line: 65, column: 5, scope: !240)
!266 = !DILocation(line: 66, column: 5, scope: !240)
!267 = !DILocation(line: 67, column: 1, scope: !240)
!268 = distinct !DISubprogram(name: "get", scope: !3, file: !3, line: 69, type: !126, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !128)
!269 = !DILocation(line: 71, column: 5, scope: !268)
!270 = !DILocation(line: 72, column: 5, scope: !268)
!271 = !DILocation(line: 72, column: 17, scope: !268)
!272 = !DILocation(line: 72, column: 23, scope: !268)
!273 = !DILocation(line: 73, column: 9, scope: !268)
!274 = distinct !{!274, !270, !275, !154}
!275 = !DILocation(line: 73, column: 41, scope: !268)
!276 = !DILocation(line: 74, column: 5, scope: !277)
!277 = distinct !DILexicalBlock(scope: !278, file: !3, line: 74, column: 5)
!278 = distinct !DILexicalBlock(scope: !268, file: !3, line: 74, column: 5)
!279 = !DILocation(line: 74, column: 5, scope: !278)
!280 = !DILocalVariable(name: "v", scope: !268, file: !3, line: 75, type: !6)
!281 = !DILocation(line: 75, column: 9, scope: !268)
!282 = !DILocation(line: 75, column: 17, scope: !268)
!283 = !DILocation(line: 75, column: 13, scope: !268)
!284 = !DILocation(line: 76, column: 9, scope: !268)
!285 = !DILocation(line: 76, column: 5, scope: !268)
!286 = !DILocation(line: 76, column: 15, scope: !268)
!287 = !DILocation(line: 77, column: 13, scope: !268)
!288 = !DILocation(line: 77, column: 18, scope: !268)
!289 = !DILocation(line: 77, column: 23, scope: !268)
!290 = !DILocation(line: 77, column: 10, scope: !268)
!291 = !DILocation(line: 78, column: 10, scope: !268)
!292 = !DILocation(line: 79, column: 5, scope: !268)
!293 = !DILocation(line: 80, column: 5, scope: !268)
!294 = !DILocation(line: 81, column: 12, scope: !268)
!295 = !DILocation(line: 81, column: 5, scope: !268)
