; ModuleID = 'join_last_bug.c'
source_filename = "join_last_bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@inside = dso_local global i32 0, align 4, !dbg !22
@.str = private unnamed_addr constant [12 x i8] c"inside == 1\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [16 x i8] c"join_last_bug.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !64 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !69, !DIExpression(), !70)
    #dbg_declare(ptr %3, !71, !DIExpression(), !72)
  %4 = load ptr, ptr %2, align 8, !dbg !73
  %5 = icmp ne ptr %4, null, !dbg !74
  %6 = zext i1 %5 to i32, !dbg !74
  store i32 %6, ptr %3, align 4, !dbg !72
  %7 = load i32, ptr %3, align 4, !dbg !75
  %8 = icmp ne i32 %7, 0, !dbg !75
  br i1 %8, label %9, label %11, !dbg !77

9:                                                ; preds = %1
  %10 = call i32 @pthread_mutex_lock(ptr noundef @m) #6, !dbg !78
  br label %11, !dbg !78

11:                                               ; preds = %9, %1
  %12 = load i32, ptr @inside, align 4, !dbg !79
  %13 = add nsw i32 %12, 1, !dbg !79
  store i32 %13, ptr @inside, align 4, !dbg !79
  %14 = load i32, ptr @inside, align 4, !dbg !80
  %15 = icmp eq i32 %14, 1, !dbg !80
  br i1 %15, label %16, label %17, !dbg !83

16:                                               ; preds = %11
  br label %18, !dbg !83

17:                                               ; preds = %11
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 15, ptr noundef @__PRETTY_FUNCTION__.worker) #7, !dbg !80
  unreachable, !dbg !80

18:                                               ; preds = %16
  %19 = load i32, ptr @inside, align 4, !dbg !84
  %20 = add nsw i32 %19, -1, !dbg !84
  store i32 %20, ptr @inside, align 4, !dbg !84
  %21 = load i32, ptr %3, align 4, !dbg !85
  %22 = icmp ne i32 %21, 0, !dbg !85
  br i1 %22, label %23, label %25, !dbg !87

23:                                               ; preds = %18
  %24 = call i32 @pthread_mutex_unlock(ptr noundef @m) #6, !dbg !88
  br label %25, !dbg !88

25:                                               ; preds = %23, %18
  ret ptr null, !dbg !89
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !90 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !95, !DIExpression(), !96)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !97, !DIExpression(), !98)
    #dbg_declare(ptr %6, !99, !DIExpression(), !100)
  %10 = load i32, ptr %4, align 4, !dbg !101
  %11 = icmp sgt i32 %10, 1, !dbg !102
  br i1 %11, label %12, label %17, !dbg !101

12:                                               ; preds = %2
  %13 = load ptr, ptr %5, align 8, !dbg !103
  %14 = getelementptr inbounds ptr, ptr %13, i64 1, !dbg !103
  %15 = load ptr, ptr %14, align 8, !dbg !103
  %16 = call i32 @atoi(ptr noundef %15) #8, !dbg !104
  br label %18, !dbg !101

17:                                               ; preds = %2
  br label %18, !dbg !101

18:                                               ; preds = %17, %12
  %19 = phi i32 [ %16, %12 ], [ -1, %17 ], !dbg !101
  store i32 %19, ptr %6, align 4, !dbg !100
    #dbg_declare(ptr %7, !105, !DIExpression(), !108)
    #dbg_declare(ptr %8, !109, !DIExpression(), !110)
  store i32 0, ptr %8, align 4, !dbg !110
    #dbg_declare(ptr %9, !111, !DIExpression(), !113)
  store i32 0, ptr %9, align 4, !dbg !113
  br label %20, !dbg !114

20:                                               ; preds = %45, %18
  %21 = load i32, ptr %6, align 4, !dbg !115
  %22 = icmp slt i32 %21, 0, !dbg !117
  br i1 %22, label %27, label %23, !dbg !118

23:                                               ; preds = %20
  %24 = load i32, ptr %9, align 4, !dbg !119
  %25 = load i32, ptr %6, align 4, !dbg !120
  %26 = icmp slt i32 %24, %25, !dbg !121
  br label %27, !dbg !118

27:                                               ; preds = %23, %20
  %28 = phi i1 [ true, %20 ], [ %26, %23 ]
  br i1 %28, label %29, label %51, !dbg !122

