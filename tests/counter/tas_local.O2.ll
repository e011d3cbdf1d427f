; ModuleID = 'tas_local.c'
source_filename = "tas_local.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@lock = dso_local global i32 0, align 4, !dbg !0
@inside = dso_local local_unnamed_addr global i32 0, align 4, !dbg !24
@.str = private unnamed_addr constant [12 x i8] c"inside == 1\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [12 x i8] c"tas_local.c\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !18

; Function Attrs: nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define dso_local void @__VERIFIER_atomic_TAS(ptr noundef %0, ptr noundef %1) local_unnamed_addr #0 !dbg !35 {
    #dbg_value(ptr %0, !40, !DIExpression(), !42)
    #dbg_value(ptr %1, !41, !DIExpression(), !42)
  %3 = load volatile i32, ptr %0, align 4, !dbg !43, !tbaa !44
  store volatile i32 %3, ptr %1, align 4, !dbg !48, !tbaa !44
  store volatile i32 1, ptr %0, align 4, !dbg !49, !tbaa !44
  ret void, !dbg !50
}

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #1 !dbg !51 {
  %2 = alloca i32, align 4, !DIAssignID !57
    #dbg_assign(i1 undef, !56, !DIExpression(), !57, ptr %2, !DIExpression(), !58)
    #dbg_value(ptr poison, !55, !DIExpression(), !58)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #8, !dbg !59
  call void @__VERIFIER_atomic_TAS(ptr noundef nonnull @lock, ptr noundef nonnull %2), !dbg !60
  %3 = load i32, ptr %2, align 4, !dbg !61, !tbaa !44
  %4 = icmp eq i32 %3, 0, !dbg !62
  br i1 %4, label %8, label %5, !dbg !62

5:                                                ; preds = %1, %5
  call void @__VERIFIER_atomic_TAS(ptr noundef nonnull @lock, ptr noundef nonnull %2), !dbg !63
  %6 = load i32, ptr %2, align 4, !dbg !61, !tbaa !44
  %7 = icmp eq i32 %6, 0, !dbg !62
  br i1 %7, label %8, label %5, !dbg !62, !llvm.loop !64

8:                                                ; preds = %5, %1
  %9 = load i32, ptr @inside, align 4, !dbg !67, !tbaa !44
  %10 = add nsw i32 %9, 1, !dbg !67
  store i32 %10, ptr @inside, align 4, !dbg !67, !tbaa !44
  %11 = icmp eq i32 %9, 0, !dbg !68
  br i1 %11, label %13, label %12, !dbg !71

12:                                               ; preds = %8
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 26, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #9, !dbg !68
  unreachable, !dbg !68

13:                                               ; preds = %8
  store i32 0, ptr @inside, align 4, !dbg !72, !tbaa !44
  store volatile i32 0, ptr @lock, align 4, !dbg !73, !tbaa !44
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #8, !dbg !74
  ret ptr null, !dbg !75
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: noreturn nounwind
declare !dbg !76 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: noreturn nounwind uwtable
define dso_local noundef i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 !dbg !82 {
  %3 = alloca i64, align 8, !DIAssignID !95
    #dbg_assign(i1 undef, !89, !DIExpression(), !95, ptr %3, !DIExpression(), !96)
    #dbg_value(i32 %0, !86, !DIExpression(), !96)
    #dbg_value(ptr %1, !87, !DIExpression(), !96)
  %4 = icmp sgt i32 %0, 1, !dbg !97
  br i1 %4, label %6, label %5, !dbg !98

5:                                                ; preds = %2
    #dbg_value(i32 -1, !88, !DIExpression(), !96)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !99
  br label %12, !dbg !100

6:                                                ; preds = %2
  %7 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !101
  %8 = load ptr, ptr %7, align 8, !dbg !101, !tbaa !102
    #dbg_value(ptr %8, !104, !DIExpression(), !110)
  %9 = tail call i64 @strtol(ptr nocapture noundef nonnull %8, ptr noundef null, i32 noundef 10) #8, !dbg !112
  %10 = trunc i64 %9 to i32, !dbg !113
    #dbg_value(i32 %10, !88, !DIExpression(), !96)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !99
  %11 = icmp slt i32 %10, 0, !dbg !114
  br i1 %11, label %12, label %13, !dbg !100

12:                                               ; preds = %5, %6
  br label %15, !dbg !116

13:                                               ; preds = %6
    #dbg_value(i32 0, !93, !DIExpression(), !117)
  %14 = icmp eq i32 %10, 0, !dbg !118
  br i1 %14, label %17, label %18, !dbg !120

15:                                               ; preds = %12, %15
  %16 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !121
  br label %15, !dbg !116, !llvm.loop !122

17:                                               ; preds = %18, %13
  call void @pthread_exit(ptr noundef null) #9, !dbg !124
  unreachable, !dbg !124

18:                                               ; preds = %13, %18
  %19 = phi i32 [ %21, %18 ], [ 0, %13 ]
    #dbg_value(i32 %19, !93, !DIExpression(), !117)
  %20 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !125
  %21 = add nuw nsw i32 %19, 1, !dbg !126
    #dbg_value(i32 %21, !93, !DIExpression(), !117)
  %22 = icmp eq i32 %21, %10, !dbg !118
  br i1 %22, label %17, label %18, !dbg !120, !llvm.loop !127
}

