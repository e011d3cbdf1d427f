; ModuleID = 'cond-handoff.c'
source_filename = "cond-handoff.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@cv = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !8
@value = dso_local global i32 0, align 4, !dbg !47
@have_value = dso_local global i32 0, align 4, !dbg !50

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @sender(ptr noundef %0) #0 !dbg !87 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !91, !DIExpression(), !92)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #3, !dbg !93
  store i32 99, ptr @value, align 4, !dbg !94
  store i32 1, ptr @have_value, align 4, !dbg !95
  %4 = call i32 @pthread_cond_signal(ptr noundef @cv) #3, !dbg !96
  %5 = call i32 @pthread_mutex_unlock(ptr noundef @m) #3, !dbg !97
  ret ptr null, !dbg !98
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @receiver(ptr noundef %0) #0 !dbg !99 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !100, !DIExpression(), !101)
    #dbg_declare(ptr %3, !102, !DIExpression(), !103)
  %4 = call i32 @pthread_mutex_lock(ptr noundef @m) #3, !dbg !104
  br label %5, !dbg !105

5:                                                ; preds = %9, %1
  %6 = load i32, ptr @have_value, align 4, !dbg !106
  %7 = icmp ne i32 %6, 0, !dbg !107
  %8 = xor i1 %7, true, !dbg !107
  br i1 %8, label %9, label %11, !dbg !105

9:                                                ; preds = %5
  %10 = call i32 @pthread_cond_wait(ptr noundef @cv, ptr noundef @m), !dbg !108
  br label %5, !dbg !105, !llvm.loop !109

