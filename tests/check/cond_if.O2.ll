; ModuleID = 'cond_if.c'
source_filename = "cond_if.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@nonempty = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !5
@count = dso_local local_unnamed_addr global i32 0, align 4, !dbg !57
@.str = private unnamed_addr constant [10 x i8] c"count > 0\00", align 1, !dbg !44
@.str.1 = private unnamed_addr constant [10 x i8] c"cond_if.c\00", align 1, !dbg !49
@__PRETTY_FUNCTION__.consumer = private unnamed_addr constant [23 x i8] c"void *consumer(void *)\00", align 1, !dbg !51

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @consumer(ptr nocapture readnone %0) #0 !dbg !96 {
    #dbg_value(ptr poison, !101, !DIExpression(), !102)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !103
  %3 = load i32, ptr @count, align 4, !dbg !104, !tbaa !106
  %4 = icmp eq i32 %3, 0, !dbg !110
  br i1 %4, label %5, label %8, !dbg !111

5:                                                ; preds = %1
  %6 = tail call i32 @pthread_cond_wait(ptr noundef nonnull @nonempty, ptr noundef nonnull @m) #5, !dbg !112
  %7 = load i32, ptr @count, align 4, !dbg !113, !tbaa !106
  br label %8, !dbg !112

8:                                                ; preds = %5, %1
  %9 = phi i32 [ %7, %5 ], [ %3, %1 ], !dbg !113
  %10 = icmp sgt i32 %9, 0, !dbg !113
  br i1 %10, label %12, label %11, !dbg !116

11:                                               ; preds = %8
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 15, ptr noundef nonnull @__PRETTY_FUNCTION__.consumer) #6, !dbg !113
  unreachable, !dbg !113

12:                                               ; preds = %8
  %13 = add nsw i32 %9, -1, !dbg !117
  store i32 %13, ptr @count, align 4, !dbg !117, !tbaa !106
  %14 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !118
  ret ptr null, !dbg !119
}

; Function Attrs: nounwind
declare !dbg !120 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

declare !dbg !125 i32 @pthread_cond_wait(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !131 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !136 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @producer(ptr nocapture readnone %0) #0 !dbg !137 {
    #dbg_value(ptr poison, !139, !DIExpression(), !142)
    #dbg_value(i32 0, !140, !DIExpression(), !143)
    #dbg_value(i32 0, !140, !DIExpression(), !143)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !144
  %3 = load i32, ptr @count, align 4, !dbg !147, !tbaa !106
  %4 = add nsw i32 %3, 1, !dbg !147
  store i32 %4, ptr @count, align 4, !dbg !147, !tbaa !106
  %5 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @nonempty) #5, !dbg !148
  %6 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !149
    #dbg_value(i32 1, !140, !DIExpression(), !143)
  %7 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !144
  %8 = load i32, ptr @count, align 4, !dbg !147, !tbaa !106
  %9 = add nsw i32 %8, 1, !dbg !147
  store i32 %9, ptr @count, align 4, !dbg !147, !tbaa !106
  %10 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @nonempty) #5, !dbg !148
  %11 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !149
    #dbg_value(i32 2, !140, !DIExpression(), !143)
  ret ptr null, !dbg !150
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nounwind
declare !dbg !151 i32 @pthread_cond_signal(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !154 {
  %1 = alloca i64, align 8, !DIAssignID !163
    #dbg_assign(i1 undef, !158, !DIExpression(), !163, ptr %1, !DIExpression(), !164)
  %2 = alloca i64, align 8, !DIAssignID !165
    #dbg_assign(i1 undef, !161, !DIExpression(), !165, ptr %2, !DIExpression(), !164)
  %3 = alloca i64, align 8, !DIAssignID !166
    #dbg_assign(i1 undef, !162, !DIExpression(), !166, ptr %3, !DIExpression(), !164)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !167
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !167
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #5, !dbg !167
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @consumer, ptr noundef null) #5, !dbg !168
  %5 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @consumer, ptr noundef null) #5, !dbg !169
  %6 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @producer, ptr noundef null) #5, !dbg !170
  %7 = load i64, ptr %1, align 8, !dbg !171, !tbaa !172
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #5, !dbg !174
  %9 = load i64, ptr %2, align 8, !dbg !175, !tbaa !172
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #5, !dbg !176
  %11 = load i64, ptr %3, align 8, !dbg !177, !tbaa !172
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #5, !dbg !178
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #5, !dbg !179
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !179
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !179
  ret i32 0, !dbg !180
}

