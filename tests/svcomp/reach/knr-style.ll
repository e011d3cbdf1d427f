; ModuleID = 'knr-style.c'
source_filename = "knr-style.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"knr-style.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 16, i32 12 }, ptr @0 }
@acc = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !14
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 25, i32 28 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 25, i32 33 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 26, i32 28 }, ptr @0 }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 26, i32 33 }, ptr @0 }
@6 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 35, i32 23 }, ptr @0 }
@7 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 39, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !30 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 6, ptr noundef @.str.2) #6, !dbg !33
  unreachable, !dbg !33
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @add(i32 noundef %0, i32 noundef %1) #0 !dbg !34 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !38, !DIExpression(), !39)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !40, !DIExpression(), !41)
  %5 = load i32, ptr %3, align 4, !dbg !42
  %6 = load i32, ptr %4, align 4, !dbg !43
  %7 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %5, i32 %6), !dbg !44, !nosanitize !37
  %8 = extractvalue { i32, i1 } %7, 0, !dbg !44, !nosanitize !37
  %9 = extractvalue { i32, i1 } %7, 1, !dbg !44, !nosanitize !37
  %10 = xor i1 %9, true, !dbg !44, !nosanitize !37
  br i1 %10, label %14, label %11, !dbg !44, !prof !45, !nosanitize !37

11:                                               ; preds = %2
  %12 = zext i32 %5 to i64, !dbg !44, !nosanitize !37
  %13 = zext i32 %6 to i64, !dbg !44, !nosanitize !37
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %12, i64 %13) #7, !dbg !44, !nosanitize !37
  br label %14, !dbg !44, !nosanitize !37

14:                                               ; preds = %11, %2
  ret i32 %8, !dbg !46
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !47 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !51, !DIExpression(), !52)
    #dbg_declare(ptr %3, !53, !DIExpression(), !54)
  %4 = load ptr, ptr %2, align 8, !dbg !55
  %5 = load i32, ptr %4, align 4, !dbg !56
  store i32 %5, ptr %3, align 4, !dbg !54
  %6 = load i32, ptr %3, align 4, !dbg !57
  %7 = sext i32 %6 to i64, !dbg !58
  %8 = getelementptr inbounds [2 x i32], ptr @acc, i64 0, i64 %7, !dbg !58
  %9 = load i32, ptr %8, align 4, !dbg !58
  %10 = load i32, ptr %3, align 4, !dbg !59
  %11 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 2, i32 %10), !dbg !60, !nosanitize !37
  %12 = extractvalue { i32, i1 } %11, 0, !dbg !60, !nosanitize !37
  %13 = extractvalue { i32, i1 } %11, 1, !dbg !60, !nosanitize !37
  %14 = xor i1 %13, true, !dbg !60, !nosanitize !37
  br i1 %14, label %17, label %15, !dbg !60, !prof !45, !nosanitize !37

15:                                               ; preds = %1
  %16 = zext i32 %10 to i64, !dbg !60, !nosanitize !37
  call void @__ubsan_handle_mul_overflow(ptr @2, i64 2, i64 %16) #7, !dbg !60, !nosanitize !37
  br label %17, !dbg !60, !nosanitize !37

17:                                               ; preds = %15, %1
  %18 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %12, i32 1), !dbg !61, !nosanitize !37
  %19 = extractvalue { i32, i1 } %18, 0, !dbg !61, !nosanitize !37
  %20 = extractvalue { i32, i1 } %18, 1, !dbg !61, !nosanitize !37
  %21 = xor i1 %20, true, !dbg !61, !nosanitize !37
  br i1 %21, label %24, label %22, !dbg !61, !prof !45, !nosanitize !37

22:                                               ; preds = %17
  %23 = zext i32 %12 to i64, !dbg !61, !nosanitize !37
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %23, i64 1) #7, !dbg !61, !nosanitize !37
  br label %24, !dbg !61, !nosanitize !37

