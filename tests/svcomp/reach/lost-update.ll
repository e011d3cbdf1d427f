; ModuleID = 'lost-update.c'
source_filename = "lost-update.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"lost-update.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@x = dso_local global i32 0, align 4, !dbg !17
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 14, i32 9 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 21, i32 23 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 23, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !31 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 7, ptr noundef @.str.2) #6, !dbg !34
  unreachable, !dbg !34
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @inc(ptr noundef %0) #0 !dbg !35 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !40, !DIExpression(), !41)
  %3 = load i32, ptr @x, align 4, !dbg !42
  %4 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %3, i32 1), !dbg !43, !nosanitize !39
  %5 = extractvalue { i32, i1 } %4, 0, !dbg !43, !nosanitize !39
  %6 = extractvalue { i32, i1 } %4, 1, !dbg !43, !nosanitize !39
  %7 = xor i1 %6, true, !dbg !43, !nosanitize !39
  br i1 %7, label %9, label %8, !dbg !43, !prof !44, !nosanitize !39

8:                                                ; preds = %1
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %3, i32 1) #7, !dbg !43, !nosanitize !39
  br label %9, !dbg !43, !nosanitize !39

9:                                                ; preds = %8, %1
  store i32 %5, ptr @x, align 4, !dbg !45
  ret ptr null, !dbg !46
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !47 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i32], align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !50, !DIExpression(), !55)
    #dbg_declare(ptr %3, !56, !DIExpression(), !57)
  store i32 0, ptr %3, align 4, !dbg !58
  br label %4, !dbg !60

4:                                                ; preds = %18, %0
  %5 = load i32, ptr %3, align 4, !dbg !61
  %6 = icmp slt i32 %5, 2, !dbg !63
  br i1 %6, label %7, label %19, !dbg !64

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !65
  %9 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %8, !dbg !66
  %10 = call i32 @pthread_create(ptr noundef %9, ptr noundef null, ptr noundef @inc, ptr noundef null) #7, !dbg !67
  br label %11, !dbg !67

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4, !dbg !68
  %13 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %12, i32 1), !dbg !68, !nosanitize !39
  %14 = extractvalue { i32, i1 } %13, 0, !dbg !68, !nosanitize !39
  %15 = extractvalue { i32, i1 } %13, 1, !dbg !68, !nosanitize !39
  %16 = xor i1 %15, true, !dbg !68, !nosanitize !39
  br i1 %16, label %18, label %17, !dbg !68, !prof !44, !nosanitize !39

17:                                               ; preds = %11
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %12, i32 1) #7, !dbg !68, !nosanitize !39
  br label %18, !dbg !68, !nosanitize !39

18:                                               ; preds = %17, %11
  store i32 %14, ptr %3, align 4, !dbg !68
  br label %4, !dbg !69, !llvm.loop !70

19:                                               ; preds = %4
  store i32 0, ptr %3, align 4, !dbg !73
  br label %20, !dbg !75

20:                                               ; preds = %35, %19
  %21 = load i32, ptr %3, align 4, !dbg !76
  %22 = icmp slt i32 %21, 2, !dbg !78
  br i1 %22, label %23, label %36, !dbg !79

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4, !dbg !80
  %25 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %24, !dbg !81
  %26 = load i32, ptr %25, align 4, !dbg !81
  %27 = call i32 @pthread_join(i32 noundef %26, ptr noundef null), !dbg !82
  br label %28, !dbg !82

28:                                               ; preds = %23
  %29 = load i32, ptr %3, align 4, !dbg !83
  %30 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %29, i32 1), !dbg !83, !nosanitize !39
  %31 = extractvalue { i32, i1 } %30, 0, !dbg !83, !nosanitize !39
  %32 = extractvalue { i32, i1 } %30, 1, !dbg !83, !nosanitize !39
  %33 = xor i1 %32, true, !dbg !83, !nosanitize !39
  br i1 %33, label %35, label %34, !dbg !83, !prof !44, !nosanitize !39

34:                                               ; preds = %28
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %29, i32 1) #7, !dbg !83, !nosanitize !39
  br label %35, !dbg !83, !nosanitize !39

35:                                               ; preds = %34, %28
  store i32 %31, ptr %3, align 4, !dbg !83
  br label %20, !dbg !84, !llvm.loop !85

36:                                               ; preds = %20
  %37 = load i32, ptr @x, align 4, !dbg !87
  %38 = icmp ne i32 %37, 2, !dbg !89
  br i1 %38, label %39, label %40, !dbg !90

