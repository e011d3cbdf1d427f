; ModuleID = 'invalid_free_middle.c'
source_filename = "invalid_free_middle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"   padded\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [6 x i8] c"[%s]\0A\00", align 1, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !22 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !29, !DIExpression(), !30)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !31, !DIExpression(), !32)
  %8 = load ptr, ptr %5, align 8, !dbg !33
    #dbg_declare(ptr %6, !34, !DIExpression(), !35)
  %9 = call noalias ptr @malloc(i64 noundef 32) #4, !dbg !36
  store ptr %9, ptr %6, align 8, !dbg !35
  %10 = load ptr, ptr %6, align 8, !dbg !37
  %11 = call ptr @strcpy(ptr noundef %10, ptr noundef @.str) #5, !dbg !38
    #dbg_declare(ptr %7, !39, !DIExpression(), !40)
  %12 = load ptr, ptr %6, align 8, !dbg !41
  store ptr %12, ptr %7, align 8, !dbg !40
  br label %13, !dbg !42

13:                                               ; preds = %18, %2
  %14 = load ptr, ptr %7, align 8, !dbg !43
  %15 = load i8, ptr %14, align 1, !dbg !44
  %16 = sext i8 %15 to i32, !dbg !44
  %17 = icmp eq i32 %16, 32, !dbg !45
  br i1 %17, label %18, label %23, !dbg !42

18:                                               ; preds = %13
  %19 = load i32, ptr %4, align 4, !dbg !46
  %20 = load ptr, ptr %7, align 8, !dbg !47
  %21 = sext i32 %19 to i64, !dbg !47
  %22 = getelementptr inbounds i8, ptr %20, i64 %21, !dbg !47
  store ptr %22, ptr %7, align 8, !dbg !47
  br label %13, !dbg !42, !llvm.loop !48

23:                                               ; preds = %13
  %24 = load ptr, ptr %7, align 8, !dbg !50
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %24), !dbg !51
  %26 = load ptr, ptr %7, align 8, !dbg !52
  call void @free(ptr noundef %26) #5, !dbg !53
  ret i32 0, !dbg !54
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "invalid_free_middle.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "7b458c118d799dfa321035105272daef")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 6)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !13, splitDebugInlining: false, nameTableKind: None)
!13 = !{!0, !7}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 7, type: !23, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !12, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!28 = !{}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !2, line: 7, type: !25)
!30 = !DILocation(line: 7, column: 14, scope: !22)
!31 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !2, line: 7, type: !26)
!32 = !DILocation(line: 7, column: 27, scope: !22)
!33 = !DILocation(line: 8, column: 9, scope: !22)
!34 = !DILocalVariable(name: "s", scope: !22, file: !2, line: 9, type: !27)
!35 = !DILocation(line: 9, column: 9, scope: !22)
!36 = !DILocation(line: 9, column: 13, scope: !22)
!37 = !DILocation(line: 10, column: 10, scope: !22)
!38 = !DILocation(line: 10, column: 3, scope: !22)
!39 = !DILocalVariable(name: "t", scope: !22, file: !2, line: 11, type: !27)
!40 = !DILocation(line: 11, column: 9, scope: !22)
!41 = !DILocation(line: 11, column: 13, scope: !22)
!42 = !DILocation(line: 12, column: 3, scope: !22)
!43 = !DILocation(line: 12, column: 11, scope: !22)
!44 = !DILocation(line: 12, column: 10, scope: !22)
!45 = !DILocation(line: 12, column: 13, scope: !22)
!46 = !DILocation(line: 13, column: 10, scope: !22)
!47 = !DILocation(line: 13, column: 7, scope: !22)
!48 = distinct !{!48, !42, !46, !49}
!49 = !{!"llvm.loop.mustprogress"}
!50 = !DILocation(line: 14, column: 20, scope: !22)
!51 = !DILocation(line: 14, column: 3, scope: !22)
!52 = !DILocation(line: 15, column: 8, scope: !22)
!53 = !DILocation(line: 15, column: 3, scope: !22)
!54 = !DILocation(line: 16, column: 3, scope: !22)
