; ModuleID = 'bounded-workers.c'
source_filename = "bounded-workers.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.anon = type { i16, i16 }

@m = dso_local global { { i32, i32, i32, i32, i32, { %struct.anon } } } zeroinitializer, align 4, !dbg !0
@sum = dso_local global i32 0, align 4, !dbg !5
@.src = private unnamed_addr constant [18 x i8] c"bounded-workers.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 15 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 23 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 23 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 26, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !54 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !59, !DIExpression(), !60)
    #dbg_declare(ptr %3, !61, !DIExpression(), !62)
  store i32 0, ptr %3, align 4, !dbg !63
  br label %4, !dbg !65

4:                                                ; preds = %25, %1
  %5 = load i32, ptr %3, align 4, !dbg !66
  %6 = icmp slt i32 %5, 3, !dbg !68
  br i1 %6, label %7, label %26, !dbg !69

7:                                                ; preds = %4
  %8 = call i32 @pthread_mutex_lock(ptr noundef @m) #5, !dbg !70
  %9 = load i32, ptr @sum, align 4, !dbg !72
  %10 = load i32, ptr %3, align 4, !dbg !73
  %11 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %9, i32 %10), !dbg !74, !nosanitize !58
  %12 = extractvalue { i32, i1 } %11, 0, !dbg !74, !nosanitize !58
  %13 = extractvalue { i32, i1 } %11, 1, !dbg !74, !nosanitize !58
  %14 = xor i1 %13, true, !dbg !74, !nosanitize !58
  br i1 %14, label %16, label %15, !dbg !74, !prof !75, !nosanitize !58

15:                                               ; preds = %7
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %9, i32 %10) #5, !dbg !74, !nosanitize !58
  br label %16, !dbg !74, !nosanitize !58

16:                                               ; preds = %15, %7
  store i32 %12, ptr @sum, align 4, !dbg !76
  %17 = call i32 @pthread_mutex_unlock(ptr noundef @m) #5, !dbg !77
  br label %18, !dbg !78

18:                                               ; preds = %16
  %19 = load i32, ptr %3, align 4, !dbg !79
  %20 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %19, i32 1), !dbg !79, !nosanitize !58
  %21 = extractvalue { i32, i1 } %20, 0, !dbg !79, !nosanitize !58
  %22 = extractvalue { i32, i1 } %20, 1, !dbg !79, !nosanitize !58
  %23 = xor i1 %22, true, !dbg !79, !nosanitize !58
  br i1 %23, label %25, label %24, !dbg !79, !prof !75, !nosanitize !58

24:                                               ; preds = %18
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %19, i32 1) #5, !dbg !79, !nosanitize !58
  br label %25, !dbg !79, !nosanitize !58

25:                                               ; preds = %24, %18
  store i32 %21, ptr %3, align 4, !dbg !79
  br label %4, !dbg !80, !llvm.loop !81

26:                                               ; preds = %4
  ret ptr null, !dbg !84
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !85 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i32], align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !88, !DIExpression(), !94)
    #dbg_declare(ptr %3, !95, !DIExpression(), !96)
  store i32 0, ptr %3, align 4, !dbg !97
  br label %4, !dbg !99

4:                                                ; preds = %18, %0
  %5 = load i32, ptr %3, align 4, !dbg !100
  %6 = icmp slt i32 %5, 3, !dbg !102
  br i1 %6, label %7, label %19, !dbg !103

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !104
  %9 = getelementptr inbounds [3 x i32], ptr %2, i32 0, i32 %8, !dbg !105
  %10 = call i32 @pthread_create(ptr noundef %9, ptr noundef null, ptr noundef @worker, ptr noundef null) #5, !dbg !106
  br label %11, !dbg !106

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4, !dbg !107
  %13 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %12, i32 1), !dbg !107, !nosanitize !58
  %14 = extractvalue { i32, i1 } %13, 0, !dbg !107, !nosanitize !58
  %15 = extractvalue { i32, i1 } %13, 1, !dbg !107, !nosanitize !58
  %16 = xor i1 %15, true, !dbg !107, !nosanitize !58
  br i1 %16, label %18, label %17, !dbg !107, !prof !75, !nosanitize !58

17:                                               ; preds = %11
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %12, i32 1) #5, !dbg !107, !nosanitize !58
  br label %18, !dbg !107, !nosanitize !58

18:                                               ; preds = %17, %11
  store i32 %14, ptr %3, align 4, !dbg !107
  br label %4, !dbg !108, !llvm.loop !109

