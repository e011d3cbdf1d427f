; ModuleID = 'many_violations.c'
source_filename = "many_violations.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"v != 0\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [18 x i8] c"many_violations.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [7 x i8] c"v != 1\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [7 x i8] c"x != 2\00", align 1, !dbg !24

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @writer(ptr noundef %0) #0 !dbg !36 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !41, !DIExpression(), !42)
  store volatile i32 1, ptr @x, align 4, !dbg !43
  store volatile i32 2, ptr @x, align 4, !dbg !44
  ret ptr null, !dbg !45
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !46 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !49, !DIExpression(), !53)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @writer, ptr noundef null) #4, !dbg !54
    #dbg_declare(ptr %3, !55, !DIExpression(), !56)
  %5 = load volatile i32, ptr @x, align 4, !dbg !57
  store i32 %5, ptr %3, align 4, !dbg !56
  %6 = load i32, ptr %3, align 4, !dbg !58
  %7 = icmp eq i32 %6, 0, !dbg !60
  br i1 %7, label %8, label %14, !dbg !61

8:                                                ; preds = %0
  %9 = load i32, ptr %3, align 4, !dbg !62
  %10 = icmp ne i32 %9, 0, !dbg !62
  br i1 %10, label %11, label %12, !dbg !65

11:                                               ; preds = %8
  br label %13, !dbg !65

12:                                               ; preds = %8
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 20, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !62
  unreachable, !dbg !62

13:                                               ; preds = %11
  br label %14, !dbg !66

14:                                               ; preds = %13, %0
  %15 = load i32, ptr %3, align 4, !dbg !67
  %16 = icmp eq i32 %15, 1, !dbg !69
  br i1 %16, label %17, label %23, !dbg !70

17:                                               ; preds = %14
  %18 = load i32, ptr %3, align 4, !dbg !71
  %19 = icmp ne i32 %18, 1, !dbg !71
  br i1 %19, label %20, label %21, !dbg !74

20:                                               ; preds = %17
  br label %22, !dbg !74

21:                                               ; preds = %17
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 22, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !71
  unreachable, !dbg !71

22:                                               ; preds = %20
  br label %23, !dbg !75

23:                                               ; preds = %22, %14
  %24 = load i64, ptr %2, align 8, !dbg !76
  %25 = call i32 @pthread_join(i64 noundef %24, ptr noundef null), !dbg !77
  %26 = load volatile i32, ptr @x, align 4, !dbg !78
  %27 = icmp ne i32 %26, 2, !dbg !78
  br i1 %27, label %28, label %29, !dbg !81

28:                                               ; preds = %23
  br label %30, !dbg !81

29:                                               ; preds = %23
  call void @__assert_fail(ptr noundef @.str.3, ptr noundef @.str.1, i32 noundef 24, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !78
  unreachable, !dbg !78

30:                                               ; preds = %28
  ret i32 0, !dbg !82
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

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
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 7, type: !26, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "many_violations.c", directory: ".", checksumkind: CSK_MD5, checksum: "8f9f60dcf4a771f6e4a3d07bc3113f19")
!4 = !{!5, !11, !16, !22, !24, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 7)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 144, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 18)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !7, isLocal: true, isDefinition: true)
!26 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !27)
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"frame-pointer", i32 2}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 9, type: !37, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!40 = !{}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !36, file: !3, line: 9, type: !39)
!42 = !DILocation(line: 9, column: 20, scope: !36)
!43 = !DILocation(line: 10, column: 5, scope: !36)
!44 = !DILocation(line: 11, column: 5, scope: !36)
!45 = !DILocation(line: 12, column: 3, scope: !36)
!46 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !47, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!47 = !DISubroutineType(types: !48)
!48 = !{!27}
!49 = !DILocalVariable(name: "t", scope: !46, file: !3, line: 16, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !51, line: 27, baseType: !52)
!51 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !DILocation(line: 16, column: 13, scope: !46)
!54 = !DILocation(line: 17, column: 3, scope: !46)
!55 = !DILocalVariable(name: "v", scope: !46, file: !3, line: 18, type: !27)
!56 = !DILocation(line: 18, column: 7, scope: !46)
!57 = !DILocation(line: 18, column: 11, scope: !46)
!58 = !DILocation(line: 19, column: 7, scope: !59)
!59 = distinct !DILexicalBlock(scope: !46, file: !3, line: 19, column: 7)
!60 = !DILocation(line: 19, column: 9, scope: !59)
!61 = !DILocation(line: 19, column: 7, scope: !46)
!62 = !DILocation(line: 20, column: 5, scope: !63)
!63 = distinct !DILexicalBlock(scope: !64, file: !3, line: 20, column: 5)
!64 = distinct !DILexicalBlock(scope: !59, file: !3, line: 20, column: 5)
!65 = !DILocation(line: 20, column: 5, scope: !64)
!66 = !DILocation(line: 20, column: 5, scope: !59)
!67 = !DILocation(line: 21, column: 7, scope: !68)
!68 = distinct !DILexicalBlock(scope: !46, file: !3, line: 21, column: 7)
!69 = !DILocation(line: 21, column: 9, scope: !68)
!70 = !DILocation(line: 21, column: 7, scope: !46)
!71 = !DILocation(line: 22, column: 5, scope: !72)
!72 = distinct !DILexicalBlock(scope: !73, file: !3, line: 22, column: 5)
!73 = distinct !DILexicalBlock(scope: !68, file: !3, line: 22, column: 5)
!74 = !DILocation(line: 22, column: 5, scope: !73)
!75 = !DILocation(line: 22, column: 5, scope: !68)
!76 = !DILocation(line: 23, column: 16, scope: !46)
!77 = !DILocation(line: 23, column: 3, scope: !46)
!78 = !DILocation(line: 24, column: 3, scope: !79)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 24, column: 3)
!80 = distinct !DILexicalBlock(scope: !46, file: !3, line: 24, column: 3)
!81 = !DILocation(line: 24, column: 3, scope: !80)
!82 = !DILocation(line: 25, column: 3, scope: !46)
