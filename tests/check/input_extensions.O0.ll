; ModuleID = 'input_extensions.c'
source_filename = "input_extensions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g = dso_local global i16 0, align 2, !dbg !0
@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !7
@.str.1 = private unnamed_addr constant [19 x i8] c"input_extensions.c\00", align 1, !dbg !13
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !18

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !33 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %5 = call i32 @__VERIFIER_nondet_int(), !dbg !38
  %6 = trunc i32 %5 to i16, !dbg !38
  store i16 %6, ptr @g, align 2, !dbg !39
  %7 = load i16, ptr @g, align 2, !dbg !40
  %8 = sext i16 %7 to i32, !dbg !40
  %9 = icmp sge i32 %8, -2, !dbg !41
  br i1 %9, label %10, label %14, !dbg !42

10:                                               ; preds = %0
  %11 = load i16, ptr @g, align 2, !dbg !43
  %12 = sext i16 %11 to i32, !dbg !43
  %13 = icmp sle i32 %12, 3, !dbg !44
  br label %14

14:                                               ; preds = %10, %0
  %15 = phi i1 [ false, %0 ], [ %13, %10 ], !dbg !45
  %16 = zext i1 %15 to i32, !dbg !42
  call void @__VERIFIER_assume(i32 noundef %16), !dbg !46
    #dbg_declare(ptr %2, !47, !DIExpression(), !48)
  %17 = call i32 @__VERIFIER_nondet_int(), !dbg !49
  store i32 %17, ptr %2, align 4, !dbg !48
    #dbg_declare(ptr %3, !50, !DIExpression(), !51)
  %18 = load i32, ptr %2, align 4, !dbg !52
  %19 = trunc i32 %18 to i8, !dbg !53
  store i8 %19, ptr %3, align 1, !dbg !51
    #dbg_declare(ptr %4, !54, !DIExpression(), !55)
  %20 = load i8, ptr %3, align 1, !dbg !56
  %21 = zext i8 %20 to i32, !dbg !56
  store i32 %21, ptr %4, align 4, !dbg !55
  %22 = load i16, ptr @g, align 2, !dbg !57
  %23 = sext i16 %22 to i32, !dbg !57
  %24 = icmp eq i32 %23, 3, !dbg !59
  br i1 %24, label %25, label %29, !dbg !60

25:                                               ; preds = %14
  %26 = load i32, ptr %4, align 4, !dbg !61
  %27 = icmp eq i32 %26, 200, !dbg !62
  br i1 %27, label %28, label %29, !dbg !63

28:                                               ; preds = %25
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 23, ptr noundef @__PRETTY_FUNCTION__.main) #3, !dbg !64
  unreachable, !dbg !64

29:                                               ; preds = %25, %14
  ret i32 0, !dbg !67
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
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 14, type: !24, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "input_extensions.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "f1636f4c44818ab0bad7b0889b09802c")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!7, !13, !18, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 16, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 2)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 152, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 19)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 120, elements: !22)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!22 = !{!23}
!23 = !DISubrange(count: 15)
!24 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"frame-pointer", i32 2}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !34, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !37)
!34 = !DISubroutineType(types: !35)
!35 = !{!36}
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !{}
!38 = !DILocation(line: 17, column: 7, scope: !33)
!39 = !DILocation(line: 17, column: 5, scope: !33)
!40 = !DILocation(line: 18, column: 21, scope: !33)
!41 = !DILocation(line: 18, column: 23, scope: !33)
!42 = !DILocation(line: 18, column: 29, scope: !33)
!43 = !DILocation(line: 18, column: 32, scope: !33)
!44 = !DILocation(line: 18, column: 34, scope: !33)
!45 = !DILocation(line: 0, scope: !33)
!46 = !DILocation(line: 18, column: 3, scope: !33)
!47 = !DILocalVariable(name: "y", scope: !33, file: !3, line: 19, type: !36)
!48 = !DILocation(line: 19, column: 7, scope: !33)
!49 = !DILocation(line: 19, column: 11, scope: !33)
!50 = !DILocalVariable(name: "low", scope: !33, file: !3, line: 20, type: !5)
!51 = !DILocation(line: 20, column: 17, scope: !33)
!52 = !DILocation(line: 20, column: 38, scope: !33)
!53 = !DILocation(line: 20, column: 23, scope: !33)
!54 = !DILocalVariable(name: "seen", scope: !33, file: !3, line: 21, type: !36)
!55 = !DILocation(line: 21, column: 7, scope: !33)
!56 = !DILocation(line: 21, column: 14, scope: !33)
!57 = !DILocation(line: 22, column: 7, scope: !58)
!58 = distinct !DILexicalBlock(scope: !33, file: !3, line: 22, column: 7)
!59 = !DILocation(line: 22, column: 9, scope: !58)
!60 = !DILocation(line: 22, column: 14, scope: !58)
!61 = !DILocation(line: 22, column: 17, scope: !58)
!62 = !DILocation(line: 22, column: 22, scope: !58)
!63 = !DILocation(line: 22, column: 7, scope: !33)
!64 = !DILocation(line: 23, column: 5, scope: !65)
!65 = distinct !DILexicalBlock(scope: !66, file: !3, line: 23, column: 5)
!66 = distinct !DILexicalBlock(scope: !58, file: !3, line: 23, column: 5)
!67 = !DILocation(line: 24, column: 3, scope: !33)
