; ModuleID = 'global-reachable-at-exit.c'
source_filename = "global-reachable-at-exit.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@cache = dso_local global ptr null, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @fill(ptr noundef %0) #0 !dbg !18 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !22, !DIExpression(), !23)
    #dbg_declare(ptr %3, !24, !DIExpression(), !25)
  %4 = call noalias ptr @malloc(i32 noundef 16) #4, !dbg !26
  store ptr %4, ptr %3, align 4, !dbg !25
  %5 = load ptr, ptr %3, align 4, !dbg !27
  %6 = icmp ne ptr %5, null, !dbg !29
  br i1 %6, label %7, label %11, !dbg !30

7:                                                ; preds = %1
  %8 = load ptr, ptr %3, align 4, !dbg !31
  %9 = getelementptr inbounds i32, ptr %8, i32 3, !dbg !31
  store i32 7, ptr %9, align 4, !dbg !33
  %10 = load ptr, ptr %3, align 4, !dbg !34
  store ptr %10, ptr @cache, align 4, !dbg !35
  br label %11, !dbg !36

11:                                               ; preds = %7, %1
  ret ptr null, !dbg !37
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !38 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !41, !DIExpression(), !45)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @fill, ptr noundef null) #5, !dbg !46
  %4 = load i32, ptr %2, align 4, !dbg !47
  %5 = call i32 @pthread_join(i32 noundef %4, ptr noundef null), !dbg !48
  %6 = load ptr, ptr @cache, align 4, !dbg !49
  %7 = icmp ne ptr %6, null, !dbg !51
  br i1 %7, label %8, label %14, !dbg !52

8:                                                ; preds = %0
  %9 = load ptr, ptr @cache, align 4, !dbg !53
  %10 = getelementptr inbounds i32, ptr %9, i32 3, !dbg !53
  %11 = load i32, ptr %10, align 4, !dbg !53
  %12 = icmp ne i32 %11, 7, !dbg !54
  br i1 %12, label %13, label %14, !dbg !55

13:                                               ; preds = %8
  store i32 1, ptr %1, align 4, !dbg !56
  br label %15, !dbg !56

14:                                               ; preds = %8, %0
  store i32 0, ptr %1, align 4, !dbg !57
  br label %15, !dbg !57

15:                                               ; preds = %14, %13
  %16 = load i32, ptr %1, align 4, !dbg !58
  ret i32 %16, !dbg !58
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "cache", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "global-reachable-at-exit.c", directory: ".", checksumkind: CSK_MD5, checksum: "43b224ef1018e378b0559ae676ff6a53")
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
!18 = distinct !DISubprogram(name: "fill", scope: !3, file: !3, line: 12, type: !19, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!5, !5}
!21 = !{}
!22 = !DILocalVariable(name: "arg", arg: 1, scope: !18, file: !3, line: 12, type: !5)
!23 = !DILocation(line: 12, column: 18, scope: !18)
!24 = !DILocalVariable(name: "c", scope: !18, file: !3, line: 13, type: !7)
!25 = !DILocation(line: 13, column: 8, scope: !18)
!26 = !DILocation(line: 13, column: 12, scope: !18)
!27 = !DILocation(line: 14, column: 7, scope: !28)
!28 = distinct !DILexicalBlock(scope: !18, file: !3, line: 14, column: 7)
!29 = !DILocation(line: 14, column: 9, scope: !28)
!30 = !DILocation(line: 14, column: 7, scope: !18)
!31 = !DILocation(line: 15, column: 5, scope: !32)
!32 = distinct !DILexicalBlock(scope: !28, file: !3, line: 14, column: 18)
!33 = !DILocation(line: 15, column: 10, scope: !32)
!34 = !DILocation(line: 16, column: 13, scope: !32)
!35 = !DILocation(line: 16, column: 11, scope: !32)
!36 = !DILocation(line: 17, column: 3, scope: !32)
!37 = !DILocation(line: 18, column: 3, scope: !18)
!38 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !39, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!39 = !DISubroutineType(types: !40)
!40 = !{!8}
!41 = !DILocalVariable(name: "t", scope: !38, file: !3, line: 22, type: !42)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !43, line: 27, baseType: !44)
!43 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!44 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!45 = !DILocation(line: 22, column: 13, scope: !38)
!46 = !DILocation(line: 23, column: 3, scope: !38)
!47 = !DILocation(line: 24, column: 16, scope: !38)
!48 = !DILocation(line: 24, column: 3, scope: !38)
!49 = !DILocation(line: 25, column: 7, scope: !50)
!50 = distinct !DILexicalBlock(scope: !38, file: !3, line: 25, column: 7)
!51 = !DILocation(line: 25, column: 13, scope: !50)
!52 = !DILocation(line: 25, column: 21, scope: !50)
!53 = !DILocation(line: 25, column: 24, scope: !50)
!54 = !DILocation(line: 25, column: 33, scope: !50)
!55 = !DILocation(line: 25, column: 7, scope: !38)
!56 = !DILocation(line: 26, column: 5, scope: !50)
!57 = !DILocation(line: 27, column: 3, scope: !38)
!58 = !DILocation(line: 28, column: 1, scope: !38)
