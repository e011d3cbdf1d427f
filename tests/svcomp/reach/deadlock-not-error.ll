; ModuleID = 'deadlock-not-error.c'
source_filename = "deadlock-not-error.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.anon = type { i16, i16 }

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [21 x i8] c"deadlock-not-error.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@m1 = dso_local global { { i32, i32, i32, i32, i32, { %struct.anon } } } zeroinitializer, align 4, !dbg !17
@m2 = dso_local global { { i32, i32, i32, i32, i32, { %struct.anon } } } zeroinitializer, align 4, !dbg !21
@a = dso_local global i32 0, align 4, !dbg !60
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 20, i32 9 }, ptr @0 }
@b = dso_local global i32 0, align 4, !dbg !62
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 21, i32 9 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 30, i32 9 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 31, i32 9 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !73 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 9, ptr noundef @.str.2) #6, !dbg !76
  unreachable, !dbg !76
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @left(ptr noundef %0) #0 !dbg !77 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !82, !DIExpression(), !83)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m1) #7, !dbg !84
  %4 = call i32 @pthread_mutex_lock(ptr noundef @m2) #7, !dbg !85
  %5 = load i32, ptr @a, align 4, !dbg !86
  %6 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %5, i32 1), !dbg !87, !nosanitize !81
  %7 = extractvalue { i32, i1 } %6, 0, !dbg !87, !nosanitize !81
  %8 = extractvalue { i32, i1 } %6, 1, !dbg !87, !nosanitize !81
  %9 = xor i1 %8, true, !dbg !87, !nosanitize !81
  br i1 %9, label %11, label %10, !dbg !87, !prof !88, !nosanitize !81

10:                                               ; preds = %1
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %5, i32 1) #7, !dbg !87, !nosanitize !81
  br label %11, !dbg !87, !nosanitize !81

11:                                               ; preds = %10, %1
  store i32 %7, ptr @a, align 4, !dbg !89
  %12 = load i32, ptr @b, align 4, !dbg !90
  %13 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %12, i32 1), !dbg !91, !nosanitize !81
  %14 = extractvalue { i32, i1 } %13, 0, !dbg !91, !nosanitize !81
  %15 = extractvalue { i32, i1 } %13, 1, !dbg !91, !nosanitize !81
  %16 = xor i1 %15, true, !dbg !91, !nosanitize !81
  br i1 %16, label %18, label %17, !dbg !91, !prof !88, !nosanitize !81

17:                                               ; preds = %11
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %12, i32 1) #7, !dbg !91, !nosanitize !81
  br label %18, !dbg !91, !nosanitize !81

18:                                               ; preds = %17, %11
  store i32 %14, ptr @b, align 4, !dbg !92
  %19 = call i32 @pthread_mutex_unlock(ptr noundef @m2) #7, !dbg !93
  %20 = call i32 @pthread_mutex_unlock(ptr noundef @m1) #7, !dbg !94
  ret ptr null, !dbg !95
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #4

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @right(ptr noundef %0) #0 !dbg !96 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !97, !DIExpression(), !98)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m2) #7, !dbg !99
  %4 = call i32 @pthread_mutex_lock(ptr noundef @m1) #7, !dbg !100
  %5 = load i32, ptr @b, align 4, !dbg !101
  %6 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %5, i32 1), !dbg !102, !nosanitize !81
  %7 = extractvalue { i32, i1 } %6, 0, !dbg !102, !nosanitize !81
  %8 = extractvalue { i32, i1 } %6, 1, !dbg !102, !nosanitize !81
  %9 = xor i1 %8, true, !dbg !102, !nosanitize !81
  br i1 %9, label %11, label %10, !dbg !102, !prof !88, !nosanitize !81

10:                                               ; preds = %1
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %5, i32 1) #7, !dbg !102, !nosanitize !81
  br label %11, !dbg !102, !nosanitize !81

11:                                               ; preds = %10, %1
  store i32 %7, ptr @b, align 4, !dbg !103
  %12 = load i32, ptr @a, align 4, !dbg !104
  %13 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %12, i32 1), !dbg !105, !nosanitize !81
  %14 = extractvalue { i32, i1 } %13, 0, !dbg !105, !nosanitize !81
  %15 = extractvalue { i32, i1 } %13, 1, !dbg !105, !nosanitize !81
  %16 = xor i1 %15, true, !dbg !105, !nosanitize !81
  br i1 %16, label %18, label %17, !dbg !105, !prof !88, !nosanitize !81

