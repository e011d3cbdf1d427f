; ModuleID = 'read-only.c'
source_filename = "read-only.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@table = dso_local global [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16, !dbg !0
@.src = private unnamed_addr constant [12 x i8] c"read-only.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 11, i32 7 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 10, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @sum_table(ptr noundef %0) #0 !dbg !20 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !24, !DIExpression(), !25)
    #dbg_declare(ptr %3, !26, !DIExpression(), !27)
    #dbg_declare(ptr %4, !28, !DIExpression(), !29)
  store i32 0, ptr %4, align 4, !dbg !29
  store i32 0, ptr %3, align 4, !dbg !30
  br label %5, !dbg !32

5:                                                ; preds = %30, %1
  %6 = load i32, ptr %3, align 4, !dbg !33
  %7 = icmp slt i32 %6, 4, !dbg !35
  br i1 %7, label %8, label %31, !dbg !36

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !37
  %10 = sext i32 %9 to i64, !dbg !38
  %11 = getelementptr inbounds [4 x i32], ptr @table, i64 0, i64 %10, !dbg !38
  %12 = load i32, ptr %11, align 4, !dbg !38
  %13 = load i32, ptr %4, align 4, !dbg !39
  %14 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %13, i32 %12), !dbg !39, !nosanitize !23
  %15 = extractvalue { i32, i1 } %14, 0, !dbg !39, !nosanitize !23
  %16 = extractvalue { i32, i1 } %14, 1, !dbg !39, !nosanitize !23
  %17 = xor i1 %16, true, !dbg !39, !nosanitize !23
  br i1 %17, label %21, label %18, !dbg !39, !prof !40, !nosanitize !23

18:                                               ; preds = %8
  %19 = zext i32 %13 to i64, !dbg !39, !nosanitize !23
  %20 = zext i32 %12 to i64, !dbg !39, !nosanitize !23
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %19, i64 %20) #5, !dbg !39, !nosanitize !23
  br label %21, !dbg !39, !nosanitize !23

21:                                               ; preds = %18, %8
  store i32 %15, ptr %4, align 4, !dbg !39
  br label %22, !dbg !41

22:                                               ; preds = %21
  %23 = load i32, ptr %3, align 4, !dbg !42
  %24 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %23, i32 1), !dbg !42, !nosanitize !23
  %25 = extractvalue { i32, i1 } %24, 0, !dbg !42, !nosanitize !23
  %26 = extractvalue { i32, i1 } %24, 1, !dbg !42, !nosanitize !23
  %27 = xor i1 %26, true, !dbg !42, !nosanitize !23
  br i1 %27, label %30, label %28, !dbg !42, !prof !40, !nosanitize !23

28:                                               ; preds = %22
  %29 = zext i32 %23 to i64, !dbg !42, !nosanitize !23
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %29, i64 1) #5, !dbg !42, !nosanitize !23
  br label %30, !dbg !42, !nosanitize !23

30:                                               ; preds = %28, %22
  store i32 %25, ptr %3, align 4, !dbg !42
  br label %5, !dbg !43, !llvm.loop !44

31:                                               ; preds = %5
  %32 = load i32, ptr %4, align 4, !dbg !47
  %33 = sext i32 %32 to i64, !dbg !48
  %34 = inttoptr i64 %33 to ptr, !dbg !49
  ret ptr %34, !dbg !50
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !51 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !54, !DIExpression(), !58)
    #dbg_declare(ptr %3, !59, !DIExpression(), !60)
  store i32 40, ptr getelementptr inbounds ([4 x i32], ptr @table, i64 0, i64 3), align 4, !dbg !61
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @sum_table, ptr noundef null) #5, !dbg !62
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @sum_table, ptr noundef null) #5, !dbg !63
  %6 = load i64, ptr %2, align 8, !dbg !64
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !65
  %8 = load i64, ptr %3, align 8, !dbg !66
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !67
  ret i32 0, !dbg !68
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

declare i32 @pthread_join(i64 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 6, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "read-only.c", directory: ".", checksumkind: CSK_MD5, checksum: "01e7dc13074b2e049c7fb66bdacaf52c")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!0}
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 128, elements: !10)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 8, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 2}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!20 = distinct !DISubprogram(name: "sum_table", scope: !3, file: !3, line: 8, type: !21, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!5, !5}
!23 = !{}
!24 = !DILocalVariable(name: "arg", arg: 1, scope: !20, file: !3, line: 8, type: !5)
!25 = !DILocation(line: 8, column: 23, scope: !20)
!26 = !DILocalVariable(name: "i", scope: !20, file: !3, line: 9, type: !9)
!27 = !DILocation(line: 9, column: 7, scope: !20)
!28 = !DILocalVariable(name: "s", scope: !20, file: !3, line: 9, type: !9)
!29 = !DILocation(line: 9, column: 10, scope: !20)
!30 = !DILocation(line: 10, column: 10, scope: !31)
!31 = distinct !DILexicalBlock(scope: !20, file: !3, line: 10, column: 3)
!32 = !DILocation(line: 10, column: 8, scope: !31)
!33 = !DILocation(line: 10, column: 15, scope: !34)
!34 = distinct !DILexicalBlock(scope: !31, file: !3, line: 10, column: 3)
!35 = !DILocation(line: 10, column: 17, scope: !34)
!36 = !DILocation(line: 10, column: 3, scope: !31)
!37 = !DILocation(line: 11, column: 16, scope: !34)
!38 = !DILocation(line: 11, column: 10, scope: !34)
!39 = !DILocation(line: 11, column: 7, scope: !34)
!40 = !{!"branch_weights", i32 1048575, i32 1}
!41 = !DILocation(line: 11, column: 5, scope: !34)
!42 = !DILocation(line: 10, column: 23, scope: !34)
!43 = !DILocation(line: 10, column: 3, scope: !34)
!44 = distinct !{!44, !36, !45, !46}
!45 = !DILocation(line: 11, column: 17, scope: !31)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DILocation(line: 12, column: 24, scope: !20)
!48 = !DILocation(line: 12, column: 18, scope: !20)
!49 = !DILocation(line: 12, column: 10, scope: !20)
!50 = !DILocation(line: 12, column: 3, scope: !20)
!51 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !52, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!52 = !DISubroutineType(types: !53)
!53 = !{!9}
!54 = !DILocalVariable(name: "a", scope: !51, file: !3, line: 16, type: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !56, line: 27, baseType: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!57 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!58 = !DILocation(line: 16, column: 13, scope: !51)
!59 = !DILocalVariable(name: "b", scope: !51, file: !3, line: 16, type: !55)
!60 = !DILocation(line: 16, column: 16, scope: !51)
!61 = !DILocation(line: 17, column: 12, scope: !51)
!62 = !DILocation(line: 18, column: 3, scope: !51)
!63 = !DILocation(line: 19, column: 3, scope: !51)
!64 = !DILocation(line: 20, column: 16, scope: !51)
!65 = !DILocation(line: 20, column: 3, scope: !51)
!66 = !DILocation(line: 21, column: 16, scope: !51)
!67 = !DILocation(line: 21, column: 3, scope: !51)
!68 = !DILocation(line: 22, column: 3, scope: !51)
