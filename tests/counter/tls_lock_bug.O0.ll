; ModuleID = 'tls_lock_bug.c'
source_filename = "tls_lock_bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@entered = dso_local thread_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"entered == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [15 x i8] c"tls_lock_bug.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16
@lock = dso_local global i32 0, align 4, !dbg !22
@inside = dso_local global i32 0, align 4, !dbg !25
@.str.2 = private unnamed_addr constant [12 x i8] c"inside == 1\00", align 1, !dbg !27
@__PRETTY_FUNCTION__.enter = private unnamed_addr constant [18 x i8] c"void enter(int *)\00", align 1, !dbg !32

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !45 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !50, !DIExpression(), !51)
  %3 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @entered), !dbg !52
  call void @enter(ptr noundef %3), !dbg !53
  %4 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @entered), !dbg !54
  call void @enter(ptr noundef %4), !dbg !55
  %5 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @entered), !dbg !56
  %6 = load i32, ptr %5, align 4, !dbg !56
  %7 = icmp eq i32 %6, 2, !dbg !56
  br i1 %7, label %8, label %9, !dbg !59

8:                                                ; preds = %1
  br label %10, !dbg !59

9:                                                ; preds = %1
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 25, ptr noundef @__PRETTY_FUNCTION__.worker) #6, !dbg !56
  unreachable, !dbg !56

10:                                               ; preds = %8
  ret ptr null, !dbg !60
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @enter(ptr noundef %0) #0 !dbg !61 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !65, !DIExpression(), !66)
  br label %6, !dbg !67

6:                                                ; preds = %11, %1
  store i32 1, ptr %3, align 4, !dbg !68
  %7 = load i32, ptr %3, align 4, !dbg !68
  %8 = atomicrmw xchg ptr @lock, i32 %7 acquire, align 4, !dbg !68
  store i32 %8, ptr %4, align 4, !dbg !68
  %9 = load i32, ptr %4, align 4, !dbg !68
  %10 = icmp ne i32 %9, 0, !dbg !67
  br i1 %10, label %11, label %12, !dbg !67

11:                                               ; preds = %6
  br label %6, !dbg !67, !llvm.loop !69

12:                                               ; preds = %6
  %13 = load i32, ptr @inside, align 4, !dbg !72
  %14 = add nsw i32 %13, 1, !dbg !72
  store i32 %14, ptr @inside, align 4, !dbg !72
  %15 = load i32, ptr @inside, align 4, !dbg !73
  %16 = icmp eq i32 %15, 1, !dbg !73
  br i1 %16, label %17, label %18, !dbg !76

17:                                               ; preds = %12
  br label %19, !dbg !76

18:                                               ; preds = %12
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 16, ptr noundef @__PRETTY_FUNCTION__.enter) #6, !dbg !73
  unreachable, !dbg !73

19:                                               ; preds = %17
  %20 = load ptr, ptr %2, align 8, !dbg !77
  %21 = load i32, ptr %20, align 4, !dbg !78
  %22 = add nsw i32 %21, 1, !dbg !78
  store i32 %22, ptr %20, align 4, !dbg !78
  store i32 0, ptr %5, align 4, !dbg !79
  %23 = load i32, ptr %5, align 4, !dbg !79
  store atomic i32 %23, ptr @lock release, align 4, !dbg !79
  %24 = load i32, ptr @inside, align 4, !dbg !80
  %25 = add nsw i32 %24, -1, !dbg !80
  store i32 %25, ptr @inside, align 4, !dbg !80
  ret void, !dbg !81
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !82 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !87, !DIExpression(), !88)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !89, !DIExpression(), !90)
    #dbg_declare(ptr %6, !91, !DIExpression(), !92)
  %9 = load i32, ptr %4, align 4, !dbg !93
  %10 = icmp sgt i32 %9, 1, !dbg !94
  br i1 %10, label %11, label %16, !dbg !93

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8, !dbg !95
  %13 = getelementptr inbounds ptr, ptr %12, i64 1, !dbg !95
  %14 = load ptr, ptr %13, align 8, !dbg !95
  %15 = call i32 @atoi(ptr noundef %14) #7, !dbg !96
  br label %17, !dbg !93

