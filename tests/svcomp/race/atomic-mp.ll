; ModuleID = 'atomic-mp.c'
source_filename = "atomic-mp.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@data = dso_local global i32 0, align 4, !dbg !0
@ready = dso_local global i32 0, align 4, !dbg !8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @producer(ptr noundef %0) #0 !dbg !20 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !24, !DIExpression(), !25)
  store i32 42, ptr @data, align 4, !dbg !26
  store i32 1, ptr %3, align 4, !dbg !27
  %4 = load i32, ptr %3, align 4, !dbg !27
  store atomic i32 %4, ptr @ready seq_cst, align 4, !dbg !27
  ret ptr null, !dbg !28
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @consumer(ptr noundef %0) #0 !dbg !29 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !30, !DIExpression(), !31)
    #dbg_declare(ptr %3, !32, !DIExpression(), !33)
  store i32 0, ptr %3, align 4, !dbg !33
  %5 = load atomic i32, ptr @ready seq_cst, align 4, !dbg !34
  store i32 %5, ptr %4, align 4, !dbg !34
  %6 = load i32, ptr %4, align 4, !dbg !34
  %7 = icmp ne i32 %6, 0, !dbg !34
  br i1 %7, label %8, label %10, !dbg !36

8:                                                ; preds = %1
  %9 = load i32, ptr @data, align 4, !dbg !37
  store i32 %9, ptr %3, align 4, !dbg !38
  br label %10, !dbg !39

10:                                               ; preds = %8, %1
  %11 = load i32, ptr %3, align 4, !dbg !40
  %12 = inttoptr i32 %11 to ptr, !dbg !41
  ret ptr %12, !dbg !42
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !43 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !46, !DIExpression(), !50)
    #dbg_declare(ptr %3, !51, !DIExpression(), !52)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @producer, ptr noundef null) #3, !dbg !53
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @consumer, ptr noundef null) #3, !dbg !54
  %6 = load i32, ptr %2, align 4, !dbg !55
  %7 = call i32 @pthread_join(i32 noundef %6, ptr noundef null), !dbg !56
  %8 = load i32, ptr %3, align 4, !dbg !57
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !58
  ret i32 0, !dbg !59
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i32 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "data", scope: !2, file: !3, line: 8, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atomic-mp.c", directory: ".", checksumkind: CSK_MD5, checksum: "c599478ed8e4dc9735f30957161be4dc")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!6 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!7 = !{!0, !8}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 9, type: !10, isLocal: false, isDefinition: true)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{i32 1, !"NumRegisterParameters", i32 0}
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 8, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 2}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!20 = distinct !DISubprogram(name: "producer", scope: !3, file: !3, line: 11, type: !21, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!5, !5}
!23 = !{}
!24 = !DILocalVariable(name: "arg", arg: 1, scope: !20, file: !3, line: 11, type: !5)
!25 = !DILocation(line: 11, column: 22, scope: !20)
!26 = !DILocation(line: 12, column: 8, scope: !20)
!27 = !DILocation(line: 13, column: 3, scope: !20)
!28 = !DILocation(line: 14, column: 3, scope: !20)
!29 = distinct !DISubprogram(name: "consumer", scope: !3, file: !3, line: 17, type: !21, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!30 = !DILocalVariable(name: "arg", arg: 1, scope: !29, file: !3, line: 17, type: !5)
!31 = !DILocation(line: 17, column: 22, scope: !29)
!32 = !DILocalVariable(name: "v", scope: !29, file: !3, line: 18, type: !10)
!33 = !DILocation(line: 18, column: 7, scope: !29)
!34 = !DILocation(line: 19, column: 7, scope: !35)
!35 = distinct !DILexicalBlock(scope: !29, file: !3, line: 19, column: 7)
!36 = !DILocation(line: 19, column: 7, scope: !29)
!37 = !DILocation(line: 20, column: 9, scope: !35)
!38 = !DILocation(line: 20, column: 7, scope: !35)
!39 = !DILocation(line: 20, column: 5, scope: !35)
!40 = !DILocation(line: 21, column: 24, scope: !29)
!41 = !DILocation(line: 21, column: 10, scope: !29)
!42 = !DILocation(line: 21, column: 3, scope: !29)
!43 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !44, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!44 = !DISubroutineType(types: !45)
!45 = !{!10}
!46 = !DILocalVariable(name: "p", scope: !43, file: !3, line: 25, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !48, line: 27, baseType: !49)
!48 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!49 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!50 = !DILocation(line: 25, column: 13, scope: !43)
!51 = !DILocalVariable(name: "c", scope: !43, file: !3, line: 25, type: !47)
!52 = !DILocation(line: 25, column: 16, scope: !43)
!53 = !DILocation(line: 26, column: 3, scope: !43)
!54 = !DILocation(line: 27, column: 3, scope: !43)
!55 = !DILocation(line: 28, column: 16, scope: !43)
!56 = !DILocation(line: 28, column: 3, scope: !43)
!57 = !DILocation(line: 29, column: 16, scope: !43)
!58 = !DILocation(line: 29, column: 3, scope: !43)
!59 = !DILocation(line: 30, column: 3, scope: !43)
