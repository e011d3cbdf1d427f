; ModuleID = 'flags-check-then-set.c'
source_filename = "flags-check-then-set.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [23 x i8] c"flags-check-then-set.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@want = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !17
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 15, i32 17 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 18, i32 10 }, ptr @0 }
@x = dso_local global i32 0, align 4, !dbg !24
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 19, i32 15 }, ptr @0 }
@__const.main.id = private unnamed_addr constant [2 x i32] [i32 0, i32 1], align 4
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 29, i32 23 }, ptr @0 }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 31, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !36 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 6, ptr noundef @.str.2) #7, !dbg !39
  unreachable, !dbg !39
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @thr(ptr noundef %0) #0 !dbg !40 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !45, !DIExpression(), !46)
    #dbg_declare(ptr %3, !47, !DIExpression(), !48)
  %4 = load ptr, ptr %2, align 4, !dbg !49
  %5 = load i32, ptr %4, align 4, !dbg !50
  store i32 %5, ptr %3, align 4, !dbg !48
  br label %6, !dbg !51

6:                                                ; preds = %17, %1
  %7 = load i32, ptr %3, align 4, !dbg !52
  %8 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 1, i32 %7), !dbg !53, !nosanitize !44
  %9 = extractvalue { i32, i1 } %8, 0, !dbg !53, !nosanitize !44
  %10 = extractvalue { i32, i1 } %8, 1, !dbg !53, !nosanitize !44
  %11 = xor i1 %10, true, !dbg !53, !nosanitize !44
  br i1 %11, label %13, label %12, !dbg !53, !prof !54, !nosanitize !44

12:                                               ; preds = %6
  call void @__ubsan_handle_sub_overflow(ptr @1, i32 1, i32 %7) #8, !dbg !53, !nosanitize !44
  br label %13, !dbg !53, !nosanitize !44

13:                                               ; preds = %12, %6
  %14 = getelementptr inbounds [2 x i32], ptr @want, i32 0, i32 %9, !dbg !55
  %15 = load i32, ptr %14, align 4, !dbg !55
  %16 = icmp ne i32 %15, 0, !dbg !51
  br i1 %16, label %17, label %18, !dbg !51

17:                                               ; preds = %13
  br label %6, !dbg !51, !llvm.loop !56

18:                                               ; preds = %13
  %19 = load i32, ptr %3, align 4, !dbg !59
  %20 = getelementptr inbounds [2 x i32], ptr @want, i32 0, i32 %19, !dbg !60
  store i32 1, ptr %20, align 4, !dbg !61
  %21 = load i32, ptr %3, align 4, !dbg !62
  %22 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %21, i32 1), !dbg !63, !nosanitize !44
  %23 = extractvalue { i32, i1 } %22, 0, !dbg !63, !nosanitize !44
  %24 = extractvalue { i32, i1 } %22, 1, !dbg !63, !nosanitize !44
  %25 = xor i1 %24, true, !dbg !63, !nosanitize !44
  br i1 %25, label %27, label %26, !dbg !63, !prof !54, !nosanitize !44

26:                                               ; preds = %18
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %21, i32 1) #8, !dbg !63, !nosanitize !44
  br label %27, !dbg !63, !nosanitize !44

27:                                               ; preds = %26, %18
  store i32 %23, ptr @x, align 4, !dbg !64
  %28 = load i32, ptr @x, align 4, !dbg !65
  %29 = load i32, ptr %3, align 4, !dbg !67
  %30 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %29, i32 1), !dbg !68, !nosanitize !44
  %31 = extractvalue { i32, i1 } %30, 0, !dbg !68, !nosanitize !44
  %32 = extractvalue { i32, i1 } %30, 1, !dbg !68, !nosanitize !44
  %33 = xor i1 %32, true, !dbg !68, !nosanitize !44
  br i1 %33, label %35, label %34, !dbg !68, !prof !54, !nosanitize !44

34:                                               ; preds = %27
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %29, i32 1) #8, !dbg !68, !nosanitize !44
  br label %35, !dbg !68, !nosanitize !44

35:                                               ; preds = %34, %27
  %36 = icmp ne i32 %28, %31, !dbg !69
  br i1 %36, label %37, label %38, !dbg !70

37:                                               ; preds = %35
  call void @reach_error(), !dbg !71
  br label %38, !dbg !71

