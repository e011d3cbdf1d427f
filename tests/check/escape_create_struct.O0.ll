; ModuleID = 'escape_create_struct.c'
source_filename = "escape_create_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.arg = type { ptr }

@.str = private unnamed_addr constant [7 x i8] c"a == b\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [23 x i8] c"escape_create_struct.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @writer(ptr noundef %0) #0 !dbg !28 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !33, !DIExpression(), !34)
    #dbg_declare(ptr %3, !35, !DIExpression(), !43)
  %4 = load ptr, ptr %2, align 8, !dbg !44
  store ptr %4, ptr %3, align 8, !dbg !43
  %5 = load ptr, ptr %3, align 8, !dbg !45
  %6 = getelementptr inbounds %struct.arg, ptr %5, i32 0, i32 0, !dbg !46
  %7 = load ptr, ptr %6, align 8, !dbg !46
  store volatile i32 1, ptr %7, align 4, !dbg !47
  ret ptr null, !dbg !48
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !49 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.arg, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !52, !DIExpression(), !53)
  store volatile i32 0, ptr %2, align 4, !dbg !53
    #dbg_declare(ptr %3, !54, !DIExpression(), !55)
  %7 = getelementptr inbounds %struct.arg, ptr %3, i32 0, i32 0, !dbg !56
  store ptr %2, ptr %7, align 8, !dbg !56
    #dbg_declare(ptr %4, !57, !DIExpression(), !61)
  %8 = call i32 @pthread_create(ptr noundef %4, ptr noundef null, ptr noundef @writer, ptr noundef %3) #4, !dbg !62
    #dbg_declare(ptr %5, !63, !DIExpression(), !64)
  %9 = load volatile i32, ptr %2, align 4, !dbg !65
  store i32 %9, ptr %5, align 4, !dbg !64
    #dbg_declare(ptr %6, !66, !DIExpression(), !67)
  %10 = load volatile i32, ptr %2, align 4, !dbg !68
  store i32 %10, ptr %6, align 4, !dbg !67
  %11 = load i32, ptr %5, align 4, !dbg !69
  %12 = load i32, ptr %6, align 4, !dbg !69
  %13 = icmp eq i32 %11, %12, !dbg !69
  br i1 %13, label %14, label %15, !dbg !72

14:                                               ; preds = %0
  br label %16, !dbg !72

15:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 27, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !69
  unreachable, !dbg !69

16:                                               ; preds = %14
  %17 = load i64, ptr %4, align 8, !dbg !73
  %18 = call i32 @pthread_join(i64 noundef %17, ptr noundef null), !dbg !74
  ret i32 0, !dbg !75
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!18}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "escape_create_struct.c", directory: ".", checksumkind: CSK_MD5, checksum: "0d23fd550fea22fc00f471937d2fab33")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 23)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = !{!17}
!17 = !DISubrange(count: 15)
!18 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !19, splitDebugInlining: false, nameTableKind: None)
!19 = !{!0, !7, !12}
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 2}
!26 = !{i32 7, !"frame-pointer", i32 2}
!27 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!28 = distinct !DISubprogram(name: "writer", scope: !2, file: !2, line: 14, type: !29, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !18, retainedNodes: !32)
!29 = !DISubroutineType(types: !30)
!30 = !{!31, !31}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!32 = !{}
!33 = !DILocalVariable(name: "a", arg: 1, scope: !28, file: !2, line: 14, type: !31)
!34 = !DILocation(line: 14, column: 20, scope: !28)
!35 = !DILocalVariable(name: "s", scope: !28, file: !2, line: 15, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "arg", file: !2, line: 10, size: 64, elements: !38)
!38 = !{!39}
!39 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !37, file: !2, line: 11, baseType: !40, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !42)
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !DILocation(line: 15, column: 15, scope: !28)
!44 = !DILocation(line: 15, column: 19, scope: !28)
!45 = !DILocation(line: 16, column: 4, scope: !28)
!46 = !DILocation(line: 16, column: 7, scope: !28)
!47 = !DILocation(line: 16, column: 9, scope: !28)
!48 = !DILocation(line: 17, column: 3, scope: !28)
!49 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !50, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !18, retainedNodes: !32)
!50 = !DISubroutineType(types: !51)
!51 = !{!42}
!52 = !DILocalVariable(name: "x", scope: !49, file: !2, line: 21, type: !41)
!53 = !DILocation(line: 21, column: 16, scope: !49)
!54 = !DILocalVariable(name: "s", scope: !49, file: !2, line: 22, type: !37)
!55 = !DILocation(line: 22, column: 14, scope: !49)
!56 = !DILocation(line: 22, column: 18, scope: !49)
!57 = !DILocalVariable(name: "t", scope: !49, file: !2, line: 23, type: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !59, line: 27, baseType: !60)
!59 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!60 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!61 = !DILocation(line: 23, column: 13, scope: !49)
!62 = !DILocation(line: 24, column: 3, scope: !49)
!63 = !DILocalVariable(name: "a", scope: !49, file: !2, line: 25, type: !42)
!64 = !DILocation(line: 25, column: 7, scope: !49)
!65 = !DILocation(line: 25, column: 11, scope: !49)
!66 = !DILocalVariable(name: "b", scope: !49, file: !2, line: 26, type: !42)
!67 = !DILocation(line: 26, column: 7, scope: !49)
!68 = !DILocation(line: 26, column: 11, scope: !49)
!69 = !DILocation(line: 27, column: 3, scope: !70)
!70 = distinct !DILexicalBlock(scope: !71, file: !2, line: 27, column: 3)
!71 = distinct !DILexicalBlock(scope: !49, file: !2, line: 27, column: 3)
!72 = !DILocation(line: 27, column: 3, scope: !71)
!73 = !DILocation(line: 28, column: 16, scope: !49)
!74 = !DILocation(line: 28, column: 3, scope: !49)
!75 = !DILocation(line: 29, column: 3, scope: !49)
