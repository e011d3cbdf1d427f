; ModuleID = 'rwlock_writer.c'
source_filename = "rwlock_writer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i32, i32, i8, [7 x i8], i64, i32 }

@l = dso_local global %union.pthread_rwlock_t zeroinitializer, align 8, !dbg !0
@readers = dso_local global i32 0, align 4, !dbg !29
@writers = dso_local global i32 0, align 4, !dbg !32
@.str = private unnamed_addr constant [13 x i8] c"writers == 0\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [16 x i8] c"rwlock_writer.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.reader = private unnamed_addr constant [21 x i8] c"void *reader(void *)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [29 x i8] c"writers == 1 && readers == 0\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.writer = private unnamed_addr constant [21 x i8] c"void *writer(void *)\00", align 1, !dbg !27

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @reader(ptr noundef %0) #0 !dbg !75 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !80, !DIExpression(), !81)
  %3 = call i32 @pthread_rwlock_rdlock(ptr noundef @l) #4, !dbg !82
  %4 = load i32, ptr @readers, align 4, !dbg !83
  %5 = add nsw i32 %4, 1, !dbg !83
  store i32 %5, ptr @readers, align 4, !dbg !83
  %6 = load i32, ptr @writers, align 4, !dbg !84
  %7 = icmp eq i32 %6, 0, !dbg !84
  br i1 %7, label %8, label %9, !dbg !87

8:                                                ; preds = %1
  br label %10, !dbg !87

9:                                                ; preds = %1
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 12, ptr noundef @__PRETTY_FUNCTION__.reader) #5, !dbg !84
  unreachable, !dbg !84

10:                                               ; preds = %8
  %11 = load i32, ptr @readers, align 4, !dbg !88
  %12 = add nsw i32 %11, -1, !dbg !88
  store i32 %12, ptr @readers, align 4, !dbg !88
  %13 = call i32 @pthread_rwlock_unlock(ptr noundef @l) #4, !dbg !89
  ret ptr null, !dbg !90
}

; Function Attrs: nounwind
declare i32 @pthread_rwlock_rdlock(ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_rwlock_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @writer(ptr noundef %0) #0 !dbg !91 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !92, !DIExpression(), !93)
  %3 = call i32 @pthread_rwlock_wrlock(ptr noundef @l) #4, !dbg !94
  %4 = load i32, ptr @writers, align 4, !dbg !95
  %5 = add nsw i32 %4, 1, !dbg !95
  store i32 %5, ptr @writers, align 4, !dbg !95
  %6 = load i32, ptr @writers, align 4, !dbg !96
  %7 = icmp eq i32 %6, 1, !dbg !96
  br i1 %7, label %8, label %12, !dbg !96

8:                                                ; preds = %1
  %9 = load i32, ptr @readers, align 4, !dbg !96
  %10 = icmp eq i32 %9, 0, !dbg !96
  br i1 %10, label %11, label %12, !dbg !99

11:                                               ; preds = %8
  br label %13, !dbg !99

12:                                               ; preds = %8, %1
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 21, ptr noundef @__PRETTY_FUNCTION__.writer) #5, !dbg !96
  unreachable, !dbg !96

13:                                               ; preds = %11
  %14 = load i32, ptr @writers, align 4, !dbg !100
  %15 = add nsw i32 %14, -1, !dbg !100
  store i32 %15, ptr @writers, align 4, !dbg !100
  %16 = call i32 @pthread_rwlock_unlock(ptr noundef @l) #4, !dbg !101
  ret ptr null, !dbg !102
}

; Function Attrs: nounwind
declare i32 @pthread_rwlock_wrlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !103 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %4 = call i32 @pthread_rwlock_init(ptr noundef @l, ptr noundef null) #4, !dbg !106
    #dbg_declare(ptr %2, !107, !DIExpression(), !109)
    #dbg_declare(ptr %3, !110, !DIExpression(), !111)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @reader, ptr noundef null) #4, !dbg !112
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @writer, ptr noundef null) #4, !dbg !113
  %7 = call ptr @writer(ptr noundef null), !dbg !114
  %8 = load i64, ptr %2, align 8, !dbg !115
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !116
  %10 = load i64, ptr %3, align 8, !dbg !117
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null), !dbg !118
  %12 = call i32 @pthread_rwlock_destroy(ptr noundef @l) #4, !dbg !119
  ret i32 0, !dbg !120
}

