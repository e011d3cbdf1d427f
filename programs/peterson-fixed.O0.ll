; ModuleID = 'peterson.c'
source_filename = "peterson.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.pa_desc = type { ptr, ptr, i32 }

@pa_f1 = dso_local global i32 0, align 4, !dbg !0
@pa_f0 = dso_local global i32 0, align 4, !dbg !25
@pa_last = dso_local global i32 0, align 4, !dbg !27
@count = dso_local global i32 0, align 4, !dbg !7
@.str = private unnamed_addr constant [11 x i8] c"count == 1\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [11 x i8] c"peterson.c\00", align 1, !dbg !17
@__PRETTY_FUNCTION__.threadx_critical = private unnamed_addr constant [28 x i8] c"void threadx_critical(void)\00", align 1, !dbg !19

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @pa_desc_init(ptr noundef %0, i32 noundef %1) #0 !dbg !37 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !48, !DIExpression(), !49)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !50, !DIExpression(), !51)
  %5 = load i32, ptr %4, align 4, !dbg !52
  %6 = icmp ne i32 %5, 0, !dbg !52
  %7 = zext i1 %6 to i64, !dbg !52
  %8 = select i1 %6, ptr @pa_f1, ptr @pa_f0, !dbg !52
  %9 = load ptr, ptr %3, align 8, !dbg !53
  %10 = getelementptr inbounds %struct.pa_desc, ptr %9, i32 0, i32 0, !dbg !54
  store ptr %8, ptr %10, align 8, !dbg !55
  %11 = load i32, ptr %4, align 4, !dbg !56
  %12 = icmp ne i32 %11, 0, !dbg !56
  %13 = zext i1 %12 to i64, !dbg !56
  %14 = select i1 %12, ptr @pa_f0, ptr @pa_f1, !dbg !56
  %15 = load ptr, ptr %3, align 8, !dbg !57
  %16 = getelementptr inbounds %struct.pa_desc, ptr %15, i32 0, i32 1, !dbg !58
  store ptr %14, ptr %16, align 8, !dbg !59
  %17 = load i32, ptr %4, align 4, !dbg !60
  %18 = icmp ne i32 %17, 0, !dbg !60
  %19 = zext i1 %18 to i64, !dbg !60
  %20 = select i1 %18, i32 2, i32 1, !dbg !60
  %21 = load ptr, ptr %3, align 8, !dbg !61
  %22 = getelementptr inbounds %struct.pa_desc, ptr %21, i32 0, i32 2, !dbg !62
  store i32 %20, ptr %22, align 8, !dbg !63
  ret void, !dbg !64
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @pa_desc_lock(ptr noundef %0) #0 !dbg !65 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !68, !DIExpression(), !69)
  %3 = load ptr, ptr %2, align 8, !dbg !70
  %4 = getelementptr inbounds %struct.pa_desc, ptr %3, i32 0, i32 0, !dbg !72
  %5 = load ptr, ptr %4, align 8, !dbg !72
  store volatile i32 1, ptr %5, align 4, !dbg !73
  %6 = load ptr, ptr %2, align 8, !dbg !74
  %7 = getelementptr inbounds %struct.pa_desc, ptr %6, i32 0, i32 2, !dbg !75
  %8 = load i32, ptr %7, align 8, !dbg !75
  store volatile i32 %8, ptr @pa_last, align 4, !dbg !76
  br label %9, !dbg !77

9:                                                ; preds = %23, %1
  %10 = load ptr, ptr %2, align 8, !dbg !78
  %11 = getelementptr inbounds %struct.pa_desc, ptr %10, i32 0, i32 1, !dbg !80
  %12 = load ptr, ptr %11, align 8, !dbg !80
  %13 = load volatile i32, ptr %12, align 4, !dbg !81
  %14 = icmp eq i32 %13, 1, !dbg !82
  br i1 %14, label %15, label %21, !dbg !83

15:                                               ; preds = %9
  %16 = load volatile i32, ptr @pa_last, align 4, !dbg !84
  %17 = load ptr, ptr %2, align 8, !dbg !85
  %18 = getelementptr inbounds %struct.pa_desc, ptr %17, i32 0, i32 2, !dbg !86
  %19 = load i32, ptr %18, align 8, !dbg !86
  %20 = icmp eq i32 %16, %19, !dbg !87
  br label %21

21:                                               ; preds = %15, %9
  %22 = phi i1 [ false, %9 ], [ %20, %15 ], !dbg !88
  br i1 %22, label %23, label %24, !dbg !89

23:                                               ; preds = %21
  br label %9, !dbg !90, !llvm.loop !91

