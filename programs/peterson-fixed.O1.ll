; ModuleID = 'peterson.c'
source_filename = "peterson.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@pa_f1 = dso_local global i32 0, align 4, !dbg !0
@pa_f0 = dso_local global i32 0, align 4, !dbg !25
@pa_last = dso_local global i32 0, align 4, !dbg !27
@count = dso_local global i32 0, align 4, !dbg !7
@.str = private unnamed_addr constant [11 x i8] c"count == 1\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [11 x i8] c"peterson.c\00", align 1, !dbg !17
@__PRETTY_FUNCTION__.threadx_critical = private unnamed_addr constant [28 x i8] c"void threadx_critical(void)\00", align 1, !dbg !19

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local void @pa_desc_init(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #0 !dbg !37 {
    #dbg_value(ptr %0, !48, !DIExpression(), !50)
    #dbg_value(i32 %1, !49, !DIExpression(), !50)
  %3 = icmp eq i32 %1, 0, !dbg !51
  %4 = select i1 %3, ptr @pa_f0, ptr @pa_f1, !dbg !51
  store ptr %4, ptr %0, align 8, !dbg !52, !tbaa !53
  %5 = select i1 %3, ptr @pa_f1, ptr @pa_f0, !dbg !59
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !60
  store ptr %5, ptr %6, align 8, !dbg !61, !tbaa !62
  %7 = select i1 %3, i32 1, i32 2, !dbg !63
  %8 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !64
  store i32 %7, ptr %8, align 8, !dbg !65, !tbaa !66
  ret void, !dbg !67
}

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local void @pa_desc_lock(ptr nocapture noundef readonly %0) local_unnamed_addr #1 !dbg !68 {
    #dbg_value(ptr %0, !72, !DIExpression(), !73)
  %2 = load ptr, ptr %0, align 8, !dbg !74, !tbaa !53
  store volatile i32 1, ptr %2, align 4, !dbg !76, !tbaa !77
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !78
  %4 = load i32, ptr %3, align 8, !dbg !78, !tbaa !66
  store volatile i32 %4, ptr @pa_last, align 4, !dbg !79, !tbaa !77
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !62
  br label %7, !dbg !80

7:                                                ; preds = %10, %1
  %8 = load volatile i32, ptr %6, align 4, !dbg !81, !tbaa !77
  %9 = icmp eq i32 %8, 1, !dbg !83
  br i1 %9, label %10, label %13, !dbg !84

10:                                               ; preds = %7
  %11 = load volatile i32, ptr @pa_last, align 4, !dbg !85, !tbaa !77
  %12 = icmp eq i32 %11, %4, !dbg !86
  br i1 %12, label %7, label %13, !dbg !87, !llvm.loop !88

13:                                               ; preds = %7, %10
  ret void, !dbg !92
}

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local void @pa_desc_unlock(ptr nocapture noundef readonly %0) local_unnamed_addr #1 !dbg !93 {
    #dbg_value(ptr %0, !95, !DIExpression(), !96)
  %2 = load ptr, ptr %0, align 8, !dbg !97, !tbaa !53
  store volatile i32 0, ptr %2, align 4, !dbg !98, !tbaa !77
  ret void, !dbg !99
}

; Function Attrs: nounwind uwtable
define dso_local void @threadx_critical() local_unnamed_addr #2 !dbg !100 {
  %1 = load volatile i32, ptr @count, align 4, !dbg !103, !tbaa !77
  %2 = add nsw i32 %1, 1, !dbg !103
  store volatile i32 %2, ptr @count, align 4, !dbg !103, !tbaa !77
  %3 = load volatile i32, ptr @count, align 4, !dbg !104, !tbaa !77
  %4 = icmp eq i32 %3, 1, !dbg !104
  br i1 %4, label %6, label %5, !dbg !107

5:                                                ; preds = %0
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 59, ptr noundef nonnull @__PRETTY_FUNCTION__.threadx_critical) #9, !dbg !104
  unreachable, !dbg !104

6:                                                ; preds = %0
  %7 = load volatile i32, ptr @count, align 4, !dbg !108, !tbaa !77
  %8 = add nsw i32 %7, -1, !dbg !108
  store volatile i32 %8, ptr @count, align 4, !dbg !108, !tbaa !77
  ret void, !dbg !109
}

