; ModuleID = 'uaf_read.c'
source_filename = "uaf_read.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i32, ptr }

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !17 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !26, !DIExpression(), !27)
  %9 = load ptr, ptr %5, align 8, !dbg !28
    #dbg_declare(ptr %6, !29, !DIExpression(), !35)
  store ptr null, ptr %6, align 8, !dbg !35
    #dbg_declare(ptr %7, !36, !DIExpression(), !38)
  store i32 0, ptr %7, align 4, !dbg !38
  br label %10, !dbg !39

10:                                               ; preds = %19, %2
  %11 = load i32, ptr %7, align 4, !dbg !40
  %12 = load i32, ptr %4, align 4, !dbg !42
  %13 = add nsw i32 3, %12, !dbg !43
  %14 = icmp slt i32 %11, %13, !dbg !44
  br i1 %14, label %15, label %22, !dbg !45

15:                                               ; preds = %10
  %16 = load ptr, ptr %6, align 8, !dbg !46
  %17 = load i32, ptr %7, align 4, !dbg !47
  %18 = call ptr @push(ptr noundef %16, i32 noundef %17), !dbg !48
  store ptr %18, ptr %6, align 8, !dbg !49
  br label %19, !dbg !50

19:                                               ; preds = %15
  %20 = load i32, ptr %7, align 4, !dbg !51
  %21 = add nsw i32 %20, 1, !dbg !51
  store i32 %21, ptr %7, align 4, !dbg !51
  br label %10, !dbg !52, !llvm.loop !53

22:                                               ; preds = %10
    #dbg_declare(ptr %8, !56, !DIExpression(), !57)
  %23 = load ptr, ptr %6, align 8, !dbg !58
  %24 = getelementptr inbounds %struct.node, ptr %23, i32 0, i32 1, !dbg !59
  %25 = load ptr, ptr %24, align 8, !dbg !59
  store ptr %25, ptr %8, align 8, !dbg !57
  %26 = load ptr, ptr %6, align 8, !dbg !60
  call void @free_list(ptr noundef %26), !dbg !61
  %27 = load ptr, ptr %8, align 8, !dbg !62
  %28 = getelementptr inbounds %struct.node, ptr %27, i32 0, i32 0, !dbg !63
  %29 = load i32, ptr %28, align 8, !dbg !63
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %29), !dbg !64
  ret i32 0, !dbg !65
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @push(ptr noundef %0, i32 noundef %1) #0 !dbg !66 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !69, !DIExpression(), !70)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !71, !DIExpression(), !72)
    #dbg_declare(ptr %5, !73, !DIExpression(), !74)
  %6 = call noalias ptr @malloc(i64 noundef 16) #4, !dbg !75
  store ptr %6, ptr %5, align 8, !dbg !74
  %7 = load i32, ptr %4, align 4, !dbg !76
  %8 = load ptr, ptr %5, align 8, !dbg !77
  %9 = getelementptr inbounds %struct.node, ptr %8, i32 0, i32 0, !dbg !78
  store i32 %7, ptr %9, align 8, !dbg !79
  %10 = load ptr, ptr %3, align 8, !dbg !80
  %11 = load ptr, ptr %5, align 8, !dbg !81
  %12 = getelementptr inbounds %struct.node, ptr %11, i32 0, i32 1, !dbg !82
  store ptr %10, ptr %12, align 8, !dbg !83
  %13 = load ptr, ptr %5, align 8, !dbg !84
  ret ptr %13, !dbg !85
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @free_list(ptr noundef %0) #0 !dbg !86 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !89, !DIExpression(), !90)
  br label %4, !dbg !91

4:                                                ; preds = %7, %1
  %5 = load ptr, ptr %2, align 8, !dbg !92
  %6 = icmp ne ptr %5, null, !dbg !91
  br i1 %6, label %7, label %13, !dbg !91

7:                                                ; preds = %4
    #dbg_declare(ptr %3, !93, !DIExpression(), !95)
  %8 = load ptr, ptr %2, align 8, !dbg !96
  %9 = getelementptr inbounds %struct.node, ptr %8, i32 0, i32 1, !dbg !97
  %10 = load ptr, ptr %9, align 8, !dbg !97
  store ptr %10, ptr %3, align 8, !dbg !95
  %11 = load ptr, ptr %2, align 8, !dbg !98
  call void @free(ptr noundef %11) #5, !dbg !99
  %12 = load ptr, ptr %3, align 8, !dbg !100
  store ptr %12, ptr %2, align 8, !dbg !101
  br label %4, !dbg !91, !llvm.loop !102

