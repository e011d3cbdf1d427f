; ModuleID = 'queue-fifo.c'
source_filename = "queue-fifo.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.anon = type { i16, i16 }

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"queue-fifo.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@m = dso_local global { { i32, i32, i32, i32, i32, { %struct.anon } } } zeroinitializer, align 4, !dbg !17
@count = dso_local global i32 0, align 4, !dbg !29
@buf = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !21
@tail = dso_local global i32 0, align 4, !dbg !27
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 24, i32 22 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 24, i32 27 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 25, i32 14 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 18, i32 24 }, ptr @0 }
@head = dso_local global i32 0, align 4, !dbg !25
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 42, i32 22 }, ptr @0 }
@6 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 42, i32 27 }, ptr @0 }
@7 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 43, i32 14 }, ptr @0 }
@8 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 36, i32 39 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !76 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 8, ptr noundef @.str.2) #6, !dbg !79
  unreachable, !dbg !79
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @producer(ptr noundef %0) #0 !dbg !80 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !85, !DIExpression(), !86)
    #dbg_declare(ptr %3, !87, !DIExpression(), !88)
  store i32 1, ptr %3, align 4, !dbg !89
  br label %5, !dbg !91

5:                                                ; preds = %50, %1
  %6 = load i32, ptr %3, align 4, !dbg !92
  %7 = icmp sle i32 %6, 3, !dbg !94
  br i1 %7, label %8, label %51, !dbg !95

8:                                                ; preds = %5
    #dbg_declare(ptr %4, !96, !DIExpression(), !98)
  store i32 0, ptr %4, align 4, !dbg !98
  br label %9, !dbg !99

9:                                                ; preds = %40, %8
  %10 = load i32, ptr %4, align 4, !dbg !100
  %11 = icmp ne i32 %10, 0, !dbg !101
  %12 = xor i1 %11, true, !dbg !101
  br i1 %12, label %13, label %42, !dbg !99

13:                                               ; preds = %9
  %14 = call i32 @pthread_mutex_lock(ptr noundef @m) #7, !dbg !102
  %15 = load i32, ptr @count, align 4, !dbg !104
  %16 = icmp slt i32 %15, 2, !dbg !106
  br i1 %16, label %17, label %40, !dbg !107

17:                                               ; preds = %13
  %18 = load i32, ptr %3, align 4, !dbg !108
  %19 = load i32, ptr @tail, align 4, !dbg !110
  %20 = getelementptr inbounds [2 x i32], ptr @buf, i32 0, i32 %19, !dbg !111
  store i32 %18, ptr %20, align 4, !dbg !112
  %21 = load i32, ptr @tail, align 4, !dbg !113
  %22 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %21, i32 1), !dbg !114, !nosanitize !84
  %23 = extractvalue { i32, i1 } %22, 0, !dbg !114, !nosanitize !84
  %24 = extractvalue { i32, i1 } %22, 1, !dbg !114, !nosanitize !84
  %25 = xor i1 %24, true, !dbg !114, !nosanitize !84
  br i1 %25, label %27, label %26, !dbg !114, !prof !115, !nosanitize !84

26:                                               ; preds = %17
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %21, i32 1) #7, !dbg !114, !nosanitize !84
  br label %27, !dbg !114, !nosanitize !84

27:                                               ; preds = %26, %17
  %28 = icmp ne i32 %23, -2147483648, !dbg !116, !nosanitize !84
  %29 = or i1 %28, true, !dbg !116, !nosanitize !84
  br i1 %29, label %31, label %30, !dbg !116, !prof !115, !nosanitize !84

30:                                               ; preds = %27
  call void @__ubsan_handle_divrem_overflow(ptr @2, i32 %23, i32 2) #7, !dbg !116, !nosanitize !84
  br label %31, !dbg !116, !nosanitize !84

31:                                               ; preds = %30, %27
  %32 = srem i32 %23, 2, !dbg !116
  store i32 %32, ptr @tail, align 4, !dbg !117
  %33 = load i32, ptr @count, align 4, !dbg !118
  %34 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %33, i32 1), !dbg !118, !nosanitize !84
  %35 = extractvalue { i32, i1 } %34, 0, !dbg !118, !nosanitize !84
  %36 = extractvalue { i32, i1 } %34, 1, !dbg !118, !nosanitize !84
  %37 = xor i1 %36, true, !dbg !118, !nosanitize !84
  br i1 %37, label %39, label %38, !dbg !118, !prof !115, !nosanitize !84

