; ModuleID = 'R+mfence.c'
source_filename = "R+mfence.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@y = dso_local global i32 0, align 4, !dbg !37
@r1_2 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !41
@.str = private unnamed_addr constant [13 x i8] c"!\22outcome 0\22\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [11 x i8] c"R+mfence.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [13 x i8] c"!\22outcome 1\22\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [13 x i8] c"!\22outcome 2\22\00", align 1, !dbg !24
@.str.4 = private unnamed_addr constant [13 x i8] c"!\22outcome 3\22\00", align 1, !dbg !26
@.str.5 = private unnamed_addr constant [13 x i8] c"!\22outcome 4\22\00", align 1, !dbg !28
@.str.6 = private unnamed_addr constant [13 x i8] c"!\22outcome 5\22\00", align 1, !dbg !30
@.str.7 = private unnamed_addr constant [22 x i8] c"!\22outcome unexpected\22\00", align 1, !dbg !32

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t0(ptr nocapture readnone %0) #0 !dbg !51 {
    #dbg_value(ptr poison, !56, !DIExpression(), !57)
  store volatile i32 1, ptr @x, align 4, !dbg !58, !tbaa !59
  store volatile i32 1, ptr @y, align 4, !dbg !63, !tbaa !59
  ret ptr null, !dbg !64
}

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #1 !dbg !65 {
    #dbg_value(ptr poison, !67, !DIExpression(), !68)
  store volatile i32 2, ptr @y, align 4, !dbg !69, !tbaa !59
  fence seq_cst, !dbg !70
  %2 = load volatile i32, ptr @x, align 4, !dbg !71, !tbaa !59
  store i32 %2, ptr @r1_2, align 4, !dbg !72, !tbaa !59
  ret ptr null, !dbg !73
}

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !74 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !89
    #dbg_assign(i1 undef, !78, !DIExpression(), !89, ptr %1, !DIExpression(), !90)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #7, !dbg !91
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #7, !dbg !92
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !93
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #7, !dbg !94
  %5 = load i64, ptr %1, align 16, !dbg !95, !tbaa !96
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #7, !dbg !98
  %7 = load i64, ptr %3, align 8, !dbg !99, !tbaa !96
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !100
    #dbg_value(i32 0, !87, !DIExpression(), !90)
  %9 = load i32, ptr @r1_2, align 4, !dbg !101, !tbaa !59
    #dbg_value(i32 %9, !85, !DIExpression(), !90)
  %10 = icmp eq i32 %9, 0, !dbg !102
  %11 = icmp eq i32 %9, 1, !dbg !103
  %12 = select i1 %11, i32 1, i32 -1, !dbg !103
  %13 = select i1 %10, i32 0, i32 %12, !dbg !103
    #dbg_value(i32 %13, !86, !DIExpression(), !90)
  %14 = icmp slt i32 %13, 0, !dbg !104
  br i1 %14, label %32, label %15, !dbg !106

15:                                               ; preds = %0
    #dbg_value(i32 %13, !87, !DIExpression(), !90)
  %16 = load volatile i32, ptr @y, align 4, !dbg !107, !tbaa !59
    #dbg_value(i32 %16, !85, !DIExpression(), !90)
  %17 = icmp ult i32 %16, 2, !dbg !108
  %18 = icmp eq i32 %16, 2, !dbg !108
  %19 = select i1 %18, i32 2, i32 -1, !dbg !108
  %20 = select i1 %17, i32 %16, i32 %19, !dbg !108
    #dbg_value(i32 %20, !86, !DIExpression(), !90)
  %21 = icmp slt i32 %20, 0, !dbg !109
  br i1 %21, label %32, label %22, !dbg !111

22:                                               ; preds = %15
  %23 = shl nuw nsw i32 %20, 1, !dbg !112
  %24 = add nuw nsw i32 %23, %13, !dbg !113
    #dbg_value(i32 %24, !87, !DIExpression(), !90)
  switch i32 %24, label %31 [
    i32 0, label %25
    i32 1, label %26
    i32 2, label %27
    i32 3, label %28
    i32 4, label %29
    i32 5, label %30
  ], !dbg !114

25:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 62, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !115
  unreachable, !dbg !115

26:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 67, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !119
  unreachable, !dbg !119

27:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 72, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !122
  unreachable, !dbg !122

28:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 77, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !125
  unreachable, !dbg !125

29:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.1, i32 noundef 82, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !128
  unreachable, !dbg !128

30:                                               ; preds = %22
  call void @__assert_fail(ptr noundef nonnull @.str.6, ptr noundef nonnull @.str.1, i32 noundef 87, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !131
  unreachable, !dbg !131

31:                                               ; preds = %22
  unreachable

32:                                               ; preds = %15, %0
    #dbg_label(!88, !134)
  call void @__assert_fail(ptr noundef nonnull @.str.7, ptr noundef nonnull @.str.1, i32 noundef 96, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !135
  unreachable, !dbg !135
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !138 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !158 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !162 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 15, type: !39, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "R+mfence.c", directory: ".", checksumkind: CSK_MD5, checksum: "55b25ab248404929e43f54dc61cc7a12")
!4 = !{!5, !11, !16, !22, !24, !26, !28, !30, !32, !0, !37, !41}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 11)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 62, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 67, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !7, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !3, line: 77, type: !7, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 82, type: !7, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 87, type: !7, isLocal: true, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 96, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 22)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 16, type: !39, isLocal: false, isDefinition: true)
!39 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !40)
!40 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "r1_2", scope: !2, file: !3, line: 17, type: !40, isLocal: false, isDefinition: true)
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 8, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 2}
!49 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!50 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!51 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 19, type: !52, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !55)
!52 = !DISubroutineType(types: !53)
!53 = !{!54, !54}
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!55 = !{!56}
!56 = !DILocalVariable(name: "arg", arg: 1, scope: !51, file: !3, line: 19, type: !54)
!57 = !DILocation(line: 0, scope: !51)
!58 = !DILocation(line: 22, column: 4, scope: !51)
!59 = !{!60, !60, i64 0}
!60 = !{!"int", !61, i64 0}
!61 = !{!"omnipotent char", !62, i64 0}
!62 = !{!"Simple C/C++ TBAA"}
!63 = !DILocation(line: 23, column: 4, scope: !51)
!64 = !DILocation(line: 24, column: 2, scope: !51)
!65 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 27, type: !52, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !66)
!66 = !{!67}
!67 = !DILocalVariable(name: "arg", arg: 1, scope: !65, file: !3, line: 27, type: !54)
!68 = !DILocation(line: 0, scope: !65)
!69 = !DILocation(line: 30, column: 4, scope: !65)
!70 = !DILocation(line: 31, column: 2, scope: !65)
!71 = !DILocation(line: 32, column: 9, scope: !65)
!72 = !DILocation(line: 32, column: 7, scope: !65)
!73 = !DILocation(line: 33, column: 2, scope: !65)
!74 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 36, type: !75, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!40}
!77 = !{!78, !85, !86, !87, !88}
!78 = !DILocalVariable(name: "th", scope: !74, file: !3, line: 38, type: !79)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 128, elements: !83)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !81, line: 27, baseType: !82)
!81 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!82 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!83 = !{!84}
!84 = !DISubrange(count: 2)
!85 = !DILocalVariable(name: "v", scope: !74, file: !3, line: 43, type: !40)
!86 = !DILocalVariable(name: "d", scope: !74, file: !3, line: 43, type: !40)
!87 = !DILocalVariable(name: "o", scope: !74, file: !3, line: 43, type: !40)
!88 = !DILabel(scope: !74, name: "unexpected", file: !3, line: 95)
!89 = distinct !DIAssignID()
!90 = !DILocation(line: 0, scope: !74)
!91 = !DILocation(line: 38, column: 2, scope: !74)
!92 = !DILocation(line: 39, column: 2, scope: !74)
!93 = !DILocation(line: 40, column: 18, scope: !74)
!94 = !DILocation(line: 40, column: 2, scope: !74)
!95 = !DILocation(line: 41, column: 15, scope: !74)
!96 = !{!97, !97, i64 0}
!97 = !{!"long", !61, i64 0}
!98 = !DILocation(line: 41, column: 2, scope: !74)
!99 = !DILocation(line: 42, column: 15, scope: !74)
!100 = !DILocation(line: 42, column: 2, scope: !74)
!101 = !DILocation(line: 44, column: 6, scope: !74)
!102 = !DILocation(line: 45, column: 8, scope: !74)
!103 = !DILocation(line: 45, column: 6, scope: !74)
!104 = !DILocation(line: 46, column: 8, scope: !105)
!105 = distinct !DILexicalBlock(scope: !74, file: !3, line: 46, column: 6)
!106 = !DILocation(line: 46, column: 6, scope: !74)
!107 = !DILocation(line: 49, column: 6, scope: !74)
!108 = !DILocation(line: 50, column: 6, scope: !74)
!109 = !DILocation(line: 51, column: 8, scope: !110)
!110 = distinct !DILexicalBlock(scope: !74, file: !3, line: 51, column: 6)
!111 = !DILocation(line: 51, column: 6, scope: !74)
!112 = !DILocation(line: 53, column: 9, scope: !74)
!113 = !DILocation(line: 53, column: 4, scope: !74)
!114 = !DILocation(line: 59, column: 2, scope: !74)
!115 = !DILocation(line: 62, column: 3, scope: !116)
!116 = distinct !DILexicalBlock(scope: !117, file: !3, line: 62, column: 3)
!117 = distinct !DILexicalBlock(scope: !118, file: !3, line: 62, column: 3)
!118 = distinct !DILexicalBlock(scope: !74, file: !3, line: 59, column: 13)
!119 = !DILocation(line: 67, column: 3, scope: !120)
!120 = distinct !DILexicalBlock(scope: !121, file: !3, line: 67, column: 3)
!121 = distinct !DILexicalBlock(scope: !118, file: !3, line: 67, column: 3)
!122 = !DILocation(line: 72, column: 3, scope: !123)
!123 = distinct !DILexicalBlock(scope: !124, file: !3, line: 72, column: 3)
!124 = distinct !DILexicalBlock(scope: !118, file: !3, line: 72, column: 3)
!125 = !DILocation(line: 77, column: 3, scope: !126)
!126 = distinct !DILexicalBlock(scope: !127, file: !3, line: 77, column: 3)
!127 = distinct !DILexicalBlock(scope: !118, file: !3, line: 77, column: 3)
!128 = !DILocation(line: 82, column: 3, scope: !129)
!129 = distinct !DILexicalBlock(scope: !130, file: !3, line: 82, column: 3)
!130 = distinct !DILexicalBlock(scope: !118, file: !3, line: 82, column: 3)
!131 = !DILocation(line: 87, column: 3, scope: !132)
!132 = distinct !DILexicalBlock(scope: !133, file: !3, line: 87, column: 3)
!133 = distinct !DILexicalBlock(scope: !118, file: !3, line: 87, column: 3)
!134 = !DILocation(line: 95, column: 1, scope: !74)
!135 = !DILocation(line: 96, column: 2, scope: !136)
!136 = distinct !DILexicalBlock(scope: !137, file: !3, line: 96, column: 2)
!137 = distinct !DILexicalBlock(scope: !74, file: !3, line: 96, column: 2)
!138 = !DISubprogram(name: "pthread_create", scope: !139, file: !139, line: 202, type: !140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!139 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!140 = !DISubroutineType(types: !141)
!141 = !{!40, !142, !144, !156, !157}
!142 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !143)
!143 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!144 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !145)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !147)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !81, line: 62, baseType: !148)
!148 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !81, line: 56, size: 448, elements: !149)
!149 = !{!150, !154}
!150 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !148, file: !81, line: 58, baseType: !151, size: 448)
!151 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !152)
!152 = !{!153}
!153 = !DISubrange(count: 56)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !148, file: !81, line: 59, baseType: !155, size: 64)
!155 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !54)
!158 = !DISubprogram(name: "pthread_join", scope: !139, file: !139, line: 219, type: !159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DISubroutineType(types: !160)
!160 = !{!40, !80, !161}
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!162 = !DISubprogram(name: "__assert_fail", scope: !163, file: !163, line: 69, type: !164, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!163 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!164 = !DISubroutineType(types: !165)
!165 = !{null, !166, !166, !167, !166}
!166 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!167 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
