; ModuleID = 'cond_timedwait.c'
source_filename = "cond_timedwait.c"
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
@ready = dso_local local_unnamed_addr global i32 0, align 4, !dbg !58
@__const.main.ts = private unnamed_addr constant %struct.timespec { i64 1, i64 0 }, align 8
@.str = private unnamed_addr constant [15 x i8] c"r != ETIMEDOUT\00", align 1, !dbg !44
@.str.1 = private unnamed_addr constant [17 x i8] c"cond_timedwait.c\00", align 1, !dbg !49
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !54

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @setter(ptr nocapture readnone %0) #0 !dbg !97 {
    #dbg_value(ptr poison, !102, !DIExpression(), !103)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !104
  store i32 1, ptr @ready, align 4, !dbg !105, !tbaa !106
  %3 = tail call i32 @pthread_cond_signal(ptr noundef nonnull @c) #6, !dbg !110
  %4 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !111
  ret ptr null, !dbg !112
}

; Function Attrs: nounwind
declare !dbg !113 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !118 i32 @pthread_cond_signal(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !122 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !123 {
  %1 = alloca i64, align 8, !DIAssignID !142
    #dbg_assign(i1 undef, !127, !DIExpression(), !142, ptr %1, !DIExpression(), !143)
  %2 = alloca %struct.timespec, align 8, !DIAssignID !144
    #dbg_assign(i1 undef, !130, !DIExpression(), !144, ptr %2, !DIExpression(), !143)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !145
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #6, !dbg !146
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, ptr noundef nonnull align 8 dereferenceable(16) @__const.main.ts, i64 16, i1 false), !dbg !147, !DIAssignID !148
    #dbg_assign(i1 undef, !130, !DIExpression(), !148, ptr %2, !DIExpression(), !143)
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @setter, ptr noundef null) #6, !dbg !149
  %4 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !150
  %5 = load i32, ptr @ready, align 4, !dbg !151, !tbaa !106
  %6 = icmp eq i32 %5, 0, !dbg !151
  br i1 %6, label %7, label %11, !dbg !152

7:                                                ; preds = %0
  %8 = call i32 @pthread_cond_timedwait(ptr noundef nonnull @c, ptr noundef nonnull @m, ptr noundef nonnull %2) #6, !dbg !153
    #dbg_value(i32 %8, !139, !DIExpression(), !154)
  %9 = icmp eq i32 %8, 110, !dbg !155
  br i1 %9, label %10, label %11, !dbg !158

10:                                               ; preds = %7
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 28, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !155
  unreachable, !dbg !155

