; ModuleID = 'many_violations.c'
source_filename = "many_violations.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@x = dso_local global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [7 x i8] c"v != 0\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [18 x i8] c"many_violations.c\00", align 1, !dbg !11
@__PRETTY_FUNCTION__.main = private unnamed_addr constant [15 x i8] c"int main(void)\00", align 1, !dbg !16
@.str.2 = private unnamed_addr constant [7 x i8] c"v != 1\00", align 1, !dbg !22
@.str.3 = private unnamed_addr constant [7 x i8] c"x != 2\00", align 1, !dbg !24

; Function Attrs: nofree norecurse nounwind memory(readwrite, argmem: none) uwtable
define dso_local noalias noundef ptr @writer(ptr nocapture readnone %0) #0 !dbg !36 {
    #dbg_value(ptr poison, !41, !DIExpression(), !42)
  store volatile i32 1, ptr @x, align 4, !dbg !43, !tbaa !44
  store volatile i32 2, ptr @x, align 4, !dbg !48, !tbaa !44
  ret ptr null, !dbg !49
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #1 !dbg !50 {
  %1 = alloca i64, align 8, !DIAssignID !59
    #dbg_assign(i1 undef, !54, !DIExpression(), !59, ptr %1, !DIExpression(), !60)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !61
  %2 = call i32 @pthread_create(ptr noundef nonnull %1, ptr noundef null, ptr noundef nonnull @writer, ptr noundef null) #6, !dbg !62
  %3 = load volatile i32, ptr @x, align 4, !dbg !63, !tbaa !44
    #dbg_value(i32 %3, !58, !DIExpression(), !60)
  switch i32 %3, label %6 [
    i32 0, label %4
    i32 1, label %5
  ], !dbg !64

4:                                                ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 20, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !65
  unreachable, !dbg !65

