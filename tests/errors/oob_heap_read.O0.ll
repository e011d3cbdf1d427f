; ModuleID = 'oob_heap_read.c'
source_filename = "oob_heap_read.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !17 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !26, !DIExpression(), !27)
  %9 = load ptr, ptr %5, align 8, !dbg !28
    #dbg_declare(ptr %6, !29, !DIExpression(), !30)
  %10 = load i32, ptr %4, align 4, !dbg !31
  %11 = add nsw i32 %10, 4, !dbg !32
  store i32 %11, ptr %6, align 4, !dbg !30
    #dbg_declare(ptr %7, !33, !DIExpression(), !35)
  %12 = load i32, ptr %6, align 4, !dbg !36
  %13 = sext i32 %12 to i64, !dbg !36
  %14 = mul i64 %13, 4, !dbg !37
  %15 = call noalias ptr @malloc(i64 noundef %14) #4, !dbg !38
  store ptr %15, ptr %7, align 8, !dbg !35
    #dbg_declare(ptr %8, !39, !DIExpression(), !41)
  store i32 0, ptr %8, align 4, !dbg !41
  br label %16, !dbg !42

16:                                               ; preds = %26, %2
  %17 = load i32, ptr %8, align 4, !dbg !43
  %18 = load i32, ptr %6, align 4, !dbg !45
  %19 = icmp slt i32 %17, %18, !dbg !46
  br i1 %19, label %20, label %29, !dbg !47

20:                                               ; preds = %16
  %21 = load i32, ptr %8, align 4, !dbg !48
  %22 = load ptr, ptr %7, align 8, !dbg !49
  %23 = load i32, ptr %8, align 4, !dbg !50
  %24 = sext i32 %23 to i64, !dbg !49
  %25 = getelementptr inbounds i32, ptr %22, i64 %24, !dbg !49
  store i32 %21, ptr %25, align 4, !dbg !51
  br label %26, !dbg !49

26:                                               ; preds = %20
  %27 = load i32, ptr %8, align 4, !dbg !52
  %28 = add nsw i32 %27, 1, !dbg !52
  store i32 %28, ptr %8, align 4, !dbg !52
  br label %16, !dbg !53, !llvm.loop !54

29:                                               ; preds = %16
  %30 = load ptr, ptr %7, align 8, !dbg !57
  %31 = load i32, ptr %6, align 4, !dbg !58
  %32 = call i32 @sum(ptr noundef %30, i32 noundef %31), !dbg !59
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %32), !dbg !60
  %34 = load ptr, ptr %7, align 8, !dbg !61
  call void @free(ptr noundef %34) #5, !dbg !62
  ret i32 0, !dbg !63
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum(ptr noundef %0, i32 noundef %1) #0 !dbg !64 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !69, !DIExpression(), !70)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !71, !DIExpression(), !72)
    #dbg_declare(ptr %5, !73, !DIExpression(), !74)
  store i32 0, ptr %5, align 4, !dbg !74
    #dbg_declare(ptr %6, !75, !DIExpression(), !77)
  store i32 0, ptr %6, align 4, !dbg !77
  br label %7, !dbg !78

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4, !dbg !79
  %9 = load i32, ptr %4, align 4, !dbg !81
  %10 = icmp slt i32 %8, %9, !dbg !82
  br i1 %10, label %11, label %22, !dbg !83

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !84
  %13 = load i32, ptr %6, align 4, !dbg !85
  %14 = sext i32 %13 to i64, !dbg !84
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !84
  %16 = load i32, ptr %15, align 4, !dbg !84
  %17 = load i32, ptr %5, align 4, !dbg !86
  %18 = add nsw i32 %17, %16, !dbg !86
  store i32 %18, ptr %5, align 4, !dbg !86
  br label %19, !dbg !87

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4, !dbg !88
  %21 = add nsw i32 %20, 1, !dbg !88
  store i32 %21, ptr %6, align 4, !dbg !88
  br label %7, !dbg !89, !llvm.loop !90

