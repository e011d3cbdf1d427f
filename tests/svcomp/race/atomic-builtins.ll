; ModuleID = 'atomic-builtins.c'
source_filename = "atomic-builtins.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@count = dso_local global i32 0, align 4, !dbg !0
@.src = private unnamed_addr constant [18 x i8] c"atomic-builtins.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 19, i32 23 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 21, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !17 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !21, !DIExpression(), !22)
    #dbg_declare(ptr %3, !23, !DIExpression(), !24)
  store i32 1, ptr %4, align 4, !dbg !25
  %7 = load i32, ptr %4, align 4, !dbg !25
  %8 = atomicrmw add ptr @count, i32 %7 seq_cst, align 4, !dbg !25
  store i32 %8, ptr %5, align 4, !dbg !25
  %9 = load i32, ptr %5, align 4, !dbg !25
  %10 = load atomic i32, ptr @count seq_cst, align 4, !dbg !26
  store i32 %10, ptr %6, align 4, !dbg !26
  %11 = load i32, ptr %6, align 4, !dbg !26
  store i32 %11, ptr %3, align 4, !dbg !27
  %12 = load i32, ptr %3, align 4, !dbg !28
  %13 = sext i32 %12 to i64, !dbg !29
  %14 = inttoptr i64 %13 to ptr, !dbg !30
  ret ptr %14, !dbg !31
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !32 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 16
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !35, !DIExpression(), !42)
    #dbg_declare(ptr %3, !43, !DIExpression(), !44)
  store i32 0, ptr %3, align 4, !dbg !45
  br label %4, !dbg !47

4:                                                ; preds = %20, %0
  %5 = load i32, ptr %3, align 4, !dbg !48
  %6 = icmp slt i32 %5, 3, !dbg !50
  br i1 %6, label %7, label %21, !dbg !51

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !52
  %9 = sext i32 %8 to i64, !dbg !53
  %10 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %9, !dbg !53
  %11 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @worker, ptr noundef null) #5, !dbg !54
  br label %12, !dbg !54

12:                                               ; preds = %7
  %13 = load i32, ptr %3, align 4, !dbg !55
  %14 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %13, i32 1), !dbg !55, !nosanitize !20
  %15 = extractvalue { i32, i1 } %14, 0, !dbg !55, !nosanitize !20
  %16 = extractvalue { i32, i1 } %14, 1, !dbg !55, !nosanitize !20
  %17 = xor i1 %16, true, !dbg !55, !nosanitize !20
  br i1 %17, label %20, label %18, !dbg !55, !prof !56, !nosanitize !20

18:                                               ; preds = %12
  %19 = zext i32 %13 to i64, !dbg !55, !nosanitize !20
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %19, i64 1) #5, !dbg !55, !nosanitize !20
  br label %20, !dbg !55, !nosanitize !20

20:                                               ; preds = %18, %12
  store i32 %15, ptr %3, align 4, !dbg !55
  br label %4, !dbg !57, !llvm.loop !58

21:                                               ; preds = %4
  store i32 0, ptr %3, align 4, !dbg !61
  br label %22, !dbg !63

22:                                               ; preds = %39, %21
  %23 = load i32, ptr %3, align 4, !dbg !64
  %24 = icmp slt i32 %23, 3, !dbg !66
  br i1 %24, label %25, label %40, !dbg !67

25:                                               ; preds = %22
  %26 = load i32, ptr %3, align 4, !dbg !68
  %27 = sext i32 %26 to i64, !dbg !69
  %28 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %27, !dbg !69
  %29 = load i64, ptr %28, align 8, !dbg !69
  %30 = call i32 @pthread_join(i64 noundef %29, ptr noundef null), !dbg !70
  br label %31, !dbg !70

31:                                               ; preds = %25
  %32 = load i32, ptr %3, align 4, !dbg !71
  %33 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %32, i32 1), !dbg !71, !nosanitize !20
  %34 = extractvalue { i32, i1 } %33, 0, !dbg !71, !nosanitize !20
  %35 = extractvalue { i32, i1 } %33, 1, !dbg !71, !nosanitize !20
  %36 = xor i1 %35, true, !dbg !71, !nosanitize !20
  br i1 %36, label %39, label %37, !dbg !71, !prof !56, !nosanitize !20

37:                                               ; preds = %31
  %38 = zext i32 %32 to i64, !dbg !71, !nosanitize !20
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %38, i64 1) #5, !dbg !71, !nosanitize !20
  br label %39, !dbg !71, !nosanitize !20

