; ModuleID = 'volatile_lost_update.c'
source_filename = "volatile_lost_update.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"counter == 4\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [23 x i8] c"volatile_lost_update.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !32 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !37, !DIExpression(), !38)
    #dbg_declare(ptr %3, !39, !DIExpression(), !41)
  store i32 0, ptr %3, align 4, !dbg !41
  br label %4, !dbg !42

4:                                                ; preds = %10, %1
  %5 = load i32, ptr %3, align 4, !dbg !43
  %6 = icmp slt i32 %5, 2, !dbg !45
  br i1 %6, label %7, label %13, !dbg !46

7:                                                ; preds = %4
  %8 = load volatile i32, ptr @counter, align 4, !dbg !47
  %9 = add nsw i32 %8, 1, !dbg !48
  store volatile i32 %9, ptr @counter, align 4, !dbg !49
  br label %10, !dbg !50

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4, !dbg !51
  %12 = add nsw i32 %11, 1, !dbg !51
  store i32 %12, ptr %3, align 4, !dbg !51
  br label %4, !dbg !52, !llvm.loop !53

13:                                               ; preds = %4
  ret ptr null, !dbg !56
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !57 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !60, !DIExpression(), !64)
    #dbg_declare(ptr %3, !65, !DIExpression(), !66)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !67
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #4, !dbg !68
  %6 = load i64, ptr %2, align 8, !dbg !69
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !70
  %8 = load i64, ptr %3, align 8, !dbg !71
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !72
  %10 = load volatile i32, ptr @counter, align 4, !dbg !73
  %11 = icmp eq i32 %10, 4, !dbg !73
  br i1 %11, label %12, label %13, !dbg !76

12:                                               ; preds = %0
  br label %14, !dbg !76

13:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 20, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !73
  unreachable, !dbg !73

14:                                               ; preds = %12
  ret i32 0, !dbg !77
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
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 6, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "volatile_lost_update.c", directory: ".", checksumkind: CSK_MD5, checksum: "196897209f44626bf2366b05204ab94d")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 184, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 23)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !23)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 8, type: !33, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !36)
!33 = !DISubroutineType(types: !34)
!34 = !{!35, !35}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!36 = !{}
!37 = !DILocalVariable(name: "arg", arg: 1, scope: !32, file: !3, line: 8, type: !35)
!38 = !DILocation(line: 8, column: 20, scope: !32)
!39 = !DILocalVariable(name: "i", scope: !40, file: !3, line: 9, type: !23)
!40 = distinct !DILexicalBlock(scope: !32, file: !3, line: 9, column: 3)
!41 = !DILocation(line: 9, column: 12, scope: !40)
!42 = !DILocation(line: 9, column: 8, scope: !40)
!43 = !DILocation(line: 9, column: 19, scope: !44)
!44 = distinct !DILexicalBlock(scope: !40, file: !3, line: 9, column: 3)
!45 = !DILocation(line: 9, column: 21, scope: !44)
!46 = !DILocation(line: 9, column: 3, scope: !40)
!47 = !DILocation(line: 10, column: 15, scope: !44)
!48 = !DILocation(line: 10, column: 23, scope: !44)
!49 = !DILocation(line: 10, column: 13, scope: !44)
!50 = !DILocation(line: 10, column: 5, scope: !44)
!51 = !DILocation(line: 9, column: 27, scope: !44)
!52 = !DILocation(line: 9, column: 3, scope: !44)
!53 = distinct !{!53, !46, !54, !55}
!54 = !DILocation(line: 10, column: 25, scope: !40)
!55 = !{!"llvm.loop.mustprogress"}
!56 = !DILocation(line: 11, column: 3, scope: !32)
!57 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !58, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !36)
!58 = !DISubroutineType(types: !59)
!59 = !{!23}
!60 = !DILocalVariable(name: "a", scope: !57, file: !3, line: 15, type: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !62, line: 27, baseType: !63)
!62 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!63 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!64 = !DILocation(line: 15, column: 13, scope: !57)
!65 = !DILocalVariable(name: "b", scope: !57, file: !3, line: 15, type: !61)
!66 = !DILocation(line: 15, column: 16, scope: !57)
!67 = !DILocation(line: 16, column: 3, scope: !57)
!68 = !DILocation(line: 17, column: 3, scope: !57)
!69 = !DILocation(line: 18, column: 16, scope: !57)
!70 = !DILocation(line: 18, column: 3, scope: !57)
!71 = !DILocation(line: 19, column: 16, scope: !57)
!72 = !DILocation(line: 19, column: 3, scope: !57)
!73 = !DILocation(line: 20, column: 3, scope: !74)
!74 = distinct !DILexicalBlock(scope: !75, file: !3, line: 20, column: 3)
!75 = distinct !DILexicalBlock(scope: !57, file: !3, line: 20, column: 3)
!76 = !DILocation(line: 20, column: 3, scope: !75)
!77 = !DILocation(line: 21, column: 3, scope: !57)
