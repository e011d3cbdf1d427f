; ModuleID = 'escape_memcpy_call.c'
source_filename = "escape_memcpy_call.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.arg = type { ptr }

@copy = dso_local global ptr @memcpy, align 8, !dbg !0
@g = dso_local global %struct.arg zeroinitializer, align 8, !dbg !22
@.str = private unnamed_addr constant [7 x i8] c"a == b\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [21 x i8] c"escape_memcpy_call.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: nounwind
declare ptr @memcpy(ptr noundef, ptr noundef, i64 noundef) #0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @writer(ptr noundef %0) #1 !dbg !48 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !52, !DIExpression(), !53)
  %3 = load ptr, ptr @g, align 8, !dbg !54
  store volatile i32 1, ptr %3, align 4, !dbg !55
  ret ptr null, !dbg !56
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #1 !dbg !57 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.arg, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !60, !DIExpression(), !61)
  store volatile i32 0, ptr %2, align 4, !dbg !61
    #dbg_declare(ptr %3, !62, !DIExpression(), !63)
  %7 = getelementptr inbounds %struct.arg, ptr %3, i32 0, i32 0, !dbg !64
  store ptr %2, ptr %7, align 8, !dbg !64
  %8 = load volatile ptr, ptr @copy, align 8, !dbg !65
  %9 = call ptr %8(ptr noundef @g, ptr noundef %3, i64 noundef 8), !dbg !65
    #dbg_declare(ptr %4, !66, !DIExpression(), !69)
  %10 = call i32 @pthread_create(ptr noundef %4, ptr noundef null, ptr noundef @writer, ptr noundef null) #4, !dbg !70
    #dbg_declare(ptr %5, !71, !DIExpression(), !72)
  %11 = load volatile i32, ptr %2, align 4, !dbg !73
  store i32 %11, ptr %5, align 4, !dbg !72
    #dbg_declare(ptr %6, !74, !DIExpression(), !75)
  %12 = load volatile i32, ptr %2, align 4, !dbg !76
  store i32 %12, ptr %6, align 4, !dbg !75
  %13 = load i32, ptr %5, align 4, !dbg !77
  %14 = load i32, ptr %6, align 4, !dbg !77
  %15 = icmp eq i32 %13, %14, !dbg !77
  br i1 %15, label %16, label %17, !dbg !80

16:                                               ; preds = %0
  br label %18, !dbg !80

17:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 29, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !77
  unreachable, !dbg !77

18:                                               ; preds = %16
  %19 = load i64, ptr %4, align 8, !dbg !81
  %20 = call i32 @pthread_join(i64 noundef %19, ptr noundef null), !dbg !82
  ret i32 0, !dbg !83
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #0

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!40, !41, !42, !43, !44, !45, !46}
!llvm.ident = !{!47}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "copy", scope: !2, file: !3, line: 14, type: !30, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "escape_memcpy_call.c", directory: ".", checksumkind: CSK_MD5, checksum: "d049c1442c61d6baa5d82fc11902cac4")
!4 = !{!0, !5, !11, !16, !22}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 7)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 168, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 21)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 13, type: !24, isLocal: false, isDefinition: true)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "arg", file: !3, line: 11, size: 64, elements: !25)
!25 = !{!26}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !24, file: !3, line: 12, baseType: !27, size: 64)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !28, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !29)
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !31)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !34, !35, !37}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !38, line: 18, baseType: !39)
!38 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: ".", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!39 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!40 = !{i32 7, !"Dwarf Version", i32 5}
!41 = !{i32 2, !"Debug Info Version", i32 3}
!42 = !{i32 1, !"wchar_size", i32 4}
!43 = !{i32 8, !"PIC Level", i32 2}
!44 = !{i32 7, !"PIE Level", i32 2}
!45 = !{i32 7, !"uwtable", i32 2}
!46 = !{i32 7, !"frame-pointer", i32 2}
!47 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!48 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 16, type: !49, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !51)
!49 = !DISubroutineType(types: !50)
!50 = !{!34, !34}
!51 = !{}
!52 = !DILocalVariable(name: "a", arg: 1, scope: !48, file: !3, line: 16, type: !34)
!53 = !DILocation(line: 16, column: 20, scope: !48)
!54 = !DILocation(line: 17, column: 6, scope: !48)
!55 = !DILocation(line: 17, column: 8, scope: !48)
!56 = !DILocation(line: 18, column: 3, scope: !48)
!57 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !58, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !51)
!58 = !DISubroutineType(types: !59)
!59 = !{!29}
!60 = !DILocalVariable(name: "x", scope: !57, file: !3, line: 22, type: !28)
!61 = !DILocation(line: 22, column: 16, scope: !57)
!62 = !DILocalVariable(name: "s", scope: !57, file: !3, line: 23, type: !24)
!63 = !DILocation(line: 23, column: 14, scope: !57)
!64 = !DILocation(line: 23, column: 18, scope: !57)
!65 = !DILocation(line: 24, column: 3, scope: !57)
!66 = !DILocalVariable(name: "t", scope: !57, file: !3, line: 25, type: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !68, line: 27, baseType: !39)
!68 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!69 = !DILocation(line: 25, column: 13, scope: !57)
!70 = !DILocation(line: 26, column: 3, scope: !57)
!71 = !DILocalVariable(name: "a", scope: !57, file: !3, line: 27, type: !29)
!72 = !DILocation(line: 27, column: 7, scope: !57)
!73 = !DILocation(line: 27, column: 11, scope: !57)
!74 = !DILocalVariable(name: "b", scope: !57, file: !3, line: 28, type: !29)
!75 = !DILocation(line: 28, column: 7, scope: !57)
!76 = !DILocation(line: 28, column: 11, scope: !57)
!77 = !DILocation(line: 29, column: 3, scope: !78)
!78 = distinct !DILexicalBlock(scope: !79, file: !3, line: 29, column: 3)
!79 = distinct !DILexicalBlock(scope: !57, file: !3, line: 29, column: 3)
!80 = !DILocation(line: 29, column: 3, scope: !79)
!81 = !DILocation(line: 30, column: 16, scope: !57)
!82 = !DILocation(line: 30, column: 3, scope: !57)
!83 = !DILocation(line: 31, column: 3, scope: !57)
