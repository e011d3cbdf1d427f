; ModuleID = 'thread-ids-loop.c'
source_filename = "thread-ids-loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"thread-ids-loop.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 17, i32 17 }, ptr @0 }
@slot = dso_local global [4 x i32] zeroinitializer, align 16, !dbg !17
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 25, i32 23 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 29, i32 23 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 32, i32 22 }, ptr @0 }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 31, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !35 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 8, ptr noundef @.str.2) #6, !dbg !38
  unreachable, !dbg !38
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !39 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !44, !DIExpression(), !45)
    #dbg_declare(ptr %3, !46, !DIExpression(), !47)
  %4 = load ptr, ptr %2, align 8, !dbg !48
  %5 = load i32, ptr %4, align 4, !dbg !49
  store i32 %5, ptr %3, align 4, !dbg !47
  %6 = load i32, ptr %3, align 4, !dbg !50
  %7 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %6, i32 1), !dbg !51, !nosanitize !43
  %8 = extractvalue { i32, i1 } %7, 0, !dbg !51, !nosanitize !43
  %9 = extractvalue { i32, i1 } %7, 1, !dbg !51, !nosanitize !43
  %10 = xor i1 %9, true, !dbg !51, !nosanitize !43
  br i1 %10, label %13, label %11, !dbg !51, !prof !52, !nosanitize !43

11:                                               ; preds = %1
  %12 = zext i32 %6 to i64, !dbg !51, !nosanitize !43
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %12, i64 1) #7, !dbg !51, !nosanitize !43
  br label %13, !dbg !51, !nosanitize !43

13:                                               ; preds = %11, %1
  %14 = load i32, ptr %3, align 4, !dbg !53
  %15 = sext i32 %14 to i64, !dbg !54
  %16 = getelementptr inbounds [4 x i32], ptr @slot, i64 0, i64 %15, !dbg !54
  store i32 %8, ptr %16, align 4, !dbg !55
  ret ptr null, !dbg !56
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !57 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i64], align 16
  %3 = alloca [4 x i32], align 16
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !60, !DIExpression(), !65)
    #dbg_declare(ptr %3, !66, !DIExpression(), !67)
    #dbg_declare(ptr %4, !68, !DIExpression(), !69)
  store i32 0, ptr %4, align 4, !dbg !70
  br label %5, !dbg !72

5:                                                ; preds = %28, %0
  %6 = load i32, ptr %4, align 4, !dbg !73
  %7 = icmp slt i32 %6, 4, !dbg !75
  br i1 %7, label %8, label %29, !dbg !76

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !dbg !77
  %10 = load i32, ptr %4, align 4, !dbg !79
  %11 = sext i32 %10 to i64, !dbg !80
  %12 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %11, !dbg !80
  store i32 %9, ptr %12, align 4, !dbg !81
  %13 = load i32, ptr %4, align 4, !dbg !82
  %14 = sext i32 %13 to i64, !dbg !83
  %15 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %14, !dbg !83
  %16 = load i32, ptr %4, align 4, !dbg !84
  %17 = sext i32 %16 to i64, !dbg !85
  %18 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %17, !dbg !85
  %19 = call i32 @pthread_create(ptr noundef %15, ptr noundef null, ptr noundef @worker, ptr noundef %18) #7, !dbg !86
  br label %20, !dbg !87

20:                                               ; preds = %8
  %21 = load i32, ptr %4, align 4, !dbg !88
  %22 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %21, i32 1), !dbg !88, !nosanitize !43
  %23 = extractvalue { i32, i1 } %22, 0, !dbg !88, !nosanitize !43
  %24 = extractvalue { i32, i1 } %22, 1, !dbg !88, !nosanitize !43
  %25 = xor i1 %24, true, !dbg !88, !nosanitize !43
  br i1 %25, label %28, label %26, !dbg !88, !prof !52, !nosanitize !43