19:                                               ; preds = %4
  store i32 0, ptr %3, align 4, !dbg !111
  br label %20, !dbg !113

20:                                               ; preds = %35, %19
  %21 = load i32, ptr %3, align 4, !dbg !114
  %22 = icmp slt i32 %21, 3, !dbg !116
  br i1 %22, label %23, label %36, !dbg !117

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4, !dbg !118
  %25 = getelementptr inbounds [3 x i32], ptr %2, i32 0, i32 %24, !dbg !119
  %26 = load i32, ptr %25, align 4, !dbg !119
  %27 = call i32 @pthread_join(i32 noundef %26, ptr noundef null), !dbg !120
  br label %28, !dbg !120

28:                                               ; preds = %23
  %29 = load i32, ptr %3, align 4, !dbg !121
  %30 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %29, i32 1), !dbg !121, !nosanitize !58
  %31 = extractvalue { i32, i1 } %30, 0, !dbg !121, !nosanitize !58
  %32 = extractvalue { i32, i1 } %30, 1, !dbg !121, !nosanitize !58
  %33 = xor i1 %32, true, !dbg !121, !nosanitize !58
  br i1 %33, label %35, label %34, !dbg !121, !prof !75, !nosanitize !58

34:                                               ; preds = %28
  call void @__ubsan_handle_add_overflow(ptr @4, i32 %29, i32 1) #5, !dbg !121, !nosanitize !58
  br label %35, !dbg !121, !nosanitize !58

35:                                               ; preds = %34, %28
  store i32 %31, ptr %3, align 4, !dbg !121
  br label %20, !dbg !122, !llvm.loop !123

