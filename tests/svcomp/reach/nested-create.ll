; ModuleID = 'nested-create.c'
source_filename = "nested-create.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [16 x i8] c"nested-create.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 14, i32 17 }, ptr @0 }
@child_out = dso_local global i32 0, align 4, !dbg !17
@parent_out = dso_local global i32 0, align 4, !dbg !24

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !34 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 7, ptr noundef @.str.2) #6, !dbg !37
  unreachable, !dbg !37
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @child(ptr noundef %0) #0 !dbg !38 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !43, !DIExpression(), !44)
  %3 = load ptr, ptr %2, align 8, !dbg !45
  %4 = load i32, ptr %3, align 4, !dbg !46
  %5 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 2, i32 %4), !dbg !47, !nosanitize !42
  %6 = extractvalue { i32, i1 } %5, 0, !dbg !47, !nosanitize !42
  %7 = extractvalue { i32, i1 } %5, 1, !dbg !47, !nosanitize !42
  %8 = xor i1 %7, true, !dbg !47, !nosanitize !42
  br i1 %8, label %11, label %9, !dbg !47, !prof !48, !nosanitize !42

9:                                                ; preds = %1
  %10 = zext i32 %4 to i64, !dbg !47, !nosanitize !42
  call void @__ubsan_handle_mul_overflow(ptr @1, i64 2, i64 %10) #7, !dbg !47, !nosanitize !42
  br label %11, !dbg !47, !nosanitize !42

11:                                               ; preds = %9, %1
  store i32 %6, ptr @child_out, align 4, !dbg !49
  ret ptr null, !dbg !50
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_mul_overflow(ptr, i64, i64) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @parent(ptr noundef %0) #0 !dbg !51 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !52, !DIExpression(), !53)
    #dbg_declare(ptr %3, !54, !DIExpression(), !58)
  %4 = load ptr, ptr %2, align 8, !dbg !59
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @child, ptr noundef %4) #7, !dbg !60
  %6 = load i64, ptr %3, align 8, !dbg !61
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !62
  %8 = load i32, ptr @child_out, align 4, !dbg !63
  store i32 %8, ptr @parent_out, align 4, !dbg !64
  ret ptr null, !dbg !65
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #4

declare i32 @pthread_join(i64 noundef, ptr noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !66 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !69, !DIExpression(), !70)
    #dbg_declare(ptr %3, !71, !DIExpression(), !72)
  store i32 21, ptr %3, align 4, !dbg !72
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @parent, ptr noundef %3) #7, !dbg !73
  %5 = load i64, ptr %2, align 8, !dbg !74
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null), !dbg !75
  %7 = load i32, ptr @parent_out, align 4, !dbg !76
  %8 = icmp ne i32 %7, 42, !dbg !78
  br i1 %8, label %9, label %10, !dbg !79

9:                                                ; preds = %0
  call void @reach_error(), !dbg !80
  br label %10, !dbg !80

10:                                               ; preds = %9, %0
  ret i32 0, !dbg !81
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "nested-create.c", directory: ".", checksumkind: CSK_MD5, checksum: "f5a6e3f43fac0f25e403dee96f358b16")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "child_out", scope: !19, file: !2, line: 11, type: !22, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !23, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!0, !7, !12, !17, !24}
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "parent_out", scope: !19, file: !2, line: 11, type: !22, isLocal: false, isDefinition: true)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 7, type: !35, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !19)
!35 = !DISubroutineType(types: !36)
!36 = !{null}
!37 = !DILocation(line: 7, column: 22, scope: !34)
!38 = distinct !DISubprogram(name: "child", scope: !2, file: !2, line: 13, type: !39, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !42)
!39 = !DISubroutineType(types: !40)
!40 = !{!41, !41}
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!42 = !{}
!43 = !DILocalVariable(name: "arg", arg: 1, scope: !38, file: !2, line: 13, type: !41)
!44 = !DILocation(line: 13, column: 19, scope: !38)
!45 = !DILocation(line: 14, column: 27, scope: !38)
!46 = !DILocation(line: 14, column: 19, scope: !38)
!47 = !DILocation(line: 14, column: 17, scope: !38)
!48 = !{!"branch_weights", i32 1048575, i32 1}
!49 = !DILocation(line: 14, column: 13, scope: !38)
!50 = !DILocation(line: 15, column: 3, scope: !38)
!51 = distinct !DISubprogram(name: "parent", scope: !2, file: !2, line: 18, type: !39, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !42)
!52 = !DILocalVariable(name: "arg", arg: 1, scope: !51, file: !2, line: 18, type: !41)
!53 = !DILocation(line: 18, column: 20, scope: !51)
!54 = !DILocalVariable(name: "c", scope: !51, file: !2, line: 19, type: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !56, line: 27, baseType: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!57 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!58 = !DILocation(line: 19, column: 13, scope: !51)
!59 = !DILocation(line: 20, column: 32, scope: !51)
!60 = !DILocation(line: 20, column: 3, scope: !51)
!61 = !DILocation(line: 21, column: 16, scope: !51)
!62 = !DILocation(line: 21, column: 3, scope: !51)
!63 = !DILocation(line: 22, column: 16, scope: !51)
!64 = !DILocation(line: 22, column: 14, scope: !51)
!65 = !DILocation(line: 23, column: 3, scope: !51)
!66 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !67, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !42)
!67 = !DISubroutineType(types: !68)
!68 = !{!22}
!69 = !DILocalVariable(name: "p", scope: !66, file: !2, line: 27, type: !55)
!70 = !DILocation(line: 27, column: 13, scope: !66)
!71 = !DILocalVariable(name: "input", scope: !66, file: !2, line: 28, type: !22)
!72 = !DILocation(line: 28, column: 7, scope: !66)
!73 = !DILocation(line: 29, column: 3, scope: !66)
!74 = !DILocation(line: 30, column: 16, scope: !66)
!75 = !DILocation(line: 30, column: 3, scope: !66)
!76 = !DILocation(line: 31, column: 7, scope: !77)
!77 = distinct !DILexicalBlock(scope: !66, file: !2, line: 31, column: 7)
!78 = !DILocation(line: 31, column: 18, scope: !77)
!79 = !DILocation(line: 31, column: 7, scope: !66)
!80 = !DILocation(line: 32, column: 5, scope: !77)
!81 = !DILocation(line: 33, column: 3, scope: !66)
