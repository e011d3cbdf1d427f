; ModuleID = 'context_bound_revisit.c'
source_filename = "context_bound_revisit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@y = dso_local global i32 0, align 4, !dbg !0
@z = dso_local global i32 0, align 4, !dbg !26
@x = dso_local global i32 0, align 4, !dbg !22
@.str = private unnamed_addr constant [30 x i8] c"!(x == 0 && y == 1 && z == 0)\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [24 x i8] c"context_bound_revisit.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !36 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !41, !DIExpression(), !42)
  %3 = load volatile i32, ptr @y, align 4, !dbg !43
  %4 = icmp eq i32 %3, 0, !dbg !45
  br i1 %4, label %5, label %6, !dbg !46

5:                                                ; preds = %1
  store volatile i32 0, ptr @z, align 4, !dbg !47
  br label %6, !dbg !48

6:                                                ; preds = %5, %1
  store volatile i32 0, ptr @z, align 4, !dbg !49
  store volatile i32 1, ptr @x, align 4, !dbg !50
  ret ptr null, !dbg !51
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t2(ptr noundef %0) #0 !dbg !52 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !53, !DIExpression(), !54)
  store volatile i32 2, ptr @x, align 4, !dbg !55
  %3 = load volatile i32, ptr @z, align 4, !dbg !56
  %4 = icmp eq i32 %3, 1, !dbg !58
  br i1 %4, label %5, label %6, !dbg !59

5:                                                ; preds = %1
  store volatile i32 1, ptr @y, align 4, !dbg !60
  br label %6, !dbg !61

6:                                                ; preds = %5, %1
  store volatile i32 0, ptr @x, align 4, !dbg !62
  ret ptr null, !dbg !63
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t3(ptr noundef %0) #0 !dbg !64 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !65, !DIExpression(), !66)
  store volatile i32 1, ptr @z, align 4, !dbg !67
  %3 = load volatile i32, ptr @x, align 4, !dbg !68
  %4 = icmp eq i32 %3, 0, !dbg !70
  br i1 %4, label %5, label %6, !dbg !71

5:                                                ; preds = %1
  store volatile i32 1, ptr @z, align 4, !dbg !72
  br label %6, !dbg !73

6:                                                ; preds = %5, %1
  store volatile i32 2, ptr @x, align 4, !dbg !74
  ret ptr null, !dbg !75
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !76 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !79, !DIExpression(), !83)
    #dbg_declare(ptr %3, !84, !DIExpression(), !85)
    #dbg_declare(ptr %4, !86, !DIExpression(), !87)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @t1, ptr noundef null) #4, !dbg !88
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @t2, ptr noundef null) #4, !dbg !89
  %7 = call i32 @pthread_create(ptr noundef %4, ptr noundef null, ptr noundef @t3, ptr noundef null) #4, !dbg !90
  %8 = load i64, ptr %2, align 8, !dbg !91
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !92
  %10 = load i64, ptr %3, align 8, !dbg !93
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null), !dbg !94
  %12 = load i64, ptr %4, align 8, !dbg !95
  %13 = call i32 @pthread_join(i64 noundef %12, ptr noundef null), !dbg !96
  %14 = load volatile i32, ptr @x, align 4, !dbg !97
  %15 = icmp eq i32 %14, 0, !dbg !97
  br i1 %15, label %16, label %22, !dbg !97

16:                                               ; preds = %0
  %17 = load volatile i32, ptr @y, align 4, !dbg !97
  %18 = icmp eq i32 %17, 1, !dbg !97
  br i1 %18, label %19, label %22, !dbg !97

19:                                               ; preds = %16
  %20 = load volatile i32, ptr @z, align 4, !dbg !97
  %21 = icmp eq i32 %20, 0, !dbg !97
  br i1 %21, label %23, label %22, !dbg !100

22:                                               ; preds = %19, %16, %0
  br label %24, !dbg !100

23:                                               ; preds = %19
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 45, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !97
  unreachable, !dbg !97

