; ModuleID = 'cond_while.c'
source_filename = "cond_while.c"
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
@count = dso_local global i32 0, align 4, !dbg !70
@.str = private unnamed_addr constant [10 x i8] c"count > 0\00", align 1, !dbg !44
@.str.1 = private unnamed_addr constant [13 x i8] c"cond_while.c\00", align 1, !dbg !49
@__PRETTY_FUNCTION__.consumer = private unnamed_addr constant [23 x i8] c"void *consumer(void *)\00", align 1, !dbg !54
@.str.2 = private unnamed_addr constant [11 x i8] c"count == 0\00", align 1, !dbg !60
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !65

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @consumer(ptr noundef %0) #0 !dbg !109 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !114, !DIExpression(), !115)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !116
  br label %4, !dbg !117

4:                                                ; preds = %7, %1
  %5 = load i32, ptr @count, align 4, !dbg !118
  %6 = icmp eq i32 %5, 0, !dbg !119
  br i1 %6, label %7, label %9, !dbg !117

7:                                                ; preds = %4
  %8 = call i32 @pthread_cond_wait(ptr noundef @nonempty, ptr noundef @m), !dbg !120
  br label %4, !dbg !117, !llvm.loop !121

9:                                                ; preds = %4
  %10 = load i32, ptr @count, align 4, !dbg !124
  %11 = icmp sgt i32 %10, 0, !dbg !124
  br i1 %11, label %12, label %13, !dbg !127

12:                                               ; preds = %9
  br label %14, !dbg !127

13:                                               ; preds = %9
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 16, ptr noundef @__PRETTY_FUNCTION__.consumer) #5, !dbg !124
  unreachable, !dbg !124

14:                                               ; preds = %12
  %15 = load i32, ptr @count, align 4, !dbg !128
  %16 = add nsw i32 %15, -1, !dbg !128
  store i32 %16, ptr @count, align 4, !dbg !128
  %17 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !129
  ret ptr null, !dbg !130
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @producer(ptr noundef %0) #0 !dbg !131 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !132, !DIExpression(), !133)
    #dbg_declare(ptr %3, !134, !DIExpression(), !136)
  store i32 0, ptr %3, align 4, !dbg !136
  br label %4, !dbg !137

4:                                                ; preds = %13, %1
  %5 = load i32, ptr %3, align 4, !dbg !138
  %6 = icmp slt i32 %5, 2, !dbg !140
  br i1 %6, label %7, label %16, !dbg !141

7:                                                ; preds = %4
  %8 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !142
  %9 = load i32, ptr @count, align 4, !dbg !144
  %10 = add nsw i32 %9, 1, !dbg !144
  store i32 %10, ptr @count, align 4, !dbg !144
  %11 = call i32 @pthread_cond_signal(ptr noundef @nonempty) #4, !dbg !145
  %12 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !146
  br label %13, !dbg !147

13:                                               ; preds = %7
  %14 = load i32, ptr %3, align 4, !dbg !148
  %15 = add nsw i32 %14, 1, !dbg !148
  store i32 %15, ptr %3, align 4, !dbg !148
  br label %4, !dbg !149, !llvm.loop !150

16:                                               ; preds = %4
  ret ptr null, !dbg !152
}

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !153 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !156, !DIExpression(), !159)
    #dbg_declare(ptr %3, !160, !DIExpression(), !161)
    #dbg_declare(ptr %4, !162, !DIExpression(), !163)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @consumer, ptr noundef null) #4, !dbg !164
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @consumer, ptr noundef null) #4, !dbg !165
  %7 = call i32 @pthread_create(ptr noundef %4, ptr noundef null, ptr noundef @producer, ptr noundef null) #4, !dbg !166
  %8 = load i64, ptr %2, align 8, !dbg !167
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !168
  %10 = load i64, ptr %3, align 8, !dbg !169
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null), !dbg !170
  %12 = load i64, ptr %4, align 8, !dbg !171
  %13 = call i32 @pthread_join(i64 noundef %12, ptr noundef null), !dbg !172
  %14 = load i32, ptr @count, align 4, !dbg !173
  %15 = icmp eq i32 %14, 0, !dbg !173
  br i1 %15, label %16, label %17, !dbg !176

16:                                               ; preds = %0
  br label %18, !dbg !176

17:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 40, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !173
  unreachable, !dbg !173

