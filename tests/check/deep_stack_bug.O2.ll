; ModuleID = 'deep_stack_bug.c'
source_filename = "deep_stack_bug.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@shared = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"*up == n + 1\00", align 1, !dbg !8
@.str.1 = private unnamed_addr constant [17 x i8] c"deep_stack_bug.c\00", align 1, !dbg !14
@__PRETTY_FUNCTION__.down = private unnamed_addr constant [21 x i8] c"int down(int, int *)\00", align 1, !dbg !19
@.str.2 = private unnamed_addr constant [24 x i8] c"here == n && r == n - 1\00", align 1, !dbg !25
@.str.3 = private unnamed_addr constant [8 x i8] c"n != 25\00", align 1, !dbg !30
@.str.4 = private unnamed_addr constant [14 x i8] c"(long)r == 30\00", align 1, !dbg !35
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !40

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @down(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !54 {
  %3 = alloca i32, align 4, !DIAssignID !63
    #dbg_assign(i1 undef, !61, !DIExpression(), !63, ptr %3, !DIExpression(), !64)
    #dbg_value(i32 %0, !59, !DIExpression(), !64)
    #dbg_value(ptr %1, !60, !DIExpression(), !64)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #7, !dbg !65
  store i32 %0, ptr %3, align 4, !dbg !66, !tbaa !67, !DIAssignID !71
    #dbg_assign(i32 %0, !61, !DIExpression(), !71, ptr %3, !DIExpression(), !64)
  store i32 %0, ptr @shared, align 4, !dbg !72, !tbaa !67
  %4 = icmp eq i32 %0, 0, !dbg !73
  br i1 %4, label %5, label %8, !dbg !75

5:                                                ; preds = %2
  %6 = load i32, ptr %1, align 4, !dbg !76, !tbaa !67
  %7 = add nsw i32 %6, -1, !dbg !77
  br label %21, !dbg !78

8:                                                ; preds = %2
  %9 = add nsw i32 %0, -1, !dbg !79
  %10 = call i32 @down(i32 noundef %9, ptr noundef nonnull %3), !dbg !80
    #dbg_value(i32 %10, !62, !DIExpression(), !64)
  %11 = load i32, ptr %1, align 4, !dbg !81, !tbaa !67
  %12 = add nsw i32 %0, 1, !dbg !81
  %13 = icmp eq i32 %11, %12, !dbg !81
  br i1 %13, label %15, label %14, !dbg !84

14:                                               ; preds = %8
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 17, ptr noundef nonnull @__PRETTY_FUNCTION__.down) #8, !dbg !81
  unreachable, !dbg !81

15:                                               ; preds = %8
  %16 = icmp eq i32 %10, %9, !dbg !85
  br i1 %16, label %18, label %17, !dbg !85

17:                                               ; preds = %15
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 18, ptr noundef nonnull @__PRETTY_FUNCTION__.down) #8, !dbg !85
  unreachable, !dbg !85

18:                                               ; preds = %15
  %19 = icmp eq i32 %0, 25, !dbg !88
  br i1 %19, label %20, label %21, !dbg !91

20:                                               ; preds = %18
  tail call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 19, ptr noundef nonnull @__PRETTY_FUNCTION__.down) #8, !dbg !88
  unreachable, !dbg !88

21:                                               ; preds = %18, %5
  %22 = phi i32 [ %7, %5 ], [ %0, %18 ], !dbg !64
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #7, !dbg !92
  ret i32 %22, !dbg !92
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind
declare !dbg !93 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local ptr @deep(ptr nocapture readnone %0) #3 !dbg !99 {
  %2 = alloca i32, align 4, !DIAssignID !105
    #dbg_assign(i1 undef, !104, !DIExpression(), !105, ptr %2, !DIExpression(), !106)
    #dbg_value(ptr poison, !103, !DIExpression(), !106)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7, !dbg !107
  store i32 31, ptr %2, align 4, !dbg !108, !tbaa !67, !DIAssignID !109
    #dbg_assign(i32 31, !104, !DIExpression(), !109, ptr %2, !DIExpression(), !106)
  %3 = call i32 @down(i32 noundef 30, ptr noundef nonnull %2), !dbg !110
  %4 = sext i32 %3 to i64, !dbg !111
  %5 = inttoptr i64 %4 to ptr, !dbg !112
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7, !dbg !113
  ret ptr %5, !dbg !114
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local ptr @reader(ptr nocapture readnone %0) #4 !dbg !115 {
    #dbg_value(ptr poison, !117, !DIExpression(), !119)
  %2 = load i32, ptr @shared, align 4, !dbg !120, !tbaa !67
    #dbg_value(i32 %2, !118, !DIExpression(), !119)
  %3 = icmp sgt i32 %2, -1, !dbg !121
  %4 = zext i1 %3 to i64, !dbg !122
  %5 = inttoptr i64 %4 to ptr, !dbg !123
  ret ptr %5, !dbg !124
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !125 {
  %1 = alloca i64, align 8, !DIAssignID !135
    #dbg_assign(i1 undef, !129, !DIExpression(), !135, ptr %1, !DIExpression(), !136)
  %2 = alloca i64, align 8, !DIAssignID !137
    #dbg_assign(i1 undef, !133, !DIExpression(), !137, ptr %2, !DIExpression(), !136)
  %3 = alloca ptr, align 8, !DIAssignID !138
    #dbg_assign(i1 undef, !134, !DIExpression(), !138, ptr %3, !DIExpression(), !136)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #7, !dbg !139
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !139
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @deep, ptr noundef null) #7, !dbg !140
  %5 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @reader, ptr noundef null) #7, !dbg !141
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #7, !dbg !142
  %6 = load i64, ptr %1, align 8, !dbg !143, !tbaa !144
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef nonnull %3) #7, !dbg !146
  %8 = load i64, ptr %2, align 8, !dbg !147, !tbaa !144
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null) #7, !dbg !148
  %10 = load ptr, ptr %3, align 8, !dbg !149, !tbaa !152
  %11 = icmp eq ptr %10, inttoptr (i64 30 to ptr), !dbg !149
  br i1 %11, label %13, label %12, !dbg !154

12:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str.4, ptr noundef nonnull @.str.1, i32 noundef 40, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !149
  unreachable, !dbg !149

13:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #7, !dbg !155
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !155
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #7, !dbg !155
  ret i32 0, !dbg !156
}

; Function Attrs: nounwind
declare !dbg !157 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !176 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "shared", scope: !2, file: !3, line: 10, type: !45, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "deep_stack_bug.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "e32d46ec3e1326c1019b64fdece8a32c")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!8, !14, !19, !25, !30, !35, !40, !0}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 104, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 13)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 136, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 17)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 168, elements: !23)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!23 = !{!24}
!24 = !DISubrange(count: 21)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 192, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 24)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 19, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 64, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 8)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 112, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 14)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 120, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 15)
!45 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 2}
!52 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = distinct !DISubprogram(name: "down", scope: !3, file: !3, line: 12, type: !55, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !58)
!55 = !DISubroutineType(types: !56)
!56 = !{!45, !45, !57}
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!58 = !{!59, !60, !61, !62}
!59 = !DILocalVariable(name: "n", arg: 1, scope: !54, file: !3, line: 12, type: !45)
!60 = !DILocalVariable(name: "up", arg: 2, scope: !54, file: !3, line: 12, type: !57)
!61 = !DILocalVariable(name: "here", scope: !54, file: !3, line: 13, type: !45)
!62 = !DILocalVariable(name: "r", scope: !54, file: !3, line: 16, type: !45)
!63 = distinct !DIAssignID()
!64 = !DILocation(line: 0, scope: !54)
!65 = !DILocation(line: 13, column: 3, scope: !54)
!66 = !DILocation(line: 13, column: 7, scope: !54)
!67 = !{!68, !68, i64 0}
!68 = !{!"int", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C/C++ TBAA"}
!71 = distinct !DIAssignID()
!72 = !DILocation(line: 14, column: 10, scope: !54)
!73 = !DILocation(line: 15, column: 9, scope: !74)
!74 = distinct !DILexicalBlock(scope: !54, file: !3, line: 15, column: 7)
!75 = !DILocation(line: 15, column: 7, scope: !54)
!76 = !DILocation(line: 15, column: 22, scope: !74)
!77 = !DILocation(line: 15, column: 26, scope: !74)
!78 = !DILocation(line: 15, column: 15, scope: !74)
!79 = !DILocation(line: 16, column: 18, scope: !54)
!80 = !DILocation(line: 16, column: 11, scope: !54)
!81 = !DILocation(line: 17, column: 3, scope: !82)
!82 = distinct !DILexicalBlock(scope: !83, file: !3, line: 17, column: 3)
!83 = distinct !DILexicalBlock(scope: !54, file: !3, line: 17, column: 3)
!84 = !DILocation(line: 17, column: 3, scope: !83)
!85 = !DILocation(line: 18, column: 3, scope: !86)
!86 = distinct !DILexicalBlock(scope: !87, file: !3, line: 18, column: 3)
!87 = distinct !DILexicalBlock(scope: !54, file: !3, line: 18, column: 3)
!88 = !DILocation(line: 19, column: 3, scope: !89)
!89 = distinct !DILexicalBlock(scope: !90, file: !3, line: 19, column: 3)
!90 = distinct !DILexicalBlock(scope: !54, file: !3, line: 19, column: 3)
!91 = !DILocation(line: 19, column: 3, scope: !90)
!92 = !DILocation(line: 21, column: 1, scope: !54)
!93 = !DISubprogram(name: "__assert_fail", scope: !94, file: !94, line: 69, type: !95, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!94 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!95 = !DISubroutineType(types: !96)
!96 = !{null, !97, !97, !98, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!98 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!99 = distinct !DISubprogram(name: "deep", scope: !3, file: !3, line: 23, type: !100, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !102)
!100 = !DISubroutineType(types: !101)
!101 = !{!5, !5}
!102 = !{!103, !104}
!103 = !DILocalVariable(name: "arg", arg: 1, scope: !99, file: !3, line: 23, type: !5)
!104 = !DILocalVariable(name: "top", scope: !99, file: !3, line: 24, type: !45)
!105 = distinct !DIAssignID()
!106 = !DILocation(line: 0, scope: !99)
!107 = !DILocation(line: 24, column: 3, scope: !99)
!108 = !DILocation(line: 24, column: 7, scope: !99)
!109 = distinct !DIAssignID()
!110 = !DILocation(line: 25, column: 24, scope: !99)
!111 = !DILocation(line: 25, column: 18, scope: !99)
!112 = !DILocation(line: 25, column: 10, scope: !99)
!113 = !DILocation(line: 26, column: 1, scope: !99)
!114 = !DILocation(line: 25, column: 3, scope: !99)
!115 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 28, type: !100, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !116)
!116 = !{!117, !118}
!117 = !DILocalVariable(name: "arg", arg: 1, scope: !115, file: !3, line: 28, type: !5)
!118 = !DILocalVariable(name: "seen", scope: !115, file: !3, line: 29, type: !45)
!119 = !DILocation(line: 0, scope: !115)
!120 = !DILocation(line: 29, column: 14, scope: !115)
!121 = !DILocation(line: 30, column: 30, scope: !115)
!122 = !DILocation(line: 30, column: 18, scope: !115)
!123 = !DILocation(line: 30, column: 10, scope: !115)
!124 = !DILocation(line: 30, column: 3, scope: !115)
!125 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !126, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !128)
!126 = !DISubroutineType(types: !127)
!127 = !{!45}
!128 = !{!129, !133, !134}
!129 = !DILocalVariable(name: "a", scope: !125, file: !3, line: 34, type: !130)
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !131, line: 27, baseType: !132)
!131 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!132 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!133 = !DILocalVariable(name: "b", scope: !125, file: !3, line: 34, type: !130)
!134 = !DILocalVariable(name: "r", scope: !125, file: !3, line: 37, type: !5)
!135 = distinct !DIAssignID()
!136 = !DILocation(line: 0, scope: !125)
!137 = distinct !DIAssignID()
!138 = distinct !DIAssignID()
!139 = !DILocation(line: 34, column: 3, scope: !125)
!140 = !DILocation(line: 35, column: 3, scope: !125)
!141 = !DILocation(line: 36, column: 3, scope: !125)
!142 = !DILocation(line: 37, column: 3, scope: !125)
!143 = !DILocation(line: 38, column: 16, scope: !125)
!144 = !{!145, !145, i64 0}
!145 = !{!"long", !69, i64 0}
!146 = !DILocation(line: 38, column: 3, scope: !125)
!147 = !DILocation(line: 39, column: 16, scope: !125)
!148 = !DILocation(line: 39, column: 3, scope: !125)
!149 = !DILocation(line: 40, column: 3, scope: !150)
!150 = distinct !DILexicalBlock(scope: !151, file: !3, line: 40, column: 3)
!151 = distinct !DILexicalBlock(scope: !125, file: !3, line: 40, column: 3)
!152 = !{!153, !153, i64 0}
!153 = !{!"any pointer", !69, i64 0}
!154 = !DILocation(line: 40, column: 3, scope: !151)
!155 = !DILocation(line: 42, column: 1, scope: !125)
!156 = !DILocation(line: 41, column: 3, scope: !125)
!157 = !DISubprogram(name: "pthread_create", scope: !158, file: !158, line: 202, type: !159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!158 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!159 = !DISubroutineType(types: !160)
!160 = !{!45, !161, !163, !174, !175}
!161 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !162)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !130, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !164)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !165, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !166)
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !131, line: 62, baseType: !167)
!167 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !131, line: 56, size: 448, elements: !168)
!168 = !{!169, !173}
!169 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !167, file: !131, line: 58, baseType: !170, size: 448)
!170 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 448, elements: !171)
!171 = !{!172}
!172 = !DISubrange(count: 56)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !167, file: !131, line: 59, baseType: !6, size: 64)
!174 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!175 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!176 = !DISubprogram(name: "pthread_join", scope: !158, file: !158, line: 219, type: !177, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!177 = !DISubroutineType(types: !178)
!178 = !{!45, !130, !179}
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
