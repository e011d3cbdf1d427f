; ModuleID = 'peterson.c'
source_filename = "peterson.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@pa_f1 = dso_local global i32 0, align 4, !dbg !0
@pa_f0 = dso_local global i32 0, align 4, !dbg !24
@pa_last = dso_local global i32 0, align 4, !dbg !27
@count = dso_local local_unnamed_addr global i32 0, align 4, !dbg !7
@.str = private unnamed_addr constant [11 x i8] c"count == 1\00", align 1, !dbg !10
@.str.1 = private unnamed_addr constant [11 x i8] c"peterson.c\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.threadx_critical = private unnamed_addr constant [28 x i8] c"void threadx_critical(void)\00", align 1, !dbg !18

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
  ret void, !dbg !91
}

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local void @pa_desc_unlock(ptr nocapture noundef readonly %0) local_unnamed_addr #1 !dbg !92 {
    #dbg_value(ptr %0, !94, !DIExpression(), !95)
  %2 = load ptr, ptr %0, align 8, !dbg !96, !tbaa !53
  store volatile i32 0, ptr %2, align 4, !dbg !97, !tbaa !77
  ret void, !dbg !98
}

; Function Attrs: nounwind uwtable
define dso_local void @threadx_critical() local_unnamed_addr #2 !dbg !99 {
  %1 = load i32, ptr @count, align 4, !dbg !102, !tbaa !77
  %2 = add nsw i32 %1, 1, !dbg !102
  store i32 %2, ptr @count, align 4, !dbg !102, !tbaa !77
  %3 = icmp eq i32 %1, 0, !dbg !103
  br i1 %3, label %5, label %4, !dbg !106

4:                                                ; preds = %0
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 59, ptr noundef nonnull @__PRETTY_FUNCTION__.threadx_critical) #9, !dbg !103
  unreachable, !dbg !103

5:                                                ; preds = %0
  store i32 0, ptr @count, align 4, !dbg !107, !tbaa !77
  ret void, !dbg !108
}

; Function Attrs: noreturn nounwind
declare !dbg !109 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind uwtable
define dso_local noalias noundef nonnull ptr @thread0_main(ptr nocapture readnone %0) #4 !dbg !115 {
    #dbg_value(ptr poison, !119, !DIExpression(), !121)
    #dbg_value(ptr @pa_f0, !120, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !121)
    #dbg_value(ptr @pa_f1, !120, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !121)
    #dbg_value(i32 1, !120, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !121)
  %2 = load i32, ptr @count, align 4, !tbaa !77
  br label %3, !dbg !122

3:                                                ; preds = %15, %1
  %4 = phi i32 [ 0, %15 ], [ %2, %1 ]
    #dbg_value(ptr undef, !72, !DIExpression(), !123)
  store volatile i32 1, ptr @pa_f0, align 4, !dbg !128, !tbaa !77
  store volatile i32 1, ptr @pa_last, align 4, !dbg !129, !tbaa !77
  br label %5, !dbg !130

5:                                                ; preds = %8, %3
  %6 = load volatile i32, ptr @pa_f1, align 4, !dbg !131, !tbaa !77
  %7 = icmp eq i32 %6, 1, !dbg !132
  br i1 %7, label %8, label %11, !dbg !133

8:                                                ; preds = %5
  %9 = load volatile i32, ptr @pa_last, align 4, !dbg !134, !tbaa !77
  %10 = icmp eq i32 %9, 1, !dbg !135
  br i1 %10, label %5, label %11, !dbg !136, !llvm.loop !137

11:                                               ; preds = %5, %8
  %12 = add nsw i32 %4, 1, !dbg !139
  store i32 %12, ptr @count, align 4, !dbg !139, !tbaa !77
  %13 = icmp eq i32 %4, 0, !dbg !141
  br i1 %13, label %15, label %14, !dbg !142

14:                                               ; preds = %11
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 59, ptr noundef nonnull @__PRETTY_FUNCTION__.threadx_critical) #9, !dbg !141
  unreachable, !dbg !141

