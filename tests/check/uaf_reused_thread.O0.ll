; ModuleID = 'uaf_reused_thread.c'
source_filename = "uaf_reused_thread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@shared = dso_local global ptr null, align 8, !dbg !0
@ready = dso_local global i32 0, align 4, !dbg !8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @reader(ptr noundef %0) #0 !dbg !21 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !25, !DIExpression(), !26)
    #dbg_declare(ptr %3, !27, !DIExpression(), !28)
  %4 = load ptr, ptr @shared, align 8, !dbg !29
  store ptr %4, ptr %3, align 8, !dbg !28
  br label %5, !dbg !30

5:                                                ; preds = %9, %1
  %6 = load volatile i32, ptr @ready, align 4, !dbg !31
  %7 = icmp ne i32 %6, 0, !dbg !32
  %8 = xor i1 %7, true, !dbg !32
  br i1 %8, label %9, label %10, !dbg !30

9:                                                ; preds = %5
  br label %5, !dbg !30, !llvm.loop !33

10:                                               ; preds = %5
  %11 = load ptr, ptr %3, align 8, !dbg !36
  %12 = load i32, ptr %11, align 4, !dbg !37
  %13 = sext i32 %12 to i64, !dbg !38
  %14 = inttoptr i64 %13 to ptr, !dbg !39
  ret ptr %14, !dbg !40
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !41 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %5 = call noalias ptr @malloc(i64 noundef 4) #4, !dbg !44
  store ptr %5, ptr @shared, align 8, !dbg !45
  %6 = load ptr, ptr @shared, align 8, !dbg !46
  %7 = icmp ne ptr %6, null, !dbg !46
  br i1 %7, label %9, label %8, !dbg !48

8:                                                ; preds = %0
  store i32 1, ptr %1, align 4, !dbg !49
  br label %23, !dbg !49

9:                                                ; preds = %0
  %10 = load ptr, ptr @shared, align 8, !dbg !50
  store i32 1, ptr %10, align 4, !dbg !51
    #dbg_declare(ptr %2, !52, !DIExpression(), !56)
  %11 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @reader, ptr noundef null) #5, !dbg !57
    #dbg_declare(ptr %3, !58, !DIExpression(), !59)
  %12 = load ptr, ptr @shared, align 8, !dbg !60
  store ptr %12, ptr %3, align 8, !dbg !59
  %13 = load ptr, ptr %3, align 8, !dbg !61
  call void @free(ptr noundef %13) #5, !dbg !62
    #dbg_declare(ptr %4, !63, !DIExpression(), !64)
  %14 = call noalias ptr @malloc(i64 noundef 4) #4, !dbg !65
  store ptr %14, ptr %4, align 8, !dbg !64
  %15 = load ptr, ptr %4, align 8, !dbg !66
  %16 = icmp ne ptr %15, null, !dbg !66
  br i1 %16, label %18, label %17, !dbg !68

17:                                               ; preds = %9
  store i32 1, ptr %1, align 4, !dbg !69
  br label %23, !dbg !69

18:                                               ; preds = %9
  %19 = load ptr, ptr %4, align 8, !dbg !70
  store i32 2, ptr %19, align 4, !dbg !71
  store volatile i32 1, ptr @ready, align 4, !dbg !72
  %20 = load i64, ptr %2, align 8, !dbg !73
  %21 = call i32 @pthread_join(i64 noundef %20, ptr noundef null), !dbg !74
  %22 = load ptr, ptr %4, align 8, !dbg !75
  call void @free(ptr noundef %22) #5, !dbg !76
  store i32 0, ptr %1, align 4, !dbg !77
  br label %23, !dbg !77

