; ModuleID = 'input_condvar.c'
source_filename = "input_condvar.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@c = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !5
@done = dso_local global i32 0, align 4, !dbg !63
@items = dso_local global i32 0, align 4, !dbg !60
@n = dso_local global i32 0, align 4, !dbg !65
@.str = private unnamed_addr constant [9 x i8] c"got == n\00", align 1, !dbg !44
@.str.1 = private unnamed_addr constant [16 x i8] c"input_condvar.c\00", align 1, !dbg !49
@__PRETTY_FUNCTION__.consumer = private unnamed_addr constant [23 x i8] c"void *consumer(void *)\00", align 1, !dbg !54

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @consumer(ptr noundef %0) #0 !dbg !103 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !108, !DIExpression(), !109)
    #dbg_declare(ptr %3, !110, !DIExpression(), !111)
  store i32 0, ptr %3, align 4, !dbg !111
  %4 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !112
  br label %5, !dbg !113

5:                                                ; preds = %33, %1
  %6 = load i32, ptr @done, align 4, !dbg !114
  %7 = icmp ne i32 %6, 0, !dbg !114
  br i1 %7, label %8, label %11, !dbg !115

8:                                                ; preds = %5
  %9 = load i32, ptr @items, align 4, !dbg !116
  %10 = icmp sgt i32 %9, 0, !dbg !117
  br label %11, !dbg !115

11:                                               ; preds = %8, %5
  %12 = phi i1 [ true, %5 ], [ %10, %8 ]
  br i1 %12, label %13, label %34, !dbg !113

13:                                               ; preds = %11
  br label %14, !dbg !118

14:                                               ; preds = %23, %13
  %15 = load i32, ptr @items, align 4, !dbg !120
  %16 = icmp eq i32 %15, 0, !dbg !121
  br i1 %16, label %17, label %21, !dbg !122

17:                                               ; preds = %14
  %18 = load i32, ptr @done, align 4, !dbg !123
  %19 = icmp ne i32 %18, 0, !dbg !124
  %20 = xor i1 %19, true, !dbg !124
  br label %21

21:                                               ; preds = %17, %14
  %22 = phi i1 [ false, %14 ], [ %20, %17 ], !dbg !125
  br i1 %22, label %23, label %25, !dbg !118

23:                                               ; preds = %21
  %24 = call i32 @pthread_cond_wait(ptr noundef @c, ptr noundef @m), !dbg !126
  br label %14, !dbg !118, !llvm.loop !127

25:                                               ; preds = %21
  %26 = load i32, ptr @items, align 4, !dbg !130
  %27 = icmp sgt i32 %26, 0, !dbg !132
  br i1 %27, label %28, label %33, !dbg !133

28:                                               ; preds = %25
  %29 = load i32, ptr @items, align 4, !dbg !134
  %30 = add nsw i32 %29, -1, !dbg !134
  store i32 %30, ptr @items, align 4, !dbg !134
  %31 = load i32, ptr %3, align 4, !dbg !136
  %32 = add nsw i32 %31, 1, !dbg !136
  store i32 %32, ptr %3, align 4, !dbg !136
  br label %33, !dbg !137

33:                                               ; preds = %28, %25
  br label %5, !dbg !113, !llvm.loop !138

34:                                               ; preds = %11
  %35 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !140
  %36 = load i32, ptr %3, align 4, !dbg !141
  %37 = load i32, ptr @n, align 4, !dbg !141
  %38 = icmp eq i32 %36, %37, !dbg !141
  br i1 %38, label %39, label %40, !dbg !144

39:                                               ; preds = %34
  br label %41, !dbg !144

40:                                               ; preds = %34
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 31, ptr noundef @__PRETTY_FUNCTION__.consumer) #5, !dbg !141
  unreachable, !dbg !141

41:                                               ; preds = %39
  ret ptr null, !dbg !145
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !146 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %5 = call i32 @__VERIFIER_nondet_int(), !dbg !149
  store i32 %5, ptr @n, align 4, !dbg !150
  %6 = load i32, ptr @n, align 4, !dbg !151
  %7 = icmp sle i32 0, %6, !dbg !152
  br i1 %7, label %8, label %11, !dbg !153

