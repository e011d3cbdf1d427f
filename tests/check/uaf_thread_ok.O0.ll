; ModuleID = 'uaf_thread_ok.c'
source_filename = "uaf_thread_ok.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"*p == 1\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [16 x i8] c"uaf_thread_ok.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @worker(ptr noundef %0) #0 !dbg !28 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !33, !DIExpression(), !34)
    #dbg_declare(ptr %3, !35, !DIExpression(), !38)
  %4 = load ptr, ptr %2, align 8, !dbg !39
  store ptr %4, ptr %3, align 8, !dbg !38
  %5 = load ptr, ptr %3, align 8, !dbg !40
  store i32 1, ptr %5, align 4, !dbg !41
  ret ptr null, !dbg !42
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !43 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !46, !DIExpression(), !47)
  %4 = call noalias ptr @malloc(i64 noundef 4) #5, !dbg !48
  store ptr %4, ptr %2, align 8, !dbg !47
  %5 = load ptr, ptr %2, align 8, !dbg !49
  store i32 0, ptr %5, align 4, !dbg !50
    #dbg_declare(ptr %3, !51, !DIExpression(), !55)
  %6 = load ptr, ptr %2, align 8, !dbg !56
  %7 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @worker, ptr noundef %6) #6, !dbg !57
  %8 = load i64, ptr %3, align 8, !dbg !58
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !59
  %10 = load ptr, ptr %2, align 8, !dbg !60
  %11 = load i32, ptr %10, align 4, !dbg !60
  %12 = icmp eq i32 %11, 1, !dbg !60
  br i1 %12, label %13, label %14, !dbg !63

13:                                               ; preds = %0
  br label %15, !dbg !63

14:                                               ; preds = %0
  call void @__assert_fail(ptr noundef @.str, ptr noundef @.str.1, i32 noundef 19, ptr noundef @__PRETTY_FUNCTION__.main) #7, !dbg !60
  unreachable, !dbg !60

15:                                               ; preds = %13
  %16 = load ptr, ptr %2, align 8, !dbg !64
  call void @free(ptr noundef %16) #6, !dbg !65
  ret i32 0, !dbg !66
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

; Function Attrs: noreturn nounwind
declare void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!18}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "uaf_thread_ok.c", directory: ".", checksumkind: CSK_MD5, checksum: "d22a4bf5f55a6ef823c7f75d0fd8ce46")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 16)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !14, isLocal: true, isDefinition: true)
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
!28 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 7, type: !29, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !18, retainedNodes: !32)
!29 = !DISubroutineType(types: !30)
!30 = !{!31, !31}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!32 = !{}
!33 = !DILocalVariable(name: "arg", arg: 1, scope: !28, file: !2, line: 7, type: !31)
!34 = !DILocation(line: 7, column: 20, scope: !28)
!35 = !DILocalVariable(name: "p", scope: !28, file: !2, line: 8, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!37 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!38 = !DILocation(line: 8, column: 8, scope: !28)
!39 = !DILocation(line: 8, column: 12, scope: !28)
!40 = !DILocation(line: 9, column: 4, scope: !28)
!41 = !DILocation(line: 9, column: 6, scope: !28)
!42 = !DILocation(line: 10, column: 3, scope: !28)
!43 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !44, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !18, retainedNodes: !32)
!44 = !DISubroutineType(types: !45)
!45 = !{!37}
!46 = !DILocalVariable(name: "p", scope: !43, file: !2, line: 14, type: !36)
!47 = !DILocation(line: 14, column: 8, scope: !43)
!48 = !DILocation(line: 14, column: 12, scope: !43)
!49 = !DILocation(line: 15, column: 4, scope: !43)
!50 = !DILocation(line: 15, column: 6, scope: !43)
!51 = !DILocalVariable(name: "t", scope: !43, file: !2, line: 16, type: !52)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !53, line: 27, baseType: !54)
!53 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!54 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!55 = !DILocation(line: 16, column: 13, scope: !43)
!56 = !DILocation(line: 17, column: 33, scope: !43)
!57 = !DILocation(line: 17, column: 3, scope: !43)
!58 = !DILocation(line: 18, column: 16, scope: !43)
!59 = !DILocation(line: 18, column: 3, scope: !43)
!60 = !DILocation(line: 19, column: 3, scope: !61)
!61 = distinct !DILexicalBlock(scope: !62, file: !2, line: 19, column: 3)
!62 = distinct !DILexicalBlock(scope: !43, file: !2, line: 19, column: 3)
!63 = !DILocation(line: 19, column: 3, scope: !62)
!64 = !DILocation(line: 20, column: 8, scope: !43)
!65 = !DILocation(line: 20, column: 3, scope: !43)
!66 = !DILocation(line: 21, column: 3, scope: !43)
