; ModuleID = 'tas_lock.c'
source_filename = "tas_lock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@count = dso_local global i32 0, align 4, !dbg !0
@locked = dso_local global i32 0, align 4, !dbg !7
@.str = private unnamed_addr constant [25 x i8] c"atomic_load(&count) == 1\00", align 1, !dbg !10
@.str.1 = private unnamed_addr constant [11 x i8] c"tas_lock.c\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !21

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @check_exclusion() #0 !dbg !38 {
  %1 = alloca i32, align 4
  %2 = load atomic i32, ptr @count seq_cst, align 4, !dbg !41
  store i32 %2, ptr %1, align 4, !dbg !41
  %3 = load i32, ptr %1, align 4, !dbg !41
  %4 = icmp sle i32 %3, 1, !dbg !42
  %5 = zext i1 %4 to i32, !dbg !42
  ret i32 %5, !dbg !43
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !44 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !46, !DIExpression(), !53)
    #dbg_declare(ptr %3, !54, !DIExpression(), !56)
  store i32 0, ptr %3, align 4, !dbg !56
  br label %5, !dbg !57

5:                                                ; preds = %13, %0
  %6 = load i32, ptr %3, align 4, !dbg !58
  %7 = icmp slt i32 %6, 2, !dbg !60
  br i1 %7, label %8, label %16, !dbg !61

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !62
  %10 = sext i32 %9 to i64, !dbg !63
  %11 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %10, !dbg !63
  %12 = call i32 @pthread_create(ptr noundef %11, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !64
  br label %13, !dbg !64

13:                                               ; preds = %8
  %14 = load i32, ptr %3, align 4, !dbg !65
  %15 = add nsw i32 %14, 1, !dbg !65
  store i32 %15, ptr %3, align 4, !dbg !65
  br label %5, !dbg !66, !llvm.loop !67

16:                                               ; preds = %5
    #dbg_declare(ptr %4, !70, !DIExpression(), !72)
  store i32 0, ptr %4, align 4, !dbg !72
  br label %17, !dbg !73

17:                                               ; preds = %26, %16
  %18 = load i32, ptr %4, align 4, !dbg !74
  %19 = icmp slt i32 %18, 2, !dbg !76
  br i1 %19, label %20, label %29, !dbg !77

20:                                               ; preds = %17
  %21 = load i32, ptr %4, align 4, !dbg !78
  %22 = sext i32 %21 to i64, !dbg !79
  %23 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %22, !dbg !79
  %24 = load i64, ptr %23, align 8, !dbg !79
  %25 = call i32 @pthread_join(i64 noundef %24, ptr noundef null), !dbg !80
  br label %26, !dbg !80

26:                                               ; preds = %20
  %27 = load i32, ptr %4, align 4, !dbg !81
  %28 = add nsw i32 %27, 1, !dbg !81
  store i32 %28, ptr %4, align 4, !dbg !81
  br label %17, !dbg !82, !llvm.loop !83

29:                                               ; preds = %17
  ret i32 0, !dbg !85
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @worker(ptr noundef %0) #0 !dbg !86 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !89, !DIExpression(), !90)
  %8 = load ptr, ptr %2, align 8, !dbg !91
  br label %9, !dbg !92

9:                                                ; preds = %18, %1
  call void @lock(), !dbg !93
  store i32 1, ptr %3, align 4, !dbg !97
  %10 = load i32, ptr %3, align 4, !dbg !97
  %11 = atomicrmw add ptr @count, i32 %10 seq_cst, align 4, !dbg !97
  store i32 %11, ptr %4, align 4, !dbg !97
  %12 = load i32, ptr %4, align 4, !dbg !97
  %13 = load atomic i32, ptr @count seq_cst, align 4, !dbg !98
  store i32 %13, ptr %5, align 4, !dbg !98
  %14 = load i32, ptr %5, align 4, !dbg !98
  %15 = icmp eq i32 %14, 1, !dbg !98
  br i1 %15, label %16, label %17, !dbg !101

16:                                               ; preds = %9
  br label %18, !dbg !101

17:                                               ; preds = %9
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 61, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !98
  unreachable, !dbg !98

18:                                               ; preds = %16
  store i32 1, ptr %6, align 4, !dbg !102
  %19 = load i32, ptr %6, align 4, !dbg !102
  %20 = atomicrmw sub ptr @count, i32 %19 seq_cst, align 4, !dbg !102
  store i32 %20, ptr %7, align 4, !dbg !102
  %21 = load i32, ptr %7, align 4, !dbg !102
  call void @unlock(), !dbg !103
  br label %9, !dbg !104, !llvm.loop !105
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lock() #0 !dbg !108 {
  br label %1, !dbg !111

1:                                                ; preds = %4, %0
  %2 = atomicrmw xchg ptr @locked, i32 1 seq_cst, align 4, !dbg !112
  %3 = icmp ne i32 %2, 0, !dbg !111
  br i1 %3, label %4, label %5, !dbg !111

4:                                                ; preds = %1
  br label %1, !dbg !111, !llvm.loop !113

5:                                                ; preds = %1
  ret void, !dbg !115
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @unlock() #0 !dbg !116 {
  store atomic i32 0, ptr @locked release, align 4, !dbg !117
  ret void, !dbg !118
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!30, !31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 53, type: !27, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tas_lock.c", directory: ".", checksumkind: CSK_MD5, checksum: "3355eba46746ff7c4d7cd29b321ae7be")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!7, !0, !10, !16, !21}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "locked", scope: !2, file: !3, line: 30, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 200, elements: !14)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15}
!15 = !DISubrange(count: 25)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 88, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 11)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 168, elements: !25)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !28, line: 104, baseType: !29)
!28 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!29 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !9)
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!32 = !{i32 1, !"wchar_size", i32 4}
!33 = !{i32 8, !"PIC Level", i32 2}
!34 = !{i32 7, !"PIE Level", i32 2}
!35 = !{i32 7, !"uwtable", i32 2}
!36 = !{i32 7, !"frame-pointer", i32 2}
!37 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!38 = distinct !DISubprogram(name: "check_exclusion", scope: !3, file: !3, line: 68, type: !39, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!39 = !DISubroutineType(types: !40)
!40 = !{!9}
!41 = !DILocation(line: 70, column: 12, scope: !38)
!42 = !DILocation(line: 70, column: 32, scope: !38)
!43 = !DILocation(line: 70, column: 5, scope: !38)
!44 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 73, type: !39, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !45)
!45 = !{}
!46 = !DILocalVariable(name: "t", scope: !44, file: !3, line: 75, type: !47)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 128, elements: !51)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !49, line: 27, baseType: !50)
!49 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!50 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!51 = !{!52}
!52 = !DISubrange(count: 2)
!53 = !DILocation(line: 75, column: 15, scope: !44)
!54 = !DILocalVariable(name: "i", scope: !55, file: !3, line: 76, type: !9)
!55 = distinct !DILexicalBlock(scope: !44, file: !3, line: 76, column: 5)
!56 = !DILocation(line: 76, column: 14, scope: !55)
!57 = !DILocation(line: 76, column: 10, scope: !55)
!58 = !DILocation(line: 76, column: 21, scope: !59)
!59 = distinct !DILexicalBlock(scope: !55, file: !3, line: 76, column: 5)
!60 = !DILocation(line: 76, column: 23, scope: !59)
!61 = !DILocation(line: 76, column: 5, scope: !55)
!62 = !DILocation(line: 77, column: 27, scope: !59)
!63 = !DILocation(line: 77, column: 25, scope: !59)
!64 = !DILocation(line: 77, column: 9, scope: !59)
!65 = !DILocation(line: 76, column: 36, scope: !59)
!66 = !DILocation(line: 76, column: 5, scope: !59)
!67 = distinct !{!67, !61, !68, !69}
!68 = !DILocation(line: 77, column: 49, scope: !55)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !DILocalVariable(name: "i", scope: !71, file: !3, line: 78, type: !9)
!71 = distinct !DILexicalBlock(scope: !44, file: !3, line: 78, column: 5)
!72 = !DILocation(line: 78, column: 14, scope: !71)
!73 = !DILocation(line: 78, column: 10, scope: !71)
!74 = !DILocation(line: 78, column: 21, scope: !75)
!75 = distinct !DILexicalBlock(scope: !71, file: !3, line: 78, column: 5)
!76 = !DILocation(line: 78, column: 23, scope: !75)
!77 = !DILocation(line: 78, column: 5, scope: !71)
!78 = !DILocation(line: 79, column: 24, scope: !75)
!79 = !DILocation(line: 79, column: 22, scope: !75)
!80 = !DILocation(line: 79, column: 9, scope: !75)
!81 = !DILocation(line: 78, column: 36, scope: !75)
!82 = !DILocation(line: 78, column: 5, scope: !75)
!83 = distinct !{!83, !77, !84, !69}
!84 = !DILocation(line: 79, column: 32, scope: !71)
!85 = !DILocation(line: 80, column: 5, scope: !44)
!86 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 55, type: !87, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !45)
!87 = !DISubroutineType(types: !88)
!88 = !{!5, !5}
!89 = !DILocalVariable(name: "arg", arg: 1, scope: !86, file: !3, line: 55, type: !5)
!90 = !DILocation(line: 55, column: 27, scope: !86)
!91 = !DILocation(line: 57, column: 11, scope: !86)
!92 = !DILocation(line: 58, column: 5, scope: !86)
!93 = !DILocation(line: 59, column: 9, scope: !94)
!94 = distinct !DILexicalBlock(scope: !95, file: !3, line: 58, column: 14)
!95 = distinct !DILexicalBlock(scope: !96, file: !3, line: 58, column: 5)
!96 = distinct !DILexicalBlock(scope: !86, file: !3, line: 58, column: 5)
!97 = !DILocation(line: 60, column: 9, scope: !94)
!98 = !DILocation(line: 61, column: 9, scope: !99)
!99 = distinct !DILexicalBlock(scope: !100, file: !3, line: 61, column: 9)
!100 = distinct !DILexicalBlock(scope: !94, file: !3, line: 61, column: 9)
!101 = !DILocation(line: 61, column: 9, scope: !100)
!102 = !DILocation(line: 62, column: 9, scope: !94)
!103 = !DILocation(line: 63, column: 9, scope: !94)
!104 = !DILocation(line: 58, column: 5, scope: !95)
!105 = distinct !{!105, !106, !107}
!106 = !DILocation(line: 58, column: 5, scope: !96)
!107 = !DILocation(line: 64, column: 5, scope: !96)
!108 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 31, type: !109, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!109 = !DISubroutineType(types: !110)
!110 = !{null}
!111 = !DILocation(line: 33, column: 5, scope: !108)
!112 = !DILocation(line: 33, column: 12, scope: !108)
!113 = distinct !{!113, !111, !114, !69}
!114 = !DILocation(line: 34, column: 9, scope: !108)
!115 = !DILocation(line: 35, column: 1, scope: !108)
!116 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 36, type: !109, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!117 = !DILocation(line: 38, column: 5, scope: !116)
!118 = !DILocation(line: 39, column: 1, scope: !116)
