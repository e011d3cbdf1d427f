; ModuleID = 'cond-broadcast-gate.c'
source_filename = "cond-broadcast-gate.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_cond_t = type { %struct.__pthread_cond_s }
%struct.__pthread_cond_s = type { %union.__atomic_wide_counter, %union.__atomic_wide_counter, [2 x i32], [2 x i32], i32, i32, [2 x i32] }
%union.__atomic_wide_counter = type { i64 }

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [22 x i8] c"cond-broadcast-gate.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !17
@open_cv = dso_local global %union.pthread_cond_t zeroinitializer, align 8, !dbg !21
@ready = dso_local global i32 0, align 4, !dbg !57
@data = dso_local global i32 0, align 4, !dbg !60
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 32, i32 23 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 39, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !98 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 8, ptr noundef @.str.2) #6, !dbg !101
  unreachable, !dbg !101
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !102 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !107, !DIExpression(), !108)
    #dbg_declare(ptr %3, !109, !DIExpression(), !110)
  %4 = call i32 @pthread_mutex_lock(ptr noundef @m) #7, !dbg !111
  br label %5, !dbg !112

5:                                                ; preds = %9, %1
  %6 = load i32, ptr @ready, align 4, !dbg !113
  %7 = icmp ne i32 %6, 0, !dbg !114
  %8 = xor i1 %7, true, !dbg !114
  br i1 %8, label %9, label %11, !dbg !112

9:                                                ; preds = %5
  %10 = call i32 @pthread_cond_wait(ptr noundef @open_cv, ptr noundef @m), !dbg !115
  br label %5, !dbg !112, !llvm.loop !116

11:                                               ; preds = %5
  %12 = load i32, ptr @data, align 4, !dbg !119
  store i32 %12, ptr %3, align 4, !dbg !120
  %13 = call i32 @pthread_mutex_unlock(ptr noundef @m) #7, !dbg !121
  %14 = load i32, ptr %3, align 4, !dbg !122
  %15 = icmp ne i32 %14, 7, !dbg !124
  br i1 %15, label %16, label %17, !dbg !125

16:                                               ; preds = %11
  call void @reach_error(), !dbg !126
  br label %17, !dbg !126

17:                                               ; preds = %16, %11
  ret ptr null, !dbg !127
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #2

declare i32 @pthread_cond_wait(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !128 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 16
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !131, !DIExpression(), !137)
    #dbg_declare(ptr %3, !138, !DIExpression(), !139)
  store i32 0, ptr %3, align 4, !dbg !140
  br label %4, !dbg !142

4:                                                ; preds = %20, %0
  %5 = load i32, ptr %3, align 4, !dbg !143
  %6 = icmp slt i32 %5, 3, !dbg !145
  br i1 %6, label %7, label %21, !dbg !146

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !147
  %9 = sext i32 %8 to i64, !dbg !148
  %10 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %9, !dbg !148
  %11 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !149
  br label %12, !dbg !149

12:                                               ; preds = %7
  %13 = load i32, ptr %3, align 4, !dbg !150
  %14 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %13, i32 1), !dbg !150, !nosanitize !106
  %15 = extractvalue { i32, i1 } %14, 0, !dbg !150, !nosanitize !106
  %16 = extractvalue { i32, i1 } %14, 1, !dbg !150, !nosanitize !106
  %17 = xor i1 %16, true, !dbg !150, !nosanitize !106
  br i1 %17, label %20, label %18, !dbg !150, !prof !151, !nosanitize !106

18:                                               ; preds = %12
  %19 = zext i32 %13 to i64, !dbg !150, !nosanitize !106
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %19, i64 1) #7, !dbg !150, !nosanitize !106
  br label %20, !dbg !150, !nosanitize !106

20:                                               ; preds = %18, %12
  store i32 %15, ptr %3, align 4, !dbg !150
  br label %4, !dbg !152, !llvm.loop !153

