; ModuleID = 'nondet-small-types.c'
source_filename = "nondet-small-types.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [21 x i8] c"nondet-small-types.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@published = dso_local global i32 0, align 4, !dbg !17

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !31 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 7, ptr noundef @.str.2) #4, !dbg !34
  unreachable, !dbg !34
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @thread1(ptr noundef %0) #0 !dbg !35 {
  %2 = alloca ptr, align 4
  %3 = alloca i8, align 1
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !40, !DIExpression(), !41)
    #dbg_declare(ptr %3, !42, !DIExpression(), !44)
  %4 = call zeroext i8 @__VERIFIER_nondet_uchar(), !dbg !45
  store i8 %4, ptr %3, align 1, !dbg !44
  %5 = load i8, ptr %3, align 1, !dbg !46
  %6 = zext i8 %5 to i32, !dbg !46
  store i32 %6, ptr @published, align 4, !dbg !47
  ret ptr null, !dbg !48
}

declare zeroext i8 @__VERIFIER_nondet_uchar() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @thread2(ptr noundef %0) #0 !dbg !49 {
  %2 = alloca ptr, align 4
  %3 = alloca i8, align 1
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !50, !DIExpression(), !51)
    #dbg_declare(ptr %3, !52, !DIExpression(), !54)
  %4 = call zeroext i1 @__VERIFIER_nondet__Bool(), !dbg !55
  %5 = zext i1 %4 to i8, !dbg !54
  store i8 %5, ptr %3, align 1, !dbg !54
  %6 = load i8, ptr %3, align 1, !dbg !56
  %7 = trunc i8 %6 to i1, !dbg !56
  br i1 %7, label %8, label %9, !dbg !58

8:                                                ; preds = %1
  call void @check_char(), !dbg !59
  br label %9, !dbg !59

9:                                                ; preds = %8, %1
  ret ptr null, !dbg !60
}

declare zeroext i1 @__VERIFIER_nondet__Bool() #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_char() #0 !dbg !61 {
  %1 = alloca i8, align 1
  %2 = alloca i32, align 4
    #dbg_declare(ptr %1, !62, !DIExpression(), !63)
  %3 = call signext i8 @__VERIFIER_nondet_char(), !dbg !64
  store i8 %3, ptr %1, align 1, !dbg !63
    #dbg_declare(ptr %2, !65, !DIExpression(), !66)
  %4 = load i8, ptr %1, align 1, !dbg !67
  %5 = sext i8 %4 to i32, !dbg !67
  store i32 %5, ptr %2, align 4, !dbg !66
  %6 = load i32, ptr %2, align 4, !dbg !68
  %7 = icmp slt i32 %6, -128, !dbg !70
  br i1 %7, label %11, label %8, !dbg !71

8:                                                ; preds = %0
  %9 = load i32, ptr %2, align 4, !dbg !72
  %10 = icmp sgt i32 %9, 127, !dbg !73
  br i1 %10, label %11, label %12, !dbg !74

11:                                               ; preds = %8, %0
  call void @reach_error(), !dbg !75
  br label %12, !dbg !75

12:                                               ; preds = %11, %8
  ret void, !dbg !76
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !77 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !80, !DIExpression(), !84)
    #dbg_declare(ptr %3, !85, !DIExpression(), !86)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @thread1, ptr noundef null) #5, !dbg !87
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @thread2, ptr noundef null) #5, !dbg !88
  call void @check_bool(), !dbg !89
  %6 = load i32, ptr %2, align 4, !dbg !90
  %7 = call i32 @pthread_join(i32 noundef %6, ptr noundef null), !dbg !91
  %8 = load i32, ptr %3, align 4, !dbg !92
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !93
  %10 = load i32, ptr @published, align 4, !dbg !94
  %11 = icmp slt i32 %10, 0, !dbg !96
  br i1 %11, label %15, label %12, !dbg !97

12:                                               ; preds = %0
  %13 = load i32, ptr @published, align 4, !dbg !98
  %14 = icmp sgt i32 %13, 255, !dbg !99
  br i1 %14, label %15, label %16, !dbg !100

