; ModuleID = 'tas_lock.c'
source_filename = "tas_lock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.atomic_flag = type { i8 }

@locked = dso_local global %struct.atomic_flag zeroinitializer, align 1, !dbg !0
@count = dso_local global i32 0, align 4, !dbg !7
@.str = private unnamed_addr constant [25 x i8] c"atomic_load(&count) == 1\00", align 1, !dbg !13
@.str.1 = private unnamed_addr constant [11 x i8] c"tas_lock.c\00", align 1, !dbg !19
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !24

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @check_exclusion() #0 !dbg !45 {
  %1 = alloca i32, align 4
  %2 = load atomic i32, ptr @count seq_cst, align 4, !dbg !48
  store i32 %2, ptr %1, align 4, !dbg !48
  %3 = load i32, ptr %1, align 4, !dbg !48
  %4 = icmp sle i32 %3, 1, !dbg !49
  %5 = zext i1 %4 to i32, !dbg !49
  ret i32 %5, !dbg !50
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !51 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !53, !DIExpression(), !60)
    #dbg_declare(ptr %3, !61, !DIExpression(), !63)
  store i32 0, ptr %3, align 4, !dbg !63
  br label %5, !dbg !64

5:                                                ; preds = %13, %0
  %6 = load i32, ptr %3, align 4, !dbg !65
  %7 = icmp slt i32 %6, 3, !dbg !67
  br i1 %7, label %8, label %16, !dbg !68

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !69
  %10 = sext i32 %9 to i64, !dbg !70
  %11 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %10, !dbg !70
  %12 = call i32 @pthread_create(ptr noundef %11, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !71
  br label %13, !dbg !71

13:                                               ; preds = %8
  %14 = load i32, ptr %3, align 4, !dbg !72
  %15 = add nsw i32 %14, 1, !dbg !72
  store i32 %15, ptr %3, align 4, !dbg !72
  br label %5, !dbg !73, !llvm.loop !74

16:                                               ; preds = %5
    #dbg_declare(ptr %4, !77, !DIExpression(), !79)
  store i32 0, ptr %4, align 4, !dbg !79
  br label %17, !dbg !80

17:                                               ; preds = %26, %16
  %18 = load i32, ptr %4, align 4, !dbg !81
  %19 = icmp slt i32 %18, 3, !dbg !83
  br i1 %19, label %20, label %29, !dbg !84

20:                                               ; preds = %17
  %21 = load i32, ptr %4, align 4, !dbg !85
  %22 = sext i32 %21 to i64, !dbg !86
  %23 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %22, !dbg !86
  %24 = load i64, ptr %23, align 8, !dbg !86
  %25 = call i32 @pthread_join(i64 noundef %24, ptr noundef null), !dbg !87
  br label %26, !dbg !87

26:                                               ; preds = %20
  %27 = load i32, ptr %4, align 4, !dbg !88
  %28 = add nsw i32 %27, 1, !dbg !88
  store i32 %28, ptr %4, align 4, !dbg !88
  br label %17, !dbg !89, !llvm.loop !90

29:                                               ; preds = %17
  ret i32 0, !dbg !92
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @worker(ptr noundef %0) #0 !dbg !93 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !96, !DIExpression(), !97)
  %8 = load ptr, ptr %2, align 8, !dbg !98
  br label %9, !dbg !99

9:                                                ; preds = %18, %1
  call void @lock(), !dbg !100
  store i32 1, ptr %3, align 4, !dbg !104
  %10 = load i32, ptr %3, align 4, !dbg !104
  %11 = atomicrmw add ptr @count, i32 %10 seq_cst, align 4, !dbg !104
  store i32 %11, ptr %4, align 4, !dbg !104
  %12 = load i32, ptr %4, align 4, !dbg !104
  %13 = load atomic i32, ptr @count seq_cst, align 4, !dbg !105
  store i32 %13, ptr %5, align 4, !dbg !105
  %14 = load i32, ptr %5, align 4, !dbg !105
  %15 = icmp eq i32 %14, 1, !dbg !105
  br i1 %15, label %16, label %17, !dbg !108

16:                                               ; preds = %9
  br label %18, !dbg !108

17:                                               ; preds = %9
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 61, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !105
  unreachable, !dbg !105

18:                                               ; preds = %16
  store i32 1, ptr %6, align 4, !dbg !109
  %19 = load i32, ptr %6, align 4, !dbg !109
  %20 = atomicrmw sub ptr @count, i32 %19 seq_cst, align 4, !dbg !109
  store i32 %20, ptr %7, align 4, !dbg !109
  %21 = load i32, ptr %7, align 4, !dbg !109
  call void @unlock(), !dbg !110
  br label %9, !dbg !111, !llvm.loop !112
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lock() #0 !dbg !115 {
  %1 = alloca i8, align 1
  %2 = alloca i8, align 1
  br label %3, !dbg !118

3:                                                ; preds = %8, %0
  store i8 1, ptr %1, align 1, !dbg !119
  %4 = load i8, ptr %1, align 1, !dbg !119
  %5 = atomicrmw xchg ptr @locked, i8 %4 seq_cst, align 1, !dbg !119
  store i8 %5, ptr %2, align 1, !dbg !119
  %6 = load i8, ptr %2, align 1, !dbg !119
  %7 = trunc i8 %6 to i1, !dbg !119
  br i1 %7, label %8, label %9, !dbg !118

8:                                                ; preds = %3
  br label %3, !dbg !118, !llvm.loop !120

9:                                                ; preds = %3
  ret void, !dbg !122
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @unlock() #0 !dbg !123 {
  %1 = alloca i8, align 1
  store i8 0, ptr %1, align 1, !dbg !124
  %2 = load i8, ptr %1, align 1, !dbg !124
  store atomic i8 %2, ptr @locked seq_cst, align 1, !dbg !124
  ret void, !dbg !125
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "locked", scope: !2, file: !3, line: 41, type: !30, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tas_lock.c", directory: ".", checksumkind: CSK_MD5, checksum: "3355eba46746ff7c4d7cd29b321ae7be")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !13, !19, !24}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 53, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !10, line: 104, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!11 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !12)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 200, elements: !17)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{!18}
!18 = !DISubrange(count: 25)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 88, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 11)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 168, elements: !28)
!27 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!28 = !{!29}
!29 = !DISubrange(count: 21)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_flag", file: !10, line: 173, baseType: !31)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "atomic_flag", file: !10, line: 173, size: 8, elements: !32)
!32 = !{!33}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "_Value", scope: !31, file: !10, line: 173, baseType: !34, size: 8)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_bool", file: !10, line: 97, baseType: !35)
!35 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !36)
!36 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 8, !"PIC Level", i32 2}
!41 = !{i32 7, !"PIE Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 2}
!43 = !{i32 7, !"frame-pointer", i32 2}
!44 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!45 = distinct !DISubprogram(name: "check_exclusion", scope: !3, file: !3, line: 68, type: !46, scopeLine: 69, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!46 = !DISubroutineType(types: !47)
!47 = !{!12}
!48 = !DILocation(line: 70, column: 12, scope: !45)
!49 = !DILocation(line: 70, column: 32, scope: !45)
!50 = !DILocation(line: 70, column: 5, scope: !45)
!51 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 73, type: !46, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!52 = !{}
!53 = !DILocalVariable(name: "t", scope: !51, file: !3, line: 75, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 192, elements: !58)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !56, line: 27, baseType: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!57 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!58 = !{!59}
!59 = !DISubrange(count: 3)
!60 = !DILocation(line: 75, column: 15, scope: !51)
!61 = !DILocalVariable(name: "i", scope: !62, file: !3, line: 76, type: !12)
!62 = distinct !DILexicalBlock(scope: !51, file: !3, line: 76, column: 5)
!63 = !DILocation(line: 76, column: 14, scope: !62)
!64 = !DILocation(line: 76, column: 10, scope: !62)
!65 = !DILocation(line: 76, column: 21, scope: !66)
!66 = distinct !DILexicalBlock(scope: !62, file: !3, line: 76, column: 5)
!67 = !DILocation(line: 76, column: 23, scope: !66)
!68 = !DILocation(line: 76, column: 5, scope: !62)
!69 = !DILocation(line: 77, column: 27, scope: !66)
!70 = !DILocation(line: 77, column: 25, scope: !66)
!71 = !DILocation(line: 77, column: 9, scope: !66)
!72 = !DILocation(line: 76, column: 36, scope: !66)
!73 = !DILocation(line: 76, column: 5, scope: !66)
!74 = distinct !{!74, !68, !75, !76}
!75 = !DILocation(line: 77, column: 49, scope: !62)
!76 = !{!"llvm.loop.mustprogress"}
!77 = !DILocalVariable(name: "i", scope: !78, file: !3, line: 78, type: !12)
!78 = distinct !DILexicalBlock(scope: !51, file: !3, line: 78, column: 5)
!79 = !DILocation(line: 78, column: 14, scope: !78)
!80 = !DILocation(line: 78, column: 10, scope: !78)
!81 = !DILocation(line: 78, column: 21, scope: !82)
!82 = distinct !DILexicalBlock(scope: !78, file: !3, line: 78, column: 5)
!83 = !DILocation(line: 78, column: 23, scope: !82)
!84 = !DILocation(line: 78, column: 5, scope: !78)
!85 = !DILocation(line: 79, column: 24, scope: !82)
!86 = !DILocation(line: 79, column: 22, scope: !82)
!87 = !DILocation(line: 79, column: 9, scope: !82)
!88 = !DILocation(line: 78, column: 36, scope: !82)
!89 = !DILocation(line: 78, column: 5, scope: !82)
!90 = distinct !{!90, !84, !91, !76}
!91 = !DILocation(line: 79, column: 32, scope: !78)
!92 = !DILocation(line: 80, column: 5, scope: !51)
!93 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 55, type: !94, scopeLine: 56, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !52)
!94 = !DISubroutineType(types: !95)
!95 = !{!5, !5}
!96 = !DILocalVariable(name: "arg", arg: 1, scope: !93, file: !3, line: 55, type: !5)
!97 = !DILocation(line: 55, column: 27, scope: !93)
!98 = !DILocation(line: 57, column: 11, scope: !93)
!99 = !DILocation(line: 58, column: 5, scope: !93)
!100 = !DILocation(line: 59, column: 9, scope: !101)
!101 = distinct !DILexicalBlock(scope: !102, file: !3, line: 58, column: 14)
!102 = distinct !DILexicalBlock(scope: !103, file: !3, line: 58, column: 5)
!103 = distinct !DILexicalBlock(scope: !93, file: !3, line: 58, column: 5)
!104 = !DILocation(line: 60, column: 9, scope: !101)
!105 = !DILocation(line: 61, column: 9, scope: !106)
!106 = distinct !DILexicalBlock(scope: !107, file: !3, line: 61, column: 9)
!107 = distinct !DILexicalBlock(scope: !101, file: !3, line: 61, column: 9)
!108 = !DILocation(line: 61, column: 9, scope: !107)
!109 = !DILocation(line: 62, column: 9, scope: !101)
!110 = !DILocation(line: 63, column: 9, scope: !101)
!111 = !DILocation(line: 58, column: 5, scope: !102)
!112 = distinct !{!112, !113, !114}
!113 = !DILocation(line: 58, column: 5, scope: !103)
!114 = !DILocation(line: 64, column: 5, scope: !103)
!115 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 42, type: !116, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!116 = !DISubroutineType(types: !117)
!117 = !{null}
!118 = !DILocation(line: 44, column: 5, scope: !115)
!119 = !DILocation(line: 44, column: 12, scope: !115)
!120 = distinct !{!120, !118, !121, !76}
!121 = !DILocation(line: 45, column: 9, scope: !115)
!122 = !DILocation(line: 46, column: 1, scope: !115)
!123 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 47, type: !116, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!124 = !DILocation(line: 49, column: 5, scope: !123)
!125 = !DILocation(line: 50, column: 1, scope: !123)
