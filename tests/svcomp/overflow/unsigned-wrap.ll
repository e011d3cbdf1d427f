; ModuleID = 'unsigned-wrap.c'
source_filename = "unsigned-wrap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@ticks = dso_local global i32 -2, align 4, !dbg !5
@small = dso_local global i8 -2, align 1, !dbg !8
@.src = private unnamed_addr constant [16 x i8] c"unsigned-wrap.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 15, i32 17 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 23, i32 23 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 25, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @tick(ptr noundef %0) #0 !dbg !51 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !56, !DIExpression(), !57)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #5, !dbg !58
  %4 = load i32, ptr @ticks, align 4, !dbg !59
  %5 = add i32 %4, 1, !dbg !60
  store i32 %5, ptr @ticks, align 4, !dbg !61
  %6 = load i8, ptr @small, align 1, !dbg !62
  %7 = zext i8 %6 to i32, !dbg !62
  %8 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %7, i32 1), !dbg !63, !nosanitize !55
  %9 = extractvalue { i32, i1 } %8, 0, !dbg !63, !nosanitize !55
  %10 = extractvalue { i32, i1 } %8, 1, !dbg !63, !nosanitize !55
  %11 = xor i1 %10, true, !dbg !63, !nosanitize !55
  br i1 %11, label %14, label %12, !dbg !63, !prof !64, !nosanitize !55

12:                                               ; preds = %1
  %13 = zext i32 %7 to i64, !dbg !63, !nosanitize !55
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %13, i64 1) #5, !dbg !63, !nosanitize !55
  br label %14, !dbg !63, !nosanitize !55

14:                                               ; preds = %12, %1
  %15 = trunc i32 %9 to i8, !dbg !62
  store i8 %15, ptr @small, align 1, !dbg !65
  %16 = call i32 @pthread_mutex_unlock(ptr noundef @m) #5, !dbg !66
  ret ptr null, !dbg !67
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !68 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !71, !DIExpression(), !77)
    #dbg_declare(ptr %3, !78, !DIExpression(), !79)
  store i32 0, ptr %3, align 4, !dbg !80
  br label %4, !dbg !82

4:                                                ; preds = %20, %0
  %5 = load i32, ptr %3, align 4, !dbg !83
  %6 = icmp slt i32 %5, 2, !dbg !85
  br i1 %6, label %7, label %21, !dbg !86

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !87
  %9 = sext i32 %8 to i64, !dbg !88
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %9, !dbg !88
  %11 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @tick, ptr noundef null) #5, !dbg !89
  br label %12, !dbg !89

12:                                               ; preds = %7
  %13 = load i32, ptr %3, align 4, !dbg !90
  %14 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %13, i32 1), !dbg !90, !nosanitize !55
  %15 = extractvalue { i32, i1 } %14, 0, !dbg !90, !nosanitize !55
  %16 = extractvalue { i32, i1 } %14, 1, !dbg !90, !nosanitize !55
  %17 = xor i1 %16, true, !dbg !90, !nosanitize !55
  br i1 %17, label %20, label %18, !dbg !90, !prof !64, !nosanitize !55

18:                                               ; preds = %12
  %19 = zext i32 %13 to i64, !dbg !90, !nosanitize !55
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %19, i64 1) #5, !dbg !90, !nosanitize !55
  br label %20, !dbg !90, !nosanitize !55

20:                                               ; preds = %18, %12
  store i32 %15, ptr %3, align 4, !dbg !90
  br label %4, !dbg !91, !llvm.loop !92

21:                                               ; preds = %4
  store i32 0, ptr %3, align 4, !dbg !95
  br label %22, !dbg !97

22:                                               ; preds = %39, %21
  %23 = load i32, ptr %3, align 4, !dbg !98
  %24 = icmp slt i32 %23, 2, !dbg !100
  br i1 %24, label %25, label %40, !dbg !101

