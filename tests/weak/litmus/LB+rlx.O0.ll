; ModuleID = 'LB+rlx.c'
source_filename = "LB+rlx.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r0_0 = dso_local global i32 0, align 4, !dbg !49
@y = dso_local global i32 0, align 4, !dbg !44
@r1_0 = dso_local global i32 0, align 4, !dbg !51
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [9 x i8] c"LB+rlx.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !33
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !35
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !39

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !61 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !66, !DIExpression(), !67)
  %5 = load ptr, ptr %2, align 8, !dbg !68
  %6 = load atomic i32, ptr @x monotonic, align 4, !dbg !69
  store i32 %6, ptr %3, align 4, !dbg !69
  %7 = load i32, ptr %3, align 4, !dbg !69
  store i32 %7, ptr @r0_0, align 4, !dbg !70
  store i32 1, ptr %4, align 4, !dbg !71
  %8 = load i32, ptr %4, align 4, !dbg !71
  store atomic i32 %8, ptr @y monotonic, align 4, !dbg !71
  ret ptr null, !dbg !72
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !73 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !74, !DIExpression(), !75)
  %5 = load ptr, ptr %2, align 8, !dbg !76
  %6 = load atomic i32, ptr @y monotonic, align 4, !dbg !77
  store i32 %6, ptr %3, align 4, !dbg !77
  %7 = load i32, ptr %3, align 4, !dbg !77
  store i32 %7, ptr @r1_0, align 4, !dbg !78
  store i32 1, ptr %4, align 4, !dbg !79
  %8 = load i32, ptr %4, align 4, !dbg !79
  store atomic i32 %8, ptr @x monotonic, align 4, !dbg !79
  ret ptr null, !dbg !80
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !81 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !84, !DIExpression(), !91)
  %6 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !92
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !93
  %8 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !94
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !95
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !96
  %11 = load i64, ptr %10, align 16, !dbg !96
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !97
  %13 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !98
  %14 = load i64, ptr %13, align 8, !dbg !98
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !99
    #dbg_declare(ptr %3, !100, !DIExpression(), !101)
    #dbg_declare(ptr %4, !102, !DIExpression(), !103)
    #dbg_declare(ptr %5, !104, !DIExpression(), !105)
  store i32 0, ptr %5, align 4, !dbg !105
  %16 = load i32, ptr @r0_0, align 4, !dbg !106
  store i32 %16, ptr %3, align 4, !dbg !107
  %17 = load i32, ptr %3, align 4, !dbg !108
  %18 = icmp eq i32 %17, 0, !dbg !109
  br i1 %18, label %19, label %20, !dbg !108

19:                                               ; preds = %0
  br label %25, !dbg !108

20:                                               ; preds = %0
  %21 = load i32, ptr %3, align 4, !dbg !110
  %22 = icmp eq i32 %21, 1, !dbg !111
  %23 = zext i1 %22 to i64, !dbg !110
  %24 = select i1 %22, i32 1, i32 -1, !dbg !110
  br label %25, !dbg !108

25:                                               ; preds = %20, %19
  %26 = phi i32 [ 0, %19 ], [ %24, %20 ], !dbg !108
  store i32 %26, ptr %4, align 4, !dbg !112
  %27 = load i32, ptr %4, align 4, !dbg !113
  %28 = icmp slt i32 %27, 0, !dbg !115
  br i1 %28, label %29, label %30, !dbg !116

29:                                               ; preds = %25
  br label %59, !dbg !117

30:                                               ; preds = %25
  %31 = load i32, ptr %4, align 4, !dbg !118
  %32 = load i32, ptr %5, align 4, !dbg !119
  %33 = add nsw i32 %32, %31, !dbg !119
  store i32 %33, ptr %5, align 4, !dbg !119
  %34 = load i32, ptr @r1_0, align 4, !dbg !120
  store i32 %34, ptr %3, align 4, !dbg !121
  %35 = load i32, ptr %3, align 4, !dbg !122
  %36 = icmp eq i32 %35, 0, !dbg !123
  br i1 %36, label %37, label %38, !dbg !122

37:                                               ; preds = %30
  br label %43, !dbg !122

38:                                               ; preds = %30
  %39 = load i32, ptr %3, align 4, !dbg !124
  %40 = icmp eq i32 %39, 1, !dbg !125
  %41 = zext i1 %40 to i64, !dbg !124
  %42 = select i1 %40, i32 1, i32 -1, !dbg !124
  br label %43, !dbg !122

