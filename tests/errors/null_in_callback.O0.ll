; ModuleID = 'null_in_callback.c'
source_filename = "null_in_callback.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.item = type { i32, ptr }

@main.a = internal constant %struct.item { i32 1, ptr @.str }, align 8, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"one\00", align 1, !dbg !26
@main.b = internal constant %struct.item { i32 5, ptr @.str.1 }, align 8, !dbg !36
@.str.1 = private unnamed_addr constant [5 x i8] c"five\00", align 1, !dbg !31
@__const.main.table = private unnamed_addr constant [3 x ptr] [ptr @main.a, ptr @main.b, ptr null], align 16
@.str.2 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1, !dbg !38
@.str.3 = private unnamed_addr constant [5 x i8] c"none\00", align 1, !dbg !40

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !2 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca [3 x ptr], align 16
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !51, !DIExpression(), !52)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !53, !DIExpression(), !54)
  %9 = load ptr, ptr %5, align 8, !dbg !55
    #dbg_declare(ptr %6, !56, !DIExpression(), !60)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.table, i64 24, i1 false), !dbg !60
    #dbg_declare(ptr %7, !61, !DIExpression(), !62)
  %10 = load i32, ptr %4, align 4, !dbg !63
  %11 = mul nsw i32 %10, 3, !dbg !64
  %12 = add nsw i32 4, %11, !dbg !65
  store i32 %12, ptr %7, align 4, !dbg !62
    #dbg_declare(ptr %8, !66, !DIExpression(), !67)
  %13 = getelementptr inbounds [3 x ptr], ptr %6, i64 0, i64 0, !dbg !68
  %14 = call ptr @bsearch(ptr noundef %7, ptr noundef %13, i64 noundef 3, i64 noundef 8, ptr noundef @by_key), !dbg !69
  store ptr %14, ptr %8, align 8, !dbg !67
  %15 = load ptr, ptr %8, align 8, !dbg !70
  %16 = icmp ne ptr %15, null, !dbg !70
  br i1 %16, label %17, label %22, !dbg !70

17:                                               ; preds = %2
  %18 = load ptr, ptr %8, align 8, !dbg !71
  %19 = load ptr, ptr %18, align 8, !dbg !72
  %20 = getelementptr inbounds %struct.item, ptr %19, i32 0, i32 1, !dbg !73
  %21 = load ptr, ptr %20, align 8, !dbg !73
  br label %23, !dbg !70

22:                                               ; preds = %2
  br label %23, !dbg !70

