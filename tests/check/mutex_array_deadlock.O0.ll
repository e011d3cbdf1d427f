; ModuleID = 'mutex_array_deadlock.c'
source_filename = "mutex_array_deadlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.anon = type { i32, [2 x %union.pthread_mutex_t] }
%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@table = dso_local global %struct.anon zeroinitializer, align 8, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @philosopher(ptr noundef %0) #0 !dbg !55 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !59, !DIExpression(), !60)
    #dbg_declare(ptr %3, !61, !DIExpression(), !62)
  %5 = load ptr, ptr %2, align 8, !dbg !63
  %6 = ptrtoint ptr %5 to i64, !dbg !64
  %7 = trunc i64 %6 to i32, !dbg !65
  store i32 %7, ptr %3, align 4, !dbg !62
    #dbg_declare(ptr %4, !66, !DIExpression(), !67)
  %8 = load i32, ptr %3, align 4, !dbg !68
  %9 = add nsw i32 %8, 1, !dbg !69
  %10 = srem i32 %9, 2, !dbg !70
  store i32 %10, ptr %4, align 4, !dbg !67
  %11 = load i32, ptr %3, align 4, !dbg !71
  %12 = sext i32 %11 to i64, !dbg !72
  %13 = getelementptr inbounds [2 x %union.pthread_mutex_t], ptr getelementptr inbounds (%struct.anon, ptr @table, i32 0, i32 1), i64 0, i64 %12, !dbg !72
  %14 = call i32 @pthread_mutex_lock(ptr noundef %13) #3, !dbg !73
  %15 = load i32, ptr %4, align 4, !dbg !74
  %16 = sext i32 %15 to i64, !dbg !75
  %17 = getelementptr inbounds [2 x %union.pthread_mutex_t], ptr getelementptr inbounds (%struct.anon, ptr @table, i32 0, i32 1), i64 0, i64 %16, !dbg !75
  %18 = call i32 @pthread_mutex_lock(ptr noundef %17) #3, !dbg !76
  %19 = load i32, ptr @table, align 8, !dbg !77
  %20 = add nsw i32 %19, 1, !dbg !77
  store i32 %20, ptr @table, align 8, !dbg !77
  %21 = load i32, ptr %4, align 4, !dbg !78
  %22 = sext i32 %21 to i64, !dbg !79
  %23 = getelementptr inbounds [2 x %union.pthread_mutex_t], ptr getelementptr inbounds (%struct.anon, ptr @table, i32 0, i32 1), i64 0, i64 %22, !dbg !79
  %24 = call i32 @pthread_mutex_unlock(ptr noundef %23) #3, !dbg !80
  %25 = load i32, ptr %3, align 4, !dbg !81
  %26 = sext i32 %25 to i64, !dbg !82
  %27 = getelementptr inbounds [2 x %union.pthread_mutex_t], ptr getelementptr inbounds (%struct.anon, ptr @table, i32 0, i32 1), i64 0, i64 %26, !dbg !82
  %28 = call i32 @pthread_mutex_unlock(ptr noundef %27) #3, !dbg !83
  ret ptr null, !dbg !84
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !85 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !88, !DIExpression(), !91)
    #dbg_declare(ptr %3, !92, !DIExpression(), !93)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @philosopher, ptr noundef null) #3, !dbg !94
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @philosopher, ptr noundef inttoptr (i64 1 to ptr)) #3, !dbg !95
  %6 = load i64, ptr %2, align 8, !dbg !96
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !97
  %8 = load i64, ptr %3, align 8, !dbg !98
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !99
  ret i32 0, !dbg !100
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53}
!llvm.ident = !{!54}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 13, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mutex_array_deadlock.c", directory: "/work/wt-sync/tests/check", checksumkind: CSK_MD5, checksum: "3510ede240ed3532a91444805e8ad4c5")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!0}
!9 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 10, size: 704, elements: !10)
!10 = !{!11, !12}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "meals", scope: !9, file: !3, line: 11, baseType: !5, size: 32)
!12 = !DIDerivedType(tag: DW_TAG_member, name: "forks", scope: !9, file: !3, line: 12, baseType: !13, size: 640, offset: 64)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 640, elements: !45)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !15, line: 72, baseType: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!16 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !15, line: 67, size: 320, elements: !17)
!17 = !{!18, !39, !44}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !16, file: !15, line: 69, baseType: !19, size: 320)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !20, line: 22, size: 320, elements: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!21 = !{!22, !23, !25, !26, !27, !28, !30, !31}
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !19, file: !20, line: 24, baseType: !5, size: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !19, file: !20, line: 25, baseType: !24, size: 32, offset: 32)
!24 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !19, file: !20, line: 26, baseType: !5, size: 32, offset: 64)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !19, file: !20, line: 28, baseType: !24, size: 32, offset: 96)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !19, file: !20, line: 32, baseType: !5, size: 32, offset: 128)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !19, file: !20, line: 34, baseType: !29, size: 16, offset: 160)
!29 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !19, file: !20, line: 35, baseType: !29, size: 16, offset: 176)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !19, file: !20, line: 36, baseType: !32, size: 128, offset: 192)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !33, line: 55, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !33, line: 51, size: 128, elements: !35)
!35 = !{!36, !38}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !34, file: !33, line: 53, baseType: !37, size: 64)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !34, file: !33, line: 54, baseType: !37, size: 64, offset: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !16, file: !15, line: 70, baseType: !40, size: 320)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 320, elements: !42)
!41 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!42 = !{!43}
!43 = !DISubrange(count: 40)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !16, file: !15, line: 71, baseType: !6, size: 64)
!45 = !{!46}
!46 = !DISubrange(count: 2)
!47 = !{i32 7, !"Dwarf Version", i32 5}
!48 = !{i32 2, !"Debug Info Version", i32 3}
!49 = !{i32 1, !"wchar_size", i32 4}
!50 = !{i32 8, !"PIC Level", i32 2}
!51 = !{i32 7, !"PIE Level", i32 2}
!52 = !{i32 7, !"uwtable", i32 2}
!53 = !{i32 7, !"frame-pointer", i32 2}
!54 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!55 = distinct !DISubprogram(name: "philosopher", scope: !3, file: !3, line: 15, type: !56, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!7, !7}
!58 = !{}
!59 = !DILocalVariable(name: "arg", arg: 1, scope: !55, file: !3, line: 15, type: !7)
!60 = !DILocation(line: 15, column: 25, scope: !55)
!61 = !DILocalVariable(name: "left", scope: !55, file: !3, line: 16, type: !5)
!62 = !DILocation(line: 16, column: 7, scope: !55)
!63 = !DILocation(line: 16, column: 25, scope: !55)
!64 = !DILocation(line: 16, column: 19, scope: !55)
!65 = !DILocation(line: 16, column: 14, scope: !55)
!66 = !DILocalVariable(name: "right", scope: !55, file: !3, line: 16, type: !5)
!67 = !DILocation(line: 16, column: 30, scope: !55)
!68 = !DILocation(line: 16, column: 39, scope: !55)
!69 = !DILocation(line: 16, column: 44, scope: !55)
!70 = !DILocation(line: 16, column: 49, scope: !55)
!71 = !DILocation(line: 17, column: 35, scope: !55)
!72 = !DILocation(line: 17, column: 23, scope: !55)
!73 = !DILocation(line: 17, column: 3, scope: !55)
!74 = !DILocation(line: 18, column: 35, scope: !55)
!75 = !DILocation(line: 18, column: 23, scope: !55)
!76 = !DILocation(line: 18, column: 3, scope: !55)
!77 = !DILocation(line: 19, column: 14, scope: !55)
!78 = !DILocation(line: 20, column: 37, scope: !55)
!79 = !DILocation(line: 20, column: 25, scope: !55)
!80 = !DILocation(line: 20, column: 3, scope: !55)
!81 = !DILocation(line: 21, column: 37, scope: !55)
!82 = !DILocation(line: 21, column: 25, scope: !55)
!83 = !DILocation(line: 21, column: 3, scope: !55)
!84 = !DILocation(line: 22, column: 3, scope: !55)
!85 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !86, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !58)
!86 = !DISubroutineType(types: !87)
!87 = !{!5}
!88 = !DILocalVariable(name: "t1", scope: !85, file: !3, line: 26, type: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !15, line: 27, baseType: !90)
!90 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!91 = !DILocation(line: 26, column: 13, scope: !85)
!92 = !DILocalVariable(name: "t2", scope: !85, file: !3, line: 26, type: !89)
!93 = !DILocation(line: 26, column: 17, scope: !85)
!94 = !DILocation(line: 27, column: 3, scope: !85)
!95 = !DILocation(line: 28, column: 3, scope: !85)
!96 = !DILocation(line: 29, column: 16, scope: !85)
!97 = !DILocation(line: 29, column: 3, scope: !85)
!98 = !DILocation(line: 30, column: 16, scope: !85)
!99 = !DILocation(line: 30, column: 3, scope: !85)
!100 = !DILocation(line: 31, column: 3, scope: !85)
