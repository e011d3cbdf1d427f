; ModuleID = 'cond_timedwait_ok.c'
source_filename = "cond_timedwait_ok.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }
%struct.timespec = type { i64, i64 }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@c = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !5
@ready = dso_local global i32 0, align 4, !dbg !65
@__const.main.ts = private unnamed_addr constant %struct.timespec { i64 1, i64 0 }, align 8
@.str = private unnamed_addr constant [25 x i8] c"r == 0 || r == ETIMEDOUT\00", align 1, !dbg !44
@.str.1 = private unnamed_addr constant [20 x i8] c"cond_timedwait_ok.c\00", align 1, !dbg !49
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !54
@.str.2 = private unnamed_addr constant [6 x i8] c"ready\00", align 1, !dbg !60

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @setter(ptr noundef %0) #0 !dbg !104 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !109, !DIExpression(), !110)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #5, !dbg !111
  store i32 1, ptr @ready, align 4, !dbg !112
  %4 = call i32 @pthread_cond_signal(ptr noundef @c) #5, !dbg !113
  %5 = call i32 @pthread_mutex_unlock(ptr noundef @m) #5, !dbg !114
  ret ptr null, !dbg !115
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_cond_signal(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !116 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca %struct.timespec, align 8
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !119, !DIExpression(), !122)
    #dbg_declare(ptr %3, !123, !DIExpression(), !132)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.ts, i64 16, i1 false), !dbg !132
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @setter, ptr noundef null) #5, !dbg !133
  %6 = call i32 @pthread_mutex_lock(ptr noundef @m) #5, !dbg !134
  br label %7, !dbg !135

7:                                                ; preds = %20, %0
  %8 = load i32, ptr @ready, align 4, !dbg !136
  %9 = icmp ne i32 %8, 0, !dbg !137
  %10 = xor i1 %9, true, !dbg !137
  br i1 %10, label %11, label %21, !dbg !135

11:                                               ; preds = %7
    #dbg_declare(ptr %4, !138, !DIExpression(), !140)
  %12 = call i32 @pthread_cond_timedwait(ptr noundef @c, ptr noundef @m, ptr noundef %3), !dbg !141
  store i32 %12, ptr %4, align 4, !dbg !140
  %13 = load i32, ptr %4, align 4, !dbg !142
  %14 = icmp eq i32 %13, 0, !dbg !142
  br i1 %14, label %18, label %15, !dbg !142

15:                                               ; preds = %11
  %16 = load i32, ptr %4, align 4, !dbg !142
  %17 = icmp eq i32 %16, 110, !dbg !142
  br i1 %17, label %18, label %19, !dbg !145

18:                                               ; preds = %15, %11
  br label %20, !dbg !145

19:                                               ; preds = %15
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 28, ptr noundef @__PRETTY_FUNCTION__.main) #6, !dbg !142
  unreachable, !dbg !142

20:                                               ; preds = %18
  br label %7, !dbg !135, !llvm.loop !146

21:                                               ; preds = %7
  %22 = load i32, ptr @ready, align 4, !dbg !149
  %23 = icmp ne i32 %22, 0, !dbg !149
  br i1 %23, label %24, label %25, !dbg !152

24:                                               ; preds = %21
  br label %26, !dbg !152

25:                                               ; preds = %21
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 30, ptr noundef @__PRETTY_FUNCTION__.main) #6, !dbg !149
  unreachable, !dbg !149

