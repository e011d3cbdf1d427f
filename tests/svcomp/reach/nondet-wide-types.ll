; ModuleID = 'nondet-wide-types.c'
source_filename = "nondet-wide-types.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [20 x i8] c"nondet-wide-types.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@0 = private unnamed_addr constant { i16, i16, [7 x i8] } { i16 0, i16 13, [7 x i8] c"'long'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 47, i32 16 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !29 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 9, ptr noundef @.str.2) #6, !dbg !32
  unreachable, !dbg !32
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @thread(ptr noundef %0) #0 !dbg !33 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !38, !DIExpression(), !39)
  call void @check_short(), !dbg !40
  call void @check_int(), !dbg !41
  call void @check_long(), !dbg !42
  call void @check_pointer(), !dbg !43
  ret ptr null, !dbg !44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_short() #0 !dbg !45 {
  %1 = alloca i32, align 4
    #dbg_declare(ptr %1, !46, !DIExpression(), !48)
  %2 = call signext i16 @__VERIFIER_nondet_short(), !dbg !49
  %3 = sext i16 %2 to i32, !dbg !49
  store i32 %3, ptr %1, align 4, !dbg !48
  %4 = load i32, ptr %1, align 4, !dbg !50
  %5 = icmp slt i32 %4, -32768, !dbg !52
  br i1 %5, label %9, label %6, !dbg !53

6:                                                ; preds = %0
  %7 = load i32, ptr %1, align 4, !dbg !54
  %8 = icmp sgt i32 %7, 32767, !dbg !55
  br i1 %8, label %9, label %10, !dbg !56

9:                                                ; preds = %6, %0
  call void @reach_error(), !dbg !57
  br label %10, !dbg !57

10:                                               ; preds = %9, %6
  ret void, !dbg !58
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_int() #0 !dbg !59 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
    #dbg_declare(ptr %1, !60, !DIExpression(), !61)
  %3 = call i32 @__VERIFIER_nondet_int(), !dbg !62
  store i32 %3, ptr %1, align 4, !dbg !61
    #dbg_declare(ptr %2, !63, !DIExpression(), !65)
  %4 = load i32, ptr %1, align 4, !dbg !66
  %5 = sext i32 %4 to i64, !dbg !66
  store i64 %5, ptr %2, align 8, !dbg !65
  %6 = load i64, ptr %2, align 8, !dbg !67
  %7 = icmp slt i64 %6, -2147483648, !dbg !69
  br i1 %7, label %11, label %8, !dbg !70

8:                                                ; preds = %0
  %9 = load i64, ptr %2, align 8, !dbg !71
  %10 = icmp sgt i64 %9, 2147483647, !dbg !72
  br i1 %10, label %11, label %12, !dbg !73

11:                                               ; preds = %8, %0
  call void @reach_error(), !dbg !74
  br label %12, !dbg !74

12:                                               ; preds = %11, %8
  ret void, !dbg !75
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_long() #0 !dbg !76 {
  %1 = alloca i64, align 8
    #dbg_declare(ptr %1, !77, !DIExpression(), !79)
  %2 = call i64 @__VERIFIER_nondet_long(), !dbg !80
  store i64 %2, ptr %1, align 8, !dbg !79
  %3 = load i64, ptr %1, align 8, !dbg !81
  %4 = icmp sgt i64 %3, 0, !dbg !83
  br i1 %4, label %5, label %15, !dbg !84

5:                                                ; preds = %0
  %6 = load i64, ptr %1, align 8, !dbg !85
  %7 = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 0, i64 %6), !dbg !86, !nosanitize !37
  %8 = extractvalue { i64, i1 } %7, 0, !dbg !86, !nosanitize !37
  %9 = extractvalue { i64, i1 } %7, 1, !dbg !86, !nosanitize !37
  %10 = xor i1 %9, true, !dbg !86, !nosanitize !37
  br i1 %10, label %12, label %11, !dbg !86, !prof !87, !nosanitize !37

11:                                               ; preds = %5
  call void @__ubsan_handle_negate_overflow(ptr @1, i64 %6) #7, !dbg !86, !nosanitize !37
  br label %12, !dbg !86, !nosanitize !37

12:                                               ; preds = %11, %5
  %13 = icmp sge i64 %8, 0, !dbg !88
  br i1 %13, label %14, label %15, !dbg !89

14:                                               ; preds = %12
  call void @reach_error(), !dbg !90
  br label %15, !dbg !90

