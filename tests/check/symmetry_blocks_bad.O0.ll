; ModuleID = 'symmetry_blocks_bad.c'
source_filename = "symmetry_blocks_bad.c"
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
@total = dso_local global i32 0, align 4, !dbg !58
@done = dso_local global i32 0, align 4, !dbg !61
@.str = private unnamed_addr constant [15 x i8] c"total == 2 * N\00", align 1, !dbg !44
@.str.1 = private unnamed_addr constant [22 x i8] c"symmetry_blocks_bad.c\00", align 1, !dbg !49
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !54

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !99 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !104, !DIExpression(), !105)
    #dbg_declare(ptr %3, !106, !DIExpression(), !112)
  %5 = load ptr, ptr %2, align 8, !dbg !113
  store ptr %5, ptr %3, align 8, !dbg !112
  %6 = load ptr, ptr %3, align 8, !dbg !114
  %7 = getelementptr inbounds %struct.job, ptr %6, i32 0, i32 0, !dbg !115
  %8 = load i32, ptr %7, align 4, !dbg !115
  %9 = add nsw i32 %8, 1, !dbg !116
  %10 = load ptr, ptr %3, align 8, !dbg !117
  %11 = getelementptr inbounds %struct.job, ptr %10, i32 0, i32 1, !dbg !118
  store i32 %9, ptr %11, align 4, !dbg !119
    #dbg_declare(ptr %4, !120, !DIExpression(), !121)
  %12 = load i32, ptr @total, align 4, !dbg !122
  store i32 %12, ptr %4, align 4, !dbg !121
  %13 = load i32, ptr %4, align 4, !dbg !123
  %14 = load ptr, ptr %3, align 8, !dbg !124
  %15 = getelementptr inbounds %struct.job, ptr %14, i32 0, i32 1, !dbg !125
  %16 = load i32, ptr %15, align 4, !dbg !125
  %17 = add nsw i32 %13, %16, !dbg !126
  store i32 %17, ptr @total, align 4, !dbg !127
  %18 = call i32 @pthread_mutex_lock(ptr noundef @m) #5, !dbg !128
  %19 = load i32, ptr @done, align 4, !dbg !129
  %20 = add nsw i32 %19, 1, !dbg !129
  store i32 %20, ptr @done, align 4, !dbg !129
  %21 = icmp eq i32 %20, 3, !dbg !131
  br i1 %21, label %22, label %24, !dbg !132

22:                                               ; preds = %1
  %23 = call i32 @pthread_cond_signal(ptr noundef @all) #5, !dbg !133
  br label %24, !dbg !133

24:                                               ; preds = %22, %1
  %25 = call i32 @pthread_mutex_unlock(ptr noundef @m) #5, !dbg !134
  %26 = load ptr, ptr %3, align 8, !dbg !135
  call void @free(ptr noundef %26) #5, !dbg !136
  ret ptr null, !dbg !137
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !138 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !141, !DIExpression(), !144)
    #dbg_declare(ptr %3, !145, !DIExpression(), !147)
  store i32 0, ptr %3, align 4, !dbg !147
  br label %5, !dbg !148

5:                                                ; preds = %22, %0
  %6 = load i32, ptr %3, align 4, !dbg !149
  %7 = icmp slt i32 %6, 3, !dbg !151
  br i1 %7, label %8, label %25, !dbg !152

8:                                                ; preds = %5
    #dbg_declare(ptr %4, !153, !DIExpression(), !155)
  %9 = call noalias ptr @malloc(i64 noundef 8) #6, !dbg !156
  store ptr %9, ptr %4, align 8, !dbg !155
  %10 = load ptr, ptr %4, align 8, !dbg !157
  %11 = icmp ne ptr %10, null, !dbg !157
  br i1 %11, label %13, label %12, !dbg !159

12:                                               ; preds = %8
  store i32 1, ptr %1, align 4, !dbg !160
  br label %39, !dbg !160

13:                                               ; preds = %8
  %14 = load ptr, ptr %4, align 8, !dbg !161
  %15 = getelementptr inbounds %struct.job, ptr %14, i32 0, i32 0, !dbg !162
  store i32 1, ptr %15, align 4, !dbg !163
  %16 = load ptr, ptr %4, align 8, !dbg !164
  %17 = getelementptr inbounds %struct.job, ptr %16, i32 0, i32 1, !dbg !165
  store i32 0, ptr %17, align 4, !dbg !166
  %18 = load ptr, ptr %4, align 8, !dbg !167
  %19 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef %18) #5, !dbg !168
  %20 = load i64, ptr %2, align 8, !dbg !169
  %21 = call i32 @pthread_detach(i64 noundef %20) #5, !dbg !170
  br label %22, !dbg !171

22:                                               ; preds = %13
  %23 = load i32, ptr %3, align 4, !dbg !172
  %24 = add nsw i32 %23, 1, !dbg !172
  store i32 %24, ptr %3, align 4, !dbg !172
  br label %5, !dbg !173, !llvm.loop !174

