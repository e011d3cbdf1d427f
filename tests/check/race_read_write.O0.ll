; ModuleID = 'race_read_write.c'
source_filename = "race_read_write.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@p = dso_local global ptr null, align 8, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @reader(ptr noundef %0) #0 !dbg !18 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !22, !DIExpression(), !23)
  %3 = load ptr, ptr @p, align 8, !dbg !24
  %4 = load i32, ptr %3, align 4, !dbg !25
  %5 = sext i32 %4 to i64, !dbg !26
  %6 = inttoptr i64 %5 to ptr, !dbg !27
  ret ptr %6, !dbg !28
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !29 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %3 = call noalias ptr @malloc(i64 noundef 4) #4, !dbg !32
  store ptr %3, ptr @p, align 8, !dbg !33
    #dbg_declare(ptr %2, !34, !DIExpression(), !38)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @reader, ptr noundef null) #5, !dbg !39
  %5 = load ptr, ptr @p, align 8, !dbg !40
  store i32 1, ptr %5, align 4, !dbg !41
  %6 = load i64, ptr %2, align 8, !dbg !42
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !43
  %8 = load ptr, ptr @p, align 8, !dbg !44
  call void @free(ptr noundef %8) #5, !dbg !45
  ret i32 0, !dbg !46
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "p", scope: !2, file: !3, line: 8, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race_read_write.c", directory: ".", checksumkind: CSK_MD5, checksum: "79c770ecb048bd759b3866244cf86efa")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!0}
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 2}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 10, type: !19, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!5, !5}
!21 = !{}
!22 = !DILocalVariable(name: "arg", arg: 1, scope: !18, file: !3, line: 10, type: !5)
!23 = !DILocation(line: 10, column: 20, scope: !18)
!24 = !DILocation(line: 11, column: 25, scope: !18)
!25 = !DILocation(line: 11, column: 24, scope: !18)
!26 = !DILocation(line: 11, column: 18, scope: !18)
!27 = !DILocation(line: 11, column: 10, scope: !18)
!28 = !DILocation(line: 11, column: 3, scope: !18)
!29 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !30, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!30 = !DISubroutineType(types: !31)
!31 = !{!9}
!32 = !DILocation(line: 15, column: 7, scope: !29)
!33 = !DILocation(line: 15, column: 5, scope: !29)
!34 = !DILocalVariable(name: "t", scope: !29, file: !3, line: 16, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !36, line: 27, baseType: !37)
!36 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!37 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!38 = !DILocation(line: 16, column: 13, scope: !29)
!39 = !DILocation(line: 17, column: 3, scope: !29)
!40 = !DILocation(line: 18, column: 4, scope: !29)
!41 = !DILocation(line: 18, column: 6, scope: !29)
!42 = !DILocation(line: 19, column: 16, scope: !29)
!43 = !DILocation(line: 19, column: 3, scope: !29)
!44 = !DILocation(line: 20, column: 8, scope: !29)
!45 = !DILocation(line: 20, column: 3, scope: !29)
!46 = !DILocation(line: 21, column: 3, scope: !29)
