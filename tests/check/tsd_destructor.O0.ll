; ModuleID = 'tsd_destructor.c'
source_filename = "tsd_destructor.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@destroyed = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [20 x i8] c"value == &destroyed\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [17 x i8] c"tsd_destructor.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.destructor = private unnamed_addr constant [24 x i8] c"void destructor(void *)\00", align 1, !dbg !16
@key = dso_local global i32 0, align 4, !dbg !30
@.str.2 = private unnamed_addr constant [15 x i8] c"destroyed == 1\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @destructor(ptr noundef %0) #0 !dbg !44 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !49, !DIExpression(), !50)
  %3 = load ptr, ptr %2, align 8, !dbg !51
  %4 = icmp eq ptr %3, @destroyed, !dbg !51
  br i1 %4, label %5, label %6, !dbg !54

5:                                                ; preds = %1
  br label %7, !dbg !54

6:                                                ; preds = %1
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 10, ptr noundef @__PRETTY_FUNCTION__.destructor) #4, !dbg !51
  unreachable, !dbg !51

7:                                                ; preds = %5
  %8 = load i32, ptr @destroyed, align 4, !dbg !55
  %9 = add nsw i32 %8, 1, !dbg !55
  store i32 %9, ptr @destroyed, align 4, !dbg !55
  ret void, !dbg !56
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !57 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !60, !DIExpression(), !61)
  %3 = load i32, ptr @key, align 4, !dbg !62
  %4 = call i32 @pthread_setspecific(i32 noundef %3, ptr noundef @destroyed) #5, !dbg !63
  ret ptr null, !dbg !64
}

; Function Attrs: nounwind
declare i32 @pthread_setspecific(i32 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !65 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %3 = call i32 @pthread_key_create(ptr noundef @key, ptr noundef @destructor) #5, !dbg !68
    #dbg_declare(ptr %2, !69, !DIExpression(), !72)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #5, !dbg !73
  %5 = load i64, ptr %2, align 8, !dbg !74
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null), !dbg !75
  %7 = load i32, ptr @destroyed, align 4, !dbg !76
  %8 = icmp eq i32 %7, 1, !dbg !76
  br i1 %8, label %9, label %10, !dbg !79

9:                                                ; preds = %0
  br label %11, !dbg !79

10:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 24, ptr noundef @__PRETTY_FUNCTION__.main) #4, !dbg !76
  unreachable, !dbg !76

11:                                               ; preds = %9
  ret i32 0, !dbg !80
}

; Function Attrs: nounwind
declare i32 @pthread_key_create(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "destroyed", scope: !2, file: !3, line: 7, type: !35, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tsd_destructor.c", directory: ".", checksumkind: CSK_MD5, checksum: "b76190befb1e4dd7b1ce0ec3acd8b40d")
!4 = !{!5, !11, !16, !22, !27, !30, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 20)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 136, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 17)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 192, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 24)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 120, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 15)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !25)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "key", scope: !2, file: !3, line: 6, type: !32, isLocal: false, isDefinition: true)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_key_t", file: !33, line: 49, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!34 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 7, !"frame-pointer", i32 2}
!43 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!44 = distinct !DISubprogram(name: "destructor", scope: !3, file: !3, line: 9, type: !45, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!45 = !DISubroutineType(types: !46)
!46 = !{null, !47}
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!48 = !{}
!49 = !DILocalVariable(name: "value", arg: 1, scope: !44, file: !3, line: 9, type: !47)
!50 = !DILocation(line: 9, column: 23, scope: !44)
!51 = !DILocation(line: 10, column: 3, scope: !52)
!52 = distinct !DILexicalBlock(scope: !53, file: !3, line: 10, column: 3)
!53 = distinct !DILexicalBlock(scope: !44, file: !3, line: 10, column: 3)
!54 = !DILocation(line: 10, column: 3, scope: !53)
!55 = !DILocation(line: 11, column: 12, scope: !44)
!56 = !DILocation(line: 12, column: 1, scope: !44)
!57 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 14, type: !58, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!58 = !DISubroutineType(types: !59)
!59 = !{!47, !47}
!60 = !DILocalVariable(name: "arg", arg: 1, scope: !57, file: !3, line: 14, type: !47)
!61 = !DILocation(line: 14, column: 20, scope: !57)
!62 = !DILocation(line: 15, column: 23, scope: !57)
!63 = !DILocation(line: 15, column: 3, scope: !57)
!64 = !DILocation(line: 16, column: 3, scope: !57)
!65 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !66, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !48)
!66 = !DISubroutineType(types: !67)
!67 = !{!35}
!68 = !DILocation(line: 20, column: 3, scope: !65)
!69 = !DILocalVariable(name: "t", scope: !65, file: !3, line: 21, type: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !33, line: 27, baseType: !71)
!71 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!72 = !DILocation(line: 21, column: 13, scope: !65)
!73 = !DILocation(line: 22, column: 3, scope: !65)
!74 = !DILocation(line: 23, column: 16, scope: !65)
!75 = !DILocation(line: 23, column: 3, scope: !65)
!76 = !DILocation(line: 24, column: 3, scope: !77)
!77 = distinct !DILexicalBlock(scope: !78, file: !3, line: 24, column: 3)
!78 = distinct !DILexicalBlock(scope: !65, file: !3, line: 24, column: 3)
!79 = !DILocation(line: 24, column: 3, scope: !78)
!80 = !DILocation(line: 25, column: 3, scope: !65)
