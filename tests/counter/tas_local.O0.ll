; ModuleID = 'tas_local.c'
source_filename = "tas_local.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@lock = dso_local global i32 0, align 4, !dbg !0
@inside = dso_local global i32 0, align 4, !dbg !19
@.str = private unnamed_addr constant [12 x i8] c"inside == 1\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [12 x i8] c"tas_local.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !13

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_atomic_TAS(ptr noundef %0, ptr noundef %1) #0 !dbg !31 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !36, !DIExpression(), !37)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !38, !DIExpression(), !39)
  %5 = load ptr, ptr %3, align 8, !dbg !40
  %6 = load volatile i32, ptr %5, align 4, !dbg !41
  %7 = load ptr, ptr %4, align 8, !dbg !42
  store volatile i32 %6, ptr %7, align 4, !dbg !43
  %8 = load ptr, ptr %3, align 8, !dbg !44
  store volatile i32 1, ptr %8, align 4, !dbg !45
  ret void, !dbg !46
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !47 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !51, !DIExpression(), !52)
    #dbg_declare(ptr %3, !53, !DIExpression(), !54)
  call void @__VERIFIER_atomic_TAS(ptr noundef @lock, ptr noundef %3), !dbg !55
  br label %4, !dbg !56

4:                                                ; preds = %7, %1
  %5 = load i32, ptr %3, align 4, !dbg !57
  %6 = icmp ne i32 %5, 0, !dbg !56
  br i1 %6, label %7, label %8, !dbg !56

7:                                                ; preds = %4
  call void @__VERIFIER_atomic_TAS(ptr noundef @lock, ptr noundef %3), !dbg !58
  br label %4, !dbg !56, !llvm.loop !59

8:                                                ; preds = %4
  %9 = load i32, ptr @inside, align 4, !dbg !62
  %10 = add nsw i32 %9, 1, !dbg !62
  store i32 %10, ptr @inside, align 4, !dbg !62
  %11 = load i32, ptr @inside, align 4, !dbg !63
  %12 = icmp eq i32 %11, 1, !dbg !63
  br i1 %12, label %13, label %14, !dbg !66

13:                                               ; preds = %8
  br label %15, !dbg !66

14:                                               ; preds = %8
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 26, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !63
  unreachable, !dbg !63

15:                                               ; preds = %13
  %16 = load i32, ptr @inside, align 4, !dbg !67
  %17 = add nsw i32 %16, -1, !dbg !67
  store i32 %17, ptr @inside, align 4, !dbg !67
  store volatile i32 0, ptr @lock, align 4, !dbg !68
  ret ptr null, !dbg !69
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !70 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !75, !DIExpression(), !76)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !77, !DIExpression(), !78)
    #dbg_declare(ptr %6, !79, !DIExpression(), !80)
  %9 = load i32, ptr %4, align 4, !dbg !81
  %10 = icmp sgt i32 %9, 1, !dbg !82
  br i1 %10, label %11, label %16, !dbg !81

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8, !dbg !83
  %13 = getelementptr inbounds ptr, ptr %12, i64 1, !dbg !83
  %14 = load ptr, ptr %13, align 8, !dbg !83
  %15 = call i32 @atoi(ptr noundef %14) #6, !dbg !84
  br label %17, !dbg !81

16:                                               ; preds = %2
  br label %17, !dbg !81

17:                                               ; preds = %16, %11
  %18 = phi i32 [ %15, %11 ], [ -1, %16 ], !dbg !81
  store i32 %18, ptr %6, align 4, !dbg !80
    #dbg_declare(ptr %7, !85, !DIExpression(), !89)
  %19 = load i32, ptr %6, align 4, !dbg !90
  %20 = icmp slt i32 %19, 0, !dbg !92
  br i1 %20, label %21, label %24, !dbg !93

21:                                               ; preds = %17
  br label %22, !dbg !94

22:                                               ; preds = %21, %22
  %23 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !95
  br label %22, !dbg !94, !llvm.loop !96

24:                                               ; preds = %17
    #dbg_declare(ptr %8, !98, !DIExpression(), !100)
  store i32 0, ptr %8, align 4, !dbg !100
  br label %25, !dbg !101

25:                                               ; preds = %31, %24
  %26 = load i32, ptr %8, align 4, !dbg !102
  %27 = load i32, ptr %6, align 4, !dbg !104
  %28 = icmp slt i32 %26, %27, !dbg !105
  br i1 %28, label %29, label %34, !dbg !106

29:                                               ; preds = %25
  %30 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !107
  br label %31, !dbg !107

31:                                               ; preds = %29
  %32 = load i32, ptr %8, align 4, !dbg !108
  %33 = add nsw i32 %32, 1, !dbg !108
  store i32 %33, ptr %8, align 4, !dbg !108
  br label %25, !dbg !109, !llvm.loop !110

