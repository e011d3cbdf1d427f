; ModuleID = 'tsd_rounds.c'
source_filename = "tsd_rounds.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@calls = dso_local global i32 0, align 4, !dbg !0
@again_key = dso_local global i32 0, align 4, !dbg !34
@deleted_calls = dso_local local_unnamed_addr global i32 0, align 4, !dbg !43
@plain_key = dso_local global i32 0, align 4, !dbg !41
@deleted_key = dso_local global i32 0, align 4, !dbg !39
@.str = private unnamed_addr constant [17 x i8] c"result == &calls\00", align 1, !dbg !7
@.str.1 = private unnamed_addr constant [13 x i8] c"tsd_rounds.c\00", align 1, !dbg !13
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !18
@.str.2 = private unnamed_addr constant [11 x i8] c"calls == 2\00", align 1, !dbg !24
@.str.3 = private unnamed_addr constant [19 x i8] c"deleted_calls == 0\00", align 1, !dbg !29

; Function Attrs: nounwind uwtable
define dso_local void @again(ptr nocapture readnone %0) #0 !dbg !54 {
    #dbg_value(ptr poison, !58, !DIExpression(), !59)
  %2 = load i32, ptr @calls, align 4, !dbg !60, !tbaa !61
  %3 = add nsw i32 %2, 1, !dbg !60
  store i32 %3, ptr @calls, align 4, !dbg !60, !tbaa !61
  %4 = icmp eq i32 %2, 0, !dbg !65
  br i1 %4, label %5, label %8, !dbg !67

5:                                                ; preds = %1
  %6 = load i32, ptr @again_key, align 4, !dbg !68, !tbaa !61
  %7 = tail call i32 @pthread_setspecific(i32 noundef %6, ptr noundef nonnull @calls) #8, !dbg !69
  br label %8, !dbg !69

8:                                                ; preds = %5, %1
  ret void, !dbg !70
}

; Function Attrs: nounwind
declare !dbg !71 i32 @pthread_setspecific(i32 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @never(ptr nocapture readnone %0) #2 !dbg !77 {
    #dbg_value(ptr poison, !79, !DIExpression(), !80)
  %2 = load i32, ptr @deleted_calls, align 4, !dbg !81, !tbaa !61
  %3 = add nsw i32 %2, 1, !dbg !81
  store i32 %3, ptr @deleted_calls, align 4, !dbg !81, !tbaa !61
  ret void, !dbg !82
}

