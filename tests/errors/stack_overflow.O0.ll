; ModuleID = 'stack_overflow.c'
source_filename = "stack_overflow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !18 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !25, !DIExpression(), !26)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !27, !DIExpression(), !28)
  %6 = load ptr, ptr %5, align 8, !dbg !29
  %7 = call i32 @depth(i32 noundef 0, i32 noundef 10), !dbg !30
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %7), !dbg !31
  %9 = load i32, ptr %4, align 4, !dbg !32
  %10 = sub nsw i32 1, %9, !dbg !33
  %11 = call i32 @depth(i32 noundef 1, i32 noundef %10), !dbg !34
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %11), !dbg !35
  ret i32 0, !dbg !36
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @depth(i32 noundef %0, i32 noundef %1) #0 !dbg !37 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [64 x i8], align 16
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !40, !DIExpression(), !41)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !42, !DIExpression(), !43)
    #dbg_declare(ptr %6, !44, !DIExpression(), !49)
  %7 = load i32, ptr %4, align 4, !dbg !50
  %8 = trunc i32 %7 to i8, !dbg !51
  %9 = load i32, ptr %4, align 4, !dbg !52
  %10 = srem i32 %9, 64, !dbg !53
  %11 = sext i32 %10 to i64, !dbg !54
  %12 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %11, !dbg !54
  store volatile i8 %8, ptr %12, align 1, !dbg !55
  %13 = load i32, ptr %4, align 4, !dbg !56
  %14 = load i32, ptr %5, align 4, !dbg !58
  %15 = icmp eq i32 %13, %14, !dbg !59
  br i1 %15, label %16, label %20, !dbg !60

16:                                               ; preds = %2
  %17 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0, !dbg !61
  %18 = load volatile i8, ptr %17, align 16, !dbg !61
  %19 = sext i8 %18 to i32, !dbg !61
  store i32 %19, ptr %3, align 4, !dbg !62
  br label %32, !dbg !62

20:                                               ; preds = %2
  %21 = load i32, ptr %4, align 4, !dbg !63
  %22 = add nsw i32 %21, 1, !dbg !64
  %23 = load i32, ptr %5, align 4, !dbg !65
  %24 = call i32 @depth(i32 noundef %22, i32 noundef %23), !dbg !66
  %25 = load i32, ptr %4, align 4, !dbg !67
  %26 = srem i32 %25, 64, !dbg !68
  %27 = sext i32 %26 to i64, !dbg !69
  %28 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %27, !dbg !69
  %29 = load volatile i8, ptr %28, align 1, !dbg !69
  %30 = sext i8 %29 to i32, !dbg !69
  %31 = add nsw i32 %24, %30, !dbg !70
  store i32 %31, ptr %3, align 4, !dbg !71
  br label %32, !dbg !71

32:                                               ; preds = %20, %16
  %33 = load i32, ptr %3, align 4, !dbg !72
  ret i32 %33, !dbg !72
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "stack_overflow.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "7642a9662243de2679466b856acd79ad")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !9, splitDebugInlining: false, nameTableKind: None)
!8 = !{!4}
!9 = !{!0}
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 2}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 14, type: !19, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !24)
!19 = !DISubroutineType(types: !20)
!20 = !{!21, !21, !22}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!24 = !{}
!25 = !DILocalVariable(name: "argc", arg: 1, scope: !18, file: !2, line: 14, type: !21)
!26 = !DILocation(line: 14, column: 14, scope: !18)
!27 = !DILocalVariable(name: "argv", arg: 2, scope: !18, file: !2, line: 14, type: !22)
!28 = !DILocation(line: 14, column: 27, scope: !18)
!29 = !DILocation(line: 15, column: 9, scope: !18)
!30 = !DILocation(line: 16, column: 18, scope: !18)
!31 = !DILocation(line: 16, column: 3, scope: !18)
!32 = !DILocation(line: 17, column: 31, scope: !18)
!33 = !DILocation(line: 17, column: 29, scope: !18)
!34 = !DILocation(line: 17, column: 18, scope: !18)
!35 = !DILocation(line: 17, column: 3, scope: !18)
!36 = !DILocation(line: 18, column: 3, scope: !18)
!37 = distinct !DISubprogram(name: "depth", scope: !2, file: !2, line: 6, type: !38, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !24)
!38 = !DISubroutineType(types: !39)
!39 = !{!21, !21, !21}
!40 = !DILocalVariable(name: "n", arg: 1, scope: !37, file: !2, line: 6, type: !21)
!41 = !DILocation(line: 6, column: 48, scope: !37)
!42 = !DILocalVariable(name: "stop", arg: 2, scope: !37, file: !2, line: 6, type: !21)
!43 = !DILocation(line: 6, column: 55, scope: !37)
!44 = !DILocalVariable(name: "frame", scope: !37, file: !2, line: 7, type: !45)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 512, elements: !47)
!46 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !4)
!47 = !{!48}
!48 = !DISubrange(count: 64)
!49 = !DILocation(line: 7, column: 17, scope: !37)
!50 = !DILocation(line: 8, column: 25, scope: !37)
!51 = !DILocation(line: 8, column: 19, scope: !37)
!52 = !DILocation(line: 8, column: 9, scope: !37)
!53 = !DILocation(line: 8, column: 11, scope: !37)
!54 = !DILocation(line: 8, column: 3, scope: !37)
!55 = !DILocation(line: 8, column: 17, scope: !37)
!56 = !DILocation(line: 9, column: 7, scope: !57)
!57 = distinct !DILexicalBlock(scope: !37, file: !2, line: 9, column: 7)
!58 = !DILocation(line: 9, column: 12, scope: !57)
!59 = !DILocation(line: 9, column: 9, scope: !57)
!60 = !DILocation(line: 9, column: 7, scope: !37)
!61 = !DILocation(line: 10, column: 12, scope: !57)
!62 = !DILocation(line: 10, column: 5, scope: !57)
!63 = !DILocation(line: 11, column: 16, scope: !37)
!64 = !DILocation(line: 11, column: 18, scope: !37)
!65 = !DILocation(line: 11, column: 23, scope: !37)
!66 = !DILocation(line: 11, column: 10, scope: !37)
!67 = !DILocation(line: 11, column: 37, scope: !37)
!68 = !DILocation(line: 11, column: 39, scope: !37)
!69 = !DILocation(line: 11, column: 31, scope: !37)
!70 = !DILocation(line: 11, column: 29, scope: !37)
!71 = !DILocation(line: 11, column: 3, scope: !37)
!72 = !DILocation(line: 12, column: 1, scope: !37)
