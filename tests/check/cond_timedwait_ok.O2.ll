; ModuleID = 'cond_timedwait_ok.c'
source_filename = "cond_timedwait_ok.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%struct.timespec = type { i64, i64 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@c = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !5
@ready = dso_local local_unnamed_addr global i32 0, align 4, !dbg !65
@__const.main.ts = private unnamed_addr constant %struct.timespec { i64 1, i64 0 }, align 8
@.str = private unnamed_addr constant [25 x i8] c"r == 0 || r == ETIMEDOUT\00", align 1, !dbg !44
@.str.1 = private unnamed_addr constant [20 x i8] c"cond_timedwait_ok.c\00", align 1, !dbg !49
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !54
@timeouts = dso_local local_unnamed_addr global i32 0, align 4, !dbg !68

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @setter(ptr nocapture readnone %0) #0 !dbg !106 {
    #dbg_value(ptr poison, !111, !DIExpression(), !112)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !113
  store i32 1, ptr @ready, align 4, !dbg !114, !tbaa !115
  %3 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @c) #6, !dbg !119
  %4 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !120
  ret ptr null, !dbg !121
}

; Function Attrs: nounwind
declare !dbg !122 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !127 i32 @pthread_cond_signal(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !131 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !132 {
  %1 = alloca i64, align 8, !DIAssignID !150
    #dbg_assign(i1 undef, !136, !DIExpression(), !150, ptr %1, !DIExpression(), !151)
  %2 = alloca %struct.timespec, align 8, !DIAssignID !152
    #dbg_assign(i1 undef, !139, !DIExpression(), !152, ptr %2, !DIExpression(), !151)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !153
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #6, !dbg !154
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.ts, i64 16, i1 false), !dbg !155, !DIAssignID !156
    #dbg_assign(i1 undef, !139, !DIExpression(), !156, ptr %2, !DIExpression(), !151)
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @setter, ptr noundef null) #6, !dbg !157
  %4 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !158
  %5 = load i32, ptr @ready, align 4, !dbg !159, !tbaa !115
  %6 = icmp eq i32 %5, 0, !dbg !160
  br i1 %6, label %7, label %20, !dbg !161

7:                                                ; preds = %0, %17
  %8 = call i32 @pthread_cond_timedwait(ptr noundef nonnull @c, ptr noundef nonnull @m, ptr noundef nonnull %2) #6, !dbg !162
    #dbg_value(i32 %8, !148, !DIExpression(), !163)
  switch i32 %8, label %9 [
    i32 110, label %10
    i32 0, label %10
  ], !dbg !164

9:                                                ; preds = %7
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 28, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !164
  unreachable, !dbg !164

10:                                               ; preds = %7, %7
  %11 = icmp eq i32 %8, 110, !dbg !164
  %12 = load i32, ptr @timeouts, align 4
  %13 = icmp slt i32 %12, 2
  %14 = select i1 %11, i1 %13, i1 false, !dbg !167
  br i1 %14, label %15, label %17, !dbg !167

15:                                               ; preds = %10
  %16 = add nsw i32 %12, 1, !dbg !169
  store i32 %16, ptr @timeouts, align 4, !dbg !169, !tbaa !115
  br label %17, !dbg !170

17:                                               ; preds = %15, %10
  %18 = load i32, ptr @ready, align 4, !dbg !159, !tbaa !115
  %19 = icmp eq i32 %18, 0, !dbg !160
  br i1 %19, label %7, label %20, !dbg !161, !llvm.loop !171

