; ModuleID = 'symmetry_tls_bug.c'
source_filename = "symmetry_tls_bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@mine = dso_local thread_local global i32 0, align 4, !dbg !27
@.str = private unnamed_addr constant [10 x i8] c"mine == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [19 x i8] c"symmetry_tls_bug.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16
@total = dso_local global i32 0, align 4, !dbg !22
@done = dso_local global i32 0, align 4, !dbg !25
@.str.2 = private unnamed_addr constant [14 x i8] c"seen == 3 * N\00", align 1, !dbg !29
@__PRETTY_FUNCTION__.add = private unnamed_addr constant [21 x i8] c"void add(int *, int)\00", align 1, !dbg !34

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !75 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !80, !DIExpression(), !81)
  %3 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @mine), !dbg !82
  call void @add(ptr noundef %3, i32 noundef 1), !dbg !83
  %4 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @mine), !dbg !84
  call void @add(ptr noundef %4, i32 noundef 2), !dbg !85
  %5 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @mine), !dbg !86
  %6 = load i32, ptr %5, align 4, !dbg !86
  %7 = icmp eq i32 %6, 2, !dbg !86
  br i1 %7, label %8, label %9, !dbg !89

8:                                                ; preds = %1
  br label %10, !dbg !89

9:                                                ; preds = %1
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 28, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !86
  unreachable, !dbg !86

10:                                               ; preds = %8
  ret ptr null, !dbg !90
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(ptr noundef %0, i32 noundef %1) #0 !dbg !91 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !95, !DIExpression(), !96)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !97, !DIExpression(), !98)
    #dbg_declare(ptr %5, !99, !DIExpression(), !100)
  %7 = load i32, ptr @total, align 4, !dbg !101
  store i32 %7, ptr %5, align 4, !dbg !100
  %8 = call i32 @pthread_mutex_lock(ptr noundef @m) #6, !dbg !102
    #dbg_declare(ptr %6, !103, !DIExpression(), !104)
  %9 = load i32, ptr %5, align 4, !dbg !105
  %10 = load i32, ptr %4, align 4, !dbg !106
  %11 = add nsw i32 %9, %10, !dbg !107
  store i32 %11, ptr @total, align 4, !dbg !108
  store i32 %11, ptr %6, align 4, !dbg !104
  %12 = load ptr, ptr %3, align 8, !dbg !109
  %13 = load i32, ptr %12, align 4, !dbg !110
  %14 = add nsw i32 %13, 1, !dbg !110
  store i32 %14, ptr %12, align 4, !dbg !110
  %15 = load i32, ptr @done, align 4, !dbg !111
  %16 = add nsw i32 %15, 1, !dbg !111
  store i32 %16, ptr @done, align 4, !dbg !111
  %17 = icmp eq i32 %16, 6, !dbg !113
  br i1 %17, label %18, label %24, !dbg !114

18:                                               ; preds = %2
  %19 = load i32, ptr %6, align 4, !dbg !115
  %20 = icmp eq i32 %19, 9, !dbg !115
  br i1 %20, label %21, label %22, !dbg !118

21:                                               ; preds = %18
  br label %23, !dbg !118

22:                                               ; preds = %18
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 21, ptr noundef @__PRETTY_FUNCTION__.add) #5, !dbg !115
  unreachable, !dbg !115

23:                                               ; preds = %21
  br label %24, !dbg !119

24:                                               ; preds = %23, %2
  %25 = call i32 @pthread_mutex_unlock(ptr noundef @m) #6, !dbg !120
  ret void, !dbg !121
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !122 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !125, !DIExpression(), !128)
    #dbg_declare(ptr %3, !129, !DIExpression(), !131)
  store i32 0, ptr %3, align 4, !dbg !131
  br label %4, !dbg !132

4:                                                ; preds = %11, %0
  %5 = load i32, ptr %3, align 4, !dbg !133
  %6 = icmp slt i32 %5, 3, !dbg !135
  br i1 %6, label %7, label %14, !dbg !136

