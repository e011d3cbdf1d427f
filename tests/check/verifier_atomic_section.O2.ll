; ModuleID = 'verifier_atomic_section.c'
source_filename = "verifier_atomic_section.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"counter == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [26 x i8] c"verifier_atomic_section.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !31 {
    #dbg_value(ptr poison, !36, !DIExpression(), !38)
  tail call void @__VERIFIER_atomic_begin() #5, !dbg !39
  %2 = load i32, ptr @counter, align 4, !dbg !40, !tbaa !41
    #dbg_value(i32 %2, !37, !DIExpression(), !38)
  %3 = add nsw i32 %2, 1, !dbg !45
  store i32 %3, ptr @counter, align 4, !dbg !46, !tbaa !41
  tail call void @__VERIFIER_atomic_end() #5, !dbg !47
  ret ptr null, !dbg !48
}

declare !dbg !49 void @__VERIFIER_atomic_begin() local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare !dbg !52 void @__VERIFIER_atomic_end() local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !53 {
  %1 = alloca i64, align 8, !DIAssignID !62
    #dbg_assign(i1 undef, !57, !DIExpression(), !62, ptr %1, !DIExpression(), !63)
  %2 = alloca i64, align 8, !DIAssignID !64
    #dbg_assign(i1 undef, !61, !DIExpression(), !64, ptr %2, !DIExpression(), !63)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !65
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !65
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !66
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !67
  %5 = load i64, ptr %1, align 8, !dbg !68, !tbaa !69
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #5, !dbg !71
  %7 = load i64, ptr %2, align 8, !dbg !72, !tbaa !69
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #5, !dbg !73
  %9 = load i32, ptr @counter, align 4, !dbg !74, !tbaa !41
  %10 = icmp eq i32 %9, 2, !dbg !74
  br i1 %10, label %12, label %11, !dbg !77

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 25, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !74
  unreachable, !dbg !74

12:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !78
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !78
  ret i32 0, !dbg !79
}

; Function Attrs: nounwind
declare !dbg !80 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !100 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare !dbg !104 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 9, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "verifier_atomic_section.c", directory: ".", checksumkind: CSK_MD5, checksum: "fd8e82aa09f6a0544e34695cd1d62698")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 208, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 26)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !18, isLocal: true, isDefinition: true)
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
!31 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !32, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!35 = !{!36, !37}
!36 = !DILocalVariable(name: "arg", arg: 1, scope: !31, file: !3, line: 11, type: !34)
!37 = !DILocalVariable(name: "t", scope: !31, file: !3, line: 13, type: !22)
!38 = !DILocation(line: 0, scope: !31)
!39 = !DILocation(line: 12, column: 3, scope: !31)
!40 = !DILocation(line: 13, column: 11, scope: !31)
!41 = !{!42, !42, i64 0}
!42 = !{!"int", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C/C++ TBAA"}
!45 = !DILocation(line: 14, column: 15, scope: !31)
!46 = !DILocation(line: 14, column: 11, scope: !31)
!47 = !DILocation(line: 15, column: 3, scope: !31)
!48 = !DILocation(line: 16, column: 3, scope: !31)
!49 = !DISubprogram(name: "__VERIFIER_atomic_begin", scope: !3, file: !3, line: 6, type: !50, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!50 = !DISubroutineType(types: !51)
!51 = !{null}
!52 = !DISubprogram(name: "__VERIFIER_atomic_end", scope: !3, file: !3, line: 7, type: !50, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!53 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !54, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!22}
!56 = !{!57, !61}
!57 = !DILocalVariable(name: "a", scope: !53, file: !3, line: 20, type: !58)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !59, line: 27, baseType: !60)
!59 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!60 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!61 = !DILocalVariable(name: "b", scope: !53, file: !3, line: 20, type: !58)
!62 = distinct !DIAssignID()
!63 = !DILocation(line: 0, scope: !53)
!64 = distinct !DIAssignID()
!65 = !DILocation(line: 20, column: 3, scope: !53)
!66 = !DILocation(line: 21, column: 3, scope: !53)
!67 = !DILocation(line: 22, column: 3, scope: !53)
!68 = !DILocation(line: 23, column: 16, scope: !53)
!69 = !{!70, !70, i64 0}
!70 = !{!"long", !43, i64 0}
!71 = !DILocation(line: 23, column: 3, scope: !53)
!72 = !DILocation(line: 24, column: 16, scope: !53)
!73 = !DILocation(line: 24, column: 3, scope: !53)
!74 = !DILocation(line: 25, column: 3, scope: !75)
!75 = distinct !DILexicalBlock(scope: !76, file: !3, line: 25, column: 3)
!76 = distinct !DILexicalBlock(scope: !53, file: !3, line: 25, column: 3)
!77 = !DILocation(line: 25, column: 3, scope: !76)
!78 = !DILocation(line: 27, column: 1, scope: !53)
!79 = !DILocation(line: 26, column: 3, scope: !53)
!80 = !DISubprogram(name: "pthread_create", scope: !81, file: !81, line: 202, type: !82, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!81 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!82 = !DISubroutineType(types: !83)
!83 = !{!22, !84, !86, !98, !99}
!84 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !59, line: 62, baseType: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !59, line: 56, size: 448, elements: !91)
!91 = !{!92, !96}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !90, file: !59, line: 58, baseType: !93, size: 448)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 56)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !90, file: !59, line: 59, baseType: !97, size: 64)
!97 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !34)
!100 = !DISubprogram(name: "pthread_join", scope: !81, file: !81, line: 219, type: !101, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!101 = !DISubroutineType(types: !102)
!102 = !{!22, !58, !103}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!104 = !DISubprogram(name: "__assert_fail", scope: !105, file: !105, line: 69, type: !106, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!105 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!106 = !DISubroutineType(types: !107)
!107 = !{null, !108, !108, !109, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!109 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
