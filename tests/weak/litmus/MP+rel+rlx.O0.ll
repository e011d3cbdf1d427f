; ModuleID = 'MP+rel+rlx.c'
source_filename = "MP+rel+rlx.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !41
@r1_0 = dso_local global i32 0, align 4, !dbg !46
@r1_1 = dso_local global i32 0, align 4, !dbg !48
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [13 x i8] c"MP+rel+rlx.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !24
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !30
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !32
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !34
@.str.5 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !36

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !58 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !63, !DIExpression(), !64)
  %5 = load ptr, ptr %2, align 8, !dbg !65
  store i32 1, ptr %3, align 4, !dbg !66
  %6 = load i32, ptr %3, align 4, !dbg !66
  store atomic i32 %6, ptr @x monotonic, align 4, !dbg !66
  store i32 1, ptr %4, align 4, !dbg !67
  %7 = load i32, ptr %4, align 4, !dbg !67
  store atomic i32 %7, ptr @y release, align 4, !dbg !67
  ret ptr null, !dbg !68
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !69 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !70, !DIExpression(), !71)
  %5 = load ptr, ptr %2, align 8, !dbg !72
  %6 = load atomic i32, ptr @y monotonic, align 4, !dbg !73
  store i32 %6, ptr %3, align 4, !dbg !73
  %7 = load i32, ptr %3, align 4, !dbg !73
  store i32 %7, ptr @r1_0, align 4, !dbg !74
  %8 = load atomic i32, ptr @x monotonic, align 4, !dbg !75
  store i32 %8, ptr %4, align 4, !dbg !75
  %9 = load i32, ptr %4, align 4, !dbg !75
  store i32 %9, ptr @r1_1, align 4, !dbg !76
  ret ptr null, !dbg !77
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !78 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !81, !DIExpression(), !88)
  %6 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !89
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !90
  %8 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !91
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !92
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !93
  %11 = load i64, ptr %10, align 16, !dbg !93
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !94
  %13 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !95
  %14 = load i64, ptr %13, align 8, !dbg !95
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !96
    #dbg_declare(ptr %3, !97, !DIExpression(), !98)
    #dbg_declare(ptr %4, !99, !DIExpression(), !100)
    #dbg_declare(ptr %5, !101, !DIExpression(), !102)
  store i32 0, ptr %5, align 4, !dbg !102
  %16 = load i32, ptr @r1_0, align 4, !dbg !103
  store i32 %16, ptr %3, align 4, !dbg !104
  %17 = load i32, ptr %3, align 4, !dbg !105
  %18 = icmp eq i32 %17, 0, !dbg !106
  br i1 %18, label %19, label %20, !dbg !105

19:                                               ; preds = %0
  br label %25, !dbg !105

20:                                               ; preds = %0
  %21 = load i32, ptr %3, align 4, !dbg !107
  %22 = icmp eq i32 %21, 1, !dbg !108
  %23 = zext i1 %22 to i64, !dbg !107
  %24 = select i1 %22, i32 1, i32 -1, !dbg !107
  br label %25, !dbg !105

25:                                               ; preds = %20, %19
  %26 = phi i32 [ 0, %19 ], [ %24, %20 ], !dbg !105
  store i32 %26, ptr %4, align 4, !dbg !109
  %27 = load i32, ptr %4, align 4, !dbg !110
  %28 = icmp slt i32 %27, 0, !dbg !112
  br i1 %28, label %29, label %30, !dbg !113

29:                                               ; preds = %25
  br label %59, !dbg !114

30:                                               ; preds = %25
  %31 = load i32, ptr %4, align 4, !dbg !115
  %32 = load i32, ptr %5, align 4, !dbg !116
  %33 = add nsw i32 %32, %31, !dbg !116
  store i32 %33, ptr %5, align 4, !dbg !116
  %34 = load i32, ptr @r1_1, align 4, !dbg !117
  store i32 %34, ptr %3, align 4, !dbg !118
  %35 = load i32, ptr %3, align 4, !dbg !119
  %36 = icmp eq i32 %35, 0, !dbg !120
  br i1 %36, label %37, label %38, !dbg !119

37:                                               ; preds = %30
  br label %43, !dbg !119

38:                                               ; preds = %30
  %39 = load i32, ptr %3, align 4, !dbg !121
  %40 = icmp eq i32 %39, 1, !dbg !122
  %41 = zext i1 %40 to i64, !dbg !121
  %42 = select i1 %40, i32 1, i32 -1, !dbg !121
  br label %43, !dbg !119