38:                                               ; preds = %37, %35
  %39 = load i32, ptr %3, align 4, !dbg !72
  %40 = getelementptr inbounds [2 x i32], ptr @want, i32 0, i32 %39, !dbg !73
  store i32 0, ptr %40, align 4, !dbg !74
  ret ptr null, !dbg !75
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !76 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i32], align 4
  %3 = alloca [2 x i32], align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !79, !DIExpression(), !84)
    #dbg_declare(ptr %3, !85, !DIExpression(), !86)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 @__const.main.id, i32 8, i1 false), !dbg !86
    #dbg_declare(ptr %4, !87, !DIExpression(), !88)
  store i32 0, ptr %4, align 4, !dbg !89
  br label %5, !dbg !91

5:                                                ; preds = %21, %0
  %6 = load i32, ptr %4, align 4, !dbg !92
  %7 = icmp slt i32 %6, 2, !dbg !94
  br i1 %7, label %8, label %22, !dbg !95

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !dbg !96
  %10 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %9, !dbg !97
  %11 = load i32, ptr %4, align 4, !dbg !98
  %12 = getelementptr inbounds [2 x i32], ptr %3, i32 0, i32 %11, !dbg !99
  %13 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @thr, ptr noundef %12) #8, !dbg !100
  br label %14, !dbg !100

14:                                               ; preds = %8
  %15 = load i32, ptr %4, align 4, !dbg !101
  %16 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %15, i32 1), !dbg !101, !nosanitize !44
  %17 = extractvalue { i32, i1 } %16, 0, !dbg !101, !nosanitize !44
  %18 = extractvalue { i32, i1 } %16, 1, !dbg !101, !nosanitize !44
  %19 = xor i1 %18, true, !dbg !101, !nosanitize !44
  br i1 %19, label %21, label %20, !dbg !101, !prof !54, !nosanitize !44

20:                                               ; preds = %14
  call void @__ubsan_handle_add_overflow(ptr @4, i32 %15, i32 1) #8, !dbg !101, !nosanitize !44
  br label %21, !dbg !101, !nosanitize !44

21:                                               ; preds = %20, %14
  store i32 %17, ptr %4, align 4, !dbg !101
  br label %5, !dbg !102, !llvm.loop !103

22:                                               ; preds = %5
  store i32 0, ptr %4, align 4, !dbg !105
  br label %23, !dbg !107

23:                                               ; preds = %38, %22
  %24 = load i32, ptr %4, align 4, !dbg !108
  %25 = icmp slt i32 %24, 2, !dbg !110
  br i1 %25, label %26, label %39, !dbg !111

26:                                               ; preds = %23
  %27 = load i32, ptr %4, align 4, !dbg !112
  %28 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %27, !dbg !113
  %29 = load i32, ptr %28, align 4, !dbg !113
  %30 = call i32 @pthread_join(i32 noundef %29, ptr noundef null), !dbg !114
  br label %31, !dbg !114

31:                                               ; preds = %26
  %32 = load i32, ptr %4, align 4, !dbg !115
  %33 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %32, i32 1), !dbg !115, !nosanitize !44
  %34 = extractvalue { i32, i1 } %33, 0, !dbg !115, !nosanitize !44
  %35 = extractvalue { i32, i1 } %33, 1, !dbg !115, !nosanitize !44
  %36 = xor i1 %35, true, !dbg !115, !nosanitize !44
  br i1 %36, label %38, label %37, !dbg !115, !prof !54, !nosanitize !44

37:                                               ; preds = %31
  call void @__ubsan_handle_add_overflow(ptr @5, i32 %32, i32 1) #8, !dbg !115, !nosanitize !44
  br label %38, !dbg !115, !nosanitize !44

38:                                               ; preds = %37, %31
  store i32 %34, ptr %4, align 4, !dbg !115
  br label %23, !dbg !116, !llvm.loop !117