20:                                               ; preds = %17, %0
  %21 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !174
  %22 = load i64, ptr %1, align 8, !dbg !175, !tbaa !176
  %23 = call i32 @pthread_join(i64 noundef %22, ptr noundef null) #6, !dbg !178
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #6, !dbg !179
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !179
  ret i32 0, !dbg !180
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
declare !dbg !181 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !199 i32 @pthread_cond_timedwait(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !207 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare !dbg !212 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!98, !99, !100, !101, !102, !103, !104}
!llvm.ident = !{!105}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 9, type: !70, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cond_timedwait_ok.c", directory: "/work/wt-checktests/tests/check", checksumkind: CSK_MD5, checksum: "738034638e76c47a5c8ed3f71697ebd1")
!4 = !{!0, !5, !44, !49, !54, !60, !65, !68}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !8, line: 80, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!9 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 75, size: 384, elements: !10)
!10 = !{!11, !37, !42}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !9, file: !8, line: 77, baseType: !12, size: 384)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !13, line: 94, size: 384, elements: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!14 = !{!15, !28, !29, !33, !34, !35, !36}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !12, file: !13, line: 96, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !17, line: 33, baseType: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: "", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
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
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 200, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 25)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 160, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 20)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 120, elements: !58)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!58 = !{!59}
!59 = !DISubrange(count: 15)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 48, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 6)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 11, type: !67, isLocal: false, isDefinition: true)
!67 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "timeouts", scope: !2, file: !3, line: 11, type: !67, isLocal: false, isDefinition: true)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !71)
!71 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !72)
!72 = !{!73, !92, !96}
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !71, file: !8, line: 69, baseType: !74, size: 320)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !75, line: 22, size: 320, elements: !76)
!75 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!76 = !{!77, !78, !79, !80, !81, !82, !84, !85}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !74, file: !75, line: 24, baseType: !67, size: 32)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !74, file: !75, line: 25, baseType: !26, size: 32, offset: 32)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !74, file: !75, line: 26, baseType: !67, size: 32, offset: 64)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !74, file: !75, line: 28, baseType: !26, size: 32, offset: 96)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !74, file: !75, line: 32, baseType: !67, size: 32, offset: 128)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !74, file: !75, line: 34, baseType: !83, size: 16, offset: 160)
!83 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !74, file: !75, line: 35, baseType: !83, size: 16, offset: 176)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !74, file: !75, line: 36, baseType: !86, size: 128, offset: 192)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !13, line: 55, baseType: !87)
!87 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !13, line: 51, size: 128, elements: !88)
!88 = !{!89, !91}
!89 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !87, file: !13, line: 53, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !87, file: !13, line: 54, baseType: !90, size: 64, offset: 64)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !71, file: !8, line: 70, baseType: !93, size: 320)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 40)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !71, file: !8, line: 71, baseType: !97, size: 64)
!97 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!98 = !{i32 7, !"Dwarf Version", i32 5}
!99 = !{i32 2, !"Debug Info Version", i32 3}
!100 = !{i32 1, !"wchar_size", i32 4}
!101 = !{i32 8, !"PIC Level", i32 2}
!102 = !{i32 7, !"PIE Level", i32 2}
!103 = !{i32 7, !"uwtable", i32 2}
!104 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!105 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!106 = distinct !DISubprogram(name: "setter", scope: !3, file: !3, line: 13, type: !107, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !110)
!107 = !DISubroutineType(types: !108)
!108 = !{!109, !109}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!110 = !{!111}
!111 = !DILocalVariable(name: "arg", arg: 1, scope: !106, file: !3, line: 13, type: !109)
!112 = !DILocation(line: 0, scope: !106)
!113 = !DILocation(line: 14, column: 3, scope: !106)
!114 = !DILocation(line: 15, column: 9, scope: !106)
!115 = !{!116, !116, i64 0}
!116 = !{!"int", !117, i64 0}
!117 = !{!"omnipotent char", !118, i64 0}
!118 = !{!"Simple C/C++ TBAA"}
!119 = !DILocation(line: 16, column: 3, scope: !106)
!120 = !DILocation(line: 17, column: 3, scope: !106)
!121 = !DILocation(line: 18, column: 3, scope: !106)
!122 = !DISubprogram(name: "pthread_mutex_lock", scope: !123, file: !123, line: 794, type: !124, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!123 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!124 = !DISubroutineType(types: !125)
!125 = !{!67, !126}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!127 = !DISubprogram(name: "pthread_cond_signal", scope: !123, file: !123, line: 1121, type: !128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!128 = !DISubroutineType(types: !129)
!129 = !{!67, !130}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!131 = !DISubprogram(name: "pthread_mutex_unlock", scope: !123, file: !123, line: 835, type: !124, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !133, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !135)
!133 = !DISubroutineType(types: !134)
!134 = !{!67}
!135 = !{!136, !139, !148}
!136 = !DILocalVariable(name: "t", scope: !132, file: !3, line: 22, type: !137)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !138)
!138 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!139 = !DILocalVariable(name: "ts", scope: !132, file: !3, line: 23, type: !140)
!140 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !141, line: 11, size: 128, elements: !142)
!141 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: "", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!142 = !{!143, !146}
!143 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !140, file: !141, line: 16, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !145, line: 160, baseType: !97)
!145 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!146 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !140, file: !141, line: 21, baseType: !147, size: 64, offset: 64)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !145, line: 197, baseType: !97)
!148 = !DILocalVariable(name: "r", scope: !149, file: !3, line: 27, type: !67)
!149 = distinct !DILexicalBlock(scope: !132, file: !3, line: 26, column: 18)
!150 = distinct !DIAssignID()
!151 = !DILocation(line: 0, scope: !132)
!152 = distinct !DIAssignID()
!153 = !DILocation(line: 22, column: 3, scope: !132)
!154 = !DILocation(line: 23, column: 3, scope: !132)
!155 = !DILocation(line: 23, column: 19, scope: !132)
!156 = distinct !DIAssignID()
!157 = !DILocation(line: 24, column: 3, scope: !132)
!158 = !DILocation(line: 25, column: 3, scope: !132)
!159 = !DILocation(line: 26, column: 11, scope: !132)
!160 = !DILocation(line: 26, column: 10, scope: !132)
!161 = !DILocation(line: 26, column: 3, scope: !132)
!162 = !DILocation(line: 27, column: 13, scope: !149)
!163 = !DILocation(line: 0, scope: !149)
!164 = !DILocation(line: 28, column: 5, scope: !165)
!165 = distinct !DILexicalBlock(scope: !166, file: !3, line: 28, column: 5)
!166 = distinct !DILexicalBlock(scope: !149, file: !3, line: 28, column: 5)
!167 = !DILocation(line: 29, column: 24, scope: !168)
!168 = distinct !DILexicalBlock(scope: !149, file: !3, line: 29, column: 9)
!169 = !DILocation(line: 30, column: 15, scope: !168)
!170 = !DILocation(line: 30, column: 7, scope: !168)
!171 = distinct !{!171, !161, !172, !173}
!172 = !DILocation(line: 31, column: 3, scope: !132)
!173 = !{!"llvm.loop.mustprogress"}
!174 = !DILocation(line: 33, column: 3, scope: !132)
!175 = !DILocation(line: 34, column: 16, scope: !132)
!176 = !{!177, !177, i64 0}
!177 = !{!"long", !117, i64 0}
!178 = !DILocation(line: 34, column: 3, scope: !132)
!179 = !DILocation(line: 36, column: 1, scope: !132)
!180 = !DILocation(line: 35, column: 3, scope: !132)
!181 = !DISubprogram(name: "pthread_create", scope: !123, file: !123, line: 202, type: !182, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!182 = !DISubroutineType(types: !183)
!183 = !{!67, !184, !186, !197, !198}
!184 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !185)
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
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
!196 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !190, file: !8, line: 59, baseType: !97, size: 64)
!197 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!198 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !109)
!199 = !DISubprogram(name: "pthread_cond_timedwait", scope: !123, file: !123, line: 1145, type: !200, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!200 = !DISubroutineType(types: !201)
!201 = !{!67, !202, !203, !204}
!202 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !130)
!203 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !126)
!204 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !205)
!205 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !206, size: 64)
!206 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !140)
!207 = !DISubprogram(name: "__assert_fail", scope: !208, file: !208, line: 69, type: !209, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!208 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!209 = !DISubroutineType(types: !210)
!210 = !{null, !211, !211, !26, !211}
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!212 = !DISubprogram(name: "pthread_join", scope: !123, file: !123, line: 219, type: !213, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!213 = !DISubroutineType(types: !214)
!214 = !{!67, !137, !215}
!215 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
