; ModuleID = 'thread_limit.c'
source_filename = "thread_limit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"ra == 0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"thread_limit.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12
@.str.2 = private unnamed_addr constant [13 x i8] c"rb == EAGAIN\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !31 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !36, !DIExpression(), !37)
  ret ptr null, !dbg !38
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !39 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !43, !DIExpression(), !47)
    #dbg_declare(ptr %3, !48, !DIExpression(), !49)
    #dbg_declare(ptr %4, !50, !DIExpression(), !51)
  %6 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !52
  store i32 %6, ptr %4, align 4, !dbg !51
    #dbg_declare(ptr %5, !53, !DIExpression(), !54)
  %7 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !55
  store i32 %7, ptr %5, align 4, !dbg !54
  %8 = load i32, ptr %4, align 4, !dbg !56
  %9 = icmp eq i32 %8, 0, !dbg !56
  br i1 %9, label %10, label %11, !dbg !59

10:                                               ; preds = %0
  br label %12, !dbg !59

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 19, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !56
  unreachable, !dbg !56

12:                                               ; preds = %10
  %13 = load i32, ptr %5, align 4, !dbg !60
  %14 = icmp eq i32 %13, 11, !dbg !60
  br i1 %14, label %15, label %16, !dbg !63

15:                                               ; preds = %12
  br label %17, !dbg !63

16:                                               ; preds = %12
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 20, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !60
  unreachable, !dbg !60

17:                                               ; preds = %15
  %18 = load i64, ptr %2, align 8, !dbg !64
  %19 = call i32 @pthread_join(i64 noundef %18, ptr noundef null), !dbg !65
  ret i32 0, !dbg !66
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

!llvm.dbg.cu = !{!21}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "thread_limit.c", directory: ".", checksumkind: CSK_MD5, checksum: "03aa82da3e8fdab5e9d2388e83f90829")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !10)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 13)
!21 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !22, splitDebugInlining: false, nameTableKind: None)
!22 = !{!0, !7, !12, !16}
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"frame-pointer", i32 2}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 11, type: !32, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !21, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!35 = !{}
!36 = !DILocalVariable(name: "arg", arg: 1, scope: !31, file: !2, line: 11, type: !34)
!37 = !DILocation(line: 11, column: 20, scope: !31)
!38 = !DILocation(line: 12, column: 3, scope: !31)
!39 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !40, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !21, retainedNodes: !35)
!40 = !DISubroutineType(types: !41)
!41 = !{!42}
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !DILocalVariable(name: "a", scope: !39, file: !2, line: 16, type: !44)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !45, line: 27, baseType: !46)
!45 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!46 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!47 = !DILocation(line: 16, column: 13, scope: !39)
!48 = !DILocalVariable(name: "b", scope: !39, file: !2, line: 16, type: !44)
!49 = !DILocation(line: 16, column: 16, scope: !39)
!50 = !DILocalVariable(name: "ra", scope: !39, file: !2, line: 17, type: !42)
!51 = !DILocation(line: 17, column: 7, scope: !39)
!52 = !DILocation(line: 17, column: 12, scope: !39)
!53 = !DILocalVariable(name: "rb", scope: !39, file: !2, line: 18, type: !42)
!54 = !DILocation(line: 18, column: 7, scope: !39)
!55 = !DILocation(line: 18, column: 12, scope: !39)
!56 = !DILocation(line: 19, column: 3, scope: !57)
!57 = distinct !DILexicalBlock(scope: !58, file: !2, line: 19, column: 3)
!58 = distinct !DILexicalBlock(scope: !39, file: !2, line: 19, column: 3)
!59 = !DILocation(line: 19, column: 3, scope: !58)
!60 = !DILocation(line: 20, column: 3, scope: !61)
!61 = distinct !DILexicalBlock(scope: !62, file: !2, line: 20, column: 3)
!62 = distinct !DILexicalBlock(scope: !39, file: !2, line: 20, column: 3)
!63 = !DILocation(line: 20, column: 3, scope: !62)
!64 = !DILocation(line: 21, column: 16, scope: !39)
!65 = !DILocation(line: 21, column: 3, scope: !39)
!66 = !DILocation(line: 22, column: 3, scope: !39)