36:                                               ; preds = %20
  %37 = load i32, ptr @sum, align 4, !dbg !125
  %38 = icmp eq i32 %37, 9, !dbg !126
  %39 = zext i1 %38 to i64, !dbg !125
  %40 = select i1 %38, i32 0, i32 1, !dbg !125
  ret i32 %40, !dbg !127
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i32 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!45, !46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 8, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "bounded-workers.c", directory: ".", checksumkind: CSK_MD5, checksum: "c36316702bb3c0b8e29d697b13eb6319")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "sum", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !9, line: 72, baseType: !10)
!9 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!10 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !9, line: 67, size: 192, elements: !11)
!11 = !{!12, !38, !43}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !10, file: !9, line: 69, baseType: !13, size: 192)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !14, line: 22, size: 192, elements: !15)
!14 = !DIFile(filename: "/usr/include/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!15 = !{!16, !17, !19, !20, !21, !22}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !13, file: !14, line: 24, baseType: !7, size: 32)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !13, file: !14, line: 25, baseType: !18, size: 32, offset: 32)
!18 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !13, file: !14, line: 26, baseType: !7, size: 32, offset: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !13, file: !14, line: 32, baseType: !7, size: 32, offset: 96)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !13, file: !14, line: 39, baseType: !18, size: 32, offset: 128)
!22 = !DIDerivedType(tag: DW_TAG_member, scope: !13, file: !14, line: 40, baseType: !23, size: 32, offset: 160)
!23 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !13, file: !14, line: 40, size: 32, elements: !24)
!24 = !{!25, !31}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__elision_data", scope: !23, file: !14, line: 48, baseType: !26, size: 32)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !23, file: !14, line: 42, size: 32, elements: !27)
!27 = !{!28, !30}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__espins", scope: !26, file: !14, line: 44, baseType: !29, size: 16)
!29 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__eelision", scope: !26, file: !14, line: 45, baseType: !29, size: 16, offset: 16)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !23, file: !14, line: 49, baseType: !32, size: 32)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_slist_t", file: !33, line: 60, baseType: !34)
!33 = !DIFile(filename: "/usr/include/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_slist", file: !33, line: 57, size: 32, elements: !35)
!35 = !{!36}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !34, file: !33, line: 59, baseType: !37, size: 32)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !10, file: !9, line: 70, baseType: !39, size: 192)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 192, elements: !41)
!40 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!41 = !{!42}
!42 = !DISubrange(count: 24)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !10, file: !9, line: 71, baseType: !44, size: 32)
!44 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!45 = !{i32 1, !"NumRegisterParameters", i32 0}
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 2}
!52 = !{i32 7, !"frame-pointer", i32 2}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !55, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !58)
!55 = !DISubroutineType(types: !56)
!56 = !{!57, !57}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!58 = !{}
!59 = !DILocalVariable(name: "arg", arg: 1, scope: !54, file: !3, line: 11, type: !57)
!60 = !DILocation(line: 11, column: 20, scope: !54)
!61 = !DILocalVariable(name: "k", scope: !54, file: !3, line: 12, type: !7)
!62 = !DILocation(line: 12, column: 7, scope: !54)
!63 = !DILocation(line: 13, column: 10, scope: !64)
!64 = distinct !DILexicalBlock(scope: !54, file: !3, line: 13, column: 3)
!65 = !DILocation(line: 13, column: 8, scope: !64)
!66 = !DILocation(line: 13, column: 15, scope: !67)
!67 = distinct !DILexicalBlock(scope: !64, file: !3, line: 13, column: 3)
!68 = !DILocation(line: 13, column: 17, scope: !67)
!69 = !DILocation(line: 13, column: 3, scope: !64)
!70 = !DILocation(line: 14, column: 5, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !3, line: 13, column: 27)
!72 = !DILocation(line: 15, column: 11, scope: !71)
!73 = !DILocation(line: 15, column: 17, scope: !71)
!74 = !DILocation(line: 15, column: 15, scope: !71)
!75 = !{!"branch_weights", i32 1048575, i32 1}
!76 = !DILocation(line: 15, column: 9, scope: !71)
!77 = !DILocation(line: 16, column: 5, scope: !71)
!78 = !DILocation(line: 17, column: 3, scope: !71)
!79 = !DILocation(line: 13, column: 23, scope: !67)
!80 = !DILocation(line: 13, column: 3, scope: !67)
!81 = distinct !{!81, !69, !82, !83}
!82 = !DILocation(line: 17, column: 3, scope: !64)
!83 = !{!"llvm.loop.mustprogress"}
!84 = !DILocation(line: 18, column: 3, scope: !54)
!85 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !86, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !58)
!86 = !DISubroutineType(types: !87)
!87 = !{!7}
!88 = !DILocalVariable(name: "t", scope: !85, file: !3, line: 22, type: !89)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 96, elements: !92)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !9, line: 27, baseType: !91)
!91 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!92 = !{!93}
!93 = !DISubrange(count: 3)
!94 = !DILocation(line: 22, column: 13, scope: !85)
!95 = !DILocalVariable(name: "i", scope: !85, file: !3, line: 23, type: !7)
!96 = !DILocation(line: 23, column: 7, scope: !85)
!97 = !DILocation(line: 24, column: 10, scope: !98)
!98 = distinct !DILexicalBlock(scope: !85, file: !3, line: 24, column: 3)
!99 = !DILocation(line: 24, column: 8, scope: !98)
!100 = !DILocation(line: 24, column: 15, scope: !101)
!101 = distinct !DILexicalBlock(scope: !98, file: !3, line: 24, column: 3)
!102 = !DILocation(line: 24, column: 17, scope: !101)
!103 = !DILocation(line: 24, column: 3, scope: !98)
!104 = !DILocation(line: 25, column: 23, scope: !101)
!105 = !DILocation(line: 25, column: 21, scope: !101)
!106 = !DILocation(line: 25, column: 5, scope: !101)
!107 = !DILocation(line: 24, column: 23, scope: !101)
!108 = !DILocation(line: 24, column: 3, scope: !101)
!109 = distinct !{!109, !103, !110, !83}
!110 = !DILocation(line: 25, column: 39, scope: !98)
!111 = !DILocation(line: 26, column: 10, scope: !112)
!112 = distinct !DILexicalBlock(scope: !85, file: !3, line: 26, column: 3)
!113 = !DILocation(line: 26, column: 8, scope: !112)
!114 = !DILocation(line: 26, column: 15, scope: !115)
!115 = distinct !DILexicalBlock(scope: !112, file: !3, line: 26, column: 3)
!116 = !DILocation(line: 26, column: 17, scope: !115)
!117 = !DILocation(line: 26, column: 3, scope: !112)
!118 = !DILocation(line: 27, column: 20, scope: !115)
!119 = !DILocation(line: 27, column: 18, scope: !115)
!120 = !DILocation(line: 27, column: 5, scope: !115)
!121 = !DILocation(line: 26, column: 23, scope: !115)
!122 = !DILocation(line: 26, column: 3, scope: !115)
!123 = distinct !{!123, !117, !124, !83}
!124 = !DILocation(line: 27, column: 25, scope: !112)
!125 = !DILocation(line: 28, column: 10, scope: !85)
!126 = !DILocation(line: 28, column: 14, scope: !85)
!127 = !DILocation(line: 28, column: 3, scope: !85)
