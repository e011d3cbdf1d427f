; ModuleID = 'symmetry_blocks_order.c'
source_filename = "symmetry_blocks_order.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%struct.job = type { i32 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@done = dso_local global i32 0, align 4, !dbg !22
@.str = private unnamed_addr constant [18 x i8] c"!(p < r && r < q)\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [24 x i8] c"symmetry_blocks_order.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !64 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !69, !DIExpression(), !70)
    #dbg_declare(ptr %3, !71, !DIExpression(), !76)
  %5 = load ptr, ptr %2, align 8, !dbg !77
  store ptr %5, ptr %3, align 8, !dbg !76
    #dbg_declare(ptr %4, !78, !DIExpression(), !79)
  %6 = load ptr, ptr %3, align 8, !dbg !80
  %7 = getelementptr inbounds %struct.job, ptr %6, i32 0, i32 0, !dbg !81
  %8 = load i32, ptr %7, align 4, !dbg !81
  store i32 %8, ptr %4, align 4, !dbg !79
  %9 = load ptr, ptr %3, align 8, !dbg !82
  call void @free(ptr noundef %9) #4, !dbg !83
  %10 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !84
  %11 = load i32, ptr %4, align 4, !dbg !85
  %12 = load i32, ptr @done, align 4, !dbg !86
  %13 = add nsw i32 %12, %11, !dbg !86
  store i32 %13, ptr @done, align 4, !dbg !86
  %14 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !87
  ret ptr null, !dbg !88
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !89 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !92, !DIExpression(), !95)
    #dbg_declare(ptr %3, !96, !DIExpression(), !98)
  store i32 0, ptr %3, align 4, !dbg !98
  br label %8, !dbg !99

8:                                                ; preds = %21, %0
  %9 = load i32, ptr %3, align 4, !dbg !100
  %10 = icmp slt i32 %9, 3, !dbg !102
  br i1 %10, label %11, label %24, !dbg !103

11:                                               ; preds = %8
    #dbg_declare(ptr %4, !104, !DIExpression(), !106)
  %12 = call noalias ptr @malloc(i64 noundef 4) #5, !dbg !107
  store ptr %12, ptr %4, align 8, !dbg !106
  %13 = load ptr, ptr %4, align 8, !dbg !108
  %14 = icmp ne ptr %13, null, !dbg !108
  br i1 %14, label %16, label %15, !dbg !110

15:                                               ; preds = %11
  store i32 1, ptr %1, align 4, !dbg !111
  br label %38, !dbg !111

16:                                               ; preds = %11
  %17 = load ptr, ptr %4, align 8, !dbg !112
  %18 = getelementptr inbounds %struct.job, ptr %17, i32 0, i32 0, !dbg !113
  store i32 1, ptr %18, align 4, !dbg !114
  %19 = load ptr, ptr %4, align 8, !dbg !115
  %20 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef %19) #4, !dbg !116
  br label %21, !dbg !117

21:                                               ; preds = %16
  %22 = load i32, ptr %3, align 4, !dbg !118
  %23 = add nsw i32 %22, 1, !dbg !118
  store i32 %23, ptr %3, align 4, !dbg !118
  br label %8, !dbg !119, !llvm.loop !120

24:                                               ; preds = %8
  call void @wait_for(i32 noundef 2), !dbg !123
    #dbg_declare(ptr %5, !124, !DIExpression(), !126)
  %25 = call noalias ptr @malloc(i64 noundef 4) #5, !dbg !127
  store ptr %25, ptr %5, align 8, !dbg !126
    #dbg_declare(ptr %6, !128, !DIExpression(), !129)
  %26 = call noalias ptr @malloc(i64 noundef 4) #5, !dbg !130
  store ptr %26, ptr %6, align 8, !dbg !129
  call void @wait_for(i32 noundef 3), !dbg !131
    #dbg_declare(ptr %7, !132, !DIExpression(), !133)
  %27 = call noalias ptr @malloc(i64 noundef 4) #5, !dbg !134
  store ptr %27, ptr %7, align 8, !dbg !133
  %28 = load ptr, ptr %5, align 8, !dbg !135
  %29 = load ptr, ptr %7, align 8, !dbg !135
  %30 = icmp ult ptr %28, %29, !dbg !135
  br i1 %30, label %31, label %35, !dbg !135

