; ModuleID = 'self_equal.c'
source_filename = "self_equal.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@seen = dso_local local_unnamed_addr global i64 0, align 8, !dbg !0
@main_self = dso_local local_unnamed_addr global i64 0, align 8, !dbg !37
@.str = private unnamed_addr constant [32 x i8] c"!pthread_equal(seen, main_self)\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [13 x i8] c"self_equal.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [23 x i8] c"pthread_equal(seen, t)\00", align 1, !dbg !22
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !27
@.str.3 = private unnamed_addr constant [41 x i8] c"pthread_equal(pthread_self(), main_self)\00", align 1, !dbg !32

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !50 {
    #dbg_value(ptr poison, !55, !DIExpression(), !56)
  %2 = tail call i64 @pthread_self() #6, !dbg !57
  store i64 %2, ptr @seen, align 8, !dbg !58, !tbaa !59
  %3 = load i64, ptr @main_self, align 8, !dbg !63, !tbaa !59
    #dbg_value(i64 %2, !66, !DIExpression(), !74)
    #dbg_value(i64 %3, !73, !DIExpression(), !74)
  %4 = icmp eq i64 %2, %3, !dbg !76
  br i1 %4, label %5, label %6, !dbg !77

5:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 11, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #7, !dbg !63
  unreachable, !dbg !63

6:                                                ; preds = %1
  ret ptr null, !dbg !78
}

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !79 i64 @pthread_self() local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare !dbg !82 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !88 {
  %1 = alloca i64, align 8, !DIAssignID !93
    #dbg_assign(i1 undef, !92, !DIExpression(), !93, ptr %1, !DIExpression(), !94)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8, !dbg !95
  %2 = tail call i64 @pthread_self() #6, !dbg !96
  store i64 %2, ptr @main_self, align 8, !dbg !97, !tbaa !59
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !98
  %4 = load i64, ptr %1, align 8, !dbg !99, !tbaa !59
  %5 = call i32 @pthread_join(i64 noundef %4, ptr noundef null) #8, !dbg !100
  %6 = load i64, ptr @seen, align 8, !dbg !101, !tbaa !59
  %7 = load i64, ptr %1, align 8, !dbg !101, !tbaa !59
    #dbg_value(i64 %6, !66, !DIExpression(), !104)
    #dbg_value(i64 %7, !73, !DIExpression(), !104)
  %8 = icmp eq i64 %6, %7, !dbg !106
  br i1 %8, label %10, label %9, !dbg !107

9:                                                ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 20, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !101
  unreachable, !dbg !101

10:                                               ; preds = %0
  %11 = load i64, ptr @main_self, align 8, !dbg !108, !tbaa !59
    #dbg_value(i64 %2, !66, !DIExpression(), !111)
    #dbg_value(i64 %11, !73, !DIExpression(), !111)
  %12 = icmp eq i64 %2, %11, !dbg !113
  br i1 %12, label %14, label %13, !dbg !114

13:                                               ; preds = %10
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 21, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !108
  unreachable, !dbg !108

14:                                               ; preds = %10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8, !dbg !115
  ret i32 0, !dbg !116
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !117 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !136 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

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
!llvm.module.flags = !{!42, !43, !44, !45, !46, !47, !48}
!llvm.ident = !{!49}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "seen", scope: !2, file: !3, line: 6, type: !39, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "self_equal.c", directory: ".", checksumkind: CSK_MD5, checksum: "32b5e95ebf85fa71399f52d6e48756a1")
!4 = !{!5, !11, !16, !22, !27, !32, !0, !37}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 32)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 13)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 184, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 23)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 15)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 328, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 41)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "main_self", scope: !2, file: !3, line: 7, type: !39, isLocal: false, isDefinition: true)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !40, line: 27, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !{i32 7, !"Dwarf Version", i32 5}
!43 = !{i32 2, !"Debug Info Version", i32 3}
!44 = !{i32 1, !"wchar_size", i32 4}
!45 = !{i32 8, !"PIC Level", i32 2}
!46 = !{i32 7, !"PIE Level", i32 2}
!47 = !{i32 7, !"uwtable", i32 2}
!48 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!49 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!50 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !51, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!51 = !DISubroutineType(types: !52)
!52 = !{!53, !53}
!53 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!54 = !{!55}
!55 = !DILocalVariable(name: "arg", arg: 1, scope: !50, file: !3, line: 9, type: !53)
!56 = !DILocation(line: 0, scope: !50)
!57 = !DILocation(line: 10, column: 10, scope: !50)
!58 = !DILocation(line: 10, column: 8, scope: !50)
!59 = !{!60, !60, i64 0}
!60 = !{!"long", !61, i64 0}
!61 = !{!"omnipotent char", !62, i64 0}
!62 = !{!"Simple C/C++ TBAA"}
!63 = !DILocation(line: 11, column: 3, scope: !64)
!64 = distinct !DILexicalBlock(scope: !65, file: !3, line: 11, column: 3)
!65 = distinct !DILexicalBlock(scope: !50, file: !3, line: 11, column: 3)
!66 = !DILocalVariable(name: "__thread1", arg: 1, scope: !67, file: !68, line: 1340, type: !39)
!67 = distinct !DISubprogram(name: "pthread_equal", scope: !68, file: !68, line: 1340, type: !69, scopeLine: 1341, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !72)
!68 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!69 = !DISubroutineType(types: !70)
!70 = !{!71, !39, !39}
!71 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!72 = !{!66, !73}
!73 = !DILocalVariable(name: "__thread2", arg: 2, scope: !67, file: !68, line: 1340, type: !39)
!74 = !DILocation(line: 0, scope: !67, inlinedAt: !75)
!75 = distinct !DILocation(line: 11, column: 3, scope: !64)
!76 = !DILocation(line: 1342, column: 20, scope: !67, inlinedAt: !75)
!77 = !DILocation(line: 11, column: 3, scope: !65)
!78 = !DILocation(line: 12, column: 3, scope: !50)
!79 = !DISubprogram(name: "pthread_self", scope: !68, file: !68, line: 273, type: !80, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!80 = !DISubroutineType(types: !81)
!81 = !{!39}
!82 = !DISubprogram(name: "__assert_fail", scope: !83, file: !83, line: 69, type: !84, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!83 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!84 = !DISubroutineType(types: !85)
!85 = !{null, !86, !86, !87, !86}
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!87 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!88 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !89, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{!71}
!91 = !{!92}
!92 = !DILocalVariable(name: "t", scope: !88, file: !3, line: 16, type: !39)
!93 = distinct !DIAssignID()
!94 = !DILocation(line: 0, scope: !88)
!95 = !DILocation(line: 16, column: 3, scope: !88)
!96 = !DILocation(line: 17, column: 15, scope: !88)
!97 = !DILocation(line: 17, column: 13, scope: !88)
!98 = !DILocation(line: 18, column: 3, scope: !88)
!99 = !DILocation(line: 19, column: 16, scope: !88)
!100 = !DILocation(line: 19, column: 3, scope: !88)
!101 = !DILocation(line: 20, column: 3, scope: !102)
!102 = distinct !DILexicalBlock(scope: !103, file: !3, line: 20, column: 3)
!103 = distinct !DILexicalBlock(scope: !88, file: !3, line: 20, column: 3)
!104 = !DILocation(line: 0, scope: !67, inlinedAt: !105)
!105 = distinct !DILocation(line: 20, column: 3, scope: !102)
!106 = !DILocation(line: 1342, column: 20, scope: !67, inlinedAt: !105)
!107 = !DILocation(line: 20, column: 3, scope: !103)
!108 = !DILocation(line: 21, column: 3, scope: !109)
!109 = distinct !DILexicalBlock(scope: !110, file: !3, line: 21, column: 3)
!110 = distinct !DILexicalBlock(scope: !88, file: !3, line: 21, column: 3)
!111 = !DILocation(line: 0, scope: !67, inlinedAt: !112)
!112 = distinct !DILocation(line: 21, column: 3, scope: !109)
!113 = !DILocation(line: 1342, column: 20, scope: !67, inlinedAt: !112)
!114 = !DILocation(line: 21, column: 3, scope: !110)
!115 = !DILocation(line: 23, column: 1, scope: !88)
!116 = !DILocation(line: 22, column: 3, scope: !88)
!117 = !DISubprogram(name: "pthread_create", scope: !68, file: !68, line: 202, type: !118, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!118 = !DISubroutineType(types: !119)
!119 = !{!71, !120, !122, !134, !135}
!120 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !121)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !123)
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !124, size: 64)
!124 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !125)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !40, line: 62, baseType: !126)
!126 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !40, line: 56, size: 448, elements: !127)
!127 = !{!128, !132}
!128 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !126, file: !40, line: 58, baseType: !129, size: 448)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !130)
!130 = !{!131}
!131 = !DISubrange(count: 56)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !126, file: !40, line: 59, baseType: !133, size: 64)
!133 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!134 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !53)
!136 = !DISubprogram(name: "pthread_join", scope: !68, file: !68, line: 219, type: !137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!137 = !DISubroutineType(types: !138)
!138 = !{!71, !39, !139}
!139 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
