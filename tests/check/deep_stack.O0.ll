; ModuleID = 'deep_stack.c'
source_filename = "deep_stack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@shared = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"*up == n + 1\00", align 1, !dbg !8
@.str.1 = private unnamed_addr constant [13 x i8] c"deep_stack.c\00", align 1, !dbg !14
@__PRETTY_FUNCTION__.down = private unnamed_addr constant [21 x i8] c"int down(int, int *)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [24 x i8] c"here == n && r == n - 1\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [14 x i8] c"(long)r == 30\00", align 1, !dbg !27
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !32

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @down(i32 noundef %0, ptr noundef %1) #0 !dbg !46 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !51, !DIExpression(), !52)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !53, !DIExpression(), !54)
    #dbg_declare(ptr %6, !55, !DIExpression(), !56)
  %8 = load i32, ptr %4, align 4, !dbg !57
  store i32 %8, ptr %6, align 4, !dbg !56
  %9 = load i32, ptr %4, align 4, !dbg !58
  store i32 %9, ptr @shared, align 4, !dbg !59
  %10 = load i32, ptr %4, align 4, !dbg !60
  %11 = icmp eq i32 %10, 0, !dbg !62
  br i1 %11, label %12, label %16, !dbg !63

12:                                               ; preds = %2
  %13 = load ptr, ptr %5, align 8, !dbg !64
  %14 = load i32, ptr %13, align 4, !dbg !65
  %15 = sub nsw i32 %14, 1, !dbg !66
  store i32 %15, ptr %3, align 4, !dbg !67
  br label %41, !dbg !67

16:                                               ; preds = %2
    #dbg_declare(ptr %7, !68, !DIExpression(), !69)
  %17 = load i32, ptr %4, align 4, !dbg !70
  %18 = sub nsw i32 %17, 1, !dbg !71
  %19 = call i32 @down(i32 noundef %18, ptr noundef %6), !dbg !72
  store i32 %19, ptr %7, align 4, !dbg !69
  %20 = load ptr, ptr %5, align 8, !dbg !73
  %21 = load i32, ptr %20, align 4, !dbg !73
  %22 = load i32, ptr %4, align 4, !dbg !73
  %23 = add nsw i32 %22, 1, !dbg !73
  %24 = icmp eq i32 %21, %23, !dbg !73
  br i1 %24, label %25, label %26, !dbg !76

25:                                               ; preds = %16
  br label %27, !dbg !76

26:                                               ; preds = %16
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 17, ptr noundef @__PRETTY_FUNCTION__.down) #4, !dbg !73
  unreachable, !dbg !73

27:                                               ; preds = %25
  %28 = load i32, ptr %6, align 4, !dbg !77
  %29 = load i32, ptr %4, align 4, !dbg !77
  %30 = icmp eq i32 %28, %29, !dbg !77
  br i1 %30, label %31, label %37, !dbg !77

31:                                               ; preds = %27
  %32 = load i32, ptr %7, align 4, !dbg !77
  %33 = load i32, ptr %4, align 4, !dbg !77
  %34 = sub nsw i32 %33, 1, !dbg !77
  %35 = icmp eq i32 %32, %34, !dbg !77
  br i1 %35, label %36, label %37, !dbg !80

36:                                               ; preds = %31
  br label %38, !dbg !80

37:                                               ; preds = %31, %27
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 18, ptr noundef @__PRETTY_FUNCTION__.down) #4, !dbg !77
  unreachable, !dbg !77

38:                                               ; preds = %36
  %39 = load i32, ptr %7, align 4, !dbg !81
  %40 = add nsw i32 %39, 1, !dbg !82
  store i32 %40, ptr %3, align 4, !dbg !83
  br label %41, !dbg !83

