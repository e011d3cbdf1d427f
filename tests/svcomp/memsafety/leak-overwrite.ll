; ModuleID = 'leak-overwrite.c'
source_filename = "leak-overwrite.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@buf = dso_local global ptr null, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @grow(ptr noundef %0) #0 !dbg !18 {
  %2 = alloca ptr, align 4
  %3 = alloca ptr, align 4
  %4 = alloca ptr, align 4
  store ptr %0, ptr %3, align 4
    #dbg_declare(ptr %3, !22, !DIExpression(), !23)
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  %5 = call noalias ptr @malloc(i32 noundef 16) #4, !dbg !26
  store ptr %5, ptr %4, align 4, !dbg !25
  %6 = load ptr, ptr %4, align 4, !dbg !27
  %7 = icmp eq ptr %6, null, !dbg !29
  br i1 %7, label %8, label %9, !dbg !30

8:                                                ; preds = %1
  store ptr null, ptr %2, align 4, !dbg !31
  br label %16, !dbg !31

9:                                                ; preds = %1
  %10 = load ptr, ptr @buf, align 4, !dbg !32
  %11 = getelementptr inbounds i8, ptr %10, i32 0, !dbg !32
  %12 = load i8, ptr %11, align 1, !dbg !32
  %13 = load ptr, ptr %4, align 4, !dbg !33
  %14 = getelementptr inbounds i8, ptr %13, i32 0, !dbg !33
  store i8 %12, ptr %14, align 1, !dbg !34
  %15 = load ptr, ptr %4, align 4, !dbg !35
  store ptr %15, ptr @buf, align 4, !dbg !36
  store ptr null, ptr %2, align 4, !dbg !37
  br label %16, !dbg !37

16:                                               ; preds = %9, %8
  %17 = load ptr, ptr %2, align 4, !dbg !38
  ret ptr %17, !dbg !38
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !39 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !43, !DIExpression(), !47)
  %3 = call noalias ptr @malloc(i32 noundef 4) #4, !dbg !48
  store ptr %3, ptr @buf, align 4, !dbg !49
  %4 = load ptr, ptr @buf, align 4, !dbg !50
  %5 = icmp eq ptr %4, null, !dbg !52
  br i1 %5, label %6, label %7, !dbg !53

6:                                                ; preds = %0
  store i32 0, ptr %1, align 4, !dbg !54
  br label %14, !dbg !54

7:                                                ; preds = %0
  %8 = load ptr, ptr @buf, align 4, !dbg !55
  %9 = getelementptr inbounds i8, ptr %8, i32 0, !dbg !55
  store i8 120, ptr %9, align 1, !dbg !56
  %10 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @grow, ptr noundef null) #5, !dbg !57
  %11 = load i32, ptr %2, align 4, !dbg !58
  %12 = call i32 @pthread_join(i32 noundef %11, ptr noundef null), !dbg !59
  %13 = load ptr, ptr @buf, align 4, !dbg !60
  call void @free(ptr noundef %13) #5, !dbg !61
  store i32 0, ptr %1, align 4, !dbg !62
  br label %14, !dbg !62

14:                                               ; preds = %7, %6
  %15 = load i32, ptr %1, align 4, !dbg !63
  ret i32 %15, !dbg !63
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i32 noundef, ptr noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 9, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "leak-overwrite.c", directory: ".", checksumkind: CSK_MD5, checksum: "c97016ddd16f1cdbaf8ff705353178a9")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!6 = !{!0}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 32)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{i32 1, !"NumRegisterParameters", i32 0}
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 2}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "grow", scope: !3, file: !3, line: 11, type: !19, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!5, !5}
!21 = !{}
!22 = !DILocalVariable(name: "arg", arg: 1, scope: !18, file: !3, line: 11, type: !5)
!23 = !DILocation(line: 11, column: 18, scope: !18)
!24 = !DILocalVariable(name: "bigger", scope: !18, file: !3, line: 12, type: !7)
!25 = !DILocation(line: 12, column: 9, scope: !18)
!26 = !DILocation(line: 12, column: 18, scope: !18)
!27 = !DILocation(line: 13, column: 7, scope: !28)
!28 = distinct !DILexicalBlock(scope: !18, file: !3, line: 13, column: 7)
!29 = !DILocation(line: 13, column: 14, scope: !28)
!30 = !DILocation(line: 13, column: 7, scope: !18)
!31 = !DILocation(line: 14, column: 5, scope: !28)
!32 = !DILocation(line: 15, column: 15, scope: !18)
!33 = !DILocation(line: 15, column: 3, scope: !18)
!34 = !DILocation(line: 15, column: 13, scope: !18)
!35 = !DILocation(line: 16, column: 9, scope: !18)
!36 = !DILocation(line: 16, column: 7, scope: !18)
!37 = !DILocation(line: 17, column: 3, scope: !18)
!38 = !DILocation(line: 18, column: 1, scope: !18)
!39 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !40, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!40 = !DISubroutineType(types: !41)
!41 = !{!42}
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !DILocalVariable(name: "t", scope: !39, file: !3, line: 21, type: !44)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !45, line: 27, baseType: !46)
!45 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!46 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!47 = !DILocation(line: 21, column: 13, scope: !39)
!48 = !DILocation(line: 22, column: 9, scope: !39)
!49 = !DILocation(line: 22, column: 7, scope: !39)
!50 = !DILocation(line: 23, column: 7, scope: !51)
!51 = distinct !DILexicalBlock(scope: !39, file: !3, line: 23, column: 7)
!52 = !DILocation(line: 23, column: 11, scope: !51)
!53 = !DILocation(line: 23, column: 7, scope: !39)
!54 = !DILocation(line: 24, column: 5, scope: !51)
!55 = !DILocation(line: 25, column: 3, scope: !39)
!56 = !DILocation(line: 25, column: 10, scope: !39)
!57 = !DILocation(line: 26, column: 3, scope: !39)
!58 = !DILocation(line: 27, column: 16, scope: !39)
!59 = !DILocation(line: 27, column: 3, scope: !39)
!60 = !DILocation(line: 28, column: 8, scope: !39)
!61 = !DILocation(line: 28, column: 3, scope: !39)
!62 = !DILocation(line: 29, column: 3, scope: !39)
!63 = !DILocation(line: 30, column: 1, scope: !39)
