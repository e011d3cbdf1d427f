; ModuleID = 'reach_error.c'
source_filename = "reach_error.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%u\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !19 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !26, !DIExpression(), !27)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !28, !DIExpression(), !29)
  %8 = load ptr, ptr %5, align 8, !dbg !30
    #dbg_declare(ptr %6, !31, !DIExpression(), !32)
  store i32 0, ptr %6, align 4, !dbg !32
    #dbg_declare(ptr %7, !33, !DIExpression(), !35)
  store i32 0, ptr %7, align 4, !dbg !35
  br label %9, !dbg !36

9:                                                ; preds = %16, %2
  %10 = load i32, ptr %7, align 4, !dbg !37
  %11 = icmp slt i32 %10, 5, !dbg !39
  br i1 %11, label %12, label %19, !dbg !40

12:                                               ; preds = %9
  %13 = load i32, ptr %4, align 4, !dbg !41
  %14 = load i32, ptr %6, align 4, !dbg !42
  %15 = add i32 %14, %13, !dbg !42
  store i32 %15, ptr %6, align 4, !dbg !42
  br label %16, !dbg !43

16:                                               ; preds = %12
  %17 = load i32, ptr %7, align 4, !dbg !44
  %18 = add nsw i32 %17, 1, !dbg !44
  store i32 %18, ptr %7, align 4, !dbg !44
  br label %9, !dbg !45, !llvm.loop !46

19:                                               ; preds = %9
  %20 = load i32, ptr %6, align 4, !dbg !49
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %20), !dbg !50
  %22 = load i32, ptr %6, align 4, !dbg !51
  %23 = icmp eq i32 %22, 5, !dbg !53
  br i1 %23, label %24, label %25, !dbg !54

24:                                               ; preds = %19
  call void @reach_error(), !dbg !55
  br label %25, !dbg !55

25:                                               ; preds = %24, %19
  ret i32 0, !dbg !56
}

declare i32 @printf(ptr noundef, ...) #1

declare void @reach_error() #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "reach_error.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "5ed30ef4cbfd841197ccf84ac234eba5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 7, type: !20, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!25 = !{}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !2, line: 7, type: !22)
!27 = !DILocation(line: 7, column: 14, scope: !19)
!28 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !2, line: 7, type: !23)
!29 = !DILocation(line: 7, column: 27, scope: !19)
!30 = !DILocation(line: 8, column: 9, scope: !19)
!31 = !DILocalVariable(name: "x", scope: !19, file: !2, line: 9, type: !9)
!32 = !DILocation(line: 9, column: 12, scope: !19)
!33 = !DILocalVariable(name: "i", scope: !34, file: !2, line: 10, type: !22)
!34 = distinct !DILexicalBlock(scope: !19, file: !2, line: 10, column: 3)
!35 = !DILocation(line: 10, column: 12, scope: !34)
!36 = !DILocation(line: 10, column: 8, scope: !34)
!37 = !DILocation(line: 10, column: 19, scope: !38)
!38 = distinct !DILexicalBlock(scope: !34, file: !2, line: 10, column: 3)
!39 = !DILocation(line: 10, column: 21, scope: !38)
!40 = !DILocation(line: 10, column: 3, scope: !34)
!41 = !DILocation(line: 11, column: 20, scope: !38)
!42 = !DILocation(line: 11, column: 7, scope: !38)
!43 = !DILocation(line: 11, column: 5, scope: !38)
!44 = !DILocation(line: 10, column: 27, scope: !38)
!45 = !DILocation(line: 10, column: 3, scope: !38)
!46 = distinct !{!46, !40, !47, !48}
!47 = !DILocation(line: 11, column: 20, scope: !34)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 12, column: 18, scope: !19)
!50 = !DILocation(line: 12, column: 3, scope: !19)
!51 = !DILocation(line: 13, column: 7, scope: !52)
!52 = distinct !DILexicalBlock(scope: !19, file: !2, line: 13, column: 7)
!53 = !DILocation(line: 13, column: 9, scope: !52)
!54 = !DILocation(line: 13, column: 7, scope: !19)
!55 = !DILocation(line: 14, column: 5, scope: !52)
!56 = !DILocation(line: 15, column: 3, scope: !19)
