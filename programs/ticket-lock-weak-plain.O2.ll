; ModuleID = 'ticket_lock_weak.c'
source_filename = "ticket_lock_weak.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [39 x i8] c"DATA_LOAD(counter) == NTHREADS * ITERS\00", align 1, !dbg !18
@.str.1 = private unnamed_addr constant [19 x i8] c"ticket_lock_weak.c\00", align 1, !dbg !24
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !29
@next = dso_local global i32 0, align 4, !dbg !35
@serving = dso_local local_unnamed_addr global i32 0, align 4, !dbg !39

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !51 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !66
    #dbg_assign(i1 undef, !55, !DIExpression(), !66, ptr %1, !DIExpression(), !67)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !68
    #dbg_value(i32 0, !62, !DIExpression(), !69)
    #dbg_value(i64 0, !62, !DIExpression(), !69)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !70
    #dbg_value(i64 1, !62, !DIExpression(), !69)
  %3 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !72
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !70
    #dbg_value(i64 2, !62, !DIExpression(), !69)
    #dbg_value(i64 0, !64, !DIExpression(), !73)
  %5 = load i64, ptr %1, align 16, !dbg !74, !tbaa !76
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !80
    #dbg_value(i64 1, !64, !DIExpression(), !73)
  %7 = load i64, ptr %3, align 8, !dbg !74, !tbaa !76
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !80
    #dbg_value(i64 2, !64, !DIExpression(), !73)
  %9 = load i32, ptr @counter, align 4, !dbg !81, !tbaa !84
  %10 = icmp eq i32 %9, 4, !dbg !81
  br i1 %10, label %12, label %11, !dbg !86

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 84, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !81
  unreachable, !dbg !81

12:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6, !dbg !87
  ret i32 0, !dbg !88
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !89 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal noalias noundef ptr @worker(ptr nocapture readnone %0) #3 !dbg !111 {
    #dbg_value(ptr poison, !113, !DIExpression(), !120)
    #dbg_value(i32 0, !114, !DIExpression(), !121)
    #dbg_value(i32 0, !114, !DIExpression(), !121)
  %2 = atomicrmw add ptr @next, i32 1 monotonic, align 4, !dbg !122
    #dbg_value(i32 %2, !127, !DIExpression(), !129)
  br label %3, !dbg !130

3:                                                ; preds = %3, %1
  %4 = load atomic i32, ptr @serving acquire, align 4, !dbg !131
  %5 = icmp eq i32 %4, %2, !dbg !132
  br i1 %5, label %6, label %3, !dbg !130, !llvm.loop !133

6:                                                ; preds = %3
    #dbg_value(i32 %2, !116, !DIExpression(), !136)
  %7 = load i32, ptr @counter, align 4, !dbg !137, !tbaa !84
    #dbg_value(i32 %7, !119, !DIExpression(), !136)
  %8 = add nsw i32 %7, 1, !dbg !138
  store i32 %8, ptr @counter, align 4, !dbg !138, !tbaa !84
    #dbg_value(i32 %2, !139, !DIExpression(), !144)
  %9 = add i32 %2, 1, !dbg !146
  store atomic i32 %9, ptr @serving release, align 4, !dbg !147
    #dbg_value(i32 1, !114, !DIExpression(), !121)
  %10 = atomicrmw add ptr @next, i32 1 monotonic, align 4, !dbg !122
    #dbg_value(i32 %10, !127, !DIExpression(), !129)
  br label %11, !dbg !130

11:                                               ; preds = %11, %6
  %12 = load atomic i32, ptr @serving acquire, align 4, !dbg !131
  %13 = icmp eq i32 %12, %10, !dbg !132
  br i1 %13, label %14, label %11, !dbg !130, !llvm.loop !133

