; ModuleID = 'invalid_free_stack.c'
source_filename = "invalid_free_stack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !17 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !26, !DIExpression(), !27)
  %8 = load ptr, ptr %5, align 8, !dbg !28
    #dbg_declare(ptr %6, !29, !DIExpression(), !30)
  %9 = load i32, ptr %4, align 4, !dbg !31
  store i32 %9, ptr %6, align 4, !dbg !30
    #dbg_declare(ptr %7, !32, !DIExpression(), !34)
  %10 = load i32, ptr %4, align 4, !dbg !35
  %11 = icmp sgt i32 %10, 5, !dbg !36
  br i1 %11, label %12, label %14, !dbg !35

12:                                               ; preds = %2
  %13 = call noalias ptr @malloc(i64 noundef 4) #4, !dbg !37
  br label %15, !dbg !35

14:                                               ; preds = %2
  br label %15, !dbg !35

15:                                               ; preds = %14, %12
  %16 = phi ptr [ %13, %12 ], [ %6, %14 ], !dbg !35
  store ptr %16, ptr %7, align 8, !dbg !34
  %17 = load ptr, ptr %7, align 8, !dbg !38
  %18 = load i32, ptr %17, align 4, !dbg !39
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %18), !dbg !40
  %20 = load ptr, ptr %7, align 8, !dbg !41
  call void @dispose(ptr noundef %20), !dbg !42
  ret i32 0, !dbg !43
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dispose(ptr noundef %0) #0 !dbg !44 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !47, !DIExpression(), !48)
  %3 = load ptr, ptr %2, align 8, !dbg !49
  call void @free(ptr noundef %3) #5, !dbg !50
  ret void, !dbg !51
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "invalid_free_stack.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "37741d5babe0a723df0eacff79000ad0")
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
!29 = !DILocalVariable(name: "local", scope: !17, file: !2, line: 12, type: !20)
!30 = !DILocation(line: 12, column: 7, scope: !17)
!31 = !DILocation(line: 12, column: 15, scope: !17)
!32 = !DILocalVariable(name: "p", scope: !17, file: !2, line: 13, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!34 = !DILocation(line: 13, column: 8, scope: !17)
!35 = !DILocation(line: 13, column: 12, scope: !17)
!36 = !DILocation(line: 13, column: 17, scope: !17)
!37 = !DILocation(line: 13, column: 23, scope: !17)
!38 = !DILocation(line: 14, column: 19, scope: !17)
!39 = !DILocation(line: 14, column: 18, scope: !17)
!40 = !DILocation(line: 14, column: 3, scope: !17)
!41 = !DILocation(line: 15, column: 11, scope: !17)
!42 = !DILocation(line: 15, column: 3, scope: !17)
!43 = !DILocation(line: 16, column: 3, scope: !17)
!44 = distinct !DISubprogram(name: "dispose", scope: !2, file: !2, line: 6, type: !45, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!45 = !DISubroutineType(types: !46)
!46 = !{null, !33}
!47 = !DILocalVariable(name: "p", arg: 1, scope: !44, file: !2, line: 6, type: !33)
!48 = !DILocation(line: 6, column: 52, scope: !44)
!49 = !DILocation(line: 7, column: 8, scope: !44)
!50 = !DILocation(line: 7, column: 3, scope: !44)
!51 = !DILocation(line: 8, column: 1, scope: !44)
