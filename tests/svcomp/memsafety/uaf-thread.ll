; ModuleID = 'uaf-thread.c'
source_filename = "uaf-thread.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !13 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !17, !DIExpression(), !18)
    #dbg_declare(ptr %3, !19, !DIExpression(), !22)
  %4 = load ptr, ptr %2, align 4, !dbg !23
  store ptr %4, ptr %3, align 4, !dbg !22
  %5 = load ptr, ptr %3, align 4, !dbg !24
  store i32 42, ptr %5, align 4, !dbg !25
  ret ptr null, !dbg !26
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !27 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !30, !DIExpression(), !34)
    #dbg_declare(ptr %3, !35, !DIExpression(), !36)
  %4 = call noalias ptr @malloc(i32 noundef 4) #4, !dbg !37
  store ptr %4, ptr %3, align 4, !dbg !36
  %5 = load ptr, ptr %3, align 4, !dbg !38
  %6 = icmp eq ptr %5, null, !dbg !40
  br i1 %6, label %7, label %8, !dbg !41

7:                                                ; preds = %0
  store i32 0, ptr %1, align 4, !dbg !42
  br label %14, !dbg !42

8:                                                ; preds = %0
  %9 = load ptr, ptr %3, align 4, !dbg !43
  %10 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef %9) #5, !dbg !44
  %11 = load ptr, ptr %3, align 4, !dbg !45
  call void @free(ptr noundef %11) #5, !dbg !46
  %12 = load i32, ptr %2, align 4, !dbg !47
  %13 = call i32 @pthread_join(i32 noundef %12, ptr noundef null), !dbg !48
  store i32 0, ptr %1, align 4, !dbg !49
  br label %14, !dbg !49

14:                                               ; preds = %8, %7
  %15 = load i32, ptr %1, align 4, !dbg !50
  ret i32 %15, !dbg !50
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i32 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

declare i32 @pthread_join(i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "uaf-thread.c", directory: ".", checksumkind: CSK_MD5, checksum: "761b19121c02b0c36c1768a565fea040")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!4 = !{i32 1, !"NumRegisterParameters", i32 0}
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 8, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 2}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "worker", scope: !1, file: !1, line: 8, type: !14, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!14 = !DISubroutineType(types: !15)
!15 = !{!3, !3}
!16 = !{}
!17 = !DILocalVariable(name: "arg", arg: 1, scope: !13, file: !1, line: 8, type: !3)
!18 = !DILocation(line: 8, column: 20, scope: !13)
!19 = !DILocalVariable(name: "p", scope: !13, file: !1, line: 9, type: !20)
!20 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 32)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DILocation(line: 9, column: 8, scope: !13)
!23 = !DILocation(line: 9, column: 12, scope: !13)
!24 = !DILocation(line: 10, column: 4, scope: !13)
!25 = !DILocation(line: 10, column: 6, scope: !13)
!26 = !DILocation(line: 11, column: 3, scope: !13)
!27 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 14, type: !28, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !16)
!28 = !DISubroutineType(types: !29)
!29 = !{!21}
!30 = !DILocalVariable(name: "t", scope: !27, file: !1, line: 15, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !32, line: 27, baseType: !33)
!32 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!33 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!34 = !DILocation(line: 15, column: 13, scope: !27)
!35 = !DILocalVariable(name: "p", scope: !27, file: !1, line: 16, type: !20)
!36 = !DILocation(line: 16, column: 8, scope: !27)
!37 = !DILocation(line: 16, column: 12, scope: !27)
!38 = !DILocation(line: 17, column: 7, scope: !39)
!39 = distinct !DILexicalBlock(scope: !27, file: !1, line: 17, column: 7)
!40 = !DILocation(line: 17, column: 9, scope: !39)
!41 = !DILocation(line: 17, column: 7, scope: !27)
!42 = !DILocation(line: 18, column: 5, scope: !39)
!43 = !DILocation(line: 19, column: 36, scope: !27)
!44 = !DILocation(line: 19, column: 3, scope: !27)
!45 = !DILocation(line: 20, column: 8, scope: !27)
!46 = !DILocation(line: 20, column: 3, scope: !27)
!47 = !DILocation(line: 21, column: 16, scope: !27)
!48 = !DILocation(line: 21, column: 3, scope: !27)
!49 = !DILocation(line: 22, column: 3, scope: !27)
!50 = !DILocation(line: 23, column: 1, scope: !27)
