; ModuleID = 'join-missing.c'
source_filename = "join-missing.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@.str = private unnamed_addr constant [2 x i8] c"0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"join-missing.c\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [12 x i8] c"reach_error\00", align 1, !dbg !12
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 13, i32 23 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 13, i32 17 }, ptr @0 }
@part = dso_local global [2 x i32] zeroinitializer, align 4, !dbg !17
@__const.main.ids = private unnamed_addr constant [2 x i32] [i32 0, i32 1], align 4
@3 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 21, i32 23 }, ptr @0 }
@4 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.str.1, i32 24, i32 15 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @reach_error() #0 !dbg !34 {
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 5, ptr noundef @.str.2) #7, !dbg !37
  unreachable, !dbg !37
}

; Function Attrs: nocallback noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !38 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !43, !DIExpression(), !44)
    #dbg_declare(ptr %3, !45, !DIExpression(), !46)
  %4 = load ptr, ptr %2, align 4, !dbg !47
  %5 = load i32, ptr %4, align 4, !dbg !48
  store i32 %5, ptr %3, align 4, !dbg !46
  %6 = load i32, ptr %3, align 4, !dbg !49
  %7 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %6, i32 1), !dbg !50, !nosanitize !42
  %8 = extractvalue { i32, i1 } %7, 0, !dbg !50, !nosanitize !42
  %9 = extractvalue { i32, i1 } %7, 1, !dbg !50, !nosanitize !42
  %10 = xor i1 %9, true, !dbg !50, !nosanitize !42
  br i1 %10, label %12, label %11, !dbg !50, !prof !51, !nosanitize !42

11:                                               ; preds = %1
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %6, i32 1) #8, !dbg !50, !nosanitize !42
  br label %12, !dbg !50, !nosanitize !42

12:                                               ; preds = %11, %1
  %13 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 10, i32 %8), !dbg !52, !nosanitize !42
  %14 = extractvalue { i32, i1 } %13, 0, !dbg !52, !nosanitize !42
  %15 = extractvalue { i32, i1 } %13, 1, !dbg !52, !nosanitize !42
  %16 = xor i1 %15, true, !dbg !52, !nosanitize !42
  br i1 %16, label %18, label %17, !dbg !52, !prof !51, !nosanitize !42

17:                                               ; preds = %12
  call void @__ubsan_handle_mul_overflow(ptr @2, i32 10, i32 %8) #8, !dbg !52, !nosanitize !42
  br label %18, !dbg !52, !nosanitize !42

18:                                               ; preds = %17, %12
  %19 = load i32, ptr %3, align 4, !dbg !53
  %20 = getelementptr inbounds [2 x i32], ptr @part, i32 0, i32 %19, !dbg !54
  store i32 %14, ptr %20, align 4, !dbg !55
  ret ptr null, !dbg !56
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_mul_overflow(ptr, i32, i32) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !57 {
  %1 = alloca i32, align 4
  %2 = alloca [2 x i32], align 4
  %3 = alloca [2 x i32], align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !60, !DIExpression(), !65)
    #dbg_declare(ptr %3, !66, !DIExpression(), !67)
  call void @llvm.memcpy.p0.p0.i32(ptr align 4 %3, ptr align 4 @__const.main.ids, i32 8, i1 false), !dbg !67
    #dbg_declare(ptr %4, !68, !DIExpression(), !69)
  store i32 0, ptr %4, align 4, !dbg !70
  br label %5, !dbg !72

5:                                                ; preds = %21, %0
  %6 = load i32, ptr %4, align 4, !dbg !73
  %7 = icmp slt i32 %6, 2, !dbg !75
  br i1 %7, label %8, label %22, !dbg !76

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !dbg !77
  %10 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 %9, !dbg !78
  %11 = load i32, ptr %4, align 4, !dbg !79
  %12 = getelementptr inbounds [2 x i32], ptr %3, i32 0, i32 %11, !dbg !80
  %13 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @worker, ptr noundef %12) #8, !dbg !81
  br label %14, !dbg !81

14:                                               ; preds = %8
  %15 = load i32, ptr %4, align 4, !dbg !82
  %16 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %15, i32 1), !dbg !82, !nosanitize !42
  %17 = extractvalue { i32, i1 } %16, 0, !dbg !82, !nosanitize !42
  %18 = extractvalue { i32, i1 } %16, 1, !dbg !82, !nosanitize !42
  %19 = xor i1 %18, true, !dbg !82, !nosanitize !42
  br i1 %19, label %21, label %20, !dbg !82, !prof !51, !nosanitize !42

20:                                               ; preds = %14
  call void @__ubsan_handle_add_overflow(ptr @3, i32 %15, i32 1) #8, !dbg !82, !nosanitize !42
  br label %21, !dbg !82, !nosanitize !42

21:                                               ; preds = %20, %14
  store i32 %17, ptr %4, align 4, !dbg !82
  br label %5, !dbg !83, !llvm.loop !84

22:                                               ; preds = %5
  %23 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 0, !dbg !87
  %24 = load i32, ptr %23, align 4, !dbg !87
  %25 = call i32 @pthread_join(i32 noundef %24, ptr noundef null), !dbg !88
  %26 = load i32, ptr @part, align 4, !dbg !89
  %27 = load i32, ptr getelementptr inbounds ([2 x i32], ptr @part, i32 0, i32 1), align 4, !dbg !91
  %28 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %26, i32 %27), !dbg !92, !nosanitize !42
  %29 = extractvalue { i32, i1 } %28, 0, !dbg !92, !nosanitize !42
  %30 = extractvalue { i32, i1 } %28, 1, !dbg !92, !nosanitize !42
  %31 = xor i1 %30, true, !dbg !92, !nosanitize !42
  br i1 %31, label %33, label %32, !dbg !92, !prof !51, !nosanitize !42

