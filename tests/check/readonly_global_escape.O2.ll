; ModuleID = 'readonly_global_escape.c'
source_filename = "readonly_global_escape.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@step = dso_local local_unnamed_addr global i32 1, align 4, !dbg !0
@counter = dso_local global i32 0, align 4, !dbg !26
@slot = dso_local local_unnamed_addr global ptr @counter, align 8, !dbg !5
@.str = private unnamed_addr constant [20 x i8] c"counter == 2 * step\00", align 1, !dbg !9
@.str.1 = private unnamed_addr constant [25 x i8] c"readonly_global_escape.c\00", align 1, !dbg !15
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !20

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @via_arg(ptr nocapture noundef %0) #0 !dbg !36 {
    #dbg_value(ptr %0, !41, !DIExpression(), !43)
    #dbg_value(ptr %0, !42, !DIExpression(), !43)
  %2 = load i32, ptr %0, align 4, !dbg !44, !tbaa !45
  %3 = load i32, ptr @step, align 4, !dbg !49, !tbaa !45
  %4 = add nsw i32 %3, %2, !dbg !50
  store i32 %4, ptr %0, align 4, !dbg !51, !tbaa !45
  ret ptr null, !dbg !52
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local noalias noundef ptr @via_slot(ptr nocapture readnone %0) #2 !dbg !53 {
    #dbg_value(ptr poison, !55, !DIExpression(), !56)
  %2 = load ptr, ptr @slot, align 8, !dbg !57, !tbaa !58
  %3 = load i32, ptr %2, align 4, !dbg !60, !tbaa !45
  %4 = load i32, ptr @step, align 4, !dbg !61, !tbaa !45
  %5 = add nsw i32 %4, %3, !dbg !62
  store i32 %5, ptr %2, align 4, !dbg !63, !tbaa !45
  ret ptr null, !dbg !64
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #3 !dbg !65 {
  %1 = alloca i64, align 8, !DIAssignID !74
    #dbg_assign(i1 undef, !69, !DIExpression(), !74, ptr %1, !DIExpression(), !75)
  %2 = alloca i64, align 8, !DIAssignID !76
    #dbg_assign(i1 undef, !73, !DIExpression(), !76, ptr %2, !DIExpression(), !75)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #7, !dbg !77
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #7, !dbg !77
  %3 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @via_arg, ptr noundef nonnull @counter) #7, !dbg !78
  %4 = call i32 @pthread_create(ptr noundef nonnull %2, ptr noundef null, ptr noundef nonnull @via_slot, ptr noundef null) #7, !dbg !79
  %5 = load i64, ptr %1, align 8, !dbg !80, !tbaa !81
  %6 = call i32 @pthread_join(i64 noundef %5, ptr noundef null) #7, !dbg !83
  %7 = load i64, ptr %2, align 8, !dbg !84, !tbaa !81
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #7, !dbg !85
  %9 = load i32, ptr @counter, align 4, !dbg !86, !tbaa !45
  %10 = load i32, ptr @step, align 4, !dbg !86, !tbaa !45
  %11 = shl nsw i32 %10, 1, !dbg !86
  %12 = icmp eq i32 %9, %11, !dbg !86
  br i1 %12, label %14, label %13, !dbg !89

13:                                               ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 31, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #8, !dbg !86
  unreachable, !dbg !86

14:                                               ; preds = %0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #7, !dbg !90
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #7, !dbg !90
  ret i32 0, !dbg !91
}

