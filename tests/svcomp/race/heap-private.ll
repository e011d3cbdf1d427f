; ModuleID = 'heap-private.c'
source_filename = "heap-private.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.job = type { i32, i32 }

@.src = private unnamed_addr constant [15 x i8] c"heap-private.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 18 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 23, i32 23 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 32, i32 9 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 30, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !12 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !16, !DIExpression(), !17)
    #dbg_declare(ptr %3, !18, !DIExpression(), !25)
  %4 = load ptr, ptr %2, align 8, !dbg !26
  store ptr %4, ptr %3, align 8, !dbg !25
  %5 = load ptr, ptr %3, align 8, !dbg !27
  %6 = getelementptr inbounds %struct.job, ptr %5, i32 0, i32 0, !dbg !28
  %7 = load i32, ptr %6, align 4, !dbg !28
  %8 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %7, i32 2), !dbg !29, !nosanitize !15
  %9 = extractvalue { i32, i1 } %8, 0, !dbg !29, !nosanitize !15
  %10 = extractvalue { i32, i1 } %8, 1, !dbg !29, !nosanitize !15
  %11 = xor i1 %10, true, !dbg !29, !nosanitize !15
  br i1 %11, label %14, label %12, !dbg !29, !prof !30, !nosanitize !15

12:                                               ; preds = %1
  %13 = zext i32 %7 to i64, !dbg !29, !nosanitize !15
  call void @__ubsan_handle_mul_overflow(ptr @1, i64 %13, i64 2) #7, !dbg !29, !nosanitize !15
  br label %14, !dbg !29, !nosanitize !15

14:                                               ; preds = %12, %1
  %15 = load ptr, ptr %3, align 8, !dbg !31
  %16 = getelementptr inbounds %struct.job, ptr %15, i32 0, i32 1, !dbg !32
  store i32 %9, ptr %16, align 4, !dbg !33
  ret ptr null, !dbg !34
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_mul_overflow(ptr, i64, i64) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !35 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 16
  %3 = alloca [3 x ptr], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !38, !DIExpression(), !45)
    #dbg_declare(ptr %3, !46, !DIExpression(), !48)
    #dbg_declare(ptr %4, !49, !DIExpression(), !50)
    #dbg_declare(ptr %5, !51, !DIExpression(), !52)
  store i32 0, ptr %5, align 4, !dbg !52
  store i32 0, ptr %4, align 4, !dbg !53
  br label %6, !dbg !55

6:                                                ; preds = %43, %0
  %7 = load i32, ptr %4, align 4, !dbg !56
  %8 = icmp slt i32 %7, 3, !dbg !58
  br i1 %8, label %9, label %44, !dbg !59

9:                                                ; preds = %6
  %10 = call noalias ptr @malloc(i64 noundef 8) #8, !dbg !60
  %11 = load i32, ptr %4, align 4, !dbg !62
  %12 = sext i32 %11 to i64, !dbg !63
  %13 = getelementptr inbounds [3 x ptr], ptr %3, i64 0, i64 %12, !dbg !63
  store ptr %10, ptr %13, align 8, !dbg !64
  %14 = load i32, ptr %4, align 4, !dbg !65
  %15 = sext i32 %14 to i64, !dbg !67
  %16 = getelementptr inbounds [3 x ptr], ptr %3, i64 0, i64 %15, !dbg !67
  %17 = load ptr, ptr %16, align 8, !dbg !67
  %18 = icmp eq ptr %17, null, !dbg !68
  br i1 %18, label %19, label %20, !dbg !69

19:                                               ; preds = %9
  call void @abort() #9, !dbg !70
  unreachable, !dbg !70

