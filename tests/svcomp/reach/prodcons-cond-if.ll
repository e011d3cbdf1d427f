; ModuleID = 'prodcons-cond-if.c'
source_filename = "prodcons-cond-if.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.anon = type { i16, i16 }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"prodcons-cond-if.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@m = dso_local global { { i32, i32, i32, i32, i32, { %struct.anon } } } zeroinitializer, align 4, !dbg !17
@c = dso_local global %union.pthread_cond_t zeroinitializer, align 4, !dbg !21
@count = dso_local global i32 0, align 4, !dbg !57
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 20, i32 10 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 18, i32 23 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 31, i32 8 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !102 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 8, ptr noundef @.str.2) #6, !dbg !105
  unreachable, !dbg !105
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @producer(ptr noundef %0) #0 !dbg !106 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !111, !DIExpression(), !112)
    #dbg_declare(ptr %3, !113, !DIExpression(), !114)
  store i32 0, ptr %3, align 4, !dbg !115
  br label %4, !dbg !117

4:                                                ; preds = %25, %1
  %5 = load i32, ptr %3, align 4, !dbg !118
  %6 = icmp slt i32 %5, 2, !dbg !120
  br i1 %6, label %7, label %26, !dbg !121

7:                                                ; preds = %4
  %8 = call i32 @pthread_mutex_lock(ptr noundef @m) #7, !dbg !122
  %9 = load i32, ptr @count, align 4, !dbg !124
  %10 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %9, i32 1), !dbg !124, !nosanitize !110
  %11 = extractvalue { i32, i1 } %10, 0, !dbg !124, !nosanitize !110
  %12 = extractvalue { i32, i1 } %10, 1, !dbg !124, !nosanitize !110
  %13 = xor i1 %12, true, !dbg !124, !nosanitize !110
  br i1 %13, label %15, label %14, !dbg !124, !prof !125, !nosanitize !110

14:                                               ; preds = %7
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %9, i32 1) #7, !dbg !124, !nosanitize !110
  br label %15, !dbg !124, !nosanitize !110

15:                                               ; preds = %14, %7
  store i32 %11, ptr @count, align 4, !dbg !124
  %16 = call i32 @pthread_cond_signal(ptr noundef @c) #7, !dbg !126
  %17 = call i32 @pthread_mutex_unlock(ptr noundef @m) #7, !dbg !127
  br label %18, !dbg !128

18:                                               ; preds = %15
  %19 = load i32, ptr %3, align 4, !dbg !129
  %20 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %19, i32 1), !dbg !129, !nosanitize !110
  %21 = extractvalue { i32, i1 } %20, 0, !dbg !129, !nosanitize !110
  %22 = extractvalue { i32, i1 } %20, 1, !dbg !129, !nosanitize !110
  %23 = xor i1 %22, true, !dbg !129, !nosanitize !110
  br i1 %23, label %25, label %24, !dbg !129, !prof !125, !nosanitize !110

24:                                               ; preds = %18
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %19, i32 1) #7, !dbg !129, !nosanitize !110
  br label %25, !dbg !129, !nosanitize !110

25:                                               ; preds = %24, %18
  store i32 %21, ptr %3, align 4, !dbg !129
  br label %4, !dbg !130, !llvm.loop !131

26:                                               ; preds = %4
  ret ptr null, !dbg !134
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #4

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @consumer(ptr noundef %0) #0 !dbg !135 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !136, !DIExpression(), !137)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #7, !dbg !138
  %4 = load i32, ptr @count, align 4, !dbg !139
  %5 = icmp eq i32 %4, 0, !dbg !141
  br i1 %5, label %6, label %8, !dbg !142

6:                                                ; preds = %1
  %7 = call i32 @pthread_cond_wait(ptr noundef @c, ptr noundef @m), !dbg !143
  br label %8, !dbg !143

8:                                                ; preds = %6, %1
  %9 = load i32, ptr @count, align 4, !dbg !144
  %10 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %9, i32 1), !dbg !144, !nosanitize !110
  %11 = extractvalue { i32, i1 } %10, 0, !dbg !144, !nosanitize !110
  %12 = extractvalue { i32, i1 } %10, 1, !dbg !144, !nosanitize !110
  %13 = xor i1 %12, true, !dbg !144, !nosanitize !110
  br i1 %13, label %15, label %14, !dbg !144, !prof !125, !nosanitize !110

14:                                               ; preds = %8
  call void @__ubsan_handle_sub_overflow(ptr @3, i32 %9, i32 1) #7, !dbg !144, !nosanitize !110
  br label %15, !dbg !144, !nosanitize !110

15:                                               ; preds = %14, %8
  store i32 %11, ptr @count, align 4, !dbg !144
  %16 = load i32, ptr @count, align 4, !dbg !145
  %17 = icmp slt i32 %16, 0, !dbg !147
  br i1 %17, label %18, label %19, !dbg !148

