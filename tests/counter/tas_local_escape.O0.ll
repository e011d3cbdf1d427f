; ModuleID = 'tas_local_escape.c'
source_filename = "tas_local_escape.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@seen = dso_local global ptr null, align 8, !dbg !0
@lock = dso_local global i32 0, align 4, !dbg !22
@inside = dso_local global i32 0, align 4, !dbg !26
@.str = private unnamed_addr constant [12 x i8] c"inside == 1\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [19 x i8] c"tas_local_escape.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_atomic_TAS(ptr noundef %0, ptr noundef %1) #0 !dbg !38 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !42, !DIExpression(), !43)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !44, !DIExpression(), !45)
  %5 = load ptr, ptr %3, align 8, !dbg !46
  %6 = load volatile i32, ptr %5, align 4, !dbg !47
  %7 = load ptr, ptr %4, align 8, !dbg !48
  store volatile i32 %6, ptr %7, align 4, !dbg !49
  %8 = load ptr, ptr %3, align 8, !dbg !50
  store volatile i32 1, ptr %8, align 4, !dbg !51
  ret void, !dbg !52
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !53 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !57, !DIExpression(), !58)
    #dbg_declare(ptr %3, !59, !DIExpression(), !60)
  store volatile ptr %3, ptr @seen, align 8, !dbg !61
  call void @__VERIFIER_atomic_TAS(ptr noundef @lock, ptr noundef %3), !dbg !62
  br label %4, !dbg !63

4:                                                ; preds = %7, %1
  %5 = load i32, ptr %3, align 4, !dbg !64
  %6 = icmp ne i32 %5, 0, !dbg !63
  br i1 %6, label %7, label %8, !dbg !63

7:                                                ; preds = %4
  call void @__VERIFIER_atomic_TAS(ptr noundef @lock, ptr noundef %3), !dbg !65
  br label %4, !dbg !63, !llvm.loop !66

8:                                                ; preds = %4
  %9 = load i32, ptr @inside, align 4, !dbg !69
  %10 = add nsw i32 %9, 1, !dbg !69
  store i32 %10, ptr @inside, align 4, !dbg !69
  %11 = load i32, ptr @inside, align 4, !dbg !70
  %12 = icmp eq i32 %11, 1, !dbg !70
  br i1 %12, label %13, label %14, !dbg !73

13:                                               ; preds = %8
  br label %15, !dbg !73

14:                                               ; preds = %8
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 26, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !70
  unreachable, !dbg !70

15:                                               ; preds = %13
  %16 = load i32, ptr @inside, align 4, !dbg !74
  %17 = add nsw i32 %16, -1, !dbg !74
  store i32 %17, ptr @inside, align 4, !dbg !74
  store volatile i32 0, ptr @lock, align 4, !dbg !75
  ret ptr null, !dbg !76
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !77 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !82, !DIExpression(), !83)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !84, !DIExpression(), !85)
    #dbg_declare(ptr %6, !86, !DIExpression(), !87)
  %9 = load i32, ptr %4, align 4, !dbg !88
  %10 = icmp sgt i32 %9, 1, !dbg !89
  br i1 %10, label %11, label %16, !dbg !88

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8, !dbg !90
  %13 = getelementptr inbounds ptr, ptr %12, i64 1, !dbg !90
  %14 = load ptr, ptr %13, align 8, !dbg !90
  %15 = call i32 @atoi(ptr noundef %14) #6, !dbg !91
  br label %17, !dbg !88

16:                                               ; preds = %2
  br label %17, !dbg !88

17:                                               ; preds = %16, %11
  %18 = phi i32 [ %15, %11 ], [ -1, %16 ], !dbg !88
  store i32 %18, ptr %6, align 4, !dbg !87
    #dbg_declare(ptr %7, !92, !DIExpression(), !96)
  %19 = load i32, ptr %6, align 4, !dbg !97
  %20 = icmp slt i32 %19, 0, !dbg !99
  br i1 %20, label %21, label %24, !dbg !100

21:                                               ; preds = %17
  br label %22, !dbg !101

22:                                               ; preds = %21, %22
  %23 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !102
  br label %22, !dbg !101, !llvm.loop !103

24:                                               ; preds = %17
    #dbg_declare(ptr %8, !105, !DIExpression(), !107)
  store i32 0, ptr %8, align 4, !dbg !107
  br label %25, !dbg !108

25:                                               ; preds = %31, %24
  %26 = load i32, ptr %8, align 4, !dbg !109
  %27 = load i32, ptr %6, align 4, !dbg !111
  %28 = icmp slt i32 %26, %27, !dbg !112
  br i1 %28, label %29, label %34, !dbg !113

29:                                               ; preds = %25
  %30 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !114
  br label %31, !dbg !114

31:                                               ; preds = %29
  %32 = load i32, ptr %8, align 4, !dbg !115
  %33 = add nsw i32 %32, 1, !dbg !115
  store i32 %33, ptr %8, align 4, !dbg !115
  br label %25, !dbg !116, !llvm.loop !117

