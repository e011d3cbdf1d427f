; ModuleID = 'sync_destroyed_barrier.c'
source_filename = "sync_destroyed_barrier.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_barrier_t = type { i64, [24 x i8] }

@b = dso_local global %union.pthread_barrier_t zeroinitializer, align 8, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !24 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !29, !DIExpression(), !30)
  %3 = call i32 @pthread_barrier_wait(ptr noundef @b) #3, !dbg !31
  ret ptr null, !dbg !32
}

; Function Attrs: nounwind
declare i32 @pthread_barrier_wait(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !33 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !37, !DIExpression(), !40)
  %3 = call i32 @pthread_barrier_init(ptr noundef @b, ptr noundef null, i32 noundef 1) #3, !dbg !41
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #3, !dbg !42
  %5 = call i32 @pthread_barrier_wait(ptr noundef @b) #3, !dbg !43
  %6 = call i32 @pthread_barrier_destroy(ptr noundef @b) #3, !dbg !44
  %7 = load i64, ptr %2, align 8, !dbg !45
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null), !dbg !46
  ret i32 0, !dbg !47
}

; Function Attrs: nounwind
declare i32 @pthread_barrier_init(ptr noundef, ptr noundef, i32 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_barrier_destroy(ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!16, !17, !18, !19, !20, !21, !22}
!llvm.ident = !{!23}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 7, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "sync_destroyed_barrier.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "614ee3d187a26a78d56b1cbf4ec7aa1b")
!4 = !{!0}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrier_t", file: !6, line: 112, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!7 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !6, line: 108, size: 256, elements: !8)
!8 = !{!9, !14}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !7, file: !6, line: 110, baseType: !10, size: 256)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 256, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 32)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !7, file: !6, line: 111, baseType: !15, size: 64)
!15 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!16 = !{i32 7, !"Dwarf Version", i32 5}
!17 = !{i32 2, !"Debug Info Version", i32 3}
!18 = !{i32 1, !"wchar_size", i32 4}
!19 = !{i32 8, !"PIC Level", i32 2}
!20 = !{i32 7, !"PIE Level", i32 2}
!21 = !{i32 7, !"uwtable", i32 2}
!22 = !{i32 7, !"frame-pointer", i32 2}
!23 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!24 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !25, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!25 = !DISubroutineType(types: !26)
!26 = !{!27, !27}
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!28 = !{}
!29 = !DILocalVariable(name: "arg", arg: 1, scope: !24, file: !3, line: 9, type: !27)
!30 = !DILocation(line: 9, column: 20, scope: !24)
!31 = !DILocation(line: 10, column: 3, scope: !24)
!32 = !DILocation(line: 11, column: 3, scope: !24)
!33 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !34, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!34 = !DISubroutineType(types: !35)
!35 = !{!36}
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DILocalVariable(name: "t", scope: !33, file: !3, line: 15, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !6, line: 27, baseType: !39)
!39 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!40 = !DILocation(line: 15, column: 13, scope: !33)
!41 = !DILocation(line: 16, column: 3, scope: !33)
!42 = !DILocation(line: 17, column: 3, scope: !33)
!43 = !DILocation(line: 18, column: 3, scope: !33)
!44 = !DILocation(line: 19, column: 3, scope: !33)
!45 = !DILocation(line: 20, column: 16, scope: !33)
!46 = !DILocation(line: 20, column: 3, scope: !33)
!47 = !DILocation(line: 21, column: 3, scope: !33)
