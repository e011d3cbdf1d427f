; ModuleID = 'saturating-counter.c'
source_filename = "saturating-counter.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.anon = type { i16, i16 }

@m = dso_local global { { i32, i32, i32, i32, i32, { %struct.anon } } } zeroinitializer, align 4, !dbg !0
@counter = dso_local global i32 2147483646, align 4, !dbg !5
@.src = private unnamed_addr constant [21 x i8] c"saturating-counter.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 14, i32 23 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 23 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 24, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @inc(ptr noundef %0) #0 !dbg !54 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !59, !DIExpression(), !60)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #5, !dbg !61
  %4 = load i32, ptr @counter, align 4, !dbg !62
  %5 = icmp slt i32 %4, 2147483647, !dbg !64
  br i1 %5, label %6, label %14, !dbg !65

6:                                                ; preds = %1
  %7 = load i32, ptr @counter, align 4, !dbg !66
  %8 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %7, i32 1), !dbg !67, !nosanitize !58
  %9 = extractvalue { i32, i1 } %8, 0, !dbg !67, !nosanitize !58
  %10 = extractvalue { i32, i1 } %8, 1, !dbg !67, !nosanitize !58
  %11 = xor i1 %10, true, !dbg !67, !nosanitize !58
  br i1 %11, label %13, label %12, !dbg !67, !prof !68, !nosanitize !58

12:                                               ; preds = %6
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %7, i32 1) #5, !dbg !67, !nosanitize !58
  br label %13, !dbg !67, !nosanitize !58

13:                                               ; preds = %12, %6
  store i32 %9, ptr @counter, align 4, !dbg !69
  br label %14, !dbg !70

14:                                               ; preds = %13, %1
  %15 = call i32 @pthread_mutex_unlock(ptr noundef @m) #5, !dbg !71
  ret ptr null, !dbg !72
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
define dso_local i32 @main() #0 !dbg !73 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i32], align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !76, !DIExpression(), !82)
    #dbg_declare(ptr %3, !83, !DIExpression(), !84)
  store i32 0, ptr %3, align 4, !dbg !85
  br label %4, !dbg !87

4:                                                ; preds = %18, %0
  %5 = load i32, ptr %3, align 4, !dbg !88
  %6 = icmp slt i32 %5, 3, !dbg !90
  br i1 %6, label %7, label %19, !dbg !91

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !92
  %9 = getelementptr inbounds [3 x i32], ptr %2, i32 0, i32 %8, !dbg !93
  %10 = call i32 @pthread_create(ptr noundef %9, ptr noundef null, ptr noundef @inc, ptr noundef null) #5, !dbg !94
  br label %11, !dbg !94

11:                                               ; preds = %7
  %12 = load i32, ptr %3, align 4, !dbg !95
  %13 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %12, i32 1), !dbg !95, !nosanitize !58
  %14 = extractvalue { i32, i1 } %13, 0, !dbg !95, !nosanitize !58
  %15 = extractvalue { i32, i1 } %13, 1, !dbg !95, !nosanitize !58
  %16 = xor i1 %15, true, !dbg !95, !nosanitize !58
  br i1 %16, label %18, label %17, !dbg !95, !prof !68, !nosanitize !58

17:                                               ; preds = %11
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %12, i32 1) #5, !dbg !95, !nosanitize !58
  br label %18, !dbg !95, !nosanitize !58

18:                                               ; preds = %17, %11
  store i32 %14, ptr %3, align 4, !dbg !95
  br label %4, !dbg !96, !llvm.loop !97

19:                                               ; preds = %4
  store i32 0, ptr %3, align 4, !dbg !100
  br label %20, !dbg !102

20:                                               ; preds = %35, %19
  %21 = load i32, ptr %3, align 4, !dbg !103
  %22 = icmp slt i32 %21, 3, !dbg !105
  br i1 %22, label %23, label %36, !dbg !106

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4, !dbg !107
  %25 = getelementptr inbounds [3 x i32], ptr %2, i32 0, i32 %24, !dbg !108
  %26 = load i32, ptr %25, align 4, !dbg !108
  %27 = call i32 @pthread_join(i32 noundef %26, ptr noundef null), !dbg !109
  br label %28, !dbg !109

28:                                               ; preds = %23
  %29 = load i32, ptr %3, align 4, !dbg !110
  %30 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %29, i32 1), !dbg !110, !nosanitize !58
  %31 = extractvalue { i32, i1 } %30, 0, !dbg !110, !nosanitize !58
  %32 = extractvalue { i32, i1 } %30, 1, !dbg !110, !nosanitize !58
  %33 = xor i1 %32, true, !dbg !110, !nosanitize !58
  br i1 %33, label %35, label %34, !dbg !110, !prof !68, !nosanitize !58

