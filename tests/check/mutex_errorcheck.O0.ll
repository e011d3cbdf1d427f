; ModuleID = 'mutex_errorcheck.c'
source_filename = "mutex_errorcheck.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_mutexattr_t = type { i32 }

@locked = dso_local global i32 0, align 4, !dbg !0
@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !52
@.str = private unnamed_addr constant [34 x i8] c"pthread_mutex_unlock(&m) == EPERM\00", align 1, !dbg !18
@.str.1 = private unnamed_addr constant [19 x i8] c"mutex_errorcheck.c\00", align 1, !dbg !24
@__PRETTY_FUNCTION__.other = private unnamed_addr constant [20 x i8] c"void *other(void *)\00", align 1, !dbg !29
@.str.2 = private unnamed_addr constant [28 x i8] c"pthread_mutex_lock(&m) == 0\00", align 1, !dbg !35
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !40
@.str.3 = private unnamed_addr constant [34 x i8] c"pthread_mutex_lock(&m) == EDEADLK\00", align 1, !dbg !45
@.str.4 = private unnamed_addr constant [30 x i8] c"pthread_mutex_unlock(&m) == 0\00", align 1, !dbg !47

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @other(ptr noundef %0) #0 !dbg !93 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !98, !DIExpression(), !99)
  %3 = load i32, ptr @locked, align 4, !dbg !100
  %4 = icmp ne i32 %3, 0, !dbg !100
  br i1 %4, label %5, label %11, !dbg !102

5:                                                ; preds = %1
  %6 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !103
  %7 = icmp eq i32 %6, 1, !dbg !103
  br i1 %7, label %8, label %9, !dbg !106

8:                                                ; preds = %5
  br label %10, !dbg !106

9:                                                ; preds = %5
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 13, ptr noundef @__PRETTY_FUNCTION__.other) #5, !dbg !103
  unreachable, !dbg !103

10:                                               ; preds = %8
  br label %11, !dbg !107

11:                                               ; preds = %10, %1
  ret ptr null, !dbg !108
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !109 {
  %1 = alloca i32, align 4
  %2 = alloca %union.pthread_mutexattr_t, align 4
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !112, !DIExpression(), !121)
  %4 = call i32 @pthread_mutexattr_init(ptr noundef %2) #4, !dbg !122
  %5 = call i32 @pthread_mutexattr_settype(ptr noundef %2, i32 noundef 2) #4, !dbg !123
  %6 = call i32 @pthread_mutex_init(ptr noundef @m, ptr noundef %2) #4, !dbg !124
    #dbg_declare(ptr %3, !125, !DIExpression(), !128)
  %7 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @other, ptr noundef null) #4, !dbg !129
  %8 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !130
  %9 = icmp eq i32 %8, 0, !dbg !130
  br i1 %9, label %10, label %11, !dbg !133

10:                                               ; preds = %0
  br label %12, !dbg !133

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 24, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !130
  unreachable, !dbg !130

12:                                               ; preds = %10
  store i32 1, ptr @locked, align 4, !dbg !134
  %13 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !135
  %14 = icmp eq i32 %13, 35, !dbg !135
  br i1 %14, label %15, label %16, !dbg !138

15:                                               ; preds = %12
  br label %17, !dbg !138

16:                                               ; preds = %12
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 26, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !135
  unreachable, !dbg !135

17:                                               ; preds = %15
  %18 = load i64, ptr %3, align 8, !dbg !139
  %19 = call i32 @pthread_join(i64 noundef %18, ptr noundef null), !dbg !140
  store i32 0, ptr @locked, align 4, !dbg !141
  %20 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !142
  %21 = icmp eq i32 %20, 0, !dbg !142
  br i1 %21, label %22, label %23, !dbg !145

22:                                               ; preds = %17
  br label %24, !dbg !145

23:                                               ; preds = %17
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 29, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !142
  unreachable, !dbg !142

