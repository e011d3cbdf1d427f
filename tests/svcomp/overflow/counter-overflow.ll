; ModuleID = 'counter-overflow.c'
source_filename = "counter-overflow.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.anon = type { i16, i16 }

@m = dso_local global { { i32, i32, i32, i32, i32, { %struct.anon } } } zeroinitializer, align 4, !dbg !0
@counter = dso_local global i32 2147483646, align 4, !dbg !5
@.src = private unnamed_addr constant [19 x i8] c"counter-overflow.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 12, i32 21 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @inc(ptr noundef %0) #0 !dbg !54 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !59, !DIExpression(), !60)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #5, !dbg !61
  %4 = load i32, ptr @counter, align 4, !dbg !62
  %5 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 1), !dbg !63, !nosanitize !58
  %6 = extractvalue { i32, i1 } %5, 0, !dbg !63, !nosanitize !58
  %7 = extractvalue { i32, i1 } %5, 1, !dbg !63, !nosanitize !58
  %8 = xor i1 %7, true, !dbg !63, !nosanitize !58
  br i1 %8, label %10, label %9, !dbg !63, !prof !64, !nosanitize !58

9:                                                ; preds = %1
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %4, i32 1) #5, !dbg !63, !nosanitize !58
  br label %10, !dbg !63, !nosanitize !58

10:                                               ; preds = %9, %1
  store i32 %6, ptr @counter, align 4, !dbg !65
  %11 = call i32 @pthread_mutex_unlock(ptr noundef @m) #5, !dbg !66
  ret ptr null, !dbg !67
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !68 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !71, !DIExpression(), !74)
    #dbg_declare(ptr %3, !75, !DIExpression(), !76)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @inc, ptr noundef null) #5, !dbg !77
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @inc, ptr noundef null) #5, !dbg !78
  %6 = load i32, ptr %2, align 4, !dbg !79
  %7 = call i32 @pthread_join(i32 noundef %6, ptr noundef null), !dbg !80
  %8 = load i32, ptr %3, align 4, !dbg !81
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !82
  ret i32 0, !dbg !83
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i32 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!45, !46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 7, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "counter-overflow.c", directory: ".", checksumkind: CSK_MD5, checksum: "2d400dee207086524b4c70bf73571aff")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !9, line: 72, baseType: !10)
!9 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!10 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !9, line: 67, size: 192, elements: !11)
!11 = !{!12, !38, !43}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !10, file: !9, line: 69, baseType: !13, size: 192)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !14, line: 22, size: 192, elements: !15)
!14 = !DIFile(filename: "/usr/include/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!15 = !{!16, !17, !19, !20, !21, !22}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !13, file: !14, line: 24, baseType: !7, size: 32)
!17 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !13, file: !14, line: 25, baseType: !18, size: 32, offset: 32)
!18 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !13, file: !14, line: 26, baseType: !7, size: 32, offset: 64)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !13, file: !14, line: 32, baseType: !7, size: 32, offset: 96)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !13, file: !14, line: 39, baseType: !18, size: 32, offset: 128)
!22 = !DIDerivedType(tag: DW_TAG_member, scope: !13, file: !14, line: 40, baseType: !23, size: 32, offset: 160)
!23 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !13, file: !14, line: 40, size: 32, elements: !24)
!24 = !{!25, !31}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__elision_data", scope: !23, file: !14, line: 48, baseType: !26, size: 32)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !23, file: !14, line: 42, size: 32, elements: !27)
!27 = !{!28, !30}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__espins", scope: !26, file: !14, line: 44, baseType: !29, size: 16)
!29 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__eelision", scope: !26, file: !14, line: 45, baseType: !29, size: 16, offset: 16)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !23, file: !14, line: 49, baseType: !32, size: 32)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_slist_t", file: !33, line: 60, baseType: !34)
!33 = !DIFile(filename: "/usr/include/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!34 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_slist", file: !33, line: 57, size: 32, elements: !35)
!35 = !{!36}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !34, file: !33, line: 59, baseType: !37, size: 32)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !10, file: !9, line: 70, baseType: !39, size: 192)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 192, elements: !41)
!40 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!41 = !{!42}
!42 = !DISubrange(count: 24)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !10, file: !9, line: 71, baseType: !44, size: 32)
!44 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!45 = !{i32 1, !"NumRegisterParameters", i32 0}
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 2}
!52 = !{i32 7, !"frame-pointer", i32 2}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = distinct !DISubprogram(name: "inc", scope: !3, file: !3, line: 10, type: !55, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !58)
!55 = !DISubroutineType(types: !56)
!56 = !{!57, !57}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!58 = !{}
!59 = !DILocalVariable(name: "arg", arg: 1, scope: !54, file: !3, line: 10, type: !57)
!60 = !DILocation(line: 10, column: 17, scope: !54)
!61 = !DILocation(line: 11, column: 3, scope: !54)
!62 = !DILocation(line: 12, column: 13, scope: !54)
!63 = !DILocation(line: 12, column: 21, scope: !54)
!64 = !{!"branch_weights", i32 1048575, i32 1}
!65 = !DILocation(line: 12, column: 11, scope: !54)
!66 = !DILocation(line: 13, column: 3, scope: !54)
!67 = !DILocation(line: 14, column: 3, scope: !54)
!68 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !69, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !58)
!69 = !DISubroutineType(types: !70)
!70 = !{!7}
!71 = !DILocalVariable(name: "t1", scope: !68, file: !3, line: 18, type: !72)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !9, line: 27, baseType: !73)
!73 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!74 = !DILocation(line: 18, column: 13, scope: !68)
!75 = !DILocalVariable(name: "t2", scope: !68, file: !3, line: 18, type: !72)
!76 = !DILocation(line: 18, column: 17, scope: !68)
!77 = !DILocation(line: 19, column: 3, scope: !68)
!78 = !DILocation(line: 20, column: 3, scope: !68)
!79 = !DILocation(line: 21, column: 16, scope: !68)
!80 = !DILocation(line: 21, column: 3, scope: !68)
!81 = !DILocation(line: 22, column: 16, scope: !68)
!82 = !DILocation(line: 22, column: 3, scope: !68)
!83 = !DILocation(line: 23, column: 3, scope: !68)
