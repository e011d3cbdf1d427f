; ModuleID = 'output_independent.c'
source_filename = "output_independent.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"thread %ld: hello\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"thread %ld: bye\0A\00", align 1, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @talk(ptr noundef %0) #0 !dbg !25 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !29, !DIExpression(), !30)
    #dbg_declare(ptr %3, !31, !DIExpression(), !32)
  %4 = load ptr, ptr %2, align 8, !dbg !33
  %5 = ptrtoint ptr %4 to i64, !dbg !34
  store i64 %5, ptr %3, align 8, !dbg !32
  %6 = load i64, ptr %3, align 8, !dbg !35
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %6), !dbg !36
  %8 = load i64, ptr %3, align 8, !dbg !37
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %8), !dbg !38
  ret ptr null, !dbg !39
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !40 {
  %1 = alloca i32, align 4
  %2 = alloca [3 x i64], align 16
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !44, !DIExpression(), !51)
    #dbg_declare(ptr %3, !52, !DIExpression(), !54)
  store i64 0, ptr %3, align 8, !dbg !54
  br label %5, !dbg !55

5:                                                ; preds = %14, %0
  %6 = load i64, ptr %3, align 8, !dbg !56
  %7 = icmp slt i64 %6, 3, !dbg !58
  br i1 %7, label %8, label %17, !dbg !59

8:                                                ; preds = %5
  %9 = load i64, ptr %3, align 8, !dbg !60
  %10 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %9, !dbg !61
  %11 = load i64, ptr %3, align 8, !dbg !62
  %12 = inttoptr i64 %11 to ptr, !dbg !63
  %13 = call i32 @pthread_create(ptr noundef %10, ptr noundef null, ptr noundef @talk, ptr noundef %12) #3, !dbg !64
  br label %14, !dbg !64

14:                                               ; preds = %8
  %15 = load i64, ptr %3, align 8, !dbg !65
  %16 = add nsw i64 %15, 1, !dbg !65
  store i64 %16, ptr %3, align 8, !dbg !65
  br label %5, !dbg !66, !llvm.loop !67

17:                                               ; preds = %5
    #dbg_declare(ptr %4, !70, !DIExpression(), !72)
  store i32 0, ptr %4, align 4, !dbg !72
  br label %18, !dbg !73

18:                                               ; preds = %27, %17
  %19 = load i32, ptr %4, align 4, !dbg !74
  %20 = icmp slt i32 %19, 3, !dbg !76
  br i1 %20, label %21, label %30, !dbg !77

21:                                               ; preds = %18
  %22 = load i32, ptr %4, align 4, !dbg !78
  %23 = sext i32 %22 to i64, !dbg !79
  %24 = getelementptr inbounds [3 x i64], ptr %2, i64 0, i64 %23, !dbg !79
  %25 = load i64, ptr %24, align 8, !dbg !79
  %26 = call i32 @pthread_join(i64 noundef %25, ptr noundef null), !dbg !80
  br label %27, !dbg !80

27:                                               ; preds = %21
  %28 = load i32, ptr %4, align 4, !dbg !81
  %29 = add nsw i32 %28, 1, !dbg !81
  store i32 %29, ptr %4, align 4, !dbg !81
  br label %18, !dbg !82, !llvm.loop !83

