; ModuleID = 'sync_reinit.c'
source_filename = "sync_reinit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_barrier_t = type { i64, [24 x i8] }
%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i32, i32, i8, [7 x i8], i64, i32 }
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }

@b = dso_local global %union.pthread_barrier_t zeroinitializer, align 8, !dbg !0
@l = dso_local global %union.pthread_rwlock_t zeroinitializer, align 8, !dbg !93
@x = dso_local global i32 0, align 4, !dbg !127
@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !25
@ready = dso_local global i32 0, align 4, !dbg !125
@c = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !58
@.str = private unnamed_addr constant [11 x i8] c"ready == 2\00", align 1, !dbg !8
@.str.1 = private unnamed_addr constant [14 x i8] c"sync_reinit.c\00", align 1, !dbg !14
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !19

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !145 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !149, !DIExpression(), !150)
  %4 = call i32 @pthread_barrier_wait(ptr noundef @b) #4, !dbg !151
  %5 = call i32 @pthread_rwlock_rdlock(ptr noundef @l) #4, !dbg !152
    #dbg_declare(ptr %3, !153, !DIExpression(), !154)
  %6 = load i32, ptr @x, align 4, !dbg !155
  store i32 %6, ptr %3, align 4, !dbg !154
  %7 = call i32 @pthread_rwlock_unlock(ptr noundef @l) #4, !dbg !156
  %8 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !157
  %9 = load i32, ptr @ready, align 4, !dbg !158
  %10 = add nsw i32 %9, 1, !dbg !158
  store i32 %10, ptr @ready, align 4, !dbg !158
  %11 = call i32 @pthread_cond_signal(ptr noundef @c) #4, !dbg !159
  %12 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !160
  %13 = load i32, ptr %3, align 4, !dbg !161
  %14 = sext i32 %13 to i64, !dbg !162
  %15 = inttoptr i64 %14 to ptr, !dbg !163
  ret ptr %15, !dbg !164
}