41:                                               ; preds = %38, %12
  %42 = load i32, ptr %3, align 4, !dbg !84
  ret i32 %42, !dbg !84
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @deep(ptr noundef %0) #0 !dbg !85 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !88, !DIExpression(), !89)
    #dbg_declare(ptr %3, !90, !DIExpression(), !91)
  store i32 31, ptr %3, align 4, !dbg !91
  %4 = call i32 @down(i32 noundef 30, ptr noundef %3), !dbg !92
  %5 = sext i32 %4 to i64, !dbg !93
  %6 = inttoptr i64 %5 to ptr, !dbg !94
  ret ptr %6, !dbg !95
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @reader(ptr noundef %0) #0 !dbg !96 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !97, !DIExpression(), !98)
    #dbg_declare(ptr %3, !99, !DIExpression(), !100)
  %4 = load i32, ptr @shared, align 4, !dbg !101
  store i32 %4, ptr %3, align 4, !dbg !100
  %5 = load i32, ptr %3, align 4, !dbg !102
  %6 = icmp sge i32 %5, 0, !dbg !103
  %7 = zext i1 %6 to i32, !dbg !103
  %8 = sext i32 %7 to i64, !dbg !104
  %9 = inttoptr i64 %8 to ptr, !dbg !105
  ret ptr %9, !dbg !106
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !107 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !110, !DIExpression(), !114)
    #dbg_declare(ptr %3, !115, !DIExpression(), !116)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @deep, ptr noundef null) #5, !dbg !117
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @reader, ptr noundef null) #5, !dbg !118
    #dbg_declare(ptr %4, !119, !DIExpression(), !120)
  %7 = load i64, ptr %2, align 8, !dbg !121
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef %4), !dbg !122
  %9 = load i64, ptr %3, align 8, !dbg !123
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null), !dbg !124
  %11 = load ptr, ptr %4, align 8, !dbg !125
  %12 = ptrtoint ptr %11 to i64, !dbg !125
  %13 = icmp eq i64 %12, 30, !dbg !125
  br i1 %13, label %14, label %15, !dbg !128

14:                                               ; preds = %0
  br label %16, !dbg !128

15:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 39, ptr noundef @__PRETTY_FUNCTION__.main) #4, !dbg !125
  unreachable, !dbg !125

