; ModuleID = 'char-cube.c'
source_filename = "char-cube.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.src = private unnamed_addr constant [12 x i8] c"char-cube.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 21 }, ptr @0 }
@cubes = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !0
@__const.main.ids = private unnamed_addr constant [2 x i32] [i32 0, i32 1], align 4
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 23 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 23 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 26, i32 18 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @cube(ptr noundef %0) #0 !dbg !19 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !24, !DIExpression(), !25)
    #dbg_declare(ptr %3, !26, !DIExpression(), !27)
  %5 = load ptr, ptr %2, align 8, !dbg !28
  %6 = load i32, ptr %5, align 4, !dbg !29
  store i32 %6, ptr %3, align 4, !dbg !27
    #dbg_declare(ptr %4, !30, !DIExpression(), !32)
  %7 = call signext i8 @__VERIFIER_nondet_char(), !dbg !33
  store i8 %7, ptr %4, align 1, !dbg !32
  %8 = load i8, ptr %4, align 1, !dbg !34
  %9 = sext i8 %8 to i32, !dbg !34
  %10 = load i8, ptr %4, align 1, !dbg !35
  %11 = sext i8 %10 to i32, !dbg !35
  %12 = mul nsw i32 %9, %11, !dbg !36
  %13 = load i8, ptr %4, align 1, !dbg !37
  %14 = sext i8 %13 to i32, !dbg !37
  %15 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %12, i32 %14), !dbg !38, !nosanitize !23
  %16 = extractvalue { i32, i1 } %15, 0, !dbg !38, !nosanitize !23
  %17 = extractvalue { i32, i1 } %15, 1, !dbg !38, !nosanitize !23
  %18 = xor i1 %17, true, !dbg !38, !nosanitize !23
  br i1 %18, label %22, label %19, !dbg !38, !prof !39, !nosanitize !23

19:                                               ; preds = %1
  %20 = zext i32 %12 to i64, !dbg !38, !nosanitize !23
  %21 = zext i32 %14 to i64, !dbg !38, !nosanitize !23
  call void @__ubsan_handle_mul_overflow(ptr @1, i64 %20, i64 %21) #6, !dbg !38, !nosanitize !23
  br label %22, !dbg !38, !nosanitize !23

22:                                               ; preds = %19, %1
  %23 = load i32, ptr %3, align 4, !dbg !40
  %24 = sext i32 %23 to i64, !dbg !41
  %25 = getelementptr inbounds [2 x i32], ptr @cubes, i64 0, i64 %24, !dbg !41
  store i32 %16, ptr %25, align 4, !dbg !42
  ret ptr null, !dbg !43
}

declare signext i8 @__VERIFIER_nondet_char() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_mul_overflow(ptr, i64, i64) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !44 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca [2 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !47, !DIExpression(), !52)
    #dbg_declare(ptr %3, !53, !DIExpression(), !54)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.ids, i64 8, i1 false), !dbg !54
    #dbg_declare(ptr %4, !55, !DIExpression(), !56)
    #dbg_declare(ptr %5, !57, !DIExpression(), !58)
  store i32 0, ptr %4, align 4, !dbg !59
  br label %6, !dbg !61

6:                                                ; preds = %25, %0
  %7 = load i32, ptr %4, align 4, !dbg !62
  %8 = icmp slt i32 %7, 2, !dbg !64
  br i1 %8, label %9, label %26, !dbg !65

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4, !dbg !66
  %11 = sext i32 %10 to i64, !dbg !67
  %12 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %11, !dbg !67
  %13 = load i32, ptr %4, align 4, !dbg !68
  %14 = sext i32 %13 to i64, !dbg !69
  %15 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 %14, !dbg !69
  %16 = call i32 @pthread_create(ptr noundef %12, ptr noundef null, ptr noundef @cube, ptr noundef %15) #6, !dbg !70
  br label %17, !dbg !70

17:                                               ; preds = %9
  %18 = load i32, ptr %4, align 4, !dbg !71
  %19 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %18, i32 1), !dbg !71, !nosanitize !23
  %20 = extractvalue { i32, i1 } %19, 0, !dbg !71, !nosanitize !23
  %21 = extractvalue { i32, i1 } %19, 1, !dbg !71, !nosanitize !23
  %22 = xor i1 %21, true, !dbg !71, !nosanitize !23
  br i1 %22, label %25, label %23, !dbg !71, !prof !39, !nosanitize !23

