; ModuleID = '2+2W+rlx.c'
source_filename = "2+2W+rlx.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !54
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [11 x i8] c"2+2W+rlx.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !33
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !35
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !39
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !43
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !45
@.str.9 = private unnamed_addr constant [13 x i8] c"!\22outcome 8\22\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !49

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !67 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !72, !DIExpression(), !73)
  %5 = load ptr, ptr %2, align 8, !dbg !74
  store i32 1, ptr %3, align 4, !dbg !75
  %6 = load i32, ptr %3, align 4, !dbg !75
  store atomic i32 %6, ptr @x monotonic, align 4, !dbg !75
  store i32 2, ptr %4, align 4, !dbg !76
  %7 = load i32, ptr %4, align 4, !dbg !76
  store atomic i32 %7, ptr @y monotonic, align 4, !dbg !76
  ret ptr null, !dbg !77
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !78 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !79, !DIExpression(), !80)
  %5 = load ptr, ptr %2, align 8, !dbg !81
  store i32 1, ptr %3, align 4, !dbg !82
  %6 = load i32, ptr %3, align 4, !dbg !82
  store atomic i32 %6, ptr @y monotonic, align 4, !dbg !82
  store i32 2, ptr %4, align 4, !dbg !83
  %7 = load i32, ptr %4, align 4, !dbg !83
  store atomic i32 %7, ptr @x monotonic, align 4, !dbg !83
  ret ptr null, !dbg !84
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !85 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !88, !DIExpression(), !95)
  %8 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !96
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !97
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !98
  %11 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !99
  %12 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !100
  %13 = load i64, ptr %12, align 16, !dbg !100
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null), !dbg !101
  %15 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !102
  %16 = load i64, ptr %15, align 8, !dbg !102
  %17 = call i32 @pthread_join(i64 noundef %16, ptr noundef null), !dbg !103
    #dbg_declare(ptr %3, !104, !DIExpression(), !105)
    #dbg_declare(ptr %4, !106, !DIExpression(), !107)
    #dbg_declare(ptr %5, !108, !DIExpression(), !109)
  store i32 0, ptr %5, align 4, !dbg !109
  %18 = load atomic i32, ptr @x monotonic, align 4, !dbg !110
  store i32 %18, ptr %6, align 4, !dbg !110
  %19 = load i32, ptr %6, align 4, !dbg !110
  store i32 %19, ptr %3, align 4, !dbg !111
  %20 = load i32, ptr %3, align 4, !dbg !112
  %21 = icmp eq i32 %20, 0, !dbg !113
  br i1 %21, label %22, label %23, !dbg !112

22:                                               ; preds = %0
  br label %34, !dbg !112

23:                                               ; preds = %0
  %24 = load i32, ptr %3, align 4, !dbg !114
  %25 = icmp eq i32 %24, 1, !dbg !115
  br i1 %25, label %26, label %27, !dbg !114

26:                                               ; preds = %23
  br label %32, !dbg !114

27:                                               ; preds = %23
  %28 = load i32, ptr %3, align 4, !dbg !116
  %29 = icmp eq i32 %28, 2, !dbg !117
  %30 = zext i1 %29 to i64, !dbg !116
  %31 = select i1 %29, i32 2, i32 -1, !dbg !116
  br label %32, !dbg !114

32:                                               ; preds = %27, %26
  %33 = phi i32 [ 1, %26 ], [ %31, %27 ], !dbg !114
  br label %34, !dbg !112

34:                                               ; preds = %32, %22
  %35 = phi i32 [ 0, %22 ], [ %33, %32 ], !dbg !112
  store i32 %35, ptr %4, align 4, !dbg !118
  %36 = load i32, ptr %4, align 4, !dbg !119
  %37 = icmp slt i32 %36, 0, !dbg !121
  br i1 %37, label %38, label %39, !dbg !122

38:                                               ; preds = %34
  br label %80, !dbg !123

