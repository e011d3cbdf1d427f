; ModuleID = 'inline-gnu89.c'
source_filename = "inline-gnu89.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"inline-gnu89.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@seq = dso_local global i32 0, align 4, !dbg !17
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 15, i32 11 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 16, i32 12 }, ptr @0 }
@ticket = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !24
@__const.main.id = private unnamed_addr constant [2 x i32] [i32 0, i32 1], align 4
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 30, i32 23 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 32, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !36 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 6, ptr noundef @.str.2) #7, !dbg !39
  unreachable, !dbg !39
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @next() #0 !dbg !40 {
  %1 = alloca i32, align 4
    #dbg_declare(ptr %1, !44, !DIExpression(), !45)
  %2 = load i32, ptr @seq, align 4, !dbg !46
  store i32 %2, ptr %1, align 4, !dbg !45
  %3 = load i32, ptr %1, align 4, !dbg !47
  %4 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %3, i32 1), !dbg !48, !nosanitize !43
  %5 = extractvalue { i32, i1 } %4, 0, !dbg !48, !nosanitize !43
  %6 = extractvalue { i32, i1 } %4, 1, !dbg !48, !nosanitize !43
  %7 = xor i1 %6, true, !dbg !48, !nosanitize !43
  br i1 %7, label %9, label %8, !dbg !48, !prof !49, !nosanitize !43

8:                                                ; preds = %0
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %3, i32 1) #8, !dbg !48, !nosanitize !43
  br label %9, !dbg !48, !nosanitize !43

9:                                                ; preds = %8, %0
  store i32 %5, ptr @seq, align 4, !dbg !50
  %10 = load i32, ptr %1, align 4, !dbg !51
  %11 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %10, i32 1), !dbg !52, !nosanitize !43
  %12 = extractvalue { i32, i1 } %11, 0, !dbg !52, !nosanitize !43
  %13 = extractvalue { i32, i1 } %11, 1, !dbg !52, !nosanitize !43
  %14 = xor i1 %13, true, !dbg !52, !nosanitize !43
  br i1 %14, label %16, label %15, !dbg !52, !prof !49, !nosanitize !43

15:                                               ; preds = %9
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %10, i32 1) #8, !dbg !52, !nosanitize !43
  br label %16, !dbg !52, !nosanitize !43

16:                                               ; preds = %15, %9
  ret i32 %12, !dbg !53
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @take(i32 noundef %0) #0 !dbg !54 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !57, !DIExpression(), !58)
  %3 = call i32 @next(), !dbg !59
  %4 = load i32, ptr %2, align 4, !dbg !60
  %5 = getelementptr inbounds [2 x i32], ptr @ticket, i32 0, i32 %4, !dbg !61
  store i32 %3, ptr %5, align 4, !dbg !62
  ret void, !dbg !63
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !64 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !68, !DIExpression(), !69)
  %3 = load ptr, ptr %2, align 4, !dbg !70
  %4 = load i32, ptr %3, align 4, !dbg !71
  call void @take(i32 noundef %4), !dbg !72
  ret ptr null, !dbg !73
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !74 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i32], align 4
  %3 = alloca [2 x i32], align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !75, !DIExpression(), !80)
    #dbg_declare(ptr %3, !81, !DIExpression(), !82)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 @__const.main.id, i32 8, i1 false), !dbg !82
    #dbg_declare(ptr %4, !83, !DIExpression(), !84)
  store i32 0, ptr %4, align 4, !dbg !85
  br label %5, !dbg !87

5:                                                ; preds = %21, %0
  %6 = load i32, ptr %4, align 4, !dbg !88
  %7 = icmp slt i32 %6, 2, !dbg !90
  br i1 %7, label %8, label %22, !dbg !91

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !dbg !92
  %10 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %9, !dbg !93
  %11 = load i32, ptr %4, align 4, !dbg !94
  %12 = getelementptr inbounds [2 x i32], ptr %3, i32 0, i32 %11, !dbg !95
  %13 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @worker, ptr noundef %12) #8, !dbg !96
  br label %14, !dbg !96

14:                                               ; preds = %8
  %15 = load i32, ptr %4, align 4, !dbg !97
  %16 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %15, i32 1), !dbg !97, !nosanitize !43
  %17 = extractvalue { i32, i1 } %16, 0, !dbg !97, !nosanitize !43
  %18 = extractvalue { i32, i1 } %16, 1, !dbg !97, !nosanitize !43
  %19 = xor i1 %18, true, !dbg !97, !nosanitize !43
  br i1 %19, label %21, label %20, !dbg !97, !prof !49, !nosanitize !43

