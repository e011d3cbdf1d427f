; ModuleID = 'atomic-begin-end.c'
source_filename = "atomic-begin-end.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"atomic-begin-end.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@x = dso_local global i32 0, align 4, !dbg !17
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 19, i32 11 }, ptr @0 }
@y = dso_local global i32 0, align 4, !dbg !21
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 20, i32 11 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 17, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !33 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 7, ptr noundef @.str.2) #6, !dbg !36
  unreachable, !dbg !36
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @writer(ptr noundef %0) #0 !dbg !37 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !42, !DIExpression(), !43)
    #dbg_declare(ptr %3, !44, !DIExpression(), !45)
  store i32 0, ptr %3, align 4, !dbg !46
  br label %4, !dbg !48

4:                                                ; preds = %29, %1
  %5 = load i32, ptr %3, align 4, !dbg !49
  %6 = icmp slt i32 %5, 2, !dbg !51
  br i1 %6, label %7, label %30, !dbg !52

7:                                                ; preds = %4
  call void @__VERIFIER_atomic_begin(), !dbg !53
  %8 = load i32, ptr @x, align 4, !dbg !55
  %9 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %8, i32 1), !dbg !56, !nosanitize !41
  %10 = extractvalue { i32, i1 } %9, 0, !dbg !56, !nosanitize !41
  %11 = extractvalue { i32, i1 } %9, 1, !dbg !56, !nosanitize !41
  %12 = xor i1 %11, true, !dbg !56, !nosanitize !41
  br i1 %12, label %14, label %13, !dbg !56, !prof !57, !nosanitize !41

13:                                               ; preds = %7
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %8, i32 1) #7, !dbg !56, !nosanitize !41
  br label %14, !dbg !56, !nosanitize !41

14:                                               ; preds = %13, %7
  store i32 %10, ptr @x, align 4, !dbg !58
  %15 = load i32, ptr @y, align 4, !dbg !59
  %16 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %15, i32 1), !dbg !60, !nosanitize !41
  %17 = extractvalue { i32, i1 } %16, 0, !dbg !60, !nosanitize !41
  %18 = extractvalue { i32, i1 } %16, 1, !dbg !60, !nosanitize !41
  %19 = xor i1 %18, true, !dbg !60, !nosanitize !41
  br i1 %19, label %21, label %20, !dbg !60, !prof !57, !nosanitize !41

20:                                               ; preds = %14
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %15, i32 1) #7, !dbg !60, !nosanitize !41
  br label %21, !dbg !60, !nosanitize !41

21:                                               ; preds = %20, %14
  store i32 %17, ptr @y, align 4, !dbg !61
  call void @__VERIFIER_atomic_end(), !dbg !62
  br label %22, !dbg !63

22:                                               ; preds = %21
  %23 = load i32, ptr %3, align 4, !dbg !64
  %24 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %23, i32 1), !dbg !64, !nosanitize !41
  %25 = extractvalue { i32, i1 } %24, 0, !dbg !64, !nosanitize !41
  %26 = extractvalue { i32, i1 } %24, 1, !dbg !64, !nosanitize !41
  %27 = xor i1 %26, true, !dbg !64, !nosanitize !41
  br i1 %27, label %29, label %28, !dbg !64, !prof !57, !nosanitize !41

28:                                               ; preds = %22
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %23, i32 1) #7, !dbg !64, !nosanitize !41
  br label %29, !dbg !64, !nosanitize !41

29:                                               ; preds = %28, %22
  store i32 %25, ptr %3, align 4, !dbg !64
  br label %4, !dbg !65, !llvm.loop !66

30:                                               ; preds = %4
  ret ptr null, !dbg !69
}

declare void @__VERIFIER_atomic_begin() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #4

declare void @__VERIFIER_atomic_end() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @reader(ptr noundef %0) #0 !dbg !70 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !71, !DIExpression(), !72)
    #dbg_declare(ptr %3, !73, !DIExpression(), !74)
    #dbg_declare(ptr %4, !75, !DIExpression(), !76)
  call void @__VERIFIER_atomic_begin(), !dbg !77
  %5 = load i32, ptr @x, align 4, !dbg !78
  store i32 %5, ptr %3, align 4, !dbg !79
  %6 = load i32, ptr @y, align 4, !dbg !80
  store i32 %6, ptr %4, align 4, !dbg !81
  call void @__VERIFIER_atomic_end(), !dbg !82
  %7 = load i32, ptr %3, align 4, !dbg !83
  %8 = load i32, ptr %4, align 4, !dbg !85
  %9 = icmp ne i32 %7, %8, !dbg !86
  br i1 %9, label %10, label %11, !dbg !87

10:                                               ; preds = %1
  call void @reach_error(), !dbg !88
  br label %11, !dbg !88

11:                                               ; preds = %10, %1
  ret ptr null, !dbg !89
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !90 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !93, !DIExpression(), !97)
    #dbg_declare(ptr %3, !98, !DIExpression(), !99)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @writer, ptr noundef null) #7, !dbg !100
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @reader, ptr noundef null) #7, !dbg !101
  %6 = load i32, ptr %2, align 4, !dbg !102
  %7 = call i32 @pthread_join(i32 noundef %6, ptr noundef null), !dbg !103
  %8 = load i32, ptr %3, align 4, !dbg !104
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !105
  ret i32 0, !dbg !106
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #5

