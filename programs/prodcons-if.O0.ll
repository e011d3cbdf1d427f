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
@buf = dso_local global [1 x i32] zeroinitializer, align 4, !dbg !50
@head = dso_local global i32 0, align 4, !dbg !55
@tail = dso_local global i32 0, align 4, !dbg !57
@count = dso_local global i32 0, align 4, !dbg !59
@.str = private unnamed_addr constant [14 x i8] c"count < QSIZE\00", align 1, !dbg !61
@.str.1 = private unnamed_addr constant [11 x i8] c"prodcons.c\00", align 1, !dbg !66
@__PRETTY_FUNCTION__.put = private unnamed_addr constant [14 x i8] c"void put(int)\00", align 1, !dbg !71
@.str.2 = private unnamed_addr constant [21 x i8] c"v >= 1 && v <= NPROD\00", align 1, !dbg !75
@__PRETTY_FUNCTION__.consumer = private unnamed_addr constant [23 x i8] c"void *consumer(void *)\00", align 1, !dbg !80
@.str.3 = private unnamed_addr constant [10 x i8] c"count > 0\00", align 1, !dbg !85
@__PRETTY_FUNCTION__.get = private unnamed_addr constant [14 x i8] c"int get(void)\00", align 1, !dbg !90

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !127 {
  %1 = alloca i32, align 4
  %2 = alloca [1 x i64], align 8
  %3 = alloca [2 x i64], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !131, !DIExpression(), !135)
    #dbg_declare(ptr %3, !136, !DIExpression(), !138)
    #dbg_declare(ptr %4, !139, !DIExpression(), !141)
  store i64 0, ptr %4, align 8, !dbg !141
  br label %8, !dbg !142

8:                                                ; preds = %17, %0
  %9 = load i64, ptr %4, align 8, !dbg !143
  %10 = icmp slt i64 %9, 1, !dbg !145
  br i1 %10, label %11, label %20, !dbg !146

11:                                               ; preds = %8
  %12 = load i64, ptr %4, align 8, !dbg !147
  %13 = getelementptr inbounds [1 x i64], ptr %2, i64 0, i64 %12, !dbg !148
  %14 = load i64, ptr %4, align 8, !dbg !149
  %15 = inttoptr i64 %14 to ptr, !dbg !150
  %16 = call i32 @pthread_create(ptr noundef %13, ptr noundef null, ptr noundef @producer, ptr noundef %15) #4, !dbg !151
  br label %17, !dbg !151

17:                                               ; preds = %11
  %18 = load i64, ptr %4, align 8, !dbg !152
  %19 = add nsw i64 %18, 1, !dbg !152
  store i64 %19, ptr %4, align 8, !dbg !152
  br label %8, !dbg !153, !llvm.loop !154

20:                                               ; preds = %8
    #dbg_declare(ptr %5, !157, !DIExpression(), !159)
  store i32 0, ptr %5, align 4, !dbg !159
  br label %21, !dbg !160

21:                                               ; preds = %29, %20
  %22 = load i32, ptr %5, align 4, !dbg !161
  %23 = icmp slt i32 %22, 2, !dbg !163
  br i1 %23, label %24, label %32, !dbg !164

24:                                               ; preds = %21
  %25 = load i32, ptr %5, align 4, !dbg !165
  %26 = sext i32 %25 to i64, !dbg !166
  %27 = getelementptr inbounds [2 x i64], ptr %3, i64 0, i64 %26, !dbg !166
  %28 = call i32 @pthread_create(ptr noundef %27, ptr noundef null, ptr noundef @consumer, ptr noundef null) #4, !dbg !167
  br label %29, !dbg !167

29:                                               ; preds = %24
  %30 = load i32, ptr %5, align 4, !dbg !168
  %31 = add nsw i32 %30, 1, !dbg !168
  store i32 %31, ptr %5, align 4, !dbg !168
  br label %21, !dbg !169, !llvm.loop !170

32:                                               ; preds = %21
    #dbg_declare(ptr %6, !172, !DIExpression(), !174)
  store i32 0, ptr %6, align 4, !dbg !174
  br label %33, !dbg !175

