; ModuleID = 'tsd_bad.c'
source_filename = "tsd_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@key = dso_local global i32 0, align 4, !dbg !0
@x = dso_local global i32 0, align 4, !dbg !22
@.str = private unnamed_addr constant [31 x i8] c"pthread_getspecific(key) == &x\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [10 x i8] c"tsd_bad.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !36 {
    #dbg_value(ptr poison, !41, !DIExpression(), !42)
  %2 = load i32, ptr @key, align 4, !dbg !43, !tbaa !46
  %3 = tail call ptr @pthread_getspecific(i32 noundef %2) #5, !dbg !43
  %4 = icmp eq ptr %3, @x, !dbg !43
  br i1 %4, label %6, label %5, !dbg !50

5:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 10, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #6, !dbg !43
  unreachable, !dbg !43

6:                                                ; preds = %1
  ret ptr null, !dbg !51
}

; Function Attrs: nounwind
declare !dbg !52 ptr @pthread_getspecific(i32 noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare !dbg !56 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !61 {
  %1 = alloca i64, align 8, !DIAssignID !68
    #dbg_assign(i1 undef, !65, !DIExpression(), !68, ptr %1, !DIExpression(), !69)
  %2 = tail call i32 @pthread_key_create(ptr noundef nonnull @key, ptr noundef null) #5, !dbg !70
  %3 = load i32, ptr @key, align 4, !dbg !71, !tbaa !46
  %4 = tail call i32 @pthread_setspecific(i32 noundef %3, ptr noundef nonnull @x) #5, !dbg !72
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !73
  %5 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !74
  %6 = load i64, ptr %1, align 8, !dbg !75, !tbaa !76
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null) #5, !dbg !78
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !79
  ret i32 0, !dbg !80
}

; Function Attrs: nounwind
declare !dbg !81 i32 @pthread_key_create(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !88 i32 @pthread_setspecific(i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !93 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !112 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "key", scope: !2, file: !3, line: 6, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tsd_bad.c", directory: ".", checksumkind: CSK_MD5, checksum: "0f6017e2db96a73f2a2f791e223861f0")
!4 = !{!5, !11, !16, !0, !22}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 248, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 31)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 80, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 10)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 7, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_key_t", file: !26, line: 49, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!27 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !37, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!40 = !{!41}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !36, file: !3, line: 9, type: !39)
!42 = !DILocation(line: 0, scope: !36)
!43 = !DILocation(line: 10, column: 3, scope: !44)
!44 = distinct !DILexicalBlock(scope: !45, file: !3, line: 10, column: 3)
!45 = distinct !DILexicalBlock(scope: !36, file: !3, line: 10, column: 3)
!46 = !{!47, !47, i64 0}
!47 = !{!"int", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C/C++ TBAA"}
!50 = !DILocation(line: 10, column: 3, scope: !45)
!51 = !DILocation(line: 11, column: 3, scope: !36)
!52 = !DISubprogram(name: "pthread_getspecific", scope: !53, file: !53, line: 1305, type: !54, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!53 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!54 = !DISubroutineType(types: !55)
!55 = !{!39, !25}
!56 = !DISubprogram(name: "__assert_fail", scope: !57, file: !57, line: 69, type: !58, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!57 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!58 = !DISubroutineType(types: !59)
!59 = !{null, !60, !60, !27, !60}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!61 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !62, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !64)
!62 = !DISubroutineType(types: !63)
!63 = !{!24}
!64 = !{!65}
!65 = !DILocalVariable(name: "t", scope: !61, file: !3, line: 17, type: !66)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !26, line: 27, baseType: !67)
!67 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!68 = distinct !DIAssignID()
!69 = !DILocation(line: 0, scope: !61)
!70 = !DILocation(line: 15, column: 3, scope: !61)
!71 = !DILocation(line: 16, column: 23, scope: !61)
!72 = !DILocation(line: 16, column: 3, scope: !61)
!73 = !DILocation(line: 17, column: 3, scope: !61)
!74 = !DILocation(line: 18, column: 3, scope: !61)
!75 = !DILocation(line: 19, column: 16, scope: !61)
!76 = !{!77, !77, i64 0}
!77 = !{!"long", !48, i64 0}
!78 = !DILocation(line: 19, column: 3, scope: !61)
!79 = !DILocation(line: 21, column: 1, scope: !61)
!80 = !DILocation(line: 20, column: 3, scope: !61)
!81 = !DISubprogram(name: "pthread_key_create", scope: !53, file: !53, line: 1297, type: !82, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!82 = !DISubroutineType(types: !83)
!83 = !{!24, !84, !85}
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!86 = !DISubroutineType(types: !87)
!87 = !{null, !39}
!88 = !DISubprogram(name: "pthread_setspecific", scope: !53, file: !53, line: 1308, type: !89, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!89 = !DISubroutineType(types: !90)
!90 = !{!24, !25, !91}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!93 = !DISubprogram(name: "pthread_create", scope: !53, file: !53, line: 202, type: !94, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!94 = !DISubroutineType(types: !95)
!95 = !{!24, !96, !98, !110, !111}
!96 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !97)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !99)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !101)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !26, line: 62, baseType: !102)
!102 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !26, line: 56, size: 448, elements: !103)
!103 = !{!104, !108}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !102, file: !26, line: 58, baseType: !105, size: 448)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 56)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !102, file: !26, line: 59, baseType: !109, size: 64)
!109 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !39)
!112 = !DISubprogram(name: "pthread_join", scope: !53, file: !53, line: 219, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DISubroutineType(types: !114)
!114 = !{!24, !66, !115}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
