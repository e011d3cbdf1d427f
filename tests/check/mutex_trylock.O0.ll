; ModuleID = 'mutex_trylock.c'
source_filename = "mutex_trylock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@counter = dso_local global i32 0, align 4, !dbg !37
@.str = private unnamed_addr constant [11 x i8] c"r == EBUSY\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [16 x i8] c"mutex_trylock.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16
@busy = dso_local global i32 0, align 4, !dbg !40
@.str.2 = private unnamed_addr constant [20 x i8] c"counter + busy == 2\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.3 = private unnamed_addr constant [13 x i8] c"counter >= 1\00", align 1, !dbg !32

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !81 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !86, !DIExpression(), !87)
    #dbg_declare(ptr %3, !88, !DIExpression(), !89)
  %4 = call i32 @pthread_mutex_trylock(ptr noundef @m) #4, !dbg !90
  store i32 %4, ptr %3, align 4, !dbg !89
  %5 = load i32, ptr %3, align 4, !dbg !91
  %6 = icmp eq i32 %5, 0, !dbg !93
  br i1 %6, label %7, label %11, !dbg !94

7:                                                ; preds = %1
  %8 = load i32, ptr @counter, align 4, !dbg !95
  %9 = add nsw i32 %8, 1, !dbg !95
  store i32 %9, ptr @counter, align 4, !dbg !95
  %10 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !97
  br label %21, !dbg !98

11:                                               ; preds = %1
  %12 = load i32, ptr %3, align 4, !dbg !99
  %13 = icmp eq i32 %12, 16, !dbg !99
  br i1 %13, label %14, label %15, !dbg !103

14:                                               ; preds = %11
  br label %16, !dbg !103

15:                                               ; preds = %11
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 17, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !99
  unreachable, !dbg !99

16:                                               ; preds = %14
  %17 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !104
  %18 = load i32, ptr @busy, align 4, !dbg !105
  %19 = add nsw i32 %18, 1, !dbg !105
  store i32 %19, ptr @busy, align 4, !dbg !105
  %20 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !106
  br label %21

21:                                               ; preds = %16, %7
  ret ptr null, !dbg !107
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_trylock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !108 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !111, !DIExpression(), !114)
    #dbg_declare(ptr %3, !115, !DIExpression(), !116)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !117
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !118
  %6 = load i64, ptr %2, align 8, !dbg !119
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !120
  %8 = load i64, ptr %3, align 8, !dbg !121
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !122
  %10 = load i32, ptr @counter, align 4, !dbg !123
  %11 = load i32, ptr @busy, align 4, !dbg !123
  %12 = add nsw i32 %10, %11, !dbg !123
  %13 = icmp eq i32 %12, 2, !dbg !123
  br i1 %13, label %14, label %15, !dbg !126

14:                                               ; preds = %0
  br label %16, !dbg !126

15:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 31, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !123
  unreachable, !dbg !123

16:                                               ; preds = %14
  %17 = load i32, ptr @counter, align 4, !dbg !127
  %18 = icmp sge i32 %17, 1, !dbg !127
  br i1 %18, label %19, label %20, !dbg !130

19:                                               ; preds = %16
  br label %21, !dbg !130

20:                                               ; preds = %16
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 32, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !127
  unreachable, !dbg !127

