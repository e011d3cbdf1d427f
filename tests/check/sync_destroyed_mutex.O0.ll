; ModuleID = 'sync_destroyed_mutex.c'
source_filename = "sync_destroyed_mutex.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@done = dso_local global i32 0, align 4, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !48 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !53, !DIExpression(), !54)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #3, !dbg !55
  store i32 1, ptr @done, align 4, !dbg !56
  %4 = call i32 @pthread_mutex_unlock(ptr noundef @m) #3, !dbg !57
  ret ptr null, !dbg !58
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !59 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !62, !DIExpression(), !65)
  %3 = call i32 @pthread_mutex_init(ptr noundef @m, ptr noundef null) #3, !dbg !66
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #3, !dbg !67
  %5 = call i32 @pthread_mutex_destroy(ptr noundef @m) #3, !dbg !68
  %6 = load i64, ptr %2, align 8, !dbg !69
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !70
  ret i32 0, !dbg !71
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_init(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_destroy(ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 7, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync_destroyed_mutex.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "ff6cb7caccce50eded00d29e87182f7d")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !9, line: 72, baseType: !10)
!9 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!10 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !9, line: 67, size: 320, elements: !11)
!11 = !{!12, !33, !38}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !10, file: !9, line: 69, baseType: !13, size: 320)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !14, line: 22, size: 320, elements: !15)
!14 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!15 = !{!16, !17, !19, !20, !21, !22, !24, !25}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !13, file: !14, line: 24, baseType: !7, size: 32)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !13, file: !14, line: 25, baseType: !18, size: 32, offset: 32)
!18 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !13, file: !14, line: 26, baseType: !7, size: 32, offset: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !13, file: !14, line: 28, baseType: !18, size: 32, offset: 96)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !13, file: !14, line: 32, baseType: !7, size: 32, offset: 128)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !13, file: !14, line: 34, baseType: !23, size: 16, offset: 160)
!23 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !13, file: !14, line: 35, baseType: !23, size: 16, offset: 176)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !13, file: !14, line: 36, baseType: !26, size: 128, offset: 192)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !27, line: 55, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !27, line: 51, size: 128, elements: !29)
!29 = !{!30, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !28, file: !27, line: 53, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !28, file: !27, line: 54, baseType: !31, size: 64, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !10, file: !9, line: 70, baseType: !34, size: 320)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 320, elements: !36)
!35 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!36 = !{!37}
!37 = !DISubrange(count: 40)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !10, file: !9, line: 71, baseType: !39, size: 64)
!39 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 8, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 2}
!46 = !{i32 7, !"frame-pointer", i32 2}
!47 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!48 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 10, type: !49, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!49 = !DISubroutineType(types: !50)
!50 = !{!51, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!52 = !{}
!53 = !DILocalVariable(name: "arg", arg: 1, scope: !48, file: !3, line: 10, type: !51)
!54 = !DILocation(line: 10, column: 20, scope: !48)
!55 = !DILocation(line: 11, column: 3, scope: !48)
!56 = !DILocation(line: 12, column: 8, scope: !48)
!57 = !DILocation(line: 13, column: 3, scope: !48)
!58 = !DILocation(line: 14, column: 3, scope: !48)
!59 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !60, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!60 = !DISubroutineType(types: !61)
!61 = !{!7}
!62 = !DILocalVariable(name: "t", scope: !59, file: !3, line: 18, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !9, line: 27, baseType: !64)
!64 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!65 = !DILocation(line: 18, column: 13, scope: !59)
!66 = !DILocation(line: 19, column: 3, scope: !59)
!67 = !DILocation(line: 20, column: 3, scope: !59)
!68 = !DILocation(line: 21, column: 3, scope: !59)
!69 = !DILocation(line: 22, column: 16, scope: !59)
!70 = !DILocation(line: 22, column: 3, scope: !59)
!71 = !DILocation(line: 23, column: 3, scope: !59)
