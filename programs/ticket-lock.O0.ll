; ModuleID = 'ticket_lock.c'
source_filename = "ticket_lock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@count = dso_local global i32 0, align 4, !dbg !0
@next_ticket = dso_local global i32 0, align 4, !dbg !7
@now_serving = dso_local global i32 0, align 4, !dbg !13
@.str = private unnamed_addr constant [25 x i8] c"atomic_load(&count) == 1\00", align 1, !dbg !15
@.str.1 = private unnamed_addr constant [14 x i8] c"ticket_lock.c\00", align 1, !dbg !21
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !26

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @check_exclusion() #0 !dbg !40 {
  %1 = alloca i32, align 4
  %2 = load atomic i32, ptr @count seq_cst, align 4, !dbg !43
  store i32 %2, ptr %1, align 4, !dbg !43
  %3 = load i32, ptr %1, align 4, !dbg !43
  %4 = icmp sle i32 %3, 1, !dbg !44
  %5 = zext i1 %4 to i32, !dbg !44
  ret i32 %5, !dbg !45
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !46 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !48, !DIExpression(), !55)
    #dbg_declare(ptr %3, !56, !DIExpression(), !58)
  store i32 0, ptr %3, align 4, !dbg !58
  br label %5, !dbg !59

5:                                                ; preds = %13, %0
  %6 = load i32, ptr %3, align 4, !dbg !60
  %7 = icmp slt i32 %6, 2, !dbg !62
  br i1 %7, label %8, label %16, !dbg !63

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !64
  %10 = sext i32 %9 to i64, !dbg !65
  %11 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %10, !dbg !65
  %12 = call i32 @pthread_create(ptr noundef %11, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !66
  br label %13, !dbg !66

13:                                               ; preds = %8
  %14 = load i32, ptr %3, align 4, !dbg !67
  %15 = add nsw i32 %14, 1, !dbg !67
  store i32 %15, ptr %3, align 4, !dbg !67
  br label %5, !dbg !68, !llvm.loop !69

16:                                               ; preds = %5
    #dbg_declare(ptr %4, !72, !DIExpression(), !74)
  store i32 0, ptr %4, align 4, !dbg !74
  br label %17, !dbg !75

17:                                               ; preds = %26, %16
  %18 = load i32, ptr %4, align 4, !dbg !76
  %19 = icmp slt i32 %18, 2, !dbg !78
  br i1 %19, label %20, label %29, !dbg !79

20:                                               ; preds = %17
  %21 = load i32, ptr %4, align 4, !dbg !80
  %22 = sext i32 %21 to i64, !dbg !81
  %23 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %22, !dbg !81
  %24 = load i64, ptr %23, align 8, !dbg !81
  %25 = call i32 @pthread_join(i64 noundef %24, ptr noundef null), !dbg !82
  br label %26, !dbg !82

26:                                               ; preds = %20
  %27 = load i32, ptr %4, align 4, !dbg !83
  %28 = add nsw i32 %27, 1, !dbg !83
  store i32 %28, ptr %4, align 4, !dbg !83
  br label %17, !dbg !84, !llvm.loop !85

29:                                               ; preds = %17
  ret i32 0, !dbg !87
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @worker(ptr noundef %0) #0 !dbg !88 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !91, !DIExpression(), !92)
  %9 = load ptr, ptr %2, align 8, !dbg !93
    #dbg_declare(ptr %3, !94, !DIExpression(), !95)
  br label %10, !dbg !96

10:                                               ; preds = %19, %1
  call void @lock(ptr noundef %3), !dbg !97
  store i32 1, ptr %4, align 4, !dbg !101
  %11 = load i32, ptr %4, align 4, !dbg !101
  %12 = atomicrmw add ptr @count, i32 %11 seq_cst, align 4, !dbg !101
  store i32 %12, ptr %5, align 4, !dbg !101
  %13 = load i32, ptr %5, align 4, !dbg !101
  %14 = load atomic i32, ptr @count seq_cst, align 4, !dbg !102
  store i32 %14, ptr %6, align 4, !dbg !102
  %15 = load i32, ptr %6, align 4, !dbg !102
  %16 = icmp eq i32 %15, 1, !dbg !102
  br i1 %16, label %17, label %18, !dbg !105

17:                                               ; preds = %10
  br label %19, !dbg !105

18:                                               ; preds = %10
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 54, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !102
  unreachable, !dbg !102

19:                                               ; preds = %17
  store i32 1, ptr %7, align 4, !dbg !106
  %20 = load i32, ptr %7, align 4, !dbg !106
  %21 = atomicrmw sub ptr @count, i32 %20 seq_cst, align 4, !dbg !106
  store i32 %21, ptr %8, align 4, !dbg !106
  %22 = load i32, ptr %8, align 4, !dbg !106
  %23 = load i32, ptr %3, align 4, !dbg !107
  call void @unlock(i32 noundef %23), !dbg !108
  br label %10, !dbg !109, !llvm.loop !110
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lock(ptr noundef %0) #0 !dbg !113 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !117, !DIExpression(), !118)
  %4 = call i32 @take_ticket(), !dbg !119
  %5 = load ptr, ptr %2, align 8, !dbg !120
  store i32 %4, ptr %5, align 4, !dbg !121
  br label %6, !dbg !122

6:                                                ; preds = %12, %1
  %7 = load atomic i32, ptr @now_serving seq_cst, align 4, !dbg !123
  store i32 %7, ptr %3, align 4, !dbg !123
  %8 = load i32, ptr %3, align 4, !dbg !123
  %9 = load ptr, ptr %2, align 8, !dbg !124
  %10 = load i32, ptr %9, align 4, !dbg !125
  %11 = icmp ne i32 %8, %10, !dbg !126
  br i1 %11, label %12, label %13, !dbg !122

12:                                               ; preds = %6
  br label %6, !dbg !122, !llvm.loop !127

13:                                               ; preds = %6
  ret void, !dbg !129
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @unlock(i32 noundef %0) #0 !dbg !130 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !133, !DIExpression(), !134)
  %4 = load i32, ptr %2, align 4, !dbg !135
  %5 = add nsw i32 %4, 1, !dbg !135
  %6 = srem i32 %5, 3, !dbg !135
  store i32 %6, ptr %3, align 4, !dbg !135
  %7 = load i32, ptr %3, align 4, !dbg !135
  store atomic i32 %7, ptr @now_serving seq_cst, align 4, !dbg !135
  ret void, !dbg !136
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @take_ticket() #0 !dbg !137 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
    #dbg_declare(ptr %1, !138, !DIExpression(), !139)
  %5 = load atomic i32, ptr @next_ticket seq_cst, align 4, !dbg !140
  store i32 %5, ptr %2, align 4, !dbg !140
  %6 = load i32, ptr %2, align 4, !dbg !140
  store i32 %6, ptr %1, align 4, !dbg !139
  br label %7, !dbg !141

7:                                                ; preds = %22, %0
  %8 = load i32, ptr %1, align 4, !dbg !142
  %9 = add nsw i32 %8, 1, !dbg !142
  %10 = srem i32 %9, 3, !dbg !142
  store i32 %10, ptr %3, align 4, !dbg !142
  %11 = load i32, ptr %1, align 4, !dbg !142
  %12 = load i32, ptr %3, align 4, !dbg !142
  %13 = cmpxchg weak ptr @next_ticket, i32 %11, i32 %12 seq_cst seq_cst, align 4, !dbg !142
  %14 = extractvalue { i32, i1 } %13, 0, !dbg !142
  %15 = extractvalue { i32, i1 } %13, 1, !dbg !142
  br i1 %15, label %17, label %16, !dbg !142

16:                                               ; preds = %7
  store i32 %14, ptr %1, align 4, !dbg !142
  br label %17, !dbg !142

17:                                               ; preds = %16, %7
  %18 = zext i1 %15 to i8, !dbg !142
  store i8 %18, ptr %4, align 1, !dbg !142
  %19 = load i8, ptr %4, align 1, !dbg !142
  %20 = trunc i8 %19 to i1, !dbg !142
  %21 = xor i1 %20, true, !dbg !143
  br i1 %21, label %22, label %23, !dbg !141

22:                                               ; preds = %17
  br label %7, !dbg !141, !llvm.loop !144

23:                                               ; preds = %17
  %24 = load i32, ptr %1, align 4, !dbg !146
  ret i32 %24, !dbg !147
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!32, !33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 21, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ticket_lock.c", directory: ".", checksumkind: CSK_MD5, checksum: "0974ca5591079c1f45156925ca6ebed0")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!7, !13, !0, !15, !21, !26}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "next_ticket", scope: !2, file: !3, line: 19, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !10, line: 104, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!11 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !12)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "now_serving", scope: !2, file: !3, line: 20, type: !9, isLocal: false, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 54, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 200, elements: !19)
!18 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!19 = !{!20}
!20 = !DISubrange(count: 25)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 54, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 112, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 14)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 54, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 168, elements: !30)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !18)
!30 = !{!31}
!31 = !DISubrange(count: 21)
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 8, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 7, !"frame-pointer", i32 2}
!39 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!40 = distinct !DISubprogram(name: "check_exclusion", scope: !3, file: !3, line: 61, type: !41, scopeLine: 62, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!41 = !DISubroutineType(types: !42)
!42 = !{!12}
!43 = !DILocation(line: 63, column: 12, scope: !40)
!44 = !DILocation(line: 63, column: 32, scope: !40)
!45 = !DILocation(line: 63, column: 5, scope: !40)
!46 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 66, type: !41, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!47 = !{}
!48 = !DILocalVariable(name: "t", scope: !46, file: !3, line: 68, type: !49)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 128, elements: !53)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !51, line: 27, baseType: !52)
!51 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !{!54}
!54 = !DISubrange(count: 2)
!55 = !DILocation(line: 68, column: 15, scope: !46)
!56 = !DILocalVariable(name: "i", scope: !57, file: !3, line: 69, type: !12)
!57 = distinct !DILexicalBlock(scope: !46, file: !3, line: 69, column: 5)
!58 = !DILocation(line: 69, column: 14, scope: !57)
!59 = !DILocation(line: 69, column: 10, scope: !57)
!60 = !DILocation(line: 69, column: 21, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !3, line: 69, column: 5)
!62 = !DILocation(line: 69, column: 23, scope: !61)
!63 = !DILocation(line: 69, column: 5, scope: !57)
!64 = !DILocation(line: 70, column: 27, scope: !61)
!65 = !DILocation(line: 70, column: 25, scope: !61)
!66 = !DILocation(line: 70, column: 9, scope: !61)
!67 = !DILocation(line: 69, column: 36, scope: !61)
!68 = !DILocation(line: 69, column: 5, scope: !61)
!69 = distinct !{!69, !63, !70, !71}
!70 = !DILocation(line: 70, column: 49, scope: !57)
!71 = !{!"llvm.loop.mustprogress"}
!72 = !DILocalVariable(name: "i", scope: !73, file: !3, line: 71, type: !12)
!73 = distinct !DILexicalBlock(scope: !46, file: !3, line: 71, column: 5)
!74 = !DILocation(line: 71, column: 14, scope: !73)
!75 = !DILocation(line: 71, column: 10, scope: !73)
!76 = !DILocation(line: 71, column: 21, scope: !77)
!77 = distinct !DILexicalBlock(scope: !73, file: !3, line: 71, column: 5)
!78 = !DILocation(line: 71, column: 23, scope: !77)
!79 = !DILocation(line: 71, column: 5, scope: !73)
!80 = !DILocation(line: 72, column: 24, scope: !77)
!81 = !DILocation(line: 72, column: 22, scope: !77)
!82 = !DILocation(line: 72, column: 9, scope: !77)
!83 = !DILocation(line: 71, column: 36, scope: !77)
!84 = !DILocation(line: 71, column: 5, scope: !77)
!85 = distinct !{!85, !79, !86, !71}
!86 = !DILocation(line: 72, column: 32, scope: !73)
!87 = !DILocation(line: 73, column: 5, scope: !46)
!88 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 47, type: !89, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !47)
!89 = !DISubroutineType(types: !90)
!90 = !{!5, !5}
!91 = !DILocalVariable(name: "arg", arg: 1, scope: !88, file: !3, line: 47, type: !5)
!92 = !DILocation(line: 47, column: 27, scope: !88)
!93 = !DILocation(line: 49, column: 11, scope: !88)
!94 = !DILocalVariable(name: "ticket", scope: !88, file: !3, line: 50, type: !12)
!95 = !DILocation(line: 50, column: 9, scope: !88)
!96 = !DILocation(line: 51, column: 5, scope: !88)
!97 = !DILocation(line: 52, column: 9, scope: !98)
!98 = distinct !DILexicalBlock(scope: !99, file: !3, line: 51, column: 14)
!99 = distinct !DILexicalBlock(scope: !100, file: !3, line: 51, column: 5)
!100 = distinct !DILexicalBlock(scope: !88, file: !3, line: 51, column: 5)
!101 = !DILocation(line: 53, column: 9, scope: !98)
!102 = !DILocation(line: 54, column: 9, scope: !103)
!103 = distinct !DILexicalBlock(scope: !104, file: !3, line: 54, column: 9)
!104 = distinct !DILexicalBlock(scope: !98, file: !3, line: 54, column: 9)
!105 = !DILocation(line: 54, column: 9, scope: !104)
!106 = !DILocation(line: 55, column: 9, scope: !98)
!107 = !DILocation(line: 56, column: 16, scope: !98)
!108 = !DILocation(line: 56, column: 9, scope: !98)
!109 = !DILocation(line: 51, column: 5, scope: !99)
!110 = distinct !{!110, !111, !112}
!111 = !DILocation(line: 51, column: 5, scope: !100)
!112 = !DILocation(line: 57, column: 5, scope: !100)
!113 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 35, type: !114, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !47)
!114 = !DISubroutineType(types: !115)
!115 = !{null, !116}
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!117 = !DILocalVariable(name: "ticket", arg: 1, scope: !113, file: !3, line: 35, type: !116)
!118 = !DILocation(line: 35, column: 23, scope: !113)
!119 = !DILocation(line: 37, column: 15, scope: !113)
!120 = !DILocation(line: 37, column: 6, scope: !113)
!121 = !DILocation(line: 37, column: 13, scope: !113)
!122 = !DILocation(line: 38, column: 5, scope: !113)
!123 = !DILocation(line: 38, column: 12, scope: !113)
!124 = !DILocation(line: 38, column: 42, scope: !113)
!125 = !DILocation(line: 38, column: 41, scope: !113)
!126 = !DILocation(line: 38, column: 38, scope: !113)
!127 = distinct !{!127, !122, !128, !71}
!128 = !DILocation(line: 39, column: 9, scope: !113)
!129 = !DILocation(line: 40, column: 1, scope: !113)
!130 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 42, type: !131, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !47)
!131 = !DISubroutineType(types: !132)
!132 = !{null, !12}
!133 = !DILocalVariable(name: "ticket", arg: 1, scope: !130, file: !3, line: 42, type: !12)
!134 = !DILocation(line: 42, column: 24, scope: !130)
!135 = !DILocation(line: 44, column: 5, scope: !130)
!136 = !DILocation(line: 45, column: 1, scope: !130)
!137 = distinct !DISubprogram(name: "take_ticket", scope: !3, file: !3, line: 23, type: !41, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !47)
!138 = !DILocalVariable(name: "t", scope: !137, file: !3, line: 25, type: !12)
!139 = !DILocation(line: 25, column: 9, scope: !137)
!140 = !DILocation(line: 25, column: 13, scope: !137)
!141 = !DILocation(line: 29, column: 5, scope: !137)
!142 = !DILocation(line: 29, column: 13, scope: !137)
!143 = !DILocation(line: 29, column: 12, scope: !137)
!144 = distinct !{!144, !141, !145, !71}
!145 = !DILocation(line: 30, column: 9, scope: !137)
!146 = !DILocation(line: 32, column: 12, scope: !137)
!147 = !DILocation(line: 32, column: 5, scope: !137)
