; ModuleID = 'tsd_rounds.c'
source_filename = "tsd_rounds.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@calls = dso_local global i32 0, align 4, !dbg !0
@again_key = dso_local global i32 0, align 4, !dbg !34
@deleted_calls = dso_local global i32 0, align 4, !dbg !43
@plain_key = dso_local global i32 0, align 4, !dbg !41
@deleted_key = dso_local global i32 0, align 4, !dbg !39
@.str = private unnamed_addr constant [17 x i8] c"result == &calls\00", align 1, !dbg !7
@.str.1 = private unnamed_addr constant [13 x i8] c"tsd_rounds.c\00", align 1, !dbg !13
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !18
@.str.2 = private unnamed_addr constant [11 x i8] c"calls == 2\00", align 1, !dbg !24
@.str.3 = private unnamed_addr constant [19 x i8] c"deleted_calls == 0\00", align 1, !dbg !29

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @again(ptr noundef %0) #0 !dbg !54 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !58, !DIExpression(), !59)
  %3 = load i32, ptr @calls, align 4, !dbg !60
  %4 = add nsw i32 %3, 1, !dbg !60
  store i32 %4, ptr @calls, align 4, !dbg !60
  %5 = load i32, ptr @calls, align 4, !dbg !61
  %6 = icmp eq i32 %5, 1, !dbg !63
  br i1 %6, label %7, label %10, !dbg !64

7:                                                ; preds = %1
  %8 = load i32, ptr @again_key, align 4, !dbg !65
  %9 = call i32 @pthread_setspecific(i32 noundef %8, ptr noundef @calls) #5, !dbg !66
  br label %10, !dbg !66

10:                                               ; preds = %7, %1
  ret void, !dbg !67
}

; Function Attrs: nounwind
declare i32 @pthread_setspecific(i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @never(ptr noundef %0) #0 !dbg !68 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !69, !DIExpression(), !70)
  %3 = load i32, ptr @deleted_calls, align 4, !dbg !71
  %4 = add nsw i32 %3, 1, !dbg !71
  store i32 %4, ptr @deleted_calls, align 4, !dbg !71
  ret void, !dbg !72
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @leave() #0 !dbg !73 {
  %1 = alloca i32, align 4
    #dbg_declare(ptr %1, !76, !DIExpression(), !77)
  store i32 5, ptr %1, align 4, !dbg !77
  %2 = load i32, ptr @plain_key, align 4, !dbg !78
  %3 = call i32 @pthread_setspecific(i32 noundef %2, ptr noundef %1) #5, !dbg !79
  call void @pthread_exit(ptr noundef @calls) #6, !dbg !80
  unreachable, !dbg !80
}

; Function Attrs: noreturn
declare void @pthread_exit(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !81 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !84, !DIExpression(), !85)
  %3 = load i32, ptr @again_key, align 4, !dbg !86
  %4 = call i32 @pthread_setspecific(i32 noundef %3, ptr noundef @calls) #5, !dbg !87
  %5 = load i32, ptr @deleted_key, align 4, !dbg !88
  %6 = call i32 @pthread_setspecific(i32 noundef %5, ptr noundef @calls) #5, !dbg !89
  call void @leave(), !dbg !90
  ret ptr null, !dbg !91
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !92 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %4 = call i32 @pthread_key_create(ptr noundef @again_key, ptr noundef @again) #5, !dbg !95
  %5 = call i32 @pthread_key_create(ptr noundef @deleted_key, ptr noundef @never) #5, !dbg !96
  %6 = call i32 @pthread_key_create(ptr noundef @plain_key, ptr noundef null) #5, !dbg !97
  %7 = load i32, ptr @deleted_key, align 4, !dbg !98
  %8 = call i32 @pthread_key_delete(i32 noundef %7) #5, !dbg !99
    #dbg_declare(ptr %2, !100, !DIExpression(), !103)
    #dbg_declare(ptr %3, !104, !DIExpression(), !105)
  %9 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #5, !dbg !106
  %10 = load i64, ptr %2, align 8, !dbg !107
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef %3), !dbg !108
  %12 = load ptr, ptr %3, align 8, !dbg !109
  %13 = icmp eq ptr %12, @calls, !dbg !109
  br i1 %13, label %14, label %15, !dbg !112

14:                                               ; preds = %0
  br label %16, !dbg !112

15:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 41, ptr noundef @__PRETTY_FUNCTION__.main) #7, !dbg !109
  unreachable, !dbg !109

16:                                               ; preds = %14
  %17 = load i32, ptr @calls, align 4, !dbg !113
  %18 = icmp eq i32 %17, 2, !dbg !113
  br i1 %18, label %19, label %20, !dbg !116

19:                                               ; preds = %16
  br label %21, !dbg !116

20:                                               ; preds = %16
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 42, ptr noundef @__PRETTY_FUNCTION__.main) #7, !dbg !113
  unreachable, !dbg !113

21:                                               ; preds = %19
  %22 = load i32, ptr @deleted_calls, align 4, !dbg !117
  %23 = icmp eq i32 %22, 0, !dbg !117
  br i1 %23, label %24, label %25, !dbg !120

24:                                               ; preds = %21
  br label %26, !dbg !120

25:                                               ; preds = %21
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 43, ptr noundef @__PRETTY_FUNCTION__.main) #7, !dbg !117
  unreachable, !dbg !117

26:                                               ; preds = %24
  ret i32 0, !dbg !121
}

