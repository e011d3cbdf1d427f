; ModuleID = 'rwlock-emul-bug.c'
source_filename = "rwlock-emul-bug.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"rwlock-emul-bug.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@w = dso_local global i32 0, align 4, !dbg !17
@r = dso_local global i32 0, align 4, !dbg !21
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 25, i32 9 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 28, i32 52 }, ptr @0 }
@x = dso_local global i32 0, align 4, !dbg !24
@y = dso_local global i32 0, align 4, !dbg !26

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !37 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 8, ptr noundef @.str.2) #7, !dbg !40
  unreachable, !dbg !40
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_assert(i32 noundef %0) #0 !dbg !41 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !45, !DIExpression(), !46)
  %3 = load i32, ptr %2, align 4, !dbg !47
  %4 = icmp ne i32 %3, 0, !dbg !47
  br i1 %4, label %7, label %5, !dbg !49

5:                                                ; preds = %1
  br label %6, !dbg !50

6:                                                ; preds = %5
    #dbg_label(!51, !53)
  call void @reach_error(), !dbg !54
  call void @abort() #8, !dbg !56
  unreachable, !dbg !56

7:                                                ; preds = %1
  ret void, !dbg !57
}

; Function Attrs: noreturn nounwind
declare void @abort() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_atomic_take_write_lock() #0 !dbg !58 {
  %1 = load i32, ptr @w, align 4, !dbg !59
  %2 = icmp eq i32 %1, 0, !dbg !60
  %3 = zext i1 %2 to i32, !dbg !60
  call void @__VERIFIER_assume(i32 noundef %3), !dbg !61
  store i32 1, ptr @w, align 4, !dbg !62
  ret void, !dbg !63
}

declare void @__VERIFIER_assume(i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_atomic_release_write_lock() #0 !dbg !64 {
  store i32 0, ptr @w, align 4, !dbg !65
  ret void, !dbg !66
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_atomic_take_read_lock() #0 !dbg !67 {
  %1 = load i32, ptr @w, align 4, !dbg !68
  %2 = icmp eq i32 %1, 0, !dbg !69
  %3 = zext i1 %2 to i32, !dbg !69
  call void @__VERIFIER_assume(i32 noundef %3), !dbg !70
  %4 = load i32, ptr @r, align 4, !dbg !71
  %5 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 1), !dbg !72, !nosanitize !44
  %6 = extractvalue { i32, i1 } %5, 0, !dbg !72, !nosanitize !44
  %7 = extractvalue { i32, i1 } %5, 1, !dbg !72, !nosanitize !44
  %8 = xor i1 %7, true, !dbg !72, !nosanitize !44
  br i1 %8, label %10, label %9, !dbg !72, !prof !73, !nosanitize !44

9:                                                ; preds = %0
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %4, i32 1) #9, !dbg !72, !nosanitize !44
  br label %10, !dbg !72, !nosanitize !44

10:                                               ; preds = %9, %0
  store i32 %6, ptr @r, align 4, !dbg !74
  ret void, !dbg !75
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #4

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_atomic_release_read_lock() #0 !dbg !76 {
  %1 = load i32, ptr @r, align 4, !dbg !77
  %2 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %1, i32 1), !dbg !78, !nosanitize !44
  %3 = extractvalue { i32, i1 } %2, 0, !dbg !78, !nosanitize !44
  %4 = extractvalue { i32, i1 } %2, 1, !dbg !78, !nosanitize !44
  %5 = xor i1 %4, true, !dbg !78, !nosanitize !44
  br i1 %5, label %7, label %6, !dbg !78, !prof !73, !nosanitize !44

6:                                                ; preds = %0
  call void @__ubsan_handle_sub_overflow(ptr @2, i32 %1, i32 1) #9, !dbg !78, !nosanitize !44
  br label %7, !dbg !78, !nosanitize !44

