; ModuleID = 'late_plain.c'
source_filename = "late_plain.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@flag = dso_local global i32 0, align 4, !dbg !0
@x = dso_local global i32 0, align 4, !dbg !20

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !32 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !36, !DIExpression(), !40)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @writer, ptr noundef null) #2, !dbg !41
  br label %6, !dbg !42

6:                                                ; preds = %11, %0
  %7 = load atomic i32, ptr @flag monotonic, align 4, !dbg !43
  store i32 %7, ptr %3, align 4, !dbg !43
  %8 = load i32, ptr %3, align 4, !dbg !43
  %9 = icmp ne i32 %8, 0, !dbg !44
  %10 = xor i1 %9, true, !dbg !44
  br i1 %10, label %11, label %12, !dbg !42

11:                                               ; preds = %6
  br label %6, !dbg !42, !llvm.loop !45

12:                                               ; preds = %6
    #dbg_declare(ptr %4, !48, !DIExpression(), !49)
  %13 = load volatile i32, ptr @x, align 4, !dbg !50
  store i32 %13, ptr %4, align 4, !dbg !49
  %14 = load i32, ptr %4, align 4, !dbg !51
  %15 = sub nsw i32 %14, 1, !dbg !52
  ret i32 %15, !dbg !53
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @writer(ptr noundef %0) #0 !dbg !54 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !58, !DIExpression(), !59)
  %5 = load ptr, ptr %2, align 8, !dbg !60
  store i32 1, ptr %3, align 4, !dbg !61
  %6 = load i32, ptr %3, align 4, !dbg !61
  store atomic i32 %6, ptr @x monotonic, align 4, !dbg !61
  store i32 1, ptr %4, align 4, !dbg !62
  %7 = load i32, ptr %4, align 4, !dbg !62
  store atomic i32 %7, ptr @flag monotonic, align 4, !dbg !62
  ret ptr null, !dbg !63
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 11, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !19, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "late_plain.c", directory: ".", checksumkind: CSK_MD5, checksum: "e5abf6af4db7337cd2c80dfe464ace33")
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
!15 = !{!16}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!17 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !18)
!18 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!19 = !{!20, !0}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 10, type: !22, isLocal: false, isDefinition: true)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !18)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !33, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !35)
!33 = !DISubroutineType(types: !34)
!34 = !{!18}
!35 = !{}
!36 = !DILocalVariable(name: "t", scope: !32, file: !3, line: 23, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !38, line: 27, baseType: !39)
!38 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!39 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!40 = !DILocation(line: 23, column: 15, scope: !32)
!41 = !DILocation(line: 24, column: 5, scope: !32)
!42 = !DILocation(line: 25, column: 5, scope: !32)
!43 = !DILocation(line: 25, column: 13, scope: !32)
!44 = !DILocation(line: 25, column: 12, scope: !32)
!45 = distinct !{!45, !42, !46, !47}
!46 = !DILocation(line: 26, column: 9, scope: !32)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocalVariable(name: "v", scope: !32, file: !3, line: 30, type: !18)
!49 = !DILocation(line: 30, column: 9, scope: !32)
!50 = !DILocation(line: 30, column: 13, scope: !32)
!51 = !DILocation(line: 31, column: 12, scope: !32)
!52 = !DILocation(line: 31, column: 14, scope: !32)
!53 = !DILocation(line: 31, column: 5, scope: !32)
!54 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 13, type: !55, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !35)
!55 = !DISubroutineType(types: !56)
!56 = !{!57, !57}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!58 = !DILocalVariable(name: "arg", arg: 1, scope: !54, file: !3, line: 13, type: !57)
!59 = !DILocation(line: 13, column: 27, scope: !54)
!60 = !DILocation(line: 15, column: 11, scope: !54)
!61 = !DILocation(line: 16, column: 5, scope: !54)
!62 = !DILocation(line: 17, column: 5, scope: !54)
!63 = !DILocation(line: 18, column: 5, scope: !54)
