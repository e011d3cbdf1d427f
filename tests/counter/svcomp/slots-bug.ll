; ModuleID = 'slots-bug.c'
source_filename = "slots-bug.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.anon = type { i16, i16 }

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"slots-bug.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@free_slots = dso_local global i32 2, align 4, !dbg !14
@holding = dso_local global i32 0, align 4, !dbg !18
@m = dso_local global { { i32, i32, i32, i32, i32, { %struct.anon } } } zeroinitializer, align 4, !dbg !21
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 17, i32 15 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 28, i32 13 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !68 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 6, ptr noundef @.str.2), !dbg !71
  ret void, !dbg !72
}

declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !73 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !78, !DIExpression(), !79)
  %10 = call i32 @pthread_mutex_lock(ptr noundef @m) #6, !dbg !80
    #dbg_declare(ptr %4, !81, !DIExpression(), !82)
  %11 = load i32, ptr @free_slots, align 4, !dbg !83
  %12 = icmp sgt i32 %11, 0, !dbg !84
  %13 = zext i1 %12 to i32, !dbg !84
  store i32 %13, ptr %4, align 4, !dbg !82
  %14 = load i32, ptr %4, align 4, !dbg !85
  %15 = icmp ne i32 %14, 0, !dbg !85
  br i1 %15, label %16, label %24, !dbg !87

16:                                               ; preds = %1
  %17 = load i32, ptr @free_slots, align 4, !dbg !88
  %18 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %17, i32 1), !dbg !88, !nosanitize !77
  %19 = extractvalue { i32, i1 } %18, 0, !dbg !88, !nosanitize !77
  %20 = extractvalue { i32, i1 } %18, 1, !dbg !88, !nosanitize !77
  %21 = xor i1 %20, true, !dbg !88, !nosanitize !77
  br i1 %21, label %23, label %22, !dbg !88, !prof !89, !nosanitize !77

22:                                               ; preds = %16
  call void @__ubsan_handle_sub_overflow(ptr @1, i32 %17, i32 1) #6, !dbg !88, !nosanitize !77
  br label %23, !dbg !88, !nosanitize !77

23:                                               ; preds = %22, %16
  store i32 %19, ptr @free_slots, align 4, !dbg !88
  br label %24, !dbg !90

24:                                               ; preds = %23, %1
  %25 = call i32 @pthread_mutex_unlock(ptr noundef @m) #6, !dbg !91
  %26 = load i32, ptr %4, align 4, !dbg !92
  %27 = icmp ne i32 %26, 0, !dbg !92
  br i1 %27, label %29, label %28, !dbg !94

28:                                               ; preds = %24
  store ptr null, ptr %2, align 4, !dbg !95
  br label %50, !dbg !95

29:                                               ; preds = %24
  store i32 1, ptr %5, align 4, !dbg !96
  %30 = load i32, ptr %5, align 4, !dbg !96
  %31 = atomicrmw add ptr @holding, i32 %30 seq_cst, align 4, !dbg !96
  store i32 %31, ptr %6, align 4, !dbg !96
  %32 = load i32, ptr %6, align 4, !dbg !96
  %33 = load atomic i32, ptr @holding seq_cst, align 4, !dbg !97
  store i32 %33, ptr %7, align 4, !dbg !97
  %34 = load i32, ptr %7, align 4, !dbg !97
  %35 = icmp sgt i32 %34, 1, !dbg !99
  br i1 %35, label %36, label %37, !dbg !100

36:                                               ; preds = %29
  call void @reach_error(), !dbg !101
  call void @abort() #7, !dbg !103
  unreachable, !dbg !103

