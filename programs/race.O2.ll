; ModuleID = 'race.c'
source_filename = "race.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [22 x i8] c"counter == 2 * ROUNDS\00", align 1, !dbg !7
@.str.1 = private unnamed_addr constant [7 x i8] c"race.c\00", align 1, !dbg !13
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !18

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !33 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !48
    #dbg_assign(i1 undef, !37, !DIExpression(), !48, ptr %1, !DIExpression(), !49)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !50
    #dbg_value(i32 0, !44, !DIExpression(), !51)
    #dbg_value(i64 0, !44, !DIExpression(), !51)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !52
    #dbg_value(i64 1, !44, !DIExpression(), !51)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !54
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !52
    #dbg_value(i64 2, !44, !DIExpression(), !51)
    #dbg_value(i64 0, !46, !DIExpression(), !55)
  %5 = load i64, ptr %1, align 16, !dbg !56, !tbaa !58
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !62
    #dbg_value(i64 1, !46, !DIExpression(), !55)
  %7 = load i64, ptr %3, align 8, !dbg !56, !tbaa !58
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !62
    #dbg_value(i64 2, !46, !DIExpression(), !55)
  %9 = load i32, ptr @counter, align 4, !dbg !63, !tbaa !66
  %10 = icmp eq i32 %9, 4, !dbg !63
  br i1 %10, label %12, label %11, !dbg !68

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 51, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !63
  unreachable, !dbg !63

12:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6, !dbg !69
  ret i32 0, !dbg !70
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !71 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @worker(ptr nocapture readnone %0) #3 !dbg !93 {
    #dbg_value(ptr poison, !95, !DIExpression(), !98)
    #dbg_value(i32 0, !96, !DIExpression(), !99)
  %2 = load i32, ptr @counter, align 4, !tbaa !66
    #dbg_value(i32 0, !96, !DIExpression(), !99)
    #dbg_value(i32 poison, !96, !DIExpression(), !99)
  %3 = add i32 %2, 2, !dbg !100
  store i32 %3, ptr @counter, align 4, !dbg !101, !tbaa !66
  ret ptr null, !dbg !104
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !105 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !109 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 21, type: !24, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "race.c", directory: ".", checksumkind: CSK_MD5, checksum: "700a1e0d04d1c1d30f0aa6e3535cebe8")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !{!7, !13, !18, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 176, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 22)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 56, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 7)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 51, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 120, elements: !22)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!22 = !{!23}
!23 = !DISubrange(count: 15)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 44, type: !34, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !36)
!34 = !DISubroutineType(types: !35)
!35 = !{!24}
!36 = !{!37, !44, !46}
!37 = !DILocalVariable(name: "t", scope: !33, file: !3, line: 46, type: !38)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !39, size: 128, elements: !42)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !40, line: 27, baseType: !41)
!40 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!41 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!42 = !{!43}
!43 = !DISubrange(count: 2)
!44 = !DILocalVariable(name: "i", scope: !45, file: !3, line: 47, type: !24)
!45 = distinct !DILexicalBlock(scope: !33, file: !3, line: 47, column: 5)
!46 = !DILocalVariable(name: "i", scope: !47, file: !3, line: 49, type: !24)
!47 = distinct !DILexicalBlock(scope: !33, file: !3, line: 49, column: 5)
!48 = distinct !DIAssignID()
!49 = !DILocation(line: 0, scope: !33)
!50 = !DILocation(line: 46, column: 5, scope: !33)
!51 = !DILocation(line: 0, scope: !45)
!52 = !DILocation(line: 48, column: 9, scope: !53)
!53 = distinct !DILexicalBlock(scope: !45, file: !3, line: 47, column: 5)
!54 = !DILocation(line: 48, column: 25, scope: !53)
!55 = !DILocation(line: 0, scope: !47)
!56 = !DILocation(line: 50, column: 22, scope: !57)
!57 = distinct !DILexicalBlock(scope: !47, file: !3, line: 49, column: 5)
!58 = !{!59, !59, i64 0}
!59 = !{!"long", !60, i64 0}
!60 = !{!"omnipotent char", !61, i64 0}
!61 = !{!"Simple C/C++ TBAA"}
!62 = !DILocation(line: 50, column: 9, scope: !57)
!63 = !DILocation(line: 51, column: 5, scope: !64)
!64 = distinct !DILexicalBlock(scope: !65, file: !3, line: 51, column: 5)
!65 = distinct !DILexicalBlock(scope: !33, file: !3, line: 51, column: 5)
!66 = !{!67, !67, i64 0}
!67 = !{!"int", !60, i64 0}
!68 = !DILocation(line: 51, column: 5, scope: !65)
!69 = !DILocation(line: 53, column: 1, scope: !33)
!70 = !DILocation(line: 52, column: 5, scope: !33)
!71 = !DISubprogram(name: "pthread_create", scope: !72, file: !72, line: 202, type: !73, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!72 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!73 = !DISubroutineType(types: !74)
!74 = !{!24, !75, !77, !89, !92}
!75 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !40, line: 62, baseType: !81)
!81 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !40, line: 56, size: 448, elements: !82)
!82 = !{!83, !87}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !81, file: !40, line: 58, baseType: !84, size: 448)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 448, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 56)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !81, file: !40, line: 59, baseType: !88, size: 64)
!88 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DISubroutineType(types: !91)
!91 = !{!5, !5}
!92 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!93 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 27, type: !90, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !94)
!94 = !{!95, !96}
!95 = !DILocalVariable(name: "arg", arg: 1, scope: !93, file: !3, line: 27, type: !5)
!96 = !DILocalVariable(name: "i", scope: !97, file: !3, line: 30, type: !24)
!97 = distinct !DILexicalBlock(scope: !93, file: !3, line: 30, column: 5)
!98 = !DILocation(line: 0, scope: !93)
!99 = !DILocation(line: 0, scope: !97)
!100 = !DILocation(line: 30, column: 5, scope: !97)
!101 = !DILocation(line: 38, column: 16, scope: !102)
!102 = distinct !DILexicalBlock(scope: !103, file: !3, line: 30, column: 38)
!103 = distinct !DILexicalBlock(scope: !97, file: !3, line: 30, column: 5)
!104 = !DILocation(line: 41, column: 5, scope: !93)
!105 = !DISubprogram(name: "pthread_join", scope: !72, file: !72, line: 219, type: !106, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!106 = !DISubroutineType(types: !107)
!107 = !{!24, !39, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!109 = !DISubprogram(name: "__assert_fail", scope: !110, file: !110, line: 69, type: !111, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!110 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!111 = !DISubroutineType(types: !112)
!112 = !{null, !113, !113, !114, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!114 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
