; ModuleID = 'rwlock-consistency.c'
source_filename = "rwlock-consistency.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_rwlock_t = type { %struct.__pthread_rwlock_arch_t }
%struct.__pthread_rwlock_arch_t = type { i32, i32, i32, i32, i32, i32, i32, i32, i8, [7 x i8], i64, i32 }

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [21 x i8] c"rwlock-consistency.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@rw = dso_local global %union.pthread_rwlock_t zeroinitializer, align 8, !dbg !17
@x = dso_local global i32 0, align 4, !dbg !21
@y = dso_local global i32 0, align 4, !dbg !24
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 17, i32 24 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 42, i32 23 }, ptr @0 }
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 45, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !67 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 8, ptr noundef @.str.2) #6, !dbg !70
  unreachable, !dbg !70
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @writer(ptr noundef %0) #0 !dbg !71 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !76, !DIExpression(), !77)
    #dbg_declare(ptr %3, !78, !DIExpression(), !79)
  store i32 1, ptr %3, align 4, !dbg !80
  br label %4, !dbg !82

4:                                                ; preds = %20, %1
  %5 = load i32, ptr %3, align 4, !dbg !83
  %6 = icmp sle i32 %5, 2, !dbg !85
  br i1 %6, label %7, label %21, !dbg !86

7:                                                ; preds = %4
  %8 = call i32 @pthread_rwlock_wrlock(ptr noundef @rw) #7, !dbg !87
  %9 = load i32, ptr %3, align 4, !dbg !89
  store i32 %9, ptr @x, align 4, !dbg !90
  %10 = load i32, ptr %3, align 4, !dbg !91
  store i32 %10, ptr @y, align 4, !dbg !92
  %11 = call i32 @pthread_rwlock_unlock(ptr noundef @rw) #7, !dbg !93
  br label %12, !dbg !94

12:                                               ; preds = %7
  %13 = load i32, ptr %3, align 4, !dbg !95
  %14 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %13, i32 1), !dbg !95, !nosanitize !75
  %15 = extractvalue { i32, i1 } %14, 0, !dbg !95, !nosanitize !75
  %16 = extractvalue { i32, i1 } %14, 1, !dbg !95, !nosanitize !75
  %17 = xor i1 %16, true, !dbg !95, !nosanitize !75
  br i1 %17, label %20, label %18, !dbg !95, !prof !96, !nosanitize !75

18:                                               ; preds = %12
  %19 = zext i32 %13 to i64, !dbg !95, !nosanitize !75
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %19, i64 1) #7, !dbg !95, !nosanitize !75
  br label %20, !dbg !95, !nosanitize !75

20:                                               ; preds = %18, %12
  store i32 %15, ptr %3, align 4, !dbg !95
  br label %4, !dbg !97, !llvm.loop !98

21:                                               ; preds = %4
  ret ptr null, !dbg !101
}

; Function Attrs: nounwind
declare i32 @pthread_rwlock_wrlock(ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_rwlock_unlock(ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @reader(ptr noundef %0) #0 !dbg !102 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !103, !DIExpression(), !104)
    #dbg_declare(ptr %3, !105, !DIExpression(), !106)
    #dbg_declare(ptr %4, !107, !DIExpression(), !108)
  %5 = call i32 @pthread_rwlock_rdlock(ptr noundef @rw) #7, !dbg !109
  %6 = load i32, ptr @x, align 4, !dbg !110
  store i32 %6, ptr %3, align 4, !dbg !111
  %7 = load i32, ptr @y, align 4, !dbg !112
  store i32 %7, ptr %4, align 4, !dbg !113
  %8 = call i32 @pthread_rwlock_unlock(ptr noundef @rw) #7, !dbg !114
  %9 = load i32, ptr %3, align 4, !dbg !115
  %10 = load i32, ptr %4, align 4, !dbg !117
  %11 = icmp ne i32 %9, %10, !dbg !118
  br i1 %11, label %12, label %13, !dbg !119

12:                                               ; preds = %1
  call void @reach_error(), !dbg !120
  br label %13, !dbg !120

13:                                               ; preds = %12, %1
  ret ptr null, !dbg !121
}

; Function Attrs: nounwind
declare i32 @pthread_rwlock_rdlock(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !122 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca [2 x i64], align 16
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !125, !DIExpression(), !127)
    #dbg_declare(ptr %3, !128, !DIExpression(), !130)
    #dbg_declare(ptr %4, !131, !DIExpression(), !132)
  %5 = call i32 @pthread_rwlock_init(ptr noundef @rw, ptr noundef null) #7, !dbg !133
  %6 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @writer, ptr noundef null) #7, !dbg !134
  store i32 0, ptr %4, align 4, !dbg !135
  br label %7, !dbg !137