; Function Attrs: nounwind
declare !dbg !181 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !199 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!88, !89, !90, !91, !92, !93, !94}
!llvm.ident = !{!95}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 7, type: !60, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cond_if.c", directory: ".", checksumkind: CSK_MD5, checksum: "5b07a2be7a5ca666234b1ae8495ac8af")
!4 = !{!0, !5, !44, !49, !51, !57}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "nonempty", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
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
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 80, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 10)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !46, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 184, elements: !55)
!54 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!55 = !{!56}
!56 = !DISubrange(count: 23)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 9, type: !59, isLocal: false, isDefinition: true)
!59 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !61)
!61 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !62)
!62 = !{!63, !82, !86}
!63 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !61, file: !8, line: 69, baseType: !64, size: 320)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !65, line: 22, size: 320, elements: !66)
!65 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!66 = !{!67, !68, !69, !70, !71, !72, !74, !75}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !64, file: !65, line: 24, baseType: !59, size: 32)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !64, file: !65, line: 25, baseType: !26, size: 32, offset: 32)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !64, file: !65, line: 26, baseType: !59, size: 32, offset: 64)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !64, file: !65, line: 28, baseType: !26, size: 32, offset: 96)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !64, file: !65, line: 32, baseType: !59, size: 32, offset: 128)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !64, file: !65, line: 34, baseType: !73, size: 16, offset: 160)
!73 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !64, file: !65, line: 35, baseType: !73, size: 16, offset: 176)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !64, file: !65, line: 36, baseType: !76, size: 128, offset: 192)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !13, line: 55, baseType: !77)
!77 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !13, line: 51, size: 128, elements: !78)
!78 = !{!79, !81}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !77, file: !13, line: 53, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !77, file: !13, line: 54, baseType: !80, size: 64, offset: 64)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !61, file: !8, line: 70, baseType: !83, size: 320)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 40)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !61, file: !8, line: 71, baseType: !87, size: 64)
!87 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!88 = !{i32 7, !"Dwarf Version", i32 5}
!89 = !{i32 2, !"Debug Info Version", i32 3}
!90 = !{i32 1, !"wchar_size", i32 4}
!91 = !{i32 8, !"PIC Level", i32 2}
!92 = !{i32 7, !"PIE Level", i32 2}
!93 = !{i32 7, !"uwtable", i32 2}
!94 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!95 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!96 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 11, type: !97, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !100)
!97 = !DISubroutineType(types: !98)
!98 = !{!99, !99}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!100 = !{!101}
!101 = !DILocalVariable(name: "arg", arg: 1, scope: !96, file: !3, line: 11, type: !99)
!102 = !DILocation(line: 0, scope: !96)
!103 = !DILocation(line: 12, column: 3, scope: !96)
!104 = !DILocation(line: 13, column: 7, scope: !105)
!105 = distinct !DILexicalBlock(scope: !96, file: !3, line: 13, column: 7)
!106 = !{!107, !107, i64 0}
!107 = !{!"int", !108, i64 0}
!108 = !{!"omnipotent char", !109, i64 0}
!109 = !{!"Simple C/C++ TBAA"}
!110 = !DILocation(line: 13, column: 13, scope: !105)
!111 = !DILocation(line: 13, column: 7, scope: !96)
!112 = !DILocation(line: 14, column: 5, scope: !105)
!113 = !DILocation(line: 15, column: 3, scope: !114)
!114 = distinct !DILexicalBlock(scope: !115, file: !3, line: 15, column: 3)
!115 = distinct !DILexicalBlock(scope: !96, file: !3, line: 15, column: 3)
!116 = !DILocation(line: 15, column: 3, scope: !115)
!117 = !DILocation(line: 16, column: 8, scope: !96)
!118 = !DILocation(line: 17, column: 3, scope: !96)
!119 = !DILocation(line: 18, column: 3, scope: !96)
!120 = !DISubprogram(name: "pthread_mutex_lock", scope: !121, file: !121, line: 794, type: !122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!121 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!122 = !DISubroutineType(types: !123)
!123 = !{!59, !124}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!125 = !DISubprogram(name: "pthread_cond_wait", scope: !121, file: !121, line: 1133, type: !126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{!59, !128, !130}
!128 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !129)
!129 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!130 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !124)
!131 = !DISubprogram(name: "__assert_fail", scope: !132, file: !132, line: 69, type: !133, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!132 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!133 = !DISubroutineType(types: !134)
!134 = !{null, !135, !135, !26, !135}
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!136 = !DISubprogram(name: "pthread_mutex_unlock", scope: !121, file: !121, line: 835, type: !122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 21, type: !97, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !138)
!138 = !{!139, !140}
!139 = !DILocalVariable(name: "arg", arg: 1, scope: !137, file: !3, line: 21, type: !99)
!140 = !DILocalVariable(name: "i", scope: !141, file: !3, line: 22, type: !59)
!141 = distinct !DILexicalBlock(scope: !137, file: !3, line: 22, column: 3)
!142 = !DILocation(line: 0, scope: !137)
!143 = !DILocation(line: 0, scope: !141)
!144 = !DILocation(line: 23, column: 5, scope: !145)
!145 = distinct !DILexicalBlock(scope: !146, file: !3, line: 22, column: 31)
!146 = distinct !DILexicalBlock(scope: !141, file: !3, line: 22, column: 3)
!147 = !DILocation(line: 24, column: 10, scope: !145)
!148 = !DILocation(line: 25, column: 5, scope: !145)
!149 = !DILocation(line: 26, column: 5, scope: !145)
!150 = !DILocation(line: 28, column: 3, scope: !137)
!151 = !DISubprogram(name: "pthread_cond_signal", scope: !121, file: !121, line: 1121, type: !152, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!152 = !DISubroutineType(types: !153)
!153 = !{!59, !129}
!154 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !155, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !157)
!155 = !DISubroutineType(types: !156)
!156 = !{!59}
!157 = !{!158, !161, !162}
!158 = !DILocalVariable(name: "c1", scope: !154, file: !3, line: 32, type: !159)
!159 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !160)
!160 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!161 = !DILocalVariable(name: "c2", scope: !154, file: !3, line: 32, type: !159)
!162 = !DILocalVariable(name: "p", scope: !154, file: !3, line: 32, type: !159)
!163 = distinct !DIAssignID()
!164 = !DILocation(line: 0, scope: !154)
!165 = distinct !DIAssignID()
!166 = distinct !DIAssignID()
!167 = !DILocation(line: 32, column: 3, scope: !154)
!168 = !DILocation(line: 33, column: 3, scope: !154)
!169 = !DILocation(line: 34, column: 3, scope: !154)
!170 = !DILocation(line: 35, column: 3, scope: !154)
!171 = !DILocation(line: 36, column: 16, scope: !154)
!172 = !{!173, !173, i64 0}
!173 = !{!"long", !108, i64 0}
!174 = !DILocation(line: 36, column: 3, scope: !154)
!175 = !DILocation(line: 37, column: 16, scope: !154)
!176 = !DILocation(line: 37, column: 3, scope: !154)
!177 = !DILocation(line: 38, column: 16, scope: !154)
!178 = !DILocation(line: 38, column: 3, scope: !154)
!179 = !DILocation(line: 40, column: 1, scope: !154)
!180 = !DILocation(line: 39, column: 3, scope: !154)
!181 = !DISubprogram(name: "pthread_create", scope: !121, file: !121, line: 202, type: !182, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!182 = !DISubroutineType(types: !183)
!183 = !{!59, !184, !186, !197, !198}
!184 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !185)
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !159, size: 64)
!186 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !187)
!187 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !188, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !189)
!189 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !8, line: 62, baseType: !190)
!190 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !8, line: 56, size: 448, elements: !191)
!191 = !{!192, !196}
!192 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !190, file: !8, line: 58, baseType: !193, size: 448)
!193 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 448, elements: !194)
!194 = !{!195}
!195 = !DISubrange(count: 56)
!196 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !190, file: !8, line: 59, baseType: !87, size: 64)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!198 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !99)
!199 = !DISubprogram(name: "pthread_join", scope: !121, file: !121, line: 219, type: !200, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!200 = !DISubroutineType(types: !201)
!201 = !{!59, !159, !202}
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !99, size: 64)
