; ModuleID = 'array-by-tid.c'
source_filename = "array-by-tid.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@a = dso_local global [3 x i32] zeroinitializer, align 4, !dbg !0
@.src = private unnamed_addr constant [15 x i8] c"array-by-tid.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 19 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 23 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 23 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 26, i32 23 }, ptr @0 }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 29, i32 9 }, ptr @0 }
@6 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 28, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !21 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !25, !DIExpression(), !26)
    #dbg_declare(ptr %3, !27, !DIExpression(), !28)
  %5 = load ptr, ptr %2, align 4, !dbg !29
  %6 = load i32, ptr %5, align 4, !dbg !30
  store i32 %6, ptr %3, align 4, !dbg !28
    #dbg_declare(ptr %4, !31, !DIExpression(), !32)
  store i32 0, ptr %4, align 4, !dbg !33
  br label %7, !dbg !35

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %4, align 4, !dbg !36
  %9 = icmp slt i32 %8, 2, !dbg !38
  br i1 %9, label %10, label %31, !dbg !39

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4, !dbg !40
  %12 = getelementptr inbounds [3 x i32], ptr @a, i32 0, i32 %11, !dbg !41
  %13 = load i32, ptr %12, align 4, !dbg !41
  %14 = load i32, ptr %3, align 4, !dbg !42
  %15 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %13, i32 %14), !dbg !43, !nosanitize !24
  %16 = extractvalue { i32, i1 } %15, 0, !dbg !43, !nosanitize !24
  %17 = extractvalue { i32, i1 } %15, 1, !dbg !43, !nosanitize !24
  %18 = xor i1 %17, true, !dbg !43, !nosanitize !24
  br i1 %18, label %20, label %19, !dbg !43, !prof !44, !nosanitize !24

19:                                               ; preds = %10
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %13, i32 %14) #5, !dbg !43, !nosanitize !24
  br label %20, !dbg !43, !nosanitize !24

20:                                               ; preds = %19, %10
  %21 = load i32, ptr %3, align 4, !dbg !45
  %22 = getelementptr inbounds [3 x i32], ptr @a, i32 0, i32 %21, !dbg !46
  store i32 %16, ptr %22, align 4, !dbg !47
  br label %23, !dbg !46

23:                                               ; preds = %20
  %24 = load i32, ptr %4, align 4, !dbg !48
  %25 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %24, i32 1), !dbg !48, !nosanitize !24
  %26 = extractvalue { i32, i1 } %25, 0, !dbg !48, !nosanitize !24
  %27 = extractvalue { i32, i1 } %25, 1, !dbg !48, !nosanitize !24
  %28 = xor i1 %27, true, !dbg !48, !nosanitize !24
  br i1 %28, label %30, label %29, !dbg !48, !prof !44, !nosanitize !24

29:                                               ; preds = %23
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %24, i32 1) #5, !dbg !48, !nosanitize !24
  br label %30, !dbg !48, !nosanitize !24

30:                                               ; preds = %29, %23
  store i32 %26, ptr %4, align 4, !dbg !48
  br label %7, !dbg !49, !llvm.loop !50

31:                                               ; preds = %7
  ret ptr null, !dbg !53
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !54 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i32], align 4
  %3 = alloca [3 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !57, !DIExpression(), !62)
    #dbg_declare(ptr %3, !63, !DIExpression(), !64)
    #dbg_declare(ptr %4, !65, !DIExpression(), !66)
    #dbg_declare(ptr %5, !67, !DIExpression(), !68)
  store i32 0, ptr %5, align 4, !dbg !68
  store i32 0, ptr %4, align 4, !dbg !69
  br label %6, !dbg !71

6:                                                ; preds = %25, %0
  %7 = load i32, ptr %4, align 4, !dbg !72
  %8 = icmp slt i32 %7, 3, !dbg !74
  br i1 %8, label %9, label %26, !dbg !75

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4, !dbg !76
  %11 = load i32, ptr %4, align 4, !dbg !78
  %12 = getelementptr inbounds [3 x i32], ptr %3, i32 0, i32 %11, !dbg !79
  store i32 %10, ptr %12, align 4, !dbg !80
  %13 = load i32, ptr %4, align 4, !dbg !81
  %14 = getelementptr inbounds [3 x i32], ptr %2, i32 0, i32 %13, !dbg !82
  %15 = load i32, ptr %4, align 4, !dbg !83
  %16 = getelementptr inbounds [3 x i32], ptr %3, i32 0, i32 %15, !dbg !84
  %17 = call i32 @pthread_create(ptr noundef %14, ptr noundef null, ptr noundef @worker, ptr noundef %16) #5, !dbg !85
  br label %18, !dbg !86

