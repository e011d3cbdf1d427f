; ModuleID = 'cas-lock-bug.c'
source_filename = "cas-lock-bug.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"cas-lock-bug.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@lk = dso_local global i32 0, align 4, !dbg !17
@counter = dso_local global i32 0, align 4, !dbg !21
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 24, i32 21 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 32, i32 23 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 34, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !33 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 7, ptr noundef @.str.2) #6, !dbg !36
  unreachable, !dbg !36
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @acquire() #0 !dbg !37 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
    #dbg_declare(ptr %1, !39, !DIExpression(), !40)
  store i32 0, ptr %1, align 4, !dbg !40
  br label %4, !dbg !41

4:                                                ; preds = %16, %0
  store i32 1, ptr %2, align 4, !dbg !42
  %5 = load i32, ptr %1, align 4, !dbg !42
  %6 = load i32, ptr %2, align 4, !dbg !42
  %7 = cmpxchg ptr @lk, i32 %5, i32 %6 seq_cst seq_cst, align 4, !dbg !42
  %8 = extractvalue { i32, i1 } %7, 0, !dbg !42
  %9 = extractvalue { i32, i1 } %7, 1, !dbg !42
  br i1 %9, label %11, label %10, !dbg !42

10:                                               ; preds = %4
  store i32 %8, ptr %1, align 4, !dbg !42
  br label %11, !dbg !42

11:                                               ; preds = %10, %4
  %12 = zext i1 %9 to i8, !dbg !42
  store i8 %12, ptr %3, align 1, !dbg !42
  %13 = load i8, ptr %3, align 1, !dbg !42
  %14 = trunc i8 %13 to i1, !dbg !42
  %15 = xor i1 %14, true, !dbg !43
  br i1 %15, label %16, label %17, !dbg !41

16:                                               ; preds = %11
  br label %4, !dbg !41, !llvm.loop !44

17:                                               ; preds = %11
  ret void, !dbg !47
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @release() #0 !dbg !48 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4, !dbg !49
  %2 = load i32, ptr %1, align 4, !dbg !49
  store atomic i32 %2, ptr @lk seq_cst, align 4, !dbg !49
  ret void, !dbg !50
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !51 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !55, !DIExpression(), !56)
  call void @acquire(), !dbg !57
  %3 = load i32, ptr @counter, align 4, !dbg !58
  %4 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %3, i32 1), !dbg !59, !nosanitize !38
  %5 = extractvalue { i32, i1 } %4, 0, !dbg !59, !nosanitize !38
  %6 = extractvalue { i32, i1 } %4, 1, !dbg !59, !nosanitize !38
  %7 = xor i1 %6, true, !dbg !59, !nosanitize !38
  br i1 %7, label %9, label %8, !dbg !59, !prof !60, !nosanitize !38

8:                                                ; preds = %1
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %3, i32 1) #7, !dbg !59, !nosanitize !38
  br label %9, !dbg !59, !nosanitize !38

9:                                                ; preds = %8, %1
  store i32 %5, ptr @counter, align 4, !dbg !61
  call void @release(), !dbg !62
  ret ptr null, !dbg !63
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !64 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i32], align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !67, !DIExpression(), !72)
    #dbg_declare(ptr %3, !73, !DIExpression(), !74)
  store i32 0, ptr %3, align 4, !dbg !75
  br label %4, !dbg !77

4:                                                ; preds = %18, %0
  %5 = load i32, ptr %3, align 4, !dbg !78
  %6 = icmp slt i32 %5, 2, !dbg !80
  br i1 %6, label %7, label %19, !dbg !81

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !82
  %9 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %8, !dbg !83
  %10 = call i32 @pthread_create(ptr noundef %9, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !84
  br label %11, !dbg !84

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4, !dbg !85
  %13 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %12, i32 1), !dbg !85, !nosanitize !38
  %14 = extractvalue { i32, i1 } %13, 0, !dbg !85, !nosanitize !38
  %15 = extractvalue { i32, i1 } %13, 1, !dbg !85, !nosanitize !38
  %16 = xor i1 %15, true, !dbg !85, !nosanitize !38
  br i1 %16, label %18, label %17, !dbg !85, !prof !60, !nosanitize !38

17:                                               ; preds = %11
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %12, i32 1) #7, !dbg !85, !nosanitize !38
  br label %18, !dbg !85, !nosanitize !38

18:                                               ; preds = %17, %11
  store i32 %14, ptr %3, align 4, !dbg !85
  br label %4, !dbg !86, !llvm.loop !87

19:                                               ; preds = %4
  store i32 0, ptr %3, align 4, !dbg !89
  br label %20, !dbg !91

20:                                               ; preds = %35, %19
  %21 = load i32, ptr %3, align 4, !dbg !92
  %22 = icmp slt i32 %21, 2, !dbg !94
  br i1 %22, label %23, label %36, !dbg !95

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4, !dbg !96
  %25 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %24, !dbg !97
  %26 = load i32, ptr %25, align 4, !dbg !97
  %27 = call i32 @pthread_join(i32 noundef %26, ptr noundef null), !dbg !98
  br label %28, !dbg !98

28:                                               ; preds = %23
  %29 = load i32, ptr %3, align 4, !dbg !99
  %30 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %29, i32 1), !dbg !99, !nosanitize !38
  %31 = extractvalue { i32, i1 } %30, 0, !dbg !99, !nosanitize !38
  %32 = extractvalue { i32, i1 } %30, 1, !dbg !99, !nosanitize !38
  %33 = xor i1 %32, true, !dbg !99, !nosanitize !38
  br i1 %33, label %35, label %34, !dbg !99, !prof !60, !nosanitize !38