7:                                                ; preds = %6, %0
  store i32 %3, ptr @r, align 4, !dbg !79
  ret void, !dbg !80
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #4

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i32, i32) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @writer(ptr noundef %0) #0 !dbg !81 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !85, !DIExpression(), !86)
  call void @__VERIFIER_atomic_take_write_lock(), !dbg !87
  store i32 1, ptr @x, align 4, !dbg !88
  store i32 1, ptr @y, align 4, !dbg !89
  call void @__VERIFIER_atomic_release_write_lock(), !dbg !90
  ret ptr null, !dbg !91
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @reader(ptr noundef %0) #0 !dbg !92 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !93, !DIExpression(), !94)
    #dbg_declare(ptr %3, !95, !DIExpression(), !96)
  call void @__VERIFIER_atomic_take_read_lock(), !dbg !97
  %4 = load i32, ptr @x, align 4, !dbg !98
  store i32 %4, ptr %3, align 4, !dbg !99
  %5 = load i32, ptr %3, align 4, !dbg !100
  %6 = load i32, ptr @y, align 4, !dbg !101
  %7 = icmp eq i32 %5, %6, !dbg !102
  %8 = zext i1 %7 to i32, !dbg !102
  call void @__VERIFIER_assert(i32 noundef %8), !dbg !103
  call void @__VERIFIER_atomic_release_read_lock(), !dbg !104
  ret ptr null, !dbg !105
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !106 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !109, !DIExpression(), !113)
    #dbg_declare(ptr %3, !114, !DIExpression(), !115)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @writer, ptr noundef null) #9, !dbg !116
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @reader, ptr noundef null) #9, !dbg !117
  %6 = load i32, ptr %2, align 4, !dbg !118
  %7 = call i32 @pthread_join(i32 noundef %6, ptr noundef null), !dbg !119
  %8 = load i32, ptr %3, align 4, !dbg !120
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !121
  ret i32 0, !dbg !122
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #6

