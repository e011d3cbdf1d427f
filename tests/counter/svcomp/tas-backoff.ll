; ModuleID = 'tas-backoff.c'
source_filename = "tas-backoff.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"tas-backoff.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@lock = dso_local global i32 0, align 4, !dbg !17
@inside = dso_local global i32 0, align 4, !dbg !21
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 31, i32 11 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 36, i32 11 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !34 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 6, ptr noundef @.str.2), !dbg !37
  ret void, !dbg !38
}

declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_atomic_TAS(ptr noundef %0, ptr noundef %1) #0 !dbg !39 {
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !44, !DIExpression(), !45)
  store ptr %1, ptr %4, align 4
    #dbg_declare(ptr %4, !46, !DIExpression(), !47)
  %5 = load ptr, ptr %3, align 4, !dbg !48
  %6 = load volatile i32, ptr %5, align 4, !dbg !49
  %7 = load ptr, ptr %4, align 4, !dbg !50
  store volatile i32 %6, ptr %7, align 4, !dbg !51
  %8 = load ptr, ptr %3, align 4, !dbg !52
  store volatile i32 1, ptr %8, align 4, !dbg !53
  ret void, !dbg !54
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @enter() #0 !dbg !55 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
    #dbg_declare(ptr %1, !56, !DIExpression(), !57)
    #dbg_declare(ptr %2, !58, !DIExpression(), !60)
  store i32 1, ptr %2, align 4, !dbg !60
  call void @__VERIFIER_atomic_TAS(ptr noundef @lock, ptr noundef %1), !dbg !61
  br label %3, !dbg !62

3:                                                ; preds = %14, %0
  %4 = load i32, ptr %1, align 4, !dbg !63
  %5 = icmp eq i32 %4, 1, !dbg !64
  br i1 %5, label %6, label %15, !dbg !62

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4, !dbg !65
  %8 = mul i32 %7, 2, !dbg !68
  %9 = load i32, ptr %2, align 4, !dbg !69
  %10 = icmp ugt i32 %8, %9, !dbg !70
  br i1 %10, label %11, label %14, !dbg !71

11:                                               ; preds = %6
  %12 = load i32, ptr %2, align 4, !dbg !72
  %13 = mul i32 %12, 2, !dbg !72
  store i32 %13, ptr %2, align 4, !dbg !72
  br label %14, !dbg !73

14:                                               ; preds = %11, %6
  call void @__VERIFIER_atomic_TAS(ptr noundef @lock, ptr noundef %1), !dbg !74
  br label %3, !dbg !62, !llvm.loop !75

15:                                               ; preds = %3
  ret void, !dbg !78
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !79 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !83, !DIExpression(), !84)
  br label %3, !dbg !85

3:                                                ; preds = %1, %21
  call void @enter(), !dbg !86
  %4 = load i32, ptr @inside, align 4, !dbg !88
  %5 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 1), !dbg !88, !nosanitize !43
  %6 = extractvalue { i32, i1 } %5, 0, !dbg !88, !nosanitize !43
  %7 = extractvalue { i32, i1 } %5, 1, !dbg !88, !nosanitize !43
  %8 = xor i1 %7, true, !dbg !88, !nosanitize !43
  br i1 %8, label %10, label %9, !dbg !88, !prof !89, !nosanitize !43

9:                                                ; preds = %3
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %4, i32 1) #6, !dbg !88, !nosanitize !43
  br label %10, !dbg !88, !nosanitize !43

10:                                               ; preds = %9, %3
  store i32 %6, ptr @inside, align 4, !dbg !88
  %11 = load i32, ptr @inside, align 4, !dbg !90
  %12 = icmp ne i32 %11, 1, !dbg !92
  br i1 %12, label %13, label %14, !dbg !93

13:                                               ; preds = %10
  call void @reach_error(), !dbg !94
  call void @abort() #7, !dbg !96
  unreachable, !dbg !96

14:                                               ; preds = %10
  %15 = load i32, ptr @inside, align 4, !dbg !97
  %16 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %15, i32 1), !dbg !97, !nosanitize !43
  %17 = extractvalue { i32, i1 } %16, 0, !dbg !97, !nosanitize !43
  %18 = extractvalue { i32, i1 } %16, 1, !dbg !97, !nosanitize !43
  %19 = xor i1 %18, true, !dbg !97, !nosanitize !43
  br i1 %19, label %21, label %20, !dbg !97, !prof !89, !nosanitize !43

20:                                               ; preds = %14
  call void @__ubsan_handle_sub_overflow(ptr @2, i32 %15, i32 1) #6, !dbg !97, !nosanitize !43
  br label %21, !dbg !97, !nosanitize !43

21:                                               ; preds = %20, %14
  store i32 %17, ptr @inside, align 4, !dbg !97
  store volatile i32 0, ptr @lock, align 4, !dbg !98
  br label %3, !dbg !85, !llvm.loop !99
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #3

; Function Attrs: noreturn nounwind
declare void @abort() #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i32, i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !101 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !104, !DIExpression(), !108)
  br label %3, !dbg !109

