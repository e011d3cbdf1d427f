; ModuleID = 'oob_sprintf.c'
source_filename = "oob_sprintf.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"id-%08d\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !17 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca [8 x i8], align 1
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !26, !DIExpression(), !27)
  %7 = load ptr, ptr %5, align 8, !dbg !28
    #dbg_declare(ptr %6, !29, !DIExpression(), !30)
  %8 = getelementptr inbounds [8 x i8], ptr %6, i64 0, i64 0, !dbg !31
  %9 = load i32, ptr %4, align 4, !dbg !32
  %10 = mul nsw i32 %9, 1234, !dbg !33
  call void @format_id(ptr noundef %8, i32 noundef %10), !dbg !34
  %11 = getelementptr inbounds [8 x i8], ptr %6, i64 0, i64 0, !dbg !35
  %12 = call i32 @puts(ptr noundef %11), !dbg !36
  ret i32 0, !dbg !37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @format_id(ptr noundef %0, i32 noundef %1) #0 !dbg !38 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !41, !DIExpression(), !42)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !43, !DIExpression(), !44)
  %5 = load ptr, ptr %3, align 8, !dbg !45
  %6 = load i32, ptr %4, align 4, !dbg !46
  %7 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %5, ptr noundef @.str, i32 noundef %6) #3, !dbg !47
  ret void, !dbg !48
}

declare i32 @puts(ptr noundef) #1

; Function Attrs: nounwind
declare i32 @sprintf(ptr noundef, ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "oob_sprintf.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "349ffb9eaf75af32cdcc8b568e26bc03")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
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
!29 = !DILocalVariable(name: "buf", scope: !17, file: !2, line: 12, type: !3)
!30 = !DILocation(line: 12, column: 8, scope: !17)
!31 = !DILocation(line: 13, column: 13, scope: !17)
!32 = !DILocation(line: 13, column: 18, scope: !17)
!33 = !DILocation(line: 13, column: 23, scope: !17)
!34 = !DILocation(line: 13, column: 3, scope: !17)
!35 = !DILocation(line: 14, column: 8, scope: !17)
!36 = !DILocation(line: 14, column: 3, scope: !17)
!37 = !DILocation(line: 15, column: 3, scope: !17)
!38 = distinct !DISubprogram(name: "format_id", scope: !2, file: !2, line: 6, type: !39, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!39 = !DISubroutineType(types: !40)
!40 = !{null, !22, !20}
!41 = !DILocalVariable(name: "out", arg: 1, scope: !38, file: !2, line: 6, type: !22)
!42 = !DILocation(line: 6, column: 55, scope: !38)
!43 = !DILocalVariable(name: "id", arg: 2, scope: !38, file: !2, line: 6, type: !20)
!44 = !DILocation(line: 6, column: 64, scope: !38)
!45 = !DILocation(line: 7, column: 11, scope: !38)
!46 = !DILocation(line: 7, column: 27, scope: !38)
!47 = !DILocation(line: 7, column: 3, scope: !38)
!48 = !DILocation(line: 8, column: 1, scope: !38)
