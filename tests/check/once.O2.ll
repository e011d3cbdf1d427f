; ModuleID = 'once.c'
source_filename = "once.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@once = dso_local global i32 0, align 4, !dbg !0
@inits = dso_local local_unnamed_addr global i32 0, align 4, !dbg !32
@value = dso_local local_unnamed_addr global i32 0, align 4, !dbg !35
@.str = private unnamed_addr constant [12 x i8] c"value == 42\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [7 x i8] c"once.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [11 x i8] c"inits == 1\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @init() #0 !dbg !47 {
  %1 = load i32, ptr @inits, align 4, !dbg !50, !tbaa !51
  %2 = add nsw i32 %1, 1, !dbg !50
  store i32 %2, ptr @inits, align 4, !dbg !50, !tbaa !51
  store i32 42, ptr @value, align 4, !dbg !55, !tbaa !51
  ret void, !dbg !56
}

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #1 !dbg !57 {
    #dbg_value(ptr poison, !62, !DIExpression(), !63)
  %2 = tail call i32 @pthread_once(ptr noundef nonnull @once, ptr noundef nonnull @init) #6, !dbg !64
  %3 = load i32, ptr @value, align 4, !dbg !65, !tbaa !51
  %4 = icmp eq i32 %3, 42, !dbg !65
  br i1 %4, label %6, label %5, !dbg !68

5:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 16, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #7, !dbg !65
  unreachable, !dbg !65

6:                                                ; preds = %1
  ret ptr null, !dbg !69
}

declare !dbg !70 i32 @pthread_once(ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !76 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !82 {
  %1 = alloca i64, align 8, !DIAssignID !90
    #dbg_assign(i1 undef, !86, !DIExpression(), !90, ptr %1, !DIExpression(), !91)
  %2 = alloca i64, align 8, !DIAssignID !92
    #dbg_assign(i1 undef, !89, !DIExpression(), !92, ptr %2, !DIExpression(), !91)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !93
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !93
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !94
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !95
  %5 = load i64, ptr %1, align 8, !dbg !96, !tbaa !97
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !99
  %7 = load i64, ptr %2, align 8, !dbg !100, !tbaa !97
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !101
  %9 = load i32, ptr @inits, align 4, !dbg !102, !tbaa !51
  %10 = icmp eq i32 %9, 1, !dbg !102
  br i1 %10, label %12, label %11, !dbg !105

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 26, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !102
  unreachable, !dbg !102

12:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !106
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !106
  ret i32 0, !dbg !107
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nounwind
declare !dbg !108 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !127 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "once", scope: !2, file: !3, line: 6, type: !37, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "once.c", directory: ".", checksumkind: CSK_MD5, checksum: "b30413bf00c4dd691b8b128a55f758c2")
!4 = !{!0, !5, !11, !16, !22, !27, !32, !35}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 12)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 7)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 16, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 11)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 15)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "inits", scope: !2, file: !3, line: 7, type: !34, isLocal: false, isDefinition: true)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "value", scope: !2, file: !3, line: 7, type: !34, isLocal: false, isDefinition: true)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_once_t", file: !38, line: 53, baseType: !34)
!38 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 8, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 2}
!45 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!46 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!47 = distinct !DISubprogram(name: "init", scope: !3, file: !3, line: 9, type: !48, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!48 = !DISubroutineType(types: !49)
!49 = !{null}
!50 = !DILocation(line: 10, column: 8, scope: !47)
!51 = !{!52, !52, i64 0}
!52 = !{!"int", !53, i64 0}
!53 = !{!"omnipotent char", !54, i64 0}
!54 = !{!"Simple C/C++ TBAA"}
!55 = !DILocation(line: 11, column: 9, scope: !47)
!56 = !DILocation(line: 12, column: 1, scope: !47)
!57 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 14, type: !58, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !61)
!58 = !DISubroutineType(types: !59)
!59 = !{!60, !60}
!60 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!61 = !{!62}
!62 = !DILocalVariable(name: "arg", arg: 1, scope: !57, file: !3, line: 14, type: !60)
!63 = !DILocation(line: 0, scope: !57)
!64 = !DILocation(line: 15, column: 3, scope: !57)
!65 = !DILocation(line: 16, column: 3, scope: !66)
!66 = distinct !DILexicalBlock(scope: !67, file: !3, line: 16, column: 3)
!67 = distinct !DILexicalBlock(scope: !57, file: !3, line: 16, column: 3)
!68 = !DILocation(line: 16, column: 3, scope: !67)
!69 = !DILocation(line: 17, column: 3, scope: !57)
!70 = !DISubprogram(name: "pthread_once", scope: !71, file: !71, line: 509, type: !72, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!71 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!72 = !DISubroutineType(types: !73)
!73 = !{!34, !74, !75}
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!76 = !DISubprogram(name: "__assert_fail", scope: !77, file: !77, line: 69, type: !78, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!77 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!78 = !DISubroutineType(types: !79)
!79 = !{null, !80, !80, !81, !80}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!81 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!82 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !83, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !85)
!83 = !DISubroutineType(types: !84)
!84 = !{!34}
!85 = !{!86, !89}
!86 = !DILocalVariable(name: "a", scope: !82, file: !3, line: 21, type: !87)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !38, line: 27, baseType: !88)
!88 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!89 = !DILocalVariable(name: "b", scope: !82, file: !3, line: 21, type: !87)
!90 = distinct !DIAssignID()
!91 = !DILocation(line: 0, scope: !82)
!92 = distinct !DIAssignID()
!93 = !DILocation(line: 21, column: 3, scope: !82)
!94 = !DILocation(line: 22, column: 3, scope: !82)
!95 = !DILocation(line: 23, column: 3, scope: !82)
!96 = !DILocation(line: 24, column: 16, scope: !82)
!97 = !{!98, !98, i64 0}
!98 = !{!"long", !53, i64 0}
!99 = !DILocation(line: 24, column: 3, scope: !82)
!100 = !DILocation(line: 25, column: 16, scope: !82)
!101 = !DILocation(line: 25, column: 3, scope: !82)
!102 = !DILocation(line: 26, column: 3, scope: !103)
!103 = distinct !DILexicalBlock(scope: !104, file: !3, line: 26, column: 3)
!104 = distinct !DILexicalBlock(scope: !82, file: !3, line: 26, column: 3)
!105 = !DILocation(line: 26, column: 3, scope: !104)
!106 = !DILocation(line: 28, column: 1, scope: !82)
!107 = !DILocation(line: 27, column: 3, scope: !82)
!108 = !DISubprogram(name: "pthread_create", scope: !71, file: !71, line: 202, type: !109, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!109 = !DISubroutineType(types: !110)
!110 = !{!34, !111, !113, !125, !126}
!111 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !114)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !116)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !38, line: 62, baseType: !117)
!117 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !38, line: 56, size: 448, elements: !118)
!118 = !{!119, !123}
!119 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !117, file: !38, line: 58, baseType: !120, size: 448)
!120 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !121)
!121 = !{!122}
!122 = !DISubrange(count: 56)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !117, file: !38, line: 59, baseType: !124, size: 64)
!124 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!125 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!126 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !60)
!127 = !DISubprogram(name: "pthread_join", scope: !71, file: !71, line: 219, type: !128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!128 = !DISubroutineType(types: !129)
!129 = !{!34, !87, !130}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