3:                                                ; preds = %0, %3
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #6, !dbg !110
  br label %3, !dbg !109, !llvm.loop !111
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tas-backoff.c", directory: ".", checksumkind: CSK_MD5, checksum: "b082c749ee717cfb3c40d357ea3f57d6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "lock", scope: !19, file: !2, line: 9, type: !24, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "inside", scope: !19, file: !2, line: 10, type: !23, isLocal: false, isDefinition: true)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !23)
!25 = !{i32 1, !"NumRegisterParameters", i32 0}
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 6, type: !35, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19)
!35 = !DISubroutineType(types: !36)
!36 = !{null}
!37 = !DILocation(line: 6, column: 26, scope: !34)
!38 = !DILocation(line: 6, column: 81, scope: !34)
!39 = distinct !DISubprogram(name: "__VERIFIER_atomic_TAS", scope: !2, file: !2, line: 12, type: !40, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !43)
!40 = !DISubroutineType(types: !41)
!41 = !{null, !42, !42}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 32)
!43 = !{}
!44 = !DILocalVariable(name: "v", arg: 1, scope: !39, file: !2, line: 12, type: !42)
!45 = !DILocation(line: 12, column: 42, scope: !39)
!46 = !DILocalVariable(name: "o", arg: 2, scope: !39, file: !2, line: 12, type: !42)
!47 = !DILocation(line: 12, column: 59, scope: !39)
!48 = !DILocation(line: 13, column: 9, scope: !39)
!49 = !DILocation(line: 13, column: 8, scope: !39)
!50 = !DILocation(line: 13, column: 4, scope: !39)
!51 = !DILocation(line: 13, column: 6, scope: !39)
!52 = !DILocation(line: 14, column: 4, scope: !39)
!53 = !DILocation(line: 14, column: 6, scope: !39)
!54 = !DILocation(line: 15, column: 1, scope: !39)
!55 = distinct !DISubprogram(name: "enter", scope: !2, file: !2, line: 17, type: !35, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !43)
!56 = !DILocalVariable(name: "cond", scope: !55, file: !2, line: 18, type: !23)
!57 = !DILocation(line: 18, column: 7, scope: !55)
!58 = !DILocalVariable(name: "delay", scope: !55, file: !2, line: 19, type: !59)
!59 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!60 = !DILocation(line: 19, column: 16, scope: !55)
!61 = !DILocation(line: 20, column: 3, scope: !55)
!62 = !DILocation(line: 21, column: 3, scope: !55)
!63 = !DILocation(line: 21, column: 10, scope: !55)
!64 = !DILocation(line: 21, column: 15, scope: !55)
!65 = !DILocation(line: 22, column: 9, scope: !66)
!66 = distinct !DILexicalBlock(scope: !67, file: !2, line: 22, column: 9)
!67 = distinct !DILexicalBlock(scope: !55, file: !2, line: 21, column: 21)
!68 = !DILocation(line: 22, column: 15, scope: !66)
!69 = !DILocation(line: 22, column: 21, scope: !66)
!70 = !DILocation(line: 22, column: 19, scope: !66)
!71 = !DILocation(line: 22, column: 9, scope: !67)
!72 = !DILocation(line: 23, column: 13, scope: !66)
!73 = !DILocation(line: 23, column: 7, scope: !66)
!74 = !DILocation(line: 24, column: 5, scope: !67)
!75 = distinct !{!75, !62, !76, !77}
!76 = !DILocation(line: 25, column: 3, scope: !55)
!77 = !{!"llvm.loop.mustprogress"}
!78 = !DILocation(line: 26, column: 1, scope: !55)
!79 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 28, type: !80, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !43)
!80 = !DISubroutineType(types: !81)
!81 = !{!82, !82}
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!83 = !DILocalVariable(name: "arg", arg: 1, scope: !79, file: !2, line: 28, type: !82)
!84 = !DILocation(line: 28, column: 20, scope: !79)
!85 = !DILocation(line: 29, column: 3, scope: !79)
!86 = !DILocation(line: 30, column: 5, scope: !87)
!87 = distinct !DILexicalBlock(scope: !79, file: !2, line: 29, column: 13)
!88 = !DILocation(line: 31, column: 11, scope: !87)
!89 = !{!"branch_weights", i32 1048575, i32 1}
!90 = !DILocation(line: 32, column: 9, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !2, line: 32, column: 9)
!92 = !DILocation(line: 32, column: 16, scope: !91)
!93 = !DILocation(line: 32, column: 9, scope: !87)
!94 = !DILocation(line: 33, column: 7, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !2, line: 32, column: 22)
!96 = !DILocation(line: 34, column: 7, scope: !95)
!97 = !DILocation(line: 36, column: 11, scope: !87)
!98 = !DILocation(line: 37, column: 10, scope: !87)
!99 = distinct !{!99, !85, !100}
!100 = !DILocation(line: 38, column: 3, scope: !79)
!101 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 42, type: !102, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !43)
!102 = !DISubroutineType(types: !103)
!103 = !{!23}
!104 = !DILocalVariable(name: "t", scope: !101, file: !2, line: 43, type: !105)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !106, line: 27, baseType: !107)
!106 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!107 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!108 = !DILocation(line: 43, column: 13, scope: !101)
!109 = !DILocation(line: 44, column: 3, scope: !101)
!110 = !DILocation(line: 45, column: 5, scope: !101)
!111 = distinct !{!111, !109, !112}
!112 = !DILocation(line: 45, column: 36, scope: !101)
