; ModuleID = 'oob_stack_write.c'
source_filename = "oob_stack_write.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !17 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca [8 x i32], align 16
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !26, !DIExpression(), !27)
  %7 = load ptr, ptr %5, align 8, !dbg !28
    #dbg_declare(ptr %6, !29, !DIExpression(), !33)
  %8 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 0, !dbg !34
  %9 = load i32, ptr %4, align 4, !dbg !35
  %10 = add nsw i32 %9, 8, !dbg !36
  call void @fill(ptr noundef %8, i32 noundef %10), !dbg !37
  %11 = getelementptr inbounds [8 x i32], ptr %6, i64 0, i64 7, !dbg !38
  %12 = load i32, ptr %11, align 4, !dbg !38
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %12), !dbg !39
  ret i32 0, !dbg !40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill(ptr noundef %0, i32 noundef %1) #0 !dbg !41 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !45, !DIExpression(), !46)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !47, !DIExpression(), !48)
    #dbg_declare(ptr %5, !49, !DIExpression(), !51)
  store i32 0, ptr %5, align 4, !dbg !51
  br label %6, !dbg !52

6:                                                ; preds = %18, %2
  %7 = load i32, ptr %5, align 4, !dbg !53
  %8 = load i32, ptr %4, align 4, !dbg !55
  %9 = icmp slt i32 %7, %8, !dbg !56
  br i1 %9, label %10, label %21, !dbg !57

10:                                               ; preds = %6
  %11 = load i32, ptr %5, align 4, !dbg !58
  %12 = load i32, ptr %5, align 4, !dbg !59
  %13 = mul nsw i32 %11, %12, !dbg !60
  %14 = load ptr, ptr %3, align 8, !dbg !61
  %15 = load i32, ptr %5, align 4, !dbg !62
  %16 = sext i32 %15 to i64, !dbg !61
  %17 = getelementptr inbounds i32, ptr %14, i64 %16, !dbg !61
  store i32 %13, ptr %17, align 4, !dbg !63
  br label %18, !dbg !61

18:                                               ; preds = %10
  %19 = load i32, ptr %5, align 4, !dbg !64
  %20 = add nsw i32 %19, 1, !dbg !64
  store i32 %20, ptr %5, align 4, !dbg !64
  br label %6, !dbg !65, !llvm.loop !66

21:                                               ; preds = %6
  ret void, !dbg !69
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "oob_stack_write.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "cf0e0d25ee30a623fe70a3f96ff98d72")
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 10, type: !18, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 10, type: !20)
!25 = !DILocation(line: 10, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 10, type: !21)
!27 = !DILocation(line: 10, column: 27, scope: !17)
!28 = !DILocation(line: 11, column: 9, scope: !17)
!29 = !DILocalVariable(name: "a", scope: !17, file: !2, line: 12, type: !30)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 256, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 8)
!33 = !DILocation(line: 12, column: 7, scope: !17)
!34 = !DILocation(line: 13, column: 8, scope: !17)
!35 = !DILocation(line: 13, column: 11, scope: !17)
!36 = !DILocation(line: 13, column: 16, scope: !17)
!37 = !DILocation(line: 13, column: 3, scope: !17)
!38 = !DILocation(line: 14, column: 18, scope: !17)
!39 = !DILocation(line: 14, column: 3, scope: !17)
!40 = !DILocation(line: 15, column: 3, scope: !17)
!41 = distinct !DISubprogram(name: "fill", scope: !2, file: !2, line: 5, type: !42, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!42 = !DISubroutineType(types: !43)
!43 = !{null, !44, !20}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!45 = !DILocalVariable(name: "a", arg: 1, scope: !41, file: !2, line: 5, type: !44)
!46 = !DILocation(line: 5, column: 49, scope: !41)
!47 = !DILocalVariable(name: "n", arg: 2, scope: !41, file: !2, line: 5, type: !20)
!48 = !DILocation(line: 5, column: 56, scope: !41)
!49 = !DILocalVariable(name: "i", scope: !50, file: !2, line: 6, type: !20)
!50 = distinct !DILexicalBlock(scope: !41, file: !2, line: 6, column: 3)
!51 = !DILocation(line: 6, column: 12, scope: !50)
!52 = !DILocation(line: 6, column: 8, scope: !50)
!53 = !DILocation(line: 6, column: 19, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !2, line: 6, column: 3)
!55 = !DILocation(line: 6, column: 23, scope: !54)
!56 = !DILocation(line: 6, column: 21, scope: !54)
!57 = !DILocation(line: 6, column: 3, scope: !50)
!58 = !DILocation(line: 7, column: 12, scope: !54)
!59 = !DILocation(line: 7, column: 16, scope: !54)
!60 = !DILocation(line: 7, column: 14, scope: !54)
!61 = !DILocation(line: 7, column: 5, scope: !54)
!62 = !DILocation(line: 7, column: 7, scope: !54)
!63 = !DILocation(line: 7, column: 10, scope: !54)
!64 = !DILocation(line: 6, column: 27, scope: !54)
!65 = !DILocation(line: 6, column: 3, scope: !54)
!66 = distinct !{!66, !57, !67, !68}
!67 = !DILocation(line: 7, column: 16, scope: !50)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocation(line: 8, column: 1, scope: !41)
