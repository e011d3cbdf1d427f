; ModuleID = 'MP+await+rel+acq.c'
source_filename = "MP+await+rel+acq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !44
@r1_0 = dso_local global i32 0, align 4, !dbg !49
@r1_1 = dso_local global i32 0, align 4, !dbg !51
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [19 x i8] c"MP+await+rel+acq.c\00", align 1, !dbg !22
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
  store i32 1, ptr %3, align 4, !dbg !69
  %6 = load i32, ptr %3, align 4, !dbg !69
  store atomic i32 %6, ptr @x monotonic, align 4, !dbg !69
  store i32 1, ptr %4, align 4, !dbg !70
  %7 = load i32, ptr %4, align 4, !dbg !70
  store atomic i32 %7, ptr @y release, align 4, !dbg !70
  ret ptr null, !dbg !71
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !72 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !73, !DIExpression(), !74)
  %6 = load ptr, ptr %2, align 8, !dbg !75
    #dbg_declare(ptr %3, !76, !DIExpression(), !78)
  br label %7, !dbg !79

7:                                                ; preds = %10, %1
  %8 = load atomic i32, ptr @y acquire, align 4, !dbg !80
  store i32 %8, ptr %4, align 4, !dbg !80
  %9 = load i32, ptr %4, align 4, !dbg !80
  store i32 %9, ptr %3, align 4, !dbg !81
  br label %10, !dbg !82

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4, !dbg !83
  %12 = icmp eq i32 %11, 0, !dbg !84
  br i1 %12, label %7, label %13, !dbg !82, !llvm.loop !85

13:                                               ; preds = %10
  %14 = load i32, ptr %3, align 4, !dbg !88
  store i32 %14, ptr @r1_0, align 4, !dbg !89
  %15 = load atomic i32, ptr @x monotonic, align 4, !dbg !90
  store i32 %15, ptr %5, align 4, !dbg !90
  %16 = load i32, ptr %5, align 4, !dbg !90
  store i32 %16, ptr @r1_1, align 4, !dbg !91
  ret ptr null, !dbg !92
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !93 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !96, !DIExpression(), !103)
  %6 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !104
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !105
  %8 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !106
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !107
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !108
  %11 = load i64, ptr %10, align 16, !dbg !108
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !109
  %13 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !110
  %14 = load i64, ptr %13, align 8, !dbg !110
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !111
    #dbg_declare(ptr %3, !112, !DIExpression(), !113)
    #dbg_declare(ptr %4, !114, !DIExpression(), !115)
    #dbg_declare(ptr %5, !116, !DIExpression(), !117)
  store i32 0, ptr %5, align 4, !dbg !117
  %16 = load i32, ptr @r1_0, align 4, !dbg !118
  store i32 %16, ptr %3, align 4, !dbg !119
  %17 = load i32, ptr %3, align 4, !dbg !120
  %18 = icmp eq i32 %17, 0, !dbg !121
  br i1 %18, label %19, label %20, !dbg !120

19:                                               ; preds = %0
  br label %25, !dbg !120

20:                                               ; preds = %0
  %21 = load i32, ptr %3, align 4, !dbg !122
  %22 = icmp eq i32 %21, 1, !dbg !123
  %23 = zext i1 %22 to i64, !dbg !122
  %24 = select i1 %22, i32 1, i32 -1, !dbg !122
  br label %25, !dbg !120

25:                                               ; preds = %20, %19
  %26 = phi i32 [ 0, %19 ], [ %24, %20 ], !dbg !120
  store i32 %26, ptr %4, align 4, !dbg !124
  %27 = load i32, ptr %4, align 4, !dbg !125
  %28 = icmp slt i32 %27, 0, !dbg !127
  br i1 %28, label %29, label %30, !dbg !128

29:                                               ; preds = %25
  br label %59, !dbg !129

30:                                               ; preds = %25
  %31 = load i32, ptr %4, align 4, !dbg !130
  %32 = load i32, ptr %5, align 4, !dbg !131
  %33 = add nsw i32 %32, %31, !dbg !131
  store i32 %33, ptr %5, align 4, !dbg !131
  %34 = load i32, ptr @r1_1, align 4, !dbg !132
  store i32 %34, ptr %3, align 4, !dbg !133
  %35 = load i32, ptr %3, align 4, !dbg !134
  %36 = icmp eq i32 %35, 0, !dbg !135
  br i1 %36, label %37, label %38, !dbg !134

37:                                               ; preds = %30
  br label %43, !dbg !134