24:                                               ; preds = %22
  %25 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !146
  %26 = icmp eq i32 %25, 1, !dbg !146
  br i1 %26, label %27, label %28, !dbg !149

27:                                               ; preds = %24
  br label %29, !dbg !149

28:                                               ; preds = %24
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 30, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !146
  unreachable, !dbg !146

29:                                               ; preds = %27
  ret i32 0, !dbg !150
}

; Function Attrs: nounwind
declare i32 @pthread_mutexattr_init(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutexattr_settype(ptr noundef, i32 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_init(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!85, !86, !87, !88, !89, !90, !91}
!llvm.ident = !{!92}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "locked", scope: !2, file: !3, line: 9, type: !63, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mutex_errorcheck.c", directory: ".", checksumkind: CSK_MD5, checksum: "efef2e1d895aa4585c5e850dca4e7477")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 47, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14, !15, !16}
!9 = !DIEnumerator(name: "PTHREAD_MUTEX_TIMED_NP", value: 0)
!10 = !DIEnumerator(name: "PTHREAD_MUTEX_RECURSIVE_NP", value: 1)
!11 = !DIEnumerator(name: "PTHREAD_MUTEX_ERRORCHECK_NP", value: 2)
!12 = !DIEnumerator(name: "PTHREAD_MUTEX_ADAPTIVE_NP", value: 3)
!13 = !DIEnumerator(name: "PTHREAD_MUTEX_NORMAL", value: 0)
!14 = !DIEnumerator(name: "PTHREAD_MUTEX_RECURSIVE", value: 1)
!15 = !DIEnumerator(name: "PTHREAD_MUTEX_ERRORCHECK", value: 2)
!16 = !DIEnumerator(name: "PTHREAD_MUTEX_DEFAULT", value: 0)
!17 = !{!18, !24, !29, !35, !40, !45, !47, !52, !0}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 272, elements: !22)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{!23}
!23 = !DISubrange(count: 34)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 152, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 19)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 160, elements: !33)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!33 = !{!34}
!34 = !DISubrange(count: 20)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 224, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 28)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 120, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 15)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !20, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 240, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 30)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 8, type: !54, isLocal: false, isDefinition: true)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !55, line: 72, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!56 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !55, line: 67, size: 320, elements: !57)
!57 = !{!58, !79, !83}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !56, file: !55, line: 69, baseType: !59, size: 320)
!59 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !60, line: 22, size: 320, elements: !61)
!60 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!61 = !{!62, !64, !65, !66, !67, !68, !70, !71}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !59, file: !60, line: 24, baseType: !63, size: 32)
!63 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !59, file: !60, line: 25, baseType: !7, size: 32, offset: 32)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !59, file: !60, line: 26, baseType: !63, size: 32, offset: 64)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !59, file: !60, line: 28, baseType: !7, size: 32, offset: 96)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !59, file: !60, line: 32, baseType: !63, size: 32, offset: 128)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !59, file: !60, line: 34, baseType: !69, size: 16, offset: 160)
!69 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !59, file: !60, line: 35, baseType: !69, size: 16, offset: 176)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !59, file: !60, line: 36, baseType: !72, size: 128, offset: 192)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !73, line: 55, baseType: !74)
!73 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !73, line: 51, size: 128, elements: !75)
!75 = !{!76, !78}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !74, file: !73, line: 53, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !74, file: !73, line: 54, baseType: !77, size: 64, offset: 64)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !56, file: !55, line: 70, baseType: !80, size: 320)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 320, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 40)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !56, file: !55, line: 71, baseType: !84, size: 64)
!84 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!85 = !{i32 7, !"Dwarf Version", i32 5}
!86 = !{i32 2, !"Debug Info Version", i32 3}
!87 = !{i32 1, !"wchar_size", i32 4}
!88 = !{i32 8, !"PIC Level", i32 2}
!89 = !{i32 7, !"PIE Level", i32 2}
!90 = !{i32 7, !"uwtable", i32 2}
!91 = !{i32 7, !"frame-pointer", i32 2}
!92 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!93 = distinct !DISubprogram(name: "other", scope: !3, file: !3, line: 11, type: !94, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !97)
!94 = !DISubroutineType(types: !95)
!95 = !{!96, !96}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!97 = !{}
!98 = !DILocalVariable(name: "arg", arg: 1, scope: !93, file: !3, line: 11, type: !96)
!99 = !DILocation(line: 11, column: 19, scope: !93)
!100 = !DILocation(line: 12, column: 7, scope: !101)
!101 = distinct !DILexicalBlock(scope: !93, file: !3, line: 12, column: 7)
!102 = !DILocation(line: 12, column: 7, scope: !93)
!103 = !DILocation(line: 13, column: 5, scope: !104)
!104 = distinct !DILexicalBlock(scope: !105, file: !3, line: 13, column: 5)
!105 = distinct !DILexicalBlock(scope: !101, file: !3, line: 13, column: 5)
!106 = !DILocation(line: 13, column: 5, scope: !105)
!107 = !DILocation(line: 13, column: 5, scope: !101)
!108 = !DILocation(line: 14, column: 3, scope: !93)
!109 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !110, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !97)
!110 = !DISubroutineType(types: !111)
!111 = !{!63}
!112 = !DILocalVariable(name: "a", scope: !109, file: !3, line: 18, type: !113)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutexattr_t", file: !55, line: 36, baseType: !114)
!114 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !55, line: 32, size: 32, elements: !115)
!115 = !{!116, !120}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !114, file: !55, line: 34, baseType: !117, size: 32)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 32, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 4)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !114, file: !55, line: 35, baseType: !63, size: 32)
!121 = !DILocation(line: 18, column: 23, scope: !109)
!122 = !DILocation(line: 19, column: 3, scope: !109)
!123 = !DILocation(line: 20, column: 3, scope: !109)
!124 = !DILocation(line: 21, column: 3, scope: !109)
!125 = !DILocalVariable(name: "t", scope: !109, file: !3, line: 22, type: !126)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !55, line: 27, baseType: !127)
!127 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!128 = !DILocation(line: 22, column: 13, scope: !109)
!129 = !DILocation(line: 23, column: 3, scope: !109)
!130 = !DILocation(line: 24, column: 3, scope: !131)
!131 = distinct !DILexicalBlock(scope: !132, file: !3, line: 24, column: 3)
!132 = distinct !DILexicalBlock(scope: !109, file: !3, line: 24, column: 3)
!133 = !DILocation(line: 24, column: 3, scope: !132)
!134 = !DILocation(line: 25, column: 10, scope: !109)
!135 = !DILocation(line: 26, column: 3, scope: !136)
!136 = distinct !DILexicalBlock(scope: !137, file: !3, line: 26, column: 3)
!137 = distinct !DILexicalBlock(scope: !109, file: !3, line: 26, column: 3)
!138 = !DILocation(line: 26, column: 3, scope: !137)
!139 = !DILocation(line: 27, column: 16, scope: !109)
!140 = !DILocation(line: 27, column: 3, scope: !109)
!141 = !DILocation(line: 28, column: 10, scope: !109)
!142 = !DILocation(line: 29, column: 3, scope: !143)
!143 = distinct !DILexicalBlock(scope: !144, file: !3, line: 29, column: 3)
!144 = distinct !DILexicalBlock(scope: !109, file: !3, line: 29, column: 3)
!145 = !DILocation(line: 29, column: 3, scope: !144)
!146 = !DILocation(line: 30, column: 3, scope: !147)
!147 = distinct !DILexicalBlock(scope: !148, file: !3, line: 30, column: 3)
!148 = distinct !DILexicalBlock(scope: !109, file: !3, line: 30, column: 3)
!149 = !DILocation(line: 30, column: 3, scope: !148)
!150 = !DILocation(line: 31, column: 3, scope: !109)
