; ModuleID = 'dead_stack_thread.c'
source_filename = "dead_stack_thread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@t = dso_local global i64 0, align 8, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !16 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !21, !DIExpression(), !22)
    #dbg_declare(ptr %3, !23, !DIExpression(), !26)
  %4 = load ptr, ptr %2, align 8, !dbg !27
  store ptr %4, ptr %3, align 8, !dbg !26
  %5 = load ptr, ptr %3, align 8, !dbg !28
  store i32 1, ptr %5, align 4, !dbg !29
  ret ptr null, !dbg !30
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @start() #0 !dbg !31 {
  %1 = alloca i32, align 4
    #dbg_declare(ptr %1, !34, !DIExpression(), !35)
  store i32 0, ptr %1, align 4, !dbg !35
  %2 = call i32 @pthread_create(ptr noundef @t, ptr noundef null, ptr noundef @worker, ptr noundef %1) #3, !dbg !36
  ret void, !dbg !37
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !38 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @start(), !dbg !41
  %2 = load i64, ptr @t, align 8, !dbg !42
  %3 = call i32 @pthread_join(i64 noundef %2, ptr noundef null), !dbg !43
  ret i32 0, !dbg !44
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "t", scope: !2, file: !3, line: 6, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "dead_stack_thread.c", directory: ".", checksumkind: CSK_MD5, checksum: "79687ab7a64b3e070e05c74eb4d80781")
!4 = !{!0}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !6, line: 27, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 8, type: !17, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !19}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!20 = !{}
!21 = !DILocalVariable(name: "arg", arg: 1, scope: !16, file: !3, line: 8, type: !19)
!22 = !DILocation(line: 8, column: 20, scope: !16)
!23 = !DILocalVariable(name: "p", scope: !16, file: !3, line: 9, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DILocation(line: 9, column: 8, scope: !16)
!27 = !DILocation(line: 9, column: 12, scope: !16)
!28 = !DILocation(line: 10, column: 4, scope: !16)
!29 = !DILocation(line: 10, column: 6, scope: !16)
!30 = !DILocation(line: 11, column: 3, scope: !16)
!31 = distinct !DISubprogram(name: "start", scope: !3, file: !3, line: 14, type: !32, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!32 = !DISubroutineType(types: !33)
!33 = !{null}
!34 = !DILocalVariable(name: "local", scope: !31, file: !3, line: 15, type: !25)
!35 = !DILocation(line: 15, column: 7, scope: !31)
!36 = !DILocation(line: 16, column: 3, scope: !31)
!37 = !DILocation(line: 17, column: 1, scope: !31)
!38 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !39, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!39 = !DISubroutineType(types: !40)
!40 = !{!25}
!41 = !DILocation(line: 20, column: 3, scope: !38)
!42 = !DILocation(line: 21, column: 16, scope: !38)
!43 = !DILocation(line: 21, column: 3, scope: !38)
!44 = !DILocation(line: 22, column: 3, scope: !38)
