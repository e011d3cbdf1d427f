; ModuleID = 'peterson-bug.c'
source_filename = "peterson-bug.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"peterson-bug.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 18, i32 17 }, ptr @0 }
@flag = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !17
@turn = dso_local global i32 0, align 4, !dbg !24
@inside = dso_local global i32 0, align 4, !dbg !26
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 23, i32 19 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 26, i32 19 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 35, i32 23 }, ptr @0 }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 39, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !38 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 8, ptr noundef @.str.2) #6, !dbg !41
  unreachable, !dbg !41
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @thr(ptr noundef %0) #0 !dbg !42 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !47, !DIExpression(), !48)
    #dbg_declare(ptr %3, !49, !DIExpression(), !50)
  %5 = load ptr, ptr %2, align 4, !dbg !51
  %6 = load i32, ptr %5, align 4, !dbg !52
  store i32 %6, ptr %3, align 4, !dbg !50
    #dbg_declare(ptr %4, !53, !DIExpression(), !54)
  %7 = load i32, ptr %3, align 4, !dbg !55
  %8 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 1, i32 %7), !dbg !56, !nosanitize !46
  %9 = extractvalue { i32, i1 } %8, 0, !dbg !56, !nosanitize !46
  %10 = extractvalue { i32, i1 } %8, 1, !dbg !56, !nosanitize !46
  %11 = xor i1 %10, true, !dbg !56, !nosanitize !46
  br i1 %11, label %13, label %12, !dbg !56, !prof !57, !nosanitize !46

12:                                               ; preds = %1
  call void @__ubsan_handle_sub_overflow(ptr @1, i32 1, i32 %7) #7, !dbg !56, !nosanitize !46
  br label %13, !dbg !56, !nosanitize !46

13:                                               ; preds = %12, %1
  store i32 %9, ptr %4, align 4, !dbg !54
  %14 = load i32, ptr %3, align 4, !dbg !58
  %15 = getelementptr inbounds [2 x i32], ptr @flag, i32 0, i32 %14, !dbg !59
  store i32 1, ptr %15, align 4, !dbg !60
  %16 = load i32, ptr %3, align 4, !dbg !61
  store i32 %16, ptr @turn, align 4, !dbg !62
  br label %17, !dbg !63

17:                                               ; preds = %28, %13
  %18 = load i32, ptr %4, align 4, !dbg !64
  %19 = getelementptr inbounds [2 x i32], ptr @flag, i32 0, i32 %18, !dbg !65
  %20 = load i32, ptr %19, align 4, !dbg !65
  %21 = icmp eq i32 %20, 1, !dbg !66
  br i1 %21, label %22, label %26, !dbg !67

22:                                               ; preds = %17
  %23 = load i32, ptr @turn, align 4, !dbg !68
  %24 = load i32, ptr %4, align 4, !dbg !69
  %25 = icmp eq i32 %23, %24, !dbg !70
  br label %26

26:                                               ; preds = %22, %17
  %27 = phi i1 [ false, %17 ], [ %25, %22 ], !dbg !71
  br i1 %27, label %28, label %29, !dbg !63

28:                                               ; preds = %26
  br label %17, !dbg !63, !llvm.loop !72

29:                                               ; preds = %26
  %30 = load i32, ptr @inside, align 4, !dbg !75
  %31 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %30, i32 1), !dbg !76, !nosanitize !46
  %32 = extractvalue { i32, i1 } %31, 0, !dbg !76, !nosanitize !46
  %33 = extractvalue { i32, i1 } %31, 1, !dbg !76, !nosanitize !46
  %34 = xor i1 %33, true, !dbg !76, !nosanitize !46
  br i1 %34, label %36, label %35, !dbg !76, !prof !57, !nosanitize !46

35:                                               ; preds = %29
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %30, i32 1) #7, !dbg !76, !nosanitize !46
  br label %36, !dbg !76, !nosanitize !46

36:                                               ; preds = %35, %29
  store i32 %32, ptr @inside, align 4, !dbg !77
  %37 = load i32, ptr @inside, align 4, !dbg !78
  %38 = icmp ne i32 %37, 1, !dbg !80
  br i1 %38, label %39, label %40, !dbg !81

39:                                               ; preds = %36
  call void @reach_error(), !dbg !82
  br label %40, !dbg !82