20:                                               ; preds = %9
  %21 = load i32, ptr %4, align 4, !dbg !71
  %22 = load i32, ptr %4, align 4, !dbg !72
  %23 = sext i32 %22 to i64, !dbg !73
  %24 = getelementptr inbounds [3 x ptr], ptr %3, i64 0, i64 %23, !dbg !73
  %25 = load ptr, ptr %24, align 8, !dbg !73
  %26 = getelementptr inbounds %struct.job, ptr %25, i32 0, i32 0, !dbg !74
  store i32 %21, ptr %26, align 4, !dbg !75
  %27 = load i32, ptr %4, align 4, !dbg !76
  %28 = sext i32 %27 to i64, !dbg !77
  %29 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %28, !dbg !77
  %30 = load i32, ptr %4, align 4, !dbg !78
  %31 = sext i32 %30 to i64, !dbg !79
  %32 = getelementptr inbounds [3 x ptr], ptr %3, i64 0, i64 %31, !dbg !79
  %33 = load ptr, ptr %32, align 8, !dbg !79
  %34 = call i32 @pthread_create(ptr noundef %29, ptr noundef null, ptr noundef @worker, ptr noundef %33) #7, !dbg !80
  br label %35, !dbg !81

35:                                               ; preds = %20
  %36 = load i32, ptr %4, align 4, !dbg !82
  %37 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %36, i32 1), !dbg !82, !nosanitize !15
  %38 = extractvalue { i32, i1 } %37, 0, !dbg !82, !nosanitize !15
  %39 = extractvalue { i32, i1 } %37, 1, !dbg !82, !nosanitize !15
  %40 = xor i1 %39, true, !dbg !82, !nosanitize !15
  br i1 %40, label %43, label %41, !dbg !82, !prof !30, !nosanitize !15

41:                                               ; preds = %35
  %42 = zext i32 %36 to i64, !dbg !82, !nosanitize !15
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %42, i64 1) #7, !dbg !82, !nosanitize !15
  br label %43, !dbg !82, !nosanitize !15

43:                                               ; preds = %41, %35
  store i32 %38, ptr %4, align 4, !dbg !82
  br label %6, !dbg !83, !llvm.loop !84

44:                                               ; preds = %6
  store i32 0, ptr %4, align 4, !dbg !87
  br label %45, !dbg !89

45:                                               ; preds = %81, %44
  %46 = load i32, ptr %4, align 4, !dbg !90
  %47 = icmp slt i32 %46, 3, !dbg !92
  br i1 %47, label %48, label %82, !dbg !93

48:                                               ; preds = %45
  %49 = load i32, ptr %4, align 4, !dbg !94
  %50 = sext i32 %49 to i64, !dbg !96
  %51 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %50, !dbg !96
  %52 = load i64, ptr %51, align 8, !dbg !96
  %53 = call i32 @pthread_join(i64 noundef %52, ptr noundef null), !dbg !97
  %54 = load i32, ptr %4, align 4, !dbg !98
  %55 = sext i32 %54 to i64, !dbg !99
  %56 = getelementptr inbounds [3 x ptr], ptr %3, i64 0, i64 %55, !dbg !99
  %57 = load ptr, ptr %56, align 8, !dbg !99
  %58 = getelementptr inbounds %struct.job, ptr %57, i32 0, i32 1, !dbg !100
  %59 = load i32, ptr %58, align 4, !dbg !100
  %60 = load i32, ptr %5, align 4, !dbg !101
  %61 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %60, i32 %59), !dbg !101, !nosanitize !15
  %62 = extractvalue { i32, i1 } %61, 0, !dbg !101, !nosanitize !15
  %63 = extractvalue { i32, i1 } %61, 1, !dbg !101, !nosanitize !15
  %64 = xor i1 %63, true, !dbg !101, !nosanitize !15
  br i1 %64, label %68, label %65, !dbg !101, !prof !30, !nosanitize !15

65:                                               ; preds = %48
  %66 = zext i32 %60 to i64, !dbg !101, !nosanitize !15
  %67 = zext i32 %59 to i64, !dbg !101, !nosanitize !15
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %66, i64 %67) #7, !dbg !101, !nosanitize !15
  br label %68, !dbg !101, !nosanitize !15

