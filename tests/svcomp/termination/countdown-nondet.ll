; ModuleID = 'countdown-nondet.c'
source_filename = "countdown-nondet.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.src = private unnamed_addr constant [19 x i8] c"countdown-nondet.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 11 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 20, i32 11 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @down1(ptr noundef %0) #0 !dbg !10 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !15, !DIExpression(), !16)
    #dbg_declare(ptr %3, !17, !DIExpression(), !19)
  %4 = call zeroext i8 @__VERIFIER_nondet_uchar(), !dbg !20
  store i8 %4, ptr %3, align 1, !dbg !19
  br label %5, !dbg !21

5:                                                ; preds = %18, %1
  %6 = load i8, ptr %3, align 1, !dbg !22
  %7 = zext i8 %6 to i32, !dbg !22
  %8 = icmp sgt i32 %7, 0, !dbg !23
  br i1 %8, label %9, label %20, !dbg !21

9:                                                ; preds = %5
  %10 = load i8, ptr %3, align 1, !dbg !24
  %11 = zext i8 %10 to i32, !dbg !24
  %12 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %11, i32 1), !dbg !25, !nosanitize !14
  %13 = extractvalue { i32, i1 } %12, 0, !dbg !25, !nosanitize !14
  %14 = extractvalue { i32, i1 } %12, 1, !dbg !25, !nosanitize !14
  %15 = xor i1 %14, true, !dbg !25, !nosanitize !14
  br i1 %15, label %18, label %16, !dbg !25, !prof !26, !nosanitize !14

16:                                               ; preds = %9
  %17 = zext i32 %11 to i64, !dbg !25, !nosanitize !14
  call void @__ubsan_handle_sub_overflow(ptr @1, i64 %17, i64 1) #5, !dbg !25, !nosanitize !14
  br label %18, !dbg !25, !nosanitize !14

18:                                               ; preds = %16, %9
  %19 = trunc i32 %13 to i8, !dbg !24
  store i8 %19, ptr %3, align 1, !dbg !27
  br label %5, !dbg !21, !llvm.loop !28

20:                                               ; preds = %5
  ret ptr null, !dbg !31
}

declare zeroext i8 @__VERIFIER_nondet_uchar() #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #2

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i64, i64) #3

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @down3(ptr noundef %0) #0 !dbg !32 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !33, !DIExpression(), !34)
    #dbg_declare(ptr %3, !35, !DIExpression(), !36)
  %4 = call zeroext i8 @__VERIFIER_nondet_uchar(), !dbg !37
  store i8 %4, ptr %3, align 1, !dbg !36
  br label %5, !dbg !38

5:                                                ; preds = %18, %1
  %6 = load i8, ptr %3, align 1, !dbg !39
  %7 = zext i8 %6 to i32, !dbg !39
  %8 = icmp sge i32 %7, 3, !dbg !40
  br i1 %8, label %9, label %20, !dbg !38

9:                                                ; preds = %5
  %10 = load i8, ptr %3, align 1, !dbg !41
  %11 = zext i8 %10 to i32, !dbg !41
  %12 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %11, i32 3), !dbg !42, !nosanitize !14
  %13 = extractvalue { i32, i1 } %12, 0, !dbg !42, !nosanitize !14
  %14 = extractvalue { i32, i1 } %12, 1, !dbg !42, !nosanitize !14
  %15 = xor i1 %14, true, !dbg !42, !nosanitize !14
  br i1 %15, label %18, label %16, !dbg !42, !prof !26, !nosanitize !14

16:                                               ; preds = %9
  %17 = zext i32 %11 to i64, !dbg !42, !nosanitize !14
  call void @__ubsan_handle_sub_overflow(ptr @2, i64 %17, i64 3) #5, !dbg !42, !nosanitize !14
  br label %18, !dbg !42, !nosanitize !14

18:                                               ; preds = %16, %9
  %19 = trunc i32 %13 to i8, !dbg !41
  store i8 %19, ptr %3, align 1, !dbg !43
  br label %5, !dbg !38, !llvm.loop !44

