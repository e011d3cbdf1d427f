; ModuleID = 'join_last.c'
source_filename = "join_last.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@inside = dso_local global i32 0, align 4, !dbg !19
@.str = private unnamed_addr constant [12 x i8] c"inside == 1\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [12 x i8] c"join_last.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !13

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !61 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !66, !DIExpression(), !67)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #6, !dbg !68
  %4 = load i32, ptr @inside, align 4, !dbg !69
  %5 = add nsw i32 %4, 1, !dbg !69
  store i32 %5, ptr @inside, align 4, !dbg !69
  %6 = load i32, ptr @inside, align 4, !dbg !70
  %7 = icmp eq i32 %6, 1, !dbg !70
  br i1 %7, label %8, label %9, !dbg !73

8:                                                ; preds = %1
  br label %10, !dbg !73

9:                                                ; preds = %1
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 19, ptr noundef @__PRETTY_FUNCTION__.worker) #7, !dbg !70
  unreachable, !dbg !70

10:                                               ; preds = %8
  %11 = load i32, ptr @inside, align 4, !dbg !74
  %12 = add nsw i32 %11, -1, !dbg !74
  store i32 %12, ptr @inside, align 4, !dbg !74
  %13 = call i32 @pthread_mutex_unlock(ptr noundef @m) #6, !dbg !75
  ret ptr null, !dbg !76
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !77 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !82, !DIExpression(), !83)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !84, !DIExpression(), !85)
    #dbg_declare(ptr %6, !86, !DIExpression(), !87)
  %10 = load i32, ptr %4, align 4, !dbg !88
  %11 = icmp sgt i32 %10, 1, !dbg !89
  br i1 %11, label %12, label %17, !dbg !88

12:                                               ; preds = %2
  %13 = load ptr, ptr %5, align 8, !dbg !90
  %14 = getelementptr inbounds ptr, ptr %13, i64 1, !dbg !90
  %15 = load ptr, ptr %14, align 8, !dbg !90
  %16 = call i32 @atoi(ptr noundef %15) #8, !dbg !91
  br label %18, !dbg !88

17:                                               ; preds = %2
  br label %18, !dbg !88

18:                                               ; preds = %17, %12
  %19 = phi i32 [ %16, %12 ], [ -1, %17 ], !dbg !88
  store i32 %19, ptr %6, align 4, !dbg !87
    #dbg_declare(ptr %7, !92, !DIExpression(), !95)
    #dbg_declare(ptr %8, !96, !DIExpression(), !97)
  store i32 0, ptr %8, align 4, !dbg !97
    #dbg_declare(ptr %9, !98, !DIExpression(), !100)
  store i32 0, ptr %9, align 4, !dbg !100
  br label %20, !dbg !101

20:                                               ; preds = %41, %18
  %21 = load i32, ptr %6, align 4, !dbg !102
  %22 = icmp slt i32 %21, 0, !dbg !104
  br i1 %22, label %27, label %23, !dbg !105

23:                                               ; preds = %20
  %24 = load i32, ptr %9, align 4, !dbg !106
  %25 = load i32, ptr %6, align 4, !dbg !107
  %26 = icmp slt i32 %24, %25, !dbg !108
  br label %27, !dbg !105

27:                                               ; preds = %23, %20
  %28 = phi i1 [ true, %20 ], [ %26, %23 ]
  br i1 %28, label %29, label %47, !dbg !109

29:                                               ; preds = %27
  %30 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @worker, ptr noundef null) #6, !dbg !110
  %31 = load i32, ptr %8, align 4, !dbg !112
  %32 = icmp ne i32 %31, 0, !dbg !113
  %33 = xor i1 %32, true, !dbg !113
  %34 = zext i1 %33 to i32, !dbg !113
  store i32 %34, ptr %8, align 4, !dbg !114
  %35 = load i32, ptr %8, align 4, !dbg !115
  %36 = icmp ne i32 %35, 0, !dbg !115
  br i1 %36, label %37, label %40, !dbg !117

