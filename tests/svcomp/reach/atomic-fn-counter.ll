; ModuleID = 'atomic-fn-counter.c'
source_filename = "atomic-fn-counter.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [20 x i8] c"atomic-fn-counter.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@c = dso_local global i32 0, align 4, !dbg !17
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 15, i32 13 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 28, i32 23 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 30, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !31 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 6, ptr noundef @.str.2) #7, !dbg !34
  unreachable, !dbg !34
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_assert(i32 noundef %0) #0 !dbg !35 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !39, !DIExpression(), !40)
  %3 = load i32, ptr %2, align 4, !dbg !41
  %4 = icmp ne i32 %3, 0, !dbg !41
  br i1 %4, label %7, label %5, !dbg !43

5:                                                ; preds = %1
  br label %6, !dbg !44

6:                                                ; preds = %5
    #dbg_label(!45, !47)
  call void @reach_error(), !dbg !48
  call void @abort() #8, !dbg !50
  unreachable, !dbg !50

7:                                                ; preds = %1
  ret void, !dbg !51
}

; Function Attrs: noreturn nounwind
declare void @abort() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_atomic_inc() #0 !dbg !52 {
  %1 = alloca i32, align 4
    #dbg_declare(ptr %1, !53, !DIExpression(), !54)
  %2 = load i32, ptr @c, align 4, !dbg !55
  store i32 %2, ptr %1, align 4, !dbg !54
  %3 = load i32, ptr %1, align 4, !dbg !56
  %4 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %3, i32 1), !dbg !57, !nosanitize !38
  %5 = extractvalue { i32, i1 } %4, 0, !dbg !57, !nosanitize !38
  %6 = extractvalue { i32, i1 } %4, 1, !dbg !57, !nosanitize !38
  %7 = xor i1 %6, true, !dbg !57, !nosanitize !38
  br i1 %7, label %9, label %8, !dbg !57, !prof !58, !nosanitize !38

8:                                                ; preds = %0
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %3, i32 1) #9, !dbg !57, !nosanitize !38
  br label %9, !dbg !57, !nosanitize !38

9:                                                ; preds = %8, %0
  store i32 %5, ptr %1, align 4, !dbg !59
  %10 = load i32, ptr %1, align 4, !dbg !60
  store i32 %10, ptr @c, align 4, !dbg !61
  ret void, !dbg !62
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @thread(ptr noundef %0) #0 !dbg !63 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !67, !DIExpression(), !68)
  call void @__VERIFIER_atomic_inc(), !dbg !69
  call void @__VERIFIER_atomic_inc(), !dbg !70
  ret ptr null, !dbg !71
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !72 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i32], align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !75, !DIExpression(), !82)
    #dbg_declare(ptr %3, !83, !DIExpression(), !84)
  store i32 0, ptr %3, align 4, !dbg !85
  br label %4, !dbg !87

4:                                                ; preds = %18, %0
  %5 = load i32, ptr %3, align 4, !dbg !88
  %6 = icmp slt i32 %5, 3, !dbg !90
  br i1 %6, label %7, label %19, !dbg !91

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !92
  %9 = getelementptr inbounds [3 x i32], ptr %2, i32 0, i32 %8, !dbg !93
  %10 = call i32 @pthread_create(ptr noundef %9, ptr noundef null, ptr noundef @thread, ptr noundef null) #9, !dbg !94
  br label %11, !dbg !94

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4, !dbg !95
  %13 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %12, i32 1), !dbg !95, !nosanitize !38
  %14 = extractvalue { i32, i1 } %13, 0, !dbg !95, !nosanitize !38
  %15 = extractvalue { i32, i1 } %13, 1, !dbg !95, !nosanitize !38
  %16 = xor i1 %15, true, !dbg !95, !nosanitize !38
  br i1 %16, label %18, label %17, !dbg !95, !prof !58, !nosanitize !38

17:                                               ; preds = %11
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %12, i32 1) #9, !dbg !95, !nosanitize !38
  br label %18, !dbg !95, !nosanitize !38

18:                                               ; preds = %17, %11
  store i32 %14, ptr %3, align 4, !dbg !95
  br label %4, !dbg !96, !llvm.loop !97

