; ModuleID = 'peterson_atomic.c'
source_filename = "peterson_atomic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@count = dso_local global i32 0, align 4, !dbg !0
@flag = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !9
@turn = dso_local global i32 0, align 4, !dbg !17
@.str = private unnamed_addr constant [25 x i8] c"atomic_load(&count) == 1\00", align 1, !dbg !19
@.str.1 = private unnamed_addr constant [18 x i8] c"peterson_atomic.c\00", align 1, !dbg !25
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !30

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @check_exclusion() #0 !dbg !44 {
  %1 = alloca i32, align 4
  %2 = load atomic i32, ptr @count seq_cst, align 4, !dbg !47
  store i32 %2, ptr %1, align 4, !dbg !47
  %3 = load i32, ptr %1, align 4, !dbg !47
  %4 = icmp sle i32 %3, 1, !dbg !48
  %5 = zext i1 %4 to i32, !dbg !48
  ret i32 %5, !dbg !49
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !50 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !52, !DIExpression(), !57)
    #dbg_declare(ptr %3, !58, !DIExpression(), !60)
  store i64 0, ptr %3, align 8, !dbg !60
  br label %5, !dbg !61

5:                                                ; preds = %14, %0
  %6 = load i64, ptr %3, align 8, !dbg !62
  %7 = icmp slt i64 %6, 2, !dbg !64
  br i1 %7, label %8, label %17, !dbg !65

8:                                                ; preds = %5
  %9 = load i64, ptr %3, align 8, !dbg !66
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %9, !dbg !67
  %11 = load i64, ptr %3, align 8, !dbg !68
  %12 = inttoptr i64 %11 to ptr, !dbg !69
  %13 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @worker, ptr noundef %12) #4, !dbg !70
  br label %14, !dbg !70

14:                                               ; preds = %8
  %15 = load i64, ptr %3, align 8, !dbg !71
  %16 = add nsw i64 %15, 1, !dbg !71
  store i64 %16, ptr %3, align 8, !dbg !71
  br label %5, !dbg !72, !llvm.loop !73

17:                                               ; preds = %5
    #dbg_declare(ptr %4, !76, !DIExpression(), !78)
  store i32 0, ptr %4, align 4, !dbg !78
  br label %18, !dbg !79

18:                                               ; preds = %27, %17
  %19 = load i32, ptr %4, align 4, !dbg !80
  %20 = icmp slt i32 %19, 2, !dbg !82
  br i1 %20, label %21, label %30, !dbg !83

21:                                               ; preds = %18
  %22 = load i32, ptr %4, align 4, !dbg !84
  %23 = sext i32 %22 to i64, !dbg !85
  %24 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %23, !dbg !85
  %25 = load i64, ptr %24, align 8, !dbg !85
  %26 = call i32 @pthread_join(i64 noundef %25, ptr noundef null), !dbg !86
  br label %27, !dbg !86

27:                                               ; preds = %21
  %28 = load i32, ptr %4, align 4, !dbg !87
  %29 = add nsw i32 %28, 1, !dbg !87
  store i32 %29, ptr %4, align 4, !dbg !87
  br label %18, !dbg !88, !llvm.loop !89

30:                                               ; preds = %18
  ret i32 0, !dbg !91
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @worker(ptr noundef %0) #0 !dbg !92 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !95, !DIExpression(), !96)
    #dbg_declare(ptr %3, !97, !DIExpression(), !98)
  %9 = load ptr, ptr %2, align 8, !dbg !99
  %10 = ptrtoint ptr %9 to i64, !dbg !100
  %11 = trunc i64 %10 to i32, !dbg !101
  store i32 %11, ptr %3, align 4, !dbg !98
  br label %12, !dbg !102