34:                                               ; preds = %28
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %29, i32 1) #7, !dbg !99, !nosanitize !38
  br label %35, !dbg !99, !nosanitize !38

35:                                               ; preds = %34, %28
  store i32 %31, ptr %3, align 4, !dbg !99
  br label %20, !dbg !100, !llvm.loop !101

36:                                               ; preds = %20
  %37 = load i32, ptr @counter, align 4, !dbg !103
  %38 = icmp ne i32 %37, 2, !dbg !105
  br i1 %38, label %39, label %40, !dbg !106

39:                                               ; preds = %36
  call void @reach_error(), !dbg !107
  br label %40, !dbg !107

40:                                               ; preds = %39, %36
  ret i32 0, !dbg !108
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #4

declare i32 @pthread_join(i32 noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "cas-lock-bug.c", directory: ".", checksumkind: CSK_MD5, checksum: "a366aa239c50af80077a884420434edb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "lk", scope: !19, file: !2, line: 11, type: !23, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "counter", scope: !19, file: !2, line: 12, type: !23, isLocal: false, isDefinition: true)
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
!37 = distinct !DISubprogram(name: "acquire", scope: !2, file: !2, line: 14, type: !34, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !38)
!38 = !{}
!39 = !DILocalVariable(name: "expected", scope: !37, file: !2, line: 15, type: !23)
!40 = !DILocation(line: 15, column: 7, scope: !37)
!41 = !DILocation(line: 16, column: 3, scope: !37)
!42 = !DILocation(line: 16, column: 11, scope: !37)
!43 = !DILocation(line: 16, column: 10, scope: !37)
!44 = distinct !{!44, !41, !45, !46}
!45 = !DILocation(line: 17, column: 3, scope: !37)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILocation(line: 18, column: 1, scope: !37)
!48 = distinct !DISubprogram(name: "release", scope: !2, file: !2, line: 20, type: !34, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19)
!49 = !DILocation(line: 20, column: 22, scope: !48)
!50 = !DILocation(line: 20, column: 66, scope: !48)
!51 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 22, type: !52, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !38)
!52 = !DISubroutineType(types: !53)
!53 = !{!54, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!55 = !DILocalVariable(name: "arg", arg: 1, scope: !51, file: !2, line: 22, type: !54)
!56 = !DILocation(line: 22, column: 20, scope: !51)
!57 = !DILocation(line: 23, column: 3, scope: !51)
!58 = !DILocation(line: 24, column: 13, scope: !51)
!59 = !DILocation(line: 24, column: 21, scope: !51)
!60 = !{!"branch_weights", i32 1048575, i32 1}
!61 = !DILocation(line: 24, column: 11, scope: !51)
!62 = !DILocation(line: 25, column: 3, scope: !51)
!63 = !DILocation(line: 26, column: 3, scope: !51)
!64 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 29, type: !65, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !38)
!65 = !DISubroutineType(types: !66)
!66 = !{!23}
!67 = !DILocalVariable(name: "t", scope: !64, file: !2, line: 30, type: !68)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 64, elements: !5)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !70, line: 27, baseType: !71)
!70 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!71 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!72 = !DILocation(line: 30, column: 13, scope: !64)
!73 = !DILocalVariable(name: "i", scope: !64, file: !2, line: 31, type: !23)
!74 = !DILocation(line: 31, column: 7, scope: !64)
!75 = !DILocation(line: 32, column: 10, scope: !76)
!76 = distinct !DILexicalBlock(scope: !64, file: !2, line: 32, column: 3)
!77 = !DILocation(line: 32, column: 8, scope: !76)
!78 = !DILocation(line: 32, column: 15, scope: !79)
!79 = distinct !DILexicalBlock(scope: !76, file: !2, line: 32, column: 3)
!80 = !DILocation(line: 32, column: 17, scope: !79)
!81 = !DILocation(line: 32, column: 3, scope: !76)
!82 = !DILocation(line: 33, column: 23, scope: !79)
!83 = !DILocation(line: 33, column: 21, scope: !79)
!84 = !DILocation(line: 33, column: 5, scope: !79)
!85 = !DILocation(line: 32, column: 23, scope: !79)
!86 = !DILocation(line: 32, column: 3, scope: !79)
!87 = distinct !{!87, !81, !88, !46}
!88 = !DILocation(line: 33, column: 39, scope: !76)
!89 = !DILocation(line: 34, column: 10, scope: !90)
!90 = distinct !DILexicalBlock(scope: !64, file: !2, line: 34, column: 3)
!91 = !DILocation(line: 34, column: 8, scope: !90)
!92 = !DILocation(line: 34, column: 15, scope: !93)
!93 = distinct !DILexicalBlock(scope: !90, file: !2, line: 34, column: 3)
!94 = !DILocation(line: 34, column: 17, scope: !93)
!95 = !DILocation(line: 34, column: 3, scope: !90)
!96 = !DILocation(line: 35, column: 20, scope: !93)
!97 = !DILocation(line: 35, column: 18, scope: !93)
!98 = !DILocation(line: 35, column: 5, scope: !93)
!99 = !DILocation(line: 34, column: 23, scope: !93)
!100 = !DILocation(line: 34, column: 3, scope: !93)
!101 = distinct !{!101, !95, !102, !46}
!102 = !DILocation(line: 35, column: 25, scope: !90)
!103 = !DILocation(line: 36, column: 7, scope: !104)
!104 = distinct !DILexicalBlock(scope: !64, file: !2, line: 36, column: 7)
!105 = !DILocation(line: 36, column: 15, scope: !104)
!106 = !DILocation(line: 36, column: 7, scope: !64)
!107 = !DILocation(line: 37, column: 5, scope: !104)
!108 = !DILocation(line: 38, column: 3, scope: !64)
