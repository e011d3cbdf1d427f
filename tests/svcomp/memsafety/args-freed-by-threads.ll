; ModuleID = 'args-freed-by-threads.c'
source_filename = "args-freed-by-threads.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.arg = type { i32, i32 }

@.src = private unnamed_addr constant [24 x i8] c"args-freed-by-threads.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 17, i32 28 }, ptr @0 }
@total = dso_local global [3 x i32] zeroinitializer, align 4, !dbg !0
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 30, i32 19 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 32, i32 6 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 23 }, ptr @0 }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 34, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !20 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !24, !DIExpression(), !25)
    #dbg_declare(ptr %3, !26, !DIExpression(), !32)
  %4 = load ptr, ptr %2, align 4, !dbg !33
  store ptr %4, ptr %3, align 4, !dbg !32
  %5 = load ptr, ptr %3, align 4, !dbg !34
  %6 = getelementptr inbounds %struct.arg, ptr %5, i32 0, i32 1, !dbg !35
  %7 = load i32, ptr %6, align 4, !dbg !35
  %8 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %7, i32 2), !dbg !36, !nosanitize !23
  %9 = extractvalue { i32, i1 } %8, 0, !dbg !36, !nosanitize !23
  %10 = extractvalue { i32, i1 } %8, 1, !dbg !36, !nosanitize !23
  %11 = xor i1 %10, true, !dbg !36, !nosanitize !23
  br i1 %11, label %13, label %12, !dbg !36, !prof !37, !nosanitize !23

12:                                               ; preds = %1
  call void @__ubsan_handle_mul_overflow(ptr @1, i32 %7, i32 2) #6, !dbg !36, !nosanitize !23
  br label %13, !dbg !36, !nosanitize !23

13:                                               ; preds = %12, %1
  %14 = load ptr, ptr %3, align 4, !dbg !38
  %15 = getelementptr inbounds %struct.arg, ptr %14, i32 0, i32 0, !dbg !39
  %16 = load i32, ptr %15, align 4, !dbg !39
  %17 = getelementptr inbounds [3 x i32], ptr @total, i32 0, i32 %16, !dbg !40
  store i32 %9, ptr %17, align 4, !dbg !41
  %18 = load ptr, ptr %3, align 4, !dbg !42
  call void @free(ptr noundef %18) #6, !dbg !43
  ret ptr null, !dbg !44
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_mul_overflow(ptr, i32, i32) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !45 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !48, !DIExpression(), !53)
    #dbg_declare(ptr %3, !54, !DIExpression(), !55)
    #dbg_declare(ptr %4, !56, !DIExpression(), !57)
  store i32 0, ptr %4, align 4, !dbg !57
  store i32 0, ptr %3, align 4, !dbg !58
  br label %6, !dbg !60

6:                                                ; preds = %45, %0
  %7 = load i32, ptr %3, align 4, !dbg !61
  %8 = icmp slt i32 %7, 3, !dbg !63
  br i1 %8, label %9, label %46, !dbg !64

9:                                                ; preds = %6
    #dbg_declare(ptr %5, !65, !DIExpression(), !67)
  %10 = call noalias ptr @malloc(i32 noundef 8) #7, !dbg !68
  store ptr %10, ptr %5, align 4, !dbg !67
  %11 = load ptr, ptr %5, align 4, !dbg !69
  %12 = icmp eq ptr %11, null, !dbg !71
  br i1 %12, label %13, label %14, !dbg !72

13:                                               ; preds = %9
  br label %46, !dbg !73

14:                                               ; preds = %9
  %15 = load i32, ptr %3, align 4, !dbg !74
  %16 = load ptr, ptr %5, align 4, !dbg !75
  %17 = getelementptr inbounds %struct.arg, ptr %16, i32 0, i32 0, !dbg !76
  store i32 %15, ptr %17, align 4, !dbg !77
  %18 = load i32, ptr %3, align 4, !dbg !78
  %19 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %18, i32 1), !dbg !79, !nosanitize !23
  %20 = extractvalue { i32, i1 } %19, 0, !dbg !79, !nosanitize !23
  %21 = extractvalue { i32, i1 } %19, 1, !dbg !79, !nosanitize !23
  %22 = xor i1 %21, true, !dbg !79, !nosanitize !23
  br i1 %22, label %24, label %23, !dbg !79, !prof !37, !nosanitize !23

23:                                               ; preds = %14
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %18, i32 1) #6, !dbg !79, !nosanitize !23
  br label %24, !dbg !79, !nosanitize !23

