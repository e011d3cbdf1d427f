; ModuleID = 'recursive-mutex.c'
source_filename = "recursive-mutex.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, %union.anon }
%union.anon = type { %struct.__pthread_internal_slist }
%struct.__pthread_internal_slist = type { ptr }
%union.pthread_mutexattr_t = type { i32 }

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"recursive-mutex.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 4, !dbg !17
@total = dso_local global i32 0, align 4, !dbg !34
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 18, i32 17 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 24, i32 13 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 26, i32 17 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !81 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 9, ptr noundef @.str.2) #6, !dbg !84
  unreachable, !dbg !84
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @inner() #0 !dbg !85 {
  %1 = call i32 @pthread_mutex_lock(ptr noundef @m) #7, !dbg !86
  %2 = load i32, ptr @total, align 4, !dbg !87
  %3 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %2, i32 1), !dbg !88, !nosanitize !89
  %4 = extractvalue { i32, i1 } %3, 0, !dbg !88, !nosanitize !89
  %5 = extractvalue { i32, i1 } %3, 1, !dbg !88, !nosanitize !89
  %6 = xor i1 %5, true, !dbg !88, !nosanitize !89
  br i1 %6, label %8, label %7, !dbg !88, !prof !90, !nosanitize !89

7:                                                ; preds = %0
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %2, i32 1) #7, !dbg !88, !nosanitize !89
  br label %8, !dbg !88, !nosanitize !89

8:                                                ; preds = %7, %0
  store i32 %4, ptr @total, align 4, !dbg !91
  %9 = call i32 @pthread_mutex_unlock(ptr noundef @m) #7, !dbg !92
  ret void, !dbg !93
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #4

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @outer(ptr noundef %0) #0 !dbg !94 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !98, !DIExpression(), !99)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #7, !dbg !100
  %4 = load i32, ptr @total, align 4, !dbg !101
  %5 = icmp ne i32 %4, -2147483648, !dbg !103, !nosanitize !89
  %6 = or i1 %5, true, !dbg !103, !nosanitize !89
  br i1 %6, label %8, label %7, !dbg !103, !prof !90, !nosanitize !89

7:                                                ; preds = %1
  call void @__ubsan_handle_divrem_overflow(ptr @2, i32 %4, i32 2) #7, !dbg !103, !nosanitize !89
  br label %8, !dbg !103, !nosanitize !89

8:                                                ; preds = %7, %1
  %9 = srem i32 %4, 2, !dbg !103
  %10 = icmp ne i32 %9, 0, !dbg !104
  br i1 %10, label %11, label %12, !dbg !105

11:                                               ; preds = %8
  call void @reach_error(), !dbg !106
  br label %12, !dbg !106

12:                                               ; preds = %11, %8
  %13 = load i32, ptr @total, align 4, !dbg !107
  %14 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %13, i32 1), !dbg !108, !nosanitize !89
  %15 = extractvalue { i32, i1 } %14, 0, !dbg !108, !nosanitize !89
  %16 = extractvalue { i32, i1 } %14, 1, !dbg !108, !nosanitize !89
  %17 = xor i1 %16, true, !dbg !108, !nosanitize !89
  br i1 %17, label %19, label %18, !dbg !108, !prof !90, !nosanitize !89

18:                                               ; preds = %12
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %13, i32 1) #7, !dbg !108, !nosanitize !89
  br label %19, !dbg !108, !nosanitize !89

19:                                               ; preds = %18, %12
  store i32 %15, ptr @total, align 4, !dbg !109
  call void @inner(), !dbg !110
  %20 = call i32 @pthread_mutex_unlock(ptr noundef @m) #7, !dbg !111
  ret ptr null, !dbg !112
}

; Function Attrs: uwtable
declare void @__ubsan_handle_divrem_overflow(ptr, i32, i32) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !113 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca %union.pthread_mutexattr_t, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !116, !DIExpression(), !119)
    #dbg_declare(ptr %3, !120, !DIExpression(), !121)
    #dbg_declare(ptr %4, !122, !DIExpression(), !131)
  %5 = call i32 @pthread_mutexattr_init(ptr noundef %4) #7, !dbg !132
  %6 = call i32 @pthread_mutexattr_settype(ptr noundef %4, i32 noundef 1) #7, !dbg !133
  %7 = call i32 @pthread_mutex_init(ptr noundef @m, ptr noundef %4) #7, !dbg !134
  %8 = call i32 @pthread_mutexattr_destroy(ptr noundef %4) #7, !dbg !135
  %9 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @outer, ptr noundef null) #7, !dbg !136
  %10 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @outer, ptr noundef null) #7, !dbg !137
  %11 = load i32, ptr %2, align 4, !dbg !138
  %12 = call i32 @pthread_join(i32 noundef %11, ptr noundef null), !dbg !139
  %13 = load i32, ptr %3, align 4, !dbg !140
  %14 = call i32 @pthread_join(i32 noundef %13, ptr noundef null), !dbg !141
  %15 = load i32, ptr @total, align 4, !dbg !142
  %16 = icmp ne i32 %15, 4, !dbg !144
  br i1 %16, label %17, label %18, !dbg !145

