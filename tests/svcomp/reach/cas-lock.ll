; ModuleID = 'cas-lock.c'
source_filename = "cas-lock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [11 x i8] c"cas-lock.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@lk = dso_local global i32 0, align 4, !dbg !17
@sum = dso_local global i32 0, align 4, !dbg !24
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 25, i32 13 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 25, i32 18 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 34, i32 23 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 38, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !34 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 7, ptr noundef @.str.2) #6, !dbg !37
  unreachable, !dbg !37
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @acquire() #0 !dbg !38 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
    #dbg_declare(ptr %1, !40, !DIExpression(), !41)
  store i32 0, ptr %1, align 4, !dbg !41
  br label %4, !dbg !42

4:                                                ; preds = %16, %0
  store i32 1, ptr %2, align 4, !dbg !43
  %5 = load i32, ptr %1, align 4, !dbg !43
  %6 = load i32, ptr %2, align 4, !dbg !43
  %7 = cmpxchg ptr @lk, i32 %5, i32 %6 seq_cst seq_cst, align 4, !dbg !43
  %8 = extractvalue { i32, i1 } %7, 0, !dbg !43
  %9 = extractvalue { i32, i1 } %7, 1, !dbg !43
  br i1 %9, label %11, label %10, !dbg !43

10:                                               ; preds = %4
  store i32 %8, ptr %1, align 4, !dbg !43
  br label %11, !dbg !43

11:                                               ; preds = %10, %4
  %12 = zext i1 %9 to i8, !dbg !43
  store i8 %12, ptr %3, align 1, !dbg !43
  %13 = load i8, ptr %3, align 1, !dbg !43
  %14 = trunc i8 %13 to i1, !dbg !43
  %15 = xor i1 %14, true, !dbg !44
  br i1 %15, label %16, label %17, !dbg !42

16:                                               ; preds = %11
  store i32 0, ptr %1, align 4, !dbg !45
  br label %4, !dbg !42, !llvm.loop !46

17:                                               ; preds = %11
  ret void, !dbg !49
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @release() #0 !dbg !50 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4, !dbg !51
  %2 = load i32, ptr %1, align 4, !dbg !51
  store atomic i32 %2, ptr @lk seq_cst, align 4, !dbg !51
  ret void, !dbg !52
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !53 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !57, !DIExpression(), !58)
    #dbg_declare(ptr %3, !59, !DIExpression(), !60)
  %4 = load ptr, ptr %2, align 8, !dbg !61
  %5 = load i32, ptr %4, align 4, !dbg !62
  store i32 %5, ptr %3, align 4, !dbg !60
  call void @acquire(), !dbg !63
  %6 = load i32, ptr @sum, align 4, !dbg !64
  %7 = load i32, ptr %3, align 4, !dbg !65
  %8 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %6, i32 %7), !dbg !66, !nosanitize !39
  %9 = extractvalue { i32, i1 } %8, 0, !dbg !66, !nosanitize !39
  %10 = extractvalue { i32, i1 } %8, 1, !dbg !66, !nosanitize !39
  %11 = xor i1 %10, true, !dbg !66, !nosanitize !39
  br i1 %11, label %15, label %12, !dbg !66, !prof !67, !nosanitize !39

12:                                               ; preds = %1
  %13 = zext i32 %6 to i64, !dbg !66, !nosanitize !39
  %14 = zext i32 %7 to i64, !dbg !66, !nosanitize !39
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %13, i64 %14) #7, !dbg !66, !nosanitize !39
  br label %15, !dbg !66, !nosanitize !39

15:                                               ; preds = %12, %1
  %16 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %9, i32 1), !dbg !68, !nosanitize !39
  %17 = extractvalue { i32, i1 } %16, 0, !dbg !68, !nosanitize !39
  %18 = extractvalue { i32, i1 } %16, 1, !dbg !68, !nosanitize !39
  %19 = xor i1 %18, true, !dbg !68, !nosanitize !39
  br i1 %19, label %22, label %20, !dbg !68, !prof !67, !nosanitize !39

