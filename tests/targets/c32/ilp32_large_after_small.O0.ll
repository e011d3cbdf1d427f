; ModuleID = 'ilp32_large_after_small.c'
source_filename = "ilp32_large_after_small.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.item = type { ptr, i32 }

@.str = private unnamed_addr constant [18 x i8] c"malloc(8192): %s\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"NULL\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [21 x i8] c"realloc to 5000: %s\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [9 x i8] c"sum %ld\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [14 x i8] c"big[8191] %d\0A\00", align 1, !dbg !27

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !45 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 4
  %5 = alloca ptr, align 4
  %6 = alloca ptr, align 4
  %7 = alloca ptr, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 4
  %10 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !50, !DIExpression(), !56)
  store ptr null, ptr %2, align 4, !dbg !56
    #dbg_declare(ptr %3, !57, !DIExpression(), !59)
  store i32 0, ptr %3, align 4, !dbg !59
  br label %11, !dbg !60

11:                                               ; preds = %23, %0
  %12 = load i32, ptr %3, align 4, !dbg !61
  %13 = icmp slt i32 %12, 3000, !dbg !63
  br i1 %13, label %14, label %26, !dbg !64

14:                                               ; preds = %11
    #dbg_declare(ptr %4, !65, !DIExpression(), !67)
  %15 = call noalias ptr @malloc(i32 noundef 8) #6, !dbg !68
  store ptr %15, ptr %4, align 4, !dbg !67
  %16 = load i32, ptr %3, align 4, !dbg !69
  %17 = load ptr, ptr %4, align 4, !dbg !70
  %18 = getelementptr inbounds %struct.item, ptr %17, i32 0, i32 1, !dbg !71
  store i32 %16, ptr %18, align 4, !dbg !72
  %19 = load ptr, ptr %2, align 4, !dbg !73
  %20 = load ptr, ptr %4, align 4, !dbg !74
  %21 = getelementptr inbounds %struct.item, ptr %20, i32 0, i32 0, !dbg !75
  store ptr %19, ptr %21, align 4, !dbg !76
  %22 = load ptr, ptr %4, align 4, !dbg !77
  store ptr %22, ptr %2, align 4, !dbg !78
  br label %23, !dbg !79

23:                                               ; preds = %14
  %24 = load i32, ptr %3, align 4, !dbg !80
  %25 = add nsw i32 %24, 1, !dbg !80
  store i32 %25, ptr %3, align 4, !dbg !80
  br label %11, !dbg !81, !llvm.loop !82

26:                                               ; preds = %11
    #dbg_declare(ptr %5, !85, !DIExpression(), !87)
  %27 = call noalias ptr @malloc(i32 noundef 8192) #6, !dbg !88
  store ptr %27, ptr %5, align 4, !dbg !87
  %28 = load ptr, ptr %5, align 4, !dbg !89
  %29 = icmp ne ptr %28, null, !dbg !89
  %30 = zext i1 %29 to i64, !dbg !89
  %31 = select i1 %29, ptr @.str.1, ptr @.str.2, !dbg !89
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %31), !dbg !90
    #dbg_declare(ptr %6, !91, !DIExpression(), !92)
  %33 = call noalias ptr @malloc(i32 noundef 100) #6, !dbg !93
  store ptr %33, ptr %6, align 4, !dbg !92
    #dbg_declare(ptr %7, !94, !DIExpression(), !95)
  %34 = load ptr, ptr %6, align 4, !dbg !96
  %35 = icmp ne ptr %34, null, !dbg !96
  br i1 %35, label %36, label %39, !dbg !96

36:                                               ; preds = %26
  %37 = load ptr, ptr %6, align 4, !dbg !97
  %38 = call ptr @realloc(ptr noundef %37, i32 noundef 5000) #7, !dbg !98
  br label %40, !dbg !96

39:                                               ; preds = %26
  br label %40, !dbg !96

