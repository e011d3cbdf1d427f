; ModuleID = 'abort-not-error.c'
source_filename = "abort-not-error.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"abort-not-error.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@x = dso_local global i32 0, align 4, !dbg !17

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !31 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 9, ptr noundef @.str.2) #5, !dbg !34
  unreachable, !dbg !34
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @setter(ptr noundef %0) #0 !dbg !35 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !40, !DIExpression(), !41)
  store i32 2, ptr @x, align 4, !dbg !42
  ret ptr null, !dbg !43
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !44 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !45, !DIExpression(), !46)
    #dbg_declare(ptr %3, !47, !DIExpression(), !48)
  %4 = load i32, ptr @x, align 4, !dbg !49
  store i32 %4, ptr %3, align 4, !dbg !48
  %5 = load i32, ptr %3, align 4, !dbg !50
  %6 = icmp sgt i32 %5, 1, !dbg !52
  br i1 %6, label %7, label %8, !dbg !53

7:                                                ; preds = %1
  call void @abort() #6, !dbg !54
  unreachable, !dbg !54

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4, !dbg !55
  %10 = icmp sgt i32 %9, 1, !dbg !57
  br i1 %10, label %11, label %12, !dbg !58

11:                                               ; preds = %8
  call void @reach_error(), !dbg !59
  br label %12, !dbg !59

12:                                               ; preds = %11, %8
  ret ptr null, !dbg !60
}

; Function Attrs: noreturn nounwind
declare void @abort() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !61 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !64, !DIExpression(), !68)
    #dbg_declare(ptr %3, !69, !DIExpression(), !70)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @setter, ptr noundef null) #7, !dbg !71
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !72
  %6 = load i32, ptr %2, align 4, !dbg !73
  %7 = call i32 @pthread_join(i32 noundef %6, ptr noundef null), !dbg !74
  %8 = load i32, ptr %3, align 4, !dbg !75
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !76
  ret i32 0, !dbg !77
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

declare i32 @pthread_join(i32 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback noreturn nounwind }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "abort-not-error.c", directory: ".", checksumkind: CSK_MD5, checksum: "2fd3512f73f3cb0080558fc3b0076dc1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "x", scope: !19, file: !2, line: 13, type: !21, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{i32 1, !"NumRegisterParameters", i32 0}
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"frame-pointer", i32 2}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 9, type: !32, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !19)
!32 = !DISubroutineType(types: !33)
!33 = !{null}
!34 = !DILocation(line: 9, column: 22, scope: !31)
!35 = distinct !DISubprogram(name: "setter", scope: !2, file: !2, line: 15, type: !36, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !39)
!36 = !DISubroutineType(types: !37)
!37 = !{!38, !38}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!39 = !{}
!40 = !DILocalVariable(name: "arg", arg: 1, scope: !35, file: !2, line: 15, type: !38)
!41 = !DILocation(line: 15, column: 20, scope: !35)
!42 = !DILocation(line: 16, column: 5, scope: !35)
!43 = !DILocation(line: 17, column: 3, scope: !35)
!44 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 20, type: !36, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !39)
!45 = !DILocalVariable(name: "arg", arg: 1, scope: !44, file: !2, line: 20, type: !38)
!46 = !DILocation(line: 20, column: 20, scope: !44)
!47 = !DILocalVariable(name: "v", scope: !44, file: !2, line: 21, type: !21)
!48 = !DILocation(line: 21, column: 7, scope: !44)
!49 = !DILocation(line: 21, column: 11, scope: !44)
!50 = !DILocation(line: 22, column: 7, scope: !51)
!51 = distinct !DILexicalBlock(scope: !44, file: !2, line: 22, column: 7)
!52 = !DILocation(line: 22, column: 9, scope: !51)
!53 = !DILocation(line: 22, column: 7, scope: !44)
!54 = !DILocation(line: 23, column: 5, scope: !51)
!55 = !DILocation(line: 24, column: 7, scope: !56)
!56 = distinct !DILexicalBlock(scope: !44, file: !2, line: 24, column: 7)
!57 = !DILocation(line: 24, column: 9, scope: !56)
!58 = !DILocation(line: 24, column: 7, scope: !44)
!59 = !DILocation(line: 25, column: 5, scope: !56)
!60 = !DILocation(line: 26, column: 3, scope: !44)
!61 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 29, type: !62, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !39)
!62 = !DISubroutineType(types: !63)
!63 = !{!21}
!64 = !DILocalVariable(name: "a", scope: !61, file: !2, line: 30, type: !65)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !66, line: 27, baseType: !67)
!66 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!67 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!68 = !DILocation(line: 30, column: 13, scope: !61)
!69 = !DILocalVariable(name: "b", scope: !61, file: !2, line: 30, type: !65)
!70 = !DILocation(line: 30, column: 16, scope: !61)
!71 = !DILocation(line: 31, column: 3, scope: !61)
!72 = !DILocation(line: 32, column: 3, scope: !61)
!73 = !DILocation(line: 33, column: 16, scope: !61)
!74 = !DILocation(line: 33, column: 3, scope: !61)
!75 = !DILocation(line: 34, column: 16, scope: !61)
!76 = !DILocation(line: 34, column: 3, scope: !61)
!77 = !DILocation(line: 35, column: 3, scope: !61)
