; ModuleID = 'leak-thread-local.c'
source_filename = "leak-thread-local.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.src = private unnamed_addr constant [20 x i8] c"leak-thread-local.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 17, i32 13 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 18, i32 22 }, ptr @0 }
@results = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !0
@__const.main.ids = private unnamed_addr constant [2 x i32] [i32 0, i32 1], align 4
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 26, i32 23 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 28, i32 23 }, ptr @0 }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 31, i32 9 }, ptr @0 }
@6 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 30, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !20 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !24, !DIExpression(), !25)
    #dbg_declare(ptr %4, !26, !DIExpression(), !27)
  %6 = load ptr, ptr %3, align 8, !dbg !28
  %7 = load i32, ptr %6, align 4, !dbg !29
  store i32 %7, ptr %4, align 4, !dbg !27
    #dbg_declare(ptr %5, !30, !DIExpression(), !31)
  %8 = call noalias ptr @malloc(i64 noundef 8) #7, !dbg !32
  store ptr %8, ptr %5, align 8, !dbg !31
  %9 = load ptr, ptr %5, align 8, !dbg !33
  %10 = icmp eq ptr %9, null, !dbg !35
  br i1 %10, label %11, label %12, !dbg !36

11:                                               ; preds = %1
  store ptr null, ptr %2, align 8, !dbg !37
  br label %43, !dbg !37

12:                                               ; preds = %1
  %13 = load i32, ptr %4, align 4, !dbg !38
  %14 = load ptr, ptr %5, align 8, !dbg !39
  %15 = getelementptr inbounds i32, ptr %14, i64 0, !dbg !39
  store i32 %13, ptr %15, align 4, !dbg !40
  %16 = load i32, ptr %4, align 4, !dbg !41
  %17 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %16, i32 3), !dbg !42, !nosanitize !23
  %18 = extractvalue { i32, i1 } %17, 0, !dbg !42, !nosanitize !23
  %19 = extractvalue { i32, i1 } %17, 1, !dbg !42, !nosanitize !23
  %20 = xor i1 %19, true, !dbg !42, !nosanitize !23
  br i1 %20, label %23, label %21, !dbg !42, !prof !43, !nosanitize !23

21:                                               ; preds = %12
  %22 = zext i32 %16 to i64, !dbg !42, !nosanitize !23
  call void @__ubsan_handle_mul_overflow(ptr @1, i64 %22, i64 3) #8, !dbg !42, !nosanitize !23
  br label %23, !dbg !42, !nosanitize !23

23:                                               ; preds = %21, %12
  %24 = load ptr, ptr %5, align 8, !dbg !44
  %25 = getelementptr inbounds i32, ptr %24, i64 1, !dbg !44
  store i32 %18, ptr %25, align 4, !dbg !45
  %26 = load ptr, ptr %5, align 8, !dbg !46
  %27 = getelementptr inbounds i32, ptr %26, i64 0, !dbg !46
  %28 = load i32, ptr %27, align 4, !dbg !46
  %29 = load ptr, ptr %5, align 8, !dbg !47
  %30 = getelementptr inbounds i32, ptr %29, i64 1, !dbg !47
  %31 = load i32, ptr %30, align 4, !dbg !47
  %32 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %28, i32 %31), !dbg !48, !nosanitize !23
  %33 = extractvalue { i32, i1 } %32, 0, !dbg !48, !nosanitize !23
  %34 = extractvalue { i32, i1 } %32, 1, !dbg !48, !nosanitize !23
  %35 = xor i1 %34, true, !dbg !48, !nosanitize !23
  br i1 %35, label %39, label %36, !dbg !48, !prof !43, !nosanitize !23

36:                                               ; preds = %23
  %37 = zext i32 %28 to i64, !dbg !48, !nosanitize !23
  %38 = zext i32 %31 to i64, !dbg !48, !nosanitize !23
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %37, i64 %38) #8, !dbg !48, !nosanitize !23
  br label %39, !dbg !48, !nosanitize !23

39:                                               ; preds = %36, %23
  %40 = load i32, ptr %4, align 4, !dbg !49
  %41 = sext i32 %40 to i64, !dbg !50
  %42 = getelementptr inbounds [2 x i32], ptr @results, i64 0, i64 %41, !dbg !50
  store i32 %33, ptr %42, align 4, !dbg !51
  store ptr null, ptr %2, align 8, !dbg !52
  br label %43, !dbg !52

