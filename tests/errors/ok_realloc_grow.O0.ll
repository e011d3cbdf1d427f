; ModuleID = 'ok_realloc_grow.c'
source_filename = "ok_realloc_grow.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"%zu %ld %d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !21 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !28, !DIExpression(), !29)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !30, !DIExpression(), !31)
  %13 = load ptr, ptr %5, align 8, !dbg !32
    #dbg_declare(ptr %6, !33, !DIExpression(), !34)
  %14 = load i32, ptr %4, align 4, !dbg !35
  %15 = sext i32 %14 to i64, !dbg !36
  store i64 %15, ptr %6, align 8, !dbg !34
    #dbg_declare(ptr %7, !37, !DIExpression(), !38)
  store i64 0, ptr %7, align 8, !dbg !38
    #dbg_declare(ptr %8, !39, !DIExpression(), !41)
  %16 = load i64, ptr %6, align 8, !dbg !42
  %17 = mul i64 %16, 4, !dbg !43
  %18 = call noalias ptr @malloc(i64 noundef %17) #5, !dbg !44
  store ptr %18, ptr %8, align 8, !dbg !41
    #dbg_declare(ptr %9, !45, !DIExpression(), !47)
  store i32 0, ptr %9, align 4, !dbg !47
  br label %19, !dbg !48

19:                                               ; preds = %44, %2
  %20 = load i32, ptr %9, align 4, !dbg !49
  %21 = icmp slt i32 %20, 1000, !dbg !51
  br i1 %21, label %22, label %47, !dbg !52

22:                                               ; preds = %19
  %23 = load i64, ptr %7, align 8, !dbg !53
  %24 = load i64, ptr %6, align 8, !dbg !56
  %25 = icmp eq i64 %23, %24, !dbg !57
  br i1 %25, label %26, label %38, !dbg !58

26:                                               ; preds = %22
  %27 = load i64, ptr %6, align 8, !dbg !59
  %28 = mul i64 %27, 2, !dbg !59
  store i64 %28, ptr %6, align 8, !dbg !59
    #dbg_declare(ptr %10, !61, !DIExpression(), !62)
  %29 = load ptr, ptr %8, align 8, !dbg !63
  %30 = load i64, ptr %6, align 8, !dbg !64
  %31 = mul i64 %30, 4, !dbg !65
  %32 = call ptr @realloc(ptr noundef %29, i64 noundef %31) #6, !dbg !66
  store ptr %32, ptr %10, align 8, !dbg !62
  %33 = load ptr, ptr %10, align 8, !dbg !67
  %34 = icmp ne ptr %33, null, !dbg !67
  br i1 %34, label %36, label %35, !dbg !69

35:                                               ; preds = %26
  store i32 1, ptr %3, align 4, !dbg !70
  br label %73, !dbg !70

36:                                               ; preds = %26
  %37 = load ptr, ptr %10, align 8, !dbg !71
  store ptr %37, ptr %8, align 8, !dbg !72
  br label %38, !dbg !73

38:                                               ; preds = %36, %22
  %39 = load i32, ptr %9, align 4, !dbg !74
  %40 = load ptr, ptr %8, align 8, !dbg !75
  %41 = load i64, ptr %7, align 8, !dbg !76
  %42 = add i64 %41, 1, !dbg !76
  store i64 %42, ptr %7, align 8, !dbg !76
  %43 = getelementptr inbounds i32, ptr %40, i64 %41, !dbg !75
  store i32 %39, ptr %43, align 4, !dbg !77
  br label %44, !dbg !78

44:                                               ; preds = %38
  %45 = load i32, ptr %9, align 4, !dbg !79
  %46 = add nsw i32 %45, 1, !dbg !79
  store i32 %46, ptr %9, align 4, !dbg !79
  br label %19, !dbg !80, !llvm.loop !81

47:                                               ; preds = %19
    #dbg_declare(ptr %11, !84, !DIExpression(), !86)
  store i64 0, ptr %11, align 8, !dbg !86
    #dbg_declare(ptr %12, !87, !DIExpression(), !89)
  store i64 0, ptr %12, align 8, !dbg !89
  br label %48, !dbg !90