38:                                               ; preds = %30
  %39 = load i32, ptr %3, align 4, !dbg !136
  %40 = icmp eq i32 %39, 1, !dbg !137
  %41 = zext i1 %40 to i64, !dbg !136
  %42 = select i1 %40, i32 1, i32 -1, !dbg !136
  br label %43, !dbg !134

43:                                               ; preds = %38, %37
  %44 = phi i32 [ 0, %37 ], [ %42, %38 ], !dbg !134
  store i32 %44, ptr %4, align 4, !dbg !138
  %45 = load i32, ptr %4, align 4, !dbg !139
  %46 = icmp slt i32 %45, 0, !dbg !141
  br i1 %46, label %47, label %48, !dbg !142

47:                                               ; preds = %43
  br label %59, !dbg !143

48:                                               ; preds = %43
  %49 = load i32, ptr %4, align 4, !dbg !144
  %50 = mul nsw i32 %49, 2, !dbg !145
  %51 = load i32, ptr %5, align 4, !dbg !146
  %52 = add nsw i32 %51, %50, !dbg !146
  store i32 %52, ptr %5, align 4, !dbg !146
  %53 = load i32, ptr %5, align 4, !dbg !147
  switch i32 %53, label %58 [
    i32 0, label %54
    i32 1, label %55
    i32 2, label %56
    i32 3, label %57
  ], !dbg !148

54:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 62, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !149
  unreachable, !dbg !149

55:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 67, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !153
  unreachable, !dbg !153

56:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 72, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !156
  unreachable, !dbg !156

57:                                               ; preds = %48
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 77, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !159
  unreachable, !dbg !159

58:                                               ; preds = %48
  br label %59, !dbg !162