declare i32 @pthread_join(i32 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "atomic-begin-end.c", directory: ".", checksumkind: CSK_MD5, checksum: "05f4d48960f970254b26f6531bd04753")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "x", scope: !19, file: !2, line: 13, type: !23, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "y", scope: !19, file: !2, line: 13, type: !23, isLocal: false, isDefinition: true)
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
!37 = distinct !DISubprogram(name: "writer", scope: !2, file: !2, line: 15, type: !38, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !41)
!38 = !DISubroutineType(types: !39)
!39 = !{!40, !40}
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!41 = !{}
!42 = !DILocalVariable(name: "arg", arg: 1, scope: !37, file: !2, line: 15, type: !40)
!43 = !DILocation(line: 15, column: 20, scope: !37)
!44 = !DILocalVariable(name: "k", scope: !37, file: !2, line: 16, type: !23)
!45 = !DILocation(line: 16, column: 7, scope: !37)
!46 = !DILocation(line: 17, column: 10, scope: !47)
!47 = distinct !DILexicalBlock(scope: !37, file: !2, line: 17, column: 3)
!48 = !DILocation(line: 17, column: 8, scope: !47)
!49 = !DILocation(line: 17, column: 15, scope: !50)
!50 = distinct !DILexicalBlock(scope: !47, file: !2, line: 17, column: 3)
!51 = !DILocation(line: 17, column: 17, scope: !50)
!52 = !DILocation(line: 17, column: 3, scope: !47)
!53 = !DILocation(line: 18, column: 5, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !2, line: 17, column: 27)
!55 = !DILocation(line: 19, column: 9, scope: !54)
!56 = !DILocation(line: 19, column: 11, scope: !54)
!57 = !{!"branch_weights", i32 1048575, i32 1}
!58 = !DILocation(line: 19, column: 7, scope: !54)
!59 = !DILocation(line: 20, column: 9, scope: !54)
!60 = !DILocation(line: 20, column: 11, scope: !54)
!61 = !DILocation(line: 20, column: 7, scope: !54)
!62 = !DILocation(line: 21, column: 5, scope: !54)
!63 = !DILocation(line: 22, column: 3, scope: !54)
!64 = !DILocation(line: 17, column: 23, scope: !50)
!65 = !DILocation(line: 17, column: 3, scope: !50)
!66 = distinct !{!66, !52, !67, !68}
!67 = !DILocation(line: 22, column: 3, scope: !47)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocation(line: 23, column: 3, scope: !37)
!70 = distinct !DISubprogram(name: "reader", scope: !2, file: !2, line: 26, type: !38, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !41)
!71 = !DILocalVariable(name: "arg", arg: 1, scope: !70, file: !2, line: 26, type: !40)
!72 = !DILocation(line: 26, column: 20, scope: !70)
!73 = !DILocalVariable(name: "a", scope: !70, file: !2, line: 27, type: !23)
!74 = !DILocation(line: 27, column: 7, scope: !70)
!75 = !DILocalVariable(name: "b", scope: !70, file: !2, line: 27, type: !23)
!76 = !DILocation(line: 27, column: 10, scope: !70)
!77 = !DILocation(line: 28, column: 3, scope: !70)
!78 = !DILocation(line: 29, column: 7, scope: !70)
!79 = !DILocation(line: 29, column: 5, scope: !70)
!80 = !DILocation(line: 30, column: 7, scope: !70)
!81 = !DILocation(line: 30, column: 5, scope: !70)
!82 = !DILocation(line: 31, column: 3, scope: !70)
!83 = !DILocation(line: 32, column: 7, scope: !84)
!84 = distinct !DILexicalBlock(scope: !70, file: !2, line: 32, column: 7)
!85 = !DILocation(line: 32, column: 12, scope: !84)
!86 = !DILocation(line: 32, column: 9, scope: !84)
!87 = !DILocation(line: 32, column: 7, scope: !70)
!88 = !DILocation(line: 33, column: 5, scope: !84)
!89 = !DILocation(line: 34, column: 3, scope: !70)
!90 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 37, type: !91, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !41)
!91 = !DISubroutineType(types: !92)
!92 = !{!23}
!93 = !DILocalVariable(name: "w", scope: !90, file: !2, line: 38, type: !94)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !95, line: 27, baseType: !96)
!95 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!96 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!97 = !DILocation(line: 38, column: 13, scope: !90)
!98 = !DILocalVariable(name: "r", scope: !90, file: !2, line: 38, type: !94)
!99 = !DILocation(line: 38, column: 16, scope: !90)
!100 = !DILocation(line: 39, column: 3, scope: !90)
!101 = !DILocation(line: 40, column: 3, scope: !90)
!102 = !DILocation(line: 41, column: 16, scope: !90)
!103 = !DILocation(line: 41, column: 3, scope: !90)
!104 = !DILocation(line: 42, column: 16, scope: !90)
!105 = !DILocation(line: 42, column: 3, scope: !90)
!106 = !DILocation(line: 43, column: 3, scope: !90)
