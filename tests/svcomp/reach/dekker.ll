; ModuleID = 'dekker.c'
source_filename = "dekker.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"dekker.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@flag0 = dso_local global i32 0, align 4, !dbg !17
@flag1 = dso_local global i32 0, align 4, !dbg !21
@turn = dso_local global i32 0, align 4, !dbg !24
@x = dso_local global i32 0, align 4, !dbg !26
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 19, i32 23 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 40, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !36 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 8, ptr noundef @.str.2) #7, !dbg !39
  unreachable, !dbg !39
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_assert(i32 noundef %0) #0 !dbg !40 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !44, !DIExpression(), !45)
  %3 = load i32, ptr %2, align 4, !dbg !46
  %4 = icmp ne i32 %3, 0, !dbg !48
  br i1 %4, label %7, label %5, !dbg !49

5:                                                ; preds = %1
  br label %6, !dbg !50

6:                                                ; preds = %5
    #dbg_label(!51, !53)
  call void @reach_error(), !dbg !54
  call void @abort() #8, !dbg !56
  unreachable, !dbg !56

7:                                                ; preds = %1
  ret void, !dbg !57
}

; Function Attrs: noreturn nounwind
declare void @abort() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @thr0(ptr noundef %0) #0 !dbg !58 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !62, !DIExpression(), !63)
    #dbg_declare(ptr %3, !64, !DIExpression(), !65)
  store i32 0, ptr %3, align 4, !dbg !66
  br label %4, !dbg !68

4:                                                ; preds = %33, %1
  %5 = load i32, ptr %3, align 4, !dbg !69
  %6 = icmp slt i32 %5, 2, !dbg !71
  br i1 %6, label %7, label %34, !dbg !72

7:                                                ; preds = %4
  store i32 1, ptr @flag0, align 4, !dbg !73
  br label %8, !dbg !75

8:                                                ; preds = %20, %7
  %9 = load i32, ptr @flag1, align 4, !dbg !76
  %10 = icmp ne i32 %9, 0, !dbg !75
  br i1 %10, label %11, label %21, !dbg !75

11:                                               ; preds = %8
  %12 = load i32, ptr @turn, align 4, !dbg !77
  %13 = icmp ne i32 %12, 0, !dbg !80
  br i1 %13, label %14, label %20, !dbg !81

14:                                               ; preds = %11
  store i32 0, ptr @flag0, align 4, !dbg !82
  br label %15, !dbg !84

15:                                               ; preds = %18, %14
  %16 = load i32, ptr @turn, align 4, !dbg !85
  %17 = icmp ne i32 %16, 0, !dbg !86
  br i1 %17, label %18, label %19, !dbg !84

18:                                               ; preds = %15
  br label %15, !dbg !84, !llvm.loop !87

19:                                               ; preds = %15
  store i32 1, ptr @flag0, align 4, !dbg !90
  br label %20, !dbg !91

20:                                               ; preds = %19, %11
  br label %8, !dbg !75, !llvm.loop !92

21:                                               ; preds = %8
  %22 = load i32, ptr @x, align 4, !dbg !94
  %23 = icmp eq i32 %22, 0, !dbg !95
  %24 = zext i1 %23 to i32, !dbg !95
  call void @__VERIFIER_assert(i32 noundef %24), !dbg !96
  store i32 1, ptr @x, align 4, !dbg !97
  store i32 0, ptr @x, align 4, !dbg !98
  store i32 1, ptr @turn, align 4, !dbg !99
  store i32 0, ptr @flag0, align 4, !dbg !100
  br label %25, !dbg !101

25:                                               ; preds = %21
  %26 = load i32, ptr %3, align 4, !dbg !102
  %27 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %26, i32 1), !dbg !102, !nosanitize !43
  %28 = extractvalue { i32, i1 } %27, 0, !dbg !102, !nosanitize !43
  %29 = extractvalue { i32, i1 } %27, 1, !dbg !102, !nosanitize !43
  %30 = xor i1 %29, true, !dbg !102, !nosanitize !43
  br i1 %30, label %33, label %31, !dbg !102, !prof !103, !nosanitize !43

31:                                               ; preds = %25
  %32 = zext i32 %26 to i64, !dbg !102, !nosanitize !43
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %32, i64 1) #9, !dbg !102, !nosanitize !43
  br label %33, !dbg !102, !nosanitize !43

33:                                               ; preds = %31, %25
  store i32 %28, ptr %3, align 4, !dbg !102
  br label %4, !dbg !104, !llvm.loop !105

