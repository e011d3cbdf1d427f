; ModuleID = 'race_after_unlock_heap.c'
source_filename = "race_after_unlock_heap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@y = dso_local global ptr null, align 8, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @writer(ptr noundef %0) #0 !dbg !49 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !54, !DIExpression(), !55)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !56
  %4 = load ptr, ptr @y, align 8, !dbg !57
  store i32 1, ptr %4, align 4, !dbg !58
  %5 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !59
  ret ptr null, !dbg !60
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !61 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %4 = call noalias ptr @malloc(i64 noundef 4) #5, !dbg !64
  store ptr %4, ptr @y, align 8, !dbg !65
  %5 = load ptr, ptr @y, align 8, !dbg !66
  store i32 0, ptr %5, align 4, !dbg !67
    #dbg_declare(ptr %2, !68, !DIExpression(), !71)
  %6 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @writer, ptr noundef null) #4, !dbg !72
  %7 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !73
  %8 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !74
    #dbg_declare(ptr %3, !75, !DIExpression(), !76)
  %9 = load ptr, ptr @y, align 8, !dbg !77
  %10 = load i32, ptr %9, align 4, !dbg !78
  store i32 %10, ptr %3, align 4, !dbg !76
  %11 = load i64, ptr %2, align 8, !dbg !79
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !80
  %13 = load ptr, ptr @y, align 8, !dbg !81
  call void @free(ptr noundef %13) #4, !dbg !82
  %14 = load i32, ptr %3, align 4, !dbg !83
  ret i32 %14, !dbg !84
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!41, !42, !43, !44, !45, !46, !47}
!llvm.ident = !{!48}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 10, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race_after_unlock_heap.c", directory: ".", checksumkind: CSK_MD5, checksum: "c51d387bcece96d27bb526bbaa6c750b")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 11, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !10, line: 72, baseType: !11)
!10 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!11 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !10, line: 67, size: 320, elements: !12)
!12 = !{!13, !34, !39}
!13 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !11, file: !10, line: 69, baseType: !14, size: 320)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !15, line: 22, size: 320, elements: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!16 = !{!17, !18, !20, !21, !22, !23, !25, !26}
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !14, file: !15, line: 24, baseType: !8, size: 32)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !14, file: !15, line: 25, baseType: !19, size: 32, offset: 32)
!19 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !14, file: !15, line: 26, baseType: !8, size: 32, offset: 64)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !14, file: !15, line: 28, baseType: !19, size: 32, offset: 96)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !14, file: !15, line: 32, baseType: !8, size: 32, offset: 128)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !14, file: !15, line: 34, baseType: !24, size: 16, offset: 160)
!24 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !14, file: !15, line: 35, baseType: !24, size: 16, offset: 176)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !14, file: !15, line: 36, baseType: !27, size: 128, offset: 192)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !28, line: 55, baseType: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !28, line: 51, size: 128, elements: !30)
!30 = !{!31, !33}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !29, file: !28, line: 53, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !29, file: !28, line: 54, baseType: !32, size: 64, offset: 64)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !11, file: !10, line: 70, baseType: !35, size: 320)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 320, elements: !37)
!36 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!37 = !{!38}
!38 = !DISubrange(count: 40)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !11, file: !10, line: 71, baseType: !40, size: 64)
!40 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!41 = !{i32 7, !"Dwarf Version", i32 5}
!42 = !{i32 2, !"Debug Info Version", i32 3}
!43 = !{i32 1, !"wchar_size", i32 4}
!44 = !{i32 8, !"PIC Level", i32 2}
!45 = !{i32 7, !"PIE Level", i32 2}
!46 = !{i32 7, !"uwtable", i32 2}
!47 = !{i32 7, !"frame-pointer", i32 2}
!48 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!49 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 13, type: !50, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!50 = !DISubroutineType(types: !51)
!51 = !{!52, !52}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!53 = !{}
!54 = !DILocalVariable(name: "arg", arg: 1, scope: !49, file: !3, line: 13, type: !52)
!55 = !DILocation(line: 13, column: 20, scope: !49)
!56 = !DILocation(line: 14, column: 3, scope: !49)
!57 = !DILocation(line: 15, column: 4, scope: !49)
!58 = !DILocation(line: 15, column: 6, scope: !49)
!59 = !DILocation(line: 16, column: 3, scope: !49)
!60 = !DILocation(line: 17, column: 3, scope: !49)
!61 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !62, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!62 = !DISubroutineType(types: !63)
!63 = !{!8}
!64 = !DILocation(line: 21, column: 7, scope: !61)
!65 = !DILocation(line: 21, column: 5, scope: !61)
!66 = !DILocation(line: 22, column: 4, scope: !61)
!67 = !DILocation(line: 22, column: 6, scope: !61)
!68 = !DILocalVariable(name: "t", scope: !61, file: !3, line: 23, type: !69)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !10, line: 27, baseType: !70)
!70 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!71 = !DILocation(line: 23, column: 13, scope: !61)
!72 = !DILocation(line: 24, column: 3, scope: !61)
!73 = !DILocation(line: 25, column: 3, scope: !61)
!74 = !DILocation(line: 26, column: 3, scope: !61)
!75 = !DILocalVariable(name: "v", scope: !61, file: !3, line: 27, type: !8)
!76 = !DILocation(line: 27, column: 7, scope: !61)
!77 = !DILocation(line: 27, column: 12, scope: !61)
!78 = !DILocation(line: 27, column: 11, scope: !61)
!79 = !DILocation(line: 28, column: 16, scope: !61)
!80 = !DILocation(line: 28, column: 3, scope: !61)
!81 = !DILocation(line: 29, column: 8, scope: !61)
!82 = !DILocation(line: 29, column: 3, scope: !61)
!83 = !DILocation(line: 30, column: 10, scope: !61)
!84 = !DILocation(line: 30, column: 3, scope: !61)
