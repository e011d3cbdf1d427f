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

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @setter(ptr nocapture readnone %0) #0 !dbg !104 {
    #dbg_value(ptr poison, !109, !DIExpression(), !110)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !111
  store i32 1, ptr @ready, align 4, !dbg !112, !tbaa !113
  %3 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @c) #6, !dbg !117
  %4 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !118
  ret ptr null, !dbg !119
}

; Function Attrs: nounwind
declare !dbg !120 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !125 i32 @pthread_cond_signal(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !129 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !130 {
  %1 = alloca i64, align 8, !DIAssignID !148
    #dbg_assign(i1 undef, !134, !DIExpression(), !148, ptr %1, !DIExpression(), !149)
  %2 = alloca %struct.timespec, align 8, !DIAssignID !150
    #dbg_assign(i1 undef, !137, !DIExpression(), !150, ptr %2, !DIExpression(), !149)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !151
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #6, !dbg !152
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.ts, i64 16, i1 false), !dbg !153, !DIAssignID !154
    #dbg_assign(i1 undef, !137, !DIExpression(), !154, ptr %2, !DIExpression(), !149)
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @setter, ptr noundef null) #6, !dbg !155
  %4 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !156
  %5 = load i32, ptr @ready, align 4, !dbg !157, !tbaa !113
  %6 = icmp eq i32 %5, 0, !dbg !158
  br i1 %6, label %7, label %13, !dbg !159

7:                                                ; preds = %0, %10
  %8 = call i32 @pthread_cond_timedwait(ptr noundef nonnull @c, ptr noundef nonnull @m, ptr noundef nonnull %2) #6, !dbg !160
    #dbg_value(i32 %8, !146, !DIExpression(), !161)
  switch i32 %8, label %9 [
    i32 110, label %10
    i32 0, label %10
  ], !dbg !162

9:                                                ; preds = %7
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 28, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !162
  unreachable, !dbg !162

10:                                               ; preds = %7, %7
  %11 = load i32, ptr @ready, align 4, !dbg !157, !tbaa !113
  %12 = icmp eq i32 %11, 0, !dbg !158
  br i1 %12, label %7, label %13, !dbg !159, !llvm.loop !165

