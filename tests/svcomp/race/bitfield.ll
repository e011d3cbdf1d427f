; ModuleID = 'bitfield.c'
source_filename = "bitfield.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

%struct.flags = type { i8, [3 x i8] }

@f = dso_local global %struct.flags zeroinitializer, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @set_lo(ptr noundef %0) #0 !dbg !21 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !25, !DIExpression(), !26)
  %3 = load i8, ptr @f, align 4, !dbg !27
  %4 = and i8 %3, -16, !dbg !27
  %5 = or i8 %4, 3, !dbg !27
  store i8 %5, ptr @f, align 4, !dbg !27
  ret ptr null, !dbg !28
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @set_hi(ptr noundef %0) #0 !dbg !29 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !30, !DIExpression(), !31)
  %3 = load i8, ptr @f, align 4, !dbg !32
  %4 = and i8 %3, 15, !dbg !32
  %5 = or i8 %4, 80, !dbg !32
  store i8 %5, ptr @f, align 4, !dbg !32
  ret ptr null, !dbg !33
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !34 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !38, !DIExpression(), !42)
    #dbg_declare(ptr %3, !43, !DIExpression(), !44)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @set_lo, ptr noundef null) #3, !dbg !45
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @set_hi, ptr noundef null) #3, !dbg !46
  %6 = load i32, ptr %2, align 4, !dbg !47
  %7 = call i32 @pthread_join(i32 noundef %6, ptr noundef null), !dbg !48
  %8 = load i32, ptr %3, align 4, !dbg !49
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !50
  ret i32 0, !dbg !51
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i32 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "f", scope: !2, file: !3, line: 10, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "bitfield.c", directory: ".", checksumkind: CSK_MD5, checksum: "0843f2260ab2f6ceed1d8a365e266640")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!6 = !{!0}
!7 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "flags", file: !3, line: 7, size: 32, elements: !8)
!8 = !{!9, !11}
!9 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !7, file: !3, line: 8, baseType: !10, size: 4, flags: DIFlagBitField, extraData: i64 0)
!10 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!11 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !7, file: !3, line: 9, baseType: !10, size: 4, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!12 = !{i32 1, !"NumRegisterParameters", i32 0}
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "set_lo", scope: !3, file: !3, line: 12, type: !22, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!5, !5}
!24 = !{}
!25 = !DILocalVariable(name: "arg", arg: 1, scope: !21, file: !3, line: 12, type: !5)
!26 = !DILocation(line: 12, column: 20, scope: !21)
!27 = !DILocation(line: 13, column: 8, scope: !21)
!28 = !DILocation(line: 14, column: 3, scope: !21)
!29 = distinct !DISubprogram(name: "set_hi", scope: !3, file: !3, line: 17, type: !22, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!30 = !DILocalVariable(name: "arg", arg: 1, scope: !29, file: !3, line: 17, type: !5)
!31 = !DILocation(line: 17, column: 20, scope: !29)
!32 = !DILocation(line: 18, column: 8, scope: !29)
!33 = !DILocation(line: 19, column: 3, scope: !29)
!34 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !35, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!35 = !DISubroutineType(types: !36)
!36 = !{!37}
!37 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!38 = !DILocalVariable(name: "a", scope: !34, file: !3, line: 23, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !40, line: 27, baseType: !41)
!40 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!41 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!42 = !DILocation(line: 23, column: 13, scope: !34)
!43 = !DILocalVariable(name: "b", scope: !34, file: !3, line: 23, type: !39)
!44 = !DILocation(line: 23, column: 16, scope: !34)
!45 = !DILocation(line: 24, column: 3, scope: !34)
!46 = !DILocation(line: 25, column: 3, scope: !34)
!47 = !DILocation(line: 26, column: 16, scope: !34)
!48 = !DILocation(line: 26, column: 3, scope: !34)
!49 = !DILocation(line: 27, column: 16, scope: !34)
!50 = !DILocation(line: 27, column: 3, scope: !34)
!51 = !DILocation(line: 28, column: 3, scope: !34)
