; ModuleID = 'slots_bug.c'
source_filename = "slots_bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@slots = dso_local global i32 3, align 4, !dbg !0
@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !5
@holding = dso_local global i32 0, align 4, !dbg !56
@.str = private unnamed_addr constant [52 x i8] c"__atomic_load_n(&holding, __ATOMIC_SEQ_CST) <= MOST\00", align 1, !dbg !40
@.str.1 = private unnamed_addr constant [12 x i8] c"slots_bug.c\00", align 1, !dbg !45
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !50

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !66 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !71, !DIExpression(), !72)
  %10 = call i32 @pthread_mutex_lock(ptr noundef @m) #5, !dbg !73
    #dbg_declare(ptr %4, !74, !DIExpression(), !75)
  %11 = load i32, ptr @slots, align 4, !dbg !76
  %12 = icmp sgt i32 %11, 0, !dbg !77
  %13 = zext i1 %12 to i32, !dbg !77
  store i32 %13, ptr %4, align 4, !dbg !75
  %14 = load i32, ptr %4, align 4, !dbg !78
  %15 = icmp ne i32 %14, 0, !dbg !78
  br i1 %15, label %16, label %19, !dbg !80

16:                                               ; preds = %1
  %17 = load i32, ptr @slots, align 4, !dbg !81
  %18 = add nsw i32 %17, -1, !dbg !81
  store i32 %18, ptr @slots, align 4, !dbg !81
  br label %19, !dbg !82

19:                                               ; preds = %16, %1
  %20 = call i32 @pthread_mutex_unlock(ptr noundef @m) #5, !dbg !83
  %21 = load i32, ptr %4, align 4, !dbg !84
  %22 = icmp ne i32 %21, 0, !dbg !84
  br i1 %22, label %24, label %23, !dbg !86

23:                                               ; preds = %19
  store ptr null, ptr %2, align 8, !dbg !87
  br label %41, !dbg !87

24:                                               ; preds = %19
  store i32 1, ptr %5, align 4, !dbg !88
  %25 = load i32, ptr %5, align 4, !dbg !88
  %26 = atomicrmw add ptr @holding, i32 %25 seq_cst, align 4, !dbg !88
  store i32 %26, ptr %6, align 4, !dbg !88
  %27 = load i32, ptr %6, align 4, !dbg !88
  %28 = load atomic i32, ptr @holding seq_cst, align 4, !dbg !89
  store i32 %28, ptr %7, align 4, !dbg !89
  %29 = load i32, ptr %7, align 4, !dbg !89
  %30 = icmp sle i32 %29, 2, !dbg !89
  br i1 %30, label %31, label %32, !dbg !92

31:                                               ; preds = %24
  br label %33, !dbg !92

32:                                               ; preds = %24
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 25, ptr noundef @__PRETTY_FUNCTION__.worker) #6, !dbg !89
  unreachable, !dbg !89

33:                                               ; preds = %31
  store i32 1, ptr %8, align 4, !dbg !93
  %34 = load i32, ptr %8, align 4, !dbg !93
  %35 = atomicrmw sub ptr @holding, i32 %34 seq_cst, align 4, !dbg !93
  store i32 %35, ptr %9, align 4, !dbg !93
  %36 = load i32, ptr %9, align 4, !dbg !93
  %37 = call i32 @pthread_mutex_lock(ptr noundef @m) #5, !dbg !94
  %38 = load i32, ptr @slots, align 4, !dbg !95
  %39 = add nsw i32 %38, 1, !dbg !95
  store i32 %39, ptr @slots, align 4, !dbg !95
  %40 = call i32 @pthread_mutex_unlock(ptr noundef @m) #5, !dbg !96
  store ptr null, ptr %2, align 8, !dbg !97
  br label %41, !dbg !97

41:                                               ; preds = %33, %23
  %42 = load ptr, ptr %2, align 8, !dbg !98
  ret ptr %42, !dbg !98
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !99 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !104, !DIExpression(), !105)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !106, !DIExpression(), !107)
    #dbg_declare(ptr %6, !108, !DIExpression(), !109)
  %9 = load i32, ptr %4, align 4, !dbg !110
  %10 = icmp sgt i32 %9, 1, !dbg !111
  br i1 %10, label %11, label %16, !dbg !110

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8, !dbg !112
  %13 = getelementptr inbounds ptr, ptr %12, i64 1, !dbg !112
  %14 = load ptr, ptr %13, align 8, !dbg !112
  %15 = call i32 @atoi(ptr noundef %14) #7, !dbg !113
  br label %17, !dbg !110

