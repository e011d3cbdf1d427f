; ModuleID = 'uaf_thread.c'
source_filename = "uaf_thread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !10 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !15, !DIExpression(), !16)
    #dbg_declare(ptr %3, !17, !DIExpression(), !20)
  %4 = load ptr, ptr %2, align 8, !dbg !21
  store ptr %4, ptr %3, align 8, !dbg !20
  %5 = load ptr, ptr %3, align 8, !dbg !22
  store i32 1, ptr %5, align 4, !dbg !23
  ret ptr null, !dbg !24
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !25 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !28, !DIExpression(), !29)
  %4 = call noalias ptr @malloc(i64 noundef 4) #4, !dbg !30
  store ptr %4, ptr %2, align 8, !dbg !29
    #dbg_declare(ptr %3, !31, !DIExpression(), !35)
  %5 = load ptr, ptr %2, align 8, !dbg !36
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef %5) #5, !dbg !37
  %7 = load ptr, ptr %2, align 8, !dbg !38
  call void @free(ptr noundef %7) #5, !dbg !39
  %8 = load i64, ptr %3, align 8, !dbg !40
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !41
  ret i32 0, !dbg !42
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "uaf_thread.c", directory: ".", checksumkind: CSK_MD5, checksum: "1737ed259a0a67e4924dac5433dac6bd")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "worker", scope: !1, file: !1, line: 7, type: !11, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!14 = !{}
!15 = !DILocalVariable(name: "arg", arg: 1, scope: !10, file: !1, line: 7, type: !13)
!16 = !DILocation(line: 7, column: 20, scope: !10)
!17 = !DILocalVariable(name: "p", scope: !10, file: !1, line: 8, type: !18)
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DILocation(line: 8, column: 8, scope: !10)
!21 = !DILocation(line: 8, column: 12, scope: !10)
!22 = !DILocation(line: 9, column: 4, scope: !10)
!23 = !DILocation(line: 9, column: 6, scope: !10)
!24 = !DILocation(line: 10, column: 3, scope: !10)
!25 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 13, type: !26, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!26 = !DISubroutineType(types: !27)
!27 = !{!19}
!28 = !DILocalVariable(name: "p", scope: !25, file: !1, line: 14, type: !18)
!29 = !DILocation(line: 14, column: 8, scope: !25)
!30 = !DILocation(line: 14, column: 12, scope: !25)
!31 = !DILocalVariable(name: "t", scope: !25, file: !1, line: 15, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !33, line: 27, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!34 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!35 = !DILocation(line: 15, column: 13, scope: !25)
!36 = !DILocation(line: 16, column: 33, scope: !25)
!37 = !DILocation(line: 16, column: 3, scope: !25)
!38 = !DILocation(line: 17, column: 8, scope: !25)
!39 = !DILocation(line: 17, column: 3, scope: !25)
!40 = !DILocation(line: 18, column: 16, scope: !25)
!41 = !DILocation(line: 18, column: 3, scope: !25)
!42 = !DILocation(line: 19, column: 3, scope: !25)
