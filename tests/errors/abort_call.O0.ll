; ModuleID = 'abort_call.c'
source_filename = "abort_call.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [5 x i8] c"12x4\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !7
@stderr = external global ptr, align 8
@.str.2 = private unnamed_addr constant [17 x i8] c"not a digit: %c\0A\00", align 1, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !27 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !34, !DIExpression(), !35)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !36, !DIExpression(), !37)
  %9 = load ptr, ptr %5, align 8, !dbg !38
    #dbg_declare(ptr %6, !39, !DIExpression(), !42)
  store ptr @.str, ptr %6, align 8, !dbg !42
    #dbg_declare(ptr %7, !43, !DIExpression(), !44)
  store i32 0, ptr %7, align 4, !dbg !44
    #dbg_declare(ptr %8, !45, !DIExpression(), !47)
  store i32 0, ptr %8, align 4, !dbg !47
  br label %10, !dbg !48

10:                                               ; preds = %27, %2
  %11 = load ptr, ptr %6, align 8, !dbg !49
  %12 = load i32, ptr %8, align 4, !dbg !51
  %13 = sext i32 %12 to i64, !dbg !49
  %14 = getelementptr inbounds i8, ptr %11, i64 %13, !dbg !49
  %15 = load i8, ptr %14, align 1, !dbg !49
  %16 = icmp ne i8 %15, 0, !dbg !52
  br i1 %16, label %17, label %31, !dbg !52

17:                                               ; preds = %10
  %18 = load i32, ptr %7, align 4, !dbg !53
  %19 = mul nsw i32 10, %18, !dbg !54
  %20 = load ptr, ptr %6, align 8, !dbg !55
  %21 = load i32, ptr %8, align 4, !dbg !56
  %22 = sext i32 %21 to i64, !dbg !55
  %23 = getelementptr inbounds i8, ptr %20, i64 %22, !dbg !55
  %24 = load i8, ptr %23, align 1, !dbg !55
  %25 = call i32 @parse_digit(i8 noundef signext %24), !dbg !57
  %26 = add nsw i32 %19, %25, !dbg !58
  store i32 %26, ptr %7, align 4, !dbg !59
  br label %27, !dbg !60

27:                                               ; preds = %17
  %28 = load i32, ptr %4, align 4, !dbg !61
  %29 = load i32, ptr %8, align 4, !dbg !62
  %30 = add nsw i32 %29, %28, !dbg !62
  store i32 %30, ptr %8, align 4, !dbg !62
  br label %10, !dbg !63, !llvm.loop !64

31:                                               ; preds = %10
  %32 = load i32, ptr %7, align 4, !dbg !67
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %32), !dbg !68
  ret i32 0, !dbg !69
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @parse_digit(i8 noundef signext %0) #0 !dbg !70 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
    #dbg_declare(ptr %2, !73, !DIExpression(), !74)
  %3 = load i8, ptr %2, align 1, !dbg !75
  %4 = sext i8 %3 to i32, !dbg !75
  %5 = icmp slt i32 %4, 48, !dbg !77
  br i1 %5, label %10, label %6, !dbg !78

6:                                                ; preds = %1
  %7 = load i8, ptr %2, align 1, !dbg !79
  %8 = sext i8 %7 to i32, !dbg !79
  %9 = icmp sgt i32 %8, 57, !dbg !80
  br i1 %9, label %10, label %15, !dbg !81

10:                                               ; preds = %6, %1
  %11 = load ptr, ptr @stderr, align 8, !dbg !82
  %12 = load i8, ptr %2, align 1, !dbg !84
  %13 = sext i8 %12 to i32, !dbg !84
  %14 = call i32 (ptr, ptr, ...) @fprintf(ptr noundef %11, ptr noundef @.str.2, i32 noundef %13) #4, !dbg !85
  call void @abort() #5, !dbg !86
  unreachable, !dbg !86

15:                                               ; preds = %6
  %16 = load i8, ptr %2, align 1, !dbg !87
  %17 = sext i8 %16 to i32, !dbg !87
  %18 = sub nsw i32 %17, 48, !dbg !88
  ret i32 %18, !dbg !89
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare i32 @fprintf(ptr noundef, ptr noundef, ...) #2

