; ModuleID = 'CoRR+await.c'
source_filename = "CoRR+await.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@r1_0 = dso_local global i32 0, align 4, !dbg !56
@r1_1 = dso_local global i32 0, align 4, !dbg !58
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [13 x i8] c"CoRR+await.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !24
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !30
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !32
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !34
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !36
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !38
@.str.7 = private unnamed_addr constant [13 x i8] c"!\22outcome 6\22\00", align 1, !dbg !40
@.str.8 = private unnamed_addr constant [13 x i8] c"!\22outcome 7\22\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [13 x i8] c"!\22outcome 8\22\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !46
@y = dso_local global i32 0, align 4, !dbg !51

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !68 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !73, !DIExpression(), !74)
  %5 = load ptr, ptr %2, align 8, !dbg !75
  store i32 1, ptr %3, align 4, !dbg !76
  %6 = load i32, ptr %3, align 4, !dbg !76
  store atomic i32 %6, ptr @x monotonic, align 4, !dbg !76
  store i32 2, ptr %4, align 4, !dbg !77
  %7 = load i32, ptr %4, align 4, !dbg !77
  store atomic i32 %7, ptr @x monotonic, align 4, !dbg !77
  ret ptr null, !dbg !78
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !79 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !80, !DIExpression(), !81)
  %6 = load ptr, ptr %2, align 8, !dbg !82
    #dbg_declare(ptr %3, !83, !DIExpression(), !85)
  br label %7, !dbg !86

7:                                                ; preds = %10, %1
  %8 = load atomic i32, ptr @x monotonic, align 4, !dbg !87
  store i32 %8, ptr %4, align 4, !dbg !87
  %9 = load i32, ptr %4, align 4, !dbg !87
  store i32 %9, ptr %3, align 4, !dbg !88
  br label %10, !dbg !89

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4, !dbg !90
  %12 = icmp eq i32 %11, 0, !dbg !91
  br i1 %12, label %7, label %13, !dbg !89, !llvm.loop !92

13:                                               ; preds = %10
  %14 = load i32, ptr %3, align 4, !dbg !95
  store i32 %14, ptr @r1_0, align 4, !dbg !96
  %15 = load atomic i32, ptr @x monotonic, align 4, !dbg !97
  store i32 %15, ptr %5, align 4, !dbg !97
  %16 = load i32, ptr %5, align 4, !dbg !97
  store i32 %16, ptr @r1_1, align 4, !dbg !98
  ret ptr null, !dbg !99
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !100 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !103, !DIExpression(), !110)
  %6 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !111
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !112
  %8 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !113
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !114
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !115
  %11 = load i64, ptr %10, align 16, !dbg !115
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !116
  %13 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !117
  %14 = load i64, ptr %13, align 8, !dbg !117
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !118
    #dbg_declare(ptr %3, !119, !DIExpression(), !120)
    #dbg_declare(ptr %4, !121, !DIExpression(), !122)
    #dbg_declare(ptr %5, !123, !DIExpression(), !124)
  store i32 0, ptr %5, align 4, !dbg !124
  %16 = load i32, ptr @r1_0, align 4, !dbg !125
  store i32 %16, ptr %3, align 4, !dbg !126
  %17 = load i32, ptr %3, align 4, !dbg !127
  %18 = icmp eq i32 %17, 0, !dbg !128
  br i1 %18, label %19, label %20, !dbg !127

19:                                               ; preds = %0
  br label %31, !dbg !127

20:                                               ; preds = %0
  %21 = load i32, ptr %3, align 4, !dbg !129
  %22 = icmp eq i32 %21, 1, !dbg !130
  br i1 %22, label %23, label %24, !dbg !129

23:                                               ; preds = %20
  br label %29, !dbg !129

24:                                               ; preds = %20
  %25 = load i32, ptr %3, align 4, !dbg !131
  %26 = icmp eq i32 %25, 2, !dbg !132
  %27 = zext i1 %26 to i64, !dbg !131
  %28 = select i1 %26, i32 2, i32 -1, !dbg !131
  br label %29, !dbg !129

29:                                               ; preds = %24, %23
  %30 = phi i32 [ 1, %23 ], [ %28, %24 ], !dbg !129
  br label %31, !dbg !127

31:                                               ; preds = %29, %19
  %32 = phi i32 [ 0, %19 ], [ %30, %29 ], !dbg !127
  store i32 %32, ptr %4, align 4, !dbg !133
  %33 = load i32, ptr %4, align 4, !dbg !134
  %34 = icmp slt i32 %33, 0, !dbg !136
  br i1 %34, label %35, label %36, !dbg !137

35:                                               ; preds = %31
  br label %76, !dbg !138