18:                                               ; preds = %16
  ret i32 0, !dbg !177
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
!llvm.module.flags = !{!101, !102, !103, !104, !105, !106, !107}
!llvm.ident = !{!108}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 8, type: !73, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cond_while.c", directory: ".", checksumkind: CSK_MD5, checksum: "8b846102b258d9940d2eaab220275f5e")
!4 = !{!0, !5, !44, !49, !54, !60, !65, !70}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "nonempty", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
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
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 80, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 10)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 104, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 13)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 184, elements: !58)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!58 = !{!59}
!59 = !DISubrange(count: 23)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 88, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 11)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 120, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 15)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 10, type: !72, isLocal: false, isDefinition: true)
!72 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !74)
!74 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !75)
!75 = !{!76, !95, !99}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !74, file: !8, line: 69, baseType: !77, size: 320)
!77 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !78, line: 22, size: 320, elements: !79)
!78 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!79 = !{!80, !81, !82, !83, !84, !85, !87, !88}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !77, file: !78, line: 24, baseType: !72, size: 32)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !77, file: !78, line: 25, baseType: !26, size: 32, offset: 32)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !77, file: !78, line: 26, baseType: !72, size: 32, offset: 64)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !77, file: !78, line: 28, baseType: !26, size: 32, offset: 96)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !77, file: !78, line: 32, baseType: !72, size: 32, offset: 128)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !77, file: !78, line: 34, baseType: !86, size: 16, offset: 160)
!86 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !77, file: !78, line: 35, baseType: !86, size: 16, offset: 176)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !77, file: !78, line: 36, baseType: !89, size: 128, offset: 192)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !13, line: 55, baseType: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !13, line: 51, size: 128, elements: !91)
!91 = !{!92, !94}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !90, file: !13, line: 53, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !90, file: !13, line: 54, baseType: !93, size: 64, offset: 64)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !74, file: !8, line: 70, baseType: !96, size: 320)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 40)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !74, file: !8, line: 71, baseType: !100, size: 64)
!100 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!101 = !{i32 7, !"Dwarf Version", i32 5}
!102 = !{i32 2, !"Debug Info Version", i32 3}
!103 = !{i32 1, !"wchar_size", i32 4}
!104 = !{i32 8, !"PIC Level", i32 2}
!105 = !{i32 7, !"PIE Level", i32 2}
!106 = !{i32 7, !"uwtable", i32 2}
!107 = !{i32 7, !"frame-pointer", i32 2}
!108 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!109 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 12, type: !110, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !113)
!110 = !DISubroutineType(types: !111)
!111 = !{!112, !112}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!113 = !{}
!114 = !DILocalVariable(name: "arg", arg: 1, scope: !109, file: !3, line: 12, type: !112)
!115 = !DILocation(line: 12, column: 22, scope: !109)
!116 = !DILocation(line: 13, column: 3, scope: !109)
!117 = !DILocation(line: 14, column: 3, scope: !109)
!118 = !DILocation(line: 14, column: 10, scope: !109)
!119 = !DILocation(line: 14, column: 16, scope: !109)
!120 = !DILocation(line: 15, column: 5, scope: !109)
!121 = distinct !{!121, !117, !122, !123}
!122 = !DILocation(line: 15, column: 36, scope: !109)
!123 = !{!"llvm.loop.mustprogress"}
!124 = !DILocation(line: 16, column: 3, scope: !125)
!125 = distinct !DILexicalBlock(scope: !126, file: !3, line: 16, column: 3)
!126 = distinct !DILexicalBlock(scope: !109, file: !3, line: 16, column: 3)
!127 = !DILocation(line: 16, column: 3, scope: !126)
!128 = !DILocation(line: 17, column: 8, scope: !109)
!129 = !DILocation(line: 18, column: 3, scope: !109)
!130 = !DILocation(line: 19, column: 3, scope: !109)
!131 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 22, type: !110, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !113)
!132 = !DILocalVariable(name: "arg", arg: 1, scope: !131, file: !3, line: 22, type: !112)
!133 = !DILocation(line: 22, column: 22, scope: !131)
!134 = !DILocalVariable(name: "i", scope: !135, file: !3, line: 23, type: !72)
!135 = distinct !DILexicalBlock(scope: !131, file: !3, line: 23, column: 3)
!136 = !DILocation(line: 23, column: 12, scope: !135)
!137 = !DILocation(line: 23, column: 8, scope: !135)
!138 = !DILocation(line: 23, column: 19, scope: !139)
!139 = distinct !DILexicalBlock(scope: !135, file: !3, line: 23, column: 3)
!140 = !DILocation(line: 23, column: 21, scope: !139)
!141 = !DILocation(line: 23, column: 3, scope: !135)
!142 = !DILocation(line: 24, column: 5, scope: !143)
!143 = distinct !DILexicalBlock(scope: !139, file: !3, line: 23, column: 31)
!144 = !DILocation(line: 25, column: 10, scope: !143)
!145 = !DILocation(line: 26, column: 5, scope: !143)
!146 = !DILocation(line: 27, column: 5, scope: !143)
!147 = !DILocation(line: 28, column: 3, scope: !143)
!148 = !DILocation(line: 23, column: 27, scope: !139)
!149 = !DILocation(line: 23, column: 3, scope: !139)
!150 = distinct !{!150, !141, !151, !123}
!151 = !DILocation(line: 28, column: 3, scope: !135)
!152 = !DILocation(line: 29, column: 3, scope: !131)
!153 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !154, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !113)
!154 = !DISubroutineType(types: !155)
!155 = !{!72}
!156 = !DILocalVariable(name: "c1", scope: !153, file: !3, line: 33, type: !157)
!157 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !158)
!158 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!159 = !DILocation(line: 33, column: 13, scope: !153)
!160 = !DILocalVariable(name: "c2", scope: !153, file: !3, line: 33, type: !157)
!161 = !DILocation(line: 33, column: 17, scope: !153)
!162 = !DILocalVariable(name: "p", scope: !153, file: !3, line: 33, type: !157)
!163 = !DILocation(line: 33, column: 21, scope: !153)
!164 = !DILocation(line: 34, column: 3, scope: !153)
!165 = !DILocation(line: 35, column: 3, scope: !153)
!166 = !DILocation(line: 36, column: 3, scope: !153)
!167 = !DILocation(line: 37, column: 16, scope: !153)
!168 = !DILocation(line: 37, column: 3, scope: !153)
!169 = !DILocation(line: 38, column: 16, scope: !153)
!170 = !DILocation(line: 38, column: 3, scope: !153)
!171 = !DILocation(line: 39, column: 16, scope: !153)
!172 = !DILocation(line: 39, column: 3, scope: !153)
!173 = !DILocation(line: 40, column: 3, scope: !174)
!174 = distinct !DILexicalBlock(scope: !175, file: !3, line: 40, column: 3)
!175 = distinct !DILexicalBlock(scope: !153, file: !3, line: 40, column: 3)
!176 = !DILocation(line: 40, column: 3, scope: !175)
!177 = !DILocation(line: 41, column: 3, scope: !153)
