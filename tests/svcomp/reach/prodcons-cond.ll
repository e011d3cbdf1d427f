; ModuleID = 'prodcons-cond.c'
source_filename = "prodcons-cond.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [16 x i8] c"prodcons-cond.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !17
@not_full = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !21
@not_empty = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !57
@full = dso_local global i32 0, align 4, !dbg !62
@slot = dso_local global i32 0, align 4, !dbg !59
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 20, i32 24 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 34, i32 24 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !100 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 8, ptr noundef @.str.2) #6, !dbg !103
  unreachable, !dbg !103
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @producer(ptr noundef %0) #0 !dbg !104 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !109, !DIExpression(), !110)
    #dbg_declare(ptr %3, !111, !DIExpression(), !112)
  store i32 1, ptr %3, align 4, !dbg !113
  br label %4, !dbg !115

4:                                                ; preds = %26, %1
  %5 = load i32, ptr %3, align 4, !dbg !116
  %6 = icmp sle i32 %5, 2, !dbg !118
  br i1 %6, label %7, label %27, !dbg !119

7:                                                ; preds = %4
  %8 = call i32 @pthread_mutex_lock(ptr noundef @m) #7, !dbg !120
  br label %9, !dbg !122

9:                                                ; preds = %12, %7
  %10 = load i32, ptr @full, align 4, !dbg !123
  %11 = icmp ne i32 %10, 0, !dbg !122
  br i1 %11, label %12, label %14, !dbg !122

12:                                               ; preds = %9
  %13 = call i32 @pthread_cond_wait(ptr noundef @not_full, ptr noundef @m), !dbg !124
  br label %9, !dbg !122, !llvm.loop !125

14:                                               ; preds = %9
  %15 = load i32, ptr %3, align 4, !dbg !128
  store i32 %15, ptr @slot, align 4, !dbg !129
  store i32 1, ptr @full, align 4, !dbg !130
  %16 = call i32 @pthread_cond_signal(ptr noundef @not_empty) #7, !dbg !131
  %17 = call i32 @pthread_mutex_unlock(ptr noundef @m) #7, !dbg !132
  br label %18, !dbg !133

18:                                               ; preds = %14
  %19 = load i32, ptr %3, align 4, !dbg !134
  %20 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %19, i32 1), !dbg !134, !nosanitize !108
  %21 = extractvalue { i32, i1 } %20, 0, !dbg !134, !nosanitize !108
  %22 = extractvalue { i32, i1 } %20, 1, !dbg !134, !nosanitize !108
  %23 = xor i1 %22, true, !dbg !134, !nosanitize !108
  br i1 %23, label %26, label %24, !dbg !134, !prof !135, !nosanitize !108

24:                                               ; preds = %18
  %25 = zext i32 %19 to i64, !dbg !134, !nosanitize !108
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %25, i64 1) #7, !dbg !134, !nosanitize !108
  br label %26, !dbg !134, !nosanitize !108

26:                                               ; preds = %24, %18
  store i32 %21, ptr %3, align 4, !dbg !134
  br label %4, !dbg !136, !llvm.loop !137

27:                                               ; preds = %4
  ret ptr null, !dbg !139
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #2

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #4

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @consumer(ptr noundef %0) #0 !dbg !140 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !141, !DIExpression(), !142)
    #dbg_declare(ptr %3, !143, !DIExpression(), !144)
    #dbg_declare(ptr %4, !145, !DIExpression(), !146)
  store i32 1, ptr %3, align 4, !dbg !147
  br label %5, !dbg !149

5:                                                ; preds = %33, %1
  %6 = load i32, ptr %3, align 4, !dbg !150
  %7 = icmp sle i32 %6, 2, !dbg !152
  br i1 %7, label %8, label %34, !dbg !153

8:                                                ; preds = %5
  %9 = call i32 @pthread_mutex_lock(ptr noundef @m) #7, !dbg !154
  br label %10, !dbg !156

10:                                               ; preds = %14, %8
  %11 = load i32, ptr @full, align 4, !dbg !157
  %12 = icmp ne i32 %11, 0, !dbg !158
  %13 = xor i1 %12, true, !dbg !158
  br i1 %13, label %14, label %16, !dbg !156

14:                                               ; preds = %10
  %15 = call i32 @pthread_cond_wait(ptr noundef @not_empty, ptr noundef @m), !dbg !159
  br label %10, !dbg !156, !llvm.loop !160

