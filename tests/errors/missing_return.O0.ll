; ModuleID = 'missing_return.c'
source_filename = "missing_return.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [8 x i8] c"0 or -1\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [6 x i8] c"other\00", align 1, !dbg !14

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !29 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !36, !DIExpression(), !37)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !38, !DIExpression(), !39)
  %7 = load ptr, ptr %5, align 8, !dbg !40
  %8 = load i32, ptr %4, align 4, !dbg !41
  %9 = call i32 @sign(i32 noundef %8), !dbg !42
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9), !dbg !43
    #dbg_declare(ptr %6, !44, !DIExpression(), !45)
  %11 = load i32, ptr %4, align 4, !dbg !46
  %12 = sub nsw i32 %11, 1, !dbg !47
  %13 = call i32 @sign(i32 noundef %12), !dbg !48
  store i32 %13, ptr %6, align 4, !dbg !45
  %14 = load i32, ptr %6, align 4, !dbg !49
  %15 = icmp eq i32 %14, 0, !dbg !50
  br i1 %15, label %19, label %16, !dbg !51

16:                                               ; preds = %2
  %17 = load i32, ptr %6, align 4, !dbg !52
  %18 = icmp eq i32 %17, -1, !dbg !53
  br label %19, !dbg !51

19:                                               ; preds = %16, %2
  %20 = phi i1 [ true, %2 ], [ %18, %16 ]
  %21 = zext i1 %20 to i64, !dbg !49
  %22 = select i1 %20, ptr @.str.2, ptr @.str.3, !dbg !49
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %22), !dbg !54
  ret i32 0, !dbg !55
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sign(i32 noundef %0) #0 !dbg !56 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !59, !DIExpression(), !60)
  %4 = load i32, ptr %3, align 4, !dbg !61
  %5 = icmp sgt i32 %4, 0, !dbg !63
  br i1 %5, label %6, label %7, !dbg !64

6:                                                ; preds = %1
  store i32 1, ptr %2, align 4, !dbg !65
  br label %11, !dbg !65

7:                                                ; preds = %1
  %8 = load i32, ptr %3, align 4, !dbg !66
  %9 = icmp slt i32 %8, 0, !dbg !68
  br i1 %9, label %10, label %11, !dbg !69

10:                                               ; preds = %7
  store i32 -1, ptr %2, align 4, !dbg !70
  br label %11, !dbg !70

11:                                               ; preds = %6, %10, %7
  %12 = load i32, ptr %2, align 4, !dbg !71
  ret i32 %12, !dbg !71
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "missing_return.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "b6c1e970f9ddb6a70a3400ce5f7d1406")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 8)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 6)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !9, !14}
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 8, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 2}
!27 = !{i32 7, !"frame-pointer", i32 2}
!28 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!29 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !30, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !35)
!30 = !DISubroutineType(types: !31)
!31 = !{!32, !32, !33}
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!35 = !{}
!36 = !DILocalVariable(name: "argc", arg: 1, scope: !29, file: !2, line: 16, type: !32)
!37 = !DILocation(line: 16, column: 14, scope: !29)
!38 = !DILocalVariable(name: "argv", arg: 2, scope: !29, file: !2, line: 16, type: !33)
!39 = !DILocation(line: 16, column: 27, scope: !29)
!40 = !DILocation(line: 17, column: 9, scope: !29)
!41 = !DILocation(line: 18, column: 23, scope: !29)
!42 = !DILocation(line: 18, column: 18, scope: !29)
!43 = !DILocation(line: 18, column: 3, scope: !29)
!44 = !DILocalVariable(name: "s", scope: !29, file: !2, line: 19, type: !32)
!45 = !DILocation(line: 19, column: 7, scope: !29)
!46 = !DILocation(line: 19, column: 16, scope: !29)
!47 = !DILocation(line: 19, column: 21, scope: !29)
!48 = !DILocation(line: 19, column: 11, scope: !29)
!49 = !DILocation(line: 20, column: 18, scope: !29)
!50 = !DILocation(line: 20, column: 20, scope: !29)
!51 = !DILocation(line: 20, column: 25, scope: !29)
!52 = !DILocation(line: 20, column: 28, scope: !29)
!53 = !DILocation(line: 20, column: 30, scope: !29)
!54 = !DILocation(line: 20, column: 3, scope: !29)
!55 = !DILocation(line: 21, column: 3, scope: !29)
!56 = distinct !DISubprogram(name: "sign", scope: !2, file: !2, line: 9, type: !57, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !19, retainedNodes: !35)
!57 = !DISubroutineType(types: !58)
!58 = !{!32, !32}
!59 = !DILocalVariable(name: "x", arg: 1, scope: !56, file: !2, line: 9, type: !32)
!60 = !DILocation(line: 9, column: 47, scope: !56)
!61 = !DILocation(line: 10, column: 7, scope: !62)
!62 = distinct !DILexicalBlock(scope: !56, file: !2, line: 10, column: 7)
!63 = !DILocation(line: 10, column: 9, scope: !62)
!64 = !DILocation(line: 10, column: 7, scope: !56)
!65 = !DILocation(line: 11, column: 5, scope: !62)
!66 = !DILocation(line: 12, column: 7, scope: !67)
!67 = distinct !DILexicalBlock(scope: !56, file: !2, line: 12, column: 7)
!68 = !DILocation(line: 12, column: 9, scope: !67)
!69 = !DILocation(line: 12, column: 7, scope: !56)
!70 = !DILocation(line: 13, column: 5, scope: !67)
!71 = !DILocation(line: 14, column: 1, scope: !56)
