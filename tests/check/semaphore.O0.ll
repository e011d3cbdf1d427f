; ModuleID = 'semaphore.c'
source_filename = "semaphore.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.sem_t = type { i64, [24 x i8] }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@empty = dso_local global %union.sem_t zeroinitializer, align 8, !dbg !42
@buf = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !32
@in = dso_local global i32 0, align 4, !dbg !38
@full = dso_local global %union.sem_t zeroinitializer, align 8, !dbg !54
@.str = private unnamed_addr constant [44 x i8] c"sem_trywait(&full) == -1 && errno == EAGAIN\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [12 x i8] c"semaphore.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@out = dso_local global i32 0, align 4, !dbg !40
@.str.2 = private unnamed_addr constant [14 x i8] c"buf[out] == i\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [11 x i8] c"v == SLOTS\00", align 1, !dbg !27

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @producer(ptr noundef %0) #0 !dbg !94 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !99, !DIExpression(), !100)
    #dbg_declare(ptr %3, !101, !DIExpression(), !103)
  store i32 1, ptr %3, align 4, !dbg !103
  br label %4, !dbg !104

4:                                                ; preds = %19, %1
  %5 = load i32, ptr %3, align 4, !dbg !105
  %6 = icmp sle i32 %5, 3, !dbg !107
  br i1 %6, label %7, label %22, !dbg !108

7:                                                ; preds = %4
  %8 = call i32 @sem_wait(ptr noundef @empty), !dbg !109
  %9 = call i32 @pthread_mutex_lock(ptr noundef @m) #5, !dbg !111
  %10 = load i32, ptr %3, align 4, !dbg !112
  %11 = load i32, ptr @in, align 4, !dbg !113
  %12 = sext i32 %11 to i64, !dbg !114
  %13 = getelementptr inbounds [2 x i32], ptr @buf, i64 0, i64 %12, !dbg !114
  store i32 %10, ptr %13, align 4, !dbg !115
  %14 = load i32, ptr @in, align 4, !dbg !116
  %15 = add nsw i32 %14, 1, !dbg !117
  %16 = srem i32 %15, 2, !dbg !118
  store i32 %16, ptr @in, align 4, !dbg !119
  %17 = call i32 @pthread_mutex_unlock(ptr noundef @m) #5, !dbg !120
  %18 = call i32 @sem_post(ptr noundef @full) #5, !dbg !121
  br label %19, !dbg !122

19:                                               ; preds = %7
  %20 = load i32, ptr %3, align 4, !dbg !123
  %21 = add nsw i32 %20, 1, !dbg !123
  store i32 %21, ptr %3, align 4, !dbg !123
  br label %4, !dbg !124, !llvm.loop !125

22:                                               ; preds = %4
  ret ptr null, !dbg !128
}

declare i32 @sem_wait(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @sem_post(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !129 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !132, !DIExpression(), !135)
  %5 = call i32 @sem_init(ptr noundef @empty, i32 noundef 0, i32 noundef 2) #5, !dbg !136
  %6 = call i32 @sem_init(ptr noundef @full, i32 noundef 0, i32 noundef 0) #5, !dbg !137
  %7 = call i32 @sem_trywait(ptr noundef @full) #5, !dbg !138
  %8 = icmp eq i32 %7, -1, !dbg !138
  br i1 %8, label %9, label %14, !dbg !138

9:                                                ; preds = %0
  %10 = call ptr @__errno_location() #6, !dbg !138
  %11 = load i32, ptr %10, align 4, !dbg !138
  %12 = icmp eq i32 %11, 11, !dbg !138
  br i1 %12, label %13, label %14, !dbg !141

13:                                               ; preds = %9
  br label %15, !dbg !141

14:                                               ; preds = %9, %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 34, ptr noundef @__PRETTY_FUNCTION__.main) #7, !dbg !138
  unreachable, !dbg !138

15:                                               ; preds = %13
  %16 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @producer, ptr noundef null) #5, !dbg !142
    #dbg_declare(ptr %3, !143, !DIExpression(), !145)
  store i32 1, ptr %3, align 4, !dbg !145
  br label %17, !dbg !146

