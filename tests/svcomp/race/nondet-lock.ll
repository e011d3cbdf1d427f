; ModuleID = 'nondet-lock.c'
source_filename = "nondet-lock.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.anon = type { i16, i16 }

@m = dso_local global { { i32, i32, i32, i32, i32, { %struct.anon } } } zeroinitializer, align 4, !dbg !0
@glob = dso_local global i32 0, align 4, !dbg !7
@.src = private unnamed_addr constant [14 x i8] c"nondet-lock.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 16, i32 15 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 26, i32 15 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t_fun(ptr noundef %0) #0 !dbg !56 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !60, !DIExpression(), !61)
    #dbg_declare(ptr %3, !62, !DIExpression(), !63)
  %4 = call i32 @__VERIFIER_nondet_int(), !dbg !64
  store i32 %4, ptr %3, align 4, !dbg !63
  %5 = load i32, ptr %3, align 4, !dbg !65
  %6 = icmp ne i32 %5, 0, !dbg !65
  br i1 %6, label %7, label %9, !dbg !67

7:                                                ; preds = %1
  %8 = call i32 @pthread_mutex_lock(ptr noundef @m) #5, !dbg !68
  br label %9, !dbg !68

9:                                                ; preds = %7, %1
  %10 = load i32, ptr @glob, align 4, !dbg !69
  %11 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %10, i32 1), !dbg !70, !nosanitize !59
  %12 = extractvalue { i32, i1 } %11, 0, !dbg !70, !nosanitize !59
  %13 = extractvalue { i32, i1 } %11, 1, !dbg !70, !nosanitize !59
  %14 = xor i1 %13, true, !dbg !70, !nosanitize !59
  br i1 %14, label %16, label %15, !dbg !70, !prof !71, !nosanitize !59

15:                                               ; preds = %9
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %10, i32 1) #5, !dbg !70, !nosanitize !59
  br label %16, !dbg !70, !nosanitize !59

16:                                               ; preds = %15, %9
  store i32 %12, ptr @glob, align 4, !dbg !72
  %17 = load i32, ptr %3, align 4, !dbg !73
  %18 = icmp ne i32 %17, 0, !dbg !73
  br i1 %18, label %19, label %21, !dbg !75

19:                                               ; preds = %16
  %20 = call i32 @pthread_mutex_unlock(ptr noundef @m) #5, !dbg !76
  br label %21, !dbg !76

21:                                               ; preds = %19, %16
  ret ptr null, !dbg !77
}

declare i32 @__VERIFIER_nondet_int() #1

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #4

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !78 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !81, !DIExpression(), !84)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @t_fun, ptr noundef null) #5, !dbg !85
  %4 = call i32 @pthread_mutex_lock(ptr noundef @m) #5, !dbg !86
  %5 = load i32, ptr @glob, align 4, !dbg !87
  %6 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %5, i32 2), !dbg !88, !nosanitize !59
  %7 = extractvalue { i32, i1 } %6, 0, !dbg !88, !nosanitize !59
  %8 = extractvalue { i32, i1 } %6, 1, !dbg !88, !nosanitize !59
  %9 = xor i1 %8, true, !dbg !88, !nosanitize !59
  br i1 %9, label %11, label %10, !dbg !88, !prof !71, !nosanitize !59

10:                                               ; preds = %0
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %5, i32 2) #5, !dbg !88, !nosanitize !59
  br label %11, !dbg !88, !nosanitize !59

