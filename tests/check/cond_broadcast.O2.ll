; ModuleID = 'cond_broadcast.c'
source_filename = "cond_broadcast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@go = dso_local local_unnamed_addr global i32 0, align 4, !dbg !60
@c = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !22
@woke = dso_local local_unnamed_addr global i32 0, align 4, !dbg !63
@.str = private unnamed_addr constant [10 x i8] c"woke == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [17 x i8] c"cond_broadcast.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @waiter(ptr nocapture readnone %0) #0 !dbg !101 {
    #dbg_value(ptr poison, !106, !DIExpression(), !107)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !108
  %3 = load i32, ptr @go, align 4, !dbg !109, !tbaa !110
  %4 = icmp eq i32 %3, 0, !dbg !114
  br i1 %4, label %5, label %9, !dbg !115

5:                                                ; preds = %1, %5
  %6 = tail call i32 @pthread_cond_wait(ptr noundef nonnull @c, ptr noundef nonnull @m) #5, !dbg !116
  %7 = load i32, ptr @go, align 4, !dbg !109, !tbaa !110
  %8 = icmp eq i32 %7, 0, !dbg !114
  br i1 %8, label %5, label %9, !dbg !115, !llvm.loop !117

9:                                                ; preds = %5, %1
  %10 = load i32, ptr @woke, align 4, !dbg !120, !tbaa !110
  %11 = add nsw i32 %10, 1, !dbg !120
  store i32 %11, ptr @woke, align 4, !dbg !120, !tbaa !110
  %12 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !121
  ret ptr null, !dbg !122
}

; Function Attrs: nounwind
declare !dbg !123 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

declare !dbg !128 i32 @pthread_cond_wait(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !134 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !135 {
  %1 = alloca i64, align 8, !DIAssignID !143
    #dbg_assign(i1 undef, !139, !DIExpression(), !143, ptr %1, !DIExpression(), !144)
  %2 = alloca i64, align 8, !DIAssignID !145
    #dbg_assign(i1 undef, !142, !DIExpression(), !145, ptr %2, !DIExpression(), !144)
  %3 = tail call i32 @pthread_mutex_init(ptr noundef nonnull @m, ptr noundef null) #5, !dbg !146
  %4 = tail call i32 @pthread_cond_init(ptr noundef nonnull @c, ptr noundef null) #5, !dbg !147
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !148
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !148
  %5 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @waiter, ptr noundef null) #5, !dbg !149
  %6 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @waiter, ptr noundef null) #5, !dbg !150
  %7 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #5, !dbg !151
  store i32 1, ptr @go, align 4, !dbg !152, !tbaa !110
  %8 = call i32 @pthread_cond_broadcast(ptr noundef nonnull @c) #5, !dbg !153
  %9 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #5, !dbg !154
  %10 = load i64, ptr %1, align 8, !dbg !155, !tbaa !156
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null) #5, !dbg !158
  %12 = load i64, ptr %2, align 8, !dbg !159, !tbaa !156
  %13 = call i32 @pthread_join(i64 noundef %12, ptr noundef null) #5, !dbg !160
  %14 = load i32, ptr @woke, align 4, !dbg !161, !tbaa !110
  %15 = icmp eq i32 %14, 2, !dbg !161
  br i1 %15, label %17, label %16, !dbg !164

16:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 31, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !161
  unreachable, !dbg !161

17:                                               ; preds = %0
  %18 = call i32 @pthread_cond_destroy(ptr noundef nonnull @c) #5, !dbg !165
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !166
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !166
  ret i32 0, !dbg !167
}

