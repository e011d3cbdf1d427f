; ModuleID = 'cond_broadcast.c'
source_filename = "cond_broadcast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@go = dso_local global i32 0, align 4, !dbg !60
@c = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !22
@woke = dso_local global i32 0, align 4, !dbg !63
@.str = private unnamed_addr constant [10 x i8] c"woke == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [17 x i8] c"cond_broadcast.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @waiter(ptr noundef %0) #0 !dbg !101 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !106, !DIExpression(), !107)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !108
  br label %4, !dbg !109

4:                                                ; preds = %8, %1
  %5 = load i32, ptr @go, align 4, !dbg !110
  %6 = icmp ne i32 %5, 0, !dbg !111
  %7 = xor i1 %6, true, !dbg !111
  br i1 %7, label %8, label %10, !dbg !109

8:                                                ; preds = %4
  %9 = call i32 @pthread_cond_wait(ptr noundef @c, ptr noundef @m), !dbg !112
  br label %4, !dbg !109, !llvm.loop !113

10:                                               ; preds = %4
  %11 = load i32, ptr @woke, align 4, !dbg !116
  %12 = add nsw i32 %11, 1, !dbg !116
  store i32 %12, ptr @woke, align 4, !dbg !116
  %13 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !117
  ret ptr null, !dbg !118
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !119 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %4 = call i32 @pthread_mutex_init(ptr noundef @m, ptr noundef null) #4, !dbg !122
  %5 = call i32 @pthread_cond_init(ptr noundef @c, ptr noundef null) #4, !dbg !123
    #dbg_declare(ptr %2, !124, !DIExpression(), !127)
    #dbg_declare(ptr %3, !128, !DIExpression(), !129)
  %6 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @waiter, ptr noundef null) #4, !dbg !130
  %7 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @waiter, ptr noundef null) #4, !dbg !131
  %8 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !132
  store i32 1, ptr @go, align 4, !dbg !133
  %9 = call i32 @pthread_cond_broadcast(ptr noundef @c) #4, !dbg !134
  %10 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !135
  %11 = load i64, ptr %2, align 8, !dbg !136
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !137
  %13 = load i64, ptr %3, align 8, !dbg !138
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null), !dbg !139
  %15 = load i32, ptr @woke, align 4, !dbg !140
  %16 = icmp eq i32 %15, 2, !dbg !140
  br i1 %16, label %17, label %18, !dbg !143

17:                                               ; preds = %0
  br label %19, !dbg !143

18:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 31, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !140
  unreachable, !dbg !140

