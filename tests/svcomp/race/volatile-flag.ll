; ModuleID = 'volatile-flag.c'
source_filename = "volatile-flag.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@stop = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t1(ptr noundef %0) #0 !dbg !19 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !23, !DIExpression(), !24)
  store volatile i32 1, ptr @stop, align 4, !dbg !25
  ret ptr null, !dbg !26
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @t2(ptr noundef %0) #0 !dbg !27 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !28, !DIExpression(), !29)
    #dbg_declare(ptr %3, !30, !DIExpression(), !31)
  %4 = load volatile i32, ptr @stop, align 4, !dbg !32
  store i32 %4, ptr %3, align 4, !dbg !31
  %5 = load i32, ptr %3, align 4, !dbg !33
  %6 = inttoptr i32 %5 to ptr, !dbg !34
  ret ptr %6, !dbg !35
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !36 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !39, !DIExpression(), !43)
    #dbg_declare(ptr %3, !44, !DIExpression(), !45)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @t1, ptr noundef null) #3, !dbg !46
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @t2, ptr noundef null) #3, !dbg !47
  %6 = load i32, ptr %2, align 4, !dbg !48
  %7 = call i32 @pthread_join(i32 noundef %6, ptr noundef null), !dbg !49
  %8 = load i32, ptr %3, align 4, !dbg !50
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !51
  ret i32 0, !dbg !52
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i32 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "stop", scope: !2, file: !3, line: 6, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "volatile-flag.c", directory: ".", checksumkind: CSK_MD5, checksum: "fb84e8f100f7194660e60a8341adc4c9")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!6 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!7 = !{!0}
!8 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !9)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{i32 1, !"NumRegisterParameters", i32 0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 8, type: !20, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!5, !5}
!22 = !{}
!23 = !DILocalVariable(name: "arg", arg: 1, scope: !19, file: !3, line: 8, type: !5)
!24 = !DILocation(line: 8, column: 16, scope: !19)
!25 = !DILocation(line: 9, column: 8, scope: !19)
!26 = !DILocation(line: 10, column: 3, scope: !19)
!27 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 13, type: !20, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!28 = !DILocalVariable(name: "arg", arg: 1, scope: !27, file: !3, line: 13, type: !5)
!29 = !DILocation(line: 13, column: 16, scope: !27)
!30 = !DILocalVariable(name: "s", scope: !27, file: !3, line: 14, type: !9)
!31 = !DILocation(line: 14, column: 7, scope: !27)
!32 = !DILocation(line: 14, column: 11, scope: !27)
!33 = !DILocation(line: 15, column: 24, scope: !27)
!34 = !DILocation(line: 15, column: 10, scope: !27)
!35 = !DILocation(line: 15, column: 3, scope: !27)
!36 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !37, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!37 = !DISubroutineType(types: !38)
!38 = !{!9}
!39 = !DILocalVariable(name: "a", scope: !36, file: !3, line: 19, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !41, line: 27, baseType: !42)
!41 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!42 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!43 = !DILocation(line: 19, column: 13, scope: !36)
!44 = !DILocalVariable(name: "b", scope: !36, file: !3, line: 19, type: !40)
!45 = !DILocation(line: 19, column: 16, scope: !36)
!46 = !DILocation(line: 20, column: 3, scope: !36)
!47 = !DILocation(line: 21, column: 3, scope: !36)
!48 = !DILocation(line: 22, column: 16, scope: !36)
!49 = !DILocation(line: 22, column: 3, scope: !36)
!50 = !DILocation(line: 23, column: 16, scope: !36)
!51 = !DILocation(line: 23, column: 3, scope: !36)
!52 = !DILocation(line: 24, column: 3, scope: !36)
