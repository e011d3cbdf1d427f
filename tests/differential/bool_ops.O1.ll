; ModuleID = 'bool_ops.c'
source_filename = "bool_ops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [19 x i8] c"b: %d %d %d %d %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"sum: %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [14 x i8] c"after ++: %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [14 x i8] c"after --: %d\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [19 x i8] c"sizeof(_Bool)=%zu\0A\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [18 x i8] c"0&&1=%d calls=%d\0A\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [18 x i8] c"1||0=%d calls=%d\0A\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [19 x i8] c"chain=%d calls=%d\0A\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [21 x i8] c"ternary=%d calls=%d\0A\00", align 1, !dbg !30
@.str.9 = private unnamed_addr constant [20 x i8] c"!5=%d !!5=%d !0=%d\0A\00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [8 x i8] c"cnt=%u\0A\00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [25 x i8] c"flags %d %d %d size=%zu\0A\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [11 x i8] c"packed=%d\0A\00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [19 x i8] c"%d %d %d %d %d %d\0A\00", align 1, !dbg !55
@.str.14 = private unnamed_addr constant [15 x i8] c"all=%d any=%d\0A\00", align 1, !dbg !57

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !75 {
  %1 = alloca [16 x i8], align 16, !DIAssignID !118
    #dbg_assign(i1 undef, !100, !DIExpression(), !118, ptr %1, !DIExpression(), !119)
    #dbg_value(i8 1, !79, !DIExpression(), !119)
    #dbg_value(double 2.500000e-01, !81, !DIExpression(), !119)
    #dbg_value(double -0.000000e+00, !83, !DIExpression(), !119)
    #dbg_value(i8 1, !84, !DIExpression(), !119)
    #dbg_value(i8 0, !85, !DIExpression(), !119)
    #dbg_value(i8 0, !86, !DIExpression(), !119)
    #dbg_value(i8 1, !87, !DIExpression(), !119)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 1), !dbg !120
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3), !dbg !121
    #dbg_value(i8 1, !88, !DIExpression(), !119)
    #dbg_value(i8 1, !88, !DIExpression(), !119)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1), !dbg !122
    #dbg_value(i8 0, !88, !DIExpression(), !119)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 0), !dbg !123
    #dbg_value(i8 1, !88, !DIExpression(), !119)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 1), !dbg !124
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 1), !dbg !125
    #dbg_value(i32 0, !126, !DIExpression(), !131)
    #dbg_value(i32 0, !89, !DIExpression(), !119)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 0, i32 noundef 1), !dbg !133
    #dbg_value(i32 1, !126, !DIExpression(), !134)
    #dbg_value(i32 1, !89, !DIExpression(), !119)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef 1), !dbg !136
    #dbg_value(i32 2, !126, !DIExpression(), !137)
    #dbg_value(i32 3, !126, !DIExpression(), !139)
    #dbg_value(i32 0, !126, !DIExpression(), !141)
    #dbg_value(i32 0, !89, !DIExpression(), !119)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 0, i32 noundef 3), !dbg !143
    #dbg_value(i32 0, !126, !DIExpression(), !144)
    #dbg_value(i32 0, !126, !DIExpression(), !146)
    #dbg_value(i32 8, !126, !DIExpression(), !148)
    #dbg_value(i32 8, !89, !DIExpression(), !119)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 8, i32 noundef 3), !dbg !150
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 0, i32 noundef 1, i32 noundef 1), !dbg !151
    #dbg_value(i32 0, !90, !DIExpression(), !119)
    #dbg_value(i32 0, !92, !DIExpression(), !152)
    #dbg_value(i32 poison, !90, !DIExpression(), !119)
    #dbg_value(i32 poison, !92, !DIExpression(), !152)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 112), !dbg !153
    #dbg_value(i8 1, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !119)
    #dbg_value(i8 poison, !94, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !119)
    #dbg_value(i8 1, !94, !DIExpression(DW_OP_LLVM_fragment, 16, 8), !119)
    #dbg_value(i8 1, !94, !DIExpression(DW_OP_LLVM_fragment, 8, 8), !119)
    #dbg_value(i8 0, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !119)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef 0, i32 noundef 1, i32 noundef 1, i64 noundef 3), !dbg !154
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #3, !dbg !155
    #dbg_value(i32 0, !104, !DIExpression(), !156)
  br label %15, !dbg !157