; Function Attrs: nounwind
declare !dbg !129 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn
declare !dbg !149 void @pthread_exit(ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !152 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree noinline norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!27, !28, !29, !30, !31, !32, !33}
!llvm.ident = !{!34}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 12, type: !26, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tas_local.c", directory: "/work/main/tests/counter", checksumkind: CSK_MD5, checksum: "219bf7bca4dfaa239ed01c16e6100359")
!4 = !{!5, !6, !9}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!10 = !{!11, !16, !18, !0, !24}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 12)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !13, isLocal: true, isDefinition: true)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 168, elements: !22)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!22 = !{!23}
!23 = !DISubrange(count: 21)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "inside", scope: !2, file: !3, line: 13, type: !5, isLocal: false, isDefinition: true)
!26 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!27 = !{i32 7, !"Dwarf Version", i32 5}
!28 = !{i32 2, !"Debug Info Version", i32 3}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 8, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 2}
!33 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!34 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!35 = distinct !DISubprogram(name: "__VERIFIER_atomic_TAS", scope: !3, file: !3, line: 15, type: !36, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !39)
!36 = !DISubroutineType(types: !37)
!37 = !{null, !38, !38}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!39 = !{!40, !41}
!40 = !DILocalVariable(name: "v", arg: 1, scope: !35, file: !3, line: 15, type: !38)
!41 = !DILocalVariable(name: "o", arg: 2, scope: !35, file: !3, line: 15, type: !38)
!42 = !DILocation(line: 0, scope: !35)
!43 = !DILocation(line: 16, column: 8, scope: !35)
!44 = !{!45, !45, i64 0}
!45 = !{!"int", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !DILocation(line: 16, column: 6, scope: !35)
!49 = !DILocation(line: 17, column: 6, scope: !35)
!50 = !DILocation(line: 18, column: 1, scope: !35)
!51 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 20, type: !52, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!52 = !DISubroutineType(types: !53)
!53 = !{!9, !9}
!54 = !{!55, !56}
!55 = !DILocalVariable(name: "arg", arg: 1, scope: !51, file: !3, line: 20, type: !9)
!56 = !DILocalVariable(name: "cond", scope: !51, file: !3, line: 21, type: !5)
!57 = distinct !DIAssignID()
!58 = !DILocation(line: 0, scope: !51)
!59 = !DILocation(line: 21, column: 3, scope: !51)
!60 = !DILocation(line: 22, column: 3, scope: !51)
!61 = !DILocation(line: 23, column: 10, scope: !51)
!62 = !DILocation(line: 23, column: 3, scope: !51)
!63 = !DILocation(line: 24, column: 5, scope: !51)
!64 = distinct !{!64, !62, !65, !66}
!65 = !DILocation(line: 24, column: 39, scope: !51)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 25, column: 9, scope: !51)
!68 = !DILocation(line: 26, column: 3, scope: !69)
!69 = distinct !DILexicalBlock(scope: !70, file: !3, line: 26, column: 3)
!70 = distinct !DILexicalBlock(scope: !51, file: !3, line: 26, column: 3)
!71 = !DILocation(line: 26, column: 3, scope: !70)
!72 = !DILocation(line: 27, column: 9, scope: !51)
!73 = !DILocation(line: 28, column: 8, scope: !51)
!74 = !DILocation(line: 30, column: 1, scope: !51)
!75 = !DILocation(line: 29, column: 3, scope: !51)
!76 = !DISubprogram(name: "__assert_fail", scope: !77, file: !77, line: 69, type: !78, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!77 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!78 = !DISubroutineType(types: !79)
!79 = !{null, !80, !80, !81, !80}
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!81 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!82 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !83, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !85)
!83 = !DISubroutineType(types: !84)
!84 = !{!5, !5, !6}
!85 = !{!86, !87, !88, !89, !93}
!86 = !DILocalVariable(name: "argc", arg: 1, scope: !82, file: !3, line: 32, type: !5)
!87 = !DILocalVariable(name: "argv", arg: 2, scope: !82, file: !3, line: 32, type: !6)
!88 = !DILocalVariable(name: "n", scope: !82, file: !3, line: 33, type: !5)
!89 = !DILocalVariable(name: "t", scope: !82, file: !3, line: 34, type: !90)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !91, line: 27, baseType: !92)
!91 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!92 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!93 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 38, type: !5)
!94 = distinct !DILexicalBlock(scope: !82, file: !3, line: 38, column: 3)
!95 = distinct !DIAssignID()
!96 = !DILocation(line: 0, scope: !82)
!97 = !DILocation(line: 33, column: 16, scope: !82)
!98 = !DILocation(line: 33, column: 11, scope: !82)
!99 = !DILocation(line: 34, column: 3, scope: !82)
!100 = !DILocation(line: 35, column: 7, scope: !82)
!101 = !DILocation(line: 33, column: 27, scope: !82)
!102 = !{!103, !103, i64 0}
!103 = !{!"any pointer", !46, i64 0}
!104 = !DILocalVariable(name: "__nptr", arg: 1, scope: !105, file: !106, line: 362, type: !80)
!105 = distinct !DISubprogram(name: "atoi", scope: !106, file: !106, line: 362, type: !107, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !109)
!106 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!107 = !DISubroutineType(types: !108)
!108 = !{!5, !80}
!109 = !{!104}
!110 = !DILocation(line: 0, scope: !105, inlinedAt: !111)
!111 = distinct !DILocation(line: 33, column: 22, scope: !82)
!112 = !DILocation(line: 364, column: 16, scope: !105, inlinedAt: !111)
!113 = !DILocation(line: 364, column: 10, scope: !105, inlinedAt: !111)
!114 = !DILocation(line: 35, column: 9, scope: !115)
!115 = distinct !DILexicalBlock(scope: !82, file: !3, line: 35, column: 7)
!116 = !DILocation(line: 36, column: 5, scope: !115)
!117 = !DILocation(line: 0, scope: !94)
!118 = !DILocation(line: 38, column: 21, scope: !119)
!119 = distinct !DILexicalBlock(scope: !94, file: !3, line: 38, column: 3)
!120 = !DILocation(line: 38, column: 3, scope: !94)
!121 = !DILocation(line: 37, column: 7, scope: !115)
!122 = distinct !{!122, !116, !123}
!123 = !DILocation(line: 37, column: 38, scope: !115)
!124 = !DILocation(line: 40, column: 3, scope: !82)
!125 = !DILocation(line: 39, column: 5, scope: !119)
!126 = !DILocation(line: 38, column: 27, scope: !119)
!127 = distinct !{!127, !120, !128, !66}
!128 = !DILocation(line: 39, column: 36, scope: !94)
!129 = !DISubprogram(name: "pthread_create", scope: !130, file: !130, line: 202, type: !131, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!130 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!131 = !DISubroutineType(types: !132)
!132 = !{!5, !133, !135, !147, !148}
!133 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !134)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !136)
!136 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !137, size: 64)
!137 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !138)
!138 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !91, line: 62, baseType: !139)
!139 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !91, line: 56, size: 448, elements: !140)
!140 = !{!141, !145}
!141 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !139, file: !91, line: 58, baseType: !142, size: 448)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 56)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !139, file: !91, line: 59, baseType: !146, size: 64)
!146 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !9)
!149 = !DISubprogram(name: "pthread_exit", scope: !130, file: !130, line: 211, type: !150, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!150 = !DISubroutineType(types: !151)
!151 = !{null, !9}
!152 = !DISubprogram(name: "strtol", scope: !106, file: !106, line: 177, type: !153, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!153 = !DISubroutineType(types: !154)
!154 = !{!146, !155, !156, !5}
!155 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !80)
!156 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !6)
