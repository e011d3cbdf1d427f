; ModuleID = 'pthread-exit-value.c'
source_filename = "pthread-exit-value.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [21 x i8] c"pthread-exit-value.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@0 = private unnamed_addr constant { i16, i16, [7 x i8] } { i16 0, i16 11, [7 x i8] c"'long'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 18, i32 13 }, ptr @0 }
@after_exit = dso_local global i32 0, align 4, !dbg !17
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 27, i32 23 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 31, i32 25 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 29, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !34 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 6, ptr noundef @.str.2) #7, !dbg !37
  unreachable, !dbg !37
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !38 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !42, !DIExpression(), !43)
    #dbg_declare(ptr %3, !44, !DIExpression(), !45)
  %4 = load ptr, ptr %2, align 4, !dbg !46
  %5 = ptrtoint ptr %4 to i32, !dbg !47
  store i32 %5, ptr %3, align 4, !dbg !45
  %6 = load i32, ptr %3, align 4, !dbg !48
  %7 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 10, i32 %6), !dbg !49, !nosanitize !41
  %8 = extractvalue { i32, i1 } %7, 0, !dbg !49, !nosanitize !41
  %9 = extractvalue { i32, i1 } %7, 1, !dbg !49, !nosanitize !41
  %10 = xor i1 %9, true, !dbg !49, !nosanitize !41
  br i1 %10, label %12, label %11, !dbg !49, !prof !50, !nosanitize !41

11:                                               ; preds = %1
  call void @__ubsan_handle_mul_overflow(ptr @1, i32 10, i32 %6) #8, !dbg !49, !nosanitize !41
  br label %12, !dbg !49, !nosanitize !41

12:                                               ; preds = %11, %1
  call void @finish(i32 noundef %8), !dbg !51
  store i32 1, ptr @after_exit, align 4, !dbg !52
  ret ptr null, !dbg !53
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @finish(i32 noundef %0) #0 !dbg !54 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !57, !DIExpression(), !58)
  %3 = load i32, ptr %2, align 4, !dbg !59
  %4 = inttoptr i32 %3 to ptr, !dbg !60
  call void @pthread_exit(ptr noundef %4) #9, !dbg !61
  unreachable, !dbg !61
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_mul_overflow(ptr, i32, i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !62 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !65, !DIExpression(), !72)
    #dbg_declare(ptr %3, !73, !DIExpression(), !74)
    #dbg_declare(ptr %4, !75, !DIExpression(), !76)
  store i32 0, ptr %3, align 4, !dbg !77
  br label %5, !dbg !79

5:                                                ; preds = %21, %0
  %6 = load i32, ptr %3, align 4, !dbg !80
  %7 = icmp slt i32 %6, 3, !dbg !82
  br i1 %7, label %8, label %22, !dbg !83

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !84
  %10 = getelementptr inbounds [3 x i32], ptr %2, i32 0, i32 %9, !dbg !85
  %11 = load i32, ptr %3, align 4, !dbg !86
  %12 = inttoptr i32 %11 to ptr, !dbg !87
  %13 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @worker, ptr noundef %12) #8, !dbg !88
  br label %14, !dbg !88

14:                                               ; preds = %8
  %15 = load i32, ptr %3, align 4, !dbg !89
  %16 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %15, i32 1), !dbg !89, !nosanitize !41
  %17 = extractvalue { i32, i1 } %16, 0, !dbg !89, !nosanitize !41
  %18 = extractvalue { i32, i1 } %16, 1, !dbg !89, !nosanitize !41
  %19 = xor i1 %18, true, !dbg !89, !nosanitize !41
  br i1 %19, label %21, label %20, !dbg !89, !prof !50, !nosanitize !41

20:                                               ; preds = %14
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %15, i32 1) #8, !dbg !89, !nosanitize !41
  br label %21, !dbg !89, !nosanitize !41

21:                                               ; preds = %20, %14
  store i32 %17, ptr %3, align 4, !dbg !89
  br label %5, !dbg !90, !llvm.loop !91

22:                                               ; preds = %5
  store i32 0, ptr %3, align 4, !dbg !94
  br label %23, !dbg !96

23:                                               ; preds = %50, %22
  %24 = load i32, ptr %3, align 4, !dbg !97
  %25 = icmp slt i32 %24, 3, !dbg !99
  br i1 %25, label %26, label %51, !dbg !100

