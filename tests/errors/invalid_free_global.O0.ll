; ModuleID = 'invalid_free_global.c'
source_filename = "invalid_free_global.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@name_buf = dso_local global [32 x i8] c"default\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00\00", align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !22 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !29, !DIExpression(), !30)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !31, !DIExpression(), !32)
  %7 = load ptr, ptr %5, align 8, !dbg !33
    #dbg_declare(ptr %6, !34, !DIExpression(), !35)
  %8 = load i32, ptr %4, align 4, !dbg !36
  %9 = icmp sgt i32 %8, 5, !dbg !37
  br i1 %9, label %10, label %12, !dbg !36

10:                                               ; preds = %2
  %11 = call noalias ptr @malloc(i64 noundef 32) #4, !dbg !38
  br label %13, !dbg !36

12:                                               ; preds = %2
  br label %13, !dbg !36

13:                                               ; preds = %12, %10
  %14 = phi ptr [ %11, %10 ], [ @name_buf, %12 ], !dbg !36
  store ptr %14, ptr %6, align 8, !dbg !35
  %15 = load ptr, ptr %6, align 8, !dbg !39
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %15), !dbg !40
  %17 = load ptr, ptr %6, align 8, !dbg !41
  call void @free(ptr noundef %17) #5, !dbg !42
  ret i32 0, !dbg !43
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "name_buf", scope: !2, file: !3, line: 6, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "invalid_free_global.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "93bfa1e24e5f3fb098ed60b77b7d7130")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 32)
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 8, type: !23, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!28 = !{}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !3, line: 8, type: !25)
!30 = !DILocation(line: 8, column: 14, scope: !22)
!31 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !3, line: 8, type: !26)
!32 = !DILocation(line: 8, column: 27, scope: !22)
!33 = !DILocation(line: 9, column: 9, scope: !22)
!34 = !DILocalVariable(name: "name", scope: !22, file: !3, line: 10, type: !27)
!35 = !DILocation(line: 10, column: 9, scope: !22)
!36 = !DILocation(line: 10, column: 16, scope: !22)
!37 = !DILocation(line: 10, column: 21, scope: !22)
!38 = !DILocation(line: 10, column: 27, scope: !22)
!39 = !DILocation(line: 11, column: 18, scope: !22)
!40 = !DILocation(line: 11, column: 3, scope: !22)
!41 = !DILocation(line: 12, column: 8, scope: !22)
!42 = !DILocation(line: 12, column: 3, scope: !22)
!43 = !DILocation(line: 13, column: 3, scope: !22)