26:                                               ; preds = %24
  %27 = call i32 @pthread_mutex_unlock(ptr noundef @m) #5, !dbg !153
  %28 = load i64, ptr %2, align 8, !dbg !154
  %29 = call i32 @pthread_join(i64 noundef %28, ptr noundef null), !dbg !155
  ret i32 0, !dbg !156
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_cond_timedwait(ptr noundef, ptr noundef, ptr noundef) #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #4

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!96, !97, !98, !99, !100, !101, !102}
!llvm.ident = !{!103}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 9, type: !68, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "cond_timedwait_ok.c", directory: ".", checksumkind: CSK_MD5, checksum: "f45a384d603916226151094225621c41")
!4 = !{!0, !5, !44, !49, !54, !60, !65}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "c", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !8, line: 80, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!9 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 75, size: 384, elements: !10)
!10 = !{!11, !37, !42}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !9, file: !8, line: 77, baseType: !12, size: 384)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !13, line: 94, size: 384, elements: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!14 = !{!15, !28, !29, !33, !34, !35, !36}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !12, file: !13, line: 96, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !17, line: 33, baseType: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: ".", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!18 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !17, line: 25, size: 64, elements: !19)
!19 = !{!20, !22}
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !18, file: !17, line: 27, baseType: !21, size: 64)
!21 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !18, file: !17, line: 32, baseType: !23, size: 64)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !18, file: !17, line: 28, size: 64, elements: !24)
!24 = !{!25, !27}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !23, file: !17, line: 30, baseType: !26, size: 32)
!26 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !23, file: !17, line: 31, baseType: !26, size: 32, offset: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !12, file: !13, line: 97, baseType: !16, size: 64, offset: 64)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !12, file: !13, line: 98, baseType: !30, size: 64, offset: 128)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 64, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 2)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !12, file: !13, line: 99, baseType: !30, size: 64, offset: 192)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !12, file: !13, line: 100, baseType: !26, size: 32, offset: 256)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !12, file: !13, line: 101, baseType: !26, size: 32, offset: 288)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !12, file: !13, line: 102, baseType: !30, size: 64, offset: 320)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !9, file: !8, line: 78, baseType: !38, size: 384)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 384, elements: !40)
!39 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!40 = !{!41}
!41 = !DISubrange(count: 48)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !9, file: !8, line: 79, baseType: !43, size: 64)
!43 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 200, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 25)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !51, isLocal: true, isDefinition: true)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 160, elements: !52)
!52 = !{!53}
!53 = !DISubrange(count: 20)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 120, elements: !58)
!57 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !39)
!58 = !{!59}
!59 = !DISubrange(count: 15)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 48, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 6)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 11, type: !67, isLocal: false, isDefinition: true)
!67 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !8, line: 72, baseType: !69)
!69 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 67, size: 320, elements: !70)
!70 = !{!71, !90, !94}
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !69, file: !8, line: 69, baseType: !72, size: 320)
!72 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !73, line: 22, size: 320, elements: !74)
!73 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!74 = !{!75, !76, !77, !78, !79, !80, !82, !83}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !72, file: !73, line: 24, baseType: !67, size: 32)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !72, file: !73, line: 25, baseType: !26, size: 32, offset: 32)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !72, file: !73, line: 26, baseType: !67, size: 32, offset: 64)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !72, file: !73, line: 28, baseType: !26, size: 32, offset: 96)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !72, file: !73, line: 32, baseType: !67, size: 32, offset: 128)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !72, file: !73, line: 34, baseType: !81, size: 16, offset: 160)
!81 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !72, file: !73, line: 35, baseType: !81, size: 16, offset: 176)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !72, file: !73, line: 36, baseType: !84, size: 128, offset: 192)
!84 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !13, line: 55, baseType: !85)
!85 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !13, line: 51, size: 128, elements: !86)
!86 = !{!87, !89}
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !85, file: !13, line: 53, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !85, file: !13, line: 54, baseType: !88, size: 64, offset: 64)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !69, file: !8, line: 70, baseType: !91, size: 320)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 320, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 40)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !69, file: !8, line: 71, baseType: !95, size: 64)
!95 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!96 = !{i32 7, !"Dwarf Version", i32 5}
!97 = !{i32 2, !"Debug Info Version", i32 3}
!98 = !{i32 1, !"wchar_size", i32 4}
!99 = !{i32 8, !"PIC Level", i32 2}
!100 = !{i32 7, !"PIE Level", i32 2}
!101 = !{i32 7, !"uwtable", i32 2}
!102 = !{i32 7, !"frame-pointer", i32 2}
!103 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!104 = distinct !DISubprogram(name: "setter", scope: !3, file: !3, line: 13, type: !105, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !108)
!105 = !DISubroutineType(types: !106)
!106 = !{!107, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!108 = !{}
!109 = !DILocalVariable(name: "arg", arg: 1, scope: !104, file: !3, line: 13, type: !107)
!110 = !DILocation(line: 13, column: 20, scope: !104)
!111 = !DILocation(line: 14, column: 3, scope: !104)
!112 = !DILocation(line: 15, column: 9, scope: !104)
!113 = !DILocation(line: 16, column: 3, scope: !104)
!114 = !DILocation(line: 17, column: 3, scope: !104)
!115 = !DILocation(line: 18, column: 3, scope: !104)
!116 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !117, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !108)
!117 = !DISubroutineType(types: !118)
!118 = !{!67}
!119 = !DILocalVariable(name: "t", scope: !116, file: !3, line: 22, type: !120)
!120 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !121)
!121 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!122 = !DILocation(line: 22, column: 13, scope: !116)
!123 = !DILocalVariable(name: "ts", scope: !116, file: !3, line: 23, type: !124)
!124 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "timespec", file: !125, line: 11, size: 128, elements: !126)
!125 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_timespec.h", directory: ".", checksumkind: CSK_MD5, checksum: "55dc154df3f21a5aa944dcafba9b43f6")
!126 = !{!127, !130}
!127 = !DIDerivedType(tag: DW_TAG_member, name: "tv_sec", scope: !124, file: !125, line: 16, baseType: !128, size: 64)
!128 = !DIDerivedType(tag: DW_TAG_typedef, name: "__time_t", file: !129, line: 160, baseType: !95)
!129 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: ".", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!130 = !DIDerivedType(tag: DW_TAG_member, name: "tv_nsec", scope: !124, file: !125, line: 21, baseType: !131, size: 64, offset: 64)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "__syscall_slong_t", file: !129, line: 197, baseType: !95)
!132 = !DILocation(line: 23, column: 19, scope: !116)
!133 = !DILocation(line: 24, column: 3, scope: !116)
!134 = !DILocation(line: 25, column: 3, scope: !116)
!135 = !DILocation(line: 26, column: 3, scope: !116)
!136 = !DILocation(line: 26, column: 11, scope: !116)
!137 = !DILocation(line: 26, column: 10, scope: !116)
!138 = !DILocalVariable(name: "r", scope: !139, file: !3, line: 27, type: !67)
!139 = distinct !DILexicalBlock(scope: !116, file: !3, line: 26, column: 18)
!140 = !DILocation(line: 27, column: 9, scope: !139)
!141 = !DILocation(line: 27, column: 13, scope: !139)
!142 = !DILocation(line: 28, column: 5, scope: !143)
!143 = distinct !DILexicalBlock(scope: !144, file: !3, line: 28, column: 5)
!144 = distinct !DILexicalBlock(scope: !139, file: !3, line: 28, column: 5)
!145 = !DILocation(line: 28, column: 5, scope: !144)
!146 = distinct !{!146, !135, !147, !148}
!147 = !DILocation(line: 29, column: 3, scope: !116)
!148 = !{!"llvm.loop.mustprogress"}
!149 = !DILocation(line: 30, column: 3, scope: !150)
!150 = distinct !DILexicalBlock(scope: !151, file: !3, line: 30, column: 3)
!151 = distinct !DILexicalBlock(scope: !116, file: !3, line: 30, column: 3)
!152 = !DILocation(line: 30, column: 3, scope: !151)
!153 = !DILocation(line: 31, column: 3, scope: !116)
!154 = !DILocation(line: 32, column: 16, scope: !116)
!155 = !DILocation(line: 32, column: 3, scope: !116)
!156 = !DILocation(line: 33, column: 3, scope: !116)
