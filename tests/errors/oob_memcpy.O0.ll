; ModuleID = 'oob_memcpy.c'
source_filename = "oob_memcpy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [12 x i8] c"long name!!\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !26 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !33, !DIExpression(), !34)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !35, !DIExpression(), !36)
  %8 = load ptr, ptr %5, align 8, !dbg !37
    #dbg_declare(ptr %6, !38, !DIExpression(), !41)
  store ptr @.str, ptr %6, align 8, !dbg !41
    #dbg_declare(ptr %7, !42, !DIExpression(), !43)
  %9 = load ptr, ptr %6, align 8, !dbg !44
  %10 = load ptr, ptr %6, align 8, !dbg !45
  %11 = call i64 @strlen(ptr noundef %10) #6, !dbg !46
  %12 = load i32, ptr %4, align 4, !dbg !47
  %13 = sext i32 %12 to i64, !dbg !48
  %14 = add i64 %11, %13, !dbg !49
  %15 = call ptr @copy_name(ptr noundef %9, i64 noundef %14), !dbg !50
  store ptr %15, ptr %7, align 8, !dbg !43
  %16 = load ptr, ptr %7, align 8, !dbg !51
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %16), !dbg !52
  %18 = load ptr, ptr %7, align 8, !dbg !53
  call void @free(ptr noundef %18) #7, !dbg !54
  ret i32 0, !dbg !55
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @copy_name(ptr noundef %0, i64 noundef %1) #0 !dbg !56 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !59, !DIExpression(), !60)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !61, !DIExpression(), !62)
    #dbg_declare(ptr %5, !63, !DIExpression(), !64)
  %6 = call noalias ptr @malloc(i64 noundef 8) #8, !dbg !65
  store ptr %6, ptr %5, align 8, !dbg !64
  %7 = load ptr, ptr %5, align 8, !dbg !66
  %8 = load ptr, ptr %3, align 8, !dbg !67
  %9 = load i64, ptr %4, align 8, !dbg !68
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %7, ptr align 1 %8, i64 %9, i1 false), !dbg !69
  %10 = load ptr, ptr %5, align 8, !dbg !70
  ret ptr %10, !dbg !71
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "oob_memcpy.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "652350964b2fadf662b29dc42e20ffb8")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !13, globals: !17, splitDebugInlining: false, nameTableKind: None)
!13 = !{!14}
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !15, line: 18, baseType: !16)
!15 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!16 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!17 = !{!0, !7}
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 8, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 2}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!26 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 14, type: !27, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !12, retainedNodes: !32)
!27 = !DISubroutineType(types: !28)
!28 = !{!29, !29, !30}
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!32 = !{}
!33 = !DILocalVariable(name: "argc", arg: 1, scope: !26, file: !2, line: 14, type: !29)
!34 = !DILocation(line: 14, column: 14, scope: !26)
!35 = !DILocalVariable(name: "argv", arg: 2, scope: !26, file: !2, line: 14, type: !30)
!36 = !DILocation(line: 14, column: 27, scope: !26)
!37 = !DILocation(line: 15, column: 9, scope: !26)
!38 = !DILocalVariable(name: "s", scope: !26, file: !2, line: 16, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!41 = !DILocation(line: 16, column: 15, scope: !26)
!42 = !DILocalVariable(name: "p", scope: !26, file: !2, line: 17, type: !31)
!43 = !DILocation(line: 17, column: 9, scope: !26)
!44 = !DILocation(line: 17, column: 23, scope: !26)
!45 = !DILocation(line: 17, column: 33, scope: !26)
!46 = !DILocation(line: 17, column: 26, scope: !26)
!47 = !DILocation(line: 17, column: 46, scope: !26)
!48 = !DILocation(line: 17, column: 38, scope: !26)
!49 = !DILocation(line: 17, column: 36, scope: !26)
!50 = !DILocation(line: 17, column: 13, scope: !26)
!51 = !DILocation(line: 18, column: 18, scope: !26)
!52 = !DILocation(line: 18, column: 3, scope: !26)
!53 = !DILocation(line: 19, column: 8, scope: !26)
!54 = !DILocation(line: 19, column: 3, scope: !26)
!55 = !DILocation(line: 20, column: 3, scope: !26)
!56 = distinct !DISubprogram(name: "copy_name", scope: !2, file: !2, line: 8, type: !57, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !12, retainedNodes: !32)
!57 = !DISubroutineType(types: !58)
!58 = !{!31, !39, !14}
!59 = !DILocalVariable(name: "name", arg: 1, scope: !56, file: !2, line: 8, type: !39)
!60 = !DILocation(line: 8, column: 62, scope: !56)
!61 = !DILocalVariable(name: "len", arg: 2, scope: !56, file: !2, line: 8, type: !14)
!62 = !DILocation(line: 8, column: 75, scope: !56)
!63 = !DILocalVariable(name: "p", scope: !56, file: !2, line: 9, type: !31)
!64 = !DILocation(line: 9, column: 9, scope: !56)
!65 = !DILocation(line: 9, column: 13, scope: !56)
!66 = !DILocation(line: 10, column: 10, scope: !56)
!67 = !DILocation(line: 10, column: 13, scope: !56)
!68 = !DILocation(line: 10, column: 19, scope: !56)
!69 = !DILocation(line: 10, column: 3, scope: !56)
!70 = !DILocation(line: 11, column: 10, scope: !56)
!71 = !DILocation(line: 11, column: 3, scope: !56)
