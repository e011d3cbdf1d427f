; ModuleID = 'trap.c'
source_filename = "trap.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@__const.main.a = private unnamed_addr constant [3 x i32] [i32 5, i32 6, i32 7], align 4
@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !17 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca [3 x i32], align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !26, !DIExpression(), !27)
  %7 = load ptr, ptr %5, align 8, !dbg !28
    #dbg_declare(ptr %6, !29, !DIExpression(), !33)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.a, i64 12, i1 false), !dbg !33
  %8 = getelementptr inbounds [3 x i32], ptr %6, i64 0, i64 0, !dbg !34
  %9 = call i32 @checked_index(ptr noundef %8, i32 noundef 3, i32 noundef 2), !dbg !35
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9), !dbg !36
  %11 = getelementptr inbounds [3 x i32], ptr %6, i64 0, i64 0, !dbg !37
  %12 = load i32, ptr %4, align 4, !dbg !38
  %13 = add nsw i32 2, %12, !dbg !39
  %14 = call i32 @checked_index(ptr noundef %11, i32 noundef 3, i32 noundef %13), !dbg !40
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %14), !dbg !41
  ret i32 0, !dbg !42
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @checked_index(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !43 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !48, !DIExpression(), !49)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !50, !DIExpression(), !51)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !52, !DIExpression(), !53)
  %7 = load i32, ptr %6, align 4, !dbg !54
  %8 = icmp slt i32 %7, 0, !dbg !56
  br i1 %8, label %13, label %9, !dbg !57

9:                                                ; preds = %3
  %10 = load i32, ptr %6, align 4, !dbg !58
  %11 = load i32, ptr %5, align 4, !dbg !59
  %12 = icmp sge i32 %10, %11, !dbg !60
  br i1 %12, label %13, label %14, !dbg !61

13:                                               ; preds = %9, %3
  call void @llvm.trap(), !dbg !62
  br label %14, !dbg !62

14:                                               ; preds = %13, %9
  %15 = load ptr, ptr %4, align 8, !dbg !63
  %16 = load i32, ptr %6, align 4, !dbg !64
  %17 = sext i32 %16 to i64, !dbg !63
  %18 = getelementptr inbounds i32, ptr %15, i64 %17, !dbg !63
  %19 = load i32, ptr %18, align 4, !dbg !63
  ret i32 %19, !dbg !65
}

; Function Attrs: cold noreturn nounwind memory(inaccessiblemem: write)
declare void @llvm.trap() #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { cold noreturn nounwind memory(inaccessiblemem: write) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "trap.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "d7e7a3ffbf576abc9359c275993b03d3")
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
!17 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !18, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !23)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !21}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !{}
!24 = !DILocalVariable(name: "argc", arg: 1, scope: !17, file: !2, line: 11, type: !20)
!25 = !DILocation(line: 11, column: 14, scope: !17)
!26 = !DILocalVariable(name: "argv", arg: 2, scope: !17, file: !2, line: 11, type: !21)
!27 = !DILocation(line: 11, column: 27, scope: !17)
!28 = !DILocation(line: 12, column: 9, scope: !17)
!29 = !DILocalVariable(name: "a", scope: !17, file: !2, line: 13, type: !30)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 96, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 3)
!33 = !DILocation(line: 13, column: 7, scope: !17)
!34 = !DILocation(line: 14, column: 32, scope: !17)
!35 = !DILocation(line: 14, column: 18, scope: !17)
!36 = !DILocation(line: 14, column: 3, scope: !17)
!37 = !DILocation(line: 15, column: 32, scope: !17)
!38 = !DILocation(line: 15, column: 42, scope: !17)
!39 = !DILocation(line: 15, column: 40, scope: !17)
!40 = !DILocation(line: 15, column: 18, scope: !17)
!41 = !DILocation(line: 15, column: 3, scope: !17)
!42 = !DILocation(line: 16, column: 3, scope: !17)
!43 = distinct !DISubprogram(name: "checked_index", scope: !2, file: !2, line: 5, type: !44, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !23)
!44 = !DISubroutineType(types: !45)
!45 = !{!20, !46, !20, !20}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!47 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !20)
!48 = !DILocalVariable(name: "a", arg: 1, scope: !43, file: !2, line: 5, type: !46)
!49 = !DILocation(line: 5, column: 63, scope: !43)
!50 = !DILocalVariable(name: "n", arg: 2, scope: !43, file: !2, line: 5, type: !20)
!51 = !DILocation(line: 5, column: 70, scope: !43)
!52 = !DILocalVariable(name: "i", arg: 3, scope: !43, file: !2, line: 5, type: !20)
!53 = !DILocation(line: 5, column: 77, scope: !43)
!54 = !DILocation(line: 6, column: 7, scope: !55)
!55 = distinct !DILexicalBlock(scope: !43, file: !2, line: 6, column: 7)
!56 = !DILocation(line: 6, column: 9, scope: !55)
!57 = !DILocation(line: 6, column: 13, scope: !55)
!58 = !DILocation(line: 6, column: 16, scope: !55)
!59 = !DILocation(line: 6, column: 21, scope: !55)
!60 = !DILocation(line: 6, column: 18, scope: !55)
!61 = !DILocation(line: 6, column: 7, scope: !43)
!62 = !DILocation(line: 7, column: 5, scope: !55)
!63 = !DILocation(line: 8, column: 10, scope: !43)
!64 = !DILocation(line: 8, column: 12, scope: !43)
!65 = !DILocation(line: 8, column: 3, scope: !43)
