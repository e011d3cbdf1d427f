; ModuleID = 'thread_limit_handled.c'
source_filename = "thread_limit_handled.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@done = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !0
@.str = private unnamed_addr constant [28 x i8] c"r[i] == 0 || r[i] == EAGAIN\00", align 1, !dbg !8
@.str.1 = private unnamed_addr constant [23 x i8] c"thread_limit_handled.c\00", align 1, !dbg !14
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !19
@.str.2 = private unnamed_addr constant [19 x i8] c"done[0] && done[1]\00", align 1, !dbg !25

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !41 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !46, !DIExpression(), !47)
  %3 = load ptr, ptr %2, align 8, !dbg !48
  store i32 1, ptr %3, align 4, !dbg !49
  ret ptr null, !dbg !50
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !51 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca [2 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !54, !DIExpression(), !59)
    #dbg_declare(ptr %3, !60, !DIExpression(), !61)
    #dbg_declare(ptr %4, !62, !DIExpression(), !64)
  store i32 0, ptr %4, align 4, !dbg !64
  br label %6, !dbg !65

6:                                                ; preds = %45, %0
  %7 = load i32, ptr %4, align 4, !dbg !66
  %8 = icmp slt i32 %7, 2, !dbg !68
  br i1 %8, label %9, label %48, !dbg !69

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4, !dbg !70
  %11 = sext i32 %10 to i64, !dbg !72
  %12 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %11, !dbg !72
  %13 = load i32, ptr %4, align 4, !dbg !73
  %14 = sext i32 %13 to i64, !dbg !74
  %15 = getelementptr inbounds [2 x i32], ptr @done, i64 0, i64 %14, !dbg !74
  %16 = call i32 @pthread_create(ptr noundef %12, ptr noundef null, ptr noundef @worker, ptr noundef %15) #4, !dbg !75
  %17 = load i32, ptr %4, align 4, !dbg !76
  %18 = sext i32 %17 to i64, !dbg !77
  %19 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 %18, !dbg !77
  store i32 %16, ptr %19, align 4, !dbg !78
  %20 = load i32, ptr %4, align 4, !dbg !79
  %21 = sext i32 %20 to i64, !dbg !79
  %22 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 %21, !dbg !79
  %23 = load i32, ptr %22, align 4, !dbg !79
  %24 = icmp eq i32 %23, 0, !dbg !79
  br i1 %24, label %31, label %25, !dbg !79

25:                                               ; preds = %9
  %26 = load i32, ptr %4, align 4, !dbg !79
  %27 = sext i32 %26 to i64, !dbg !79
  %28 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 %27, !dbg !79
  %29 = load i32, ptr %28, align 4, !dbg !79
  %30 = icmp eq i32 %29, 11, !dbg !79
  br i1 %30, label %31, label %32, !dbg !82

31:                                               ; preds = %25, %9
  br label %33, !dbg !82

32:                                               ; preds = %25
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 21, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !79
  unreachable, !dbg !79

33:                                               ; preds = %31
  %34 = load i32, ptr %4, align 4, !dbg !83
  %35 = sext i32 %34 to i64, !dbg !85
  %36 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 %35, !dbg !85
  %37 = load i32, ptr %36, align 4, !dbg !85
  %38 = icmp ne i32 %37, 0, !dbg !86
  br i1 %38, label %39, label %44, !dbg !87

39:                                               ; preds = %33
  %40 = load i32, ptr %4, align 4, !dbg !88
  %41 = sext i32 %40 to i64, !dbg !89
  %42 = getelementptr inbounds [2 x i32], ptr @done, i64 0, i64 %41, !dbg !89
  %43 = call ptr @worker(ptr noundef %42), !dbg !90
  br label %44, !dbg !90

44:                                               ; preds = %39, %33
  br label %45, !dbg !91

45:                                               ; preds = %44
  %46 = load i32, ptr %4, align 4, !dbg !92
  %47 = add nsw i32 %46, 1, !dbg !92
  store i32 %47, ptr %4, align 4, !dbg !92
  br label %6, !dbg !93, !llvm.loop !94

