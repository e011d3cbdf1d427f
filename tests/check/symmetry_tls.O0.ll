; ModuleID = 'symmetry_tls.c'
source_filename = "symmetry_tls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@mine = dso_local thread_local global i32 0, align 4, !dbg !27
@.str = private unnamed_addr constant [10 x i8] c"mine == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [15 x i8] c"symmetry_tls.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16
@total = dso_local global i32 0, align 4, !dbg !22
@done = dso_local global i32 0, align 4, !dbg !25
@.str.2 = private unnamed_addr constant [15 x i8] c"total == 3 * N\00", align 1, !dbg !29
@__PRETTY_FUNCTION__.add = private unnamed_addr constant [21 x i8] c"void add(int *, int)\00", align 1, !dbg !31

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !72 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !77, !DIExpression(), !78)
  %3 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @mine), !dbg !79
  call void @add(ptr noundef %3, i32 noundef 1), !dbg !80
  %4 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @mine), !dbg !81
  call void @add(ptr noundef %4, i32 noundef 2), !dbg !82
  %5 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @mine), !dbg !83
  %6 = load i32, ptr %5, align 4, !dbg !83
  %7 = icmp eq i32 %6, 2, !dbg !83
  br i1 %7, label %8, label %9, !dbg !86

8:                                                ; preds = %1
  br label %10, !dbg !86

9:                                                ; preds = %1
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 28, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !83
  unreachable, !dbg !83

10:                                               ; preds = %8
  ret ptr null, !dbg !87
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(ptr noundef %0, i32 noundef %1) #0 !dbg !88 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !92, !DIExpression(), !93)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !94, !DIExpression(), !95)
  %5 = call i32 @pthread_mutex_lock(ptr noundef @m) #6, !dbg !96
  %6 = load i32, ptr %4, align 4, !dbg !97
  %7 = load i32, ptr @total, align 4, !dbg !98
  %8 = add nsw i32 %7, %6, !dbg !98
  store i32 %8, ptr @total, align 4, !dbg !98
  %9 = load ptr, ptr %3, align 8, !dbg !99
  %10 = load i32, ptr %9, align 4, !dbg !100
  %11 = add nsw i32 %10, 1, !dbg !100
  store i32 %11, ptr %9, align 4, !dbg !100
  %12 = load i32, ptr @done, align 4, !dbg !101
  %13 = add nsw i32 %12, 1, !dbg !101
  store i32 %13, ptr @done, align 4, !dbg !101
  %14 = icmp eq i32 %13, 6, !dbg !103
  br i1 %14, label %15, label %21, !dbg !104

15:                                               ; preds = %2
  %16 = load i32, ptr @total, align 4, !dbg !105
  %17 = icmp eq i32 %16, 9, !dbg !105
  br i1 %17, label %18, label %19, !dbg !108

18:                                               ; preds = %15
  br label %20, !dbg !108

19:                                               ; preds = %15
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 21, ptr noundef @__PRETTY_FUNCTION__.add) #5, !dbg !105
  unreachable, !dbg !105

20:                                               ; preds = %18
  br label %21, !dbg !109

21:                                               ; preds = %20, %2
  %22 = call i32 @pthread_mutex_unlock(ptr noundef @m) #6, !dbg !110
  ret void, !dbg !111
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !112 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !115, !DIExpression(), !118)
    #dbg_declare(ptr %3, !119, !DIExpression(), !121)
  store i32 0, ptr %3, align 4, !dbg !121
  br label %4, !dbg !122

4:                                                ; preds = %11, %0
  %5 = load i32, ptr %3, align 4, !dbg !123
  %6 = icmp slt i32 %5, 3, !dbg !125
  br i1 %6, label %7, label %14, !dbg !126

7:                                                ; preds = %4
  %8 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #6, !dbg !127
  %9 = load i64, ptr %2, align 8, !dbg !129
  %10 = call i32 @pthread_detach(i64 noundef %9) #6, !dbg !130
  br label %11, !dbg !131

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4, !dbg !132
  %13 = add nsw i32 %12, 1, !dbg !132
  store i32 %13, ptr %3, align 4, !dbg !132
  br label %4, !dbg !133, !llvm.loop !134

