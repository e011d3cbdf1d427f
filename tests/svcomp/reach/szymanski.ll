; ModuleID = 'szymanski.c'
source_filename = "szymanski.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"szymanski.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@flag0 = dso_local global i32 0, align 4, !dbg !14
@flag1 = dso_local global i32 0, align 4, !dbg !18
@x = dso_local global i32 0, align 4, !dbg !21

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !32 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 9, ptr noundef @.str.2) #4, !dbg !35
  unreachable, !dbg !35
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @thr0(ptr noundef %0) #0 !dbg !36 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !41, !DIExpression(), !42)
  store i32 1, ptr @flag0, align 4, !dbg !43
  br label %3, !dbg !44

3:                                                ; preds = %6, %1
  %4 = load i32, ptr @flag1, align 4, !dbg !45
  %5 = icmp sge i32 %4, 3, !dbg !46
  br i1 %5, label %6, label %7, !dbg !44

6:                                                ; preds = %3
  br label %3, !dbg !44, !llvm.loop !47

7:                                                ; preds = %3
  store i32 3, ptr @flag0, align 4, !dbg !50
  %8 = load i32, ptr @flag1, align 4, !dbg !51
  %9 = icmp eq i32 %8, 1, !dbg !53
  br i1 %9, label %10, label %16, !dbg !54

10:                                               ; preds = %7
  store i32 2, ptr @flag0, align 4, !dbg !55
  br label %11, !dbg !57

11:                                               ; preds = %14, %10
  %12 = load i32, ptr @flag1, align 4, !dbg !58
  %13 = icmp ne i32 %12, 4, !dbg !59
  br i1 %13, label %14, label %15, !dbg !57

14:                                               ; preds = %11
  br label %11, !dbg !57, !llvm.loop !60

15:                                               ; preds = %11
  br label %16, !dbg !62

16:                                               ; preds = %15, %7
  store i32 4, ptr @flag0, align 4, !dbg !63
  store i32 0, ptr @x, align 4, !dbg !64
  %17 = load i32, ptr @x, align 4, !dbg !65
  %18 = icmp ne i32 %17, 0, !dbg !67
  br i1 %18, label %19, label %20, !dbg !68

19:                                               ; preds = %16
  call void @reach_error(), !dbg !69
  br label %20, !dbg !69

20:                                               ; preds = %19, %16
  br label %21, !dbg !70

21:                                               ; preds = %29, %20
  %22 = load i32, ptr @flag1, align 4, !dbg !71
  %23 = icmp sle i32 2, %22, !dbg !72
  br i1 %23, label %24, label %27, !dbg !73

24:                                               ; preds = %21
  %25 = load i32, ptr @flag1, align 4, !dbg !74
  %26 = icmp sle i32 %25, 3, !dbg !75
  br label %27

27:                                               ; preds = %24, %21
  %28 = phi i1 [ false, %21 ], [ %26, %24 ], !dbg !76
  br i1 %28, label %29, label %30, !dbg !70

29:                                               ; preds = %27
  br label %21, !dbg !70, !llvm.loop !77

30:                                               ; preds = %27
  store i32 0, ptr @flag0, align 4, !dbg !79
  ret ptr null, !dbg !80
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @thr1(ptr noundef %0) #0 !dbg !81 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !82, !DIExpression(), !83)
  store i32 1, ptr @flag1, align 4, !dbg !84
  br label %3, !dbg !85

3:                                                ; preds = %6, %1
  %4 = load i32, ptr @flag0, align 4, !dbg !86
  %5 = icmp sge i32 %4, 3, !dbg !87
  br i1 %5, label %6, label %7, !dbg !85

6:                                                ; preds = %3
  br label %3, !dbg !85, !llvm.loop !88

7:                                                ; preds = %3
  store i32 3, ptr @flag1, align 4, !dbg !90
  %8 = load i32, ptr @flag0, align 4, !dbg !91
  %9 = icmp eq i32 %8, 1, !dbg !93
  br i1 %9, label %10, label %16, !dbg !94

10:                                               ; preds = %7
  store i32 2, ptr @flag1, align 4, !dbg !95
  br label %11, !dbg !97

11:                                               ; preds = %14, %10
  %12 = load i32, ptr @flag0, align 4, !dbg !98
  %13 = icmp ne i32 %12, 4, !dbg !99
  br i1 %13, label %14, label %15, !dbg !97

14:                                               ; preds = %11
  br label %11, !dbg !97, !llvm.loop !100

