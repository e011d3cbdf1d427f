; ModuleID = 'symmetry_identity.c'
source_filename = "symmetry_identity.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@slot = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"slot[k] == 1\00", align 1, !dbg !7
@.str.1 = private unnamed_addr constant [20 x i8] c"symmetry_identity.c\00", align 1, !dbg !13
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !18

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !36 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !41, !DIExpression(), !42)
    #dbg_declare(ptr %3, !43, !DIExpression(), !44)
  %4 = call i64 @pthread_self() #4, !dbg !45
  %5 = urem i64 %4, 2, !dbg !46
  store i64 %5, ptr %3, align 8, !dbg !44
  %6 = load i64, ptr %3, align 8, !dbg !47
  %7 = getelementptr inbounds [2 x i32], ptr @slot, i64 0, i64 %6, !dbg !48
  %8 = load i32, ptr %7, align 4, !dbg !49
  %9 = add nsw i32 %8, 1, !dbg !49
  store i32 %9, ptr %7, align 4, !dbg !49
  %10 = load i64, ptr %3, align 8, !dbg !50
  %11 = getelementptr inbounds [2 x i32], ptr @slot, i64 0, i64 %10, !dbg !50
  %12 = load i32, ptr %11, align 4, !dbg !50
  %13 = icmp eq i32 %12, 1, !dbg !50
  br i1 %13, label %14, label %15, !dbg !53

14:                                               ; preds = %1
  br label %16, !dbg !53

15:                                               ; preds = %1
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 14, ptr noundef @__PRETTY_FUNCTION__.worker) #5, !dbg !50
  unreachable, !dbg !50

16:                                               ; preds = %14
  ret ptr null, !dbg !54
}

; Function Attrs: nounwind willreturn memory(none)
declare i64 @pthread_self() #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !55 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !58, !DIExpression(), !61)
    #dbg_declare(ptr %3, !62, !DIExpression(), !64)
  store i32 0, ptr %3, align 4, !dbg !64
  br label %4, !dbg !65

4:                                                ; preds = %9, %0
  %5 = load i32, ptr %3, align 4, !dbg !66
  %6 = icmp slt i32 %5, 3, !dbg !68
  br i1 %6, label %7, label %12, !dbg !69

7:                                                ; preds = %4
  %8 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #6, !dbg !70
  br label %9, !dbg !70

9:                                                ; preds = %7
  %10 = load i32, ptr %3, align 4, !dbg !71
  %11 = add nsw i32 %10, 1, !dbg !71
  store i32 %11, ptr %3, align 4, !dbg !71
  br label %4, !dbg !72, !llvm.loop !73

12:                                               ; preds = %4
  ret i32 0, !dbg !76
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(none) }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "slot", scope: !2, file: !3, line: 9, type: !24, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_identity.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "30bf54ce22230296c8d2ac28f5eef8bf")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{!7, !13, !18, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 104, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 13)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 160, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 20)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 168, elements: !22)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!22 = !{!23}
!23 = !DISubrange(count: 21)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 64, elements: !26)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !{!27}
!27 = !DISubrange(count: 2)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"frame-pointer", i32 2}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !37, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!40 = !{}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !36, file: !3, line: 11, type: !39)
!42 = !DILocation(line: 11, column: 20, scope: !36)
!43 = !DILocalVariable(name: "k", scope: !36, file: !3, line: 12, type: !5)
!44 = !DILocation(line: 12, column: 17, scope: !36)
!45 = !DILocation(line: 12, column: 36, scope: !36)
!46 = !DILocation(line: 12, column: 51, scope: !36)
!47 = !DILocation(line: 13, column: 8, scope: !36)
!48 = !DILocation(line: 13, column: 3, scope: !36)
!49 = !DILocation(line: 13, column: 10, scope: !36)
!50 = !DILocation(line: 14, column: 3, scope: !51)
!51 = distinct !DILexicalBlock(scope: !52, file: !3, line: 14, column: 3)
!52 = distinct !DILexicalBlock(scope: !36, file: !3, line: 14, column: 3)
!53 = !DILocation(line: 14, column: 3, scope: !52)
!54 = !DILocation(line: 15, column: 3, scope: !36)
!55 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !56, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!56 = !DISubroutineType(types: !57)
!57 = !{!25}
!58 = !DILocalVariable(name: "t", scope: !55, file: !3, line: 19, type: !59)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !60, line: 27, baseType: !5)
!60 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!61 = !DILocation(line: 19, column: 13, scope: !55)
!62 = !DILocalVariable(name: "i", scope: !63, file: !3, line: 20, type: !25)
!63 = distinct !DILexicalBlock(scope: !55, file: !3, line: 20, column: 3)
!64 = !DILocation(line: 20, column: 12, scope: !63)
!65 = !DILocation(line: 20, column: 8, scope: !63)
!66 = !DILocation(line: 20, column: 19, scope: !67)
!67 = distinct !DILexicalBlock(scope: !63, file: !3, line: 20, column: 3)
!68 = !DILocation(line: 20, column: 21, scope: !67)
!69 = !DILocation(line: 20, column: 3, scope: !63)
!70 = !DILocation(line: 21, column: 5, scope: !67)
!71 = !DILocation(line: 20, column: 27, scope: !67)
!72 = !DILocation(line: 20, column: 3, scope: !67)
!73 = distinct !{!73, !69, !74, !75}
!74 = !DILocation(line: 21, column: 36, scope: !63)
!75 = !{!"llvm.loop.mustprogress"}
!76 = !DILocation(line: 22, column: 3, scope: !55)