14:                                               ; preds = %4
  call void @pthread_exit(ptr noundef null) #7, !dbg !137
  unreachable, !dbg !137
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
!llvm.module.flags = !{!64, !65, !66, !67, !68, !69, !70}
!llvm.ident = !{!71}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 14, type: !33, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_tls.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "59ac5ae2c900863f51766318768b6db4")
!4 = !{!0, !5, !11, !16, !22, !25, !27, !29, !31}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 80, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 10)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 120, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 15)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 12, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 12, type: !24, isLocal: false, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "mine", scope: !2, file: !3, line: 13, type: !24, isLocal: false, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !13, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !18, isLocal: true, isDefinition: true)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !34, line: 72, baseType: !35)
!34 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!35 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !34, line: 67, size: 320, elements: !36)
!36 = !{!37, !58, !62}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !35, file: !34, line: 69, baseType: !38, size: 320)
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !39, line: 22, size: 320, elements: !40)
!39 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!40 = !{!41, !42, !44, !45, !46, !47, !49, !50}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !38, file: !39, line: 24, baseType: !24, size: 32)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !38, file: !39, line: 25, baseType: !43, size: 32, offset: 32)
!43 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !38, file: !39, line: 26, baseType: !24, size: 32, offset: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !38, file: !39, line: 28, baseType: !43, size: 32, offset: 96)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !38, file: !39, line: 32, baseType: !24, size: 32, offset: 128)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !38, file: !39, line: 34, baseType: !48, size: 16, offset: 160)
!48 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !38, file: !39, line: 35, baseType: !48, size: 16, offset: 176)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !38, file: !39, line: 36, baseType: !51, size: 128, offset: 192)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !52, line: 55, baseType: !53)
!52 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!53 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !52, line: 51, size: 128, elements: !54)
!54 = !{!55, !57}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !53, file: !52, line: 53, baseType: !56, size: 64)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !53, file: !52, line: 54, baseType: !56, size: 64, offset: 64)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !35, file: !34, line: 70, baseType: !59, size: 320)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 40)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !35, file: !34, line: 71, baseType: !63, size: 64)
!63 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!64 = !{i32 7, !"Dwarf Version", i32 5}
!65 = !{i32 2, !"Debug Info Version", i32 3}
!66 = !{i32 1, !"wchar_size", i32 4}
!67 = !{i32 8, !"PIC Level", i32 2}
!68 = !{i32 7, !"PIE Level", i32 2}
!69 = !{i32 7, !"uwtable", i32 2}
!70 = !{i32 7, !"frame-pointer", i32 2}
!71 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!72 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 25, type: !73, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !76)
!73 = !DISubroutineType(types: !74)
!74 = !{!75, !75}
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!76 = !{}
!77 = !DILocalVariable(name: "arg", arg: 1, scope: !72, file: !3, line: 25, type: !75)
!78 = !DILocation(line: 25, column: 20, scope: !72)
!79 = !DILocation(line: 26, column: 8, scope: !72)
!80 = !DILocation(line: 26, column: 3, scope: !72)
!81 = !DILocation(line: 27, column: 8, scope: !72)
!82 = !DILocation(line: 27, column: 3, scope: !72)
!83 = !DILocation(line: 28, column: 3, scope: !84)
!84 = distinct !DILexicalBlock(scope: !85, file: !3, line: 28, column: 3)
!85 = distinct !DILexicalBlock(scope: !72, file: !3, line: 28, column: 3)
!86 = !DILocation(line: 28, column: 3, scope: !85)
!87 = !DILocation(line: 29, column: 3, scope: !72)
!88 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 16, type: !89, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !76)
!89 = !DISubroutineType(types: !90)
!90 = !{null, !91, !24}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!92 = !DILocalVariable(name: "count", arg: 1, scope: !88, file: !3, line: 16, type: !91)
!93 = !DILocation(line: 16, column: 48, scope: !88)
!94 = !DILocalVariable(name: "v", arg: 2, scope: !88, file: !3, line: 16, type: !24)
!95 = !DILocation(line: 16, column: 59, scope: !88)
!96 = !DILocation(line: 17, column: 3, scope: !88)
!97 = !DILocation(line: 18, column: 12, scope: !88)
!98 = !DILocation(line: 18, column: 9, scope: !88)
!99 = !DILocation(line: 19, column: 6, scope: !88)
!100 = !DILocation(line: 19, column: 3, scope: !88)
!101 = !DILocation(line: 20, column: 7, scope: !102)
!102 = distinct !DILexicalBlock(scope: !88, file: !3, line: 20, column: 7)
!103 = !DILocation(line: 20, column: 14, scope: !102)
!104 = !DILocation(line: 20, column: 7, scope: !88)
!105 = !DILocation(line: 21, column: 5, scope: !106)
!106 = distinct !DILexicalBlock(scope: !107, file: !3, line: 21, column: 5)
!107 = distinct !DILexicalBlock(scope: !102, file: !3, line: 21, column: 5)
!108 = !DILocation(line: 21, column: 5, scope: !107)
!109 = !DILocation(line: 21, column: 5, scope: !102)
!110 = !DILocation(line: 22, column: 3, scope: !88)
!111 = !DILocation(line: 23, column: 1, scope: !88)
!112 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !113, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !76)
!113 = !DISubroutineType(types: !114)
!114 = !{!24}
!115 = !DILocalVariable(name: "t", scope: !112, file: !3, line: 33, type: !116)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !34, line: 27, baseType: !117)
!117 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!118 = !DILocation(line: 33, column: 13, scope: !112)
!119 = !DILocalVariable(name: "i", scope: !120, file: !3, line: 34, type: !24)
!120 = distinct !DILexicalBlock(scope: !112, file: !3, line: 34, column: 3)
!121 = !DILocation(line: 34, column: 12, scope: !120)
!122 = !DILocation(line: 34, column: 8, scope: !120)
!123 = !DILocation(line: 34, column: 19, scope: !124)
!124 = distinct !DILexicalBlock(scope: !120, file: !3, line: 34, column: 3)
!125 = !DILocation(line: 34, column: 21, scope: !124)
!126 = !DILocation(line: 34, column: 3, scope: !120)
!127 = !DILocation(line: 35, column: 5, scope: !128)
!128 = distinct !DILexicalBlock(scope: !124, file: !3, line: 34, column: 31)
!129 = !DILocation(line: 36, column: 20, scope: !128)
!130 = !DILocation(line: 36, column: 5, scope: !128)
!131 = !DILocation(line: 37, column: 3, scope: !128)
!132 = !DILocation(line: 34, column: 27, scope: !124)
!133 = !DILocation(line: 34, column: 3, scope: !124)
!134 = distinct !{!134, !126, !135, !136}
!135 = !DILocation(line: 37, column: 3, scope: !120)
!136 = !{!"llvm.loop.mustprogress"}
!137 = !DILocation(line: 38, column: 3, scope: !112)
