; ModuleID = 'calloc-memcpy.c'
source_filename = "calloc-memcpy.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@msg = dso_local constant [6 x i8] c"hello\00", align 1, !dbg !0
@.src = private unnamed_addr constant [16 x i8] c"calloc-memcpy.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 28, i32 23 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 30, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @copy(ptr noundef %0) #0 !dbg !21 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !25, !DIExpression(), !26)
    #dbg_declare(ptr %4, !27, !DIExpression(), !31)
  store i32 5, ptr %4, align 4, !dbg !31
    #dbg_declare(ptr %5, !32, !DIExpression(), !34)
  %6 = load i32, ptr %4, align 4, !dbg !35
  %7 = add i32 %6, 1, !dbg !36
  %8 = call noalias ptr @calloc(i32 noundef %7, i32 noundef 1) #9, !dbg !37
  store ptr %8, ptr %5, align 4, !dbg !34
  %9 = load ptr, ptr %5, align 4, !dbg !38
  %10 = icmp eq ptr %9, null, !dbg !40
  br i1 %10, label %11, label %12, !dbg !41

11:                                               ; preds = %1
  store ptr null, ptr %2, align 4, !dbg !42
  br label %32, !dbg !42

12:                                               ; preds = %1
  %13 = load ptr, ptr %5, align 4, !dbg !43
  %14 = load i32, ptr %4, align 4, !dbg !44
  call void @llvm.memcpy.p0.p0.i32(ptr align 1 %13, ptr align 1 @msg, i32 %14, i1 false), !dbg !45
  %15 = load ptr, ptr %5, align 4, !dbg !46
  %16 = getelementptr inbounds i8, ptr %15, i32 1, !dbg !47
  call void @llvm.memset.p0.i32(ptr align 1 %16, i8 45, i32 2, i1 false), !dbg !48
  %17 = load ptr, ptr %5, align 4, !dbg !49
  %18 = load i32, ptr %4, align 4, !dbg !51
  %19 = getelementptr inbounds i8, ptr %17, i32 %18, !dbg !49
  %20 = load i8, ptr %19, align 1, !dbg !49
  %21 = sext i8 %20 to i32, !dbg !49
  %22 = icmp ne i32 %21, 0, !dbg !52
  br i1 %22, label %29, label %23, !dbg !53

23:                                               ; preds = %12
  %24 = load ptr, ptr %5, align 4, !dbg !54
  %25 = getelementptr inbounds i8, ptr %24, i32 0, !dbg !54
  %26 = load i8, ptr %25, align 1, !dbg !54
  %27 = sext i8 %26 to i32, !dbg !54
  %28 = icmp ne i32 %27, 104, !dbg !55
  br i1 %28, label %29, label %30, !dbg !56

29:                                               ; preds = %23, %12
  call void @abort() #10, !dbg !57
  unreachable, !dbg !57

30:                                               ; preds = %23
  %31 = load ptr, ptr %5, align 4, !dbg !58
  call void @free(ptr noundef %31) #11, !dbg !59
  store ptr null, ptr %2, align 4, !dbg !60
  br label %32, !dbg !60

32:                                               ; preds = %30, %11
  %33 = load ptr, ptr %2, align 4, !dbg !61
  ret ptr %33, !dbg !61
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i32 noundef, i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #3

; Function Attrs: noreturn nounwind
declare void @abort() #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !62 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i32], align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !66, !DIExpression(), !73)
    #dbg_declare(ptr %3, !74, !DIExpression(), !75)
  store i32 0, ptr %3, align 4, !dbg !76
  br label %4, !dbg !78

4:                                                ; preds = %18, %0
  %5 = load i32, ptr %3, align 4, !dbg !79
  %6 = icmp slt i32 %5, 2, !dbg !81
  br i1 %6, label %7, label %19, !dbg !82

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !83
  %9 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %8, !dbg !84
  %10 = call i32 @pthread_create(ptr noundef %9, ptr noundef null, ptr noundef @copy, ptr noundef null) #11, !dbg !85
  br label %11, !dbg !85

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4, !dbg !86
  %13 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %12, i32 1), !dbg !86, !nosanitize !24
  %14 = extractvalue { i32, i1 } %13, 0, !dbg !86, !nosanitize !24
  %15 = extractvalue { i32, i1 } %13, 1, !dbg !86, !nosanitize !24
  %16 = xor i1 %15, true, !dbg !86, !nosanitize !24
  br i1 %16, label %18, label %17, !dbg !86, !prof !87, !nosanitize !24