43:                                               ; preds = %39, %11
  %44 = load ptr, ptr %2, align 8, !dbg !53
  ret ptr %44, !dbg !53
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_mul_overflow(ptr, i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !54 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca [2 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !57, !DIExpression(), !62)
    #dbg_declare(ptr %3, !63, !DIExpression(), !64)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.ids, i64 8, i1 false), !dbg !64
    #dbg_declare(ptr %4, !65, !DIExpression(), !66)
    #dbg_declare(ptr %5, !67, !DIExpression(), !68)
  store i32 0, ptr %5, align 4, !dbg !68
  store i32 0, ptr %4, align 4, !dbg !69
  br label %6, !dbg !71

6:                                                ; preds = %25, %0
  %7 = load i32, ptr %4, align 4, !dbg !72
  %8 = icmp slt i32 %7, 2, !dbg !74
  br i1 %8, label %9, label %26, !dbg !75

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4, !dbg !76
  %11 = sext i32 %10 to i64, !dbg !77
  %12 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %11, !dbg !77
  %13 = load i32, ptr %4, align 4, !dbg !78
  %14 = sext i32 %13 to i64, !dbg !79
  %15 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 %14, !dbg !79
  %16 = call i32 @pthread_create(ptr noundef %12, ptr noundef null, ptr noundef @worker, ptr noundef %15) #8, !dbg !80
  br label %17, !dbg !80

17:                                               ; preds = %9
  %18 = load i32, ptr %4, align 4, !dbg !81
  %19 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %18, i32 1), !dbg !81, !nosanitize !23
  %20 = extractvalue { i32, i1 } %19, 0, !dbg !81, !nosanitize !23
  %21 = extractvalue { i32, i1 } %19, 1, !dbg !81, !nosanitize !23
  %22 = xor i1 %21, true, !dbg !81, !nosanitize !23
  br i1 %22, label %25, label %23, !dbg !81, !prof !43, !nosanitize !23

23:                                               ; preds = %17
  %24 = zext i32 %18 to i64, !dbg !81, !nosanitize !23
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %24, i64 1) #8, !dbg !81, !nosanitize !23
  br label %25, !dbg !81, !nosanitize !23

25:                                               ; preds = %23, %17
  store i32 %20, ptr %4, align 4, !dbg !81
  br label %6, !dbg !82, !llvm.loop !83

26:                                               ; preds = %6
  store i32 0, ptr %4, align 4, !dbg !86
  br label %27, !dbg !88

27:                                               ; preds = %44, %26
  %28 = load i32, ptr %4, align 4, !dbg !89
  %29 = icmp slt i32 %28, 2, !dbg !91
  br i1 %29, label %30, label %45, !dbg !92

30:                                               ; preds = %27
  %31 = load i32, ptr %4, align 4, !dbg !93
  %32 = sext i32 %31 to i64, !dbg !94
  %33 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %32, !dbg !94
  %34 = load i64, ptr %33, align 8, !dbg !94
  %35 = call i32 @pthread_join(i64 noundef %34, ptr noundef null), !dbg !95
  br label %36, !dbg !95

36:                                               ; preds = %30
  %37 = load i32, ptr %4, align 4, !dbg !96
  %38 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %37, i32 1), !dbg !96, !nosanitize !23
  %39 = extractvalue { i32, i1 } %38, 0, !dbg !96, !nosanitize !23
  %40 = extractvalue { i32, i1 } %38, 1, !dbg !96, !nosanitize !23
  %41 = xor i1 %40, true, !dbg !96, !nosanitize !23
  br i1 %41, label %44, label %42, !dbg !96, !prof !43, !nosanitize !23

42:                                               ; preds = %36
  %43 = zext i32 %37 to i64, !dbg !96, !nosanitize !23
  call void @__ubsan_handle_add_overflow(ptr @4, i64 %43, i64 1) #8, !dbg !96, !nosanitize !23
  br label %44, !dbg !96, !nosanitize !23

44:                                               ; preds = %42, %36
  store i32 %39, ptr %4, align 4, !dbg !96
  br label %27, !dbg !97, !llvm.loop !98

45:                                               ; preds = %27
  store i32 0, ptr %4, align 4, !dbg !100
  br label %46, !dbg !102

46:                                               ; preds = %71, %45
  %47 = load i32, ptr %4, align 4, !dbg !103
  %48 = icmp slt i32 %47, 2, !dbg !105
  br i1 %48, label %49, label %72, !dbg !106

