; ModuleID = 'backoff_bug.c'
source_filename = "backoff_bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@lock = dso_local global i32 0, align 4, !dbg !0
@c = dso_local global i32 0, align 4, !dbg !5
@.str = private unnamed_addr constant [7 x i8] c"c == 1\00", align 1, !dbg !9
@.str.1 = private unnamed_addr constant [14 x i8] c"backoff_bug.c\00", align 1, !dbg !15
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !20

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

3:                                                ; preds = %10, %0
  %4 = load i32, ptr %2, align 4, !dbg !60
  %5 = icmp eq i32 %4, 1, !dbg !61
  br i1 %5, label %6, label %13, !dbg !59

6:                                                ; preds = %3
  %7 = load i32, ptr %1, align 4, !dbg !62
  %8 = icmp uge i32 %7, 4, !dbg !65
  br i1 %8, label %9, label %10, !dbg !66

9:                                                ; preds = %6
  br label %13, !dbg !67

10:                                               ; preds = %6
  %11 = load i32, ptr %1, align 4, !dbg !68
  %12 = mul i32 %11, 2, !dbg !68
  store i32 %12, ptr %1, align 4, !dbg !68
  call void @__VERIFIER_atomic_TAS(ptr noundef @lock, ptr noundef %2), !dbg !69
  br label %3, !dbg !59, !llvm.loop !70

13:                                               ; preds = %9, %3
  ret void, !dbg !73
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !74 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !78, !DIExpression(), !79)
  call void @acquire(), !dbg !80
  %3 = load volatile i32, ptr @c, align 4, !dbg !81
  %4 = add nsw i32 %3, 1, !dbg !81
  store volatile i32 %4, ptr @c, align 4, !dbg !81
  %5 = load volatile i32, ptr @c, align 4, !dbg !82
  %6 = icmp eq i32 %5, 1, !dbg !82
  br i1 %6, label %7, label %8, !dbg !85

7:                                                ; preds = %1
  br label %9, !dbg !85

8:                                                ; preds = %1
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 32, ptr noundef @__PRETTY_FUNCTION__.worker) #4, !dbg !82
  unreachable, !dbg !82

9:                                                ; preds = %7
  %10 = load volatile i32, ptr @c, align 4, !dbg !86
  %11 = add nsw i32 %10, -1, !dbg !86
  store volatile i32 %11, ptr @c, align 4, !dbg !86
  store volatile i32 0, ptr @lock, align 4, !dbg !87
  ret ptr null, !dbg !88
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !89 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !92, !DIExpression(), !99)
    #dbg_declare(ptr %3, !100, !DIExpression(), !102)
  store i32 0, ptr %3, align 4, !dbg !102
  br label %5, !dbg !103

5:                                                ; preds = %13, %0
  %6 = load i32, ptr %3, align 4, !dbg !104
  %7 = icmp slt i32 %6, 2, !dbg !106
  br i1 %7, label %8, label %16, !dbg !107

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !108
  %10 = sext i32 %9 to i64, !dbg !109
  %11 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %10, !dbg !109
  %12 = call i32 @pthread_create(ptr noundef %11, ptr noundef null, ptr noundef @worker, ptr noundef null) #5, !dbg !110
  br label %13, !dbg !110

13:                                               ; preds = %8
  %14 = load i32, ptr %3, align 4, !dbg !111
  %15 = add nsw i32 %14, 1, !dbg !111
  store i32 %15, ptr %3, align 4, !dbg !111
  br label %5, !dbg !112, !llvm.loop !113

16:                                               ; preds = %5
    #dbg_declare(ptr %4, !115, !DIExpression(), !117)
  store i32 0, ptr %4, align 4, !dbg !117
  br label %17, !dbg !118

17:                                               ; preds = %26, %16
  %18 = load i32, ptr %4, align 4, !dbg !119
  %19 = icmp slt i32 %18, 2, !dbg !121
  br i1 %19, label %20, label %29, !dbg !122

20:                                               ; preds = %17
  %21 = load i32, ptr %4, align 4, !dbg !123
  %22 = sext i32 %21 to i64, !dbg !124
  %23 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %22, !dbg !124
  %24 = load i64, ptr %23, align 8, !dbg !124
  %25 = call i32 @pthread_join(i64 noundef %24, ptr noundef null), !dbg !125
  br label %26, !dbg !125

26:                                               ; preds = %20
  %27 = load i32, ptr %4, align 4, !dbg !126
  %28 = add nsw i32 %27, 1, !dbg !126
  store i32 %28, ptr %4, align 4, !dbg !126
  br label %17, !dbg !127, !llvm.loop !128

