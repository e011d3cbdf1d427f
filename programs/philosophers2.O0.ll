; ModuleID = 'philosophers.c'
source_filename = "philosophers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@eating = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !0
@fork_mutex = dso_local global [2 x %union.pthread_mutex_t] zeroinitializer, align 16, !dbg !9

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @check_forks() #0 !dbg !55 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
    #dbg_declare(ptr %2, !59, !DIExpression(), !61)
  store i32 0, ptr %2, align 4, !dbg !61
  br label %3, !dbg !62

3:                                                ; preds = %22, %0
  %4 = load i32, ptr %2, align 4, !dbg !63
  %5 = icmp slt i32 %4, 2, !dbg !65
  br i1 %5, label %6, label %25, !dbg !66

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4, !dbg !67
  %8 = sext i32 %7 to i64, !dbg !69
  %9 = getelementptr inbounds [2 x i32], ptr @eating, i64 0, i64 %8, !dbg !69
  %10 = load volatile i32, ptr %9, align 4, !dbg !69
  %11 = icmp ne i32 %10, 0, !dbg !69
  br i1 %11, label %12, label %21, !dbg !70

12:                                               ; preds = %6
  %13 = load i32, ptr %2, align 4, !dbg !71
  %14 = add nsw i32 %13, 1, !dbg !72
  %15 = srem i32 %14, 2, !dbg !73
  %16 = sext i32 %15 to i64, !dbg !74
  %17 = getelementptr inbounds [2 x i32], ptr @eating, i64 0, i64 %16, !dbg !74
  %18 = load volatile i32, ptr %17, align 4, !dbg !74
  %19 = icmp ne i32 %18, 0, !dbg !74
  br i1 %19, label %20, label %21, !dbg !75

20:                                               ; preds = %12
  store i32 0, ptr %1, align 4, !dbg !76
  br label %26, !dbg !76

21:                                               ; preds = %12, %6
  br label %22, !dbg !77

22:                                               ; preds = %21
  %23 = load i32, ptr %2, align 4, !dbg !78
  %24 = add nsw i32 %23, 1, !dbg !78
  store i32 %24, ptr %2, align 4, !dbg !78
  br label %3, !dbg !79, !llvm.loop !80

25:                                               ; preds = %3
  store i32 1, ptr %1, align 4, !dbg !83
  br label %26, !dbg !83

26:                                               ; preds = %25, %20
  %27 = load i32, ptr %1, align 4, !dbg !84
  ret i32 %27, !dbg !84
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !85 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !86, !DIExpression(), !90)
    #dbg_declare(ptr %3, !91, !DIExpression(), !93)
  store i32 0, ptr %3, align 4, !dbg !93
  br label %6, !dbg !94

6:                                                ; preds = %14, %0
  %7 = load i32, ptr %3, align 4, !dbg !95
  %8 = icmp slt i32 %7, 2, !dbg !97
  br i1 %8, label %9, label %17, !dbg !98

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4, !dbg !99
  %11 = sext i32 %10 to i64, !dbg !100
  %12 = getelementptr inbounds [2 x %union.pthread_mutex_t], ptr @fork_mutex, i64 0, i64 %11, !dbg !100
  %13 = call i32 @pthread_mutex_init(ptr noundef %12, ptr noundef null) #3, !dbg !101
  br label %14, !dbg !101

14:                                               ; preds = %9
  %15 = load i32, ptr %3, align 4, !dbg !102
  %16 = add nsw i32 %15, 1, !dbg !102
  store i32 %16, ptr %3, align 4, !dbg !102
  br label %6, !dbg !103, !llvm.loop !104

17:                                               ; preds = %6
  call void @__VERIFIER_atomic_begin(), !dbg !106
    #dbg_declare(ptr %4, !107, !DIExpression(), !109)
  store i64 0, ptr %4, align 8, !dbg !109
  br label %18, !dbg !110

18:                                               ; preds = %27, %17
  %19 = load i64, ptr %4, align 8, !dbg !111
  %20 = icmp slt i64 %19, 2, !dbg !113
  br i1 %20, label %21, label %30, !dbg !114