26:                                               ; preds = %23
  %27 = load i32, ptr %3, align 4, !dbg !101
  %28 = getelementptr inbounds [3 x i32], ptr %2, i32 0, i32 %27, !dbg !103
  %29 = load i32, ptr %28, align 4, !dbg !103
  %30 = call i32 @pthread_join(i32 noundef %29, ptr noundef %4), !dbg !104
  %31 = load ptr, ptr %4, align 4, !dbg !105
  %32 = ptrtoint ptr %31 to i32, !dbg !107
  %33 = load i32, ptr %3, align 4, !dbg !108
  %34 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 10, i32 %33), !dbg !109, !nosanitize !41
  %35 = extractvalue { i32, i1 } %34, 0, !dbg !109, !nosanitize !41
  %36 = extractvalue { i32, i1 } %34, 1, !dbg !109, !nosanitize !41
  %37 = xor i1 %36, true, !dbg !109, !nosanitize !41
  br i1 %37, label %39, label %38, !dbg !109, !prof !50, !nosanitize !41

38:                                               ; preds = %26
  call void @__ubsan_handle_mul_overflow(ptr @3, i32 10, i32 %33) #8, !dbg !109, !nosanitize !41
  br label %39, !dbg !109, !nosanitize !41

39:                                               ; preds = %38, %26
  %40 = icmp ne i32 %32, %35, !dbg !110
  br i1 %40, label %41, label %42, !dbg !111

41:                                               ; preds = %39
  call void @reach_error(), !dbg !112
  br label %42, !dbg !112

42:                                               ; preds = %41, %39
  br label %43, !dbg !113

43:                                               ; preds = %42
  %44 = load i32, ptr %3, align 4, !dbg !114
  %45 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %44, i32 1), !dbg !114, !nosanitize !41
  %46 = extractvalue { i32, i1 } %45, 0, !dbg !114, !nosanitize !41
  %47 = extractvalue { i32, i1 } %45, 1, !dbg !114, !nosanitize !41
  %48 = xor i1 %47, true, !dbg !114, !nosanitize !41
  br i1 %48, label %50, label %49, !dbg !114, !prof !50, !nosanitize !41

49:                                               ; preds = %43
  call void @__ubsan_handle_add_overflow(ptr @4, i32 %44, i32 1) #8, !dbg !114, !nosanitize !41
  br label %50, !dbg !114, !nosanitize !41

50:                                               ; preds = %49, %43
  store i32 %46, ptr %3, align 4, !dbg !114
  br label %23, !dbg !115, !llvm.loop !116

51:                                               ; preds = %23
  %52 = load i32, ptr @after_exit, align 4, !dbg !118
  %53 = icmp ne i32 %52, 0, !dbg !118
  br i1 %53, label %54, label %55, !dbg !120

54:                                               ; preds = %51
  call void @reach_error(), !dbg !121
  br label %55, !dbg !121

55:                                               ; preds = %54, %51
  ret i32 0, !dbg !122
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #3

declare i32 @pthread_join(i32 noundef, ptr noundef) #5