59:                                               ; preds = %58, %47, %29
    #dbg_label(!163, !164)
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 86, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !165
  unreachable, !dbg !165
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
!3 = !DIFile(filename: "MP+await+rel+acq.c", directory: ".", checksumkind: CSK_MD5, checksum: "a50e6f4d9860f98f82311bf29c255fae")
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
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 152, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 19)
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
!50 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 18, type: !48, isLocal: false, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 18, type: !48, isLocal: false, isDefinition: true)
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
!69 = !DILocation(line: 23, column: 2, scope: !61)
!70 = !DILocation(line: 24, column: 2, scope: !61)
!71 = !DILocation(line: 25, column: 2, scope: !61)
!72 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 28, type: !62, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !65)
!73 = !DILocalVariable(name: "arg", arg: 1, scope: !72, file: !3, line: 28, type: !64)
!74 = !DILocation(line: 28, column: 16, scope: !72)
!75 = !DILocation(line: 30, column: 8, scope: !72)
!76 = !DILocalVariable(name: "v", scope: !77, file: !3, line: 31, type: !48)
!77 = distinct !DILexicalBlock(scope: !72, file: !3, line: 31, column: 2)
!78 = !DILocation(line: 31, column: 8, scope: !77)
!79 = !DILocation(line: 31, column: 11, scope: !77)
!80 = !DILocation(line: 31, column: 18, scope: !77)
!81 = !DILocation(line: 31, column: 16, scope: !77)
!82 = !DILocation(line: 31, column: 14, scope: !77)
!83 = !DILocation(line: 31, column: 73, scope: !77)
!84 = !DILocation(line: 31, column: 75, scope: !77)
!85 = distinct !{!85, !79, !86, !87}
!86 = !DILocation(line: 31, column: 79, scope: !77)
!87 = !{!"llvm.loop.mustprogress"}
!88 = !DILocation(line: 31, column: 89, scope: !77)
!89 = !DILocation(line: 31, column: 87, scope: !77)
!90 = !DILocation(line: 32, column: 9, scope: !72)
!91 = !DILocation(line: 32, column: 7, scope: !72)
!92 = !DILocation(line: 33, column: 2, scope: !72)
!93 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !94, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !65)
!94 = !DISubroutineType(types: !95)
!95 = !{!48}
!96 = !DILocalVariable(name: "th", scope: !93, file: !3, line: 38, type: !97)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 128, elements: !101)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !99, line: 27, baseType: !100)
!99 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!100 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!101 = !{!102}
!102 = !DISubrange(count: 2)
!103 = !DILocation(line: 38, column: 12, scope: !93)
!104 = !DILocation(line: 39, column: 18, scope: !93)
!105 = !DILocation(line: 39, column: 2, scope: !93)
!106 = !DILocation(line: 40, column: 18, scope: !93)
!107 = !DILocation(line: 40, column: 2, scope: !93)
!108 = !DILocation(line: 41, column: 15, scope: !93)
!109 = !DILocation(line: 41, column: 2, scope: !93)
!110 = !DILocation(line: 42, column: 15, scope: !93)
!111 = !DILocation(line: 42, column: 2, scope: !93)
!112 = !DILocalVariable(name: "v", scope: !93, file: !3, line: 43, type: !48)
!113 = !DILocation(line: 43, column: 6, scope: !93)
!114 = !DILocalVariable(name: "d", scope: !93, file: !3, line: 43, type: !48)
!115 = !DILocation(line: 43, column: 9, scope: !93)
!116 = !DILocalVariable(name: "o", scope: !93, file: !3, line: 43, type: !48)
!117 = !DILocation(line: 43, column: 12, scope: !93)
!118 = !DILocation(line: 44, column: 6, scope: !93)
!119 = !DILocation(line: 44, column: 4, scope: !93)
!120 = !DILocation(line: 45, column: 6, scope: !93)
!121 = !DILocation(line: 45, column: 8, scope: !93)
!122 = !DILocation(line: 45, column: 19, scope: !93)
!123 = !DILocation(line: 45, column: 21, scope: !93)
!124 = !DILocation(line: 45, column: 4, scope: !93)
!125 = !DILocation(line: 46, column: 6, scope: !126)
!126 = distinct !DILexicalBlock(scope: !93, file: !3, line: 46, column: 6)
!127 = !DILocation(line: 46, column: 8, scope: !126)
!128 = !DILocation(line: 46, column: 6, scope: !93)
!129 = !DILocation(line: 47, column: 3, scope: !126)
!130 = !DILocation(line: 48, column: 7, scope: !93)
!131 = !DILocation(line: 48, column: 4, scope: !93)
!132 = !DILocation(line: 49, column: 6, scope: !93)
!133 = !DILocation(line: 49, column: 4, scope: !93)
!134 = !DILocation(line: 50, column: 6, scope: !93)
!135 = !DILocation(line: 50, column: 8, scope: !93)
!136 = !DILocation(line: 50, column: 19, scope: !93)
!137 = !DILocation(line: 50, column: 21, scope: !93)
!138 = !DILocation(line: 50, column: 4, scope: !93)
!139 = !DILocation(line: 51, column: 6, scope: !140)
!140 = distinct !DILexicalBlock(scope: !93, file: !3, line: 51, column: 6)
!141 = !DILocation(line: 51, column: 8, scope: !140)
!142 = !DILocation(line: 51, column: 6, scope: !93)
!143 = !DILocation(line: 52, column: 3, scope: !140)
!144 = !DILocation(line: 53, column: 7, scope: !93)
!145 = !DILocation(line: 53, column: 9, scope: !93)
!146 = !DILocation(line: 53, column: 4, scope: !93)
!147 = !DILocation(line: 59, column: 10, scope: !93)
!148 = !DILocation(line: 59, column: 2, scope: !93)
!149 = !DILocation(line: 62, column: 3, scope: !150)
!150 = distinct !DILexicalBlock(scope: !151, file: !3, line: 62, column: 3)
!151 = distinct !DILexicalBlock(scope: !152, file: !3, line: 62, column: 3)
!152 = distinct !DILexicalBlock(scope: !93, file: !3, line: 59, column: 13)
!153 = !DILocation(line: 67, column: 3, scope: !154)
!154 = distinct !DILexicalBlock(scope: !155, file: !3, line: 67, column: 3)
!155 = distinct !DILexicalBlock(scope: !152, file: !3, line: 67, column: 3)
!156 = !DILocation(line: 72, column: 3, scope: !157)
!157 = distinct !DILexicalBlock(scope: !158, file: !3, line: 72, column: 3)
!158 = distinct !DILexicalBlock(scope: !152, file: !3, line: 72, column: 3)
!159 = !DILocation(line: 77, column: 3, scope: !160)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 77, column: 3)
!161 = distinct !DILexicalBlock(scope: !152, file: !3, line: 77, column: 3)
!162 = !DILocation(line: 81, column: 3, scope: !152)
!163 = !DILabel(scope: !93, name: "unexpected", file: !3, line: 85)
!164 = !DILocation(line: 85, column: 1, scope: !93)
!165 = !DILocation(line: 86, column: 2, scope: !166)
!166 = distinct !DILexicalBlock(scope: !167, file: !3, line: 86, column: 2)
!167 = distinct !DILexicalBlock(scope: !93, file: !3, line: 86, column: 2)