21:                                               ; preds = %18
  %22 = load i64, ptr %4, align 8, !dbg !115
  %23 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %22, !dbg !116
  %24 = load i64, ptr %4, align 8, !dbg !117
  %25 = inttoptr i64 %24 to ptr, !dbg !118
  %26 = call i32 @pthread_create(ptr noundef %23, ptr noundef null, ptr noundef @philosopher, ptr noundef %25) #3, !dbg !119
  br label %27, !dbg !119

27:                                               ; preds = %21
  %28 = load i64, ptr %4, align 8, !dbg !120
  %29 = add nsw i64 %28, 1, !dbg !120
  store i64 %29, ptr %4, align 8, !dbg !120
  br label %18, !dbg !121, !llvm.loop !122

30:                                               ; preds = %18
  call void @__VERIFIER_atomic_end(), !dbg !124
    #dbg_declare(ptr %5, !125, !DIExpression(), !127)
  store i32 0, ptr %5, align 4, !dbg !127
  br label %31, !dbg !128

31:                                               ; preds = %40, %30
  %32 = load i32, ptr %5, align 4, !dbg !129
  %33 = icmp slt i32 %32, 2, !dbg !131
  br i1 %33, label %34, label %43, !dbg !132

34:                                               ; preds = %31
  %35 = load i32, ptr %5, align 4, !dbg !133
  %36 = sext i32 %35 to i64, !dbg !134
  %37 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %36, !dbg !134
  %38 = load i64, ptr %37, align 8, !dbg !134
  %39 = call i32 @pthread_join(i64 noundef %38, ptr noundef null), !dbg !135
  br label %40, !dbg !135

40:                                               ; preds = %34
  %41 = load i32, ptr %5, align 4, !dbg !136
  %42 = add nsw i32 %41, 1, !dbg !136
  store i32 %42, ptr %5, align 4, !dbg !136
  br label %31, !dbg !137, !llvm.loop !138

43:                                               ; preds = %31
  ret i32 0, !dbg !140
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_init(ptr noundef, ptr noundef) #1

declare void @__VERIFIER_atomic_begin() #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @philosopher(ptr noundef %0) #0 !dbg !141 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !144, !DIExpression(), !145)
    #dbg_declare(ptr %3, !146, !DIExpression(), !147)
  %8 = load ptr, ptr %2, align 8, !dbg !148
  %9 = ptrtoint ptr %8 to i64, !dbg !149
  %10 = trunc i64 %9 to i32, !dbg !150
  store i32 %10, ptr %3, align 4, !dbg !147
    #dbg_declare(ptr %4, !151, !DIExpression(), !152)
  %11 = load i32, ptr %3, align 4, !dbg !153
  store i32 %11, ptr %4, align 4, !dbg !152
    #dbg_declare(ptr %5, !154, !DIExpression(), !155)
  %12 = load i32, ptr %3, align 4, !dbg !156
  %13 = add nsw i32 %12, 1, !dbg !157
  %14 = srem i32 %13, 2, !dbg !158
  store i32 %14, ptr %5, align 4, !dbg !155
    #dbg_declare(ptr %6, !159, !DIExpression(), !160)
  %15 = load i32, ptr %4, align 4, !dbg !161
  store i32 %15, ptr %6, align 4, !dbg !160
    #dbg_declare(ptr %7, !162, !DIExpression(), !163)
  %16 = load i32, ptr %5, align 4, !dbg !164
  store i32 %16, ptr %7, align 4, !dbg !163
  br label %17, !dbg !165

