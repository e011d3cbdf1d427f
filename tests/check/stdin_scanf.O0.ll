; ModuleID = 'stdin_scanf.c'
source_filename = "stdin_scanf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d,%ld\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"x != 3 || y != -1\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [14 x i8] c"stdin_scanf.c\00", align 1, !dbg !12
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !17

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !33 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !38, !DIExpression(), !39)
  store i32 0, ptr %2, align 4, !dbg !39
    #dbg_declare(ptr %3, !40, !DIExpression(), !42)
  store i64 0, ptr %3, align 8, !dbg !42
    #dbg_declare(ptr %4, !43, !DIExpression(), !44)
  %5 = call i32 (ptr, ...) @__isoc99_scanf(ptr noundef @.str, ptr noundef %2, ptr noundef %3), !dbg !45
  store i32 %5, ptr %4, align 4, !dbg !44
  %6 = load i32, ptr %4, align 4, !dbg !46
  %7 = icmp eq i32 %6, 2, !dbg !48
  br i1 %7, label %8, label %17, !dbg !49

8:                                                ; preds = %0
  %9 = load i32, ptr %2, align 4, !dbg !50
  %10 = icmp ne i32 %9, 3, !dbg !50
  br i1 %10, label %14, label %11, !dbg !50

11:                                               ; preds = %8
  %12 = load i64, ptr %3, align 8, !dbg !50
  %13 = icmp ne i64 %12, -1, !dbg !50
  br i1 %13, label %14, label %15, !dbg !53

14:                                               ; preds = %11, %8
  br label %16, !dbg !53

15:                                               ; preds = %11
  call void @__assert_fail(ptr noundef @.str.1, ptr noundef @.str.2, i32 noundef 16, ptr noundef @__PRETTY_FUNCTION__.main) #3, !dbg !50
  unreachable, !dbg !50

16:                                               ; preds = %14
  br label %17, !dbg !54

17:                                               ; preds = %16, %0
  ret i32 0, !dbg !55
}

declare i32 @__isoc99_scanf(ptr noundef, ...) #1

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
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "stdin_scanf.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "60318d2db64aa5ccd9e23fb33040acd6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 14)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 120, elements: !21)
!20 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!21 = !{!22}
!22 = !DISubrange(count: 15)
!23 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !24, splitDebugInlining: false, nameTableKind: None)
!24 = !{!0, !7, !12, !17}
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"frame-pointer", i32 2}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !34, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !23, retainedNodes: !37)
!34 = !DISubroutineType(types: !35)
!35 = !{!36}
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !{}
!38 = !DILocalVariable(name: "x", scope: !33, file: !2, line: 12, type: !36)
!39 = !DILocation(line: 12, column: 7, scope: !33)
!40 = !DILocalVariable(name: "y", scope: !33, file: !2, line: 13, type: !41)
!41 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!42 = !DILocation(line: 13, column: 8, scope: !33)
!43 = !DILocalVariable(name: "n", scope: !33, file: !2, line: 14, type: !36)
!44 = !DILocation(line: 14, column: 7, scope: !33)
!45 = !DILocation(line: 14, column: 11, scope: !33)
!46 = !DILocation(line: 15, column: 7, scope: !47)
!47 = distinct !DILexicalBlock(scope: !33, file: !2, line: 15, column: 7)
!48 = !DILocation(line: 15, column: 9, scope: !47)
!49 = !DILocation(line: 15, column: 7, scope: !33)
!50 = !DILocation(line: 16, column: 5, scope: !51)
!51 = distinct !DILexicalBlock(scope: !52, file: !2, line: 16, column: 5)
!52 = distinct !DILexicalBlock(scope: !47, file: !2, line: 16, column: 5)
!53 = !DILocation(line: 16, column: 5, scope: !52)
!54 = !DILocation(line: 16, column: 5, scope: !47)
!55 = !DILocation(line: 17, column: 3, scope: !33)