17:                                               ; preds = %11
  call void @__ubsan_handle_add_overflow(ptr @4, i32 %12, i32 1) #7, !dbg !105, !nosanitize !81
  br label %18, !dbg !105, !nosanitize !81

18:                                               ; preds = %17, %11
  store i32 %14, ptr @a, align 4, !dbg !106
  %19 = call i32 @pthread_mutex_unlock(ptr noundef @m1) #7, !dbg !107
  %20 = call i32 @pthread_mutex_unlock(ptr noundef @m2) #7, !dbg !108
  ret ptr null, !dbg !109
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !110 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !113, !DIExpression(), !116)
    #dbg_declare(ptr %3, !117, !DIExpression(), !118)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @left, ptr noundef null) #7, !dbg !119
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @right, ptr noundef null) #7, !dbg !120
  %6 = load i32, ptr %2, align 4, !dbg !121
  %7 = call i32 @pthread_join(i32 noundef %6, ptr noundef null), !dbg !122
  %8 = load i32, ptr %3, align 4, !dbg !123
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !124
  %10 = load i32, ptr @a, align 4, !dbg !125
  %11 = icmp ne i32 %10, 2, !dbg !127
  br i1 %11, label %15, label %12, !dbg !128

12:                                               ; preds = %0
  %13 = load i32, ptr @b, align 4, !dbg !129
  %14 = icmp ne i32 %13, 2, !dbg !130
  br i1 %14, label %15, label %16, !dbg !131

15:                                               ; preds = %12, %0
  call void @reach_error(), !dbg !132
  br label %16, !dbg !132