; Function Attrs: nounwind
declare !dbg !168 i32 @pthread_mutex_init(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !181 i32 @pthread_cond_init(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !192 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !210 i32 @pthread_cond_broadcast(ptr noundef) local_unnamed_addr #1

declare !dbg !213 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !217 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !222 i32 @pthread_cond_destroy(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!93, !94, !95, !96, !97, !98, !99}
!llvm.ident = !{!100}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 6, type: !65, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cond_broadcast.c", directory: ".", checksumkind: CSK_MD5, checksum: "07cd68bd49b9743056be58c7cdc4a544")
!4 = !{!5, !11, !16, !0, !22, !60, !63}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 80, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 10)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 136, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 17)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 7, type: !24, isLocal: false, isDefinition: true)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !25, line: 80, baseType: !26)
!25 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!26 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !25, line: 75, size: 384, elements: !27)
!27 = !{!28, !54, !58}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !26, file: !25, line: 77, baseType: !29, size: 384)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !30, line: 94, size: 384, elements: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!31 = !{!32, !45, !46, !50, !51, !52, !53}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !29, file: !30, line: 96, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !34, line: 33, baseType: !35)
!34 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: ".", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!35 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !34, line: 25, size: 64, elements: !36)
!36 = !{!37, !39}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !35, file: !34, line: 27, baseType: !38, size: 64)
!38 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !35, file: !34, line: 32, baseType: !40, size: 64)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !35, file: !34, line: 28, size: 64, elements: !41)
!41 = !{!42, !44}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !40, file: !34, line: 30, baseType: !43, size: 32)
!43 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !40, file: !34, line: 31, baseType: !43, size: 32, offset: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !29, file: !30, line: 97, baseType: !33, size: 64, offset: 64)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !29, file: !30, line: 98, baseType: !47, size: 64, offset: 128)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 64, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 2)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !29, file: !30, line: 99, baseType: !47, size: 64, offset: 192)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !29, file: !30, line: 100, baseType: !43, size: 32, offset: 256)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !29, file: !30, line: 101, baseType: !43, size: 32, offset: 288)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !29, file: !30, line: 102, baseType: !47, size: 64, offset: 320)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !26, file: !25, line: 78, baseType: !55, size: 384)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 384, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 48)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !26, file: !25, line: 79, baseType: !59, size: 64)
!59 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "go", scope: !2, file: !3, line: 8, type: !62, isLocal: false, isDefinition: true)
!62 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "woke", scope: !2, file: !3, line: 8, type: !62, isLocal: false, isDefinition: true)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !25, line: 72, baseType: !66)
!66 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !25, line: 67, size: 320, elements: !67)
!67 = !{!68, !87, !91}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !66, file: !25, line: 69, baseType: !69, size: 320)
!69 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !70, line: 22, size: 320, elements: !71)
!70 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!71 = !{!72, !73, !74, !75, !76, !77, !79, !80}
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !69, file: !70, line: 24, baseType: !62, size: 32)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !69, file: !70, line: 25, baseType: !43, size: 32, offset: 32)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !69, file: !70, line: 26, baseType: !62, size: 32, offset: 64)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !69, file: !70, line: 28, baseType: !43, size: 32, offset: 96)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !69, file: !70, line: 32, baseType: !62, size: 32, offset: 128)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !69, file: !70, line: 34, baseType: !78, size: 16, offset: 160)
!78 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !69, file: !70, line: 35, baseType: !78, size: 16, offset: 176)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !69, file: !70, line: 36, baseType: !81, size: 128, offset: 192)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !30, line: 55, baseType: !82)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !30, line: 51, size: 128, elements: !83)
!83 = !{!84, !86}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !82, file: !30, line: 53, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !82, file: !30, line: 54, baseType: !85, size: 64, offset: 64)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !66, file: !25, line: 70, baseType: !88, size: 320)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 40)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !66, file: !25, line: 71, baseType: !92, size: 64)
!92 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!93 = !{i32 7, !"Dwarf Version", i32 5}
!94 = !{i32 2, !"Debug Info Version", i32 3}
!95 = !{i32 1, !"wchar_size", i32 4}
!96 = !{i32 8, !"PIC Level", i32 2}
!97 = !{i32 7, !"PIE Level", i32 2}
!98 = !{i32 7, !"uwtable", i32 2}
!99 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!100 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!101 = distinct !DISubprogram(name: "waiter", scope: !3, file: !3, line: 10, type: !102, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !105)
!102 = !DISubroutineType(types: !103)
!103 = !{!104, !104}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!105 = !{!106}
!106 = !DILocalVariable(name: "arg", arg: 1, scope: !101, file: !3, line: 10, type: !104)
!107 = !DILocation(line: 0, scope: !101)
!108 = !DILocation(line: 11, column: 3, scope: !101)
!109 = !DILocation(line: 12, column: 11, scope: !101)
!110 = !{!111, !111, i64 0}
!111 = !{!"int", !112, i64 0}
!112 = !{!"omnipotent char", !113, i64 0}
!113 = !{!"Simple C/C++ TBAA"}
!114 = !DILocation(line: 12, column: 10, scope: !101)
!115 = !DILocation(line: 12, column: 3, scope: !101)
!116 = !DILocation(line: 13, column: 5, scope: !101)
!117 = distinct !{!117, !115, !118, !119}
!118 = !DILocation(line: 13, column: 29, scope: !101)
!119 = !{!"llvm.loop.mustprogress"}
!120 = !DILocation(line: 14, column: 7, scope: !101)
!121 = !DILocation(line: 15, column: 3, scope: !101)
!122 = !DILocation(line: 16, column: 3, scope: !101)
!123 = !DISubprogram(name: "pthread_mutex_lock", scope: !124, file: !124, line: 794, type: !125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!124 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!125 = !DISubroutineType(types: !126)
!126 = !{!62, !127}
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!128 = !DISubprogram(name: "pthread_cond_wait", scope: !124, file: !124, line: 1133, type: !129, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!129 = !DISubroutineType(types: !130)
!130 = !{!62, !131, !133}
!131 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !127)
!134 = !DISubprogram(name: "pthread_mutex_unlock", scope: !124, file: !124, line: 835, type: !125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!135 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !136, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !138)
!136 = !DISubroutineType(types: !137)
!137 = !{!62}
!138 = !{!139, !142}
!139 = !DILocalVariable(name: "a", scope: !135, file: !3, line: 22, type: !140)
!140 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !25, line: 27, baseType: !141)
!141 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!142 = !DILocalVariable(name: "b", scope: !135, file: !3, line: 22, type: !140)
!143 = distinct !DIAssignID()
!144 = !DILocation(line: 0, scope: !135)
!145 = distinct !DIAssignID()
!146 = !DILocation(line: 20, column: 3, scope: !135)
!147 = !DILocation(line: 21, column: 3, scope: !135)
!148 = !DILocation(line: 22, column: 3, scope: !135)
!149 = !DILocation(line: 23, column: 3, scope: !135)
!150 = !DILocation(line: 24, column: 3, scope: !135)
!151 = !DILocation(line: 25, column: 3, scope: !135)
!152 = !DILocation(line: 26, column: 6, scope: !135)
!153 = !DILocation(line: 27, column: 3, scope: !135)
!154 = !DILocation(line: 28, column: 3, scope: !135)
!155 = !DILocation(line: 29, column: 16, scope: !135)
!156 = !{!157, !157, i64 0}
!157 = !{!"long", !112, i64 0}
!158 = !DILocation(line: 29, column: 3, scope: !135)
!159 = !DILocation(line: 30, column: 16, scope: !135)
!160 = !DILocation(line: 30, column: 3, scope: !135)
!161 = !DILocation(line: 31, column: 3, scope: !162)
!162 = distinct !DILexicalBlock(scope: !163, file: !3, line: 31, column: 3)
!163 = distinct !DILexicalBlock(scope: !135, file: !3, line: 31, column: 3)
!164 = !DILocation(line: 31, column: 3, scope: !163)
!165 = !DILocation(line: 32, column: 3, scope: !135)
!166 = !DILocation(line: 34, column: 1, scope: !135)
!167 = !DILocation(line: 33, column: 3, scope: !135)
!168 = !DISubprogram(name: "pthread_mutex_init", scope: !124, file: !124, line: 781, type: !169, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{!62, !127, !171}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64)
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !173)
!173 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutexattr_t", file: !25, line: 36, baseType: !174)
!174 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !25, line: 32, size: 32, elements: !175)
!175 = !{!176, !180}
!176 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !174, file: !25, line: 34, baseType: !177, size: 32)
!177 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !178)
!178 = !{!179}
!179 = !DISubrange(count: 4)
!180 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !174, file: !25, line: 35, baseType: !62, size: 32)
!181 = !DISubprogram(name: "pthread_cond_init", scope: !124, file: !124, line: 1112, type: !182, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!182 = !DISubroutineType(types: !183)
!183 = !{!62, !131, !184}
!184 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !185)
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !186, size: 64)
!186 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !187)
!187 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_condattr_t", file: !25, line: 45, baseType: !188)
!188 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !25, line: 41, size: 32, elements: !189)
!189 = !{!190, !191}
!190 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !188, file: !25, line: 43, baseType: !177, size: 32)
!191 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !188, file: !25, line: 44, baseType: !62, size: 32)
!192 = !DISubprogram(name: "pthread_create", scope: !124, file: !124, line: 202, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!193 = !DISubroutineType(types: !194)
!194 = !{!62, !195, !197, !208, !209}
!195 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !196)
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !140, size: 64)
!197 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !198)
!198 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !199, size: 64)
!199 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !200)
!200 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !25, line: 62, baseType: !201)
!201 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !25, line: 56, size: 448, elements: !202)
!202 = !{!203, !207}
!203 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !201, file: !25, line: 58, baseType: !204, size: 448)
!204 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !205)
!205 = !{!206}
!206 = !DISubrange(count: 56)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !201, file: !25, line: 59, baseType: !92, size: 64)
!208 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!209 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !104)
!210 = !DISubprogram(name: "pthread_cond_broadcast", scope: !124, file: !124, line: 1125, type: !211, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!211 = !DISubroutineType(types: !212)
!212 = !{!62, !132}
!213 = !DISubprogram(name: "pthread_join", scope: !124, file: !124, line: 219, type: !214, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!214 = !DISubroutineType(types: !215)
!215 = !{!62, !140, !216}
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!217 = !DISubprogram(name: "__assert_fail", scope: !218, file: !218, line: 69, type: !219, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!218 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!219 = !DISubroutineType(types: !220)
!220 = !{null, !221, !221, !43, !221}
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!222 = !DISubprogram(name: "pthread_cond_destroy", scope: !124, file: !124, line: 1117, type: !211, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
