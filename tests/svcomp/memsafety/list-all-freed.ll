; ModuleID = 'list-all-freed.c'
source_filename = "list-all-freed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%struct.node = type { i32, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@head = dso_local global ptr null, align 8, !dbg !7
@.src = private unnamed_addr constant [17 x i8] c"list-all-freed.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 19, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @pusher(ptr noundef %0) #0 !dbg !55 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !59, !DIExpression(), !60)
    #dbg_declare(ptr %4, !61, !DIExpression(), !62)
  store i32 0, ptr %4, align 4, !dbg !63
  br label %6, !dbg !65

6:                                                ; preds = %32, %1
  %7 = load i32, ptr %4, align 4, !dbg !66
  %8 = icmp slt i32 %7, 2, !dbg !68
  br i1 %8, label %9, label %33, !dbg !69

9:                                                ; preds = %6
    #dbg_declare(ptr %5, !70, !DIExpression(), !72)
  %10 = call noalias ptr @malloc(i64 noundef 16) #6, !dbg !73
  store ptr %10, ptr %5, align 8, !dbg !72
  %11 = load ptr, ptr %5, align 8, !dbg !74
  %12 = icmp eq ptr %11, null, !dbg !76
  br i1 %12, label %13, label %14, !dbg !77

13:                                               ; preds = %9
  store ptr null, ptr %2, align 8, !dbg !78
  br label %34, !dbg !78

14:                                               ; preds = %9
  %15 = load i32, ptr %4, align 4, !dbg !79
  %16 = load ptr, ptr %5, align 8, !dbg !80
  %17 = getelementptr inbounds %struct.node, ptr %16, i32 0, i32 0, !dbg !81
  store i32 %15, ptr %17, align 8, !dbg !82
  %18 = call i32 @pthread_mutex_lock(ptr noundef @m) #7, !dbg !83
  %19 = load ptr, ptr @head, align 8, !dbg !84
  %20 = load ptr, ptr %5, align 8, !dbg !85
  %21 = getelementptr inbounds %struct.node, ptr %20, i32 0, i32 1, !dbg !86
  store ptr %19, ptr %21, align 8, !dbg !87
  %22 = load ptr, ptr %5, align 8, !dbg !88
  store ptr %22, ptr @head, align 8, !dbg !89
  %23 = call i32 @pthread_mutex_unlock(ptr noundef @m) #7, !dbg !90
  br label %24, !dbg !91

24:                                               ; preds = %14
  %25 = load i32, ptr %4, align 4, !dbg !92
  %26 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %25, i32 1), !dbg !92, !nosanitize !58
  %27 = extractvalue { i32, i1 } %26, 0, !dbg !92, !nosanitize !58
  %28 = extractvalue { i32, i1 } %26, 1, !dbg !92, !nosanitize !58
  %29 = xor i1 %28, true, !dbg !92, !nosanitize !58
  br i1 %29, label %32, label %30, !dbg !92, !prof !93, !nosanitize !58

30:                                               ; preds = %24
  %31 = zext i32 %25 to i64, !dbg !92, !nosanitize !58
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %31, i64 1) #7, !dbg !92, !nosanitize !58
  br label %32, !dbg !92, !nosanitize !58

32:                                               ; preds = %30, %24
  store i32 %27, ptr %4, align 4, !dbg !92
  br label %6, !dbg !94, !llvm.loop !95

33:                                               ; preds = %6
  store ptr null, ptr %2, align 8, !dbg !98
  br label %34, !dbg !98

34:                                               ; preds = %33, %13
  %35 = load ptr, ptr %2, align 8, !dbg !99
  ret ptr %35, !dbg !99
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !100 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !103, !DIExpression(), !106)
    #dbg_declare(ptr %3, !107, !DIExpression(), !108)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @pusher, ptr noundef null) #7, !dbg !109
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @pusher, ptr noundef null) #7, !dbg !110
  %7 = load i64, ptr %2, align 8, !dbg !111
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null), !dbg !112
  %9 = load i64, ptr %3, align 8, !dbg !113
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null), !dbg !114
  br label %11, !dbg !115