17:                                               ; preds = %0
  call void @reach_error(), !dbg !146
  br label %18, !dbg !146

18:                                               ; preds = %17, %0
  ret i32 0, !dbg !147
}

; Function Attrs: nounwind
declare i32 @pthread_mutexattr_init(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutexattr_settype(ptr noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutex_init(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_mutexattr_destroy(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i32 noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!72, !73, !74, !75, !76, !77, !78, !79}
!llvm.ident = !{!80}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "recursive-mutex.c", directory: ".", checksumkind: CSK_MD5, checksum: "4852ebd20cd2be2a1a76bd22da707585")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "m", scope: !19, file: !2, line: 13, type: !37, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !20, globals: !33, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21}
!21 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !22, line: 47, baseType: !23, size: 32, elements: !24)
!22 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!23 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!24 = !{!25, !26, !27, !28, !29, !30, !31, !32}
!25 = !DIEnumerator(name: "PTHREAD_MUTEX_TIMED_NP", value: 0)
!26 = !DIEnumerator(name: "PTHREAD_MUTEX_RECURSIVE_NP", value: 1)
!27 = !DIEnumerator(name: "PTHREAD_MUTEX_ERRORCHECK_NP", value: 2)
!28 = !DIEnumerator(name: "PTHREAD_MUTEX_ADAPTIVE_NP", value: 3)
!29 = !DIEnumerator(name: "PTHREAD_MUTEX_NORMAL", value: 0)
!30 = !DIEnumerator(name: "PTHREAD_MUTEX_RECURSIVE", value: 1)
!31 = !DIEnumerator(name: "PTHREAD_MUTEX_ERRORCHECK", value: 2)
!32 = !DIEnumerator(name: "PTHREAD_MUTEX_DEFAULT", value: 0)
!33 = !{!0, !7, !12, !17, !34}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "total", scope: !19, file: !2, line: 14, type: !36, isLocal: false, isDefinition: true)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !38, line: 72, baseType: !39)
!38 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!39 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !38, line: 67, size: 192, elements: !40)
!40 = !{!41, !66, !70}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !39, file: !38, line: 69, baseType: !42, size: 192)
!42 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !43, line: 22, size: 192, elements: !44)
!43 = !DIFile(filename: "/usr/include/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!44 = !{!45, !46, !47, !48, !49, !50}
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !42, file: !43, line: 24, baseType: !36, size: 32)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !42, file: !43, line: 25, baseType: !23, size: 32, offset: 32)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !42, file: !43, line: 26, baseType: !36, size: 32, offset: 64)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !42, file: !43, line: 32, baseType: !36, size: 32, offset: 96)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !42, file: !43, line: 39, baseType: !23, size: 32, offset: 128)
!50 = !DIDerivedType(tag: DW_TAG_member, scope: !42, file: !43, line: 40, baseType: !51, size: 32, offset: 160)
!51 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !42, file: !43, line: 40, size: 32, elements: !52)
!52 = !{!53, !59}
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__elision_data", scope: !51, file: !43, line: 48, baseType: !54, size: 32)
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !51, file: !43, line: 42, size: 32, elements: !55)
!55 = !{!56, !58}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "__espins", scope: !54, file: !43, line: 44, baseType: !57, size: 16)
!57 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__eelision", scope: !54, file: !43, line: 45, baseType: !57, size: 16, offset: 16)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !51, file: !43, line: 49, baseType: !60, size: 32)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_slist_t", file: !61, line: 60, baseType: !62)
!61 = !DIFile(filename: "/usr/include/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!62 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_slist", file: !61, line: 57, size: 32, elements: !63)
!63 = !{!64}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !62, file: !61, line: 59, baseType: !65, size: 32)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 32)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !39, file: !38, line: 70, baseType: !67, size: 192)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 24)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !39, file: !38, line: 71, baseType: !71, size: 32)
!71 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!72 = !{i32 1, !"NumRegisterParameters", i32 0}
!73 = !{i32 7, !"Dwarf Version", i32 5}
!74 = !{i32 2, !"Debug Info Version", i32 3}
!75 = !{i32 1, !"wchar_size", i32 4}
!76 = !{i32 8, !"PIC Level", i32 2}
!77 = !{i32 7, !"PIE Level", i32 2}
!78 = !{i32 7, !"uwtable", i32 2}
!79 = !{i32 7, !"frame-pointer", i32 2}
!80 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!81 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 9, type: !82, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !19)
!82 = !DISubroutineType(types: !83)
!83 = !{null}
!84 = !DILocation(line: 9, column: 22, scope: !81)
!85 = distinct !DISubprogram(name: "inner", scope: !2, file: !2, line: 16, type: !82, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19)
!86 = !DILocation(line: 17, column: 3, scope: !85)
!87 = !DILocation(line: 18, column: 11, scope: !85)
!88 = !DILocation(line: 18, column: 17, scope: !85)
!89 = !{}
!90 = !{!"branch_weights", i32 1048575, i32 1}
!91 = !DILocation(line: 18, column: 9, scope: !85)
!92 = !DILocation(line: 19, column: 3, scope: !85)
!93 = !DILocation(line: 20, column: 1, scope: !85)
!94 = distinct !DISubprogram(name: "outer", scope: !2, file: !2, line: 22, type: !95, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !89)
!95 = !DISubroutineType(types: !96)
!96 = !{!97, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!98 = !DILocalVariable(name: "arg", arg: 1, scope: !94, file: !2, line: 22, type: !97)
!99 = !DILocation(line: 22, column: 19, scope: !94)
!100 = !DILocation(line: 23, column: 3, scope: !94)
!101 = !DILocation(line: 24, column: 7, scope: !102)
!102 = distinct !DILexicalBlock(scope: !94, file: !2, line: 24, column: 7)
!103 = !DILocation(line: 24, column: 13, scope: !102)
!104 = !DILocation(line: 24, column: 17, scope: !102)
!105 = !DILocation(line: 24, column: 7, scope: !94)
!106 = !DILocation(line: 25, column: 5, scope: !102)
!107 = !DILocation(line: 26, column: 11, scope: !94)
!108 = !DILocation(line: 26, column: 17, scope: !94)
!109 = !DILocation(line: 26, column: 9, scope: !94)
!110 = !DILocation(line: 27, column: 3, scope: !94)
!111 = !DILocation(line: 28, column: 3, scope: !94)
!112 = !DILocation(line: 29, column: 3, scope: !94)
!113 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 32, type: !114, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !89)
!114 = !DISubroutineType(types: !115)
!115 = !{!36}
!116 = !DILocalVariable(name: "t1", scope: !113, file: !2, line: 33, type: !117)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !38, line: 27, baseType: !118)
!118 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!119 = !DILocation(line: 33, column: 13, scope: !113)
!120 = !DILocalVariable(name: "t2", scope: !113, file: !2, line: 33, type: !117)
!121 = !DILocation(line: 33, column: 17, scope: !113)
!122 = !DILocalVariable(name: "attr", scope: !113, file: !2, line: 34, type: !123)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutexattr_t", file: !38, line: 36, baseType: !124)
!124 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !38, line: 32, size: 32, elements: !125)
!125 = !{!126, !130}
!126 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !124, file: !38, line: 34, baseType: !127, size: 32)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !128)
!128 = !{!129}
!129 = !DISubrange(count: 4)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !124, file: !38, line: 35, baseType: !36, size: 32)
!131 = !DILocation(line: 34, column: 23, scope: !113)
!132 = !DILocation(line: 35, column: 3, scope: !113)
!133 = !DILocation(line: 36, column: 3, scope: !113)
!134 = !DILocation(line: 37, column: 3, scope: !113)
!135 = !DILocation(line: 38, column: 3, scope: !113)
!136 = !DILocation(line: 39, column: 3, scope: !113)
!137 = !DILocation(line: 40, column: 3, scope: !113)
!138 = !DILocation(line: 41, column: 16, scope: !113)
!139 = !DILocation(line: 41, column: 3, scope: !113)
!140 = !DILocation(line: 42, column: 16, scope: !113)
!141 = !DILocation(line: 42, column: 3, scope: !113)
!142 = !DILocation(line: 43, column: 7, scope: !143)
!143 = distinct !DILexicalBlock(scope: !113, file: !2, line: 43, column: 7)
!144 = !DILocation(line: 43, column: 13, scope: !143)
!145 = !DILocation(line: 43, column: 7, scope: !113)
!146 = !DILocation(line: 44, column: 5, scope: !143)
!147 = !DILocation(line: 45, column: 3, scope: !113)
