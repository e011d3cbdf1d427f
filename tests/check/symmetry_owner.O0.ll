; ModuleID = 'symmetry_owner.c'
source_filename = "symmetry_owner.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@owner = dso_local global i64 0, align 8, !dbg !37
@busy = dso_local global i32 0, align 4, !dbg !42
@.str = private unnamed_addr constant [37 x i8] c"pthread_equal(owner, pthread_self())\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [17 x i8] c"symmetry_owner.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [24 x i8] c"owner == pthread_self()\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [6 x i8] c"!busy\00", align 1, !dbg !27
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !32

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !83 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !88, !DIExpression(), !89)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #5, !dbg !90
  %4 = call i64 @pthread_self() #6, !dbg !91
  store i64 %4, ptr @owner, align 8, !dbg !92
  store i32 1, ptr @busy, align 4, !dbg !93
  %5 = load i64, ptr @owner, align 8, !dbg !94
  %6 = call i64 @pthread_self() #6, !dbg !94
  %7 = call i32 @pthread_equal(i64 noundef %5, i64 noundef %6) #6, !dbg !94
  %8 = icmp ne i32 %7, 0, !dbg !94
  br i1 %8, label %9, label %10, !dbg !97

9:                                                ; preds = %1
  br label %11, !dbg !97

10:                                               ; preds = %1
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 17, ptr noundef @__PRETTY_FUNCTION__.worker) #7, !dbg !94
  unreachable, !dbg !94

11:                                               ; preds = %9
  %12 = load i64, ptr @owner, align 8, !dbg !98
  %13 = call i64 @pthread_self() #6, !dbg !98
  %14 = icmp eq i64 %12, %13, !dbg !98
  br i1 %14, label %15, label %16, !dbg !101

15:                                               ; preds = %11
  br label %17, !dbg !101

16:                                               ; preds = %11
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 18, ptr noundef @__PRETTY_FUNCTION__.worker) #7, !dbg !98
  unreachable, !dbg !98

17:                                               ; preds = %15
  store i32 0, ptr @busy, align 4, !dbg !102
  %18 = call i32 @pthread_mutex_unlock(ptr noundef @m) #5, !dbg !103
  ret ptr null, !dbg !104
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind willreturn memory(none)
declare i64 @pthread_self() #2

; Function Attrs: nounwind willreturn memory(none)
declare i32 @pthread_equal(i64 noundef, i64 noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !105 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !108, !DIExpression(), !109)
    #dbg_declare(ptr %3, !110, !DIExpression(), !111)
    #dbg_declare(ptr %4, !112, !DIExpression(), !113)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #5, !dbg !114
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #5, !dbg !115
  %7 = call i32 @pthread_create(ptr noundef %4, ptr noundef null, ptr noundef @worker, ptr noundef null) #5, !dbg !116
  %8 = load i64, ptr %2, align 8, !dbg !117
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !118
  %10 = load i64, ptr %3, align 8, !dbg !119
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null), !dbg !120
  %12 = load i64, ptr %4, align 8, !dbg !121
  %13 = call i32 @pthread_join(i64 noundef %12, ptr noundef null), !dbg !122
  %14 = load i32, ptr @busy, align 4, !dbg !123
  %15 = icmp ne i32 %14, 0, !dbg !123
  br i1 %15, label %17, label %16, !dbg !126

16:                                               ; preds = %0
  br label %18, !dbg !126

17:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 32, ptr noundef @__PRETTY_FUNCTION__.main) #7, !dbg !123
  unreachable, !dbg !123

