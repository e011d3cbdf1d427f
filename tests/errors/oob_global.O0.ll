; ModuleID = 'oob_global.c'
source_filename = "oob_global.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@primes = dso_local global [5 x i32] [i32 2, i32 3, i32 5, i32 7, i32 11], align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !23 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !29, !DIExpression(), !30)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !31, !DIExpression(), !32)
  %7 = load ptr, ptr %5, align 8, !dbg !33
    #dbg_declare(ptr %6, !34, !DIExpression(), !36)
  %8 = load i32, ptr %4, align 4, !dbg !37
  %9 = add nsw i32 4, %8, !dbg !38
  store volatile i32 %9, ptr %6, align 4, !dbg !36
  %10 = load volatile i32, ptr %6, align 4, !dbg !39
  %11 = sext i32 %10 to i64, !dbg !40
  %12 = getelementptr inbounds [5 x i32], ptr @primes, i64 0, i64 %11, !dbg !40
  %13 = load i32, ptr %12, align 4, !dbg !40
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %13), !dbg !41
  ret i32 0, !dbg !42
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "primes", scope: !2, file: !3, line: 5, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "oob_global.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "07e0218d247f7573225e07b2e663cf5e")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 160, elements: !13)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14}
!14 = !DISubrange(count: 5)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 7, type: !24, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!24 = !DISubroutineType(types: !25)
!25 = !{!12, !12, !26}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!28 = !{}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !23, file: !3, line: 7, type: !12)
!30 = !DILocation(line: 7, column: 14, scope: !23)
!31 = !DILocalVariable(name: "argv", arg: 2, scope: !23, file: !3, line: 7, type: !26)
!32 = !DILocation(line: 7, column: 27, scope: !23)
!33 = !DILocation(line: 8, column: 9, scope: !23)
!34 = !DILocalVariable(name: "idx", scope: !23, file: !3, line: 9, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !12)
!36 = !DILocation(line: 9, column: 16, scope: !23)
!37 = !DILocation(line: 9, column: 26, scope: !23)
!38 = !DILocation(line: 9, column: 24, scope: !23)
!39 = !DILocation(line: 10, column: 25, scope: !23)
!40 = !DILocation(line: 10, column: 18, scope: !23)
!41 = !DILocation(line: 10, column: 3, scope: !23)
!42 = !DILocation(line: 11, column: 3, scope: !23)
