; ModuleID = 'exit_code.c'
source_filename = "exit_code.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"start\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"a line on stderr\0A\00", align 1, !dbg !7
@stderr = external global ptr, align 8
@depth_reached = internal global i32 0, align 4, !dbg !12
@.str.2 = private unnamed_addr constant [17 x i8] c"depth %d acc %u\0A\00", align 1, !dbg !19
@.str.3 = private unnamed_addr constant [22 x i8] c"leaving via exit(%u)\0A\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [15 x i8] c"never printed\0A\00", align 1, !dbg !29

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !42 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 (ptr, ...) @printf(ptr noundef @.str), !dbg !45
  %3 = load ptr, ptr @stderr, align 8, !dbg !46
  %4 = call i32 @fputs(ptr noundef @.str.1, ptr noundef %3), !dbg !47
  call void @descend(i32 noundef 0, i32 noundef 6, i32 noundef 1), !dbg !48
  ret i32 0, !dbg !49
}

declare i32 @printf(ptr noundef, ...) #1

declare i32 @fputs(ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @descend(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !50 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !54, !DIExpression(), !55)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !56, !DIExpression(), !57)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !58, !DIExpression(), !59)
  %7 = load i32, ptr %4, align 4, !dbg !60
  store i32 %7, ptr @depth_reached, align 4, !dbg !61
  %8 = load i32, ptr %4, align 4, !dbg !62
  %9 = load i32, ptr %5, align 4, !dbg !64
  %10 = icmp sgt i32 %8, %9, !dbg !65
  br i1 %10, label %11, label %12, !dbg !66

11:                                               ; preds = %3
  br label %36, !dbg !67

12:                                               ; preds = %3
  %13 = load i32, ptr %4, align 4, !dbg !68
  %14 = load i32, ptr %6, align 4, !dbg !69
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %13, i32 noundef %14), !dbg !70
  %16 = load i32, ptr %4, align 4, !dbg !71
  %17 = load i32, ptr %5, align 4, !dbg !73
  %18 = icmp eq i32 %16, %17, !dbg !74
  br i1 %18, label %19, label %27, !dbg !75

19:                                               ; preds = %12
  %20 = load i32, ptr %6, align 4, !dbg !76
  %21 = urem i32 %20, 50, !dbg !78
  %22 = add i32 %21, 7, !dbg !79
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %22), !dbg !80
  %24 = load i32, ptr %6, align 4, !dbg !81
  %25 = urem i32 %24, 50, !dbg !82
  %26 = add i32 %25, 7, !dbg !83
  call void @exit(i32 noundef %26) #3, !dbg !84
  unreachable, !dbg !84

27:                                               ; preds = %12
  %28 = load i32, ptr %4, align 4, !dbg !85
  %29 = add nsw i32 %28, 1, !dbg !86
  %30 = load i32, ptr %5, align 4, !dbg !87
  %31 = load i32, ptr %6, align 4, !dbg !88
  %32 = mul i32 %31, 31, !dbg !89
  %33 = load i32, ptr %4, align 4, !dbg !90
  %34 = add i32 %32, %33, !dbg !91
  call void @descend(i32 noundef %29, i32 noundef %30, i32 noundef %34), !dbg !92
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.4), !dbg !93
  br label %36, !dbg !94

36:                                               ; preds = %27, %11
  ret void, !dbg !94
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "exit_code.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "98760c7c4e874d79824ff4cadea3fbfc")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "depth_reached", scope: !14, file: !2, line: 6, type: !16, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !18, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16, !17}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!18 = !{!0, !7, !19, !24, !29, !12}
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 17)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 22)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 15)
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 8, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 2}
!40 = !{i32 7, !"frame-pointer", i32 2}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 21, type: !43, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !14)
!43 = !DISubroutineType(types: !44)
!44 = !{!16}
!45 = !DILocation(line: 22, column: 5, scope: !42)
!46 = !DILocation(line: 23, column: 33, scope: !42)
!47 = !DILocation(line: 23, column: 5, scope: !42)
!48 = !DILocation(line: 24, column: 5, scope: !42)
!49 = !DILocation(line: 25, column: 5, scope: !42)
!50 = distinct !DISubprogram(name: "descend", scope: !2, file: !2, line: 8, type: !51, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{null, !16, !16, !17}
!53 = !{}
!54 = !DILocalVariable(name: "depth", arg: 1, scope: !50, file: !2, line: 8, type: !16)
!55 = !DILocation(line: 8, column: 25, scope: !50)
!56 = !DILocalVariable(name: "limit", arg: 2, scope: !50, file: !2, line: 8, type: !16)
!57 = !DILocation(line: 8, column: 36, scope: !50)
!58 = !DILocalVariable(name: "acc", arg: 3, scope: !50, file: !2, line: 8, type: !17)
!59 = !DILocation(line: 8, column: 52, scope: !50)
!60 = !DILocation(line: 9, column: 21, scope: !50)
!61 = !DILocation(line: 9, column: 19, scope: !50)
!62 = !DILocation(line: 10, column: 9, scope: !63)
!63 = distinct !DILexicalBlock(scope: !50, file: !2, line: 10, column: 9)
!64 = !DILocation(line: 10, column: 17, scope: !63)
!65 = !DILocation(line: 10, column: 15, scope: !63)
!66 = !DILocation(line: 10, column: 9, scope: !50)
!67 = !DILocation(line: 11, column: 9, scope: !63)
!68 = !DILocation(line: 12, column: 33, scope: !50)
!69 = !DILocation(line: 12, column: 40, scope: !50)
!70 = !DILocation(line: 12, column: 5, scope: !50)
!71 = !DILocation(line: 13, column: 9, scope: !72)
!72 = distinct !DILexicalBlock(scope: !50, file: !2, line: 13, column: 9)
!73 = !DILocation(line: 13, column: 18, scope: !72)
!74 = !DILocation(line: 13, column: 15, scope: !72)
!75 = !DILocation(line: 13, column: 9, scope: !50)
!76 = !DILocation(line: 14, column: 42, scope: !77)
!77 = distinct !DILexicalBlock(scope: !72, file: !2, line: 13, column: 25)
!78 = !DILocation(line: 14, column: 46, scope: !77)
!79 = !DILocation(line: 14, column: 51, scope: !77)
!80 = !DILocation(line: 14, column: 9, scope: !77)
!81 = !DILocation(line: 15, column: 20, scope: !77)
!82 = !DILocation(line: 15, column: 24, scope: !77)
!83 = !DILocation(line: 15, column: 29, scope: !77)
!84 = !DILocation(line: 15, column: 9, scope: !77)
!85 = !DILocation(line: 17, column: 13, scope: !50)
!86 = !DILocation(line: 17, column: 19, scope: !50)
!87 = !DILocation(line: 17, column: 24, scope: !50)
!88 = !DILocation(line: 17, column: 31, scope: !50)
!89 = !DILocation(line: 17, column: 35, scope: !50)
!90 = !DILocation(line: 17, column: 52, scope: !50)
!91 = !DILocation(line: 17, column: 40, scope: !50)
!92 = !DILocation(line: 17, column: 5, scope: !50)
!93 = !DILocation(line: 18, column: 5, scope: !50)
!94 = !DILocation(line: 19, column: 1, scope: !50)
