; ModuleID = 'CoWW.c'
source_filename = "CoWW.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [7 x i8] c"CoWW.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !28

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !43 {
    #dbg_value(ptr poison, !48, !DIExpression(), !49)
  store volatile i32 1, ptr @x, align 4, !dbg !50, !tbaa !51
  store volatile i32 2, ptr @x, align 4, !dbg !55, !tbaa !51
  ret ptr null, !dbg !56
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !57 {
    #dbg_value(ptr poison, !59, !DIExpression(), !60)
  store volatile i32 3, ptr @x, align 4, !dbg !61, !tbaa !51
  ret ptr null, !dbg !62
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !63 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !78
    #dbg_assign(i1 undef, !67, !DIExpression(), !78, ptr %1, !DIExpression(), !79)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !80
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #6, !dbg !81
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !82
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !83
  %5 = load i64, ptr %1, align 16, !dbg !84, !tbaa !85
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !87
  %7 = load i64, ptr %3, align 8, !dbg !88, !tbaa !85
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !89
    #dbg_value(i32 0, !76, !DIExpression(), !79)
  %9 = load volatile i32, ptr @x, align 4, !dbg !90, !tbaa !51
    #dbg_value(i32 %9, !74, !DIExpression(), !79)
  %10 = icmp ult i32 %9, 3, !dbg !91
  %11 = icmp eq i32 %9, 3, !dbg !91
  %12 = select i1 %11, i32 3, i32 -1, !dbg !91
  %13 = select i1 %10, i32 %9, i32 %12, !dbg !91
    #dbg_value(i32 %13, !75, !DIExpression(), !79)
  %14 = icmp slt i32 %13, 0, !dbg !92
  br i1 %14, label %21, label %15, !dbg !94

15:                                               ; preds = %0
    #dbg_value(i32 %13, !76, !DIExpression(), !79)
  switch i32 %13, label %20 [
    i32 0, label %16
    i32 1, label %17
    i32 2, label %18
    i32 3, label %19
  ], !dbg !95

16:                                               ; preds = %15
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 52, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !96
  unreachable, !dbg !96

17:                                               ; preds = %15
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 57, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !100
  unreachable, !dbg !100

18:                                               ; preds = %15
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 62, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !103
  unreachable, !dbg !103

19:                                               ; preds = %15
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 67, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !106
  unreachable, !dbg !106

20:                                               ; preds = %15
  unreachable

21:                                               ; preds = %0
    #dbg_label(!77, !109)
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 76, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !110
  unreachable, !dbg !110
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !113 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !133 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !137 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 14, type: !33, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "CoWW.c", directory: ".", checksumkind: CSK_MD5, checksum: "ebbda50d6c1712afbbdc3f34be1a0b0e")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 7)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 57, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 67, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 76, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 22)
!33 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !34)
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 8, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 2}
!41 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!42 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!43 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 16, type: !44, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !47)
!44 = !DISubroutineType(types: !45)
!45 = !{!46, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!47 = !{!48}
!48 = !DILocalVariable(name: "arg", arg: 1, scope: !43, file: !3, line: 16, type: !46)
!49 = !DILocation(line: 0, scope: !43)
!50 = !DILocation(line: 19, column: 4, scope: !43)
!51 = !{!52, !52, i64 0}
!52 = !{!"int", !53, i64 0}
!53 = !{!"omnipotent char", !54, i64 0}
!54 = !{!"Simple C/C++ TBAA"}
!55 = !DILocation(line: 20, column: 4, scope: !43)
!56 = !DILocation(line: 21, column: 2, scope: !43)
!57 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 24, type: !44, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !58)
!58 = !{!59}
!59 = !DILocalVariable(name: "arg", arg: 1, scope: !57, file: !3, line: 24, type: !46)
!60 = !DILocation(line: 0, scope: !57)
!61 = !DILocation(line: 27, column: 4, scope: !57)
!62 = !DILocation(line: 28, column: 2, scope: !57)
!63 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !64, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{!34}
!66 = !{!67, !74, !75, !76, !77}
!67 = !DILocalVariable(name: "th", scope: !63, file: !3, line: 33, type: !68)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 128, elements: !72)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !70, line: 27, baseType: !71)
!70 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!71 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!72 = !{!73}
!73 = !DISubrange(count: 2)
!74 = !DILocalVariable(name: "v", scope: !63, file: !3, line: 38, type: !34)
!75 = !DILocalVariable(name: "d", scope: !63, file: !3, line: 38, type: !34)
!76 = !DILocalVariable(name: "o", scope: !63, file: !3, line: 38, type: !34)
!77 = !DILabel(scope: !63, name: "unexpected", file: !3, line: 75)
!78 = distinct !DIAssignID()
!79 = !DILocation(line: 0, scope: !63)
!80 = !DILocation(line: 33, column: 2, scope: !63)
!81 = !DILocation(line: 34, column: 2, scope: !63)
!82 = !DILocation(line: 35, column: 18, scope: !63)
!83 = !DILocation(line: 35, column: 2, scope: !63)
!84 = !DILocation(line: 36, column: 15, scope: !63)
!85 = !{!86, !86, i64 0}
!86 = !{!"long", !53, i64 0}
!87 = !DILocation(line: 36, column: 2, scope: !63)
!88 = !DILocation(line: 37, column: 15, scope: !63)
!89 = !DILocation(line: 37, column: 2, scope: !63)
!90 = !DILocation(line: 39, column: 6, scope: !63)
!91 = !DILocation(line: 40, column: 6, scope: !63)
!92 = !DILocation(line: 41, column: 8, scope: !93)
!93 = distinct !DILexicalBlock(scope: !63, file: !3, line: 41, column: 6)
!94 = !DILocation(line: 41, column: 6, scope: !63)
!95 = !DILocation(line: 49, column: 2, scope: !63)
!96 = !DILocation(line: 52, column: 3, scope: !97)
!97 = distinct !DILexicalBlock(scope: !98, file: !3, line: 52, column: 3)
!98 = distinct !DILexicalBlock(scope: !99, file: !3, line: 52, column: 3)
!99 = distinct !DILexicalBlock(scope: !63, file: !3, line: 49, column: 13)
!100 = !DILocation(line: 57, column: 3, scope: !101)
!101 = distinct !DILexicalBlock(scope: !102, file: !3, line: 57, column: 3)
!102 = distinct !DILexicalBlock(scope: !99, file: !3, line: 57, column: 3)
!103 = !DILocation(line: 62, column: 3, scope: !104)
!104 = distinct !DILexicalBlock(scope: !105, file: !3, line: 62, column: 3)
!105 = distinct !DILexicalBlock(scope: !99, file: !3, line: 62, column: 3)
!106 = !DILocation(line: 67, column: 3, scope: !107)
!107 = distinct !DILexicalBlock(scope: !108, file: !3, line: 67, column: 3)
!108 = distinct !DILexicalBlock(scope: !99, file: !3, line: 67, column: 3)
!109 = !DILocation(line: 75, column: 1, scope: !63)
!110 = !DILocation(line: 76, column: 2, scope: !111)
!111 = distinct !DILexicalBlock(scope: !112, file: !3, line: 76, column: 2)
!112 = distinct !DILexicalBlock(scope: !63, file: !3, line: 76, column: 2)
!113 = !DISubprogram(name: "pthread_create", scope: !114, file: !114, line: 202, type: !115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!114 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!115 = !DISubroutineType(types: !116)
!116 = !{!34, !117, !119, !131, !132}
!117 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !118)
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !120)
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !122)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !70, line: 62, baseType: !123)
!123 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !70, line: 56, size: 448, elements: !124)
!124 = !{!125, !129}
!125 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !123, file: !70, line: 58, baseType: !126, size: 448)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 56)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !123, file: !70, line: 59, baseType: !130, size: 64)
!130 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!131 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!132 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !46)
!133 = !DISubprogram(name: "pthread_join", scope: !114, file: !114, line: 219, type: !134, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!134 = !DISubroutineType(types: !135)
!135 = !{!34, !69, !136}
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!137 = !DISubprogram(name: "__assert_fail", scope: !138, file: !138, line: 69, type: !139, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!138 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!139 = !DISubroutineType(types: !140)
!140 = !{null, !141, !141, !142, !141}
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!142 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