declare i32 @pthread_join(i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { uwtable }
attributes #6 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback noreturn nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "rwlock-emul-bug.c", directory: ".", checksumkind: CSK_MD5, checksum: "a8aead5a6a012cd470ba50eda52c3fb8")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "w", scope: !19, file: !2, line: 14, type: !23, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21, !24, !26}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "r", scope: !19, file: !2, line: 14, type: !23, isLocal: false, isDefinition: true)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "x", scope: !19, file: !2, line: 14, type: !23, isLocal: false, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "y", scope: !19, file: !2, line: 14, type: !23, isLocal: false, isDefinition: true)
!28 = !{i32 1, !"NumRegisterParameters", i32 0}
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"PIE Level", i32 2}
!34 = !{i32 7, !"uwtable", i32 2}
!35 = !{i32 7, !"frame-pointer", i32 2}
!36 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!37 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 8, type: !38, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !19)
!38 = !DISubroutineType(types: !39)
!39 = !{null}
!40 = !DILocation(line: 8, column: 22, scope: !37)
!41 = distinct !DISubprogram(name: "__VERIFIER_assert", scope: !2, file: !2, line: 10, type: !42, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !44)
!42 = !DISubroutineType(types: !43)
!43 = !{null, !23}
!44 = !{}
!45 = !DILocalVariable(name: "expression", arg: 1, scope: !41, file: !2, line: 10, type: !23)
!46 = !DILocation(line: 10, column: 28, scope: !41)
!47 = !DILocation(line: 10, column: 47, scope: !48)
!48 = distinct !DILexicalBlock(scope: !41, file: !2, line: 10, column: 46)
!49 = !DILocation(line: 10, column: 46, scope: !41)
!50 = !DILocation(line: 10, column: 59, scope: !48)
!51 = !DILabel(scope: !52, name: "ERROR", file: !2, line: 10)
!52 = distinct !DILexicalBlock(scope: !48, file: !2, line: 10, column: 59)
!53 = !DILocation(line: 10, column: 61, scope: !52)
!54 = !DILocation(line: 10, column: 69, scope: !55)
!55 = distinct !DILexicalBlock(scope: !52, file: !2, line: 10, column: 68)
!56 = !DILocation(line: 10, column: 83, scope: !55)
!57 = !DILocation(line: 10, column: 95, scope: !41)
!58 = distinct !DISubprogram(name: "__VERIFIER_atomic_take_write_lock", scope: !2, file: !2, line: 16, type: !38, scopeLine: 16, spFlags: DISPFlagDefinition, unit: !19)
!59 = !DILocation(line: 17, column: 21, scope: !58)
!60 = !DILocation(line: 17, column: 23, scope: !58)
!61 = !DILocation(line: 17, column: 3, scope: !58)
!62 = !DILocation(line: 18, column: 5, scope: !58)
!63 = !DILocation(line: 19, column: 1, scope: !58)
!64 = distinct !DISubprogram(name: "__VERIFIER_atomic_release_write_lock", scope: !2, file: !2, line: 21, type: !38, scopeLine: 21, spFlags: DISPFlagDefinition, unit: !19)
!65 = !DILocation(line: 21, column: 49, scope: !64)
!66 = !DILocation(line: 21, column: 54, scope: !64)
!67 = distinct !DISubprogram(name: "__VERIFIER_atomic_take_read_lock", scope: !2, file: !2, line: 23, type: !38, scopeLine: 23, spFlags: DISPFlagDefinition, unit: !19)
!68 = !DILocation(line: 24, column: 21, scope: !67)
!69 = !DILocation(line: 24, column: 23, scope: !67)
!70 = !DILocation(line: 24, column: 3, scope: !67)
!71 = !DILocation(line: 25, column: 7, scope: !67)
!72 = !DILocation(line: 25, column: 9, scope: !67)
!73 = !{!"branch_weights", i32 1048575, i32 1}
!74 = !DILocation(line: 25, column: 5, scope: !67)
!75 = !DILocation(line: 26, column: 1, scope: !67)
!76 = distinct !DISubprogram(name: "__VERIFIER_atomic_release_read_lock", scope: !2, file: !2, line: 28, type: !38, scopeLine: 28, spFlags: DISPFlagDefinition, unit: !19)
!77 = !DILocation(line: 28, column: 50, scope: !76)
!78 = !DILocation(line: 28, column: 52, scope: !76)
!79 = !DILocation(line: 28, column: 48, scope: !76)
!80 = !DILocation(line: 28, column: 57, scope: !76)
!81 = distinct !DISubprogram(name: "writer", scope: !2, file: !2, line: 30, type: !82, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !44)
!82 = !DISubroutineType(types: !83)
!83 = !{!84, !84}
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!85 = !DILocalVariable(name: "arg", arg: 1, scope: !81, file: !2, line: 30, type: !84)
!86 = !DILocation(line: 30, column: 20, scope: !81)
!87 = !DILocation(line: 31, column: 3, scope: !81)
!88 = !DILocation(line: 32, column: 5, scope: !81)
!89 = !DILocation(line: 33, column: 5, scope: !81)
!90 = !DILocation(line: 34, column: 3, scope: !81)
!91 = !DILocation(line: 35, column: 3, scope: !81)
!92 = distinct !DISubprogram(name: "reader", scope: !2, file: !2, line: 38, type: !82, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !44)
!93 = !DILocalVariable(name: "arg", arg: 1, scope: !92, file: !2, line: 38, type: !84)
!94 = !DILocation(line: 38, column: 20, scope: !92)
!95 = !DILocalVariable(name: "l", scope: !92, file: !2, line: 39, type: !23)
!96 = !DILocation(line: 39, column: 7, scope: !92)
!97 = !DILocation(line: 40, column: 3, scope: !92)
!98 = !DILocation(line: 41, column: 7, scope: !92)
!99 = !DILocation(line: 41, column: 5, scope: !92)
!100 = !DILocation(line: 42, column: 21, scope: !92)
!101 = !DILocation(line: 42, column: 26, scope: !92)
!102 = !DILocation(line: 42, column: 23, scope: !92)
!103 = !DILocation(line: 42, column: 3, scope: !92)
!104 = !DILocation(line: 43, column: 3, scope: !92)
!105 = !DILocation(line: 44, column: 3, scope: !92)
!106 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 47, type: !107, scopeLine: 47, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !44)
!107 = !DISubroutineType(types: !108)
!108 = !{!23}
!109 = !DILocalVariable(name: "t1", scope: !106, file: !2, line: 48, type: !110)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !111, line: 27, baseType: !112)
!111 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!112 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!113 = !DILocation(line: 48, column: 13, scope: !106)
!114 = !DILocalVariable(name: "t2", scope: !106, file: !2, line: 48, type: !110)
!115 = !DILocation(line: 48, column: 17, scope: !106)
!116 = !DILocation(line: 49, column: 3, scope: !106)
!117 = !DILocation(line: 50, column: 3, scope: !106)
!118 = !DILocation(line: 51, column: 16, scope: !106)
!119 = !DILocation(line: 51, column: 3, scope: !106)
!120 = !DILocation(line: 52, column: 16, scope: !106)
!121 = !DILocation(line: 52, column: 3, scope: !106)
!122 = !DILocation(line: 53, column: 3, scope: !106)
