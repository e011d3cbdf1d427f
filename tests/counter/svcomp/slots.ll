; ModuleID = 'slots.c'
source_filename = "slots.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.anon = type { i16, i16 }

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c"slots.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@free_slots = dso_local global i32 2, align 4, !dbg !17
@holding = dso_local global i32 0, align 4, !dbg !21
@m = dso_local global { { i32, i32, i32, i32, i32, { %struct.anon } } } zeroinitializer, align 4, !dbg !24
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 18, i32 15 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 29, i32 13 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !71 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 7, ptr noundef @.str.2), !dbg !74
  ret void, !dbg !75
}

declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !76 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !81, !DIExpression(), !82)
  %10 = call i32 @pthread_mutex_lock(ptr noundef @m) #6, !dbg !83
    #dbg_declare(ptr %4, !84, !DIExpression(), !85)
  %11 = load i32, ptr @free_slots, align 4, !dbg !86
  %12 = icmp sgt i32 %11, 0, !dbg !87
  %13 = zext i1 %12 to i32, !dbg !87
  store i32 %13, ptr %4, align 4, !dbg !85
  %14 = load i32, ptr %4, align 4, !dbg !88
  %15 = icmp ne i32 %14, 0, !dbg !88
  br i1 %15, label %16, label %24, !dbg !90

16:                                               ; preds = %1
  %17 = load i32, ptr @free_slots, align 4, !dbg !91
  %18 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %17, i32 1), !dbg !91, !nosanitize !80
  %19 = extractvalue { i32, i1 } %18, 0, !dbg !91, !nosanitize !80
  %20 = extractvalue { i32, i1 } %18, 1, !dbg !91, !nosanitize !80
  %21 = xor i1 %20, true, !dbg !91, !nosanitize !80
  br i1 %21, label %23, label %22, !dbg !91, !prof !92, !nosanitize !80

22:                                               ; preds = %16
  call void @__ubsan_handle_sub_overflow(ptr @1, i32 %17, i32 1) #6, !dbg !91, !nosanitize !80
  br label %23, !dbg !91, !nosanitize !80

23:                                               ; preds = %22, %16
  store i32 %19, ptr @free_slots, align 4, !dbg !91
  br label %24, !dbg !93

24:                                               ; preds = %23, %1
  %25 = call i32 @pthread_mutex_unlock(ptr noundef @m) #6, !dbg !94
  %26 = load i32, ptr %4, align 4, !dbg !95
  %27 = icmp ne i32 %26, 0, !dbg !95
  br i1 %27, label %29, label %28, !dbg !97

28:                                               ; preds = %24
  store ptr null, ptr %2, align 4, !dbg !98
  br label %50, !dbg !98

29:                                               ; preds = %24
  store i32 1, ptr %5, align 4, !dbg !99
  %30 = load i32, ptr %5, align 4, !dbg !99
  %31 = atomicrmw add ptr @holding, i32 %30 seq_cst, align 4, !dbg !99
  store i32 %31, ptr %6, align 4, !dbg !99
  %32 = load i32, ptr %6, align 4, !dbg !99
  %33 = load atomic i32, ptr @holding seq_cst, align 4, !dbg !100
  store i32 %33, ptr %7, align 4, !dbg !100
  %34 = load i32, ptr %7, align 4, !dbg !100
  %35 = icmp sgt i32 %34, 2, !dbg !102
  br i1 %35, label %36, label %37, !dbg !103

36:                                               ; preds = %29
  call void @reach_error(), !dbg !104
  call void @abort() #7, !dbg !106
  unreachable, !dbg !106

37:                                               ; preds = %29
  store i32 1, ptr %8, align 4, !dbg !107
  %38 = load i32, ptr %8, align 4, !dbg !107
  %39 = atomicrmw sub ptr @holding, i32 %38 seq_cst, align 4, !dbg !107
  store i32 %39, ptr %9, align 4, !dbg !107
  %40 = load i32, ptr %9, align 4, !dbg !107
  %41 = call i32 @pthread_mutex_lock(ptr noundef @m) #6, !dbg !108
  %42 = load i32, ptr @free_slots, align 4, !dbg !109
  %43 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %42, i32 1), !dbg !109, !nosanitize !80
  %44 = extractvalue { i32, i1 } %43, 0, !dbg !109, !nosanitize !80
  %45 = extractvalue { i32, i1 } %43, 1, !dbg !109, !nosanitize !80
  %46 = xor i1 %45, true, !dbg !109, !nosanitize !80
  br i1 %46, label %48, label %47, !dbg !109, !prof !92, !nosanitize !80

47:                                               ; preds = %37
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %42, i32 1) #6, !dbg !109, !nosanitize !80
  br label %48, !dbg !109, !nosanitize !80

48:                                               ; preds = %47, %37
  store i32 %44, ptr @free_slots, align 4, !dbg !109
  %49 = call i32 @pthread_mutex_unlock(ptr noundef @m) #6, !dbg !110
  store ptr null, ptr %2, align 4, !dbg !111
  br label %50, !dbg !111

50:                                               ; preds = %48, %28
  %51 = load ptr, ptr %2, align 4, !dbg !112
  ret ptr %51, !dbg !112
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
define dso_local i32 @main() #0 !dbg !113 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !116, !DIExpression(), !119)
  br label %3, !dbg !120

