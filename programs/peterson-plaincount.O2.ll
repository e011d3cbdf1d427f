; ModuleID = 'peterson.c'
source_filename = "peterson.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@pa_f1 = dso_local global i32 0, align 4, !dbg !0
@pa_f0 = dso_local global i32 0, align 4, !dbg !24
@pa_last = dso_local local_unnamed_addr global i32 0, align 4, !dbg !26
@count = dso_local local_unnamed_addr global i32 0, align 4, !dbg !7
@.str = private unnamed_addr constant [11 x i8] c"count == 1\00", align 1, !dbg !10
@.str.1 = private unnamed_addr constant [11 x i8] c"peterson.c\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.threadx_critical = private unnamed_addr constant [28 x i8] c"void threadx_critical(void)\00", align 1, !dbg !18

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @pa_desc_init(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !36 {
    #dbg_value(ptr %0, !47, !DIExpression(), !49)
    #dbg_value(i32 %1, !48, !DIExpression(), !49)
  %3 = icmp eq i32 %1, 0, !dbg !50
  %4 = select i1 %3, ptr @pa_f0, ptr @pa_f1, !dbg !50
  store ptr %4, ptr %0, align 8, !dbg !51, !tbaa !52
  %5 = select i1 %3, ptr @pa_f1, ptr @pa_f0, !dbg !58
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !59
  store ptr %5, ptr %6, align 8, !dbg !60, !tbaa !61
  %7 = select i1 %3, i32 1, i32 2, !dbg !62
  %8 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !63
  store i32 %7, ptr %8, align 8, !dbg !64, !tbaa !65
  ret void, !dbg !66
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @pa_desc_lock(ptr nocapture noundef readonly %0) local_unnamed_addr #1 !dbg !67 {
    #dbg_value(ptr %0, !71, !DIExpression(), !72)
  %2 = load ptr, ptr %0, align 8, !dbg !73, !tbaa !52
  store i32 1, ptr %2, align 4, !dbg !75, !tbaa !76
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !77
  %4 = load i32, ptr %3, align 8, !dbg !77, !tbaa !65
  store i32 %4, ptr @pa_last, align 4, !dbg !78, !tbaa !76
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !61
  %7 = load i32, ptr %6, align 4, !tbaa !76
  %8 = icmp eq i32 %7, 1
  br i1 %8, label %9, label %10, !dbg !79, !llvm.loop !81

9:                                                ; preds = %1, %9
  br label %9, !dbg !79

10:                                               ; preds = %1
  ret void, !dbg !85
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @pa_desc_unlock(ptr nocapture noundef readonly %0) local_unnamed_addr #2 !dbg !86 {
    #dbg_value(ptr %0, !88, !DIExpression(), !89)
  %2 = load ptr, ptr %0, align 8, !dbg !90, !tbaa !52
  store i32 0, ptr %2, align 4, !dbg !91, !tbaa !76
  ret void, !dbg !92
}

; Function Attrs: nounwind uwtable
define dso_local void @threadx_critical() local_unnamed_addr #3 !dbg !93 {
  %1 = load i32, ptr @count, align 4, !dbg !96, !tbaa !76
  %2 = add nsw i32 %1, 1, !dbg !96
  store i32 %2, ptr @count, align 4, !dbg !96, !tbaa !76
  %3 = icmp eq i32 %1, 0, !dbg !97
  br i1 %3, label %5, label %4, !dbg !100

4:                                                ; preds = %0
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 59, ptr noundef nonnull @__PRETTY_FUNCTION__.threadx_critical) #10, !dbg !97
  unreachable, !dbg !97

5:                                                ; preds = %0
  store i32 0, ptr @count, align 4, !dbg !101, !tbaa !76
  ret void, !dbg !102
}

; Function Attrs: noreturn nounwind
declare !dbg !103 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind uwtable
define dso_local noalias noundef nonnull ptr @thread0_main(ptr nocapture readnone %0) #5 !dbg !109 {
    #dbg_value(ptr poison, !113, !DIExpression(), !115)
    #dbg_value(ptr @pa_f0, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !115)
    #dbg_value(ptr @pa_f1, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !115)
    #dbg_value(i32 1, !114, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !115)
  %2 = load i32, ptr @pa_f1, align 4, !tbaa !76
  %3 = icmp eq i32 %2, 1
  %4 = load i32, ptr @count, align 4, !tbaa !76
    #dbg_value(ptr undef, !71, !DIExpression(), !116)
  br i1 %3, label %7, label %5, !dbg !121, !llvm.loop !122

