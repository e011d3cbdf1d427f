; ModuleID = 'verifier-error-extern.c'
source_filename = "verifier-error-extern.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@flags = dso_local global i32 0, align 4, !dbg !8
@__const.main.bits = private unnamed_addr constant [2 x i32] [i32 0, i32 1], align 4
@.src = private unnamed_addr constant [24 x i8] c"verifier-error-extern.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 23 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 27, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_assert(i32 noundef %0) #0 !dbg !50 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !54, !DIExpression(), !55)
  %3 = load i32, ptr %2, align 4, !dbg !56
  %4 = icmp ne i32 %3, 0, !dbg !58
  br i1 %4, label %7, label %5, !dbg !59

5:                                                ; preds = %1
  br label %6, !dbg !60

6:                                                ; preds = %5
    #dbg_label(!61, !63)
  call void (...) @__VERIFIER_error() #7, !dbg !64
  unreachable, !dbg !64

7:                                                ; preds = %1
  ret void, !dbg !65
}

; Function Attrs: noreturn
declare void @__VERIFIER_error(...) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @setbit(ptr noundef %0) #0 !dbg !66 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !70, !DIExpression(), !71)
    #dbg_declare(ptr %3, !72, !DIExpression(), !73)
  %4 = load ptr, ptr %2, align 8, !dbg !74
  %5 = load i32, ptr %4, align 4, !dbg !75
  store i32 %5, ptr %3, align 4, !dbg !73
  %6 = call i32 @pthread_mutex_lock(ptr noundef @m) #8, !dbg !76
  %7 = load i32, ptr @flags, align 4, !dbg !77
  %8 = load i32, ptr %3, align 4, !dbg !78
  %9 = shl i32 1, %8, !dbg !79
  %10 = or i32 %7, %9, !dbg !80
  store i32 %10, ptr @flags, align 4, !dbg !81
  %11 = call i32 @pthread_mutex_unlock(ptr noundef @m) #8, !dbg !82
  ret ptr null, !dbg !83
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !84 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca [2 x i32], align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !87, !DIExpression(), !93)
    #dbg_declare(ptr %3, !94, !DIExpression(), !96)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 @__const.main.bits, i64 8, i1 false), !dbg !96
    #dbg_declare(ptr %4, !97, !DIExpression(), !98)
  store i32 0, ptr %4, align 4, !dbg !99
  br label %5, !dbg !101

5:                                                ; preds = %24, %0
  %6 = load i32, ptr %4, align 4, !dbg !102
  %7 = icmp slt i32 %6, 2, !dbg !104
  br i1 %7, label %8, label %25, !dbg !105

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !dbg !106
  %10 = sext i32 %9 to i64, !dbg !107
  %11 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %10, !dbg !107
  %12 = load i32, ptr %4, align 4, !dbg !108
  %13 = sext i32 %12 to i64, !dbg !109
  %14 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 %13, !dbg !109
  %15 = call i32 @pthread_create(ptr noundef %11, ptr noundef null, ptr noundef @setbit, ptr noundef %14) #8, !dbg !110
  br label %16, !dbg !110

16:                                               ; preds = %8
  %17 = load i32, ptr %4, align 4, !dbg !111
  %18 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %17, i32 1), !dbg !111, !nosanitize !53
  %19 = extractvalue { i32, i1 } %18, 0, !dbg !111, !nosanitize !53
  %20 = extractvalue { i32, i1 } %18, 1, !dbg !111, !nosanitize !53
  %21 = xor i1 %20, true, !dbg !111, !nosanitize !53
  br i1 %21, label %24, label %22, !dbg !111, !prof !112, !nosanitize !53

22:                                               ; preds = %16
  %23 = zext i32 %17 to i64, !dbg !111, !nosanitize !53
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %23, i64 1) #8, !dbg !111, !nosanitize !53
  br label %24, !dbg !111, !nosanitize !53

24:                                               ; preds = %22, %16
  store i32 %19, ptr %4, align 4, !dbg !111
  br label %5, !dbg !113, !llvm.loop !114

25:                                               ; preds = %5
  store i32 0, ptr %4, align 4, !dbg !117
  br label %26, !dbg !119

26:                                               ; preds = %43, %25
  %27 = load i32, ptr %4, align 4, !dbg !120
  %28 = icmp slt i32 %27, 2, !dbg !122
  br i1 %28, label %29, label %44, !dbg !123

