; ModuleID = 'racy-near-max.c'
source_filename = "racy-near-max.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@counter = dso_local global i32 2147483645, align 4, !dbg !0
@.src = private unnamed_addr constant [16 x i8] c"racy-near-max.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 12, i32 21 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @inc(ptr noundef %0) #0 !dbg !15 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !20, !DIExpression(), !21)
  %3 = load i32, ptr @counter, align 4, !dbg !22
  %4 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %3, i32 1), !dbg !23, !nosanitize !19
  %5 = extractvalue { i32, i1 } %4, 0, !dbg !23, !nosanitize !19
  %6 = extractvalue { i32, i1 } %4, 1, !dbg !23, !nosanitize !19
  %7 = xor i1 %6, true, !dbg !23, !nosanitize !19
  br i1 %7, label %9, label %8, !dbg !23, !prof !24, !nosanitize !19

8:                                                ; preds = %1
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %3, i32 1) #5, !dbg !23, !nosanitize !19
  br label %9, !dbg !23, !nosanitize !19

9:                                                ; preds = %8, %1
  store i32 %5, ptr @counter, align 4, !dbg !25
  ret ptr null, !dbg !26
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !27 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !30, !DIExpression(), !34)
    #dbg_declare(ptr %3, !35, !DIExpression(), !36)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @inc, ptr noundef null) #5, !dbg !37
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @inc, ptr noundef null) #5, !dbg !38
  %6 = load i32, ptr %2, align 4, !dbg !39
  %7 = call i32 @pthread_join(i32 noundef %6, ptr noundef null), !dbg !40
  %8 = load i32, ptr %3, align 4, !dbg !41
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !42
  ret i32 0, !dbg !43
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

declare i32 @pthread_join(i32 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "racy-near-max.c", directory: ".", checksumkind: CSK_MD5, checksum: "474f67fb8034d596397886db5612c29d")
!4 = !{!0}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 1, !"NumRegisterParameters", i32 0}
!7 = !{i32 7, !"Dwarf Version", i32 5}
!8 = !{i32 2, !"Debug Info Version", i32 3}
!9 = !{i32 1, !"wchar_size", i32 4}
!10 = !{i32 8, !"PIC Level", i32 2}
!11 = !{i32 7, !"PIE Level", i32 2}
!12 = !{i32 7, !"uwtable", i32 2}
!13 = !{i32 7, !"frame-pointer", i32 2}
!14 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!15 = distinct !DISubprogram(name: "inc", scope: !3, file: !3, line: 11, type: !16, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !19)
!16 = !DISubroutineType(types: !17)
!17 = !{!18, !18}
!18 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!19 = !{}
!20 = !DILocalVariable(name: "arg", arg: 1, scope: !15, file: !3, line: 11, type: !18)
!21 = !DILocation(line: 11, column: 17, scope: !15)
!22 = !DILocation(line: 12, column: 13, scope: !15)
!23 = !DILocation(line: 12, column: 21, scope: !15)
!24 = !{!"branch_weights", i32 1048575, i32 1}
!25 = !DILocation(line: 12, column: 11, scope: !15)
!26 = !DILocation(line: 13, column: 3, scope: !15)
!27 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !28, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !19)
!28 = !DISubroutineType(types: !29)
!29 = !{!5}
!30 = !DILocalVariable(name: "t1", scope: !27, file: !3, line: 17, type: !31)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !32, line: 27, baseType: !33)
!32 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!33 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!34 = !DILocation(line: 17, column: 13, scope: !27)
!35 = !DILocalVariable(name: "t2", scope: !27, file: !3, line: 17, type: !31)
!36 = !DILocation(line: 17, column: 17, scope: !27)
!37 = !DILocation(line: 18, column: 3, scope: !27)
!38 = !DILocation(line: 19, column: 3, scope: !27)
!39 = !DILocation(line: 20, column: 16, scope: !27)
!40 = !DILocation(line: 20, column: 3, scope: !27)
!41 = !DILocation(line: 21, column: 16, scope: !27)
!42 = !DILocation(line: 21, column: 3, scope: !27)
!43 = !DILocation(line: 22, column: 3, scope: !27)
