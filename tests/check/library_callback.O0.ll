; ModuleID = 'library_callback.c'
source_filename = "library_callback.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [4 x i32] [i32 3, i32 1, i32 2, i32 0], align 16, !dbg !0
@.str = private unnamed_addr constant [11 x i8] c"first != 1\00", align 1, !dbg !9
@.str.1 = private unnamed_addr constant [19 x i8] c"library_callback.c\00", align 1, !dbg !15
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !20

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !37 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !41, !DIExpression(), !45)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @sorter, ptr noundef null) #4, !dbg !46
    #dbg_declare(ptr %3, !47, !DIExpression(), !48)
  %5 = load i32, ptr @a, align 16, !dbg !49
  store i32 %5, ptr %3, align 4, !dbg !48
  %6 = load i64, ptr %2, align 8, !dbg !50
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !51
  %8 = load i32, ptr %3, align 4, !dbg !52
  %9 = icmp ne i32 %8, 1, !dbg !52
  br i1 %9, label %10, label %11, !dbg !55

10:                                               ; preds = %0
  br label %12, !dbg !55

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 26, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !52
  unreachable, !dbg !52

12:                                               ; preds = %10
  ret i32 0, !dbg !56
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @sorter(ptr noundef %0) #0 !dbg !57 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !61, !DIExpression(), !62)
  %3 = load ptr, ptr %2, align 8, !dbg !63
  call void @qsort(ptr noundef @a, i64 noundef 4, i64 noundef 4, ptr noundef @cmp), !dbg !64
  ret ptr null, !dbg !65
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp(ptr noundef %0, ptr noundef %1) #0 !dbg !66 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !71, !DIExpression(), !72)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !73, !DIExpression(), !74)
  %5 = load ptr, ptr %3, align 8, !dbg !75
  %6 = load i32, ptr %5, align 4, !dbg !76
  %7 = load ptr, ptr %4, align 8, !dbg !77
  %8 = load i32, ptr %7, align 4, !dbg !78
  %9 = sub nsw i32 %6, %8, !dbg !79
  ret i32 %9, !dbg !80
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 9, type: !26, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "library_callback.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "6f5384004854ed1b71fb512219019a0d")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!0, !9, !15, !20}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 88, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 11)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 152, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 19)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 120, elements: !24)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!24 = !{!25}
!25 = !DISubrange(count: 15)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 128, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 4)
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"PIE Level", i32 2}
!34 = !{i32 7, !"uwtable", i32 2}
!35 = !{i32 7, !"frame-pointer", i32 2}
!36 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!37 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !38, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!38 = !DISubroutineType(types: !39)
!39 = !{!7}
!40 = !{}
!41 = !DILocalVariable(name: "t", scope: !37, file: !3, line: 22, type: !42)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !43, line: 27, baseType: !44)
!43 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!44 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!45 = !DILocation(line: 22, column: 13, scope: !37)
!46 = !DILocation(line: 23, column: 3, scope: !37)
!47 = !DILocalVariable(name: "first", scope: !37, file: !3, line: 24, type: !7)
!48 = !DILocation(line: 24, column: 7, scope: !37)
!49 = !DILocation(line: 24, column: 15, scope: !37)
!50 = !DILocation(line: 25, column: 16, scope: !37)
!51 = !DILocation(line: 25, column: 3, scope: !37)
!52 = !DILocation(line: 26, column: 3, scope: !53)
!53 = distinct !DILexicalBlock(scope: !54, file: !3, line: 26, column: 3)
!54 = distinct !DILexicalBlock(scope: !37, file: !3, line: 26, column: 3)
!55 = !DILocation(line: 26, column: 3, scope: !54)
!56 = !DILocation(line: 27, column: 3, scope: !37)
!57 = distinct !DISubprogram(name: "sorter", scope: !3, file: !3, line: 15, type: !58, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !40)
!58 = !DISubroutineType(types: !59)
!59 = !{!60, !60}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!61 = !DILocalVariable(name: "arg", arg: 1, scope: !57, file: !3, line: 15, type: !60)
!62 = !DILocation(line: 15, column: 27, scope: !57)
!63 = !DILocation(line: 16, column: 9, scope: !57)
!64 = !DILocation(line: 17, column: 3, scope: !57)
!65 = !DILocation(line: 18, column: 3, scope: !57)
!66 = distinct !DISubprogram(name: "cmp", scope: !3, file: !3, line: 11, type: !67, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !40)
!67 = !DISubroutineType(types: !68)
!68 = !{!7, !69, !69}
!69 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!70 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!71 = !DILocalVariable(name: "x", arg: 1, scope: !66, file: !3, line: 11, type: !69)
!72 = !DILocation(line: 11, column: 28, scope: !66)
!73 = !DILocalVariable(name: "y", arg: 2, scope: !66, file: !3, line: 11, type: !69)
!74 = !DILocation(line: 11, column: 43, scope: !66)
!75 = !DILocation(line: 12, column: 24, scope: !66)
!76 = !DILocation(line: 12, column: 10, scope: !66)
!77 = !DILocation(line: 12, column: 42, scope: !66)
!78 = !DILocation(line: 12, column: 28, scope: !66)
!79 = !DILocation(line: 12, column: 26, scope: !66)
!80 = !DILocation(line: 12, column: 3, scope: !66)
