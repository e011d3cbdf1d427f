; ModuleID = 'tsd_destructor.c'
source_filename = "tsd_destructor.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@destroyed = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [20 x i8] c"value == &destroyed\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [17 x i8] c"tsd_destructor.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.destructor = private unnamed_addr constant [24 x i8] c"void destructor(void *)\00", align 1, !dbg !16
@key = dso_local global i32 0, align 4, !dbg !30
@.str.2 = private unnamed_addr constant [15 x i8] c"destroyed == 1\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27

; Function Attrs: nounwind uwtable
define dso_local void @destructor(ptr noundef readnone %0) #0 !dbg !44 {
    #dbg_value(ptr %0, !49, !DIExpression(), !50)
  %2 = icmp eq ptr %0, @destroyed, !dbg !51
  br i1 %2, label %4, label %3, !dbg !54

3:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 10, ptr noundef nonnull @__PRETTY_FUNCTION__.destructor) #5, !dbg !51
  unreachable, !dbg !51

4:                                                ; preds = %1
  %5 = load i32, ptr @destroyed, align 4, !dbg !55, !tbaa !56
  %6 = add nsw i32 %5, 1, !dbg !55
  store i32 %6, ptr @destroyed, align 4, !dbg !55, !tbaa !56
  ret void, !dbg !60
}

; Function Attrs: noreturn nounwind
declare !dbg !61 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !66 {
    #dbg_value(ptr poison, !70, !DIExpression(), !71)
  %2 = load i32, ptr @key, align 4, !dbg !72, !tbaa !56
  %3 = tail call i32 @pthread_setspecific(i32 noundef %2, ptr noundef nonnull @destroyed) #6, !dbg !73
  ret ptr null, !dbg !74
}

; Function Attrs: nounwind
declare !dbg !75 i32 @pthread_setspecific(i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !81 {
  %1 = alloca i64, align 8, !DIAssignID !88
    #dbg_assign(i1 undef, !85, !DIExpression(), !88, ptr %1, !DIExpression(), !89)
  %2 = tail call i32 @pthread_key_create(ptr noundef nonnull @key, ptr noundef nonnull @destructor) #6, !dbg !90
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !91
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !92
  %4 = load i64, ptr %1, align 8, !dbg !93, !tbaa !94
  %5 = call i32 @pthread_join(i64 noundef %4, ptr noundef null) #6, !dbg !96
  %6 = load i32, ptr @destroyed, align 4, !dbg !97, !tbaa !56
  %7 = icmp eq i32 %6, 1, !dbg !97
  br i1 %7, label %9, label %8, !dbg !100

8:                                                ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 24, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #5, !dbg !97
  unreachable, !dbg !97

9:                                                ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !101
  ret i32 0, !dbg !102
}

; Function Attrs: nounwind
declare !dbg !103 i32 @pthread_key_create(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !108 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !127 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "destroyed", scope: !2, file: !3, line: 7, type: !35, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tsd_destructor.c", directory: ".", checksumkind: CSK_MD5, checksum: "b76190befb1e4dd7b1ce0ec3acd8b40d")
!4 = !{!5, !11, !16, !22, !27, !30, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 20)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 136, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 17)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 192, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 24)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 120, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 15)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !25)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "key", scope: !2, file: !3, line: 6, type: !32, isLocal: false, isDefinition: true)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_key_t", file: !33, line: 49, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!34 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!43 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!44 = distinct !DISubprogram(name: "destructor", scope: !3, file: !3, line: 9, type: !45, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !48)
!45 = !DISubroutineType(types: !46)
!46 = !{null, !47}
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!48 = !{!49}
!49 = !DILocalVariable(name: "value", arg: 1, scope: !44, file: !3, line: 9, type: !47)
!50 = !DILocation(line: 0, scope: !44)
!51 = !DILocation(line: 10, column: 3, scope: !52)
!52 = distinct !DILexicalBlock(scope: !53, file: !3, line: 10, column: 3)
!53 = distinct !DILexicalBlock(scope: !44, file: !3, line: 10, column: 3)
!54 = !DILocation(line: 10, column: 3, scope: !53)
!55 = !DILocation(line: 11, column: 12, scope: !44)
!56 = !{!57, !57, i64 0}
!57 = !{!"int", !58, i64 0}
!58 = !{!"omnipotent char", !59, i64 0}
!59 = !{!"Simple C/C++ TBAA"}
!60 = !DILocation(line: 12, column: 1, scope: !44)
!61 = !DISubprogram(name: "__assert_fail", scope: !62, file: !62, line: 69, type: !63, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!62 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!63 = !DISubroutineType(types: !64)
!64 = !{null, !65, !65, !34, !65}
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!66 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 14, type: !67, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !69)
!67 = !DISubroutineType(types: !68)
!68 = !{!47, !47}
!69 = !{!70}
!70 = !DILocalVariable(name: "arg", arg: 1, scope: !66, file: !3, line: 14, type: !47)
!71 = !DILocation(line: 0, scope: !66)
!72 = !DILocation(line: 15, column: 23, scope: !66)
!73 = !DILocation(line: 15, column: 3, scope: !66)
!74 = !DILocation(line: 16, column: 3, scope: !66)
!75 = !DISubprogram(name: "pthread_setspecific", scope: !76, file: !76, line: 1308, type: !77, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!76 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!77 = !DISubroutineType(types: !78)
!78 = !{!35, !32, !79}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!81 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !82, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !84)
!82 = !DISubroutineType(types: !83)
!83 = !{!35}
!84 = !{!85}
!85 = !DILocalVariable(name: "t", scope: !81, file: !3, line: 21, type: !86)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !33, line: 27, baseType: !87)
!87 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 0, scope: !81)
!90 = !DILocation(line: 20, column: 3, scope: !81)
!91 = !DILocation(line: 21, column: 3, scope: !81)
!92 = !DILocation(line: 22, column: 3, scope: !81)
!93 = !DILocation(line: 23, column: 16, scope: !81)
!94 = !{!95, !95, i64 0}
!95 = !{!"long", !58, i64 0}
!96 = !DILocation(line: 23, column: 3, scope: !81)
!97 = !DILocation(line: 24, column: 3, scope: !98)
!98 = distinct !DILexicalBlock(scope: !99, file: !3, line: 24, column: 3)
!99 = distinct !DILexicalBlock(scope: !81, file: !3, line: 24, column: 3)
!100 = !DILocation(line: 24, column: 3, scope: !99)
!101 = !DILocation(line: 26, column: 1, scope: !81)
!102 = !DILocation(line: 25, column: 3, scope: !81)
!103 = !DISubprogram(name: "pthread_key_create", scope: !76, file: !76, line: 1297, type: !104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DISubroutineType(types: !105)
!105 = !{!35, !106, !107}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!108 = !DISubprogram(name: "pthread_create", scope: !76, file: !76, line: 202, type: !109, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!109 = !DISubroutineType(types: !110)
!110 = !{!35, !111, !113, !125, !126}
!111 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !114)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !33, line: 62, baseType: !117)
!117 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !33, line: 56, size: 448, elements: !118)
!118 = !{!119, !123}
!119 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !117, file: !33, line: 58, baseType: !120, size: 448)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 56)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !117, file: !33, line: 59, baseType: !124, size: 64)
!124 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !47)
!127 = !DISubprogram(name: "pthread_join", scope: !76, file: !76, line: 219, type: !128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!128 = !DISubroutineType(types: !129)
!129 = !{!35, !86, !130}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