20:                                               ; preds = %5
  ret ptr null, !dbg !46
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !47 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !51, !DIExpression(), !55)
    #dbg_declare(ptr %3, !56, !DIExpression(), !57)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @down1, ptr noundef null) #5, !dbg !58
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @down3, ptr noundef null) #5, !dbg !59
  %6 = load i64, ptr %2, align 8, !dbg !60
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !61
  %8 = load i64, ptr %3, align 8, !dbg !62
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !63
  ret i32 0, !dbg !64
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #4

declare i32 @pthread_join(i64 noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { uwtable }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "countdown-nondet.c", directory: ".", checksumkind: CSK_MD5, checksum: "ad3cdfd8c85abfb0f40cc0a2afa950d4")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "down1", scope: !1, file: !1, line: 10, type: !11, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!14 = !{}
!15 = !DILocalVariable(name: "arg", arg: 1, scope: !10, file: !1, line: 10, type: !13)
!16 = !DILocation(line: 10, column: 19, scope: !10)
!17 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 11, type: !18)
!18 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!19 = !DILocation(line: 11, column: 17, scope: !10)
!20 = !DILocation(line: 11, column: 21, scope: !10)
!21 = !DILocation(line: 12, column: 3, scope: !10)
!22 = !DILocation(line: 12, column: 10, scope: !10)
!23 = !DILocation(line: 12, column: 12, scope: !10)
!24 = !DILocation(line: 13, column: 9, scope: !10)
!25 = !DILocation(line: 13, column: 11, scope: !10)
!26 = !{!"branch_weights", i32 1048575, i32 1}
!27 = !DILocation(line: 13, column: 7, scope: !10)
!28 = distinct !{!28, !21, !29, !30}
!29 = !DILocation(line: 13, column: 13, scope: !10)
!30 = !{!"llvm.loop.mustprogress"}
!31 = !DILocation(line: 14, column: 3, scope: !10)
!32 = distinct !DISubprogram(name: "down3", scope: !1, file: !1, line: 17, type: !11, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!33 = !DILocalVariable(name: "arg", arg: 1, scope: !32, file: !1, line: 17, type: !13)
!34 = !DILocation(line: 17, column: 19, scope: !32)
!35 = !DILocalVariable(name: "n", scope: !32, file: !1, line: 18, type: !18)
!36 = !DILocation(line: 18, column: 17, scope: !32)
!37 = !DILocation(line: 18, column: 21, scope: !32)
!38 = !DILocation(line: 19, column: 3, scope: !32)
!39 = !DILocation(line: 19, column: 10, scope: !32)
!40 = !DILocation(line: 19, column: 12, scope: !32)
!41 = !DILocation(line: 20, column: 9, scope: !32)
!42 = !DILocation(line: 20, column: 11, scope: !32)
!43 = !DILocation(line: 20, column: 7, scope: !32)
!44 = distinct !{!44, !38, !45, !30}
!45 = !DILocation(line: 20, column: 13, scope: !32)
!46 = !DILocation(line: 21, column: 3, scope: !32)
!47 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 24, type: !48, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!48 = !DISubroutineType(types: !49)
!49 = !{!50}
!50 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!51 = !DILocalVariable(name: "a", scope: !47, file: !1, line: 25, type: !52)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !53, line: 27, baseType: !54)
!53 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!54 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!55 = !DILocation(line: 25, column: 13, scope: !47)
!56 = !DILocalVariable(name: "b", scope: !47, file: !1, line: 25, type: !52)
!57 = !DILocation(line: 25, column: 16, scope: !47)
!58 = !DILocation(line: 26, column: 3, scope: !47)
!59 = !DILocation(line: 27, column: 3, scope: !47)
!60 = !DILocation(line: 28, column: 16, scope: !47)
!61 = !DILocation(line: 28, column: 3, scope: !47)
!62 = !DILocation(line: 29, column: 16, scope: !47)
!63 = !DILocation(line: 29, column: 3, scope: !47)
!64 = !DILocation(line: 30, column: 3, scope: !47)
