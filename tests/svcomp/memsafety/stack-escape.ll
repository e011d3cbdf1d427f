; ModuleID = 'stack-escape.c'
source_filename = "stack-escape.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @producer(ptr noundef %0) #0 !dbg !14 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !18, !DIExpression(), !19)
    #dbg_declare(ptr %3, !20, !DIExpression(), !21)
  store i32 17, ptr %3, align 4, !dbg !21
    #dbg_declare(ptr %4, !22, !DIExpression(), !23)
  store ptr %3, ptr %4, align 8, !dbg !23
  %5 = load ptr, ptr %4, align 8, !dbg !24
  ret ptr %5, !dbg !25
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !26 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !29, !DIExpression(), !33)
    #dbg_declare(ptr %3, !34, !DIExpression(), !35)
    #dbg_declare(ptr %4, !36, !DIExpression(), !37)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @producer, ptr noundef null) #3, !dbg !38
  %6 = load i64, ptr %2, align 8, !dbg !39
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef %3), !dbg !40
  %8 = load ptr, ptr %3, align 8, !dbg !41
  %9 = load i32, ptr %8, align 4, !dbg !42
  store i32 %9, ptr %4, align 4, !dbg !43
  %10 = load i32, ptr %4, align 4, !dbg !44
  ret i32 %10, !dbg !45
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stack-escape.c", directory: ".", checksumkind: CSK_MD5, checksum: "70aa5acd1d51f6963088c3e44be607bb")
!2 = !{!3, !4}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 2}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "producer", scope: !1, file: !1, line: 7, type: !15, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!15 = !DISubroutineType(types: !16)
!16 = !{!3, !3}
!17 = !{}
!18 = !DILocalVariable(name: "arg", arg: 1, scope: !14, file: !1, line: 7, type: !3)
!19 = !DILocation(line: 7, column: 22, scope: !14)
!20 = !DILocalVariable(name: "result", scope: !14, file: !1, line: 8, type: !5)
!21 = !DILocation(line: 8, column: 7, scope: !14)
!22 = !DILocalVariable(name: "p", scope: !14, file: !1, line: 9, type: !4)
!23 = !DILocation(line: 9, column: 8, scope: !14)
!24 = !DILocation(line: 10, column: 10, scope: !14)
!25 = !DILocation(line: 10, column: 3, scope: !14)
!26 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 13, type: !27, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!27 = !DISubroutineType(types: !28)
!28 = !{!5}
!29 = !DILocalVariable(name: "t", scope: !26, file: !1, line: 14, type: !30)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !31, line: 27, baseType: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!32 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!33 = !DILocation(line: 14, column: 13, scope: !26)
!34 = !DILocalVariable(name: "ret", scope: !26, file: !1, line: 15, type: !3)
!35 = !DILocation(line: 15, column: 9, scope: !26)
!36 = !DILocalVariable(name: "v", scope: !26, file: !1, line: 16, type: !5)
!37 = !DILocation(line: 16, column: 7, scope: !26)
!38 = !DILocation(line: 17, column: 3, scope: !26)
!39 = !DILocation(line: 18, column: 16, scope: !26)
!40 = !DILocation(line: 18, column: 3, scope: !26)
!41 = !DILocation(line: 19, column: 15, scope: !26)
!42 = !DILocation(line: 19, column: 7, scope: !26)
!43 = !DILocation(line: 19, column: 5, scope: !26)
!44 = !DILocation(line: 20, column: 10, scope: !26)
!45 = !DILocation(line: 20, column: 3, scope: !26)
