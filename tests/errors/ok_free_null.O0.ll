; ModuleID = 'ok_free_null.c'
source_filename = "ok_free_null.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"done\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !19 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !26, !DIExpression(), !27)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !28, !DIExpression(), !29)
  %7 = load ptr, ptr %5, align 8, !dbg !30
    #dbg_declare(ptr %6, !31, !DIExpression(), !32)
  store ptr null, ptr %6, align 8, !dbg !32
  %8 = load i32, ptr %4, align 4, !dbg !33
  %9 = icmp sgt i32 %8, 5, !dbg !35
  br i1 %9, label %10, label %12, !dbg !36

10:                                               ; preds = %2
  %11 = call noalias ptr @malloc(i64 noundef 10) #4, !dbg !37
  store ptr %11, ptr %6, align 8, !dbg !38
  br label %12, !dbg !39

12:                                               ; preds = %10, %2
  %13 = load ptr, ptr %6, align 8, !dbg !40
  call void @free(ptr noundef %13) #5, !dbg !41
  call void @free(ptr noundef null) #5, !dbg !42
  %14 = call i32 @puts(ptr noundef @.str), !dbg !43
  ret i32 0, !dbg !44
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

declare i32 @puts(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ok_free_null.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "da81abd54cadab87e065ca0ff32901c2")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
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
!31 = !DILocalVariable(name: "p", scope: !19, file: !2, line: 9, type: !24)
!32 = !DILocation(line: 9, column: 9, scope: !19)
!33 = !DILocation(line: 10, column: 7, scope: !34)
!34 = distinct !DILexicalBlock(scope: !19, file: !2, line: 10, column: 7)
!35 = !DILocation(line: 10, column: 12, scope: !34)
!36 = !DILocation(line: 10, column: 7, scope: !19)
!37 = !DILocation(line: 11, column: 9, scope: !34)
!38 = !DILocation(line: 11, column: 7, scope: !34)
!39 = !DILocation(line: 11, column: 5, scope: !34)
!40 = !DILocation(line: 12, column: 8, scope: !19)
!41 = !DILocation(line: 12, column: 3, scope: !19)
!42 = !DILocation(line: 13, column: 3, scope: !19)
!43 = !DILocation(line: 14, column: 3, scope: !19)
!44 = !DILocation(line: 15, column: 3, scope: !19)
