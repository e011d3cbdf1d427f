; ModuleID = 'exit_thread.c'
source_filename = "exit_thread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@after_exit = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [18 x i8] c"(intptr_t)r == 42\00", align 1, !dbg !10
@.str.1 = private unnamed_addr constant [14 x i8] c"exit_thread.c\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !21
@.str.2 = private unnamed_addr constant [16 x i8] c"after_exit == 0\00", align 1, !dbg !27

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @leave(i64 noundef %0) #0 !dbg !41 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !45, !DIExpression(), !46)
  %3 = load i64, ptr %2, align 8, !dbg !47
  %4 = inttoptr i64 %3 to ptr, !dbg !48
  call void @pthread_exit(ptr noundef %4) #5, !dbg !49
  unreachable, !dbg !49
}

; Function Attrs: noreturn
declare void @pthread_exit(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !50 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !53, !DIExpression(), !54)
  call void @leave(i64 noundef 42), !dbg !55
  store i32 1, ptr @after_exit, align 4, !dbg !56
  ret ptr null, !dbg !57
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !58 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !61, !DIExpression(), !65)
    #dbg_declare(ptr %3, !66, !DIExpression(), !67)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #6, !dbg !68
  %5 = load i64, ptr %2, align 8, !dbg !69
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef %3), !dbg !70
  %7 = load ptr, ptr %3, align 8, !dbg !71
  %8 = ptrtoint ptr %7 to i64, !dbg !71
  %9 = icmp eq i64 %8, 42, !dbg !71
  br i1 %9, label %10, label %11, !dbg !74

10:                                               ; preds = %0
  br label %12, !dbg !74

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 25, ptr noundef @__PRETTY_FUNCTION__.main) #7, !dbg !71
  unreachable, !dbg !71

12:                                               ; preds = %10
  %13 = load i32, ptr @after_exit, align 4, !dbg !75
  %14 = icmp eq i32 %13, 0, !dbg !75
  br i1 %14, label %15, label %16, !dbg !78

15:                                               ; preds = %12
  br label %17, !dbg !78

16:                                               ; preds = %12
  call void @__assert_fail(ptr noundef @.str.2, ptr noundef @.str.1, i32 noundef 26, ptr noundef @__PRETTY_FUNCTION__.main) #7, !dbg !75
  unreachable, !dbg !75

17:                                               ; preds = %15
  ret i32 0, !dbg !79
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "after_exit", scope: !2, file: !3, line: 8, type: !32, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "exit_thread.c", directory: ".", checksumkind: CSK_MD5, checksum: "72e3574148e2b44e34aa8a7dd7694025")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !7, line: 87, baseType: !8)
!7 = !DIFile(filename: "/usr/include/stdint.h", directory: ".", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!8 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!9 = !{!10, !16, !21, !27, !0}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 144, elements: !14)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15}
!15 = !DISubrange(count: 18)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 112, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 14)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 120, elements: !25)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!25 = !{!26}
!26 = !DISubrange(count: 15)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 16)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 8, !"PIC Level", i32 2}
!37 = !{i32 7, !"PIE Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 2}
!39 = !{i32 7, !"frame-pointer", i32 2}
!40 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!41 = distinct !DISubprogram(name: "leave", scope: !3, file: !3, line: 10, type: !42, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !44)
!42 = !DISubroutineType(types: !43)
!43 = !{null, !6}
!44 = !{}
!45 = !DILocalVariable(name: "v", arg: 1, scope: !41, file: !3, line: 10, type: !6)
!46 = !DILocation(line: 10, column: 21, scope: !41)
!47 = !DILocation(line: 11, column: 24, scope: !41)
!48 = !DILocation(line: 11, column: 16, scope: !41)
!49 = !DILocation(line: 11, column: 3, scope: !41)
!50 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 14, type: !51, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !44)
!51 = !DISubroutineType(types: !52)
!52 = !{!5, !5}
!53 = !DILocalVariable(name: "arg", arg: 1, scope: !50, file: !3, line: 14, type: !5)
!54 = !DILocation(line: 14, column: 20, scope: !50)
!55 = !DILocation(line: 15, column: 3, scope: !50)
!56 = !DILocation(line: 16, column: 14, scope: !50)
!57 = !DILocation(line: 17, column: 3, scope: !50)
!58 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !59, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !44)
!59 = !DISubroutineType(types: !60)
!60 = !{!32}
!61 = !DILocalVariable(name: "t", scope: !58, file: !3, line: 21, type: !62)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !63, line: 27, baseType: !64)
!63 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!64 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!65 = !DILocation(line: 21, column: 13, scope: !58)
!66 = !DILocalVariable(name: "r", scope: !58, file: !3, line: 22, type: !5)
!67 = !DILocation(line: 22, column: 9, scope: !58)
!68 = !DILocation(line: 23, column: 3, scope: !58)
!69 = !DILocation(line: 24, column: 16, scope: !58)
!70 = !DILocation(line: 24, column: 3, scope: !58)
!71 = !DILocation(line: 25, column: 3, scope: !72)
!72 = distinct !DILexicalBlock(scope: !73, file: !3, line: 25, column: 3)
!73 = distinct !DILexicalBlock(scope: !58, file: !3, line: 25, column: 3)
!74 = !DILocation(line: 25, column: 3, scope: !73)
!75 = !DILocation(line: 26, column: 3, scope: !76)
!76 = distinct !DILexicalBlock(scope: !77, file: !3, line: 26, column: 3)
!77 = distinct !DILexicalBlock(scope: !58, file: !3, line: 26, column: 3)
!78 = !DILocation(line: 26, column: 3, scope: !77)
!79 = !DILocation(line: 27, column: 3, scope: !58)