36:                                               ; preds = %31
  %37 = load i32, ptr %4, align 4, !dbg !139
  %38 = load i32, ptr %5, align 4, !dbg !140
  %39 = add nsw i32 %38, %37, !dbg !140
  store i32 %39, ptr %5, align 4, !dbg !140
  %40 = load i32, ptr @r1_1, align 4, !dbg !141
  store i32 %40, ptr %3, align 4, !dbg !142
  %41 = load i32, ptr %3, align 4, !dbg !143
  %42 = icmp eq i32 %41, 0, !dbg !144
  br i1 %42, label %43, label %44, !dbg !143

43:                                               ; preds = %36
  br label %55, !dbg !143

44:                                               ; preds = %36
  %45 = load i32, ptr %3, align 4, !dbg !145
  %46 = icmp eq i32 %45, 1, !dbg !146
  br i1 %46, label %47, label %48, !dbg !145

47:                                               ; preds = %44
  br label %53, !dbg !145

48:                                               ; preds = %44
  %49 = load i32, ptr %3, align 4, !dbg !147
  %50 = icmp eq i32 %49, 2, !dbg !148
  %51 = zext i1 %50 to i64, !dbg !147
  %52 = select i1 %50, i32 2, i32 -1, !dbg !147
  br label %53, !dbg !145

53:                                               ; preds = %48, %47
  %54 = phi i32 [ 1, %47 ], [ %52, %48 ], !dbg !145
  br label %55, !dbg !143

55:                                               ; preds = %53, %43
  %56 = phi i32 [ 0, %43 ], [ %54, %53 ], !dbg !143
  store i32 %56, ptr %4, align 4, !dbg !149
  %57 = load i32, ptr %4, align 4, !dbg !150
  %58 = icmp slt i32 %57, 0, !dbg !152
  br i1 %58, label %59, label %60, !dbg !153

59:                                               ; preds = %55
  br label %76, !dbg !154

60:                                               ; preds = %55
  %61 = load i32, ptr %4, align 4, !dbg !155
  %62 = mul nsw i32 %61, 3, !dbg !156
  %63 = load i32, ptr %5, align 4, !dbg !157
  %64 = add nsw i32 %63, %62, !dbg !157
  store i32 %64, ptr %5, align 4, !dbg !157
  %65 = load i32, ptr %5, align 4, !dbg !158
  switch i32 %65, label %75 [
    i32 0, label %66
    i32 1, label %67
    i32 2, label %68
    i32 3, label %69
    i32 4, label %70
    i32 5, label %71
    i32 6, label %72
    i32 7, label %73
    i32 8, label %74
  ], !dbg !159

66:                                               ; preds = %60
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 62, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !160
  unreachable, !dbg !160

67:                                               ; preds = %60
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 67, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !164
  unreachable, !dbg !164

68:                                               ; preds = %60
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 72, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !167
  unreachable, !dbg !167

69:                                               ; preds = %60
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 77, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !170
  unreachable, !dbg !170