; Function Attrs: noreturn nounwind
declare void @abort() #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "abort_call.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "b8be27a73cb9887b8eabd4edfe277b53")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 8, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 17)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !18, splitDebugInlining: false, nameTableKind: None)
!18 = !{!0, !7, !12}
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 8, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 2}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 14, type: !28, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !17, retainedNodes: !33)
!28 = !DISubroutineType(types: !29)
!29 = !{!30, !30, !31}
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!33 = !{}
!34 = !DILocalVariable(name: "argc", arg: 1, scope: !27, file: !2, line: 14, type: !30)
!35 = !DILocation(line: 14, column: 14, scope: !27)
!36 = !DILocalVariable(name: "argv", arg: 2, scope: !27, file: !2, line: 14, type: !31)
!37 = !DILocation(line: 14, column: 27, scope: !27)
!38 = !DILocation(line: 15, column: 9, scope: !27)
!39 = !DILocalVariable(name: "s", scope: !27, file: !2, line: 16, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!42 = !DILocation(line: 16, column: 15, scope: !27)
!43 = !DILocalVariable(name: "v", scope: !27, file: !2, line: 17, type: !30)
!44 = !DILocation(line: 17, column: 7, scope: !27)
!45 = !DILocalVariable(name: "i", scope: !46, file: !2, line: 18, type: !30)
!46 = distinct !DILexicalBlock(scope: !27, file: !2, line: 18, column: 3)
!47 = !DILocation(line: 18, column: 12, scope: !46)
!48 = !DILocation(line: 18, column: 8, scope: !46)
!49 = !DILocation(line: 18, column: 19, scope: !50)
!50 = distinct !DILexicalBlock(scope: !46, file: !2, line: 18, column: 3)
!51 = !DILocation(line: 18, column: 21, scope: !50)
!52 = !DILocation(line: 18, column: 3, scope: !46)
!53 = !DILocation(line: 19, column: 14, scope: !50)
!54 = !DILocation(line: 19, column: 12, scope: !50)
!55 = !DILocation(line: 19, column: 30, scope: !50)
!56 = !DILocation(line: 19, column: 32, scope: !50)
!57 = !DILocation(line: 19, column: 18, scope: !50)
!58 = !DILocation(line: 19, column: 16, scope: !50)
!59 = !DILocation(line: 19, column: 7, scope: !50)
!60 = !DILocation(line: 19, column: 5, scope: !50)
!61 = !DILocation(line: 18, column: 30, scope: !50)
!62 = !DILocation(line: 18, column: 27, scope: !50)
!63 = !DILocation(line: 18, column: 3, scope: !50)
!64 = distinct !{!64, !52, !65, !66}
!65 = !DILocation(line: 19, column: 34, scope: !46)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 20, column: 18, scope: !27)
!68 = !DILocation(line: 20, column: 3, scope: !27)
!69 = !DILocation(line: 21, column: 3, scope: !27)
!70 = distinct !DISubprogram(name: "parse_digit", scope: !2, file: !2, line: 6, type: !71, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !17, retainedNodes: !33)
!71 = !DISubroutineType(types: !72)
!72 = !{!30, !4}
!73 = !DILocalVariable(name: "c", arg: 1, scope: !70, file: !2, line: 6, type: !4)
!74 = !DILocation(line: 6, column: 55, scope: !70)
!75 = !DILocation(line: 7, column: 7, scope: !76)
!76 = distinct !DILexicalBlock(scope: !70, file: !2, line: 7, column: 7)
!77 = !DILocation(line: 7, column: 9, scope: !76)
!78 = !DILocation(line: 7, column: 15, scope: !76)
!79 = !DILocation(line: 7, column: 18, scope: !76)
!80 = !DILocation(line: 7, column: 20, scope: !76)
!81 = !DILocation(line: 7, column: 7, scope: !70)
!82 = !DILocation(line: 8, column: 13, scope: !83)
!83 = distinct !DILexicalBlock(scope: !76, file: !2, line: 7, column: 27)
!84 = !DILocation(line: 8, column: 42, scope: !83)
!85 = !DILocation(line: 8, column: 5, scope: !83)
!86 = !DILocation(line: 9, column: 5, scope: !83)
!87 = !DILocation(line: 11, column: 10, scope: !70)
!88 = !DILocation(line: 11, column: 12, scope: !70)
!89 = !DILocation(line: 11, column: 3, scope: !70)
