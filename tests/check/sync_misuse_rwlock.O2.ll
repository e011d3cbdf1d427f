; ModuleID = 'sync_misuse_rwlock.c'
source_filename = "sync_misuse_rwlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i32, i32, i8, [7 x i8], i64, i32 }

@l = dso_local global %union.pthread_rwlock_t zeroinitializer, align 8, !dbg !0

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !47 {
  %1 = tail call i32 @pthread_rwlock_rdlock(ptr noundef nonnull @l) #2, !dbg !50
  %2 = tail call i32 @pthread_rwlock_unlock(ptr noundef nonnull @l) #2, !dbg !51
  %3 = tail call i32 @pthread_rwlock_unlock(ptr noundef nonnull @l) #2, !dbg !52
  ret i32 0, !dbg !53
}

; Function Attrs: nounwind
declare !dbg !54 i32 @pthread_rwlock_rdlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !59 i32 @pthread_rwlock_unlock(ptr noundef) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "l", scope: !2, file: !3, line: 8, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync_misuse_rwlock.c", directory: ".", checksumkind: CSK_MD5, checksum: "2727ea0bf8841a8296ef6d8e973736f8")
!4 = !{!0}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_rwlock_t", file: !6, line: 91, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!7 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !6, line: 86, size: 448, elements: !8)
!8 = !{!9, !33, !38}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !7, file: !6, line: 88, baseType: !10, size: 448)
!10 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_rwlock_arch_t", file: !11, line: 23, size: 448, elements: !12)
!11 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_rwlock.h", directory: ".", checksumkind: CSK_MD5, checksum: "2034038f4a99ff6cb7b9de3a3e8c2a8e")
!12 = !{!13, !15, !16, !17, !18, !19, !20, !22, !23, !25, !30, !32}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "__readers", scope: !10, file: !11, line: 25, baseType: !14, size: 32)
!14 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__writers", scope: !10, file: !11, line: 26, baseType: !14, size: 32, offset: 32)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "__wrphase_futex", scope: !10, file: !11, line: 27, baseType: !14, size: 32, offset: 64)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__writers_futex", scope: !10, file: !11, line: 28, baseType: !14, size: 32, offset: 96)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__pad3", scope: !10, file: !11, line: 29, baseType: !14, size: 32, offset: 128)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__pad4", scope: !10, file: !11, line: 30, baseType: !14, size: 32, offset: 160)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__cur_writer", scope: !10, file: !11, line: 32, baseType: !21, size: 32, offset: 192)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__shared", scope: !10, file: !11, line: 33, baseType: !21, size: 32, offset: 224)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__rwelision", scope: !10, file: !11, line: 34, baseType: !24, size: 8, offset: 256)
!24 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__pad1", scope: !10, file: !11, line: 39, baseType: !26, size: 56, offset: 264)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 56, elements: !28)
!27 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!28 = !{!29}
!29 = !DISubrange(count: 7)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__pad2", scope: !10, file: !11, line: 42, baseType: !31, size: 64, offset: 320)
!31 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__flags", scope: !10, file: !11, line: 45, baseType: !14, size: 32, offset: 384)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !7, file: !6, line: 89, baseType: !34, size: 448)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 448, elements: !36)
!35 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!36 = !{!37}
!37 = !DISubrange(count: 56)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !7, file: !6, line: 90, baseType: !39, size: 64)
!39 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 8, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 2}
!46 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!47 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !48, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!48 = !DISubroutineType(types: !49)
!49 = !{!21}
!50 = !DILocation(line: 11, column: 3, scope: !47)
!51 = !DILocation(line: 12, column: 3, scope: !47)
!52 = !DILocation(line: 13, column: 3, scope: !47)
!53 = !DILocation(line: 14, column: 3, scope: !47)
!54 = !DISubprogram(name: "pthread_rwlock_rdlock", scope: !55, file: !55, line: 976, type: !56, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!55 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!56 = !DISubroutineType(types: !57)
!57 = !{!21, !58}
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!59 = !DISubprogram(name: "pthread_rwlock_unlock", scope: !55, file: !55, line: 1071, type: !56, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
