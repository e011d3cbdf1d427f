; ModuleID = 'oob_memset.c'
source_filename = "oob_memset.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !21 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca [16 x i8], align 16
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !28, !DIExpression(), !29)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !30, !DIExpression(), !31)
  %7 = load ptr, ptr %5, align 8, !dbg !32
    #dbg_declare(ptr %6, !33, !DIExpression(), !37)
  %8 = getelementptr inbounds [16 x i8], ptr %6, i64 0, i64 0, !dbg !38
  %9 = load i32, ptr %4, align 4, !dbg !39
  %10 = sext i32 %9 to i64, !dbg !40
  %11 = add i64 16, %10, !dbg !41
  call void @clear(ptr noundef %8, i64 noundef %11), !dbg !42
  %12 = getelementptr inbounds [16 x i8], ptr %6, i64 0, i64 0, !dbg !43
  %13 = load i8, ptr %12, align 16, !dbg !43
  %14 = sext i8 %13 to i32, !dbg !43
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %14), !dbg !44
  ret i32 0, !dbg !45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @clear(ptr noundef %0, i64 noundef %1) #0 !dbg !46 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !49, !DIExpression(), !50)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !51, !DIExpression(), !52)
  %5 = load ptr, ptr %3, align 8, !dbg !53
  %6 = load i64, ptr %4, align 8, !dbg !54
  call void @llvm.memset.p0.i64(ptr align 1 %5, i8 0, i64 %6, i1 false), !dbg !55
  ret void, !dbg !56
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "oob_memset.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "aacab8c91669aa39e483e8e6e8522598")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !12, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !10, line: 18, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !{!0}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 10, type: !22, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !27)
!22 = !DISubroutineType(types: !23)
!23 = !{!24, !24, !25}
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!27 = !{}
!28 = !DILocalVariable(name: "argc", arg: 1, scope: !21, file: !2, line: 10, type: !24)
!29 = !DILocation(line: 10, column: 14, scope: !21)
!30 = !DILocalVariable(name: "argv", arg: 2, scope: !21, file: !2, line: 10, type: !25)
!31 = !DILocation(line: 10, column: 27, scope: !21)
!32 = !DILocation(line: 11, column: 9, scope: !21)
!33 = !DILocalVariable(name: "buf", scope: !21, file: !2, line: 12, type: !34)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 16)
!37 = !DILocation(line: 12, column: 8, scope: !21)
!38 = !DILocation(line: 13, column: 9, scope: !21)
!39 = !DILocation(line: 13, column: 35, scope: !21)
!40 = !DILocation(line: 13, column: 27, scope: !21)
!41 = !DILocation(line: 13, column: 25, scope: !21)
!42 = !DILocation(line: 13, column: 3, scope: !21)
!43 = !DILocation(line: 14, column: 18, scope: !21)
!44 = !DILocation(line: 14, column: 3, scope: !21)
!45 = !DILocation(line: 15, column: 3, scope: !21)
!46 = distinct !DISubprogram(name: "clear", scope: !2, file: !2, line: 6, type: !47, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !27)
!47 = !DISubroutineType(types: !48)
!48 = !{null, !26, !9}
!49 = !DILocalVariable(name: "buf", arg: 1, scope: !46, file: !2, line: 6, type: !26)
!50 = !DILocation(line: 6, column: 51, scope: !46)
!51 = !DILocalVariable(name: "n", arg: 2, scope: !46, file: !2, line: 6, type: !9)
!52 = !DILocation(line: 6, column: 63, scope: !46)
!53 = !DILocation(line: 7, column: 10, scope: !46)
!54 = !DILocation(line: 7, column: 18, scope: !46)
!55 = !DILocation(line: 7, column: 3, scope: !46)
!56 = !DILocation(line: 8, column: 1, scope: !46)
