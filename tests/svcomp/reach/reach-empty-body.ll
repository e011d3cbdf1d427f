; ModuleID = 'reach-empty-body.c'
source_filename = "reach-empty-body.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@ready = dso_local global i32 0, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !15 {
  ret void, !dbg !18
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @writer(ptr noundef %0) #0 !dbg !19 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !24, !DIExpression(), !25)
  store i32 1, ptr @ready, align 4, !dbg !26
  ret ptr null, !dbg !27
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @reader(ptr noundef %0) #0 !dbg !28 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !29, !DIExpression(), !30)
  %3 = load i32, ptr @ready, align 4, !dbg !31
  %4 = icmp ne i32 %3, 1, !dbg !33
  br i1 %4, label %5, label %6, !dbg !34

5:                                                ; preds = %1
  call void @reach_error(), !dbg !35
  br label %6, !dbg !35

6:                                                ; preds = %5, %1
  ret ptr null, !dbg !36
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !37 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !40, !DIExpression(), !44)
    #dbg_declare(ptr %3, !45, !DIExpression(), !46)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @writer, ptr noundef null) #3, !dbg !47
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @reader, ptr noundef null) #3, !dbg !48
  %6 = load i32, ptr %2, align 4, !dbg !49
  %7 = call i32 @pthread_join(i32 noundef %6, ptr noundef null), !dbg !50
  %8 = load i32, ptr %3, align 4, !dbg !51
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !52
  ret i32 0, !dbg !53
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i32 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ready", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "reach-empty-body.c", directory: ".", checksumkind: CSK_MD5, checksum: "3e3a4de9bc4043e5a6f17e025e8f8bb6")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 1, !"NumRegisterParameters", i32 0}
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 2}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "reach_error", scope: !3, file: !3, line: 5, type: !16, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !2)
!16 = !DISubroutineType(types: !17)
!17 = !{null}
!18 = !DILocation(line: 5, column: 20, scope: !15)
!19 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 11, type: !20, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!23 = !{}
!24 = !DILocalVariable(name: "arg", arg: 1, scope: !19, file: !3, line: 11, type: !22)
!25 = !DILocation(line: 11, column: 20, scope: !19)
!26 = !DILocation(line: 12, column: 9, scope: !19)
!27 = !DILocation(line: 13, column: 3, scope: !19)
!28 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 16, type: !20, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!29 = !DILocalVariable(name: "arg", arg: 1, scope: !28, file: !3, line: 16, type: !22)
!30 = !DILocation(line: 16, column: 20, scope: !28)
!31 = !DILocation(line: 17, column: 7, scope: !32)
!32 = distinct !DILexicalBlock(scope: !28, file: !3, line: 17, column: 7)
!33 = !DILocation(line: 17, column: 13, scope: !32)
!34 = !DILocation(line: 17, column: 7, scope: !28)
!35 = !DILocation(line: 18, column: 5, scope: !32)
!36 = !DILocation(line: 19, column: 3, scope: !28)
!37 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !38, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!38 = !DISubroutineType(types: !39)
!39 = !{!5}
!40 = !DILocalVariable(name: "w", scope: !37, file: !3, line: 23, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !42, line: 27, baseType: !43)
!42 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!43 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!44 = !DILocation(line: 23, column: 13, scope: !37)
!45 = !DILocalVariable(name: "r", scope: !37, file: !3, line: 23, type: !41)
!46 = !DILocation(line: 23, column: 16, scope: !37)
!47 = !DILocation(line: 24, column: 3, scope: !37)
!48 = !DILocation(line: 25, column: 3, scope: !37)
!49 = !DILocation(line: 26, column: 16, scope: !37)
!50 = !DILocation(line: 26, column: 3, scope: !37)
!51 = !DILocation(line: 27, column: 16, scope: !37)
!52 = !DILocation(line: 27, column: 3, scope: !37)
!53 = !DILocation(line: 28, column: 3, scope: !37)
