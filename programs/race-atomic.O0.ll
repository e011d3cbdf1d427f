; ModuleID = 'race.c'
source_filename = "race.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [22 x i8] c"counter == 2 * ROUNDS\00", align 1, !dbg !7
@.str.1 = private unnamed_addr constant [7 x i8] c"race.c\00", align 1, !dbg !13
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !18

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !36 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !40, !DIExpression(), !47)
    #dbg_declare(ptr %3, !48, !DIExpression(), !50)
  store i32 0, ptr %3, align 4, !dbg !50
  br label %5, !dbg !51

5:                                                ; preds = %13, %0
  %6 = load i32, ptr %3, align 4, !dbg !52
  %7 = icmp slt i32 %6, 2, !dbg !54
  br i1 %7, label %8, label %16, !dbg !55

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !56
  %10 = sext i32 %9 to i64, !dbg !57
  %11 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %10, !dbg !57
  %12 = call i32 @pthread_create(ptr noundef %11, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !58
  br label %13, !dbg !58

13:                                               ; preds = %8
  %14 = load i32, ptr %3, align 4, !dbg !59
  %15 = add nsw i32 %14, 1, !dbg !59
  store i32 %15, ptr %3, align 4, !dbg !59
  br label %5, !dbg !60, !llvm.loop !61

16:                                               ; preds = %5
    #dbg_declare(ptr %4, !64, !DIExpression(), !66)
  store i32 0, ptr %4, align 4, !dbg !66
  br label %17, !dbg !67

17:                                               ; preds = %26, %16
  %18 = load i32, ptr %4, align 4, !dbg !68
  %19 = icmp slt i32 %18, 2, !dbg !70
  br i1 %19, label %20, label %29, !dbg !71

20:                                               ; preds = %17
  %21 = load i32, ptr %4, align 4, !dbg !72
  %22 = sext i32 %21 to i64, !dbg !73
  %23 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %22, !dbg !73
  %24 = load i64, ptr %23, align 8, !dbg !73
  %25 = call i32 @pthread_join(i64 noundef %24, ptr noundef null), !dbg !74
  br label %26, !dbg !74

26:                                               ; preds = %20
  %27 = load i32, ptr %4, align 4, !dbg !75
  %28 = add nsw i32 %27, 1, !dbg !75
  store i32 %28, ptr %4, align 4, !dbg !75
  br label %17, !dbg !76, !llvm.loop !77

29:                                               ; preds = %17
  %30 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !79
  %31 = icmp eq i32 %30, 4, !dbg !79
  br i1 %31, label %32, label %33, !dbg !82

32:                                               ; preds = %29
  br label %34, !dbg !82

33:                                               ; preds = %29
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 51, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !79
  unreachable, !dbg !79

34:                                               ; preds = %32
  ret i32 0, !dbg !83
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @worker(ptr noundef %0) #0 !dbg !84 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !87, !DIExpression(), !88)
  %6 = load ptr, ptr %2, align 8, !dbg !89
    #dbg_declare(ptr %3, !90, !DIExpression(), !92)
  store i32 0, ptr %3, align 4, !dbg !92
  br label %7, !dbg !93

7:                                                ; preds = %14, %1
  %8 = load i32, ptr %3, align 4, !dbg !94
  %9 = icmp slt i32 %8, 2, !dbg !96
  br i1 %9, label %10, label %17, !dbg !97

10:                                               ; preds = %7
  store i32 1, ptr %4, align 4, !dbg !98
  %11 = load i32, ptr %4, align 4, !dbg !98
  %12 = atomicrmw add ptr @counter, i32 %11 seq_cst, align 4, !dbg !98
  store i32 %12, ptr %5, align 4, !dbg !98
  %13 = load i32, ptr %5, align 4, !dbg !98
  br label %14, !dbg !100

14:                                               ; preds = %10
  %15 = load i32, ptr %3, align 4, !dbg !101
  %16 = add nsw i32 %15, 1, !dbg !101
  store i32 %16, ptr %3, align 4, !dbg !101
  br label %7, !dbg !102, !llvm.loop !103

17:                                               ; preds = %7
  ret ptr null, !dbg !105
}

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
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 19, type: !24, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race.c", directory: ".", checksumkind: CSK_MD5, checksum: "700a1e0d04d1c1d30f0aa6e3535cebe8")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!7, !13, !18, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 176, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 22)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 56, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 7)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 120, elements: !22)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!22 = !{!23}
!23 = !DISubrange(count: 15)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !25, line: 104, baseType: !26)
!25 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!26 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !27)
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"frame-pointer", i32 2}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 44, type: !37, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !39)
!37 = !DISubroutineType(types: !38)
!38 = !{!27}
!39 = !{}
!40 = !DILocalVariable(name: "t", scope: !36, file: !3, line: 46, type: !41)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 128, elements: !45)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !43, line: 27, baseType: !44)
!43 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!44 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!45 = !{!46}
!46 = !DISubrange(count: 2)
!47 = !DILocation(line: 46, column: 15, scope: !36)
!48 = !DILocalVariable(name: "i", scope: !49, file: !3, line: 47, type: !27)
!49 = distinct !DILexicalBlock(scope: !36, file: !3, line: 47, column: 5)
!50 = !DILocation(line: 47, column: 14, scope: !49)
!51 = !DILocation(line: 47, column: 10, scope: !49)
!52 = !DILocation(line: 47, column: 21, scope: !53)
!53 = distinct !DILexicalBlock(scope: !49, file: !3, line: 47, column: 5)
!54 = !DILocation(line: 47, column: 23, scope: !53)
!55 = !DILocation(line: 47, column: 5, scope: !49)
!56 = !DILocation(line: 48, column: 27, scope: !53)
!57 = !DILocation(line: 48, column: 25, scope: !53)
!58 = !DILocation(line: 48, column: 9, scope: !53)
!59 = !DILocation(line: 47, column: 29, scope: !53)
!60 = !DILocation(line: 47, column: 5, scope: !53)
!61 = distinct !{!61, !55, !62, !63}
!62 = !DILocation(line: 48, column: 49, scope: !49)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocalVariable(name: "i", scope: !65, file: !3, line: 49, type: !27)
!65 = distinct !DILexicalBlock(scope: !36, file: !3, line: 49, column: 5)
!66 = !DILocation(line: 49, column: 14, scope: !65)
!67 = !DILocation(line: 49, column: 10, scope: !65)
!68 = !DILocation(line: 49, column: 21, scope: !69)
!69 = distinct !DILexicalBlock(scope: !65, file: !3, line: 49, column: 5)
!70 = !DILocation(line: 49, column: 23, scope: !69)
!71 = !DILocation(line: 49, column: 5, scope: !65)
!72 = !DILocation(line: 50, column: 24, scope: !69)
!73 = !DILocation(line: 50, column: 22, scope: !69)
!74 = !DILocation(line: 50, column: 9, scope: !69)
!75 = !DILocation(line: 49, column: 29, scope: !69)
!76 = !DILocation(line: 49, column: 5, scope: !69)
!77 = distinct !{!77, !71, !78, !63}
!78 = !DILocation(line: 50, column: 32, scope: !65)
!79 = !DILocation(line: 51, column: 5, scope: !80)
!80 = distinct !DILexicalBlock(scope: !81, file: !3, line: 51, column: 5)
!81 = distinct !DILexicalBlock(scope: !36, file: !3, line: 51, column: 5)
!82 = !DILocation(line: 51, column: 5, scope: !81)
!83 = !DILocation(line: 52, column: 5, scope: !36)
!84 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 27, type: !85, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !39)
!85 = !DISubroutineType(types: !86)
!86 = !{!5, !5}
!87 = !DILocalVariable(name: "arg", arg: 1, scope: !84, file: !3, line: 27, type: !5)
!88 = !DILocation(line: 27, column: 27, scope: !84)
!89 = !DILocation(line: 29, column: 11, scope: !84)
!90 = !DILocalVariable(name: "i", scope: !91, file: !3, line: 30, type: !27)
!91 = distinct !DILexicalBlock(scope: !84, file: !3, line: 30, column: 5)
!92 = !DILocation(line: 30, column: 14, scope: !91)
!93 = !DILocation(line: 30, column: 10, scope: !91)
!94 = !DILocation(line: 30, column: 21, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !3, line: 30, column: 5)
!96 = !DILocation(line: 30, column: 23, scope: !95)
!97 = !DILocation(line: 30, column: 5, scope: !91)
!98 = !DILocation(line: 36, column: 9, scope: !99)
!99 = distinct !DILexicalBlock(scope: !95, file: !3, line: 30, column: 38)
!100 = !DILocation(line: 40, column: 5, scope: !99)
!101 = !DILocation(line: 30, column: 34, scope: !95)
!102 = !DILocation(line: 30, column: 5, scope: !95)
!103 = distinct !{!103, !97, !104, !63}
!104 = !DILocation(line: 40, column: 5, scope: !91)
!105 = !DILocation(line: 41, column: 5, scope: !84)
