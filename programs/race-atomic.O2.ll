; ModuleID = 'race.c'
source_filename = "race.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [22 x i8] c"counter == 2 * ROUNDS\00", align 1, !dbg !7
@.str.1 = private unnamed_addr constant [7 x i8] c"race.c\00", align 1, !dbg !13
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !18

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !36 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !51
    #dbg_assign(i1 undef, !40, !DIExpression(), !51, ptr %1, !DIExpression(), !52)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !53
    #dbg_value(i32 0, !47, !DIExpression(), !54)
    #dbg_value(i64 0, !47, !DIExpression(), !54)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !55
    #dbg_value(i64 1, !47, !DIExpression(), !54)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !57
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !55
    #dbg_value(i64 2, !47, !DIExpression(), !54)
    #dbg_value(i64 0, !49, !DIExpression(), !58)
  %5 = load i64, ptr %1, align 16, !dbg !59, !tbaa !61
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !65
    #dbg_value(i64 1, !49, !DIExpression(), !58)
  %7 = load i64, ptr %3, align 8, !dbg !59, !tbaa !61
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !65
    #dbg_value(i64 2, !49, !DIExpression(), !58)
  %9 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !66, !tbaa !69
  %10 = icmp eq i32 %9, 4, !dbg !66
  br i1 %10, label %12, label %11, !dbg !70

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 51, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !66
  unreachable, !dbg !66

12:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6, !dbg !71
  ret i32 0, !dbg !72
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !73 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @worker(ptr nocapture readnone %0) #3 !dbg !95 {
    #dbg_value(ptr poison, !97, !DIExpression(), !100)
    #dbg_value(i32 0, !98, !DIExpression(), !101)
    #dbg_value(i32 0, !98, !DIExpression(), !101)
  %2 = atomicrmw add ptr @counter, i32 1 seq_cst, align 4, !dbg !102
    #dbg_value(i32 1, !98, !DIExpression(), !101)
  %3 = atomicrmw add ptr @counter, i32 1 seq_cst, align 4, !dbg !102
    #dbg_value(i32 2, !98, !DIExpression(), !101)
  ret ptr null, !dbg !105
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !106 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !110 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 19, type: !24, isLocal: false, isDefinition: true)
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
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !25, line: 104, baseType: !26)
!25 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!26 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !27)
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 44, type: !37, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !39)
!37 = !DISubroutineType(types: !38)
!38 = !{!27}
!39 = !{!40, !47, !49}
!40 = !DILocalVariable(name: "t", scope: !36, file: !3, line: 46, type: !41)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !42, size: 128, elements: !45)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !43, line: 27, baseType: !44)
!43 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!44 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!45 = !{!46}
!46 = !DISubrange(count: 2)
!47 = !DILocalVariable(name: "i", scope: !48, file: !3, line: 47, type: !27)
!48 = distinct !DILexicalBlock(scope: !36, file: !3, line: 47, column: 5)
!49 = !DILocalVariable(name: "i", scope: !50, file: !3, line: 49, type: !27)
!50 = distinct !DILexicalBlock(scope: !36, file: !3, line: 49, column: 5)
!51 = distinct !DIAssignID()
!52 = !DILocation(line: 0, scope: !36)
!53 = !DILocation(line: 46, column: 5, scope: !36)
!54 = !DILocation(line: 0, scope: !48)
!55 = !DILocation(line: 48, column: 9, scope: !56)
!56 = distinct !DILexicalBlock(scope: !48, file: !3, line: 47, column: 5)
!57 = !DILocation(line: 48, column: 25, scope: !56)
!58 = !DILocation(line: 0, scope: !50)
!59 = !DILocation(line: 50, column: 22, scope: !60)
!60 = distinct !DILexicalBlock(scope: !50, file: !3, line: 49, column: 5)
!61 = !{!62, !62, i64 0}
!62 = !{!"long", !63, i64 0}
!63 = !{!"omnipotent char", !64, i64 0}
!64 = !{!"Simple C/C++ TBAA"}
!65 = !DILocation(line: 50, column: 9, scope: !60)
!66 = !DILocation(line: 51, column: 5, scope: !67)
!67 = distinct !DILexicalBlock(scope: !68, file: !3, line: 51, column: 5)
!68 = distinct !DILexicalBlock(scope: !36, file: !3, line: 51, column: 5)
!69 = !{!63, !63, i64 0}
!70 = !DILocation(line: 51, column: 5, scope: !68)
!71 = !DILocation(line: 53, column: 1, scope: !36)
!72 = !DILocation(line: 52, column: 5, scope: !36)
!73 = !DISubprogram(name: "pthread_create", scope: !74, file: !74, line: 202, type: !75, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!74 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!75 = !DISubroutineType(types: !76)
!76 = !{!27, !77, !79, !91, !94}
!77 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !82)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !43, line: 62, baseType: !83)
!83 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !43, line: 56, size: 448, elements: !84)
!84 = !{!85, !89}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !83, file: !43, line: 58, baseType: !86, size: 448)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 448, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 56)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !83, file: !43, line: 59, baseType: !90, size: 64)
!90 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DISubroutineType(types: !93)
!93 = !{!5, !5}
!94 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!95 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 27, type: !92, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !96)
!96 = !{!97, !98}
!97 = !DILocalVariable(name: "arg", arg: 1, scope: !95, file: !3, line: 27, type: !5)
!98 = !DILocalVariable(name: "i", scope: !99, file: !3, line: 30, type: !27)
!99 = distinct !DILexicalBlock(scope: !95, file: !3, line: 30, column: 5)
!100 = !DILocation(line: 0, scope: !95)
!101 = !DILocation(line: 0, scope: !99)
!102 = !DILocation(line: 36, column: 9, scope: !103)
!103 = distinct !DILexicalBlock(scope: !104, file: !3, line: 30, column: 38)
!104 = distinct !DILexicalBlock(scope: !99, file: !3, line: 30, column: 5)
!105 = !DILocation(line: 41, column: 5, scope: !95)
!106 = !DISubprogram(name: "pthread_join", scope: !74, file: !74, line: 219, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DISubroutineType(types: !108)
!108 = !{!27, !42, !109}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!110 = !DISubprogram(name: "__assert_fail", scope: !111, file: !111, line: 69, type: !112, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!111 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!112 = !DISubroutineType(types: !113)
!113 = !{null, !114, !114, !115, !114}
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!115 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
