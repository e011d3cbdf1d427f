; ModuleID = 'mutex_recursive.c'
source_filename = "mutex_recursive.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_mutexattr_t = type { i32 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@counter = dso_local global i32 0, align 4, !dbg !35
@.str = private unnamed_addr constant [13 x i8] c"counter == 4\00", align 1, !dbg !18
@.str.1 = private unnamed_addr constant [18 x i8] c"mutex_recursive.c\00", align 1, !dbg !24
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !29

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @add(i32 noundef %0) #0 !dbg !76 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !80, !DIExpression(), !81)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !82
  %4 = load i32, ptr @counter, align 4, !dbg !83
  %5 = add nsw i32 %4, 1, !dbg !83
  store i32 %5, ptr @counter, align 4, !dbg !83
  %6 = load i32, ptr %2, align 4, !dbg !84
  %7 = icmp sgt i32 %6, 1, !dbg !86
  br i1 %7, label %8, label %11, !dbg !87

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4, !dbg !88
  %10 = sub nsw i32 %9, 1, !dbg !89
  call void @add(i32 noundef %10), !dbg !90
  br label %11, !dbg !90

11:                                               ; preds = %8, %1
  %12 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !91
  ret void, !dbg !92
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !93 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !97, !DIExpression(), !98)
  call void @add(i32 noundef 2), !dbg !99
  ret ptr null, !dbg !100
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !101 {
  %1 = alloca i32, align 4
  %2 = alloca %union.pthread_mutexattr_t, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !104, !DIExpression(), !113)
  %5 = call i32 @pthread_mutexattr_init(ptr noundef %2) #4, !dbg !114
  %6 = call i32 @pthread_mutexattr_settype(ptr noundef %2, i32 noundef 1) #4, !dbg !115
  %7 = call i32 @pthread_mutex_init(ptr noundef @m, ptr noundef %2) #4, !dbg !116
    #dbg_declare(ptr %3, !117, !DIExpression(), !120)
    #dbg_declare(ptr %4, !121, !DIExpression(), !122)
  %8 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !123
  %9 = call i32 @pthread_create(ptr noundef %4, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !124
  %10 = load i64, ptr %3, align 8, !dbg !125
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null), !dbg !126
  %12 = load i64, ptr %4, align 8, !dbg !127
  %13 = call i32 @pthread_join(i64 noundef %12, ptr noundef null), !dbg !128
  %14 = load i32, ptr @counter, align 4, !dbg !129
  %15 = icmp eq i32 %14, 4, !dbg !129
  br i1 %15, label %16, label %17, !dbg !132

16:                                               ; preds = %0
  br label %18, !dbg !132

17:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 33, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !129
  unreachable, !dbg !129

18:                                               ; preds = %16
  ret i32 0, !dbg !133
}

