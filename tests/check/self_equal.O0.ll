; ModuleID = 'self_equal.c'
source_filename = "self_equal.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@seen = dso_local global i64 0, align 8, !dbg !0
@main_self = dso_local global i64 0, align 8, !dbg !37
@.str = private unnamed_addr constant [32 x i8] c"!pthread_equal(seen, main_self)\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [13 x i8] c"self_equal.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [23 x i8] c"pthread_equal(seen, t)\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.3 = private unnamed_addr constant [41 x i8] c"pthread_equal(pthread_self(), main_self)\00", align 1, !dbg !32

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !50 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !55, !DIExpression(), !56)
  %3 = call i64 @pthread_self() #5, !dbg !57
  store i64 %3, ptr @seen, align 8, !dbg !58
  %4 = load i64, ptr @seen, align 8, !dbg !59
  %5 = load i64, ptr @main_self, align 8, !dbg !59
  %6 = call i32 @pthread_equal(i64 noundef %4, i64 noundef %5) #5, !dbg !59
  %7 = icmp ne i32 %6, 0, !dbg !59
  br i1 %7, label %9, label %8, !dbg !62

8:                                                ; preds = %1
  br label %10, !dbg !62

9:                                                ; preds = %1
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 11, ptr noundef @__PRETTY_FUNCTION__.worker) #6, !dbg !59
  unreachable, !dbg !59

10:                                               ; preds = %8
  ret ptr null, !dbg !63
}

; Function Attrs: nounwind willreturn memory(none)
declare i64 @pthread_self() #1

; Function Attrs: nounwind willreturn memory(none)
declare i32 @pthread_equal(i64 noundef, i64 noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !64 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !68, !DIExpression(), !69)
  %3 = call i64 @pthread_self() #5, !dbg !70
  store i64 %3, ptr @main_self, align 8, !dbg !71
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !72
  %5 = load i64, ptr %2, align 8, !dbg !73
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null), !dbg !74
  %7 = load i64, ptr @seen, align 8, !dbg !75
  %8 = load i64, ptr %2, align 8, !dbg !75
  %9 = call i32 @pthread_equal(i64 noundef %7, i64 noundef %8) #5, !dbg !75
  %10 = icmp ne i32 %9, 0, !dbg !75
  br i1 %10, label %11, label %12, !dbg !78

11:                                               ; preds = %0
  br label %13, !dbg !78

12:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 20, ptr noundef @__PRETTY_FUNCTION__.main) #6, !dbg !75
  unreachable, !dbg !75

13:                                               ; preds = %11
  %14 = call i64 @pthread_self() #5, !dbg !79
  %15 = load i64, ptr @main_self, align 8, !dbg !79
  %16 = call i32 @pthread_equal(i64 noundef %14, i64 noundef %15) #5, !dbg !79
  %17 = icmp ne i32 %16, 0, !dbg !79
  br i1 %17, label %18, label %19, !dbg !82

18:                                               ; preds = %13
  br label %20, !dbg !82

19:                                               ; preds = %13
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 21, ptr noundef @__PRETTY_FUNCTION__.main) #6, !dbg !79
  unreachable, !dbg !79

20:                                               ; preds = %18
  ret i32 0, !dbg !83
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

declare i32 @pthread_join(i64 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(none) }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "seen", scope: !2, file: !3, line: 6, type: !39, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "self_equal.c", directory: ".", checksumkind: CSK_MD5, checksum: "32b5e95ebf85fa71399f52d6e48756a1")
!4 = !{!5, !11, !16, !22, !27, !32, !0, !37}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 32)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 13)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 184, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 23)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 15)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 328, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 41)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "main_self", scope: !2, file: !3, line: 7, type: !39, isLocal: false, isDefinition: true)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !40, line: 27, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 8, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 2}
!48 = !{i32 7, !"frame-pointer", i32 2}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !51, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !54)
!51 = !DISubroutineType(types: !52)
!52 = !{!53, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!54 = !{}
!55 = !DILocalVariable(name: "arg", arg: 1, scope: !50, file: !3, line: 9, type: !53)
!56 = !DILocation(line: 9, column: 20, scope: !50)
!57 = !DILocation(line: 10, column: 10, scope: !50)
!58 = !DILocation(line: 10, column: 8, scope: !50)
!59 = !DILocation(line: 11, column: 3, scope: !60)
!60 = distinct !DILexicalBlock(scope: !61, file: !3, line: 11, column: 3)
!61 = distinct !DILexicalBlock(scope: !50, file: !3, line: 11, column: 3)
!62 = !DILocation(line: 11, column: 3, scope: !61)
!63 = !DILocation(line: 12, column: 3, scope: !50)
!64 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !65, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !54)
!65 = !DISubroutineType(types: !66)
!66 = !{!67}
!67 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!68 = !DILocalVariable(name: "t", scope: !64, file: !3, line: 16, type: !39)
!69 = !DILocation(line: 16, column: 13, scope: !64)
!70 = !DILocation(line: 17, column: 15, scope: !64)
!71 = !DILocation(line: 17, column: 13, scope: !64)
!72 = !DILocation(line: 18, column: 3, scope: !64)
!73 = !DILocation(line: 19, column: 16, scope: !64)
!74 = !DILocation(line: 19, column: 3, scope: !64)
!75 = !DILocation(line: 20, column: 3, scope: !76)
!76 = distinct !DILexicalBlock(scope: !77, file: !3, line: 20, column: 3)
!77 = distinct !DILexicalBlock(scope: !64, file: !3, line: 20, column: 3)
!78 = !DILocation(line: 20, column: 3, scope: !77)
!79 = !DILocation(line: 21, column: 3, scope: !80)
!80 = distinct !DILexicalBlock(scope: !81, file: !3, line: 21, column: 3)
!81 = distinct !DILexicalBlock(scope: !64, file: !3, line: 21, column: 3)
!82 = !DILocation(line: 21, column: 3, scope: !81)
!83 = !DILocation(line: 22, column: 3, scope: !64)
