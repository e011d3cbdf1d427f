; ModuleID = 'stack-unsafe.c'
source_filename = "stack-unsafe.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"stack-unsafe.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !17
@top = dso_local global i32 0, align 4, !dbg !25
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 20, i32 15 }, ptr @0 }
@stack = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !21

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !66 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 8, ptr noundef @.str.2) #6, !dbg !69
  unreachable, !dbg !69
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @popper(ptr noundef %0) #0 !dbg !70 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !75, !DIExpression(), !76)
    #dbg_declare(ptr %3, !77, !DIExpression(), !78)
  %4 = load i32, ptr @top, align 4, !dbg !79
  %5 = icmp sgt i32 %4, 0, !dbg !81
  br i1 %5, label %6, label %25, !dbg !82

6:                                                ; preds = %1
  %7 = call i32 @pthread_mutex_lock(ptr noundef @m) #7, !dbg !83
  %8 = load i32, ptr @top, align 4, !dbg !85
  %9 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %8, i32 1), !dbg !86, !nosanitize !74
  %10 = extractvalue { i32, i1 } %9, 0, !dbg !86, !nosanitize !74
  %11 = extractvalue { i32, i1 } %9, 1, !dbg !86, !nosanitize !74
  %12 = xor i1 %11, true, !dbg !86, !nosanitize !74
  br i1 %12, label %15, label %13, !dbg !86, !prof !87, !nosanitize !74

13:                                               ; preds = %6
  %14 = zext i32 %8 to i64, !dbg !86, !nosanitize !74
  call void @__ubsan_handle_sub_overflow(ptr @1, i64 %14, i64 1) #7, !dbg !86, !nosanitize !74
  br label %15, !dbg !86, !nosanitize !74

15:                                               ; preds = %13, %6
  store i32 %10, ptr @top, align 4, !dbg !88
  %16 = load i32, ptr @top, align 4, !dbg !89
  %17 = icmp slt i32 %16, 0, !dbg !91
  br i1 %17, label %18, label %19, !dbg !92

18:                                               ; preds = %15
  call void @reach_error(), !dbg !93
  br label %19, !dbg !93

19:                                               ; preds = %18, %15
  %20 = load i32, ptr @top, align 4, !dbg !94
  %21 = sext i32 %20 to i64, !dbg !95
  %22 = getelementptr inbounds [2 x i32], ptr @stack, i64 0, i64 %21, !dbg !95
  %23 = load i32, ptr %22, align 4, !dbg !95
  store i32 %23, ptr %3, align 4, !dbg !96
  %24 = call i32 @pthread_mutex_unlock(ptr noundef @m) #7, !dbg !97
  br label %25, !dbg !98

