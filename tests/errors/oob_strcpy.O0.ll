; ModuleID = 'oob_strcpy.c'
source_filename = "oob_strcpy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"everybody\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"hello %s\0A\00", align 1, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !19 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !26, !DIExpression(), !27)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !28, !DIExpression(), !29)
  %6 = load i32, ptr %4, align 4, !dbg !30
  %7 = icmp sgt i32 %6, 1, !dbg !31
  br i1 %7, label %8, label %12, !dbg !30

8:                                                ; preds = %2
  %9 = load ptr, ptr %5, align 8, !dbg !32
  %10 = getelementptr inbounds ptr, ptr %9, i64 1, !dbg !32
  %11 = load ptr, ptr %10, align 8, !dbg !32
  br label %13, !dbg !30

12:                                               ; preds = %2
  br label %13, !dbg !30

13:                                               ; preds = %12, %8
  %14 = phi ptr [ %11, %8 ], [ @.str, %12 ], !dbg !30
  call void @greet(ptr noundef %14), !dbg !33
  ret i32 0, !dbg !34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @greet(ptr noundef %0) #0 !dbg !35 {
  %2 = alloca ptr, align 8
  %3 = alloca [8 x i8], align 1
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !40, !DIExpression(), !41)
    #dbg_declare(ptr %3, !42, !DIExpression(), !46)
  %4 = getelementptr inbounds [8 x i8], ptr %3, i64 0, i64 0, !dbg !47
  %5 = load ptr, ptr %2, align 8, !dbg !48
  %6 = call ptr @strcpy(ptr noundef %4, ptr noundef %5) #3, !dbg !49
  %7 = getelementptr inbounds [8 x i8], ptr %3, i64 0, i64 0, !dbg !50
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %7), !dbg !51
  ret void, !dbg !52
}

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #1

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!9}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "oob_strcpy.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "c6a48df5b50895b83b53407a51d5f627")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 10)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !3, isLocal: true, isDefinition: true)
!9 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !10, splitDebugInlining: false, nameTableKind: None)
!10 = !{!0, !7}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 14, type: !20, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !9, retainedNodes: !25)
!20 = !DISubroutineType(types: !21)
!21 = !{!22, !22, !23}
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!25 = !{}
!26 = !DILocalVariable(name: "argc", arg: 1, scope: !19, file: !2, line: 14, type: !22)
!27 = !DILocation(line: 14, column: 14, scope: !19)
!28 = !DILocalVariable(name: "argv", arg: 2, scope: !19, file: !2, line: 14, type: !23)
!29 = !DILocation(line: 14, column: 27, scope: !19)
!30 = !DILocation(line: 15, column: 9, scope: !19)
!31 = !DILocation(line: 15, column: 14, scope: !19)
!32 = !DILocation(line: 15, column: 20, scope: !19)
!33 = !DILocation(line: 15, column: 3, scope: !19)
!34 = !DILocation(line: 16, column: 3, scope: !19)
!35 = distinct !DISubprogram(name: "greet", scope: !2, file: !2, line: 8, type: !36, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !9, retainedNodes: !25)
!36 = !DISubroutineType(types: !37)
!37 = !{null, !38}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!40 = !DILocalVariable(name: "who", arg: 1, scope: !35, file: !2, line: 8, type: !38)
!41 = !DILocation(line: 8, column: 57, scope: !35)
!42 = !DILocalVariable(name: "buf", scope: !35, file: !2, line: 9, type: !43)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 8)
!46 = !DILocation(line: 9, column: 8, scope: !35)
!47 = !DILocation(line: 10, column: 10, scope: !35)
!48 = !DILocation(line: 10, column: 15, scope: !35)
!49 = !DILocation(line: 10, column: 3, scope: !35)
!50 = !DILocation(line: 11, column: 24, scope: !35)
!51 = !DILocation(line: 11, column: 3, scope: !35)
!52 = !DILocation(line: 12, column: 1, scope: !35)
