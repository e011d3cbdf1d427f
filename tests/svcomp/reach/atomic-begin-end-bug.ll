; ModuleID = 'atomic-begin-end-bug.c'
source_filename = "atomic-begin-end-bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [23 x i8] c"atomic-begin-end-bug.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@x = dso_local global i32 0, align 4, !dbg !17
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 18, i32 11 }, ptr @0 }
@y = dso_local global i32 0, align 4, !dbg !21
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 19, i32 11 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 16, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !32 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 6, ptr noundef @.str.2) #6, !dbg !35
  unreachable, !dbg !35
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @writer(ptr noundef %0) #0 !dbg !36 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !41, !DIExpression(), !42)
    #dbg_declare(ptr %3, !43, !DIExpression(), !44)
  store i32 0, ptr %3, align 4, !dbg !45
  br label %4, !dbg !47

4:                                                ; preds = %32, %1
  %5 = load i32, ptr %3, align 4, !dbg !48
  %6 = icmp slt i32 %5, 2, !dbg !50
  br i1 %6, label %7, label %33, !dbg !51

7:                                                ; preds = %4
  call void @__VERIFIER_atomic_begin(), !dbg !52
  %8 = load i32, ptr @x, align 4, !dbg !54
  %9 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %8, i32 1), !dbg !55, !nosanitize !40
  %10 = extractvalue { i32, i1 } %9, 0, !dbg !55, !nosanitize !40
  %11 = extractvalue { i32, i1 } %9, 1, !dbg !55, !nosanitize !40
  %12 = xor i1 %11, true, !dbg !55, !nosanitize !40
  br i1 %12, label %15, label %13, !dbg !55, !prof !56, !nosanitize !40

13:                                               ; preds = %7
  %14 = zext i32 %8 to i64, !dbg !55, !nosanitize !40
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %14, i64 1) #7, !dbg !55, !nosanitize !40
  br label %15, !dbg !55, !nosanitize !40

15:                                               ; preds = %13, %7
  store i32 %10, ptr @x, align 4, !dbg !57
  %16 = load i32, ptr @y, align 4, !dbg !58
  %17 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %16, i32 1), !dbg !59, !nosanitize !40
  %18 = extractvalue { i32, i1 } %17, 0, !dbg !59, !nosanitize !40
  %19 = extractvalue { i32, i1 } %17, 1, !dbg !59, !nosanitize !40
  %20 = xor i1 %19, true, !dbg !59, !nosanitize !40
  br i1 %20, label %23, label %21, !dbg !59, !prof !56, !nosanitize !40

21:                                               ; preds = %15
  %22 = zext i32 %16 to i64, !dbg !59, !nosanitize !40
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %22, i64 1) #7, !dbg !59, !nosanitize !40
  br label %23, !dbg !59, !nosanitize !40

23:                                               ; preds = %21, %15
  store i32 %18, ptr @y, align 4, !dbg !60
  call void @__VERIFIER_atomic_end(), !dbg !61
  br label %24, !dbg !62

24:                                               ; preds = %23
  %25 = load i32, ptr %3, align 4, !dbg !63
  %26 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %25, i32 1), !dbg !63, !nosanitize !40
  %27 = extractvalue { i32, i1 } %26, 0, !dbg !63, !nosanitize !40
  %28 = extractvalue { i32, i1 } %26, 1, !dbg !63, !nosanitize !40
  %29 = xor i1 %28, true, !dbg !63, !nosanitize !40
  br i1 %29, label %32, label %30, !dbg !63, !prof !56, !nosanitize !40

30:                                               ; preds = %24
  %31 = zext i32 %25 to i64, !dbg !63, !nosanitize !40
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %31, i64 1) #7, !dbg !63, !nosanitize !40
  br label %32, !dbg !63, !nosanitize !40

32:                                               ; preds = %30, %24
  store i32 %27, ptr %3, align 4, !dbg !63
  br label %4, !dbg !64, !llvm.loop !65

33:                                               ; preds = %4
  ret ptr null, !dbg !68
}

declare void @__VERIFIER_atomic_begin() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #4

declare void @__VERIFIER_atomic_end() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @reader(ptr noundef %0) #0 !dbg !69 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !70, !DIExpression(), !71)
    #dbg_declare(ptr %3, !72, !DIExpression(), !73)
    #dbg_declare(ptr %4, !74, !DIExpression(), !75)
  %5 = load i32, ptr @x, align 4, !dbg !76
  store i32 %5, ptr %3, align 4, !dbg !77
  %6 = load i32, ptr @y, align 4, !dbg !78
  store i32 %6, ptr %4, align 4, !dbg !79
  %7 = load i32, ptr %3, align 4, !dbg !80
  %8 = load i32, ptr %4, align 4, !dbg !82
  %9 = icmp ne i32 %7, %8, !dbg !83
  br i1 %9, label %10, label %11, !dbg !84

10:                                               ; preds = %1
  call void @reach_error(), !dbg !85
  br label %11, !dbg !85

