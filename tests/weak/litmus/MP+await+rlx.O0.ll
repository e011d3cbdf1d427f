; ModuleID = 'MP+await+rlx.c'
source_filename = "MP+await+rlx.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !42
@r1_0 = dso_local global i32 0, align 4, !dbg !47
@r1_1 = dso_local global i32 0, align 4, !dbg !49
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [15 x i8] c"MP+await+rlx.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !31
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !33
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !35
@.str.5 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !37

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !59 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !64, !DIExpression(), !65)
  %5 = load ptr, ptr %2, align 8, !dbg !66
  store i32 1, ptr %3, align 4, !dbg !67
  %6 = load i32, ptr %3, align 4, !dbg !67
  store atomic i32 %6, ptr @x monotonic, align 4, !dbg !67
  store i32 1, ptr %4, align 4, !dbg !68
  %7 = load i32, ptr %4, align 4, !dbg !68
  store atomic i32 %7, ptr @y monotonic, align 4, !dbg !68
  ret ptr null, !dbg !69
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !70 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !71, !DIExpression(), !72)
  %6 = load ptr, ptr %2, align 8, !dbg !73
    #dbg_declare(ptr %3, !74, !DIExpression(), !76)
  br label %7, !dbg !77

7:                                                ; preds = %10, %1
  %8 = load atomic i32, ptr @y monotonic, align 4, !dbg !78
  store i32 %8, ptr %4, align 4, !dbg !78
  %9 = load i32, ptr %4, align 4, !dbg !78
  store i32 %9, ptr %3, align 4, !dbg !79
  br label %10, !dbg !80

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4, !dbg !81
  %12 = icmp eq i32 %11, 0, !dbg !82
  br i1 %12, label %7, label %13, !dbg !80, !llvm.loop !83

13:                                               ; preds = %10
  %14 = load i32, ptr %3, align 4, !dbg !86
  store i32 %14, ptr @r1_0, align 4, !dbg !87
  %15 = load atomic i32, ptr @x monotonic, align 4, !dbg !88
  store i32 %15, ptr %5, align 4, !dbg !88
  %16 = load i32, ptr %5, align 4, !dbg !88
  store i32 %16, ptr @r1_1, align 4, !dbg !89
  ret ptr null, !dbg !90
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !91 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !94, !DIExpression(), !101)
  %6 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !102
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !103
  %8 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !104
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !105
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !106
  %11 = load i64, ptr %10, align 16, !dbg !106
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !107
  %13 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !108
  %14 = load i64, ptr %13, align 8, !dbg !108
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !109
    #dbg_declare(ptr %3, !110, !DIExpression(), !111)
    #dbg_declare(ptr %4, !112, !DIExpression(), !113)
    #dbg_declare(ptr %5, !114, !DIExpression(), !115)
  store i32 0, ptr %5, align 4, !dbg !115
  %16 = load i32, ptr @r1_0, align 4, !dbg !116
  store i32 %16, ptr %3, align 4, !dbg !117
  %17 = load i32, ptr %3, align 4, !dbg !118
  %18 = icmp eq i32 %17, 0, !dbg !119
  br i1 %18, label %19, label %20, !dbg !118

19:                                               ; preds = %0
  br label %25, !dbg !118

20:                                               ; preds = %0
  %21 = load i32, ptr %3, align 4, !dbg !120
  %22 = icmp eq i32 %21, 1, !dbg !121
  %23 = zext i1 %22 to i64, !dbg !120
  %24 = select i1 %22, i32 1, i32 -1, !dbg !120
  br label %25, !dbg !118

25:                                               ; preds = %20, %19
  %26 = phi i32 [ 0, %19 ], [ %24, %20 ], !dbg !118
  store i32 %26, ptr %4, align 4, !dbg !122
  %27 = load i32, ptr %4, align 4, !dbg !123
  %28 = icmp slt i32 %27, 0, !dbg !125
  br i1 %28, label %29, label %30, !dbg !126

29:                                               ; preds = %25
  br label %59, !dbg !127

30:                                               ; preds = %25
  %31 = load i32, ptr %4, align 4, !dbg !128
  %32 = load i32, ptr %5, align 4, !dbg !129
  %33 = add nsw i32 %32, %31, !dbg !129
  store i32 %33, ptr %5, align 4, !dbg !129
  %34 = load i32, ptr @r1_1, align 4, !dbg !130
  store i32 %34, ptr %3, align 4, !dbg !131
  %35 = load i32, ptr %3, align 4, !dbg !132
  %36 = icmp eq i32 %35, 0, !dbg !133
  br i1 %36, label %37, label %38, !dbg !132

37:                                               ; preds = %30
  br label %43, !dbg !132

