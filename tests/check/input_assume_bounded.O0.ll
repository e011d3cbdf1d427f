; ModuleID = 'input_assume_bounded.c'
source_filename = "input_assume_bounded.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [3 x i32] zeroinitializer, align 4, !dbg !0
@.str = private unnamed_addr constant [24 x i8] c"a[0] + a[1] + a[2] == 1\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [23 x i8] c"input_assume_bounded.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !34 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !38, !DIExpression(), !39)
  %3 = call i32 @__VERIFIER_nondet_int(), !dbg !40
  store i32 %3, ptr %2, align 4, !dbg !39
  %4 = load i32, ptr %2, align 4, !dbg !41
  %5 = icmp sle i32 0, %4, !dbg !42
  br i1 %5, label %6, label %9, !dbg !43

6:                                                ; preds = %0
  %7 = load i32, ptr %2, align 4, !dbg !44
  %8 = icmp slt i32 %7, 3, !dbg !45
  br label %9

9:                                                ; preds = %6, %0
  %10 = phi i1 [ false, %0 ], [ %8, %6 ], !dbg !46
  %11 = zext i1 %10 to i32, !dbg !43
  call void @__VERIFIER_assume(i32 noundef %11), !dbg !47
  %12 = load i32, ptr %2, align 4, !dbg !48
  %13 = sext i32 %12 to i64, !dbg !49
  %14 = getelementptr inbounds [3 x i32], ptr @a, i64 0, i64 %13, !dbg !49
  store i32 1, ptr %14, align 4, !dbg !50
  %15 = load i32, ptr @a, align 4, !dbg !51
  %16 = load i32, ptr getelementptr inbounds ([3 x i32], ptr @a, i64 0, i64 1), align 4, !dbg !51
  %17 = add nsw i32 %15, %16, !dbg !51
  %18 = load i32, ptr getelementptr inbounds ([3 x i32], ptr @a, i64 0, i64 2), align 4, !dbg !51
  %19 = add nsw i32 %17, %18, !dbg !51
  %20 = icmp eq i32 %19, 1, !dbg !51
  br i1 %20, label %21, label %22, !dbg !54

21:                                               ; preds = %9
  br label %23, !dbg !54

22:                                               ; preds = %9
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 18, ptr noundef @__PRETTY_FUNCTION__.main) #3, !dbg !51
  unreachable, !dbg !51

23:                                               ; preds = %21
  ret i32 0, !dbg !55
}

declare i32 @__VERIFIER_nondet_int() #1

declare void @__VERIFIER_assume(i32 noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 12, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "input_assume_bounded.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "634fc8b17c610f2d13412098f649c1a8")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 192, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 24)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 184, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 23)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 96, elements: !24)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !{!25}
!25 = !DISubrange(count: 3)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !35, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !37)
!35 = !DISubroutineType(types: !36)
!36 = !{!23}
!37 = !{}
!38 = !DILocalVariable(name: "k", scope: !34, file: !3, line: 15, type: !23)
!39 = !DILocation(line: 15, column: 7, scope: !34)
!40 = !DILocation(line: 15, column: 11, scope: !34)
!41 = !DILocation(line: 16, column: 26, scope: !34)
!42 = !DILocation(line: 16, column: 23, scope: !34)
!43 = !DILocation(line: 16, column: 28, scope: !34)
!44 = !DILocation(line: 16, column: 31, scope: !34)
!45 = !DILocation(line: 16, column: 33, scope: !34)
!46 = !DILocation(line: 0, scope: !34)
!47 = !DILocation(line: 16, column: 3, scope: !34)
!48 = !DILocation(line: 17, column: 5, scope: !34)
!49 = !DILocation(line: 17, column: 3, scope: !34)
!50 = !DILocation(line: 17, column: 8, scope: !34)
!51 = !DILocation(line: 18, column: 3, scope: !52)
!52 = distinct !DILexicalBlock(scope: !53, file: !3, line: 18, column: 3)
!53 = distinct !DILexicalBlock(scope: !34, file: !3, line: 18, column: 3)
!54 = !DILocation(line: 18, column: 3, scope: !53)
!55 = !DILocation(line: 19, column: 3, scope: !34)