17:                                               ; preds = %17, %1
  %18 = load i32, ptr %6, align 4, !dbg !166
  %19 = sext i32 %18 to i64, !dbg !170
  %20 = getelementptr inbounds [2 x %union.pthread_mutex_t], ptr @fork_mutex, i64 0, i64 %19, !dbg !170
  %21 = call i32 @pthread_mutex_lock(ptr noundef %20) #3, !dbg !171
  %22 = load i32, ptr %7, align 4, !dbg !172
  %23 = sext i32 %22 to i64, !dbg !173
  %24 = getelementptr inbounds [2 x %union.pthread_mutex_t], ptr @fork_mutex, i64 0, i64 %23, !dbg !173
  %25 = call i32 @pthread_mutex_lock(ptr noundef %24) #3, !dbg !174
  %26 = load i32, ptr %3, align 4, !dbg !175
  %27 = sext i32 %26 to i64, !dbg !176
  %28 = getelementptr inbounds [2 x i32], ptr @eating, i64 0, i64 %27, !dbg !176
  store volatile i32 1, ptr %28, align 4, !dbg !177
  %29 = load i32, ptr %3, align 4, !dbg !178
  %30 = sext i32 %29 to i64, !dbg !179
  %31 = getelementptr inbounds [2 x i32], ptr @eating, i64 0, i64 %30, !dbg !179
  store volatile i32 0, ptr %31, align 4, !dbg !180
  %32 = load i32, ptr %7, align 4, !dbg !181
  %33 = sext i32 %32 to i64, !dbg !182
  %34 = getelementptr inbounds [2 x %union.pthread_mutex_t], ptr @fork_mutex, i64 0, i64 %33, !dbg !182
  %35 = call i32 @pthread_mutex_unlock(ptr noundef %34) #3, !dbg !183
  %36 = load i32, ptr %6, align 4, !dbg !184
  %37 = sext i32 %36 to i64, !dbg !185
  %38 = getelementptr inbounds [2 x %union.pthread_mutex_t], ptr @fork_mutex, i64 0, i64 %37, !dbg !185
  %39 = call i32 @pthread_mutex_unlock(ptr noundef %38) #3, !dbg !186
  br label %17, !dbg !187, !llvm.loop !188
}

