; ModuleID = 'ticket-lock-bug.c'
source_filename = "ticket-lock-bug.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"ticket-lock-bug.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@next_ticket = dso_local global i32 0, align 4, !dbg !17
@now_serving = dso_local global i32 0, align 4, !dbg !21
@counter = dso_local global i32 0, align 4, !dbg !24
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 20, i32 21 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 28, i32 23 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 30, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !36 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 7, ptr noundef @.str.2) #6, !dbg !39
  unreachable, !dbg !39
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !40 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !45, !DIExpression(), !46)
    #dbg_declare(ptr %3, !47, !DIExpression(), !48)
  %7 = load i32, ptr @next_ticket, align 4, !dbg !49
  store i32 %7, ptr %3, align 4, !dbg !48
  %8 = load i32, ptr %3, align 4, !dbg !50
  %9 = add i32 %8, 1, !dbg !51
  store i32 %9, ptr @next_ticket, align 4, !dbg !52
  br label %10, !dbg !53

10:                                               ; preds = %15, %1
  %11 = load atomic i32, ptr @now_serving seq_cst, align 4, !dbg !54
  store i32 %11, ptr %4, align 4, !dbg !54
  %12 = load i32, ptr %4, align 4, !dbg !54
  %13 = load i32, ptr %3, align 4, !dbg !55
  %14 = icmp ne i32 %12, %13, !dbg !56
  br i1 %14, label %15, label %16, !dbg !53

15:                                               ; preds = %10
  br label %10, !dbg !53, !llvm.loop !57

16:                                               ; preds = %10
  %17 = load i32, ptr @counter, align 4, !dbg !60
  %18 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %17, i32 1), !dbg !61, !nosanitize !44
  %19 = extractvalue { i32, i1 } %18, 0, !dbg !61, !nosanitize !44
  %20 = extractvalue { i32, i1 } %18, 1, !dbg !61, !nosanitize !44
  %21 = xor i1 %20, true, !dbg !61, !nosanitize !44
  br i1 %21, label %23, label %22, !dbg !61, !prof !62, !nosanitize !44

22:                                               ; preds = %16
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %17, i32 1) #7, !dbg !61, !nosanitize !44
  br label %23, !dbg !61, !nosanitize !44

23:                                               ; preds = %22, %16
  store i32 %19, ptr @counter, align 4, !dbg !63
  store i32 1, ptr %5, align 4, !dbg !64
  %24 = load i32, ptr %5, align 4, !dbg !64
  %25 = atomicrmw add ptr @now_serving, i32 %24 seq_cst, align 4, !dbg !64
  store i32 %25, ptr %6, align 4, !dbg !64
  %26 = load i32, ptr %6, align 4, !dbg !64
  ret ptr null, !dbg !65
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !66 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i32], align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !69, !DIExpression(), !74)
    #dbg_declare(ptr %3, !75, !DIExpression(), !76)
  store i32 0, ptr %3, align 4, !dbg !77
  br label %4, !dbg !79

4:                                                ; preds = %18, %0
  %5 = load i32, ptr %3, align 4, !dbg !80
  %6 = icmp slt i32 %5, 2, !dbg !82
  br i1 %6, label %7, label %19, !dbg !83

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !84
  %9 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %8, !dbg !85
  %10 = call i32 @pthread_create(ptr noundef %9, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !86
  br label %11, !dbg !86

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4, !dbg !87
  %13 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %12, i32 1), !dbg !87, !nosanitize !44
  %14 = extractvalue { i32, i1 } %13, 0, !dbg !87, !nosanitize !44
  %15 = extractvalue { i32, i1 } %13, 1, !dbg !87, !nosanitize !44
  %16 = xor i1 %15, true, !dbg !87, !nosanitize !44
  br i1 %16, label %18, label %17, !dbg !87, !prof !62, !nosanitize !44

17:                                               ; preds = %11
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %12, i32 1) #7, !dbg !87, !nosanitize !44
  br label %18, !dbg !87, !nosanitize !44

18:                                               ; preds = %17, %11
  store i32 %14, ptr %3, align 4, !dbg !87
  br label %4, !dbg !88, !llvm.loop !89

19:                                               ; preds = %4
  store i32 0, ptr %3, align 4, !dbg !91
  br label %20, !dbg !93

20:                                               ; preds = %35, %19
  %21 = load i32, ptr %3, align 4, !dbg !94
  %22 = icmp slt i32 %21, 2, !dbg !96
  br i1 %22, label %23, label %36, !dbg !97

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4, !dbg !98
  %25 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %24, !dbg !99
  %26 = load i32, ptr %25, align 4, !dbg !99
  %27 = call i32 @pthread_join(i32 noundef %26, ptr noundef null), !dbg !100
  br label %28, !dbg !100

28:                                               ; preds = %23
  %29 = load i32, ptr %3, align 4, !dbg !101
  %30 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %29, i32 1), !dbg !101, !nosanitize !44
  %31 = extractvalue { i32, i1 } %30, 0, !dbg !101, !nosanitize !44
  %32 = extractvalue { i32, i1 } %30, 1, !dbg !101, !nosanitize !44
  %33 = xor i1 %32, true, !dbg !101, !nosanitize !44
  br i1 %33, label %35, label %34, !dbg !101, !prof !62, !nosanitize !44

34:                                               ; preds = %28
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %29, i32 1) #7, !dbg !101, !nosanitize !44
  br label %35, !dbg !101, !nosanitize !44

35:                                               ; preds = %34, %28
  store i32 %31, ptr %3, align 4, !dbg !101
  br label %20, !dbg !102, !llvm.loop !103