34:                                               ; preds = %25
  call void @pthread_exit(ptr noundef null) #8, !dbg !119
  unreachable, !dbg !119
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
!llvm.module.flags = !{!30, !31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "seen", scope: !2, file: !3, line: 12, type: !28, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tas_local_escape.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "f0f6e0ac409ef06d4767cb81f1880672")
!4 = !{!5, !11, !16, !22, !26, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 12)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 152, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 19)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 10, type: !24, isLocal: false, isDefinition: true)
!24 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !25)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "inside", scope: !2, file: !3, line: 11, type: !25, isLocal: false, isDefinition: true)
!28 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !29)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!32 = !{i32 1, !"wchar_size", i32 4}
!33 = !{i32 8, !"PIC Level", i32 2}
!34 = !{i32 7, !"PIE Level", i32 2}
!35 = !{i32 7, !"uwtable", i32 2}
!36 = !{i32 7, !"frame-pointer", i32 2}
!37 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!38 = distinct !DISubprogram(name: "__VERIFIER_atomic_TAS", scope: !3, file: !3, line: 14, type: !39, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !41)
!39 = !DISubroutineType(types: !40)
!40 = !{null, !29, !29}
!41 = !{}
!42 = !DILocalVariable(name: "v", arg: 1, scope: !38, file: !3, line: 14, type: !29)
!43 = !DILocation(line: 14, column: 68, scope: !38)
!44 = !DILocalVariable(name: "o", arg: 2, scope: !38, file: !3, line: 14, type: !29)
!45 = !DILocation(line: 14, column: 85, scope: !38)
!46 = !DILocation(line: 15, column: 9, scope: !38)
!47 = !DILocation(line: 15, column: 8, scope: !38)
!48 = !DILocation(line: 15, column: 4, scope: !38)
!49 = !DILocation(line: 15, column: 6, scope: !38)
!50 = !DILocation(line: 16, column: 4, scope: !38)
!51 = !DILocation(line: 16, column: 6, scope: !38)
!52 = !DILocation(line: 17, column: 1, scope: !38)
!53 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 19, type: !54, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !41)
!54 = !DISubroutineType(types: !55)
!55 = !{!56, !56}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!57 = !DILocalVariable(name: "arg", arg: 1, scope: !53, file: !3, line: 19, type: !56)
!58 = !DILocation(line: 19, column: 20, scope: !53)
!59 = !DILocalVariable(name: "cond", scope: !53, file: !3, line: 20, type: !25)
!60 = !DILocation(line: 20, column: 7, scope: !53)
!61 = !DILocation(line: 21, column: 8, scope: !53)
!62 = !DILocation(line: 22, column: 3, scope: !53)
!63 = !DILocation(line: 23, column: 3, scope: !53)
!64 = !DILocation(line: 23, column: 10, scope: !53)
!65 = !DILocation(line: 24, column: 5, scope: !53)
!66 = distinct !{!66, !63, !67, !68}
!67 = !DILocation(line: 24, column: 39, scope: !53)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocation(line: 25, column: 9, scope: !53)
!70 = !DILocation(line: 26, column: 3, scope: !71)
!71 = distinct !DILexicalBlock(scope: !72, file: !3, line: 26, column: 3)
!72 = distinct !DILexicalBlock(scope: !53, file: !3, line: 26, column: 3)
!73 = !DILocation(line: 26, column: 3, scope: !72)
!74 = !DILocation(line: 27, column: 9, scope: !53)
!75 = !DILocation(line: 28, column: 8, scope: !53)
!76 = !DILocation(line: 29, column: 3, scope: !53)
!77 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !78, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !41)
!78 = !DISubroutineType(types: !79)
!79 = !{!25, !25, !80}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!82 = !DILocalVariable(name: "argc", arg: 1, scope: !77, file: !3, line: 32, type: !25)
!83 = !DILocation(line: 32, column: 14, scope: !77)
!84 = !DILocalVariable(name: "argv", arg: 2, scope: !77, file: !3, line: 32, type: !80)
!85 = !DILocation(line: 32, column: 27, scope: !77)
!86 = !DILocalVariable(name: "n", scope: !77, file: !3, line: 33, type: !25)
!87 = !DILocation(line: 33, column: 7, scope: !77)
!88 = !DILocation(line: 33, column: 11, scope: !77)
!89 = !DILocation(line: 33, column: 16, scope: !77)
!90 = !DILocation(line: 33, column: 27, scope: !77)
!91 = !DILocation(line: 33, column: 22, scope: !77)
!92 = !DILocalVariable(name: "t", scope: !77, file: !3, line: 34, type: !93)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !94, line: 27, baseType: !95)
!94 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!95 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!96 = !DILocation(line: 34, column: 13, scope: !77)
!97 = !DILocation(line: 35, column: 7, scope: !98)
!98 = distinct !DILexicalBlock(scope: !77, file: !3, line: 35, column: 7)
!99 = !DILocation(line: 35, column: 9, scope: !98)
!100 = !DILocation(line: 35, column: 7, scope: !77)
!101 = !DILocation(line: 36, column: 5, scope: !98)
!102 = !DILocation(line: 37, column: 7, scope: !98)
!103 = distinct !{!103, !101, !104}
!104 = !DILocation(line: 37, column: 38, scope: !98)
!105 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 38, type: !25)
!106 = distinct !DILexicalBlock(scope: !77, file: !3, line: 38, column: 3)
!107 = !DILocation(line: 38, column: 12, scope: !106)
!108 = !DILocation(line: 38, column: 8, scope: !106)
!109 = !DILocation(line: 38, column: 19, scope: !110)
!110 = distinct !DILexicalBlock(scope: !106, file: !3, line: 38, column: 3)
!111 = !DILocation(line: 38, column: 23, scope: !110)
!112 = !DILocation(line: 38, column: 21, scope: !110)
!113 = !DILocation(line: 38, column: 3, scope: !106)
!114 = !DILocation(line: 39, column: 5, scope: !110)
!115 = !DILocation(line: 38, column: 27, scope: !110)
!116 = !DILocation(line: 38, column: 3, scope: !110)
!117 = distinct !{!117, !113, !118, !68}
!118 = !DILocation(line: 39, column: 36, scope: !106)
!119 = !DILocation(line: 40, column: 3, scope: !77)
