; ModuleID = 'barrier-phases.c'
source_filename = "barrier-phases.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%union.pthread_barrier_t = type { i32, [16 x i8] }

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"barrier-phases.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 16, i32 17 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 17, i32 17 }, ptr @0 }
@slot = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !17
@bar = dso_local global %union.pthread_barrier_t zeroinitializer, align 4, !dbg !24
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 19, i32 28 }, ptr @0 }
@__const.main.id = private unnamed_addr constant [2 x i32] [i32 0, i32 1], align 4
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 29, i32 23 }, ptr @0 }
@5 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 31, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !46 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 7, ptr noundef @.str.2) #7, !dbg !49
  unreachable, !dbg !49
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !50 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !55, !DIExpression(), !56)
    #dbg_declare(ptr %3, !57, !DIExpression(), !58)
  %5 = load ptr, ptr %2, align 4, !dbg !59
  %6 = load i32, ptr %5, align 4, !dbg !60
  store i32 %6, ptr %3, align 4, !dbg !58
    #dbg_declare(ptr %4, !61, !DIExpression(), !62)
  %7 = load i32, ptr %3, align 4, !dbg !63
  %8 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 1, i32 %7), !dbg !64, !nosanitize !54
  %9 = extractvalue { i32, i1 } %8, 0, !dbg !64, !nosanitize !54
  %10 = extractvalue { i32, i1 } %8, 1, !dbg !64, !nosanitize !54
  %11 = xor i1 %10, true, !dbg !64, !nosanitize !54
  br i1 %11, label %13, label %12, !dbg !64, !prof !65, !nosanitize !54

12:                                               ; preds = %1
  call void @__ubsan_handle_sub_overflow(ptr @1, i32 1, i32 %7) #8, !dbg !64, !nosanitize !54
  br label %13, !dbg !64, !nosanitize !54

13:                                               ; preds = %12, %1
  store i32 %9, ptr %4, align 4, !dbg !62
  %14 = load i32, ptr %3, align 4, !dbg !66
  %15 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %14, i32 1), !dbg !67, !nosanitize !54
  %16 = extractvalue { i32, i1 } %15, 0, !dbg !67, !nosanitize !54
  %17 = extractvalue { i32, i1 } %15, 1, !dbg !67, !nosanitize !54
  %18 = xor i1 %17, true, !dbg !67, !nosanitize !54
  br i1 %18, label %20, label %19, !dbg !67, !prof !65, !nosanitize !54

19:                                               ; preds = %13
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %14, i32 1) #8, !dbg !67, !nosanitize !54
  br label %20, !dbg !67, !nosanitize !54

20:                                               ; preds = %19, %13
  %21 = load i32, ptr %3, align 4, !dbg !68
  %22 = getelementptr inbounds [2 x i32], ptr @slot, i32 0, i32 %21, !dbg !69
  store i32 %16, ptr %22, align 4, !dbg !70
  %23 = call i32 @pthread_barrier_wait(ptr noundef @bar) #8, !dbg !71
  %24 = load i32, ptr %4, align 4, !dbg !72
  %25 = getelementptr inbounds [2 x i32], ptr @slot, i32 0, i32 %24, !dbg !74
  %26 = load i32, ptr %25, align 4, !dbg !74
  %27 = load i32, ptr %4, align 4, !dbg !75
  %28 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %27, i32 1), !dbg !76, !nosanitize !54
  %29 = extractvalue { i32, i1 } %28, 0, !dbg !76, !nosanitize !54
  %30 = extractvalue { i32, i1 } %28, 1, !dbg !76, !nosanitize !54
  %31 = xor i1 %30, true, !dbg !76, !nosanitize !54
  br i1 %31, label %33, label %32, !dbg !76, !prof !65, !nosanitize !54

32:                                               ; preds = %20
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %27, i32 1) #8, !dbg !76, !nosanitize !54
  br label %33, !dbg !76, !nosanitize !54

33:                                               ; preds = %32, %20
  %34 = icmp ne i32 %26, %29, !dbg !77
  br i1 %34, label %35, label %36, !dbg !78

35:                                               ; preds = %33
  call void @reach_error(), !dbg !79
  br label %36, !dbg !79

36:                                               ; preds = %35, %33
  ret ptr null, !dbg !80
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #3

; Function Attrs: nounwind
declare i32 @pthread_barrier_wait(ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !81 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i32], align 4
  %3 = alloca [2 x i32], align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !84, !DIExpression(), !88)
    #dbg_declare(ptr %3, !89, !DIExpression(), !90)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 @__const.main.id, i32 8, i1 false), !dbg !90
    #dbg_declare(ptr %4, !91, !DIExpression(), !92)
  %5 = call i32 @pthread_barrier_init(ptr noundef @bar, ptr noundef null, i32 noundef 2) #8, !dbg !93
  store i32 0, ptr %4, align 4, !dbg !94
  br label %6, !dbg !96

