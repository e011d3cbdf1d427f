; ModuleID = 'mutex_static_init.c'
source_filename = "mutex_static_init.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@plain = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@rec = dso_local global %union.pthread_mutex_t { %struct.__pthread_mutex_s { i32 0, i32 0, i32 0, i32 0, i32 1, i16 0, i16 0, %struct.__pthread_internal_list zeroinitializer } }, align 8, !dbg !5
@plain_count = dso_local global i32 0, align 4, !dbg !66
@.str = private unnamed_addr constant [30 x i8] c"pthread_mutex_lock(&rec) == 0\00", align 1, !dbg !40
@.str.1 = private unnamed_addr constant [20 x i8] c"mutex_static_init.c\00", align 1, !dbg !45
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !50
@rec_count = dso_local global i32 0, align 4, !dbg !68
@.str.2 = private unnamed_addr constant [35 x i8] c"plain_count == 2 && rec_count == 2\00", align 1, !dbg !56
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !61

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !78 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !83, !DIExpression(), !84)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @plain) #4, !dbg !85
  %4 = load i32, ptr @plain_count, align 4, !dbg !86
  %5 = add nsw i32 %4, 1, !dbg !86
  store i32 %5, ptr @plain_count, align 4, !dbg !86
  %6 = call i32 @pthread_mutex_unlock(ptr noundef @plain) #4, !dbg !87
  %7 = call i32 @pthread_mutex_lock(ptr noundef @rec) #4, !dbg !88
  %8 = call i32 @pthread_mutex_lock(ptr noundef @rec) #4, !dbg !89
  %9 = icmp eq i32 %8, 0, !dbg !89
  br i1 %9, label %10, label %11, !dbg !92

10:                                               ; preds = %1
  br label %12, !dbg !92

11:                                               ; preds = %1
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 17, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !89
  unreachable, !dbg !89

12:                                               ; preds = %10
  %13 = load i32, ptr @rec_count, align 4, !dbg !93
  %14 = add nsw i32 %13, 1, !dbg !93
  store i32 %14, ptr @rec_count, align 4, !dbg !93
  %15 = call i32 @pthread_mutex_unlock(ptr noundef @rec) #4, !dbg !94
  %16 = call i32 @pthread_mutex_unlock(ptr noundef @rec) #4, !dbg !95
  ret ptr null, !dbg !96
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !97 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !100, !DIExpression(), !103)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !104
  %4 = call ptr @worker(ptr noundef null), !dbg !105
  %5 = load i64, ptr %2, align 8, !dbg !106
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null), !dbg !107
  %7 = load i32, ptr @plain_count, align 4, !dbg !108
  %8 = icmp eq i32 %7, 2, !dbg !108
  br i1 %8, label %9, label %13, !dbg !108

9:                                                ; preds = %0
  %10 = load i32, ptr @rec_count, align 4, !dbg !108
  %11 = icmp eq i32 %10, 2, !dbg !108
  br i1 %11, label %12, label %13, !dbg !111

12:                                               ; preds = %9
  br label %14, !dbg !111

13:                                               ; preds = %9, %0
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 29, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !108
  unreachable, !dbg !108

