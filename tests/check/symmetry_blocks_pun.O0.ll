; ModuleID = 'symmetry_blocks_pun.c'
source_filename = "symmetry_blocks_pun.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.word = type { ptr }
%struct.job = type { i32, i32 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@done = dso_local global i32 0, align 4, !dbg !22
@slot = dso_local global [2 x %union.word] zeroinitializer, align 16, !dbg !25
@.str = private unnamed_addr constant [11 x i8] c"!ordered()\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [22 x i8] c"symmetry_blocks_pun.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !74 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !79, !DIExpression(), !80)
    #dbg_declare(ptr %3, !81, !DIExpression(), !87)
  %4 = load ptr, ptr %2, align 8, !dbg !88
  store ptr %4, ptr %3, align 8, !dbg !87
  %5 = load ptr, ptr %3, align 8, !dbg !89
  %6 = getelementptr inbounds %struct.job, ptr %5, i32 0, i32 0, !dbg !90
  %7 = load i32, ptr %6, align 4, !dbg !90
  %8 = add nsw i32 %7, 1, !dbg !91
  %9 = load ptr, ptr %3, align 8, !dbg !92
  %10 = getelementptr inbounds %struct.job, ptr %9, i32 0, i32 1, !dbg !93
  store i32 %8, ptr %10, align 4, !dbg !94
  %11 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !95
  %12 = load ptr, ptr %3, align 8, !dbg !96
  %13 = getelementptr inbounds %struct.job, ptr %12, i32 0, i32 1, !dbg !97
  %14 = load i32, ptr %13, align 4, !dbg !97
  %15 = load i32, ptr @done, align 4, !dbg !98
  %16 = add nsw i32 %15, %14, !dbg !98
  store i32 %16, ptr @done, align 4, !dbg !98
  %17 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !99
  ret ptr null, !dbg !100
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !101 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !104, !DIExpression(), !107)
    #dbg_declare(ptr %3, !108, !DIExpression(), !110)
  store i32 0, ptr %3, align 4, !dbg !110
  br label %5, !dbg !111

5:                                                ; preds = %18, %0
  %6 = load i32, ptr %3, align 4, !dbg !112
  %7 = icmp slt i32 %6, 3, !dbg !114
  br i1 %7, label %8, label %21, !dbg !115

8:                                                ; preds = %5
    #dbg_declare(ptr %4, !116, !DIExpression(), !118)
  %9 = call noalias ptr @malloc(i64 noundef 8) #5, !dbg !119
  store ptr %9, ptr %4, align 8, !dbg !118
  %10 = load ptr, ptr %4, align 8, !dbg !120
  %11 = icmp ne ptr %10, null, !dbg !120
  br i1 %11, label %13, label %12, !dbg !122

12:                                               ; preds = %8
  store i32 1, ptr %1, align 4, !dbg !123
  br label %29, !dbg !123

13:                                               ; preds = %8
  %14 = load ptr, ptr %4, align 8, !dbg !124
  %15 = getelementptr inbounds %struct.job, ptr %14, i32 0, i32 0, !dbg !125
  store i32 1, ptr %15, align 4, !dbg !126
  %16 = load ptr, ptr %4, align 8, !dbg !127
  %17 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef %16) #4, !dbg !128
  br label %18, !dbg !129

18:                                               ; preds = %13
  %19 = load i32, ptr %3, align 4, !dbg !130
  %20 = add nsw i32 %19, 1, !dbg !130
  store i32 %20, ptr %3, align 4, !dbg !130
  br label %5, !dbg !131, !llvm.loop !132

21:                                               ; preds = %5
  %22 = call noalias ptr @malloc(i64 noundef 4) #5, !dbg !135
  store ptr %22, ptr @slot, align 16, !dbg !136
  %23 = call noalias ptr @malloc(i64 noundef 4) #5, !dbg !137
  store ptr %23, ptr getelementptr inbounds ([2 x %union.word], ptr @slot, i64 0, i64 1), align 8, !dbg !138
  %24 = call i32 @ordered(), !dbg !139
  %25 = icmp ne i32 %24, 0, !dbg !139
  br i1 %25, label %27, label %26, !dbg !142

26:                                               ; preds = %21
  br label %28, !dbg !142

