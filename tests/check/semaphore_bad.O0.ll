; ModuleID = 'semaphore_bad.c'
source_filename = "semaphore_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.sem_t = type { i64, [24 x i8] }

@lock = dso_local global %union.sem_t zeroinitializer, align 8, !dbg !0
@inside = dso_local global i32 0, align 4, !dbg !22
@.str = private unnamed_addr constant [12 x i8] c"inside == 1\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [16 x i8] c"semaphore_bad.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !43 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !48, !DIExpression(), !49)
  %3 = call i32 @sem_wait(ptr noundef @lock), !dbg !50
  %4 = load i32, ptr @inside, align 4, !dbg !51
  %5 = add nsw i32 %4, 1, !dbg !51
  store i32 %5, ptr @inside, align 4, !dbg !51
  %6 = load i32, ptr @inside, align 4, !dbg !52
  %7 = icmp eq i32 %6, 1, !dbg !52
  br i1 %7, label %8, label %9, !dbg !55

8:                                                ; preds = %1
  br label %10, !dbg !55

9:                                                ; preds = %1
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 14, ptr noundef @__PRETTY_FUNCTION__.worker) #4, !dbg !52
  unreachable, !dbg !52

10:                                               ; preds = %8
  %11 = load i32, ptr @inside, align 4, !dbg !56
  %12 = add nsw i32 %11, -1, !dbg !56
  store i32 %12, ptr @inside, align 4, !dbg !56
  %13 = call i32 @sem_post(ptr noundef @lock) #5, !dbg !57
  ret ptr null, !dbg !58
}

declare i32 @sem_wait(ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @sem_post(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !59 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !62, !DIExpression(), !66)
    #dbg_declare(ptr %3, !67, !DIExpression(), !68)
  %4 = call i32 @sem_init(ptr noundef @lock, i32 noundef 0, i32 noundef 2) #5, !dbg !69
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #5, !dbg !70
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #5, !dbg !71
  %7 = load i64, ptr %2, align 8, !dbg !72
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null), !dbg !73
  %9 = load i64, ptr %3, align 8, !dbg !74
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null), !dbg !75
  ret i32 0, !dbg !76
}

; Function Attrs: nounwind
declare i32 @sem_init(ptr noundef, i32 noundef, i32 noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

declare i32 @pthread_join(i64 noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 8, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "semaphore_bad.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "46787dd524b058c4f25ca5b12fe21dee")
!4 = !{!5, !11, !16, !0, !22}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 12)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 16)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "inside", scope: !2, file: !3, line: 9, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "sem_t", file: !26, line: 39, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/semaphore.h", directory: "", checksumkind: CSK_MD5, checksum: "f0ec69aef73516c696d526041269f8fd")
!27 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !26, line: 35, size: 256, elements: !28)
!28 = !{!29, !33}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !27, file: !26, line: 37, baseType: !30, size: 256)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !27, file: !26, line: 38, baseType: !34, size: 64)
!34 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 8, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 2}
!41 = !{i32 7, !"frame-pointer", i32 2}
!42 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!43 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !44, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!44 = !DISubroutineType(types: !45)
!45 = !{!46, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!47 = !{}
!48 = !DILocalVariable(name: "arg", arg: 1, scope: !43, file: !3, line: 11, type: !46)
!49 = !DILocation(line: 11, column: 20, scope: !43)
!50 = !DILocation(line: 12, column: 3, scope: !43)
!51 = !DILocation(line: 13, column: 9, scope: !43)
!52 = !DILocation(line: 14, column: 3, scope: !53)
!53 = distinct !DILexicalBlock(scope: !54, file: !3, line: 14, column: 3)
!54 = distinct !DILexicalBlock(scope: !43, file: !3, line: 14, column: 3)
!55 = !DILocation(line: 14, column: 3, scope: !54)
!56 = !DILocation(line: 15, column: 9, scope: !43)
!57 = !DILocation(line: 16, column: 3, scope: !43)
!58 = !DILocation(line: 17, column: 3, scope: !43)
!59 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !60, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!60 = !DISubroutineType(types: !61)
!61 = !{!24}
!62 = !DILocalVariable(name: "a", scope: !59, file: !3, line: 21, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !64, line: 27, baseType: !65)
!64 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!65 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!66 = !DILocation(line: 21, column: 13, scope: !59)
!67 = !DILocalVariable(name: "b", scope: !59, file: !3, line: 21, type: !63)
!68 = !DILocation(line: 21, column: 16, scope: !59)
!69 = !DILocation(line: 22, column: 3, scope: !59)
!70 = !DILocation(line: 23, column: 3, scope: !59)
!71 = !DILocation(line: 24, column: 3, scope: !59)
!72 = !DILocation(line: 25, column: 16, scope: !59)
!73 = !DILocation(line: 25, column: 3, scope: !59)
!74 = !DILocation(line: 26, column: 16, scope: !59)
!75 = !DILocation(line: 26, column: 3, scope: !59)
!76 = !DILocation(line: 27, column: 3, scope: !59)
