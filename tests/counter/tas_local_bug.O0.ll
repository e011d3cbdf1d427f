; ModuleID = 'tas_local_bug.c'
source_filename = "tas_local_bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@lock = dso_local global i32 0, align 4, !dbg !0
@inside = dso_local global i32 0, align 4, !dbg !22
@.str = private unnamed_addr constant [12 x i8] c"inside == 1\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [16 x i8] c"tas_local_bug.c\00", align 1, !dbg !11
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
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !50 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !54, !DIExpression(), !55)
    #dbg_declare(ptr %3, !56, !DIExpression(), !57)
  call void @__VERIFIER_atomic_TAS(ptr noundef @lock, ptr noundef %3), !dbg !58
  %4 = load i32, ptr %3, align 4, !dbg !59
  %5 = icmp ne i32 %4, 0, !dbg !59
  br i1 %5, label %6, label %7, !dbg !61

6:                                                ; preds = %1
  call void @__VERIFIER_atomic_TAS(ptr noundef @lock, ptr noundef %3), !dbg !62
  br label %7, !dbg !62

7:                                                ; preds = %6, %1
  %8 = load i32, ptr @inside, align 4, !dbg !63
  %9 = add nsw i32 %8, 1, !dbg !63
  store i32 %9, ptr @inside, align 4, !dbg !63
  %10 = load i32, ptr @inside, align 4, !dbg !64
  %11 = icmp eq i32 %10, 1, !dbg !64
  br i1 %11, label %12, label %13, !dbg !67

12:                                               ; preds = %7
  br label %14, !dbg !67

13:                                               ; preds = %7
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 22, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !64
  unreachable, !dbg !64

14:                                               ; preds = %12
  %15 = load i32, ptr @inside, align 4, !dbg !68
  %16 = add nsw i32 %15, -1, !dbg !68
  store i32 %16, ptr @inside, align 4, !dbg !68
  store volatile i32 0, ptr @lock, align 4, !dbg !69
  ret ptr null, !dbg !70
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !71 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !76, !DIExpression(), !77)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !78, !DIExpression(), !79)
    #dbg_declare(ptr %6, !80, !DIExpression(), !81)
  %9 = load i32, ptr %4, align 4, !dbg !82
  %10 = icmp sgt i32 %9, 1, !dbg !83
  br i1 %10, label %11, label %16, !dbg !82

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8, !dbg !84
  %13 = getelementptr inbounds ptr, ptr %12, i64 1, !dbg !84
  %14 = load ptr, ptr %13, align 8, !dbg !84
  %15 = call i32 @atoi(ptr noundef %14) #6, !dbg !85
  br label %17, !dbg !82

16:                                               ; preds = %2
  br label %17, !dbg !82

17:                                               ; preds = %16, %11
  %18 = phi i32 [ %15, %11 ], [ -1, %16 ], !dbg !82
  store i32 %18, ptr %6, align 4, !dbg !81
    #dbg_declare(ptr %7, !86, !DIExpression(), !90)
  %19 = load i32, ptr %6, align 4, !dbg !91
  %20 = icmp slt i32 %19, 0, !dbg !93
  br i1 %20, label %21, label %24, !dbg !94

21:                                               ; preds = %17
  br label %22, !dbg !95

22:                                               ; preds = %21, %22
  %23 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !96
  br label %22, !dbg !95, !llvm.loop !97

24:                                               ; preds = %17
    #dbg_declare(ptr %8, !99, !DIExpression(), !101)
  store i32 0, ptr %8, align 4, !dbg !101
  br label %25, !dbg !102

25:                                               ; preds = %31, %24
  %26 = load i32, ptr %8, align 4, !dbg !103
  %27 = load i32, ptr %6, align 4, !dbg !105
  %28 = icmp slt i32 %26, %27, !dbg !106
  br i1 %28, label %29, label %34, !dbg !107

29:                                               ; preds = %25
  %30 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !108
  br label %31, !dbg !108

31:                                               ; preds = %29
  %32 = load i32, ptr %8, align 4, !dbg !109
  %33 = add nsw i32 %32, 1, !dbg !109
  store i32 %33, ptr %8, align 4, !dbg !109
  br label %25, !dbg !110, !llvm.loop !111