40:                                               ; preds = %39, %36
  %41 = phi ptr [ %38, %36 ], [ null, %39 ], !dbg !96
  store ptr %41, ptr %7, align 4, !dbg !95
  %42 = load ptr, ptr %7, align 4, !dbg !99
  %43 = icmp ne ptr %42, null, !dbg !99
  %44 = zext i1 %43 to i64, !dbg !99
  %45 = select i1 %43, ptr @.str.1, ptr @.str.2, !dbg !99
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %45), !dbg !100
    #dbg_declare(ptr %8, !101, !DIExpression(), !103)
  store i32 0, ptr %8, align 4, !dbg !103
    #dbg_declare(ptr %9, !104, !DIExpression(), !106)
  %47 = load ptr, ptr %2, align 4, !dbg !107
  store ptr %47, ptr %9, align 4, !dbg !106
  br label %48, !dbg !108

48:                                               ; preds = %57, %40
  %49 = load ptr, ptr %9, align 4, !dbg !109
  %50 = icmp ne ptr %49, null, !dbg !111
  br i1 %50, label %51, label %61, !dbg !111

51:                                               ; preds = %48
  %52 = load ptr, ptr %9, align 4, !dbg !112
  %53 = getelementptr inbounds %struct.item, ptr %52, i32 0, i32 1, !dbg !113
  %54 = load i32, ptr %53, align 4, !dbg !113
  %55 = load i32, ptr %8, align 4, !dbg !114
  %56 = add nsw i32 %55, %54, !dbg !114
  store i32 %56, ptr %8, align 4, !dbg !114
  br label %57, !dbg !115

57:                                               ; preds = %51
  %58 = load ptr, ptr %9, align 4, !dbg !116
  %59 = getelementptr inbounds %struct.item, ptr %58, i32 0, i32 0, !dbg !117
  %60 = load ptr, ptr %59, align 4, !dbg !117
  store ptr %60, ptr %9, align 4, !dbg !118
  br label %48, !dbg !119, !llvm.loop !120

61:                                               ; preds = %48
  %62 = load i32, ptr %8, align 4, !dbg !122
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %62), !dbg !123
  %64 = load ptr, ptr %5, align 4, !dbg !124
  %65 = icmp ne ptr %64, null, !dbg !124
  br i1 %65, label %66, label %73, !dbg !126

66:                                               ; preds = %61
  %67 = load ptr, ptr %5, align 4, !dbg !127
  call void @llvm.memset.p0.i32(ptr align 1 %67, i8 1, i32 8192, i1 false), !dbg !129
  %68 = load ptr, ptr %5, align 4, !dbg !130
  %69 = getelementptr inbounds i8, ptr %68, i32 8191, !dbg !130
  %70 = load i8, ptr %69, align 1, !dbg !130
  %71 = sext i8 %70 to i32, !dbg !130
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %71), !dbg !131
  br label %73, !dbg !132

73:                                               ; preds = %66, %61
  %74 = load ptr, ptr %5, align 4, !dbg !133
  call void @free(ptr noundef %74) #8, !dbg !134
  %75 = load ptr, ptr %7, align 4, !dbg !135
  %76 = icmp ne ptr %75, null, !dbg !135
  br i1 %76, label %77, label %79, !dbg !135

77:                                               ; preds = %73
  %78 = load ptr, ptr %7, align 4, !dbg !136
  br label %81, !dbg !135

79:                                               ; preds = %73
  %80 = load ptr, ptr %6, align 4, !dbg !137
  br label %81, !dbg !135

81:                                               ; preds = %79, %77
  %82 = phi ptr [ %78, %77 ], [ %80, %79 ], !dbg !135
  call void @free(ptr noundef %82) #8, !dbg !138
  br label %83, !dbg !139

83:                                               ; preds = %86, %81
  %84 = load ptr, ptr %2, align 4, !dbg !140
  %85 = icmp ne ptr %84, null, !dbg !139
  br i1 %85, label %86, label %92, !dbg !139

86:                                               ; preds = %83
    #dbg_declare(ptr %10, !141, !DIExpression(), !143)
  %87 = load ptr, ptr %2, align 4, !dbg !144
  %88 = getelementptr inbounds %struct.item, ptr %87, i32 0, i32 0, !dbg !145
  %89 = load ptr, ptr %88, align 4, !dbg !145
  store ptr %89, ptr %10, align 4, !dbg !143
  %90 = load ptr, ptr %2, align 4, !dbg !146
  call void @free(ptr noundef %90) #8, !dbg !147
  %91 = load ptr, ptr %10, align 4, !dbg !148
  store ptr %91, ptr %2, align 4, !dbg !149
  br label %83, !dbg !139, !llvm.loop !150

