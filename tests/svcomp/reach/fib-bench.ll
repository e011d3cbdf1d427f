; ModuleID = 'fib-bench.c'
source_filename = "fib-bench.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"fib-bench.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@i = dso_local global i32 1, align 4, !dbg !14
@j = dso_local global i32 1, align 4, !dbg !18
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 20, i32 11 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 19, i32 25 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 27, i32 11 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 26, i32 25 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !30 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 9, ptr noundef @.str.2) #7, !dbg !33
  unreachable, !dbg !33
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !34 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !39, !DIExpression(), !40)
    #dbg_declare(ptr %3, !41, !DIExpression(), !42)
  store i32 0, ptr %3, align 4, !dbg !43
  br label %4, !dbg !45

4:                                                ; preds = %23, %1
  %5 = load i32, ptr %3, align 4, !dbg !46
  %6 = icmp slt i32 %5, 3, !dbg !48
  br i1 %6, label %7, label %24, !dbg !49

7:                                                ; preds = %4
  %8 = load i32, ptr @i, align 4, !dbg !50
  %9 = load i32, ptr @j, align 4, !dbg !51
  %10 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %8, i32 %9), !dbg !52, !nosanitize !38
  %11 = extractvalue { i32, i1 } %10, 0, !dbg !52, !nosanitize !38
  %12 = extractvalue { i32, i1 } %10, 1, !dbg !52, !nosanitize !38
  %13 = xor i1 %12, true, !dbg !52, !nosanitize !38
  br i1 %13, label %15, label %14, !dbg !52, !prof !53, !nosanitize !38

14:                                               ; preds = %7
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %8, i32 %9) #8, !dbg !52, !nosanitize !38
  br label %15, !dbg !52, !nosanitize !38

15:                                               ; preds = %14, %7
  store i32 %11, ptr @i, align 4, !dbg !54
  br label %16, !dbg !55

16:                                               ; preds = %15
  %17 = load i32, ptr %3, align 4, !dbg !56
  %18 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %17, i32 1), !dbg !56, !nosanitize !38
  %19 = extractvalue { i32, i1 } %18, 0, !dbg !56, !nosanitize !38
  %20 = extractvalue { i32, i1 } %18, 1, !dbg !56, !nosanitize !38
  %21 = xor i1 %20, true, !dbg !56, !nosanitize !38
  br i1 %21, label %23, label %22, !dbg !56, !prof !53, !nosanitize !38

22:                                               ; preds = %16
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %17, i32 1) #8, !dbg !56, !nosanitize !38
  br label %23, !dbg !56, !nosanitize !38

23:                                               ; preds = %22, %16
  store i32 %19, ptr %3, align 4, !dbg !56
  br label %4, !dbg !57, !llvm.loop !58

24:                                               ; preds = %4
  ret ptr null, !dbg !61
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t2(ptr noundef %0) #0 !dbg !62 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !63, !DIExpression(), !64)
    #dbg_declare(ptr %3, !65, !DIExpression(), !66)
  store i32 0, ptr %3, align 4, !dbg !67
  br label %4, !dbg !69

4:                                                ; preds = %23, %1
  %5 = load i32, ptr %3, align 4, !dbg !70
  %6 = icmp slt i32 %5, 3, !dbg !72
  br i1 %6, label %7, label %24, !dbg !73

7:                                                ; preds = %4
  %8 = load i32, ptr @j, align 4, !dbg !74
  %9 = load i32, ptr @i, align 4, !dbg !75
  %10 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %8, i32 %9), !dbg !76, !nosanitize !38
  %11 = extractvalue { i32, i1 } %10, 0, !dbg !76, !nosanitize !38
  %12 = extractvalue { i32, i1 } %10, 1, !dbg !76, !nosanitize !38
  %13 = xor i1 %12, true, !dbg !76, !nosanitize !38
  br i1 %13, label %15, label %14, !dbg !76, !prof !53, !nosanitize !38

14:                                               ; preds = %7
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %8, i32 %9) #8, !dbg !76, !nosanitize !38
  br label %15, !dbg !76, !nosanitize !38

15:                                               ; preds = %14, %7
  store i32 %11, ptr @j, align 4, !dbg !77
  br label %16, !dbg !78