17:                                               ; preds = %37, %15
  %18 = load i32, ptr %3, align 4, !dbg !147
  %19 = icmp sle i32 %18, 3, !dbg !149
  br i1 %19, label %20, label %40, !dbg !150

20:                                               ; preds = %17
  %21 = call i32 @sem_wait(ptr noundef @full), !dbg !151
  %22 = call i32 @pthread_mutex_lock(ptr noundef @m) #5, !dbg !153
  %23 = load i32, ptr @out, align 4, !dbg !154
  %24 = sext i32 %23 to i64, !dbg !154
  %25 = getelementptr inbounds [2 x i32], ptr @buf, i64 0, i64 %24, !dbg !154
  %26 = load i32, ptr %25, align 4, !dbg !154
  %27 = load i32, ptr %3, align 4, !dbg !154
  %28 = icmp eq i32 %26, %27, !dbg !154
  br i1 %28, label %29, label %30, !dbg !157

29:                                               ; preds = %20
  br label %31, !dbg !157

30:                                               ; preds = %20
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 39, ptr noundef @__PRETTY_FUNCTION__.main) #7, !dbg !154
  unreachable, !dbg !154

31:                                               ; preds = %29
  %32 = load i32, ptr @out, align 4, !dbg !158
  %33 = add nsw i32 %32, 1, !dbg !159
  %34 = srem i32 %33, 2, !dbg !160
  store i32 %34, ptr @out, align 4, !dbg !161
  %35 = call i32 @pthread_mutex_unlock(ptr noundef @m) #5, !dbg !162
  %36 = call i32 @sem_post(ptr noundef @empty) #5, !dbg !163
  br label %37, !dbg !164

37:                                               ; preds = %31
  %38 = load i32, ptr %3, align 4, !dbg !165
  %39 = add nsw i32 %38, 1, !dbg !165
  store i32 %39, ptr %3, align 4, !dbg !165
  br label %17, !dbg !166, !llvm.loop !167

40:                                               ; preds = %17
  %41 = load i64, ptr %2, align 8, !dbg !169
  %42 = call i32 @pthread_join(i64 noundef %41, ptr noundef null), !dbg !170
    #dbg_declare(ptr %4, !171, !DIExpression(), !172)
  %43 = call i32 @sem_getvalue(ptr noundef @empty, ptr noundef %4) #5, !dbg !173
  %44 = load i32, ptr %4, align 4, !dbg !174
  %45 = icmp eq i32 %44, 2, !dbg !174
  br i1 %45, label %46, label %47, !dbg !177

46:                                               ; preds = %40
  br label %48, !dbg !177

47:                                               ; preds = %40
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 47, ptr noundef @__PRETTY_FUNCTION__.main) #7, !dbg !174
  unreachable, !dbg !174

48:                                               ; preds = %46
  %49 = call i32 @sem_destroy(ptr noundef @empty) #5, !dbg !178
  %50 = call i32 @sem_destroy(ptr noundef @full) #5, !dbg !179
  ret i32 0, !dbg !180
}