11:                                               ; preds = %5
  %12 = load i32, ptr @value, align 4, !dbg !112
  store i32 %12, ptr %3, align 4, !dbg !113
  %13 = call i32 @pthread_mutex_unlock(ptr noundef @m) #3, !dbg !114
  %14 = load i32, ptr %3, align 4, !dbg !115
  %15 = sext i32 %14 to i64, !dbg !116
  %16 = inttoptr i64 %15 to ptr, !dbg !117
  ret ptr %16, !dbg !118
}

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !119 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !122, !DIExpression(), !125)
    #dbg_declare(ptr %3, !126, !DIExpression(), !127)
  %4 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @receiver, ptr noundef null) #3, !dbg !128
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @sender, ptr noundef null) #3, !dbg !129
  %6 = load i64, ptr %2, align 8, !dbg !130
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !131
  %8 = load i64, ptr %3, align 8, !dbg !132
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !133
  ret i32 0, !dbg !134
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!79, !80, !81, !82, !83, !84, !85}
!llvm.ident = !{!86}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 7, type: !52, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cond-handoff.c", directory: ".", checksumkind: CSK_MD5, checksum: "fdaa3310a999d212bf45358ea8c9038f")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!0, !8, !47, !50}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "cv", scope: !2, file: !3, line: 8, type: !10, isLocal: false, isDefinition: true)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !11, line: 80, baseType: !12)
!11 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!12 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !11, line: 75, size: 384, elements: !13)
!13 = !{!14, !40, !45}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !12, file: !11, line: 77, baseType: !15, size: 384)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !16, line: 94, size: 384, elements: !17)
!16 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!17 = !{!18, !31, !32, !36, !37, !38, !39}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !15, file: !16, line: 96, baseType: !19, size: 64)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !20, line: 33, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: ".", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!21 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !20, line: 25, size: 64, elements: !22)
!22 = !{!23, !25}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !21, file: !20, line: 27, baseType: !24, size: 64)
!24 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !21, file: !20, line: 32, baseType: !26, size: 64)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !21, file: !20, line: 28, size: 64, elements: !27)
!27 = !{!28, !30}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !26, file: !20, line: 30, baseType: !29, size: 32)
!29 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !26, file: !20, line: 31, baseType: !29, size: 32, offset: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !15, file: !16, line: 97, baseType: !19, size: 64, offset: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !15, file: !16, line: 98, baseType: !33, size: 64, offset: 128)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 64, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 2)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !15, file: !16, line: 99, baseType: !33, size: 64, offset: 192)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !15, file: !16, line: 100, baseType: !29, size: 32, offset: 256)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !15, file: !16, line: 101, baseType: !29, size: 32, offset: 288)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !15, file: !16, line: 102, baseType: !33, size: 64, offset: 320)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !12, file: !11, line: 78, baseType: !41, size: 384)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 384, elements: !43)
!42 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!43 = !{!44}
!44 = !DISubrange(count: 48)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !12, file: !11, line: 79, baseType: !46, size: 64)
!46 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "value", scope: !2, file: !3, line: 9, type: !49, isLocal: false, isDefinition: true)
!49 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "have_value", scope: !2, file: !3, line: 10, type: !49, isLocal: false, isDefinition: true)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !11, line: 72, baseType: !53)
!53 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !11, line: 67, size: 320, elements: !54)
!54 = !{!55, !74, !78}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !53, file: !11, line: 69, baseType: !56, size: 320)
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !57, line: 22, size: 320, elements: !58)
!57 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!58 = !{!59, !60, !61, !62, !63, !64, !66, !67}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !56, file: !57, line: 24, baseType: !49, size: 32)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !56, file: !57, line: 25, baseType: !29, size: 32, offset: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !56, file: !57, line: 26, baseType: !49, size: 32, offset: 64)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !56, file: !57, line: 28, baseType: !29, size: 32, offset: 96)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !56, file: !57, line: 32, baseType: !49, size: 32, offset: 128)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !56, file: !57, line: 34, baseType: !65, size: 16, offset: 160)
!65 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !56, file: !57, line: 35, baseType: !65, size: 16, offset: 176)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !56, file: !57, line: 36, baseType: !68, size: 128, offset: 192)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !16, line: 55, baseType: !69)
!69 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !16, line: 51, size: 128, elements: !70)
!70 = !{!71, !73}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !69, file: !16, line: 53, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !69, file: !16, line: 54, baseType: !72, size: 64, offset: 64)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !53, file: !11, line: 70, baseType: !75, size: 320)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 320, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 40)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !53, file: !11, line: 71, baseType: !6, size: 64)
!79 = !{i32 7, !"Dwarf Version", i32 5}
!80 = !{i32 2, !"Debug Info Version", i32 3}
!81 = !{i32 1, !"wchar_size", i32 4}
!82 = !{i32 8, !"PIC Level", i32 2}
!83 = !{i32 7, !"PIE Level", i32 2}
!84 = !{i32 7, !"uwtable", i32 2}
!85 = !{i32 7, !"frame-pointer", i32 2}
!86 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!87 = distinct !DISubprogram(name: "sender", scope: !3, file: !3, line: 12, type: !88, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !90)
!88 = !DISubroutineType(types: !89)
!89 = !{!5, !5}
!90 = !{}
!91 = !DILocalVariable(name: "arg", arg: 1, scope: !87, file: !3, line: 12, type: !5)
!92 = !DILocation(line: 12, column: 20, scope: !87)
!93 = !DILocation(line: 13, column: 3, scope: !87)
!94 = !DILocation(line: 14, column: 9, scope: !87)
!95 = !DILocation(line: 15, column: 14, scope: !87)
!96 = !DILocation(line: 16, column: 3, scope: !87)
!97 = !DILocation(line: 17, column: 3, scope: !87)
!98 = !DILocation(line: 18, column: 3, scope: !87)
!99 = distinct !DISubprogram(name: "receiver", scope: !3, file: !3, line: 21, type: !88, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !90)
!100 = !DILocalVariable(name: "arg", arg: 1, scope: !99, file: !3, line: 21, type: !5)
!101 = !DILocation(line: 21, column: 22, scope: !99)
!102 = !DILocalVariable(name: "v", scope: !99, file: !3, line: 22, type: !49)
!103 = !DILocation(line: 22, column: 7, scope: !99)
!104 = !DILocation(line: 23, column: 3, scope: !99)
!105 = !DILocation(line: 24, column: 3, scope: !99)
!106 = !DILocation(line: 24, column: 11, scope: !99)
!107 = !DILocation(line: 24, column: 10, scope: !99)
!108 = !DILocation(line: 25, column: 5, scope: !99)
!109 = distinct !{!109, !105, !110, !111}
!110 = !DILocation(line: 25, column: 30, scope: !99)
!111 = !{!"llvm.loop.mustprogress"}
!112 = !DILocation(line: 26, column: 7, scope: !99)
!113 = !DILocation(line: 26, column: 5, scope: !99)
!114 = !DILocation(line: 27, column: 3, scope: !99)
!115 = !DILocation(line: 28, column: 24, scope: !99)
!116 = !DILocation(line: 28, column: 18, scope: !99)
!117 = !DILocation(line: 28, column: 10, scope: !99)
!118 = !DILocation(line: 28, column: 3, scope: !99)
!119 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !120, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !90)
!120 = !DISubroutineType(types: !121)
!121 = !{!49}
!122 = !DILocalVariable(name: "s", scope: !119, file: !3, line: 32, type: !123)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !11, line: 27, baseType: !124)
!124 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!125 = !DILocation(line: 32, column: 13, scope: !119)
!126 = !DILocalVariable(name: "r", scope: !119, file: !3, line: 32, type: !123)
!127 = !DILocation(line: 32, column: 16, scope: !119)
!128 = !DILocation(line: 33, column: 3, scope: !119)
!129 = !DILocation(line: 34, column: 3, scope: !119)
!130 = !DILocation(line: 35, column: 16, scope: !119)
!131 = !DILocation(line: 35, column: 3, scope: !119)
!132 = !DILocation(line: 36, column: 16, scope: !119)
!133 = !DILocation(line: 36, column: 3, scope: !119)
!134 = !DILocation(line: 37, column: 3, scope: !119)