15:                                               ; preds = %11
  store i32 0, ptr @count, align 4, !dbg !143, !tbaa !77
    #dbg_value(ptr undef, !94, !DIExpression(), !144)
  store volatile i32 0, ptr @pa_f0, align 4, !dbg !146, !tbaa !77
  br label %3, !dbg !147, !llvm.loop !148
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #5

; Function Attrs: noreturn nounwind uwtable
define dso_local noalias noundef nonnull ptr @thread1_main(ptr nocapture readnone %0) #4 !dbg !151 {
    #dbg_value(ptr poison, !153, !DIExpression(), !155)
    #dbg_value(ptr @pa_f1, !154, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !155)
    #dbg_value(ptr @pa_f0, !154, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !155)
    #dbg_value(i32 2, !154, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !155)
  %2 = load i32, ptr @count, align 4, !tbaa !77
  br label %3, !dbg !156

3:                                                ; preds = %15, %1
  %4 = phi i32 [ 0, %15 ], [ %2, %1 ]
    #dbg_value(ptr undef, !72, !DIExpression(), !157)
  store volatile i32 1, ptr @pa_f1, align 4, !dbg !162, !tbaa !77
  store volatile i32 2, ptr @pa_last, align 4, !dbg !163, !tbaa !77
  br label %5, !dbg !164

5:                                                ; preds = %8, %3
  %6 = load volatile i32, ptr @pa_f0, align 4, !dbg !165, !tbaa !77
  %7 = icmp eq i32 %6, 1, !dbg !166
  br i1 %7, label %8, label %11, !dbg !167

8:                                                ; preds = %5
  %9 = load volatile i32, ptr @pa_last, align 4, !dbg !168, !tbaa !77
  %10 = icmp eq i32 %9, 2, !dbg !169
  br i1 %10, label %5, label %11, !dbg !170, !llvm.loop !171

11:                                               ; preds = %5, %8
  %12 = add nsw i32 %4, 1, !dbg !173
  store i32 %12, ptr @count, align 4, !dbg !173, !tbaa !77
  %13 = icmp eq i32 %4, 0, !dbg !175
  br i1 %13, label %15, label %14, !dbg !176

14:                                               ; preds = %11
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 59, ptr noundef nonnull @__PRETTY_FUNCTION__.threadx_critical) #9, !dbg !175
  unreachable, !dbg !175

15:                                               ; preds = %11
  store i32 0, ptr @count, align 4, !dbg !177, !tbaa !77
    #dbg_value(ptr undef, !94, !DIExpression(), !178)
  store volatile i32 0, ptr @pa_f1, align 4, !dbg !180, !tbaa !77
  br label %3, !dbg !181, !llvm.loop !182
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @check_exclusion() local_unnamed_addr #6 !dbg !185 {
  %1 = load i32, ptr @count, align 4, !dbg !188, !tbaa !77
  %2 = icmp slt i32 %1, 2, !dbg !189
  %3 = zext i1 %2 to i32, !dbg !189
  ret i32 %3, !dbg !190
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !191 {
  %1 = alloca i64, align 8, !DIAssignID !198
    #dbg_assign(i1 undef, !193, !DIExpression(), !198, ptr %1, !DIExpression(), !199)
  %2 = alloca i64, align 8, !DIAssignID !200
    #dbg_assign(i1 undef, !197, !DIExpression(), !200, ptr %2, !DIExpression(), !199)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #10, !dbg !201
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10, !dbg !201
  store volatile i32 0, ptr @pa_last, align 4, !dbg !202, !tbaa !77
  store volatile i32 0, ptr @pa_f1, align 4, !dbg !203, !tbaa !77
  store volatile i32 0, ptr @pa_f0, align 4, !dbg !204, !tbaa !77
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @thread0_main, ptr noundef null) #10, !dbg !205
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @thread1_main, ptr noundef null) #10, !dbg !206
  %5 = load i64, ptr %1, align 8, !dbg !207, !tbaa !208
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #10, !dbg !210
  %7 = load i64, ptr %2, align 8, !dbg !211, !tbaa !208
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #10, !dbg !212
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10, !dbg !213
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #10, !dbg !213
  ret i32 0, !dbg !214
}

