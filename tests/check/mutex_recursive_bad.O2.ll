; ModuleID = 'mutex_recursive_bad.c'
source_filename = "mutex_recursive_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_mutexattr_t = type { i32 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !58 {
    #dbg_value(ptr poison, !63, !DIExpression(), !64)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #4, !dbg !65
  %3 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #4, !dbg !66
  %4 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #4, !dbg !67
  ret ptr null, !dbg !68
}

; Function Attrs: nounwind
declare !dbg !69 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !73 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !74 {
  %1 = alloca %union.pthread_mutexattr_t, align 4, !DIAssignID !91
    #dbg_assign(i1 undef, !78, !DIExpression(), !91, ptr %1, !DIExpression(), !92)
  %2 = alloca i64, align 8, !DIAssignID !93
    #dbg_assign(i1 undef, !87, !DIExpression(), !93, ptr %2, !DIExpression(), !92)
  %3 = alloca i64, align 8, !DIAssignID !94
    #dbg_assign(i1 undef, !90, !DIExpression(), !94, ptr %3, !DIExpression(), !92)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #4, !dbg !95
  %4 = call i32 @pthread_mutexattr_init(ptr noundef nonnull %1) #4, !dbg !96
  %5 = call i32 @pthread_mutexattr_settype(ptr noundef nonnull %1, i32 noundef 1) #4, !dbg !97
  %6 = call i32 @pthread_mutex_init(ptr noundef nonnull @m, ptr noundef nonnull %1) #4, !dbg !98
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #4, !dbg !99
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #4, !dbg !99
  %7 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #4, !dbg !100
  %8 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #4, !dbg !101
  %9 = load i64, ptr %2, align 8, !dbg !102, !tbaa !103
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #4, !dbg !107
  %11 = load i64, ptr %3, align 8, !dbg !108, !tbaa !103
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #4, !dbg !109
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #4, !dbg !110
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #4, !dbg !110
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #4, !dbg !110
  ret i32 0, !dbg !111
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !112 i32 @pthread_mutexattr_init(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !116 i32 @pthread_mutexattr_settype(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !119 i32 @pthread_mutex_init(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !124 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !142 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!50, !51, !52, !53, !54, !55, !56}
!llvm.ident = !{!57}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 9, type: !18, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mutex_recursive_bad.c", directory: ".", checksumkind: CSK_MD5, checksum: "1d596332c43f3feb453b16ed63535151")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 47, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14, !15, !16}
!9 = !DIEnumerator(name: "PTHREAD_MUTEX_TIMED_NP", value: 0)
!10 = !DIEnumerator(name: "PTHREAD_MUTEX_RECURSIVE_NP", value: 1)
!11 = !DIEnumerator(name: "PTHREAD_MUTEX_ERRORCHECK_NP", value: 2)
!12 = !DIEnumerator(name: "PTHREAD_MUTEX_ADAPTIVE_NP", value: 3)
!13 = !DIEnumerator(name: "PTHREAD_MUTEX_NORMAL", value: 0)
!14 = !DIEnumerator(name: "PTHREAD_MUTEX_RECURSIVE", value: 1)
!15 = !DIEnumerator(name: "PTHREAD_MUTEX_ERRORCHECK", value: 2)
!16 = !DIEnumerator(name: "PTHREAD_MUTEX_DEFAULT", value: 0)
!17 = !{!0}
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !19, line: 72, baseType: !20)
!19 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!20 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !19, line: 67, size: 320, elements: !21)
!21 = !{!22, !43, !48}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !20, file: !19, line: 69, baseType: !23, size: 320)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !24, line: 22, size: 320, elements: !25)
!24 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!25 = !{!26, !28, !29, !30, !31, !32, !34, !35}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !23, file: !24, line: 24, baseType: !27, size: 32)
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !23, file: !24, line: 25, baseType: !7, size: 32, offset: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !23, file: !24, line: 26, baseType: !27, size: 32, offset: 64)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !23, file: !24, line: 28, baseType: !7, size: 32, offset: 96)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !23, file: !24, line: 32, baseType: !27, size: 32, offset: 128)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !23, file: !24, line: 34, baseType: !33, size: 16, offset: 160)
!33 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !23, file: !24, line: 35, baseType: !33, size: 16, offset: 176)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !23, file: !24, line: 36, baseType: !36, size: 128, offset: 192)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !37, line: 55, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!38 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !37, line: 51, size: 128, elements: !39)
!39 = !{!40, !42}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !38, file: !37, line: 53, baseType: !41, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !38, file: !37, line: 54, baseType: !41, size: 64, offset: 64)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !20, file: !19, line: 70, baseType: !44, size: 320)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 320, elements: !46)
!45 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!46 = !{!47}
!47 = !DISubrange(count: 40)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !20, file: !19, line: 71, baseType: !49, size: 64)
!49 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!50 = !{i32 7, !"Dwarf Version", i32 5}
!51 = !{i32 2, !"Debug Info Version", i32 3}
!52 = !{i32 1, !"wchar_size", i32 4}
!53 = !{i32 8, !"PIC Level", i32 2}
!54 = !{i32 7, !"PIE Level", i32 2}
!55 = !{i32 7, !"uwtable", i32 2}
!56 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!57 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!58 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !59, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !62)
!59 = !DISubroutineType(types: !60)
!60 = !{!61, !61}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!62 = !{!63}
!63 = !DILocalVariable(name: "arg", arg: 1, scope: !58, file: !3, line: 11, type: !61)
!64 = !DILocation(line: 0, scope: !58)
!65 = !DILocation(line: 12, column: 3, scope: !58)
!66 = !DILocation(line: 13, column: 3, scope: !58)
!67 = !DILocation(line: 14, column: 3, scope: !58)
!68 = !DILocation(line: 15, column: 3, scope: !58)
!69 = !DISubprogram(name: "pthread_mutex_lock", scope: !6, file: !6, line: 794, type: !70, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!70 = !DISubroutineType(types: !71)
!71 = !{!27, !72}
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!73 = !DISubprogram(name: "pthread_mutex_unlock", scope: !6, file: !6, line: 835, type: !70, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!74 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !75, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!27}
!77 = !{!78, !87, !90}
!78 = !DILocalVariable(name: "a", scope: !74, file: !3, line: 19, type: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutexattr_t", file: !19, line: 36, baseType: !80)
!80 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !19, line: 32, size: 32, elements: !81)
!81 = !{!82, !86}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !80, file: !19, line: 34, baseType: !83, size: 32)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 32, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 4)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !80, file: !19, line: 35, baseType: !27, size: 32)
!87 = !DILocalVariable(name: "t1", scope: !74, file: !3, line: 23, type: !88)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !19, line: 27, baseType: !89)
!89 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!90 = !DILocalVariable(name: "t2", scope: !74, file: !3, line: 23, type: !88)
!91 = distinct !DIAssignID()
!92 = !DILocation(line: 0, scope: !74)
!93 = distinct !DIAssignID()
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 19, column: 3, scope: !74)
!96 = !DILocation(line: 20, column: 3, scope: !74)
!97 = !DILocation(line: 21, column: 3, scope: !74)
!98 = !DILocation(line: 22, column: 3, scope: !74)
!99 = !DILocation(line: 23, column: 3, scope: !74)
!100 = !DILocation(line: 24, column: 3, scope: !74)
!101 = !DILocation(line: 25, column: 3, scope: !74)
!102 = !DILocation(line: 26, column: 16, scope: !74)
!103 = !{!104, !104, i64 0}
!104 = !{!"long", !105, i64 0}
!105 = !{!"omnipotent char", !106, i64 0}
!106 = !{!"Simple C/C++ TBAA"}
!107 = !DILocation(line: 26, column: 3, scope: !74)
!108 = !DILocation(line: 27, column: 16, scope: !74)
!109 = !DILocation(line: 27, column: 3, scope: !74)
!110 = !DILocation(line: 29, column: 1, scope: !74)
!111 = !DILocation(line: 28, column: 3, scope: !74)
!112 = !DISubprogram(name: "pthread_mutexattr_init", scope: !6, file: !6, line: 874, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DISubroutineType(types: !114)
!114 = !{!27, !115}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!116 = !DISubprogram(name: "pthread_mutexattr_settype", scope: !6, file: !6, line: 901, type: !117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!117 = !DISubroutineType(types: !118)
!118 = !{!27, !115, !27}
!119 = !DISubprogram(name: "pthread_mutex_init", scope: !6, file: !6, line: 781, type: !120, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!120 = !DISubroutineType(types: !121)
!121 = !{!27, !72, !122}
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !123, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!124 = !DISubprogram(name: "pthread_create", scope: !6, file: !6, line: 202, type: !125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DISubroutineType(types: !126)
!126 = !{!27, !127, !129, !140, !141}
!127 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !128)
!128 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!129 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !130)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !132)
!132 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !19, line: 62, baseType: !133)
!133 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !19, line: 56, size: 448, elements: !134)
!134 = !{!135, !139}
!135 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !133, file: !19, line: 58, baseType: !136, size: 448)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 448, elements: !137)
!137 = !{!138}
!138 = !DISubrange(count: 56)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !133, file: !19, line: 59, baseType: !49, size: 64)
!140 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !61)
!142 = !DISubprogram(name: "pthread_join", scope: !6, file: !6, line: 219, type: !143, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!143 = !DISubroutineType(types: !144)
!144 = !{!27, !88, !145}
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
