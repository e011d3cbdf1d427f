; ModuleID = 'array-overlap.c'
source_filename = "array-overlap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [4 x i32] zeroinitializer, align 16, !dbg !0
@.src = private unnamed_addr constant [16 x i8] c"array-overlap.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 11, i32 8 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 19, i32 23 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 23, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !20 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !24, !DIExpression(), !25)
    #dbg_declare(ptr %3, !26, !DIExpression(), !27)
  %4 = load ptr, ptr %2, align 8, !dbg !28
  %5 = load i32, ptr %4, align 4, !dbg !29
  store i32 %5, ptr %3, align 4, !dbg !27
  %6 = load i32, ptr %3, align 4, !dbg !30
  %7 = sext i32 %6 to i64, !dbg !31
  %8 = getelementptr inbounds [4 x i32], ptr @a, i64 0, i64 %7, !dbg !31
  store i32 1, ptr %8, align 4, !dbg !32
  %9 = load i32, ptr %3, align 4, !dbg !33
  %10 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %9, i32 1), !dbg !34, !nosanitize !23
  %11 = extractvalue { i32, i1 } %10, 0, !dbg !34, !nosanitize !23
  %12 = extractvalue { i32, i1 } %10, 1, !dbg !34, !nosanitize !23
  %13 = xor i1 %12, true, !dbg !34, !nosanitize !23
  br i1 %13, label %16, label %14, !dbg !34, !prof !35, !nosanitize !23

14:                                               ; preds = %1
  %15 = zext i32 %9 to i64, !dbg !34, !nosanitize !23
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %15, i64 1) #5, !dbg !34, !nosanitize !23
  br label %16, !dbg !34, !nosanitize !23

16:                                               ; preds = %14, %1
  %17 = sext i32 %11 to i64, !dbg !36
  %18 = getelementptr inbounds [4 x i32], ptr @a, i64 0, i64 %17, !dbg !36
  store i32 1, ptr %18, align 4, !dbg !37
  ret ptr null, !dbg !38
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !39 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 16
  %3 = alloca [3 x i32], align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !42, !DIExpression(), !49)
    #dbg_declare(ptr %3, !50, !DIExpression(), !52)
    #dbg_declare(ptr %4, !53, !DIExpression(), !54)
  store i32 0, ptr %4, align 4, !dbg !55
  br label %5, !dbg !57

5:                                                ; preds = %28, %0
  %6 = load i32, ptr %4, align 4, !dbg !58
  %7 = icmp slt i32 %6, 3, !dbg !60
  br i1 %7, label %8, label %29, !dbg !61

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !dbg !62
  %10 = load i32, ptr %4, align 4, !dbg !64
  %11 = sext i32 %10 to i64, !dbg !65
  %12 = getelementptr inbounds [3 x i32], ptr %3, i64 0, i64 %11, !dbg !65
  store i32 %9, ptr %12, align 4, !dbg !66
  %13 = load i32, ptr %4, align 4, !dbg !67
  %14 = sext i32 %13 to i64, !dbg !68
  %15 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %14, !dbg !68
  %16 = load i32, ptr %4, align 4, !dbg !69
  %17 = sext i32 %16 to i64, !dbg !70
  %18 = getelementptr inbounds [3 x i32], ptr %3, i64 0, i64 %17, !dbg !70
  %19 = call i32 @pthread_create(ptr noundef %15, ptr noundef null, ptr noundef @worker, ptr noundef %18) #5, !dbg !71
  br label %20, !dbg !72

20:                                               ; preds = %8
  %21 = load i32, ptr %4, align 4, !dbg !73
  %22 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %21, i32 1), !dbg !73, !nosanitize !23
  %23 = extractvalue { i32, i1 } %22, 0, !dbg !73, !nosanitize !23
  %24 = extractvalue { i32, i1 } %22, 1, !dbg !73, !nosanitize !23
  %25 = xor i1 %24, true, !dbg !73, !nosanitize !23
  br i1 %25, label %28, label %26, !dbg !73, !prof !35, !nosanitize !23

26:                                               ; preds = %20
  %27 = zext i32 %21 to i64, !dbg !73, !nosanitize !23
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %27, i64 1) #5, !dbg !73, !nosanitize !23
  br label %28, !dbg !73, !nosanitize !23

28:                                               ; preds = %26, %20
  store i32 %23, ptr %4, align 4, !dbg !73
  br label %5, !dbg !74, !llvm.loop !75

29:                                               ; preds = %5
  store i32 0, ptr %4, align 4, !dbg !78
  br label %30, !dbg !80

30:                                               ; preds = %47, %29
  %31 = load i32, ptr %4, align 4, !dbg !81
  %32 = icmp slt i32 %31, 3, !dbg !83
  br i1 %32, label %33, label %48, !dbg !84

33:                                               ; preds = %30
  %34 = load i32, ptr %4, align 4, !dbg !85
  %35 = sext i32 %34 to i64, !dbg !86
  %36 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %35, !dbg !86
  %37 = load i64, ptr %36, align 8, !dbg !86
  %38 = call i32 @pthread_join(i64 noundef %37, ptr noundef null), !dbg !87
  br label %39, !dbg !87

39:                                               ; preds = %33
  %40 = load i32, ptr %4, align 4, !dbg !88
  %41 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %40, i32 1), !dbg !88, !nosanitize !23
  %42 = extractvalue { i32, i1 } %41, 0, !dbg !88, !nosanitize !23
  %43 = extractvalue { i32, i1 } %41, 1, !dbg !88, !nosanitize !23
  %44 = xor i1 %43, true, !dbg !88, !nosanitize !23
  br i1 %44, label %47, label %45, !dbg !88, !prof !35, !nosanitize !23

