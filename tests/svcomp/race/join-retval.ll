; ModuleID = 'join-retval.c'
source_filename = "join-retval.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.src = private unnamed_addr constant [14 x i8] c"join-retval.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [7 x i8] } { i16 0, i16 11, [7 x i8] c"'long'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 20 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 23, i32 53 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 23 }, ptr @0 }
@4 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 28, i32 30 }, ptr @4 }
@6 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 28, i32 11 }, ptr @4 }
@7 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @compute(ptr noundef %0) #0 !dbg !16 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !20, !DIExpression(), !21)
    #dbg_declare(ptr %3, !22, !DIExpression(), !23)
  %5 = load ptr, ptr %2, align 4, !dbg !24
  %6 = ptrtoint ptr %5 to i32, !dbg !25
  store i32 %6, ptr %3, align 4, !dbg !23
    #dbg_declare(ptr %4, !26, !DIExpression(), !27)
  %7 = call noalias ptr @malloc(i32 noundef 8) #6, !dbg !28
  store ptr %7, ptr %4, align 4, !dbg !27
  %8 = load ptr, ptr %4, align 4, !dbg !29
  %9 = icmp ne ptr %8, null, !dbg !31
  br i1 %9, label %10, label %24, !dbg !32

10:                                               ; preds = %1
  %11 = load i32, ptr %3, align 4, !dbg !33
  %12 = load ptr, ptr %4, align 4, !dbg !35
  %13 = getelementptr inbounds i32, ptr %12, i32 0, !dbg !35
  store i32 %11, ptr %13, align 4, !dbg !36
  %14 = load i32, ptr %3, align 4, !dbg !37
  %15 = load i32, ptr %3, align 4, !dbg !38
  %16 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %14, i32 %15), !dbg !39, !nosanitize !19
  %17 = extractvalue { i32, i1 } %16, 0, !dbg !39, !nosanitize !19
  %18 = extractvalue { i32, i1 } %16, 1, !dbg !39, !nosanitize !19
  %19 = xor i1 %18, true, !dbg !39, !nosanitize !19
  br i1 %19, label %21, label %20, !dbg !39, !prof !40, !nosanitize !19

20:                                               ; preds = %10
  call void @__ubsan_handle_mul_overflow(ptr @1, i32 %14, i32 %15) #7, !dbg !39, !nosanitize !19
  br label %21, !dbg !39, !nosanitize !19

21:                                               ; preds = %20, %10
  %22 = load ptr, ptr %4, align 4, !dbg !41
  %23 = getelementptr inbounds i32, ptr %22, i32 1, !dbg !41
  store i32 %17, ptr %23, align 4, !dbg !42
  br label %24, !dbg !43

24:                                               ; preds = %21, %1
  %25 = load ptr, ptr %4, align 4, !dbg !44
  ret ptr %25, !dbg !45
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_mul_overflow(ptr, i32, i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !46 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !49, !DIExpression(), !56)
    #dbg_declare(ptr %3, !57, !DIExpression(), !58)
    #dbg_declare(ptr %4, !59, !DIExpression(), !60)
  store i32 0, ptr %4, align 4, !dbg !60
  store i32 0, ptr %3, align 4, !dbg !61
  br label %6, !dbg !63

6:                                                ; preds = %28, %0
  %7 = load i32, ptr %3, align 4, !dbg !64
  %8 = icmp slt i32 %7, 2, !dbg !66
  br i1 %8, label %9, label %29, !dbg !67

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4, !dbg !68
  %11 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %10, !dbg !69
  %12 = load i32, ptr %3, align 4, !dbg !70
  %13 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %12, i32 1), !dbg !71, !nosanitize !19
  %14 = extractvalue { i32, i1 } %13, 0, !dbg !71, !nosanitize !19
  %15 = extractvalue { i32, i1 } %13, 1, !dbg !71, !nosanitize !19
  %16 = xor i1 %15, true, !dbg !71, !nosanitize !19
  br i1 %16, label %18, label %17, !dbg !71, !prof !40, !nosanitize !19

