; ModuleID = 'ok_one_past_end.c'
source_filename = "ok_one_past_end.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@g = dso_local global [5 x i32] [i32 1, i32 2, i32 3, i32 4, i32 5], align 16, !dbg !0
@__const.main.local = private unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@.str = private unnamed_addr constant [10 x i8] c"%d %d %d\0A\00", align 1, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !23 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca [4 x i32], align 16
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !29, !DIExpression(), !30)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !31, !DIExpression(), !32)
  %11 = load ptr, ptr %5, align 8, !dbg !33
    #dbg_declare(ptr %6, !34, !DIExpression(), !38)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.local, i64 16, i1 false), !dbg !38
    #dbg_declare(ptr %7, !39, !DIExpression(), !40)
  %12 = load i32, ptr %4, align 4, !dbg !41
  %13 = add nsw i32 7, %12, !dbg !42
  store i32 %13, ptr %7, align 4, !dbg !40
    #dbg_declare(ptr %8, !43, !DIExpression(), !45)
  %14 = load i32, ptr %7, align 4, !dbg !46
  %15 = sext i32 %14 to i64, !dbg !46
  %16 = mul i64 %15, 4, !dbg !47
  %17 = call noalias ptr @malloc(i64 noundef %16) #5, !dbg !48
  store ptr %17, ptr %8, align 8, !dbg !45
    #dbg_declare(ptr %9, !49, !DIExpression(), !51)
  store i32 0, ptr %9, align 4, !dbg !51
  br label %18, !dbg !52

18:                                               ; preds = %29, %2
  %19 = load i32, ptr %9, align 4, !dbg !53
  %20 = load i32, ptr %7, align 4, !dbg !55
  %21 = icmp slt i32 %19, %20, !dbg !56
  br i1 %21, label %22, label %32, !dbg !57

22:                                               ; preds = %18
  %23 = load i32, ptr %9, align 4, !dbg !58
  %24 = add nsw i32 %23, 1, !dbg !59
  %25 = load ptr, ptr %8, align 8, !dbg !60
  %26 = load i32, ptr %9, align 4, !dbg !61
  %27 = sext i32 %26 to i64, !dbg !60
  %28 = getelementptr inbounds i32, ptr %25, i64 %27, !dbg !60
  store i32 %24, ptr %28, align 4, !dbg !62
  br label %29, !dbg !60

29:                                               ; preds = %22
  %30 = load i32, ptr %9, align 4, !dbg !63
  %31 = add nsw i32 %30, 1, !dbg !63
  store i32 %31, ptr %9, align 4, !dbg !63
  br label %18, !dbg !64, !llvm.loop !65

32:                                               ; preds = %18
    #dbg_declare(ptr %10, !68, !DIExpression(), !69)
  %33 = load ptr, ptr %8, align 8, !dbg !70
  %34 = load i32, ptr %7, align 4, !dbg !71
  %35 = sext i32 %34 to i64, !dbg !72
  %36 = getelementptr inbounds i32, ptr %33, i64 %35, !dbg !72
  store ptr %36, ptr %10, align 8, !dbg !69
  %37 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 0, !dbg !73
  %38 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 0, !dbg !74
  %39 = getelementptr inbounds i32, ptr %38, i64 4, !dbg !75
  %40 = call i32 @sum(ptr noundef %37, ptr noundef %39), !dbg !76
  %41 = load ptr, ptr %8, align 8, !dbg !77
  %42 = load ptr, ptr %10, align 8, !dbg !78
  %43 = getelementptr inbounds i32, ptr %42, i64 0, !dbg !79
  %44 = call i32 @sum(ptr noundef %41, ptr noundef %43), !dbg !80
  %45 = call i32 @sum(ptr noundef @g, ptr noundef getelementptr inbounds (i32, ptr @g, i64 5)), !dbg !81
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %40, i32 noundef %44, i32 noundef %45), !dbg !82
  %47 = load ptr, ptr %8, align 8, !dbg !83
  call void @free(ptr noundef %47) #6, !dbg !84
  ret i32 0, !dbg !85
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum(ptr noundef %0, ptr noundef %1) #0 !dbg !86 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !91, !DIExpression(), !92)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !93, !DIExpression(), !94)
    #dbg_declare(ptr %5, !95, !DIExpression(), !96)
  store i32 0, ptr %5, align 4, !dbg !96
    #dbg_declare(ptr %6, !97, !DIExpression(), !99)
  %7 = load ptr, ptr %3, align 8, !dbg !100
  store ptr %7, ptr %6, align 8, !dbg !99
  br label %8, !dbg !101