; Function Attrs: noreturn
declare void @pthread_exit(ptr noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback noreturn nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "pthread-exit-value.c", directory: ".", checksumkind: CSK_MD5, checksum: "ef49d971dc2e23a941319b0dac431197")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 21)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "after_exit", scope: !19, file: !2, line: 10, type: !24, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !23, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21, !22}
!21 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!23 = !{!0, !7, !12, !17}
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !{i32 1, !"NumRegisterParameters", i32 0}
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 6, type: !35, scopeLine: 6, spFlags: DISPFlagDefinition, unit: !19)
!35 = !DISubroutineType(types: !36)
!36 = !{null}
!37 = !DILocation(line: 6, column: 22, scope: !34)
!38 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 16, type: !39, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !41)
!39 = !DISubroutineType(types: !40)
!40 = !{!22, !22}
!41 = !{}
!42 = !DILocalVariable(name: "arg", arg: 1, scope: !38, file: !2, line: 16, type: !22)
!43 = !DILocation(line: 16, column: 20, scope: !38)
!44 = !DILocalVariable(name: "id", scope: !38, file: !2, line: 17, type: !21)
!45 = !DILocation(line: 17, column: 8, scope: !38)
!46 = !DILocation(line: 17, column: 19, scope: !38)
!47 = !DILocation(line: 17, column: 13, scope: !38)
!48 = !DILocation(line: 18, column: 15, scope: !38)
!49 = !DILocation(line: 18, column: 13, scope: !38)
!50 = !{!"branch_weights", i32 1048575, i32 1}
!51 = !DILocation(line: 18, column: 3, scope: !38)
!52 = !DILocation(line: 19, column: 14, scope: !38)
!53 = !DILocation(line: 20, column: 3, scope: !38)
!54 = distinct !DISubprogram(name: "finish", scope: !2, file: !2, line: 12, type: !55, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !19, retainedNodes: !41)
!55 = !DISubroutineType(types: !56)
!56 = !{null, !21}
!57 = !DILocalVariable(name: "v", arg: 1, scope: !54, file: !2, line: 12, type: !21)
!58 = !DILocation(line: 12, column: 25, scope: !54)
!59 = !DILocation(line: 13, column: 24, scope: !54)
!60 = !DILocation(line: 13, column: 16, scope: !54)
!61 = !DILocation(line: 13, column: 3, scope: !54)
!62 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !63, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !41)
!63 = !DISubroutineType(types: !64)
!64 = !{!24}
!65 = !DILocalVariable(name: "t", scope: !62, file: !2, line: 24, type: !66)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !67, size: 96, elements: !70)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !68, line: 27, baseType: !69)
!68 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!69 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!70 = !{!71}
!71 = !DISubrange(count: 3)
!72 = !DILocation(line: 24, column: 13, scope: !62)
!73 = !DILocalVariable(name: "i", scope: !62, file: !2, line: 25, type: !21)
!74 = !DILocation(line: 25, column: 8, scope: !62)
!75 = !DILocalVariable(name: "ret", scope: !62, file: !2, line: 26, type: !22)
!76 = !DILocation(line: 26, column: 9, scope: !62)
!77 = !DILocation(line: 27, column: 10, scope: !78)
!78 = distinct !DILexicalBlock(scope: !62, file: !2, line: 27, column: 3)
!79 = !DILocation(line: 27, column: 8, scope: !78)
!80 = !DILocation(line: 27, column: 15, scope: !81)
!81 = distinct !DILexicalBlock(scope: !78, file: !2, line: 27, column: 3)
!82 = !DILocation(line: 27, column: 17, scope: !81)
!83 = !DILocation(line: 27, column: 3, scope: !78)
!84 = !DILocation(line: 28, column: 23, scope: !81)
!85 = !DILocation(line: 28, column: 21, scope: !81)
!86 = !DILocation(line: 28, column: 46, scope: !81)
!87 = !DILocation(line: 28, column: 38, scope: !81)
!88 = !DILocation(line: 28, column: 5, scope: !81)
!89 = !DILocation(line: 27, column: 23, scope: !81)
!90 = !DILocation(line: 27, column: 3, scope: !81)
!91 = distinct !{!91, !83, !92, !93}
!92 = !DILocation(line: 28, column: 47, scope: !78)
!93 = !{!"llvm.loop.mustprogress"}
!94 = !DILocation(line: 29, column: 10, scope: !95)
!95 = distinct !DILexicalBlock(scope: !62, file: !2, line: 29, column: 3)
!96 = !DILocation(line: 29, column: 8, scope: !95)
!97 = !DILocation(line: 29, column: 15, scope: !98)
!98 = distinct !DILexicalBlock(scope: !95, file: !2, line: 29, column: 3)
!99 = !DILocation(line: 29, column: 17, scope: !98)
!100 = !DILocation(line: 29, column: 3, scope: !95)
!101 = !DILocation(line: 30, column: 20, scope: !102)
!102 = distinct !DILexicalBlock(scope: !98, file: !2, line: 29, column: 27)
!103 = !DILocation(line: 30, column: 18, scope: !102)
!104 = !DILocation(line: 30, column: 5, scope: !102)
!105 = !DILocation(line: 31, column: 15, scope: !106)
!106 = distinct !DILexicalBlock(scope: !102, file: !2, line: 31, column: 9)
!107 = !DILocation(line: 31, column: 9, scope: !106)
!108 = !DILocation(line: 31, column: 27, scope: !106)
!109 = !DILocation(line: 31, column: 25, scope: !106)
!110 = !DILocation(line: 31, column: 19, scope: !106)
!111 = !DILocation(line: 31, column: 9, scope: !102)
!112 = !DILocation(line: 32, column: 7, scope: !106)
!113 = !DILocation(line: 33, column: 3, scope: !102)
!114 = !DILocation(line: 29, column: 23, scope: !98)
!115 = !DILocation(line: 29, column: 3, scope: !98)
!116 = distinct !{!116, !100, !117, !93}
!117 = !DILocation(line: 33, column: 3, scope: !95)
!118 = !DILocation(line: 34, column: 7, scope: !119)
!119 = distinct !DILexicalBlock(scope: !62, file: !2, line: 34, column: 7)
!120 = !DILocation(line: 34, column: 7, scope: !62)
!121 = !DILocation(line: 35, column: 5, scope: !119)
!122 = !DILocation(line: 36, column: 3, scope: !62)
