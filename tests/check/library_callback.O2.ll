; ModuleID = 'library_callback.c'
source_filename = "library_callback.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@a = dso_local global [4 x i32] [i32 3, i32 1, i32 2, i32 0], align 16, !dbg !0
@.str = private unnamed_addr constant [11 x i8] c"first != 1\00", align 1, !dbg !9
@.str.1 = private unnamed_addr constant [19 x i8] c"library_callback.c\00", align 1, !dbg !15
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !20

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !37 {
  %1 = alloca i64, align 8, !DIAssignID !46
    #dbg_assign(i1 undef, !41, !DIExpression(), !46, ptr %1, !DIExpression(), !47)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8, !dbg !48
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @sorter, ptr noundef null) #8, !dbg !49
  %3 = load i32, ptr @a, align 16, !dbg !50, !tbaa !51
    #dbg_value(i32 %3, !45, !DIExpression(), !47)
  %4 = load i64, ptr %1, align 8, !dbg !55, !tbaa !56
  %5 = call i32 @pthread_join(i64 noundef %4, ptr noundef null) #8, !dbg !58
  %6 = icmp eq i32 %3, 1, !dbg !59
  br i1 %6, label %7, label %8, !dbg !62

7:                                                ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 26, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #9, !dbg !59
  unreachable, !dbg !59

8:                                                ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8, !dbg !63
  ret i32 0, !dbg !64
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !65 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind uwtable
define internal noalias noundef ptr @sorter(ptr nocapture readnone %0) #3 !dbg !88 {
    #dbg_value(ptr poison, !90, !DIExpression(), !91)
  tail call void @qsort(ptr noundef nonnull @a, i64 noundef 4, i64 noundef 4, ptr noundef nonnull @cmp) #8, !dbg !92
  ret ptr null, !dbg !93
}

declare !dbg !94 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: noreturn nounwind
declare !dbg !98 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree
declare !dbg !104 void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 !dbg !116 {
    #dbg_value(ptr %0, !118, !DIExpression(), !120)
    #dbg_value(ptr %1, !119, !DIExpression(), !120)
  %3 = load i32, ptr %0, align 4, !dbg !121, !tbaa !51
  %4 = load i32, ptr %1, align 4, !dbg !122, !tbaa !51
  %5 = sub nsw i32 %3, %4, !dbg !123
  ret i32 %5, !dbg !124
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a", scope: !2, file: !3, line: 9, type: !26, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "library_callback.c", directory: "/work/main/tests/check", checksumkind: CSK_MD5, checksum: "6f5384004854ed1b71fb512219019a0d")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!6 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!0, !9, !15, !20}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 88, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 11)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 152, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 19)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 120, elements: !24)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!24 = !{!25}
!25 = !DISubrange(count: 15)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 128, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 4)
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"PIE Level", i32 2}
!34 = !{i32 7, !"uwtable", i32 2}
!35 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!36 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!37 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 21, type: !38, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!38 = !DISubroutineType(types: !39)
!39 = !{!7}
!40 = !{!41, !45}
!41 = !DILocalVariable(name: "t", scope: !37, file: !3, line: 22, type: !42)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !43, line: 27, baseType: !44)
!43 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!44 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!45 = !DILocalVariable(name: "first", scope: !37, file: !3, line: 24, type: !7)
!46 = distinct !DIAssignID()
!47 = !DILocation(line: 0, scope: !37)
!48 = !DILocation(line: 22, column: 3, scope: !37)
!49 = !DILocation(line: 23, column: 3, scope: !37)
!50 = !DILocation(line: 24, column: 15, scope: !37)
!51 = !{!52, !52, i64 0}
!52 = !{!"int", !53, i64 0}
!53 = !{!"omnipotent char", !54, i64 0}
!54 = !{!"Simple C/C++ TBAA"}
!55 = !DILocation(line: 25, column: 16, scope: !37)
!56 = !{!57, !57, i64 0}
!57 = !{!"long", !53, i64 0}
!58 = !DILocation(line: 25, column: 3, scope: !37)
!59 = !DILocation(line: 26, column: 3, scope: !60)
!60 = distinct !DILexicalBlock(scope: !61, file: !3, line: 26, column: 3)
!61 = distinct !DILexicalBlock(scope: !37, file: !3, line: 26, column: 3)
!62 = !DILocation(line: 26, column: 3, scope: !61)
!63 = !DILocation(line: 28, column: 1, scope: !37)
!64 = !DILocation(line: 27, column: 3, scope: !37)
!65 = !DISubprogram(name: "pthread_create", scope: !66, file: !66, line: 202, type: !67, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!66 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!67 = !DISubroutineType(types: !68)
!68 = !{!7, !69, !71, !83, !87}
!69 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !72)
!72 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !73, size: 64)
!73 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !74)
!74 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !43, line: 62, baseType: !75)
!75 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !43, line: 56, size: 448, elements: !76)
!76 = !{!77, !81}
!77 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !75, file: !43, line: 58, baseType: !78, size: 448)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 448, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 56)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !75, file: !43, line: 59, baseType: !82, size: 64)
!82 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DISubroutineType(types: !85)
!85 = !{!86, !86}
!86 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!87 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !86)
!88 = distinct !DISubprogram(name: "sorter", scope: !3, file: !3, line: 15, type: !84, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !89)
!89 = !{!90}
!90 = !DILocalVariable(name: "arg", arg: 1, scope: !88, file: !3, line: 15, type: !86)
!91 = !DILocation(line: 0, scope: !88)
!92 = !DILocation(line: 17, column: 3, scope: !88)
!93 = !DILocation(line: 18, column: 3, scope: !88)
!94 = !DISubprogram(name: "pthread_join", scope: !66, file: !66, line: 219, type: !95, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!95 = !DISubroutineType(types: !96)
!96 = !{!7, !42, !97}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !86, size: 64)
!98 = !DISubprogram(name: "__assert_fail", scope: !99, file: !99, line: 69, type: !100, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!99 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!100 = !DISubroutineType(types: !101)
!101 = !{null, !102, !102, !103, !102}
!102 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!103 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!104 = !DISubprogram(name: "qsort", scope: !105, file: !105, line: 851, type: !106, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!105 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!106 = !DISubroutineType(types: !107)
!107 = !{null, !86, !108, !108, !110}
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !109, line: 18, baseType: !44)
!109 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !105, line: 829, baseType: !111)
!111 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !112, size: 64)
!112 = !DISubroutineType(types: !113)
!113 = !{!7, !114, !114}
!114 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !115, size: 64)
!115 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!116 = distinct !DISubprogram(name: "cmp", scope: !3, file: !3, line: 11, type: !112, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !117)
!117 = !{!118, !119}
!118 = !DILocalVariable(name: "x", arg: 1, scope: !116, file: !3, line: 11, type: !114)
!119 = !DILocalVariable(name: "y", arg: 2, scope: !116, file: !3, line: 11, type: !114)
!120 = !DILocation(line: 0, scope: !116)
!121 = !DILocation(line: 12, column: 10, scope: !116)
!122 = !DILocation(line: 12, column: 28, scope: !116)
!123 = !DILocation(line: 12, column: 26, scope: !116)
!124 = !DILocation(line: 12, column: 3, scope: !116)
