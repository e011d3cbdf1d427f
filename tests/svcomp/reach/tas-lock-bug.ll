; ModuleID = 'tas-lock-bug.c'
source_filename = "tas-lock-bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"tas-lock-bug.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@lk = dso_local global i32 0, align 4, !dbg !17
@counter = dso_local global i32 0, align 4, !dbg !21
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 18, i32 21 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !32 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 7, ptr noundef @.str.2) #6, !dbg !35
  unreachable, !dbg !35
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !36 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !41, !DIExpression(), !42)
  br label %3, !dbg !43

3:                                                ; preds = %6, %1
  %4 = load i32, ptr @lk, align 4, !dbg !44
  %5 = icmp eq i32 %4, 1, !dbg !45
  br i1 %5, label %6, label %7, !dbg !43

6:                                                ; preds = %3
  br label %3, !dbg !43, !llvm.loop !46

7:                                                ; preds = %3
  store i32 1, ptr @lk, align 4, !dbg !49
  %8 = load i32, ptr @counter, align 4, !dbg !50
  %9 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %8, i32 1), !dbg !51, !nosanitize !40
  %10 = extractvalue { i32, i1 } %9, 0, !dbg !51, !nosanitize !40
  %11 = extractvalue { i32, i1 } %9, 1, !dbg !51, !nosanitize !40
  %12 = xor i1 %11, true, !dbg !51, !nosanitize !40
  br i1 %12, label %15, label %13, !dbg !51, !prof !52, !nosanitize !40

13:                                               ; preds = %7
  %14 = zext i32 %8 to i64, !dbg !51, !nosanitize !40
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %14, i64 1) #7, !dbg !51, !nosanitize !40
  br label %15, !dbg !51, !nosanitize !40

15:                                               ; preds = %13, %7
  store i32 %10, ptr @counter, align 4, !dbg !53
  store i32 0, ptr @lk, align 4, !dbg !54
  ret ptr null, !dbg !55
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !56 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !59, !DIExpression(), !63)
    #dbg_declare(ptr %3, !64, !DIExpression(), !65)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !66
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #7, !dbg !67
  %6 = load i64, ptr %2, align 8, !dbg !68
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !69
  %8 = load i64, ptr %3, align 8, !dbg !70
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !71
  %10 = load i32, ptr @counter, align 4, !dbg !72
  %11 = icmp ne i32 %10, 2, !dbg !74
  br i1 %11, label %12, label %13, !dbg !75

12:                                               ; preds = %0
  call void @reach_error(), !dbg !76
  br label %13, !dbg !76

13:                                               ; preds = %12, %0
  ret i32 0, !dbg !77
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #4

declare i32 @pthread_join(i64 noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tas-lock-bug.c", directory: ".", checksumkind: CSK_MD5, checksum: "3498105e5d5253ce238ba303ef27c56e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "lk", scope: !19, file: !2, line: 11, type: !23, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "counter", scope: !19, file: !2, line: 12, type: !23, isLocal: false, isDefinition: true)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 7, type: !33, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !19)
!33 = !DISubroutineType(types: !34)
!34 = !{null}
!35 = !DILocation(line: 7, column: 22, scope: !32)
!36 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 14, type: !37, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!40 = !{}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !36, file: !2, line: 14, type: !39)
!42 = !DILocation(line: 14, column: 20, scope: !36)
!43 = !DILocation(line: 15, column: 3, scope: !36)
!44 = !DILocation(line: 15, column: 10, scope: !36)
!45 = !DILocation(line: 15, column: 13, scope: !36)
!46 = distinct !{!46, !43, !47, !48}
!47 = !DILocation(line: 16, column: 3, scope: !36)
!48 = !{!"llvm.loop.mustprogress"}
!49 = !DILocation(line: 17, column: 6, scope: !36)
!50 = !DILocation(line: 18, column: 13, scope: !36)
!51 = !DILocation(line: 18, column: 21, scope: !36)
!52 = !{!"branch_weights", i32 1048575, i32 1}
!53 = !DILocation(line: 18, column: 11, scope: !36)
!54 = !DILocation(line: 19, column: 6, scope: !36)
!55 = !DILocation(line: 20, column: 3, scope: !36)
!56 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !57, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !40)
!57 = !DISubroutineType(types: !58)
!58 = !{!23}
!59 = !DILocalVariable(name: "t1", scope: !56, file: !2, line: 24, type: !60)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !61, line: 27, baseType: !62)
!61 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!62 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!63 = !DILocation(line: 24, column: 13, scope: !56)
!64 = !DILocalVariable(name: "t2", scope: !56, file: !2, line: 24, type: !60)
!65 = !DILocation(line: 24, column: 17, scope: !56)
!66 = !DILocation(line: 25, column: 3, scope: !56)
!67 = !DILocation(line: 26, column: 3, scope: !56)
!68 = !DILocation(line: 27, column: 16, scope: !56)
!69 = !DILocation(line: 27, column: 3, scope: !56)
!70 = !DILocation(line: 28, column: 16, scope: !56)
!71 = !DILocation(line: 28, column: 3, scope: !56)
!72 = !DILocation(line: 29, column: 7, scope: !73)
!73 = distinct !DILexicalBlock(scope: !56, file: !2, line: 29, column: 7)
!74 = !DILocation(line: 29, column: 15, scope: !73)
!75 = !DILocation(line: 29, column: 7, scope: !56)
!76 = !DILocation(line: 30, column: 5, scope: !73)
!77 = !DILocation(line: 31, column: 3, scope: !56)
