; ModuleID = 'thread_local.c'
source_filename = "thread_local.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local thread_local local_unnamed_addr global i32 10, align 4, !dbg !0
@b = dso_local thread_local local_unnamed_addr global i32 0, align 4, !dbg !25
@.str = private unnamed_addr constant [18 x i8] c"a == 11 && b == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [15 x i8] c"thread_local.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !22

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !36 {
    #dbg_value(ptr poison, !41, !DIExpression(), !42)
  %2 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @a), !dbg !43
  %3 = load i32, ptr %2, align 4, !dbg !44, !tbaa !45
  %4 = add nsw i32 %3, 1, !dbg !44
  store i32 %4, ptr %2, align 4, !dbg !44, !tbaa !45
  %5 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @b), !dbg !49
  %6 = load i32, ptr %5, align 4, !dbg !50, !tbaa !45
  %7 = add nsw i32 %6, 2, !dbg !50
  store i32 %7, ptr %5, align 4, !dbg !50, !tbaa !45
  %8 = icmp eq i32 %4, 11, !dbg !51
  %9 = icmp eq i32 %6, 0, !dbg !51
  %10 = select i1 %8, i1 %9, i1 false, !dbg !51
  br i1 %10, label %12, label %11, !dbg !51

11:                                               ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 13, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #6, !dbg !51
  unreachable, !dbg !51

12:                                               ; preds = %1
  ret ptr null, !dbg !54
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

; Function Attrs: noreturn nounwind
declare !dbg !55 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !61 {
  %1 = alloca i64, align 8, !DIAssignID !69
    #dbg_assign(i1 undef, !65, !DIExpression(), !69, ptr %1, !DIExpression(), !70)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #7, !dbg !71
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !72
    #dbg_value(ptr null, !41, !DIExpression(), !73)
  %3 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @a), !dbg !75
  %4 = load i32, ptr %3, align 4, !dbg !76, !tbaa !45
  %5 = add nsw i32 %4, 1, !dbg !76
  store i32 %5, ptr %3, align 4, !dbg !76, !tbaa !45
  %6 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @b), !dbg !77
  %7 = load i32, ptr %6, align 4, !dbg !78, !tbaa !45
  %8 = add nsw i32 %7, 2, !dbg !78
  store i32 %8, ptr %6, align 4, !dbg !78, !tbaa !45
  %9 = icmp eq i32 %5, 11, !dbg !79
  %10 = icmp eq i32 %7, 0, !dbg !79
  %11 = select i1 %9, i1 %10, i1 false, !dbg !79
  br i1 %11, label %13, label %12, !dbg !79

12:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 13, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #6, !dbg !79
  unreachable, !dbg !79

13:                                               ; preds = %0
  %14 = load i64, ptr %1, align 8, !dbg !80, !tbaa !81
  %15 = call i32 @pthread_join(i64 noundef %14, ptr noundef null) #7, !dbg !83
  %16 = load i32, ptr %3, align 4, !dbg !84, !tbaa !45
  %17 = icmp eq i32 %16, 11, !dbg !84
  %18 = load i32, ptr %6, align 4, !dbg !84
  %19 = icmp eq i32 %18, 2, !dbg !84
  %20 = select i1 %17, i1 %19, i1 false, !dbg !84
  br i1 %20, label %22, label %21, !dbg !84

21:                                               ; preds = %13
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 22, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #6, !dbg !84
  unreachable, !dbg !84

22:                                               ; preds = %13
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #7, !dbg !87
  ret i32 0, !dbg !88
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !89 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !109 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 7, type: !27, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "thread_local.c", directory: ".", checksumkind: CSK_MD5, checksum: "f841183ff47765b44338d1eed7f8d992")
!4 = !{!0, !5, !11, !16, !22, !25}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 144, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 18)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 120, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 15)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 13, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !14)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 8, type: !27, isLocal: false, isDefinition: true)
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 10, type: !37, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!40 = !{!41}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !36, file: !3, line: 10, type: !39)
!42 = !DILocation(line: 0, scope: !36)
!43 = !DILocation(line: 11, column: 3, scope: !36)
!44 = !DILocation(line: 11, column: 4, scope: !36)
!45 = !{!46, !46, i64 0}
!46 = !{!"int", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocation(line: 12, column: 3, scope: !36)
!50 = !DILocation(line: 12, column: 5, scope: !36)
!51 = !DILocation(line: 13, column: 3, scope: !52)
!52 = distinct !DILexicalBlock(scope: !53, file: !3, line: 13, column: 3)
!53 = distinct !DILexicalBlock(scope: !36, file: !3, line: 13, column: 3)
!54 = !DILocation(line: 14, column: 3, scope: !36)
!55 = !DISubprogram(name: "__assert_fail", scope: !56, file: !56, line: 69, type: !57, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!56 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!57 = !DISubroutineType(types: !58)
!58 = !{null, !59, !59, !60, !59}
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!60 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!61 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !62, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !64)
!62 = !DISubroutineType(types: !63)
!63 = !{!27}
!64 = !{!65}
!65 = !DILocalVariable(name: "t", scope: !61, file: !3, line: 18, type: !66)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !67, line: 27, baseType: !68)
!67 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!68 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!69 = distinct !DIAssignID()
!70 = !DILocation(line: 0, scope: !61)
!71 = !DILocation(line: 18, column: 3, scope: !61)
!72 = !DILocation(line: 19, column: 3, scope: !61)
!73 = !DILocation(line: 0, scope: !36, inlinedAt: !74)
!74 = distinct !DILocation(line: 20, column: 3, scope: !61)
!75 = !DILocation(line: 11, column: 3, scope: !36, inlinedAt: !74)
!76 = !DILocation(line: 11, column: 4, scope: !36, inlinedAt: !74)
!77 = !DILocation(line: 12, column: 3, scope: !36, inlinedAt: !74)
!78 = !DILocation(line: 12, column: 5, scope: !36, inlinedAt: !74)
!79 = !DILocation(line: 13, column: 3, scope: !52, inlinedAt: !74)
!80 = !DILocation(line: 21, column: 16, scope: !61)
!81 = !{!82, !82, i64 0}
!82 = !{!"long", !47, i64 0}
!83 = !DILocation(line: 21, column: 3, scope: !61)
!84 = !DILocation(line: 22, column: 3, scope: !85)
!85 = distinct !DILexicalBlock(scope: !86, file: !3, line: 22, column: 3)
!86 = distinct !DILexicalBlock(scope: !61, file: !3, line: 22, column: 3)
!87 = !DILocation(line: 24, column: 1, scope: !61)
!88 = !DILocation(line: 23, column: 3, scope: !61)
!89 = !DISubprogram(name: "pthread_create", scope: !90, file: !90, line: 202, type: !91, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!91 = !DISubroutineType(types: !92)
!92 = !{!27, !93, !95, !107, !108}
!93 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !96)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !67, line: 62, baseType: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !67, line: 56, size: 448, elements: !100)
!100 = !{!101, !105}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !99, file: !67, line: 58, baseType: !102, size: 448)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 56)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !99, file: !67, line: 59, baseType: !106, size: 64)
!106 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !39)
!109 = !DISubprogram(name: "pthread_join", scope: !90, file: !90, line: 219, type: !110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!110 = !DISubroutineType(types: !111)
!111 = !{!27, !66, !112}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
