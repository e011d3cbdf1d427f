; ModuleID = 'spin-unlock-early.c'
source_filename = "spin-unlock-early.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [20 x i8] c"spin-unlock-early.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@a = dso_local global i32 1, align 4, !dbg !17
@b = dso_local global i32 0, align 4, !dbg !21
@s = dso_local global i32 0, align 4, !dbg !24
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 16, i32 9 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !37 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 6, ptr noundef @.str.2) #6, !dbg !40
  unreachable, !dbg !40
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @mover(ptr noundef %0) #0 !dbg !41 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !46, !DIExpression(), !47)
    #dbg_declare(ptr %3, !48, !DIExpression(), !49)
  %4 = call i32 @pthread_spin_lock(ptr noundef @s) #7, !dbg !50
  %5 = load i32, ptr @a, align 4, !dbg !51
  %6 = load i32, ptr @b, align 4, !dbg !53
  %7 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %5, i32 %6), !dbg !54, !nosanitize !45
  %8 = extractvalue { i32, i1 } %7, 0, !dbg !54, !nosanitize !45
  %9 = extractvalue { i32, i1 } %7, 1, !dbg !54, !nosanitize !45
  %10 = xor i1 %9, true, !dbg !54, !nosanitize !45
  br i1 %10, label %14, label %11, !dbg !54, !prof !55, !nosanitize !45

11:                                               ; preds = %1
  %12 = zext i32 %5 to i64, !dbg !54, !nosanitize !45
  %13 = zext i32 %6 to i64, !dbg !54, !nosanitize !45
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %12, i64 %13) #7, !dbg !54, !nosanitize !45
  br label %14, !dbg !54, !nosanitize !45

14:                                               ; preds = %11, %1
  %15 = icmp ne i32 %8, 1, !dbg !56
  br i1 %15, label %16, label %17, !dbg !57

16:                                               ; preds = %14
  call void @reach_error(), !dbg !58
  br label %17, !dbg !58

17:                                               ; preds = %16, %14
  %18 = load i32, ptr @a, align 4, !dbg !59
  store i32 %18, ptr %3, align 4, !dbg !60
  %19 = load i32, ptr @b, align 4, !dbg !61
  store i32 %19, ptr @a, align 4, !dbg !62
  %20 = call i32 @pthread_spin_unlock(ptr noundef @s) #7, !dbg !63
  %21 = load i32, ptr %3, align 4, !dbg !64
  store i32 %21, ptr @b, align 4, !dbg !65
  ret ptr null, !dbg !66
}

; Function Attrs: nounwind
declare i32 @pthread_spin_lock(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #4

; Function Attrs: nounwind
declare i32 @pthread_spin_unlock(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !67 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !70, !DIExpression(), !73)
    #dbg_declare(ptr %3, !74, !DIExpression(), !75)
  %4 = call i32 @pthread_spin_init(ptr noundef @s, i32 noundef 0) #7, !dbg !76
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @mover, ptr noundef null) #7, !dbg !77
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @mover, ptr noundef null) #7, !dbg !78
  %7 = load i64, ptr %2, align 8, !dbg !79
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null), !dbg !80
  %9 = load i64, ptr %3, align 8, !dbg !81
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null), !dbg !82
  ret i32 0, !dbg !83
}

; Function Attrs: nounwind
declare i32 @pthread_spin_init(ptr noundef, i32 noundef) #2

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
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "spin-unlock-early.c", directory: ".", checksumkind: CSK_MD5, checksum: "417d2e8b188afe0309d632c810d3816e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "a", scope: !19, file: !2, line: 11, type: !23, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21, !24}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "b", scope: !19, file: !2, line: 11, type: !23, isLocal: false, isDefinition: true)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "s", scope: !19, file: !2, line: 10, type: !26, isLocal: false, isDefinition: true)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_spinlock_t", file: !27, line: 103, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!28 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !23)
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"PIE Level", i32 2}
!34 = !{i32 7, !"uwtable", i32 2}
!35 = !{i32 7, !"frame-pointer", i32 2}
!36 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!37 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 6, type: !38, scopeLine: 6, spFlags: DISPFlagDefinition, unit: !19)
!38 = !DISubroutineType(types: !39)
!39 = !{null}
!40 = !DILocation(line: 6, column: 22, scope: !37)
!41 = distinct !DISubprogram(name: "mover", scope: !2, file: !2, line: 13, type: !42, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !45)
!42 = !DISubroutineType(types: !43)
!43 = !{!44, !44}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!45 = !{}
!46 = !DILocalVariable(name: "arg", arg: 1, scope: !41, file: !2, line: 13, type: !44)
!47 = !DILocation(line: 13, column: 19, scope: !41)
!48 = !DILocalVariable(name: "tmp", scope: !41, file: !2, line: 14, type: !23)
!49 = !DILocation(line: 14, column: 7, scope: !41)
!50 = !DILocation(line: 15, column: 3, scope: !41)
!51 = !DILocation(line: 16, column: 7, scope: !52)
!52 = distinct !DILexicalBlock(scope: !41, file: !2, line: 16, column: 7)
!53 = !DILocation(line: 16, column: 11, scope: !52)
!54 = !DILocation(line: 16, column: 9, scope: !52)
!55 = !{!"branch_weights", i32 1048575, i32 1}
!56 = !DILocation(line: 16, column: 13, scope: !52)
!57 = !DILocation(line: 16, column: 7, scope: !41)
!58 = !DILocation(line: 17, column: 5, scope: !52)
!59 = !DILocation(line: 18, column: 9, scope: !41)
!60 = !DILocation(line: 18, column: 7, scope: !41)
!61 = !DILocation(line: 19, column: 7, scope: !41)
!62 = !DILocation(line: 19, column: 5, scope: !41)
!63 = !DILocation(line: 20, column: 3, scope: !41)
!64 = !DILocation(line: 21, column: 7, scope: !41)
!65 = !DILocation(line: 21, column: 5, scope: !41)
!66 = !DILocation(line: 22, column: 3, scope: !41)
!67 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !68, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !45)
!68 = !DISubroutineType(types: !69)
!69 = !{!23}
!70 = !DILocalVariable(name: "t1", scope: !67, file: !2, line: 26, type: !71)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !27, line: 27, baseType: !72)
!72 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!73 = !DILocation(line: 26, column: 13, scope: !67)
!74 = !DILocalVariable(name: "t2", scope: !67, file: !2, line: 26, type: !71)
!75 = !DILocation(line: 26, column: 17, scope: !67)
!76 = !DILocation(line: 27, column: 3, scope: !67)
!77 = !DILocation(line: 28, column: 3, scope: !67)
!78 = !DILocation(line: 29, column: 3, scope: !67)
!79 = !DILocation(line: 30, column: 16, scope: !67)
!80 = !DILocation(line: 30, column: 3, scope: !67)
!81 = !DILocation(line: 31, column: 16, scope: !67)
!82 = !DILocation(line: 31, column: 3, scope: !67)
!83 = !DILocation(line: 32, column: 3, scope: !67)
