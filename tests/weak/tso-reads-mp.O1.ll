; ModuleID = 'tso_reads.c'
source_filename = "tso_reads.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@seen = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@r1 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !30
@r2 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !32
@.str = private unnamed_addr constant [35 x i8] c"!(seen == 1 && r1 == 0 && r2 == 0)\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [12 x i8] c"tso_reads.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@flag = dso_local global i32 0, align 4, !dbg !22
@x = dso_local global i32 0, align 4, !dbg !26
@y = dso_local global i32 0, align 4, !dbg !28

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !42 {
  %1 = alloca i64, align 8, !DIAssignID !51
    #dbg_assign(i1 undef, !46, !DIExpression(), !51, ptr %1, !DIExpression(), !52)
  %2 = alloca i64, align 8, !DIAssignID !53
    #dbg_assign(i1 undef, !50, !DIExpression(), !53, ptr %2, !DIExpression(), !52)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !54
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !54
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @one, ptr noundef null) #6, !dbg !55
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @two, ptr noundef null) #6, !dbg !56
  %5 = load i64, ptr %1, align 8, !dbg !57, !tbaa !58
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !62
  %7 = load i64, ptr %2, align 8, !dbg !63, !tbaa !58
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !64
  %9 = load i32, ptr @seen, align 4, !dbg !65, !tbaa !68
  %10 = icmp eq i32 %9, 1, !dbg !65
  %11 = load i32, ptr @r1, align 4, !dbg !65
  %12 = icmp eq i32 %11, 0, !dbg !65
  %13 = select i1 %10, i1 %12, i1 false, !dbg !65
  %14 = load i32, ptr @r2, align 4, !dbg !65
  %15 = icmp eq i32 %14, 0, !dbg !65
  %16 = select i1 %13, i1 %15, i1 false, !dbg !65
  br i1 %16, label %17, label %18, !dbg !65

17:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 54, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !65
  unreachable, !dbg !65

18:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !70
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !70
  ret i32 0, !dbg !71
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !72 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define internal noalias noundef ptr @one(ptr nocapture readnone %0) #3 !dbg !95 {
    #dbg_value(ptr poison, !97, !DIExpression(), !98)
  store volatile i32 1, ptr @flag, align 4, !dbg !99, !tbaa !68
  store volatile i32 1, ptr @x, align 4, !dbg !100, !tbaa !68
  %2 = load volatile i32, ptr @y, align 4, !dbg !101, !tbaa !68
  store i32 %2, ptr @r1, align 4, !dbg !102, !tbaa !68
  ret ptr null, !dbg !103
}

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define internal noalias noundef ptr @two(ptr nocapture readnone %0) #3 !dbg !104 {
    #dbg_value(ptr poison, !106, !DIExpression(), !107)
  %2 = load volatile i32, ptr @flag, align 4, !dbg !108, !tbaa !68
  store i32 %2, ptr @seen, align 4, !dbg !109, !tbaa !68
  store volatile i32 1, ptr @y, align 4, !dbg !110, !tbaa !68
  %3 = load volatile i32, ptr @x, align 4, !dbg !111, !tbaa !68
  store i32 %3, ptr @r2, align 4, !dbg !112, !tbaa !68
  ret ptr null, !dbg !113
}