17:                                               ; preds = %9
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %12, i32 1) #7, !dbg !71, !nosanitize !19
  br label %18, !dbg !71, !nosanitize !19

18:                                               ; preds = %17, %9
  %19 = inttoptr i32 %14 to ptr, !dbg !72
  %20 = call i32 @pthread_create(ptr noundef %11, ptr noundef null, ptr noundef @compute, ptr noundef %19) #7, !dbg !73
  br label %21, !dbg !73

21:                                               ; preds = %18
  %22 = load i32, ptr %3, align 4, !dbg !74
  %23 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %22, i32 1), !dbg !74, !nosanitize !19
  %24 = extractvalue { i32, i1 } %23, 0, !dbg !74, !nosanitize !19
  %25 = extractvalue { i32, i1 } %23, 1, !dbg !74, !nosanitize !19
  %26 = xor i1 %25, true, !dbg !74, !nosanitize !19
  br i1 %26, label %28, label %27, !dbg !74, !prof !40, !nosanitize !19

27:                                               ; preds = %21
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %22, i32 1) #7, !dbg !74, !nosanitize !19
  br label %28, !dbg !74, !nosanitize !19

28:                                               ; preds = %27, %21
  store i32 %24, ptr %3, align 4, !dbg !74
  br label %6, !dbg !75, !llvm.loop !76

29:                                               ; preds = %6
  store i32 0, ptr %3, align 4, !dbg !79
  br label %30, !dbg !81

30:                                               ; preds = %69, %29
  %31 = load i32, ptr %3, align 4, !dbg !82
  %32 = icmp slt i32 %31, 2, !dbg !84
  br i1 %32, label %33, label %70, !dbg !85

33:                                               ; preds = %30
    #dbg_declare(ptr %5, !86, !DIExpression(), !88)
  %34 = load i32, ptr %3, align 4, !dbg !89
  %35 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %34, !dbg !90
  %36 = load i32, ptr %35, align 4, !dbg !90
  %37 = call i32 @pthread_join(i32 noundef %36, ptr noundef %5), !dbg !91
  %38 = load ptr, ptr %5, align 4, !dbg !92
  %39 = icmp ne ptr %38, null, !dbg !94
  br i1 %39, label %40, label %61, !dbg !95

40:                                               ; preds = %33
  %41 = load ptr, ptr %5, align 4, !dbg !96
  %42 = getelementptr inbounds i32, ptr %41, i32 0, !dbg !98
  %43 = load i32, ptr %42, align 4, !dbg !98
  %44 = load ptr, ptr %5, align 4, !dbg !99
  %45 = getelementptr inbounds i32, ptr %44, i32 1, !dbg !100
  %46 = load i32, ptr %45, align 4, !dbg !100
  %47 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %43, i32 %46), !dbg !101, !nosanitize !19
  %48 = extractvalue { i32, i1 } %47, 0, !dbg !101, !nosanitize !19
  %49 = extractvalue { i32, i1 } %47, 1, !dbg !101, !nosanitize !19
  %50 = xor i1 %49, true, !dbg !101, !nosanitize !19
  br i1 %50, label %52, label %51, !dbg !101, !prof !40, !nosanitize !19

51:                                               ; preds = %40
  call void @__ubsan_handle_add_overflow(ptr @5, i32 %43, i32 %46) #7, !dbg !101, !nosanitize !19
  br label %52, !dbg !101, !nosanitize !19

52:                                               ; preds = %51, %40
  %53 = load i32, ptr %4, align 4, !dbg !102
  %54 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %53, i32 %48), !dbg !102, !nosanitize !19
  %55 = extractvalue { i32, i1 } %54, 0, !dbg !102, !nosanitize !19
  %56 = extractvalue { i32, i1 } %54, 1, !dbg !102, !nosanitize !19
  %57 = xor i1 %56, true, !dbg !102, !nosanitize !19
  br i1 %57, label %59, label %58, !dbg !102, !prof !40, !nosanitize !19

58:                                               ; preds = %52
  call void @__ubsan_handle_add_overflow(ptr @6, i32 %53, i32 %48) #7, !dbg !102, !nosanitize !19
  br label %59, !dbg !102, !nosanitize !19

