; ModuleID = 'input_shared_counter_race.c'
source_filename = "input_shared_counter_race.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@counter = dso_local local_unnamed_addr global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [21 x i8] c"counter == start + 2\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [28 x i8] c"input_shared_counter_race.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @add(ptr nocapture readnone %0) #0 !dbg !31 {
    #dbg_value(ptr poison, !36, !DIExpression(), !38)
  %2 = load i32, ptr @counter, align 4, !dbg !39, !tbaa !40
    #dbg_value(i32 %2, !37, !DIExpression(), !38)
  %3 = add nsw i32 %2, 1, !dbg !44
  store i32 %3, ptr @counter, align 4, !dbg !45, !tbaa !40
  ret ptr null, !dbg !46
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !47 {
  %1 = alloca i64, align 8, !DIAssignID !57
    #dbg_assign(i1 undef, !52, !DIExpression(), !57, ptr %1, !DIExpression(), !58)
  %2 = alloca i64, align 8, !DIAssignID !59
    #dbg_assign(i1 undef, !56, !DIExpression(), !59, ptr %2, !DIExpression(), !58)
  %3 = tail call i32 @__VERIFIER_nondet_int() #6, !dbg !60
    #dbg_value(i32 %3, !51, !DIExpression(), !58)
  %4 = icmp slt i32 %3, 1000000, !dbg !61
  %5 = zext i1 %4 to i32, !dbg !61
  tail call void @__VERIFIER_assume(i32 noundef %5) #6, !dbg !62
  store i32 %3, ptr @counter, align 4, !dbg !63, !tbaa !40
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !64
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !64
  %6 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @add, ptr noundef null) #6, !dbg !65
  %7 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @add, ptr noundef null) #6, !dbg !66
  %8 = load i64, ptr %1, align 8, !dbg !67, !tbaa !68
  %9 = call i32 @pthread_join(i64 noundef %8, ptr noundef null) #6, !dbg !70
  %10 = load i64, ptr %2, align 8, !dbg !71, !tbaa !68
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null) #6, !dbg !72
  %12 = load i32, ptr @counter, align 4, !dbg !73, !tbaa !40
  %13 = add nsw i32 %3, 2, !dbg !73
  %14 = icmp eq i32 %12, %13, !dbg !73
  br i1 %14, label %16, label %15, !dbg !76

15:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 28, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !73
  unreachable, !dbg !73

16:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !77
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !77
  ret i32 0, !dbg !78
}

declare !dbg !79 i32 @__VERIFIER_nondet_int() local_unnamed_addr #3

declare !dbg !80 void @__VERIFIER_assume(i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !83 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !103 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !107 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!23, !24, !25, !26, !27, !28, !29}
!llvm.ident = !{!30}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 11, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "input_shared_counter_race.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "5cdf5e47beba8ebfce8274568c4d8d7d")
!4 = !{!5, !11, !16, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 168, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 21)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 224, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 28)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !18, isLocal: true, isDefinition: true)
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
!31 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 13, type: !32, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !35)
!32 = !DISubroutineType(types: !33)
!33 = !{!34, !34}
!34 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!35 = !{!36, !37}
!36 = !DILocalVariable(name: "arg", arg: 1, scope: !31, file: !3, line: 13, type: !34)
!37 = !DILocalVariable(name: "c", scope: !31, file: !3, line: 14, type: !22)
!38 = !DILocation(line: 0, scope: !31)
!39 = !DILocation(line: 14, column: 11, scope: !31)
!40 = !{!41, !41, i64 0}
!41 = !{!"int", !42, i64 0}
!42 = !{!"omnipotent char", !43, i64 0}
!43 = !{!"Simple C/C++ TBAA"}
!44 = !DILocation(line: 15, column: 15, scope: !31)
!45 = !DILocation(line: 15, column: 11, scope: !31)
!46 = !DILocation(line: 16, column: 3, scope: !31)
!47 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 19, type: !48, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{!22}
!50 = !{!51, !52, !56}
!51 = !DILocalVariable(name: "start", scope: !47, file: !3, line: 20, type: !22)
!52 = !DILocalVariable(name: "t1", scope: !47, file: !3, line: 23, type: !53)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !54, line: 27, baseType: !55)
!54 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!55 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!56 = !DILocalVariable(name: "t2", scope: !47, file: !3, line: 23, type: !53)
!57 = distinct !DIAssignID()
!58 = !DILocation(line: 0, scope: !47)
!59 = distinct !DIAssignID()
!60 = !DILocation(line: 20, column: 15, scope: !47)
!61 = !DILocation(line: 21, column: 27, scope: !47)
!62 = !DILocation(line: 21, column: 3, scope: !47)
!63 = !DILocation(line: 22, column: 11, scope: !47)
!64 = !DILocation(line: 23, column: 3, scope: !47)
!65 = !DILocation(line: 24, column: 3, scope: !47)
!66 = !DILocation(line: 25, column: 3, scope: !47)
!67 = !DILocation(line: 26, column: 16, scope: !47)
!68 = !{!69, !69, i64 0}
!69 = !{!"long", !42, i64 0}
!70 = !DILocation(line: 26, column: 3, scope: !47)
!71 = !DILocation(line: 27, column: 16, scope: !47)
!72 = !DILocation(line: 27, column: 3, scope: !47)
!73 = !DILocation(line: 28, column: 3, scope: !74)
!74 = distinct !DILexicalBlock(scope: !75, file: !3, line: 28, column: 3)
!75 = distinct !DILexicalBlock(scope: !47, file: !3, line: 28, column: 3)
!76 = !DILocation(line: 28, column: 3, scope: !75)
!77 = !DILocation(line: 30, column: 1, scope: !47)
!78 = !DILocation(line: 29, column: 3, scope: !47)
!79 = !DISubprogram(name: "__VERIFIER_nondet_int", scope: !3, file: !3, line: 8, type: !48, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!80 = !DISubprogram(name: "__VERIFIER_assume", scope: !3, file: !3, line: 9, type: !81, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!81 = !DISubroutineType(types: !82)
!82 = !{null, !22}
!83 = !DISubprogram(name: "pthread_create", scope: !84, file: !84, line: 202, type: !85, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!85 = !DISubroutineType(types: !86)
!86 = !{!22, !87, !89, !101, !102}
!87 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !54, line: 62, baseType: !93)
!93 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !54, line: 56, size: 448, elements: !94)
!94 = !{!95, !99}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !93, file: !54, line: 58, baseType: !96, size: 448)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 56)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !93, file: !54, line: 59, baseType: !100, size: 64)
!100 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !34)
!103 = !DISubprogram(name: "pthread_join", scope: !84, file: !84, line: 219, type: !104, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!104 = !DISubroutineType(types: !105)
!105 = !{!22, !53, !106}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!107 = !DISubprogram(name: "__assert_fail", scope: !108, file: !108, line: 69, type: !109, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!108 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!109 = !DISubroutineType(types: !110)
!110 = !{null, !111, !111, !112, !111}
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!112 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
