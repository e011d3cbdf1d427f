; ModuleID = 'sync_destroyed_mutex.c'
source_filename = "sync_destroyed_mutex.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@gone = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !5
@done = dso_local local_unnamed_addr global i32 0, align 4, !dbg !40

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !53 {
    #dbg_value(ptr poison, !58, !DIExpression(), !59)
  %2 = load atomic i32, ptr @gone seq_cst, align 4, !dbg !60, !tbaa !62
  %3 = icmp eq i32 %2, 0, !dbg !60
  br i1 %3, label %7, label %4, !dbg !65

4:                                                ; preds = %1
  %5 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #4, !dbg !66
  store i32 1, ptr @done, align 4, !dbg !67, !tbaa !68
  %6 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #4, !dbg !70
  br label %7, !dbg !71

7:                                                ; preds = %1, %4
  ret ptr null, !dbg !72
}

; Function Attrs: nounwind
declare !dbg !73 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !78 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !79 {
  %1 = alloca i64, align 8, !DIAssignID !86
    #dbg_assign(i1 undef, !83, !DIExpression(), !86, ptr %1, !DIExpression(), !87)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !88
  %2 = tail call i32 @pthread_mutex_init(ptr noundef nonnull @m, ptr noundef null) #4, !dbg !89
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #4, !dbg !90
  %4 = call i32 @pthread_mutex_destroy(ptr noundef nonnull @m) #4, !dbg !91
  store atomic i32 1, ptr @gone seq_cst, align 4, !dbg !92, !tbaa !62
  %5 = load i64, ptr %1, align 8, !dbg !93, !tbaa !94
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #4, !dbg !96
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !97
  ret i32 0, !dbg !98
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !99 i32 @pthread_mutex_init(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !112 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !130 i32 @pthread_mutex_destroy(ptr noundef) local_unnamed_addr #1

declare !dbg !131 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!45, !46, !47, !48, !49, !50, !51}
!llvm.ident = !{!52}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "gone", scope: !2, file: !3, line: 10, type: !42, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync_destroyed_mutex.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "72233cc8717bbd82af654980a60062c5")
!4 = !{!5, !0, !40}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!9 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !10)
!10 = !{!11, !33, !38}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !9, file: !8, line: 69, baseType: !12, size: 320)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !13, line: 22, size: 320, elements: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!14 = !{!15, !17, !19, !20, !21, !22, !24, !25}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !12, file: !13, line: 24, baseType: !16, size: 32)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !12, file: !13, line: 25, baseType: !18, size: 32, offset: 32)
!18 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !12, file: !13, line: 26, baseType: !16, size: 32, offset: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !12, file: !13, line: 28, baseType: !18, size: 32, offset: 96)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !12, file: !13, line: 32, baseType: !16, size: 32, offset: 128)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !12, file: !13, line: 34, baseType: !23, size: 16, offset: 160)
!23 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !12, file: !13, line: 35, baseType: !23, size: 16, offset: 176)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !12, file: !13, line: 36, baseType: !26, size: 128, offset: 192)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !27, line: 55, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !27, line: 51, size: 128, elements: !29)
!29 = !{!30, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !28, file: !27, line: 53, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !28, file: !27, line: 54, baseType: !31, size: 64, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !9, file: !8, line: 70, baseType: !34, size: 320)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 320, elements: !36)
!35 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!36 = !{!37}
!37 = !DISubrange(count: 40)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !9, file: !8, line: 71, baseType: !39, size: 64)
!39 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 11, type: !16, isLocal: false, isDefinition: true)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !43, line: 104, baseType: !44)
!43 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!44 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !16)
!45 = !{i32 7, !"Dwarf Version", i32 5}
!46 = !{i32 2, !"Debug Info Version", i32 3}
!47 = !{i32 1, !"wchar_size", i32 4}
!48 = !{i32 8, !"PIC Level", i32 2}
!49 = !{i32 7, !"PIE Level", i32 2}
!50 = !{i32 7, !"uwtable", i32 2}
!51 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!52 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!53 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !54, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !57)
!54 = !DISubroutineType(types: !55)
!55 = !{!56, !56}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!57 = !{!58}
!58 = !DILocalVariable(name: "arg", arg: 1, scope: !53, file: !3, line: 13, type: !56)
!59 = !DILocation(line: 0, scope: !53)
!60 = !DILocation(line: 14, column: 8, scope: !61)
!61 = distinct !DILexicalBlock(scope: !53, file: !3, line: 14, column: 7)
!62 = !{!63, !63, i64 0}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C/C++ TBAA"}
!65 = !DILocation(line: 14, column: 7, scope: !53)
!66 = !DILocation(line: 16, column: 3, scope: !53)
!67 = !DILocation(line: 17, column: 8, scope: !53)
!68 = !{!69, !69, i64 0}
!69 = !{!"int", !63, i64 0}
!70 = !DILocation(line: 18, column: 3, scope: !53)
!71 = !DILocation(line: 19, column: 3, scope: !53)
!72 = !DILocation(line: 20, column: 1, scope: !53)
!73 = !DISubprogram(name: "pthread_mutex_lock", scope: !74, file: !74, line: 794, type: !75, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!74 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!75 = !DISubroutineType(types: !76)
!76 = !{!16, !77}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!78 = !DISubprogram(name: "pthread_mutex_unlock", scope: !74, file: !74, line: 835, type: !75, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!79 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !80, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !82)
!80 = !DISubroutineType(types: !81)
!81 = !{!16}
!82 = !{!83}
!83 = !DILocalVariable(name: "t", scope: !79, file: !3, line: 23, type: !84)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !85)
!85 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!86 = distinct !DIAssignID()
!87 = !DILocation(line: 0, scope: !79)
!88 = !DILocation(line: 23, column: 3, scope: !79)
!89 = !DILocation(line: 24, column: 3, scope: !79)
!90 = !DILocation(line: 25, column: 3, scope: !79)
!91 = !DILocation(line: 26, column: 3, scope: !79)
!92 = !DILocation(line: 27, column: 8, scope: !79)
!93 = !DILocation(line: 28, column: 16, scope: !79)
!94 = !{!95, !95, i64 0}
!95 = !{!"long", !63, i64 0}
!96 = !DILocation(line: 28, column: 3, scope: !79)
!97 = !DILocation(line: 30, column: 1, scope: !79)
!98 = !DILocation(line: 29, column: 3, scope: !79)
!99 = !DISubprogram(name: "pthread_mutex_init", scope: !74, file: !74, line: 781, type: !100, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DISubroutineType(types: !101)
!101 = !{!16, !77, !102}
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
!103 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !104)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutexattr_t", file: !8, line: 36, baseType: !105)
!105 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 32, size: 32, elements: !106)
!106 = !{!107, !111}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !105, file: !8, line: 34, baseType: !108, size: 32)
!108 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 32, elements: !109)
!109 = !{!110}
!110 = !DISubrange(count: 4)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !105, file: !8, line: 35, baseType: !16, size: 32)
!112 = !DISubprogram(name: "pthread_create", scope: !74, file: !74, line: 202, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DISubroutineType(types: !114)
!114 = !{!16, !115, !117, !128, !129}
!115 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !119, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !8, line: 62, baseType: !121)
!121 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !8, line: 56, size: 448, elements: !122)
!122 = !{!123, !127}
!123 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !121, file: !8, line: 58, baseType: !124, size: 448)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 448, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 56)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !121, file: !8, line: 59, baseType: !39, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !56)
!130 = !DISubprogram(name: "pthread_mutex_destroy", scope: !74, file: !74, line: 786, type: !75, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!131 = !DISubprogram(name: "pthread_join", scope: !74, file: !74, line: 219, type: !132, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!132 = !DISubroutineType(types: !133)
!133 = !{!16, !84, !134}
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