11:                                               ; preds = %14, %0
  %12 = load ptr, ptr @head, align 8, !dbg !116
  %13 = icmp ne ptr %12, null, !dbg !117
  br i1 %13, label %14, label %20, !dbg !115

14:                                               ; preds = %11
    #dbg_declare(ptr %4, !118, !DIExpression(), !120)
  %15 = load ptr, ptr @head, align 8, !dbg !121
  store ptr %15, ptr %4, align 8, !dbg !120
  %16 = load ptr, ptr %4, align 8, !dbg !122
  %17 = getelementptr inbounds %struct.node, ptr %16, i32 0, i32 1, !dbg !123
  %18 = load ptr, ptr %17, align 8, !dbg !123
  store ptr %18, ptr @head, align 8, !dbg !124
  %19 = load ptr, ptr %4, align 8, !dbg !125
  call void @free(ptr noundef %19) #7, !dbg !126
  br label %11, !dbg !115, !llvm.loop !127

20:                                               ; preds = %11
  ret i32 0, !dbg !129
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #5

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 15, type: !15, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "list-all-freed.c", directory: ".", checksumkind: CSK_MD5, checksum: "02b0fd388029002e2e7d0fd4d4288abc")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "head", scope: !2, file: !3, line: 14, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 9, size: 128, elements: !11)
!11 = !{!12, !14}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !10, file: !3, line: 10, baseType: !13, size: 32)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !10, file: !3, line: 11, baseType: !9, size: 64, offset: 64)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !16, line: 72, baseType: !17)
!16 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!17 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !16, line: 67, size: 320, elements: !18)
!18 = !{!19, !40, !45}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !17, file: !16, line: 69, baseType: !20, size: 320)
!20 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !21, line: 22, size: 320, elements: !22)
!21 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!22 = !{!23, !24, !26, !27, !28, !29, !31, !32}
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !20, file: !21, line: 24, baseType: !13, size: 32)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !20, file: !21, line: 25, baseType: !25, size: 32, offset: 32)
!25 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !20, file: !21, line: 26, baseType: !13, size: 32, offset: 64)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !20, file: !21, line: 28, baseType: !25, size: 32, offset: 96)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !20, file: !21, line: 32, baseType: !13, size: 32, offset: 128)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !20, file: !21, line: 34, baseType: !30, size: 16, offset: 160)
!30 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !20, file: !21, line: 35, baseType: !30, size: 16, offset: 176)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !20, file: !21, line: 36, baseType: !33, size: 128, offset: 192)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !34, line: 55, baseType: !35)
!34 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !34, line: 51, size: 128, elements: !36)
!36 = !{!37, !39}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !35, file: !34, line: 53, baseType: !38, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !35, file: !34, line: 54, baseType: !38, size: 64, offset: 64)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !17, file: !16, line: 70, baseType: !41, size: 320)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 320, elements: !43)
!42 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!43 = !{!44}
!44 = !DISubrange(count: 40)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !17, file: !16, line: 71, baseType: !46, size: 64)
!46 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"frame-pointer", i32 2}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "pusher", scope: !3, file: !3, line: 17, type: !56, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!5, !5}
!58 = !{}
!59 = !DILocalVariable(name: "arg", arg: 1, scope: !55, file: !3, line: 17, type: !5)
!60 = !DILocation(line: 17, column: 20, scope: !55)
!61 = !DILocalVariable(name: "k", scope: !55, file: !3, line: 18, type: !13)
!62 = !DILocation(line: 18, column: 7, scope: !55)
!63 = !DILocation(line: 19, column: 10, scope: !64)
!64 = distinct !DILexicalBlock(scope: !55, file: !3, line: 19, column: 3)
!65 = !DILocation(line: 19, column: 8, scope: !64)
!66 = !DILocation(line: 19, column: 15, scope: !67)
!67 = distinct !DILexicalBlock(scope: !64, file: !3, line: 19, column: 3)
!68 = !DILocation(line: 19, column: 17, scope: !67)
!69 = !DILocation(line: 19, column: 3, scope: !64)
!70 = !DILocalVariable(name: "n", scope: !71, file: !3, line: 20, type: !9)
!71 = distinct !DILexicalBlock(scope: !67, file: !3, line: 19, column: 27)
!72 = !DILocation(line: 20, column: 18, scope: !71)
!73 = !DILocation(line: 20, column: 22, scope: !71)
!74 = !DILocation(line: 21, column: 9, scope: !75)
!75 = distinct !DILexicalBlock(scope: !71, file: !3, line: 21, column: 9)
!76 = !DILocation(line: 21, column: 11, scope: !75)
!77 = !DILocation(line: 21, column: 9, scope: !71)
!78 = !DILocation(line: 22, column: 7, scope: !75)
!79 = !DILocation(line: 23, column: 14, scope: !71)
!80 = !DILocation(line: 23, column: 5, scope: !71)
!81 = !DILocation(line: 23, column: 8, scope: !71)
!82 = !DILocation(line: 23, column: 12, scope: !71)
!83 = !DILocation(line: 24, column: 5, scope: !71)
!84 = !DILocation(line: 25, column: 15, scope: !71)
!85 = !DILocation(line: 25, column: 5, scope: !71)
!86 = !DILocation(line: 25, column: 8, scope: !71)
!87 = !DILocation(line: 25, column: 13, scope: !71)
!88 = !DILocation(line: 26, column: 12, scope: !71)
!89 = !DILocation(line: 26, column: 10, scope: !71)
!90 = !DILocation(line: 27, column: 5, scope: !71)
!91 = !DILocation(line: 28, column: 3, scope: !71)
!92 = !DILocation(line: 19, column: 23, scope: !67)
!93 = !{!"branch_weights", i32 1048575, i32 1}
!94 = !DILocation(line: 19, column: 3, scope: !67)
!95 = distinct !{!95, !69, !96, !97}
!96 = !DILocation(line: 28, column: 3, scope: !64)
!97 = !{!"llvm.loop.mustprogress"}
!98 = !DILocation(line: 29, column: 3, scope: !55)
!99 = !DILocation(line: 30, column: 1, scope: !55)
!100 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !101, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !58)
!101 = !DISubroutineType(types: !102)
!102 = !{!13}
!103 = !DILocalVariable(name: "a", scope: !100, file: !3, line: 33, type: !104)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !16, line: 27, baseType: !105)
!105 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!106 = !DILocation(line: 33, column: 13, scope: !100)
!107 = !DILocalVariable(name: "b", scope: !100, file: !3, line: 33, type: !104)
!108 = !DILocation(line: 33, column: 16, scope: !100)
!109 = !DILocation(line: 34, column: 3, scope: !100)
!110 = !DILocation(line: 35, column: 3, scope: !100)
!111 = !DILocation(line: 36, column: 16, scope: !100)
!112 = !DILocation(line: 36, column: 3, scope: !100)
!113 = !DILocation(line: 37, column: 16, scope: !100)
!114 = !DILocation(line: 37, column: 3, scope: !100)
!115 = !DILocation(line: 38, column: 3, scope: !100)
!116 = !DILocation(line: 38, column: 10, scope: !100)
!117 = !DILocation(line: 38, column: 15, scope: !100)
!118 = !DILocalVariable(name: "n", scope: !119, file: !3, line: 39, type: !9)
!119 = distinct !DILexicalBlock(scope: !100, file: !3, line: 38, column: 24)
!120 = !DILocation(line: 39, column: 18, scope: !119)
!121 = !DILocation(line: 39, column: 22, scope: !119)
!122 = !DILocation(line: 40, column: 12, scope: !119)
!123 = !DILocation(line: 40, column: 15, scope: !119)
!124 = !DILocation(line: 40, column: 10, scope: !119)
!125 = !DILocation(line: 41, column: 10, scope: !119)
!126 = !DILocation(line: 41, column: 5, scope: !119)
!127 = distinct !{!127, !115, !128, !97}
!128 = !DILocation(line: 42, column: 3, scope: !100)
!129 = !DILocation(line: 43, column: 3, scope: !100)
