; ModuleID = 'spinlock.c'
source_filename = "spinlock.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [11 x i8] c"spinlock.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@s = dso_local global i32 0, align 4, !dbg !17
@counter = dso_local global i32 0, align 4, !dbg !28
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 18, i32 23 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 16, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !43 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 7, ptr noundef @.str.2) #6, !dbg !46
  unreachable, !dbg !46
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !47 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !52, !DIExpression(), !53)
    #dbg_declare(ptr %3, !54, !DIExpression(), !55)
  store i32 0, ptr %3, align 4, !dbg !56
  br label %4, !dbg !58

4:                                                ; preds = %24, %1
  %5 = load i32, ptr %3, align 4, !dbg !59
  %6 = icmp slt i32 %5, 2, !dbg !61
  br i1 %6, label %7, label %25, !dbg !62

7:                                                ; preds = %4
  %8 = call i32 @pthread_spin_lock(ptr noundef @s) #7, !dbg !63
  %9 = load i32, ptr @counter, align 4, !dbg !65
  %10 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %9, i32 1), !dbg !66, !nosanitize !51
  %11 = extractvalue { i32, i1 } %10, 0, !dbg !66, !nosanitize !51
  %12 = extractvalue { i32, i1 } %10, 1, !dbg !66, !nosanitize !51
  %13 = xor i1 %12, true, !dbg !66, !nosanitize !51
  br i1 %13, label %15, label %14, !dbg !66, !prof !67, !nosanitize !51

14:                                               ; preds = %7
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %9, i32 1) #7, !dbg !66, !nosanitize !51
  br label %15, !dbg !66, !nosanitize !51

15:                                               ; preds = %14, %7
  store i32 %11, ptr @counter, align 4, !dbg !68
  %16 = call i32 @pthread_spin_unlock(ptr noundef @s) #7, !dbg !69
  br label %17, !dbg !70

17:                                               ; preds = %15
  %18 = load i32, ptr %3, align 4, !dbg !71
  %19 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %18, i32 1), !dbg !71, !nosanitize !51
  %20 = extractvalue { i32, i1 } %19, 0, !dbg !71, !nosanitize !51
  %21 = extractvalue { i32, i1 } %19, 1, !dbg !71, !nosanitize !51
  %22 = xor i1 %21, true, !dbg !71, !nosanitize !51
  br i1 %22, label %24, label %23, !dbg !71, !prof !67, !nosanitize !51

23:                                               ; preds = %17
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %18, i32 1) #7, !dbg !71, !nosanitize !51
  br label %24, !dbg !71, !nosanitize !51

24:                                               ; preds = %23, %17
  store i32 %20, ptr %3, align 4, !dbg !71
  br label %4, !dbg !72, !llvm.loop !73

25:                                               ; preds = %4
  ret ptr null, !dbg !76
}

; Function Attrs: nounwind
declare i32 @pthread_spin_lock(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #4

; Function Attrs: nounwind
declare i32 @pthread_spin_unlock(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !77 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !80, !DIExpression(), !83)
    #dbg_declare(ptr %3, !84, !DIExpression(), !85)
  %4 = call i32 @pthread_spin_init(ptr noundef @s, i32 noundef 0) #7, !dbg !86
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !87
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !88
  %7 = load i32, ptr %2, align 4, !dbg !89
  %8 = call i32 @pthread_join(i32 noundef %7, ptr noundef null), !dbg !90
  %9 = load i32, ptr %3, align 4, !dbg !91
  %10 = call i32 @pthread_join(i32 noundef %9, ptr noundef null), !dbg !92
  %11 = call i32 @pthread_spin_destroy(ptr noundef @s) #7, !dbg !93
  %12 = load i32, ptr @counter, align 4, !dbg !94
  %13 = icmp ne i32 %12, 4, !dbg !96
  br i1 %13, label %14, label %15, !dbg !97

14:                                               ; preds = %0
  call void @reach_error(), !dbg !98
  br label %15, !dbg !98

15:                                               ; preds = %14, %0
  ret i32 0, !dbg !99
}

; Function Attrs: nounwind
declare i32 @pthread_spin_init(ptr noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i32 noundef, ptr noundef) #5

