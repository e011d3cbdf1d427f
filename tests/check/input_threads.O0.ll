; ModuleID = 'input_threads.c'
source_filename = "input_threads.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@sum = dso_local global i32 0, align 4, !dbg !27
@big = dso_local global i32 0, align 4, !dbg !30
@.str = private unnamed_addr constant [9 x i8] c"sum <= 4\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [16 x i8] c"input_threads.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [21 x i8] c"big != 2 || sum == 4\00", align 1, !dbg !22

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !71 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !76, !DIExpression(), !77)
    #dbg_declare(ptr %3, !78, !DIExpression(), !79)
  %4 = call i32 @__VERIFIER_nondet_int(), !dbg !80
  store i32 %4, ptr %3, align 4, !dbg !79
  %5 = load i32, ptr %3, align 4, !dbg !81
  %6 = icmp sge i32 %5, 0, !dbg !82
  br i1 %6, label %7, label %10, !dbg !83

7:                                                ; preds = %1
  %8 = load i32, ptr %3, align 4, !dbg !84
  %9 = icmp sle i32 %8, 2, !dbg !85
  br label %10

10:                                               ; preds = %7, %1
  %11 = phi i1 [ false, %1 ], [ %9, %7 ], !dbg !86
  %12 = zext i1 %11 to i32, !dbg !83
  call void @__VERIFIER_assume(i32 noundef %12), !dbg !87
  %13 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !88
  %14 = load i32, ptr @sum, align 4, !dbg !89
  %15 = load i32, ptr %3, align 4, !dbg !90
  %16 = add nsw i32 %14, %15, !dbg !91
  store i32 %16, ptr @sum, align 4, !dbg !92
  %17 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !93
  %18 = load i32, ptr %3, align 4, !dbg !94
  %19 = icmp eq i32 %18, 2, !dbg !96
  br i1 %19, label %20, label %25, !dbg !97

20:                                               ; preds = %10
  %21 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !98
  %22 = load i32, ptr @big, align 4, !dbg !100
  %23 = add nsw i32 %22, 1, !dbg !101
  store i32 %23, ptr @big, align 4, !dbg !102
  %24 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !103
  br label %25, !dbg !104

25:                                               ; preds = %20, %10
  ret ptr null, !dbg !105
}

declare i32 @__VERIFIER_nondet_int() #1

declare void @__VERIFIER_assume(i32 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !106 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !109, !DIExpression(), !112)
    #dbg_declare(ptr %3, !113, !DIExpression(), !114)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !115
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !116
  %6 = load i64, ptr %2, align 8, !dbg !117
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !118
  %8 = load i64, ptr %3, align 8, !dbg !119
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !120
  %10 = load i32, ptr @sum, align 4, !dbg !121
  %11 = icmp sle i32 %10, 4, !dbg !121
  br i1 %11, label %12, label %13, !dbg !124

12:                                               ; preds = %0
  br label %14, !dbg !124

13:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 39, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !121
  unreachable, !dbg !121

14:                                               ; preds = %12
  %15 = load i32, ptr @big, align 4, !dbg !125
  %16 = icmp ne i32 %15, 2, !dbg !125
  br i1 %16, label %20, label %17, !dbg !125

17:                                               ; preds = %14
  %18 = load i32, ptr @sum, align 4, !dbg !125
  %19 = icmp eq i32 %18, 4, !dbg !125
  br i1 %19, label %20, label %21, !dbg !128

20:                                               ; preds = %17, %14
  br label %22, !dbg !128

21:                                               ; preds = %17
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 40, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !125
  unreachable, !dbg !125