39:                                               ; preds = %37, %31
  store i32 %34, ptr %3, align 4, !dbg !71
  br label %22, !dbg !72, !llvm.loop !73

40:                                               ; preds = %22
  %41 = load i32, ptr @count, align 4, !dbg !75
  %42 = icmp eq i32 %41, 3, !dbg !76
  %43 = zext i1 %42 to i64, !dbg !75
  %44 = select i1 %42, i32 0, i32 1, !dbg !75
  ret i32 %44, !dbg !77
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #3

declare i32 @pthread_join(i64 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 7, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atomic-builtins.c", directory: ".", checksumkind: CSK_MD5, checksum: "7a2ba2d529d11c65439137cc24c9b3a8")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!0}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !18, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{!5, !5}
!20 = !{}
!21 = !DILocalVariable(name: "arg", arg: 1, scope: !17, file: !3, line: 9, type: !5)
!22 = !DILocation(line: 9, column: 20, scope: !17)
!23 = !DILocalVariable(name: "seen", scope: !17, file: !3, line: 10, type: !8)
!24 = !DILocation(line: 10, column: 7, scope: !17)
!25 = !DILocation(line: 11, column: 3, scope: !17)
!26 = !DILocation(line: 12, column: 10, scope: !17)
!27 = !DILocation(line: 12, column: 8, scope: !17)
!28 = !DILocation(line: 13, column: 24, scope: !17)
!29 = !DILocation(line: 13, column: 18, scope: !17)
!30 = !DILocation(line: 13, column: 10, scope: !17)
!31 = !DILocation(line: 13, column: 3, scope: !17)
!32 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !33, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!33 = !DISubroutineType(types: !34)
!34 = !{!8}
!35 = !DILocalVariable(name: "t", scope: !32, file: !3, line: 17, type: !36)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 192, elements: !40)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !38, line: 27, baseType: !39)
!38 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!39 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!40 = !{!41}
!41 = !DISubrange(count: 3)
!42 = !DILocation(line: 17, column: 13, scope: !32)
!43 = !DILocalVariable(name: "i", scope: !32, file: !3, line: 18, type: !8)
!44 = !DILocation(line: 18, column: 7, scope: !32)
!45 = !DILocation(line: 19, column: 10, scope: !46)
!46 = distinct !DILexicalBlock(scope: !32, file: !3, line: 19, column: 3)
!47 = !DILocation(line: 19, column: 8, scope: !46)
!48 = !DILocation(line: 19, column: 15, scope: !49)
!49 = distinct !DILexicalBlock(scope: !46, file: !3, line: 19, column: 3)
!50 = !DILocation(line: 19, column: 17, scope: !49)
!51 = !DILocation(line: 19, column: 3, scope: !46)
!52 = !DILocation(line: 20, column: 23, scope: !49)
!53 = !DILocation(line: 20, column: 21, scope: !49)
!54 = !DILocation(line: 20, column: 5, scope: !49)
!55 = !DILocation(line: 19, column: 23, scope: !49)
!56 = !{!"branch_weights", i32 1048575, i32 1}
!57 = !DILocation(line: 19, column: 3, scope: !49)
!58 = distinct !{!58, !51, !59, !60}
!59 = !DILocation(line: 20, column: 45, scope: !46)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 21, column: 10, scope: !62)
!62 = distinct !DILexicalBlock(scope: !32, file: !3, line: 21, column: 3)
!63 = !DILocation(line: 21, column: 8, scope: !62)
!64 = !DILocation(line: 21, column: 15, scope: !65)
!65 = distinct !DILexicalBlock(scope: !62, file: !3, line: 21, column: 3)
!66 = !DILocation(line: 21, column: 17, scope: !65)
!67 = !DILocation(line: 21, column: 3, scope: !62)
!68 = !DILocation(line: 22, column: 20, scope: !65)
!69 = !DILocation(line: 22, column: 18, scope: !65)
!70 = !DILocation(line: 22, column: 5, scope: !65)
!71 = !DILocation(line: 21, column: 23, scope: !65)
!72 = !DILocation(line: 21, column: 3, scope: !65)
!73 = distinct !{!73, !67, !74, !60}
!74 = !DILocation(line: 22, column: 28, scope: !62)
!75 = !DILocation(line: 23, column: 10, scope: !32)
!76 = !DILocation(line: 23, column: 16, scope: !32)
!77 = !DILocation(line: 23, column: 3, scope: !32)