16:                                               ; preds = %10
  %17 = load i32, ptr @slot, align 4, !dbg !162
  store i32 %17, ptr %4, align 4, !dbg !163
  store i32 0, ptr @full, align 4, !dbg !164
  %18 = call i32 @pthread_cond_signal(ptr noundef @not_full) #7, !dbg !165
  %19 = call i32 @pthread_mutex_unlock(ptr noundef @m) #7, !dbg !166
  %20 = load i32, ptr %4, align 4, !dbg !167
  %21 = load i32, ptr %3, align 4, !dbg !169
  %22 = icmp ne i32 %20, %21, !dbg !170
  br i1 %22, label %23, label %24, !dbg !171

23:                                               ; preds = %16
  call void @reach_error(), !dbg !172
  br label %24, !dbg !172

24:                                               ; preds = %23, %16
  br label %25, !dbg !173

25:                                               ; preds = %24
  %26 = load i32, ptr %3, align 4, !dbg !174
  %27 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %26, i32 1), !dbg !174, !nosanitize !108
  %28 = extractvalue { i32, i1 } %27, 0, !dbg !174, !nosanitize !108
  %29 = extractvalue { i32, i1 } %27, 1, !dbg !174, !nosanitize !108
  %30 = xor i1 %29, true, !dbg !174, !nosanitize !108
  br i1 %30, label %33, label %31, !dbg !174, !prof !135, !nosanitize !108

31:                                               ; preds = %25
  %32 = zext i32 %26 to i64, !dbg !174, !nosanitize !108
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %32, i64 1) #7, !dbg !174, !nosanitize !108
  br label %33, !dbg !174, !nosanitize !108

33:                                               ; preds = %31, %25
  store i32 %28, ptr %3, align 4, !dbg !174
  br label %5, !dbg !175, !llvm.loop !176