7:                                                ; preds = %4
  %8 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #6, !dbg !137
  %9 = load i64, ptr %2, align 8, !dbg !139
  %10 = call i32 @pthread_detach(i64 noundef %9) #6, !dbg !140
  br label %11, !dbg !141

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4, !dbg !142
  %13 = add nsw i32 %12, 1, !dbg !142
  store i32 %13, ptr %3, align 4, !dbg !142
  br label %4, !dbg !143, !llvm.loop !144

14:                                               ; preds = %4
  call void @pthread_exit(ptr noundef null) #7, !dbg !147
  unreachable, !dbg !147
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_detach(i64 noundef) #3

; Function Attrs: noreturn
declare void @pthread_exit(ptr noundef) #4

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind }
attributes #7 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!67, !68, !69, !70, !71, !72, !73}
!llvm.ident = !{!74}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 13, type: !36, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_tls_bug.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "f0f3d5c8a6a783c9318db3335e94c861")
!4 = !{!0, !5, !11, !16, !22, !25, !27, !29, !34}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 80, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 10)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 152, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 19)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 11, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 11, type: !24, isLocal: false, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "mine", scope: !2, file: !3, line: 12, type: !24, isLocal: false, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 14)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !18, isLocal: true, isDefinition: true)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !37, line: 72, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!38 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !37, line: 67, size: 320, elements: !39)
!39 = !{!40, !61, !65}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !38, file: !37, line: 69, baseType: !41, size: 320)
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !42, line: 22, size: 320, elements: !43)
!42 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!43 = !{!44, !45, !47, !48, !49, !50, !52, !53}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !41, file: !42, line: 24, baseType: !24, size: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !41, file: !42, line: 25, baseType: !46, size: 32, offset: 32)
!46 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !41, file: !42, line: 26, baseType: !24, size: 32, offset: 64)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !41, file: !42, line: 28, baseType: !46, size: 32, offset: 96)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !41, file: !42, line: 32, baseType: !24, size: 32, offset: 128)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !41, file: !42, line: 34, baseType: !51, size: 16, offset: 160)
!51 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !41, file: !42, line: 35, baseType: !51, size: 16, offset: 176)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !41, file: !42, line: 36, baseType: !54, size: 128, offset: 192)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !55, line: 55, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !55, line: 51, size: 128, elements: !57)
!57 = !{!58, !60}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !56, file: !55, line: 53, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !56, file: !55, line: 54, baseType: !59, size: 64, offset: 64)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !38, file: !37, line: 70, baseType: !62, size: 320)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 40)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !38, file: !37, line: 71, baseType: !66, size: 64)
!66 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!67 = !{i32 7, !"Dwarf Version", i32 5}
!68 = !{i32 2, !"Debug Info Version", i32 3}
!69 = !{i32 1, !"wchar_size", i32 4}
!70 = !{i32 8, !"PIC Level", i32 2}
!71 = !{i32 7, !"PIE Level", i32 2}
!72 = !{i32 7, !"uwtable", i32 2}
!73 = !{i32 7, !"frame-pointer", i32 2}
!74 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!75 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 25, type: !76, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !79)
!76 = !DISubroutineType(types: !77)
!77 = !{!78, !78}
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!79 = !{}
!80 = !DILocalVariable(name: "arg", arg: 1, scope: !75, file: !3, line: 25, type: !78)
!81 = !DILocation(line: 25, column: 20, scope: !75)
!82 = !DILocation(line: 26, column: 8, scope: !75)
!83 = !DILocation(line: 26, column: 3, scope: !75)
!84 = !DILocation(line: 27, column: 8, scope: !75)
!85 = !DILocation(line: 27, column: 3, scope: !75)
!86 = !DILocation(line: 28, column: 3, scope: !87)
!87 = distinct !DILexicalBlock(scope: !88, file: !3, line: 28, column: 3)
!88 = distinct !DILexicalBlock(scope: !75, file: !3, line: 28, column: 3)
!89 = !DILocation(line: 28, column: 3, scope: !88)
!90 = !DILocation(line: 29, column: 3, scope: !75)
!91 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 15, type: !92, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !79)
!92 = !DISubroutineType(types: !93)
!93 = !{null, !94, !24}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!95 = !DILocalVariable(name: "count", arg: 1, scope: !91, file: !3, line: 15, type: !94)
!96 = !DILocation(line: 15, column: 48, scope: !91)
!97 = !DILocalVariable(name: "v", arg: 2, scope: !91, file: !3, line: 15, type: !24)
!98 = !DILocation(line: 15, column: 59, scope: !91)
!99 = !DILocalVariable(name: "t", scope: !91, file: !3, line: 16, type: !24)
!100 = !DILocation(line: 16, column: 7, scope: !91)
!101 = !DILocation(line: 16, column: 11, scope: !91)
!102 = !DILocation(line: 17, column: 3, scope: !91)
!103 = !DILocalVariable(name: "seen", scope: !91, file: !3, line: 18, type: !24)
!104 = !DILocation(line: 18, column: 7, scope: !91)
!105 = !DILocation(line: 18, column: 22, scope: !91)
!106 = !DILocation(line: 18, column: 26, scope: !91)
!107 = !DILocation(line: 18, column: 24, scope: !91)
!108 = !DILocation(line: 18, column: 20, scope: !91)
!109 = !DILocation(line: 19, column: 6, scope: !91)
!110 = !DILocation(line: 19, column: 3, scope: !91)
!111 = !DILocation(line: 20, column: 7, scope: !112)
!112 = distinct !DILexicalBlock(scope: !91, file: !3, line: 20, column: 7)
!113 = !DILocation(line: 20, column: 14, scope: !112)
!114 = !DILocation(line: 20, column: 7, scope: !91)
!115 = !DILocation(line: 21, column: 5, scope: !116)
!116 = distinct !DILexicalBlock(scope: !117, file: !3, line: 21, column: 5)
!117 = distinct !DILexicalBlock(scope: !112, file: !3, line: 21, column: 5)
!118 = !DILocation(line: 21, column: 5, scope: !117)
!119 = !DILocation(line: 21, column: 5, scope: !112)
!120 = !DILocation(line: 22, column: 3, scope: !91)
!121 = !DILocation(line: 23, column: 1, scope: !91)
!122 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !123, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !79)
!123 = !DISubroutineType(types: !124)
!124 = !{!24}
!125 = !DILocalVariable(name: "t", scope: !122, file: !3, line: 33, type: !126)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !37, line: 27, baseType: !127)
!127 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!128 = !DILocation(line: 33, column: 13, scope: !122)
!129 = !DILocalVariable(name: "i", scope: !130, file: !3, line: 34, type: !24)
!130 = distinct !DILexicalBlock(scope: !122, file: !3, line: 34, column: 3)
!131 = !DILocation(line: 34, column: 12, scope: !130)
!132 = !DILocation(line: 34, column: 8, scope: !130)
!133 = !DILocation(line: 34, column: 19, scope: !134)
!134 = distinct !DILexicalBlock(scope: !130, file: !3, line: 34, column: 3)
!135 = !DILocation(line: 34, column: 21, scope: !134)
!136 = !DILocation(line: 34, column: 3, scope: !130)
!137 = !DILocation(line: 35, column: 5, scope: !138)
!138 = distinct !DILexicalBlock(scope: !134, file: !3, line: 34, column: 31)
!139 = !DILocation(line: 36, column: 20, scope: !138)
!140 = !DILocation(line: 36, column: 5, scope: !138)
!141 = !DILocation(line: 37, column: 3, scope: !138)
!142 = !DILocation(line: 34, column: 27, scope: !134)
!143 = !DILocation(line: 34, column: 3, scope: !134)
!144 = distinct !{!144, !136, !145, !146}
!145 = !DILocation(line: 37, column: 3, scope: !130)
!146 = !{!"llvm.loop.mustprogress"}
!147 = !DILocation(line: 38, column: 3, scope: !122)
