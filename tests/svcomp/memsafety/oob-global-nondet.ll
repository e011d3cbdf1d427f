; ModuleID = 'oob-global-nondet.c'
source_filename = "oob-global-nondet.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = dso_local global [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 16, !dbg !0
@idx = dso_local global i32 0, align 4, !dbg !8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @assume_abort_if_not(i32 noundef %0) #0 !dbg !22 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !26, !DIExpression(), !27)
  %3 = load i32, ptr %2, align 4, !dbg !28
  %4 = icmp ne i32 %3, 0, !dbg !28
  br i1 %4, label %6, label %5, !dbg !30

5:                                                ; preds = %1
  call void @abort() #4, !dbg !31
  unreachable, !dbg !31

6:                                                ; preds = %1
  ret void, !dbg !33
}

; Function Attrs: noreturn nounwind
declare void @abort() #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @lookup(ptr noundef %0) #0 !dbg !34 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !37, !DIExpression(), !38)
  %3 = load i32, ptr @idx, align 4, !dbg !39
  %4 = sext i32 %3 to i64, !dbg !40
  %5 = getelementptr inbounds [4 x i32], ptr @table, i64 0, i64 %4, !dbg !40
  %6 = load i32, ptr %5, align 4, !dbg !40
  %7 = sext i32 %6 to i64, !dbg !41
  %8 = inttoptr i64 %7 to ptr, !dbg !42
  ret ptr %8, !dbg !43
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !44 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !47, !DIExpression(), !51)
  %3 = call i32 @__VERIFIER_nondet_int(), !dbg !52
  store i32 %3, ptr @idx, align 4, !dbg !53
  %4 = load i32, ptr @idx, align 4, !dbg !54
  %5 = icmp sle i32 0, %4, !dbg !55
  br i1 %5, label %6, label %9, !dbg !56

6:                                                ; preds = %0
  %7 = load i32, ptr @idx, align 4, !dbg !57
  %8 = icmp sle i32 %7, 4, !dbg !58
  br label %9

9:                                                ; preds = %6, %0
  %10 = phi i1 [ false, %0 ], [ %8, %6 ], !dbg !59
  %11 = zext i1 %10 to i32, !dbg !56
  call void @assume_abort_if_not(i32 noundef %11), !dbg !60
  %12 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @lookup, ptr noundef null) #5, !dbg !61
  %13 = load i64, ptr %2, align 8, !dbg !62
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null), !dbg !63
  ret i32 0, !dbg !64
}

declare i32 @__VERIFIER_nondet_int() #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 10, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "oob-global-nondet.c", directory: ".", checksumkind: CSK_MD5, checksum: "cb8417a0f60ac2732fb4f85ed52d9332")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!0, !8}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "idx", scope: !2, file: !3, line: 11, type: !10, isLocal: false, isDefinition: true)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 128, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 4)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "assume_abort_if_not", scope: !3, file: !3, line: 7, type: !23, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!23 = !DISubroutineType(types: !24)
!24 = !{null, !10}
!25 = !{}
!26 = !DILocalVariable(name: "cond", arg: 1, scope: !22, file: !3, line: 7, type: !10)
!27 = !DILocation(line: 7, column: 30, scope: !22)
!28 = !DILocation(line: 7, column: 42, scope: !29)
!29 = distinct !DILexicalBlock(scope: !22, file: !3, line: 7, column: 41)
!30 = !DILocation(line: 7, column: 41, scope: !22)
!31 = !DILocation(line: 7, column: 49, scope: !32)
!32 = distinct !DILexicalBlock(scope: !29, file: !3, line: 7, column: 48)
!33 = !DILocation(line: 7, column: 59, scope: !22)
!34 = distinct !DISubprogram(name: "lookup", scope: !3, file: !3, line: 13, type: !35, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!35 = !DISubroutineType(types: !36)
!36 = !{!5, !5}
!37 = !DILocalVariable(name: "arg", arg: 1, scope: !34, file: !3, line: 13, type: !5)
!38 = !DILocation(line: 13, column: 20, scope: !34)
!39 = !DILocation(line: 14, column: 30, scope: !34)
!40 = !DILocation(line: 14, column: 24, scope: !34)
!41 = !DILocation(line: 14, column: 18, scope: !34)
!42 = !DILocation(line: 14, column: 10, scope: !34)
!43 = !DILocation(line: 14, column: 3, scope: !34)
!44 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !45, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !25)
!45 = !DISubroutineType(types: !46)
!46 = !{!10}
!47 = !DILocalVariable(name: "t", scope: !44, file: !3, line: 18, type: !48)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !49, line: 27, baseType: !50)
!49 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!50 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!51 = !DILocation(line: 18, column: 13, scope: !44)
!52 = !DILocation(line: 19, column: 9, scope: !44)
!53 = !DILocation(line: 19, column: 7, scope: !44)
!54 = !DILocation(line: 20, column: 28, scope: !44)
!55 = !DILocation(line: 20, column: 25, scope: !44)
!56 = !DILocation(line: 20, column: 32, scope: !44)
!57 = !DILocation(line: 20, column: 35, scope: !44)
!58 = !DILocation(line: 20, column: 39, scope: !44)
!59 = !DILocation(line: 0, scope: !44)
!60 = !DILocation(line: 20, column: 3, scope: !44)
!61 = !DILocation(line: 21, column: 3, scope: !44)
!62 = !DILocation(line: 22, column: 16, scope: !44)
!63 = !DILocation(line: 22, column: 3, scope: !44)
!64 = !DILocation(line: 23, column: 3, scope: !44)