16:                                               ; preds = %2
  br label %17, !dbg !93

17:                                               ; preds = %16, %11
  %18 = phi i32 [ %15, %11 ], [ -1, %16 ], !dbg !93
  store i32 %18, ptr %6, align 4, !dbg !92
    #dbg_declare(ptr %7, !97, !DIExpression(), !101)
  %19 = load i32, ptr %6, align 4, !dbg !102
  %20 = icmp slt i32 %19, 0, !dbg !104
  br i1 %20, label %21, label %24, !dbg !105

21:                                               ; preds = %17
  br label %22, !dbg !106

22:                                               ; preds = %21, %22
  %23 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @worker, ptr noundef null) #8, !dbg !107
  br label %22, !dbg !106, !llvm.loop !108

24:                                               ; preds = %17
    #dbg_declare(ptr %8, !110, !DIExpression(), !112)
  store i32 0, ptr %8, align 4, !dbg !112
  br label %25, !dbg !113

25:                                               ; preds = %31, %24
  %26 = load i32, ptr %8, align 4, !dbg !114
  %27 = load i32, ptr %6, align 4, !dbg !116
  %28 = icmp slt i32 %26, %27, !dbg !117
  br i1 %28, label %29, label %34, !dbg !118

29:                                               ; preds = %25
  %30 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @worker, ptr noundef null) #8, !dbg !119
  br label %31, !dbg !119

31:                                               ; preds = %29
  %32 = load i32, ptr %8, align 4, !dbg !120
  %33 = add nsw i32 %32, 1, !dbg !120
  store i32 %33, ptr %8, align 4, !dbg !120
  br label %25, !dbg !121, !llvm.loop !122

34:                                               ; preds = %25
  call void @pthread_exit(ptr noundef null) #9, !dbg !124
  unreachable, !dbg !124
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #4

