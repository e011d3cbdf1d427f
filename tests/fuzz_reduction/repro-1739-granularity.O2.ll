; ModuleID = 'repro-1739-granularity.c'
source_filename = "repro-1739-granularity.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.pthread_barrier_t = type { i64, [24 x i8] }

@m0 = dso_local local_unnamed_addr global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@m1 = dso_local local_unnamed_addr global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !9
@go = dso_local global i32 0, align 4, !dbg !80
@g0 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !58
@.str = private unnamed_addr constant [8 x i8] c"g0 == 3\00", align 1, !dbg !42
@.str.1 = private unnamed_addr constant [25 x i8] c"repro-1739-granularity.c\00", align 1, !dbg !47
@__PRETTY_FUNCTION__.t0 = private unnamed_addr constant [17 x i8] c"void *t0(void *)\00", align 1, !dbg !52
@arr = dso_local local_unnamed_addr global [3 x i32] zeroinitializer, align 4, !dbg !65
@bar = dso_local global %union.pthread_barrier_t zeroinitializer, align 8, !dbg !70
@g2 = dso_local local_unnamed_addr global i32 0, align 4, !dbg !63
@g1 = dso_local global i32 0, align 4, !dbg !60

; Function Attrs: noreturn nounwind uwtable
define dso_local noalias noundef nonnull ptr @t0(ptr noundef %0) #0 !dbg !90 {
    #dbg_value(ptr %0, !94, !DIExpression(), !96)
  %2 = ptrtoint ptr %0 to i64, !dbg !97
    #dbg_value(i64 %2, !95, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !96)
  %3 = and i64 %2, 4294967295, !dbg !98
  %4 = icmp eq i64 %3, 1, !dbg !98
  br i1 %4, label %5, label %8, !dbg !100

5:                                                ; preds = %1, %5
  %6 = load volatile i32, ptr @go, align 4, !dbg !101, !tbaa !103
  %7 = icmp eq i32 %6, 0, !dbg !107
  br i1 %7, label %5, label %8, !dbg !108, !llvm.loop !109

8:                                                ; preds = %5, %1
  store i32 0, ptr @g0, align 4, !dbg !112, !tbaa !103
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 23, ptr noundef nonnull @__PRETTY_FUNCTION__.t0) #6, !dbg !113
  unreachable, !dbg !113
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noreturn nounwind
declare !dbg !116 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !121 {
  %1 = alloca [2 x i64], align 16, !DIAssignID !134
    #dbg_assign(i1 undef, !125, !DIExpression(), !134, ptr %1, !DIExpression(), !135)
  %2 = tail call i32 @pthread_barrier_init(ptr noundef nonnull @bar, ptr noundef null, i32 noundef 2) #7, !dbg !136
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #7, !dbg !137
    #dbg_value(i32 0, !131, !DIExpression(), !138)
    #dbg_value(i64 0, !131, !DIExpression(), !138)
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @t0, ptr noundef null) #7, !dbg !139
    #dbg_value(i64 1, !131, !DIExpression(), !138)
  %4 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !141
  %5 = call i32 @pthread_create(ptr noundef nonnull %4, ptr noundef null, ptr noundef nonnull @t0, ptr noundef nonnull inttoptr (i64 1 to ptr)) #7, !dbg !139
    #dbg_value(i64 2, !131, !DIExpression(), !138)
  %6 = load i64, ptr %1, align 16, !dbg !142, !tbaa !143
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null) #7, !dbg !145
  %8 = load i64, ptr %4, align 8, !dbg !146, !tbaa !143
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null) #7, !dbg !147
  %10 = load volatile i32, ptr @g1, align 4, !dbg !148, !tbaa !103
    #dbg_value(i32 %10, !133, !DIExpression(), !135)
  %11 = add nsw i32 %10, 1, !dbg !149
  %12 = load i32, ptr @g0, align 4, !dbg !150, !tbaa !103
  %13 = and i32 %12, 1, !dbg !151
  %14 = zext nneg i32 %13 to i64, !dbg !152
  %15 = getelementptr inbounds [3 x i32], ptr @arr, i64 0, i64 %14, !dbg !152
  store i32 %11, ptr %15, align 4, !dbg !153, !tbaa !103
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #7, !dbg !154
  ret i32 0, !dbg !155
}

