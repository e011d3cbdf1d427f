; ModuleID = 'cond_if.c'
source_filename = "cond_if.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@nonempty = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !5
@count = dso_local global i32 0, align 4, !dbg !57
@.str = private unnamed_addr constant [10 x i8] c"count > 0\00", align 1, !dbg !44
@.str.1 = private unnamed_addr constant [10 x i8] c"cond_if.c\00", align 1, !dbg !49
@__PRETTY_FUNCTION__.consumer = private unnamed_addr constant [23 x i8] c"void *consumer(void *)\00", align 1, !dbg !51

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @consumer(ptr noundef %0) #0 !dbg !96 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !101, !DIExpression(), !102)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !103
  %4 = load i32, ptr @count, align 4, !dbg !104
  %5 = icmp eq i32 %4, 0, !dbg !106
  br i1 %5, label %6, label %8, !dbg !107

6:                                                ; preds = %1
  %7 = call i32 @pthread_cond_wait(ptr noundef @nonempty, ptr noundef @m), !dbg !108
  br label %8, !dbg !108

8:                                                ; preds = %6, %1
  %9 = load i32, ptr @count, align 4, !dbg !109
  %10 = icmp sgt i32 %9, 0, !dbg !109
  br i1 %10, label %11, label %12, !dbg !112

11:                                               ; preds = %8
  br label %13, !dbg !112

12:                                               ; preds = %8
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 15, ptr noundef @__PRETTY_FUNCTION__.consumer) #5, !dbg !109
  unreachable, !dbg !109

13:                                               ; preds = %11
  %14 = load i32, ptr @count, align 4, !dbg !113
  %15 = add nsw i32 %14, -1, !dbg !113
  store i32 %15, ptr @count, align 4, !dbg !113
  %16 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !114
  ret ptr null, !dbg !115
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @producer(ptr noundef %0) #0 !dbg !116 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !117, !DIExpression(), !118)
    #dbg_declare(ptr %3, !119, !DIExpression(), !121)
  store i32 0, ptr %3, align 4, !dbg !121
  br label %4, !dbg !122

4:                                                ; preds = %13, %1
  %5 = load i32, ptr %3, align 4, !dbg !123
  %6 = icmp slt i32 %5, 2, !dbg !125
  br i1 %6, label %7, label %16, !dbg !126

7:                                                ; preds = %4
  %8 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !127
  %9 = load i32, ptr @count, align 4, !dbg !129
  %10 = add nsw i32 %9, 1, !dbg !129
  store i32 %10, ptr @count, align 4, !dbg !129
  %11 = call i32 @pthread_cond_signal(ptr noundef @nonempty) #4, !dbg !130
  %12 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !131
  br label %13, !dbg !132

13:                                               ; preds = %7
  %14 = load i32, ptr %3, align 4, !dbg !133
  %15 = add nsw i32 %14, 1, !dbg !133
  store i32 %15, ptr %3, align 4, !dbg !133
  br label %4, !dbg !134, !llvm.loop !135

