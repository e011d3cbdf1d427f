; ModuleID = 'CoWW.c'
source_filename = "CoWW.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [7 x i8] c"CoWW.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !28

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !43 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !48, !DIExpression(), !49)
  %3 = load ptr, ptr %2, align 8, !dbg !50
  store volatile i32 1, ptr @x, align 4, !dbg !51
  store volatile i32 2, ptr @x, align 4, !dbg !52
  ret ptr null, !dbg !53
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !54 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !55, !DIExpression(), !56)
  %3 = load ptr, ptr %2, align 8, !dbg !57
  store volatile i32 3, ptr @x, align 4, !dbg !58
  ret ptr null, !dbg !59
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !60 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !63, !DIExpression(), !70)
  %6 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !71
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !72
  %8 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !73
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !74
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !75
  %11 = load i64, ptr %10, align 16, !dbg !75
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !76
  %13 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !77
  %14 = load i64, ptr %13, align 8, !dbg !77
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !78
    #dbg_declare(ptr %3, !79, !DIExpression(), !80)
    #dbg_declare(ptr %4, !81, !DIExpression(), !82)
    #dbg_declare(ptr %5, !83, !DIExpression(), !84)
  store i32 0, ptr %5, align 4, !dbg !84
  %16 = load volatile i32, ptr @x, align 4, !dbg !85
  store i32 %16, ptr %3, align 4, !dbg !86
  %17 = load i32, ptr %3, align 4, !dbg !87
  %18 = icmp eq i32 %17, 0, !dbg !88
  br i1 %18, label %19, label %20, !dbg !87

19:                                               ; preds = %0
  br label %37, !dbg !87

20:                                               ; preds = %0
  %21 = load i32, ptr %3, align 4, !dbg !89
  %22 = icmp eq i32 %21, 1, !dbg !90
  br i1 %22, label %23, label %24, !dbg !89

23:                                               ; preds = %20
  br label %35, !dbg !89

24:                                               ; preds = %20
  %25 = load i32, ptr %3, align 4, !dbg !91
  %26 = icmp eq i32 %25, 2, !dbg !92
  br i1 %26, label %27, label %28, !dbg !91

27:                                               ; preds = %24
  br label %33, !dbg !91

28:                                               ; preds = %24
  %29 = load i32, ptr %3, align 4, !dbg !93
  %30 = icmp eq i32 %29, 3, !dbg !94
  %31 = zext i1 %30 to i64, !dbg !93
  %32 = select i1 %30, i32 3, i32 -1, !dbg !93
  br label %33, !dbg !91

33:                                               ; preds = %28, %27
  %34 = phi i32 [ 2, %27 ], [ %32, %28 ], !dbg !91
  br label %35, !dbg !89

35:                                               ; preds = %33, %23
  %36 = phi i32 [ 1, %23 ], [ %34, %33 ], !dbg !89
  br label %37, !dbg !87

37:                                               ; preds = %35, %19
  %38 = phi i32 [ 0, %19 ], [ %36, %35 ], !dbg !87
  store i32 %38, ptr %4, align 4, !dbg !95
  %39 = load i32, ptr %4, align 4, !dbg !96
  %40 = icmp slt i32 %39, 0, !dbg !98
  br i1 %40, label %41, label %42, !dbg !99

41:                                               ; preds = %37
  br label %52, !dbg !100

42:                                               ; preds = %37
  %43 = load i32, ptr %4, align 4, !dbg !101
  %44 = load i32, ptr %5, align 4, !dbg !102
  %45 = add nsw i32 %44, %43, !dbg !102
  store i32 %45, ptr %5, align 4, !dbg !102
  %46 = load i32, ptr %5, align 4, !dbg !103
  switch i32 %46, label %51 [
    i32 0, label %47
    i32 1, label %48
    i32 2, label %49
    i32 3, label %50
  ], !dbg !104

47:                                               ; preds = %42
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 52, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !105
  unreachable, !dbg !105

48:                                               ; preds = %42
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 57, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !109
  unreachable, !dbg !109

49:                                               ; preds = %42
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 62, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !112
  unreachable, !dbg !112

50:                                               ; preds = %42
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 67, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !115
  unreachable, !dbg !115

51:                                               ; preds = %42
  br label %52, !dbg !118