8:                                                ; preds = %17, %2
  %9 = load ptr, ptr %6, align 8, !dbg !102
  %10 = load ptr, ptr %4, align 8, !dbg !104
  %11 = icmp ne ptr %9, %10, !dbg !105
  br i1 %11, label %12, label %20, !dbg !106

12:                                               ; preds = %8
  %13 = load ptr, ptr %6, align 8, !dbg !107
  %14 = load i32, ptr %13, align 4, !dbg !108
  %15 = load i32, ptr %5, align 4, !dbg !109
  %16 = add nsw i32 %15, %14, !dbg !109
  store i32 %16, ptr %5, align 4, !dbg !109
  br label %17, !dbg !110

17:                                               ; preds = %12
  %18 = load ptr, ptr %6, align 8, !dbg !111
  %19 = getelementptr inbounds i32, ptr %18, i32 1, !dbg !111
  store ptr %19, ptr %6, align 8, !dbg !111
  br label %8, !dbg !112, !llvm.loop !113

20:                                               ; preds = %8
  %21 = load i32, ptr %5, align 4, !dbg !115
  ret i32 %21, !dbg !116
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 8, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ok_one_past_end.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "683e4ee32725db91401dca61ad140108")
!4 = !{!0, !5}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 80, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 10)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 160, elements: !13)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !{!14}
!14 = !DISubrange(count: 5)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !24, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!24 = !DISubroutineType(types: !25)
!25 = !{!12, !12, !26}
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!28 = !{}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !23, file: !3, line: 17, type: !12)
!30 = !DILocation(line: 17, column: 14, scope: !23)
!31 = !DILocalVariable(name: "argv", arg: 2, scope: !23, file: !3, line: 17, type: !26)
!32 = !DILocation(line: 17, column: 27, scope: !23)
!33 = !DILocation(line: 18, column: 9, scope: !23)
!34 = !DILocalVariable(name: "local", scope: !23, file: !3, line: 19, type: !35)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 4)
!38 = !DILocation(line: 19, column: 7, scope: !23)
!39 = !DILocalVariable(name: "n", scope: !23, file: !3, line: 20, type: !12)
!40 = !DILocation(line: 20, column: 7, scope: !23)
!41 = !DILocation(line: 20, column: 15, scope: !23)
!42 = !DILocation(line: 20, column: 13, scope: !23)
!43 = !DILocalVariable(name: "h", scope: !23, file: !3, line: 21, type: !44)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!45 = !DILocation(line: 21, column: 8, scope: !23)
!46 = !DILocation(line: 21, column: 19, scope: !23)
!47 = !DILocation(line: 21, column: 21, scope: !23)
!48 = !DILocation(line: 21, column: 12, scope: !23)
!49 = !DILocalVariable(name: "i", scope: !50, file: !3, line: 22, type: !12)
!50 = distinct !DILexicalBlock(scope: !23, file: !3, line: 22, column: 3)
!51 = !DILocation(line: 22, column: 12, scope: !50)
!52 = !DILocation(line: 22, column: 8, scope: !50)
!53 = !DILocation(line: 22, column: 19, scope: !54)
!54 = distinct !DILexicalBlock(scope: !50, file: !3, line: 22, column: 3)
!55 = !DILocation(line: 22, column: 23, scope: !54)
!56 = !DILocation(line: 22, column: 21, scope: !54)
!57 = !DILocation(line: 22, column: 3, scope: !50)
!58 = !DILocation(line: 23, column: 12, scope: !54)
!59 = !DILocation(line: 23, column: 14, scope: !54)
!60 = !DILocation(line: 23, column: 5, scope: !54)
!61 = !DILocation(line: 23, column: 7, scope: !54)
!62 = !DILocation(line: 23, column: 10, scope: !54)
!63 = !DILocation(line: 22, column: 27, scope: !54)
!64 = !DILocation(line: 22, column: 3, scope: !54)
!65 = distinct !{!65, !57, !66, !67}
!66 = !DILocation(line: 23, column: 16, scope: !50)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocalVariable(name: "end", scope: !23, file: !3, line: 24, type: !44)
!69 = !DILocation(line: 24, column: 8, scope: !23)
!70 = !DILocation(line: 24, column: 14, scope: !23)
!71 = !DILocation(line: 24, column: 18, scope: !23)
!72 = !DILocation(line: 24, column: 16, scope: !23)
!73 = !DILocation(line: 25, column: 28, scope: !23)
!74 = !DILocation(line: 25, column: 35, scope: !23)
!75 = !DILocation(line: 25, column: 41, scope: !23)
!76 = !DILocation(line: 25, column: 24, scope: !23)
!77 = !DILocation(line: 25, column: 51, scope: !23)
!78 = !DILocation(line: 25, column: 54, scope: !23)
!79 = !DILocation(line: 25, column: 58, scope: !23)
!80 = !DILocation(line: 25, column: 47, scope: !23)
!81 = !DILocation(line: 25, column: 64, scope: !23)
!82 = !DILocation(line: 25, column: 3, scope: !23)
!83 = !DILocation(line: 26, column: 8, scope: !23)
!84 = !DILocation(line: 26, column: 3, scope: !23)
!85 = !DILocation(line: 27, column: 3, scope: !23)
!86 = distinct !DISubprogram(name: "sum", scope: !3, file: !3, line: 10, type: !87, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !28)
!87 = !DISubroutineType(types: !88)
!88 = !{!12, !89, !89}
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!91 = !DILocalVariable(name: "begin", arg: 1, scope: !86, file: !3, line: 10, type: !89)
!92 = !DILocation(line: 10, column: 53, scope: !86)
!93 = !DILocalVariable(name: "end", arg: 2, scope: !86, file: !3, line: 10, type: !89)
!94 = !DILocation(line: 10, column: 71, scope: !86)
!95 = !DILocalVariable(name: "s", scope: !86, file: !3, line: 11, type: !12)
!96 = !DILocation(line: 11, column: 7, scope: !86)
!97 = !DILocalVariable(name: "p", scope: !98, file: !3, line: 12, type: !89)
!98 = distinct !DILexicalBlock(scope: !86, file: !3, line: 12, column: 3)
!99 = !DILocation(line: 12, column: 19, scope: !98)
!100 = !DILocation(line: 12, column: 23, scope: !98)
!101 = !DILocation(line: 12, column: 8, scope: !98)
!102 = !DILocation(line: 12, column: 30, scope: !103)
!103 = distinct !DILexicalBlock(scope: !98, file: !3, line: 12, column: 3)
!104 = !DILocation(line: 12, column: 35, scope: !103)
!105 = !DILocation(line: 12, column: 32, scope: !103)
!106 = !DILocation(line: 12, column: 3, scope: !98)
!107 = !DILocation(line: 13, column: 11, scope: !103)
!108 = !DILocation(line: 13, column: 10, scope: !103)
!109 = !DILocation(line: 13, column: 7, scope: !103)
!110 = !DILocation(line: 13, column: 5, scope: !103)
!111 = !DILocation(line: 12, column: 41, scope: !103)
!112 = !DILocation(line: 12, column: 3, scope: !103)
!113 = distinct !{!113, !106, !114, !67}
!114 = !DILocation(line: 13, column: 11, scope: !98)
!115 = !DILocation(line: 14, column: 10, scope: !86)
!116 = !DILocation(line: 14, column: 3, scope: !86)