25:                                               ; preds = %5
  %26 = call i32 @pthread_mutex_lock(ptr noundef @m) #5, !dbg !177
  br label %27, !dbg !178

27:                                               ; preds = %30, %25
  %28 = load i32, ptr @done, align 4, !dbg !179
  %29 = icmp slt i32 %28, 3, !dbg !180
  br i1 %29, label %30, label %32, !dbg !178

30:                                               ; preds = %27
  %31 = call i32 @pthread_cond_wait(ptr noundef @all, ptr noundef @m), !dbg !181
  br label %27, !dbg !178, !llvm.loop !182

32:                                               ; preds = %27
  %33 = call i32 @pthread_mutex_unlock(ptr noundef @m) #5, !dbg !184
  %34 = load i32, ptr @total, align 4, !dbg !185
  %35 = icmp eq i32 %34, 6, !dbg !185
  br i1 %35, label %36, label %37, !dbg !188

36:                                               ; preds = %32
  br label %38, !dbg !188

37:                                               ; preds = %32
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 48, ptr noundef @__PRETTY_FUNCTION__.main) #7, !dbg !185
  unreachable, !dbg !185

38:                                               ; preds = %36
  store i32 0, ptr %1, align 4, !dbg !189
  br label %39, !dbg !189

39:                                               ; preds = %38, %12
  %40 = load i32, ptr %1, align 4, !dbg !190
  ret i32 %40, !dbg !190
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
!llvm.module.flags = !{!91, !92, !93, !94, !95, !96, !97}
!llvm.ident = !{!98}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 17, type: !63, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_blocks_bad.c", directory: ".", checksumkind: CSK_MD5, checksum: "5984225927abef31e8fb08351ac8832c")
!4 = !{!0, !5, !44, !49, !54, !58, !61}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "all", scope: !2, file: !3, line: 18, type: !7, isLocal: false, isDefinition: true)
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
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 176, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 22)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 48, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 120, elements: !47)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 16, type: !60, isLocal: false, isDefinition: true)
!60 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 16, type: !60, isLocal: false, isDefinition: true)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !64)
!64 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !65)
!65 = !{!66, !85, !89}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !64, file: !8, line: 69, baseType: !67, size: 320)
!67 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !68, line: 22, size: 320, elements: !69)
!68 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!69 = !{!70, !71, !72, !73, !74, !75, !77, !78}
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !67, file: !68, line: 24, baseType: !60, size: 32)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !67, file: !68, line: 25, baseType: !26, size: 32, offset: 32)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !67, file: !68, line: 26, baseType: !60, size: 32, offset: 64)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !67, file: !68, line: 28, baseType: !26, size: 32, offset: 96)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !67, file: !68, line: 32, baseType: !60, size: 32, offset: 128)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !67, file: !68, line: 34, baseType: !76, size: 16, offset: 160)
!76 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !67, file: !68, line: 35, baseType: !76, size: 16, offset: 176)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !67, file: !68, line: 36, baseType: !79, size: 128, offset: 192)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !13, line: 55, baseType: !80)
!80 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !13, line: 51, size: 128, elements: !81)
!81 = !{!82, !84}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !80, file: !13, line: 53, baseType: !83, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !80, file: !13, line: 54, baseType: !83, size: 64, offset: 64)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !64, file: !8, line: 70, baseType: !86, size: 320)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 40)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !64, file: !8, line: 71, baseType: !90, size: 64)
!90 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!91 = !{i32 7, !"Dwarf Version", i32 5}
!92 = !{i32 2, !"Debug Info Version", i32 3}
!93 = !{i32 1, !"wchar_size", i32 4}
!94 = !{i32 8, !"PIC Level", i32 2}
!95 = !{i32 7, !"PIE Level", i32 2}
!96 = !{i32 7, !"uwtable", i32 2}
!97 = !{i32 7, !"frame-pointer", i32 2}
!98 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!99 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 20, type: !100, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !103)
!100 = !DISubroutineType(types: !101)
!101 = !{!102, !102}
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!103 = !{}
!104 = !DILocalVariable(name: "arg", arg: 1, scope: !99, file: !3, line: 20, type: !102)
!105 = !DILocation(line: 20, column: 20, scope: !99)
!106 = !DILocalVariable(name: "j", scope: !99, file: !3, line: 21, type: !107)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "job", file: !3, line: 12, size: 64, elements: !109)
!109 = !{!110, !111}
!110 = !DIDerivedType(tag: DW_TAG_member, name: "in", scope: !108, file: !3, line: 13, baseType: !60, size: 32)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "out", scope: !108, file: !3, line: 13, baseType: !60, size: 32, offset: 32)
!112 = !DILocation(line: 21, column: 15, scope: !99)
!113 = !DILocation(line: 21, column: 19, scope: !99)
!114 = !DILocation(line: 22, column: 12, scope: !99)
!115 = !DILocation(line: 22, column: 15, scope: !99)
!116 = !DILocation(line: 22, column: 18, scope: !99)
!117 = !DILocation(line: 22, column: 3, scope: !99)
!118 = !DILocation(line: 22, column: 6, scope: !99)
!119 = !DILocation(line: 22, column: 10, scope: !99)
!120 = !DILocalVariable(name: "sum", scope: !99, file: !3, line: 23, type: !60)
!121 = !DILocation(line: 23, column: 7, scope: !99)
!122 = !DILocation(line: 23, column: 13, scope: !99)
!123 = !DILocation(line: 24, column: 11, scope: !99)
!124 = !DILocation(line: 24, column: 17, scope: !99)
!125 = !DILocation(line: 24, column: 20, scope: !99)
!126 = !DILocation(line: 24, column: 15, scope: !99)
!127 = !DILocation(line: 24, column: 9, scope: !99)
!128 = !DILocation(line: 25, column: 3, scope: !99)
!129 = !DILocation(line: 26, column: 7, scope: !130)
!130 = distinct !DILexicalBlock(scope: !99, file: !3, line: 26, column: 7)
!131 = !DILocation(line: 26, column: 14, scope: !130)
!132 = !DILocation(line: 26, column: 7, scope: !99)
!133 = !DILocation(line: 27, column: 5, scope: !130)
!134 = !DILocation(line: 28, column: 3, scope: !99)
!135 = !DILocation(line: 29, column: 8, scope: !99)
!136 = !DILocation(line: 29, column: 3, scope: !99)
!137 = !DILocation(line: 30, column: 3, scope: !99)
!138 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !139, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !103)
!139 = !DISubroutineType(types: !140)
!140 = !{!60}
!141 = !DILocalVariable(name: "t", scope: !138, file: !3, line: 34, type: !142)
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !143)
!143 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!144 = !DILocation(line: 34, column: 13, scope: !138)
!145 = !DILocalVariable(name: "i", scope: !146, file: !3, line: 35, type: !60)
!146 = distinct !DILexicalBlock(scope: !138, file: !3, line: 35, column: 3)
!147 = !DILocation(line: 35, column: 12, scope: !146)
!148 = !DILocation(line: 35, column: 8, scope: !146)
!149 = !DILocation(line: 35, column: 19, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !3, line: 35, column: 3)
!151 = !DILocation(line: 35, column: 21, scope: !150)
!152 = !DILocation(line: 35, column: 3, scope: !146)
!153 = !DILocalVariable(name: "j", scope: !154, file: !3, line: 36, type: !107)
!154 = distinct !DILexicalBlock(scope: !150, file: !3, line: 35, column: 31)
!155 = !DILocation(line: 36, column: 17, scope: !154)
!156 = !DILocation(line: 36, column: 21, scope: !154)
!157 = !DILocation(line: 37, column: 10, scope: !158)
!158 = distinct !DILexicalBlock(scope: !154, file: !3, line: 37, column: 9)
!159 = !DILocation(line: 37, column: 9, scope: !154)
!160 = !DILocation(line: 38, column: 7, scope: !158)
!161 = !DILocation(line: 39, column: 5, scope: !154)
!162 = !DILocation(line: 39, column: 8, scope: !154)
!163 = !DILocation(line: 39, column: 11, scope: !154)
!164 = !DILocation(line: 40, column: 5, scope: !154)
!165 = !DILocation(line: 40, column: 8, scope: !154)
!166 = !DILocation(line: 40, column: 12, scope: !154)
!167 = !DILocation(line: 41, column: 35, scope: !154)
!168 = !DILocation(line: 41, column: 5, scope: !154)
!169 = !DILocation(line: 42, column: 20, scope: !154)
!170 = !DILocation(line: 42, column: 5, scope: !154)
!171 = !DILocation(line: 43, column: 3, scope: !154)
!172 = !DILocation(line: 35, column: 27, scope: !150)
!173 = !DILocation(line: 35, column: 3, scope: !150)
!174 = distinct !{!174, !152, !175, !176}
!175 = !DILocation(line: 43, column: 3, scope: !146)
!176 = !{!"llvm.loop.mustprogress"}
!177 = !DILocation(line: 44, column: 3, scope: !138)
!178 = !DILocation(line: 45, column: 3, scope: !138)
!179 = !DILocation(line: 45, column: 10, scope: !138)
!180 = !DILocation(line: 45, column: 15, scope: !138)
!181 = !DILocation(line: 46, column: 5, scope: !138)
!182 = distinct !{!182, !178, !183, !176}
!183 = !DILocation(line: 46, column: 31, scope: !138)
!184 = !DILocation(line: 47, column: 3, scope: !138)
!185 = !DILocation(line: 48, column: 3, scope: !186)
!186 = distinct !DILexicalBlock(scope: !187, file: !3, line: 48, column: 3)
!187 = distinct !DILexicalBlock(scope: !138, file: !3, line: 48, column: 3)
!188 = !DILocation(line: 48, column: 3, scope: !187)
!189 = !DILocation(line: 49, column: 3, scope: !138)
!190 = !DILocation(line: 50, column: 1, scope: !138)
