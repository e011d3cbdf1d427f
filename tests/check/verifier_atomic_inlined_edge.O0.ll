; ModuleID = 'verifier_atomic_inlined_edge.c'
source_filename = "verifier_atomic_inlined_edge.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@touched = dso_local global i32 0, align 4, !dbg !0
@counter = dso_local global i32 0, align 4, !dbg !24
@.str = private unnamed_addr constant [13 x i8] c"touched == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [31 x i8] c"verifier_atomic_inlined_edge.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [13 x i8] c"counter == 2\00", align 1, !dbg !22

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_atomic_touch() #0 !dbg !35 {
  %1 = load i32, ptr @touched, align 4, !dbg !38
  %2 = add nsw i32 %1, 1, !dbg !38
  store i32 %2, ptr @touched, align 4, !dbg !38
  ret void, !dbg !39
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !40 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !45, !DIExpression(), !46)
    #dbg_declare(ptr %3, !47, !DIExpression(), !48)
  %4 = load i32, ptr @counter, align 4, !dbg !49
  store i32 %4, ptr %3, align 4, !dbg !48
  call void @__VERIFIER_atomic_touch(), !dbg !50
  %5 = load i32, ptr %3, align 4, !dbg !51
  %6 = add nsw i32 %5, 1, !dbg !52
  store i32 %6, ptr @counter, align 4, !dbg !53
  ret ptr null, !dbg !54
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !55 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !58, !DIExpression(), !62)
    #dbg_declare(ptr %3, !63, !DIExpression(), !64)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !65
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !66
  %6 = load i64, ptr %2, align 8, !dbg !67
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !68
  %8 = load i64, ptr %3, align 8, !dbg !69
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !70
  %10 = load i32, ptr @touched, align 4, !dbg !71
  %11 = icmp eq i32 %10, 2, !dbg !71
  br i1 %11, label %12, label %13, !dbg !74

12:                                               ; preds = %0
  br label %14, !dbg !74

13:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 26, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !71
  unreachable, !dbg !71

14:                                               ; preds = %12
  %15 = load i32, ptr @counter, align 4, !dbg !75
  %16 = icmp eq i32 %15, 2, !dbg !75
  br i1 %16, label %17, label %18, !dbg !78

17:                                               ; preds = %14
  br label %19, !dbg !78

18:                                               ; preds = %14
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 27, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !75
  unreachable, !dbg !75

19:                                               ; preds = %17
  ret i32 0, !dbg !79
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!27, !28, !29, !30, !31, !32, !33}
!llvm.ident = !{!34}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "touched", scope: !2, file: !3, line: 9, type: !26, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "verifier_atomic_inlined_edge.c", directory: ".", checksumkind: CSK_MD5, checksum: "ec1c1a6faeef7983f15edf975521828d")
!4 = !{!5, !11, !16, !22, !24, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 248, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 31)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 8, type: !26, isLocal: false, isDefinition: true)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !{i32 7, !"Dwarf Version", i32 5}
!28 = !{i32 2, !"Debug Info Version", i32 3}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 8, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 2}
!33 = !{i32 7, !"frame-pointer", i32 2}
!34 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!35 = distinct !DISubprogram(name: "__VERIFIER_atomic_touch", scope: !3, file: !3, line: 11, type: !36, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!36 = !DISubroutineType(types: !37)
!37 = !{null}
!38 = !DILocation(line: 11, column: 45, scope: !35)
!39 = !DILocation(line: 11, column: 49, scope: !35)
!40 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !41, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !44)
!41 = !DISubroutineType(types: !42)
!42 = !{!43, !43}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!44 = !{}
!45 = !DILocalVariable(name: "arg", arg: 1, scope: !40, file: !3, line: 13, type: !43)
!46 = !DILocation(line: 13, column: 20, scope: !40)
!47 = !DILocalVariable(name: "t", scope: !40, file: !3, line: 14, type: !26)
!48 = !DILocation(line: 14, column: 7, scope: !40)
!49 = !DILocation(line: 14, column: 11, scope: !40)
!50 = !DILocation(line: 15, column: 3, scope: !40)
!51 = !DILocation(line: 16, column: 13, scope: !40)
!52 = !DILocation(line: 16, column: 15, scope: !40)
!53 = !DILocation(line: 16, column: 11, scope: !40)
!54 = !DILocation(line: 17, column: 3, scope: !40)
!55 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !56, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !44)
!56 = !DISubroutineType(types: !57)
!57 = !{!26}
!58 = !DILocalVariable(name: "a", scope: !55, file: !3, line: 21, type: !59)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !60, line: 27, baseType: !61)
!60 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!61 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!62 = !DILocation(line: 21, column: 13, scope: !55)
!63 = !DILocalVariable(name: "b", scope: !55, file: !3, line: 21, type: !59)
!64 = !DILocation(line: 21, column: 16, scope: !55)
!65 = !DILocation(line: 22, column: 3, scope: !55)
!66 = !DILocation(line: 23, column: 3, scope: !55)
!67 = !DILocation(line: 24, column: 16, scope: !55)
!68 = !DILocation(line: 24, column: 3, scope: !55)
!69 = !DILocation(line: 25, column: 16, scope: !55)
!70 = !DILocation(line: 25, column: 3, scope: !55)
!71 = !DILocation(line: 26, column: 3, scope: !72)
!72 = distinct !DILexicalBlock(scope: !73, file: !3, line: 26, column: 3)
!73 = distinct !DILexicalBlock(scope: !55, file: !3, line: 26, column: 3)
!74 = !DILocation(line: 26, column: 3, scope: !73)
!75 = !DILocation(line: 27, column: 3, scope: !76)
!76 = distinct !DILexicalBlock(scope: !77, file: !3, line: 27, column: 3)
!77 = distinct !DILexicalBlock(scope: !55, file: !3, line: 27, column: 3)
!78 = !DILocation(line: 27, column: 3, scope: !77)
!79 = !DILocation(line: 28, column: 3, scope: !55)
