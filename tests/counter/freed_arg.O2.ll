; ModuleID = 'freed_arg.c'
source_filename = "freed_arg.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"sa[1] == 1\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [12 x i8] c"freed_arg.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !12

; Function Attrs: noreturn nounwind uwtable
define dso_local noalias noundef nonnull ptr @worker(ptr nocapture noundef %0) #0 !dbg !33 {
  %2 = alloca [2 x i32], align 8, !DIAssignID !44
    #dbg_assign(i1 undef, !40, !DIExpression(), !44, ptr %2, !DIExpression(), !45)
    #dbg_value(ptr %0, !37, !DIExpression(), !45)
    #dbg_value(ptr %0, !38, !DIExpression(), !45)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9, !dbg !46
  store i64 0, ptr %2, align 8, !dbg !47, !DIAssignID !48
    #dbg_assign(i64 0, !40, !DIExpression(), !48, ptr %2, !DIExpression(), !45)
  call fastcc void @touch(ptr noundef nonnull %2), !dbg !49
  %3 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !50
  %4 = load i32, ptr %3, align 4, !dbg !50, !tbaa !53
  %5 = icmp eq i32 %4, 1, !dbg !50
  br i1 %5, label %7, label %6, !dbg !57

6:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 19, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #10, !dbg !50
  unreachable, !dbg !50

7:                                                ; preds = %1
  tail call void @free(ptr noundef %0) #9, !dbg !58
  tail call void @pthread_exit(ptr noundef null) #10, !dbg !59
  unreachable, !dbg !59
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @touch(ptr nocapture noundef %0) unnamed_addr #2 !dbg !60 {
    #dbg_value(ptr %0, !64, !DIExpression(), !65)
  %2 = load i32, ptr %0, align 4, !dbg !66, !tbaa !53
  %3 = add nsw i32 %2, 1, !dbg !67
  %4 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !68
  store i32 %3, ptr %4, align 4, !dbg !69, !tbaa !53
  ret void, !dbg !70
}

