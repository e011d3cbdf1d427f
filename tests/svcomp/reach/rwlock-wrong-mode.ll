; ModuleID = 'rwlock-wrong-mode.c'
source_filename = "rwlock-wrong-mode.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i8, i8, i8, i8, i32 }

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [20 x i8] c"rwlock-wrong-mode.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@rw = dso_local global %union.pthread_rwlock_t zeroinitializer, align 4, !dbg !17
@x = dso_local global i32 0, align 4, !dbg !21
@y = dso_local global i32 0, align 4, !dbg !24

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !63 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 7, ptr noundef @.str.2) #4, !dbg !66
  unreachable, !dbg !66
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @writer(ptr noundef %0) #0 !dbg !67 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !72, !DIExpression(), !73)
  %3 = call i32 @pthread_rwlock_rdlock(ptr noundef @rw) #5, !dbg !74
  store i32 1, ptr @x, align 4, !dbg !75
  store i32 1, ptr @y, align 4, !dbg !76
  %4 = call i32 @pthread_rwlock_unlock(ptr noundef @rw) #5, !dbg !77
  ret ptr null, !dbg !78
}

; Function Attrs: nounwind
declare i32 @pthread_rwlock_rdlock(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_rwlock_unlock(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @reader(ptr noundef %0) #0 !dbg !79 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !80, !DIExpression(), !81)
    #dbg_declare(ptr %3, !82, !DIExpression(), !83)
    #dbg_declare(ptr %4, !84, !DIExpression(), !85)
  %5 = call i32 @pthread_rwlock_rdlock(ptr noundef @rw) #5, !dbg !86
  %6 = load i32, ptr @x, align 4, !dbg !87
  store i32 %6, ptr %3, align 4, !dbg !88
  %7 = load i32, ptr @y, align 4, !dbg !89
  store i32 %7, ptr %4, align 4, !dbg !90
  %8 = call i32 @pthread_rwlock_unlock(ptr noundef @rw) #5, !dbg !91
  %9 = load i32, ptr %3, align 4, !dbg !92
  %10 = load i32, ptr %4, align 4, !dbg !94
  %11 = icmp ne i32 %9, %10, !dbg !95
  br i1 %11, label %12, label %13, !dbg !96

12:                                               ; preds = %1
  call void @reach_error(), !dbg !97
  br label %13, !dbg !97

13:                                               ; preds = %12, %1
  ret ptr null, !dbg !98
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !99 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !102, !DIExpression(), !105)
    #dbg_declare(ptr %3, !106, !DIExpression(), !107)
  %4 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @reader, ptr noundef null) #5, !dbg !108
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @writer, ptr noundef null) #5, !dbg !109
  %6 = load i32, ptr %2, align 4, !dbg !110
  %7 = call i32 @pthread_join(i32 noundef %6, ptr noundef null), !dbg !111
  %8 = load i32, ptr %3, align 4, !dbg !112
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !113
  ret i32 0, !dbg !114
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback noreturn nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!54, !55, !56, !57, !58, !59, !60, !61}
!llvm.ident = !{!62}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "rwlock-wrong-mode.c", directory: ".", checksumkind: CSK_MD5, checksum: "2c3c505c3708ff1014c556d931a085ed")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "rw", scope: !19, file: !2, line: 11, type: !26, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21, !24}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "x", scope: !19, file: !2, line: 12, type: !23, isLocal: false, isDefinition: true)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "y", scope: !19, file: !2, line: 12, type: !23, isLocal: false, isDefinition: true)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_rwlock_t", file: !27, line: 91, baseType: !28)
!27 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!28 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !27, line: 86, size: 256, elements: !29)
!29 = !{!30, !48, !52}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !28, file: !27, line: 88, baseType: !31, size: 256)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_rwlock_arch_t", file: !32, line: 23, size: 256, elements: !33)
!32 = !DIFile(filename: "/usr/include/bits/struct_rwlock.h", directory: ".", checksumkind: CSK_MD5, checksum: "2034038f4a99ff6cb7b9de3a3e8c2a8e")
!33 = !{!34, !36, !37, !38, !39, !40, !41, !43, !44, !46, !47}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__readers", scope: !31, file: !32, line: 25, baseType: !35, size: 32)
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__writers", scope: !31, file: !32, line: 26, baseType: !35, size: 32, offset: 32)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__wrphase_futex", scope: !31, file: !32, line: 27, baseType: !35, size: 32, offset: 64)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__writers_futex", scope: !31, file: !32, line: 28, baseType: !35, size: 32, offset: 96)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__pad3", scope: !31, file: !32, line: 29, baseType: !35, size: 32, offset: 128)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__pad4", scope: !31, file: !32, line: 30, baseType: !35, size: 32, offset: 160)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__flags", scope: !31, file: !32, line: 49, baseType: !42, size: 8, offset: 192)
!42 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__shared", scope: !31, file: !32, line: 50, baseType: !42, size: 8, offset: 200)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__rwelision", scope: !31, file: !32, line: 51, baseType: !45, size: 8, offset: 208)
!45 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__pad2", scope: !31, file: !32, line: 52, baseType: !42, size: 8, offset: 216)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__cur_writer", scope: !31, file: !32, line: 53, baseType: !23, size: 32, offset: 224)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !28, file: !27, line: 89, baseType: !49, size: 256)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 32)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !28, file: !27, line: 90, baseType: !53, size: 32)
!53 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!54 = !{i32 1, !"NumRegisterParameters", i32 0}
!55 = !{i32 7, !"Dwarf Version", i32 5}
!56 = !{i32 2, !"Debug Info Version", i32 3}
!57 = !{i32 1, !"wchar_size", i32 4}
!58 = !{i32 8, !"PIC Level", i32 2}
!59 = !{i32 7, !"PIE Level", i32 2}
!60 = !{i32 7, !"uwtable", i32 2}
!61 = !{i32 7, !"frame-pointer", i32 2}
!62 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!63 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 7, type: !64, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !19)
!64 = !DISubroutineType(types: !65)
!65 = !{null}
!66 = !DILocation(line: 7, column: 22, scope: !63)
!67 = distinct !DISubprogram(name: "writer", scope: !2, file: !2, line: 14, type: !68, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !71)
!68 = !DISubroutineType(types: !69)
!69 = !{!70, !70}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!71 = !{}
!72 = !DILocalVariable(name: "arg", arg: 1, scope: !67, file: !2, line: 14, type: !70)
!73 = !DILocation(line: 14, column: 20, scope: !67)
!74 = !DILocation(line: 15, column: 3, scope: !67)
!75 = !DILocation(line: 16, column: 5, scope: !67)
!76 = !DILocation(line: 17, column: 5, scope: !67)
!77 = !DILocation(line: 18, column: 3, scope: !67)
!78 = !DILocation(line: 19, column: 3, scope: !67)
!79 = distinct !DISubprogram(name: "reader", scope: !2, file: !2, line: 22, type: !68, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !71)
!80 = !DILocalVariable(name: "arg", arg: 1, scope: !79, file: !2, line: 22, type: !70)
!81 = !DILocation(line: 22, column: 20, scope: !79)
!82 = !DILocalVariable(name: "a", scope: !79, file: !2, line: 23, type: !23)
!83 = !DILocation(line: 23, column: 7, scope: !79)
!84 = !DILocalVariable(name: "b", scope: !79, file: !2, line: 23, type: !23)
!85 = !DILocation(line: 23, column: 10, scope: !79)
!86 = !DILocation(line: 24, column: 3, scope: !79)
!87 = !DILocation(line: 25, column: 7, scope: !79)
!88 = !DILocation(line: 25, column: 5, scope: !79)
!89 = !DILocation(line: 26, column: 7, scope: !79)
!90 = !DILocation(line: 26, column: 5, scope: !79)
!91 = !DILocation(line: 27, column: 3, scope: !79)
!92 = !DILocation(line: 28, column: 7, scope: !93)
!93 = distinct !DILexicalBlock(scope: !79, file: !2, line: 28, column: 7)
!94 = !DILocation(line: 28, column: 12, scope: !93)
!95 = !DILocation(line: 28, column: 9, scope: !93)
!96 = !DILocation(line: 28, column: 7, scope: !79)
!97 = !DILocation(line: 29, column: 5, scope: !93)
!98 = !DILocation(line: 30, column: 3, scope: !79)
!99 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !100, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !71)
!100 = !DISubroutineType(types: !101)
!101 = !{!23}
!102 = !DILocalVariable(name: "w", scope: !99, file: !2, line: 34, type: !103)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !27, line: 27, baseType: !104)
!104 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!105 = !DILocation(line: 34, column: 13, scope: !99)
!106 = !DILocalVariable(name: "r", scope: !99, file: !2, line: 34, type: !103)
!107 = !DILocation(line: 34, column: 16, scope: !99)
!108 = !DILocation(line: 35, column: 3, scope: !99)
!109 = !DILocation(line: 36, column: 3, scope: !99)
!110 = !DILocation(line: 37, column: 16, scope: !99)
!111 = !DILocation(line: 37, column: 3, scope: !99)
!112 = !DILocation(line: 38, column: 16, scope: !99)
!113 = !DILocation(line: 38, column: 3, scope: !99)
!114 = !DILocation(line: 39, column: 3, scope: !99)