38:                                               ; preds = %31
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %33, i32 1) #7, !dbg !118, !nosanitize !84
  br label %39, !dbg !118, !nosanitize !84

39:                                               ; preds = %38, %31
  store i32 %35, ptr @count, align 4, !dbg !118
  store i32 1, ptr %4, align 4, !dbg !119
  br label %40, !dbg !120

40:                                               ; preds = %39, %13
  %41 = call i32 @pthread_mutex_unlock(ptr noundef @m) #7, !dbg !121
  br label %9, !dbg !99, !llvm.loop !122

42:                                               ; preds = %9
  br label %43, !dbg !125

43:                                               ; preds = %42
  %44 = load i32, ptr %3, align 4, !dbg !126
  %45 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %44, i32 1), !dbg !126, !nosanitize !84
  %46 = extractvalue { i32, i1 } %45, 0, !dbg !126, !nosanitize !84
  %47 = extractvalue { i32, i1 } %45, 1, !dbg !126, !nosanitize !84
  %48 = xor i1 %47, true, !dbg !126, !nosanitize !84
  br i1 %48, label %50, label %49, !dbg !126, !prof !115, !nosanitize !84

49:                                               ; preds = %43
  call void @__ubsan_handle_add_overflow(ptr @4, i32 %44, i32 1) #7, !dbg !126, !nosanitize !84
  br label %50, !dbg !126, !nosanitize !84

50:                                               ; preds = %49, %43
  store i32 %46, ptr %3, align 4, !dbg !126
  br label %5, !dbg !127, !llvm.loop !128

51:                                               ; preds = %5
  ret ptr null, !dbg !130
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #4

; Function Attrs: uwtable
declare void @__ubsan_handle_divrem_overflow(ptr, i32, i32) #4

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @consumer(ptr noundef %0) #0 !dbg !131 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !132, !DIExpression(), !133)
    #dbg_declare(ptr %3, !134, !DIExpression(), !135)
  store i32 1, ptr %3, align 4, !dbg !136
  br label %6, !dbg !138

6:                                                ; preds = %56, %1
  %7 = load i32, ptr %3, align 4, !dbg !139
  %8 = icmp sle i32 %7, 3, !dbg !141
  br i1 %8, label %9, label %57, !dbg !142

9:                                                ; preds = %6
    #dbg_declare(ptr %4, !143, !DIExpression(), !145)
  store i32 0, ptr %4, align 4, !dbg !145
    #dbg_declare(ptr %5, !146, !DIExpression(), !147)
  store i32 0, ptr %5, align 4, !dbg !147
  br label %10, !dbg !148

10:                                               ; preds = %41, %9
  %11 = load i32, ptr %5, align 4, !dbg !149
  %12 = icmp ne i32 %11, 0, !dbg !150
  %13 = xor i1 %12, true, !dbg !150
  br i1 %13, label %14, label %43, !dbg !148

14:                                               ; preds = %10
  %15 = call i32 @pthread_mutex_lock(ptr noundef @m) #7, !dbg !151
  %16 = load i32, ptr @count, align 4, !dbg !153
  %17 = icmp sgt i32 %16, 0, !dbg !155
  br i1 %17, label %18, label %41, !dbg !156

18:                                               ; preds = %14
  %19 = load i32, ptr @head, align 4, !dbg !157
  %20 = getelementptr inbounds [2 x i32], ptr @buf, i32 0, i32 %19, !dbg !159
  %21 = load i32, ptr %20, align 4, !dbg !159
  store i32 %21, ptr %4, align 4, !dbg !160
  %22 = load i32, ptr @head, align 4, !dbg !161
  %23 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %22, i32 1), !dbg !162, !nosanitize !84
  %24 = extractvalue { i32, i1 } %23, 0, !dbg !162, !nosanitize !84
  %25 = extractvalue { i32, i1 } %23, 1, !dbg !162, !nosanitize !84
  %26 = xor i1 %25, true, !dbg !162, !nosanitize !84
  br i1 %26, label %28, label %27, !dbg !162, !prof !115, !nosanitize !84

27:                                               ; preds = %18
  call void @__ubsan_handle_add_overflow(ptr @5, i32 %22, i32 1) #7, !dbg !162, !nosanitize !84
  br label %28, !dbg !162, !nosanitize !84