15:                                               ; preds = %14, %12, %0
  ret void, !dbg !91
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_pointer() #0 !dbg !92 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
    #dbg_declare(ptr %1, !93, !DIExpression(), !94)
  %3 = call ptr @__VERIFIER_nondet_pointer(), !dbg !95
  store ptr %3, ptr %1, align 8, !dbg !94
    #dbg_declare(ptr %2, !96, !DIExpression(), !97)
  %4 = load ptr, ptr %1, align 8, !dbg !98
  store ptr %4, ptr %2, align 8, !dbg !97
  %5 = load ptr, ptr %2, align 8, !dbg !99
  %6 = load ptr, ptr %1, align 8, !dbg !101
  %7 = icmp ne ptr %5, %6, !dbg !102
  br i1 %7, label %8, label %9, !dbg !103

8:                                                ; preds = %0
  call void @reach_error(), !dbg !104
  br label %9, !dbg !104

9:                                                ; preds = %8, %0
  ret void, !dbg !105
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !106 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !109, !DIExpression(), !112)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @thread, ptr noundef null) #7, !dbg !113
  call void @check_ushort(), !dbg !114
  call void @check_uint(), !dbg !115
  call void @check_ulong(), !dbg !116
  %4 = load i64, ptr %2, align 8, !dbg !117
  %5 = call i32 @pthread_join(i64 noundef %4, ptr noundef null), !dbg !118
  ret i32 0, !dbg !119
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_ushort() #0 !dbg !120 {
  %1 = alloca i32, align 4
    #dbg_declare(ptr %1, !121, !DIExpression(), !122)
  %2 = call zeroext i16 @__VERIFIER_nondet_ushort(), !dbg !123
  %3 = zext i16 %2 to i32, !dbg !123
  store i32 %3, ptr %1, align 4, !dbg !122
  %4 = load i32, ptr %1, align 4, !dbg !124
  %5 = icmp slt i32 %4, 0, !dbg !126
  br i1 %5, label %9, label %6, !dbg !127

6:                                                ; preds = %0
  %7 = load i32, ptr %1, align 4, !dbg !128
  %8 = icmp sgt i32 %7, 65535, !dbg !129
  br i1 %8, label %9, label %10, !dbg !130

9:                                                ; preds = %6, %0
  call void @reach_error(), !dbg !131
  br label %10, !dbg !131

10:                                               ; preds = %9, %6
  ret void, !dbg !132
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_uint() #0 !dbg !133 {
  %1 = alloca i32, align 4
    #dbg_declare(ptr %1, !134, !DIExpression(), !136)
  %2 = call i32 @__VERIFIER_nondet_uint(), !dbg !137
  store i32 %2, ptr %1, align 4, !dbg !136
  %3 = load i32, ptr %1, align 4, !dbg !138
  %4 = udiv i32 %3, 2, !dbg !140
  %5 = icmp ugt i32 %4, 2147483647, !dbg !141
  br i1 %5, label %6, label %7, !dbg !142

6:                                                ; preds = %0
  call void @reach_error(), !dbg !143
  br label %7, !dbg !143

7:                                                ; preds = %6, %0
  ret void, !dbg !144
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_ulong() #0 !dbg !145 {
  %1 = alloca i64, align 8
    #dbg_declare(ptr %1, !146, !DIExpression(), !147)
  %2 = call i64 @__VERIFIER_nondet_ulong(), !dbg !148
  store i64 %2, ptr %1, align 8, !dbg !147
  %3 = load i64, ptr %1, align 8, !dbg !149
  %4 = add i64 %3, 1, !dbg !151
  %5 = icmp eq i64 %4, 0, !dbg !152
  br i1 %5, label %6, label %10, !dbg !153

6:                                                ; preds = %0
  %7 = load i64, ptr %1, align 8, !dbg !154
  %8 = icmp ne i64 %7, -1, !dbg !155
  br i1 %8, label %9, label %10, !dbg !156

9:                                                ; preds = %6
  call void @reach_error(), !dbg !157
  br label %10, !dbg !157

10:                                               ; preds = %9, %6, %0
  ret void, !dbg !158
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

declare signext i16 @__VERIFIER_nondet_short() #3

declare i32 @__VERIFIER_nondet_int() #3

declare i64 @__VERIFIER_nondet_long() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.ssub.with.overflow.i64(i64, i64) #4

; Function Attrs: uwtable
declare void @__ubsan_handle_negate_overflow(ptr, i64) #5

declare ptr @__VERIFIER_nondet_pointer() #3

declare zeroext i16 @__VERIFIER_nondet_ushort() #3

declare i32 @__VERIFIER_nondet_uint() #3

