; ModuleID = 'char-array-bytes.c'
source_filename = "char-array-bytes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.src = private unnamed_addr constant [19 x i8] c"char-array-bytes.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 11, i32 25 }, ptr @0 }
@bytes = dso_local global [4 x i8] zeroinitializer, align 1, !dbg !0
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 19, i32 23 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 23, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @mark(ptr noundef %0) #0 !dbg !21 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !25, !DIExpression(), !26)
    #dbg_declare(ptr %3, !27, !DIExpression(), !28)
  %4 = load ptr, ptr %2, align 8, !dbg !29
  %5 = load i32, ptr %4, align 4, !dbg !30
  store i32 %5, ptr %3, align 4, !dbg !28
  %6 = load i32, ptr %3, align 4, !dbg !31
  %7 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 97, i32 %6), !dbg !32, !nosanitize !24
  %8 = extractvalue { i32, i1 } %7, 0, !dbg !32, !nosanitize !24
  %9 = extractvalue { i32, i1 } %7, 1, !dbg !32, !nosanitize !24
  %10 = xor i1 %9, true, !dbg !32, !nosanitize !24
  br i1 %10, label %13, label %11, !dbg !32, !prof !33, !nosanitize !24

11:                                               ; preds = %1
  %12 = zext i32 %6 to i64, !dbg !32, !nosanitize !24
  call void @__ubsan_handle_add_overflow(ptr @1, i64 97, i64 %12) #5, !dbg !32, !nosanitize !24
  br label %13, !dbg !32, !nosanitize !24

13:                                               ; preds = %11, %1
  %14 = trunc i32 %8 to i8, !dbg !34
  %15 = load i32, ptr %3, align 4, !dbg !35
  %16 = sext i32 %15 to i64, !dbg !36
  %17 = getelementptr inbounds [4 x i8], ptr @bytes, i64 0, i64 %16, !dbg !36
  store i8 %14, ptr %17, align 1, !dbg !37
  ret ptr null, !dbg !38
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !39 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i64], align 16
  %3 = alloca [4 x i32], align 16
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !42, !DIExpression(), !47)
    #dbg_declare(ptr %3, !48, !DIExpression(), !50)
    #dbg_declare(ptr %4, !51, !DIExpression(), !52)
  store i32 0, ptr %4, align 4, !dbg !53
  br label %5, !dbg !55

5:                                                ; preds = %28, %0
  %6 = load i32, ptr %4, align 4, !dbg !56
  %7 = icmp slt i32 %6, 4, !dbg !58
  br i1 %7, label %8, label %29, !dbg !59

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !dbg !60
  %10 = load i32, ptr %4, align 4, !dbg !62
  %11 = sext i32 %10 to i64, !dbg !63
  %12 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %11, !dbg !63
  store i32 %9, ptr %12, align 4, !dbg !64
  %13 = load i32, ptr %4, align 4, !dbg !65
  %14 = sext i32 %13 to i64, !dbg !66
  %15 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %14, !dbg !66
  %16 = load i32, ptr %4, align 4, !dbg !67
  %17 = sext i32 %16 to i64, !dbg !68
  %18 = getelementptr inbounds [4 x i32], ptr %3, i64 0, i64 %17, !dbg !68
  %19 = call i32 @pthread_create(ptr noundef %15, ptr noundef null, ptr noundef @mark, ptr noundef %18) #5, !dbg !69
  br label %20, !dbg !70

20:                                               ; preds = %8
  %21 = load i32, ptr %4, align 4, !dbg !71
  %22 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %21, i32 1), !dbg !71, !nosanitize !24
  %23 = extractvalue { i32, i1 } %22, 0, !dbg !71, !nosanitize !24
  %24 = extractvalue { i32, i1 } %22, 1, !dbg !71, !nosanitize !24
  %25 = xor i1 %24, true, !dbg !71, !nosanitize !24
  br i1 %25, label %28, label %26, !dbg !71, !prof !33, !nosanitize !24

26:                                               ; preds = %20
  %27 = zext i32 %21 to i64, !dbg !71, !nosanitize !24
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %27, i64 1) #5, !dbg !71, !nosanitize !24
  br label %28, !dbg !71, !nosanitize !24

28:                                               ; preds = %26, %20
  store i32 %23, ptr %4, align 4, !dbg !71
  br label %5, !dbg !72, !llvm.loop !73

29:                                               ; preds = %5
  store i32 0, ptr %4, align 4, !dbg !76
  br label %30, !dbg !78

30:                                               ; preds = %47, %29
  %31 = load i32, ptr %4, align 4, !dbg !79
  %32 = icmp slt i32 %31, 4, !dbg !81
  br i1 %32, label %33, label %48, !dbg !82

33:                                               ; preds = %30
  %34 = load i32, ptr %4, align 4, !dbg !83
  %35 = sext i32 %34 to i64, !dbg !84
  %36 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 %35, !dbg !84
  %37 = load i64, ptr %36, align 8, !dbg !84
  %38 = call i32 @pthread_join(i64 noundef %37, ptr noundef null), !dbg !85
  br label %39, !dbg !85

39:                                               ; preds = %33
  %40 = load i32, ptr %4, align 4, !dbg !86
  %41 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %40, i32 1), !dbg !86, !nosanitize !24
  %42 = extractvalue { i32, i1 } %41, 0, !dbg !86, !nosanitize !24
  %43 = extractvalue { i32, i1 } %41, 1, !dbg !86, !nosanitize !24
  %44 = xor i1 %43, true, !dbg !86, !nosanitize !24
  br i1 %44, label %47, label %45, !dbg !86, !prof !33, !nosanitize !24

