; ModuleID = 'race.c'
source_filename = "race.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@shared = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @one(ptr noundef %0) #0 !dbg !14 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !19, !DIExpression(), !20)
  store i32 1, ptr @shared, align 4, !dbg !21
  ret ptr null, !dbg !22
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @two(ptr noundef %0) #0 !dbg !23 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !24, !DIExpression(), !25)
  store i32 2, ptr @shared, align 4, !dbg !26
  ret ptr null, !dbg !27
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !28 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !31, !DIExpression(), !35)
    #dbg_declare(ptr %3, !36, !DIExpression(), !37)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @one, ptr noundef null) #3, !dbg !38
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @two, ptr noundef null) #3, !dbg !39
  %6 = load i64, ptr %2, align 8, !dbg !40
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !41
  %8 = load i64, ptr %3, align 8, !dbg !42
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !43
  ret i32 0, !dbg !44
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "shared", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race.c", directory: ".", checksumkind: CSK_MD5, checksum: "532077818b0a0d9be97aac3139571012")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 2}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "one", scope: !3, file: !3, line: 11, type: !15, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !18)
!15 = !DISubroutineType(types: !16)
!16 = !{!17, !17}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!18 = !{}
!19 = !DILocalVariable(name: "arg", arg: 1, scope: !14, file: !3, line: 11, type: !17)
!20 = !DILocation(line: 11, column: 17, scope: !14)
!21 = !DILocation(line: 12, column: 10, scope: !14)
!22 = !DILocation(line: 13, column: 3, scope: !14)
!23 = distinct !DISubprogram(name: "two", scope: !3, file: !3, line: 16, type: !15, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !18)
!24 = !DILocalVariable(name: "arg", arg: 1, scope: !23, file: !3, line: 16, type: !17)
!25 = !DILocation(line: 16, column: 17, scope: !23)
!26 = !DILocation(line: 17, column: 10, scope: !23)
!27 = !DILocation(line: 18, column: 3, scope: !23)
!28 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !29, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !18)
!29 = !DISubroutineType(types: !30)
!30 = !{!5}
!31 = !DILocalVariable(name: "a", scope: !28, file: !3, line: 22, type: !32)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !33, line: 27, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!34 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!35 = !DILocation(line: 22, column: 13, scope: !28)
!36 = !DILocalVariable(name: "b", scope: !28, file: !3, line: 22, type: !32)
!37 = !DILocation(line: 22, column: 16, scope: !28)
!38 = !DILocation(line: 23, column: 3, scope: !28)
!39 = !DILocation(line: 24, column: 3, scope: !28)
!40 = !DILocation(line: 25, column: 16, scope: !28)
!41 = !DILocation(line: 25, column: 3, scope: !28)
!42 = !DILocation(line: 26, column: 16, scope: !28)
!43 = !DILocation(line: 26, column: 3, scope: !28)
!44 = !DILocation(line: 27, column: 3, scope: !28)
