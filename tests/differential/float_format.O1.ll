; ModuleID = 'float_format.c'
source_filename = "float_format.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [38 x i8] c"%-3d %.6e | %.3f | %g | %.10g | %.1e\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [26 x i8] c"2^%d = %.0f = %g = %.15e\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [20 x i8] c"2^-%d = %.25f = %g\0A\00", align 1, !dbg !12
@__const.main.halves = private unnamed_addr constant [12 x double] [double 1.250000e-01, double 3.750000e-01, double 2.675000e+00, double 1.000500e+00, double 4.500000e-02, double 1.250000e+00, double 1.350000e+00, double 0x430C6BF526340004, double 5.000000e-06, double 0x412E847F00000000, double 0x4023FFFFEF39085F, double 1.500000e-04], align 16
@.str.3 = private unnamed_addr constant [33 x i8] c"%.17g: %.2f %.0f %.3e %.1g %.6g\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [34 x i8] c"pi %%.%dg = %.*g | %%.%df = %.*f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [27 x i8] c"subnormals: %g %e %.3e %g\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [9 x i8] c"big: %f\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [19 x i8] c"%.17g %.17g %.17g\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [19 x i8] c"%g %g %g %g %g %g\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [27 x i8] c"%#g %#g %#.3g %#.0e %#.0f\0A\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [10 x i8] c"%g %g %g\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [27 x i8] c"float third %%.%df = %.*f\0A\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [34 x i8] c"2^53+1 as double %.1f, 2^63 %.1f\0A\00", align 1, !dbg !53

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !67 {
    #dbg_assign(i1 undef, !92, !DIExpression(), !107, ptr @__const.main.halves, !DIExpression(), !108)
    #dbg_value(double 0x3D719799812DEA11, !72, !DIExpression(), !108)
    #dbg_value(i32 0, !73, !DIExpression(), !109)
  br label %1, !dbg !110

1:                                                ; preds = %0, %1
  %2 = phi double [ 0x3D719799812DEA11, %0 ], [ %8, %1 ]
  %3 = phi i32 [ 0, %0 ], [ %7, %1 ]
    #dbg_value(double %2, !72, !DIExpression(), !108)
    #dbg_value(i32 %3, !73, !DIExpression(), !109)
  %4 = fmul double %2, 0x3FF3C0CA428C59FB, !dbg !111
    #dbg_value(double %4, !75, !DIExpression(), !112)
  %5 = add nsw i32 %3, -12, !dbg !113
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %5, double noundef %4, double noundef %4, double noundef %4, double noundef %4, double noundef %4), !dbg !114
  %7 = add nuw nsw i32 %3, 1, !dbg !115
    #dbg_value(i32 %7, !73, !DIExpression(), !109)
  %8 = fmul double %2, 1.000000e+01, !dbg !116
    #dbg_value(double %8, !72, !DIExpression(), !108)
  %9 = icmp eq i32 %7, 25, !dbg !117
  br i1 %9, label %10, label %1, !dbg !110, !llvm.loop !118

10:                                               ; preds = %1, %14
  %11 = phi i32 [ %15, %14 ], [ 0, %1 ]
  %12 = phi double [ %20, %14 ], [ 1.000000e+00, %1 ]
    #dbg_value(i32 %11, !79, !DIExpression(), !122)
    #dbg_value(double %12, !78, !DIExpression(), !108)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %11, double noundef %12, double noundef %12, double noundef %12), !dbg !123
    #dbg_value(i32 0, !81, !DIExpression(), !124)
    #dbg_value(double %12, !78, !DIExpression(), !108)
  br label %17, !dbg !125

14:                                               ; preds = %17
  %15 = add nuw nsw i32 %11, 7, !dbg !126
    #dbg_value(i32 %15, !79, !DIExpression(), !122)
    #dbg_value(double %20, !78, !DIExpression(), !108)
  %16 = icmp ult i32 %11, 63, !dbg !127
  br i1 %16, label %10, label %23, !dbg !128, !llvm.loop !129

