; ModuleID = 'barrier_bad.c'
source_filename = "barrier_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_barrier_t = type { i64, [24 x i8] }

@b = dso_local global %union.pthread_barrier_t zeroinitializer, align 8, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"r == 0\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [14 x i8] c"barrier_bad.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !40 {
    #dbg_value(ptr poison, !45, !DIExpression(), !48)
  %2 = tail call i32 @pthread_barrier_wait(ptr noundef nonnull @b) #5, !dbg !49
    #dbg_value(i32 %2, !46, !DIExpression(), !48)
  %3 = icmp eq i32 %2, 0, !dbg !50
  br i1 %3, label %5, label %4, !dbg !53

4:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 11, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #6, !dbg !50
  unreachable, !dbg !50

5:                                                ; preds = %1
  ret ptr null, !dbg !54
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !55 i32 @pthread_barrier_wait(ptr noundef) local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !60 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !66 {
  %1 = alloca i64, align 8, !DIAssignID !73
    #dbg_assign(i1 undef, !70, !DIExpression(), !73, ptr %1, !DIExpression(), !74)
  %2 = tail call i32 @pthread_barrier_init(ptr noundef nonnull @b, ptr noundef null, i32 noundef 2) #5, !dbg !75
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !76
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !77
    #dbg_value(ptr null, !45, !DIExpression(), !78)
  %4 = call i32 @pthread_barrier_wait(ptr noundef nonnull @b) #5, !dbg !80
    #dbg_value(i32 %4, !46, !DIExpression(), !78)
  %5 = icmp eq i32 %4, 0, !dbg !81
  br i1 %5, label %7, label %6, !dbg !82

6:                                                ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 11, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #6, !dbg !81
  unreachable, !dbg !81

7:                                                ; preds = %0
  %8 = load i64, ptr %1, align 8, !dbg !83, !tbaa !84
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null) #5, !dbg !88
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !89
  ret i32 0, !dbg !90
}

; Function Attrs: nounwind
declare !dbg !91 i32 @pthread_barrier_init(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !106 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !124 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!32, !33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 7, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "barrier_bad.c", directory: ".", checksumkind: CSK_MD5, checksum: "018f9a0a68a4c6e72dfb2a90c545251b")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 7)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 14)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrier_t", file: !23, line: 112, baseType: !24)
!23 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!24 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !23, line: 108, size: 256, elements: !25)
!25 = !{!26, !30}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !24, file: !23, line: 110, baseType: !27, size: 256)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !24, file: !23, line: 111, baseType: !31, size: 64)
!31 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 8, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!39 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!40 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !41, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !44)
!41 = !DISubroutineType(types: !42)
!42 = !{!43, !43}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!44 = !{!45, !46}
!45 = !DILocalVariable(name: "arg", arg: 1, scope: !40, file: !3, line: 9, type: !43)
!46 = !DILocalVariable(name: "r", scope: !40, file: !3, line: 10, type: !47)
!47 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!48 = !DILocation(line: 0, scope: !40)
!49 = !DILocation(line: 10, column: 11, scope: !40)
!50 = !DILocation(line: 11, column: 3, scope: !51)
!51 = distinct !DILexicalBlock(scope: !52, file: !3, line: 11, column: 3)
!52 = distinct !DILexicalBlock(scope: !40, file: !3, line: 11, column: 3)
!53 = !DILocation(line: 11, column: 3, scope: !52)
!54 = !DILocation(line: 12, column: 3, scope: !40)
!55 = !DISubprogram(name: "pthread_barrier_wait", scope: !56, file: !56, line: 1264, type: !57, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!56 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!57 = !DISubroutineType(types: !58)
!58 = !{!47, !59}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!60 = !DISubprogram(name: "__assert_fail", scope: !61, file: !61, line: 69, type: !62, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!61 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!62 = !DISubroutineType(types: !63)
!63 = !{null, !64, !64, !65, !64}
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!65 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!66 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !67, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !69)
!67 = !DISubroutineType(types: !68)
!68 = !{!47}
!69 = !{!70}
!70 = !DILocalVariable(name: "t", scope: !66, file: !3, line: 17, type: !71)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !23, line: 27, baseType: !72)
!72 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!73 = distinct !DIAssignID()
!74 = !DILocation(line: 0, scope: !66)
!75 = !DILocation(line: 16, column: 3, scope: !66)
!76 = !DILocation(line: 17, column: 3, scope: !66)
!77 = !DILocation(line: 18, column: 3, scope: !66)
!78 = !DILocation(line: 0, scope: !40, inlinedAt: !79)
!79 = distinct !DILocation(line: 19, column: 3, scope: !66)
!80 = !DILocation(line: 10, column: 11, scope: !40, inlinedAt: !79)
!81 = !DILocation(line: 11, column: 3, scope: !51, inlinedAt: !79)
!82 = !DILocation(line: 11, column: 3, scope: !52, inlinedAt: !79)
!83 = !DILocation(line: 20, column: 16, scope: !66)
!84 = !{!85, !85, i64 0}
!85 = !{!"long", !86, i64 0}
!86 = !{!"omnipotent char", !87, i64 0}
!87 = !{!"Simple C/C++ TBAA"}
!88 = !DILocation(line: 20, column: 3, scope: !66)
!89 = !DILocation(line: 22, column: 1, scope: !66)
!90 = !DILocation(line: 21, column: 3, scope: !66)
!91 = !DISubprogram(name: "pthread_barrier_init", scope: !56, file: !56, line: 1254, type: !92, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!92 = !DISubroutineType(types: !93)
!93 = !{!47, !94, !95, !65}
!94 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !59)
!95 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !96)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrierattr_t", file: !23, line: 118, baseType: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !23, line: 114, size: 32, elements: !100)
!100 = !{!101, !105}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !99, file: !23, line: 116, baseType: !102, size: 32)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 4)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !99, file: !23, line: 117, baseType: !47, size: 32)
!106 = !DISubprogram(name: "pthread_create", scope: !56, file: !56, line: 202, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DISubroutineType(types: !108)
!108 = !{!47, !109, !111, !122, !123}
!109 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !110)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !112)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !114)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !23, line: 62, baseType: !115)
!115 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !23, line: 56, size: 448, elements: !116)
!116 = !{!117, !121}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !115, file: !23, line: 58, baseType: !118, size: 448)
!118 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !119)
!119 = !{!120}
!120 = !DISubrange(count: 56)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !115, file: !23, line: 59, baseType: !31, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !43)
!124 = !DISubprogram(name: "pthread_join", scope: !56, file: !56, line: 219, type: !125, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!125 = !DISubroutineType(types: !126)
!126 = !{!47, !71, !127}
!127 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