14:                                               ; preds = %11
    #dbg_value(i32 %10, !116, !DIExpression(), !136)
  %15 = load i32, ptr @counter, align 4, !dbg !137, !tbaa !84
    #dbg_value(i32 %15, !119, !DIExpression(), !136)
  %16 = add nsw i32 %15, 1, !dbg !138
  store i32 %16, ptr @counter, align 4, !dbg !138, !tbaa !84
    #dbg_value(i32 %10, !139, !DIExpression(), !144)
  %17 = add i32 %10, 1, !dbg !146
  store atomic i32 %17, ptr @serving release, align 4, !dbg !147
    #dbg_value(i32 2, !114, !DIExpression(), !121)
  ret ptr null, !dbg !148
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !149 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !153 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!43, !44, !45, !46, !47, !48, !49}
!llvm.ident = !{!50}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 50, type: !41, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !15, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "ticket_lock_weak.c", directory: ".", checksumkind: CSK_MD5, checksum: "a0ef70cc453b5a3e051763ef3cbdb62f")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: ".", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!16}
!16 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!17 = !{!18, !24, !29, !35, !39, !0}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 312, elements: !22)
!21 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!22 = !{!23}
!23 = !DISubrange(count: 39)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 152, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 19)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 120, elements: !33)
!32 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !21)
!33 = !{!34}
!34 = !DISubrange(count: 15)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "next", scope: !2, file: !3, line: 48, type: !37, isLocal: false, isDefinition: true)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "atomic_uint", file: !6, line: 105, baseType: !38)
!38 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !7)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(name: "serving", scope: !2, file: !3, line: 49, type: !37, isLocal: false, isDefinition: true)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "data_t", file: !3, line: 39, baseType: !42)
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !{i32 7, !"Dwarf Version", i32 5}
!44 = !{i32 2, !"Debug Info Version", i32 3}
!45 = !{i32 1, !"wchar_size", i32 4}
!46 = !{i32 8, !"PIC Level", i32 2}
!47 = !{i32 7, !"PIE Level", i32 2}
!48 = !{i32 7, !"uwtable", i32 2}
!49 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!50 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!51 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 77, type: !52, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!52 = !DISubroutineType(types: !53)
!53 = !{!42}
!54 = !{!55, !62, !64}
!55 = !DILocalVariable(name: "t", scope: !51, file: !3, line: 79, type: !56)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 128, elements: !60)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !58, line: 27, baseType: !59)
!58 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!59 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!60 = !{!61}
!61 = !DISubrange(count: 2)
!62 = !DILocalVariable(name: "i", scope: !63, file: !3, line: 80, type: !42)
!63 = distinct !DILexicalBlock(scope: !51, file: !3, line: 80, column: 5)
!64 = !DILocalVariable(name: "i", scope: !65, file: !3, line: 82, type: !42)
!65 = distinct !DILexicalBlock(scope: !51, file: !3, line: 82, column: 5)
!66 = distinct !DIAssignID()
!67 = !DILocation(line: 0, scope: !51)
!68 = !DILocation(line: 79, column: 5, scope: !51)
!69 = !DILocation(line: 0, scope: !63)
!70 = !DILocation(line: 81, column: 9, scope: !71)
!71 = distinct !DILexicalBlock(scope: !63, file: !3, line: 80, column: 5)
!72 = !DILocation(line: 81, column: 25, scope: !71)
!73 = !DILocation(line: 0, scope: !65)
!74 = !DILocation(line: 83, column: 22, scope: !75)
!75 = distinct !DILexicalBlock(scope: !65, file: !3, line: 82, column: 5)
!76 = !{!77, !77, i64 0}
!77 = !{!"long", !78, i64 0}
!78 = !{!"omnipotent char", !79, i64 0}
!79 = !{!"Simple C/C++ TBAA"}
!80 = !DILocation(line: 83, column: 9, scope: !75)
!81 = !DILocation(line: 84, column: 5, scope: !82)
!82 = distinct !DILexicalBlock(scope: !83, file: !3, line: 84, column: 5)
!83 = distinct !DILexicalBlock(scope: !51, file: !3, line: 84, column: 5)
!84 = !{!85, !85, i64 0}
!85 = !{!"int", !78, i64 0}
!86 = !DILocation(line: 84, column: 5, scope: !83)
!87 = !DILocation(line: 86, column: 1, scope: !51)
!88 = !DILocation(line: 85, column: 5, scope: !51)
!89 = !DISubprogram(name: "pthread_create", scope: !90, file: !90, line: 202, type: !91, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!91 = !DISubroutineType(types: !92)
!92 = !{!42, !93, !95, !107, !110}
!93 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !96)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !58, line: 62, baseType: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !58, line: 56, size: 448, elements: !100)
!100 = !{!101, !105}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !99, file: !58, line: 58, baseType: !102, size: 448)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 448, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 56)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !99, file: !58, line: 59, baseType: !106, size: 64)
!106 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!108 = !DISubroutineType(types: !109)
!109 = !{!16, !16}
!110 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !16)
!111 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 65, type: !108, scopeLine: 66, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !112)
!112 = !{!113, !114, !116, !119}
!113 = !DILocalVariable(name: "arg", arg: 1, scope: !111, file: !3, line: 65, type: !16)
!114 = !DILocalVariable(name: "i", scope: !115, file: !3, line: 68, type: !42)
!115 = distinct !DILexicalBlock(scope: !111, file: !3, line: 68, column: 5)
!116 = !DILocalVariable(name: "ticket", scope: !117, file: !3, line: 69, type: !7)
!117 = distinct !DILexicalBlock(scope: !118, file: !3, line: 68, column: 37)
!118 = distinct !DILexicalBlock(scope: !115, file: !3, line: 68, column: 5)
!119 = !DILocalVariable(name: "v", scope: !117, file: !3, line: 70, type: !42)
!120 = !DILocation(line: 0, scope: !111)
!121 = !DILocation(line: 0, scope: !115)
!122 = !DILocation(line: 54, column: 23, scope: !123, inlinedAt: !128)
!123 = distinct !DISubprogram(name: "lock", scope: !3, file: !3, line: 52, type: !124, scopeLine: 53, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !126)
!124 = !DISubroutineType(types: !125)
!125 = !{!7}
!126 = !{!127}
!127 = !DILocalVariable(name: "ticket", scope: !123, file: !3, line: 54, type: !7)
!128 = distinct !DILocation(line: 69, column: 27, scope: !117)
!129 = !DILocation(line: 0, scope: !123, inlinedAt: !128)
!130 = !DILocation(line: 55, column: 5, scope: !123, inlinedAt: !128)
!131 = !DILocation(line: 55, column: 12, scope: !123, inlinedAt: !128)
!132 = !DILocation(line: 55, column: 52, scope: !123, inlinedAt: !128)
!133 = distinct !{!133, !130, !134, !135}
!134 = !DILocation(line: 56, column: 9, scope: !123, inlinedAt: !128)
!135 = !{!"llvm.loop.mustprogress"}
!136 = !DILocation(line: 0, scope: !117)
!137 = !DILocation(line: 70, column: 17, scope: !117)
!138 = !DILocation(line: 71, column: 9, scope: !117)
!139 = !DILocalVariable(name: "ticket", arg: 1, scope: !140, file: !3, line: 60, type: !7)
!140 = distinct !DISubprogram(name: "unlock", scope: !3, file: !3, line: 60, type: !141, scopeLine: 61, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !143)
!141 = !DISubroutineType(types: !142)
!142 = !{null, !7}
!143 = !{!139}
!144 = !DILocation(line: 0, scope: !140, inlinedAt: !145)
!145 = distinct !DILocation(line: 72, column: 9, scope: !117)
!146 = !DILocation(line: 62, column: 44, scope: !140, inlinedAt: !145)
!147 = !DILocation(line: 62, column: 5, scope: !140, inlinedAt: !145)
!148 = !DILocation(line: 74, column: 5, scope: !111)
!149 = !DISubprogram(name: "pthread_join", scope: !90, file: !90, line: 219, type: !150, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!150 = !DISubroutineType(types: !151)
!151 = !{!42, !57, !152}
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!153 = !DISubprogram(name: "__assert_fail", scope: !154, file: !154, line: 69, type: !155, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!154 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!155 = !DISubroutineType(types: !156)
!156 = !{null, !157, !157, !7, !157}
!157 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
