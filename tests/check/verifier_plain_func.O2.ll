; ModuleID = 'verifier_plain_func.c'
source_filename = "verifier_plain_func.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"counter == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [22 x i8] c"verifier_plain_func.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @inc() local_unnamed_addr #0 !dbg !31 {
  %1 = load i32, ptr @counter, align 4, !dbg !36, !tbaa !37
    #dbg_value(i32 %1, !35, !DIExpression(), !41)
  %2 = add nsw i32 %1, 1, !dbg !42
  store i32 %2, ptr @counter, align 4, !dbg !43, !tbaa !37
  ret void, !dbg !44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !45 {
    #dbg_value(ptr poison, !50, !DIExpression(), !51)
  %2 = load i32, ptr @counter, align 4, !dbg !52, !tbaa !37
    #dbg_value(i32 %2, !35, !DIExpression(), !54)
  %3 = add nsw i32 %2, 1, !dbg !55
  store i32 %3, ptr @counter, align 4, !dbg !56, !tbaa !37
  ret ptr null, !dbg !57
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !58 {
  %1 = alloca i64, align 8, !DIAssignID !67
    #dbg_assign(i1 undef, !62, !DIExpression(), !67, ptr %1, !DIExpression(), !68)
  %2 = alloca i64, align 8, !DIAssignID !69
    #dbg_assign(i1 undef, !66, !DIExpression(), !69, ptr %2, !DIExpression(), !68)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !70
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !70
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !71
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !72
  %5 = load i64, ptr %1, align 8, !dbg !73, !tbaa !74
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !76
  %7 = load i64, ptr %2, align 8, !dbg !77, !tbaa !74
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !78
  %9 = load i32, ptr @counter, align 4, !dbg !79, !tbaa !37
  %10 = icmp eq i32 %9, 2, !dbg !79
  br i1 %10, label %12, label %11, !dbg !82

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 24, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !79
  unreachable, !dbg !79

12:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !83
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !83
  ret i32 0, !dbg !84
}

; Function Attrs: nounwind
declare !dbg !85 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !105 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !109 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 6, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "verifier_plain_func.c", directory: ".", checksumkind: CSK_MD5, checksum: "89adc0855d390c5fc69f58bcef353f2e")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 22)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "inc", scope: !3, file: !3, line: 8, type: !32, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !34)
!32 = !DISubroutineType(types: !33)
!33 = !{null}
!34 = !{!35}
!35 = !DILocalVariable(name: "t", scope: !31, file: !3, line: 9, type: !22)
!36 = !DILocation(line: 9, column: 11, scope: !31)
!37 = !{!38, !38, i64 0}
!38 = !{!"int", !39, i64 0}
!39 = !{!"omnipotent char", !40, i64 0}
!40 = !{!"Simple C/C++ TBAA"}
!41 = !DILocation(line: 0, scope: !31)
!42 = !DILocation(line: 10, column: 15, scope: !31)
!43 = !DILocation(line: 10, column: 11, scope: !31)
!44 = !DILocation(line: 11, column: 1, scope: !31)
!45 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 13, type: !46, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !49)
!46 = !DISubroutineType(types: !47)
!47 = !{!48, !48}
!48 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!49 = !{!50}
!50 = !DILocalVariable(name: "arg", arg: 1, scope: !45, file: !3, line: 13, type: !48)
!51 = !DILocation(line: 0, scope: !45)
!52 = !DILocation(line: 9, column: 11, scope: !31, inlinedAt: !53)
!53 = distinct !DILocation(line: 14, column: 3, scope: !45)
!54 = !DILocation(line: 0, scope: !31, inlinedAt: !53)
!55 = !DILocation(line: 10, column: 15, scope: !31, inlinedAt: !53)
!56 = !DILocation(line: 10, column: 11, scope: !31, inlinedAt: !53)
!57 = !DILocation(line: 15, column: 3, scope: !45)
!58 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !59, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !61)
!59 = !DISubroutineType(types: !60)
!60 = !{!22}
!61 = !{!62, !66}
!62 = !DILocalVariable(name: "a", scope: !58, file: !3, line: 19, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !64, line: 27, baseType: !65)
!64 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!65 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!66 = !DILocalVariable(name: "b", scope: !58, file: !3, line: 19, type: !63)
!67 = distinct !DIAssignID()
!68 = !DILocation(line: 0, scope: !58)
!69 = distinct !DIAssignID()
!70 = !DILocation(line: 19, column: 3, scope: !58)
!71 = !DILocation(line: 20, column: 3, scope: !58)
!72 = !DILocation(line: 21, column: 3, scope: !58)
!73 = !DILocation(line: 22, column: 16, scope: !58)
!74 = !{!75, !75, i64 0}
!75 = !{!"long", !39, i64 0}
!76 = !DILocation(line: 22, column: 3, scope: !58)
!77 = !DILocation(line: 23, column: 16, scope: !58)
!78 = !DILocation(line: 23, column: 3, scope: !58)
!79 = !DILocation(line: 24, column: 3, scope: !80)
!80 = distinct !DILexicalBlock(scope: !81, file: !3, line: 24, column: 3)
!81 = distinct !DILexicalBlock(scope: !58, file: !3, line: 24, column: 3)
!82 = !DILocation(line: 24, column: 3, scope: !81)
!83 = !DILocation(line: 26, column: 1, scope: !58)
!84 = !DILocation(line: 25, column: 3, scope: !58)
!85 = !DISubprogram(name: "pthread_create", scope: !86, file: !86, line: 202, type: !87, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!86 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!87 = !DISubroutineType(types: !88)
!88 = !{!22, !89, !91, !103, !104}
!89 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !93, size: 64)
!93 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !64, line: 62, baseType: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !64, line: 56, size: 448, elements: !96)
!96 = !{!97, !101}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !95, file: !64, line: 58, baseType: !98, size: 448)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 56)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !95, file: !64, line: 59, baseType: !102, size: 64)
!102 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !48)
!105 = !DISubprogram(name: "pthread_join", scope: !86, file: !86, line: 219, type: !106, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DISubroutineType(types: !107)
!107 = !{!22, !63, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!109 = !DISubprogram(name: "__assert_fail", scope: !110, file: !110, line: 69, type: !111, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!110 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!111 = !DISubroutineType(types: !112)
!112 = !{null, !113, !113, !114, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!114 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
