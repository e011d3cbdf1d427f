; ModuleID = 'rwlock-emul.c'
source_filename = "rwlock-emul.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"rwlock-emul.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@w = dso_local global i32 0, align 4, !dbg !17
@r = dso_local global i32 0, align 4, !dbg !25
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 26, i32 9 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 29, i32 52 }, ptr @0 }
@x = dso_local global i32 0, align 4, !dbg !27
@y = dso_local global i32 0, align 4, !dbg !29

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !40 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 9, ptr noundef @.str.2) #7, !dbg !43
  unreachable, !dbg !43
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_assert(i32 noundef %0) #0 !dbg !44 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !48, !DIExpression(), !49)
  %3 = load i32, ptr %2, align 4, !dbg !50
  %4 = icmp ne i32 %3, 0, !dbg !50
  br i1 %4, label %7, label %5, !dbg !52

5:                                                ; preds = %1
  br label %6, !dbg !53

6:                                                ; preds = %5
    #dbg_label(!54, !56)
  call void @reach_error(), !dbg !57
  call void @abort() #8, !dbg !59
  unreachable, !dbg !59

7:                                                ; preds = %1
  ret void, !dbg !60
}

; Function Attrs: noreturn nounwind
declare void @abort() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_atomic_take_write_lock() #0 !dbg !61 {
  %1 = load i32, ptr @w, align 4, !dbg !62
  %2 = icmp eq i32 %1, 0, !dbg !63
  br i1 %2, label %3, label %6, !dbg !64

3:                                                ; preds = %0
  %4 = load i32, ptr @r, align 4, !dbg !65
  %5 = icmp eq i32 %4, 0, !dbg !66
  br label %6

6:                                                ; preds = %3, %0
  %7 = phi i1 [ false, %0 ], [ %5, %3 ], !dbg !67
  %8 = zext i1 %7 to i32, !dbg !64
  call void @__VERIFIER_assume(i32 noundef %8), !dbg !68
  store i32 1, ptr @w, align 4, !dbg !69
  ret void, !dbg !70
}

declare void @__VERIFIER_assume(i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_atomic_release_write_lock() #0 !dbg !71 {
  store i32 0, ptr @w, align 4, !dbg !72
  ret void, !dbg !73
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_atomic_take_read_lock() #0 !dbg !74 {
  %1 = load i32, ptr @w, align 4, !dbg !75
  %2 = icmp eq i32 %1, 0, !dbg !76
  %3 = zext i1 %2 to i32, !dbg !76
  call void @__VERIFIER_assume(i32 noundef %3), !dbg !77
  %4 = load i32, ptr @r, align 4, !dbg !78
  %5 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 1), !dbg !79, !nosanitize !47
  %6 = extractvalue { i32, i1 } %5, 0, !dbg !79, !nosanitize !47
  %7 = extractvalue { i32, i1 } %5, 1, !dbg !79, !nosanitize !47
  %8 = xor i1 %7, true, !dbg !79, !nosanitize !47
  br i1 %8, label %10, label %9, !dbg !79, !prof !80, !nosanitize !47

9:                                                ; preds = %0
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %4, i32 1) #9, !dbg !79, !nosanitize !47
  br label %10, !dbg !79, !nosanitize !47

10:                                               ; preds = %9, %0
  store i32 %6, ptr @r, align 4, !dbg !81
  ret void, !dbg !82
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #4

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_atomic_release_read_lock() #0 !dbg !83 {
  %1 = load i32, ptr @r, align 4, !dbg !84
  %2 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %1, i32 1), !dbg !85, !nosanitize !47
  %3 = extractvalue { i32, i1 } %2, 0, !dbg !85, !nosanitize !47
  %4 = extractvalue { i32, i1 } %2, 1, !dbg !85, !nosanitize !47
  %5 = xor i1 %4, true, !dbg !85, !nosanitize !47
  br i1 %5, label %7, label %6, !dbg !85, !prof !80, !nosanitize !47