36:                                               ; preds = %20
  %37 = load i32, ptr @counter, align 4, !dbg !105
  %38 = icmp ne i32 %37, 2, !dbg !107
  br i1 %38, label %39, label %40, !dbg !108

39:                                               ; preds = %36
  call void @reach_error(), !dbg !109
  br label %40, !dbg !109

40:                                               ; preds = %39, %36
  ret i32 0, !dbg !110
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #4

declare i32 @pthread_join(i32 noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!27, !28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ticket-lock-bug.c", directory: ".", checksumkind: CSK_MD5, checksum: "0a2ecaedc11ebd66ea7d791ecaaea51b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "next_ticket", scope: !19, file: !2, line: 11, type: !23, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21, !24}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "now_serving", scope: !19, file: !2, line: 12, type: !23, isLocal: false, isDefinition: true)
!23 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "counter", scope: !19, file: !2, line: 13, type: !26, isLocal: false, isDefinition: true)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !{i32 1, !"NumRegisterParameters", i32 0}
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"frame-pointer", i32 2}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 7, type: !37, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !19)
!37 = !DISubroutineType(types: !38)
!38 = !{null}
!39 = !DILocation(line: 7, column: 22, scope: !36)
!40 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 15, type: !41, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !44)
!41 = !DISubroutineType(types: !42)
!42 = !{!43, !43}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!44 = !{}
!45 = !DILocalVariable(name: "arg", arg: 1, scope: !40, file: !2, line: 15, type: !43)
!46 = !DILocation(line: 15, column: 20, scope: !40)
!47 = !DILocalVariable(name: "my", scope: !40, file: !2, line: 16, type: !23)
!48 = !DILocation(line: 16, column: 12, scope: !40)
!49 = !DILocation(line: 16, column: 17, scope: !40)
!50 = !DILocation(line: 17, column: 17, scope: !40)
!51 = !DILocation(line: 17, column: 20, scope: !40)
!52 = !DILocation(line: 17, column: 15, scope: !40)
!53 = !DILocation(line: 18, column: 3, scope: !40)
!54 = !DILocation(line: 18, column: 10, scope: !40)
!55 = !DILocation(line: 18, column: 61, scope: !40)
!56 = !DILocation(line: 18, column: 58, scope: !40)
!57 = distinct !{!57, !53, !58, !59}
!58 = !DILocation(line: 19, column: 3, scope: !40)
!59 = !{!"llvm.loop.mustprogress"}
!60 = !DILocation(line: 20, column: 13, scope: !40)
!61 = !DILocation(line: 20, column: 21, scope: !40)
!62 = !{!"branch_weights", i32 1048575, i32 1}
!63 = !DILocation(line: 20, column: 11, scope: !40)
!64 = !DILocation(line: 21, column: 3, scope: !40)
!65 = !DILocation(line: 22, column: 3, scope: !40)
!66 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !67, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !44)
!67 = !DISubroutineType(types: !68)
!68 = !{!26}
!69 = !DILocalVariable(name: "t", scope: !66, file: !2, line: 26, type: !70)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !71, size: 64, elements: !5)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !72, line: 27, baseType: !73)
!72 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!73 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!74 = !DILocation(line: 26, column: 13, scope: !66)
!75 = !DILocalVariable(name: "i", scope: !66, file: !2, line: 27, type: !26)
!76 = !DILocation(line: 27, column: 7, scope: !66)
!77 = !DILocation(line: 28, column: 10, scope: !78)
!78 = distinct !DILexicalBlock(scope: !66, file: !2, line: 28, column: 3)
!79 = !DILocation(line: 28, column: 8, scope: !78)
!80 = !DILocation(line: 28, column: 15, scope: !81)
!81 = distinct !DILexicalBlock(scope: !78, file: !2, line: 28, column: 3)
!82 = !DILocation(line: 28, column: 17, scope: !81)
!83 = !DILocation(line: 28, column: 3, scope: !78)
!84 = !DILocation(line: 29, column: 23, scope: !81)
!85 = !DILocation(line: 29, column: 21, scope: !81)
!86 = !DILocation(line: 29, column: 5, scope: !81)
!87 = !DILocation(line: 28, column: 23, scope: !81)
!88 = !DILocation(line: 28, column: 3, scope: !81)
!89 = distinct !{!89, !83, !90, !59}
!90 = !DILocation(line: 29, column: 39, scope: !78)
!91 = !DILocation(line: 30, column: 10, scope: !92)
!92 = distinct !DILexicalBlock(scope: !66, file: !2, line: 30, column: 3)
!93 = !DILocation(line: 30, column: 8, scope: !92)
!94 = !DILocation(line: 30, column: 15, scope: !95)
!95 = distinct !DILexicalBlock(scope: !92, file: !2, line: 30, column: 3)
!96 = !DILocation(line: 30, column: 17, scope: !95)
!97 = !DILocation(line: 30, column: 3, scope: !92)
!98 = !DILocation(line: 31, column: 20, scope: !95)
!99 = !DILocation(line: 31, column: 18, scope: !95)
!100 = !DILocation(line: 31, column: 5, scope: !95)
!101 = !DILocation(line: 30, column: 23, scope: !95)
!102 = !DILocation(line: 30, column: 3, scope: !95)
!103 = distinct !{!103, !97, !104, !59}
!104 = !DILocation(line: 31, column: 25, scope: !92)
!105 = !DILocation(line: 32, column: 7, scope: !106)
!106 = distinct !DILexicalBlock(scope: !66, file: !2, line: 32, column: 7)
!107 = !DILocation(line: 32, column: 15, scope: !106)
!108 = !DILocation(line: 32, column: 7, scope: !66)
!109 = !DILocation(line: 33, column: 5, scope: !106)
!110 = !DILocation(line: 34, column: 3, scope: !66)
