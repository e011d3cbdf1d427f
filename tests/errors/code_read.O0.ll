; ModuleID = 'code_read.c'
source_filename = "code_read.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !22 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 @answer(), !dbg !26
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %2), !dbg !27
  %4 = call i32 @first_byte(ptr noundef @answer), !dbg !28
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %4), !dbg !29
  ret i32 0, !dbg !30
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @answer() #0 !dbg !31 {
  ret i32 42, !dbg !32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @first_byte(ptr noundef %0) #0 !dbg !33 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !38, !DIExpression(), !39)
    #dbg_declare(ptr %3, !40, !DIExpression(), !41)
  %4 = load ptr, ptr %2, align 8, !dbg !42
  store ptr %4, ptr %3, align 8, !dbg !41
  %5 = load ptr, ptr %3, align 8, !dbg !43
  %6 = getelementptr inbounds i8, ptr %5, i64 0, !dbg !43
  %7 = load volatile i8, ptr %6, align 1, !dbg !43
  %8 = zext i8 %7 to i32, !dbg !43
  ret i32 %8, !dbg !44
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "code_read.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "e5478265b8ddf0a04d15ea7533d97606")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !13, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!10 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!11 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !12)
!12 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!13 = !{!0}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !23, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7)
!23 = !DISubroutineType(types: !24)
!24 = !{!25}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DILocation(line: 13, column: 18, scope: !22)
!27 = !DILocation(line: 13, column: 3, scope: !22)
!28 = !DILocation(line: 14, column: 18, scope: !22)
!29 = !DILocation(line: 14, column: 3, scope: !22)
!30 = !DILocation(line: 15, column: 3, scope: !22)
!31 = distinct !DISubprogram(name: "answer", scope: !2, file: !2, line: 5, type: !23, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7)
!32 = !DILocation(line: 5, column: 27, scope: !31)
!33 = distinct !DISubprogram(name: "first_byte", scope: !2, file: !2, line: 7, type: !34, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !37)
!34 = !DISubroutineType(types: !35)
!35 = !{!25, !36}
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!37 = !{}
!38 = !DILocalVariable(name: "f", arg: 1, scope: !33, file: !2, line: 7, type: !36)
!39 = !DILocation(line: 7, column: 55, scope: !33)
!40 = !DILocalVariable(name: "code", scope: !33, file: !2, line: 8, type: !9)
!41 = !DILocation(line: 8, column: 33, scope: !33)
!42 = !DILocation(line: 8, column: 72, scope: !33)
!43 = !DILocation(line: 9, column: 10, scope: !33)
!44 = !DILocation(line: 9, column: 3, scope: !33)
