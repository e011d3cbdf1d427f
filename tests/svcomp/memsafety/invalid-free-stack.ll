; ModuleID = 'invalid-free-stack.c'
source_filename = "invalid-free-stack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @consume(ptr noundef %0) #0 !dbg !13 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !17, !DIExpression(), !18)
    #dbg_declare(ptr %3, !19, !DIExpression(), !22)
  %5 = load ptr, ptr %2, align 8, !dbg !23
  store ptr %5, ptr %3, align 8, !dbg !22
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  %6 = load ptr, ptr %3, align 8, !dbg !26
  %7 = load i32, ptr %6, align 4, !dbg !27
  store i32 %7, ptr %4, align 4, !dbg !25
  %8 = load ptr, ptr %3, align 8, !dbg !28
  call void @free(ptr noundef %8) #3, !dbg !29
  %9 = load i32, ptr %4, align 4, !dbg !30
  %10 = sext i32 %9 to i64, !dbg !31
  %11 = inttoptr i64 %10 to ptr, !dbg !32
  ret ptr %11, !dbg !33
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !34 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !37, !DIExpression(), !41)
    #dbg_declare(ptr %3, !42, !DIExpression(), !43)
  store i32 5, ptr %3, align 4, !dbg !43
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @consume, ptr noundef %3) #3, !dbg !44
  %5 = load i64, ptr %2, align 8, !dbg !45
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null), !dbg !46
  ret i32 0, !dbg !47
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "invalid-free-stack.c", directory: ".", checksumkind: CSK_MD5, checksum: "288356e2cbb98f5d256d757845a82d51")
!2 = !{!3, !4}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 8, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 2}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "consume", scope: !1, file: !1, line: 7, type: !14, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!14 = !DISubroutineType(types: !15)
!15 = !{!3, !3}
!16 = !{}
!17 = !DILocalVariable(name: "arg", arg: 1, scope: !13, file: !1, line: 7, type: !3)
!18 = !DILocation(line: 7, column: 21, scope: !13)
!19 = !DILocalVariable(name: "p", scope: !13, file: !1, line: 8, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DILocation(line: 8, column: 8, scope: !13)
!23 = !DILocation(line: 8, column: 12, scope: !13)
!24 = !DILocalVariable(name: "v", scope: !13, file: !1, line: 9, type: !21)
!25 = !DILocation(line: 9, column: 7, scope: !13)
!26 = !DILocation(line: 9, column: 12, scope: !13)
!27 = !DILocation(line: 9, column: 11, scope: !13)
!28 = !DILocation(line: 10, column: 8, scope: !13)
!29 = !DILocation(line: 10, column: 3, scope: !13)
!30 = !DILocation(line: 11, column: 24, scope: !13)
!31 = !DILocation(line: 11, column: 18, scope: !13)
!32 = !DILocation(line: 11, column: 10, scope: !13)
!33 = !DILocation(line: 11, column: 3, scope: !13)
!34 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !35, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!35 = !DISubroutineType(types: !36)
!36 = !{!21}
!37 = !DILocalVariable(name: "t", scope: !34, file: !1, line: 15, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !39, line: 27, baseType: !40)
!39 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!40 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!41 = !DILocation(line: 15, column: 13, scope: !34)
!42 = !DILocalVariable(name: "local", scope: !34, file: !1, line: 16, type: !21)
!43 = !DILocation(line: 16, column: 7, scope: !34)
!44 = !DILocation(line: 17, column: 3, scope: !34)
!45 = !DILocation(line: 18, column: 16, scope: !34)
!46 = !DILocation(line: 18, column: 3, scope: !34)
!47 = !DILocation(line: 19, column: 3, scope: !34)
