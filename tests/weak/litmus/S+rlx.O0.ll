; ModuleID = 'S+rlx.c'
source_filename = "S+rlx.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !48
@r1_0 = dso_local global i32 0, align 4, !dbg !53
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [8 x i8] c"S+rlx.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !33
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !35
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !39
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !43

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !63 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !68, !DIExpression(), !69)
  %5 = load ptr, ptr %2, align 8, !dbg !70
  store i32 2, ptr %3, align 4, !dbg !71
  %6 = load i32, ptr %3, align 4, !dbg !71
  store atomic i32 %6, ptr @x monotonic, align 4, !dbg !71
  store i32 1, ptr %4, align 4, !dbg !72
  %7 = load i32, ptr %4, align 4, !dbg !72
  store atomic i32 %7, ptr @y monotonic, align 4, !dbg !72
  ret ptr null, !dbg !73
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !74 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !75, !DIExpression(), !76)
  %5 = load ptr, ptr %2, align 8, !dbg !77
  %6 = load atomic i32, ptr @y monotonic, align 4, !dbg !78
  store i32 %6, ptr %3, align 4, !dbg !78
  %7 = load i32, ptr %3, align 4, !dbg !78
  store i32 %7, ptr @r1_0, align 4, !dbg !79
  store i32 1, ptr %4, align 4, !dbg !80
  %8 = load i32, ptr %4, align 4, !dbg !80
  store atomic i32 %8, ptr @x monotonic, align 4, !dbg !80
  ret ptr null, !dbg !81
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !82 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !85, !DIExpression(), !92)
  %7 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !93
  %8 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !94
  %9 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !95
  %10 = call i32 @pthread_create(ptr noundef %9, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !96
  %11 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !97
  %12 = load i64, ptr %11, align 16, !dbg !97
  %13 = call i32 @pthread_join(i64 noundef %12, ptr noundef null), !dbg !98
  %14 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !99
  %15 = load i64, ptr %14, align 8, !dbg !99
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null), !dbg !100
    #dbg_declare(ptr %3, !101, !DIExpression(), !102)
    #dbg_declare(ptr %4, !103, !DIExpression(), !104)
    #dbg_declare(ptr %5, !105, !DIExpression(), !106)
  store i32 0, ptr %5, align 4, !dbg !106
  %17 = load i32, ptr @r1_0, align 4, !dbg !107
  store i32 %17, ptr %3, align 4, !dbg !108
  %18 = load i32, ptr %3, align 4, !dbg !109
  %19 = icmp eq i32 %18, 0, !dbg !110
  br i1 %19, label %20, label %21, !dbg !109

20:                                               ; preds = %0
  br label %26, !dbg !109

21:                                               ; preds = %0
  %22 = load i32, ptr %3, align 4, !dbg !111
  %23 = icmp eq i32 %22, 1, !dbg !112
  %24 = zext i1 %23 to i64, !dbg !111
  %25 = select i1 %23, i32 1, i32 -1, !dbg !111
  br label %26, !dbg !109

26:                                               ; preds = %21, %20
  %27 = phi i32 [ 0, %20 ], [ %25, %21 ], !dbg !109
  store i32 %27, ptr %4, align 4, !dbg !113
  %28 = load i32, ptr %4, align 4, !dbg !114
  %29 = icmp slt i32 %28, 0, !dbg !116
  br i1 %29, label %30, label %31, !dbg !117

30:                                               ; preds = %26
  br label %69, !dbg !118

31:                                               ; preds = %26
  %32 = load i32, ptr %4, align 4, !dbg !119
  %33 = load i32, ptr %5, align 4, !dbg !120
  %34 = add nsw i32 %33, %32, !dbg !120
  store i32 %34, ptr %5, align 4, !dbg !120
  %35 = load atomic i32, ptr @x monotonic, align 4, !dbg !121
  store i32 %35, ptr %6, align 4, !dbg !121
  %36 = load i32, ptr %6, align 4, !dbg !121
  store i32 %36, ptr %3, align 4, !dbg !122
  %37 = load i32, ptr %3, align 4, !dbg !123
  %38 = icmp eq i32 %37, 0, !dbg !124
  br i1 %38, label %39, label %40, !dbg !123

39:                                               ; preds = %31
  br label %51, !dbg !123

40:                                               ; preds = %31
  %41 = load i32, ptr %3, align 4, !dbg !125
  %42 = icmp eq i32 %41, 1, !dbg !126
  br i1 %42, label %43, label %44, !dbg !125

43:                                               ; preds = %40
  br label %49, !dbg !125

44:                                               ; preds = %40
  %45 = load i32, ptr %3, align 4, !dbg !127
  %46 = icmp eq i32 %45, 2, !dbg !128
  %47 = zext i1 %46 to i64, !dbg !127
  %48 = select i1 %46, i32 2, i32 -1, !dbg !127
  br label %49, !dbg !125

49:                                               ; preds = %44, %43
  %50 = phi i32 [ 1, %43 ], [ %48, %44 ], !dbg !125
  br label %51, !dbg !123

