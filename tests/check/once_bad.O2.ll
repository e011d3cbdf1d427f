; ModuleID = 'once_bad.c'
source_filename = "once_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@inits = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@done = dso_local local_unnamed_addr global i32 0, align 4, !dbg !19
@.str = private unnamed_addr constant [11 x i8] c"inits == 1\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [11 x i8] c"once_bad.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !13

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local void @init() local_unnamed_addr #0 !dbg !30 {
  %1 = load i32, ptr @inits, align 4, !dbg !33, !tbaa !34
  %2 = add nsw i32 %1, 1, !dbg !33
  store i32 %2, ptr @inits, align 4, !dbg !33, !tbaa !34
  ret void, !dbg !38
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !39 {
    #dbg_value(ptr poison, !44, !DIExpression(), !45)
  %2 = load i32, ptr @done, align 4, !dbg !46, !tbaa !34
  %3 = icmp eq i32 %2, 0, !dbg !46
  br i1 %3, label %4, label %7, !dbg !48

4:                                                ; preds = %1
  %5 = load i32, ptr @inits, align 4, !dbg !49, !tbaa !34
  %6 = add nsw i32 %5, 1, !dbg !49
  store i32 %6, ptr @inits, align 4, !dbg !49, !tbaa !34
  store i32 1, ptr @done, align 4, !dbg !52, !tbaa !34
  br label %7, !dbg !53

7:                                                ; preds = %4, %1
  ret ptr null, !dbg !54
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !55 {
  %1 = alloca i64, align 8, !DIAssignID !64
    #dbg_assign(i1 undef, !59, !DIExpression(), !64, ptr %1, !DIExpression(), !65)
  %2 = alloca i64, align 8, !DIAssignID !66
    #dbg_assign(i1 undef, !63, !DIExpression(), !66, ptr %2, !DIExpression(), !65)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !67
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !67
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !68
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !69
  %5 = load i64, ptr %1, align 8, !dbg !70, !tbaa !71
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !73
  %7 = load i64, ptr %2, align 8, !dbg !74, !tbaa !71
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !75
  %9 = load i32, ptr @inits, align 4, !dbg !76, !tbaa !34
  %10 = icmp eq i32 %9, 1, !dbg !76
  br i1 %10, label %12, label %11, !dbg !79

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 26, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !76
  unreachable, !dbg !76

12:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !80
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !80
  ret i32 0, !dbg !81
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !82 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !102 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !106 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!22, !23, !24, !25, !26, !27, !28}
!llvm.ident = !{!29}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "inits", scope: !2, file: !3, line: 6, type: !21, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "once_bad.c", directory: ".", checksumkind: CSK_MD5, checksum: "1cc040b25a43d7cfe1a56ef415a4be39")
!4 = !{!5, !11, !13, !19, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 11)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !7, isLocal: true, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 120, elements: !17)
!16 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!17 = !{!18}
!18 = !DISubrange(count: 15)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 6, type: !21, isLocal: false, isDefinition: true)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{i32 7, !"Dwarf Version", i32 5}
!23 = !{i32 2, !"Debug Info Version", i32 3}
!24 = !{i32 1, !"wchar_size", i32 4}
!25 = !{i32 8, !"PIC Level", i32 2}
!26 = !{i32 7, !"PIE Level", i32 2}
!27 = !{i32 7, !"uwtable", i32 2}
!28 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!29 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!30 = distinct !DISubprogram(name: "init", scope: !3, file: !3, line: 8, type: !31, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!31 = !DISubroutineType(types: !32)
!32 = !{null}
!33 = !DILocation(line: 9, column: 8, scope: !30)
!34 = !{!35, !35, i64 0}
!35 = !{!"int", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C/C++ TBAA"}
!38 = !DILocation(line: 10, column: 1, scope: !30)
!39 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 12, type: !40, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !43)
!40 = !DISubroutineType(types: !41)
!41 = !{!42, !42}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!43 = !{!44}
!44 = !DILocalVariable(name: "arg", arg: 1, scope: !39, file: !3, line: 12, type: !42)
!45 = !DILocation(line: 0, scope: !39)
!46 = !DILocation(line: 13, column: 8, scope: !47)
!47 = distinct !DILexicalBlock(scope: !39, file: !3, line: 13, column: 7)
!48 = !DILocation(line: 13, column: 7, scope: !39)
!49 = !DILocation(line: 9, column: 8, scope: !30, inlinedAt: !50)
!50 = distinct !DILocation(line: 14, column: 5, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !3, line: 13, column: 14)
!52 = !DILocation(line: 15, column: 10, scope: !51)
!53 = !DILocation(line: 16, column: 3, scope: !51)
!54 = !DILocation(line: 17, column: 3, scope: !39)
!55 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !56, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !58)
!56 = !DISubroutineType(types: !57)
!57 = !{!21}
!58 = !{!59, !63}
!59 = !DILocalVariable(name: "a", scope: !55, file: !3, line: 21, type: !60)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !61, line: 27, baseType: !62)
!61 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!62 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!63 = !DILocalVariable(name: "b", scope: !55, file: !3, line: 21, type: !60)
!64 = distinct !DIAssignID()
!65 = !DILocation(line: 0, scope: !55)
!66 = distinct !DIAssignID()
!67 = !DILocation(line: 21, column: 3, scope: !55)
!68 = !DILocation(line: 22, column: 3, scope: !55)
!69 = !DILocation(line: 23, column: 3, scope: !55)
!70 = !DILocation(line: 24, column: 16, scope: !55)
!71 = !{!72, !72, i64 0}
!72 = !{!"long", !36, i64 0}
!73 = !DILocation(line: 24, column: 3, scope: !55)
!74 = !DILocation(line: 25, column: 16, scope: !55)
!75 = !DILocation(line: 25, column: 3, scope: !55)
!76 = !DILocation(line: 26, column: 3, scope: !77)
!77 = distinct !DILexicalBlock(scope: !78, file: !3, line: 26, column: 3)
!78 = distinct !DILexicalBlock(scope: !55, file: !3, line: 26, column: 3)
!79 = !DILocation(line: 26, column: 3, scope: !78)
!80 = !DILocation(line: 28, column: 1, scope: !55)
!81 = !DILocation(line: 27, column: 3, scope: !55)
!82 = !DISubprogram(name: "pthread_create", scope: !83, file: !83, line: 202, type: !84, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!83 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!84 = !DISubroutineType(types: !85)
!85 = !{!21, !86, !88, !100, !101}
!86 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !91)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !61, line: 62, baseType: !92)
!92 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !61, line: 56, size: 448, elements: !93)
!93 = !{!94, !98}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !92, file: !61, line: 58, baseType: !95, size: 448)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !96)
!96 = !{!97}
!97 = !DISubrange(count: 56)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !92, file: !61, line: 59, baseType: !99, size: 64)
!99 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !42)
!102 = !DISubprogram(name: "pthread_join", scope: !83, file: !83, line: 219, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = !DISubroutineType(types: !104)
!104 = !{!21, !60, !105}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!106 = !DISubprogram(name: "__assert_fail", scope: !107, file: !107, line: 69, type: !108, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!107 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!108 = !DISubroutineType(types: !109)
!109 = !{null, !110, !110, !111, !110}
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!111 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
