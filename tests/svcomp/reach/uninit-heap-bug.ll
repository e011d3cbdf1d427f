; ModuleID = 'uninit-heap-bug.c'
source_filename = "uninit-heap-bug.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"uninit-heap-bug.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !28 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 6, ptr noundef @.str.2) #4, !dbg !31
  unreachable, !dbg !31
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !32 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !37, !DIExpression(), !40)
  %3 = call noalias ptr @malloc(i32 noundef 2) #5, !dbg !41
  store ptr %3, ptr %2, align 4, !dbg !40
  %4 = load ptr, ptr %2, align 4, !dbg !42
  %5 = icmp eq ptr %4, null, !dbg !44
  br i1 %5, label %6, label %7, !dbg !45

6:                                                ; preds = %0
  store i32 0, ptr %1, align 4, !dbg !46
  br label %18, !dbg !46

7:                                                ; preds = %0
  %8 = load ptr, ptr %2, align 4, !dbg !47
  %9 = getelementptr inbounds i8, ptr %8, i32 0, !dbg !47
  store i8 1, ptr %9, align 1, !dbg !48
  %10 = load ptr, ptr %2, align 4, !dbg !49
  %11 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !49
  %12 = load i8, ptr %11, align 1, !dbg !49
  %13 = zext i8 %12 to i32, !dbg !49
  %14 = icmp eq i32 %13, 7, !dbg !51
  br i1 %14, label %15, label %16, !dbg !52

15:                                               ; preds = %7
  call void @reach_error(), !dbg !53
  br label %16, !dbg !53

16:                                               ; preds = %15, %7
  %17 = load ptr, ptr %2, align 4, !dbg !54
  call void @free(ptr noundef %17) #6, !dbg !55
  store i32 0, ptr %1, align 4, !dbg !56
  br label %18, !dbg !56

18:                                               ; preds = %16, %6
  %19 = load i32, ptr %1, align 4, !dbg !57
  ret i32 %19, !dbg !57
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i32 noundef) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback noreturn nounwind }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "uninit-heap-bug.c", directory: ".", checksumkind: CSK_MD5, checksum: "29175b4f93a32ab29e6d5937e5f8a6c8")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !18, splitDebugInlining: false, nameTableKind: None)
!18 = !{!0, !7, !12}
!19 = !{i32 1, !"NumRegisterParameters", i32 0}
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 2}
!26 = !{i32 7, !"frame-pointer", i32 2}
!27 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!28 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 7, type: !29, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !17)
!29 = !DISubroutineType(types: !30)
!30 = !{null}
!31 = !DILocation(line: 7, column: 22, scope: !28)
!32 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 9, type: !33, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !17, retainedNodes: !36)
!33 = !DISubroutineType(types: !34)
!34 = !{!35}
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !{}
!37 = !DILocalVariable(name: "buf", scope: !32, file: !2, line: 10, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 32)
!39 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!40 = !DILocation(line: 10, column: 18, scope: !32)
!41 = !DILocation(line: 10, column: 24, scope: !32)
!42 = !DILocation(line: 11, column: 7, scope: !43)
!43 = distinct !DILexicalBlock(scope: !32, file: !2, line: 11, column: 7)
!44 = !DILocation(line: 11, column: 11, scope: !43)
!45 = !DILocation(line: 11, column: 7, scope: !32)
!46 = !DILocation(line: 12, column: 5, scope: !43)
!47 = !DILocation(line: 13, column: 3, scope: !32)
!48 = !DILocation(line: 13, column: 10, scope: !32)
!49 = !DILocation(line: 14, column: 7, scope: !50)
!50 = distinct !DILexicalBlock(scope: !32, file: !2, line: 14, column: 7)
!51 = !DILocation(line: 14, column: 14, scope: !50)
!52 = !DILocation(line: 14, column: 7, scope: !32)
!53 = !DILocation(line: 15, column: 5, scope: !50)
!54 = !DILocation(line: 16, column: 8, scope: !32)
!55 = !DILocation(line: 16, column: 3, scope: !32)
!56 = !DILocation(line: 17, column: 3, scope: !32)
!57 = !DILocation(line: 18, column: 1, scope: !32)
