; ModuleID = 'oob-stack-claims.c'
source_filename = "oob-stack-claims.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@next = dso_local global i32 0, align 4, !dbg !0
@.src = private unnamed_addr constant [19 x i8] c"oob-stack-claims.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 23 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 22, i32 23 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @claim(ptr noundef %0) #0 !dbg !17 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !21, !DIExpression(), !22)
    #dbg_declare(ptr %3, !23, !DIExpression(), !25)
  %7 = load ptr, ptr %2, align 4, !dbg !26
  store ptr %7, ptr %3, align 4, !dbg !25
    #dbg_declare(ptr %4, !27, !DIExpression(), !28)
  store i32 1, ptr %5, align 4, !dbg !29
  %8 = load i32, ptr %5, align 4, !dbg !29
  %9 = atomicrmw add ptr @next, i32 %8 seq_cst, align 4, !dbg !29
  store i32 %9, ptr %6, align 4, !dbg !29
  %10 = load i32, ptr %6, align 4, !dbg !29
  store i32 %10, ptr %4, align 4, !dbg !28
  %11 = load ptr, ptr %3, align 4, !dbg !30
  %12 = load i32, ptr %4, align 4, !dbg !31
  %13 = getelementptr inbounds i32, ptr %11, i32 %12, !dbg !30
  store i32 1, ptr %13, align 4, !dbg !32
  ret ptr null, !dbg !33
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !34 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i32], align 4
  %3 = alloca [2 x i32], align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !37, !DIExpression(), !44)
    #dbg_declare(ptr %3, !45, !DIExpression(), !49)
  call void @llvm.memset.p0.i32(ptr align 4 %3, i8 0, i32 8, i1 false), !dbg !49
    #dbg_declare(ptr %4, !50, !DIExpression(), !51)
  store i32 0, ptr %4, align 4, !dbg !52
  br label %5, !dbg !54

5:                                                ; preds = %20, %0
  %6 = load i32, ptr %4, align 4, !dbg !55
  %7 = icmp slt i32 %6, 3, !dbg !57
  br i1 %7, label %8, label %21, !dbg !58

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4, !dbg !59
  %10 = getelementptr inbounds [3 x i32], ptr %2, i32 0, i32 %9, !dbg !60
  %11 = getelementptr inbounds [2 x i32], ptr %3, i32 0, i32 0, !dbg !61
  %12 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @claim, ptr noundef %11) #6, !dbg !62
  br label %13, !dbg !62

13:                                               ; preds = %8
  %14 = load i32, ptr %4, align 4, !dbg !63
  %15 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %14, i32 1), !dbg !63, !nosanitize !20
  %16 = extractvalue { i32, i1 } %15, 0, !dbg !63, !nosanitize !20
  %17 = extractvalue { i32, i1 } %15, 1, !dbg !63, !nosanitize !20
  %18 = xor i1 %17, true, !dbg !63, !nosanitize !20
  br i1 %18, label %20, label %19, !dbg !63, !prof !64, !nosanitize !20

19:                                               ; preds = %13
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %14, i32 1) #6, !dbg !63, !nosanitize !20
  br label %20, !dbg !63, !nosanitize !20

20:                                               ; preds = %19, %13
  store i32 %16, ptr %4, align 4, !dbg !63
  br label %5, !dbg !65, !llvm.loop !66

21:                                               ; preds = %5
  store i32 0, ptr %4, align 4, !dbg !69
  br label %22, !dbg !71

22:                                               ; preds = %37, %21
  %23 = load i32, ptr %4, align 4, !dbg !72
  %24 = icmp slt i32 %23, 3, !dbg !74
  br i1 %24, label %25, label %38, !dbg !75

25:                                               ; preds = %22
  %26 = load i32, ptr %4, align 4, !dbg !76
  %27 = getelementptr inbounds [3 x i32], ptr %2, i32 0, i32 %26, !dbg !77
  %28 = load i32, ptr %27, align 4, !dbg !77
  %29 = call i32 @pthread_join(i32 noundef %28, ptr noundef null), !dbg !78
  br label %30, !dbg !78

30:                                               ; preds = %25
  %31 = load i32, ptr %4, align 4, !dbg !79
  %32 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %31, i32 1), !dbg !79, !nosanitize !20
  %33 = extractvalue { i32, i1 } %32, 0, !dbg !79, !nosanitize !20
  %34 = extractvalue { i32, i1 } %32, 1, !dbg !79, !nosanitize !20
  %35 = xor i1 %34, true, !dbg !79, !nosanitize !20
  br i1 %35, label %37, label %36, !dbg !79, !prof !64, !nosanitize !20

36:                                               ; preds = %30
  call void @__ubsan_handle_add_overflow(ptr @2, i32 %31, i32 1) #6, !dbg !79, !nosanitize !20
  br label %37, !dbg !79, !nosanitize !20

