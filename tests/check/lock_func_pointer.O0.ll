; ModuleID = 'lock_func_pointer.c'
source_filename = "lock_func_pointer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@lock_fn = dso_local global ptr @pthread_mutex_lock, align 8, !dbg !5
@unlock_fn = dso_local global ptr @pthread_mutex_unlock, align 8, !dbg !44
@x = dso_local global i32 0, align 4, !dbg !62
@.str = private unnamed_addr constant [7 x i8] c"x == 4\00", align 1, !dbg !46
@.str.1 = private unnamed_addr constant [20 x i8] c"lock_func_pointer.c\00", align 1, !dbg !51
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !56

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #0

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #1 !dbg !72 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !77, !DIExpression(), !78)
    #dbg_declare(ptr %3, !79, !DIExpression(), !81)
  store i32 0, ptr %3, align 4, !dbg !81
  br label %5, !dbg !82

5:                                                ; preds = %16, %1
  %6 = load i32, ptr %3, align 4, !dbg !83
  %7 = icmp slt i32 %6, 2, !dbg !85
  br i1 %7, label %8, label %19, !dbg !86

8:                                                ; preds = %5
  %9 = load ptr, ptr @lock_fn, align 8, !dbg !87
  %10 = call i32 %9(ptr noundef @m), !dbg !87
    #dbg_declare(ptr %4, !89, !DIExpression(), !90)
  %11 = load i32, ptr @x, align 4, !dbg !91
  store i32 %11, ptr %4, align 4, !dbg !90
  %12 = load i32, ptr %4, align 4, !dbg !92
  %13 = add nsw i32 %12, 1, !dbg !93
  store i32 %13, ptr @x, align 4, !dbg !94
  %14 = load ptr, ptr @unlock_fn, align 8, !dbg !95
  %15 = call i32 %14(ptr noundef @m), !dbg !95
  br label %16, !dbg !96

16:                                               ; preds = %8
  %17 = load i32, ptr %3, align 4, !dbg !97
  %18 = add nsw i32 %17, 1, !dbg !97
  store i32 %18, ptr %3, align 4, !dbg !97
  br label %5, !dbg !98, !llvm.loop !99

19:                                               ; preds = %5
  ret ptr null, !dbg !102
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #1 !dbg !103 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !106, !DIExpression(), !109)
    #dbg_declare(ptr %3, !110, !DIExpression(), !111)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !112
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !113
  %6 = load i64, ptr %2, align 8, !dbg !114
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !115
  %8 = load i64, ptr %3, align 8, !dbg !116
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !117
  %10 = load i32, ptr @x, align 4, !dbg !118
  %11 = icmp eq i32 %10, 4, !dbg !118
  br i1 %11, label %12, label %13, !dbg !121

12:                                               ; preds = %0
  br label %14, !dbg !121

13:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 30, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !118
  unreachable, !dbg !118

14:                                               ; preds = %12
  ret i32 0, !dbg !122
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #0

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