17:                                               ; preds = %10, %17
  %18 = phi i32 [ 0, %10 ], [ %21, %17 ]
  %19 = phi double [ %12, %10 ], [ %20, %17 ]
    #dbg_value(i32 %18, !81, !DIExpression(), !124)
    #dbg_value(double %19, !78, !DIExpression(), !108)
  %20 = fmul double %19, 2.000000e+00, !dbg !131
    #dbg_value(double %20, !78, !DIExpression(), !108)
  %21 = add nuw nsw i32 %18, 1, !dbg !133
    #dbg_value(i32 %21, !81, !DIExpression(), !124)
  %22 = icmp eq i32 %21, 7, !dbg !134
  br i1 %22, label %14, label %17, !dbg !125, !llvm.loop !135

23:                                               ; preds = %14, %27
  %24 = phi i32 [ %28, %27 ], [ 0, %14 ]
  %25 = phi double [ %33, %27 ], [ 1.000000e+00, %14 ]
    #dbg_value(i32 %24, !86, !DIExpression(), !137)
    #dbg_value(double %25, !85, !DIExpression(), !108)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %24, double noundef %25, double noundef %25), !dbg !138
    #dbg_value(i32 0, !88, !DIExpression(), !139)
    #dbg_value(double %25, !85, !DIExpression(), !108)
  br label %30, !dbg !140

27:                                               ; preds = %30
  %28 = add nuw nsw i32 %24, 6, !dbg !141
    #dbg_value(i32 %28, !86, !DIExpression(), !137)
    #dbg_value(double %33, !85, !DIExpression(), !108)
  %29 = icmp ult i32 %24, 54, !dbg !142
  br i1 %29, label %23, label %36, !dbg !143, !llvm.loop !144

30:                                               ; preds = %23, %30
  %31 = phi i32 [ 0, %23 ], [ %34, %30 ]
  %32 = phi double [ %25, %23 ], [ %33, %30 ]
    #dbg_value(i32 %31, !88, !DIExpression(), !139)
    #dbg_value(double %32, !85, !DIExpression(), !108)
  %33 = fmul double %32, 5.000000e-01, !dbg !146
    #dbg_value(double %33, !85, !DIExpression(), !108)
  %34 = add nuw nsw i32 %31, 1, !dbg !148
    #dbg_value(i32 %34, !88, !DIExpression(), !139)
  %35 = icmp eq i32 %34, 6, !dbg !149
  br i1 %35, label %27, label %30, !dbg !140, !llvm.loop !150

36:                                               ; preds = %27, %36
  %37 = phi i64 [ %41, %36 ], [ 0, %27 ]
    #dbg_value(i64 %37, !96, !DIExpression(), !152)
  %38 = getelementptr inbounds [12 x double], ptr @__const.main.halves, i64 0, i64 %37, !dbg !153
  %39 = load double, ptr %38, align 8, !dbg !153, !tbaa !155
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %39, double noundef %39, double noundef %39, double noundef %39, double noundef %39, double noundef %39), !dbg !159
  %41 = add nuw nsw i64 %37, 1, !dbg !160
    #dbg_value(i64 %41, !96, !DIExpression(), !152)
  %42 = icmp eq i64 %41, 12, !dbg !161
  br i1 %42, label %50, label %36, !dbg !162, !llvm.loop !163

43:                                               ; preds = %50
    #dbg_value(double 4.940660e-324, !100, !DIExpression(), !108)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 4.940660e-324, double noundef 1.482200e-323, double noundef 4.940660e-321, double noundef 0xFFFFFFFFFFFFF), !dbg !165
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 0x7FEFFFFFFFFFFFFF), !dbg !166
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 1.000000e-01, double noundef 0x3FD5555555555555, double noundef 0x3FE5555555555555), !dbg !167
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 1.000000e+05, double noundef 1.000000e+06, double noundef 1.000000e-04, double noundef 1.000000e-05, double noundef 1.234560e+05, double noundef 0x4132D68700000000), !dbg !168
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 1.000000e+00, double noundef 1.000000e+05, double noundef 1.000000e+00, double noundef 5.000000e+00, double noundef 3.000000e+00), !dbg !169
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 1.000000e-04, double noundef 1.234000e-05, double noundef 1.000000e+02), !dbg !170
    #dbg_value(float 0x3FD5555560000000, !101, !DIExpression(), !108)
    #dbg_value(i32 1, !103, !DIExpression(), !171)
  br label %57, !dbg !172

