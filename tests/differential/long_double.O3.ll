; ModuleID = 'long_double.c'
source_filename = "long_double.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"sizeof(long double)=%zu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [45 x i8] c"(1e16+1)-1e16: long double %.1f double %.1f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"third*3-1 = %e\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [36 x i8] c"long double epsilon bits=%d eps=%e\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [17 x i8] c"H(1000) = %.15f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [53 x i8] c"2^53+1 -> long double -> ll: %lld, via double: %lld\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [19 x i8] c"u64 max exact: %d\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [12 x i8] c"%d! = %.6e\0A\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [13 x i8] c"%f %f %f %f\0A\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [14 x i8] c"cmp %d %d %d\0A\00", align 1, !dbg !47

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !66 {
  %1 = alloca x86_fp80, align 16, !DIAssignID !91
    #dbg_assign(i1 undef, !71, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !91, ptr %1, !DIExpression(), !92)
  %2 = alloca double, align 8, !DIAssignID !93
    #dbg_assign(i1 undef, !75, !DIExpression(), !93, ptr %2, !DIExpression(), !92)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 16), !dbg !94
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %1), !dbg !95
  store volatile x86_fp80 0xK40348E1BC9BF04000000, ptr %1, align 16, !dbg !96, !tbaa !97, !DIAssignID !101
    #dbg_assign(x86_fp80 0xK40348E1BC9BF04000000, !71, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !101, ptr %1, !DIExpression(), !92)
  %4 = load volatile x86_fp80, ptr %1, align 16, !dbg !102, !tbaa !97
  %5 = fadd x86_fp80 %4, 0xK3FFF8000000000000000, !dbg !103
  %6 = load volatile x86_fp80, ptr %1, align 16, !dbg !104, !tbaa !97
  %7 = fsub x86_fp80 %5, %6, !dbg !105
    #dbg_value(x86_fp80 %7, !74, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !92)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !106
  store volatile double 1.000000e+16, ptr %2, align 8, !dbg !107, !tbaa !108, !DIAssignID !110
    #dbg_assign(double 1.000000e+16, !75, !DIExpression(), !110, ptr %2, !DIExpression(), !92)
  %8 = load volatile double, ptr %2, align 8, !dbg !111, !tbaa !108
  %9 = fadd double %8, 1.000000e+00, !dbg !112
  %10 = load volatile double, ptr %2, align 8, !dbg !113, !tbaa !108
  %11 = fsub double %9, %10, !dbg !114
    #dbg_value(double %11, !77, !DIExpression(), !92)
  %12 = fptrunc x86_fp80 %7 to double, !dbg !115
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %12, double noundef %11), !dbg !116
    #dbg_value(x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, !78, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !92)
    #dbg_value(x86_fp80 0xK3FFF8000000000000000, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !92)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0.000000e+00), !dbg !117
    #dbg_value(x86_fp80 0xK3FBF8000000000000000, !80, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !92)
    #dbg_value(i32 64, !81, !DIExpression(), !92)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 63, double noundef 0x3C00000000000000), !dbg !118
    #dbg_value(i32 1000, !119, !DIExpression(), !127)
    #dbg_value(x86_fp80 0xK00000000000000000000, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !127)
    #dbg_value(i32 1, !125, !DIExpression(), !129)
  br label %16, !dbg !130