48:                                               ; preds = %60, %47
  %49 = load i64, ptr %12, align 8, !dbg !91
  %50 = load i64, ptr %7, align 8, !dbg !93
  %51 = icmp ult i64 %49, %50, !dbg !94
  br i1 %51, label %52, label %63, !dbg !95

52:                                               ; preds = %48
  %53 = load ptr, ptr %8, align 8, !dbg !96
  %54 = load i64, ptr %12, align 8, !dbg !97
  %55 = getelementptr inbounds i32, ptr %53, i64 %54, !dbg !96
  %56 = load i32, ptr %55, align 4, !dbg !96
  %57 = sext i32 %56 to i64, !dbg !96
  %58 = load i64, ptr %11, align 8, !dbg !98
  %59 = add nsw i64 %58, %57, !dbg !98
  store i64 %59, ptr %11, align 8, !dbg !98
  br label %60, !dbg !99

60:                                               ; preds = %52
  %61 = load i64, ptr %12, align 8, !dbg !100
  %62 = add i64 %61, 1, !dbg !100
  store i64 %62, ptr %12, align 8, !dbg !100
  br label %48, !dbg !101, !llvm.loop !102

63:                                               ; preds = %48
  %64 = load i64, ptr %7, align 8, !dbg !104
  %65 = load i64, ptr %11, align 8, !dbg !105
  %66 = load ptr, ptr %8, align 8, !dbg !106
  %67 = load i64, ptr %7, align 8, !dbg !107
  %68 = sub i64 %67, 1, !dbg !108
  %69 = getelementptr inbounds i32, ptr %66, i64 %68, !dbg !106
  %70 = load i32, ptr %69, align 4, !dbg !106
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %64, i64 noundef %65, i32 noundef %70), !dbg !109
  %72 = load ptr, ptr %8, align 8, !dbg !110
  call void @free(ptr noundef %72) #7, !dbg !111
  store i32 0, ptr %3, align 4, !dbg !112
  br label %73, !dbg !112

