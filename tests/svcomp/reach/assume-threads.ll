; ModuleID = 'assume-threads.c'
source_filename = "assume-threads.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"assume-threads.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !17
@counter = dso_local global i32 0, align 4, !dbg !21
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 19, i32 21 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 28, i32 23 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 30, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @assume_abort_if_not(i32 noundef %0) #0 !dbg !63 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !67, !DIExpression(), !68)
  %3 = load i32, ptr %2, align 4, !dbg !69
  %4 = icmp ne i32 %3, 0, !dbg !69
  br i1 %4, label %6, label %5, !dbg !71

5:                                                ; preds = %1
  call void @abort() #7, !dbg !72
  unreachable, !dbg !72

6:                                                ; preds = %1
  ret void, !dbg !74
}

; Function Attrs: noreturn nounwind
declare void @abort() #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !75 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 9, ptr noundef @.str.2) #8, !dbg !78
  unreachable, !dbg !78
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @inc(ptr noundef %0) #0 !dbg !79 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !83, !DIExpression(), !84)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #9, !dbg !85
  %4 = load i32, ptr @counter, align 4, !dbg !86
  %5 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 1), !dbg !87, !nosanitize !66
  %6 = extractvalue { i32, i1 } %5, 0, !dbg !87, !nosanitize !66
  %7 = extractvalue { i32, i1 } %5, 1, !dbg !87, !nosanitize !66
  %8 = xor i1 %7, true, !dbg !87, !nosanitize !66
  br i1 %8, label %11, label %9, !dbg !87, !prof !88, !nosanitize !66

9:                                                ; preds = %1
  %10 = zext i32 %4 to i64, !dbg !87, !nosanitize !66
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %10, i64 1) #9, !dbg !87, !nosanitize !66
  br label %11, !dbg !87, !nosanitize !66

11:                                               ; preds = %9, %1
  store i32 %6, ptr @counter, align 4, !dbg !89
  %12 = call i32 @pthread_mutex_unlock(ptr noundef @m) #9, !dbg !90
  ret ptr null, !dbg !91
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #4

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #5

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !92 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !95, !DIExpression(), !101)
    #dbg_declare(ptr %3, !102, !DIExpression(), !103)
    #dbg_declare(ptr %4, !104, !DIExpression(), !105)
  %5 = call i32 @__VERIFIER_nondet_int(), !dbg !106
  store i32 %5, ptr %4, align 4, !dbg !105
  %6 = load i32, ptr %4, align 4, !dbg !107
  %7 = icmp sle i32 0, %6, !dbg !108
  br i1 %7, label %8, label %11, !dbg !109

8:                                                ; preds = %0
  %9 = load i32, ptr %4, align 4, !dbg !110
  %10 = icmp sle i32 %9, 3, !dbg !111
  br label %11

11:                                               ; preds = %8, %0
  %12 = phi i1 [ false, %0 ], [ %10, %8 ], !dbg !112
  %13 = zext i1 %12 to i32, !dbg !109
  call void @assume_abort_if_not(i32 noundef %13), !dbg !113
  store i32 0, ptr %3, align 4, !dbg !114
  br label %14, !dbg !116

14:                                               ; preds = %31, %11
  %15 = load i32, ptr %3, align 4, !dbg !117
  %16 = load i32, ptr %4, align 4, !dbg !119
  %17 = icmp slt i32 %15, %16, !dbg !120
  br i1 %17, label %18, label %32, !dbg !121

18:                                               ; preds = %14
  %19 = load i32, ptr %3, align 4, !dbg !122
  %20 = sext i32 %19 to i64, !dbg !123
  %21 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %20, !dbg !123
  %22 = call i32 @pthread_create(ptr noundef %21, ptr noundef null, ptr noundef @inc, ptr noundef null) #9, !dbg !124
  br label %23, !dbg !124

23:                                               ; preds = %18
  %24 = load i32, ptr %3, align 4, !dbg !125
  %25 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %24, i32 1), !dbg !125, !nosanitize !66
  %26 = extractvalue { i32, i1 } %25, 0, !dbg !125, !nosanitize !66
  %27 = extractvalue { i32, i1 } %25, 1, !dbg !125, !nosanitize !66
  %28 = xor i1 %27, true, !dbg !125, !nosanitize !66
  br i1 %28, label %31, label %29, !dbg !125, !prof !88, !nosanitize !66

29:                                               ; preds = %23
  %30 = zext i32 %24 to i64, !dbg !125, !nosanitize !66
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %30, i64 1) #9, !dbg !125, !nosanitize !66
  br label %31, !dbg !125, !nosanitize !66

31:                                               ; preds = %29, %23
  store i32 %26, ptr %3, align 4, !dbg !125
  br label %14, !dbg !126, !llvm.loop !127

32:                                               ; preds = %14
  store i32 0, ptr %3, align 4, !dbg !130
  br label %33, !dbg !132

33:                                               ; preds = %51, %32
  %34 = load i32, ptr %3, align 4, !dbg !133
  %35 = load i32, ptr %4, align 4, !dbg !135
  %36 = icmp slt i32 %34, %35, !dbg !136
  br i1 %36, label %37, label %52, !dbg !137

