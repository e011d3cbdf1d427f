; ModuleID = 'mutex_lost_update.c'
source_filename = "mutex_lost_update.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"counter == 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [20 x i8] c"mutex_lost_update.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !31 {
    #dbg_value(ptr poison, !36, !DIExpression(), !37)
  %2 = load i32, ptr @counter, align 4, !dbg !38, !tbaa !39
  %3 = add nsw i32 %2, 1, !dbg !38
  store i32 %3, ptr @counter, align 4, !dbg !38, !tbaa !39
  ret ptr null, !dbg !43
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !44 {
  %1 = alloca i64, align 8, !DIAssignID !53
    #dbg_assign(i1 undef, !48, !DIExpression(), !53, ptr %1, !DIExpression(), !54)
  %2 = alloca i64, align 8, !DIAssignID !55
    #dbg_assign(i1 undef, !52, !DIExpression(), !55, ptr %2, !DIExpression(), !54)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !56
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !56
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !57
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !58
  %5 = load i64, ptr %1, align 8, !dbg !59, !tbaa !60
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #6, !dbg !62
  %7 = load i64, ptr %2, align 8, !dbg !63, !tbaa !60
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !64
  %9 = load i32, ptr @counter, align 4, !dbg !65, !tbaa !39
  %10 = icmp eq i32 %9, 2, !dbg !65
  br i1 %10, label %12, label %11, !dbg !68

11:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 20, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !65
  unreachable, !dbg !65

12:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !69
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !69
  ret i32 0, !dbg !70
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !71 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !91 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !95 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 7, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "mutex_lost_update.c", directory: ".", checksumkind: CSK_MD5, checksum: "cd4d46034817a84bd0049dcbb81f9038")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 104, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 13)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 20)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !{i32 7, !"Dwarf Version", i32 5}
!24 = !{i32 2, !"Debug Info Version", i32 3}
!25 = !{i32 1, !"wchar_size", i32 4}
!26 = !{i32 8, !"PIC Level", i32 2}
!27 = !{i32 7, !"PIE Level", i32 2}
!28 = !{i32 7, !"uwtable", i32 2}
!29 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!30 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!31 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !32, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!35 = !{!36}
!36 = !DILocalVariable(name: "arg", arg: 1, scope: !31, file: !3, line: 9, type: !34)
!37 = !DILocation(line: 0, scope: !31)
!38 = !DILocation(line: 10, column: 10, scope: !31)
!39 = !{!40, !40, i64 0}
!40 = !{!"int", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 11, column: 3, scope: !31)
!44 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !45, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !47)
!45 = !DISubroutineType(types: !46)
!46 = !{!22}
!47 = !{!48, !52}
!48 = !DILocalVariable(name: "a", scope: !44, file: !3, line: 15, type: !49)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !50, line: 27, baseType: !51)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!51 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!52 = !DILocalVariable(name: "b", scope: !44, file: !3, line: 15, type: !49)
!53 = distinct !DIAssignID()
!54 = !DILocation(line: 0, scope: !44)
!55 = distinct !DIAssignID()
!56 = !DILocation(line: 15, column: 3, scope: !44)
!57 = !DILocation(line: 16, column: 3, scope: !44)
!58 = !DILocation(line: 17, column: 3, scope: !44)
!59 = !DILocation(line: 18, column: 16, scope: !44)
!60 = !{!61, !61, i64 0}
!61 = !{!"long", !41, i64 0}
!62 = !DILocation(line: 18, column: 3, scope: !44)
!63 = !DILocation(line: 19, column: 16, scope: !44)
!64 = !DILocation(line: 19, column: 3, scope: !44)
!65 = !DILocation(line: 20, column: 3, scope: !66)
!66 = distinct !DILexicalBlock(scope: !67, file: !3, line: 20, column: 3)
!67 = distinct !DILexicalBlock(scope: !44, file: !3, line: 20, column: 3)
!68 = !DILocation(line: 20, column: 3, scope: !67)
!69 = !DILocation(line: 22, column: 1, scope: !44)
!70 = !DILocation(line: 21, column: 3, scope: !44)
!71 = !DISubprogram(name: "pthread_create", scope: !72, file: !72, line: 202, type: !73, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!72 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!73 = !DISubroutineType(types: !74)
!74 = !{!22, !75, !77, !89, !90}
!75 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !49, size: 64)
!77 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !79, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !50, line: 62, baseType: !81)
!81 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !50, line: 56, size: 448, elements: !82)
!82 = !{!83, !87}
!83 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !81, file: !50, line: 58, baseType: !84, size: 448)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 56)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !81, file: !50, line: 59, baseType: !88, size: 64)
!88 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !34)
!91 = !DISubprogram(name: "pthread_join", scope: !72, file: !72, line: 219, type: !92, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!92 = !DISubroutineType(types: !93)
!93 = !{!22, !49, !94}
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!95 = !DISubprogram(name: "__assert_fail", scope: !96, file: !96, line: 69, type: !97, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!96 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!97 = !DISubroutineType(types: !98)
!98 = !{null, !99, !99, !100, !99}
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!100 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