21:                                               ; preds = %4
  %22 = call i32 @pthread_mutex_lock(ptr noundef @m) #7, !dbg !155
  store i32 7, ptr @data, align 4, !dbg !156
  store i32 1, ptr @ready, align 4, !dbg !157
  %23 = call i32 @pthread_cond_broadcast(ptr noundef @open_cv) #7, !dbg !158
  %24 = call i32 @pthread_mutex_unlock(ptr noundef @m) #7, !dbg !159
  store i32 0, ptr %3, align 4, !dbg !160
  br label %25, !dbg !162

25:                                               ; preds = %42, %21
  %26 = load i32, ptr %3, align 4, !dbg !163
  %27 = icmp slt i32 %26, 3, !dbg !165
  br i1 %27, label %28, label %43, !dbg !166

28:                                               ; preds = %25
  %29 = load i32, ptr %3, align 4, !dbg !167
  %30 = sext i32 %29 to i64, !dbg !168
  %31 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %30, !dbg !168
  %32 = load i64, ptr %31, align 8, !dbg !168
  %33 = call i32 @pthread_join(i64 noundef %32, ptr noundef null), !dbg !169
  br label %34, !dbg !169

34:                                               ; preds = %28
  %35 = load i32, ptr %3, align 4, !dbg !170
  %36 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %35, i32 1), !dbg !170, !nosanitize !106
  %37 = extractvalue { i32, i1 } %36, 0, !dbg !170, !nosanitize !106
  %38 = extractvalue { i32, i1 } %36, 1, !dbg !170, !nosanitize !106
  %39 = xor i1 %38, true, !dbg !170, !nosanitize !106
  br i1 %39, label %42, label %40, !dbg !170, !prof !151, !nosanitize !106

40:                                               ; preds = %34
  %41 = zext i32 %35 to i64, !dbg !170, !nosanitize !106
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %41, i64 1) #7, !dbg !170, !nosanitize !106
  br label %42, !dbg !170, !nosanitize !106

42:                                               ; preds = %40, %34
  store i32 %37, ptr %3, align 4, !dbg !170
  br label %25, !dbg !171, !llvm.loop !172

43:                                               ; preds = %25
  ret i32 0, !dbg !174
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #4

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #5