59:                                               ; preds = %58, %52
  store i32 %55, ptr %4, align 4, !dbg !102
  %60 = load ptr, ptr %5, align 4, !dbg !103
  call void @free(ptr noundef %60) #7, !dbg !104
  br label %61, !dbg !105

61:                                               ; preds = %59, %33
  br label %62, !dbg !106

62:                                               ; preds = %61
  %63 = load i32, ptr %3, align 4, !dbg !107
  %64 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %63, i32 1), !dbg !107, !nosanitize !19
  %65 = extractvalue { i32, i1 } %64, 0, !dbg !107, !nosanitize !19
  %66 = extractvalue { i32, i1 } %64, 1, !dbg !107, !nosanitize !19
  %67 = xor i1 %66, true, !dbg !107, !nosanitize !19
  br i1 %67, label %69, label %68, !dbg !107, !prof !40, !nosanitize !19

68:                                               ; preds = %62
  call void @__ubsan_handle_add_overflow(ptr @7, i32 %63, i32 1) #7, !dbg !107, !nosanitize !19
  br label %69, !dbg !107, !nosanitize !19

69:                                               ; preds = %68, %62
  store i32 %65, ptr %3, align 4, !dbg !107
  br label %30, !dbg !108, !llvm.loop !109

70:                                               ; preds = %30
  %71 = load i32, ptr %4, align 4, !dbg !111
  ret i32 %71, !dbg !112
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #3

