; ModuleID = 'atomic-fn-check-act.c'
source_filename = "atomic-fn-check-act.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [22 x i8] c"atomic-fn-check-act.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@balance = dso_local global i32 10, align 4, !dbg !17
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 21, i32 51 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !30 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 9, ptr noundef @.str.2) #7, !dbg !33
  unreachable, !dbg !33
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_assert(i32 noundef %0) #0 !dbg !34 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !38, !DIExpression(), !39)
  %3 = load i32, ptr %2, align 4, !dbg !40
  %4 = icmp ne i32 %3, 0, !dbg !40
  br i1 %4, label %7, label %5, !dbg !42

5:                                                ; preds = %1
  br label %6, !dbg !43

6:                                                ; preds = %5
    #dbg_label(!44, !46)
  call void @reach_error(), !dbg !47
  call void @abort() #8, !dbg !49
  unreachable, !dbg !49

7:                                                ; preds = %1
  ret void, !dbg !50
}

; Function Attrs: noreturn nounwind
declare void @abort() #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @__VERIFIER_atomic_get() #0 !dbg !51 {
  %1 = load i32, ptr @balance, align 4, !dbg !54
  ret i32 %1, !dbg !55
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @__VERIFIER_atomic_set(i32 noundef %0) #0 !dbg !56 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !57, !DIExpression(), !58)
  %3 = load i32, ptr %2, align 4, !dbg !59
  store i32 %3, ptr @balance, align 4, !dbg !60
  ret void, !dbg !61
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @withdraw(ptr noundef %0) #0 !dbg !62 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !66, !DIExpression(), !67)
  %3 = call i32 @__VERIFIER_atomic_get(), !dbg !68
  %4 = icmp sge i32 %3, 10, !dbg !70
  br i1 %4, label %5, label %14, !dbg !71

5:                                                ; preds = %1
  %6 = call i32 @__VERIFIER_atomic_get(), !dbg !72
  %7 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %6, i32 10), !dbg !73, !nosanitize !37
  %8 = extractvalue { i32, i1 } %7, 0, !dbg !73, !nosanitize !37
  %9 = extractvalue { i32, i1 } %7, 1, !dbg !73, !nosanitize !37
  %10 = xor i1 %9, true, !dbg !73, !nosanitize !37
  br i1 %10, label %13, label %11, !dbg !73, !prof !74, !nosanitize !37

11:                                               ; preds = %5
  %12 = zext i32 %6 to i64, !dbg !73, !nosanitize !37
  call void @__ubsan_handle_sub_overflow(ptr @1, i64 %12, i64 10) #9, !dbg !73, !nosanitize !37
  br label %13, !dbg !73, !nosanitize !37

13:                                               ; preds = %11, %5
  call void @__VERIFIER_atomic_set(i32 noundef %8), !dbg !75
  br label %14, !dbg !75

14:                                               ; preds = %13, %1
  ret ptr null, !dbg !76
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i64, i64) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !77 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !78, !DIExpression(), !82)
    #dbg_declare(ptr %3, !83, !DIExpression(), !84)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @withdraw, ptr noundef null) #9, !dbg !85
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @withdraw, ptr noundef null) #9, !dbg !86
  %6 = load i64, ptr %2, align 8, !dbg !87
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !88
  %8 = load i64, ptr %3, align 8, !dbg !89
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !90
  %10 = load i32, ptr @balance, align 4, !dbg !91
  %11 = icmp sge i32 %10, 0, !dbg !92
  %12 = zext i1 %11 to i32, !dbg !92
  call void @__VERIFIER_assert(i32 noundef %12), !dbg !93
  ret i32 0, !dbg !94
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #5