12:                                               ; preds = %22, %1
  %13 = load i32, ptr %3, align 4, !dbg !103
  call void @lock(i32 noundef %13), !dbg !107
  store i32 1, ptr %4, align 4, !dbg !108
  %14 = load i32, ptr %4, align 4, !dbg !108
  %15 = atomicrmw add ptr @count, i32 %14 seq_cst, align 4, !dbg !108
  store i32 %15, ptr %5, align 4, !dbg !108
  %16 = load i32, ptr %5, align 4, !dbg !108
  %17 = load atomic i32, ptr @count seq_cst, align 4, !dbg !109
  store i32 %17, ptr %6, align 4, !dbg !109
  %18 = load i32, ptr %6, align 4, !dbg !109
  %19 = icmp eq i32 %18, 1, !dbg !109
  br i1 %19, label %20, label %21, !dbg !112

20:                                               ; preds = %12
  br label %22, !dbg !112

21:                                               ; preds = %12
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 44, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !109
  unreachable, !dbg !109

22:                                               ; preds = %20
  store i32 1, ptr %7, align 4, !dbg !113
  %23 = load i32, ptr %7, align 4, !dbg !113
  %24 = atomicrmw sub ptr @count, i32 %23 seq_cst, align 4, !dbg !113
  store i32 %24, ptr %8, align 4, !dbg !113
  %25 = load i32, ptr %8, align 4, !dbg !113
  %26 = load i32, ptr %3, align 4, !dbg !114
  call void @unlock(i32 noundef %26), !dbg !115
  br label %12, !dbg !116, !llvm.loop !117
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lock(i32 noundef %0) #0 !dbg !120 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !123, !DIExpression(), !124)
    #dbg_declare(ptr %3, !125, !DIExpression(), !126)
  %8 = load i32, ptr %2, align 4, !dbg !127
  %9 = sub nsw i32 1, %8, !dbg !128
  store i32 %9, ptr %3, align 4, !dbg !126
  %10 = load i32, ptr %3, align 4, !dbg !129
  store i32 %10, ptr %4, align 4, !dbg !129
  %11 = load i32, ptr %4, align 4, !dbg !129
  store atomic i32 %11, ptr @turn seq_cst, align 4, !dbg !129
  %12 = load i32, ptr %2, align 4, !dbg !130
  %13 = sext i32 %12 to i64, !dbg !130
  %14 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %13, !dbg !130
  store i32 1, ptr %5, align 4, !dbg !130
  %15 = load i32, ptr %5, align 4, !dbg !130
  store atomic i32 %15, ptr %14 seq_cst, align 4, !dbg !130
  br label %16, !dbg !131

16:                                               ; preds = %30, %1
  %17 = load i32, ptr %3, align 4, !dbg !132
  %18 = sext i32 %17 to i64, !dbg !132
  %19 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %18, !dbg !132
  %20 = load atomic i32, ptr %19 seq_cst, align 4, !dbg !132
  store i32 %20, ptr %6, align 4, !dbg !132
  %21 = load i32, ptr %6, align 4, !dbg !132
  %22 = icmp eq i32 %21, 1, !dbg !133
  br i1 %22, label %23, label %28, !dbg !134

23:                                               ; preds = %16
  %24 = load atomic i32, ptr @turn seq_cst, align 4, !dbg !135
  store i32 %24, ptr %7, align 4, !dbg !135
  %25 = load i32, ptr %7, align 4, !dbg !135
  %26 = load i32, ptr %3, align 4, !dbg !136
  %27 = icmp eq i32 %25, %26, !dbg !137
  br label %28

28:                                               ; preds = %23, %16
  %29 = phi i1 [ false, %16 ], [ %27, %23 ], !dbg !138
  br i1 %29, label %30, label %31, !dbg !131

30:                                               ; preds = %28
  br label %16, !dbg !131, !llvm.loop !139

