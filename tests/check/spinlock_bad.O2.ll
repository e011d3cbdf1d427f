; ModuleID = 'spinlock_bad.c'
source_filename = "spinlock_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@s = dso_local global i32 0, align 4, !dbg !0
@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !27
@.str = private unnamed_addr constant [13 x i8] c"counter == 2\00", align 1, !dbg !12
@.str.1 = private unnamed_addr constant [15 x i8] c"spinlock_bad.c\00", align 1, !dbg !18
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !23

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @locked(ptr nocapture readnone %0) #0 !dbg !41 {
    #dbg_value(ptr poison, !46, !DIExpression(), !47)
  %2 = tail call i32 @pthread_spin_lock(ptr noundef nonnull @s) #6, !dbg !48
  %3 = load i32, ptr @counter, align 4, !dbg !49, !tbaa !50
  %4 = add nsw i32 %3, 1, !dbg !49
  store i32 %4, ptr @counter, align 4, !dbg !49, !tbaa !50
  %5 = tail call i32 @pthread_spin_unlock(ptr noundef nonnull @s) #6, !dbg !54
  ret ptr null, !dbg !55
}

; Function Attrs: nounwind
declare !dbg !56 i32 @pthread_spin_lock(ptr noundef) local_unnamed_addr #1

; Function Attrs: nounwind
declare !dbg !60 i32 @pthread_spin_unlock(ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @unlocked(ptr nocapture readnone %0) #2 !dbg !61 {
    #dbg_value(ptr poison, !63, !DIExpression(), !64)
  %2 = load i32, ptr @counter, align 4, !dbg !65, !tbaa !50
  %3 = add nsw i32 %2, 1, !dbg !65
  store i32 %3, ptr @counter, align 4, !dbg !65, !tbaa !50
  ret ptr null, !dbg !66
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !67 {
  %1 = alloca i64, align 8, !DIAssignID !75
    #dbg_assign(i1 undef, !71, !DIExpression(), !75, ptr %1, !DIExpression(), !76)
  %2 = alloca i64, align 8, !DIAssignID !77
    #dbg_assign(i1 undef, !74, !DIExpression(), !77, ptr %2, !DIExpression(), !76)
  %3 = tail call i32 @pthread_spin_init(ptr noundef nonnull @s, i32 noundef 0) #6, !dbg !78
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !79
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !79
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @locked, ptr noundef null) #6, !dbg !80
  %5 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @unlocked, ptr noundef null) #6, !dbg !81
  %6 = load i64, ptr %1, align 8, !dbg !82, !tbaa !83
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null) #6, !dbg !85
  %8 = load i64, ptr %2, align 8, !dbg !86, !tbaa !83
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null) #6, !dbg !87
  %10 = load i32, ptr @counter, align 4, !dbg !88, !tbaa !50
  %11 = icmp eq i32 %10, 2, !dbg !88
  br i1 %11, label %13, label %12, !dbg !91

12:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 28, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !88
  unreachable, !dbg !88

13:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !92
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !92
  ret i32 0, !dbg !93
}