16:                                               ; preds = %4
  ret ptr null, !dbg !138
}

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !139 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !142, !DIExpression(), !145)
    #dbg_declare(ptr %3, !146, !DIExpression(), !147)
    #dbg_declare(ptr %4, !148, !DIExpression(), !149)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @consumer, ptr noundef null) #4, !dbg !150
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @consumer, ptr noundef null) #4, !dbg !151
  %7 = call i32 @pthread_create(ptr noundef %4, ptr noundef null, ptr noundef @producer, ptr noundef null) #4, !dbg !152
  %8 = load i64, ptr %2, align 8, !dbg !153
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !154
  %10 = load i64, ptr %3, align 8, !dbg !155
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null), !dbg !156
  %12 = load i64, ptr %4, align 8, !dbg !157
  %13 = call i32 @pthread_join(i64 noundef %12, ptr noundef null), !dbg !158
  ret i32 0, !dbg !159
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!88, !89, !90, !91, !92, !93, !94}
!llvm.ident = !{!95}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 7, type: !60, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cond_if.c", directory: ".", checksumkind: CSK_MD5, checksum: "5b07a2be7a5ca666234b1ae8495ac8af")
!4 = !{!0, !5, !44, !49, !51, !57}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "nonempty", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !8, line: 80, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!9 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 75, size: 384, elements: !10)
!10 = !{!11, !37, !42}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !9, file: !8, line: 77, baseType: !12, size: 384)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !13, line: 94, size: 384, elements: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!14 = !{!15, !28, !29, !33, !34, !35, !36}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !12, file: !13, line: 96, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !17, line: 33, baseType: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: ".", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!18 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !17, line: 25, size: 64, elements: !19)
!19 = !{!20, !22}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !18, file: !17, line: 27, baseType: !21, size: 64)
!21 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !18, file: !17, line: 32, baseType: !23, size: 64)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !18, file: !17, line: 28, size: 64, elements: !24)
!24 = !{!25, !27}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !23, file: !17, line: 30, baseType: !26, size: 32)
!26 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !23, file: !17, line: 31, baseType: !26, size: 32, offset: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !12, file: !13, line: 97, baseType: !16, size: 64, offset: 64)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !12, file: !13, line: 98, baseType: !30, size: 64, offset: 128)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 64, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 2)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !12, file: !13, line: 99, baseType: !30, size: 64, offset: 192)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !12, file: !13, line: 100, baseType: !26, size: 32, offset: 256)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !12, file: !13, line: 101, baseType: !26, size: 32, offset: 288)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !12, file: !13, line: 102, baseType: !30, size: 64, offset: 320)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !9, file: !8, line: 78, baseType: !38, size: 384)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 384, elements: !40)
!39 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!40 = !{!41}
!41 = !DISubrange(count: 48)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !9, file: !8, line: 79, baseType: !43, size: 64)
!43 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 80, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 10)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !46, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 184, elements: !55)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!55 = !{!56}
!56 = !DISubrange(count: 23)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 9, type: !59, isLocal: false, isDefinition: true)
!59 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !62)
!62 = !{!63, !82, !86}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !61, file: !8, line: 69, baseType: !64, size: 320)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !65, line: 22, size: 320, elements: !66)
!65 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!66 = !{!67, !68, !69, !70, !71, !72, !74, !75}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !64, file: !65, line: 24, baseType: !59, size: 32)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !64, file: !65, line: 25, baseType: !26, size: 32, offset: 32)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !64, file: !65, line: 26, baseType: !59, size: 32, offset: 64)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !64, file: !65, line: 28, baseType: !26, size: 32, offset: 96)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !64, file: !65, line: 32, baseType: !59, size: 32, offset: 128)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !64, file: !65, line: 34, baseType: !73, size: 16, offset: 160)
!73 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !64, file: !65, line: 35, baseType: !73, size: 16, offset: 176)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !64, file: !65, line: 36, baseType: !76, size: 128, offset: 192)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !13, line: 55, baseType: !77)
!77 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !13, line: 51, size: 128, elements: !78)
!78 = !{!79, !81}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !77, file: !13, line: 53, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !77, file: !13, line: 54, baseType: !80, size: 64, offset: 64)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !61, file: !8, line: 70, baseType: !83, size: 320)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 40)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !61, file: !8, line: 71, baseType: !87, size: 64)
!87 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!88 = !{i32 7, !"Dwarf Version", i32 5}
!89 = !{i32 2, !"Debug Info Version", i32 3}
!90 = !{i32 1, !"wchar_size", i32 4}
!91 = !{i32 8, !"PIC Level", i32 2}
!92 = !{i32 7, !"PIE Level", i32 2}
!93 = !{i32 7, !"uwtable", i32 2}
!94 = !{i32 7, !"frame-pointer", i32 2}
!95 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!96 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 11, type: !97, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !100)
!97 = !DISubroutineType(types: !98)
!98 = !{!99, !99}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!100 = !{}
!101 = !DILocalVariable(name: "arg", arg: 1, scope: !96, file: !3, line: 11, type: !99)
!102 = !DILocation(line: 11, column: 22, scope: !96)
!103 = !DILocation(line: 12, column: 3, scope: !96)
!104 = !DILocation(line: 13, column: 7, scope: !105)
!105 = distinct !DILexicalBlock(scope: !96, file: !3, line: 13, column: 7)
!106 = !DILocation(line: 13, column: 13, scope: !105)
!107 = !DILocation(line: 13, column: 7, scope: !96)
!108 = !DILocation(line: 14, column: 5, scope: !105)
!109 = !DILocation(line: 15, column: 3, scope: !110)
!110 = distinct !DILexicalBlock(scope: !111, file: !3, line: 15, column: 3)
!111 = distinct !DILexicalBlock(scope: !96, file: !3, line: 15, column: 3)
!112 = !DILocation(line: 15, column: 3, scope: !111)
!113 = !DILocation(line: 16, column: 8, scope: !96)
!114 = !DILocation(line: 17, column: 3, scope: !96)
!115 = !DILocation(line: 18, column: 3, scope: !96)
!116 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 21, type: !97, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !100)
!117 = !DILocalVariable(name: "arg", arg: 1, scope: !116, file: !3, line: 21, type: !99)
!118 = !DILocation(line: 21, column: 22, scope: !116)
!119 = !DILocalVariable(name: "i", scope: !120, file: !3, line: 22, type: !59)
!120 = distinct !DILexicalBlock(scope: !116, file: !3, line: 22, column: 3)
!121 = !DILocation(line: 22, column: 12, scope: !120)
!122 = !DILocation(line: 22, column: 8, scope: !120)
!123 = !DILocation(line: 22, column: 19, scope: !124)
!124 = distinct !DILexicalBlock(scope: !120, file: !3, line: 22, column: 3)
!125 = !DILocation(line: 22, column: 21, scope: !124)
!126 = !DILocation(line: 22, column: 3, scope: !120)
!127 = !DILocation(line: 23, column: 5, scope: !128)
!128 = distinct !DILexicalBlock(scope: !124, file: !3, line: 22, column: 31)
!129 = !DILocation(line: 24, column: 10, scope: !128)
!130 = !DILocation(line: 25, column: 5, scope: !128)
!131 = !DILocation(line: 26, column: 5, scope: !128)
!132 = !DILocation(line: 27, column: 3, scope: !128)
!133 = !DILocation(line: 22, column: 27, scope: !124)
!134 = !DILocation(line: 22, column: 3, scope: !124)
!135 = distinct !{!135, !126, !136, !137}
!136 = !DILocation(line: 27, column: 3, scope: !120)
!137 = !{!"llvm.loop.mustprogress"}
!138 = !DILocation(line: 28, column: 3, scope: !116)
!139 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !140, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !100)
!140 = !DISubroutineType(types: !141)
!141 = !{!59}
!142 = !DILocalVariable(name: "c1", scope: !139, file: !3, line: 32, type: !143)
!143 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !144)
!144 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!145 = !DILocation(line: 32, column: 13, scope: !139)
!146 = !DILocalVariable(name: "c2", scope: !139, file: !3, line: 32, type: !143)
!147 = !DILocation(line: 32, column: 17, scope: !139)
!148 = !DILocalVariable(name: "p", scope: !139, file: !3, line: 32, type: !143)
!149 = !DILocation(line: 32, column: 21, scope: !139)
!150 = !DILocation(line: 33, column: 3, scope: !139)
!151 = !DILocation(line: 34, column: 3, scope: !139)
!152 = !DILocation(line: 35, column: 3, scope: !139)
!153 = !DILocation(line: 36, column: 16, scope: !139)
!154 = !DILocation(line: 36, column: 3, scope: !139)
!155 = !DILocation(line: 37, column: 16, scope: !139)
!156 = !DILocation(line: 37, column: 3, scope: !139)
!157 = !DILocation(line: 38, column: 16, scope: !139)
!158 = !DILocation(line: 38, column: 3, scope: !139)
!159 = !DILocation(line: 39, column: 3, scope: !139)