18:                                               ; preds = %9
  %19 = load i32, ptr %4, align 4, !dbg !87
  %20 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %19, i32 1), !dbg !87, !nosanitize !24
  %21 = extractvalue { i32, i1 } %20, 0, !dbg !87, !nosanitize !24
  %22 = extractvalue { i32, i1 } %20, 1, !dbg !87, !nosanitize !24
  %23 = xor i1 %22, true, !dbg !87, !nosanitize !24
  br i1 %23, label %25, label %24, !dbg !87, !prof !44, !nosanitize !24

24:                                               ; preds = %18
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %19, i32 1) #5, !dbg !87, !nosanitize !24
  br label %25, !dbg !87, !nosanitize !24

25:                                               ; preds = %24, %18
  store i32 %21, ptr %4, align 4, !dbg !87
  br label %6, !dbg !88, !llvm.loop !89

26:                                               ; preds = %6
  store i32 0, ptr %4, align 4, !dbg !91
  br label %27, !dbg !93

27:                                               ; preds = %42, %26
  %28 = load i32, ptr %4, align 4, !dbg !94
  %29 = icmp slt i32 %28, 3, !dbg !96
  br i1 %29, label %30, label %43, !dbg !97

30:                                               ; preds = %27
  %31 = load i32, ptr %4, align 4, !dbg !98
  %32 = getelementptr inbounds [3 x i32], ptr %2, i32 0, i32 %31, !dbg !99
  %33 = load i32, ptr %32, align 4, !dbg !99
  %34 = call i32 @pthread_join(i32 noundef %33, ptr noundef null), !dbg !100
  br label %35, !dbg !100

35:                                               ; preds = %30
  %36 = load i32, ptr %4, align 4, !dbg !101
  %37 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %36, i32 1), !dbg !101, !nosanitize !24
  %38 = extractvalue { i32, i1 } %37, 0, !dbg !101, !nosanitize !24
  %39 = extractvalue { i32, i1 } %37, 1, !dbg !101, !nosanitize !24
  %40 = xor i1 %39, true, !dbg !101, !nosanitize !24
  br i1 %40, label %42, label %41, !dbg !101, !prof !44, !nosanitize !24

41:                                               ; preds = %35
  call void @__ubsan_handle_add_overflow(ptr @4, i32 %36, i32 1) #5, !dbg !101, !nosanitize !24
  br label %42, !dbg !101, !nosanitize !24

42:                                               ; preds = %41, %35
  store i32 %38, ptr %4, align 4, !dbg !101
  br label %27, !dbg !102, !llvm.loop !103

43:                                               ; preds = %27
  store i32 0, ptr %4, align 4, !dbg !105
  br label %44, !dbg !107

44:                                               ; preds = %65, %43
  %45 = load i32, ptr %4, align 4, !dbg !108
  %46 = icmp slt i32 %45, 3, !dbg !110
  br i1 %46, label %47, label %66, !dbg !111

47:                                               ; preds = %44
  %48 = load i32, ptr %4, align 4, !dbg !112
  %49 = getelementptr inbounds [3 x i32], ptr @a, i32 0, i32 %48, !dbg !113
  %50 = load i32, ptr %49, align 4, !dbg !113
  %51 = load i32, ptr %5, align 4, !dbg !114
  %52 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %51, i32 %50), !dbg !114, !nosanitize !24
  %53 = extractvalue { i32, i1 } %52, 0, !dbg !114, !nosanitize !24
  %54 = extractvalue { i32, i1 } %52, 1, !dbg !114, !nosanitize !24
  %55 = xor i1 %54, true, !dbg !114, !nosanitize !24
  br i1 %55, label %57, label %56, !dbg !114, !prof !44, !nosanitize !24

