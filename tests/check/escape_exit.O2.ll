; ModuleID = 'escape_exit.c'
source_filename = "escape_exit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@gp = dso_local global ptr null, align 8, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"v != 1\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [14 x i8] c"escape_exit.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !34 {
  %2 = alloca i32, align 4, !DIAssignID !41
    #dbg_assign(i1 undef, !40, !DIExpression(), !41, ptr %2, !DIExpression(), !42)
    #dbg_value(ptr poison, !39, !DIExpression(), !42)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #6, !dbg !43
  store volatile i32 1, ptr %2, align 4, !dbg !44, !tbaa !45, !DIAssignID !49
    #dbg_assign(i32 1, !40, !DIExpression(), !49, ptr %2, !DIExpression(), !42)
  store volatile ptr %2, ptr @gp, align 8, !dbg !50, !tbaa !51
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #6, !dbg !53
  ret ptr null, !dbg !54
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !55 {
  %1 = alloca i64, align 8, !DIAssignID !65
    #dbg_assign(i1 undef, !59, !DIExpression(), !65, ptr %1, !DIExpression(), !66)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !67
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !68
  br label %3, !dbg !69

3:                                                ; preds = %3, %0
  %4 = load volatile ptr, ptr @gp, align 8, !dbg !70, !tbaa !51
    #dbg_value(ptr %4, !63, !DIExpression(), !66)
  %5 = icmp eq ptr %4, null, !dbg !71
  br i1 %5, label %3, label %6, !dbg !69, !llvm.loop !72

6:                                                ; preds = %3
  %7 = load volatile i32, ptr %4, align 4, !dbg !75, !tbaa !45
    #dbg_value(i32 %7, !64, !DIExpression(), !66)
  %8 = icmp eq i32 %7, 1, !dbg !76
  br i1 %8, label %9, label %10, !dbg !79

9:                                                ; preds = %6
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 26, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !76
  unreachable, !dbg !76

10:                                               ; preds = %6
  %11 = load i64, ptr %1, align 8, !dbg !80, !tbaa !81
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !83
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !84
  ret i32 0, !dbg !85
}

; Function Attrs: nounwind
declare !dbg !86 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !106 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !112 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "gp", scope: !2, file: !3, line: 11, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "escape_exit.c", directory: ".", checksumkind: CSK_MD5, checksum: "fc3e86f929f1e2c34bfcdfe7d0470545")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 7)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 112, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 14)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !23)
!23 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!24 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !25)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !35, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !38)
!35 = !DISubroutineType(types: !36)
!36 = !{!37, !37}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!38 = !{!39, !40}
!39 = !DILocalVariable(name: "a", arg: 1, scope: !34, file: !3, line: 13, type: !37)
!40 = !DILocalVariable(name: "x", scope: !34, file: !3, line: 14, type: !24)
!41 = distinct !DIAssignID()
!42 = !DILocation(line: 0, scope: !34)
!43 = !DILocation(line: 14, column: 3, scope: !34)
!44 = !DILocation(line: 14, column: 16, scope: !34)
!45 = !{!46, !46, i64 0}
!46 = !{!"int", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = distinct !DIAssignID()
!50 = !DILocation(line: 15, column: 6, scope: !34)
!51 = !{!52, !52, i64 0}
!52 = !{!"any pointer", !47, i64 0}
!53 = !DILocation(line: 17, column: 1, scope: !34)
!54 = !DILocation(line: 16, column: 3, scope: !34)
!55 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !56, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!25}
!58 = !{!59, !63, !64}
!59 = !DILocalVariable(name: "t", scope: !55, file: !3, line: 20, type: !60)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !61, line: 27, baseType: !62)
!61 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!62 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!63 = !DILocalVariable(name: "p", scope: !55, file: !3, line: 22, type: !23)
!64 = !DILocalVariable(name: "v", scope: !55, file: !3, line: 25, type: !25)
!65 = distinct !DIAssignID()
!66 = !DILocation(line: 0, scope: !55)
!67 = !DILocation(line: 20, column: 3, scope: !55)
!68 = !DILocation(line: 21, column: 3, scope: !55)
!69 = !DILocation(line: 23, column: 3, scope: !55)
!70 = !DILocation(line: 23, column: 16, scope: !55)
!71 = !DILocation(line: 23, column: 10, scope: !55)
!72 = distinct !{!72, !69, !73, !74}
!73 = !DILocation(line: 24, column: 3, scope: !55)
!74 = !{!"llvm.loop.mustprogress"}
!75 = !DILocation(line: 25, column: 11, scope: !55)
!76 = !DILocation(line: 26, column: 3, scope: !77)
!77 = distinct !DILexicalBlock(scope: !78, file: !3, line: 26, column: 3)
!78 = distinct !DILexicalBlock(scope: !55, file: !3, line: 26, column: 3)
!79 = !DILocation(line: 26, column: 3, scope: !78)
!80 = !DILocation(line: 27, column: 16, scope: !55)
!81 = !{!82, !82, i64 0}
!82 = !{!"long", !47, i64 0}
!83 = !DILocation(line: 27, column: 3, scope: !55)
!84 = !DILocation(line: 29, column: 1, scope: !55)
!85 = !DILocation(line: 28, column: 3, scope: !55)
!86 = !DISubprogram(name: "pthread_create", scope: !87, file: !87, line: 202, type: !88, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!87 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!88 = !DISubroutineType(types: !89)
!89 = !{!25, !90, !92, !104, !105}
!90 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !91)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !93)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !95)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !61, line: 62, baseType: !96)
!96 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !61, line: 56, size: 448, elements: !97)
!97 = !{!98, !102}
!98 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !96, file: !61, line: 58, baseType: !99, size: 448)
!99 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !100)
!100 = !{!101}
!101 = !DISubrange(count: 56)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !96, file: !61, line: 59, baseType: !103, size: 64)
!103 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !37)
!106 = !DISubprogram(name: "__assert_fail", scope: !107, file: !107, line: 69, type: !108, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!107 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!108 = !DISubroutineType(types: !109)
!109 = !{null, !110, !110, !111, !110}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!111 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!112 = !DISubprogram(name: "pthread_join", scope: !87, file: !87, line: 219, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DISubroutineType(types: !114)
!114 = !{!25, !60, !115}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
