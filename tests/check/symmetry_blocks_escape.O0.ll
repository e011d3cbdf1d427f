; ModuleID = 'symmetry_blocks_escape.c'
source_filename = "symmetry_blocks_escape.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%struct.job = type { i32, i32 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@all = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !5
@last = dso_local global ptr null, align 8, !dbg !63
@total = dso_local global i32 0, align 4, !dbg !58
@done = dso_local global i32 0, align 4, !dbg !61
@.str = private unnamed_addr constant [15 x i8] c"total == 2 * N\00", align 1, !dbg !44
@.str.1 = private unnamed_addr constant [25 x i8] c"symmetry_blocks_escape.c\00", align 1, !dbg !49
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !54

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !106 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !111, !DIExpression(), !112)
    #dbg_declare(ptr %3, !113, !DIExpression(), !114)
  %4 = load ptr, ptr %2, align 8, !dbg !115
  store ptr %4, ptr %3, align 8, !dbg !114
  %5 = load ptr, ptr %3, align 8, !dbg !116
  store ptr %5, ptr @last, align 8, !dbg !117
  %6 = load ptr, ptr %3, align 8, !dbg !118
  %7 = getelementptr inbounds %struct.job, ptr %6, i32 0, i32 0, !dbg !119
  %8 = load i32, ptr %7, align 4, !dbg !119
  %9 = add nsw i32 %8, 1, !dbg !120
  %10 = load ptr, ptr %3, align 8, !dbg !121
  %11 = getelementptr inbounds %struct.job, ptr %10, i32 0, i32 1, !dbg !122
  store i32 %9, ptr %11, align 4, !dbg !123
  %12 = call i32 @pthread_mutex_lock(ptr noundef @m) #5, !dbg !124
  %13 = load ptr, ptr %3, align 8, !dbg !125
  %14 = getelementptr inbounds %struct.job, ptr %13, i32 0, i32 1, !dbg !126
  %15 = load i32, ptr %14, align 4, !dbg !126
  %16 = load i32, ptr @total, align 4, !dbg !127
  %17 = add nsw i32 %16, %15, !dbg !127
  store i32 %17, ptr @total, align 4, !dbg !127
  %18 = load i32, ptr @done, align 4, !dbg !128
  %19 = add nsw i32 %18, 1, !dbg !128
  store i32 %19, ptr @done, align 4, !dbg !128
  %20 = icmp eq i32 %19, 3, !dbg !130
  br i1 %20, label %21, label %23, !dbg !131

21:                                               ; preds = %1
  %22 = call i32 @pthread_cond_signal(ptr noundef @all) #5, !dbg !132
  br label %23, !dbg !132

23:                                               ; preds = %21, %1
  %24 = call i32 @pthread_mutex_unlock(ptr noundef @m) #5, !dbg !133
  ret ptr null, !dbg !134
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !135 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !138, !DIExpression(), !141)
    #dbg_declare(ptr %3, !142, !DIExpression(), !144)
  store i32 0, ptr %3, align 4, !dbg !144
  br label %5, !dbg !145

5:                                                ; preds = %22, %0
  %6 = load i32, ptr %3, align 4, !dbg !146
  %7 = icmp slt i32 %6, 3, !dbg !148
  br i1 %7, label %8, label %25, !dbg !149

8:                                                ; preds = %5
    #dbg_declare(ptr %4, !150, !DIExpression(), !152)
  %9 = call noalias ptr @malloc(i64 noundef 8) #6, !dbg !153
  store ptr %9, ptr %4, align 8, !dbg !152
  %10 = load ptr, ptr %4, align 8, !dbg !154
  %11 = icmp ne ptr %10, null, !dbg !154
  br i1 %11, label %13, label %12, !dbg !156

12:                                               ; preds = %8
  store i32 1, ptr %1, align 4, !dbg !157
  br label %39, !dbg !157

13:                                               ; preds = %8
  %14 = load ptr, ptr %4, align 8, !dbg !158
  %15 = getelementptr inbounds %struct.job, ptr %14, i32 0, i32 0, !dbg !159
  store i32 1, ptr %15, align 4, !dbg !160
  %16 = load ptr, ptr %4, align 8, !dbg !161
  %17 = getelementptr inbounds %struct.job, ptr %16, i32 0, i32 1, !dbg !162
  store i32 0, ptr %17, align 4, !dbg !163
  %18 = load ptr, ptr %4, align 8, !dbg !164
  %19 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef %18) #5, !dbg !165
  %20 = load i64, ptr %2, align 8, !dbg !166
  %21 = call i32 @pthread_detach(i64 noundef %20) #5, !dbg !167
  br label %22, !dbg !168

22:                                               ; preds = %13
  %23 = load i32, ptr %3, align 4, !dbg !169
  %24 = add nsw i32 %23, 1, !dbg !169
  store i32 %24, ptr %3, align 4, !dbg !169
  br label %5, !dbg !170, !llvm.loop !171