11:                                               ; preds = %10, %0
  store i32 %7, ptr @glob, align 4, !dbg !89
  %12 = call i32 @pthread_mutex_unlock(ptr noundef @m) #5, !dbg !90
  %13 = load i32, ptr %2, align 4, !dbg !91
  %14 = call i32 @pthread_join(i32 noundef %13, ptr noundef null), !dbg !92
  ret i32 0, !dbg !93
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i32 noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!47, !48, !49, !50, !51, !52, !53, !54}
!llvm.ident = !{!55}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 10, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "nondet-lock.c", directory: ".", checksumkind: CSK_MD5, checksum: "85a844ea28b50548466f64e0e0431576")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "glob", scope: !2, file: !3, line: 9, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !11, line: 72, baseType: !12)
!11 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!12 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !11, line: 67, size: 192, elements: !13)
!13 = !{!14, !40, !45}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !12, file: !11, line: 69, baseType: !15, size: 192)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !16, line: 22, size: 192, elements: !17)
!16 = !DIFile(filename: "/usr/include/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!17 = !{!18, !19, !21, !22, !23, !24}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !15, file: !16, line: 24, baseType: !9, size: 32)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !15, file: !16, line: 25, baseType: !20, size: 32, offset: 32)
!20 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !15, file: !16, line: 26, baseType: !9, size: 32, offset: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !15, file: !16, line: 32, baseType: !9, size: 32, offset: 96)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !15, file: !16, line: 39, baseType: !20, size: 32, offset: 128)
!24 = !DIDerivedType(tag: DW_TAG_member, scope: !15, file: !16, line: 40, baseType: !25, size: 32, offset: 160)
!25 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !15, file: !16, line: 40, size: 32, elements: !26)
!26 = !{!27, !33}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__elision_data", scope: !25, file: !16, line: 48, baseType: !28, size: 32)
!28 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !25, file: !16, line: 42, size: 32, elements: !29)
!29 = !{!30, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__espins", scope: !28, file: !16, line: 44, baseType: !31, size: 16)
!31 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__eelision", scope: !28, file: !16, line: 45, baseType: !31, size: 16, offset: 16)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !25, file: !16, line: 49, baseType: !34, size: 32)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_slist_t", file: !35, line: 60, baseType: !36)
!35 = !DIFile(filename: "/usr/include/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_slist", file: !35, line: 57, size: 32, elements: !37)
!37 = !{!38}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !36, file: !35, line: 59, baseType: !39, size: 32)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 32)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !12, file: !11, line: 70, baseType: !41, size: 192)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 192, elements: !43)
!42 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!43 = !{!44}
!44 = !DISubrange(count: 24)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !12, file: !11, line: 71, baseType: !46, size: 32)
!46 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!47 = !{i32 1, !"NumRegisterParameters", i32 0}
!48 = !{i32 7, !"Dwarf Version", i32 5}
!49 = !{i32 2, !"Debug Info Version", i32 3}
!50 = !{i32 1, !"wchar_size", i32 4}
!51 = !{i32 8, !"PIC Level", i32 2}
!52 = !{i32 7, !"PIE Level", i32 2}
!53 = !{i32 7, !"uwtable", i32 2}
!54 = !{i32 7, !"frame-pointer", i32 2}
!55 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!56 = distinct !DISubprogram(name: "t_fun", scope: !3, file: !3, line: 12, type: !57, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !59)
!57 = !DISubroutineType(types: !58)
!58 = !{!5, !5}
!59 = !{}
!60 = !DILocalVariable(name: "arg", arg: 1, scope: !56, file: !3, line: 12, type: !5)
!61 = !DILocation(line: 12, column: 19, scope: !56)
!62 = !DILocalVariable(name: "locked", scope: !56, file: !3, line: 13, type: !9)
!63 = !DILocation(line: 13, column: 7, scope: !56)
!64 = !DILocation(line: 13, column: 16, scope: !56)
!65 = !DILocation(line: 14, column: 7, scope: !66)
!66 = distinct !DILexicalBlock(scope: !56, file: !3, line: 14, column: 7)
!67 = !DILocation(line: 14, column: 7, scope: !56)
!68 = !DILocation(line: 15, column: 5, scope: !66)
!69 = !DILocation(line: 16, column: 10, scope: !56)
!70 = !DILocation(line: 16, column: 15, scope: !56)
!71 = !{!"branch_weights", i32 1048575, i32 1}
!72 = !DILocation(line: 16, column: 8, scope: !56)
!73 = !DILocation(line: 17, column: 7, scope: !74)
!74 = distinct !DILexicalBlock(scope: !56, file: !3, line: 17, column: 7)
!75 = !DILocation(line: 17, column: 7, scope: !56)
!76 = !DILocation(line: 18, column: 5, scope: !74)
!77 = !DILocation(line: 19, column: 3, scope: !56)
!78 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !79, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !59)
!79 = !DISubroutineType(types: !80)
!80 = !{!9}
!81 = !DILocalVariable(name: "id", scope: !78, file: !3, line: 23, type: !82)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !11, line: 27, baseType: !83)
!83 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!84 = !DILocation(line: 23, column: 13, scope: !78)
!85 = !DILocation(line: 24, column: 3, scope: !78)
!86 = !DILocation(line: 25, column: 3, scope: !78)
!87 = !DILocation(line: 26, column: 10, scope: !78)
!88 = !DILocation(line: 26, column: 15, scope: !78)
!89 = !DILocation(line: 26, column: 8, scope: !78)
!90 = !DILocation(line: 27, column: 3, scope: !78)
!91 = !DILocation(line: 28, column: 16, scope: !78)
!92 = !DILocation(line: 28, column: 3, scope: !78)
!93 = !DILocation(line: 29, column: 3, scope: !78)
