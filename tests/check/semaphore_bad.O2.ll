; ModuleID = 'semaphore_bad.c'
source_filename = "semaphore_bad.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.sem_t = type { i64, [24 x i8] }

@lock = dso_local global %union.sem_t zeroinitializer, align 8, !dbg !0
@inside = dso_local local_unnamed_addr global i32 0, align 4, !dbg !22
@.str = private unnamed_addr constant [12 x i8] c"inside == 1\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [16 x i8] c"semaphore_bad.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !16

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !43 {
    #dbg_value(ptr poison, !48, !DIExpression(), !49)
  %2 = tail call i32 @sem_wait(ptr noundef nonnull @lock) #5, !dbg !50
  %3 = load i32, ptr @inside, align 4, !dbg !51, !tbaa !52
  %4 = add nsw i32 %3, 1, !dbg !51
  store i32 %4, ptr @inside, align 4, !dbg !51, !tbaa !52
  %5 = icmp eq i32 %3, 0, !dbg !56
  br i1 %5, label %7, label %6, !dbg !59

6:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 14, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #6, !dbg !56
  unreachable, !dbg !56

7:                                                ; preds = %1
  store i32 0, ptr @inside, align 4, !dbg !60, !tbaa !52
  %8 = tail call i32 @sem_post(ptr noundef nonnull @lock) #5, !dbg !61
  ret ptr null, !dbg !62
}

declare !dbg !63 i32 @sem_wait(ptr noundef) local_unnamed_addr #1