16:                                               ; preds = %2
  br label %17, !dbg !110

17:                                               ; preds = %16, %11
  %18 = phi i32 [ %15, %11 ], [ -1, %16 ], !dbg !110
  store i32 %18, ptr %6, align 4, !dbg !109
    #dbg_declare(ptr %7, !114, !DIExpression(), !117)
  %19 = load i32, ptr %6, align 4, !dbg !118
  %20 = icmp slt i32 %19, 0, !dbg !120
  br i1 %20, label %21, label %24, !dbg !121

21:                                               ; preds = %17
  br label %22, !dbg !122

22:                                               ; preds = %21, %22
  %23 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @worker, ptr noundef null) #5, !dbg !123
  br label %22, !dbg !122, !llvm.loop !124

24:                                               ; preds = %17
    #dbg_declare(ptr %8, !126, !DIExpression(), !128)
  store i32 0, ptr %8, align 4, !dbg !128
  br label %25, !dbg !129

25:                                               ; preds = %31, %24
  %26 = load i32, ptr %8, align 4, !dbg !130
  %27 = load i32, ptr %6, align 4, !dbg !132
  %28 = icmp slt i32 %26, %27, !dbg !133
  br i1 %28, label %29, label %34, !dbg !134

29:                                               ; preds = %25
  %30 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @worker, ptr noundef null) #5, !dbg !135
  br label %31, !dbg !135

31:                                               ; preds = %29
  %32 = load i32, ptr %8, align 4, !dbg !136
  %33 = add nsw i32 %32, 1, !dbg !136
  store i32 %33, ptr %8, align 4, !dbg !136
  br label %25, !dbg !137, !llvm.loop !138

