; ModuleID = 'detach.c'
source_filename = "detach.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@ran = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [23 x i8] c"pthread_detach(t) == 0\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [9 x i8] c"detach.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [29 x i8] c"pthread_join(t, 0) == EINVAL\00", align 1, !dbg !22

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !36 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !41, !DIExpression(), !42)
  store i32 1, ptr @ran, align 4, !dbg !43
  ret ptr null, !dbg !44
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !45 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !48, !DIExpression(), !52)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !53
  %4 = load i64, ptr %2, align 8, !dbg !54
  %5 = call i32 @pthread_detach(i64 noundef %4) #4, !dbg !54
  %6 = icmp eq i32 %5, 0, !dbg !54
  br i1 %6, label %7, label %8, !dbg !57

7:                                                ; preds = %0
  br label %9, !dbg !57

8:                                                ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 17, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !54
  unreachable, !dbg !54

9:                                                ; preds = %7
  %10 = load i64, ptr %2, align 8, !dbg !58
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null), !dbg !58
  %12 = icmp eq i32 %11, 22, !dbg !58
  br i1 %12, label %13, label %14, !dbg !61

13:                                               ; preds = %9
  br label %15, !dbg !61

14:                                               ; preds = %9
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 18, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !58
  unreachable, !dbg !58

15:                                               ; preds = %13
  ret i32 0, !dbg !62
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_detach(i64 noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ran", scope: !2, file: !3, line: 7, type: !27, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "detach.c", directory: ".", checksumkind: CSK_MD5, checksum: "4587fb663ab3172bd50075ae95a7e3bc")
!4 = !{!5, !11, !16, !22, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 184, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 23)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 72, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 9)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 232, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 29)
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"frame-pointer", i32 2}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !37, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!40 = !{}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !36, file: !3, line: 9, type: !39)
!42 = !DILocation(line: 9, column: 20, scope: !36)
!43 = !DILocation(line: 10, column: 7, scope: !36)
!44 = !DILocation(line: 11, column: 3, scope: !36)
!45 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !46, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!46 = !DISubroutineType(types: !47)
!47 = !{!27}
!48 = !DILocalVariable(name: "t", scope: !45, file: !3, line: 15, type: !49)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !50, line: 27, baseType: !51)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!51 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!52 = !DILocation(line: 15, column: 13, scope: !45)
!53 = !DILocation(line: 16, column: 3, scope: !45)
!54 = !DILocation(line: 17, column: 3, scope: !55)
!55 = distinct !DILexicalBlock(scope: !56, file: !3, line: 17, column: 3)
!56 = distinct !DILexicalBlock(scope: !45, file: !3, line: 17, column: 3)
!57 = !DILocation(line: 17, column: 3, scope: !56)
!58 = !DILocation(line: 18, column: 3, scope: !59)
!59 = distinct !DILexicalBlock(scope: !60, file: !3, line: 18, column: 3)
!60 = distinct !DILexicalBlock(scope: !45, file: !3, line: 18, column: 3)
!61 = !DILocation(line: 18, column: 3, scope: !60)
!62 = !DILocation(line: 19, column: 3, scope: !45)