; Function Attrs: noreturn nounwind
declare !dbg !110 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind uwtable
define dso_local noalias noundef nonnull ptr @thread0_main(ptr nocapture readnone %0) #4 !dbg !116 {
    #dbg_value(ptr poison, !120, !DIExpression(), !122)
    #dbg_value(ptr @pa_f0, !121, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !122)
    #dbg_value(ptr @pa_f1, !121, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !122)
    #dbg_value(i32 1, !121, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !122)
  br label %2, !dbg !123

2:                                                ; preds = %15, %1
    #dbg_value(ptr undef, !72, !DIExpression(), !124)
  store volatile i32 1, ptr @pa_f0, align 4, !dbg !129, !tbaa !77
  store volatile i32 1, ptr @pa_last, align 4, !dbg !130, !tbaa !77
  br label %3, !dbg !131

3:                                                ; preds = %6, %2
  %4 = load volatile i32, ptr @pa_f1, align 4, !dbg !132, !tbaa !77
  %5 = icmp eq i32 %4, 1, !dbg !133
  br i1 %5, label %6, label %9, !dbg !134

6:                                                ; preds = %3
  %7 = load volatile i32, ptr @pa_last, align 4, !dbg !135, !tbaa !77
  %8 = icmp eq i32 %7, 1, !dbg !136
  br i1 %8, label %3, label %9, !dbg !137, !llvm.loop !138

9:                                                ; preds = %3, %6
  %10 = load volatile i32, ptr @count, align 4, !dbg !140, !tbaa !77
  %11 = add nsw i32 %10, 1, !dbg !140
  store volatile i32 %11, ptr @count, align 4, !dbg !140, !tbaa !77
  %12 = load volatile i32, ptr @count, align 4, !dbg !142, !tbaa !77
  %13 = icmp eq i32 %12, 1, !dbg !142
  br i1 %13, label %15, label %14, !dbg !143

14:                                               ; preds = %9
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 59, ptr noundef nonnull @__PRETTY_FUNCTION__.threadx_critical) #9, !dbg !142
  unreachable, !dbg !142

15:                                               ; preds = %9
  %16 = load volatile i32, ptr @count, align 4, !dbg !144, !tbaa !77
  %17 = add nsw i32 %16, -1, !dbg !144
  store volatile i32 %17, ptr @count, align 4, !dbg !144, !tbaa !77
    #dbg_value(ptr undef, !95, !DIExpression(), !145)
  store volatile i32 0, ptr @pa_f0, align 4, !dbg !147, !tbaa !77
  br label %2, !dbg !148, !llvm.loop !149
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: noreturn nounwind uwtable
define dso_local noalias noundef nonnull ptr @thread1_main(ptr nocapture readnone %0) #4 !dbg !152 {
    #dbg_value(ptr poison, !154, !DIExpression(), !156)
    #dbg_value(ptr @pa_f1, !155, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !156)
    #dbg_value(ptr @pa_f0, !155, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !156)
    #dbg_value(i32 2, !155, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !156)
  br label %2, !dbg !157

2:                                                ; preds = %15, %1
    #dbg_value(ptr undef, !72, !DIExpression(), !158)
  store volatile i32 1, ptr @pa_f1, align 4, !dbg !163, !tbaa !77
  store volatile i32 2, ptr @pa_last, align 4, !dbg !164, !tbaa !77
  br label %3, !dbg !165

3:                                                ; preds = %6, %2
  %4 = load volatile i32, ptr @pa_f0, align 4, !dbg !166, !tbaa !77
  %5 = icmp eq i32 %4, 1, !dbg !167
  br i1 %5, label %6, label %9, !dbg !168

6:                                                ; preds = %3
  %7 = load volatile i32, ptr @pa_last, align 4, !dbg !169, !tbaa !77
  %8 = icmp eq i32 %7, 2, !dbg !170
  br i1 %8, label %3, label %9, !dbg !171, !llvm.loop !172

9:                                                ; preds = %3, %6
  %10 = load volatile i32, ptr @count, align 4, !dbg !174, !tbaa !77
  %11 = add nsw i32 %10, 1, !dbg !174
  store volatile i32 %11, ptr @count, align 4, !dbg !174, !tbaa !77
  %12 = load volatile i32, ptr @count, align 4, !dbg !176, !tbaa !77
  %13 = icmp eq i32 %12, 1, !dbg !176
  br i1 %13, label %15, label %14, !dbg !177