16:                                               ; preds = %16, %0
  %17 = phi i32 [ 1, %0 ], [ %38, %16 ]
  %18 = phi x86_fp80 [ 0xK00000000000000000000, %0 ], [ %37, %16 ]
    #dbg_value(i32 %17, !125, !DIExpression(), !129)
    #dbg_value(x86_fp80 %18, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !127)
  %19 = uitofp nneg i32 %17 to x86_fp80, !dbg !131
  %20 = fdiv x86_fp80 0xK3FFF8000000000000000, %19, !dbg !133
  %21 = fadd x86_fp80 %18, %20, !dbg !134
    #dbg_value(x86_fp80 %21, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !127)
  %22 = add nuw nsw i32 %17, 1, !dbg !135
    #dbg_value(i32 %22, !125, !DIExpression(), !129)
  %23 = uitofp nneg i32 %22 to x86_fp80, !dbg !131
  %24 = fdiv x86_fp80 0xK3FFF8000000000000000, %23, !dbg !133
  %25 = fadd x86_fp80 %21, %24, !dbg !134
    #dbg_value(x86_fp80 %25, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !127)
  %26 = add nuw nsw i32 %17, 2, !dbg !135
    #dbg_value(i32 %26, !125, !DIExpression(), !129)
  %27 = uitofp nneg i32 %26 to x86_fp80, !dbg !131
  %28 = fdiv x86_fp80 0xK3FFF8000000000000000, %27, !dbg !133
  %29 = fadd x86_fp80 %25, %28, !dbg !134
    #dbg_value(x86_fp80 %29, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !127)
  %30 = add nuw nsw i32 %17, 3, !dbg !135
    #dbg_value(i32 %30, !125, !DIExpression(), !129)
  %31 = uitofp nneg i32 %30 to x86_fp80, !dbg !131
  %32 = fdiv x86_fp80 0xK3FFF8000000000000000, %31, !dbg !133
  %33 = fadd x86_fp80 %29, %32, !dbg !134
    #dbg_value(x86_fp80 %33, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !127)
  %34 = add nuw nsw i32 %17, 4, !dbg !135
    #dbg_value(i32 %34, !125, !DIExpression(), !129)
  %35 = uitofp nneg i32 %34 to x86_fp80, !dbg !131
  %36 = fdiv x86_fp80 0xK3FFF8000000000000000, %35, !dbg !133
  %37 = fadd x86_fp80 %33, %36, !dbg !134
    #dbg_value(x86_fp80 %37, !124, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !127)
  %38 = add nuw nsw i32 %17, 5, !dbg !135
    #dbg_value(i32 %38, !125, !DIExpression(), !129)
  %39 = icmp eq i32 %38, 1001, !dbg !136
  br i1 %39, label %40, label %16, !dbg !130, !llvm.loop !137

40:                                               ; preds = %16
  %41 = fptrunc x86_fp80 %37 to double, !dbg !140
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %41), !dbg !141
    #dbg_value(i64 9007199254740993, !82, !DIExpression(), !92)
    #dbg_value(x86_fp80 0xK40348000000000000400, !83, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !92)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 9007199254740993, i64 noundef 9007199254740992), !dbg !142
    #dbg_value(i64 -1, !84, !DIExpression(), !92)
    #dbg_value(x86_fp80 0xK403EFFFFFFFFFFFFFFFF, !85, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !92)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1), !dbg !143
    #dbg_value(x86_fp80 0xK3FFF8000000000000000, !86, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !92)
    #dbg_value(i32 1, !87, !DIExpression(), !144)
  br label %48, !dbg !145

45:                                               ; preds = %59
    #dbg_value(x86_fp80 0xK3FFFC000000000000000, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !92)
    #dbg_value(x86_fp80 0xKC0009000000000000000, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !92)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef -7.500000e-01, double noundef -3.375000e+00, double noundef 0xBFE5555555555555, double noundef 3.750000e+00), !dbg !146
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef 0, i32 noundef 1, i32 noundef 1), !dbg !147
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !148
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %1), !dbg !148
  ret i32 0, !dbg !149

48:                                               ; preds = %40, %59
  %49 = phi x86_fp80 [ 0xK3FFF8000000000000000, %40 ], [ %52, %59 ]
  %50 = phi i32 [ 1, %40 ], [ %60, %59 ]
    #dbg_value(x86_fp80 %49, !86, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !92)
    #dbg_value(i32 %50, !87, !DIExpression(), !144)
  %51 = uitofp nneg i32 %50 to x86_fp80, !dbg !150
  %52 = fmul x86_fp80 %49, %51, !dbg !153
    #dbg_value(x86_fp80 %52, !86, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !92)
  %53 = trunc nuw i32 %50 to i8, !dbg !154
  %54 = urem i8 %53, 5, !dbg !154
  %55 = icmp eq i8 %54, 0, !dbg !156
  br i1 %55, label %56, label %59, !dbg !157

56:                                               ; preds = %48
  %57 = fptrunc x86_fp80 %52 to double, !dbg !158
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %50, double noundef %57), !dbg !159
  br label %59, !dbg !159

