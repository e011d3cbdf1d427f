; ModuleID = 'fib-bench-bug.c'
source_filename = "fib-bench-bug.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [16 x i8] c"fib-bench-bug.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@i = dso_local global i32 1, align 4, !dbg !17
@j = dso_local global i32 1, align 4, !dbg !21
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 18, i32 11 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 17, i32 25 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 25, i32 11 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 24, i32 25 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !33 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 7, ptr noundef @.str.2) #7, !dbg !36
  unreachable, !dbg !36
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !37 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !42, !DIExpression(), !43)
    #dbg_declare(ptr %3, !44, !DIExpression(), !45)
  store i32 0, ptr %3, align 4, !dbg !46
  br label %4, !dbg !48

4:                                                ; preds = %23, %1
  %5 = load i32, ptr %3, align 4, !dbg !49
  %6 = icmp slt i32 %5, 3, !dbg !51
  br i1 %6, label %7, label %24, !dbg !52

7:                                                ; preds = %4
  %8 = load i32, ptr @i, align 4, !dbg !53
  %9 = load i32, ptr @j, align 4, !dbg !54
  %10 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %8, i32 %9), !dbg !55, !nosanitize !41
  %11 = extractvalue { i32, i1 } %10, 0, !dbg !55, !nosanitize !41
  %12 = extractvalue { i32, i1 } %10, 1, !dbg !55, !nosanitize !41
  %13 = xor i1 %12, true, !dbg !55, !nosanitize !41
  br i1 %13, label %15, label %14, !dbg !55, !prof !56, !nosanitize !41

14:                                               ; preds = %7
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %8, i32 %9) #8, !dbg !55, !nosanitize !41
  br label %15, !dbg !55, !nosanitize !41

15:                                               ; preds = %14, %7
  store i32 %11, ptr @i, align 4, !dbg !57
  br label %16, !dbg !58

16:                                               ; preds = %15
  %17 = load i32, ptr %3, align 4, !dbg !59
  %18 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %17, i32 1), !dbg !59, !nosanitize !41
  %19 = extractvalue { i32, i1 } %18, 0, !dbg !59, !nosanitize !41
  %20 = extractvalue { i32, i1 } %18, 1, !dbg !59, !nosanitize !41
  %21 = xor i1 %20, true, !dbg !59, !nosanitize !41
  br i1 %21, label %23, label %22, !dbg !59, !prof !56, !nosanitize !41

22:                                               ; preds = %16
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %17, i32 1) #8, !dbg !59, !nosanitize !41
  br label %23, !dbg !59, !nosanitize !41

23:                                               ; preds = %22, %16
  store i32 %19, ptr %3, align 4, !dbg !59
  br label %4, !dbg !60, !llvm.loop !61

24:                                               ; preds = %4
  ret ptr null, !dbg !64
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t2(ptr noundef %0) #0 !dbg !65 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !66, !DIExpression(), !67)
    #dbg_declare(ptr %3, !68, !DIExpression(), !69)
  store i32 0, ptr %3, align 4, !dbg !70
  br label %4, !dbg !72

4:                                                ; preds = %23, %1
  %5 = load i32, ptr %3, align 4, !dbg !73
  %6 = icmp slt i32 %5, 3, !dbg !75
  br i1 %6, label %7, label %24, !dbg !76

7:                                                ; preds = %4
  %8 = load i32, ptr @j, align 4, !dbg !77
  %9 = load i32, ptr @i, align 4, !dbg !78
  %10 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %8, i32 %9), !dbg !79, !nosanitize !41
  %11 = extractvalue { i32, i1 } %10, 0, !dbg !79, !nosanitize !41
  %12 = extractvalue { i32, i1 } %10, 1, !dbg !79, !nosanitize !41
  %13 = xor i1 %12, true, !dbg !79, !nosanitize !41
  br i1 %13, label %15, label %14, !dbg !79, !prof !56, !nosanitize !41

14:                                               ; preds = %7
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %8, i32 %9) #8, !dbg !79, !nosanitize !41
  br label %15, !dbg !79, !nosanitize !41

15:                                               ; preds = %14, %7
  store i32 %11, ptr @j, align 4, !dbg !80
  br label %16, !dbg !81