37:                                               ; preds = %33
  %38 = load i32, ptr %3, align 4, !dbg !138
  %39 = sext i32 %38 to i64, !dbg !139
  %40 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %39, !dbg !139
  %41 = load i64, ptr %40, align 8, !dbg !139
  %42 = call i32 @pthread_join(i64 noundef %41, ptr noundef null), !dbg !140
  br label %43, !dbg !140

43:                                               ; preds = %37
  %44 = load i32, ptr %3, align 4, !dbg !141
  %45 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %44, i32 1), !dbg !141, !nosanitize !66
  %46 = extractvalue { i32, i1 } %45, 0, !dbg !141, !nosanitize !66
  %47 = extractvalue { i32, i1 } %45, 1, !dbg !141, !nosanitize !66
  %48 = xor i1 %47, true, !dbg !141, !nosanitize !66
  br i1 %48, label %51, label %49, !dbg !141, !prof !88, !nosanitize !66

49:                                               ; preds = %43
  %50 = zext i32 %44 to i64, !dbg !141, !nosanitize !66
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %50, i64 1) #9, !dbg !141, !nosanitize !66
  br label %51, !dbg !141, !nosanitize !66

51:                                               ; preds = %49, %43
  store i32 %46, ptr %3, align 4, !dbg !141
  br label %33, !dbg !142, !llvm.loop !143

52:                                               ; preds = %33
  %53 = load i32, ptr @counter, align 4, !dbg !145
  %54 = load i32, ptr %4, align 4, !dbg !147
  %55 = icmp ne i32 %53, %54, !dbg !148
  br i1 %55, label %56, label %57, !dbg !149

56:                                               ; preds = %52
  call void @reach_error(), !dbg !150
  br label %57, !dbg !150

57:                                               ; preds = %56, %52
  ret i32 0, !dbg !151
}

declare i32 @__VERIFIER_nondet_int() #6

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

