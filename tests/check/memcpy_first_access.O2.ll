; ModuleID = 'memcpy_first_access.c'
source_filename = "memcpy_first_access.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.S = type { [40 x i32] }

@go = dso_local global i32 0, align 4, !dbg !0
@src = dso_local local_unnamed_addr global %struct.S zeroinitializer, align 4, !dbg !22
@flag = dso_local local_unnamed_addr global i32 0, align 4, !dbg !33
@dst = dso_local local_unnamed_addr global %struct.S zeroinitializer, align 4, !dbg !31
@.str = private unnamed_addr constant [27 x i8] c"!(dst.a[0] == 1 && f == 0)\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [22 x i8] c"memcpy_first_access.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.copier = private unnamed_addr constant [21 x i8] c"void *copier(void *)\00", align 1, !dbg !16

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @writer(ptr nocapture readnone %0) #0 !dbg !44 {
    #dbg_value(ptr poison, !49, !DIExpression(), !50)
  br label %2, !dbg !51

2:                                                ; preds = %2, %1
  %3 = load volatile i32, ptr @go, align 4, !dbg !52, !tbaa !53
  %4 = icmp eq i32 %3, 0, !dbg !57
  br i1 %4, label %2, label %5, !dbg !51, !llvm.loop !58

5:                                                ; preds = %2
  store i32 1, ptr @src, align 4, !dbg !61, !tbaa !53
  store i32 1, ptr @flag, align 4, !dbg !62, !tbaa !53
  ret ptr null, !dbg !63
}

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @copier(ptr nocapture readnone %0) #1 !dbg !64 {
    #dbg_value(ptr poison, !66, !DIExpression(), !68)
  br label %2, !dbg !69

2:                                                ; preds = %2, %1
  %3 = load volatile i32, ptr @go, align 4, !dbg !70, !tbaa !53
  %4 = icmp eq i32 %3, 0, !dbg !71
  br i1 %4, label %2, label %5, !dbg !69, !llvm.loop !72

5:                                                ; preds = %2
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(160) @dst, ptr noundef nonnull align 4 dereferenceable(160) @src, i64 160, i1 false), !dbg !74, !tbaa.struct !75
  %6 = load i32, ptr @flag, align 4, !dbg !77, !tbaa !53
    #dbg_value(i32 %6, !67, !DIExpression(), !68)
  %7 = load i32, ptr @dst, align 4, !dbg !78, !tbaa !53
  %8 = icmp eq i32 %7, 1, !dbg !78
  %9 = icmp eq i32 %6, 0, !dbg !78
  %10 = select i1 %8, i1 %9, i1 false, !dbg !78
  br i1 %10, label %11, label %12, !dbg !78

11:                                               ; preds = %5
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 29, ptr noundef nonnull @__PRETTY_FUNCTION__.copier) #7, !dbg !78
  unreachable, !dbg !78

12:                                               ; preds = %5
  ret ptr null, !dbg !81
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: noreturn nounwind
declare !dbg !82 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !88 {
  %1 = alloca i64, align 8, !DIAssignID !97
    #dbg_assign(i1 undef, !92, !DIExpression(), !97, ptr %1, !DIExpression(), !98)
  %2 = alloca i64, align 8, !DIAssignID !99
    #dbg_assign(i1 undef, !96, !DIExpression(), !99, ptr %2, !DIExpression(), !98)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8, !dbg !100
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !100
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @writer, ptr noundef null) #8, !dbg !101
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @copier, ptr noundef null) #8, !dbg !102
  store volatile i32 1, ptr @go, align 4, !dbg !103, !tbaa !53
  %5 = load i64, ptr %1, align 8, !dbg !104, !tbaa !105
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #8, !dbg !107
  %7 = load i64, ptr %2, align 8, !dbg !108, !tbaa !105
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #8, !dbg !109
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !110
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8, !dbg !110
  ret i32 0, !dbg !111
}

; Function Attrs: nounwind
declare !dbg !112 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #5

