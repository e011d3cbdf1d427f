; ModuleID = 'c11-atomic.c'
source_filename = "c11-atomic.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@hits = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !18 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !22, !DIExpression(), !23)
  %3 = atomicrmw add ptr @hits, i32 1 seq_cst, align 4, !dbg !24
  %4 = atomicrmw add ptr @hits, i32 2 seq_cst, align 4, !dbg !25
  %5 = add i32 %4, 2, !dbg !25
  ret ptr null, !dbg !26
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !27 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !30, !DIExpression(), !34)
    #dbg_declare(ptr %3, !35, !DIExpression(), !36)
    #dbg_declare(ptr %4, !37, !DIExpression(), !38)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #3, !dbg !39
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #3, !dbg !40
  %7 = load atomic i32, ptr @hits seq_cst, align 4, !dbg !41
  store i32 %7, ptr %4, align 4, !dbg !42
  %8 = load i32, ptr %2, align 4, !dbg !43
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !44
  %10 = load i32, ptr %3, align 4, !dbg !45
  %11 = call i32 @pthread_join(i32 noundef %10, ptr noundef null), !dbg !46
  %12 = load i32, ptr %4, align 4, !dbg !47
  %13 = load atomic i32, ptr @hits seq_cst, align 4, !dbg !48
  %14 = icmp sle i32 %12, %13, !dbg !49
  %15 = zext i1 %14 to i64, !dbg !47
  %16 = select i1 %14, i32 0, i32 1, !dbg !47
  ret i32 %16, !dbg !50
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i32 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "hits", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c11-atomic.c", directory: ".", checksumkind: CSK_MD5, checksum: "c4445d700531cfbbf3cff05cd741c951")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!6 = !{!0}
!7 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !8)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{i32 1, !"NumRegisterParameters", i32 0}
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 2}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !19, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!5, !5}
!21 = !{}
!22 = !DILocalVariable(name: "arg", arg: 1, scope: !18, file: !3, line: 9, type: !5)
!23 = !DILocation(line: 9, column: 20, scope: !18)
!24 = !DILocation(line: 10, column: 7, scope: !18)
!25 = !DILocation(line: 11, column: 8, scope: !18)
!26 = !DILocation(line: 12, column: 3, scope: !18)
!27 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !28, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!28 = !DISubroutineType(types: !29)
!29 = !{!8}
!30 = !DILocalVariable(name: "a", scope: !27, file: !3, line: 16, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !32, line: 27, baseType: !33)
!32 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!33 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!34 = !DILocation(line: 16, column: 13, scope: !27)
!35 = !DILocalVariable(name: "b", scope: !27, file: !3, line: 16, type: !31)
!36 = !DILocation(line: 16, column: 16, scope: !27)
!37 = !DILocalVariable(name: "snapshot", scope: !27, file: !3, line: 17, type: !8)
!38 = !DILocation(line: 17, column: 7, scope: !27)
!39 = !DILocation(line: 18, column: 3, scope: !27)
!40 = !DILocation(line: 19, column: 3, scope: !27)
!41 = !DILocation(line: 20, column: 14, scope: !27)
!42 = !DILocation(line: 20, column: 12, scope: !27)
!43 = !DILocation(line: 21, column: 16, scope: !27)
!44 = !DILocation(line: 21, column: 3, scope: !27)
!45 = !DILocation(line: 22, column: 16, scope: !27)
!46 = !DILocation(line: 22, column: 3, scope: !27)
!47 = !DILocation(line: 23, column: 10, scope: !27)
!48 = !DILocation(line: 23, column: 22, scope: !27)
!49 = !DILocation(line: 23, column: 19, scope: !27)
!50 = !DILocation(line: 23, column: 3, scope: !27)
