; ModuleID = 'trylock-ignored.c'
source_filename = "trylock-ignored.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"trylock-ignored.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !17
@inside = dso_local global i32 0, align 4, !dbg !21
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 15, i32 19 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 18, i32 19 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !63 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 6, ptr noundef @.str.2) #6, !dbg !66
  unreachable, !dbg !66
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !67 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !72, !DIExpression(), !73)
    #dbg_declare(ptr %3, !74, !DIExpression(), !75)
  %4 = call i32 @pthread_mutex_trylock(ptr noundef @m) #7, !dbg !76
  %5 = icmp eq i32 %4, 0, !dbg !77
  %6 = zext i1 %5 to i32, !dbg !77
  store i32 %6, ptr %3, align 4, !dbg !75
  %7 = load i32, ptr @inside, align 4, !dbg !78
  %8 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %7, i32 1), !dbg !79, !nosanitize !71
  %9 = extractvalue { i32, i1 } %8, 0, !dbg !79, !nosanitize !71
  %10 = extractvalue { i32, i1 } %8, 1, !dbg !79, !nosanitize !71
  %11 = xor i1 %10, true, !dbg !79, !nosanitize !71
  br i1 %11, label %14, label %12, !dbg !79, !prof !80, !nosanitize !71

12:                                               ; preds = %1
  %13 = zext i32 %7 to i64, !dbg !79, !nosanitize !71
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %13, i64 1) #7, !dbg !79, !nosanitize !71
  br label %14, !dbg !79, !nosanitize !71

14:                                               ; preds = %12, %1
  store i32 %9, ptr @inside, align 4, !dbg !81
  %15 = load i32, ptr @inside, align 4, !dbg !82
  %16 = icmp sgt i32 %15, 1, !dbg !84
  br i1 %16, label %17, label %18, !dbg !85

17:                                               ; preds = %14
  call void @reach_error(), !dbg !86
  br label %18, !dbg !86

18:                                               ; preds = %17, %14
  %19 = load i32, ptr @inside, align 4, !dbg !87
  %20 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %19, i32 1), !dbg !88, !nosanitize !71
  %21 = extractvalue { i32, i1 } %20, 0, !dbg !88, !nosanitize !71
  %22 = extractvalue { i32, i1 } %20, 1, !dbg !88, !nosanitize !71
  %23 = xor i1 %22, true, !dbg !88, !nosanitize !71
  br i1 %23, label %26, label %24, !dbg !88, !prof !80, !nosanitize !71

24:                                               ; preds = %18
  %25 = zext i32 %19 to i64, !dbg !88, !nosanitize !71
  call void @__ubsan_handle_sub_overflow(ptr @2, i64 %25, i64 1) #7, !dbg !88, !nosanitize !71
  br label %26, !dbg !88, !nosanitize !71

26:                                               ; preds = %24, %18
  store i32 %21, ptr @inside, align 4, !dbg !89
  %27 = load i32, ptr %3, align 4, !dbg !90
  %28 = icmp ne i32 %27, 0, !dbg !90
  br i1 %28, label %29, label %31, !dbg !92

29:                                               ; preds = %26
  %30 = call i32 @pthread_mutex_unlock(ptr noundef @m) #7, !dbg !93
  br label %31, !dbg !93

