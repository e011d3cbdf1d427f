; ModuleID = 'create_join.c'
source_filename = "create_join.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [54 x i8] c"pthread_create(&t[i], 0, twice, (void *)(i + 1)) == 0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"create_join.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12
@.str.2 = private unnamed_addr constant [28 x i8] c"pthread_join(t[i], &r) == 0\00", align 1, !dbg !18
@.str.3 = private unnamed_addr constant [9 x i8] c"sum == 6\00", align 1, !dbg !23

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @twice(ptr noundef %0) #0 !dbg !43 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !47, !DIExpression(), !48)
    #dbg_declare(ptr %3, !49, !DIExpression(), !50)
  %4 = load ptr, ptr %2, align 8, !dbg !51
  %5 = ptrtoint ptr %4 to i64, !dbg !52
  store i64 %5, ptr %3, align 8, !dbg !50
  %6 = load i64, ptr %3, align 8, !dbg !53
  %7 = mul nsw i64 %6, 2, !dbg !54
  %8 = inttoptr i64 %7 to ptr, !dbg !55
  ret ptr %8, !dbg !56
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !57 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !61, !DIExpression(), !68)
    #dbg_declare(ptr %3, !69, !DIExpression(), !71)
  store i64 0, ptr %3, align 8, !dbg !71
  br label %7, !dbg !72

7:                                                ; preds = %21, %0
  %8 = load i64, ptr %3, align 8, !dbg !73
  %9 = icmp slt i64 %8, 2, !dbg !75
  br i1 %9, label %10, label %24, !dbg !76

10:                                               ; preds = %7
  %11 = load i64, ptr %3, align 8, !dbg !77
  %12 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %11, !dbg !77
  %13 = load i64, ptr %3, align 8, !dbg !77
  %14 = add nsw i64 %13, 1, !dbg !77
  %15 = inttoptr i64 %14 to ptr, !dbg !77
  %16 = call i32 @pthread_create(ptr noundef %12, ptr noundef null, ptr noundef @twice, ptr noundef %15) #4, !dbg !77
  %17 = icmp eq i32 %16, 0, !dbg !77
  br i1 %17, label %18, label %19, !dbg !80

18:                                               ; preds = %10
  br label %20, !dbg !80

19:                                               ; preds = %10
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 16, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !77
  unreachable, !dbg !77

20:                                               ; preds = %18
  br label %21, !dbg !81

21:                                               ; preds = %20
  %22 = load i64, ptr %3, align 8, !dbg !82
  %23 = add nsw i64 %22, 1, !dbg !82
  store i64 %23, ptr %3, align 8, !dbg !82
  br label %7, !dbg !83, !llvm.loop !84

24:                                               ; preds = %7
    #dbg_declare(ptr %4, !87, !DIExpression(), !88)
  store i64 0, ptr %4, align 8, !dbg !88
    #dbg_declare(ptr %5, !89, !DIExpression(), !91)
  store i32 0, ptr %5, align 4, !dbg !91
  br label %25, !dbg !92

25:                                               ; preds = %42, %24
  %26 = load i32, ptr %5, align 4, !dbg !93
  %27 = icmp slt i32 %26, 2, !dbg !95
  br i1 %27, label %28, label %45, !dbg !96

28:                                               ; preds = %25
    #dbg_declare(ptr %6, !97, !DIExpression(), !99)
  %29 = load i32, ptr %5, align 4, !dbg !100
  %30 = sext i32 %29 to i64, !dbg !100
  %31 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %30, !dbg !100
  %32 = load i64, ptr %31, align 8, !dbg !100
  %33 = call i32 @pthread_join(i64 noundef %32, ptr noundef %6), !dbg !100
  %34 = icmp eq i32 %33, 0, !dbg !100
  br i1 %34, label %35, label %36, !dbg !103

35:                                               ; preds = %28
  br label %37, !dbg !103

36:                                               ; preds = %28
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 20, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !100
  unreachable, !dbg !100

37:                                               ; preds = %35
  %38 = load ptr, ptr %6, align 8, !dbg !104
  %39 = ptrtoint ptr %38 to i64, !dbg !105
  %40 = load i64, ptr %4, align 8, !dbg !106
  %41 = add nsw i64 %40, %39, !dbg !106
  store i64 %41, ptr %4, align 8, !dbg !106
  br label %42, !dbg !107

42:                                               ; preds = %37
  %43 = load i32, ptr %5, align 4, !dbg !108
  %44 = add nsw i32 %43, 1, !dbg !108
  store i32 %44, ptr %5, align 4, !dbg !108
  br label %25, !dbg !109, !llvm.loop !110

45:                                               ; preds = %25
  %46 = load i64, ptr %4, align 8, !dbg !112
  %47 = icmp eq i64 %46, 6, !dbg !112
  br i1 %47, label %48, label %49, !dbg !115

48:                                               ; preds = %45
  br label %50, !dbg !115

49:                                               ; preds = %45
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 23, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !112
  unreachable, !dbg !112

