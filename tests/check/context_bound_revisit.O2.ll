; ModuleID = 'context_bound_revisit.c'
source_filename = "context_bound_revisit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@y = dso_local global i32 0, align 4, !dbg !0
@z = dso_local global i32 0, align 4, !dbg !26
@x = dso_local global i32 0, align 4, !dbg !22
@.str = private unnamed_addr constant [30 x i8] c"!(x == 0 && y == 1 && z == 0)\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [24 x i8] c"context_bound_revisit.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t1(ptr nocapture readnone %0) #0 !dbg !36 {
    #dbg_value(ptr poison, !41, !DIExpression(), !42)
  %2 = load volatile i32, ptr @y, align 4, !dbg !43, !tbaa !45
  %3 = icmp eq i32 %2, 0, !dbg !49
  br i1 %3, label %4, label %5, !dbg !50

4:                                                ; preds = %1
  store volatile i32 0, ptr @z, align 4, !dbg !51, !tbaa !45
  br label %5, !dbg !52

5:                                                ; preds = %4, %1
  store volatile i32 0, ptr @z, align 4, !dbg !53, !tbaa !45
  store volatile i32 1, ptr @x, align 4, !dbg !54, !tbaa !45
  ret ptr null, !dbg !55
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t2(ptr nocapture readnone %0) #0 !dbg !56 {
    #dbg_value(ptr poison, !58, !DIExpression(), !59)
  store volatile i32 2, ptr @x, align 4, !dbg !60, !tbaa !45
  %2 = load volatile i32, ptr @z, align 4, !dbg !61, !tbaa !45
  %3 = icmp eq i32 %2, 1, !dbg !63
  br i1 %3, label %4, label %5, !dbg !64

4:                                                ; preds = %1
  store volatile i32 1, ptr @y, align 4, !dbg !65, !tbaa !45
  br label %5, !dbg !66

5:                                                ; preds = %4, %1
  store volatile i32 0, ptr @x, align 4, !dbg !67, !tbaa !45
  ret ptr null, !dbg !68
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @t3(ptr nocapture readnone %0) #0 !dbg !69 {
    #dbg_value(ptr poison, !71, !DIExpression(), !72)
  store volatile i32 1, ptr @z, align 4, !dbg !73, !tbaa !45
  %2 = load volatile i32, ptr @x, align 4, !dbg !74, !tbaa !45
  %3 = icmp eq i32 %2, 0, !dbg !76
  br i1 %3, label %4, label %5, !dbg !77

4:                                                ; preds = %1
  store volatile i32 1, ptr @z, align 4, !dbg !78, !tbaa !45
  br label %5, !dbg !79

5:                                                ; preds = %4, %1
  store volatile i32 2, ptr @x, align 4, !dbg !80, !tbaa !45
  ret ptr null, !dbg !81
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !82 {
  %1 = alloca i64, align 8, !DIAssignID !92
    #dbg_assign(i1 undef, !86, !DIExpression(), !92, ptr %1, !DIExpression(), !93)
  %2 = alloca i64, align 8, !DIAssignID !94
    #dbg_assign(i1 undef, !90, !DIExpression(), !94, ptr %2, !DIExpression(), !93)
  %3 = alloca i64, align 8, !DIAssignID !95
    #dbg_assign(i1 undef, !91, !DIExpression(), !95, ptr %3, !DIExpression(), !93)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !96
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !96
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6, !dbg !96
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t1, ptr noundef null) #6, !dbg !97
  %5 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @t2, ptr noundef null) #6, !dbg !98
  %6 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @t3, ptr noundef null) #6, !dbg !99
  %7 = load i64, ptr %1, align 8, !dbg !100, !tbaa !101
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !103
  %9 = load i64, ptr %2, align 8, !dbg !104, !tbaa !101
  %10 = call i32 @pthread_join(i64 noundef %9, ptr noundef null) #6, !dbg !105
  %11 = load i64, ptr %3, align 8, !dbg !106, !tbaa !101
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !107
  %13 = load volatile i32, ptr @x, align 4, !dbg !108, !tbaa !45
  %14 = icmp eq i32 %13, 0, !dbg !108
  br i1 %14, label %15, label %22, !dbg !108

15:                                               ; preds = %0
  %16 = load volatile i32, ptr @y, align 4, !dbg !108, !tbaa !45
  %17 = icmp eq i32 %16, 1, !dbg !108
  br i1 %17, label %18, label %22, !dbg !108

18:                                               ; preds = %15
  %19 = load volatile i32, ptr @z, align 4, !dbg !108, !tbaa !45
  %20 = icmp eq i32 %19, 0, !dbg !108
  br i1 %20, label %21, label %22, !dbg !111

21:                                               ; preds = %18
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 45, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !108
  unreachable, !dbg !108