34:                                               ; preds = %25
  call void @pthread_exit(ptr noundef null) #8, !dbg !141
  unreachable, !dbg !141
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noreturn
declare void @pthread_exit(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!58, !59, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "slots", scope: !2, file: !3, line: 13, type: !16, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "slots_bug.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "7277631e82f9ce0e77453bf45c81e85f")
!4 = !{!0, !5, !40, !45, !50, !56}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 14, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!9 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !10)
!10 = !{!11, !33, !38}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !9, file: !8, line: 69, baseType: !12, size: 320)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !13, line: 22, size: 320, elements: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!14 = !{!15, !17, !19, !20, !21, !22, !24, !25}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !12, file: !13, line: 24, baseType: !16, size: 32)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !12, file: !13, line: 25, baseType: !18, size: 32, offset: 32)
!18 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !12, file: !13, line: 26, baseType: !16, size: 32, offset: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !12, file: !13, line: 28, baseType: !18, size: 32, offset: 96)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !12, file: !13, line: 32, baseType: !16, size: 32, offset: 128)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !12, file: !13, line: 34, baseType: !23, size: 16, offset: 160)
!23 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !12, file: !13, line: 35, baseType: !23, size: 16, offset: 176)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !12, file: !13, line: 36, baseType: !26, size: 128, offset: 192)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !27, line: 55, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !27, line: 51, size: 128, elements: !29)
!29 = !{!30, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !28, file: !27, line: 53, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !28, file: !27, line: 54, baseType: !31, size: 64, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !9, file: !8, line: 70, baseType: !34, size: 320)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 320, elements: !36)
!35 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!36 = !{!37}
!37 = !DISubrange(count: 40)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !9, file: !8, line: 71, baseType: !39, size: 64)
!39 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 416, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 52)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 96, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 12)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 168, elements: !54)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!54 = !{!55}
!55 = !DISubrange(count: 21)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "holding", scope: !2, file: !3, line: 13, type: !16, isLocal: false, isDefinition: true)
!58 = !{i32 7, !"Dwarf Version", i32 5}
!59 = !{i32 2, !"Debug Info Version", i32 3}
!60 = !{i32 1, !"wchar_size", i32 4}
!61 = !{i32 8, !"PIC Level", i32 2}
!62 = !{i32 7, !"PIE Level", i32 2}
!63 = !{i32 7, !"uwtable", i32 2}
!64 = !{i32 7, !"frame-pointer", i32 2}
!65 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!66 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 16, type: !67, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !70)
!67 = !DISubroutineType(types: !68)
!68 = !{!69, !69}
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!70 = !{}
!71 = !DILocalVariable(name: "arg", arg: 1, scope: !66, file: !3, line: 16, type: !69)
!72 = !DILocation(line: 16, column: 20, scope: !66)
!73 = !DILocation(line: 17, column: 3, scope: !66)
!74 = !DILocalVariable(name: "got", scope: !66, file: !3, line: 18, type: !16)
!75 = !DILocation(line: 18, column: 7, scope: !66)
!76 = !DILocation(line: 18, column: 13, scope: !66)
!77 = !DILocation(line: 18, column: 19, scope: !66)
!78 = !DILocation(line: 19, column: 7, scope: !79)
!79 = distinct !DILexicalBlock(scope: !66, file: !3, line: 19, column: 7)
!80 = !DILocation(line: 19, column: 7, scope: !66)
!81 = !DILocation(line: 20, column: 10, scope: !79)
!82 = !DILocation(line: 20, column: 5, scope: !79)
!83 = !DILocation(line: 21, column: 3, scope: !66)
!84 = !DILocation(line: 22, column: 8, scope: !85)
!85 = distinct !DILexicalBlock(scope: !66, file: !3, line: 22, column: 7)
!86 = !DILocation(line: 22, column: 7, scope: !66)
!87 = !DILocation(line: 23, column: 5, scope: !85)
!88 = !DILocation(line: 24, column: 3, scope: !66)
!89 = !DILocation(line: 25, column: 3, scope: !90)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 25, column: 3)
!91 = distinct !DILexicalBlock(scope: !66, file: !3, line: 25, column: 3)
!92 = !DILocation(line: 25, column: 3, scope: !91)
!93 = !DILocation(line: 26, column: 3, scope: !66)
!94 = !DILocation(line: 27, column: 3, scope: !66)
!95 = !DILocation(line: 28, column: 8, scope: !66)
!96 = !DILocation(line: 29, column: 3, scope: !66)
!97 = !DILocation(line: 30, column: 3, scope: !66)
!98 = !DILocation(line: 31, column: 1, scope: !66)
!99 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !100, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !70)
!100 = !DISubroutineType(types: !101)
!101 = !{!16, !16, !102}
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!104 = !DILocalVariable(name: "argc", arg: 1, scope: !99, file: !3, line: 33, type: !16)
!105 = !DILocation(line: 33, column: 14, scope: !99)
!106 = !DILocalVariable(name: "argv", arg: 2, scope: !99, file: !3, line: 33, type: !102)
!107 = !DILocation(line: 33, column: 27, scope: !99)
!108 = !DILocalVariable(name: "n", scope: !99, file: !3, line: 34, type: !16)
!109 = !DILocation(line: 34, column: 7, scope: !99)
!110 = !DILocation(line: 34, column: 11, scope: !99)
!111 = !DILocation(line: 34, column: 16, scope: !99)
!112 = !DILocation(line: 34, column: 27, scope: !99)
!113 = !DILocation(line: 34, column: 22, scope: !99)
!114 = !DILocalVariable(name: "t", scope: !99, file: !3, line: 35, type: !115)
!115 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !116)
!116 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!117 = !DILocation(line: 35, column: 13, scope: !99)
!118 = !DILocation(line: 36, column: 7, scope: !119)
!119 = distinct !DILexicalBlock(scope: !99, file: !3, line: 36, column: 7)
!120 = !DILocation(line: 36, column: 9, scope: !119)
!121 = !DILocation(line: 36, column: 7, scope: !99)
!122 = !DILocation(line: 37, column: 5, scope: !119)
!123 = !DILocation(line: 38, column: 7, scope: !119)
!124 = distinct !{!124, !122, !125}
!125 = !DILocation(line: 38, column: 38, scope: !119)
!126 = !DILocalVariable(name: "i", scope: !127, file: !3, line: 39, type: !16)
!127 = distinct !DILexicalBlock(scope: !99, file: !3, line: 39, column: 3)
!128 = !DILocation(line: 39, column: 12, scope: !127)
!129 = !DILocation(line: 39, column: 8, scope: !127)
!130 = !DILocation(line: 39, column: 19, scope: !131)
!131 = distinct !DILexicalBlock(scope: !127, file: !3, line: 39, column: 3)
!132 = !DILocation(line: 39, column: 23, scope: !131)
!133 = !DILocation(line: 39, column: 21, scope: !131)
!134 = !DILocation(line: 39, column: 3, scope: !127)
!135 = !DILocation(line: 40, column: 5, scope: !131)
!136 = !DILocation(line: 39, column: 27, scope: !131)
!137 = !DILocation(line: 39, column: 3, scope: !131)
!138 = distinct !{!138, !134, !139, !140}
!139 = !DILocation(line: 40, column: 36, scope: !127)
!140 = !{!"llvm.loop.mustprogress"}
!141 = !DILocation(line: 41, column: 3, scope: !99)
