; ModuleID = 'ticket-lock.c'
source_filename = "ticket-lock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"ticket-lock.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@counter = dso_local global i32 0, align 4, !dbg !17
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 30, i32 21 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 38, i32 23 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 40, i32 23 }, ptr @0 }
@next_ticket = dso_local global i32 0, align 4, !dbg !21
@now_serving = dso_local global i32 0, align 4, !dbg !24

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !35 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 10, ptr noundef @.str.2) #6, !dbg !38
  unreachable, !dbg !38
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !39 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !44, !DIExpression(), !45)
  call void @lock(), !dbg !46
  %3 = load i32, ptr @counter, align 4, !dbg !47
  %4 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %3, i32 1), !dbg !48, !nosanitize !43
  %5 = extractvalue { i32, i1 } %4, 0, !dbg !48, !nosanitize !43
  %6 = extractvalue { i32, i1 } %4, 1, !dbg !48, !nosanitize !43
  %7 = xor i1 %6, true, !dbg !48, !nosanitize !43
  br i1 %7, label %10, label %8, !dbg !48, !prof !49, !nosanitize !43

8:                                                ; preds = %1
  %9 = zext i32 %3 to i64, !dbg !48, !nosanitize !43
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %9, i64 1) #7, !dbg !48, !nosanitize !43
  br label %10, !dbg !48, !nosanitize !43

10:                                               ; preds = %8, %1
  store i32 %5, ptr @counter, align 4, !dbg !50
  call void @unlock(), !dbg !51
  ret ptr null, !dbg !52
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lock() #0 !dbg !53 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !54, !DIExpression(), !55)
  store i32 1, ptr %2, align 4, !dbg !56
  %5 = load i32, ptr %2, align 4, !dbg !56
  %6 = atomicrmw add ptr @next_ticket, i32 %5 seq_cst, align 4, !dbg !56
  store i32 %6, ptr %3, align 4, !dbg !56
  %7 = load i32, ptr %3, align 4, !dbg !56
  store i32 %7, ptr %1, align 4, !dbg !55
  br label %8, !dbg !57

8:                                                ; preds = %13, %0
  %9 = load atomic i32, ptr @now_serving seq_cst, align 4, !dbg !58
  store i32 %9, ptr %4, align 4, !dbg !58
  %10 = load i32, ptr %4, align 4, !dbg !58
  %11 = load i32, ptr %1, align 4, !dbg !59
  %12 = icmp ne i32 %10, %11, !dbg !60
  br i1 %12, label %13, label %14, !dbg !57

13:                                               ; preds = %8
  br label %8, !dbg !57, !llvm.loop !61

14:                                               ; preds = %8
  ret void, !dbg !64
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @unlock() #0 !dbg !65 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 1, ptr %1, align 4, !dbg !66
  %3 = load i32, ptr %1, align 4, !dbg !66
  %4 = atomicrmw add ptr @now_serving, i32 %3 seq_cst, align 4, !dbg !66
  store i32 %4, ptr %2, align 4, !dbg !66
  %5 = load i32, ptr %2, align 4, !dbg !66
  ret void, !dbg !67
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !68 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 16
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !71, !DIExpression(), !78)
    #dbg_declare(ptr %3, !79, !DIExpression(), !80)
  store i32 0, ptr %3, align 4, !dbg !81
  br label %4, !dbg !83

4:                                                ; preds = %20, %0
  %5 = load i32, ptr %3, align 4, !dbg !84
  %6 = icmp slt i32 %5, 3, !dbg !86
  br i1 %6, label %7, label %21, !dbg !87

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !88
  %9 = sext i32 %8 to i64, !dbg !89
  %10 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %9, !dbg !89
  %11 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !90
  br label %12, !dbg !90

12:                                               ; preds = %7
  %13 = load i32, ptr %3, align 4, !dbg !91
  %14 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %13, i32 1), !dbg !91, !nosanitize !43
  %15 = extractvalue { i32, i1 } %14, 0, !dbg !91, !nosanitize !43
  %16 = extractvalue { i32, i1 } %14, 1, !dbg !91, !nosanitize !43
  %17 = xor i1 %16, true, !dbg !91, !nosanitize !43
  br i1 %17, label %20, label %18, !dbg !91, !prof !49, !nosanitize !43

