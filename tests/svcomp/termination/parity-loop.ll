; ModuleID = 'parity-loop.c'
source_filename = "parity-loop.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@x = dso_local global i8 0, align 1, !dbg !0
@.src = private unnamed_addr constant [14 x i8] c"parity-loop.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 13, i32 11 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @stepper(ptr noundef %0) #0 !dbg !15 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !20, !DIExpression(), !21)
  br label %3, !dbg !22

3:                                                ; preds = %15, %1
  %4 = load i8, ptr @x, align 1, !dbg !23
  %5 = zext i8 %4 to i32, !dbg !23
  %6 = icmp ne i32 %5, 0, !dbg !24
  br i1 %6, label %7, label %17, !dbg !22

7:                                                ; preds = %3
  %8 = load i8, ptr @x, align 1, !dbg !25
  %9 = zext i8 %8 to i32, !dbg !25
  %10 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %9, i32 2), !dbg !26, !nosanitize !19
  %11 = extractvalue { i32, i1 } %10, 0, !dbg !26, !nosanitize !19
  %12 = extractvalue { i32, i1 } %10, 1, !dbg !26, !nosanitize !19
  %13 = xor i1 %12, true, !dbg !26, !nosanitize !19
  br i1 %13, label %15, label %14, !dbg !26, !prof !27, !nosanitize !19

14:                                               ; preds = %7
  call void @__ubsan_handle_sub_overflow(ptr @1, i32 %9, i32 2) #5, !dbg !26, !nosanitize !19
  br label %15, !dbg !26, !nosanitize !19

15:                                               ; preds = %14, %7
  %16 = trunc i32 %11 to i8, !dbg !25
  store i8 %16, ptr @x, align 1, !dbg !28
  br label %3, !dbg !22, !llvm.loop !29

17:                                               ; preds = %3
  ret ptr null, !dbg !32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_sub_overflow(ptr, i32, i32) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !33 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !37, !DIExpression(), !41)
  %3 = call zeroext i8 @__VERIFIER_nondet_uchar(), !dbg !42
  store i8 %3, ptr @x, align 1, !dbg !43
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @stepper, ptr noundef null) #5, !dbg !44
  %5 = load i32, ptr %2, align 4, !dbg !45
  %6 = call i32 @pthread_join(i32 noundef %5, ptr noundef null), !dbg !46
  ret i32 0, !dbg !47
}

declare zeroext i8 @__VERIFIER_nondet_uchar() #3

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #4

declare i32 @pthread_join(i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "parity-loop.c", directory: ".", checksumkind: CSK_MD5, checksum: "322781fcb864f03ec7ffd22f898734f1")
!4 = !{!0}
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{i32 1, !"NumRegisterParameters", i32 0}
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 2}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "stepper", scope: !3, file: !3, line: 11, type: !16, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!19 = !{}
!20 = !DILocalVariable(name: "arg", arg: 1, scope: !15, file: !3, line: 11, type: !18)
!21 = !DILocation(line: 11, column: 21, scope: !15)
!22 = !DILocation(line: 12, column: 3, scope: !15)
!23 = !DILocation(line: 12, column: 10, scope: !15)
!24 = !DILocation(line: 12, column: 12, scope: !15)
!25 = !DILocation(line: 13, column: 9, scope: !15)
!26 = !DILocation(line: 13, column: 11, scope: !15)
!27 = !{!"branch_weights", i32 1048575, i32 1}
!28 = !DILocation(line: 13, column: 7, scope: !15)
!29 = distinct !{!29, !22, !30, !31}
!30 = !DILocation(line: 13, column: 13, scope: !15)
!31 = !{!"llvm.loop.mustprogress"}
!32 = !DILocation(line: 14, column: 3, scope: !15)
!33 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !34, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !19)
!34 = !DISubroutineType(types: !35)
!35 = !{!36}
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DILocalVariable(name: "t", scope: !33, file: !3, line: 18, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !39, line: 27, baseType: !40)
!39 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!40 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!41 = !DILocation(line: 18, column: 13, scope: !33)
!42 = !DILocation(line: 19, column: 7, scope: !33)
!43 = !DILocation(line: 19, column: 5, scope: !33)
!44 = !DILocation(line: 20, column: 3, scope: !33)
!45 = !DILocation(line: 21, column: 16, scope: !33)
!46 = !DILocation(line: 21, column: 3, scope: !33)
!47 = !DILocation(line: 22, column: 3, scope: !33)
