; ModuleID = 'nondet-char-sign.c'
source_filename = "nondet-char-sign.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [19 x i8] c"nondet-char-sign.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@g = dso_local global i32 0, align 4, !dbg !17

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !30 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 6, ptr noundef @.str.2) #4, !dbg !33
  unreachable, !dbg !33
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @producer(ptr noundef %0) #0 !dbg !34 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !39, !DIExpression(), !40)
    #dbg_declare(ptr %3, !41, !DIExpression(), !42)
  %4 = call signext i8 @__VERIFIER_nondet_char(), !dbg !43
  store i8 %4, ptr %3, align 1, !dbg !42
  %5 = load i8, ptr %3, align 1, !dbg !44
  %6 = sext i8 %5 to i32, !dbg !44
  store i32 %6, ptr @g, align 4, !dbg !45
  ret ptr null, !dbg !46
}

declare signext i8 @__VERIFIER_nondet_char() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !47 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i8, align 1
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !50, !DIExpression(), !54)
    #dbg_declare(ptr %3, !55, !DIExpression(), !57)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @producer, ptr noundef null) #5, !dbg !58
  %5 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !59
  %6 = zext i1 %5 to i8, !dbg !60
  store i8 %6, ptr %3, align 1, !dbg !60
  %7 = load i64, ptr %2, align 8, !dbg !61
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null), !dbg !62
  %9 = load i8, ptr %3, align 1, !dbg !63
  %10 = trunc i8 %9 to i1, !dbg !63
  br i1 %10, label %11, label %15, !dbg !65

11:                                               ; preds = %0
  %12 = load i32, ptr @g, align 4, !dbg !66
  %13 = icmp slt i32 %12, -127, !dbg !67
  br i1 %13, label %14, label %15, !dbg !68

14:                                               ; preds = %11
  call void @reach_error(), !dbg !69
  br label %15, !dbg !69

15:                                               ; preds = %14, %11, %0
  ret i32 0, !dbg !70
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

declare zeroext i1 @__VERIFIER_nondet_bool() #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback noreturn nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "nondet-char-sign.c", directory: ".", checksumkind: CSK_MD5, checksum: "7ddfe7ef95813c49181c7ee6db714c51")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 19)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 6, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "g", scope: !19, file: !2, line: 12, type: !21, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 8, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 2}
!28 = !{i32 7, !"frame-pointer", i32 2}
!29 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!30 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 6, type: !31, scopeLine: 6, spFlags: DISPFlagDefinition, unit: !19)
!31 = !DISubroutineType(types: !32)
!32 = !{null}
!33 = !DILocation(line: 6, column: 22, scope: !30)
!34 = distinct !DISubprogram(name: "producer", scope: !2, file: !2, line: 14, type: !35, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !38)
!35 = !DISubroutineType(types: !36)
!36 = !{!37, !37}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!38 = !{}
!39 = !DILocalVariable(name: "arg", arg: 1, scope: !34, file: !2, line: 14, type: !37)
!40 = !DILocation(line: 14, column: 22, scope: !34)
!41 = !DILocalVariable(name: "c", scope: !34, file: !2, line: 15, type: !4)
!42 = !DILocation(line: 15, column: 8, scope: !34)
!43 = !DILocation(line: 15, column: 12, scope: !34)
!44 = !DILocation(line: 16, column: 7, scope: !34)
!45 = !DILocation(line: 16, column: 5, scope: !34)
!46 = !DILocation(line: 17, column: 3, scope: !34)
!47 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !48, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !38)
!48 = !DISubroutineType(types: !49)
!49 = !{!21}
!50 = !DILocalVariable(name: "t", scope: !47, file: !2, line: 21, type: !51)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !52, line: 27, baseType: !53)
!52 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!53 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!54 = !DILocation(line: 21, column: 13, scope: !47)
!55 = !DILocalVariable(name: "b", scope: !47, file: !2, line: 22, type: !56)
!56 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!57 = !DILocation(line: 22, column: 9, scope: !47)
!58 = !DILocation(line: 23, column: 3, scope: !47)
!59 = !DILocation(line: 24, column: 7, scope: !47)
!60 = !DILocation(line: 24, column: 5, scope: !47)
!61 = !DILocation(line: 25, column: 16, scope: !47)
!62 = !DILocation(line: 25, column: 3, scope: !47)
!63 = !DILocation(line: 26, column: 7, scope: !64)
!64 = distinct !DILexicalBlock(scope: !47, file: !2, line: 26, column: 7)
!65 = !DILocation(line: 26, column: 9, scope: !64)
!66 = !DILocation(line: 26, column: 12, scope: !64)
!67 = !DILocation(line: 26, column: 14, scope: !64)
!68 = !DILocation(line: 26, column: 7, scope: !47)
!69 = !DILocation(line: 27, column: 5, scope: !64)
!70 = !DILocation(line: 28, column: 3, scope: !47)