23:                                               ; preds = %22, %17
  %24 = phi ptr [ %21, %17 ], [ @.str.3, %22 ], !dbg !70
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %24), !dbg !74
  ret i32 0, !dbg !75
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare ptr @bsearch(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @by_key(ptr noundef %0, ptr noundef %1) #0 !dbg !76 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !81, !DIExpression(), !82)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !83, !DIExpression(), !84)
    #dbg_declare(ptr %5, !85, !DIExpression(), !86)
  %6 = load ptr, ptr %4, align 8, !dbg !87
  %7 = load ptr, ptr %6, align 8, !dbg !88
  store ptr %7, ptr %5, align 8, !dbg !86
  %8 = load ptr, ptr %3, align 8, !dbg !89
  %9 = load i32, ptr %8, align 4, !dbg !90
  %10 = load ptr, ptr %5, align 8, !dbg !91
  %11 = call i32 @key_of(ptr noundef %10), !dbg !92
  %12 = sub nsw i32 %9, %11, !dbg !93
  ret i32 %12, !dbg !94
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @key_of(ptr noundef %0) #0 !dbg !95 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !98, !DIExpression(), !99)
  %3 = load ptr, ptr %2, align 8, !dbg !100
  %4 = getelementptr inbounds %struct.item, ptr %3, i32 0, i32 0, !dbg !101
  %5 = load i32, ptr %4, align 8, !dbg !101
  ret i32 %5, !dbg !102
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 24, type: !16, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !4, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !42)
!3 = !DIFile(filename: "null_in_callback.c", directory: "/work/main/tests/errors", checksumkind: CSK_MD5, checksum: "49f63995cfe10b88160bef4f037eda60")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !6, !7}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!9 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!10 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !11, globals: !25, splitDebugInlining: false, nameTableKind: None)
!11 = !{!12, !13, !23}
!12 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!15 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !17)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "item", file: !3, line: 8, size: 128, elements: !18)
!18 = !{!19, !20}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !17, file: !3, line: 9, baseType: !6, size: 32)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !17, file: !3, line: 10, baseType: !21, size: 64, offset: 64)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!25 = !{!26, !0, !31, !36, !38, !40}
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 32, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 4)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 40, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 5)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 24, type: !16, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !28, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !33, isLocal: true, isDefinition: true)
!42 = !{}
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 8, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 2}
!49 = !{i32 7, !"frame-pointer", i32 2}
!50 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!51 = !DILocalVariable(name: "argc", arg: 1, scope: !2, file: !3, line: 22, type: !6)
!52 = !DILocation(line: 22, column: 14, scope: !2)
!53 = !DILocalVariable(name: "argv", arg: 2, scope: !2, file: !3, line: 22, type: !7)
!54 = !DILocation(line: 22, column: 27, scope: !2)
!55 = !DILocation(line: 23, column: 9, scope: !2)
!56 = !DILocalVariable(name: "table", scope: !2, file: !3, line: 25, type: !57)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 192, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 3)
!60 = !DILocation(line: 25, column: 22, scope: !2)
!61 = !DILocalVariable(name: "key", scope: !2, file: !3, line: 26, type: !6)
!62 = !DILocation(line: 26, column: 7, scope: !2)
!63 = !DILocation(line: 26, column: 17, scope: !2)
!64 = !DILocation(line: 26, column: 22, scope: !2)
!65 = !DILocation(line: 26, column: 15, scope: !2)
!66 = !DILocalVariable(name: "hit", scope: !2, file: !3, line: 27, type: !13)
!67 = !DILocation(line: 27, column: 29, scope: !2)
!68 = !DILocation(line: 27, column: 49, scope: !2)
!69 = !DILocation(line: 27, column: 35, scope: !2)
!70 = !DILocation(line: 28, column: 18, scope: !2)
!71 = !DILocation(line: 28, column: 26, scope: !2)
!72 = !DILocation(line: 28, column: 25, scope: !2)
!73 = !DILocation(line: 28, column: 32, scope: !2)
!74 = !DILocation(line: 28, column: 3, scope: !2)
!75 = !DILocation(line: 29, column: 3, scope: !2)
!76 = distinct !DISubprogram(name: "by_key", scope: !3, file: !3, line: 17, type: !77, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !42)
!77 = !DISubroutineType(types: !78)
!78 = !{!6, !79, !79}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!81 = !DILocalVariable(name: "k", arg: 1, scope: !76, file: !3, line: 17, type: !79)
!82 = !DILocation(line: 17, column: 31, scope: !76)
!83 = !DILocalVariable(name: "elem", arg: 2, scope: !76, file: !3, line: 17, type: !79)
!84 = !DILocation(line: 17, column: 46, scope: !76)
!85 = !DILocalVariable(name: "it", scope: !76, file: !3, line: 18, type: !15)
!86 = !DILocation(line: 18, column: 22, scope: !76)
!87 = !DILocation(line: 18, column: 56, scope: !76)
!88 = !DILocation(line: 18, column: 27, scope: !76)
!89 = !DILocation(line: 19, column: 24, scope: !76)
!90 = !DILocation(line: 19, column: 10, scope: !76)
!91 = !DILocation(line: 19, column: 35, scope: !76)
!92 = !DILocation(line: 19, column: 28, scope: !76)
!93 = !DILocation(line: 19, column: 26, scope: !76)
!94 = !DILocation(line: 19, column: 3, scope: !76)
!95 = distinct !DISubprogram(name: "key_of", scope: !3, file: !3, line: 13, type: !96, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !10, retainedNodes: !42)
!96 = !DISubroutineType(types: !97)
!97 = !{!6, !15}
!98 = !DILocalVariable(name: "it", arg: 1, scope: !95, file: !3, line: 13, type: !15)
!99 = !DILocation(line: 13, column: 45, scope: !95)
!100 = !DILocation(line: 14, column: 10, scope: !95)
!101 = !DILocation(line: 14, column: 14, scope: !95)
!102 = !DILocation(line: 14, column: 3, scope: !95)
