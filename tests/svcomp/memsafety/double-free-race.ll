; ModuleID = 'double-free-race.c'
source_filename = "double-free-race.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@p = dso_local global ptr null, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @release(ptr noundef %0) #0 !dbg !18 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !22, !DIExpression(), !23)
  %3 = load ptr, ptr @p, align 4, !dbg !24
  %4 = icmp ne ptr %3, null, !dbg !26
  br i1 %4, label %5, label %7, !dbg !27

5:                                                ; preds = %1
  %6 = load ptr, ptr @p, align 4, !dbg !28
  call void @free(ptr noundef %6) #4, !dbg !30
  store ptr null, ptr @p, align 4, !dbg !31
  br label %7, !dbg !32

7:                                                ; preds = %5, %1
  ret ptr null, !dbg !33
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !34 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !37, !DIExpression(), !41)
    #dbg_declare(ptr %3, !42, !DIExpression(), !43)
  %4 = call noalias ptr @malloc(i32 noundef 4) #5, !dbg !44
  store ptr %4, ptr @p, align 4, !dbg !45
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @release, ptr noundef null) #4, !dbg !46
  %6 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @release, ptr noundef null) #4, !dbg !47
  %7 = load i32, ptr %2, align 4, !dbg !48
  %8 = call i32 @pthread_join(i32 noundef %7, ptr noundef null), !dbg !49
  %9 = load i32, ptr %3, align 4, !dbg !50
  %10 = call i32 @pthread_join(i32 noundef %9, ptr noundef null), !dbg !51
  ret i32 0, !dbg !52
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i32 noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "p", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "double-free-race.c", directory: ".", checksumkind: CSK_MD5, checksum: "e9521799c1393a2b322c8026b1148779")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!6 = !{!0}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{i32 1, !"NumRegisterParameters", i32 0}
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 2}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "release", scope: !3, file: !3, line: 10, type: !19, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!5, !5}
!21 = !{}
!22 = !DILocalVariable(name: "arg", arg: 1, scope: !18, file: !3, line: 10, type: !5)
!23 = !DILocation(line: 10, column: 21, scope: !18)
!24 = !DILocation(line: 11, column: 7, scope: !25)
!25 = distinct !DILexicalBlock(scope: !18, file: !3, line: 11, column: 7)
!26 = !DILocation(line: 11, column: 9, scope: !25)
!27 = !DILocation(line: 11, column: 7, scope: !18)
!28 = !DILocation(line: 12, column: 10, scope: !29)
!29 = distinct !DILexicalBlock(scope: !25, file: !3, line: 11, column: 18)
!30 = !DILocation(line: 12, column: 5, scope: !29)
!31 = !DILocation(line: 13, column: 7, scope: !29)
!32 = !DILocation(line: 14, column: 3, scope: !29)
!33 = !DILocation(line: 15, column: 3, scope: !18)
!34 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !35, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!35 = !DISubroutineType(types: !36)
!36 = !{!8}
!37 = !DILocalVariable(name: "a", scope: !34, file: !3, line: 19, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !39, line: 27, baseType: !40)
!39 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!40 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!41 = !DILocation(line: 19, column: 13, scope: !34)
!42 = !DILocalVariable(name: "b", scope: !34, file: !3, line: 19, type: !38)
!43 = !DILocation(line: 19, column: 16, scope: !34)
!44 = !DILocation(line: 20, column: 7, scope: !34)
!45 = !DILocation(line: 20, column: 5, scope: !34)
!46 = !DILocation(line: 21, column: 3, scope: !34)
!47 = !DILocation(line: 22, column: 3, scope: !34)
!48 = !DILocation(line: 23, column: 16, scope: !34)
!49 = !DILocation(line: 23, column: 3, scope: !34)
!50 = !DILocation(line: 24, column: 16, scope: !34)
!51 = !DILocation(line: 24, column: 3, scope: !34)
!52 = !DILocation(line: 25, column: 3, scope: !34)
