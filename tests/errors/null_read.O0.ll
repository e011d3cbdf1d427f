; ModuleID = 'null_read.c'
source_filename = "null_read.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.entry = type { i32, i32 }

@.str = private unnamed_addr constant [12 x i8] c"looking up\0A\00", align 1, !dbg !0
@table = internal global [3 x %struct.entry] [%struct.entry { i32 1, i32 10 }, %struct.entry { i32 2, i32 20 }, %struct.entry { i32 3, i32 30 }], align 16, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !27 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !33, !DIExpression(), !34)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !35, !DIExpression(), !36)
  %7 = load ptr, ptr %5, align 8, !dbg !37
    #dbg_declare(ptr %6, !38, !DIExpression(), !40)
  %8 = load i32, ptr %4, align 4, !dbg !41
  %9 = add nsw i32 %8, 41, !dbg !42
  %10 = call ptr @lookup(i32 noundef %9), !dbg !43
  store ptr %10, ptr %6, align 8, !dbg !40
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str), !dbg !44
  %12 = load ptr, ptr %6, align 8, !dbg !45
  %13 = getelementptr inbounds %struct.entry, ptr %12, i32 0, i32 1, !dbg !46
  %14 = load i32, ptr %13, align 4, !dbg !46
  ret i32 %14, !dbg !47
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @lookup(i32 noundef %0) #0 !dbg !48 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !51, !DIExpression(), !52)
    #dbg_declare(ptr %4, !53, !DIExpression(), !58)
  store i64 0, ptr %4, align 8, !dbg !58
  br label %5, !dbg !59

5:                                                ; preds = %19, %1
  %6 = load i64, ptr %4, align 8, !dbg !60
  %7 = icmp ult i64 %6, 3, !dbg !62
  br i1 %7, label %8, label %22, !dbg !63

8:                                                ; preds = %5
  %9 = load i64, ptr %4, align 8, !dbg !64
  %10 = getelementptr inbounds [3 x %struct.entry], ptr @table, i64 0, i64 %9, !dbg !66
  %11 = getelementptr inbounds %struct.entry, ptr %10, i32 0, i32 0, !dbg !67
  %12 = load i32, ptr %11, align 8, !dbg !67
  %13 = load i32, ptr %3, align 4, !dbg !68
  %14 = icmp eq i32 %12, %13, !dbg !69
  br i1 %14, label %15, label %18, !dbg !70

15:                                               ; preds = %8
  %16 = load i64, ptr %4, align 8, !dbg !71
  %17 = getelementptr inbounds [3 x %struct.entry], ptr @table, i64 0, i64 %16, !dbg !72
  store ptr %17, ptr %2, align 8, !dbg !73
  br label %23, !dbg !73

18:                                               ; preds = %8
  br label %19, !dbg !68

19:                                               ; preds = %18
  %20 = load i64, ptr %4, align 8, !dbg !74
  %21 = add i64 %20, 1, !dbg !74
  store i64 %21, ptr %4, align 8, !dbg !74
  br label %5, !dbg !75, !llvm.loop !76

22:                                               ; preds = %5
  store ptr null, ptr %2, align 8, !dbg !79
  br label %23, !dbg !79

23:                                               ; preds = %22, %15
  %24 = load ptr, ptr %2, align 8, !dbg !80
  ret ptr %24, !dbg !80
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "null_read.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "aae2854d00f037329faa5293a87708c9")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "table", scope: !9, file: !2, line: 11, type: !11, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!10 = !{!0, !7}
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 192, elements: !17)
!12 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !2, line: 6, size: 64, elements: !13)
!13 = !{!14, !16}
!14 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !12, file: !2, line: 7, baseType: !15, size: 32)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !12, file: !2, line: 8, baseType: !15, size: 32, offset: 32)
!17 = !{!18}
!18 = !DISubrange(count: 3)
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 8, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 2}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !28, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !32)
!28 = !DISubroutineType(types: !29)
!29 = !{!15, !15, !30}
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!32 = !{}
!33 = !DILocalVariable(name: "argc", arg: 1, scope: !27, file: !2, line: 20, type: !15)
!34 = !DILocation(line: 20, column: 14, scope: !27)
!35 = !DILocalVariable(name: "argv", arg: 2, scope: !27, file: !2, line: 20, type: !30)
!36 = !DILocation(line: 20, column: 27, scope: !27)
!37 = !DILocation(line: 21, column: 9, scope: !27)
!38 = !DILocalVariable(name: "e", scope: !27, file: !2, line: 22, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!40 = !DILocation(line: 22, column: 17, scope: !27)
!41 = !DILocation(line: 22, column: 28, scope: !27)
!42 = !DILocation(line: 22, column: 33, scope: !27)
!43 = !DILocation(line: 22, column: 21, scope: !27)
!44 = !DILocation(line: 23, column: 3, scope: !27)
!45 = !DILocation(line: 24, column: 10, scope: !27)
!46 = !DILocation(line: 24, column: 13, scope: !27)
!47 = !DILocation(line: 24, column: 3, scope: !27)
!48 = distinct !DISubprogram(name: "lookup", scope: !2, file: !2, line: 13, type: !49, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !32)
!49 = !DISubroutineType(types: !50)
!50 = !{!39, !15}
!51 = !DILocalVariable(name: "key", arg: 1, scope: !48, file: !2, line: 13, type: !15)
!52 = !DILocation(line: 13, column: 33, scope: !48)
!53 = !DILocalVariable(name: "i", scope: !54, file: !2, line: 14, type: !55)
!54 = distinct !DILexicalBlock(scope: !48, file: !2, line: 14, column: 3)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !56, line: 18, baseType: !57)
!56 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!57 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!58 = !DILocation(line: 14, column: 15, scope: !54)
!59 = !DILocation(line: 14, column: 8, scope: !54)
!60 = !DILocation(line: 14, column: 22, scope: !61)
!61 = distinct !DILexicalBlock(scope: !54, file: !2, line: 14, column: 3)
!62 = !DILocation(line: 14, column: 24, scope: !61)
!63 = !DILocation(line: 14, column: 3, scope: !54)
!64 = !DILocation(line: 15, column: 15, scope: !65)
!65 = distinct !DILexicalBlock(scope: !61, file: !2, line: 15, column: 9)
!66 = !DILocation(line: 15, column: 9, scope: !65)
!67 = !DILocation(line: 15, column: 18, scope: !65)
!68 = !DILocation(line: 15, column: 25, scope: !65)
!69 = !DILocation(line: 15, column: 22, scope: !65)
!70 = !DILocation(line: 15, column: 9, scope: !61)
!71 = !DILocation(line: 16, column: 21, scope: !65)
!72 = !DILocation(line: 16, column: 15, scope: !65)
!73 = !DILocation(line: 16, column: 7, scope: !65)
!74 = !DILocation(line: 14, column: 59, scope: !61)
!75 = !DILocation(line: 14, column: 3, scope: !61)
!76 = distinct !{!76, !63, !77, !78}
!77 = !DILocation(line: 16, column: 22, scope: !54)
!78 = !{!"llvm.loop.mustprogress"}
!79 = !DILocation(line: 17, column: 3, scope: !48)
!80 = !DILocation(line: 18, column: 1, scope: !48)