51:                                               ; preds = %49, %39
  %52 = phi i32 [ 0, %39 ], [ %50, %49 ], !dbg !123
  store i32 %52, ptr %4, align 4, !dbg !129
  %53 = load i32, ptr %4, align 4, !dbg !130
  %54 = icmp slt i32 %53, 0, !dbg !132
  br i1 %54, label %55, label %56, !dbg !133

55:                                               ; preds = %51
  br label %69, !dbg !134

56:                                               ; preds = %51
  %57 = load i32, ptr %4, align 4, !dbg !135
  %58 = mul nsw i32 %57, 2, !dbg !136
  %59 = load i32, ptr %5, align 4, !dbg !137
  %60 = add nsw i32 %59, %58, !dbg !137
  store i32 %60, ptr %5, align 4, !dbg !137
  %61 = load i32, ptr %5, align 4, !dbg !138
  switch i32 %61, label %68 [
    i32 0, label %62
    i32 1, label %63
    i32 2, label %64
    i32 3, label %65
    i32 4, label %66
    i32 5, label %67
  ], !dbg !139

62:                                               ; preds = %56
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 62, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !140
  unreachable, !dbg !140

63:                                               ; preds = %56
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 67, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !144
  unreachable, !dbg !144

64:                                               ; preds = %56
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 72, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !147
  unreachable, !dbg !147

65:                                               ; preds = %56
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 77, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !150
  unreachable, !dbg !150

66:                                               ; preds = %56
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 82, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !153
  unreachable, !dbg !153

67:                                               ; preds = %56
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 87, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !156
  unreachable, !dbg !156

68:                                               ; preds = %56
  br label %69, !dbg !159

