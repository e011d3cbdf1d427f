; ModuleID = 'pointer-alias.c'
source_filename = "pointer-alias.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@level = dso_local global i32 0, align 4, !dbg !0
@target = dso_local global ptr @level, align 8, !dbg !8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @writer(ptr noundef %0) #0 !dbg !20 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !24, !DIExpression(), !25)
  %3 = load ptr, ptr @target, align 8, !dbg !26
  store i32 3, ptr %3, align 4, !dbg !27
  ret ptr null, !dbg !28
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @reader(ptr noundef %0) #0 !dbg !29 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !30, !DIExpression(), !31)
    #dbg_declare(ptr %3, !32, !DIExpression(), !33)
  %4 = load i32, ptr @level, align 4, !dbg !34
  store i32 %4, ptr %3, align 4, !dbg !33
  %5 = load i32, ptr %3, align 4, !dbg !35
  %6 = sext i32 %5 to i64, !dbg !36
  %7 = inttoptr i64 %6 to ptr, !dbg !37
  ret ptr %7, !dbg !38
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !39 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !42, !DIExpression(), !46)
    #dbg_declare(ptr %3, !47, !DIExpression(), !48)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @writer, ptr noundef null) #3, !dbg !49
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @reader, ptr noundef null) #3, !dbg !50
  %6 = load i64, ptr %2, align 8, !dbg !51
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !52
  %8 = load i64, ptr %3, align 8, !dbg !53
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !54
  ret i32 0, !dbg !55
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "level", scope: !2, file: !3, line: 7, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "pointer-alias.c", directory: ".", checksumkind: CSK_MD5, checksum: "2838a1521f6bf63dec0146c9f9b3fbb3")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!8, !0}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "target", scope: !2, file: !3, line: 8, type: !10, isLocal: false, isDefinition: true)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 8, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 2}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!20 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 10, type: !21, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!5, !5}
!23 = !{}
!24 = !DILocalVariable(name: "arg", arg: 1, scope: !20, file: !3, line: 10, type: !5)
!25 = !DILocation(line: 10, column: 20, scope: !20)
!26 = !DILocation(line: 11, column: 4, scope: !20)
!27 = !DILocation(line: 11, column: 11, scope: !20)
!28 = !DILocation(line: 12, column: 3, scope: !20)
!29 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 15, type: !21, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!30 = !DILocalVariable(name: "arg", arg: 1, scope: !29, file: !3, line: 15, type: !5)
!31 = !DILocation(line: 15, column: 20, scope: !29)
!32 = !DILocalVariable(name: "l", scope: !29, file: !3, line: 16, type: !11)
!33 = !DILocation(line: 16, column: 7, scope: !29)
!34 = !DILocation(line: 16, column: 11, scope: !29)
!35 = !DILocation(line: 17, column: 24, scope: !29)
!36 = !DILocation(line: 17, column: 18, scope: !29)
!37 = !DILocation(line: 17, column: 10, scope: !29)
!38 = !DILocation(line: 17, column: 3, scope: !29)
!39 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !40, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!40 = !DISubroutineType(types: !41)
!41 = !{!11}
!42 = !DILocalVariable(name: "a", scope: !39, file: !3, line: 21, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !44, line: 27, baseType: !45)
!44 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DILocation(line: 21, column: 13, scope: !39)
!47 = !DILocalVariable(name: "b", scope: !39, file: !3, line: 21, type: !43)
!48 = !DILocation(line: 21, column: 16, scope: !39)
!49 = !DILocation(line: 22, column: 3, scope: !39)
!50 = !DILocation(line: 23, column: 3, scope: !39)
!51 = !DILocation(line: 24, column: 16, scope: !39)
!52 = !DILocation(line: 24, column: 3, scope: !39)
!53 = !DILocation(line: 25, column: 16, scope: !39)
!54 = !DILocation(line: 25, column: 3, scope: !39)
!55 = !DILocation(line: 26, column: 3, scope: !39)
