; ModuleID = 'malloc_huge.c'
source_filename = "malloc_huge.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@huge = dso_local global i64 -2, align 8, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"%p %p\0A\00", align 1, !dbg !10
@.str.1 = private unnamed_addr constant [17 x i8] c"p == 0 && q == 0\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [14 x i8] c"malloc_huge.c\00", align 1, !dbg !21
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !26

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !41 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !46, !DIExpression(), !48)
  %4 = load volatile i64, ptr @huge, align 8, !dbg !49
  %5 = call noalias ptr @malloc(i64 noundef %4) #5, !dbg !50
  store ptr %5, ptr %2, align 8, !dbg !48
    #dbg_declare(ptr %3, !51, !DIExpression(), !52)
  %6 = load volatile i64, ptr @huge, align 8, !dbg !53
  %7 = udiv i64 %6, 2, !dbg !54
  %8 = add i64 %7, 1, !dbg !55
  %9 = call ptr @realloc(ptr noundef null, i64 noundef %8) #6, !dbg !56
  store ptr %9, ptr %3, align 8, !dbg !52
  %10 = load ptr, ptr %2, align 8, !dbg !57
  %11 = load ptr, ptr %3, align 8, !dbg !58
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %10, ptr noundef %11), !dbg !59
  %13 = load ptr, ptr %2, align 8, !dbg !60
  %14 = icmp eq ptr %13, null, !dbg !60
  br i1 %14, label %15, label %19, !dbg !60

15:                                               ; preds = %0
  %16 = load ptr, ptr %3, align 8, !dbg !60
  %17 = icmp eq ptr %16, null, !dbg !60
  br i1 %17, label %18, label %19, !dbg !63

18:                                               ; preds = %15
  br label %20, !dbg !63

19:                                               ; preds = %15, %0
  call void @__assert_fail(ptr noundef @.str.1, ptr noundef @.str.2, i32 noundef 14, ptr noundef @__PRETTY_FUNCTION__.main) #7, !dbg !60
  unreachable, !dbg !60

20:                                               ; preds = %18
  ret i32 0, !dbg !64
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind allocsize(1) }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "huge", scope: !2, file: !3, line: 8, type: !32, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "malloc_huge.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "a86af83385cda060ff3a65a5d8eaa999")
!4 = !{!5, !8}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !6, line: 18, baseType: !7)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!7 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{!0, !10, !16, !21, !26}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 56, elements: !14)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15}
!15 = !DISubrange(count: 7)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 136, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 17)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 112, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 14)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 120, elements: !30)
!29 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!30 = !{!31}
!31 = !DISubrange(count: 15)
!32 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 8, !"PIC Level", i32 2}
!37 = !{i32 7, !"PIE Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 2}
!39 = !{i32 7, !"frame-pointer", i32 2}
!40 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!41 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 10, type: !42, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !45)
!42 = !DISubroutineType(types: !43)
!43 = !{!44}
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !{}
!46 = !DILocalVariable(name: "p", scope: !41, file: !3, line: 11, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!48 = !DILocation(line: 11, column: 9, scope: !41)
!49 = !DILocation(line: 11, column: 20, scope: !41)
!50 = !DILocation(line: 11, column: 13, scope: !41)
!51 = !DILocalVariable(name: "q", scope: !41, file: !3, line: 12, type: !47)
!52 = !DILocation(line: 12, column: 9, scope: !41)
!53 = !DILocation(line: 12, column: 24, scope: !41)
!54 = !DILocation(line: 12, column: 29, scope: !41)
!55 = !DILocation(line: 12, column: 33, scope: !41)
!56 = !DILocation(line: 12, column: 13, scope: !41)
!57 = !DILocation(line: 13, column: 29, scope: !41)
!58 = !DILocation(line: 13, column: 40, scope: !41)
!59 = !DILocation(line: 13, column: 3, scope: !41)
!60 = !DILocation(line: 14, column: 3, scope: !61)
!61 = distinct !DILexicalBlock(scope: !62, file: !3, line: 14, column: 3)
!62 = distinct !DILexicalBlock(scope: !41, file: !3, line: 14, column: 3)
!63 = !DILocation(line: 14, column: 3, scope: !62)
!64 = !DILocation(line: 15, column: 3, scope: !41)