6:                                                ; preds = %0
  call void @__ubsan_handle_sub_overflow(ptr @2, i32 %1, i32 1) #9, !dbg !85, !nosanitize !47
  br label %7, !dbg !85, !nosanitize !47

7:                                                ; preds = %6, %0
  store i32 %3, ptr @r, align 4, !dbg !86
  ret void, !dbg !87
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #4

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i32, i32) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @writer(ptr noundef %0) #0 !dbg !88 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !91, !DIExpression(), !92)
    #dbg_declare(ptr %3, !93, !DIExpression(), !94)
  %4 = load ptr, ptr %2, align 4, !dbg !95
  %5 = ptrtoint ptr %4 to i32, !dbg !96
  store i32 %5, ptr %3, align 4, !dbg !94
  call void @__VERIFIER_atomic_take_write_lock(), !dbg !97
  %6 = load i32, ptr %3, align 4, !dbg !98
  store i32 %6, ptr @x, align 4, !dbg !99
  %7 = load i32, ptr %3, align 4, !dbg !100
  store i32 %7, ptr @y, align 4, !dbg !101
  call void @__VERIFIER_atomic_release_write_lock(), !dbg !102
  ret ptr null, !dbg !103
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @reader(ptr noundef %0) #0 !dbg !104 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !105, !DIExpression(), !106)
    #dbg_declare(ptr %3, !107, !DIExpression(), !108)
  call void @__VERIFIER_atomic_take_read_lock(), !dbg !109
  %4 = load i32, ptr @x, align 4, !dbg !110
  store i32 %4, ptr %3, align 4, !dbg !111
  %5 = load i32, ptr %3, align 4, !dbg !112
  %6 = load i32, ptr @y, align 4, !dbg !113
  %7 = icmp eq i32 %5, %6, !dbg !114
  %8 = zext i1 %7 to i32, !dbg !114
  call void @__VERIFIER_assert(i32 noundef %8), !dbg !115
  call void @__VERIFIER_atomic_release_read_lock(), !dbg !116
  ret ptr null, !dbg !117
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !118 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !121, !DIExpression(), !125)
    #dbg_declare(ptr %3, !126, !DIExpression(), !127)
    #dbg_declare(ptr %4, !128, !DIExpression(), !129)
    #dbg_declare(ptr %5, !130, !DIExpression(), !131)
  %6 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @writer, ptr noundef inttoptr (i32 1 to ptr)) #9, !dbg !132
  %7 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @reader, ptr noundef null) #9, !dbg !133
  %8 = call i32 @pthread_create(ptr noundef %4, ptr noundef null, ptr noundef @writer, ptr noundef inttoptr (i32 2 to ptr)) #9, !dbg !134
  %9 = call i32 @pthread_create(ptr noundef %5, ptr noundef null, ptr noundef @reader, ptr noundef null) #9, !dbg !135
  %10 = load i32, ptr %2, align 4, !dbg !136
  %11 = call i32 @pthread_join(i32 noundef %10, ptr noundef null), !dbg !137
  %12 = load i32, ptr %3, align 4, !dbg !138
  %13 = call i32 @pthread_join(i32 noundef %12, ptr noundef null), !dbg !139
  %14 = load i32, ptr %4, align 4, !dbg !140
  %15 = call i32 @pthread_join(i32 noundef %14, ptr noundef null), !dbg !141
  %16 = load i32, ptr %5, align 4, !dbg !142
  %17 = call i32 @pthread_join(i32 noundef %16, ptr noundef null), !dbg !143
  ret i32 0, !dbg !144
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
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "rwlock-emul.c", directory: ".", checksumkind: CSK_MD5, checksum: "aeb56f823f10de35ba9297156091cd68")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "w", scope: !19, file: !2, line: 15, type: !21, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !24, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21, !22, !23}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!24 = !{!0, !7, !12, !17, !25, !27, !29}
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "r", scope: !19, file: !2, line: 15, type: !21, isLocal: false, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "x", scope: !19, file: !2, line: 15, type: !21, isLocal: false, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "y", scope: !19, file: !2, line: 15, type: !21, isLocal: false, isDefinition: true)
!31 = !{i32 1, !"NumRegisterParameters", i32 0}
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 8, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 7, !"frame-pointer", i32 2}
!39 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!40 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 9, type: !41, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !19)
!41 = !DISubroutineType(types: !42)
!42 = !{null}
!43 = !DILocation(line: 9, column: 22, scope: !40)
!44 = distinct !DISubprogram(name: "__VERIFIER_assert", scope: !2, file: !2, line: 11, type: !45, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !47)
!45 = !DISubroutineType(types: !46)
!46 = !{null, !21}
!47 = !{}
!48 = !DILocalVariable(name: "expression", arg: 1, scope: !44, file: !2, line: 11, type: !21)
!49 = !DILocation(line: 11, column: 28, scope: !44)
!50 = !DILocation(line: 11, column: 47, scope: !51)
!51 = distinct !DILexicalBlock(scope: !44, file: !2, line: 11, column: 46)
!52 = !DILocation(line: 11, column: 46, scope: !44)
!53 = !DILocation(line: 11, column: 59, scope: !51)
!54 = !DILabel(scope: !55, name: "ERROR", file: !2, line: 11)
!55 = distinct !DILexicalBlock(scope: !51, file: !2, line: 11, column: 59)
!56 = !DILocation(line: 11, column: 61, scope: !55)
!57 = !DILocation(line: 11, column: 69, scope: !58)
!58 = distinct !DILexicalBlock(scope: !55, file: !2, line: 11, column: 68)
!59 = !DILocation(line: 11, column: 83, scope: !58)
!60 = !DILocation(line: 11, column: 95, scope: !44)
!61 = distinct !DISubprogram(name: "__VERIFIER_atomic_take_write_lock", scope: !2, file: !2, line: 17, type: !41, scopeLine: 17, spFlags: DISPFlagDefinition, unit: !19)
!62 = !DILocation(line: 18, column: 21, scope: !61)
!63 = !DILocation(line: 18, column: 23, scope: !61)
!64 = !DILocation(line: 18, column: 28, scope: !61)
!65 = !DILocation(line: 18, column: 31, scope: !61)
!66 = !DILocation(line: 18, column: 33, scope: !61)
!67 = !DILocation(line: 0, scope: !61)
!68 = !DILocation(line: 18, column: 3, scope: !61)
!69 = !DILocation(line: 19, column: 5, scope: !61)
!70 = !DILocation(line: 20, column: 1, scope: !61)
!71 = distinct !DISubprogram(name: "__VERIFIER_atomic_release_write_lock", scope: !2, file: !2, line: 22, type: !41, scopeLine: 22, spFlags: DISPFlagDefinition, unit: !19)
!72 = !DILocation(line: 22, column: 49, scope: !71)
!73 = !DILocation(line: 22, column: 54, scope: !71)
!74 = distinct !DISubprogram(name: "__VERIFIER_atomic_take_read_lock", scope: !2, file: !2, line: 24, type: !41, scopeLine: 24, spFlags: DISPFlagDefinition, unit: !19)
!75 = !DILocation(line: 25, column: 21, scope: !74)
!76 = !DILocation(line: 25, column: 23, scope: !74)
!77 = !DILocation(line: 25, column: 3, scope: !74)
!78 = !DILocation(line: 26, column: 7, scope: !74)
!79 = !DILocation(line: 26, column: 9, scope: !74)
!80 = !{!"branch_weights", i32 1048575, i32 1}
!81 = !DILocation(line: 26, column: 5, scope: !74)
!82 = !DILocation(line: 27, column: 1, scope: !74)
!83 = distinct !DISubprogram(name: "__VERIFIER_atomic_release_read_lock", scope: !2, file: !2, line: 29, type: !41, scopeLine: 29, spFlags: DISPFlagDefinition, unit: !19)
!84 = !DILocation(line: 29, column: 50, scope: !83)
!85 = !DILocation(line: 29, column: 52, scope: !83)
!86 = !DILocation(line: 29, column: 48, scope: !83)
!87 = !DILocation(line: 29, column: 57, scope: !83)
!88 = distinct !DISubprogram(name: "writer", scope: !2, file: !2, line: 31, type: !89, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !47)
!89 = !DISubroutineType(types: !90)
!90 = !{!23, !23}
!91 = !DILocalVariable(name: "arg", arg: 1, scope: !88, file: !2, line: 31, type: !23)
!92 = !DILocation(line: 31, column: 20, scope: !88)
!93 = !DILocalVariable(name: "v", scope: !88, file: !2, line: 32, type: !21)
!94 = !DILocation(line: 32, column: 7, scope: !88)
!95 = !DILocation(line: 32, column: 22, scope: !88)
!96 = !DILocation(line: 32, column: 16, scope: !88)
!97 = !DILocation(line: 33, column: 3, scope: !88)
!98 = !DILocation(line: 34, column: 7, scope: !88)
!99 = !DILocation(line: 34, column: 5, scope: !88)
!100 = !DILocation(line: 35, column: 7, scope: !88)
!101 = !DILocation(line: 35, column: 5, scope: !88)
!102 = !DILocation(line: 36, column: 3, scope: !88)
!103 = !DILocation(line: 37, column: 3, scope: !88)
!104 = distinct !DISubprogram(name: "reader", scope: !2, file: !2, line: 40, type: !89, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !47)
!105 = !DILocalVariable(name: "arg", arg: 1, scope: !104, file: !2, line: 40, type: !23)
!106 = !DILocation(line: 40, column: 20, scope: !104)
!107 = !DILocalVariable(name: "l", scope: !104, file: !2, line: 41, type: !21)
!108 = !DILocation(line: 41, column: 7, scope: !104)
!109 = !DILocation(line: 42, column: 3, scope: !104)
!110 = !DILocation(line: 43, column: 7, scope: !104)
!111 = !DILocation(line: 43, column: 5, scope: !104)
!112 = !DILocation(line: 44, column: 21, scope: !104)
!113 = !DILocation(line: 44, column: 26, scope: !104)
!114 = !DILocation(line: 44, column: 23, scope: !104)
!115 = !DILocation(line: 44, column: 3, scope: !104)
!116 = !DILocation(line: 45, column: 3, scope: !104)
!117 = !DILocation(line: 46, column: 3, scope: !104)
!118 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 49, type: !119, scopeLine: 49, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !47)
!119 = !DISubroutineType(types: !120)
!120 = !{!21}
!121 = !DILocalVariable(name: "t1", scope: !118, file: !2, line: 50, type: !122)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !123, line: 27, baseType: !124)
!123 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!124 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!125 = !DILocation(line: 50, column: 13, scope: !118)
!126 = !DILocalVariable(name: "t2", scope: !118, file: !2, line: 50, type: !122)
!127 = !DILocation(line: 50, column: 17, scope: !118)
!128 = !DILocalVariable(name: "t3", scope: !118, file: !2, line: 50, type: !122)
!129 = !DILocation(line: 50, column: 21, scope: !118)
!130 = !DILocalVariable(name: "t4", scope: !118, file: !2, line: 50, type: !122)
!131 = !DILocation(line: 50, column: 25, scope: !118)
!132 = !DILocation(line: 51, column: 3, scope: !118)
!133 = !DILocation(line: 52, column: 3, scope: !118)
!134 = !DILocation(line: 53, column: 3, scope: !118)
!135 = !DILocation(line: 54, column: 3, scope: !118)
!136 = !DILocation(line: 55, column: 16, scope: !118)
!137 = !DILocation(line: 55, column: 3, scope: !118)
!138 = !DILocation(line: 56, column: 16, scope: !118)
!139 = !DILocation(line: 56, column: 3, scope: !118)
!140 = !DILocation(line: 57, column: 16, scope: !118)
!141 = !DILocation(line: 57, column: 3, scope: !118)
!142 = !DILocation(line: 58, column: 16, scope: !118)
!143 = !DILocation(line: 58, column: 3, scope: !118)
!144 = !DILocation(line: 59, column: 3, scope: !118)
