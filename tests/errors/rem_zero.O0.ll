; ModuleID = 'rem_zero.c'
source_filename = "rem_zero.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !19 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !26, !DIExpression(), !27)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !28, !DIExpression(), !29)
  %7 = load ptr, ptr %5, align 8, !dbg !30
    #dbg_declare(ptr %6, !31, !DIExpression(), !32)
  %8 = load i32, ptr %4, align 4, !dbg !33
  %9 = sub i32 %8, 1, !dbg !34
  store i32 %9, ptr %6, align 4, !dbg !32
  %10 = load i32, ptr %6, align 4, !dbg !35
  %11 = call i32 @bucket_of(i32 noundef 12345, i32 noundef %10), !dbg !36
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %11), !dbg !37
  ret i32 0, !dbg !38
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bucket_of(i32 noundef %0, i32 noundef %1) #0 !dbg !39 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !42, !DIExpression(), !43)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !44, !DIExpression(), !45)
  %5 = load i32, ptr %3, align 4, !dbg !46
  %6 = load i32, ptr %4, align 4, !dbg !47
  %7 = urem i32 %5, %6, !dbg !48
  ret i32 %7, !dbg !49
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "rem_zero.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "727b865bbb663d97886adb5aa5e281aa")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 9, type: !20, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!25 = !{}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !2, line: 9, type: !22)
!27 = !DILocation(line: 9, column: 14, scope: !19)
!28 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !2, line: 9, type: !23)
!29 = !DILocation(line: 9, column: 27, scope: !19)
!30 = !DILocation(line: 10, column: 9, scope: !19)
!31 = !DILocalVariable(name: "nbuckets", scope: !19, file: !2, line: 11, type: !9)
!32 = !DILocation(line: 11, column: 12, scope: !19)
!33 = !DILocation(line: 11, column: 33, scope: !19)
!34 = !DILocation(line: 11, column: 38, scope: !19)
!35 = !DILocation(line: 12, column: 36, scope: !19)
!36 = !DILocation(line: 12, column: 18, scope: !19)
!37 = !DILocation(line: 12, column: 3, scope: !19)
!38 = !DILocation(line: 13, column: 3, scope: !19)
!39 = distinct !DISubprogram(name: "bucket_of", scope: !2, file: !2, line: 5, type: !40, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !25)
!40 = !DISubroutineType(types: !41)
!41 = !{!9, !9, !9}
!42 = !DILocalVariable(name: "hash", arg: 1, scope: !39, file: !2, line: 5, type: !9)
!43 = !DILocation(line: 5, column: 62, scope: !39)
!44 = !DILocalVariable(name: "nbuckets", arg: 2, scope: !39, file: !2, line: 5, type: !9)
!45 = !DILocation(line: 5, column: 77, scope: !39)
!46 = !DILocation(line: 6, column: 10, scope: !39)
!47 = !DILocation(line: 6, column: 17, scope: !39)
!48 = !DILocation(line: 6, column: 15, scope: !39)
!49 = !DILocation(line: 6, column: 3, scope: !39)
