; ModuleID = 'thread_local.c'
source_filename = "thread_local.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local thread_local global i32 10, align 4, !dbg !0
@b = dso_local thread_local global i32 0, align 4, !dbg !25
@.str = private unnamed_addr constant [18 x i8] c"a == 11 && b == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [15 x i8] c"thread_local.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !22

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !36 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !41, !DIExpression(), !42)
  %3 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @a), !dbg !43
  %4 = load i32, ptr %3, align 4, !dbg !44
  %5 = add nsw i32 %4, 1, !dbg !44
  store i32 %5, ptr %3, align 4, !dbg !44
  %6 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @b), !dbg !45
  %7 = load i32, ptr %6, align 4, !dbg !46
  %8 = add nsw i32 %7, 2, !dbg !46
  store i32 %8, ptr %6, align 4, !dbg !46
  %9 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @a), !dbg !47
  %10 = load i32, ptr %9, align 4, !dbg !47
  %11 = icmp eq i32 %10, 11, !dbg !47
  br i1 %11, label %12, label %17, !dbg !47

12:                                               ; preds = %1
  %13 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @b), !dbg !47
  %14 = load i32, ptr %13, align 4, !dbg !47
  %15 = icmp eq i32 %14, 2, !dbg !47
  br i1 %15, label %16, label %17, !dbg !50

16:                                               ; preds = %12
  br label %18, !dbg !50

17:                                               ; preds = %12, %1
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 13, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !47
  unreachable, !dbg !47

18:                                               ; preds = %16
  ret ptr null, !dbg !51
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !52 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !55, !DIExpression(), !59)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #6, !dbg !60
  %4 = call ptr @worker(ptr noundef null), !dbg !61
  %5 = load i64, ptr %2, align 8, !dbg !62
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null), !dbg !63
  %7 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @a), !dbg !64
  %8 = load i32, ptr %7, align 4, !dbg !64
  %9 = icmp eq i32 %8, 11, !dbg !64
  br i1 %9, label %10, label %15, !dbg !64

10:                                               ; preds = %0
  %11 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @b), !dbg !64
  %12 = load i32, ptr %11, align 4, !dbg !64
  %13 = icmp eq i32 %12, 2, !dbg !64
  br i1 %13, label %14, label %15, !dbg !67

14:                                               ; preds = %10
  br label %16, !dbg !67

15:                                               ; preds = %10, %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 22, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !64
  unreachable, !dbg !64

16:                                               ; preds = %14
  ret i32 0, !dbg !68
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

declare i32 @pthread_join(i64 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 7, type: !27, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "thread_local.c", directory: ".", checksumkind: CSK_MD5, checksum: "f841183ff47765b44338d1eed7f8d992")
!4 = !{!0, !5, !11, !16, !22, !25}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 144, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 18)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 120, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 15)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !14)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 8, type: !27, isLocal: false, isDefinition: true)
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"frame-pointer", i32 2}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 10, type: !37, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!40 = !{}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !36, file: !3, line: 10, type: !39)
!42 = !DILocation(line: 10, column: 20, scope: !36)
!43 = !DILocation(line: 11, column: 3, scope: !36)
!44 = !DILocation(line: 11, column: 4, scope: !36)
!45 = !DILocation(line: 12, column: 3, scope: !36)
!46 = !DILocation(line: 12, column: 5, scope: !36)
!47 = !DILocation(line: 13, column: 3, scope: !48)
!48 = distinct !DILexicalBlock(scope: !49, file: !3, line: 13, column: 3)
!49 = distinct !DILexicalBlock(scope: !36, file: !3, line: 13, column: 3)
!50 = !DILocation(line: 13, column: 3, scope: !49)
!51 = !DILocation(line: 14, column: 3, scope: !36)
!52 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !53, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!53 = !DISubroutineType(types: !54)
!54 = !{!27}
!55 = !DILocalVariable(name: "t", scope: !52, file: !3, line: 18, type: !56)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !57, line: 27, baseType: !58)
!57 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!58 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!59 = !DILocation(line: 18, column: 13, scope: !52)
!60 = !DILocation(line: 19, column: 3, scope: !52)
!61 = !DILocation(line: 20, column: 3, scope: !52)
!62 = !DILocation(line: 21, column: 16, scope: !52)
!63 = !DILocation(line: 21, column: 3, scope: !52)
!64 = !DILocation(line: 22, column: 3, scope: !65)
!65 = distinct !DILexicalBlock(scope: !66, file: !3, line: 22, column: 3)
!66 = distinct !DILexicalBlock(scope: !52, file: !3, line: 22, column: 3)
!67 = !DILocation(line: 22, column: 3, scope: !66)
!68 = !DILocation(line: 23, column: 3, scope: !52)
