; ModuleID = 'heap-shared.c'
source_filename = "heap-shared.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.src = private unnamed_addr constant [14 x i8] c"heap-shared.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 9, i32 11 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 23 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !13 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !17, !DIExpression(), !18)
    #dbg_declare(ptr %3, !19, !DIExpression(), !22)
  %4 = load ptr, ptr %2, align 4, !dbg !23
  store ptr %4, ptr %3, align 4, !dbg !22
  %5 = load ptr, ptr %3, align 4, !dbg !24
  %6 = load i32, ptr %5, align 4, !dbg !25
  %7 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %6, i32 1), !dbg !26, !nosanitize !16
  %8 = extractvalue { i32, i1 } %7, 0, !dbg !26, !nosanitize !16
  %9 = extractvalue { i32, i1 } %7, 1, !dbg !26, !nosanitize !16
  %10 = xor i1 %9, true, !dbg !26, !nosanitize !16
  br i1 %10, label %12, label %11, !dbg !26, !prof !27, !nosanitize !16

11:                                               ; preds = %1
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %6, i32 1) #6, !dbg !26, !nosanitize !16
  br label %12, !dbg !26, !nosanitize !16

12:                                               ; preds = %11, %1
  %13 = load ptr, ptr %3, align 4, !dbg !28
  store i32 %8, ptr %13, align 4, !dbg !29
  ret ptr null, !dbg !30
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !31 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !34, !DIExpression(), !41)
    #dbg_declare(ptr %3, !42, !DIExpression(), !43)
    #dbg_declare(ptr %4, !44, !DIExpression(), !45)
  %5 = call noalias ptr @malloc(i32 noundef 4) #7, !dbg !46
  store ptr %5, ptr %4, align 4, !dbg !45
  %6 = load ptr, ptr %4, align 4, !dbg !47
  %7 = icmp eq ptr %6, null, !dbg !49
  br i1 %7, label %8, label %9, !dbg !50

8:                                                ; preds = %0
  store i32 0, ptr %1, align 4, !dbg !51
  br label %46, !dbg !51

9:                                                ; preds = %0
  %10 = load ptr, ptr %4, align 4, !dbg !52
  store i32 0, ptr %10, align 4, !dbg !53
  store i32 0, ptr %3, align 4, !dbg !54
  br label %11, !dbg !56

11:                                               ; preds = %26, %9
  %12 = load i32, ptr %3, align 4, !dbg !57
  %13 = icmp slt i32 %12, 2, !dbg !59
  br i1 %13, label %14, label %27, !dbg !60

14:                                               ; preds = %11
  %15 = load i32, ptr %3, align 4, !dbg !61
  %16 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %15, !dbg !62
  %17 = load ptr, ptr %4, align 4, !dbg !63
  %18 = call i32 @pthread_create(ptr noundef %16, ptr noundef null, ptr noundef @worker, ptr noundef %17) #6, !dbg !64
  br label %19, !dbg !64

19:                                               ; preds = %14
  %20 = load i32, ptr %3, align 4, !dbg !65
  %21 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %20, i32 1), !dbg !65, !nosanitize !16
  %22 = extractvalue { i32, i1 } %21, 0, !dbg !65, !nosanitize !16
  %23 = extractvalue { i32, i1 } %21, 1, !dbg !65, !nosanitize !16
  %24 = xor i1 %23, true, !dbg !65, !nosanitize !16
  br i1 %24, label %26, label %25, !dbg !65, !prof !27, !nosanitize !16

25:                                               ; preds = %19
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %20, i32 1) #6, !dbg !65, !nosanitize !16
  br label %26, !dbg !65, !nosanitize !16

26:                                               ; preds = %25, %19
  store i32 %22, ptr %3, align 4, !dbg !65
  br label %11, !dbg !66, !llvm.loop !67

27:                                               ; preds = %11
  store i32 0, ptr %3, align 4, !dbg !70
  br label %28, !dbg !72

28:                                               ; preds = %43, %27
  %29 = load i32, ptr %3, align 4, !dbg !73
  %30 = icmp slt i32 %29, 2, !dbg !75
  br i1 %30, label %31, label %44, !dbg !76

31:                                               ; preds = %28
  %32 = load i32, ptr %3, align 4, !dbg !77
  %33 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %32, !dbg !78
  %34 = load i32, ptr %33, align 4, !dbg !78
  %35 = call i32 @pthread_join(i32 noundef %34, ptr noundef null), !dbg !79
  br label %36, !dbg !79

36:                                               ; preds = %31
  %37 = load i32, ptr %3, align 4, !dbg !80
  %38 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %37, i32 1), !dbg !80, !nosanitize !16
  %39 = extractvalue { i32, i1 } %38, 0, !dbg !80, !nosanitize !16
  %40 = extractvalue { i32, i1 } %38, 1, !dbg !80, !nosanitize !16
  %41 = xor i1 %40, true, !dbg !80, !nosanitize !16
  br i1 %41, label %43, label %42, !dbg !80, !prof !27, !nosanitize !16

42:                                               ; preds = %36
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %37, i32 1) #6, !dbg !80, !nosanitize !16
  br label %43, !dbg !80, !nosanitize !16

43:                                               ; preds = %42, %36
  store i32 %39, ptr %3, align 4, !dbg !80
  br label %28, !dbg !81, !llvm.loop !82