24:                                               ; preds = %23, %14
  %25 = load ptr, ptr %5, align 4, !dbg !80
  %26 = getelementptr inbounds %struct.arg, ptr %25, i32 0, i32 1, !dbg !81
  store i32 %20, ptr %26, align 4, !dbg !82
  %27 = load i32, ptr %3, align 4, !dbg !83
  %28 = getelementptr inbounds [3 x i32], ptr %2, i32 0, i32 %27, !dbg !84
  %29 = load ptr, ptr %5, align 4, !dbg !85
  %30 = call i32 @pthread_create(ptr noundef %28, ptr noundef null, ptr noundef @worker, ptr noundef %29) #6, !dbg !86
  %31 = load i32, ptr %4, align 4, !dbg !87
  %32 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %31, i32 1), !dbg !87, !nosanitize !23
  %33 = extractvalue { i32, i1 } %32, 0, !dbg !87, !nosanitize !23
  %34 = extractvalue { i32, i1 } %32, 1, !dbg !87, !nosanitize !23
  %35 = xor i1 %34, true, !dbg !87, !nosanitize !23
  br i1 %35, label %37, label %36, !dbg !87, !prof !37, !nosanitize !23

36:                                               ; preds = %24
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %31, i32 1) #6, !dbg !87, !nosanitize !23
  br label %37, !dbg !87, !nosanitize !23

37:                                               ; preds = %36, %24
  store i32 %33, ptr %4, align 4, !dbg !87
  br label %38, !dbg !88

38:                                               ; preds = %37
  %39 = load i32, ptr %3, align 4, !dbg !89
  %40 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %39, i32 1), !dbg !89, !nosanitize !23
  %41 = extractvalue { i32, i1 } %40, 0, !dbg !89, !nosanitize !23
  %42 = extractvalue { i32, i1 } %40, 1, !dbg !89, !nosanitize !23
  %43 = xor i1 %42, true, !dbg !89, !nosanitize !23
  br i1 %43, label %45, label %44, !dbg !89, !prof !37, !nosanitize !23

44:                                               ; preds = %38
  call void @__ubsan_handle_add_overflow(ptr @4, i32 %39, i32 1) #6, !dbg !89, !nosanitize !23
  br label %45, !dbg !89, !nosanitize !23

45:                                               ; preds = %44, %38
  store i32 %41, ptr %3, align 4, !dbg !89
  br label %6, !dbg !90, !llvm.loop !91

46:                                               ; preds = %13, %6
  store i32 0, ptr %3, align 4, !dbg !94
  br label %47, !dbg !96

47:                                               ; preds = %63, %46
  %48 = load i32, ptr %3, align 4, !dbg !97
  %49 = load i32, ptr %4, align 4, !dbg !99
  %50 = icmp slt i32 %48, %49, !dbg !100
  br i1 %50, label %51, label %64, !dbg !101

51:                                               ; preds = %47
  %52 = load i32, ptr %3, align 4, !dbg !102
  %53 = getelementptr inbounds [3 x i32], ptr %2, i32 0, i32 %52, !dbg !103
  %54 = load i32, ptr %53, align 4, !dbg !103
  %55 = call i32 @pthread_join(i32 noundef %54, ptr noundef null), !dbg !104
  br label %56, !dbg !104

56:                                               ; preds = %51
  %57 = load i32, ptr %3, align 4, !dbg !105
  %58 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %57, i32 1), !dbg !105, !nosanitize !23
  %59 = extractvalue { i32, i1 } %58, 0, !dbg !105, !nosanitize !23
  %60 = extractvalue { i32, i1 } %58, 1, !dbg !105, !nosanitize !23
  %61 = xor i1 %60, true, !dbg !105, !nosanitize !23
  br i1 %61, label %63, label %62, !dbg !105, !prof !37, !nosanitize !23

62:                                               ; preds = %56
  call void @__ubsan_handle_add_overflow(ptr @5, i32 %57, i32 1) #6, !dbg !105, !nosanitize !23
  br label %63, !dbg !105, !nosanitize !23

63:                                               ; preds = %62, %56
  store i32 %59, ptr %3, align 4, !dbg !105
  br label %47, !dbg !106, !llvm.loop !107

64:                                               ; preds = %47
  ret i32 0, !dbg !109
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

