; ModuleID = 'struct-copy.c'
source_filename = "struct-copy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.rec = type { i32, i32, i32 }

@snapshot = dso_local global %struct.rec zeroinitializer, align 4, !dbg !0
@s = dso_local global %struct.rec zeroinitializer, align 4, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @copier(ptr noundef %0) #0 !dbg !23 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !27, !DIExpression(), !28)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 @snapshot, ptr align 4 @s, i64 12, i1 false), !dbg !29
  ret ptr null, !dbg !30
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @writer(ptr noundef %0) #0 !dbg !31 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !32, !DIExpression(), !33)
  store i32 7, ptr getelementptr inbounds (%struct.rec, ptr @s, i32 0, i32 1), align 4, !dbg !34
  ret ptr null, !dbg !35
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !36 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !39, !DIExpression(), !43)
    #dbg_declare(ptr %3, !44, !DIExpression(), !45)
  %4 = call i32 @pthread_create(ptr noundef %2, ptr noundef null, ptr noundef @copier, ptr noundef null) #4, !dbg !46
  %5 = call i32 @pthread_create(ptr noundef %3, ptr noundef null, ptr noundef @writer, ptr noundef null) #4, !dbg !47
  %6 = load i64, ptr %2, align 8, !dbg !48
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null), !dbg !49
  %8 = load i64, ptr %3, align 8, !dbg !50
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null), !dbg !51
  ret i32 0, !dbg !52
}

; Function Attrs: nounwind
declare i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) #2

declare i32 @pthread_join(i64 noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "snapshot", scope: !2, file: !3, line: 12, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "struct-copy.c", directory: ".", checksumkind: CSK_MD5, checksum: "8969e3363a3670098869d173ec0d2cd1")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!7, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "s", scope: !2, file: !3, line: 12, type: !9, isLocal: false, isDefinition: true)
!9 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rec", file: !3, line: 6, size: 96, elements: !10)
!10 = !{!11, !13, !14}
!11 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !9, file: !3, line: 7, baseType: !12, size: 32)
!12 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !9, file: !3, line: 8, baseType: !12, size: 32, offset: 32)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !9, file: !3, line: 9, baseType: !12, size: 32, offset: 64)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "copier", scope: !3, file: !3, line: 14, type: !24, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !26)
!24 = !DISubroutineType(types: !25)
!25 = !{!5, !5}
!26 = !{}
!27 = !DILocalVariable(name: "arg", arg: 1, scope: !23, file: !3, line: 14, type: !5)
!28 = !DILocation(line: 14, column: 20, scope: !23)
!29 = !DILocation(line: 15, column: 14, scope: !23)
!30 = !DILocation(line: 16, column: 3, scope: !23)
!31 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 19, type: !24, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !26)
!32 = !DILocalVariable(name: "arg", arg: 1, scope: !31, file: !3, line: 19, type: !5)
!33 = !DILocation(line: 19, column: 20, scope: !31)
!34 = !DILocation(line: 20, column: 7, scope: !31)
!35 = !DILocation(line: 21, column: 3, scope: !31)
!36 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 24, type: !37, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !26)
!37 = !DISubroutineType(types: !38)
!38 = !{!12}
!39 = !DILocalVariable(name: "t1", scope: !36, file: !3, line: 25, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !41, line: 27, baseType: !42)
!41 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!42 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!43 = !DILocation(line: 25, column: 13, scope: !36)
!44 = !DILocalVariable(name: "t2", scope: !36, file: !3, line: 25, type: !40)
!45 = !DILocation(line: 25, column: 17, scope: !36)
!46 = !DILocation(line: 26, column: 3, scope: !36)
!47 = !DILocation(line: 27, column: 3, scope: !36)
!48 = !DILocation(line: 28, column: 16, scope: !36)
!49 = !DILocation(line: 28, column: 3, scope: !36)
!50 = !DILocation(line: 29, column: 16, scope: !36)
!51 = !DILocation(line: 29, column: 3, scope: !36)
!52 = !DILocation(line: 30, column: 3, scope: !36)
