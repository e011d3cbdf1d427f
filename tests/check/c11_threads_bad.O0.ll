; ModuleID = 'c11_threads_bad.c'
source_filename = "c11_threads_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.timespec = type { i64, i64 }
%union.mtx_t = type { i64, [32 x i8] }

@__const.worker.ts = private unnamed_addr constant %struct.timespec { i64 1, i64 0 }, align 8
@m = dso_local global %union.mtx_t zeroinitializer, align 8, !dbg !0
@a = dso_local global i32 0, align 4, !dbg !37
@b = dso_local global i32 0, align 4, !dbg !41
@.str = private unnamed_addr constant [7 x i8] c"a == b\00", align 1, !dbg !20
@.str.1 = private unnamed_addr constant [18 x i8] c"c11_threads_bad.c\00", align 1, !dbg !26
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [19 x i8] c"int worker(void *)\00", align 1, !dbg !31

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @worker(ptr noundef %0) #0 !dbg !60 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca %struct.timespec, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !65, !DIExpression(), !66)
    #dbg_declare(ptr %4, !67, !DIExpression(), !76)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.worker.ts, i64 16, i1 false), !dbg !76
  %5 = call i32 @mtx_timedlock(ptr noundef @m, ptr noundef %4), !dbg !77
  %6 = icmp eq i32 %5, 4, !dbg !79
  br i1 %6, label %7, label %14, !dbg !80

7:                                                ; preds = %1
  %8 = load volatile i32, ptr @a, align 4, !dbg !81
  %9 = load volatile i32, ptr @b, align 4, !dbg !81
  %10 = icmp eq i32 %8, %9, !dbg !81
  br i1 %10, label %11, label %12, !dbg !85

11:                                               ; preds = %7
  br label %13, !dbg !85

12:                                               ; preds = %7
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 15, ptr noundef @__PRETTY_FUNCTION__.worker) #4, !dbg !81
  unreachable, !dbg !81

13:                                               ; preds = %11
  store i32 0, ptr %2, align 4, !dbg !86
  br label %20, !dbg !86

14:                                               ; preds = %1
  %15 = load volatile i32, ptr @a, align 4, !dbg !87
  %16 = add nsw i32 %15, 1, !dbg !87
  store volatile i32 %16, ptr @a, align 4, !dbg !87
  %17 = load volatile i32, ptr @b, align 4, !dbg !88
  %18 = add nsw i32 %17, 1, !dbg !88
  store volatile i32 %18, ptr @b, align 4, !dbg !88
  %19 = call i32 @mtx_unlock(ptr noundef @m), !dbg !89
  store i32 0, ptr %2, align 4, !dbg !90
  br label %20, !dbg !90

20:                                               ; preds = %14, %13
  %21 = load i32, ptr %2, align 4, !dbg !91
  ret i32 %21, !dbg !91
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @mtx_timedlock(ptr noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

declare i32 @mtx_unlock(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !92 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !95, !DIExpression(), !100)
    #dbg_declare(ptr %3, !101, !DIExpression(), !102)
  %4 = call i32 @mtx_init(ptr noundef @m, i32 noundef 2), !dbg !103
  %5 = call i32 @thrd_create(ptr noundef %2, ptr noundef @worker, ptr noundef null), !dbg !104
  %6 = call i32 @thrd_create(ptr noundef %3, ptr noundef @worker, ptr noundef null), !dbg !105
  %7 = load i64, ptr %2, align 8, !dbg !106
  %8 = call i32 @thrd_join(i64 noundef %7, ptr noundef null), !dbg !107
  %9 = load i64, ptr %3, align 8, !dbg !108
  %10 = call i32 @thrd_join(i64 noundef %9, ptr noundef null), !dbg !109
  ret i32 0, !dbg !110
}

declare i32 @mtx_init(ptr noundef, i32 noundef) #2

