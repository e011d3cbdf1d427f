; ModuleID = 'await-forever.c'
source_filename = "await-forever.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !40
@r1_0 = dso_local global i32 0, align 4, !dbg !45
@r1_1 = dso_local global i32 0, align 4, !dbg !47
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [16 x i8] c"await-forever.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !33
@.str.3 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !35

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t0(ptr noundef %0) #0 !dbg !57 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !62, !DIExpression(), !63)
  %4 = load ptr, ptr %2, align 8, !dbg !64
  store i32 1, ptr %3, align 4, !dbg !65
  %5 = load i32, ptr %3, align 4, !dbg !65
  store atomic i32 %5, ptr @x monotonic, align 4, !dbg !65
  ret ptr null, !dbg !66
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !67 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !68, !DIExpression(), !69)
  %6 = load ptr, ptr %2, align 8, !dbg !70
    #dbg_declare(ptr %3, !71, !DIExpression(), !73)
  br label %7, !dbg !74

7:                                                ; preds = %10, %1
  %8 = load atomic i32, ptr @y acquire, align 4, !dbg !75
  store i32 %8, ptr %4, align 4, !dbg !75
  %9 = load i32, ptr %4, align 4, !dbg !75
  store i32 %9, ptr %3, align 4, !dbg !76
  br label %10, !dbg !77

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4, !dbg !78
  %12 = icmp eq i32 %11, 0, !dbg !79
  br i1 %12, label %7, label %13, !dbg !77, !llvm.loop !80