56:                                               ; preds = %47
  call void @__ubsan_handle_add_overflow(ptr @5, i32 %51, i32 %50) #5, !dbg !114, !nosanitize !24
  br label %57, !dbg !114, !nosanitize !24

57:                                               ; preds = %56, %47
  store i32 %53, ptr %5, align 4, !dbg !114
  br label %58, !dbg !115

58:                                               ; preds = %57
  %59 = load i32, ptr %4, align 4, !dbg !116
  %60 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %59, i32 1), !dbg !116, !nosanitize !24
  %61 = extractvalue { i32, i1 } %60, 0, !dbg !116, !nosanitize !24
  %62 = extractvalue { i32, i1 } %60, 1, !dbg !116, !nosanitize !24
  %63 = xor i1 %62, true, !dbg !116, !nosanitize !24
  br i1 %63, label %65, label %64, !dbg !116, !prof !44, !nosanitize !24

64:                                               ; preds = %58
  call void @__ubsan_handle_add_overflow(ptr @6, i32 %59, i32 1) #5, !dbg !116, !nosanitize !24
  br label %65, !dbg !116, !nosanitize !24

65:                                               ; preds = %64, %58
  store i32 %61, ptr %4, align 4, !dbg !116
  br label %44, !dbg !117, !llvm.loop !118

66:                                               ; preds = %44
  %67 = load i32, ptr %5, align 4, !dbg !120
  ret i32 %67, !dbg !121
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

