; ModuleID = 'escape_create_struct.c'
source_filename = "escape_create_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.arg = type { ptr }

@.str = private unnamed_addr constant [7 x i8] c"a == b\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [23 x i8] c"escape_create_struct.c\00", align 1, !dbg !7
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !12

; Function Attrs: nofree norecurse nounwind uwtable
define dso_local noalias noundef ptr @writer(ptr nocapture noundef readonly %0) #0 !dbg !28 {
    #dbg_value(ptr %0, !33, !DIExpression(), !42)
    #dbg_value(ptr %0, !34, !DIExpression(), !42)
  %2 = load ptr, ptr %0, align 8, !dbg !43, !tbaa !44
  store volatile i32 1, ptr %2, align 4, !dbg !49, !tbaa !50
  ret ptr null, !dbg !52
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #2 !dbg !53 {
  %1 = alloca i32, align 4, !DIAssignID !65
    #dbg_assign(i1 undef, !57, !DIExpression(), !65, ptr %1, !DIExpression(), !66)
  %2 = alloca %struct.arg, align 8, !DIAssignID !67
    #dbg_assign(i1 undef, !58, !DIExpression(), !67, ptr %2, !DIExpression(), !66)
  %3 = alloca i64, align 8, !DIAssignID !68
    #dbg_assign(i1 undef, !59, !DIExpression(), !68, ptr %3, !DIExpression(), !66)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #6, !dbg !69
  store volatile i32 0, ptr %1, align 4, !dbg !70, !tbaa !50, !DIAssignID !71
    #dbg_assign(i32 0, !57, !DIExpression(), !71, ptr %1, !DIExpression(), !66)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !72
  store ptr %1, ptr %2, align 8, !dbg !73, !tbaa !44, !DIAssignID !74
    #dbg_assign(ptr %1, !58, !DIExpression(), !74, ptr %2, !DIExpression(), !66)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6, !dbg !75
  %4 = call i32 @pthread_create(ptr noundef nonnull %3, ptr noundef null, ptr noundef nonnull @writer, ptr noundef nonnull %2) #6, !dbg !76
  %5 = load volatile i32, ptr %1, align 4, !dbg !77, !tbaa !50
    #dbg_value(i32 %5, !63, !DIExpression(), !66)
  %6 = load volatile i32, ptr %1, align 4, !dbg !78, !tbaa !50
    #dbg_value(i32 %6, !64, !DIExpression(), !66)
  %7 = icmp eq i32 %5, %6, !dbg !79
  br i1 %7, label %9, label %8, !dbg !82

8:                                                ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 27, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !79
  unreachable, !dbg !79

9:                                                ; preds = %0
  %10 = load i64, ptr %3, align 8, !dbg !83, !tbaa !84
  %11 = call i32 @pthread_join(i64 noundef %10, ptr noundef null) #6, !dbg !86
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6, !dbg !87
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !87
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #6, !dbg !87
  ret i32 0, !dbg !88
}

; Function Attrs: nounwind
declare !dbg !89 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !109 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !115 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

attributes #0 = { nofree norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }
attributes #7 = { noreturn nounwind }