43:                                               ; preds = %38, %37
  %44 = phi i32 [ 0, %37 ], [ %42, %38 ], !dbg !119
  store i32 %44, ptr %4, align 4, !dbg !123
  %45 = load i32, ptr %4, align 4, !dbg !124
  %46 = icmp slt i32 %45, 0, !dbg !126
  br i1 %46, label %47, label %48, !dbg !127

47:                                               ; preds = %43
  br label %59, !dbg !128

48:                                               ; preds = %43
  %49 = load i32, ptr %4, align 4, !dbg !129
  %50 = mul nsw i32 %49, 2, !dbg !130
  %51 = load i32, ptr %5, align 4, !dbg !131
  %52 = add nsw i32 %51, %50, !dbg !131
  store i32 %52, ptr %5, align 4, !dbg !131
  %53 = load i32, ptr %5, align 4, !dbg !132
  switch i32 %53, label %58 [
    i32 0, label %54
    i32 1, label %55
    i32 2, label %56
    i32 3, label %57
  ], !dbg !133

54:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 62, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !134
  unreachable, !dbg !134

55:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 67, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !138
  unreachable, !dbg !138

56:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 72, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !141
  unreachable, !dbg !141

57:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 77, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !144
  unreachable, !dbg !144

58:                                               ; preds = %48
  br label %59, !dbg !147

