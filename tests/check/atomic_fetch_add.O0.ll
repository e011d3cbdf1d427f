; ModuleID = 'atomic_fetch_add.c'
source_filename = "atomic_fetch_add.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local global i32 0, align 4, !dbg !0
@old = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !27
@.str = private unnamed_addr constant [27 x i8] c"atomic_load(&counter) == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [19 x i8] c"atomic_fetch_add.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [17 x i8] c"old[0] != old[1]\00", align 1, !dbg !22

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !44 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !49, !DIExpression(), !50)
  store i32 1, ptr %3, align 4, !dbg !51
  %5 = load i32, ptr %3, align 4, !dbg !51
  %6 = atomicrmw add ptr @counter, i32 %5 seq_cst, align 4, !dbg !51
  store i32 %6, ptr %4, align 4, !dbg !51
  %7 = load i32, ptr %4, align 4, !dbg !51
  %8 = load ptr, ptr %2, align 8, !dbg !52
  %9 = icmp ne ptr %8, null, !dbg !53
  %10 = zext i1 %9 to i32, !dbg !53
  %11 = sext i32 %10 to i64, !dbg !54
  %12 = getelementptr inbounds [2 x i32], ptr @old, i64 0, i64 %11, !dbg !54
  store i32 %7, ptr %12, align 4, !dbg !55
  ret ptr null, !dbg !56
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !57 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !60, !DIExpression(), !64)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef %2) #4, !dbg !65
  %5 = call ptr @worker(ptr noundef null), !dbg !66
  %6 = load i64, ptr %2, align 8, !dbg !67
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !68
  %8 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !69
  store i32 %8, ptr %3, align 4, !dbg !69
  %9 = load i32, ptr %3, align 4, !dbg !69
  %10 = icmp eq i32 %9, 2, !dbg !69
  br i1 %10, label %11, label %12, !dbg !72

11:                                               ; preds = %0
  br label %13, !dbg !72

12:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 20, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !69
  unreachable, !dbg !69

13:                                               ; preds = %11
  %14 = load i32, ptr @old, align 4, !dbg !73
  %15 = load i32, ptr getelementptr inbounds ([2 x i32], ptr @old, i64 0, i64 1), align 4, !dbg !73
  %16 = icmp ne i32 %14, %15, !dbg !73
  br i1 %16, label %17, label %18, !dbg !76

17:                                               ; preds = %13
  br label %19, !dbg !76

18:                                               ; preds = %13
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 21, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !73
  unreachable, !dbg !73

19:                                               ; preds = %17
  ret i32 0, !dbg !77
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
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 7, type: !33, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atomic_fetch_add.c", directory: ".", checksumkind: CSK_MD5, checksum: "26a3321108535aacb554120c52eccb27")
!4 = !{!5, !11, !16, !22, !0, !27}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 216, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 27)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 152, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 19)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 136, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 17)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "old", scope: !2, file: !3, line: 8, type: !29, isLocal: false, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 64, elements: !31)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !{!32}
!32 = !DISubrange(count: 2)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !34, line: 104, baseType: !35)
!34 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!35 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !30)
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 7, !"frame-pointer", i32 2}
!43 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!44 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 10, type: !45, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!45 = !DISubroutineType(types: !46)
!46 = !{!47, !47}
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!48 = !{}
!49 = !DILocalVariable(name: "arg", arg: 1, scope: !44, file: !3, line: 10, type: !47)
!50 = !DILocation(line: 10, column: 20, scope: !44)
!51 = !DILocation(line: 11, column: 19, scope: !44)
!52 = !DILocation(line: 11, column: 7, scope: !44)
!53 = !DILocation(line: 11, column: 11, scope: !44)
!54 = !DILocation(line: 11, column: 3, scope: !44)
!55 = !DILocation(line: 11, column: 17, scope: !44)
!56 = !DILocation(line: 12, column: 3, scope: !44)
!57 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !58, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!58 = !DISubroutineType(types: !59)
!59 = !{!30}
!60 = !DILocalVariable(name: "t", scope: !57, file: !3, line: 16, type: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !62, line: 27, baseType: !63)
!62 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!63 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!64 = !DILocation(line: 16, column: 13, scope: !57)
!65 = !DILocation(line: 17, column: 3, scope: !57)
!66 = !DILocation(line: 18, column: 3, scope: !57)
!67 = !DILocation(line: 19, column: 16, scope: !57)
!68 = !DILocation(line: 19, column: 3, scope: !57)
!69 = !DILocation(line: 20, column: 3, scope: !70)
!70 = distinct !DILexicalBlock(scope: !71, file: !3, line: 20, column: 3)
!71 = distinct !DILexicalBlock(scope: !57, file: !3, line: 20, column: 3)
!72 = !DILocation(line: 20, column: 3, scope: !71)
!73 = !DILocation(line: 21, column: 3, scope: !74)
!74 = distinct !DILexicalBlock(scope: !75, file: !3, line: 21, column: 3)
!75 = distinct !DILexicalBlock(scope: !57, file: !3, line: 21, column: 3)
!76 = !DILocation(line: 21, column: 3, scope: !75)
!77 = !DILocation(line: 22, column: 3, scope: !57)