declare i32 @thrd_create(ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @thrd_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!52, !53, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 9, type: !43, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !19, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "c11_threads_bad.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "357cddf49089154f2b8ae753dbaf78c5")
!4 = !{!5, !14}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 42, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/include/threads.h", directory: "", checksumkind: CSK_MD5, checksum: "6974d482e09577a4fa59cb79dc9d72e5")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13}
!9 = !DIEnumerator(name: "thrd_success", value: 0)
!10 = !DIEnumerator(name: "thrd_busy", value: 1)
!11 = !DIEnumerator(name: "thrd_error", value: 2)
!12 = !DIEnumerator(name: "thrd_nomem", value: 3)
!13 = !DIEnumerator(name: "thrd_timedout", value: 4)
!14 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 52, baseType: !7, size: 32, elements: !15)
!15 = !{!16, !17, !18}
!16 = !DIEnumerator(name: "mtx_plain", value: 0)
!17 = !DIEnumerator(name: "mtx_recursive", value: 1)
!18 = !DIEnumerator(name: "mtx_timed", value: 2)
!19 = !{!20, !26, !31, !0, !37, !41}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 56, elements: !24)
!23 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!24 = !{!25}
!25 = !DISubrange(count: 7)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 144, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 18)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !34, size: 152, elements: !35)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !23)
!35 = !{!36}
!36 = !DISubrange(count: 19)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 10, type: !39, isLocal: false, isDefinition: true)
!39 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !40)
!40 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 10, type: !39, isLocal: false, isDefinition: true)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "mtx_t", file: !6, line: 66, baseType: !44)
!44 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !6, line: 62, size: 320, elements: !45)
!45 = !{!46, !50}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !44, file: !6, line: 64, baseType: !47, size: 320)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 320, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 40)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !44, file: !6, line: 65, baseType: !51, size: 64)
!51 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!52 = !{i32 7, !"Dwarf Version", i32 5}
!53 = !{i32 2, !"Debug Info Version", i32 3}
!54 = !{i32 1, !"wchar_size", i32 4}
!55 = !{i32 8, !"PIC Level", i32 2}
!56 = !{i32 7, !"PIE Level", i32 2}
!57 = !{i32 7, !"uwtable", i32 2}
!58 = !{i32 7, !"frame-pointer", i32 2}
!59 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!60 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 12, type: !61, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !64)
!61 = !DISubroutineType(types: !62)
!62 = !{!40, !63}
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!64 = !{}
!65 = !DILocalVariable(name: "arg", arg: 1, scope: !60, file: !3, line: 12, type: !63)
!66 = !DILocation(line: 12, column: 18, scope: !60)
!67 = !DILocalVariable(name: "ts", scope: !60, file: !3, line: 13, type: !68)
!68 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !69, line: 11, size: 128, elements: !70)
!69 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: "", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!70 = !{!71, !74}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !68, file: !69, line: 16, baseType: !72, size: 64)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !73, line: 160, baseType: !51)
!73 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!74 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !68, file: !69, line: 21, baseType: !75, size: 64, offset: 64)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !73, line: 197, baseType: !51)
!76 = !DILocation(line: 13, column: 19, scope: !60)
!77 = !DILocation(line: 14, column: 7, scope: !78)
!78 = distinct !DILexicalBlock(scope: !60, file: !3, line: 14, column: 7)
!79 = !DILocation(line: 14, column: 30, scope: !78)
!80 = !DILocation(line: 14, column: 7, scope: !60)
!81 = !DILocation(line: 15, column: 5, scope: !82)
!82 = distinct !DILexicalBlock(scope: !83, file: !3, line: 15, column: 5)
!83 = distinct !DILexicalBlock(scope: !84, file: !3, line: 15, column: 5)
!84 = distinct !DILexicalBlock(scope: !78, file: !3, line: 14, column: 48)
!85 = !DILocation(line: 15, column: 5, scope: !83)
!86 = !DILocation(line: 16, column: 5, scope: !84)
!87 = !DILocation(line: 18, column: 4, scope: !60)
!88 = !DILocation(line: 19, column: 4, scope: !60)
!89 = !DILocation(line: 20, column: 3, scope: !60)
!90 = !DILocation(line: 21, column: 3, scope: !60)
!91 = !DILocation(line: 22, column: 1, scope: !60)
!92 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !93, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !64)
!93 = !DISubroutineType(types: !94)
!94 = !{!40}
!95 = !DILocalVariable(name: "t1", scope: !92, file: !3, line: 25, type: !96)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "thrd_t", file: !6, line: 38, baseType: !97)
!97 = !DIDerivedType(tag: DW_TAG_typedef, name: "__thrd_t", file: !98, line: 106, baseType: !99)
!98 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!99 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!100 = !DILocation(line: 25, column: 10, scope: !92)
!101 = !DILocalVariable(name: "t2", scope: !92, file: !3, line: 25, type: !96)
!102 = !DILocation(line: 25, column: 14, scope: !92)
!103 = !DILocation(line: 26, column: 3, scope: !92)
!104 = !DILocation(line: 27, column: 3, scope: !92)
!105 = !DILocation(line: 28, column: 3, scope: !92)
!106 = !DILocation(line: 29, column: 13, scope: !92)
!107 = !DILocation(line: 29, column: 3, scope: !92)
!108 = !DILocation(line: 30, column: 13, scope: !92)
!109 = !DILocation(line: 30, column: 3, scope: !92)
!110 = !DILocation(line: 31, column: 3, scope: !92)
