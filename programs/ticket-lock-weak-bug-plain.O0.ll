; ModuleID = 'ticket_lock_weak.c'
source_filename = "ticket_lock_weak.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [39 x i8] c"DATA_LOAD(counter) == NTHREADS * ITERS\00", align 1, !dbg !18
@.str.1 = private unnamed_addr constant [19 x i8] c"ticket_lock_weak.c\00", align 1, !dbg !24
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !29
@next = dso_local global i32 0, align 4, !dbg !35
@serving = dso_local global i32 0, align 4, !dbg !39

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !51 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !55, !DIExpression(), !62)
    #dbg_declare(ptr %3, !63, !DIExpression(), !65)
  store i32 0, ptr %3, align 4, !dbg !65
  br label %5, !dbg !66

5:                                                ; preds = %13, %0
  %6 = load i32, ptr %3, align 4, !dbg !67
  %7 = icmp slt i32 %6, 2, !dbg !69
  br i1 %7, label %8, label %16, !dbg !70

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !71
  %10 = sext i32 %9 to i64, !dbg !72
  %11 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %10, !dbg !72
  %12 = call i32 @pthread_create(ptr noundef %11, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !73
  br label %13, !dbg !73

13:                                               ; preds = %8
  %14 = load i32, ptr %3, align 4, !dbg !74
  %15 = add nsw i32 %14, 1, !dbg !74
  store i32 %15, ptr %3, align 4, !dbg !74
  br label %5, !dbg !75, !llvm.loop !76

16:                                               ; preds = %5
    #dbg_declare(ptr %4, !79, !DIExpression(), !81)
  store i32 0, ptr %4, align 4, !dbg !81
  br label %17, !dbg !82

17:                                               ; preds = %26, %16
  %18 = load i32, ptr %4, align 4, !dbg !83
  %19 = icmp slt i32 %18, 2, !dbg !85
  br i1 %19, label %20, label %29, !dbg !86

20:                                               ; preds = %17
  %21 = load i32, ptr %4, align 4, !dbg !87
  %22 = sext i32 %21 to i64, !dbg !88
  %23 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %22, !dbg !88
  %24 = load i64, ptr %23, align 8, !dbg !88
  %25 = call i32 @pthread_join(i64 noundef %24, ptr noundef null), !dbg !89
  br label %26, !dbg !89

26:                                               ; preds = %20
  %27 = load i32, ptr %4, align 4, !dbg !90
  %28 = add nsw i32 %27, 1, !dbg !90
  store i32 %28, ptr %4, align 4, !dbg !90
  br label %17, !dbg !91, !llvm.loop !92

29:                                               ; preds = %17
  %30 = load i32, ptr @counter, align 4, !dbg !94
  %31 = icmp eq i32 %30, 4, !dbg !94
  br i1 %31, label %32, label %33, !dbg !97

32:                                               ; preds = %29
  br label %34, !dbg !97

33:                                               ; preds = %29
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 84, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !94
  unreachable, !dbg !94

34:                                               ; preds = %32
  ret i32 0, !dbg !98
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @worker(ptr noundef %0) #0 !dbg !99 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !102, !DIExpression(), !103)
  %6 = load ptr, ptr %2, align 8, !dbg !104
    #dbg_declare(ptr %3, !105, !DIExpression(), !107)
  store i32 0, ptr %3, align 4, !dbg !107
  br label %7, !dbg !108

7:                                                ; preds = %16, %1
  %8 = load i32, ptr %3, align 4, !dbg !109
  %9 = icmp slt i32 %8, 2, !dbg !111
  br i1 %9, label %10, label %19, !dbg !112

10:                                               ; preds = %7
    #dbg_declare(ptr %4, !113, !DIExpression(), !115)
  %11 = call i32 @lock(), !dbg !116
  store i32 %11, ptr %4, align 4, !dbg !115
    #dbg_declare(ptr %5, !117, !DIExpression(), !118)
  %12 = load i32, ptr @counter, align 4, !dbg !119
  store i32 %12, ptr %5, align 4, !dbg !118
  %13 = load i32, ptr %5, align 4, !dbg !120
  %14 = add nsw i32 %13, 1, !dbg !120
  store i32 %14, ptr @counter, align 4, !dbg !120
  %15 = load i32, ptr %4, align 4, !dbg !121
  call void @unlock(i32 noundef %15), !dbg !122
  br label %16, !dbg !123

16:                                               ; preds = %10
  %17 = load i32, ptr %3, align 4, !dbg !124
  %18 = add nsw i32 %17, 1, !dbg !124
  store i32 %18, ptr %3, align 4, !dbg !124
  br label %7, !dbg !125, !llvm.loop !126

19:                                               ; preds = %7
  ret ptr null, !dbg !128
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lock() #0 !dbg !129 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !132, !DIExpression(), !133)
  store i32 1, ptr %2, align 4, !dbg !134
  %5 = load i32, ptr %2, align 4, !dbg !134
  %6 = atomicrmw add ptr @next, i32 %5 monotonic, align 4, !dbg !134
  store i32 %6, ptr %3, align 4, !dbg !134
  %7 = load i32, ptr %3, align 4, !dbg !134
  store i32 %7, ptr %1, align 4, !dbg !133
  br label %8, !dbg !135

8:                                                ; preds = %13, %0
  %9 = load atomic i32, ptr @serving monotonic, align 4, !dbg !136
  store i32 %9, ptr %4, align 4, !dbg !136
  %10 = load i32, ptr %4, align 4, !dbg !136
  %11 = load i32, ptr %1, align 4, !dbg !137
  %12 = icmp ne i32 %10, %11, !dbg !138
  br i1 %12, label %13, label %14, !dbg !135

13:                                               ; preds = %8
  br label %8, !dbg !135, !llvm.loop !139

14:                                               ; preds = %8
  %15 = load i32, ptr %1, align 4, !dbg !141
  ret i32 %15, !dbg !142
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @unlock(i32 noundef %0) #0 !dbg !143 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !146, !DIExpression(), !147)
  %4 = load i32, ptr %2, align 4, !dbg !148
  %5 = add i32 %4, 1, !dbg !149
  store i32 %5, ptr %3, align 4, !dbg !150
  %6 = load i32, ptr %3, align 4, !dbg !150
  store atomic i32 %6, ptr @serving monotonic, align 4, !dbg !150
  ret void, !dbg !151
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 50, type: !41, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ticket_lock_weak.c", directory: ".", checksumkind: CSK_MD5, checksum: "a0ef70cc453b5a3e051763ef3cbdb62f")
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
!15 = !{!16}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!17 = !{!18, !24, !29, !35, !39, !0}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 312, elements: !22)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{!23}
!23 = !DISubrange(count: 39)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 152, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 19)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 120, elements: !33)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!33 = !{!34}
!34 = !DISubrange(count: 15)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "next", scope: !2, file: !3, line: 48, type: !37, isLocal: false, isDefinition: true)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_uint", file: !6, line: 105, baseType: !38)
!38 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !7)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "serving", scope: !2, file: !3, line: 49, type: !37, isLocal: false, isDefinition: true)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "data_t", file: !3, line: 39, baseType: !42)
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 8, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 2}
!49 = !{i32 7, !"frame-pointer", i32 2}
!50 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!51 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 77, type: !52, scopeLine: 78, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !54)
!52 = !DISubroutineType(types: !53)
!53 = !{!42}
!54 = !{}
!55 = !DILocalVariable(name: "t", scope: !51, file: !3, line: 79, type: !56)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 128, elements: !60)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !58, line: 27, baseType: !59)
!58 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!59 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!60 = !{!61}
!61 = !DISubrange(count: 2)
!62 = !DILocation(line: 79, column: 15, scope: !51)
!63 = !DILocalVariable(name: "i", scope: !64, file: !3, line: 80, type: !42)
!64 = distinct !DILexicalBlock(scope: !51, file: !3, line: 80, column: 5)
!65 = !DILocation(line: 80, column: 14, scope: !64)
!66 = !DILocation(line: 80, column: 10, scope: !64)
!67 = !DILocation(line: 80, column: 21, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !3, line: 80, column: 5)
!69 = !DILocation(line: 80, column: 23, scope: !68)
!70 = !DILocation(line: 80, column: 5, scope: !64)
!71 = !DILocation(line: 81, column: 27, scope: !68)
!72 = !DILocation(line: 81, column: 25, scope: !68)
!73 = !DILocation(line: 81, column: 9, scope: !68)
!74 = !DILocation(line: 80, column: 36, scope: !68)
!75 = !DILocation(line: 80, column: 5, scope: !68)
!76 = distinct !{!76, !70, !77, !78}
!77 = !DILocation(line: 81, column: 49, scope: !64)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !DILocalVariable(name: "i", scope: !80, file: !3, line: 82, type: !42)
!80 = distinct !DILexicalBlock(scope: !51, file: !3, line: 82, column: 5)
!81 = !DILocation(line: 82, column: 14, scope: !80)
!82 = !DILocation(line: 82, column: 10, scope: !80)
!83 = !DILocation(line: 82, column: 21, scope: !84)
!84 = distinct !DILexicalBlock(scope: !80, file: !3, line: 82, column: 5)
!85 = !DILocation(line: 82, column: 23, scope: !84)
!86 = !DILocation(line: 82, column: 5, scope: !80)
!87 = !DILocation(line: 83, column: 24, scope: !84)
!88 = !DILocation(line: 83, column: 22, scope: !84)
!89 = !DILocation(line: 83, column: 9, scope: !84)
!90 = !DILocation(line: 82, column: 36, scope: !84)
!91 = !DILocation(line: 82, column: 5, scope: !84)
!92 = distinct !{!92, !86, !93, !78}
!93 = !DILocation(line: 83, column: 32, scope: !80)
!94 = !DILocation(line: 84, column: 5, scope: !95)
!95 = distinct !DILexicalBlock(scope: !96, file: !3, line: 84, column: 5)
!96 = distinct !DILexicalBlock(scope: !51, file: !3, line: 84, column: 5)
!97 = !DILocation(line: 84, column: 5, scope: !96)
!98 = !DILocation(line: 85, column: 5, scope: !51)
!99 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 65, type: !100, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !54)
!100 = !DISubroutineType(types: !101)
!101 = !{!16, !16}
!102 = !DILocalVariable(name: "arg", arg: 1, scope: !99, file: !3, line: 65, type: !16)
!103 = !DILocation(line: 65, column: 27, scope: !99)
!104 = !DILocation(line: 67, column: 11, scope: !99)
!105 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 68, type: !42)
!106 = distinct !DILexicalBlock(scope: !99, file: !3, line: 68, column: 5)
!107 = !DILocation(line: 68, column: 14, scope: !106)
!108 = !DILocation(line: 68, column: 10, scope: !106)
!109 = !DILocation(line: 68, column: 21, scope: !110)
!110 = distinct !DILexicalBlock(scope: !106, file: !3, line: 68, column: 5)
!111 = !DILocation(line: 68, column: 23, scope: !110)
!112 = !DILocation(line: 68, column: 5, scope: !106)
!113 = !DILocalVariable(name: "ticket", scope: !114, file: !3, line: 69, type: !7)
!114 = distinct !DILexicalBlock(scope: !110, file: !3, line: 68, column: 37)
!115 = !DILocation(line: 69, column: 18, scope: !114)
!116 = !DILocation(line: 69, column: 27, scope: !114)
!117 = !DILocalVariable(name: "v", scope: !114, file: !3, line: 70, type: !42)
!118 = !DILocation(line: 70, column: 13, scope: !114)
!119 = !DILocation(line: 70, column: 17, scope: !114)
!120 = !DILocation(line: 71, column: 9, scope: !114)
!121 = !DILocation(line: 72, column: 16, scope: !114)
!122 = !DILocation(line: 72, column: 9, scope: !114)
!123 = !DILocation(line: 73, column: 5, scope: !114)
!124 = !DILocation(line: 68, column: 33, scope: !110)
!125 = !DILocation(line: 68, column: 5, scope: !110)
!126 = distinct !{!126, !112, !127, !78}
!127 = !DILocation(line: 73, column: 5, scope: !106)
!128 = !DILocation(line: 74, column: 5, scope: !99)
!129 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 52, type: !130, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !54)
!130 = !DISubroutineType(types: !131)
!131 = !{!7}
!132 = !DILocalVariable(name: "ticket", scope: !129, file: !3, line: 54, type: !7)
!133 = !DILocation(line: 54, column: 14, scope: !129)
!134 = !DILocation(line: 54, column: 23, scope: !129)
!135 = !DILocation(line: 55, column: 5, scope: !129)
!136 = !DILocation(line: 55, column: 12, scope: !129)
!137 = !DILocation(line: 55, column: 55, scope: !129)
!138 = !DILocation(line: 55, column: 52, scope: !129)
!139 = distinct !{!139, !135, !140, !78}
!140 = !DILocation(line: 56, column: 9, scope: !129)
!141 = !DILocation(line: 57, column: 12, scope: !129)
!142 = !DILocation(line: 57, column: 5, scope: !129)
!143 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 60, type: !144, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !54)
!144 = !DISubroutineType(types: !145)
!145 = !{null, !7}
!146 = !DILocalVariable(name: "ticket", arg: 1, scope: !143, file: !3, line: 60, type: !7)
!147 = !DILocation(line: 60, column: 29, scope: !143)
!148 = !DILocation(line: 62, column: 37, scope: !143)
!149 = !DILocation(line: 62, column: 44, scope: !143)
!150 = !DILocation(line: 62, column: 5, scope: !143)
!151 = !DILocation(line: 63, column: 1, scope: !143)