20:                                               ; preds = %14
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %15, i32 1) #8, !dbg !97, !nosanitize !43
  br label %21, !dbg !97, !nosanitize !43

21:                                               ; preds = %20, %14
  store i32 %17, ptr %4, align 4, !dbg !97
  br label %5, !dbg !98, !llvm.loop !99

22:                                               ; preds = %5
  store i32 0, ptr %4, align 4, !dbg !102
  br label %23, !dbg !104

23:                                               ; preds = %38, %22
  %24 = load i32, ptr %4, align 4, !dbg !105
  %25 = icmp slt i32 %24, 2, !dbg !107
  br i1 %25, label %26, label %39, !dbg !108

26:                                               ; preds = %23
  %27 = load i32, ptr %4, align 4, !dbg !109
  %28 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %27, !dbg !110
  %29 = load i32, ptr %28, align 4, !dbg !110
  %30 = call i32 @pthread_join(i32 noundef %29, ptr noundef null), !dbg !111
  br label %31, !dbg !111

31:                                               ; preds = %26
  %32 = load i32, ptr %4, align 4, !dbg !112
  %33 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %32, i32 1), !dbg !112, !nosanitize !43
  %34 = extractvalue { i32, i1 } %33, 0, !dbg !112, !nosanitize !43
  %35 = extractvalue { i32, i1 } %33, 1, !dbg !112, !nosanitize !43
  %36 = xor i1 %35, true, !dbg !112, !nosanitize !43
  br i1 %36, label %38, label %37, !dbg !112, !prof !49, !nosanitize !43

37:                                               ; preds = %31
  call void @__ubsan_handle_add_overflow(ptr @4, i32 %32, i32 1) #8, !dbg !112, !nosanitize !43
  br label %38, !dbg !112, !nosanitize !43

38:                                               ; preds = %37, %31
  store i32 %34, ptr %4, align 4, !dbg !112
  br label %23, !dbg !113, !llvm.loop !114

39:                                               ; preds = %23
  %40 = load i32, ptr @ticket, align 4, !dbg !116
  %41 = load i32, ptr getelementptr inbounds ([2 x i32], ptr @ticket, i32 0, i32 1), align 4, !dbg !118
  %42 = icmp eq i32 %40, %41, !dbg !119
  br i1 %42, label %43, label %44, !dbg !120

43:                                               ; preds = %39
  call void @reach_error(), !dbg !121
  br label %44, !dbg !121

44:                                               ; preds = %43, %39
  ret i32 0, !dbg !122
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #5

