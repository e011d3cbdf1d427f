; ModuleID = 'verifier_atomic_section.c'
source_filename = "verifier_atomic_section.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"counter == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [26 x i8] c"verifier_atomic_section.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !31 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !36, !DIExpression(), !37)
  call void @__VERIFIER_atomic_begin(), !dbg !38
    #dbg_declare(ptr %3, !39, !DIExpression(), !40)
  %4 = load i32, ptr @counter, align 4, !dbg !41
  store i32 %4, ptr %3, align 4, !dbg !40
  %5 = load i32, ptr %3, align 4, !dbg !42
  %6 = add nsw i32 %5, 1, !dbg !43
  store i32 %6, ptr @counter, align 4, !dbg !44
  call void @__VERIFIER_atomic_end(), !dbg !45
  ret ptr null, !dbg !46
}

declare void @__VERIFIER_atomic_begin() #1

declare void @__VERIFIER_atomic_end() #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !47 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !50, !DIExpression(), !54)
    #dbg_declare(ptr %3, !55, !DIExpression(), !56)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !57
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !58
  %6 = load i64, ptr %2, align 8, !dbg !59
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !60
  %8 = load i64, ptr %3, align 8, !dbg !61
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !62
  %10 = load i32, ptr @counter, align 4, !dbg !63
  %11 = icmp eq i32 %10, 2, !dbg !63
  br i1 %11, label %12, label %13, !dbg !66

12:                                               ; preds = %0
  br label %14, !dbg !66

13:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 25, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !63
  unreachable, !dbg !63

14:                                               ; preds = %12
  ret i32 0, !dbg !67
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #1

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
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 9, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "verifier_atomic_section.c", directory: ".", checksumkind: CSK_MD5, checksum: "fd8e82aa09f6a0544e34695cd1d62698")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 208, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 26)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"frame-pointer", i32 2}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !32, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!35 = !{}
!36 = !DILocalVariable(name: "arg", arg: 1, scope: !31, file: !3, line: 11, type: !34)
!37 = !DILocation(line: 11, column: 20, scope: !31)
!38 = !DILocation(line: 12, column: 3, scope: !31)
!39 = !DILocalVariable(name: "t", scope: !31, file: !3, line: 13, type: !22)
!40 = !DILocation(line: 13, column: 7, scope: !31)
!41 = !DILocation(line: 13, column: 11, scope: !31)
!42 = !DILocation(line: 14, column: 13, scope: !31)
!43 = !DILocation(line: 14, column: 15, scope: !31)
!44 = !DILocation(line: 14, column: 11, scope: !31)
!45 = !DILocation(line: 15, column: 3, scope: !31)
!46 = !DILocation(line: 16, column: 3, scope: !31)
!47 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !48, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !35)
!48 = !DISubroutineType(types: !49)
!49 = !{!22}
!50 = !DILocalVariable(name: "a", scope: !47, file: !3, line: 20, type: !51)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !52, line: 27, baseType: !53)
!52 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!53 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!54 = !DILocation(line: 20, column: 13, scope: !47)
!55 = !DILocalVariable(name: "b", scope: !47, file: !3, line: 20, type: !51)
!56 = !DILocation(line: 20, column: 16, scope: !47)
!57 = !DILocation(line: 21, column: 3, scope: !47)
!58 = !DILocation(line: 22, column: 3, scope: !47)
!59 = !DILocation(line: 23, column: 16, scope: !47)
!60 = !DILocation(line: 23, column: 3, scope: !47)
!61 = !DILocation(line: 24, column: 16, scope: !47)
!62 = !DILocation(line: 24, column: 3, scope: !47)
!63 = !DILocation(line: 25, column: 3, scope: !64)
!64 = distinct !DILexicalBlock(scope: !65, file: !3, line: 25, column: 3)
!65 = distinct !DILexicalBlock(scope: !47, file: !3, line: 25, column: 3)
!66 = !DILocation(line: 25, column: 3, scope: !65)
!67 = !DILocation(line: 26, column: 3, scope: !47)
