; ModuleID = 'sync_destroyed_rwlock.c'
source_filename = "sync_destroyed_rwlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i32, i32, i8, [7 x i8], i64, i32 }

@l = dso_local global %union.pthread_rwlock_t zeroinitializer, align 8, !dbg !0
@gone = dso_local global i32 0, align 4, !dbg !8
@x = dso_local global i32 0, align 4, !dbg !14

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @reader(ptr noundef %0) #0 !dbg !57 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !61, !DIExpression(), !62)
  %5 = load atomic i32, ptr @gone seq_cst, align 4, !dbg !63
  %6 = icmp ne i32 %5, 0, !dbg !63
  br i1 %6, label %8, label %7, !dbg !65

7:                                                ; preds = %1
  store ptr null, ptr %2, align 8, !dbg !66
  br label %15, !dbg !66

8:                                                ; preds = %1
  %9 = call i32 @pthread_rwlock_rdlock(ptr noundef @l) #3, !dbg !67
    #dbg_declare(ptr %4, !68, !DIExpression(), !69)
  %10 = load i32, ptr @x, align 4, !dbg !70
  store i32 %10, ptr %4, align 4, !dbg !69
  %11 = call i32 @pthread_rwlock_unlock(ptr noundef @l) #3, !dbg !71
  %12 = load i32, ptr %4, align 4, !dbg !72
  %13 = sext i32 %12 to i64, !dbg !73
  %14 = inttoptr i64 %13 to ptr, !dbg !74
  store ptr %14, ptr %2, align 8, !dbg !75
  br label %15, !dbg !75

15:                                               ; preds = %8, %7
  %16 = load ptr, ptr %2, align 8, !dbg !76
  ret ptr %16, !dbg !76
}

