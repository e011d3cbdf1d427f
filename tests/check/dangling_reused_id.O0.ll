; ModuleID = 'dangling_reused_id.c'
source_filename = "dangling_reused_id.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@p = dso_local global ptr null, align 8, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @g() #0 !dbg !15 {
  %1 = alloca i32, align 4
    #dbg_declare(ptr %1, !19, !DIExpression(), !20)
  store i32 1, ptr %1, align 4, !dbg !20
  store ptr %1, ptr @p, align 8, !dbg !21
  ret void, !dbg !22
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @f() #0 !dbg !23 {
  %1 = alloca i32, align 4
    #dbg_declare(ptr %1, !26, !DIExpression(), !28)
  store volatile i32 7, ptr %1, align 4, !dbg !28
  %2 = load ptr, ptr @p, align 8, !dbg !29
  %3 = load i32, ptr %2, align 4, !dbg !30
  %4 = load volatile i32, ptr %1, align 4, !dbg !31
  %5 = add nsw i32 %3, %4, !dbg !32
  ret i32 %5, !dbg !33
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !34 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @g(), !dbg !35
  %2 = call i32 @f(), !dbg !36
  ret i32 %2, !dbg !37
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "p", scope: !2, file: !3, line: 7, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dangling_reused_id.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "9466d7fe9b057e8661d0da590ee4def8")
!4 = !{!0}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 2}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "g", scope: !3, file: !3, line: 9, type: !16, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !18)
!16 = !DISubroutineType(types: !17)
!17 = !{null}
!18 = !{}
!19 = !DILocalVariable(name: "x", scope: !15, file: !3, line: 10, type: !6)
!20 = !DILocation(line: 10, column: 7, scope: !15)
!21 = !DILocation(line: 11, column: 5, scope: !15)
!22 = !DILocation(line: 12, column: 1, scope: !15)
!23 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 14, type: !24, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !18)
!24 = !DISubroutineType(types: !25)
!25 = !{!6}
!26 = !DILocalVariable(name: "z", scope: !23, file: !3, line: 15, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!28 = !DILocation(line: 15, column: 16, scope: !23)
!29 = !DILocation(line: 16, column: 11, scope: !23)
!30 = !DILocation(line: 16, column: 10, scope: !23)
!31 = !DILocation(line: 16, column: 15, scope: !23)
!32 = !DILocation(line: 16, column: 13, scope: !23)
!33 = !DILocation(line: 16, column: 3, scope: !23)
!34 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !24, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!35 = !DILocation(line: 20, column: 3, scope: !34)
!36 = !DILocation(line: 21, column: 10, scope: !34)
!37 = !DILocation(line: 21, column: 3, scope: !34)