68:                                               ; preds = %65, %48
  store i32 %62, ptr %5, align 4, !dbg !101
  %69 = load i32, ptr %4, align 4, !dbg !102
  %70 = sext i32 %69 to i64, !dbg !103
  %71 = getelementptr inbounds [3 x ptr], ptr %3, i64 0, i64 %70, !dbg !103
  %72 = load ptr, ptr %71, align 8, !dbg !103
  call void @free(ptr noundef %72) #7, !dbg !104
  br label %73, !dbg !105

73:                                               ; preds = %68
  %74 = load i32, ptr %4, align 4, !dbg !106
  %75 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %74, i32 1), !dbg !106, !nosanitize !15
  %76 = extractvalue { i32, i1 } %75, 0, !dbg !106, !nosanitize !15
  %77 = extractvalue { i32, i1 } %75, 1, !dbg !106, !nosanitize !15
  %78 = xor i1 %77, true, !dbg !106, !nosanitize !15
  br i1 %78, label %81, label %79, !dbg !106, !prof !30, !nosanitize !15

79:                                               ; preds = %73
  %80 = zext i32 %74 to i64, !dbg !106, !nosanitize !15
  call void @__ubsan_handle_add_overflow(ptr @4, i64 %80, i64 1) #7, !dbg !106, !nosanitize !15
  br label %81, !dbg !106, !nosanitize !15

81:                                               ; preds = %79, %73
  store i32 %76, ptr %4, align 4, !dbg !106
  br label %45, !dbg !107, !llvm.loop !108