27:                                               ; preds = %21
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 41, ptr noundef @__PRETTY_FUNCTION__.main) #6, !dbg !139
  unreachable, !dbg !139

28:                                               ; preds = %26
  store i32 0, ptr %1, align 4, !dbg !143
  br label %29, !dbg !143

29:                                               ; preds = %28, %12
  %30 = load i32, ptr %1, align 4, !dbg !144
  ret i32 %30, !dbg !144
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ordered() #0 !dbg !145 {
  %1 = load i64, ptr @slot, align 16, !dbg !146
  %2 = load i64, ptr getelementptr inbounds ([2 x %union.word], ptr @slot, i64 0, i64 1), align 8, !dbg !147
  %3 = icmp slt i64 %1, %2, !dbg !148
  %4 = zext i1 %3 to i32, !dbg !148
  ret i32 %4, !dbg !149
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!66, !67, !68, !69, !70, !71, !72}
!llvm.ident = !{!73}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 15, type: !36, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_blocks_pun.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "b354605b7d4881eb6fe214a963c014d0")
!4 = !{!0, !5, !11, !16, !22, !25}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 11)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 22)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 14, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "slot", scope: !2, file: !3, line: 16, type: !27, isLocal: false, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 128, elements: !34)
!28 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "word", file: !3, line: 16, size: 64, elements: !29)
!29 = !{!30, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !28, file: !3, line: 16, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !28, file: !3, line: 16, baseType: !33, size: 64)
!33 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!34 = !{!35}
!35 = !DISubrange(count: 2)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !37, line: 72, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!38 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !37, line: 67, size: 320, elements: !39)
!39 = !{!40, !61, !65}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !38, file: !37, line: 69, baseType: !41, size: 320)
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !42, line: 22, size: 320, elements: !43)
!42 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!43 = !{!44, !45, !47, !48, !49, !50, !52, !53}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !41, file: !42, line: 24, baseType: !24, size: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !41, file: !42, line: 25, baseType: !46, size: 32, offset: 32)
!46 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !41, file: !42, line: 26, baseType: !24, size: 32, offset: 64)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !41, file: !42, line: 28, baseType: !46, size: 32, offset: 96)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !41, file: !42, line: 32, baseType: !24, size: 32, offset: 128)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !41, file: !42, line: 34, baseType: !51, size: 16, offset: 160)
!51 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !41, file: !42, line: 35, baseType: !51, size: 16, offset: 176)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !41, file: !42, line: 36, baseType: !54, size: 128, offset: 192)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !55, line: 55, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !55, line: 51, size: 128, elements: !57)
!57 = !{!58, !60}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !56, file: !55, line: 53, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !56, file: !55, line: 54, baseType: !59, size: 64, offset: 64)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !38, file: !37, line: 70, baseType: !62, size: 320)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 40)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !38, file: !37, line: 71, baseType: !33, size: 64)
!66 = !{i32 7, !"Dwarf Version", i32 5}
!67 = !{i32 2, !"Debug Info Version", i32 3}
!68 = !{i32 1, !"wchar_size", i32 4}
!69 = !{i32 8, !"PIC Level", i32 2}
!70 = !{i32 7, !"PIE Level", i32 2}
!71 = !{i32 7, !"uwtable", i32 2}
!72 = !{i32 7, !"frame-pointer", i32 2}
!73 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!74 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 18, type: !75, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !78)
!75 = !DISubroutineType(types: !76)
!76 = !{!77, !77}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!78 = !{}
!79 = !DILocalVariable(name: "arg", arg: 1, scope: !74, file: !3, line: 18, type: !77)
!80 = !DILocation(line: 18, column: 20, scope: !74)
!81 = !DILocalVariable(name: "j", scope: !74, file: !3, line: 19, type: !82)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!83 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "job", file: !3, line: 13, size: 64, elements: !84)
!84 = !{!85, !86}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "in", scope: !83, file: !3, line: 13, baseType: !24, size: 32)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "out", scope: !83, file: !3, line: 13, baseType: !24, size: 32, offset: 32)
!87 = !DILocation(line: 19, column: 15, scope: !74)
!88 = !DILocation(line: 19, column: 19, scope: !74)
!89 = !DILocation(line: 20, column: 12, scope: !74)
!90 = !DILocation(line: 20, column: 15, scope: !74)
!91 = !DILocation(line: 20, column: 18, scope: !74)
!92 = !DILocation(line: 20, column: 3, scope: !74)
!93 = !DILocation(line: 20, column: 6, scope: !74)
!94 = !DILocation(line: 20, column: 10, scope: !74)
!95 = !DILocation(line: 21, column: 3, scope: !74)
!96 = !DILocation(line: 22, column: 11, scope: !74)
!97 = !DILocation(line: 22, column: 14, scope: !74)
!98 = !DILocation(line: 22, column: 8, scope: !74)
!99 = !DILocation(line: 23, column: 3, scope: !74)
!100 = !DILocation(line: 24, column: 3, scope: !74)
!101 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !102, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !78)
!102 = !DISubroutineType(types: !103)
!103 = !{!24}
!104 = !DILocalVariable(name: "t", scope: !101, file: !3, line: 32, type: !105)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !37, line: 27, baseType: !106)
!106 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!107 = !DILocation(line: 32, column: 13, scope: !101)
!108 = !DILocalVariable(name: "i", scope: !109, file: !3, line: 33, type: !24)
!109 = distinct !DILexicalBlock(scope: !101, file: !3, line: 33, column: 3)
!110 = !DILocation(line: 33, column: 12, scope: !109)
!111 = !DILocation(line: 33, column: 8, scope: !109)
!112 = !DILocation(line: 33, column: 19, scope: !113)
!113 = distinct !DILexicalBlock(scope: !109, file: !3, line: 33, column: 3)
!114 = !DILocation(line: 33, column: 21, scope: !113)
!115 = !DILocation(line: 33, column: 3, scope: !109)
!116 = !DILocalVariable(name: "j", scope: !117, file: !3, line: 34, type: !82)
!117 = distinct !DILexicalBlock(scope: !113, file: !3, line: 33, column: 31)
!118 = !DILocation(line: 34, column: 17, scope: !117)
!119 = !DILocation(line: 34, column: 21, scope: !117)
!120 = !DILocation(line: 35, column: 10, scope: !121)
!121 = distinct !DILexicalBlock(scope: !117, file: !3, line: 35, column: 9)
!122 = !DILocation(line: 35, column: 9, scope: !117)
!123 = !DILocation(line: 35, column: 13, scope: !121)
!124 = !DILocation(line: 36, column: 5, scope: !117)
!125 = !DILocation(line: 36, column: 8, scope: !117)
!126 = !DILocation(line: 36, column: 11, scope: !117)
!127 = !DILocation(line: 37, column: 35, scope: !117)
!128 = !DILocation(line: 37, column: 5, scope: !117)
!129 = !DILocation(line: 38, column: 3, scope: !117)
!130 = !DILocation(line: 33, column: 27, scope: !113)
!131 = !DILocation(line: 33, column: 3, scope: !113)
!132 = distinct !{!132, !115, !133, !134}
!133 = !DILocation(line: 38, column: 3, scope: !109)
!134 = !{!"llvm.loop.mustprogress"}
!135 = !DILocation(line: 39, column: 15, scope: !101)
!136 = !DILocation(line: 39, column: 13, scope: !101)
!137 = !DILocation(line: 40, column: 15, scope: !101)
!138 = !DILocation(line: 40, column: 13, scope: !101)
!139 = !DILocation(line: 41, column: 3, scope: !140)
!140 = distinct !DILexicalBlock(scope: !141, file: !3, line: 41, column: 3)
!141 = distinct !DILexicalBlock(scope: !101, file: !3, line: 41, column: 3)
!142 = !DILocation(line: 41, column: 3, scope: !141)
!143 = !DILocation(line: 42, column: 3, scope: !101)
!144 = !DILocation(line: 43, column: 1, scope: !101)
!145 = distinct !DISubprogram(name: "ordered", scope: !3, file: !3, line: 27, type: !102, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2)
!146 = !DILocation(line: 28, column: 18, scope: !145)
!147 = !DILocation(line: 28, column: 30, scope: !145)
!148 = !DILocation(line: 28, column: 20, scope: !145)
!149 = !DILocation(line: 28, column: 3, scope: !145)