48:                                               ; preds = %6
    #dbg_declare(ptr %5, !97, !DIExpression(), !99)
  store i32 0, ptr %5, align 4, !dbg !99
  br label %49, !dbg !100

49:                                               ; preds = %65, %48
  %50 = load i32, ptr %5, align 4, !dbg !101
  %51 = icmp slt i32 %50, 2, !dbg !103
  br i1 %51, label %52, label %68, !dbg !104

52:                                               ; preds = %49
  %53 = load i32, ptr %5, align 4, !dbg !105
  %54 = sext i32 %53 to i64, !dbg !107
  %55 = getelementptr inbounds [2 x i32], ptr %3, i64 0, i64 %54, !dbg !107
  %56 = load i32, ptr %55, align 4, !dbg !107
  %57 = icmp eq i32 %56, 0, !dbg !108
  br i1 %57, label %58, label %64, !dbg !109

58:                                               ; preds = %52
  %59 = load i32, ptr %5, align 4, !dbg !110
  %60 = sext i32 %59 to i64, !dbg !111
  %61 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %60, !dbg !111
  %62 = load i64, ptr %61, align 8, !dbg !111
  %63 = call i32 @pthread_join(i64 noundef %62, ptr noundef null), !dbg !112
  br label %64, !dbg !112

64:                                               ; preds = %58, %52
  br label %65, !dbg !113

65:                                               ; preds = %64
  %66 = load i32, ptr %5, align 4, !dbg !114
  %67 = add nsw i32 %66, 1, !dbg !114
  store i32 %67, ptr %5, align 4, !dbg !114
  br label %49, !dbg !115, !llvm.loop !116

68:                                               ; preds = %49
  %69 = load i32, ptr @done, align 4, !dbg !118
  %70 = icmp ne i32 %69, 0, !dbg !118
  br i1 %70, label %71, label %75, !dbg !118

71:                                               ; preds = %68
  %72 = load i32, ptr getelementptr inbounds ([2 x i32], ptr @done, i64 0, i64 1), align 4, !dbg !118
  %73 = icmp ne i32 %72, 0, !dbg !118
  br i1 %73, label %74, label %75, !dbg !121

74:                                               ; preds = %71
  br label %76, !dbg !121

75:                                               ; preds = %71, %68
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 28, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !118
  unreachable, !dbg !118