30:                                               ; preds = %18
  ret i32 0, !dbg !85
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!17, !18, !19, !20, !21, !22, !23}
!llvm.ident = !{!24}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "output_independent.c", directory: "/work/msc/tests/check", checksumkind: CSK_MD5, checksum: "82d890aafcffa49d4e42896ac2dd92c1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 19)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !13, globals: !16, splitDebugInlining: false, nameTableKind: None)
!13 = !{!14, !15}
!14 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!16 = !{!0, !7}
!17 = !{i32 7, !"Dwarf Version", i32 5}
!18 = !{i32 2, !"Debug Info Version", i32 3}
!19 = !{i32 1, !"wchar_size", i32 4}
!20 = !{i32 8, !"PIC Level", i32 2}
!21 = !{i32 7, !"PIE Level", i32 2}
!22 = !{i32 7, !"uwtable", i32 2}
!23 = !{i32 7, !"frame-pointer", i32 2}
!24 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!25 = distinct !DISubprogram(name: "talk", scope: !2, file: !2, line: 8, type: !26, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !12, retainedNodes: !28)
!26 = !DISubroutineType(types: !27)
!27 = !{!15, !15}
!28 = !{}
!29 = !DILocalVariable(name: "arg", arg: 1, scope: !25, file: !2, line: 8, type: !15)
!30 = !DILocation(line: 8, column: 18, scope: !25)
!31 = !DILocalVariable(name: "id", scope: !25, file: !2, line: 9, type: !14)
!32 = !DILocation(line: 9, column: 8, scope: !25)
!33 = !DILocation(line: 9, column: 19, scope: !25)
!34 = !DILocation(line: 9, column: 13, scope: !25)
!35 = !DILocation(line: 10, column: 33, scope: !25)
!36 = !DILocation(line: 10, column: 3, scope: !25)
!37 = !DILocation(line: 11, column: 31, scope: !25)
!38 = !DILocation(line: 11, column: 3, scope: !25)
!39 = !DILocation(line: 12, column: 3, scope: !25)
!40 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !41, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !12, retainedNodes: !28)
!41 = !DISubroutineType(types: !42)
!42 = !{!43}
!43 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!44 = !DILocalVariable(name: "t", scope: !40, file: !2, line: 16, type: !45)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 192, elements: !49)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !47, line: 27, baseType: !48)
!47 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!48 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!49 = !{!50}
!50 = !DISubrange(count: 3)
!51 = !DILocation(line: 16, column: 13, scope: !40)
!52 = !DILocalVariable(name: "i", scope: !53, file: !2, line: 17, type: !14)
!53 = distinct !DILexicalBlock(scope: !40, file: !2, line: 17, column: 3)
!54 = !DILocation(line: 17, column: 13, scope: !53)
!55 = !DILocation(line: 17, column: 8, scope: !53)
!56 = !DILocation(line: 17, column: 20, scope: !57)
!57 = distinct !DILexicalBlock(scope: !53, file: !2, line: 17, column: 3)
!58 = !DILocation(line: 17, column: 22, scope: !57)
!59 = !DILocation(line: 17, column: 3, scope: !53)
!60 = !DILocation(line: 18, column: 23, scope: !57)
!61 = !DILocation(line: 18, column: 21, scope: !57)
!62 = !DILocation(line: 18, column: 44, scope: !57)
!63 = !DILocation(line: 18, column: 36, scope: !57)
!64 = !DILocation(line: 18, column: 5, scope: !57)
!65 = !DILocation(line: 17, column: 28, scope: !57)
!66 = !DILocation(line: 17, column: 3, scope: !57)
!67 = distinct !{!67, !59, !68, !69}
!68 = !DILocation(line: 18, column: 45, scope: !53)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !DILocalVariable(name: "i", scope: !71, file: !2, line: 19, type: !43)
!71 = distinct !DILexicalBlock(scope: !40, file: !2, line: 19, column: 3)
!72 = !DILocation(line: 19, column: 12, scope: !71)
!73 = !DILocation(line: 19, column: 8, scope: !71)
!74 = !DILocation(line: 19, column: 19, scope: !75)
!75 = distinct !DILexicalBlock(scope: !71, file: !2, line: 19, column: 3)
!76 = !DILocation(line: 19, column: 21, scope: !75)
!77 = !DILocation(line: 19, column: 3, scope: !71)
!78 = !DILocation(line: 20, column: 20, scope: !75)
!79 = !DILocation(line: 20, column: 18, scope: !75)
!80 = !DILocation(line: 20, column: 5, scope: !75)
!81 = !DILocation(line: 19, column: 27, scope: !75)
!82 = !DILocation(line: 19, column: 3, scope: !75)
!83 = distinct !{!83, !77, !84, !69}
!84 = !DILocation(line: 20, column: 25, scope: !71)
!85 = !DILocation(line: 21, column: 3, scope: !40)