11:                                               ; preds = %10, %1
  ret ptr null, !dbg !86
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !87 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !90, !DIExpression(), !94)
    #dbg_declare(ptr %3, !95, !DIExpression(), !96)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @writer, ptr noundef null) #7, !dbg !97
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @reader, ptr noundef null) #7, !dbg !98
  %6 = load i64, ptr %2, align 8, !dbg !99
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !100
  %8 = load i64, ptr %3, align 8, !dbg !101
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !102
  ret i32 0, !dbg !103
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #5

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "atomic-begin-end-bug.c", directory: ".", checksumkind: CSK_MD5, checksum: "22581c2b286279763c21cdc50a53eb8c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 23)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "x", scope: !19, file: !2, line: 12, type: !23, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "y", scope: !19, file: !2, line: 12, type: !23, isLocal: false, isDefinition: true)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 6, type: !33, scopeLine: 6, spFlags: DISPFlagDefinition, unit: !19)
!33 = !DISubroutineType(types: !34)
!34 = !{null}
!35 = !DILocation(line: 6, column: 22, scope: !32)
!36 = distinct !DISubprogram(name: "writer", scope: !2, file: !2, line: 14, type: !37, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!40 = !{}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !36, file: !2, line: 14, type: !39)
!42 = !DILocation(line: 14, column: 20, scope: !36)
!43 = !DILocalVariable(name: "k", scope: !36, file: !2, line: 15, type: !23)
!44 = !DILocation(line: 15, column: 7, scope: !36)
!45 = !DILocation(line: 16, column: 10, scope: !46)
!46 = distinct !DILexicalBlock(scope: !36, file: !2, line: 16, column: 3)
!47 = !DILocation(line: 16, column: 8, scope: !46)
!48 = !DILocation(line: 16, column: 15, scope: !49)
!49 = distinct !DILexicalBlock(scope: !46, file: !2, line: 16, column: 3)
!50 = !DILocation(line: 16, column: 17, scope: !49)
!51 = !DILocation(line: 16, column: 3, scope: !46)
!52 = !DILocation(line: 17, column: 5, scope: !53)
!53 = distinct !DILexicalBlock(scope: !49, file: !2, line: 16, column: 27)
!54 = !DILocation(line: 18, column: 9, scope: !53)
!55 = !DILocation(line: 18, column: 11, scope: !53)
!56 = !{!"branch_weights", i32 1048575, i32 1}
!57 = !DILocation(line: 18, column: 7, scope: !53)
!58 = !DILocation(line: 19, column: 9, scope: !53)
!59 = !DILocation(line: 19, column: 11, scope: !53)
!60 = !DILocation(line: 19, column: 7, scope: !53)
!61 = !DILocation(line: 20, column: 5, scope: !53)
!62 = !DILocation(line: 21, column: 3, scope: !53)
!63 = !DILocation(line: 16, column: 23, scope: !49)
!64 = !DILocation(line: 16, column: 3, scope: !49)
!65 = distinct !{!65, !51, !66, !67}
!66 = !DILocation(line: 21, column: 3, scope: !46)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 22, column: 3, scope: !36)
!69 = distinct !DISubprogram(name: "reader", scope: !2, file: !2, line: 25, type: !37, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !40)
!70 = !DILocalVariable(name: "arg", arg: 1, scope: !69, file: !2, line: 25, type: !39)
!71 = !DILocation(line: 25, column: 20, scope: !69)
!72 = !DILocalVariable(name: "a", scope: !69, file: !2, line: 26, type: !23)
!73 = !DILocation(line: 26, column: 7, scope: !69)
!74 = !DILocalVariable(name: "b", scope: !69, file: !2, line: 26, type: !23)
!75 = !DILocation(line: 26, column: 10, scope: !69)
!76 = !DILocation(line: 27, column: 7, scope: !69)
!77 = !DILocation(line: 27, column: 5, scope: !69)
!78 = !DILocation(line: 28, column: 7, scope: !69)
!79 = !DILocation(line: 28, column: 5, scope: !69)
!80 = !DILocation(line: 29, column: 7, scope: !81)
!81 = distinct !DILexicalBlock(scope: !69, file: !2, line: 29, column: 7)
!82 = !DILocation(line: 29, column: 12, scope: !81)
!83 = !DILocation(line: 29, column: 9, scope: !81)
!84 = !DILocation(line: 29, column: 7, scope: !69)
!85 = !DILocation(line: 30, column: 5, scope: !81)
!86 = !DILocation(line: 31, column: 3, scope: !69)
!87 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 34, type: !88, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !40)
!88 = !DISubroutineType(types: !89)
!89 = !{!23}
!90 = !DILocalVariable(name: "w", scope: !87, file: !2, line: 35, type: !91)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !92, line: 27, baseType: !93)
!92 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!93 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!94 = !DILocation(line: 35, column: 13, scope: !87)
!95 = !DILocalVariable(name: "r", scope: !87, file: !2, line: 35, type: !91)
!96 = !DILocation(line: 35, column: 16, scope: !87)
!97 = !DILocation(line: 36, column: 3, scope: !87)
!98 = !DILocation(line: 37, column: 3, scope: !87)
!99 = !DILocation(line: 38, column: 16, scope: !87)
!100 = !DILocation(line: 38, column: 3, scope: !87)
!101 = !DILocation(line: 39, column: 16, scope: !87)
!102 = !DILocation(line: 39, column: 3, scope: !87)
!103 = !DILocation(line: 40, column: 3, scope: !87)