45:                                               ; preds = %39
  %46 = zext i32 %40 to i64, !dbg !86, !nosanitize !24
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %46, i64 1) #5, !dbg !86, !nosanitize !24
  br label %47, !dbg !86, !nosanitize !24

47:                                               ; preds = %45, %39
  store i32 %42, ptr %4, align 4, !dbg !86
  br label %30, !dbg !87, !llvm.loop !88

48:                                               ; preds = %30
  %49 = load i8, ptr @bytes, align 1, !dbg !90
  %50 = sext i8 %49 to i32, !dbg !90
  %51 = load i8, ptr getelementptr inbounds ([4 x i8], ptr @bytes, i64 0, i64 3), align 1, !dbg !91
  %52 = sext i8 %51 to i32, !dbg !91
  %53 = add nsw i32 %50, %52, !dbg !92
  ret i32 %53, !dbg !93
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
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "bytes", scope: !2, file: !3, line: 7, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "char-array-bytes.c", directory: ".", checksumkind: CSK_MD5, checksum: "ae6cbd337edac58433fdecf7795a7e69")
!4 = !{!5, !7, !8}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{!0}
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 32, elements: !11)
!11 = !{!12}
!12 = !DISubrange(count: 4)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "mark", scope: !3, file: !3, line: 9, type: !22, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!8, !8}
!24 = !{}
!25 = !DILocalVariable(name: "arg", arg: 1, scope: !21, file: !3, line: 9, type: !8)
!26 = !DILocation(line: 9, column: 18, scope: !21)
!27 = !DILocalVariable(name: "i", scope: !21, file: !3, line: 10, type: !6)
!28 = !DILocation(line: 10, column: 7, scope: !21)
!29 = !DILocation(line: 10, column: 19, scope: !21)
!30 = !DILocation(line: 10, column: 11, scope: !21)
!31 = !DILocation(line: 11, column: 27, scope: !21)
!32 = !DILocation(line: 11, column: 25, scope: !21)
!33 = !{!"branch_weights", i32 1048575, i32 1}
!34 = !DILocation(line: 11, column: 14, scope: !21)
!35 = !DILocation(line: 11, column: 9, scope: !21)
!36 = !DILocation(line: 11, column: 3, scope: !21)
!37 = !DILocation(line: 11, column: 12, scope: !21)
!38 = !DILocation(line: 12, column: 3, scope: !21)
!39 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !40, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!40 = !DISubroutineType(types: !41)
!41 = !{!6}
!42 = !DILocalVariable(name: "t", scope: !39, file: !3, line: 16, type: !43)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 256, elements: !11)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !45, line: 27, baseType: !46)
!45 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!46 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!47 = !DILocation(line: 16, column: 13, scope: !39)
!48 = !DILocalVariable(name: "ids", scope: !39, file: !3, line: 17, type: !49)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !11)
!50 = !DILocation(line: 17, column: 7, scope: !39)
!51 = !DILocalVariable(name: "i", scope: !39, file: !3, line: 18, type: !6)
!52 = !DILocation(line: 18, column: 7, scope: !39)
!53 = !DILocation(line: 19, column: 10, scope: !54)
!54 = distinct !DILexicalBlock(scope: !39, file: !3, line: 19, column: 3)
!55 = !DILocation(line: 19, column: 8, scope: !54)
!56 = !DILocation(line: 19, column: 15, scope: !57)
!57 = distinct !DILexicalBlock(scope: !54, file: !3, line: 19, column: 3)
!58 = !DILocation(line: 19, column: 17, scope: !57)
!59 = !DILocation(line: 19, column: 3, scope: !54)
!60 = !DILocation(line: 20, column: 14, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !3, line: 19, column: 27)
!62 = !DILocation(line: 20, column: 9, scope: !61)
!63 = !DILocation(line: 20, column: 5, scope: !61)
!64 = !DILocation(line: 20, column: 12, scope: !61)
!65 = !DILocation(line: 21, column: 23, scope: !61)
!66 = !DILocation(line: 21, column: 21, scope: !61)
!67 = !DILocation(line: 21, column: 44, scope: !61)
!68 = !DILocation(line: 21, column: 40, scope: !61)
!69 = !DILocation(line: 21, column: 5, scope: !61)
!70 = !DILocation(line: 22, column: 3, scope: !61)
!71 = !DILocation(line: 19, column: 23, scope: !57)
!72 = !DILocation(line: 19, column: 3, scope: !57)
!73 = distinct !{!73, !59, !74, !75}
!74 = !DILocation(line: 22, column: 3, scope: !54)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !DILocation(line: 23, column: 10, scope: !77)
!77 = distinct !DILexicalBlock(scope: !39, file: !3, line: 23, column: 3)
!78 = !DILocation(line: 23, column: 8, scope: !77)
!79 = !DILocation(line: 23, column: 15, scope: !80)
!80 = distinct !DILexicalBlock(scope: !77, file: !3, line: 23, column: 3)
!81 = !DILocation(line: 23, column: 17, scope: !80)
!82 = !DILocation(line: 23, column: 3, scope: !77)
!83 = !DILocation(line: 24, column: 20, scope: !80)
!84 = !DILocation(line: 24, column: 18, scope: !80)
!85 = !DILocation(line: 24, column: 5, scope: !80)
!86 = !DILocation(line: 23, column: 23, scope: !80)
!87 = !DILocation(line: 23, column: 3, scope: !80)
!88 = distinct !{!88, !82, !89, !75}
!89 = !DILocation(line: 24, column: 28, scope: !77)
!90 = !DILocation(line: 25, column: 10, scope: !39)
!91 = !DILocation(line: 25, column: 21, scope: !39)
!92 = !DILocation(line: 25, column: 19, scope: !39)
!93 = !DILocation(line: 25, column: 3, scope: !39)