16:                                               ; preds = %15
  %17 = load i32, ptr %3, align 4, !dbg !79
  %18 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %17, i32 1), !dbg !79, !nosanitize !38
  %19 = extractvalue { i32, i1 } %18, 0, !dbg !79, !nosanitize !38
  %20 = extractvalue { i32, i1 } %18, 1, !dbg !79, !nosanitize !38
  %21 = xor i1 %20, true, !dbg !79, !nosanitize !38
  br i1 %21, label %23, label %22, !dbg !79, !prof !53, !nosanitize !38

22:                                               ; preds = %16
  call void @__ubsan_handle_add_overflow(ptr @4, i32 %17, i32 1) #8, !dbg !79, !nosanitize !38
  br label %23, !dbg !79, !nosanitize !38

23:                                               ; preds = %22, %16
  store i32 %19, ptr %3, align 4, !dbg !79
  br label %4, !dbg !80, !llvm.loop !81

24:                                               ; preds = %4
  ret ptr null, !dbg !83
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !84 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !89, !DIExpression(), !90)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !91, !DIExpression(), !92)
    #dbg_declare(ptr %6, !93, !DIExpression(), !97)
    #dbg_declare(ptr %7, !98, !DIExpression(), !99)
  %8 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t1, ptr noundef null) #8, !dbg !100
  %9 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @t2, ptr noundef null) #8, !dbg !101
  %10 = load i32, ptr %6, align 4, !dbg !102
  %11 = call i32 @pthread_join(i32 noundef %10, ptr noundef null), !dbg !103
  %12 = load i32, ptr %7, align 4, !dbg !104
  %13 = call i32 @pthread_join(i32 noundef %12, ptr noundef null), !dbg !105
  %14 = load i32, ptr @i, align 4, !dbg !106
  %15 = icmp sgt i32 %14, 21, !dbg !108
  br i1 %15, label %19, label %16, !dbg !109

16:                                               ; preds = %2
  %17 = load i32, ptr @j, align 4, !dbg !110
  %18 = icmp sgt i32 %17, 21, !dbg !111
  br i1 %18, label %19, label %20, !dbg !112

19:                                               ; preds = %16, %2
  call void @reach_error(), !dbg !113
  call void @abort() #9, !dbg !115
  unreachable, !dbg !115

20:                                               ; preds = %16
  ret i32 0, !dbg !116
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #4

declare i32 @pthread_join(i32 noundef, ptr noundef) #5