14:                                               ; preds = %12
  ret i32 0, !dbg !112
}

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
!llvm.module.flags = !{!70, !71, !72, !73, !74, !75, !76}
!llvm.ident = !{!77}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "plain", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mutex_static_init.c", directory: ".", checksumkind: CSK_MD5, checksum: "ff324b55b21b6fabcbba92f7d03b61a0")
!4 = !{!0, !5, !40, !45, !50, !56, !61, !66, !68}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "rec", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!9 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !10)
!10 = !{!11, !33, !38}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !9, file: !8, line: 69, baseType: !12, size: 320)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !13, line: 22, size: 320, elements: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!14 = !{!15, !17, !19, !20, !21, !22, !24, !25}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !12, file: !13, line: 24, baseType: !16, size: 32)
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !12, file: !13, line: 25, baseType: !18, size: 32, offset: 32)
!18 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !12, file: !13, line: 26, baseType: !16, size: 32, offset: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !12, file: !13, line: 28, baseType: !18, size: 32, offset: 96)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !12, file: !13, line: 32, baseType: !16, size: 32, offset: 128)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !12, file: !13, line: 34, baseType: !23, size: 16, offset: 160)
!23 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !12, file: !13, line: 35, baseType: !23, size: 16, offset: 176)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !12, file: !13, line: 36, baseType: !26, size: 128, offset: 192)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !27, line: 55, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !27, line: 51, size: 128, elements: !29)
!29 = !{!30, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !28, file: !27, line: 53, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !28, file: !27, line: 54, baseType: !31, size: 64, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !9, file: !8, line: 70, baseType: !34, size: 320)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 320, elements: !36)
!35 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!36 = !{!37}
!37 = !DISubrange(count: 40)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !9, file: !8, line: 71, baseType: !39, size: 64)
!39 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 240, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 30)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 160, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 20)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 168, elements: !54)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !35)
!54 = !{!55}
!55 = !DISubrange(count: 21)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 280, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 35)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !53, size: 120, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 15)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(name: "plain_count", scope: !2, file: !3, line: 10, type: !16, isLocal: false, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(name: "rec_count", scope: !2, file: !3, line: 10, type: !16, isLocal: false, isDefinition: true)
!70 = !{i32 7, !"Dwarf Version", i32 5}
!71 = !{i32 2, !"Debug Info Version", i32 3}
!72 = !{i32 1, !"wchar_size", i32 4}
!73 = !{i32 8, !"PIC Level", i32 2}
!74 = !{i32 7, !"PIE Level", i32 2}
!75 = !{i32 7, !"uwtable", i32 2}
!76 = !{i32 7, !"frame-pointer", i32 2}
!77 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!78 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 12, type: !79, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !82)
!79 = !DISubroutineType(types: !80)
!80 = !{!81, !81}
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!82 = !{}
!83 = !DILocalVariable(name: "arg", arg: 1, scope: !78, file: !3, line: 12, type: !81)
!84 = !DILocation(line: 12, column: 20, scope: !78)
!85 = !DILocation(line: 13, column: 3, scope: !78)
!86 = !DILocation(line: 14, column: 14, scope: !78)
!87 = !DILocation(line: 15, column: 3, scope: !78)
!88 = !DILocation(line: 16, column: 3, scope: !78)
!89 = !DILocation(line: 17, column: 3, scope: !90)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 17, column: 3)
!91 = distinct !DILexicalBlock(scope: !78, file: !3, line: 17, column: 3)
!92 = !DILocation(line: 17, column: 3, scope: !91)
!93 = !DILocation(line: 18, column: 12, scope: !78)
!94 = !DILocation(line: 19, column: 3, scope: !78)
!95 = !DILocation(line: 20, column: 3, scope: !78)
!96 = !DILocation(line: 21, column: 3, scope: !78)
!97 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !98, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !82)
!98 = !DISubroutineType(types: !99)
!99 = !{!16}
!100 = !DILocalVariable(name: "t", scope: !97, file: !3, line: 25, type: !101)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !102)
!102 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!103 = !DILocation(line: 25, column: 13, scope: !97)
!104 = !DILocation(line: 26, column: 3, scope: !97)
!105 = !DILocation(line: 27, column: 3, scope: !97)
!106 = !DILocation(line: 28, column: 16, scope: !97)
!107 = !DILocation(line: 28, column: 3, scope: !97)
!108 = !DILocation(line: 29, column: 3, scope: !109)
!109 = distinct !DILexicalBlock(scope: !110, file: !3, line: 29, column: 3)
!110 = distinct !DILexicalBlock(scope: !97, file: !3, line: 29, column: 3)
!111 = !DILocation(line: 29, column: 3, scope: !110)
!112 = !DILocation(line: 30, column: 3, scope: !97)
