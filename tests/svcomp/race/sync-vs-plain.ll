; ModuleID = 'sync-vs-plain.c'
source_filename = "sync-vs-plain.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@count = dso_local global i32 0, align 4, !dbg !0
@observed = dso_local global i32 0, align 4, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @adder(ptr noundef %0) #0 !dbg !18 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !22, !DIExpression(), !23)
  %3 = atomicrmw add ptr @count, i32 5 seq_cst, align 4, !dbg !24
  ret ptr null, !dbg !25
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @reader(ptr noundef %0) #0 !dbg !26 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !27, !DIExpression(), !28)
  %3 = load i32, ptr @count, align 4, !dbg !29
  store i32 %3, ptr @observed, align 4, !dbg !30
  ret ptr null, !dbg !31
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !32 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !35, !DIExpression(), !39)
    #dbg_declare(ptr %3, !40, !DIExpression(), !41)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @adder, ptr noundef null) #3, !dbg !42
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @reader, ptr noundef null) #3, !dbg !43
  %6 = load i64, ptr %2, align 8, !dbg !44
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !45
  %8 = load i64, ptr %3, align 8, !dbg !46
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !47
  ret i32 0, !dbg !48
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 7, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync-vs-plain.c", directory: ".", checksumkind: CSK_MD5, checksum: "b0a2d64ada0c42e626f4a8e0835a4498")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "observed", scope: !2, file: !3, line: 8, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 2}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "adder", scope: !3, file: !3, line: 10, type: !19, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!5, !5}
!21 = !{}
!22 = !DILocalVariable(name: "arg", arg: 1, scope: !18, file: !3, line: 10, type: !5)
!23 = !DILocation(line: 10, column: 19, scope: !18)
!24 = !DILocation(line: 11, column: 3, scope: !18)
!25 = !DILocation(line: 12, column: 3, scope: !18)
!26 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 15, type: !19, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!27 = !DILocalVariable(name: "arg", arg: 1, scope: !26, file: !3, line: 15, type: !5)
!28 = !DILocation(line: 15, column: 20, scope: !26)
!29 = !DILocation(line: 16, column: 14, scope: !26)
!30 = !DILocation(line: 16, column: 12, scope: !26)
!31 = !DILocation(line: 17, column: 3, scope: !26)
!32 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !33, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!33 = !DISubroutineType(types: !34)
!34 = !{!9}
!35 = !DILocalVariable(name: "a", scope: !32, file: !3, line: 21, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !37, line: 27, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!38 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!39 = !DILocation(line: 21, column: 13, scope: !32)
!40 = !DILocalVariable(name: "b", scope: !32, file: !3, line: 21, type: !36)
!41 = !DILocation(line: 21, column: 16, scope: !32)
!42 = !DILocation(line: 22, column: 3, scope: !32)
!43 = !DILocation(line: 23, column: 3, scope: !32)
!44 = !DILocation(line: 24, column: 16, scope: !32)
!45 = !DILocation(line: 24, column: 3, scope: !32)
!46 = !DILocation(line: 25, column: 16, scope: !32)
!47 = !DILocation(line: 25, column: 3, scope: !32)
!48 = !DILocation(line: 26, column: 3, scope: !32)