92:                                               ; preds = %83
  ret i32 0, !dbg !152
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i32 noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i32 noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind allocsize(1) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ilp32_large_after_small.c", directory: "/work/wt-errtests/tests/c32", checksumkind: CSK_MD5, checksum: "0bc529ec53738d28cd936349442c13c2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 18)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 9)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 14)
!32 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !33, globals: !35, splitDebugInlining: false, nameTableKind: None)
!33 = !{!34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!35 = !{!0, !7, !12, !17, !22, !27}
!36 = !{i32 1, !"NumRegisterParameters", i32 0}
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 8, !"PIC Level", i32 2}
!41 = !{i32 7, !"PIE Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 2}
!43 = !{i32 7, !"frame-pointer", i32 2}
!44 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!45 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !46, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !32, retainedNodes: !49)
!46 = !DISubroutineType(types: !47)
!47 = !{!48}
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !{}
!50 = !DILocalVariable(name: "list", scope: !45, file: !2, line: 16, type: !51)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 32)
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "item", file: !2, line: 10, size: 64, elements: !53)
!53 = !{!54, !55}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !52, file: !2, line: 11, baseType: !51, size: 32)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !52, file: !2, line: 12, baseType: !48, size: 32, offset: 32)
!56 = !DILocation(line: 16, column: 16, scope: !45)
!57 = !DILocalVariable(name: "i", scope: !58, file: !2, line: 17, type: !48)
!58 = distinct !DILexicalBlock(scope: !45, file: !2, line: 17, column: 3)
!59 = !DILocation(line: 17, column: 12, scope: !58)
!60 = !DILocation(line: 17, column: 8, scope: !58)
!61 = !DILocation(line: 17, column: 19, scope: !62)
!62 = distinct !DILexicalBlock(scope: !58, file: !2, line: 17, column: 3)
!63 = !DILocation(line: 17, column: 21, scope: !62)
!64 = !DILocation(line: 17, column: 3, scope: !58)
!65 = !DILocalVariable(name: "it", scope: !66, file: !2, line: 18, type: !51)
!66 = distinct !DILexicalBlock(scope: !62, file: !2, line: 17, column: 34)
!67 = !DILocation(line: 18, column: 18, scope: !66)
!68 = !DILocation(line: 18, column: 23, scope: !66)
!69 = !DILocation(line: 19, column: 17, scope: !66)
!70 = !DILocation(line: 19, column: 5, scope: !66)
!71 = !DILocation(line: 19, column: 9, scope: !66)
!72 = !DILocation(line: 19, column: 15, scope: !66)
!73 = !DILocation(line: 20, column: 16, scope: !66)
!74 = !DILocation(line: 20, column: 5, scope: !66)
!75 = !DILocation(line: 20, column: 9, scope: !66)
!76 = !DILocation(line: 20, column: 14, scope: !66)
!77 = !DILocation(line: 21, column: 12, scope: !66)
!78 = !DILocation(line: 21, column: 10, scope: !66)
!79 = !DILocation(line: 22, column: 3, scope: !66)
!80 = !DILocation(line: 17, column: 30, scope: !62)
!81 = !DILocation(line: 17, column: 3, scope: !62)
!82 = distinct !{!82, !64, !83, !84}
!83 = !DILocation(line: 22, column: 3, scope: !58)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !DILocalVariable(name: "big", scope: !45, file: !2, line: 23, type: !86)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!87 = !DILocation(line: 23, column: 9, scope: !45)
!88 = !DILocation(line: 23, column: 15, scope: !45)
!89 = !DILocation(line: 24, column: 32, scope: !45)
!90 = !DILocation(line: 24, column: 3, scope: !45)
!91 = !DILocalVariable(name: "grow", scope: !45, file: !2, line: 25, type: !86)
!92 = !DILocation(line: 25, column: 9, scope: !45)
!93 = !DILocation(line: 25, column: 16, scope: !45)
!94 = !DILocalVariable(name: "g", scope: !45, file: !2, line: 26, type: !86)
!95 = !DILocation(line: 26, column: 9, scope: !45)
!96 = !DILocation(line: 26, column: 13, scope: !45)
!97 = !DILocation(line: 26, column: 28, scope: !45)
!98 = !DILocation(line: 26, column: 20, scope: !45)
!99 = !DILocation(line: 27, column: 35, scope: !45)
!100 = !DILocation(line: 27, column: 3, scope: !45)
!101 = !DILocalVariable(name: "sum", scope: !45, file: !2, line: 28, type: !102)
!102 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!103 = !DILocation(line: 28, column: 8, scope: !45)
!104 = !DILocalVariable(name: "it", scope: !105, file: !2, line: 29, type: !51)
!105 = distinct !DILexicalBlock(scope: !45, file: !2, line: 29, column: 3)
!106 = !DILocation(line: 29, column: 21, scope: !105)
!107 = !DILocation(line: 29, column: 26, scope: !105)
!108 = !DILocation(line: 29, column: 8, scope: !105)
!109 = !DILocation(line: 29, column: 32, scope: !110)
!110 = distinct !DILexicalBlock(scope: !105, file: !2, line: 29, column: 3)
!111 = !DILocation(line: 29, column: 3, scope: !105)
!112 = !DILocation(line: 30, column: 12, scope: !110)
!113 = !DILocation(line: 30, column: 16, scope: !110)
!114 = !DILocation(line: 30, column: 9, scope: !110)
!115 = !DILocation(line: 30, column: 5, scope: !110)
!116 = !DILocation(line: 29, column: 41, scope: !110)
!117 = !DILocation(line: 29, column: 45, scope: !110)
!118 = !DILocation(line: 29, column: 39, scope: !110)
!119 = !DILocation(line: 29, column: 3, scope: !110)
!120 = distinct !{!120, !111, !121, !84}
!121 = !DILocation(line: 30, column: 16, scope: !105)
!122 = !DILocation(line: 31, column: 23, scope: !45)
!123 = !DILocation(line: 31, column: 3, scope: !45)
!124 = !DILocation(line: 32, column: 7, scope: !125)
!125 = distinct !DILexicalBlock(scope: !45, file: !2, line: 32, column: 7)
!126 = !DILocation(line: 32, column: 7, scope: !45)
!127 = !DILocation(line: 33, column: 12, scope: !128)
!128 = distinct !DILexicalBlock(scope: !125, file: !2, line: 32, column: 12)
!129 = !DILocation(line: 33, column: 5, scope: !128)
!130 = !DILocation(line: 34, column: 30, scope: !128)
!131 = !DILocation(line: 34, column: 5, scope: !128)
!132 = !DILocation(line: 35, column: 3, scope: !128)
!133 = !DILocation(line: 36, column: 8, scope: !45)
!134 = !DILocation(line: 36, column: 3, scope: !45)
!135 = !DILocation(line: 37, column: 8, scope: !45)
!136 = !DILocation(line: 37, column: 12, scope: !45)
!137 = !DILocation(line: 37, column: 16, scope: !45)
!138 = !DILocation(line: 37, column: 3, scope: !45)
!139 = !DILocation(line: 38, column: 3, scope: !45)
!140 = !DILocation(line: 38, column: 10, scope: !45)
!141 = !DILocalVariable(name: "n", scope: !142, file: !2, line: 39, type: !51)
!142 = distinct !DILexicalBlock(scope: !45, file: !2, line: 38, column: 16)
!143 = !DILocation(line: 39, column: 18, scope: !142)
!144 = !DILocation(line: 39, column: 22, scope: !142)
!145 = !DILocation(line: 39, column: 28, scope: !142)
!146 = !DILocation(line: 40, column: 10, scope: !142)
!147 = !DILocation(line: 40, column: 5, scope: !142)
!148 = !DILocation(line: 41, column: 12, scope: !142)
!149 = !DILocation(line: 41, column: 10, scope: !142)
!150 = distinct !{!150, !139, !151, !84}
!151 = !DILocation(line: 42, column: 3, scope: !45)
!152 = !DILocation(line: 43, column: 3, scope: !45)
