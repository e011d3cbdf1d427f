; ModuleID = 'oob_negative_index.c'
source_filename = "oob_negative_index.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"%d %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !22 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !29, !DIExpression(), !30)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !31, !DIExpression(), !32)
  %8 = load ptr, ptr %5, align 8, !dbg !33
    #dbg_declare(ptr %6, !34, !DIExpression(), !36)
  %9 = call noalias ptr @calloc(i64 noundef 4, i64 noundef 4) #4, !dbg !37
  store ptr %9, ptr %6, align 8, !dbg !36
  %10 = load ptr, ptr %6, align 8, !dbg !38
  %11 = load ptr, ptr %6, align 8, !dbg !39
  %12 = call i32 @find(ptr noundef %11, i32 noundef 4, i32 noundef 0), !dbg !40
  call void @set(ptr noundef %10, i32 noundef %12, i32 noundef 7), !dbg !41
    #dbg_declare(ptr %7, !42, !DIExpression(), !43)
  %13 = load ptr, ptr %6, align 8, !dbg !44
  %14 = load i32, ptr %4, align 4, !dbg !45
  %15 = add nsw i32 %14, 10, !dbg !46
  %16 = call i32 @find(ptr noundef %13, i32 noundef 4, i32 noundef %15), !dbg !47
  store i32 %16, ptr %7, align 4, !dbg !43
  %17 = load ptr, ptr %6, align 8, !dbg !48
  %18 = getelementptr inbounds i32, ptr %17, i64 0, !dbg !48
  %19 = load i32, ptr %18, align 4, !dbg !48
  %20 = load i32, ptr %7, align 4, !dbg !49
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %19, i32 noundef %20), !dbg !50
  %22 = load ptr, ptr %6, align 8, !dbg !51
  %23 = load i32, ptr %7, align 4, !dbg !52
  call void @set(ptr noundef %22, i32 noundef %23, i32 noundef 8), !dbg !53
  %24 = load ptr, ptr %6, align 8, !dbg !54
  %25 = getelementptr inbounds i32, ptr %24, i64 0, !dbg !54
  %26 = load i32, ptr %25, align 4, !dbg !54
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %26), !dbg !55
  %28 = load ptr, ptr %6, align 8, !dbg !56
  call void @free(ptr noundef %28) #5, !dbg !57
  ret i32 0, !dbg !58
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !59 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !62, !DIExpression(), !63)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !64, !DIExpression(), !65)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !66, !DIExpression(), !67)
  %7 = load i32, ptr %6, align 4, !dbg !68
  %8 = load ptr, ptr %4, align 8, !dbg !69
  %9 = load i32, ptr %5, align 4, !dbg !70
  %10 = sext i32 %9 to i64, !dbg !69
  %11 = getelementptr inbounds i32, ptr %8, i64 %10, !dbg !69
  store i32 %7, ptr %11, align 4, !dbg !71
  ret void, !dbg !72
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @find(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !73 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !78, !DIExpression(), !79)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !80, !DIExpression(), !81)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !82, !DIExpression(), !83)
    #dbg_declare(ptr %8, !84, !DIExpression(), !86)
  store i32 0, ptr %8, align 4, !dbg !86
  br label %9, !dbg !87

9:                                                ; preds = %24, %3
  %10 = load i32, ptr %8, align 4, !dbg !88
  %11 = load i32, ptr %6, align 4, !dbg !90
  %12 = icmp slt i32 %10, %11, !dbg !91
  br i1 %12, label %13, label %27, !dbg !92

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8, !dbg !93
  %15 = load i32, ptr %8, align 4, !dbg !95
  %16 = sext i32 %15 to i64, !dbg !93
  %17 = getelementptr inbounds i32, ptr %14, i64 %16, !dbg !93
  %18 = load i32, ptr %17, align 4, !dbg !93
  %19 = load i32, ptr %7, align 4, !dbg !96
  %20 = icmp eq i32 %18, %19, !dbg !97
  br i1 %20, label %21, label %23, !dbg !98

21:                                               ; preds = %13
  %22 = load i32, ptr %8, align 4, !dbg !99
  store i32 %22, ptr %4, align 4, !dbg !100
  br label %28, !dbg !100

23:                                               ; preds = %13
  br label %24, !dbg !96

24:                                               ; preds = %23
  %25 = load i32, ptr %8, align 4, !dbg !101
  %26 = add nsw i32 %25, 1, !dbg !101
  store i32 %26, ptr %8, align 4, !dbg !101
  br label %9, !dbg !102, !llvm.loop !103

27:                                               ; preds = %9
  store i32 -1, ptr %4, align 4, !dbg !106
  br label %28, !dbg !106