37:                                               ; preds = %29
  store i32 1, ptr %8, align 4, !dbg !104
  %38 = load i32, ptr %8, align 4, !dbg !104
  %39 = atomicrmw sub ptr @holding, i32 %38 seq_cst, align 4, !dbg !104
  store i32 %39, ptr %9, align 4, !dbg !104
  %40 = load i32, ptr %9, align 4, !dbg !104
  %41 = call i32 @pthread_mutex_lock(ptr noundef @m) #6, !dbg !105
  %42 = load i32, ptr @free_slots, align 4, !dbg !106
  %43 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %42, i32 1), !dbg !106, !nosanitize !77
  %44 = extractvalue { i32, i1 } %43, 0, !dbg !106, !nosanitize !77
  %45 = extractvalue { i32, i1 } %43, 1, !dbg !106, !nosanitize !77
  %46 = xor i1 %45, true, !dbg !106, !nosanitize !77
  br i1 %46, label %48, label %47, !dbg !106, !prof !89, !nosanitize !77

47:                                               ; preds = %37
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %42, i32 1) #6, !dbg !106, !nosanitize !77
  br label %48, !dbg !106, !nosanitize !77

48:                                               ; preds = %47, %37
  store i32 %44, ptr @free_slots, align 4, !dbg !106
  %49 = call i32 @pthread_mutex_unlock(ptr noundef @m) #6, !dbg !107
  store ptr null, ptr %2, align 4, !dbg !108
  br label %50, !dbg !108

50:                                               ; preds = %48, %28
  %51 = load ptr, ptr %2, align 4, !dbg !109
  ret ptr %51, !dbg !109
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i32, i32) #4

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @abort() #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !110 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !113, !DIExpression(), !116)
  br label %3, !dbg !117

