; ModuleID = 'mp_plain.c'
source_filename = "mp_plain.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@data = dso_local global i32 0, align 4, !dbg !0
@flag = dso_local global i32 0, align 4, !dbg !16
@.str = private unnamed_addr constant [11 x i8] c"data == 42\00", align 1, !dbg !21
@.str.1 = private unnamed_addr constant [11 x i8] c"mp_plain.c\00", align 1, !dbg !27
@__PRETTY_FUNCTION__.reader = private unnamed_addr constant [21 x i8] c"void *reader(void *)\00", align 1, !dbg !29

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !43 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !47, !DIExpression(), !51)
    #dbg_declare(ptr %3, !52, !DIExpression(), !53)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @writer, ptr noundef null) #4, !dbg !54
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @reader, ptr noundef null) #4, !dbg !55
  %6 = load i64, ptr %2, align 8, !dbg !56
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !57
  %8 = load i64, ptr %3, align 8, !dbg !58
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !59
  ret i32 0, !dbg !60
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @writer(ptr noundef %0) #0 !dbg !61 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !65, !DIExpression(), !66)
  %4 = load ptr, ptr %2, align 8, !dbg !67
  store i32 42, ptr @data, align 4, !dbg !68
  store i32 1, ptr %3, align 4, !dbg !69
  %5 = load i32, ptr %3, align 4, !dbg !69
  store atomic i32 %5, ptr @flag monotonic, align 4, !dbg !69
  ret ptr null, !dbg !70
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @reader(ptr noundef %0) #0 !dbg !71 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !72, !DIExpression(), !73)
  %4 = load ptr, ptr %2, align 8, !dbg !74
  %5 = load atomic i32, ptr @flag monotonic, align 4, !dbg !75
  store i32 %5, ptr %3, align 4, !dbg !75
  %6 = load i32, ptr %3, align 4, !dbg !75
  %7 = icmp ne i32 %6, 0, !dbg !75
  br i1 %7, label %8, label %14, !dbg !77

8:                                                ; preds = %1
  %9 = load i32, ptr @data, align 4, !dbg !78
  %10 = icmp eq i32 %9, 42, !dbg !78
  br i1 %10, label %11, label %12, !dbg !81

11:                                               ; preds = %8
  br label %13, !dbg !81

12:                                               ; preds = %8
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 34, ptr noundef @__PRETTY_FUNCTION__.reader) #5, !dbg !78
  unreachable, !dbg !78

13:                                               ; preds = %11
  br label %14, !dbg !82

14:                                               ; preds = %13, %1
  ret ptr null, !dbg !83
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "data", scope: !2, file: !3, line: 19, type: !20, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mp_plain.c", directory: ".", checksumkind: CSK_MD5, checksum: "058b57a642c1f1f134f9770cad33e878")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!0, !16, !21, !27, !29}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 20, type: !18, isLocal: false, isDefinition: true)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !20)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 88, elements: !25)
!24 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!25 = !{!26}
!26 = !DISubrange(count: 11)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !23, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 168, elements: !33)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!33 = !{!34}
!34 = !DISubrange(count: 21)
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 8, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 2}
!41 = !{i32 7, !"frame-pointer", i32 2}
!42 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!43 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 38, type: !44, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !46)
!44 = !DISubroutineType(types: !45)
!45 = !{!20}
!46 = !{}
!47 = !DILocalVariable(name: "a", scope: !43, file: !3, line: 40, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !49, line: 27, baseType: !50)
!49 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!50 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!51 = !DILocation(line: 40, column: 15, scope: !43)
!52 = !DILocalVariable(name: "b", scope: !43, file: !3, line: 40, type: !48)
!53 = !DILocation(line: 40, column: 18, scope: !43)
!54 = !DILocation(line: 41, column: 5, scope: !43)
!55 = !DILocation(line: 42, column: 5, scope: !43)
!56 = !DILocation(line: 43, column: 18, scope: !43)
!57 = !DILocation(line: 43, column: 5, scope: !43)
!58 = !DILocation(line: 44, column: 18, scope: !43)
!59 = !DILocation(line: 44, column: 5, scope: !43)
!60 = !DILocation(line: 45, column: 5, scope: !43)
!61 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 22, type: !62, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !46)
!62 = !DISubroutineType(types: !63)
!63 = !{!64, !64}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!65 = !DILocalVariable(name: "arg", arg: 1, scope: !61, file: !3, line: 22, type: !64)
!66 = !DILocation(line: 22, column: 27, scope: !61)
!67 = !DILocation(line: 24, column: 11, scope: !61)
!68 = !DILocation(line: 25, column: 10, scope: !61)
!69 = !DILocation(line: 26, column: 5, scope: !61)
!70 = !DILocation(line: 27, column: 5, scope: !61)
!71 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 30, type: !62, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !46)
!72 = !DILocalVariable(name: "arg", arg: 1, scope: !71, file: !3, line: 30, type: !64)
!73 = !DILocation(line: 30, column: 27, scope: !71)
!74 = !DILocation(line: 32, column: 11, scope: !71)
!75 = !DILocation(line: 33, column: 9, scope: !76)
!76 = distinct !DILexicalBlock(scope: !71, file: !3, line: 33, column: 9)
!77 = !DILocation(line: 33, column: 9, scope: !71)
!78 = !DILocation(line: 34, column: 9, scope: !79)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 34, column: 9)
!80 = distinct !DILexicalBlock(scope: !76, file: !3, line: 34, column: 9)
!81 = !DILocation(line: 34, column: 9, scope: !80)
!82 = !DILocation(line: 34, column: 9, scope: !76)
!83 = !DILocation(line: 35, column: 5, scope: !71)