14:                                               ; preds = %9
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 59, ptr noundef nonnull @__PRETTY_FUNCTION__.threadx_critical) #9, !dbg !176
  unreachable, !dbg !176

15:                                               ; preds = %9
  %16 = load volatile i32, ptr @count, align 4, !dbg !178, !tbaa !77
  %17 = add nsw i32 %16, -1, !dbg !178
  store volatile i32 %17, ptr @count, align 4, !dbg !178, !tbaa !77
    #dbg_value(ptr undef, !95, !DIExpression(), !179)
  store volatile i32 0, ptr @pa_f1, align 4, !dbg !181, !tbaa !77
  br label %2, !dbg !182, !llvm.loop !183
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local range(i32 0, 2) i32 @check_exclusion() local_unnamed_addr #6 !dbg !186 {
  %1 = load volatile i32, ptr @count, align 4, !dbg !189, !tbaa !77
  %2 = icmp slt i32 %1, 2, !dbg !190
  %3 = zext i1 %2 to i32, !dbg !190
  ret i32 %3, !dbg !191
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !192 {
  %1 = alloca i64, align 8, !DIAssignID !199
    #dbg_assign(i1 undef, !194, !DIExpression(), !199, ptr %1, !DIExpression(), !200)
  %2 = alloca i64, align 8, !DIAssignID !201
    #dbg_assign(i1 undef, !198, !DIExpression(), !201, ptr %2, !DIExpression(), !200)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #10, !dbg !202
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10, !dbg !202
  store volatile i32 0, ptr @pa_last, align 4, !dbg !203, !tbaa !77
  store volatile i32 0, ptr @pa_f1, align 4, !dbg !204, !tbaa !77
  store volatile i32 0, ptr @pa_f0, align 4, !dbg !205, !tbaa !77
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @thread0_main, ptr noundef null) #10, !dbg !206
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @thread1_main, ptr noundef null) #10, !dbg !207
  %5 = load i64, ptr %1, align 8, !dbg !208, !tbaa !209
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #10, !dbg !211
  %7 = load i64, ptr %2, align 8, !dbg !212, !tbaa !209
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #10, !dbg !213
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10, !dbg !214
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #10, !dbg !214
  ret i32 0, !dbg !215
}