31:                                               ; preds = %24
  %32 = load ptr, ptr %7, align 8, !dbg !135
  %33 = load ptr, ptr %6, align 8, !dbg !135
  %34 = icmp ult ptr %32, %33, !dbg !135
  br i1 %34, label %36, label %35, !dbg !138

35:                                               ; preds = %31, %24
  br label %37, !dbg !138

36:                                               ; preds = %31
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 47, ptr noundef @__PRETTY_FUNCTION__.main) #6, !dbg !135
  unreachable, !dbg !135

37:                                               ; preds = %35
  store i32 0, ptr %1, align 4, !dbg !139
  br label %38, !dbg !139

38:                                               ; preds = %37, %15
  %39 = load i32, ptr %1, align 4, !dbg !140
  ret i32 %39, !dbg !140
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @wait_for(i32 noundef %0) #0 !dbg !141 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !144, !DIExpression(), !145)
  br label %4, !dbg !146

4:                                                ; preds = %12, %1
  %5 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !147
    #dbg_declare(ptr %3, !151, !DIExpression(), !152)
  %6 = load i32, ptr @done, align 4, !dbg !153
  store i32 %6, ptr %3, align 4, !dbg !152
  %7 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !154
  %8 = load i32, ptr %3, align 4, !dbg !155
  %9 = load i32, ptr %2, align 4, !dbg !157
  %10 = icmp sge i32 %8, %9, !dbg !158
  br i1 %10, label %11, label %12, !dbg !159

11:                                               ; preds = %4
  ret void, !dbg !160

