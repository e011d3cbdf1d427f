; ModuleID = 'reach-static-assert.c'
source_filename = "reach-static-assert.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@done = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [22 x i8] c"reach-static-assert.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.reach_error = private unnamed_addr constant [23 x i8] c"void reach_error(void)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !31 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i8, align 1
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !35, !DIExpression(), !39)
    #dbg_declare(ptr %3, !40, !DIExpression(), !42)
  %4 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !43
  %5 = zext i1 %4 to i8, !dbg !42
  store i8 %5, ptr %3, align 1, !dbg !42
  %6 = load i8, ptr %3, align 1, !dbg !44
  %7 = trunc i8 %6 to i1, !dbg !44
  br i1 %7, label %8, label %12, !dbg !46

8:                                                ; preds = %0
  %9 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @helper, ptr noundef null) #4, !dbg !47
  %10 = load i64, ptr %2, align 8, !dbg !49
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null), !dbg !50
  br label %12, !dbg !51

12:                                               ; preds = %8, %0
  %13 = load i32, ptr @done, align 4, !dbg !52
  %14 = icmp ne i32 %13, 0, !dbg !52
  br i1 %14, label %16, label %15, !dbg !54

15:                                               ; preds = %12
  call void @reach_error(), !dbg !55
  br label %16, !dbg !55

16:                                               ; preds = %15, %12
  ret i32 0, !dbg !56
}

declare zeroext i1 @__VERIFIER_nondet_bool() #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @helper(ptr noundef %0) #0 !dbg !57 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !61, !DIExpression(), !62)
  store i32 1, ptr @done, align 4, !dbg !63
  ret ptr null, !dbg !64
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @reach_error() #0 !dbg !65 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 6, ptr noundef @__PRETTY_FUNCTION__.reach_error) #5, !dbg !68
  unreachable, !dbg !68
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 11, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "reach-static-assert.c", directory: ".", checksumkind: CSK_MD5, checksum: "e436d159b0bbeb4b55544eaab3b89c66")
!4 = !{!0, !5, !11, !16}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 6, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 16, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 2)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 6, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 22)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 6, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 184, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 23)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"frame-pointer", i32 2}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !32, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!32 = !DISubroutineType(types: !33)
!33 = !{!22}
!34 = !{}
!35 = !DILocalVariable(name: "t", scope: !31, file: !3, line: 19, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !37, line: 27, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!38 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!39 = !DILocation(line: 19, column: 13, scope: !31)
!40 = !DILocalVariable(name: "started", scope: !31, file: !3, line: 20, type: !41)
!41 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!42 = !DILocation(line: 20, column: 9, scope: !31)
!43 = !DILocation(line: 20, column: 19, scope: !31)
!44 = !DILocation(line: 21, column: 7, scope: !45)
!45 = distinct !DILexicalBlock(scope: !31, file: !3, line: 21, column: 7)
!46 = !DILocation(line: 21, column: 7, scope: !31)
!47 = !DILocation(line: 22, column: 5, scope: !48)
!48 = distinct !DILexicalBlock(scope: !45, file: !3, line: 21, column: 16)
!49 = !DILocation(line: 23, column: 18, scope: !48)
!50 = !DILocation(line: 23, column: 5, scope: !48)
!51 = !DILocation(line: 24, column: 3, scope: !48)
!52 = !DILocation(line: 25, column: 8, scope: !53)
!53 = distinct !DILexicalBlock(scope: !31, file: !3, line: 25, column: 7)
!54 = !DILocation(line: 25, column: 7, scope: !31)
!55 = !DILocation(line: 26, column: 5, scope: !53)
!56 = !DILocation(line: 27, column: 3, scope: !31)
!57 = distinct !DISubprogram(name: "helper", scope: !3, file: !3, line: 13, type: !58, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !34)
!58 = !DISubroutineType(types: !59)
!59 = !{!60, !60}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!61 = !DILocalVariable(name: "arg", arg: 1, scope: !57, file: !3, line: 13, type: !60)
!62 = !DILocation(line: 13, column: 27, scope: !57)
!63 = !DILocation(line: 14, column: 8, scope: !57)
!64 = !DILocation(line: 15, column: 3, scope: !57)
!65 = distinct !DISubprogram(name: "reach_error", scope: !3, file: !3, line: 6, type: !66, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!66 = !DISubroutineType(types: !67)
!67 = !{null}
!68 = !DILocation(line: 6, column: 33, scope: !69)
!69 = distinct !DILexicalBlock(scope: !70, file: !3, line: 6, column: 33)
!70 = distinct !DILexicalBlock(scope: !65, file: !3, line: 6, column: 33)