declare i32 @pthread_join(i32 noundef, ptr noundef) #5

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "join-retval.c", directory: ".", checksumkind: CSK_MD5, checksum: "033eac380afc609f914d0383bab9c1f8")
!2 = !{!3, !4, !5, !6}
!3 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 32)
!7 = !{i32 1, !"NumRegisterParameters", i32 0}
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "compute", scope: !1, file: !1, line: 8, type: !17, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!4, !4}
!19 = !{}
!20 = !DILocalVariable(name: "arg", arg: 1, scope: !16, file: !1, line: 8, type: !4)
!21 = !DILocation(line: 8, column: 21, scope: !16)
!22 = !DILocalVariable(name: "n", scope: !16, file: !1, line: 9, type: !3)
!23 = !DILocation(line: 9, column: 8, scope: !16)
!24 = !DILocation(line: 9, column: 18, scope: !16)
!25 = !DILocation(line: 9, column: 12, scope: !16)
!26 = !DILocalVariable(name: "r", scope: !16, file: !1, line: 10, type: !6)
!27 = !DILocation(line: 10, column: 8, scope: !16)
!28 = !DILocation(line: 10, column: 12, scope: !16)
!29 = !DILocation(line: 11, column: 7, scope: !30)
!30 = distinct !DILexicalBlock(scope: !16, file: !1, line: 11, column: 7)
!31 = !DILocation(line: 11, column: 9, scope: !30)
!32 = !DILocation(line: 11, column: 7, scope: !16)
!33 = !DILocation(line: 12, column: 17, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !1, line: 11, column: 18)
!35 = !DILocation(line: 12, column: 5, scope: !34)
!36 = !DILocation(line: 12, column: 10, scope: !34)
!37 = !DILocation(line: 13, column: 18, scope: !34)
!38 = !DILocation(line: 13, column: 22, scope: !34)
!39 = !DILocation(line: 13, column: 20, scope: !34)
!40 = !{!"branch_weights", i32 1048575, i32 1}
!41 = !DILocation(line: 13, column: 5, scope: !34)
!42 = !DILocation(line: 13, column: 10, scope: !34)
!43 = !DILocation(line: 14, column: 3, scope: !34)
!44 = !DILocation(line: 15, column: 10, scope: !16)
!45 = !DILocation(line: 15, column: 3, scope: !16)
!46 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 18, type: !47, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!47 = !DISubroutineType(types: !48)
!48 = !{!5}
!49 = !DILocalVariable(name: "t", scope: !46, file: !1, line: 19, type: !50)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 64, elements: !54)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !52, line: 27, baseType: !53)
!52 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!53 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!54 = !{!55}
!55 = !DISubrange(count: 2)
!56 = !DILocation(line: 19, column: 13, scope: !46)
!57 = !DILocalVariable(name: "i", scope: !46, file: !1, line: 20, type: !3)
!58 = !DILocation(line: 20, column: 8, scope: !46)
!59 = !DILocalVariable(name: "sum", scope: !46, file: !1, line: 21, type: !5)
!60 = !DILocation(line: 21, column: 7, scope: !46)
!61 = !DILocation(line: 22, column: 10, scope: !62)
!62 = distinct !DILexicalBlock(scope: !46, file: !1, line: 22, column: 3)
!63 = !DILocation(line: 22, column: 8, scope: !62)
!64 = !DILocation(line: 22, column: 15, scope: !65)
!65 = distinct !DILexicalBlock(scope: !62, file: !1, line: 22, column: 3)
!66 = !DILocation(line: 22, column: 17, scope: !65)
!67 = !DILocation(line: 22, column: 3, scope: !62)
!68 = !DILocation(line: 23, column: 23, scope: !65)
!69 = !DILocation(line: 23, column: 21, scope: !65)
!70 = !DILocation(line: 23, column: 51, scope: !65)
!71 = !DILocation(line: 23, column: 53, scope: !65)
!72 = !DILocation(line: 23, column: 42, scope: !65)
!73 = !DILocation(line: 23, column: 5, scope: !65)
!74 = !DILocation(line: 22, column: 23, scope: !65)
!75 = !DILocation(line: 22, column: 3, scope: !65)
!76 = distinct !{!76, !67, !77, !78}
!77 = !DILocation(line: 23, column: 57, scope: !62)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !DILocation(line: 24, column: 10, scope: !80)
!80 = distinct !DILexicalBlock(scope: !46, file: !1, line: 24, column: 3)
!81 = !DILocation(line: 24, column: 8, scope: !80)
!82 = !DILocation(line: 24, column: 15, scope: !83)
!83 = distinct !DILexicalBlock(scope: !80, file: !1, line: 24, column: 3)
!84 = !DILocation(line: 24, column: 17, scope: !83)
!85 = !DILocation(line: 24, column: 3, scope: !80)
!86 = !DILocalVariable(name: "res", scope: !87, file: !1, line: 25, type: !4)
!87 = distinct !DILexicalBlock(scope: !83, file: !1, line: 24, column: 27)
!88 = !DILocation(line: 25, column: 11, scope: !87)
!89 = !DILocation(line: 26, column: 20, scope: !87)
!90 = !DILocation(line: 26, column: 18, scope: !87)
!91 = !DILocation(line: 26, column: 5, scope: !87)
!92 = !DILocation(line: 27, column: 9, scope: !93)
!93 = distinct !DILexicalBlock(scope: !87, file: !1, line: 27, column: 9)
!94 = !DILocation(line: 27, column: 13, scope: !93)
!95 = !DILocation(line: 27, column: 9, scope: !87)
!96 = !DILocation(line: 28, column: 22, scope: !97)
!97 = distinct !DILexicalBlock(scope: !93, file: !1, line: 27, column: 22)
!98 = !DILocation(line: 28, column: 14, scope: !97)
!99 = !DILocation(line: 28, column: 40, scope: !97)
!100 = !DILocation(line: 28, column: 32, scope: !97)
!101 = !DILocation(line: 28, column: 30, scope: !97)
!102 = !DILocation(line: 28, column: 11, scope: !97)
!103 = !DILocation(line: 29, column: 12, scope: !97)
!104 = !DILocation(line: 29, column: 7, scope: !97)
!105 = !DILocation(line: 30, column: 5, scope: !97)
!106 = !DILocation(line: 31, column: 3, scope: !87)
!107 = !DILocation(line: 24, column: 23, scope: !83)
!108 = !DILocation(line: 24, column: 3, scope: !83)
!109 = distinct !{!109, !85, !110, !78}
!110 = !DILocation(line: 31, column: 3, scope: !80)
!111 = !DILocation(line: 32, column: 10, scope: !46)
!112 = !DILocation(line: 32, column: 3, scope: !46)