38:                                               ; preds = %30
  %39 = load i32, ptr %3, align 4, !dbg !134
  %40 = icmp eq i32 %39, 1, !dbg !135
  %41 = zext i1 %40 to i64, !dbg !134
  %42 = select i1 %40, i32 1, i32 -1, !dbg !134
  br label %43, !dbg !132

43:                                               ; preds = %38, %37
  %44 = phi i32 [ 0, %37 ], [ %42, %38 ], !dbg !132
  store i32 %44, ptr %4, align 4, !dbg !136
  %45 = load i32, ptr %4, align 4, !dbg !137
  %46 = icmp slt i32 %45, 0, !dbg !139
  br i1 %46, label %47, label %48, !dbg !140

47:                                               ; preds = %43
  br label %59, !dbg !141

48:                                               ; preds = %43
  %49 = load i32, ptr %4, align 4, !dbg !142
  %50 = mul nsw i32 %49, 2, !dbg !143
  %51 = load i32, ptr %5, align 4, !dbg !144
  %52 = add nsw i32 %51, %50, !dbg !144
  store i32 %52, ptr %5, align 4, !dbg !144
  %53 = load i32, ptr %5, align 4, !dbg !145
  switch i32 %53, label %58 [
    i32 0, label %54
    i32 1, label %55
    i32 2, label %56
    i32 3, label %57
  ], !dbg !146

54:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 62, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !147
  unreachable, !dbg !147

55:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 67, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !151
  unreachable, !dbg !151

56:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 72, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !154
  unreachable, !dbg !154

57:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 77, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !157
  unreachable, !dbg !157

58:                                               ; preds = %48
  br label %59, !dbg !160

