; ModuleID = 'symmetry_pool_bug.c'
source_filename = "symmetry_pool_bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@count = dso_local global i32 0, align 4, !dbg !22
@done = dso_local global i32 0, align 4, !dbg !25
@.str = private unnamed_addr constant [11 x i8] c"count == N\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [20 x i8] c"symmetry_pool_bug.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !66 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !71, !DIExpression(), !72)
    #dbg_declare(ptr %3, !73, !DIExpression(), !74)
  %4 = load i32, ptr @count, align 4, !dbg !75
  store i32 %4, ptr %3, align 4, !dbg !74
  %5 = load i32, ptr %3, align 4, !dbg !76
  %6 = add nsw i32 %5, 1, !dbg !77
  store i32 %6, ptr @count, align 4, !dbg !78
  %7 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !79
  %8 = load i32, ptr @done, align 4, !dbg !80
  %9 = add nsw i32 %8, 1, !dbg !80
  store i32 %9, ptr @done, align 4, !dbg !80
  %10 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !81
  ret ptr null, !dbg !82
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !83 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !86, !DIExpression(), !92)
    #dbg_declare(ptr %3, !93, !DIExpression(), !95)
  store i32 0, ptr %3, align 4, !dbg !95
  br label %5, !dbg !96

5:                                                ; preds = %13, %0
  %6 = load i32, ptr %3, align 4, !dbg !97
  %7 = icmp slt i32 %6, 3, !dbg !99
  br i1 %7, label %8, label %16, !dbg !100

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !101
  %10 = sext i32 %9 to i64, !dbg !102
  %11 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %10, !dbg !102
  %12 = call i32 @pthread_create(ptr noundef %11, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !103
  br label %13, !dbg !103

13:                                               ; preds = %8
  %14 = load i32, ptr %3, align 4, !dbg !104
  %15 = add nsw i32 %14, 1, !dbg !104
  store i32 %15, ptr %3, align 4, !dbg !104
  br label %5, !dbg !105, !llvm.loop !106

16:                                               ; preds = %5
    #dbg_declare(ptr %4, !109, !DIExpression(), !111)
  store i32 0, ptr %4, align 4, !dbg !111
  br label %17, !dbg !112

17:                                               ; preds = %26, %16
  %18 = load i32, ptr %4, align 4, !dbg !113
  %19 = icmp slt i32 %18, 3, !dbg !115
  br i1 %19, label %20, label %29, !dbg !116

20:                                               ; preds = %17
  %21 = load i32, ptr %4, align 4, !dbg !117
  %22 = sext i32 %21 to i64, !dbg !118
  %23 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %22, !dbg !118
  %24 = load i64, ptr %23, align 8, !dbg !118
  %25 = call i32 @pthread_join(i64 noundef %24, ptr noundef null), !dbg !119
  br label %26, !dbg !119

26:                                               ; preds = %20
  %27 = load i32, ptr %4, align 4, !dbg !120
  %28 = add nsw i32 %27, 1, !dbg !120
  store i32 %28, ptr %4, align 4, !dbg !120
  br label %17, !dbg !121, !llvm.loop !122

29:                                               ; preds = %17
  %30 = load i32, ptr @count, align 4, !dbg !124
  %31 = icmp eq i32 %30, 3, !dbg !124
  br i1 %31, label %32, label %33, !dbg !127

32:                                               ; preds = %29
  br label %34, !dbg !127

33:                                               ; preds = %29
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 28, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !124
  unreachable, !dbg !124

34:                                               ; preds = %32
  ret i32 0, !dbg !128
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

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
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 11, type: !27, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_pool_bug.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "d8343a6f6934ccf037d5b20de9fa3663")
!4 = !{!0, !5, !11, !16, !22, !25}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 11)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 20)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 10, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 10, type: !24, isLocal: false, isDefinition: true)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !28, line: 72, baseType: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!29 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !28, line: 67, size: 320, elements: !30)
!30 = !{!31, !52, !56}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !29, file: !28, line: 69, baseType: !32, size: 320)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !33, line: 22, size: 320, elements: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!34 = !{!35, !36, !38, !39, !40, !41, !43, !44}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !32, file: !33, line: 24, baseType: !24, size: 32)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !32, file: !33, line: 25, baseType: !37, size: 32, offset: 32)
!37 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !32, file: !33, line: 26, baseType: !24, size: 32, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !32, file: !33, line: 28, baseType: !37, size: 32, offset: 96)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !32, file: !33, line: 32, baseType: !24, size: 32, offset: 128)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !32, file: !33, line: 34, baseType: !42, size: 16, offset: 160)
!42 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !32, file: !33, line: 35, baseType: !42, size: 16, offset: 176)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !32, file: !33, line: 36, baseType: !45, size: 128, offset: 192)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !46, line: 55, baseType: !47)
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!47 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !46, line: 51, size: 128, elements: !48)
!48 = !{!49, !51}
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !47, file: !46, line: 53, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !47, file: !46, line: 54, baseType: !50, size: 64, offset: 64)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !29, file: !28, line: 70, baseType: !53, size: 320)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !54)
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
!66 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !67, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !70)
!67 = !DISubroutineType(types: !68)
!68 = !{!69, !69}
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!70 = !{}
!71 = !DILocalVariable(name: "arg", arg: 1, scope: !66, file: !3, line: 13, type: !69)
!72 = !DILocation(line: 13, column: 20, scope: !66)
!73 = !DILocalVariable(name: "c", scope: !66, file: !3, line: 14, type: !24)
!74 = !DILocation(line: 14, column: 7, scope: !66)
!75 = !DILocation(line: 14, column: 11, scope: !66)
!76 = !DILocation(line: 15, column: 11, scope: !66)
!77 = !DILocation(line: 15, column: 13, scope: !66)
!78 = !DILocation(line: 15, column: 9, scope: !66)
!79 = !DILocation(line: 16, column: 3, scope: !66)
!80 = !DILocation(line: 17, column: 7, scope: !66)
!81 = !DILocation(line: 18, column: 3, scope: !66)
!82 = !DILocation(line: 19, column: 3, scope: !66)
!83 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !84, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !70)
!84 = !DISubroutineType(types: !85)
!85 = !{!24}
!86 = !DILocalVariable(name: "t", scope: !83, file: !3, line: 23, type: !87)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 192, elements: !90)
!88 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !28, line: 27, baseType: !89)
!89 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!90 = !{!91}
!91 = !DISubrange(count: 3)
!92 = !DILocation(line: 23, column: 13, scope: !83)
!93 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 24, type: !24)
!94 = distinct !DILexicalBlock(scope: !83, file: !3, line: 24, column: 3)
!95 = !DILocation(line: 24, column: 12, scope: !94)
!96 = !DILocation(line: 24, column: 8, scope: !94)
!97 = !DILocation(line: 24, column: 19, scope: !98)
!98 = distinct !DILexicalBlock(scope: !94, file: !3, line: 24, column: 3)
!99 = !DILocation(line: 24, column: 21, scope: !98)
!100 = !DILocation(line: 24, column: 3, scope: !94)
!101 = !DILocation(line: 25, column: 23, scope: !98)
!102 = !DILocation(line: 25, column: 21, scope: !98)
!103 = !DILocation(line: 25, column: 5, scope: !98)
!104 = !DILocation(line: 24, column: 27, scope: !98)
!105 = !DILocation(line: 24, column: 3, scope: !98)
!106 = distinct !{!106, !100, !107, !108}
!107 = !DILocation(line: 25, column: 39, scope: !94)
!108 = !{!"llvm.loop.mustprogress"}
!109 = !DILocalVariable(name: "i", scope: !110, file: !3, line: 26, type: !24)
!110 = distinct !DILexicalBlock(scope: !83, file: !3, line: 26, column: 3)
!111 = !DILocation(line: 26, column: 12, scope: !110)
!112 = !DILocation(line: 26, column: 8, scope: !110)
!113 = !DILocation(line: 26, column: 19, scope: !114)
!114 = distinct !DILexicalBlock(scope: !110, file: !3, line: 26, column: 3)
!115 = !DILocation(line: 26, column: 21, scope: !114)
!116 = !DILocation(line: 26, column: 3, scope: !110)
!117 = !DILocation(line: 27, column: 20, scope: !114)
!118 = !DILocation(line: 27, column: 18, scope: !114)
!119 = !DILocation(line: 27, column: 5, scope: !114)
!120 = !DILocation(line: 26, column: 27, scope: !114)
!121 = !DILocation(line: 26, column: 3, scope: !114)
!122 = distinct !{!122, !116, !123, !108}
!123 = !DILocation(line: 27, column: 25, scope: !110)
!124 = !DILocation(line: 28, column: 3, scope: !125)
!125 = distinct !DILexicalBlock(scope: !126, file: !3, line: 28, column: 3)
!126 = distinct !DILexicalBlock(scope: !83, file: !3, line: 28, column: 3)
!127 = !DILocation(line: 28, column: 3, scope: !126)
!128 = !DILocation(line: 29, column: 3, scope: !83)
