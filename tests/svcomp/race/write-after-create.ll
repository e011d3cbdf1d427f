; ModuleID = 'write-after-create.c'
source_filename = "write-after-create.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@limit = dso_local global i32 10, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @user(ptr noundef %0) #0 !dbg !18 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !22, !DIExpression(), !23)
    #dbg_declare(ptr %3, !24, !DIExpression(), !25)
  %4 = load i32, ptr @limit, align 4, !dbg !26
  store i32 %4, ptr %3, align 4, !dbg !25
  %5 = load i32, ptr %3, align 4, !dbg !27
  %6 = inttoptr i32 %5 to ptr, !dbg !28
  ret ptr %6, !dbg !29
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !30 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !33, !DIExpression(), !37)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @user, ptr noundef null) #3, !dbg !38
  store i32 20, ptr @limit, align 4, !dbg !39
  %4 = load i32, ptr %2, align 4, !dbg !40
  %5 = call i32 @pthread_join(i32 noundef %4, ptr noundef null), !dbg !41
  ret i32 0, !dbg !42
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

declare i32 @pthread_join(i32 noundef, ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "limit", scope: !2, file: !3, line: 7, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "write-after-create.c", directory: ".", checksumkind: CSK_MD5, checksum: "86dc9486c07cca6c0f8f4373ea695cdf")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!6 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!7 = !{!0}
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{i32 1, !"NumRegisterParameters", i32 0}
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 2}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "user", scope: !3, file: !3, line: 9, type: !19, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!5, !5}
!21 = !{}
!22 = !DILocalVariable(name: "arg", arg: 1, scope: !18, file: !3, line: 9, type: !5)
!23 = !DILocation(line: 9, column: 18, scope: !18)
!24 = !DILocalVariable(name: "l", scope: !18, file: !3, line: 10, type: !8)
!25 = !DILocation(line: 10, column: 7, scope: !18)
!26 = !DILocation(line: 10, column: 11, scope: !18)
!27 = !DILocation(line: 11, column: 24, scope: !18)
!28 = !DILocation(line: 11, column: 10, scope: !18)
!29 = !DILocation(line: 11, column: 3, scope: !18)
!30 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !31, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !21)
!31 = !DISubroutineType(types: !32)
!32 = !{!8}
!33 = !DILocalVariable(name: "t", scope: !30, file: !3, line: 15, type: !34)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !35, line: 27, baseType: !36)
!35 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!36 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!37 = !DILocation(line: 15, column: 13, scope: !30)
!38 = !DILocation(line: 16, column: 3, scope: !30)
!39 = !DILocation(line: 17, column: 9, scope: !30)
!40 = !DILocation(line: 18, column: 16, scope: !30)
!41 = !DILocation(line: 18, column: 3, scope: !30)
!42 = !DILocation(line: 19, column: 3, scope: !30)