; Function Attrs: nounwind
declare !dbg !215 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #7

declare !dbg !235 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { noreturn nounwind }
attributes #10 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pa_f1", scope: !2, file: !3, line: 27, type: !26, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "peterson.c", directory: ".", checksumkind: CSK_MD5, checksum: "a61fd9d99fea175aada4e7d965e0a0e1")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!7, !10, !16, !18, !24, !0, !27}
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
!25 = distinct !DIGlobalVariable(name: "pa_f0", scope: !2, file: !3, line: 27, type: !26, isLocal: false, isDefinition: true)
!26 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !9)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "pa_last", scope: !2, file: !3, line: 27, type: !26, isLocal: false, isDefinition: true)
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
!39 = !{null, !40, !9}
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pa_desc", file: !3, line: 22, size: 192, elements: !42)
!42 = !{!43, !45, !46}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "f0", scope: !41, file: !3, line: 23, baseType: !44, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "f1", scope: !41, file: !3, line: 23, baseType: !44, size: 64, offset: 64)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "last", scope: !41, file: !3, line: 24, baseType: !9, size: 32, offset: 128)
!47 = !{!48, !49}
!48 = !DILocalVariable(name: "d", arg: 1, scope: !37, file: !3, line: 29, type: !40)
!49 = !DILocalVariable(name: "i", arg: 2, scope: !37, file: !3, line: 29, type: !9)
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
!88 = distinct !{!88, !87, !89, !90}
!89 = !DILocation(line: 39, column: 9, scope: !75)
!90 = !{!"llvm.loop.mustprogress"}
!91 = !DILocation(line: 40, column: 1, scope: !68)
!92 = distinct !DISubprogram(name: "pa_desc_unlock", scope: !3, file: !3, line: 42, type: !69, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !93)
!93 = !{!94}
!94 = !DILocalVariable(name: "d", arg: 1, scope: !92, file: !3, line: 42, type: !40)
!95 = !DILocation(line: 0, scope: !92)
!96 = !DILocation(line: 44, column: 9, scope: !92)
!97 = !DILocation(line: 44, column: 12, scope: !92)
!98 = !DILocation(line: 45, column: 1, scope: !92)
!99 = distinct !DISubprogram(name: "threadx_critical", scope: !3, file: !3, line: 56, type: !100, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!100 = !DISubroutineType(types: !101)
!101 = !{null}
!102 = !DILocation(line: 58, column: 10, scope: !99)
!103 = !DILocation(line: 59, column: 5, scope: !104)
!104 = distinct !DILexicalBlock(scope: !105, file: !3, line: 59, column: 5)
!105 = distinct !DILexicalBlock(scope: !99, file: !3, line: 59, column: 5)
!106 = !DILocation(line: 59, column: 5, scope: !105)
!107 = !DILocation(line: 60, column: 10, scope: !99)
!108 = !DILocation(line: 61, column: 1, scope: !99)
!109 = !DISubprogram(name: "__assert_fail", scope: !110, file: !110, line: 69, type: !111, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!110 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!111 = !DISubroutineType(types: !112)
!112 = !{null, !113, !113, !114, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!114 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!115 = distinct !DISubprogram(name: "thread0_main", scope: !3, file: !3, line: 63, type: !116, scopeLine: 64, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{!5, !5}
!118 = !{!119, !120}
!119 = !DILocalVariable(name: "args", arg: 1, scope: !115, file: !3, line: 63, type: !5)
!120 = !DILocalVariable(name: "d", scope: !115, file: !3, line: 65, type: !41)
!121 = !DILocation(line: 0, scope: !115)
!122 = !DILocation(line: 67, column: 5, scope: !115)
!123 = !DILocation(line: 0, scope: !68, inlinedAt: !124)
!124 = distinct !DILocation(line: 68, column: 9, scope: !125)
!125 = distinct !DILexicalBlock(scope: !126, file: !3, line: 67, column: 14)
!126 = distinct !DILexicalBlock(scope: !127, file: !3, line: 67, column: 5)
!127 = distinct !DILexicalBlock(scope: !115, file: !3, line: 67, column: 5)
!128 = !DILocation(line: 38, column: 17, scope: !75, inlinedAt: !124)
!129 = !DILocation(line: 38, column: 30, scope: !75, inlinedAt: !124)
!130 = !DILocation(line: 38, column: 10, scope: !75, inlinedAt: !124)
!131 = !DILocation(line: 38, column: 41, scope: !82, inlinedAt: !124)
!132 = !DILocation(line: 38, column: 48, scope: !82, inlinedAt: !124)
!133 = !DILocation(line: 38, column: 53, scope: !82, inlinedAt: !124)
!134 = !DILocation(line: 38, column: 56, scope: !82, inlinedAt: !124)
!135 = !DILocation(line: 38, column: 64, scope: !82, inlinedAt: !124)
!136 = !DILocation(line: 38, column: 5, scope: !75, inlinedAt: !124)
!137 = distinct !{!137, !136, !138, !90}
!138 = !DILocation(line: 39, column: 9, scope: !75, inlinedAt: !124)
!139 = !DILocation(line: 58, column: 10, scope: !99, inlinedAt: !140)
!140 = distinct !DILocation(line: 69, column: 9, scope: !125)
!141 = !DILocation(line: 59, column: 5, scope: !104, inlinedAt: !140)
!142 = !DILocation(line: 59, column: 5, scope: !105, inlinedAt: !140)
!143 = !DILocation(line: 60, column: 10, scope: !99, inlinedAt: !140)
!144 = !DILocation(line: 0, scope: !92, inlinedAt: !145)
!145 = distinct !DILocation(line: 70, column: 9, scope: !125)
!146 = !DILocation(line: 44, column: 12, scope: !92, inlinedAt: !145)
!147 = !DILocation(line: 67, column: 5, scope: !126)
!148 = distinct !{!148, !149, !150}
!149 = !DILocation(line: 67, column: 5, scope: !127)
!150 = !DILocation(line: 71, column: 5, scope: !127)
!151 = distinct !DISubprogram(name: "thread1_main", scope: !3, file: !3, line: 75, type: !116, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !152)
!152 = !{!153, !154}
!153 = !DILocalVariable(name: "args", arg: 1, scope: !151, file: !3, line: 75, type: !5)
!154 = !DILocalVariable(name: "d", scope: !151, file: !3, line: 77, type: !41)
!155 = !DILocation(line: 0, scope: !151)
!156 = !DILocation(line: 79, column: 5, scope: !151)
!157 = !DILocation(line: 0, scope: !68, inlinedAt: !158)
!158 = distinct !DILocation(line: 80, column: 9, scope: !159)
!159 = distinct !DILexicalBlock(scope: !160, file: !3, line: 79, column: 14)
!160 = distinct !DILexicalBlock(scope: !161, file: !3, line: 79, column: 5)
!161 = distinct !DILexicalBlock(scope: !151, file: !3, line: 79, column: 5)
!162 = !DILocation(line: 38, column: 17, scope: !75, inlinedAt: !158)
!163 = !DILocation(line: 38, column: 30, scope: !75, inlinedAt: !158)
!164 = !DILocation(line: 38, column: 10, scope: !75, inlinedAt: !158)
!165 = !DILocation(line: 38, column: 41, scope: !82, inlinedAt: !158)
!166 = !DILocation(line: 38, column: 48, scope: !82, inlinedAt: !158)
!167 = !DILocation(line: 38, column: 53, scope: !82, inlinedAt: !158)
!168 = !DILocation(line: 38, column: 56, scope: !82, inlinedAt: !158)
!169 = !DILocation(line: 38, column: 64, scope: !82, inlinedAt: !158)
!170 = !DILocation(line: 38, column: 5, scope: !75, inlinedAt: !158)
!171 = distinct !{!171, !170, !172, !90}
!172 = !DILocation(line: 39, column: 9, scope: !75, inlinedAt: !158)
!173 = !DILocation(line: 58, column: 10, scope: !99, inlinedAt: !174)
!174 = distinct !DILocation(line: 81, column: 9, scope: !159)
!175 = !DILocation(line: 59, column: 5, scope: !104, inlinedAt: !174)
!176 = !DILocation(line: 59, column: 5, scope: !105, inlinedAt: !174)
!177 = !DILocation(line: 60, column: 10, scope: !99, inlinedAt: !174)
!178 = !DILocation(line: 0, scope: !92, inlinedAt: !179)
!179 = distinct !DILocation(line: 82, column: 9, scope: !159)
!180 = !DILocation(line: 44, column: 12, scope: !92, inlinedAt: !179)
!181 = !DILocation(line: 79, column: 5, scope: !160)
!182 = distinct !{!182, !183, !184}
!183 = !DILocation(line: 79, column: 5, scope: !161)
!184 = !DILocation(line: 83, column: 5, scope: !161)
!185 = distinct !DISubprogram(name: "check_exclusion", scope: !3, file: !3, line: 88, type: !186, scopeLine: 89, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!186 = !DISubroutineType(types: !187)
!187 = !{!9}
!188 = !DILocation(line: 90, column: 12, scope: !185)
!189 = !DILocation(line: 90, column: 18, scope: !185)
!190 = !DILocation(line: 90, column: 5, scope: !185)
!191 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 93, type: !186, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !192)
!192 = !{!193, !197}
!193 = !DILocalVariable(name: "t0", scope: !191, file: !3, line: 95, type: !194)
!194 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !195, line: 27, baseType: !196)
!195 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!196 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!197 = !DILocalVariable(name: "t1", scope: !191, file: !3, line: 95, type: !194)
!198 = distinct !DIAssignID()
!199 = !DILocation(line: 0, scope: !191)
!200 = distinct !DIAssignID()
!201 = !DILocation(line: 95, column: 5, scope: !191)
!202 = !DILocation(line: 96, column: 29, scope: !191)
!203 = !DILocation(line: 96, column: 19, scope: !191)
!204 = !DILocation(line: 96, column: 11, scope: !191)
!205 = !DILocation(line: 97, column: 5, scope: !191)
!206 = !DILocation(line: 98, column: 5, scope: !191)
!207 = !DILocation(line: 99, column: 18, scope: !191)
!208 = !{!209, !209, i64 0}
!209 = !{!"long", !56, i64 0}
!210 = !DILocation(line: 99, column: 5, scope: !191)
!211 = !DILocation(line: 100, column: 18, scope: !191)
!212 = !DILocation(line: 100, column: 5, scope: !191)
!213 = !DILocation(line: 102, column: 1, scope: !191)
!214 = !DILocation(line: 101, column: 5, scope: !191)
!215 = !DISubprogram(name: "pthread_create", scope: !216, file: !216, line: 202, type: !217, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!216 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!217 = !DISubroutineType(types: !218)
!218 = !{!9, !219, !221, !233, !234}
!219 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !220)
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !194, size: 64)
!221 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !222)
!222 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !223, size: 64)
!223 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !224)
!224 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !195, line: 62, baseType: !225)
!225 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !195, line: 56, size: 448, elements: !226)
!226 = !{!227, !231}
!227 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !225, file: !195, line: 58, baseType: !228, size: 448)
!228 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 448, elements: !229)
!229 = !{!230}
!230 = !DISubrange(count: 56)
!231 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !225, file: !195, line: 59, baseType: !232, size: 64)
!232 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!233 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !116, size: 64)
!234 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!235 = !DISubprogram(name: "pthread_join", scope: !216, file: !216, line: 219, type: !236, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!236 = !DISubroutineType(types: !237)
!237 = !{!9, !194, !238}
!238 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
