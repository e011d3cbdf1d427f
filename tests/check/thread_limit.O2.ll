; ModuleID = 'thread_limit.c'
source_filename = "thread_limit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"ra == 0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"thread_limit.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12
@.str.2 = private unnamed_addr constant [13 x i8] c"rb == EAGAIN\00", align 1, !dbg !16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !31 {
    #dbg_value(ptr poison, !36, !DIExpression(), !37)
  ret ptr null, !dbg !38
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !39 {
  %1 = alloca i64, align 8, !DIAssignID !51
    #dbg_assign(i1 undef, !44, !DIExpression(), !51, ptr %1, !DIExpression(), !52)
  %2 = alloca i64, align 8, !DIAssignID !53
    #dbg_assign(i1 undef, !48, !DIExpression(), !53, ptr %2, !DIExpression(), !52)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !54
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !54
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !55
    #dbg_value(i32 %3, !49, !DIExpression(), !52)
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !56
    #dbg_value(i32 %4, !50, !DIExpression(), !52)
  %5 = icmp eq i32 %3, 0, !dbg !57
  br i1 %5, label %7, label %6, !dbg !60

6:                                                ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 19, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !57
  unreachable, !dbg !57

7:                                                ; preds = %0
  %8 = icmp eq i32 %4, 11, !dbg !61
  br i1 %8, label %10, label %9, !dbg !64

9:                                                ; preds = %7
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 20, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !61
  unreachable, !dbg !61

10:                                               ; preds = %7
  %11 = load i64, ptr %1, align 8, !dbg !65, !tbaa !66
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !70
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !71
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !71
  ret i32 0, !dbg !72
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !73 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !93 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !99 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!21}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "thread_limit.c", directory: ".", checksumkind: CSK_MD5, checksum: "03aa82da3e8fdab5e9d2388e83f90829")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !10)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 13)
!21 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !22, splitDebugInlining: false, nameTableKind: None)
!22 = !{!0, !7, !12, !16}
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 11, type: !32, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !21, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!35 = !{!36}
!36 = !DILocalVariable(name: "arg", arg: 1, scope: !31, file: !2, line: 11, type: !34)
!37 = !DILocation(line: 0, scope: !31)
!38 = !DILocation(line: 12, column: 3, scope: !31)
!39 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 15, type: !40, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !21, retainedNodes: !43)
!40 = !DISubroutineType(types: !41)
!41 = !{!42}
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !{!44, !48, !49, !50}
!44 = !DILocalVariable(name: "a", scope: !39, file: !2, line: 16, type: !45)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !46, line: 27, baseType: !47)
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!47 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!48 = !DILocalVariable(name: "b", scope: !39, file: !2, line: 16, type: !45)
!49 = !DILocalVariable(name: "ra", scope: !39, file: !2, line: 17, type: !42)
!50 = !DILocalVariable(name: "rb", scope: !39, file: !2, line: 18, type: !42)
!51 = distinct !DIAssignID()
!52 = !DILocation(line: 0, scope: !39)
!53 = distinct !DIAssignID()
!54 = !DILocation(line: 16, column: 3, scope: !39)
!55 = !DILocation(line: 17, column: 12, scope: !39)
!56 = !DILocation(line: 18, column: 12, scope: !39)
!57 = !DILocation(line: 19, column: 3, scope: !58)
!58 = distinct !DILexicalBlock(scope: !59, file: !2, line: 19, column: 3)
!59 = distinct !DILexicalBlock(scope: !39, file: !2, line: 19, column: 3)
!60 = !DILocation(line: 19, column: 3, scope: !59)
!61 = !DILocation(line: 20, column: 3, scope: !62)
!62 = distinct !DILexicalBlock(scope: !63, file: !2, line: 20, column: 3)
!63 = distinct !DILexicalBlock(scope: !39, file: !2, line: 20, column: 3)
!64 = !DILocation(line: 20, column: 3, scope: !63)
!65 = !DILocation(line: 21, column: 16, scope: !39)
!66 = !{!67, !67, i64 0}
!67 = !{!"long", !68, i64 0}
!68 = !{!"omnipotent char", !69, i64 0}
!69 = !{!"Simple C/C++ TBAA"}
!70 = !DILocation(line: 21, column: 3, scope: !39)
!71 = !DILocation(line: 23, column: 1, scope: !39)
!72 = !DILocation(line: 22, column: 3, scope: !39)
!73 = !DISubprogram(name: "pthread_create", scope: !74, file: !74, line: 202, type: !75, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!74 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!75 = !DISubroutineType(types: !76)
!76 = !{!42, !77, !79, !91, !92}
!77 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !82)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !46, line: 62, baseType: !83)
!83 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !46, line: 56, size: 448, elements: !84)
!84 = !{!85, !89}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !83, file: !46, line: 58, baseType: !86, size: 448)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 56)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !83, file: !46, line: 59, baseType: !90, size: 64)
!90 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !34)
!93 = !DISubprogram(name: "__assert_fail", scope: !94, file: !94, line: 69, type: !95, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!94 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!95 = !DISubroutineType(types: !96)
!96 = !{null, !97, !97, !98, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!98 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!99 = !DISubprogram(name: "pthread_join", scope: !74, file: !74, line: 219, type: !100, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DISubroutineType(types: !101)
!101 = !{!42, !45, !102}
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