5:                                                ; preds = %1
  %6 = icmp eq i32 %4, 0, !dbg !125
  br i1 %6, label %11, label %9, !dbg !127

7:                                                ; preds = %1
  store i32 1, ptr @pa_f0, align 4, !dbg !128, !tbaa !76
  store i32 1, ptr @pa_last, align 4, !dbg !129, !tbaa !76
  br label %8, !dbg !121

8:                                                ; preds = %7, %8
  br label %8, !dbg !121

9:                                                ; preds = %5
  %10 = add nsw i32 %4, 1, !dbg !130
  store i32 %10, ptr @count, align 4, !dbg !131, !tbaa !76
  store i32 1, ptr @pa_f0, align 4, !dbg !128, !tbaa !76
  store i32 1, ptr @pa_last, align 4, !dbg !129, !tbaa !76
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 59, ptr noundef nonnull @__PRETTY_FUNCTION__.threadx_critical) #10, !dbg !125
  unreachable, !dbg !125

11:                                               ; preds = %5, %11
    #dbg_value(ptr undef, !71, !DIExpression(), !116)
  br label %11, !dbg !121
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: noreturn nounwind uwtable
define dso_local noalias noundef nonnull ptr @thread1_main(ptr nocapture readnone %0) #5 !dbg !132 {
    #dbg_value(ptr poison, !134, !DIExpression(), !136)
    #dbg_value(ptr @pa_f1, !135, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !136)
    #dbg_value(ptr @pa_f0, !135, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !136)
    #dbg_value(i32 2, !135, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !136)
  %2 = load i32, ptr @pa_f0, align 4, !tbaa !76
  %3 = icmp eq i32 %2, 1
  %4 = load i32, ptr @count, align 4, !tbaa !76
    #dbg_value(ptr undef, !71, !DIExpression(), !137)
  br i1 %3, label %7, label %5, !dbg !142, !llvm.loop !143

5:                                                ; preds = %1
  %6 = icmp eq i32 %4, 0, !dbg !146
  br i1 %6, label %11, label %9, !dbg !148

7:                                                ; preds = %1
  store i32 1, ptr @pa_f1, align 4, !dbg !149, !tbaa !76
  store i32 2, ptr @pa_last, align 4, !dbg !150, !tbaa !76
  br label %8, !dbg !142

8:                                                ; preds = %7, %8
  br label %8, !dbg !142

9:                                                ; preds = %5
  %10 = add nsw i32 %4, 1, !dbg !151
  store i32 %10, ptr @count, align 4, !dbg !152, !tbaa !76
  store i32 1, ptr @pa_f1, align 4, !dbg !149, !tbaa !76
  store i32 2, ptr @pa_last, align 4, !dbg !150, !tbaa !76
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 59, ptr noundef nonnull @__PRETTY_FUNCTION__.threadx_critical) #10, !dbg !146
  unreachable, !dbg !146

11:                                               ; preds = %5, %11
    #dbg_value(ptr undef, !71, !DIExpression(), !137)
  br label %11, !dbg !142
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @check_exclusion() local_unnamed_addr #7 !dbg !153 {
  %1 = load i32, ptr @count, align 4, !dbg !156, !tbaa !76
  %2 = icmp slt i32 %1, 2, !dbg !157
  %3 = zext i1 %2 to i32, !dbg !157
  ret i32 %3, !dbg !158
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !159 {
  %1 = alloca i64, align 8, !DIAssignID !166
    #dbg_assign(i1 undef, !161, !DIExpression(), !166, ptr %1, !DIExpression(), !167)
  %2 = alloca i64, align 8, !DIAssignID !168
    #dbg_assign(i1 undef, !165, !DIExpression(), !168, ptr %2, !DIExpression(), !167)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #11, !dbg !169
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11, !dbg !169
  store i32 0, ptr @pa_last, align 4, !dbg !170, !tbaa !76
  store i32 0, ptr @pa_f1, align 4, !dbg !171, !tbaa !76
  store i32 0, ptr @pa_f0, align 4, !dbg !172, !tbaa !76
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @thread0_main, ptr noundef null) #11, !dbg !173
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @thread1_main, ptr noundef null) #11, !dbg !174
  %5 = load i64, ptr %1, align 8, !dbg !175, !tbaa !176
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #11, !dbg !178
  %7 = load i64, ptr %2, align 8, !dbg !179, !tbaa !176
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #11, !dbg !180
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11, !dbg !181
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11, !dbg !181
  ret i32 0, !dbg !182
}