15:                                               ; preds = %0, %15
  %16 = phi i64 [ 0, %0 ], [ %23, %15 ]
    #dbg_value(i64 %16, !104, !DIExpression(), !156)
  %17 = trunc i64 %16 to i32, !dbg !158
  %18 = mul i32 %17, 7, !dbg !158
  %19 = urem i32 %18, 5, !dbg !158
  %20 = icmp ne i32 %19, 0, !dbg !160
  %21 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 %16, !dbg !161
  %22 = zext i1 %20 to i8, !dbg !162
  store i8 %22, ptr %21, align 1, !dbg !162, !tbaa !163
  %23 = add nuw nsw i64 %16, 1, !dbg !167
    #dbg_value(i64 %23, !104, !DIExpression(), !156)
  %24 = icmp eq i64 %23, 16, !dbg !168
  br i1 %24, label %29, label %15, !dbg !157, !llvm.loop !169

25:                                               ; preds = %29
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %36), !dbg !173
    #dbg_value(i32 10, !109, !DIExpression(), !119)
    #dbg_value(i32 20, !110, !DIExpression(), !119)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 1, i32 noundef 0, i32 noundef 1, i32 noundef 0, i32 noundef 1, i32 noundef 0), !dbg !174
    #dbg_value(i8 1, !111, !DIExpression(), !119)
    #dbg_value(i8 0, !112, !DIExpression(), !119)
    #dbg_value(i32 0, !113, !DIExpression(), !175)
    #dbg_value(i8 poison, !112, !DIExpression(), !119)
    #dbg_value(i8 poison, !111, !DIExpression(), !119)
    #dbg_value(i32 undef, !113, !DIExpression(), !175)
    #dbg_value(i1 poison, !111, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !119)
    #dbg_value(i1 poison, !112, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !119)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef 1, i32 noundef 1), !dbg !176
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #3, !dbg !177
  ret i32 3, !dbg !178