; Function Attrs: nounwind
declare i32 @pthread_cond_broadcast(ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { uwtable }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!90, !91, !92, !93, !94, !95, !96}
!llvm.ident = !{!97}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "cond-broadcast-gate.c", directory: ".", checksumkind: CSK_MD5, checksum: "4028d583ae0d153730f0e9fe539954b9")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 22)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "m", scope: !19, file: !2, line: 12, type: !62, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21, !57, !60}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "open_cv", scope: !19, file: !2, line: 13, type: !23, isLocal: false, isDefinition: true)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_cond_t", file: !24, line: 80, baseType: !25)
!24 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!25 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !24, line: 75, size: 384, elements: !26)
!26 = !{!27, !51, !55}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !25, file: !24, line: 77, baseType: !28, size: 384)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_cond_s", file: !29, line: 94, size: 384, elements: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!30 = !{!31, !44, !45, !47, !48, !49, !50}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__wseq", scope: !28, file: !29, line: 96, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "__atomic_wide_counter", file: !33, line: 33, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/atomic_wide_counter.h", directory: ".", checksumkind: CSK_MD5, checksum: "2708e6e61e266abad2d765ccef838dbe")
!34 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !33, line: 25, size: 64, elements: !35)
!35 = !{!36, !38}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__value64", scope: !34, file: !33, line: 27, baseType: !37, size: 64)
!37 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__value32", scope: !34, file: !33, line: 32, baseType: !39, size: 64)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !34, file: !33, line: 28, size: 64, elements: !40)
!40 = !{!41, !43}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__low", scope: !39, file: !33, line: 30, baseType: !42, size: 32)
!42 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__high", scope: !39, file: !33, line: 31, baseType: !42, size: 32, offset: 32)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_start", scope: !28, file: !29, line: 97, baseType: !32, size: 64, offset: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__g_refs", scope: !28, file: !29, line: 98, baseType: !46, size: 64, offset: 128)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 64, elements: !5)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__g_size", scope: !28, file: !29, line: 99, baseType: !46, size: 64, offset: 192)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__g1_orig_size", scope: !28, file: !29, line: 100, baseType: !42, size: 32, offset: 256)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__wrefs", scope: !28, file: !29, line: 101, baseType: !42, size: 32, offset: 288)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__g_signals", scope: !28, file: !29, line: 102, baseType: !46, size: 64, offset: 320)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !25, file: !24, line: 78, baseType: !52, size: 384)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 48)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !25, file: !24, line: 79, baseType: !56, size: 64)
!56 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(name: "ready", scope: !19, file: !2, line: 14, type: !59, isLocal: false, isDefinition: true)
!59 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "data", scope: !19, file: !2, line: 15, type: !59, isLocal: false, isDefinition: true)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !24, line: 72, baseType: !63)
!63 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !24, line: 67, size: 320, elements: !64)
!64 = !{!65, !84, !88}
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !63, file: !24, line: 69, baseType: !66, size: 320)
!66 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !67, line: 22, size: 320, elements: !68)
!67 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!68 = !{!69, !70, !71, !72, !73, !74, !76, !77}
!69 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !66, file: !67, line: 24, baseType: !59, size: 32)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !66, file: !67, line: 25, baseType: !42, size: 32, offset: 32)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !66, file: !67, line: 26, baseType: !59, size: 32, offset: 64)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !66, file: !67, line: 28, baseType: !42, size: 32, offset: 96)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !66, file: !67, line: 32, baseType: !59, size: 32, offset: 128)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !66, file: !67, line: 34, baseType: !75, size: 16, offset: 160)
!75 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !66, file: !67, line: 35, baseType: !75, size: 16, offset: 176)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !66, file: !67, line: 36, baseType: !78, size: 128, offset: 192)
!78 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !29, line: 55, baseType: !79)
!79 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !29, line: 51, size: 128, elements: !80)
!80 = !{!81, !83}
!81 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !79, file: !29, line: 53, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !79, file: !29, line: 54, baseType: !82, size: 64, offset: 64)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !63, file: !24, line: 70, baseType: !85, size: 320)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 40)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !63, file: !24, line: 71, baseType: !89, size: 64)
!89 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!90 = !{i32 7, !"Dwarf Version", i32 5}
!91 = !{i32 2, !"Debug Info Version", i32 3}
!92 = !{i32 1, !"wchar_size", i32 4}
!93 = !{i32 8, !"PIC Level", i32 2}
!94 = !{i32 7, !"PIE Level", i32 2}
!95 = !{i32 7, !"uwtable", i32 2}
!96 = !{i32 7, !"frame-pointer", i32 2}
!97 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!98 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 8, type: !99, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !19)
!99 = !DISubroutineType(types: !100)
!100 = !{null}
!101 = !DILocation(line: 8, column: 22, scope: !98)
!102 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 17, type: !103, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !106)
!103 = !DISubroutineType(types: !104)
!104 = !{!105, !105}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!106 = !{}
!107 = !DILocalVariable(name: "arg", arg: 1, scope: !102, file: !2, line: 17, type: !105)
!108 = !DILocation(line: 17, column: 20, scope: !102)
!109 = !DILocalVariable(name: "v", scope: !102, file: !2, line: 18, type: !59)
!110 = !DILocation(line: 18, column: 7, scope: !102)
!111 = !DILocation(line: 19, column: 3, scope: !102)
!112 = !DILocation(line: 20, column: 3, scope: !102)
!113 = !DILocation(line: 20, column: 11, scope: !102)
!114 = !DILocation(line: 20, column: 10, scope: !102)
!115 = !DILocation(line: 21, column: 5, scope: !102)
!116 = distinct !{!116, !112, !117, !118}
!117 = !DILocation(line: 21, column: 35, scope: !102)
!118 = !{!"llvm.loop.mustprogress"}
!119 = !DILocation(line: 22, column: 7, scope: !102)
!120 = !DILocation(line: 22, column: 5, scope: !102)
!121 = !DILocation(line: 23, column: 3, scope: !102)
!122 = !DILocation(line: 24, column: 7, scope: !123)
!123 = distinct !DILexicalBlock(scope: !102, file: !2, line: 24, column: 7)
!124 = !DILocation(line: 24, column: 9, scope: !123)
!125 = !DILocation(line: 24, column: 7, scope: !102)
!126 = !DILocation(line: 25, column: 5, scope: !123)
!127 = !DILocation(line: 26, column: 3, scope: !102)
!128 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 29, type: !129, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !106)
!129 = !DISubroutineType(types: !130)
!130 = !{!59}
!131 = !DILocalVariable(name: "t", scope: !128, file: !2, line: 30, type: !132)
!132 = !DICompositeType(tag: DW_TAG_array_type, baseType: !133, size: 192, elements: !135)
!133 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !24, line: 27, baseType: !134)
!134 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!135 = !{!136}
!136 = !DISubrange(count: 3)
!137 = !DILocation(line: 30, column: 13, scope: !128)
!138 = !DILocalVariable(name: "i", scope: !128, file: !2, line: 31, type: !59)
!139 = !DILocation(line: 31, column: 7, scope: !128)
!140 = !DILocation(line: 32, column: 10, scope: !141)
!141 = distinct !DILexicalBlock(scope: !128, file: !2, line: 32, column: 3)
!142 = !DILocation(line: 32, column: 8, scope: !141)
!143 = !DILocation(line: 32, column: 15, scope: !144)
!144 = distinct !DILexicalBlock(scope: !141, file: !2, line: 32, column: 3)
!145 = !DILocation(line: 32, column: 17, scope: !144)
!146 = !DILocation(line: 32, column: 3, scope: !141)
!147 = !DILocation(line: 33, column: 23, scope: !144)
!148 = !DILocation(line: 33, column: 21, scope: !144)
!149 = !DILocation(line: 33, column: 5, scope: !144)
!150 = !DILocation(line: 32, column: 23, scope: !144)
!151 = !{!"branch_weights", i32 1048575, i32 1}
!152 = !DILocation(line: 32, column: 3, scope: !144)
!153 = distinct !{!153, !146, !154, !118}
!154 = !DILocation(line: 33, column: 39, scope: !141)
!155 = !DILocation(line: 34, column: 3, scope: !128)
!156 = !DILocation(line: 35, column: 8, scope: !128)
!157 = !DILocation(line: 36, column: 9, scope: !128)
!158 = !DILocation(line: 37, column: 3, scope: !128)
!159 = !DILocation(line: 38, column: 3, scope: !128)
!160 = !DILocation(line: 39, column: 10, scope: !161)
!161 = distinct !DILexicalBlock(scope: !128, file: !2, line: 39, column: 3)
!162 = !DILocation(line: 39, column: 8, scope: !161)
!163 = !DILocation(line: 39, column: 15, scope: !164)
!164 = distinct !DILexicalBlock(scope: !161, file: !2, line: 39, column: 3)
!165 = !DILocation(line: 39, column: 17, scope: !164)
!166 = !DILocation(line: 39, column: 3, scope: !161)
!167 = !DILocation(line: 40, column: 20, scope: !164)
!168 = !DILocation(line: 40, column: 18, scope: !164)
!169 = !DILocation(line: 40, column: 5, scope: !164)
!170 = !DILocation(line: 39, column: 23, scope: !164)
!171 = !DILocation(line: 39, column: 3, scope: !164)
!172 = distinct !{!172, !166, !173, !118}
!173 = !DILocation(line: 40, column: 25, scope: !161)
!174 = !DILocation(line: 41, column: 3, scope: !128)