25:                                               ; preds = %5
  %26 = call i32 @pthread_mutex_lock(ptr noundef @m) #5, !dbg !174
  br label %27, !dbg !175

27:                                               ; preds = %30, %25
  %28 = load i32, ptr @done, align 4, !dbg !176
  %29 = icmp slt i32 %28, 3, !dbg !177
  br i1 %29, label %30, label %32, !dbg !175

30:                                               ; preds = %27
  %31 = call i32 @pthread_cond_wait(ptr noundef @all, ptr noundef @m), !dbg !178
  br label %27, !dbg !175, !llvm.loop !179

32:                                               ; preds = %27
  %33 = call i32 @pthread_mutex_unlock(ptr noundef @m) #5, !dbg !181
  %34 = load i32, ptr @total, align 4, !dbg !182
  %35 = icmp eq i32 %34, 6, !dbg !182
  br i1 %35, label %36, label %37, !dbg !185

36:                                               ; preds = %32
  br label %38, !dbg !185

37:                                               ; preds = %32
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 48, ptr noundef @__PRETTY_FUNCTION__.main) #7, !dbg !182
  unreachable, !dbg !182

38:                                               ; preds = %36
  store i32 0, ptr %1, align 4, !dbg !186
  br label %39, !dbg !186

39:                                               ; preds = %38, %12
  %40 = load i32, ptr %1, align 4, !dbg !187
  ret i32 %40, !dbg !187
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_detach(i64 noundef) #1

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!98, !99, !100, !101, !102, !103, !104}
!llvm.ident = !{!105}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 18, type: !70, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_blocks_escape.c", directory: ".", checksumkind: CSK_MD5, checksum: "0acb7ea1cce3b989a6fd01a5ba579085")
!4 = !{!0, !5, !44, !49, !54, !58, !61, !63}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "all", scope: !2, file: !3, line: 19, type: !7, isLocal: false, isDefinition: true)
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
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 48, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 120, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 15)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 48, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 200, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 25)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 48, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 120, elements: !47)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 16, type: !60, isLocal: false, isDefinition: true)
!60 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 16, type: !60, isLocal: false, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "last", scope: !2, file: !3, line: 17, type: !65, isLocal: false, isDefinition: true)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "job", file: !3, line: 12, size: 64, elements: !67)
!67 = !{!68, !69}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "in", scope: !66, file: !3, line: 13, baseType: !60, size: 32)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "out", scope: !66, file: !3, line: 13, baseType: !60, size: 32, offset: 32)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !71)
!71 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !72)
!72 = !{!73, !92, !96}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !71, file: !8, line: 69, baseType: !74, size: 320)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !75, line: 22, size: 320, elements: !76)
!75 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!76 = !{!77, !78, !79, !80, !81, !82, !84, !85}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !74, file: !75, line: 24, baseType: !60, size: 32)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !74, file: !75, line: 25, baseType: !26, size: 32, offset: 32)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !74, file: !75, line: 26, baseType: !60, size: 32, offset: 64)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !74, file: !75, line: 28, baseType: !26, size: 32, offset: 96)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !74, file: !75, line: 32, baseType: !60, size: 32, offset: 128)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !74, file: !75, line: 34, baseType: !83, size: 16, offset: 160)
!83 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !74, file: !75, line: 35, baseType: !83, size: 16, offset: 176)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !74, file: !75, line: 36, baseType: !86, size: 128, offset: 192)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !13, line: 55, baseType: !87)
!87 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !13, line: 51, size: 128, elements: !88)
!88 = !{!89, !91}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !87, file: !13, line: 53, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !87, file: !13, line: 54, baseType: !90, size: 64, offset: 64)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !71, file: !8, line: 70, baseType: !93, size: 320)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 40)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !71, file: !8, line: 71, baseType: !97, size: 64)
!97 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!98 = !{i32 7, !"Dwarf Version", i32 5}
!99 = !{i32 2, !"Debug Info Version", i32 3}
!100 = !{i32 1, !"wchar_size", i32 4}
!101 = !{i32 8, !"PIC Level", i32 2}
!102 = !{i32 7, !"PIE Level", i32 2}
!103 = !{i32 7, !"uwtable", i32 2}
!104 = !{i32 7, !"frame-pointer", i32 2}
!105 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!106 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 21, type: !107, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !110)
!107 = !DISubroutineType(types: !108)
!108 = !{!109, !109}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!110 = !{}
!111 = !DILocalVariable(name: "arg", arg: 1, scope: !106, file: !3, line: 21, type: !109)
!112 = !DILocation(line: 21, column: 20, scope: !106)
!113 = !DILocalVariable(name: "j", scope: !106, file: !3, line: 22, type: !65)
!114 = !DILocation(line: 22, column: 15, scope: !106)
!115 = !DILocation(line: 22, column: 19, scope: !106)
!116 = !DILocation(line: 23, column: 10, scope: !106)
!117 = !DILocation(line: 23, column: 8, scope: !106)
!118 = !DILocation(line: 24, column: 12, scope: !106)
!119 = !DILocation(line: 24, column: 15, scope: !106)
!120 = !DILocation(line: 24, column: 18, scope: !106)
!121 = !DILocation(line: 24, column: 3, scope: !106)
!122 = !DILocation(line: 24, column: 6, scope: !106)
!123 = !DILocation(line: 24, column: 10, scope: !106)
!124 = !DILocation(line: 25, column: 3, scope: !106)
!125 = !DILocation(line: 26, column: 12, scope: !106)
!126 = !DILocation(line: 26, column: 15, scope: !106)
!127 = !DILocation(line: 26, column: 9, scope: !106)
!128 = !DILocation(line: 27, column: 7, scope: !129)
!129 = distinct !DILexicalBlock(scope: !106, file: !3, line: 27, column: 7)
!130 = !DILocation(line: 27, column: 14, scope: !129)
!131 = !DILocation(line: 27, column: 7, scope: !106)
!132 = !DILocation(line: 28, column: 5, scope: !129)
!133 = !DILocation(line: 29, column: 3, scope: !106)
!134 = !DILocation(line: 30, column: 3, scope: !106)
!135 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !136, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !110)
!136 = !DISubroutineType(types: !137)
!137 = !{!60}
!138 = !DILocalVariable(name: "t", scope: !135, file: !3, line: 34, type: !139)
!139 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !140)
!140 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!141 = !DILocation(line: 34, column: 13, scope: !135)
!142 = !DILocalVariable(name: "i", scope: !143, file: !3, line: 35, type: !60)
!143 = distinct !DILexicalBlock(scope: !135, file: !3, line: 35, column: 3)
!144 = !DILocation(line: 35, column: 12, scope: !143)
!145 = !DILocation(line: 35, column: 8, scope: !143)
!146 = !DILocation(line: 35, column: 19, scope: !147)
!147 = distinct !DILexicalBlock(scope: !143, file: !3, line: 35, column: 3)
!148 = !DILocation(line: 35, column: 21, scope: !147)
!149 = !DILocation(line: 35, column: 3, scope: !143)
!150 = !DILocalVariable(name: "j", scope: !151, file: !3, line: 36, type: !65)
!151 = distinct !DILexicalBlock(scope: !147, file: !3, line: 35, column: 31)
!152 = !DILocation(line: 36, column: 17, scope: !151)
!153 = !DILocation(line: 36, column: 21, scope: !151)
!154 = !DILocation(line: 37, column: 10, scope: !155)
!155 = distinct !DILexicalBlock(scope: !151, file: !3, line: 37, column: 9)
!156 = !DILocation(line: 37, column: 9, scope: !151)
!157 = !DILocation(line: 38, column: 7, scope: !155)
!158 = !DILocation(line: 39, column: 5, scope: !151)
!159 = !DILocation(line: 39, column: 8, scope: !151)
!160 = !DILocation(line: 39, column: 11, scope: !151)
!161 = !DILocation(line: 40, column: 5, scope: !151)
!162 = !DILocation(line: 40, column: 8, scope: !151)
!163 = !DILocation(line: 40, column: 12, scope: !151)
!164 = !DILocation(line: 41, column: 35, scope: !151)
!165 = !DILocation(line: 41, column: 5, scope: !151)
!166 = !DILocation(line: 42, column: 20, scope: !151)
!167 = !DILocation(line: 42, column: 5, scope: !151)
!168 = !DILocation(line: 43, column: 3, scope: !151)
!169 = !DILocation(line: 35, column: 27, scope: !147)
!170 = !DILocation(line: 35, column: 3, scope: !147)
!171 = distinct !{!171, !149, !172, !173}
!172 = !DILocation(line: 43, column: 3, scope: !143)
!173 = !{!"llvm.loop.mustprogress"}
!174 = !DILocation(line: 44, column: 3, scope: !135)
!175 = !DILocation(line: 45, column: 3, scope: !135)
!176 = !DILocation(line: 45, column: 10, scope: !135)
!177 = !DILocation(line: 45, column: 15, scope: !135)
!178 = !DILocation(line: 46, column: 5, scope: !135)
!179 = distinct !{!179, !175, !180, !173}
!180 = !DILocation(line: 46, column: 31, scope: !135)
!181 = !DILocation(line: 47, column: 3, scope: !135)
!182 = !DILocation(line: 48, column: 3, scope: !183)
!183 = distinct !DILexicalBlock(scope: !184, file: !3, line: 48, column: 3)
!184 = distinct !DILexicalBlock(scope: !135, file: !3, line: 48, column: 3)
!185 = !DILocation(line: 48, column: 3, scope: !184)
!186 = !DILocation(line: 49, column: 3, scope: !135)
!187 = !DILocation(line: 50, column: 1, scope: !135)
