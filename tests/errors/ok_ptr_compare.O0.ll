; ModuleID = 'ok_ptr_compare.c'
source_filename = "ok_ptr_compare.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [4 x i32] zeroinitializer, align 16, !dbg !0
@b = dso_local global [4 x i32] zeroinitializer, align 16, !dbg !11
@.str = private unnamed_addr constant [13 x i8] c"%d %d %d %d\0A\00", align 1, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !25 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !31, !DIExpression(), !32)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !33, !DIExpression(), !34)
  %11 = load ptr, ptr %5, align 8, !dbg !35
    #dbg_declare(ptr %6, !36, !DIExpression(), !38)
  %12 = call noalias ptr @malloc(i64 noundef 16) #4, !dbg !39
  store ptr %12, ptr %6, align 8, !dbg !38
    #dbg_declare(ptr %7, !40, !DIExpression(), !41)
  %13 = call i32 @same(ptr noundef @a, ptr noundef @b), !dbg !42
  %14 = load ptr, ptr %6, align 8, !dbg !43
  %15 = call i32 @same(ptr noundef %14, ptr noundef @a), !dbg !44
  %16 = add nsw i32 %13, %15, !dbg !45
  %17 = load i32, ptr %4, align 4, !dbg !46
  %18 = sext i32 %17 to i64, !dbg !47
  %19 = getelementptr inbounds [4 x i32], ptr @a, i64 0, i64 %18, !dbg !47
  %20 = call i32 @same(ptr noundef %19, ptr noundef @b), !dbg !48
  %21 = add nsw i32 %16, %20, !dbg !49
  store i32 %21, ptr %7, align 4, !dbg !41
    #dbg_declare(ptr %8, !50, !DIExpression(), !51)
  %22 = load i32, ptr %4, align 4, !dbg !52
  %23 = sext i32 %22 to i64, !dbg !53
  %24 = getelementptr inbounds [4 x i32], ptr @a, i64 0, i64 %23, !dbg !53
  %25 = call i32 @same(ptr noundef %24, ptr noundef getelementptr inbounds ([4 x i32], ptr @a, i64 0, i64 1)), !dbg !54
  store i32 %25, ptr %8, align 4, !dbg !51
    #dbg_declare(ptr %9, !55, !DIExpression(), !56)
  %26 = load i32, ptr %4, align 4, !dbg !57
  %27 = sext i32 %26 to i64, !dbg !58
  %28 = getelementptr inbounds [4 x i32], ptr @a, i64 0, i64 %27, !dbg !58
  %29 = icmp ugt ptr getelementptr inbounds ([4 x i32], ptr @a, i64 0, i64 3), %28, !dbg !59
  %30 = zext i1 %29 to i32, !dbg !59
  store i32 %30, ptr %9, align 4, !dbg !56
    #dbg_declare(ptr %10, !60, !DIExpression(), !61)
  %31 = load ptr, ptr %6, align 8, !dbg !62
  %32 = getelementptr inbounds i32, ptr %31, i64 2, !dbg !63
  %33 = load ptr, ptr %6, align 8, !dbg !64
  %34 = load i32, ptr %4, align 4, !dbg !65
  %35 = sext i32 %34 to i64, !dbg !66
  %36 = getelementptr inbounds i32, ptr %33, i64 %35, !dbg !66
  %37 = icmp uge ptr %32, %36, !dbg !67
  %38 = zext i1 %37 to i32, !dbg !67
  store i32 %38, ptr %10, align 4, !dbg !61
  %39 = load i32, ptr %7, align 4, !dbg !68
  %40 = load i32, ptr %8, align 4, !dbg !69
  %41 = load i32, ptr %9, align 4, !dbg !70
  %42 = load i32, ptr %10, align 4, !dbg !71
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42), !dbg !72
  %44 = load ptr, ptr %6, align 8, !dbg !73
  call void @free(ptr noundef %44) #5, !dbg !74
  ret i32 0, !dbg !75
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @same(ptr noundef %0, ptr noundef %1) #0 !dbg !76 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !81, !DIExpression(), !82)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !83, !DIExpression(), !84)
  %5 = load ptr, ptr %3, align 8, !dbg !85
  %6 = load ptr, ptr %4, align 8, !dbg !86
  %7 = icmp eq ptr %5, %6, !dbg !87
  %8 = zext i1 %7 to i32, !dbg !87
  ret i32 %8, !dbg !88
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 8, type: !13, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ok_ptr_compare.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "cf42ab79c113d0fccf4edbb36d12e1a6")
!4 = !{!5, !0, !11}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 8, type: !13, isLocal: false, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 128, elements: !15)
!14 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 2}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!25 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 12, type: !26, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!26 = !DISubroutineType(types: !27)
!27 = !{!14, !14, !28}
!28 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!30 = !{}
!31 = !DILocalVariable(name: "argc", arg: 1, scope: !25, file: !3, line: 12, type: !14)
!32 = !DILocation(line: 12, column: 14, scope: !25)
!33 = !DILocalVariable(name: "argv", arg: 2, scope: !25, file: !3, line: 12, type: !28)
!34 = !DILocation(line: 12, column: 27, scope: !25)
!35 = !DILocation(line: 13, column: 9, scope: !25)
!36 = !DILocalVariable(name: "h", scope: !25, file: !3, line: 14, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!38 = !DILocation(line: 14, column: 8, scope: !25)
!39 = !DILocation(line: 14, column: 12, scope: !25)
!40 = !DILocalVariable(name: "x", scope: !25, file: !3, line: 15, type: !14)
!41 = !DILocation(line: 15, column: 7, scope: !25)
!42 = !DILocation(line: 15, column: 11, scope: !25)
!43 = !DILocation(line: 15, column: 29, scope: !25)
!44 = !DILocation(line: 15, column: 24, scope: !25)
!45 = !DILocation(line: 15, column: 22, scope: !25)
!46 = !DILocation(line: 15, column: 45, scope: !25)
!47 = !DILocation(line: 15, column: 43, scope: !25)
!48 = !DILocation(line: 15, column: 37, scope: !25)
!49 = !DILocation(line: 15, column: 35, scope: !25)
!50 = !DILocalVariable(name: "y", scope: !25, file: !3, line: 16, type: !14)
!51 = !DILocation(line: 16, column: 7, scope: !25)
!52 = !DILocation(line: 16, column: 19, scope: !25)
!53 = !DILocation(line: 16, column: 17, scope: !25)
!54 = !DILocation(line: 16, column: 11, scope: !25)
!55 = !DILocalVariable(name: "z", scope: !25, file: !3, line: 17, type: !14)
!56 = !DILocation(line: 17, column: 7, scope: !25)
!57 = !DILocation(line: 17, column: 22, scope: !25)
!58 = !DILocation(line: 17, column: 20, scope: !25)
!59 = !DILocation(line: 17, column: 17, scope: !25)
!60 = !DILocalVariable(name: "w", scope: !25, file: !3, line: 18, type: !14)
!61 = !DILocation(line: 18, column: 7, scope: !25)
!62 = !DILocation(line: 18, column: 11, scope: !25)
!63 = !DILocation(line: 18, column: 13, scope: !25)
!64 = !DILocation(line: 18, column: 20, scope: !25)
!65 = !DILocation(line: 18, column: 24, scope: !25)
!66 = !DILocation(line: 18, column: 22, scope: !25)
!67 = !DILocation(line: 18, column: 17, scope: !25)
!68 = !DILocation(line: 19, column: 27, scope: !25)
!69 = !DILocation(line: 19, column: 30, scope: !25)
!70 = !DILocation(line: 19, column: 33, scope: !25)
!71 = !DILocation(line: 19, column: 36, scope: !25)
!72 = !DILocation(line: 19, column: 3, scope: !25)
!73 = !DILocation(line: 20, column: 8, scope: !25)
!74 = !DILocation(line: 20, column: 3, scope: !25)
!75 = !DILocation(line: 21, column: 3, scope: !25)
!76 = distinct !DISubprogram(name: "same", scope: !3, file: !3, line: 10, type: !77, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!77 = !DISubroutineType(types: !78)
!78 = !{!14, !79, !79}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!81 = !DILocalVariable(name: "p", arg: 1, scope: !76, file: !3, line: 10, type: !79)
!82 = !DILocation(line: 10, column: 55, scope: !76)
!83 = !DILocalVariable(name: "q", arg: 2, scope: !76, file: !3, line: 10, type: !79)
!84 = !DILocation(line: 10, column: 70, scope: !76)
!85 = !DILocation(line: 10, column: 82, scope: !76)
!86 = !DILocation(line: 10, column: 87, scope: !76)
!87 = !DILocation(line: 10, column: 84, scope: !76)
!88 = !DILocation(line: 10, column: 75, scope: !76)
