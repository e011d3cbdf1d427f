; ModuleID = 'race.c'
source_filename = "race.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@counter = dso_local global i32 0, align 4, !dbg !24
@.str = private unnamed_addr constant [22 x i8] c"counter == 2 * ROUNDS\00", align 1, !dbg !7
@.str.1 = private unnamed_addr constant [7 x i8] c"race.c\00", align 1, !dbg !13
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !18

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !66 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !70, !DIExpression(), !76)
    #dbg_declare(ptr %3, !77, !DIExpression(), !79)
  store i32 0, ptr %3, align 4, !dbg !79
  br label %5, !dbg !80

5:                                                ; preds = %13, %0
  %6 = load i32, ptr %3, align 4, !dbg !81
  %7 = icmp slt i32 %6, 2, !dbg !83
  br i1 %7, label %8, label %16, !dbg !84

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !85
  %10 = sext i32 %9 to i64, !dbg !86
  %11 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %10, !dbg !86
  %12 = call i32 @pthread_create(ptr noundef %11, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !87
  br label %13, !dbg !87

13:                                               ; preds = %8
  %14 = load i32, ptr %3, align 4, !dbg !88
  %15 = add nsw i32 %14, 1, !dbg !88
  store i32 %15, ptr %3, align 4, !dbg !88
  br label %5, !dbg !89, !llvm.loop !90

16:                                               ; preds = %5
    #dbg_declare(ptr %4, !93, !DIExpression(), !95)
  store i32 0, ptr %4, align 4, !dbg !95
  br label %17, !dbg !96

17:                                               ; preds = %26, %16
  %18 = load i32, ptr %4, align 4, !dbg !97
  %19 = icmp slt i32 %18, 2, !dbg !99
  br i1 %19, label %20, label %29, !dbg !100

20:                                               ; preds = %17
  %21 = load i32, ptr %4, align 4, !dbg !101
  %22 = sext i32 %21 to i64, !dbg !102
  %23 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %22, !dbg !102
  %24 = load i64, ptr %23, align 8, !dbg !102
  %25 = call i32 @pthread_join(i64 noundef %24, ptr noundef null), !dbg !103
  br label %26, !dbg !103

26:                                               ; preds = %20
  %27 = load i32, ptr %4, align 4, !dbg !104
  %28 = add nsw i32 %27, 1, !dbg !104
  store i32 %28, ptr %4, align 4, !dbg !104
  br label %17, !dbg !105, !llvm.loop !106

29:                                               ; preds = %17
  %30 = load i32, ptr @counter, align 4, !dbg !108
  %31 = icmp eq i32 %30, 4, !dbg !108
  br i1 %31, label %32, label %33, !dbg !111

32:                                               ; preds = %29
  br label %34, !dbg !111

33:                                               ; preds = %29
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 51, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !108
  unreachable, !dbg !108

34:                                               ; preds = %32
  ret i32 0, !dbg !112
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @worker(ptr noundef %0) #0 !dbg !113 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !116, !DIExpression(), !117)
  %4 = load ptr, ptr %2, align 8, !dbg !118
    #dbg_declare(ptr %3, !119, !DIExpression(), !121)
  store i32 0, ptr %3, align 4, !dbg !121
  br label %5, !dbg !122

5:                                                ; preds = %13, %1
  %6 = load i32, ptr %3, align 4, !dbg !123
  %7 = icmp slt i32 %6, 2, !dbg !125
  br i1 %7, label %8, label %16, !dbg !126

8:                                                ; preds = %5
  %9 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !127
  %10 = load i32, ptr @counter, align 4, !dbg !129
  %11 = add nsw i32 %10, 1, !dbg !129
  store i32 %11, ptr @counter, align 4, !dbg !129
  %12 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !130
  br label %13, !dbg !131

13:                                               ; preds = %8
  %14 = load i32, ptr %3, align 4, !dbg !132
  %15 = add nsw i32 %14, 1, !dbg !132
  store i32 %15, ptr %3, align 4, !dbg !132
  br label %5, !dbg !133, !llvm.loop !134

16:                                               ; preds = %5
  ret ptr null, !dbg !136
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!58, !59, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 24, type: !27, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race.c", directory: ".", checksumkind: CSK_MD5, checksum: "700a1e0d04d1c1d30f0aa6e3535cebe8")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7, !13, !18, !24}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 176, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 22)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 56, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 7)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 120, elements: !22)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!22 = !{!23}
!23 = !DISubrange(count: 15)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 21, type: !26, isLocal: false, isDefinition: true)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !28, line: 72, baseType: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!29 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !28, line: 67, size: 320, elements: !30)
!30 = !{!31, !52, !56}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !29, file: !28, line: 69, baseType: !32, size: 320)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !33, line: 22, size: 320, elements: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!34 = !{!35, !36, !38, !39, !40, !41, !43, !44}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !32, file: !33, line: 24, baseType: !26, size: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !32, file: !33, line: 25, baseType: !37, size: 32, offset: 32)
!37 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !32, file: !33, line: 26, baseType: !26, size: 32, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !32, file: !33, line: 28, baseType: !37, size: 32, offset: 96)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !32, file: !33, line: 32, baseType: !26, size: 32, offset: 128)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !32, file: !33, line: 34, baseType: !42, size: 16, offset: 160)
!42 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !32, file: !33, line: 35, baseType: !42, size: 16, offset: 176)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !32, file: !33, line: 36, baseType: !45, size: 128, offset: 192)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !46, line: 55, baseType: !47)
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !46, line: 51, size: 128, elements: !48)
!48 = !{!49, !51}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !47, file: !46, line: 53, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !47, file: !46, line: 54, baseType: !50, size: 64, offset: 64)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !29, file: !28, line: 70, baseType: !53, size: 320)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 320, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 40)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !29, file: !28, line: 71, baseType: !57, size: 64)
!57 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!58 = !{i32 7, !"Dwarf Version", i32 5}
!59 = !{i32 2, !"Debug Info Version", i32 3}
!60 = !{i32 1, !"wchar_size", i32 4}
!61 = !{i32 8, !"PIC Level", i32 2}
!62 = !{i32 7, !"PIE Level", i32 2}
!63 = !{i32 7, !"uwtable", i32 2}
!64 = !{i32 7, !"frame-pointer", i32 2}
!65 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!66 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 44, type: !67, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !69)
!67 = !DISubroutineType(types: !68)
!68 = !{!26}
!69 = !{}
!70 = !DILocalVariable(name: "t", scope: !66, file: !3, line: 46, type: !71)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 128, elements: !74)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !28, line: 27, baseType: !73)
!73 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!74 = !{!75}
!75 = !DISubrange(count: 2)
!76 = !DILocation(line: 46, column: 15, scope: !66)
!77 = !DILocalVariable(name: "i", scope: !78, file: !3, line: 47, type: !26)
!78 = distinct !DILexicalBlock(scope: !66, file: !3, line: 47, column: 5)
!79 = !DILocation(line: 47, column: 14, scope: !78)
!80 = !DILocation(line: 47, column: 10, scope: !78)
!81 = !DILocation(line: 47, column: 21, scope: !82)
!82 = distinct !DILexicalBlock(scope: !78, file: !3, line: 47, column: 5)
!83 = !DILocation(line: 47, column: 23, scope: !82)
!84 = !DILocation(line: 47, column: 5, scope: !78)
!85 = !DILocation(line: 48, column: 27, scope: !82)
!86 = !DILocation(line: 48, column: 25, scope: !82)
!87 = !DILocation(line: 48, column: 9, scope: !82)
!88 = !DILocation(line: 47, column: 29, scope: !82)
!89 = !DILocation(line: 47, column: 5, scope: !82)
!90 = distinct !{!90, !84, !91, !92}
!91 = !DILocation(line: 48, column: 49, scope: !78)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 49, type: !26)
!94 = distinct !DILexicalBlock(scope: !66, file: !3, line: 49, column: 5)
!95 = !DILocation(line: 49, column: 14, scope: !94)
!96 = !DILocation(line: 49, column: 10, scope: !94)
!97 = !DILocation(line: 49, column: 21, scope: !98)
!98 = distinct !DILexicalBlock(scope: !94, file: !3, line: 49, column: 5)
!99 = !DILocation(line: 49, column: 23, scope: !98)
!100 = !DILocation(line: 49, column: 5, scope: !94)
!101 = !DILocation(line: 50, column: 24, scope: !98)
!102 = !DILocation(line: 50, column: 22, scope: !98)
!103 = !DILocation(line: 50, column: 9, scope: !98)
!104 = !DILocation(line: 49, column: 29, scope: !98)
!105 = !DILocation(line: 49, column: 5, scope: !98)
!106 = distinct !{!106, !100, !107, !92}
!107 = !DILocation(line: 50, column: 32, scope: !94)
!108 = !DILocation(line: 51, column: 5, scope: !109)
!109 = distinct !DILexicalBlock(scope: !110, file: !3, line: 51, column: 5)
!110 = distinct !DILexicalBlock(scope: !66, file: !3, line: 51, column: 5)
!111 = !DILocation(line: 51, column: 5, scope: !110)
!112 = !DILocation(line: 52, column: 5, scope: !66)
!113 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 27, type: !114, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !69)
!114 = !DISubroutineType(types: !115)
!115 = !{!5, !5}
!116 = !DILocalVariable(name: "arg", arg: 1, scope: !113, file: !3, line: 27, type: !5)
!117 = !DILocation(line: 27, column: 27, scope: !113)
!118 = !DILocation(line: 29, column: 11, scope: !113)
!119 = !DILocalVariable(name: "i", scope: !120, file: !3, line: 30, type: !26)
!120 = distinct !DILexicalBlock(scope: !113, file: !3, line: 30, column: 5)
!121 = !DILocation(line: 30, column: 14, scope: !120)
!122 = !DILocation(line: 30, column: 10, scope: !120)
!123 = !DILocation(line: 30, column: 21, scope: !124)
!124 = distinct !DILexicalBlock(scope: !120, file: !3, line: 30, column: 5)
!125 = !DILocation(line: 30, column: 23, scope: !124)
!126 = !DILocation(line: 30, column: 5, scope: !120)
!127 = !DILocation(line: 32, column: 9, scope: !128)
!128 = distinct !DILexicalBlock(scope: !124, file: !3, line: 30, column: 38)
!129 = !DILocation(line: 33, column: 16, scope: !128)
!130 = !DILocation(line: 34, column: 9, scope: !128)
!131 = !DILocation(line: 40, column: 5, scope: !128)
!132 = !DILocation(line: 30, column: 34, scope: !124)
!133 = !DILocation(line: 30, column: 5, scope: !124)
!134 = distinct !{!134, !126, !135, !92}
!135 = !DILocation(line: 40, column: 5, scope: !120)
!136 = !DILocation(line: 41, column: 5, scope: !113)
