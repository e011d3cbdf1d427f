; ModuleID = 'assume-threads-bug.c'
source_filename = "assume-threads-bug.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [21 x i8] c"assume-threads-bug.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@counter = dso_local global i32 0, align 4, !dbg !17
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 15, i32 21 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !31 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 6, ptr noundef @.str.2) #6, !dbg !34
  unreachable, !dbg !34
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @inc(ptr noundef %0) #0 !dbg !35 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !40, !DIExpression(), !41)
  %3 = load i32, ptr @counter, align 4, !dbg !42
  %4 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %3, i32 1), !dbg !43, !nosanitize !39
  %5 = extractvalue { i32, i1 } %4, 0, !dbg !43, !nosanitize !39
  %6 = extractvalue { i32, i1 } %4, 1, !dbg !43, !nosanitize !39
  %7 = xor i1 %6, true, !dbg !43, !nosanitize !39
  br i1 %7, label %9, label %8, !dbg !43, !prof !44, !nosanitize !39

8:                                                ; preds = %1
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %3, i32 1) #7, !dbg !43, !nosanitize !39
  br label %9, !dbg !43, !nosanitize !39

9:                                                ; preds = %8, %1
  store i32 %5, ptr @counter, align 4, !dbg !45
  ret ptr null, !dbg !46
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !47 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !50, !DIExpression(), !57)
    #dbg_declare(ptr %3, !58, !DIExpression(), !60)
    #dbg_declare(ptr %4, !61, !DIExpression(), !62)
  %5 = call i32 @__VERIFIER_nondet_uint(), !dbg !63
  store i32 %5, ptr %4, align 4, !dbg !62
  %6 = load i32, ptr %4, align 4, !dbg !64
  %7 = icmp uge i32 %6, 1, !dbg !65
  br i1 %7, label %8, label %11, !dbg !66

8:                                                ; preds = %0
  %9 = load i32, ptr %4, align 4, !dbg !67
  %10 = icmp ule i32 %9, 3, !dbg !68
  br label %11

11:                                               ; preds = %8, %0
  %12 = phi i1 [ false, %0 ], [ %10, %8 ], !dbg !69
  %13 = zext i1 %12 to i32, !dbg !66
  call void @__VERIFIER_assume(i32 noundef %13), !dbg !70
  store i32 0, ptr %3, align 4, !dbg !71
  br label %14, !dbg !73

14:                                               ; preds = %22, %11
  %15 = load i32, ptr %3, align 4, !dbg !74
  %16 = load i32, ptr %4, align 4, !dbg !76
  %17 = icmp ult i32 %15, %16, !dbg !77
  br i1 %17, label %18, label %25, !dbg !78

18:                                               ; preds = %14
  %19 = load i32, ptr %3, align 4, !dbg !79
  %20 = getelementptr inbounds [3 x i32], ptr %2, i32 0, i32 %19, !dbg !80
  %21 = call i32 @pthread_create(ptr noundef %20, ptr noundef null, ptr noundef @inc, ptr noundef null) #7, !dbg !81
  br label %22, !dbg !81

22:                                               ; preds = %18
  %23 = load i32, ptr %3, align 4, !dbg !82
  %24 = add i32 %23, 1, !dbg !82
  store i32 %24, ptr %3, align 4, !dbg !82
  br label %14, !dbg !83, !llvm.loop !84

25:                                               ; preds = %14
  store i32 0, ptr %3, align 4, !dbg !87
  br label %26, !dbg !89

26:                                               ; preds = %35, %25
  %27 = load i32, ptr %3, align 4, !dbg !90
  %28 = load i32, ptr %4, align 4, !dbg !92
  %29 = icmp ult i32 %27, %28, !dbg !93
  br i1 %29, label %30, label %38, !dbg !94

30:                                               ; preds = %26
  %31 = load i32, ptr %3, align 4, !dbg !95
  %32 = getelementptr inbounds [3 x i32], ptr %2, i32 0, i32 %31, !dbg !96
  %33 = load i32, ptr %32, align 4, !dbg !96
  %34 = call i32 @pthread_join(i32 noundef %33, ptr noundef null), !dbg !97
  br label %35, !dbg !97

35:                                               ; preds = %30
  %36 = load i32, ptr %3, align 4, !dbg !98
  %37 = add i32 %36, 1, !dbg !98
  store i32 %37, ptr %3, align 4, !dbg !98
  br label %26, !dbg !99, !llvm.loop !100

38:                                               ; preds = %26
  %39 = load i32, ptr @counter, align 4, !dbg !102
  %40 = load i32, ptr %4, align 4, !dbg !104
  %41 = icmp ne i32 %39, %40, !dbg !105
  br i1 %41, label %42, label %43, !dbg !106

42:                                               ; preds = %38
  call void @reach_error(), !dbg !107
  br label %43, !dbg !107

43:                                               ; preds = %42, %38
  ret i32 0, !dbg !108
}

declare i32 @__VERIFIER_nondet_uint() #4

declare void @__VERIFIER_assume(i32 noundef) #4

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #5

