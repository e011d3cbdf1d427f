; ModuleID = 'readonly_global_escape.c'
source_filename = "readonly_global_escape.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@step = dso_local global i32 1, align 4, !dbg !0
@counter = dso_local global i32 0, align 4, !dbg !26
@slot = dso_local global ptr @counter, align 8, !dbg !5
@.str = private unnamed_addr constant [20 x i8] c"counter == 2 * step\00", align 1, !dbg !9
@.str.1 = private unnamed_addr constant [25 x i8] c"readonly_global_escape.c\00", align 1, !dbg !15
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !20

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @via_arg(ptr noundef %0) #0 !dbg !36 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !41, !DIExpression(), !42)
    #dbg_declare(ptr %3, !43, !DIExpression(), !44)
  %4 = load ptr, ptr %2, align 8, !dbg !45
  store ptr %4, ptr %3, align 8, !dbg !44
  %5 = load ptr, ptr %3, align 8, !dbg !46
  %6 = load i32, ptr %5, align 4, !dbg !47
  %7 = load i32, ptr @step, align 4, !dbg !48
  %8 = add nsw i32 %6, %7, !dbg !49
  %9 = load ptr, ptr %3, align 8, !dbg !50
  store i32 %8, ptr %9, align 4, !dbg !51
  ret ptr null, !dbg !52
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @via_slot(ptr noundef %0) #0 !dbg !53 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !54, !DIExpression(), !55)
  %3 = load ptr, ptr @slot, align 8, !dbg !56
  %4 = load i32, ptr %3, align 4, !dbg !57
  %5 = load i32, ptr @step, align 4, !dbg !58
  %6 = add nsw i32 %4, %5, !dbg !59
  %7 = load ptr, ptr @slot, align 8, !dbg !60
  store i32 %6, ptr %7, align 4, !dbg !61
  ret ptr null, !dbg !62
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !63 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !66, !DIExpression(), !70)
    #dbg_declare(ptr %3, !71, !DIExpression(), !72)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @via_arg, ptr noundef @counter) #4, !dbg !73
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @via_slot, ptr noundef null) #4, !dbg !74
  %6 = load i64, ptr %2, align 8, !dbg !75
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !76
  %8 = load i64, ptr %3, align 8, !dbg !77
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !78
  %10 = load i32, ptr @counter, align 4, !dbg !79
  %11 = load i32, ptr @step, align 4, !dbg !79
  %12 = mul nsw i32 2, %11, !dbg !79
  %13 = icmp eq i32 %10, %12, !dbg !79
  br i1 %13, label %14, label %15, !dbg !82

14:                                               ; preds = %0
  br label %16, !dbg !82

15:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 31, ptr noundef @__PRETTY_FUNCTION__.main) #5, !dbg !79
  unreachable, !dbg !79

16:                                               ; preds = %14
  ret i32 0, !dbg !83
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i64 noundef, ptr noundef) #2

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "step", scope: !2, file: !3, line: 10, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "readonly_global_escape.c", directory: "/work/wt-ro/tests/check", checksumkind: CSK_MD5, checksum: "606c41b9df8bcd1e31c1c5dd4bda7158")
!4 = !{!0, !5, !9, !15, !20, !26}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "slot", scope: !2, file: !3, line: 12, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 160, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 20)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 200, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 25)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 120, elements: !24)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!24 = !{!25}
!25 = !DISubrange(count: 15)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 11, type: !8, isLocal: false, isDefinition: true)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"frame-pointer", i32 2}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "via_arg", scope: !3, file: !3, line: 14, type: !37, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!40 = !{}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !36, file: !3, line: 14, type: !39)
!42 = !DILocation(line: 14, column: 21, scope: !36)
!43 = !DILocalVariable(name: "p", scope: !36, file: !3, line: 15, type: !7)
!44 = !DILocation(line: 15, column: 8, scope: !36)
!45 = !DILocation(line: 15, column: 12, scope: !36)
!46 = !DILocation(line: 16, column: 9, scope: !36)
!47 = !DILocation(line: 16, column: 8, scope: !36)
!48 = !DILocation(line: 16, column: 13, scope: !36)
!49 = !DILocation(line: 16, column: 11, scope: !36)
!50 = !DILocation(line: 16, column: 4, scope: !36)
!51 = !DILocation(line: 16, column: 6, scope: !36)
!52 = !DILocation(line: 17, column: 3, scope: !36)
!53 = distinct !DISubprogram(name: "via_slot", scope: !3, file: !3, line: 20, type: !37, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!54 = !DILocalVariable(name: "arg", arg: 1, scope: !53, file: !3, line: 20, type: !39)
!55 = !DILocation(line: 20, column: 22, scope: !53)
!56 = !DILocation(line: 21, column: 12, scope: !53)
!57 = !DILocation(line: 21, column: 11, scope: !53)
!58 = !DILocation(line: 21, column: 19, scope: !53)
!59 = !DILocation(line: 21, column: 17, scope: !53)
!60 = !DILocation(line: 21, column: 4, scope: !53)
!61 = !DILocation(line: 21, column: 9, scope: !53)
!62 = !DILocation(line: 22, column: 3, scope: !53)
!63 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !64, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!64 = !DISubroutineType(types: !65)
!65 = !{!8}
!66 = !DILocalVariable(name: "a", scope: !63, file: !3, line: 26, type: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !68, line: 27, baseType: !69)
!68 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!69 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!70 = !DILocation(line: 26, column: 13, scope: !63)
!71 = !DILocalVariable(name: "b", scope: !63, file: !3, line: 26, type: !67)
!72 = !DILocation(line: 26, column: 16, scope: !63)
!73 = !DILocation(line: 27, column: 3, scope: !63)
!74 = !DILocation(line: 28, column: 3, scope: !63)
!75 = !DILocation(line: 29, column: 16, scope: !63)
!76 = !DILocation(line: 29, column: 3, scope: !63)
!77 = !DILocation(line: 30, column: 16, scope: !63)
!78 = !DILocation(line: 30, column: 3, scope: !63)
!79 = !DILocation(line: 31, column: 3, scope: !80)
!80 = distinct !DILexicalBlock(scope: !81, file: !3, line: 31, column: 3)
!81 = distinct !DILexicalBlock(scope: !63, file: !3, line: 31, column: 3)
!82 = !DILocation(line: 31, column: 3, scope: !81)
!83 = !DILocation(line: 32, column: 3, scope: !63)
