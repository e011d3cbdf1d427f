; ModuleID = 'tas.c'
source_filename = "tas.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@lock = dso_local global i32 0, align 4, !dbg !0
@inside = dso_local global i32 0, align 4, !dbg !22
@.str = private unnamed_addr constant [12 x i8] c"inside == 1\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [6 x i8] c"tas.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !33 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !38, !DIExpression(), !39)
  br label %6, !dbg !40

6:                                                ; preds = %11, %1
  store i32 1, ptr %3, align 4, !dbg !41
  %7 = load i32, ptr %3, align 4, !dbg !41
  %8 = atomicrmw xchg ptr @lock, i32 %7 acquire, align 4, !dbg !41
  store i32 %8, ptr %4, align 4, !dbg !41
  %9 = load i32, ptr %4, align 4, !dbg !41
  %10 = icmp ne i32 %9, 0, !dbg !40
  br i1 %10, label %11, label %12, !dbg !40

11:                                               ; preds = %6
  br label %6, !dbg !40, !llvm.loop !42

12:                                               ; preds = %6
  %13 = load i32, ptr @inside, align 4, !dbg !45
  %14 = add nsw i32 %13, 1, !dbg !45
  store i32 %14, ptr @inside, align 4, !dbg !45
  %15 = load i32, ptr @inside, align 4, !dbg !46
  %16 = icmp eq i32 %15, 1, !dbg !46
  br i1 %16, label %17, label %18, !dbg !49

17:                                               ; preds = %12
  br label %19, !dbg !49

18:                                               ; preds = %12
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 15, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !46
  unreachable, !dbg !46

19:                                               ; preds = %17
  %20 = load i32, ptr @inside, align 4, !dbg !50
  %21 = add nsw i32 %20, -1, !dbg !50
  store i32 %21, ptr @inside, align 4, !dbg !50
  store i32 0, ptr %5, align 4, !dbg !51
  %22 = load i32, ptr %5, align 4, !dbg !51
  store atomic i32 %22, ptr @lock release, align 4, !dbg !51
  ret ptr null, !dbg !52
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !53 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !58, !DIExpression(), !59)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !60, !DIExpression(), !61)
    #dbg_declare(ptr %6, !62, !DIExpression(), !63)
  %9 = load i32, ptr %4, align 4, !dbg !64
  %10 = icmp sgt i32 %9, 1, !dbg !65
  br i1 %10, label %11, label %16, !dbg !64

11:                                               ; preds = %2
  %12 = load ptr, ptr %5, align 8, !dbg !66
  %13 = getelementptr inbounds ptr, ptr %12, i64 1, !dbg !66
  %14 = load ptr, ptr %13, align 8, !dbg !66
  %15 = call i32 @atoi(ptr noundef %14) #6, !dbg !67
  br label %17, !dbg !64

16:                                               ; preds = %2
  br label %17, !dbg !64

17:                                               ; preds = %16, %11
  %18 = phi i32 [ %15, %11 ], [ -1, %16 ], !dbg !64
  store i32 %18, ptr %6, align 4, !dbg !63
    #dbg_declare(ptr %7, !68, !DIExpression(), !72)
  %19 = load i32, ptr %6, align 4, !dbg !73
  %20 = icmp slt i32 %19, 0, !dbg !75
  br i1 %20, label %21, label %24, !dbg !76

21:                                               ; preds = %17
  br label %22, !dbg !77

22:                                               ; preds = %21, %22
  %23 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !78
  br label %22, !dbg !77, !llvm.loop !79

24:                                               ; preds = %17
    #dbg_declare(ptr %8, !81, !DIExpression(), !83)
  store i32 0, ptr %8, align 4, !dbg !83
  br label %25, !dbg !84

25:                                               ; preds = %31, %24
  %26 = load i32, ptr %8, align 4, !dbg !85
  %27 = load i32, ptr %6, align 4, !dbg !87
  %28 = icmp slt i32 %26, %27, !dbg !88
  br i1 %28, label %29, label %34, !dbg !89

