; ModuleID = 'sync_destroyed_rwlock.c'
source_filename = "sync_destroyed_rwlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i32, i32, i8, [7 x i8], i64, i32 }

@l = dso_local global %union.pthread_rwlock_t zeroinitializer, align 8, !dbg !0
@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !8

; Function Attrs: nounwind uwtable
define dso_local ptr @reader(ptr nocapture readnone %0) #0 !dbg !52 {
    #dbg_value(ptr poison, !56, !DIExpression(), !58)
  %2 = tail call i32 @pthread_rwlock_rdlock(ptr noundef nonnull @l) #4, !dbg !59
  %3 = load i32, ptr @x, align 4, !dbg !60, !tbaa !61
    #dbg_value(i32 %3, !57, !DIExpression(), !58)
  %4 = tail call i32 @pthread_rwlock_unlock(ptr noundef nonnull @l) #4, !dbg !65
  %5 = sext i32 %3 to i64, !dbg !66
  %6 = inttoptr i64 %5 to ptr, !dbg !67
  ret ptr %6, !dbg !68
}

; Function Attrs: nounwind
declare !dbg !69 i32 @pthread_rwlock_rdlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !74 i32 @pthread_rwlock_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !75 {
  %1 = alloca i64, align 8, !DIAssignID !81
    #dbg_assign(i1 undef, !79, !DIExpression(), !81, ptr %1, !DIExpression(), !82)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4, !dbg !83
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @reader, ptr noundef null) #4, !dbg !84
  %3 = call i32 @pthread_rwlock_wrlock(ptr noundef nonnull @l) #4, !dbg !85
  store i32 1, ptr @x, align 4, !dbg !86, !tbaa !61
  %4 = call i32 @pthread_rwlock_unlock(ptr noundef nonnull @l) #4, !dbg !87
  %5 = call i32 @pthread_rwlock_destroy(ptr noundef nonnull @l) #4, !dbg !88
  %6 = load i64, ptr %1, align 8, !dbg !89, !tbaa !90
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null) #4, !dbg !92
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4, !dbg !93
  ret i32 0, !dbg !94
}

; Function Attrs: nounwind
declare !dbg !95 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !110 i32 @pthread_rwlock_wrlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !111 i32 @pthread_rwlock_destroy(ptr noundef) local_unnamed_addr #1