; Function Attrs: noreturn nounwind uwtable
define dso_local void @leave() local_unnamed_addr #3 !dbg !83 {
  %1 = alloca i32, align 4, !DIAssignID !88
    #dbg_assign(i1 undef, !87, !DIExpression(), !88, ptr %1, !DIExpression(), !89)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #8, !dbg !90
  store i32 5, ptr %1, align 4, !dbg !91, !tbaa !61, !DIAssignID !92
    #dbg_assign(i32 5, !87, !DIExpression(), !92, ptr %1, !DIExpression(), !89)
  %2 = load i32, ptr @plain_key, align 4, !dbg !93, !tbaa !61
  %3 = call i32 @pthread_setspecific(i32 noundef %2, ptr noundef nonnull %1) #8, !dbg !94
  call void @pthread_exit(ptr noundef nonnull @calls) #9, !dbg !95
  unreachable, !dbg !95
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: noreturn
declare !dbg !96 void @pthread_exit(ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind uwtable
define dso_local noalias noundef nonnull ptr @worker(ptr nocapture readnone %0) #3 !dbg !97 {
  %2 = alloca i32, align 4, !DIAssignID !102
    #dbg_value(ptr poison, !101, !DIExpression(), !103)
  %3 = load i32, ptr @again_key, align 4, !dbg !104, !tbaa !61
  %4 = tail call i32 @pthread_setspecific(i32 noundef %3, ptr noundef nonnull @calls) #8, !dbg !105
  %5 = load i32, ptr @deleted_key, align 4, !dbg !106, !tbaa !61
  %6 = tail call i32 @pthread_setspecific(i32 noundef %5, ptr noundef nonnull @calls) #8, !dbg !107
    #dbg_assign(i1 undef, !87, !DIExpression(), !102, ptr %2, !DIExpression(), !108)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8, !dbg !110
  store i32 5, ptr %2, align 4, !dbg !111, !tbaa !61, !DIAssignID !112
    #dbg_assign(i32 5, !87, !DIExpression(), !112, ptr %2, !DIExpression(), !108)
  %7 = load i32, ptr @plain_key, align 4, !dbg !113, !tbaa !61
  %8 = call i32 @pthread_setspecific(i32 noundef %7, ptr noundef nonnull %2) #8, !dbg !114
  call void @pthread_exit(ptr noundef nonnull @calls) #9, !dbg !115
  unreachable, !dbg !115
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !116 {
  %1 = alloca i64, align 8, !DIAssignID !124
    #dbg_assign(i1 undef, !120, !DIExpression(), !124, ptr %1, !DIExpression(), !125)
  %2 = alloca ptr, align 8, !DIAssignID !126
    #dbg_assign(i1 undef, !123, !DIExpression(), !126, ptr %2, !DIExpression(), !125)
  %3 = tail call i32 @pthread_key_create(ptr noundef nonnull @again_key, ptr noundef nonnull @again) #8, !dbg !127
  %4 = tail call i32 @pthread_key_create(ptr noundef nonnull @deleted_key, ptr noundef nonnull @never) #8, !dbg !128
  %5 = tail call i32 @pthread_key_create(ptr noundef nonnull @plain_key, ptr noundef null) #8, !dbg !129
  %6 = load i32, ptr @deleted_key, align 4, !dbg !130, !tbaa !61
  %7 = tail call i32 @pthread_key_delete(i32 noundef %6) #8, !dbg !131
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8, !dbg !132
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !133
  %8 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !134
  %9 = load i64, ptr %1, align 8, !dbg !135, !tbaa !136
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef nonnull %2) #8, !dbg !138
  %11 = load ptr, ptr %2, align 8, !dbg !139, !tbaa !142
  %12 = icmp eq ptr %11, @calls, !dbg !139
  br i1 %12, label %14, label %13, !dbg !144

13:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 41, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #9, !dbg !139
  unreachable, !dbg !139

14:                                               ; preds = %0
  %15 = load i32, ptr @calls, align 4, !dbg !145, !tbaa !61
  %16 = icmp eq i32 %15, 2, !dbg !145
  br i1 %16, label %18, label %17, !dbg !148

17:                                               ; preds = %14
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 42, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #9, !dbg !145
  unreachable, !dbg !145

18:                                               ; preds = %14
  %19 = load i32, ptr @deleted_calls, align 4, !dbg !149, !tbaa !61
  %20 = icmp eq i32 %19, 0, !dbg !149
  br i1 %20, label %22, label %21, !dbg !152

21:                                               ; preds = %18
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 43, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #9, !dbg !149
  unreachable, !dbg !149

22:                                               ; preds = %18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !153
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8, !dbg !153
  ret i32 0, !dbg !154
}

