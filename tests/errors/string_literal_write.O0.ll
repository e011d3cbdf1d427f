; ModuleID = 'string_literal_write.c'
source_filename = "string_literal_write.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !17 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !26, !DIExpression(), !27)
  %7 = load ptr, ptr %5, align 8, !dbg !28
    #dbg_declare(ptr %6, !29, !DIExpression(), !30)
  %8 = load i32, ptr %4, align 4, !dbg !31
  %9 = icmp sgt i32 %8, 5, !dbg !32
  br i1 %9, label %10, label %14, !dbg !31

10:                                               ; preds = %2
  %11 = load ptr, ptr %5, align 8, !dbg !33
  %12 = getelementptr inbounds ptr, ptr %11, i64 0, !dbg !33
  %13 = load ptr, ptr %12, align 8, !dbg !33
  br label %15, !dbg !31

14:                                               ; preds = %2
  br label %15, !dbg !31

15:                                               ; preds = %14, %10
  %16 = phi ptr [ %13, %10 ], [ @.str, %14 ], !dbg !31
  store ptr %16, ptr %6, align 8, !dbg !30
  %17 = load ptr, ptr %6, align 8, !dbg !34
  call void @upcase(ptr noundef %17), !dbg !35
  %18 = load ptr, ptr %6, align 8, !dbg !36
  %19 = call i32 @puts(ptr noundef %18), !dbg !37
  ret i32 0, !dbg !38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @upcase(ptr noundef %0) #0 !dbg !39 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !42, !DIExpression(), !43)
  br label %3, !dbg !44

3:                                                ; preds = %24, %1
  %4 = load ptr, ptr %2, align 8, !dbg !45
  %5 = load i8, ptr %4, align 1, !dbg !48
  %6 = icmp ne i8 %5, 0, !dbg !49
  br i1 %6, label %7, label %27, !dbg !49

7:                                                ; preds = %3
  %8 = load ptr, ptr %2, align 8, !dbg !50
  %9 = load i8, ptr %8, align 1, !dbg !52
  %10 = sext i8 %9 to i32, !dbg !52
  %11 = icmp sge i32 %10, 97, !dbg !53
  br i1 %11, label %12, label %23, !dbg !54

12:                                               ; preds = %7
  %13 = load ptr, ptr %2, align 8, !dbg !55
  %14 = load i8, ptr %13, align 1, !dbg !56
  %15 = sext i8 %14 to i32, !dbg !56
  %16 = icmp sle i32 %15, 122, !dbg !57
  br i1 %16, label %17, label %23, !dbg !58

17:                                               ; preds = %12
  %18 = load ptr, ptr %2, align 8, !dbg !59
  %19 = load i8, ptr %18, align 1, !dbg !60
  %20 = sext i8 %19 to i32, !dbg !60
  %21 = sub nsw i32 %20, 32, !dbg !60
  %22 = trunc i32 %21 to i8, !dbg !60
  store i8 %22, ptr %18, align 1, !dbg !60
  br label %23, !dbg !61

23:                                               ; preds = %17, %12, %7
  br label %24, !dbg !62

24:                                               ; preds = %23
  %25 = load ptr, ptr %2, align 8, !dbg !63
  %26 = getelementptr inbounds i8, ptr %25, i32 1, !dbg !63
  store ptr %26, ptr %2, align 8, !dbg !63
  br label %3, !dbg !64, !llvm.loop !65

27:                                               ; preds = %3
  ret void, !dbg !68
}

declare i32 @puts(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "string_literal_write.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "fc12a25259a3bb6ade393775d4316d41")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !18, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 11, type: !20)
!25 = !DILocation(line: 11, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 11, type: !21)
!27 = !DILocation(line: 11, column: 27, scope: !17)
!28 = !DILocation(line: 12, column: 9, scope: !17)
!29 = !DILocalVariable(name: "s", scope: !17, file: !2, line: 13, type: !22)
!30 = !DILocation(line: 13, column: 9, scope: !17)
!31 = !DILocation(line: 13, column: 13, scope: !17)
!32 = !DILocation(line: 13, column: 18, scope: !17)
!33 = !DILocation(line: 13, column: 24, scope: !17)
!34 = !DILocation(line: 14, column: 10, scope: !17)
!35 = !DILocation(line: 14, column: 3, scope: !17)
!36 = !DILocation(line: 15, column: 8, scope: !17)
!37 = !DILocation(line: 15, column: 3, scope: !17)
!38 = !DILocation(line: 16, column: 3, scope: !17)
!39 = distinct !DISubprogram(name: "upcase", scope: !2, file: !2, line: 5, type: !40, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!40 = !DISubroutineType(types: !41)
!41 = !{null, !22}
!42 = !DILocalVariable(name: "s", arg: 1, scope: !39, file: !2, line: 5, type: !22)
!43 = !DILocation(line: 5, column: 52, scope: !39)
!44 = !DILocation(line: 6, column: 3, scope: !39)
!45 = !DILocation(line: 6, column: 11, scope: !46)
!46 = distinct !DILexicalBlock(scope: !47, file: !2, line: 6, column: 3)
!47 = distinct !DILexicalBlock(scope: !39, file: !2, line: 6, column: 3)
!48 = !DILocation(line: 6, column: 10, scope: !46)
!49 = !DILocation(line: 6, column: 3, scope: !47)
!50 = !DILocation(line: 7, column: 10, scope: !51)
!51 = distinct !DILexicalBlock(scope: !46, file: !2, line: 7, column: 9)
!52 = !DILocation(line: 7, column: 9, scope: !51)
!53 = !DILocation(line: 7, column: 12, scope: !51)
!54 = !DILocation(line: 7, column: 19, scope: !51)
!55 = !DILocation(line: 7, column: 23, scope: !51)
!56 = !DILocation(line: 7, column: 22, scope: !51)
!57 = !DILocation(line: 7, column: 25, scope: !51)
!58 = !DILocation(line: 7, column: 9, scope: !46)
!59 = !DILocation(line: 8, column: 8, scope: !51)
!60 = !DILocation(line: 8, column: 10, scope: !51)
!61 = !DILocation(line: 8, column: 7, scope: !51)
!62 = !DILocation(line: 7, column: 28, scope: !51)
!63 = !DILocation(line: 6, column: 15, scope: !46)
!64 = !DILocation(line: 6, column: 3, scope: !46)
!65 = distinct !{!65, !49, !66, !67}
!66 = !DILocation(line: 8, column: 19, scope: !47)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 9, column: 1, scope: !39)