37:                                               ; preds = %29
  %38 = load i64, ptr %7, align 8, !dbg !118
  %39 = call i32 @pthread_join(i64 noundef %38, ptr noundef null), !dbg !119
  br label %40, !dbg !119

40:                                               ; preds = %37, %29
  br label %41, !dbg !120

41:                                               ; preds = %40
  %42 = load i32, ptr %6, align 4, !dbg !121
  %43 = icmp sgt i32 %42, 0, !dbg !122
  %44 = zext i1 %43 to i32, !dbg !122
  %45 = load i32, ptr %9, align 4, !dbg !123
  %46 = add nsw i32 %45, %44, !dbg !123
  store i32 %46, ptr %9, align 4, !dbg !123
  br label %20, !dbg !124, !llvm.loop !125

47:                                               ; preds = %27
  call void @pthread_exit(ptr noundef null) #9, !dbg !128
  unreachable, !dbg !128
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
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58, !59}
!llvm.ident = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 14, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "join_last.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "c22a7c57715d02b37e0596f8f59298d0")
!4 = !{!0, !5, !11, !13, !19}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 12)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !7, isLocal: true, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 168, elements: !17)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!17 = !{!18}
!18 = !DISubrange(count: 21)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "inside", scope: !2, file: !3, line: 13, type: !21, isLocal: false, isDefinition: true)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !23, line: 72, baseType: !24)
!23 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!24 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !23, line: 67, size: 320, elements: !25)
!25 = !{!26, !47, !51}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !24, file: !23, line: 69, baseType: !27, size: 320)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !28, line: 22, size: 320, elements: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!29 = !{!30, !31, !33, !34, !35, !36, !38, !39}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !27, file: !28, line: 24, baseType: !21, size: 32)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !27, file: !28, line: 25, baseType: !32, size: 32, offset: 32)
!32 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !27, file: !28, line: 26, baseType: !21, size: 32, offset: 64)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !27, file: !28, line: 28, baseType: !32, size: 32, offset: 96)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !27, file: !28, line: 32, baseType: !21, size: 32, offset: 128)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !27, file: !28, line: 34, baseType: !37, size: 16, offset: 160)
!37 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !27, file: !28, line: 35, baseType: !37, size: 16, offset: 176)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !27, file: !28, line: 36, baseType: !40, size: 128, offset: 192)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !41, line: 55, baseType: !42)
!41 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !41, line: 51, size: 128, elements: !43)
!43 = !{!44, !46}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !42, file: !41, line: 53, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !42, file: !41, line: 54, baseType: !45, size: 64, offset: 64)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !24, file: !23, line: 70, baseType: !48, size: 320)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 40)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !24, file: !23, line: 71, baseType: !52, size: 64)
!52 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!53 = !{i32 7, !"Dwarf Version", i32 5}
!54 = !{i32 2, !"Debug Info Version", i32 3}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 8, !"PIC Level", i32 2}
!57 = !{i32 7, !"PIE Level", i32 2}
!58 = !{i32 7, !"uwtable", i32 2}
!59 = !{i32 7, !"frame-pointer", i32 2}
!60 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!61 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 16, type: !62, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !65)
!62 = !DISubroutineType(types: !63)
!63 = !{!64, !64}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!65 = !{}
!66 = !DILocalVariable(name: "arg", arg: 1, scope: !61, file: !3, line: 16, type: !64)
!67 = !DILocation(line: 16, column: 20, scope: !61)
!68 = !DILocation(line: 17, column: 3, scope: !61)
!69 = !DILocation(line: 18, column: 9, scope: !61)
!70 = !DILocation(line: 19, column: 3, scope: !71)
!71 = distinct !DILexicalBlock(scope: !72, file: !3, line: 19, column: 3)
!72 = distinct !DILexicalBlock(scope: !61, file: !3, line: 19, column: 3)
!73 = !DILocation(line: 19, column: 3, scope: !72)
!74 = !DILocation(line: 20, column: 9, scope: !61)
!75 = !DILocation(line: 21, column: 3, scope: !61)
!76 = !DILocation(line: 22, column: 3, scope: !61)
!77 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !78, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !65)
!78 = !DISubroutineType(types: !79)
!79 = !{!21, !21, !80}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!82 = !DILocalVariable(name: "argc", arg: 1, scope: !77, file: !3, line: 25, type: !21)
!83 = !DILocation(line: 25, column: 14, scope: !77)
!84 = !DILocalVariable(name: "argv", arg: 2, scope: !77, file: !3, line: 25, type: !80)
!85 = !DILocation(line: 25, column: 27, scope: !77)
!86 = !DILocalVariable(name: "n", scope: !77, file: !3, line: 26, type: !21)
!87 = !DILocation(line: 26, column: 7, scope: !77)
!88 = !DILocation(line: 26, column: 11, scope: !77)
!89 = !DILocation(line: 26, column: 16, scope: !77)
!90 = !DILocation(line: 26, column: 27, scope: !77)
!91 = !DILocation(line: 26, column: 22, scope: !77)
!92 = !DILocalVariable(name: "t", scope: !77, file: !3, line: 27, type: !93)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !23, line: 27, baseType: !94)
!94 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!95 = !DILocation(line: 27, column: 13, scope: !77)
!96 = !DILocalVariable(name: "join", scope: !77, file: !3, line: 28, type: !21)
!97 = !DILocation(line: 28, column: 7, scope: !77)
!98 = !DILocalVariable(name: "i", scope: !99, file: !3, line: 29, type: !21)
!99 = distinct !DILexicalBlock(scope: !77, file: !3, line: 29, column: 3)
!100 = !DILocation(line: 29, column: 12, scope: !99)
!101 = !DILocation(line: 29, column: 8, scope: !99)
!102 = !DILocation(line: 29, column: 19, scope: !103)
!103 = distinct !DILexicalBlock(scope: !99, file: !3, line: 29, column: 3)
!104 = !DILocation(line: 29, column: 21, scope: !103)
!105 = !DILocation(line: 29, column: 25, scope: !103)
!106 = !DILocation(line: 29, column: 28, scope: !103)
!107 = !DILocation(line: 29, column: 32, scope: !103)
!108 = !DILocation(line: 29, column: 30, scope: !103)
!109 = !DILocation(line: 29, column: 3, scope: !99)
!110 = !DILocation(line: 30, column: 5, scope: !111)
!111 = distinct !DILexicalBlock(scope: !103, file: !3, line: 29, column: 47)
!112 = !DILocation(line: 31, column: 13, scope: !111)
!113 = !DILocation(line: 31, column: 12, scope: !111)
!114 = !DILocation(line: 31, column: 10, scope: !111)
!115 = !DILocation(line: 32, column: 9, scope: !116)
!116 = distinct !DILexicalBlock(scope: !111, file: !3, line: 32, column: 9)
!117 = !DILocation(line: 32, column: 9, scope: !111)
!118 = !DILocation(line: 33, column: 20, scope: !116)
!119 = !DILocation(line: 33, column: 7, scope: !116)
!120 = !DILocation(line: 34, column: 3, scope: !111)
!121 = !DILocation(line: 29, column: 40, scope: !103)
!122 = !DILocation(line: 29, column: 42, scope: !103)
!123 = !DILocation(line: 29, column: 37, scope: !103)
!124 = !DILocation(line: 29, column: 3, scope: !103)
!125 = distinct !{!125, !109, !126, !127}
!126 = !DILocation(line: 34, column: 3, scope: !99)
!127 = !{!"llvm.loop.mustprogress"}
!128 = !DILocation(line: 35, column: 3, scope: !77)
