; ModuleID = 'sleep-not-sync.c'
source_filename = "sleep-not-sync.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"sleep-not-sync.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@result = dso_local global i32 0, align 4, !dbg !17

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !31 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 5, ptr noundef @.str.2) #4, !dbg !34
  unreachable, !dbg !34
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @compute(ptr noundef %0) #0 !dbg !35 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !40, !DIExpression(), !41)
  %3 = call i32 @usleep(i32 noundef 10), !dbg !42
  store i32 42, ptr @result, align 4, !dbg !43
  ret ptr null, !dbg !44
}

declare i32 @usleep(i32 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !45 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !48, !DIExpression(), !52)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @compute, ptr noundef null) #5, !dbg !53
  %4 = call i32 @sleep(i32 noundef 1), !dbg !54
  %5 = load i32, ptr @result, align 4, !dbg !55
  %6 = icmp ne i32 %5, 42, !dbg !57
  br i1 %6, label %7, label %8, !dbg !58

7:                                                ; preds = %0
  call void @reach_error(), !dbg !59
  br label %8, !dbg !59

8:                                                ; preds = %7, %0
  %9 = load i32, ptr %2, align 4, !dbg !60
  %10 = call i32 @pthread_join(i32 noundef %9, ptr noundef null), !dbg !61
  ret i32 0, !dbg !62
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

declare i32 @sleep(i32 noundef) #2

declare i32 @pthread_join(i32 noundef, ptr noundef) #2

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
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 5, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "sleep-not-sync.c", directory: ".", checksumkind: CSK_MD5, checksum: "35143861b394f209be6835d9d2373c83")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 5, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 5, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "result", scope: !19, file: !2, line: 10, type: !21, isLocal: false, isDefinition: true)
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
!31 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 5, type: !32, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !19)
!32 = !DISubroutineType(types: !33)
!33 = !{null}
!34 = !DILocation(line: 5, column: 22, scope: !31)
!35 = distinct !DISubprogram(name: "compute", scope: !2, file: !2, line: 12, type: !36, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !39)
!36 = !DISubroutineType(types: !37)
!37 = !{!38, !38}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!39 = !{}
!40 = !DILocalVariable(name: "arg", arg: 1, scope: !35, file: !2, line: 12, type: !38)
!41 = !DILocation(line: 12, column: 21, scope: !35)
!42 = !DILocation(line: 13, column: 3, scope: !35)
!43 = !DILocation(line: 14, column: 10, scope: !35)
!44 = !DILocation(line: 15, column: 3, scope: !35)
!45 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !46, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !39)
!46 = !DISubroutineType(types: !47)
!47 = !{!21}
!48 = !DILocalVariable(name: "t", scope: !45, file: !2, line: 19, type: !49)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !50, line: 27, baseType: !51)
!50 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!51 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!52 = !DILocation(line: 19, column: 13, scope: !45)
!53 = !DILocation(line: 20, column: 3, scope: !45)
!54 = !DILocation(line: 21, column: 3, scope: !45)
!55 = !DILocation(line: 22, column: 7, scope: !56)
!56 = distinct !DILexicalBlock(scope: !45, file: !2, line: 22, column: 7)
!57 = !DILocation(line: 22, column: 14, scope: !56)
!58 = !DILocation(line: 22, column: 7, scope: !45)
!59 = !DILocation(line: 23, column: 5, scope: !56)
!60 = !DILocation(line: 24, column: 16, scope: !45)
!61 = !DILocation(line: 24, column: 3, scope: !45)
!62 = !DILocation(line: 25, column: 3, scope: !45)
