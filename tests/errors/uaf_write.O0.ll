; ModuleID = 'uaf_write.c'
source_filename = "uaf_write.c"
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
  %9 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !26, !DIExpression(), !27)
  %10 = load ptr, ptr %5, align 8, !dbg !28
    #dbg_declare(ptr %6, !29, !DIExpression(), !35)
  store ptr null, ptr %6, align 8, !dbg !35
    #dbg_declare(ptr %7, !36, !DIExpression(), !38)
  store i32 0, ptr %7, align 4, !dbg !38
  br label %11, !dbg !39

11:                                               ; preds = %25, %2
  %12 = load i32, ptr %7, align 4, !dbg !40
  %13 = load i32, ptr %4, align 4, !dbg !42
  %14 = add nsw i32 2, %13, !dbg !43
  %15 = icmp slt i32 %12, %14, !dbg !44
  br i1 %15, label %16, label %28, !dbg !45

16:                                               ; preds = %11
    #dbg_declare(ptr %8, !46, !DIExpression(), !48)
  %17 = call noalias ptr @malloc(i64 noundef 16) #4, !dbg !49
  store ptr %17, ptr %8, align 8, !dbg !48
  %18 = load i32, ptr %7, align 4, !dbg !50
  %19 = load ptr, ptr %8, align 8, !dbg !51
  %20 = getelementptr inbounds %struct.node, ptr %19, i32 0, i32 0, !dbg !52
  store i32 %18, ptr %20, align 8, !dbg !53
  %21 = load ptr, ptr %6, align 8, !dbg !54
  %22 = load ptr, ptr %8, align 8, !dbg !55
  %23 = getelementptr inbounds %struct.node, ptr %22, i32 0, i32 1, !dbg !56
  store ptr %21, ptr %23, align 8, !dbg !57
  %24 = load ptr, ptr %8, align 8, !dbg !58
  store ptr %24, ptr %6, align 8, !dbg !59
  br label %25, !dbg !60

25:                                               ; preds = %16
  %26 = load i32, ptr %7, align 4, !dbg !61
  %27 = add nsw i32 %26, 1, !dbg !61
  store i32 %27, ptr %7, align 4, !dbg !61
  br label %11, !dbg !62, !llvm.loop !63

28:                                               ; preds = %11
    #dbg_declare(ptr %9, !66, !DIExpression(), !67)
  %29 = call ptr @pop(ptr noundef %6), !dbg !68
  store ptr %29, ptr %9, align 8, !dbg !67
  %30 = load ptr, ptr %9, align 8, !dbg !69
  %31 = getelementptr inbounds %struct.node, ptr %30, i32 0, i32 1, !dbg !70
  store ptr null, ptr %31, align 8, !dbg !71
  %32 = load ptr, ptr %6, align 8, !dbg !72
  %33 = getelementptr inbounds %struct.node, ptr %32, i32 0, i32 0, !dbg !73
  %34 = load i32, ptr %33, align 8, !dbg !73
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %34), !dbg !74
  ret i32 0, !dbg !75
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @pop(ptr noundef %0) #0 !dbg !76 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !80, !DIExpression(), !81)
    #dbg_declare(ptr %3, !82, !DIExpression(), !83)
  %4 = load ptr, ptr %2, align 8, !dbg !84
  %5 = load ptr, ptr %4, align 8, !dbg !85
  store ptr %5, ptr %3, align 8, !dbg !83
  %6 = load ptr, ptr %3, align 8, !dbg !86
  %7 = getelementptr inbounds %struct.node, ptr %6, i32 0, i32 1, !dbg !87
  %8 = load ptr, ptr %7, align 8, !dbg !87
  %9 = load ptr, ptr %2, align 8, !dbg !88
  store ptr %8, ptr %9, align 8, !dbg !89
  %10 = load ptr, ptr %3, align 8, !dbg !90
  call void @free(ptr noundef %10) #5, !dbg !91
  %11 = load ptr, ptr %3, align 8, !dbg !92
  ret ptr %11, !dbg !93
}

