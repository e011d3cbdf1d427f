; ModuleID = 'global-unprotected.c'
source_filename = "global-unprotected.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@glob = dso_local global i32 0, align 4, !dbg !0
@.src = private unnamed_addr constant [21 x i8] c"global-unprotected.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 9, i32 7 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t_fun(ptr noundef %0) #0 !dbg !16 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !20, !DIExpression(), !21)
  %3 = load i32, ptr @glob, align 4, !dbg !22
  %4 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %3, i32 1), !dbg !22, !nosanitize !19
  %5 = extractvalue { i32, i1 } %4, 0, !dbg !22, !nosanitize !19
  %6 = extractvalue { i32, i1 } %4, 1, !dbg !22, !nosanitize !19
  %7 = xor i1 %6, true, !dbg !22, !nosanitize !19
  br i1 %7, label %10, label %8, !dbg !22, !prof !23, !nosanitize !19

8:                                                ; preds = %1
  %9 = zext i32 %3 to i64, !dbg !22, !nosanitize !19
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %9, i64 1) #5, !dbg !22, !nosanitize !19
  br label %10, !dbg !22, !nosanitize !19

10:                                               ; preds = %8, %1
  store i32 %5, ptr @glob, align 4, !dbg !22
  ret ptr null, !dbg !24
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !25 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !28, !DIExpression(), !32)
    #dbg_declare(ptr %3, !33, !DIExpression(), !34)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @t_fun, ptr noundef null) #5, !dbg !35
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @t_fun, ptr noundef null) #5, !dbg !36
  %6 = load i64, ptr %2, align 8, !dbg !37
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !38
  %8 = load i64, ptr %3, align 8, !dbg !39
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !40
  ret i32 0, !dbg !41
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

declare i32 @pthread_join(i64 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "glob", scope: !2, file: !3, line: 6, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "global-unprotected.c", directory: ".", checksumkind: CSK_MD5, checksum: "56e87d4fbb255b93c7bcdead5b5988bc")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!0}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "t_fun", scope: !3, file: !3, line: 8, type: !17, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!5, !5}
!19 = !{}
!20 = !DILocalVariable(name: "arg", arg: 1, scope: !16, file: !3, line: 8, type: !5)
!21 = !DILocation(line: 8, column: 19, scope: !16)
!22 = !DILocation(line: 9, column: 7, scope: !16)
!23 = !{!"branch_weights", i32 1048575, i32 1}
!24 = !DILocation(line: 10, column: 3, scope: !16)
!25 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 13, type: !26, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !19)
!26 = !DISubroutineType(types: !27)
!27 = !{!7}
!28 = !DILocalVariable(name: "id1", scope: !25, file: !3, line: 14, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !30, line: 27, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!31 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!32 = !DILocation(line: 14, column: 13, scope: !25)
!33 = !DILocalVariable(name: "id2", scope: !25, file: !3, line: 14, type: !29)
!34 = !DILocation(line: 14, column: 18, scope: !25)
!35 = !DILocation(line: 15, column: 3, scope: !25)
!36 = !DILocation(line: 16, column: 3, scope: !25)
!37 = !DILocation(line: 17, column: 16, scope: !25)
!38 = !DILocation(line: 17, column: 3, scope: !25)
!39 = !DILocation(line: 18, column: 16, scope: !25)
!40 = !DILocation(line: 18, column: 3, scope: !25)
!41 = !DILocation(line: 19, column: 3, scope: !25)