; Function Attrs: nounwind
declare i32 @pthread_key_create(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_key_delete(i32 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "calls", scope: !2, file: !3, line: 9, type: !45, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tsd_rounds.c", directory: ".", checksumkind: CSK_MD5, checksum: "dc6e0876b3b67d31680c579c904c743d")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!7, !13, !18, !24, !29, !34, !39, !41, !0, !43}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 136, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 17)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 104, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 13)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 120, elements: !22)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!22 = !{!23}
!23 = !DISubrange(count: 15)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 42, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 88, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 11)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 152, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 19)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "again_key", scope: !2, file: !3, line: 8, type: !36, isLocal: false, isDefinition: true)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_key_t", file: !37, line: 49, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!38 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "deleted_key", scope: !2, file: !3, line: 8, type: !36, isLocal: false, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "plain_key", scope: !2, file: !3, line: 8, type: !36, isLocal: false, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "deleted_calls", scope: !2, file: !3, line: 9, type: !45, isLocal: false, isDefinition: true)
!45 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 2}
!52 = !{i32 7, !"frame-pointer", i32 2}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = distinct !DISubprogram(name: "again", scope: !3, file: !3, line: 11, type: !55, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{null, !5}
!57 = !{}
!58 = !DILocalVariable(name: "value", arg: 1, scope: !54, file: !3, line: 11, type: !5)
!59 = !DILocation(line: 11, column: 18, scope: !54)
!60 = !DILocation(line: 12, column: 8, scope: !54)
!61 = !DILocation(line: 13, column: 7, scope: !62)
!62 = distinct !DILexicalBlock(scope: !54, file: !3, line: 13, column: 7)
!63 = !DILocation(line: 13, column: 13, scope: !62)
!64 = !DILocation(line: 13, column: 7, scope: !54)
!65 = !DILocation(line: 14, column: 25, scope: !62)
!66 = !DILocation(line: 14, column: 5, scope: !62)
!67 = !DILocation(line: 15, column: 1, scope: !54)
!68 = distinct !DISubprogram(name: "never", scope: !3, file: !3, line: 17, type: !55, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !57)
!69 = !DILocalVariable(name: "value", arg: 1, scope: !68, file: !3, line: 17, type: !5)
!70 = !DILocation(line: 17, column: 18, scope: !68)
!71 = !DILocation(line: 17, column: 40, scope: !68)
!72 = !DILocation(line: 17, column: 44, scope: !68)
!73 = distinct !DISubprogram(name: "leave", scope: !3, file: !3, line: 19, type: !74, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !57)
!74 = !DISubroutineType(types: !75)
!75 = !{null}
!76 = !DILocalVariable(name: "local", scope: !73, file: !3, line: 20, type: !45)
!77 = !DILocation(line: 20, column: 7, scope: !73)
!78 = !DILocation(line: 21, column: 23, scope: !73)
!79 = !DILocation(line: 21, column: 3, scope: !73)
!80 = !DILocation(line: 22, column: 3, scope: !73)
!81 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 25, type: !82, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !57)
!82 = !DISubroutineType(types: !83)
!83 = !{!5, !5}
!84 = !DILocalVariable(name: "arg", arg: 1, scope: !81, file: !3, line: 25, type: !5)
!85 = !DILocation(line: 25, column: 20, scope: !81)
!86 = !DILocation(line: 26, column: 23, scope: !81)
!87 = !DILocation(line: 26, column: 3, scope: !81)
!88 = !DILocation(line: 27, column: 23, scope: !81)
!89 = !DILocation(line: 27, column: 3, scope: !81)
!90 = !DILocation(line: 28, column: 3, scope: !81)
!91 = !DILocation(line: 29, column: 3, scope: !81)
!92 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !93, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !57)
!93 = !DISubroutineType(types: !94)
!94 = !{!45}
!95 = !DILocation(line: 33, column: 3, scope: !92)
!96 = !DILocation(line: 34, column: 3, scope: !92)
!97 = !DILocation(line: 35, column: 3, scope: !92)
!98 = !DILocation(line: 36, column: 22, scope: !92)
!99 = !DILocation(line: 36, column: 3, scope: !92)
!100 = !DILocalVariable(name: "t", scope: !92, file: !3, line: 37, type: !101)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !37, line: 27, baseType: !102)
!102 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!103 = !DILocation(line: 37, column: 13, scope: !92)
!104 = !DILocalVariable(name: "result", scope: !92, file: !3, line: 38, type: !5)
!105 = !DILocation(line: 38, column: 9, scope: !92)
!106 = !DILocation(line: 39, column: 3, scope: !92)
!107 = !DILocation(line: 40, column: 16, scope: !92)
!108 = !DILocation(line: 40, column: 3, scope: !92)
!109 = !DILocation(line: 41, column: 3, scope: !110)
!110 = distinct !DILexicalBlock(scope: !111, file: !3, line: 41, column: 3)
!111 = distinct !DILexicalBlock(scope: !92, file: !3, line: 41, column: 3)
!112 = !DILocation(line: 41, column: 3, scope: !111)
!113 = !DILocation(line: 42, column: 3, scope: !114)
!114 = distinct !DILexicalBlock(scope: !115, file: !3, line: 42, column: 3)
!115 = distinct !DILexicalBlock(scope: !92, file: !3, line: 42, column: 3)
!116 = !DILocation(line: 42, column: 3, scope: !115)
!117 = !DILocation(line: 43, column: 3, scope: !118)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 43, column: 3)
!119 = distinct !DILexicalBlock(scope: !92, file: !3, line: 43, column: 3)
!120 = !DILocation(line: 43, column: 3, scope: !119)
!121 = !DILocation(line: 44, column: 3, scope: !92)