!llvm.dbg.cu = !{!18}
!llvm.module.flags = !{!20, !21, !22, !23, !24, !25, !26}
!llvm.ident = !{!27}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "escape_create_struct.c", directory: ".", checksumkind: CSK_MD5, checksum: "0d23fd550fea22fc00f471937d2fab33")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 23)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 120, elements: !16)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!16 = !{!17}
!17 = !DISubrange(count: 15)
!18 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !19, splitDebugInlining: false, nameTableKind: None)
!19 = !{!0, !7, !12}
!20 = !{i32 7, !"Dwarf Version", i32 5}
!21 = !{i32 2, !"Debug Info Version", i32 3}
!22 = !{i32 1, !"wchar_size", i32 4}
!23 = !{i32 8, !"PIC Level", i32 2}
!24 = !{i32 7, !"PIE Level", i32 2}
!25 = !{i32 7, !"uwtable", i32 2}
!26 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!27 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!28 = distinct !DISubprogram(name: "writer", scope: !2, file: !2, line: 14, type: !29, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !32)
!29 = !DISubroutineType(types: !30)
!30 = !{!31, !31}
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!32 = !{!33, !34}
!33 = !DILocalVariable(name: "a", arg: 1, scope: !28, file: !2, line: 14, type: !31)
!34 = !DILocalVariable(name: "s", scope: !28, file: !2, line: 15, type: !35)
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "arg", file: !2, line: 10, size: 64, elements: !37)
!37 = !{!38}
!38 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !36, file: !2, line: 11, baseType: !39, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!40 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !41)
!41 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!42 = !DILocation(line: 0, scope: !28)
!43 = !DILocation(line: 16, column: 7, scope: !28)
!44 = !{!45, !46, i64 0}
!45 = !{!"arg", !46, i64 0}
!46 = !{!"any pointer", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocation(line: 16, column: 9, scope: !28)
!50 = !{!51, !51, i64 0}
!51 = !{!"int", !47, i64 0}
!52 = !DILocation(line: 17, column: 3, scope: !28)
!53 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !54, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !56)
!54 = !DISubroutineType(types: !55)
!55 = !{!41}
!56 = !{!57, !58, !59, !63, !64}
!57 = !DILocalVariable(name: "x", scope: !53, file: !2, line: 21, type: !40)
!58 = !DILocalVariable(name: "s", scope: !53, file: !2, line: 22, type: !36)
!59 = !DILocalVariable(name: "t", scope: !53, file: !2, line: 23, type: !60)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !61, line: 27, baseType: !62)
!61 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!62 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!63 = !DILocalVariable(name: "a", scope: !53, file: !2, line: 25, type: !41)
!64 = !DILocalVariable(name: "b", scope: !53, file: !2, line: 26, type: !41)
!65 = distinct !DIAssignID()
!66 = !DILocation(line: 0, scope: !53)
!67 = distinct !DIAssignID()
!68 = distinct !DIAssignID()
!69 = !DILocation(line: 21, column: 3, scope: !53)
!70 = !DILocation(line: 21, column: 16, scope: !53)
!71 = distinct !DIAssignID()
!72 = !DILocation(line: 22, column: 3, scope: !53)
!73 = !DILocation(line: 22, column: 18, scope: !53)
!74 = distinct !DIAssignID()
!75 = !DILocation(line: 23, column: 3, scope: !53)
!76 = !DILocation(line: 24, column: 3, scope: !53)
!77 = !DILocation(line: 25, column: 11, scope: !53)
!78 = !DILocation(line: 26, column: 11, scope: !53)
!79 = !DILocation(line: 27, column: 3, scope: !80)
!80 = distinct !DILexicalBlock(scope: !81, file: !2, line: 27, column: 3)
!81 = distinct !DILexicalBlock(scope: !53, file: !2, line: 27, column: 3)
!82 = !DILocation(line: 27, column: 3, scope: !81)
!83 = !DILocation(line: 28, column: 16, scope: !53)
!84 = !{!85, !85, i64 0}
!85 = !{!"long", !47, i64 0}
!86 = !DILocation(line: 28, column: 3, scope: !53)
!87 = !DILocation(line: 30, column: 1, scope: !53)
!88 = !DILocation(line: 29, column: 3, scope: !53)
!89 = !DISubprogram(name: "pthread_create", scope: !90, file: !90, line: 202, type: !91, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!90 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!91 = !DISubroutineType(types: !92)
!92 = !{!41, !93, !95, !107, !108}
!93 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !96)
!96 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !97, size: 64)
!97 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !61, line: 62, baseType: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !61, line: 56, size: 448, elements: !100)
!100 = !{!101, !105}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !99, file: !61, line: 58, baseType: !102, size: 448)
!102 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 448, elements: !103)
!103 = !{!104}
!104 = !DISubrange(count: 56)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !99, file: !61, line: 59, baseType: !106, size: 64)
!106 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !31)
!109 = !DISubprogram(name: "__assert_fail", scope: !110, file: !110, line: 69, type: !111, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!110 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!111 = !DISubroutineType(types: !112)
!112 = !{null, !113, !113, !114, !113}
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!114 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!115 = !DISubprogram(name: "pthread_join", scope: !90, file: !90, line: 219, type: !116, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!116 = !DISubroutineType(types: !117)
!117 = !{!41, !60, !118}
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