23:                                               ; preds = %18, %17, %8
  %24 = load i32, ptr %1, align 4, !dbg !78
  ret i32 %24, !dbg !78
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "shared", scope: !2, file: !3, line: 9, type: !12, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "uaf_reused_thread.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "d5d9a8e16a5c4a2da7aa988ec96b51cb")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!0, !8}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 10, type: !10, isLocal: false, isDefinition: true)
!10 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !11)
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 12, type: !22, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!5, !5}
!24 = !{}
!25 = !DILocalVariable(name: "arg", arg: 1, scope: !21, file: !3, line: 12, type: !5)
!26 = !DILocation(line: 12, column: 20, scope: !21)
!27 = !DILocalVariable(name: "p", scope: !21, file: !3, line: 13, type: !12)
!28 = !DILocation(line: 13, column: 8, scope: !21)
!29 = !DILocation(line: 13, column: 12, scope: !21)
!30 = !DILocation(line: 14, column: 3, scope: !21)
!31 = !DILocation(line: 14, column: 11, scope: !21)
!32 = !DILocation(line: 14, column: 10, scope: !21)
!33 = distinct !{!33, !30, !34, !35}
!34 = !DILocation(line: 15, column: 5, scope: !21)
!35 = !{!"llvm.loop.mustprogress"}
!36 = !DILocation(line: 16, column: 25, scope: !21)
!37 = !DILocation(line: 16, column: 24, scope: !21)
!38 = !DILocation(line: 16, column: 18, scope: !21)
!39 = !DILocation(line: 16, column: 10, scope: !21)
!40 = !DILocation(line: 16, column: 3, scope: !21)
!41 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !42, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!42 = !DISubroutineType(types: !43)
!43 = !{!11}
!44 = !DILocation(line: 20, column: 12, scope: !41)
!45 = !DILocation(line: 20, column: 10, scope: !41)
!46 = !DILocation(line: 21, column: 8, scope: !47)
!47 = distinct !DILexicalBlock(scope: !41, file: !3, line: 21, column: 7)
!48 = !DILocation(line: 21, column: 7, scope: !41)
!49 = !DILocation(line: 21, column: 16, scope: !47)
!50 = !DILocation(line: 22, column: 4, scope: !41)
!51 = !DILocation(line: 22, column: 11, scope: !41)
!52 = !DILocalVariable(name: "t", scope: !41, file: !3, line: 23, type: !53)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !54, line: 27, baseType: !55)
!54 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!55 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!56 = !DILocation(line: 23, column: 13, scope: !41)
!57 = !DILocation(line: 24, column: 3, scope: !41)
!58 = !DILocalVariable(name: "old", scope: !41, file: !3, line: 25, type: !12)
!59 = !DILocation(line: 25, column: 8, scope: !41)
!60 = !DILocation(line: 25, column: 14, scope: !41)
!61 = !DILocation(line: 26, column: 8, scope: !41)
!62 = !DILocation(line: 26, column: 3, scope: !41)
!63 = !DILocalVariable(name: "fresh", scope: !41, file: !3, line: 27, type: !12)
!64 = !DILocation(line: 27, column: 8, scope: !41)
!65 = !DILocation(line: 27, column: 16, scope: !41)
!66 = !DILocation(line: 28, column: 8, scope: !67)
!67 = distinct !DILexicalBlock(scope: !41, file: !3, line: 28, column: 7)
!68 = !DILocation(line: 28, column: 7, scope: !41)
!69 = !DILocation(line: 28, column: 15, scope: !67)
!70 = !DILocation(line: 29, column: 4, scope: !41)
!71 = !DILocation(line: 29, column: 10, scope: !41)
!72 = !DILocation(line: 30, column: 9, scope: !41)
!73 = !DILocation(line: 31, column: 16, scope: !41)
!74 = !DILocation(line: 31, column: 3, scope: !41)
!75 = !DILocation(line: 32, column: 8, scope: !41)
!76 = !DILocation(line: 32, column: 3, scope: !41)
!77 = !DILocation(line: 33, column: 3, scope: !41)
!78 = !DILocation(line: 34, column: 1, scope: !41)
