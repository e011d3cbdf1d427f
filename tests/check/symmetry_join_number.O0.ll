; ModuleID = 'symmetry_join_number.c'
source_filename = "symmetry_join_number.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@done = dso_local global [3 x i32] zeroinitializer, align 4, !dbg !0
@.str = private unnamed_addr constant [8 x i8] c"done[1]\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [23 x i8] c"symmetry_join_number.c\00", align 1, !dbg !17
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !22

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !40 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !44, !DIExpression(), !45)
  %3 = load ptr, ptr %2, align 8, !dbg !46
  %4 = ptrtoint ptr %3 to i64, !dbg !47
  %5 = getelementptr inbounds [3 x i32], ptr @done, i64 0, i64 %4, !dbg !48
  store i32 1, ptr %5, align 4, !dbg !49
  ret ptr null, !dbg !50
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !51 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !54, !DIExpression(), !55)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !56
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef inttoptr (i64 1 to ptr)) #4, !dbg !57
  %5 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef inttoptr (i64 2 to ptr)) #4, !dbg !58
  %6 = load i64, ptr %2, align 8, !dbg !59
  %7 = sub i64 %6, 1, !dbg !60
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null), !dbg !61
  %9 = load i32, ptr getelementptr inbounds ([3 x i32], ptr @done, i64 0, i64 1), align 4, !dbg !62
  %10 = icmp ne i32 %9, 0, !dbg !62
  br i1 %10, label %11, label %12, !dbg !65

11:                                               ; preds = %0
  br label %13, !dbg !65

12:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 23, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !62
  unreachable, !dbg !62

13:                                               ; preds = %11
  ret i32 0, !dbg !66
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
!llvm.module.flags = !{!32, !33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 9, type: !28, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_join_number.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "68e1cba29fa70ac425b757aa61e4fd4a")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !8, line: 27, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!9 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!10 = !{!11, !17, !22, !0}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 64, elements: !15)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !{!16}
!16 = !DISubrange(count: 8)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 184, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 23)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 120, elements: !26)
!25 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!26 = !{!27}
!27 = !DISubrange(count: 15)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 96, elements: !30)
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !{!31}
!31 = !DISubrange(count: 3)
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 8, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 7, !"frame-pointer", i32 2}
!39 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!40 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !41, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !43)
!41 = !DISubroutineType(types: !42)
!42 = !{!6, !6}
!43 = !{}
!44 = !DILocalVariable(name: "arg", arg: 1, scope: !40, file: !3, line: 11, type: !6)
!45 = !DILocation(line: 11, column: 20, scope: !40)
!46 = !DILocation(line: 12, column: 14, scope: !40)
!47 = !DILocation(line: 12, column: 8, scope: !40)
!48 = !DILocation(line: 12, column: 3, scope: !40)
!49 = !DILocation(line: 12, column: 19, scope: !40)
!50 = !DILocation(line: 13, column: 3, scope: !40)
!51 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !52, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !43)
!52 = !DISubroutineType(types: !53)
!53 = !{!29}
!54 = !DILocalVariable(name: "t", scope: !51, file: !3, line: 17, type: !7)
!55 = !DILocation(line: 17, column: 13, scope: !51)
!56 = !DILocation(line: 18, column: 3, scope: !51)
!57 = !DILocation(line: 19, column: 3, scope: !51)
!58 = !DILocation(line: 20, column: 3, scope: !51)
!59 = !DILocation(line: 22, column: 27, scope: !51)
!60 = !DILocation(line: 22, column: 29, scope: !51)
!61 = !DILocation(line: 22, column: 3, scope: !51)
!62 = !DILocation(line: 23, column: 3, scope: !63)
!63 = distinct !DILexicalBlock(scope: !64, file: !3, line: 23, column: 3)
!64 = distinct !DILexicalBlock(scope: !51, file: !3, line: 23, column: 3)
!65 = !DILocation(line: 23, column: 3, scope: !64)
!66 = !DILocation(line: 24, column: 3, scope: !51)
