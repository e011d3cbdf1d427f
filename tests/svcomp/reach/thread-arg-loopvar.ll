; ModuleID = 'thread-arg-loopvar.c'
source_filename = "thread-arg-loopvar.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [21 x i8] c"thread-arg-loopvar.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@slot = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !17
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 24, i32 23 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 26, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !34 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 8, ptr noundef @.str.2) #6, !dbg !37
  unreachable, !dbg !37
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !38 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !43, !DIExpression(), !44)
    #dbg_declare(ptr %3, !45, !DIExpression(), !46)
  %4 = load ptr, ptr %2, align 4, !dbg !47
  %5 = load i32, ptr %4, align 4, !dbg !48
  store i32 %5, ptr %3, align 4, !dbg !46
  %6 = load i32, ptr %3, align 4, !dbg !49
  %7 = icmp sge i32 %6, 0, !dbg !51
  br i1 %7, label %8, label %14, !dbg !52

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4, !dbg !53
  %10 = icmp slt i32 %9, 2, !dbg !54
  br i1 %10, label %11, label %14, !dbg !55

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4, !dbg !56
  %13 = getelementptr inbounds [2 x i32], ptr @slot, i32 0, i32 %12, !dbg !57
  store i32 1, ptr %13, align 4, !dbg !58
  br label %14, !dbg !57

14:                                               ; preds = %11, %8, %1
  ret ptr null, !dbg !59
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !60 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i32], align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !63, !DIExpression(), !68)
    #dbg_declare(ptr %3, !69, !DIExpression(), !70)
  store i32 0, ptr %3, align 4, !dbg !71
  br label %4, !dbg !73

4:                                                ; preds = %18, %0
  %5 = load i32, ptr %3, align 4, !dbg !74
  %6 = icmp slt i32 %5, 2, !dbg !76
  br i1 %6, label %7, label %19, !dbg !77

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !78
  %9 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %8, !dbg !79
  %10 = call i32 @pthread_create(ptr noundef %9, ptr noundef null, ptr noundef @worker, ptr noundef %3) #7, !dbg !80
  br label %11, !dbg !80

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4, !dbg !81
  %13 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %12, i32 1), !dbg !81, !nosanitize !42
  %14 = extractvalue { i32, i1 } %13, 0, !dbg !81, !nosanitize !42
  %15 = extractvalue { i32, i1 } %13, 1, !dbg !81, !nosanitize !42
  %16 = xor i1 %15, true, !dbg !81, !nosanitize !42
  br i1 %16, label %18, label %17, !dbg !81, !prof !82, !nosanitize !42

17:                                               ; preds = %11
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %12, i32 1) #7, !dbg !81, !nosanitize !42
  br label %18, !dbg !81, !nosanitize !42

18:                                               ; preds = %17, %11
  store i32 %14, ptr %3, align 4, !dbg !81
  br label %4, !dbg !83, !llvm.loop !84

19:                                               ; preds = %4
  store i32 0, ptr %3, align 4, !dbg !87
  br label %20, !dbg !89

20:                                               ; preds = %35, %19
  %21 = load i32, ptr %3, align 4, !dbg !90
  %22 = icmp slt i32 %21, 2, !dbg !92
  br i1 %22, label %23, label %36, !dbg !93

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4, !dbg !94
  %25 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %24, !dbg !95
  %26 = load i32, ptr %25, align 4, !dbg !95
  %27 = call i32 @pthread_join(i32 noundef %26, ptr noundef null), !dbg !96
  br label %28, !dbg !96

28:                                               ; preds = %23
  %29 = load i32, ptr %3, align 4, !dbg !97
  %30 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %29, i32 1), !dbg !97, !nosanitize !42
  %31 = extractvalue { i32, i1 } %30, 0, !dbg !97, !nosanitize !42
  %32 = extractvalue { i32, i1 } %30, 1, !dbg !97, !nosanitize !42
  %33 = xor i1 %32, true, !dbg !97, !nosanitize !42
  br i1 %33, label %35, label %34, !dbg !97, !prof !82, !nosanitize !42

34:                                               ; preds = %28
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %29, i32 1) #7, !dbg !97, !nosanitize !42
  br label %35, !dbg !97, !nosanitize !42

35:                                               ; preds = %34, %28
  store i32 %31, ptr %3, align 4, !dbg !97
  br label %20, !dbg !98, !llvm.loop !99

36:                                               ; preds = %20
  %37 = load i32, ptr @slot, align 4, !dbg !101
  %38 = icmp ne i32 %37, 1, !dbg !103
  br i1 %38, label %42, label %39, !dbg !104

39:                                               ; preds = %36
  %40 = load i32, ptr getelementptr inbounds ([2 x i32], ptr @slot, i32 0, i32 1), align 4, !dbg !105
  %41 = icmp ne i32 %40, 1, !dbg !106
  br i1 %41, label %42, label %43, !dbg !107

42:                                               ; preds = %39, %36
  call void @reach_error(), !dbg !108
  br label %43, !dbg !108

43:                                               ; preds = %42, %39
  ret i32 0, !dbg !109
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #4