50:                                               ; preds = %48
  ret i32 0, !dbg !116
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!28}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "create_join.c", directory: ".", checksumkind: CSK_MD5, checksum: "536324f858a42451041395154abba42b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 432, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 54)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = !{!17}
!17 = !DISubrange(count: 15)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 28)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 9)
!28 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !29, globals: !34, splitDebugInlining: false, nameTableKind: None)
!29 = !{!30, !33}
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !31, line: 87, baseType: !32)
!31 = !DIFile(filename: "/usr/include/stdint.h", directory: ".", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!32 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!34 = !{!0, !7, !12, !18, !23}
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 8, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 2}
!41 = !{i32 7, !"frame-pointer", i32 2}
!42 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!43 = distinct !DISubprogram(name: "twice", scope: !2, file: !2, line: 8, type: !44, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !28, retainedNodes: !46)
!44 = !DISubroutineType(types: !45)
!45 = !{!33, !33}
!46 = !{}
!47 = !DILocalVariable(name: "arg", arg: 1, scope: !43, file: !2, line: 8, type: !33)
!48 = !DILocation(line: 8, column: 19, scope: !43)
!49 = !DILocalVariable(name: "x", scope: !43, file: !2, line: 9, type: !30)
!50 = !DILocation(line: 9, column: 12, scope: !43)
!51 = !DILocation(line: 9, column: 26, scope: !43)
!52 = !DILocation(line: 9, column: 16, scope: !43)
!53 = !DILocation(line: 10, column: 19, scope: !43)
!54 = !DILocation(line: 10, column: 21, scope: !43)
!55 = !DILocation(line: 10, column: 10, scope: !43)
!56 = !DILocation(line: 10, column: 3, scope: !43)
!57 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !58, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !28, retainedNodes: !46)
!58 = !DISubroutineType(types: !59)
!59 = !{!60}
!60 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!61 = !DILocalVariable(name: "t", scope: !57, file: !2, line: 14, type: !62)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !63, size: 128, elements: !66)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !64, line: 27, baseType: !65)
!64 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!65 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!66 = !{!67}
!67 = !DISubrange(count: 2)
!68 = !DILocation(line: 14, column: 13, scope: !57)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 15, type: !30)
!70 = distinct !DILexicalBlock(scope: !57, file: !2, line: 15, column: 3)
!71 = !DILocation(line: 15, column: 17, scope: !70)
!72 = !DILocation(line: 15, column: 8, scope: !70)
!73 = !DILocation(line: 15, column: 24, scope: !74)
!74 = distinct !DILexicalBlock(scope: !70, file: !2, line: 15, column: 3)
!75 = !DILocation(line: 15, column: 26, scope: !74)
!76 = !DILocation(line: 15, column: 3, scope: !70)
!77 = !DILocation(line: 16, column: 5, scope: !78)
!78 = distinct !DILexicalBlock(scope: !79, file: !2, line: 16, column: 5)
!79 = distinct !DILexicalBlock(scope: !74, file: !2, line: 16, column: 5)
!80 = !DILocation(line: 16, column: 5, scope: !79)
!81 = !DILocation(line: 16, column: 5, scope: !74)
!82 = !DILocation(line: 15, column: 32, scope: !74)
!83 = !DILocation(line: 15, column: 3, scope: !74)
!84 = distinct !{!84, !76, !85, !86}
!85 = !DILocation(line: 16, column: 5, scope: !70)
!86 = !{!"llvm.loop.mustprogress"}
!87 = !DILocalVariable(name: "sum", scope: !57, file: !2, line: 17, type: !30)
!88 = !DILocation(line: 17, column: 12, scope: !57)
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 18, type: !60)
!90 = distinct !DILexicalBlock(scope: !57, file: !2, line: 18, column: 3)
!91 = !DILocation(line: 18, column: 12, scope: !90)
!92 = !DILocation(line: 18, column: 8, scope: !90)
!93 = !DILocation(line: 18, column: 19, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !2, line: 18, column: 3)
!95 = !DILocation(line: 18, column: 21, scope: !94)
!96 = !DILocation(line: 18, column: 3, scope: !90)
!97 = !DILocalVariable(name: "r", scope: !98, file: !2, line: 19, type: !33)
!98 = distinct !DILexicalBlock(scope: !94, file: !2, line: 18, column: 31)
!99 = !DILocation(line: 19, column: 11, scope: !98)
!100 = !DILocation(line: 20, column: 5, scope: !101)
!101 = distinct !DILexicalBlock(scope: !102, file: !2, line: 20, column: 5)
!102 = distinct !DILexicalBlock(scope: !98, file: !2, line: 20, column: 5)
!103 = !DILocation(line: 20, column: 5, scope: !102)
!104 = !DILocation(line: 21, column: 22, scope: !98)
!105 = !DILocation(line: 21, column: 12, scope: !98)
!106 = !DILocation(line: 21, column: 9, scope: !98)
!107 = !DILocation(line: 22, column: 3, scope: !98)
!108 = !DILocation(line: 18, column: 27, scope: !94)
!109 = !DILocation(line: 18, column: 3, scope: !94)
!110 = distinct !{!110, !96, !111, !86}
!111 = !DILocation(line: 22, column: 3, scope: !90)
!112 = !DILocation(line: 23, column: 3, scope: !113)
!113 = distinct !DILexicalBlock(scope: !114, file: !2, line: 23, column: 3)
!114 = distinct !DILexicalBlock(scope: !57, file: !2, line: 23, column: 3)
!115 = !DILocation(line: 23, column: 3, scope: !114)
!116 = !DILocation(line: 24, column: 3, scope: !57)