19:                                               ; preds = %4
  store i32 0, ptr %3, align 4, !dbg !100
  br label %20, !dbg !102

20:                                               ; preds = %35, %19
  %21 = load i32, ptr %3, align 4, !dbg !103
  %22 = icmp slt i32 %21, 3, !dbg !105
  br i1 %22, label %23, label %36, !dbg !106

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4, !dbg !107
  %25 = getelementptr inbounds [3 x i32], ptr %2, i32 0, i32 %24, !dbg !108
  %26 = load i32, ptr %25, align 4, !dbg !108
  %27 = call i32 @pthread_join(i32 noundef %26, ptr noundef null), !dbg !109
  br label %28, !dbg !109

28:                                               ; preds = %23
  %29 = load i32, ptr %3, align 4, !dbg !110
  %30 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %29, i32 1), !dbg !110, !nosanitize !38
  %31 = extractvalue { i32, i1 } %30, 0, !dbg !110, !nosanitize !38
  %32 = extractvalue { i32, i1 } %30, 1, !dbg !110, !nosanitize !38
  %33 = xor i1 %32, true, !dbg !110, !nosanitize !38
  br i1 %33, label %35, label %34, !dbg !110, !prof !58, !nosanitize !38

34:                                               ; preds = %28
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %29, i32 1) #9, !dbg !110, !nosanitize !38
  br label %35, !dbg !110, !nosanitize !38

35:                                               ; preds = %34, %28
  store i32 %31, ptr %3, align 4, !dbg !110
  br label %20, !dbg !111, !llvm.loop !112

36:                                               ; preds = %20
  %37 = load i32, ptr @c, align 4, !dbg !114
  %38 = icmp eq i32 %37, 6, !dbg !115
  %39 = zext i1 %38 to i32, !dbg !115
  call void @__VERIFIER_assert(i32 noundef %39), !dbg !116
  ret i32 0, !dbg !117
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #5