23:                                               ; preds = %17
  %24 = zext i32 %18 to i64, !dbg !71, !nosanitize !23
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %24, i64 1) #6, !dbg !71, !nosanitize !23
  br label %25, !dbg !71, !nosanitize !23

25:                                               ; preds = %23, %17
  store i32 %20, ptr %4, align 4, !dbg !71
  br label %6, !dbg !72, !llvm.loop !73

26:                                               ; preds = %6
  store i32 0, ptr %4, align 4, !dbg !76
  br label %27, !dbg !78

27:                                               ; preds = %44, %26
  %28 = load i32, ptr %4, align 4, !dbg !79
  %29 = icmp slt i32 %28, 2, !dbg !81
  br i1 %29, label %30, label %45, !dbg !82

30:                                               ; preds = %27
  %31 = load i32, ptr %4, align 4, !dbg !83
  %32 = sext i32 %31 to i64, !dbg !84
  %33 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %32, !dbg !84
  %34 = load i64, ptr %33, align 8, !dbg !84
  %35 = call i32 @pthread_join(i64 noundef %34, ptr noundef null), !dbg !85
  br label %36, !dbg !85

36:                                               ; preds = %30
  %37 = load i32, ptr %4, align 4, !dbg !86
  %38 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %37, i32 1), !dbg !86, !nosanitize !23
  %39 = extractvalue { i32, i1 } %38, 0, !dbg !86, !nosanitize !23
  %40 = extractvalue { i32, i1 } %38, 1, !dbg !86, !nosanitize !23
  %41 = xor i1 %40, true, !dbg !86, !nosanitize !23
  br i1 %41, label %44, label %42, !dbg !86, !prof !39, !nosanitize !23

42:                                               ; preds = %36
  %43 = zext i32 %37 to i64, !dbg !86, !nosanitize !23
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %43, i64 1) #6, !dbg !86, !nosanitize !23
  br label %44, !dbg !86, !nosanitize !23

44:                                               ; preds = %42, %36
  store i32 %39, ptr %4, align 4, !dbg !86
  br label %27, !dbg !87, !llvm.loop !88

45:                                               ; preds = %27
  %46 = load i32, ptr @cubes, align 4, !dbg !90
  %47 = load i32, ptr getelementptr inbounds ([2 x i32], ptr @cubes, i64 0, i64 1), align 4, !dbg !91
  %48 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %46, i32 %47), !dbg !92, !nosanitize !23
  %49 = extractvalue { i32, i1 } %48, 0, !dbg !92, !nosanitize !23
  %50 = extractvalue { i32, i1 } %48, 1, !dbg !92, !nosanitize !23
  %51 = xor i1 %50, true, !dbg !92, !nosanitize !23
  br i1 %51, label %55, label %52, !dbg !92, !prof !39, !nosanitize !23

52:                                               ; preds = %45
  %53 = zext i32 %46 to i64, !dbg !92, !nosanitize !23
  %54 = zext i32 %47 to i64, !dbg !92, !nosanitize !23
  call void @__ubsan_handle_add_overflow(ptr @4, i64 %53, i64 %54) #6, !dbg !92, !nosanitize !23
  br label %55, !dbg !92, !nosanitize !23

55:                                               ; preds = %52, %45
  store i32 %49, ptr %5, align 4, !dbg !93
  %56 = load i32, ptr %5, align 4, !dbg !94
  %57 = icmp sgt i32 %56, 0, !dbg !95
  %58 = zext i1 %57 to i32, !dbg !95
  ret i32 %58, !dbg !96
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #3

