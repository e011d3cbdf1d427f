; ModuleID = 'once-init.c'
source_filename = "once-init.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"once-init.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@once = dso_local global i32 0, align 4, !dbg !14
@init_count = dso_local global i32 0, align 4, !dbg !21
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 15, i32 27 }, ptr @0 }
@value = dso_local global i32 0, align 4, !dbg !18
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 29, i32 23 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 31, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !33 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 6, ptr noundef @.str.2) #6, !dbg !36
  unreachable, !dbg !36
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @init() #0 !dbg !37 {
  %1 = load i32, ptr @init_count, align 4, !dbg !38
  %2 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %1, i32 1), !dbg !39, !nosanitize !40
  %3 = extractvalue { i32, i1 } %2, 0, !dbg !39, !nosanitize !40
  %4 = extractvalue { i32, i1 } %2, 1, !dbg !39, !nosanitize !40
  %5 = xor i1 %4, true, !dbg !39, !nosanitize !40
  br i1 %5, label %8, label %6, !dbg !39, !prof !41, !nosanitize !40

6:                                                ; preds = %0
  %7 = zext i32 %1 to i64, !dbg !39, !nosanitize !40
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %7, i64 1) #7, !dbg !39, !nosanitize !40
  br label %8, !dbg !39, !nosanitize !40

8:                                                ; preds = %6, %0
  store i32 %3, ptr @init_count, align 4, !dbg !42
  store i32 42, ptr @value, align 4, !dbg !43
  ret void, !dbg !44
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @user(ptr noundef %0) #0 !dbg !45 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !49, !DIExpression(), !50)
  %3 = call i32 @pthread_once(ptr noundef @once, ptr noundef @init), !dbg !51
  %4 = load i32, ptr @value, align 4, !dbg !52
  %5 = icmp ne i32 %4, 42, !dbg !54
  br i1 %5, label %6, label %7, !dbg !55

6:                                                ; preds = %1
  call void @reach_error(), !dbg !56
  br label %7, !dbg !56

7:                                                ; preds = %6, %1
  ret ptr null, !dbg !57
}

declare i32 @pthread_once(ptr noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !58 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 16
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !61, !DIExpression(), !67)
    #dbg_declare(ptr %3, !68, !DIExpression(), !69)
  store i32 0, ptr %3, align 4, !dbg !70
  br label %4, !dbg !72

4:                                                ; preds = %20, %0
  %5 = load i32, ptr %3, align 4, !dbg !73
  %6 = icmp slt i32 %5, 3, !dbg !75
  br i1 %6, label %7, label %21, !dbg !76

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !77
  %9 = sext i32 %8 to i64, !dbg !78
  %10 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %9, !dbg !78
  %11 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @user, ptr noundef null) #7, !dbg !79
  br label %12, !dbg !79

12:                                               ; preds = %7
  %13 = load i32, ptr %3, align 4, !dbg !80
  %14 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %13, i32 1), !dbg !80, !nosanitize !40
  %15 = extractvalue { i32, i1 } %14, 0, !dbg !80, !nosanitize !40
  %16 = extractvalue { i32, i1 } %14, 1, !dbg !80, !nosanitize !40
  %17 = xor i1 %16, true, !dbg !80, !nosanitize !40
  br i1 %17, label %20, label %18, !dbg !80, !prof !41, !nosanitize !40

18:                                               ; preds = %12
  %19 = zext i32 %13 to i64, !dbg !80, !nosanitize !40
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %19, i64 1) #7, !dbg !80, !nosanitize !40
  br label %20, !dbg !80, !nosanitize !40

20:                                               ; preds = %18, %12
  store i32 %15, ptr %3, align 4, !dbg !80
  br label %4, !dbg !81, !llvm.loop !82

21:                                               ; preds = %4
  store i32 0, ptr %3, align 4, !dbg !85
  br label %22, !dbg !87

22:                                               ; preds = %39, %21
  %23 = load i32, ptr %3, align 4, !dbg !88
  %24 = icmp slt i32 %23, 3, !dbg !90
  br i1 %24, label %25, label %40, !dbg !91

25:                                               ; preds = %22
  %26 = load i32, ptr %3, align 4, !dbg !92
  %27 = sext i32 %26 to i64, !dbg !93
  %28 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %27, !dbg !93
  %29 = load i64, ptr %28, align 8, !dbg !93
  %30 = call i32 @pthread_join(i64 noundef %29, ptr noundef null), !dbg !94
  br label %31, !dbg !94

31:                                               ; preds = %25
  %32 = load i32, ptr %3, align 4, !dbg !95
  %33 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %32, i32 1), !dbg !95, !nosanitize !40
  %34 = extractvalue { i32, i1 } %33, 0, !dbg !95, !nosanitize !40
  %35 = extractvalue { i32, i1 } %33, 1, !dbg !95, !nosanitize !40
  %36 = xor i1 %35, true, !dbg !95, !nosanitize !40
  br i1 %36, label %39, label %37, !dbg !95, !prof !41, !nosanitize !40

37:                                               ; preds = %31
  %38 = zext i32 %32 to i64, !dbg !95, !nosanitize !40
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %38, i64 1) #7, !dbg !95, !nosanitize !40
  br label %39, !dbg !95, !nosanitize !40

39:                                               ; preds = %37, %31
  store i32 %34, ptr %3, align 4, !dbg !95
  br label %22, !dbg !96, !llvm.loop !97

40:                                               ; preds = %22
  %41 = load i32, ptr @init_count, align 4, !dbg !99
  %42 = icmp ne i32 %41, 1, !dbg !101
  br i1 %42, label %43, label %44, !dbg !102