declare i32 @pthread_join(i32 noundef, ptr noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback noreturn nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "atomic-fn-counter.c", directory: ".", checksumkind: CSK_MD5, checksum: "bfadf72cf3620e6bc9fb5ad785e00711")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "c", scope: !19, file: !2, line: 11, type: !21, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{i32 1, !"NumRegisterParameters", i32 0}
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"frame-pointer", i32 2}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 6, type: !32, scopeLine: 6, spFlags: DISPFlagDefinition, unit: !19)
!32 = !DISubroutineType(types: !33)
!33 = !{null}
!34 = !DILocation(line: 6, column: 22, scope: !31)
!35 = distinct !DISubprogram(name: "__VERIFIER_assert", scope: !2, file: !2, line: 7, type: !36, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !38)
!36 = !DISubroutineType(types: !37)
!37 = !{null, !21}
!38 = !{}
!39 = !DILocalVariable(name: "expression", arg: 1, scope: !35, file: !2, line: 7, type: !21)
!40 = !DILocation(line: 7, column: 28, scope: !35)
!41 = !DILocation(line: 7, column: 47, scope: !42)
!42 = distinct !DILexicalBlock(scope: !35, file: !2, line: 7, column: 46)
!43 = !DILocation(line: 7, column: 46, scope: !35)
!44 = !DILocation(line: 7, column: 59, scope: !42)
!45 = !DILabel(scope: !46, name: "ERROR", file: !2, line: 7)
!46 = distinct !DILexicalBlock(scope: !42, file: !2, line: 7, column: 59)
!47 = !DILocation(line: 7, column: 61, scope: !46)
!48 = !DILocation(line: 7, column: 69, scope: !49)
!49 = distinct !DILexicalBlock(scope: !46, file: !2, line: 7, column: 68)
!50 = !DILocation(line: 7, column: 83, scope: !49)
!51 = !DILocation(line: 7, column: 95, scope: !35)
!52 = distinct !DISubprogram(name: "__VERIFIER_atomic_inc", scope: !2, file: !2, line: 13, type: !32, scopeLine: 13, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !38)
!53 = !DILocalVariable(name: "tmp", scope: !52, file: !2, line: 14, type: !21)
!54 = !DILocation(line: 14, column: 7, scope: !52)
!55 = !DILocation(line: 14, column: 13, scope: !52)
!56 = !DILocation(line: 15, column: 9, scope: !52)
!57 = !DILocation(line: 15, column: 13, scope: !52)
!58 = !{!"branch_weights", i32 1048575, i32 1}
!59 = !DILocation(line: 15, column: 7, scope: !52)
!60 = !DILocation(line: 16, column: 7, scope: !52)
!61 = !DILocation(line: 16, column: 5, scope: !52)
!62 = !DILocation(line: 17, column: 1, scope: !52)
!63 = distinct !DISubprogram(name: "thread", scope: !2, file: !2, line: 19, type: !64, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !38)
!64 = !DISubroutineType(types: !65)
!65 = !{!66, !66}
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!67 = !DILocalVariable(name: "arg", arg: 1, scope: !63, file: !2, line: 19, type: !66)
!68 = !DILocation(line: 19, column: 20, scope: !63)
!69 = !DILocation(line: 20, column: 3, scope: !63)
!70 = !DILocation(line: 21, column: 3, scope: !63)
!71 = !DILocation(line: 22, column: 3, scope: !63)
!72 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !73, scopeLine: 25, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !38)
!73 = !DISubroutineType(types: !74)
!74 = !{!21}
!75 = !DILocalVariable(name: "t", scope: !72, file: !2, line: 26, type: !76)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 96, elements: !80)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !78, line: 27, baseType: !79)
!78 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!79 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!80 = !{!81}
!81 = !DISubrange(count: 3)
!82 = !DILocation(line: 26, column: 13, scope: !72)
!83 = !DILocalVariable(name: "i", scope: !72, file: !2, line: 27, type: !21)
!84 = !DILocation(line: 27, column: 7, scope: !72)
!85 = !DILocation(line: 28, column: 10, scope: !86)
!86 = distinct !DILexicalBlock(scope: !72, file: !2, line: 28, column: 3)
!87 = !DILocation(line: 28, column: 8, scope: !86)
!88 = !DILocation(line: 28, column: 15, scope: !89)
!89 = distinct !DILexicalBlock(scope: !86, file: !2, line: 28, column: 3)
!90 = !DILocation(line: 28, column: 17, scope: !89)
!91 = !DILocation(line: 28, column: 3, scope: !86)
!92 = !DILocation(line: 29, column: 23, scope: !89)
!93 = !DILocation(line: 29, column: 21, scope: !89)
!94 = !DILocation(line: 29, column: 5, scope: !89)
!95 = !DILocation(line: 28, column: 23, scope: !89)
!96 = !DILocation(line: 28, column: 3, scope: !89)
!97 = distinct !{!97, !91, !98, !99}
!98 = !DILocation(line: 29, column: 39, scope: !86)
!99 = !{!"llvm.loop.mustprogress"}
!100 = !DILocation(line: 30, column: 10, scope: !101)
!101 = distinct !DILexicalBlock(scope: !72, file: !2, line: 30, column: 3)
!102 = !DILocation(line: 30, column: 8, scope: !101)
!103 = !DILocation(line: 30, column: 15, scope: !104)
!104 = distinct !DILexicalBlock(scope: !101, file: !2, line: 30, column: 3)
!105 = !DILocation(line: 30, column: 17, scope: !104)
!106 = !DILocation(line: 30, column: 3, scope: !101)
!107 = !DILocation(line: 31, column: 20, scope: !104)
!108 = !DILocation(line: 31, column: 18, scope: !104)
!109 = !DILocation(line: 31, column: 5, scope: !104)
!110 = !DILocation(line: 30, column: 23, scope: !104)
!111 = !DILocation(line: 30, column: 3, scope: !104)
!112 = distinct !{!112, !106, !113, !99}
!113 = !DILocation(line: 31, column: 25, scope: !101)
!114 = !DILocation(line: 32, column: 21, scope: !72)
!115 = !DILocation(line: 32, column: 23, scope: !72)
!116 = !DILocation(line: 32, column: 3, scope: !72)
!117 = !DILocation(line: 33, column: 3, scope: !72)
