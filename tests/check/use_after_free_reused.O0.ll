; ModuleID = 'use_after_free_reused.c'
source_filename = "use_after_free_reused.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !10 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !15, !DIExpression(), !17)
  %5 = call noalias ptr @malloc(i64 noundef 4) #3, !dbg !18
  store ptr %5, ptr %2, align 8, !dbg !17
  %6 = load ptr, ptr %2, align 8, !dbg !19
  %7 = icmp ne ptr %6, null, !dbg !19
  br i1 %7, label %9, label %8, !dbg !21

8:                                                ; preds = %0
  store i32 1, ptr %1, align 4, !dbg !22
  br label %21, !dbg !22

9:                                                ; preds = %0
  %10 = load ptr, ptr %2, align 8, !dbg !23
  call void @free(ptr noundef %10) #4, !dbg !24
    #dbg_declare(ptr %3, !25, !DIExpression(), !26)
  %11 = call noalias ptr @malloc(i64 noundef 4) #3, !dbg !27
  store ptr %11, ptr %3, align 8, !dbg !26
  %12 = load ptr, ptr %3, align 8, !dbg !28
  %13 = icmp ne ptr %12, null, !dbg !28
  br i1 %13, label %15, label %14, !dbg !30

14:                                               ; preds = %9
  store i32 1, ptr %1, align 4, !dbg !31
  br label %21, !dbg !31

15:                                               ; preds = %9
  %16 = load ptr, ptr %3, align 8, !dbg !32
  store i32 2, ptr %16, align 4, !dbg !33
    #dbg_declare(ptr %4, !34, !DIExpression(), !35)
  %17 = load ptr, ptr %2, align 8, !dbg !36
  %18 = load i32, ptr %17, align 4, !dbg !37
  store i32 %18, ptr %4, align 4, !dbg !35
  %19 = load ptr, ptr %3, align 8, !dbg !38
  call void @free(ptr noundef %19) #4, !dbg !39
  %20 = load i32, ptr %4, align 4, !dbg !40
  store i32 %20, ptr %1, align 4, !dbg !41
  br label %21, !dbg !41

21:                                               ; preds = %15, %14, %8
  %22 = load i32, ptr %1, align 4, !dbg !42
  ret i32 %22, !dbg !42
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "use_after_free_reused.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "5596f3d549e476673cb39377145d29ec")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 8, type: !11, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "a", scope: !10, file: !1, line: 9, type: !16)
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!17 = !DILocation(line: 9, column: 8, scope: !10)
!18 = !DILocation(line: 9, column: 12, scope: !10)
!19 = !DILocation(line: 10, column: 8, scope: !20)
!20 = distinct !DILexicalBlock(scope: !10, file: !1, line: 10, column: 7)
!21 = !DILocation(line: 10, column: 7, scope: !10)
!22 = !DILocation(line: 10, column: 11, scope: !20)
!23 = !DILocation(line: 11, column: 8, scope: !10)
!24 = !DILocation(line: 11, column: 3, scope: !10)
!25 = !DILocalVariable(name: "b", scope: !10, file: !1, line: 12, type: !16)
!26 = !DILocation(line: 12, column: 8, scope: !10)
!27 = !DILocation(line: 12, column: 12, scope: !10)
!28 = !DILocation(line: 13, column: 8, scope: !29)
!29 = distinct !DILexicalBlock(scope: !10, file: !1, line: 13, column: 7)
!30 = !DILocation(line: 13, column: 7, scope: !10)
!31 = !DILocation(line: 13, column: 11, scope: !29)
!32 = !DILocation(line: 14, column: 4, scope: !10)
!33 = !DILocation(line: 14, column: 6, scope: !10)
!34 = !DILocalVariable(name: "r", scope: !10, file: !1, line: 15, type: !13)
!35 = !DILocation(line: 15, column: 7, scope: !10)
!36 = !DILocation(line: 15, column: 12, scope: !10)
!37 = !DILocation(line: 15, column: 11, scope: !10)
!38 = !DILocation(line: 16, column: 8, scope: !10)
!39 = !DILocation(line: 16, column: 3, scope: !10)
!40 = !DILocation(line: 17, column: 10, scope: !10)
!41 = !DILocation(line: 17, column: 3, scope: !10)
!42 = !DILocation(line: 18, column: 1, scope: !10)