29:                                               ; preds = %25
  %30 = call i32 @pthread_create(ptr noundef %7, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !90
  br label %31, !dbg !90

31:                                               ; preds = %29
  %32 = load i32, ptr %8, align 4, !dbg !91
  %33 = add nsw i32 %32, 1, !dbg !91
  store i32 %33, ptr %8, align 4, !dbg !91
  br label %25, !dbg !92, !llvm.loop !93

34:                                               ; preds = %25
  call void @pthread_exit(ptr noundef null) #8, !dbg !95
  unreachable, !dbg !95
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

; Function Attrs: noreturn
declare void @pthread_exit(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { nounwind }
attributes #8 = { noreturn }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 9, type: !24, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tas.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "989ab4b4801dd7eb947f54a526689206")
!4 = !{!5, !11, !16, !0, !22}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 12)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 48, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 6)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 15, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "inside", scope: !2, file: !3, line: 9, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"frame-pointer", i32 2}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !34, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !37)
!34 = !DISubroutineType(types: !35)
!35 = !{!36, !36}
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!37 = !{}
!38 = !DILocalVariable(name: "arg", arg: 1, scope: !33, file: !3, line: 11, type: !36)
!39 = !DILocation(line: 11, column: 20, scope: !33)
!40 = !DILocation(line: 12, column: 3, scope: !33)
!41 = !DILocation(line: 12, column: 10, scope: !33)
!42 = distinct !{!42, !40, !43, !44}
!43 = !DILocation(line: 13, column: 5, scope: !33)
!44 = !{!"llvm.loop.mustprogress"}
!45 = !DILocation(line: 14, column: 9, scope: !33)
!46 = !DILocation(line: 15, column: 3, scope: !47)
!47 = distinct !DILexicalBlock(scope: !48, file: !3, line: 15, column: 3)
!48 = distinct !DILexicalBlock(scope: !33, file: !3, line: 15, column: 3)
!49 = !DILocation(line: 15, column: 3, scope: !48)
!50 = !DILocation(line: 16, column: 9, scope: !33)
!51 = !DILocation(line: 17, column: 3, scope: !33)
!52 = !DILocation(line: 18, column: 3, scope: !33)
!53 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !54, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !37)
!54 = !DISubroutineType(types: !55)
!55 = !{!24, !24, !56}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!58 = !DILocalVariable(name: "argc", arg: 1, scope: !53, file: !3, line: 21, type: !24)
!59 = !DILocation(line: 21, column: 14, scope: !53)
!60 = !DILocalVariable(name: "argv", arg: 2, scope: !53, file: !3, line: 21, type: !56)
!61 = !DILocation(line: 21, column: 27, scope: !53)
!62 = !DILocalVariable(name: "n", scope: !53, file: !3, line: 22, type: !24)
!63 = !DILocation(line: 22, column: 7, scope: !53)
!64 = !DILocation(line: 22, column: 11, scope: !53)
!65 = !DILocation(line: 22, column: 16, scope: !53)
!66 = !DILocation(line: 22, column: 27, scope: !53)
!67 = !DILocation(line: 22, column: 22, scope: !53)
!68 = !DILocalVariable(name: "t", scope: !53, file: !3, line: 23, type: !69)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !70, line: 27, baseType: !71)
!70 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!71 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!72 = !DILocation(line: 23, column: 13, scope: !53)
!73 = !DILocation(line: 24, column: 7, scope: !74)
!74 = distinct !DILexicalBlock(scope: !53, file: !3, line: 24, column: 7)
!75 = !DILocation(line: 24, column: 9, scope: !74)
!76 = !DILocation(line: 24, column: 7, scope: !53)
!77 = !DILocation(line: 25, column: 5, scope: !74)
!78 = !DILocation(line: 26, column: 7, scope: !74)
!79 = distinct !{!79, !77, !80}
!80 = !DILocation(line: 26, column: 38, scope: !74)
!81 = !DILocalVariable(name: "i", scope: !82, file: !3, line: 27, type: !24)
!82 = distinct !DILexicalBlock(scope: !53, file: !3, line: 27, column: 3)
!83 = !DILocation(line: 27, column: 12, scope: !82)
!84 = !DILocation(line: 27, column: 8, scope: !82)
!85 = !DILocation(line: 27, column: 19, scope: !86)
!86 = distinct !DILexicalBlock(scope: !82, file: !3, line: 27, column: 3)
!87 = !DILocation(line: 27, column: 23, scope: !86)
!88 = !DILocation(line: 27, column: 21, scope: !86)
!89 = !DILocation(line: 27, column: 3, scope: !82)
!90 = !DILocation(line: 28, column: 5, scope: !86)
!91 = !DILocation(line: 27, column: 27, scope: !86)
!92 = !DILocation(line: 27, column: 3, scope: !86)
!93 = distinct !{!93, !89, !94, !44}
!94 = !DILocation(line: 28, column: 36, scope: !82)
!95 = !DILocation(line: 29, column: 3, scope: !53)
