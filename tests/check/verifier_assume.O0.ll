; ModuleID = 'verifier_assume.c'
source_filename = "verifier_assume.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"x > 100\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"verifier_assume.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12
@.str.2 = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !18

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !33 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !38, !DIExpression(), !39)
  %3 = call signext i8 @__VERIFIER_nondet_char(), !dbg !40
  store i8 %3, ptr %2, align 1, !dbg !39
  %4 = load i8, ptr %2, align 1, !dbg !41
  %5 = sext i8 %4 to i32, !dbg !41
  %6 = icmp sgt i32 %5, 100, !dbg !42
  %7 = zext i1 %6 to i32, !dbg !42
  call void @__VERIFIER_assume(i32 noundef %7), !dbg !43
  %8 = load i8, ptr %2, align 1, !dbg !44
  %9 = sext i8 %8 to i32, !dbg !44
  %10 = icmp sgt i32 %9, 100, !dbg !44
  br i1 %10, label %11, label %12, !dbg !47

11:                                               ; preds = %0
  br label %13, !dbg !47

12:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 12, ptr noundef @__PRETTY_FUNCTION__.main) #3, !dbg !44
  unreachable, !dbg !44

13:                                               ; preds = %11
  %14 = load i8, ptr %2, align 1, !dbg !48
  %15 = sext i8 %14 to i32, !dbg !48
  %16 = icmp eq i32 %15, 120, !dbg !50
  br i1 %16, label %17, label %18, !dbg !51

17:                                               ; preds = %13
  call void @__VERIFIER_assume(i32 noundef 0), !dbg !52
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 15, ptr noundef @__PRETTY_FUNCTION__.main) #3, !dbg !54
  unreachable, !dbg !54

18:                                               ; preds = %13
  ret i32 0, !dbg !57
}

declare signext i8 @__VERIFIER_nondet_char() #1

declare void @__VERIFIER_assume(i32 noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind }

!llvm.dbg.cu = !{!23}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "verifier_assume.c", directory: ".", checksumkind: CSK_MD5, checksum: "8be34352716f99755300813c2fc6e648")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = !{!17}
!17 = !DISubrange(count: 15)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 2)
!23 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !24, splitDebugInlining: false, nameTableKind: None)
!24 = !{!0, !7, !12, !18}
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"frame-pointer", i32 2}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 9, type: !34, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !23, retainedNodes: !37)
!34 = !DISubroutineType(types: !35)
!35 = !{!36}
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !{}
!38 = !DILocalVariable(name: "x", scope: !33, file: !2, line: 10, type: !4)
!39 = !DILocation(line: 10, column: 8, scope: !33)
!40 = !DILocation(line: 10, column: 12, scope: !33)
!41 = !DILocation(line: 11, column: 21, scope: !33)
!42 = !DILocation(line: 11, column: 23, scope: !33)
!43 = !DILocation(line: 11, column: 3, scope: !33)
!44 = !DILocation(line: 12, column: 3, scope: !45)
!45 = distinct !DILexicalBlock(scope: !46, file: !2, line: 12, column: 3)
!46 = distinct !DILexicalBlock(scope: !33, file: !2, line: 12, column: 3)
!47 = !DILocation(line: 12, column: 3, scope: !46)
!48 = !DILocation(line: 13, column: 7, scope: !49)
!49 = distinct !DILexicalBlock(scope: !33, file: !2, line: 13, column: 7)
!50 = !DILocation(line: 13, column: 9, scope: !49)
!51 = !DILocation(line: 13, column: 7, scope: !33)
!52 = !DILocation(line: 14, column: 5, scope: !53)
!53 = distinct !DILexicalBlock(scope: !49, file: !2, line: 13, column: 17)
!54 = !DILocation(line: 15, column: 5, scope: !55)
!55 = distinct !DILexicalBlock(scope: !56, file: !2, line: 15, column: 5)
!56 = distinct !DILexicalBlock(scope: !53, file: !2, line: 15, column: 5)
!57 = !DILocation(line: 17, column: 3, scope: !33)