33:                                               ; preds = %42, %32
  %34 = load i32, ptr %6, align 4, !dbg !176
  %35 = icmp slt i32 %34, 1, !dbg !178
  br i1 %35, label %36, label %45, !dbg !179

36:                                               ; preds = %33
  %37 = load i32, ptr %6, align 4, !dbg !180
  %38 = sext i32 %37 to i64, !dbg !181
  %39 = getelementptr inbounds [1 x i64], ptr %2, i64 0, i64 %38, !dbg !181
  %40 = load i64, ptr %39, align 8, !dbg !181
  %41 = call i32 @pthread_join(i64 noundef %40, ptr noundef null), !dbg !182
  br label %42, !dbg !182

42:                                               ; preds = %36
  %43 = load i32, ptr %6, align 4, !dbg !183
  %44 = add nsw i32 %43, 1, !dbg !183
  store i32 %44, ptr %6, align 4, !dbg !183
  br label %33, !dbg !184, !llvm.loop !185

45:                                               ; preds = %33
    #dbg_declare(ptr %7, !187, !DIExpression(), !189)
  store i32 0, ptr %7, align 4, !dbg !189
  br label %46, !dbg !190

46:                                               ; preds = %55, %45
  %47 = load i32, ptr %7, align 4, !dbg !191
  %48 = icmp slt i32 %47, 2, !dbg !193
  br i1 %48, label %49, label %58, !dbg !194

49:                                               ; preds = %46
  %50 = load i32, ptr %7, align 4, !dbg !195
  %51 = sext i32 %50 to i64, !dbg !196
  %52 = getelementptr inbounds [2 x i64], ptr %3, i64 0, i64 %51, !dbg !196
  %53 = load i64, ptr %52, align 8, !dbg !196
  %54 = call i32 @pthread_join(i64 noundef %53, ptr noundef null), !dbg !197
  br label %55, !dbg !197

55:                                               ; preds = %49
  %56 = load i32, ptr %7, align 4, !dbg !198
  %57 = add nsw i32 %56, 1, !dbg !198
  store i32 %57, ptr %7, align 4, !dbg !198
  br label %46, !dbg !199, !llvm.loop !200

58:                                               ; preds = %46
  ret i32 0, !dbg !202
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @producer(ptr noundef %0) #0 !dbg !203 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !206, !DIExpression(), !207)
    #dbg_declare(ptr %3, !208, !DIExpression(), !209)
  %4 = load ptr, ptr %2, align 8, !dbg !210
  %5 = ptrtoint ptr %4 to i64, !dbg !211
  %6 = trunc i64 %5 to i32, !dbg !212
  store i32 %6, ptr %3, align 4, !dbg !209
  br label %7, !dbg !213

7:                                                ; preds = %7, %1
  %8 = load i32, ptr %3, align 4, !dbg !214
  %9 = add nsw i32 %8, 1, !dbg !217
  call void @put(i32 noundef %9), !dbg !218
  br label %7, !dbg !219, !llvm.loop !220
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @consumer(ptr noundef %0) #0 !dbg !223 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !224, !DIExpression(), !225)
  %4 = load ptr, ptr %2, align 8, !dbg !226
  br label %5, !dbg !227

5:                                                ; preds = %14, %1
    #dbg_declare(ptr %3, !228, !DIExpression(), !232)
  %6 = call i32 @get(), !dbg !233
  store i32 %6, ptr %3, align 4, !dbg !232
  %7 = load i32, ptr %3, align 4, !dbg !234
  %8 = icmp sge i32 %7, 1, !dbg !234
  br i1 %8, label %9, label %13, !dbg !234

9:                                                ; preds = %5
  %10 = load i32, ptr %3, align 4, !dbg !234
  %11 = icmp sle i32 %10, 1, !dbg !234
  br i1 %11, label %12, label %13, !dbg !237

12:                                               ; preds = %9
  br label %14, !dbg !237

13:                                               ; preds = %9, %5
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 97, ptr noundef @__PRETTY_FUNCTION__.consumer) #5, !dbg !234
  unreachable, !dbg !234