; Function Attrs: nounwind
declare !dbg !94 i32 @pthread_spin_init(ptr noundef, i32 noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !97 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #1

declare !dbg !116 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !120 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "s", scope: !2, file: !3, line: 6, type: !30, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !11, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "spinlock_bad.c", directory: ".", checksumkind: CSK_MD5, checksum: "4c0bad336d4386d6854357417fcdb7de")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !6, line: 144, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10}
!9 = !DIEnumerator(name: "PTHREAD_PROCESS_PRIVATE", value: 0)
!10 = !DIEnumerator(name: "PTHREAD_PROCESS_SHARED", value: 1)
!11 = !{!12, !18, !23, !0, !27}
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 104, elements: !16)
!15 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!16 = !{!17}
!17 = !DISubrange(count: 13)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 15)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 120, elements: !21)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 7, type: !29, isLocal: false, isDefinition: true)
!29 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!30 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_spinlock_t", file: !31, line: 103, baseType: !32)
!31 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!32 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !29)
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 8, !"PIC Level", i32 2}
!37 = !{i32 7, !"PIE Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 2}
!39 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!40 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!41 = distinct !DISubprogram(name: "locked", scope: !3, file: !3, line: 9, type: !42, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!42 = !DISubroutineType(types: !43)
!43 = !{!44, !44}
!44 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!45 = !{!46}
!46 = !DILocalVariable(name: "arg", arg: 1, scope: !41, file: !3, line: 9, type: !44)
!47 = !DILocation(line: 0, scope: !41)
!48 = !DILocation(line: 10, column: 3, scope: !41)
!49 = !DILocation(line: 11, column: 10, scope: !41)
!50 = !{!51, !51, i64 0}
!51 = !{!"int", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 12, column: 3, scope: !41)
!55 = !DILocation(line: 13, column: 3, scope: !41)
!56 = !DISubprogram(name: "pthread_spin_lock", scope: !6, file: !6, line: 1238, type: !57, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!57 = !DISubroutineType(types: !58)
!58 = !{!29, !59}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !30, size: 64)
!60 = !DISubprogram(name: "pthread_spin_unlock", scope: !6, file: !6, line: 1246, type: !57, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!61 = distinct !DISubprogram(name: "unlocked", scope: !3, file: !3, line: 16, type: !42, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !62)
!62 = !{!63}
!63 = !DILocalVariable(name: "arg", arg: 1, scope: !61, file: !3, line: 16, type: !44)
!64 = !DILocation(line: 0, scope: !61)
!65 = !DILocation(line: 17, column: 10, scope: !61)
!66 = !DILocation(line: 18, column: 3, scope: !61)
!67 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !68, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !70)
!68 = !DISubroutineType(types: !69)
!69 = !{!29}
!70 = !{!71, !74}
!71 = !DILocalVariable(name: "a", scope: !67, file: !3, line: 23, type: !72)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !31, line: 27, baseType: !73)
!73 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!74 = !DILocalVariable(name: "b", scope: !67, file: !3, line: 23, type: !72)
!75 = distinct !DIAssignID()
!76 = !DILocation(line: 0, scope: !67)
!77 = distinct !DIAssignID()
!78 = !DILocation(line: 22, column: 3, scope: !67)
!79 = !DILocation(line: 23, column: 3, scope: !67)
!80 = !DILocation(line: 24, column: 3, scope: !67)
!81 = !DILocation(line: 25, column: 3, scope: !67)
!82 = !DILocation(line: 26, column: 16, scope: !67)
!83 = !{!84, !84, i64 0}
!84 = !{!"long", !52, i64 0}
!85 = !DILocation(line: 26, column: 3, scope: !67)
!86 = !DILocation(line: 27, column: 16, scope: !67)
!87 = !DILocation(line: 27, column: 3, scope: !67)
!88 = !DILocation(line: 28, column: 3, scope: !89)
!89 = distinct !DILexicalBlock(scope: !90, file: !3, line: 28, column: 3)
!90 = distinct !DILexicalBlock(scope: !67, file: !3, line: 28, column: 3)
!91 = !DILocation(line: 28, column: 3, scope: !90)
!92 = !DILocation(line: 30, column: 1, scope: !67)
!93 = !DILocation(line: 29, column: 3, scope: !67)
!94 = !DISubprogram(name: "pthread_spin_init", scope: !6, file: !6, line: 1230, type: !95, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!95 = !DISubroutineType(types: !96)
!96 = !{!29, !59, !29}
!97 = !DISubprogram(name: "pthread_create", scope: !6, file: !6, line: 202, type: !98, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DISubroutineType(types: !99)
!99 = !{!29, !100, !102, !114, !115}
!100 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !101)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !103)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !105)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !31, line: 62, baseType: !106)
!106 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !31, line: 56, size: 448, elements: !107)
!107 = !{!108, !112}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !106, file: !31, line: 58, baseType: !109, size: 448)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 448, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 56)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !106, file: !31, line: 59, baseType: !113, size: 64)
!113 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !44)
!116 = !DISubprogram(name: "pthread_join", scope: !6, file: !6, line: 219, type: !117, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!117 = !DISubroutineType(types: !118)
!118 = !{!29, !72, !119}
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!120 = !DISubprogram(name: "__assert_fail", scope: !121, file: !121, line: 69, type: !122, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!121 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!122 = !DISubroutineType(types: !123)
!123 = !{null, !124, !124, !7, !124}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
