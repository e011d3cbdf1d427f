; ModuleID = 'tas_backoff.c'
source_filename = "tas_backoff.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@lock = dso_local global i32 0, align 4, !dbg !0
@inside = dso_local global i32 0, align 4, !dbg !22
@.str = private unnamed_addr constant [12 x i8] c"inside == 1\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [14 x i8] c"tas_backoff.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_atomic_TAS(ptr noundef %0, ptr noundef %1) #0 !dbg !34 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !39, !DIExpression(), !40)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !41, !DIExpression(), !42)
  %5 = load ptr, ptr %3, align 8, !dbg !43
  %6 = load volatile i32, ptr %5, align 4, !dbg !44
  %7 = load ptr, ptr %4, align 8, !dbg !45
  store volatile i32 %6, ptr %7, align 4, !dbg !46
  %8 = load ptr, ptr %3, align 8, !dbg !47
  store volatile i32 1, ptr %8, align 4, !dbg !48
  ret void, !dbg !49
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @acquire() #0 !dbg !50 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
    #dbg_declare(ptr %1, !53, !DIExpression(), !55)
  store i32 1, ptr %1, align 4, !dbg !55
    #dbg_declare(ptr %2, !56, !DIExpression(), !57)
  call void @__VERIFIER_atomic_TAS(ptr noundef @lock, ptr noundef %2), !dbg !58
  br label %3, !dbg !59

3:                                                ; preds = %14, %0
  %4 = load i32, ptr %2, align 4, !dbg !60
  %5 = icmp eq i32 %4, 1, !dbg !61
  br i1 %5, label %6, label %15, !dbg !59

6:                                                ; preds = %3
  %7 = load i32, ptr %1, align 4, !dbg !62
  %8 = mul i32 %7, 2, !dbg !65
  %9 = load i32, ptr %1, align 4, !dbg !66
  %10 = icmp ugt i32 %8, %9, !dbg !67
  br i1 %10, label %11, label %14, !dbg !68

11:                                               ; preds = %6
  %12 = load i32, ptr %1, align 4, !dbg !69
  %13 = mul i32 %12, 2, !dbg !69
  store i32 %13, ptr %1, align 4, !dbg !69
  br label %14, !dbg !70

14:                                               ; preds = %11, %6
  call void @__VERIFIER_atomic_TAS(ptr noundef @lock, ptr noundef %2), !dbg !71
  br label %3, !dbg !59, !llvm.loop !72

15:                                               ; preds = %3
  ret void, !dbg !75
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !76 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !80, !DIExpression(), !81)
  br label %3, !dbg !82

3:                                                ; preds = %1, %10
  call void @acquire(), !dbg !83
  %4 = load i32, ptr @inside, align 4, !dbg !85
  %5 = add nsw i32 %4, 1, !dbg !85
  store i32 %5, ptr @inside, align 4, !dbg !85
  %6 = load i32, ptr @inside, align 4, !dbg !86
  %7 = icmp eq i32 %6, 1, !dbg !86
  br i1 %7, label %8, label %9, !dbg !89

8:                                                ; preds = %3
  br label %10, !dbg !89

9:                                                ; preds = %3
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 39, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !86
  unreachable, !dbg !86

10:                                               ; preds = %8
  %11 = load i32, ptr @inside, align 4, !dbg !90
  %12 = add nsw i32 %11, -1, !dbg !90
  store i32 %12, ptr @inside, align 4, !dbg !90
  store volatile i32 0, ptr @lock, align 4, !dbg !91
  br label %3, !dbg !82, !llvm.loop !92
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !94 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !99, !DIExpression(), !100)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !101, !DIExpression(), !102)
    #dbg_declare(ptr %6, !103, !DIExpression(), !104)
  %9 = load i32, ptr %4, align 4, !dbg !105
  %10 = icmp sgt i32 %9, 1, !dbg !106
  br i1 %10, label %11, label %16, !dbg !105

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8, !dbg !107
  %13 = getelementptr inbounds ptr, ptr %12, i64 1, !dbg !107
  %14 = load ptr, ptr %13, align 8, !dbg !107
  %15 = call i32 @atoi(ptr noundef %14) #6, !dbg !108
  br label %17, !dbg !105

16:                                               ; preds = %2
  br label %17, !dbg !105

