; ModuleID = 'lock_order_inversion.c'
source_filename = "lock_order_inversion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@a = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@b = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !5
@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !40

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @ab(ptr nocapture readnone %0) #0 !dbg !50 {
    #dbg_value(ptr poison, !55, !DIExpression(), !56)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @a) #4, !dbg !57
  %3 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @b) #4, !dbg !58
  %4 = load i32, ptr @x, align 4, !dbg !59, !tbaa !60
  %5 = add nsw i32 %4, 1, !dbg !59
  store i32 %5, ptr @x, align 4, !dbg !59, !tbaa !60
  %6 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @b) #4, !dbg !64
  %7 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @a) #4, !dbg !65
  ret ptr null, !dbg !66
}

; Function Attrs: nounwind
declare !dbg !67 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !72 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @ba(ptr nocapture readnone %0) #0 !dbg !73 {
    #dbg_value(ptr poison, !75, !DIExpression(), !76)
  %2 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @b) #4, !dbg !77
  %3 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @a) #4, !dbg !78
  %4 = load i32, ptr @x, align 4, !dbg !79, !tbaa !60
  %5 = add nsw i32 %4, 1, !dbg !79
  store i32 %5, ptr @x, align 4, !dbg !79, !tbaa !60
  %6 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @a) #4, !dbg !80
  %7 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @b) #4, !dbg !81
  ret ptr null, !dbg !82
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !83 {
  %1 = alloca i64, align 8, !DIAssignID !91
    #dbg_assign(i1 undef, !87, !DIExpression(), !91, ptr %1, !DIExpression(), !92)
  %2 = alloca i64, align 8, !DIAssignID !93
    #dbg_assign(i1 undef, !90, !DIExpression(), !93, ptr %2, !DIExpression(), !92)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !94
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #4, !dbg !94
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @ab, ptr noundef null) #4, !dbg !95
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @ba, ptr noundef null) #4, !dbg !96
  %5 = load i64, ptr %1, align 8, !dbg !97, !tbaa !98
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #4, !dbg !100
  %7 = load i64, ptr %2, align 8, !dbg !101, !tbaa !98
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #4, !dbg !102
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #4, !dbg !103
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !103
  ret i32 0, !dbg !104
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !105 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !123 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "lock_order_inversion.c", directory: ".", checksumkind: CSK_MD5, checksum: "19eec7d7d61e60248585c835939e7cb7")
!4 = !{!0, !5, !40}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 11, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!9 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !10)
!10 = !{!11, !33, !38}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !9, file: !8, line: 69, baseType: !12, size: 320)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !13, line: 22, size: 320, elements: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
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
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
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
!41 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 12, type: !16, isLocal: false, isDefinition: true)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 8, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 2}
!48 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "ab", scope: !3, file: !3, line: 14, type: !51, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!51 = !DISubroutineType(types: !52)
!52 = !{!53, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!54 = !{!55}
!55 = !DILocalVariable(name: "arg", arg: 1, scope: !50, file: !3, line: 14, type: !53)
!56 = !DILocation(line: 0, scope: !50)
!57 = !DILocation(line: 15, column: 3, scope: !50)
!58 = !DILocation(line: 16, column: 3, scope: !50)
!59 = !DILocation(line: 17, column: 4, scope: !50)
!60 = !{!61, !61, i64 0}
!61 = !{!"int", !62, i64 0}
!62 = !{!"omnipotent char", !63, i64 0}
!63 = !{!"Simple C/C++ TBAA"}
!64 = !DILocation(line: 18, column: 3, scope: !50)
!65 = !DILocation(line: 19, column: 3, scope: !50)
!66 = !DILocation(line: 20, column: 3, scope: !50)
!67 = !DISubprogram(name: "pthread_mutex_lock", scope: !68, file: !68, line: 794, type: !69, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!68 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!69 = !DISubroutineType(types: !70)
!70 = !{!16, !71}
!71 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!72 = !DISubprogram(name: "pthread_mutex_unlock", scope: !68, file: !68, line: 835, type: !69, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!73 = distinct !DISubprogram(name: "ba", scope: !3, file: !3, line: 23, type: !51, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !74)
!74 = !{!75}
!75 = !DILocalVariable(name: "arg", arg: 1, scope: !73, file: !3, line: 23, type: !53)
!76 = !DILocation(line: 0, scope: !73)
!77 = !DILocation(line: 24, column: 3, scope: !73)
!78 = !DILocation(line: 25, column: 3, scope: !73)
!79 = !DILocation(line: 26, column: 4, scope: !73)
!80 = !DILocation(line: 27, column: 3, scope: !73)
!81 = !DILocation(line: 28, column: 3, scope: !73)
!82 = !DILocation(line: 29, column: 3, scope: !73)
!83 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !84, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !86)
!84 = !DISubroutineType(types: !85)
!85 = !{!16}
!86 = !{!87, !90}
!87 = !DILocalVariable(name: "t1", scope: !83, file: !3, line: 33, type: !88)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !89)
!89 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!90 = !DILocalVariable(name: "t2", scope: !83, file: !3, line: 33, type: !88)
!91 = distinct !DIAssignID()
!92 = !DILocation(line: 0, scope: !83)
!93 = distinct !DIAssignID()
!94 = !DILocation(line: 33, column: 3, scope: !83)
!95 = !DILocation(line: 34, column: 3, scope: !83)
!96 = !DILocation(line: 35, column: 3, scope: !83)
!97 = !DILocation(line: 36, column: 16, scope: !83)
!98 = !{!99, !99, i64 0}
!99 = !{!"long", !62, i64 0}
!100 = !DILocation(line: 36, column: 3, scope: !83)
!101 = !DILocation(line: 37, column: 16, scope: !83)
!102 = !DILocation(line: 37, column: 3, scope: !83)
!103 = !DILocation(line: 39, column: 1, scope: !83)
!104 = !DILocation(line: 38, column: 3, scope: !83)
!105 = !DISubprogram(name: "pthread_create", scope: !68, file: !68, line: 202, type: !106, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DISubroutineType(types: !107)
!107 = !{!16, !108, !110, !121, !122}
!108 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !109)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !111)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !8, line: 62, baseType: !114)
!114 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !8, line: 56, size: 448, elements: !115)
!115 = !{!116, !120}
!116 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !114, file: !8, line: 58, baseType: !117, size: 448)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 448, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 56)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !114, file: !8, line: 59, baseType: !39, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !53)
!123 = !DISubprogram(name: "pthread_join", scope: !68, file: !68, line: 219, type: !124, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!124 = !DISubroutineType(types: !125)
!125 = !{!16, !88, !126}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