declare i32 @pthread_join(i32 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "assume-threads-bug.c", directory: ".", checksumkind: CSK_MD5, checksum: "4ff1b44503d23931d17d73a50e38f4ce")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 21)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "counter", scope: !19, file: !2, line: 12, type: !21, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{i32 1, !"NumRegisterParameters", i32 0}
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"frame-pointer", i32 2}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 6, type: !32, scopeLine: 6, spFlags: DISPFlagDefinition, unit: !19)
!32 = !DISubroutineType(types: !33)
!33 = !{null}
!34 = !DILocation(line: 6, column: 22, scope: !31)
!35 = distinct !DISubprogram(name: "inc", scope: !2, file: !2, line: 14, type: !36, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !39)
!36 = !DISubroutineType(types: !37)
!37 = !{!38, !38}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!39 = !{}
!40 = !DILocalVariable(name: "arg", arg: 1, scope: !35, file: !2, line: 14, type: !38)
!41 = !DILocation(line: 14, column: 17, scope: !35)
!42 = !DILocation(line: 15, column: 13, scope: !35)
!43 = !DILocation(line: 15, column: 21, scope: !35)
!44 = !{!"branch_weights", i32 1048575, i32 1}
!45 = !DILocation(line: 15, column: 11, scope: !35)
!46 = !DILocation(line: 16, column: 3, scope: !35)
!47 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 19, type: !48, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !39)
!48 = !DISubroutineType(types: !49)
!49 = !{!21}
!50 = !DILocalVariable(name: "t", scope: !47, file: !2, line: 20, type: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 96, elements: !55)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !53, line: 27, baseType: !54)
!53 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!54 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!55 = !{!56}
!56 = !DISubrange(count: 3)
!57 = !DILocation(line: 20, column: 13, scope: !47)
!58 = !DILocalVariable(name: "i", scope: !47, file: !2, line: 21, type: !59)
!59 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!60 = !DILocation(line: 21, column: 16, scope: !47)
!61 = !DILocalVariable(name: "n", scope: !47, file: !2, line: 21, type: !59)
!62 = !DILocation(line: 21, column: 19, scope: !47)
!63 = !DILocation(line: 21, column: 23, scope: !47)
!64 = !DILocation(line: 22, column: 21, scope: !47)
!65 = !DILocation(line: 22, column: 23, scope: !47)
!66 = !DILocation(line: 22, column: 28, scope: !47)
!67 = !DILocation(line: 22, column: 31, scope: !47)
!68 = !DILocation(line: 22, column: 33, scope: !47)
!69 = !DILocation(line: 0, scope: !47)
!70 = !DILocation(line: 22, column: 3, scope: !47)
!71 = !DILocation(line: 23, column: 10, scope: !72)
!72 = distinct !DILexicalBlock(scope: !47, file: !2, line: 23, column: 3)
!73 = !DILocation(line: 23, column: 8, scope: !72)
!74 = !DILocation(line: 23, column: 15, scope: !75)
!75 = distinct !DILexicalBlock(scope: !72, file: !2, line: 23, column: 3)
!76 = !DILocation(line: 23, column: 19, scope: !75)
!77 = !DILocation(line: 23, column: 17, scope: !75)
!78 = !DILocation(line: 23, column: 3, scope: !72)
!79 = !DILocation(line: 24, column: 23, scope: !75)
!80 = !DILocation(line: 24, column: 21, scope: !75)
!81 = !DILocation(line: 24, column: 5, scope: !75)
!82 = !DILocation(line: 23, column: 23, scope: !75)
!83 = !DILocation(line: 23, column: 3, scope: !75)
!84 = distinct !{!84, !78, !85, !86}
!85 = !DILocation(line: 24, column: 36, scope: !72)
!86 = !{!"llvm.loop.mustprogress"}
!87 = !DILocation(line: 25, column: 10, scope: !88)
!88 = distinct !DILexicalBlock(scope: !47, file: !2, line: 25, column: 3)
!89 = !DILocation(line: 25, column: 8, scope: !88)
!90 = !DILocation(line: 25, column: 15, scope: !91)
!91 = distinct !DILexicalBlock(scope: !88, file: !2, line: 25, column: 3)
!92 = !DILocation(line: 25, column: 19, scope: !91)
!93 = !DILocation(line: 25, column: 17, scope: !91)
!94 = !DILocation(line: 25, column: 3, scope: !88)
!95 = !DILocation(line: 26, column: 20, scope: !91)
!96 = !DILocation(line: 26, column: 18, scope: !91)
!97 = !DILocation(line: 26, column: 5, scope: !91)
!98 = !DILocation(line: 25, column: 23, scope: !91)
!99 = !DILocation(line: 25, column: 3, scope: !91)
!100 = distinct !{!100, !94, !101, !86}
!101 = !DILocation(line: 26, column: 25, scope: !88)
!102 = !DILocation(line: 27, column: 7, scope: !103)
!103 = distinct !DILexicalBlock(scope: !47, file: !2, line: 27, column: 7)
!104 = !DILocation(line: 27, column: 18, scope: !103)
!105 = !DILocation(line: 27, column: 15, scope: !103)
!106 = !DILocation(line: 27, column: 7, scope: !47)
!107 = !DILocation(line: 28, column: 5, scope: !103)
!108 = !DILocation(line: 29, column: 3, scope: !47)