28:                                               ; preds = %27, %18
  %29 = icmp ne i32 %24, -2147483648, !dbg !163, !nosanitize !84
  %30 = or i1 %29, true, !dbg !163, !nosanitize !84
  br i1 %30, label %32, label %31, !dbg !163, !prof !115, !nosanitize !84

31:                                               ; preds = %28
  call void @__ubsan_handle_divrem_overflow(ptr @6, i32 %24, i32 2) #7, !dbg !163, !nosanitize !84
  br label %32, !dbg !163, !nosanitize !84

32:                                               ; preds = %31, %28
  %33 = srem i32 %24, 2, !dbg !163
  store i32 %33, ptr @head, align 4, !dbg !164
  %34 = load i32, ptr @count, align 4, !dbg !165
  %35 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %34, i32 1), !dbg !165, !nosanitize !84
  %36 = extractvalue { i32, i1 } %35, 0, !dbg !165, !nosanitize !84
  %37 = extractvalue { i32, i1 } %35, 1, !dbg !165, !nosanitize !84
  %38 = xor i1 %37, true, !dbg !165, !nosanitize !84
  br i1 %38, label %40, label %39, !dbg !165, !prof !115, !nosanitize !84

39:                                               ; preds = %32
  call void @__ubsan_handle_sub_overflow(ptr @7, i32 %34, i32 1) #7, !dbg !165, !nosanitize !84
  br label %40, !dbg !165, !nosanitize !84

40:                                               ; preds = %39, %32
  store i32 %36, ptr @count, align 4, !dbg !165
  store i32 1, ptr %5, align 4, !dbg !166
  br label %41, !dbg !167

41:                                               ; preds = %40, %14
  %42 = call i32 @pthread_mutex_unlock(ptr noundef @m) #7, !dbg !168
  br label %10, !dbg !148, !llvm.loop !169

43:                                               ; preds = %10
  %44 = load i32, ptr %4, align 4, !dbg !171
  %45 = load i32, ptr %3, align 4, !dbg !173
  %46 = icmp ne i32 %44, %45, !dbg !174
  br i1 %46, label %47, label %48, !dbg !175

47:                                               ; preds = %43
  call void @reach_error(), !dbg !176
  br label %48, !dbg !176

48:                                               ; preds = %47, %43
  br label %49, !dbg !177

49:                                               ; preds = %48
  %50 = load i32, ptr %3, align 4, !dbg !178
  %51 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %50, i32 1), !dbg !178, !nosanitize !84
  %52 = extractvalue { i32, i1 } %51, 0, !dbg !178, !nosanitize !84
  %53 = extractvalue { i32, i1 } %51, 1, !dbg !178, !nosanitize !84
  %54 = xor i1 %53, true, !dbg !178, !nosanitize !84
  br i1 %54, label %56, label %55, !dbg !178, !prof !115, !nosanitize !84

55:                                               ; preds = %49
  call void @__ubsan_handle_add_overflow(ptr @8, i32 %50, i32 1) #7, !dbg !178, !nosanitize !84
  br label %56, !dbg !178, !nosanitize !84

56:                                               ; preds = %55, %49
  store i32 %52, ptr %3, align 4, !dbg !178
  br label %6, !dbg !179, !llvm.loop !180

