; ModuleID = 'verifier_atomic_loop_bad.c'
source_filename = "verifier_atomic_loop_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@slots = dso_local global [3 x i32] zeroinitializer, align 4, !dbg !0
@total = dso_local global i32 0, align 4, !dbg !26
@.str = private unnamed_addr constant [40 x i8] c"total == slots[0] + slots[1] + slots[2]\00", align 1, !dbg !9
@.str.1 = private unnamed_addr constant [27 x i8] c"verifier_atomic_loop_bad.c\00", align 1, !dbg !15
@__PRETTY_FUNCTION__.__VERIFIER_atomic_check = private unnamed_addr constant [35 x i8] c"void __VERIFIER_atomic_check(void)\00", align 1, !dbg !20

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @push(i32 noundef %0) #0 !dbg !39 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !43, !DIExpression(), !44)
    #dbg_declare(ptr %3, !45, !DIExpression(), !47)
  store i32 0, ptr %3, align 4, !dbg !47
  br label %4, !dbg !48

4:                                                ; preds = %19, %1
  %5 = load i32, ptr %3, align 4, !dbg !49
  %6 = icmp slt i32 %5, 3, !dbg !51
  br i1 %6, label %7, label %22, !dbg !52

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !53
  %9 = sext i32 %8 to i64, !dbg !56
  %10 = getelementptr inbounds [3 x i32], ptr @slots, i64 0, i64 %9, !dbg !56
  %11 = load i32, ptr %10, align 4, !dbg !56
  %12 = icmp eq i32 %11, 0, !dbg !57
  br i1 %12, label %13, label %18, !dbg !58

13:                                               ; preds = %7
  %14 = load i32, ptr %2, align 4, !dbg !59
  %15 = load i32, ptr %3, align 4, !dbg !61
  %16 = sext i32 %15 to i64, !dbg !62
  %17 = getelementptr inbounds [3 x i32], ptr @slots, i64 0, i64 %16, !dbg !62
  store i32 %14, ptr %17, align 4, !dbg !63
  br label %22, !dbg !64

18:                                               ; preds = %7
  br label %19, !dbg !65

19:                                               ; preds = %18
  %20 = load i32, ptr %3, align 4, !dbg !66
  %21 = add nsw i32 %20, 1, !dbg !66
  store i32 %21, ptr %3, align 4, !dbg !66
  br label %4, !dbg !67, !llvm.loop !68

22:                                               ; preds = %13, %4
  %23 = load i32, ptr %2, align 4, !dbg !71
  %24 = load i32, ptr @total, align 4, !dbg !72
  %25 = add nsw i32 %24, %23, !dbg !72
  store i32 %25, ptr @total, align 4, !dbg !72
  ret void, !dbg !73
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_atomic_check() #0 !dbg !74 {
  %1 = load i32, ptr @total, align 4, !dbg !77
  %2 = load i32, ptr @slots, align 4, !dbg !77
  %3 = load i32, ptr getelementptr inbounds ([3 x i32], ptr @slots, i64 0, i64 1), align 4, !dbg !77
  %4 = add nsw i32 %2, %3, !dbg !77
  %5 = load i32, ptr getelementptr inbounds ([3 x i32], ptr @slots, i64 0, i64 2), align 4, !dbg !77
  %6 = add nsw i32 %4, %5, !dbg !77
  %7 = icmp eq i32 %1, %6, !dbg !77
  br i1 %7, label %8, label %9, !dbg !80

8:                                                ; preds = %0
  br label %10, !dbg !80

9:                                                ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 22, ptr noundef @__PRETTY_FUNCTION__.__VERIFIER_atomic_check) #4, !dbg !77
  unreachable, !dbg !77