44:                                               ; preds = %28
  %45 = load ptr, ptr %4, align 4, !dbg !84
  call void @free(ptr noundef %45) #6, !dbg !85
  store i32 0, ptr %1, align 4, !dbg !86
  br label %46, !dbg !86

46:                                               ; preds = %44, %8
  %47 = load i32, ptr %1, align 4, !dbg !87
  ret i32 %47, !dbg !87
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i32 noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #4

declare i32 @pthread_join(i32 noundef, ptr noundef) #5

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "heap-shared.c", directory: ".", checksumkind: CSK_MD5, checksum: "493f2d707ce4dd81419309158f876a8c")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!4 = !{i32 1, !"NumRegisterParameters", i32 0}
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 8, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 2}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "worker", scope: !1, file: !1, line: 7, type: !14, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!14 = !DISubroutineType(types: !15)
!15 = !{!3, !3}
!16 = !{}
!17 = !DILocalVariable(name: "arg", arg: 1, scope: !13, file: !1, line: 7, type: !3)
!18 = !DILocation(line: 7, column: 20, scope: !13)
!19 = !DILocalVariable(name: "p", scope: !13, file: !1, line: 8, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DILocation(line: 8, column: 8, scope: !13)
!23 = !DILocation(line: 8, column: 12, scope: !13)
!24 = !DILocation(line: 9, column: 9, scope: !13)
!25 = !DILocation(line: 9, column: 8, scope: !13)
!26 = !DILocation(line: 9, column: 11, scope: !13)
!27 = !{!"branch_weights", i32 1048575, i32 1}
!28 = !DILocation(line: 9, column: 4, scope: !13)
!29 = !DILocation(line: 9, column: 6, scope: !13)
!30 = !DILocation(line: 10, column: 3, scope: !13)
!31 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 13, type: !32, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!32 = !DISubroutineType(types: !33)
!33 = !{!21}
!34 = !DILocalVariable(name: "t", scope: !31, file: !1, line: 14, type: !35)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 64, elements: !39)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !37, line: 27, baseType: !38)
!37 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!38 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!39 = !{!40}
!40 = !DISubrange(count: 2)
!41 = !DILocation(line: 14, column: 13, scope: !31)
!42 = !DILocalVariable(name: "i", scope: !31, file: !1, line: 15, type: !21)
!43 = !DILocation(line: 15, column: 7, scope: !31)
!44 = !DILocalVariable(name: "p", scope: !31, file: !1, line: 16, type: !20)
!45 = !DILocation(line: 16, column: 8, scope: !31)
!46 = !DILocation(line: 16, column: 12, scope: !31)
!47 = !DILocation(line: 17, column: 7, scope: !48)
!48 = distinct !DILexicalBlock(scope: !31, file: !1, line: 17, column: 7)
!49 = !DILocation(line: 17, column: 9, scope: !48)
!50 = !DILocation(line: 17, column: 7, scope: !31)
!51 = !DILocation(line: 18, column: 5, scope: !48)
!52 = !DILocation(line: 19, column: 4, scope: !31)
!53 = !DILocation(line: 19, column: 6, scope: !31)
!54 = !DILocation(line: 20, column: 10, scope: !55)
!55 = distinct !DILexicalBlock(scope: !31, file: !1, line: 20, column: 3)
!56 = !DILocation(line: 20, column: 8, scope: !55)
!57 = !DILocation(line: 20, column: 15, scope: !58)
!58 = distinct !DILexicalBlock(scope: !55, file: !1, line: 20, column: 3)
!59 = !DILocation(line: 20, column: 17, scope: !58)
!60 = !DILocation(line: 20, column: 3, scope: !55)
!61 = !DILocation(line: 21, column: 23, scope: !58)
!62 = !DILocation(line: 21, column: 21, scope: !58)
!63 = !DILocation(line: 21, column: 41, scope: !58)
!64 = !DILocation(line: 21, column: 5, scope: !58)
!65 = !DILocation(line: 20, column: 23, scope: !58)
!66 = !DILocation(line: 20, column: 3, scope: !58)
!67 = distinct !{!67, !60, !68, !69}
!68 = !DILocation(line: 21, column: 42, scope: !55)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !DILocation(line: 22, column: 10, scope: !71)
!71 = distinct !DILexicalBlock(scope: !31, file: !1, line: 22, column: 3)
!72 = !DILocation(line: 22, column: 8, scope: !71)
!73 = !DILocation(line: 22, column: 15, scope: !74)
!74 = distinct !DILexicalBlock(scope: !71, file: !1, line: 22, column: 3)
!75 = !DILocation(line: 22, column: 17, scope: !74)
!76 = !DILocation(line: 22, column: 3, scope: !71)
!77 = !DILocation(line: 23, column: 20, scope: !74)
!78 = !DILocation(line: 23, column: 18, scope: !74)
!79 = !DILocation(line: 23, column: 5, scope: !74)
!80 = !DILocation(line: 22, column: 23, scope: !74)
!81 = !DILocation(line: 22, column: 3, scope: !74)
!82 = distinct !{!82, !76, !83, !69}
!83 = !DILocation(line: 23, column: 28, scope: !71)
!84 = !DILocation(line: 24, column: 8, scope: !31)
!85 = !DILocation(line: 24, column: 3, scope: !31)
!86 = !DILocation(line: 25, column: 3, scope: !31)
!87 = !DILocation(line: 26, column: 1, scope: !31)
