; ModuleID = 'null_write.c'
source_filename = "null_write.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !17 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca [4 x i32], align 16
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !26, !DIExpression(), !27)
  %9 = load ptr, ptr %5, align 8, !dbg !28
    #dbg_declare(ptr %6, !29, !DIExpression(), !31)
  call void @llvm.memset.p0.i64(ptr align 16 %6, i8 0, i64 16, i1 false), !dbg !31
    #dbg_declare(ptr %7, !32, !DIExpression(), !34)
  store ptr null, ptr %7, align 8, !dbg !34
    #dbg_declare(ptr %8, !35, !DIExpression(), !37)
  store i32 0, ptr %8, align 4, !dbg !37
  br label %10, !dbg !38

10:                                               ; preds = %23, %2
  %11 = load i32, ptr %8, align 4, !dbg !39
  %12 = icmp slt i32 %11, 4, !dbg !41
  br i1 %12, label %13, label %26, !dbg !42

13:                                               ; preds = %10
  %14 = load i32, ptr %8, align 4, !dbg !43
  %15 = load i32, ptr %4, align 4, !dbg !45
  %16 = add nsw i32 %15, 10, !dbg !46
  %17 = icmp eq i32 %14, %16, !dbg !47
  br i1 %17, label %18, label %22, !dbg !48

18:                                               ; preds = %13
  %19 = load i32, ptr %8, align 4, !dbg !49
  %20 = sext i32 %19 to i64, !dbg !50
  %21 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 %20, !dbg !50
  store ptr %21, ptr %7, align 8, !dbg !51
  br label %22, !dbg !52

22:                                               ; preds = %18, %13
  br label %23, !dbg !53

23:                                               ; preds = %22
  %24 = load i32, ptr %8, align 4, !dbg !54
  %25 = add nsw i32 %24, 1, !dbg !54
  store i32 %25, ptr %8, align 4, !dbg !54
  br label %10, !dbg !55, !llvm.loop !56

26:                                               ; preds = %10
  %27 = load ptr, ptr %7, align 8, !dbg !59
  call void @set_flag(ptr noundef %27), !dbg !60
  %28 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 0, !dbg !61
  %29 = load i32, ptr %28, align 16, !dbg !61
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %29), !dbg !62
  ret i32 0, !dbg !63
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set_flag(ptr noundef %0) #0 !dbg !64 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !67, !DIExpression(), !68)
  %3 = load ptr, ptr %2, align 8, !dbg !69
  store i32 1, ptr %3, align 4, !dbg !70
  ret void, !dbg !71
}

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "null_write.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "0cdd96b8796fd361f62d803a213a9b27")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 10, type: !18, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 10, type: !20)
!25 = !DILocation(line: 10, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 10, type: !21)
!27 = !DILocation(line: 10, column: 27, scope: !17)
!28 = !DILocation(line: 11, column: 9, scope: !17)
!29 = !DILocalVariable(name: "flags", scope: !17, file: !2, line: 12, type: !30)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 128, elements: !5)
!31 = !DILocation(line: 12, column: 7, scope: !17)
!32 = !DILocalVariable(name: "slot", scope: !17, file: !2, line: 13, type: !33)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!34 = !DILocation(line: 13, column: 8, scope: !17)
!35 = !DILocalVariable(name: "i", scope: !36, file: !2, line: 14, type: !20)
!36 = distinct !DILexicalBlock(scope: !17, file: !2, line: 14, column: 3)
!37 = !DILocation(line: 14, column: 12, scope: !36)
!38 = !DILocation(line: 14, column: 8, scope: !36)
!39 = !DILocation(line: 14, column: 19, scope: !40)
!40 = distinct !DILexicalBlock(scope: !36, file: !2, line: 14, column: 3)
!41 = !DILocation(line: 14, column: 21, scope: !40)
!42 = !DILocation(line: 14, column: 3, scope: !36)
!43 = !DILocation(line: 15, column: 9, scope: !44)
!44 = distinct !DILexicalBlock(scope: !40, file: !2, line: 15, column: 9)
!45 = !DILocation(line: 15, column: 14, scope: !44)
!46 = !DILocation(line: 15, column: 19, scope: !44)
!47 = !DILocation(line: 15, column: 11, scope: !44)
!48 = !DILocation(line: 15, column: 9, scope: !40)
!49 = !DILocation(line: 16, column: 21, scope: !44)
!50 = !DILocation(line: 16, column: 15, scope: !44)
!51 = !DILocation(line: 16, column: 12, scope: !44)
!52 = !DILocation(line: 16, column: 7, scope: !44)
!53 = !DILocation(line: 15, column: 21, scope: !44)
!54 = !DILocation(line: 14, column: 27, scope: !40)
!55 = !DILocation(line: 14, column: 3, scope: !40)
!56 = distinct !{!56, !42, !57, !58}
!57 = !DILocation(line: 16, column: 22, scope: !36)
!58 = !{!"llvm.loop.mustprogress"}
!59 = !DILocation(line: 17, column: 12, scope: !17)
!60 = !DILocation(line: 17, column: 3, scope: !17)
!61 = !DILocation(line: 18, column: 18, scope: !17)
!62 = !DILocation(line: 18, column: 3, scope: !17)
!63 = !DILocation(line: 19, column: 3, scope: !17)
!64 = distinct !DISubprogram(name: "set_flag", scope: !2, file: !2, line: 6, type: !65, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!65 = !DISubroutineType(types: !66)
!66 = !{null, !33}
!67 = !DILocalVariable(name: "flag", arg: 1, scope: !64, file: !2, line: 6, type: !33)
!68 = !DILocation(line: 6, column: 53, scope: !64)
!69 = !DILocation(line: 7, column: 4, scope: !64)
!70 = !DILocation(line: 7, column: 9, scope: !64)
!71 = !DILocation(line: 8, column: 1, scope: !64)
