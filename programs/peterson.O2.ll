; ModuleID = 'peterson.c'
source_filename = "peterson.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@pa_f1 = dso_local global i32 0, align 4, !dbg !0
@pa_f0 = dso_local global i32 0, align 4, !dbg !25
@pa_last = dso_local local_unnamed_addr global i32 0, align 4, !dbg !27
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

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @pa_desc_lock(ptr nocapture noundef readonly %0) local_unnamed_addr #1 !dbg !68 {
    #dbg_value(ptr %0, !72, !DIExpression(), !73)
  %2 = load ptr, ptr %0, align 8, !dbg !74, !tbaa !53
  store i32 1, ptr %2, align 4, !dbg !76, !tbaa !77
  %3 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !78
  %4 = load i32, ptr %3, align 8, !dbg !78, !tbaa !66
  store i32 %4, ptr @pa_last, align 4, !dbg !79, !tbaa !77
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !62
  %7 = load i32, ptr %6, align 4, !tbaa !77
  %8 = icmp eq i32 %7, 1
  br i1 %8, label %9, label %10, !dbg !80, !llvm.loop !82

9:                                                ; preds = %1, %9
  br label %9, !dbg !80

10:                                               ; preds = %1
  ret void, !dbg !86
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local void @pa_desc_unlock(ptr nocapture noundef readonly %0) local_unnamed_addr #2 !dbg !87 {
    #dbg_value(ptr %0, !89, !DIExpression(), !90)
  %2 = load ptr, ptr %0, align 8, !dbg !91, !tbaa !53
  store i32 0, ptr %2, align 4, !dbg !92, !tbaa !77
  ret void, !dbg !93
}

; Function Attrs: nounwind uwtable
define dso_local void @threadx_critical() local_unnamed_addr #3 !dbg !94 {
  %1 = load volatile i32, ptr @count, align 4, !dbg !97, !tbaa !77
  %2 = add nsw i32 %1, 1, !dbg !97
  store volatile i32 %2, ptr @count, align 4, !dbg !97, !tbaa !77
  %3 = load volatile i32, ptr @count, align 4, !dbg !98, !tbaa !77
  %4 = icmp eq i32 %3, 1, !dbg !98
  br i1 %4, label %6, label %5, !dbg !101

5:                                                ; preds = %0
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 59, ptr noundef nonnull @__PRETTY_FUNCTION__.threadx_critical) #10, !dbg !98
  unreachable, !dbg !98

6:                                                ; preds = %0
  %7 = load volatile i32, ptr @count, align 4, !dbg !102, !tbaa !77
  %8 = add nsw i32 %7, -1, !dbg !102
  store volatile i32 %8, ptr @count, align 4, !dbg !102, !tbaa !77
  ret void, !dbg !103
}

; Function Attrs: noreturn nounwind
declare !dbg !104 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind uwtable
define dso_local noalias noundef nonnull ptr @thread0_main(ptr nocapture readnone %0) #5 !dbg !110 {
    #dbg_value(ptr poison, !114, !DIExpression(), !116)
    #dbg_value(ptr @pa_f0, !115, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !116)
    #dbg_value(ptr @pa_f1, !115, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !116)
    #dbg_value(i32 1, !115, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !116)
  %2 = load i32, ptr @pa_f1, align 4, !tbaa !77
  %3 = icmp eq i32 %2, 1
    #dbg_value(ptr undef, !72, !DIExpression(), !117)
  store i32 1, ptr @pa_f0, align 4, !dbg !122, !tbaa !77
  store i32 1, ptr @pa_last, align 4, !dbg !123, !tbaa !77
  br i1 %3, label %9, label %4, !dbg !124, !llvm.loop !125

4:                                                ; preds = %1
  %5 = load volatile i32, ptr @count, align 4, !dbg !128, !tbaa !77
  %6 = add nsw i32 %5, 1, !dbg !128
  store volatile i32 %6, ptr @count, align 4, !dbg !128, !tbaa !77
  %7 = load volatile i32, ptr @count, align 4, !dbg !130, !tbaa !77
  %8 = icmp eq i32 %7, 1, !dbg !130
  br i1 %8, label %11, label %10, !dbg !131

9:                                                ; preds = %1, %9
  br label %9, !dbg !124

10:                                               ; preds = %11, %4
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 59, ptr noundef nonnull @__PRETTY_FUNCTION__.threadx_critical) #10, !dbg !130
  unreachable, !dbg !130

