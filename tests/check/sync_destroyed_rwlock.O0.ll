; ModuleID = 'sync_destroyed_rwlock.c'
source_filename = "sync_destroyed_rwlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i32, i32, i8, [7 x i8], i64, i32 }

@l = dso_local global %union.pthread_rwlock_t zeroinitializer, align 8, !dbg !0
@x = dso_local global i32 0, align 4, !dbg !8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @reader(ptr noundef %0) #0 !dbg !52 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !56, !DIExpression(), !57)
  %4 = call i32 @pthread_rwlock_rdlock(ptr noundef @l) #3, !dbg !58
    #dbg_declare(ptr %3, !59, !DIExpression(), !60)
  %5 = load i32, ptr @x, align 4, !dbg !61
  store i32 %5, ptr %3, align 4, !dbg !60
  %6 = call i32 @pthread_rwlock_unlock(ptr noundef @l) #3, !dbg !62
  %7 = load i32, ptr %3, align 4, !dbg !63
  %8 = sext i32 %7 to i64, !dbg !64
  %9 = inttoptr i64 %8 to ptr, !dbg !65
  ret ptr %9, !dbg !66
}

; Function Attrs: nounwind
declare i32 @pthread_rwlock_rdlock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_rwlock_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !67 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !70, !DIExpression(), !72)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @reader, ptr noundef null) #3, !dbg !73
  %4 = call i32 @pthread_rwlock_wrlock(ptr noundef @l) #3, !dbg !74
  store i32 1, ptr @x, align 4, !dbg !75
  %5 = call i32 @pthread_rwlock_unlock(ptr noundef @l) #3, !dbg !76
  %6 = call i32 @pthread_rwlock_destroy(ptr noundef @l) #3, !dbg !77
  %7 = load i64, ptr %2, align 8, !dbg !78
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null), !dbg !79
  ret i32 0, !dbg !80
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_rwlock_wrlock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_rwlock_destroy(ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!44, !45, !46, !47, !48, !49, !50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "l", scope: !2, file: !3, line: 6, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
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
!50 = !{i32 7, !"frame-pointer", i32 2}
!51 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!52 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 9, type: !53, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!53 = !DISubroutineType(types: !54)
!54 = !{!5, !5}
!55 = !{}
!56 = !DILocalVariable(name: "arg", arg: 1, scope: !52, file: !3, line: 9, type: !5)
!57 = !DILocation(line: 9, column: 20, scope: !52)
!58 = !DILocation(line: 10, column: 3, scope: !52)
!59 = !DILocalVariable(name: "v", scope: !52, file: !3, line: 11, type: !10)
!60 = !DILocation(line: 11, column: 7, scope: !52)
!61 = !DILocation(line: 11, column: 11, scope: !52)
!62 = !DILocation(line: 12, column: 3, scope: !52)
!63 = !DILocation(line: 13, column: 24, scope: !52)
!64 = !DILocation(line: 13, column: 18, scope: !52)
!65 = !DILocation(line: 13, column: 10, scope: !52)
!66 = !DILocation(line: 13, column: 3, scope: !52)
!67 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !68, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!68 = !DISubroutineType(types: !69)
!69 = !{!10}
!70 = !DILocalVariable(name: "t", scope: !67, file: !3, line: 17, type: !71)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !12, line: 27, baseType: !36)
!72 = !DILocation(line: 17, column: 13, scope: !67)
!73 = !DILocation(line: 18, column: 3, scope: !67)
!74 = !DILocation(line: 19, column: 3, scope: !67)
!75 = !DILocation(line: 20, column: 5, scope: !67)
!76 = !DILocation(line: 21, column: 3, scope: !67)
!77 = !DILocation(line: 22, column: 3, scope: !67)
!78 = !DILocation(line: 23, column: 16, scope: !67)
!79 = !DILocation(line: 23, column: 3, scope: !67)
!80 = !DILocation(line: 24, column: 3, scope: !67)
