; ModuleID = 'oob-heap-loop.c'
source_filename = "oob-heap-loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.src = private unnamed_addr constant [16 x i8] c"oob-heap-loop.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 24 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @fill(ptr noundef %0) #0 !dbg !12 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !16, !DIExpression(), !17)
    #dbg_declare(ptr %3, !18, !DIExpression(), !20)
    #dbg_declare(ptr %4, !21, !DIExpression(), !23)
  %5 = load ptr, ptr %2, align 8, !dbg !24
  store ptr %5, ptr %4, align 8, !dbg !23
  store i32 0, ptr %3, align 4, !dbg !25
  br label %6, !dbg !27

6:                                                ; preds = %23, %1
  %7 = load i32, ptr %3, align 4, !dbg !28
  %8 = icmp sle i32 %7, 4, !dbg !30
  br i1 %8, label %9, label %24, !dbg !31

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4, !dbg !32
  %11 = load ptr, ptr %4, align 8, !dbg !33
  %12 = load i32, ptr %3, align 4, !dbg !34
  %13 = sext i32 %12 to i64, !dbg !33
  %14 = getelementptr inbounds i32, ptr %11, i64 %13, !dbg !33
  store i32 %10, ptr %14, align 4, !dbg !35
  br label %15, !dbg !33

15:                                               ; preds = %9
  %16 = load i32, ptr %3, align 4, !dbg !36
  %17 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %16, i32 1), !dbg !36, !nosanitize !15
  %18 = extractvalue { i32, i1 } %17, 0, !dbg !36, !nosanitize !15
  %19 = extractvalue { i32, i1 } %17, 1, !dbg !36, !nosanitize !15
  %20 = xor i1 %19, true, !dbg !36, !nosanitize !15
  br i1 %20, label %23, label %21, !dbg !36, !prof !37, !nosanitize !15

21:                                               ; preds = %15
  %22 = zext i32 %16 to i64, !dbg !36, !nosanitize !15
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %22, i64 1) #6, !dbg !36, !nosanitize !15
  br label %23, !dbg !36, !nosanitize !15

23:                                               ; preds = %21, %15
  store i32 %18, ptr %3, align 4, !dbg !36
  br label %6, !dbg !38, !llvm.loop !39

24:                                               ; preds = %6
  ret ptr null, !dbg !42
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !43 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !46, !DIExpression(), !50)
    #dbg_declare(ptr %3, !51, !DIExpression(), !52)
  %4 = call noalias ptr @malloc(i64 noundef 16) #7, !dbg !53
  store ptr %4, ptr %3, align 8, !dbg !52
  %5 = load ptr, ptr %3, align 8, !dbg !54
  %6 = icmp eq ptr %5, null, !dbg !56
  br i1 %6, label %7, label %8, !dbg !57

7:                                                ; preds = %0
  store i32 0, ptr %1, align 4, !dbg !58
  br label %14, !dbg !58

8:                                                ; preds = %0
  %9 = load ptr, ptr %3, align 8, !dbg !59
  %10 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @fill, ptr noundef %9) #6, !dbg !60
  %11 = load i64, ptr %2, align 8, !dbg !61
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null), !dbg !62
  %13 = load ptr, ptr %3, align 8, !dbg !63
  call void @free(ptr noundef %13) #6, !dbg !64
  store i32 0, ptr %1, align 4, !dbg !65
  br label %14, !dbg !65

14:                                               ; preds = %8, %7
  %15 = load i32, ptr %1, align 4, !dbg !66
  ret i32 %15, !dbg !66
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #4

declare i32 @pthread_join(i64 noundef, ptr noundef) #5

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "oob-heap-loop.c", directory: ".", checksumkind: CSK_MD5, checksum: "9e18981cf7d6db37e4ff1779201f04a8")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 2}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "fill", scope: !1, file: !1, line: 10, type: !13, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!13 = !DISubroutineType(types: !14)
!14 = !{!3, !3}
!15 = !{}
!16 = !DILocalVariable(name: "arg", arg: 1, scope: !12, file: !1, line: 10, type: !3)
!17 = !DILocation(line: 10, column: 18, scope: !12)
!18 = !DILocalVariable(name: "i", scope: !12, file: !1, line: 11, type: !19)
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !DILocation(line: 11, column: 7, scope: !12)
!21 = !DILocalVariable(name: "a", scope: !12, file: !1, line: 12, type: !22)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!23 = !DILocation(line: 12, column: 8, scope: !12)
!24 = !DILocation(line: 12, column: 12, scope: !12)
!25 = !DILocation(line: 13, column: 10, scope: !26)
!26 = distinct !DILexicalBlock(scope: !12, file: !1, line: 13, column: 3)
!27 = !DILocation(line: 13, column: 8, scope: !26)
!28 = !DILocation(line: 13, column: 15, scope: !29)
!29 = distinct !DILexicalBlock(scope: !26, file: !1, line: 13, column: 3)
!30 = !DILocation(line: 13, column: 17, scope: !29)
!31 = !DILocation(line: 13, column: 3, scope: !26)
!32 = !DILocation(line: 14, column: 12, scope: !29)
!33 = !DILocation(line: 14, column: 5, scope: !29)
!34 = !DILocation(line: 14, column: 7, scope: !29)
!35 = !DILocation(line: 14, column: 10, scope: !29)
!36 = !DILocation(line: 13, column: 24, scope: !29)
!37 = !{!"branch_weights", i32 1048575, i32 1}
!38 = !DILocation(line: 13, column: 3, scope: !29)
!39 = distinct !{!39, !31, !40, !41}
!40 = !DILocation(line: 14, column: 12, scope: !26)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocation(line: 15, column: 3, scope: !12)
!43 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 18, type: !44, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!44 = !DISubroutineType(types: !45)
!45 = !{!19}
!46 = !DILocalVariable(name: "t", scope: !43, file: !1, line: 19, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !48, line: 27, baseType: !49)
!48 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!49 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!50 = !DILocation(line: 19, column: 13, scope: !43)
!51 = !DILocalVariable(name: "a", scope: !43, file: !1, line: 20, type: !22)
!52 = !DILocation(line: 20, column: 8, scope: !43)
!53 = !DILocation(line: 20, column: 12, scope: !43)
!54 = !DILocation(line: 21, column: 7, scope: !55)
!55 = distinct !DILexicalBlock(scope: !43, file: !1, line: 21, column: 7)
!56 = !DILocation(line: 21, column: 9, scope: !55)
!57 = !DILocation(line: 21, column: 7, scope: !43)
!58 = !DILocation(line: 22, column: 5, scope: !55)
!59 = !DILocation(line: 23, column: 34, scope: !43)
!60 = !DILocation(line: 23, column: 3, scope: !43)
!61 = !DILocation(line: 24, column: 16, scope: !43)
!62 = !DILocation(line: 24, column: 3, scope: !43)
!63 = !DILocation(line: 25, column: 8, scope: !43)
!64 = !DILocation(line: 25, column: 3, scope: !43)
!65 = !DILocation(line: 26, column: 3, scope: !43)
!66 = !DILocation(line: 27, column: 1, scope: !43)