declare i32 @pthread_join(i32 noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "thread-arg-loopvar.c", directory: ".", checksumkind: CSK_MD5, checksum: "82e5c31002dc28dbd35f7a4bf660d349")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 21)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "slot", scope: !19, file: !2, line: 12, type: !24, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !23, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 32)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!0, !7, !12, !17}
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 64, elements: !5)
!25 = !{i32 1, !"NumRegisterParameters", i32 0}
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 8, type: !35, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !19)
!35 = !DISubroutineType(types: !36)
!36 = !{null}
!37 = !DILocation(line: 8, column: 22, scope: !34)
!38 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 14, type: !39, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !42)
!39 = !DISubroutineType(types: !40)
!40 = !{!41, !41}
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!42 = !{}
!43 = !DILocalVariable(name: "arg", arg: 1, scope: !38, file: !2, line: 14, type: !41)
!44 = !DILocation(line: 14, column: 20, scope: !38)
!45 = !DILocalVariable(name: "id", scope: !38, file: !2, line: 15, type: !22)
!46 = !DILocation(line: 15, column: 7, scope: !38)
!47 = !DILocation(line: 15, column: 20, scope: !38)
!48 = !DILocation(line: 15, column: 12, scope: !38)
!49 = !DILocation(line: 16, column: 7, scope: !50)
!50 = distinct !DILexicalBlock(scope: !38, file: !2, line: 16, column: 7)
!51 = !DILocation(line: 16, column: 10, scope: !50)
!52 = !DILocation(line: 16, column: 15, scope: !50)
!53 = !DILocation(line: 16, column: 18, scope: !50)
!54 = !DILocation(line: 16, column: 21, scope: !50)
!55 = !DILocation(line: 16, column: 7, scope: !38)
!56 = !DILocation(line: 17, column: 10, scope: !50)
!57 = !DILocation(line: 17, column: 5, scope: !50)
!58 = !DILocation(line: 17, column: 14, scope: !50)
!59 = !DILocation(line: 18, column: 3, scope: !38)
!60 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !61, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !42)
!61 = !DISubroutineType(types: !62)
!62 = !{!22}
!63 = !DILocalVariable(name: "t", scope: !60, file: !2, line: 22, type: !64)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 64, elements: !5)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !66, line: 27, baseType: !67)
!66 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!67 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!68 = !DILocation(line: 22, column: 13, scope: !60)
!69 = !DILocalVariable(name: "i", scope: !60, file: !2, line: 23, type: !22)
!70 = !DILocation(line: 23, column: 7, scope: !60)
!71 = !DILocation(line: 24, column: 10, scope: !72)
!72 = distinct !DILexicalBlock(scope: !60, file: !2, line: 24, column: 3)
!73 = !DILocation(line: 24, column: 8, scope: !72)
!74 = !DILocation(line: 24, column: 15, scope: !75)
!75 = distinct !DILexicalBlock(scope: !72, file: !2, line: 24, column: 3)
!76 = !DILocation(line: 24, column: 17, scope: !75)
!77 = !DILocation(line: 24, column: 3, scope: !72)
!78 = !DILocation(line: 25, column: 23, scope: !75)
!79 = !DILocation(line: 25, column: 21, scope: !75)
!80 = !DILocation(line: 25, column: 5, scope: !75)
!81 = !DILocation(line: 24, column: 23, scope: !75)
!82 = !{!"branch_weights", i32 1048575, i32 1}
!83 = !DILocation(line: 24, column: 3, scope: !75)
!84 = distinct !{!84, !77, !85, !86}
!85 = !DILocation(line: 25, column: 40, scope: !72)
!86 = !{!"llvm.loop.mustprogress"}
!87 = !DILocation(line: 26, column: 10, scope: !88)
!88 = distinct !DILexicalBlock(scope: !60, file: !2, line: 26, column: 3)
!89 = !DILocation(line: 26, column: 8, scope: !88)
!90 = !DILocation(line: 26, column: 15, scope: !91)
!91 = distinct !DILexicalBlock(scope: !88, file: !2, line: 26, column: 3)
!92 = !DILocation(line: 26, column: 17, scope: !91)
!93 = !DILocation(line: 26, column: 3, scope: !88)
!94 = !DILocation(line: 27, column: 20, scope: !91)
!95 = !DILocation(line: 27, column: 18, scope: !91)
!96 = !DILocation(line: 27, column: 5, scope: !91)
!97 = !DILocation(line: 26, column: 23, scope: !91)
!98 = !DILocation(line: 26, column: 3, scope: !91)
!99 = distinct !{!99, !93, !100, !86}
!100 = !DILocation(line: 27, column: 25, scope: !88)
!101 = !DILocation(line: 28, column: 7, scope: !102)
!102 = distinct !DILexicalBlock(scope: !60, file: !2, line: 28, column: 7)
!103 = !DILocation(line: 28, column: 15, scope: !102)
!104 = !DILocation(line: 28, column: 20, scope: !102)
!105 = !DILocation(line: 28, column: 23, scope: !102)
!106 = !DILocation(line: 28, column: 31, scope: !102)
!107 = !DILocation(line: 28, column: 7, scope: !60)
!108 = !DILocation(line: 29, column: 5, scope: !102)
!109 = !DILocation(line: 30, column: 3, scope: !60)
