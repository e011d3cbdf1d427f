; ModuleID = 'stack_overflow_big_frames.c'
source_filename = "stack_overflow_big_frames.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !17 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 @recurse(i32 noundef 0), !dbg !21
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %2), !dbg !22
  ret i32 0, !dbg !23
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @recurse(i32 noundef %0) #0 !dbg !24 {
  %2 = alloca i32, align 4
  %3 = alloca [65536 x i8], align 16
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !28, !DIExpression(), !29)
    #dbg_declare(ptr %3, !30, !DIExpression(), !34)
  %4 = getelementptr inbounds [65536 x i8], ptr %3, i64 0, i64 0, !dbg !35
  %5 = load i32, ptr %2, align 4, !dbg !36
  %6 = trunc i32 %5 to i8, !dbg !35
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 %6, i64 65536, i1 false), !dbg !35
  %7 = load i32, ptr %2, align 4, !dbg !37
  %8 = add nsw i32 %7, 1, !dbg !38
  %9 = call i32 @recurse(i32 noundef %8), !dbg !39
  %10 = load i32, ptr %2, align 4, !dbg !40
  %11 = srem i32 %10, 65536, !dbg !41
  %12 = sext i32 %11 to i64, !dbg !42
  %13 = getelementptr inbounds [65536 x i8], ptr %3, i64 0, i64 %12, !dbg !42
  %14 = load i8, ptr %13, align 1, !dbg !42
  %15 = sext i8 %14 to i32, !dbg !42
  %16 = add nsw i32 %9, %15, !dbg !43
  ret i32 %16, !dbg !44
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "stack_overflow_big_frames.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "b0bb68a0cad77d2a5e9e28ba9070a9a1")
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !18, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7)
!18 = !DISubroutineType(types: !19)
!19 = !{!20}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DILocation(line: 14, column: 18, scope: !17)
!22 = !DILocation(line: 14, column: 3, scope: !17)
!23 = !DILocation(line: 15, column: 3, scope: !17)
!24 = distinct !DISubprogram(name: "recurse", scope: !2, file: !2, line: 7, type: !25, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !27)
!25 = !DISubroutineType(types: !26)
!26 = !{!20, !20}
!27 = !{}
!28 = !DILocalVariable(name: "n", arg: 1, scope: !24, file: !2, line: 7, type: !20)
!29 = !DILocation(line: 7, column: 50, scope: !24)
!30 = !DILocalVariable(name: "big", scope: !24, file: !2, line: 8, type: !31)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 524288, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 65536)
!34 = !DILocation(line: 8, column: 8, scope: !24)
!35 = !DILocation(line: 9, column: 3, scope: !24)
!36 = !DILocation(line: 9, column: 15, scope: !24)
!37 = !DILocation(line: 10, column: 18, scope: !24)
!38 = !DILocation(line: 10, column: 20, scope: !24)
!39 = !DILocation(line: 10, column: 10, scope: !24)
!40 = !DILocation(line: 10, column: 31, scope: !24)
!41 = !DILocation(line: 10, column: 33, scope: !24)
!42 = !DILocation(line: 10, column: 27, scope: !24)
!43 = !DILocation(line: 10, column: 25, scope: !24)
!44 = !DILocation(line: 10, column: 3, scope: !24)