49:                                               ; preds = %46
  %50 = load i32, ptr %4, align 4, !dbg !107
  %51 = sext i32 %50 to i64, !dbg !108
  %52 = getelementptr inbounds [2 x i32], ptr @results, i64 0, i64 %51, !dbg !108
  %53 = load i32, ptr %52, align 4, !dbg !108
  %54 = load i32, ptr %5, align 4, !dbg !109
  %55 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %54, i32 %53), !dbg !109, !nosanitize !23
  %56 = extractvalue { i32, i1 } %55, 0, !dbg !109, !nosanitize !23
  %57 = extractvalue { i32, i1 } %55, 1, !dbg !109, !nosanitize !23
  %58 = xor i1 %57, true, !dbg !109, !nosanitize !23
  br i1 %58, label %62, label %59, !dbg !109, !prof !43, !nosanitize !23

59:                                               ; preds = %49
  %60 = zext i32 %54 to i64, !dbg !109, !nosanitize !23
  %61 = zext i32 %53 to i64, !dbg !109, !nosanitize !23
  call void @__ubsan_handle_add_overflow(ptr @5, i64 %60, i64 %61) #8, !dbg !109, !nosanitize !23
  br label %62, !dbg !109, !nosanitize !23

62:                                               ; preds = %59, %49
  store i32 %56, ptr %5, align 4, !dbg !109
  br label %63, !dbg !110

63:                                               ; preds = %62
  %64 = load i32, ptr %4, align 4, !dbg !111
  %65 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %64, i32 1), !dbg !111, !nosanitize !23
  %66 = extractvalue { i32, i1 } %65, 0, !dbg !111, !nosanitize !23
  %67 = extractvalue { i32, i1 } %65, 1, !dbg !111, !nosanitize !23
  %68 = xor i1 %67, true, !dbg !111, !nosanitize !23
  br i1 %68, label %71, label %69, !dbg !111, !prof !43, !nosanitize !23

69:                                               ; preds = %63
  %70 = zext i32 %64 to i64, !dbg !111, !nosanitize !23
  call void @__ubsan_handle_add_overflow(ptr @6, i64 %70, i64 1) #8, !dbg !111, !nosanitize !23
  br label %71, !dbg !111, !nosanitize !23

71:                                               ; preds = %69, %63
  store i32 %66, ptr %4, align 4, !dbg !111
  br label %46, !dbg !112, !llvm.loop !113

72:                                               ; preds = %46
  %73 = load i32, ptr %5, align 4, !dbg !115
  %74 = icmp eq i32 %73, 4, !dbg !116
  %75 = zext i1 %74 to i64, !dbg !115
  %76 = select i1 %74, i32 0, i32 1, !dbg !115
  ret i32 %76, !dbg !117
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #5

