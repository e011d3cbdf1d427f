; ModuleID = 'atomic_func_pointer.c'
source_filename = "atomic_func_pointer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@b = dso_local global i32 0, align 4, !dbg !0
@a = dso_local global i32 0, align 4, !dbg !27
@.str = private unnamed_addr constant [20 x i8] c"!(x == 1 && y == 0)\00", align 1, !dbg !10
@.str.1 = private unnamed_addr constant [22 x i8] c"atomic_func_pointer.c\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !21

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local void @__VERIFIER_atomic_inc_b() #0 !dbg !39 {
  %1 = load volatile i32, ptr @b, align 4, !dbg !40, !tbaa !41
  %2 = add nsw i32 %1, 1, !dbg !45
  store volatile i32 %2, ptr @b, align 4, !dbg !46, !tbaa !41
  ret void, !dbg !47
}

; Function Attrs: nounwind uwtable
define dso_local noundef ptr @worker(ptr nocapture noundef readonly %0) #1 !dbg !48 {
    #dbg_value(ptr %0, !52, !DIExpression(), !54)
    #dbg_value(ptr %0, !53, !DIExpression(), !54)
  store volatile i32 1, ptr @a, align 4, !dbg !55, !tbaa !41
  tail call void %0() #6, !dbg !56
  ret ptr null, !dbg !57
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !58 {
  %1 = alloca i64, align 8, !DIAssignID !68
    #dbg_assign(i1 undef, !62, !DIExpression(), !68, ptr %1, !DIExpression(), !69)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !70
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull @__VERIFIER_atomic_inc_b) #6, !dbg !71
  %3 = load volatile i32, ptr @a, align 4, !dbg !72, !tbaa !41
    #dbg_value(i32 %3, !66, !DIExpression(), !69)
  %4 = load volatile i32, ptr @b, align 4, !dbg !73, !tbaa !41
    #dbg_value(i32 %4, !67, !DIExpression(), !69)
  %5 = icmp eq i32 %3, 1, !dbg !74
  %6 = icmp eq i32 %4, 0, !dbg !74
  %7 = select i1 %5, i1 %6, i1 false, !dbg !74
  br i1 %7, label %8, label %9, !dbg !74

8:                                                ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 26, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !74
  unreachable, !dbg !74

9:                                                ; preds = %0
  %10 = load i64, ptr %1, align 8, !dbg !77, !tbaa !78
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null) #6, !dbg !80
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !81
  ret i32 0, !dbg !82
}

; Function Attrs: nounwind
declare !dbg !83 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !103 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !109 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 10, type: !29, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atomic_func_pointer.c", directory: ".", checksumkind: CSK_MD5, checksum: "8fde3fb284ecbba303590e0e025088ba")
!4 = !{!5, !8}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DISubroutineType(types: !7)
!7 = !{null}
!8 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!9 = !{!10, !16, !21, !27, !0}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 160, elements: !14)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15}
!15 = !DISubrange(count: 20)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 176, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 22)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 120, elements: !25)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!25 = !{!26}
!26 = !DISubrange(count: 15)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 10, type: !29, isLocal: false, isDefinition: true)
!29 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !30)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 2}
!37 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!38 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!39 = distinct !DISubprogram(name: "__VERIFIER_atomic_inc_b", scope: !3, file: !3, line: 12, type: !6, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!40 = !DILocation(line: 12, column: 42, scope: !39)
!41 = !{!42, !42, i64 0}
!42 = !{!"int", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C/C++ TBAA"}
!45 = !DILocation(line: 12, column: 44, scope: !39)
!46 = !DILocation(line: 12, column: 40, scope: !39)
!47 = !DILocation(line: 12, column: 49, scope: !39)
!48 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 14, type: !49, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !51)
!49 = !DISubroutineType(types: !50)
!50 = !{!8, !8}
!51 = !{!52, !53}
!52 = !DILocalVariable(name: "arg", arg: 1, scope: !48, file: !3, line: 14, type: !8)
!53 = !DILocalVariable(name: "inc_b", scope: !48, file: !3, line: 15, type: !5)
!54 = !DILocation(line: 0, scope: !48)
!55 = !DILocation(line: 16, column: 5, scope: !48)
!56 = !DILocation(line: 17, column: 3, scope: !48)
!57 = !DILocation(line: 18, column: 3, scope: !48)
!58 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !59, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !61)
!59 = !DISubroutineType(types: !60)
!60 = !{!30}
!61 = !{!62, !66, !67}
!62 = !DILocalVariable(name: "t", scope: !58, file: !3, line: 22, type: !63)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !64, line: 27, baseType: !65)
!64 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!65 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!66 = !DILocalVariable(name: "x", scope: !58, file: !3, line: 24, type: !30)
!67 = !DILocalVariable(name: "y", scope: !58, file: !3, line: 25, type: !30)
!68 = distinct !DIAssignID()
!69 = !DILocation(line: 0, scope: !58)
!70 = !DILocation(line: 22, column: 3, scope: !58)
!71 = !DILocation(line: 23, column: 3, scope: !58)
!72 = !DILocation(line: 24, column: 11, scope: !58)
!73 = !DILocation(line: 25, column: 11, scope: !58)
!74 = !DILocation(line: 26, column: 3, scope: !75)
!75 = distinct !DILexicalBlock(scope: !76, file: !3, line: 26, column: 3)
!76 = distinct !DILexicalBlock(scope: !58, file: !3, line: 26, column: 3)
!77 = !DILocation(line: 27, column: 16, scope: !58)
!78 = !{!79, !79, i64 0}
!79 = !{!"long", !43, i64 0}
!80 = !DILocation(line: 27, column: 3, scope: !58)
!81 = !DILocation(line: 29, column: 1, scope: !58)
!82 = !DILocation(line: 28, column: 3, scope: !58)
!83 = !DISubprogram(name: "pthread_create", scope: !84, file: !84, line: 202, type: !85, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!85 = !DISubroutineType(types: !86)
!86 = !{!30, !87, !89, !101, !102}
!87 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !64, line: 62, baseType: !93)
!93 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !64, line: 56, size: 448, elements: !94)
!94 = !{!95, !99}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !93, file: !64, line: 58, baseType: !96, size: 448)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 448, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 56)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !93, file: !64, line: 59, baseType: !100, size: 64)
!100 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !8)
!103 = !DISubprogram(name: "__assert_fail", scope: !104, file: !104, line: 69, type: !105, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!104 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!105 = !DISubroutineType(types: !106)
!106 = !{null, !107, !107, !108, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!108 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!109 = !DISubprogram(name: "pthread_join", scope: !84, file: !84, line: 219, type: !110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!110 = !DISubroutineType(types: !111)
!111 = !{!30, !63, !112}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