declare void @__VERIFIER_atomic_end() #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "eating", scope: !2, file: !3, line: 33, type: !45, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "philosophers.c", directory: ".", checksumkind: CSK_MD5, checksum: "11358acd8d199fa6d3fbd8aa7cb257f0")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !{!9, !0}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "fork_mutex", scope: !2, file: !3, line: 29, type: !11, isLocal: false, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 640, elements: !43)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !13, line: 72, baseType: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!14 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !13, line: 67, size: 320, elements: !15)
!15 = !{!16, !37, !42}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !14, file: !13, line: 69, baseType: !17, size: 320)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !18, line: 22, size: 320, elements: !19)
!18 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!19 = !{!20, !21, !23, !24, !25, !26, !28, !29}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !17, file: !18, line: 24, baseType: !6, size: 32)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !17, file: !18, line: 25, baseType: !22, size: 32, offset: 32)
!22 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !17, file: !18, line: 26, baseType: !6, size: 32, offset: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !17, file: !18, line: 28, baseType: !22, size: 32, offset: 96)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !17, file: !18, line: 32, baseType: !6, size: 32, offset: 128)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !17, file: !18, line: 34, baseType: !27, size: 16, offset: 160)
!27 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !17, file: !18, line: 35, baseType: !27, size: 16, offset: 176)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !17, file: !18, line: 36, baseType: !30, size: 128, offset: 192)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !31, line: 55, baseType: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !31, line: 51, size: 128, elements: !33)
!33 = !{!34, !36}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !32, file: !31, line: 53, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !32, file: !31, line: 54, baseType: !35, size: 64, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !14, file: !13, line: 70, baseType: !38, size: 320)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !40)
!39 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!40 = !{!41}
!41 = !DISubrange(count: 40)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !14, file: !13, line: 71, baseType: !7, size: 64)
!43 = !{!44}
!44 = !DISubrange(count: 2)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 64, elements: !43)
!46 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"frame-pointer", i32 2}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "check_forks", scope: !3, file: !3, line: 61, type: !56, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!6}
!58 = !{}
!59 = !DILocalVariable(name: "i", scope: !60, file: !3, line: 63, type: !6)
!60 = distinct !DILexicalBlock(scope: !55, file: !3, line: 63, column: 5)
!61 = !DILocation(line: 63, column: 14, scope: !60)
!62 = !DILocation(line: 63, column: 10, scope: !60)
!63 = !DILocation(line: 63, column: 21, scope: !64)
!64 = distinct !DILexicalBlock(scope: !60, file: !3, line: 63, column: 5)
!65 = !DILocation(line: 63, column: 23, scope: !64)
!66 = !DILocation(line: 63, column: 5, scope: !60)
!67 = !DILocation(line: 64, column: 20, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !3, line: 64, column: 13)
!69 = !DILocation(line: 64, column: 13, scope: !68)
!70 = !DILocation(line: 64, column: 23, scope: !68)
!71 = !DILocation(line: 64, column: 34, scope: !68)
!72 = !DILocation(line: 64, column: 36, scope: !68)
!73 = !DILocation(line: 64, column: 41, scope: !68)
!74 = !DILocation(line: 64, column: 26, scope: !68)
!75 = !DILocation(line: 64, column: 13, scope: !64)
!76 = !DILocation(line: 65, column: 13, scope: !68)
!77 = !DILocation(line: 64, column: 44, scope: !68)
!78 = !DILocation(line: 63, column: 29, scope: !64)
!79 = !DILocation(line: 63, column: 5, scope: !64)
!80 = distinct !{!80, !66, !81, !82}
!81 = !DILocation(line: 65, column: 20, scope: !60)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocation(line: 66, column: 5, scope: !55)
!84 = !DILocation(line: 67, column: 1, scope: !55)
!85 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 69, type: !56, scopeLine: 70, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !58)
!86 = !DILocalVariable(name: "t", scope: !85, file: !3, line: 71, type: !87)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 128, elements: !43)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !13, line: 27, baseType: !89)
!89 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!90 = !DILocation(line: 71, column: 15, scope: !85)
!91 = !DILocalVariable(name: "i", scope: !92, file: !3, line: 72, type: !6)
!92 = distinct !DILexicalBlock(scope: !85, file: !3, line: 72, column: 5)
!93 = !DILocation(line: 72, column: 14, scope: !92)
!94 = !DILocation(line: 72, column: 10, scope: !92)
!95 = !DILocation(line: 72, column: 21, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !3, line: 72, column: 5)
!97 = !DILocation(line: 72, column: 23, scope: !96)
!98 = !DILocation(line: 72, column: 5, scope: !92)
!99 = !DILocation(line: 73, column: 40, scope: !96)
!100 = !DILocation(line: 73, column: 29, scope: !96)
!101 = !DILocation(line: 73, column: 9, scope: !96)
!102 = !DILocation(line: 72, column: 29, scope: !96)
!103 = !DILocation(line: 72, column: 5, scope: !96)
!104 = distinct !{!104, !98, !105, !82}
!105 = !DILocation(line: 73, column: 48, scope: !92)
!106 = !DILocation(line: 75, column: 5, scope: !85)
!107 = !DILocalVariable(name: "i", scope: !108, file: !3, line: 76, type: !7)
!108 = distinct !DILexicalBlock(scope: !85, file: !3, line: 76, column: 5)
!109 = !DILocation(line: 76, column: 15, scope: !108)
!110 = !DILocation(line: 76, column: 10, scope: !108)
!111 = !DILocation(line: 76, column: 22, scope: !112)
!112 = distinct !DILexicalBlock(scope: !108, file: !3, line: 76, column: 5)
!113 = !DILocation(line: 76, column: 24, scope: !112)
!114 = !DILocation(line: 76, column: 5, scope: !108)
!115 = !DILocation(line: 77, column: 27, scope: !112)
!116 = !DILocation(line: 77, column: 25, scope: !112)
!117 = !DILocation(line: 77, column: 58, scope: !112)
!118 = !DILocation(line: 77, column: 50, scope: !112)
!119 = !DILocation(line: 77, column: 9, scope: !112)
!120 = !DILocation(line: 76, column: 30, scope: !112)
!121 = !DILocation(line: 76, column: 5, scope: !112)
!122 = distinct !{!122, !114, !123, !82}
!123 = !DILocation(line: 77, column: 59, scope: !108)
!124 = !DILocation(line: 78, column: 5, scope: !85)
!125 = !DILocalVariable(name: "i", scope: !126, file: !3, line: 79, type: !6)
!126 = distinct !DILexicalBlock(scope: !85, file: !3, line: 79, column: 5)
!127 = !DILocation(line: 79, column: 14, scope: !126)
!128 = !DILocation(line: 79, column: 10, scope: !126)
!129 = !DILocation(line: 79, column: 21, scope: !130)
!130 = distinct !DILexicalBlock(scope: !126, file: !3, line: 79, column: 5)
!131 = !DILocation(line: 79, column: 23, scope: !130)
!132 = !DILocation(line: 79, column: 5, scope: !126)
!133 = !DILocation(line: 80, column: 24, scope: !130)
!134 = !DILocation(line: 80, column: 22, scope: !130)
!135 = !DILocation(line: 80, column: 9, scope: !130)
!136 = !DILocation(line: 79, column: 29, scope: !130)
!137 = !DILocation(line: 79, column: 5, scope: !130)
!138 = distinct !{!138, !132, !139, !82}
!139 = !DILocation(line: 80, column: 32, scope: !126)
!140 = !DILocation(line: 81, column: 5, scope: !85)
!141 = distinct !DISubprogram(name: "philosopher", scope: !3, file: !3, line: 36, type: !142, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !58)
!142 = !DISubroutineType(types: !143)
!143 = !{!5, !5}
!144 = !DILocalVariable(name: "arg", arg: 1, scope: !141, file: !3, line: 36, type: !5)
!145 = !DILocation(line: 36, column: 32, scope: !141)
!146 = !DILocalVariable(name: "i", scope: !141, file: !3, line: 38, type: !6)
!147 = !DILocation(line: 38, column: 9, scope: !141)
!148 = !DILocation(line: 38, column: 24, scope: !141)
!149 = !DILocation(line: 38, column: 18, scope: !141)
!150 = !DILocation(line: 38, column: 13, scope: !141)
!151 = !DILocalVariable(name: "left", scope: !141, file: !3, line: 39, type: !6)
!152 = !DILocation(line: 39, column: 9, scope: !141)
!153 = !DILocation(line: 39, column: 16, scope: !141)
!154 = !DILocalVariable(name: "right", scope: !141, file: !3, line: 39, type: !6)
!155 = !DILocation(line: 39, column: 19, scope: !141)
!156 = !DILocation(line: 39, column: 28, scope: !141)
!157 = !DILocation(line: 39, column: 30, scope: !141)
!158 = !DILocation(line: 39, column: 35, scope: !141)
!159 = !DILocalVariable(name: "first", scope: !141, file: !3, line: 44, type: !6)
!160 = !DILocation(line: 44, column: 9, scope: !141)
!161 = !DILocation(line: 44, column: 17, scope: !141)
!162 = !DILocalVariable(name: "second", scope: !141, file: !3, line: 44, type: !6)
!163 = !DILocation(line: 44, column: 23, scope: !141)
!164 = !DILocation(line: 44, column: 32, scope: !141)
!165 = !DILocation(line: 46, column: 5, scope: !141)
!166 = !DILocation(line: 48, column: 40, scope: !167)
!167 = distinct !DILexicalBlock(scope: !168, file: !3, line: 46, column: 14)
!168 = distinct !DILexicalBlock(scope: !169, file: !3, line: 46, column: 5)
!169 = distinct !DILexicalBlock(scope: !141, file: !3, line: 46, column: 5)
!170 = !DILocation(line: 48, column: 29, scope: !167)
!171 = !DILocation(line: 48, column: 9, scope: !167)
!172 = !DILocation(line: 49, column: 40, scope: !167)
!173 = !DILocation(line: 49, column: 29, scope: !167)
!174 = !DILocation(line: 49, column: 9, scope: !167)
!175 = !DILocation(line: 50, column: 16, scope: !167)
!176 = !DILocation(line: 50, column: 9, scope: !167)
!177 = !DILocation(line: 50, column: 19, scope: !167)
!178 = !DILocation(line: 54, column: 16, scope: !167)
!179 = !DILocation(line: 54, column: 9, scope: !167)
!180 = !DILocation(line: 54, column: 19, scope: !167)
!181 = !DILocation(line: 55, column: 42, scope: !167)
!182 = !DILocation(line: 55, column: 31, scope: !167)
!183 = !DILocation(line: 55, column: 9, scope: !167)
!184 = !DILocation(line: 56, column: 42, scope: !167)
!185 = !DILocation(line: 56, column: 31, scope: !167)
!186 = !DILocation(line: 56, column: 9, scope: !167)
!187 = !DILocation(line: 46, column: 5, scope: !168)
!188 = distinct !{!188, !189, !190}
!189 = !DILocation(line: 46, column: 5, scope: !169)
!190 = !DILocation(line: 57, column: 5, scope: !169)
