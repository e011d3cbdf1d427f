; ModuleID = 'uaf-join.c'
source_filename = "uaf-join.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !12 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !16, !DIExpression(), !17)
    #dbg_declare(ptr %3, !18, !DIExpression(), !21)
  %4 = load ptr, ptr %2, align 8, !dbg !22
  store ptr %4, ptr %3, align 8, !dbg !21
  %5 = load ptr, ptr %3, align 8, !dbg !23
  store i32 42, ptr %5, align 4, !dbg !24
  ret ptr null, !dbg !25
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !26 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !29, !DIExpression(), !33)
    #dbg_declare(ptr %3, !34, !DIExpression(), !35)
    #dbg_declare(ptr %4, !36, !DIExpression(), !37)
  %5 = call noalias ptr @malloc(i64 noundef 4) #4, !dbg !38
  store ptr %5, ptr %4, align 8, !dbg !37
  %6 = load ptr, ptr %4, align 8, !dbg !39
  %7 = icmp eq ptr %6, null, !dbg !41
  br i1 %7, label %8, label %9, !dbg !42

8:                                                ; preds = %0
  store i32 0, ptr %1, align 4, !dbg !43
  br label %21, !dbg !43

9:                                                ; preds = %0
  %10 = load ptr, ptr %4, align 8, !dbg !44
  %11 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef %10) #5, !dbg !45
  %12 = load i64, ptr %2, align 8, !dbg !46
  %13 = call i32 @pthread_join(i64 noundef %12, ptr noundef null), !dbg !47
  %14 = load ptr, ptr %4, align 8, !dbg !48
  %15 = load i32, ptr %14, align 4, !dbg !49
  store i32 %15, ptr %3, align 4, !dbg !50
  %16 = load ptr, ptr %4, align 8, !dbg !51
  call void @free(ptr noundef %16) #5, !dbg !52
  %17 = load i32, ptr %3, align 4, !dbg !53
  %18 = icmp eq i32 %17, 42, !dbg !54
  %19 = zext i1 %18 to i64, !dbg !53
  %20 = select i1 %18, i32 0, i32 1, !dbg !53
  store i32 %20, ptr %1, align 4, !dbg !55
  br label %21, !dbg !55

21:                                               ; preds = %9, %8
  %22 = load i32, ptr %1, align 4, !dbg !56
  ret i32 %22, !dbg !56
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "uaf-join.c", directory: ".", checksumkind: CSK_MD5, checksum: "c297309cc10ed5e7f6336af2039ea10c")
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
!12 = distinct !DISubprogram(name: "worker", scope: !1, file: !1, line: 8, type: !13, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!13 = !DISubroutineType(types: !14)
!14 = !{!3, !3}
!15 = !{}
!16 = !DILocalVariable(name: "arg", arg: 1, scope: !12, file: !1, line: 8, type: !3)
!17 = !DILocation(line: 8, column: 20, scope: !12)
!18 = !DILocalVariable(name: "p", scope: !12, file: !1, line: 9, type: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DILocation(line: 9, column: 8, scope: !12)
!22 = !DILocation(line: 9, column: 12, scope: !12)
!23 = !DILocation(line: 10, column: 4, scope: !12)
!24 = !DILocation(line: 10, column: 6, scope: !12)
!25 = !DILocation(line: 11, column: 3, scope: !12)
!26 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !27, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!27 = !DISubroutineType(types: !28)
!28 = !{!20}
!29 = !DILocalVariable(name: "t", scope: !26, file: !1, line: 15, type: !30)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !31, line: 27, baseType: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!32 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!33 = !DILocation(line: 15, column: 13, scope: !26)
!34 = !DILocalVariable(name: "v", scope: !26, file: !1, line: 16, type: !20)
!35 = !DILocation(line: 16, column: 7, scope: !26)
!36 = !DILocalVariable(name: "p", scope: !26, file: !1, line: 17, type: !19)
!37 = !DILocation(line: 17, column: 8, scope: !26)
!38 = !DILocation(line: 17, column: 12, scope: !26)
!39 = !DILocation(line: 18, column: 7, scope: !40)
!40 = distinct !DILexicalBlock(scope: !26, file: !1, line: 18, column: 7)
!41 = !DILocation(line: 18, column: 9, scope: !40)
!42 = !DILocation(line: 18, column: 7, scope: !26)
!43 = !DILocation(line: 19, column: 5, scope: !40)
!44 = !DILocation(line: 20, column: 36, scope: !26)
!45 = !DILocation(line: 20, column: 3, scope: !26)
!46 = !DILocation(line: 21, column: 16, scope: !26)
!47 = !DILocation(line: 21, column: 3, scope: !26)
!48 = !DILocation(line: 22, column: 8, scope: !26)
!49 = !DILocation(line: 22, column: 7, scope: !26)
!50 = !DILocation(line: 22, column: 5, scope: !26)
!51 = !DILocation(line: 23, column: 8, scope: !26)
!52 = !DILocation(line: 23, column: 3, scope: !26)
!53 = !DILocation(line: 24, column: 10, scope: !26)
!54 = !DILocation(line: 24, column: 12, scope: !26)
!55 = !DILocation(line: 24, column: 3, scope: !26)
!56 = !DILocation(line: 25, column: 1, scope: !26)
