; ModuleID = 'input_shared_counter_race.c'
source_filename = "input_shared_counter_race.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [21 x i8] c"counter == start + 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [28 x i8] c"input_shared_counter_race.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @add(ptr noundef %0) #0 !dbg !31 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !36, !DIExpression(), !37)
    #dbg_declare(ptr %3, !38, !DIExpression(), !39)
  %4 = load i32, ptr @counter, align 4, !dbg !40
  store i32 %4, ptr %3, align 4, !dbg !39
  %5 = load i32, ptr %3, align 4, !dbg !41
  %6 = add nsw i32 %5, 1, !dbg !42
  store i32 %6, ptr @counter, align 4, !dbg !43
  ret ptr null, !dbg !44
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !45 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !48, !DIExpression(), !49)
  %5 = call i32 @__VERIFIER_nondet_int(), !dbg !50
  store i32 %5, ptr %2, align 4, !dbg !49
  %6 = load i32, ptr %2, align 4, !dbg !51
  %7 = icmp slt i32 %6, 1000000, !dbg !52
  %8 = zext i1 %7 to i32, !dbg !52
  call void @__VERIFIER_assume(i32 noundef %8), !dbg !53
  %9 = load i32, ptr %2, align 4, !dbg !54
  store i32 %9, ptr @counter, align 4, !dbg !55
    #dbg_declare(ptr %3, !56, !DIExpression(), !60)
    #dbg_declare(ptr %4, !61, !DIExpression(), !62)
  %10 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @add, ptr noundef null) #4, !dbg !63
  %11 = call i32 @pthread_create(ptr noundef %4, ptr noundef null, ptr noundef @add, ptr noundef null) #4, !dbg !64
  %12 = load i64, ptr %3, align 8, !dbg !65
  %13 = call i32 @pthread_join(i64 noundef %12, ptr noundef null), !dbg !66
  %14 = load i64, ptr %4, align 8, !dbg !67
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !68
  %16 = load i32, ptr @counter, align 4, !dbg !69
  %17 = load i32, ptr %2, align 4, !dbg !69
  %18 = add nsw i32 %17, 2, !dbg !69
  %19 = icmp eq i32 %16, %18, !dbg !69
  br i1 %19, label %20, label %21, !dbg !72

20:                                               ; preds = %0
  br label %22, !dbg !72

21:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 28, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !69
  unreachable, !dbg !69

22:                                               ; preds = %20
  ret i32 0, !dbg !73
}

declare i32 @__VERIFIER_nondet_int() #1

declare void @__VERIFIER_assume(i32 noundef) #1

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
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 11, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "input_shared_counter_race.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "5cdf5e47beba8ebfce8274568c4d8d7d")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 168, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 21)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 224, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 28)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !18, isLocal: true, isDefinition: true)
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
!31 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 13, type: !32, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!35 = !{}
!36 = !DILocalVariable(name: "arg", arg: 1, scope: !31, file: !3, line: 13, type: !34)
!37 = !DILocation(line: 13, column: 17, scope: !31)
!38 = !DILocalVariable(name: "c", scope: !31, file: !3, line: 14, type: !22)
!39 = !DILocation(line: 14, column: 7, scope: !31)
!40 = !DILocation(line: 14, column: 11, scope: !31)
!41 = !DILocation(line: 15, column: 13, scope: !31)
!42 = !DILocation(line: 15, column: 15, scope: !31)
!43 = !DILocation(line: 15, column: 11, scope: !31)
!44 = !DILocation(line: 16, column: 3, scope: !31)
!45 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !46, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !35)
!46 = !DISubroutineType(types: !47)
!47 = !{!22}
!48 = !DILocalVariable(name: "start", scope: !45, file: !3, line: 20, type: !22)
!49 = !DILocation(line: 20, column: 7, scope: !45)
!50 = !DILocation(line: 20, column: 15, scope: !45)
!51 = !DILocation(line: 21, column: 21, scope: !45)
!52 = !DILocation(line: 21, column: 27, scope: !45)
!53 = !DILocation(line: 21, column: 3, scope: !45)
!54 = !DILocation(line: 22, column: 13, scope: !45)
!55 = !DILocation(line: 22, column: 11, scope: !45)
!56 = !DILocalVariable(name: "t1", scope: !45, file: !3, line: 23, type: !57)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !58, line: 27, baseType: !59)
!58 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!59 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!60 = !DILocation(line: 23, column: 13, scope: !45)
!61 = !DILocalVariable(name: "t2", scope: !45, file: !3, line: 23, type: !57)
!62 = !DILocation(line: 23, column: 17, scope: !45)
!63 = !DILocation(line: 24, column: 3, scope: !45)
!64 = !DILocation(line: 25, column: 3, scope: !45)
!65 = !DILocation(line: 26, column: 16, scope: !45)
!66 = !DILocation(line: 26, column: 3, scope: !45)
!67 = !DILocation(line: 27, column: 16, scope: !45)
!68 = !DILocation(line: 27, column: 3, scope: !45)
!69 = !DILocation(line: 28, column: 3, scope: !70)
!70 = distinct !DILexicalBlock(scope: !71, file: !3, line: 28, column: 3)
!71 = distinct !DILexicalBlock(scope: !45, file: !3, line: 28, column: 3)
!72 = !DILocation(line: 28, column: 3, scope: !71)
!73 = !DILocation(line: 29, column: 3, scope: !45)
