; ModuleID = 'dead_stack_thread_ok.c'
source_filename = "dead_stack_thread_ok.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"run() == 1\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [23 x i8] c"dead_stack_thread_ok.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture noundef writeonly %0) #0 !dbg !28 {
    #dbg_value(ptr %0, !33, !DIExpression(), !37)
    #dbg_value(ptr %0, !34, !DIExpression(), !37)
  store i32 1, ptr %0, align 4, !dbg !38, !tbaa !39
  ret ptr null, !dbg !43
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local i32 @run() local_unnamed_addr #2 !dbg !44 {
  %1 = alloca i32, align 4, !DIAssignID !53
    #dbg_assign(i1 undef, !48, !DIExpression(), !53, ptr %1, !DIExpression(), !54)
  %2 = alloca i64, align 8, !DIAssignID !55
    #dbg_assign(i1 undef, !49, !DIExpression(), !55, ptr %2, !DIExpression(), !54)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #7, !dbg !56
  store i32 0, ptr %1, align 4, !dbg !57, !tbaa !39, !DIAssignID !58
    #dbg_assign(i32 0, !48, !DIExpression(), !58, ptr %1, !DIExpression(), !54)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !59
  %3 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef nonnull %1) #7, !dbg !60
  %4 = load i64, ptr %2, align 8, !dbg !61, !tbaa !62
  %5 = call i32 @pthread_join(i64 noundef %4, ptr noundef null) #7, !dbg !64
  %6 = load i32, ptr %1, align 4, !dbg !65, !tbaa !39
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !66
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #7, !dbg !66
  ret i32 %6, !dbg !67
}

; Function Attrs: nounwind
declare !dbg !68 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !88 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #5 !dbg !92 {
  %1 = tail call i32 @run(), !dbg !93
  %2 = icmp eq i32 %1, 1, !dbg !93
  br i1 %2, label %4, label %3, !dbg !96

3:                                                ; preds = %0
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 21, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !93
  unreachable, !dbg !93

4:                                                ; preds = %0
  ret i32 0, !dbg !97
}

; Function Attrs: noreturn nounwind
declare !dbg !98 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!18}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "dead_stack_thread_ok.c", directory: ".", checksumkind: CSK_MD5, checksum: "a5721189dc38305567190d19b11ccaec")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 23)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = !{!17}
!17 = !DISubrange(count: 15)
!18 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !19, splitDebugInlining: false, nameTableKind: None)
!19 = !{!0, !7, !12}
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 2}
!26 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!27 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!28 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 6, type: !29, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !32)
!29 = !DISubroutineType(types: !30)
!30 = !{!31, !31}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!32 = !{!33, !34}
!33 = !DILocalVariable(name: "arg", arg: 1, scope: !28, file: !2, line: 6, type: !31)
!34 = !DILocalVariable(name: "p", scope: !28, file: !2, line: 7, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DILocation(line: 0, scope: !28)
!38 = !DILocation(line: 8, column: 6, scope: !28)
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 9, column: 3, scope: !28)
!44 = distinct !DISubprogram(name: "run", scope: !2, file: !2, line: 12, type: !45, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !47)
!45 = !DISubroutineType(types: !46)
!46 = !{!36}
!47 = !{!48, !49}
!48 = !DILocalVariable(name: "local", scope: !44, file: !2, line: 13, type: !36)
!49 = !DILocalVariable(name: "t", scope: !44, file: !2, line: 14, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !51, line: 27, baseType: !52)
!51 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = distinct !DIAssignID()
!54 = !DILocation(line: 0, scope: !44)
!55 = distinct !DIAssignID()
!56 = !DILocation(line: 13, column: 3, scope: !44)
!57 = !DILocation(line: 13, column: 7, scope: !44)
!58 = distinct !DIAssignID()
!59 = !DILocation(line: 14, column: 3, scope: !44)
!60 = !DILocation(line: 15, column: 3, scope: !44)
!61 = !DILocation(line: 16, column: 16, scope: !44)
!62 = !{!63, !63, i64 0}
!63 = !{!"long", !41, i64 0}
!64 = !DILocation(line: 16, column: 3, scope: !44)
!65 = !DILocation(line: 17, column: 10, scope: !44)
!66 = !DILocation(line: 18, column: 1, scope: !44)
!67 = !DILocation(line: 17, column: 3, scope: !44)
!68 = !DISubprogram(name: "pthread_create", scope: !69, file: !69, line: 202, type: !70, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!69 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!70 = !DISubroutineType(types: !71)
!71 = !{!36, !72, !74, !86, !87}
!72 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !73)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !51, line: 62, baseType: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !51, line: 56, size: 448, elements: !79)
!79 = !{!80, !84}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !78, file: !51, line: 58, baseType: !81, size: 448)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 56)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !78, file: !51, line: 59, baseType: !85, size: 64)
!85 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !31)
!88 = !DISubprogram(name: "pthread_join", scope: !69, file: !69, line: 219, type: !89, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!89 = !DISubroutineType(types: !90)
!90 = !{!36, !50, !91}
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!92 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !45, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18)
!93 = !DILocation(line: 21, column: 3, scope: !94)
!94 = distinct !DILexicalBlock(scope: !95, file: !2, line: 21, column: 3)
!95 = distinct !DILexicalBlock(scope: !92, file: !2, line: 21, column: 3)
!96 = !DILocation(line: 21, column: 3, scope: !95)
!97 = !DILocation(line: 22, column: 3, scope: !92)
!98 = !DISubprogram(name: "__assert_fail", scope: !99, file: !99, line: 69, type: !100, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!99 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!100 = !DISubroutineType(types: !101)
!101 = !{null, !102, !102, !103, !102}
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!103 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