22:                                               ; preds = %0, %15, %18
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6, !dbg !112
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !112
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !112
  ret i32 0, !dbg !113
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !114 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !134 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !138 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 11, type: !24, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "context_bound_revisit.c", directory: ".", checksumkind: CSK_MD5, checksum: "bcb435ad0f02055f606d4475afb21ad4")
!4 = !{!5, !11, !16, !22, !0, !26}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 240, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 30)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 192, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 24)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 11, type: !24, isLocal: false, isDefinition: true)
!24 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !25)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "z", scope: !2, file: !3, line: 11, type: !24, isLocal: false, isDefinition: true)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "t1", scope: !3, file: !3, line: 13, type: !37, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!40 = !{!41}
!41 = !DILocalVariable(name: "a", arg: 1, scope: !36, file: !3, line: 13, type: !39)
!42 = !DILocation(line: 0, scope: !36)
!43 = !DILocation(line: 14, column: 7, scope: !44)
!44 = distinct !DILexicalBlock(scope: !36, file: !3, line: 14, column: 7)
!45 = !{!46, !46, i64 0}
!46 = !{!"int", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocation(line: 14, column: 9, scope: !44)
!50 = !DILocation(line: 14, column: 7, scope: !36)
!51 = !DILocation(line: 15, column: 7, scope: !44)
!52 = !DILocation(line: 15, column: 5, scope: !44)
!53 = !DILocation(line: 16, column: 5, scope: !36)
!54 = !DILocation(line: 17, column: 5, scope: !36)
!55 = !DILocation(line: 18, column: 3, scope: !36)
!56 = distinct !DISubprogram(name: "t2", scope: !3, file: !3, line: 21, type: !37, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !57)
!57 = !{!58}
!58 = !DILocalVariable(name: "a", arg: 1, scope: !56, file: !3, line: 21, type: !39)
!59 = !DILocation(line: 0, scope: !56)
!60 = !DILocation(line: 22, column: 5, scope: !56)
!61 = !DILocation(line: 23, column: 7, scope: !62)
!62 = distinct !DILexicalBlock(scope: !56, file: !3, line: 23, column: 7)
!63 = !DILocation(line: 23, column: 9, scope: !62)
!64 = !DILocation(line: 23, column: 7, scope: !56)
!65 = !DILocation(line: 24, column: 7, scope: !62)
!66 = !DILocation(line: 24, column: 5, scope: !62)
!67 = !DILocation(line: 25, column: 5, scope: !56)
!68 = !DILocation(line: 26, column: 3, scope: !56)
!69 = distinct !DISubprogram(name: "t3", scope: !3, file: !3, line: 29, type: !37, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!70 = !{!71}
!71 = !DILocalVariable(name: "a", arg: 1, scope: !69, file: !3, line: 29, type: !39)
!72 = !DILocation(line: 0, scope: !69)
!73 = !DILocation(line: 30, column: 5, scope: !69)
!74 = !DILocation(line: 31, column: 7, scope: !75)
!75 = distinct !DILexicalBlock(scope: !69, file: !3, line: 31, column: 7)
!76 = !DILocation(line: 31, column: 9, scope: !75)
!77 = !DILocation(line: 31, column: 7, scope: !69)
!78 = !DILocation(line: 32, column: 7, scope: !75)
!79 = !DILocation(line: 32, column: 5, scope: !75)
!80 = !DILocation(line: 33, column: 5, scope: !69)
!81 = !DILocation(line: 34, column: 3, scope: !69)
!82 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 37, type: !83, scopeLine: 37, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !85)
!83 = !DISubroutineType(types: !84)
!84 = !{!25}
!85 = !{!86, !90, !91}
!86 = !DILocalVariable(name: "a", scope: !82, file: !3, line: 38, type: !87)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !88, line: 27, baseType: !89)
!88 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!89 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!90 = !DILocalVariable(name: "b", scope: !82, file: !3, line: 38, type: !87)
!91 = !DILocalVariable(name: "c", scope: !82, file: !3, line: 38, type: !87)
!92 = distinct !DIAssignID()
!93 = !DILocation(line: 0, scope: !82)
!94 = distinct !DIAssignID()
!95 = distinct !DIAssignID()
!96 = !DILocation(line: 38, column: 3, scope: !82)
!97 = !DILocation(line: 39, column: 3, scope: !82)
!98 = !DILocation(line: 40, column: 3, scope: !82)
!99 = !DILocation(line: 41, column: 3, scope: !82)
!100 = !DILocation(line: 42, column: 16, scope: !82)
!101 = !{!102, !102, i64 0}
!102 = !{!"long", !47, i64 0}
!103 = !DILocation(line: 42, column: 3, scope: !82)
!104 = !DILocation(line: 43, column: 16, scope: !82)
!105 = !DILocation(line: 43, column: 3, scope: !82)
!106 = !DILocation(line: 44, column: 16, scope: !82)
!107 = !DILocation(line: 44, column: 3, scope: !82)
!108 = !DILocation(line: 45, column: 3, scope: !109)
!109 = distinct !DILexicalBlock(scope: !110, file: !3, line: 45, column: 3)
!110 = distinct !DILexicalBlock(scope: !82, file: !3, line: 45, column: 3)
!111 = !DILocation(line: 45, column: 3, scope: !110)
!112 = !DILocation(line: 47, column: 1, scope: !82)
!113 = !DILocation(line: 46, column: 3, scope: !82)
!114 = !DISubprogram(name: "pthread_create", scope: !115, file: !115, line: 202, type: !116, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!115 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!116 = !DISubroutineType(types: !117)
!117 = !{!25, !118, !120, !132, !133}
!118 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !119)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !121)
!121 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !122, size: 64)
!122 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !123)
!123 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !88, line: 62, baseType: !124)
!124 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !88, line: 56, size: 448, elements: !125)
!125 = !{!126, !130}
!126 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !124, file: !88, line: 58, baseType: !127, size: 448)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !128)
!128 = !{!129}
!129 = !DISubrange(count: 56)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !124, file: !88, line: 59, baseType: !131, size: 64)
!131 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!133 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !39)
!134 = !DISubprogram(name: "pthread_join", scope: !115, file: !115, line: 219, type: !135, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!135 = !DISubroutineType(types: !136)
!136 = !{!25, !87, !137}
!137 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!138 = !DISubprogram(name: "__assert_fail", scope: !139, file: !139, line: 69, type: !140, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!139 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!140 = !DISubroutineType(types: !141)
!141 = !{null, !142, !142, !143, !142}
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!143 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