43:                                               ; preds = %38, %37
  %44 = phi i32 [ 0, %37 ], [ %42, %38 ], !dbg !122
  store i32 %44, ptr %4, align 4, !dbg !126
  %45 = load i32, ptr %4, align 4, !dbg !127
  %46 = icmp slt i32 %45, 0, !dbg !129
  br i1 %46, label %47, label %48, !dbg !130

47:                                               ; preds = %43
  br label %59, !dbg !131

48:                                               ; preds = %43
  %49 = load i32, ptr %4, align 4, !dbg !132
  %50 = mul nsw i32 %49, 2, !dbg !133
  %51 = load i32, ptr %5, align 4, !dbg !134
  %52 = add nsw i32 %51, %50, !dbg !134
  store i32 %52, ptr %5, align 4, !dbg !134
  %53 = load i32, ptr %5, align 4, !dbg !135
  switch i32 %53, label %58 [
    i32 0, label %54
    i32 1, label %55
    i32 2, label %56
    i32 3, label %57
  ], !dbg !136

54:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 62, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !137
  unreachable, !dbg !137

55:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 67, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !141
  unreachable, !dbg !141

56:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 72, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !144
  unreachable, !dbg !144

57:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 77, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !147
  unreachable, !dbg !147

58:                                               ; preds = %48
  br label %59, !dbg !150