37:                                               ; preds = %36, %30
  store i32 %33, ptr %4, align 4, !dbg !79
  br label %22, !dbg !80, !llvm.loop !81

38:                                               ; preds = %22
  ret i32 0, !dbg !83
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #4

declare i32 @pthread_join(i32 noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!8, !9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "next", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "oob-stack-claims.c", directory: ".", checksumkind: CSK_MD5, checksum: "0d5dbe9d6c1ab45b91573dc87a5413da")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!6 = !{!0}
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{i32 1, !"NumRegisterParameters", i32 0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "claim", scope: !3, file: !3, line: 9, type: !18, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!18 = !DISubroutineType(types: !19)
!19 = !{!5, !5}
!20 = !{}
!21 = !DILocalVariable(name: "arg", arg: 1, scope: !17, file: !3, line: 9, type: !5)
!22 = !DILocation(line: 9, column: 19, scope: !17)
!23 = !DILocalVariable(name: "slots", scope: !17, file: !3, line: 10, type: !24)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 32)
!25 = !DILocation(line: 10, column: 8, scope: !17)
!26 = !DILocation(line: 10, column: 16, scope: !17)
!27 = !DILocalVariable(name: "i", scope: !17, file: !3, line: 11, type: !7)
!28 = !DILocation(line: 11, column: 7, scope: !17)
!29 = !DILocation(line: 11, column: 11, scope: !17)
!30 = !DILocation(line: 12, column: 3, scope: !17)
!31 = !DILocation(line: 12, column: 9, scope: !17)
!32 = !DILocation(line: 12, column: 12, scope: !17)
!33 = !DILocation(line: 13, column: 3, scope: !17)
!34 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !35, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !20)
!35 = !DISubroutineType(types: !36)
!36 = !{!7}
!37 = !DILocalVariable(name: "t", scope: !34, file: !3, line: 17, type: !38)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 96, elements: !42)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !40, line: 27, baseType: !41)
!40 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!41 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!42 = !{!43}
!43 = !DISubrange(count: 3)
!44 = !DILocation(line: 17, column: 13, scope: !34)
!45 = !DILocalVariable(name: "slots", scope: !34, file: !3, line: 18, type: !46)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 64, elements: !47)
!47 = !{!48}
!48 = !DISubrange(count: 2)
!49 = !DILocation(line: 18, column: 7, scope: !34)
!50 = !DILocalVariable(name: "i", scope: !34, file: !3, line: 19, type: !7)
!51 = !DILocation(line: 19, column: 7, scope: !34)
!52 = !DILocation(line: 20, column: 10, scope: !53)
!53 = distinct !DILexicalBlock(scope: !34, file: !3, line: 20, column: 3)
!54 = !DILocation(line: 20, column: 8, scope: !53)
!55 = !DILocation(line: 20, column: 15, scope: !56)
!56 = distinct !DILexicalBlock(scope: !53, file: !3, line: 20, column: 3)
!57 = !DILocation(line: 20, column: 17, scope: !56)
!58 = !DILocation(line: 20, column: 3, scope: !53)
!59 = !DILocation(line: 21, column: 23, scope: !56)
!60 = !DILocation(line: 21, column: 21, scope: !56)
!61 = !DILocation(line: 21, column: 40, scope: !56)
!62 = !DILocation(line: 21, column: 5, scope: !56)
!63 = !DILocation(line: 20, column: 23, scope: !56)
!64 = !{!"branch_weights", i32 1048575, i32 1}
!65 = !DILocation(line: 20, column: 3, scope: !56)
!66 = distinct !{!66, !58, !67, !68}
!67 = !DILocation(line: 21, column: 45, scope: !53)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DILocation(line: 22, column: 10, scope: !70)
!70 = distinct !DILexicalBlock(scope: !34, file: !3, line: 22, column: 3)
!71 = !DILocation(line: 22, column: 8, scope: !70)
!72 = !DILocation(line: 22, column: 15, scope: !73)
!73 = distinct !DILexicalBlock(scope: !70, file: !3, line: 22, column: 3)
!74 = !DILocation(line: 22, column: 17, scope: !73)
!75 = !DILocation(line: 22, column: 3, scope: !70)
!76 = !DILocation(line: 23, column: 20, scope: !73)
!77 = !DILocation(line: 23, column: 18, scope: !73)
!78 = !DILocation(line: 23, column: 5, scope: !73)
!79 = !DILocation(line: 22, column: 23, scope: !73)
!80 = !DILocation(line: 22, column: 3, scope: !73)
!81 = distinct !{!81, !75, !82, !68}
!82 = !DILocation(line: 23, column: 28, scope: !70)
!83 = !DILocation(line: 24, column: 3, scope: !34)