declare i32 @pthread_join(i64 noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "cubes", scope: !2, file: !3, line: 9, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "char-cube.c", directory: ".", checksumkind: CSK_MD5, checksum: "73bca4873d7e5a847e7bb31aaeea001a")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!0}
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !9)
!9 = !{!10}
!10 = !DISubrange(count: 2)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "cube", scope: !3, file: !3, line: 11, type: !20, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "arg", arg: 1, scope: !19, file: !3, line: 11, type: !22)
!25 = !DILocation(line: 11, column: 18, scope: !19)
!26 = !DILocalVariable(name: "id", scope: !19, file: !3, line: 12, type: !6)
!27 = !DILocation(line: 12, column: 7, scope: !19)
!28 = !DILocation(line: 12, column: 20, scope: !19)
!29 = !DILocation(line: 12, column: 12, scope: !19)
!30 = !DILocalVariable(name: "c", scope: !19, file: !3, line: 13, type: !31)
!31 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!32 = !DILocation(line: 13, column: 8, scope: !19)
!33 = !DILocation(line: 13, column: 12, scope: !19)
!34 = !DILocation(line: 14, column: 15, scope: !19)
!35 = !DILocation(line: 14, column: 19, scope: !19)
!36 = !DILocation(line: 14, column: 17, scope: !19)
!37 = !DILocation(line: 14, column: 23, scope: !19)
!38 = !DILocation(line: 14, column: 21, scope: !19)
!39 = !{!"branch_weights", i32 1048575, i32 1}
!40 = !DILocation(line: 14, column: 9, scope: !19)
!41 = !DILocation(line: 14, column: 3, scope: !19)
!42 = !DILocation(line: 14, column: 13, scope: !19)
!43 = !DILocation(line: 15, column: 3, scope: !19)
!44 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !45, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!45 = !DISubroutineType(types: !46)
!46 = !{!6}
!47 = !DILocalVariable(name: "t", scope: !44, file: !3, line: 19, type: !48)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 128, elements: !9)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !50, line: 27, baseType: !51)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!51 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!52 = !DILocation(line: 19, column: 13, scope: !44)
!53 = !DILocalVariable(name: "ids", scope: !44, file: !3, line: 20, type: !8)
!54 = !DILocation(line: 20, column: 7, scope: !44)
!55 = !DILocalVariable(name: "i", scope: !44, file: !3, line: 21, type: !6)
!56 = !DILocation(line: 21, column: 7, scope: !44)
!57 = !DILocalVariable(name: "sum", scope: !44, file: !3, line: 21, type: !6)
!58 = !DILocation(line: 21, column: 10, scope: !44)
!59 = !DILocation(line: 22, column: 10, scope: !60)
!60 = distinct !DILexicalBlock(scope: !44, file: !3, line: 22, column: 3)
!61 = !DILocation(line: 22, column: 8, scope: !60)
!62 = !DILocation(line: 22, column: 15, scope: !63)
!63 = distinct !DILexicalBlock(scope: !60, file: !3, line: 22, column: 3)
!64 = !DILocation(line: 22, column: 17, scope: !63)
!65 = !DILocation(line: 22, column: 3, scope: !60)
!66 = !DILocation(line: 23, column: 23, scope: !63)
!67 = !DILocation(line: 23, column: 21, scope: !63)
!68 = !DILocation(line: 23, column: 41, scope: !63)
!69 = !DILocation(line: 23, column: 37, scope: !63)
!70 = !DILocation(line: 23, column: 5, scope: !63)
!71 = !DILocation(line: 22, column: 23, scope: !63)
!72 = !DILocation(line: 22, column: 3, scope: !63)
!73 = distinct !{!73, !65, !74, !75}
!74 = !DILocation(line: 23, column: 43, scope: !60)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !DILocation(line: 24, column: 10, scope: !77)
!77 = distinct !DILexicalBlock(scope: !44, file: !3, line: 24, column: 3)
!78 = !DILocation(line: 24, column: 8, scope: !77)
!79 = !DILocation(line: 24, column: 15, scope: !80)
!80 = distinct !DILexicalBlock(scope: !77, file: !3, line: 24, column: 3)
!81 = !DILocation(line: 24, column: 17, scope: !80)
!82 = !DILocation(line: 24, column: 3, scope: !77)
!83 = !DILocation(line: 25, column: 20, scope: !80)
!84 = !DILocation(line: 25, column: 18, scope: !80)
!85 = !DILocation(line: 25, column: 5, scope: !80)
!86 = !DILocation(line: 24, column: 23, scope: !80)
!87 = !DILocation(line: 24, column: 3, scope: !80)
!88 = distinct !{!88, !82, !89, !75}
!89 = !DILocation(line: 25, column: 25, scope: !77)
!90 = !DILocation(line: 26, column: 9, scope: !44)
!91 = !DILocation(line: 26, column: 20, scope: !44)
!92 = !DILocation(line: 26, column: 18, scope: !44)
!93 = !DILocation(line: 26, column: 7, scope: !44)
!94 = !DILocation(line: 27, column: 10, scope: !44)
!95 = !DILocation(line: 27, column: 14, scope: !44)
!96 = !DILocation(line: 27, column: 3, scope: !44)