; Function Attrs: noreturn nounwind
declare !dbg !68 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !74 i32 @sem_post(ptr noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !75 {
  %1 = alloca i64, align 8, !DIAssignID !84
    #dbg_assign(i1 undef, !79, !DIExpression(), !84, ptr %1, !DIExpression(), !85)
  %2 = alloca i64, align 8, !DIAssignID !86
    #dbg_assign(i1 undef, !83, !DIExpression(), !86, ptr %2, !DIExpression(), !85)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #5, !dbg !87
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5, !dbg !87
  %3 = tail call i32 @sem_init(ptr noundef nonnull @lock, i32 noundef 0, i32 noundef 2) #5, !dbg !88
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !89
  %5 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #5, !dbg !90
  %6 = load i64, ptr %1, align 8, !dbg !91, !tbaa !92
  %7 = call i32 @pthread_join(i64 noundef %6, ptr noundef null) #5, !dbg !94
  %8 = load i64, ptr %2, align 8, !dbg !95, !tbaa !92
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null) #5, !dbg !96
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5, !dbg !97
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #5, !dbg !97
  ret i32 0, !dbg !98
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nounwind
declare !dbg !99 i32 @sem_init(ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !102 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !121 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }
attributes #6 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "lock", scope: !2, file: !3, line: 8, type: !25, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "semaphore_bad.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "46787dd524b058c4f25ca5b12fe21dee")
!4 = !{!5, !11, !16, !0, !22}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 96, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 12)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 128, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 16)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 168, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "inside", scope: !2, file: !3, line: 9, type: !24, isLocal: false, isDefinition: true)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "sem_t", file: !26, line: 39, baseType: !27)
!26 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/semaphore.h", directory: "", checksumkind: CSK_MD5, checksum: "f0ec69aef73516c696d526041269f8fd")
!27 = distinct !DICompositeType(tag: DW_TAG_union_type, file: !26, line: 35, size: 256, elements: !28)
!28 = !{!29, !33}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !27, file: !26, line: 37, baseType: !30, size: 256)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 256, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 32)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !27, file: !26, line: 38, baseType: !34, size: 64)
!34 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 8, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 2}
!41 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!42 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!43 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !44, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !47)
!44 = !DISubroutineType(types: !45)
!45 = !{!46, !46}
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!47 = !{!48}
!48 = !DILocalVariable(name: "arg", arg: 1, scope: !43, file: !3, line: 11, type: !46)
!49 = !DILocation(line: 0, scope: !43)
!50 = !DILocation(line: 12, column: 3, scope: !43)
!51 = !DILocation(line: 13, column: 9, scope: !43)
!52 = !{!53, !53, i64 0}
!53 = !{!"int", !54, i64 0}
!54 = !{!"omnipotent char", !55, i64 0}
!55 = !{!"Simple C/C++ TBAA"}
!56 = !DILocation(line: 14, column: 3, scope: !57)
!57 = distinct !DILexicalBlock(scope: !58, file: !3, line: 14, column: 3)
!58 = distinct !DILexicalBlock(scope: !43, file: !3, line: 14, column: 3)
!59 = !DILocation(line: 14, column: 3, scope: !58)
!60 = !DILocation(line: 15, column: 9, scope: !43)
!61 = !DILocation(line: 16, column: 3, scope: !43)
!62 = !DILocation(line: 17, column: 3, scope: !43)
!63 = !DISubprogram(name: "sem_wait", scope: !64, file: !64, line: 55, type: !65, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!64 = !DIFile(filename: "/usr/include/semaphore.h", directory: "", checksumkind: CSK_MD5, checksum: "b4f7b553fe09bd66107d6e44fae0c79f")
!65 = !DISubroutineType(types: !66)
!66 = !{!24, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !25, size: 64)
!68 = !DISubprogram(name: "__assert_fail", scope: !69, file: !69, line: 69, type: !70, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!69 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!70 = !DISubroutineType(types: !71)
!71 = !{null, !72, !72, !73, !72}
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!73 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!74 = !DISubprogram(name: "sem_post", scope: !64, file: !64, line: 103, type: !65, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!75 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !76, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !78)
!76 = !DISubroutineType(types: !77)
!77 = !{!24}
!78 = !{!79, !83}
!79 = !DILocalVariable(name: "a", scope: !75, file: !3, line: 21, type: !80)
!80 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !81, line: 27, baseType: !82)
!81 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!82 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!83 = !DILocalVariable(name: "b", scope: !75, file: !3, line: 21, type: !80)
!84 = distinct !DIAssignID()
!85 = !DILocation(line: 0, scope: !75)
!86 = distinct !DIAssignID()
!87 = !DILocation(line: 21, column: 3, scope: !75)
!88 = !DILocation(line: 22, column: 3, scope: !75)
!89 = !DILocation(line: 23, column: 3, scope: !75)
!90 = !DILocation(line: 24, column: 3, scope: !75)
!91 = !DILocation(line: 25, column: 16, scope: !75)
!92 = !{!93, !93, i64 0}
!93 = !{!"long", !54, i64 0}
!94 = !DILocation(line: 25, column: 3, scope: !75)
!95 = !DILocation(line: 26, column: 16, scope: !75)
!96 = !DILocation(line: 26, column: 3, scope: !75)
!97 = !DILocation(line: 28, column: 1, scope: !75)
!98 = !DILocation(line: 27, column: 3, scope: !75)
!99 = !DISubprogram(name: "sem_init", scope: !64, file: !64, line: 35, type: !100, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!100 = !DISubroutineType(types: !101)
!101 = !{!24, !67, !24, !73}
!102 = !DISubprogram(name: "pthread_create", scope: !103, file: !103, line: 202, type: !104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!103 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!104 = !DISubroutineType(types: !105)
!105 = !{!24, !106, !108, !119, !120}
!106 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !107)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !109)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !111)
!111 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !81, line: 62, baseType: !112)
!112 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !81, line: 56, size: 448, elements: !113)
!113 = !{!114, !118}
!114 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !112, file: !81, line: 58, baseType: !115, size: 448)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: 56)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !112, file: !81, line: 59, baseType: !34, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !46)
!121 = !DISubprogram(name: "pthread_join", scope: !103, file: !103, line: 219, type: !122, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!122 = !DISubroutineType(types: !123)
!123 = !{!24, !80, !124}
!124 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !46, size: 64)
