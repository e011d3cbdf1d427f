; ModuleID = 'flag-spin.c'
source_filename = "flag-spin.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@done = dso_local global i32 0, align 4, !dbg !0
@data = dso_local global i32 0, align 4, !dbg !8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @waiter(ptr noundef %0) #0 !dbg !19 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !23, !DIExpression(), !24)
  br label %3, !dbg !25

3:                                                ; preds = %7, %1
  %4 = load i32, ptr @done, align 4, !dbg !26
  %5 = icmp ne i32 %4, 0, !dbg !27
  %6 = xor i1 %5, true, !dbg !27
  br i1 %6, label %7, label %8, !dbg !25

7:                                                ; preds = %3
  br label %3, !dbg !25, !llvm.loop !28

8:                                                ; preds = %3
  %9 = load i32, ptr @data, align 4, !dbg !31
  %10 = sext i32 %9 to i64, !dbg !32
  %11 = inttoptr i64 %10 to ptr, !dbg !33
  ret ptr %11, !dbg !34
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !35 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !38, !DIExpression(), !42)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @waiter, ptr noundef null) #3, !dbg !43
  store i32 1, ptr @data, align 4, !dbg !44
  store i32 1, ptr @done, align 4, !dbg !45
  %4 = load i64, ptr %2, align 8, !dbg !46
  %5 = call i32 @pthread_join(i64 noundef %4, ptr noundef null), !dbg !47
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
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 8, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "flag-spin.c", directory: ".", checksumkind: CSK_MD5, checksum: "951f07669893b5050978730499c0235c")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!8, !0}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "data", scope: !2, file: !3, line: 7, type: !10, isLocal: false, isDefinition: true)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "waiter", scope: !3, file: !3, line: 10, type: !20, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!5, !5}
!22 = !{}
!23 = !DILocalVariable(name: "arg", arg: 1, scope: !19, file: !3, line: 10, type: !5)
!24 = !DILocation(line: 10, column: 20, scope: !19)
!25 = !DILocation(line: 11, column: 3, scope: !19)
!26 = !DILocation(line: 11, column: 11, scope: !19)
!27 = !DILocation(line: 11, column: 10, scope: !19)
!28 = distinct !{!28, !25, !29, !30}
!29 = !DILocation(line: 12, column: 5, scope: !19)
!30 = !{!"llvm.loop.mustprogress"}
!31 = !DILocation(line: 13, column: 24, scope: !19)
!32 = !DILocation(line: 13, column: 18, scope: !19)
!33 = !DILocation(line: 13, column: 10, scope: !19)
!34 = !DILocation(line: 13, column: 3, scope: !19)
!35 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !36, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!36 = !DISubroutineType(types: !37)
!37 = !{!10}
!38 = !DILocalVariable(name: "t", scope: !35, file: !3, line: 17, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !40, line: 27, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !DILocation(line: 17, column: 13, scope: !35)
!43 = !DILocation(line: 18, column: 3, scope: !35)
!44 = !DILocation(line: 19, column: 8, scope: !35)
!45 = !DILocation(line: 20, column: 8, scope: !35)
!46 = !DILocation(line: 21, column: 16, scope: !35)
!47 = !DILocation(line: 21, column: 3, scope: !35)
!48 = !DILocation(line: 22, column: 3, scope: !35)
