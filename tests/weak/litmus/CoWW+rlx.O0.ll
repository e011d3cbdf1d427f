; ModuleID = 'CoWW+rlx.c'
source_filename = "CoWW+rlx.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [11 x i8] c"CoWW+rlx.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !33
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !35
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !39

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !55 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !60, !DIExpression(), !61)
  %5 = load ptr, ptr %2, align 8, !dbg !62
  store i32 1, ptr %3, align 4, !dbg !63
  %6 = load i32, ptr %3, align 4, !dbg !63
  store atomic i32 %6, ptr @x monotonic, align 4, !dbg !63
  store i32 2, ptr %4, align 4, !dbg !64
  %7 = load i32, ptr %4, align 4, !dbg !64
  store atomic i32 %7, ptr @x monotonic, align 4, !dbg !64
  ret ptr null, !dbg !65
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !66 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !67, !DIExpression(), !68)
  %4 = load ptr, ptr %2, align 8, !dbg !69
  store i32 3, ptr %3, align 4, !dbg !70
  %5 = load i32, ptr %3, align 4, !dbg !70
  store atomic i32 %5, ptr @x monotonic, align 4, !dbg !70
  ret ptr null, !dbg !71
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !72 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !75, !DIExpression(), !82)
  %7 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !83
  %8 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !84
  %9 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !85
  %10 = call i32 @pthread_create(ptr noundef %9, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !86
  %11 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !87
  %12 = load i64, ptr %11, align 16, !dbg !87
  %13 = call i32 @pthread_join(i64 noundef %12, ptr noundef null), !dbg !88
  %14 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !89
  %15 = load i64, ptr %14, align 8, !dbg !89
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null), !dbg !90
    #dbg_declare(ptr %3, !91, !DIExpression(), !92)
    #dbg_declare(ptr %4, !93, !DIExpression(), !94)
    #dbg_declare(ptr %5, !95, !DIExpression(), !96)
  store i32 0, ptr %5, align 4, !dbg !96
  %17 = load atomic i32, ptr @x monotonic, align 4, !dbg !97
  store i32 %17, ptr %6, align 4, !dbg !97
  %18 = load i32, ptr %6, align 4, !dbg !97
  store i32 %18, ptr %3, align 4, !dbg !98
  %19 = load i32, ptr %3, align 4, !dbg !99
  %20 = icmp eq i32 %19, 0, !dbg !100
  br i1 %20, label %21, label %22, !dbg !99

21:                                               ; preds = %0
  br label %39, !dbg !99

22:                                               ; preds = %0
  %23 = load i32, ptr %3, align 4, !dbg !101
  %24 = icmp eq i32 %23, 1, !dbg !102
  br i1 %24, label %25, label %26, !dbg !101

25:                                               ; preds = %22
  br label %37, !dbg !101

26:                                               ; preds = %22
  %27 = load i32, ptr %3, align 4, !dbg !103
  %28 = icmp eq i32 %27, 2, !dbg !104
  br i1 %28, label %29, label %30, !dbg !103

29:                                               ; preds = %26
  br label %35, !dbg !103

30:                                               ; preds = %26
  %31 = load i32, ptr %3, align 4, !dbg !105
  %32 = icmp eq i32 %31, 3, !dbg !106
  %33 = zext i1 %32 to i64, !dbg !105
  %34 = select i1 %32, i32 3, i32 -1, !dbg !105
  br label %35, !dbg !103

35:                                               ; preds = %30, %29
  %36 = phi i32 [ 2, %29 ], [ %34, %30 ], !dbg !103
  br label %37, !dbg !101

37:                                               ; preds = %35, %25
  %38 = phi i32 [ 1, %25 ], [ %36, %35 ], !dbg !101
  br label %39, !dbg !99

39:                                               ; preds = %37, %21
  %40 = phi i32 [ 0, %21 ], [ %38, %37 ], !dbg !99
  store i32 %40, ptr %4, align 4, !dbg !107
  %41 = load i32, ptr %4, align 4, !dbg !108
  %42 = icmp slt i32 %41, 0, !dbg !110
  br i1 %42, label %43, label %44, !dbg !111

43:                                               ; preds = %39
  br label %54, !dbg !112

44:                                               ; preds = %39
  %45 = load i32, ptr %4, align 4, !dbg !113
  %46 = load i32, ptr %5, align 4, !dbg !114
  %47 = add nsw i32 %46, %45, !dbg !114
  store i32 %47, ptr %5, align 4, !dbg !114
  %48 = load i32, ptr %5, align 4, !dbg !115
  switch i32 %48, label %53 [
    i32 0, label %49
    i32 1, label %50
    i32 2, label %51
    i32 3, label %52
  ], !dbg !116

49:                                               ; preds = %44
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 53, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !117
  unreachable, !dbg !117

50:                                               ; preds = %44
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 58, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !121
  unreachable, !dbg !121

51:                                               ; preds = %44
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 63, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !124
  unreachable, !dbg !124

52:                                               ; preds = %44
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 68, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !127
  unreachable, !dbg !127

53:                                               ; preds = %44
  br label %54, !dbg !130