15:                                               ; preds = %12, %0
  call void @reach_error(), !dbg !101
  br label %16, !dbg !101

16:                                               ; preds = %15, %12
  ret i32 0, !dbg !102
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @check_bool() #0 !dbg !103 {
  %1 = alloca i8, align 1
  %2 = alloca i32, align 4
    #dbg_declare(ptr %1, !104, !DIExpression(), !105)
  %3 = call zeroext i1 @__VERIFIER_nondet_bool(), !dbg !106
  %4 = zext i1 %3 to i8, !dbg !105
  store i8 %4, ptr %1, align 1, !dbg !105
    #dbg_declare(ptr %2, !107, !DIExpression(), !108)
  %5 = load i8, ptr %1, align 1, !dbg !109
  %6 = trunc i8 %5 to i1, !dbg !109
  %7 = zext i1 %6 to i32, !dbg !109
  store i32 %7, ptr %2, align 4, !dbg !108
  %8 = load i32, ptr %2, align 4, !dbg !110
  %9 = icmp ne i32 %8, 0, !dbg !112
  br i1 %9, label %10, label %14, !dbg !113

10:                                               ; preds = %0
  %11 = load i32, ptr %2, align 4, !dbg !114
  %12 = icmp ne i32 %11, 1, !dbg !115
  br i1 %12, label %13, label %14, !dbg !116

13:                                               ; preds = %10
  call void @reach_error(), !dbg !117
  br label %14, !dbg !117

14:                                               ; preds = %13, %10, %0
  ret void, !dbg !118
}

declare i32 @pthread_join(i32 noundef, ptr noundef) #2

declare signext i8 @__VERIFIER_nondet_char() #2

