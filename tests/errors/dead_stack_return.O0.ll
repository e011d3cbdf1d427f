; ModuleID = 'dead_stack_return.c'
source_filename = "dead_stack_return.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"got a counter\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !17 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !26, !DIExpression(), !27)
  %7 = load ptr, ptr %5, align 8, !dbg !28
    #dbg_declare(ptr %6, !29, !DIExpression(), !31)
  %8 = load i32, ptr %4, align 4, !dbg !32
  %9 = call ptr @make_counter(i32 noundef %8), !dbg !33
  store ptr %9, ptr %6, align 8, !dbg !31
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str), !dbg !34
  %11 = load ptr, ptr %6, align 8, !dbg !35
  %12 = load i32, ptr %11, align 4, !dbg !36
  ret i32 %12, !dbg !37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @make_counter(i32 noundef %0) #0 !dbg !38 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !41, !DIExpression(), !42)
    #dbg_declare(ptr %3, !43, !DIExpression(), !44)
  %5 = load i32, ptr %2, align 4, !dbg !45
  store i32 %5, ptr %3, align 4, !dbg !44
    #dbg_declare(ptr %4, !46, !DIExpression(), !48)
  store volatile ptr %3, ptr %4, align 8, !dbg !48
  %6 = load volatile ptr, ptr %4, align 8, !dbg !49
  ret ptr %6, !dbg !50
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "dead_stack_return.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "a2e8a2d70436c1993db0b6cb202a0c33")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 15)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !18, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 11, type: !20)
!25 = !DILocation(line: 11, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 11, type: !21)
!27 = !DILocation(line: 11, column: 27, scope: !17)
!28 = !DILocation(line: 12, column: 9, scope: !17)
!29 = !DILocalVariable(name: "c", scope: !17, file: !2, line: 13, type: !30)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!31 = !DILocation(line: 13, column: 8, scope: !17)
!32 = !DILocation(line: 13, column: 25, scope: !17)
!33 = !DILocation(line: 13, column: 12, scope: !17)
!34 = !DILocation(line: 14, column: 3, scope: !17)
!35 = !DILocation(line: 15, column: 11, scope: !17)
!36 = !DILocation(line: 15, column: 10, scope: !17)
!37 = !DILocation(line: 15, column: 3, scope: !17)
!38 = distinct !DISubprogram(name: "make_counter", scope: !2, file: !2, line: 5, type: !39, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!39 = !DISubroutineType(types: !40)
!40 = !{!30, !20}
!41 = !DILocalVariable(name: "start", arg: 1, scope: !38, file: !2, line: 5, type: !20)
!42 = !DILocation(line: 5, column: 56, scope: !38)
!43 = !DILocalVariable(name: "counter", scope: !38, file: !2, line: 6, type: !20)
!44 = !DILocation(line: 6, column: 7, scope: !38)
!45 = !DILocation(line: 6, column: 17, scope: !38)
!46 = !DILocalVariable(name: "p", scope: !38, file: !2, line: 7, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !30)
!48 = !DILocation(line: 7, column: 17, scope: !38)
!49 = !DILocation(line: 8, column: 10, scope: !38)
!50 = !DILocation(line: 8, column: 3, scope: !38)
