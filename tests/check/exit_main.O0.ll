; ModuleID = 'exit_main.c'
source_filename = "exit_main.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main_gone = dso_local global i32 0, align 4, !dbg !0
@worker_done = dso_local global i32 0, align 4, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !16 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !21, !DIExpression(), !22)
  br label %3, !dbg !23

3:                                                ; preds = %7, %1
  %4 = load i32, ptr @main_gone, align 4, !dbg !24
  %5 = icmp ne i32 %4, 0, !dbg !25
  %6 = xor i1 %5, true, !dbg !25
  br i1 %6, label %7, label %8, !dbg !23

7:                                                ; preds = %3
  br label %3, !dbg !23, !llvm.loop !26

8:                                                ; preds = %3
  store i32 1, ptr @worker_done, align 4, !dbg !29
  ret ptr null, !dbg !30
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !31 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !34, !DIExpression(), !38)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #3, !dbg !39
  store i32 1, ptr @main_gone, align 4, !dbg !40
  call void @pthread_exit(ptr noundef null) #4, !dbg !41
  unreachable, !dbg !41
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noreturn
declare void @pthread_exit(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }
attributes #4 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14}
!llvm.ident = !{!15}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "main_gone", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "exit_main.c", directory: ".", checksumkind: CSK_MD5, checksum: "efb8eff69caebea12a8fe41fabf96a44")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "worker_done", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32 7, !"Dwarf Version", i32 5}
!9 = !{i32 2, !"Debug Info Version", i32 3}
!10 = !{i32 1, !"wchar_size", i32 4}
!11 = !{i32 8, !"PIC Level", i32 2}
!12 = !{i32 7, !"PIE Level", i32 2}
!13 = !{i32 7, !"uwtable", i32 2}
!14 = !{i32 7, !"frame-pointer", i32 2}
!15 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!16 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 10, type: !17, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!17 = !DISubroutineType(types: !18)
!18 = !{!19, !19}
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!20 = !{}
!21 = !DILocalVariable(name: "arg", arg: 1, scope: !16, file: !3, line: 10, type: !19)
!22 = !DILocation(line: 10, column: 20, scope: !16)
!23 = !DILocation(line: 11, column: 3, scope: !16)
!24 = !DILocation(line: 11, column: 11, scope: !16)
!25 = !DILocation(line: 11, column: 10, scope: !16)
!26 = distinct !{!26, !23, !27, !28}
!27 = !DILocation(line: 12, column: 5, scope: !16)
!28 = !{!"llvm.loop.mustprogress"}
!29 = !DILocation(line: 13, column: 15, scope: !16)
!30 = !DILocation(line: 14, column: 3, scope: !16)
!31 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !32, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!32 = !DISubroutineType(types: !33)
!33 = !{!7}
!34 = !DILocalVariable(name: "t", scope: !31, file: !3, line: 18, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !36, line: 27, baseType: !37)
!36 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!37 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!38 = !DILocation(line: 18, column: 13, scope: !31)
!39 = !DILocation(line: 19, column: 3, scope: !31)
!40 = !DILocation(line: 20, column: 13, scope: !31)
!41 = !DILocation(line: 21, column: 3, scope: !31)
