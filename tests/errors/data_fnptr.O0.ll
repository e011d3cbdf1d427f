; ModuleID = 'data_fnptr.c'
source_filename = "data_fnptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0
@table = internal global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !27 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !33, !DIExpression(), !34)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !35, !DIExpression(), !36)
  %7 = load ptr, ptr %5, align 8, !dbg !37
  %8 = call i32 @dispatch(ptr noundef @twice, i32 noundef 21), !dbg !38
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %8), !dbg !39
    #dbg_declare(ptr %6, !40, !DIExpression(), !41)
  %10 = load i32, ptr %4, align 4, !dbg !42
  %11 = icmp sgt i32 %10, 5, !dbg !43
  %12 = zext i1 %11 to i64, !dbg !42
  %13 = select i1 %11, ptr @twice, ptr @table, !dbg !42
  store ptr %13, ptr %6, align 8, !dbg !41
  %14 = load ptr, ptr %6, align 8, !dbg !44
  %15 = call i32 @dispatch(ptr noundef %14, i32 noundef 1), !dbg !45
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %15), !dbg !46
  ret i32 0, !dbg !47
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dispatch(ptr noundef %0, i32 noundef %1) #0 !dbg !48 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !51, !DIExpression(), !52)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !53, !DIExpression(), !54)
    #dbg_declare(ptr %5, !55, !DIExpression(), !56)
  %6 = load ptr, ptr %3, align 8, !dbg !57
  store ptr %6, ptr %5, align 8, !dbg !56
  %7 = load ptr, ptr %5, align 8, !dbg !58
  %8 = load i32, ptr %4, align 4, !dbg !59
  %9 = call i32 %7(i32 noundef %8), !dbg !58
  ret i32 %9, !dbg !60
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @twice(i32 noundef %0) #0 !dbg !61 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !62, !DIExpression(), !63)
  %3 = load i32, ptr %2, align 4, !dbg !64
  %4 = mul nsw i32 2, %3, !dbg !65
  ret i32 %4, !dbg !66
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "data_fnptr.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "76d27045677b4002401c67fb07d10219")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "table", scope: !9, file: !2, line: 9, type: !18, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !10, globals: !17, splitDebugInlining: false, nameTableKind: None)
!10 = !{!11, !12}
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "handler", file: !2, line: 5, baseType: !13)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{!0, !7}
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 128, elements: !5)
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 8, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 2}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !28, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !32)
!28 = !DISubroutineType(types: !29)
!29 = !{!16, !16, !30}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!32 = !{}
!33 = !DILocalVariable(name: "argc", arg: 1, scope: !27, file: !2, line: 16, type: !16)
!34 = !DILocation(line: 16, column: 14, scope: !27)
!35 = !DILocalVariable(name: "argv", arg: 2, scope: !27, file: !2, line: 16, type: !30)
!36 = !DILocation(line: 16, column: 27, scope: !27)
!37 = !DILocation(line: 17, column: 9, scope: !27)
!38 = !DILocation(line: 18, column: 18, scope: !27)
!39 = !DILocation(line: 18, column: 3, scope: !27)
!40 = !DILocalVariable(name: "p", scope: !27, file: !2, line: 19, type: !11)
!41 = !DILocation(line: 19, column: 9, scope: !27)
!42 = !DILocation(line: 19, column: 13, scope: !27)
!43 = !DILocation(line: 19, column: 18, scope: !27)
!44 = !DILocation(line: 20, column: 27, scope: !27)
!45 = !DILocation(line: 20, column: 18, scope: !27)
!46 = !DILocation(line: 20, column: 3, scope: !27)
!47 = !DILocation(line: 21, column: 3, scope: !27)
!48 = distinct !DISubprogram(name: "dispatch", scope: !2, file: !2, line: 11, type: !49, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !32)
!49 = !DISubroutineType(types: !50)
!50 = !{!16, !11, !16}
!51 = !DILocalVariable(name: "p", arg: 1, scope: !48, file: !2, line: 11, type: !11)
!52 = !DILocation(line: 11, column: 53, scope: !48)
!53 = !DILocalVariable(name: "x", arg: 2, scope: !48, file: !2, line: 11, type: !16)
!54 = !DILocation(line: 11, column: 60, scope: !48)
!55 = !DILocalVariable(name: "h", scope: !48, file: !2, line: 12, type: !12)
!56 = !DILocation(line: 12, column: 11, scope: !48)
!57 = !DILocation(line: 12, column: 24, scope: !48)
!58 = !DILocation(line: 13, column: 10, scope: !48)
!59 = !DILocation(line: 13, column: 12, scope: !48)
!60 = !DILocation(line: 13, column: 3, scope: !48)
!61 = distinct !DISubprogram(name: "twice", scope: !2, file: !2, line: 7, type: !14, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !32)
!62 = !DILocalVariable(name: "x", arg: 1, scope: !61, file: !2, line: 7, type: !16)
!63 = !DILocation(line: 7, column: 22, scope: !61)
!64 = !DILocation(line: 7, column: 38, scope: !61)
!65 = !DILocation(line: 7, column: 36, scope: !61)
!66 = !DILocation(line: 7, column: 27, scope: !61)
