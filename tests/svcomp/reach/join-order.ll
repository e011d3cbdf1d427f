; ModuleID = 'join-order.c'
source_filename = "join-order.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"join-order.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@x = dso_local global i32 0, align 4, !dbg !17

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !31 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 7, ptr noundef @.str.2) #4, !dbg !34
  unreachable, !dbg !34
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @first(ptr noundef %0) #0 !dbg !35 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !40, !DIExpression(), !41)
  store i32 1, ptr @x, align 4, !dbg !42
  ret ptr null, !dbg !43
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @second(ptr noundef %0) #0 !dbg !44 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !45, !DIExpression(), !46)
  %3 = load i32, ptr @x, align 4, !dbg !47
  %4 = icmp ne i32 %3, 1, !dbg !49
  br i1 %4, label %5, label %6, !dbg !50

5:                                                ; preds = %1
  call void @reach_error(), !dbg !51
  br label %6, !dbg !51

6:                                                ; preds = %5, %1
  store i32 2, ptr @x, align 4, !dbg !52
  ret ptr null, !dbg !53
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !54 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !57, !DIExpression(), !61)
    #dbg_declare(ptr %3, !62, !DIExpression(), !63)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @first, ptr noundef null) #5, !dbg !64
  %5 = load i32, ptr %2, align 4, !dbg !65
  %6 = call i32 @pthread_join(i32 noundef %5, ptr noundef null), !dbg !66
  %7 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @second, ptr noundef null) #5, !dbg !67
  %8 = load i32, ptr %3, align 4, !dbg !68
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !69
  %10 = load i32, ptr @x, align 4, !dbg !70
  %11 = icmp ne i32 %10, 2, !dbg !72
  br i1 %11, label %12, label %13, !dbg !73

12:                                               ; preds = %0
  call void @reach_error(), !dbg !74
  br label %13, !dbg !74

13:                                               ; preds = %12, %0
  ret i32 0, !dbg !75
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback noreturn nounwind }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "join-order.c", directory: ".", checksumkind: CSK_MD5, checksum: "68bb87571934af49658ffeecbca60ceb")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "x", scope: !19, file: !2, line: 11, type: !21, isLocal: false, isDefinition: true)
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
!35 = distinct !DISubprogram(name: "first", scope: !2, file: !2, line: 13, type: !36, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !39)
!36 = !DISubroutineType(types: !37)
!37 = !{!38, !38}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!39 = !{}
!40 = !DILocalVariable(name: "arg", arg: 1, scope: !35, file: !2, line: 13, type: !38)
!41 = !DILocation(line: 13, column: 19, scope: !35)
!42 = !DILocation(line: 14, column: 5, scope: !35)
!43 = !DILocation(line: 15, column: 3, scope: !35)
!44 = distinct !DISubprogram(name: "second", scope: !2, file: !2, line: 18, type: !36, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !39)
!45 = !DILocalVariable(name: "arg", arg: 1, scope: !44, file: !2, line: 18, type: !38)
!46 = !DILocation(line: 18, column: 20, scope: !44)
!47 = !DILocation(line: 19, column: 7, scope: !48)
!48 = distinct !DILexicalBlock(scope: !44, file: !2, line: 19, column: 7)
!49 = !DILocation(line: 19, column: 9, scope: !48)
!50 = !DILocation(line: 19, column: 7, scope: !44)
!51 = !DILocation(line: 20, column: 5, scope: !48)
!52 = !DILocation(line: 21, column: 5, scope: !44)
!53 = !DILocation(line: 22, column: 3, scope: !44)
!54 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !55, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !39)
!55 = !DISubroutineType(types: !56)
!56 = !{!21}
!57 = !DILocalVariable(name: "t1", scope: !54, file: !2, line: 26, type: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !59, line: 27, baseType: !60)
!59 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!60 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!61 = !DILocation(line: 26, column: 13, scope: !54)
!62 = !DILocalVariable(name: "t2", scope: !54, file: !2, line: 26, type: !58)
!63 = !DILocation(line: 26, column: 17, scope: !54)
!64 = !DILocation(line: 27, column: 3, scope: !54)
!65 = !DILocation(line: 28, column: 16, scope: !54)
!66 = !DILocation(line: 28, column: 3, scope: !54)
!67 = !DILocation(line: 29, column: 3, scope: !54)
!68 = !DILocation(line: 30, column: 16, scope: !54)
!69 = !DILocation(line: 30, column: 3, scope: !54)
!70 = !DILocation(line: 31, column: 7, scope: !71)
!71 = distinct !DILexicalBlock(scope: !54, file: !2, line: 31, column: 7)
!72 = !DILocation(line: 31, column: 9, scope: !71)
!73 = !DILocation(line: 31, column: 7, scope: !54)
!74 = !DILocation(line: 32, column: 5, scope: !71)
!75 = !DILocation(line: 33, column: 3, scope: !54)
