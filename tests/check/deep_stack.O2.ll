; ModuleID = 'deep_stack.c'
source_filename = "deep_stack.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@shared = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"*up == n + 1\00", align 1, !dbg !8
@.str.1 = private unnamed_addr constant [13 x i8] c"deep_stack.c\00", align 1, !dbg !14
@__PRETTY_FUNCTION__.down = private unnamed_addr constant [21 x i8] c"int down(int, int *)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [24 x i8] c"here == n && r == n - 1\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [14 x i8] c"(long)r == 30\00", align 1, !dbg !27
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !32

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @down(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !46 {
  %3 = alloca i32, align 4, !DIAssignID !55
    #dbg_assign(i1 undef, !53, !DIExpression(), !55, ptr %3, !DIExpression(), !56)
    #dbg_value(i32 %0, !51, !DIExpression(), !56)
    #dbg_value(ptr %1, !52, !DIExpression(), !56)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #7, !dbg !57
  store i32 %0, ptr %3, align 4, !dbg !58, !tbaa !59, !DIAssignID !63
    #dbg_assign(i32 %0, !53, !DIExpression(), !63, ptr %3, !DIExpression(), !56)
  store i32 %0, ptr @shared, align 4, !dbg !64, !tbaa !59
  %4 = icmp eq i32 %0, 0, !dbg !65
  br i1 %4, label %5, label %8, !dbg !67

5:                                                ; preds = %2
  %6 = load i32, ptr %1, align 4, !dbg !68, !tbaa !59
  %7 = add nsw i32 %6, -1, !dbg !69
  br label %18, !dbg !70

8:                                                ; preds = %2
  %9 = add nsw i32 %0, -1, !dbg !71
  %10 = call i32 @down(i32 noundef %9, ptr noundef nonnull %3), !dbg !72
    #dbg_value(i32 %10, !54, !DIExpression(), !56)
  %11 = load i32, ptr %1, align 4, !dbg !73, !tbaa !59
  %12 = add nsw i32 %0, 1, !dbg !73
  %13 = icmp eq i32 %11, %12, !dbg !73
  br i1 %13, label %15, label %14, !dbg !76

14:                                               ; preds = %8
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 17, ptr noundef nonnull @__PRETTY_FUNCTION__.down) #8, !dbg !73
  unreachable, !dbg !73

15:                                               ; preds = %8
  %16 = icmp eq i32 %10, %9, !dbg !77
  br i1 %16, label %18, label %17, !dbg !77

17:                                               ; preds = %15
  tail call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 18, ptr noundef nonnull @__PRETTY_FUNCTION__.down) #8, !dbg !77
  unreachable, !dbg !77

18:                                               ; preds = %15, %5
  %19 = phi i32 [ %7, %5 ], [ %0, %15 ], !dbg !56
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #7, !dbg !80
  ret i32 %19, !dbg !80
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind
declare !dbg !81 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local ptr @deep(ptr nocapture readnone %0) #3 !dbg !87 {
  %2 = alloca i32, align 4, !DIAssignID !93
    #dbg_assign(i1 undef, !92, !DIExpression(), !93, ptr %2, !DIExpression(), !94)
    #dbg_value(ptr poison, !91, !DIExpression(), !94)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7, !dbg !95
  store i32 31, ptr %2, align 4, !dbg !96, !tbaa !59, !DIAssignID !97
    #dbg_assign(i32 31, !92, !DIExpression(), !97, ptr %2, !DIExpression(), !94)
  %3 = call i32 @down(i32 noundef 30, ptr noundef nonnull %2), !dbg !98
  %4 = sext i32 %3 to i64, !dbg !99
  %5 = inttoptr i64 %4 to ptr, !dbg !100
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7, !dbg !101
  ret ptr %5, !dbg !102
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local ptr @reader(ptr nocapture readnone %0) #4 !dbg !103 {
    #dbg_value(ptr poison, !105, !DIExpression(), !107)
  %2 = load i32, ptr @shared, align 4, !dbg !108, !tbaa !59
    #dbg_value(i32 %2, !106, !DIExpression(), !107)
  %3 = icmp sgt i32 %2, -1, !dbg !109
  %4 = zext i1 %3 to i64, !dbg !110
  %5 = inttoptr i64 %4 to ptr, !dbg !111
  ret ptr %5, !dbg !112
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !113 {
  %1 = alloca i64, align 8, !DIAssignID !123
    #dbg_assign(i1 undef, !117, !DIExpression(), !123, ptr %1, !DIExpression(), !124)
  %2 = alloca i64, align 8, !DIAssignID !125
    #dbg_assign(i1 undef, !121, !DIExpression(), !125, ptr %2, !DIExpression(), !124)
  %3 = alloca ptr, align 8, !DIAssignID !126
    #dbg_assign(i1 undef, !122, !DIExpression(), !126, ptr %3, !DIExpression(), !124)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #7, !dbg !127
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !127
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @deep, ptr noundef null) #7, !dbg !128
  %5 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @reader, ptr noundef null) #7, !dbg !129
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #7, !dbg !130
  %6 = load i64, ptr %1, align 8, !dbg !131, !tbaa !132
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef nonnull %3) #7, !dbg !134
  %8 = load i64, ptr %2, align 8, !dbg !135, !tbaa !132
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null) #7, !dbg !136
  %10 = load ptr, ptr %3, align 8, !dbg !137, !tbaa !140
  %11 = icmp eq ptr %10, inttoptr (i64 30 to ptr), !dbg !137
  br i1 %11, label %13, label %12, !dbg !142

12:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 39, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !137
  unreachable, !dbg !137

13:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #7, !dbg !143
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !143
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #7, !dbg !143
  ret i32 0, !dbg !144
}

; Function Attrs: nounwind
declare !dbg !145 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !164 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #6

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
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "shared", scope: !2, file: !3, line: 10, type: !37, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "deep_stack.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "380945370f8103da96ac4d74063aec1c")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !{!8, !14, !16, !22, !27, !32, !0}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 104, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 13)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !10, isLocal: true, isDefinition: true)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 192, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 24)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 112, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 14)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 15)
!37 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 2}
!44 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!45 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!46 = distinct !DISubprogram(name: "down", scope: !3, file: !3, line: 12, type: !47, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!47 = !DISubroutineType(types: !48)
!48 = !{!37, !37, !49}
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!50 = !{!51, !52, !53, !54}
!51 = !DILocalVariable(name: "n", arg: 1, scope: !46, file: !3, line: 12, type: !37)
!52 = !DILocalVariable(name: "up", arg: 2, scope: !46, file: !3, line: 12, type: !49)
!53 = !DILocalVariable(name: "here", scope: !46, file: !3, line: 13, type: !37)
!54 = !DILocalVariable(name: "r", scope: !46, file: !3, line: 16, type: !37)
!55 = distinct !DIAssignID()
!56 = !DILocation(line: 0, scope: !46)
!57 = !DILocation(line: 13, column: 3, scope: !46)
!58 = !DILocation(line: 13, column: 7, scope: !46)
!59 = !{!60, !60, i64 0}
!60 = !{!"int", !61, i64 0}
!61 = !{!"omnipotent char", !62, i64 0}
!62 = !{!"Simple C/C++ TBAA"}
!63 = distinct !DIAssignID()
!64 = !DILocation(line: 14, column: 10, scope: !46)
!65 = !DILocation(line: 15, column: 9, scope: !66)
!66 = distinct !DILexicalBlock(scope: !46, file: !3, line: 15, column: 7)
!67 = !DILocation(line: 15, column: 7, scope: !46)
!68 = !DILocation(line: 15, column: 22, scope: !66)
!69 = !DILocation(line: 15, column: 26, scope: !66)
!70 = !DILocation(line: 15, column: 15, scope: !66)
!71 = !DILocation(line: 16, column: 18, scope: !46)
!72 = !DILocation(line: 16, column: 11, scope: !46)
!73 = !DILocation(line: 17, column: 3, scope: !74)
!74 = distinct !DILexicalBlock(scope: !75, file: !3, line: 17, column: 3)
!75 = distinct !DILexicalBlock(scope: !46, file: !3, line: 17, column: 3)
!76 = !DILocation(line: 17, column: 3, scope: !75)
!77 = !DILocation(line: 18, column: 3, scope: !78)
!78 = distinct !DILexicalBlock(scope: !79, file: !3, line: 18, column: 3)
!79 = distinct !DILexicalBlock(scope: !46, file: !3, line: 18, column: 3)
!80 = !DILocation(line: 20, column: 1, scope: !46)
!81 = !DISubprogram(name: "__assert_fail", scope: !82, file: !82, line: 69, type: !83, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!82 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!83 = !DISubroutineType(types: !84)
!84 = !{null, !85, !85, !86, !85}
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!86 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!87 = distinct !DISubprogram(name: "deep", scope: !3, file: !3, line: 22, type: !88, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !90)
!88 = !DISubroutineType(types: !89)
!89 = !{!5, !5}
!90 = !{!91, !92}
!91 = !DILocalVariable(name: "arg", arg: 1, scope: !87, file: !3, line: 22, type: !5)
!92 = !DILocalVariable(name: "top", scope: !87, file: !3, line: 23, type: !37)
!93 = distinct !DIAssignID()
!94 = !DILocation(line: 0, scope: !87)
!95 = !DILocation(line: 23, column: 3, scope: !87)
!96 = !DILocation(line: 23, column: 7, scope: !87)
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 24, column: 24, scope: !87)
!99 = !DILocation(line: 24, column: 18, scope: !87)
!100 = !DILocation(line: 24, column: 10, scope: !87)
!101 = !DILocation(line: 25, column: 1, scope: !87)
!102 = !DILocation(line: 24, column: 3, scope: !87)
!103 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 27, type: !88, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !104)
!104 = !{!105, !106}
!105 = !DILocalVariable(name: "arg", arg: 1, scope: !103, file: !3, line: 27, type: !5)
!106 = !DILocalVariable(name: "seen", scope: !103, file: !3, line: 28, type: !37)
!107 = !DILocation(line: 0, scope: !103)
!108 = !DILocation(line: 28, column: 14, scope: !103)
!109 = !DILocation(line: 29, column: 30, scope: !103)
!110 = !DILocation(line: 29, column: 18, scope: !103)
!111 = !DILocation(line: 29, column: 10, scope: !103)
!112 = !DILocation(line: 29, column: 3, scope: !103)
!113 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !114, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !116)
!114 = !DISubroutineType(types: !115)
!115 = !{!37}
!116 = !{!117, !121, !122}
!117 = !DILocalVariable(name: "a", scope: !113, file: !3, line: 33, type: !118)
!118 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !119, line: 27, baseType: !120)
!119 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!120 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!121 = !DILocalVariable(name: "b", scope: !113, file: !3, line: 33, type: !118)
!122 = !DILocalVariable(name: "r", scope: !113, file: !3, line: 36, type: !5)
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 0, scope: !113)
!125 = distinct !DIAssignID()
!126 = distinct !DIAssignID()
!127 = !DILocation(line: 33, column: 3, scope: !113)
!128 = !DILocation(line: 34, column: 3, scope: !113)
!129 = !DILocation(line: 35, column: 3, scope: !113)
!130 = !DILocation(line: 36, column: 3, scope: !113)
!131 = !DILocation(line: 37, column: 16, scope: !113)
!132 = !{!133, !133, i64 0}
!133 = !{!"long", !61, i64 0}
!134 = !DILocation(line: 37, column: 3, scope: !113)
!135 = !DILocation(line: 38, column: 16, scope: !113)
!136 = !DILocation(line: 38, column: 3, scope: !113)
!137 = !DILocation(line: 39, column: 3, scope: !138)
!138 = distinct !DILexicalBlock(scope: !139, file: !3, line: 39, column: 3)
!139 = distinct !DILexicalBlock(scope: !113, file: !3, line: 39, column: 3)
!140 = !{!141, !141, i64 0}
!141 = !{!"any pointer", !61, i64 0}
!142 = !DILocation(line: 39, column: 3, scope: !139)
!143 = !DILocation(line: 41, column: 1, scope: !113)
!144 = !DILocation(line: 40, column: 3, scope: !113)
!145 = !DISubprogram(name: "pthread_create", scope: !146, file: !146, line: 202, type: !147, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!146 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!147 = !DISubroutineType(types: !148)
!148 = !{!37, !149, !151, !162, !163}
!149 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !150)
!150 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!151 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !152)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !154)
!154 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !119, line: 62, baseType: !155)
!155 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !119, line: 56, size: 448, elements: !156)
!156 = !{!157, !161}
!157 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !155, file: !119, line: 58, baseType: !158, size: 448)
!158 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 448, elements: !159)
!159 = !{!160}
!160 = !DISubrange(count: 56)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !155, file: !119, line: 59, baseType: !6, size: 64)
!162 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!163 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!164 = !DISubprogram(name: "pthread_join", scope: !146, file: !146, line: 219, type: !165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{!37, !118, !167}
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