; Function Attrs: noreturn
declare void @pthread_exit(ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind }
attributes #9 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "entered", scope: !2, file: !3, line: 10, type: !24, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tls_lock_bug.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "20775e51c22aa8794e09272334bdc317")
!4 = !{!5, !11, !16, !22, !25, !0, !27, !32}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 120, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 15)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 9, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "inside", scope: !2, file: !3, line: 9, type: !24, isLocal: false, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 12)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 144, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 18)
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 8, !"PIC Level", i32 2}
!41 = !{i32 7, !"PIE Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 2}
!43 = !{i32 7, !"frame-pointer", i32 2}
!44 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!45 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 22, type: !46, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !49)
!46 = !DISubroutineType(types: !47)
!47 = !{!48, !48}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!49 = !{}
!50 = !DILocalVariable(name: "arg", arg: 1, scope: !45, file: !3, line: 22, type: !48)
!51 = !DILocation(line: 22, column: 20, scope: !45)
!52 = !DILocation(line: 23, column: 10, scope: !45)
!53 = !DILocation(line: 23, column: 3, scope: !45)
!54 = !DILocation(line: 24, column: 10, scope: !45)
!55 = !DILocation(line: 24, column: 3, scope: !45)
!56 = !DILocation(line: 25, column: 3, scope: !57)
!57 = distinct !DILexicalBlock(scope: !58, file: !3, line: 25, column: 3)
!58 = distinct !DILexicalBlock(scope: !45, file: !3, line: 25, column: 3)
!59 = !DILocation(line: 25, column: 3, scope: !58)
!60 = !DILocation(line: 26, column: 3, scope: !45)
!61 = distinct !DISubprogram(name: "enter", scope: !3, file: !3, line: 12, type: !62, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !49)
!62 = !DISubroutineType(types: !63)
!63 = !{null, !64}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!65 = !DILocalVariable(name: "mine", arg: 1, scope: !61, file: !3, line: 12, type: !64)
!66 = !DILocation(line: 12, column: 50, scope: !61)
!67 = !DILocation(line: 13, column: 3, scope: !61)
!68 = !DILocation(line: 13, column: 10, scope: !61)
!69 = distinct !{!69, !67, !70, !71}
!70 = !DILocation(line: 14, column: 5, scope: !61)
!71 = !{!"llvm.loop.mustprogress"}
!72 = !DILocation(line: 15, column: 9, scope: !61)
!73 = !DILocation(line: 16, column: 3, scope: !74)
!74 = distinct !DILexicalBlock(scope: !75, file: !3, line: 16, column: 3)
!75 = distinct !DILexicalBlock(scope: !61, file: !3, line: 16, column: 3)
!76 = !DILocation(line: 16, column: 3, scope: !75)
!77 = !DILocation(line: 17, column: 6, scope: !61)
!78 = !DILocation(line: 17, column: 3, scope: !61)
!79 = !DILocation(line: 18, column: 3, scope: !61)
!80 = !DILocation(line: 19, column: 9, scope: !61)
!81 = !DILocation(line: 20, column: 1, scope: !61)
!82 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !83, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !49)
!83 = !DISubroutineType(types: !84)
!84 = !{!24, !24, !85}
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!87 = !DILocalVariable(name: "argc", arg: 1, scope: !82, file: !3, line: 29, type: !24)
!88 = !DILocation(line: 29, column: 14, scope: !82)
!89 = !DILocalVariable(name: "argv", arg: 2, scope: !82, file: !3, line: 29, type: !85)
!90 = !DILocation(line: 29, column: 27, scope: !82)
!91 = !DILocalVariable(name: "n", scope: !82, file: !3, line: 30, type: !24)
!92 = !DILocation(line: 30, column: 7, scope: !82)
!93 = !DILocation(line: 30, column: 11, scope: !82)
!94 = !DILocation(line: 30, column: 16, scope: !82)
!95 = !DILocation(line: 30, column: 27, scope: !82)
!96 = !DILocation(line: 30, column: 22, scope: !82)
!97 = !DILocalVariable(name: "t", scope: !82, file: !3, line: 31, type: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !99, line: 27, baseType: !100)
!99 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!100 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!101 = !DILocation(line: 31, column: 13, scope: !82)
!102 = !DILocation(line: 32, column: 7, scope: !103)
!103 = distinct !DILexicalBlock(scope: !82, file: !3, line: 32, column: 7)
!104 = !DILocation(line: 32, column: 9, scope: !103)
!105 = !DILocation(line: 32, column: 7, scope: !82)
!106 = !DILocation(line: 33, column: 5, scope: !103)
!107 = !DILocation(line: 34, column: 7, scope: !103)
!108 = distinct !{!108, !106, !109}
!109 = !DILocation(line: 34, column: 38, scope: !103)
!110 = !DILocalVariable(name: "i", scope: !111, file: !3, line: 35, type: !24)
!111 = distinct !DILexicalBlock(scope: !82, file: !3, line: 35, column: 3)
!112 = !DILocation(line: 35, column: 12, scope: !111)
!113 = !DILocation(line: 35, column: 8, scope: !111)
!114 = !DILocation(line: 35, column: 19, scope: !115)
!115 = distinct !DILexicalBlock(scope: !111, file: !3, line: 35, column: 3)
!116 = !DILocation(line: 35, column: 23, scope: !115)
!117 = !DILocation(line: 35, column: 21, scope: !115)
!118 = !DILocation(line: 35, column: 3, scope: !111)
!119 = !DILocation(line: 36, column: 5, scope: !115)
!120 = !DILocation(line: 35, column: 27, scope: !115)
!121 = !DILocation(line: 35, column: 3, scope: !115)
!122 = distinct !{!122, !118, !123, !71}
!123 = !DILocation(line: 36, column: 36, scope: !111)
!124 = !DILocation(line: 37, column: 3, scope: !82)