29:                                               ; preds = %17
  ret i32 0, !dbg !130
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "backoff_bug.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "3e249ae03856cbcf01888555e2d33de2")
!4 = !{!0, !5, !9, !15, !20}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 56, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 7)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 112, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 14)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 168, elements: !24)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!24 = !{!25}
!25 = !DISubrange(count: 21)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "__VERIFIER_atomic_TAS", scope: !3, file: !3, line: 12, type: !35, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !38)
!35 = !DISubroutineType(types: !36)
!36 = !{null, !37, !37}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!38 = !{}
!39 = !DILocalVariable(name: "v", arg: 1, scope: !34, file: !3, line: 12, type: !37)
!40 = !DILocation(line: 12, column: 68, scope: !34)
!41 = !DILocalVariable(name: "o", arg: 2, scope: !34, file: !3, line: 12, type: !37)
!42 = !DILocation(line: 12, column: 85, scope: !34)
!43 = !DILocation(line: 13, column: 9, scope: !34)
!44 = !DILocation(line: 13, column: 8, scope: !34)
!45 = !DILocation(line: 13, column: 4, scope: !34)
!46 = !DILocation(line: 13, column: 6, scope: !34)
!47 = !DILocation(line: 14, column: 4, scope: !34)
!48 = !DILocation(line: 14, column: 6, scope: !34)
!49 = !DILocation(line: 15, column: 1, scope: !34)
!50 = distinct !DISubprogram(name: "acquire", scope: !3, file: !3, line: 17, type: !51, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !38)
!51 = !DISubroutineType(types: !52)
!52 = !{null}
!53 = !DILocalVariable(name: "delay", scope: !50, file: !3, line: 18, type: !54)
!54 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!55 = !DILocation(line: 18, column: 12, scope: !50)
!56 = !DILocalVariable(name: "cond", scope: !50, file: !3, line: 19, type: !8)
!57 = !DILocation(line: 19, column: 7, scope: !50)
!58 = !DILocation(line: 20, column: 3, scope: !50)
!59 = !DILocation(line: 21, column: 3, scope: !50)
!60 = !DILocation(line: 21, column: 10, scope: !50)
!61 = !DILocation(line: 21, column: 15, scope: !50)
!62 = !DILocation(line: 22, column: 9, scope: !63)
!63 = distinct !DILexicalBlock(scope: !64, file: !3, line: 22, column: 9)
!64 = distinct !DILexicalBlock(scope: !50, file: !3, line: 21, column: 21)
!65 = !DILocation(line: 22, column: 15, scope: !63)
!66 = !DILocation(line: 22, column: 9, scope: !64)
!67 = !DILocation(line: 23, column: 7, scope: !63)
!68 = !DILocation(line: 24, column: 11, scope: !64)
!69 = !DILocation(line: 25, column: 5, scope: !64)
!70 = distinct !{!70, !59, !71, !72}
!71 = !DILocation(line: 26, column: 3, scope: !50)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocation(line: 27, column: 1, scope: !50)
!74 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 29, type: !75, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !38)
!75 = !DISubroutineType(types: !76)
!76 = !{!77, !77}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!78 = !DILocalVariable(name: "arg", arg: 1, scope: !74, file: !3, line: 29, type: !77)
!79 = !DILocation(line: 29, column: 20, scope: !74)
!80 = !DILocation(line: 30, column: 3, scope: !74)
!81 = !DILocation(line: 31, column: 4, scope: !74)
!82 = !DILocation(line: 32, column: 3, scope: !83)
!83 = distinct !DILexicalBlock(scope: !84, file: !3, line: 32, column: 3)
!84 = distinct !DILexicalBlock(scope: !74, file: !3, line: 32, column: 3)
!85 = !DILocation(line: 32, column: 3, scope: !84)
!86 = !DILocation(line: 33, column: 4, scope: !74)
!87 = !DILocation(line: 34, column: 8, scope: !74)
!88 = !DILocation(line: 35, column: 3, scope: !74)
!89 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 38, type: !90, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !38)
!90 = !DISubroutineType(types: !91)
!91 = !{!8}
!92 = !DILocalVariable(name: "t", scope: !89, file: !3, line: 39, type: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 128, elements: !97)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !95, line: 27, baseType: !96)
!95 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!96 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!97 = !{!98}
!98 = !DISubrange(count: 2)
!99 = !DILocation(line: 39, column: 13, scope: !89)
!100 = !DILocalVariable(name: "i", scope: !101, file: !3, line: 40, type: !8)
!101 = distinct !DILexicalBlock(scope: !89, file: !3, line: 40, column: 3)
!102 = !DILocation(line: 40, column: 12, scope: !101)
!103 = !DILocation(line: 40, column: 8, scope: !101)
!104 = !DILocation(line: 40, column: 19, scope: !105)
!105 = distinct !DILexicalBlock(scope: !101, file: !3, line: 40, column: 3)
!106 = !DILocation(line: 40, column: 21, scope: !105)
!107 = !DILocation(line: 40, column: 3, scope: !101)
!108 = !DILocation(line: 41, column: 23, scope: !105)
!109 = !DILocation(line: 41, column: 21, scope: !105)
!110 = !DILocation(line: 41, column: 5, scope: !105)
!111 = !DILocation(line: 40, column: 27, scope: !105)
!112 = !DILocation(line: 40, column: 3, scope: !105)
!113 = distinct !{!113, !107, !114, !72}
!114 = !DILocation(line: 41, column: 39, scope: !101)
!115 = !DILocalVariable(name: "i", scope: !116, file: !3, line: 42, type: !8)
!116 = distinct !DILexicalBlock(scope: !89, file: !3, line: 42, column: 3)
!117 = !DILocation(line: 42, column: 12, scope: !116)
!118 = !DILocation(line: 42, column: 8, scope: !116)
!119 = !DILocation(line: 42, column: 19, scope: !120)
!120 = distinct !DILexicalBlock(scope: !116, file: !3, line: 42, column: 3)
!121 = !DILocation(line: 42, column: 21, scope: !120)
!122 = !DILocation(line: 42, column: 3, scope: !116)
!123 = !DILocation(line: 43, column: 20, scope: !120)
!124 = !DILocation(line: 43, column: 18, scope: !120)
!125 = !DILocation(line: 43, column: 5, scope: !120)
!126 = !DILocation(line: 42, column: 27, scope: !120)
!127 = !DILocation(line: 42, column: 3, scope: !120)
!128 = distinct !{!128, !122, !129, !72}
!129 = !DILocation(line: 43, column: 25, scope: !116)
!130 = !DILocation(line: 44, column: 3, scope: !89)