24:                                               ; preds = %22, %17
  %25 = call i32 @add(i32 noundef %9, i32 noundef %19), !dbg !62
  %26 = load i32, ptr %3, align 4, !dbg !63
  %27 = sext i32 %26 to i64, !dbg !64
  %28 = getelementptr inbounds [2 x i32], ptr @acc, i64 0, i64 %27, !dbg !64
  store i32 %25, ptr %28, align 4, !dbg !65
  %29 = load i32, ptr %3, align 4, !dbg !66
  %30 = sext i32 %29 to i64, !dbg !67
  %31 = getelementptr inbounds [2 x i32], ptr @acc, i64 0, i64 %30, !dbg !67
  %32 = load i32, ptr %31, align 4, !dbg !67
  %33 = load i32, ptr %3, align 4, !dbg !68
  %34 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 2, i32 %33), !dbg !69, !nosanitize !37
  %35 = extractvalue { i32, i1 } %34, 0, !dbg !69, !nosanitize !37
  %36 = extractvalue { i32, i1 } %34, 1, !dbg !69, !nosanitize !37
  %37 = xor i1 %36, true, !dbg !69, !nosanitize !37
  br i1 %37, label %40, label %38, !dbg !69, !prof !45, !nosanitize !37

38:                                               ; preds = %24
  %39 = zext i32 %33 to i64, !dbg !69, !nosanitize !37
  call void @__ubsan_handle_mul_overflow(ptr @4, i64 2, i64 %39) #7, !dbg !69, !nosanitize !37
  br label %40, !dbg !69, !nosanitize !37

40:                                               ; preds = %38, %24
  %41 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %35, i32 2), !dbg !70, !nosanitize !37
  %42 = extractvalue { i32, i1 } %41, 0, !dbg !70, !nosanitize !37
  %43 = extractvalue { i32, i1 } %41, 1, !dbg !70, !nosanitize !37
  %44 = xor i1 %43, true, !dbg !70, !nosanitize !37
  br i1 %44, label %47, label %45, !dbg !70, !prof !45, !nosanitize !37

45:                                               ; preds = %40
  %46 = zext i32 %35 to i64, !dbg !70, !nosanitize !37
  call void @__ubsan_handle_add_overflow(ptr @5, i64 %46, i64 2) #7, !dbg !70, !nosanitize !37
  br label %47, !dbg !70, !nosanitize !37

47:                                               ; preds = %45, %40
  %48 = call i32 @add(i32 noundef %32, i32 noundef %42), !dbg !71
  %49 = load i32, ptr %3, align 4, !dbg !72
  %50 = sext i32 %49 to i64, !dbg !73
  %51 = getelementptr inbounds [2 x i32], ptr @acc, i64 0, i64 %50, !dbg !73
  store i32 %48, ptr %51, align 4, !dbg !74
  ret ptr null, !dbg !75
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_mul_overflow(ptr, i64, i64) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !76 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca [2 x i32], align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !79, !DIExpression(), !84)
    #dbg_declare(ptr %3, !85, !DIExpression(), !86)
    #dbg_declare(ptr %4, !87, !DIExpression(), !88)
  store i32 0, ptr %4, align 4, !dbg !89
  br label %5, !dbg !91

5:                                                ; preds = %28, %0
  %6 = load i32, ptr %4, align 4, !dbg !92
  %7 = icmp slt i32 %6, 2, !dbg !94
  br i1 %7, label %8, label %29, !dbg !95

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !dbg !96
  %10 = load i32, ptr %4, align 4, !dbg !98
  %11 = sext i32 %10 to i64, !dbg !99
  %12 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 %11, !dbg !99
  store i32 %9, ptr %12, align 4, !dbg !100
  %13 = load i32, ptr %4, align 4, !dbg !101
  %14 = sext i32 %13 to i64, !dbg !102
  %15 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %14, !dbg !102
  %16 = load i32, ptr %4, align 4, !dbg !103
  %17 = sext i32 %16 to i64, !dbg !104
  %18 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 %17, !dbg !104
  %19 = call i32 @pthread_create(ptr noundef %15, ptr noundef null, ptr noundef @worker, ptr noundef %18) #7, !dbg !105
  br label %20, !dbg !106

