; ModuleID = 'ok_fresh_malloc.c'
source_filename = "ok_fresh_malloc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"sum %d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !17 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !26, !DIExpression(), !27)
  %10 = load ptr, ptr %5, align 8, !dbg !28
    #dbg_declare(ptr %6, !29, !DIExpression(), !30)
  %11 = load i32, ptr %4, align 4, !dbg !31
  %12 = mul nsw i32 8, %11, !dbg !32
  store i32 %12, ptr %6, align 4, !dbg !30
    #dbg_declare(ptr %7, !33, !DIExpression(), !35)
  %13 = load i32, ptr %6, align 4, !dbg !36
  %14 = sext i32 %13 to i64, !dbg !36
  %15 = mul i64 %14, 4, !dbg !37
  %16 = call noalias ptr @malloc(i64 noundef %15) #4, !dbg !38
  store ptr %16, ptr %7, align 8, !dbg !35
    #dbg_declare(ptr %8, !39, !DIExpression(), !40)
  store i32 0, ptr %8, align 4, !dbg !40
    #dbg_declare(ptr %9, !41, !DIExpression(), !43)
  store i32 0, ptr %9, align 4, !dbg !43
  br label %17, !dbg !44

17:                                               ; preds = %29, %2
  %18 = load i32, ptr %9, align 4, !dbg !45
  %19 = load i32, ptr %6, align 4, !dbg !47
  %20 = icmp slt i32 %18, %19, !dbg !48
  br i1 %20, label %21, label %32, !dbg !49

21:                                               ; preds = %17
  %22 = load ptr, ptr %7, align 8, !dbg !50
  %23 = load i32, ptr %9, align 4, !dbg !51
  %24 = sext i32 %23 to i64, !dbg !50
  %25 = getelementptr inbounds i32, ptr %22, i64 %24, !dbg !50
  %26 = load i32, ptr %25, align 4, !dbg !50
  %27 = load i32, ptr %8, align 4, !dbg !52
  %28 = add nsw i32 %27, %26, !dbg !52
  store i32 %28, ptr %8, align 4, !dbg !52
  br label %29, !dbg !53

29:                                               ; preds = %21
  %30 = load i32, ptr %9, align 4, !dbg !54
  %31 = add nsw i32 %30, 1, !dbg !54
  store i32 %31, ptr %9, align 4, !dbg !54
  br label %17, !dbg !55, !llvm.loop !56

32:                                               ; preds = %17
  %33 = load i32, ptr %8, align 4, !dbg !59
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %33), !dbg !60
  %35 = load ptr, ptr %7, align 8, !dbg !61
  call void @free(ptr noundef %35) #5, !dbg !62
  ret i32 0, !dbg !63
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
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ok_fresh_malloc.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "96d901b09ae1955e3c0b97278c2bebd0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 9, type: !18, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 9, type: !20)
!25 = !DILocation(line: 9, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 9, type: !21)
!27 = !DILocation(line: 9, column: 27, scope: !17)
!28 = !DILocation(line: 10, column: 9, scope: !17)
!29 = !DILocalVariable(name: "n", scope: !17, file: !2, line: 11, type: !20)
!30 = !DILocation(line: 11, column: 7, scope: !17)
!31 = !DILocation(line: 11, column: 15, scope: !17)
!32 = !DILocation(line: 11, column: 13, scope: !17)
!33 = !DILocalVariable(name: "a", scope: !17, file: !2, line: 12, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!35 = !DILocation(line: 12, column: 8, scope: !17)
!36 = !DILocation(line: 12, column: 19, scope: !17)
!37 = !DILocation(line: 12, column: 21, scope: !17)
!38 = !DILocation(line: 12, column: 12, scope: !17)
!39 = !DILocalVariable(name: "s", scope: !17, file: !2, line: 13, type: !20)
!40 = !DILocation(line: 13, column: 7, scope: !17)
!41 = !DILocalVariable(name: "i", scope: !42, file: !2, line: 14, type: !20)
!42 = distinct !DILexicalBlock(scope: !17, file: !2, line: 14, column: 3)
!43 = !DILocation(line: 14, column: 12, scope: !42)
!44 = !DILocation(line: 14, column: 8, scope: !42)
!45 = !DILocation(line: 14, column: 19, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !2, line: 14, column: 3)
!47 = !DILocation(line: 14, column: 23, scope: !46)
!48 = !DILocation(line: 14, column: 21, scope: !46)
!49 = !DILocation(line: 14, column: 3, scope: !42)
!50 = !DILocation(line: 15, column: 10, scope: !46)
!51 = !DILocation(line: 15, column: 12, scope: !46)
!52 = !DILocation(line: 15, column: 7, scope: !46)
!53 = !DILocation(line: 15, column: 5, scope: !46)
!54 = !DILocation(line: 14, column: 27, scope: !46)
!55 = !DILocation(line: 14, column: 3, scope: !46)
!56 = distinct !{!56, !49, !57, !58}
!57 = !DILocation(line: 15, column: 13, scope: !42)
!58 = !{!"llvm.loop.mustprogress"}
!59 = !DILocation(line: 16, column: 22, scope: !17)
!60 = !DILocation(line: 16, column: 3, scope: !17)
!61 = !DILocation(line: 17, column: 8, scope: !17)
!62 = !DILocation(line: 17, column: 3, scope: !17)
!63 = !DILocation(line: 18, column: 3, scope: !17)