attributes #0 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!64, !65, !66, !67, !68, !69, !70}
!llvm.ident = !{!71}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 9, type: !12, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "lock_func_pointer.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "ee2618f1b8b8caa5bf975a24ae2b3e62")
!4 = !{!0, !5, !44, !46, !51, !56, !62}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "lock_fn", scope: !2, file: !3, line: 11, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DISubroutineType(types: !9)
!9 = !{!10, !11}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !13, line: 72, baseType: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!14 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !13, line: 67, size: 320, elements: !15)
!15 = !{!16, !37, !42}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !14, file: !13, line: 69, baseType: !17, size: 320)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !18, line: 22, size: 320, elements: !19)
!18 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!19 = !{!20, !21, !23, !24, !25, !26, !28, !29}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !17, file: !18, line: 24, baseType: !10, size: 32)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !17, file: !18, line: 25, baseType: !22, size: 32, offset: 32)
!22 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !17, file: !18, line: 26, baseType: !10, size: 32, offset: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !17, file: !18, line: 28, baseType: !22, size: 32, offset: 96)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !17, file: !18, line: 32, baseType: !10, size: 32, offset: 128)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !17, file: !18, line: 34, baseType: !27, size: 16, offset: 160)
!27 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !17, file: !18, line: 35, baseType: !27, size: 16, offset: 176)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !17, file: !18, line: 36, baseType: !30, size: 128, offset: 192)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !31, line: 55, baseType: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !31, line: 51, size: 128, elements: !33)
!33 = !{!34, !36}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !32, file: !31, line: 53, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !32, file: !31, line: 54, baseType: !35, size: 64, offset: 64)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !14, file: !13, line: 70, baseType: !38, size: 320)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !40)
!39 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!40 = !{!41}
!41 = !DISubrange(count: 40)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !14, file: !13, line: 71, baseType: !43, size: 64)
!43 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "unlock_fn", scope: !2, file: !3, line: 12, type: !7, isLocal: false, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 56, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 7)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 160, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 20)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !59, size: 120, elements: !60)
!59 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!60 = !{!61}
!61 = !DISubrange(count: 15)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 10, type: !10, isLocal: false, isDefinition: true)
!64 = !{i32 7, !"Dwarf Version", i32 5}
!65 = !{i32 2, !"Debug Info Version", i32 3}
!66 = !{i32 1, !"wchar_size", i32 4}
!67 = !{i32 8, !"PIC Level", i32 2}
!68 = !{i32 7, !"PIE Level", i32 2}
!69 = !{i32 7, !"uwtable", i32 2}
!70 = !{i32 7, !"frame-pointer", i32 2}
!71 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!72 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 14, type: !73, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !76)
!73 = !DISubroutineType(types: !74)
!74 = !{!75, !75}
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!76 = !{}
!77 = !DILocalVariable(name: "arg", arg: 1, scope: !72, file: !3, line: 14, type: !75)
!78 = !DILocation(line: 14, column: 20, scope: !72)
!79 = !DILocalVariable(name: "i", scope: !80, file: !3, line: 15, type: !10)
!80 = distinct !DILexicalBlock(scope: !72, file: !3, line: 15, column: 3)
!81 = !DILocation(line: 15, column: 12, scope: !80)
!82 = !DILocation(line: 15, column: 8, scope: !80)
!83 = !DILocation(line: 15, column: 19, scope: !84)
!84 = distinct !DILexicalBlock(scope: !80, file: !3, line: 15, column: 3)
!85 = !DILocation(line: 15, column: 21, scope: !84)
!86 = !DILocation(line: 15, column: 3, scope: !80)
!87 = !DILocation(line: 16, column: 5, scope: !88)
!88 = distinct !DILexicalBlock(scope: !84, file: !3, line: 15, column: 31)
!89 = !DILocalVariable(name: "v", scope: !88, file: !3, line: 17, type: !10)
!90 = !DILocation(line: 17, column: 9, scope: !88)
!91 = !DILocation(line: 17, column: 13, scope: !88)
!92 = !DILocation(line: 18, column: 9, scope: !88)
!93 = !DILocation(line: 18, column: 11, scope: !88)
!94 = !DILocation(line: 18, column: 7, scope: !88)
!95 = !DILocation(line: 19, column: 5, scope: !88)
!96 = !DILocation(line: 20, column: 3, scope: !88)
!97 = !DILocation(line: 15, column: 27, scope: !84)
!98 = !DILocation(line: 15, column: 3, scope: !84)
!99 = distinct !{!99, !86, !100, !101}
!100 = !DILocation(line: 20, column: 3, scope: !80)
!101 = !{!"llvm.loop.mustprogress"}
!102 = !DILocation(line: 21, column: 3, scope: !72)
!103 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !104, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !76)
!104 = !DISubroutineType(types: !105)
!105 = !{!10}
!106 = !DILocalVariable(name: "a", scope: !103, file: !3, line: 25, type: !107)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !13, line: 27, baseType: !108)
!108 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!109 = !DILocation(line: 25, column: 13, scope: !103)
!110 = !DILocalVariable(name: "b", scope: !103, file: !3, line: 25, type: !107)
!111 = !DILocation(line: 25, column: 16, scope: !103)
!112 = !DILocation(line: 26, column: 3, scope: !103)
!113 = !DILocation(line: 27, column: 3, scope: !103)
!114 = !DILocation(line: 28, column: 16, scope: !103)
!115 = !DILocation(line: 28, column: 3, scope: !103)
!116 = !DILocation(line: 29, column: 16, scope: !103)
!117 = !DILocation(line: 29, column: 3, scope: !103)
!118 = !DILocation(line: 30, column: 3, scope: !119)
!119 = distinct !DILexicalBlock(scope: !120, file: !3, line: 30, column: 3)
!120 = distinct !DILexicalBlock(scope: !103, file: !3, line: 30, column: 3)
!121 = !DILocation(line: 30, column: 3, scope: !120)
!122 = !DILocation(line: 31, column: 3, scope: !103)
