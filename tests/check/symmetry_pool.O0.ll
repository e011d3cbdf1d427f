; ModuleID = 'symmetry_pool.c'
source_filename = "symmetry_pool.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@count = dso_local global i32 0, align 4, !dbg !20
@done = dso_local global i32 0, align 4, !dbg !23
@.str = private unnamed_addr constant [15 x i8] c"count == 2 * N\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [16 x i8] c"symmetry_pool.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !64 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !69, !DIExpression(), !70)
    #dbg_declare(ptr %3, !71, !DIExpression(), !73)
  store i32 0, ptr %3, align 4, !dbg !73
  br label %4, !dbg !74

4:                                                ; preds = %12, %1
  %5 = load i32, ptr %3, align 4, !dbg !75
  %6 = icmp slt i32 %5, 2, !dbg !77
  br i1 %6, label %7, label %15, !dbg !78

7:                                                ; preds = %4
  %8 = call i32 @pthread_mutex_lock(ptr noundef @m) #3, !dbg !79
  %9 = load i32, ptr @count, align 4, !dbg !81
  %10 = add nsw i32 %9, 1, !dbg !81
  store i32 %10, ptr @count, align 4, !dbg !81
  %11 = call i32 @pthread_mutex_unlock(ptr noundef @m) #3, !dbg !82
  br label %12, !dbg !83

12:                                               ; preds = %7
  %13 = load i32, ptr %3, align 4, !dbg !84
  %14 = add nsw i32 %13, 1, !dbg !84
  store i32 %14, ptr %3, align 4, !dbg !84
  br label %4, !dbg !85, !llvm.loop !86

15:                                               ; preds = %4
  %16 = call i32 @pthread_mutex_lock(ptr noundef @m) #3, !dbg !89
  %17 = load i32, ptr @done, align 4, !dbg !90
  %18 = add nsw i32 %17, 1, !dbg !90
  store i32 %18, ptr @done, align 4, !dbg !90
  %19 = call i32 @pthread_mutex_unlock(ptr noundef @m) #3, !dbg !91
  ret ptr null, !dbg !92
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !93 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !96, !DIExpression(), !99)
    #dbg_declare(ptr %3, !100, !DIExpression(), !102)
  store i32 0, ptr %3, align 4, !dbg !102
  br label %5, !dbg !103

5:                                                ; preds = %10, %0
  %6 = load i32, ptr %3, align 4, !dbg !104
  %7 = icmp slt i32 %6, 3, !dbg !106
  br i1 %7, label %8, label %13, !dbg !107

8:                                                ; preds = %5
  %9 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #3, !dbg !108
  br label %10, !dbg !108

10:                                               ; preds = %8
  %11 = load i32, ptr %3, align 4, !dbg !109
  %12 = add nsw i32 %11, 1, !dbg !109
  store i32 %12, ptr %3, align 4, !dbg !109
  br label %5, !dbg !110, !llvm.loop !111

13:                                               ; preds = %5
  br label %14, !dbg !113

14:                                               ; preds = %21, %13
  %15 = call i32 @pthread_mutex_lock(ptr noundef @m) #3, !dbg !114
    #dbg_declare(ptr %4, !118, !DIExpression(), !119)
  %16 = load i32, ptr @done, align 4, !dbg !120
  store i32 %16, ptr %4, align 4, !dbg !119
  %17 = call i32 @pthread_mutex_unlock(ptr noundef @m) #3, !dbg !121
  %18 = load i32, ptr %4, align 4, !dbg !122
  %19 = icmp eq i32 %18, 3, !dbg !124
  br i1 %19, label %20, label %21, !dbg !125

20:                                               ; preds = %14
  br label %22, !dbg !126

21:                                               ; preds = %14
  br label %14, !dbg !127, !llvm.loop !128

22:                                               ; preds = %20
  %23 = load i32, ptr @count, align 4, !dbg !131
  %24 = icmp eq i32 %23, 6, !dbg !131
  br i1 %24, label %25, label %26, !dbg !134

25:                                               ; preds = %22
  br label %27, !dbg !134

26:                                               ; preds = %22
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 36, ptr noundef @__PRETTY_FUNCTION__.main) #4, !dbg !131
  unreachable, !dbg !131