; Function Attrs: nounwind
declare i32 @pthread_spin_destroy(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "spinlock.c", directory: ".", checksumkind: CSK_MD5, checksum: "95be21ec70089f281b134125ec242094")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 11)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "s", scope: !19, file: !2, line: 11, type: !31, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !20, globals: !27, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21}
!21 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !22, line: 144, baseType: !23, size: 32, elements: !24)
!22 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!23 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!24 = !{!25, !26}
!25 = !DIEnumerator(name: "PTHREAD_PROCESS_PRIVATE", value: 0)
!26 = !DIEnumerator(name: "PTHREAD_PROCESS_SHARED", value: 1)
!27 = !{!0, !7, !12, !17, !28}
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "counter", scope: !19, file: !2, line: 12, type: !30, isLocal: false, isDefinition: true)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_spinlock_t", file: !32, line: 103, baseType: !33)
!32 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!33 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !30)
!34 = !{i32 1, !"NumRegisterParameters", i32 0}
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 8, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 2}
!41 = !{i32 7, !"frame-pointer", i32 2}
!42 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!43 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 7, type: !44, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !19)
!44 = !DISubroutineType(types: !45)
!45 = !{null}
!46 = !DILocation(line: 7, column: 22, scope: !43)
!47 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 14, type: !48, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !51)
!48 = !DISubroutineType(types: !49)
!49 = !{!50, !50}
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!51 = !{}
!52 = !DILocalVariable(name: "arg", arg: 1, scope: !47, file: !2, line: 14, type: !50)
!53 = !DILocation(line: 14, column: 20, scope: !47)
!54 = !DILocalVariable(name: "k", scope: !47, file: !2, line: 15, type: !30)
!55 = !DILocation(line: 15, column: 7, scope: !47)
!56 = !DILocation(line: 16, column: 10, scope: !57)
!57 = distinct !DILexicalBlock(scope: !47, file: !2, line: 16, column: 3)
!58 = !DILocation(line: 16, column: 8, scope: !57)
!59 = !DILocation(line: 16, column: 15, scope: !60)
!60 = distinct !DILexicalBlock(scope: !57, file: !2, line: 16, column: 3)
!61 = !DILocation(line: 16, column: 17, scope: !60)
!62 = !DILocation(line: 16, column: 3, scope: !57)
!63 = !DILocation(line: 17, column: 5, scope: !64)
!64 = distinct !DILexicalBlock(scope: !60, file: !2, line: 16, column: 27)
!65 = !DILocation(line: 18, column: 15, scope: !64)
!66 = !DILocation(line: 18, column: 23, scope: !64)
!67 = !{!"branch_weights", i32 1048575, i32 1}
!68 = !DILocation(line: 18, column: 13, scope: !64)
!69 = !DILocation(line: 19, column: 5, scope: !64)
!70 = !DILocation(line: 20, column: 3, scope: !64)
!71 = !DILocation(line: 16, column: 23, scope: !60)
!72 = !DILocation(line: 16, column: 3, scope: !60)
!73 = distinct !{!73, !62, !74, !75}
!74 = !DILocation(line: 20, column: 3, scope: !57)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !DILocation(line: 21, column: 3, scope: !47)
!77 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !78, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !51)
!78 = !DISubroutineType(types: !79)
!79 = !{!30}
!80 = !DILocalVariable(name: "t1", scope: !77, file: !2, line: 25, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !32, line: 27, baseType: !82)
!82 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!83 = !DILocation(line: 25, column: 13, scope: !77)
!84 = !DILocalVariable(name: "t2", scope: !77, file: !2, line: 25, type: !81)
!85 = !DILocation(line: 25, column: 17, scope: !77)
!86 = !DILocation(line: 26, column: 3, scope: !77)
!87 = !DILocation(line: 27, column: 3, scope: !77)
!88 = !DILocation(line: 28, column: 3, scope: !77)
!89 = !DILocation(line: 29, column: 16, scope: !77)
!90 = !DILocation(line: 29, column: 3, scope: !77)
!91 = !DILocation(line: 30, column: 16, scope: !77)
!92 = !DILocation(line: 30, column: 3, scope: !77)
!93 = !DILocation(line: 31, column: 3, scope: !77)
!94 = !DILocation(line: 32, column: 7, scope: !95)
!95 = distinct !DILexicalBlock(scope: !77, file: !2, line: 32, column: 7)
!96 = !DILocation(line: 32, column: 15, scope: !95)
!97 = !DILocation(line: 32, column: 7, scope: !77)
!98 = !DILocation(line: 33, column: 5, scope: !95)
!99 = !DILocation(line: 34, column: 3, scope: !77)
