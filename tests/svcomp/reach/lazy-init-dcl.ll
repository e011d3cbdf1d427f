; ModuleID = 'lazy-init-dcl.c'
source_filename = "lazy-init-dcl.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [16 x i8] c"lazy-init-dcl.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !17
@initialized = dso_local global i32 0, align 4, !dbg !21
@value = dso_local global i32 0, align 4, !dbg !24
@init_count = dso_local global i32 0, align 4, !dbg !26
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 22, i32 31 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 35, i32 23 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 37, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !67 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 8, ptr noundef @.str.2) #6, !dbg !70
  unreachable, !dbg !70
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @user(ptr noundef %0) #0 !dbg !71 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !76, !DIExpression(), !77)
  %3 = load i32, ptr @initialized, align 4, !dbg !78
  %4 = icmp ne i32 %3, 0, !dbg !78
  br i1 %4, label %20, label %5, !dbg !80

5:                                                ; preds = %1
  %6 = call i32 @pthread_mutex_lock(ptr noundef @m) #7, !dbg !81
  %7 = load i32, ptr @initialized, align 4, !dbg !83
  %8 = icmp ne i32 %7, 0, !dbg !83
  br i1 %8, label %18, label %9, !dbg !85

9:                                                ; preds = %5
  store i32 42, ptr @value, align 4, !dbg !86
  %10 = load i32, ptr @init_count, align 4, !dbg !88
  %11 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %10, i32 1), !dbg !89, !nosanitize !75
  %12 = extractvalue { i32, i1 } %11, 0, !dbg !89, !nosanitize !75
  %13 = extractvalue { i32, i1 } %11, 1, !dbg !89, !nosanitize !75
  %14 = xor i1 %13, true, !dbg !89, !nosanitize !75
  br i1 %14, label %17, label %15, !dbg !89, !prof !90, !nosanitize !75

15:                                               ; preds = %9
  %16 = zext i32 %10 to i64, !dbg !89, !nosanitize !75
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %16, i64 1) #7, !dbg !89, !nosanitize !75
  br label %17, !dbg !89, !nosanitize !75

17:                                               ; preds = %15, %9
  store i32 %12, ptr @init_count, align 4, !dbg !91
  store i32 1, ptr @initialized, align 4, !dbg !92
  br label %18, !dbg !93

18:                                               ; preds = %17, %5
  %19 = call i32 @pthread_mutex_unlock(ptr noundef @m) #7, !dbg !94
  br label %20, !dbg !95

20:                                               ; preds = %18, %1
  %21 = load i32, ptr @value, align 4, !dbg !96
  %22 = icmp ne i32 %21, 42, !dbg !98
  br i1 %22, label %23, label %24, !dbg !99

23:                                               ; preds = %20
  call void @reach_error(), !dbg !100
  br label %24, !dbg !100

24:                                               ; preds = %23, %20
  ret ptr null, !dbg !101
}

; Function Attrs: nounwind
declare i32 @pthread_mutex_lock(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #4

; Function Attrs: nounwind
declare i32 @pthread_mutex_unlock(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !102 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i64], align 16
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !105, !DIExpression(), !109)
    #dbg_declare(ptr %3, !110, !DIExpression(), !111)
  store i32 0, ptr %3, align 4, !dbg !112
  br label %4, !dbg !114

4:                                                ; preds = %20, %0
  %5 = load i32, ptr %3, align 4, !dbg !115
  %6 = icmp slt i32 %5, 2, !dbg !117
  br i1 %6, label %7, label %21, !dbg !118

7:                                                ; preds = %4
  %8 = load i32, ptr %3, align 4, !dbg !119
  %9 = sext i32 %8 to i64, !dbg !120
  %10 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %9, !dbg !120
  %11 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @user, ptr noundef null) #7, !dbg !121
  br label %12, !dbg !121

12:                                               ; preds = %7
  %13 = load i32, ptr %3, align 4, !dbg !122
  %14 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %13, i32 1), !dbg !122, !nosanitize !75
  %15 = extractvalue { i32, i1 } %14, 0, !dbg !122, !nosanitize !75
  %16 = extractvalue { i32, i1 } %14, 1, !dbg !122, !nosanitize !75
  %17 = xor i1 %16, true, !dbg !122, !nosanitize !75
  br i1 %17, label %20, label %18, !dbg !122, !prof !90, !nosanitize !75

18:                                               ; preds = %12
  %19 = zext i32 %13 to i64, !dbg !122, !nosanitize !75
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %19, i64 1) #7, !dbg !122, !nosanitize !75
  br label %20, !dbg !122, !nosanitize !75

20:                                               ; preds = %18, %12
  store i32 %15, ptr %3, align 4, !dbg !122
  br label %4, !dbg !123, !llvm.loop !124

21:                                               ; preds = %4
  store i32 0, ptr %3, align 4, !dbg !127
  br label %22, !dbg !129

