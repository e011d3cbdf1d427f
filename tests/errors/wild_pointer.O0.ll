; ModuleID = 'wild_pointer.c'
source_filename = "wild_pointer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"writing\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !23 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !29, !DIExpression(), !30)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !31, !DIExpression(), !32)
  %8 = load ptr, ptr %5, align 8, !dbg !33
    #dbg_declare(ptr %6, !34, !DIExpression(), !36)
  store volatile i64 140733498807920, ptr %6, align 8, !dbg !36
  %9 = load i32, ptr %4, align 4, !dbg !37
  %10 = sext i32 %9 to i64, !dbg !38
  %11 = mul i64 %10, 8, !dbg !39
  %12 = load volatile i64, ptr %6, align 8, !dbg !40
  %13 = add i64 %12, %11, !dbg !40
  store volatile i64 %13, ptr %6, align 8, !dbg !40
    #dbg_declare(ptr %7, !41, !DIExpression(), !42)
  %14 = load volatile i64, ptr %6, align 8, !dbg !43
  %15 = inttoptr i64 %14 to ptr, !dbg !44
  store ptr %15, ptr %7, align 8, !dbg !42
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str), !dbg !45
  %17 = load ptr, ptr %7, align 8, !dbg !46
  store i32 5, ptr %17, align 4, !dbg !47
  ret i32 0, !dbg !48
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "wild_pointer.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "2c5643e0cac28caeb3c67baf6885e26a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !14, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !12}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !10, line: 90, baseType: !11)
!10 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{!0}
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 6, type: !24, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !28)
!24 = !DISubroutineType(types: !25)
!25 = !{!13, !13, !26}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!28 = !{}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !23, file: !2, line: 6, type: !13)
!30 = !DILocation(line: 6, column: 14, scope: !23)
!31 = !DILocalVariable(name: "argv", arg: 2, scope: !23, file: !2, line: 6, type: !26)
!32 = !DILocation(line: 6, column: 27, scope: !23)
!33 = !DILocation(line: 7, column: 9, scope: !23)
!34 = !DILocalVariable(name: "addr", scope: !23, file: !2, line: 8, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !9)
!36 = !DILocation(line: 8, column: 22, scope: !23)
!37 = !DILocation(line: 9, column: 22, scope: !23)
!38 = !DILocation(line: 9, column: 11, scope: !23)
!39 = !DILocation(line: 9, column: 27, scope: !23)
!40 = !DILocation(line: 9, column: 8, scope: !23)
!41 = !DILocalVariable(name: "p", scope: !23, file: !2, line: 10, type: !12)
!42 = !DILocation(line: 10, column: 8, scope: !23)
!43 = !DILocation(line: 10, column: 19, scope: !23)
!44 = !DILocation(line: 10, column: 12, scope: !23)
!45 = !DILocation(line: 11, column: 3, scope: !23)
!46 = !DILocation(line: 12, column: 4, scope: !23)
!47 = !DILocation(line: 12, column: 6, scope: !23)
!48 = !DILocation(line: 13, column: 3, scope: !23)