24:                                               ; preds = %22
  ret i32 0, !dbg !101
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
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 11, type: !24, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "context_bound_revisit.c", directory: ".", checksumkind: CSK_MD5, checksum: "bcb435ad0f02055f606d4475afb21ad4")
!4 = !{!5, !11, !16, !22, !0, !26}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 240, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 30)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 192, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 24)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 11, type: !24, isLocal: false, isDefinition: true)
!24 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !25)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "z", scope: !2, file: !3, line: 11, type: !24, isLocal: false, isDefinition: true)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"frame-pointer", i32 2}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 13, type: !37, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!40 = !{}
!41 = !DILocalVariable(name: "a", arg: 1, scope: !36, file: !3, line: 13, type: !39)
!42 = !DILocation(line: 13, column: 16, scope: !36)
!43 = !DILocation(line: 14, column: 7, scope: !44)
!44 = distinct !DILexicalBlock(scope: !36, file: !3, line: 14, column: 7)
!45 = !DILocation(line: 14, column: 9, scope: !44)
!46 = !DILocation(line: 14, column: 7, scope: !36)
!47 = !DILocation(line: 15, column: 7, scope: !44)
!48 = !DILocation(line: 15, column: 5, scope: !44)
!49 = !DILocation(line: 16, column: 5, scope: !36)
!50 = !DILocation(line: 17, column: 5, scope: !36)
!51 = !DILocation(line: 18, column: 3, scope: !36)
!52 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 21, type: !37, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!53 = !DILocalVariable(name: "a", arg: 1, scope: !52, file: !3, line: 21, type: !39)
!54 = !DILocation(line: 21, column: 16, scope: !52)
!55 = !DILocation(line: 22, column: 5, scope: !52)
!56 = !DILocation(line: 23, column: 7, scope: !57)
!57 = distinct !DILexicalBlock(scope: !52, file: !3, line: 23, column: 7)
!58 = !DILocation(line: 23, column: 9, scope: !57)
!59 = !DILocation(line: 23, column: 7, scope: !52)
!60 = !DILocation(line: 24, column: 7, scope: !57)
!61 = !DILocation(line: 24, column: 5, scope: !57)
!62 = !DILocation(line: 25, column: 5, scope: !52)
!63 = !DILocation(line: 26, column: 3, scope: !52)
!64 = distinct !DISubprogram(name: "t3", scope: !3, file: !3, line: 29, type: !37, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!65 = !DILocalVariable(name: "a", arg: 1, scope: !64, file: !3, line: 29, type: !39)
!66 = !DILocation(line: 29, column: 16, scope: !64)
!67 = !DILocation(line: 30, column: 5, scope: !64)
!68 = !DILocation(line: 31, column: 7, scope: !69)
!69 = distinct !DILexicalBlock(scope: !64, file: !3, line: 31, column: 7)
!70 = !DILocation(line: 31, column: 9, scope: !69)
!71 = !DILocation(line: 31, column: 7, scope: !64)
!72 = !DILocation(line: 32, column: 7, scope: !69)
!73 = !DILocation(line: 32, column: 5, scope: !69)
!74 = !DILocation(line: 33, column: 5, scope: !64)
!75 = !DILocation(line: 34, column: 3, scope: !64)
!76 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !77, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!77 = !DISubroutineType(types: !78)
!78 = !{!25}
!79 = !DILocalVariable(name: "a", scope: !76, file: !3, line: 38, type: !80)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !81, line: 27, baseType: !82)
!81 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!82 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!83 = !DILocation(line: 38, column: 13, scope: !76)
!84 = !DILocalVariable(name: "b", scope: !76, file: !3, line: 38, type: !80)
!85 = !DILocation(line: 38, column: 16, scope: !76)
!86 = !DILocalVariable(name: "c", scope: !76, file: !3, line: 38, type: !80)
!87 = !DILocation(line: 38, column: 19, scope: !76)
!88 = !DILocation(line: 39, column: 3, scope: !76)
!89 = !DILocation(line: 40, column: 3, scope: !76)
!90 = !DILocation(line: 41, column: 3, scope: !76)
!91 = !DILocation(line: 42, column: 16, scope: !76)
!92 = !DILocation(line: 42, column: 3, scope: !76)
!93 = !DILocation(line: 43, column: 16, scope: !76)
!94 = !DILocation(line: 43, column: 3, scope: !76)
!95 = !DILocation(line: 44, column: 16, scope: !76)
!96 = !DILocation(line: 44, column: 3, scope: !76)
!97 = !DILocation(line: 45, column: 3, scope: !98)
!98 = distinct !DILexicalBlock(scope: !99, file: !3, line: 45, column: 3)
!99 = distinct !DILexicalBlock(scope: !76, file: !3, line: 45, column: 3)
!100 = !DILocation(line: 45, column: 3, scope: !99)
!101 = !DILocation(line: 46, column: 3, scope: !76)
