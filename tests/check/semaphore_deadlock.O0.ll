; ModuleID = 'semaphore_deadlock.c'
source_filename = "semaphore_deadlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.sem_t = type { i64, [24 x i8] }

@b = dso_local global %union.sem_t zeroinitializer, align 8, !dbg !0
@a = dso_local global %union.sem_t zeroinitializer, align 8, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @other(ptr noundef %0) #0 !dbg !26 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !31, !DIExpression(), !32)
  %3 = call i32 @sem_wait(ptr noundef @b), !dbg !33
  %4 = call i32 @sem_post(ptr noundef @a) #3, !dbg !34
  ret ptr null, !dbg !35
}

declare i32 @sem_wait(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @sem_post(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !36 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !40, !DIExpression(), !44)
  %3 = call i32 @sem_init(ptr noundef @a, i32 noundef 0, i32 noundef 0) #3, !dbg !45
  %4 = call i32 @sem_init(ptr noundef @b, i32 noundef 0, i32 noundef 0) #3, !dbg !46
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @other, ptr noundef null) #3, !dbg !47
  %6 = call i32 @sem_wait(ptr noundef @a), !dbg !48
  %7 = call i32 @sem_post(ptr noundef @b) #3, !dbg !49
  %8 = load i64, ptr %2, align 8, !dbg !50
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !51
  ret i32 0, !dbg !52
}

; Function Attrs: nounwind
declare i32 @sem_init(ptr noundef, i32 noundef, i32 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "semaphore_deadlock.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "90ce97ebc28539a1919e3711a7f1cbd1")
!4 = !{!5, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
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
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 8, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 2}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!26 = distinct !DISubprogram(name: "other", scope: !3, file: !3, line: 9, type: !27, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!27 = !DISubroutineType(types: !28)
!28 = !{!29, !29}
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!30 = !{}
!31 = !DILocalVariable(name: "arg", arg: 1, scope: !26, file: !3, line: 9, type: !29)
!32 = !DILocation(line: 9, column: 19, scope: !26)
!33 = !DILocation(line: 10, column: 3, scope: !26)
!34 = !DILocation(line: 11, column: 3, scope: !26)
!35 = !DILocation(line: 12, column: 3, scope: !26)
!36 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !37, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!37 = !DISubroutineType(types: !38)
!38 = !{!39}
!39 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = !DILocalVariable(name: "t", scope: !36, file: !3, line: 16, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !42, line: 27, baseType: !43)
!42 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!43 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!44 = !DILocation(line: 16, column: 13, scope: !36)
!45 = !DILocation(line: 17, column: 3, scope: !36)
!46 = !DILocation(line: 18, column: 3, scope: !36)
!47 = !DILocation(line: 19, column: 3, scope: !36)
!48 = !DILocation(line: 20, column: 3, scope: !36)
!49 = !DILocation(line: 21, column: 3, scope: !36)
!50 = !DILocation(line: 22, column: 16, scope: !36)
!51 = !DILocation(line: 22, column: 3, scope: !36)
!52 = !DILocation(line: 23, column: 3, scope: !36)
