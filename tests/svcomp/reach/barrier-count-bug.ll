; ModuleID = 'barrier-count-bug.c'
source_filename = "barrier-count-bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_barrier_t = type { i64, [24 x i8] }

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [20 x i8] c"barrier-count-bug.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 14, i32 17 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 15, i32 17 }, ptr @0 }
@slot = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !17
@bar = dso_local global %union.pthread_barrier_t zeroinitializer, align 8, !dbg !24
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 17, i32 28 }, ptr @0 }
@__const.main.id = private unnamed_addr constant [2 x i32] [i32 0, i32 1], align 4
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 27, i32 23 }, ptr @0 }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 29, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !45 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 5, ptr noundef @.str.2) #7, !dbg !48
  unreachable, !dbg !48
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !49 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !54, !DIExpression(), !55)
    #dbg_declare(ptr %3, !56, !DIExpression(), !57)
  %5 = load ptr, ptr %2, align 8, !dbg !58
  %6 = load i32, ptr %5, align 4, !dbg !59
  store i32 %6, ptr %3, align 4, !dbg !57
    #dbg_declare(ptr %4, !60, !DIExpression(), !61)
  %7 = load i32, ptr %3, align 4, !dbg !62
  %8 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 1, i32 %7), !dbg !63, !nosanitize !53
  %9 = extractvalue { i32, i1 } %8, 0, !dbg !63, !nosanitize !53
  %10 = extractvalue { i32, i1 } %8, 1, !dbg !63, !nosanitize !53
  %11 = xor i1 %10, true, !dbg !63, !nosanitize !53
  br i1 %11, label %14, label %12, !dbg !63, !prof !64, !nosanitize !53

12:                                               ; preds = %1
  %13 = zext i32 %7 to i64, !dbg !63, !nosanitize !53
  call void @__ubsan_handle_sub_overflow(ptr @1, i64 1, i64 %13) #8, !dbg !63, !nosanitize !53
  br label %14, !dbg !63, !nosanitize !53

14:                                               ; preds = %12, %1
  store i32 %9, ptr %4, align 4, !dbg !61
  %15 = load i32, ptr %3, align 4, !dbg !65
  %16 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %15, i32 1), !dbg !66, !nosanitize !53
  %17 = extractvalue { i32, i1 } %16, 0, !dbg !66, !nosanitize !53
  %18 = extractvalue { i32, i1 } %16, 1, !dbg !66, !nosanitize !53
  %19 = xor i1 %18, true, !dbg !66, !nosanitize !53
  br i1 %19, label %22, label %20, !dbg !66, !prof !64, !nosanitize !53

20:                                               ; preds = %14
  %21 = zext i32 %15 to i64, !dbg !66, !nosanitize !53
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %21, i64 1) #8, !dbg !66, !nosanitize !53
  br label %22, !dbg !66, !nosanitize !53

22:                                               ; preds = %20, %14
  %23 = load i32, ptr %3, align 4, !dbg !67
  %24 = sext i32 %23 to i64, !dbg !68
  %25 = getelementptr inbounds [2 x i32], ptr @slot, i64 0, i64 %24, !dbg !68
  store i32 %17, ptr %25, align 4, !dbg !69
  %26 = call i32 @pthread_barrier_wait(ptr noundef @bar) #8, !dbg !70
  %27 = load i32, ptr %4, align 4, !dbg !71
  %28 = sext i32 %27 to i64, !dbg !73
  %29 = getelementptr inbounds [2 x i32], ptr @slot, i64 0, i64 %28, !dbg !73
  %30 = load i32, ptr %29, align 4, !dbg !73
  %31 = load i32, ptr %4, align 4, !dbg !74
  %32 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %31, i32 1), !dbg !75, !nosanitize !53
  %33 = extractvalue { i32, i1 } %32, 0, !dbg !75, !nosanitize !53
  %34 = extractvalue { i32, i1 } %32, 1, !dbg !75, !nosanitize !53
  %35 = xor i1 %34, true, !dbg !75, !nosanitize !53
  br i1 %35, label %38, label %36, !dbg !75, !prof !64, !nosanitize !53