declare !dbg !132 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "go", scope: !2, file: !3, line: 14, type: !35, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "memcpy_first_access.c", directory: ".", checksumkind: CSK_MD5, checksum: "8efecb3bf0f1271bc4ff3bc4f46fd3d2")
!4 = !{!5, !11, !16, !22, !31, !33, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 216, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 27)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 22)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "src", scope: !2, file: !3, line: 12, type: !24, isLocal: false, isDefinition: true)
!24 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "S", file: !3, line: 10, size: 1280, elements: !25)
!25 = !{!26}
!26 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !24, file: !3, line: 11, baseType: !27, size: 1280)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 1280, elements: !29)
!28 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!29 = !{!30}
!30 = !DISubrange(count: 40)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(name: "dst", scope: !2, file: !3, line: 12, type: !24, isLocal: false, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "flag", scope: !2, file: !3, line: 13, type: !28, isLocal: false, isDefinition: true)
!35 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !28)
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!43 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!44 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 16, type: !45, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !48)
!45 = !DISubroutineType(types: !46)
!46 = !{!47, !47}
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!48 = !{!49}
!49 = !DILocalVariable(name: "arg", arg: 1, scope: !44, file: !3, line: 16, type: !47)
!50 = !DILocation(line: 0, scope: !44)
!51 = !DILocation(line: 17, column: 3, scope: !44)
!52 = !DILocation(line: 17, column: 11, scope: !44)
!53 = !{!54, !54, i64 0}
!54 = !{!"int", !55, i64 0}
!55 = !{!"omnipotent char", !56, i64 0}
!56 = !{!"Simple C/C++ TBAA"}
!57 = !DILocation(line: 17, column: 10, scope: !44)
!58 = distinct !{!58, !51, !59, !60}
!59 = !DILocation(line: 18, column: 3, scope: !44)
!60 = !{!"llvm.loop.mustprogress"}
!61 = !DILocation(line: 19, column: 12, scope: !44)
!62 = !DILocation(line: 20, column: 8, scope: !44)
!63 = !DILocation(line: 21, column: 3, scope: !44)
!64 = distinct !DISubprogram(name: "copier", scope: !3, file: !3, line: 24, type: !45, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!65 = !{!66, !67}
!66 = !DILocalVariable(name: "arg", arg: 1, scope: !64, file: !3, line: 24, type: !47)
!67 = !DILocalVariable(name: "f", scope: !64, file: !3, line: 28, type: !28)
!68 = !DILocation(line: 0, scope: !64)
!69 = !DILocation(line: 25, column: 3, scope: !64)
!70 = !DILocation(line: 25, column: 11, scope: !64)
!71 = !DILocation(line: 25, column: 10, scope: !64)
!72 = distinct !{!72, !69, !73, !60}
!73 = !DILocation(line: 26, column: 3, scope: !64)
!74 = !DILocation(line: 27, column: 9, scope: !64)
!75 = !{i64 0, i64 160, !76}
!76 = !{!55, !55, i64 0}
!77 = !DILocation(line: 28, column: 11, scope: !64)
!78 = !DILocation(line: 29, column: 3, scope: !79)
!79 = distinct !DILexicalBlock(scope: !80, file: !3, line: 29, column: 3)
!80 = distinct !DILexicalBlock(scope: !64, file: !3, line: 29, column: 3)
!81 = !DILocation(line: 30, column: 3, scope: !64)
!82 = !DISubprogram(name: "__assert_fail", scope: !83, file: !83, line: 69, type: !84, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!83 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!84 = !DISubroutineType(types: !85)
!85 = !{null, !86, !86, !87, !86}
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!87 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!88 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !89, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{!28}
!91 = !{!92, !96}
!92 = !DILocalVariable(name: "a", scope: !88, file: !3, line: 34, type: !93)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !94, line: 27, baseType: !95)
!94 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!95 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!96 = !DILocalVariable(name: "b", scope: !88, file: !3, line: 34, type: !93)
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 0, scope: !88)
!99 = distinct !DIAssignID()
!100 = !DILocation(line: 34, column: 3, scope: !88)
!101 = !DILocation(line: 35, column: 3, scope: !88)
!102 = !DILocation(line: 36, column: 3, scope: !88)
!103 = !DILocation(line: 37, column: 6, scope: !88)
!104 = !DILocation(line: 38, column: 16, scope: !88)
!105 = !{!106, !106, i64 0}
!106 = !{!"long", !55, i64 0}
!107 = !DILocation(line: 38, column: 3, scope: !88)
!108 = !DILocation(line: 39, column: 16, scope: !88)
!109 = !DILocation(line: 39, column: 3, scope: !88)
!110 = !DILocation(line: 41, column: 1, scope: !88)
!111 = !DILocation(line: 40, column: 3, scope: !88)
!112 = !DISubprogram(name: "pthread_create", scope: !113, file: !113, line: 202, type: !114, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!114 = !DISubroutineType(types: !115)
!115 = !{!28, !116, !118, !130, !131}
!116 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !117)
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !119)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !120, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !121)
!121 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !94, line: 62, baseType: !122)
!122 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !94, line: 56, size: 448, elements: !123)
!123 = !{!124, !128}
!124 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !122, file: !94, line: 58, baseType: !125, size: 448)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !126)
!126 = !{!127}
!127 = !DISubrange(count: 56)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !122, file: !94, line: 59, baseType: !129, size: 64)
!129 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !47)
!132 = !DISubprogram(name: "pthread_join", scope: !113, file: !113, line: 219, type: !133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!133 = !DISubroutineType(types: !134)
!134 = !{!28, !93, !135}
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
