; ModuleID = 'sync_destroyed_cond.c'
source_filename = "sync_destroyed_cond.c"
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
@ready = dso_local local_unnamed_addr global i32 0, align 4, !dbg !44

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !83 {
    #dbg_value(ptr poison, !88, !DIExpression(), !89)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #4, !dbg !90
  %3 = load i32, ptr @ready, align 4, !dbg !91, !tbaa !92
  %4 = icmp eq i32 %3, 0, !dbg !96
  br i1 %4, label %5, label %9, !dbg !97

5:                                                ; preds = %1, %5
  %6 = tail call i32 @pthread_cond_wait(ptr noundef nonnull @c, ptr noundef nonnull @m) #4, !dbg !98
  %7 = load i32, ptr @ready, align 4, !dbg !91, !tbaa !92
  %8 = icmp eq i32 %7, 0, !dbg !96
  br i1 %8, label %5, label %9, !dbg !97, !llvm.loop !99

9:                                                ; preds = %5, %1
  %10 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #4, !dbg !102
  ret ptr null, !dbg !103
}

; Function Attrs: nounwind
declare !dbg !104 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

declare !dbg !109 i32 @pthread_cond_wait(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !115 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !116 {
  %1 = alloca i64, align 8, !DIAssignID !123
    #dbg_assign(i1 undef, !120, !DIExpression(), !123, ptr %1, !DIExpression(), !124)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !125
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #4, !dbg !126
  %3 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #4, !dbg !127
  %4 = call i32 @pthread_cond_destroy(ptr noundef nonnull @c) #4, !dbg !128
  store i32 1, ptr @ready, align 4, !dbg !129, !tbaa !92
  %5 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #4, !dbg !130
  %6 = load i64, ptr %1, align 8, !dbg !131, !tbaa !132
  %7 = call i32 @pthread_detach(i64 noundef %6) #4, !dbg !134
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !135
  ret i32 0, !dbg !136
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !137 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !155 i32 @pthread_cond_destroy(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !158 i32 @pthread_detach(i64 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!75, !76, !77, !78, !79, !80, !81}
!llvm.ident = !{!82}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 7, type: !47, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync_destroyed_cond.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "322b64b4df85dde171d8852f49decf20")
!4 = !{!0, !5, !44}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
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
!45 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 9, type: !46, isLocal: false, isDefinition: true)
!46 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !48)
!48 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !49)
!49 = !{!50, !69, !73}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !48, file: !8, line: 69, baseType: !51, size: 320)
!51 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !52, line: 22, size: 320, elements: !53)
!52 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!53 = !{!54, !55, !56, !57, !58, !59, !61, !62}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !51, file: !52, line: 24, baseType: !46, size: 32)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !51, file: !52, line: 25, baseType: !26, size: 32, offset: 32)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !51, file: !52, line: 26, baseType: !46, size: 32, offset: 64)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !51, file: !52, line: 28, baseType: !26, size: 32, offset: 96)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !51, file: !52, line: 32, baseType: !46, size: 32, offset: 128)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !51, file: !52, line: 34, baseType: !60, size: 16, offset: 160)
!60 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !51, file: !52, line: 35, baseType: !60, size: 16, offset: 176)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !51, file: !52, line: 36, baseType: !63, size: 128, offset: 192)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !13, line: 55, baseType: !64)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !13, line: 51, size: 128, elements: !65)
!65 = !{!66, !68}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !64, file: !13, line: 53, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !64, file: !13, line: 54, baseType: !67, size: 64, offset: 64)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !48, file: !8, line: 70, baseType: !70, size: 320)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 40)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !48, file: !8, line: 71, baseType: !74, size: 64)
!74 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!75 = !{i32 7, !"Dwarf Version", i32 5}
!76 = !{i32 2, !"Debug Info Version", i32 3}
!77 = !{i32 1, !"wchar_size", i32 4}
!78 = !{i32 8, !"PIC Level", i32 2}
!79 = !{i32 7, !"PIE Level", i32 2}
!80 = !{i32 7, !"uwtable", i32 2}
!81 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!82 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!83 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !84, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !87)
!84 = !DISubroutineType(types: !85)
!85 = !{!86, !86}
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!87 = !{!88}
!88 = !DILocalVariable(name: "arg", arg: 1, scope: !83, file: !3, line: 11, type: !86)
!89 = !DILocation(line: 0, scope: !83)
!90 = !DILocation(line: 12, column: 3, scope: !83)
!91 = !DILocation(line: 13, column: 11, scope: !83)
!92 = !{!93, !93, i64 0}
!93 = !{!"int", !94, i64 0}
!94 = !{!"omnipotent char", !95, i64 0}
!95 = !{!"Simple C/C++ TBAA"}
!96 = !DILocation(line: 13, column: 10, scope: !83)
!97 = !DILocation(line: 13, column: 3, scope: !83)
!98 = !DILocation(line: 14, column: 5, scope: !83)
!99 = distinct !{!99, !97, !100, !101}
!100 = !DILocation(line: 14, column: 29, scope: !83)
!101 = !{!"llvm.loop.mustprogress"}
!102 = !DILocation(line: 15, column: 3, scope: !83)
!103 = !DILocation(line: 16, column: 3, scope: !83)
!104 = !DISubprogram(name: "pthread_mutex_lock", scope: !105, file: !105, line: 794, type: !106, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!105 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!106 = !DISubroutineType(types: !107)
!107 = !{!46, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!109 = !DISubprogram(name: "pthread_cond_wait", scope: !105, file: !105, line: 1133, type: !110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!110 = !DISubroutineType(types: !111)
!111 = !{!46, !112, !114}
!112 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !108)
!115 = !DISubprogram(name: "pthread_mutex_unlock", scope: !105, file: !105, line: 835, type: !106, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !117, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !119)
!117 = !DISubroutineType(types: !118)
!118 = !{!46}
!119 = !{!120}
!120 = !DILocalVariable(name: "t", scope: !116, file: !3, line: 20, type: !121)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !122)
!122 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 0, scope: !116)
!125 = !DILocation(line: 20, column: 3, scope: !116)
!126 = !DILocation(line: 21, column: 3, scope: !116)
!127 = !DILocation(line: 22, column: 3, scope: !116)
!128 = !DILocation(line: 23, column: 3, scope: !116)
!129 = !DILocation(line: 24, column: 9, scope: !116)
!130 = !DILocation(line: 25, column: 3, scope: !116)
!131 = !DILocation(line: 26, column: 18, scope: !116)
!132 = !{!133, !133, i64 0}
!133 = !{!"long", !94, i64 0}
!134 = !DILocation(line: 26, column: 3, scope: !116)
!135 = !DILocation(line: 28, column: 1, scope: !116)
!136 = !DILocation(line: 27, column: 3, scope: !116)
!137 = !DISubprogram(name: "pthread_create", scope: !105, file: !105, line: 202, type: !138, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!138 = !DISubroutineType(types: !139)
!139 = !{!46, !140, !142, !153, !154}
!140 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !141)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !143)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !8, line: 62, baseType: !146)
!146 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !8, line: 56, size: 448, elements: !147)
!147 = !{!148, !152}
!148 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !146, file: !8, line: 58, baseType: !149, size: 448)
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 448, elements: !150)
!150 = !{!151}
!151 = !DISubrange(count: 56)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !146, file: !8, line: 59, baseType: !74, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !86)
!155 = !DISubprogram(name: "pthread_cond_destroy", scope: !105, file: !105, line: 1117, type: !156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DISubroutineType(types: !157)
!157 = !{!46, !113}
!158 = !DISubprogram(name: "pthread_detach", scope: !105, file: !105, line: 269, type: !159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DISubroutineType(types: !160)
!160 = !{!46, !121}
