; ModuleID = 'atomic_load_store.c'
source_filename = "atomic_load_store.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [27 x i8] c"atomic_load(&counter) == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [20 x i8] c"atomic_load_store.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !34 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !39, !DIExpression(), !40)
    #dbg_declare(ptr %3, !41, !DIExpression(), !42)
  %6 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !43
  store i32 %6, ptr %4, align 4, !dbg !43
  %7 = load i32, ptr %4, align 4, !dbg !43
  store i32 %7, ptr %3, align 4, !dbg !42
  %8 = load i32, ptr %3, align 4, !dbg !44
  %9 = add nsw i32 %8, 1, !dbg !44
  store i32 %9, ptr %5, align 4, !dbg !44
  %10 = load i32, ptr %5, align 4, !dbg !44
  store atomic i32 %10, ptr @counter seq_cst, align 4, !dbg !44
  ret ptr null, !dbg !45
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !46 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !49, !DIExpression(), !53)
    #dbg_declare(ptr %3, !54, !DIExpression(), !55)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !56
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !57
  %7 = load i64, ptr %2, align 8, !dbg !58
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null), !dbg !59
  %9 = load i64, ptr %3, align 8, !dbg !60
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null), !dbg !61
  %11 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !62
  store i32 %11, ptr %4, align 4, !dbg !62
  %12 = load i32, ptr %4, align 4, !dbg !62
  %13 = icmp eq i32 %12, 2, !dbg !62
  br i1 %13, label %14, label %15, !dbg !65

14:                                               ; preds = %0
  br label %16, !dbg !65

15:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 21, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !62
  unreachable, !dbg !62

16:                                               ; preds = %14
  ret i32 0, !dbg !66
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
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 7, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atomic_load_store.c", directory: ".", checksumkind: CSK_MD5, checksum: "e068fc7319dfb2084f1025bca5918e91")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 216, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 27)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 20)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !23, line: 104, baseType: !24)
!23 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!24 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !25)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !35, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !38)
!35 = !DISubroutineType(types: !36)
!36 = !{!37, !37}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!38 = !{}
!39 = !DILocalVariable(name: "arg", arg: 1, scope: !34, file: !3, line: 9, type: !37)
!40 = !DILocation(line: 9, column: 20, scope: !34)
!41 = !DILocalVariable(name: "v", scope: !34, file: !3, line: 10, type: !25)
!42 = !DILocation(line: 10, column: 7, scope: !34)
!43 = !DILocation(line: 10, column: 11, scope: !34)
!44 = !DILocation(line: 11, column: 3, scope: !34)
!45 = !DILocation(line: 12, column: 3, scope: !34)
!46 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !47, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !38)
!47 = !DISubroutineType(types: !48)
!48 = !{!25}
!49 = !DILocalVariable(name: "a", scope: !46, file: !3, line: 16, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !51, line: 27, baseType: !52)
!51 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !DILocation(line: 16, column: 13, scope: !46)
!54 = !DILocalVariable(name: "b", scope: !46, file: !3, line: 16, type: !50)
!55 = !DILocation(line: 16, column: 16, scope: !46)
!56 = !DILocation(line: 17, column: 3, scope: !46)
!57 = !DILocation(line: 18, column: 3, scope: !46)
!58 = !DILocation(line: 19, column: 16, scope: !46)
!59 = !DILocation(line: 19, column: 3, scope: !46)
!60 = !DILocation(line: 20, column: 16, scope: !46)
!61 = !DILocation(line: 20, column: 3, scope: !46)
!62 = !DILocation(line: 21, column: 3, scope: !63)
!63 = distinct !DILexicalBlock(scope: !64, file: !3, line: 21, column: 3)
!64 = distinct !DILexicalBlock(scope: !46, file: !3, line: 21, column: 3)
!65 = !DILocation(line: 21, column: 3, scope: !64)
!66 = !DILocation(line: 22, column: 3, scope: !46)