50:                                               ; preds = %36, %50
  %51 = phi i32 [ %53, %50 ], [ 0, %36 ]
    #dbg_value(i32 %51, !98, !DIExpression(), !173)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %51, i32 noundef %51, double noundef 0x400921FB54442D18, i32 noundef %51, i32 noundef %51, double noundef 0x400921FB54442D18), !dbg !174
  %53 = add nuw nsw i32 %51, 1, !dbg !176
    #dbg_value(i32 %53, !98, !DIExpression(), !173)
  %54 = icmp eq i32 %53, 18, !dbg !177
  br i1 %54, label %43, label %50, !dbg !178, !llvm.loop !179

55:                                               ; preds = %57
    #dbg_value(i64 9007199254740993, !105, !DIExpression(), !108)
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef 0x4340000000000000, double noundef 0x43E0000000000000), !dbg !181
  ret i32 0, !dbg !182

57:                                               ; preds = %43, %57
  %58 = phi i32 [ 1, %43 ], [ %60, %57 ]
    #dbg_value(i32 %58, !103, !DIExpression(), !171)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %58, i32 noundef %58, double noundef 0x3FD5555560000000), !dbg !183
  %60 = add nuw nsw i32 %58, 3, !dbg !185
    #dbg_value(i32 %60, !103, !DIExpression(), !171)
  %61 = icmp ult i32 %58, 10, !dbg !186
  br i1 %61, label %57, label %55, !dbg !172, !llvm.loop !187
}