22:                                               ; preds = %20
  ret i32 0, !dbg !129
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 17, type: !32, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "input_threads.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "c6afc42d8d5a4ef0d5d60f89658affd9")
!4 = !{!0, !5, !11, !16, !22, !27, !30}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 72, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 9)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 16)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 168, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 21)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "sum", scope: !2, file: !3, line: 15, type: !29, isLocal: false, isDefinition: true)
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "big", scope: !2, file: !3, line: 16, type: !29, isLocal: false, isDefinition: true)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !33, line: 72, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!34 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !33, line: 67, size: 320, elements: !35)
!35 = !{!36, !57, !61}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !34, file: !33, line: 69, baseType: !37, size: 320)
!37 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !38, line: 22, size: 320, elements: !39)
!38 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!39 = !{!40, !41, !43, !44, !45, !46, !48, !49}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !37, file: !38, line: 24, baseType: !29, size: 32)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !37, file: !38, line: 25, baseType: !42, size: 32, offset: 32)
!42 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !37, file: !38, line: 26, baseType: !29, size: 32, offset: 64)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !37, file: !38, line: 28, baseType: !42, size: 32, offset: 96)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !37, file: !38, line: 32, baseType: !29, size: 32, offset: 128)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !37, file: !38, line: 34, baseType: !47, size: 16, offset: 160)
!47 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !37, file: !38, line: 35, baseType: !47, size: 16, offset: 176)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !37, file: !38, line: 36, baseType: !50, size: 128, offset: 192)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !51, line: 55, baseType: !52)
!51 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !51, line: 51, size: 128, elements: !53)
!53 = !{!54, !56}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !52, file: !51, line: 53, baseType: !55, size: 64)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !52, file: !51, line: 54, baseType: !55, size: 64, offset: 64)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !34, file: !33, line: 70, baseType: !58, size: 320)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 40)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !34, file: !33, line: 71, baseType: !62, size: 64)
!62 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"frame-pointer", i32 2}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 19, type: !72, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !75)
!72 = !DISubroutineType(types: !73)
!73 = !{!74, !74}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!75 = !{}
!76 = !DILocalVariable(name: "arg", arg: 1, scope: !71, file: !3, line: 19, type: !74)
!77 = !DILocation(line: 19, column: 20, scope: !71)
!78 = !DILocalVariable(name: "x", scope: !71, file: !3, line: 20, type: !29)
!79 = !DILocation(line: 20, column: 7, scope: !71)
!80 = !DILocation(line: 20, column: 11, scope: !71)
!81 = !DILocation(line: 21, column: 21, scope: !71)
!82 = !DILocation(line: 21, column: 23, scope: !71)
!83 = !DILocation(line: 21, column: 28, scope: !71)
!84 = !DILocation(line: 21, column: 31, scope: !71)
!85 = !DILocation(line: 21, column: 33, scope: !71)
!86 = !DILocation(line: 0, scope: !71)
!87 = !DILocation(line: 21, column: 3, scope: !71)
!88 = !DILocation(line: 22, column: 3, scope: !71)
!89 = !DILocation(line: 23, column: 9, scope: !71)
!90 = !DILocation(line: 23, column: 15, scope: !71)
!91 = !DILocation(line: 23, column: 13, scope: !71)
!92 = !DILocation(line: 23, column: 7, scope: !71)
!93 = !DILocation(line: 24, column: 3, scope: !71)
!94 = !DILocation(line: 25, column: 7, scope: !95)
!95 = distinct !DILexicalBlock(scope: !71, file: !3, line: 25, column: 7)
!96 = !DILocation(line: 25, column: 9, scope: !95)
!97 = !DILocation(line: 25, column: 7, scope: !71)
!98 = !DILocation(line: 26, column: 5, scope: !99)
!99 = distinct !DILexicalBlock(scope: !95, file: !3, line: 25, column: 15)
!100 = !DILocation(line: 27, column: 11, scope: !99)
!101 = !DILocation(line: 27, column: 15, scope: !99)
!102 = !DILocation(line: 27, column: 9, scope: !99)
!103 = !DILocation(line: 28, column: 5, scope: !99)
!104 = !DILocation(line: 29, column: 3, scope: !99)
!105 = !DILocation(line: 30, column: 3, scope: !71)
!106 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !107, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !75)
!107 = !DISubroutineType(types: !108)
!108 = !{!29}
!109 = !DILocalVariable(name: "t1", scope: !106, file: !3, line: 34, type: !110)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !33, line: 27, baseType: !111)
!111 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!112 = !DILocation(line: 34, column: 13, scope: !106)
!113 = !DILocalVariable(name: "t2", scope: !106, file: !3, line: 34, type: !110)
!114 = !DILocation(line: 34, column: 17, scope: !106)
!115 = !DILocation(line: 35, column: 3, scope: !106)
!116 = !DILocation(line: 36, column: 3, scope: !106)
!117 = !DILocation(line: 37, column: 16, scope: !106)
!118 = !DILocation(line: 37, column: 3, scope: !106)
!119 = !DILocation(line: 38, column: 16, scope: !106)
!120 = !DILocation(line: 38, column: 3, scope: !106)
!121 = !DILocation(line: 39, column: 3, scope: !122)
!122 = distinct !DILexicalBlock(scope: !123, file: !3, line: 39, column: 3)
!123 = distinct !DILexicalBlock(scope: !106, file: !3, line: 39, column: 3)
!124 = !DILocation(line: 39, column: 3, scope: !123)
!125 = !DILocation(line: 40, column: 3, scope: !126)
!126 = distinct !DILexicalBlock(scope: !127, file: !3, line: 40, column: 3)
!127 = distinct !DILexicalBlock(scope: !106, file: !3, line: 40, column: 3)
!128 = !DILocation(line: 40, column: 3, scope: !127)
!129 = !DILocation(line: 41, column: 3, scope: !106)
