; ModuleID = 'once-manual-bug.c'
source_filename = "once-manual-bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"once-manual-bug.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@ready = dso_local global i32 0, align 4, !dbg !17
@value = dso_local global i32 0, align 4, !dbg !21
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 27, i32 23 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 29, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !32 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 7, ptr noundef @.str.2) #6, !dbg !35
  unreachable, !dbg !35
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @user(ptr noundef %0) #0 !dbg !36 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !41, !DIExpression(), !42)
  %3 = load i32, ptr @ready, align 4, !dbg !43
  %4 = icmp ne i32 %3, 0, !dbg !43
  br i1 %4, label %6, label %5, !dbg !45

5:                                                ; preds = %1
  store i32 1, ptr @ready, align 4, !dbg !46
  store i32 42, ptr @value, align 4, !dbg !48
  br label %6, !dbg !49

6:                                                ; preds = %5, %1
  %7 = load i32, ptr @value, align 4, !dbg !50
  %8 = icmp ne i32 %7, 42, !dbg !52
  br i1 %8, label %9, label %10, !dbg !53

9:                                                ; preds = %6
  call void @reach_error(), !dbg !54
  br label %10, !dbg !54

10:                                               ; preds = %9, %6
  ret ptr null, !dbg !55
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !56 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !59, !DIExpression(), !64)
    #dbg_declare(ptr %3, !65, !DIExpression(), !66)
  store i32 0, ptr %3, align 4, !dbg !67
  br label %4, !dbg !69

4:                                                ; preds = %20, %0
  %5 = load i32, ptr %3, align 4, !dbg !70
  %6 = icmp slt i32 %5, 2, !dbg !72
  br i1 %6, label %7, label %21, !dbg !73

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !74
  %9 = sext i32 %8 to i64, !dbg !75
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %9, !dbg !75
  %11 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @user, ptr noundef null) #7, !dbg !76
  br label %12, !dbg !76

12:                                               ; preds = %7
  %13 = load i32, ptr %3, align 4, !dbg !77
  %14 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %13, i32 1), !dbg !77, !nosanitize !40
  %15 = extractvalue { i32, i1 } %14, 0, !dbg !77, !nosanitize !40
  %16 = extractvalue { i32, i1 } %14, 1, !dbg !77, !nosanitize !40
  %17 = xor i1 %16, true, !dbg !77, !nosanitize !40
  br i1 %17, label %20, label %18, !dbg !77, !prof !78, !nosanitize !40

18:                                               ; preds = %12
  %19 = zext i32 %13 to i64, !dbg !77, !nosanitize !40
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %19, i64 1) #7, !dbg !77, !nosanitize !40
  br label %20, !dbg !77, !nosanitize !40

20:                                               ; preds = %18, %12
  store i32 %15, ptr %3, align 4, !dbg !77
  br label %4, !dbg !79, !llvm.loop !80

21:                                               ; preds = %4
  store i32 0, ptr %3, align 4, !dbg !83
  br label %22, !dbg !85

22:                                               ; preds = %39, %21
  %23 = load i32, ptr %3, align 4, !dbg !86
  %24 = icmp slt i32 %23, 2, !dbg !88
  br i1 %24, label %25, label %40, !dbg !89

25:                                               ; preds = %22
  %26 = load i32, ptr %3, align 4, !dbg !90
  %27 = sext i32 %26 to i64, !dbg !91
  %28 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %27, !dbg !91
  %29 = load i64, ptr %28, align 8, !dbg !91
  %30 = call i32 @pthread_join(i64 noundef %29, ptr noundef null), !dbg !92
  br label %31, !dbg !92

31:                                               ; preds = %25
  %32 = load i32, ptr %3, align 4, !dbg !93
  %33 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %32, i32 1), !dbg !93, !nosanitize !40
  %34 = extractvalue { i32, i1 } %33, 0, !dbg !93, !nosanitize !40
  %35 = extractvalue { i32, i1 } %33, 1, !dbg !93, !nosanitize !40
  %36 = xor i1 %35, true, !dbg !93, !nosanitize !40
  br i1 %36, label %39, label %37, !dbg !93, !prof !78, !nosanitize !40

37:                                               ; preds = %31
  %38 = zext i32 %32 to i64, !dbg !93, !nosanitize !40
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %38, i64 1) #7, !dbg !93, !nosanitize !40
  br label %39, !dbg !93, !nosanitize !40

39:                                               ; preds = %37, %31
  store i32 %34, ptr %3, align 4, !dbg !93
  br label %22, !dbg !94, !llvm.loop !95