; Function Attrs: nounwind
declare i32 @pthread_mutexattr_init(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutexattr_settype(ptr noundef, i32 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_init(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!68, !69, !70, !71, !72, !73, !74}
!llvm.ident = !{!75}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 8, type: !38, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mutex_recursive.c", directory: ".", checksumkind: CSK_MD5, checksum: "850e6b30c247a5eabf7ae7b25ecb3e30")
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
!17 = !{!18, !24, !29, !35, !0}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 104, elements: !22)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{!23}
!23 = !DISubrange(count: 13)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 144, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 18)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 120, elements: !33)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!33 = !{!34}
!34 = !DISubrange(count: 15)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 7, type: !37, isLocal: false, isDefinition: true)
!37 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !39, line: 72, baseType: !40)
!39 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!40 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !39, line: 67, size: 320, elements: !41)
!41 = !{!42, !62, !66}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !40, file: !39, line: 69, baseType: !43, size: 320)
!43 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !44, line: 22, size: 320, elements: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!45 = !{!46, !47, !48, !49, !50, !51, !53, !54}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !43, file: !44, line: 24, baseType: !37, size: 32)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !43, file: !44, line: 25, baseType: !7, size: 32, offset: 32)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !43, file: !44, line: 26, baseType: !37, size: 32, offset: 64)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !43, file: !44, line: 28, baseType: !7, size: 32, offset: 96)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !43, file: !44, line: 32, baseType: !37, size: 32, offset: 128)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !43, file: !44, line: 34, baseType: !52, size: 16, offset: 160)
!52 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !43, file: !44, line: 35, baseType: !52, size: 16, offset: 176)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !43, file: !44, line: 36, baseType: !55, size: 128, offset: 192)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !56, line: 55, baseType: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!57 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !56, line: 51, size: 128, elements: !58)
!58 = !{!59, !61}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !57, file: !56, line: 53, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !57, file: !56, line: 54, baseType: !60, size: 64, offset: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !40, file: !39, line: 70, baseType: !63, size: 320)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 320, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 40)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !40, file: !39, line: 71, baseType: !67, size: 64)
!67 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!68 = !{i32 7, !"Dwarf Version", i32 5}
!69 = !{i32 2, !"Debug Info Version", i32 3}
!70 = !{i32 1, !"wchar_size", i32 4}
!71 = !{i32 8, !"PIC Level", i32 2}
!72 = !{i32 7, !"PIE Level", i32 2}
!73 = !{i32 7, !"uwtable", i32 2}
!74 = !{i32 7, !"frame-pointer", i32 2}
!75 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!76 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 10, type: !77, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !79)
!77 = !DISubroutineType(types: !78)
!78 = !{null, !37}
!79 = !{}
!80 = !DILocalVariable(name: "n", arg: 1, scope: !76, file: !3, line: 10, type: !37)
!81 = !DILocation(line: 10, column: 14, scope: !76)
!82 = !DILocation(line: 11, column: 3, scope: !76)
!83 = !DILocation(line: 12, column: 10, scope: !76)
!84 = !DILocation(line: 13, column: 7, scope: !85)
!85 = distinct !DILexicalBlock(scope: !76, file: !3, line: 13, column: 7)
!86 = !DILocation(line: 13, column: 9, scope: !85)
!87 = !DILocation(line: 13, column: 7, scope: !76)
!88 = !DILocation(line: 14, column: 9, scope: !85)
!89 = !DILocation(line: 14, column: 11, scope: !85)
!90 = !DILocation(line: 14, column: 5, scope: !85)
!91 = !DILocation(line: 15, column: 3, scope: !76)
!92 = !DILocation(line: 16, column: 1, scope: !76)
!93 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 18, type: !94, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !79)
!94 = !DISubroutineType(types: !95)
!95 = !{!96, !96}
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!97 = !DILocalVariable(name: "arg", arg: 1, scope: !93, file: !3, line: 18, type: !96)
!98 = !DILocation(line: 18, column: 20, scope: !93)
!99 = !DILocation(line: 19, column: 3, scope: !93)
!100 = !DILocation(line: 20, column: 3, scope: !93)
!101 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !102, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !79)
!102 = !DISubroutineType(types: !103)
!103 = !{!37}
!104 = !DILocalVariable(name: "a", scope: !101, file: !3, line: 24, type: !105)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutexattr_t", file: !39, line: 36, baseType: !106)
!106 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !39, line: 32, size: 32, elements: !107)
!107 = !{!108, !112}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !106, file: !39, line: 34, baseType: !109, size: 32)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 32, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 4)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !106, file: !39, line: 35, baseType: !37, size: 32)
!113 = !DILocation(line: 24, column: 23, scope: !101)
!114 = !DILocation(line: 25, column: 3, scope: !101)
!115 = !DILocation(line: 26, column: 3, scope: !101)
!116 = !DILocation(line: 27, column: 3, scope: !101)
!117 = !DILocalVariable(name: "t1", scope: !101, file: !3, line: 28, type: !118)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !39, line: 27, baseType: !119)
!119 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!120 = !DILocation(line: 28, column: 13, scope: !101)
!121 = !DILocalVariable(name: "t2", scope: !101, file: !3, line: 28, type: !118)
!122 = !DILocation(line: 28, column: 17, scope: !101)
!123 = !DILocation(line: 29, column: 3, scope: !101)
!124 = !DILocation(line: 30, column: 3, scope: !101)
!125 = !DILocation(line: 31, column: 16, scope: !101)
!126 = !DILocation(line: 31, column: 3, scope: !101)
!127 = !DILocation(line: 32, column: 16, scope: !101)
!128 = !DILocation(line: 32, column: 3, scope: !101)
!129 = !DILocation(line: 33, column: 3, scope: !130)
!130 = distinct !DILexicalBlock(scope: !131, file: !3, line: 33, column: 3)
!131 = distinct !DILexicalBlock(scope: !101, file: !3, line: 33, column: 3)
!132 = !DILocation(line: 33, column: 3, scope: !131)
!133 = !DILocation(line: 34, column: 3, scope: !101)