16:                                               ; preds = %15
  %17 = load i32, ptr %3, align 4, !dbg !82
  %18 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %17, i32 1), !dbg !82, !nosanitize !41
  %19 = extractvalue { i32, i1 } %18, 0, !dbg !82, !nosanitize !41
  %20 = extractvalue { i32, i1 } %18, 1, !dbg !82, !nosanitize !41
  %21 = xor i1 %20, true, !dbg !82, !nosanitize !41
  br i1 %21, label %23, label %22, !dbg !82, !prof !56, !nosanitize !41

22:                                               ; preds = %16
  call void @__ubsan_handle_add_overflow(ptr @4, i32 %17, i32 1) #8, !dbg !82, !nosanitize !41
  br label %23, !dbg !82, !nosanitize !41

23:                                               ; preds = %22, %16
  store i32 %19, ptr %3, align 4, !dbg !82
  br label %4, !dbg !83, !llvm.loop !84

24:                                               ; preds = %4
  ret ptr null, !dbg !86
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !87 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !92, !DIExpression(), !93)
  store ptr %1, ptr %5, align 4
    #dbg_declare(ptr %5, !94, !DIExpression(), !95)
    #dbg_declare(ptr %6, !96, !DIExpression(), !100)
    #dbg_declare(ptr %7, !101, !DIExpression(), !102)
  %8 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t1, ptr noundef null) #8, !dbg !103
  %9 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @t2, ptr noundef null) #8, !dbg !104
  %10 = load i32, ptr %6, align 4, !dbg !105
  %11 = call i32 @pthread_join(i32 noundef %10, ptr noundef null), !dbg !106
  %12 = load i32, ptr %7, align 4, !dbg !107
  %13 = call i32 @pthread_join(i32 noundef %12, ptr noundef null), !dbg !108
  %14 = load i32, ptr @i, align 4, !dbg !109
  %15 = icmp sge i32 %14, 21, !dbg !111
  br i1 %15, label %19, label %16, !dbg !112

16:                                               ; preds = %2
  %17 = load i32, ptr @j, align 4, !dbg !113
  %18 = icmp sge i32 %17, 21, !dbg !114
  br i1 %18, label %19, label %20, !dbg !115

19:                                               ; preds = %16, %2
  call void @reach_error(), !dbg !116
  call void @abort() #9, !dbg !118
  unreachable, !dbg !118