25:                                               ; preds = %22
  %26 = load i32, ptr %3, align 4, !dbg !102
  %27 = sext i32 %26 to i64, !dbg !103
  %28 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %27, !dbg !103
  %29 = load i64, ptr %28, align 8, !dbg !103
  %30 = call i32 @pthread_join(i64 noundef %29, ptr noundef null), !dbg !104
  br label %31, !dbg !104

31:                                               ; preds = %25
  %32 = load i32, ptr %3, align 4, !dbg !105
  %33 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %32, i32 1), !dbg !105, !nosanitize !55
  %34 = extractvalue { i32, i1 } %33, 0, !dbg !105, !nosanitize !55
  %35 = extractvalue { i32, i1 } %33, 1, !dbg !105, !nosanitize !55
  %36 = xor i1 %35, true, !dbg !105, !nosanitize !55
  br i1 %36, label %39, label %37, !dbg !105, !prof !64, !nosanitize !55

37:                                               ; preds = %31
  %38 = zext i32 %32 to i64, !dbg !105, !nosanitize !55
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %38, i64 1) #5, !dbg !105, !nosanitize !55
  br label %39, !dbg !105, !nosanitize !55

39:                                               ; preds = %37, %31
  store i32 %34, ptr %3, align 4, !dbg !105
  br label %22, !dbg !106, !llvm.loop !107

40:                                               ; preds = %22
  %41 = load i32, ptr @ticks, align 4, !dbg !109
  %42 = icmp eq i32 %41, 0, !dbg !110
  br i1 %42, label %43, label %47, !dbg !111

43:                                               ; preds = %40
  %44 = load i8, ptr @small, align 1, !dbg !112
  %45 = zext i8 %44 to i32, !dbg !112
  %46 = icmp eq i32 %45, 0, !dbg !113
  br label %47

