; ModuleID = 'exit_thread.c'
source_filename = "exit_thread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@after_exit = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [18 x i8] c"(intptr_t)r == 42\00", align 1, !dbg !10
@.str.1 = private unnamed_addr constant [14 x i8] c"exit_thread.c\00", align 1, !dbg !16
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !21
@.str.2 = private unnamed_addr constant [16 x i8] c"after_exit == 0\00", align 1, !dbg !27

; Function Attrs: noreturn nounwind uwtable
define dso_local void @leave(i64 noundef %0) local_unnamed_addr #0 !dbg !41 {
    #dbg_value(i64 %0, !45, !DIExpression(), !46)
  %2 = inttoptr i64 %0 to ptr, !dbg !47
  tail call void @pthread_exit(ptr noundef %2) #7, !dbg !48
  unreachable, !dbg !48
}

; Function Attrs: noreturn
declare !dbg !49 void @pthread_exit(ptr noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind uwtable
define dso_local noalias noundef nonnull ptr @worker(ptr nocapture readnone %0) #0 !dbg !53 {
    #dbg_value(ptr poison, !57, !DIExpression(), !58)
    #dbg_value(i64 42, !45, !DIExpression(), !59)
  tail call void @pthread_exit(ptr noundef nonnull inttoptr (i64 42 to ptr)) #7, !dbg !61
  unreachable, !dbg !61
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !62 {
  %1 = alloca i64, align 8, !DIAssignID !71
    #dbg_assign(i1 undef, !66, !DIExpression(), !71, ptr %1, !DIExpression(), !72)
  %2 = alloca ptr, align 8, !DIAssignID !73
    #dbg_assign(i1 undef, !70, !DIExpression(), !73, ptr %2, !DIExpression(), !72)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8, !dbg !74
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !75
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #8, !dbg !76
  %4 = load i64, ptr %1, align 8, !dbg !77, !tbaa !78
  %5 = call i32 @pthread_join(i64 noundef %4, ptr noundef nonnull %2) #8, !dbg !82
  %6 = load ptr, ptr %2, align 8, !dbg !83, !tbaa !86
  %7 = icmp eq ptr %6, inttoptr (i64 42 to ptr), !dbg !83
  br i1 %7, label %9, label %8, !dbg !88

8:                                                ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 25, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !83
  unreachable, !dbg !83

9:                                                ; preds = %0
  %10 = load i32, ptr @after_exit, align 4, !dbg !89, !tbaa !92
  %11 = icmp eq i32 %10, 0, !dbg !89
  br i1 %11, label %13, label %12, !dbg !94

12:                                               ; preds = %9
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 26, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !89
  unreachable, !dbg !89

13:                                               ; preds = %9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !95
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8, !dbg !95
  ret i32 0, !dbg !96
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind
declare !dbg !97 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !115 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !119 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { noreturn nounwind }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "after_exit", scope: !2, file: !3, line: 8, type: !32, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "exit_thread.c", directory: ".", checksumkind: CSK_MD5, checksum: "72e3574148e2b44e34aa8a7dd7694025")
!4 = !{!5, !6}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "intptr_t", file: !7, line: 87, baseType: !8)
!7 = !DIFile(filename: "/usr/include/stdint.h", directory: ".", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!8 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!9 = !{!10, !16, !21, !27, !0}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 144, elements: !14)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15}
!15 = !DISubrange(count: 18)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 112, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 14)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 120, elements: !25)
!24 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!25 = !{!26}
!26 = !DISubrange(count: 15)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 128, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 16)
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 8, !"PIC Level", i32 2}
!37 = !{i32 7, !"PIE Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 2}
!39 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!40 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!41 = distinct !DISubprogram(name: "leave", scope: !3, file: !3, line: 10, type: !42, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !44)
!42 = !DISubroutineType(types: !43)
!43 = !{null, !6}
!44 = !{!45}
!45 = !DILocalVariable(name: "v", arg: 1, scope: !41, file: !3, line: 10, type: !6)
!46 = !DILocation(line: 0, scope: !41)
!47 = !DILocation(line: 11, column: 16, scope: !41)
!48 = !DILocation(line: 11, column: 3, scope: !41)
!49 = !DISubprogram(name: "pthread_exit", scope: !50, file: !50, line: 211, type: !51, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!50 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!51 = !DISubroutineType(types: !52)
!52 = !{null, !5}
!53 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 14, type: !54, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!5, !5}
!56 = !{!57}
!57 = !DILocalVariable(name: "arg", arg: 1, scope: !53, file: !3, line: 14, type: !5)
!58 = !DILocation(line: 0, scope: !53)
!59 = !DILocation(line: 0, scope: !41, inlinedAt: !60)
!60 = distinct !DILocation(line: 15, column: 3, scope: !53)
!61 = !DILocation(line: 11, column: 3, scope: !41, inlinedAt: !60)
!62 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !63, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{!32}
!65 = !{!66, !70}
!66 = !DILocalVariable(name: "t", scope: !62, file: !3, line: 21, type: !67)
!67 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !68, line: 27, baseType: !69)
!68 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!69 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!70 = !DILocalVariable(name: "r", scope: !62, file: !3, line: 22, type: !5)
!71 = distinct !DIAssignID()
!72 = !DILocation(line: 0, scope: !62)
!73 = distinct !DIAssignID()
!74 = !DILocation(line: 21, column: 3, scope: !62)
!75 = !DILocation(line: 22, column: 3, scope: !62)
!76 = !DILocation(line: 23, column: 3, scope: !62)
!77 = !DILocation(line: 24, column: 16, scope: !62)
!78 = !{!79, !79, i64 0}
!79 = !{!"long", !80, i64 0}
!80 = !{!"omnipotent char", !81, i64 0}
!81 = !{!"Simple C/C++ TBAA"}
!82 = !DILocation(line: 24, column: 3, scope: !62)
!83 = !DILocation(line: 25, column: 3, scope: !84)
!84 = distinct !DILexicalBlock(scope: !85, file: !3, line: 25, column: 3)
!85 = distinct !DILexicalBlock(scope: !62, file: !3, line: 25, column: 3)
!86 = !{!87, !87, i64 0}
!87 = !{!"any pointer", !80, i64 0}
!88 = !DILocation(line: 25, column: 3, scope: !85)
!89 = !DILocation(line: 26, column: 3, scope: !90)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 26, column: 3)
!91 = distinct !DILexicalBlock(scope: !62, file: !3, line: 26, column: 3)
!92 = !{!93, !93, i64 0}
!93 = !{!"int", !80, i64 0}
!94 = !DILocation(line: 26, column: 3, scope: !91)
!95 = !DILocation(line: 28, column: 1, scope: !62)
!96 = !DILocation(line: 27, column: 3, scope: !62)
!97 = !DISubprogram(name: "pthread_create", scope: !50, file: !50, line: 202, type: !98, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!98 = !DISubroutineType(types: !99)
!99 = !{!32, !100, !102, !113, !114}
!100 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !101)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !103)
!103 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!104 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !105)
!105 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !68, line: 62, baseType: !106)
!106 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !68, line: 56, size: 448, elements: !107)
!107 = !{!108, !112}
!108 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !106, file: !68, line: 58, baseType: !109, size: 448)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 448, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 56)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !106, file: !68, line: 59, baseType: !8, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !5)
!115 = !DISubprogram(name: "pthread_join", scope: !50, file: !50, line: 219, type: !116, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = !DISubroutineType(types: !117)
!117 = !{!32, !67, !118}
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!119 = !DISubprogram(name: "__assert_fail", scope: !120, file: !120, line: 69, type: !121, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!120 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!121 = !DISubroutineType(types: !122)
!122 = !{null, !123, !123, !124, !123}
!123 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!124 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