declare i32 @pthread_join(i64 noundef, ptr noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { uwtable }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind }
attributes #8 = { nocallback noreturn nounwind }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!55, !56, !57, !58, !59, !60, !61}
!llvm.ident = !{!62}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "assume-threads.c", directory: ".", checksumkind: CSK_MD5, checksum: "20d86af3c1928fac2645fc60404d44d8")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "m", scope: !19, file: !2, line: 14, type: !24, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "counter", scope: !19, file: !2, line: 15, type: !23, isLocal: false, isDefinition: true)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !25, line: 72, baseType: !26)
!25 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!26 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !25, line: 67, size: 320, elements: !27)
!27 = !{!28, !49, !53}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !26, file: !25, line: 69, baseType: !29, size: 320)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !30, line: 22, size: 320, elements: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!31 = !{!32, !33, !35, !36, !37, !38, !40, !41}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !29, file: !30, line: 24, baseType: !23, size: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !29, file: !30, line: 25, baseType: !34, size: 32, offset: 32)
!34 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !29, file: !30, line: 26, baseType: !23, size: 32, offset: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !29, file: !30, line: 28, baseType: !34, size: 32, offset: 96)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !29, file: !30, line: 32, baseType: !23, size: 32, offset: 128)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !29, file: !30, line: 34, baseType: !39, size: 16, offset: 160)
!39 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !29, file: !30, line: 35, baseType: !39, size: 16, offset: 176)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !29, file: !30, line: 36, baseType: !42, size: 128, offset: 192)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !43, line: 55, baseType: !44)
!43 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !43, line: 51, size: 128, elements: !45)
!45 = !{!46, !48}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !44, file: !43, line: 53, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !44, file: !43, line: 54, baseType: !47, size: 64, offset: 64)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !26, file: !25, line: 70, baseType: !50, size: 320)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 40)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !26, file: !25, line: 71, baseType: !54, size: 64)
!54 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!55 = !{i32 7, !"Dwarf Version", i32 5}
!56 = !{i32 2, !"Debug Info Version", i32 3}
!57 = !{i32 1, !"wchar_size", i32 4}
!58 = !{i32 8, !"PIC Level", i32 2}
!59 = !{i32 7, !"PIE Level", i32 2}
!60 = !{i32 7, !"uwtable", i32 2}
!61 = !{i32 7, !"frame-pointer", i32 2}
!62 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!63 = distinct !DISubprogram(name: "assume_abort_if_not", scope: !2, file: !2, line: 7, type: !64, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{null, !23}
!66 = !{}
!67 = !DILocalVariable(name: "cond", arg: 1, scope: !63, file: !2, line: 7, type: !23)
!68 = !DILocation(line: 7, column: 30, scope: !63)
!69 = !DILocation(line: 7, column: 42, scope: !70)
!70 = distinct !DILexicalBlock(scope: !63, file: !2, line: 7, column: 41)
!71 = !DILocation(line: 7, column: 41, scope: !63)
!72 = !DILocation(line: 7, column: 49, scope: !73)
!73 = distinct !DILexicalBlock(scope: !70, file: !2, line: 7, column: 48)
!74 = !DILocation(line: 7, column: 59, scope: !63)
!75 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 9, type: !76, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !19)
!76 = !DISubroutineType(types: !77)
!77 = !{null}
!78 = !DILocation(line: 9, column: 22, scope: !75)
!79 = distinct !DISubprogram(name: "inc", scope: !2, file: !2, line: 17, type: !80, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !66)
!80 = !DISubroutineType(types: !81)
!81 = !{!82, !82}
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!83 = !DILocalVariable(name: "arg", arg: 1, scope: !79, file: !2, line: 17, type: !82)
!84 = !DILocation(line: 17, column: 17, scope: !79)
!85 = !DILocation(line: 18, column: 3, scope: !79)
!86 = !DILocation(line: 19, column: 13, scope: !79)
!87 = !DILocation(line: 19, column: 21, scope: !79)
!88 = !{!"branch_weights", i32 1048575, i32 1}
!89 = !DILocation(line: 19, column: 11, scope: !79)
!90 = !DILocation(line: 20, column: 3, scope: !79)
!91 = !DILocation(line: 21, column: 3, scope: !79)
!92 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !93, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !66)
!93 = !DISubroutineType(types: !94)
!94 = !{!23}
!95 = !DILocalVariable(name: "t", scope: !92, file: !2, line: 25, type: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !97, size: 192, elements: !99)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !25, line: 27, baseType: !98)
!98 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!99 = !{!100}
!100 = !DISubrange(count: 3)
!101 = !DILocation(line: 25, column: 13, scope: !92)
!102 = !DILocalVariable(name: "i", scope: !92, file: !2, line: 26, type: !23)
!103 = !DILocation(line: 26, column: 7, scope: !92)
!104 = !DILocalVariable(name: "n", scope: !92, file: !2, line: 26, type: !23)
!105 = !DILocation(line: 26, column: 10, scope: !92)
!106 = !DILocation(line: 26, column: 14, scope: !92)
!107 = !DILocation(line: 27, column: 28, scope: !92)
!108 = !DILocation(line: 27, column: 25, scope: !92)
!109 = !DILocation(line: 27, column: 30, scope: !92)
!110 = !DILocation(line: 27, column: 33, scope: !92)
!111 = !DILocation(line: 27, column: 35, scope: !92)
!112 = !DILocation(line: 0, scope: !92)
!113 = !DILocation(line: 27, column: 3, scope: !92)
!114 = !DILocation(line: 28, column: 10, scope: !115)
!115 = distinct !DILexicalBlock(scope: !92, file: !2, line: 28, column: 3)
!116 = !DILocation(line: 28, column: 8, scope: !115)
!117 = !DILocation(line: 28, column: 15, scope: !118)
!118 = distinct !DILexicalBlock(scope: !115, file: !2, line: 28, column: 3)
!119 = !DILocation(line: 28, column: 19, scope: !118)
!120 = !DILocation(line: 28, column: 17, scope: !118)
!121 = !DILocation(line: 28, column: 3, scope: !115)
!122 = !DILocation(line: 29, column: 23, scope: !118)
!123 = !DILocation(line: 29, column: 21, scope: !118)
!124 = !DILocation(line: 29, column: 5, scope: !118)
!125 = !DILocation(line: 28, column: 23, scope: !118)
!126 = !DILocation(line: 28, column: 3, scope: !118)
!127 = distinct !{!127, !121, !128, !129}
!128 = !DILocation(line: 29, column: 36, scope: !115)
!129 = !{!"llvm.loop.mustprogress"}
!130 = !DILocation(line: 30, column: 10, scope: !131)
!131 = distinct !DILexicalBlock(scope: !92, file: !2, line: 30, column: 3)
!132 = !DILocation(line: 30, column: 8, scope: !131)
!133 = !DILocation(line: 30, column: 15, scope: !134)
!134 = distinct !DILexicalBlock(scope: !131, file: !2, line: 30, column: 3)
!135 = !DILocation(line: 30, column: 19, scope: !134)
!136 = !DILocation(line: 30, column: 17, scope: !134)
!137 = !DILocation(line: 30, column: 3, scope: !131)
!138 = !DILocation(line: 31, column: 20, scope: !134)
!139 = !DILocation(line: 31, column: 18, scope: !134)
!140 = !DILocation(line: 31, column: 5, scope: !134)
!141 = !DILocation(line: 30, column: 23, scope: !134)
!142 = !DILocation(line: 30, column: 3, scope: !134)
!143 = distinct !{!143, !137, !144, !129}
!144 = !DILocation(line: 31, column: 25, scope: !131)
!145 = !DILocation(line: 32, column: 7, scope: !146)
!146 = distinct !DILexicalBlock(scope: !92, file: !2, line: 32, column: 7)
!147 = !DILocation(line: 32, column: 18, scope: !146)
!148 = !DILocation(line: 32, column: 15, scope: !146)
!149 = !DILocation(line: 32, column: 7, scope: !92)
!150 = !DILocation(line: 33, column: 5, scope: !146)
!151 = !DILocation(line: 34, column: 3, scope: !92)
