; ModuleID = 'mutex_small_object.c'
source_filename = "mutex_small_object.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@small = dso_local global [8 x i8] zeroinitializer, align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !51 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !56, !DIExpression(), !57)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @small) #3, !dbg !58
  ret ptr null, !dbg !59
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !60 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !63, !DIExpression(), !66)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #3, !dbg !67
  %4 = load i64, ptr %2, align 8, !dbg !68
  %5 = call i32 @pthread_join(i64 noundef %4, ptr noundef null), !dbg !69
  ret i32 0, !dbg !70
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "small", scope: !2, file: !3, line: 8, type: !40, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !39, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mutex_small_object.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "962c3b93d8eb011216f9d0c0bcfba5e9")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !7, line: 72, baseType: !8)
!7 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!8 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !7, line: 67, size: 320, elements: !9)
!9 = !{!10, !32, !37}
!10 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !8, file: !7, line: 69, baseType: !11, size: 320)
!11 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !12, line: 22, size: 320, elements: !13)
!12 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!13 = !{!14, !16, !18, !19, !20, !21, !23, !24}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !11, file: !12, line: 24, baseType: !15, size: 32)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !11, file: !12, line: 25, baseType: !17, size: 32, offset: 32)
!17 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !11, file: !12, line: 26, baseType: !15, size: 32, offset: 64)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !11, file: !12, line: 28, baseType: !17, size: 32, offset: 96)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !11, file: !12, line: 32, baseType: !15, size: 32, offset: 128)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !11, file: !12, line: 34, baseType: !22, size: 16, offset: 160)
!22 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !11, file: !12, line: 35, baseType: !22, size: 16, offset: 176)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !11, file: !12, line: 36, baseType: !25, size: 128, offset: 192)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !26, line: 55, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !26, line: 51, size: 128, elements: !28)
!28 = !{!29, !31}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !27, file: !26, line: 53, baseType: !30, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !27, file: !26, line: 54, baseType: !30, size: 64, offset: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !8, file: !7, line: 70, baseType: !33, size: 320)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 320, elements: !35)
!34 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!35 = !{!36}
!36 = !DISubrange(count: 40)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !8, file: !7, line: 71, baseType: !38, size: 64)
!38 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!39 = !{!0}
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 64, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 8)
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 8, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 2}
!49 = !{i32 7, !"frame-pointer", i32 2}
!50 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!51 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 10, type: !52, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!52 = !DISubroutineType(types: !53)
!53 = !{!54, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!55 = !{}
!56 = !DILocalVariable(name: "arg", arg: 1, scope: !51, file: !3, line: 10, type: !54)
!57 = !DILocation(line: 10, column: 20, scope: !51)
!58 = !DILocation(line: 11, column: 3, scope: !51)
!59 = !DILocation(line: 12, column: 3, scope: !51)
!60 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !61, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!61 = !DISubroutineType(types: !62)
!62 = !{!15}
!63 = !DILocalVariable(name: "t", scope: !60, file: !3, line: 16, type: !64)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !7, line: 27, baseType: !65)
!65 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!66 = !DILocation(line: 16, column: 13, scope: !60)
!67 = !DILocation(line: 17, column: 3, scope: !60)
!68 = !DILocation(line: 18, column: 16, scope: !60)
!69 = !DILocation(line: 18, column: 3, scope: !60)
!70 = !DILocation(line: 19, column: 3, scope: !60)