5:                                                ; preds = %0
  call void @__assert_fail(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 22, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !69
  unreachable, !dbg !69

6:                                                ; preds = %0
  %7 = load i64, ptr %1, align 8, !dbg !73, !tbaa !74
  %8 = call i32 @pthread_join(i64 noundef %7, ptr noundef null) #6, !dbg !76
  %9 = load volatile i32, ptr @x, align 4, !dbg !77, !tbaa !44
  %10 = icmp eq i32 %9, 2, !dbg !77
  br i1 %10, label %11, label %12, !dbg !80

11:                                               ; preds = %6
  call void @__assert_fail(ptr noundef nonnull @.str.3, ptr noundef nonnull @.str.1, i32 noundef 24, ptr noundef nonnull @__PRETTY_FUNCTION__.main) #7, !dbg !77
  unreachable, !dbg !77

12:                                               ; preds = %6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !81
  ret i32 0, !dbg !82
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nounwind
declare !dbg !83 i32 @pthread_create(ptr noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

; Function Attrs: noreturn nounwind
declare !dbg !103 void @__assert_fail(ptr noundef, ptr noundef, i32 noundef, ptr noundef) local_unnamed_addr #4

declare !dbg !109 i32 @pthread_join(i64 noundef, ptr noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nofree norecurse nounwind memory(readwrite, argmem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!1 = distinct !DIGlobalVariable(name: "x", scope: !2, file: !3, line: 7, type: !26, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "many_violations.c", directory: ".", checksumkind: CSK_MD5, checksum: "8f9f60dcf4a771f6e4a3d07bc3113f19")
!4 = !{!5, !11, !16, !22, !24, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 56, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 7)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 144, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 18)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 20, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 120, elements: !20)
!19 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!20 = !{!21}
!21 = !DISubrange(count: 15)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 22, type: !7, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !7, isLocal: true, isDefinition: true)
!26 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !27)
!27 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!28 = !{i32 7, !"Dwarf Version", i32 5}
!29 = !{i32 2, !"Debug Info Version", i32 3}
!30 = !{i32 1, !"wchar_size", i32 4}
!31 = !{i32 8, !"PIC Level", i32 2}
!32 = !{i32 7, !"PIE Level", i32 2}
!33 = !{i32 7, !"uwtable", i32 2}
!34 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!35 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!36 = distinct !DISubprogram(name: "writer", scope: !3, file: !3, line: 9, type: !37, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !40)
!37 = !DISubroutineType(types: !38)
!38 = !{!39, !39}
!39 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!40 = !{!41}
!41 = !DILocalVariable(name: "arg", arg: 1, scope: !36, file: !3, line: 9, type: !39)
!42 = !DILocation(line: 0, scope: !36)
!43 = !DILocation(line: 10, column: 5, scope: !36)
!44 = !{!45, !45, i64 0}
!45 = !{!"int", !46, i64 0}
!46 = !{!"omnipotent char", !47, i64 0}
!47 = !{!"Simple C/C++ TBAA"}
!48 = !DILocation(line: 11, column: 5, scope: !36)
!49 = !DILocation(line: 12, column: 3, scope: !36)
!50 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 15, type: !51, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !53)
!51 = !DISubroutineType(types: !52)
!52 = !{!27}
!53 = !{!54, !58}
!54 = !DILocalVariable(name: "t", scope: !50, file: !3, line: 16, type: !55)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_t", file: !56, line: 27, baseType: !57)
!56 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/pthreadtypes.h", directory: ".", checksumkind: CSK_MD5, checksum: "735e3bf264ff9d8f5d95898b1692fbdb")
!57 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!58 = !DILocalVariable(name: "v", scope: !50, file: !3, line: 18, type: !27)
!59 = distinct !DIAssignID()
!60 = !DILocation(line: 0, scope: !50)
!61 = !DILocation(line: 16, column: 3, scope: !50)
!62 = !DILocation(line: 17, column: 3, scope: !50)
!63 = !DILocation(line: 18, column: 11, scope: !50)
!64 = !DILocation(line: 19, column: 7, scope: !50)
!65 = !DILocation(line: 20, column: 5, scope: !66)
!66 = distinct !DILexicalBlock(scope: !67, file: !3, line: 20, column: 5)
!67 = distinct !DILexicalBlock(scope: !68, file: !3, line: 20, column: 5)
!68 = distinct !DILexicalBlock(scope: !50, file: !3, line: 19, column: 7)
!69 = !DILocation(line: 22, column: 5, scope: !70)
!70 = distinct !DILexicalBlock(scope: !71, file: !3, line: 22, column: 5)
!71 = distinct !DILexicalBlock(scope: !72, file: !3, line: 22, column: 5)
!72 = distinct !DILexicalBlock(scope: !50, file: !3, line: 21, column: 7)
!73 = !DILocation(line: 23, column: 16, scope: !50)
!74 = !{!75, !75, i64 0}
!75 = !{!"long", !46, i64 0}
!76 = !DILocation(line: 23, column: 3, scope: !50)
!77 = !DILocation(line: 24, column: 3, scope: !78)
!78 = distinct !DILexicalBlock(scope: !79, file: !3, line: 24, column: 3)
!79 = distinct !DILexicalBlock(scope: !50, file: !3, line: 24, column: 3)
!80 = !DILocation(line: 24, column: 3, scope: !79)
!81 = !DILocation(line: 26, column: 1, scope: !50)
!82 = !DILocation(line: 25, column: 3, scope: !50)
!83 = !DISubprogram(name: "pthread_create", scope: !84, file: !84, line: 202, type: !85, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!84 = !DIFile(filename: "/usr/include/pthread.h", directory: ".", checksumkind: CSK_MD5, checksum: "5205981c6f80cc3dc1e81231df63d8ef")
!85 = !DISubroutineType(types: !86)
!86 = !{!27, !87, !89, !101, !102}
!87 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !88)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !90)
!90 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !91, size: 64)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !92)
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "pthread_attr_t", file: !56, line: 62, baseType: !93)
!93 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "pthread_attr_t", file: !56, line: 56, size: 448, elements: !94)
!94 = !{!95, !99}
!95 = !DIDerivedType(tag: DW_TAG_member, name: "__size", scope: !93, file: !56, line: 58, baseType: !96, size: 448)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 448, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 56)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "__align", scope: !93, file: !56, line: 59, baseType: !100, size: 64)
!100 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!101 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !37, size: 64)
!102 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !39)
!103 = !DISubprogram(name: "__assert_fail", scope: !104, file: !104, line: 69, type: !105, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!104 = !DIFile(filename: "/usr/include/assert.h", directory: ".", checksumkind: CSK_MD5, checksum: "ab7dc6991d501750085448b20099a5a0")
!105 = !DISubroutineType(types: !106)
!106 = !{null, !107, !107, !108, !107}
!107 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!108 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!109 = !DISubprogram(name: "pthread_join", scope: !84, file: !84, line: 219, type: !110, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!110 = !DISubroutineType(types: !111)
!111 = !{!27, !55, !112}
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