59:                                               ; preds = %58, %47, %29
    #dbg_label(!151, !152)
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 86, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !153
  unreachable, !dbg !153
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
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58, !59}
!llvm.ident = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !46, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "LB+rlx.c", directory: ".", checksumkind: CSK_MD5, checksum: "508eabe3c055e90863dced8ad0e02319")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16, !22, !27, !33, !35, !37, !39, !0, !44, !49, !51}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 72, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 9)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 67, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 22)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 17, type: !46, isLocal: false, isDefinition: true)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !47)
!47 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !48)
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "r0_0", scope: !2, file: !3, line: 18, type: !48, isLocal: false, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 18, type: !48, isLocal: false, isDefinition: true)
!53 = !{i32 7, !"Dwarf Version", i32 5}
!54 = !{i32 2, !"Debug Info Version", i32 3}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 8, !"PIC Level", i32 2}
!57 = !{i32 7, !"PIE Level", i32 2}
!58 = !{i32 7, !"uwtable", i32 2}
!59 = !{i32 7, !"frame-pointer", i32 2}
!60 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!61 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 20, type: !62, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !65)
!62 = !DISubroutineType(types: !63)
!63 = !{!64, !64}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!65 = !{}
!66 = !DILocalVariable(name: "arg", arg: 1, scope: !61, file: !3, line: 20, type: !64)
!67 = !DILocation(line: 20, column: 16, scope: !61)
!68 = !DILocation(line: 22, column: 8, scope: !61)
!69 = !DILocation(line: 23, column: 9, scope: !61)
!70 = !DILocation(line: 23, column: 7, scope: !61)
!71 = !DILocation(line: 24, column: 2, scope: !61)
!72 = !DILocation(line: 25, column: 2, scope: !61)
!73 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 28, type: !62, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !65)
!74 = !DILocalVariable(name: "arg", arg: 1, scope: !73, file: !3, line: 28, type: !64)
!75 = !DILocation(line: 28, column: 16, scope: !73)
!76 = !DILocation(line: 30, column: 8, scope: !73)
!77 = !DILocation(line: 31, column: 9, scope: !73)
!78 = !DILocation(line: 31, column: 7, scope: !73)
!79 = !DILocation(line: 32, column: 2, scope: !73)
!80 = !DILocation(line: 33, column: 2, scope: !73)
!81 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !82, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !65)
!82 = !DISubroutineType(types: !83)
!83 = !{!48}
!84 = !DILocalVariable(name: "th", scope: !81, file: !3, line: 38, type: !85)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !86, size: 128, elements: !89)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !87, line: 27, baseType: !88)
!87 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!88 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!89 = !{!90}
!90 = !DISubrange(count: 2)
!91 = !DILocation(line: 38, column: 12, scope: !81)
!92 = !DILocation(line: 39, column: 18, scope: !81)
!93 = !DILocation(line: 39, column: 2, scope: !81)
!94 = !DILocation(line: 40, column: 18, scope: !81)
!95 = !DILocation(line: 40, column: 2, scope: !81)
!96 = !DILocation(line: 41, column: 15, scope: !81)
!97 = !DILocation(line: 41, column: 2, scope: !81)
!98 = !DILocation(line: 42, column: 15, scope: !81)
!99 = !DILocation(line: 42, column: 2, scope: !81)
!100 = !DILocalVariable(name: "v", scope: !81, file: !3, line: 43, type: !48)
!101 = !DILocation(line: 43, column: 6, scope: !81)
!102 = !DILocalVariable(name: "d", scope: !81, file: !3, line: 43, type: !48)
!103 = !DILocation(line: 43, column: 9, scope: !81)
!104 = !DILocalVariable(name: "o", scope: !81, file: !3, line: 43, type: !48)
!105 = !DILocation(line: 43, column: 12, scope: !81)
!106 = !DILocation(line: 44, column: 6, scope: !81)
!107 = !DILocation(line: 44, column: 4, scope: !81)
!108 = !DILocation(line: 45, column: 6, scope: !81)
!109 = !DILocation(line: 45, column: 8, scope: !81)
!110 = !DILocation(line: 45, column: 19, scope: !81)
!111 = !DILocation(line: 45, column: 21, scope: !81)
!112 = !DILocation(line: 45, column: 4, scope: !81)
!113 = !DILocation(line: 46, column: 6, scope: !114)
!114 = distinct !DILexicalBlock(scope: !81, file: !3, line: 46, column: 6)
!115 = !DILocation(line: 46, column: 8, scope: !114)
!116 = !DILocation(line: 46, column: 6, scope: !81)
!117 = !DILocation(line: 47, column: 3, scope: !114)
!118 = !DILocation(line: 48, column: 7, scope: !81)
!119 = !DILocation(line: 48, column: 4, scope: !81)
!120 = !DILocation(line: 49, column: 6, scope: !81)
!121 = !DILocation(line: 49, column: 4, scope: !81)
!122 = !DILocation(line: 50, column: 6, scope: !81)
!123 = !DILocation(line: 50, column: 8, scope: !81)
!124 = !DILocation(line: 50, column: 19, scope: !81)
!125 = !DILocation(line: 50, column: 21, scope: !81)
!126 = !DILocation(line: 50, column: 4, scope: !81)
!127 = !DILocation(line: 51, column: 6, scope: !128)
!128 = distinct !DILexicalBlock(scope: !81, file: !3, line: 51, column: 6)
!129 = !DILocation(line: 51, column: 8, scope: !128)
!130 = !DILocation(line: 51, column: 6, scope: !81)
!131 = !DILocation(line: 52, column: 3, scope: !128)
!132 = !DILocation(line: 53, column: 7, scope: !81)
!133 = !DILocation(line: 53, column: 9, scope: !81)
!134 = !DILocation(line: 53, column: 4, scope: !81)
!135 = !DILocation(line: 59, column: 10, scope: !81)
!136 = !DILocation(line: 59, column: 2, scope: !81)
!137 = !DILocation(line: 62, column: 3, scope: !138)
!138 = distinct !DILexicalBlock(scope: !139, file: !3, line: 62, column: 3)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 62, column: 3)
!140 = distinct !DILexicalBlock(scope: !81, file: !3, line: 59, column: 13)
!141 = !DILocation(line: 67, column: 3, scope: !142)
!142 = distinct !DILexicalBlock(scope: !143, file: !3, line: 67, column: 3)
!143 = distinct !DILexicalBlock(scope: !140, file: !3, line: 67, column: 3)
!144 = !DILocation(line: 72, column: 3, scope: !145)
!145 = distinct !DILexicalBlock(scope: !146, file: !3, line: 72, column: 3)
!146 = distinct !DILexicalBlock(scope: !140, file: !3, line: 72, column: 3)
!147 = !DILocation(line: 77, column: 3, scope: !148)
!148 = distinct !DILexicalBlock(scope: !149, file: !3, line: 77, column: 3)
!149 = distinct !DILexicalBlock(scope: !140, file: !3, line: 77, column: 3)
!150 = !DILocation(line: 81, column: 3, scope: !140)
!151 = !DILabel(scope: !81, name: "unexpected", file: !3, line: 85)
!152 = !DILocation(line: 85, column: 1, scope: !81)
!153 = !DILocation(line: 86, column: 2, scope: !154)
!154 = distinct !DILexicalBlock(scope: !155, file: !3, line: 86, column: 2)
!155 = distinct !DILexicalBlock(scope: !81, file: !3, line: 86, column: 2)
