; ModuleID = 'verifier_error.c'
source_filename = "verifier_error.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !17 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !26, !DIExpression(), !27)
  %8 = load ptr, ptr %5, align 8, !dbg !28
    #dbg_declare(ptr %6, !29, !DIExpression(), !30)
  store i32 10, ptr %6, align 4, !dbg !30
    #dbg_declare(ptr %7, !31, !DIExpression(), !33)
  store i32 0, ptr %7, align 4, !dbg !33
  br label %9, !dbg !34

9:                                                ; preds = %20, %2
  %10 = load i32, ptr %7, align 4, !dbg !35
  %11 = icmp slt i32 %10, 3, !dbg !37
  br i1 %11, label %12, label %23, !dbg !38

12:                                               ; preds = %9
  %13 = load i32, ptr %4, align 4, !dbg !39
  %14 = mul nsw i32 4, %13, !dbg !41
  %15 = load i32, ptr %6, align 4, !dbg !42
  %16 = sub nsw i32 %15, %14, !dbg !42
  store i32 %16, ptr %6, align 4, !dbg !42
  %17 = load i32, ptr %6, align 4, !dbg !43
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %17), !dbg !44
  %19 = load i32, ptr %6, align 4, !dbg !45
  call void @check(i32 noundef %19), !dbg !46
  br label %20, !dbg !47

20:                                               ; preds = %12
  %21 = load i32, ptr %7, align 4, !dbg !48
  %22 = add nsw i32 %21, 1, !dbg !48
  store i32 %22, ptr %7, align 4, !dbg !48
  br label %9, !dbg !49, !llvm.loop !50

23:                                               ; preds = %9
  ret i32 0, !dbg !53
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check(i32 noundef %0) #0 !dbg !54 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !57, !DIExpression(), !58)
  %3 = load i32, ptr %2, align 4, !dbg !59
  %4 = icmp slt i32 %3, 0, !dbg !61
  br i1 %4, label %5, label %6, !dbg !62

5:                                                ; preds = %1
  call void @__VERIFIER_error(), !dbg !63
  br label %6, !dbg !63

6:                                                ; preds = %5, %1
  ret void, !dbg !64
}

declare void @__VERIFIER_error() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "verifier_error.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "a6b4ead2f86eb5610a060a16fe5225a0")
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !18, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 12, type: !20)
!25 = !DILocation(line: 12, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 12, type: !21)
!27 = !DILocation(line: 12, column: 27, scope: !17)
!28 = !DILocation(line: 13, column: 9, scope: !17)
!29 = !DILocalVariable(name: "balance", scope: !17, file: !2, line: 14, type: !20)
!30 = !DILocation(line: 14, column: 7, scope: !17)
!31 = !DILocalVariable(name: "i", scope: !32, file: !2, line: 15, type: !20)
!32 = distinct !DILexicalBlock(scope: !17, file: !2, line: 15, column: 3)
!33 = !DILocation(line: 15, column: 12, scope: !32)
!34 = !DILocation(line: 15, column: 8, scope: !32)
!35 = !DILocation(line: 15, column: 19, scope: !36)
!36 = distinct !DILexicalBlock(scope: !32, file: !2, line: 15, column: 3)
!37 = !DILocation(line: 15, column: 21, scope: !36)
!38 = !DILocation(line: 15, column: 3, scope: !32)
!39 = !DILocation(line: 16, column: 20, scope: !40)
!40 = distinct !DILexicalBlock(scope: !36, file: !2, line: 15, column: 31)
!41 = !DILocation(line: 16, column: 18, scope: !40)
!42 = !DILocation(line: 16, column: 13, scope: !40)
!43 = !DILocation(line: 17, column: 20, scope: !40)
!44 = !DILocation(line: 17, column: 5, scope: !40)
!45 = !DILocation(line: 18, column: 11, scope: !40)
!46 = !DILocation(line: 18, column: 5, scope: !40)
!47 = !DILocation(line: 19, column: 3, scope: !40)
!48 = !DILocation(line: 15, column: 27, scope: !36)
!49 = !DILocation(line: 15, column: 3, scope: !36)
!50 = distinct !{!50, !38, !51, !52}
!51 = !DILocation(line: 19, column: 3, scope: !32)
!52 = !{!"llvm.loop.mustprogress"}
!53 = !DILocation(line: 20, column: 3, scope: !17)
!54 = distinct !DISubprogram(name: "check", scope: !2, file: !2, line: 7, type: !55, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!55 = !DISubroutineType(types: !56)
!56 = !{null, !20}
!57 = !DILocalVariable(name: "balance", arg: 1, scope: !54, file: !2, line: 7, type: !20)
!58 = !DILocation(line: 7, column: 49, scope: !54)
!59 = !DILocation(line: 8, column: 7, scope: !60)
!60 = distinct !DILexicalBlock(scope: !54, file: !2, line: 8, column: 7)
!61 = !DILocation(line: 8, column: 15, scope: !60)
!62 = !DILocation(line: 8, column: 7, scope: !54)
!63 = !DILocation(line: 9, column: 5, scope: !60)
!64 = !DILocation(line: 10, column: 1, scope: !54)