29:                                               ; preds = %27
  %30 = load i32, ptr %8, align 4, !dbg !123
  %31 = icmp ne i32 %30, 0, !dbg !125
  %32 = xor i1 %31, true, !dbg !125
  %33 = zext i1 %32 to i32, !dbg !125
  store i32 %33, ptr %8, align 4, !dbg !126
  %34 = load i32, ptr %8, align 4, !dbg !127
  %35 = icmp ne i32 %34, 0, !dbg !127
  %36 = zext i1 %35 to i64, !dbg !127
  %37 = select i1 %35, ptr @m, ptr null, !dbg !127
  %38 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @worker, ptr noundef %37) #6, !dbg !128
  %39 = load i32, ptr %8, align 4, !dbg !129
  %40 = icmp ne i32 %39, 0, !dbg !129
  br i1 %40, label %41, label %44, !dbg !131

41:                                               ; preds = %29
  %42 = load i64, ptr %7, align 8, !dbg !132
  %43 = call i32 @pthread_join(i64 noundef %42, ptr noundef null), !dbg !133
  br label %44, !dbg !133

44:                                               ; preds = %41, %29
  br label %45, !dbg !134

45:                                               ; preds = %44
  %46 = load i32, ptr %6, align 4, !dbg !135
  %47 = icmp sgt i32 %46, 0, !dbg !136
  %48 = zext i1 %47 to i32, !dbg !136
  %49 = load i32, ptr %9, align 4, !dbg !137
  %50 = add nsw i32 %49, %48, !dbg !137
  store i32 %50, ptr %9, align 4, !dbg !137
  br label %20, !dbg !138, !llvm.loop !139

51:                                               ; preds = %27
  call void @pthread_exit(ptr noundef null) #9, !dbg !142
  unreachable, !dbg !142
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #4

