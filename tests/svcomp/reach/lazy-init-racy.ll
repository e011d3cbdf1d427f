; ModuleID = 'lazy-init-racy.c'
source_filename = "lazy-init-racy.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"lazy-init-racy.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@initialized = dso_local global i32 0, align 4, !dbg !17
@init_count = dso_local global i32 0, align 4, !dbg !21
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 16, i32 29 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !33 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 7, ptr noundef @.str.2) #6, !dbg !36
  unreachable, !dbg !36
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @user(ptr noundef %0) #0 !dbg !37 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !42, !DIExpression(), !43)
  %3 = load i32, ptr @initialized, align 4, !dbg !44
  %4 = icmp ne i32 %3, 0, !dbg !44
  br i1 %4, label %13, label %5, !dbg !46

5:                                                ; preds = %1
  %6 = load i32, ptr @init_count, align 4, !dbg !47
  %7 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %6, i32 1), !dbg !49, !nosanitize !41
  %8 = extractvalue { i32, i1 } %7, 0, !dbg !49, !nosanitize !41
  %9 = extractvalue { i32, i1 } %7, 1, !dbg !49, !nosanitize !41
  %10 = xor i1 %9, true, !dbg !49, !nosanitize !41
  br i1 %10, label %12, label %11, !dbg !49, !prof !50, !nosanitize !41

11:                                               ; preds = %5
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %6, i32 1) #7, !dbg !49, !nosanitize !41
  br label %12, !dbg !49, !nosanitize !41

12:                                               ; preds = %11, %5
  store i32 %8, ptr @init_count, align 4, !dbg !51
  store i32 1, ptr @initialized, align 4, !dbg !52
  br label %13, !dbg !53

13:                                               ; preds = %12, %1
  ret ptr null, !dbg !54
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !55 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !58, !DIExpression(), !62)
    #dbg_declare(ptr %3, !63, !DIExpression(), !64)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @user, ptr noundef null) #7, !dbg !65
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @user, ptr noundef null) #7, !dbg !66
  %6 = load i32, ptr %2, align 4, !dbg !67
  %7 = call i32 @pthread_join(i32 noundef %6, ptr noundef null), !dbg !68
  %8 = load i32, ptr %3, align 4, !dbg !69
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !70
  %10 = load i32, ptr @init_count, align 4, !dbg !71
  %11 = icmp ne i32 %10, 1, !dbg !73
  br i1 %11, label %12, label %13, !dbg !74

12:                                               ; preds = %0
  call void @reach_error(), !dbg !75
  br label %13, !dbg !75

13:                                               ; preds = %12, %0
  ret i32 0, !dbg !76
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #4

declare i32 @pthread_join(i32 noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "lazy-init-racy.c", directory: ".", checksumkind: CSK_MD5, checksum: "057fb180cc39656ad8904714ad45b787")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 7, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "initialized", scope: !19, file: !2, line: 11, type: !23, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "init_count", scope: !19, file: !2, line: 12, type: !23, isLocal: false, isDefinition: true)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !{i32 1, !"NumRegisterParameters", i32 0}
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"frame-pointer", i32 2}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 7, type: !34, scopeLine: 7, spFlags: DISPFlagDefinition, unit: !19)
!34 = !DISubroutineType(types: !35)
!35 = !{null}
!36 = !DILocation(line: 7, column: 22, scope: !33)
!37 = distinct !DISubprogram(name: "user", scope: !2, file: !2, line: 14, type: !38, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !41)
!38 = !DISubroutineType(types: !39)
!39 = !{!40, !40}
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!41 = !{}
!42 = !DILocalVariable(name: "arg", arg: 1, scope: !37, file: !2, line: 14, type: !40)
!43 = !DILocation(line: 14, column: 18, scope: !37)
!44 = !DILocation(line: 15, column: 8, scope: !45)
!45 = distinct !DILexicalBlock(scope: !37, file: !2, line: 15, column: 7)
!46 = !DILocation(line: 15, column: 7, scope: !37)
!47 = !DILocation(line: 16, column: 18, scope: !48)
!48 = distinct !DILexicalBlock(scope: !45, file: !2, line: 15, column: 21)
!49 = !DILocation(line: 16, column: 29, scope: !48)
!50 = !{!"branch_weights", i32 1048575, i32 1}
!51 = !DILocation(line: 16, column: 16, scope: !48)
!52 = !DILocation(line: 17, column: 17, scope: !48)
!53 = !DILocation(line: 18, column: 3, scope: !48)
!54 = !DILocation(line: 19, column: 3, scope: !37)
!55 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 22, type: !56, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !41)
!56 = !DISubroutineType(types: !57)
!57 = !{!23}
!58 = !DILocalVariable(name: "t1", scope: !55, file: !2, line: 23, type: !59)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !60, line: 27, baseType: !61)
!60 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!61 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!62 = !DILocation(line: 23, column: 13, scope: !55)
!63 = !DILocalVariable(name: "t2", scope: !55, file: !2, line: 23, type: !59)
!64 = !DILocation(line: 23, column: 17, scope: !55)
!65 = !DILocation(line: 24, column: 3, scope: !55)
!66 = !DILocation(line: 25, column: 3, scope: !55)
!67 = !DILocation(line: 26, column: 16, scope: !55)
!68 = !DILocation(line: 26, column: 3, scope: !55)
!69 = !DILocation(line: 27, column: 16, scope: !55)
!70 = !DILocation(line: 27, column: 3, scope: !55)
!71 = !DILocation(line: 28, column: 7, scope: !72)
!72 = distinct !DILexicalBlock(scope: !55, file: !2, line: 28, column: 7)
!73 = !DILocation(line: 28, column: 18, scope: !72)
!74 = !DILocation(line: 28, column: 7, scope: !55)
!75 = !DILocation(line: 29, column: 5, scope: !72)
!76 = !DILocation(line: 30, column: 3, scope: !55)
