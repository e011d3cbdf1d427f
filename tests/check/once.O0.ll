; ModuleID = 'once.c'
source_filename = "once.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@once = dso_local global i32 0, align 4, !dbg !0
@inits = dso_local global i32 0, align 4, !dbg !32
@value = dso_local global i32 0, align 4, !dbg !35
@.str = private unnamed_addr constant [12 x i8] c"value == 42\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [7 x i8] c"once.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [11 x i8] c"inits == 1\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @init() #0 !dbg !47 {
  %1 = load i32, ptr @inits, align 4, !dbg !50
  %2 = add nsw i32 %1, 1, !dbg !50
  store i32 %2, ptr @inits, align 4, !dbg !50
  store i32 42, ptr @value, align 4, !dbg !51
  ret void, !dbg !52
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !53 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !58, !DIExpression(), !59)
  %3 = call i32 @pthread_once(ptr noundef @once, ptr noundef @init), !dbg !60
  %4 = load i32, ptr @value, align 4, !dbg !61
  %5 = icmp eq i32 %4, 42, !dbg !61
  br i1 %5, label %6, label %7, !dbg !64

6:                                                ; preds = %1
  br label %8, !dbg !64

7:                                                ; preds = %1
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 16, ptr noundef @__PRETTY_FUNCTION__.worker) #4, !dbg !61
  unreachable, !dbg !61

8:                                                ; preds = %6
  ret ptr null, !dbg !65
}

declare i32 @pthread_once(ptr noundef, ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !66 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !69, !DIExpression(), !72)
    #dbg_declare(ptr %3, !73, !DIExpression(), !74)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #5, !dbg !75
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #5, !dbg !76
  %6 = load i64, ptr %2, align 8, !dbg !77
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !78
  %8 = load i64, ptr %3, align 8, !dbg !79
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !80
  %10 = load i32, ptr @inits, align 4, !dbg !81
  %11 = icmp eq i32 %10, 1, !dbg !81
  br i1 %11, label %12, label %13, !dbg !84

12:                                               ; preds = %0
  br label %14, !dbg !84

13:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 26, ptr noundef @__PRETTY_FUNCTION__.main) #4, !dbg !81
  unreachable, !dbg !81

14:                                               ; preds = %12
  ret i32 0, !dbg !85
}

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
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "once", scope: !2, file: !3, line: 6, type: !37, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "once.c", directory: ".", checksumkind: CSK_MD5, checksum: "b30413bf00c4dd691b8b128a55f758c2")
!4 = !{!0, !5, !11, !16, !22, !27, !32, !35}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 12)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 7)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 11)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 15)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "inits", scope: !2, file: !3, line: 7, type: !34, isLocal: false, isDefinition: true)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "value", scope: !2, file: !3, line: 7, type: !34, isLocal: false, isDefinition: true)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_once_t", file: !38, line: 53, baseType: !34)
!38 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 8, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 2}
!45 = !{i32 7, !"frame-pointer", i32 2}
!46 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!47 = distinct !DISubprogram(name: "init", scope: !3, file: !3, line: 9, type: !48, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!48 = !DISubroutineType(types: !49)
!49 = !{null}
!50 = !DILocation(line: 10, column: 8, scope: !47)
!51 = !DILocation(line: 11, column: 9, scope: !47)
!52 = !DILocation(line: 12, column: 1, scope: !47)
!53 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 14, type: !54, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !57)
!54 = !DISubroutineType(types: !55)
!55 = !{!56, !56}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!57 = !{}
!58 = !DILocalVariable(name: "arg", arg: 1, scope: !53, file: !3, line: 14, type: !56)
!59 = !DILocation(line: 14, column: 20, scope: !53)
!60 = !DILocation(line: 15, column: 3, scope: !53)
!61 = !DILocation(line: 16, column: 3, scope: !62)
!62 = distinct !DILexicalBlock(scope: !63, file: !3, line: 16, column: 3)
!63 = distinct !DILexicalBlock(scope: !53, file: !3, line: 16, column: 3)
!64 = !DILocation(line: 16, column: 3, scope: !63)
!65 = !DILocation(line: 17, column: 3, scope: !53)
!66 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !67, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !57)
!67 = !DISubroutineType(types: !68)
!68 = !{!34}
!69 = !DILocalVariable(name: "a", scope: !66, file: !3, line: 21, type: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !38, line: 27, baseType: !71)
!71 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!72 = !DILocation(line: 21, column: 13, scope: !66)
!73 = !DILocalVariable(name: "b", scope: !66, file: !3, line: 21, type: !70)
!74 = !DILocation(line: 21, column: 16, scope: !66)
!75 = !DILocation(line: 22, column: 3, scope: !66)
!76 = !DILocation(line: 23, column: 3, scope: !66)
!77 = !DILocation(line: 24, column: 16, scope: !66)
!78 = !DILocation(line: 24, column: 3, scope: !66)
!79 = !DILocation(line: 25, column: 16, scope: !66)
!80 = !DILocation(line: 25, column: 3, scope: !66)
!81 = !DILocation(line: 26, column: 3, scope: !82)
!82 = distinct !DILexicalBlock(scope: !83, file: !3, line: 26, column: 3)
!83 = distinct !DILexicalBlock(scope: !66, file: !3, line: 26, column: 3)
!84 = !DILocation(line: 26, column: 3, scope: !83)
!85 = !DILocation(line: 27, column: 3, scope: !66)
