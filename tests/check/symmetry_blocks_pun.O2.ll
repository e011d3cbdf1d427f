; ModuleID = 'symmetry_blocks_pun.c'
source_filename = "symmetry_blocks_pun.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.pthread_mutex_t = type { %struct.__pthread_mutex_s }
%struct.__pthread_mutex_s = type { i32, i32, i32, i32, i32, i16, i16, %struct.__pthread_internal_list }
%struct.__pthread_internal_list = type { ptr, ptr }
%union.word = type { ptr }

@m = dso_local global %union.pthread_mutex_t zeroinitializer, align 8, !dbg !0
@done = dso_local local_unnamed_addr global i32 0, align 4, !dbg !22
@slot = dso_local local_unnamed_addr global [2 x %union.word] zeroinitializer, align 16, !dbg !25
@.str = private unnamed_addr constant [11 x i8] c"!ordered()\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [22 x i8] c"symmetry_blocks_pun.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture noundef %0) #0 !dbg !74 {
    #dbg_value(ptr %0, !79, !DIExpression(), !86)
    #dbg_value(ptr %0, !80, !DIExpression(), !86)
  %2 = load i32, ptr %0, align 4, !dbg !87, !tbaa !88
  %3 = add nsw i32 %2, 1, !dbg !93
  %4 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !94
  store i32 %3, ptr %4, align 4, !dbg !95, !tbaa !96
  %5 = tail call i32 @pthread_mutex_lock(ptr noundef nonnull @m) #6, !dbg !97
  %6 = load i32, ptr %4, align 4, !dbg !98, !tbaa !96
  %7 = load i32, ptr @done, align 4, !dbg !99, !tbaa !100
  %8 = add nsw i32 %7, %6, !dbg !99
  store i32 %8, ptr @done, align 4, !dbg !99, !tbaa !100
  %9 = tail call i32 @pthread_mutex_unlock(ptr noundef nonnull @m) #6, !dbg !101
  ret ptr null, !dbg !102
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !103 i32 @pthread_mutex_lock(ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !108 i32 @pthread_mutex_unlock(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !109 {
  %1 = alloca i64, align 8, !DIAssignID !121
    #dbg_assign(i1 undef, !113, !DIExpression(), !121, ptr %1, !DIExpression(), !122)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !123
    #dbg_value(i32 0, !116, !DIExpression(), !124)
    #dbg_value(i32 0, !116, !DIExpression(), !124)
  %2 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #7, !dbg !125
    #dbg_value(ptr %2, !118, !DIExpression(), !126)
  %3 = icmp eq ptr %2, null, !dbg !127
  br i1 %3, label %19, label %4, !dbg !129

4:                                                ; preds = %0
  store i32 1, ptr %2, align 4, !dbg !130, !tbaa !88
  %5 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %2) #6, !dbg !131
    #dbg_value(i32 1, !116, !DIExpression(), !124)
  %6 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #7, !dbg !125
    #dbg_value(ptr %6, !118, !DIExpression(), !126)
  %7 = icmp eq ptr %6, null, !dbg !127
  br i1 %7, label %19, label %8, !dbg !129

8:                                                ; preds = %4
  store i32 1, ptr %6, align 4, !dbg !130, !tbaa !88
  %9 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %6) #6, !dbg !131
    #dbg_value(i32 2, !116, !DIExpression(), !124)
  %10 = call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #7, !dbg !125
    #dbg_value(ptr %10, !118, !DIExpression(), !126)
  %11 = icmp eq ptr %10, null, !dbg !127
  br i1 %11, label %19, label %12, !dbg !129

12:                                               ; preds = %8
  store i32 1, ptr %10, align 4, !dbg !130, !tbaa !88
  %13 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %10) #6, !dbg !131
    #dbg_value(i32 3, !116, !DIExpression(), !124)
  %14 = call noalias dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #7, !dbg !132
  store ptr %14, ptr @slot, align 16, !dbg !133, !tbaa !134
  %15 = call noalias dereferenceable_or_null(4) ptr @malloc(i64 noundef 4) #7, !dbg !135
  store ptr %15, ptr getelementptr inbounds (i8, ptr @slot, i64 8), align 8, !dbg !136, !tbaa !134
  %16 = call fastcc i32 @ordered(), !dbg !137
  %17 = icmp eq i32 %16, 0, !dbg !137
  br i1 %17, label %19, label %18, !dbg !140

18:                                               ; preds = %12
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 41, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !137
  unreachable, !dbg !137

19:                                               ; preds = %0, %4, %8, %12
  %20 = phi i32 [ 0, %12 ], [ 1, %8 ], [ 1, %4 ], [ 1, %0 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !141
  ret i32 %20, !dbg !141
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !142 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !148 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @ordered() unnamed_addr #4 !dbg !166 {
  %1 = load i64, ptr @slot, align 16, !dbg !167, !tbaa !134
  %2 = load i64, ptr getelementptr inbounds (i8, ptr @slot, i64 8), align 8, !dbg !168, !tbaa !134
  %3 = icmp slt i64 %1, %2, !dbg !169
  %4 = zext i1 %3 to i32, !dbg !169
  ret i32 %4, !dbg !170
}