7:                                                ; preds = %23, %0
  %8 = load i32, ptr %4, align 4, !dbg !138
  %9 = icmp slt i32 %8, 2, !dbg !140
  br i1 %9, label %10, label %24, !dbg !141

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4, !dbg !142
  %12 = sext i32 %11 to i64, !dbg !143
  %13 = getelementptr inbounds [2 x i64], ptr %3, i64 0, i64 %12, !dbg !143
  %14 = call i32 @pthread_create(ptr noundef %13, ptr noundef null, ptr noundef @reader, ptr noundef null) #7, !dbg !144
  br label %15, !dbg !144

15:                                               ; preds = %10
  %16 = load i32, ptr %4, align 4, !dbg !145
  %17 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %16, i32 1), !dbg !145, !nosanitize !75
  %18 = extractvalue { i32, i1 } %17, 0, !dbg !145, !nosanitize !75
  %19 = extractvalue { i32, i1 } %17, 1, !dbg !145, !nosanitize !75
  %20 = xor i1 %19, true, !dbg !145, !nosanitize !75
  br i1 %20, label %23, label %21, !dbg !145, !prof !96, !nosanitize !75

21:                                               ; preds = %15
  %22 = zext i32 %16 to i64, !dbg !145, !nosanitize !75
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %22, i64 1) #7, !dbg !145, !nosanitize !75
  br label %23, !dbg !145, !nosanitize !75

23:                                               ; preds = %21, %15
  store i32 %18, ptr %4, align 4, !dbg !145
  br label %7, !dbg !146, !llvm.loop !147

24:                                               ; preds = %7
  %25 = load i64, ptr %2, align 8, !dbg !149
  %26 = call i32 @pthread_join(i64 noundef %25, ptr noundef null), !dbg !150
  store i32 0, ptr %4, align 4, !dbg !151
  br label %27, !dbg !153

27:                                               ; preds = %44, %24
  %28 = load i32, ptr %4, align 4, !dbg !154
  %29 = icmp slt i32 %28, 2, !dbg !156
  br i1 %29, label %30, label %45, !dbg !157

30:                                               ; preds = %27
  %31 = load i32, ptr %4, align 4, !dbg !158
  %32 = sext i32 %31 to i64, !dbg !159
  %33 = getelementptr inbounds [2 x i64], ptr %3, i64 0, i64 %32, !dbg !159
  %34 = load i64, ptr %33, align 8, !dbg !159
  %35 = call i32 @pthread_join(i64 noundef %34, ptr noundef null), !dbg !160
  br label %36, !dbg !160

36:                                               ; preds = %30
  %37 = load i32, ptr %4, align 4, !dbg !161
  %38 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %37, i32 1), !dbg !161, !nosanitize !75
  %39 = extractvalue { i32, i1 } %38, 0, !dbg !161, !nosanitize !75
  %40 = extractvalue { i32, i1 } %38, 1, !dbg !161, !nosanitize !75
  %41 = xor i1 %40, true, !dbg !161, !nosanitize !75
  br i1 %41, label %44, label %42, !dbg !161, !prof !96, !nosanitize !75

42:                                               ; preds = %36
  %43 = zext i32 %37 to i64, !dbg !161, !nosanitize !75
  call void @__ubsan_handle_add_overflow(ptr @3, i64 %43, i64 1) #7, !dbg !161, !nosanitize !75
  br label %44, !dbg !161, !nosanitize !75

44:                                               ; preds = %42, %36
  store i32 %39, ptr %4, align 4, !dbg !161
  br label %27, !dbg !162, !llvm.loop !163

45:                                               ; preds = %27
  %46 = call i32 @pthread_rwlock_destroy(ptr noundef @rw) #7, !dbg !165
  ret i32 0, !dbg !166
}

; Function Attrs: nounwind
declare i32 @pthread_rwlock_init(ptr noundef, ptr noundef) #2

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #5

