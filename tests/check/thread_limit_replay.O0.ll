; ModuleID = 'thread_limit_replay.c'
source_filename = "thread_limit_replay.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"ra == 0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [22 x i8] c"thread_limit_replay.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12
@.str.2 = private unnamed_addr constant [13 x i8] c"rb != EAGAIN\00", align 1, !dbg !18

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !33 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !38, !DIExpression(), !39)
  ret ptr null, !dbg !40
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !41 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !45, !DIExpression(), !49)
    #dbg_declare(ptr %3, !50, !DIExpression(), !51)
    #dbg_declare(ptr %4, !52, !DIExpression(), !53)
  %6 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !54
  store i32 %6, ptr %4, align 4, !dbg !53
    #dbg_declare(ptr %5, !55, !DIExpression(), !56)
  %7 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !57
  store i32 %7, ptr %5, align 4, !dbg !56
  %8 = load i32, ptr %4, align 4, !dbg !58
  %9 = icmp eq i32 %8, 0, !dbg !58
  br i1 %9, label %10, label %11, !dbg !61

10:                                               ; preds = %0
  br label %12, !dbg !61

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 15, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !58
  unreachable, !dbg !58

12:                                               ; preds = %10
  %13 = load i32, ptr %5, align 4, !dbg !62
  %14 = icmp ne i32 %13, 11, !dbg !62
  br i1 %14, label %15, label %16, !dbg !65

15:                                               ; preds = %12
  br label %17, !dbg !65

16:                                               ; preds = %12
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 16, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !62
  unreachable, !dbg !62

17:                                               ; preds = %15
  %18 = load i64, ptr %2, align 8, !dbg !66
  %19 = call i32 @pthread_join(i64 noundef %18, ptr noundef null), !dbg !67
  %20 = load i32, ptr %5, align 4, !dbg !68
  %21 = icmp eq i32 %20, 0, !dbg !70
  br i1 %21, label %22, label %25, !dbg !71

22:                                               ; preds = %17
  %23 = load i64, ptr %3, align 8, !dbg !72
  %24 = call i32 @pthread_join(i64 noundef %23, ptr noundef null), !dbg !73
  br label %25, !dbg !73

25:                                               ; preds = %22, %17
  ret i32 0, !dbg !74
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

!llvm.dbg.cu = !{!23}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "thread_limit_replay.c", directory: ".", checksumkind: CSK_MD5, checksum: "8e1f1613aa7530167aa8f5d5af6bfef0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 22)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = !{!17}
!17 = !DISubrange(count: 15)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 13)
!23 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !24, splitDebugInlining: false, nameTableKind: None)
!24 = !{!0, !7, !12, !18}
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"frame-pointer", i32 2}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 7, type: !34, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !23, retainedNodes: !37)
!34 = !DISubroutineType(types: !35)
!35 = !{!36, !36}
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!37 = !{}
!38 = !DILocalVariable(name: "arg", arg: 1, scope: !33, file: !2, line: 7, type: !36)
!39 = !DILocation(line: 7, column: 20, scope: !33)
!40 = !DILocation(line: 8, column: 3, scope: !33)
!41 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !42, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !23, retainedNodes: !37)
!42 = !DISubroutineType(types: !43)
!43 = !{!44}
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !DILocalVariable(name: "a", scope: !41, file: !2, line: 12, type: !46)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !47, line: 27, baseType: !48)
!47 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!48 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!49 = !DILocation(line: 12, column: 13, scope: !41)
!50 = !DILocalVariable(name: "b", scope: !41, file: !2, line: 12, type: !46)
!51 = !DILocation(line: 12, column: 16, scope: !41)
!52 = !DILocalVariable(name: "ra", scope: !41, file: !2, line: 13, type: !44)
!53 = !DILocation(line: 13, column: 7, scope: !41)
!54 = !DILocation(line: 13, column: 12, scope: !41)
!55 = !DILocalVariable(name: "rb", scope: !41, file: !2, line: 14, type: !44)
!56 = !DILocation(line: 14, column: 7, scope: !41)
!57 = !DILocation(line: 14, column: 12, scope: !41)
!58 = !DILocation(line: 15, column: 3, scope: !59)
!59 = distinct !DILexicalBlock(scope: !60, file: !2, line: 15, column: 3)
!60 = distinct !DILexicalBlock(scope: !41, file: !2, line: 15, column: 3)
!61 = !DILocation(line: 15, column: 3, scope: !60)
!62 = !DILocation(line: 16, column: 3, scope: !63)
!63 = distinct !DILexicalBlock(scope: !64, file: !2, line: 16, column: 3)
!64 = distinct !DILexicalBlock(scope: !41, file: !2, line: 16, column: 3)
!65 = !DILocation(line: 16, column: 3, scope: !64)
!66 = !DILocation(line: 17, column: 16, scope: !41)
!67 = !DILocation(line: 17, column: 3, scope: !41)
!68 = !DILocation(line: 18, column: 7, scope: !69)
!69 = distinct !DILexicalBlock(scope: !41, file: !2, line: 18, column: 7)
!70 = !DILocation(line: 18, column: 10, scope: !69)
!71 = !DILocation(line: 18, column: 7, scope: !41)
!72 = !DILocation(line: 19, column: 18, scope: !69)
!73 = !DILocation(line: 19, column: 5, scope: !69)
!74 = !DILocation(line: 20, column: 3, scope: !41)