82:                                               ; preds = %45
  %83 = load i32, ptr %5, align 4, !dbg !110
  ret i32 %83, !dbg !111
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: noreturn nounwind
declare void @abort() #4

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #6

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "heap-private.c", directory: ".", checksumkind: CSK_MD5, checksum: "1649d1ad9aaea2f016a00d822413cbea")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 2}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "worker", scope: !1, file: !1, line: 13, type: !13, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!13 = !DISubroutineType(types: !14)
!14 = !{!3, !3}
!15 = !{}
!16 = !DILocalVariable(name: "arg", arg: 1, scope: !12, file: !1, line: 13, type: !3)
!17 = !DILocation(line: 13, column: 20, scope: !12)
!18 = !DILocalVariable(name: "j", scope: !12, file: !1, line: 14, type: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "job", file: !1, line: 8, size: 64, elements: !21)
!21 = !{!22, !24}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "in", scope: !20, file: !1, line: 9, baseType: !23, size: 32)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "out", scope: !20, file: !1, line: 10, baseType: !23, size: 32, offset: 32)
!25 = !DILocation(line: 14, column: 15, scope: !12)
!26 = !DILocation(line: 14, column: 19, scope: !12)
!27 = !DILocation(line: 15, column: 12, scope: !12)
!28 = !DILocation(line: 15, column: 15, scope: !12)
!29 = !DILocation(line: 15, column: 18, scope: !12)
!30 = !{!"branch_weights", i32 1048575, i32 1}
!31 = !DILocation(line: 15, column: 3, scope: !12)
!32 = !DILocation(line: 15, column: 6, scope: !12)
!33 = !DILocation(line: 15, column: 10, scope: !12)
!34 = !DILocation(line: 16, column: 3, scope: !12)
!35 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 19, type: !36, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!36 = !DISubroutineType(types: !37)
!37 = !{!23}
!38 = !DILocalVariable(name: "t", scope: !35, file: !1, line: 20, type: !39)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 192, elements: !43)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !41, line: 27, baseType: !42)
!41 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!42 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!43 = !{!44}
!44 = !DISubrange(count: 3)
!45 = !DILocation(line: 20, column: 13, scope: !35)
!46 = !DILocalVariable(name: "jobs", scope: !35, file: !1, line: 21, type: !47)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 192, elements: !43)
!48 = !DILocation(line: 21, column: 15, scope: !35)
!49 = !DILocalVariable(name: "i", scope: !35, file: !1, line: 22, type: !23)
!50 = !DILocation(line: 22, column: 7, scope: !35)
!51 = !DILocalVariable(name: "sum", scope: !35, file: !1, line: 22, type: !23)
!52 = !DILocation(line: 22, column: 10, scope: !35)
!53 = !DILocation(line: 23, column: 10, scope: !54)
!54 = distinct !DILexicalBlock(scope: !35, file: !1, line: 23, column: 3)
!55 = !DILocation(line: 23, column: 8, scope: !54)
!56 = !DILocation(line: 23, column: 15, scope: !57)
!57 = distinct !DILexicalBlock(scope: !54, file: !1, line: 23, column: 3)
!58 = !DILocation(line: 23, column: 17, scope: !57)
!59 = !DILocation(line: 23, column: 3, scope: !54)
!60 = !DILocation(line: 24, column: 15, scope: !61)
!61 = distinct !DILexicalBlock(scope: !57, file: !1, line: 23, column: 27)
!62 = !DILocation(line: 24, column: 10, scope: !61)
!63 = !DILocation(line: 24, column: 5, scope: !61)
!64 = !DILocation(line: 24, column: 13, scope: !61)
!65 = !DILocation(line: 25, column: 14, scope: !66)
!66 = distinct !DILexicalBlock(scope: !61, file: !1, line: 25, column: 9)
!67 = !DILocation(line: 25, column: 9, scope: !66)
!68 = !DILocation(line: 25, column: 17, scope: !66)
!69 = !DILocation(line: 25, column: 9, scope: !61)
!70 = !DILocation(line: 26, column: 7, scope: !66)
!71 = !DILocation(line: 27, column: 19, scope: !61)
!72 = !DILocation(line: 27, column: 10, scope: !61)
!73 = !DILocation(line: 27, column: 5, scope: !61)
!74 = !DILocation(line: 27, column: 14, scope: !61)
!75 = !DILocation(line: 27, column: 17, scope: !61)
!76 = !DILocation(line: 28, column: 23, scope: !61)
!77 = !DILocation(line: 28, column: 21, scope: !61)
!78 = !DILocation(line: 28, column: 46, scope: !61)
!79 = !DILocation(line: 28, column: 41, scope: !61)
!80 = !DILocation(line: 28, column: 5, scope: !61)
!81 = !DILocation(line: 29, column: 3, scope: !61)
!82 = !DILocation(line: 23, column: 23, scope: !57)
!83 = !DILocation(line: 23, column: 3, scope: !57)
!84 = distinct !{!84, !59, !85, !86}
!85 = !DILocation(line: 29, column: 3, scope: !54)
!86 = !{!"llvm.loop.mustprogress"}
!87 = !DILocation(line: 30, column: 10, scope: !88)
!88 = distinct !DILexicalBlock(scope: !35, file: !1, line: 30, column: 3)
!89 = !DILocation(line: 30, column: 8, scope: !88)
!90 = !DILocation(line: 30, column: 15, scope: !91)
!91 = distinct !DILexicalBlock(scope: !88, file: !1, line: 30, column: 3)
!92 = !DILocation(line: 30, column: 17, scope: !91)
!93 = !DILocation(line: 30, column: 3, scope: !88)
!94 = !DILocation(line: 31, column: 20, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !1, line: 30, column: 27)
!96 = !DILocation(line: 31, column: 18, scope: !95)
!97 = !DILocation(line: 31, column: 5, scope: !95)
!98 = !DILocation(line: 32, column: 17, scope: !95)
!99 = !DILocation(line: 32, column: 12, scope: !95)
!100 = !DILocation(line: 32, column: 21, scope: !95)
!101 = !DILocation(line: 32, column: 9, scope: !95)
!102 = !DILocation(line: 33, column: 15, scope: !95)
!103 = !DILocation(line: 33, column: 10, scope: !95)
!104 = !DILocation(line: 33, column: 5, scope: !95)
!105 = !DILocation(line: 34, column: 3, scope: !95)
!106 = !DILocation(line: 30, column: 23, scope: !91)
!107 = !DILocation(line: 30, column: 3, scope: !91)
!108 = distinct !{!108, !93, !109, !86}
!109 = !DILocation(line: 34, column: 3, scope: !88)
!110 = !DILocation(line: 35, column: 10, scope: !35)
!111 = !DILocation(line: 35, column: 3, scope: !35)
