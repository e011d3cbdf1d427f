; ModuleID = 'thread_limit_replay.c'
source_filename = "thread_limit_replay.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"ra == 0\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [22 x i8] c"thread_limit_replay.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12
@.str.2 = private unnamed_addr constant [13 x i8] c"rb != EAGAIN\00", align 1, !dbg !18

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !33 {
    #dbg_value(ptr poison, !38, !DIExpression(), !39)
  ret ptr null, !dbg !40
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !41 {
  %1 = alloca i64, align 8, !DIAssignID !53
    #dbg_assign(i1 undef, !46, !DIExpression(), !53, ptr %1, !DIExpression(), !54)
  %2 = alloca i64, align 8, !DIAssignID !55
    #dbg_assign(i1 undef, !50, !DIExpression(), !55, ptr %2, !DIExpression(), !54)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !56
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !56
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !57
    #dbg_value(i32 %3, !51, !DIExpression(), !54)
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !58
    #dbg_value(i32 %4, !52, !DIExpression(), !54)
  %5 = icmp eq i32 %3, 0, !dbg !59
  br i1 %5, label %7, label %6, !dbg !62

6:                                                ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 15, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !59
  unreachable, !dbg !59

7:                                                ; preds = %0
  %8 = icmp eq i32 %4, 11, !dbg !63
  br i1 %8, label %9, label %10, !dbg !66

9:                                                ; preds = %7
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 16, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !63
  unreachable, !dbg !63

10:                                               ; preds = %7
  %11 = load i64, ptr %1, align 8, !dbg !67, !tbaa !68
  %12 = call i32 @pthread_join(i64 noundef %11, ptr noundef null) #6, !dbg !72
  %13 = icmp eq i32 %4, 0, !dbg !73
  br i1 %13, label %14, label %17, !dbg !75

14:                                               ; preds = %10
  %15 = load i64, ptr %2, align 8, !dbg !76, !tbaa !68
  %16 = call i32 @pthread_join(i64 noundef %15, ptr noundef null) #6, !dbg !77
  br label %17, !dbg !77

17:                                               ; preds = %14, %10
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !78
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !78
  ret i32 0, !dbg !79
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !80 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !100 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !106 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

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

!llvm.dbg.cu = !{!23}
!llvm.module.flags = !{!25, !26, !27, !28, !29, !30, !31}
!llvm.ident = !{!32}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "thread_limit_replay.c", directory: ".", checksumkind: CSK_MD5, checksum: "8e1f1613aa7530167aa8f5d5af6bfef0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 22)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = !{!17}
!17 = !DISubrange(count: 15)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 13)
!23 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !24, splitDebugInlining: false, nameTableKind: None)
!24 = !{!0, !7, !12, !18}
!25 = !{i32 7, !"Dwarf Version", i32 5}
!26 = !{i32 2, !"Debug Info Version", i32 3}
!27 = !{i32 1, !"wchar_size", i32 4}
!28 = !{i32 8, !"PIC Level", i32 2}
!29 = !{i32 7, !"PIE Level", i32 2}
!30 = !{i32 7, !"uwtable", i32 2}
!31 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!32 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!33 = distinct !DISubprogram(name: "worker", scope: !2, file: !2, line: 7, type: !34, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !23, retainedNodes: !37)
!34 = !DISubroutineType(types: !35)
!35 = !{!36, !36}
!36 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!37 = !{!38}
!38 = !DILocalVariable(name: "arg", arg: 1, scope: !33, file: !2, line: 7, type: !36)
!39 = !DILocation(line: 0, scope: !33)
!40 = !DILocation(line: 8, column: 3, scope: !33)
!41 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 11, type: !42, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !23, retainedNodes: !45)
!42 = !DISubroutineType(types: !43)
!43 = !{!44}
!44 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!45 = !{!46, !50, !51, !52}
!46 = !DILocalVariable(name: "a", scope: !41, file: !2, line: 12, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !48, line: 27, baseType: !49)
!48 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!49 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!50 = !DILocalVariable(name: "b", scope: !41, file: !2, line: 12, type: !47)
!51 = !DILocalVariable(name: "ra", scope: !41, file: !2, line: 13, type: !44)
!52 = !DILocalVariable(name: "rb", scope: !41, file: !2, line: 14, type: !44)
!53 = distinct !DIAssignID()
!54 = !DILocation(line: 0, scope: !41)
!55 = distinct !DIAssignID()
!56 = !DILocation(line: 12, column: 3, scope: !41)
!57 = !DILocation(line: 13, column: 12, scope: !41)
!58 = !DILocation(line: 14, column: 12, scope: !41)
!59 = !DILocation(line: 15, column: 3, scope: !60)
!60 = distinct !DILexicalBlock(scope: !61, file: !2, line: 15, column: 3)
!61 = distinct !DILexicalBlock(scope: !41, file: !2, line: 15, column: 3)
!62 = !DILocation(line: 15, column: 3, scope: !61)
!63 = !DILocation(line: 16, column: 3, scope: !64)
!64 = distinct !DILexicalBlock(scope: !65, file: !2, line: 16, column: 3)
!65 = distinct !DILexicalBlock(scope: !41, file: !2, line: 16, column: 3)
!66 = !DILocation(line: 16, column: 3, scope: !65)
!67 = !DILocation(line: 17, column: 16, scope: !41)
!68 = !{!69, !69, i64 0}
!69 = !{!"long", !70, i64 0}
!70 = !{!"omnipotent char", !71, i64 0}
!71 = !{!"Simple C/C++ TBAA"}
!72 = !DILocation(line: 17, column: 3, scope: !41)
!73 = !DILocation(line: 18, column: 10, scope: !74)
!74 = distinct !DILexicalBlock(scope: !41, file: !2, line: 18, column: 7)
!75 = !DILocation(line: 18, column: 7, scope: !41)
!76 = !DILocation(line: 19, column: 18, scope: !74)
!77 = !DILocation(line: 19, column: 5, scope: !74)
!78 = !DILocation(line: 21, column: 1, scope: !41)
!79 = !DILocation(line: 20, column: 3, scope: !41)
!80 = !DISubprogram(name: "pthread_create", scope: !81, file: !81, line: 202, type: !82, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!81 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!82 = !DISubroutineType(types: !83)
!83 = !{!44, !84, !86, !98, !99}
!84 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !85)
!85 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !47, size: 64)
!86 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !89)
!89 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !48, line: 62, baseType: !90)
!90 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !48, line: 56, size: 448, elements: !91)
!91 = !{!92, !96}
!92 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !90, file: !48, line: 58, baseType: !93, size: 448)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 56)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !90, file: !48, line: 59, baseType: !97, size: 64)
!97 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!98 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!99 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !36)
!100 = !DISubprogram(name: "__assert_fail", scope: !101, file: !101, line: 69, type: !102, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!101 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!102 = !DISubroutineType(types: !103)
!103 = !{null, !104, !104, !105, !104}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!105 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!106 = !DISubprogram(name: "pthread_join", scope: !81, file: !81, line: 219, type: !107, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!107 = !DISubroutineType(types: !108)
!108 = !{!44, !47, !109}
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
