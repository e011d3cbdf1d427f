; ModuleID = 'null-deref-init-order.c'
source_filename = "null-deref-init-order.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@cfg = dso_local global ptr null, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @user(ptr noundef %0) #0 !dbg !19 {
  %2 = alloca ptr, align 4
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !23, !DIExpression(), !24)
    #dbg_declare(ptr %3, !25, !DIExpression(), !26)
  %4 = load ptr, ptr @cfg, align 4, !dbg !27
  %5 = load i32, ptr %4, align 4, !dbg !28
  store i32 %5, ptr %3, align 4, !dbg !26
  %6 = load i32, ptr %3, align 4, !dbg !29
  %7 = inttoptr i32 %6 to ptr, !dbg !30
  ret ptr %7, !dbg !31
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !32 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !35, !DIExpression(), !39)
  %3 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @user, ptr noundef null) #4, !dbg !40
  %4 = call noalias ptr @malloc(i32 noundef 4) #5, !dbg !41
  store ptr %4, ptr @cfg, align 4, !dbg !42
  %5 = load ptr, ptr @cfg, align 4, !dbg !43
  %6 = icmp ne ptr %5, null, !dbg !45
  br i1 %6, label %7, label %9, !dbg !46

7:                                                ; preds = %0
  %8 = load ptr, ptr @cfg, align 4, !dbg !47
  store i32 3, ptr %8, align 4, !dbg !48
  br label %9, !dbg !49

9:                                                ; preds = %7, %0
  %10 = load i32, ptr %2, align 4, !dbg !50
  %11 = call i32 @pthread_join(i32 noundef %10, ptr noundef null), !dbg !51
  %12 = load ptr, ptr @cfg, align 4, !dbg !52
  call void @free(ptr noundef %12) #4, !dbg !53
  ret i32 0, !dbg !54
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #1

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i32 noundef) #2

declare i32 @pthread_join(i32 noundef, ptr noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }
attributes #5 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16, !17}
!llvm.ident = !{!18}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "cfg", scope: !2, file: !3, line: 9, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "null-deref-init-order.c", directory: ".", checksumkind: CSK_MD5, checksum: "5e5f4f2ef059167b7fdfedc925d9687e")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!6 = !DIBasicType(name: "long", size: 32, encoding: DW_ATE_signed)
!7 = !{!0}
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 32)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{i32 1, !"NumRegisterParameters", i32 0}
!11 = !{i32 7, !"Dwarf Version", i32 5}
!12 = !{i32 2, !"Debug Info Version", i32 3}
!13 = !{i32 1, !"wchar_size", i32 4}
!14 = !{i32 8, !"PIC Level", i32 2}
!15 = !{i32 7, !"PIE Level", i32 2}
!16 = !{i32 7, !"uwtable", i32 2}
!17 = !{i32 7, !"frame-pointer", i32 2}
!18 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!19 = distinct !DISubprogram(name: "user", scope: !3, file: !3, line: 11, type: !20, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!20 = !DISubroutineType(types: !21)
!21 = !{!5, !5}
!22 = !{}
!23 = !DILocalVariable(name: "arg", arg: 1, scope: !19, file: !3, line: 11, type: !5)
!24 = !DILocation(line: 11, column: 18, scope: !19)
!25 = !DILocalVariable(name: "v", scope: !19, file: !3, line: 12, type: !9)
!26 = !DILocation(line: 12, column: 7, scope: !19)
!27 = !DILocation(line: 12, column: 12, scope: !19)
!28 = !DILocation(line: 12, column: 11, scope: !19)
!29 = !DILocation(line: 13, column: 24, scope: !19)
!30 = !DILocation(line: 13, column: 10, scope: !19)
!31 = !DILocation(line: 13, column: 3, scope: !19)
!32 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 16, type: !33, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !22)
!33 = !DISubroutineType(types: !34)
!34 = !{!9}
!35 = !DILocalVariable(name: "t", scope: !32, file: !3, line: 17, type: !36)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !37, line: 27, baseType: !38)
!37 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!38 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!39 = !DILocation(line: 17, column: 13, scope: !32)
!40 = !DILocation(line: 18, column: 3, scope: !32)
!41 = !DILocation(line: 19, column: 9, scope: !32)
!42 = !DILocation(line: 19, column: 7, scope: !32)
!43 = !DILocation(line: 20, column: 7, scope: !44)
!44 = distinct !DILexicalBlock(scope: !32, file: !3, line: 20, column: 7)
!45 = !DILocation(line: 20, column: 11, scope: !44)
!46 = !DILocation(line: 20, column: 7, scope: !32)
!47 = !DILocation(line: 21, column: 6, scope: !44)
!48 = !DILocation(line: 21, column: 10, scope: !44)
!49 = !DILocation(line: 21, column: 5, scope: !44)
!50 = !DILocation(line: 22, column: 16, scope: !32)
!51 = !DILocation(line: 22, column: 3, scope: !32)
!52 = !DILocation(line: 23, column: 8, scope: !32)
!53 = !DILocation(line: 23, column: 3, scope: !32)
!54 = !DILocation(line: 24, column: 3, scope: !32)