36:                                               ; preds = %22
  %37 = zext i32 %31 to i64, !dbg !75, !nosanitize !53
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %37, i64 1) #8, !dbg !75, !nosanitize !53
  br label %38, !dbg !75, !nosanitize !53

38:                                               ; preds = %36, %22
  %39 = icmp ne i32 %30, %33, !dbg !76
  br i1 %39, label %40, label %41, !dbg !77

40:                                               ; preds = %38
  call void @reach_error(), !dbg !78
  br label %41, !dbg !78

41:                                               ; preds = %40, %38
  ret ptr null, !dbg !79
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #3

; Function Attrs: nounwind
declare i32 @pthread_barrier_wait(ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !80 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca [2 x i32], align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !83, !DIExpression(), !87)
    #dbg_declare(ptr %3, !88, !DIExpression(), !89)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.id, i64 8, i1 false), !dbg !89
    #dbg_declare(ptr %4, !90, !DIExpression(), !91)
  %5 = call i32 @pthread_barrier_init(ptr noundef @bar, ptr noundef null, i32 noundef 1) #8, !dbg !92
  store i32 0, ptr %4, align 4, !dbg !93
  br label %6, !dbg !95

6:                                                ; preds = %25, %0
  %7 = load i32, ptr %4, align 4, !dbg !96
  %8 = icmp slt i32 %7, 2, !dbg !98
  br i1 %8, label %9, label %26, !dbg !99

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4, !dbg !100
  %11 = sext i32 %10 to i64, !dbg !101
  %12 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %11, !dbg !101
  %13 = load i32, ptr %4, align 4, !dbg !102
  %14 = sext i32 %13 to i64, !dbg !103
  %15 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 %14, !dbg !103
  %16 = call i32 @pthread_create(ptr noundef %12, ptr noundef null, ptr noundef @worker, ptr noundef %15) #8, !dbg !104
  br label %17, !dbg !104

17:                                               ; preds = %9
  %18 = load i32, ptr %4, align 4, !dbg !105
  %19 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %18, i32 1), !dbg !105, !nosanitize !53
  %20 = extractvalue { i32, i1 } %19, 0, !dbg !105, !nosanitize !53
  %21 = extractvalue { i32, i1 } %19, 1, !dbg !105, !nosanitize !53
  %22 = xor i1 %21, true, !dbg !105, !nosanitize !53
  br i1 %22, label %25, label %23, !dbg !105, !prof !64, !nosanitize !53

23:                                               ; preds = %17
  %24 = zext i32 %18 to i64, !dbg !105, !nosanitize !53
  call void @__ubsan_handle_add_overflow(ptr @4, i64 %24, i64 1) #8, !dbg !105, !nosanitize !53
  br label %25, !dbg !105, !nosanitize !53

25:                                               ; preds = %23, %17
  store i32 %20, ptr %4, align 4, !dbg !105
  br label %6, !dbg !106, !llvm.loop !107

26:                                               ; preds = %6
  store i32 0, ptr %4, align 4, !dbg !110
  br label %27, !dbg !112

27:                                               ; preds = %44, %26
  %28 = load i32, ptr %4, align 4, !dbg !113
  %29 = icmp slt i32 %28, 2, !dbg !115
  br i1 %29, label %30, label %45, !dbg !116

30:                                               ; preds = %27
  %31 = load i32, ptr %4, align 4, !dbg !117
  %32 = sext i32 %31 to i64, !dbg !118
  %33 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %32, !dbg !118
  %34 = load i64, ptr %33, align 8, !dbg !118
  %35 = call i32 @pthread_join(i64 noundef %34, ptr noundef null), !dbg !119
  br label %36, !dbg !119