39:                                               ; preds = %34
  %40 = load i32, ptr %4, align 4, !dbg !124
  %41 = load i32, ptr %5, align 4, !dbg !125
  %42 = add nsw i32 %41, %40, !dbg !125
  store i32 %42, ptr %5, align 4, !dbg !125
  %43 = load atomic i32, ptr @y monotonic, align 4, !dbg !126
  store i32 %43, ptr %7, align 4, !dbg !126
  %44 = load i32, ptr %7, align 4, !dbg !126
  store i32 %44, ptr %3, align 4, !dbg !127
  %45 = load i32, ptr %3, align 4, !dbg !128
  %46 = icmp eq i32 %45, 0, !dbg !129
  br i1 %46, label %47, label %48, !dbg !128

47:                                               ; preds = %39
  br label %59, !dbg !128

48:                                               ; preds = %39
  %49 = load i32, ptr %3, align 4, !dbg !130
  %50 = icmp eq i32 %49, 1, !dbg !131
  br i1 %50, label %51, label %52, !dbg !130

51:                                               ; preds = %48
  br label %57, !dbg !130

52:                                               ; preds = %48
  %53 = load i32, ptr %3, align 4, !dbg !132
  %54 = icmp eq i32 %53, 2, !dbg !133
  %55 = zext i1 %54 to i64, !dbg !132
  %56 = select i1 %54, i32 2, i32 -1, !dbg !132
  br label %57, !dbg !130

57:                                               ; preds = %52, %51
  %58 = phi i32 [ 1, %51 ], [ %56, %52 ], !dbg !130
  br label %59, !dbg !128

59:                                               ; preds = %57, %47
  %60 = phi i32 [ 0, %47 ], [ %58, %57 ], !dbg !128
  store i32 %60, ptr %4, align 4, !dbg !134
  %61 = load i32, ptr %4, align 4, !dbg !135
  %62 = icmp slt i32 %61, 0, !dbg !137
  br i1 %62, label %63, label %64, !dbg !138

63:                                               ; preds = %59
  br label %80, !dbg !139

64:                                               ; preds = %59
  %65 = load i32, ptr %4, align 4, !dbg !140
  %66 = mul nsw i32 %65, 3, !dbg !141
  %67 = load i32, ptr %5, align 4, !dbg !142
  %68 = add nsw i32 %67, %66, !dbg !142
  store i32 %68, ptr %5, align 4, !dbg !142
  %69 = load i32, ptr %5, align 4, !dbg !143
  switch i32 %69, label %79 [
    i32 0, label %70
    i32 1, label %71
    i32 2, label %72
    i32 3, label %73
    i32 4, label %74
    i32 5, label %75
    i32 6, label %76
    i32 7, label %77
    i32 8, label %78
  ], !dbg !144

70:                                               ; preds = %64
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 61, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !145
  unreachable, !dbg !145

71:                                               ; preds = %64
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 66, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !149
  unreachable, !dbg !149

72:                                               ; preds = %64
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 71, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !152
  unreachable, !dbg !152

73:                                               ; preds = %64
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 76, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !155
  unreachable, !dbg !155

74:                                               ; preds = %64
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 81, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !158
  unreachable, !dbg !158

75:                                               ; preds = %64
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 86, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !161
  unreachable, !dbg !161

76:                                               ; preds = %64
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 91, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !164
  unreachable, !dbg !164