3:                                                ; preds = %0, %3
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #6, !dbg !121
  br label %3, !dbg !120, !llvm.loop !122
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

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!62, !63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "slots.c", directory: ".", checksumkind: CSK_MD5, checksum: "e61d501c81b981bdaf2cf2d8d7284d34")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "free_slots", scope: !19, file: !2, line: 10, type: !23, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21, !24}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "holding", scope: !19, file: !2, line: 11, type: !23, isLocal: false, isDefinition: true)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "m", scope: !19, file: !2, line: 12, type: !26, isLocal: false, isDefinition: true)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !27, line: 72, baseType: !28)
!27 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!28 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !27, line: 67, size: 192, elements: !29)
!29 = !{!30, !56, !60}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !28, file: !27, line: 69, baseType: !31, size: 192)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !32, line: 22, size: 192, elements: !33)
!32 = !DIFile(filename: "/usr/include/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!33 = !{!34, !35, !37, !38, !39, !40}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !31, file: !32, line: 24, baseType: !23, size: 32)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !31, file: !32, line: 25, baseType: !36, size: 32, offset: 32)
!36 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !31, file: !32, line: 26, baseType: !23, size: 32, offset: 64)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !31, file: !32, line: 32, baseType: !23, size: 32, offset: 96)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !31, file: !32, line: 39, baseType: !36, size: 32, offset: 128)
!40 = !DIDerivedType(tag: DW_TAG_member, scope: !31, file: !32, line: 40, baseType: !41, size: 32, offset: 160)
!41 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !31, file: !32, line: 40, size: 32, elements: !42)
!42 = !{!43, !49}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__elision_data", scope: !41, file: !32, line: 48, baseType: !44, size: 32)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !41, file: !32, line: 42, size: 32, elements: !45)
!45 = !{!46, !48}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__espins", scope: !44, file: !32, line: 44, baseType: !47, size: 16)
!47 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__eelision", scope: !44, file: !32, line: 45, baseType: !47, size: 16, offset: 16)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !41, file: !32, line: 49, baseType: !50, size: 32)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_slist_t", file: !51, line: 60, baseType: !52)
!51 = !DIFile(filename: "/usr/include/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_slist", file: !51, line: 57, size: 32, elements: !53)
!53 = !{!54}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !52, file: !51, line: 59, baseType: !55, size: 32)
!55 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 32)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !28, file: !27, line: 70, baseType: !57, size: 192)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 24)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !28, file: !27, line: 71, baseType: !61, size: 32)
!61 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!62 = !{i32 1, !"NumRegisterParameters", i32 0}
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"frame-pointer", i32 2}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 7, type: !72, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19)
!72 = !DISubroutineType(types: !73)
!73 = !{null}
!74 = !DILocation(line: 7, column: 26, scope: !71)
!75 = !DILocation(line: 7, column: 75, scope: !71)
!76 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 14, type: !77, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !80)
!77 = !DISubroutineType(types: !78)
!78 = !{!79, !79}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!80 = !{}
!81 = !DILocalVariable(name: "arg", arg: 1, scope: !76, file: !2, line: 14, type: !79)
!82 = !DILocation(line: 14, column: 20, scope: !76)
!83 = !DILocation(line: 15, column: 3, scope: !76)
!84 = !DILocalVariable(name: "got", scope: !76, file: !2, line: 16, type: !23)
!85 = !DILocation(line: 16, column: 7, scope: !76)
!86 = !DILocation(line: 16, column: 13, scope: !76)
!87 = !DILocation(line: 16, column: 24, scope: !76)
!88 = !DILocation(line: 17, column: 7, scope: !89)
!89 = distinct !DILexicalBlock(scope: !76, file: !2, line: 17, column: 7)
!90 = !DILocation(line: 17, column: 7, scope: !76)
!91 = !DILocation(line: 18, column: 15, scope: !89)
!92 = !{!"branch_weights", i32 1048575, i32 1}
!93 = !DILocation(line: 18, column: 5, scope: !89)
!94 = !DILocation(line: 19, column: 3, scope: !76)
!95 = !DILocation(line: 20, column: 8, scope: !96)
!96 = distinct !DILexicalBlock(scope: !76, file: !2, line: 20, column: 7)
!97 = !DILocation(line: 20, column: 7, scope: !76)
!98 = !DILocation(line: 21, column: 5, scope: !96)
!99 = !DILocation(line: 22, column: 3, scope: !76)
!100 = !DILocation(line: 23, column: 7, scope: !101)
!101 = distinct !DILexicalBlock(scope: !76, file: !2, line: 23, column: 7)
!102 = !DILocation(line: 23, column: 51, scope: !101)
!103 = !DILocation(line: 23, column: 7, scope: !76)
!104 = !DILocation(line: 24, column: 5, scope: !105)
!105 = distinct !DILexicalBlock(scope: !101, file: !2, line: 23, column: 56)
!106 = !DILocation(line: 25, column: 5, scope: !105)
!107 = !DILocation(line: 27, column: 3, scope: !76)
!108 = !DILocation(line: 28, column: 3, scope: !76)
!109 = !DILocation(line: 29, column: 13, scope: !76)
!110 = !DILocation(line: 30, column: 3, scope: !76)
!111 = !DILocation(line: 31, column: 3, scope: !76)
!112 = !DILocation(line: 32, column: 1, scope: !76)
!113 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 34, type: !114, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !80)
!114 = !DISubroutineType(types: !115)
!115 = !{!23}
!116 = !DILocalVariable(name: "t", scope: !113, file: !2, line: 35, type: !117)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !27, line: 27, baseType: !118)
!118 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!119 = !DILocation(line: 35, column: 13, scope: !113)
!120 = !DILocation(line: 36, column: 3, scope: !113)
!121 = !DILocation(line: 37, column: 5, scope: !113)
!122 = distinct !{!122, !120, !123}
!123 = !DILocation(line: 37, column: 36, scope: !113)