47:                                               ; preds = %43, %40
  %48 = phi i1 [ false, %40 ], [ %46, %43 ], !dbg !114
  %49 = zext i1 %48 to i64, !dbg !109
  %50 = select i1 %48, i32 0, i32 1, !dbg !109
  ret i32 %50, !dbg !115
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 8, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "unsigned-wrap.c", directory: ".", checksumkind: CSK_MD5, checksum: "88522eb8b5ad69648033058204ad59e1")
!4 = !{!0, !5, !8}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "ticks", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "small", scope: !2, file: !3, line: 10, type: !10, isLocal: false, isDefinition: true)
!10 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !12, line: 72, baseType: !13)
!12 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!13 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !12, line: 67, size: 320, elements: !14)
!14 = !{!15, !36, !41}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !13, file: !12, line: 69, baseType: !16, size: 320)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !17, line: 22, size: 320, elements: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!18 = !{!19, !21, !22, !23, !24, !25, !27, !28}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !16, file: !17, line: 24, baseType: !20, size: 32)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !16, file: !17, line: 25, baseType: !7, size: 32, offset: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !16, file: !17, line: 26, baseType: !20, size: 32, offset: 64)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !16, file: !17, line: 28, baseType: !7, size: 32, offset: 96)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !16, file: !17, line: 32, baseType: !20, size: 32, offset: 128)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !16, file: !17, line: 34, baseType: !26, size: 16, offset: 160)
!26 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !16, file: !17, line: 35, baseType: !26, size: 16, offset: 176)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !16, file: !17, line: 36, baseType: !29, size: 128, offset: 192)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !30, line: 55, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !30, line: 51, size: 128, elements: !32)
!32 = !{!33, !35}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !31, file: !30, line: 53, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !31, file: !30, line: 54, baseType: !34, size: 64, offset: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !13, file: !12, line: 70, baseType: !37, size: 320)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 320, elements: !39)
!38 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!39 = !{!40}
!40 = !DISubrange(count: 40)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !13, file: !12, line: 71, baseType: !42, size: 64)
!42 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 8, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 2}
!49 = !{i32 7, !"frame-pointer", i32 2}
!50 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!51 = distinct !DISubprogram(name: "tick", scope: !3, file: !3, line: 12, type: !52, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!52 = !DISubroutineType(types: !53)
!53 = !{!54, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!55 = !{}
!56 = !DILocalVariable(name: "arg", arg: 1, scope: !51, file: !3, line: 12, type: !54)
!57 = !DILocation(line: 12, column: 18, scope: !51)
!58 = !DILocation(line: 13, column: 3, scope: !51)
!59 = !DILocation(line: 14, column: 11, scope: !51)
!60 = !DILocation(line: 14, column: 17, scope: !51)
!61 = !DILocation(line: 14, column: 9, scope: !51)
!62 = !DILocation(line: 15, column: 11, scope: !51)
!63 = !DILocation(line: 15, column: 17, scope: !51)
!64 = !{!"branch_weights", i32 1048575, i32 1}
!65 = !DILocation(line: 15, column: 9, scope: !51)
!66 = !DILocation(line: 16, column: 3, scope: !51)
!67 = !DILocation(line: 17, column: 3, scope: !51)
!68 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !69, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!69 = !DISubroutineType(types: !70)
!70 = !{!20}
!71 = !DILocalVariable(name: "t", scope: !68, file: !3, line: 21, type: !72)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !73, size: 128, elements: !75)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !12, line: 27, baseType: !74)
!74 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!75 = !{!76}
!76 = !DISubrange(count: 2)
!77 = !DILocation(line: 21, column: 13, scope: !68)
!78 = !DILocalVariable(name: "i", scope: !68, file: !3, line: 22, type: !20)
!79 = !DILocation(line: 22, column: 7, scope: !68)
!80 = !DILocation(line: 23, column: 10, scope: !81)
!81 = distinct !DILexicalBlock(scope: !68, file: !3, line: 23, column: 3)
!82 = !DILocation(line: 23, column: 8, scope: !81)
!83 = !DILocation(line: 23, column: 15, scope: !84)
!84 = distinct !DILexicalBlock(scope: !81, file: !3, line: 23, column: 3)
!85 = !DILocation(line: 23, column: 17, scope: !84)
!86 = !DILocation(line: 23, column: 3, scope: !81)
!87 = !DILocation(line: 24, column: 23, scope: !84)
!88 = !DILocation(line: 24, column: 21, scope: !84)
!89 = !DILocation(line: 24, column: 5, scope: !84)
!90 = !DILocation(line: 23, column: 23, scope: !84)
!91 = !DILocation(line: 23, column: 3, scope: !84)
!92 = distinct !{!92, !86, !93, !94}
!93 = !DILocation(line: 24, column: 37, scope: !81)
!94 = !{!"llvm.loop.mustprogress"}
!95 = !DILocation(line: 25, column: 10, scope: !96)
!96 = distinct !DILexicalBlock(scope: !68, file: !3, line: 25, column: 3)
!97 = !DILocation(line: 25, column: 8, scope: !96)
!98 = !DILocation(line: 25, column: 15, scope: !99)
!99 = distinct !DILexicalBlock(scope: !96, file: !3, line: 25, column: 3)
!100 = !DILocation(line: 25, column: 17, scope: !99)
!101 = !DILocation(line: 25, column: 3, scope: !96)
!102 = !DILocation(line: 26, column: 20, scope: !99)
!103 = !DILocation(line: 26, column: 18, scope: !99)
!104 = !DILocation(line: 26, column: 5, scope: !99)
!105 = !DILocation(line: 25, column: 23, scope: !99)
!106 = !DILocation(line: 25, column: 3, scope: !99)
!107 = distinct !{!107, !101, !108, !94}
!108 = !DILocation(line: 26, column: 25, scope: !96)
!109 = !DILocation(line: 27, column: 10, scope: !68)
!110 = !DILocation(line: 27, column: 16, scope: !68)
!111 = !DILocation(line: 27, column: 22, scope: !68)
!112 = !DILocation(line: 27, column: 25, scope: !68)
!113 = !DILocation(line: 27, column: 31, scope: !68)
!114 = !DILocation(line: 0, scope: !68)
!115 = !DILocation(line: 27, column: 3, scope: !68)
