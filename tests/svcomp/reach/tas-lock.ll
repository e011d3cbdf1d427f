; ModuleID = 'tas-lock.c'
source_filename = "tas-lock.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [11 x i8] c"tas-lock.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@lk = dso_local global i32 0, align 4, !dbg !17
@a = dso_local global i32 0, align 4, !dbg !21
@b = dso_local global i32 0, align 4, !dbg !24
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 23, i32 11 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 24, i32 11 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 18, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !36 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 9, ptr noundef @.str.2) #6, !dbg !39
  unreachable, !dbg !39
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !40 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !45, !DIExpression(), !46)
    #dbg_declare(ptr %3, !47, !DIExpression(), !48)
  store i32 0, ptr %3, align 4, !dbg !49
  br label %4, !dbg !51

4:                                                ; preds = %39, %1
  %5 = load i32, ptr %3, align 4, !dbg !52
  %6 = icmp slt i32 %5, 2, !dbg !54
  br i1 %6, label %7, label %40, !dbg !55

7:                                                ; preds = %4
  br label %8, !dbg !56

8:                                                ; preds = %11, %7
  %9 = atomicrmw xchg ptr @lk, i32 1 seq_cst, align 4, !dbg !58
  %10 = icmp ne i32 %9, 0, !dbg !56
  br i1 %10, label %11, label %12, !dbg !56

11:                                               ; preds = %8
  br label %8, !dbg !56, !llvm.loop !59

12:                                               ; preds = %8
  %13 = load i32, ptr @a, align 4, !dbg !62
  %14 = load i32, ptr @b, align 4, !dbg !64
  %15 = icmp ne i32 %13, %14, !dbg !65
  br i1 %15, label %16, label %17, !dbg !66

16:                                               ; preds = %12
  call void @reach_error(), !dbg !67
  br label %17, !dbg !67

17:                                               ; preds = %16, %12
  %18 = load i32, ptr @a, align 4, !dbg !68
  %19 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %18, i32 1), !dbg !69, !nosanitize !44
  %20 = extractvalue { i32, i1 } %19, 0, !dbg !69, !nosanitize !44
  %21 = extractvalue { i32, i1 } %19, 1, !dbg !69, !nosanitize !44
  %22 = xor i1 %21, true, !dbg !69, !nosanitize !44
  br i1 %22, label %24, label %23, !dbg !69, !prof !70, !nosanitize !44

23:                                               ; preds = %17
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %18, i32 1) #7, !dbg !69, !nosanitize !44
  br label %24, !dbg !69, !nosanitize !44

24:                                               ; preds = %23, %17
  store i32 %20, ptr @a, align 4, !dbg !71
  %25 = load i32, ptr @b, align 4, !dbg !72
  %26 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %25, i32 1), !dbg !73, !nosanitize !44
  %27 = extractvalue { i32, i1 } %26, 0, !dbg !73, !nosanitize !44
  %28 = extractvalue { i32, i1 } %26, 1, !dbg !73, !nosanitize !44
  %29 = xor i1 %28, true, !dbg !73, !nosanitize !44
  br i1 %29, label %31, label %30, !dbg !73, !prof !70, !nosanitize !44

30:                                               ; preds = %24
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %25, i32 1) #7, !dbg !73, !nosanitize !44
  br label %31, !dbg !73, !nosanitize !44

31:                                               ; preds = %30, %24
  store i32 %27, ptr @b, align 4, !dbg !74
  store atomic i32 0, ptr @lk release, align 4, !dbg !75
  br label %32, !dbg !76

32:                                               ; preds = %31
  %33 = load i32, ptr %3, align 4, !dbg !77
  %34 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %33, i32 1), !dbg !77, !nosanitize !44
  %35 = extractvalue { i32, i1 } %34, 0, !dbg !77, !nosanitize !44
  %36 = extractvalue { i32, i1 } %34, 1, !dbg !77, !nosanitize !44
  %37 = xor i1 %36, true, !dbg !77, !nosanitize !44
  br i1 %37, label %39, label %38, !dbg !77, !prof !70, !nosanitize !44

38:                                               ; preds = %32
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %33, i32 1) #7, !dbg !77, !nosanitize !44
  br label %39, !dbg !77, !nosanitize !44

39:                                               ; preds = %38, %32
  store i32 %35, ptr %3, align 4, !dbg !77
  br label %4, !dbg !78, !llvm.loop !79

40:                                               ; preds = %4
  ret ptr null, !dbg !81
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !82 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !85, !DIExpression(), !89)
    #dbg_declare(ptr %3, !90, !DIExpression(), !91)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !92
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !93
  %6 = load i32, ptr %2, align 4, !dbg !94
  %7 = call i32 @pthread_join(i32 noundef %6, ptr noundef null), !dbg !95
  %8 = load i32, ptr %3, align 4, !dbg !96
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !97
  %10 = load i32, ptr @a, align 4, !dbg !98
  %11 = icmp ne i32 %10, 4, !dbg !100
  br i1 %11, label %15, label %12, !dbg !101

12:                                               ; preds = %0
  %13 = load i32, ptr @b, align 4, !dbg !102
  %14 = icmp ne i32 %13, 4, !dbg !103
  br i1 %14, label %15, label %16, !dbg !104