; Function Attrs: nounwind
declare !dbg !92 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !112 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: noreturn nounwind
declare !dbg !116 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!28, !29, !30, !31, !32, !33, !34}
!llvm.ident = !{!35}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "step", scope: !2, file: !3, line: 10, type: !8, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "readonly_global_escape.c", directory: "/work/wt-ro/tests/check", checksumkind: CSK_MD5, checksum: "606c41b9df8bcd1e31c1c5dd4bda7158")
!4 = !{!0, !5, !9, !15, !20, !26}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "slot", scope: !2, file: !3, line: 12, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 160, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 20)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 200, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 25)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 120, elements: !24)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!24 = !{!25}
!25 = !DISubrange(count: 15)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 11, type: !8, isLocal: false, isDefinition: true)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "via_arg", scope: !3, file: !3, line: 14, type: !37, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!40 = !{!41, !42}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !36, file: !3, line: 14, type: !39)
!42 = !DILocalVariable(name: "p", scope: !36, file: !3, line: 15, type: !7)
!43 = !DILocation(line: 0, scope: !36)
!44 = !DILocation(line: 16, column: 8, scope: !36)
!45 = !{!46, !46, i64 0}
!46 = !{!"int", !47, i64 0}
!47 = !{!"omnipotent char", !48, i64 0}
!48 = !{!"Simple C/C++ TBAA"}
!49 = !DILocation(line: 16, column: 13, scope: !36)
!50 = !DILocation(line: 16, column: 11, scope: !36)
!51 = !DILocation(line: 16, column: 6, scope: !36)
!52 = !DILocation(line: 17, column: 3, scope: !36)
!53 = distinct !DISubprogram(name: "via_slot", scope: !3, file: !3, line: 20, type: !37, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !54)
!54 = !{!55}
!55 = !DILocalVariable(name: "arg", arg: 1, scope: !53, file: !3, line: 20, type: !39)
!56 = !DILocation(line: 0, scope: !53)
!57 = !DILocation(line: 21, column: 12, scope: !53)
!58 = !{!59, !59, i64 0}
!59 = !{!"any pointer", !47, i64 0}
!60 = !DILocation(line: 21, column: 11, scope: !53)
!61 = !DILocation(line: 21, column: 19, scope: !53)
!62 = !DILocation(line: 21, column: 17, scope: !53)
!63 = !DILocation(line: 21, column: 9, scope: !53)
!64 = !DILocation(line: 22, column: 3, scope: !53)
!65 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !66, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !68)
!66 = !DISubroutineType(types: !67)
!67 = !{!8}
!68 = !{!69, !73}
!69 = !DILocalVariable(name: "a", scope: !65, file: !3, line: 26, type: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !71, line: 27, baseType: !72)
!71 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: "", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!72 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!73 = !DILocalVariable(name: "b", scope: !65, file: !3, line: 26, type: !70)
!74 = distinct !DIAssignID()
!75 = !DILocation(line: 0, scope: !65)
!76 = distinct !DIAssignID()
!77 = !DILocation(line: 26, column: 3, scope: !65)
!78 = !DILocation(line: 27, column: 3, scope: !65)
!79 = !DILocation(line: 28, column: 3, scope: !65)
!80 = !DILocation(line: 29, column: 16, scope: !65)
!81 = !{!82, !82, i64 0}
!82 = !{!"long", !47, i64 0}
!83 = !DILocation(line: 29, column: 3, scope: !65)
!84 = !DILocation(line: 30, column: 16, scope: !65)
!85 = !DILocation(line: 30, column: 3, scope: !65)
!86 = !DILocation(line: 31, column: 3, scope: !87)
!87 = distinct !DILexicalBlock(scope: !88, file: !3, line: 31, column: 3)
!88 = distinct !DILexicalBlock(scope: !65, file: !3, line: 31, column: 3)
!89 = !DILocation(line: 31, column: 3, scope: !88)
!90 = !DILocation(line: 33, column: 1, scope: !65)
!91 = !DILocation(line: 32, column: 3, scope: !65)
!92 = !DISubprogram(name: "pthread_create", scope: !93, file: !93, line: 202, type: !94, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!93 = !DIFile(filename: "/usr/include/pthread.h", directory: "", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!94 = !DISubroutineType(types: !95)
!95 = !{!8, !96, !98, !110, !111}
!96 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !97)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !70, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !99)
!99 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !100, size: 64)
!100 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !101)
!101 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !71, line: 62, baseType: !102)
!102 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !71, line: 56, size: 448, elements: !103)
!103 = !{!104, !108}
!104 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !102, file: !71, line: 58, baseType: !105, size: 448)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 448, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 56)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !102, file: !71, line: 59, baseType: !109, size: 64)
!109 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!110 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!111 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !39)
!112 = !DISubprogram(name: "pthread_join", scope: !93, file: !93, line: 219, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!113 = !DISubroutineType(types: !114)
!114 = !{!8, !70, !115}
!115 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!116 = !DISubprogram(name: "__assert_fail", scope: !117, file: !117, line: 69, type: !118, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!117 = !DIFile(filename: "/usr/include/assert.h", directory: "", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!118 = !DISubroutineType(types: !119)
!119 = !{null, !120, !120, !121, !120}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!121 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