40:                                               ; preds = %39, %36
  %41 = load i32, ptr @inside, align 4, !dbg !83
  %42 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %41, i32 1), !dbg !84, !nosanitize !46
  %43 = extractvalue { i32, i1 } %42, 0, !dbg !84, !nosanitize !46
  %44 = extractvalue { i32, i1 } %42, 1, !dbg !84, !nosanitize !46
  %45 = xor i1 %44, true, !dbg !84, !nosanitize !46
  br i1 %45, label %47, label %46, !dbg !84, !prof !57, !nosanitize !46

46:                                               ; preds = %40
  call void @__ubsan_handle_sub_overflow(ptr @3, i32 %41, i32 1) #7, !dbg !84, !nosanitize !46
  br label %47, !dbg !84, !nosanitize !46

47:                                               ; preds = %46, %40
  store i32 %43, ptr @inside, align 4, !dbg !85
  %48 = load i32, ptr %3, align 4, !dbg !86
  %49 = getelementptr inbounds [2 x i32], ptr @flag, i32 0, i32 %48, !dbg !87
  store i32 0, ptr %49, align 4, !dbg !88
  ret ptr null, !dbg !89
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !90 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i32], align 4
  %3 = alloca [2 x i32], align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !93, !DIExpression(), !98)
    #dbg_declare(ptr %3, !99, !DIExpression(), !100)
    #dbg_declare(ptr %4, !101, !DIExpression(), !102)
  store i32 0, ptr %4, align 4, !dbg !103
  br label %5, !dbg !105

5:                                                ; preds = %24, %0
  %6 = load i32, ptr %4, align 4, !dbg !106
  %7 = icmp slt i32 %6, 2, !dbg !108
  br i1 %7, label %8, label %25, !dbg !109

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !dbg !110
  %10 = load i32, ptr %4, align 4, !dbg !112
  %11 = getelementptr inbounds [2 x i32], ptr %3, i32 0, i32 %10, !dbg !113
  store i32 %9, ptr %11, align 4, !dbg !114
  %12 = load i32, ptr %4, align 4, !dbg !115
  %13 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %12, !dbg !116
  %14 = load i32, ptr %4, align 4, !dbg !117
  %15 = getelementptr inbounds [2 x i32], ptr %3, i32 0, i32 %14, !dbg !118
  %16 = call i32 @pthread_create(ptr noundef %13, ptr noundef null, ptr noundef @thr, ptr noundef %15) #7, !dbg !119
  br label %17, !dbg !120

17:                                               ; preds = %8
  %18 = load i32, ptr %4, align 4, !dbg !121
  %19 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %18, i32 1), !dbg !121, !nosanitize !46
  %20 = extractvalue { i32, i1 } %19, 0, !dbg !121, !nosanitize !46
  %21 = extractvalue { i32, i1 } %19, 1, !dbg !121, !nosanitize !46
  %22 = xor i1 %21, true, !dbg !121, !nosanitize !46
  br i1 %22, label %24, label %23, !dbg !121, !prof !57, !nosanitize !46

23:                                               ; preds = %17
  call void @__ubsan_handle_add_overflow(ptr @4, i32 %18, i32 1) #7, !dbg !121, !nosanitize !46
  br label %24, !dbg !121, !nosanitize !46

24:                                               ; preds = %23, %17
  store i32 %20, ptr %4, align 4, !dbg !121
  br label %5, !dbg !122, !llvm.loop !123

25:                                               ; preds = %5
  store i32 0, ptr %4, align 4, !dbg !125
  br label %26, !dbg !127

26:                                               ; preds = %41, %25
  %27 = load i32, ptr %4, align 4, !dbg !128
  %28 = icmp slt i32 %27, 2, !dbg !130
  br i1 %28, label %29, label %42, !dbg !131

29:                                               ; preds = %26
  %30 = load i32, ptr %4, align 4, !dbg !132
  %31 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %30, !dbg !133
  %32 = load i32, ptr %31, align 4, !dbg !133
  %33 = call i32 @pthread_join(i32 noundef %32, ptr noundef null), !dbg !134
  br label %34, !dbg !134

