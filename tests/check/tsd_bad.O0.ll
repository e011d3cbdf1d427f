; ModuleID = 'tsd_bad.c'
source_filename = "tsd_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@key = dso_local global i32 0, align 4, !dbg !0
@x = dso_local global i32 0, align 4, !dbg !22
@.str = private unnamed_addr constant [31 x i8] c"pthread_getspecific(key) == &x\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [10 x i8] c"tsd_bad.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !36 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !41, !DIExpression(), !42)
  %3 = load i32, ptr @key, align 4, !dbg !43
  %4 = call ptr @pthread_getspecific(i32 noundef %3) #4, !dbg !43
  %5 = icmp eq ptr %4, @x, !dbg !43
  br i1 %5, label %6, label %7, !dbg !46

6:                                                ; preds = %1
  br label %8, !dbg !46

7:                                                ; preds = %1
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 10, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !43
  unreachable, !dbg !43

8:                                                ; preds = %6
  ret ptr null, !dbg !47
}

; Function Attrs: nounwind
declare ptr @pthread_getspecific(i32 noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !48 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %3 = call i32 @pthread_key_create(ptr noundef @key, ptr noundef null) #4, !dbg !51
  %4 = load i32, ptr @key, align 4, !dbg !52
  %5 = call i32 @pthread_setspecific(i32 noundef %4, ptr noundef @x) #4, !dbg !53
    #dbg_declare(ptr %2, !54, !DIExpression(), !57)
  %6 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !58
  %7 = load i64, ptr %2, align 8, !dbg !59
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null), !dbg !60
  ret i32 0, !dbg !61
}

; Function Attrs: nounwind
declare i32 @pthread_key_create(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_setspecific(i32 noundef, ptr noundef) #1

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
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "key", scope: !2, file: !3, line: 6, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tsd_bad.c", directory: ".", checksumkind: CSK_MD5, checksum: "0f6017e2db96a73f2a2f791e223861f0")
!4 = !{!5, !11, !16, !0, !22}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 248, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 31)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 80, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 10)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 7, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_key_t", file: !26, line: 49, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!27 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"frame-pointer", i32 2}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !37, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!40 = !{}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !36, file: !3, line: 9, type: !39)
!42 = !DILocation(line: 9, column: 20, scope: !36)
!43 = !DILocation(line: 10, column: 3, scope: !44)
!44 = distinct !DILexicalBlock(scope: !45, file: !3, line: 10, column: 3)
!45 = distinct !DILexicalBlock(scope: !36, file: !3, line: 10, column: 3)
!46 = !DILocation(line: 10, column: 3, scope: !45)
!47 = !DILocation(line: 11, column: 3, scope: !36)
!48 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !49, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!49 = !DISubroutineType(types: !50)
!50 = !{!24}
!51 = !DILocation(line: 15, column: 3, scope: !48)
!52 = !DILocation(line: 16, column: 23, scope: !48)
!53 = !DILocation(line: 16, column: 3, scope: !48)
!54 = !DILocalVariable(name: "t", scope: !48, file: !3, line: 17, type: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !26, line: 27, baseType: !56)
!56 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!57 = !DILocation(line: 17, column: 13, scope: !48)
!58 = !DILocation(line: 18, column: 3, scope: !48)
!59 = !DILocation(line: 19, column: 16, scope: !48)
!60 = !DILocation(line: 19, column: 3, scope: !48)
!61 = !DILocation(line: 20, column: 3, scope: !48)