19:                                               ; preds = %17
  %20 = call i32 @pthread_cond_destroy(ptr noundef @c) #4, !dbg !144
  ret i32 0, !dbg !145
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_init(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_cond_init(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_cond_broadcast(ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_cond_destroy(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!93, !94, !95, !96, !97, !98, !99}
!llvm.ident = !{!100}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 6, type: !65, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cond_broadcast.c", directory: ".", checksumkind: CSK_MD5, checksum: "07cd68bd49b9743056be58c7cdc4a544")
!4 = !{!5, !11, !16, !0, !22, !60, !63}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 80, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 10)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 136, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 17)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 7, type: !24, isLocal: false, isDefinition: true)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !25, line: 80, baseType: !26)
!25 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!26 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !25, line: 75, size: 384, elements: !27)
!27 = !{!28, !54, !58}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !26, file: !25, line: 77, baseType: !29, size: 384)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !30, line: 94, size: 384, elements: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!31 = !{!32, !45, !46, !50, !51, !52, !53}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !29, file: !30, line: 96, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !34, line: 33, baseType: !35)
!34 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: ".", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!35 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !34, line: 25, size: 64, elements: !36)
!36 = !{!37, !39}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !35, file: !34, line: 27, baseType: !38, size: 64)
!38 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !35, file: !34, line: 32, baseType: !40, size: 64)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !35, file: !34, line: 28, size: 64, elements: !41)
!41 = !{!42, !44}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !40, file: !34, line: 30, baseType: !43, size: 32)
!43 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !40, file: !34, line: 31, baseType: !43, size: 32, offset: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !29, file: !30, line: 97, baseType: !33, size: 64, offset: 64)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !29, file: !30, line: 98, baseType: !47, size: 64, offset: 128)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 64, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 2)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !29, file: !30, line: 99, baseType: !47, size: 64, offset: 192)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !29, file: !30, line: 100, baseType: !43, size: 32, offset: 256)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !29, file: !30, line: 101, baseType: !43, size: 32, offset: 288)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !29, file: !30, line: 102, baseType: !47, size: 64, offset: 320)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !26, file: !25, line: 78, baseType: !55, size: 384)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 384, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 48)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !26, file: !25, line: 79, baseType: !59, size: 64)
!59 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "go", scope: !2, file: !3, line: 8, type: !62, isLocal: false, isDefinition: true)
!62 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "woke", scope: !2, file: !3, line: 8, type: !62, isLocal: false, isDefinition: true)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !25, line: 72, baseType: !66)
!66 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !25, line: 67, size: 320, elements: !67)
!67 = !{!68, !87, !91}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !66, file: !25, line: 69, baseType: !69, size: 320)
!69 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !70, line: 22, size: 320, elements: !71)
!70 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!71 = !{!72, !73, !74, !75, !76, !77, !79, !80}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !69, file: !70, line: 24, baseType: !62, size: 32)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !69, file: !70, line: 25, baseType: !43, size: 32, offset: 32)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !69, file: !70, line: 26, baseType: !62, size: 32, offset: 64)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !69, file: !70, line: 28, baseType: !43, size: 32, offset: 96)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !69, file: !70, line: 32, baseType: !62, size: 32, offset: 128)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !69, file: !70, line: 34, baseType: !78, size: 16, offset: 160)
!78 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !69, file: !70, line: 35, baseType: !78, size: 16, offset: 176)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !69, file: !70, line: 36, baseType: !81, size: 128, offset: 192)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !30, line: 55, baseType: !82)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !30, line: 51, size: 128, elements: !83)
!83 = !{!84, !86}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !82, file: !30, line: 53, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !82, file: !30, line: 54, baseType: !85, size: 64, offset: 64)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !66, file: !25, line: 70, baseType: !88, size: 320)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 40)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !66, file: !25, line: 71, baseType: !92, size: 64)
!92 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!93 = !{i32 7, !"Dwarf Version", i32 5}
!94 = !{i32 2, !"Debug Info Version", i32 3}
!95 = !{i32 1, !"wchar_size", i32 4}
!96 = !{i32 8, !"PIC Level", i32 2}
!97 = !{i32 7, !"PIE Level", i32 2}
!98 = !{i32 7, !"uwtable", i32 2}
!99 = !{i32 7, !"frame-pointer", i32 2}
!100 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!101 = distinct !DISubprogram(name: "waiter", scope: !3, file: !3, line: 10, type: !102, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !105)
!102 = !DISubroutineType(types: !103)
!103 = !{!104, !104}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!105 = !{}
!106 = !DILocalVariable(name: "arg", arg: 1, scope: !101, file: !3, line: 10, type: !104)
!107 = !DILocation(line: 10, column: 20, scope: !101)
!108 = !DILocation(line: 11, column: 3, scope: !101)
!109 = !DILocation(line: 12, column: 3, scope: !101)
!110 = !DILocation(line: 12, column: 11, scope: !101)
!111 = !DILocation(line: 12, column: 10, scope: !101)
!112 = !DILocation(line: 13, column: 5, scope: !101)
!113 = distinct !{!113, !109, !114, !115}
!114 = !DILocation(line: 13, column: 29, scope: !101)
!115 = !{!"llvm.loop.mustprogress"}
!116 = !DILocation(line: 14, column: 7, scope: !101)
!117 = !DILocation(line: 15, column: 3, scope: !101)
!118 = !DILocation(line: 16, column: 3, scope: !101)
!119 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !120, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !105)
!120 = !DISubroutineType(types: !121)
!121 = !{!62}
!122 = !DILocation(line: 20, column: 3, scope: !119)
!123 = !DILocation(line: 21, column: 3, scope: !119)
!124 = !DILocalVariable(name: "a", scope: !119, file: !3, line: 22, type: !125)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !25, line: 27, baseType: !126)
!126 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!127 = !DILocation(line: 22, column: 13, scope: !119)
!128 = !DILocalVariable(name: "b", scope: !119, file: !3, line: 22, type: !125)
!129 = !DILocation(line: 22, column: 16, scope: !119)
!130 = !DILocation(line: 23, column: 3, scope: !119)
!131 = !DILocation(line: 24, column: 3, scope: !119)
!132 = !DILocation(line: 25, column: 3, scope: !119)
!133 = !DILocation(line: 26, column: 6, scope: !119)
!134 = !DILocation(line: 27, column: 3, scope: !119)
!135 = !DILocation(line: 28, column: 3, scope: !119)
!136 = !DILocation(line: 29, column: 16, scope: !119)
!137 = !DILocation(line: 29, column: 3, scope: !119)
!138 = !DILocation(line: 30, column: 16, scope: !119)
!139 = !DILocation(line: 30, column: 3, scope: !119)
!140 = !DILocation(line: 31, column: 3, scope: !141)
!141 = distinct !DILexicalBlock(scope: !142, file: !3, line: 31, column: 3)
!142 = distinct !DILexicalBlock(scope: !119, file: !3, line: 31, column: 3)
!143 = !DILocation(line: 31, column: 3, scope: !142)
!144 = !DILocation(line: 32, column: 3, scope: !119)
!145 = !DILocation(line: 33, column: 3, scope: !119)
