; ModuleID = 'rwlock-readers.c'
source_filename = "rwlock-readers.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i8, i8, i8, i8, i32 }

@lock = dso_local global %union.pthread_rwlock_t zeroinitializer, align 4, !dbg !0
@shared = dso_local global i32 1, align 4, !dbg !8
@.src = private unnamed_addr constant [17 x i8] c"rwlock-readers.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 19 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @reader(ptr noundef %0) #0 !dbg !48 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !52, !DIExpression(), !53)
    #dbg_declare(ptr %3, !54, !DIExpression(), !55)
  %4 = call i32 @pthread_rwlock_rdlock(ptr noundef @lock) #5, !dbg !56
  %5 = load i32, ptr @shared, align 4, !dbg !57
  store i32 %5, ptr %3, align 4, !dbg !58
  %6 = call i32 @pthread_rwlock_unlock(ptr noundef @lock) #5, !dbg !59
  %7 = load i32, ptr %3, align 4, !dbg !60
  %8 = inttoptr i32 %7 to ptr, !dbg !61
  ret ptr %8, !dbg !62
}

; Function Attrs: nounwind
declare i32 @pthread_rwlock_rdlock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_rwlock_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @writer(ptr noundef %0) #0 !dbg !63 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !64, !DIExpression(), !65)
  %3 = call i32 @pthread_rwlock_wrlock(ptr noundef @lock) #5, !dbg !66
  %4 = load i32, ptr @shared, align 4, !dbg !67
  %5 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 1), !dbg !68, !nosanitize !51
  %6 = extractvalue { i32, i1 } %5, 0, !dbg !68, !nosanitize !51
  %7 = extractvalue { i32, i1 } %5, 1, !dbg !68, !nosanitize !51
  %8 = xor i1 %7, true, !dbg !68, !nosanitize !51
  br i1 %8, label %10, label %9, !dbg !68, !prof !69, !nosanitize !51

9:                                                ; preds = %1
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %4, i32 1) #5, !dbg !68, !nosanitize !51
  br label %10, !dbg !68, !nosanitize !51

10:                                               ; preds = %9, %1
  store i32 %6, ptr @shared, align 4, !dbg !70
  %11 = call i32 @pthread_rwlock_unlock(ptr noundef @lock) #5, !dbg !71
  ret ptr null, !dbg !72
}