59:                                               ; preds = %48, %56
  %60 = add nuw nsw i32 %50, 1, !dbg !160
    #dbg_value(x86_fp80 %52, !86, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !92)
    #dbg_value(i32 %60, !87, !DIExpression(), !144)
  %61 = icmp eq i32 %60, 26, !dbg !161
  br i1 %61, label %45, label %48, !dbg !145, !llvm.loop !162
}

; Function Attrs: nofree nounwind
declare !dbg !164 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!52}
!llvm.module.flags = !{!58, !59, !60, !61, !62, !63, !64}
!llvm.ident = !{!65}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "long_double.c", directory: "/work/wt-corpus/tests/c", checksumkind: CSK_MD5, checksum: "e31305d7c9cd9495e745c451b186b022")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 25)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 45)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 36)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 17)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 424, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 53)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 19)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 12)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 13)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 14)
!52 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !53, globals: !57, splitDebugInlining: false, nameTableKind: None)
!53 = !{!54, !55, !56}
!54 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!55 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!56 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!57 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47}
!58 = !{i32 7, !"Dwarf Version", i32 5}
!59 = !{i32 2, !"Debug Info Version", i32 3}
!60 = !{i32 1, !"wchar_size", i32 4}
!61 = !{i32 8, !"PIC Level", i32 2}
!62 = !{i32 7, !"PIE Level", i32 2}
!63 = !{i32 7, !"uwtable", i32 2}
!64 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!65 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!66 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 12, type: !67, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !70)
!67 = !DISubroutineType(types: !68)
!68 = !{!69}
!69 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!70 = !{!71, !74, !75, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !89, !90}
!71 = !DILocalVariable(name: "big", scope: !66, file: !2, line: 14, type: !72)
!72 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !73)
!73 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!74 = !DILocalVariable(name: "r", scope: !66, file: !2, line: 15, type: !73)
!75 = !DILocalVariable(name: "dbig", scope: !66, file: !2, line: 16, type: !76)
!76 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !54)
!77 = !DILocalVariable(name: "dr", scope: !66, file: !2, line: 17, type: !54)
!78 = !DILocalVariable(name: "third", scope: !66, file: !2, line: 19, type: !73)
!79 = !DILocalVariable(name: "third3", scope: !66, file: !2, line: 20, type: !73)
!80 = !DILocalVariable(name: "x", scope: !66, file: !2, line: 22, type: !73)
!81 = !DILocalVariable(name: "bits", scope: !66, file: !2, line: 23, type: !69)
!82 = !DILocalVariable(name: "big_int", scope: !66, file: !2, line: 30, type: !55)
!83 = !DILocalVariable(name: "lbi", scope: !66, file: !2, line: 31, type: !73)
!84 = !DILocalVariable(name: "u", scope: !66, file: !2, line: 34, type: !56)
!85 = !DILocalVariable(name: "lu", scope: !66, file: !2, line: 35, type: !73)
!86 = !DILocalVariable(name: "f", scope: !66, file: !2, line: 37, type: !73)
!87 = !DILocalVariable(name: "i", scope: !88, file: !2, line: 38, type: !69)
!88 = distinct !DILexicalBlock(scope: !66, file: !2, line: 38, column: 5)
!89 = !DILocalVariable(name: "a", scope: !66, file: !2, line: 43, type: !73)
!90 = !DILocalVariable(name: "b", scope: !66, file: !2, line: 43, type: !73)
!91 = distinct !DIAssignID()
!92 = !DILocation(line: 0, scope: !66)
!93 = distinct !DIAssignID()
!94 = !DILocation(line: 13, column: 5, scope: !66)
!95 = !DILocation(line: 14, column: 5, scope: !66)
!96 = !DILocation(line: 14, column: 26, scope: !66)
!97 = !{!98, !98, i64 0}
!98 = !{!"long double", !99, i64 0}
!99 = !{!"omnipotent char", !100, i64 0}
!100 = !{!"Simple C/C++ TBAA"}
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 15, column: 22, scope: !66)
!103 = !DILocation(line: 15, column: 26, scope: !66)
!104 = !DILocation(line: 15, column: 33, scope: !66)
!105 = !DILocation(line: 15, column: 31, scope: !66)
!106 = !DILocation(line: 16, column: 5, scope: !66)
!107 = !DILocation(line: 16, column: 21, scope: !66)
!108 = !{!109, !109, i64 0}
!109 = !{!"double", !99, i64 0}
!110 = distinct !DIAssignID()
!111 = !DILocation(line: 17, column: 18, scope: !66)
!112 = !DILocation(line: 17, column: 23, scope: !66)
!113 = !DILocation(line: 17, column: 30, scope: !66)
!114 = !DILocation(line: 17, column: 28, scope: !66)
!115 = !DILocation(line: 18, column: 61, scope: !66)
!116 = !DILocation(line: 18, column: 5, scope: !66)
!117 = !DILocation(line: 21, column: 5, scope: !66)
!118 = !DILocation(line: 28, column: 5, scope: !66)
!119 = !DILocalVariable(name: "n", arg: 1, scope: !120, file: !2, line: 5, type: !69)
!120 = distinct !DISubprogram(name: "ld_sum", scope: !2, file: !2, line: 5, type: !121, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !123)
!121 = !DISubroutineType(types: !122)
!122 = !{!73, !69}
!123 = !{!119, !124, !125}
!124 = !DILocalVariable(name: "s", scope: !120, file: !2, line: 6, type: !73)
!125 = !DILocalVariable(name: "i", scope: !126, file: !2, line: 7, type: !69)
!126 = distinct !DILexicalBlock(scope: !120, file: !2, line: 7, column: 5)
!127 = !DILocation(line: 0, scope: !120, inlinedAt: !128)
!128 = distinct !DILocation(line: 29, column: 41, scope: !66)
!129 = !DILocation(line: 0, scope: !126, inlinedAt: !128)
!130 = !DILocation(line: 7, column: 5, scope: !126, inlinedAt: !128)
!131 = !DILocation(line: 8, column: 21, scope: !132, inlinedAt: !128)
!132 = distinct !DILexicalBlock(scope: !126, file: !2, line: 7, column: 5)
!133 = !DILocation(line: 8, column: 19, scope: !132, inlinedAt: !128)
!134 = !DILocation(line: 8, column: 11, scope: !132, inlinedAt: !128)
!135 = !DILocation(line: 7, column: 30, scope: !132, inlinedAt: !128)
!136 = !DILocation(line: 7, column: 23, scope: !132, inlinedAt: !128)
!137 = distinct !{!137, !130, !138, !139}
!138 = !DILocation(line: 8, column: 21, scope: !126, inlinedAt: !128)
!139 = !{!"llvm.loop.mustprogress"}
!140 = !DILocation(line: 29, column: 33, scope: !66)
!141 = !DILocation(line: 29, column: 5, scope: !66)
!142 = !DILocation(line: 32, column: 5, scope: !66)
!143 = !DILocation(line: 36, column: 5, scope: !66)
!144 = !DILocation(line: 0, scope: !88)
!145 = !DILocation(line: 38, column: 5, scope: !88)
!146 = !DILocation(line: 44, column: 5, scope: !66)
!147 = !DILocation(line: 46, column: 5, scope: !66)
!148 = !DILocation(line: 48, column: 1, scope: !66)
!149 = !DILocation(line: 47, column: 5, scope: !66)
!150 = !DILocation(line: 39, column: 14, scope: !151)
!151 = distinct !DILexicalBlock(scope: !152, file: !2, line: 38, column: 35)
!152 = distinct !DILexicalBlock(scope: !88, file: !2, line: 38, column: 5)
!153 = !DILocation(line: 39, column: 11, scope: !151)
!154 = !DILocation(line: 40, column: 15, scope: !155)
!155 = distinct !DILexicalBlock(scope: !151, file: !2, line: 40, column: 13)
!156 = !DILocation(line: 40, column: 19, scope: !155)
!157 = !DILocation(line: 40, column: 13, scope: !151)
!158 = !DILocation(line: 41, column: 39, scope: !155)
!159 = !DILocation(line: 41, column: 13, scope: !155)
!160 = !DILocation(line: 38, column: 31, scope: !152)
!161 = !DILocation(line: 38, column: 23, scope: !152)
!162 = distinct !{!162, !145, !163, !139}
!163 = !DILocation(line: 42, column: 5, scope: !88)
!164 = !DISubprogram(name: "printf", scope: !165, file: !165, line: 356, type: !166, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!165 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!166 = !DISubroutineType(types: !167)
!167 = !{!69, !168, null}
!168 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !169)
!169 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !170, size: 64)
!170 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