18:                                               ; preds = %12
  %19 = zext i32 %13 to i64, !dbg !91, !nosanitize !43
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %19, i64 1) #7, !dbg !91, !nosanitize !43
  br label %20, !dbg !91, !nosanitize !43

20:                                               ; preds = %18, %12
  store i32 %15, ptr %3, align 4, !dbg !91
  br label %4, !dbg !92, !llvm.loop !93

21:                                               ; preds = %4
  store i32 0, ptr %3, align 4, !dbg !95
  br label %22, !dbg !97

22:                                               ; preds = %39, %21
  %23 = load i32, ptr %3, align 4, !dbg !98
  %24 = icmp slt i32 %23, 3, !dbg !100
  br i1 %24, label %25, label %40, !dbg !101

25:                                               ; preds = %22
  %26 = load i32, ptr %3, align 4, !dbg !102
  %27 = sext i32 %26 to i64, !dbg !103
  %28 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %27, !dbg !103
  %29 = load i64, ptr %28, align 8, !dbg !103
  %30 = call i32 @pthread_join(i64 noundef %29, ptr noundef null), !dbg !104
  br label %31, !dbg !104

31:                                               ; preds = %25
  %32 = load i32, ptr %3, align 4, !dbg !105
  %33 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %32, i32 1), !dbg !105, !nosanitize !43
  %34 = extractvalue { i32, i1 } %33, 0, !dbg !105, !nosanitize !43
  %35 = extractvalue { i32, i1 } %33, 1, !dbg !105, !nosanitize !43
  %36 = xor i1 %35, true, !dbg !105, !nosanitize !43
  br i1 %36, label %39, label %37, !dbg !105, !prof !49, !nosanitize !43

37:                                               ; preds = %31
  %38 = zext i32 %32 to i64, !dbg !105, !nosanitize !43
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %38, i64 1) #7, !dbg !105, !nosanitize !43
  br label %39, !dbg !105, !nosanitize !43

39:                                               ; preds = %37, %31
  store i32 %34, ptr %3, align 4, !dbg !105
  br label %22, !dbg !106, !llvm.loop !107

40:                                               ; preds = %22
  %41 = load i32, ptr @counter, align 4, !dbg !109
  %42 = icmp ne i32 %41, 3, !dbg !111
  br i1 %42, label %43, label %44, !dbg !112

43:                                               ; preds = %40
  call void @reach_error(), !dbg !113
  br label %44, !dbg !113

44:                                               ; preds = %43, %40
  ret i32 0, !dbg !114
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #4