; Function Attrs: nounwind
declare i32 @pthread_rwlock_wrlock(ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !73 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !76, !DIExpression(), !79)
    #dbg_declare(ptr %3, !80, !DIExpression(), !81)
    #dbg_declare(ptr %4, !82, !DIExpression(), !83)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @reader, ptr noundef null) #5, !dbg !84
  %6 = call i32 @pthread_create(ptr noundef %4, ptr noundef null, ptr noundef @writer, ptr noundef null) #5, !dbg !85
  %7 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @reader, ptr noundef null) #5, !dbg !86
  %8 = load i32, ptr %2, align 4, !dbg !87
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !88
  %10 = load i32, ptr %4, align 4, !dbg !89
  %11 = call i32 @pthread_join(i32 noundef %10, ptr noundef null), !dbg !90
  %12 = load i32, ptr %3, align 4, !dbg !91
  %13 = call i32 @pthread_join(i32 noundef %12, ptr noundef null), !dbg !92
  ret i32 0, !dbg !93
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
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 7, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "rwlock-readers.c", directory: ".", checksumkind: CSK_MD5, checksum: "21cfbc14659134e685aca9b30150948f")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!6 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!7 = !{!0, !8}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "shared", scope: !2, file: !3, line: 8, type: !10, isLocal: false, isDefinition: true)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_rwlock_t", file: !12, line: 91, baseType: !13)
!12 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!13 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !12, line: 86, size: 256, elements: !14)
!14 = !{!15, !33, !38}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !13, file: !12, line: 88, baseType: !16, size: 256)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_rwlock_arch_t", file: !17, line: 23, size: 256, elements: !18)
!17 = !DIFile(filename: "/usr/include/bits/struct_rwlock.h", directory: ".", checksumkind: CSK_MD5, checksum: "2034038f4a99ff6cb7b9de3a3e8c2a8e")
!18 = !{!19, !21, !22, !23, !24, !25, !26, !28, !29, !31, !32}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__readers", scope: !16, file: !17, line: 25, baseType: !20, size: 32)
!20 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__writers", scope: !16, file: !17, line: 26, baseType: !20, size: 32, offset: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__wrphase_futex", scope: !16, file: !17, line: 27, baseType: !20, size: 32, offset: 64)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__writers_futex", scope: !16, file: !17, line: 28, baseType: !20, size: 32, offset: 96)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__pad3", scope: !16, file: !17, line: 29, baseType: !20, size: 32, offset: 128)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__pad4", scope: !16, file: !17, line: 30, baseType: !20, size: 32, offset: 160)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__flags", scope: !16, file: !17, line: 49, baseType: !27, size: 8, offset: 192)
!27 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__shared", scope: !16, file: !17, line: 50, baseType: !27, size: 8, offset: 200)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__rwelision", scope: !16, file: !17, line: 51, baseType: !30, size: 8, offset: 208)
!30 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "__pad2", scope: !16, file: !17, line: 52, baseType: !27, size: 8, offset: 216)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__cur_writer", scope: !16, file: !17, line: 53, baseType: !10, size: 32, offset: 224)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !13, file: !12, line: 89, baseType: !34, size: 256)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !35, size: 256, elements: !36)
!35 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!36 = !{!37}
!37 = !DISubrange(count: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !13, file: !12, line: 90, baseType: !6, size: 32)
!39 = !{i32 1, !"NumRegisterParameters", i32 0}
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 8, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 2}
!46 = !{i32 7, !"frame-pointer", i32 2}
!47 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!48 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 10, type: !49, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !51)
!49 = !DISubroutineType(types: !50)
!50 = !{!5, !5}
!51 = !{}
!52 = !DILocalVariable(name: "arg", arg: 1, scope: !48, file: !3, line: 10, type: !5)
!53 = !DILocation(line: 10, column: 20, scope: !48)
!54 = !DILocalVariable(name: "v", scope: !48, file: !3, line: 11, type: !10)
!55 = !DILocation(line: 11, column: 7, scope: !48)
!56 = !DILocation(line: 12, column: 3, scope: !48)
!57 = !DILocation(line: 13, column: 7, scope: !48)
!58 = !DILocation(line: 13, column: 5, scope: !48)
!59 = !DILocation(line: 14, column: 3, scope: !48)
!60 = !DILocation(line: 15, column: 24, scope: !48)
!61 = !DILocation(line: 15, column: 10, scope: !48)
!62 = !DILocation(line: 15, column: 3, scope: !48)
!63 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 18, type: !49, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !51)
!64 = !DILocalVariable(name: "arg", arg: 1, scope: !63, file: !3, line: 18, type: !5)
!65 = !DILocation(line: 18, column: 20, scope: !63)
!66 = !DILocation(line: 19, column: 3, scope: !63)
!67 = !DILocation(line: 20, column: 12, scope: !63)
!68 = !DILocation(line: 20, column: 19, scope: !63)
!69 = !{!"branch_weights", i32 1048575, i32 1}
!70 = !DILocation(line: 20, column: 10, scope: !63)
!71 = !DILocation(line: 21, column: 3, scope: !63)
!72 = !DILocation(line: 22, column: 3, scope: !63)
!73 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !74, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !51)
!74 = !DISubroutineType(types: !75)
!75 = !{!10}
!76 = !DILocalVariable(name: "r1", scope: !73, file: !3, line: 26, type: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !12, line: 27, baseType: !78)
!78 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!79 = !DILocation(line: 26, column: 13, scope: !73)
!80 = !DILocalVariable(name: "r2", scope: !73, file: !3, line: 26, type: !77)
!81 = !DILocation(line: 26, column: 17, scope: !73)
!82 = !DILocalVariable(name: "w", scope: !73, file: !3, line: 26, type: !77)
!83 = !DILocation(line: 26, column: 21, scope: !73)
!84 = !DILocation(line: 27, column: 3, scope: !73)
!85 = !DILocation(line: 28, column: 3, scope: !73)
!86 = !DILocation(line: 29, column: 3, scope: !73)
!87 = !DILocation(line: 30, column: 16, scope: !73)
!88 = !DILocation(line: 30, column: 3, scope: !73)
!89 = !DILocation(line: 31, column: 16, scope: !73)
!90 = !DILocation(line: 31, column: 3, scope: !73)
!91 = !DILocation(line: 32, column: 16, scope: !73)
!92 = !DILocation(line: 32, column: 3, scope: !73)
!93 = !DILocation(line: 33, column: 3, scope: !73)
