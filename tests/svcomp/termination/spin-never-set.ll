; ModuleID = 'spin-never-set.c'
source_filename = "spin-never-set.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@flag = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @waiter(ptr noundef %0) #0 !dbg !15 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !20, !DIExpression(), !21)
  br label %3, !dbg !22

3:                                                ; preds = %6, %1
  %4 = load volatile i32, ptr @flag, align 4, !dbg !23
  %5 = icmp eq i32 %4, 0, !dbg !24
  br i1 %5, label %6, label %7, !dbg !22

6:                                                ; preds = %3
  br label %3, !dbg !22, !llvm.loop !25

7:                                                ; preds = %3
  ret ptr null, !dbg !28
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !29 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i8, align 1
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !32, !DIExpression(), !36)
    #dbg_declare(ptr %3, !37, !DIExpression(), !39)
  %4 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !40
  %5 = zext i1 %4 to i8, !dbg !39
  store i8 %5, ptr %3, align 1, !dbg !39
  %6 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @waiter, ptr noundef null) #3, !dbg !41
  %7 = load i8, ptr %3, align 1, !dbg !42
  %8 = trunc i8 %7 to i1, !dbg !42
  br i1 %8, label %9, label %10, !dbg !44

9:                                                ; preds = %0
  store volatile i32 1, ptr @flag, align 4, !dbg !45
  br label %10, !dbg !46

10:                                               ; preds = %9, %0
  %11 = load i64, ptr %2, align 8, !dbg !47
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !48
  ret i32 0, !dbg !49
}

declare zeroext i1 @__VERIFIER_nondet_bool() #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 10, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "spin-never-set.c", directory: ".", checksumkind: CSK_MD5, checksum: "ccaa4a17de3e33db2707f912f9d9f962")
!4 = !{!0}
!5 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 2}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "waiter", scope: !3, file: !3, line: 12, type: !16, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!19 = !{}
!20 = !DILocalVariable(name: "arg", arg: 1, scope: !15, file: !3, line: 12, type: !18)
!21 = !DILocation(line: 12, column: 20, scope: !15)
!22 = !DILocation(line: 13, column: 3, scope: !15)
!23 = !DILocation(line: 13, column: 10, scope: !15)
!24 = !DILocation(line: 13, column: 15, scope: !15)
!25 = distinct !{!25, !22, !26, !27}
!26 = !DILocation(line: 14, column: 3, scope: !15)
!27 = !{!"llvm.loop.mustprogress"}
!28 = !DILocation(line: 15, column: 3, scope: !15)
!29 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !30, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !19)
!30 = !DISubroutineType(types: !31)
!31 = !{!6}
!32 = !DILocalVariable(name: "t", scope: !29, file: !3, line: 19, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !34, line: 27, baseType: !35)
!34 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!35 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!36 = !DILocation(line: 19, column: 13, scope: !29)
!37 = !DILocalVariable(name: "go_ahead", scope: !29, file: !3, line: 20, type: !38)
!38 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!39 = !DILocation(line: 20, column: 9, scope: !29)
!40 = !DILocation(line: 20, column: 20, scope: !29)
!41 = !DILocation(line: 21, column: 3, scope: !29)
!42 = !DILocation(line: 22, column: 7, scope: !43)
!43 = distinct !DILexicalBlock(scope: !29, file: !3, line: 22, column: 7)
!44 = !DILocation(line: 22, column: 7, scope: !29)
!45 = !DILocation(line: 23, column: 10, scope: !43)
!46 = !DILocation(line: 23, column: 5, scope: !43)
!47 = !DILocation(line: 24, column: 16, scope: !29)
!48 = !DILocation(line: 24, column: 3, scope: !29)
!49 = !DILocation(line: 25, column: 3, scope: !29)