22:                                               ; preds = %39, %21
  %23 = load i32, ptr %3, align 4, !dbg !130
  %24 = icmp slt i32 %23, 2, !dbg !132
  br i1 %24, label %25, label %40, !dbg !133

25:                                               ; preds = %22
  %26 = load i32, ptr %3, align 4, !dbg !134
  %27 = sext i32 %26 to i64, !dbg !135
  %28 = getelementptr inbounds [2 x i64], ptr %2, i64 0, i64 %27, !dbg !135
  %29 = load i64, ptr %28, align 8, !dbg !135
  %30 = call i32 @pthread_join(i64 noundef %29, ptr noundef null), !dbg !136
  br label %31, !dbg !136

31:                                               ; preds = %25
  %32 = load i32, ptr %3, align 4, !dbg !137
  %33 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %32, i32 1), !dbg !137, !nosanitize !75
  %34 = extractvalue { i32, i1 } %33, 0, !dbg !137, !nosanitize !75
  %35 = extractvalue { i32, i1 } %33, 1, !dbg !137, !nosanitize !75
  %36 = xor i1 %35, true, !dbg !137, !nosanitize !75
  br i1 %36, label %39, label %37, !dbg !137, !prof !90, !nosanitize !75

37:                                               ; preds = %31
  %38 = zext i32 %32 to i64, !dbg !137, !nosanitize !75
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %38, i64 1) #7, !dbg !137, !nosanitize !75
  br label %39, !dbg !137, !nosanitize !75

39:                                               ; preds = %37, %31
  store i32 %34, ptr %3, align 4, !dbg !137
  br label %22, !dbg !138, !llvm.loop !139

40:                                               ; preds = %22
  %41 = load i32, ptr @init_count, align 4, !dbg !141
  %42 = icmp ne i32 %41, 1, !dbg !143
  br i1 %42, label %43, label %44, !dbg !144

43:                                               ; preds = %40
  call void @reach_error(), !dbg !145
  br label %44, !dbg !145