36:                                               ; preds = %30
  %37 = load i32, ptr %4, align 4, !dbg !120
  %38 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %37, i32 1), !dbg !120, !nosanitize !53
  %39 = extractvalue { i32, i1 } %38, 0, !dbg !120, !nosanitize !53
  %40 = extractvalue { i32, i1 } %38, 1, !dbg !120, !nosanitize !53
  %41 = xor i1 %40, true, !dbg !120, !nosanitize !53
  br i1 %41, label %44, label %42, !dbg !120, !prof !64, !nosanitize !53

42:                                               ; preds = %36
  %43 = zext i32 %37 to i64, !dbg !120, !nosanitize !53
  call void @__ubsan_handle_add_overflow(ptr @5, i64 %43, i64 1) #8, !dbg !120, !nosanitize !53
  br label %44, !dbg !120, !nosanitize !53

44:                                               ; preds = %42, %36
  store i32 %39, ptr %4, align 4, !dbg !120
  br label %27, !dbg !121, !llvm.loop !122

45:                                               ; preds = %27
  %46 = call i32 @pthread_barrier_destroy(ptr noundef @bar) #8, !dbg !124
  ret i32 0, !dbg !125
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nounwind
declare i32 @pthread_barrier_init(ptr noundef, ptr noundef, i32 noundef) #4

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #4

declare i32 @pthread_join(i64 noundef, ptr noundef) #6