34:                                               ; preds = %5
  ret ptr null, !dbg !178
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !179 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !182, !DIExpression(), !185)
    #dbg_declare(ptr %3, !186, !DIExpression(), !187)
  %4 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @consumer, ptr noundef null) #7, !dbg !188
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @producer, ptr noundef null) #7, !dbg !189
  %6 = load i64, ptr %2, align 8, !dbg !190
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !191
  %8 = load i64, ptr %3, align 8, !dbg !192
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !193
  ret i32 0, !dbg !194
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { uwtable }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!92, !93, !94, !95, !96, !97, !98}
!llvm.ident = !{!99}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "prodcons-cond.c", directory: ".", checksumkind: CSK_MD5, checksum: "d6d8fbe6edf897c1cc896f5023ba4f0f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "m", scope: !19, file: !2, line: 12, type: !64, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21, !57, !59, !62}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "not_full", scope: !19, file: !2, line: 13, type: !23, isLocal: false, isDefinition: true)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !24, line: 80, baseType: !25)
!24 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!25 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !24, line: 75, size: 384, elements: !26)
!26 = !{!27, !51, !55}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !25, file: !24, line: 77, baseType: !28, size: 384)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !29, line: 94, size: 384, elements: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!30 = !{!31, !44, !45, !47, !48, !49, !50}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !28, file: !29, line: 96, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !33, line: 33, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: ".", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!34 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !33, line: 25, size: 64, elements: !35)
!35 = !{!36, !38}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !34, file: !33, line: 27, baseType: !37, size: 64)
!37 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !34, file: !33, line: 32, baseType: !39, size: 64)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !34, file: !33, line: 28, size: 64, elements: !40)
!40 = !{!41, !43}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !39, file: !33, line: 30, baseType: !42, size: 32)
!42 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !39, file: !33, line: 31, baseType: !42, size: 32, offset: 32)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !28, file: !29, line: 97, baseType: !32, size: 64, offset: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !28, file: !29, line: 98, baseType: !46, size: 64, offset: 128)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 64, elements: !5)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !28, file: !29, line: 99, baseType: !46, size: 64, offset: 192)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !28, file: !29, line: 100, baseType: !42, size: 32, offset: 256)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !28, file: !29, line: 101, baseType: !42, size: 32, offset: 288)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !28, file: !29, line: 102, baseType: !46, size: 64, offset: 320)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !25, file: !24, line: 78, baseType: !52, size: 384)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 48)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !25, file: !24, line: 79, baseType: !56, size: 64)
!56 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "not_empty", scope: !19, file: !2, line: 14, type: !23, isLocal: false, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(name: "slot", scope: !19, file: !2, line: 15, type: !61, isLocal: false, isDefinition: true)
!61 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "full", scope: !19, file: !2, line: 16, type: !61, isLocal: false, isDefinition: true)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !24, line: 72, baseType: !65)
!65 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !24, line: 67, size: 320, elements: !66)
!66 = !{!67, !86, !90}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !65, file: !24, line: 69, baseType: !68, size: 320)
!68 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !69, line: 22, size: 320, elements: !70)
!69 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!70 = !{!71, !72, !73, !74, !75, !76, !78, !79}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !68, file: !69, line: 24, baseType: !61, size: 32)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !68, file: !69, line: 25, baseType: !42, size: 32, offset: 32)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !68, file: !69, line: 26, baseType: !61, size: 32, offset: 64)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !68, file: !69, line: 28, baseType: !42, size: 32, offset: 96)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !68, file: !69, line: 32, baseType: !61, size: 32, offset: 128)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !68, file: !69, line: 34, baseType: !77, size: 16, offset: 160)
!77 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !68, file: !69, line: 35, baseType: !77, size: 16, offset: 176)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !68, file: !69, line: 36, baseType: !80, size: 128, offset: 192)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !29, line: 55, baseType: !81)
!81 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !29, line: 51, size: 128, elements: !82)
!82 = !{!83, !85}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !81, file: !29, line: 53, baseType: !84, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !81, file: !29, line: 54, baseType: !84, size: 64, offset: 64)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !65, file: !24, line: 70, baseType: !87, size: 320)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 40)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !65, file: !24, line: 71, baseType: !91, size: 64)
!91 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!92 = !{i32 7, !"Dwarf Version", i32 5}
!93 = !{i32 2, !"Debug Info Version", i32 3}
!94 = !{i32 1, !"wchar_size", i32 4}
!95 = !{i32 8, !"PIC Level", i32 2}
!96 = !{i32 7, !"PIE Level", i32 2}
!97 = !{i32 7, !"uwtable", i32 2}
!98 = !{i32 7, !"frame-pointer", i32 2}
!99 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!100 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 8, type: !101, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !19)
!101 = !DISubroutineType(types: !102)
!102 = !{null}
!103 = !DILocation(line: 8, column: 22, scope: !100)
!104 = distinct !DISubprogram(name: "producer", scope: !2, file: !2, line: 18, type: !105, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !108)
!105 = !DISubroutineType(types: !106)
!106 = !{!107, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!108 = !{}
!109 = !DILocalVariable(name: "arg", arg: 1, scope: !104, file: !2, line: 18, type: !107)
!110 = !DILocation(line: 18, column: 22, scope: !104)
!111 = !DILocalVariable(name: "v", scope: !104, file: !2, line: 19, type: !61)
!112 = !DILocation(line: 19, column: 7, scope: !104)
!113 = !DILocation(line: 20, column: 10, scope: !114)
!114 = distinct !DILexicalBlock(scope: !104, file: !2, line: 20, column: 3)
!115 = !DILocation(line: 20, column: 8, scope: !114)
!116 = !DILocation(line: 20, column: 15, scope: !117)
!117 = distinct !DILexicalBlock(scope: !114, file: !2, line: 20, column: 3)
!118 = !DILocation(line: 20, column: 17, scope: !117)
!119 = !DILocation(line: 20, column: 3, scope: !114)
!120 = !DILocation(line: 21, column: 5, scope: !121)
!121 = distinct !DILexicalBlock(scope: !117, file: !2, line: 20, column: 28)
!122 = !DILocation(line: 22, column: 5, scope: !121)
!123 = !DILocation(line: 22, column: 12, scope: !121)
!124 = !DILocation(line: 23, column: 7, scope: !121)
!125 = distinct !{!125, !122, !126, !127}
!126 = !DILocation(line: 23, column: 38, scope: !121)
!127 = !{!"llvm.loop.mustprogress"}
!128 = !DILocation(line: 24, column: 12, scope: !121)
!129 = !DILocation(line: 24, column: 10, scope: !121)
!130 = !DILocation(line: 25, column: 10, scope: !121)
!131 = !DILocation(line: 26, column: 5, scope: !121)
!132 = !DILocation(line: 27, column: 5, scope: !121)
!133 = !DILocation(line: 28, column: 3, scope: !121)
!134 = !DILocation(line: 20, column: 24, scope: !117)
!135 = !{!"branch_weights", i32 1048575, i32 1}
!136 = !DILocation(line: 20, column: 3, scope: !117)
!137 = distinct !{!137, !119, !138, !127}
!138 = !DILocation(line: 28, column: 3, scope: !114)
!139 = !DILocation(line: 29, column: 3, scope: !104)
!140 = distinct !DISubprogram(name: "consumer", scope: !2, file: !2, line: 32, type: !105, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !108)
!141 = !DILocalVariable(name: "arg", arg: 1, scope: !140, file: !2, line: 32, type: !107)
!142 = !DILocation(line: 32, column: 22, scope: !140)
!143 = !DILocalVariable(name: "k", scope: !140, file: !2, line: 33, type: !61)
!144 = !DILocation(line: 33, column: 7, scope: !140)
!145 = !DILocalVariable(name: "v", scope: !140, file: !2, line: 33, type: !61)
!146 = !DILocation(line: 33, column: 10, scope: !140)
!147 = !DILocation(line: 34, column: 10, scope: !148)
!148 = distinct !DILexicalBlock(scope: !140, file: !2, line: 34, column: 3)
!149 = !DILocation(line: 34, column: 8, scope: !148)
!150 = !DILocation(line: 34, column: 15, scope: !151)
!151 = distinct !DILexicalBlock(scope: !148, file: !2, line: 34, column: 3)
!152 = !DILocation(line: 34, column: 17, scope: !151)
!153 = !DILocation(line: 34, column: 3, scope: !148)
!154 = !DILocation(line: 35, column: 5, scope: !155)
!155 = distinct !DILexicalBlock(scope: !151, file: !2, line: 34, column: 28)
!156 = !DILocation(line: 36, column: 5, scope: !155)
!157 = !DILocation(line: 36, column: 13, scope: !155)
!158 = !DILocation(line: 36, column: 12, scope: !155)
!159 = !DILocation(line: 37, column: 7, scope: !155)
!160 = distinct !{!160, !156, !161, !127}
!161 = !DILocation(line: 37, column: 39, scope: !155)
!162 = !DILocation(line: 38, column: 9, scope: !155)
!163 = !DILocation(line: 38, column: 7, scope: !155)
!164 = !DILocation(line: 39, column: 10, scope: !155)
!165 = !DILocation(line: 40, column: 5, scope: !155)
!166 = !DILocation(line: 41, column: 5, scope: !155)
!167 = !DILocation(line: 42, column: 9, scope: !168)
!168 = distinct !DILexicalBlock(scope: !155, file: !2, line: 42, column: 9)
!169 = !DILocation(line: 42, column: 14, scope: !168)
!170 = !DILocation(line: 42, column: 11, scope: !168)
!171 = !DILocation(line: 42, column: 9, scope: !155)
!172 = !DILocation(line: 43, column: 7, scope: !168)
!173 = !DILocation(line: 44, column: 3, scope: !155)
!174 = !DILocation(line: 34, column: 24, scope: !151)
!175 = !DILocation(line: 34, column: 3, scope: !151)
!176 = distinct !{!176, !153, !177, !127}
!177 = !DILocation(line: 44, column: 3, scope: !148)
!178 = !DILocation(line: 45, column: 3, scope: !140)
!179 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 48, type: !180, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !108)
!180 = !DISubroutineType(types: !181)
!181 = !{!61}
!182 = !DILocalVariable(name: "p", scope: !179, file: !2, line: 49, type: !183)
!183 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !24, line: 27, baseType: !184)
!184 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!185 = !DILocation(line: 49, column: 13, scope: !179)
!186 = !DILocalVariable(name: "c", scope: !179, file: !2, line: 49, type: !183)
!187 = !DILocation(line: 49, column: 16, scope: !179)
!188 = !DILocation(line: 50, column: 3, scope: !179)
!189 = !DILocation(line: 51, column: 3, scope: !179)
!190 = !DILocation(line: 52, column: 16, scope: !179)
!191 = !DILocation(line: 52, column: 3, scope: !179)
!192 = !DILocation(line: 53, column: 16, scope: !179)
!193 = !DILocation(line: 53, column: 3, scope: !179)
!194 = !DILocation(line: 54, column: 3, scope: !179)