; Function Attrs: nofree nounwind
declare !dbg !189 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!55}
!llvm.module.flags = !{!59, !60, !61, !62, !63, !64, !65}
!llvm.ident = !{!66}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "float_format.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "f73bf2fbbb82f99efc84a5a8f8aa63a6")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 38)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 26)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 33)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 34)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 27)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 9)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 19)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !39, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !29, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 10)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !29, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !24, isLocal: true, isDefinition: true)
!55 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !56, globals: !58, splitDebugInlining: false, nameTableKind: None)
!56 = !{!57}
!57 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!58 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !46, !51, !53}
!59 = !{i32 7, !"Dwarf Version", i32 5}
!60 = !{i32 2, !"Debug Info Version", i32 3}
!61 = !{i32 1, !"wchar_size", i32 4}
!62 = !{i32 8, !"PIC Level", i32 2}
!63 = !{i32 7, !"PIE Level", i32 2}
!64 = !{i32 7, !"uwtable", i32 2}
!65 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!66 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!67 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 6, type: !68, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !55, retainedNodes: !71)
!68 = !DISubroutineType(types: !69)
!69 = !{!70}
!70 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!71 = !{!72, !73, !75, !78, !79, !81, !85, !86, !88, !92, !96, !98, !100, !101, !103, !105}
!72 = !DILocalVariable(name: "v", scope: !67, file: !2, line: 7, type: !57)
!73 = !DILocalVariable(name: "i", scope: !74, file: !2, line: 8, type: !70)
!74 = distinct !DILexicalBlock(scope: !67, file: !2, line: 8, column: 5)
!75 = !DILocalVariable(name: "x", scope: !76, file: !2, line: 9, type: !57)
!76 = distinct !DILexicalBlock(scope: !77, file: !2, line: 8, column: 43)
!77 = distinct !DILexicalBlock(scope: !74, file: !2, line: 8, column: 5)
!78 = !DILocalVariable(name: "p2", scope: !67, file: !2, line: 12, type: !57)
!79 = !DILocalVariable(name: "i", scope: !80, file: !2, line: 13, type: !70)
!80 = distinct !DILexicalBlock(scope: !67, file: !2, line: 13, column: 5)
!81 = !DILocalVariable(name: "k", scope: !82, file: !2, line: 15, type: !70)
!82 = distinct !DILexicalBlock(scope: !83, file: !2, line: 15, column: 9)
!83 = distinct !DILexicalBlock(scope: !84, file: !2, line: 13, column: 37)
!84 = distinct !DILexicalBlock(scope: !80, file: !2, line: 13, column: 5)
!85 = !DILocalVariable(name: "q", scope: !67, file: !2, line: 18, type: !57)
!86 = !DILocalVariable(name: "i", scope: !87, file: !2, line: 19, type: !70)
!87 = distinct !DILexicalBlock(scope: !67, file: !2, line: 19, column: 5)
!88 = !DILocalVariable(name: "k", scope: !89, file: !2, line: 21, type: !70)
!89 = distinct !DILexicalBlock(scope: !90, file: !2, line: 21, column: 9)
!90 = distinct !DILexicalBlock(scope: !91, file: !2, line: 19, column: 37)
!91 = distinct !DILexicalBlock(scope: !87, file: !2, line: 19, column: 5)
!92 = !DILocalVariable(name: "halves", scope: !67, file: !2, line: 25, type: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !57, size: 768, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 12)
!96 = !DILocalVariable(name: "i", scope: !97, file: !2, line: 27, type: !70)
!97 = distinct !DILexicalBlock(scope: !67, file: !2, line: 27, column: 5)
!98 = !DILocalVariable(name: "prec", scope: !99, file: !2, line: 30, type: !70)
!99 = distinct !DILexicalBlock(scope: !67, file: !2, line: 30, column: 5)
!100 = !DILocalVariable(name: "subn", scope: !67, file: !2, line: 33, type: !57)
!101 = !DILocalVariable(name: "f", scope: !67, file: !2, line: 40, type: !102)
!102 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!103 = !DILocalVariable(name: "prec", scope: !104, file: !2, line: 41, type: !70)
!104 = distinct !DILexicalBlock(scope: !67, file: !2, line: 41, column: 5)
!105 = !DILocalVariable(name: "big", scope: !67, file: !2, line: 43, type: !106)
!106 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!107 = distinct !DIAssignID()
!108 = !DILocation(line: 0, scope: !67)
!109 = !DILocation(line: 0, scope: !74)
!110 = !DILocation(line: 8, column: 5, scope: !74)
!111 = !DILocation(line: 9, column: 22, scope: !76)
!112 = !DILocation(line: 0, scope: !76)
!113 = !DILocation(line: 10, column: 60, scope: !76)
!114 = !DILocation(line: 10, column: 9, scope: !76)
!115 = !DILocation(line: 8, column: 30, scope: !77)
!116 = !DILocation(line: 8, column: 36, scope: !77)
!117 = !DILocation(line: 8, column: 23, scope: !77)
!118 = distinct !{!118, !110, !119, !120, !121}
!119 = !DILocation(line: 11, column: 5, scope: !74)
!120 = !{!"llvm.loop.mustprogress"}
!121 = !{!"llvm.loop.unroll.disable"}
!122 = !DILocation(line: 0, scope: !80)
!123 = !DILocation(line: 14, column: 9, scope: !83)
!124 = !DILocation(line: 0, scope: !82)
!125 = !DILocation(line: 15, column: 9, scope: !82)
!126 = !DILocation(line: 13, column: 31, scope: !84)
!127 = !DILocation(line: 13, column: 23, scope: !84)
!128 = !DILocation(line: 13, column: 5, scope: !80)
!129 = distinct !{!129, !128, !130, !120, !121}
!130 = !DILocation(line: 17, column: 5, scope: !80)
!131 = !DILocation(line: 16, column: 16, scope: !132)
!132 = distinct !DILexicalBlock(scope: !82, file: !2, line: 15, column: 9)
!133 = !DILocation(line: 15, column: 33, scope: !132)
!134 = !DILocation(line: 15, column: 27, scope: !132)
!135 = distinct !{!135, !125, !136, !120, !121}
!136 = !DILocation(line: 16, column: 19, scope: !82)
!137 = !DILocation(line: 0, scope: !87)
!138 = !DILocation(line: 20, column: 9, scope: !90)
!139 = !DILocation(line: 0, scope: !89)
!140 = !DILocation(line: 21, column: 9, scope: !89)
!141 = !DILocation(line: 19, column: 31, scope: !91)
!142 = !DILocation(line: 19, column: 23, scope: !91)
!143 = !DILocation(line: 19, column: 5, scope: !87)
!144 = distinct !{!144, !143, !145, !120, !121}
!145 = !DILocation(line: 23, column: 5, scope: !87)
!146 = !DILocation(line: 22, column: 15, scope: !147)
!147 = distinct !DILexicalBlock(scope: !89, file: !2, line: 21, column: 9)
!148 = !DILocation(line: 21, column: 33, scope: !147)
!149 = !DILocation(line: 21, column: 27, scope: !147)
!150 = distinct !{!150, !140, !151, !120, !121}
!151 = !DILocation(line: 22, column: 18, scope: !89)
!152 = !DILocation(line: 0, scope: !97)
!153 = !DILocation(line: 28, column: 53, scope: !154)
!154 = distinct !DILexicalBlock(scope: !97, file: !2, line: 27, column: 5)
!155 = !{!156, !156, i64 0}
!156 = !{!"double", !157, i64 0}
!157 = !{!"omnipotent char", !158, i64 0}
!158 = !{!"Simple C/C++ TBAA"}
!159 = !DILocation(line: 28, column: 9, scope: !154)
!160 = !DILocation(line: 27, column: 30, scope: !154)
!161 = !DILocation(line: 27, column: 23, scope: !154)
!162 = !DILocation(line: 27, column: 5, scope: !97)
!163 = distinct !{!163, !162, !164, !120, !121}
!164 = !DILocation(line: 29, column: 36, scope: !97)
!165 = !DILocation(line: 34, column: 5, scope: !67)
!166 = !DILocation(line: 35, column: 5, scope: !67)
!167 = !DILocation(line: 36, column: 5, scope: !67)
!168 = !DILocation(line: 37, column: 5, scope: !67)
!169 = !DILocation(line: 38, column: 5, scope: !67)
!170 = !DILocation(line: 39, column: 5, scope: !67)
!171 = !DILocation(line: 0, scope: !104)
!172 = !DILocation(line: 41, column: 5, scope: !104)
!173 = !DILocation(line: 0, scope: !99)
!174 = !DILocation(line: 31, column: 9, scope: !175)
!175 = distinct !DILexicalBlock(scope: !99, file: !2, line: 30, column: 5)
!176 = !DILocation(line: 30, column: 40, scope: !175)
!177 = !DILocation(line: 30, column: 29, scope: !175)
!178 = !DILocation(line: 30, column: 5, scope: !99)
!179 = distinct !{!179, !178, !180, !120, !121}
!180 = !DILocation(line: 32, column: 33, scope: !99)
!181 = !DILocation(line: 44, column: 5, scope: !67)
!182 = !DILocation(line: 46, column: 1, scope: !67)
!183 = !DILocation(line: 42, column: 9, scope: !184)
!184 = distinct !DILexicalBlock(scope: !104, file: !2, line: 41, column: 5)
!185 = !DILocation(line: 41, column: 41, scope: !184)
!186 = !DILocation(line: 41, column: 29, scope: !184)
!187 = distinct !{!187, !172, !188, !120, !121}
!188 = !DILocation(line: 42, column: 60, scope: !104)
!189 = !DISubprogram(name: "printf", scope: !190, file: !190, line: 356, type: !191, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!190 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!191 = !DISubroutineType(types: !192)
!192 = !{!70, !193, null}
!193 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !194)
!194 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !195, size: 64)
!195 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
