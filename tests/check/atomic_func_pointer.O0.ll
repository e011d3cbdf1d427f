; ModuleID = 'atomic_func_pointer.c'
source_filename = "atomic_func_pointer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@b = dso_local global i32 0, align 4, !dbg !0
@a = dso_local global i32 0, align 4, !dbg !27
@.str = private unnamed_addr constant [20 x i8] c"!(x == 1 && y == 0)\00", align 1, !dbg !10
@.str.1 = private unnamed_addr constant [22 x i8] c"atomic_func_pointer.c\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !21

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_atomic_inc_b() #0 !dbg !39 {
  %1 = load volatile i32, ptr @b, align 4, !dbg !40
  %2 = add nsw i32 %1, 1, !dbg !41
  store volatile i32 %2, ptr @b, align 4, !dbg !42
  ret void, !dbg !43
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !44 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !48, !DIExpression(), !49)
    #dbg_declare(ptr %3, !50, !DIExpression(), !51)
  %4 = load ptr, ptr %2, align 8, !dbg !52
  store ptr %4, ptr %3, align 8, !dbg !51
  store volatile i32 1, ptr @a, align 4, !dbg !53
  %5 = load ptr, ptr %3, align 8, !dbg !54
  call void %5(), !dbg !54
  ret ptr null, !dbg !55
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !56 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !59, !DIExpression(), !63)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef @__VERIFIER_atomic_inc_b) #4, !dbg !64
    #dbg_declare(ptr %3, !65, !DIExpression(), !66)
  %6 = load volatile i32, ptr @a, align 4, !dbg !67
  store i32 %6, ptr %3, align 4, !dbg !66
    #dbg_declare(ptr %4, !68, !DIExpression(), !69)
  %7 = load volatile i32, ptr @b, align 4, !dbg !70
  store i32 %7, ptr %4, align 4, !dbg !69
  %8 = load i32, ptr %3, align 4, !dbg !71
  %9 = icmp eq i32 %8, 1, !dbg !71
  br i1 %9, label %10, label %13, !dbg !71

10:                                               ; preds = %0
  %11 = load i32, ptr %4, align 4, !dbg !71
  %12 = icmp eq i32 %11, 0, !dbg !71
  br i1 %12, label %14, label %13, !dbg !74

13:                                               ; preds = %10, %0
  br label %15, !dbg !74

14:                                               ; preds = %10
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 26, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !71
  unreachable, !dbg !71

15:                                               ; preds = %13
  %16 = load i64, ptr %2, align 8, !dbg !75
  %17 = call i32 @pthread_join(i64 noundef %16, ptr noundef null), !dbg !76
  ret i32 0, !dbg !77
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 10, type: !29, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atomic_func_pointer.c", directory: ".", checksumkind: CSK_MD5, checksum: "8fde3fb284ecbba303590e0e025088ba")
!4 = !{!5, !8}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{!10, !16, !21, !27, !0}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 160, elements: !14)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15}
!15 = !DISubrange(count: 20)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 176, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 22)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 120, elements: !25)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!25 = !{!26}
!26 = !DISubrange(count: 15)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 10, type: !29, isLocal: false, isDefinition: true)
!29 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !30)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 2}
!37 = !{i32 7, !"frame-pointer", i32 2}
!38 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!39 = distinct !DISubprogram(name: "__VERIFIER_atomic_inc_b", scope: !3, file: !3, line: 12, type: !6, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!40 = !DILocation(line: 12, column: 42, scope: !39)
!41 = !DILocation(line: 12, column: 44, scope: !39)
!42 = !DILocation(line: 12, column: 40, scope: !39)
!43 = !DILocation(line: 12, column: 49, scope: !39)
!44 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 14, type: !45, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!45 = !DISubroutineType(types: !46)
!46 = !{!8, !8}
!47 = !{}
!48 = !DILocalVariable(name: "arg", arg: 1, scope: !44, file: !3, line: 14, type: !8)
!49 = !DILocation(line: 14, column: 20, scope: !44)
!50 = !DILocalVariable(name: "inc_b", scope: !44, file: !3, line: 15, type: !5)
!51 = !DILocation(line: 15, column: 10, scope: !44)
!52 = !DILocation(line: 15, column: 41, scope: !44)
!53 = !DILocation(line: 16, column: 5, scope: !44)
!54 = !DILocation(line: 17, column: 3, scope: !44)
!55 = !DILocation(line: 18, column: 3, scope: !44)
!56 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !57, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!57 = !DISubroutineType(types: !58)
!58 = !{!30}
!59 = !DILocalVariable(name: "t", scope: !56, file: !3, line: 22, type: !60)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !61, line: 27, baseType: !62)
!61 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!62 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!63 = !DILocation(line: 22, column: 13, scope: !56)
!64 = !DILocation(line: 23, column: 3, scope: !56)
!65 = !DILocalVariable(name: "x", scope: !56, file: !3, line: 24, type: !30)
!66 = !DILocation(line: 24, column: 7, scope: !56)
!67 = !DILocation(line: 24, column: 11, scope: !56)
!68 = !DILocalVariable(name: "y", scope: !56, file: !3, line: 25, type: !30)
!69 = !DILocation(line: 25, column: 7, scope: !56)
!70 = !DILocation(line: 25, column: 11, scope: !56)
!71 = !DILocation(line: 26, column: 3, scope: !72)
!72 = distinct !DILexicalBlock(scope: !73, file: !3, line: 26, column: 3)
!73 = distinct !DILexicalBlock(scope: !56, file: !3, line: 26, column: 3)
!74 = !DILocation(line: 26, column: 3, scope: !73)
!75 = !DILocation(line: 27, column: 16, scope: !56)
!76 = !DILocation(line: 27, column: 3, scope: !56)
!77 = !DILocation(line: 28, column: 3, scope: !56)