; Function Attrs: noreturn nounwind
declare !dbg !71 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !77 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: noreturn
declare !dbg !81 void @pthread_exit(ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !83 {
  %3 = alloca i64, align 8, !DIAssignID !92
  %4 = alloca i64, align 8, !DIAssignID !93
    #dbg_value(i32 %0, !87, !DIExpression(), !94)
    #dbg_value(ptr %1, !88, !DIExpression(), !94)
  %5 = icmp sgt i32 %0, 1, !dbg !95
  br i1 %5, label %6, label %14, !dbg !96

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !97
  %8 = load ptr, ptr %7, align 8, !dbg !97, !tbaa !98
    #dbg_value(ptr %8, !100, !DIExpression(), !105)
  %9 = tail call i64 @strtol(ptr nocapture noundef nonnull %8, ptr noundef null, i32 noundef 10) #9, !dbg !107
  %10 = trunc i64 %9 to i32, !dbg !108
    #dbg_value(i32 %10, !89, !DIExpression(), !94)
  %11 = icmp slt i32 %10, 0, !dbg !109
  br i1 %11, label %14, label %12, !dbg !111

12:                                               ; preds = %6
    #dbg_value(i32 0, !90, !DIExpression(), !112)
  %13 = icmp eq i32 %10, 0, !dbg !113
  br i1 %13, label %24, label %25, !dbg !115

14:                                               ; preds = %2, %6
    #dbg_assign(i1 undef, !116, !DIExpression(), !93, ptr %4, !DIExpression(), !125)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #9, !dbg !127
  %15 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #11, !dbg !128
  %16 = icmp eq ptr %15, null, !dbg !129
  br i1 %16, label %17, label %18, !dbg !131

17:                                               ; preds = %18, %14
  call void @exit(i32 noundef 1) #10, !dbg !132
  unreachable, !dbg !132

18:                                               ; preds = %14, %18
  %19 = phi ptr [ %22, %18 ], [ %15, %14 ]
  %20 = getelementptr inbounds i8, ptr %19, i64 4, !dbg !133
  store i32 0, ptr %20, align 4, !dbg !134, !tbaa !53
  store i32 0, ptr %19, align 4, !dbg !135, !tbaa !53
  %21 = call i32 @pthread_create(ptr noundef nonnull %4, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %19) #9, !dbg !136
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9, !dbg !137
    #dbg_assign(i1 undef, !116, !DIExpression(), !93, ptr %4, !DIExpression(), !125)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #9, !dbg !127
  %22 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #11, !dbg !128
    #dbg_value(ptr %22, !121, !DIExpression(), !125)
  %23 = icmp eq ptr %22, null, !dbg !129
  br i1 %23, label %17, label %18, !dbg !131, !llvm.loop !138

24:                                               ; preds = %30, %12
  call void @pthread_exit(ptr noundef null) #10, !dbg !141
  unreachable, !dbg !141

25:                                               ; preds = %12, %30
  %26 = phi i32 [ %33, %30 ], [ 0, %12 ]
    #dbg_value(i32 %26, !90, !DIExpression(), !112)
    #dbg_assign(i1 undef, !116, !DIExpression(), !92, ptr %3, !DIExpression(), !142)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9, !dbg !144
  %27 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #11, !dbg !145
    #dbg_value(ptr %27, !121, !DIExpression(), !142)
  %28 = icmp eq ptr %27, null, !dbg !146
  br i1 %28, label %29, label %30, !dbg !147

29:                                               ; preds = %25
  call void @exit(i32 noundef 1) #10, !dbg !148
  unreachable, !dbg !148

30:                                               ; preds = %25
  %31 = getelementptr inbounds i8, ptr %27, i64 4, !dbg !149
  store i32 0, ptr %31, align 4, !dbg !150, !tbaa !53
  store i32 0, ptr %27, align 4, !dbg !151, !tbaa !53
  %32 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %27) #9, !dbg !152
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !153
  %33 = add nuw nsw i32 %26, 1, !dbg !154
    #dbg_value(i32 %33, !90, !DIExpression(), !112)
  %34 = icmp eq i32 %33, %10, !dbg !113
  br i1 %34, label %24, label %25, !dbg !115, !llvm.loop !155
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !158 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !164 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: noreturn nounwind
declare !dbg !169 void @exit(i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !172 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #8

attributes #0 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }
attributes #10 = { noreturn nounwind }
attributes #11 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!18}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "freed_arg.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "f83128bc76f57b33a8627e790155f805")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 12)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 168, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = !{!17}
!17 = !DISubrange(count: 21)
!18 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !19, globals: !24, splitDebugInlining: false, nameTableKind: None)
!19 = !{!20, !21, !23}
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!24 = !{!0, !7, !12}
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 15, type: !34, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !36)
!34 = !DISubroutineType(types: !35)
!35 = !{!23, !23}
!36 = !{!37, !38, !40}
!37 = !DILocalVariable(name: "arg", arg: 1, scope: !33, file: !2, line: 15, type: !23)
!38 = !DILocalVariable(name: "ob", scope: !33, file: !2, line: 16, type: !39)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!40 = !DILocalVariable(name: "sa", scope: !33, file: !2, line: 17, type: !41)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 64, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 2)
!44 = distinct !DIAssignID()
!45 = !DILocation(line: 0, scope: !33)
!46 = !DILocation(line: 17, column: 3, scope: !33)
!47 = !DILocation(line: 17, column: 7, scope: !33)
!48 = distinct !DIAssignID()
!49 = !DILocation(line: 18, column: 3, scope: !33)
!50 = !DILocation(line: 19, column: 3, scope: !51)
!51 = distinct !DILexicalBlock(scope: !52, file: !2, line: 19, column: 3)
!52 = distinct !DILexicalBlock(scope: !33, file: !2, line: 19, column: 3)
!53 = !{!54, !54, i64 0}
!54 = !{!"int", !55, i64 0}
!55 = !{!"omnipotent char", !56, i64 0}
!56 = !{!"Simple C/C++ TBAA"}
!57 = !DILocation(line: 19, column: 3, scope: !52)
!58 = !DILocation(line: 20, column: 3, scope: !33)
!59 = !DILocation(line: 21, column: 3, scope: !33)
!60 = distinct !DISubprogram(name: "touch", scope: !2, file: !2, line: 13, type: !61, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !63)
!61 = !DISubroutineType(types: !62)
!62 = !{null, !39}
!63 = !{!64}
!64 = !DILocalVariable(name: "p", arg: 1, scope: !60, file: !2, line: 13, type: !39)
!65 = !DILocation(line: 0, scope: !60)
!66 = !DILocation(line: 13, column: 62, scope: !60)
!67 = !DILocation(line: 13, column: 67, scope: !60)
!68 = !DILocation(line: 13, column: 55, scope: !60)
!69 = !DILocation(line: 13, column: 60, scope: !60)
!70 = !DILocation(line: 13, column: 72, scope: !60)
!71 = !DISubprogram(name: "__assert_fail", scope: !72, file: !72, line: 69, type: !73, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!72 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!73 = !DISubroutineType(types: !74)
!74 = !{null, !75, !75, !76, !75}
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!76 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!77 = !DISubprogram(name: "free", scope: !78, file: !78, line: 568, type: !79, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!78 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!79 = !DISubroutineType(types: !80)
!80 = !{null, !23}
!81 = !DISubprogram(name: "pthread_exit", scope: !82, file: !82, line: 211, type: !79, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!82 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!83 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !84, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !86)
!84 = !DISubroutineType(types: !85)
!85 = !{!20, !20, !21}
!86 = !{!87, !88, !89, !90}
!87 = !DILocalVariable(name: "argc", arg: 1, scope: !83, file: !2, line: 33, type: !20)
!88 = !DILocalVariable(name: "argv", arg: 2, scope: !83, file: !2, line: 33, type: !21)
!89 = !DILocalVariable(name: "n", scope: !83, file: !2, line: 34, type: !20)
!90 = !DILocalVariable(name: "i", scope: !91, file: !2, line: 38, type: !20)
!91 = distinct !DILexicalBlock(scope: !83, file: !2, line: 38, column: 3)
!92 = distinct !DIAssignID()
!93 = distinct !DIAssignID()
!94 = !DILocation(line: 0, scope: !83)
!95 = !DILocation(line: 34, column: 16, scope: !83)
!96 = !DILocation(line: 34, column: 11, scope: !83)
!97 = !DILocation(line: 34, column: 27, scope: !83)
!98 = !{!99, !99, i64 0}
!99 = !{!"any pointer", !55, i64 0}
!100 = !DILocalVariable(name: "__nptr", arg: 1, scope: !101, file: !78, line: 362, type: !75)
!101 = distinct !DISubprogram(name: "atoi", scope: !78, file: !78, line: 362, type: !102, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !104)
!102 = !DISubroutineType(types: !103)
!103 = !{!20, !75}
!104 = !{!100}
!105 = !DILocation(line: 0, scope: !101, inlinedAt: !106)
!106 = distinct !DILocation(line: 34, column: 22, scope: !83)
!107 = !DILocation(line: 364, column: 16, scope: !101, inlinedAt: !106)
!108 = !DILocation(line: 364, column: 10, scope: !101, inlinedAt: !106)
!109 = !DILocation(line: 35, column: 9, scope: !110)
!110 = distinct !DILexicalBlock(scope: !83, file: !2, line: 35, column: 7)
!111 = !DILocation(line: 35, column: 7, scope: !83)
!112 = !DILocation(line: 0, scope: !91)
!113 = !DILocation(line: 38, column: 21, scope: !114)
!114 = distinct !DILexicalBlock(scope: !91, file: !2, line: 38, column: 3)
!115 = !DILocation(line: 38, column: 3, scope: !91)
!116 = !DILocalVariable(name: "t", scope: !117, file: !2, line: 25, type: !122)
!117 = distinct !DISubprogram(name: "start", scope: !2, file: !2, line: 24, type: !118, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !120)
!118 = !DISubroutineType(types: !119)
!119 = !{null}
!120 = !{!116, !121}
!121 = !DILocalVariable(name: "ob", scope: !117, file: !2, line: 26, type: !39)
!122 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !123, line: 27, baseType: !124)
!123 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!124 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!125 = !DILocation(line: 0, scope: !117, inlinedAt: !126)
!126 = distinct !DILocation(line: 37, column: 7, scope: !110)
!127 = !DILocation(line: 25, column: 3, scope: !117, inlinedAt: !126)
!128 = !DILocation(line: 26, column: 13, scope: !117, inlinedAt: !126)
!129 = !DILocation(line: 27, column: 8, scope: !130, inlinedAt: !126)
!130 = distinct !DILexicalBlock(scope: !117, file: !2, line: 27, column: 7)
!131 = !DILocation(line: 27, column: 7, scope: !117, inlinedAt: !126)
!132 = !DILocation(line: 28, column: 5, scope: !130, inlinedAt: !126)
!133 = !DILocation(line: 29, column: 11, scope: !117, inlinedAt: !126)
!134 = !DILocation(line: 29, column: 17, scope: !117, inlinedAt: !126)
!135 = !DILocation(line: 29, column: 9, scope: !117, inlinedAt: !126)
!136 = !DILocation(line: 30, column: 3, scope: !117, inlinedAt: !126)
!137 = !DILocation(line: 31, column: 1, scope: !117, inlinedAt: !126)
!138 = distinct !{!138, !139, !140}
!139 = !DILocation(line: 36, column: 5, scope: !110)
!140 = !DILocation(line: 37, column: 13, scope: !110)
!141 = !DILocation(line: 40, column: 3, scope: !83)
!142 = !DILocation(line: 0, scope: !117, inlinedAt: !143)
!143 = distinct !DILocation(line: 39, column: 5, scope: !114)
!144 = !DILocation(line: 25, column: 3, scope: !117, inlinedAt: !143)
!145 = !DILocation(line: 26, column: 13, scope: !117, inlinedAt: !143)
!146 = !DILocation(line: 27, column: 8, scope: !130, inlinedAt: !143)
!147 = !DILocation(line: 27, column: 7, scope: !117, inlinedAt: !143)
!148 = !DILocation(line: 28, column: 5, scope: !130, inlinedAt: !143)
!149 = !DILocation(line: 29, column: 11, scope: !117, inlinedAt: !143)
!150 = !DILocation(line: 29, column: 17, scope: !117, inlinedAt: !143)
!151 = !DILocation(line: 29, column: 9, scope: !117, inlinedAt: !143)
!152 = !DILocation(line: 30, column: 3, scope: !117, inlinedAt: !143)
!153 = !DILocation(line: 31, column: 1, scope: !117, inlinedAt: !143)
!154 = !DILocation(line: 38, column: 27, scope: !114)
!155 = distinct !{!155, !115, !156, !157}
!156 = !DILocation(line: 39, column: 11, scope: !91)
!157 = !{!"llvm.loop.mustprogress"}
!158 = !DISubprogram(name: "strtol", scope: !78, file: !78, line: 177, type: !159, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!159 = !DISubroutineType(types: !160)
!160 = !{!161, !162, !163, !20}
!161 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!162 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !75)
!163 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !21)
!164 = !DISubprogram(name: "malloc", scope: !78, file: !78, line: 553, type: !165, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DISubroutineType(types: !166)
!166 = !{!23, !167}
!167 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !168, line: 18, baseType: !124)
!168 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!169 = !DISubprogram(name: "exit", scope: !78, file: !78, line: 637, type: !170, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!170 = !DISubroutineType(types: !171)
!171 = !{null, !20}
!172 = !DISubprogram(name: "pthread_create", scope: !82, file: !82, line: 202, type: !173, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!173 = !DISubroutineType(types: !174)
!174 = !{!20, !175, !177, !188, !189}
!175 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !176)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !178)
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !179, size: 64)
!179 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !180)
!180 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !123, line: 62, baseType: !181)
!181 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !123, line: 56, size: 448, elements: !182)
!182 = !{!183, !187}
!183 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !181, file: !123, line: 58, baseType: !184, size: 448)
!184 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !185)
!185 = !{!186}
!186 = !DISubrange(count: 56)
!187 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !181, file: !123, line: 59, baseType: !161, size: 64)
!188 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !23)
