; ModuleID = 'null_fnptr.c'
source_filename = "null_fnptr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.hooks = type { ptr, ptr }

@__const.main.h = private unnamed_addr constant %struct.hooks { ptr @log_before, ptr null }, align 8
@.str = private unnamed_addr constant [11 x i8] c"before %d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !19 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca %struct.hooks, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !26, !DIExpression(), !27)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !28, !DIExpression(), !29)
  %7 = load ptr, ptr %5, align 8, !dbg !30
    #dbg_declare(ptr %6, !31, !DIExpression(), !39)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.h, i64 16, i1 false), !dbg !39
  %8 = load i32, ptr %4, align 4, !dbg !40
  %9 = icmp sgt i32 %8, 5, !dbg !42
  br i1 %9, label %10, label %12, !dbg !43

10:                                               ; preds = %2
  %11 = getelementptr inbounds %struct.hooks, ptr %6, i32 0, i32 1, !dbg !44
  store ptr @log_before, ptr %11, align 8, !dbg !45
  br label %12, !dbg !46

12:                                               ; preds = %10, %2
  %13 = getelementptr inbounds %struct.hooks, ptr %6, i32 0, i32 0, !dbg !47
  %14 = load ptr, ptr %13, align 8, !dbg !47
  call void @run_hook(ptr noundef %14, i32 noundef 1), !dbg !48
  %15 = getelementptr inbounds %struct.hooks, ptr %6, i32 0, i32 1, !dbg !49
  %16 = load ptr, ptr %15, align 8, !dbg !49
  call void @run_hook(ptr noundef %16, i32 noundef 2), !dbg !50
  ret i32 0, !dbg !51
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @log_before(i32 noundef %0) #0 !dbg !52 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !53, !DIExpression(), !54)
  %3 = load i32, ptr %2, align 4, !dbg !55
  %4 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %3), !dbg !56
  ret void, !dbg !57
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @run_hook(ptr noundef %0, i32 noundef %1) #0 !dbg !58 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !61, !DIExpression(), !62)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !63, !DIExpression(), !64)
  %5 = load ptr, ptr %3, align 8, !dbg !65
  %6 = load i32, ptr %4, align 4, !dbg !66
  call void %5(i32 noundef %6), !dbg !65
  ret void, !dbg !67
}

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "null_fnptr.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "df9ff60e980403819b5756b90b535a40")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !10, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !20, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!25 = !{}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !2, line: 16, type: !22)
!27 = !DILocation(line: 16, column: 14, scope: !19)
!28 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !2, line: 16, type: !23)
!29 = !DILocation(line: 16, column: 27, scope: !19)
!30 = !DILocation(line: 17, column: 9, scope: !19)
!31 = !DILocalVariable(name: "h", scope: !19, file: !2, line: 18, type: !32)
!32 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "hooks", file: !2, line: 5, size: 128, elements: !33)
!33 = !{!34, !38}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "before", scope: !32, file: !2, line: 6, baseType: !35, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DISubroutineType(types: !37)
!37 = !{null, !22}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "after", scope: !32, file: !2, line: 7, baseType: !35, size: 64, offset: 64)
!39 = !DILocation(line: 18, column: 16, scope: !19)
!40 = !DILocation(line: 19, column: 7, scope: !41)
!41 = distinct !DILexicalBlock(scope: !19, file: !2, line: 19, column: 7)
!42 = !DILocation(line: 19, column: 12, scope: !41)
!43 = !DILocation(line: 19, column: 7, scope: !19)
!44 = !DILocation(line: 20, column: 7, scope: !41)
!45 = !DILocation(line: 20, column: 13, scope: !41)
!46 = !DILocation(line: 20, column: 5, scope: !41)
!47 = !DILocation(line: 21, column: 14, scope: !19)
!48 = !DILocation(line: 21, column: 3, scope: !19)
!49 = !DILocation(line: 22, column: 14, scope: !19)
!50 = !DILocation(line: 22, column: 3, scope: !19)
!51 = !DILocation(line: 23, column: 3, scope: !19)
!52 = distinct !DISubprogram(name: "log_before", scope: !2, file: !2, line: 10, type: !36, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !25)
!53 = !DILocalVariable(name: "x", arg: 1, scope: !52, file: !2, line: 10, type: !22)
!54 = !DILocation(line: 10, column: 28, scope: !52)
!55 = !DILocation(line: 10, column: 55, scope: !52)
!56 = !DILocation(line: 10, column: 33, scope: !52)
!57 = !DILocation(line: 10, column: 59, scope: !52)
!58 = distinct !DISubprogram(name: "run_hook", scope: !2, file: !2, line: 12, type: !59, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !25)
!59 = !DISubroutineType(types: !60)
!60 = !{null, !35, !22}
!61 = !DILocalVariable(name: "hook", arg: 1, scope: !58, file: !2, line: 12, type: !35)
!62 = !DILocation(line: 12, column: 55, scope: !58)
!63 = !DILocalVariable(name: "x", arg: 2, scope: !58, file: !2, line: 12, type: !22)
!64 = !DILocation(line: 12, column: 71, scope: !58)
!65 = !DILocation(line: 13, column: 3, scope: !58)
!66 = !DILocation(line: 13, column: 8, scope: !58)
!67 = !DILocation(line: 14, column: 1, scope: !58)