52:                                               ; preds = %51, %41
    #dbg_label(!119, !120)
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 76, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !121
  unreachable, !dbg !121
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 14, type: !33, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "CoWW.c", directory: ".", checksumkind: CSK_MD5, checksum: "ebbda50d6c1712afbbdc3f34be1a0b0e")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 7)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 57, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 67, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 22)
!33 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !34)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 8, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 2}
!41 = !{i32 7, !"frame-pointer", i32 2}
!42 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!43 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 16, type: !44, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!44 = !DISubroutineType(types: !45)
!45 = !{!46, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!47 = !{}
!48 = !DILocalVariable(name: "arg", arg: 1, scope: !43, file: !3, line: 16, type: !46)
!49 = !DILocation(line: 16, column: 16, scope: !43)
!50 = !DILocation(line: 18, column: 8, scope: !43)
!51 = !DILocation(line: 19, column: 4, scope: !43)
!52 = !DILocation(line: 20, column: 4, scope: !43)
!53 = !DILocation(line: 21, column: 2, scope: !43)
!54 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 24, type: !44, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!55 = !DILocalVariable(name: "arg", arg: 1, scope: !54, file: !3, line: 24, type: !46)
!56 = !DILocation(line: 24, column: 16, scope: !54)
!57 = !DILocation(line: 26, column: 8, scope: !54)
!58 = !DILocation(line: 27, column: 4, scope: !54)
!59 = !DILocation(line: 28, column: 2, scope: !54)
!60 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !61, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!61 = !DISubroutineType(types: !62)
!62 = !{!34}
!63 = !DILocalVariable(name: "th", scope: !60, file: !3, line: 33, type: !64)
!64 = !DICompositeType(tag: DW_TAG_array_type, baseType: !65, size: 128, elements: !68)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !66, line: 27, baseType: !67)
!66 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!67 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!68 = !{!69}
!69 = !DISubrange(count: 2)
!70 = !DILocation(line: 33, column: 12, scope: !60)
!71 = !DILocation(line: 34, column: 18, scope: !60)
!72 = !DILocation(line: 34, column: 2, scope: !60)
!73 = !DILocation(line: 35, column: 18, scope: !60)
!74 = !DILocation(line: 35, column: 2, scope: !60)
!75 = !DILocation(line: 36, column: 15, scope: !60)
!76 = !DILocation(line: 36, column: 2, scope: !60)
!77 = !DILocation(line: 37, column: 15, scope: !60)
!78 = !DILocation(line: 37, column: 2, scope: !60)
!79 = !DILocalVariable(name: "v", scope: !60, file: !3, line: 38, type: !34)
!80 = !DILocation(line: 38, column: 6, scope: !60)
!81 = !DILocalVariable(name: "d", scope: !60, file: !3, line: 38, type: !34)
!82 = !DILocation(line: 38, column: 9, scope: !60)
!83 = !DILocalVariable(name: "o", scope: !60, file: !3, line: 38, type: !34)
!84 = !DILocation(line: 38, column: 12, scope: !60)
!85 = !DILocation(line: 39, column: 6, scope: !60)
!86 = !DILocation(line: 39, column: 4, scope: !60)
!87 = !DILocation(line: 40, column: 6, scope: !60)
!88 = !DILocation(line: 40, column: 8, scope: !60)
!89 = !DILocation(line: 40, column: 19, scope: !60)
!90 = !DILocation(line: 40, column: 21, scope: !60)
!91 = !DILocation(line: 40, column: 32, scope: !60)
!92 = !DILocation(line: 40, column: 34, scope: !60)
!93 = !DILocation(line: 40, column: 45, scope: !60)
!94 = !DILocation(line: 40, column: 47, scope: !60)
!95 = !DILocation(line: 40, column: 4, scope: !60)
!96 = !DILocation(line: 41, column: 6, scope: !97)
!97 = distinct !DILexicalBlock(scope: !60, file: !3, line: 41, column: 6)
!98 = !DILocation(line: 41, column: 8, scope: !97)
!99 = !DILocation(line: 41, column: 6, scope: !60)
!100 = !DILocation(line: 42, column: 3, scope: !97)
!101 = !DILocation(line: 43, column: 7, scope: !60)
!102 = !DILocation(line: 43, column: 4, scope: !60)
!103 = !DILocation(line: 49, column: 10, scope: !60)
!104 = !DILocation(line: 49, column: 2, scope: !60)
!105 = !DILocation(line: 52, column: 3, scope: !106)
!106 = distinct !DILexicalBlock(scope: !107, file: !3, line: 52, column: 3)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 52, column: 3)
!108 = distinct !DILexicalBlock(scope: !60, file: !3, line: 49, column: 13)
!109 = !DILocation(line: 57, column: 3, scope: !110)
!110 = distinct !DILexicalBlock(scope: !111, file: !3, line: 57, column: 3)
!111 = distinct !DILexicalBlock(scope: !108, file: !3, line: 57, column: 3)
!112 = !DILocation(line: 62, column: 3, scope: !113)
!113 = distinct !DILexicalBlock(scope: !114, file: !3, line: 62, column: 3)
!114 = distinct !DILexicalBlock(scope: !108, file: !3, line: 62, column: 3)
!115 = !DILocation(line: 67, column: 3, scope: !116)
!116 = distinct !DILexicalBlock(scope: !117, file: !3, line: 67, column: 3)
!117 = distinct !DILexicalBlock(scope: !108, file: !3, line: 67, column: 3)
!118 = !DILocation(line: 71, column: 3, scope: !108)
!119 = !DILabel(scope: !60, name: "unexpected", file: !3, line: 75)
!120 = !DILocation(line: 75, column: 1, scope: !60)
!121 = !DILocation(line: 76, column: 2, scope: !122)
!122 = distinct !DILexicalBlock(scope: !123, file: !3, line: 76, column: 2)
!123 = distinct !DILexicalBlock(scope: !60, file: !3, line: 76, column: 2)
