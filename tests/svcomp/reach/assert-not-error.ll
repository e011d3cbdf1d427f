; ModuleID = 'assert-not-error.c'
source_filename = "assert-not-error.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"assert-not-error.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@x = dso_local global i32 0, align 4, !dbg !17
@.str.3 = private unnamed_addr constant [7 x i8] c"x == 0\00", align 1, !dbg !21
@__PRETTY_FUNCTION__.checker = private unnamed_addr constant [22 x i8] c"void *checker(void *)\00", align 1, !dbg !26

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !41 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 9, ptr noundef @.str.2) #4, !dbg !44
  unreachable, !dbg !44
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @writer(ptr noundef %0) #0 !dbg !45 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !50, !DIExpression(), !51)
  store i32 1, ptr @x, align 4, !dbg !52
  ret ptr null, !dbg !53
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @checker(ptr noundef %0) #0 !dbg !54 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !55, !DIExpression(), !56)
  %3 = load i32, ptr @x, align 4, !dbg !57
  %4 = icmp eq i32 %3, 0, !dbg !57
  br i1 %4, label %5, label %6, !dbg !60

5:                                                ; preds = %1
  br label %7, !dbg !60

6:                                                ; preds = %1
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 19, ptr noundef @__PRETTY_FUNCTION__.checker) #4, !dbg !57
  unreachable, !dbg !57

7:                                                ; preds = %5
  %8 = load i32, ptr @x, align 4, !dbg !61
  %9 = icmp sgt i32 %8, 2, !dbg !63
  br i1 %9, label %10, label %11, !dbg !64

10:                                               ; preds = %7
  call void @reach_error(), !dbg !65
  br label %11, !dbg !65

11:                                               ; preds = %10, %7
  ret ptr null, !dbg !66
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !67 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !70, !DIExpression(), !74)
    #dbg_declare(ptr %3, !75, !DIExpression(), !76)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @writer, ptr noundef null) #5, !dbg !77
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @checker, ptr noundef null) #5, !dbg !78
  %6 = load i64, ptr %2, align 8, !dbg !79
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !80
  %8 = load i64, ptr %3, align 8, !dbg !81
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !82
  ret i32 0, !dbg !83
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback noreturn nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "assert-not-error.c", directory: ".", checksumkind: CSK_MD5, checksum: "f942265700776e2d0f8e05dd904aa81b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "x", scope: !19, file: !2, line: 11, type: !32, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !21, !26, !17}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 7)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 176, elements: !30)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!30 = !{!31}
!31 = !DISubrange(count: 22)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 8, !"PIC Level", i32 2}
!37 = !{i32 7, !"PIE Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 2}
!39 = !{i32 7, !"frame-pointer", i32 2}
!40 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!41 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 9, type: !42, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !19)
!42 = !DISubroutineType(types: !43)
!43 = !{null}
!44 = !DILocation(line: 9, column: 22, scope: !41)
!45 = distinct !DISubprogram(name: "writer", scope: !2, file: !2, line: 13, type: !46, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !49)
!46 = !DISubroutineType(types: !47)
!47 = !{!48, !48}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!49 = !{}
!50 = !DILocalVariable(name: "arg", arg: 1, scope: !45, file: !2, line: 13, type: !48)
!51 = !DILocation(line: 13, column: 20, scope: !45)
!52 = !DILocation(line: 14, column: 5, scope: !45)
!53 = !DILocation(line: 15, column: 3, scope: !45)
!54 = distinct !DISubprogram(name: "checker", scope: !2, file: !2, line: 18, type: !46, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !49)
!55 = !DILocalVariable(name: "arg", arg: 1, scope: !54, file: !2, line: 18, type: !48)
!56 = !DILocation(line: 18, column: 21, scope: !54)
!57 = !DILocation(line: 19, column: 3, scope: !58)
!58 = distinct !DILexicalBlock(scope: !59, file: !2, line: 19, column: 3)
!59 = distinct !DILexicalBlock(scope: !54, file: !2, line: 19, column: 3)
!60 = !DILocation(line: 19, column: 3, scope: !59)
!61 = !DILocation(line: 20, column: 7, scope: !62)
!62 = distinct !DILexicalBlock(scope: !54, file: !2, line: 20, column: 7)
!63 = !DILocation(line: 20, column: 9, scope: !62)
!64 = !DILocation(line: 20, column: 7, scope: !54)
!65 = !DILocation(line: 21, column: 5, scope: !62)
!66 = !DILocation(line: 22, column: 3, scope: !54)
!67 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !68, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !49)
!68 = !DISubroutineType(types: !69)
!69 = !{!32}
!70 = !DILocalVariable(name: "a", scope: !67, file: !2, line: 26, type: !71)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !72, line: 27, baseType: !73)
!72 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!73 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!74 = !DILocation(line: 26, column: 13, scope: !67)
!75 = !DILocalVariable(name: "b", scope: !67, file: !2, line: 26, type: !71)
!76 = !DILocation(line: 26, column: 16, scope: !67)
!77 = !DILocation(line: 27, column: 3, scope: !67)
!78 = !DILocation(line: 28, column: 3, scope: !67)
!79 = !DILocation(line: 29, column: 16, scope: !67)
!80 = !DILocation(line: 29, column: 3, scope: !67)
!81 = !DILocation(line: 30, column: 16, scope: !67)
!82 = !DILocation(line: 30, column: 3, scope: !67)
!83 = !DILocation(line: 31, column: 3, scope: !67)
