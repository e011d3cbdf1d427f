; ModuleID = 'uninit-assigned-on-all-paths.c'
source_filename = "uninit-assigned-on-all-paths.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [31 x i8] c"uninit-assigned-on-all-paths.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !27 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 6, ptr noundef @.str.2) #5, !dbg !30
  unreachable, !dbg !30
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !31 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !36, !DIExpression(), !37)
  %4 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !38
  br i1 %4, label %5, label %6, !dbg !40

5:                                                ; preds = %0
  store i32 1, ptr %2, align 4, !dbg !41
  br label %7, !dbg !42

6:                                                ; preds = %0
  store i32 2, ptr %2, align 4, !dbg !43
  br label %7

7:                                                ; preds = %6, %5
    #dbg_declare(ptr %3, !44, !DIExpression(), !47)
  %8 = call noalias ptr @malloc(i64 noundef 1) #6, !dbg !48
  store ptr %8, ptr %3, align 8, !dbg !47
  %9 = load ptr, ptr %3, align 8, !dbg !49
  %10 = icmp eq ptr %9, null, !dbg !51
  br i1 %10, label %11, label %12, !dbg !52

11:                                               ; preds = %7
  store i32 0, ptr %1, align 4, !dbg !53
  br label %26, !dbg !53

12:                                               ; preds = %7
  %13 = load ptr, ptr %3, align 8, !dbg !54
  %14 = getelementptr inbounds i8, ptr %13, i64 0, !dbg !54
  store i8 3, ptr %14, align 1, !dbg !55
  %15 = load i32, ptr %2, align 4, !dbg !56
  %16 = icmp eq i32 %15, 0, !dbg !58
  br i1 %16, label %23, label %17, !dbg !59

17:                                               ; preds = %12
  %18 = load ptr, ptr %3, align 8, !dbg !60
  %19 = getelementptr inbounds i8, ptr %18, i64 0, !dbg !60
  %20 = load i8, ptr %19, align 1, !dbg !60
  %21 = zext i8 %20 to i32, !dbg !60
  %22 = icmp ne i32 %21, 3, !dbg !61
  br i1 %22, label %23, label %24, !dbg !62

23:                                               ; preds = %17, %12
  call void @reach_error(), !dbg !63
  br label %24, !dbg !63

24:                                               ; preds = %23, %17
  %25 = load ptr, ptr %3, align 8, !dbg !64
  call void @free(ptr noundef %25) #7, !dbg !65
  store i32 0, ptr %1, align 4, !dbg !66
  br label %26, !dbg !66

26:                                               ; preds = %24, %11
  %27 = load i32, ptr %1, align 4, !dbg !67
  ret i32 %27, !dbg !67
}

declare zeroext i1 @__VERIFIER_nondet_bool() #2

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback noreturn nounwind }
attributes #6 = { nounwind allocsize(0) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "uninit-assigned-on-all-paths.c", directory: ".", checksumkind: CSK_MD5, checksum: "d52c1b22e44ee068ced5b9cba13d0497")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 31)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !18, splitDebugInlining: false, nameTableKind: None)
!18 = !{!0, !7, !12}
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 8, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 2}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 7, type: !28, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !17)
!28 = !DISubroutineType(types: !29)
!29 = !{null}
!30 = !DILocation(line: 7, column: 22, scope: !27)
!31 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 10, type: !32, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !17, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!34}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !{}
!36 = !DILocalVariable(name: "x", scope: !31, file: !2, line: 11, type: !34)
!37 = !DILocation(line: 11, column: 7, scope: !31)
!38 = !DILocation(line: 12, column: 7, scope: !39)
!39 = distinct !DILexicalBlock(scope: !31, file: !2, line: 12, column: 7)
!40 = !DILocation(line: 12, column: 7, scope: !31)
!41 = !DILocation(line: 13, column: 7, scope: !39)
!42 = !DILocation(line: 13, column: 5, scope: !39)
!43 = !DILocation(line: 15, column: 7, scope: !39)
!44 = !DILocalVariable(name: "buf", scope: !31, file: !2, line: 16, type: !45)
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!46 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!47 = !DILocation(line: 16, column: 18, scope: !31)
!48 = !DILocation(line: 16, column: 24, scope: !31)
!49 = !DILocation(line: 17, column: 7, scope: !50)
!50 = distinct !DILexicalBlock(scope: !31, file: !2, line: 17, column: 7)
!51 = !DILocation(line: 17, column: 11, scope: !50)
!52 = !DILocation(line: 17, column: 7, scope: !31)
!53 = !DILocation(line: 18, column: 5, scope: !50)
!54 = !DILocation(line: 19, column: 3, scope: !31)
!55 = !DILocation(line: 19, column: 10, scope: !31)
!56 = !DILocation(line: 20, column: 7, scope: !57)
!57 = distinct !DILexicalBlock(scope: !31, file: !2, line: 20, column: 7)
!58 = !DILocation(line: 20, column: 9, scope: !57)
!59 = !DILocation(line: 20, column: 14, scope: !57)
!60 = !DILocation(line: 20, column: 17, scope: !57)
!61 = !DILocation(line: 20, column: 24, scope: !57)
!62 = !DILocation(line: 20, column: 7, scope: !31)
!63 = !DILocation(line: 21, column: 5, scope: !57)
!64 = !DILocation(line: 22, column: 8, scope: !31)
!65 = !DILocation(line: 22, column: 3, scope: !31)
!66 = !DILocation(line: 23, column: 3, scope: !31)
!67 = !DILocation(line: 24, column: 1, scope: !31)