declare !dbg !114 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !118 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "seen", scope: !2, file: !3, line: 21, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tso_reads.c", directory: "/work/tso-arrows/tests/weak", checksumkind: CSK_MD5, checksum: "4e0d19e41e13d1fc077d98dfb2ae6fcb")
!4 = !{!5, !11, !16, !22, !26, !28, !0, !30, !32}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 54, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 280, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 35)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 54, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 12)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 54, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 20, type: !24, isLocal: false, isDefinition: true)
!24 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !25)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 20, type: !24, isLocal: false, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 20, type: !24, isLocal: false, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "r1", scope: !2, file: !3, line: 21, type: !25, isLocal: false, isDefinition: true)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(name: "r2", scope: !2, file: !3, line: 21, type: !25, isLocal: false, isDefinition: true)
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 8, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 2}
!40 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 47, type: !43, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!43 = !DISubroutineType(types: !44)
!44 = !{!25}
!45 = !{!46, !50}
!46 = !DILocalVariable(name: "a", scope: !42, file: !3, line: 49, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !48, line: 27, baseType: !49)
!48 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!49 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!50 = !DILocalVariable(name: "b", scope: !42, file: !3, line: 49, type: !47)
!51 = distinct !DIAssignID()
!52 = !DILocation(line: 0, scope: !42)
!53 = distinct !DIAssignID()
!54 = !DILocation(line: 49, column: 5, scope: !42)
!55 = !DILocation(line: 50, column: 5, scope: !42)
!56 = !DILocation(line: 51, column: 5, scope: !42)
!57 = !DILocation(line: 52, column: 18, scope: !42)
!58 = !{!59, !59, i64 0}
!59 = !{!"long", !60, i64 0}
!60 = !{!"omnipotent char", !61, i64 0}
!61 = !{!"Simple C/C++ TBAA"}
!62 = !DILocation(line: 52, column: 5, scope: !42)
!63 = !DILocation(line: 53, column: 18, scope: !42)
!64 = !DILocation(line: 53, column: 5, scope: !42)
!65 = !DILocation(line: 54, column: 5, scope: !66)
!66 = distinct !DILexicalBlock(scope: !67, file: !3, line: 54, column: 5)
!67 = distinct !DILexicalBlock(scope: !42, file: !3, line: 54, column: 5)
!68 = !{!69, !69, i64 0}
!69 = !{!"int", !60, i64 0}
!70 = !DILocation(line: 56, column: 1, scope: !42)
!71 = !DILocation(line: 55, column: 5, scope: !42)
!72 = !DISubprogram(name: "pthread_create", scope: !73, file: !73, line: 202, type: !74, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!73 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!74 = !DISubroutineType(types: !75)
!75 = !{!25, !76, !78, !90, !94}
!76 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !77)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!78 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !79)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !48, line: 62, baseType: !82)
!82 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !48, line: 56, size: 448, elements: !83)
!83 = !{!84, !88}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !82, file: !48, line: 58, baseType: !85, size: 448)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 56)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !82, file: !48, line: 59, baseType: !89, size: 64)
!89 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DISubroutineType(types: !92)
!92 = !{!93, !93}
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !93)
!95 = distinct !DISubprogram(name: "one", scope: !3, file: !3, line: 23, type: !91, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !96)
!96 = !{!97}
!97 = !DILocalVariable(name: "arg", arg: 1, scope: !95, file: !3, line: 23, type: !93)
!98 = !DILocation(line: 0, scope: !95)
!99 = !DILocation(line: 27, column: 10, scope: !95)
!100 = !DILocation(line: 29, column: 7, scope: !95)
!101 = !DILocation(line: 30, column: 10, scope: !95)
!102 = !DILocation(line: 30, column: 8, scope: !95)
!103 = !DILocation(line: 31, column: 5, scope: !95)
!104 = distinct !DISubprogram(name: "two", scope: !3, file: !3, line: 34, type: !91, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !105)
!105 = !{!106}
!106 = !DILocalVariable(name: "arg", arg: 1, scope: !104, file: !3, line: 34, type: !93)
!107 = !DILocation(line: 0, scope: !104)
!108 = !DILocation(line: 40, column: 12, scope: !104)
!109 = !DILocation(line: 40, column: 10, scope: !104)
!110 = !DILocation(line: 42, column: 7, scope: !104)
!111 = !DILocation(line: 43, column: 10, scope: !104)
!112 = !DILocation(line: 43, column: 8, scope: !104)
!113 = !DILocation(line: 44, column: 5, scope: !104)
!114 = !DISubprogram(name: "pthread_join", scope: !73, file: !73, line: 219, type: !115, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!115 = !DISubroutineType(types: !116)
!116 = !{!25, !47, !117}
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!118 = !DISubprogram(name: "__assert_fail", scope: !119, file: !119, line: 69, type: !120, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!119 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!120 = !DISubroutineType(types: !121)
!121 = !{null, !122, !122, !123, !122}
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!123 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