22:                                               ; preds = %7
  %23 = load i32, ptr %5, align 4, !dbg !92
  %24 = load ptr, ptr %3, align 8, !dbg !93
  %25 = load i32, ptr %4, align 4, !dbg !94
  %26 = sext i32 %25 to i64, !dbg !93
  %27 = getelementptr inbounds i32, ptr %24, i64 %26, !dbg !93
  %28 = load i32, ptr %27, align 4, !dbg !93
  %29 = add nsw i32 %23, %28, !dbg !95
  ret i32 %29, !dbg !96
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "oob_heap_read.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "36152d28b5132689f46d0acbcf9d3a44")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !18, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 13, type: !20)
!25 = !DILocation(line: 13, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 13, type: !21)
!27 = !DILocation(line: 13, column: 27, scope: !17)
!28 = !DILocation(line: 14, column: 9, scope: !17)
!29 = !DILocalVariable(name: "n", scope: !17, file: !2, line: 15, type: !20)
!30 = !DILocation(line: 15, column: 7, scope: !17)
!31 = !DILocation(line: 15, column: 11, scope: !17)
!32 = !DILocation(line: 15, column: 16, scope: !17)
!33 = !DILocalVariable(name: "a", scope: !17, file: !2, line: 16, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!35 = !DILocation(line: 16, column: 8, scope: !17)
!36 = !DILocation(line: 16, column: 19, scope: !17)
!37 = !DILocation(line: 16, column: 21, scope: !17)
!38 = !DILocation(line: 16, column: 12, scope: !17)
!39 = !DILocalVariable(name: "i", scope: !40, file: !2, line: 17, type: !20)
!40 = distinct !DILexicalBlock(scope: !17, file: !2, line: 17, column: 3)
!41 = !DILocation(line: 17, column: 12, scope: !40)
!42 = !DILocation(line: 17, column: 8, scope: !40)
!43 = !DILocation(line: 17, column: 19, scope: !44)
!44 = distinct !DILexicalBlock(scope: !40, file: !2, line: 17, column: 3)
!45 = !DILocation(line: 17, column: 23, scope: !44)
!46 = !DILocation(line: 17, column: 21, scope: !44)
!47 = !DILocation(line: 17, column: 3, scope: !40)
!48 = !DILocation(line: 18, column: 12, scope: !44)
!49 = !DILocation(line: 18, column: 5, scope: !44)
!50 = !DILocation(line: 18, column: 7, scope: !44)
!51 = !DILocation(line: 18, column: 10, scope: !44)
!52 = !DILocation(line: 17, column: 27, scope: !44)
!53 = !DILocation(line: 17, column: 3, scope: !44)
!54 = distinct !{!54, !47, !55, !56}
!55 = !DILocation(line: 18, column: 12, scope: !40)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DILocation(line: 19, column: 22, scope: !17)
!58 = !DILocation(line: 19, column: 25, scope: !17)
!59 = !DILocation(line: 19, column: 18, scope: !17)
!60 = !DILocation(line: 19, column: 3, scope: !17)
!61 = !DILocation(line: 20, column: 8, scope: !17)
!62 = !DILocation(line: 20, column: 3, scope: !17)
!63 = !DILocation(line: 21, column: 3, scope: !17)
!64 = distinct !DISubprogram(name: "sum", scope: !2, file: !2, line: 6, type: !65, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!65 = !DISubroutineType(types: !66)
!66 = !{!20, !67, !20}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!69 = !DILocalVariable(name: "a", arg: 1, scope: !64, file: !2, line: 6, type: !67)
!70 = !DILocation(line: 6, column: 53, scope: !64)
!71 = !DILocalVariable(name: "n", arg: 2, scope: !64, file: !2, line: 6, type: !20)
!72 = !DILocation(line: 6, column: 60, scope: !64)
!73 = !DILocalVariable(name: "s", scope: !64, file: !2, line: 7, type: !20)
!74 = !DILocation(line: 7, column: 7, scope: !64)
!75 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 8, type: !20)
!76 = distinct !DILexicalBlock(scope: !64, file: !2, line: 8, column: 3)
!77 = !DILocation(line: 8, column: 12, scope: !76)
!78 = !DILocation(line: 8, column: 8, scope: !76)
!79 = !DILocation(line: 8, column: 19, scope: !80)
!80 = distinct !DILexicalBlock(scope: !76, file: !2, line: 8, column: 3)
!81 = !DILocation(line: 8, column: 23, scope: !80)
!82 = !DILocation(line: 8, column: 21, scope: !80)
!83 = !DILocation(line: 8, column: 3, scope: !76)
!84 = !DILocation(line: 9, column: 10, scope: !80)
!85 = !DILocation(line: 9, column: 12, scope: !80)
!86 = !DILocation(line: 9, column: 7, scope: !80)
!87 = !DILocation(line: 9, column: 5, scope: !80)
!88 = !DILocation(line: 8, column: 27, scope: !80)
!89 = !DILocation(line: 8, column: 3, scope: !80)
!90 = distinct !{!90, !83, !91, !56}
!91 = !DILocation(line: 9, column: 13, scope: !76)
!92 = !DILocation(line: 10, column: 10, scope: !64)
!93 = !DILocation(line: 10, column: 14, scope: !64)
!94 = !DILocation(line: 10, column: 16, scope: !64)
!95 = !DILocation(line: 10, column: 12, scope: !64)
!96 = !DILocation(line: 10, column: 3, scope: !64)