; Function Attrs: nounwind
declare i32 @pthread_barrier_wait(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_rwlock_rdlock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_rwlock_unlock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @init() #0 !dbg !165 {
  %1 = call i32 @pthread_mutex_init(ptr noundef @m, ptr noundef null) #4, !dbg !168
  %2 = call i32 @pthread_cond_init(ptr noundef @c, ptr noundef null) #4, !dbg !169
  %3 = call i32 @pthread_rwlock_init(ptr noundef @l, ptr noundef null) #4, !dbg !170
  %4 = call i32 @pthread_barrier_init(ptr noundef @b, ptr noundef null, i32 noundef 2) #4, !dbg !171
  ret void, !dbg !172
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_init(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_cond_init(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_rwlock_init(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_barrier_init(ptr noundef, ptr noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @destroy() #0 !dbg !173 {
  %1 = call i32 @pthread_barrier_destroy(ptr noundef @b) #4, !dbg !174
  %2 = call i32 @pthread_rwlock_destroy(ptr noundef @l) #4, !dbg !175
  %3 = call i32 @pthread_cond_destroy(ptr noundef @c) #4, !dbg !176
  %4 = call i32 @pthread_mutex_destroy(ptr noundef @m) #4, !dbg !177
  ret void, !dbg !178
}

; Function Attrs: nounwind
declare i32 @pthread_barrier_destroy(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_rwlock_destroy(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_cond_destroy(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_destroy(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @round_(i32 noundef %0) #0 !dbg !179 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !182, !DIExpression(), !183)
    #dbg_declare(ptr %3, !184, !DIExpression(), !186)
  %4 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !187
  %5 = call i32 @pthread_barrier_wait(ptr noundef @b) #4, !dbg !188
  %6 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !189
  br label %7, !dbg !190

7:                                                ; preds = %11, %1
  %8 = load i32, ptr @ready, align 4, !dbg !191
  %9 = load i32, ptr %2, align 4, !dbg !192
  %10 = icmp slt i32 %8, %9, !dbg !193
  br i1 %10, label %11, label %13, !dbg !190

11:                                               ; preds = %7
  %12 = call i32 @pthread_cond_wait(ptr noundef @c, ptr noundef @m), !dbg !194
  br label %7, !dbg !190, !llvm.loop !195

13:                                               ; preds = %7
  %14 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !198
  %15 = load i64, ptr %3, align 8, !dbg !199
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null), !dbg !200
  ret void, !dbg !201
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !202 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @init(), !dbg !205
  call void @round_(i32 noundef 1), !dbg !206
  call void @destroy(), !dbg !207
  call void @init(), !dbg !208
  call void @round_(i32 noundef 2), !dbg !209
  call void @destroy(), !dbg !210
  %2 = load i32, ptr @ready, align 4, !dbg !211
  %3 = icmp eq i32 %2, 2, !dbg !211
  br i1 %3, label %4, label %5, !dbg !214

4:                                                ; preds = %0
  br label %6, !dbg !214

5:                                                ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 58, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !211
  unreachable, !dbg !211

6:                                                ; preds = %4
  ret i32 0, !dbg !215
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!137, !138, !139, !140, !141, !142, !143}
!llvm.ident = !{!144}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 11, type: !129, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync_reinit.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "05dce69531a6b9a6ddcbc1ed520f10de")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!8, !14, !19, !25, !58, !93, !0, !125, !127}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 88, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 11)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 112, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 14)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 58, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 120, elements: !23)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!23 = !{!24}
!24 = !DISubrange(count: 15)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 8, type: !27, isLocal: false, isDefinition: true)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !28, line: 72, baseType: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!29 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !28, line: 67, size: 320, elements: !30)
!30 = !{!31, !53, !57}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !29, file: !28, line: 69, baseType: !32, size: 320)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !33, line: 22, size: 320, elements: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!34 = !{!35, !37, !39, !40, !41, !42, !44, !45}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !32, file: !33, line: 24, baseType: !36, size: 32)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !32, file: !33, line: 25, baseType: !38, size: 32, offset: 32)
!38 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !32, file: !33, line: 26, baseType: !36, size: 32, offset: 64)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !32, file: !33, line: 28, baseType: !38, size: 32, offset: 96)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !32, file: !33, line: 32, baseType: !36, size: 32, offset: 128)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !32, file: !33, line: 34, baseType: !43, size: 16, offset: 160)
!43 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !32, file: !33, line: 35, baseType: !43, size: 16, offset: 176)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !32, file: !33, line: 36, baseType: !46, size: 128, offset: 192)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !47, line: 55, baseType: !48)
!47 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!48 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !47, line: 51, size: 128, elements: !49)
!49 = !{!50, !52}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !48, file: !47, line: 53, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !48, file: !47, line: 54, baseType: !51, size: 64, offset: 64)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !29, file: !28, line: 70, baseType: !54, size: 320)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 320, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 40)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !29, file: !28, line: 71, baseType: !6, size: 64)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 9, type: !60, isLocal: false, isDefinition: true)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !28, line: 80, baseType: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !28, line: 75, size: 384, elements: !62)
!62 = !{!63, !87, !91}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !61, file: !28, line: 77, baseType: !64, size: 384)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !47, line: 94, size: 384, elements: !65)
!65 = !{!66, !78, !79, !83, !84, !85, !86}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !64, file: !47, line: 96, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !68, line: 33, baseType: !69)
!68 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: "", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!69 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !68, line: 25, size: 64, elements: !70)
!70 = !{!71, !73}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !69, file: !68, line: 27, baseType: !72, size: 64)
!72 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !69, file: !68, line: 32, baseType: !74, size: 64)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !69, file: !68, line: 28, size: 64, elements: !75)
!75 = !{!76, !77}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !74, file: !68, line: 30, baseType: !38, size: 32)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !74, file: !68, line: 31, baseType: !38, size: 32, offset: 32)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !64, file: !47, line: 97, baseType: !67, size: 64, offset: 64)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !64, file: !47, line: 98, baseType: !80, size: 64, offset: 128)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 64, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 2)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !64, file: !47, line: 99, baseType: !80, size: 64, offset: 192)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !64, file: !47, line: 100, baseType: !38, size: 32, offset: 256)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !64, file: !47, line: 101, baseType: !38, size: 32, offset: 288)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !64, file: !47, line: 102, baseType: !80, size: 64, offset: 320)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !61, file: !28, line: 78, baseType: !88, size: 384)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 384, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 48)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !61, file: !28, line: 79, baseType: !92, size: 64)
!92 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(name: "l", scope: !2, file: !3, line: 10, type: !95, isLocal: false, isDefinition: true)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_rwlock_t", file: !28, line: 91, baseType: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !28, line: 86, size: 448, elements: !97)
!97 = !{!98, !120, !124}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !96, file: !28, line: 88, baseType: !99, size: 448)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_rwlock_arch_t", file: !100, line: 23, size: 448, elements: !101)
!100 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_rwlock.h", directory: "", checksumkind: CSK_MD5, checksum: "2034038f4a99ff6cb7b9de3a3e8c2a8e")
!101 = !{!102, !103, !104, !105, !106, !107, !108, !109, !110, !112, !117, !119}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "__readers", scope: !99, file: !100, line: 25, baseType: !38, size: 32)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "__writers", scope: !99, file: !100, line: 26, baseType: !38, size: 32, offset: 32)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "__wrphase_futex", scope: !99, file: !100, line: 27, baseType: !38, size: 32, offset: 64)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "__writers_futex", scope: !99, file: !100, line: 28, baseType: !38, size: 32, offset: 96)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "__pad3", scope: !99, file: !100, line: 29, baseType: !38, size: 32, offset: 128)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "__pad4", scope: !99, file: !100, line: 30, baseType: !38, size: 32, offset: 160)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "__cur_writer", scope: !99, file: !100, line: 32, baseType: !36, size: 32, offset: 192)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "__shared", scope: !99, file: !100, line: 33, baseType: !36, size: 32, offset: 224)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "__rwelision", scope: !99, file: !100, line: 34, baseType: !111, size: 8, offset: 256)
!111 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "__pad1", scope: !99, file: !100, line: 39, baseType: !113, size: 56, offset: 264)
!113 = !DICompositeType(tag: DW_TAG_array_type, baseType: !114, size: 56, elements: !115)
!114 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!115 = !{!116}
!116 = !DISubrange(count: 7)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "__pad2", scope: !99, file: !100, line: 42, baseType: !118, size: 64, offset: 320)
!118 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "__flags", scope: !99, file: !100, line: 45, baseType: !38, size: 32, offset: 384)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !96, file: !28, line: 89, baseType: !121, size: 448)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 448, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 56)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !96, file: !28, line: 90, baseType: !6, size: 64)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 12, type: !36, isLocal: false, isDefinition: true)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 12, type: !36, isLocal: false, isDefinition: true)
!129 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrier_t", file: !28, line: 112, baseType: !130)
!130 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !28, line: 108, size: 256, elements: !131)
!131 = !{!132, !136}
!132 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !130, file: !28, line: 110, baseType: !133, size: 256)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 256, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 32)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !130, file: !28, line: 111, baseType: !6, size: 64)
!137 = !{i32 7, !"Dwarf Version", i32 5}
!138 = !{i32 2, !"Debug Info Version", i32 3}
!139 = !{i32 1, !"wchar_size", i32 4}
!140 = !{i32 8, !"PIC Level", i32 2}
!141 = !{i32 7, !"PIE Level", i32 2}
!142 = !{i32 7, !"uwtable", i32 2}
!143 = !{i32 7, !"frame-pointer", i32 2}
!144 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!145 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 14, type: !146, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !148)
!146 = !DISubroutineType(types: !147)
!147 = !{!5, !5}
!148 = !{}
!149 = !DILocalVariable(name: "arg", arg: 1, scope: !145, file: !3, line: 14, type: !5)
!150 = !DILocation(line: 14, column: 20, scope: !145)
!151 = !DILocation(line: 15, column: 3, scope: !145)
!152 = !DILocation(line: 16, column: 3, scope: !145)
!153 = !DILocalVariable(name: "v", scope: !145, file: !3, line: 17, type: !36)
!154 = !DILocation(line: 17, column: 7, scope: !145)
!155 = !DILocation(line: 17, column: 11, scope: !145)
!156 = !DILocation(line: 18, column: 3, scope: !145)
!157 = !DILocation(line: 19, column: 3, scope: !145)
!158 = !DILocation(line: 20, column: 8, scope: !145)
!159 = !DILocation(line: 21, column: 3, scope: !145)
!160 = !DILocation(line: 22, column: 3, scope: !145)
!161 = !DILocation(line: 23, column: 24, scope: !145)
!162 = !DILocation(line: 23, column: 18, scope: !145)
!163 = !DILocation(line: 23, column: 10, scope: !145)
!164 = !DILocation(line: 23, column: 3, scope: !145)
!165 = distinct !DISubprogram(name: "init", scope: !3, file: !3, line: 26, type: !166, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!166 = !DISubroutineType(types: !167)
!167 = !{null}
!168 = !DILocation(line: 27, column: 3, scope: !165)
!169 = !DILocation(line: 28, column: 3, scope: !165)
!170 = !DILocation(line: 29, column: 3, scope: !165)
!171 = !DILocation(line: 30, column: 3, scope: !165)
!172 = !DILocation(line: 31, column: 1, scope: !165)
!173 = distinct !DISubprogram(name: "destroy", scope: !3, file: !3, line: 33, type: !166, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!174 = !DILocation(line: 34, column: 3, scope: !173)
!175 = !DILocation(line: 35, column: 3, scope: !173)
!176 = !DILocation(line: 36, column: 3, scope: !173)
!177 = !DILocation(line: 37, column: 3, scope: !173)
!178 = !DILocation(line: 38, column: 1, scope: !173)
!179 = distinct !DISubprogram(name: "round_", scope: !3, file: !3, line: 40, type: !180, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !148)
!180 = !DISubroutineType(types: !181)
!181 = !{null, !36}
!182 = !DILocalVariable(name: "want", arg: 1, scope: !179, file: !3, line: 40, type: !36)
!183 = !DILocation(line: 40, column: 17, scope: !179)
!184 = !DILocalVariable(name: "t", scope: !179, file: !3, line: 41, type: !185)
!185 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !28, line: 27, baseType: !118)
!186 = !DILocation(line: 41, column: 13, scope: !179)
!187 = !DILocation(line: 42, column: 3, scope: !179)
!188 = !DILocation(line: 43, column: 3, scope: !179)
!189 = !DILocation(line: 44, column: 3, scope: !179)
!190 = !DILocation(line: 45, column: 3, scope: !179)
!191 = !DILocation(line: 45, column: 10, scope: !179)
!192 = !DILocation(line: 45, column: 18, scope: !179)
!193 = !DILocation(line: 45, column: 16, scope: !179)
!194 = !DILocation(line: 46, column: 5, scope: !179)
!195 = distinct !{!195, !190, !196, !197}
!196 = !DILocation(line: 46, column: 29, scope: !179)
!197 = !{!"llvm.loop.mustprogress"}
!198 = !DILocation(line: 47, column: 3, scope: !179)
!199 = !DILocation(line: 48, column: 16, scope: !179)
!200 = !DILocation(line: 48, column: 3, scope: !179)
!201 = !DILocation(line: 49, column: 1, scope: !179)
!202 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 51, type: !203, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!203 = !DISubroutineType(types: !204)
!204 = !{!36}
!205 = !DILocation(line: 52, column: 3, scope: !202)
!206 = !DILocation(line: 53, column: 3, scope: !202)
!207 = !DILocation(line: 54, column: 3, scope: !202)
!208 = !DILocation(line: 55, column: 3, scope: !202)
!209 = !DILocation(line: 56, column: 3, scope: !202)
!210 = !DILocation(line: 57, column: 3, scope: !202)
!211 = !DILocation(line: 58, column: 3, scope: !212)
!212 = distinct !DILexicalBlock(scope: !213, file: !3, line: 58, column: 3)
!213 = distinct !DILexicalBlock(scope: !202, file: !3, line: 58, column: 3)
!214 = !DILocation(line: 58, column: 3, scope: !213)
!215 = !DILocation(line: 59, column: 3, scope: !202)