14:                                               ; preds = %12
  br label %5, !dbg !238, !llvm.loop !239
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put(i32 noundef %0) #0 !dbg !242 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !245, !DIExpression(), !246)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !247
  %4 = load i32, ptr @count, align 4, !dbg !248
  %5 = icmp eq i32 %4, 1, !dbg !250
  br i1 %5, label %6, label %8, !dbg !251

6:                                                ; preds = %1
  %7 = call i32 @pthread_cond_wait(ptr noundef @not_full, ptr noundef @m), !dbg !252
  br label %8, !dbg !252

8:                                                ; preds = %6, %1
  %9 = load i32, ptr @count, align 4, !dbg !253
  %10 = icmp slt i32 %9, 1, !dbg !253
  br i1 %10, label %11, label %12, !dbg !256

11:                                               ; preds = %8
  br label %13, !dbg !256

12:                                               ; preds = %8
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 61, ptr noundef @__PRETTY_FUNCTION__.put) #5, !dbg !253
  unreachable, !dbg !253

13:                                               ; preds = %11
  %14 = load i32, ptr %2, align 4, !dbg !257
  %15 = load i32, ptr @tail, align 4, !dbg !258
  %16 = sext i32 %15 to i64, !dbg !259
  %17 = getelementptr inbounds [1 x i32], ptr @buf, i64 0, i64 %16, !dbg !259
  store i32 %14, ptr %17, align 4, !dbg !260
  %18 = load i32, ptr @tail, align 4, !dbg !261
  %19 = add nsw i32 %18, 1, !dbg !262
  %20 = srem i32 %19, 1, !dbg !263
  store i32 %20, ptr @tail, align 4, !dbg !264
  %21 = load i32, ptr @count, align 4, !dbg !265
  %22 = add nsw i32 %21, 1, !dbg !265
  store i32 %22, ptr @count, align 4, !dbg !265
  %23 = call i32 @pthread_cond_signal(ptr noundef @not_empty) #4, !dbg !266
  %24 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !267
  ret void, !dbg !268
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @get() #0 !dbg !269 {
  %1 = alloca i32, align 4
  %2 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !270
  %3 = load i32, ptr @count, align 4, !dbg !271
  %4 = icmp eq i32 %3, 0, !dbg !273
  br i1 %4, label %5, label %7, !dbg !274

5:                                                ; preds = %0
  %6 = call i32 @pthread_cond_wait(ptr noundef @not_empty, ptr noundef @m), !dbg !275
  br label %7, !dbg !275

7:                                                ; preds = %5, %0
  %8 = load i32, ptr @count, align 4, !dbg !276
  %9 = icmp sgt i32 %8, 0, !dbg !276
  br i1 %9, label %10, label %11, !dbg !279

10:                                               ; preds = %7
  br label %12, !dbg !279

11:                                               ; preds = %7
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 74, ptr noundef @__PRETTY_FUNCTION__.get) #5, !dbg !276
  unreachable, !dbg !276