6:                                                ; preds = %22, %0
  %7 = load i32, ptr %4, align 4, !dbg !97
  %8 = icmp slt i32 %7, 2, !dbg !99
  br i1 %8, label %9, label %23, !dbg !100

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4, !dbg !101
  %11 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %10, !dbg !102
  %12 = load i32, ptr %4, align 4, !dbg !103
  %13 = getelementptr inbounds [2 x i32], ptr %3, i32 0, i32 %12, !dbg !104
  %14 = call i32 @pthread_create(ptr noundef %11, ptr noundef null, ptr noundef @worker, ptr noundef %13) #8, !dbg !105
  br label %15, !dbg !105

15:                                               ; preds = %9
  %16 = load i32, ptr %4, align 4, !dbg !106
  %17 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %16, i32 1), !dbg !106, !nosanitize !54
  %18 = extractvalue { i32, i1 } %17, 0, !dbg !106, !nosanitize !54
  %19 = extractvalue { i32, i1 } %17, 1, !dbg !106, !nosanitize !54
  %20 = xor i1 %19, true, !dbg !106, !nosanitize !54
  br i1 %20, label %22, label %21, !dbg !106, !prof !65, !nosanitize !54

21:                                               ; preds = %15
  call void @__ubsan_handle_add_overflow(ptr @4, i32 %16, i32 1) #8, !dbg !106, !nosanitize !54
  br label %22, !dbg !106, !nosanitize !54

22:                                               ; preds = %21, %15
  store i32 %18, ptr %4, align 4, !dbg !106
  br label %6, !dbg !107, !llvm.loop !108

23:                                               ; preds = %6
  store i32 0, ptr %4, align 4, !dbg !111
  br label %24, !dbg !113

24:                                               ; preds = %39, %23
  %25 = load i32, ptr %4, align 4, !dbg !114
  %26 = icmp slt i32 %25, 2, !dbg !116
  br i1 %26, label %27, label %40, !dbg !117

27:                                               ; preds = %24
  %28 = load i32, ptr %4, align 4, !dbg !118
  %29 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %28, !dbg !119
  %30 = load i32, ptr %29, align 4, !dbg !119
  %31 = call i32 @pthread_join(i32 noundef %30, ptr noundef null), !dbg !120
  br label %32, !dbg !120

32:                                               ; preds = %27
  %33 = load i32, ptr %4, align 4, !dbg !121
  %34 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %33, i32 1), !dbg !121, !nosanitize !54
  %35 = extractvalue { i32, i1 } %34, 0, !dbg !121, !nosanitize !54
  %36 = extractvalue { i32, i1 } %34, 1, !dbg !121, !nosanitize !54
  %37 = xor i1 %36, true, !dbg !121, !nosanitize !54
  br i1 %37, label %39, label %38, !dbg !121, !prof !65, !nosanitize !54

38:                                               ; preds = %32
  call void @__ubsan_handle_add_overflow(ptr @5, i32 %33, i32 1) #8, !dbg !121, !nosanitize !54
  br label %39, !dbg !121, !nosanitize !54

39:                                               ; preds = %38, %32
  store i32 %35, ptr %4, align 4, !dbg !121
  br label %24, !dbg !122, !llvm.loop !123

40:                                               ; preds = %24
  %41 = call i32 @pthread_barrier_destroy(ptr noundef @bar) #8, !dbg !125
  ret i32 0, !dbg !126
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #5

; Function Attrs: nounwind
declare i32 @pthread_barrier_init(ptr noundef, ptr noundef, i32 noundef) #4

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #4

declare i32 @pthread_join(i32 noundef, ptr noundef) #6