34:                                               ; preds = %4
  ret ptr null, !dbg !107
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @thr1(ptr noundef %0) #0 !dbg !108 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !109, !DIExpression(), !110)
    #dbg_declare(ptr %3, !111, !DIExpression(), !112)
  store i32 0, ptr %3, align 4, !dbg !113
  br label %4, !dbg !115

4:                                                ; preds = %33, %1
  %5 = load i32, ptr %3, align 4, !dbg !116
  %6 = icmp slt i32 %5, 2, !dbg !118
  br i1 %6, label %7, label %34, !dbg !119

7:                                                ; preds = %4
  store i32 1, ptr @flag1, align 4, !dbg !120
  br label %8, !dbg !122

8:                                                ; preds = %20, %7
  %9 = load i32, ptr @flag0, align 4, !dbg !123
  %10 = icmp ne i32 %9, 0, !dbg !122
  br i1 %10, label %11, label %21, !dbg !122

11:                                               ; preds = %8
  %12 = load i32, ptr @turn, align 4, !dbg !124
  %13 = icmp ne i32 %12, 1, !dbg !127
  br i1 %13, label %14, label %20, !dbg !128

14:                                               ; preds = %11
  store i32 0, ptr @flag1, align 4, !dbg !129
  br label %15, !dbg !131

15:                                               ; preds = %18, %14
  %16 = load i32, ptr @turn, align 4, !dbg !132
  %17 = icmp ne i32 %16, 1, !dbg !133
  br i1 %17, label %18, label %19, !dbg !131

18:                                               ; preds = %15
  br label %15, !dbg !131, !llvm.loop !134

19:                                               ; preds = %15
  store i32 1, ptr @flag1, align 4, !dbg !136
  br label %20, !dbg !137

20:                                               ; preds = %19, %11
  br label %8, !dbg !122, !llvm.loop !138

21:                                               ; preds = %8
  %22 = load i32, ptr @x, align 4, !dbg !140
  %23 = icmp eq i32 %22, 0, !dbg !141
  %24 = zext i1 %23 to i32, !dbg !141
  call void @__VERIFIER_assert(i32 noundef %24), !dbg !142
  store i32 2, ptr @x, align 4, !dbg !143
  store i32 0, ptr @x, align 4, !dbg !144
  store i32 0, ptr @turn, align 4, !dbg !145
  store i32 0, ptr @flag1, align 4, !dbg !146
  br label %25, !dbg !147

25:                                               ; preds = %21
  %26 = load i32, ptr %3, align 4, !dbg !148
  %27 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %26, i32 1), !dbg !148, !nosanitize !43
  %28 = extractvalue { i32, i1 } %27, 0, !dbg !148, !nosanitize !43
  %29 = extractvalue { i32, i1 } %27, 1, !dbg !148, !nosanitize !43
  %30 = xor i1 %29, true, !dbg !148, !nosanitize !43
  br i1 %30, label %33, label %31, !dbg !148, !prof !103, !nosanitize !43

31:                                               ; preds = %25
  %32 = zext i32 %26 to i64, !dbg !148, !nosanitize !43
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %32, i64 1) #9, !dbg !148, !nosanitize !43
  br label %33, !dbg !148, !nosanitize !43

33:                                               ; preds = %31, %25
  store i32 %28, ptr %3, align 4, !dbg !148
  br label %4, !dbg !149, !llvm.loop !150

34:                                               ; preds = %4
  ret ptr null, !dbg !152
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !153 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !156, !DIExpression(), !160)
    #dbg_declare(ptr %3, !161, !DIExpression(), !162)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @thr0, ptr noundef null) #9, !dbg !163
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @thr1, ptr noundef null) #9, !dbg !164
  %6 = load i64, ptr %2, align 8, !dbg !165
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !166
  %8 = load i64, ptr %3, align 8, !dbg !167
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !168
  ret i32 0, !dbg !169
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #5