27:                                               ; preds = %25
  ret i32 0, !dbg !135
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 11, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_pool.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "c04d82dbc1883e1885b9f03a23e61b21")
!4 = !{!0, !5, !11, !16, !20, !23}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 120, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 15)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 16)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !9)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 10, type: !22, isLocal: false, isDefinition: true)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 10, type: !22, isLocal: false, isDefinition: true)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !26, line: 72, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!27 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !26, line: 67, size: 320, elements: !28)
!28 = !{!29, !50, !54}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !27, file: !26, line: 69, baseType: !30, size: 320)
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !31, line: 22, size: 320, elements: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!32 = !{!33, !34, !36, !37, !38, !39, !41, !42}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !30, file: !31, line: 24, baseType: !22, size: 32)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !30, file: !31, line: 25, baseType: !35, size: 32, offset: 32)
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !30, file: !31, line: 26, baseType: !22, size: 32, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !30, file: !31, line: 28, baseType: !35, size: 32, offset: 96)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !30, file: !31, line: 32, baseType: !22, size: 32, offset: 128)
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
!64 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !65, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !68)
!65 = !DISubroutineType(types: !66)
!66 = !{!67, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!68 = !{}
!69 = !DILocalVariable(name: "arg", arg: 1, scope: !64, file: !3, line: 13, type: !67)
!70 = !DILocation(line: 13, column: 20, scope: !64)
!71 = !DILocalVariable(name: "i", scope: !72, file: !3, line: 14, type: !22)
!72 = distinct !DILexicalBlock(scope: !64, file: !3, line: 14, column: 3)
!73 = !DILocation(line: 14, column: 12, scope: !72)
!74 = !DILocation(line: 14, column: 8, scope: !72)
!75 = !DILocation(line: 14, column: 19, scope: !76)
!76 = distinct !DILexicalBlock(scope: !72, file: !3, line: 14, column: 3)
!77 = !DILocation(line: 14, column: 21, scope: !76)
!78 = !DILocation(line: 14, column: 3, scope: !72)
!79 = !DILocation(line: 15, column: 5, scope: !80)
!80 = distinct !DILexicalBlock(scope: !76, file: !3, line: 14, column: 31)
!81 = !DILocation(line: 16, column: 10, scope: !80)
!82 = !DILocation(line: 17, column: 5, scope: !80)
!83 = !DILocation(line: 18, column: 3, scope: !80)
!84 = !DILocation(line: 14, column: 27, scope: !76)
!85 = !DILocation(line: 14, column: 3, scope: !76)
!86 = distinct !{!86, !78, !87, !88}
!87 = !DILocation(line: 18, column: 3, scope: !72)
!88 = !{!"llvm.loop.mustprogress"}
!89 = !DILocation(line: 19, column: 3, scope: !64)
!90 = !DILocation(line: 20, column: 7, scope: !64)
!91 = !DILocation(line: 21, column: 3, scope: !64)
!92 = !DILocation(line: 22, column: 3, scope: !64)
!93 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !94, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !68)
!94 = !DISubroutineType(types: !95)
!95 = !{!22}
!96 = !DILocalVariable(name: "t", scope: !93, file: !3, line: 26, type: !97)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !26, line: 27, baseType: !98)
!98 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!99 = !DILocation(line: 26, column: 13, scope: !93)
!100 = !DILocalVariable(name: "i", scope: !101, file: !3, line: 27, type: !22)
!101 = distinct !DILexicalBlock(scope: !93, file: !3, line: 27, column: 3)
!102 = !DILocation(line: 27, column: 12, scope: !101)
!103 = !DILocation(line: 27, column: 8, scope: !101)
!104 = !DILocation(line: 27, column: 19, scope: !105)
!105 = distinct !DILexicalBlock(scope: !101, file: !3, line: 27, column: 3)
!106 = !DILocation(line: 27, column: 21, scope: !105)
!107 = !DILocation(line: 27, column: 3, scope: !101)
!108 = !DILocation(line: 28, column: 5, scope: !105)
!109 = !DILocation(line: 27, column: 27, scope: !105)
!110 = !DILocation(line: 27, column: 3, scope: !105)
!111 = distinct !{!111, !107, !112, !88}
!112 = !DILocation(line: 28, column: 36, scope: !101)
!113 = !DILocation(line: 29, column: 3, scope: !93)
!114 = !DILocation(line: 30, column: 5, scope: !115)
!115 = distinct !DILexicalBlock(scope: !116, file: !3, line: 29, column: 12)
!116 = distinct !DILexicalBlock(scope: !117, file: !3, line: 29, column: 3)
!117 = distinct !DILexicalBlock(scope: !93, file: !3, line: 29, column: 3)
!118 = !DILocalVariable(name: "d", scope: !115, file: !3, line: 31, type: !22)
!119 = !DILocation(line: 31, column: 9, scope: !115)
!120 = !DILocation(line: 31, column: 13, scope: !115)
!121 = !DILocation(line: 32, column: 5, scope: !115)
!122 = !DILocation(line: 33, column: 9, scope: !123)
!123 = distinct !DILexicalBlock(scope: !115, file: !3, line: 33, column: 9)
!124 = !DILocation(line: 33, column: 11, scope: !123)
!125 = !DILocation(line: 33, column: 9, scope: !115)
!126 = !DILocation(line: 34, column: 7, scope: !123)
!127 = !DILocation(line: 29, column: 3, scope: !116)
!128 = distinct !{!128, !129, !130}
!129 = !DILocation(line: 29, column: 3, scope: !117)
!130 = !DILocation(line: 35, column: 3, scope: !117)
!131 = !DILocation(line: 36, column: 3, scope: !132)
!132 = distinct !DILexicalBlock(scope: !133, file: !3, line: 36, column: 3)
!133 = distinct !DILexicalBlock(scope: !93, file: !3, line: 36, column: 3)
!134 = !DILocation(line: 36, column: 3, scope: !133)
!135 = !DILocation(line: 37, column: 3, scope: !93)
