; ModuleID = 'atomic_fetch_add.c'
source_filename = "atomic_fetch_add.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local global i32 0, align 4, !dbg !0
@old = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !27
@.str = private unnamed_addr constant [27 x i8] c"atomic_load(&counter) == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [19 x i8] c"atomic_fetch_add.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [17 x i8] c"old[0] != old[1]\00", align 1, !dbg !22

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @worker(ptr noundef readnone %0) #0 !dbg !44 {
    #dbg_value(ptr %0, !49, !DIExpression(), !50)
  %2 = atomicrmw add ptr @counter, i32 1 seq_cst, align 4, !dbg !51
  %3 = icmp ne ptr %0, null, !dbg !52
  %4 = zext i1 %3 to i64, !dbg !53
  %5 = getelementptr inbounds [2 x i32], ptr @old, i64 0, i64 %4, !dbg !53
  store i32 %2, ptr %5, align 4, !dbg !54, !tbaa !55
  ret ptr null, !dbg !59
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !60 {
  %1 = alloca i64, align 8, !DIAssignID !68
    #dbg_assign(i1 undef, !64, !DIExpression(), !68, ptr %1, !DIExpression(), !69)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !70
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %1) #6, !dbg !71
    #dbg_value(ptr null, !49, !DIExpression(), !72)
  %3 = atomicrmw add ptr @counter, i32 1 seq_cst, align 4, !dbg !74
  store i32 %3, ptr @old, align 4, !dbg !75, !tbaa !55
  %4 = load i64, ptr %1, align 8, !dbg !76, !tbaa !77
  %5 = call i32 @pthread_join(i64 noundef %4, ptr noundef null) #6, !dbg !79
  %6 = load atomic i32, ptr @counter seq_cst, align 4, !dbg !80
  %7 = icmp eq i32 %6, 2, !dbg !80
  br i1 %7, label %9, label %8, !dbg !83

8:                                                ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 20, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !80
  unreachable, !dbg !80

9:                                                ; preds = %0
  %10 = load i32, ptr @old, align 4, !dbg !84, !tbaa !55
  %11 = load i32, ptr getelementptr inbounds (i8, ptr @old, i64 4), align 4, !dbg !84, !tbaa !55
  %12 = icmp eq i32 %10, %11, !dbg !84
  br i1 %12, label %13, label %14, !dbg !87

13:                                               ; preds = %9
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 21, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !84
  unreachable, !dbg !84

14:                                               ; preds = %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !88
  ret i32 0, !dbg !89
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !90 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !110 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !114 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 7, type: !33, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "atomic_fetch_add.c", directory: ".", checksumkind: CSK_MD5, checksum: "26a3321108535aacb554120c52eccb27")
!4 = !{!5, !11, !16, !22, !0, !27}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 216, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 27)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 152, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 19)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 136, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 17)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "old", scope: !2, file: !3, line: 8, type: !29, isLocal: false, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !30, size: 64, elements: !31)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !{!32}
!32 = !DISubrange(count: 2)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !34, line: 104, baseType: !35)
!34 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!35 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !30)
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!43 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!44 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 10, type: !45, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !48)
!45 = !DISubroutineType(types: !46)
!46 = !{!47, !47}
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!48 = !{!49}
!49 = !DILocalVariable(name: "arg", arg: 1, scope: !44, file: !3, line: 10, type: !47)
!50 = !DILocation(line: 0, scope: !44)
!51 = !DILocation(line: 11, column: 19, scope: !44)
!52 = !DILocation(line: 11, column: 11, scope: !44)
!53 = !DILocation(line: 11, column: 3, scope: !44)
!54 = !DILocation(line: 11, column: 17, scope: !44)
!55 = !{!56, !56, i64 0}
!56 = !{!"int", !57, i64 0}
!57 = !{!"omnipotent char", !58, i64 0}
!58 = !{!"Simple C/C++ TBAA"}
!59 = !DILocation(line: 12, column: 3, scope: !44)
!60 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !61, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !63)
!61 = !DISubroutineType(types: !62)
!62 = !{!30}
!63 = !{!64}
!64 = !DILocalVariable(name: "t", scope: !60, file: !3, line: 16, type: !65)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !66, line: 27, baseType: !67)
!66 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!67 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!68 = distinct !DIAssignID()
!69 = !DILocation(line: 0, scope: !60)
!70 = !DILocation(line: 16, column: 3, scope: !60)
!71 = !DILocation(line: 17, column: 3, scope: !60)
!72 = !DILocation(line: 0, scope: !44, inlinedAt: !73)
!73 = distinct !DILocation(line: 18, column: 3, scope: !60)
!74 = !DILocation(line: 11, column: 19, scope: !44, inlinedAt: !73)
!75 = !DILocation(line: 11, column: 17, scope: !44, inlinedAt: !73)
!76 = !DILocation(line: 19, column: 16, scope: !60)
!77 = !{!78, !78, i64 0}
!78 = !{!"long", !57, i64 0}
!79 = !DILocation(line: 19, column: 3, scope: !60)
!80 = !DILocation(line: 20, column: 3, scope: !81)
!81 = distinct !DILexicalBlock(scope: !82, file: !3, line: 20, column: 3)
!82 = distinct !DILexicalBlock(scope: !60, file: !3, line: 20, column: 3)
!83 = !DILocation(line: 20, column: 3, scope: !82)
!84 = !DILocation(line: 21, column: 3, scope: !85)
!85 = distinct !DILexicalBlock(scope: !86, file: !3, line: 21, column: 3)
!86 = distinct !DILexicalBlock(scope: !60, file: !3, line: 21, column: 3)
!87 = !DILocation(line: 21, column: 3, scope: !86)
!88 = !DILocation(line: 23, column: 1, scope: !60)
!89 = !DILocation(line: 22, column: 3, scope: !60)
!90 = !DISubprogram(name: "pthread_create", scope: !91, file: !91, line: 202, type: !92, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!91 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!92 = !DISubroutineType(types: !93)
!93 = !{!30, !94, !96, !108, !109}
!94 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !95)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !97)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !99)
!99 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !66, line: 62, baseType: !100)
!100 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !66, line: 56, size: 448, elements: !101)
!101 = !{!102, !106}
!102 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !100, file: !66, line: 58, baseType: !103, size: 448)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 56)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !100, file: !66, line: 59, baseType: !107, size: 64)
!107 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !47)
!110 = !DISubprogram(name: "pthread_join", scope: !91, file: !91, line: 219, type: !111, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!111 = !DISubroutineType(types: !112)
!112 = !{!30, !65, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!114 = !DISubprogram(name: "__assert_fail", scope: !115, file: !115, line: 69, type: !116, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!115 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!116 = !DISubroutineType(types: !117)
!117 = !{null, !118, !118, !119, !118}
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!119 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