3:                                                ; preds = %0, %3
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #6, !dbg !118
  br label %3, !dbg !117, !llvm.loop !119
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!16}
!llvm.module.flags = !{!59, !60, !61, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "slots-bug.c", directory: ".", checksumkind: CSK_MD5, checksum: "536f81c7d916271181cfe09e963cf794")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(name: "free_slots", scope: !16, file: !2, line: 9, type: !20, isLocal: false, isDefinition: true)
!16 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !17, splitDebugInlining: false, nameTableKind: None)
!17 = !{!0, !7, !12, !14, !18, !21}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(name: "holding", scope: !16, file: !2, line: 10, type: !20, isLocal: false, isDefinition: true)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "m", scope: !16, file: !2, line: 11, type: !23, isLocal: false, isDefinition: true)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !24, line: 72, baseType: !25)
!24 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!25 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !24, line: 67, size: 192, elements: !26)
!26 = !{!27, !53, !57}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !25, file: !24, line: 69, baseType: !28, size: 192)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !29, line: 22, size: 192, elements: !30)
!29 = !DIFile(filename: "/usr/include/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!30 = !{!31, !32, !34, !35, !36, !37}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !28, file: !29, line: 24, baseType: !20, size: 32)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !28, file: !29, line: 25, baseType: !33, size: 32, offset: 32)
!33 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !28, file: !29, line: 26, baseType: !20, size: 32, offset: 64)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !28, file: !29, line: 32, baseType: !20, size: 32, offset: 96)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !28, file: !29, line: 39, baseType: !33, size: 32, offset: 128)
!37 = !DIDerivedType(tag: DW_TAG_member, scope: !28, file: !29, line: 40, baseType: !38, size: 32, offset: 160)
!38 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !28, file: !29, line: 40, size: 32, elements: !39)
!39 = !{!40, !46}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__elision_data", scope: !38, file: !29, line: 48, baseType: !41, size: 32)
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !38, file: !29, line: 42, size: 32, elements: !42)
!42 = !{!43, !45}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__espins", scope: !41, file: !29, line: 44, baseType: !44, size: 16)
!44 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__eelision", scope: !41, file: !29, line: 45, baseType: !44, size: 16, offset: 16)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !38, file: !29, line: 49, baseType: !47, size: 32)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_slist_t", file: !48, line: 60, baseType: !49)
!48 = !DIFile(filename: "/usr/include/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_slist", file: !48, line: 57, size: 32, elements: !50)
!50 = !{!51}
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !49, file: !48, line: 59, baseType: !52, size: 32)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 32)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !25, file: !24, line: 70, baseType: !54, size: 192)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 24)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !25, file: !24, line: 71, baseType: !58, size: 32)
!58 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!59 = !{i32 1, !"NumRegisterParameters", i32 0}
!60 = !{i32 7, !"Dwarf Version", i32 5}
!61 = !{i32 2, !"Debug Info Version", i32 3}
!62 = !{i32 1, !"wchar_size", i32 4}
!63 = !{i32 8, !"PIC Level", i32 2}
!64 = !{i32 7, !"PIE Level", i32 2}
!65 = !{i32 7, !"uwtable", i32 2}
!66 = !{i32 7, !"frame-pointer", i32 2}
!67 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!68 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 6, type: !69, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !16)
!69 = !DISubroutineType(types: !70)
!70 = !{null}
!71 = !DILocation(line: 6, column: 26, scope: !68)
!72 = !DILocation(line: 6, column: 79, scope: !68)
!73 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 13, type: !74, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !16, retainedNodes: !77)
!74 = !DISubroutineType(types: !75)
!75 = !{!76, !76}
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!77 = !{}
!78 = !DILocalVariable(name: "arg", arg: 1, scope: !73, file: !2, line: 13, type: !76)
!79 = !DILocation(line: 13, column: 20, scope: !73)
!80 = !DILocation(line: 14, column: 3, scope: !73)
!81 = !DILocalVariable(name: "got", scope: !73, file: !2, line: 15, type: !20)
!82 = !DILocation(line: 15, column: 7, scope: !73)
!83 = !DILocation(line: 15, column: 13, scope: !73)
!84 = !DILocation(line: 15, column: 24, scope: !73)
!85 = !DILocation(line: 16, column: 7, scope: !86)
!86 = distinct !DILexicalBlock(scope: !73, file: !2, line: 16, column: 7)
!87 = !DILocation(line: 16, column: 7, scope: !73)
!88 = !DILocation(line: 17, column: 15, scope: !86)
!89 = !{!"branch_weights", i32 1048575, i32 1}
!90 = !DILocation(line: 17, column: 5, scope: !86)
!91 = !DILocation(line: 18, column: 3, scope: !73)
!92 = !DILocation(line: 19, column: 8, scope: !93)
!93 = distinct !DILexicalBlock(scope: !73, file: !2, line: 19, column: 7)
!94 = !DILocation(line: 19, column: 7, scope: !73)
!95 = !DILocation(line: 20, column: 5, scope: !93)
!96 = !DILocation(line: 21, column: 3, scope: !73)
!97 = !DILocation(line: 22, column: 7, scope: !98)
!98 = distinct !DILexicalBlock(scope: !73, file: !2, line: 22, column: 7)
!99 = !DILocation(line: 22, column: 51, scope: !98)
!100 = !DILocation(line: 22, column: 7, scope: !73)
!101 = !DILocation(line: 23, column: 5, scope: !102)
!102 = distinct !DILexicalBlock(scope: !98, file: !2, line: 22, column: 56)
!103 = !DILocation(line: 24, column: 5, scope: !102)
!104 = !DILocation(line: 26, column: 3, scope: !73)
!105 = !DILocation(line: 27, column: 3, scope: !73)
!106 = !DILocation(line: 28, column: 13, scope: !73)
!107 = !DILocation(line: 29, column: 3, scope: !73)
!108 = !DILocation(line: 30, column: 3, scope: !73)
!109 = !DILocation(line: 31, column: 1, scope: !73)
!110 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !111, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !16, retainedNodes: !77)
!111 = !DISubroutineType(types: !112)
!112 = !{!20}
!113 = !DILocalVariable(name: "t", scope: !110, file: !2, line: 34, type: !114)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !24, line: 27, baseType: !115)
!115 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!116 = !DILocation(line: 34, column: 13, scope: !110)
!117 = !DILocation(line: 35, column: 3, scope: !110)
!118 = !DILocation(line: 36, column: 5, scope: !110)
!119 = distinct !{!119, !117, !120}
!120 = !DILocation(line: 36, column: 36, scope: !110)
