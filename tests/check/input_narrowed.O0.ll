; ModuleID = 'input_narrowed.c'
source_filename = "input_narrowed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"c <= 255\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"input_narrowed.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12
@.str.2 = private unnamed_addr constant [26 x i8] c"t >= -32768 && t <= 32767\00", align 1, !dbg !18
@.str.3 = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !23

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !38 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !43, !DIExpression(), !45)
  %5 = call i32 @__VERIFIER_nondet_int(), !dbg !46
  %6 = trunc i32 %5 to i8, !dbg !46
  store i8 %6, ptr %2, align 1, !dbg !45
  %7 = load i8, ptr %2, align 1, !dbg !47
  %8 = zext i8 %7 to i32, !dbg !47
  %9 = icmp sle i32 %8, 255, !dbg !47
  br i1 %9, label %10, label %11, !dbg !50

10:                                               ; preds = %0
  br label %12, !dbg !50

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 13, ptr noundef @__PRETTY_FUNCTION__.main) #3, !dbg !47
  unreachable, !dbg !47

12:                                               ; preds = %10
    #dbg_declare(ptr %3, !51, !DIExpression(), !54)
  %13 = call i32 @__VERIFIER_nondet_int(), !dbg !55
  %14 = trunc i32 %13 to i16, !dbg !55
  store volatile i16 %14, ptr %3, align 2, !dbg !54
    #dbg_declare(ptr %4, !56, !DIExpression(), !57)
  %15 = load volatile i16, ptr %3, align 2, !dbg !58
  store i16 %15, ptr %4, align 2, !dbg !57
  %16 = load i16, ptr %4, align 2, !dbg !59
  %17 = sext i16 %16 to i32, !dbg !59
  %18 = icmp sge i32 %17, -32768, !dbg !59
  br i1 %18, label %19, label %24, !dbg !59

19:                                               ; preds = %12
  %20 = load i16, ptr %4, align 2, !dbg !59
  %21 = sext i16 %20 to i32, !dbg !59
  %22 = icmp sle i32 %21, 32767, !dbg !59
  br i1 %22, label %23, label %24, !dbg !62

23:                                               ; preds = %19
  br label %25, !dbg !62

24:                                               ; preds = %19, %12
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 16, ptr noundef @__PRETTY_FUNCTION__.main) #3, !dbg !59
  unreachable, !dbg !59

25:                                               ; preds = %23
  %26 = load i16, ptr %4, align 2, !dbg !63
  %27 = sext i16 %26 to i32, !dbg !63
  %28 = icmp eq i32 %27, -5, !dbg !65
  br i1 %28, label %29, label %30, !dbg !66

29:                                               ; preds = %25
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 18, ptr noundef @__PRETTY_FUNCTION__.main) #3, !dbg !67
  unreachable, !dbg !67

30:                                               ; preds = %25
  ret i32 0, !dbg !70
}

declare i32 @__VERIFIER_nondet_int() #1

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
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "input_narrowed.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "b004e5d8b0c5e1265aaceb6233d6311b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = !{!17}
!17 = !DISubrange(count: 15)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 26)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 2)
!28 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !29, splitDebugInlining: false, nameTableKind: None)
!29 = !{!0, !7, !12, !18, !23}
!30 = !{i32 7, !"Dwarf Version", i32 5}
!31 = !{i32 2, !"Debug Info Version", i32 3}
!32 = !{i32 1, !"wchar_size", i32 4}
!33 = !{i32 8, !"PIC Level", i32 2}
!34 = !{i32 7, !"PIE Level", i32 2}
!35 = !{i32 7, !"uwtable", i32 2}
!36 = !{i32 7, !"frame-pointer", i32 2}
!37 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!38 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !39, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !28, retainedNodes: !42)
!39 = !DISubroutineType(types: !40)
!40 = !{!41}
!41 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!42 = !{}
!43 = !DILocalVariable(name: "c", scope: !38, file: !2, line: 12, type: !44)
!44 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!45 = !DILocation(line: 12, column: 17, scope: !38)
!46 = !DILocation(line: 12, column: 21, scope: !38)
!47 = !DILocation(line: 13, column: 3, scope: !48)
!48 = distinct !DILexicalBlock(scope: !49, file: !2, line: 13, column: 3)
!49 = distinct !DILexicalBlock(scope: !38, file: !2, line: 13, column: 3)
!50 = !DILocation(line: 13, column: 3, scope: !49)
!51 = !DILocalVariable(name: "s", scope: !38, file: !2, line: 14, type: !52)
!52 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !53)
!53 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!54 = !DILocation(line: 14, column: 18, scope: !38)
!55 = !DILocation(line: 14, column: 22, scope: !38)
!56 = !DILocalVariable(name: "t", scope: !38, file: !2, line: 15, type: !53)
!57 = !DILocation(line: 15, column: 9, scope: !38)
!58 = !DILocation(line: 15, column: 13, scope: !38)
!59 = !DILocation(line: 16, column: 3, scope: !60)
!60 = distinct !DILexicalBlock(scope: !61, file: !2, line: 16, column: 3)
!61 = distinct !DILexicalBlock(scope: !38, file: !2, line: 16, column: 3)
!62 = !DILocation(line: 16, column: 3, scope: !61)
!63 = !DILocation(line: 17, column: 7, scope: !64)
!64 = distinct !DILexicalBlock(scope: !38, file: !2, line: 17, column: 7)
!65 = !DILocation(line: 17, column: 9, scope: !64)
!66 = !DILocation(line: 17, column: 7, scope: !38)
!67 = !DILocation(line: 18, column: 5, scope: !68)
!68 = distinct !DILexicalBlock(scope: !69, file: !2, line: 18, column: 5)
!69 = distinct !DILexicalBlock(scope: !64, file: !2, line: 18, column: 5)
!70 = !DILocation(line: 19, column: 3, scope: !38)