34:                                               ; preds = %29
  %35 = load i32, ptr %4, align 4, !dbg !135
  %36 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %35, i32 1), !dbg !135, !nosanitize !46
  %37 = extractvalue { i32, i1 } %36, 0, !dbg !135, !nosanitize !46
  %38 = extractvalue { i32, i1 } %36, 1, !dbg !135, !nosanitize !46
  %39 = xor i1 %38, true, !dbg !135, !nosanitize !46
  br i1 %39, label %41, label %40, !dbg !135, !prof !57, !nosanitize !46

40:                                               ; preds = %34
  call void @__ubsan_handle_add_overflow(ptr @5, i32 %35, i32 1) #7, !dbg !135, !nosanitize !46
  br label %41, !dbg !135, !nosanitize !46

41:                                               ; preds = %40, %34
  store i32 %37, ptr %4, align 4, !dbg !135
  br label %26, !dbg !136, !llvm.loop !137

42:                                               ; preds = %26
  ret i32 0, !dbg !139
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
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "peterson-bug.c", directory: ".", checksumkind: CSK_MD5, checksum: "adfc54596d607e8cebc92908557087f7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "flag", scope: !19, file: !2, line: 12, type: !28, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !23, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 32)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!0, !7, !12, !17, !24, !26}
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "turn", scope: !19, file: !2, line: 13, type: !22, isLocal: false, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "inside", scope: !19, file: !2, line: 14, type: !22, isLocal: false, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 64, elements: !5)
!29 = !{i32 1, !"NumRegisterParameters", i32 0}
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!32 = !{i32 1, !"wchar_size", i32 4}
!33 = !{i32 8, !"PIC Level", i32 2}
!34 = !{i32 7, !"PIE Level", i32 2}
!35 = !{i32 7, !"uwtable", i32 2}
!36 = !{i32 7, !"frame-pointer", i32 2}
!37 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!38 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 8, type: !39, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !19)
!39 = !DISubroutineType(types: !40)
!40 = !{null}
!41 = !DILocation(line: 8, column: 22, scope: !38)
!42 = distinct !DISubprogram(name: "thr", scope: !2, file: !2, line: 16, type: !43, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !46)
!43 = !DISubroutineType(types: !44)
!44 = !{!45, !45}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!46 = !{}
!47 = !DILocalVariable(name: "arg", arg: 1, scope: !42, file: !2, line: 16, type: !45)
!48 = !DILocation(line: 16, column: 17, scope: !42)
!49 = !DILocalVariable(name: "me", scope: !42, file: !2, line: 17, type: !22)
!50 = !DILocation(line: 17, column: 7, scope: !42)
!51 = !DILocation(line: 17, column: 20, scope: !42)
!52 = !DILocation(line: 17, column: 12, scope: !42)
!53 = !DILocalVariable(name: "other", scope: !42, file: !2, line: 18, type: !22)
!54 = !DILocation(line: 18, column: 7, scope: !42)
!55 = !DILocation(line: 18, column: 19, scope: !42)
!56 = !DILocation(line: 18, column: 17, scope: !42)
!57 = !{!"branch_weights", i32 1048575, i32 1}
!58 = !DILocation(line: 19, column: 8, scope: !42)
!59 = !DILocation(line: 19, column: 3, scope: !42)
!60 = !DILocation(line: 19, column: 12, scope: !42)
!61 = !DILocation(line: 20, column: 10, scope: !42)
!62 = !DILocation(line: 20, column: 8, scope: !42)
!63 = !DILocation(line: 21, column: 3, scope: !42)
!64 = !DILocation(line: 21, column: 15, scope: !42)
!65 = !DILocation(line: 21, column: 10, scope: !42)
!66 = !DILocation(line: 21, column: 22, scope: !42)
!67 = !DILocation(line: 21, column: 27, scope: !42)
!68 = !DILocation(line: 21, column: 30, scope: !42)
!69 = !DILocation(line: 21, column: 38, scope: !42)
!70 = !DILocation(line: 21, column: 35, scope: !42)
!71 = !DILocation(line: 0, scope: !42)
!72 = distinct !{!72, !63, !73, !74}
!73 = !DILocation(line: 22, column: 3, scope: !42)
!74 = !{!"llvm.loop.mustprogress"}
!75 = !DILocation(line: 23, column: 12, scope: !42)
!76 = !DILocation(line: 23, column: 19, scope: !42)
!77 = !DILocation(line: 23, column: 10, scope: !42)
!78 = !DILocation(line: 24, column: 7, scope: !79)
!79 = distinct !DILexicalBlock(scope: !42, file: !2, line: 24, column: 7)
!80 = !DILocation(line: 24, column: 14, scope: !79)
!81 = !DILocation(line: 24, column: 7, scope: !42)
!82 = !DILocation(line: 25, column: 5, scope: !79)
!83 = !DILocation(line: 26, column: 12, scope: !42)
!84 = !DILocation(line: 26, column: 19, scope: !42)
!85 = !DILocation(line: 26, column: 10, scope: !42)
!86 = !DILocation(line: 27, column: 8, scope: !42)
!87 = !DILocation(line: 27, column: 3, scope: !42)
!88 = !DILocation(line: 27, column: 12, scope: !42)
!89 = !DILocation(line: 28, column: 3, scope: !42)
!90 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 31, type: !91, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !46)
!91 = !DISubroutineType(types: !92)
!92 = !{!22}
!93 = !DILocalVariable(name: "t", scope: !90, file: !2, line: 32, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 64, elements: !5)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !96, line: 27, baseType: !97)
!96 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!97 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!98 = !DILocation(line: 32, column: 13, scope: !90)
!99 = !DILocalVariable(name: "id", scope: !90, file: !2, line: 33, type: !28)
!100 = !DILocation(line: 33, column: 7, scope: !90)
!101 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 34, type: !22)
!102 = !DILocation(line: 34, column: 7, scope: !90)
!103 = !DILocation(line: 35, column: 10, scope: !104)
!104 = distinct !DILexicalBlock(scope: !90, file: !2, line: 35, column: 3)
!105 = !DILocation(line: 35, column: 8, scope: !104)
!106 = !DILocation(line: 35, column: 15, scope: !107)
!107 = distinct !DILexicalBlock(scope: !104, file: !2, line: 35, column: 3)
!108 = !DILocation(line: 35, column: 17, scope: !107)
!109 = !DILocation(line: 35, column: 3, scope: !104)
!110 = !DILocation(line: 36, column: 13, scope: !111)
!111 = distinct !DILexicalBlock(scope: !107, file: !2, line: 35, column: 27)
!112 = !DILocation(line: 36, column: 8, scope: !111)
!113 = !DILocation(line: 36, column: 5, scope: !111)
!114 = !DILocation(line: 36, column: 11, scope: !111)
!115 = !DILocation(line: 37, column: 23, scope: !111)
!116 = !DILocation(line: 37, column: 21, scope: !111)
!117 = !DILocation(line: 37, column: 39, scope: !111)
!118 = !DILocation(line: 37, column: 36, scope: !111)
!119 = !DILocation(line: 37, column: 5, scope: !111)
!120 = !DILocation(line: 38, column: 3, scope: !111)
!121 = !DILocation(line: 35, column: 23, scope: !107)
!122 = !DILocation(line: 35, column: 3, scope: !107)
!123 = distinct !{!123, !109, !124, !74}
!124 = !DILocation(line: 38, column: 3, scope: !104)
!125 = !DILocation(line: 39, column: 10, scope: !126)
!126 = distinct !DILexicalBlock(scope: !90, file: !2, line: 39, column: 3)
!127 = !DILocation(line: 39, column: 8, scope: !126)
!128 = !DILocation(line: 39, column: 15, scope: !129)
!129 = distinct !DILexicalBlock(scope: !126, file: !2, line: 39, column: 3)
!130 = !DILocation(line: 39, column: 17, scope: !129)
!131 = !DILocation(line: 39, column: 3, scope: !126)
!132 = !DILocation(line: 40, column: 20, scope: !129)
!133 = !DILocation(line: 40, column: 18, scope: !129)
!134 = !DILocation(line: 40, column: 5, scope: !129)
!135 = !DILocation(line: 39, column: 23, scope: !129)
!136 = !DILocation(line: 39, column: 3, scope: !129)
!137 = distinct !{!137, !131, !138, !74}
!138 = !DILocation(line: 40, column: 25, scope: !126)
!139 = !DILocation(line: 41, column: 3, scope: !90)