declare i32 @pthread_join(i64 noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!27, !28, !29, !30, !31, !32, !33}
!llvm.ident = !{!34}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ticket-lock.c", directory: ".", checksumkind: CSK_MD5, checksum: "eefc08dd59321385cdb9e95a191e5217")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "counter", scope: !19, file: !2, line: 16, type: !26, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !21, !24, !17}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "next_ticket", scope: !19, file: !2, line: 14, type: !23, isLocal: false, isDefinition: true)
!23 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "now_serving", scope: !19, file: !2, line: 15, type: !23, isLocal: false, isDefinition: true)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !{i32 7, !"Dwarf Version", i32 5}
!28 = !{i32 2, !"Debug Info Version", i32 3}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 8, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 2}
!33 = !{i32 7, !"frame-pointer", i32 2}
!34 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!35 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 10, type: !36, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !19)
!36 = !DISubroutineType(types: !37)
!37 = !{null}
!38 = !DILocation(line: 10, column: 22, scope: !35)
!39 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 28, type: !40, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !43)
!40 = !DISubroutineType(types: !41)
!41 = !{!42, !42}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!43 = !{}
!44 = !DILocalVariable(name: "arg", arg: 1, scope: !39, file: !2, line: 28, type: !42)
!45 = !DILocation(line: 28, column: 20, scope: !39)
!46 = !DILocation(line: 29, column: 3, scope: !39)
!47 = !DILocation(line: 30, column: 13, scope: !39)
!48 = !DILocation(line: 30, column: 21, scope: !39)
!49 = !{!"branch_weights", i32 1048575, i32 1}
!50 = !DILocation(line: 30, column: 11, scope: !39)
!51 = !DILocation(line: 31, column: 3, scope: !39)
!52 = !DILocation(line: 32, column: 3, scope: !39)
!53 = distinct !DISubprogram(name: "lock", scope: !2, file: !2, line: 18, type: !36, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !19, retainedNodes: !43)
!54 = !DILocalVariable(name: "my", scope: !53, file: !2, line: 19, type: !23)
!55 = !DILocation(line: 19, column: 12, scope: !53)
!56 = !DILocation(line: 19, column: 17, scope: !53)
!57 = !DILocation(line: 20, column: 3, scope: !53)
!58 = !DILocation(line: 20, column: 10, scope: !53)
!59 = !DILocation(line: 20, column: 61, scope: !53)
!60 = !DILocation(line: 20, column: 58, scope: !53)
!61 = distinct !{!61, !57, !62, !63}
!62 = !DILocation(line: 21, column: 3, scope: !53)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 22, column: 1, scope: !53)
!65 = distinct !DISubprogram(name: "unlock", scope: !2, file: !2, line: 24, type: !36, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !19)
!66 = !DILocation(line: 25, column: 3, scope: !65)
!67 = !DILocation(line: 26, column: 1, scope: !65)
!68 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !69, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !43)
!69 = !DISubroutineType(types: !70)
!70 = !{!26}
!71 = !DILocalVariable(name: "t", scope: !68, file: !2, line: 36, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 192, elements: !76)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !74, line: 27, baseType: !75)
!74 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!75 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!76 = !{!77}
!77 = !DISubrange(count: 3)
!78 = !DILocation(line: 36, column: 13, scope: !68)
!79 = !DILocalVariable(name: "i", scope: !68, file: !2, line: 37, type: !26)
!80 = !DILocation(line: 37, column: 7, scope: !68)
!81 = !DILocation(line: 38, column: 10, scope: !82)
!82 = distinct !DILexicalBlock(scope: !68, file: !2, line: 38, column: 3)
!83 = !DILocation(line: 38, column: 8, scope: !82)
!84 = !DILocation(line: 38, column: 15, scope: !85)
!85 = distinct !DILexicalBlock(scope: !82, file: !2, line: 38, column: 3)
!86 = !DILocation(line: 38, column: 17, scope: !85)
!87 = !DILocation(line: 38, column: 3, scope: !82)
!88 = !DILocation(line: 39, column: 23, scope: !85)
!89 = !DILocation(line: 39, column: 21, scope: !85)
!90 = !DILocation(line: 39, column: 5, scope: !85)
!91 = !DILocation(line: 38, column: 23, scope: !85)
!92 = !DILocation(line: 38, column: 3, scope: !85)
!93 = distinct !{!93, !87, !94, !63}
!94 = !DILocation(line: 39, column: 39, scope: !82)
!95 = !DILocation(line: 40, column: 10, scope: !96)
!96 = distinct !DILexicalBlock(scope: !68, file: !2, line: 40, column: 3)
!97 = !DILocation(line: 40, column: 8, scope: !96)
!98 = !DILocation(line: 40, column: 15, scope: !99)
!99 = distinct !DILexicalBlock(scope: !96, file: !2, line: 40, column: 3)
!100 = !DILocation(line: 40, column: 17, scope: !99)
!101 = !DILocation(line: 40, column: 3, scope: !96)
!102 = !DILocation(line: 41, column: 20, scope: !99)
!103 = !DILocation(line: 41, column: 18, scope: !99)
!104 = !DILocation(line: 41, column: 5, scope: !99)
!105 = !DILocation(line: 40, column: 23, scope: !99)
!106 = !DILocation(line: 40, column: 3, scope: !99)
!107 = distinct !{!107, !101, !108, !63}
!108 = !DILocation(line: 41, column: 25, scope: !96)
!109 = !DILocation(line: 42, column: 7, scope: !110)
!110 = distinct !DILexicalBlock(scope: !68, file: !2, line: 42, column: 7)
!111 = !DILocation(line: 42, column: 15, scope: !110)
!112 = !DILocation(line: 42, column: 7, scope: !68)
!113 = !DILocation(line: 43, column: 5, scope: !110)
!114 = !DILocation(line: 44, column: 3, scope: !68)