15:                                               ; preds = %11
  br label %16, !dbg !102

16:                                               ; preds = %15, %7
  store i32 4, ptr @flag1, align 4, !dbg !103
  br label %17, !dbg !104

17:                                               ; preds = %20, %16
  %18 = load i32, ptr @flag0, align 4, !dbg !105
  %19 = icmp sge i32 %18, 2, !dbg !106
  br i1 %19, label %20, label %21, !dbg !104

20:                                               ; preds = %17
  br label %17, !dbg !104, !llvm.loop !107

21:                                               ; preds = %17
  store i32 1, ptr @x, align 4, !dbg !109
  %22 = load i32, ptr @x, align 4, !dbg !110
  %23 = icmp ne i32 %22, 1, !dbg !112
  br i1 %23, label %24, label %25, !dbg !113

24:                                               ; preds = %21
  call void @reach_error(), !dbg !114
  br label %25, !dbg !114

25:                                               ; preds = %24, %21
  store i32 0, ptr @flag1, align 4, !dbg !115
  ret ptr null, !dbg !116
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !117 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !120, !DIExpression(), !124)
    #dbg_declare(ptr %3, !125, !DIExpression(), !126)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @thr0, ptr noundef null) #5, !dbg !127
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @thr1, ptr noundef null) #5, !dbg !128
  %6 = load i32, ptr %2, align 4, !dbg !129
  %7 = call i32 @pthread_join(i32 noundef %6, ptr noundef null), !dbg !130
  %8 = load i32, ptr %3, align 4, !dbg !131
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !132
  ret i32 0, !dbg !133
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback noreturn nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!16}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "szymanski.c", directory: ".", checksumkind: CSK_MD5, checksum: "2e301c1fc0cf88ebfb6fd829a5c3cb71")
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
!15 = distinct !DIGlobalVariable(name: "flag0", scope: !16, file: !2, line: 13, type: !20, isLocal: false, isDefinition: true)
!16 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !17, splitDebugInlining: false, nameTableKind: None)
!17 = !{!0, !7, !12, !14, !18, !21}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "flag1", scope: !16, file: !2, line: 13, type: !20, isLocal: false, isDefinition: true)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "x", scope: !16, file: !2, line: 14, type: !20, isLocal: false, isDefinition: true)
!23 = !{i32 1, !"NumRegisterParameters", i32 0}
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 9, type: !33, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !16)
!33 = !DISubroutineType(types: !34)
!34 = !{null}
!35 = !DILocation(line: 9, column: 22, scope: !32)
!36 = distinct !DISubprogram(name: "thr0", scope: !2, file: !2, line: 16, type: !37, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !16, retainedNodes: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!40 = !{}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !36, file: !2, line: 16, type: !39)
!42 = !DILocation(line: 16, column: 18, scope: !36)
!43 = !DILocation(line: 17, column: 9, scope: !36)
!44 = !DILocation(line: 18, column: 3, scope: !36)
!45 = !DILocation(line: 18, column: 10, scope: !36)
!46 = !DILocation(line: 18, column: 16, scope: !36)
!47 = distinct !{!47, !44, !48, !49}
!48 = !DILocation(line: 19, column: 3, scope: !36)
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 20, column: 9, scope: !36)
!51 = !DILocation(line: 21, column: 7, scope: !52)
!52 = distinct !DILexicalBlock(scope: !36, file: !2, line: 21, column: 7)
!53 = !DILocation(line: 21, column: 13, scope: !52)
!54 = !DILocation(line: 21, column: 7, scope: !36)
!55 = !DILocation(line: 22, column: 11, scope: !56)
!56 = distinct !DILexicalBlock(scope: !52, file: !2, line: 21, column: 19)
!57 = !DILocation(line: 23, column: 5, scope: !56)
!58 = !DILocation(line: 23, column: 12, scope: !56)
!59 = !DILocation(line: 23, column: 18, scope: !56)
!60 = distinct !{!60, !57, !61, !49}
!61 = !DILocation(line: 24, column: 5, scope: !56)
!62 = !DILocation(line: 25, column: 3, scope: !56)
!63 = !DILocation(line: 26, column: 9, scope: !36)
!64 = !DILocation(line: 28, column: 5, scope: !36)
!65 = !DILocation(line: 29, column: 7, scope: !66)
!66 = distinct !DILexicalBlock(scope: !36, file: !2, line: 29, column: 7)
!67 = !DILocation(line: 29, column: 9, scope: !66)
!68 = !DILocation(line: 29, column: 7, scope: !36)
!69 = !DILocation(line: 30, column: 5, scope: !66)
!70 = !DILocation(line: 31, column: 3, scope: !36)
!71 = !DILocation(line: 31, column: 15, scope: !36)
!72 = !DILocation(line: 31, column: 12, scope: !36)
!73 = !DILocation(line: 31, column: 21, scope: !36)
!74 = !DILocation(line: 31, column: 24, scope: !36)
!75 = !DILocation(line: 31, column: 30, scope: !36)
!76 = !DILocation(line: 0, scope: !36)
!77 = distinct !{!77, !70, !78, !49}
!78 = !DILocation(line: 32, column: 3, scope: !36)
!79 = !DILocation(line: 33, column: 9, scope: !36)
!80 = !DILocation(line: 34, column: 3, scope: !36)
!81 = distinct !DISubprogram(name: "thr1", scope: !2, file: !2, line: 37, type: !37, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !16, retainedNodes: !40)
!82 = !DILocalVariable(name: "arg", arg: 1, scope: !81, file: !2, line: 37, type: !39)
!83 = !DILocation(line: 37, column: 18, scope: !81)
!84 = !DILocation(line: 38, column: 9, scope: !81)
!85 = !DILocation(line: 39, column: 3, scope: !81)
!86 = !DILocation(line: 39, column: 10, scope: !81)
!87 = !DILocation(line: 39, column: 16, scope: !81)
!88 = distinct !{!88, !85, !89, !49}
!89 = !DILocation(line: 40, column: 3, scope: !81)
!90 = !DILocation(line: 41, column: 9, scope: !81)
!91 = !DILocation(line: 42, column: 7, scope: !92)
!92 = distinct !DILexicalBlock(scope: !81, file: !2, line: 42, column: 7)
!93 = !DILocation(line: 42, column: 13, scope: !92)
!94 = !DILocation(line: 42, column: 7, scope: !81)
!95 = !DILocation(line: 43, column: 11, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !2, line: 42, column: 19)
!97 = !DILocation(line: 44, column: 5, scope: !96)
!98 = !DILocation(line: 44, column: 12, scope: !96)
!99 = !DILocation(line: 44, column: 18, scope: !96)
!100 = distinct !{!100, !97, !101, !49}
!101 = !DILocation(line: 45, column: 5, scope: !96)
!102 = !DILocation(line: 46, column: 3, scope: !96)
!103 = !DILocation(line: 47, column: 9, scope: !81)
!104 = !DILocation(line: 48, column: 3, scope: !81)
!105 = !DILocation(line: 48, column: 10, scope: !81)
!106 = !DILocation(line: 48, column: 16, scope: !81)
!107 = distinct !{!107, !104, !108, !49}
!108 = !DILocation(line: 49, column: 3, scope: !81)
!109 = !DILocation(line: 50, column: 5, scope: !81)
!110 = !DILocation(line: 51, column: 7, scope: !111)
!111 = distinct !DILexicalBlock(scope: !81, file: !2, line: 51, column: 7)
!112 = !DILocation(line: 51, column: 9, scope: !111)
!113 = !DILocation(line: 51, column: 7, scope: !81)
!114 = !DILocation(line: 52, column: 5, scope: !111)
!115 = !DILocation(line: 54, column: 9, scope: !81)
!116 = !DILocation(line: 55, column: 3, scope: !81)
!117 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 58, type: !118, scopeLine: 58, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !16, retainedNodes: !40)
!118 = !DISubroutineType(types: !119)
!119 = !{!20}
!120 = !DILocalVariable(name: "t0", scope: !117, file: !2, line: 59, type: !121)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !122, line: 27, baseType: !123)
!122 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!123 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!124 = !DILocation(line: 59, column: 13, scope: !117)
!125 = !DILocalVariable(name: "t1", scope: !117, file: !2, line: 59, type: !121)
!126 = !DILocation(line: 59, column: 17, scope: !117)
!127 = !DILocation(line: 60, column: 3, scope: !117)
!128 = !DILocation(line: 61, column: 3, scope: !117)
!129 = !DILocation(line: 62, column: 16, scope: !117)
!130 = !DILocation(line: 62, column: 3, scope: !117)
!131 = !DILocation(line: 63, column: 16, scope: !117)
!132 = !DILocation(line: 63, column: 3, scope: !117)
!133 = !DILocation(line: 64, column: 3, scope: !117)