77:                                               ; preds = %64
  call void @__assert_fail(ptr noundef @.str.8, ptr noundef @.str.1, i32 noundef 96, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !167
  unreachable, !dbg !167

78:                                               ; preds = %64
  call void @__assert_fail(ptr noundef @.str.9, ptr noundef @.str.1, i32 noundef 101, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !170
  unreachable, !dbg !170

79:                                               ; preds = %64
  br label %80, !dbg !173

80:                                               ; preds = %79, %63, %38
    #dbg_label(!174, !175)
  call void @__assert_fail(ptr noundef @.str.10, ptr noundef @.str.1, i32 noundef 110, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !176
  unreachable, !dbg !176
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
!llvm.module.flags = !{!59, !60, !61, !62, !63, !64, !65}
!llvm.ident = !{!66}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !56, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "2+2W+rlx.c", directory: ".", checksumkind: CSK_MD5, checksum: "3b8bca31983353ae2586f0124c96461d")
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
!15 = !{!16, !22, !27, !33, !35, !37, !39, !41, !43, !45, !47, !49, !0, !54}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 88, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 11)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 71, type: !18, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !18, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !3, line: 81, type: !18, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !18, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 91, type: !18, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !18, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 101, type: !18, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 110, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 22)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 17, type: !56, isLocal: false, isDefinition: true)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !57)
!57 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !58)
!58 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!59 = !{i32 7, !"Dwarf Version", i32 5}
!60 = !{i32 2, !"Debug Info Version", i32 3}
!61 = !{i32 1, !"wchar_size", i32 4}
!62 = !{i32 8, !"PIC Level", i32 2}
!63 = !{i32 7, !"PIE Level", i32 2}
!64 = !{i32 7, !"uwtable", i32 2}
!65 = !{i32 7, !"frame-pointer", i32 2}
!66 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!67 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 19, type: !68, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !71)
!68 = !DISubroutineType(types: !69)
!69 = !{!70, !70}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!71 = !{}
!72 = !DILocalVariable(name: "arg", arg: 1, scope: !67, file: !3, line: 19, type: !70)
!73 = !DILocation(line: 19, column: 16, scope: !67)
!74 = !DILocation(line: 21, column: 8, scope: !67)
!75 = !DILocation(line: 22, column: 2, scope: !67)
!76 = !DILocation(line: 23, column: 2, scope: !67)
!77 = !DILocation(line: 24, column: 2, scope: !67)
!78 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 27, type: !68, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !71)
!79 = !DILocalVariable(name: "arg", arg: 1, scope: !78, file: !3, line: 27, type: !70)
!80 = !DILocation(line: 27, column: 16, scope: !78)
!81 = !DILocation(line: 29, column: 8, scope: !78)
!82 = !DILocation(line: 30, column: 2, scope: !78)
!83 = !DILocation(line: 31, column: 2, scope: !78)
!84 = !DILocation(line: 32, column: 2, scope: !78)
!85 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !86, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !71)
!86 = !DISubroutineType(types: !87)
!87 = !{!58}
!88 = !DILocalVariable(name: "th", scope: !85, file: !3, line: 37, type: !89)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 128, elements: !93)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !91, line: 27, baseType: !92)
!91 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!92 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!93 = !{!94}
!94 = !DISubrange(count: 2)
!95 = !DILocation(line: 37, column: 12, scope: !85)
!96 = !DILocation(line: 38, column: 18, scope: !85)
!97 = !DILocation(line: 38, column: 2, scope: !85)
!98 = !DILocation(line: 39, column: 18, scope: !85)
!99 = !DILocation(line: 39, column: 2, scope: !85)
!100 = !DILocation(line: 40, column: 15, scope: !85)
!101 = !DILocation(line: 40, column: 2, scope: !85)
!102 = !DILocation(line: 41, column: 15, scope: !85)
!103 = !DILocation(line: 41, column: 2, scope: !85)
!104 = !DILocalVariable(name: "v", scope: !85, file: !3, line: 42, type: !58)
!105 = !DILocation(line: 42, column: 6, scope: !85)
!106 = !DILocalVariable(name: "d", scope: !85, file: !3, line: 42, type: !58)
!107 = !DILocation(line: 42, column: 9, scope: !85)
!108 = !DILocalVariable(name: "o", scope: !85, file: !3, line: 42, type: !58)
!109 = !DILocation(line: 42, column: 12, scope: !85)
!110 = !DILocation(line: 43, column: 6, scope: !85)
!111 = !DILocation(line: 43, column: 4, scope: !85)
!112 = !DILocation(line: 44, column: 6, scope: !85)
!113 = !DILocation(line: 44, column: 8, scope: !85)
!114 = !DILocation(line: 44, column: 19, scope: !85)
!115 = !DILocation(line: 44, column: 21, scope: !85)
!116 = !DILocation(line: 44, column: 32, scope: !85)
!117 = !DILocation(line: 44, column: 34, scope: !85)
!118 = !DILocation(line: 44, column: 4, scope: !85)
!119 = !DILocation(line: 45, column: 6, scope: !120)
!120 = distinct !DILexicalBlock(scope: !85, file: !3, line: 45, column: 6)
!121 = !DILocation(line: 45, column: 8, scope: !120)
!122 = !DILocation(line: 45, column: 6, scope: !85)
!123 = !DILocation(line: 46, column: 3, scope: !120)
!124 = !DILocation(line: 47, column: 7, scope: !85)
!125 = !DILocation(line: 47, column: 4, scope: !85)
!126 = !DILocation(line: 48, column: 6, scope: !85)
!127 = !DILocation(line: 48, column: 4, scope: !85)
!128 = !DILocation(line: 49, column: 6, scope: !85)
!129 = !DILocation(line: 49, column: 8, scope: !85)
!130 = !DILocation(line: 49, column: 19, scope: !85)
!131 = !DILocation(line: 49, column: 21, scope: !85)
!132 = !DILocation(line: 49, column: 32, scope: !85)
!133 = !DILocation(line: 49, column: 34, scope: !85)
!134 = !DILocation(line: 49, column: 4, scope: !85)
!135 = !DILocation(line: 50, column: 6, scope: !136)
!136 = distinct !DILexicalBlock(scope: !85, file: !3, line: 50, column: 6)
!137 = !DILocation(line: 50, column: 8, scope: !136)
!138 = !DILocation(line: 50, column: 6, scope: !85)
!139 = !DILocation(line: 51, column: 3, scope: !136)
!140 = !DILocation(line: 52, column: 7, scope: !85)
!141 = !DILocation(line: 52, column: 9, scope: !85)
!142 = !DILocation(line: 52, column: 4, scope: !85)
!143 = !DILocation(line: 58, column: 10, scope: !85)
!144 = !DILocation(line: 58, column: 2, scope: !85)
!145 = !DILocation(line: 61, column: 3, scope: !146)
!146 = distinct !DILexicalBlock(scope: !147, file: !3, line: 61, column: 3)
!147 = distinct !DILexicalBlock(scope: !148, file: !3, line: 61, column: 3)
!148 = distinct !DILexicalBlock(scope: !85, file: !3, line: 58, column: 13)
!149 = !DILocation(line: 66, column: 3, scope: !150)
!150 = distinct !DILexicalBlock(scope: !151, file: !3, line: 66, column: 3)
!151 = distinct !DILexicalBlock(scope: !148, file: !3, line: 66, column: 3)
!152 = !DILocation(line: 71, column: 3, scope: !153)
!153 = distinct !DILexicalBlock(scope: !154, file: !3, line: 71, column: 3)
!154 = distinct !DILexicalBlock(scope: !148, file: !3, line: 71, column: 3)
!155 = !DILocation(line: 76, column: 3, scope: !156)
!156 = distinct !DILexicalBlock(scope: !157, file: !3, line: 76, column: 3)
!157 = distinct !DILexicalBlock(scope: !148, file: !3, line: 76, column: 3)
!158 = !DILocation(line: 81, column: 3, scope: !159)
!159 = distinct !DILexicalBlock(scope: !160, file: !3, line: 81, column: 3)
!160 = distinct !DILexicalBlock(scope: !148, file: !3, line: 81, column: 3)
!161 = !DILocation(line: 86, column: 3, scope: !162)
!162 = distinct !DILexicalBlock(scope: !163, file: !3, line: 86, column: 3)
!163 = distinct !DILexicalBlock(scope: !148, file: !3, line: 86, column: 3)
!164 = !DILocation(line: 91, column: 3, scope: !165)
!165 = distinct !DILexicalBlock(scope: !166, file: !3, line: 91, column: 3)
!166 = distinct !DILexicalBlock(scope: !148, file: !3, line: 91, column: 3)
!167 = !DILocation(line: 96, column: 3, scope: !168)
!168 = distinct !DILexicalBlock(scope: !169, file: !3, line: 96, column: 3)
!169 = distinct !DILexicalBlock(scope: !148, file: !3, line: 96, column: 3)
!170 = !DILocation(line: 101, column: 3, scope: !171)
!171 = distinct !DILexicalBlock(scope: !172, file: !3, line: 101, column: 3)
!172 = distinct !DILexicalBlock(scope: !148, file: !3, line: 101, column: 3)
!173 = !DILocation(line: 105, column: 3, scope: !148)
!174 = !DILabel(scope: !85, name: "unexpected", file: !3, line: 109)
!175 = !DILocation(line: 109, column: 1, scope: !85)
!176 = !DILocation(line: 110, column: 2, scope: !177)
!177 = distinct !DILexicalBlock(scope: !178, file: !3, line: 110, column: 2)
!178 = distinct !DILexicalBlock(scope: !85, file: !3, line: 110, column: 2)