21:                                               ; preds = %19
  ret i32 0, !dbg !131
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!73, !74, !75, !76, !77, !78, !79}
!llvm.ident = !{!80}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 8, type: !42, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mutex_trylock.c", directory: ".", checksumkind: CSK_MD5, checksum: "9e27ccdaac7df708aad6fbb32038ea38")
!4 = !{!0, !5, !11, !16, !22, !27, !32, !37, !40}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 11)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 16)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 20)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 15)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 13)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 9, type: !39, isLocal: false, isDefinition: true)
!39 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "busy", scope: !2, file: !3, line: 9, type: !39, isLocal: false, isDefinition: true)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !43, line: 72, baseType: !44)
!43 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!44 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !43, line: 67, size: 320, elements: !45)
!45 = !{!46, !67, !71}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !44, file: !43, line: 69, baseType: !47, size: 320)
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !48, line: 22, size: 320, elements: !49)
!48 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!49 = !{!50, !51, !53, !54, !55, !56, !58, !59}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !47, file: !48, line: 24, baseType: !39, size: 32)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !47, file: !48, line: 25, baseType: !52, size: 32, offset: 32)
!52 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !47, file: !48, line: 26, baseType: !39, size: 32, offset: 64)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !47, file: !48, line: 28, baseType: !52, size: 32, offset: 96)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !47, file: !48, line: 32, baseType: !39, size: 32, offset: 128)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !47, file: !48, line: 34, baseType: !57, size: 16, offset: 160)
!57 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !47, file: !48, line: 35, baseType: !57, size: 16, offset: 176)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !47, file: !48, line: 36, baseType: !60, size: 128, offset: 192)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !61, line: 55, baseType: !62)
!61 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!62 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !61, line: 51, size: 128, elements: !63)
!63 = !{!64, !66}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !62, file: !61, line: 53, baseType: !65, size: 64)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !62, file: !61, line: 54, baseType: !65, size: 64, offset: 64)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !44, file: !43, line: 70, baseType: !68, size: 320)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 40)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !44, file: !43, line: 71, baseType: !72, size: 64)
!72 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!73 = !{i32 7, !"Dwarf Version", i32 5}
!74 = !{i32 2, !"Debug Info Version", i32 3}
!75 = !{i32 1, !"wchar_size", i32 4}
!76 = !{i32 8, !"PIC Level", i32 2}
!77 = !{i32 7, !"PIE Level", i32 2}
!78 = !{i32 7, !"uwtable", i32 2}
!79 = !{i32 7, !"frame-pointer", i32 2}
!80 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!81 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !82, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !85)
!82 = !DISubroutineType(types: !83)
!83 = !{!84, !84}
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!85 = !{}
!86 = !DILocalVariable(name: "arg", arg: 1, scope: !81, file: !3, line: 11, type: !84)
!87 = !DILocation(line: 11, column: 20, scope: !81)
!88 = !DILocalVariable(name: "r", scope: !81, file: !3, line: 12, type: !39)
!89 = !DILocation(line: 12, column: 7, scope: !81)
!90 = !DILocation(line: 12, column: 11, scope: !81)
!91 = !DILocation(line: 13, column: 7, scope: !92)
!92 = distinct !DILexicalBlock(scope: !81, file: !3, line: 13, column: 7)
!93 = !DILocation(line: 13, column: 9, scope: !92)
!94 = !DILocation(line: 13, column: 7, scope: !81)
!95 = !DILocation(line: 14, column: 12, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !3, line: 13, column: 15)
!97 = !DILocation(line: 15, column: 5, scope: !96)
!98 = !DILocation(line: 16, column: 3, scope: !96)
!99 = !DILocation(line: 17, column: 5, scope: !100)
!100 = distinct !DILexicalBlock(scope: !101, file: !3, line: 17, column: 5)
!101 = distinct !DILexicalBlock(scope: !102, file: !3, line: 17, column: 5)
!102 = distinct !DILexicalBlock(scope: !92, file: !3, line: 16, column: 10)
!103 = !DILocation(line: 17, column: 5, scope: !101)
!104 = !DILocation(line: 18, column: 5, scope: !102)
!105 = !DILocation(line: 19, column: 9, scope: !102)
!106 = !DILocation(line: 20, column: 5, scope: !102)
!107 = !DILocation(line: 22, column: 3, scope: !81)
!108 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !109, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !85)
!109 = !DISubroutineType(types: !110)
!110 = !{!39}
!111 = !DILocalVariable(name: "a", scope: !108, file: !3, line: 26, type: !112)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !43, line: 27, baseType: !113)
!113 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!114 = !DILocation(line: 26, column: 13, scope: !108)
!115 = !DILocalVariable(name: "b", scope: !108, file: !3, line: 26, type: !112)
!116 = !DILocation(line: 26, column: 16, scope: !108)
!117 = !DILocation(line: 27, column: 3, scope: !108)
!118 = !DILocation(line: 28, column: 3, scope: !108)
!119 = !DILocation(line: 29, column: 16, scope: !108)
!120 = !DILocation(line: 29, column: 3, scope: !108)
!121 = !DILocation(line: 30, column: 16, scope: !108)
!122 = !DILocation(line: 30, column: 3, scope: !108)
!123 = !DILocation(line: 31, column: 3, scope: !124)
!124 = distinct !DILexicalBlock(scope: !125, file: !3, line: 31, column: 3)
!125 = distinct !DILexicalBlock(scope: !108, file: !3, line: 31, column: 3)
!126 = !DILocation(line: 31, column: 3, scope: !125)
!127 = !DILocation(line: 32, column: 3, scope: !128)
!128 = distinct !DILexicalBlock(scope: !129, file: !3, line: 32, column: 3)
!129 = distinct !DILexicalBlock(scope: !108, file: !3, line: 32, column: 3)
!130 = !DILocation(line: 32, column: 3, scope: !129)
!131 = !DILocation(line: 33, column: 3, scope: !108)
