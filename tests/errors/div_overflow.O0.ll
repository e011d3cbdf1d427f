; ModuleID = 'div_overflow.c'
source_filename = "div_overflow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"dividing\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !22 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !29, !DIExpression(), !30)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !31, !DIExpression(), !32)
  %8 = load ptr, ptr %5, align 8, !dbg !33
    #dbg_declare(ptr %6, !34, !DIExpression(), !36)
  store volatile i32 -2147483648, ptr %6, align 4, !dbg !36
    #dbg_declare(ptr %7, !37, !DIExpression(), !38)
  %9 = load i32, ptr %4, align 4, !dbg !39
  %10 = sub nsw i32 0, %9, !dbg !40
  store volatile i32 %10, ptr %7, align 4, !dbg !38
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str), !dbg !41
  %12 = load volatile i32, ptr %6, align 4, !dbg !42
  %13 = load volatile i32, ptr %7, align 4, !dbg !43
  %14 = sdiv i32 %12, %13, !dbg !44
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %14), !dbg !45
  ret i32 0, !dbg !46
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "div_overflow.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "b1327e218935b6f76848c0ef49658bfb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !13, splitDebugInlining: false, nameTableKind: None)
!13 = !{!0, !7}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 6, type: !23, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !12, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!28 = !{}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !2, line: 6, type: !25)
!30 = !DILocation(line: 6, column: 14, scope: !22)
!31 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !2, line: 6, type: !26)
!32 = !DILocation(line: 6, column: 27, scope: !22)
!33 = !DILocation(line: 7, column: 9, scope: !22)
!34 = !DILocalVariable(name: "n", scope: !22, file: !2, line: 8, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !25)
!36 = !DILocation(line: 8, column: 16, scope: !22)
!37 = !DILocalVariable(name: "d", scope: !22, file: !2, line: 9, type: !35)
!38 = !DILocation(line: 9, column: 16, scope: !22)
!39 = !DILocation(line: 9, column: 21, scope: !22)
!40 = !DILocation(line: 9, column: 20, scope: !22)
!41 = !DILocation(line: 10, column: 3, scope: !22)
!42 = !DILocation(line: 11, column: 18, scope: !22)
!43 = !DILocation(line: 11, column: 22, scope: !22)
!44 = !DILocation(line: 11, column: 20, scope: !22)
!45 = !DILocation(line: 11, column: 3, scope: !22)
!46 = !DILocation(line: 12, column: 3, scope: !22)