70:                                               ; preds = %60
  call void @__assert_fail(ptr noundef @.str.5, ptr noundef @.str.1, i32 noundef 82, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !173
  unreachable, !dbg !173

71:                                               ; preds = %60
  call void @__assert_fail(ptr noundef @.str.6, ptr noundef @.str.1, i32 noundef 87, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !176
  unreachable, !dbg !176

72:                                               ; preds = %60
  call void @__assert_fail(ptr noundef @.str.7, ptr noundef @.str.1, i32 noundef 92, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !179
  unreachable, !dbg !179

73:                                               ; preds = %60
  call void @__assert_fail(ptr noundef @.str.8, ptr noundef @.str.1, i32 noundef 97, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !182
  unreachable, !dbg !182

74:                                               ; preds = %60
  call void @__assert_fail(ptr noundef @.str.9, ptr noundef @.str.1, i32 noundef 102, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !185
  unreachable, !dbg !185

75:                                               ; preds = %60
  br label %76, !dbg !188

76:                                               ; preds = %75, %59, %35
    #dbg_label(!189, !190)
  call void @__assert_fail(ptr noundef @.str.10, ptr noundef @.str.1, i32 noundef 111, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !191
  unreachable, !dbg !191
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
!llvm.module.flags = !{!60, !61, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !53, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "CoRR+await.c", directory: ".", checksumkind: CSK_MD5, checksum: "26eb213c8ca43130c50471ce73379299")
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
!15 = !{!16, !22, !24, !30, !32, !34, !36, !38, !40, !42, !44, !46, !0, !51, !56, !58}
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
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !18, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !18, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 92, type: !18, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 97, type: !18, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 102, type: !18, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 111, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 22)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 17, type: !53, isLocal: false, isDefinition: true)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !54)
!54 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !55)
!55 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 18, type: !55, isLocal: false, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 18, type: !55, isLocal: false, isDefinition: true)
!60 = !{i32 7, !"Dwarf Version", i32 5}
!61 = !{i32 2, !"Debug Info Version", i32 3}
!62 = !{i32 1, !"wchar_size", i32 4}
!63 = !{i32 8, !"PIC Level", i32 2}
!64 = !{i32 7, !"PIE Level", i32 2}
!65 = !{i32 7, !"uwtable", i32 2}
!66 = !{i32 7, !"frame-pointer", i32 2}
!67 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!68 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 20, type: !69, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !72)
!69 = !DISubroutineType(types: !70)
!70 = !{!71, !71}
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!72 = !{}
!73 = !DILocalVariable(name: "arg", arg: 1, scope: !68, file: !3, line: 20, type: !71)
!74 = !DILocation(line: 20, column: 16, scope: !68)
!75 = !DILocation(line: 22, column: 8, scope: !68)
!76 = !DILocation(line: 23, column: 2, scope: !68)
!77 = !DILocation(line: 24, column: 2, scope: !68)
!78 = !DILocation(line: 25, column: 2, scope: !68)
!79 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 28, type: !69, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !72)
!80 = !DILocalVariable(name: "arg", arg: 1, scope: !79, file: !3, line: 28, type: !71)
!81 = !DILocation(line: 28, column: 16, scope: !79)
!82 = !DILocation(line: 30, column: 8, scope: !79)
!83 = !DILocalVariable(name: "v", scope: !84, file: !3, line: 31, type: !55)
!84 = distinct !DILexicalBlock(scope: !79, file: !3, line: 31, column: 2)
!85 = !DILocation(line: 31, column: 8, scope: !84)
!86 = !DILocation(line: 31, column: 11, scope: !84)
!87 = !DILocation(line: 31, column: 18, scope: !84)
!88 = !DILocation(line: 31, column: 16, scope: !84)
!89 = !DILocation(line: 31, column: 14, scope: !84)
!90 = !DILocation(line: 31, column: 73, scope: !84)
!91 = !DILocation(line: 31, column: 75, scope: !84)
!92 = distinct !{!92, !86, !93, !94}
!93 = !DILocation(line: 31, column: 79, scope: !84)
!94 = !{!"llvm.loop.mustprogress"}
!95 = !DILocation(line: 31, column: 89, scope: !84)
!96 = !DILocation(line: 31, column: 87, scope: !84)
!97 = !DILocation(line: 32, column: 9, scope: !79)
!98 = !DILocation(line: 32, column: 7, scope: !79)
!99 = !DILocation(line: 33, column: 2, scope: !79)
!100 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !101, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !72)
!101 = !DISubroutineType(types: !102)
!102 = !{!55}
!103 = !DILocalVariable(name: "th", scope: !100, file: !3, line: 38, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 128, elements: !108)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !106, line: 27, baseType: !107)
!106 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!107 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!108 = !{!109}
!109 = !DISubrange(count: 2)
!110 = !DILocation(line: 38, column: 12, scope: !100)
!111 = !DILocation(line: 39, column: 18, scope: !100)
!112 = !DILocation(line: 39, column: 2, scope: !100)
!113 = !DILocation(line: 40, column: 18, scope: !100)
!114 = !DILocation(line: 40, column: 2, scope: !100)
!115 = !DILocation(line: 41, column: 15, scope: !100)
!116 = !DILocation(line: 41, column: 2, scope: !100)
!117 = !DILocation(line: 42, column: 15, scope: !100)
!118 = !DILocation(line: 42, column: 2, scope: !100)
!119 = !DILocalVariable(name: "v", scope: !100, file: !3, line: 43, type: !55)
!120 = !DILocation(line: 43, column: 6, scope: !100)
!121 = !DILocalVariable(name: "d", scope: !100, file: !3, line: 43, type: !55)
!122 = !DILocation(line: 43, column: 9, scope: !100)
!123 = !DILocalVariable(name: "o", scope: !100, file: !3, line: 43, type: !55)
!124 = !DILocation(line: 43, column: 12, scope: !100)
!125 = !DILocation(line: 44, column: 6, scope: !100)
!126 = !DILocation(line: 44, column: 4, scope: !100)
!127 = !DILocation(line: 45, column: 6, scope: !100)
!128 = !DILocation(line: 45, column: 8, scope: !100)
!129 = !DILocation(line: 45, column: 19, scope: !100)
!130 = !DILocation(line: 45, column: 21, scope: !100)
!131 = !DILocation(line: 45, column: 32, scope: !100)
!132 = !DILocation(line: 45, column: 34, scope: !100)
!133 = !DILocation(line: 45, column: 4, scope: !100)
!134 = !DILocation(line: 46, column: 6, scope: !135)
!135 = distinct !DILexicalBlock(scope: !100, file: !3, line: 46, column: 6)
!136 = !DILocation(line: 46, column: 8, scope: !135)
!137 = !DILocation(line: 46, column: 6, scope: !100)
!138 = !DILocation(line: 47, column: 3, scope: !135)
!139 = !DILocation(line: 48, column: 7, scope: !100)
!140 = !DILocation(line: 48, column: 4, scope: !100)
!141 = !DILocation(line: 49, column: 6, scope: !100)
!142 = !DILocation(line: 49, column: 4, scope: !100)
!143 = !DILocation(line: 50, column: 6, scope: !100)
!144 = !DILocation(line: 50, column: 8, scope: !100)
!145 = !DILocation(line: 50, column: 19, scope: !100)
!146 = !DILocation(line: 50, column: 21, scope: !100)
!147 = !DILocation(line: 50, column: 32, scope: !100)
!148 = !DILocation(line: 50, column: 34, scope: !100)
!149 = !DILocation(line: 50, column: 4, scope: !100)
!150 = !DILocation(line: 51, column: 6, scope: !151)
!151 = distinct !DILexicalBlock(scope: !100, file: !3, line: 51, column: 6)
!152 = !DILocation(line: 51, column: 8, scope: !151)
!153 = !DILocation(line: 51, column: 6, scope: !100)
!154 = !DILocation(line: 52, column: 3, scope: !151)
!155 = !DILocation(line: 53, column: 7, scope: !100)
!156 = !DILocation(line: 53, column: 9, scope: !100)
!157 = !DILocation(line: 53, column: 4, scope: !100)
!158 = !DILocation(line: 59, column: 10, scope: !100)
!159 = !DILocation(line: 59, column: 2, scope: !100)
!160 = !DILocation(line: 62, column: 3, scope: !161)
!161 = distinct !DILexicalBlock(scope: !162, file: !3, line: 62, column: 3)
!162 = distinct !DILexicalBlock(scope: !163, file: !3, line: 62, column: 3)
!163 = distinct !DILexicalBlock(scope: !100, file: !3, line: 59, column: 13)
!164 = !DILocation(line: 67, column: 3, scope: !165)
!165 = distinct !DILexicalBlock(scope: !166, file: !3, line: 67, column: 3)
!166 = distinct !DILexicalBlock(scope: !163, file: !3, line: 67, column: 3)
!167 = !DILocation(line: 72, column: 3, scope: !168)
!168 = distinct !DILexicalBlock(scope: !169, file: !3, line: 72, column: 3)
!169 = distinct !DILexicalBlock(scope: !163, file: !3, line: 72, column: 3)
!170 = !DILocation(line: 77, column: 3, scope: !171)
!171 = distinct !DILexicalBlock(scope: !172, file: !3, line: 77, column: 3)
!172 = distinct !DILexicalBlock(scope: !163, file: !3, line: 77, column: 3)
!173 = !DILocation(line: 82, column: 3, scope: !174)
!174 = distinct !DILexicalBlock(scope: !175, file: !3, line: 82, column: 3)
!175 = distinct !DILexicalBlock(scope: !163, file: !3, line: 82, column: 3)
!176 = !DILocation(line: 87, column: 3, scope: !177)
!177 = distinct !DILexicalBlock(scope: !178, file: !3, line: 87, column: 3)
!178 = distinct !DILexicalBlock(scope: !163, file: !3, line: 87, column: 3)
!179 = !DILocation(line: 92, column: 3, scope: !180)
!180 = distinct !DILexicalBlock(scope: !181, file: !3, line: 92, column: 3)
!181 = distinct !DILexicalBlock(scope: !163, file: !3, line: 92, column: 3)
!182 = !DILocation(line: 97, column: 3, scope: !183)
!183 = distinct !DILexicalBlock(scope: !184, file: !3, line: 97, column: 3)
!184 = distinct !DILexicalBlock(scope: !163, file: !3, line: 97, column: 3)
!185 = !DILocation(line: 102, column: 3, scope: !186)
!186 = distinct !DILexicalBlock(scope: !187, file: !3, line: 102, column: 3)
!187 = distinct !DILexicalBlock(scope: !163, file: !3, line: 102, column: 3)
!188 = !DILocation(line: 106, column: 3, scope: !163)
!189 = !DILabel(scope: !100, name: "unexpected", file: !3, line: 110)
!190 = !DILocation(line: 110, column: 1, scope: !100)
!191 = !DILocation(line: 111, column: 2, scope: !192)
!192 = distinct !DILexicalBlock(scope: !193, file: !3, line: 111, column: 2)
!193 = distinct !DILexicalBlock(scope: !100, file: !3, line: 111, column: 2)
