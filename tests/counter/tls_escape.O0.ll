; ModuleID = 'tls_escape.c'
source_filename = "tls_escape.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@go = dso_local thread_local global i32 0, align 4, !dbg !0
@last = dso_local global ptr null, align 8, !dbg !22
@.str = private unnamed_addr constant [8 x i8] c"go == 1\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [13 x i8] c"tls_escape.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !35 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !40, !DIExpression(), !41)
  %4 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @go), !dbg !42
  store atomic ptr %4, ptr @last seq_cst, align 8, !dbg !43
  br label %5, !dbg !44

5:                                                ; preds = %11, %1
  %6 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @go), !dbg !45
  %7 = load atomic i32, ptr %6 seq_cst, align 4, !dbg !46
  store i32 %7, ptr %3, align 4, !dbg !46
  %8 = load i32, ptr %3, align 4, !dbg !46
  %9 = icmp ne i32 %8, 0, !dbg !47
  %10 = xor i1 %9, true, !dbg !47
  br i1 %10, label %11, label %12, !dbg !44

11:                                               ; preds = %5
  br label %5, !dbg !44, !llvm.loop !48

12:                                               ; preds = %5
  %13 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @go), !dbg !51
  %14 = load i32, ptr %13, align 4, !dbg !51
  %15 = icmp eq i32 %14, 1, !dbg !51
  br i1 %15, label %16, label %17, !dbg !54

16:                                               ; preds = %12
  br label %18, !dbg !54

17:                                               ; preds = %12
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 17, ptr noundef @__PRETTY_FUNCTION__.worker) #6, !dbg !51
  unreachable, !dbg !51

18:                                               ; preds = %16
  ret ptr null, !dbg !55
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !56 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !61, !DIExpression(), !62)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !63, !DIExpression(), !64)
    #dbg_declare(ptr %6, !65, !DIExpression(), !66)
  %8 = load i32, ptr %4, align 4, !dbg !67
  %9 = icmp sgt i32 %8, 1, !dbg !68
  br i1 %9, label %10, label %15, !dbg !67

10:                                               ; preds = %2
  %11 = load ptr, ptr %5, align 8, !dbg !69
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !69
  %13 = load ptr, ptr %12, align 8, !dbg !69
  %14 = call i32 @atoi(ptr noundef %13) #7, !dbg !70
  br label %16, !dbg !67

15:                                               ; preds = %2
  br label %16, !dbg !67

16:                                               ; preds = %15, %10
  %17 = phi i32 [ %14, %10 ], [ -1, %15 ], !dbg !67
  store i32 %17, ptr %6, align 4, !dbg !66
  %18 = load i32, ptr %6, align 4, !dbg !71
  %19 = icmp slt i32 %18, 0, !dbg !73
  br i1 %19, label %20, label %22, !dbg !74

20:                                               ; preds = %16
  br label %21, !dbg !75

21:                                               ; preds = %20, %21
  call void @start(), !dbg !76
  br label %21, !dbg !75, !llvm.loop !77

22:                                               ; preds = %16
    #dbg_declare(ptr %7, !79, !DIExpression(), !81)
  store i32 0, ptr %7, align 4, !dbg !81
  br label %23, !dbg !82

23:                                               ; preds = %28, %22
  %24 = load i32, ptr %7, align 4, !dbg !83
  %25 = load i32, ptr %6, align 4, !dbg !85
  %26 = icmp slt i32 %24, %25, !dbg !86
  br i1 %26, label %27, label %31, !dbg !87

27:                                               ; preds = %23
  call void @start(), !dbg !88
  br label %28, !dbg !88

28:                                               ; preds = %27
  %29 = load i32, ptr %7, align 4, !dbg !89
  %30 = add nsw i32 %29, 1, !dbg !89
  store i32 %30, ptr %7, align 4, !dbg !89
  br label %23, !dbg !90, !llvm.loop !91

31:                                               ; preds = %23
  call void @pthread_exit(ptr noundef null) #8, !dbg !93
  unreachable, !dbg !93
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @start() #0 !dbg !94 {
  %1 = alloca i64, align 8
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
    #dbg_declare(ptr %1, !97, !DIExpression(), !101)
  %4 = call i32 @pthread_create(ptr noundef %1, ptr noundef null, ptr noundef @worker, ptr noundef null) #9, !dbg !102
    #dbg_declare(ptr %2, !103, !DIExpression(), !104)
  %5 = load atomic ptr, ptr @last seq_cst, align 8, !dbg !105
  store ptr %5, ptr %2, align 8, !dbg !104
  %6 = load ptr, ptr %2, align 8, !dbg !106
  %7 = icmp ne ptr %6, null, !dbg !106
  br i1 %7, label %8, label %11, !dbg !108

8:                                                ; preds = %0
  %9 = load ptr, ptr %2, align 8, !dbg !109
  store i32 1, ptr %3, align 4, !dbg !110
  %10 = load i32, ptr %3, align 4, !dbg !110
  store atomic i32 %10, ptr %9 seq_cst, align 4, !dbg !110
  br label %11, !dbg !110

11:                                               ; preds = %8, %0
  ret void, !dbg !111
}