12:                                               ; preds = %10
    #dbg_declare(ptr %1, !280, !DIExpression(), !281)
  %13 = load i32, ptr @head, align 4, !dbg !282
  %14 = sext i32 %13 to i64, !dbg !283
  %15 = getelementptr inbounds [1 x i32], ptr @buf, i64 0, i64 %14, !dbg !283
  %16 = load i32, ptr %15, align 4, !dbg !283
  store i32 %16, ptr %1, align 4, !dbg !281
  %17 = load i32, ptr @head, align 4, !dbg !284
  %18 = sext i32 %17 to i64, !dbg !285
  %19 = getelementptr inbounds [1 x i32], ptr @buf, i64 0, i64 %18, !dbg !285
  store i32 0, ptr %19, align 4, !dbg !286
  %20 = load i32, ptr @head, align 4, !dbg !287
  %21 = add nsw i32 %20, 1, !dbg !288
  %22 = srem i32 %21, 1, !dbg !289
  store i32 %22, ptr @head, align 4, !dbg !290
  %23 = load i32, ptr @count, align 4, !dbg !291
  %24 = add nsw i32 %23, -1, !dbg !291
  store i32 %24, ptr @count, align 4, !dbg !291
  %25 = call i32 @pthread_cond_signal(ptr noundef @not_full) #4, !dbg !292
  %26 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !293
  %27 = load i32, ptr %1, align 4, !dbg !294
  ret i32 %27, !dbg !295
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!119, !120, !121, !122, !123, !124, !125}
!llvm.ident = !{!126}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 38, type: !92, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
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
!125 = !{i32 7, !"frame-pointer", i32 2}
!126 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!127 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 102, type: !128, scopeLine: 103, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !130)
!128 = !DISubroutineType(types: !129)
!129 = !{!6}
!130 = !{}
!131 = !DILocalVariable(name: "p", scope: !127, file: !3, line: 104, type: !132)
!132 = !DICompositeType(tag: DW_TAG_array_type, baseType: !133, size: 64, elements: !53)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !12, line: 27, baseType: !134)
!134 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!135 = !DILocation(line: 104, column: 15, scope: !127)
!136 = !DILocalVariable(name: "c", scope: !127, file: !3, line: 104, type: !137)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !133, size: 128, elements: !35)
!138 = !DILocation(line: 104, column: 25, scope: !127)
!139 = !DILocalVariable(name: "i", scope: !140, file: !3, line: 105, type: !7)
!140 = distinct !DILexicalBlock(scope: !127, file: !3, line: 105, column: 5)
!141 = !DILocation(line: 105, column: 15, scope: !140)
!142 = !DILocation(line: 105, column: 10, scope: !140)
!143 = !DILocation(line: 105, column: 22, scope: !144)
!144 = distinct !DILexicalBlock(scope: !140, file: !3, line: 105, column: 5)
!145 = !DILocation(line: 105, column: 24, scope: !144)
!146 = !DILocation(line: 105, column: 5, scope: !140)
!147 = !DILocation(line: 106, column: 27, scope: !144)
!148 = !DILocation(line: 106, column: 25, scope: !144)
!149 = !DILocation(line: 106, column: 55, scope: !144)
!150 = !DILocation(line: 106, column: 47, scope: !144)
!151 = !DILocation(line: 106, column: 9, scope: !144)
!152 = !DILocation(line: 105, column: 34, scope: !144)
!153 = !DILocation(line: 105, column: 5, scope: !144)
!154 = distinct !{!154, !146, !155, !156}
!155 = !DILocation(line: 106, column: 56, scope: !140)
!156 = !{!"llvm.loop.mustprogress"}
!157 = !DILocalVariable(name: "i", scope: !158, file: !3, line: 107, type: !6)
!158 = distinct !DILexicalBlock(scope: !127, file: !3, line: 107, column: 5)
!159 = !DILocation(line: 107, column: 14, scope: !158)
!160 = !DILocation(line: 107, column: 10, scope: !158)
!161 = !DILocation(line: 107, column: 21, scope: !162)
!162 = distinct !DILexicalBlock(scope: !158, file: !3, line: 107, column: 5)
!163 = !DILocation(line: 107, column: 23, scope: !162)
!164 = !DILocation(line: 107, column: 5, scope: !158)
!165 = !DILocation(line: 108, column: 27, scope: !162)
!166 = !DILocation(line: 108, column: 25, scope: !162)
!167 = !DILocation(line: 108, column: 9, scope: !162)
!168 = !DILocation(line: 107, column: 33, scope: !162)
!169 = !DILocation(line: 107, column: 5, scope: !162)
!170 = distinct !{!170, !164, !171, !156}
!171 = !DILocation(line: 108, column: 51, scope: !158)
!172 = !DILocalVariable(name: "i", scope: !173, file: !3, line: 109, type: !6)
!173 = distinct !DILexicalBlock(scope: !127, file: !3, line: 109, column: 5)
!174 = !DILocation(line: 109, column: 14, scope: !173)
!175 = !DILocation(line: 109, column: 10, scope: !173)
!176 = !DILocation(line: 109, column: 21, scope: !177)
!177 = distinct !DILexicalBlock(scope: !173, file: !3, line: 109, column: 5)
!178 = !DILocation(line: 109, column: 23, scope: !177)
!179 = !DILocation(line: 109, column: 5, scope: !173)
!180 = !DILocation(line: 110, column: 24, scope: !177)
!181 = !DILocation(line: 110, column: 22, scope: !177)
!182 = !DILocation(line: 110, column: 9, scope: !177)
!183 = !DILocation(line: 109, column: 33, scope: !177)
!184 = !DILocation(line: 109, column: 5, scope: !177)
!185 = distinct !{!185, !179, !186, !156}
!186 = !DILocation(line: 110, column: 32, scope: !173)
!187 = !DILocalVariable(name: "i", scope: !188, file: !3, line: 111, type: !6)
!188 = distinct !DILexicalBlock(scope: !127, file: !3, line: 111, column: 5)
!189 = !DILocation(line: 111, column: 14, scope: !188)
!190 = !DILocation(line: 111, column: 10, scope: !188)
!191 = !DILocation(line: 111, column: 21, scope: !192)
!192 = distinct !DILexicalBlock(scope: !188, file: !3, line: 111, column: 5)
!193 = !DILocation(line: 111, column: 23, scope: !192)
!194 = !DILocation(line: 111, column: 5, scope: !188)
!195 = !DILocation(line: 112, column: 24, scope: !192)
!196 = !DILocation(line: 112, column: 22, scope: !192)
!197 = !DILocation(line: 112, column: 9, scope: !192)
!198 = !DILocation(line: 111, column: 33, scope: !192)
!199 = !DILocation(line: 111, column: 5, scope: !192)
!200 = distinct !{!200, !194, !201, !156}
!201 = !DILocation(line: 112, column: 32, scope: !188)
!202 = !DILocation(line: 113, column: 5, scope: !127)
!203 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 84, type: !204, scopeLine: 85, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !130)
!204 = !DISubroutineType(types: !205)
!205 = !{!5, !5}
!206 = !DILocalVariable(name: "arg", arg: 1, scope: !203, file: !3, line: 84, type: !5)
!207 = !DILocation(line: 84, column: 29, scope: !203)
!208 = !DILocalVariable(name: "id", scope: !203, file: !3, line: 86, type: !6)
!209 = !DILocation(line: 86, column: 9, scope: !203)
!210 = !DILocation(line: 86, column: 25, scope: !203)
!211 = !DILocation(line: 86, column: 19, scope: !203)
!212 = !DILocation(line: 86, column: 14, scope: !203)
!213 = !DILocation(line: 87, column: 5, scope: !203)
!214 = !DILocation(line: 88, column: 13, scope: !215)
!215 = distinct !DILexicalBlock(scope: !216, file: !3, line: 87, column: 5)
!216 = distinct !DILexicalBlock(scope: !203, file: !3, line: 87, column: 5)
!217 = !DILocation(line: 88, column: 16, scope: !215)
!218 = !DILocation(line: 88, column: 9, scope: !215)
!219 = !DILocation(line: 87, column: 5, scope: !215)
!220 = distinct !{!220, !221, !222}
!221 = !DILocation(line: 87, column: 5, scope: !216)
!222 = !DILocation(line: 88, column: 19, scope: !216)
!223 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 92, type: !204, scopeLine: 93, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !130)
!224 = !DILocalVariable(name: "arg", arg: 1, scope: !223, file: !3, line: 92, type: !5)
!225 = !DILocation(line: 92, column: 29, scope: !223)
!226 = !DILocation(line: 94, column: 11, scope: !223)
!227 = !DILocation(line: 95, column: 5, scope: !223)
!228 = !DILocalVariable(name: "v", scope: !229, file: !3, line: 96, type: !6)
!229 = distinct !DILexicalBlock(scope: !230, file: !3, line: 95, column: 14)
!230 = distinct !DILexicalBlock(scope: !231, file: !3, line: 95, column: 5)
!231 = distinct !DILexicalBlock(scope: !223, file: !3, line: 95, column: 5)
!232 = !DILocation(line: 96, column: 13, scope: !229)
!233 = !DILocation(line: 96, column: 17, scope: !229)
!234 = !DILocation(line: 97, column: 9, scope: !235)
!235 = distinct !DILexicalBlock(scope: !236, file: !3, line: 97, column: 9)
!236 = distinct !DILexicalBlock(scope: !229, file: !3, line: 97, column: 9)
!237 = !DILocation(line: 97, column: 9, scope: !236)
!238 = !DILocation(line: 95, column: 5, scope: !230)
!239 = distinct !{!239, !240, !241}
!240 = !DILocation(line: 95, column: 5, scope: !231)
!241 = !DILocation(line: 98, column: 5, scope: !231)
!242 = distinct !DISubprogram(name: "put", scope: !3, file: !3, line: 56, type: !243, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !130)
!243 = !DISubroutineType(types: !244)
!244 = !{null, !6}
!245 = !DILocalVariable(name: "v", arg: 1, scope: !242, file: !3, line: 56, type: !6)
!246 = !DILocation(line: 56, column: 21, scope: !242)
!247 = !DILocation(line: 58, column: 5, scope: !242)
!248 = !DILocation(line: 59, column: 17, scope: !249)
!249 = distinct !DILexicalBlock(scope: !242, file: !3, line: 59, column: 17)
!250 = !DILocation(line: 59, column: 23, scope: !249)
!251 = !DILocation(line: 59, column: 17, scope: !242)
!252 = !DILocation(line: 60, column: 9, scope: !249)
!253 = !DILocation(line: 61, column: 5, scope: !254)
!254 = distinct !DILexicalBlock(scope: !255, file: !3, line: 61, column: 5)
!255 = distinct !DILexicalBlock(scope: !242, file: !3, line: 61, column: 5)
!256 = !DILocation(line: 61, column: 5, scope: !255)
!257 = !DILocation(line: 62, column: 17, scope: !242)
!258 = !DILocation(line: 62, column: 9, scope: !242)
!259 = !DILocation(line: 62, column: 5, scope: !242)
!260 = !DILocation(line: 62, column: 15, scope: !242)
!261 = !DILocation(line: 63, column: 13, scope: !242)
!262 = !DILocation(line: 63, column: 18, scope: !242)
!263 = !DILocation(line: 63, column: 23, scope: !242)
!264 = !DILocation(line: 63, column: 10, scope: !242)
!265 = !DILocation(line: 64, column: 10, scope: !242)
!266 = !DILocation(line: 65, column: 5, scope: !242)
!267 = !DILocation(line: 66, column: 5, scope: !242)
!268 = !DILocation(line: 67, column: 1, scope: !242)
!269 = distinct !DISubprogram(name: "get", scope: !3, file: !3, line: 69, type: !128, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !130)
!270 = !DILocation(line: 71, column: 5, scope: !269)
!271 = !DILocation(line: 72, column: 17, scope: !272)
!272 = distinct !DILexicalBlock(scope: !269, file: !3, line: 72, column: 17)
!273 = !DILocation(line: 72, column: 23, scope: !272)
!274 = !DILocation(line: 72, column: 17, scope: !269)
!275 = !DILocation(line: 73, column: 9, scope: !272)
!276 = !DILocation(line: 74, column: 5, scope: !277)
!277 = distinct !DILexicalBlock(scope: !278, file: !3, line: 74, column: 5)
!278 = distinct !DILexicalBlock(scope: !269, file: !3, line: 74, column: 5)
!279 = !DILocation(line: 74, column: 5, scope: !278)
!280 = !DILocalVariable(name: "v", scope: !269, file: !3, line: 75, type: !6)
!281 = !DILocation(line: 75, column: 9, scope: !269)
!282 = !DILocation(line: 75, column: 17, scope: !269)
!283 = !DILocation(line: 75, column: 13, scope: !269)
!284 = !DILocation(line: 76, column: 9, scope: !269)
!285 = !DILocation(line: 76, column: 5, scope: !269)
!286 = !DILocation(line: 76, column: 15, scope: !269)
!287 = !DILocation(line: 77, column: 13, scope: !269)
!288 = !DILocation(line: 77, column: 18, scope: !269)
!289 = !DILocation(line: 77, column: 23, scope: !269)
!290 = !DILocation(line: 77, column: 10, scope: !269)
!291 = !DILocation(line: 78, column: 10, scope: !269)
!292 = !DILocation(line: 79, column: 5, scope: !269)
!293 = !DILocation(line: 80, column: 5, scope: !269)
!294 = !DILocation(line: 81, column: 12, scope: !269)
!295 = !DILocation(line: 81, column: 5, scope: !269)