24:                                               ; preds = %21
  ret void, !dbg !94
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @pa_desc_unlock(ptr noundef %0) #0 !dbg !95 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !96, !DIExpression(), !97)
  %3 = load ptr, ptr %2, align 8, !dbg !98
  %4 = getelementptr inbounds %struct.pa_desc, ptr %3, i32 0, i32 0, !dbg !99
  %5 = load ptr, ptr %4, align 8, !dbg !99
  store volatile i32 0, ptr %5, align 4, !dbg !100
  ret void, !dbg !101
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @threadx_critical() #0 !dbg !102 {
  %1 = load volatile i32, ptr @count, align 4, !dbg !105
  %2 = add nsw i32 %1, 1, !dbg !105
  store volatile i32 %2, ptr @count, align 4, !dbg !105
  %3 = load volatile i32, ptr @count, align 4, !dbg !106
  %4 = icmp eq i32 %3, 1, !dbg !106
  br i1 %4, label %5, label %6, !dbg !109

5:                                                ; preds = %0
  br label %7, !dbg !109

6:                                                ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 59, ptr noundef @__PRETTY_FUNCTION__.threadx_critical) #4, !dbg !106
  unreachable, !dbg !106

7:                                                ; preds = %5
  %8 = load volatile i32, ptr @count, align 4, !dbg !110
  %9 = add nsw i32 %8, -1, !dbg !110
  store volatile i32 %9, ptr @count, align 4, !dbg !110
  ret void, !dbg !111
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @thread0_main(ptr noundef %0) #0 !dbg !112 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.pa_desc, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !115, !DIExpression(), !116)
    #dbg_declare(ptr %3, !117, !DIExpression(), !118)
  call void @pa_desc_init(ptr noundef %3, i32 noundef 0), !dbg !119
  br label %4, !dbg !120

4:                                                ; preds = %4, %1
  call void @pa_desc_lock(ptr noundef %3), !dbg !121
  call void @threadx_critical(), !dbg !125
  call void @pa_desc_unlock(ptr noundef %3), !dbg !126
  br label %4, !dbg !127, !llvm.loop !128
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @thread1_main(ptr noundef %0) #0 !dbg !131 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.pa_desc, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !132, !DIExpression(), !133)
    #dbg_declare(ptr %3, !134, !DIExpression(), !135)
  call void @pa_desc_init(ptr noundef %3, i32 noundef 1), !dbg !136
  br label %4, !dbg !137

