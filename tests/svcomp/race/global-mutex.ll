; ModuleID = 'global-mutex.c'
source_filename = "global-mutex.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@mutex = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@glob = dso_local global i32 0, align 4, !dbg !7
@.src = private unnamed_addr constant [15 x i8] c"global-mutex.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 11, i32 7 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 7 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 23, i32 7 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t_fun(ptr noundef %0) #0 !dbg !50 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !54, !DIExpression(), !55)
  %3 = call i32 @pthread_mutex_lock(ptr noundef @mutex) #5, !dbg !56
  %4 = load i32, ptr @glob, align 4, !dbg !57
  %5 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %4, i32 1), !dbg !57, !nosanitize !53
  %6 = extractvalue { i32, i1 } %5, 0, !dbg !57, !nosanitize !53
  %7 = extractvalue { i32, i1 } %5, 1, !dbg !57, !nosanitize !53
  %8 = xor i1 %7, true, !dbg !57, !nosanitize !53
  br i1 %8, label %11, label %9, !dbg !57, !prof !58, !nosanitize !53

9:                                                ; preds = %1
  %10 = zext i32 %4 to i64, !dbg !57, !nosanitize !53
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %10, i64 1) #5, !dbg !57, !nosanitize !53
  br label %11, !dbg !57, !nosanitize !53

11:                                               ; preds = %9, %1
  store i32 %6, ptr @glob, align 4, !dbg !57
  %12 = call i32 @pthread_mutex_unlock(ptr noundef @mutex) #5, !dbg !59
  ret ptr null, !dbg !60
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
define dso_local i32 @main() #0 !dbg !61 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !64, !DIExpression(), !67)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @t_fun, ptr noundef null) #5, !dbg !68
  %4 = call i32 @pthread_mutex_lock(ptr noundef @mutex) #5, !dbg !69
  %5 = load i32, ptr @glob, align 4, !dbg !70
  %6 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %5, i32 1), !dbg !70, !nosanitize !53
  %7 = extractvalue { i32, i1 } %6, 0, !dbg !70, !nosanitize !53
  %8 = extractvalue { i32, i1 } %6, 1, !dbg !70, !nosanitize !53
  %9 = xor i1 %8, true, !dbg !70, !nosanitize !53
  br i1 %9, label %12, label %10, !dbg !70, !prof !58, !nosanitize !53

10:                                               ; preds = %0
  %11 = zext i32 %5 to i64, !dbg !70, !nosanitize !53
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %11, i64 1) #5, !dbg !70, !nosanitize !53
  br label %12, !dbg !70, !nosanitize !53

12:                                               ; preds = %10, %0
  store i32 %7, ptr @glob, align 4, !dbg !70
  %13 = call i32 @pthread_mutex_unlock(ptr noundef @mutex) #5, !dbg !71
  %14 = load i64, ptr %2, align 8, !dbg !72
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null), !dbg !73
  %16 = load i32, ptr @glob, align 4, !dbg !74
  %17 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %16, i32 1), !dbg !74, !nosanitize !53
  %18 = extractvalue { i32, i1 } %17, 0, !dbg !74, !nosanitize !53
  %19 = extractvalue { i32, i1 } %17, 1, !dbg !74, !nosanitize !53
  %20 = xor i1 %19, true, !dbg !74, !nosanitize !53
  br i1 %20, label %23, label %21, !dbg !74, !prof !58, !nosanitize !53

21:                                               ; preds = %12
  %22 = zext i32 %16 to i64, !dbg !74, !nosanitize !53
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %22, i64 1) #5, !dbg !74, !nosanitize !53
  br label %23, !dbg !74, !nosanitize !53

23:                                               ; preds = %21, %12
  store i32 %18, ptr @glob, align 4, !dbg !74
  ret i32 0, !dbg !75
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
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "mutex", scope: !2, file: !3, line: 7, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "global-mutex.c", directory: ".", checksumkind: CSK_MD5, checksum: "6b2965049e97c68730672da4177104ae")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0, !7}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "glob", scope: !2, file: !3, line: 6, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !11, line: 72, baseType: !12)
!11 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!12 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !11, line: 67, size: 320, elements: !13)
!13 = !{!14, !35, !40}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !12, file: !11, line: 69, baseType: !15, size: 320)
!15 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !16, line: 22, size: 320, elements: !17)
!16 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!17 = !{!18, !19, !21, !22, !23, !24, !26, !27}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !15, file: !16, line: 24, baseType: !9, size: 32)
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !15, file: !16, line: 25, baseType: !20, size: 32, offset: 32)
!20 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !15, file: !16, line: 26, baseType: !9, size: 32, offset: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !15, file: !16, line: 28, baseType: !20, size: 32, offset: 96)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !15, file: !16, line: 32, baseType: !9, size: 32, offset: 128)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !15, file: !16, line: 34, baseType: !25, size: 16, offset: 160)
!25 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !15, file: !16, line: 35, baseType: !25, size: 16, offset: 176)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !15, file: !16, line: 36, baseType: !28, size: 128, offset: 192)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !29, line: 55, baseType: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!30 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !29, line: 51, size: 128, elements: !31)
!31 = !{!32, !34}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !30, file: !29, line: 53, baseType: !33, size: 64)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !30, file: !29, line: 54, baseType: !33, size: 64, offset: 64)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !12, file: !11, line: 70, baseType: !36, size: 320)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !37, size: 320, elements: !38)
!37 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!38 = !{!39}
!39 = !DISubrange(count: 40)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !12, file: !11, line: 71, baseType: !41, size: 64)
!41 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 8, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 2}
!48 = !{i32 7, !"frame-pointer", i32 2}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "t_fun", scope: !3, file: !3, line: 9, type: !51, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{!5, !5}
!53 = !{}
!54 = !DILocalVariable(name: "arg", arg: 1, scope: !50, file: !3, line: 9, type: !5)
!55 = !DILocation(line: 9, column: 19, scope: !50)
!56 = !DILocation(line: 10, column: 3, scope: !50)
!57 = !DILocation(line: 11, column: 7, scope: !50)
!58 = !{!"branch_weights", i32 1048575, i32 1}
!59 = !DILocation(line: 12, column: 3, scope: !50)
!60 = !DILocation(line: 13, column: 3, scope: !50)
!61 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !62, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !53)
!62 = !DISubroutineType(types: !63)
!63 = !{!9}
!64 = !DILocalVariable(name: "id", scope: !61, file: !3, line: 17, type: !65)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !11, line: 27, baseType: !66)
!66 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!67 = !DILocation(line: 17, column: 13, scope: !61)
!68 = !DILocation(line: 18, column: 3, scope: !61)
!69 = !DILocation(line: 19, column: 3, scope: !61)
!70 = !DILocation(line: 20, column: 7, scope: !61)
!71 = !DILocation(line: 21, column: 3, scope: !61)
!72 = !DILocation(line: 22, column: 16, scope: !61)
!73 = !DILocation(line: 22, column: 3, scope: !61)
!74 = !DILocation(line: 23, column: 7, scope: !61)
!75 = !DILocation(line: 24, column: 3, scope: !61)
