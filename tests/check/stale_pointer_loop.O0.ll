; ModuleID = 'stale_pointer_loop.c'
source_filename = "stale_pointer_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@p = dso_local global ptr null, align 8, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !15 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !20, !DIExpression(), !21)
  br label %4, !dbg !22

4:                                                ; preds = %10, %1
  %5 = load ptr, ptr @p, align 8, !dbg !23
  call void @free(ptr noundef %5) #3, !dbg !27
    #dbg_declare(ptr %3, !28, !DIExpression(), !29)
  %6 = call noalias ptr @malloc(i64 noundef 4) #4, !dbg !30
  store ptr %6, ptr %3, align 8, !dbg !29
  %7 = load ptr, ptr %3, align 8, !dbg !31
  %8 = icmp ne ptr %7, null, !dbg !31
  br i1 %8, label %10, label %9, !dbg !33

9:                                                ; preds = %4
  ret ptr null, !dbg !34

10:                                               ; preds = %4
  %11 = load ptr, ptr %3, align 8, !dbg !35
  store i32 1, ptr %11, align 4, !dbg !36
  %12 = load ptr, ptr %3, align 8, !dbg !37
  store ptr %12, ptr @p, align 8, !dbg !38
  br label %4, !dbg !39, !llvm.loop !40
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !43 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %3 = call noalias ptr @malloc(i64 noundef 4) #4, !dbg !46
  store ptr %3, ptr @p, align 8, !dbg !47
  %4 = load ptr, ptr @p, align 8, !dbg !48
  %5 = icmp ne ptr %4, null, !dbg !48
  br i1 %5, label %7, label %6, !dbg !50

6:                                                ; preds = %0
  store i32 1, ptr %1, align 4, !dbg !51
  br label %9, !dbg !51

7:                                                ; preds = %0
    #dbg_declare(ptr %2, !52, !DIExpression(), !56)
  %8 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #3, !dbg !57
  store i32 0, ptr %1, align 4, !dbg !58
  br label %9, !dbg !58

9:                                                ; preds = %7, %6
  %10 = load i32, ptr %1, align 4, !dbg !59
  ret i32 %10, !dbg !59
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "p", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "stale_pointer_loop.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "54958551be33159d0b76bcb3fa604b1c")
!4 = !{!0}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 2}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !16, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!19 = !{}
!20 = !DILocalVariable(name: "arg", arg: 1, scope: !15, file: !3, line: 11, type: !18)
!21 = !DILocation(line: 11, column: 20, scope: !15)
!22 = !DILocation(line: 12, column: 3, scope: !15)
!23 = !DILocation(line: 13, column: 10, scope: !24)
!24 = distinct !DILexicalBlock(scope: !25, file: !3, line: 12, column: 12)
!25 = distinct !DILexicalBlock(scope: !26, file: !3, line: 12, column: 3)
!26 = distinct !DILexicalBlock(scope: !15, file: !3, line: 12, column: 3)
!27 = !DILocation(line: 13, column: 5, scope: !24)
!28 = !DILocalVariable(name: "q", scope: !24, file: !3, line: 14, type: !5)
!29 = !DILocation(line: 14, column: 10, scope: !24)
!30 = !DILocation(line: 14, column: 14, scope: !24)
!31 = !DILocation(line: 15, column: 10, scope: !32)
!32 = distinct !DILexicalBlock(scope: !24, file: !3, line: 15, column: 9)
!33 = !DILocation(line: 15, column: 9, scope: !24)
!34 = !DILocation(line: 15, column: 13, scope: !32)
!35 = !DILocation(line: 16, column: 6, scope: !24)
!36 = !DILocation(line: 16, column: 8, scope: !24)
!37 = !DILocation(line: 17, column: 9, scope: !24)
!38 = !DILocation(line: 17, column: 7, scope: !24)
!39 = !DILocation(line: 12, column: 3, scope: !25)
!40 = distinct !{!40, !41, !42}
!41 = !DILocation(line: 12, column: 3, scope: !26)
!42 = !DILocation(line: 18, column: 3, scope: !26)
!43 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !44, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !19)
!44 = !DISubroutineType(types: !45)
!45 = !{!6}
!46 = !DILocation(line: 22, column: 7, scope: !43)
!47 = !DILocation(line: 22, column: 5, scope: !43)
!48 = !DILocation(line: 23, column: 8, scope: !49)
!49 = distinct !DILexicalBlock(scope: !43, file: !3, line: 23, column: 7)
!50 = !DILocation(line: 23, column: 7, scope: !43)
!51 = !DILocation(line: 23, column: 11, scope: !49)
!52 = !DILocalVariable(name: "t", scope: !43, file: !3, line: 24, type: !53)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !54, line: 27, baseType: !55)
!54 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!55 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!56 = !DILocation(line: 24, column: 13, scope: !43)
!57 = !DILocation(line: 25, column: 3, scope: !43)
!58 = !DILocation(line: 26, column: 3, scope: !43)
!59 = !DILocation(line: 27, column: 1, scope: !43)
