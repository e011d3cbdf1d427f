; ModuleID = 'spinlock.c'
source_filename = "spinlock.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@s = dso_local global i32 0, align 4, !dbg !0
@counter = dso_local global i32 0, align 4, !dbg !29
@.str = private unnamed_addr constant [13 x i8] c"counter == 2\00", align 1, !dbg !12
@.str.1 = private unnamed_addr constant [11 x i8] c"spinlock.c\00", align 1, !dbg !18
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !23

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !43 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !48, !DIExpression(), !49)
  %3 = call i32 @pthread_spin_lock(ptr noundef @s) #4, !dbg !50
  %4 = load i32, ptr @counter, align 4, !dbg !51
  %5 = add nsw i32 %4, 1, !dbg !51
  store i32 %5, ptr @counter, align 4, !dbg !51
  %6 = call i32 @pthread_spin_unlock(ptr noundef @s) #4, !dbg !52
  ret ptr null, !dbg !53
}

; Function Attrs: nounwind
declare i32 @pthread_spin_lock(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_spin_unlock(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !54 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %4 = call i32 @pthread_spin_init(ptr noundef @s, i32 noundef 0) #4, !dbg !57
    #dbg_declare(ptr %2, !58, !DIExpression(), !61)
    #dbg_declare(ptr %3, !62, !DIExpression(), !63)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !64
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !65
  %7 = load i64, ptr %2, align 8, !dbg !66
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null), !dbg !67
  %9 = load i64, ptr %3, align 8, !dbg !68
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null), !dbg !69
  %11 = load i32, ptr @counter, align 4, !dbg !70
  %12 = icmp eq i32 %11, 2, !dbg !70
  br i1 %12, label %13, label %14, !dbg !73

13:                                               ; preds = %0
  br label %15, !dbg !73

14:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 23, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !70
  unreachable, !dbg !70

15:                                               ; preds = %13
  %16 = call i32 @pthread_spin_destroy(ptr noundef @s) #4, !dbg !74
  ret i32 0, !dbg !75
}

; Function Attrs: nounwind
declare i32 @pthread_spin_init(ptr noundef, i32 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_spin_destroy(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "s", scope: !2, file: !3, line: 6, type: !32, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "spinlock.c", directory: ".", checksumkind: CSK_MD5, checksum: "15b40e39cad7ef06cf848953f612f35a")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 144, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10}
!9 = !DIEnumerator(name: "PTHREAD_PROCESS_PRIVATE", value: 0)
!10 = !DIEnumerator(name: "PTHREAD_PROCESS_SHARED", value: 1)
!11 = !{!12, !18, !23, !0, !29}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 104, elements: !16)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17}
!17 = !DISubrange(count: 13)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 88, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 11)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 120, elements: !27)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!27 = !{!28}
!28 = !DISubrange(count: 15)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 7, type: !31, isLocal: false, isDefinition: true)
!31 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_spinlock_t", file: !33, line: 103, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!34 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !31)
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 8, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 2}
!41 = !{i32 7, !"frame-pointer", i32 2}
!42 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!43 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !44, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!44 = !DISubroutineType(types: !45)
!45 = !{!46, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!47 = !{}
!48 = !DILocalVariable(name: "arg", arg: 1, scope: !43, file: !3, line: 9, type: !46)
!49 = !DILocation(line: 9, column: 20, scope: !43)
!50 = !DILocation(line: 10, column: 3, scope: !43)
!51 = !DILocation(line: 11, column: 10, scope: !43)
!52 = !DILocation(line: 12, column: 3, scope: !43)
!53 = !DILocation(line: 13, column: 3, scope: !43)
!54 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !55, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !47)
!55 = !DISubroutineType(types: !56)
!56 = !{!31}
!57 = !DILocation(line: 17, column: 3, scope: !54)
!58 = !DILocalVariable(name: "a", scope: !54, file: !3, line: 18, type: !59)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !33, line: 27, baseType: !60)
!60 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!61 = !DILocation(line: 18, column: 13, scope: !54)
!62 = !DILocalVariable(name: "b", scope: !54, file: !3, line: 18, type: !59)
!63 = !DILocation(line: 18, column: 16, scope: !54)
!64 = !DILocation(line: 19, column: 3, scope: !54)
!65 = !DILocation(line: 20, column: 3, scope: !54)
!66 = !DILocation(line: 21, column: 16, scope: !54)
!67 = !DILocation(line: 21, column: 3, scope: !54)
!68 = !DILocation(line: 22, column: 16, scope: !54)
!69 = !DILocation(line: 22, column: 3, scope: !54)
!70 = !DILocation(line: 23, column: 3, scope: !71)
!71 = distinct !DILexicalBlock(scope: !72, file: !3, line: 23, column: 3)
!72 = distinct !DILexicalBlock(scope: !54, file: !3, line: 23, column: 3)
!73 = !DILocation(line: 23, column: 3, scope: !72)
!74 = !DILocation(line: 24, column: 3, scope: !54)
!75 = !DILocation(line: 25, column: 3, scope: !54)
