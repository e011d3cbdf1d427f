; ModuleID = 'sync_misuse_rwlock.c'
source_filename = "sync_misuse_rwlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i32, i32, i8, [7 x i8], i64, i32 }

@l = dso_local global %union.pthread_rwlock_t zeroinitializer, align 8, !dbg !0
@s = dso_local global i32 0, align 4, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !58 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 @pthread_spin_init(ptr noundef @s, i32 noundef 0) #2, !dbg !61
  %3 = call i32 @pthread_rwlock_rdlock(ptr noundef @l) #2, !dbg !62
  %4 = call i32 @pthread_rwlock_unlock(ptr noundef @l) #2, !dbg !63
  %5 = call i32 @pthread_rwlock_unlock(ptr noundef @l) #2, !dbg !64
  %6 = call i32 @pthread_spin_unlock(ptr noundef @s) #2, !dbg !65
  ret i32 0, !dbg !66
}

; Function Attrs: nounwind
declare i32 @pthread_spin_init(ptr noundef, i32 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_rwlock_rdlock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_rwlock_unlock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_spin_unlock(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!50, !51, !52, !53, !54, !55, !56}
!llvm.ident = !{!57}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "l", scope: !2, file: !3, line: 7, type: !18, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync_misuse_rwlock.c", directory: "/work/wt-checktests/tests/check", checksumkind: CSK_MD5, checksum: "7b468fd1a49a5ba90e09fa0de6a7496f")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 144, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10}
!9 = !DIEnumerator(name: "PTHREAD_PROCESS_PRIVATE", value: 0)
!10 = !DIEnumerator(name: "PTHREAD_PROCESS_SHARED", value: 1)
!11 = !{!0, !12}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "s", scope: !2, file: !3, line: 8, type: !14, isLocal: false, isDefinition: true)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_spinlock_t", file: !15, line: 103, baseType: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!16 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !17)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_rwlock_t", file: !15, line: 91, baseType: !19)
!19 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !15, line: 86, size: 448, elements: !20)
!20 = !{!21, !43, !48}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !19, file: !15, line: 88, baseType: !22, size: 448)
!22 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_rwlock_arch_t", file: !23, line: 23, size: 448, elements: !24)
!23 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_rwlock.h", directory: "", checksumkind: CSK_MD5, checksum: "2034038f4a99ff6cb7b9de3a3e8c2a8e")
!24 = !{!25, !26, !27, !28, !29, !30, !31, !32, !33, !35, !40, !42}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__readers", scope: !22, file: !23, line: 25, baseType: !7, size: 32)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__writers", scope: !22, file: !23, line: 26, baseType: !7, size: 32, offset: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__wrphase_futex", scope: !22, file: !23, line: 27, baseType: !7, size: 32, offset: 64)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__writers_futex", scope: !22, file: !23, line: 28, baseType: !7, size: 32, offset: 96)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__pad3", scope: !22, file: !23, line: 29, baseType: !7, size: 32, offset: 128)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__pad4", scope: !22, file: !23, line: 30, baseType: !7, size: 32, offset: 160)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__cur_writer", scope: !22, file: !23, line: 32, baseType: !17, size: 32, offset: 192)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__shared", scope: !22, file: !23, line: 33, baseType: !17, size: 32, offset: 224)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__rwelision", scope: !22, file: !23, line: 34, baseType: !34, size: 8, offset: 256)
!34 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__pad1", scope: !22, file: !23, line: 39, baseType: !36, size: 56, offset: 264)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 56, elements: !38)
!37 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!38 = !{!39}
!39 = !DISubrange(count: 7)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__pad2", scope: !22, file: !23, line: 42, baseType: !41, size: 64, offset: 320)
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__flags", scope: !22, file: !23, line: 45, baseType: !7, size: 32, offset: 384)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !19, file: !15, line: 89, baseType: !44, size: 448)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 448, elements: !46)
!45 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!46 = !{!47}
!47 = !DISubrange(count: 56)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !19, file: !15, line: 90, baseType: !49, size: 64)
!49 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!50 = !{i32 7, !"Dwarf Version", i32 5}
!51 = !{i32 2, !"Debug Info Version", i32 3}
!52 = !{i32 1, !"wchar_size", i32 4}
!53 = !{i32 8, !"PIC Level", i32 2}
!54 = !{i32 7, !"PIE Level", i32 2}
!55 = !{i32 7, !"uwtable", i32 2}
!56 = !{i32 7, !"frame-pointer", i32 2}
!57 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!58 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !59, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!59 = !DISubroutineType(types: !60)
!60 = !{!17}
!61 = !DILocation(line: 11, column: 3, scope: !58)
!62 = !DILocation(line: 12, column: 3, scope: !58)
!63 = !DILocation(line: 13, column: 3, scope: !58)
!64 = !DILocation(line: 14, column: 3, scope: !58)
!65 = !DILocation(line: 15, column: 3, scope: !58)
!66 = !DILocation(line: 16, column: 3, scope: !58)