17:                                               ; preds = %16, %11
  %18 = phi i32 [ %15, %11 ], [ -1, %16 ], !dbg !105
  store i32 %18, ptr %6, align 4, !dbg !104
    #dbg_declare(ptr %7, !109, !DIExpression(), !113)
  %19 = load i32, ptr %6, align 4, !dbg !114
  %20 = icmp slt i32 %19, 0, !dbg !116
  br i1 %20, label %21, label %24, !dbg !117

21:                                               ; preds = %17
  br label %22, !dbg !118

22:                                               ; preds = %21, %22
  %23 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !119
  br label %22, !dbg !118, !llvm.loop !120

24:                                               ; preds = %17
    #dbg_declare(ptr %8, !122, !DIExpression(), !124)
  store i32 0, ptr %8, align 4, !dbg !124
  br label %25, !dbg !125

25:                                               ; preds = %31, %24
  %26 = load i32, ptr %8, align 4, !dbg !126
  %27 = load i32, ptr %6, align 4, !dbg !128
  %28 = icmp slt i32 %26, %27, !dbg !129
  br i1 %28, label %29, label %34, !dbg !130

29:                                               ; preds = %25
  %30 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !131
  br label %31, !dbg !131

31:                                               ; preds = %29
  %32 = load i32, ptr %8, align 4, !dbg !132
  %33 = add nsw i32 %32, 1, !dbg !132
  store i32 %33, ptr %8, align 4, !dbg !132
  br label %25, !dbg !133, !llvm.loop !134

34:                                               ; preds = %25
  call void @pthread_exit(ptr noundef null) #8, !dbg !136
  unreachable, !dbg !136
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

