; ModuleID = 'stack-after-join.c'
source_filename = "stack-after-join.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.src = private unnamed_addr constant [19 x i8] c"stack-after-join.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 9, i32 11 }, ptr @0 }
@2 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 18, i32 17 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @doubler(ptr noundef %0) #0 !dbg !12 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !16, !DIExpression(), !17)
    #dbg_declare(ptr %3, !18, !DIExpression(), !21)
  %4 = load ptr, ptr %2, align 8, !dbg !22
  store ptr %4, ptr %3, align 8, !dbg !21
  %5 = load ptr, ptr %3, align 8, !dbg !23
  %6 = load i32, ptr %5, align 4, !dbg !24
  %7 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %6, i32 2), !dbg !25, !nosanitize !15
  %8 = extractvalue { i32, i1 } %7, 0, !dbg !25, !nosanitize !15
  %9 = extractvalue { i32, i1 } %7, 1, !dbg !25, !nosanitize !15
  %10 = xor i1 %9, true, !dbg !25, !nosanitize !15
  br i1 %10, label %13, label %11, !dbg !25, !prof !26, !nosanitize !15

11:                                               ; preds = %1
  %12 = zext i32 %6 to i64, !dbg !25, !nosanitize !15
  call void @__ubsan_handle_mul_overflow(ptr @1, i64 %12, i64 2) #5, !dbg !25, !nosanitize !15
  br label %13, !dbg !25, !nosanitize !15

13:                                               ; preds = %11, %1
  %14 = load ptr, ptr %3, align 8, !dbg !27
  store i32 %8, ptr %14, align 4, !dbg !28
  ret ptr null, !dbg !29
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_mul_overflow(ptr, i64, i64) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !30 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !33, !DIExpression(), !37)
    #dbg_declare(ptr %3, !38, !DIExpression(), !39)
  store i32 21, ptr %3, align 4, !dbg !39
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @doubler, ptr noundef %3) #5, !dbg !40
  %5 = load i64, ptr %2, align 8, !dbg !41
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null), !dbg !42
  %7 = load i32, ptr %3, align 4, !dbg !43
  %8 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %7, i32 1), !dbg !44, !nosanitize !15
  %9 = extractvalue { i32, i1 } %8, 0, !dbg !44, !nosanitize !15
  %10 = extractvalue { i32, i1 } %8, 1, !dbg !44, !nosanitize !15
  %11 = xor i1 %10, true, !dbg !44, !nosanitize !15
  br i1 %11, label %14, label %12, !dbg !44, !prof !26, !nosanitize !15

12:                                               ; preds = %0
  %13 = zext i32 %7 to i64, !dbg !44, !nosanitize !15
  call void @__ubsan_handle_add_overflow(ptr @2, i64 %13, i64 1) #5, !dbg !44, !nosanitize !15
  br label %14, !dbg !44, !nosanitize !15

14:                                               ; preds = %12, %0
  store i32 %9, ptr %3, align 4, !dbg !45
  %15 = load i32, ptr %3, align 4, !dbg !46
  %16 = icmp eq i32 %15, 43, !dbg !47
  %17 = zext i1 %16 to i64, !dbg !46
  %18 = select i1 %16, i32 0, i32 1, !dbg !46
  ret i32 %18, !dbg !48
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

declare i32 @pthread_join(i64 noundef, ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "stack-after-join.c", directory: ".", checksumkind: CSK_MD5, checksum: "175db53fb3237bae95d0a2adddd69230")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 2}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "doubler", scope: !1, file: !1, line: 7, type: !13, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!13 = !DISubroutineType(types: !14)
!14 = !{!3, !3}
!15 = !{}
!16 = !DILocalVariable(name: "arg", arg: 1, scope: !12, file: !1, line: 7, type: !3)
!17 = !DILocation(line: 7, column: 21, scope: !12)
!18 = !DILocalVariable(name: "p", scope: !12, file: !1, line: 8, type: !19)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DILocation(line: 8, column: 8, scope: !12)
!22 = !DILocation(line: 8, column: 12, scope: !12)
!23 = !DILocation(line: 9, column: 9, scope: !12)
!24 = !DILocation(line: 9, column: 8, scope: !12)
!25 = !DILocation(line: 9, column: 11, scope: !12)
!26 = !{!"branch_weights", i32 1048575, i32 1}
!27 = !DILocation(line: 9, column: 4, scope: !12)
!28 = !DILocation(line: 9, column: 6, scope: !12)
!29 = !DILocation(line: 10, column: 3, scope: !12)
!30 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 13, type: !31, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!31 = !DISubroutineType(types: !32)
!32 = !{!20}
!33 = !DILocalVariable(name: "t", scope: !30, file: !1, line: 14, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !35, line: 27, baseType: !36)
!35 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!36 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!37 = !DILocation(line: 14, column: 13, scope: !30)
!38 = !DILocalVariable(name: "local", scope: !30, file: !1, line: 15, type: !20)
!39 = !DILocation(line: 15, column: 7, scope: !30)
!40 = !DILocation(line: 16, column: 3, scope: !30)
!41 = !DILocation(line: 17, column: 16, scope: !30)
!42 = !DILocation(line: 17, column: 3, scope: !30)
!43 = !DILocation(line: 18, column: 11, scope: !30)
!44 = !DILocation(line: 18, column: 17, scope: !30)
!45 = !DILocation(line: 18, column: 9, scope: !30)
!46 = !DILocation(line: 19, column: 10, scope: !30)
!47 = !DILocation(line: 19, column: 16, scope: !30)
!48 = !DILocation(line: 19, column: 3, scope: !30)