; Function Attrs: nounwind
declare !dbg !183 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare !dbg !203 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noreturn nounwind }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pa_f1", scope: !2, file: !3, line: 27, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "peterson.c", directory: ".", checksumkind: CSK_MD5, checksum: "a61fd9d99fea175aada4e7d965e0a0e1")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!7, !10, !16, !18, !24, !0, !26}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 51, type: !9, isLocal: false, isDefinition: true)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 88, elements: !14)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15}
!15 = !DISubrange(count: 11)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !12, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 224, elements: !22)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!22 = !{!23}
!23 = !DISubrange(count: 28)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "pa_f0", scope: !2, file: !3, line: 27, type: !9, isLocal: false, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "pa_last", scope: !2, file: !3, line: 27, type: !9, isLocal: false, isDefinition: true)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "pa_desc_init", scope: !3, file: !3, line: 29, type: !37, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !46)
!37 = !DISubroutineType(types: !38)
!38 = !{null, !39, !9}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pa_desc", file: !3, line: 22, size: 192, elements: !41)
!41 = !{!42, !44, !45}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !40, file: !3, line: 23, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !40, file: !3, line: 23, baseType: !43, size: 64, offset: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "last", scope: !40, file: !3, line: 24, baseType: !9, size: 32, offset: 128)
!46 = !{!47, !48}
!47 = !DILocalVariable(name: "d", arg: 1, scope: !36, file: !3, line: 29, type: !39)
!48 = !DILocalVariable(name: "i", arg: 2, scope: !36, file: !3, line: 29, type: !9)
!49 = !DILocation(line: 0, scope: !36)
!50 = !DILocation(line: 31, column: 13, scope: !36)
!51 = !DILocation(line: 31, column: 11, scope: !36)
!52 = !{!53, !54, i64 0}
!53 = !{!"pa_desc", !54, i64 0, !54, i64 8, !57, i64 16}
!54 = !{!"any pointer", !55, i64 0}
!55 = !{!"omnipotent char", !56, i64 0}
!56 = !{!"Simple C/C++ TBAA"}
!57 = !{!"int", !55, i64 0}
!58 = !DILocation(line: 32, column: 13, scope: !36)
!59 = !DILocation(line: 32, column: 8, scope: !36)
!60 = !DILocation(line: 32, column: 11, scope: !36)
!61 = !{!53, !54, i64 8}
!62 = !DILocation(line: 33, column: 15, scope: !36)
!63 = !DILocation(line: 33, column: 8, scope: !36)
!64 = !DILocation(line: 33, column: 13, scope: !36)
!65 = !{!53, !57, i64 16}
!66 = !DILocation(line: 34, column: 1, scope: !36)
!67 = distinct !DISubprogram(name: "pa_desc_lock", scope: !3, file: !3, line: 36, type: !68, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{null, !39}
!70 = !{!71}
!71 = !DILocalVariable(name: "d", arg: 1, scope: !67, file: !3, line: 36, type: !39)
!72 = !DILocation(line: 0, scope: !67)
!73 = !DILocation(line: 38, column: 14, scope: !74)
!74 = distinct !DILexicalBlock(scope: !67, file: !3, line: 38, column: 5)
!75 = !DILocation(line: 38, column: 17, scope: !74)
!76 = !{!57, !57, i64 0}
!77 = !DILocation(line: 38, column: 35, scope: !74)
!78 = !DILocation(line: 38, column: 30, scope: !74)
!79 = !DILocation(line: 38, column: 53, scope: !80)
!80 = distinct !DILexicalBlock(scope: !74, file: !3, line: 38, column: 5)
!81 = distinct !{!81, !82, !83, !84}
!82 = !DILocation(line: 38, column: 5, scope: !74)
!83 = !DILocation(line: 39, column: 9, scope: !74)
!84 = !{!"llvm.loop.mustprogress"}
!85 = !DILocation(line: 40, column: 1, scope: !67)
!86 = distinct !DISubprogram(name: "pa_desc_unlock", scope: !3, file: !3, line: 42, type: !68, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !87)
!87 = !{!88}
!88 = !DILocalVariable(name: "d", arg: 1, scope: !86, file: !3, line: 42, type: !39)
!89 = !DILocation(line: 0, scope: !86)
!90 = !DILocation(line: 44, column: 9, scope: !86)
!91 = !DILocation(line: 44, column: 12, scope: !86)
!92 = !DILocation(line: 45, column: 1, scope: !86)
!93 = distinct !DISubprogram(name: "threadx_critical", scope: !3, file: !3, line: 56, type: !94, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!94 = !DISubroutineType(types: !95)
!95 = !{null}
!96 = !DILocation(line: 58, column: 10, scope: !93)
!97 = !DILocation(line: 59, column: 5, scope: !98)
!98 = distinct !DILexicalBlock(scope: !99, file: !3, line: 59, column: 5)
!99 = distinct !DILexicalBlock(scope: !93, file: !3, line: 59, column: 5)
!100 = !DILocation(line: 59, column: 5, scope: !99)
!101 = !DILocation(line: 60, column: 10, scope: !93)
!102 = !DILocation(line: 61, column: 1, scope: !93)
!103 = !DISubprogram(name: "__assert_fail", scope: !104, file: !104, line: 69, type: !105, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!104 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!105 = !DISubroutineType(types: !106)
!106 = !{null, !107, !107, !108, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!108 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!109 = distinct !DISubprogram(name: "thread0_main", scope: !3, file: !3, line: 63, type: !110, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!5, !5}
!112 = !{!113, !114}
!113 = !DILocalVariable(name: "args", arg: 1, scope: !109, file: !3, line: 63, type: !5)
!114 = !DILocalVariable(name: "d", scope: !109, file: !3, line: 65, type: !40)
!115 = !DILocation(line: 0, scope: !109)
!116 = !DILocation(line: 0, scope: !67, inlinedAt: !117)
!117 = distinct !DILocation(line: 68, column: 9, scope: !118)
!118 = distinct !DILexicalBlock(scope: !119, file: !3, line: 67, column: 14)
!119 = distinct !DILexicalBlock(scope: !120, file: !3, line: 67, column: 5)
!120 = distinct !DILexicalBlock(scope: !109, file: !3, line: 67, column: 5)
!121 = !DILocation(line: 38, column: 53, scope: !80, inlinedAt: !117)
!122 = distinct !{!122, !123, !124, !84}
!123 = !DILocation(line: 38, column: 5, scope: !74, inlinedAt: !117)
!124 = !DILocation(line: 39, column: 9, scope: !74, inlinedAt: !117)
!125 = !DILocation(line: 59, column: 5, scope: !98, inlinedAt: !126)
!126 = distinct !DILocation(line: 69, column: 9, scope: !118)
!127 = !DILocation(line: 59, column: 5, scope: !99, inlinedAt: !126)
!128 = !DILocation(line: 0, scope: !118)
!129 = !DILocation(line: 38, column: 30, scope: !74, inlinedAt: !117)
!130 = !DILocation(line: 58, column: 10, scope: !93, inlinedAt: !126)
!131 = !DILocation(line: 0, scope: !93, inlinedAt: !126)
!132 = distinct !DISubprogram(name: "thread1_main", scope: !3, file: !3, line: 75, type: !110, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !133)
!133 = !{!134, !135}
!134 = !DILocalVariable(name: "args", arg: 1, scope: !132, file: !3, line: 75, type: !5)
!135 = !DILocalVariable(name: "d", scope: !132, file: !3, line: 77, type: !40)
!136 = !DILocation(line: 0, scope: !132)
!137 = !DILocation(line: 0, scope: !67, inlinedAt: !138)
!138 = distinct !DILocation(line: 80, column: 9, scope: !139)
!139 = distinct !DILexicalBlock(scope: !140, file: !3, line: 79, column: 14)
!140 = distinct !DILexicalBlock(scope: !141, file: !3, line: 79, column: 5)
!141 = distinct !DILexicalBlock(scope: !132, file: !3, line: 79, column: 5)
!142 = !DILocation(line: 38, column: 53, scope: !80, inlinedAt: !138)
!143 = distinct !{!143, !144, !145, !84}
!144 = !DILocation(line: 38, column: 5, scope: !74, inlinedAt: !138)
!145 = !DILocation(line: 39, column: 9, scope: !74, inlinedAt: !138)
!146 = !DILocation(line: 59, column: 5, scope: !98, inlinedAt: !147)
!147 = distinct !DILocation(line: 81, column: 9, scope: !139)
!148 = !DILocation(line: 59, column: 5, scope: !99, inlinedAt: !147)
!149 = !DILocation(line: 0, scope: !139)
!150 = !DILocation(line: 38, column: 30, scope: !74, inlinedAt: !138)
!151 = !DILocation(line: 58, column: 10, scope: !93, inlinedAt: !147)
!152 = !DILocation(line: 0, scope: !93, inlinedAt: !147)
!153 = distinct !DISubprogram(name: "check_exclusion", scope: !3, file: !3, line: 88, type: !154, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!154 = !DISubroutineType(types: !155)
!155 = !{!9}
!156 = !DILocation(line: 90, column: 12, scope: !153)
!157 = !DILocation(line: 90, column: 18, scope: !153)
!158 = !DILocation(line: 90, column: 5, scope: !153)
!159 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 93, type: !154, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !160)
!160 = !{!161, !165}
!161 = !DILocalVariable(name: "t0", scope: !159, file: !3, line: 95, type: !162)
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !163, line: 27, baseType: !164)
!163 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!164 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!165 = !DILocalVariable(name: "t1", scope: !159, file: !3, line: 95, type: !162)
!166 = distinct !DIAssignID()
!167 = !DILocation(line: 0, scope: !159)
!168 = distinct !DIAssignID()
!169 = !DILocation(line: 95, column: 5, scope: !159)
!170 = !DILocation(line: 96, column: 29, scope: !159)
!171 = !DILocation(line: 96, column: 19, scope: !159)
!172 = !DILocation(line: 96, column: 11, scope: !159)
!173 = !DILocation(line: 97, column: 5, scope: !159)
!174 = !DILocation(line: 98, column: 5, scope: !159)
!175 = !DILocation(line: 99, column: 18, scope: !159)
!176 = !{!177, !177, i64 0}
!177 = !{!"long", !55, i64 0}
!178 = !DILocation(line: 99, column: 5, scope: !159)
!179 = !DILocation(line: 100, column: 18, scope: !159)
!180 = !DILocation(line: 100, column: 5, scope: !159)
!181 = !DILocation(line: 102, column: 1, scope: !159)
!182 = !DILocation(line: 101, column: 5, scope: !159)
!183 = !DISubprogram(name: "pthread_create", scope: !184, file: !184, line: 202, type: !185, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!184 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!185 = !DISubroutineType(types: !186)
!186 = !{!9, !187, !189, !201, !202}
!187 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !188)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !162, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !190)
!190 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !191, size: 64)
!191 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !192)
!192 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !163, line: 62, baseType: !193)
!193 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !163, line: 56, size: 448, elements: !194)
!194 = !{!195, !199}
!195 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !193, file: !163, line: 58, baseType: !196, size: 448)
!196 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 448, elements: !197)
!197 = !{!198}
!198 = !DISubrange(count: 56)
!199 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !193, file: !163, line: 59, baseType: !200, size: 64)
!200 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!201 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!202 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!203 = !DISubprogram(name: "pthread_join", scope: !184, file: !184, line: 219, type: !204, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!204 = !DISubroutineType(types: !205)
!205 = !{!9, !162, !206}
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