declare zeroext i1 @__VERIFIER_nondet_bool() #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback noreturn nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "nondet-small-types.c", directory: ".", checksumkind: CSK_MD5, checksum: "6a398598dfee842816add6d1bf01821b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 21)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "published", scope: !19, file: !2, line: 15, type: !21, isLocal: false, isDefinition: true)
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
!31 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 7, type: !32, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !19)
!32 = !DISubroutineType(types: !33)
!33 = !{null}
!34 = !DILocation(line: 7, column: 22, scope: !31)
!35 = distinct !DISubprogram(name: "thread1", scope: !2, file: !2, line: 31, type: !36, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !39)
!36 = !DISubroutineType(types: !37)
!37 = !{!38, !38}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!39 = !{}
!40 = !DILocalVariable(name: "arg", arg: 1, scope: !35, file: !2, line: 31, type: !38)
!41 = !DILocation(line: 31, column: 21, scope: !35)
!42 = !DILocalVariable(name: "c", scope: !35, file: !2, line: 32, type: !43)
!43 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!44 = !DILocation(line: 32, column: 17, scope: !35)
!45 = !DILocation(line: 32, column: 21, scope: !35)
!46 = !DILocation(line: 33, column: 15, scope: !35)
!47 = !DILocation(line: 33, column: 13, scope: !35)
!48 = !DILocation(line: 34, column: 3, scope: !35)
!49 = distinct !DISubprogram(name: "thread2", scope: !2, file: !2, line: 37, type: !36, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !39)
!50 = !DILocalVariable(name: "arg", arg: 1, scope: !49, file: !2, line: 37, type: !38)
!51 = !DILocation(line: 37, column: 21, scope: !49)
!52 = !DILocalVariable(name: "b", scope: !49, file: !2, line: 38, type: !53)
!53 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!54 = !DILocation(line: 38, column: 9, scope: !49)
!55 = !DILocation(line: 38, column: 13, scope: !49)
!56 = !DILocation(line: 39, column: 7, scope: !57)
!57 = distinct !DILexicalBlock(scope: !49, file: !2, line: 39, column: 7)
!58 = !DILocation(line: 39, column: 7, scope: !49)
!59 = !DILocation(line: 40, column: 5, scope: !57)
!60 = !DILocation(line: 41, column: 3, scope: !49)
!61 = distinct !DISubprogram(name: "check_char", scope: !2, file: !2, line: 24, type: !32, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !19, retainedNodes: !39)
!62 = !DILocalVariable(name: "c", scope: !61, file: !2, line: 25, type: !4)
!63 = !DILocation(line: 25, column: 8, scope: !61)
!64 = !DILocation(line: 25, column: 12, scope: !61)
!65 = !DILocalVariable(name: "v", scope: !61, file: !2, line: 26, type: !21)
!66 = !DILocation(line: 26, column: 7, scope: !61)
!67 = !DILocation(line: 26, column: 11, scope: !61)
!68 = !DILocation(line: 27, column: 7, scope: !69)
!69 = distinct !DILexicalBlock(scope: !61, file: !2, line: 27, column: 7)
!70 = !DILocation(line: 27, column: 9, scope: !69)
!71 = !DILocation(line: 27, column: 16, scope: !69)
!72 = !DILocation(line: 27, column: 19, scope: !69)
!73 = !DILocation(line: 27, column: 21, scope: !69)
!74 = !DILocation(line: 27, column: 7, scope: !61)
!75 = !DILocation(line: 28, column: 5, scope: !69)
!76 = !DILocation(line: 29, column: 1, scope: !61)
!77 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 44, type: !78, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !39)
!78 = !DISubroutineType(types: !79)
!79 = !{!21}
!80 = !DILocalVariable(name: "a", scope: !77, file: !2, line: 45, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !82, line: 27, baseType: !83)
!82 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!83 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!84 = !DILocation(line: 45, column: 13, scope: !77)
!85 = !DILocalVariable(name: "b", scope: !77, file: !2, line: 45, type: !81)
!86 = !DILocation(line: 45, column: 16, scope: !77)
!87 = !DILocation(line: 46, column: 3, scope: !77)
!88 = !DILocation(line: 47, column: 3, scope: !77)
!89 = !DILocation(line: 48, column: 3, scope: !77)
!90 = !DILocation(line: 49, column: 16, scope: !77)
!91 = !DILocation(line: 49, column: 3, scope: !77)
!92 = !DILocation(line: 50, column: 16, scope: !77)
!93 = !DILocation(line: 50, column: 3, scope: !77)
!94 = !DILocation(line: 51, column: 7, scope: !95)
!95 = distinct !DILexicalBlock(scope: !77, file: !2, line: 51, column: 7)
!96 = !DILocation(line: 51, column: 17, scope: !95)
!97 = !DILocation(line: 51, column: 21, scope: !95)
!98 = !DILocation(line: 51, column: 24, scope: !95)
!99 = !DILocation(line: 51, column: 34, scope: !95)
!100 = !DILocation(line: 51, column: 7, scope: !77)
!101 = !DILocation(line: 52, column: 5, scope: !95)
!102 = !DILocation(line: 53, column: 3, scope: !77)
!103 = distinct !DISubprogram(name: "check_bool", scope: !2, file: !2, line: 17, type: !32, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !19, retainedNodes: !39)
!104 = !DILocalVariable(name: "b", scope: !103, file: !2, line: 18, type: !53)
!105 = !DILocation(line: 18, column: 9, scope: !103)
!106 = !DILocation(line: 18, column: 13, scope: !103)
!107 = !DILocalVariable(name: "v", scope: !103, file: !2, line: 19, type: !21)
!108 = !DILocation(line: 19, column: 7, scope: !103)
!109 = !DILocation(line: 19, column: 11, scope: !103)
!110 = !DILocation(line: 20, column: 7, scope: !111)
!111 = distinct !DILexicalBlock(scope: !103, file: !2, line: 20, column: 7)
!112 = !DILocation(line: 20, column: 9, scope: !111)
!113 = !DILocation(line: 20, column: 14, scope: !111)
!114 = !DILocation(line: 20, column: 17, scope: !111)
!115 = !DILocation(line: 20, column: 19, scope: !111)
!116 = !DILocation(line: 20, column: 7, scope: !103)
!117 = !DILocation(line: 21, column: 5, scope: !111)
!118 = !DILocation(line: 22, column: 1, scope: !103)