20:                                               ; preds = %8
  %21 = load i32, ptr %4, align 4, !dbg !107
  %22 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %21, i32 1), !dbg !107, !nosanitize !37
  %23 = extractvalue { i32, i1 } %22, 0, !dbg !107, !nosanitize !37
  %24 = extractvalue { i32, i1 } %22, 1, !dbg !107, !nosanitize !37
  %25 = xor i1 %24, true, !dbg !107, !nosanitize !37
  br i1 %25, label %28, label %26, !dbg !107, !prof !45, !nosanitize !37

26:                                               ; preds = %20
  %27 = zext i32 %21 to i64, !dbg !107, !nosanitize !37
  call void @__ubsan_handle_add_overflow(ptr @6, i64 %27, i64 1) #7, !dbg !107, !nosanitize !37
  br label %28, !dbg !107, !nosanitize !37

28:                                               ; preds = %26, %20
  store i32 %23, ptr %4, align 4, !dbg !107
  br label %5, !dbg !108, !llvm.loop !109

29:                                               ; preds = %5
  store i32 0, ptr %4, align 4, !dbg !112
  br label %30, !dbg !114

30:                                               ; preds = %47, %29
  %31 = load i32, ptr %4, align 4, !dbg !115
  %32 = icmp slt i32 %31, 2, !dbg !117
  br i1 %32, label %33, label %48, !dbg !118

33:                                               ; preds = %30
  %34 = load i32, ptr %4, align 4, !dbg !119
  %35 = sext i32 %34 to i64, !dbg !120
  %36 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %35, !dbg !120
  %37 = load i64, ptr %36, align 8, !dbg !120
  %38 = call i32 @pthread_join(i64 noundef %37, ptr noundef null), !dbg !121
  br label %39, !dbg !121

39:                                               ; preds = %33
  %40 = load i32, ptr %4, align 4, !dbg !122
  %41 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %40, i32 1), !dbg !122, !nosanitize !37
  %42 = extractvalue { i32, i1 } %41, 0, !dbg !122, !nosanitize !37
  %43 = extractvalue { i32, i1 } %41, 1, !dbg !122, !nosanitize !37
  %44 = xor i1 %43, true, !dbg !122, !nosanitize !37
  br i1 %44, label %47, label %45, !dbg !122, !prof !45, !nosanitize !37

45:                                               ; preds = %39
  %46 = zext i32 %40 to i64, !dbg !122, !nosanitize !37
  call void @__ubsan_handle_add_overflow(ptr @7, i64 %46, i64 1) #7, !dbg !122, !nosanitize !37
  br label %47, !dbg !122, !nosanitize !37

47:                                               ; preds = %45, %39
  store i32 %42, ptr %4, align 4, !dbg !122
  br label %30, !dbg !123, !llvm.loop !124

48:                                               ; preds = %30
  %49 = load i32, ptr @acc, align 4, !dbg !126
  %50 = icmp ne i32 %49, 3, !dbg !128
  br i1 %50, label %54, label %51, !dbg !129

51:                                               ; preds = %48
  %52 = load i32, ptr getelementptr inbounds ([2 x i32], ptr @acc, i64 0, i64 1), align 4, !dbg !130
  %53 = icmp ne i32 %52, 7, !dbg !131
  br i1 %53, label %54, label %55, !dbg !132

54:                                               ; preds = %51, %48
  call void @reach_error(), !dbg !133
  br label %55, !dbg !133

55:                                               ; preds = %54, %51
  ret i32 0, !dbg !134
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #4

