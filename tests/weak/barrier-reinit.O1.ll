; ModuleID = 'barrier_reinit.c'
source_filename = "barrier_reinit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_barrier_t = type { i64, [24 x i8] }

@barrier = dso_local global %union.pthread_barrier_t zeroinitializer, align 8, !dbg !0
@x = dso_local local_unnamed_addr global i32 0, align 4, !dbg !16
@y = dso_local local_unnamed_addr global i32 0, align 4, !dbg !21

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !42 {
  %1 = alloca i64, align 8, !DIAssignID !50
    #dbg_assign(i1 undef, !46, !DIExpression(), !50, ptr %1, !DIExpression(), !51)
  %2 = alloca i64, align 8, !DIAssignID !52
    #dbg_assign(i1 undef, !49, !DIExpression(), !52, ptr %2, !DIExpression(), !51)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !53
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !53
  %3 = tail call i32 @pthread_barrier_init(ptr noundef nonnull @barrier, ptr noundef null, i32 noundef 42) #5, !dbg !54
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @writer, ptr noundef null) #5, !dbg !55
  %5 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @reader, ptr noundef null) #5, !dbg !56
  %6 = load i64, ptr %1, align 8, !dbg !57, !tbaa !58
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null) #5, !dbg !62
  %8 = load i64, ptr %2, align 8, !dbg !63, !tbaa !58
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null) #5, !dbg !64
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !65
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !65
  ret i32 0, !dbg !66
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !67 i32 @pthread_barrier_init(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !84 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @writer(ptr nocapture readnone %0) #3 !dbg !105 {
    #dbg_value(ptr poison, !107, !DIExpression(), !108)
  store atomic i32 1, ptr @x monotonic, align 4, !dbg !109
  store atomic i32 1, ptr @y monotonic, align 4, !dbg !110
  ret ptr null, !dbg !111
}

; Function Attrs: nounwind uwtable
define internal noalias noundef ptr @reader(ptr nocapture readnone %0) #0 !dbg !112 {
    #dbg_value(ptr poison, !114, !DIExpression(), !115)
  %2 = load atomic i32, ptr @y monotonic, align 4, !dbg !116
  %3 = icmp eq i32 %2, 0, !dbg !116
  br i1 %3, label %9, label %4, !dbg !118

4:                                                ; preds = %1
  %5 = load atomic i32, ptr @x monotonic, align 4, !dbg !119
  %6 = icmp eq i32 %5, 0, !dbg !119
  br i1 %6, label %7, label %9, !dbg !120

7:                                                ; preds = %4
  %8 = tail call i32 @pthread_barrier_init(ptr noundef nonnull @barrier, ptr noundef null, i32 noundef 17) #5, !dbg !121
  br label %9, !dbg !121

9:                                                ; preds = %7, %4, %1
  ret ptr null, !dbg !122
}

