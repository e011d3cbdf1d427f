; ModuleID = 'input_shared_counter.c'
source_filename = "input_shared_counter.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@counter = dso_local global i32 0, align 4, !dbg !22
@.str = private unnamed_addr constant [21 x i8] c"counter == start + 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [23 x i8] c"input_shared_counter.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @add(ptr noundef %0) #0 !dbg !64 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !69, !DIExpression(), !70)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #4, !dbg !71
  %4 = load i32, ptr @counter, align 4, !dbg !72
  %5 = add nsw i32 %4, 1, !dbg !73
  store i32 %5, ptr @counter, align 4, !dbg !74
  %6 = call i32 @pthread_mutex_unlock(ptr noundef @m) #4, !dbg !75
  ret ptr null, !dbg !76
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !77 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !80, !DIExpression(), !81)
  %5 = call i32 @__VERIFIER_nondet_int(), !dbg !82
  store i32 %5, ptr %2, align 4, !dbg !81
  %6 = load i32, ptr %2, align 4, !dbg !83
  %7 = icmp slt i32 %6, 1000000, !dbg !84
  %8 = zext i1 %7 to i32, !dbg !84
  call void @__VERIFIER_assume(i32 noundef %8), !dbg !85
  %9 = load i32, ptr %2, align 4, !dbg !86
  store i32 %9, ptr @counter, align 4, !dbg !87
    #dbg_declare(ptr %3, !88, !DIExpression(), !91)
    #dbg_declare(ptr %4, !92, !DIExpression(), !93)
  %10 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @add, ptr noundef null) #4, !dbg !94
  %11 = call i32 @pthread_create(ptr noundef %4, ptr noundef null, ptr noundef @add, ptr noundef null) #4, !dbg !95
  %12 = load i64, ptr %3, align 8, !dbg !96
  %13 = call i32 @pthread_join(i64 noundef %12, ptr noundef null), !dbg !97
  %14 = load i64, ptr %4, align 8, !dbg !98
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !99
  %16 = load i32, ptr @counter, align 4, !dbg !100
  %17 = load i32, ptr %2, align 4, !dbg !100
  %18 = add nsw i32 %17, 2, !dbg !100
  %19 = icmp eq i32 %16, %18, !dbg !100
  br i1 %19, label %20, label %21, !dbg !103

20:                                               ; preds = %0
  br label %22, !dbg !103

21:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 32, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !100
  unreachable, !dbg !100

22:                                               ; preds = %20
  ret i32 0, !dbg !104
}

declare i32 @__VERIFIER_nondet_int() #2

declare void @__VERIFIER_assume(i32 noundef) #2

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
!llvm.module.flags = !{!56, !57, !58, !59, !60, !61, !62}
!llvm.ident = !{!63}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 14, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "input_shared_counter.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "ddb0a6a712ea346c82cfb66f3a5fb75d")
!4 = !{!0, !5, !11, !16, !22}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 168, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 21)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 184, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 23)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 13, type: !24, isLocal: false, isDefinition: true)
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
!64 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 16, type: !65, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !68)
!65 = !DISubroutineType(types: !66)
!66 = !{!67, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!68 = !{}
!69 = !DILocalVariable(name: "arg", arg: 1, scope: !64, file: !3, line: 16, type: !67)
!70 = !DILocation(line: 16, column: 17, scope: !64)
!71 = !DILocation(line: 17, column: 3, scope: !64)
!72 = !DILocation(line: 18, column: 13, scope: !64)
!73 = !DILocation(line: 18, column: 21, scope: !64)
!74 = !DILocation(line: 18, column: 11, scope: !64)
!75 = !DILocation(line: 19, column: 3, scope: !64)
!76 = !DILocation(line: 20, column: 3, scope: !64)
!77 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !78, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !68)
!78 = !DISubroutineType(types: !79)
!79 = !{!24}
!80 = !DILocalVariable(name: "start", scope: !77, file: !3, line: 24, type: !24)
!81 = !DILocation(line: 24, column: 7, scope: !77)
!82 = !DILocation(line: 24, column: 15, scope: !77)
!83 = !DILocation(line: 25, column: 21, scope: !77)
!84 = !DILocation(line: 25, column: 27, scope: !77)
!85 = !DILocation(line: 25, column: 3, scope: !77)
!86 = !DILocation(line: 26, column: 13, scope: !77)
!87 = !DILocation(line: 26, column: 11, scope: !77)
!88 = !DILocalVariable(name: "t1", scope: !77, file: !3, line: 27, type: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !26, line: 27, baseType: !90)
!90 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!91 = !DILocation(line: 27, column: 13, scope: !77)
!92 = !DILocalVariable(name: "t2", scope: !77, file: !3, line: 27, type: !89)
!93 = !DILocation(line: 27, column: 17, scope: !77)
!94 = !DILocation(line: 28, column: 3, scope: !77)
!95 = !DILocation(line: 29, column: 3, scope: !77)
!96 = !DILocation(line: 30, column: 16, scope: !77)
!97 = !DILocation(line: 30, column: 3, scope: !77)
!98 = !DILocation(line: 31, column: 16, scope: !77)
!99 = !DILocation(line: 31, column: 3, scope: !77)
!100 = !DILocation(line: 32, column: 3, scope: !101)
!101 = distinct !DILexicalBlock(scope: !102, file: !3, line: 32, column: 3)
!102 = distinct !DILexicalBlock(scope: !77, file: !3, line: 32, column: 3)
!103 = !DILocation(line: 32, column: 3, scope: !102)
!104 = !DILocation(line: 33, column: 3, scope: !77)
