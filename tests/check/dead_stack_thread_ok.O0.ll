; ModuleID = 'dead_stack_thread_ok.c'
source_filename = "dead_stack_thread_ok.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"run() == 1\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [23 x i8] c"dead_stack_thread_ok.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !28 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !33, !DIExpression(), !34)
    #dbg_declare(ptr %3, !35, !DIExpression(), !38)
  %4 = load ptr, ptr %2, align 8, !dbg !39
  store ptr %4, ptr %3, align 8, !dbg !38
  %5 = load ptr, ptr %3, align 8, !dbg !40
  store i32 1, ptr %5, align 4, !dbg !41
  ret ptr null, !dbg !42
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @run() #0 !dbg !43 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
    #dbg_declare(ptr %1, !46, !DIExpression(), !47)
  store i32 0, ptr %1, align 4, !dbg !47
    #dbg_declare(ptr %2, !48, !DIExpression(), !52)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef %1) #4, !dbg !53
  %4 = load i64, ptr %2, align 8, !dbg !54
  %5 = call i32 @pthread_join(i64 noundef %4, ptr noundef null), !dbg !55
  %6 = load i32, ptr %1, align 4, !dbg !56
  ret i32 %6, !dbg !57
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !58 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i32 @run(), !dbg !59
  %3 = icmp eq i32 %2, 1, !dbg !59
  br i1 %3, label %4, label %5, !dbg !62

4:                                                ; preds = %0
  br label %6, !dbg !62

5:                                                ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 21, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !59
  unreachable, !dbg !59

6:                                                ; preds = %4
  ret i32 0, !dbg !63
}

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!18}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "dead_stack_thread_ok.c", directory: ".", checksumkind: CSK_MD5, checksum: "a5721189dc38305567190d19b11ccaec")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 23)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = !{!17}
!17 = !DISubrange(count: 15)
!18 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !19, splitDebugInlining: false, nameTableKind: None)
!19 = !{!0, !7, !12}
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 2}
!26 = !{i32 7, !"frame-pointer", i32 2}
!27 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!28 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 6, type: !29, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !18, retainedNodes: !32)
!29 = !DISubroutineType(types: !30)
!30 = !{!31, !31}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!32 = !{}
!33 = !DILocalVariable(name: "arg", arg: 1, scope: !28, file: !2, line: 6, type: !31)
!34 = !DILocation(line: 6, column: 20, scope: !28)
!35 = !DILocalVariable(name: "p", scope: !28, file: !2, line: 7, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!38 = !DILocation(line: 7, column: 8, scope: !28)
!39 = !DILocation(line: 7, column: 12, scope: !28)
!40 = !DILocation(line: 8, column: 4, scope: !28)
!41 = !DILocation(line: 8, column: 6, scope: !28)
!42 = !DILocation(line: 9, column: 3, scope: !28)
!43 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 12, type: !44, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !18, retainedNodes: !32)
!44 = !DISubroutineType(types: !45)
!45 = !{!37}
!46 = !DILocalVariable(name: "local", scope: !43, file: !2, line: 13, type: !37)
!47 = !DILocation(line: 13, column: 7, scope: !43)
!48 = !DILocalVariable(name: "t", scope: !43, file: !2, line: 14, type: !49)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !50, line: 27, baseType: !51)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!51 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!52 = !DILocation(line: 14, column: 13, scope: !43)
!53 = !DILocation(line: 15, column: 3, scope: !43)
!54 = !DILocation(line: 16, column: 16, scope: !43)
!55 = !DILocation(line: 16, column: 3, scope: !43)
!56 = !DILocation(line: 17, column: 10, scope: !43)
!57 = !DILocation(line: 17, column: 3, scope: !43)
!58 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !44, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !18)
!59 = !DILocation(line: 21, column: 3, scope: !60)
!60 = distinct !DILexicalBlock(scope: !61, file: !2, line: 21, column: 3)
!61 = distinct !DILexicalBlock(scope: !58, file: !2, line: 21, column: 3)
!62 = !DILocation(line: 21, column: 3, scope: !61)
!63 = !DILocation(line: 22, column: 3, scope: !58)