20:                                               ; preds = %16
  ret i32 0, !dbg !119
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

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "fib-bench-bug.c", directory: ".", checksumkind: CSK_MD5, checksum: "476fe10cd50a6f47f40d9cd206aba65c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "i", scope: !19, file: !2, line: 11, type: !23, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "j", scope: !19, file: !2, line: 11, type: !23, isLocal: false, isDefinition: true)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !{i32 1, !"NumRegisterParameters", i32 0}
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"frame-pointer", i32 2}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 7, type: !34, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !19)
!34 = !DISubroutineType(types: !35)
!35 = !{null}
!36 = !DILocation(line: 7, column: 22, scope: !33)
!37 = distinct !DISubprogram(name: "t1", scope: !2, file: !2, line: 15, type: !38, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !41)
!38 = !DISubroutineType(types: !39)
!39 = !{!40, !40}
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!41 = !{}
!42 = !DILocalVariable(name: "arg", arg: 1, scope: !37, file: !2, line: 15, type: !40)
!43 = !DILocation(line: 15, column: 16, scope: !37)
!44 = !DILocalVariable(name: "k", scope: !37, file: !2, line: 16, type: !23)
!45 = !DILocation(line: 16, column: 7, scope: !37)
!46 = !DILocation(line: 17, column: 10, scope: !47)
!47 = distinct !DILexicalBlock(scope: !37, file: !2, line: 17, column: 3)
!48 = !DILocation(line: 17, column: 8, scope: !47)
!49 = !DILocation(line: 17, column: 15, scope: !50)
!50 = distinct !DILexicalBlock(scope: !47, file: !2, line: 17, column: 3)
!51 = !DILocation(line: 17, column: 17, scope: !50)
!52 = !DILocation(line: 17, column: 3, scope: !47)
!53 = !DILocation(line: 18, column: 9, scope: !50)
!54 = !DILocation(line: 18, column: 13, scope: !50)
!55 = !DILocation(line: 18, column: 11, scope: !50)
!56 = !{!"branch_weights", i32 1048575, i32 1}
!57 = !DILocation(line: 18, column: 7, scope: !50)
!58 = !DILocation(line: 18, column: 5, scope: !50)
!59 = !DILocation(line: 17, column: 25, scope: !50)
!60 = !DILocation(line: 17, column: 3, scope: !50)
!61 = distinct !{!61, !52, !62, !63}
!62 = !DILocation(line: 18, column: 13, scope: !47)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 19, column: 3, scope: !37)
!65 = distinct !DISubprogram(name: "t2", scope: !2, file: !2, line: 22, type: !38, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !41)
!66 = !DILocalVariable(name: "arg", arg: 1, scope: !65, file: !2, line: 22, type: !40)
!67 = !DILocation(line: 22, column: 16, scope: !65)
!68 = !DILocalVariable(name: "k", scope: !65, file: !2, line: 23, type: !23)
!69 = !DILocation(line: 23, column: 7, scope: !65)
!70 = !DILocation(line: 24, column: 10, scope: !71)
!71 = distinct !DILexicalBlock(scope: !65, file: !2, line: 24, column: 3)
!72 = !DILocation(line: 24, column: 8, scope: !71)
!73 = !DILocation(line: 24, column: 15, scope: !74)
!74 = distinct !DILexicalBlock(scope: !71, file: !2, line: 24, column: 3)
!75 = !DILocation(line: 24, column: 17, scope: !74)
!76 = !DILocation(line: 24, column: 3, scope: !71)
!77 = !DILocation(line: 25, column: 9, scope: !74)
!78 = !DILocation(line: 25, column: 13, scope: !74)
!79 = !DILocation(line: 25, column: 11, scope: !74)
!80 = !DILocation(line: 25, column: 7, scope: !74)
!81 = !DILocation(line: 25, column: 5, scope: !74)
!82 = !DILocation(line: 24, column: 25, scope: !74)
!83 = !DILocation(line: 24, column: 3, scope: !74)
!84 = distinct !{!84, !76, !85, !63}
!85 = !DILocation(line: 25, column: 13, scope: !71)
!86 = !DILocation(line: 26, column: 3, scope: !65)
!87 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 29, type: !88, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !41)
!88 = !DISubroutineType(types: !89)
!89 = !{!23, !23, !90}
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 32)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!92 = !DILocalVariable(name: "argc", arg: 1, scope: !87, file: !2, line: 29, type: !23)
!93 = !DILocation(line: 29, column: 14, scope: !87)
!94 = !DILocalVariable(name: "argv", arg: 2, scope: !87, file: !2, line: 29, type: !90)
!95 = !DILocation(line: 29, column: 27, scope: !87)
!96 = !DILocalVariable(name: "id1", scope: !87, file: !2, line: 30, type: !97)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !98, line: 27, baseType: !99)
!98 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!99 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!100 = !DILocation(line: 30, column: 13, scope: !87)
!101 = !DILocalVariable(name: "id2", scope: !87, file: !2, line: 30, type: !97)
!102 = !DILocation(line: 30, column: 18, scope: !87)
!103 = !DILocation(line: 31, column: 3, scope: !87)
!104 = !DILocation(line: 32, column: 3, scope: !87)
!105 = !DILocation(line: 33, column: 16, scope: !87)
!106 = !DILocation(line: 33, column: 3, scope: !87)
!107 = !DILocation(line: 34, column: 16, scope: !87)
!108 = !DILocation(line: 34, column: 3, scope: !87)
!109 = !DILocation(line: 35, column: 7, scope: !110)
!110 = distinct !DILexicalBlock(scope: !87, file: !2, line: 35, column: 7)
!111 = !DILocation(line: 35, column: 9, scope: !110)
!112 = !DILocation(line: 35, column: 15, scope: !110)
!113 = !DILocation(line: 35, column: 18, scope: !110)
!114 = !DILocation(line: 35, column: 20, scope: !110)
!115 = !DILocation(line: 35, column: 7, scope: !87)
!116 = !DILocation(line: 36, column: 5, scope: !117)
!117 = distinct !DILexicalBlock(scope: !110, file: !2, line: 35, column: 27)
!118 = !DILocation(line: 37, column: 5, scope: !117)
!119 = !DILocation(line: 39, column: 3, scope: !87)