declare i32 @pthread_join(i64 noundef, ptr noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback noreturn nounwind }
attributes #8 = { noreturn nounwind }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "atomic-fn-check-act.c", directory: ".", checksumkind: CSK_MD5, checksum: "5313cd802c591f3645c79d41f5c7fe88")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 22)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 9, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "balance", scope: !19, file: !2, line: 14, type: !21, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 8, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 2}
!28 = !{i32 7, !"frame-pointer", i32 2}
!29 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!30 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 9, type: !31, scopeLine: 9, spFlags: DISPFlagDefinition, unit: !19)
!31 = !DISubroutineType(types: !32)
!32 = !{null}
!33 = !DILocation(line: 9, column: 22, scope: !30)
!34 = distinct !DISubprogram(name: "__VERIFIER_assert", scope: !2, file: !2, line: 10, type: !35, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !37)
!35 = !DISubroutineType(types: !36)
!36 = !{null, !21}
!37 = !{}
!38 = !DILocalVariable(name: "expression", arg: 1, scope: !34, file: !2, line: 10, type: !21)
!39 = !DILocation(line: 10, column: 28, scope: !34)
!40 = !DILocation(line: 10, column: 47, scope: !41)
!41 = distinct !DILexicalBlock(scope: !34, file: !2, line: 10, column: 46)
!42 = !DILocation(line: 10, column: 46, scope: !34)
!43 = !DILocation(line: 10, column: 59, scope: !41)
!44 = !DILabel(scope: !45, name: "ERROR", file: !2, line: 10)
!45 = distinct !DILexicalBlock(scope: !41, file: !2, line: 10, column: 59)
!46 = !DILocation(line: 10, column: 61, scope: !45)
!47 = !DILocation(line: 10, column: 69, scope: !48)
!48 = distinct !DILexicalBlock(scope: !45, file: !2, line: 10, column: 68)
!49 = !DILocation(line: 10, column: 83, scope: !48)
!50 = !DILocation(line: 10, column: 95, scope: !34)
!51 = distinct !DISubprogram(name: "__VERIFIER_atomic_get", scope: !2, file: !2, line: 16, type: !52, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19)
!52 = !DISubroutineType(types: !53)
!53 = !{!21}
!54 = !DILocation(line: 16, column: 42, scope: !51)
!55 = !DILocation(line: 16, column: 35, scope: !51)
!56 = distinct !DISubprogram(name: "__VERIFIER_atomic_set", scope: !2, file: !2, line: 17, type: !35, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !37)
!57 = !DILocalVariable(name: "v", arg: 1, scope: !56, file: !2, line: 17, type: !21)
!58 = !DILocation(line: 17, column: 32, scope: !56)
!59 = !DILocation(line: 17, column: 47, scope: !56)
!60 = !DILocation(line: 17, column: 45, scope: !56)
!61 = !DILocation(line: 17, column: 50, scope: !56)
!62 = distinct !DISubprogram(name: "withdraw", scope: !2, file: !2, line: 19, type: !63, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !37)
!63 = !DISubroutineType(types: !64)
!64 = !{!65, !65}
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!66 = !DILocalVariable(name: "arg", arg: 1, scope: !62, file: !2, line: 19, type: !65)
!67 = !DILocation(line: 19, column: 22, scope: !62)
!68 = !DILocation(line: 20, column: 7, scope: !69)
!69 = distinct !DILexicalBlock(scope: !62, file: !2, line: 20, column: 7)
!70 = !DILocation(line: 20, column: 31, scope: !69)
!71 = !DILocation(line: 20, column: 7, scope: !62)
!72 = !DILocation(line: 21, column: 27, scope: !69)
!73 = !DILocation(line: 21, column: 51, scope: !69)
!74 = !{!"branch_weights", i32 1048575, i32 1}
!75 = !DILocation(line: 21, column: 5, scope: !69)
!76 = !DILocation(line: 22, column: 3, scope: !62)
!77 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 25, type: !52, scopeLine: 25, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !37)
!78 = !DILocalVariable(name: "t1", scope: !77, file: !2, line: 26, type: !79)
!79 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !80, line: 27, baseType: !81)
!80 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!81 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!82 = !DILocation(line: 26, column: 13, scope: !77)
!83 = !DILocalVariable(name: "t2", scope: !77, file: !2, line: 26, type: !79)
!84 = !DILocation(line: 26, column: 17, scope: !77)
!85 = !DILocation(line: 27, column: 3, scope: !77)
!86 = !DILocation(line: 28, column: 3, scope: !77)
!87 = !DILocation(line: 29, column: 16, scope: !77)
!88 = !DILocation(line: 29, column: 3, scope: !77)
!89 = !DILocation(line: 30, column: 16, scope: !77)
!90 = !DILocation(line: 30, column: 3, scope: !77)
!91 = !DILocation(line: 31, column: 21, scope: !77)
!92 = !DILocation(line: 31, column: 29, scope: !77)
!93 = !DILocation(line: 31, column: 3, scope: !77)
!94 = !DILocation(line: 32, column: 3, scope: !77)
