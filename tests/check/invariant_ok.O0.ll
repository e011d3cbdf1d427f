; ModuleID = 'invariant_ok.c'
source_filename = "invariant_ok.c"
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
define dso_local i32 @a_in_range() #0 !dbg !24 {
  %1 = load i32, ptr @a, align 4, !dbg !25
  %2 = icmp sge i32 %1, 80, !dbg !26
  br i1 %2, label %3, label %6, !dbg !27

3:                                                ; preds = %0
  %4 = load i32, ptr @a, align 4, !dbg !28
  %5 = icmp sle i32 %4, 100, !dbg !29
  br label %6

6:                                                ; preds = %3, %0
  %7 = phi i1 [ false, %0 ], [ %5, %3 ], !dbg !30
  %8 = zext i1 %7 to i32, !dbg !27
  ret i32 %8, !dbg !31
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @transfer(ptr noundef %0) #0 !dbg !32 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !37, !DIExpression(), !38)
  call void @__VERIFIER_atomic_begin(), !dbg !39
  %3 = load i32, ptr @a, align 4, !dbg !40
  %4 = sub nsw i32 %3, 10, !dbg !40
  store i32 %4, ptr @a, align 4, !dbg !40
  %5 = load i32, ptr @b, align 4, !dbg !41
  %6 = add nsw i32 %5, 10, !dbg !41
  store i32 %6, ptr @b, align 4, !dbg !41
  call void @__VERIFIER_atomic_end(), !dbg !42
  ret ptr null, !dbg !43
}

declare void @__VERIFIER_atomic_begin() #1

declare void @__VERIFIER_atomic_end() #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !44 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !45, !DIExpression(), !49)
    #dbg_declare(ptr %3, !50, !DIExpression(), !51)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @transfer, ptr noundef null) #3, !dbg !52
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @transfer, ptr noundef null) #3, !dbg !53
  %6 = load i64, ptr %2, align 8, !dbg !54
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !55
  %8 = load i64, ptr %3, align 8, !dbg !56
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !57
  ret i32 0, !dbg !58
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "invariant_ok.c", directory: ".", checksumkind: CSK_MD5, checksum: "d6ce126f36dd19a823ef8cfa5715fbbb")
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
!24 = distinct !DISubprogram(name: "a_in_range", scope: !3, file: !3, line: 15, type: !17, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!25 = !DILocation(line: 16, column: 10, scope: !24)
!26 = !DILocation(line: 16, column: 12, scope: !24)
!27 = !DILocation(line: 16, column: 18, scope: !24)
!28 = !DILocation(line: 16, column: 21, scope: !24)
!29 = !DILocation(line: 16, column: 23, scope: !24)
!30 = !DILocation(line: 0, scope: !24)
!31 = !DILocation(line: 16, column: 3, scope: !24)
!32 = distinct !DISubprogram(name: "transfer", scope: !3, file: !3, line: 19, type: !33, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !36)
!33 = !DISubroutineType(types: !34)
!34 = !{!35, !35}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!36 = !{}
!37 = !DILocalVariable(name: "arg", arg: 1, scope: !32, file: !3, line: 19, type: !35)
!38 = !DILocation(line: 19, column: 22, scope: !32)
!39 = !DILocation(line: 20, column: 3, scope: !32)
!40 = !DILocation(line: 21, column: 5, scope: !32)
!41 = !DILocation(line: 22, column: 5, scope: !32)
!42 = !DILocation(line: 23, column: 3, scope: !32)
!43 = !DILocation(line: 24, column: 3, scope: !32)
!44 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !36)
!45 = !DILocalVariable(name: "t1", scope: !44, file: !3, line: 28, type: !46)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !47, line: 27, baseType: !48)
!47 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!48 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!49 = !DILocation(line: 28, column: 13, scope: !44)
!50 = !DILocalVariable(name: "t2", scope: !44, file: !3, line: 28, type: !46)
!51 = !DILocation(line: 28, column: 17, scope: !44)
!52 = !DILocation(line: 29, column: 3, scope: !44)
!53 = !DILocation(line: 30, column: 3, scope: !44)
!54 = !DILocation(line: 31, column: 16, scope: !44)
!55 = !DILocation(line: 31, column: 3, scope: !44)
!56 = !DILocation(line: 32, column: 16, scope: !44)
!57 = !DILocation(line: 32, column: 3, scope: !44)
!58 = !DILocation(line: 33, column: 3, scope: !44)
