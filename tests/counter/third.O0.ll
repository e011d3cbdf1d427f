; ModuleID = 'third.c'
source_filename = "third.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@arrived = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [8 x i8] c"me <= 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [8 x i8] c"third.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !13

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !28 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !33, !DIExpression(), !34)
    #dbg_declare(ptr %3, !35, !DIExpression(), !36)
  store i32 1, ptr %4, align 4, !dbg !37
  %6 = load i32, ptr %4, align 4, !dbg !37
  %7 = atomicrmw add ptr @arrived, i32 %6 seq_cst, align 4, !dbg !37
  %8 = add i32 %7, %6, !dbg !37
  store i32 %8, ptr %5, align 4, !dbg !37
  %9 = load i32, ptr %5, align 4, !dbg !37
  store i32 %9, ptr %3, align 4, !dbg !36
  %10 = load i32, ptr %3, align 4, !dbg !38
  %11 = icmp sle i32 %10, 2, !dbg !38
  br i1 %11, label %12, label %13, !dbg !41

12:                                               ; preds = %1
  br label %14, !dbg !41

13:                                               ; preds = %1
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 14, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !38
  unreachable, !dbg !38

14:                                               ; preds = %12
  ret ptr null, !dbg !42
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !43 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !48, !DIExpression(), !49)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !50, !DIExpression(), !51)
    #dbg_declare(ptr %6, !52, !DIExpression(), !53)
  %9 = load i32, ptr %4, align 4, !dbg !54
  %10 = icmp sgt i32 %9, 1, !dbg !55
  br i1 %10, label %11, label %16, !dbg !54

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8, !dbg !56
  %13 = getelementptr inbounds ptr, ptr %12, i64 1, !dbg !56
  %14 = load ptr, ptr %13, align 8, !dbg !56
  %15 = call i32 @atoi(ptr noundef %14) #6, !dbg !57
  br label %17, !dbg !54

16:                                               ; preds = %2
  br label %17, !dbg !54

17:                                               ; preds = %16, %11
  %18 = phi i32 [ %15, %11 ], [ -1, %16 ], !dbg !54
  store i32 %18, ptr %6, align 4, !dbg !53
    #dbg_declare(ptr %7, !58, !DIExpression(), !62)
  %19 = load i32, ptr %6, align 4, !dbg !63
  %20 = icmp slt i32 %19, 0, !dbg !65
  br i1 %20, label %21, label %24, !dbg !66

21:                                               ; preds = %17
  br label %22, !dbg !67

22:                                               ; preds = %21, %22
  %23 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !68
  br label %22, !dbg !67, !llvm.loop !69

24:                                               ; preds = %17
    #dbg_declare(ptr %8, !71, !DIExpression(), !73)
  store i32 0, ptr %8, align 4, !dbg !73
  br label %25, !dbg !74

25:                                               ; preds = %31, %24
  %26 = load i32, ptr %8, align 4, !dbg !75
  %27 = load i32, ptr %6, align 4, !dbg !77
  %28 = icmp slt i32 %26, %27, !dbg !78
  br i1 %28, label %29, label %34, !dbg !79

29:                                               ; preds = %25
  %30 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !80
  br label %31, !dbg !80

31:                                               ; preds = %29
  %32 = load i32, ptr %8, align 4, !dbg !81
  %33 = add nsw i32 %32, 1, !dbg !81
  store i32 %33, ptr %8, align 4, !dbg !81
  br label %25, !dbg !82, !llvm.loop !83

34:                                               ; preds = %25
  call void @pthread_exit(ptr noundef null) #8, !dbg !86
  unreachable, !dbg !86
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