declare i32 @pthread_join(i64 noundef, ptr noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback noreturn nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "dekker.c", directory: ".", checksumkind: CSK_MD5, checksum: "b855878e6a137e94074e066e3f96d39a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "flag0", scope: !19, file: !2, line: 13, type: !23, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21, !24, !26}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "flag1", scope: !19, file: !2, line: 13, type: !23, isLocal: false, isDefinition: true)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "turn", scope: !19, file: !2, line: 14, type: !23, isLocal: false, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "x", scope: !19, file: !2, line: 15, type: !23, isLocal: false, isDefinition: true)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"frame-pointer", i32 2}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 8, type: !37, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !19)
!37 = !DISubroutineType(types: !38)
!38 = !{null}
!39 = !DILocation(line: 8, column: 22, scope: !36)
!40 = distinct !DISubprogram(name: "__VERIFIER_assert", scope: !2, file: !2, line: 9, type: !41, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !43)
!41 = !DISubroutineType(types: !42)
!42 = !{null, !23}
!43 = !{}
!44 = !DILocalVariable(name: "cond", arg: 1, scope: !40, file: !2, line: 9, type: !23)
!45 = !DILocation(line: 9, column: 28, scope: !40)
!46 = !DILocation(line: 9, column: 42, scope: !47)
!47 = distinct !DILexicalBlock(scope: !40, file: !2, line: 9, column: 40)
!48 = !DILocation(line: 9, column: 41, scope: !47)
!49 = !DILocation(line: 9, column: 40, scope: !40)
!50 = !DILocation(line: 9, column: 49, scope: !47)
!51 = !DILabel(scope: !52, name: "ERROR", file: !2, line: 9)
!52 = distinct !DILexicalBlock(scope: !47, file: !2, line: 9, column: 49)
!53 = !DILocation(line: 9, column: 51, scope: !52)
!54 = !DILocation(line: 9, column: 59, scope: !55)
!55 = distinct !DILexicalBlock(scope: !52, file: !2, line: 9, column: 58)
!56 = !DILocation(line: 9, column: 73, scope: !55)
!57 = !DILocation(line: 9, column: 85, scope: !40)
!58 = distinct !DISubprogram(name: "thr0", scope: !2, file: !2, line: 17, type: !59, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !43)
!59 = !DISubroutineType(types: !60)
!60 = !{!61, !61}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!62 = !DILocalVariable(name: "arg", arg: 1, scope: !58, file: !2, line: 17, type: !61)
!63 = !DILocation(line: 17, column: 18, scope: !58)
!64 = !DILocalVariable(name: "k", scope: !58, file: !2, line: 18, type: !23)
!65 = !DILocation(line: 18, column: 7, scope: !58)
!66 = !DILocation(line: 19, column: 10, scope: !67)
!67 = distinct !DILexicalBlock(scope: !58, file: !2, line: 19, column: 3)
!68 = !DILocation(line: 19, column: 8, scope: !67)
!69 = !DILocation(line: 19, column: 15, scope: !70)
!70 = distinct !DILexicalBlock(scope: !67, file: !2, line: 19, column: 3)
!71 = !DILocation(line: 19, column: 17, scope: !70)
!72 = !DILocation(line: 19, column: 3, scope: !67)
!73 = !DILocation(line: 20, column: 11, scope: !74)
!74 = distinct !DILexicalBlock(scope: !70, file: !2, line: 19, column: 27)
!75 = !DILocation(line: 21, column: 5, scope: !74)
!76 = !DILocation(line: 21, column: 12, scope: !74)
!77 = !DILocation(line: 22, column: 11, scope: !78)
!78 = distinct !DILexicalBlock(scope: !79, file: !2, line: 22, column: 11)
!79 = distinct !DILexicalBlock(scope: !74, file: !2, line: 21, column: 19)
!80 = !DILocation(line: 22, column: 16, scope: !78)
!81 = !DILocation(line: 22, column: 11, scope: !79)
!82 = !DILocation(line: 23, column: 15, scope: !83)
!83 = distinct !DILexicalBlock(scope: !78, file: !2, line: 22, column: 22)
!84 = !DILocation(line: 24, column: 9, scope: !83)
!85 = !DILocation(line: 24, column: 16, scope: !83)
!86 = !DILocation(line: 24, column: 21, scope: !83)
!87 = distinct !{!87, !84, !88, !89}
!88 = !DILocation(line: 25, column: 9, scope: !83)
!89 = !{!"llvm.loop.mustprogress"}
!90 = !DILocation(line: 26, column: 15, scope: !83)
!91 = !DILocation(line: 27, column: 7, scope: !83)
!92 = distinct !{!92, !75, !93, !89}
!93 = !DILocation(line: 28, column: 5, scope: !74)
!94 = !DILocation(line: 29, column: 23, scope: !74)
!95 = !DILocation(line: 29, column: 25, scope: !74)
!96 = !DILocation(line: 29, column: 5, scope: !74)
!97 = !DILocation(line: 30, column: 7, scope: !74)
!98 = !DILocation(line: 31, column: 7, scope: !74)
!99 = !DILocation(line: 32, column: 10, scope: !74)
!100 = !DILocation(line: 33, column: 11, scope: !74)
!101 = !DILocation(line: 34, column: 3, scope: !74)
!102 = !DILocation(line: 19, column: 23, scope: !70)
!103 = !{!"branch_weights", i32 1048575, i32 1}
!104 = !DILocation(line: 19, column: 3, scope: !70)
!105 = distinct !{!105, !72, !106, !89}
!106 = !DILocation(line: 34, column: 3, scope: !67)
!107 = !DILocation(line: 35, column: 3, scope: !58)
!108 = distinct !DISubprogram(name: "thr1", scope: !2, file: !2, line: 38, type: !59, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !43)
!109 = !DILocalVariable(name: "arg", arg: 1, scope: !108, file: !2, line: 38, type: !61)
!110 = !DILocation(line: 38, column: 18, scope: !108)
!111 = !DILocalVariable(name: "k", scope: !108, file: !2, line: 39, type: !23)
!112 = !DILocation(line: 39, column: 7, scope: !108)
!113 = !DILocation(line: 40, column: 10, scope: !114)
!114 = distinct !DILexicalBlock(scope: !108, file: !2, line: 40, column: 3)
!115 = !DILocation(line: 40, column: 8, scope: !114)
!116 = !DILocation(line: 40, column: 15, scope: !117)
!117 = distinct !DILexicalBlock(scope: !114, file: !2, line: 40, column: 3)
!118 = !DILocation(line: 40, column: 17, scope: !117)
!119 = !DILocation(line: 40, column: 3, scope: !114)
!120 = !DILocation(line: 41, column: 11, scope: !121)
!121 = distinct !DILexicalBlock(scope: !117, file: !2, line: 40, column: 27)
!122 = !DILocation(line: 42, column: 5, scope: !121)
!123 = !DILocation(line: 42, column: 12, scope: !121)
!124 = !DILocation(line: 43, column: 11, scope: !125)
!125 = distinct !DILexicalBlock(scope: !126, file: !2, line: 43, column: 11)
!126 = distinct !DILexicalBlock(scope: !121, file: !2, line: 42, column: 19)
!127 = !DILocation(line: 43, column: 16, scope: !125)
!128 = !DILocation(line: 43, column: 11, scope: !126)
!129 = !DILocation(line: 44, column: 15, scope: !130)
!130 = distinct !DILexicalBlock(scope: !125, file: !2, line: 43, column: 22)
!131 = !DILocation(line: 45, column: 9, scope: !130)
!132 = !DILocation(line: 45, column: 16, scope: !130)
!133 = !DILocation(line: 45, column: 21, scope: !130)
!134 = distinct !{!134, !131, !135, !89}
!135 = !DILocation(line: 46, column: 9, scope: !130)
!136 = !DILocation(line: 47, column: 15, scope: !130)
!137 = !DILocation(line: 48, column: 7, scope: !130)
!138 = distinct !{!138, !122, !139, !89}
!139 = !DILocation(line: 49, column: 5, scope: !121)
!140 = !DILocation(line: 50, column: 23, scope: !121)
!141 = !DILocation(line: 50, column: 25, scope: !121)
!142 = !DILocation(line: 50, column: 5, scope: !121)
!143 = !DILocation(line: 51, column: 7, scope: !121)
!144 = !DILocation(line: 52, column: 7, scope: !121)
!145 = !DILocation(line: 53, column: 10, scope: !121)
!146 = !DILocation(line: 54, column: 11, scope: !121)
!147 = !DILocation(line: 55, column: 3, scope: !121)
!148 = !DILocation(line: 40, column: 23, scope: !117)
!149 = !DILocation(line: 40, column: 3, scope: !117)
!150 = distinct !{!150, !119, !151, !89}
!151 = !DILocation(line: 55, column: 3, scope: !114)
!152 = !DILocation(line: 56, column: 3, scope: !108)
!153 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 59, type: !154, scopeLine: 59, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !43)
!154 = !DISubroutineType(types: !155)
!155 = !{!23}
!156 = !DILocalVariable(name: "a", scope: !153, file: !2, line: 60, type: !157)
!157 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !158, line: 27, baseType: !159)
!158 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!159 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!160 = !DILocation(line: 60, column: 13, scope: !153)
!161 = !DILocalVariable(name: "b", scope: !153, file: !2, line: 60, type: !157)
!162 = !DILocation(line: 60, column: 16, scope: !153)
!163 = !DILocation(line: 61, column: 3, scope: !153)
!164 = !DILocation(line: 62, column: 3, scope: !153)
!165 = !DILocation(line: 63, column: 16, scope: !153)
!166 = !DILocation(line: 63, column: 3, scope: !153)
!167 = !DILocation(line: 64, column: 16, scope: !153)
!168 = !DILocation(line: 64, column: 3, scope: !153)
!169 = !DILocation(line: 65, column: 3, scope: !153)
