; ModuleID = 'memset-clear.c'
source_filename = "memset-clear.c"
target datalayout = "e-m:e-p:32:32-p270:32:32-p271:32:32-p272:64:64-i128:128-f64:32:64-f80:32-n8:16:32-S128"
target triple = "i386-pc-linux-gnu"

@buf = dso_local global [4 x i32] zeroinitializer, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @clearer(ptr noundef %0) #0 !dbg !20 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !24, !DIExpression(), !25)
  call void @llvm.memset.p0.i32(ptr align 4 @buf, i8 0, i32 16, i1 false), !dbg !26
  ret ptr null, !dbg !27
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @setter(ptr noundef %0) #0 !dbg !28 {
  %2 = alloca ptr, align 4
  store ptr %0, ptr %2, align 4
    #dbg_declare(ptr %2, !29, !DIExpression(), !30)
  store i32 9, ptr getelementptr inbounds ([4 x i32], ptr @buf, i32 0, i32 2), align 4, !dbg !31
  ret ptr null, !dbg !32
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !33 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !36, !DIExpression(), !40)
    #dbg_declare(ptr %3, !41, !DIExpression(), !42)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @clearer, ptr noundef null) #4, !dbg !43
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @setter, ptr noundef null) #4, !dbg !44
  %6 = load i32, ptr %2, align 4, !dbg !45
  %7 = call i32 @pthread_join(i32 noundef %6, ptr noundef null), !dbg !46
  %8 = load i32, ptr %3, align 4, !dbg !47
  %9 = call i32 @pthread_join(i32 noundef %8, ptr noundef null), !dbg !48
  %10 = load i32, ptr getelementptr inbounds ([4 x i32], ptr @buf, i32 0, i32 2), align 4, !dbg !49
  ret i32 %10, !dbg !50
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i32 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="i686" "target-features"="+cmov,+cx8,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!11, !12, !13, !14, !15, !16, !17, !18}
!llvm.ident = !{!19}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 7, type: !7, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "memset-clear.c", directory: ".", checksumkind: CSK_MD5, checksum: "8a6d6fcd9dac4e96a9f210a671c10fa6")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 32)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !9)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !{i32 1, !"NumRegisterParameters", i32 0}
!12 = !{i32 7, !"Dwarf Version", i32 5}
!13 = !{i32 2, !"Debug Info Version", i32 3}
!14 = !{i32 1, !"wchar_size", i32 4}
!15 = !{i32 8, !"PIC Level", i32 2}
!16 = !{i32 7, !"PIE Level", i32 2}
!17 = !{i32 7, !"uwtable", i32 2}
!18 = !{i32 7, !"frame-pointer", i32 2}
!19 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!20 = distinct !DISubprogram(name: "clearer", scope: !3, file: !3, line: 9, type: !21, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!21 = !DISubroutineType(types: !22)
!22 = !{!5, !5}
!23 = !{}
!24 = !DILocalVariable(name: "arg", arg: 1, scope: !20, file: !3, line: 9, type: !5)
!25 = !DILocation(line: 9, column: 21, scope: !20)
!26 = !DILocation(line: 10, column: 3, scope: !20)
!27 = !DILocation(line: 11, column: 3, scope: !20)
!28 = distinct !DISubprogram(name: "setter", scope: !3, file: !3, line: 14, type: !21, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!29 = !DILocalVariable(name: "arg", arg: 1, scope: !28, file: !3, line: 14, type: !5)
!30 = !DILocation(line: 14, column: 20, scope: !28)
!31 = !DILocation(line: 15, column: 10, scope: !28)
!32 = !DILocation(line: 16, column: 3, scope: !28)
!33 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !34, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !23)
!34 = !DISubroutineType(types: !35)
!35 = !{!8}
!36 = !DILocalVariable(name: "a", scope: !33, file: !3, line: 20, type: !37)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !38, line: 27, baseType: !39)
!38 = !DIFile(filename: "/usr/include/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!39 = !DIBasicType(name: "unsigned long", size: 32, encoding: DW_ATE_unsigned)
!40 = !DILocation(line: 20, column: 13, scope: !33)
!41 = !DILocalVariable(name: "b", scope: !33, file: !3, line: 20, type: !37)
!42 = !DILocation(line: 20, column: 16, scope: !33)
!43 = !DILocation(line: 21, column: 3, scope: !33)
!44 = !DILocation(line: 22, column: 3, scope: !33)
!45 = !DILocation(line: 23, column: 16, scope: !33)
!46 = !DILocation(line: 23, column: 3, scope: !33)
!47 = !DILocation(line: 24, column: 16, scope: !33)
!48 = !DILocation(line: 24, column: 3, scope: !33)
!49 = !DILocation(line: 25, column: 10, scope: !33)
!50 = !DILocation(line: 25, column: 3, scope: !33)
