; ModuleID = 'tls_flag.c'
source_filename = "tls_flag.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@raised = dso_local global i32 0, align 4, !dbg !0
@mine = dso_local thread_local global i32 0, align 4, !dbg !22
@.str = private unnamed_addr constant [48 x i8] c"__atomic_load_n(&raised, __ATOMIC_SEQ_CST) == 1\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [11 x i8] c"tls_flag.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !33 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !38, !DIExpression(), !39)
  store i32 1, ptr %3, align 4, !dbg !40
  %5 = load i32, ptr %3, align 4, !dbg !40
  store atomic i32 %5, ptr @raised seq_cst, align 4, !dbg !40
  %6 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @mine), !dbg !41
  store i32 1, ptr %6, align 4, !dbg !42
  %7 = load atomic i32, ptr @raised seq_cst, align 4, !dbg !43
  store i32 %7, ptr %4, align 4, !dbg !43
  %8 = load i32, ptr %4, align 4, !dbg !43
  %9 = icmp eq i32 %8, 1, !dbg !43
  br i1 %9, label %10, label %11, !dbg !46

10:                                               ; preds = %1
  br label %12, !dbg !46

11:                                               ; preds = %1
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 16, ptr noundef @__PRETTY_FUNCTION__.worker) #6, !dbg !43
  unreachable, !dbg !43

12:                                               ; preds = %10
  ret ptr null, !dbg !47
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !48 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !53, !DIExpression(), !54)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !55, !DIExpression(), !56)
    #dbg_declare(ptr %6, !57, !DIExpression(), !58)
  %9 = load i32, ptr %4, align 4, !dbg !59
  %10 = icmp sgt i32 %9, 1, !dbg !60
  br i1 %10, label %11, label %16, !dbg !59

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8, !dbg !61
  %13 = getelementptr inbounds ptr, ptr %12, i64 1, !dbg !61
  %14 = load ptr, ptr %13, align 8, !dbg !61
  %15 = call i32 @atoi(ptr noundef %14) #7, !dbg !62
  br label %17, !dbg !59

16:                                               ; preds = %2
  br label %17, !dbg !59

17:                                               ; preds = %16, %11
  %18 = phi i32 [ %15, %11 ], [ -1, %16 ], !dbg !59
  store i32 %18, ptr %6, align 4, !dbg !58
    #dbg_declare(ptr %7, !63, !DIExpression(), !67)
  %19 = load i32, ptr %6, align 4, !dbg !68
  %20 = icmp slt i32 %19, 0, !dbg !70
  br i1 %20, label %21, label %24, !dbg !71

21:                                               ; preds = %17
  br label %22, !dbg !72

22:                                               ; preds = %21, %22
  %23 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @worker, ptr noundef null) #8, !dbg !73
  br label %22, !dbg !72, !llvm.loop !74

24:                                               ; preds = %17
    #dbg_declare(ptr %8, !76, !DIExpression(), !78)
  store i32 0, ptr %8, align 4, !dbg !78
  br label %25, !dbg !79

25:                                               ; preds = %31, %24
  %26 = load i32, ptr %8, align 4, !dbg !80
  %27 = load i32, ptr %6, align 4, !dbg !82
  %28 = icmp slt i32 %26, %27, !dbg !83
  br i1 %28, label %29, label %34, !dbg !84

29:                                               ; preds = %25
  %30 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @worker, ptr noundef null) #8, !dbg !85
  br label %31, !dbg !85

31:                                               ; preds = %29
  %32 = load i32, ptr %8, align 4, !dbg !86
  %33 = add nsw i32 %32, 1, !dbg !86
  store i32 %33, ptr %8, align 4, !dbg !86
  br label %25, !dbg !87, !llvm.loop !88

34:                                               ; preds = %25
  call void @pthread_exit(ptr noundef null) #9, !dbg !91
  unreachable, !dbg !91
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #4