13:                                               ; preds = %4
  ret void, !dbg !104
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "uaf_read.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "5a656d3b5339b9df49f2fdebd685d8f2")
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 26, type: !18, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 26, type: !20)
!25 = !DILocation(line: 26, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 26, type: !21)
!27 = !DILocation(line: 26, column: 27, scope: !17)
!28 = !DILocation(line: 27, column: 9, scope: !17)
!29 = !DILocalVariable(name: "head", scope: !17, file: !2, line: 28, type: !30)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !2, line: 6, size: 128, elements: !32)
!32 = !{!33, !34}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !31, file: !2, line: 7, baseType: !20, size: 32)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !31, file: !2, line: 8, baseType: !30, size: 64, offset: 64)
!35 = !DILocation(line: 28, column: 16, scope: !17)
!36 = !DILocalVariable(name: "i", scope: !37, file: !2, line: 29, type: !20)
!37 = distinct !DILexicalBlock(scope: !17, file: !2, line: 29, column: 3)
!38 = !DILocation(line: 29, column: 12, scope: !37)
!39 = !DILocation(line: 29, column: 8, scope: !37)
!40 = !DILocation(line: 29, column: 19, scope: !41)
!41 = distinct !DILexicalBlock(scope: !37, file: !2, line: 29, column: 3)
!42 = !DILocation(line: 29, column: 27, scope: !41)
!43 = !DILocation(line: 29, column: 25, scope: !41)
!44 = !DILocation(line: 29, column: 21, scope: !41)
!45 = !DILocation(line: 29, column: 3, scope: !37)
!46 = !DILocation(line: 30, column: 17, scope: !41)
!47 = !DILocation(line: 30, column: 23, scope: !41)
!48 = !DILocation(line: 30, column: 12, scope: !41)
!49 = !DILocation(line: 30, column: 10, scope: !41)
!50 = !DILocation(line: 30, column: 5, scope: !41)
!51 = !DILocation(line: 29, column: 34, scope: !41)
!52 = !DILocation(line: 29, column: 3, scope: !41)
!53 = distinct !{!53, !45, !54, !55}
!54 = !DILocation(line: 30, column: 24, scope: !37)
!55 = !{!"llvm.loop.mustprogress"}
!56 = !DILocalVariable(name: "second", scope: !17, file: !2, line: 31, type: !30)
!57 = !DILocation(line: 31, column: 16, scope: !17)
!58 = !DILocation(line: 31, column: 25, scope: !17)
!59 = !DILocation(line: 31, column: 31, scope: !17)
!60 = !DILocation(line: 32, column: 13, scope: !17)
!61 = !DILocation(line: 32, column: 3, scope: !17)
!62 = !DILocation(line: 33, column: 18, scope: !17)
!63 = !DILocation(line: 33, column: 26, scope: !17)
!64 = !DILocation(line: 33, column: 3, scope: !17)
!65 = !DILocation(line: 34, column: 3, scope: !17)
!66 = distinct !DISubprogram(name: "push", scope: !2, file: !2, line: 11, type: !67, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!67 = !DISubroutineType(types: !68)
!68 = !{!30, !30, !20}
!69 = !DILocalVariable(name: "head", arg: 1, scope: !66, file: !2, line: 11, type: !30)
!70 = !DILocation(line: 11, column: 65, scope: !66)
!71 = !DILocalVariable(name: "v", arg: 2, scope: !66, file: !2, line: 11, type: !20)
!72 = !DILocation(line: 11, column: 75, scope: !66)
!73 = !DILocalVariable(name: "n", scope: !66, file: !2, line: 12, type: !30)
!74 = !DILocation(line: 12, column: 16, scope: !66)
!75 = !DILocation(line: 12, column: 20, scope: !66)
!76 = !DILocation(line: 13, column: 14, scope: !66)
!77 = !DILocation(line: 13, column: 3, scope: !66)
!78 = !DILocation(line: 13, column: 6, scope: !66)
!79 = !DILocation(line: 13, column: 12, scope: !66)
!80 = !DILocation(line: 14, column: 13, scope: !66)
!81 = !DILocation(line: 14, column: 3, scope: !66)
!82 = !DILocation(line: 14, column: 6, scope: !66)
!83 = !DILocation(line: 14, column: 11, scope: !66)
!84 = !DILocation(line: 15, column: 10, scope: !66)
!85 = !DILocation(line: 15, column: 3, scope: !66)
!86 = distinct !DISubprogram(name: "free_list", scope: !2, file: !2, line: 18, type: !87, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!87 = !DISubroutineType(types: !88)
!88 = !{null, !30}
!89 = !DILocalVariable(name: "n", arg: 1, scope: !86, file: !2, line: 18, type: !30)
!90 = !DILocation(line: 18, column: 62, scope: !86)
!91 = !DILocation(line: 19, column: 3, scope: !86)
!92 = !DILocation(line: 19, column: 10, scope: !86)
!93 = !DILocalVariable(name: "next", scope: !94, file: !2, line: 20, type: !30)
!94 = distinct !DILexicalBlock(scope: !86, file: !2, line: 19, column: 13)
!95 = !DILocation(line: 20, column: 18, scope: !94)
!96 = !DILocation(line: 20, column: 25, scope: !94)
!97 = !DILocation(line: 20, column: 28, scope: !94)
!98 = !DILocation(line: 21, column: 10, scope: !94)
!99 = !DILocation(line: 21, column: 5, scope: !94)
!100 = !DILocation(line: 22, column: 9, scope: !94)
!101 = !DILocation(line: 22, column: 7, scope: !94)
!102 = distinct !{!102, !91, !103, !55}
!103 = !DILocation(line: 23, column: 3, scope: !86)
!104 = !DILocation(line: 24, column: 1, scope: !86)