; Function Attrs: nounwind
declare !dbg !156 i32 @pthread_barrier_init(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind
declare !dbg !173 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !191 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!82, !83, !84, !85, !86, !87, !88}
!llvm.ident = !{!89}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m0", scope: !2, file: !3, line: 13, type: !11, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "repro-1739-granularity.c", directory: "/work/main/tests/fuzz_reduction", checksumkind: CSK_MD5, checksum: "fcf79a7181c79188f0e2cf8ca1defa94")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!8 = !{!0, !9, !42, !47, !52, !58, !60, !63, !65, !70, !80}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "m1", scope: !2, file: !3, line: 14, type: !11, isLocal: false, isDefinition: true)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !12, line: 72, baseType: !13)
!12 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!13 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !12, line: 67, size: 320, elements: !14)
!14 = !{!15, !36, !41}
!15 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !13, file: !12, line: 69, baseType: !16, size: 320)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !17, line: 22, size: 320, elements: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!18 = !{!19, !20, !22, !23, !24, !25, !27, !28}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !16, file: !17, line: 24, baseType: !5, size: 32)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !16, file: !17, line: 25, baseType: !21, size: 32, offset: 32)
!21 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !16, file: !17, line: 26, baseType: !5, size: 32, offset: 64)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !16, file: !17, line: 28, baseType: !21, size: 32, offset: 96)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !16, file: !17, line: 32, baseType: !5, size: 32, offset: 128)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !16, file: !17, line: 34, baseType: !26, size: 16, offset: 160)
!26 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !16, file: !17, line: 35, baseType: !26, size: 16, offset: 176)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !16, file: !17, line: 36, baseType: !29, size: 128, offset: 192)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !30, line: 55, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!31 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !30, line: 51, size: 128, elements: !32)
!32 = !{!33, !35}
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !31, file: !30, line: 53, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!35 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !31, file: !30, line: 54, baseType: !34, size: 64, offset: 64)
!36 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !13, file: !12, line: 70, baseType: !37, size: 320)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 320, elements: !39)
!38 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!39 = !{!40}
!40 = !DISubrange(count: 40)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !13, file: !12, line: 71, baseType: !6, size: 64)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 64, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 8)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 200, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 25)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 23, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 136, elements: !56)
!55 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !38)
!56 = !{!57}
!57 = !DISubrange(count: 17)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(name: "g0", scope: !2, file: !3, line: 9, type: !5, isLocal: false, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(name: "g1", scope: !2, file: !3, line: 10, type: !62, isLocal: false, isDefinition: true)
!62 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(name: "g2", scope: !2, file: !3, line: 11, type: !5, isLocal: false, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "arr", scope: !2, file: !3, line: 12, type: !67, isLocal: false, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 96, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 3)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(name: "bar", scope: !2, file: !3, line: 15, type: !72, isLocal: false, isDefinition: true)
!72 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrier_t", file: !12, line: 112, baseType: !73)
!73 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !12, line: 108, size: 256, elements: !74)
!74 = !{!75, !79}
!75 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !73, file: !12, line: 110, baseType: !76, size: 256)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 256, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 32)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !73, file: !12, line: 111, baseType: !6, size: 64)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(name: "go", scope: !2, file: !3, line: 16, type: !62, isLocal: false, isDefinition: true)
!82 = !{i32 7, !"Dwarf Version", i32 5}
!83 = !{i32 2, !"Debug Info Version", i32 3}
!84 = !{i32 1, !"wchar_size", i32 4}
!85 = !{i32 8, !"PIC Level", i32 2}
!86 = !{i32 7, !"PIE Level", i32 2}
!87 = !{i32 7, !"uwtable", i32 2}
!88 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!89 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!90 = distinct !DISubprogram(name: "t0", scope: !3, file: !3, line: 18, type: !91, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !93)
!91 = !DISubroutineType(types: !92)
!92 = !{!7, !7}
!93 = !{!94, !95}
!94 = !DILocalVariable(name: "arg", arg: 1, scope: !90, file: !3, line: 18, type: !7)
!95 = !DILocalVariable(name: "id", scope: !90, file: !3, line: 19, type: !5)
!96 = !DILocation(line: 0, scope: !90)
!97 = !DILocation(line: 19, column: 17, scope: !90)
!98 = !DILocation(line: 21, column: 10, scope: !99)
!99 = distinct !DILexicalBlock(scope: !90, file: !3, line: 21, column: 7)
!100 = !DILocation(line: 21, column: 7, scope: !90)
!101 = !DILocation(line: 21, column: 26, scope: !102)
!102 = distinct !DILexicalBlock(scope: !99, file: !3, line: 21, column: 16)
!103 = !{!104, !104, i64 0}
!104 = !{!"int", !105, i64 0}
!105 = !{!"omnipotent char", !106, i64 0}
!106 = !{!"Simple C/C++ TBAA"}
!107 = !DILocation(line: 21, column: 25, scope: !102)
!108 = !DILocation(line: 21, column: 18, scope: !102)
!109 = distinct !{!109, !108, !110, !111}
!110 = !DILocation(line: 21, column: 32, scope: !102)
!111 = !{!"llvm.loop.mustprogress"}
!112 = !DILocation(line: 22, column: 6, scope: !90)
!113 = !DILocation(line: 23, column: 3, scope: !114)
!114 = distinct !DILexicalBlock(scope: !115, file: !3, line: 23, column: 3)
!115 = distinct !DILexicalBlock(scope: !90, file: !3, line: 23, column: 3)
!116 = !DISubprogram(name: "__assert_fail", scope: !117, file: !117, line: 69, type: !118, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!117 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!118 = !DISubroutineType(types: !119)
!119 = !{null, !120, !120, !21, !120}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!121 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !122, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !124)
!122 = !DISubroutineType(types: !123)
!123 = !{!5}
!124 = !{!125, !131, !133}
!125 = !DILocalVariable(name: "th", scope: !121, file: !3, line: 35, type: !126)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !127, size: 128, elements: !129)
!127 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !12, line: 27, baseType: !128)
!128 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!129 = !{!130}
!130 = !DISubrange(count: 2)
!131 = !DILocalVariable(name: "i", scope: !132, file: !3, line: 36, type: !5)
!132 = distinct !DILexicalBlock(scope: !121, file: !3, line: 36, column: 3)
!133 = !DILocalVariable(name: "v1", scope: !121, file: !3, line: 40, type: !5)
!134 = distinct !DIAssignID()
!135 = !DILocation(line: 0, scope: !121)
!136 = !DILocation(line: 34, column: 3, scope: !121)
!137 = !DILocation(line: 35, column: 3, scope: !121)
!138 = !DILocation(line: 0, scope: !132)
!139 = !DILocation(line: 37, column: 5, scope: !140)
!140 = distinct !DILexicalBlock(scope: !132, file: !3, line: 36, column: 3)
!141 = !DILocation(line: 37, column: 21, scope: !140)
!142 = !DILocation(line: 38, column: 16, scope: !121)
!143 = !{!144, !144, i64 0}
!144 = !{!"long", !105, i64 0}
!145 = !DILocation(line: 38, column: 3, scope: !121)
!146 = !DILocation(line: 39, column: 16, scope: !121)
!147 = !DILocation(line: 39, column: 3, scope: !121)
!148 = !DILocation(line: 40, column: 12, scope: !121)
!149 = !DILocation(line: 41, column: 20, scope: !121)
!150 = !DILocation(line: 41, column: 7, scope: !121)
!151 = !DILocation(line: 41, column: 10, scope: !121)
!152 = !DILocation(line: 41, column: 3, scope: !121)
!153 = !DILocation(line: 41, column: 15, scope: !121)
!154 = !DILocation(line: 43, column: 1, scope: !121)
!155 = !DILocation(line: 42, column: 3, scope: !121)
!156 = !DISubprogram(name: "pthread_barrier_init", scope: !157, file: !157, line: 1254, type: !158, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!157 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!158 = !DISubroutineType(types: !159)
!159 = !{!5, !160, !162, !21}
!160 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !161)
!161 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!162 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !163)
!163 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !164, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !165)
!165 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_barrierattr_t", file: !12, line: 118, baseType: !166)
!166 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !12, line: 114, size: 32, elements: !167)
!167 = !{!168, !172}
!168 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !166, file: !12, line: 116, baseType: !169, size: 32)
!169 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 32, elements: !170)
!170 = !{!171}
!171 = !DISubrange(count: 4)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !166, file: !12, line: 117, baseType: !5, size: 32)
!173 = !DISubprogram(name: "pthread_create", scope: !157, file: !157, line: 202, type: !174, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!174 = !DISubroutineType(types: !175)
!175 = !{!5, !176, !178, !189, !190}
!176 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !177)
!177 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !127, size: 64)
!178 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !179)
!179 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!180 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !181)
!181 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !12, line: 62, baseType: !182)
!182 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !12, line: 56, size: 448, elements: !183)
!183 = !{!184, !188}
!184 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !182, file: !12, line: 58, baseType: !185, size: 448)
!185 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 448, elements: !186)
!186 = !{!187}
!187 = !DISubrange(count: 56)
!188 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !182, file: !12, line: 59, baseType: !6, size: 64)
!189 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!190 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !7)
!191 = !DISubprogram(name: "pthread_join", scope: !157, file: !157, line: 219, type: !192, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!192 = !DISubroutineType(types: !193)
!193 = !{!5, !127, !194}
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !7, size: 64)