11:                                               ; preds = %7, %0
  %12 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !159
  %13 = load i64, ptr %1, align 8, !dbg !160, !tbaa !161
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null) #6, !dbg !163
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #6, !dbg !164
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !164
  ret i32 0, !dbg !165
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
declare !dbg !166 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !184 i32 @pthread_cond_timedwait(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !192 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare !dbg !197 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!89, !90, !91, !92, !93, !94, !95}
!llvm.ident = !{!96}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 9, type: !61, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cond_timedwait.c", directory: ".", checksumkind: CSK_MD5, checksum: "536a12dc66dcc1378bcd53bd3b15ccfc")
!4 = !{!0, !5, !44, !49, !54, !58}
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
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 120, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 15)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 136, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 17)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 120, elements: !47)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 11, type: !60, isLocal: false, isDefinition: true)
!60 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !62)
!62 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !63)
!63 = !{!64, !83, !87}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !62, file: !8, line: 69, baseType: !65, size: 320)
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !66, line: 22, size: 320, elements: !67)
!66 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!67 = !{!68, !69, !70, !71, !72, !73, !75, !76}
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !65, file: !66, line: 24, baseType: !60, size: 32)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !65, file: !66, line: 25, baseType: !26, size: 32, offset: 32)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !65, file: !66, line: 26, baseType: !60, size: 32, offset: 64)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !65, file: !66, line: 28, baseType: !26, size: 32, offset: 96)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !65, file: !66, line: 32, baseType: !60, size: 32, offset: 128)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !65, file: !66, line: 34, baseType: !74, size: 16, offset: 160)
!74 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !65, file: !66, line: 35, baseType: !74, size: 16, offset: 176)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !65, file: !66, line: 36, baseType: !77, size: 128, offset: 192)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !13, line: 55, baseType: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !13, line: 51, size: 128, elements: !79)
!79 = !{!80, !82}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !78, file: !13, line: 53, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !78, file: !13, line: 54, baseType: !81, size: 64, offset: 64)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !62, file: !8, line: 70, baseType: !84, size: 320)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 40)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !62, file: !8, line: 71, baseType: !88, size: 64)
!88 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!89 = !{i32 7, !"Dwarf Version", i32 5}
!90 = !{i32 2, !"Debug Info Version", i32 3}
!91 = !{i32 1, !"wchar_size", i32 4}
!92 = !{i32 8, !"PIC Level", i32 2}
!93 = !{i32 7, !"PIE Level", i32 2}
!94 = !{i32 7, !"uwtable", i32 2}
!95 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!96 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!97 = distinct !DISubprogram(name: "setter", scope: !3, file: !3, line: 13, type: !98, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !101)
!98 = !DISubroutineType(types: !99)
!99 = !{!100, !100}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!101 = !{!102}
!102 = !DILocalVariable(name: "arg", arg: 1, scope: !97, file: !3, line: 13, type: !100)
!103 = !DILocation(line: 0, scope: !97)
!104 = !DILocation(line: 14, column: 3, scope: !97)
!105 = !DILocation(line: 15, column: 9, scope: !97)
!106 = !{!107, !107, i64 0}
!107 = !{!"int", !108, i64 0}
!108 = !{!"omnipotent char", !109, i64 0}
!109 = !{!"Simple C/C++ TBAA"}
!110 = !DILocation(line: 16, column: 3, scope: !97)
!111 = !DILocation(line: 17, column: 3, scope: !97)
!112 = !DILocation(line: 18, column: 3, scope: !97)
!113 = !DISubprogram(name: "pthread_mutex_lock", scope: !114, file: !114, line: 794, type: !115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!115 = !DISubroutineType(types: !116)
!116 = !{!60, !117}
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!118 = !DISubprogram(name: "pthread_cond_signal", scope: !114, file: !114, line: 1121, type: !119, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!119 = !DISubroutineType(types: !120)
!120 = !{!60, !121}
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!122 = !DISubprogram(name: "pthread_mutex_unlock", scope: !114, file: !114, line: 835, type: !115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!123 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !124, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !126)
!124 = !DISubroutineType(types: !125)
!125 = !{!60}
!126 = !{!127, !130, !139}
!127 = !DILocalVariable(name: "t", scope: !123, file: !3, line: 22, type: !128)
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !129)
!129 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!130 = !DILocalVariable(name: "ts", scope: !123, file: !3, line: 23, type: !131)
!131 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !132, line: 11, size: 128, elements: !133)
!132 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: ".", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!133 = !{!134, !137}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !131, file: !132, line: 16, baseType: !135, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !136, line: 160, baseType: !88)
!136 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!137 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !131, file: !132, line: 21, baseType: !138, size: 64, offset: 64)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !136, line: 197, baseType: !88)
!139 = !DILocalVariable(name: "r", scope: !140, file: !3, line: 27, type: !60)
!140 = distinct !DILexicalBlock(scope: !141, file: !3, line: 26, column: 15)
!141 = distinct !DILexicalBlock(scope: !123, file: !3, line: 26, column: 7)
!142 = distinct !DIAssignID()
!143 = !DILocation(line: 0, scope: !123)
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 22, column: 3, scope: !123)
!146 = !DILocation(line: 23, column: 3, scope: !123)
!147 = !DILocation(line: 23, column: 19, scope: !123)
!148 = distinct !DIAssignID()
!149 = !DILocation(line: 24, column: 3, scope: !123)
!150 = !DILocation(line: 25, column: 3, scope: !123)
!151 = !DILocation(line: 26, column: 8, scope: !141)
!152 = !DILocation(line: 26, column: 7, scope: !123)
!153 = !DILocation(line: 27, column: 13, scope: !140)
!154 = !DILocation(line: 0, scope: !140)
!155 = !DILocation(line: 28, column: 5, scope: !156)
!156 = distinct !DILexicalBlock(scope: !157, file: !3, line: 28, column: 5)
!157 = distinct !DILexicalBlock(scope: !140, file: !3, line: 28, column: 5)
!158 = !DILocation(line: 28, column: 5, scope: !157)
!159 = !DILocation(line: 30, column: 3, scope: !123)
!160 = !DILocation(line: 31, column: 16, scope: !123)
!161 = !{!162, !162, i64 0}
!162 = !{!"long", !108, i64 0}
!163 = !DILocation(line: 31, column: 3, scope: !123)
!164 = !DILocation(line: 33, column: 1, scope: !123)
!165 = !DILocation(line: 32, column: 3, scope: !123)
!166 = !DISubprogram(name: "pthread_create", scope: !114, file: !114, line: 202, type: !167, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!167 = !DISubroutineType(types: !168)
!168 = !{!60, !169, !171, !182, !183}
!169 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !170)
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !128, size: 64)
!171 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !172)
!172 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !173, size: 64)
!173 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !174)
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !8, line: 62, baseType: !175)
!175 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !8, line: 56, size: 448, elements: !176)
!176 = !{!177, !181}
!177 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !175, file: !8, line: 58, baseType: !178, size: 448)
!178 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 448, elements: !179)
!179 = !{!180}
!180 = !DISubrange(count: 56)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !175, file: !8, line: 59, baseType: !88, size: 64)
!182 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!183 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !100)
!184 = !DISubprogram(name: "pthread_cond_timedwait", scope: !114, file: !114, line: 1145, type: !185, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!185 = !DISubroutineType(types: !186)
!186 = !{!60, !187, !188, !189}
!187 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !121)
!188 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !117)
!189 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !190)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !191, size: 64)
!191 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !131)
!192 = !DISubprogram(name: "__assert_fail", scope: !193, file: !193, line: 69, type: !194, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!193 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!194 = !DISubroutineType(types: !195)
!195 = !{null, !196, !196, !26, !196}
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!197 = !DISubprogram(name: "pthread_join", scope: !114, file: !114, line: 219, type: !198, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!198 = !DISubroutineType(types: !199)
!199 = !{!60, !128, !200}
!200 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