40:                                               ; preds = %22
  ret i32 0, !dbg !97
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #4

declare i32 @pthread_join(i64 noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "once-manual-bug.c", directory: ".", checksumkind: CSK_MD5, checksum: "bb96afc00f0fa23b3befe1e74e926ba8")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "ready", scope: !19, file: !2, line: 11, type: !23, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "value", scope: !19, file: !2, line: 12, type: !23, isLocal: false, isDefinition: true)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 7, type: !33, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !19)
!33 = !DISubroutineType(types: !34)
!34 = !{null}
!35 = !DILocation(line: 7, column: 22, scope: !32)
!36 = distinct !DISubprogram(name: "user", scope: !2, file: !2, line: 14, type: !37, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!40 = !{}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !36, file: !2, line: 14, type: !39)
!42 = !DILocation(line: 14, column: 18, scope: !36)
!43 = !DILocation(line: 15, column: 8, scope: !44)
!44 = distinct !DILexicalBlock(scope: !36, file: !2, line: 15, column: 7)
!45 = !DILocation(line: 15, column: 7, scope: !36)
!46 = !DILocation(line: 16, column: 11, scope: !47)
!47 = distinct !DILexicalBlock(scope: !44, file: !2, line: 15, column: 15)
!48 = !DILocation(line: 17, column: 11, scope: !47)
!49 = !DILocation(line: 18, column: 3, scope: !47)
!50 = !DILocation(line: 19, column: 7, scope: !51)
!51 = distinct !DILexicalBlock(scope: !36, file: !2, line: 19, column: 7)
!52 = !DILocation(line: 19, column: 13, scope: !51)
!53 = !DILocation(line: 19, column: 7, scope: !36)
!54 = !DILocation(line: 20, column: 5, scope: !51)
!55 = !DILocation(line: 21, column: 3, scope: !36)
!56 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !57, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !40)
!57 = !DISubroutineType(types: !58)
!58 = !{!23}
!59 = !DILocalVariable(name: "t", scope: !56, file: !2, line: 25, type: !60)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 128, elements: !5)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !62, line: 27, baseType: !63)
!62 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!63 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!64 = !DILocation(line: 25, column: 13, scope: !56)
!65 = !DILocalVariable(name: "i", scope: !56, file: !2, line: 26, type: !23)
!66 = !DILocation(line: 26, column: 7, scope: !56)
!67 = !DILocation(line: 27, column: 10, scope: !68)
!68 = distinct !DILexicalBlock(scope: !56, file: !2, line: 27, column: 3)
!69 = !DILocation(line: 27, column: 8, scope: !68)
!70 = !DILocation(line: 27, column: 15, scope: !71)
!71 = distinct !DILexicalBlock(scope: !68, file: !2, line: 27, column: 3)
!72 = !DILocation(line: 27, column: 17, scope: !71)
!73 = !DILocation(line: 27, column: 3, scope: !68)
!74 = !DILocation(line: 28, column: 23, scope: !71)
!75 = !DILocation(line: 28, column: 21, scope: !71)
!76 = !DILocation(line: 28, column: 5, scope: !71)
!77 = !DILocation(line: 27, column: 23, scope: !71)
!78 = !{!"branch_weights", i32 1048575, i32 1}
!79 = !DILocation(line: 27, column: 3, scope: !71)
!80 = distinct !{!80, !73, !81, !82}
!81 = !DILocation(line: 28, column: 37, scope: !68)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocation(line: 29, column: 10, scope: !84)
!84 = distinct !DILexicalBlock(scope: !56, file: !2, line: 29, column: 3)
!85 = !DILocation(line: 29, column: 8, scope: !84)
!86 = !DILocation(line: 29, column: 15, scope: !87)
!87 = distinct !DILexicalBlock(scope: !84, file: !2, line: 29, column: 3)
!88 = !DILocation(line: 29, column: 17, scope: !87)
!89 = !DILocation(line: 29, column: 3, scope: !84)
!90 = !DILocation(line: 30, column: 20, scope: !87)
!91 = !DILocation(line: 30, column: 18, scope: !87)
!92 = !DILocation(line: 30, column: 5, scope: !87)
!93 = !DILocation(line: 29, column: 23, scope: !87)
!94 = !DILocation(line: 29, column: 3, scope: !87)
!95 = distinct !{!95, !89, !96, !82}
!96 = !DILocation(line: 30, column: 25, scope: !84)
!97 = !DILocation(line: 31, column: 3, scope: !56)
