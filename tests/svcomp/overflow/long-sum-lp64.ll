; ModuleID = 'long-sum-lp64.c'
source_filename = "long-sum-lp64.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@total = dso_local global i64 2147483646, align 8, !dbg !5
@.src = private unnamed_addr constant [16 x i8] c"long-sum-lp64.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [7 x i8] } { i16 0, i16 13, [7 x i8] c"'long'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 12, i32 17 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @add(ptr noundef %0) #0 !dbg !48 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !53, !DIExpression(), !54)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @m) #5, !dbg !55
  %4 = load i64, ptr @total, align 8, !dbg !56
  %5 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %4, i64 1), !dbg !57, !nosanitize !52
  %6 = extractvalue { i64, i1 } %5, 0, !dbg !57, !nosanitize !52
  %7 = extractvalue { i64, i1 } %5, 1, !dbg !57, !nosanitize !52
  %8 = xor i1 %7, true, !dbg !57, !nosanitize !52
  br i1 %8, label %10, label %9, !dbg !57, !prof !58, !nosanitize !52

9:                                                ; preds = %1
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %4, i64 1) #5, !dbg !57, !nosanitize !52
  br label %10, !dbg !57, !nosanitize !52

10:                                               ; preds = %9, %1
  store i64 %6, ptr @total, align 8, !dbg !59
  %11 = call i32 @pthread_mutex_unlock(ptr noundef @m) #5, !dbg !60
  ret ptr null, !dbg !61
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #3

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !62 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !65, !DIExpression(), !68)
    #dbg_declare(ptr %3, !69, !DIExpression(), !70)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @add, ptr noundef null) #5, !dbg !71
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @add, ptr noundef null) #5, !dbg !72
  %6 = load i64, ptr %2, align 8, !dbg !73
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !74
  %8 = load i64, ptr %3, align 8, !dbg !75
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !76
  ret i32 0, !dbg !77
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
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 7, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "long-sum-lp64.c", directory: ".", checksumkind: CSK_MD5, checksum: "294086d2b30caa9d8626ff95c008f98d")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "total", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !9, line: 72, baseType: !10)
!9 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!10 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !9, line: 67, size: 320, elements: !11)
!11 = !{!12, !34, !39}
!12 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !10, file: !9, line: 69, baseType: !13, size: 320)
!13 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !14, line: 22, size: 320, elements: !15)
!14 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!15 = !{!16, !18, !20, !21, !22, !23, !25, !26}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !13, file: !14, line: 24, baseType: !17, size: 32)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !13, file: !14, line: 25, baseType: !19, size: 32, offset: 32)
!19 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !13, file: !14, line: 26, baseType: !17, size: 32, offset: 64)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !13, file: !14, line: 28, baseType: !19, size: 32, offset: 96)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !13, file: !14, line: 32, baseType: !17, size: 32, offset: 128)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !13, file: !14, line: 34, baseType: !24, size: 16, offset: 160)
!24 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !13, file: !14, line: 35, baseType: !24, size: 16, offset: 176)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !13, file: !14, line: 36, baseType: !27, size: 128, offset: 192)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !28, line: 55, baseType: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!29 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !28, line: 51, size: 128, elements: !30)
!30 = !{!31, !33}
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !29, file: !28, line: 53, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !29, file: !28, line: 54, baseType: !32, size: 64, offset: 64)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !10, file: !9, line: 70, baseType: !35, size: 320)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 320, elements: !37)
!36 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!37 = !{!38}
!38 = !DISubrange(count: 40)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !10, file: !9, line: 71, baseType: !7, size: 64)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 8, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 2}
!46 = !{i32 7, !"frame-pointer", i32 2}
!47 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!48 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 10, type: !49, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!49 = !DISubroutineType(types: !50)
!50 = !{!51, !51}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!52 = !{}
!53 = !DILocalVariable(name: "arg", arg: 1, scope: !48, file: !3, line: 10, type: !51)
!54 = !DILocation(line: 10, column: 17, scope: !48)
!55 = !DILocation(line: 11, column: 3, scope: !48)
!56 = !DILocation(line: 12, column: 11, scope: !48)
!57 = !DILocation(line: 12, column: 17, scope: !48)
!58 = !{!"branch_weights", i32 1048575, i32 1}
!59 = !DILocation(line: 12, column: 9, scope: !48)
!60 = !DILocation(line: 13, column: 3, scope: !48)
!61 = !DILocation(line: 14, column: 3, scope: !48)
!62 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !63, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !52)
!63 = !DISubroutineType(types: !64)
!64 = !{!17}
!65 = !DILocalVariable(name: "t1", scope: !62, file: !3, line: 18, type: !66)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !9, line: 27, baseType: !67)
!67 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!68 = !DILocation(line: 18, column: 13, scope: !62)
!69 = !DILocalVariable(name: "t2", scope: !62, file: !3, line: 18, type: !66)
!70 = !DILocation(line: 18, column: 17, scope: !62)
!71 = !DILocation(line: 19, column: 3, scope: !62)
!72 = !DILocation(line: 20, column: 3, scope: !62)
!73 = !DILocation(line: 21, column: 16, scope: !62)
!74 = !DILocation(line: 21, column: 3, scope: !62)
!75 = !DILocation(line: 22, column: 16, scope: !62)
!76 = !DILocation(line: 22, column: 3, scope: !62)
!77 = !DILocation(line: 23, column: 3, scope: !62)
