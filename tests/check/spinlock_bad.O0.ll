; ModuleID = 'spinlock_bad.c'
source_filename = "spinlock_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@s = dso_local global i32 0, align 4, !dbg !0
@counter = dso_local global i32 0, align 4, !dbg !27
@.str = private unnamed_addr constant [13 x i8] c"counter == 2\00", align 1, !dbg !12
@.str.1 = private unnamed_addr constant [15 x i8] c"spinlock_bad.c\00", align 1, !dbg !18
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !23

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @locked(ptr noundef %0) #0 !dbg !41 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !46, !DIExpression(), !47)
  %3 = call i32 @pthread_spin_lock(ptr noundef @s) #4, !dbg !48
  %4 = load i32, ptr @counter, align 4, !dbg !49
  %5 = add nsw i32 %4, 1, !dbg !49
  store i32 %5, ptr @counter, align 4, !dbg !49
  %6 = call i32 @pthread_spin_unlock(ptr noundef @s) #4, !dbg !50
  ret ptr null, !dbg !51
}

; Function Attrs: nounwind
declare i32 @pthread_spin_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_spin_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @unlocked(ptr noundef %0) #0 !dbg !52 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !53, !DIExpression(), !54)
  %3 = load i32, ptr @counter, align 4, !dbg !55
  %4 = add nsw i32 %3, 1, !dbg !55
  store i32 %4, ptr @counter, align 4, !dbg !55
  ret ptr null, !dbg !56
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !57 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %4 = call i32 @pthread_spin_init(ptr noundef @s, i32 noundef 0) #4, !dbg !60
    #dbg_declare(ptr %2, !61, !DIExpression(), !64)
    #dbg_declare(ptr %3, !65, !DIExpression(), !66)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @locked, ptr noundef null) #4, !dbg !67
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @unlocked, ptr noundef null) #4, !dbg !68
  %7 = load i64, ptr %2, align 8, !dbg !69
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null), !dbg !70
  %9 = load i64, ptr %3, align 8, !dbg !71
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null), !dbg !72
  %11 = load i32, ptr @counter, align 4, !dbg !73
  %12 = icmp eq i32 %11, 2, !dbg !73
  br i1 %12, label %13, label %14, !dbg !76

13:                                               ; preds = %0
  br label %15, !dbg !76

14:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 28, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !73
  unreachable, !dbg !73

15:                                               ; preds = %13
  ret i32 0, !dbg !77
}

; Function Attrs: nounwind
declare i32 @pthread_spin_init(ptr noundef, i32 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "s", scope: !2, file: !3, line: 6, type: !30, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "spinlock_bad.c", directory: ".", checksumkind: CSK_MD5, checksum: "4c0bad336d4386d6854357417fcdb7de")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 144, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10}
!9 = !DIEnumerator(name: "PTHREAD_PROCESS_PRIVATE", value: 0)
!10 = !DIEnumerator(name: "PTHREAD_PROCESS_SHARED", value: 1)
!11 = !{!12, !18, !23, !0, !27}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 104, elements: !16)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17}
!17 = !DISubrange(count: 13)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 15)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 120, elements: !21)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 7, type: !29, isLocal: false, isDefinition: true)
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_spinlock_t", file: !31, line: 103, baseType: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!32 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !29)
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 8, !"PIC Level", i32 2}
!37 = !{i32 7, !"PIE Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 2}
!39 = !{i32 7, !"frame-pointer", i32 2}
!40 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!41 = distinct !DISubprogram(name: "locked", scope: !3, file: !3, line: 9, type: !42, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !45)
!42 = !DISubroutineType(types: !43)
!43 = !{!44, !44}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!45 = !{}
!46 = !DILocalVariable(name: "arg", arg: 1, scope: !41, file: !3, line: 9, type: !44)
!47 = !DILocation(line: 9, column: 20, scope: !41)
!48 = !DILocation(line: 10, column: 3, scope: !41)
!49 = !DILocation(line: 11, column: 10, scope: !41)
!50 = !DILocation(line: 12, column: 3, scope: !41)
!51 = !DILocation(line: 13, column: 3, scope: !41)
!52 = distinct !DISubprogram(name: "unlocked", scope: !3, file: !3, line: 16, type: !42, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !45)
!53 = !DILocalVariable(name: "arg", arg: 1, scope: !52, file: !3, line: 16, type: !44)
!54 = !DILocation(line: 16, column: 22, scope: !52)
!55 = !DILocation(line: 17, column: 10, scope: !52)
!56 = !DILocation(line: 18, column: 3, scope: !52)
!57 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !58, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !45)
!58 = !DISubroutineType(types: !59)
!59 = !{!29}
!60 = !DILocation(line: 22, column: 3, scope: !57)
!61 = !DILocalVariable(name: "a", scope: !57, file: !3, line: 23, type: !62)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !31, line: 27, baseType: !63)
!63 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!64 = !DILocation(line: 23, column: 13, scope: !57)
!65 = !DILocalVariable(name: "b", scope: !57, file: !3, line: 23, type: !62)
!66 = !DILocation(line: 23, column: 16, scope: !57)
!67 = !DILocation(line: 24, column: 3, scope: !57)
!68 = !DILocation(line: 25, column: 3, scope: !57)
!69 = !DILocation(line: 26, column: 16, scope: !57)
!70 = !DILocation(line: 26, column: 3, scope: !57)
!71 = !DILocation(line: 27, column: 16, scope: !57)
!72 = !DILocation(line: 27, column: 3, scope: !57)
!73 = !DILocation(line: 28, column: 3, scope: !74)
!74 = distinct !DILexicalBlock(scope: !75, file: !3, line: 28, column: 3)
!75 = distinct !DILexicalBlock(scope: !57, file: !3, line: 28, column: 3)
!76 = !DILocation(line: 28, column: 3, scope: !75)
!77 = !DILocation(line: 29, column: 3, scope: !57)