declare i32 @pthread_join(i64 noundef, ptr noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "results", scope: !2, file: !3, line: 9, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "leak-thread-local.c", directory: ".", checksumkind: CSK_MD5, checksum: "172ddec35f08fb2dfbab92e00c755fce")
!4 = !{!5, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!0}
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 2)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 8, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 2}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!20 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !21, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!7, !7}
!23 = !{}
!24 = !DILocalVariable(name: "arg", arg: 1, scope: !20, file: !3, line: 11, type: !7)
!25 = !DILocation(line: 11, column: 20, scope: !20)
!26 = !DILocalVariable(name: "id", scope: !20, file: !3, line: 12, type: !6)
!27 = !DILocation(line: 12, column: 7, scope: !20)
!28 = !DILocation(line: 12, column: 20, scope: !20)
!29 = !DILocation(line: 12, column: 12, scope: !20)
!30 = !DILocalVariable(name: "s", scope: !20, file: !3, line: 13, type: !5)
!31 = !DILocation(line: 13, column: 8, scope: !20)
!32 = !DILocation(line: 13, column: 12, scope: !20)
!33 = !DILocation(line: 14, column: 7, scope: !34)
!34 = distinct !DILexicalBlock(scope: !20, file: !3, line: 14, column: 7)
!35 = !DILocation(line: 14, column: 9, scope: !34)
!36 = !DILocation(line: 14, column: 7, scope: !20)
!37 = !DILocation(line: 15, column: 5, scope: !34)
!38 = !DILocation(line: 16, column: 10, scope: !20)
!39 = !DILocation(line: 16, column: 3, scope: !20)
!40 = !DILocation(line: 16, column: 8, scope: !20)
!41 = !DILocation(line: 17, column: 10, scope: !20)
!42 = !DILocation(line: 17, column: 13, scope: !20)
!43 = !{!"branch_weights", i32 1048575, i32 1}
!44 = !DILocation(line: 17, column: 3, scope: !20)
!45 = !DILocation(line: 17, column: 8, scope: !20)
!46 = !DILocation(line: 18, column: 17, scope: !20)
!47 = !DILocation(line: 18, column: 24, scope: !20)
!48 = !DILocation(line: 18, column: 22, scope: !20)
!49 = !DILocation(line: 18, column: 11, scope: !20)
!50 = !DILocation(line: 18, column: 3, scope: !20)
!51 = !DILocation(line: 18, column: 15, scope: !20)
!52 = !DILocation(line: 19, column: 3, scope: !20)
!53 = !DILocation(line: 20, column: 1, scope: !20)
!54 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !55, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!55 = !DISubroutineType(types: !56)
!56 = !{!6}
!57 = !DILocalVariable(name: "t", scope: !54, file: !3, line: 23, type: !58)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 128, elements: !10)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !60, line: 27, baseType: !61)
!60 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!61 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!62 = !DILocation(line: 23, column: 13, scope: !54)
!63 = !DILocalVariable(name: "ids", scope: !54, file: !3, line: 24, type: !9)
!64 = !DILocation(line: 24, column: 7, scope: !54)
!65 = !DILocalVariable(name: "i", scope: !54, file: !3, line: 25, type: !6)
!66 = !DILocation(line: 25, column: 7, scope: !54)
!67 = !DILocalVariable(name: "sum", scope: !54, file: !3, line: 25, type: !6)
!68 = !DILocation(line: 25, column: 10, scope: !54)
!69 = !DILocation(line: 26, column: 10, scope: !70)
!70 = distinct !DILexicalBlock(scope: !54, file: !3, line: 26, column: 3)
!71 = !DILocation(line: 26, column: 8, scope: !70)
!72 = !DILocation(line: 26, column: 15, scope: !73)
!73 = distinct !DILexicalBlock(scope: !70, file: !3, line: 26, column: 3)
!74 = !DILocation(line: 26, column: 17, scope: !73)
!75 = !DILocation(line: 26, column: 3, scope: !70)
!76 = !DILocation(line: 27, column: 23, scope: !73)
!77 = !DILocation(line: 27, column: 21, scope: !73)
!78 = !DILocation(line: 27, column: 46, scope: !73)
!79 = !DILocation(line: 27, column: 42, scope: !73)
!80 = !DILocation(line: 27, column: 5, scope: !73)
!81 = !DILocation(line: 26, column: 23, scope: !73)
!82 = !DILocation(line: 26, column: 3, scope: !73)
!83 = distinct !{!83, !75, !84, !85}
!84 = !DILocation(line: 27, column: 48, scope: !70)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocation(line: 28, column: 10, scope: !87)
!87 = distinct !DILexicalBlock(scope: !54, file: !3, line: 28, column: 3)
!88 = !DILocation(line: 28, column: 8, scope: !87)
!89 = !DILocation(line: 28, column: 15, scope: !90)
!90 = distinct !DILexicalBlock(scope: !87, file: !3, line: 28, column: 3)
!91 = !DILocation(line: 28, column: 17, scope: !90)
!92 = !DILocation(line: 28, column: 3, scope: !87)
!93 = !DILocation(line: 29, column: 20, scope: !90)
!94 = !DILocation(line: 29, column: 18, scope: !90)
!95 = !DILocation(line: 29, column: 5, scope: !90)
!96 = !DILocation(line: 28, column: 23, scope: !90)
!97 = !DILocation(line: 28, column: 3, scope: !90)
!98 = distinct !{!98, !92, !99, !85}
!99 = !DILocation(line: 29, column: 28, scope: !87)
!100 = !DILocation(line: 30, column: 10, scope: !101)
!101 = distinct !DILexicalBlock(scope: !54, file: !3, line: 30, column: 3)
!102 = !DILocation(line: 30, column: 8, scope: !101)
!103 = !DILocation(line: 30, column: 15, scope: !104)
!104 = distinct !DILexicalBlock(scope: !101, file: !3, line: 30, column: 3)
!105 = !DILocation(line: 30, column: 17, scope: !104)
!106 = !DILocation(line: 30, column: 3, scope: !101)
!107 = !DILocation(line: 31, column: 20, scope: !104)
!108 = !DILocation(line: 31, column: 12, scope: !104)
!109 = !DILocation(line: 31, column: 9, scope: !104)
!110 = !DILocation(line: 31, column: 5, scope: !104)
!111 = !DILocation(line: 30, column: 23, scope: !104)
!112 = !DILocation(line: 30, column: 3, scope: !104)
!113 = distinct !{!113, !106, !114, !85}
!114 = !DILocation(line: 31, column: 21, scope: !101)
!115 = !DILocation(line: 32, column: 10, scope: !54)
!116 = !DILocation(line: 32, column: 14, scope: !54)
!117 = !DILocation(line: 32, column: 3, scope: !54)