59:                                               ; preds = %58, %47, %29
    #dbg_label(!161, !162)
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 86, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !163
  unreachable, !dbg !163
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
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !44, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "MP+await+rlx.c", directory: ".", checksumkind: CSK_MD5, checksum: "4fa4d0fbb0855999717ec4783953a0f7")
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
!15 = !{!16, !22, !27, !31, !33, !35, !37, !0, !42, !47, !49}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 15)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !25)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 67, type: !18, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 22)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 17, type: !44, isLocal: false, isDefinition: true)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !46)
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 18, type: !46, isLocal: false, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 18, type: !46, isLocal: false, isDefinition: true)
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"frame-pointer", i32 2}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 20, type: !60, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !63)
!60 = !DISubroutineType(types: !61)
!61 = !{!62, !62}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!63 = !{}
!64 = !DILocalVariable(name: "arg", arg: 1, scope: !59, file: !3, line: 20, type: !62)
!65 = !DILocation(line: 20, column: 16, scope: !59)
!66 = !DILocation(line: 22, column: 8, scope: !59)
!67 = !DILocation(line: 23, column: 2, scope: !59)
!68 = !DILocation(line: 24, column: 2, scope: !59)
!69 = !DILocation(line: 25, column: 2, scope: !59)
!70 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 28, type: !60, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !63)
!71 = !DILocalVariable(name: "arg", arg: 1, scope: !70, file: !3, line: 28, type: !62)
!72 = !DILocation(line: 28, column: 16, scope: !70)
!73 = !DILocation(line: 30, column: 8, scope: !70)
!74 = !DILocalVariable(name: "v", scope: !75, file: !3, line: 31, type: !46)
!75 = distinct !DILexicalBlock(scope: !70, file: !3, line: 31, column: 2)
!76 = !DILocation(line: 31, column: 8, scope: !75)
!77 = !DILocation(line: 31, column: 11, scope: !75)
!78 = !DILocation(line: 31, column: 18, scope: !75)
!79 = !DILocation(line: 31, column: 16, scope: !75)
!80 = !DILocation(line: 31, column: 14, scope: !75)
!81 = !DILocation(line: 31, column: 73, scope: !75)
!82 = !DILocation(line: 31, column: 75, scope: !75)
!83 = distinct !{!83, !77, !84, !85}
!84 = !DILocation(line: 31, column: 79, scope: !75)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocation(line: 31, column: 89, scope: !75)
!87 = !DILocation(line: 31, column: 87, scope: !75)
!88 = !DILocation(line: 32, column: 9, scope: !70)
!89 = !DILocation(line: 32, column: 7, scope: !70)
!90 = !DILocation(line: 33, column: 2, scope: !70)
!91 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !92, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !63)
!92 = !DISubroutineType(types: !93)
!93 = !{!46}
!94 = !DILocalVariable(name: "th", scope: !91, file: !3, line: 38, type: !95)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 128, elements: !99)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !97, line: 27, baseType: !98)
!97 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!98 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!99 = !{!100}
!100 = !DISubrange(count: 2)
!101 = !DILocation(line: 38, column: 12, scope: !91)
!102 = !DILocation(line: 39, column: 18, scope: !91)
!103 = !DILocation(line: 39, column: 2, scope: !91)
!104 = !DILocation(line: 40, column: 18, scope: !91)
!105 = !DILocation(line: 40, column: 2, scope: !91)
!106 = !DILocation(line: 41, column: 15, scope: !91)
!107 = !DILocation(line: 41, column: 2, scope: !91)
!108 = !DILocation(line: 42, column: 15, scope: !91)
!109 = !DILocation(line: 42, column: 2, scope: !91)
!110 = !DILocalVariable(name: "v", scope: !91, file: !3, line: 43, type: !46)
!111 = !DILocation(line: 43, column: 6, scope: !91)
!112 = !DILocalVariable(name: "d", scope: !91, file: !3, line: 43, type: !46)
!113 = !DILocation(line: 43, column: 9, scope: !91)
!114 = !DILocalVariable(name: "o", scope: !91, file: !3, line: 43, type: !46)
!115 = !DILocation(line: 43, column: 12, scope: !91)
!116 = !DILocation(line: 44, column: 6, scope: !91)
!117 = !DILocation(line: 44, column: 4, scope: !91)
!118 = !DILocation(line: 45, column: 6, scope: !91)
!119 = !DILocation(line: 45, column: 8, scope: !91)
!120 = !DILocation(line: 45, column: 19, scope: !91)
!121 = !DILocation(line: 45, column: 21, scope: !91)
!122 = !DILocation(line: 45, column: 4, scope: !91)
!123 = !DILocation(line: 46, column: 6, scope: !124)
!124 = distinct !DILexicalBlock(scope: !91, file: !3, line: 46, column: 6)
!125 = !DILocation(line: 46, column: 8, scope: !124)
!126 = !DILocation(line: 46, column: 6, scope: !91)
!127 = !DILocation(line: 47, column: 3, scope: !124)
!128 = !DILocation(line: 48, column: 7, scope: !91)
!129 = !DILocation(line: 48, column: 4, scope: !91)
!130 = !DILocation(line: 49, column: 6, scope: !91)
!131 = !DILocation(line: 49, column: 4, scope: !91)
!132 = !DILocation(line: 50, column: 6, scope: !91)
!133 = !DILocation(line: 50, column: 8, scope: !91)
!134 = !DILocation(line: 50, column: 19, scope: !91)
!135 = !DILocation(line: 50, column: 21, scope: !91)
!136 = !DILocation(line: 50, column: 4, scope: !91)
!137 = !DILocation(line: 51, column: 6, scope: !138)
!138 = distinct !DILexicalBlock(scope: !91, file: !3, line: 51, column: 6)
!139 = !DILocation(line: 51, column: 8, scope: !138)
!140 = !DILocation(line: 51, column: 6, scope: !91)
!141 = !DILocation(line: 52, column: 3, scope: !138)
!142 = !DILocation(line: 53, column: 7, scope: !91)
!143 = !DILocation(line: 53, column: 9, scope: !91)
!144 = !DILocation(line: 53, column: 4, scope: !91)
!145 = !DILocation(line: 59, column: 10, scope: !91)
!146 = !DILocation(line: 59, column: 2, scope: !91)
!147 = !DILocation(line: 62, column: 3, scope: !148)
!148 = distinct !DILexicalBlock(scope: !149, file: !3, line: 62, column: 3)
!149 = distinct !DILexicalBlock(scope: !150, file: !3, line: 62, column: 3)
!150 = distinct !DILexicalBlock(scope: !91, file: !3, line: 59, column: 13)
!151 = !DILocation(line: 67, column: 3, scope: !152)
!152 = distinct !DILexicalBlock(scope: !153, file: !3, line: 67, column: 3)
!153 = distinct !DILexicalBlock(scope: !150, file: !3, line: 67, column: 3)
!154 = !DILocation(line: 72, column: 3, scope: !155)
!155 = distinct !DILexicalBlock(scope: !156, file: !3, line: 72, column: 3)
!156 = distinct !DILexicalBlock(scope: !150, file: !3, line: 72, column: 3)
!157 = !DILocation(line: 77, column: 3, scope: !158)
!158 = distinct !DILexicalBlock(scope: !159, file: !3, line: 77, column: 3)
!159 = distinct !DILexicalBlock(scope: !150, file: !3, line: 77, column: 3)
!160 = !DILocation(line: 81, column: 3, scope: !150)
!161 = !DILabel(scope: !91, name: "unexpected", file: !3, line: 85)
!162 = !DILocation(line: 85, column: 1, scope: !91)
!163 = !DILocation(line: 86, column: 2, scope: !164)
!164 = distinct !DILexicalBlock(scope: !165, file: !3, line: 86, column: 2)
!165 = distinct !DILexicalBlock(scope: !91, file: !3, line: 86, column: 2)