16:                                               ; preds = %14
  ret i32 0, !dbg !129
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "shared", scope: !2, file: !3, line: 10, type: !37, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "deep_stack.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "380945370f8103da96ac4d74063aec1c")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!8, !14, !16, !22, !27, !32, !0}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 104, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 13)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !10, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 192, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 24)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 112, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 14)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 15)
!37 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 2}
!44 = !{i32 7, !"frame-pointer", i32 2}
!45 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!46 = distinct !DISubprogram(name: "down", scope: !3, file: !3, line: 12, type: !47, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !50)
!47 = !DISubroutineType(types: !48)
!48 = !{!37, !37, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!50 = !{}
!51 = !DILocalVariable(name: "n", arg: 1, scope: !46, file: !3, line: 12, type: !37)
!52 = !DILocation(line: 12, column: 40, scope: !46)
!53 = !DILocalVariable(name: "up", arg: 2, scope: !46, file: !3, line: 12, type: !49)
!54 = !DILocation(line: 12, column: 48, scope: !46)
!55 = !DILocalVariable(name: "here", scope: !46, file: !3, line: 13, type: !37)
!56 = !DILocation(line: 13, column: 7, scope: !46)
!57 = !DILocation(line: 13, column: 14, scope: !46)
!58 = !DILocation(line: 14, column: 12, scope: !46)
!59 = !DILocation(line: 14, column: 10, scope: !46)
!60 = !DILocation(line: 15, column: 7, scope: !61)
!61 = distinct !DILexicalBlock(scope: !46, file: !3, line: 15, column: 7)
!62 = !DILocation(line: 15, column: 9, scope: !61)
!63 = !DILocation(line: 15, column: 7, scope: !46)
!64 = !DILocation(line: 15, column: 23, scope: !61)
!65 = !DILocation(line: 15, column: 22, scope: !61)
!66 = !DILocation(line: 15, column: 26, scope: !61)
!67 = !DILocation(line: 15, column: 15, scope: !61)
!68 = !DILocalVariable(name: "r", scope: !46, file: !3, line: 16, type: !37)
!69 = !DILocation(line: 16, column: 7, scope: !46)
!70 = !DILocation(line: 16, column: 16, scope: !46)
!71 = !DILocation(line: 16, column: 18, scope: !46)
!72 = !DILocation(line: 16, column: 11, scope: !46)
!73 = !DILocation(line: 17, column: 3, scope: !74)
!74 = distinct !DILexicalBlock(scope: !75, file: !3, line: 17, column: 3)
!75 = distinct !DILexicalBlock(scope: !46, file: !3, line: 17, column: 3)
!76 = !DILocation(line: 17, column: 3, scope: !75)
!77 = !DILocation(line: 18, column: 3, scope: !78)
!78 = distinct !DILexicalBlock(scope: !79, file: !3, line: 18, column: 3)
!79 = distinct !DILexicalBlock(scope: !46, file: !3, line: 18, column: 3)
!80 = !DILocation(line: 18, column: 3, scope: !79)
!81 = !DILocation(line: 19, column: 10, scope: !46)
!82 = !DILocation(line: 19, column: 12, scope: !46)
!83 = !DILocation(line: 19, column: 3, scope: !46)
!84 = !DILocation(line: 20, column: 1, scope: !46)
!85 = distinct !DISubprogram(name: "deep", scope: !3, file: !3, line: 22, type: !86, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !50)
!86 = !DISubroutineType(types: !87)
!87 = !{!5, !5}
!88 = !DILocalVariable(name: "arg", arg: 1, scope: !85, file: !3, line: 22, type: !5)
!89 = !DILocation(line: 22, column: 18, scope: !85)
!90 = !DILocalVariable(name: "top", scope: !85, file: !3, line: 23, type: !37)
!91 = !DILocation(line: 23, column: 7, scope: !85)
!92 = !DILocation(line: 24, column: 24, scope: !85)
!93 = !DILocation(line: 24, column: 18, scope: !85)
!94 = !DILocation(line: 24, column: 10, scope: !85)
!95 = !DILocation(line: 24, column: 3, scope: !85)
!96 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 27, type: !86, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !50)
!97 = !DILocalVariable(name: "arg", arg: 1, scope: !96, file: !3, line: 27, type: !5)
!98 = !DILocation(line: 27, column: 20, scope: !96)
!99 = !DILocalVariable(name: "seen", scope: !96, file: !3, line: 28, type: !37)
!100 = !DILocation(line: 28, column: 7, scope: !96)
!101 = !DILocation(line: 28, column: 14, scope: !96)
!102 = !DILocation(line: 29, column: 25, scope: !96)
!103 = !DILocation(line: 29, column: 30, scope: !96)
!104 = !DILocation(line: 29, column: 18, scope: !96)
!105 = !DILocation(line: 29, column: 10, scope: !96)
!106 = !DILocation(line: 29, column: 3, scope: !96)
!107 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !108, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !50)
!108 = !DISubroutineType(types: !109)
!109 = !{!37}
!110 = !DILocalVariable(name: "a", scope: !107, file: !3, line: 33, type: !111)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !112, line: 27, baseType: !113)
!112 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!113 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!114 = !DILocation(line: 33, column: 13, scope: !107)
!115 = !DILocalVariable(name: "b", scope: !107, file: !3, line: 33, type: !111)
!116 = !DILocation(line: 33, column: 16, scope: !107)
!117 = !DILocation(line: 34, column: 3, scope: !107)
!118 = !DILocation(line: 35, column: 3, scope: !107)
!119 = !DILocalVariable(name: "r", scope: !107, file: !3, line: 36, type: !5)
!120 = !DILocation(line: 36, column: 9, scope: !107)
!121 = !DILocation(line: 37, column: 16, scope: !107)
!122 = !DILocation(line: 37, column: 3, scope: !107)
!123 = !DILocation(line: 38, column: 16, scope: !107)
!124 = !DILocation(line: 38, column: 3, scope: !107)
!125 = !DILocation(line: 39, column: 3, scope: !126)
!126 = distinct !DILexicalBlock(scope: !127, file: !3, line: 39, column: 3)
!127 = distinct !DILexicalBlock(scope: !107, file: !3, line: 39, column: 3)
!128 = !DILocation(line: 39, column: 3, scope: !127)
!129 = !DILocation(line: 40, column: 3, scope: !107)