declare i32 @printf(ptr noundef, ...) #2

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
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "uaf_write.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "46bdf090b3b603b9bb3b62b36a040542")
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !18, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 18, type: !20)
!25 = !DILocation(line: 18, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 18, type: !21)
!27 = !DILocation(line: 18, column: 27, scope: !17)
!28 = !DILocation(line: 19, column: 9, scope: !17)
!29 = !DILocalVariable(name: "head", scope: !17, file: !2, line: 20, type: !30)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !2, line: 6, size: 128, elements: !32)
!32 = !{!33, !34}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !31, file: !2, line: 7, baseType: !20, size: 32)
!34 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !31, file: !2, line: 8, baseType: !30, size: 64, offset: 64)
!35 = !DILocation(line: 20, column: 16, scope: !17)
!36 = !DILocalVariable(name: "i", scope: !37, file: !2, line: 21, type: !20)
!37 = distinct !DILexicalBlock(scope: !17, file: !2, line: 21, column: 3)
!38 = !DILocation(line: 21, column: 12, scope: !37)
!39 = !DILocation(line: 21, column: 8, scope: !37)
!40 = !DILocation(line: 21, column: 19, scope: !41)
!41 = distinct !DILexicalBlock(scope: !37, file: !2, line: 21, column: 3)
!42 = !DILocation(line: 21, column: 27, scope: !41)
!43 = !DILocation(line: 21, column: 25, scope: !41)
!44 = !DILocation(line: 21, column: 21, scope: !41)
!45 = !DILocation(line: 21, column: 3, scope: !37)
!46 = !DILocalVariable(name: "n", scope: !47, file: !2, line: 22, type: !30)
!47 = distinct !DILexicalBlock(scope: !41, file: !2, line: 21, column: 38)
!48 = !DILocation(line: 22, column: 18, scope: !47)
!49 = !DILocation(line: 22, column: 22, scope: !47)
!50 = !DILocation(line: 23, column: 16, scope: !47)
!51 = !DILocation(line: 23, column: 5, scope: !47)
!52 = !DILocation(line: 23, column: 8, scope: !47)
!53 = !DILocation(line: 23, column: 14, scope: !47)
!54 = !DILocation(line: 24, column: 15, scope: !47)
!55 = !DILocation(line: 24, column: 5, scope: !47)
!56 = !DILocation(line: 24, column: 8, scope: !47)
!57 = !DILocation(line: 24, column: 13, scope: !47)
!58 = !DILocation(line: 25, column: 12, scope: !47)
!59 = !DILocation(line: 25, column: 10, scope: !47)
!60 = !DILocation(line: 26, column: 3, scope: !47)
!61 = !DILocation(line: 21, column: 34, scope: !41)
!62 = !DILocation(line: 21, column: 3, scope: !41)
!63 = distinct !{!63, !45, !64, !65}
!64 = !DILocation(line: 26, column: 3, scope: !37)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocalVariable(name: "old", scope: !17, file: !2, line: 27, type: !30)
!67 = !DILocation(line: 27, column: 16, scope: !17)
!68 = !DILocation(line: 27, column: 22, scope: !17)
!69 = !DILocation(line: 28, column: 3, scope: !17)
!70 = !DILocation(line: 28, column: 8, scope: !17)
!71 = !DILocation(line: 28, column: 13, scope: !17)
!72 = !DILocation(line: 29, column: 18, scope: !17)
!73 = !DILocation(line: 29, column: 24, scope: !17)
!74 = !DILocation(line: 29, column: 3, scope: !17)
!75 = !DILocation(line: 30, column: 3, scope: !17)
!76 = distinct !DISubprogram(name: "pop", scope: !2, file: !2, line: 11, type: !77, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!77 = !DISubroutineType(types: !78)
!78 = !{!30, !79}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!80 = !DILocalVariable(name: "head", arg: 1, scope: !76, file: !2, line: 11, type: !79)
!81 = !DILocation(line: 11, column: 65, scope: !76)
!82 = !DILocalVariable(name: "n", scope: !76, file: !2, line: 12, type: !30)
!83 = !DILocation(line: 12, column: 16, scope: !76)
!84 = !DILocation(line: 12, column: 21, scope: !76)
!85 = !DILocation(line: 12, column: 20, scope: !76)
!86 = !DILocation(line: 13, column: 11, scope: !76)
!87 = !DILocation(line: 13, column: 14, scope: !76)
!88 = !DILocation(line: 13, column: 4, scope: !76)
!89 = !DILocation(line: 13, column: 9, scope: !76)
!90 = !DILocation(line: 14, column: 8, scope: !76)
!91 = !DILocation(line: 14, column: 3, scope: !76)
!92 = !DILocation(line: 15, column: 10, scope: !76)
!93 = !DILocation(line: 15, column: 3, scope: !76)