; Function Attrs: noreturn
declare void @pthread_exit(ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind }
attributes #9 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "raised", scope: !2, file: !3, line: 10, type: !24, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tls_flag.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "efd3c4ad91b00ced161bf52041d25258")
!4 = !{!5, !11, !16, !0, !22}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 384, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 48)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 11)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "mine", scope: !2, file: !3, line: 11, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"frame-pointer", i32 2}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !34, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !37)
!34 = !DISubroutineType(types: !35)
!35 = !{!36, !36}
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!37 = !{}
!38 = !DILocalVariable(name: "arg", arg: 1, scope: !33, file: !3, line: 13, type: !36)
!39 = !DILocation(line: 13, column: 20, scope: !33)
!40 = !DILocation(line: 14, column: 3, scope: !33)
!41 = !DILocation(line: 15, column: 3, scope: !33)
!42 = !DILocation(line: 15, column: 8, scope: !33)
!43 = !DILocation(line: 16, column: 3, scope: !44)
!44 = distinct !DILexicalBlock(scope: !45, file: !3, line: 16, column: 3)
!45 = distinct !DILexicalBlock(scope: !33, file: !3, line: 16, column: 3)
!46 = !DILocation(line: 16, column: 3, scope: !45)
!47 = !DILocation(line: 17, column: 3, scope: !33)
!48 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !49, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !37)
!49 = !DISubroutineType(types: !50)
!50 = !{!24, !24, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!53 = !DILocalVariable(name: "argc", arg: 1, scope: !48, file: !3, line: 20, type: !24)
!54 = !DILocation(line: 20, column: 14, scope: !48)
!55 = !DILocalVariable(name: "argv", arg: 2, scope: !48, file: !3, line: 20, type: !51)
!56 = !DILocation(line: 20, column: 27, scope: !48)
!57 = !DILocalVariable(name: "n", scope: !48, file: !3, line: 21, type: !24)
!58 = !DILocation(line: 21, column: 7, scope: !48)
!59 = !DILocation(line: 21, column: 11, scope: !48)
!60 = !DILocation(line: 21, column: 16, scope: !48)
!61 = !DILocation(line: 21, column: 27, scope: !48)
!62 = !DILocation(line: 21, column: 22, scope: !48)
!63 = !DILocalVariable(name: "t", scope: !48, file: !3, line: 22, type: !64)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !65, line: 27, baseType: !66)
!65 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!66 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!67 = !DILocation(line: 22, column: 13, scope: !48)
!68 = !DILocation(line: 23, column: 7, scope: !69)
!69 = distinct !DILexicalBlock(scope: !48, file: !3, line: 23, column: 7)
!70 = !DILocation(line: 23, column: 9, scope: !69)
!71 = !DILocation(line: 23, column: 7, scope: !48)
!72 = !DILocation(line: 24, column: 5, scope: !69)
!73 = !DILocation(line: 25, column: 7, scope: !69)
!74 = distinct !{!74, !72, !75}
!75 = !DILocation(line: 25, column: 38, scope: !69)
!76 = !DILocalVariable(name: "i", scope: !77, file: !3, line: 26, type: !24)
!77 = distinct !DILexicalBlock(scope: !48, file: !3, line: 26, column: 3)
!78 = !DILocation(line: 26, column: 12, scope: !77)
!79 = !DILocation(line: 26, column: 8, scope: !77)
!80 = !DILocation(line: 26, column: 19, scope: !81)
!81 = distinct !DILexicalBlock(scope: !77, file: !3, line: 26, column: 3)
!82 = !DILocation(line: 26, column: 23, scope: !81)
!83 = !DILocation(line: 26, column: 21, scope: !81)
!84 = !DILocation(line: 26, column: 3, scope: !77)
!85 = !DILocation(line: 27, column: 5, scope: !81)
!86 = !DILocation(line: 26, column: 27, scope: !81)
!87 = !DILocation(line: 26, column: 3, scope: !81)
!88 = distinct !{!88, !84, !89, !90}
!89 = !DILocation(line: 27, column: 36, scope: !77)
!90 = !{!"llvm.loop.mustprogress"}
!91 = !DILocation(line: 28, column: 3, scope: !48)