20:                                               ; preds = %15
  %21 = zext i32 %9 to i64, !dbg !68, !nosanitize !39
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %21, i64 1) #7, !dbg !68, !nosanitize !39
  br label %22, !dbg !68, !nosanitize !39

22:                                               ; preds = %20, %15
  store i32 %17, ptr @sum, align 4, !dbg !69
  call void @release(), !dbg !70
  ret ptr null, !dbg !71
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !72 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 16
  %3 = alloca [3 x i32], align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !75, !DIExpression(), !82)
    #dbg_declare(ptr %3, !83, !DIExpression(), !85)
    #dbg_declare(ptr %4, !86, !DIExpression(), !87)
  store i32 0, ptr %4, align 4, !dbg !88
  br label %5, !dbg !90

5:                                                ; preds = %28, %0
  %6 = load i32, ptr %4, align 4, !dbg !91
  %7 = icmp slt i32 %6, 3, !dbg !93
  br i1 %7, label %8, label %29, !dbg !94

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !dbg !95
  %10 = load i32, ptr %4, align 4, !dbg !97
  %11 = sext i32 %10 to i64, !dbg !98
  %12 = getelementptr inbounds [3 x i32], ptr %3, i64 0, i64 %11, !dbg !98
  store i32 %9, ptr %12, align 4, !dbg !99
  %13 = load i32, ptr %4, align 4, !dbg !100
  %14 = sext i32 %13 to i64, !dbg !101
  %15 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %14, !dbg !101
  %16 = load i32, ptr %4, align 4, !dbg !102
  %17 = sext i32 %16 to i64, !dbg !103
  %18 = getelementptr inbounds [3 x i32], ptr %3, i64 0, i64 %17, !dbg !103
  %19 = call i32 @pthread_create(ptr noundef %15, ptr noundef null, ptr noundef @worker, ptr noundef %18) #7, !dbg !104
  br label %20, !dbg !105

20:                                               ; preds = %8
  %21 = load i32, ptr %4, align 4, !dbg !106
  %22 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %21, i32 1), !dbg !106, !nosanitize !39
  %23 = extractvalue { i32, i1 } %22, 0, !dbg !106, !nosanitize !39
  %24 = extractvalue { i32, i1 } %22, 1, !dbg !106, !nosanitize !39
  %25 = xor i1 %24, true, !dbg !106, !nosanitize !39
  br i1 %25, label %28, label %26, !dbg !106, !prof !67, !nosanitize !39

26:                                               ; preds = %20
  %27 = zext i32 %21 to i64, !dbg !106, !nosanitize !39
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %27, i64 1) #7, !dbg !106, !nosanitize !39
  br label %28, !dbg !106, !nosanitize !39

28:                                               ; preds = %26, %20
  store i32 %23, ptr %4, align 4, !dbg !106
  br label %5, !dbg !107, !llvm.loop !108

29:                                               ; preds = %5
  store i32 0, ptr %4, align 4, !dbg !110
  br label %30, !dbg !112

30:                                               ; preds = %47, %29
  %31 = load i32, ptr %4, align 4, !dbg !113
  %32 = icmp slt i32 %31, 3, !dbg !115
  br i1 %32, label %33, label %48, !dbg !116

33:                                               ; preds = %30
  %34 = load i32, ptr %4, align 4, !dbg !117
  %35 = sext i32 %34 to i64, !dbg !118
  %36 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %35, !dbg !118
  %37 = load i64, ptr %36, align 8, !dbg !118
  %38 = call i32 @pthread_join(i64 noundef %37, ptr noundef null), !dbg !119
  br label %39, !dbg !119