13:                                               ; preds = %10, %0
  %14 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !168
  %15 = load i64, ptr %1, align 8, !dbg !169, !tbaa !170
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null) #6, !dbg !172
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #6, !dbg !173
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !173
  ret i32 0, !dbg !174
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
declare !dbg !175 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !193 i32 @pthread_cond_timedwait(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !201 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare !dbg !206 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!96, !97, !98, !99, !100, !101, !102}
!llvm.ident = !{!103}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 9, type: !68, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cond_timedwait_ok.c", directory: ".", checksumkind: CSK_MD5, checksum: "f45a384d603916226151094225621c41")
!4 = !{!0, !5, !44, !49, !54, !60, !65}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
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
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 48, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 6)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 11, type: !67, isLocal: false, isDefinition: true)
!67 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !69)
!69 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !70)
!70 = !{!71, !90, !94}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !69, file: !8, line: 69, baseType: !72, size: 320)
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !73, line: 22, size: 320, elements: !74)
!73 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!74 = !{!75, !76, !77, !78, !79, !80, !82, !83}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !72, file: !73, line: 24, baseType: !67, size: 32)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !72, file: !73, line: 25, baseType: !26, size: 32, offset: 32)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !72, file: !73, line: 26, baseType: !67, size: 32, offset: 64)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !72, file: !73, line: 28, baseType: !26, size: 32, offset: 96)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !72, file: !73, line: 32, baseType: !67, size: 32, offset: 128)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !72, file: !73, line: 34, baseType: !81, size: 16, offset: 160)
!81 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !72, file: !73, line: 35, baseType: !81, size: 16, offset: 176)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !72, file: !73, line: 36, baseType: !84, size: 128, offset: 192)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !13, line: 55, baseType: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !13, line: 51, size: 128, elements: !86)
!86 = !{!87, !89}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !85, file: !13, line: 53, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !85, file: !13, line: 54, baseType: !88, size: 64, offset: 64)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !69, file: !8, line: 70, baseType: !91, size: 320)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 40)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !69, file: !8, line: 71, baseType: !95, size: 64)
!95 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!96 = !{i32 7, !"Dwarf Version", i32 5}
!97 = !{i32 2, !"Debug Info Version", i32 3}
!98 = !{i32 1, !"wchar_size", i32 4}
!99 = !{i32 8, !"PIC Level", i32 2}
!100 = !{i32 7, !"PIE Level", i32 2}
!101 = !{i32 7, !"uwtable", i32 2}
!102 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!103 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!104 = distinct !DISubprogram(name: "setter", scope: !3, file: !3, line: 13, type: !105, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !108)
!105 = !DISubroutineType(types: !106)
!106 = !{!107, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!108 = !{!109}
!109 = !DILocalVariable(name: "arg", arg: 1, scope: !104, file: !3, line: 13, type: !107)
!110 = !DILocation(line: 0, scope: !104)
!111 = !DILocation(line: 14, column: 3, scope: !104)
!112 = !DILocation(line: 15, column: 9, scope: !104)
!113 = !{!114, !114, i64 0}
!114 = !{!"int", !115, i64 0}
!115 = !{!"omnipotent char", !116, i64 0}
!116 = !{!"Simple C/C++ TBAA"}
!117 = !DILocation(line: 16, column: 3, scope: !104)
!118 = !DILocation(line: 17, column: 3, scope: !104)
!119 = !DILocation(line: 18, column: 3, scope: !104)
!120 = !DISubprogram(name: "pthread_mutex_lock", scope: !121, file: !121, line: 794, type: !122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!121 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!122 = !DISubroutineType(types: !123)
!123 = !{!67, !124}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!125 = !DISubprogram(name: "pthread_cond_signal", scope: !121, file: !121, line: 1121, type: !126, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!126 = !DISubroutineType(types: !127)
!127 = !{!67, !128}
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!129 = !DISubprogram(name: "pthread_mutex_unlock", scope: !121, file: !121, line: 835, type: !122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!130 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !131, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{!67}
!133 = !{!134, !137, !146}
!134 = !DILocalVariable(name: "t", scope: !130, file: !3, line: 22, type: !135)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !136)
!136 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!137 = !DILocalVariable(name: "ts", scope: !130, file: !3, line: 23, type: !138)
!138 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !139, line: 11, size: 128, elements: !140)
!139 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: ".", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!140 = !{!141, !144}
!141 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !138, file: !139, line: 16, baseType: !142, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !143, line: 160, baseType: !95)
!143 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!144 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !138, file: !139, line: 21, baseType: !145, size: 64, offset: 64)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !143, line: 197, baseType: !95)
!146 = !DILocalVariable(name: "r", scope: !147, file: !3, line: 27, type: !67)
!147 = distinct !DILexicalBlock(scope: !130, file: !3, line: 26, column: 18)
!148 = distinct !DIAssignID()
!149 = !DILocation(line: 0, scope: !130)
!150 = distinct !DIAssignID()
!151 = !DILocation(line: 22, column: 3, scope: !130)
!152 = !DILocation(line: 23, column: 3, scope: !130)
!153 = !DILocation(line: 23, column: 19, scope: !130)
!154 = distinct !DIAssignID()
!155 = !DILocation(line: 24, column: 3, scope: !130)
!156 = !DILocation(line: 25, column: 3, scope: !130)
!157 = !DILocation(line: 26, column: 11, scope: !130)
!158 = !DILocation(line: 26, column: 10, scope: !130)
!159 = !DILocation(line: 26, column: 3, scope: !130)
!160 = !DILocation(line: 27, column: 13, scope: !147)
!161 = !DILocation(line: 0, scope: !147)
!162 = !DILocation(line: 28, column: 5, scope: !163)
!163 = distinct !DILexicalBlock(scope: !164, file: !3, line: 28, column: 5)
!164 = distinct !DILexicalBlock(scope: !147, file: !3, line: 28, column: 5)
!165 = distinct !{!165, !159, !166, !167}
!166 = !DILocation(line: 29, column: 3, scope: !130)
!167 = !{!"llvm.loop.mustprogress"}
!168 = !DILocation(line: 31, column: 3, scope: !130)
!169 = !DILocation(line: 32, column: 16, scope: !130)
!170 = !{!171, !171, i64 0}
!171 = !{!"long", !115, i64 0}
!172 = !DILocation(line: 32, column: 3, scope: !130)
!173 = !DILocation(line: 34, column: 1, scope: !130)
!174 = !DILocation(line: 33, column: 3, scope: !130)
!175 = !DISubprogram(name: "pthread_create", scope: !121, file: !121, line: 202, type: !176, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!176 = !DISubroutineType(types: !177)
!177 = !{!67, !178, !180, !191, !192}
!178 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !179)
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !135, size: 64)
!180 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !181)
!181 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !182, size: 64)
!182 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !183)
!183 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !8, line: 62, baseType: !184)
!184 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !8, line: 56, size: 448, elements: !185)
!185 = !{!186, !190}
!186 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !184, file: !8, line: 58, baseType: !187, size: 448)
!187 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 448, elements: !188)
!188 = !{!189}
!189 = !DISubrange(count: 56)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !184, file: !8, line: 59, baseType: !95, size: 64)
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !107)
!193 = !DISubprogram(name: "pthread_cond_timedwait", scope: !121, file: !121, line: 1145, type: !194, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!194 = !DISubroutineType(types: !195)
!195 = !{!67, !196, !197, !198}
!196 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !128)
!197 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !124)
!198 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !199)
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !200, size: 64)
!200 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !138)
!201 = !DISubprogram(name: "__assert_fail", scope: !202, file: !202, line: 69, type: !203, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!202 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!203 = !DISubroutineType(types: !204)
!204 = !{null, !205, !205, !26, !205}
!205 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!206 = !DISubprogram(name: "pthread_join", scope: !121, file: !121, line: 219, type: !207, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!207 = !DISubroutineType(types: !208)
!208 = !{!67, !135, !209}
!209 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
