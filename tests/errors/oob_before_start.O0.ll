; ModuleID = 'oob_before_start.c'
source_filename = "oob_before_start.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"scratch %d\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !7

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
  %9 = call noalias ptr @malloc(i64 noundef 16) #4, !dbg !36
  store ptr %9, ptr %6, align 8, !dbg !35
    #dbg_declare(ptr %7, !37, !DIExpression(), !39)
  %10 = call noalias ptr @malloc(i64 noundef 16) #4, !dbg !40
  store ptr %10, ptr %7, align 8, !dbg !39
  %11 = load ptr, ptr %6, align 8, !dbg !41
  %12 = load i32, ptr %4, align 4, !dbg !42
  %13 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %11, i64 noundef 16, ptr noundef @.str, i32 noundef %12) #5, !dbg !43
  %14 = load ptr, ptr %6, align 8, !dbg !44
  %15 = call i32 @puts(ptr noundef %14), !dbg !45
  %16 = load ptr, ptr %6, align 8, !dbg !46
  call void @free(ptr noundef %16) #5, !dbg !47
  %17 = load ptr, ptr %7, align 8, !dbg !48
  %18 = load i32, ptr %4, align 4, !dbg !49
  %19 = sub nsw i32 0, %18, !dbg !50
  call void @set(ptr noundef %17, i32 noundef %19, i32 noundef 7), !dbg !51
  %20 = load ptr, ptr %7, align 8, !dbg !52
  %21 = getelementptr inbounds i32, ptr %20, i64 0, !dbg !52
  %22 = load i32, ptr %21, align 4, !dbg !52
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %22), !dbg !53
  %24 = load ptr, ptr %7, align 8, !dbg !54
  call void @free(ptr noundef %24) #5, !dbg !55
  ret i32 0, !dbg !56
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

declare i32 @puts(ptr noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !57 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !60, !DIExpression(), !61)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !62, !DIExpression(), !63)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !64, !DIExpression(), !65)
  %7 = load i32, ptr %6, align 4, !dbg !66
  %8 = load ptr, ptr %4, align 8, !dbg !67
  %9 = load i32, ptr %5, align 4, !dbg !68
  %10 = sext i32 %9 to i64, !dbg !67
  %11 = getelementptr inbounds i32, ptr %8, i64 %10, !dbg !67
  store i32 %7, ptr %11, align 4, !dbg !69
  ret void, !dbg !70
}

declare i32 @printf(ptr noundef, ...) #3

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
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "oob_before_start.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "46bddb2935bb73cb4749e2f55e2779e0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
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
!22 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 10, type: !23, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !12, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!28 = !{}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !2, line: 10, type: !25)
!30 = !DILocation(line: 10, column: 14, scope: !22)
!31 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !2, line: 10, type: !26)
!32 = !DILocation(line: 10, column: 27, scope: !22)
!33 = !DILocation(line: 11, column: 9, scope: !22)
!34 = !DILocalVariable(name: "scratch", scope: !22, file: !2, line: 12, type: !27)
!35 = !DILocation(line: 12, column: 9, scope: !22)
!36 = !DILocation(line: 12, column: 19, scope: !22)
!37 = !DILocalVariable(name: "a", scope: !22, file: !2, line: 13, type: !38)
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!39 = !DILocation(line: 13, column: 8, scope: !22)
!40 = !DILocation(line: 13, column: 12, scope: !22)
!41 = !DILocation(line: 14, column: 12, scope: !22)
!42 = !DILocation(line: 14, column: 39, scope: !22)
!43 = !DILocation(line: 14, column: 3, scope: !22)
!44 = !DILocation(line: 15, column: 8, scope: !22)
!45 = !DILocation(line: 15, column: 3, scope: !22)
!46 = !DILocation(line: 16, column: 8, scope: !22)
!47 = !DILocation(line: 16, column: 3, scope: !22)
!48 = !DILocation(line: 17, column: 7, scope: !22)
!49 = !DILocation(line: 17, column: 11, scope: !22)
!50 = !DILocation(line: 17, column: 10, scope: !22)
!51 = !DILocation(line: 17, column: 3, scope: !22)
!52 = !DILocation(line: 18, column: 18, scope: !22)
!53 = !DILocation(line: 18, column: 3, scope: !22)
!54 = !DILocation(line: 19, column: 8, scope: !22)
!55 = !DILocation(line: 19, column: 3, scope: !22)
!56 = !DILocation(line: 20, column: 3, scope: !22)
!57 = distinct !DISubprogram(name: "set", scope: !2, file: !2, line: 6, type: !58, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !12, retainedNodes: !28)
!58 = !DISubroutineType(types: !59)
!59 = !{null, !38, !25, !25}
!60 = !DILocalVariable(name: "a", arg: 1, scope: !57, file: !2, line: 6, type: !38)
!61 = !DILocation(line: 6, column: 48, scope: !57)
!62 = !DILocalVariable(name: "i", arg: 2, scope: !57, file: !2, line: 6, type: !25)
!63 = !DILocation(line: 6, column: 55, scope: !57)
!64 = !DILocalVariable(name: "v", arg: 3, scope: !57, file: !2, line: 6, type: !25)
!65 = !DILocation(line: 6, column: 62, scope: !57)
!66 = !DILocation(line: 7, column: 10, scope: !57)
!67 = !DILocation(line: 7, column: 3, scope: !57)
!68 = !DILocation(line: 7, column: 5, scope: !57)
!69 = !DILocation(line: 7, column: 8, scope: !57)
!70 = !DILocation(line: 8, column: 1, scope: !57)
