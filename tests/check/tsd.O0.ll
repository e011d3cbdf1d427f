; ModuleID = 'tsd.c'
source_filename = "tsd.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@key = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [30 x i8] c"pthread_getspecific(key) == 0\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [6 x i8] c"tsd.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [32 x i8] c"pthread_getspecific(key) == arg\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [33 x i8] c"pthread_key_create(&key, 0) == 0\00", align 1, !dbg !27
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !32
@.str.4 = private unnamed_addr constant [33 x i8] c"pthread_getspecific(key) == &key\00", align 1, !dbg !37

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !50 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !55, !DIExpression(), !56)
  %3 = load i32, ptr @key, align 4, !dbg !57
  %4 = call ptr @pthread_getspecific(i32 noundef %3) #4, !dbg !57
  %5 = icmp eq ptr %4, null, !dbg !57
  br i1 %5, label %6, label %7, !dbg !60

6:                                                ; preds = %1
  br label %8, !dbg !60

7:                                                ; preds = %1
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 9, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !57
  unreachable, !dbg !57

8:                                                ; preds = %6
  %9 = load i32, ptr @key, align 4, !dbg !61
  %10 = load ptr, ptr %2, align 8, !dbg !62
  %11 = call i32 @pthread_setspecific(i32 noundef %9, ptr noundef %10) #4, !dbg !63
  %12 = load i32, ptr @key, align 4, !dbg !64
  %13 = call ptr @pthread_getspecific(i32 noundef %12) #4, !dbg !64
  %14 = load ptr, ptr %2, align 8, !dbg !64
  %15 = icmp eq ptr %13, %14, !dbg !64
  br i1 %15, label %16, label %17, !dbg !67

16:                                               ; preds = %8
  br label %18, !dbg !67

17:                                               ; preds = %8
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 11, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !64
  unreachable, !dbg !64

18:                                               ; preds = %16
  ret ptr null, !dbg !68
}

; Function Attrs: nounwind
declare ptr @pthread_getspecific(i32 noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_setspecific(i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !69 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %3 = call i32 @pthread_key_create(ptr noundef @key, ptr noundef null) #4, !dbg !73
  %4 = icmp eq i32 %3, 0, !dbg !73
  br i1 %4, label %5, label %6, !dbg !76

5:                                                ; preds = %0
  br label %7, !dbg !76

6:                                                ; preds = %0
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 16, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !73
  unreachable, !dbg !73

7:                                                ; preds = %5
    #dbg_declare(ptr %2, !77, !DIExpression(), !80)
  %8 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef %2) #4, !dbg !81
  %9 = call ptr @worker(ptr noundef @key), !dbg !82
  %10 = load i64, ptr %2, align 8, !dbg !83
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null), !dbg !84
  %12 = load i32, ptr @key, align 4, !dbg !85
  %13 = call ptr @pthread_getspecific(i32 noundef %12) #4, !dbg !85
  %14 = icmp eq ptr %13, @key, !dbg !85
  br i1 %14, label %15, label %16, !dbg !88

15:                                               ; preds = %7
  br label %17, !dbg !88

16:                                               ; preds = %7
  call void @__assert_fail(ptr noundef @.str.4, ptr noundef @.str.1, i32 noundef 21, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !85
  unreachable, !dbg !85

17:                                               ; preds = %15
  ret i32 0, !dbg !89
}

; Function Attrs: nounwind
declare i32 @pthread_key_create(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "key", scope: !2, file: !3, line: 6, type: !39, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tsd.c", directory: ".", checksumkind: CSK_MD5, checksum: "80161d2c287ce86f285b2e0ea2fc388d")
!4 = !{!5, !11, !16, !22, !27, !32, !37, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 240, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 30)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 48, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 6)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 32)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 264, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 33)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 15)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !29, isLocal: true, isDefinition: true)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_key_t", file: !40, line: 49, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!41 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 8, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 2}
!48 = !{i32 7, !"frame-pointer", i32 2}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 8, type: !51, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !54)
!51 = !DISubroutineType(types: !52)
!52 = !{!53, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!54 = !{}
!55 = !DILocalVariable(name: "arg", arg: 1, scope: !50, file: !3, line: 8, type: !53)
!56 = !DILocation(line: 8, column: 20, scope: !50)
!57 = !DILocation(line: 9, column: 3, scope: !58)
!58 = distinct !DILexicalBlock(scope: !59, file: !3, line: 9, column: 3)
!59 = distinct !DILexicalBlock(scope: !50, file: !3, line: 9, column: 3)
!60 = !DILocation(line: 9, column: 3, scope: !59)
!61 = !DILocation(line: 10, column: 23, scope: !50)
!62 = !DILocation(line: 10, column: 28, scope: !50)
!63 = !DILocation(line: 10, column: 3, scope: !50)
!64 = !DILocation(line: 11, column: 3, scope: !65)
!65 = distinct !DILexicalBlock(scope: !66, file: !3, line: 11, column: 3)
!66 = distinct !DILexicalBlock(scope: !50, file: !3, line: 11, column: 3)
!67 = !DILocation(line: 11, column: 3, scope: !66)
!68 = !DILocation(line: 12, column: 3, scope: !50)
!69 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !70, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !54)
!70 = !DISubroutineType(types: !71)
!71 = !{!72}
!72 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!73 = !DILocation(line: 16, column: 3, scope: !74)
!74 = distinct !DILexicalBlock(scope: !75, file: !3, line: 16, column: 3)
!75 = distinct !DILexicalBlock(scope: !69, file: !3, line: 16, column: 3)
!76 = !DILocation(line: 16, column: 3, scope: !75)
!77 = !DILocalVariable(name: "t", scope: !69, file: !3, line: 17, type: !78)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !40, line: 27, baseType: !79)
!79 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!80 = !DILocation(line: 17, column: 13, scope: !69)
!81 = !DILocation(line: 18, column: 3, scope: !69)
!82 = !DILocation(line: 19, column: 3, scope: !69)
!83 = !DILocation(line: 20, column: 16, scope: !69)
!84 = !DILocation(line: 20, column: 3, scope: !69)
!85 = !DILocation(line: 21, column: 3, scope: !86)
!86 = distinct !DILexicalBlock(scope: !87, file: !3, line: 21, column: 3)
!87 = distinct !DILexicalBlock(scope: !69, file: !3, line: 21, column: 3)
!88 = !DILocation(line: 21, column: 3, scope: !87)
!89 = !DILocation(line: 22, column: 3, scope: !69)