4:                                                ; preds = %4, %1
  call void @pa_desc_lock(ptr noundef %3), !dbg !138
  call void @threadx_critical(), !dbg !142
  call void @pa_desc_unlock(ptr noundef %3), !dbg !143
  br label %4, !dbg !144, !llvm.loop !145
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @check_exclusion() #0 !dbg !148 {
  %1 = load volatile i32, ptr @count, align 4, !dbg !151
  %2 = icmp sle i32 %1, 1, !dbg !152
  %3 = zext i1 %2 to i32, !dbg !152
  ret i32 %3, !dbg !153
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !154 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !155, !DIExpression(), !159)
    #dbg_declare(ptr %3, !160, !DIExpression(), !161)
  store volatile i32 0, ptr @pa_last, align 4, !dbg !162
  store volatile i32 0, ptr @pa_f1, align 4, !dbg !163
  store volatile i32 0, ptr @pa_f0, align 4, !dbg !164
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @thread0_main, ptr noundef null) #5, !dbg !165
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @thread1_main, ptr noundef null) #5, !dbg !166
  %6 = load i64, ptr %2, align 8, !dbg !167
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !168
  %8 = load i64, ptr %3, align 8, !dbg !169
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !170
  ret i32 0, !dbg !171
}

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
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pa_f1", scope: !2, file: !3, line: 27, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "peterson.c", directory: ".", checksumkind: CSK_MD5, checksum: "a61fd9d99fea175aada4e7d965e0a0e1")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!7, !11, !17, !19, !25, !0, !27}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 53, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 88, elements: !15)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !{!16}
!16 = !DISubrange(count: 11)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !13, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 224, elements: !23)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!23 = !{!24}
!24 = !DISubrange(count: 28)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "pa_f0", scope: !2, file: !3, line: 27, type: !9, isLocal: false, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "pa_last", scope: !2, file: !3, line: 27, type: !9, isLocal: false, isDefinition: true)
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"PIE Level", i32 2}
!34 = !{i32 7, !"uwtable", i32 2}
!35 = !{i32 7, !"frame-pointer", i32 2}
!36 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!37 = distinct !DISubprogram(name: "pa_desc_init", scope: !3, file: !3, line: 29, type: !38, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!38 = !DISubroutineType(types: !39)
!39 = !{null, !40, !10}
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pa_desc", file: !3, line: 22, size: 192, elements: !42)
!42 = !{!43, !45, !46}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !41, file: !3, line: 23, baseType: !44, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !41, file: !3, line: 23, baseType: !44, size: 64, offset: 64)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "last", scope: !41, file: !3, line: 24, baseType: !10, size: 32, offset: 128)
!47 = !{}
!48 = !DILocalVariable(name: "d", arg: 1, scope: !37, file: !3, line: 29, type: !40)
!49 = !DILocation(line: 29, column: 35, scope: !37)
!50 = !DILocalVariable(name: "i", arg: 2, scope: !37, file: !3, line: 29, type: !10)
!51 = !DILocation(line: 29, column: 42, scope: !37)
!52 = !DILocation(line: 31, column: 13, scope: !37)
!53 = !DILocation(line: 31, column: 5, scope: !37)
!54 = !DILocation(line: 31, column: 8, scope: !37)
!55 = !DILocation(line: 31, column: 11, scope: !37)
!56 = !DILocation(line: 32, column: 13, scope: !37)
!57 = !DILocation(line: 32, column: 5, scope: !37)
!58 = !DILocation(line: 32, column: 8, scope: !37)
!59 = !DILocation(line: 32, column: 11, scope: !37)
!60 = !DILocation(line: 33, column: 15, scope: !37)
!61 = !DILocation(line: 33, column: 5, scope: !37)
!62 = !DILocation(line: 33, column: 8, scope: !37)
!63 = !DILocation(line: 33, column: 13, scope: !37)
!64 = !DILocation(line: 34, column: 1, scope: !37)
!65 = distinct !DISubprogram(name: "pa_desc_lock", scope: !3, file: !3, line: 36, type: !66, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!66 = !DISubroutineType(types: !67)
!67 = !{null, !40}
!68 = !DILocalVariable(name: "d", arg: 1, scope: !65, file: !3, line: 36, type: !40)
!69 = !DILocation(line: 36, column: 35, scope: !65)
!70 = !DILocation(line: 38, column: 11, scope: !71)
!71 = distinct !DILexicalBlock(scope: !65, file: !3, line: 38, column: 5)
!72 = !DILocation(line: 38, column: 14, scope: !71)
!73 = !DILocation(line: 38, column: 17, scope: !71)
!74 = !DILocation(line: 38, column: 32, scope: !71)
!75 = !DILocation(line: 38, column: 35, scope: !71)
!76 = !DILocation(line: 38, column: 30, scope: !71)
!77 = !DILocation(line: 38, column: 10, scope: !71)
!78 = !DILocation(line: 38, column: 42, scope: !79)
!79 = distinct !DILexicalBlock(scope: !71, file: !3, line: 38, column: 5)
!80 = !DILocation(line: 38, column: 45, scope: !79)
!81 = !DILocation(line: 38, column: 41, scope: !79)
!82 = !DILocation(line: 38, column: 48, scope: !79)
!83 = !DILocation(line: 38, column: 53, scope: !79)
!84 = !DILocation(line: 38, column: 56, scope: !79)
!85 = !DILocation(line: 38, column: 67, scope: !79)
!86 = !DILocation(line: 38, column: 70, scope: !79)
!87 = !DILocation(line: 38, column: 64, scope: !79)
!88 = !DILocation(line: 0, scope: !79)
!89 = !DILocation(line: 38, column: 5, scope: !71)
!90 = !DILocation(line: 38, column: 5, scope: !79)
!91 = distinct !{!91, !89, !92, !93}
!92 = !DILocation(line: 39, column: 9, scope: !71)
!93 = !{!"llvm.loop.mustprogress"}
!94 = !DILocation(line: 40, column: 1, scope: !65)
!95 = distinct !DISubprogram(name: "pa_desc_unlock", scope: !3, file: !3, line: 42, type: !66, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!96 = !DILocalVariable(name: "d", arg: 1, scope: !95, file: !3, line: 42, type: !40)
!97 = !DILocation(line: 42, column: 37, scope: !95)
!98 = !DILocation(line: 44, column: 6, scope: !95)
!99 = !DILocation(line: 44, column: 9, scope: !95)
!100 = !DILocation(line: 44, column: 12, scope: !95)
!101 = !DILocation(line: 45, column: 1, scope: !95)
!102 = distinct !DISubprogram(name: "threadx_critical", scope: !3, file: !3, line: 56, type: !103, scopeLine: 57, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!103 = !DISubroutineType(types: !104)
!104 = !{null}
!105 = !DILocation(line: 58, column: 10, scope: !102)
!106 = !DILocation(line: 59, column: 5, scope: !107)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 59, column: 5)
!108 = distinct !DILexicalBlock(scope: !102, file: !3, line: 59, column: 5)
!109 = !DILocation(line: 59, column: 5, scope: !108)
!110 = !DILocation(line: 60, column: 10, scope: !102)
!111 = !DILocation(line: 61, column: 1, scope: !102)
!112 = distinct !DISubprogram(name: "thread0_main", scope: !3, file: !3, line: 63, type: !113, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!113 = !DISubroutineType(types: !114)
!114 = !{!5, !5}
!115 = !DILocalVariable(name: "args", arg: 1, scope: !112, file: !3, line: 63, type: !5)
!116 = !DILocation(line: 63, column: 26, scope: !112)
!117 = !DILocalVariable(name: "d", scope: !112, file: !3, line: 65, type: !41)
!118 = !DILocation(line: 65, column: 20, scope: !112)
!119 = !DILocation(line: 66, column: 5, scope: !112)
!120 = !DILocation(line: 67, column: 5, scope: !112)
!121 = !DILocation(line: 68, column: 9, scope: !122)
!122 = distinct !DILexicalBlock(scope: !123, file: !3, line: 67, column: 14)
!123 = distinct !DILexicalBlock(scope: !124, file: !3, line: 67, column: 5)
!124 = distinct !DILexicalBlock(scope: !112, file: !3, line: 67, column: 5)
!125 = !DILocation(line: 69, column: 9, scope: !122)
!126 = !DILocation(line: 70, column: 9, scope: !122)
!127 = !DILocation(line: 67, column: 5, scope: !123)
!128 = distinct !{!128, !129, !130}
!129 = !DILocation(line: 67, column: 5, scope: !124)
!130 = !DILocation(line: 71, column: 5, scope: !124)
!131 = distinct !DISubprogram(name: "thread1_main", scope: !3, file: !3, line: 75, type: !113, scopeLine: 76, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!132 = !DILocalVariable(name: "args", arg: 1, scope: !131, file: !3, line: 75, type: !5)
!133 = !DILocation(line: 75, column: 26, scope: !131)
!134 = !DILocalVariable(name: "d", scope: !131, file: !3, line: 77, type: !41)
!135 = !DILocation(line: 77, column: 20, scope: !131)
!136 = !DILocation(line: 78, column: 5, scope: !131)
!137 = !DILocation(line: 79, column: 5, scope: !131)
!138 = !DILocation(line: 80, column: 9, scope: !139)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 79, column: 14)
!140 = distinct !DILexicalBlock(scope: !141, file: !3, line: 79, column: 5)
!141 = distinct !DILexicalBlock(scope: !131, file: !3, line: 79, column: 5)
!142 = !DILocation(line: 81, column: 9, scope: !139)
!143 = !DILocation(line: 82, column: 9, scope: !139)
!144 = !DILocation(line: 79, column: 5, scope: !140)
!145 = distinct !{!145, !146, !147}
!146 = !DILocation(line: 79, column: 5, scope: !141)
!147 = !DILocation(line: 83, column: 5, scope: !141)
!148 = distinct !DISubprogram(name: "check_exclusion", scope: !3, file: !3, line: 88, type: !149, scopeLine: 89, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!149 = !DISubroutineType(types: !150)
!150 = !{!10}
!151 = !DILocation(line: 90, column: 12, scope: !148)
!152 = !DILocation(line: 90, column: 18, scope: !148)
!153 = !DILocation(line: 90, column: 5, scope: !148)
!154 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 93, type: !149, scopeLine: 94, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!155 = !DILocalVariable(name: "t0", scope: !154, file: !3, line: 95, type: !156)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !157, line: 27, baseType: !158)
!157 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!158 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!159 = !DILocation(line: 95, column: 15, scope: !154)
!160 = !DILocalVariable(name: "t1", scope: !154, file: !3, line: 95, type: !156)
!161 = !DILocation(line: 95, column: 19, scope: !154)
!162 = !DILocation(line: 96, column: 29, scope: !154)
!163 = !DILocation(line: 96, column: 19, scope: !154)
!164 = !DILocation(line: 96, column: 11, scope: !154)
!165 = !DILocation(line: 97, column: 5, scope: !154)
!166 = !DILocation(line: 98, column: 5, scope: !154)
!167 = !DILocation(line: 99, column: 18, scope: !154)
!168 = !DILocation(line: 99, column: 5, scope: !154)
!169 = !DILocation(line: 100, column: 18, scope: !154)
!170 = !DILocation(line: 100, column: 5, scope: !154)
!171 = !DILocation(line: 101, column: 5, scope: !154)