8:                                                ; preds = %0
  %9 = load i32, ptr @n, align 4, !dbg !154
  %10 = icmp sle i32 %9, 2, !dbg !155
  br label %11

11:                                               ; preds = %8, %0
  %12 = phi i1 [ false, %0 ], [ %10, %8 ], !dbg !156
  %13 = zext i1 %12 to i32, !dbg !153
  call void @__VERIFIER_assume(i32 noundef %13), !dbg !157
    #dbg_declare(ptr %2, !158, !DIExpression(), !160)
  %14 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !161
  %15 = zext i1 %14 to i8, !dbg !160
  store i8 %15, ptr %2, align 1, !dbg !160
    #dbg_declare(ptr %3, !162, !DIExpression(), !165)
  %16 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @consumer, ptr noundef null) #4, !dbg !166
    #dbg_declare(ptr %4, !167, !DIExpression(), !169)
  store i32 0, ptr %4, align 4, !dbg !169
  br label %17, !dbg !170

17:                                               ; preds = %27, %11
  %18 = load i32, ptr %4, align 4, !dbg !171
  %19 = load i32, ptr @n, align 4, !dbg !173
  %20 = icmp slt i32 %18, %19, !dbg !174
  br i1 %20, label %21, label %30, !dbg !175

21:                                               ; preds = %17
  %22 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !176
  %23 = load i32, ptr @items, align 4, !dbg !178
  %24 = add nsw i32 %23, 1, !dbg !178
  store i32 %24, ptr @items, align 4, !dbg !178
  %25 = call i32 @pthread_cond_signal(ptr noundef @c) #4, !dbg !179
  %26 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !180
  br label %27, !dbg !181

27:                                               ; preds = %21
  %28 = load i32, ptr %4, align 4, !dbg !182
  %29 = add nsw i32 %28, 1, !dbg !182
  store i32 %29, ptr %4, align 4, !dbg !182
  br label %17, !dbg !183, !llvm.loop !184

30:                                               ; preds = %17
  %31 = load i8, ptr %2, align 1, !dbg !186
  %32 = trunc i8 %31 to i1, !dbg !186
  br i1 %32, label %33, label %37, !dbg !188

33:                                               ; preds = %30
  %34 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !189
  store i32 1, ptr @done, align 4, !dbg !191
  %35 = call i32 @pthread_cond_signal(ptr noundef @c) #4, !dbg !192
  %36 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !193
  br label %37, !dbg !194

37:                                               ; preds = %33, %30
  %38 = load i64, ptr %3, align 8, !dbg !195
  %39 = call i32 @pthread_join(i64 noundef %38, ptr noundef null), !dbg !196
  ret i32 0, !dbg !197
}

declare i32 @__VERIFIER_nondet_int() #2

declare void @__VERIFIER_assume(i32 noundef) #2