17:                                               ; preds = %11
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %12, i32 1) #11, !dbg !86, !nosanitize !24
  br label %18, !dbg !86, !nosanitize !24

18:                                               ; preds = %17, %11
  store i32 %14, ptr %3, align 4, !dbg !86
  br label %4, !dbg !88, !llvm.loop !89

19:                                               ; preds = %4
  store i32 0, ptr %3, align 4, !dbg !92
  br label %20, !dbg !94

20:                                               ; preds = %35, %19
  %21 = load i32, ptr %3, align 4, !dbg !95
  %22 = icmp slt i32 %21, 2, !dbg !97
  br i1 %22, label %23, label %36, !dbg !98

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4, !dbg !99
  %25 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %24, !dbg !100
  %26 = load i32, ptr %25, align 4, !dbg !100
  %27 = call i32 @pthread_join(i32 noundef %26, ptr noundef null), !dbg !101
  br label %28, !dbg !101

28:                                               ; preds = %23
  %29 = load i32, ptr %3, align 4, !dbg !102
  %30 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %29, i32 1), !dbg !102, !nosanitize !24
  %31 = extractvalue { i32, i1 } %30, 0, !dbg !102, !nosanitize !24
  %32 = extractvalue { i32, i1 } %30, 1, !dbg !102, !nosanitize !24
  %33 = xor i1 %32, true, !dbg !102, !nosanitize !24
  br i1 %33, label %35, label %34, !dbg !102, !prof !87, !nosanitize !24

34:                                               ; preds = %28
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %29, i32 1) #11, !dbg !102, !nosanitize !24
  br label %35, !dbg !102, !nosanitize !24

35:                                               ; preds = %34, %28
  store i32 %31, ptr %3, align 4, !dbg !102
  br label %20, !dbg !103, !llvm.loop !104

36:                                               ; preds = %20
  ret i32 0, !dbg !106
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #6

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #7