declare !dbg !112 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!44, !45, !46, !47, !48, !49, !50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "l", scope: !2, file: !3, line: 6, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync_destroyed_rwlock.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "b9408bcfbd374fe329813db12f0e004f")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!0, !8}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 7, type: !10, isLocal: false, isDefinition: true)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_rwlock_t", file: !12, line: 91, baseType: !13)
!12 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!13 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !12, line: 86, size: 448, elements: !14)
!14 = !{!15, !38, !43}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !13, file: !12, line: 88, baseType: !16, size: 448)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_rwlock_arch_t", file: !17, line: 23, size: 448, elements: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_rwlock.h", directory: "", checksumkind: CSK_MD5, checksum: "2034038f4a99ff6cb7b9de3a3e8c2a8e")
!18 = !{!19, !21, !22, !23, !24, !25, !26, !27, !28, !30, !35, !37}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__readers", scope: !16, file: !17, line: 25, baseType: !20, size: 32)
!20 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__writers", scope: !16, file: !17, line: 26, baseType: !20, size: 32, offset: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__wrphase_futex", scope: !16, file: !17, line: 27, baseType: !20, size: 32, offset: 64)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__writers_futex", scope: !16, file: !17, line: 28, baseType: !20, size: 32, offset: 96)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__pad3", scope: !16, file: !17, line: 29, baseType: !20, size: 32, offset: 128)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__pad4", scope: !16, file: !17, line: 30, baseType: !20, size: 32, offset: 160)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__cur_writer", scope: !16, file: !17, line: 32, baseType: !10, size: 32, offset: 192)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__shared", scope: !16, file: !17, line: 33, baseType: !10, size: 32, offset: 224)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__rwelision", scope: !16, file: !17, line: 34, baseType: !29, size: 8, offset: 256)
!29 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__pad1", scope: !16, file: !17, line: 39, baseType: !31, size: 56, offset: 264)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 56, elements: !33)
!32 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!33 = !{!34}
!34 = !DISubrange(count: 7)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__pad2", scope: !16, file: !17, line: 42, baseType: !36, size: 64, offset: 320)
!36 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__flags", scope: !16, file: !17, line: 45, baseType: !20, size: 32, offset: 384)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !13, file: !12, line: 89, baseType: !39, size: 448)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 448, elements: !41)
!40 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!41 = !{!42}
!42 = !DISubrange(count: 56)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !13, file: !12, line: 90, baseType: !6, size: 64)
!44 = !{i32 7, !"Dwarf Version", i32 5}
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 1, !"wchar_size", i32 4}
!47 = !{i32 8, !"PIC Level", i32 2}
!48 = !{i32 7, !"PIE Level", i32 2}
!49 = !{i32 7, !"uwtable", i32 2}
!50 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!51 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!52 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 9, type: !53, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !55)
!53 = !DISubroutineType(types: !54)
!54 = !{!5, !5}
!55 = !{!56, !57}
!56 = !DILocalVariable(name: "arg", arg: 1, scope: !52, file: !3, line: 9, type: !5)
!57 = !DILocalVariable(name: "v", scope: !52, file: !3, line: 11, type: !10)
!58 = !DILocation(line: 0, scope: !52)
!59 = !DILocation(line: 10, column: 3, scope: !52)
!60 = !DILocation(line: 11, column: 11, scope: !52)
!61 = !{!62, !62, i64 0}
!62 = !{!"int", !63, i64 0}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C/C++ TBAA"}
!65 = !DILocation(line: 12, column: 3, scope: !52)
!66 = !DILocation(line: 13, column: 18, scope: !52)
!67 = !DILocation(line: 13, column: 10, scope: !52)
!68 = !DILocation(line: 13, column: 3, scope: !52)
!69 = !DISubprogram(name: "pthread_rwlock_rdlock", scope: !70, file: !70, line: 976, type: !71, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!70 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!71 = !DISubroutineType(types: !72)
!72 = !{!10, !73}
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!74 = !DISubprogram(name: "pthread_rwlock_unlock", scope: !70, file: !70, line: 1071, type: !71, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !76, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !78)
!76 = !DISubroutineType(types: !77)
!77 = !{!10}
!78 = !{!79}
!79 = !DILocalVariable(name: "t", scope: !75, file: !3, line: 17, type: !80)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !12, line: 27, baseType: !36)
!81 = distinct !DIAssignID()
!82 = !DILocation(line: 0, scope: !75)
!83 = !DILocation(line: 17, column: 3, scope: !75)
!84 = !DILocation(line: 18, column: 3, scope: !75)
!85 = !DILocation(line: 19, column: 3, scope: !75)
!86 = !DILocation(line: 20, column: 5, scope: !75)
!87 = !DILocation(line: 21, column: 3, scope: !75)
!88 = !DILocation(line: 22, column: 3, scope: !75)
!89 = !DILocation(line: 23, column: 16, scope: !75)
!90 = !{!91, !91, i64 0}
!91 = !{!"long", !63, i64 0}
!92 = !DILocation(line: 23, column: 3, scope: !75)
!93 = !DILocation(line: 25, column: 1, scope: !75)
!94 = !DILocation(line: 24, column: 3, scope: !75)
!95 = !DISubprogram(name: "pthread_create", scope: !70, file: !70, line: 202, type: !96, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!96 = !DISubroutineType(types: !97)
!97 = !{!10, !98, !100, !108, !109}
!98 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !99)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !101)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !102, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !103)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !12, line: 62, baseType: !104)
!104 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !12, line: 56, size: 448, elements: !105)
!105 = !{!106, !107}
!106 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !104, file: !12, line: 58, baseType: !39, size: 448)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !104, file: !12, line: 59, baseType: !6, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!110 = !DISubprogram(name: "pthread_rwlock_wrlock", scope: !70, file: !70, line: 1023, type: !71, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!111 = !DISubprogram(name: "pthread_rwlock_destroy", scope: !70, file: !70, line: 972, type: !71, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!112 = !DISubprogram(name: "pthread_join", scope: !70, file: !70, line: 219, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DISubroutineType(types: !114)
!114 = !{!10, !80, !115}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