; Function Attrs: nounwind
declare i32 @pthread_barrier_destroy(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback noreturn nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "barrier-phases.c", directory: ".", checksumkind: CSK_MD5, checksum: "68ca4881c7ddd96377d014e27d60dd39")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "slot", scope: !19, file: !2, line: 12, type: !36, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !23, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 32)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!0, !7, !12, !24, !17}
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "bar", scope: !19, file: !2, line: 11, type: !26, isLocal: false, isDefinition: true)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrier_t", file: !27, line: 112, baseType: !28)
!27 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!28 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !27, line: 108, size: 160, elements: !29)
!29 = !{!30, !34}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !28, file: !27, line: 110, baseType: !31, size: 160)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 20)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !28, file: !27, line: 111, baseType: !35, size: 32)
!35 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 64, elements: !5)
!37 = !{i32 1, !"NumRegisterParameters", i32 0}
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 2}
!44 = !{i32 7, !"frame-pointer", i32 2}
!45 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!46 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 7, type: !47, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !19)
!47 = !DISubroutineType(types: !48)
!48 = !{null}
!49 = !DILocation(line: 7, column: 22, scope: !46)
!50 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 14, type: !51, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !54)
!51 = !DISubroutineType(types: !52)
!52 = !{!53, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!54 = !{}
!55 = !DILocalVariable(name: "arg", arg: 1, scope: !50, file: !2, line: 14, type: !53)
!56 = !DILocation(line: 14, column: 20, scope: !50)
!57 = !DILocalVariable(name: "me", scope: !50, file: !2, line: 15, type: !22)
!58 = !DILocation(line: 15, column: 7, scope: !50)
!59 = !DILocation(line: 15, column: 20, scope: !50)
!60 = !DILocation(line: 15, column: 12, scope: !50)
!61 = !DILocalVariable(name: "other", scope: !50, file: !2, line: 16, type: !22)
!62 = !DILocation(line: 16, column: 7, scope: !50)
!63 = !DILocation(line: 16, column: 19, scope: !50)
!64 = !DILocation(line: 16, column: 17, scope: !50)
!65 = !{!"branch_weights", i32 1048575, i32 1}
!66 = !DILocation(line: 17, column: 14, scope: !50)
!67 = !DILocation(line: 17, column: 17, scope: !50)
!68 = !DILocation(line: 17, column: 8, scope: !50)
!69 = !DILocation(line: 17, column: 3, scope: !50)
!70 = !DILocation(line: 17, column: 12, scope: !50)
!71 = !DILocation(line: 18, column: 3, scope: !50)
!72 = !DILocation(line: 19, column: 12, scope: !73)
!73 = distinct !DILexicalBlock(scope: !50, file: !2, line: 19, column: 7)
!74 = !DILocation(line: 19, column: 7, scope: !73)
!75 = !DILocation(line: 19, column: 22, scope: !73)
!76 = !DILocation(line: 19, column: 28, scope: !73)
!77 = !DILocation(line: 19, column: 19, scope: !73)
!78 = !DILocation(line: 19, column: 7, scope: !50)
!79 = !DILocation(line: 20, column: 5, scope: !73)
!80 = !DILocation(line: 21, column: 3, scope: !50)
!81 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !82, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !54)
!82 = !DISubroutineType(types: !83)
!83 = !{!22}
!84 = !DILocalVariable(name: "t", scope: !81, file: !2, line: 25, type: !85)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !86, size: 64, elements: !5)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !27, line: 27, baseType: !87)
!87 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!88 = !DILocation(line: 25, column: 13, scope: !81)
!89 = !DILocalVariable(name: "id", scope: !81, file: !2, line: 26, type: !36)
!90 = !DILocation(line: 26, column: 7, scope: !81)
!91 = !DILocalVariable(name: "i", scope: !81, file: !2, line: 27, type: !22)
!92 = !DILocation(line: 27, column: 7, scope: !81)
!93 = !DILocation(line: 28, column: 3, scope: !81)
!94 = !DILocation(line: 29, column: 10, scope: !95)
!95 = distinct !DILexicalBlock(scope: !81, file: !2, line: 29, column: 3)
!96 = !DILocation(line: 29, column: 8, scope: !95)
!97 = !DILocation(line: 29, column: 15, scope: !98)
!98 = distinct !DILexicalBlock(scope: !95, file: !2, line: 29, column: 3)
!99 = !DILocation(line: 29, column: 17, scope: !98)
!100 = !DILocation(line: 29, column: 3, scope: !95)
!101 = !DILocation(line: 30, column: 23, scope: !98)
!102 = !DILocation(line: 30, column: 21, scope: !98)
!103 = !DILocation(line: 30, column: 42, scope: !98)
!104 = !DILocation(line: 30, column: 39, scope: !98)
!105 = !DILocation(line: 30, column: 5, scope: !98)
!106 = !DILocation(line: 29, column: 23, scope: !98)
!107 = !DILocation(line: 29, column: 3, scope: !98)
!108 = distinct !{!108, !100, !109, !110}
!109 = !DILocation(line: 30, column: 44, scope: !95)
!110 = !{!"llvm.loop.mustprogress"}
!111 = !DILocation(line: 31, column: 10, scope: !112)
!112 = distinct !DILexicalBlock(scope: !81, file: !2, line: 31, column: 3)
!113 = !DILocation(line: 31, column: 8, scope: !112)
!114 = !DILocation(line: 31, column: 15, scope: !115)
!115 = distinct !DILexicalBlock(scope: !112, file: !2, line: 31, column: 3)
!116 = !DILocation(line: 31, column: 17, scope: !115)
!117 = !DILocation(line: 31, column: 3, scope: !112)
!118 = !DILocation(line: 32, column: 20, scope: !115)
!119 = !DILocation(line: 32, column: 18, scope: !115)
!120 = !DILocation(line: 32, column: 5, scope: !115)
!121 = !DILocation(line: 31, column: 23, scope: !115)
!122 = !DILocation(line: 31, column: 3, scope: !115)
!123 = distinct !{!123, !117, !124, !110}
!124 = !DILocation(line: 32, column: 25, scope: !112)
!125 = !DILocation(line: 33, column: 3, scope: !81)
!126 = !DILocation(line: 34, column: 3, scope: !81)
