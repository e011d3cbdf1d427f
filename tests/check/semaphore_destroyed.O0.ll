; ModuleID = 'semaphore_destroyed.c'
source_filename = "semaphore_destroyed.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.sem_t = type { i64, [24 x i8] }

@gone = dso_local global i32 0, align 4, !dbg !0
@s = dso_local global %union.sem_t zeroinitializer, align 8, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !30 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !35, !DIExpression(), !36)
  %3 = load atomic i32, ptr @gone seq_cst, align 4, !dbg !37
  %4 = icmp ne i32 %3, 0, !dbg !37
  br i1 %4, label %5, label %7, !dbg !39

5:                                                ; preds = %1
  %6 = call i32 @sem_post(ptr noundef @s) #3, !dbg !40
  br label %7, !dbg !40

7:                                                ; preds = %5, %1
  ret ptr null, !dbg !41
}

; Function Attrs: nounwind
declare i32 @sem_post(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !42 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !45, !DIExpression(), !49)
  %3 = call i32 @sem_init(ptr noundef @s, i32 noundef 0, i32 noundef 1) #3, !dbg !50
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #3, !dbg !51
  %5 = call i32 @sem_wait(ptr noundef @s), !dbg !52
  %6 = call i32 @sem_destroy(ptr noundef @s) #3, !dbg !53
  store atomic i32 1, ptr @gone seq_cst, align 4, !dbg !54
  %7 = load i64, ptr %2, align 8, !dbg !55
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null), !dbg !56
  ret i32 0, !dbg !57
}

; Function Attrs: nounwind
declare i32 @sem_init(ptr noundef, i32 noundef, i32 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @sem_wait(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @sem_destroy(ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "gone", scope: !2, file: !3, line: 10, type: !18, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "semaphore_destroyed.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "f3d16812a14ee5dbd7e13b0875ac0988")
!4 = !{!5, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "s", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "sem_t", file: !8, line: 39, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/semaphore.h", directory: "", checksumkind: CSK_MD5, checksum: "f0ec69aef73516c696d526041269f8fd")
!9 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !8, line: 35, size: 256, elements: !10)
!10 = !{!11, !16}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !9, file: !8, line: 37, baseType: !12, size: 256)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 256, elements: !14)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15}
!15 = !DISubrange(count: 32)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !9, file: !8, line: 38, baseType: !17, size: 64)
!17 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !19, line: 104, baseType: !20)
!19 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!20 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !21)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 8, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 2}
!28 = !{i32 7, !"frame-pointer", i32 2}
!29 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!30 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 12, type: !31, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!31 = !DISubroutineType(types: !32)
!32 = !{!33, !33}
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!34 = !{}
!35 = !DILocalVariable(name: "arg", arg: 1, scope: !30, file: !3, line: 12, type: !33)
!36 = !DILocation(line: 12, column: 20, scope: !30)
!37 = !DILocation(line: 13, column: 7, scope: !38)
!38 = distinct !DILexicalBlock(scope: !30, file: !3, line: 13, column: 7)
!39 = !DILocation(line: 13, column: 7, scope: !30)
!40 = !DILocation(line: 14, column: 5, scope: !38)
!41 = !DILocation(line: 15, column: 3, scope: !30)
!42 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !43, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!43 = !DISubroutineType(types: !44)
!44 = !{!21}
!45 = !DILocalVariable(name: "t", scope: !42, file: !3, line: 19, type: !46)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !47, line: 27, baseType: !48)
!47 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!48 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!49 = !DILocation(line: 19, column: 13, scope: !42)
!50 = !DILocation(line: 20, column: 3, scope: !42)
!51 = !DILocation(line: 21, column: 3, scope: !42)
!52 = !DILocation(line: 22, column: 3, scope: !42)
!53 = !DILocation(line: 23, column: 3, scope: !42)
!54 = !DILocation(line: 24, column: 8, scope: !42)
!55 = !DILocation(line: 25, column: 16, scope: !42)
!56 = !DILocation(line: 25, column: 3, scope: !42)
!57 = !DILocation(line: 26, column: 3, scope: !42)
