; ModuleID = 'max_time.c'
source_filename = "max_time.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@sum = dso_local global i32 0, align 4, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !48 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !53, !DIExpression(), !54)
    #dbg_declare(ptr %3, !55, !DIExpression(), !56)
  %4 = call i32 @__VERIFIER_nondet_int(), !dbg !57
  store i32 %4, ptr %3, align 4, !dbg !56
  %5 = call i32 @pthread_mutex_lock(ptr noundef @m) #3, !dbg !58
  %6 = load i32, ptr %3, align 4, !dbg !59
  %7 = load i32, ptr @sum, align 4, !dbg !60
  %8 = add nsw i32 %7, %6, !dbg !60
  store i32 %8, ptr @sum, align 4, !dbg !60
  %9 = call i32 @pthread_mutex_unlock(ptr noundef @m) #3, !dbg !61
  ret ptr null, !dbg !62
}

declare i32 @__VERIFIER_nondet_int() #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !63 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !66, !DIExpression(), !72)
    #dbg_declare(ptr %3, !73, !DIExpression(), !75)
  store i32 0, ptr %3, align 4, !dbg !75
  br label %5, !dbg !76

5:                                                ; preds = %13, %0
  %6 = load i32, ptr %3, align 4, !dbg !77
  %7 = icmp slt i32 %6, 2, !dbg !79
  br i1 %7, label %8, label %16, !dbg !80

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !81
  %10 = sext i32 %9 to i64, !dbg !82
  %11 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %10, !dbg !82
  %12 = call i32 @pthread_create(ptr noundef %11, ptr noundef null, ptr noundef @worker, ptr noundef null) #3, !dbg !83
  br label %13, !dbg !83

13:                                               ; preds = %8
  %14 = load i32, ptr %3, align 4, !dbg !84
  %15 = add nsw i32 %14, 1, !dbg !84
  store i32 %15, ptr %3, align 4, !dbg !84
  br label %5, !dbg !85, !llvm.loop !86

16:                                               ; preds = %5
  %17 = call ptr @worker(ptr noundef null), !dbg !89
    #dbg_declare(ptr %4, !90, !DIExpression(), !92)
  store i32 0, ptr %4, align 4, !dbg !92
  br label %18, !dbg !93

18:                                               ; preds = %27, %16
  %19 = load i32, ptr %4, align 4, !dbg !94
  %20 = icmp slt i32 %19, 2, !dbg !96
  br i1 %20, label %21, label %30, !dbg !97

21:                                               ; preds = %18
  %22 = load i32, ptr %4, align 4, !dbg !98
  %23 = sext i32 %22 to i64, !dbg !99
  %24 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %23, !dbg !99
  %25 = load i64, ptr %24, align 8, !dbg !99
  %26 = call i32 @pthread_join(i64 noundef %25, ptr noundef null), !dbg !100
  br label %27, !dbg !100

27:                                               ; preds = %21
  %28 = load i32, ptr %4, align 4, !dbg !101
  %29 = add nsw i32 %28, 1, !dbg !101
  store i32 %29, ptr %4, align 4, !dbg !101
  br label %18, !dbg !102, !llvm.loop !103