29:                                               ; preds = %26
  %30 = load i32, ptr %4, align 4, !dbg !124
  %31 = sext i32 %30 to i64, !dbg !125
  %32 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %31, !dbg !125
  %33 = load i64, ptr %32, align 8, !dbg !125
  %34 = call i32 @pthread_join(i64 noundef %33, ptr noundef null), !dbg !126
  br label %35, !dbg !126

35:                                               ; preds = %29
  %36 = load i32, ptr %4, align 4, !dbg !127
  %37 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %36, i32 1), !dbg !127, !nosanitize !53
  %38 = extractvalue { i32, i1 } %37, 0, !dbg !127, !nosanitize !53
  %39 = extractvalue { i32, i1 } %37, 1, !dbg !127, !nosanitize !53
  %40 = xor i1 %39, true, !dbg !127, !nosanitize !53
  br i1 %40, label %43, label %41, !dbg !127, !prof !112, !nosanitize !53

41:                                               ; preds = %35
  %42 = zext i32 %36 to i64, !dbg !127, !nosanitize !53
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %42, i64 1) #8, !dbg !127, !nosanitize !53
  br label %43, !dbg !127, !nosanitize !53

43:                                               ; preds = %41, %35
  store i32 %38, ptr %4, align 4, !dbg !127
  br label %26, !dbg !128, !llvm.loop !129

44:                                               ; preds = %26
  %45 = load i32, ptr @flags, align 4, !dbg !131
  %46 = icmp eq i32 %45, 3, !dbg !132
  %47 = zext i1 %46 to i32, !dbg !132
  call void @__VERIFIER_assert(i32 noundef %47), !dbg !133
  ret i32 0, !dbg !134
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #4

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #5