18:                                               ; preds = %16
  ret i32 0, !dbg !127
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(none) }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!75, !76, !77, !78, !79, !80, !81}
!llvm.ident = !{!82}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 11, type: !45, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_owner.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "273c795071e1d438aa99b57b7627c190")
!4 = !{!0, !5, !11, !16, !22, !27, !32, !37, !42}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 296, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 37)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 136, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 17)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 192, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 24)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 48, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 6)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 15)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "owner", scope: !2, file: !3, line: 9, type: !39, isLocal: false, isDefinition: true)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !40, line: 27, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "busy", scope: !2, file: !3, line: 10, type: !44, isLocal: false, isDefinition: true)
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !40, line: 72, baseType: !46)
!46 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !40, line: 67, size: 320, elements: !47)
!47 = !{!48, !69, !73}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !46, file: !40, line: 69, baseType: !49, size: 320)
!49 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !50, line: 22, size: 320, elements: !51)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!51 = !{!52, !53, !55, !56, !57, !58, !60, !61}
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !49, file: !50, line: 24, baseType: !44, size: 32)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !49, file: !50, line: 25, baseType: !54, size: 32, offset: 32)
!54 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !49, file: !50, line: 26, baseType: !44, size: 32, offset: 64)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !49, file: !50, line: 28, baseType: !54, size: 32, offset: 96)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !49, file: !50, line: 32, baseType: !44, size: 32, offset: 128)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !49, file: !50, line: 34, baseType: !59, size: 16, offset: 160)
!59 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !49, file: !50, line: 35, baseType: !59, size: 16, offset: 176)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !49, file: !50, line: 36, baseType: !62, size: 128, offset: 192)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !63, line: 55, baseType: !64)
!63 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !63, line: 51, size: 128, elements: !65)
!65 = !{!66, !68}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !64, file: !63, line: 53, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !64, file: !63, line: 54, baseType: !67, size: 64, offset: 64)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !46, file: !40, line: 70, baseType: !70, size: 320)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 40)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !46, file: !40, line: 71, baseType: !74, size: 64)
!74 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!75 = !{i32 7, !"Dwarf Version", i32 5}
!76 = !{i32 2, !"Debug Info Version", i32 3}
!77 = !{i32 1, !"wchar_size", i32 4}
!78 = !{i32 8, !"PIC Level", i32 2}
!79 = !{i32 7, !"PIE Level", i32 2}
!80 = !{i32 7, !"uwtable", i32 2}
!81 = !{i32 7, !"frame-pointer", i32 2}
!82 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!83 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !84, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !87)
!84 = !DISubroutineType(types: !85)
!85 = !{!86, !86}
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!87 = !{}
!88 = !DILocalVariable(name: "arg", arg: 1, scope: !83, file: !3, line: 13, type: !86)
!89 = !DILocation(line: 13, column: 20, scope: !83)
!90 = !DILocation(line: 14, column: 3, scope: !83)
!91 = !DILocation(line: 15, column: 11, scope: !83)
!92 = !DILocation(line: 15, column: 9, scope: !83)
!93 = !DILocation(line: 16, column: 8, scope: !83)
!94 = !DILocation(line: 17, column: 3, scope: !95)
!95 = distinct !DILexicalBlock(scope: !96, file: !3, line: 17, column: 3)
!96 = distinct !DILexicalBlock(scope: !83, file: !3, line: 17, column: 3)
!97 = !DILocation(line: 17, column: 3, scope: !96)
!98 = !DILocation(line: 18, column: 3, scope: !99)
!99 = distinct !DILexicalBlock(scope: !100, file: !3, line: 18, column: 3)
!100 = distinct !DILexicalBlock(scope: !83, file: !3, line: 18, column: 3)
!101 = !DILocation(line: 18, column: 3, scope: !100)
!102 = !DILocation(line: 19, column: 8, scope: !83)
!103 = !DILocation(line: 20, column: 3, scope: !83)
!104 = !DILocation(line: 21, column: 3, scope: !83)
!105 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !106, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !87)
!106 = !DISubroutineType(types: !107)
!107 = !{!44}
!108 = !DILocalVariable(name: "a", scope: !105, file: !3, line: 25, type: !39)
!109 = !DILocation(line: 25, column: 13, scope: !105)
!110 = !DILocalVariable(name: "b", scope: !105, file: !3, line: 25, type: !39)
!111 = !DILocation(line: 25, column: 16, scope: !105)
!112 = !DILocalVariable(name: "c", scope: !105, file: !3, line: 25, type: !39)
!113 = !DILocation(line: 25, column: 19, scope: !105)
!114 = !DILocation(line: 26, column: 3, scope: !105)
!115 = !DILocation(line: 27, column: 3, scope: !105)
!116 = !DILocation(line: 28, column: 3, scope: !105)
!117 = !DILocation(line: 29, column: 16, scope: !105)
!118 = !DILocation(line: 29, column: 3, scope: !105)
!119 = !DILocation(line: 30, column: 16, scope: !105)
!120 = !DILocation(line: 30, column: 3, scope: !105)
!121 = !DILocation(line: 31, column: 16, scope: !105)
!122 = !DILocation(line: 31, column: 3, scope: !105)
!123 = !DILocation(line: 32, column: 3, scope: !124)
!124 = distinct !DILexicalBlock(scope: !125, file: !3, line: 32, column: 3)
!125 = distinct !DILexicalBlock(scope: !105, file: !3, line: 32, column: 3)
!126 = !DILocation(line: 32, column: 3, scope: !125)
!127 = !DILocation(line: 33, column: 3, scope: !105)