declare i32 @pthread_join(i32 noundef, ptr noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback noreturn nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!27, !28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "inline-gnu89.c", directory: ".", checksumkind: CSK_MD5, checksum: "dc8907d31a6d7d90d706b2d0a8bac96c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "seq", scope: !19, file: !2, line: 10, type: !22, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !23, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 32)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!0, !7, !12, !17, !24}
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "ticket", scope: !19, file: !2, line: 11, type: !26, isLocal: false, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 64, elements: !5)
!27 = !{i32 1, !"NumRegisterParameters", i32 0}
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"frame-pointer", i32 2}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 6, type: !37, scopeLine: 6, spFlags: DISPFlagDefinition, unit: !19)
!37 = !DISubroutineType(types: !38)
!38 = !{null}
!39 = !DILocation(line: 6, column: 22, scope: !36)
!40 = distinct !DISubprogram(name: "next", scope: !2, file: !2, line: 13, type: !41, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !43)
!41 = !DISubroutineType(types: !42)
!42 = !{!22}
!43 = !{}
!44 = !DILocalVariable(name: "v", scope: !40, file: !2, line: 14, type: !22)
!45 = !DILocation(line: 14, column: 7, scope: !40)
!46 = !DILocation(line: 14, column: 11, scope: !40)
!47 = !DILocation(line: 15, column: 9, scope: !40)
!48 = !DILocation(line: 15, column: 11, scope: !40)
!49 = !{!"branch_weights", i32 1048575, i32 1}
!50 = !DILocation(line: 15, column: 7, scope: !40)
!51 = !DILocation(line: 16, column: 10, scope: !40)
!52 = !DILocation(line: 16, column: 12, scope: !40)
!53 = !DILocation(line: 16, column: 3, scope: !40)
!54 = distinct !DISubprogram(name: "take", scope: !2, file: !2, line: 19, type: !55, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !43)
!55 = !DISubroutineType(types: !56)
!56 = !{null, !22}
!57 = !DILocalVariable(name: "who", arg: 1, scope: !54, file: !2, line: 19, type: !22)
!58 = !DILocation(line: 19, column: 22, scope: !54)
!59 = !DILocation(line: 19, column: 43, scope: !54)
!60 = !DILocation(line: 19, column: 36, scope: !54)
!61 = !DILocation(line: 19, column: 29, scope: !54)
!62 = !DILocation(line: 19, column: 41, scope: !54)
!63 = !DILocation(line: 19, column: 51, scope: !54)
!64 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 21, type: !65, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !43)
!65 = !DISubroutineType(types: !66)
!66 = !{!67, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!68 = !DILocalVariable(name: "arg", arg: 1, scope: !64, file: !2, line: 21, type: !67)
!69 = !DILocation(line: 21, column: 20, scope: !64)
!70 = !DILocation(line: 22, column: 16, scope: !64)
!71 = !DILocation(line: 22, column: 8, scope: !64)
!72 = !DILocation(line: 22, column: 3, scope: !64)
!73 = !DILocation(line: 23, column: 3, scope: !64)
!74 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !41, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !43)
!75 = !DILocalVariable(name: "t", scope: !74, file: !2, line: 27, type: !76)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 64, elements: !5)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !78, line: 27, baseType: !79)
!78 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!79 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!80 = !DILocation(line: 27, column: 13, scope: !74)
!81 = !DILocalVariable(name: "id", scope: !74, file: !2, line: 28, type: !26)
!82 = !DILocation(line: 28, column: 7, scope: !74)
!83 = !DILocalVariable(name: "i", scope: !74, file: !2, line: 29, type: !22)
!84 = !DILocation(line: 29, column: 7, scope: !74)
!85 = !DILocation(line: 30, column: 10, scope: !86)
!86 = distinct !DILexicalBlock(scope: !74, file: !2, line: 30, column: 3)
!87 = !DILocation(line: 30, column: 8, scope: !86)
!88 = !DILocation(line: 30, column: 15, scope: !89)
!89 = distinct !DILexicalBlock(scope: !86, file: !2, line: 30, column: 3)
!90 = !DILocation(line: 30, column: 17, scope: !89)
!91 = !DILocation(line: 30, column: 3, scope: !86)
!92 = !DILocation(line: 31, column: 23, scope: !89)
!93 = !DILocation(line: 31, column: 21, scope: !89)
!94 = !DILocation(line: 31, column: 42, scope: !89)
!95 = !DILocation(line: 31, column: 39, scope: !89)
!96 = !DILocation(line: 31, column: 5, scope: !89)
!97 = !DILocation(line: 30, column: 23, scope: !89)
!98 = !DILocation(line: 30, column: 3, scope: !89)
!99 = distinct !{!99, !91, !100, !101}
!100 = !DILocation(line: 31, column: 44, scope: !86)
!101 = !{!"llvm.loop.mustprogress"}
!102 = !DILocation(line: 32, column: 10, scope: !103)
!103 = distinct !DILexicalBlock(scope: !74, file: !2, line: 32, column: 3)
!104 = !DILocation(line: 32, column: 8, scope: !103)
!105 = !DILocation(line: 32, column: 15, scope: !106)
!106 = distinct !DILexicalBlock(scope: !103, file: !2, line: 32, column: 3)
!107 = !DILocation(line: 32, column: 17, scope: !106)
!108 = !DILocation(line: 32, column: 3, scope: !103)
!109 = !DILocation(line: 33, column: 20, scope: !106)
!110 = !DILocation(line: 33, column: 18, scope: !106)
!111 = !DILocation(line: 33, column: 5, scope: !106)
!112 = !DILocation(line: 32, column: 23, scope: !106)
!113 = !DILocation(line: 32, column: 3, scope: !106)
!114 = distinct !{!114, !108, !115, !101}
!115 = !DILocation(line: 33, column: 25, scope: !103)
!116 = !DILocation(line: 34, column: 7, scope: !117)
!117 = distinct !DILexicalBlock(scope: !74, file: !2, line: 34, column: 7)
!118 = !DILocation(line: 34, column: 20, scope: !117)
!119 = !DILocation(line: 34, column: 17, scope: !117)
!120 = !DILocation(line: 34, column: 7, scope: !74)
!121 = !DILocation(line: 35, column: 5, scope: !117)
!122 = !DILocation(line: 36, column: 3, scope: !74)