43:                                               ; preds = %40
  call void @reach_error(), !dbg !103
  br label %44, !dbg !103

44:                                               ; preds = %43, %40
  ret i32 0, !dbg !104
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #5

declare i32 @pthread_join(i64 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!16}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "once-init.c", directory: ".", checksumkind: CSK_MD5, checksum: "32b2aa98943bcb2ffb8a7f92c65f50eb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "once", scope: !16, file: !2, line: 10, type: !23, isLocal: false, isDefinition: true)
!16 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !17, splitDebugInlining: false, nameTableKind: None)
!17 = !{!0, !7, !12, !14, !18, !21}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "value", scope: !16, file: !2, line: 11, type: !20, isLocal: false, isDefinition: true)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "init_count", scope: !16, file: !2, line: 12, type: !20, isLocal: false, isDefinition: true)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_once_t", file: !24, line: 53, baseType: !20)
!24 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"frame-pointer", i32 2}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 6, type: !34, scopeLine: 6, spFlags: DISPFlagDefinition, unit: !16)
!34 = !DISubroutineType(types: !35)
!35 = !{null}
!36 = !DILocation(line: 6, column: 22, scope: !33)
!37 = distinct !DISubprogram(name: "init", scope: !2, file: !2, line: 14, type: !34, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !16)
!38 = !DILocation(line: 15, column: 16, scope: !37)
!39 = !DILocation(line: 15, column: 27, scope: !37)
!40 = !{}
!41 = !{!"branch_weights", i32 1048575, i32 1}
!42 = !DILocation(line: 15, column: 14, scope: !37)
!43 = !DILocation(line: 16, column: 9, scope: !37)
!44 = !DILocation(line: 17, column: 1, scope: !37)
!45 = distinct !DISubprogram(name: "user", scope: !2, file: !2, line: 19, type: !46, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !16, retainedNodes: !40)
!46 = !DISubroutineType(types: !47)
!47 = !{!48, !48}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!49 = !DILocalVariable(name: "arg", arg: 1, scope: !45, file: !2, line: 19, type: !48)
!50 = !DILocation(line: 19, column: 18, scope: !45)
!51 = !DILocation(line: 20, column: 3, scope: !45)
!52 = !DILocation(line: 21, column: 7, scope: !53)
!53 = distinct !DILexicalBlock(scope: !45, file: !2, line: 21, column: 7)
!54 = !DILocation(line: 21, column: 13, scope: !53)
!55 = !DILocation(line: 21, column: 7, scope: !45)
!56 = !DILocation(line: 22, column: 5, scope: !53)
!57 = !DILocation(line: 23, column: 3, scope: !45)
!58 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !59, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !16, retainedNodes: !40)
!59 = !DISubroutineType(types: !60)
!60 = !{!20}
!61 = !DILocalVariable(name: "t", scope: !58, file: !2, line: 27, type: !62)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 192, elements: !65)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !24, line: 27, baseType: !64)
!64 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!65 = !{!66}
!66 = !DISubrange(count: 3)
!67 = !DILocation(line: 27, column: 13, scope: !58)
!68 = !DILocalVariable(name: "i", scope: !58, file: !2, line: 28, type: !20)
!69 = !DILocation(line: 28, column: 7, scope: !58)
!70 = !DILocation(line: 29, column: 10, scope: !71)
!71 = distinct !DILexicalBlock(scope: !58, file: !2, line: 29, column: 3)
!72 = !DILocation(line: 29, column: 8, scope: !71)
!73 = !DILocation(line: 29, column: 15, scope: !74)
!74 = distinct !DILexicalBlock(scope: !71, file: !2, line: 29, column: 3)
!75 = !DILocation(line: 29, column: 17, scope: !74)
!76 = !DILocation(line: 29, column: 3, scope: !71)
!77 = !DILocation(line: 30, column: 23, scope: !74)
!78 = !DILocation(line: 30, column: 21, scope: !74)
!79 = !DILocation(line: 30, column: 5, scope: !74)
!80 = !DILocation(line: 29, column: 23, scope: !74)
!81 = !DILocation(line: 29, column: 3, scope: !74)
!82 = distinct !{!82, !76, !83, !84}
!83 = !DILocation(line: 30, column: 37, scope: !71)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !DILocation(line: 31, column: 10, scope: !86)
!86 = distinct !DILexicalBlock(scope: !58, file: !2, line: 31, column: 3)
!87 = !DILocation(line: 31, column: 8, scope: !86)
!88 = !DILocation(line: 31, column: 15, scope: !89)
!89 = distinct !DILexicalBlock(scope: !86, file: !2, line: 31, column: 3)
!90 = !DILocation(line: 31, column: 17, scope: !89)
!91 = !DILocation(line: 31, column: 3, scope: !86)
!92 = !DILocation(line: 32, column: 20, scope: !89)
!93 = !DILocation(line: 32, column: 18, scope: !89)
!94 = !DILocation(line: 32, column: 5, scope: !89)
!95 = !DILocation(line: 31, column: 23, scope: !89)
!96 = !DILocation(line: 31, column: 3, scope: !89)
!97 = distinct !{!97, !91, !98, !84}
!98 = !DILocation(line: 32, column: 25, scope: !86)
!99 = !DILocation(line: 33, column: 7, scope: !100)
!100 = distinct !DILexicalBlock(scope: !58, file: !2, line: 33, column: 7)
!101 = !DILocation(line: 33, column: 18, scope: !100)
!102 = !DILocation(line: 33, column: 7, scope: !58)
!103 = !DILocation(line: 34, column: 5, scope: !100)
!104 = !DILocation(line: 35, column: 3, scope: !58)