declare i64 @__VERIFIER_nondet_ulong() #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { uwtable }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "nondet-wide-types.c", directory: ".", checksumkind: CSK_MD5, checksum: "bd71f546e37085b36d7a2af5ef71d535")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !18, globals: !20, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19}
!19 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!20 = !{!0, !7, !12}
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 8, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 2}
!27 = !{i32 7, !"frame-pointer", i32 2}
!28 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!29 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 9, type: !30, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !17)
!30 = !DISubroutineType(types: !31)
!31 = !{null}
!32 = !DILocation(line: 9, column: 22, scope: !29)
!33 = distinct !DISubprogram(name: "thread", scope: !2, file: !2, line: 64, type: !34, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !17, retainedNodes: !37)
!34 = !DISubroutineType(types: !35)
!35 = !{!36, !36}
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!37 = !{}
!38 = !DILocalVariable(name: "arg", arg: 1, scope: !33, file: !2, line: 64, type: !36)
!39 = !DILocation(line: 64, column: 20, scope: !33)
!40 = !DILocation(line: 65, column: 3, scope: !33)
!41 = !DILocation(line: 66, column: 3, scope: !33)
!42 = !DILocation(line: 67, column: 3, scope: !33)
!43 = !DILocation(line: 68, column: 3, scope: !33)
!44 = !DILocation(line: 69, column: 3, scope: !33)
!45 = distinct !DISubprogram(name: "check_short", scope: !2, file: !2, line: 20, type: !30, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !17, retainedNodes: !37)
!46 = !DILocalVariable(name: "v", scope: !45, file: !2, line: 21, type: !47)
!47 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!48 = !DILocation(line: 21, column: 7, scope: !45)
!49 = !DILocation(line: 21, column: 11, scope: !45)
!50 = !DILocation(line: 22, column: 7, scope: !51)
!51 = distinct !DILexicalBlock(scope: !45, file: !2, line: 22, column: 7)
!52 = !DILocation(line: 22, column: 9, scope: !51)
!53 = !DILocation(line: 22, column: 18, scope: !51)
!54 = !DILocation(line: 22, column: 21, scope: !51)
!55 = !DILocation(line: 22, column: 23, scope: !51)
!56 = !DILocation(line: 22, column: 7, scope: !45)
!57 = !DILocation(line: 23, column: 5, scope: !51)
!58 = !DILocation(line: 24, column: 1, scope: !45)
!59 = distinct !DISubprogram(name: "check_int", scope: !2, file: !2, line: 32, type: !30, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !17, retainedNodes: !37)
!60 = !DILocalVariable(name: "x", scope: !59, file: !2, line: 33, type: !47)
!61 = !DILocation(line: 33, column: 7, scope: !59)
!62 = !DILocation(line: 33, column: 11, scope: !59)
!63 = !DILocalVariable(name: "v", scope: !59, file: !2, line: 34, type: !64)
!64 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!65 = !DILocation(line: 34, column: 13, scope: !59)
!66 = !DILocation(line: 34, column: 17, scope: !59)
!67 = !DILocation(line: 35, column: 7, scope: !68)
!68 = distinct !DILexicalBlock(scope: !59, file: !2, line: 35, column: 7)
!69 = !DILocation(line: 35, column: 9, scope: !68)
!70 = !DILocation(line: 35, column: 25, scope: !68)
!71 = !DILocation(line: 35, column: 28, scope: !68)
!72 = !DILocation(line: 35, column: 30, scope: !68)
!73 = !DILocation(line: 35, column: 7, scope: !59)
!74 = !DILocation(line: 36, column: 5, scope: !68)
!75 = !DILocation(line: 37, column: 1, scope: !59)
!76 = distinct !DISubprogram(name: "check_long", scope: !2, file: !2, line: 45, type: !30, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !17, retainedNodes: !37)
!77 = !DILocalVariable(name: "l", scope: !76, file: !2, line: 46, type: !78)
!78 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!79 = !DILocation(line: 46, column: 8, scope: !76)
!80 = !DILocation(line: 46, column: 12, scope: !76)
!81 = !DILocation(line: 47, column: 7, scope: !82)
!82 = distinct !DILexicalBlock(scope: !76, file: !2, line: 47, column: 7)
!83 = !DILocation(line: 47, column: 9, scope: !82)
!84 = !DILocation(line: 47, column: 13, scope: !82)
!85 = !DILocation(line: 47, column: 17, scope: !82)
!86 = !DILocation(line: 47, column: 16, scope: !82)
!87 = !{!"branch_weights", i32 1048575, i32 1}
!88 = !DILocation(line: 47, column: 19, scope: !82)
!89 = !DILocation(line: 47, column: 7, scope: !76)
!90 = !DILocation(line: 48, column: 5, scope: !82)
!91 = !DILocation(line: 49, column: 1, scope: !76)
!92 = distinct !DISubprogram(name: "check_pointer", scope: !2, file: !2, line: 57, type: !30, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !17, retainedNodes: !37)
!93 = !DILocalVariable(name: "p", scope: !92, file: !2, line: 58, type: !36)
!94 = !DILocation(line: 58, column: 9, scope: !92)
!95 = !DILocation(line: 58, column: 13, scope: !92)
!96 = !DILocalVariable(name: "q", scope: !92, file: !2, line: 59, type: !36)
!97 = !DILocation(line: 59, column: 9, scope: !92)
!98 = !DILocation(line: 59, column: 13, scope: !92)
!99 = !DILocation(line: 60, column: 7, scope: !100)
!100 = distinct !DILexicalBlock(scope: !92, file: !2, line: 60, column: 7)
!101 = !DILocation(line: 60, column: 12, scope: !100)
!102 = !DILocation(line: 60, column: 9, scope: !100)
!103 = !DILocation(line: 60, column: 7, scope: !92)
!104 = !DILocation(line: 61, column: 5, scope: !100)
!105 = !DILocation(line: 62, column: 1, scope: !92)
!106 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 72, type: !107, scopeLine: 72, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !17, retainedNodes: !37)
!107 = !DISubroutineType(types: !108)
!108 = !{!47}
!109 = !DILocalVariable(name: "t", scope: !106, file: !2, line: 73, type: !110)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !111, line: 27, baseType: !19)
!111 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!112 = !DILocation(line: 73, column: 13, scope: !106)
!113 = !DILocation(line: 74, column: 3, scope: !106)
!114 = !DILocation(line: 75, column: 3, scope: !106)
!115 = !DILocation(line: 76, column: 3, scope: !106)
!116 = !DILocation(line: 77, column: 3, scope: !106)
!117 = !DILocation(line: 78, column: 16, scope: !106)
!118 = !DILocation(line: 78, column: 3, scope: !106)
!119 = !DILocation(line: 79, column: 3, scope: !106)
!120 = distinct !DISubprogram(name: "check_ushort", scope: !2, file: !2, line: 26, type: !30, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !17, retainedNodes: !37)
!121 = !DILocalVariable(name: "v", scope: !120, file: !2, line: 27, type: !47)
!122 = !DILocation(line: 27, column: 7, scope: !120)
!123 = !DILocation(line: 27, column: 11, scope: !120)
!124 = !DILocation(line: 28, column: 7, scope: !125)
!125 = distinct !DILexicalBlock(scope: !120, file: !2, line: 28, column: 7)
!126 = !DILocation(line: 28, column: 9, scope: !125)
!127 = !DILocation(line: 28, column: 13, scope: !125)
!128 = !DILocation(line: 28, column: 16, scope: !125)
!129 = !DILocation(line: 28, column: 18, scope: !125)
!130 = !DILocation(line: 28, column: 7, scope: !120)
!131 = !DILocation(line: 29, column: 5, scope: !125)
!132 = !DILocation(line: 30, column: 1, scope: !120)
!133 = distinct !DISubprogram(name: "check_uint", scope: !2, file: !2, line: 39, type: !30, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !17, retainedNodes: !37)
!134 = !DILocalVariable(name: "u", scope: !133, file: !2, line: 40, type: !135)
!135 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!136 = !DILocation(line: 40, column: 16, scope: !133)
!137 = !DILocation(line: 40, column: 20, scope: !133)
!138 = !DILocation(line: 41, column: 7, scope: !139)
!139 = distinct !DILexicalBlock(scope: !133, file: !2, line: 41, column: 7)
!140 = !DILocation(line: 41, column: 9, scope: !139)
!141 = !DILocation(line: 41, column: 13, scope: !139)
!142 = !DILocation(line: 41, column: 7, scope: !133)
!143 = !DILocation(line: 42, column: 5, scope: !139)
!144 = !DILocation(line: 43, column: 1, scope: !133)
!145 = distinct !DISubprogram(name: "check_ulong", scope: !2, file: !2, line: 51, type: !30, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !17, retainedNodes: !37)
!146 = !DILocalVariable(name: "ul", scope: !145, file: !2, line: 52, type: !19)
!147 = !DILocation(line: 52, column: 17, scope: !145)
!148 = !DILocation(line: 52, column: 22, scope: !145)
!149 = !DILocation(line: 53, column: 7, scope: !150)
!150 = distinct !DILexicalBlock(scope: !145, file: !2, line: 53, column: 7)
!151 = !DILocation(line: 53, column: 10, scope: !150)
!152 = !DILocation(line: 53, column: 14, scope: !150)
!153 = !DILocation(line: 53, column: 19, scope: !150)
!154 = !DILocation(line: 53, column: 22, scope: !150)
!155 = !DILocation(line: 53, column: 25, scope: !150)
!156 = !DILocation(line: 53, column: 7, scope: !145)
!157 = !DILocation(line: 54, column: 5, scope: !150)
!158 = !DILocation(line: 55, column: 1, scope: !145)