45:                                               ; preds = %39
  %46 = zext i32 %40 to i64, !dbg !88, !nosanitize !23
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %46, i64 1) #5, !dbg !88, !nosanitize !23
  br label %47, !dbg !88, !nosanitize !23

47:                                               ; preds = %45, %39
  store i32 %42, ptr %4, align 4, !dbg !88
  br label %30, !dbg !89, !llvm.loop !90

48:                                               ; preds = %30
  ret i32 0, !dbg !92
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

declare i32 @pthread_join(i64 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 6, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "array-overlap.c", directory: ".", checksumkind: CSK_MD5, checksum: "575010cce7494043458825387cfd43d0")
!4 = !{!5, !7}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!0}
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 8, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 2}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!20 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 8, type: !21, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!7, !7}
!23 = !{}
!24 = !DILocalVariable(name: "arg", arg: 1, scope: !20, file: !3, line: 8, type: !7)
!25 = !DILocation(line: 8, column: 20, scope: !20)
!26 = !DILocalVariable(name: "id", scope: !20, file: !3, line: 9, type: !6)
!27 = !DILocation(line: 9, column: 7, scope: !20)
!28 = !DILocation(line: 9, column: 20, scope: !20)
!29 = !DILocation(line: 9, column: 12, scope: !20)
!30 = !DILocation(line: 10, column: 5, scope: !20)
!31 = !DILocation(line: 10, column: 3, scope: !20)
!32 = !DILocation(line: 10, column: 9, scope: !20)
!33 = !DILocation(line: 11, column: 5, scope: !20)
!34 = !DILocation(line: 11, column: 8, scope: !20)
!35 = !{!"branch_weights", i32 1048575, i32 1}
!36 = !DILocation(line: 11, column: 3, scope: !20)
!37 = !DILocation(line: 11, column: 13, scope: !20)
!38 = !DILocation(line: 12, column: 3, scope: !20)
!39 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !40, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!40 = !DISubroutineType(types: !41)
!41 = !{!6}
!42 = !DILocalVariable(name: "t", scope: !39, file: !3, line: 16, type: !43)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 192, elements: !47)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !45, line: 27, baseType: !46)
!45 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!46 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!47 = !{!48}
!48 = !DISubrange(count: 3)
!49 = !DILocation(line: 16, column: 13, scope: !39)
!50 = !DILocalVariable(name: "ids", scope: !39, file: !3, line: 17, type: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 96, elements: !47)
!52 = !DILocation(line: 17, column: 7, scope: !39)
!53 = !DILocalVariable(name: "i", scope: !39, file: !3, line: 18, type: !6)
!54 = !DILocation(line: 18, column: 7, scope: !39)
!55 = !DILocation(line: 19, column: 10, scope: !56)
!56 = distinct !DILexicalBlock(scope: !39, file: !3, line: 19, column: 3)
!57 = !DILocation(line: 19, column: 8, scope: !56)
!58 = !DILocation(line: 19, column: 15, scope: !59)
!59 = distinct !DILexicalBlock(scope: !56, file: !3, line: 19, column: 3)
!60 = !DILocation(line: 19, column: 17, scope: !59)
!61 = !DILocation(line: 19, column: 3, scope: !56)
!62 = !DILocation(line: 20, column: 14, scope: !63)
!63 = distinct !DILexicalBlock(scope: !59, file: !3, line: 19, column: 27)
!64 = !DILocation(line: 20, column: 9, scope: !63)
!65 = !DILocation(line: 20, column: 5, scope: !63)
!66 = !DILocation(line: 20, column: 12, scope: !63)
!67 = !DILocation(line: 21, column: 23, scope: !63)
!68 = !DILocation(line: 21, column: 21, scope: !63)
!69 = !DILocation(line: 21, column: 46, scope: !63)
!70 = !DILocation(line: 21, column: 42, scope: !63)
!71 = !DILocation(line: 21, column: 5, scope: !63)
!72 = !DILocation(line: 22, column: 3, scope: !63)
!73 = !DILocation(line: 19, column: 23, scope: !59)
!74 = !DILocation(line: 19, column: 3, scope: !59)
!75 = distinct !{!75, !61, !76, !77}
!76 = !DILocation(line: 22, column: 3, scope: !56)
!77 = !{!"llvm.loop.mustprogress"}
!78 = !DILocation(line: 23, column: 10, scope: !79)
!79 = distinct !DILexicalBlock(scope: !39, file: !3, line: 23, column: 3)
!80 = !DILocation(line: 23, column: 8, scope: !79)
!81 = !DILocation(line: 23, column: 15, scope: !82)
!82 = distinct !DILexicalBlock(scope: !79, file: !3, line: 23, column: 3)
!83 = !DILocation(line: 23, column: 17, scope: !82)
!84 = !DILocation(line: 23, column: 3, scope: !79)
!85 = !DILocation(line: 24, column: 20, scope: !82)
!86 = !DILocation(line: 24, column: 18, scope: !82)
!87 = !DILocation(line: 24, column: 5, scope: !82)
!88 = !DILocation(line: 23, column: 23, scope: !82)
!89 = !DILocation(line: 23, column: 3, scope: !82)
!90 = distinct !{!90, !84, !91, !77}
!91 = !DILocation(line: 24, column: 28, scope: !79)
!92 = !DILocation(line: 25, column: 3, scope: !39)