31:                                               ; preds = %29, %26
  ret ptr null, !dbg !94
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_trylock(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i64, i64) #4

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !95 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !98, !DIExpression(), !101)
    #dbg_declare(ptr %3, !102, !DIExpression(), !103)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !104
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !105
  %6 = load i64, ptr %2, align 8, !dbg !106
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !107
  %8 = load i64, ptr %3, align 8, !dbg !108
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !109
  ret i32 0, !dbg !110
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!55, !56, !57, !58, !59, !60, !61}
!llvm.ident = !{!62}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "trylock-ignored.c", directory: ".", checksumkind: CSK_MD5, checksum: "aa17d24b7f6ead8969c9373cda4e5725")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "m", scope: !19, file: !2, line: 10, type: !24, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "inside", scope: !19, file: !2, line: 11, type: !23, isLocal: false, isDefinition: true)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !25, line: 72, baseType: !26)
!25 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!26 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !25, line: 67, size: 320, elements: !27)
!27 = !{!28, !49, !53}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !26, file: !25, line: 69, baseType: !29, size: 320)
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !30, line: 22, size: 320, elements: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!31 = !{!32, !33, !35, !36, !37, !38, !40, !41}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !29, file: !30, line: 24, baseType: !23, size: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !29, file: !30, line: 25, baseType: !34, size: 32, offset: 32)
!34 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !29, file: !30, line: 26, baseType: !23, size: 32, offset: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !29, file: !30, line: 28, baseType: !34, size: 32, offset: 96)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !29, file: !30, line: 32, baseType: !23, size: 32, offset: 128)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !29, file: !30, line: 34, baseType: !39, size: 16, offset: 160)
!39 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !29, file: !30, line: 35, baseType: !39, size: 16, offset: 176)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !29, file: !30, line: 36, baseType: !42, size: 128, offset: 192)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !43, line: 55, baseType: !44)
!43 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !43, line: 51, size: 128, elements: !45)
!45 = !{!46, !48}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !44, file: !43, line: 53, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !44, file: !43, line: 54, baseType: !47, size: 64, offset: 64)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !26, file: !25, line: 70, baseType: !50, size: 320)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 40)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !26, file: !25, line: 71, baseType: !54, size: 64)
!54 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!55 = !{i32 7, !"Dwarf Version", i32 5}
!56 = !{i32 2, !"Debug Info Version", i32 3}
!57 = !{i32 1, !"wchar_size", i32 4}
!58 = !{i32 8, !"PIC Level", i32 2}
!59 = !{i32 7, !"PIE Level", i32 2}
!60 = !{i32 7, !"uwtable", i32 2}
!61 = !{i32 7, !"frame-pointer", i32 2}
!62 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!63 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 6, type: !64, scopeLine: 6, spFlags: DISPFlagDefinition, unit: !19)
!64 = !DISubroutineType(types: !65)
!65 = !{null}
!66 = !DILocation(line: 6, column: 22, scope: !63)
!67 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 13, type: !68, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !71)
!68 = !DISubroutineType(types: !69)
!69 = !{!70, !70}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!71 = !{}
!72 = !DILocalVariable(name: "arg", arg: 1, scope: !67, file: !2, line: 13, type: !70)
!73 = !DILocation(line: 13, column: 20, scope: !67)
!74 = !DILocalVariable(name: "got", scope: !67, file: !2, line: 14, type: !23)
!75 = !DILocation(line: 14, column: 7, scope: !67)
!76 = !DILocation(line: 14, column: 13, scope: !67)
!77 = !DILocation(line: 14, column: 39, scope: !67)
!78 = !DILocation(line: 15, column: 12, scope: !67)
!79 = !DILocation(line: 15, column: 19, scope: !67)
!80 = !{!"branch_weights", i32 1048575, i32 1}
!81 = !DILocation(line: 15, column: 10, scope: !67)
!82 = !DILocation(line: 16, column: 7, scope: !83)
!83 = distinct !DILexicalBlock(scope: !67, file: !2, line: 16, column: 7)
!84 = !DILocation(line: 16, column: 14, scope: !83)
!85 = !DILocation(line: 16, column: 7, scope: !67)
!86 = !DILocation(line: 17, column: 5, scope: !83)
!87 = !DILocation(line: 18, column: 12, scope: !67)
!88 = !DILocation(line: 18, column: 19, scope: !67)
!89 = !DILocation(line: 18, column: 10, scope: !67)
!90 = !DILocation(line: 19, column: 7, scope: !91)
!91 = distinct !DILexicalBlock(scope: !67, file: !2, line: 19, column: 7)
!92 = !DILocation(line: 19, column: 7, scope: !67)
!93 = !DILocation(line: 20, column: 5, scope: !91)
!94 = !DILocation(line: 21, column: 3, scope: !67)
!95 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !96, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !71)
!96 = !DISubroutineType(types: !97)
!97 = !{!23}
!98 = !DILocalVariable(name: "t1", scope: !95, file: !2, line: 25, type: !99)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !25, line: 27, baseType: !100)
!100 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!101 = !DILocation(line: 25, column: 13, scope: !95)
!102 = !DILocalVariable(name: "t2", scope: !95, file: !2, line: 25, type: !99)
!103 = !DILocation(line: 25, column: 17, scope: !95)
!104 = !DILocation(line: 26, column: 3, scope: !95)
!105 = !DILocation(line: 27, column: 3, scope: !95)
!106 = !DILocation(line: 28, column: 16, scope: !95)
!107 = !DILocation(line: 28, column: 3, scope: !95)
!108 = !DILocation(line: 29, column: 16, scope: !95)
!109 = !DILocation(line: 29, column: 3, scope: !95)
!110 = !DILocation(line: 30, column: 3, scope: !95)