39:                                               ; preds = %33
  %40 = load i32, ptr %4, align 4, !dbg !120
  %41 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %40, i32 1), !dbg !120, !nosanitize !39
  %42 = extractvalue { i32, i1 } %41, 0, !dbg !120, !nosanitize !39
  %43 = extractvalue { i32, i1 } %41, 1, !dbg !120, !nosanitize !39
  %44 = xor i1 %43, true, !dbg !120, !nosanitize !39
  br i1 %44, label %47, label %45, !dbg !120, !prof !67, !nosanitize !39

45:                                               ; preds = %39
  %46 = zext i32 %40 to i64, !dbg !120, !nosanitize !39
  call void @__ubsan_handle_add_overflow(ptr @4, i64 %46, i64 1) #7, !dbg !120, !nosanitize !39
  br label %47, !dbg !120, !nosanitize !39

47:                                               ; preds = %45, %39
  store i32 %42, ptr %4, align 4, !dbg !120
  br label %30, !dbg !121, !llvm.loop !122

48:                                               ; preds = %30
  %49 = load i32, ptr @sum, align 4, !dbg !124
  %50 = icmp ne i32 %49, 6, !dbg !126
  br i1 %50, label %51, label %52, !dbg !127

51:                                               ; preds = %48
  call void @reach_error(), !dbg !128
  br label %52, !dbg !128