; Function Attrs: nounwind
declare i32 @pthread_rwlock_init(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_rwlock_destroy(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!67, !68, !69, !70, !71, !72, !73}
!llvm.ident = !{!74}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "l", scope: !2, file: !3, line: 6, type: !34, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "rwlock_writer.c", directory: ".", checksumkind: CSK_MD5, checksum: "b9726d3a8b4fc10b1f1f62bd90af3731")
!4 = !{!5, !11, !16, !22, !27, !0, !29, !32}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 16)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 12, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 232, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 29)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !18, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "readers", scope: !2, file: !3, line: 7, type: !31, isLocal: false, isDefinition: true)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "writers", scope: !2, file: !3, line: 7, type: !31, isLocal: false, isDefinition: true)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_rwlock_t", file: !35, line: 91, baseType: !36)
!35 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!36 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !35, line: 86, size: 448, elements: !37)
!37 = !{!38, !61, !65}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !36, file: !35, line: 88, baseType: !39, size: 448)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_rwlock_arch_t", file: !40, line: 23, size: 448, elements: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_rwlock.h", directory: ".", checksumkind: CSK_MD5, checksum: "2034038f4a99ff6cb7b9de3a3e8c2a8e")
!41 = !{!42, !44, !45, !46, !47, !48, !49, !50, !51, !53, !58, !60}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__readers", scope: !39, file: !40, line: 25, baseType: !43, size: 32)
!43 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__writers", scope: !39, file: !40, line: 26, baseType: !43, size: 32, offset: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__wrphase_futex", scope: !39, file: !40, line: 27, baseType: !43, size: 32, offset: 64)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__writers_futex", scope: !39, file: !40, line: 28, baseType: !43, size: 32, offset: 96)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__pad3", scope: !39, file: !40, line: 29, baseType: !43, size: 32, offset: 128)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__pad4", scope: !39, file: !40, line: 30, baseType: !43, size: 32, offset: 160)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__cur_writer", scope: !39, file: !40, line: 32, baseType: !31, size: 32, offset: 192)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__shared", scope: !39, file: !40, line: 33, baseType: !31, size: 32, offset: 224)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__rwelision", scope: !39, file: !40, line: 34, baseType: !52, size: 8, offset: 256)
!52 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__pad1", scope: !39, file: !40, line: 39, baseType: !54, size: 56, offset: 264)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 56, elements: !56)
!55 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!56 = !{!57}
!57 = !DISubrange(count: 7)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__pad2", scope: !39, file: !40, line: 42, baseType: !59, size: 64, offset: 320)
!59 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__flags", scope: !39, file: !40, line: 45, baseType: !43, size: 32, offset: 384)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !36, file: !35, line: 89, baseType: !62, size: 448)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 56)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !36, file: !35, line: 90, baseType: !66, size: 64)
!66 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!67 = !{i32 7, !"Dwarf Version", i32 5}
!68 = !{i32 2, !"Debug Info Version", i32 3}
!69 = !{i32 1, !"wchar_size", i32 4}
!70 = !{i32 8, !"PIC Level", i32 2}
!71 = !{i32 7, !"PIE Level", i32 2}
!72 = !{i32 7, !"uwtable", i32 2}
!73 = !{i32 7, !"frame-pointer", i32 2}
!74 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!75 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 9, type: !76, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !79)
!76 = !DISubroutineType(types: !77)
!77 = !{!78, !78}
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!79 = !{}
!80 = !DILocalVariable(name: "arg", arg: 1, scope: !75, file: !3, line: 9, type: !78)
!81 = !DILocation(line: 9, column: 20, scope: !75)
!82 = !DILocation(line: 10, column: 3, scope: !75)
!83 = !DILocation(line: 11, column: 10, scope: !75)
!84 = !DILocation(line: 12, column: 3, scope: !85)
!85 = distinct !DILexicalBlock(scope: !86, file: !3, line: 12, column: 3)
!86 = distinct !DILexicalBlock(scope: !75, file: !3, line: 12, column: 3)
!87 = !DILocation(line: 12, column: 3, scope: !86)
!88 = !DILocation(line: 13, column: 10, scope: !75)
!89 = !DILocation(line: 14, column: 3, scope: !75)
!90 = !DILocation(line: 15, column: 3, scope: !75)
!91 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 18, type: !76, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !79)
!92 = !DILocalVariable(name: "arg", arg: 1, scope: !91, file: !3, line: 18, type: !78)
!93 = !DILocation(line: 18, column: 20, scope: !91)
!94 = !DILocation(line: 19, column: 3, scope: !91)
!95 = !DILocation(line: 20, column: 10, scope: !91)
!96 = !DILocation(line: 21, column: 3, scope: !97)
!97 = distinct !DILexicalBlock(scope: !98, file: !3, line: 21, column: 3)
!98 = distinct !DILexicalBlock(scope: !91, file: !3, line: 21, column: 3)
!99 = !DILocation(line: 21, column: 3, scope: !98)
!100 = !DILocation(line: 22, column: 10, scope: !91)
!101 = !DILocation(line: 23, column: 3, scope: !91)
!102 = !DILocation(line: 24, column: 3, scope: !91)
!103 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !104, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !79)
!104 = !DISubroutineType(types: !105)
!105 = !{!31}
!106 = !DILocation(line: 28, column: 3, scope: !103)
!107 = !DILocalVariable(name: "r", scope: !103, file: !3, line: 29, type: !108)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !35, line: 27, baseType: !59)
!109 = !DILocation(line: 29, column: 13, scope: !103)
!110 = !DILocalVariable(name: "w", scope: !103, file: !3, line: 29, type: !108)
!111 = !DILocation(line: 29, column: 16, scope: !103)
!112 = !DILocation(line: 30, column: 3, scope: !103)
!113 = !DILocation(line: 31, column: 3, scope: !103)
!114 = !DILocation(line: 32, column: 3, scope: !103)
!115 = !DILocation(line: 33, column: 16, scope: !103)
!116 = !DILocation(line: 33, column: 3, scope: !103)
!117 = !DILocation(line: 34, column: 16, scope: !103)
!118 = !DILocation(line: 34, column: 3, scope: !103)
!119 = !DILocation(line: 35, column: 3, scope: !103)
!120 = !DILocation(line: 36, column: 3, scope: !103)
