; ModuleID = 'assert_fail.c'
source_filename = "assert_fail.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [24 x i8] c"divisor must be nonzero\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [36 x i8] c"b != 0 && \22divisor must be nonzero\22\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [14 x i8] c"assert_fail.c\00", align 1, !dbg !17
@__PRETTY_FUNCTION__.checked_div = private unnamed_addr constant [26 x i8] c"int checked_div(int, int)\00", align 1, !dbg !22

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !38 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !45, !DIExpression(), !46)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !47, !DIExpression(), !48)
  %6 = load ptr, ptr %5, align 8, !dbg !49
  %7 = call i32 @checked_div(i32 noundef 10, i32 noundef 2), !dbg !50
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %7), !dbg !51
  %9 = load i32, ptr %4, align 4, !dbg !52
  %10 = sub nsw i32 %9, 1, !dbg !53
  %11 = call i32 @checked_div(i32 noundef 10, i32 noundef %10), !dbg !54
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %11), !dbg !55
  ret i32 0, !dbg !56
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @checked_div(i32 noundef %0, i32 noundef %1) #0 !dbg !57 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !60, !DIExpression(), !61)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !62, !DIExpression(), !63)
  %5 = load i32, ptr %4, align 4, !dbg !64
  %6 = icmp ne i32 %5, 0, !dbg !64
  br i1 %6, label %7, label %9, !dbg !64

7:                                                ; preds = %2
  br i1 true, label %8, label %9, !dbg !67

8:                                                ; preds = %7
  br label %10, !dbg !67

9:                                                ; preds = %7, %2
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.3, i32 noundef 9, ptr noundef @__PRETTY_FUNCTION__.checked_div) #3, !dbg !64
  unreachable, !dbg !64

10:                                               ; preds = %8
  %11 = load i32, ptr %3, align 4, !dbg !68
  %12 = load i32, ptr %4, align 4, !dbg !69
  %13 = sdiv i32 %11, %12, !dbg !70
  ret i32 %13, !dbg !71
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind }

!llvm.dbg.cu = !{!28}
!llvm.module.flags = !{!30, !31, !32, !33, !34, !35, !36}
!llvm.ident = !{!37}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "assert_fail.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "744ff70fe1309c3a212fcf84c1658e7e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 24)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 36)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 14)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 208, elements: !26)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!26 = !{!27}
!27 = !DISubrange(count: 26)
!28 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !29, splitDebugInlining: false, nameTableKind: None)
!29 = !{!0, !7, !12, !17, !22}
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!32 = !{i32 1, !"wchar_size", i32 4}
!33 = !{i32 8, !"PIC Level", i32 2}
!34 = !{i32 7, !"PIE Level", i32 2}
!35 = !{i32 7, !"uwtable", i32 2}
!36 = !{i32 7, !"frame-pointer", i32 2}
!37 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!38 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !39, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !28, retainedNodes: !44)
!39 = !DISubroutineType(types: !40)
!40 = !{!41, !41, !42}
!41 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!44 = !{}
!45 = !DILocalVariable(name: "argc", arg: 1, scope: !38, file: !2, line: 13, type: !41)
!46 = !DILocation(line: 13, column: 14, scope: !38)
!47 = !DILocalVariable(name: "argv", arg: 2, scope: !38, file: !2, line: 13, type: !42)
!48 = !DILocation(line: 13, column: 27, scope: !38)
!49 = !DILocation(line: 14, column: 9, scope: !38)
!50 = !DILocation(line: 15, column: 18, scope: !38)
!51 = !DILocation(line: 15, column: 3, scope: !38)
!52 = !DILocation(line: 16, column: 34, scope: !38)
!53 = !DILocation(line: 16, column: 39, scope: !38)
!54 = !DILocation(line: 16, column: 18, scope: !38)
!55 = !DILocation(line: 16, column: 3, scope: !38)
!56 = !DILocation(line: 17, column: 3, scope: !38)
!57 = distinct !DISubprogram(name: "checked_div", scope: !2, file: !2, line: 8, type: !58, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !28, retainedNodes: !44)
!58 = !DISubroutineType(types: !59)
!59 = !{!41, !41, !41}
!60 = !DILocalVariable(name: "a", arg: 1, scope: !57, file: !2, line: 8, type: !41)
!61 = !DILocation(line: 8, column: 54, scope: !57)
!62 = !DILocalVariable(name: "b", arg: 2, scope: !57, file: !2, line: 8, type: !41)
!63 = !DILocation(line: 8, column: 61, scope: !57)
!64 = !DILocation(line: 9, column: 3, scope: !65)
!65 = distinct !DILexicalBlock(scope: !66, file: !2, line: 9, column: 3)
!66 = distinct !DILexicalBlock(scope: !57, file: !2, line: 9, column: 3)
!67 = !DILocation(line: 9, column: 3, scope: !66)
!68 = !DILocation(line: 10, column: 10, scope: !57)
!69 = !DILocation(line: 10, column: 14, scope: !57)
!70 = !DILocation(line: 10, column: 12, scope: !57)
!71 = !DILocation(line: 10, column: 3, scope: !57)
