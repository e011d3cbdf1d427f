; ModuleID = 'symmetry_identity.c'
source_filename = "symmetry_identity.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@slot = dso_local local_unnamed_addr global [2 x i32] zeroinitializer, align 4, !dbg !0
@.str = private unnamed_addr constant [13 x i8] c"slot[k] == 1\00", align 1, !dbg !7
@.str.1 = private unnamed_addr constant [20 x i8] c"symmetry_identity.c\00", align 1, !dbg !13
@__PRETTY_FUNCTION__.worker = private unnamed_addr constant [21 x i8] c"void *worker(void *)\00", align 1, !dbg !18

; Function Attrs: nounwind uwtable
define dso_local noalias noundef ptr @worker(ptr nocapture readnone %0) #0 !dbg !36 {
    #dbg_value(ptr poison, !41, !DIExpression(), !43)
  %2 = tail call i64 @pthread_self() #5, !dbg !44
  %3 = and i64 %2, 1, !dbg !45
    #dbg_value(i64 %3, !42, !DIExpression(), !43)
  %4 = getelementptr inbounds [2 x i32], ptr @slot, i64 0, i64 %3, !dbg !46
  %5 = load i32, ptr %4, align 4, !dbg !47, !tbaa !48
  %6 = add nsw i32 %5, 1, !dbg !47
  store i32 %6, ptr %4, align 4, !dbg !47, !tbaa !48
  %7 = icmp eq i32 %5, 0, !dbg !52
  br i1 %7, label %9, label %8, !dbg !55

8:                                                ; preds = %1
  tail call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 14, ptr noundef nonnull @__PRETTY_FUNCTION__.worker) #6, !dbg !52
  unreachable, !dbg !52

9:                                                ; preds = %1
  ret ptr null, !dbg !56
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !57 i64 @pthread_self() local_unnamed_addr #2

; Function Attrs: noreturn nounwind
declare !dbg !63 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !69 {
  %1 = alloca i64, align 8, !DIAssignID !76
    #dbg_assign(i1 undef, !73, !DIExpression(), !76, ptr %1, !DIExpression(), !77)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #7, !dbg !78
    #dbg_value(i32 0, !74, !DIExpression(), !79)
    #dbg_value(i32 0, !74, !DIExpression(), !79)
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !80
    #dbg_value(i32 1, !74, !DIExpression(), !79)
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !80
    #dbg_value(i32 2, !74, !DIExpression(), !79)
  %4 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @worker, ptr noundef null) #7, !dbg !80
    #dbg_value(i32 3, !74, !DIExpression(), !79)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #7, !dbg !82
  ret i32 0, !dbg !83
}

; Function Attrs: nounwind
declare !dbg !84 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind willreturn memory(none) }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "slot", scope: !2, file: !3, line: 9, type: !24, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "symmetry_identity.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "30bf54ce22230296c8d2ac28f5eef8bf")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{!7, !13, !18, !0}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 104, elements: !11)
!10 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!11 = !{!12}
!12 = !DISubrange(count: 13)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 160, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 20)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 14, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 168, elements: !22)
!21 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!22 = !{!23}
!23 = !DISubrange(count: 21)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 64, elements: !26)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !{!27}
!27 = !DISubrange(count: 2)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "worker", scope: !3, file: !3, line: 11, type: !37, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!40 = !{!41, !42}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !36, file: !3, line: 11, type: !39)
!42 = !DILocalVariable(name: "k", scope: !36, file: !3, line: 12, type: !5)
!43 = !DILocation(line: 0, scope: !36)
!44 = !DILocation(line: 12, column: 36, scope: !36)
!45 = !DILocation(line: 12, column: 51, scope: !36)
!46 = !DILocation(line: 13, column: 3, scope: !36)
!47 = !DILocation(line: 13, column: 10, scope: !36)
!48 = !{!49, !49, i64 0}
!49 = !{!"int", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C/C++ TBAA"}
!52 = !DILocation(line: 14, column: 3, scope: !53)
!53 = distinct !DILexicalBlock(scope: !54, file: !3, line: 14, column: 3)
!54 = distinct !DILexicalBlock(scope: !36, file: !3, line: 14, column: 3)
!55 = !DILocation(line: 14, column: 3, scope: !54)
!56 = !DILocation(line: 15, column: 3, scope: !36)
!57 = !DISubprogram(name: "pthread_self", scope: !58, file: !58, line: 273, type: !59, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!58 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!59 = !DISubroutineType(types: !60)
!60 = !{!61}
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !62, line: 27, baseType: !5)
!62 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!63 = !DISubprogram(name: "__assert_fail", scope: !64, file: !64, line: 69, type: !65, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!64 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!65 = !DISubroutineType(types: !66)
!66 = !{null, !67, !67, !68, !67}
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!68 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!69 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 18, type: !70, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !72)
!70 = !DISubroutineType(types: !71)
!71 = !{!25}
!72 = !{!73, !74}
!73 = !DILocalVariable(name: "t", scope: !69, file: !3, line: 19, type: !61)
!74 = !DILocalVariable(name: "i", scope: !75, file: !3, line: 20, type: !25)
!75 = distinct !DILexicalBlock(scope: !69, file: !3, line: 20, column: 3)
!76 = distinct !DIAssignID()
!77 = !DILocation(line: 0, scope: !69)
!78 = !DILocation(line: 19, column: 3, scope: !69)
!79 = !DILocation(line: 0, scope: !75)
!80 = !DILocation(line: 21, column: 5, scope: !81)
!81 = distinct !DILexicalBlock(scope: !75, file: !3, line: 20, column: 3)
!82 = !DILocation(line: 23, column: 1, scope: !69)
!83 = !DILocation(line: 22, column: 3, scope: !69)
!84 = !DISubprogram(name: "pthread_create", scope: !58, file: !58, line: 202, type: !85, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!85 = !DISubroutineType(types: !86)
!86 = !{!25, !87, !89, !101, !102}
!87 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !62, line: 62, baseType: !93)
!93 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !62, line: 56, size: 448, elements: !94)
!94 = !{!95, !99}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !93, file: !62, line: 58, baseType: !96, size: 448)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 448, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 56)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !93, file: !62, line: 59, baseType: !100, size: 64)
!100 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !39)