declare i32 @pthread_join(i32 noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 13, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "args-freed-by-threads.c", directory: ".", checksumkind: CSK_MD5, checksum: "157683cc94480cb8225eb8d8b5cc286d")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 3)
!11 = !{i32 1, !"NumRegisterParameters", i32 0}
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 8, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 2}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!20 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 15, type: !21, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!5, !5}
!23 = !{}
!24 = !DILocalVariable(name: "p", arg: 1, scope: !20, file: !3, line: 15, type: !5)
!25 = !DILocation(line: 15, column: 20, scope: !20)
!26 = !DILocalVariable(name: "a", scope: !20, file: !3, line: 16, type: !27)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 32)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "arg", file: !3, line: 8, size: 64, elements: !29)
!29 = !{!30, !31}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !28, file: !3, line: 9, baseType: !8, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "weight", scope: !28, file: !3, line: 10, baseType: !8, size: 32, offset: 32)
!32 = !DILocation(line: 16, column: 15, scope: !20)
!33 = !DILocation(line: 16, column: 19, scope: !20)
!34 = !DILocation(line: 17, column: 18, scope: !20)
!35 = !DILocation(line: 17, column: 21, scope: !20)
!36 = !DILocation(line: 17, column: 28, scope: !20)
!37 = !{!"branch_weights", i32 1048575, i32 1}
!38 = !DILocation(line: 17, column: 9, scope: !20)
!39 = !DILocation(line: 17, column: 12, scope: !20)
!40 = !DILocation(line: 17, column: 3, scope: !20)
!41 = !DILocation(line: 17, column: 16, scope: !20)
!42 = !DILocation(line: 18, column: 8, scope: !20)
!43 = !DILocation(line: 18, column: 3, scope: !20)
!44 = !DILocation(line: 19, column: 3, scope: !20)
!45 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !46, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!46 = !DISubroutineType(types: !47)
!47 = !{!8}
!48 = !DILocalVariable(name: "t", scope: !45, file: !3, line: 23, type: !49)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !50, size: 96, elements: !9)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !51, line: 27, baseType: !52)
!51 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!52 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!53 = !DILocation(line: 23, column: 13, scope: !45)
!54 = !DILocalVariable(name: "i", scope: !45, file: !3, line: 24, type: !8)
!55 = !DILocation(line: 24, column: 7, scope: !45)
!56 = !DILocalVariable(name: "n", scope: !45, file: !3, line: 24, type: !8)
!57 = !DILocation(line: 24, column: 10, scope: !45)
!58 = !DILocation(line: 25, column: 10, scope: !59)
!59 = distinct !DILexicalBlock(scope: !45, file: !3, line: 25, column: 3)
!60 = !DILocation(line: 25, column: 8, scope: !59)
!61 = !DILocation(line: 25, column: 15, scope: !62)
!62 = distinct !DILexicalBlock(scope: !59, file: !3, line: 25, column: 3)
!63 = !DILocation(line: 25, column: 17, scope: !62)
!64 = !DILocation(line: 25, column: 3, scope: !59)
!65 = !DILocalVariable(name: "a", scope: !66, file: !3, line: 26, type: !27)
!66 = distinct !DILexicalBlock(scope: !62, file: !3, line: 25, column: 27)
!67 = !DILocation(line: 26, column: 17, scope: !66)
!68 = !DILocation(line: 26, column: 21, scope: !66)
!69 = !DILocation(line: 27, column: 9, scope: !70)
!70 = distinct !DILexicalBlock(scope: !66, file: !3, line: 27, column: 9)
!71 = !DILocation(line: 27, column: 11, scope: !70)
!72 = !DILocation(line: 27, column: 9, scope: !66)
!73 = !DILocation(line: 28, column: 7, scope: !70)
!74 = !DILocation(line: 29, column: 13, scope: !66)
!75 = !DILocation(line: 29, column: 5, scope: !66)
!76 = !DILocation(line: 29, column: 8, scope: !66)
!77 = !DILocation(line: 29, column: 11, scope: !66)
!78 = !DILocation(line: 30, column: 17, scope: !66)
!79 = !DILocation(line: 30, column: 19, scope: !66)
!80 = !DILocation(line: 30, column: 5, scope: !66)
!81 = !DILocation(line: 30, column: 8, scope: !66)
!82 = !DILocation(line: 30, column: 15, scope: !66)
!83 = !DILocation(line: 31, column: 23, scope: !66)
!84 = !DILocation(line: 31, column: 21, scope: !66)
!85 = !DILocation(line: 31, column: 41, scope: !66)
!86 = !DILocation(line: 31, column: 5, scope: !66)
!87 = !DILocation(line: 32, column: 6, scope: !66)
!88 = !DILocation(line: 33, column: 3, scope: !66)
!89 = !DILocation(line: 25, column: 23, scope: !62)
!90 = !DILocation(line: 25, column: 3, scope: !62)
!91 = distinct !{!91, !64, !92, !93}
!92 = !DILocation(line: 33, column: 3, scope: !59)
!93 = !{!"llvm.loop.mustprogress"}
!94 = !DILocation(line: 34, column: 10, scope: !95)
!95 = distinct !DILexicalBlock(scope: !45, file: !3, line: 34, column: 3)
!96 = !DILocation(line: 34, column: 8, scope: !95)
!97 = !DILocation(line: 34, column: 15, scope: !98)
!98 = distinct !DILexicalBlock(scope: !95, file: !3, line: 34, column: 3)
!99 = !DILocation(line: 34, column: 19, scope: !98)
!100 = !DILocation(line: 34, column: 17, scope: !98)
!101 = !DILocation(line: 34, column: 3, scope: !95)
!102 = !DILocation(line: 35, column: 20, scope: !98)
!103 = !DILocation(line: 35, column: 18, scope: !98)
!104 = !DILocation(line: 35, column: 5, scope: !98)
!105 = !DILocation(line: 34, column: 23, scope: !98)
!106 = !DILocation(line: 34, column: 3, scope: !98)
!107 = distinct !{!107, !101, !108, !93}
!108 = !DILocation(line: 35, column: 28, scope: !95)
!109 = !DILocation(line: 36, column: 3, scope: !45)
