; ModuleID = 'self_equal_bad.c'
source_filename = "self_equal_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@main_self = dso_local local_unnamed_addr global i64 0, align 8, !dbg !0
@.str = private unnamed_addr constant [41 x i8] c"pthread_equal(pthread_self(), main_self)\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [17 x i8] c"self_equal_bad.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !33 {
    #dbg_value(ptr poison, !38, !DIExpression(), !39)
  %2 = tail call i64 @pthread_self() #6, !dbg !40
  %3 = load i64, ptr @main_self, align 8, !dbg !40, !tbaa !43
    #dbg_value(i64 %2, !47, !DIExpression(), !55)
    #dbg_value(i64 %3, !54, !DIExpression(), !55)
  %4 = icmp eq i64 %2, %3, !dbg !57
  br i1 %4, label %6, label %5, !dbg !58

5:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 9, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #7, !dbg !40
  unreachable, !dbg !40

6:                                                ; preds = %1
  ret ptr null, !dbg !59
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !60 i64 @pthread_self() local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare !dbg !63 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !69 {
  %1 = alloca i64, align 8, !DIAssignID !74
    #dbg_assign(i1 undef, !73, !DIExpression(), !74, ptr %1, !DIExpression(), !75)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8, !dbg !76
  %2 = tail call i64 @pthread_self() #6, !dbg !77
  store i64 %2, ptr @main_self, align 8, !dbg !78, !tbaa !43
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !79
  %4 = load i64, ptr %1, align 8, !dbg !80, !tbaa !43
  %5 = call i32 @pthread_join(i64 noundef %4, ptr noundef null) #8, !dbg !81
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8, !dbg !82
  ret i32 0, !dbg !83
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !84 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !103 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(none) }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "main_self", scope: !2, file: !3, line: 6, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "self_equal_bad.c", directory: ".", checksumkind: CSK_MD5, checksum: "36c51de7f8becab28dc15e287a56dd1a")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 328, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 41)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 136, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 17)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 9, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !23, line: 27, baseType: !24)
!23 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!24 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 8, type: !34, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !37)
!34 = !DISubroutineType(types: !35)
!35 = !{!36, !36}
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!37 = !{!38}
!38 = !DILocalVariable(name: "arg", arg: 1, scope: !33, file: !3, line: 8, type: !36)
!39 = !DILocation(line: 0, scope: !33)
!40 = !DILocation(line: 9, column: 3, scope: !41)
!41 = distinct !DILexicalBlock(scope: !42, file: !3, line: 9, column: 3)
!42 = distinct !DILexicalBlock(scope: !33, file: !3, line: 9, column: 3)
!43 = !{!44, !44, i64 0}
!44 = !{!"long", !45, i64 0}
!45 = !{!"omnipotent char", !46, i64 0}
!46 = !{!"Simple C/C++ TBAA"}
!47 = !DILocalVariable(name: "__thread1", arg: 1, scope: !48, file: !49, line: 1340, type: !22)
!48 = distinct !DISubprogram(name: "pthread_equal", scope: !49, file: !49, line: 1340, type: !50, scopeLine: 1341, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !53)
!49 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!50 = !DISubroutineType(types: !51)
!51 = !{!52, !22, !22}
!52 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!53 = !{!47, !54}
!54 = !DILocalVariable(name: "__thread2", arg: 2, scope: !48, file: !49, line: 1340, type: !22)
!55 = !DILocation(line: 0, scope: !48, inlinedAt: !56)
!56 = distinct !DILocation(line: 9, column: 3, scope: !41)
!57 = !DILocation(line: 1342, column: 20, scope: !48, inlinedAt: !56)
!58 = !DILocation(line: 9, column: 3, scope: !42)
!59 = !DILocation(line: 10, column: 3, scope: !33)
!60 = !DISubprogram(name: "pthread_self", scope: !49, file: !49, line: 273, type: !61, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!61 = !DISubroutineType(types: !62)
!62 = !{!22}
!63 = !DISubprogram(name: "__assert_fail", scope: !64, file: !64, line: 69, type: !65, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!64 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!65 = !DISubroutineType(types: !66)
!66 = !{null, !67, !67, !68, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!68 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!69 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 13, type: !70, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !72)
!70 = !DISubroutineType(types: !71)
!71 = !{!52}
!72 = !{!73}
!73 = !DILocalVariable(name: "t", scope: !69, file: !3, line: 14, type: !22)
!74 = distinct !DIAssignID()
!75 = !DILocation(line: 0, scope: !69)
!76 = !DILocation(line: 14, column: 3, scope: !69)
!77 = !DILocation(line: 15, column: 15, scope: !69)
!78 = !DILocation(line: 15, column: 13, scope: !69)
!79 = !DILocation(line: 16, column: 3, scope: !69)
!80 = !DILocation(line: 17, column: 16, scope: !69)
!81 = !DILocation(line: 17, column: 3, scope: !69)
!82 = !DILocation(line: 19, column: 1, scope: !69)
!83 = !DILocation(line: 18, column: 3, scope: !69)
!84 = !DISubprogram(name: "pthread_create", scope: !49, file: !49, line: 202, type: !85, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = !DISubroutineType(types: !86)
!86 = !{!52, !87, !89, !101, !102}
!87 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !23, line: 62, baseType: !93)
!93 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !23, line: 56, size: 448, elements: !94)
!94 = !{!95, !99}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !93, file: !23, line: 58, baseType: !96, size: 448)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 56)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !93, file: !23, line: 59, baseType: !100, size: 64)
!100 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !36)
!103 = !DISubprogram(name: "pthread_join", scope: !49, file: !49, line: 219, type: !104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DISubroutineType(types: !105)
!105 = !{!52, !22, !106}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