13:                                               ; preds = %10
  %14 = load i32, ptr %3, align 4, !dbg !83
  store i32 %14, ptr @r1_0, align 4, !dbg !84
  %15 = load atomic i32, ptr @x monotonic, align 4, !dbg !85
  store i32 %15, ptr %5, align 4, !dbg !85
  %16 = load i32, ptr %5, align 4, !dbg !85
  store i32 %16, ptr @r1_1, align 4, !dbg !86
  ret ptr null, !dbg !87
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !88 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !91, !DIExpression(), !98)
  %6 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !99
  %7 = call i32 @pthread_create(ptr noundef %6, ptr noundef null, ptr noundef @t0, ptr noundef null) #4, !dbg !100
  %8 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !101
  %9 = call i32 @pthread_create(ptr noundef %8, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !102
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 0, !dbg !103
  %11 = load i64, ptr %10, align 16, !dbg !103
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !104
  %13 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 1, !dbg !105
  %14 = load i64, ptr %13, align 8, !dbg !105
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !106
    #dbg_declare(ptr %3, !107, !DIExpression(), !108)
    #dbg_declare(ptr %4, !109, !DIExpression(), !110)
    #dbg_declare(ptr %5, !111, !DIExpression(), !112)
  store i32 0, ptr %5, align 4, !dbg !112
  %16 = load i32, ptr @r1_0, align 4, !dbg !113
  store i32 %16, ptr %3, align 4, !dbg !114
  %17 = load i32, ptr %3, align 4, !dbg !115
  %18 = icmp eq i32 %17, 0, !dbg !116
  %19 = zext i1 %18 to i64, !dbg !115
  %20 = select i1 %18, i32 0, i32 -1, !dbg !115
  store i32 %20, ptr %4, align 4, !dbg !117
  %21 = load i32, ptr %4, align 4, !dbg !118
  %22 = icmp slt i32 %21, 0, !dbg !120
  br i1 %22, label %23, label %24, !dbg !121

23:                                               ; preds = %0
  br label %50, !dbg !122

24:                                               ; preds = %0
  %25 = load i32, ptr %4, align 4, !dbg !123
  %26 = load i32, ptr %5, align 4, !dbg !124
  %27 = add nsw i32 %26, %25, !dbg !124
  store i32 %27, ptr %5, align 4, !dbg !124
  %28 = load i32, ptr @r1_1, align 4, !dbg !125
  store i32 %28, ptr %3, align 4, !dbg !126
  %29 = load i32, ptr %3, align 4, !dbg !127
  %30 = icmp eq i32 %29, 0, !dbg !128
  br i1 %30, label %31, label %32, !dbg !127

31:                                               ; preds = %24
  br label %37, !dbg !127

32:                                               ; preds = %24
  %33 = load i32, ptr %3, align 4, !dbg !129
  %34 = icmp eq i32 %33, 1, !dbg !130
  %35 = zext i1 %34 to i64, !dbg !129
  %36 = select i1 %34, i32 1, i32 -1, !dbg !129
  br label %37, !dbg !127

37:                                               ; preds = %32, %31
  %38 = phi i32 [ 0, %31 ], [ %36, %32 ], !dbg !127
  store i32 %38, ptr %4, align 4, !dbg !131
  %39 = load i32, ptr %4, align 4, !dbg !132
  %40 = icmp slt i32 %39, 0, !dbg !134
  br i1 %40, label %41, label %42, !dbg !135

41:                                               ; preds = %37
  br label %50, !dbg !136

42:                                               ; preds = %37
  %43 = load i32, ptr %4, align 4, !dbg !137
  %44 = load i32, ptr %5, align 4, !dbg !138
  %45 = add nsw i32 %44, %43, !dbg !138
  store i32 %45, ptr %5, align 4, !dbg !138
  %46 = load i32, ptr %5, align 4, !dbg !139
  switch i32 %46, label %49 [
    i32 0, label %47
    i32 1, label %48
  ], !dbg !140

47:                                               ; preds = %42
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 61, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !141
  unreachable, !dbg !141

48:                                               ; preds = %42
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 66, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !145
  unreachable, !dbg !145

49:                                               ; preds = %42
  br label %50, !dbg !148

50:                                               ; preds = %49, %41, %23
    #dbg_label(!149, !150)
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 75, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !151
  unreachable, !dbg !151
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
!llvm.module.flags = !{!49, !50, !51, !52, !53, !54, !55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 16, type: !42, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "await-forever.c", directory: ".", checksumkind: CSK_MD5, checksum: "180e1068cd0b408ce2463ffb55b93e41")
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
!15 = !{!16, !22, !27, !33, !35, !0, !40, !45, !47}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 128, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 16)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 66, type: !18, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 75, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 176, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 22)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 17, type: !42, isLocal: false, isDefinition: true)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !43)
!43 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !44)
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(name: "r1_0", scope: !2, file: !3, line: 18, type: !44, isLocal: false, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "r1_1", scope: !2, file: !3, line: 18, type: !44, isLocal: false, isDefinition: true)
!49 = !{i32 7, !"Dwarf Version", i32 5}
!50 = !{i32 2, !"Debug Info Version", i32 3}
!51 = !{i32 1, !"wchar_size", i32 4}
!52 = !{i32 8, !"PIC Level", i32 2}
!53 = !{i32 7, !"PIE Level", i32 2}
!54 = !{i32 7, !"uwtable", i32 2}
!55 = !{i32 7, !"frame-pointer", i32 2}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 20, type: !58, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !61)
!58 = !DISubroutineType(types: !59)
!59 = !{!60, !60}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!61 = !{}
!62 = !DILocalVariable(name: "arg", arg: 1, scope: !57, file: !3, line: 20, type: !60)
!63 = !DILocation(line: 20, column: 16, scope: !57)
!64 = !DILocation(line: 22, column: 8, scope: !57)
!65 = !DILocation(line: 23, column: 2, scope: !57)
!66 = !DILocation(line: 24, column: 2, scope: !57)
!67 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 27, type: !58, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !61)
!68 = !DILocalVariable(name: "arg", arg: 1, scope: !67, file: !3, line: 27, type: !60)
!69 = !DILocation(line: 27, column: 16, scope: !67)
!70 = !DILocation(line: 29, column: 8, scope: !67)
!71 = !DILocalVariable(name: "v", scope: !72, file: !3, line: 30, type: !44)
!72 = distinct !DILexicalBlock(scope: !67, file: !3, line: 30, column: 2)
!73 = !DILocation(line: 30, column: 8, scope: !72)
!74 = !DILocation(line: 30, column: 11, scope: !72)
!75 = !DILocation(line: 30, column: 18, scope: !72)
!76 = !DILocation(line: 30, column: 16, scope: !72)
!77 = !DILocation(line: 30, column: 14, scope: !72)
!78 = !DILocation(line: 30, column: 73, scope: !72)
!79 = !DILocation(line: 30, column: 75, scope: !72)
!80 = distinct !{!80, !74, !81, !82}
!81 = !DILocation(line: 30, column: 79, scope: !72)
!82 = !{!"llvm.loop.mustprogress"}
!83 = !DILocation(line: 30, column: 89, scope: !72)
!84 = !DILocation(line: 30, column: 87, scope: !72)
!85 = !DILocation(line: 31, column: 9, scope: !67)
!86 = !DILocation(line: 31, column: 7, scope: !67)
!87 = !DILocation(line: 32, column: 2, scope: !67)
!88 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !89, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !61)
!89 = !DISubroutineType(types: !90)
!90 = !{!44}
!91 = !DILocalVariable(name: "th", scope: !88, file: !3, line: 37, type: !92)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !93, size: 128, elements: !96)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !94, line: 27, baseType: !95)
!94 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!95 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!96 = !{!97}
!97 = !DISubrange(count: 2)
!98 = !DILocation(line: 37, column: 12, scope: !88)
!99 = !DILocation(line: 38, column: 18, scope: !88)
!100 = !DILocation(line: 38, column: 2, scope: !88)
!101 = !DILocation(line: 39, column: 18, scope: !88)
!102 = !DILocation(line: 39, column: 2, scope: !88)
!103 = !DILocation(line: 40, column: 15, scope: !88)
!104 = !DILocation(line: 40, column: 2, scope: !88)
!105 = !DILocation(line: 41, column: 15, scope: !88)
!106 = !DILocation(line: 41, column: 2, scope: !88)
!107 = !DILocalVariable(name: "v", scope: !88, file: !3, line: 42, type: !44)
!108 = !DILocation(line: 42, column: 6, scope: !88)
!109 = !DILocalVariable(name: "d", scope: !88, file: !3, line: 42, type: !44)
!110 = !DILocation(line: 42, column: 9, scope: !88)
!111 = !DILocalVariable(name: "o", scope: !88, file: !3, line: 42, type: !44)
!112 = !DILocation(line: 42, column: 12, scope: !88)
!113 = !DILocation(line: 43, column: 6, scope: !88)
!114 = !DILocation(line: 43, column: 4, scope: !88)
!115 = !DILocation(line: 44, column: 6, scope: !88)
!116 = !DILocation(line: 44, column: 8, scope: !88)
!117 = !DILocation(line: 44, column: 4, scope: !88)
!118 = !DILocation(line: 45, column: 6, scope: !119)
!119 = distinct !DILexicalBlock(scope: !88, file: !3, line: 45, column: 6)
!120 = !DILocation(line: 45, column: 8, scope: !119)
!121 = !DILocation(line: 45, column: 6, scope: !88)
!122 = !DILocation(line: 46, column: 3, scope: !119)
!123 = !DILocation(line: 47, column: 7, scope: !88)
!124 = !DILocation(line: 47, column: 4, scope: !88)
!125 = !DILocation(line: 48, column: 6, scope: !88)
!126 = !DILocation(line: 48, column: 4, scope: !88)
!127 = !DILocation(line: 49, column: 6, scope: !88)
!128 = !DILocation(line: 49, column: 8, scope: !88)
!129 = !DILocation(line: 49, column: 19, scope: !88)
!130 = !DILocation(line: 49, column: 21, scope: !88)
!131 = !DILocation(line: 49, column: 4, scope: !88)
!132 = !DILocation(line: 50, column: 6, scope: !133)
!133 = distinct !DILexicalBlock(scope: !88, file: !3, line: 50, column: 6)
!134 = !DILocation(line: 50, column: 8, scope: !133)
!135 = !DILocation(line: 50, column: 6, scope: !88)
!136 = !DILocation(line: 51, column: 3, scope: !133)
!137 = !DILocation(line: 52, column: 7, scope: !88)
!138 = !DILocation(line: 52, column: 4, scope: !88)
!139 = !DILocation(line: 58, column: 10, scope: !88)
!140 = !DILocation(line: 58, column: 2, scope: !88)
!141 = !DILocation(line: 61, column: 3, scope: !142)
!142 = distinct !DILexicalBlock(scope: !143, file: !3, line: 61, column: 3)
!143 = distinct !DILexicalBlock(scope: !144, file: !3, line: 61, column: 3)
!144 = distinct !DILexicalBlock(scope: !88, file: !3, line: 58, column: 13)
!145 = !DILocation(line: 66, column: 3, scope: !146)
!146 = distinct !DILexicalBlock(scope: !147, file: !3, line: 66, column: 3)
!147 = distinct !DILexicalBlock(scope: !144, file: !3, line: 66, column: 3)
!148 = !DILocation(line: 70, column: 3, scope: !144)
!149 = !DILabel(scope: !88, name: "unexpected", file: !3, line: 74)
!150 = !DILocation(line: 74, column: 1, scope: !88)
!151 = !DILocation(line: 75, column: 2, scope: !152)
!152 = distinct !DILexicalBlock(scope: !153, file: !3, line: 75, column: 2)
!153 = distinct !DILexicalBlock(scope: !88, file: !3, line: 75, column: 2)
