; ModuleID = 'nondet-offset.c'
source_filename = "nondet-offset.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@.src = private unnamed_addr constant [16 x i8] c"nondet-offset.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 26 }, ptr @0 }
@result = dso_local global i32 0, align 4, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @assume_abort_if_not(i32 noundef %0) #0 !dbg !16 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !20, !DIExpression(), !21)
  %3 = load i32, ptr %2, align 4, !dbg !22
  %4 = icmp ne i32 %3, 0, !dbg !22
  br i1 %4, label %6, label %5, !dbg !24

5:                                                ; preds = %1
  call void @abort() #6, !dbg !25
  unreachable, !dbg !25

6:                                                ; preds = %1
  ret void, !dbg !27
}

; Function Attrs: noreturn nounwind
declare void @abort() #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @add(ptr noundef %0) #0 !dbg !28 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !32, !DIExpression(), !33)
  %3 = load i32, ptr @x, align 4, !dbg !34
  %4 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 2147483645, i32 %3), !dbg !35, !nosanitize !19
  %5 = extractvalue { i32, i1 } %4, 0, !dbg !35, !nosanitize !19
  %6 = extractvalue { i32, i1 } %4, 1, !dbg !35, !nosanitize !19
  %7 = xor i1 %6, true, !dbg !35, !nosanitize !19
  br i1 %7, label %10, label %8, !dbg !35, !prof !36, !nosanitize !19

8:                                                ; preds = %1
  %9 = zext i32 %3 to i64, !dbg !35, !nosanitize !19
  call void @__ubsan_handle_add_overflow(ptr @1, i64 2147483645, i64 %9) #7, !dbg !35, !nosanitize !19
  br label %10, !dbg !35, !nosanitize !19

10:                                               ; preds = %8, %1
  store i32 %5, ptr @result, align 4, !dbg !37
  ret ptr null, !dbg !38
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !39 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !42, !DIExpression(), !46)
  %3 = call i32 @__VERIFIER_nondet_int(), !dbg !47
  store i32 %3, ptr @x, align 4, !dbg !48
  %4 = load i32, ptr @x, align 4, !dbg !49
  %5 = icmp sle i32 0, %4, !dbg !50
  br i1 %5, label %6, label %9, !dbg !51

6:                                                ; preds = %0
  %7 = load i32, ptr @x, align 4, !dbg !52
  %8 = icmp slt i32 %7, 4, !dbg !53
  br label %9

9:                                                ; preds = %6, %0
  %10 = phi i1 [ false, %0 ], [ %8, %6 ], !dbg !54
  %11 = zext i1 %10 to i32, !dbg !51
  call void @assume_abort_if_not(i32 noundef %11), !dbg !55
  %12 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @add, ptr noundef null) #7, !dbg !56
  %13 = load i64, ptr %2, align 8, !dbg !57
  %14 = call i32 @pthread_join(i64 noundef %13, ptr noundef null), !dbg !58
  ret i32 0, !dbg !59
}

declare i32 @__VERIFIER_nondet_int() #4

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #5

declare i32 @pthread_join(i64 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 11, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "nondet-offset.c", directory: ".", checksumkind: CSK_MD5, checksum: "053d5b044c22e2f6607a2ac2ee461864")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "result", scope: !2, file: !3, line: 12, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "assume_abort_if_not", scope: !3, file: !3, line: 8, type: !17, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{null, !7}
!19 = !{}
!20 = !DILocalVariable(name: "cond", arg: 1, scope: !16, file: !3, line: 8, type: !7)
!21 = !DILocation(line: 8, column: 30, scope: !16)
!22 = !DILocation(line: 8, column: 42, scope: !23)
!23 = distinct !DILexicalBlock(scope: !16, file: !3, line: 8, column: 41)
!24 = !DILocation(line: 8, column: 41, scope: !16)
!25 = !DILocation(line: 8, column: 49, scope: !26)
!26 = distinct !DILexicalBlock(scope: !23, file: !3, line: 8, column: 48)
!27 = !DILocation(line: 8, column: 59, scope: !16)
!28 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 14, type: !29, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !19)
!29 = !DISubroutineType(types: !30)
!30 = !{!31, !31}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!32 = !DILocalVariable(name: "arg", arg: 1, scope: !28, file: !3, line: 14, type: !31)
!33 = !DILocation(line: 14, column: 17, scope: !28)
!34 = !DILocation(line: 15, column: 28, scope: !28)
!35 = !DILocation(line: 15, column: 26, scope: !28)
!36 = !{!"branch_weights", i32 1048575, i32 1}
!37 = !DILocation(line: 15, column: 10, scope: !28)
!38 = !DILocation(line: 16, column: 3, scope: !28)
!39 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !40, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !19)
!40 = !DISubroutineType(types: !41)
!41 = !{!7}
!42 = !DILocalVariable(name: "t", scope: !39, file: !3, line: 20, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !44, line: 27, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DILocation(line: 20, column: 13, scope: !39)
!47 = !DILocation(line: 21, column: 7, scope: !39)
!48 = !DILocation(line: 21, column: 5, scope: !39)
!49 = !DILocation(line: 22, column: 28, scope: !39)
!50 = !DILocation(line: 22, column: 25, scope: !39)
!51 = !DILocation(line: 22, column: 30, scope: !39)
!52 = !DILocation(line: 22, column: 33, scope: !39)
!53 = !DILocation(line: 22, column: 35, scope: !39)
!54 = !DILocation(line: 0, scope: !39)
!55 = !DILocation(line: 22, column: 3, scope: !39)
!56 = !DILocation(line: 23, column: 3, scope: !39)
!57 = !DILocation(line: 24, column: 16, scope: !39)
!58 = !DILocation(line: 24, column: 3, scope: !39)
!59 = !DILocation(line: 25, column: 3, scope: !39)