declare i32 @pthread_join(i64 noundef, ptr noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { uwtable }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 10, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "verifier-error-extern.c", directory: ".", checksumkind: CSK_MD5, checksum: "0a1cd9f9b76c97a369ab943ee1391bdd")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!0, !8}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "flags", scope: !2, file: !3, line: 11, type: !6, isLocal: false, isDefinition: true)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !11, line: 72, baseType: !12)
!11 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!12 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !11, line: 67, size: 320, elements: !13)
!13 = !{!14, !35, !40}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !12, file: !11, line: 69, baseType: !15, size: 320)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !16, line: 22, size: 320, elements: !17)
!16 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!17 = !{!18, !19, !21, !22, !23, !24, !26, !27}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !15, file: !16, line: 24, baseType: !6, size: 32)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !15, file: !16, line: 25, baseType: !20, size: 32, offset: 32)
!20 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !15, file: !16, line: 26, baseType: !6, size: 32, offset: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !15, file: !16, line: 28, baseType: !20, size: 32, offset: 96)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !15, file: !16, line: 32, baseType: !6, size: 32, offset: 128)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !15, file: !16, line: 34, baseType: !25, size: 16, offset: 160)
!25 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !15, file: !16, line: 35, baseType: !25, size: 16, offset: 176)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !15, file: !16, line: 36, baseType: !28, size: 128, offset: 192)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !29, line: 55, baseType: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !29, line: 51, size: 128, elements: !31)
!31 = !{!32, !34}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !30, file: !29, line: 53, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !30, file: !29, line: 54, baseType: !33, size: 64, offset: 64)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !12, file: !11, line: 70, baseType: !36, size: 320)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 320, elements: !38)
!37 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!38 = !{!39}
!39 = !DISubrange(count: 40)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !12, file: !11, line: 71, baseType: !41, size: 64)
!41 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 8, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 2}
!48 = !{i32 7, !"frame-pointer", i32 2}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "__VERIFIER_assert", scope: !3, file: !3, line: 6, type: !51, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{null, !6}
!53 = !{}
!54 = !DILocalVariable(name: "cond", arg: 1, scope: !50, file: !3, line: 6, type: !6)
!55 = !DILocation(line: 6, column: 28, scope: !50)
!56 = !DILocation(line: 6, column: 42, scope: !57)
!57 = distinct !DILexicalBlock(scope: !50, file: !3, line: 6, column: 40)
!58 = !DILocation(line: 6, column: 41, scope: !57)
!59 = !DILocation(line: 6, column: 40, scope: !50)
!60 = !DILocation(line: 6, column: 49, scope: !57)
!61 = !DILabel(scope: !62, name: "ERROR", file: !3, line: 6)
!62 = distinct !DILexicalBlock(scope: !57, file: !3, line: 6, column: 49)
!63 = !DILocation(line: 6, column: 51, scope: !62)
!64 = !DILocation(line: 6, column: 58, scope: !62)
!65 = !DILocation(line: 6, column: 80, scope: !50)
!66 = distinct !DISubprogram(name: "setbit", scope: !3, file: !3, line: 13, type: !67, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!67 = !DISubroutineType(types: !68)
!68 = !{!69, !69}
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!70 = !DILocalVariable(name: "arg", arg: 1, scope: !66, file: !3, line: 13, type: !69)
!71 = !DILocation(line: 13, column: 20, scope: !66)
!72 = !DILocalVariable(name: "bit", scope: !66, file: !3, line: 14, type: !6)
!73 = !DILocation(line: 14, column: 7, scope: !66)
!74 = !DILocation(line: 14, column: 21, scope: !66)
!75 = !DILocation(line: 14, column: 13, scope: !66)
!76 = !DILocation(line: 15, column: 3, scope: !66)
!77 = !DILocation(line: 16, column: 11, scope: !66)
!78 = !DILocation(line: 16, column: 25, scope: !66)
!79 = !DILocation(line: 16, column: 22, scope: !66)
!80 = !DILocation(line: 16, column: 17, scope: !66)
!81 = !DILocation(line: 16, column: 9, scope: !66)
!82 = !DILocation(line: 17, column: 3, scope: !66)
!83 = !DILocation(line: 18, column: 3, scope: !66)
!84 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !85, scopeLine: 21, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!85 = !DISubroutineType(types: !86)
!86 = !{!6}
!87 = !DILocalVariable(name: "t", scope: !84, file: !3, line: 22, type: !88)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !89, size: 128, elements: !91)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !11, line: 27, baseType: !90)
!90 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!91 = !{!92}
!92 = !DISubrange(count: 2)
!93 = !DILocation(line: 22, column: 13, scope: !84)
!94 = !DILocalVariable(name: "bits", scope: !84, file: !3, line: 23, type: !95)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !91)
!96 = !DILocation(line: 23, column: 7, scope: !84)
!97 = !DILocalVariable(name: "i", scope: !84, file: !3, line: 24, type: !6)
!98 = !DILocation(line: 24, column: 7, scope: !84)
!99 = !DILocation(line: 25, column: 10, scope: !100)
!100 = distinct !DILexicalBlock(scope: !84, file: !3, line: 25, column: 3)
!101 = !DILocation(line: 25, column: 8, scope: !100)
!102 = !DILocation(line: 25, column: 15, scope: !103)
!103 = distinct !DILexicalBlock(scope: !100, file: !3, line: 25, column: 3)
!104 = !DILocation(line: 25, column: 17, scope: !103)
!105 = !DILocation(line: 25, column: 3, scope: !100)
!106 = !DILocation(line: 26, column: 23, scope: !103)
!107 = !DILocation(line: 26, column: 21, scope: !103)
!108 = !DILocation(line: 26, column: 44, scope: !103)
!109 = !DILocation(line: 26, column: 39, scope: !103)
!110 = !DILocation(line: 26, column: 5, scope: !103)
!111 = !DILocation(line: 25, column: 23, scope: !103)
!112 = !{!"branch_weights", i32 1048575, i32 1}
!113 = !DILocation(line: 25, column: 3, scope: !103)
!114 = distinct !{!114, !105, !115, !116}
!115 = !DILocation(line: 26, column: 46, scope: !100)
!116 = !{!"llvm.loop.mustprogress"}
!117 = !DILocation(line: 27, column: 10, scope: !118)
!118 = distinct !DILexicalBlock(scope: !84, file: !3, line: 27, column: 3)
!119 = !DILocation(line: 27, column: 8, scope: !118)
!120 = !DILocation(line: 27, column: 15, scope: !121)
!121 = distinct !DILexicalBlock(scope: !118, file: !3, line: 27, column: 3)
!122 = !DILocation(line: 27, column: 17, scope: !121)
!123 = !DILocation(line: 27, column: 3, scope: !118)
!124 = !DILocation(line: 28, column: 20, scope: !121)
!125 = !DILocation(line: 28, column: 18, scope: !121)
!126 = !DILocation(line: 28, column: 5, scope: !121)
!127 = !DILocation(line: 27, column: 23, scope: !121)
!128 = !DILocation(line: 27, column: 3, scope: !121)
!129 = distinct !{!129, !123, !130, !116}
!130 = !DILocation(line: 28, column: 25, scope: !118)
!131 = !DILocation(line: 29, column: 21, scope: !84)
!132 = !DILocation(line: 29, column: 27, scope: !84)
!133 = !DILocation(line: 29, column: 3, scope: !84)
!134 = !DILocation(line: 30, column: 3, scope: !84)