11:                                               ; preds = %4, %11
  %12 = load volatile i32, ptr @count, align 4, !dbg !132, !tbaa !77
  %13 = add nsw i32 %12, -1, !dbg !132
  store volatile i32 %13, ptr @count, align 4, !dbg !132, !tbaa !77
    #dbg_value(ptr undef, !72, !DIExpression(), !117)
  store i32 1, ptr @pa_f0, align 4, !dbg !122, !tbaa !77
  store i32 1, ptr @pa_last, align 4, !dbg !123, !tbaa !77
  %14 = load volatile i32, ptr @count, align 4, !dbg !128, !tbaa !77
  %15 = add nsw i32 %14, 1, !dbg !128
  store volatile i32 %15, ptr @count, align 4, !dbg !128, !tbaa !77
  %16 = load volatile i32, ptr @count, align 4, !dbg !130, !tbaa !77
  %17 = icmp eq i32 %16, 1, !dbg !130
  br i1 %17, label %11, label %10, !dbg !131
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #6

; Function Attrs: noreturn nounwind uwtable
define dso_local noalias noundef nonnull ptr @thread1_main(ptr nocapture readnone %0) #5 !dbg !133 {
    #dbg_value(ptr poison, !135, !DIExpression(), !137)
    #dbg_value(ptr @pa_f1, !136, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !137)
    #dbg_value(ptr @pa_f0, !136, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !137)
    #dbg_value(i32 2, !136, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !137)
  %2 = load i32, ptr @pa_f0, align 4, !tbaa !77
  %3 = icmp eq i32 %2, 1
    #dbg_value(ptr undef, !72, !DIExpression(), !138)
  store i32 1, ptr @pa_f1, align 4, !dbg !143, !tbaa !77
  store i32 2, ptr @pa_last, align 4, !dbg !144, !tbaa !77
  br i1 %3, label %9, label %4, !dbg !145, !llvm.loop !146

4:                                                ; preds = %1
  %5 = load volatile i32, ptr @count, align 4, !dbg !149, !tbaa !77
  %6 = add nsw i32 %5, 1, !dbg !149
  store volatile i32 %6, ptr @count, align 4, !dbg !149, !tbaa !77
  %7 = load volatile i32, ptr @count, align 4, !dbg !151, !tbaa !77
  %8 = icmp eq i32 %7, 1, !dbg !151
  br i1 %8, label %11, label %10, !dbg !152

9:                                                ; preds = %1, %9
  br label %9, !dbg !145

10:                                               ; preds = %11, %4
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 59, ptr noundef nonnull @__PRETTY_FUNCTION__.threadx_critical) #10, !dbg !151
  unreachable, !dbg !151

11:                                               ; preds = %4, %11
  %12 = load volatile i32, ptr @count, align 4, !dbg !153, !tbaa !77
  %13 = add nsw i32 %12, -1, !dbg !153
  store volatile i32 %13, ptr @count, align 4, !dbg !153, !tbaa !77
    #dbg_value(ptr undef, !72, !DIExpression(), !138)
  store i32 1, ptr @pa_f1, align 4, !dbg !143, !tbaa !77
  store i32 2, ptr @pa_last, align 4, !dbg !144, !tbaa !77
  %14 = load volatile i32, ptr @count, align 4, !dbg !149, !tbaa !77
  %15 = add nsw i32 %14, 1, !dbg !149
  store volatile i32 %15, ptr @count, align 4, !dbg !149, !tbaa !77
  %16 = load volatile i32, ptr @count, align 4, !dbg !151, !tbaa !77
  %17 = icmp eq i32 %16, 1, !dbg !151
  br i1 %17, label %11, label %10, !dbg !152
}

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable
define dso_local range(i32 0, 2) i32 @check_exclusion() local_unnamed_addr #7 !dbg !154 {
  %1 = load volatile i32, ptr @count, align 4, !dbg !157, !tbaa !77
  %2 = icmp slt i32 %1, 2, !dbg !158
  %3 = zext i1 %2 to i32, !dbg !158
  ret i32 %3, !dbg !159
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !160 {
  %1 = alloca i64, align 8, !DIAssignID !167
    #dbg_assign(i1 undef, !162, !DIExpression(), !167, ptr %1, !DIExpression(), !168)
  %2 = alloca i64, align 8, !DIAssignID !169
    #dbg_assign(i1 undef, !166, !DIExpression(), !169, ptr %2, !DIExpression(), !168)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #11, !dbg !170
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #11, !dbg !170
  store i32 0, ptr @pa_last, align 4, !dbg !171, !tbaa !77
  store i32 0, ptr @pa_f1, align 4, !dbg !172, !tbaa !77
  store i32 0, ptr @pa_f0, align 4, !dbg !173, !tbaa !77
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @thread0_main, ptr noundef null) #11, !dbg !174
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @thread1_main, ptr noundef null) #11, !dbg !175
  %5 = load i64, ptr %1, align 8, !dbg !176, !tbaa !177
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #11, !dbg !179
  %7 = load i64, ptr %2, align 8, !dbg !180, !tbaa !177
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #11, !dbg !181
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #11, !dbg !182
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #11, !dbg !182
  ret i32 0, !dbg !183
}