34:                                               ; preds = %25
  call void @pthread_exit(ptr noundef null) #8, !dbg !114
  unreachable, !dbg !114
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
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 8, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tas_local_bug.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "ea812bc7494cccd46d370f0ebe86ac67")
!4 = !{!5, !11, !16, !0, !22}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 12)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 16)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "inside", scope: !2, file: !3, line: 9, type: !24, isLocal: false, isDefinition: true)
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
!34 = distinct !DISubprogram(name: "__VERIFIER_atomic_TAS", scope: !3, file: !3, line: 11, type: !35, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !38)
!35 = !DISubroutineType(types: !36)
!36 = !{null, !37, !37}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!38 = !{}
!39 = !DILocalVariable(name: "v", arg: 1, scope: !34, file: !3, line: 11, type: !37)
!40 = !DILocation(line: 11, column: 68, scope: !34)
!41 = !DILocalVariable(name: "o", arg: 2, scope: !34, file: !3, line: 11, type: !37)
!42 = !DILocation(line: 11, column: 85, scope: !34)
!43 = !DILocation(line: 12, column: 9, scope: !34)
!44 = !DILocation(line: 12, column: 8, scope: !34)
!45 = !DILocation(line: 12, column: 4, scope: !34)
!46 = !DILocation(line: 12, column: 6, scope: !34)
!47 = !DILocation(line: 13, column: 4, scope: !34)
!48 = !DILocation(line: 13, column: 6, scope: !34)
!49 = !DILocation(line: 14, column: 1, scope: !34)
!50 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 16, type: !51, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !38)
!51 = !DISubroutineType(types: !52)
!52 = !{!53, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!54 = !DILocalVariable(name: "arg", arg: 1, scope: !50, file: !3, line: 16, type: !53)
!55 = !DILocation(line: 16, column: 20, scope: !50)
!56 = !DILocalVariable(name: "cond", scope: !50, file: !3, line: 17, type: !24)
!57 = !DILocation(line: 17, column: 7, scope: !50)
!58 = !DILocation(line: 18, column: 3, scope: !50)
!59 = !DILocation(line: 19, column: 7, scope: !60)
!60 = distinct !DILexicalBlock(scope: !50, file: !3, line: 19, column: 7)
!61 = !DILocation(line: 19, column: 7, scope: !50)
!62 = !DILocation(line: 20, column: 5, scope: !60)
!63 = !DILocation(line: 21, column: 9, scope: !50)
!64 = !DILocation(line: 22, column: 3, scope: !65)
!65 = distinct !DILexicalBlock(scope: !66, file: !3, line: 22, column: 3)
!66 = distinct !DILexicalBlock(scope: !50, file: !3, line: 22, column: 3)
!67 = !DILocation(line: 22, column: 3, scope: !66)
!68 = !DILocation(line: 23, column: 9, scope: !50)
!69 = !DILocation(line: 24, column: 8, scope: !50)
!70 = !DILocation(line: 25, column: 3, scope: !50)
!71 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !72, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !38)
!72 = !DISubroutineType(types: !73)
!73 = !{!24, !24, !74}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!76 = !DILocalVariable(name: "argc", arg: 1, scope: !71, file: !3, line: 28, type: !24)
!77 = !DILocation(line: 28, column: 14, scope: !71)
!78 = !DILocalVariable(name: "argv", arg: 2, scope: !71, file: !3, line: 28, type: !74)
!79 = !DILocation(line: 28, column: 27, scope: !71)
!80 = !DILocalVariable(name: "n", scope: !71, file: !3, line: 29, type: !24)
!81 = !DILocation(line: 29, column: 7, scope: !71)
!82 = !DILocation(line: 29, column: 11, scope: !71)
!83 = !DILocation(line: 29, column: 16, scope: !71)
!84 = !DILocation(line: 29, column: 27, scope: !71)
!85 = !DILocation(line: 29, column: 22, scope: !71)
!86 = !DILocalVariable(name: "t", scope: !71, file: !3, line: 30, type: !87)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !88, line: 27, baseType: !89)
!88 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!89 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!90 = !DILocation(line: 30, column: 13, scope: !71)
!91 = !DILocation(line: 31, column: 7, scope: !92)
!92 = distinct !DILexicalBlock(scope: !71, file: !3, line: 31, column: 7)
!93 = !DILocation(line: 31, column: 9, scope: !92)
!94 = !DILocation(line: 31, column: 7, scope: !71)
!95 = !DILocation(line: 32, column: 5, scope: !92)
!96 = !DILocation(line: 33, column: 7, scope: !92)
!97 = distinct !{!97, !95, !98}
!98 = !DILocation(line: 33, column: 38, scope: !92)
!99 = !DILocalVariable(name: "i", scope: !100, file: !3, line: 34, type: !24)
!100 = distinct !DILexicalBlock(scope: !71, file: !3, line: 34, column: 3)
!101 = !DILocation(line: 34, column: 12, scope: !100)
!102 = !DILocation(line: 34, column: 8, scope: !100)
!103 = !DILocation(line: 34, column: 19, scope: !104)
!104 = distinct !DILexicalBlock(scope: !100, file: !3, line: 34, column: 3)
!105 = !DILocation(line: 34, column: 23, scope: !104)
!106 = !DILocation(line: 34, column: 21, scope: !104)
!107 = !DILocation(line: 34, column: 3, scope: !100)
!108 = !DILocation(line: 35, column: 5, scope: !104)
!109 = !DILocation(line: 34, column: 27, scope: !104)
!110 = !DILocation(line: 34, column: 3, scope: !104)
!111 = distinct !{!111, !107, !112, !113}
!112 = !DILocation(line: 35, column: 36, scope: !100)
!113 = !{!"llvm.loop.mustprogress"}
!114 = !DILocation(line: 36, column: 3, scope: !71)