73:                                               ; preds = %63, %35
  %74 = load i32, ptr %3, align 4, !dbg !113
  ret i32 %74, !dbg !113
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind allocsize(1) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ok_realloc_grow.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "e7a350a2df10c0c63871a949f471ad79")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !12, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !10, line: 18, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !{!0}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 8, type: !22, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !27)
!22 = !DISubroutineType(types: !23)
!23 = !{!24, !24, !25}
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!27 = !{}
!28 = !DILocalVariable(name: "argc", arg: 1, scope: !21, file: !2, line: 8, type: !24)
!29 = !DILocation(line: 8, column: 14, scope: !21)
!30 = !DILocalVariable(name: "argv", arg: 2, scope: !21, file: !2, line: 8, type: !25)
!31 = !DILocation(line: 8, column: 27, scope: !21)
!32 = !DILocation(line: 9, column: 9, scope: !21)
!33 = !DILocalVariable(name: "cap", scope: !21, file: !2, line: 10, type: !9)
!34 = !DILocation(line: 10, column: 10, scope: !21)
!35 = !DILocation(line: 10, column: 24, scope: !21)
!36 = !DILocation(line: 10, column: 16, scope: !21)
!37 = !DILocalVariable(name: "len", scope: !21, file: !2, line: 10, type: !9)
!38 = !DILocation(line: 10, column: 30, scope: !21)
!39 = !DILocalVariable(name: "v", scope: !21, file: !2, line: 11, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!41 = !DILocation(line: 11, column: 8, scope: !21)
!42 = !DILocation(line: 11, column: 19, scope: !21)
!43 = !DILocation(line: 11, column: 23, scope: !21)
!44 = !DILocation(line: 11, column: 12, scope: !21)
!45 = !DILocalVariable(name: "i", scope: !46, file: !2, line: 12, type: !24)
!46 = distinct !DILexicalBlock(scope: !21, file: !2, line: 12, column: 3)
!47 = !DILocation(line: 12, column: 12, scope: !46)
!48 = !DILocation(line: 12, column: 8, scope: !46)
!49 = !DILocation(line: 12, column: 19, scope: !50)
!50 = distinct !DILexicalBlock(scope: !46, file: !2, line: 12, column: 3)
!51 = !DILocation(line: 12, column: 21, scope: !50)
!52 = !DILocation(line: 12, column: 3, scope: !46)
!53 = !DILocation(line: 13, column: 9, scope: !54)
!54 = distinct !DILexicalBlock(scope: !55, file: !2, line: 13, column: 9)
!55 = distinct !DILexicalBlock(scope: !50, file: !2, line: 12, column: 34)
!56 = !DILocation(line: 13, column: 16, scope: !54)
!57 = !DILocation(line: 13, column: 13, scope: !54)
!58 = !DILocation(line: 13, column: 9, scope: !55)
!59 = !DILocation(line: 14, column: 11, scope: !60)
!60 = distinct !DILexicalBlock(scope: !54, file: !2, line: 13, column: 21)
!61 = !DILocalVariable(name: "w", scope: !60, file: !2, line: 15, type: !40)
!62 = !DILocation(line: 15, column: 12, scope: !60)
!63 = !DILocation(line: 15, column: 24, scope: !60)
!64 = !DILocation(line: 15, column: 27, scope: !60)
!65 = !DILocation(line: 15, column: 31, scope: !60)
!66 = !DILocation(line: 15, column: 16, scope: !60)
!67 = !DILocation(line: 16, column: 12, scope: !68)
!68 = distinct !DILexicalBlock(scope: !60, file: !2, line: 16, column: 11)
!69 = !DILocation(line: 16, column: 11, scope: !60)
!70 = !DILocation(line: 17, column: 9, scope: !68)
!71 = !DILocation(line: 18, column: 11, scope: !60)
!72 = !DILocation(line: 18, column: 9, scope: !60)
!73 = !DILocation(line: 19, column: 5, scope: !60)
!74 = !DILocation(line: 20, column: 16, scope: !55)
!75 = !DILocation(line: 20, column: 5, scope: !55)
!76 = !DILocation(line: 20, column: 10, scope: !55)
!77 = !DILocation(line: 20, column: 14, scope: !55)
!78 = !DILocation(line: 21, column: 3, scope: !55)
!79 = !DILocation(line: 12, column: 30, scope: !50)
!80 = !DILocation(line: 12, column: 3, scope: !50)
!81 = distinct !{!81, !52, !82, !83}
!82 = !DILocation(line: 21, column: 3, scope: !46)
!83 = !{!"llvm.loop.mustprogress"}
!84 = !DILocalVariable(name: "s", scope: !21, file: !2, line: 22, type: !85)
!85 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!86 = !DILocation(line: 22, column: 8, scope: !21)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 23, type: !9)
!88 = distinct !DILexicalBlock(scope: !21, file: !2, line: 23, column: 3)
!89 = !DILocation(line: 23, column: 15, scope: !88)
!90 = !DILocation(line: 23, column: 8, scope: !88)
!91 = !DILocation(line: 23, column: 22, scope: !92)
!92 = distinct !DILexicalBlock(scope: !88, file: !2, line: 23, column: 3)
!93 = !DILocation(line: 23, column: 26, scope: !92)
!94 = !DILocation(line: 23, column: 24, scope: !92)
!95 = !DILocation(line: 23, column: 3, scope: !88)
!96 = !DILocation(line: 24, column: 10, scope: !92)
!97 = !DILocation(line: 24, column: 12, scope: !92)
!98 = !DILocation(line: 24, column: 7, scope: !92)
!99 = !DILocation(line: 24, column: 5, scope: !92)
!100 = !DILocation(line: 23, column: 32, scope: !92)
!101 = !DILocation(line: 23, column: 3, scope: !92)
!102 = distinct !{!102, !95, !103, !83}
!103 = !DILocation(line: 24, column: 13, scope: !88)
!104 = !DILocation(line: 25, column: 26, scope: !21)
!105 = !DILocation(line: 25, column: 31, scope: !21)
!106 = !DILocation(line: 25, column: 34, scope: !21)
!107 = !DILocation(line: 25, column: 36, scope: !21)
!108 = !DILocation(line: 25, column: 40, scope: !21)
!109 = !DILocation(line: 25, column: 3, scope: !21)
!110 = !DILocation(line: 26, column: 8, scope: !21)
!111 = !DILocation(line: 26, column: 3, scope: !21)
!112 = !DILocation(line: 27, column: 3, scope: !21)
!113 = !DILocation(line: 28, column: 1, scope: !21)