; Function Attrs: nounwind
declare !dbg !184 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

declare !dbg !204 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { noreturn nounwind }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pa_f1", scope: !2, file: !3, line: 27, type: !10, isLocal: false, isDefinition: true)
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
!26 = distinct !DIGlobalVariable(name: "pa_f0", scope: !2, file: !3, line: 27, type: !10, isLocal: false, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "pa_last", scope: !2, file: !3, line: 27, type: !10, isLocal: false, isDefinition: true)
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
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
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
!80 = !DILocation(line: 38, column: 53, scope: !81)
!81 = distinct !DILexicalBlock(scope: !75, file: !3, line: 38, column: 5)
!82 = distinct !{!82, !83, !84, !85}
!83 = !DILocation(line: 38, column: 5, scope: !75)
!84 = !DILocation(line: 39, column: 9, scope: !75)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocation(line: 40, column: 1, scope: !68)
!87 = distinct !DISubprogram(name: "pa_desc_unlock", scope: !3, file: !3, line: 42, type: !69, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !88)
!88 = !{!89}
!89 = !DILocalVariable(name: "d", arg: 1, scope: !87, file: !3, line: 42, type: !40)
!90 = !DILocation(line: 0, scope: !87)
!91 = !DILocation(line: 44, column: 9, scope: !87)
!92 = !DILocation(line: 44, column: 12, scope: !87)
!93 = !DILocation(line: 45, column: 1, scope: !87)
!94 = distinct !DISubprogram(name: "threadx_critical", scope: !3, file: !3, line: 56, type: !95, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!95 = !DISubroutineType(types: !96)
!96 = !{null}
!97 = !DILocation(line: 58, column: 10, scope: !94)
!98 = !DILocation(line: 59, column: 5, scope: !99)
!99 = distinct !DILexicalBlock(scope: !100, file: !3, line: 59, column: 5)
!100 = distinct !DILexicalBlock(scope: !94, file: !3, line: 59, column: 5)
!101 = !DILocation(line: 59, column: 5, scope: !100)
!102 = !DILocation(line: 60, column: 10, scope: !94)
!103 = !DILocation(line: 61, column: 1, scope: !94)
!104 = !DISubprogram(name: "__assert_fail", scope: !105, file: !105, line: 69, type: !106, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!105 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!106 = !DISubroutineType(types: !107)
!107 = !{null, !108, !108, !109, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!109 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!110 = distinct !DISubprogram(name: "thread0_main", scope: !3, file: !3, line: 63, type: !111, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !113)
!111 = !DISubroutineType(types: !112)
!112 = !{!5, !5}
!113 = !{!114, !115}
!114 = !DILocalVariable(name: "args", arg: 1, scope: !110, file: !3, line: 63, type: !5)
!115 = !DILocalVariable(name: "d", scope: !110, file: !3, line: 65, type: !41)
!116 = !DILocation(line: 0, scope: !110)
!117 = !DILocation(line: 0, scope: !68, inlinedAt: !118)
!118 = distinct !DILocation(line: 68, column: 9, scope: !119)
!119 = distinct !DILexicalBlock(scope: !120, file: !3, line: 67, column: 14)
!120 = distinct !DILexicalBlock(scope: !121, file: !3, line: 67, column: 5)
!121 = distinct !DILexicalBlock(scope: !110, file: !3, line: 67, column: 5)
!122 = !DILocation(line: 38, column: 17, scope: !75, inlinedAt: !118)
!123 = !DILocation(line: 38, column: 30, scope: !75, inlinedAt: !118)
!124 = !DILocation(line: 38, column: 53, scope: !81, inlinedAt: !118)
!125 = distinct !{!125, !126, !127, !85}
!126 = !DILocation(line: 38, column: 5, scope: !75, inlinedAt: !118)
!127 = !DILocation(line: 39, column: 9, scope: !75, inlinedAt: !118)
!128 = !DILocation(line: 58, column: 10, scope: !94, inlinedAt: !129)
!129 = distinct !DILocation(line: 69, column: 9, scope: !119)
!130 = !DILocation(line: 59, column: 5, scope: !99, inlinedAt: !129)
!131 = !DILocation(line: 59, column: 5, scope: !100, inlinedAt: !129)
!132 = !DILocation(line: 60, column: 10, scope: !94, inlinedAt: !129)
!133 = distinct !DISubprogram(name: "thread1_main", scope: !3, file: !3, line: 75, type: !111, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !134)
!134 = !{!135, !136}
!135 = !DILocalVariable(name: "args", arg: 1, scope: !133, file: !3, line: 75, type: !5)
!136 = !DILocalVariable(name: "d", scope: !133, file: !3, line: 77, type: !41)
!137 = !DILocation(line: 0, scope: !133)
!138 = !DILocation(line: 0, scope: !68, inlinedAt: !139)
!139 = distinct !DILocation(line: 80, column: 9, scope: !140)
!140 = distinct !DILexicalBlock(scope: !141, file: !3, line: 79, column: 14)
!141 = distinct !DILexicalBlock(scope: !142, file: !3, line: 79, column: 5)
!142 = distinct !DILexicalBlock(scope: !133, file: !3, line: 79, column: 5)
!143 = !DILocation(line: 38, column: 17, scope: !75, inlinedAt: !139)
!144 = !DILocation(line: 38, column: 30, scope: !75, inlinedAt: !139)
!145 = !DILocation(line: 38, column: 53, scope: !81, inlinedAt: !139)
!146 = distinct !{!146, !147, !148, !85}
!147 = !DILocation(line: 38, column: 5, scope: !75, inlinedAt: !139)
!148 = !DILocation(line: 39, column: 9, scope: !75, inlinedAt: !139)
!149 = !DILocation(line: 58, column: 10, scope: !94, inlinedAt: !150)
!150 = distinct !DILocation(line: 81, column: 9, scope: !140)
!151 = !DILocation(line: 59, column: 5, scope: !99, inlinedAt: !150)
!152 = !DILocation(line: 59, column: 5, scope: !100, inlinedAt: !150)
!153 = !DILocation(line: 60, column: 10, scope: !94, inlinedAt: !150)
!154 = distinct !DISubprogram(name: "check_exclusion", scope: !3, file: !3, line: 88, type: !155, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!155 = !DISubroutineType(types: !156)
!156 = !{!10}
!157 = !DILocation(line: 90, column: 12, scope: !154)
!158 = !DILocation(line: 90, column: 18, scope: !154)
!159 = !DILocation(line: 90, column: 5, scope: !154)
!160 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 93, type: !155, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !161)
!161 = !{!162, !166}
!162 = !DILocalVariable(name: "t0", scope: !160, file: !3, line: 95, type: !163)
!163 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !164, line: 27, baseType: !165)
!164 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!165 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!166 = !DILocalVariable(name: "t1", scope: !160, file: !3, line: 95, type: !163)
!167 = distinct !DIAssignID()
!168 = !DILocation(line: 0, scope: !160)
!169 = distinct !DIAssignID()
!170 = !DILocation(line: 95, column: 5, scope: !160)
!171 = !DILocation(line: 96, column: 29, scope: !160)
!172 = !DILocation(line: 96, column: 19, scope: !160)
!173 = !DILocation(line: 96, column: 11, scope: !160)
!174 = !DILocation(line: 97, column: 5, scope: !160)
!175 = !DILocation(line: 98, column: 5, scope: !160)
!176 = !DILocation(line: 99, column: 18, scope: !160)
!177 = !{!178, !178, i64 0}
!178 = !{!"long", !56, i64 0}
!179 = !DILocation(line: 99, column: 5, scope: !160)
!180 = !DILocation(line: 100, column: 18, scope: !160)
!181 = !DILocation(line: 100, column: 5, scope: !160)
!182 = !DILocation(line: 102, column: 1, scope: !160)
!183 = !DILocation(line: 101, column: 5, scope: !160)
!184 = !DISubprogram(name: "pthread_create", scope: !185, file: !185, line: 202, type: !186, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!185 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!186 = !DISubroutineType(types: !187)
!187 = !{!10, !188, !190, !202, !203}
!188 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !189)
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !163, size: 64)
!190 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !191)
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !193)
!193 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !164, line: 62, baseType: !194)
!194 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !164, line: 56, size: 448, elements: !195)
!195 = !{!196, !200}
!196 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !194, file: !164, line: 58, baseType: !197, size: 448)
!197 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 448, elements: !198)
!198 = !{!199}
!199 = !DISubrange(count: 56)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !194, file: !164, line: 59, baseType: !201, size: 64)
!201 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!202 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!203 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!204 = !DISubprogram(name: "pthread_join", scope: !185, file: !185, line: 219, type: !205, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!205 = !DISubroutineType(types: !206)
!206 = !{!10, !163, !207}
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
