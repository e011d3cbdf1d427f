; ModuleID = 'atomic_fence_bad.c'
source_filename = "atomic_fence_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@flag = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !0
@r = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !33
@.str = private unnamed_addr constant [23 x i8] c"r[0] == 1 && r[1] == 1\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [19 x i8] c"atomic_fence_bad.c\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !50 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !55, !DIExpression(), !56)
    #dbg_declare(ptr %3, !57, !DIExpression(), !58)
  %6 = load ptr, ptr %2, align 8, !dbg !59
  %7 = icmp ne ptr %6, null, !dbg !60
  %8 = zext i1 %7 to i32, !dbg !60
  store i32 %8, ptr %3, align 4, !dbg !58
  %9 = load i32, ptr %3, align 4, !dbg !61
  %10 = sext i32 %9 to i64, !dbg !61
  %11 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %10, !dbg !61
  store i32 1, ptr %4, align 4, !dbg !61
  %12 = load i32, ptr %4, align 4, !dbg !61
  store atomic i32 %12, ptr %11 seq_cst, align 4, !dbg !61
  fence seq_cst, !dbg !62
  %13 = load i32, ptr %3, align 4, !dbg !63
  %14 = sub nsw i32 1, %13, !dbg !63
  %15 = sext i32 %14 to i64, !dbg !63
  %16 = getelementptr inbounds [2 x i32], ptr @flag, i64 0, i64 %15, !dbg !63
  %17 = load atomic i32, ptr %16 seq_cst, align 4, !dbg !63
  store i32 %17, ptr %5, align 4, !dbg !63
  %18 = load i32, ptr %5, align 4, !dbg !63
  %19 = load i32, ptr %3, align 4, !dbg !64
  %20 = sext i32 %19 to i64, !dbg !65
  %21 = getelementptr inbounds [2 x i32], ptr @r, i64 0, i64 %20, !dbg !65
  store i32 %18, ptr %21, align 4, !dbg !66
  ret ptr null, !dbg !67
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !68 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !71, !DIExpression(), !75)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef %2) #4, !dbg !76
  %4 = call ptr @worker(ptr noundef null), !dbg !77
  %5 = load i64, ptr %2, align 8, !dbg !78
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null), !dbg !79
  %7 = load i32, ptr @r, align 4, !dbg !80
  %8 = icmp eq i32 %7, 1, !dbg !80
  br i1 %8, label %9, label %13, !dbg !80

9:                                                ; preds = %0
  %10 = load i32, ptr getelementptr inbounds ([2 x i32], ptr @r, i64 0, i64 1), align 4, !dbg !80
  %11 = icmp eq i32 %10, 1, !dbg !80
  br i1 %11, label %12, label %13, !dbg !83

12:                                               ; preds = %9
  br label %14, !dbg !83

13:                                               ; preds = %9, %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 24, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !80
  unreachable, !dbg !80

14:                                               ; preds = %12
  ret i32 0, !dbg !84
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
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 8, type: !39, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atomic_fence_bad.c", directory: ".", checksumkind: CSK_MD5, checksum: "9308fa5bef67bd81b3d99d6b9669ecf4")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16, !22, !27, !0, !33}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 184, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 23)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 152, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 19)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 120, elements: !31)
!30 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!31 = !{!32}
!32 = !DISubrange(count: 15)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "r", scope: !2, file: !3, line: 9, type: !35, isLocal: false, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 64, elements: !37)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !{!38}
!38 = !DISubrange(count: 2)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 64, elements: !37)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !41)
!41 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !36)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 8, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 2}
!48 = !{i32 7, !"frame-pointer", i32 2}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !51, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !54)
!51 = !DISubroutineType(types: !52)
!52 = !{!53, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!54 = !{}
!55 = !DILocalVariable(name: "arg", arg: 1, scope: !50, file: !3, line: 11, type: !53)
!56 = !DILocation(line: 11, column: 20, scope: !50)
!57 = !DILocalVariable(name: "me", scope: !50, file: !3, line: 12, type: !36)
!58 = !DILocation(line: 12, column: 7, scope: !50)
!59 = !DILocation(line: 12, column: 12, scope: !50)
!60 = !DILocation(line: 12, column: 16, scope: !50)
!61 = !DILocation(line: 13, column: 3, scope: !50)
!62 = !DILocation(line: 14, column: 3, scope: !50)
!63 = !DILocation(line: 15, column: 11, scope: !50)
!64 = !DILocation(line: 15, column: 5, scope: !50)
!65 = !DILocation(line: 15, column: 3, scope: !50)
!66 = !DILocation(line: 15, column: 9, scope: !50)
!67 = !DILocation(line: 16, column: 3, scope: !50)
!68 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !69, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !54)
!69 = !DISubroutineType(types: !70)
!70 = !{!36}
!71 = !DILocalVariable(name: "t", scope: !68, file: !3, line: 20, type: !72)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !73, line: 27, baseType: !74)
!73 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!74 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!75 = !DILocation(line: 20, column: 13, scope: !68)
!76 = !DILocation(line: 21, column: 3, scope: !68)
!77 = !DILocation(line: 22, column: 3, scope: !68)
!78 = !DILocation(line: 23, column: 16, scope: !68)
!79 = !DILocation(line: 23, column: 3, scope: !68)
!80 = !DILocation(line: 24, column: 3, scope: !81)
!81 = distinct !DILexicalBlock(scope: !82, file: !3, line: 24, column: 3)
!82 = distinct !DILexicalBlock(scope: !68, file: !3, line: 24, column: 3)
!83 = !DILocation(line: 24, column: 3, scope: !82)
!84 = !DILocation(line: 25, column: 3, scope: !68)
