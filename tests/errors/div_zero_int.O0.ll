; ModuleID = 'div_zero_int.c'
source_filename = "div_zero_int.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.a = private unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !17 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca [4 x i32], align 16
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !26, !DIExpression(), !27)
  %7 = load ptr, ptr %5, align 8, !dbg !28
    #dbg_declare(ptr %6, !29, !DIExpression(), !31)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.a, i64 16, i1 false), !dbg !31
  %8 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 0, !dbg !32
  %9 = call i32 @average(ptr noundef %8, i32 noundef 4), !dbg !33
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9), !dbg !34
  %11 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 0, !dbg !35
  %12 = load i32, ptr %4, align 4, !dbg !36
  %13 = sub nsw i32 %12, 1, !dbg !37
  %14 = call i32 @average(ptr noundef %11, i32 noundef %13), !dbg !38
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %14), !dbg !39
  ret i32 0, !dbg !40
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @average(ptr noundef %0, i32 noundef %1) #0 !dbg !41 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !46, !DIExpression(), !47)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !48, !DIExpression(), !49)
    #dbg_declare(ptr %5, !50, !DIExpression(), !51)
  store i32 0, ptr %5, align 4, !dbg !51
    #dbg_declare(ptr %6, !52, !DIExpression(), !54)
  store i32 0, ptr %6, align 4, !dbg !54
  br label %7, !dbg !55

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4, !dbg !56
  %9 = load i32, ptr %4, align 4, !dbg !58
  %10 = icmp slt i32 %8, %9, !dbg !59
  br i1 %10, label %11, label %22, !dbg !60

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !61
  %13 = load i32, ptr %6, align 4, !dbg !62
  %14 = sext i32 %13 to i64, !dbg !61
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !61
  %16 = load i32, ptr %15, align 4, !dbg !61
  %17 = load i32, ptr %5, align 4, !dbg !63
  %18 = add nsw i32 %17, %16, !dbg !63
  store i32 %18, ptr %5, align 4, !dbg !63
  br label %19, !dbg !64

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4, !dbg !65
  %21 = add nsw i32 %20, 1, !dbg !65
  store i32 %21, ptr %6, align 4, !dbg !65
  br label %7, !dbg !66, !llvm.loop !67

22:                                               ; preds = %7
  %23 = load i32, ptr %5, align 4, !dbg !70
  %24 = load i32, ptr %4, align 4, !dbg !71
  %25 = sdiv i32 %23, %24, !dbg !72
  ret i32 %25, !dbg !73
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "div_zero_int.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "e63454d268b68c400ff04cdcbb020797")
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !18, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 12, type: !20)
!25 = !DILocation(line: 12, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 12, type: !21)
!27 = !DILocation(line: 12, column: 27, scope: !17)
!28 = !DILocation(line: 13, column: 9, scope: !17)
!29 = !DILocalVariable(name: "a", scope: !17, file: !2, line: 14, type: !30)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 128, elements: !5)
!31 = !DILocation(line: 14, column: 7, scope: !17)
!32 = !DILocation(line: 15, column: 26, scope: !17)
!33 = !DILocation(line: 15, column: 18, scope: !17)
!34 = !DILocation(line: 15, column: 3, scope: !17)
!35 = !DILocation(line: 16, column: 26, scope: !17)
!36 = !DILocation(line: 16, column: 29, scope: !17)
!37 = !DILocation(line: 16, column: 34, scope: !17)
!38 = !DILocation(line: 16, column: 18, scope: !17)
!39 = !DILocation(line: 16, column: 3, scope: !17)
!40 = !DILocation(line: 17, column: 3, scope: !17)
!41 = distinct !DISubprogram(name: "average", scope: !2, file: !2, line: 5, type: !42, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!42 = !DISubroutineType(types: !43)
!43 = !{!20, !44, !20}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!46 = !DILocalVariable(name: "a", arg: 1, scope: !41, file: !2, line: 5, type: !44)
!47 = !DILocation(line: 5, column: 57, scope: !41)
!48 = !DILocalVariable(name: "n", arg: 2, scope: !41, file: !2, line: 5, type: !20)
!49 = !DILocation(line: 5, column: 64, scope: !41)
!50 = !DILocalVariable(name: "s", scope: !41, file: !2, line: 6, type: !20)
!51 = !DILocation(line: 6, column: 7, scope: !41)
!52 = !DILocalVariable(name: "i", scope: !53, file: !2, line: 7, type: !20)
!53 = distinct !DILexicalBlock(scope: !41, file: !2, line: 7, column: 3)
!54 = !DILocation(line: 7, column: 12, scope: !53)
!55 = !DILocation(line: 7, column: 8, scope: !53)
!56 = !DILocation(line: 7, column: 19, scope: !57)
!57 = distinct !DILexicalBlock(scope: !53, file: !2, line: 7, column: 3)
!58 = !DILocation(line: 7, column: 23, scope: !57)
!59 = !DILocation(line: 7, column: 21, scope: !57)
!60 = !DILocation(line: 7, column: 3, scope: !53)
!61 = !DILocation(line: 8, column: 10, scope: !57)
!62 = !DILocation(line: 8, column: 12, scope: !57)
!63 = !DILocation(line: 8, column: 7, scope: !57)
!64 = !DILocation(line: 8, column: 5, scope: !57)
!65 = !DILocation(line: 7, column: 27, scope: !57)
!66 = !DILocation(line: 7, column: 3, scope: !57)
!67 = distinct !{!67, !60, !68, !69}
!68 = !DILocation(line: 8, column: 13, scope: !53)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !DILocation(line: 9, column: 10, scope: !41)
!71 = !DILocation(line: 9, column: 14, scope: !41)
!72 = !DILocation(line: 9, column: 12, scope: !41)
!73 = !DILocation(line: 9, column: 3, scope: !41)
