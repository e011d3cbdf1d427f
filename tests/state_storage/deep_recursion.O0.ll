; ModuleID = 'deep_recursion.c'
source_filename = "deep_recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@depth_reached = dso_local global i32 0, align 4, !dbg !0
@other = dso_local global i32 0, align 4, !dbg !8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @down(i32 noundef %0) #0 !dbg !19 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !23, !DIExpression(), !24)
  %4 = load i32, ptr %3, align 4, !dbg !25
  store i32 %4, ptr @depth_reached, align 4, !dbg !26
  %5 = load i32, ptr %3, align 4, !dbg !27
  %6 = icmp eq i32 %5, 0, !dbg !29
  br i1 %6, label %7, label %8, !dbg !30

7:                                                ; preds = %1
  store i32 0, ptr %2, align 4, !dbg !31
  br label %13, !dbg !31

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4, !dbg !32
  %10 = sub nsw i32 %9, 1, !dbg !33
  %11 = call i32 @down(i32 noundef %10), !dbg !34
  %12 = add nsw i32 %11, 1, !dbg !35
  store i32 %12, ptr %2, align 4, !dbg !36
  br label %13, !dbg !36

13:                                               ; preds = %8, %7
  %14 = load i32, ptr %2, align 4, !dbg !37
  ret i32 %14, !dbg !37
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @deep(ptr noundef %0) #0 !dbg !38 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !41, !DIExpression(), !42)
  %3 = call i32 @down(i32 noundef 20000), !dbg !43
  %4 = sext i32 %3 to i64, !dbg !44
  %5 = inttoptr i64 %4 to ptr, !dbg !45
  ret ptr %5, !dbg !46
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @shallow(ptr noundef %0) #0 !dbg !47 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !48, !DIExpression(), !49)
    #dbg_declare(ptr %3, !50, !DIExpression(), !52)
  store i32 0, ptr %3, align 4, !dbg !52
  br label %4, !dbg !53

4:                                                ; preds = %10, %1
  %5 = load i32, ptr %3, align 4, !dbg !54
  %6 = icmp slt i32 %5, 3, !dbg !56
  br i1 %6, label %7, label %13, !dbg !57

7:                                                ; preds = %4
  %8 = load i32, ptr @other, align 4, !dbg !58
  %9 = add nsw i32 %8, 1, !dbg !58
  store i32 %9, ptr @other, align 4, !dbg !58
  br label %10, !dbg !59

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4, !dbg !60
  %12 = add nsw i32 %11, 1, !dbg !60
  store i32 %12, ptr %3, align 4, !dbg !60
  br label %4, !dbg !61, !llvm.loop !62

13:                                               ; preds = %4
  ret ptr null, !dbg !65
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !66 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !69, !DIExpression(), !73)
    #dbg_declare(ptr %3, !74, !DIExpression(), !75)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @deep, ptr noundef null) #3, !dbg !76
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @shallow, ptr noundef null) #3, !dbg !77
  %6 = load i64, ptr %2, align 8, !dbg !78
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !79
  %8 = load i64, ptr %3, align 8, !dbg !80
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !81
  ret i32 0, !dbg !82
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "depth_reached", scope: !2, file: !3, line: 5, type: !10, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "deep_recursion.c", directory: "/work/main/tests/state_storage", checksumkind: CSK_MD5, checksum: "138bc03aadf1d2be1f44dddac5174d9d")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!0, !8}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "other", scope: !2, file: !3, line: 6, type: !10, isLocal: false, isDefinition: true)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "down", scope: !3, file: !3, line: 7, type: !20, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!10, !10}
!22 = !{}
!23 = !DILocalVariable(name: "n", arg: 1, scope: !19, file: !3, line: 7, type: !10)
!24 = !DILocation(line: 7, column: 14, scope: !19)
!25 = !DILocation(line: 8, column: 21, scope: !19)
!26 = !DILocation(line: 8, column: 19, scope: !19)
!27 = !DILocation(line: 9, column: 9, scope: !28)
!28 = distinct !DILexicalBlock(scope: !19, file: !3, line: 9, column: 9)
!29 = !DILocation(line: 9, column: 11, scope: !28)
!30 = !DILocation(line: 9, column: 9, scope: !19)
!31 = !DILocation(line: 9, column: 17, scope: !28)
!32 = !DILocation(line: 10, column: 17, scope: !19)
!33 = !DILocation(line: 10, column: 19, scope: !19)
!34 = !DILocation(line: 10, column: 12, scope: !19)
!35 = !DILocation(line: 10, column: 24, scope: !19)
!36 = !DILocation(line: 10, column: 5, scope: !19)
!37 = !DILocation(line: 11, column: 1, scope: !19)
!38 = distinct !DISubprogram(name: "deep", scope: !3, file: !3, line: 12, type: !39, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!39 = !DISubroutineType(types: !40)
!40 = !{!5, !5}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !38, file: !3, line: 12, type: !5)
!42 = !DILocation(line: 12, column: 18, scope: !38)
!43 = !DILocation(line: 12, column: 46, scope: !38)
!44 = !DILocation(line: 12, column: 40, scope: !38)
!45 = !DILocation(line: 12, column: 32, scope: !38)
!46 = !DILocation(line: 12, column: 25, scope: !38)
!47 = distinct !DISubprogram(name: "shallow", scope: !3, file: !3, line: 13, type: !39, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!48 = !DILocalVariable(name: "arg", arg: 1, scope: !47, file: !3, line: 13, type: !5)
!49 = !DILocation(line: 13, column: 21, scope: !47)
!50 = !DILocalVariable(name: "i", scope: !51, file: !3, line: 13, type: !10)
!51 = distinct !DILexicalBlock(scope: !47, file: !3, line: 13, column: 28)
!52 = !DILocation(line: 13, column: 37, scope: !51)
!53 = !DILocation(line: 13, column: 33, scope: !51)
!54 = !DILocation(line: 13, column: 44, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !3, line: 13, column: 28)
!56 = !DILocation(line: 13, column: 46, scope: !55)
!57 = !DILocation(line: 13, column: 28, scope: !51)
!58 = !DILocation(line: 13, column: 61, scope: !55)
!59 = !DILocation(line: 13, column: 56, scope: !55)
!60 = !DILocation(line: 13, column: 52, scope: !55)
!61 = !DILocation(line: 13, column: 28, scope: !55)
!62 = distinct !{!62, !57, !63, !64}
!63 = !DILocation(line: 13, column: 61, scope: !51)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 13, column: 65, scope: !47)
!66 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !67, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!67 = !DISubroutineType(types: !68)
!68 = !{!10}
!69 = !DILocalVariable(name: "a", scope: !66, file: !3, line: 15, type: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !71, line: 27, baseType: !72)
!71 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!72 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!73 = !DILocation(line: 15, column: 15, scope: !66)
!74 = !DILocalVariable(name: "b", scope: !66, file: !3, line: 15, type: !70)
!75 = !DILocation(line: 15, column: 18, scope: !66)
!76 = !DILocation(line: 16, column: 5, scope: !66)
!77 = !DILocation(line: 17, column: 5, scope: !66)
!78 = !DILocation(line: 18, column: 18, scope: !66)
!79 = !DILocation(line: 18, column: 5, scope: !66)
!80 = !DILocation(line: 19, column: 18, scope: !66)
!81 = !DILocation(line: 19, column: 5, scope: !66)
!82 = !DILocation(line: 20, column: 5, scope: !66)