; Function Attrs: nounwind
declare i32 @sem_init(ptr noundef, i32 noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i32 @sem_trywait(ptr noundef) #2

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__errno_location() #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #4

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @sem_getvalue(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @sem_destroy(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(none) }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!86, !87, !88, !89, !90, !91, !92}
!llvm.ident = !{!93}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 16, type: !56, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "semaphore.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "5e59fbb8dbb48a430fc62f21189d613d")
!4 = !{!0, !5, !11, !16, !22, !27, !32, !38, !40, !42, !54}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 352, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 44)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 12)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 14)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 11)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 13, type: !34, isLocal: false, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 64, elements: !36)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !{!37}
!37 = !DISubrange(count: 2)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "in", scope: !2, file: !3, line: 14, type: !35, isLocal: false, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "out", scope: !2, file: !3, line: 14, type: !35, isLocal: false, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "empty", scope: !2, file: !3, line: 15, type: !44, isLocal: false, isDefinition: true)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "sem_t", file: !45, line: 39, baseType: !46)
!45 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/semaphore.h", directory: "", checksumkind: CSK_MD5, checksum: "f0ec69aef73516c696d526041269f8fd")
!46 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !45, line: 35, size: 256, elements: !47)
!47 = !{!48, !52}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !46, file: !45, line: 37, baseType: !49, size: 256)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 32)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !46, file: !45, line: 38, baseType: !53, size: 64)
!53 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(name: "full", scope: !2, file: !3, line: 15, type: !44, isLocal: false, isDefinition: true)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !57, line: 72, baseType: !58)
!57 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!58 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !57, line: 67, size: 320, elements: !59)
!59 = !{!60, !81, !85}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !58, file: !57, line: 69, baseType: !61, size: 320)
!61 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !62, line: 22, size: 320, elements: !63)
!62 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!63 = !{!64, !65, !67, !68, !69, !70, !72, !73}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !61, file: !62, line: 24, baseType: !35, size: 32)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !61, file: !62, line: 25, baseType: !66, size: 32, offset: 32)
!66 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !61, file: !62, line: 26, baseType: !35, size: 32, offset: 64)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !61, file: !62, line: 28, baseType: !66, size: 32, offset: 96)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !61, file: !62, line: 32, baseType: !35, size: 32, offset: 128)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !61, file: !62, line: 34, baseType: !71, size: 16, offset: 160)
!71 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !61, file: !62, line: 35, baseType: !71, size: 16, offset: 176)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !61, file: !62, line: 36, baseType: !74, size: 128, offset: 192)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !75, line: 55, baseType: !76)
!75 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!76 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !75, line: 51, size: 128, elements: !77)
!77 = !{!78, !80}
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !76, file: !75, line: 53, baseType: !79, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !76, file: !75, line: 54, baseType: !79, size: 64, offset: 64)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !58, file: !57, line: 70, baseType: !82, size: 320)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 40)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !58, file: !57, line: 71, baseType: !53, size: 64)
!86 = !{i32 7, !"Dwarf Version", i32 5}
!87 = !{i32 2, !"Debug Info Version", i32 3}
!88 = !{i32 1, !"wchar_size", i32 4}
!89 = !{i32 8, !"PIC Level", i32 2}
!90 = !{i32 7, !"PIE Level", i32 2}
!91 = !{i32 7, !"uwtable", i32 2}
!92 = !{i32 7, !"frame-pointer", i32 2}
!93 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!94 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 18, type: !95, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !98)
!95 = !DISubroutineType(types: !96)
!96 = !{!97, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!98 = !{}
!99 = !DILocalVariable(name: "arg", arg: 1, scope: !94, file: !3, line: 18, type: !97)
!100 = !DILocation(line: 18, column: 22, scope: !94)
!101 = !DILocalVariable(name: "i", scope: !102, file: !3, line: 19, type: !35)
!102 = distinct !DILexicalBlock(scope: !94, file: !3, line: 19, column: 3)
!103 = !DILocation(line: 19, column: 12, scope: !102)
!104 = !DILocation(line: 19, column: 8, scope: !102)
!105 = !DILocation(line: 19, column: 19, scope: !106)
!106 = distinct !DILexicalBlock(scope: !102, file: !3, line: 19, column: 3)
!107 = !DILocation(line: 19, column: 21, scope: !106)
!108 = !DILocation(line: 19, column: 3, scope: !102)
!109 = !DILocation(line: 20, column: 5, scope: !110)
!110 = distinct !DILexicalBlock(scope: !106, file: !3, line: 19, column: 36)
!111 = !DILocation(line: 21, column: 5, scope: !110)
!112 = !DILocation(line: 22, column: 15, scope: !110)
!113 = !DILocation(line: 22, column: 9, scope: !110)
!114 = !DILocation(line: 22, column: 5, scope: !110)
!115 = !DILocation(line: 22, column: 13, scope: !110)
!116 = !DILocation(line: 23, column: 11, scope: !110)
!117 = !DILocation(line: 23, column: 14, scope: !110)
!118 = !DILocation(line: 23, column: 19, scope: !110)
!119 = !DILocation(line: 23, column: 8, scope: !110)
!120 = !DILocation(line: 24, column: 5, scope: !110)
!121 = !DILocation(line: 25, column: 5, scope: !110)
!122 = !DILocation(line: 26, column: 3, scope: !110)
!123 = !DILocation(line: 19, column: 32, scope: !106)
!124 = !DILocation(line: 19, column: 3, scope: !106)
!125 = distinct !{!125, !108, !126, !127}
!126 = !DILocation(line: 26, column: 3, scope: !102)
!127 = !{!"llvm.loop.mustprogress"}
!128 = !DILocation(line: 27, column: 3, scope: !94)
!129 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 30, type: !130, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !98)
!130 = !DISubroutineType(types: !131)
!131 = !{!35}
!132 = !DILocalVariable(name: "t", scope: !129, file: !3, line: 31, type: !133)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !57, line: 27, baseType: !134)
!134 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!135 = !DILocation(line: 31, column: 13, scope: !129)
!136 = !DILocation(line: 32, column: 3, scope: !129)
!137 = !DILocation(line: 33, column: 3, scope: !129)
!138 = !DILocation(line: 34, column: 3, scope: !139)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 34, column: 3)
!140 = distinct !DILexicalBlock(scope: !129, file: !3, line: 34, column: 3)
!141 = !DILocation(line: 34, column: 3, scope: !140)
!142 = !DILocation(line: 35, column: 3, scope: !129)
!143 = !DILocalVariable(name: "i", scope: !144, file: !3, line: 36, type: !35)
!144 = distinct !DILexicalBlock(scope: !129, file: !3, line: 36, column: 3)
!145 = !DILocation(line: 36, column: 12, scope: !144)
!146 = !DILocation(line: 36, column: 8, scope: !144)
!147 = !DILocation(line: 36, column: 19, scope: !148)
!148 = distinct !DILexicalBlock(scope: !144, file: !3, line: 36, column: 3)
!149 = !DILocation(line: 36, column: 21, scope: !148)
!150 = !DILocation(line: 36, column: 3, scope: !144)
!151 = !DILocation(line: 37, column: 5, scope: !152)
!152 = distinct !DILexicalBlock(scope: !148, file: !3, line: 36, column: 36)
!153 = !DILocation(line: 38, column: 5, scope: !152)
!154 = !DILocation(line: 39, column: 5, scope: !155)
!155 = distinct !DILexicalBlock(scope: !156, file: !3, line: 39, column: 5)
!156 = distinct !DILexicalBlock(scope: !152, file: !3, line: 39, column: 5)
!157 = !DILocation(line: 39, column: 5, scope: !156)
!158 = !DILocation(line: 40, column: 12, scope: !152)
!159 = !DILocation(line: 40, column: 16, scope: !152)
!160 = !DILocation(line: 40, column: 21, scope: !152)
!161 = !DILocation(line: 40, column: 9, scope: !152)
!162 = !DILocation(line: 41, column: 5, scope: !152)
!163 = !DILocation(line: 42, column: 5, scope: !152)
!164 = !DILocation(line: 43, column: 3, scope: !152)
!165 = !DILocation(line: 36, column: 32, scope: !148)
!166 = !DILocation(line: 36, column: 3, scope: !148)
!167 = distinct !{!167, !150, !168, !127}
!168 = !DILocation(line: 43, column: 3, scope: !144)
!169 = !DILocation(line: 44, column: 16, scope: !129)
!170 = !DILocation(line: 44, column: 3, scope: !129)
!171 = !DILocalVariable(name: "v", scope: !129, file: !3, line: 45, type: !35)
!172 = !DILocation(line: 45, column: 7, scope: !129)
!173 = !DILocation(line: 46, column: 3, scope: !129)
!174 = !DILocation(line: 47, column: 3, scope: !175)
!175 = distinct !DILexicalBlock(scope: !176, file: !3, line: 47, column: 3)
!176 = distinct !DILexicalBlock(scope: !129, file: !3, line: 47, column: 3)
!177 = !DILocation(line: 47, column: 3, scope: !176)
!178 = !DILocation(line: 48, column: 3, scope: !129)
!179 = !DILocation(line: 49, column: 3, scope: !129)
!180 = !DILocation(line: 50, column: 3, scope: !129)