declare i32 @pthread_join(i64 noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!16}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "knr-style.c", directory: ".", checksumkind: CSK_MD5, checksum: "2ab26233fb30f6293f818764ad788362")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "acc", scope: !16, file: !2, line: 10, type: !21, isLocal: false, isDefinition: true)
!16 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !17, globals: !20, splitDebugInlining: false, nameTableKind: None)
!17 = !{!18}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{!0, !7, !12, !14}
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 64, elements: !5)
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 8, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 2}
!28 = !{i32 7, !"frame-pointer", i32 2}
!29 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!30 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 6, type: !31, scopeLine: 6, spFlags: DISPFlagDefinition, unit: !16)
!31 = !DISubroutineType(types: !32)
!32 = !{null}
!33 = !DILocation(line: 6, column: 22, scope: !30)
!34 = distinct !DISubprogram(name: "add", scope: !2, file: !2, line: 12, type: !35, scopeLine: 15, spFlags: DISPFlagDefinition, unit: !16, retainedNodes: !37)
!35 = !DISubroutineType(types: !36)
!36 = !{!19, !19, !19}
!37 = !{}
!38 = !DILocalVariable(name: "a", arg: 1, scope: !34, file: !2, line: 13, type: !19)
!39 = !DILocation(line: 13, column: 7, scope: !34)
!40 = !DILocalVariable(name: "b", arg: 2, scope: !34, file: !2, line: 14, type: !19)
!41 = !DILocation(line: 14, column: 7, scope: !34)
!42 = !DILocation(line: 16, column: 10, scope: !34)
!43 = !DILocation(line: 16, column: 14, scope: !34)
!44 = !DILocation(line: 16, column: 12, scope: !34)
!45 = !{!"branch_weights", i32 1048575, i32 1}
!46 = !DILocation(line: 16, column: 3, scope: !34)
!47 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 21, type: !48, scopeLine: 23, spFlags: DISPFlagDefinition, unit: !16, retainedNodes: !37)
!48 = !DISubroutineType(types: !49)
!49 = !{!50, !50}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!51 = !DILocalVariable(name: "arg", arg: 1, scope: !47, file: !2, line: 22, type: !50)
!52 = !DILocation(line: 22, column: 9, scope: !47)
!53 = !DILocalVariable(name: "id", scope: !47, file: !2, line: 24, type: !19)
!54 = !DILocation(line: 24, column: 7, scope: !47)
!55 = !DILocation(line: 24, column: 20, scope: !47)
!56 = !DILocation(line: 24, column: 12, scope: !47)
!57 = !DILocation(line: 25, column: 21, scope: !47)
!58 = !DILocation(line: 25, column: 17, scope: !47)
!59 = !DILocation(line: 25, column: 30, scope: !47)
!60 = !DILocation(line: 25, column: 28, scope: !47)
!61 = !DILocation(line: 25, column: 33, scope: !47)
!62 = !DILocation(line: 25, column: 13, scope: !47)
!63 = !DILocation(line: 25, column: 7, scope: !47)
!64 = !DILocation(line: 25, column: 3, scope: !47)
!65 = !DILocation(line: 25, column: 11, scope: !47)
!66 = !DILocation(line: 26, column: 21, scope: !47)
!67 = !DILocation(line: 26, column: 17, scope: !47)
!68 = !DILocation(line: 26, column: 30, scope: !47)
!69 = !DILocation(line: 26, column: 28, scope: !47)
!70 = !DILocation(line: 26, column: 33, scope: !47)
!71 = !DILocation(line: 26, column: 13, scope: !47)
!72 = !DILocation(line: 26, column: 7, scope: !47)
!73 = !DILocation(line: 26, column: 3, scope: !47)
!74 = !DILocation(line: 26, column: 11, scope: !47)
!75 = !DILocation(line: 27, column: 3, scope: !47)
!76 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 30, type: !77, scopeLine: 31, spFlags: DISPFlagDefinition, unit: !16, retainedNodes: !37)
!77 = !DISubroutineType(types: !78)
!78 = !{!19}
!79 = !DILocalVariable(name: "t", scope: !76, file: !2, line: 32, type: !80)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !81, size: 128, elements: !5)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !82, line: 27, baseType: !83)
!82 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!83 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!84 = !DILocation(line: 32, column: 13, scope: !76)
!85 = !DILocalVariable(name: "id", scope: !76, file: !2, line: 33, type: !21)
!86 = !DILocation(line: 33, column: 7, scope: !76)
!87 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 34, type: !19)
!88 = !DILocation(line: 34, column: 7, scope: !76)
!89 = !DILocation(line: 35, column: 10, scope: !90)
!90 = distinct !DILexicalBlock(scope: !76, file: !2, line: 35, column: 3)
!91 = !DILocation(line: 35, column: 8, scope: !90)
!92 = !DILocation(line: 35, column: 15, scope: !93)
!93 = distinct !DILexicalBlock(scope: !90, file: !2, line: 35, column: 3)
!94 = !DILocation(line: 35, column: 17, scope: !93)
!95 = !DILocation(line: 35, column: 3, scope: !90)
!96 = !DILocation(line: 36, column: 13, scope: !97)
!97 = distinct !DILexicalBlock(scope: !93, file: !2, line: 35, column: 27)
!98 = !DILocation(line: 36, column: 8, scope: !97)
!99 = !DILocation(line: 36, column: 5, scope: !97)
!100 = !DILocation(line: 36, column: 11, scope: !97)
!101 = !DILocation(line: 37, column: 23, scope: !97)
!102 = !DILocation(line: 37, column: 21, scope: !97)
!103 = !DILocation(line: 37, column: 42, scope: !97)
!104 = !DILocation(line: 37, column: 39, scope: !97)
!105 = !DILocation(line: 37, column: 5, scope: !97)
!106 = !DILocation(line: 38, column: 3, scope: !97)
!107 = !DILocation(line: 35, column: 23, scope: !93)
!108 = !DILocation(line: 35, column: 3, scope: !93)
!109 = distinct !{!109, !95, !110, !111}
!110 = !DILocation(line: 38, column: 3, scope: !90)
!111 = !{!"llvm.loop.mustprogress"}
!112 = !DILocation(line: 39, column: 10, scope: !113)
!113 = distinct !DILexicalBlock(scope: !76, file: !2, line: 39, column: 3)
!114 = !DILocation(line: 39, column: 8, scope: !113)
!115 = !DILocation(line: 39, column: 15, scope: !116)
!116 = distinct !DILexicalBlock(scope: !113, file: !2, line: 39, column: 3)
!117 = !DILocation(line: 39, column: 17, scope: !116)
!118 = !DILocation(line: 39, column: 3, scope: !113)
!119 = !DILocation(line: 40, column: 20, scope: !116)
!120 = !DILocation(line: 40, column: 18, scope: !116)
!121 = !DILocation(line: 40, column: 5, scope: !116)
!122 = !DILocation(line: 39, column: 23, scope: !116)
!123 = !DILocation(line: 39, column: 3, scope: !116)
!124 = distinct !{!124, !118, !125, !111}
!125 = !DILocation(line: 40, column: 25, scope: !113)
!126 = !DILocation(line: 41, column: 7, scope: !127)
!127 = distinct !DILexicalBlock(scope: !76, file: !2, line: 41, column: 7)
!128 = !DILocation(line: 41, column: 14, scope: !127)
!129 = !DILocation(line: 41, column: 19, scope: !127)
!130 = !DILocation(line: 41, column: 22, scope: !127)
!131 = !DILocation(line: 41, column: 29, scope: !127)
!132 = !DILocation(line: 41, column: 7, scope: !76)
!133 = !DILocation(line: 42, column: 5, scope: !127)
!134 = !DILocation(line: 43, column: 3, scope: !76)