34:                                               ; preds = %28
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %29, i32 1) #5, !dbg !110, !nosanitize !58
  br label %35, !dbg !110, !nosanitize !58

35:                                               ; preds = %34, %28
  store i32 %31, ptr %3, align 4, !dbg !110
  br label %20, !dbg !111, !llvm.loop !112

36:                                               ; preds = %20
  ret i32 0, !dbg !114
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
!3 = !DIFile(filename: "saturating-counter.c", directory: ".", checksumkind: CSK_MD5, checksum: "a7b2127187ab88577d45505e32d8aa3a")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
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
!54 = distinct !DISubprogram(name: "inc", scope: !3, file: !3, line: 11, type: !55, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !58)
!55 = !DISubroutineType(types: !56)
!56 = !{!57, !57}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!58 = !{}
!59 = !DILocalVariable(name: "arg", arg: 1, scope: !54, file: !3, line: 11, type: !57)
!60 = !DILocation(line: 11, column: 17, scope: !54)
!61 = !DILocation(line: 12, column: 3, scope: !54)
!62 = !DILocation(line: 13, column: 7, scope: !63)
!63 = distinct !DILexicalBlock(scope: !54, file: !3, line: 13, column: 7)
!64 = !DILocation(line: 13, column: 15, scope: !63)
!65 = !DILocation(line: 13, column: 7, scope: !54)
!66 = !DILocation(line: 14, column: 15, scope: !63)
!67 = !DILocation(line: 14, column: 23, scope: !63)
!68 = !{!"branch_weights", i32 1048575, i32 1}
!69 = !DILocation(line: 14, column: 13, scope: !63)
!70 = !DILocation(line: 14, column: 5, scope: !63)
!71 = !DILocation(line: 15, column: 3, scope: !54)
!72 = !DILocation(line: 16, column: 3, scope: !54)
!73 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !74, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !58)
!74 = !DISubroutineType(types: !75)
!75 = !{!7}
!76 = !DILocalVariable(name: "t", scope: !73, file: !3, line: 20, type: !77)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !78, size: 96, elements: !80)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !9, line: 27, baseType: !79)
!79 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!80 = !{!81}
!81 = !DISubrange(count: 3)
!82 = !DILocation(line: 20, column: 13, scope: !73)
!83 = !DILocalVariable(name: "i", scope: !73, file: !3, line: 21, type: !7)
!84 = !DILocation(line: 21, column: 7, scope: !73)
!85 = !DILocation(line: 22, column: 10, scope: !86)
!86 = distinct !DILexicalBlock(scope: !73, file: !3, line: 22, column: 3)
!87 = !DILocation(line: 22, column: 8, scope: !86)
!88 = !DILocation(line: 22, column: 15, scope: !89)
!89 = distinct !DILexicalBlock(scope: !86, file: !3, line: 22, column: 3)
!90 = !DILocation(line: 22, column: 17, scope: !89)
!91 = !DILocation(line: 22, column: 3, scope: !86)
!92 = !DILocation(line: 23, column: 23, scope: !89)
!93 = !DILocation(line: 23, column: 21, scope: !89)
!94 = !DILocation(line: 23, column: 5, scope: !89)
!95 = !DILocation(line: 22, column: 23, scope: !89)
!96 = !DILocation(line: 22, column: 3, scope: !89)
!97 = distinct !{!97, !91, !98, !99}
!98 = !DILocation(line: 23, column: 36, scope: !86)
!99 = !{!"llvm.loop.mustprogress"}
!100 = !DILocation(line: 24, column: 10, scope: !101)
!101 = distinct !DILexicalBlock(scope: !73, file: !3, line: 24, column: 3)
!102 = !DILocation(line: 24, column: 8, scope: !101)
!103 = !DILocation(line: 24, column: 15, scope: !104)
!104 = distinct !DILexicalBlock(scope: !101, file: !3, line: 24, column: 3)
!105 = !DILocation(line: 24, column: 17, scope: !104)
!106 = !DILocation(line: 24, column: 3, scope: !101)
!107 = !DILocation(line: 25, column: 20, scope: !104)
!108 = !DILocation(line: 25, column: 18, scope: !104)
!109 = !DILocation(line: 25, column: 5, scope: !104)
!110 = !DILocation(line: 24, column: 23, scope: !104)
!111 = !DILocation(line: 24, column: 3, scope: !104)
!112 = distinct !{!112, !106, !113, !99}
!113 = !DILocation(line: 25, column: 25, scope: !101)
!114 = !DILocation(line: 26, column: 3, scope: !73)
