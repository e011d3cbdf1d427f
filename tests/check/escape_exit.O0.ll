; ModuleID = 'escape_exit.c'
source_filename = "escape_exit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@gp = dso_local global ptr null, align 8, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"v != 1\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [14 x i8] c"escape_exit.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !34 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !39, !DIExpression(), !40)
    #dbg_declare(ptr %3, !41, !DIExpression(), !42)
  store volatile i32 1, ptr %3, align 4, !dbg !42
  store volatile ptr %3, ptr @gp, align 8, !dbg !43
  ret ptr null, !dbg !44
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !45 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !48, !DIExpression(), !52)
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !53
    #dbg_declare(ptr %3, !54, !DIExpression(), !55)
  br label %6, !dbg !56

6:                                                ; preds = %10, %0
  %7 = load volatile ptr, ptr @gp, align 8, !dbg !57
  store ptr %7, ptr %3, align 8, !dbg !58
  %8 = icmp ne ptr %7, null, !dbg !59
  %9 = xor i1 %8, true, !dbg !59
  br i1 %9, label %10, label %11, !dbg !56

10:                                               ; preds = %6
  br label %6, !dbg !56, !llvm.loop !60

11:                                               ; preds = %6
    #dbg_declare(ptr %4, !63, !DIExpression(), !64)
  %12 = load ptr, ptr %3, align 8, !dbg !65
  %13 = load volatile i32, ptr %12, align 4, !dbg !66
  store i32 %13, ptr %4, align 4, !dbg !64
  %14 = load i32, ptr %4, align 4, !dbg !67
  %15 = icmp ne i32 %14, 1, !dbg !67
  br i1 %15, label %16, label %17, !dbg !70

16:                                               ; preds = %11
  br label %18, !dbg !70

17:                                               ; preds = %11
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 26, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !67
  unreachable, !dbg !67

18:                                               ; preds = %16
  %19 = load i64, ptr %2, align 8, !dbg !71
  %20 = call i32 @pthread_join(i64 noundef %19, ptr noundef null), !dbg !72
  ret i32 0, !dbg !73
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
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "gp", scope: !2, file: !3, line: 11, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "escape_exit.c", directory: ".", checksumkind: CSK_MD5, checksum: "fc3e86f929f1e2c34bfcdfe7d0470545")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 7)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 14)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !25)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !35, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !38)
!35 = !DISubroutineType(types: !36)
!36 = !{!37, !37}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!38 = !{}
!39 = !DILocalVariable(name: "a", arg: 1, scope: !34, file: !3, line: 13, type: !37)
!40 = !DILocation(line: 13, column: 20, scope: !34)
!41 = !DILocalVariable(name: "x", scope: !34, file: !3, line: 14, type: !24)
!42 = !DILocation(line: 14, column: 16, scope: !34)
!43 = !DILocation(line: 15, column: 6, scope: !34)
!44 = !DILocation(line: 16, column: 3, scope: !34)
!45 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !46, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !38)
!46 = !DISubroutineType(types: !47)
!47 = !{!25}
!48 = !DILocalVariable(name: "t", scope: !45, file: !3, line: 20, type: !49)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !50, line: 27, baseType: !51)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!51 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!52 = !DILocation(line: 20, column: 13, scope: !45)
!53 = !DILocation(line: 21, column: 3, scope: !45)
!54 = !DILocalVariable(name: "p", scope: !45, file: !3, line: 22, type: !23)
!55 = !DILocation(line: 22, column: 17, scope: !45)
!56 = !DILocation(line: 23, column: 3, scope: !45)
!57 = !DILocation(line: 23, column: 16, scope: !45)
!58 = !DILocation(line: 23, column: 14, scope: !45)
!59 = !DILocation(line: 23, column: 10, scope: !45)
!60 = distinct !{!60, !56, !61, !62}
!61 = !DILocation(line: 24, column: 3, scope: !45)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DILocalVariable(name: "v", scope: !45, file: !3, line: 25, type: !25)
!64 = !DILocation(line: 25, column: 7, scope: !45)
!65 = !DILocation(line: 25, column: 12, scope: !45)
!66 = !DILocation(line: 25, column: 11, scope: !45)
!67 = !DILocation(line: 26, column: 3, scope: !68)
!68 = distinct !DILexicalBlock(scope: !69, file: !3, line: 26, column: 3)
!69 = distinct !DILexicalBlock(scope: !45, file: !3, line: 26, column: 3)
!70 = !DILocation(line: 26, column: 3, scope: !69)
!71 = !DILocation(line: 27, column: 16, scope: !45)
!72 = !DILocation(line: 27, column: 3, scope: !45)
!73 = !DILocation(line: 28, column: 3, scope: !45)