57:                                               ; preds = %6
  ret ptr null, !dbg !182
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i32, i32) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !183 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !186, !DIExpression(), !189)
    #dbg_declare(ptr %3, !190, !DIExpression(), !191)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @producer, ptr noundef null) #7, !dbg !192
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @consumer, ptr noundef null) #7, !dbg !193
  %6 = load i32, ptr %2, align 4, !dbg !194
  %7 = call i32 @pthread_join(i32 noundef %6, ptr noundef null), !dbg !195
  %8 = load i32, ptr %3, align 4, !dbg !196
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !197
  ret i32 0, !dbg !198
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i32 noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!67, !68, !69, !70, !71, !72, !73, !74}
!llvm.ident = !{!75}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "queue-fifo.c", directory: ".", checksumkind: CSK_MD5, checksum: "3ffb471f8bbf41b1648c0c67e18134a2")
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
!18 = distinct !DIGlobalVariable(name: "m", scope: !19, file: !2, line: 14, type: !31, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21, !25, !27, !29}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "buf", scope: !19, file: !2, line: 12, type: !23, isLocal: false, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 64, elements: !5)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "head", scope: !19, file: !2, line: 13, type: !24, isLocal: false, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "tail", scope: !19, file: !2, line: 13, type: !24, isLocal: false, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "count", scope: !19, file: !2, line: 13, type: !24, isLocal: false, isDefinition: true)
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
!80 = distinct !DISubprogram(name: "producer", scope: !2, file: !2, line: 16, type: !81, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !84)
!81 = !DISubroutineType(types: !82)
!82 = !{!83, !83}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!84 = !{}
!85 = !DILocalVariable(name: "arg", arg: 1, scope: !80, file: !2, line: 16, type: !83)
!86 = !DILocation(line: 16, column: 22, scope: !80)
!87 = !DILocalVariable(name: "v", scope: !80, file: !2, line: 17, type: !24)
!88 = !DILocation(line: 17, column: 7, scope: !80)
!89 = !DILocation(line: 18, column: 10, scope: !90)
!90 = distinct !DILexicalBlock(scope: !80, file: !2, line: 18, column: 3)
!91 = !DILocation(line: 18, column: 8, scope: !90)
!92 = !DILocation(line: 18, column: 15, scope: !93)
!93 = distinct !DILexicalBlock(scope: !90, file: !2, line: 18, column: 3)
!94 = !DILocation(line: 18, column: 17, scope: !93)
!95 = !DILocation(line: 18, column: 3, scope: !90)
!96 = !DILocalVariable(name: "done", scope: !97, file: !2, line: 19, type: !24)
!97 = distinct !DILexicalBlock(scope: !93, file: !2, line: 18, column: 28)
!98 = !DILocation(line: 19, column: 9, scope: !97)
!99 = !DILocation(line: 20, column: 5, scope: !97)
!100 = !DILocation(line: 20, column: 13, scope: !97)
!101 = !DILocation(line: 20, column: 12, scope: !97)
!102 = !DILocation(line: 21, column: 7, scope: !103)
!103 = distinct !DILexicalBlock(scope: !97, file: !2, line: 20, column: 19)
!104 = !DILocation(line: 22, column: 11, scope: !105)
!105 = distinct !DILexicalBlock(scope: !103, file: !2, line: 22, column: 11)
!106 = !DILocation(line: 22, column: 17, scope: !105)
!107 = !DILocation(line: 22, column: 11, scope: !103)
!108 = !DILocation(line: 23, column: 21, scope: !109)
!109 = distinct !DILexicalBlock(scope: !105, file: !2, line: 22, column: 22)
!110 = !DILocation(line: 23, column: 13, scope: !109)
!111 = !DILocation(line: 23, column: 9, scope: !109)
!112 = !DILocation(line: 23, column: 19, scope: !109)
!113 = !DILocation(line: 24, column: 17, scope: !109)
!114 = !DILocation(line: 24, column: 22, scope: !109)
!115 = !{!"branch_weights", i32 1048575, i32 1}
!116 = !DILocation(line: 24, column: 27, scope: !109)
!117 = !DILocation(line: 24, column: 14, scope: !109)
!118 = !DILocation(line: 25, column: 14, scope: !109)
!119 = !DILocation(line: 26, column: 14, scope: !109)
!120 = !DILocation(line: 27, column: 7, scope: !109)
!121 = !DILocation(line: 28, column: 7, scope: !103)
!122 = distinct !{!122, !99, !123, !124}
!123 = !DILocation(line: 29, column: 5, scope: !97)
!124 = !{!"llvm.loop.mustprogress"}
!125 = !DILocation(line: 30, column: 3, scope: !97)
!126 = !DILocation(line: 18, column: 24, scope: !93)
!127 = !DILocation(line: 18, column: 3, scope: !93)
!128 = distinct !{!128, !95, !129, !124}
!129 = !DILocation(line: 30, column: 3, scope: !90)
!130 = !DILocation(line: 31, column: 3, scope: !80)
!131 = distinct !DISubprogram(name: "consumer", scope: !2, file: !2, line: 34, type: !81, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !84)
!132 = !DILocalVariable(name: "arg", arg: 1, scope: !131, file: !2, line: 34, type: !83)
!133 = !DILocation(line: 34, column: 22, scope: !131)
!134 = !DILocalVariable(name: "expect", scope: !131, file: !2, line: 35, type: !24)
!135 = !DILocation(line: 35, column: 7, scope: !131)
!136 = !DILocation(line: 36, column: 15, scope: !137)
!137 = distinct !DILexicalBlock(scope: !131, file: !2, line: 36, column: 3)
!138 = !DILocation(line: 36, column: 8, scope: !137)
!139 = !DILocation(line: 36, column: 20, scope: !140)
!140 = distinct !DILexicalBlock(scope: !137, file: !2, line: 36, column: 3)
!141 = !DILocation(line: 36, column: 27, scope: !140)
!142 = !DILocation(line: 36, column: 3, scope: !137)
!143 = !DILocalVariable(name: "v", scope: !144, file: !2, line: 37, type: !24)
!144 = distinct !DILexicalBlock(scope: !140, file: !2, line: 36, column: 43)
!145 = !DILocation(line: 37, column: 9, scope: !144)
!146 = !DILocalVariable(name: "done", scope: !144, file: !2, line: 37, type: !24)
!147 = !DILocation(line: 37, column: 16, scope: !144)
!148 = !DILocation(line: 38, column: 5, scope: !144)
!149 = !DILocation(line: 38, column: 13, scope: !144)
!150 = !DILocation(line: 38, column: 12, scope: !144)
!151 = !DILocation(line: 39, column: 7, scope: !152)
!152 = distinct !DILexicalBlock(scope: !144, file: !2, line: 38, column: 19)
!153 = !DILocation(line: 40, column: 11, scope: !154)
!154 = distinct !DILexicalBlock(scope: !152, file: !2, line: 40, column: 11)
!155 = !DILocation(line: 40, column: 17, scope: !154)
!156 = !DILocation(line: 40, column: 11, scope: !152)
!157 = !DILocation(line: 41, column: 17, scope: !158)
!158 = distinct !DILexicalBlock(scope: !154, file: !2, line: 40, column: 22)
!159 = !DILocation(line: 41, column: 13, scope: !158)
!160 = !DILocation(line: 41, column: 11, scope: !158)
!161 = !DILocation(line: 42, column: 17, scope: !158)
!162 = !DILocation(line: 42, column: 22, scope: !158)
!163 = !DILocation(line: 42, column: 27, scope: !158)
!164 = !DILocation(line: 42, column: 14, scope: !158)
!165 = !DILocation(line: 43, column: 14, scope: !158)
!166 = !DILocation(line: 44, column: 14, scope: !158)
!167 = !DILocation(line: 45, column: 7, scope: !158)
!168 = !DILocation(line: 46, column: 7, scope: !152)
!169 = distinct !{!169, !148, !170, !124}
!170 = !DILocation(line: 47, column: 5, scope: !144)
!171 = !DILocation(line: 48, column: 9, scope: !172)
!172 = distinct !DILexicalBlock(scope: !144, file: !2, line: 48, column: 9)
!173 = !DILocation(line: 48, column: 14, scope: !172)
!174 = !DILocation(line: 48, column: 11, scope: !172)
!175 = !DILocation(line: 48, column: 9, scope: !144)
!176 = !DILocation(line: 49, column: 7, scope: !172)
!177 = !DILocation(line: 50, column: 3, scope: !144)
!178 = !DILocation(line: 36, column: 39, scope: !140)
!179 = !DILocation(line: 36, column: 3, scope: !140)
!180 = distinct !{!180, !142, !181, !124}
!181 = !DILocation(line: 50, column: 3, scope: !137)
!182 = !DILocation(line: 51, column: 3, scope: !131)
!183 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 54, type: !184, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !84)
!184 = !DISubroutineType(types: !185)
!185 = !{!24}
!186 = !DILocalVariable(name: "p", scope: !183, file: !2, line: 55, type: !187)
!187 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !32, line: 27, baseType: !188)
!188 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!189 = !DILocation(line: 55, column: 13, scope: !183)
!190 = !DILocalVariable(name: "c", scope: !183, file: !2, line: 55, type: !187)
!191 = !DILocation(line: 55, column: 16, scope: !183)
!192 = !DILocation(line: 56, column: 3, scope: !183)
!193 = !DILocation(line: 57, column: 3, scope: !183)
!194 = !DILocation(line: 58, column: 16, scope: !183)
!195 = !DILocation(line: 58, column: 3, scope: !183)
!196 = !DILocation(line: 59, column: 16, scope: !183)
!197 = !DILocation(line: 59, column: 3, scope: !183)
!198 = !DILocation(line: 60, column: 3, scope: !183)
