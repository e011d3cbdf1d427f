; ModuleID = 'mutex_errorcheck_bad.c'
source_filename = "mutex_errorcheck_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_mutexattr_t = type { i32 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"r == 0\00", align 1, !dbg !18
@.str.1 = private unnamed_addr constant [23 x i8] c"mutex_errorcheck_bad.c\00", align 1, !dbg !24
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !29

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !74 {
  %1 = alloca i32, align 4
  %2 = alloca %union.pthread_mutexattr_t, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !78, !DIExpression(), !87)
  %4 = call i32 @pthread_mutexattr_init(ptr noundef %2) #3, !dbg !88
  %5 = call i32 @pthread_mutexattr_settype(ptr noundef %2, i32 noundef 2) #3, !dbg !89
  %6 = call i32 @pthread_mutex_init(ptr noundef @m, ptr noundef %2) #3, !dbg !90
  %7 = call i32 @pthread_mutex_lock(ptr noundef @m) #3, !dbg !91
    #dbg_declare(ptr %3, !92, !DIExpression(), !93)
  %8 = call i32 @pthread_mutex_lock(ptr noundef @m) #3, !dbg !94
  store i32 %8, ptr %3, align 4, !dbg !93
  %9 = load i32, ptr %3, align 4, !dbg !95
  %10 = icmp eq i32 %9, 0, !dbg !95
  br i1 %10, label %11, label %12, !dbg !98

11:                                               ; preds = %0
  br label %13, !dbg !98

12:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 16, ptr noundef @__PRETTY_FUNCTION__.main) #4, !dbg !95
  unreachable, !dbg !95

13:                                               ; preds = %11
  ret i32 0, !dbg !99
}

; Function Attrs: nounwind
declare i32 @pthread_mutexattr_init(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutexattr_settype(ptr noundef, i32 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_init(ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!66, !67, !68, !69, !70, !71, !72}
!llvm.ident = !{!73}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 7, type: !35, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mutex_errorcheck_bad.c", directory: ".", checksumkind: CSK_MD5, checksum: "041a6450620470f7399d312c044c22c4")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 47, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14, !15, !16}
!9 = !DIEnumerator(name: "PTHREAD_MUTEX_TIMED_NP", value: 0)
!10 = !DIEnumerator(name: "PTHREAD_MUTEX_RECURSIVE_NP", value: 1)
!11 = !DIEnumerator(name: "PTHREAD_MUTEX_ERRORCHECK_NP", value: 2)
!12 = !DIEnumerator(name: "PTHREAD_MUTEX_ADAPTIVE_NP", value: 3)
!13 = !DIEnumerator(name: "PTHREAD_MUTEX_NORMAL", value: 0)
!14 = !DIEnumerator(name: "PTHREAD_MUTEX_RECURSIVE", value: 1)
!15 = !DIEnumerator(name: "PTHREAD_MUTEX_ERRORCHECK", value: 2)
!16 = !DIEnumerator(name: "PTHREAD_MUTEX_DEFAULT", value: 0)
!17 = !{!18, !24, !29, !0}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 56, elements: !22)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{!23}
!23 = !DISubrange(count: 7)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 184, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 23)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 120, elements: !33)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!33 = !{!34}
!34 = !DISubrange(count: 15)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !36, line: 72, baseType: !37)
!36 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!37 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !36, line: 67, size: 320, elements: !38)
!38 = !{!39, !60, !64}
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !37, file: !36, line: 69, baseType: !40, size: 320)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !41, line: 22, size: 320, elements: !42)
!41 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!42 = !{!43, !45, !46, !47, !48, !49, !51, !52}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !40, file: !41, line: 24, baseType: !44, size: 32)
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !40, file: !41, line: 25, baseType: !7, size: 32, offset: 32)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !40, file: !41, line: 26, baseType: !44, size: 32, offset: 64)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !40, file: !41, line: 28, baseType: !7, size: 32, offset: 96)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !40, file: !41, line: 32, baseType: !44, size: 32, offset: 128)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !40, file: !41, line: 34, baseType: !50, size: 16, offset: 160)
!50 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !40, file: !41, line: 35, baseType: !50, size: 16, offset: 176)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !40, file: !41, line: 36, baseType: !53, size: 128, offset: 192)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !54, line: 55, baseType: !55)
!54 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!55 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !54, line: 51, size: 128, elements: !56)
!56 = !{!57, !59}
!57 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !55, file: !54, line: 53, baseType: !58, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !55, file: !54, line: 54, baseType: !58, size: 64, offset: 64)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !37, file: !36, line: 70, baseType: !61, size: 320)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 320, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 40)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !37, file: !36, line: 71, baseType: !65, size: 64)
!65 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!66 = !{i32 7, !"Dwarf Version", i32 5}
!67 = !{i32 2, !"Debug Info Version", i32 3}
!68 = !{i32 1, !"wchar_size", i32 4}
!69 = !{i32 8, !"PIC Level", i32 2}
!70 = !{i32 7, !"PIE Level", i32 2}
!71 = !{i32 7, !"uwtable", i32 2}
!72 = !{i32 7, !"frame-pointer", i32 2}
!73 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!74 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 9, type: !75, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!44}
!77 = !{}
!78 = !DILocalVariable(name: "a", scope: !74, file: !3, line: 10, type: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutexattr_t", file: !36, line: 36, baseType: !80)
!80 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !36, line: 32, size: 32, elements: !81)
!81 = !{!82, !86}
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !80, file: !36, line: 34, baseType: !83, size: 32)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 32, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 4)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !80, file: !36, line: 35, baseType: !44, size: 32)
!87 = !DILocation(line: 10, column: 23, scope: !74)
!88 = !DILocation(line: 11, column: 3, scope: !74)
!89 = !DILocation(line: 12, column: 3, scope: !74)
!90 = !DILocation(line: 13, column: 3, scope: !74)
!91 = !DILocation(line: 14, column: 3, scope: !74)
!92 = !DILocalVariable(name: "r", scope: !74, file: !3, line: 15, type: !44)
!93 = !DILocation(line: 15, column: 7, scope: !74)
!94 = !DILocation(line: 15, column: 11, scope: !74)
!95 = !DILocation(line: 16, column: 3, scope: !96)
!96 = distinct !DILexicalBlock(scope: !97, file: !3, line: 16, column: 3)
!97 = distinct !DILexicalBlock(scope: !74, file: !3, line: 16, column: 3)
!98 = !DILocation(line: 16, column: 3, scope: !97)
!99 = !DILocation(line: 17, column: 3, scope: !74)