76:                                               ; preds = %74
  ret i32 0, !dbg !122
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 9, type: !30, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "thread_limit_handled.c", directory: ".", checksumkind: CSK_MD5, checksum: "a3f71e8e25c1b9f61054dd63e1b232ad")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8, !14, !19, !25, !0}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 224, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 28)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 184, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 23)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 120, elements: !23)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!23 = !{!24}
!24 = !DISubrange(count: 15)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 152, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 19)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 64, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 2)
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 8, !"PIC Level", i32 2}
!37 = !{i32 7, !"PIE Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 2}
!39 = !{i32 7, !"frame-pointer", i32 2}
!40 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!41 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !42, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !45)
!42 = !DISubroutineType(types: !43)
!43 = !{!44, !44}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!45 = !{}
!46 = !DILocalVariable(name: "arg", arg: 1, scope: !41, file: !3, line: 11, type: !44)
!47 = !DILocation(line: 11, column: 20, scope: !41)
!48 = !DILocation(line: 12, column: 11, scope: !41)
!49 = !DILocation(line: 12, column: 15, scope: !41)
!50 = !DILocation(line: 13, column: 3, scope: !41)
!51 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !52, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !45)
!52 = !DISubroutineType(types: !53)
!53 = !{!6}
!54 = !DILocalVariable(name: "t", scope: !51, file: !3, line: 17, type: !55)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 128, elements: !31)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !57, line: 27, baseType: !58)
!57 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!58 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!59 = !DILocation(line: 17, column: 13, scope: !51)
!60 = !DILocalVariable(name: "r", scope: !51, file: !3, line: 18, type: !30)
!61 = !DILocation(line: 18, column: 7, scope: !51)
!62 = !DILocalVariable(name: "i", scope: !63, file: !3, line: 19, type: !6)
!63 = distinct !DILexicalBlock(scope: !51, file: !3, line: 19, column: 3)
!64 = !DILocation(line: 19, column: 12, scope: !63)
!65 = !DILocation(line: 19, column: 8, scope: !63)
!66 = !DILocation(line: 19, column: 19, scope: !67)
!67 = distinct !DILexicalBlock(scope: !63, file: !3, line: 19, column: 3)
!68 = !DILocation(line: 19, column: 21, scope: !67)
!69 = !DILocation(line: 19, column: 3, scope: !63)
!70 = !DILocation(line: 20, column: 30, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !3, line: 19, column: 31)
!72 = !DILocation(line: 20, column: 28, scope: !71)
!73 = !DILocation(line: 20, column: 51, scope: !71)
!74 = !DILocation(line: 20, column: 46, scope: !71)
!75 = !DILocation(line: 20, column: 12, scope: !71)
!76 = !DILocation(line: 20, column: 7, scope: !71)
!77 = !DILocation(line: 20, column: 5, scope: !71)
!78 = !DILocation(line: 20, column: 10, scope: !71)
!79 = !DILocation(line: 21, column: 5, scope: !80)
!80 = distinct !DILexicalBlock(scope: !81, file: !3, line: 21, column: 5)
!81 = distinct !DILexicalBlock(scope: !71, file: !3, line: 21, column: 5)
!82 = !DILocation(line: 21, column: 5, scope: !81)
!83 = !DILocation(line: 22, column: 11, scope: !84)
!84 = distinct !DILexicalBlock(scope: !71, file: !3, line: 22, column: 9)
!85 = !DILocation(line: 22, column: 9, scope: !84)
!86 = !DILocation(line: 22, column: 14, scope: !84)
!87 = !DILocation(line: 22, column: 9, scope: !71)
!88 = !DILocation(line: 23, column: 20, scope: !84)
!89 = !DILocation(line: 23, column: 15, scope: !84)
!90 = !DILocation(line: 23, column: 7, scope: !84)
!91 = !DILocation(line: 24, column: 3, scope: !71)
!92 = !DILocation(line: 19, column: 27, scope: !67)
!93 = !DILocation(line: 19, column: 3, scope: !67)
!94 = distinct !{!94, !69, !95, !96}
!95 = !DILocation(line: 24, column: 3, scope: !63)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !DILocalVariable(name: "i", scope: !98, file: !3, line: 25, type: !6)
!98 = distinct !DILexicalBlock(scope: !51, file: !3, line: 25, column: 3)
!99 = !DILocation(line: 25, column: 12, scope: !98)
!100 = !DILocation(line: 25, column: 8, scope: !98)
!101 = !DILocation(line: 25, column: 19, scope: !102)
!102 = distinct !DILexicalBlock(scope: !98, file: !3, line: 25, column: 3)
!103 = !DILocation(line: 25, column: 21, scope: !102)
!104 = !DILocation(line: 25, column: 3, scope: !98)
!105 = !DILocation(line: 26, column: 11, scope: !106)
!106 = distinct !DILexicalBlock(scope: !102, file: !3, line: 26, column: 9)
!107 = !DILocation(line: 26, column: 9, scope: !106)
!108 = !DILocation(line: 26, column: 14, scope: !106)
!109 = !DILocation(line: 26, column: 9, scope: !102)
!110 = !DILocation(line: 27, column: 22, scope: !106)
!111 = !DILocation(line: 27, column: 20, scope: !106)
!112 = !DILocation(line: 27, column: 7, scope: !106)
!113 = !DILocation(line: 26, column: 17, scope: !106)
!114 = !DILocation(line: 25, column: 27, scope: !102)
!115 = !DILocation(line: 25, column: 3, scope: !102)
!116 = distinct !{!116, !104, !117, !96}
!117 = !DILocation(line: 27, column: 27, scope: !98)
!118 = !DILocation(line: 28, column: 3, scope: !119)
!119 = distinct !DILexicalBlock(scope: !120, file: !3, line: 28, column: 3)
!120 = distinct !DILexicalBlock(scope: !51, file: !3, line: 28, column: 3)
!121 = !DILocation(line: 28, column: 3, scope: !120)
!122 = !DILocation(line: 29, column: 3, scope: !51)