; Function Attrs: nounwind
declare !dbg !155 i32 @pthread_key_create(ptr noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !160 i32 @pthread_key_delete(i32 noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !163 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !182 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: noreturn nounwind
declare !dbg !186 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "calls", scope: !2, file: !3, line: 9, type: !45, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tsd_rounds.c", directory: ".", checksumkind: CSK_MD5, checksum: "dc6e0876b3b67d31680c579c904c743d")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!7, !13, !18, !24, !29, !34, !39, !41, !0, !43}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 136, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 17)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 104, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 13)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 120, elements: !22)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!22 = !{!23}
!23 = !DISubrange(count: 15)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 42, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 88, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 11)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 152, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 19)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "again_key", scope: !2, file: !3, line: 8, type: !36, isLocal: false, isDefinition: true)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_key_t", file: !37, line: 49, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!38 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "deleted_key", scope: !2, file: !3, line: 8, type: !36, isLocal: false, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "plain_key", scope: !2, file: !3, line: 8, type: !36, isLocal: false, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(name: "deleted_calls", scope: !2, file: !3, line: 9, type: !45, isLocal: false, isDefinition: true)
!45 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 2}
!52 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = distinct !DISubprogram(name: "again", scope: !3, file: !3, line: 11, type: !55, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{null, !5}
!57 = !{!58}
!58 = !DILocalVariable(name: "value", arg: 1, scope: !54, file: !3, line: 11, type: !5)
!59 = !DILocation(line: 0, scope: !54)
!60 = !DILocation(line: 12, column: 8, scope: !54)
!61 = !{!62, !62, i64 0}
!62 = !{!"int", !63, i64 0}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C/C++ TBAA"}
!65 = !DILocation(line: 13, column: 13, scope: !66)
!66 = distinct !DILexicalBlock(scope: !54, file: !3, line: 13, column: 7)
!67 = !DILocation(line: 13, column: 7, scope: !54)
!68 = !DILocation(line: 14, column: 25, scope: !66)
!69 = !DILocation(line: 14, column: 5, scope: !66)
!70 = !DILocation(line: 15, column: 1, scope: !54)
!71 = !DISubprogram(name: "pthread_setspecific", scope: !72, file: !72, line: 1308, type: !73, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!72 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!73 = !DISubroutineType(types: !74)
!74 = !{!45, !36, !75}
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!77 = distinct !DISubprogram(name: "never", scope: !3, file: !3, line: 17, type: !55, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !78)
!78 = !{!79}
!79 = !DILocalVariable(name: "value", arg: 1, scope: !77, file: !3, line: 17, type: !5)
!80 = !DILocation(line: 0, scope: !77)
!81 = !DILocation(line: 17, column: 40, scope: !77)
!82 = !DILocation(line: 17, column: 44, scope: !77)
!83 = distinct !DISubprogram(name: "leave", scope: !3, file: !3, line: 19, type: !84, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !86)
!84 = !DISubroutineType(types: !85)
!85 = !{null}
!86 = !{!87}
!87 = !DILocalVariable(name: "local", scope: !83, file: !3, line: 20, type: !45)
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 0, scope: !83)
!90 = !DILocation(line: 20, column: 3, scope: !83)
!91 = !DILocation(line: 20, column: 7, scope: !83)
!92 = distinct !DIAssignID()
!93 = !DILocation(line: 21, column: 23, scope: !83)
!94 = !DILocation(line: 21, column: 3, scope: !83)
!95 = !DILocation(line: 22, column: 3, scope: !83)
!96 = !DISubprogram(name: "pthread_exit", scope: !72, file: !72, line: 211, type: !55, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!97 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 25, type: !98, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !100)
!98 = !DISubroutineType(types: !99)
!99 = !{!5, !5}
!100 = !{!101}
!101 = !DILocalVariable(name: "arg", arg: 1, scope: !97, file: !3, line: 25, type: !5)
!102 = distinct !DIAssignID()
!103 = !DILocation(line: 0, scope: !97)
!104 = !DILocation(line: 26, column: 23, scope: !97)
!105 = !DILocation(line: 26, column: 3, scope: !97)
!106 = !DILocation(line: 27, column: 23, scope: !97)
!107 = !DILocation(line: 27, column: 3, scope: !97)
!108 = !DILocation(line: 0, scope: !83, inlinedAt: !109)
!109 = distinct !DILocation(line: 28, column: 3, scope: !97)
!110 = !DILocation(line: 20, column: 3, scope: !83, inlinedAt: !109)
!111 = !DILocation(line: 20, column: 7, scope: !83, inlinedAt: !109)
!112 = distinct !DIAssignID()
!113 = !DILocation(line: 21, column: 23, scope: !83, inlinedAt: !109)
!114 = !DILocation(line: 21, column: 3, scope: !83, inlinedAt: !109)
!115 = !DILocation(line: 22, column: 3, scope: !83, inlinedAt: !109)
!116 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !117, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !119)
!117 = !DISubroutineType(types: !118)
!118 = !{!45}
!119 = !{!120, !123}
!120 = !DILocalVariable(name: "t", scope: !116, file: !3, line: 37, type: !121)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !37, line: 27, baseType: !122)
!122 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!123 = !DILocalVariable(name: "result", scope: !116, file: !3, line: 38, type: !5)
!124 = distinct !DIAssignID()
!125 = !DILocation(line: 0, scope: !116)
!126 = distinct !DIAssignID()
!127 = !DILocation(line: 33, column: 3, scope: !116)
!128 = !DILocation(line: 34, column: 3, scope: !116)
!129 = !DILocation(line: 35, column: 3, scope: !116)
!130 = !DILocation(line: 36, column: 22, scope: !116)
!131 = !DILocation(line: 36, column: 3, scope: !116)
!132 = !DILocation(line: 37, column: 3, scope: !116)
!133 = !DILocation(line: 38, column: 3, scope: !116)
!134 = !DILocation(line: 39, column: 3, scope: !116)
!135 = !DILocation(line: 40, column: 16, scope: !116)
!136 = !{!137, !137, i64 0}
!137 = !{!"long", !63, i64 0}
!138 = !DILocation(line: 40, column: 3, scope: !116)
!139 = !DILocation(line: 41, column: 3, scope: !140)
!140 = distinct !DILexicalBlock(scope: !141, file: !3, line: 41, column: 3)
!141 = distinct !DILexicalBlock(scope: !116, file: !3, line: 41, column: 3)
!142 = !{!143, !143, i64 0}
!143 = !{!"any pointer", !63, i64 0}
!144 = !DILocation(line: 41, column: 3, scope: !141)
!145 = !DILocation(line: 42, column: 3, scope: !146)
!146 = distinct !DILexicalBlock(scope: !147, file: !3, line: 42, column: 3)
!147 = distinct !DILexicalBlock(scope: !116, file: !3, line: 42, column: 3)
!148 = !DILocation(line: 42, column: 3, scope: !147)
!149 = !DILocation(line: 43, column: 3, scope: !150)
!150 = distinct !DILexicalBlock(scope: !151, file: !3, line: 43, column: 3)
!151 = distinct !DILexicalBlock(scope: !116, file: !3, line: 43, column: 3)
!152 = !DILocation(line: 43, column: 3, scope: !151)
!153 = !DILocation(line: 45, column: 1, scope: !116)
!154 = !DILocation(line: 44, column: 3, scope: !116)
!155 = !DISubprogram(name: "pthread_key_create", scope: !72, file: !72, line: 1297, type: !156, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DISubroutineType(types: !157)
!157 = !{!45, !158, !159}
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!160 = !DISubprogram(name: "pthread_key_delete", scope: !72, file: !72, line: 1302, type: !161, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!161 = !DISubroutineType(types: !162)
!162 = !{!45, !36}
!163 = !DISubprogram(name: "pthread_create", scope: !72, file: !72, line: 202, type: !164, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!164 = !DISubroutineType(types: !165)
!165 = !{!45, !166, !168, !180, !181}
!166 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !167)
!167 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!168 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !169)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !170, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !171)
!171 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !37, line: 62, baseType: !172)
!172 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !37, line: 56, size: 448, elements: !173)
!173 = !{!174, !178}
!174 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !172, file: !37, line: 58, baseType: !175, size: 448)
!175 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 448, elements: !176)
!176 = !{!177}
!177 = !DISubrange(count: 56)
!178 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !172, file: !37, line: 59, baseType: !179, size: 64)
!179 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!181 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!182 = !DISubprogram(name: "pthread_join", scope: !72, file: !72, line: 219, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!183 = !DISubroutineType(types: !184)
!184 = !{!45, !121, !185}
!185 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!186 = !DISubprogram(name: "__assert_fail", scope: !187, file: !187, line: 69, type: !188, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!187 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!188 = !DISubroutineType(types: !189)
!189 = !{null, !190, !190, !38, !190}
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