54:                                               ; preds = %53, %43
    #dbg_label(!131, !132)
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 77, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !133
  unreachable, !dbg !133
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
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 15, type: !44, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "CoWW+rlx.c", directory: ".", checksumkind: CSK_MD5, checksum: "febdfd868059eb8449aee918ed5085bc")
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
!15 = !{!16, !22, !27, !33, !35, !37, !39, !0}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 53, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 53, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 88, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 11)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 53, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 63, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 22)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !45)
!45 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !46)
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"frame-pointer", i32 2}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 17, type: !56, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !59)
!56 = !DISubroutineType(types: !57)
!57 = !{!58, !58}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!59 = !{}
!60 = !DILocalVariable(name: "arg", arg: 1, scope: !55, file: !3, line: 17, type: !58)
!61 = !DILocation(line: 17, column: 16, scope: !55)
!62 = !DILocation(line: 19, column: 8, scope: !55)
!63 = !DILocation(line: 20, column: 2, scope: !55)
!64 = !DILocation(line: 21, column: 2, scope: !55)
!65 = !DILocation(line: 22, column: 2, scope: !55)
!66 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 25, type: !56, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !59)
!67 = !DILocalVariable(name: "arg", arg: 1, scope: !66, file: !3, line: 25, type: !58)
!68 = !DILocation(line: 25, column: 16, scope: !66)
!69 = !DILocation(line: 27, column: 8, scope: !66)
!70 = !DILocation(line: 28, column: 2, scope: !66)
!71 = !DILocation(line: 29, column: 2, scope: !66)
!72 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !73, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !59)
!73 = !DISubroutineType(types: !74)
!74 = !{!46}
!75 = !DILocalVariable(name: "th", scope: !72, file: !3, line: 34, type: !76)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 128, elements: !80)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !78, line: 27, baseType: !79)
!78 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!79 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!80 = !{!81}
!81 = !DISubrange(count: 2)
!82 = !DILocation(line: 34, column: 12, scope: !72)
!83 = !DILocation(line: 35, column: 18, scope: !72)
!84 = !DILocation(line: 35, column: 2, scope: !72)
!85 = !DILocation(line: 36, column: 18, scope: !72)
!86 = !DILocation(line: 36, column: 2, scope: !72)
!87 = !DILocation(line: 37, column: 15, scope: !72)
!88 = !DILocation(line: 37, column: 2, scope: !72)
!89 = !DILocation(line: 38, column: 15, scope: !72)
!90 = !DILocation(line: 38, column: 2, scope: !72)
!91 = !DILocalVariable(name: "v", scope: !72, file: !3, line: 39, type: !46)
!92 = !DILocation(line: 39, column: 6, scope: !72)
!93 = !DILocalVariable(name: "d", scope: !72, file: !3, line: 39, type: !46)
!94 = !DILocation(line: 39, column: 9, scope: !72)
!95 = !DILocalVariable(name: "o", scope: !72, file: !3, line: 39, type: !46)
!96 = !DILocation(line: 39, column: 12, scope: !72)
!97 = !DILocation(line: 40, column: 6, scope: !72)
!98 = !DILocation(line: 40, column: 4, scope: !72)
!99 = !DILocation(line: 41, column: 6, scope: !72)
!100 = !DILocation(line: 41, column: 8, scope: !72)
!101 = !DILocation(line: 41, column: 19, scope: !72)
!102 = !DILocation(line: 41, column: 21, scope: !72)
!103 = !DILocation(line: 41, column: 32, scope: !72)
!104 = !DILocation(line: 41, column: 34, scope: !72)
!105 = !DILocation(line: 41, column: 45, scope: !72)
!106 = !DILocation(line: 41, column: 47, scope: !72)
!107 = !DILocation(line: 41, column: 4, scope: !72)
!108 = !DILocation(line: 42, column: 6, scope: !109)
!109 = distinct !DILexicalBlock(scope: !72, file: !3, line: 42, column: 6)
!110 = !DILocation(line: 42, column: 8, scope: !109)
!111 = !DILocation(line: 42, column: 6, scope: !72)
!112 = !DILocation(line: 43, column: 3, scope: !109)
!113 = !DILocation(line: 44, column: 7, scope: !72)
!114 = !DILocation(line: 44, column: 4, scope: !72)
!115 = !DILocation(line: 50, column: 10, scope: !72)
!116 = !DILocation(line: 50, column: 2, scope: !72)
!117 = !DILocation(line: 53, column: 3, scope: !118)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 53, column: 3)
!119 = distinct !DILexicalBlock(scope: !120, file: !3, line: 53, column: 3)
!120 = distinct !DILexicalBlock(scope: !72, file: !3, line: 50, column: 13)
!121 = !DILocation(line: 58, column: 3, scope: !122)
!122 = distinct !DILexicalBlock(scope: !123, file: !3, line: 58, column: 3)
!123 = distinct !DILexicalBlock(scope: !120, file: !3, line: 58, column: 3)
!124 = !DILocation(line: 63, column: 3, scope: !125)
!125 = distinct !DILexicalBlock(scope: !126, file: !3, line: 63, column: 3)
!126 = distinct !DILexicalBlock(scope: !120, file: !3, line: 63, column: 3)
!127 = !DILocation(line: 68, column: 3, scope: !128)
!128 = distinct !DILexicalBlock(scope: !129, file: !3, line: 68, column: 3)
!129 = distinct !DILexicalBlock(scope: !120, file: !3, line: 68, column: 3)
!130 = !DILocation(line: 72, column: 3, scope: !120)
!131 = !DILabel(scope: !72, name: "unexpected", file: !3, line: 76)
!132 = !DILocation(line: 76, column: 1, scope: !72)
!133 = !DILocation(line: 77, column: 2, scope: !134)
!134 = distinct !DILexicalBlock(scope: !135, file: !3, line: 77, column: 2)
!135 = distinct !DILexicalBlock(scope: !72, file: !3, line: 77, column: 2)