59:                                               ; preds = %58, %47, %29
    #dbg_label(!148, !149)
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 86, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !150
  unreachable, !dbg !150
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
!llvm.module.flags = !{!50, !51, !52, !53, !54, !55, !56}
!llvm.ident = !{!57}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !43, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "MP+rel+rlx.c", directory: ".", checksumkind: CSK_MD5, checksum: "287f076b380b7dcb88efdee652a3d811")
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
!15 = !{!16, !22, !24, !30, !32, !34, !36, !0, !41, !46, !48}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !18, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 120, elements: !28)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!28 = !{!29}
!29 = !DISubrange(count: 15)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 67, type: !18, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !18, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !18, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 22)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 17, type: !43, isLocal: false, isDefinition: true)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !45)
!45 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 18, type: !45, isLocal: false, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 18, type: !45, isLocal: false, isDefinition: true)
!50 = !{i32 7, !"Dwarf Version", i32 5}
!51 = !{i32 2, !"Debug Info Version", i32 3}
!52 = !{i32 1, !"wchar_size", i32 4}
!53 = !{i32 8, !"PIC Level", i32 2}
!54 = !{i32 7, !"PIE Level", i32 2}
!55 = !{i32 7, !"uwtable", i32 2}
!56 = !{i32 7, !"frame-pointer", i32 2}
!57 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!58 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 20, type: !59, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !62)
!59 = !DISubroutineType(types: !60)
!60 = !{!61, !61}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!62 = !{}
!63 = !DILocalVariable(name: "arg", arg: 1, scope: !58, file: !3, line: 20, type: !61)
!64 = !DILocation(line: 20, column: 16, scope: !58)
!65 = !DILocation(line: 22, column: 8, scope: !58)
!66 = !DILocation(line: 23, column: 2, scope: !58)
!67 = !DILocation(line: 24, column: 2, scope: !58)
!68 = !DILocation(line: 25, column: 2, scope: !58)
!69 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 28, type: !59, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !62)
!70 = !DILocalVariable(name: "arg", arg: 1, scope: !69, file: !3, line: 28, type: !61)
!71 = !DILocation(line: 28, column: 16, scope: !69)
!72 = !DILocation(line: 30, column: 8, scope: !69)
!73 = !DILocation(line: 31, column: 9, scope: !69)
!74 = !DILocation(line: 31, column: 7, scope: !69)
!75 = !DILocation(line: 32, column: 9, scope: !69)
!76 = !DILocation(line: 32, column: 7, scope: !69)
!77 = !DILocation(line: 33, column: 2, scope: !69)
!78 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !79, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !62)
!79 = !DISubroutineType(types: !80)
!80 = !{!45}
!81 = !DILocalVariable(name: "th", scope: !78, file: !3, line: 38, type: !82)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, size: 128, elements: !86)
!83 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !84, line: 27, baseType: !85)
!84 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!85 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!86 = !{!87}
!87 = !DISubrange(count: 2)
!88 = !DILocation(line: 38, column: 12, scope: !78)
!89 = !DILocation(line: 39, column: 18, scope: !78)
!90 = !DILocation(line: 39, column: 2, scope: !78)
!91 = !DILocation(line: 40, column: 18, scope: !78)
!92 = !DILocation(line: 40, column: 2, scope: !78)
!93 = !DILocation(line: 41, column: 15, scope: !78)
!94 = !DILocation(line: 41, column: 2, scope: !78)
!95 = !DILocation(line: 42, column: 15, scope: !78)
!96 = !DILocation(line: 42, column: 2, scope: !78)
!97 = !DILocalVariable(name: "v", scope: !78, file: !3, line: 43, type: !45)
!98 = !DILocation(line: 43, column: 6, scope: !78)
!99 = !DILocalVariable(name: "d", scope: !78, file: !3, line: 43, type: !45)
!100 = !DILocation(line: 43, column: 9, scope: !78)
!101 = !DILocalVariable(name: "o", scope: !78, file: !3, line: 43, type: !45)
!102 = !DILocation(line: 43, column: 12, scope: !78)
!103 = !DILocation(line: 44, column: 6, scope: !78)
!104 = !DILocation(line: 44, column: 4, scope: !78)
!105 = !DILocation(line: 45, column: 6, scope: !78)
!106 = !DILocation(line: 45, column: 8, scope: !78)
!107 = !DILocation(line: 45, column: 19, scope: !78)
!108 = !DILocation(line: 45, column: 21, scope: !78)
!109 = !DILocation(line: 45, column: 4, scope: !78)
!110 = !DILocation(line: 46, column: 6, scope: !111)
!111 = distinct !DILexicalBlock(scope: !78, file: !3, line: 46, column: 6)
!112 = !DILocation(line: 46, column: 8, scope: !111)
!113 = !DILocation(line: 46, column: 6, scope: !78)
!114 = !DILocation(line: 47, column: 3, scope: !111)
!115 = !DILocation(line: 48, column: 7, scope: !78)
!116 = !DILocation(line: 48, column: 4, scope: !78)
!117 = !DILocation(line: 49, column: 6, scope: !78)
!118 = !DILocation(line: 49, column: 4, scope: !78)
!119 = !DILocation(line: 50, column: 6, scope: !78)
!120 = !DILocation(line: 50, column: 8, scope: !78)
!121 = !DILocation(line: 50, column: 19, scope: !78)
!122 = !DILocation(line: 50, column: 21, scope: !78)
!123 = !DILocation(line: 50, column: 4, scope: !78)
!124 = !DILocation(line: 51, column: 6, scope: !125)
!125 = distinct !DILexicalBlock(scope: !78, file: !3, line: 51, column: 6)
!126 = !DILocation(line: 51, column: 8, scope: !125)
!127 = !DILocation(line: 51, column: 6, scope: !78)
!128 = !DILocation(line: 52, column: 3, scope: !125)
!129 = !DILocation(line: 53, column: 7, scope: !78)
!130 = !DILocation(line: 53, column: 9, scope: !78)
!131 = !DILocation(line: 53, column: 4, scope: !78)
!132 = !DILocation(line: 59, column: 10, scope: !78)
!133 = !DILocation(line: 59, column: 2, scope: !78)
!134 = !DILocation(line: 62, column: 3, scope: !135)
!135 = distinct !DILexicalBlock(scope: !136, file: !3, line: 62, column: 3)
!136 = distinct !DILexicalBlock(scope: !137, file: !3, line: 62, column: 3)
!137 = distinct !DILexicalBlock(scope: !78, file: !3, line: 59, column: 13)
!138 = !DILocation(line: 67, column: 3, scope: !139)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 67, column: 3)
!140 = distinct !DILexicalBlock(scope: !137, file: !3, line: 67, column: 3)
!141 = !DILocation(line: 72, column: 3, scope: !142)
!142 = distinct !DILexicalBlock(scope: !143, file: !3, line: 72, column: 3)
!143 = distinct !DILexicalBlock(scope: !137, file: !3, line: 72, column: 3)
!144 = !DILocation(line: 77, column: 3, scope: !145)
!145 = distinct !DILexicalBlock(scope: !146, file: !3, line: 77, column: 3)
!146 = distinct !DILexicalBlock(scope: !137, file: !3, line: 77, column: 3)
!147 = !DILocation(line: 81, column: 3, scope: !137)
!148 = !DILabel(scope: !78, name: "unexpected", file: !3, line: 85)
!149 = !DILocation(line: 85, column: 1, scope: !78)
!150 = !DILocation(line: 86, column: 2, scope: !151)
!151 = distinct !DILexicalBlock(scope: !152, file: !3, line: 86, column: 2)
!152 = distinct !DILexicalBlock(scope: !78, file: !3, line: 86, column: 2)