; Function Attrs: noreturn
declare void @pthread_exit(ptr noundef) #4

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { noreturn }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!27, !28, !29, !30, !31, !32, !33}
!llvm.ident = !{!34}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "go", scope: !2, file: !3, line: 10, type: !26, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tls_escape.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "67b14dfe491c625ca74ebaddd7265e74")
!4 = !{!5, !11, !16, !0, !22}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 64, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 8)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 13)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "last", scope: !2, file: !3, line: 11, type: !24, isLocal: false, isDefinition: true)
!24 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !{i32 7, !"Dwarf Version", i32 5}
!28 = !{i32 2, !"Debug Info Version", i32 3}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 8, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 2}
!33 = !{i32 7, !"frame-pointer", i32 2}
!34 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!35 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !36, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !39)
!36 = !DISubroutineType(types: !37)
!37 = !{!38, !38}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!39 = !{}
!40 = !DILocalVariable(name: "arg", arg: 1, scope: !35, file: !3, line: 13, type: !38)
!41 = !DILocation(line: 13, column: 20, scope: !35)
!42 = !DILocation(line: 14, column: 11, scope: !35)
!43 = !DILocation(line: 14, column: 8, scope: !35)
!44 = !DILocation(line: 15, column: 3, scope: !35)
!45 = !DILocation(line: 15, column: 28, scope: !35)
!46 = !DILocation(line: 15, column: 11, scope: !35)
!47 = !DILocation(line: 15, column: 10, scope: !35)
!48 = distinct !{!48, !44, !49, !50}
!49 = !DILocation(line: 16, column: 5, scope: !35)
!50 = !{!"llvm.loop.mustprogress"}
!51 = !DILocation(line: 17, column: 3, scope: !52)
!52 = distinct !DILexicalBlock(scope: !53, file: !3, line: 17, column: 3)
!53 = distinct !DILexicalBlock(scope: !35, file: !3, line: 17, column: 3)
!54 = !DILocation(line: 17, column: 3, scope: !53)
!55 = !DILocation(line: 18, column: 3, scope: !35)
!56 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 29, type: !57, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !39)
!57 = !DISubroutineType(types: !58)
!58 = !{!26, !26, !59}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!61 = !DILocalVariable(name: "argc", arg: 1, scope: !56, file: !3, line: 29, type: !26)
!62 = !DILocation(line: 29, column: 14, scope: !56)
!63 = !DILocalVariable(name: "argv", arg: 2, scope: !56, file: !3, line: 29, type: !59)
!64 = !DILocation(line: 29, column: 27, scope: !56)
!65 = !DILocalVariable(name: "n", scope: !56, file: !3, line: 30, type: !26)
!66 = !DILocation(line: 30, column: 7, scope: !56)
!67 = !DILocation(line: 30, column: 11, scope: !56)
!68 = !DILocation(line: 30, column: 16, scope: !56)
!69 = !DILocation(line: 30, column: 27, scope: !56)
!70 = !DILocation(line: 30, column: 22, scope: !56)
!71 = !DILocation(line: 31, column: 7, scope: !72)
!72 = distinct !DILexicalBlock(scope: !56, file: !3, line: 31, column: 7)
!73 = !DILocation(line: 31, column: 9, scope: !72)
!74 = !DILocation(line: 31, column: 7, scope: !56)
!75 = !DILocation(line: 32, column: 5, scope: !72)
!76 = !DILocation(line: 33, column: 7, scope: !72)
!77 = distinct !{!77, !75, !78}
!78 = !DILocation(line: 33, column: 13, scope: !72)
!79 = !DILocalVariable(name: "i", scope: !80, file: !3, line: 34, type: !26)
!80 = distinct !DILexicalBlock(scope: !56, file: !3, line: 34, column: 3)
!81 = !DILocation(line: 34, column: 12, scope: !80)
!82 = !DILocation(line: 34, column: 8, scope: !80)
!83 = !DILocation(line: 34, column: 19, scope: !84)
!84 = distinct !DILexicalBlock(scope: !80, file: !3, line: 34, column: 3)
!85 = !DILocation(line: 34, column: 23, scope: !84)
!86 = !DILocation(line: 34, column: 21, scope: !84)
!87 = !DILocation(line: 34, column: 3, scope: !80)
!88 = !DILocation(line: 35, column: 5, scope: !84)
!89 = !DILocation(line: 34, column: 27, scope: !84)
!90 = !DILocation(line: 34, column: 3, scope: !84)
!91 = distinct !{!91, !87, !92, !50}
!92 = !DILocation(line: 35, column: 11, scope: !80)
!93 = !DILocation(line: 36, column: 3, scope: !56)
!94 = distinct !DISubprogram(name: "start", scope: !3, file: !3, line: 21, type: !95, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !39)
!95 = !DISubroutineType(types: !96)
!96 = !{null}
!97 = !DILocalVariable(name: "t", scope: !94, file: !3, line: 22, type: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !99, line: 27, baseType: !100)
!99 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!100 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!101 = !DILocation(line: 22, column: 13, scope: !94)
!102 = !DILocation(line: 23, column: 3, scope: !94)
!103 = !DILocalVariable(name: "p", scope: !94, file: !3, line: 24, type: !25)
!104 = !DILocation(line: 24, column: 8, scope: !94)
!105 = !DILocation(line: 24, column: 12, scope: !94)
!106 = !DILocation(line: 25, column: 7, scope: !107)
!107 = distinct !DILexicalBlock(scope: !94, file: !3, line: 25, column: 7)
!108 = !DILocation(line: 25, column: 7, scope: !94)
!109 = !DILocation(line: 26, column: 22, scope: !107)
!110 = !DILocation(line: 26, column: 5, scope: !107)
!111 = !DILocation(line: 27, column: 1, scope: !94)
