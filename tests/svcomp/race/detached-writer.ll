; ModuleID = 'detached-writer.c'
source_filename = "detached-writer.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@status = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @background(ptr noundef %0) #0 !dbg !17 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !21, !DIExpression(), !22)
  store i32 1, ptr @status, align 4, !dbg !23
  ret ptr null, !dbg !24
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !25 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !28, !DIExpression(), !32)
    #dbg_declare(ptr %3, !33, !DIExpression(), !34)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @background, ptr noundef null) #3, !dbg !35
  %5 = load i32, ptr %2, align 4, !dbg !36
  %6 = call i32 @pthread_detach(i32 noundef %5) #3, !dbg !37
  %7 = call i32 @sleep(i32 noundef 1), !dbg !38
  %8 = load i32, ptr @status, align 4, !dbg !39
  store i32 %8, ptr %3, align 4, !dbg !40
  %9 = load i32, ptr %3, align 4, !dbg !41
  ret i32 %9, !dbg !42
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_detach(i32 noundef) #1

declare i32 @sleep(i32 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "status", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "detached-writer.c", directory: ".", checksumkind: CSK_MD5, checksum: "dc1d43d0edc31deb4bb89f21a57c70cd")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!6 = !{!0}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32 1, !"NumRegisterParameters", i32 0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "background", scope: !3, file: !3, line: 9, type: !18, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{!5, !5}
!20 = !{}
!21 = !DILocalVariable(name: "arg", arg: 1, scope: !17, file: !3, line: 9, type: !5)
!22 = !DILocation(line: 9, column: 24, scope: !17)
!23 = !DILocation(line: 10, column: 10, scope: !17)
!24 = !DILocation(line: 11, column: 3, scope: !17)
!25 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !26, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!26 = !DISubroutineType(types: !27)
!27 = !{!7}
!28 = !DILocalVariable(name: "t", scope: !25, file: !3, line: 15, type: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !30, line: 27, baseType: !31)
!30 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!31 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!32 = !DILocation(line: 15, column: 13, scope: !25)
!33 = !DILocalVariable(name: "s", scope: !25, file: !3, line: 16, type: !7)
!34 = !DILocation(line: 16, column: 7, scope: !25)
!35 = !DILocation(line: 17, column: 3, scope: !25)
!36 = !DILocation(line: 18, column: 18, scope: !25)
!37 = !DILocation(line: 18, column: 3, scope: !25)
!38 = !DILocation(line: 19, column: 3, scope: !25)
!39 = !DILocation(line: 20, column: 7, scope: !25)
!40 = !DILocation(line: 20, column: 5, scope: !25)
!41 = !DILocation(line: 21, column: 10, scope: !25)
!42 = !DILocation(line: 21, column: 3, scope: !25)