26:                                               ; preds = %20
  %27 = zext i32 %21 to i64, !dbg !88, !nosanitize !43
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %27, i64 1) #7, !dbg !88, !nosanitize !43
  br label %28, !dbg !88, !nosanitize !43

28:                                               ; preds = %26, %20
  store i32 %23, ptr %4, align 4, !dbg !88
  br label %5, !dbg !89, !llvm.loop !90

29:                                               ; preds = %5
  store i32 0, ptr %4, align 4, !dbg !93
  br label %30, !dbg !95

30:                                               ; preds = %47, %29
  %31 = load i32, ptr %4, align 4, !dbg !96
  %32 = icmp slt i32 %31, 4, !dbg !98
  br i1 %32, label %33, label %48, !dbg !99

33:                                               ; preds = %30
  %34 = load i32, ptr %4, align 4, !dbg !100
  %35 = sext i32 %34 to i64, !dbg !101
  %36 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %35, !dbg !101
  %37 = load i64, ptr %36, align 8, !dbg !101
  %38 = call i32 @pthread_join(i64 noundef %37, ptr noundef null), !dbg !102
  br label %39, !dbg !102

39:                                               ; preds = %33
  %40 = load i32, ptr %4, align 4, !dbg !103
  %41 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %40, i32 1), !dbg !103, !nosanitize !43
  %42 = extractvalue { i32, i1 } %41, 0, !dbg !103, !nosanitize !43
  %43 = extractvalue { i32, i1 } %41, 1, !dbg !103, !nosanitize !43
  %44 = xor i1 %43, true, !dbg !103, !nosanitize !43
  br i1 %44, label %47, label %45, !dbg !103, !prof !52, !nosanitize !43

45:                                               ; preds = %39
  %46 = zext i32 %40 to i64, !dbg !103, !nosanitize !43
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %46, i64 1) #7, !dbg !103, !nosanitize !43
  br label %47, !dbg !103, !nosanitize !43

47:                                               ; preds = %45, %39
  store i32 %42, ptr %4, align 4, !dbg !103
  br label %30, !dbg !104, !llvm.loop !105

48:                                               ; preds = %30
  store i32 0, ptr %4, align 4, !dbg !107
  br label %49, !dbg !109

49:                                               ; preds = %76, %48
  %50 = load i32, ptr %4, align 4, !dbg !110
  %51 = icmp slt i32 %50, 4, !dbg !112
  br i1 %51, label %52, label %77, !dbg !113

52:                                               ; preds = %49
  %53 = load i32, ptr %4, align 4, !dbg !114
  %54 = sext i32 %53 to i64, !dbg !116
  %55 = getelementptr inbounds [4 x i32], ptr @slot, i64 0, i64 %54, !dbg !116
  %56 = load i32, ptr %55, align 4, !dbg !116
  %57 = load i32, ptr %4, align 4, !dbg !117
  %58 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %57, i32 1), !dbg !118, !nosanitize !43
  %59 = extractvalue { i32, i1 } %58, 0, !dbg !118, !nosanitize !43
  %60 = extractvalue { i32, i1 } %58, 1, !dbg !118, !nosanitize !43
  %61 = xor i1 %60, true, !dbg !118, !nosanitize !43
  br i1 %61, label %64, label %62, !dbg !118, !prof !52, !nosanitize !43

62:                                               ; preds = %52
  %63 = zext i32 %57 to i64, !dbg !118, !nosanitize !43
  call void @__ubsan_handle_add_overflow(ptr @4, i64 %63, i64 1) #7, !dbg !118, !nosanitize !43
  br label %64, !dbg !118, !nosanitize !43

64:                                               ; preds = %62, %52
  %65 = icmp ne i32 %56, %59, !dbg !119
  br i1 %65, label %66, label %67, !dbg !120

66:                                               ; preds = %64
  call void @reach_error(), !dbg !121
  br label %67, !dbg !121

