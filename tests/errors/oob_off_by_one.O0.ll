; ModuleID = 'oob_off_by_one.c'
source_filename = "oob_off_by_one.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !17 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !26, !DIExpression(), !27)
  %9 = load ptr, ptr %5, align 8, !dbg !28
    #dbg_declare(ptr %6, !29, !DIExpression(), !30)
  %10 = load i32, ptr %4, align 4, !dbg !31
  %11 = add nsw i32 %10, 9, !dbg !32
  store i32 %11, ptr %6, align 4, !dbg !30
    #dbg_declare(ptr %7, !33, !DIExpression(), !36)
  %12 = load i32, ptr %6, align 4, !dbg !37
  %13 = sext i32 %12 to i64, !dbg !37
  %14 = mul i64 %13, 8, !dbg !38
  %15 = call noalias ptr @malloc(i64 noundef %14) #4, !dbg !39
  store ptr %15, ptr %7, align 8, !dbg !36
    #dbg_declare(ptr %8, !40, !DIExpression(), !42)
  store i32 0, ptr %8, align 4, !dbg !42
  br label %16, !dbg !43

16:                                               ; preds = %27, %2
  %17 = load i32, ptr %8, align 4, !dbg !44
  %18 = load i32, ptr %6, align 4, !dbg !46
  %19 = icmp sle i32 %17, %18, !dbg !47
  br i1 %19, label %20, label %30, !dbg !48

20:                                               ; preds = %16
  %21 = load i32, ptr %8, align 4, !dbg !49
  %22 = sext i32 %21 to i64, !dbg !49
  %23 = load ptr, ptr %7, align 8, !dbg !50
  %24 = load i32, ptr %8, align 4, !dbg !51
  %25 = sext i32 %24 to i64, !dbg !50
  %26 = getelementptr inbounds i64, ptr %23, i64 %25, !dbg !50
  store i64 %22, ptr %26, align 8, !dbg !52
  br label %27, !dbg !50

27:                                               ; preds = %20
  %28 = load i32, ptr %8, align 4, !dbg !53
  %29 = add nsw i32 %28, 1, !dbg !53
  store i32 %29, ptr %8, align 4, !dbg !53
  br label %16, !dbg !54, !llvm.loop !55

30:                                               ; preds = %16
  %31 = load ptr, ptr %7, align 8, !dbg !58
  %32 = load i32, ptr %6, align 4, !dbg !59
  %33 = sub nsw i32 %32, 1, !dbg !60
  %34 = sext i32 %33 to i64, !dbg !58
  %35 = getelementptr inbounds i64, ptr %31, i64 %34, !dbg !58
  %36 = load i64, ptr %35, align 8, !dbg !58
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %36), !dbg !61
  %38 = load ptr, ptr %7, align 8, !dbg !62
  call void @free(ptr noundef %38) #5, !dbg !63
  ret i32 0, !dbg !64
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "oob_off_by_one.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "de30e03fbef39aee690a6f47bcc02e99")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !8, splitDebugInlining: false, nameTableKind: None)
!8 = !{!0}
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 6, type: !18, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 6, type: !20)
!25 = !DILocation(line: 6, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 6, type: !21)
!27 = !DILocation(line: 6, column: 27, scope: !17)
!28 = !DILocation(line: 7, column: 9, scope: !17)
!29 = !DILocalVariable(name: "n", scope: !17, file: !2, line: 8, type: !20)
!30 = !DILocation(line: 8, column: 7, scope: !17)
!31 = !DILocation(line: 8, column: 11, scope: !17)
!32 = !DILocation(line: 8, column: 16, scope: !17)
!33 = !DILocalVariable(name: "a", scope: !17, file: !2, line: 9, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!35 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!36 = !DILocation(line: 9, column: 9, scope: !17)
!37 = !DILocation(line: 9, column: 20, scope: !17)
!38 = !DILocation(line: 9, column: 22, scope: !17)
!39 = !DILocation(line: 9, column: 13, scope: !17)
!40 = !DILocalVariable(name: "i", scope: !41, file: !2, line: 10, type: !20)
!41 = distinct !DILexicalBlock(scope: !17, file: !2, line: 10, column: 3)
!42 = !DILocation(line: 10, column: 12, scope: !41)
!43 = !DILocation(line: 10, column: 8, scope: !41)
!44 = !DILocation(line: 10, column: 19, scope: !45)
!45 = distinct !DILexicalBlock(scope: !41, file: !2, line: 10, column: 3)
!46 = !DILocation(line: 10, column: 24, scope: !45)
!47 = !DILocation(line: 10, column: 21, scope: !45)
!48 = !DILocation(line: 10, column: 3, scope: !41)
!49 = !DILocation(line: 11, column: 12, scope: !45)
!50 = !DILocation(line: 11, column: 5, scope: !45)
!51 = !DILocation(line: 11, column: 7, scope: !45)
!52 = !DILocation(line: 11, column: 10, scope: !45)
!53 = !DILocation(line: 10, column: 28, scope: !45)
!54 = !DILocation(line: 10, column: 3, scope: !45)
!55 = distinct !{!55, !48, !56, !57}
!56 = !DILocation(line: 11, column: 12, scope: !41)
!57 = !{!"llvm.loop.mustprogress"}
!58 = !DILocation(line: 12, column: 19, scope: !17)
!59 = !DILocation(line: 12, column: 21, scope: !17)
!60 = !DILocation(line: 12, column: 23, scope: !17)
!61 = !DILocation(line: 12, column: 3, scope: !17)
!62 = !DILocation(line: 13, column: 8, scope: !17)
!63 = !DILocation(line: 13, column: 3, scope: !17)
!64 = !DILocation(line: 14, column: 3, scope: !17)
