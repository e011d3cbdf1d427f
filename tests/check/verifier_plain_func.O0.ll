; ModuleID = 'verifier_plain_func.c'
source_filename = "verifier_plain_func.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"counter == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [22 x i8] c"verifier_plain_func.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @inc() #0 !dbg !31 {
  %1 = alloca i32, align 4
    #dbg_declare(ptr %1, !35, !DIExpression(), !36)
  %2 = load i32, ptr @counter, align 4, !dbg !37
  store i32 %2, ptr %1, align 4, !dbg !36
  %3 = load i32, ptr %1, align 4, !dbg !38
  %4 = add nsw i32 %3, 1, !dbg !39
  store i32 %4, ptr @counter, align 4, !dbg !40
  ret void, !dbg !41
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !42 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !46, !DIExpression(), !47)
  call void @inc(), !dbg !48
  ret ptr null, !dbg !49
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !50 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !53, !DIExpression(), !57)
    #dbg_declare(ptr %3, !58, !DIExpression(), !59)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !60
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !61
  %6 = load i64, ptr %2, align 8, !dbg !62
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !63
  %8 = load i64, ptr %3, align 8, !dbg !64
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !65
  %10 = load i32, ptr @counter, align 4, !dbg !66
  %11 = icmp eq i32 %10, 2, !dbg !66
  br i1 %11, label %12, label %13, !dbg !69

12:                                               ; preds = %0
  br label %14, !dbg !69

13:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 24, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !66
  unreachable, !dbg !66

14:                                               ; preds = %12
  ret i32 0, !dbg !70
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

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
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 6, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "verifier_plain_func.c", directory: ".", checksumkind: CSK_MD5, checksum: "89adc0855d390c5fc69f58bcef353f2e")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 22)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"frame-pointer", i32 2}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "inc", scope: !3, file: !3, line: 8, type: !32, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!32 = !DISubroutineType(types: !33)
!33 = !{null}
!34 = !{}
!35 = !DILocalVariable(name: "t", scope: !31, file: !3, line: 9, type: !22)
!36 = !DILocation(line: 9, column: 7, scope: !31)
!37 = !DILocation(line: 9, column: 11, scope: !31)
!38 = !DILocation(line: 10, column: 13, scope: !31)
!39 = !DILocation(line: 10, column: 15, scope: !31)
!40 = !DILocation(line: 10, column: 11, scope: !31)
!41 = !DILocation(line: 11, column: 1, scope: !31)
!42 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !43, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!43 = !DISubroutineType(types: !44)
!44 = !{!45, !45}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!46 = !DILocalVariable(name: "arg", arg: 1, scope: !42, file: !3, line: 13, type: !45)
!47 = !DILocation(line: 13, column: 20, scope: !42)
!48 = !DILocation(line: 14, column: 3, scope: !42)
!49 = !DILocation(line: 15, column: 3, scope: !42)
!50 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !51, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!51 = !DISubroutineType(types: !52)
!52 = !{!22}
!53 = !DILocalVariable(name: "a", scope: !50, file: !3, line: 19, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !55, line: 27, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!56 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!57 = !DILocation(line: 19, column: 13, scope: !50)
!58 = !DILocalVariable(name: "b", scope: !50, file: !3, line: 19, type: !54)
!59 = !DILocation(line: 19, column: 16, scope: !50)
!60 = !DILocation(line: 20, column: 3, scope: !50)
!61 = !DILocation(line: 21, column: 3, scope: !50)
!62 = !DILocation(line: 22, column: 16, scope: !50)
!63 = !DILocation(line: 22, column: 3, scope: !50)
!64 = !DILocation(line: 23, column: 16, scope: !50)
!65 = !DILocation(line: 23, column: 3, scope: !50)
!66 = !DILocation(line: 24, column: 3, scope: !67)
!67 = distinct !DILexicalBlock(scope: !68, file: !3, line: 24, column: 3)
!68 = distinct !DILexicalBlock(scope: !50, file: !3, line: 24, column: 3)
!69 = !DILocation(line: 24, column: 3, scope: !68)
!70 = !DILocation(line: 25, column: 3, scope: !50)