39:                                               ; preds = %36
  call void @reach_error(), !dbg !91
  br label %40, !dbg !91

40:                                               ; preds = %39, %36
  ret i32 0, !dbg !92
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
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "lost-update.c", directory: ".", checksumkind: CSK_MD5, checksum: "7b581a3a8dc555e62fd680807fb9c8ed")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "x", scope: !19, file: !2, line: 11, type: !21, isLocal: false, isDefinition: true)
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
!31 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 7, type: !32, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !19)
!32 = !DISubroutineType(types: !33)
!33 = !{null}
!34 = !DILocation(line: 7, column: 22, scope: !31)
!35 = distinct !DISubprogram(name: "inc", scope: !2, file: !2, line: 13, type: !36, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !39)
!36 = !DISubroutineType(types: !37)
!37 = !{!38, !38}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!39 = !{}
!40 = !DILocalVariable(name: "arg", arg: 1, scope: !35, file: !2, line: 13, type: !38)
!41 = !DILocation(line: 13, column: 17, scope: !35)
!42 = !DILocation(line: 14, column: 7, scope: !35)
!43 = !DILocation(line: 14, column: 9, scope: !35)
!44 = !{!"branch_weights", i32 1048575, i32 1}
!45 = !DILocation(line: 14, column: 5, scope: !35)
!46 = !DILocation(line: 15, column: 3, scope: !35)
!47 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !48, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !39)
!48 = !DISubroutineType(types: !49)
!49 = !{!21}
!50 = !DILocalVariable(name: "t", scope: !47, file: !2, line: 19, type: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !52, size: 64, elements: !5)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !53, line: 27, baseType: !54)
!53 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!54 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!55 = !DILocation(line: 19, column: 13, scope: !47)
!56 = !DILocalVariable(name: "i", scope: !47, file: !2, line: 20, type: !21)
!57 = !DILocation(line: 20, column: 7, scope: !47)
!58 = !DILocation(line: 21, column: 10, scope: !59)
!59 = distinct !DILexicalBlock(scope: !47, file: !2, line: 21, column: 3)
!60 = !DILocation(line: 21, column: 8, scope: !59)
!61 = !DILocation(line: 21, column: 15, scope: !62)
!62 = distinct !DILexicalBlock(scope: !59, file: !2, line: 21, column: 3)
!63 = !DILocation(line: 21, column: 17, scope: !62)
!64 = !DILocation(line: 21, column: 3, scope: !59)
!65 = !DILocation(line: 22, column: 23, scope: !62)
!66 = !DILocation(line: 22, column: 21, scope: !62)
!67 = !DILocation(line: 22, column: 5, scope: !62)
!68 = !DILocation(line: 21, column: 23, scope: !62)
!69 = !DILocation(line: 21, column: 3, scope: !62)
!70 = distinct !{!70, !64, !71, !72}
!71 = !DILocation(line: 22, column: 36, scope: !59)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DILocation(line: 23, column: 10, scope: !74)
!74 = distinct !DILexicalBlock(scope: !47, file: !2, line: 23, column: 3)
!75 = !DILocation(line: 23, column: 8, scope: !74)
!76 = !DILocation(line: 23, column: 15, scope: !77)
!77 = distinct !DILexicalBlock(scope: !74, file: !2, line: 23, column: 3)
!78 = !DILocation(line: 23, column: 17, scope: !77)
!79 = !DILocation(line: 23, column: 3, scope: !74)
!80 = !DILocation(line: 24, column: 20, scope: !77)
!81 = !DILocation(line: 24, column: 18, scope: !77)
!82 = !DILocation(line: 24, column: 5, scope: !77)
!83 = !DILocation(line: 23, column: 23, scope: !77)
!84 = !DILocation(line: 23, column: 3, scope: !77)
!85 = distinct !{!85, !79, !86, !72}
!86 = !DILocation(line: 24, column: 25, scope: !74)
!87 = !DILocation(line: 25, column: 7, scope: !88)
!88 = distinct !DILexicalBlock(scope: !47, file: !2, line: 25, column: 7)
!89 = !DILocation(line: 25, column: 9, scope: !88)
!90 = !DILocation(line: 25, column: 7, scope: !47)
!91 = !DILocation(line: 26, column: 5, scope: !88)
!92 = !DILocation(line: 27, column: 3, scope: !47)