; Function Attrs: nounwind
declare i32 @pthread_barrier_destroy(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback noreturn nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 5, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "barrier-count-bug.c", directory: ".", checksumkind: CSK_MD5, checksum: "28fbf6d44c2870486a8de81bd242899f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 5, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 5, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "slot", scope: !19, file: !2, line: 10, type: !36, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !23, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!0, !7, !12, !24, !17}
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "bar", scope: !19, file: !2, line: 9, type: !26, isLocal: false, isDefinition: true)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrier_t", file: !27, line: 112, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!28 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !27, line: 108, size: 256, elements: !29)
!29 = !{!30, !34}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !28, file: !27, line: 110, baseType: !31, size: 256)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 32)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !28, file: !27, line: 111, baseType: !35, size: 64)
!35 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 64, elements: !5)
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 8, !"PIC Level", i32 2}
!41 = !{i32 7, !"PIE Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 2}
!43 = !{i32 7, !"frame-pointer", i32 2}
!44 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!45 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 5, type: !46, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !19)
!46 = !DISubroutineType(types: !47)
!47 = !{null}
!48 = !DILocation(line: 5, column: 22, scope: !45)
!49 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 12, type: !50, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !53)
!50 = !DISubroutineType(types: !51)
!51 = !{!52, !52}
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!53 = !{}
!54 = !DILocalVariable(name: "arg", arg: 1, scope: !49, file: !2, line: 12, type: !52)
!55 = !DILocation(line: 12, column: 20, scope: !49)
!56 = !DILocalVariable(name: "me", scope: !49, file: !2, line: 13, type: !22)
!57 = !DILocation(line: 13, column: 7, scope: !49)
!58 = !DILocation(line: 13, column: 20, scope: !49)
!59 = !DILocation(line: 13, column: 12, scope: !49)
!60 = !DILocalVariable(name: "other", scope: !49, file: !2, line: 14, type: !22)
!61 = !DILocation(line: 14, column: 7, scope: !49)
!62 = !DILocation(line: 14, column: 19, scope: !49)
!63 = !DILocation(line: 14, column: 17, scope: !49)
!64 = !{!"branch_weights", i32 1048575, i32 1}
!65 = !DILocation(line: 15, column: 14, scope: !49)
!66 = !DILocation(line: 15, column: 17, scope: !49)
!67 = !DILocation(line: 15, column: 8, scope: !49)
!68 = !DILocation(line: 15, column: 3, scope: !49)
!69 = !DILocation(line: 15, column: 12, scope: !49)
!70 = !DILocation(line: 16, column: 3, scope: !49)
!71 = !DILocation(line: 17, column: 12, scope: !72)
!72 = distinct !DILexicalBlock(scope: !49, file: !2, line: 17, column: 7)
!73 = !DILocation(line: 17, column: 7, scope: !72)
!74 = !DILocation(line: 17, column: 22, scope: !72)
!75 = !DILocation(line: 17, column: 28, scope: !72)
!76 = !DILocation(line: 17, column: 19, scope: !72)
!77 = !DILocation(line: 17, column: 7, scope: !49)
!78 = !DILocation(line: 18, column: 5, scope: !72)
!79 = !DILocation(line: 19, column: 3, scope: !49)
!80 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 22, type: !81, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !53)
!81 = !DISubroutineType(types: !82)
!82 = !{!22}
!83 = !DILocalVariable(name: "t", scope: !80, file: !2, line: 23, type: !84)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !85, size: 128, elements: !5)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !27, line: 27, baseType: !86)
!86 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!87 = !DILocation(line: 23, column: 13, scope: !80)
!88 = !DILocalVariable(name: "id", scope: !80, file: !2, line: 24, type: !36)
!89 = !DILocation(line: 24, column: 7, scope: !80)
!90 = !DILocalVariable(name: "i", scope: !80, file: !2, line: 25, type: !22)
!91 = !DILocation(line: 25, column: 7, scope: !80)
!92 = !DILocation(line: 26, column: 3, scope: !80)
!93 = !DILocation(line: 27, column: 10, scope: !94)
!94 = distinct !DILexicalBlock(scope: !80, file: !2, line: 27, column: 3)
!95 = !DILocation(line: 27, column: 8, scope: !94)
!96 = !DILocation(line: 27, column: 15, scope: !97)
!97 = distinct !DILexicalBlock(scope: !94, file: !2, line: 27, column: 3)
!98 = !DILocation(line: 27, column: 17, scope: !97)
!99 = !DILocation(line: 27, column: 3, scope: !94)
!100 = !DILocation(line: 28, column: 23, scope: !97)
!101 = !DILocation(line: 28, column: 21, scope: !97)
!102 = !DILocation(line: 28, column: 42, scope: !97)
!103 = !DILocation(line: 28, column: 39, scope: !97)
!104 = !DILocation(line: 28, column: 5, scope: !97)
!105 = !DILocation(line: 27, column: 23, scope: !97)
!106 = !DILocation(line: 27, column: 3, scope: !97)
!107 = distinct !{!107, !99, !108, !109}
!108 = !DILocation(line: 28, column: 44, scope: !94)
!109 = !{!"llvm.loop.mustprogress"}
!110 = !DILocation(line: 29, column: 10, scope: !111)
!111 = distinct !DILexicalBlock(scope: !80, file: !2, line: 29, column: 3)
!112 = !DILocation(line: 29, column: 8, scope: !111)
!113 = !DILocation(line: 29, column: 15, scope: !114)
!114 = distinct !DILexicalBlock(scope: !111, file: !2, line: 29, column: 3)
!115 = !DILocation(line: 29, column: 17, scope: !114)
!116 = !DILocation(line: 29, column: 3, scope: !111)
!117 = !DILocation(line: 30, column: 20, scope: !114)
!118 = !DILocation(line: 30, column: 18, scope: !114)
!119 = !DILocation(line: 30, column: 5, scope: !114)
!120 = !DILocation(line: 29, column: 23, scope: !114)
!121 = !DILocation(line: 29, column: 3, scope: !114)
!122 = distinct !{!122, !116, !123, !109}
!123 = !DILocation(line: 30, column: 25, scope: !111)
!124 = !DILocation(line: 31, column: 3, scope: !80)
!125 = !DILocation(line: 32, column: 3, scope: !80)