declare i32 @pthread_join(i32 noundef, ptr noundef) #8

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { uwtable }
attributes #8 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind allocsize(0,1) }
attributes #10 = { noreturn nounwind }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "msg", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "calloc-memcpy.c", directory: ".", checksumkind: CSK_MD5, checksum: "f257c4fae5d4f48a8234b81299dcb352")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 48, elements: !10)
!8 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = !{!11}
!11 = !DISubrange(count: 6)
!12 = !{i32 1, !"NumRegisterParameters", i32 0}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "copy", scope: !3, file: !3, line: 12, type: !22, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!5, !5}
!24 = !{}
!25 = !DILocalVariable(name: "arg", arg: 1, scope: !21, file: !3, line: 12, type: !5)
!26 = !DILocation(line: 12, column: 18, scope: !21)
!27 = !DILocalVariable(name: "len", scope: !21, file: !3, line: 13, type: !28)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !29, line: 18, baseType: !30)
!29 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!30 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!31 = !DILocation(line: 13, column: 10, scope: !21)
!32 = !DILocalVariable(name: "b", scope: !21, file: !3, line: 14, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 32)
!34 = !DILocation(line: 14, column: 9, scope: !21)
!35 = !DILocation(line: 14, column: 20, scope: !21)
!36 = !DILocation(line: 14, column: 24, scope: !21)
!37 = !DILocation(line: 14, column: 13, scope: !21)
!38 = !DILocation(line: 15, column: 7, scope: !39)
!39 = distinct !DILexicalBlock(scope: !21, file: !3, line: 15, column: 7)
!40 = !DILocation(line: 15, column: 9, scope: !39)
!41 = !DILocation(line: 15, column: 7, scope: !21)
!42 = !DILocation(line: 16, column: 5, scope: !39)
!43 = !DILocation(line: 17, column: 10, scope: !21)
!44 = !DILocation(line: 17, column: 18, scope: !21)
!45 = !DILocation(line: 17, column: 3, scope: !21)
!46 = !DILocation(line: 18, column: 10, scope: !21)
!47 = !DILocation(line: 18, column: 12, scope: !21)
!48 = !DILocation(line: 18, column: 3, scope: !21)
!49 = !DILocation(line: 19, column: 7, scope: !50)
!50 = distinct !DILexicalBlock(scope: !21, file: !3, line: 19, column: 7)
!51 = !DILocation(line: 19, column: 9, scope: !50)
!52 = !DILocation(line: 19, column: 14, scope: !50)
!53 = !DILocation(line: 19, column: 19, scope: !50)
!54 = !DILocation(line: 19, column: 22, scope: !50)
!55 = !DILocation(line: 19, column: 27, scope: !50)
!56 = !DILocation(line: 19, column: 7, scope: !21)
!57 = !DILocation(line: 20, column: 5, scope: !50)
!58 = !DILocation(line: 21, column: 8, scope: !21)
!59 = !DILocation(line: 21, column: 3, scope: !21)
!60 = !DILocation(line: 22, column: 3, scope: !21)
!61 = !DILocation(line: 23, column: 1, scope: !21)
!62 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !63, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!63 = !DISubroutineType(types: !64)
!64 = !{!65}
!65 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!66 = !DILocalVariable(name: "t", scope: !62, file: !3, line: 26, type: !67)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 64, elements: !71)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !69, line: 27, baseType: !70)
!69 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!70 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!71 = !{!72}
!72 = !DISubrange(count: 2)
!73 = !DILocation(line: 26, column: 13, scope: !62)
!74 = !DILocalVariable(name: "i", scope: !62, file: !3, line: 27, type: !65)
!75 = !DILocation(line: 27, column: 7, scope: !62)
!76 = !DILocation(line: 28, column: 10, scope: !77)
!77 = distinct !DILexicalBlock(scope: !62, file: !3, line: 28, column: 3)
!78 = !DILocation(line: 28, column: 8, scope: !77)
!79 = !DILocation(line: 28, column: 15, scope: !80)
!80 = distinct !DILexicalBlock(scope: !77, file: !3, line: 28, column: 3)
!81 = !DILocation(line: 28, column: 17, scope: !80)
!82 = !DILocation(line: 28, column: 3, scope: !77)
!83 = !DILocation(line: 29, column: 23, scope: !80)
!84 = !DILocation(line: 29, column: 21, scope: !80)
!85 = !DILocation(line: 29, column: 5, scope: !80)
!86 = !DILocation(line: 28, column: 23, scope: !80)
!87 = !{!"branch_weights", i32 1048575, i32 1}
!88 = !DILocation(line: 28, column: 3, scope: !80)
!89 = distinct !{!89, !82, !90, !91}
!90 = !DILocation(line: 29, column: 43, scope: !77)
!91 = !{!"llvm.loop.mustprogress"}
!92 = !DILocation(line: 30, column: 10, scope: !93)
!93 = distinct !DILexicalBlock(scope: !62, file: !3, line: 30, column: 3)
!94 = !DILocation(line: 30, column: 8, scope: !93)
!95 = !DILocation(line: 30, column: 15, scope: !96)
!96 = distinct !DILexicalBlock(scope: !93, file: !3, line: 30, column: 3)
!97 = !DILocation(line: 30, column: 17, scope: !96)
!98 = !DILocation(line: 30, column: 3, scope: !93)
!99 = !DILocation(line: 31, column: 20, scope: !96)
!100 = !DILocation(line: 31, column: 18, scope: !96)
!101 = !DILocation(line: 31, column: 5, scope: !96)
!102 = !DILocation(line: 30, column: 23, scope: !96)
!103 = !DILocation(line: 30, column: 3, scope: !96)
!104 = distinct !{!104, !98, !105, !91}
!105 = !DILocation(line: 31, column: 28, scope: !93)
!106 = !DILocation(line: 32, column: 3, scope: !62)