32:                                               ; preds = %22
  call void @__ubsan_handle_add_overflow(ptr @4, i32 %26, i32 %27) #8, !dbg !92, !nosanitize !42
  br label %33, !dbg !92, !nosanitize !42

33:                                               ; preds = %32, %22
  %34 = icmp ne i32 %29, 30, !dbg !93
  br i1 %34, label %35, label %36, !dbg !94

35:                                               ; preds = %33
  call void @reach_error(), !dbg !95
  br label %36, !dbg !95

36:                                               ; preds = %35, %33
  %37 = getelementptr inbounds [2 x i32], ptr %2, i32 0, i32 1, !dbg !96
  %38 = load i32, ptr %37, align 4, !dbg !96
  %39 = call i32 @pthread_join(i32 noundef %38, ptr noundef null), !dbg !97
  ret i32 0, !dbg !98
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #4

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #5

declare i32 @pthread_join(i32 noundef, ptr noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback noreturn nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 5, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "join-missing.c", directory: ".", checksumkind: CSK_MD5, checksum: "c9aae980320d7322394192ec555b686c")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 2)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 5, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 5, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 12)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "part", scope: !19, file: !2, line: 9, type: !24, isLocal: false, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !23, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21}
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 32)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{!0, !7, !12, !17}
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 64, elements: !5)
!25 = !{i32 1, !"NumRegisterParameters", i32 0}
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "reach_error", scope: !2, file: !2, line: 5, type: !35, scopeLine: 5, spFlags: DISPFlagDefinition, unit: !19)
!35 = !DISubroutineType(types: !36)
!36 = !{null}
!37 = !DILocation(line: 5, column: 22, scope: !34)
!38 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 11, type: !39, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !42)
!39 = !DISubroutineType(types: !40)
!40 = !{!41, !41}
!41 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!42 = !{}
!43 = !DILocalVariable(name: "arg", arg: 1, scope: !38, file: !2, line: 11, type: !41)
!44 = !DILocation(line: 11, column: 20, scope: !38)
!45 = !DILocalVariable(name: "id", scope: !38, file: !2, line: 12, type: !22)
!46 = !DILocation(line: 12, column: 7, scope: !38)
!47 = !DILocation(line: 12, column: 20, scope: !38)
!48 = !DILocation(line: 12, column: 12, scope: !38)
!49 = !DILocation(line: 13, column: 20, scope: !38)
!50 = !DILocation(line: 13, column: 23, scope: !38)
!51 = !{!"branch_weights", i32 1048575, i32 1}
!52 = !DILocation(line: 13, column: 17, scope: !38)
!53 = !DILocation(line: 13, column: 8, scope: !38)
!54 = !DILocation(line: 13, column: 3, scope: !38)
!55 = !DILocation(line: 13, column: 12, scope: !38)
!56 = !DILocation(line: 14, column: 3, scope: !38)
!57 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !58, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !19, retainedNodes: !42)
!58 = !DISubroutineType(types: !59)
!59 = !{!22}
!60 = !DILocalVariable(name: "t", scope: !57, file: !2, line: 18, type: !61)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !62, size: 64, elements: !5)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !63, line: 27, baseType: !64)
!63 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!64 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!65 = !DILocation(line: 18, column: 13, scope: !57)
!66 = !DILocalVariable(name: "ids", scope: !57, file: !2, line: 19, type: !24)
!67 = !DILocation(line: 19, column: 7, scope: !57)
!68 = !DILocalVariable(name: "i", scope: !57, file: !2, line: 20, type: !22)
!69 = !DILocation(line: 20, column: 7, scope: !57)
!70 = !DILocation(line: 21, column: 10, scope: !71)
!71 = distinct !DILexicalBlock(scope: !57, file: !2, line: 21, column: 3)
!72 = !DILocation(line: 21, column: 8, scope: !71)
!73 = !DILocation(line: 21, column: 15, scope: !74)
!74 = distinct !DILexicalBlock(scope: !71, file: !2, line: 21, column: 3)
!75 = !DILocation(line: 21, column: 17, scope: !74)
!76 = !DILocation(line: 21, column: 3, scope: !71)
!77 = !DILocation(line: 22, column: 23, scope: !74)
!78 = !DILocation(line: 22, column: 21, scope: !74)
!79 = !DILocation(line: 22, column: 43, scope: !74)
!80 = !DILocation(line: 22, column: 39, scope: !74)
!81 = !DILocation(line: 22, column: 5, scope: !74)
!82 = !DILocation(line: 21, column: 23, scope: !74)
!83 = !DILocation(line: 21, column: 3, scope: !74)
!84 = distinct !{!84, !76, !85, !86}
!85 = !DILocation(line: 22, column: 45, scope: !71)
!86 = !{!"llvm.loop.mustprogress"}
!87 = !DILocation(line: 23, column: 16, scope: !57)
!88 = !DILocation(line: 23, column: 3, scope: !57)
!89 = !DILocation(line: 24, column: 7, scope: !90)
!90 = distinct !DILexicalBlock(scope: !57, file: !2, line: 24, column: 7)
!91 = !DILocation(line: 24, column: 17, scope: !90)
!92 = !DILocation(line: 24, column: 15, scope: !90)
!93 = !DILocation(line: 24, column: 25, scope: !90)
!94 = !DILocation(line: 24, column: 7, scope: !57)
!95 = !DILocation(line: 25, column: 5, scope: !90)
!96 = !DILocation(line: 26, column: 16, scope: !57)
!97 = !DILocation(line: 26, column: 3, scope: !57)
!98 = !DILocation(line: 27, column: 3, scope: !57)