; Function Attrs: noreturn
declare void @pthread_exit(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 16, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tas_backoff.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "72df411f6fc736c2ace5a63c815c4ff5")
!4 = !{!5, !11, !16, !0, !22}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 12)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 14)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "inside", scope: !2, file: !3, line: 17, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !24)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "__VERIFIER_atomic_TAS", scope: !3, file: !3, line: 19, type: !35, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !38)
!35 = !DISubroutineType(types: !36)
!36 = !{null, !37, !37}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!38 = !{}
!39 = !DILocalVariable(name: "v", arg: 1, scope: !34, file: !3, line: 19, type: !37)
!40 = !DILocation(line: 19, column: 68, scope: !34)
!41 = !DILocalVariable(name: "o", arg: 2, scope: !34, file: !3, line: 19, type: !37)
!42 = !DILocation(line: 19, column: 85, scope: !34)
!43 = !DILocation(line: 20, column: 9, scope: !34)
!44 = !DILocation(line: 20, column: 8, scope: !34)
!45 = !DILocation(line: 20, column: 4, scope: !34)
!46 = !DILocation(line: 20, column: 6, scope: !34)
!47 = !DILocation(line: 21, column: 4, scope: !34)
!48 = !DILocation(line: 21, column: 6, scope: !34)
!49 = !DILocation(line: 22, column: 1, scope: !34)
!50 = distinct !DISubprogram(name: "acquire", scope: !3, file: !3, line: 24, type: !51, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !38)
!51 = !DISubroutineType(types: !52)
!52 = !{null}
!53 = !DILocalVariable(name: "delay", scope: !50, file: !3, line: 25, type: !54)
!54 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!55 = !DILocation(line: 25, column: 16, scope: !50)
!56 = !DILocalVariable(name: "cond", scope: !50, file: !3, line: 26, type: !24)
!57 = !DILocation(line: 26, column: 7, scope: !50)
!58 = !DILocation(line: 27, column: 3, scope: !50)
!59 = !DILocation(line: 28, column: 3, scope: !50)
!60 = !DILocation(line: 28, column: 10, scope: !50)
!61 = !DILocation(line: 28, column: 15, scope: !50)
!62 = !DILocation(line: 29, column: 9, scope: !63)
!63 = distinct !DILexicalBlock(scope: !64, file: !3, line: 29, column: 9)
!64 = distinct !DILexicalBlock(scope: !50, file: !3, line: 28, column: 21)
!65 = !DILocation(line: 29, column: 15, scope: !63)
!66 = !DILocation(line: 29, column: 21, scope: !63)
!67 = !DILocation(line: 29, column: 19, scope: !63)
!68 = !DILocation(line: 29, column: 9, scope: !64)
!69 = !DILocation(line: 30, column: 13, scope: !63)
!70 = !DILocation(line: 30, column: 7, scope: !63)
!71 = !DILocation(line: 31, column: 5, scope: !64)
!72 = distinct !{!72, !59, !73, !74}
!73 = !DILocation(line: 32, column: 3, scope: !50)
!74 = !{!"llvm.loop.mustprogress"}
!75 = !DILocation(line: 33, column: 1, scope: !50)
!76 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 35, type: !77, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !38)
!77 = !DISubroutineType(types: !78)
!78 = !{!79, !79}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!80 = !DILocalVariable(name: "arg", arg: 1, scope: !76, file: !3, line: 35, type: !79)
!81 = !DILocation(line: 35, column: 20, scope: !76)
!82 = !DILocation(line: 36, column: 3, scope: !76)
!83 = !DILocation(line: 37, column: 5, scope: !84)
!84 = distinct !DILexicalBlock(scope: !76, file: !3, line: 36, column: 13)
!85 = !DILocation(line: 38, column: 11, scope: !84)
!86 = !DILocation(line: 39, column: 5, scope: !87)
!87 = distinct !DILexicalBlock(scope: !88, file: !3, line: 39, column: 5)
!88 = distinct !DILexicalBlock(scope: !84, file: !3, line: 39, column: 5)
!89 = !DILocation(line: 39, column: 5, scope: !88)
!90 = !DILocation(line: 40, column: 11, scope: !84)
!91 = !DILocation(line: 41, column: 10, scope: !84)
!92 = distinct !{!92, !82, !93}
!93 = !DILocation(line: 42, column: 3, scope: !76)
!94 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 46, type: !95, scopeLine: 46, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !38)
!95 = !DISubroutineType(types: !96)
!96 = !{!24, !24, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!99 = !DILocalVariable(name: "argc", arg: 1, scope: !94, file: !3, line: 46, type: !24)
!100 = !DILocation(line: 46, column: 14, scope: !94)
!101 = !DILocalVariable(name: "argv", arg: 2, scope: !94, file: !3, line: 46, type: !97)
!102 = !DILocation(line: 46, column: 27, scope: !94)
!103 = !DILocalVariable(name: "n", scope: !94, file: !3, line: 47, type: !24)
!104 = !DILocation(line: 47, column: 7, scope: !94)
!105 = !DILocation(line: 47, column: 11, scope: !94)
!106 = !DILocation(line: 47, column: 16, scope: !94)
!107 = !DILocation(line: 47, column: 27, scope: !94)
!108 = !DILocation(line: 47, column: 22, scope: !94)
!109 = !DILocalVariable(name: "t", scope: !94, file: !3, line: 48, type: !110)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !111, line: 27, baseType: !112)
!111 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!112 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!113 = !DILocation(line: 48, column: 13, scope: !94)
!114 = !DILocation(line: 49, column: 7, scope: !115)
!115 = distinct !DILexicalBlock(scope: !94, file: !3, line: 49, column: 7)
!116 = !DILocation(line: 49, column: 9, scope: !115)
!117 = !DILocation(line: 49, column: 7, scope: !94)
!118 = !DILocation(line: 50, column: 5, scope: !115)
!119 = !DILocation(line: 51, column: 7, scope: !115)
!120 = distinct !{!120, !118, !121}
!121 = !DILocation(line: 51, column: 38, scope: !115)
!122 = !DILocalVariable(name: "i", scope: !123, file: !3, line: 52, type: !24)
!123 = distinct !DILexicalBlock(scope: !94, file: !3, line: 52, column: 3)
!124 = !DILocation(line: 52, column: 12, scope: !123)
!125 = !DILocation(line: 52, column: 8, scope: !123)
!126 = !DILocation(line: 52, column: 19, scope: !127)
!127 = distinct !DILexicalBlock(scope: !123, file: !3, line: 52, column: 3)
!128 = !DILocation(line: 52, column: 23, scope: !127)
!129 = !DILocation(line: 52, column: 21, scope: !127)
!130 = !DILocation(line: 52, column: 3, scope: !123)
!131 = !DILocation(line: 53, column: 5, scope: !127)
!132 = !DILocation(line: 52, column: 27, scope: !127)
!133 = !DILocation(line: 52, column: 3, scope: !127)
!134 = distinct !{!134, !130, !135, !74}
!135 = !DILocation(line: 53, column: 36, scope: !123)
!136 = !DILocation(line: 54, column: 3, scope: !94)
