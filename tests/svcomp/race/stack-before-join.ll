; ModuleID = 'stack-before-join.c'
source_filename = "stack-before-join.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @reader(ptr noundef %0) #0 !dbg !16 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !20, !DIExpression(), !21)
    #dbg_declare(ptr %3, !22, !DIExpression(), !23)
  %4 = load ptr, ptr %2, align 4, !dbg !24
  %5 = load i32, ptr %4, align 4, !dbg !25
  store i32 %5, ptr %3, align 4, !dbg !23
  %6 = load i32, ptr %3, align 4, !dbg !26
  %7 = inttoptr i32 %6 to ptr, !dbg !27
  ret ptr %7, !dbg !28
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !29 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !32, !DIExpression(), !36)
    #dbg_declare(ptr %3, !37, !DIExpression(), !38)
  store i32 1, ptr %3, align 4, !dbg !38
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @reader, ptr noundef %3) #3, !dbg !39
  store i32 2, ptr %3, align 4, !dbg !40
  %5 = load i32, ptr %2, align 4, !dbg !41
  %6 = call i32 @pthread_join(i32 noundef %5, ptr noundef null), !dbg !42
  ret i32 0, !dbg !43
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i32 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stack-before-join.c", directory: ".", checksumkind: CSK_MD5, checksum: "9619890b02ecf589c4b8d8f08c54d272")
!2 = !{!3, !5, !6}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 32)
!4 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!6 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!7 = !{i32 1, !"NumRegisterParameters", i32 0}
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "reader", scope: !1, file: !1, line: 7, type: !17, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!17 = !DISubroutineType(types: !18)
!18 = !{!5, !5}
!19 = !{}
!20 = !DILocalVariable(name: "arg", arg: 1, scope: !16, file: !1, line: 7, type: !5)
!21 = !DILocation(line: 7, column: 20, scope: !16)
!22 = !DILocalVariable(name: "v", scope: !16, file: !1, line: 8, type: !4)
!23 = !DILocation(line: 8, column: 7, scope: !16)
!24 = !DILocation(line: 8, column: 19, scope: !16)
!25 = !DILocation(line: 8, column: 11, scope: !16)
!26 = !DILocation(line: 9, column: 24, scope: !16)
!27 = !DILocation(line: 9, column: 10, scope: !16)
!28 = !DILocation(line: 9, column: 3, scope: !16)
!29 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 12, type: !30, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!30 = !DISubroutineType(types: !31)
!31 = !{!4}
!32 = !DILocalVariable(name: "t", scope: !29, file: !1, line: 13, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !34, line: 27, baseType: !35)
!34 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!35 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!36 = !DILocation(line: 13, column: 13, scope: !29)
!37 = !DILocalVariable(name: "local", scope: !29, file: !1, line: 14, type: !4)
!38 = !DILocation(line: 14, column: 7, scope: !29)
!39 = !DILocation(line: 15, column: 3, scope: !29)
!40 = !DILocation(line: 16, column: 9, scope: !29)
!41 = !DILocation(line: 17, column: 16, scope: !29)
!42 = !DILocation(line: 17, column: 3, scope: !29)
!43 = !DILocation(line: 18, column: 3, scope: !29)
