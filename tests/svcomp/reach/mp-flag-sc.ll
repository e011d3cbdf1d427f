; ModuleID = 'mp-flag-sc.c'
source_filename = "mp-flag-sc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [13 x i8] c"mp-flag-sc.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@data = dso_local global i32 0, align 4, !dbg !17
@flag = dso_local global i32 0, align 4, !dbg !21

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !32 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 10, ptr noundef @.str.2) #3, !dbg !35
  unreachable, !dbg !35
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @sender(ptr noundef %0) #0 !dbg !36 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !41, !DIExpression(), !42)
  store i32 42, ptr @data, align 4, !dbg !43
  store i32 1, ptr @flag, align 4, !dbg !44
  ret ptr null, !dbg !45
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !46 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !49, !DIExpression(), !53)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @sender, ptr noundef null) #4, !dbg !54
  %4 = load i64, ptr %2, align 8, !dbg !55
  %5 = call i32 @pthread_detach(i64 noundef %4) #4, !dbg !56
  %6 = load i32, ptr @flag, align 4, !dbg !57
  %7 = icmp eq i32 %6, 1, !dbg !59
  br i1 %7, label %8, label %13, !dbg !60

8:                                                ; preds = %0
  %9 = load i32, ptr @data, align 4, !dbg !61
  %10 = icmp ne i32 %9, 42, !dbg !64
  br i1 %10, label %11, label %12, !dbg !65

11:                                               ; preds = %8
  call void @reach_error(), !dbg !66
  br label %12, !dbg !66

12:                                               ; preds = %11, %8
  br label %13, !dbg !67

13:                                               ; preds = %12, %0
  ret i32 0, !dbg !68
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_detach(i64 noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback noreturn nounwind }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "mp-flag-sc.c", directory: ".", checksumkind: CSK_MD5, checksum: "8443b533fcea19c273360d477ee30209")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 13)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "data", scope: !19, file: !2, line: 14, type: !23, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "flag", scope: !19, file: !2, line: 15, type: !23, isLocal: false, isDefinition: true)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 10, type: !33, scopeLine: 10, spFlags: DISPFlagDefinition, unit: !19)
!33 = !DISubroutineType(types: !34)
!34 = !{null}
!35 = !DILocation(line: 10, column: 22, scope: !32)
!36 = distinct !DISubprogram(name: "sender", scope: !2, file: !2, line: 17, type: !37, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!40 = !{}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !36, file: !2, line: 17, type: !39)
!42 = !DILocation(line: 17, column: 20, scope: !36)
!43 = !DILocation(line: 18, column: 8, scope: !36)
!44 = !DILocation(line: 19, column: 8, scope: !36)
!45 = !DILocation(line: 20, column: 3, scope: !36)
!46 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !47, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !40)
!47 = !DISubroutineType(types: !48)
!48 = !{!23}
!49 = !DILocalVariable(name: "t", scope: !46, file: !2, line: 24, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !51, line: 27, baseType: !52)
!51 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !DILocation(line: 24, column: 13, scope: !46)
!54 = !DILocation(line: 25, column: 3, scope: !46)
!55 = !DILocation(line: 26, column: 18, scope: !46)
!56 = !DILocation(line: 26, column: 3, scope: !46)
!57 = !DILocation(line: 27, column: 7, scope: !58)
!58 = distinct !DILexicalBlock(scope: !46, file: !2, line: 27, column: 7)
!59 = !DILocation(line: 27, column: 12, scope: !58)
!60 = !DILocation(line: 27, column: 7, scope: !46)
!61 = !DILocation(line: 28, column: 9, scope: !62)
!62 = distinct !DILexicalBlock(scope: !63, file: !2, line: 28, column: 9)
!63 = distinct !DILexicalBlock(scope: !58, file: !2, line: 27, column: 18)
!64 = !DILocation(line: 28, column: 14, scope: !62)
!65 = !DILocation(line: 28, column: 9, scope: !63)
!66 = !DILocation(line: 29, column: 7, scope: !62)
!67 = !DILocation(line: 30, column: 3, scope: !63)
!68 = !DILocation(line: 31, column: 3, scope: !46)