; Function Attrs: nounwind
declare i32 @pthread_rwlock_destroy(ptr noundef) #2

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
!2 = !DIFile(filename: "rwlock-consistency.c", directory: ".", checksumkind: CSK_MD5, checksum: "a9070abf65fea8a0564a5c06f09663dc")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 21)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "rw", scope: !19, file: !2, line: 12, type: !26, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !20, splitDebugInlining: false, nameTableKind: None)
!20 = !{!0, !7, !12, !17, !21, !24}
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "x", scope: !19, file: !2, line: 13, type: !23, isLocal: false, isDefinition: true)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "y", scope: !19, file: !2, line: 13, type: !23, isLocal: false, isDefinition: true)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_rwlock_t", file: !27, line: 91, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!28 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !27, line: 86, size: 448, elements: !29)
!29 = !{!30, !53, !57}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !28, file: !27, line: 88, baseType: !31, size: 448)
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_rwlock_arch_t", file: !32, line: 23, size: 448, elements: !33)
!32 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_rwlock.h", directory: ".", checksumkind: CSK_MD5, checksum: "2034038f4a99ff6cb7b9de3a3e8c2a8e")
!33 = !{!34, !36, !37, !38, !39, !40, !41, !42, !43, !45, !50, !52}
!34 = !DIDerivedType(tag: DW_TAG_member, name: "__readers", scope: !31, file: !32, line: 25, baseType: !35, size: 32)
!35 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__writers", scope: !31, file: !32, line: 26, baseType: !35, size: 32, offset: 32)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "__wrphase_futex", scope: !31, file: !32, line: 27, baseType: !35, size: 32, offset: 64)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "__writers_futex", scope: !31, file: !32, line: 28, baseType: !35, size: 32, offset: 96)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "__pad3", scope: !31, file: !32, line: 29, baseType: !35, size: 32, offset: 128)
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__pad4", scope: !31, file: !32, line: 30, baseType: !35, size: 32, offset: 160)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__cur_writer", scope: !31, file: !32, line: 32, baseType: !23, size: 32, offset: 192)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "__shared", scope: !31, file: !32, line: 33, baseType: !23, size: 32, offset: 224)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "__rwelision", scope: !31, file: !32, line: 34, baseType: !44, size: 8, offset: 256)
!44 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__pad1", scope: !31, file: !32, line: 39, baseType: !46, size: 56, offset: 264)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 56, elements: !48)
!47 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!48 = !{!49}
!49 = !DISubrange(count: 7)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__pad2", scope: !31, file: !32, line: 42, baseType: !51, size: 64, offset: 320)
!51 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__flags", scope: !31, file: !32, line: 45, baseType: !35, size: 32, offset: 384)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !28, file: !27, line: 89, baseType: !54, size: 448)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 56)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !28, file: !27, line: 90, baseType: !58, size: 64)
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
!71 = distinct !DISubprogram(name: "writer", scope: !2, file: !2, line: 15, type: !72, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !75)
!72 = !DISubroutineType(types: !73)
!73 = !{!74, !74}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!75 = !{}
!76 = !DILocalVariable(name: "arg", arg: 1, scope: !71, file: !2, line: 15, type: !74)
!77 = !DILocation(line: 15, column: 20, scope: !71)
!78 = !DILocalVariable(name: "v", scope: !71, file: !2, line: 16, type: !23)
!79 = !DILocation(line: 16, column: 7, scope: !71)
!80 = !DILocation(line: 17, column: 10, scope: !81)
!81 = distinct !DILexicalBlock(scope: !71, file: !2, line: 17, column: 3)
!82 = !DILocation(line: 17, column: 8, scope: !81)
!83 = !DILocation(line: 17, column: 15, scope: !84)
!84 = distinct !DILexicalBlock(scope: !81, file: !2, line: 17, column: 3)
!85 = !DILocation(line: 17, column: 17, scope: !84)
!86 = !DILocation(line: 17, column: 3, scope: !81)
!87 = !DILocation(line: 18, column: 5, scope: !88)
!88 = distinct !DILexicalBlock(scope: !84, file: !2, line: 17, column: 28)
!89 = !DILocation(line: 19, column: 9, scope: !88)
!90 = !DILocation(line: 19, column: 7, scope: !88)
!91 = !DILocation(line: 20, column: 9, scope: !88)
!92 = !DILocation(line: 20, column: 7, scope: !88)
!93 = !DILocation(line: 21, column: 5, scope: !88)
!94 = !DILocation(line: 22, column: 3, scope: !88)
!95 = !DILocation(line: 17, column: 24, scope: !84)
!96 = !{!"branch_weights", i32 1048575, i32 1}
!97 = !DILocation(line: 17, column: 3, scope: !84)
!98 = distinct !{!98, !86, !99, !100}
!99 = !DILocation(line: 22, column: 3, scope: !81)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !DILocation(line: 23, column: 3, scope: !71)
!102 = distinct !DISubprogram(name: "reader", scope: !2, file: !2, line: 26, type: !72, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !75)
!103 = !DILocalVariable(name: "arg", arg: 1, scope: !102, file: !2, line: 26, type: !74)
!104 = !DILocation(line: 26, column: 20, scope: !102)
!105 = !DILocalVariable(name: "a", scope: !102, file: !2, line: 27, type: !23)
!106 = !DILocation(line: 27, column: 7, scope: !102)
!107 = !DILocalVariable(name: "b", scope: !102, file: !2, line: 27, type: !23)
!108 = !DILocation(line: 27, column: 10, scope: !102)
!109 = !DILocation(line: 28, column: 3, scope: !102)
!110 = !DILocation(line: 29, column: 7, scope: !102)
!111 = !DILocation(line: 29, column: 5, scope: !102)
!112 = !DILocation(line: 30, column: 7, scope: !102)
!113 = !DILocation(line: 30, column: 5, scope: !102)
!114 = !DILocation(line: 31, column: 3, scope: !102)
!115 = !DILocation(line: 32, column: 7, scope: !116)
!116 = distinct !DILexicalBlock(scope: !102, file: !2, line: 32, column: 7)
!117 = !DILocation(line: 32, column: 12, scope: !116)
!118 = !DILocation(line: 32, column: 9, scope: !116)
!119 = !DILocation(line: 32, column: 7, scope: !102)
!120 = !DILocation(line: 33, column: 5, scope: !116)
!121 = !DILocation(line: 34, column: 3, scope: !102)
!122 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 37, type: !123, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !75)
!123 = !DISubroutineType(types: !124)
!124 = !{!23}
!125 = !DILocalVariable(name: "w", scope: !122, file: !2, line: 38, type: !126)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !27, line: 27, baseType: !51)
!127 = !DILocation(line: 38, column: 13, scope: !122)
!128 = !DILocalVariable(name: "r", scope: !122, file: !2, line: 38, type: !129)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 128, elements: !5)
!130 = !DILocation(line: 38, column: 16, scope: !122)
!131 = !DILocalVariable(name: "i", scope: !122, file: !2, line: 39, type: !23)
!132 = !DILocation(line: 39, column: 7, scope: !122)
!133 = !DILocation(line: 40, column: 3, scope: !122)
!134 = !DILocation(line: 41, column: 3, scope: !122)
!135 = !DILocation(line: 42, column: 10, scope: !136)
!136 = distinct !DILexicalBlock(scope: !122, file: !2, line: 42, column: 3)
!137 = !DILocation(line: 42, column: 8, scope: !136)
!138 = !DILocation(line: 42, column: 15, scope: !139)
!139 = distinct !DILexicalBlock(scope: !136, file: !2, line: 42, column: 3)
!140 = !DILocation(line: 42, column: 17, scope: !139)
!141 = !DILocation(line: 42, column: 3, scope: !136)
!142 = !DILocation(line: 43, column: 23, scope: !139)
!143 = !DILocation(line: 43, column: 21, scope: !139)
!144 = !DILocation(line: 43, column: 5, scope: !139)
!145 = !DILocation(line: 42, column: 23, scope: !139)
!146 = !DILocation(line: 42, column: 3, scope: !139)
!147 = distinct !{!147, !141, !148, !100}
!148 = !DILocation(line: 43, column: 39, scope: !136)
!149 = !DILocation(line: 44, column: 16, scope: !122)
!150 = !DILocation(line: 44, column: 3, scope: !122)
!151 = !DILocation(line: 45, column: 10, scope: !152)
!152 = distinct !DILexicalBlock(scope: !122, file: !2, line: 45, column: 3)
!153 = !DILocation(line: 45, column: 8, scope: !152)
!154 = !DILocation(line: 45, column: 15, scope: !155)
!155 = distinct !DILexicalBlock(scope: !152, file: !2, line: 45, column: 3)
!156 = !DILocation(line: 45, column: 17, scope: !155)
!157 = !DILocation(line: 45, column: 3, scope: !152)
!158 = !DILocation(line: 46, column: 20, scope: !155)
!159 = !DILocation(line: 46, column: 18, scope: !155)
!160 = !DILocation(line: 46, column: 5, scope: !155)
!161 = !DILocation(line: 45, column: 23, scope: !155)
!162 = !DILocation(line: 45, column: 3, scope: !155)
!163 = distinct !{!163, !157, !164, !100}
!164 = !DILocation(line: 46, column: 25, scope: !152)
!165 = !DILocation(line: 47, column: 3, scope: !122)
!166 = !DILocation(line: 48, column: 3, scope: !122)