30:                                               ; preds = %18
  ret i32 0, !dbg !105
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 9, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "max_time.c", directory: ".", checksumkind: CSK_MD5, checksum: "e009dbc9398b4c71f227a4eace4acec1")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "sum", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !9, line: 72, baseType: !10)
!9 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!10 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !9, line: 67, size: 320, elements: !11)
!11 = !{!12, !33, !38}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !10, file: !9, line: 69, baseType: !13, size: 320)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !14, line: 22, size: 320, elements: !15)
!14 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!15 = !{!16, !17, !19, !20, !21, !22, !24, !25}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !13, file: !14, line: 24, baseType: !7, size: 32)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !13, file: !14, line: 25, baseType: !18, size: 32, offset: 32)
!18 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !13, file: !14, line: 26, baseType: !7, size: 32, offset: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !13, file: !14, line: 28, baseType: !18, size: 32, offset: 96)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !13, file: !14, line: 32, baseType: !7, size: 32, offset: 128)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !13, file: !14, line: 34, baseType: !23, size: 16, offset: 160)
!23 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !13, file: !14, line: 35, baseType: !23, size: 16, offset: 176)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !13, file: !14, line: 36, baseType: !26, size: 128, offset: 192)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !27, line: 55, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !27, line: 51, size: 128, elements: !29)
!29 = !{!30, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !28, file: !27, line: 53, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !28, file: !27, line: 54, baseType: !31, size: 64, offset: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !10, file: !9, line: 70, baseType: !34, size: 320)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 320, elements: !36)
!35 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!36 = !{!37}
!37 = !DISubrange(count: 40)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !10, file: !9, line: 71, baseType: !39, size: 64)
!39 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 8, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 2}
!46 = !{i32 7, !"frame-pointer", i32 2}
!47 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!48 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 12, type: !49, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!49 = !DISubroutineType(types: !50)
!50 = !{!51, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!52 = !{}
!53 = !DILocalVariable(name: "arg", arg: 1, scope: !48, file: !3, line: 12, type: !51)
!54 = !DILocation(line: 12, column: 20, scope: !48)
!55 = !DILocalVariable(name: "v", scope: !48, file: !3, line: 13, type: !7)
!56 = !DILocation(line: 13, column: 7, scope: !48)
!57 = !DILocation(line: 13, column: 11, scope: !48)
!58 = !DILocation(line: 14, column: 3, scope: !48)
!59 = !DILocation(line: 15, column: 10, scope: !48)
!60 = !DILocation(line: 15, column: 7, scope: !48)
!61 = !DILocation(line: 16, column: 3, scope: !48)
!62 = !DILocation(line: 17, column: 3, scope: !48)
!63 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !64, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!64 = !DISubroutineType(types: !65)
!65 = !{!7}
!66 = !DILocalVariable(name: "t", scope: !63, file: !3, line: 21, type: !67)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !68, size: 128, elements: !70)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !9, line: 27, baseType: !69)
!69 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!70 = !{!71}
!71 = !DISubrange(count: 2)
!72 = !DILocation(line: 21, column: 13, scope: !63)
!73 = !DILocalVariable(name: "i", scope: !74, file: !3, line: 22, type: !7)
!74 = distinct !DILexicalBlock(scope: !63, file: !3, line: 22, column: 3)
!75 = !DILocation(line: 22, column: 12, scope: !74)
!76 = !DILocation(line: 22, column: 8, scope: !74)
!77 = !DILocation(line: 22, column: 19, scope: !78)
!78 = distinct !DILexicalBlock(scope: !74, file: !3, line: 22, column: 3)
!79 = !DILocation(line: 22, column: 21, scope: !78)
!80 = !DILocation(line: 22, column: 3, scope: !74)
!81 = !DILocation(line: 23, column: 23, scope: !78)
!82 = !DILocation(line: 23, column: 21, scope: !78)
!83 = !DILocation(line: 23, column: 5, scope: !78)
!84 = !DILocation(line: 22, column: 27, scope: !78)
!85 = !DILocation(line: 22, column: 3, scope: !78)
!86 = distinct !{!86, !80, !87, !88}
!87 = !DILocation(line: 23, column: 39, scope: !74)
!88 = !{!"llvm.loop.mustprogress"}
!89 = !DILocation(line: 24, column: 3, scope: !63)
!90 = !DILocalVariable(name: "i", scope: !91, file: !3, line: 25, type: !7)
!91 = distinct !DILexicalBlock(scope: !63, file: !3, line: 25, column: 3)
!92 = !DILocation(line: 25, column: 12, scope: !91)
!93 = !DILocation(line: 25, column: 8, scope: !91)
!94 = !DILocation(line: 25, column: 19, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !3, line: 25, column: 3)
!96 = !DILocation(line: 25, column: 21, scope: !95)
!97 = !DILocation(line: 25, column: 3, scope: !91)
!98 = !DILocation(line: 26, column: 20, scope: !95)
!99 = !DILocation(line: 26, column: 18, scope: !95)
!100 = !DILocation(line: 26, column: 5, scope: !95)
!101 = !DILocation(line: 25, column: 27, scope: !95)
!102 = !DILocation(line: 25, column: 3, scope: !95)
!103 = distinct !{!103, !97, !104, !88}
!104 = !DILocation(line: 26, column: 25, scope: !91)
!105 = !DILocation(line: 27, column: 3, scope: !63)