34:                                               ; preds = %25
  call void @pthread_exit(ptr noundef null) #8, !dbg !112
  unreachable, !dbg !112
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
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 12, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tas_local.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "219bf7bca4dfaa239ed01c16e6100359")
!4 = !{!5, !11, !13, !0, !19}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 12)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !7, isLocal: true, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 168, elements: !17)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!17 = !{!18}
!18 = !DISubrange(count: 21)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "inside", scope: !2, file: !3, line: 13, type: !21, isLocal: false, isDefinition: true)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !21)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"frame-pointer", i32 2}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "__VERIFIER_atomic_TAS", scope: !3, file: !3, line: 15, type: !32, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{null, !34, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!35 = !{}
!36 = !DILocalVariable(name: "v", arg: 1, scope: !31, file: !3, line: 15, type: !34)
!37 = !DILocation(line: 15, column: 68, scope: !31)
!38 = !DILocalVariable(name: "o", arg: 2, scope: !31, file: !3, line: 15, type: !34)
!39 = !DILocation(line: 15, column: 85, scope: !31)
!40 = !DILocation(line: 16, column: 9, scope: !31)
!41 = !DILocation(line: 16, column: 8, scope: !31)
!42 = !DILocation(line: 16, column: 4, scope: !31)
!43 = !DILocation(line: 16, column: 6, scope: !31)
!44 = !DILocation(line: 17, column: 4, scope: !31)
!45 = !DILocation(line: 17, column: 6, scope: !31)
!46 = !DILocation(line: 18, column: 1, scope: !31)
!47 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 20, type: !48, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !35)
!48 = !DISubroutineType(types: !49)
!49 = !{!50, !50}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!51 = !DILocalVariable(name: "arg", arg: 1, scope: !47, file: !3, line: 20, type: !50)
!52 = !DILocation(line: 20, column: 20, scope: !47)
!53 = !DILocalVariable(name: "cond", scope: !47, file: !3, line: 21, type: !21)
!54 = !DILocation(line: 21, column: 7, scope: !47)
!55 = !DILocation(line: 22, column: 3, scope: !47)
!56 = !DILocation(line: 23, column: 3, scope: !47)
!57 = !DILocation(line: 23, column: 10, scope: !47)
!58 = !DILocation(line: 24, column: 5, scope: !47)
!59 = distinct !{!59, !56, !60, !61}
!60 = !DILocation(line: 24, column: 39, scope: !47)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !DILocation(line: 25, column: 9, scope: !47)
!63 = !DILocation(line: 26, column: 3, scope: !64)
!64 = distinct !DILexicalBlock(scope: !65, file: !3, line: 26, column: 3)
!65 = distinct !DILexicalBlock(scope: !47, file: !3, line: 26, column: 3)
!66 = !DILocation(line: 26, column: 3, scope: !65)
!67 = !DILocation(line: 27, column: 9, scope: !47)
!68 = !DILocation(line: 28, column: 8, scope: !47)
!69 = !DILocation(line: 29, column: 3, scope: !47)
!70 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !71, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !35)
!71 = !DISubroutineType(types: !72)
!72 = !{!21, !21, !73}
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!75 = !DILocalVariable(name: "argc", arg: 1, scope: !70, file: !3, line: 32, type: !21)
!76 = !DILocation(line: 32, column: 14, scope: !70)
!77 = !DILocalVariable(name: "argv", arg: 2, scope: !70, file: !3, line: 32, type: !73)
!78 = !DILocation(line: 32, column: 27, scope: !70)
!79 = !DILocalVariable(name: "n", scope: !70, file: !3, line: 33, type: !21)
!80 = !DILocation(line: 33, column: 7, scope: !70)
!81 = !DILocation(line: 33, column: 11, scope: !70)
!82 = !DILocation(line: 33, column: 16, scope: !70)
!83 = !DILocation(line: 33, column: 27, scope: !70)
!84 = !DILocation(line: 33, column: 22, scope: !70)
!85 = !DILocalVariable(name: "t", scope: !70, file: !3, line: 34, type: !86)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !87, line: 27, baseType: !88)
!87 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!88 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!89 = !DILocation(line: 34, column: 13, scope: !70)
!90 = !DILocation(line: 35, column: 7, scope: !91)
!91 = distinct !DILexicalBlock(scope: !70, file: !3, line: 35, column: 7)
!92 = !DILocation(line: 35, column: 9, scope: !91)
!93 = !DILocation(line: 35, column: 7, scope: !70)
!94 = !DILocation(line: 36, column: 5, scope: !91)
!95 = !DILocation(line: 37, column: 7, scope: !91)
!96 = distinct !{!96, !94, !97}
!97 = !DILocation(line: 37, column: 38, scope: !91)
!98 = !DILocalVariable(name: "i", scope: !99, file: !3, line: 38, type: !21)
!99 = distinct !DILexicalBlock(scope: !70, file: !3, line: 38, column: 3)
!100 = !DILocation(line: 38, column: 12, scope: !99)
!101 = !DILocation(line: 38, column: 8, scope: !99)
!102 = !DILocation(line: 38, column: 19, scope: !103)
!103 = distinct !DILexicalBlock(scope: !99, file: !3, line: 38, column: 3)
!104 = !DILocation(line: 38, column: 23, scope: !103)
!105 = !DILocation(line: 38, column: 21, scope: !103)
!106 = !DILocation(line: 38, column: 3, scope: !99)
!107 = !DILocation(line: 39, column: 5, scope: !103)
!108 = !DILocation(line: 38, column: 27, scope: !103)
!109 = !DILocation(line: 38, column: 3, scope: !103)
!110 = distinct !{!110, !106, !111, !61}
!111 = !DILocation(line: 39, column: 36, scope: !99)
!112 = !DILocation(line: 40, column: 3, scope: !70)