16:                                               ; preds = %15, %12
  ret i32 0, !dbg !133
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i32 noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!64, !65, !66, !67, !68, !69, !70, !71}
!llvm.ident = !{!72}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "deadlock-not-error.c", directory: ".", checksumkind: CSK_MD5, checksum: "2134f714d7f944d49a9a44c5bbabb224")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 21)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "m1", scope: !19, file: !2, line: 13, type: !23, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21, !60, !62}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "m2", scope: !19, file: !2, line: 14, type: !23, isLocal: false, isDefinition: true)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !24, line: 72, baseType: !25)
!24 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!25 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !24, line: 67, size: 192, elements: !26)
!26 = !{!27, !54, !58}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !25, file: !24, line: 69, baseType: !28, size: 192)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !29, line: 22, size: 192, elements: !30)
!29 = !DIFile(filename: "/usr/include/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!30 = !{!31, !33, !35, !36, !37, !38}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !28, file: !29, line: 24, baseType: !32, size: 32)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !28, file: !29, line: 25, baseType: !34, size: 32, offset: 32)
!34 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !28, file: !29, line: 26, baseType: !32, size: 32, offset: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !28, file: !29, line: 32, baseType: !32, size: 32, offset: 96)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !28, file: !29, line: 39, baseType: !34, size: 32, offset: 128)
!38 = !DIDerivedType(tag: DW_TAG_member, scope: !28, file: !29, line: 40, baseType: !39, size: 32, offset: 160)
!39 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !28, file: !29, line: 40, size: 32, elements: !40)
!40 = !{!41, !47}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__elision_data", scope: !39, file: !29, line: 48, baseType: !42, size: 32)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !39, file: !29, line: 42, size: 32, elements: !43)
!43 = !{!44, !46}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__espins", scope: !42, file: !29, line: 44, baseType: !45, size: 16)
!45 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__eelision", scope: !42, file: !29, line: 45, baseType: !45, size: 16, offset: 16)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !39, file: !29, line: 49, baseType: !48, size: 32)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_slist_t", file: !49, line: 60, baseType: !50)
!49 = !DIFile(filename: "/usr/include/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!50 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_slist", file: !49, line: 57, size: 32, elements: !51)
!51 = !{!52}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !50, file: !49, line: 59, baseType: !53, size: 32)
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 32)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !25, file: !24, line: 70, baseType: !55, size: 192)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 24)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !25, file: !24, line: 71, baseType: !59, size: 32)
!59 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "a", scope: !19, file: !2, line: 15, type: !32, isLocal: false, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "b", scope: !19, file: !2, line: 15, type: !32, isLocal: false, isDefinition: true)
!64 = !{i32 1, !"NumRegisterParameters", i32 0}
!65 = !{i32 7, !"Dwarf Version", i32 5}
!66 = !{i32 2, !"Debug Info Version", i32 3}
!67 = !{i32 1, !"wchar_size", i32 4}
!68 = !{i32 8, !"PIC Level", i32 2}
!69 = !{i32 7, !"PIE Level", i32 2}
!70 = !{i32 7, !"uwtable", i32 2}
!71 = !{i32 7, !"frame-pointer", i32 2}
!72 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!73 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 9, type: !74, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !19)
!74 = !DISubroutineType(types: !75)
!75 = !{null}
!76 = !DILocation(line: 9, column: 22, scope: !73)
!77 = distinct !DISubprogram(name: "left", scope: !2, file: !2, line: 17, type: !78, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !81)
!78 = !DISubroutineType(types: !79)
!79 = !{!80, !80}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!81 = !{}
!82 = !DILocalVariable(name: "arg", arg: 1, scope: !77, file: !2, line: 17, type: !80)
!83 = !DILocation(line: 17, column: 18, scope: !77)
!84 = !DILocation(line: 18, column: 3, scope: !77)
!85 = !DILocation(line: 19, column: 3, scope: !77)
!86 = !DILocation(line: 20, column: 7, scope: !77)
!87 = !DILocation(line: 20, column: 9, scope: !77)
!88 = !{!"branch_weights", i32 1048575, i32 1}
!89 = !DILocation(line: 20, column: 5, scope: !77)
!90 = !DILocation(line: 21, column: 7, scope: !77)
!91 = !DILocation(line: 21, column: 9, scope: !77)
!92 = !DILocation(line: 21, column: 5, scope: !77)
!93 = !DILocation(line: 22, column: 3, scope: !77)
!94 = !DILocation(line: 23, column: 3, scope: !77)
!95 = !DILocation(line: 24, column: 3, scope: !77)
!96 = distinct !DISubprogram(name: "right", scope: !2, file: !2, line: 27, type: !78, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !81)
!97 = !DILocalVariable(name: "arg", arg: 1, scope: !96, file: !2, line: 27, type: !80)
!98 = !DILocation(line: 27, column: 19, scope: !96)
!99 = !DILocation(line: 28, column: 3, scope: !96)
!100 = !DILocation(line: 29, column: 3, scope: !96)
!101 = !DILocation(line: 30, column: 7, scope: !96)
!102 = !DILocation(line: 30, column: 9, scope: !96)
!103 = !DILocation(line: 30, column: 5, scope: !96)
!104 = !DILocation(line: 31, column: 7, scope: !96)
!105 = !DILocation(line: 31, column: 9, scope: !96)
!106 = !DILocation(line: 31, column: 5, scope: !96)
!107 = !DILocation(line: 32, column: 3, scope: !96)
!108 = !DILocation(line: 33, column: 3, scope: !96)
!109 = !DILocation(line: 34, column: 3, scope: !96)
!110 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 37, type: !111, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !81)
!111 = !DISubroutineType(types: !112)
!112 = !{!32}
!113 = !DILocalVariable(name: "t1", scope: !110, file: !2, line: 38, type: !114)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !24, line: 27, baseType: !115)
!115 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!116 = !DILocation(line: 38, column: 13, scope: !110)
!117 = !DILocalVariable(name: "t2", scope: !110, file: !2, line: 38, type: !114)
!118 = !DILocation(line: 38, column: 17, scope: !110)
!119 = !DILocation(line: 39, column: 3, scope: !110)
!120 = !DILocation(line: 40, column: 3, scope: !110)
!121 = !DILocation(line: 41, column: 16, scope: !110)
!122 = !DILocation(line: 41, column: 3, scope: !110)
!123 = !DILocation(line: 42, column: 16, scope: !110)
!124 = !DILocation(line: 42, column: 3, scope: !110)
!125 = !DILocation(line: 43, column: 7, scope: !126)
!126 = distinct !DILexicalBlock(scope: !110, file: !2, line: 43, column: 7)
!127 = !DILocation(line: 43, column: 9, scope: !126)
!128 = !DILocation(line: 43, column: 14, scope: !126)
!129 = !DILocation(line: 43, column: 17, scope: !126)
!130 = !DILocation(line: 43, column: 19, scope: !126)
!131 = !DILocation(line: 43, column: 7, scope: !110)
!132 = !DILocation(line: 44, column: 5, scope: !126)
!133 = !DILocation(line: 45, column: 3, scope: !110)