69:                                               ; preds = %68, %55, %30
    #dbg_label(!160, !161)
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 96, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !162
  unreachable, !dbg !162
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
!llvm.module.flags = !{!55, !56, !57, !58, !59, !60, !61}
!llvm.ident = !{!62}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !50, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "S+rlx.c", directory: ".", checksumkind: CSK_MD5, checksum: "b15e5bf733689a6a4376ba5bc36f311e")
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
!15 = !{!16, !22, !27, !33, !35, !37, !39, !41, !43, !0, !48, !53}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 64, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 8)
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
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !18, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 22)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 17, type: !50, isLocal: false, isDefinition: true)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !51)
!51 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !52)
!52 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 18, type: !52, isLocal: false, isDefinition: true)
!55 = !{i32 7, !"Dwarf Version", i32 5}
!56 = !{i32 2, !"Debug Info Version", i32 3}
!57 = !{i32 1, !"wchar_size", i32 4}
!58 = !{i32 8, !"PIC Level", i32 2}
!59 = !{i32 7, !"PIE Level", i32 2}
!60 = !{i32 7, !"uwtable", i32 2}
!61 = !{i32 7, !"frame-pointer", i32 2}
!62 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!63 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 20, type: !64, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !67)
!64 = !DISubroutineType(types: !65)
!65 = !{!66, !66}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!67 = !{}
!68 = !DILocalVariable(name: "arg", arg: 1, scope: !63, file: !3, line: 20, type: !66)
!69 = !DILocation(line: 20, column: 16, scope: !63)
!70 = !DILocation(line: 22, column: 8, scope: !63)
!71 = !DILocation(line: 23, column: 2, scope: !63)
!72 = !DILocation(line: 24, column: 2, scope: !63)
!73 = !DILocation(line: 25, column: 2, scope: !63)
!74 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 28, type: !64, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !67)
!75 = !DILocalVariable(name: "arg", arg: 1, scope: !74, file: !3, line: 28, type: !66)
!76 = !DILocation(line: 28, column: 16, scope: !74)
!77 = !DILocation(line: 30, column: 8, scope: !74)
!78 = !DILocation(line: 31, column: 9, scope: !74)
!79 = !DILocation(line: 31, column: 7, scope: !74)
!80 = !DILocation(line: 32, column: 2, scope: !74)
!81 = !DILocation(line: 33, column: 2, scope: !74)
!82 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !83, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !67)
!83 = !DISubroutineType(types: !84)
!84 = !{!52}
!85 = !DILocalVariable(name: "th", scope: !82, file: !3, line: 38, type: !86)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 128, elements: !90)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !88, line: 27, baseType: !89)
!88 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!89 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!90 = !{!91}
!91 = !DISubrange(count: 2)
!92 = !DILocation(line: 38, column: 12, scope: !82)
!93 = !DILocation(line: 39, column: 18, scope: !82)
!94 = !DILocation(line: 39, column: 2, scope: !82)
!95 = !DILocation(line: 40, column: 18, scope: !82)
!96 = !DILocation(line: 40, column: 2, scope: !82)
!97 = !DILocation(line: 41, column: 15, scope: !82)
!98 = !DILocation(line: 41, column: 2, scope: !82)
!99 = !DILocation(line: 42, column: 15, scope: !82)
!100 = !DILocation(line: 42, column: 2, scope: !82)
!101 = !DILocalVariable(name: "v", scope: !82, file: !3, line: 43, type: !52)
!102 = !DILocation(line: 43, column: 6, scope: !82)
!103 = !DILocalVariable(name: "d", scope: !82, file: !3, line: 43, type: !52)
!104 = !DILocation(line: 43, column: 9, scope: !82)
!105 = !DILocalVariable(name: "o", scope: !82, file: !3, line: 43, type: !52)
!106 = !DILocation(line: 43, column: 12, scope: !82)
!107 = !DILocation(line: 44, column: 6, scope: !82)
!108 = !DILocation(line: 44, column: 4, scope: !82)
!109 = !DILocation(line: 45, column: 6, scope: !82)
!110 = !DILocation(line: 45, column: 8, scope: !82)
!111 = !DILocation(line: 45, column: 19, scope: !82)
!112 = !DILocation(line: 45, column: 21, scope: !82)
!113 = !DILocation(line: 45, column: 4, scope: !82)
!114 = !DILocation(line: 46, column: 6, scope: !115)
!115 = distinct !DILexicalBlock(scope: !82, file: !3, line: 46, column: 6)
!116 = !DILocation(line: 46, column: 8, scope: !115)
!117 = !DILocation(line: 46, column: 6, scope: !82)
!118 = !DILocation(line: 47, column: 3, scope: !115)
!119 = !DILocation(line: 48, column: 7, scope: !82)
!120 = !DILocation(line: 48, column: 4, scope: !82)
!121 = !DILocation(line: 49, column: 6, scope: !82)
!122 = !DILocation(line: 49, column: 4, scope: !82)
!123 = !DILocation(line: 50, column: 6, scope: !82)
!124 = !DILocation(line: 50, column: 8, scope: !82)
!125 = !DILocation(line: 50, column: 19, scope: !82)
!126 = !DILocation(line: 50, column: 21, scope: !82)
!127 = !DILocation(line: 50, column: 32, scope: !82)
!128 = !DILocation(line: 50, column: 34, scope: !82)
!129 = !DILocation(line: 50, column: 4, scope: !82)
!130 = !DILocation(line: 51, column: 6, scope: !131)
!131 = distinct !DILexicalBlock(scope: !82, file: !3, line: 51, column: 6)
!132 = !DILocation(line: 51, column: 8, scope: !131)
!133 = !DILocation(line: 51, column: 6, scope: !82)
!134 = !DILocation(line: 52, column: 3, scope: !131)
!135 = !DILocation(line: 53, column: 7, scope: !82)
!136 = !DILocation(line: 53, column: 9, scope: !82)
!137 = !DILocation(line: 53, column: 4, scope: !82)
!138 = !DILocation(line: 59, column: 10, scope: !82)
!139 = !DILocation(line: 59, column: 2, scope: !82)
!140 = !DILocation(line: 62, column: 3, scope: !141)
!141 = distinct !DILexicalBlock(scope: !142, file: !3, line: 62, column: 3)
!142 = distinct !DILexicalBlock(scope: !143, file: !3, line: 62, column: 3)
!143 = distinct !DILexicalBlock(scope: !82, file: !3, line: 59, column: 13)
!144 = !DILocation(line: 67, column: 3, scope: !145)
!145 = distinct !DILexicalBlock(scope: !146, file: !3, line: 67, column: 3)
!146 = distinct !DILexicalBlock(scope: !143, file: !3, line: 67, column: 3)
!147 = !DILocation(line: 72, column: 3, scope: !148)
!148 = distinct !DILexicalBlock(scope: !149, file: !3, line: 72, column: 3)
!149 = distinct !DILexicalBlock(scope: !143, file: !3, line: 72, column: 3)
!150 = !DILocation(line: 77, column: 3, scope: !151)
!151 = distinct !DILexicalBlock(scope: !152, file: !3, line: 77, column: 3)
!152 = distinct !DILexicalBlock(scope: !143, file: !3, line: 77, column: 3)
!153 = !DILocation(line: 82, column: 3, scope: !154)
!154 = distinct !DILexicalBlock(scope: !155, file: !3, line: 82, column: 3)
!155 = distinct !DILexicalBlock(scope: !143, file: !3, line: 82, column: 3)
!156 = !DILocation(line: 87, column: 3, scope: !157)
!157 = distinct !DILexicalBlock(scope: !158, file: !3, line: 87, column: 3)
!158 = distinct !DILexicalBlock(scope: !143, file: !3, line: 87, column: 3)
!159 = !DILocation(line: 91, column: 3, scope: !143)
!160 = !DILabel(scope: !82, name: "unexpected", file: !3, line: 95)
!161 = !DILocation(line: 95, column: 1, scope: !82)
!162 = !DILocation(line: 96, column: 2, scope: !163)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 96, column: 2)
!164 = distinct !DILexicalBlock(scope: !82, file: !3, line: 96, column: 2)
