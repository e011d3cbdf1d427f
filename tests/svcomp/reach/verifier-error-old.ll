; ModuleID = 'verifier-error-old.c'
source_filename = "verifier-error-old.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@k = dso_local global i32 0, align 4, !dbg !0
@x = dso_local global i32 0, align 4, !dbg !5
@y = dso_local global i32 0, align 4, !dbg !8
@.src = private unnamed_addr constant [21 x i8] c"verifier-error-old.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 23, i32 9 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !19 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !24, !DIExpression(), !25)
  %3 = load i32, ptr @k, align 4, !dbg !26
  %4 = icmp eq i32 %3, 1, !dbg !28
  br i1 %4, label %5, label %6, !dbg !29

5:                                                ; preds = %1
  store i32 1, ptr @x, align 4, !dbg !30
  store i32 1, ptr @y, align 4, !dbg !32
  br label %6, !dbg !33

6:                                                ; preds = %5, %1
  ret ptr null, !dbg !34
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !35 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !38, !DIExpression(), !42)
  %3 = call i32 @__VERIFIER_nondet_int(), !dbg !43
  store i32 %3, ptr @k, align 4, !dbg !44
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #5, !dbg !45
  %5 = load i32, ptr %2, align 4, !dbg !46
  %6 = call i32 @pthread_join(i32 noundef %5, ptr noundef null), !dbg !47
  %7 = load i32, ptr @x, align 4, !dbg !48
  %8 = load i32, ptr @y, align 4, !dbg !50
  %9 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %7, i32 %8), !dbg !51, !nosanitize !23
  %10 = extractvalue { i32, i1 } %9, 0, !dbg !51, !nosanitize !23
  %11 = extractvalue { i32, i1 } %9, 1, !dbg !51, !nosanitize !23
  %12 = xor i1 %11, true, !dbg !51, !nosanitize !23
  br i1 %12, label %14, label %13, !dbg !51, !prof !52, !nosanitize !23

13:                                               ; preds = %0
  call void @__ubsan_handle_add_overflow(ptr @1, i32 %7, i32 %8) #5, !dbg !51, !nosanitize !23
  br label %14, !dbg !51, !nosanitize !23

14:                                               ; preds = %13, %0
  %15 = icmp eq i32 %10, 2, !dbg !53
  br i1 %15, label %16, label %19, !dbg !54

16:                                               ; preds = %14
  br label %17, !dbg !55

17:                                               ; preds = %16
    #dbg_label(!56, !58)
  %18 = call i32 @__VERIFIER_error(), !dbg !59
  br label %19, !dbg !60

19:                                               ; preds = %17, %14
  ret i32 0, !dbg !61
}

declare i32 @__VERIFIER_nondet_int(...) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i32 noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #3

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i32, i32) #4

declare i32 @__VERIFIER_error(...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { uwtable }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "k", scope: !2, file: !3, line: 8, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "verifier-error-old.c", directory: ".", checksumkind: CSK_MD5, checksum: "577106af093e7545ce23dafa909e42df")
!4 = !{!5, !8, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
!10 = !{i32 1, !"NumRegisterParameters", i32 0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 10, type: !20, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22}
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!23 = !{}
!24 = !DILocalVariable(name: "arg", arg: 1, scope: !19, file: !3, line: 10, type: !22)
!25 = !DILocation(line: 10, column: 20, scope: !19)
!26 = !DILocation(line: 11, column: 7, scope: !27)
!27 = distinct !DILexicalBlock(scope: !19, file: !3, line: 11, column: 7)
!28 = !DILocation(line: 11, column: 9, scope: !27)
!29 = !DILocation(line: 11, column: 7, scope: !19)
!30 = !DILocation(line: 12, column: 7, scope: !31)
!31 = distinct !DILexicalBlock(scope: !27, file: !3, line: 11, column: 15)
!32 = !DILocation(line: 13, column: 7, scope: !31)
!33 = !DILocation(line: 14, column: 3, scope: !31)
!34 = !DILocation(line: 15, column: 3, scope: !19)
!35 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !36, scopeLine: 18, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!36 = !DISubroutineType(types: !37)
!37 = !{!7}
!38 = !DILocalVariable(name: "t", scope: !35, file: !3, line: 19, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !40, line: 27, baseType: !41)
!40 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!41 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!42 = !DILocation(line: 19, column: 13, scope: !35)
!43 = !DILocation(line: 20, column: 7, scope: !35)
!44 = !DILocation(line: 20, column: 5, scope: !35)
!45 = !DILocation(line: 21, column: 3, scope: !35)
!46 = !DILocation(line: 22, column: 16, scope: !35)
!47 = !DILocation(line: 22, column: 3, scope: !35)
!48 = !DILocation(line: 23, column: 7, scope: !49)
!49 = distinct !DILexicalBlock(scope: !35, file: !3, line: 23, column: 7)
!50 = !DILocation(line: 23, column: 11, scope: !49)
!51 = !DILocation(line: 23, column: 9, scope: !49)
!52 = !{!"branch_weights", i32 1048575, i32 1}
!53 = !DILocation(line: 23, column: 13, scope: !49)
!54 = !DILocation(line: 23, column: 7, scope: !35)
!55 = !DILocation(line: 23, column: 19, scope: !49)
!56 = !DILabel(scope: !57, name: "ERROR", file: !3, line: 24)
!57 = distinct !DILexicalBlock(scope: !49, file: !3, line: 23, column: 19)
!58 = !DILocation(line: 24, column: 3, scope: !57)
!59 = !DILocation(line: 25, column: 5, scope: !57)
!60 = !DILocation(line: 26, column: 3, scope: !57)
!61 = !DILocation(line: 27, column: 3, scope: !35)
