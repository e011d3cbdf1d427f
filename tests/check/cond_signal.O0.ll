; ModuleID = 'cond_signal.c'
source_filename = "cond_signal.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@c = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !5
@data = dso_local global i32 0, align 4, !dbg !63
@ready = dso_local global i32 0, align 4, !dbg !60
@.str = private unnamed_addr constant [11 x i8] c"data == 42\00", align 1, !dbg !44
@.str.1 = private unnamed_addr constant [14 x i8] c"cond_signal.c\00", align 1, !dbg !49
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !54

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @producer(ptr noundef %0) #0 !dbg !101 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !106, !DIExpression(), !107)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !108
  store i32 42, ptr @data, align 4, !dbg !109
  store i32 1, ptr @ready, align 4, !dbg !110
  %4 = call i32 @pthread_cond_signal(ptr noundef @c) #4, !dbg !111
  %5 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !112
  ret ptr null, !dbg !113
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !114 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !117, !DIExpression(), !120)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @producer, ptr noundef null) #4, !dbg !121
  %4 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !122
  br label %5, !dbg !123

5:                                                ; preds = %9, %0
  %6 = load i32, ptr @ready, align 4, !dbg !124
  %7 = icmp ne i32 %6, 0, !dbg !125
  %8 = xor i1 %7, true, !dbg !125
  br i1 %8, label %9, label %11, !dbg !123

9:                                                ; preds = %5
  %10 = call i32 @pthread_cond_wait(ptr noundef @c, ptr noundef @m), !dbg !126
  br label %5, !dbg !123, !llvm.loop !127

11:                                               ; preds = %5
  %12 = load i32, ptr @data, align 4, !dbg !130
  %13 = icmp eq i32 %12, 42, !dbg !130
  br i1 %13, label %14, label %15, !dbg !133

14:                                               ; preds = %11
  br label %16, !dbg !133

15:                                               ; preds = %11
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 26, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !130
  unreachable, !dbg !130

16:                                               ; preds = %14
  %17 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !134
  %18 = load i64, ptr %2, align 8, !dbg !135
  %19 = call i32 @pthread_join(i64 noundef %18, ptr noundef null), !dbg !136
  ret i32 0, !dbg !137
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

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
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 7, type: !65, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cond_signal.c", directory: ".", checksumkind: CSK_MD5, checksum: "d3df942c9db825138e0cdf4d75b579ef")
!4 = !{!0, !5, !44, !49, !54, !60, !63}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
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
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 88, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 11)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 112, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 14)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 120, elements: !58)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!58 = !{!59}
!59 = !DISubrange(count: 15)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 9, type: !62, isLocal: false, isDefinition: true)
!62 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "data", scope: !2, file: !3, line: 9, type: !62, isLocal: false, isDefinition: true)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !66)
!66 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !67)
!67 = !{!68, !87, !91}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !66, file: !8, line: 69, baseType: !69, size: 320)
!69 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !70, line: 22, size: 320, elements: !71)
!70 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!71 = !{!72, !73, !74, !75, !76, !77, !79, !80}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !69, file: !70, line: 24, baseType: !62, size: 32)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !69, file: !70, line: 25, baseType: !26, size: 32, offset: 32)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !69, file: !70, line: 26, baseType: !62, size: 32, offset: 64)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !69, file: !70, line: 28, baseType: !26, size: 32, offset: 96)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !69, file: !70, line: 32, baseType: !62, size: 32, offset: 128)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !69, file: !70, line: 34, baseType: !78, size: 16, offset: 160)
!78 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !69, file: !70, line: 35, baseType: !78, size: 16, offset: 176)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !69, file: !70, line: 36, baseType: !81, size: 128, offset: 192)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !13, line: 55, baseType: !82)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !13, line: 51, size: 128, elements: !83)
!83 = !{!84, !86}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !82, file: !13, line: 53, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !82, file: !13, line: 54, baseType: !85, size: 64, offset: 64)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !66, file: !8, line: 70, baseType: !88, size: 320)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 40)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !66, file: !8, line: 71, baseType: !92, size: 64)
!92 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!93 = !{i32 7, !"Dwarf Version", i32 5}
!94 = !{i32 2, !"Debug Info Version", i32 3}
!95 = !{i32 1, !"wchar_size", i32 4}
!96 = !{i32 8, !"PIC Level", i32 2}
!97 = !{i32 7, !"PIE Level", i32 2}
!98 = !{i32 7, !"uwtable", i32 2}
!99 = !{i32 7, !"frame-pointer", i32 2}
!100 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!101 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 11, type: !102, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !105)
!102 = !DISubroutineType(types: !103)
!103 = !{!104, !104}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!105 = !{}
!106 = !DILocalVariable(name: "arg", arg: 1, scope: !101, file: !3, line: 11, type: !104)
!107 = !DILocation(line: 11, column: 22, scope: !101)
!108 = !DILocation(line: 12, column: 3, scope: !101)
!109 = !DILocation(line: 13, column: 8, scope: !101)
!110 = !DILocation(line: 14, column: 9, scope: !101)
!111 = !DILocation(line: 15, column: 3, scope: !101)
!112 = !DILocation(line: 16, column: 3, scope: !101)
!113 = !DILocation(line: 17, column: 3, scope: !101)
!114 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !115, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !105)
!115 = !DISubroutineType(types: !116)
!116 = !{!62}
!117 = !DILocalVariable(name: "t", scope: !114, file: !3, line: 21, type: !118)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !119)
!119 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!120 = !DILocation(line: 21, column: 13, scope: !114)
!121 = !DILocation(line: 22, column: 3, scope: !114)
!122 = !DILocation(line: 23, column: 3, scope: !114)
!123 = !DILocation(line: 24, column: 3, scope: !114)
!124 = !DILocation(line: 24, column: 11, scope: !114)
!125 = !DILocation(line: 24, column: 10, scope: !114)
!126 = !DILocation(line: 25, column: 5, scope: !114)
!127 = distinct !{!127, !123, !128, !129}
!128 = !DILocation(line: 25, column: 29, scope: !114)
!129 = !{!"llvm.loop.mustprogress"}
!130 = !DILocation(line: 26, column: 3, scope: !131)
!131 = distinct !DILexicalBlock(scope: !132, file: !3, line: 26, column: 3)
!132 = distinct !DILexicalBlock(scope: !114, file: !3, line: 26, column: 3)
!133 = !DILocation(line: 26, column: 3, scope: !132)
!134 = !DILocation(line: 27, column: 3, scope: !114)
!135 = !DILocation(line: 28, column: 16, scope: !114)
!136 = !DILocation(line: 28, column: 3, scope: !114)
!137 = !DILocation(line: 29, column: 3, scope: !114)
