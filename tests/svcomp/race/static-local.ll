; ModuleID = 'static-local.c'
source_filename = "static-local.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@next_id.calls = internal global i32 0, align 4, !dbg !0
@.src = private unnamed_addr constant [15 x i8] c"static-local.c\00", align 1
@0 = private unnamed_addr constant { i16, i16, [6 x i8] } { i16 0, i16 11, [6 x i8] c"'int'\00" }
@1 = private unnamed_addr global { { ptr, i32, i32 }, ptr } { { ptr, i32, i32 } { ptr @.src, i32 8, i32 17 }, ptr @0 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @next_id() #0 !dbg !2 {
  %1 = load i32, ptr @next_id.calls, align 4, !dbg !20
  %2 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %1, i32 1), !dbg !21, !nosanitize !22
  %3 = extractvalue { i32, i1 } %2, 0, !dbg !21, !nosanitize !22
  %4 = extractvalue { i32, i1 } %2, 1, !dbg !21, !nosanitize !22
  %5 = xor i1 %4, true, !dbg !21, !nosanitize !22
  br i1 %5, label %8, label %6, !dbg !21, !prof !23, !nosanitize !22

6:                                                ; preds = %0
  %7 = zext i32 %1 to i64, !dbg !21, !nosanitize !22
  call void @__ubsan_handle_add_overflow(ptr @1, i64 %7, i64 1) #5, !dbg !21, !nosanitize !22
  br label %8, !dbg !21, !nosanitize !22

8:                                                ; preds = %6, %0
  store i32 %3, ptr @next_id.calls, align 4, !dbg !24
  %9 = load i32, ptr @next_id.calls, align 4, !dbg !25
  ret i32 %9, !dbg !26
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: uwtable
declare void @__ubsan_handle_add_overflow(ptr, i64, i64) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !27 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !30, !DIExpression(), !31)
    #dbg_declare(ptr %3, !32, !DIExpression(), !33)
  %4 = call i32 @next_id(), !dbg !34
  store i32 %4, ptr %3, align 4, !dbg !33
  %5 = load i32, ptr %3, align 4, !dbg !35
  %6 = sext i32 %5 to i64, !dbg !36
  %7 = inttoptr i64 %6 to ptr, !dbg !37
  ret ptr %7, !dbg !38
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !39 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !40, !DIExpression(), !44)
    #dbg_declare(ptr %3, !45, !DIExpression(), !46)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @worker, ptr noundef null) #5, !dbg !47
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef null) #5, !dbg !48
  %6 = load i64, ptr %2, align 8, !dbg !49
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !50
  %8 = load i64, ptr %3, align 8, !dbg !51
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !52
  ret i32 0, !dbg !53
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #3

declare i32 @pthread_join(i64 noundef, ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { uwtable }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "calls", scope: !2, file: !3, line: 7, type: !6, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "next_id", scope: !3, file: !3, line: 6, type: !4, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7)
!3 = !DIFile(filename: "static-local.c", directory: ".", checksumkind: CSK_MD5, checksum: "b2bf496d3934c4da39a00f4f07b82bab")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !11, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !10}
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!11 = !{!0}
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 8, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 2}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!20 = !DILocation(line: 8, column: 11, scope: !2)
!21 = !DILocation(line: 8, column: 17, scope: !2)
!22 = !{}
!23 = !{!"branch_weights", i32 1048575, i32 1}
!24 = !DILocation(line: 8, column: 9, scope: !2)
!25 = !DILocation(line: 9, column: 10, scope: !2)
!26 = !DILocation(line: 9, column: 3, scope: !2)
!27 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 12, type: !28, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !22)
!28 = !DISubroutineType(types: !29)
!29 = !{!9, !9}
!30 = !DILocalVariable(name: "arg", arg: 1, scope: !27, file: !3, line: 12, type: !9)
!31 = !DILocation(line: 12, column: 20, scope: !27)
!32 = !DILocalVariable(name: "id", scope: !27, file: !3, line: 13, type: !6)
!33 = !DILocation(line: 13, column: 7, scope: !27)
!34 = !DILocation(line: 13, column: 12, scope: !27)
!35 = !DILocation(line: 14, column: 24, scope: !27)
!36 = !DILocation(line: 14, column: 18, scope: !27)
!37 = !DILocation(line: 14, column: 10, scope: !27)
!38 = !DILocation(line: 14, column: 3, scope: !27)
!39 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !4, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !22)
!40 = !DILocalVariable(name: "a", scope: !39, file: !3, line: 18, type: !41)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !42, line: 27, baseType: !43)
!42 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!43 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!44 = !DILocation(line: 18, column: 13, scope: !39)
!45 = !DILocalVariable(name: "b", scope: !39, file: !3, line: 18, type: !41)
!46 = !DILocation(line: 18, column: 16, scope: !39)
!47 = !DILocation(line: 19, column: 3, scope: !39)
!48 = !DILocation(line: 20, column: 3, scope: !39)
!49 = !DILocation(line: 21, column: 16, scope: !39)
!50 = !DILocation(line: 21, column: 3, scope: !39)
!51 = !DILocation(line: 22, column: 16, scope: !39)
!52 = !DILocation(line: 22, column: 3, scope: !39)
!53 = !DILocation(line: 23, column: 3, scope: !39)