; Function Attrs: nounwind
declare i32 @pthread_rwlock_rdlock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_rwlock_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !77 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !80, !DIExpression(), !82)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @reader, ptr noundef null) #3, !dbg !83
  %4 = call i32 @pthread_rwlock_wrlock(ptr noundef @l) #3, !dbg !84
  store i32 1, ptr @x, align 4, !dbg !85
  %5 = call i32 @pthread_rwlock_unlock(ptr noundef @l) #3, !dbg !86
  %6 = call i32 @pthread_rwlock_destroy(ptr noundef @l) #3, !dbg !87
  store atomic i32 1, ptr @gone seq_cst, align 4, !dbg !88
  %7 = load i64, ptr %2, align 8, !dbg !89
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null), !dbg !90
  ret i32 0, !dbg !91
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
!llvm.module.flags = !{!49, !50, !51, !52, !53, !54, !55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "l", scope: !2, file: !3, line: 9, type: !16, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync_destroyed_rwlock.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "860ca5594d4837dd7aaa50110e061422")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!0, !8, !14}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "gone", scope: !2, file: !3, line: 10, type: !10, isLocal: false, isDefinition: true)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !11, line: 104, baseType: !12)
!11 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!12 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !13)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 11, type: !13, isLocal: false, isDefinition: true)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_rwlock_t", file: !17, line: 91, baseType: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!18 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !17, line: 86, size: 448, elements: !19)
!19 = !{!20, !43, !48}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !18, file: !17, line: 88, baseType: !21, size: 448)
!21 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_rwlock_arch_t", file: !22, line: 23, size: 448, elements: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_rwlock.h", directory: "", checksumkind: CSK_MD5, checksum: "2034038f4a99ff6cb7b9de3a3e8c2a8e")
!23 = !{!24, !26, !27, !28, !29, !30, !31, !32, !33, !35, !40, !42}
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__readers", scope: !21, file: !22, line: 25, baseType: !25, size: 32)
!25 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__writers", scope: !21, file: !22, line: 26, baseType: !25, size: 32, offset: 32)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__wrphase_futex", scope: !21, file: !22, line: 27, baseType: !25, size: 32, offset: 64)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__writers_futex", scope: !21, file: !22, line: 28, baseType: !25, size: 32, offset: 96)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__pad3", scope: !21, file: !22, line: 29, baseType: !25, size: 32, offset: 128)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__pad4", scope: !21, file: !22, line: 30, baseType: !25, size: 32, offset: 160)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__cur_writer", scope: !21, file: !22, line: 32, baseType: !13, size: 32, offset: 192)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__shared", scope: !21, file: !22, line: 33, baseType: !13, size: 32, offset: 224)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__rwelision", scope: !21, file: !22, line: 34, baseType: !34, size: 8, offset: 256)
!34 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__pad1", scope: !21, file: !22, line: 39, baseType: !36, size: 56, offset: 264)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 56, elements: !38)
!37 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!38 = !{!39}
!39 = !DISubrange(count: 7)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__pad2", scope: !21, file: !22, line: 42, baseType: !41, size: 64, offset: 320)
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__flags", scope: !21, file: !22, line: 45, baseType: !25, size: 32, offset: 384)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !18, file: !17, line: 89, baseType: !44, size: 448)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 448, elements: !46)
!45 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!46 = !{!47}
!47 = !DISubrange(count: 56)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !18, file: !17, line: 90, baseType: !6, size: 64)
!49 = !{i32 7, !"Dwarf Version", i32 5}
!50 = !{i32 2, !"Debug Info Version", i32 3}
!51 = !{i32 1, !"wchar_size", i32 4}
!52 = !{i32 8, !"PIC Level", i32 2}
!53 = !{i32 7, !"PIE Level", i32 2}
!54 = !{i32 7, !"uwtable", i32 2}
!55 = !{i32 7, !"frame-pointer", i32 2}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 13, type: !58, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!5, !5}
!60 = !{}
!61 = !DILocalVariable(name: "arg", arg: 1, scope: !57, file: !3, line: 13, type: !5)
!62 = !DILocation(line: 13, column: 20, scope: !57)
!63 = !DILocation(line: 14, column: 8, scope: !64)
!64 = distinct !DILexicalBlock(scope: !57, file: !3, line: 14, column: 7)
!65 = !DILocation(line: 14, column: 7, scope: !57)
!66 = !DILocation(line: 15, column: 5, scope: !64)
!67 = !DILocation(line: 16, column: 3, scope: !57)
!68 = !DILocalVariable(name: "v", scope: !57, file: !3, line: 17, type: !13)
!69 = !DILocation(line: 17, column: 7, scope: !57)
!70 = !DILocation(line: 17, column: 11, scope: !57)
!71 = !DILocation(line: 18, column: 3, scope: !57)
!72 = !DILocation(line: 19, column: 24, scope: !57)
!73 = !DILocation(line: 19, column: 18, scope: !57)
!74 = !DILocation(line: 19, column: 10, scope: !57)
!75 = !DILocation(line: 19, column: 3, scope: !57)
!76 = !DILocation(line: 20, column: 1, scope: !57)
!77 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !78, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !60)
!78 = !DISubroutineType(types: !79)
!79 = !{!13}
!80 = !DILocalVariable(name: "t", scope: !77, file: !3, line: 23, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !17, line: 27, baseType: !41)
!82 = !DILocation(line: 23, column: 13, scope: !77)
!83 = !DILocation(line: 24, column: 3, scope: !77)
!84 = !DILocation(line: 25, column: 3, scope: !77)
!85 = !DILocation(line: 26, column: 5, scope: !77)
!86 = !DILocation(line: 27, column: 3, scope: !77)
!87 = !DILocation(line: 28, column: 3, scope: !77)
!88 = !DILocation(line: 29, column: 8, scope: !77)
!89 = !DILocation(line: 30, column: 16, scope: !77)
!90 = !DILocation(line: 30, column: 3, scope: !77)
!91 = !DILocation(line: 31, column: 3, scope: !77)