; Function Attrs: nounwind
declare !dbg !216 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare !dbg !236 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn nounwind }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pa_f1", scope: !2, file: !3, line: 27, type: !9, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "peterson.c", directory: ".", checksumkind: CSK_MD5, checksum: "a61fd9d99fea175aada4e7d965e0a0e1")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!7, !11, !17, !19, !25, !0, !27}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "count", scope: !2, file: !3, line: 53, type: !9, isLocal: false, isDefinition: true)
!9 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !10)
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 88, elements: !15)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !{!16}
!16 = !DISubrange(count: 11)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !13, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 59, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 224, elements: !23)
!22 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!23 = !{!24}
!24 = !DISubrange(count: 28)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "pa_f0", scope: !2, file: !3, line: 27, type: !9, isLocal: false, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "pa_last", scope: !2, file: !3, line: 27, type: !9, isLocal: false, isDefinition: true)
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"PIE Level", i32 2}
!34 = !{i32 7, !"uwtable", i32 2}
!35 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!36 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!37 = distinct !DISubprogram(name: "pa_desc_init", scope: !3, file: !3, line: 29, type: !38, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !47)
!38 = !DISubroutineType(types: !39)
!39 = !{null, !40, !10}
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pa_desc", file: !3, line: 22, size: 192, elements: !42)
!42 = !{!43, !45, !46}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !41, file: !3, line: 23, baseType: !44, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !9, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !41, file: !3, line: 23, baseType: !44, size: 64, offset: 64)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "last", scope: !41, file: !3, line: 24, baseType: !10, size: 32, offset: 128)
!47 = !{!48, !49}
!48 = !DILocalVariable(name: "d", arg: 1, scope: !37, file: !3, line: 29, type: !40)
!49 = !DILocalVariable(name: "i", arg: 2, scope: !37, file: !3, line: 29, type: !10)
!50 = !DILocation(line: 0, scope: !37)
!51 = !DILocation(line: 31, column: 13, scope: !37)
!52 = !DILocation(line: 31, column: 11, scope: !37)
!53 = !{!54, !55, i64 0}
!54 = !{!"pa_desc", !55, i64 0, !55, i64 8, !58, i64 16}
!55 = !{!"any pointer", !56, i64 0}
!56 = !{!"omnipotent char", !57, i64 0}
!57 = !{!"Simple C/C++ TBAA"}
!58 = !{!"int", !56, i64 0}
!59 = !DILocation(line: 32, column: 13, scope: !37)
!60 = !DILocation(line: 32, column: 8, scope: !37)
!61 = !DILocation(line: 32, column: 11, scope: !37)
!62 = !{!54, !55, i64 8}
!63 = !DILocation(line: 33, column: 15, scope: !37)
!64 = !DILocation(line: 33, column: 8, scope: !37)
!65 = !DILocation(line: 33, column: 13, scope: !37)
!66 = !{!54, !58, i64 16}
!67 = !DILocation(line: 34, column: 1, scope: !37)
!68 = distinct !DISubprogram(name: "pa_desc_lock", scope: !3, file: !3, line: 36, type: !69, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !71)
!69 = !DISubroutineType(types: !70)
!70 = !{null, !40}
!71 = !{!72}
!72 = !DILocalVariable(name: "d", arg: 1, scope: !68, file: !3, line: 36, type: !40)
!73 = !DILocation(line: 0, scope: !68)
!74 = !DILocation(line: 38, column: 14, scope: !75)
!75 = distinct !DILexicalBlock(scope: !68, file: !3, line: 38, column: 5)
!76 = !DILocation(line: 38, column: 17, scope: !75)
!77 = !{!58, !58, i64 0}
!78 = !DILocation(line: 38, column: 35, scope: !75)
!79 = !DILocation(line: 38, column: 30, scope: !75)
!80 = !DILocation(line: 38, column: 10, scope: !75)
!81 = !DILocation(line: 38, column: 41, scope: !82)
!82 = distinct !DILexicalBlock(scope: !75, file: !3, line: 38, column: 5)
!83 = !DILocation(line: 38, column: 48, scope: !82)
!84 = !DILocation(line: 38, column: 53, scope: !82)
!85 = !DILocation(line: 38, column: 56, scope: !82)
!86 = !DILocation(line: 38, column: 64, scope: !82)
!87 = !DILocation(line: 38, column: 5, scope: !75)
!88 = distinct !{!88, !87, !89, !90, !91}
!89 = !DILocation(line: 39, column: 9, scope: !75)
!90 = !{!"llvm.loop.mustprogress"}
!91 = !{!"llvm.loop.unroll.disable"}
!92 = !DILocation(line: 40, column: 1, scope: !68)
!93 = distinct !DISubprogram(name: "pa_desc_unlock", scope: !3, file: !3, line: 42, type: !69, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !94)
!94 = !{!95}
!95 = !DILocalVariable(name: "d", arg: 1, scope: !93, file: !3, line: 42, type: !40)
!96 = !DILocation(line: 0, scope: !93)
!97 = !DILocation(line: 44, column: 9, scope: !93)
!98 = !DILocation(line: 44, column: 12, scope: !93)
!99 = !DILocation(line: 45, column: 1, scope: !93)
!100 = distinct !DISubprogram(name: "threadx_critical", scope: !3, file: !3, line: 56, type: !101, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!101 = !DISubroutineType(types: !102)
!102 = !{null}
!103 = !DILocation(line: 58, column: 10, scope: !100)
!104 = !DILocation(line: 59, column: 5, scope: !105)
!105 = distinct !DILexicalBlock(scope: !106, file: !3, line: 59, column: 5)
!106 = distinct !DILexicalBlock(scope: !100, file: !3, line: 59, column: 5)
!107 = !DILocation(line: 59, column: 5, scope: !106)
!108 = !DILocation(line: 60, column: 10, scope: !100)
!109 = !DILocation(line: 61, column: 1, scope: !100)
!110 = !DISubprogram(name: "__assert_fail", scope: !111, file: !111, line: 69, type: !112, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!111 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!112 = !DISubroutineType(types: !113)
!113 = !{null, !114, !114, !115, !114}
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!115 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!116 = distinct !DISubprogram(name: "thread0_main", scope: !3, file: !3, line: 63, type: !117, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !119)
!117 = !DISubroutineType(types: !118)
!118 = !{!5, !5}
!119 = !{!120, !121}
!120 = !DILocalVariable(name: "args", arg: 1, scope: !116, file: !3, line: 63, type: !5)
!121 = !DILocalVariable(name: "d", scope: !116, file: !3, line: 65, type: !41)
!122 = !DILocation(line: 0, scope: !116)
!123 = !DILocation(line: 67, column: 5, scope: !116)
!124 = !DILocation(line: 0, scope: !68, inlinedAt: !125)
!125 = distinct !DILocation(line: 68, column: 9, scope: !126)
!126 = distinct !DILexicalBlock(scope: !127, file: !3, line: 67, column: 14)
!127 = distinct !DILexicalBlock(scope: !128, file: !3, line: 67, column: 5)
!128 = distinct !DILexicalBlock(scope: !116, file: !3, line: 67, column: 5)
!129 = !DILocation(line: 38, column: 17, scope: !75, inlinedAt: !125)
!130 = !DILocation(line: 38, column: 30, scope: !75, inlinedAt: !125)
!131 = !DILocation(line: 38, column: 10, scope: !75, inlinedAt: !125)
!132 = !DILocation(line: 38, column: 41, scope: !82, inlinedAt: !125)
!133 = !DILocation(line: 38, column: 48, scope: !82, inlinedAt: !125)
!134 = !DILocation(line: 38, column: 53, scope: !82, inlinedAt: !125)
!135 = !DILocation(line: 38, column: 56, scope: !82, inlinedAt: !125)
!136 = !DILocation(line: 38, column: 64, scope: !82, inlinedAt: !125)
!137 = !DILocation(line: 38, column: 5, scope: !75, inlinedAt: !125)
!138 = distinct !{!138, !137, !139, !90, !91}
!139 = !DILocation(line: 39, column: 9, scope: !75, inlinedAt: !125)
!140 = !DILocation(line: 58, column: 10, scope: !100, inlinedAt: !141)
!141 = distinct !DILocation(line: 69, column: 9, scope: !126)
!142 = !DILocation(line: 59, column: 5, scope: !105, inlinedAt: !141)
!143 = !DILocation(line: 59, column: 5, scope: !106, inlinedAt: !141)
!144 = !DILocation(line: 60, column: 10, scope: !100, inlinedAt: !141)
!145 = !DILocation(line: 0, scope: !93, inlinedAt: !146)
!146 = distinct !DILocation(line: 70, column: 9, scope: !126)
!147 = !DILocation(line: 44, column: 12, scope: !93, inlinedAt: !146)
!148 = !DILocation(line: 67, column: 5, scope: !127)
!149 = distinct !{!149, !150, !151, !91}
!150 = !DILocation(line: 67, column: 5, scope: !128)
!151 = !DILocation(line: 71, column: 5, scope: !128)
!152 = distinct !DISubprogram(name: "thread1_main", scope: !3, file: !3, line: 75, type: !117, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !153)
!153 = !{!154, !155}
!154 = !DILocalVariable(name: "args", arg: 1, scope: !152, file: !3, line: 75, type: !5)
!155 = !DILocalVariable(name: "d", scope: !152, file: !3, line: 77, type: !41)
!156 = !DILocation(line: 0, scope: !152)
!157 = !DILocation(line: 79, column: 5, scope: !152)
!158 = !DILocation(line: 0, scope: !68, inlinedAt: !159)
!159 = distinct !DILocation(line: 80, column: 9, scope: !160)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 79, column: 14)
!161 = distinct !DILexicalBlock(scope: !162, file: !3, line: 79, column: 5)
!162 = distinct !DILexicalBlock(scope: !152, file: !3, line: 79, column: 5)
!163 = !DILocation(line: 38, column: 17, scope: !75, inlinedAt: !159)
!164 = !DILocation(line: 38, column: 30, scope: !75, inlinedAt: !159)
!165 = !DILocation(line: 38, column: 10, scope: !75, inlinedAt: !159)
!166 = !DILocation(line: 38, column: 41, scope: !82, inlinedAt: !159)
!167 = !DILocation(line: 38, column: 48, scope: !82, inlinedAt: !159)
!168 = !DILocation(line: 38, column: 53, scope: !82, inlinedAt: !159)
!169 = !DILocation(line: 38, column: 56, scope: !82, inlinedAt: !159)
!170 = !DILocation(line: 38, column: 64, scope: !82, inlinedAt: !159)
!171 = !DILocation(line: 38, column: 5, scope: !75, inlinedAt: !159)
!172 = distinct !{!172, !171, !173, !90, !91}
!173 = !DILocation(line: 39, column: 9, scope: !75, inlinedAt: !159)
!174 = !DILocation(line: 58, column: 10, scope: !100, inlinedAt: !175)
!175 = distinct !DILocation(line: 81, column: 9, scope: !160)
!176 = !DILocation(line: 59, column: 5, scope: !105, inlinedAt: !175)
!177 = !DILocation(line: 59, column: 5, scope: !106, inlinedAt: !175)
!178 = !DILocation(line: 60, column: 10, scope: !100, inlinedAt: !175)
!179 = !DILocation(line: 0, scope: !93, inlinedAt: !180)
!180 = distinct !DILocation(line: 82, column: 9, scope: !160)
!181 = !DILocation(line: 44, column: 12, scope: !93, inlinedAt: !180)
!182 = !DILocation(line: 79, column: 5, scope: !161)
!183 = distinct !{!183, !184, !185, !91}
!184 = !DILocation(line: 79, column: 5, scope: !162)
!185 = !DILocation(line: 83, column: 5, scope: !162)
!186 = distinct !DISubprogram(name: "check_exclusion", scope: !3, file: !3, line: 88, type: !187, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!187 = !DISubroutineType(types: !188)
!188 = !{!10}
!189 = !DILocation(line: 90, column: 12, scope: !186)
!190 = !DILocation(line: 90, column: 18, scope: !186)
!191 = !DILocation(line: 90, column: 5, scope: !186)
!192 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 93, type: !187, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !193)
!193 = !{!194, !198}
!194 = !DILocalVariable(name: "t0", scope: !192, file: !3, line: 95, type: !195)
!195 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !196, line: 27, baseType: !197)
!196 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!197 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!198 = !DILocalVariable(name: "t1", scope: !192, file: !3, line: 95, type: !195)
!199 = distinct !DIAssignID()
!200 = !DILocation(line: 0, scope: !192)
!201 = distinct !DIAssignID()
!202 = !DILocation(line: 95, column: 5, scope: !192)
!203 = !DILocation(line: 96, column: 29, scope: !192)
!204 = !DILocation(line: 96, column: 19, scope: !192)
!205 = !DILocation(line: 96, column: 11, scope: !192)
!206 = !DILocation(line: 97, column: 5, scope: !192)
!207 = !DILocation(line: 98, column: 5, scope: !192)
!208 = !DILocation(line: 99, column: 18, scope: !192)
!209 = !{!210, !210, i64 0}
!210 = !{!"long", !56, i64 0}
!211 = !DILocation(line: 99, column: 5, scope: !192)
!212 = !DILocation(line: 100, column: 18, scope: !192)
!213 = !DILocation(line: 100, column: 5, scope: !192)
!214 = !DILocation(line: 102, column: 1, scope: !192)
!215 = !DILocation(line: 101, column: 5, scope: !192)
!216 = !DISubprogram(name: "pthread_create", scope: !217, file: !217, line: 202, type: !218, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!217 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!218 = !DISubroutineType(types: !219)
!219 = !{!10, !220, !222, !234, !235}
!220 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !221)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !195, size: 64)
!222 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !223)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !224, size: 64)
!224 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !225)
!225 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !196, line: 62, baseType: !226)
!226 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !196, line: 56, size: 448, elements: !227)
!227 = !{!228, !232}
!228 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !226, file: !196, line: 58, baseType: !229, size: 448)
!229 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 448, elements: !230)
!230 = !{!231}
!231 = !DISubrange(count: 56)
!232 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !226, file: !196, line: 59, baseType: !233, size: 64)
!233 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !117, size: 64)
!235 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!236 = !DISubprogram(name: "pthread_join", scope: !217, file: !217, line: 219, type: !237, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!237 = !DISubroutineType(types: !238)
!238 = !{!10, !195, !239}
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
