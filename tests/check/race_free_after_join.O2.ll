; ModuleID = 'race_free_after_join.c'
source_filename = "race_free_after_join.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@y = dso_local local_unnamed_addr global ptr null, align 8, !dbg !5
@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !9

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @writer(ptr nocapture readnone %0) #0 !dbg !51 {
    #dbg_value(ptr poison, !56, !DIExpression(), !57)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !58
  %3 = load ptr, ptr @y, align 8, !dbg !59, !tbaa !60
  store i32 1, ptr %3, align 4, !dbg !64, !tbaa !65
  store i32 1, ptr @x, align 4, !dbg !67, !tbaa !65
  %4 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !68
  ret ptr null, !dbg !69
}

; Function Attrs: nounwind
declare !dbg !70 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !75 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !76 {
  %1 = alloca i64, align 8, !DIAssignID !84
    #dbg_assign(i1 undef, !80, !DIExpression(), !84, ptr %1, !DIExpression(), !85)
  %2 = tail call noalias dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #7, !dbg !86
  store ptr %2, ptr @y, align 8, !dbg !87, !tbaa !60
  store i32 0, ptr %2, align 4, !dbg !88, !tbaa !65
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !89
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @writer, ptr noundef null) #6, !dbg !90
  %4 = call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !91
  %5 = call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !92
  %6 = load i64, ptr %1, align 8, !dbg !93, !tbaa !94
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null) #6, !dbg !96
  %8 = load ptr, ptr @y, align 8, !dbg !97, !tbaa !60
  %9 = load i32, ptr %8, align 4, !dbg !98, !tbaa !65
  %10 = load i32, ptr @x, align 4, !dbg !99, !tbaa !65
  %11 = add nsw i32 %10, %9, !dbg !100
    #dbg_value(i32 %11, !83, !DIExpression(), !85)
  call void @free(ptr noundef %8) #6, !dbg !101
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !102
  ret i32 %11, !dbg !103
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !104 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !110 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !128 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !132 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

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
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 7, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race_free_after_join.c", directory: ".", checksumkind: CSK_MD5, checksum: "d0462616fe4454202b7ef8dd48faa6b5")
!4 = !{!0, !5, !9}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 9, type: !8, isLocal: false, isDefinition: true)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !12, line: 72, baseType: !13)
!12 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!13 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !12, line: 67, size: 320, elements: !14)
!14 = !{!15, !36, !41}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !13, file: !12, line: 69, baseType: !16, size: 320)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !17, line: 22, size: 320, elements: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!18 = !{!19, !20, !22, !23, !24, !25, !27, !28}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !16, file: !17, line: 24, baseType: !8, size: 32)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !16, file: !17, line: 25, baseType: !21, size: 32, offset: 32)
!21 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !16, file: !17, line: 26, baseType: !8, size: 32, offset: 64)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !16, file: !17, line: 28, baseType: !21, size: 32, offset: 96)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !16, file: !17, line: 32, baseType: !8, size: 32, offset: 128)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !16, file: !17, line: 34, baseType: !26, size: 16, offset: 160)
!26 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !16, file: !17, line: 35, baseType: !26, size: 16, offset: 176)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !16, file: !17, line: 36, baseType: !29, size: 128, offset: 192)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !30, line: 55, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !30, line: 51, size: 128, elements: !32)
!32 = !{!33, !35}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !31, file: !30, line: 53, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !31, file: !30, line: 54, baseType: !34, size: 64, offset: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !13, file: !12, line: 70, baseType: !37, size: 320)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 320, elements: !39)
!38 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!39 = !{!40}
!40 = !DISubrange(count: 40)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !13, file: !12, line: 71, baseType: !42, size: 64)
!42 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 8, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 2}
!49 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!50 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!51 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 11, type: !52, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !55)
!52 = !DISubroutineType(types: !53)
!53 = !{!54, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!55 = !{!56}
!56 = !DILocalVariable(name: "arg", arg: 1, scope: !51, file: !3, line: 11, type: !54)
!57 = !DILocation(line: 0, scope: !51)
!58 = !DILocation(line: 12, column: 3, scope: !51)
!59 = !DILocation(line: 13, column: 4, scope: !51)
!60 = !{!61, !61, i64 0}
!61 = !{!"any pointer", !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 13, column: 6, scope: !51)
!65 = !{!66, !66, i64 0}
!66 = !{!"int", !62, i64 0}
!67 = !DILocation(line: 14, column: 5, scope: !51)
!68 = !DILocation(line: 15, column: 3, scope: !51)
!69 = !DILocation(line: 16, column: 3, scope: !51)
!70 = !DISubprogram(name: "pthread_mutex_lock", scope: !71, file: !71, line: 794, type: !72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!71 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!72 = !DISubroutineType(types: !73)
!73 = !{!8, !74}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!75 = !DISubprogram(name: "pthread_mutex_unlock", scope: !71, file: !71, line: 835, type: !72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!76 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !77, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !79)
!77 = !DISubroutineType(types: !78)
!78 = !{!8}
!79 = !{!80, !83}
!80 = !DILocalVariable(name: "t", scope: !76, file: !3, line: 22, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !12, line: 27, baseType: !82)
!82 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!83 = !DILocalVariable(name: "v", scope: !76, file: !3, line: 27, type: !8)
!84 = distinct !DIAssignID()
!85 = !DILocation(line: 0, scope: !76)
!86 = !DILocation(line: 20, column: 7, scope: !76)
!87 = !DILocation(line: 20, column: 5, scope: !76)
!88 = !DILocation(line: 21, column: 6, scope: !76)
!89 = !DILocation(line: 22, column: 3, scope: !76)
!90 = !DILocation(line: 23, column: 3, scope: !76)
!91 = !DILocation(line: 24, column: 3, scope: !76)
!92 = !DILocation(line: 25, column: 3, scope: !76)
!93 = !DILocation(line: 26, column: 16, scope: !76)
!94 = !{!95, !95, i64 0}
!95 = !{!"long", !62, i64 0}
!96 = !DILocation(line: 26, column: 3, scope: !76)
!97 = !DILocation(line: 27, column: 12, scope: !76)
!98 = !DILocation(line: 27, column: 11, scope: !76)
!99 = !DILocation(line: 27, column: 16, scope: !76)
!100 = !DILocation(line: 27, column: 14, scope: !76)
!101 = !DILocation(line: 28, column: 3, scope: !76)
!102 = !DILocation(line: 30, column: 1, scope: !76)
!103 = !DILocation(line: 29, column: 3, scope: !76)
!104 = !DISubprogram(name: "malloc", scope: !105, file: !105, line: 553, type: !106, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!105 = !DIFile(filename: "/usr/include/stdlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!106 = !DISubroutineType(types: !107)
!107 = !{!54, !108}
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !109, line: 18, baseType: !82)
!109 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!110 = !DISubprogram(name: "pthread_create", scope: !71, file: !71, line: 202, type: !111, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!111 = !DISubroutineType(types: !112)
!112 = !{!8, !113, !115, !126, !127}
!113 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !114)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !12, line: 62, baseType: !119)
!119 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !12, line: 56, size: 448, elements: !120)
!120 = !{!121, !125}
!121 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !119, file: !12, line: 58, baseType: !122, size: 448)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 448, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 56)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !119, file: !12, line: 59, baseType: !42, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!127 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !54)
!128 = !DISubprogram(name: "pthread_join", scope: !71, file: !71, line: 219, type: !129, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!129 = !DISubroutineType(types: !130)
!130 = !{!8, !81, !131}
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!132 = !DISubprogram(name: "free", scope: !105, file: !105, line: 568, type: !133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DISubroutineType(types: !134)
!134 = !{null, !54}