declare !dbg !123 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree norecurse nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "barrier", scope: !2, file: !3, line: 9, type: !23, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "barrier_reinit.c", directory: "/work/main/tests/weak", checksumkind: CSK_MD5, checksum: "334c1f8bf71e03089d31039f72ca874c")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16, !21, !0}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 8, type: !18, isLocal: false, isDefinition: true)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_int", file: !6, line: 104, baseType: !19)
!19 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !20)
!20 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "y", scope: !2, file: !3, line: 8, type: !18, isLocal: false, isDefinition: true)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrier_t", file: !24, line: 112, baseType: !25)
!24 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!25 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !24, line: 108, size: 256, elements: !26)
!26 = !{!27, !32}
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !25, file: !24, line: 110, baseType: !28, size: 256)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 256, elements: !30)
!29 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!30 = !{!31}
!31 = !DISubrange(count: 32)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !25, file: !24, line: 111, baseType: !33, size: 64)
!33 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 8, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 2}
!40 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !43, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !45)
!43 = !DISubroutineType(types: !44)
!44 = !{!20}
!45 = !{!46, !49}
!46 = !DILocalVariable(name: "a", scope: !42, file: !3, line: 30, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !24, line: 27, baseType: !48)
!48 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!49 = !DILocalVariable(name: "b", scope: !42, file: !3, line: 30, type: !47)
!50 = distinct !DIAssignID()
!51 = !DILocation(line: 0, scope: !42)
!52 = distinct !DIAssignID()
!53 = !DILocation(line: 30, column: 5, scope: !42)
!54 = !DILocation(line: 31, column: 5, scope: !42)
!55 = !DILocation(line: 32, column: 5, scope: !42)
!56 = !DILocation(line: 33, column: 5, scope: !42)
!57 = !DILocation(line: 34, column: 18, scope: !42)
!58 = !{!59, !59, i64 0}
!59 = !{!"long", !60, i64 0}
!60 = !{!"omnipotent char", !61, i64 0}
!61 = !{!"Simple C/C++ TBAA"}
!62 = !DILocation(line: 34, column: 5, scope: !42)
!63 = !DILocation(line: 35, column: 18, scope: !42)
!64 = !DILocation(line: 35, column: 5, scope: !42)
!65 = !DILocation(line: 37, column: 1, scope: !42)
!66 = !DILocation(line: 36, column: 5, scope: !42)
!67 = !DISubprogram(name: "pthread_barrier_init", scope: !68, file: !68, line: 1254, type: !69, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!68 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!69 = !DISubroutineType(types: !70)
!70 = !{!20, !71, !73, !7}
!71 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!75 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrierattr_t", file: !24, line: 118, baseType: !77)
!77 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !24, line: 114, size: 32, elements: !78)
!78 = !{!79, !83}
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !77, file: !24, line: 116, baseType: !80, size: 32)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 32, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 4)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !77, file: !24, line: 117, baseType: !20, size: 32)
!84 = !DISubprogram(name: "pthread_create", scope: !68, file: !68, line: 202, type: !85, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = !DISubroutineType(types: !86)
!86 = !{!20, !87, !89, !100, !104}
!87 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !24, line: 62, baseType: !93)
!93 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !24, line: 56, size: 448, elements: !94)
!94 = !{!95, !99}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !93, file: !24, line: 58, baseType: !96, size: 448)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 448, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 56)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !93, file: !24, line: 59, baseType: !33, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !101, size: 64)
!101 = !DISubroutineType(types: !102)
!102 = !{!103, !103}
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !103)
!105 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 11, type: !101, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !106)
!106 = !{!107}
!107 = !DILocalVariable(name: "arg", arg: 1, scope: !105, file: !3, line: 11, type: !103)
!108 = !DILocation(line: 0, scope: !105)
!109 = !DILocation(line: 14, column: 5, scope: !105)
!110 = !DILocation(line: 15, column: 5, scope: !105)
!111 = !DILocation(line: 16, column: 5, scope: !105)
!112 = distinct !DISubprogram(name: "reader", scope: !3, file: !3, line: 19, type: !101, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !113)
!113 = !{!114}
!114 = !DILocalVariable(name: "arg", arg: 1, scope: !112, file: !3, line: 19, type: !103)
!115 = !DILocation(line: 0, scope: !112)
!116 = !DILocation(line: 22, column: 9, scope: !117)
!117 = distinct !DILexicalBlock(scope: !112, file: !3, line: 22, column: 9)
!118 = !DILocation(line: 22, column: 56, scope: !117)
!119 = !DILocation(line: 23, column: 10, scope: !117)
!120 = !DILocation(line: 22, column: 9, scope: !112)
!121 = !DILocation(line: 24, column: 9, scope: !117)
!122 = !DILocation(line: 25, column: 5, scope: !112)
!123 = !DISubprogram(name: "pthread_join", scope: !68, file: !68, line: 219, type: !124, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!124 = !DISubroutineType(types: !125)
!125 = !{!20, !47, !126}
!126 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !103, size: 64)