declare i32 @pthread_join(i32 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "array-by-tid.c", directory: ".", checksumkind: CSK_MD5, checksum: "5a9763c6618154c880e0a0a8dcee951b")
!4 = !{!5, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 32)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!8 = !{!0}
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !{i32 1, !"NumRegisterParameters", i32 0}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 10, type: !22, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!7, !7}
!24 = !{}
!25 = !DILocalVariable(name: "arg", arg: 1, scope: !21, file: !3, line: 10, type: !7)
!26 = !DILocation(line: 10, column: 20, scope: !21)
!27 = !DILocalVariable(name: "id", scope: !21, file: !3, line: 11, type: !6)
!28 = !DILocation(line: 11, column: 7, scope: !21)
!29 = !DILocation(line: 11, column: 20, scope: !21)
!30 = !DILocation(line: 11, column: 12, scope: !21)
!31 = !DILocalVariable(name: "k", scope: !21, file: !3, line: 12, type: !6)
!32 = !DILocation(line: 12, column: 7, scope: !21)
!33 = !DILocation(line: 13, column: 10, scope: !34)
!34 = distinct !DILexicalBlock(scope: !21, file: !3, line: 13, column: 3)
!35 = !DILocation(line: 13, column: 8, scope: !34)
!36 = !DILocation(line: 13, column: 15, scope: !37)
!37 = distinct !DILexicalBlock(scope: !34, file: !3, line: 13, column: 3)
!38 = !DILocation(line: 13, column: 17, scope: !37)
!39 = !DILocation(line: 13, column: 3, scope: !34)
!40 = !DILocation(line: 14, column: 15, scope: !37)
!41 = !DILocation(line: 14, column: 13, scope: !37)
!42 = !DILocation(line: 14, column: 21, scope: !37)
!43 = !DILocation(line: 14, column: 19, scope: !37)
!44 = !{!"branch_weights", i32 1048575, i32 1}
!45 = !DILocation(line: 14, column: 7, scope: !37)
!46 = !DILocation(line: 14, column: 5, scope: !37)
!47 = !DILocation(line: 14, column: 11, scope: !37)
!48 = !DILocation(line: 13, column: 23, scope: !37)
!49 = !DILocation(line: 13, column: 3, scope: !37)
!50 = distinct !{!50, !39, !51, !52}
!51 = !DILocation(line: 14, column: 21, scope: !34)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocation(line: 15, column: 3, scope: !21)
!54 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !55, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!55 = !DISubroutineType(types: !56)
!56 = !{!6}
!57 = !DILocalVariable(name: "t", scope: !54, file: !3, line: 19, type: !58)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 96, elements: !10)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !60, line: 27, baseType: !61)
!60 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!61 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!62 = !DILocation(line: 19, column: 13, scope: !54)
!63 = !DILocalVariable(name: "ids", scope: !54, file: !3, line: 20, type: !9)
!64 = !DILocation(line: 20, column: 7, scope: !54)
!65 = !DILocalVariable(name: "i", scope: !54, file: !3, line: 21, type: !6)
!66 = !DILocation(line: 21, column: 7, scope: !54)
!67 = !DILocalVariable(name: "sum", scope: !54, file: !3, line: 21, type: !6)
!68 = !DILocation(line: 21, column: 10, scope: !54)
!69 = !DILocation(line: 22, column: 10, scope: !70)
!70 = distinct !DILexicalBlock(scope: !54, file: !3, line: 22, column: 3)
!71 = !DILocation(line: 22, column: 8, scope: !70)
!72 = !DILocation(line: 22, column: 15, scope: !73)
!73 = distinct !DILexicalBlock(scope: !70, file: !3, line: 22, column: 3)
!74 = !DILocation(line: 22, column: 17, scope: !73)
!75 = !DILocation(line: 22, column: 3, scope: !70)
!76 = !DILocation(line: 23, column: 14, scope: !77)
!77 = distinct !DILexicalBlock(scope: !73, file: !3, line: 22, column: 27)
!78 = !DILocation(line: 23, column: 9, scope: !77)
!79 = !DILocation(line: 23, column: 5, scope: !77)
!80 = !DILocation(line: 23, column: 12, scope: !77)
!81 = !DILocation(line: 24, column: 23, scope: !77)
!82 = !DILocation(line: 24, column: 21, scope: !77)
!83 = !DILocation(line: 24, column: 46, scope: !77)
!84 = !DILocation(line: 24, column: 42, scope: !77)
!85 = !DILocation(line: 24, column: 5, scope: !77)
!86 = !DILocation(line: 25, column: 3, scope: !77)
!87 = !DILocation(line: 22, column: 23, scope: !73)
!88 = !DILocation(line: 22, column: 3, scope: !73)
!89 = distinct !{!89, !75, !90, !52}
!90 = !DILocation(line: 25, column: 3, scope: !70)
!91 = !DILocation(line: 26, column: 10, scope: !92)
!92 = distinct !DILexicalBlock(scope: !54, file: !3, line: 26, column: 3)
!93 = !DILocation(line: 26, column: 8, scope: !92)
!94 = !DILocation(line: 26, column: 15, scope: !95)
!95 = distinct !DILexicalBlock(scope: !92, file: !3, line: 26, column: 3)
!96 = !DILocation(line: 26, column: 17, scope: !95)
!97 = !DILocation(line: 26, column: 3, scope: !92)
!98 = !DILocation(line: 27, column: 20, scope: !95)
!99 = !DILocation(line: 27, column: 18, scope: !95)
!100 = !DILocation(line: 27, column: 5, scope: !95)
!101 = !DILocation(line: 26, column: 23, scope: !95)
!102 = !DILocation(line: 26, column: 3, scope: !95)
!103 = distinct !{!103, !97, !104, !52}
!104 = !DILocation(line: 27, column: 28, scope: !92)
!105 = !DILocation(line: 28, column: 10, scope: !106)
!106 = distinct !DILexicalBlock(scope: !54, file: !3, line: 28, column: 3)
!107 = !DILocation(line: 28, column: 8, scope: !106)
!108 = !DILocation(line: 28, column: 15, scope: !109)
!109 = distinct !DILexicalBlock(scope: !106, file: !3, line: 28, column: 3)
!110 = !DILocation(line: 28, column: 17, scope: !109)
!111 = !DILocation(line: 28, column: 3, scope: !106)
!112 = !DILocation(line: 29, column: 14, scope: !109)
!113 = !DILocation(line: 29, column: 12, scope: !109)
!114 = !DILocation(line: 29, column: 9, scope: !109)
!115 = !DILocation(line: 29, column: 5, scope: !109)
!116 = !DILocation(line: 28, column: 23, scope: !109)
!117 = !DILocation(line: 28, column: 3, scope: !109)
!118 = distinct !{!118, !111, !119, !52}
!119 = !DILocation(line: 29, column: 15, scope: !106)
!120 = !DILocation(line: 30, column: 10, scope: !54)
!121 = !DILocation(line: 30, column: 3, scope: !54)
