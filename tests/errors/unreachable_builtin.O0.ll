; ModuleID = 'unreachable_builtin.c'
source_filename = "unreachable_builtin.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"red\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [6 x i8] c"green\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"blue\00", align 1, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !34 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !41, !DIExpression(), !42)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !43, !DIExpression(), !44)
  %6 = load ptr, ptr %5, align 8, !dbg !45
  %7 = call ptr @color_name(i32 noundef 2), !dbg !46
  %8 = call i32 @puts(ptr noundef %7), !dbg !47
  %9 = load i32, ptr %4, align 4, !dbg !48
  %10 = add nsw i32 %9, 2, !dbg !49
  %11 = call ptr @color_name(i32 noundef %10), !dbg !50
  %12 = call i32 @puts(ptr noundef %11), !dbg !51
  ret i32 0, !dbg !52
}

declare i32 @puts(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @color_name(i32 noundef %0) #0 !dbg !53 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !58, !DIExpression(), !59)
  %4 = load i32, ptr %3, align 4, !dbg !60
  switch i32 %4, label %8 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
  ], !dbg !61

5:                                                ; preds = %1
  store ptr @.str, ptr %2, align 8, !dbg !62
  br label %9, !dbg !62

6:                                                ; preds = %1
  store ptr @.str.1, ptr %2, align 8, !dbg !64
  br label %9, !dbg !64

7:                                                ; preds = %1
  store ptr @.str.2, ptr %2, align 8, !dbg !65
  br label %9, !dbg !65

8:                                                ; preds = %1
  unreachable, !dbg !66

9:                                                ; preds = %7, %6, %5
  %10 = load ptr, ptr %2, align 8, !dbg !67
  ret ptr %10, !dbg !67
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "unreachable_builtin.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "74fcadef85130527142e083e2ee8208c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 6)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !18, retainedTypes: !18, globals: !25, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19}
!19 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "color", file: !2, line: 9, baseType: !20, size: 32, elements: !21)
!20 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!21 = !{!22, !23, !24}
!22 = !DIEnumerator(name: "RED", value: 0)
!23 = !DIEnumerator(name: "GREEN", value: 1)
!24 = !DIEnumerator(name: "BLUE", value: 2)
!25 = !{!0, !7, !12}
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !35, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !17, retainedNodes: !40)
!35 = !DISubroutineType(types: !36)
!36 = !{!37, !37, !38}
!37 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!40 = !{}
!41 = !DILocalVariable(name: "argc", arg: 1, scope: !34, file: !2, line: 23, type: !37)
!42 = !DILocation(line: 23, column: 14, scope: !34)
!43 = !DILocalVariable(name: "argv", arg: 2, scope: !34, file: !2, line: 23, type: !38)
!44 = !DILocation(line: 23, column: 27, scope: !34)
!45 = !DILocation(line: 24, column: 9, scope: !34)
!46 = !DILocation(line: 25, column: 8, scope: !34)
!47 = !DILocation(line: 25, column: 3, scope: !34)
!48 = !DILocation(line: 26, column: 32, scope: !34)
!49 = !DILocation(line: 26, column: 37, scope: !34)
!50 = !DILocation(line: 26, column: 8, scope: !34)
!51 = !DILocation(line: 26, column: 3, scope: !34)
!52 = !DILocation(line: 27, column: 3, scope: !34)
!53 = distinct !DISubprogram(name: "color_name", scope: !2, file: !2, line: 11, type: !54, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !17, retainedNodes: !40)
!54 = !DISubroutineType(types: !55)
!55 = !{!56, !19}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!58 = !DILocalVariable(name: "c", arg: 1, scope: !53, file: !2, line: 11, type: !19)
!59 = !DILocation(line: 11, column: 68, scope: !53)
!60 = !DILocation(line: 12, column: 11, scope: !53)
!61 = !DILocation(line: 12, column: 3, scope: !53)
!62 = !DILocation(line: 14, column: 5, scope: !63)
!63 = distinct !DILexicalBlock(scope: !53, file: !2, line: 12, column: 14)
!64 = !DILocation(line: 16, column: 5, scope: !63)
!65 = !DILocation(line: 18, column: 5, scope: !63)
!66 = !DILocation(line: 20, column: 3, scope: !53)
!67 = !DILocation(line: 21, column: 1, scope: !53)
