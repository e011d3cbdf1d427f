; ModuleID = 'rwlock-write-under-rdlock.c'
source_filename = "rwlock-write-under-rdlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i32, i32, i8, [7 x i8], i64, i32 }

@lock = dso_local global %union.pthread_rwlock_t zeroinitializer, align 8, !dbg !0
@counter = dso_local global i32 0, align 4, !dbg !7
@.src = private unnamed_addr constant [28 x i8] c"rwlock-write-under-rdlock.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 11, i32 10 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @bump(ptr noundef %0) #0 !dbg !52 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !56, !DIExpression(), !57)
  %3 = call i32 @pthread_rwlock_rdlock(ptr noundef @lock) #5, !dbg !58
  %4 = load i32, ptr @counter, align 4, !dbg !59
  %5 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 1), !dbg !59, !nosanitize !55
  %6 = extractvalue { i32, i1 } %5, 0, !dbg !59, !nosanitize !55
  %7 = extractvalue { i32, i1 } %5, 1, !dbg !59, !nosanitize !55
  %8 = xor i1 %7, true, !dbg !59, !nosanitize !55
  br i1 %8, label %11, label %9, !dbg !59, !prof !60, !nosanitize !55

9:                                                ; preds = %1
  %10 = zext i32 %4 to i64, !dbg !59, !nosanitize !55
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %10, i64 1) #5, !dbg !59, !nosanitize !55
  br label %11, !dbg !59, !nosanitize !55

11:                                               ; preds = %9, %1
  store i32 %6, ptr @counter, align 4, !dbg !59
  %12 = call i32 @pthread_rwlock_unlock(ptr noundef @lock) #5, !dbg !61
  ret ptr null, !dbg !62
}

; Function Attrs: nounwind
declare i32 @pthread_rwlock_rdlock(ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #3

; Function Attrs: nounwind
declare i32 @pthread_rwlock_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !63 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !66, !DIExpression(), !68)
    #dbg_declare(ptr %3, !69, !DIExpression(), !70)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @bump, ptr noundef null) #5, !dbg !71
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @bump, ptr noundef null) #5, !dbg !72
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
!llvm.module.flags = !{!44, !45, !46, !47, !48, !49, !50}
!llvm.ident = !{!51}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 6, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "rwlock-write-under-rdlock.c", directory: ".", checksumkind: CSK_MD5, checksum: "d65a6124492d01f8e307e7daf670cdc2")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 7, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_rwlock_t", file: !11, line: 91, baseType: !12)
!11 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!12 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !11, line: 86, size: 448, elements: !13)
!13 = !{!14, !37, !42}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !12, file: !11, line: 88, baseType: !15, size: 448)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_rwlock_arch_t", file: !16, line: 23, size: 448, elements: !17)
!16 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_rwlock.h", directory: ".", checksumkind: CSK_MD5, checksum: "2034038f4a99ff6cb7b9de3a3e8c2a8e")
!17 = !{!18, !20, !21, !22, !23, !24, !25, !26, !27, !29, !34, !36}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__readers", scope: !15, file: !16, line: 25, baseType: !19, size: 32)
!19 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__writers", scope: !15, file: !16, line: 26, baseType: !19, size: 32, offset: 32)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__wrphase_futex", scope: !15, file: !16, line: 27, baseType: !19, size: 32, offset: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__writers_futex", scope: !15, file: !16, line: 28, baseType: !19, size: 32, offset: 96)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__pad3", scope: !15, file: !16, line: 29, baseType: !19, size: 32, offset: 128)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__pad4", scope: !15, file: !16, line: 30, baseType: !19, size: 32, offset: 160)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__cur_writer", scope: !15, file: !16, line: 32, baseType: !9, size: 32, offset: 192)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__shared", scope: !15, file: !16, line: 33, baseType: !9, size: 32, offset: 224)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__rwelision", scope: !15, file: !16, line: 34, baseType: !28, size: 8, offset: 256)
!28 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__pad1", scope: !15, file: !16, line: 39, baseType: !30, size: 56, offset: 264)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !31, size: 56, elements: !32)
!31 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!32 = !{!33}
!33 = !DISubrange(count: 7)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__pad2", scope: !15, file: !16, line: 42, baseType: !35, size: 64, offset: 320)
!35 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__flags", scope: !15, file: !16, line: 45, baseType: !19, size: 32, offset: 384)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !12, file: !11, line: 89, baseType: !38, size: 448)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 448, elements: !40)
!39 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!40 = !{!41}
!41 = !DISubrange(count: 56)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !12, file: !11, line: 90, baseType: !43, size: 64)
!43 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!44 = !{i32 7, !"Dwarf Version", i32 5}
!45 = !{i32 2, !"Debug Info Version", i32 3}
!46 = !{i32 1, !"wchar_size", i32 4}
!47 = !{i32 8, !"PIC Level", i32 2}
!48 = !{i32 7, !"PIE Level", i32 2}
!49 = !{i32 7, !"uwtable", i32 2}
!50 = !{i32 7, !"frame-pointer", i32 2}
!51 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!52 = distinct !DISubprogram(name: "bump", scope: !3, file: !3, line: 9, type: !53, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!53 = !DISubroutineType(types: !54)
!54 = !{!5, !5}
!55 = !{}
!56 = !DILocalVariable(name: "arg", arg: 1, scope: !52, file: !3, line: 9, type: !5)
!57 = !DILocation(line: 9, column: 18, scope: !52)
!58 = !DILocation(line: 10, column: 3, scope: !52)
!59 = !DILocation(line: 11, column: 10, scope: !52)
!60 = !{!"branch_weights", i32 1048575, i32 1}
!61 = !DILocation(line: 12, column: 3, scope: !52)
!62 = !DILocation(line: 13, column: 3, scope: !52)
!63 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !64, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !55)
!64 = !DISubroutineType(types: !65)
!65 = !{!9}
!66 = !DILocalVariable(name: "a", scope: !63, file: !3, line: 17, type: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !11, line: 27, baseType: !35)
!68 = !DILocation(line: 17, column: 13, scope: !63)
!69 = !DILocalVariable(name: "b", scope: !63, file: !3, line: 17, type: !67)
!70 = !DILocation(line: 17, column: 16, scope: !63)
!71 = !DILocation(line: 18, column: 3, scope: !63)
!72 = !DILocation(line: 19, column: 3, scope: !63)
!73 = !DILocation(line: 20, column: 16, scope: !63)
!74 = !DILocation(line: 20, column: 3, scope: !63)
!75 = !DILocation(line: 21, column: 16, scope: !63)
!76 = !DILocation(line: 21, column: 3, scope: !63)
!77 = !DILocation(line: 22, column: 3, scope: !63)