; Function Attrs: noreturn nounwind
declare !dbg !171 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { nounwind allocsize(0) }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!66, !67, !68, !69, !70, !71, !72}
!llvm.ident = !{!73}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "m", scope: !2, file: !3, line: 15, type: !36, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_blocks_pun.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "b354605b7d4881eb6fe214a963c014d0")
!4 = !{!0, !5, !11, !16, !22, !25}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 88, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 11)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 176, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 22)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "done", scope: !2, file: !3, line: 14, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "slot", scope: !2, file: !3, line: 16, type: !27, isLocal: false, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !28, size: 128, elements: !34)
!28 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "word", file: !3, line: 16, size: 64, elements: !29)
!29 = !{!30, !32}
!30 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !28, file: !3, line: 16, baseType: !31, size: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !28, file: !3, line: 16, baseType: !33, size: 64)
!33 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!34 = !{!35}
!35 = !DISubrange(count: 2)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_mutex_t", file: !37, line: 72, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!38 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !37, line: 67, size: 320, elements: !39)
!39 = !{!40, !61, !65}
!40 = !DIDerivedType(tag: DW_TAG_member, name: "__data", scope: !38, file: !37, line: 69, baseType: !41, size: 320)
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_mutex_s", file: !42, line: 22, size: 320, elements: !43)
!42 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/struct_mutex.h", directory: "", checksumkind: CSK_MD5, checksum: "584baedd80e6041b81caae7f496091c0")
!43 = !{!44, !45, !47, !48, !49, !50, !52, !53}
!44 = !DIDerivedType(tag: DW_TAG_member, name: "__lock", scope: !41, file: !42, line: 24, baseType: !24, size: 32)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "__count", scope: !41, file: !42, line: 25, baseType: !46, size: 32, offset: 32)
!46 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "__owner", scope: !41, file: !42, line: 26, baseType: !24, size: 32, offset: 64)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "__nusers", scope: !41, file: !42, line: 28, baseType: !46, size: 32, offset: 96)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "__kind", scope: !41, file: !42, line: 32, baseType: !24, size: 32, offset: 128)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "__spins", scope: !41, file: !42, line: 34, baseType: !51, size: 16, offset: 160)
!51 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "__elision", scope: !41, file: !42, line: 35, baseType: !51, size: 16, offset: 176)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "__list", scope: !41, file: !42, line: 36, baseType: !54, size: 128, offset: 192)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "__pthread_list_t", file: !55, line: 55, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/thread-shared-types.h", directory: "", checksumkind: CSK_MD5, checksum: "04c81e86d34dad9c99ad006d32e47a0d")
!56 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__pthread_internal_list", file: !55, line: 51, size: 128, elements: !57)
!57 = !{!58, !60}
!58 = !DIDerivedType(tag: DW_TAG_member, name: "__prev", scope: !56, file: !55, line: 53, baseType: !59, size: 64)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "__next", scope: !56, file: !55, line: 54, baseType: !59, size: 64, offset: 64)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !38, file: !37, line: 70, baseType: !62, size: 320)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 320, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 40)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !38, file: !37, line: 71, baseType: !33, size: 64)
!66 = !{i32 7, !"Dwarf Version", i32 5}
!67 = !{i32 2, !"Debug Info Version", i32 3}
!68 = !{i32 1, !"wchar_size", i32 4}
!69 = !{i32 8, !"PIC Level", i32 2}
!70 = !{i32 7, !"PIE Level", i32 2}
!71 = !{i32 7, !"uwtable", i32 2}
!72 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!73 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!74 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 18, type: !75, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !78)
!75 = !DISubroutineType(types: !76)
!76 = !{!77, !77}
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!78 = !{!79, !80}
!79 = !DILocalVariable(name: "arg", arg: 1, scope: !74, file: !3, line: 18, type: !77)
!80 = !DILocalVariable(name: "j", scope: !74, file: !3, line: 19, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "job", file: !3, line: 13, size: 64, elements: !83)
!83 = !{!84, !85}
!84 = !DIDerivedType(tag: DW_TAG_member, name: "in", scope: !82, file: !3, line: 13, baseType: !24, size: 32)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "out", scope: !82, file: !3, line: 13, baseType: !24, size: 32, offset: 32)
!86 = !DILocation(line: 0, scope: !74)
!87 = !DILocation(line: 20, column: 15, scope: !74)
!88 = !{!89, !90, i64 0}
!89 = !{!"job", !90, i64 0, !90, i64 4}
!90 = !{!"int", !91, i64 0}
!91 = !{!"omnipotent char", !92, i64 0}
!92 = !{!"Simple C/C++ TBAA"}
!93 = !DILocation(line: 20, column: 18, scope: !74)
!94 = !DILocation(line: 20, column: 6, scope: !74)
!95 = !DILocation(line: 20, column: 10, scope: !74)
!96 = !{!89, !90, i64 4}
!97 = !DILocation(line: 21, column: 3, scope: !74)
!98 = !DILocation(line: 22, column: 14, scope: !74)
!99 = !DILocation(line: 22, column: 8, scope: !74)
!100 = !{!90, !90, i64 0}
!101 = !DILocation(line: 23, column: 3, scope: !74)
!102 = !DILocation(line: 24, column: 3, scope: !74)
!103 = !DISubprogram(name: "pthread_mutex_lock", scope: !104, file: !104, line: 794, type: !105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!105 = !DISubroutineType(types: !106)
!106 = !{!24, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!108 = !DISubprogram(name: "pthread_mutex_unlock", scope: !104, file: !104, line: 835, type: !105, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!109 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 31, type: !110, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !112)
!110 = !DISubroutineType(types: !111)
!111 = !{!24}
!112 = !{!113, !116, !118}
!113 = !DILocalVariable(name: "t", scope: !109, file: !3, line: 32, type: !114)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !37, line: 27, baseType: !115)
!115 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!116 = !DILocalVariable(name: "i", scope: !117, file: !3, line: 33, type: !24)
!117 = distinct !DILexicalBlock(scope: !109, file: !3, line: 33, column: 3)
!118 = !DILocalVariable(name: "j", scope: !119, file: !3, line: 34, type: !81)
!119 = distinct !DILexicalBlock(scope: !120, file: !3, line: 33, column: 31)
!120 = distinct !DILexicalBlock(scope: !117, file: !3, line: 33, column: 3)
!121 = distinct !DIAssignID()
!122 = !DILocation(line: 0, scope: !109)
!123 = !DILocation(line: 32, column: 3, scope: !109)
!124 = !DILocation(line: 0, scope: !117)
!125 = !DILocation(line: 34, column: 21, scope: !119)
!126 = !DILocation(line: 0, scope: !119)
!127 = !DILocation(line: 35, column: 10, scope: !128)
!128 = distinct !DILexicalBlock(scope: !119, file: !3, line: 35, column: 9)
!129 = !DILocation(line: 35, column: 9, scope: !119)
!130 = !DILocation(line: 36, column: 11, scope: !119)
!131 = !DILocation(line: 37, column: 5, scope: !119)
!132 = !DILocation(line: 39, column: 15, scope: !109)
!133 = !DILocation(line: 39, column: 13, scope: !109)
!134 = !{!91, !91, i64 0}
!135 = !DILocation(line: 40, column: 15, scope: !109)
!136 = !DILocation(line: 40, column: 13, scope: !109)
!137 = !DILocation(line: 41, column: 3, scope: !138)
!138 = distinct !DILexicalBlock(scope: !139, file: !3, line: 41, column: 3)
!139 = distinct !DILexicalBlock(scope: !109, file: !3, line: 41, column: 3)
!140 = !DILocation(line: 41, column: 3, scope: !139)
!141 = !DILocation(line: 43, column: 1, scope: !109)
!142 = !DISubprogram(name: "malloc", scope: !143, file: !143, line: 553, type: !144, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!143 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!144 = !DISubroutineType(types: !145)
!145 = !{!77, !146}
!146 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !147, line: 18, baseType: !115)
!147 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!148 = !DISubprogram(name: "pthread_create", scope: !104, file: !104, line: 202, type: !149, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DISubroutineType(types: !150)
!150 = !{!24, !151, !153, !164, !165}
!151 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !152)
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !154)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !155, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !156)
!156 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !37, line: 62, baseType: !157)
!157 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !37, line: 56, size: 448, elements: !158)
!158 = !{!159, !163}
!159 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !157, file: !37, line: 58, baseType: !160, size: 448)
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !161)
!161 = !{!162}
!162 = !DISubrange(count: 56)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !157, file: !37, line: 59, baseType: !33, size: 64)
!164 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !75, size: 64)
!165 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !77)
!166 = distinct !DISubprogram(name: "ordered", scope: !3, file: !3, line: 27, type: !110, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!167 = !DILocation(line: 28, column: 18, scope: !166)
!168 = !DILocation(line: 28, column: 30, scope: !166)
!169 = !DILocation(line: 28, column: 20, scope: !166)
!170 = !DILocation(line: 28, column: 3, scope: !166)
!171 = !DISubprogram(name: "__assert_fail", scope: !172, file: !172, line: 69, type: !173, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!172 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!173 = !DISubroutineType(types: !174)
!174 = !{null, !175, !175, !46, !175}
!175 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