67:                                               ; preds = %66, %64
  br label %68, !dbg !122

68:                                               ; preds = %67
  %69 = load i32, ptr %4, align 4, !dbg !123
  %70 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %69, i32 1), !dbg !123, !nosanitize !43
  %71 = extractvalue { i32, i1 } %70, 0, !dbg !123, !nosanitize !43
  %72 = extractvalue { i32, i1 } %70, 1, !dbg !123, !nosanitize !43
  %73 = xor i1 %72, true, !dbg !123, !nosanitize !43
  br i1 %73, label %76, label %74, !dbg !123, !prof !52, !nosanitize !43

74:                                               ; preds = %68
  %75 = zext i32 %69 to i64, !dbg !123, !nosanitize !43
  call void @__ubsan_handle_add_overflow(ptr @5, i64 %75, i64 1) #7, !dbg !123, !nosanitize !43
  br label %76, !dbg !123, !nosanitize !43

76:                                               ; preds = %74, %68
  store i32 %71, ptr %4, align 4, !dbg !123
  br label %49, !dbg !124, !llvm.loop !125

77:                                               ; preds = %49
  ret i32 0, !dbg !127
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
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "thread-ids-loop.c", directory: ".", checksumkind: CSK_MD5, checksum: "ac8a172179570f4736f64446a5e9be92")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "slot", scope: !19, file: !2, line: 13, type: !24, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !23, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!0, !7, !12, !17}
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 128, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 4)
!27 = !{i32 7, !"Dwarf Version", i32 5}
!28 = !{i32 2, !"Debug Info Version", i32 3}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 8, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 2}
!33 = !{i32 7, !"frame-pointer", i32 2}
!34 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!35 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 8, type: !36, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !19)
!36 = !DISubroutineType(types: !37)
!37 = !{null}
!38 = !DILocation(line: 8, column: 22, scope: !35)
!39 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 15, type: !40, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !43)
!40 = !DISubroutineType(types: !41)
!41 = !{!42, !42}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!43 = !{}
!44 = !DILocalVariable(name: "arg", arg: 1, scope: !39, file: !2, line: 15, type: !42)
!45 = !DILocation(line: 15, column: 20, scope: !39)
!46 = !DILocalVariable(name: "id", scope: !39, file: !2, line: 16, type: !22)
!47 = !DILocation(line: 16, column: 7, scope: !39)
!48 = !DILocation(line: 16, column: 20, scope: !39)
!49 = !DILocation(line: 16, column: 12, scope: !39)
!50 = !DILocation(line: 17, column: 14, scope: !39)
!51 = !DILocation(line: 17, column: 17, scope: !39)
!52 = !{!"branch_weights", i32 1048575, i32 1}
!53 = !DILocation(line: 17, column: 8, scope: !39)
!54 = !DILocation(line: 17, column: 3, scope: !39)
!55 = !DILocation(line: 17, column: 12, scope: !39)
!56 = !DILocation(line: 18, column: 3, scope: !39)
!57 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !58, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !43)
!58 = !DISubroutineType(types: !59)
!59 = !{!22}
!60 = !DILocalVariable(name: "t", scope: !57, file: !2, line: 22, type: !61)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 256, elements: !25)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !63, line: 27, baseType: !64)
!63 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!64 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!65 = !DILocation(line: 22, column: 13, scope: !57)
!66 = !DILocalVariable(name: "ids", scope: !57, file: !2, line: 23, type: !24)
!67 = !DILocation(line: 23, column: 7, scope: !57)
!68 = !DILocalVariable(name: "i", scope: !57, file: !2, line: 24, type: !22)
!69 = !DILocation(line: 24, column: 7, scope: !57)
!70 = !DILocation(line: 25, column: 10, scope: !71)
!71 = distinct !DILexicalBlock(scope: !57, file: !2, line: 25, column: 3)
!72 = !DILocation(line: 25, column: 8, scope: !71)
!73 = !DILocation(line: 25, column: 15, scope: !74)
!74 = distinct !DILexicalBlock(scope: !71, file: !2, line: 25, column: 3)
!75 = !DILocation(line: 25, column: 17, scope: !74)
!76 = !DILocation(line: 25, column: 3, scope: !71)
!77 = !DILocation(line: 26, column: 14, scope: !78)
!78 = distinct !DILexicalBlock(scope: !74, file: !2, line: 25, column: 27)
!79 = !DILocation(line: 26, column: 9, scope: !78)
!80 = !DILocation(line: 26, column: 5, scope: !78)
!81 = !DILocation(line: 26, column: 12, scope: !78)
!82 = !DILocation(line: 27, column: 23, scope: !78)
!83 = !DILocation(line: 27, column: 21, scope: !78)
!84 = !DILocation(line: 27, column: 43, scope: !78)
!85 = !DILocation(line: 27, column: 39, scope: !78)
!86 = !DILocation(line: 27, column: 5, scope: !78)
!87 = !DILocation(line: 28, column: 3, scope: !78)
!88 = !DILocation(line: 25, column: 23, scope: !74)
!89 = !DILocation(line: 25, column: 3, scope: !74)
!90 = distinct !{!90, !76, !91, !92}
!91 = !DILocation(line: 28, column: 3, scope: !71)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !DILocation(line: 29, column: 10, scope: !94)
!94 = distinct !DILexicalBlock(scope: !57, file: !2, line: 29, column: 3)
!95 = !DILocation(line: 29, column: 8, scope: !94)
!96 = !DILocation(line: 29, column: 15, scope: !97)
!97 = distinct !DILexicalBlock(scope: !94, file: !2, line: 29, column: 3)
!98 = !DILocation(line: 29, column: 17, scope: !97)
!99 = !DILocation(line: 29, column: 3, scope: !94)
!100 = !DILocation(line: 30, column: 20, scope: !97)
!101 = !DILocation(line: 30, column: 18, scope: !97)
!102 = !DILocation(line: 30, column: 5, scope: !97)
!103 = !DILocation(line: 29, column: 23, scope: !97)
!104 = !DILocation(line: 29, column: 3, scope: !97)
!105 = distinct !{!105, !99, !106, !92}
!106 = !DILocation(line: 30, column: 25, scope: !94)
!107 = !DILocation(line: 31, column: 10, scope: !108)
!108 = distinct !DILexicalBlock(scope: !57, file: !2, line: 31, column: 3)
!109 = !DILocation(line: 31, column: 8, scope: !108)
!110 = !DILocation(line: 31, column: 15, scope: !111)
!111 = distinct !DILexicalBlock(scope: !108, file: !2, line: 31, column: 3)
!112 = !DILocation(line: 31, column: 17, scope: !111)
!113 = !DILocation(line: 31, column: 3, scope: !108)
!114 = !DILocation(line: 32, column: 14, scope: !115)
!115 = distinct !DILexicalBlock(scope: !111, file: !2, line: 32, column: 9)
!116 = !DILocation(line: 32, column: 9, scope: !115)
!117 = !DILocation(line: 32, column: 20, scope: !115)
!118 = !DILocation(line: 32, column: 22, scope: !115)
!119 = !DILocation(line: 32, column: 17, scope: !115)
!120 = !DILocation(line: 32, column: 9, scope: !111)
!121 = !DILocation(line: 33, column: 7, scope: !115)
!122 = !DILocation(line: 32, column: 24, scope: !115)
!123 = !DILocation(line: 31, column: 23, scope: !111)
!124 = !DILocation(line: 31, column: 3, scope: !111)
!125 = distinct !{!125, !113, !126, !92}
!126 = !DILocation(line: 33, column: 19, scope: !108)
!127 = !DILocation(line: 34, column: 3, scope: !57)
