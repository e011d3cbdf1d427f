; ModuleID = 'symmetry_detached.c'
source_filename = "symmetry_detached.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@all = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !5
@next = dso_local global i32 0, align 4, !dbg !70
@.str = private unnamed_addr constant [9 x i8] c"mine < N\00", align 1, !dbg !44
@.str.1 = private unnamed_addr constant [20 x i8] c"symmetry_detached.c\00", align 1, !dbg !49
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !54
@served = dso_local global i32 0, align 4, !dbg !73
@.str.2 = private unnamed_addr constant [10 x i8] c"next == N\00", align 1, !dbg !60
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !65

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !111 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !116, !DIExpression(), !117)
  %4 = call i64 @pthread_self() #5, !dbg !118
  %5 = call i32 @pthread_detach(i64 noundef %4) #6, !dbg !119
  %6 = call i32 @pthread_mutex_lock(ptr noundef @m) #6, !dbg !120
    #dbg_declare(ptr %3, !121, !DIExpression(), !122)
  %7 = load i32, ptr @next, align 4, !dbg !123
  %8 = add nsw i32 %7, 1, !dbg !123
  store i32 %8, ptr @next, align 4, !dbg !123
  store i32 %7, ptr %3, align 4, !dbg !122
  %9 = call i32 @pthread_mutex_unlock(ptr noundef @m) #6, !dbg !124
  %10 = call i32 @pthread_mutex_lock(ptr noundef @m) #6, !dbg !125
  %11 = load i32, ptr %3, align 4, !dbg !126
  %12 = icmp slt i32 %11, 4, !dbg !126
  br i1 %12, label %13, label %14, !dbg !129

13:                                               ; preds = %1
  br label %15, !dbg !129

14:                                               ; preds = %1
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 20, ptr noundef @__PRETTY_FUNCTION__.worker) #7, !dbg !126
  unreachable, !dbg !126

15:                                               ; preds = %13
  %16 = load i32, ptr @served, align 4, !dbg !130
  %17 = add nsw i32 %16, 1, !dbg !130
  store i32 %17, ptr @served, align 4, !dbg !130
  %18 = icmp eq i32 %17, 4, !dbg !132
  br i1 %18, label %19, label %21, !dbg !133

19:                                               ; preds = %15
  %20 = call i32 @pthread_cond_signal(ptr noundef @all) #6, !dbg !134
  br label %21, !dbg !134

21:                                               ; preds = %19, %15
  %22 = call i32 @pthread_mutex_unlock(ptr noundef @m) #6, !dbg !135
  ret ptr null, !dbg !136
}

; Function Attrs: nounwind
declare i32 @pthread_detach(i64 noundef) #1

; Function Attrs: nounwind willreturn memory(none)
declare i64 @pthread_self() #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !137 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !140, !DIExpression(), !143)
    #dbg_declare(ptr %3, !144, !DIExpression(), !146)
  store i32 0, ptr %3, align 4, !dbg !146
  br label %4, !dbg !147

4:                                                ; preds = %9, %0
  %5 = load i32, ptr %3, align 4, !dbg !148
  %6 = icmp slt i32 %5, 4, !dbg !150
  br i1 %6, label %7, label %12, !dbg !151

7:                                                ; preds = %4
  %8 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #6, !dbg !152
  br label %9, !dbg !152

9:                                                ; preds = %7
  %10 = load i32, ptr %3, align 4, !dbg !153
  %11 = add nsw i32 %10, 1, !dbg !153
  store i32 %11, ptr %3, align 4, !dbg !153
  br label %4, !dbg !154, !llvm.loop !155

12:                                               ; preds = %4
  %13 = call i32 @pthread_mutex_lock(ptr noundef @m) #6, !dbg !158
  br label %14, !dbg !159

14:                                               ; preds = %17, %12
  %15 = load i32, ptr @served, align 4, !dbg !160
  %16 = icmp slt i32 %15, 4, !dbg !161
  br i1 %16, label %17, label %19, !dbg !159

