; ModuleID = 'freed_arg.c'
source_filename = "freed_arg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"sa[1] == 1\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"freed_arg.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !28 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca [2 x i32], align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !33, !DIExpression(), !34)
    #dbg_declare(ptr %3, !35, !DIExpression(), !38)
  %5 = load ptr, ptr %2, align 8, !dbg !39
  store ptr %5, ptr %3, align 8, !dbg !38
    #dbg_declare(ptr %4, !40, !DIExpression(), !44)
  call void @llvm.memset.p0.i64(ptr align 4 %4, i8 0, i64 8, i1 false), !dbg !44
  %6 = getelementptr inbounds [2 x i32], ptr %4, i64 0, i64 0, !dbg !45
  call void @touch(ptr noundef %6), !dbg !46
  %7 = getelementptr inbounds [2 x i32], ptr %4, i64 0, i64 1, !dbg !47
  %8 = load i32, ptr %7, align 4, !dbg !47
  %9 = icmp eq i32 %8, 1, !dbg !47
  br i1 %9, label %10, label %11, !dbg !50

10:                                               ; preds = %1
  br label %12, !dbg !50

11:                                               ; preds = %1
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 19, ptr noundef @__PRETTY_FUNCTION__.worker) #7, !dbg !47
  unreachable, !dbg !47

12:                                               ; preds = %10
  %13 = load ptr, ptr %3, align 8, !dbg !51
  call void @free(ptr noundef %13) #8, !dbg !52
  call void @pthread_exit(ptr noundef null) #9, !dbg !53
  unreachable, !dbg !53
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @touch(ptr noundef %0) #0 !dbg !54 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !57, !DIExpression(), !58)
  %3 = load ptr, ptr %2, align 8, !dbg !59
  %4 = getelementptr inbounds i32, ptr %3, i64 0, !dbg !59
  %5 = load i32, ptr %4, align 4, !dbg !59
  %6 = add nsw i32 %5, 1, !dbg !60
  %7 = load ptr, ptr %2, align 8, !dbg !61
  %8 = getelementptr inbounds i32, ptr %7, i64 1, !dbg !61
  store i32 %6, ptr %8, align 4, !dbg !62
  ret void, !dbg !63
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: noreturn
declare void @pthread_exit(ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !64 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !69, !DIExpression(), !70)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !71, !DIExpression(), !72)
    #dbg_declare(ptr %6, !73, !DIExpression(), !74)
  %8 = load i32, ptr %4, align 4, !dbg !75
  %9 = icmp sgt i32 %8, 1, !dbg !76
  br i1 %9, label %10, label %15, !dbg !75

10:                                               ; preds = %2
  %11 = load ptr, ptr %5, align 8, !dbg !77
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !77
  %13 = load ptr, ptr %12, align 8, !dbg !77
  %14 = call i32 @atoi(ptr noundef %13) #10, !dbg !78
  br label %16, !dbg !75

15:                                               ; preds = %2
  br label %16, !dbg !75

16:                                               ; preds = %15, %10
  %17 = phi i32 [ %14, %10 ], [ -1, %15 ], !dbg !75
  store i32 %17, ptr %6, align 4, !dbg !74
  %18 = load i32, ptr %6, align 4, !dbg !79
  %19 = icmp slt i32 %18, 0, !dbg !81
  br i1 %19, label %20, label %22, !dbg !82

20:                                               ; preds = %16
  br label %21, !dbg !83

21:                                               ; preds = %20, %21
  call void @start(), !dbg !84
  br label %21, !dbg !83, !llvm.loop !85

22:                                               ; preds = %16
    #dbg_declare(ptr %7, !87, !DIExpression(), !89)
  store i32 0, ptr %7, align 4, !dbg !89
  br label %23, !dbg !90

23:                                               ; preds = %28, %22
  %24 = load i32, ptr %7, align 4, !dbg !91
  %25 = load i32, ptr %6, align 4, !dbg !93
  %26 = icmp slt i32 %24, %25, !dbg !94
  br i1 %26, label %27, label %31, !dbg !95

27:                                               ; preds = %23
  call void @start(), !dbg !96
  br label %28, !dbg !96