28:                                               ; preds = %27, %21
  %29 = load i32, ptr %4, align 4, !dbg !107
  ret i32 %29, !dbg !107
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0,1) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "oob_negative_index.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "ca76038b39aa5cde9a725f158e2fb762")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !13, splitDebugInlining: false, nameTableKind: None)
!13 = !{!0, !7}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !23, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !12, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!28 = !{}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !2, line: 17, type: !25)
!30 = !DILocation(line: 17, column: 14, scope: !22)
!31 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !2, line: 17, type: !26)
!32 = !DILocation(line: 17, column: 27, scope: !22)
!33 = !DILocation(line: 18, column: 9, scope: !22)
!34 = !DILocalVariable(name: "a", scope: !22, file: !2, line: 19, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!36 = !DILocation(line: 19, column: 8, scope: !22)
!37 = !DILocation(line: 19, column: 12, scope: !22)
!38 = !DILocation(line: 20, column: 7, scope: !22)
!39 = !DILocation(line: 20, column: 15, scope: !22)
!40 = !DILocation(line: 20, column: 10, scope: !22)
!41 = !DILocation(line: 20, column: 3, scope: !22)
!42 = !DILocalVariable(name: "i", scope: !22, file: !2, line: 21, type: !25)
!43 = !DILocation(line: 21, column: 7, scope: !22)
!44 = !DILocation(line: 21, column: 16, scope: !22)
!45 = !DILocation(line: 21, column: 22, scope: !22)
!46 = !DILocation(line: 21, column: 27, scope: !22)
!47 = !DILocation(line: 21, column: 11, scope: !22)
!48 = !DILocation(line: 22, column: 21, scope: !22)
!49 = !DILocation(line: 22, column: 27, scope: !22)
!50 = !DILocation(line: 22, column: 3, scope: !22)
!51 = !DILocation(line: 23, column: 7, scope: !22)
!52 = !DILocation(line: 23, column: 10, scope: !22)
!53 = !DILocation(line: 23, column: 3, scope: !22)
!54 = !DILocation(line: 24, column: 18, scope: !22)
!55 = !DILocation(line: 24, column: 3, scope: !22)
!56 = !DILocation(line: 25, column: 8, scope: !22)
!57 = !DILocation(line: 25, column: 3, scope: !22)
!58 = !DILocation(line: 26, column: 3, scope: !22)
!59 = distinct !DISubprogram(name: "set", scope: !2, file: !2, line: 6, type: !60, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !12, retainedNodes: !28)
!60 = !DISubroutineType(types: !61)
!61 = !{null, !35, !25, !25}
!62 = !DILocalVariable(name: "a", arg: 1, scope: !59, file: !2, line: 6, type: !35)
!63 = !DILocation(line: 6, column: 48, scope: !59)
!64 = !DILocalVariable(name: "i", arg: 2, scope: !59, file: !2, line: 6, type: !25)
!65 = !DILocation(line: 6, column: 55, scope: !59)
!66 = !DILocalVariable(name: "v", arg: 3, scope: !59, file: !2, line: 6, type: !25)
!67 = !DILocation(line: 6, column: 62, scope: !59)
!68 = !DILocation(line: 7, column: 10, scope: !59)
!69 = !DILocation(line: 7, column: 3, scope: !59)
!70 = !DILocation(line: 7, column: 5, scope: !59)
!71 = !DILocation(line: 7, column: 8, scope: !59)
!72 = !DILocation(line: 8, column: 1, scope: !59)
!73 = distinct !DISubprogram(name: "find", scope: !2, file: !2, line: 10, type: !74, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !12, retainedNodes: !28)
!74 = !DISubroutineType(types: !75)
!75 = !{!25, !76, !25, !25}
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !25)
!78 = !DILocalVariable(name: "a", arg: 1, scope: !73, file: !2, line: 10, type: !76)
!79 = !DILocation(line: 10, column: 54, scope: !73)
!80 = !DILocalVariable(name: "n", arg: 2, scope: !73, file: !2, line: 10, type: !25)
!81 = !DILocation(line: 10, column: 61, scope: !73)
!82 = !DILocalVariable(name: "v", arg: 3, scope: !73, file: !2, line: 10, type: !25)
!83 = !DILocation(line: 10, column: 68, scope: !73)
!84 = !DILocalVariable(name: "i", scope: !85, file: !2, line: 11, type: !25)
!85 = distinct !DILexicalBlock(scope: !73, file: !2, line: 11, column: 3)
!86 = !DILocation(line: 11, column: 12, scope: !85)
!87 = !DILocation(line: 11, column: 8, scope: !85)
!88 = !DILocation(line: 11, column: 19, scope: !89)
!89 = distinct !DILexicalBlock(scope: !85, file: !2, line: 11, column: 3)
!90 = !DILocation(line: 11, column: 23, scope: !89)
!91 = !DILocation(line: 11, column: 21, scope: !89)
!92 = !DILocation(line: 11, column: 3, scope: !85)
!93 = !DILocation(line: 12, column: 9, scope: !94)
!94 = distinct !DILexicalBlock(scope: !89, file: !2, line: 12, column: 9)
!95 = !DILocation(line: 12, column: 11, scope: !94)
!96 = !DILocation(line: 12, column: 17, scope: !94)
!97 = !DILocation(line: 12, column: 14, scope: !94)
!98 = !DILocation(line: 12, column: 9, scope: !89)
!99 = !DILocation(line: 13, column: 14, scope: !94)
!100 = !DILocation(line: 13, column: 7, scope: !94)
!101 = !DILocation(line: 11, column: 27, scope: !89)
!102 = !DILocation(line: 11, column: 3, scope: !89)
!103 = distinct !{!103, !92, !104, !105}
!104 = !DILocation(line: 13, column: 14, scope: !85)
!105 = !{!"llvm.loop.mustprogress"}
!106 = !DILocation(line: 14, column: 3, scope: !73)
!107 = !DILocation(line: 15, column: 1, scope: !73)