; Function Attrs: noreturn nounwind
declare void @abort() #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback noreturn nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!16}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "fib-bench.c", directory: ".", checksumkind: CSK_MD5, checksum: "eb72118786b08a8677cca60c9000d47a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "i", scope: !16, file: !2, line: 13, type: !20, isLocal: false, isDefinition: true)
!16 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !17, splitDebugInlining: false, nameTableKind: None)
!17 = !{!0, !7, !12, !14, !18}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "j", scope: !16, file: !2, line: 13, type: !20, isLocal: false, isDefinition: true)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !{i32 1, !"NumRegisterParameters", i32 0}
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 8, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 2}
!28 = !{i32 7, !"frame-pointer", i32 2}
!29 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!30 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 9, type: !31, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !16)
!31 = !DISubroutineType(types: !32)
!32 = !{null}
!33 = !DILocation(line: 9, column: 22, scope: !30)
!34 = distinct !DISubprogram(name: "t1", scope: !2, file: !2, line: 17, type: !35, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !16, retainedNodes: !38)
!35 = !DISubroutineType(types: !36)
!36 = !{!37, !37}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!38 = !{}
!39 = !DILocalVariable(name: "arg", arg: 1, scope: !34, file: !2, line: 17, type: !37)
!40 = !DILocation(line: 17, column: 16, scope: !34)
!41 = !DILocalVariable(name: "k", scope: !34, file: !2, line: 18, type: !20)
!42 = !DILocation(line: 18, column: 7, scope: !34)
!43 = !DILocation(line: 19, column: 10, scope: !44)
!44 = distinct !DILexicalBlock(scope: !34, file: !2, line: 19, column: 3)
!45 = !DILocation(line: 19, column: 8, scope: !44)
!46 = !DILocation(line: 19, column: 15, scope: !47)
!47 = distinct !DILexicalBlock(scope: !44, file: !2, line: 19, column: 3)
!48 = !DILocation(line: 19, column: 17, scope: !47)
!49 = !DILocation(line: 19, column: 3, scope: !44)
!50 = !DILocation(line: 20, column: 9, scope: !47)
!51 = !DILocation(line: 20, column: 13, scope: !47)
!52 = !DILocation(line: 20, column: 11, scope: !47)
!53 = !{!"branch_weights", i32 1048575, i32 1}
!54 = !DILocation(line: 20, column: 7, scope: !47)
!55 = !DILocation(line: 20, column: 5, scope: !47)
!56 = !DILocation(line: 19, column: 25, scope: !47)
!57 = !DILocation(line: 19, column: 3, scope: !47)
!58 = distinct !{!58, !49, !59, !60}
!59 = !DILocation(line: 20, column: 13, scope: !44)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 21, column: 3, scope: !34)
!62 = distinct !DISubprogram(name: "t2", scope: !2, file: !2, line: 24, type: !35, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !16, retainedNodes: !38)
!63 = !DILocalVariable(name: "arg", arg: 1, scope: !62, file: !2, line: 24, type: !37)
!64 = !DILocation(line: 24, column: 16, scope: !62)
!65 = !DILocalVariable(name: "k", scope: !62, file: !2, line: 25, type: !20)
!66 = !DILocation(line: 25, column: 7, scope: !62)
!67 = !DILocation(line: 26, column: 10, scope: !68)
!68 = distinct !DILexicalBlock(scope: !62, file: !2, line: 26, column: 3)
!69 = !DILocation(line: 26, column: 8, scope: !68)
!70 = !DILocation(line: 26, column: 15, scope: !71)
!71 = distinct !DILexicalBlock(scope: !68, file: !2, line: 26, column: 3)
!72 = !DILocation(line: 26, column: 17, scope: !71)
!73 = !DILocation(line: 26, column: 3, scope: !68)
!74 = !DILocation(line: 27, column: 9, scope: !71)
!75 = !DILocation(line: 27, column: 13, scope: !71)
!76 = !DILocation(line: 27, column: 11, scope: !71)
!77 = !DILocation(line: 27, column: 7, scope: !71)
!78 = !DILocation(line: 27, column: 5, scope: !71)
!79 = !DILocation(line: 26, column: 25, scope: !71)
!80 = !DILocation(line: 26, column: 3, scope: !71)
!81 = distinct !{!81, !73, !82, !60}
!82 = !DILocation(line: 27, column: 13, scope: !68)
!83 = !DILocation(line: 28, column: 3, scope: !62)
!84 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !85, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !16, retainedNodes: !38)
!85 = !DISubroutineType(types: !86)
!86 = !{!20, !20, !87}
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 32)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!89 = !DILocalVariable(name: "argc", arg: 1, scope: !84, file: !2, line: 31, type: !20)
!90 = !DILocation(line: 31, column: 14, scope: !84)
!91 = !DILocalVariable(name: "argv", arg: 2, scope: !84, file: !2, line: 31, type: !87)
!92 = !DILocation(line: 31, column: 27, scope: !84)
!93 = !DILocalVariable(name: "id1", scope: !84, file: !2, line: 32, type: !94)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !95, line: 27, baseType: !96)
!95 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!96 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!97 = !DILocation(line: 32, column: 13, scope: !84)
!98 = !DILocalVariable(name: "id2", scope: !84, file: !2, line: 32, type: !94)
!99 = !DILocation(line: 32, column: 18, scope: !84)
!100 = !DILocation(line: 33, column: 3, scope: !84)
!101 = !DILocation(line: 34, column: 3, scope: !84)
!102 = !DILocation(line: 35, column: 16, scope: !84)
!103 = !DILocation(line: 35, column: 3, scope: !84)
!104 = !DILocation(line: 36, column: 16, scope: !84)
!105 = !DILocation(line: 36, column: 3, scope: !84)
!106 = !DILocation(line: 37, column: 7, scope: !107)
!107 = distinct !DILexicalBlock(scope: !84, file: !2, line: 37, column: 7)
!108 = !DILocation(line: 37, column: 9, scope: !107)
!109 = !DILocation(line: 37, column: 14, scope: !107)
!110 = !DILocation(line: 37, column: 17, scope: !107)
!111 = !DILocation(line: 37, column: 19, scope: !107)
!112 = !DILocation(line: 37, column: 7, scope: !84)
!113 = !DILocation(line: 38, column: 5, scope: !114)
!114 = distinct !DILexicalBlock(scope: !107, file: !2, line: 37, column: 25)
!115 = !DILocation(line: 39, column: 5, scope: !114)
!116 = !DILocation(line: 41, column: 3, scope: !84)