31:                                               ; preds = %28
  ret void, !dbg !141
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @unlock(i32 noundef %0) #0 !dbg !142 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !143, !DIExpression(), !144)
  %4 = load i32, ptr %2, align 4, !dbg !145
  %5 = sext i32 %4 to i64, !dbg !145
  %6 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %5, !dbg !145
  store i32 0, ptr %3, align 4, !dbg !145
  %7 = load i32, ptr %3, align 4, !dbg !145
  store atomic i32 %7, ptr %6 seq_cst, align 4, !dbg !145
  ret void, !dbg !146
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 17, type: !12, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "peterson_atomic.c", directory: ".", checksumkind: CSK_MD5, checksum: "6ce1bd214c36f73d9a7e47f9744e623c")
!4 = !{!5, !6, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !{!9, !17, !0, !19, !25, !30}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 15, type: !11, isLocal: false, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 64, elements: !15)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !13, line: 104, baseType: !14)
!13 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!14 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !6)
!15 = !{!16}
!16 = !DISubrange(count: 2)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "turn", scope: !2, file: !3, line: 16, type: !12, isLocal: false, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 200, elements: !23)
!22 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!23 = !{!24}
!24 = !DISubrange(count: 25)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 144, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 18)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 168, elements: !34)
!33 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !22)
!34 = !{!35}
!35 = !DISubrange(count: 21)
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 7, !"frame-pointer", i32 2}
!43 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!44 = distinct !DISubprogram(name: "check_exclusion", scope: !3, file: !3, line: 51, type: !45, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!45 = !DISubroutineType(types: !46)
!46 = !{!6}
!47 = !DILocation(line: 53, column: 12, scope: !44)
!48 = !DILocation(line: 53, column: 32, scope: !44)
!49 = !DILocation(line: 53, column: 5, scope: !44)
!50 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 56, type: !45, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !51)
!51 = !{}
!52 = !DILocalVariable(name: "t", scope: !50, file: !3, line: 58, type: !53)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 128, elements: !15)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !55, line: 27, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!56 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!57 = !DILocation(line: 58, column: 15, scope: !50)
!58 = !DILocalVariable(name: "i", scope: !59, file: !3, line: 59, type: !7)
!59 = distinct !DILexicalBlock(scope: !50, file: !3, line: 59, column: 5)
!60 = !DILocation(line: 59, column: 15, scope: !59)
!61 = !DILocation(line: 59, column: 10, scope: !59)
!62 = !DILocation(line: 59, column: 22, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !3, line: 59, column: 5)
!64 = !DILocation(line: 59, column: 24, scope: !63)
!65 = !DILocation(line: 59, column: 5, scope: !59)
!66 = !DILocation(line: 60, column: 27, scope: !63)
!67 = !DILocation(line: 60, column: 25, scope: !63)
!68 = !DILocation(line: 60, column: 53, scope: !63)
!69 = !DILocation(line: 60, column: 45, scope: !63)
!70 = !DILocation(line: 60, column: 9, scope: !63)
!71 = !DILocation(line: 59, column: 30, scope: !63)
!72 = !DILocation(line: 59, column: 5, scope: !63)
!73 = distinct !{!73, !65, !74, !75}
!74 = !DILocation(line: 60, column: 54, scope: !59)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !DILocalVariable(name: "i", scope: !77, file: !3, line: 61, type: !6)
!77 = distinct !DILexicalBlock(scope: !50, file: !3, line: 61, column: 5)
!78 = !DILocation(line: 61, column: 14, scope: !77)
!79 = !DILocation(line: 61, column: 10, scope: !77)
!80 = !DILocation(line: 61, column: 21, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !3, line: 61, column: 5)
!82 = !DILocation(line: 61, column: 23, scope: !81)
!83 = !DILocation(line: 61, column: 5, scope: !77)
!84 = !DILocation(line: 62, column: 24, scope: !81)
!85 = !DILocation(line: 62, column: 22, scope: !81)
!86 = !DILocation(line: 62, column: 9, scope: !81)
!87 = !DILocation(line: 61, column: 29, scope: !81)
!88 = !DILocation(line: 61, column: 5, scope: !81)
!89 = distinct !{!89, !83, !90, !75}
!90 = !DILocation(line: 62, column: 32, scope: !77)
!91 = !DILocation(line: 63, column: 5, scope: !50)
!92 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 38, type: !93, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !51)
!93 = !DISubroutineType(types: !94)
!94 = !{!5, !5}
!95 = !DILocalVariable(name: "arg", arg: 1, scope: !92, file: !3, line: 38, type: !5)
!96 = !DILocation(line: 38, column: 27, scope: !92)
!97 = !DILocalVariable(name: "self", scope: !92, file: !3, line: 40, type: !6)
!98 = !DILocation(line: 40, column: 9, scope: !92)
!99 = !DILocation(line: 40, column: 27, scope: !92)
!100 = !DILocation(line: 40, column: 21, scope: !92)
!101 = !DILocation(line: 40, column: 16, scope: !92)
!102 = !DILocation(line: 41, column: 5, scope: !92)
!103 = !DILocation(line: 42, column: 14, scope: !104)
!104 = distinct !DILexicalBlock(scope: !105, file: !3, line: 41, column: 14)
!105 = distinct !DILexicalBlock(scope: !106, file: !3, line: 41, column: 5)
!106 = distinct !DILexicalBlock(scope: !92, file: !3, line: 41, column: 5)
!107 = !DILocation(line: 42, column: 9, scope: !104)
!108 = !DILocation(line: 43, column: 9, scope: !104)
!109 = !DILocation(line: 44, column: 9, scope: !110)
!110 = distinct !DILexicalBlock(scope: !111, file: !3, line: 44, column: 9)
!111 = distinct !DILexicalBlock(scope: !104, file: !3, line: 44, column: 9)
!112 = !DILocation(line: 44, column: 9, scope: !111)
!113 = !DILocation(line: 45, column: 9, scope: !104)
!114 = !DILocation(line: 46, column: 16, scope: !104)
!115 = !DILocation(line: 46, column: 9, scope: !104)
!116 = !DILocation(line: 41, column: 5, scope: !105)
!117 = distinct !{!117, !118, !119}
!118 = !DILocation(line: 41, column: 5, scope: !106)
!119 = !DILocation(line: 47, column: 5, scope: !106)
!120 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 19, type: !121, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !51)
!121 = !DISubroutineType(types: !122)
!122 = !{null, !6}
!123 = !DILocalVariable(name: "self", arg: 1, scope: !120, file: !3, line: 19, type: !6)
!124 = !DILocation(line: 19, column: 22, scope: !120)
!125 = !DILocalVariable(name: "other", scope: !120, file: !3, line: 21, type: !6)
!126 = !DILocation(line: 21, column: 9, scope: !120)
!127 = !DILocation(line: 21, column: 21, scope: !120)
!128 = !DILocation(line: 21, column: 19, scope: !120)
!129 = !DILocation(line: 23, column: 5, scope: !120)
!130 = !DILocation(line: 24, column: 5, scope: !120)
!131 = !DILocation(line: 29, column: 5, scope: !120)
!132 = !DILocation(line: 29, column: 12, scope: !120)
!133 = !DILocation(line: 29, column: 38, scope: !120)
!134 = !DILocation(line: 29, column: 43, scope: !120)
!135 = !DILocation(line: 29, column: 46, scope: !120)
!136 = !DILocation(line: 29, column: 68, scope: !120)
!137 = !DILocation(line: 29, column: 65, scope: !120)
!138 = !DILocation(line: 0, scope: !120)
!139 = distinct !{!139, !131, !140, !75}
!140 = !DILocation(line: 30, column: 9, scope: !120)
!141 = !DILocation(line: 31, column: 1, scope: !120)
!142 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 33, type: !121, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !51)
!143 = !DILocalVariable(name: "self", arg: 1, scope: !142, file: !3, line: 33, type: !6)
!144 = !DILocation(line: 33, column: 24, scope: !142)
!145 = !DILocation(line: 35, column: 5, scope: !142)
!146 = !DILocation(line: 36, column: 1, scope: !142)
