; ModuleID = 'race_after_unlock_heap.c'
source_filename = "race_after_unlock_heap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@y = dso_local local_unnamed_addr global ptr null, align 8, !dbg !5

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @writer(ptr nocapture readnone %0) #0 !dbg !49 {
    #dbg_value(ptr poison, !54, !DIExpression(), !55)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !56
  %3 = load ptr, ptr @y, align 8, !dbg !57, !tbaa !58
  store i32 1, ptr %3, align 4, !dbg !62, !tbaa !63
  %4 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !65
  ret ptr null, !dbg !66
}

; Function Attrs: nounwind
declare !dbg !67 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !72 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !73 {
  %1 = alloca i64, align 8, !DIAssignID !81
    #dbg_assign(i1 undef, !77, !DIExpression(), !81, ptr %1, !DIExpression(), !82)
  %2 = tail call noalias dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #7, !dbg !83
  store ptr %2, ptr @y, align 8, !dbg !84, !tbaa !58
  store i32 0, ptr %2, align 4, !dbg !85, !tbaa !63
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !86
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @writer, ptr noundef null) #6, !dbg !87
  %4 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !88
  %5 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !89
  %6 = load ptr, ptr @y, align 8, !dbg !90, !tbaa !58
  %7 = load i32, ptr %6, align 4, !dbg !91, !tbaa !63
    #dbg_value(i32 %7, !80, !DIExpression(), !82)
  %8 = load i64, ptr %1, align 8, !dbg !92, !tbaa !93
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null) #6, !dbg !95
  %10 = load ptr, ptr @y, align 8, !dbg !96, !tbaa !58
  call void @free(ptr noundef %10) #6, !dbg !97
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !98
  ret i32 %7, !dbg !99
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !100 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !106 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !124 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !128 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!41, !42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 10, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race_after_unlock_heap.c", directory: ".", checksumkind: CSK_MD5, checksum: "c51d387bcece96d27bb526bbaa6c750b")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 11, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !10, line: 72, baseType: !11)
!10 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!11 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !10, line: 67, size: 320, elements: !12)
!12 = !{!13, !34, !39}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !11, file: !10, line: 69, baseType: !14, size: 320)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !15, line: 22, size: 320, elements: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!16 = !{!17, !18, !20, !21, !22, !23, !25, !26}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !14, file: !15, line: 24, baseType: !8, size: 32)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !14, file: !15, line: 25, baseType: !19, size: 32, offset: 32)
!19 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !14, file: !15, line: 26, baseType: !8, size: 32, offset: 64)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !14, file: !15, line: 28, baseType: !19, size: 32, offset: 96)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !14, file: !15, line: 32, baseType: !8, size: 32, offset: 128)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !14, file: !15, line: 34, baseType: !24, size: 16, offset: 160)
!24 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !14, file: !15, line: 35, baseType: !24, size: 16, offset: 176)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !14, file: !15, line: 36, baseType: !27, size: 128, offset: 192)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !28, line: 55, baseType: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !28, line: 51, size: 128, elements: !30)
!30 = !{!31, !33}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !29, file: !28, line: 53, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !29, file: !28, line: 54, baseType: !32, size: 64, offset: 64)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !11, file: !10, line: 70, baseType: !35, size: 320)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 320, elements: !37)
!36 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!37 = !{!38}
!38 = !DISubrange(count: 40)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !11, file: !10, line: 71, baseType: !40, size: 64)
!40 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!41 = !{i32 7, !"Dwarf Version", i32 5}
!42 = !{i32 2, !"Debug Info Version", i32 3}
!43 = !{i32 1, !"wchar_size", i32 4}
!44 = !{i32 8, !"PIC Level", i32 2}
!45 = !{i32 7, !"PIE Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 2}
!47 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!48 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!49 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 13, type: !50, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !53)
!50 = !DISubroutineType(types: !51)
!51 = !{!52, !52}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!53 = !{!54}
!54 = !DILocalVariable(name: "arg", arg: 1, scope: !49, file: !3, line: 13, type: !52)
!55 = !DILocation(line: 0, scope: !49)
!56 = !DILocation(line: 14, column: 3, scope: !49)
!57 = !DILocation(line: 15, column: 4, scope: !49)
!58 = !{!59, !59, i64 0}
!59 = !{!"any pointer", !60, i64 0}
!60 = !{!"omnipotent char", !61, i64 0}
!61 = !{!"Simple C/C++ TBAA"}
!62 = !DILocation(line: 15, column: 6, scope: !49)
!63 = !{!64, !64, i64 0}
!64 = !{!"int", !60, i64 0}
!65 = !DILocation(line: 16, column: 3, scope: !49)
!66 = !DILocation(line: 17, column: 3, scope: !49)
!67 = !DISubprogram(name: "pthread_mutex_lock", scope: !68, file: !68, line: 794, type: !69, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!68 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!69 = !DISubroutineType(types: !70)
!70 = !{!8, !71}
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!72 = !DISubprogram(name: "pthread_mutex_unlock", scope: !68, file: !68, line: 835, type: !69, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!73 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !74, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !76)
!74 = !DISubroutineType(types: !75)
!75 = !{!8}
!76 = !{!77, !80}
!77 = !DILocalVariable(name: "t", scope: !73, file: !3, line: 23, type: !78)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !10, line: 27, baseType: !79)
!79 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!80 = !DILocalVariable(name: "v", scope: !73, file: !3, line: 27, type: !8)
!81 = distinct !DIAssignID()
!82 = !DILocation(line: 0, scope: !73)
!83 = !DILocation(line: 21, column: 7, scope: !73)
!84 = !DILocation(line: 21, column: 5, scope: !73)
!85 = !DILocation(line: 22, column: 6, scope: !73)
!86 = !DILocation(line: 23, column: 3, scope: !73)
!87 = !DILocation(line: 24, column: 3, scope: !73)
!88 = !DILocation(line: 25, column: 3, scope: !73)
!89 = !DILocation(line: 26, column: 3, scope: !73)
!90 = !DILocation(line: 27, column: 12, scope: !73)
!91 = !DILocation(line: 27, column: 11, scope: !73)
!92 = !DILocation(line: 28, column: 16, scope: !73)
!93 = !{!94, !94, i64 0}
!94 = !{!"long", !60, i64 0}
!95 = !DILocation(line: 28, column: 3, scope: !73)
!96 = !DILocation(line: 29, column: 8, scope: !73)
!97 = !DILocation(line: 29, column: 3, scope: !73)
!98 = !DILocation(line: 31, column: 1, scope: !73)
!99 = !DILocation(line: 30, column: 3, scope: !73)
!100 = !DISubprogram(name: "malloc", scope: !101, file: !101, line: 553, type: !102, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!101 = !DIFile(filename: "/usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!102 = !DISubroutineType(types: !103)
!103 = !{!52, !104}
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !105, line: 18, baseType: !79)
!105 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!106 = !DISubprogram(name: "pthread_create", scope: !68, file: !68, line: 202, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DISubroutineType(types: !108)
!108 = !{!8, !109, !111, !122, !123}
!109 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !110)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !114)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !10, line: 62, baseType: !115)
!115 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !10, line: 56, size: 448, elements: !116)
!116 = !{!117, !121}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !115, file: !10, line: 58, baseType: !118, size: 448)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 448, elements: !119)
!119 = !{!120}
!120 = !DISubrange(count: 56)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !115, file: !10, line: 59, baseType: !40, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !52)
!124 = !DISubprogram(name: "pthread_join", scope: !68, file: !68, line: 219, type: !125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DISubroutineType(types: !126)
!126 = !{!8, !78, !127}
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!128 = !DISubprogram(name: "free", scope: !101, file: !101, line: 568, type: !129, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!129 = !DISubroutineType(types: !130)
!130 = !{null, !52}
