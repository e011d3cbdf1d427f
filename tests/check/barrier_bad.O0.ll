; ModuleID = 'barrier_bad.c'
source_filename = "barrier_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_barrier_t = type { i64, [24 x i8] }

@b = dso_local global %union.pthread_barrier_t zeroinitializer, align 8, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"r == 0\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [14 x i8] c"barrier_bad.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !40 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !45, !DIExpression(), !46)
    #dbg_declare(ptr %3, !47, !DIExpression(), !49)
  %4 = call i32 @pthread_barrier_wait(ptr noundef @b) #4, !dbg !50
  store i32 %4, ptr %3, align 4, !dbg !49
  %5 = load i32, ptr %3, align 4, !dbg !51
  %6 = icmp eq i32 %5, 0, !dbg !51
  br i1 %6, label %7, label %8, !dbg !54

7:                                                ; preds = %1
  br label %9, !dbg !54

8:                                                ; preds = %1
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 11, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !51
  unreachable, !dbg !51

9:                                                ; preds = %7
  ret ptr null, !dbg !55
}

; Function Attrs: nounwind
declare i32 @pthread_barrier_wait(ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !56 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %3 = call i32 @pthread_barrier_init(ptr noundef @b, ptr noundef null, i32 noundef 2) #4, !dbg !59
    #dbg_declare(ptr %2, !60, !DIExpression(), !63)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !64
  %5 = call ptr @worker(ptr noundef null), !dbg !65
  %6 = load i64, ptr %2, align 8, !dbg !66
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !67
  ret i32 0, !dbg !68
}

; Function Attrs: nounwind
declare i32 @pthread_barrier_init(ptr noundef, ptr noundef, i32 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!32, !33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 7, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "barrier_bad.c", directory: ".", checksumkind: CSK_MD5, checksum: "018f9a0a68a4c6e72dfb2a90c545251b")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 7)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 14)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrier_t", file: !23, line: 112, baseType: !24)
!23 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!24 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !23, line: 108, size: 256, elements: !25)
!25 = !{!26, !30}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !24, file: !23, line: 110, baseType: !27, size: 256)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !24, file: !23, line: 111, baseType: !31, size: 64)
!31 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 8, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 7, !"frame-pointer", i32 2}
!39 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!40 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !41, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !44)
!41 = !DISubroutineType(types: !42)
!42 = !{!43, !43}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!44 = !{}
!45 = !DILocalVariable(name: "arg", arg: 1, scope: !40, file: !3, line: 9, type: !43)
!46 = !DILocation(line: 9, column: 20, scope: !40)
!47 = !DILocalVariable(name: "r", scope: !40, file: !3, line: 10, type: !48)
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !DILocation(line: 10, column: 7, scope: !40)
!50 = !DILocation(line: 10, column: 11, scope: !40)
!51 = !DILocation(line: 11, column: 3, scope: !52)
!52 = distinct !DILexicalBlock(scope: !53, file: !3, line: 11, column: 3)
!53 = distinct !DILexicalBlock(scope: !40, file: !3, line: 11, column: 3)
!54 = !DILocation(line: 11, column: 3, scope: !53)
!55 = !DILocation(line: 12, column: 3, scope: !40)
!56 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !57, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !44)
!57 = !DISubroutineType(types: !58)
!58 = !{!48}
!59 = !DILocation(line: 16, column: 3, scope: !56)
!60 = !DILocalVariable(name: "t", scope: !56, file: !3, line: 17, type: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !23, line: 27, baseType: !62)
!62 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!63 = !DILocation(line: 17, column: 13, scope: !56)
!64 = !DILocation(line: 18, column: 3, scope: !56)
!65 = !DILocation(line: 19, column: 3, scope: !56)
!66 = !DILocation(line: 20, column: 16, scope: !56)
!67 = !DILocation(line: 20, column: 3, scope: !56)
!68 = !DILocation(line: 21, column: 3, scope: !56)