28:                                               ; preds = %27
  %29 = load i32, ptr %7, align 4, !dbg !97
  %30 = add nsw i32 %29, 1, !dbg !97
  store i32 %30, ptr %7, align 4, !dbg !97
  br label %23, !dbg !98, !llvm.loop !99

31:                                               ; preds = %23
  call void @pthread_exit(ptr noundef null) #9, !dbg !102
  unreachable, !dbg !102
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @start() #0 !dbg !103 {
  %1 = alloca i64, align 8
  %2 = alloca ptr, align 8
    #dbg_declare(ptr %1, !106, !DIExpression(), !110)
    #dbg_declare(ptr %2, !111, !DIExpression(), !112)
  %3 = call noalias ptr @malloc(i64 noundef 8) #11, !dbg !113
  store ptr %3, ptr %2, align 8, !dbg !112
  %4 = load ptr, ptr %2, align 8, !dbg !114
  %5 = icmp ne ptr %4, null, !dbg !114
  br i1 %5, label %7, label %6, !dbg !116

6:                                                ; preds = %0
  call void @exit(i32 noundef 1) #7, !dbg !117
  unreachable, !dbg !117

7:                                                ; preds = %0
  %8 = load ptr, ptr %2, align 8, !dbg !118
  %9 = getelementptr inbounds i32, ptr %8, i64 1, !dbg !118
  store i32 0, ptr %9, align 4, !dbg !119
  %10 = load ptr, ptr %2, align 8, !dbg !120
  %11 = getelementptr inbounds i32, ptr %10, i64 0, !dbg !120
  store i32 0, ptr %11, align 4, !dbg !121
  %12 = load ptr, ptr %2, align 8, !dbg !122
  %13 = call i32 @pthread_create(ptr noundef %1, ptr noundef null, ptr noundef @worker, ptr noundef %12) #8, !dbg !123
  ret void, !dbg !124
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #6

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind }
attributes #9 = { noreturn }
attributes #10 = { nounwind willreturn memory(read) }
attributes #11 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!18}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "freed_arg.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "f83128bc76f57b33a8627e790155f805")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 168, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = !{!17}
!17 = !DISubrange(count: 21)
!18 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !19, splitDebugInlining: false, nameTableKind: None)
!19 = !{!0, !7, !12}
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 2}
!26 = !{i32 7, !"frame-pointer", i32 2}
!27 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!28 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 15, type: !29, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !18, retainedNodes: !32)
!29 = !DISubroutineType(types: !30)
!30 = !{!31, !31}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!32 = !{}
!33 = !DILocalVariable(name: "arg", arg: 1, scope: !28, file: !2, line: 15, type: !31)
!34 = !DILocation(line: 15, column: 20, scope: !28)
!35 = !DILocalVariable(name: "ob", scope: !28, file: !2, line: 16, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!38 = !DILocation(line: 16, column: 8, scope: !28)
!39 = !DILocation(line: 16, column: 13, scope: !28)
!40 = !DILocalVariable(name: "sa", scope: !28, file: !2, line: 17, type: !41)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 64, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 2)
!44 = !DILocation(line: 17, column: 7, scope: !28)
!45 = !DILocation(line: 18, column: 9, scope: !28)
!46 = !DILocation(line: 18, column: 3, scope: !28)
!47 = !DILocation(line: 19, column: 3, scope: !48)
!48 = distinct !DILexicalBlock(scope: !49, file: !2, line: 19, column: 3)
!49 = distinct !DILexicalBlock(scope: !28, file: !2, line: 19, column: 3)
!50 = !DILocation(line: 19, column: 3, scope: !49)
!51 = !DILocation(line: 20, column: 8, scope: !28)
!52 = !DILocation(line: 20, column: 3, scope: !28)
!53 = !DILocation(line: 21, column: 3, scope: !28)
!54 = distinct !DISubprogram(name: "touch", scope: !2, file: !2, line: 13, type: !55, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !18, retainedNodes: !32)
!55 = !DISubroutineType(types: !56)
!56 = !{null, !36}
!57 = !DILocalVariable(name: "p", arg: 1, scope: !54, file: !2, line: 13, type: !36)
!58 = !DILocation(line: 13, column: 50, scope: !54)
!59 = !DILocation(line: 13, column: 62, scope: !54)
!60 = !DILocation(line: 13, column: 67, scope: !54)
!61 = !DILocation(line: 13, column: 55, scope: !54)
!62 = !DILocation(line: 13, column: 60, scope: !54)
!63 = !DILocation(line: 13, column: 72, scope: !54)
!64 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !65, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !18, retainedNodes: !32)
!65 = !DISubroutineType(types: !66)
!66 = !{!37, !37, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!69 = !DILocalVariable(name: "argc", arg: 1, scope: !64, file: !2, line: 33, type: !37)
!70 = !DILocation(line: 33, column: 14, scope: !64)
!71 = !DILocalVariable(name: "argv", arg: 2, scope: !64, file: !2, line: 33, type: !67)
!72 = !DILocation(line: 33, column: 27, scope: !64)
!73 = !DILocalVariable(name: "n", scope: !64, file: !2, line: 34, type: !37)
!74 = !DILocation(line: 34, column: 7, scope: !64)
!75 = !DILocation(line: 34, column: 11, scope: !64)
!76 = !DILocation(line: 34, column: 16, scope: !64)
!77 = !DILocation(line: 34, column: 27, scope: !64)
!78 = !DILocation(line: 34, column: 22, scope: !64)
!79 = !DILocation(line: 35, column: 7, scope: !80)
!80 = distinct !DILexicalBlock(scope: !64, file: !2, line: 35, column: 7)
!81 = !DILocation(line: 35, column: 9, scope: !80)
!82 = !DILocation(line: 35, column: 7, scope: !64)
!83 = !DILocation(line: 36, column: 5, scope: !80)
!84 = !DILocation(line: 37, column: 7, scope: !80)
!85 = distinct !{!85, !83, !86}
!86 = !DILocation(line: 37, column: 13, scope: !80)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 38, type: !37)
!88 = distinct !DILexicalBlock(scope: !64, file: !2, line: 38, column: 3)
!89 = !DILocation(line: 38, column: 12, scope: !88)
!90 = !DILocation(line: 38, column: 8, scope: !88)
!91 = !DILocation(line: 38, column: 19, scope: !92)
!92 = distinct !DILexicalBlock(scope: !88, file: !2, line: 38, column: 3)
!93 = !DILocation(line: 38, column: 23, scope: !92)
!94 = !DILocation(line: 38, column: 21, scope: !92)
!95 = !DILocation(line: 38, column: 3, scope: !88)
!96 = !DILocation(line: 39, column: 5, scope: !92)
!97 = !DILocation(line: 38, column: 27, scope: !92)
!98 = !DILocation(line: 38, column: 3, scope: !92)
!99 = distinct !{!99, !95, !100, !101}
!100 = !DILocation(line: 39, column: 11, scope: !88)
!101 = !{!"llvm.loop.mustprogress"}
!102 = !DILocation(line: 40, column: 3, scope: !64)
!103 = distinct !DISubprogram(name: "start", scope: !2, file: !2, line: 24, type: !104, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !18, retainedNodes: !32)
!104 = !DISubroutineType(types: !105)
!105 = !{null}
!106 = !DILocalVariable(name: "t", scope: !103, file: !2, line: 25, type: !107)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !108, line: 27, baseType: !109)
!108 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!109 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!110 = !DILocation(line: 25, column: 13, scope: !103)
!111 = !DILocalVariable(name: "ob", scope: !103, file: !2, line: 26, type: !36)
!112 = !DILocation(line: 26, column: 8, scope: !103)
!113 = !DILocation(line: 26, column: 13, scope: !103)
!114 = !DILocation(line: 27, column: 8, scope: !115)
!115 = distinct !DILexicalBlock(scope: !103, file: !2, line: 27, column: 7)
!116 = !DILocation(line: 27, column: 7, scope: !103)
!117 = !DILocation(line: 28, column: 5, scope: !115)
!118 = !DILocation(line: 29, column: 11, scope: !103)
!119 = !DILocation(line: 29, column: 17, scope: !103)
!120 = !DILocation(line: 29, column: 3, scope: !103)
!121 = !DILocation(line: 29, column: 9, scope: !103)
!122 = !DILocation(line: 30, column: 33, scope: !103)
!123 = !DILocation(line: 30, column: 3, scope: !103)
!124 = !DILocation(line: 31, column: 1, scope: !103)
