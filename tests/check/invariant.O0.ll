; ModuleID = 'invariant.c'
source_filename = "invariant.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global i32 100, align 4, !dbg !0
@b = dso_local global i32 0, align 4, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @total_is_100() #0 !dbg !16 {
  %1 = load i32, ptr @a, align 4, !dbg !19
  %2 = load i32, ptr @b, align 4, !dbg !20
  %3 = add nsw i32 %1, %2, !dbg !21
  %4 = icmp eq i32 %3, 100, !dbg !22
  %5 = zext i1 %4 to i32, !dbg !22
  ret i32 %5, !dbg !23
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @transfer(ptr noundef %0) #0 !dbg !24 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !29, !DIExpression(), !30)
  %3 = load i32, ptr @a, align 4, !dbg !31
  %4 = sub nsw i32 %3, 10, !dbg !31
  store i32 %4, ptr @a, align 4, !dbg !31
  %5 = load i32, ptr @b, align 4, !dbg !32
  %6 = add nsw i32 %5, 10, !dbg !32
  store i32 %6, ptr @b, align 4, !dbg !32
  ret ptr null, !dbg !33
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !34 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !35, !DIExpression(), !39)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @transfer, ptr noundef null) #3, !dbg !40
  %4 = load i64, ptr %2, align 8, !dbg !41
  %5 = call i32 @pthread_join(i64 noundef %4, ptr noundef null), !dbg !42
  ret i32 0, !dbg !43
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "invariant.c", directory: ".", checksumkind: CSK_MD5, checksum: "87ecbc76b4f49397a2c15b94c0bdccfb")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "total_is_100", scope: !3, file: !3, line: 11, type: !17, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!17 = !DISubroutineType(types: !18)
!18 = !{!7}
!19 = !DILocation(line: 12, column: 10, scope: !16)
!20 = !DILocation(line: 12, column: 14, scope: !16)
!21 = !DILocation(line: 12, column: 12, scope: !16)
!22 = !DILocation(line: 12, column: 16, scope: !16)
!23 = !DILocation(line: 12, column: 3, scope: !16)
!24 = distinct !DISubprogram(name: "transfer", scope: !3, file: !3, line: 15, type: !25, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!25 = !DISubroutineType(types: !26)
!26 = !{!27, !27}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!28 = !{}
!29 = !DILocalVariable(name: "arg", arg: 1, scope: !24, file: !3, line: 15, type: !27)
!30 = !DILocation(line: 15, column: 22, scope: !24)
!31 = !DILocation(line: 16, column: 5, scope: !24)
!32 = !DILocation(line: 17, column: 5, scope: !24)
!33 = !DILocation(line: 18, column: 3, scope: !24)
!34 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !17, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!35 = !DILocalVariable(name: "t", scope: !34, file: !3, line: 22, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !37, line: 27, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!38 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!39 = !DILocation(line: 22, column: 13, scope: !34)
!40 = !DILocation(line: 23, column: 3, scope: !34)
!41 = !DILocation(line: 24, column: 16, scope: !34)
!42 = !DILocation(line: 24, column: 3, scope: !34)
!43 = !DILocation(line: 25, column: 3, scope: !34)