declare zeroext i1 @__VERIFIER_nondet_bool() #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!95, !96, !97, !98, !99, !100, !101}
!llvm.ident = !{!102}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 15, type: !67, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "input_condvar.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "8231b39cd7577189ef28d131d72d1bbc")
!4 = !{!0, !5, !44, !49, !54, !60, !63, !65}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 16, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !8, line: 80, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!9 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 75, size: 384, elements: !10)
!10 = !{!11, !37, !42}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !9, file: !8, line: 77, baseType: !12, size: 384)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !13, line: 94, size: 384, elements: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!14 = !{!15, !28, !29, !33, !34, !35, !36}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !12, file: !13, line: 96, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !17, line: 33, baseType: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: "", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
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
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 72, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 9)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 128, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 16)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 184, elements: !58)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!58 = !{!59}
!59 = !DISubrange(count: 23)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "items", scope: !2, file: !3, line: 17, type: !62, isLocal: false, isDefinition: true)
!62 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 17, type: !62, isLocal: false, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "n", scope: !2, file: !3, line: 17, type: !62, isLocal: false, isDefinition: true)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !68)
!68 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !69)
!69 = !{!70, !89, !93}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !68, file: !8, line: 69, baseType: !71, size: 320)
!71 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !72, line: 22, size: 320, elements: !73)
!72 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!73 = !{!74, !75, !76, !77, !78, !79, !81, !82}
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !71, file: !72, line: 24, baseType: !62, size: 32)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !71, file: !72, line: 25, baseType: !26, size: 32, offset: 32)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !71, file: !72, line: 26, baseType: !62, size: 32, offset: 64)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !71, file: !72, line: 28, baseType: !26, size: 32, offset: 96)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !71, file: !72, line: 32, baseType: !62, size: 32, offset: 128)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !71, file: !72, line: 34, baseType: !80, size: 16, offset: 160)
!80 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !71, file: !72, line: 35, baseType: !80, size: 16, offset: 176)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !71, file: !72, line: 36, baseType: !83, size: 128, offset: 192)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !13, line: 55, baseType: !84)
!84 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !13, line: 51, size: 128, elements: !85)
!85 = !{!86, !88}
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !84, file: !13, line: 53, baseType: !87, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !84, file: !13, line: 54, baseType: !87, size: 64, offset: 64)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !68, file: !8, line: 70, baseType: !90, size: 320)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 40)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !68, file: !8, line: 71, baseType: !94, size: 64)
!94 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!95 = !{i32 7, !"Dwarf Version", i32 5}
!96 = !{i32 2, !"Debug Info Version", i32 3}
!97 = !{i32 1, !"wchar_size", i32 4}
!98 = !{i32 8, !"PIC Level", i32 2}
!99 = !{i32 7, !"PIE Level", i32 2}
!100 = !{i32 7, !"uwtable", i32 2}
!101 = !{i32 7, !"frame-pointer", i32 2}
!102 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!103 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 19, type: !104, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !107)
!104 = !DISubroutineType(types: !105)
!105 = !{!106, !106}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!107 = !{}
!108 = !DILocalVariable(name: "arg", arg: 1, scope: !103, file: !3, line: 19, type: !106)
!109 = !DILocation(line: 19, column: 22, scope: !103)
!110 = !DILocalVariable(name: "got", scope: !103, file: !3, line: 20, type: !62)
!111 = !DILocation(line: 20, column: 7, scope: !103)
!112 = !DILocation(line: 21, column: 3, scope: !103)
!113 = !DILocation(line: 22, column: 3, scope: !103)
!114 = !DILocation(line: 22, column: 11, scope: !103)
!115 = !DILocation(line: 22, column: 16, scope: !103)
!116 = !DILocation(line: 22, column: 19, scope: !103)
!117 = !DILocation(line: 22, column: 25, scope: !103)
!118 = !DILocation(line: 23, column: 5, scope: !119)
!119 = distinct !DILexicalBlock(scope: !103, file: !3, line: 22, column: 30)
!120 = !DILocation(line: 23, column: 12, scope: !119)
!121 = !DILocation(line: 23, column: 18, scope: !119)
!122 = !DILocation(line: 23, column: 23, scope: !119)
!123 = !DILocation(line: 23, column: 27, scope: !119)
!124 = !DILocation(line: 23, column: 26, scope: !119)
!125 = !DILocation(line: 0, scope: !119)
!126 = !DILocation(line: 24, column: 7, scope: !119)
!127 = distinct !{!127, !118, !128, !129}
!128 = !DILocation(line: 24, column: 31, scope: !119)
!129 = !{!"llvm.loop.mustprogress"}
!130 = !DILocation(line: 25, column: 9, scope: !131)
!131 = distinct !DILexicalBlock(scope: !119, file: !3, line: 25, column: 9)
!132 = !DILocation(line: 25, column: 15, scope: !131)
!133 = !DILocation(line: 25, column: 9, scope: !119)
!134 = !DILocation(line: 26, column: 12, scope: !135)
!135 = distinct !DILexicalBlock(scope: !131, file: !3, line: 25, column: 20)
!136 = !DILocation(line: 27, column: 10, scope: !135)
!137 = !DILocation(line: 28, column: 5, scope: !135)
!138 = distinct !{!138, !113, !139, !129}
!139 = !DILocation(line: 29, column: 3, scope: !103)
!140 = !DILocation(line: 30, column: 3, scope: !103)
!141 = !DILocation(line: 31, column: 3, scope: !142)
!142 = distinct !DILexicalBlock(scope: !143, file: !3, line: 31, column: 3)
!143 = distinct !DILexicalBlock(scope: !103, file: !3, line: 31, column: 3)
!144 = !DILocation(line: 31, column: 3, scope: !143)
!145 = !DILocation(line: 32, column: 3, scope: !103)
!146 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !147, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !107)
!147 = !DISubroutineType(types: !148)
!148 = !{!62}
!149 = !DILocation(line: 36, column: 7, scope: !146)
!150 = !DILocation(line: 36, column: 5, scope: !146)
!151 = !DILocation(line: 37, column: 26, scope: !146)
!152 = !DILocation(line: 37, column: 23, scope: !146)
!153 = !DILocation(line: 37, column: 28, scope: !146)
!154 = !DILocation(line: 37, column: 31, scope: !146)
!155 = !DILocation(line: 37, column: 33, scope: !146)
!156 = !DILocation(line: 0, scope: !146)
!157 = !DILocation(line: 37, column: 3, scope: !146)
!158 = !DILocalVariable(name: "announce", scope: !146, file: !3, line: 38, type: !159)
!159 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!160 = !DILocation(line: 38, column: 8, scope: !146)
!161 = !DILocation(line: 38, column: 19, scope: !146)
!162 = !DILocalVariable(name: "t", scope: !146, file: !3, line: 39, type: !163)
!163 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !164)
!164 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!165 = !DILocation(line: 39, column: 13, scope: !146)
!166 = !DILocation(line: 40, column: 3, scope: !146)
!167 = !DILocalVariable(name: "i", scope: !168, file: !3, line: 41, type: !62)
!168 = distinct !DILexicalBlock(scope: !146, file: !3, line: 41, column: 3)
!169 = !DILocation(line: 41, column: 12, scope: !168)
!170 = !DILocation(line: 41, column: 8, scope: !168)
!171 = !DILocation(line: 41, column: 19, scope: !172)
!172 = distinct !DILexicalBlock(scope: !168, file: !3, line: 41, column: 3)
!173 = !DILocation(line: 41, column: 23, scope: !172)
!174 = !DILocation(line: 41, column: 21, scope: !172)
!175 = !DILocation(line: 41, column: 3, scope: !168)
!176 = !DILocation(line: 42, column: 5, scope: !177)
!177 = distinct !DILexicalBlock(scope: !172, file: !3, line: 41, column: 31)
!178 = !DILocation(line: 43, column: 10, scope: !177)
!179 = !DILocation(line: 44, column: 5, scope: !177)
!180 = !DILocation(line: 45, column: 5, scope: !177)
!181 = !DILocation(line: 46, column: 3, scope: !177)
!182 = !DILocation(line: 41, column: 27, scope: !172)
!183 = !DILocation(line: 41, column: 3, scope: !172)
!184 = distinct !{!184, !175, !185, !129}
!185 = !DILocation(line: 46, column: 3, scope: !168)
!186 = !DILocation(line: 47, column: 7, scope: !187)
!187 = distinct !DILexicalBlock(scope: !146, file: !3, line: 47, column: 7)
!188 = !DILocation(line: 47, column: 7, scope: !146)
!189 = !DILocation(line: 48, column: 5, scope: !190)
!190 = distinct !DILexicalBlock(scope: !187, file: !3, line: 47, column: 17)
!191 = !DILocation(line: 49, column: 10, scope: !190)
!192 = !DILocation(line: 50, column: 5, scope: !190)
!193 = !DILocation(line: 51, column: 5, scope: !190)
!194 = !DILocation(line: 52, column: 3, scope: !190)
!195 = !DILocation(line: 53, column: 16, scope: !146)
!196 = !DILocation(line: 53, column: 3, scope: !146)
!197 = !DILocation(line: 54, column: 3, scope: !146)
