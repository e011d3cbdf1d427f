; ModuleID = 'detach.c'
source_filename = "detach.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@ran = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [23 x i8] c"pthread_detach(t) == 0\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [9 x i8] c"detach.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [29 x i8] c"pthread_join(t, 0) == EINVAL\00", align 1, !dbg !22

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !36 {
    #dbg_value(ptr poison, !41, !DIExpression(), !42)
  store i32 1, ptr @ran, align 4, !dbg !43, !tbaa !44
  ret ptr null, !dbg !48
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !49 {
  %1 = alloca i64, align 8, !DIAssignID !57
    #dbg_assign(i1 undef, !53, !DIExpression(), !57, ptr %1, !DIExpression(), !58)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !59
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #6, !dbg !60
  %3 = load i64, ptr %1, align 8, !dbg !61, !tbaa !64
  %4 = call i32 @pthread_detach(i64 noundef %3) #6, !dbg !61
  %5 = icmp eq i32 %4, 0, !dbg !61
  br i1 %5, label %7, label %6, !dbg !66

6:                                                ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 17, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !61
  unreachable, !dbg !61

7:                                                ; preds = %0
  %8 = load i64, ptr %1, align 8, !dbg !67, !tbaa !64
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null) #6, !dbg !67
  %10 = icmp eq i32 %9, 22, !dbg !67
  br i1 %10, label %12, label %11, !dbg !70

11:                                               ; preds = %7
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 18, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !67
  unreachable, !dbg !67

12:                                               ; preds = %7
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !71
  ret i32 0, !dbg !72
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !73 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !93 i32 @pthread_detach(i64 noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !96 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !102 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(write, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "ran", scope: !2, file: !3, line: 7, type: !27, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "detach.c", directory: ".", checksumkind: CSK_MD5, checksum: "4587fb663ab3172bd50075ae95a7e3bc")
!4 = !{!5, !11, !16, !22, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 184, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 23)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 72, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 9)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 17, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 18, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 232, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 29)
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 9, type: !37, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!40 = !{!41}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !36, file: !3, line: 9, type: !39)
!42 = !DILocation(line: 0, scope: !36)
!43 = !DILocation(line: 10, column: 7, scope: !36)
!44 = !{!45, !45, i64 0}
!45 = !{!"int", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !DILocation(line: 11, column: 3, scope: !36)
!49 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 14, type: !50, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !52)
!50 = !DISubroutineType(types: !51)
!51 = !{!27}
!52 = !{!53}
!53 = !DILocalVariable(name: "t", scope: !49, file: !3, line: 15, type: !54)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !55, line: 27, baseType: !56)
!55 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!56 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!57 = distinct !DIAssignID()
!58 = !DILocation(line: 0, scope: !49)
!59 = !DILocation(line: 15, column: 3, scope: !49)
!60 = !DILocation(line: 16, column: 3, scope: !49)
!61 = !DILocation(line: 17, column: 3, scope: !62)
!62 = distinct !DILexicalBlock(scope: !63, file: !3, line: 17, column: 3)
!63 = distinct !DILexicalBlock(scope: !49, file: !3, line: 17, column: 3)
!64 = !{!65, !65, i64 0}
!65 = !{!"long", !46, i64 0}
!66 = !DILocation(line: 17, column: 3, scope: !63)
!67 = !DILocation(line: 18, column: 3, scope: !68)
!68 = distinct !DILexicalBlock(scope: !69, file: !3, line: 18, column: 3)
!69 = distinct !DILexicalBlock(scope: !49, file: !3, line: 18, column: 3)
!70 = !DILocation(line: 18, column: 3, scope: !69)
!71 = !DILocation(line: 20, column: 1, scope: !49)
!72 = !DILocation(line: 19, column: 3, scope: !49)
!73 = !DISubprogram(name: "pthread_create", scope: !74, file: !74, line: 202, type: !75, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!74 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!75 = !DISubroutineType(types: !76)
!76 = !{!27, !77, !79, !91, !92}
!77 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !78)
!78 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!79 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !80)
!80 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !81, size: 64)
!81 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !82)
!82 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !55, line: 62, baseType: !83)
!83 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !55, line: 56, size: 448, elements: !84)
!84 = !{!85, !89}
!85 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !83, file: !55, line: 58, baseType: !86, size: 448)
!86 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !87)
!87 = !{!88}
!88 = !DISubrange(count: 56)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !83, file: !55, line: 59, baseType: !90, size: 64)
!90 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !39)
!93 = !DISubprogram(name: "pthread_detach", scope: !74, file: !74, line: 269, type: !94, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!94 = !DISubroutineType(types: !95)
!95 = !{!27, !54}
!96 = !DISubprogram(name: "__assert_fail", scope: !97, file: !97, line: 69, type: !98, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!97 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!98 = !DISubroutineType(types: !99)
!99 = !{null, !100, !100, !101, !100}
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!101 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!102 = !DISubprogram(name: "pthread_join", scope: !74, file: !74, line: 219, type: !103, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = !DISubroutineType(types: !104)
!104 = !{!27, !54, !105}
!105 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
