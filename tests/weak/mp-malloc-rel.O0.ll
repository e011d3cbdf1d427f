; ModuleID = 'mp_malloc.c'
source_filename = "mp_malloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@p = dso_local global ptr null, align 8, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !27 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !31, !DIExpression(), !35)
    #dbg_declare(ptr %3, !36, !DIExpression(), !37)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @producer, ptr noundef null) #4, !dbg !38
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @consumer, ptr noundef null) #4, !dbg !39
  %7 = load i64, ptr %2, align 8, !dbg !40
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null), !dbg !41
  %9 = load i64, ptr %3, align 8, !dbg !42
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null), !dbg !43
  %11 = load atomic i64, ptr @p monotonic, align 8, !dbg !44
  store i64 %11, ptr %4, align 8, !dbg !44
  %12 = load ptr, ptr %4, align 8, !dbg !44
  call void @free(ptr noundef %12) #4, !dbg !45
  ret i32 0, !dbg !46
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @producer(ptr noundef %0) #0 !dbg !47 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !51, !DIExpression(), !52)
  %4 = load ptr, ptr %2, align 8, !dbg !53
  %5 = call noalias ptr @malloc(i64 noundef 4) #5, !dbg !54
  store ptr %5, ptr %3, align 8, !dbg !55
  %6 = load i64, ptr %3, align 8, !dbg !55
  store atomic i64 %6, ptr @p release, align 8, !dbg !55
  ret ptr null, !dbg !56
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @consumer(ptr noundef %0) #0 !dbg !57 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !58, !DIExpression(), !59)
  %5 = load ptr, ptr %2, align 8, !dbg !60
    #dbg_declare(ptr %3, !61, !DIExpression(), !62)
  %6 = load atomic i64, ptr @p acquire, align 8, !dbg !63
  store i64 %6, ptr %4, align 8, !dbg !63
  %7 = load ptr, ptr %4, align 8, !dbg !63
  store ptr %7, ptr %3, align 8, !dbg !62
  %8 = load ptr, ptr %3, align 8, !dbg !64
  %9 = icmp ne ptr %8, null, !dbg !64
  br i1 %9, label %10, label %12, !dbg !66

10:                                               ; preds = %1
  %11 = load ptr, ptr %3, align 8, !dbg !67
  store i32 18, ptr %11, align 4, !dbg !68
  br label %12, !dbg !69

12:                                               ; preds = %10, %1
  ret ptr null, !dbg !70
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "p", scope: !2, file: !3, line: 19, type: !16, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mp_malloc.c", directory: "/work/main/tests/weak", checksumkind: CSK_MD5, checksum: "4914706fe232775e554ce1e55129c02a")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!0}
!16 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 8, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 2}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !28, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!28 = !DISubroutineType(types: !29)
!29 = !{!18}
!30 = !{}
!31 = !DILocalVariable(name: "a", scope: !27, file: !3, line: 39, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !33, line: 27, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!34 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!35 = !DILocation(line: 39, column: 15, scope: !27)
!36 = !DILocalVariable(name: "b", scope: !27, file: !3, line: 39, type: !32)
!37 = !DILocation(line: 39, column: 18, scope: !27)
!38 = !DILocation(line: 40, column: 5, scope: !27)
!39 = !DILocation(line: 41, column: 5, scope: !27)
!40 = !DILocation(line: 42, column: 18, scope: !27)
!41 = !DILocation(line: 42, column: 5, scope: !27)
!42 = !DILocation(line: 43, column: 18, scope: !27)
!43 = !DILocation(line: 43, column: 5, scope: !27)
!44 = !DILocation(line: 44, column: 10, scope: !27)
!45 = !DILocation(line: 44, column: 5, scope: !27)
!46 = !DILocation(line: 45, column: 5, scope: !27)
!47 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 21, type: !48, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!48 = !DISubroutineType(types: !49)
!49 = !{!50, !50}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!51 = !DILocalVariable(name: "arg", arg: 1, scope: !47, file: !3, line: 21, type: !50)
!52 = !DILocation(line: 21, column: 29, scope: !47)
!53 = !DILocation(line: 23, column: 11, scope: !47)
!54 = !DILocation(line: 24, column: 31, scope: !47)
!55 = !DILocation(line: 24, column: 5, scope: !47)
!56 = !DILocation(line: 25, column: 5, scope: !47)
!57 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 28, type: !48, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!58 = !DILocalVariable(name: "arg", arg: 1, scope: !57, file: !3, line: 28, type: !50)
!59 = !DILocation(line: 28, column: 29, scope: !57)
!60 = !DILocation(line: 30, column: 11, scope: !57)
!61 = !DILocalVariable(name: "r", scope: !57, file: !3, line: 31, type: !17)
!62 = !DILocation(line: 31, column: 10, scope: !57)
!63 = !DILocation(line: 31, column: 14, scope: !57)
!64 = !DILocation(line: 32, column: 9, scope: !65)
!65 = distinct !DILexicalBlock(scope: !57, file: !3, line: 32, column: 9)
!66 = !DILocation(line: 32, column: 9, scope: !57)
!67 = !DILocation(line: 33, column: 10, scope: !65)
!68 = !DILocation(line: 33, column: 12, scope: !65)
!69 = !DILocation(line: 33, column: 9, scope: !65)
!70 = !DILocation(line: 34, column: 5, scope: !57)