; Function Attrs: noreturn
declare void @pthread_exit(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "arrived", scope: !2, file: !3, line: 10, type: !19, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "third.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "4287e3955e82ff8383791412ec09c8f1")
!4 = !{!5, !11, !13, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 8)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !7, isLocal: true, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 168, elements: !17)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!17 = !{!18}
!18 = !DISubrange(count: 21)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 2}
!26 = !{i32 7, !"frame-pointer", i32 2}
!27 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!28 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 12, type: !29, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !32)
!29 = !DISubroutineType(types: !30)
!30 = !{!31, !31}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!32 = !{}
!33 = !DILocalVariable(name: "arg", arg: 1, scope: !28, file: !3, line: 12, type: !31)
!34 = !DILocation(line: 12, column: 20, scope: !28)
!35 = !DILocalVariable(name: "me", scope: !28, file: !3, line: 13, type: !19)
!36 = !DILocation(line: 13, column: 7, scope: !28)
!37 = !DILocation(line: 13, column: 12, scope: !28)
!38 = !DILocation(line: 14, column: 3, scope: !39)
!39 = distinct !DILexicalBlock(scope: !40, file: !3, line: 14, column: 3)
!40 = distinct !DILexicalBlock(scope: !28, file: !3, line: 14, column: 3)
!41 = !DILocation(line: 14, column: 3, scope: !40)
!42 = !DILocation(line: 15, column: 3, scope: !28)
!43 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !44, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !32)
!44 = !DISubroutineType(types: !45)
!45 = !{!19, !19, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!48 = !DILocalVariable(name: "argc", arg: 1, scope: !43, file: !3, line: 18, type: !19)
!49 = !DILocation(line: 18, column: 14, scope: !43)
!50 = !DILocalVariable(name: "argv", arg: 2, scope: !43, file: !3, line: 18, type: !46)
!51 = !DILocation(line: 18, column: 27, scope: !43)
!52 = !DILocalVariable(name: "n", scope: !43, file: !3, line: 19, type: !19)
!53 = !DILocation(line: 19, column: 7, scope: !43)
!54 = !DILocation(line: 19, column: 11, scope: !43)
!55 = !DILocation(line: 19, column: 16, scope: !43)
!56 = !DILocation(line: 19, column: 27, scope: !43)
!57 = !DILocation(line: 19, column: 22, scope: !43)
!58 = !DILocalVariable(name: "t", scope: !43, file: !3, line: 20, type: !59)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !60, line: 27, baseType: !61)
!60 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!61 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!62 = !DILocation(line: 20, column: 13, scope: !43)
!63 = !DILocation(line: 21, column: 7, scope: !64)
!64 = distinct !DILexicalBlock(scope: !43, file: !3, line: 21, column: 7)
!65 = !DILocation(line: 21, column: 9, scope: !64)
!66 = !DILocation(line: 21, column: 7, scope: !43)
!67 = !DILocation(line: 22, column: 5, scope: !64)
!68 = !DILocation(line: 23, column: 7, scope: !64)
!69 = distinct !{!69, !67, !70}
!70 = !DILocation(line: 23, column: 38, scope: !64)
!71 = !DILocalVariable(name: "i", scope: !72, file: !3, line: 24, type: !19)
!72 = distinct !DILexicalBlock(scope: !43, file: !3, line: 24, column: 3)
!73 = !DILocation(line: 24, column: 12, scope: !72)
!74 = !DILocation(line: 24, column: 8, scope: !72)
!75 = !DILocation(line: 24, column: 19, scope: !76)
!76 = distinct !DILexicalBlock(scope: !72, file: !3, line: 24, column: 3)
!77 = !DILocation(line: 24, column: 23, scope: !76)
!78 = !DILocation(line: 24, column: 21, scope: !76)
!79 = !DILocation(line: 24, column: 3, scope: !72)
!80 = !DILocation(line: 25, column: 5, scope: !76)
!81 = !DILocation(line: 24, column: 27, scope: !76)
!82 = !DILocation(line: 24, column: 3, scope: !76)
!83 = distinct !{!83, !79, !84, !85}
!84 = !DILocation(line: 25, column: 36, scope: !72)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocation(line: 26, column: 3, scope: !43)