44:                                               ; preds = %43, %40
  ret i32 0, !dbg !146
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!59, !60, !61, !62, !63, !64, !65}
!llvm.ident = !{!66}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "lazy-init-dcl.c", directory: ".", checksumkind: CSK_MD5, checksum: "5dca59ce49e76eda9afd97517f90331b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "m", scope: !19, file: !2, line: 12, type: !28, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21, !24, !26}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "initialized", scope: !19, file: !2, line: 13, type: !23, isLocal: false, isDefinition: true)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "value", scope: !19, file: !2, line: 14, type: !23, isLocal: false, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "init_count", scope: !19, file: !2, line: 15, type: !23, isLocal: false, isDefinition: true)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !29, line: 72, baseType: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!30 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !29, line: 67, size: 320, elements: !31)
!31 = !{!32, !53, !57}
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !30, file: !29, line: 69, baseType: !33, size: 320)
!33 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !34, line: 22, size: 320, elements: !35)
!34 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: ".", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!35 = !{!36, !37, !39, !40, !41, !42, !44, !45}
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !33, file: !34, line: 24, baseType: !23, size: 32)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !33, file: !34, line: 25, baseType: !38, size: 32, offset: 32)
!38 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !33, file: !34, line: 26, baseType: !23, size: 32, offset: 64)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !33, file: !34, line: 28, baseType: !38, size: 32, offset: 96)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !33, file: !34, line: 32, baseType: !23, size: 32, offset: 128)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !33, file: !34, line: 34, baseType: !43, size: 16, offset: 160)
!43 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !33, file: !34, line: 35, baseType: !43, size: 16, offset: 176)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !33, file: !34, line: 36, baseType: !46, size: 128, offset: 192)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !47, line: 55, baseType: !48)
!47 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: ".", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!48 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !47, line: 51, size: 128, elements: !49)
!49 = !{!50, !52}
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !48, file: !47, line: 53, baseType: !51, size: 64)
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !48, file: !47, line: 54, baseType: !51, size: 64, offset: 64)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !30, file: !29, line: 70, baseType: !54, size: 320)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 40)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !30, file: !29, line: 71, baseType: !58, size: 64)
!58 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!59 = !{i32 7, !"Dwarf Version", i32 5}
!60 = !{i32 2, !"Debug Info Version", i32 3}
!61 = !{i32 1, !"wchar_size", i32 4}
!62 = !{i32 8, !"PIC Level", i32 2}
!63 = !{i32 7, !"PIE Level", i32 2}
!64 = !{i32 7, !"uwtable", i32 2}
!65 = !{i32 7, !"frame-pointer", i32 2}
!66 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!67 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 8, type: !68, scopeLine: 8, spFlags: DISPFlagDefinition, unit: !19)
!68 = !DISubroutineType(types: !69)
!69 = !{null}
!70 = !DILocation(line: 8, column: 22, scope: !67)
!71 = distinct !DISubprogram(name: "user", scope: !2, file: !2, line: 17, type: !72, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !75)
!72 = !DISubroutineType(types: !73)
!73 = !{!74, !74}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!75 = !{}
!76 = !DILocalVariable(name: "arg", arg: 1, scope: !71, file: !2, line: 17, type: !74)
!77 = !DILocation(line: 17, column: 18, scope: !71)
!78 = !DILocation(line: 18, column: 8, scope: !79)
!79 = distinct !DILexicalBlock(scope: !71, file: !2, line: 18, column: 7)
!80 = !DILocation(line: 18, column: 7, scope: !71)
!81 = !DILocation(line: 19, column: 5, scope: !82)
!82 = distinct !DILexicalBlock(scope: !79, file: !2, line: 18, column: 21)
!83 = !DILocation(line: 20, column: 10, scope: !84)
!84 = distinct !DILexicalBlock(scope: !82, file: !2, line: 20, column: 9)
!85 = !DILocation(line: 20, column: 9, scope: !82)
!86 = !DILocation(line: 21, column: 13, scope: !87)
!87 = distinct !DILexicalBlock(scope: !84, file: !2, line: 20, column: 23)
!88 = !DILocation(line: 22, column: 20, scope: !87)
!89 = !DILocation(line: 22, column: 31, scope: !87)
!90 = !{!"branch_weights", i32 1048575, i32 1}
!91 = !DILocation(line: 22, column: 18, scope: !87)
!92 = !DILocation(line: 23, column: 19, scope: !87)
!93 = !DILocation(line: 24, column: 5, scope: !87)
!94 = !DILocation(line: 25, column: 5, scope: !82)
!95 = !DILocation(line: 26, column: 3, scope: !82)
!96 = !DILocation(line: 27, column: 7, scope: !97)
!97 = distinct !DILexicalBlock(scope: !71, file: !2, line: 27, column: 7)
!98 = !DILocation(line: 27, column: 13, scope: !97)
!99 = !DILocation(line: 27, column: 7, scope: !71)
!100 = !DILocation(line: 28, column: 5, scope: !97)
!101 = !DILocation(line: 29, column: 3, scope: !71)
!102 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 32, type: !103, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !75)
!103 = !DISubroutineType(types: !104)
!104 = !{!23}
!105 = !DILocalVariable(name: "t", scope: !102, file: !2, line: 33, type: !106)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 128, elements: !5)
!107 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !29, line: 27, baseType: !108)
!108 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!109 = !DILocation(line: 33, column: 13, scope: !102)
!110 = !DILocalVariable(name: "i", scope: !102, file: !2, line: 34, type: !23)
!111 = !DILocation(line: 34, column: 7, scope: !102)
!112 = !DILocation(line: 35, column: 10, scope: !113)
!113 = distinct !DILexicalBlock(scope: !102, file: !2, line: 35, column: 3)
!114 = !DILocation(line: 35, column: 8, scope: !113)
!115 = !DILocation(line: 35, column: 15, scope: !116)
!116 = distinct !DILexicalBlock(scope: !113, file: !2, line: 35, column: 3)
!117 = !DILocation(line: 35, column: 17, scope: !116)
!118 = !DILocation(line: 35, column: 3, scope: !113)
!119 = !DILocation(line: 36, column: 23, scope: !116)
!120 = !DILocation(line: 36, column: 21, scope: !116)
!121 = !DILocation(line: 36, column: 5, scope: !116)
!122 = !DILocation(line: 35, column: 23, scope: !116)
!123 = !DILocation(line: 35, column: 3, scope: !116)
!124 = distinct !{!124, !118, !125, !126}
!125 = !DILocation(line: 36, column: 37, scope: !113)
!126 = !{!"llvm.loop.mustprogress"}
!127 = !DILocation(line: 37, column: 10, scope: !128)
!128 = distinct !DILexicalBlock(scope: !102, file: !2, line: 37, column: 3)
!129 = !DILocation(line: 37, column: 8, scope: !128)
!130 = !DILocation(line: 37, column: 15, scope: !131)
!131 = distinct !DILexicalBlock(scope: !128, file: !2, line: 37, column: 3)
!132 = !DILocation(line: 37, column: 17, scope: !131)
!133 = !DILocation(line: 37, column: 3, scope: !128)
!134 = !DILocation(line: 38, column: 20, scope: !131)
!135 = !DILocation(line: 38, column: 18, scope: !131)
!136 = !DILocation(line: 38, column: 5, scope: !131)
!137 = !DILocation(line: 37, column: 23, scope: !131)
!138 = !DILocation(line: 37, column: 3, scope: !131)
!139 = distinct !{!139, !133, !140, !126}
!140 = !DILocation(line: 38, column: 25, scope: !128)
!141 = !DILocation(line: 39, column: 7, scope: !142)
!142 = distinct !DILexicalBlock(scope: !102, file: !2, line: 39, column: 7)
!143 = !DILocation(line: 39, column: 18, scope: !142)
!144 = !DILocation(line: 39, column: 7, scope: !102)
!145 = !DILocation(line: 40, column: 5, scope: !142)
!146 = !DILocation(line: 41, column: 3, scope: !102)