15:                                               ; preds = %12, %0
  call void @reach_error(), !dbg !105
  br label %16, !dbg !105

16:                                               ; preds = %15, %12
  ret i32 0, !dbg !106
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
!llvm.module.flags = !{!27, !28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tas-lock.c", directory: ".", checksumkind: CSK_MD5, checksum: "11a907249434c7703ccc66cbdd546156")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 11)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "lk", scope: !19, file: !2, line: 13, type: !26, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21, !24}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "a", scope: !19, file: !2, line: 14, type: !23, isLocal: false, isDefinition: true)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "b", scope: !19, file: !2, line: 14, type: !23, isLocal: false, isDefinition: true)
!26 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !23)
!27 = !{i32 1, !"NumRegisterParameters", i32 0}
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"frame-pointer", i32 2}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 9, type: !37, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !19)
!37 = !DISubroutineType(types: !38)
!38 = !{null}
!39 = !DILocation(line: 9, column: 22, scope: !36)
!40 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 16, type: !41, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !44)
!41 = !DISubroutineType(types: !42)
!42 = !{!43, !43}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!44 = !{}
!45 = !DILocalVariable(name: "arg", arg: 1, scope: !40, file: !2, line: 16, type: !43)
!46 = !DILocation(line: 16, column: 20, scope: !40)
!47 = !DILocalVariable(name: "k", scope: !40, file: !2, line: 17, type: !23)
!48 = !DILocation(line: 17, column: 7, scope: !40)
!49 = !DILocation(line: 18, column: 10, scope: !50)
!50 = distinct !DILexicalBlock(scope: !40, file: !2, line: 18, column: 3)
!51 = !DILocation(line: 18, column: 8, scope: !50)
!52 = !DILocation(line: 18, column: 15, scope: !53)
!53 = distinct !DILexicalBlock(scope: !50, file: !2, line: 18, column: 3)
!54 = !DILocation(line: 18, column: 17, scope: !53)
!55 = !DILocation(line: 18, column: 3, scope: !50)
!56 = !DILocation(line: 19, column: 5, scope: !57)
!57 = distinct !DILexicalBlock(scope: !53, file: !2, line: 18, column: 27)
!58 = !DILocation(line: 19, column: 12, scope: !57)
!59 = distinct !{!59, !56, !60, !61}
!60 = !DILocation(line: 20, column: 5, scope: !57)
!61 = !{!"llvm.loop.mustprogress"}
!62 = !DILocation(line: 21, column: 9, scope: !63)
!63 = distinct !DILexicalBlock(scope: !57, file: !2, line: 21, column: 9)
!64 = !DILocation(line: 21, column: 14, scope: !63)
!65 = !DILocation(line: 21, column: 11, scope: !63)
!66 = !DILocation(line: 21, column: 9, scope: !57)
!67 = !DILocation(line: 22, column: 7, scope: !63)
!68 = !DILocation(line: 23, column: 9, scope: !57)
!69 = !DILocation(line: 23, column: 11, scope: !57)
!70 = !{!"branch_weights", i32 1048575, i32 1}
!71 = !DILocation(line: 23, column: 7, scope: !57)
!72 = !DILocation(line: 24, column: 9, scope: !57)
!73 = !DILocation(line: 24, column: 11, scope: !57)
!74 = !DILocation(line: 24, column: 7, scope: !57)
!75 = !DILocation(line: 25, column: 5, scope: !57)
!76 = !DILocation(line: 26, column: 3, scope: !57)
!77 = !DILocation(line: 18, column: 23, scope: !53)
!78 = !DILocation(line: 18, column: 3, scope: !53)
!79 = distinct !{!79, !55, !80, !61}
!80 = !DILocation(line: 26, column: 3, scope: !50)
!81 = !DILocation(line: 27, column: 3, scope: !40)
!82 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 30, type: !83, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !44)
!83 = !DISubroutineType(types: !84)
!84 = !{!23}
!85 = !DILocalVariable(name: "t1", scope: !82, file: !2, line: 31, type: !86)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !87, line: 27, baseType: !88)
!87 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!88 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!89 = !DILocation(line: 31, column: 13, scope: !82)
!90 = !DILocalVariable(name: "t2", scope: !82, file: !2, line: 31, type: !86)
!91 = !DILocation(line: 31, column: 17, scope: !82)
!92 = !DILocation(line: 32, column: 3, scope: !82)
!93 = !DILocation(line: 33, column: 3, scope: !82)
!94 = !DILocation(line: 34, column: 16, scope: !82)
!95 = !DILocation(line: 34, column: 3, scope: !82)
!96 = !DILocation(line: 35, column: 16, scope: !82)
!97 = !DILocation(line: 35, column: 3, scope: !82)
!98 = !DILocation(line: 36, column: 7, scope: !99)
!99 = distinct !DILexicalBlock(scope: !82, file: !2, line: 36, column: 7)
!100 = !DILocation(line: 36, column: 9, scope: !99)
!101 = !DILocation(line: 36, column: 14, scope: !99)
!102 = !DILocation(line: 36, column: 17, scope: !99)
!103 = !DILocation(line: 36, column: 19, scope: !99)
!104 = !DILocation(line: 36, column: 7, scope: !82)
!105 = !DILocation(line: 37, column: 5, scope: !99)
!106 = !DILocation(line: 38, column: 3, scope: !82)
