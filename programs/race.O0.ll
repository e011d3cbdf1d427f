; ModuleID = 'race.c'
source_filename = "race.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [22 x i8] c"counter == 2 * ROUNDS\00", align 1, !dbg !7
@.str.1 = private unnamed_addr constant [7 x i8] c"race.c\00", align 1, !dbg !13
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !18

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !33 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !37, !DIExpression(), !44)
    #dbg_declare(ptr %3, !45, !DIExpression(), !47)
  store i32 0, ptr %3, align 4, !dbg !47
  br label %5, !dbg !48

5:                                                ; preds = %13, %0
  %6 = load i32, ptr %3, align 4, !dbg !49
  %7 = icmp slt i32 %6, 2, !dbg !51
  br i1 %7, label %8, label %16, !dbg !52

8:                                                ; preds = %5
  %9 = load i32, ptr %3, align 4, !dbg !53
  %10 = sext i32 %9 to i64, !dbg !54
  %11 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %10, !dbg !54
  %12 = call i32 @pthread_create(ptr noundef %11, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !55
  br label %13, !dbg !55

13:                                               ; preds = %8
  %14 = load i32, ptr %3, align 4, !dbg !56
  %15 = add nsw i32 %14, 1, !dbg !56
  store i32 %15, ptr %3, align 4, !dbg !56
  br label %5, !dbg !57, !llvm.loop !58

16:                                               ; preds = %5
    #dbg_declare(ptr %4, !61, !DIExpression(), !63)
  store i32 0, ptr %4, align 4, !dbg !63
  br label %17, !dbg !64

17:                                               ; preds = %26, %16
  %18 = load i32, ptr %4, align 4, !dbg !65
  %19 = icmp slt i32 %18, 2, !dbg !67
  br i1 %19, label %20, label %29, !dbg !68

20:                                               ; preds = %17
  %21 = load i32, ptr %4, align 4, !dbg !69
  %22 = sext i32 %21 to i64, !dbg !70
  %23 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %22, !dbg !70
  %24 = load i64, ptr %23, align 8, !dbg !70
  %25 = call i32 @pthread_join(i64 noundef %24, ptr noundef null), !dbg !71
  br label %26, !dbg !71

26:                                               ; preds = %20
  %27 = load i32, ptr %4, align 4, !dbg !72
  %28 = add nsw i32 %27, 1, !dbg !72
  store i32 %28, ptr %4, align 4, !dbg !72
  br label %17, !dbg !73, !llvm.loop !74

29:                                               ; preds = %17
  %30 = load i32, ptr @counter, align 4, !dbg !76
  %31 = icmp eq i32 %30, 4, !dbg !76
  br i1 %31, label %32, label %33, !dbg !79

32:                                               ; preds = %29
  br label %34, !dbg !79

33:                                               ; preds = %29
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 51, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !76
  unreachable, !dbg !76

34:                                               ; preds = %32
  ret i32 0, !dbg !80
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @worker(ptr noundef %0) #0 !dbg !81 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !84, !DIExpression(), !85)
  %4 = load ptr, ptr %2, align 8, !dbg !86
    #dbg_declare(ptr %3, !87, !DIExpression(), !89)
  store i32 0, ptr %3, align 4, !dbg !89
  br label %5, !dbg !90

5:                                                ; preds = %11, %1
  %6 = load i32, ptr %3, align 4, !dbg !91
  %7 = icmp slt i32 %6, 2, !dbg !93
  br i1 %7, label %8, label %14, !dbg !94

8:                                                ; preds = %5
  %9 = load i32, ptr @counter, align 4, !dbg !95
  %10 = add nsw i32 %9, 1, !dbg !95
  store i32 %10, ptr @counter, align 4, !dbg !95
  br label %11, !dbg !97

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4, !dbg !98
  %13 = add nsw i32 %12, 1, !dbg !98
  store i32 %13, ptr %3, align 4, !dbg !98
  br label %5, !dbg !99, !llvm.loop !100

14:                                               ; preds = %5
  ret ptr null, !dbg !102
}

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 21, type: !24, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race.c", directory: ".", checksumkind: CSK_MD5, checksum: "700a1e0d04d1c1d30f0aa6e3535cebe8")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!7, !13, !18, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 176, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 22)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 56, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 7)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 120, elements: !22)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!22 = !{!23}
!23 = !DISubrange(count: 15)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"frame-pointer", i32 2}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 44, type: !34, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !36)
!34 = !DISubroutineType(types: !35)
!35 = !{!24}
!36 = !{}
!37 = !DILocalVariable(name: "t", scope: !33, file: !3, line: 46, type: !38)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 128, elements: !42)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !40, line: 27, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !{!43}
!43 = !DISubrange(count: 2)
!44 = !DILocation(line: 46, column: 15, scope: !33)
!45 = !DILocalVariable(name: "i", scope: !46, file: !3, line: 47, type: !24)
!46 = distinct !DILexicalBlock(scope: !33, file: !3, line: 47, column: 5)
!47 = !DILocation(line: 47, column: 14, scope: !46)
!48 = !DILocation(line: 47, column: 10, scope: !46)
!49 = !DILocation(line: 47, column: 21, scope: !50)
!50 = distinct !DILexicalBlock(scope: !46, file: !3, line: 47, column: 5)
!51 = !DILocation(line: 47, column: 23, scope: !50)
!52 = !DILocation(line: 47, column: 5, scope: !46)
!53 = !DILocation(line: 48, column: 27, scope: !50)
!54 = !DILocation(line: 48, column: 25, scope: !50)
!55 = !DILocation(line: 48, column: 9, scope: !50)
!56 = !DILocation(line: 47, column: 29, scope: !50)
!57 = !DILocation(line: 47, column: 5, scope: !50)
!58 = distinct !{!58, !52, !59, !60}
!59 = !DILocation(line: 48, column: 49, scope: !46)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocalVariable(name: "i", scope: !62, file: !3, line: 49, type: !24)
!62 = distinct !DILexicalBlock(scope: !33, file: !3, line: 49, column: 5)
!63 = !DILocation(line: 49, column: 14, scope: !62)
!64 = !DILocation(line: 49, column: 10, scope: !62)
!65 = !DILocation(line: 49, column: 21, scope: !66)
!66 = distinct !DILexicalBlock(scope: !62, file: !3, line: 49, column: 5)
!67 = !DILocation(line: 49, column: 23, scope: !66)
!68 = !DILocation(line: 49, column: 5, scope: !62)
!69 = !DILocation(line: 50, column: 24, scope: !66)
!70 = !DILocation(line: 50, column: 22, scope: !66)
!71 = !DILocation(line: 50, column: 9, scope: !66)
!72 = !DILocation(line: 49, column: 29, scope: !66)
!73 = !DILocation(line: 49, column: 5, scope: !66)
!74 = distinct !{!74, !68, !75, !60}
!75 = !DILocation(line: 50, column: 32, scope: !62)
!76 = !DILocation(line: 51, column: 5, scope: !77)
!77 = distinct !DILexicalBlock(scope: !78, file: !3, line: 51, column: 5)
!78 = distinct !DILexicalBlock(scope: !33, file: !3, line: 51, column: 5)
!79 = !DILocation(line: 51, column: 5, scope: !78)
!80 = !DILocation(line: 52, column: 5, scope: !33)
!81 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 27, type: !82, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !36)
!82 = !DISubroutineType(types: !83)
!83 = !{!5, !5}
!84 = !DILocalVariable(name: "arg", arg: 1, scope: !81, file: !3, line: 27, type: !5)
!85 = !DILocation(line: 27, column: 27, scope: !81)
!86 = !DILocation(line: 29, column: 11, scope: !81)
!87 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 30, type: !24)
!88 = distinct !DILexicalBlock(scope: !81, file: !3, line: 30, column: 5)
!89 = !DILocation(line: 30, column: 14, scope: !88)
!90 = !DILocation(line: 30, column: 10, scope: !88)
!91 = !DILocation(line: 30, column: 21, scope: !92)
!92 = distinct !DILexicalBlock(scope: !88, file: !3, line: 30, column: 5)
!93 = !DILocation(line: 30, column: 23, scope: !92)
!94 = !DILocation(line: 30, column: 5, scope: !88)
!95 = !DILocation(line: 38, column: 16, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !3, line: 30, column: 38)
!97 = !DILocation(line: 40, column: 5, scope: !96)
!98 = !DILocation(line: 30, column: 34, scope: !92)
!99 = !DILocation(line: 30, column: 5, scope: !92)
!100 = distinct !{!100, !94, !101, !60}
!101 = !DILocation(line: 40, column: 5, scope: !88)
!102 = !DILocation(line: 41, column: 5, scope: !81)