52:                                               ; preds = %51, %48
  ret i32 0, !dbg !129
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
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "cas-lock.c", directory: ".", checksumkind: CSK_MD5, checksum: "4e28850f786f203423199086b2f490cb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 11)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "lk", scope: !19, file: !2, line: 11, type: !22, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !23, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!0, !7, !12, !17, !24}
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "sum", scope: !19, file: !2, line: 12, type: !22, isLocal: false, isDefinition: true)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 7, type: !35, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !19)
!35 = !DISubroutineType(types: !36)
!36 = !{null}
!37 = !DILocation(line: 7, column: 22, scope: !34)
!38 = distinct !DISubprogram(name: "acquire", scope: !2, file: !2, line: 14, type: !35, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !39)
!39 = !{}
!40 = !DILocalVariable(name: "expected", scope: !38, file: !2, line: 15, type: !22)
!41 = !DILocation(line: 15, column: 7, scope: !38)
!42 = !DILocation(line: 16, column: 3, scope: !38)
!43 = !DILocation(line: 16, column: 11, scope: !38)
!44 = !DILocation(line: 16, column: 10, scope: !38)
!45 = !DILocation(line: 17, column: 14, scope: !38)
!46 = distinct !{!46, !42, !47, !48}
!47 = !DILocation(line: 17, column: 16, scope: !38)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 18, column: 1, scope: !38)
!50 = distinct !DISubprogram(name: "release", scope: !2, file: !2, line: 20, type: !35, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19)
!51 = !DILocation(line: 20, column: 22, scope: !50)
!52 = !DILocation(line: 20, column: 66, scope: !50)
!53 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 22, type: !54, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !39)
!54 = !DISubroutineType(types: !55)
!55 = !{!56, !56}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!57 = !DILocalVariable(name: "arg", arg: 1, scope: !53, file: !2, line: 22, type: !56)
!58 = !DILocation(line: 22, column: 20, scope: !53)
!59 = !DILocalVariable(name: "id", scope: !53, file: !2, line: 23, type: !22)
!60 = !DILocation(line: 23, column: 7, scope: !53)
!61 = !DILocation(line: 23, column: 20, scope: !53)
!62 = !DILocation(line: 23, column: 12, scope: !53)
!63 = !DILocation(line: 24, column: 3, scope: !53)
!64 = !DILocation(line: 25, column: 9, scope: !53)
!65 = !DILocation(line: 25, column: 15, scope: !53)
!66 = !DILocation(line: 25, column: 13, scope: !53)
!67 = !{!"branch_weights", i32 1048575, i32 1}
!68 = !DILocation(line: 25, column: 18, scope: !53)
!69 = !DILocation(line: 25, column: 7, scope: !53)
!70 = !DILocation(line: 26, column: 3, scope: !53)
!71 = !DILocation(line: 27, column: 3, scope: !53)
!72 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 30, type: !73, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !39)
!73 = !DISubroutineType(types: !74)
!74 = !{!22}
!75 = !DILocalVariable(name: "t", scope: !72, file: !2, line: 31, type: !76)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 192, elements: !80)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !78, line: 27, baseType: !79)
!78 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!79 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!80 = !{!81}
!81 = !DISubrange(count: 3)
!82 = !DILocation(line: 31, column: 13, scope: !72)
!83 = !DILocalVariable(name: "ids", scope: !72, file: !2, line: 32, type: !84)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 96, elements: !80)
!85 = !DILocation(line: 32, column: 7, scope: !72)
!86 = !DILocalVariable(name: "i", scope: !72, file: !2, line: 33, type: !22)
!87 = !DILocation(line: 33, column: 7, scope: !72)
!88 = !DILocation(line: 34, column: 10, scope: !89)
!89 = distinct !DILexicalBlock(scope: !72, file: !2, line: 34, column: 3)
!90 = !DILocation(line: 34, column: 8, scope: !89)
!91 = !DILocation(line: 34, column: 15, scope: !92)
!92 = distinct !DILexicalBlock(scope: !89, file: !2, line: 34, column: 3)
!93 = !DILocation(line: 34, column: 17, scope: !92)
!94 = !DILocation(line: 34, column: 3, scope: !89)
!95 = !DILocation(line: 35, column: 14, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !2, line: 34, column: 27)
!97 = !DILocation(line: 35, column: 9, scope: !96)
!98 = !DILocation(line: 35, column: 5, scope: !96)
!99 = !DILocation(line: 35, column: 12, scope: !96)
!100 = !DILocation(line: 36, column: 23, scope: !96)
!101 = !DILocation(line: 36, column: 21, scope: !96)
!102 = !DILocation(line: 36, column: 43, scope: !96)
!103 = !DILocation(line: 36, column: 39, scope: !96)
!104 = !DILocation(line: 36, column: 5, scope: !96)
!105 = !DILocation(line: 37, column: 3, scope: !96)
!106 = !DILocation(line: 34, column: 23, scope: !92)
!107 = !DILocation(line: 34, column: 3, scope: !92)
!108 = distinct !{!108, !94, !109, !48}
!109 = !DILocation(line: 37, column: 3, scope: !89)
!110 = !DILocation(line: 38, column: 10, scope: !111)
!111 = distinct !DILexicalBlock(scope: !72, file: !2, line: 38, column: 3)
!112 = !DILocation(line: 38, column: 8, scope: !111)
!113 = !DILocation(line: 38, column: 15, scope: !114)
!114 = distinct !DILexicalBlock(scope: !111, file: !2, line: 38, column: 3)
!115 = !DILocation(line: 38, column: 17, scope: !114)
!116 = !DILocation(line: 38, column: 3, scope: !111)
!117 = !DILocation(line: 39, column: 20, scope: !114)
!118 = !DILocation(line: 39, column: 18, scope: !114)
!119 = !DILocation(line: 39, column: 5, scope: !114)
!120 = !DILocation(line: 38, column: 23, scope: !114)
!121 = !DILocation(line: 38, column: 3, scope: !114)
!122 = distinct !{!122, !116, !123, !48}
!123 = !DILocation(line: 39, column: 25, scope: !111)
!124 = !DILocation(line: 40, column: 7, scope: !125)
!125 = distinct !DILexicalBlock(scope: !72, file: !2, line: 40, column: 7)
!126 = !DILocation(line: 40, column: 11, scope: !125)
!127 = !DILocation(line: 40, column: 7, scope: !72)
!128 = !DILocation(line: 41, column: 5, scope: !125)
!129 = !DILocation(line: 42, column: 3, scope: !72)