29:                                               ; preds = %15, %29
  %30 = phi i64 [ %37, %29 ], [ 0, %15 ]
  %31 = phi i32 [ %36, %29 ], [ 0, %15 ]
    #dbg_value(i64 %30, !107, !DIExpression(), !179)
    #dbg_value(i32 %31, !106, !DIExpression(), !119)
  %32 = shl nsw i32 %31, 1, !dbg !180
  %33 = getelementptr inbounds [16 x i8], ptr %1, i64 0, i64 %30, !dbg !182
  %34 = load i8, ptr %33, align 1, !dbg !182, !tbaa !163, !range !183, !noundef !184
  %35 = zext nneg i8 %34 to i32, !dbg !182
  %36 = or disjoint i32 %32, %35, !dbg !185
    #dbg_value(i32 %36, !106, !DIExpression(), !119)
  %37 = add nuw nsw i64 %30, 1, !dbg !186
    #dbg_value(i64 %37, !107, !DIExpression(), !179)
  %38 = icmp eq i64 %37, 16, !dbg !187
  br i1 %38, label %25, label %29, !dbg !188, !llvm.loop !189
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !191 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!62}
!llvm.module.flags = !{!67, !68, !69, !70, !71, !72, !73}
!llvm.ident = !{!74}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "bool_ops.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "fb0d74c606bf8d394d84db709f346e4f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 19)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 14)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !3, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !24)
!24 = !{!25}
!25 = !DISubrange(count: 18)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !23, isLocal: true, isDefinition: true)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !3, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 21)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 20)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 8)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 25)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 11)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !3, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 15)
!62 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !63, splitDebugInlining: false, nameTableKind: None)
!63 = !{!0, !7, !12, !17, !19, !21, !26, !28, !30, !35, !40, !45, !50, !55, !57, !64}
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(name: "calls", scope: !62, file: !2, line: 5, type: !66, isLocal: true, isDefinition: true)
!66 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!67 = !{i32 7, !"Dwarf Version", i32 5}
!68 = !{i32 2, !"Debug Info Version", i32 3}
!69 = !{i32 1, !"wchar_size", i32 4}
!70 = !{i32 8, !"PIC Level", i32 2}
!71 = !{i32 7, !"PIE Level", i32 2}
!72 = !{i32 7, !"uwtable", i32 2}
!73 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!74 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!75 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 18, type: !76, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !78)
!76 = !DISubroutineType(types: !77)
!77 = !{!66}
!78 = !{!79, !81, !83, !84, !85, !86, !87, !88, !89, !90, !92, !94, !100, !104, !106, !107, !109, !110, !111, !112, !113, !115}
!79 = !DILocalVariable(name: "b1", scope: !75, file: !2, line: 19, type: !80)
!80 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!81 = !DILocalVariable(name: "quarter", scope: !75, file: !2, line: 20, type: !82)
!82 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!83 = !DILocalVariable(name: "mzero", scope: !75, file: !2, line: 20, type: !82)
!84 = !DILocalVariable(name: "b2", scope: !75, file: !2, line: 21, type: !80)
!85 = !DILocalVariable(name: "b3", scope: !75, file: !2, line: 22, type: !80)
!86 = !DILocalVariable(name: "b4", scope: !75, file: !2, line: 23, type: !80)
!87 = !DILocalVariable(name: "b5", scope: !75, file: !2, line: 24, type: !80)
!88 = !DILocalVariable(name: "t", scope: !75, file: !2, line: 27, type: !80)
!89 = !DILocalVariable(name: "r", scope: !75, file: !2, line: 36, type: !66)
!90 = !DILocalVariable(name: "cnt", scope: !75, file: !2, line: 48, type: !91)
!91 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!92 = !DILocalVariable(name: "i", scope: !93, file: !2, line: 49, type: !91)
!93 = distinct !DILexicalBlock(scope: !75, file: !2, line: 49, column: 5)
!94 = !DILocalVariable(name: "f", scope: !75, file: !2, line: 52, type: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "flags", file: !2, line: 13, size: 24, elements: !96)
!96 = !{!97, !98, !99}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !95, file: !2, line: 14, baseType: !80, size: 8)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !95, file: !2, line: 14, baseType: !80, size: 8, offset: 8)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !95, file: !2, line: 15, baseType: !80, size: 8, offset: 16)
!100 = !DILocalVariable(name: "arr", scope: !75, file: !2, line: 56, type: !101)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !80, size: 128, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 16)
!104 = !DILocalVariable(name: "i", scope: !105, file: !2, line: 57, type: !66)
!105 = distinct !DILexicalBlock(scope: !75, file: !2, line: 57, column: 5)
!106 = !DILocalVariable(name: "s", scope: !75, file: !2, line: 59, type: !66)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 60, type: !66)
!108 = distinct !DILexicalBlock(scope: !75, file: !2, line: 60, column: 5)
!109 = !DILocalVariable(name: "x", scope: !75, file: !2, line: 64, type: !66)
!110 = !DILocalVariable(name: "y", scope: !75, file: !2, line: 64, type: !66)
!111 = !DILocalVariable(name: "all", scope: !75, file: !2, line: 66, type: !80)
!112 = !DILocalVariable(name: "any", scope: !75, file: !2, line: 66, type: !80)
!113 = !DILocalVariable(name: "i", scope: !114, file: !2, line: 67, type: !66)
!114 = distinct !DILexicalBlock(scope: !75, file: !2, line: 67, column: 5)
!115 = !DILocalVariable(name: "p", scope: !116, file: !2, line: 68, type: !80)
!116 = distinct !DILexicalBlock(scope: !117, file: !2, line: 67, column: 34)
!117 = distinct !DILexicalBlock(scope: !114, file: !2, line: 67, column: 5)
!118 = distinct !DIAssignID()
!119 = !DILocation(line: 0, scope: !75)
!120 = !DILocation(line: 25, column: 5, scope: !75)
!121 = !DILocation(line: 26, column: 5, scope: !75)
!122 = !DILocation(line: 29, column: 5, scope: !75)
!123 = !DILocation(line: 31, column: 5, scope: !75)
!124 = !DILocation(line: 33, column: 5, scope: !75)
!125 = !DILocation(line: 34, column: 5, scope: !75)
!126 = !DILocalVariable(name: "v", arg: 1, scope: !127, file: !2, line: 6, type: !66)
!127 = distinct !DISubprogram(name: "side", scope: !2, file: !2, line: 6, type: !128, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !130)
!128 = !DISubroutineType(types: !129)
!129 = !{!66, !66}
!130 = !{!126}
!131 = !DILocation(line: 0, scope: !127, inlinedAt: !132)
!132 = distinct !DILocation(line: 36, column: 13, scope: !75)
!133 = !DILocation(line: 37, column: 5, scope: !75)
!134 = !DILocation(line: 0, scope: !127, inlinedAt: !135)
!135 = distinct !DILocation(line: 39, column: 9, scope: !75)
!136 = !DILocation(line: 40, column: 5, scope: !75)
!137 = !DILocation(line: 0, scope: !127, inlinedAt: !138)
!138 = distinct !DILocation(line: 42, column: 9, scope: !75)
!139 = !DILocation(line: 0, scope: !127, inlinedAt: !140)
!140 = distinct !DILocation(line: 42, column: 20, scope: !75)
!141 = !DILocation(line: 0, scope: !127, inlinedAt: !142)
!142 = distinct !DILocation(line: 42, column: 31, scope: !75)
!143 = !DILocation(line: 43, column: 5, scope: !75)
!144 = !DILocation(line: 0, scope: !127, inlinedAt: !145)
!145 = distinct !DILocation(line: 45, column: 10, scope: !75)
!146 = !DILocation(line: 0, scope: !127, inlinedAt: !147)
!147 = distinct !DILocation(line: 45, column: 21, scope: !75)
!148 = !DILocation(line: 0, scope: !127, inlinedAt: !149)
!149 = distinct !DILocation(line: 45, column: 42, scope: !75)
!150 = !DILocation(line: 46, column: 5, scope: !75)
!151 = !DILocation(line: 47, column: 5, scope: !75)
!152 = !DILocation(line: 0, scope: !93)
!153 = !DILocation(line: 51, column: 5, scope: !75)
!154 = !DILocation(line: 55, column: 5, scope: !75)
!155 = !DILocation(line: 56, column: 5, scope: !75)
!156 = !DILocation(line: 0, scope: !105)
!157 = !DILocation(line: 57, column: 5, scope: !105)
!158 = !DILocation(line: 58, column: 26, scope: !159)
!159 = distinct !DILexicalBlock(scope: !105, file: !2, line: 57, column: 5)
!160 = !DILocation(line: 58, column: 18, scope: !159)
!161 = !DILocation(line: 58, column: 9, scope: !159)
!162 = !DILocation(line: 58, column: 16, scope: !159)
!163 = !{!164, !164, i64 0}
!164 = !{!"_Bool", !165, i64 0}
!165 = !{!"omnipotent char", !166, i64 0}
!166 = !{!"Simple C/C++ TBAA"}
!167 = !DILocation(line: 57, column: 30, scope: !159)
!168 = !DILocation(line: 57, column: 23, scope: !159)
!169 = distinct !{!169, !157, !170, !171, !172}
!170 = !DILocation(line: 58, column: 28, scope: !105)
!171 = !{!"llvm.loop.mustprogress"}
!172 = !{!"llvm.loop.unroll.disable"}
!173 = !DILocation(line: 62, column: 5, scope: !75)
!174 = !DILocation(line: 65, column: 5, scope: !75)
!175 = !DILocation(line: 0, scope: !114)
!176 = !DILocation(line: 72, column: 5, scope: !75)
!177 = !DILocation(line: 74, column: 1, scope: !75)
!178 = !DILocation(line: 73, column: 5, scope: !75)
!179 = !DILocation(line: 0, scope: !108)
!180 = !DILocation(line: 61, column: 15, scope: !181)
!181 = distinct !DILexicalBlock(scope: !108, file: !2, line: 60, column: 5)
!182 = !DILocation(line: 61, column: 21, scope: !181)
!183 = !{i8 0, i8 2}
!184 = !{}
!185 = !DILocation(line: 61, column: 19, scope: !181)
!186 = !DILocation(line: 60, column: 30, scope: !181)
!187 = !DILocation(line: 60, column: 23, scope: !181)
!188 = !DILocation(line: 60, column: 5, scope: !108)
!189 = distinct !{!189, !188, !190, !171, !172}
!190 = !DILocation(line: 61, column: 26, scope: !108)
!191 = !DISubprogram(name: "printf", scope: !192, file: !192, line: 356, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!192 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!193 = !DISubroutineType(types: !194)
!194 = !{!66, !195, null}
!195 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !196)
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 64)
!197 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
