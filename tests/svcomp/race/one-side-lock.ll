; ModuleID = 'one-side-lock.c'
source_filename = "one-side-lock.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.anon = type { i16, i16 }

@m = dso_local global { { i32, i32, i32, i32, i32, { %struct.anon } } } zeroinitializer, align 4, !dbg !0
@glob = dso_local global i32 0, align 4, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t_fun(ptr noundef %0) #0 !dbg !56 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !60, !DIExpression(), !61)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #3, !dbg !62
  store i32 5, ptr @glob, align 4, !dbg !63
  %4 = call i32 @pthread_mutex_unlock(ptr noundef @m) #3, !dbg !64
  ret ptr null, !dbg !65
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !66 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !69, !DIExpression(), !72)
    #dbg_declare(ptr %3, !73, !DIExpression(), !74)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @t_fun, ptr noundef null) #3, !dbg !75
  %5 = load i32, ptr @glob, align 4, !dbg !76
  store i32 %5, ptr %3, align 4, !dbg !77
  %6 = load i32, ptr %2, align 4, !dbg !78
  %7 = call i32 @pthread_join(i32 noundef %6, ptr noundef null), !dbg !79
  %8 = load i32, ptr %3, align 4, !dbg !80
  %9 = icmp eq i32 %8, 5, !dbg !81
  %10 = zext i1 %9 to i32, !dbg !81
  ret i32 %10, !dbg !82
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i32 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53, !54}
!llvm.ident = !{!55}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 7, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "one-side-lock.c", directory: ".", checksumkind: CSK_MD5, checksum: "807393778f79aa0b4b68e80af63f7968")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "glob", scope: !2, file: !3, line: 6, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !11, line: 72, baseType: !12)
!11 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!12 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !11, line: 67, size: 192, elements: !13)
!13 = !{!14, !40, !45}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !12, file: !11, line: 69, baseType: !15, size: 192)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !16, line: 22, size: 192, elements: !17)
!16 = !DIFile(filename: "/usr/include/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!17 = !{!18, !19, !21, !22, !23, !24}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !15, file: !16, line: 24, baseType: !9, size: 32)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !15, file: !16, line: 25, baseType: !20, size: 32, offset: 32)
!20 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !15, file: !16, line: 26, baseType: !9, size: 32, offset: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !15, file: !16, line: 32, baseType: !9, size: 32, offset: 96)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !15, file: !16, line: 39, baseType: !20, size: 32, offset: 128)
!24 = !DIDerivedType(tag: DW_TAG_member, scope: !15, file: !16, line: 40, baseType: !25, size: 32, offset: 160)
!25 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !15, file: !16, line: 40, size: 32, elements: !26)
!26 = !{!27, !33}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__elision_data", scope: !25, file: !16, line: 48, baseType: !28, size: 32)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !25, file: !16, line: 42, size: 32, elements: !29)
!29 = !{!30, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__espins", scope: !28, file: !16, line: 44, baseType: !31, size: 16)
!31 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__eelision", scope: !28, file: !16, line: 45, baseType: !31, size: 16, offset: 16)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !25, file: !16, line: 49, baseType: !34, size: 32)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_slist_t", file: !35, line: 60, baseType: !36)
!35 = !DIFile(filename: "/usr/include/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_slist", file: !35, line: 57, size: 32, elements: !37)
!37 = !{!38}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !36, file: !35, line: 59, baseType: !39, size: 32)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 32)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !12, file: !11, line: 70, baseType: !41, size: 192)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 192, elements: !43)
!42 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!43 = !{!44}
!44 = !DISubrange(count: 24)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !12, file: !11, line: 71, baseType: !46, size: 32)
!46 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!47 = !{i32 1, !"NumRegisterParameters", i32 0}
!48 = !{i32 7, !"Dwarf Version", i32 5}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 8, !"PIC Level", i32 2}
!52 = !{i32 7, !"PIE Level", i32 2}
!53 = !{i32 7, !"uwtable", i32 2}
!54 = !{i32 7, !"frame-pointer", i32 2}
!55 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!56 = distinct !DISubprogram(name: "t_fun", scope: !3, file: !3, line: 9, type: !57, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !59)
!57 = !DISubroutineType(types: !58)
!58 = !{!5, !5}
!59 = !{}
!60 = !DILocalVariable(name: "arg", arg: 1, scope: !56, file: !3, line: 9, type: !5)
!61 = !DILocation(line: 9, column: 19, scope: !56)
!62 = !DILocation(line: 10, column: 3, scope: !56)
!63 = !DILocation(line: 11, column: 8, scope: !56)
!64 = !DILocation(line: 12, column: 3, scope: !56)
!65 = !DILocation(line: 13, column: 3, scope: !56)
!66 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !67, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !59)
!67 = !DISubroutineType(types: !68)
!68 = !{!9}
!69 = !DILocalVariable(name: "id", scope: !66, file: !3, line: 17, type: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !11, line: 27, baseType: !71)
!71 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!72 = !DILocation(line: 17, column: 13, scope: !66)
!73 = !DILocalVariable(name: "v", scope: !66, file: !3, line: 18, type: !9)
!74 = !DILocation(line: 18, column: 7, scope: !66)
!75 = !DILocation(line: 19, column: 3, scope: !66)
!76 = !DILocation(line: 20, column: 7, scope: !66)
!77 = !DILocation(line: 20, column: 5, scope: !66)
!78 = !DILocation(line: 21, column: 16, scope: !66)
!79 = !DILocation(line: 21, column: 3, scope: !66)
!80 = !DILocation(line: 22, column: 10, scope: !66)
!81 = !DILocation(line: 22, column: 12, scope: !66)
!82 = !DILocation(line: 22, column: 3, scope: !66)