17:                                               ; preds = %14
  %18 = call i32 @pthread_cond_wait(ptr noundef @all, ptr noundef @m), !dbg !162
  br label %14, !dbg !159, !llvm.loop !163

19:                                               ; preds = %14
  %20 = call i32 @pthread_mutex_unlock(ptr noundef @m) #6, !dbg !165
  %21 = load i32, ptr @next, align 4, !dbg !166
  %22 = icmp eq i32 %21, 4, !dbg !166
  br i1 %22, label %23, label %24, !dbg !169

23:                                               ; preds = %19
  br label %25, !dbg !169

24:                                               ; preds = %19
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 35, ptr noundef @__PRETTY_FUNCTION__.main) #7, !dbg !166
  unreachable, !dbg !166

25:                                               ; preds = %23
  ret i32 0, !dbg !170
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!103, !104, !105, !106, !107, !108, !109}
!llvm.ident = !{!110}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 11, type: !75, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_detached.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "39ec75b856850b1adb4ea68c0723ebab")
!4 = !{!0, !5, !44, !49, !54, !60, !65, !70, !73}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "all", scope: !2, file: !3, line: 12, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !8, line: 80, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!9 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 75, size: 384, elements: !10)
!10 = !{!11, !37, !42}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !9, file: !8, line: 77, baseType: !12, size: 384)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !13, line: 94, size: 384, elements: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!14 = !{!15, !28, !29, !33, !34, !35, !36}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !12, file: !13, line: 96, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !17, line: 33, baseType: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: "", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
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
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 72, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 9)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 160, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 20)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 168, elements: !58)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!58 = !{!59}
!59 = !DISubrange(count: 21)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 80, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 10)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 120, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 15)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "next", scope: !2, file: !3, line: 10, type: !72, isLocal: false, isDefinition: true)
!72 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "served", scope: !2, file: !3, line: 10, type: !72, isLocal: false, isDefinition: true)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !76)
!76 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !77)
!77 = !{!78, !97, !101}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !76, file: !8, line: 69, baseType: !79, size: 320)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !80, line: 22, size: 320, elements: !81)
!80 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!81 = !{!82, !83, !84, !85, !86, !87, !89, !90}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !79, file: !80, line: 24, baseType: !72, size: 32)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !79, file: !80, line: 25, baseType: !26, size: 32, offset: 32)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !79, file: !80, line: 26, baseType: !72, size: 32, offset: 64)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !79, file: !80, line: 28, baseType: !26, size: 32, offset: 96)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !79, file: !80, line: 32, baseType: !72, size: 32, offset: 128)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !79, file: !80, line: 34, baseType: !88, size: 16, offset: 160)
!88 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !79, file: !80, line: 35, baseType: !88, size: 16, offset: 176)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !79, file: !80, line: 36, baseType: !91, size: 128, offset: 192)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !13, line: 55, baseType: !92)
!92 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !13, line: 51, size: 128, elements: !93)
!93 = !{!94, !96}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !92, file: !13, line: 53, baseType: !95, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !92, file: !13, line: 54, baseType: !95, size: 64, offset: 64)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !76, file: !8, line: 70, baseType: !98, size: 320)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 40)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !76, file: !8, line: 71, baseType: !102, size: 64)
!102 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!103 = !{i32 7, !"Dwarf Version", i32 5}
!104 = !{i32 2, !"Debug Info Version", i32 3}
!105 = !{i32 1, !"wchar_size", i32 4}
!106 = !{i32 8, !"PIC Level", i32 2}
!107 = !{i32 7, !"PIE Level", i32 2}
!108 = !{i32 7, !"uwtable", i32 2}
!109 = !{i32 7, !"frame-pointer", i32 2}
!110 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!111 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 14, type: !112, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !115)
!112 = !DISubroutineType(types: !113)
!113 = !{!114, !114}
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!115 = !{}
!116 = !DILocalVariable(name: "arg", arg: 1, scope: !111, file: !3, line: 14, type: !114)
!117 = !DILocation(line: 14, column: 20, scope: !111)
!118 = !DILocation(line: 15, column: 18, scope: !111)
!119 = !DILocation(line: 15, column: 3, scope: !111)
!120 = !DILocation(line: 16, column: 3, scope: !111)
!121 = !DILocalVariable(name: "mine", scope: !111, file: !3, line: 17, type: !72)
!122 = !DILocation(line: 17, column: 7, scope: !111)
!123 = !DILocation(line: 17, column: 18, scope: !111)
!124 = !DILocation(line: 18, column: 3, scope: !111)
!125 = !DILocation(line: 19, column: 3, scope: !111)
!126 = !DILocation(line: 20, column: 3, scope: !127)
!127 = distinct !DILexicalBlock(scope: !128, file: !3, line: 20, column: 3)
!128 = distinct !DILexicalBlock(scope: !111, file: !3, line: 20, column: 3)
!129 = !DILocation(line: 20, column: 3, scope: !128)
!130 = !DILocation(line: 21, column: 7, scope: !131)
!131 = distinct !DILexicalBlock(scope: !111, file: !3, line: 21, column: 7)
!132 = !DILocation(line: 21, column: 16, scope: !131)
!133 = !DILocation(line: 21, column: 7, scope: !111)
!134 = !DILocation(line: 22, column: 5, scope: !131)
!135 = !DILocation(line: 23, column: 3, scope: !111)
!136 = !DILocation(line: 24, column: 3, scope: !111)
!137 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !138, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !115)
!138 = !DISubroutineType(types: !139)
!139 = !{!72}
!140 = !DILocalVariable(name: "t", scope: !137, file: !3, line: 28, type: !141)
!141 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !142)
!142 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!143 = !DILocation(line: 28, column: 13, scope: !137)
!144 = !DILocalVariable(name: "i", scope: !145, file: !3, line: 29, type: !72)
!145 = distinct !DILexicalBlock(scope: !137, file: !3, line: 29, column: 3)
!146 = !DILocation(line: 29, column: 12, scope: !145)
!147 = !DILocation(line: 29, column: 8, scope: !145)
!148 = !DILocation(line: 29, column: 19, scope: !149)
!149 = distinct !DILexicalBlock(scope: !145, file: !3, line: 29, column: 3)
!150 = !DILocation(line: 29, column: 21, scope: !149)
!151 = !DILocation(line: 29, column: 3, scope: !145)
!152 = !DILocation(line: 30, column: 5, scope: !149)
!153 = !DILocation(line: 29, column: 27, scope: !149)
!154 = !DILocation(line: 29, column: 3, scope: !149)
!155 = distinct !{!155, !151, !156, !157}
!156 = !DILocation(line: 30, column: 36, scope: !145)
!157 = !{!"llvm.loop.mustprogress"}
!158 = !DILocation(line: 31, column: 3, scope: !137)
!159 = !DILocation(line: 32, column: 3, scope: !137)
!160 = !DILocation(line: 32, column: 10, scope: !137)
!161 = !DILocation(line: 32, column: 17, scope: !137)
!162 = !DILocation(line: 33, column: 5, scope: !137)
!163 = distinct !{!163, !159, !164, !157}
!164 = !DILocation(line: 33, column: 31, scope: !137)
!165 = !DILocation(line: 34, column: 3, scope: !137)
!166 = !DILocation(line: 35, column: 3, scope: !167)
!167 = distinct !DILexicalBlock(scope: !168, file: !3, line: 35, column: 3)
!168 = distinct !DILexicalBlock(scope: !137, file: !3, line: 35, column: 3)
!169 = !DILocation(line: 35, column: 3, scope: !168)
!170 = !DILocation(line: 36, column: 3, scope: !137)