18:                                               ; preds = %15
  call void @reach_error(), !dbg !149
  br label %19, !dbg !149

19:                                               ; preds = %18, %15
  %20 = call i32 @pthread_mutex_unlock(ptr noundef @m) #7, !dbg !150
  ret ptr null, !dbg !151
}

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i32, i32) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !152 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !155, !DIExpression(), !158)
    #dbg_declare(ptr %3, !159, !DIExpression(), !160)
    #dbg_declare(ptr %4, !161, !DIExpression(), !162)
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @consumer, ptr noundef null) #7, !dbg !163
  %6 = call i32 @pthread_create(ptr noundef %4, ptr noundef null, ptr noundef @consumer, ptr noundef null) #7, !dbg !164
  %7 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @producer, ptr noundef null) #7, !dbg !165
  %8 = load i32, ptr %2, align 4, !dbg !166
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !167
  %10 = load i32, ptr %3, align 4, !dbg !168
  %11 = call i32 @pthread_join(i32 noundef %10, ptr noundef null), !dbg !169
  %12 = load i32, ptr %4, align 4, !dbg !170
  %13 = call i32 @pthread_join(i32 noundef %12, ptr noundef null), !dbg !171
  ret i32 0, !dbg !172
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
!llvm.module.flags = !{!93, !94, !95, !96, !97, !98, !99, !100}
!llvm.ident = !{!101}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "prodcons-cond-if.c", directory: ".", checksumkind: CSK_MD5, checksum: "fe81835e3f8438e7a959667d5c1b5fc8")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "m", scope: !19, file: !2, line: 12, type: !60, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21, !57}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "c", scope: !19, file: !2, line: 13, type: !23, isLocal: false, isDefinition: true)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !24, line: 80, baseType: !25)
!24 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!25 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !24, line: 75, size: 384, elements: !26)
!26 = !{!27, !51, !55}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !25, file: !24, line: 77, baseType: !28, size: 384)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !29, line: 94, size: 384, elements: !30)
!29 = !DIFile(filename: "/usr/include/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!30 = !{!31, !44, !45, !47, !48, !49, !50}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !28, file: !29, line: 96, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !33, line: 33, baseType: !34)
!33 = !DIFile(filename: "/usr/include/bits/atomic_wide_counter.h", directory: ".", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
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
!58 = distinct !DIGlobalVariable(name: "count", scope: !19, file: !2, line: 14, type: !59, isLocal: false, isDefinition: true)
!59 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !24, line: 72, baseType: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !24, line: 67, size: 192, elements: !62)
!62 = !{!63, !87, !91}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !61, file: !24, line: 69, baseType: !64, size: 192)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !65, line: 22, size: 192, elements: !66)
!65 = !DIFile(filename: "/usr/include/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!66 = !{!67, !68, !69, !70, !71, !72}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !64, file: !65, line: 24, baseType: !59, size: 32)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !64, file: !65, line: 25, baseType: !42, size: 32, offset: 32)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !64, file: !65, line: 26, baseType: !59, size: 32, offset: 64)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !64, file: !65, line: 32, baseType: !59, size: 32, offset: 96)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !64, file: !65, line: 39, baseType: !42, size: 32, offset: 128)
!72 = !DIDerivedType(tag: DW_TAG_member, scope: !64, file: !65, line: 40, baseType: !73, size: 32, offset: 160)
!73 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !64, file: !65, line: 40, size: 32, elements: !74)
!74 = !{!75, !81}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__elision_data", scope: !73, file: !65, line: 48, baseType: !76, size: 32)
!76 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !73, file: !65, line: 42, size: 32, elements: !77)
!77 = !{!78, !80}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__espins", scope: !76, file: !65, line: 44, baseType: !79, size: 16)
!79 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__eelision", scope: !76, file: !65, line: 45, baseType: !79, size: 16, offset: 16)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !73, file: !65, line: 49, baseType: !82, size: 32)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_slist_t", file: !29, line: 60, baseType: !83)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_slist", file: !29, line: 57, size: 32, elements: !84)
!84 = !{!85}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !83, file: !29, line: 59, baseType: !86, size: 32)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 32)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !61, file: !24, line: 70, baseType: !88, size: 192)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 24)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !61, file: !24, line: 71, baseType: !92, size: 32)
!92 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!93 = !{i32 1, !"NumRegisterParameters", i32 0}
!94 = !{i32 7, !"Dwarf Version", i32 5}
!95 = !{i32 2, !"Debug Info Version", i32 3}
!96 = !{i32 1, !"wchar_size", i32 4}
!97 = !{i32 8, !"PIC Level", i32 2}
!98 = !{i32 7, !"PIE Level", i32 2}
!99 = !{i32 7, !"uwtable", i32 2}
!100 = !{i32 7, !"frame-pointer", i32 2}
!101 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!102 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 8, type: !103, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !19)
!103 = !DISubroutineType(types: !104)
!104 = !{null}
!105 = !DILocation(line: 8, column: 22, scope: !102)
!106 = distinct !DISubprogram(name: "producer", scope: !2, file: !2, line: 16, type: !107, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !110)
!107 = !DISubroutineType(types: !108)
!108 = !{!109, !109}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!110 = !{}
!111 = !DILocalVariable(name: "arg", arg: 1, scope: !106, file: !2, line: 16, type: !109)
!112 = !DILocation(line: 16, column: 22, scope: !106)
!113 = !DILocalVariable(name: "k", scope: !106, file: !2, line: 17, type: !59)
!114 = !DILocation(line: 17, column: 7, scope: !106)
!115 = !DILocation(line: 18, column: 10, scope: !116)
!116 = distinct !DILexicalBlock(scope: !106, file: !2, line: 18, column: 3)
!117 = !DILocation(line: 18, column: 8, scope: !116)
!118 = !DILocation(line: 18, column: 15, scope: !119)
!119 = distinct !DILexicalBlock(scope: !116, file: !2, line: 18, column: 3)
!120 = !DILocation(line: 18, column: 17, scope: !119)
!121 = !DILocation(line: 18, column: 3, scope: !116)
!122 = !DILocation(line: 19, column: 5, scope: !123)
!123 = distinct !DILexicalBlock(scope: !119, file: !2, line: 18, column: 27)
!124 = !DILocation(line: 20, column: 10, scope: !123)
!125 = !{!"branch_weights", i32 1048575, i32 1}
!126 = !DILocation(line: 21, column: 5, scope: !123)
!127 = !DILocation(line: 22, column: 5, scope: !123)
!128 = !DILocation(line: 23, column: 3, scope: !123)
!129 = !DILocation(line: 18, column: 23, scope: !119)
!130 = !DILocation(line: 18, column: 3, scope: !119)
!131 = distinct !{!131, !121, !132, !133}
!132 = !DILocation(line: 23, column: 3, scope: !116)
!133 = !{!"llvm.loop.mustprogress"}
!134 = !DILocation(line: 24, column: 3, scope: !106)
!135 = distinct !DISubprogram(name: "consumer", scope: !2, file: !2, line: 27, type: !107, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !110)
!136 = !DILocalVariable(name: "arg", arg: 1, scope: !135, file: !2, line: 27, type: !109)
!137 = !DILocation(line: 27, column: 22, scope: !135)
!138 = !DILocation(line: 28, column: 3, scope: !135)
!139 = !DILocation(line: 29, column: 7, scope: !140)
!140 = distinct !DILexicalBlock(scope: !135, file: !2, line: 29, column: 7)
!141 = !DILocation(line: 29, column: 13, scope: !140)
!142 = !DILocation(line: 29, column: 7, scope: !135)
!143 = !DILocation(line: 30, column: 5, scope: !140)
!144 = !DILocation(line: 31, column: 8, scope: !135)
!145 = !DILocation(line: 32, column: 7, scope: !146)
!146 = distinct !DILexicalBlock(scope: !135, file: !2, line: 32, column: 7)
!147 = !DILocation(line: 32, column: 13, scope: !146)
!148 = !DILocation(line: 32, column: 7, scope: !135)
!149 = !DILocation(line: 33, column: 5, scope: !146)
!150 = !DILocation(line: 34, column: 3, scope: !135)
!151 = !DILocation(line: 35, column: 3, scope: !135)
!152 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 38, type: !153, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !110)
!153 = !DISubroutineType(types: !154)
!154 = !{!59}
!155 = !DILocalVariable(name: "p", scope: !152, file: !2, line: 39, type: !156)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !24, line: 27, baseType: !157)
!157 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!158 = !DILocation(line: 39, column: 13, scope: !152)
!159 = !DILocalVariable(name: "c1", scope: !152, file: !2, line: 39, type: !156)
!160 = !DILocation(line: 39, column: 16, scope: !152)
!161 = !DILocalVariable(name: "c2", scope: !152, file: !2, line: 39, type: !156)
!162 = !DILocation(line: 39, column: 20, scope: !152)
!163 = !DILocation(line: 40, column: 3, scope: !152)
!164 = !DILocation(line: 41, column: 3, scope: !152)
!165 = !DILocation(line: 42, column: 3, scope: !152)
!166 = !DILocation(line: 43, column: 16, scope: !152)
!167 = !DILocation(line: 43, column: 3, scope: !152)
!168 = !DILocation(line: 44, column: 16, scope: !152)
!169 = !DILocation(line: 44, column: 3, scope: !152)
!170 = !DILocation(line: 45, column: 16, scope: !152)
!171 = !DILocation(line: 45, column: 3, scope: !152)
!172 = !DILocation(line: 46, column: 3, scope: !152)