10:                                               ; preds = %8
  ret void, !dbg !81
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !82 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !85, !DIExpression(), !86)
  %3 = load ptr, ptr %2, align 8, !dbg !87
  %4 = ptrtoint ptr %3 to i64, !dbg !88
  %5 = trunc i64 %4 to i32, !dbg !89
  call void @push(i32 noundef %5), !dbg !90
  call void @__VERIFIER_atomic_check(), !dbg !91
  ret ptr null, !dbg !92
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !93 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !96, !DIExpression(), !100)
    #dbg_declare(ptr %3, !101, !DIExpression(), !102)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef inttoptr (i64 1 to ptr)) #5, !dbg !103
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef inttoptr (i64 2 to ptr)) #5, !dbg !104
  call void @__VERIFIER_atomic_check(), !dbg !105
  %6 = load i64, ptr %2, align 8, !dbg !106
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !107
  %8 = load i64, ptr %3, align 8, !dbg !108
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !109
  call void @__VERIFIER_atomic_check(), !dbg !110
  ret i32 0, !dbg !111
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "slots", scope: !2, file: !3, line: 8, type: !28, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "verifier_atomic_loop_bad.c", directory: ".", checksumkind: CSK_MD5, checksum: "290fae6e14e352285be5096c868d439f")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!9, !15, !20, !0, !26}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 320, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 40)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 216, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 27)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 280, elements: !24)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!24 = !{!25}
!25 = !DISubrange(count: 35)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 96, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 3)
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 2}
!37 = !{i32 7, !"frame-pointer", i32 2}
!38 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!39 = distinct !DISubprogram(name: "push", scope: !3, file: !3, line: 11, type: !40, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{null, !5}
!42 = !{}
!43 = !DILocalVariable(name: "v", arg: 1, scope: !39, file: !3, line: 11, type: !5)
!44 = !DILocation(line: 11, column: 15, scope: !39)
!45 = !DILocalVariable(name: "i", scope: !46, file: !3, line: 12, type: !5)
!46 = distinct !DILexicalBlock(scope: !39, file: !3, line: 12, column: 3)
!47 = !DILocation(line: 12, column: 12, scope: !46)
!48 = !DILocation(line: 12, column: 8, scope: !46)
!49 = !DILocation(line: 12, column: 19, scope: !50)
!50 = distinct !DILexicalBlock(scope: !46, file: !3, line: 12, column: 3)
!51 = !DILocation(line: 12, column: 21, scope: !50)
!52 = !DILocation(line: 12, column: 3, scope: !46)
!53 = !DILocation(line: 13, column: 15, scope: !54)
!54 = distinct !DILexicalBlock(scope: !55, file: !3, line: 13, column: 9)
!55 = distinct !DILexicalBlock(scope: !50, file: !3, line: 12, column: 31)
!56 = !DILocation(line: 13, column: 9, scope: !54)
!57 = !DILocation(line: 13, column: 18, scope: !54)
!58 = !DILocation(line: 13, column: 9, scope: !55)
!59 = !DILocation(line: 14, column: 18, scope: !60)
!60 = distinct !DILexicalBlock(scope: !54, file: !3, line: 13, column: 24)
!61 = !DILocation(line: 14, column: 13, scope: !60)
!62 = !DILocation(line: 14, column: 7, scope: !60)
!63 = !DILocation(line: 14, column: 16, scope: !60)
!64 = !DILocation(line: 15, column: 7, scope: !60)
!65 = !DILocation(line: 17, column: 3, scope: !55)
!66 = !DILocation(line: 12, column: 27, scope: !50)
!67 = !DILocation(line: 12, column: 3, scope: !50)
!68 = distinct !{!68, !52, !69, !70}
!69 = !DILocation(line: 17, column: 3, scope: !46)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DILocation(line: 18, column: 12, scope: !39)
!72 = !DILocation(line: 18, column: 9, scope: !39)
!73 = !DILocation(line: 19, column: 1, scope: !39)
!74 = distinct !DISubprogram(name: "__VERIFIER_atomic_check", scope: !3, file: !3, line: 21, type: !75, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!75 = !DISubroutineType(types: !76)
!76 = !{null}
!77 = !DILocation(line: 22, column: 3, scope: !78)
!78 = distinct !DILexicalBlock(scope: !79, file: !3, line: 22, column: 3)
!79 = distinct !DILexicalBlock(scope: !74, file: !3, line: 22, column: 3)
!80 = !DILocation(line: 22, column: 3, scope: !79)
!81 = !DILocation(line: 23, column: 1, scope: !74)
!82 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 25, type: !83, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !42)
!83 = !DISubroutineType(types: !84)
!84 = !{!7, !7}
!85 = !DILocalVariable(name: "arg", arg: 1, scope: !82, file: !3, line: 25, type: !7)
!86 = !DILocation(line: 25, column: 20, scope: !82)
!87 = !DILocation(line: 26, column: 19, scope: !82)
!88 = !DILocation(line: 26, column: 13, scope: !82)
!89 = !DILocation(line: 26, column: 8, scope: !82)
!90 = !DILocation(line: 26, column: 3, scope: !82)
!91 = !DILocation(line: 27, column: 3, scope: !82)
!92 = !DILocation(line: 28, column: 3, scope: !82)
!93 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !94, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !42)
!94 = !DISubroutineType(types: !95)
!95 = !{!5}
!96 = !DILocalVariable(name: "a", scope: !93, file: !3, line: 32, type: !97)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !98, line: 27, baseType: !99)
!98 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!99 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!100 = !DILocation(line: 32, column: 13, scope: !93)
!101 = !DILocalVariable(name: "b", scope: !93, file: !3, line: 32, type: !97)
!102 = !DILocation(line: 32, column: 16, scope: !93)
!103 = !DILocation(line: 33, column: 3, scope: !93)
!104 = !DILocation(line: 34, column: 3, scope: !93)
!105 = !DILocation(line: 35, column: 3, scope: !93)
!106 = !DILocation(line: 36, column: 16, scope: !93)
!107 = !DILocation(line: 36, column: 3, scope: !93)
!108 = !DILocation(line: 37, column: 16, scope: !93)
!109 = !DILocation(line: 37, column: 3, scope: !93)
!110 = !DILocation(line: 38, column: 3, scope: !93)
!111 = !DILocation(line: 39, column: 3, scope: !93)