25:                                               ; preds = %19, %1
  ret ptr null, !dbg !99
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i64, i64) #4

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !100 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !103, !DIExpression(), !106)
    #dbg_declare(ptr %3, !107, !DIExpression(), !108)
  store i32 7, ptr @stack, align 4, !dbg !109
  store i32 1, ptr @top, align 4, !dbg !110
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @popper, ptr noundef null) #7, !dbg !111
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @popper, ptr noundef null) #7, !dbg !112
  %6 = load i64, ptr %2, align 8, !dbg !113
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !114
  %8 = load i64, ptr %3, align 8, !dbg !115
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !116
  ret i32 0, !dbg !117
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
!llvm.module.flags = !{!58, !59, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "stack-unsafe.c", directory: ".", checksumkind: CSK_MD5, checksum: "98c3d9588453956338e83341a0d70afd")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "m", scope: !19, file: !2, line: 14, type: !27, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21, !25}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "stack", scope: !19, file: !2, line: 12, type: !23, isLocal: false, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 64, elements: !5)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "top", scope: !19, file: !2, line: 13, type: !24, isLocal: false, isDefinition: true)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !28, line: 72, baseType: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!29 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !28, line: 67, size: 320, elements: !30)
!30 = !{!31, !52, !56}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !29, file: !28, line: 69, baseType: !32, size: 320)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !33, line: 22, size: 320, elements: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!34 = !{!35, !36, !38, !39, !40, !41, !43, !44}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !32, file: !33, line: 24, baseType: !24, size: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !32, file: !33, line: 25, baseType: !37, size: 32, offset: 32)
!37 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !32, file: !33, line: 26, baseType: !24, size: 32, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !32, file: !33, line: 28, baseType: !37, size: 32, offset: 96)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !32, file: !33, line: 32, baseType: !24, size: 32, offset: 128)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !32, file: !33, line: 34, baseType: !42, size: 16, offset: 160)
!42 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !32, file: !33, line: 35, baseType: !42, size: 16, offset: 176)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !32, file: !33, line: 36, baseType: !45, size: 128, offset: 192)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !46, line: 55, baseType: !47)
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !46, line: 51, size: 128, elements: !48)
!48 = !{!49, !51}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !47, file: !46, line: 53, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !47, file: !46, line: 54, baseType: !50, size: 64, offset: 64)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !29, file: !28, line: 70, baseType: !53, size: 320)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 40)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !29, file: !28, line: 71, baseType: !57, size: 64)
!57 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!58 = !{i32 7, !"Dwarf Version", i32 5}
!59 = !{i32 2, !"Debug Info Version", i32 3}
!60 = !{i32 1, !"wchar_size", i32 4}
!61 = !{i32 8, !"PIC Level", i32 2}
!62 = !{i32 7, !"PIE Level", i32 2}
!63 = !{i32 7, !"uwtable", i32 2}
!64 = !{i32 7, !"frame-pointer", i32 2}
!65 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!66 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 8, type: !67, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !19)
!67 = !DISubroutineType(types: !68)
!68 = !{null}
!69 = !DILocation(line: 8, column: 22, scope: !66)
!70 = distinct !DISubprogram(name: "popper", scope: !2, file: !2, line: 16, type: !71, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !74)
!71 = !DISubroutineType(types: !72)
!72 = !{!73, !73}
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!74 = !{}
!75 = !DILocalVariable(name: "arg", arg: 1, scope: !70, file: !2, line: 16, type: !73)
!76 = !DILocation(line: 16, column: 20, scope: !70)
!77 = !DILocalVariable(name: "v", scope: !70, file: !2, line: 17, type: !24)
!78 = !DILocation(line: 17, column: 7, scope: !70)
!79 = !DILocation(line: 18, column: 7, scope: !80)
!80 = distinct !DILexicalBlock(scope: !70, file: !2, line: 18, column: 7)
!81 = !DILocation(line: 18, column: 11, scope: !80)
!82 = !DILocation(line: 18, column: 7, scope: !70)
!83 = !DILocation(line: 19, column: 5, scope: !84)
!84 = distinct !DILexicalBlock(scope: !80, file: !2, line: 18, column: 16)
!85 = !DILocation(line: 20, column: 11, scope: !84)
!86 = !DILocation(line: 20, column: 15, scope: !84)
!87 = !{!"branch_weights", i32 1048575, i32 1}
!88 = !DILocation(line: 20, column: 9, scope: !84)
!89 = !DILocation(line: 21, column: 9, scope: !90)
!90 = distinct !DILexicalBlock(scope: !84, file: !2, line: 21, column: 9)
!91 = !DILocation(line: 21, column: 13, scope: !90)
!92 = !DILocation(line: 21, column: 9, scope: !84)
!93 = !DILocation(line: 22, column: 7, scope: !90)
!94 = !DILocation(line: 23, column: 15, scope: !84)
!95 = !DILocation(line: 23, column: 9, scope: !84)
!96 = !DILocation(line: 23, column: 7, scope: !84)
!97 = !DILocation(line: 24, column: 5, scope: !84)
!98 = !DILocation(line: 25, column: 3, scope: !84)
!99 = !DILocation(line: 26, column: 3, scope: !70)
!100 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 29, type: !101, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !74)
!101 = !DISubroutineType(types: !102)
!102 = !{!24}
!103 = !DILocalVariable(name: "t1", scope: !100, file: !2, line: 30, type: !104)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !28, line: 27, baseType: !105)
!105 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!106 = !DILocation(line: 30, column: 13, scope: !100)
!107 = !DILocalVariable(name: "t2", scope: !100, file: !2, line: 30, type: !104)
!108 = !DILocation(line: 30, column: 17, scope: !100)
!109 = !DILocation(line: 31, column: 12, scope: !100)
!110 = !DILocation(line: 32, column: 7, scope: !100)
!111 = !DILocation(line: 33, column: 3, scope: !100)
!112 = !DILocation(line: 34, column: 3, scope: !100)
!113 = !DILocation(line: 35, column: 16, scope: !100)
!114 = !DILocation(line: 35, column: 3, scope: !100)
!115 = !DILocation(line: 36, column: 16, scope: !100)
!116 = !DILocation(line: 36, column: 3, scope: !100)
!117 = !DILocation(line: 37, column: 3, scope: !100)
