; ModuleID = 'ok_realloc_zero.c'
source_filename = "ok_realloc_zero.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1, !dbg !0

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
  %9 = load i32, ptr %4, align 4, !dbg !36
  %10 = sext i32 %9 to i64, !dbg !37
  %11 = mul i64 8, %10, !dbg !38
  %12 = call noalias ptr @malloc(i64 noundef %11) #5, !dbg !39
  store ptr %12, ptr %6, align 8, !dbg !35
    #dbg_declare(ptr %7, !40, !DIExpression(), !41)
  %13 = load ptr, ptr %6, align 8, !dbg !42
  %14 = call ptr @realloc(ptr noundef %13, i64 noundef 0) #6, !dbg !43
  store ptr %14, ptr %7, align 8, !dbg !41
  %15 = load ptr, ptr %7, align 8, !dbg !44
  %16 = icmp eq ptr %15, null, !dbg !45
  %17 = zext i1 %16 to i32, !dbg !45
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %17), !dbg !46
  %19 = load ptr, ptr %7, align 8, !dbg !47
  call void @free(ptr noundef %19) #7, !dbg !48
  ret i32 0, !dbg !49
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind allocsize(1) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "ok_realloc_zero.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "f70a8fbdc496c444aefec6de5cc26687")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !13, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !12}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !10, line: 18, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!13 = !{!0}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !23, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !28)
!23 = !DISubroutineType(types: !24)
!24 = !{!25, !25, !26}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!28 = !{}
!29 = !DILocalVariable(name: "argc", arg: 1, scope: !22, file: !2, line: 11, type: !25)
!30 = !DILocation(line: 11, column: 14, scope: !22)
!31 = !DILocalVariable(name: "argv", arg: 2, scope: !22, file: !2, line: 11, type: !26)
!32 = !DILocation(line: 11, column: 27, scope: !22)
!33 = !DILocation(line: 12, column: 9, scope: !22)
!34 = !DILocalVariable(name: "p", scope: !22, file: !2, line: 13, type: !27)
!35 = !DILocation(line: 13, column: 9, scope: !22)
!36 = !DILocation(line: 13, column: 32, scope: !22)
!37 = !DILocation(line: 13, column: 24, scope: !22)
!38 = !DILocation(line: 13, column: 22, scope: !22)
!39 = !DILocation(line: 13, column: 13, scope: !22)
!40 = !DILocalVariable(name: "q", scope: !22, file: !2, line: 14, type: !27)
!41 = !DILocation(line: 14, column: 9, scope: !22)
!42 = !DILocation(line: 14, column: 21, scope: !22)
!43 = !DILocation(line: 14, column: 13, scope: !22)
!44 = !DILocation(line: 15, column: 18, scope: !22)
!45 = !DILocation(line: 15, column: 20, scope: !22)
!46 = !DILocation(line: 15, column: 3, scope: !22)
!47 = !DILocation(line: 16, column: 8, scope: !22)
!48 = !DILocation(line: 16, column: 3, scope: !22)
!49 = !DILocation(line: 17, column: 3, scope: !22)