39:                                               ; preds = %23
  ret i32 0, !dbg !119
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
!2 = !DIFile(filename: "flags-check-then-set.c", directory: ".", checksumkind: CSK_MD5, checksum: "abab80e721f4051c5a5b9a942a55a84e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 23)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "want", scope: !19, file: !2, line: 10, type: !26, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !23, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 32)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!0, !7, !12, !17, !24}
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "x", scope: !19, file: !2, line: 11, type: !22, isLocal: false, isDefinition: true)
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
!40 = distinct !DISubprogram(name: "thr", scope: !2, file: !2, line: 13, type: !41, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !44)
!41 = !DISubroutineType(types: !42)
!42 = !{!43, !43}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!44 = !{}
!45 = !DILocalVariable(name: "arg", arg: 1, scope: !40, file: !2, line: 13, type: !43)
!46 = !DILocation(line: 13, column: 17, scope: !40)
!47 = !DILocalVariable(name: "me", scope: !40, file: !2, line: 14, type: !22)
!48 = !DILocation(line: 14, column: 7, scope: !40)
!49 = !DILocation(line: 14, column: 20, scope: !40)
!50 = !DILocation(line: 14, column: 12, scope: !40)
!51 = !DILocation(line: 15, column: 3, scope: !40)
!52 = !DILocation(line: 15, column: 19, scope: !40)
!53 = !DILocation(line: 15, column: 17, scope: !40)
!54 = !{!"branch_weights", i32 1048575, i32 1}
!55 = !DILocation(line: 15, column: 10, scope: !40)
!56 = distinct !{!56, !51, !57, !58}
!57 = !DILocation(line: 16, column: 3, scope: !40)
!58 = !{!"llvm.loop.mustprogress"}
!59 = !DILocation(line: 17, column: 8, scope: !40)
!60 = !DILocation(line: 17, column: 3, scope: !40)
!61 = !DILocation(line: 17, column: 12, scope: !40)
!62 = !DILocation(line: 18, column: 7, scope: !40)
!63 = !DILocation(line: 18, column: 10, scope: !40)
!64 = !DILocation(line: 18, column: 5, scope: !40)
!65 = !DILocation(line: 19, column: 7, scope: !66)
!66 = distinct !DILexicalBlock(scope: !40, file: !2, line: 19, column: 7)
!67 = !DILocation(line: 19, column: 12, scope: !66)
!68 = !DILocation(line: 19, column: 15, scope: !66)
!69 = !DILocation(line: 19, column: 9, scope: !66)
!70 = !DILocation(line: 19, column: 7, scope: !40)
!71 = !DILocation(line: 20, column: 5, scope: !66)
!72 = !DILocation(line: 21, column: 8, scope: !40)
!73 = !DILocation(line: 21, column: 3, scope: !40)
!74 = !DILocation(line: 21, column: 12, scope: !40)
!75 = !DILocation(line: 22, column: 3, scope: !40)
!76 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !77, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !44)
!77 = !DISubroutineType(types: !78)
!78 = !{!22}
!79 = !DILocalVariable(name: "t", scope: !76, file: !2, line: 26, type: !80)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 64, elements: !5)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !82, line: 27, baseType: !83)
!82 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!83 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!84 = !DILocation(line: 26, column: 13, scope: !76)
!85 = !DILocalVariable(name: "id", scope: !76, file: !2, line: 27, type: !26)
!86 = !DILocation(line: 27, column: 7, scope: !76)
!87 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 28, type: !22)
!88 = !DILocation(line: 28, column: 7, scope: !76)
!89 = !DILocation(line: 29, column: 10, scope: !90)
!90 = distinct !DILexicalBlock(scope: !76, file: !2, line: 29, column: 3)
!91 = !DILocation(line: 29, column: 8, scope: !90)
!92 = !DILocation(line: 29, column: 15, scope: !93)
!93 = distinct !DILexicalBlock(scope: !90, file: !2, line: 29, column: 3)
!94 = !DILocation(line: 29, column: 17, scope: !93)
!95 = !DILocation(line: 29, column: 3, scope: !90)
!96 = !DILocation(line: 30, column: 23, scope: !93)
!97 = !DILocation(line: 30, column: 21, scope: !93)
!98 = !DILocation(line: 30, column: 39, scope: !93)
!99 = !DILocation(line: 30, column: 36, scope: !93)
!100 = !DILocation(line: 30, column: 5, scope: !93)
!101 = !DILocation(line: 29, column: 23, scope: !93)
!102 = !DILocation(line: 29, column: 3, scope: !93)
!103 = distinct !{!103, !95, !104, !58}
!104 = !DILocation(line: 30, column: 41, scope: !90)
!105 = !DILocation(line: 31, column: 10, scope: !106)
!106 = distinct !DILexicalBlock(scope: !76, file: !2, line: 31, column: 3)
!107 = !DILocation(line: 31, column: 8, scope: !106)
!108 = !DILocation(line: 31, column: 15, scope: !109)
!109 = distinct !DILexicalBlock(scope: !106, file: !2, line: 31, column: 3)
!110 = !DILocation(line: 31, column: 17, scope: !109)
!111 = !DILocation(line: 31, column: 3, scope: !106)
!112 = !DILocation(line: 32, column: 20, scope: !109)
!113 = !DILocation(line: 32, column: 18, scope: !109)
!114 = !DILocation(line: 32, column: 5, scope: !109)
!115 = !DILocation(line: 31, column: 23, scope: !109)
!116 = !DILocation(line: 31, column: 3, scope: !109)
!117 = distinct !{!117, !111, !118, !58}
!118 = !DILocation(line: 32, column: 25, scope: !106)
!119 = !DILocation(line: 33, column: 3, scope: !76)