; Function Attrs: noreturn
declare void @pthread_exit(ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind willreturn memory(read) }
attributes #9 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 8, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "join_last_bug.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "b66f666d640e2c8a5268f01b7b0cc21a")
!4 = !{!0, !5, !11, !16, !22}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 12)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 16)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "inside", scope: !2, file: !3, line: 7, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !26, line: 72, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!27 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !26, line: 67, size: 320, elements: !28)
!28 = !{!29, !50, !54}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !27, file: !26, line: 69, baseType: !30, size: 320)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !31, line: 22, size: 320, elements: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!32 = !{!33, !34, !36, !37, !38, !39, !41, !42}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !30, file: !31, line: 24, baseType: !24, size: 32)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !30, file: !31, line: 25, baseType: !35, size: 32, offset: 32)
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !30, file: !31, line: 26, baseType: !24, size: 32, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !30, file: !31, line: 28, baseType: !35, size: 32, offset: 96)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !30, file: !31, line: 32, baseType: !24, size: 32, offset: 128)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !30, file: !31, line: 34, baseType: !40, size: 16, offset: 160)
!40 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !30, file: !31, line: 35, baseType: !40, size: 16, offset: 176)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !30, file: !31, line: 36, baseType: !43, size: 128, offset: 192)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !44, line: 55, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!45 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !44, line: 51, size: 128, elements: !46)
!46 = !{!47, !49}
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !45, file: !44, line: 53, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !45, file: !44, line: 54, baseType: !48, size: 64, offset: 64)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !27, file: !26, line: 70, baseType: !51, size: 320)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 40)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !27, file: !26, line: 71, baseType: !55, size: 64)
!55 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!56 = !{i32 7, !"Dwarf Version", i32 5}
!57 = !{i32 2, !"Debug Info Version", i32 3}
!58 = !{i32 1, !"wchar_size", i32 4}
!59 = !{i32 8, !"PIC Level", i32 2}
!60 = !{i32 7, !"PIE Level", i32 2}
!61 = !{i32 7, !"uwtable", i32 2}
!62 = !{i32 7, !"frame-pointer", i32 2}
!63 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!64 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 10, type: !65, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !68)
!65 = !DISubroutineType(types: !66)
!66 = !{!67, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!68 = !{}
!69 = !DILocalVariable(name: "arg", arg: 1, scope: !64, file: !3, line: 10, type: !67)
!70 = !DILocation(line: 10, column: 20, scope: !64)
!71 = !DILocalVariable(name: "locks", scope: !64, file: !3, line: 11, type: !24)
!72 = !DILocation(line: 11, column: 7, scope: !64)
!73 = !DILocation(line: 11, column: 15, scope: !64)
!74 = !DILocation(line: 11, column: 19, scope: !64)
!75 = !DILocation(line: 12, column: 7, scope: !76)
!76 = distinct !DILexicalBlock(scope: !64, file: !3, line: 12, column: 7)
!77 = !DILocation(line: 12, column: 7, scope: !64)
!78 = !DILocation(line: 13, column: 5, scope: !76)
!79 = !DILocation(line: 14, column: 9, scope: !64)
!80 = !DILocation(line: 15, column: 3, scope: !81)
!81 = distinct !DILexicalBlock(scope: !82, file: !3, line: 15, column: 3)
!82 = distinct !DILexicalBlock(scope: !64, file: !3, line: 15, column: 3)
!83 = !DILocation(line: 15, column: 3, scope: !82)
!84 = !DILocation(line: 16, column: 9, scope: !64)
!85 = !DILocation(line: 17, column: 7, scope: !86)
!86 = distinct !DILexicalBlock(scope: !64, file: !3, line: 17, column: 7)
!87 = !DILocation(line: 17, column: 7, scope: !64)
!88 = !DILocation(line: 18, column: 5, scope: !86)
!89 = !DILocation(line: 19, column: 3, scope: !64)
!90 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !91, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !68)
!91 = !DISubroutineType(types: !92)
!92 = !{!24, !24, !93}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!95 = !DILocalVariable(name: "argc", arg: 1, scope: !90, file: !3, line: 22, type: !24)
!96 = !DILocation(line: 22, column: 14, scope: !90)
!97 = !DILocalVariable(name: "argv", arg: 2, scope: !90, file: !3, line: 22, type: !93)
!98 = !DILocation(line: 22, column: 27, scope: !90)
!99 = !DILocalVariable(name: "n", scope: !90, file: !3, line: 23, type: !24)
!100 = !DILocation(line: 23, column: 7, scope: !90)
!101 = !DILocation(line: 23, column: 11, scope: !90)
!102 = !DILocation(line: 23, column: 16, scope: !90)
!103 = !DILocation(line: 23, column: 27, scope: !90)
!104 = !DILocation(line: 23, column: 22, scope: !90)
!105 = !DILocalVariable(name: "t", scope: !90, file: !3, line: 24, type: !106)
!106 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !26, line: 27, baseType: !107)
!107 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!108 = !DILocation(line: 24, column: 13, scope: !90)
!109 = !DILocalVariable(name: "join", scope: !90, file: !3, line: 25, type: !24)
!110 = !DILocation(line: 25, column: 7, scope: !90)
!111 = !DILocalVariable(name: "i", scope: !112, file: !3, line: 26, type: !24)
!112 = distinct !DILexicalBlock(scope: !90, file: !3, line: 26, column: 3)
!113 = !DILocation(line: 26, column: 12, scope: !112)
!114 = !DILocation(line: 26, column: 8, scope: !112)
!115 = !DILocation(line: 26, column: 19, scope: !116)
!116 = distinct !DILexicalBlock(scope: !112, file: !3, line: 26, column: 3)
!117 = !DILocation(line: 26, column: 21, scope: !116)
!118 = !DILocation(line: 26, column: 25, scope: !116)
!119 = !DILocation(line: 26, column: 28, scope: !116)
!120 = !DILocation(line: 26, column: 32, scope: !116)
!121 = !DILocation(line: 26, column: 30, scope: !116)
!122 = !DILocation(line: 26, column: 3, scope: !112)
!123 = !DILocation(line: 27, column: 13, scope: !124)
!124 = distinct !DILexicalBlock(scope: !116, file: !3, line: 26, column: 47)
!125 = !DILocation(line: 27, column: 12, scope: !124)
!126 = !DILocation(line: 27, column: 10, scope: !124)
!127 = !DILocation(line: 28, column: 35, scope: !124)
!128 = !DILocation(line: 28, column: 5, scope: !124)
!129 = !DILocation(line: 29, column: 9, scope: !130)
!130 = distinct !DILexicalBlock(scope: !124, file: !3, line: 29, column: 9)
!131 = !DILocation(line: 29, column: 9, scope: !124)
!132 = !DILocation(line: 30, column: 20, scope: !130)
!133 = !DILocation(line: 30, column: 7, scope: !130)
!134 = !DILocation(line: 31, column: 3, scope: !124)
!135 = !DILocation(line: 26, column: 40, scope: !116)
!136 = !DILocation(line: 26, column: 42, scope: !116)
!137 = !DILocation(line: 26, column: 37, scope: !116)
!138 = !DILocation(line: 26, column: 3, scope: !116)
!139 = distinct !{!139, !122, !140, !141}
!140 = !DILocation(line: 31, column: 3, scope: !112)
!141 = !{!"llvm.loop.mustprogress"}
!142 = !DILocation(line: 32, column: 3, scope: !90)