12:                                               ; preds = %4
  br label %4, !dbg !161, !llvm.loop !162
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
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 14, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_blocks_order.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "3e6d78f80f2bdd6a0475887370ef6250")
!4 = !{!0, !5, !11, !16, !22}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 144, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 18)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 192, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 24)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 13, type: !24, isLocal: false, isDefinition: true)
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
!64 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 16, type: !65, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !68)
!65 = !DISubroutineType(types: !66)
!66 = !{!67, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!68 = !{}
!69 = !DILocalVariable(name: "arg", arg: 1, scope: !64, file: !3, line: 16, type: !67)
!70 = !DILocation(line: 16, column: 20, scope: !64)
!71 = !DILocalVariable(name: "j", scope: !64, file: !3, line: 17, type: !72)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "job", file: !3, line: 12, size: 32, elements: !74)
!74 = !{!75}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "in", scope: !73, file: !3, line: 12, baseType: !24, size: 32)
!76 = !DILocation(line: 17, column: 15, scope: !64)
!77 = !DILocation(line: 17, column: 19, scope: !64)
!78 = !DILocalVariable(name: "v", scope: !64, file: !3, line: 18, type: !24)
!79 = !DILocation(line: 18, column: 7, scope: !64)
!80 = !DILocation(line: 18, column: 11, scope: !64)
!81 = !DILocation(line: 18, column: 14, scope: !64)
!82 = !DILocation(line: 19, column: 8, scope: !64)
!83 = !DILocation(line: 19, column: 3, scope: !64)
!84 = !DILocation(line: 20, column: 3, scope: !64)
!85 = !DILocation(line: 21, column: 11, scope: !64)
!86 = !DILocation(line: 21, column: 8, scope: !64)
!87 = !DILocation(line: 22, column: 3, scope: !64)
!88 = !DILocation(line: 23, column: 3, scope: !64)
!89 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 35, type: !90, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !68)
!90 = !DISubroutineType(types: !91)
!91 = !{!24}
!92 = !DILocalVariable(name: "t", scope: !89, file: !3, line: 36, type: !93)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !26, line: 27, baseType: !94)
!94 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!95 = !DILocation(line: 36, column: 13, scope: !89)
!96 = !DILocalVariable(name: "i", scope: !97, file: !3, line: 37, type: !24)
!97 = distinct !DILexicalBlock(scope: !89, file: !3, line: 37, column: 3)
!98 = !DILocation(line: 37, column: 12, scope: !97)
!99 = !DILocation(line: 37, column: 8, scope: !97)
!100 = !DILocation(line: 37, column: 19, scope: !101)
!101 = distinct !DILexicalBlock(scope: !97, file: !3, line: 37, column: 3)
!102 = !DILocation(line: 37, column: 21, scope: !101)
!103 = !DILocation(line: 37, column: 3, scope: !97)
!104 = !DILocalVariable(name: "j", scope: !105, file: !3, line: 38, type: !72)
!105 = distinct !DILexicalBlock(scope: !101, file: !3, line: 37, column: 31)
!106 = !DILocation(line: 38, column: 17, scope: !105)
!107 = !DILocation(line: 38, column: 21, scope: !105)
!108 = !DILocation(line: 39, column: 10, scope: !109)
!109 = distinct !DILexicalBlock(scope: !105, file: !3, line: 39, column: 9)
!110 = !DILocation(line: 39, column: 9, scope: !105)
!111 = !DILocation(line: 39, column: 13, scope: !109)
!112 = !DILocation(line: 40, column: 5, scope: !105)
!113 = !DILocation(line: 40, column: 8, scope: !105)
!114 = !DILocation(line: 40, column: 11, scope: !105)
!115 = !DILocation(line: 41, column: 35, scope: !105)
!116 = !DILocation(line: 41, column: 5, scope: !105)
!117 = !DILocation(line: 42, column: 3, scope: !105)
!118 = !DILocation(line: 37, column: 27, scope: !101)
!119 = !DILocation(line: 37, column: 3, scope: !101)
!120 = distinct !{!120, !103, !121, !122}
!121 = !DILocation(line: 42, column: 3, scope: !97)
!122 = !{!"llvm.loop.mustprogress"}
!123 = !DILocation(line: 43, column: 3, scope: !89)
!124 = !DILocalVariable(name: "p", scope: !89, file: !3, line: 44, type: !125)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!126 = !DILocation(line: 44, column: 9, scope: !89)
!127 = !DILocation(line: 44, column: 13, scope: !89)
!128 = !DILocalVariable(name: "q", scope: !89, file: !3, line: 44, type: !125)
!129 = !DILocation(line: 44, column: 25, scope: !89)
!130 = !DILocation(line: 44, column: 29, scope: !89)
!131 = !DILocation(line: 45, column: 3, scope: !89)
!132 = !DILocalVariable(name: "r", scope: !89, file: !3, line: 46, type: !125)
!133 = !DILocation(line: 46, column: 9, scope: !89)
!134 = !DILocation(line: 46, column: 13, scope: !89)
!135 = !DILocation(line: 47, column: 3, scope: !136)
!136 = distinct !DILexicalBlock(scope: !137, file: !3, line: 47, column: 3)
!137 = distinct !DILexicalBlock(scope: !89, file: !3, line: 47, column: 3)
!138 = !DILocation(line: 47, column: 3, scope: !137)
!139 = !DILocation(line: 48, column: 3, scope: !89)
!140 = !DILocation(line: 49, column: 1, scope: !89)
!141 = distinct !DISubprogram(name: "wait_for", scope: !3, file: !3, line: 26, type: !142, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !68)
!142 = !DISubroutineType(types: !143)
!143 = !{null, !24}
!144 = !DILocalVariable(name: "n", arg: 1, scope: !141, file: !3, line: 26, type: !24)
!145 = !DILocation(line: 26, column: 26, scope: !141)
!146 = !DILocation(line: 27, column: 3, scope: !141)
!147 = !DILocation(line: 28, column: 5, scope: !148)
!148 = distinct !DILexicalBlock(scope: !149, file: !3, line: 27, column: 12)
!149 = distinct !DILexicalBlock(scope: !150, file: !3, line: 27, column: 3)
!150 = distinct !DILexicalBlock(scope: !141, file: !3, line: 27, column: 3)
!151 = !DILocalVariable(name: "d", scope: !148, file: !3, line: 29, type: !24)
!152 = !DILocation(line: 29, column: 9, scope: !148)
!153 = !DILocation(line: 29, column: 13, scope: !148)
!154 = !DILocation(line: 30, column: 5, scope: !148)
!155 = !DILocation(line: 31, column: 9, scope: !156)
!156 = distinct !DILexicalBlock(scope: !148, file: !3, line: 31, column: 9)
!157 = !DILocation(line: 31, column: 14, scope: !156)
!158 = !DILocation(line: 31, column: 11, scope: !156)
!159 = !DILocation(line: 31, column: 9, scope: !148)
!160 = !DILocation(line: 31, column: 17, scope: !156)
!161 = !DILocation(line: 27, column: 3, scope: !149)
!162 = distinct !{!162, !163, !164}
!163 = !DILocation(line: 27, column: 3, scope: !150)
!164 = !DILocation(line: 32, column: 3, scope: !150)
